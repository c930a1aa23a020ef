//! The app's screens: the editor of the active size with the menu or slot list over it, and the library.

use core::fmt::Write;

use embedded_graphics::{pixelcolor::Rgb888, prelude::*};

use crate::{
    app::{App, View},
    editor::status::{Status, Tone},
    format::AnyGrid,
    grid::Grid,
    save::Storage,
    size::{GridSize, Size},
};

use super::{
    board::{Board, Layout},
    glyphs::Glyph,
    keypad::KeypadPanel,
    menu::ListBox,
    palette,
    panel::{LegendRow, Panel},
    screen::{BOARD_CENTRE, BOARD_ORIGIN, EditorScreen},
    slots::SlotDetail,
};

/// The library's legend.
pub const LIBRARY_LEGEND: [LegendRow; 5] = [
    (&[Glyph::DPad], "browse"),
    (
        &[Glyph::Label("L"), Glyph::Or, Glyph::Label("R")],
        "ten back / on",
    ),
    (&[Glyph::Cross], "load (confirm)"),
    (&[Glyph::Circle], "back"),
    (&[Glyph::Label("START")], "back"),
];

/// Everything the player sees, for any state of the app.
#[derive(Debug, Clone, Copy)]
pub struct AppScreen<'a, St: Storage> {
    /// The app to show.
    pub app: &'a App<St>,
}

impl<St: Storage> Drawable for AppScreen<'_, St> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let app = self.app;
        if let View::Library { selected } = app.view() {
            return LibraryScreen { app, selected }.draw(target);
        }
        match app.active() {
            GridSize::Four => EditorScreen { editor: app.four() }.draw(target)?,
            GridSize::Nine => EditorScreen { editor: app.nine() }.draw(target)?,
            GridSize::Sixteen => EditorScreen {
                editor: app.sixteen(),
            }
            .draw(target)?,
        }
        let (title, selected) = match app.view() {
            View::Menu { selected } => (app.menu_page().title(), selected),
            View::Slots {
                selected,
                saving: true,
            } => ("SAVE TO SLOT", selected),
            View::Slots {
                selected,
                saving: false,
            } => ("LOAD FROM SLOT", selected),
            View::Board => {
                if let Some(view) = app.keypad() {
                    let side = match app.active() {
                        GridSize::Four => 4,
                        GridSize::Nine => 9,
                        GridSize::Sixteen => 16,
                    };
                    KeypadPanel { view, side }.draw(target)?;
                }
                return Ok(());
            }
            View::Library { .. } => return Ok(()),
        };
        if let View::Slots { selected, .. } = app.view() {
            SlotDetail {
                number: selected + 1,
                info: app.slots().get(selected).and_then(Option::as_ref),
            }
            .draw(target)?;
        }
        ListBox {
            title,
            labels: app.list_labels(),
            selected,
            confirm: app.confirm_button(),
            centre: BOARD_CENTRE,
        }
        .draw(target)
    }
}

/// The library: the shown puzzle on the board, its source, size and solutions in the panel.
#[derive(Debug, Clone, Copy)]
pub struct LibraryScreen<'a, St: Storage> {
    /// The app whose library is shown.
    pub app: &'a App<St>,
    /// The entry shown.
    pub selected: usize,
}

fn preview<S: Size, D: DrawTarget<Color = Rgb888>>(
    grid: &Grid<S>,
    target: &mut D,
) -> Result<(), D::Error> {
    Board {
        layout: Layout::new(BOARD_ORIGIN),
        grid,
        cursor: None,
        conflicts: crate::cellset::CellSet::new(),
        last: None,
        backtracked: false,
        marks: super::board::Marks::default(),
    }
    .draw(target)
}

impl<St: Storage> Drawable for LibraryScreen<'_, St> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.clear(palette::BACKGROUND)?;
        let library = self.app.library();
        let Some(entry) = library.entry(self.selected) else {
            return Ok(());
        };
        match &entry.grid {
            AnyGrid::Four(g) => preview(g, target)?,
            AnyGrid::Nine(g) => preview(g, target)?,
            AnyGrid::Sixteen(g) => preview(g, target)?,
        }
        let solutions: &dyn core::fmt::Display = match &entry.solutions {
            Some(s) => s,
            None => &"solutions not known",
        };
        let status = Status::new(
            Tone::Info,
            format_args!(
                "{} of {}: {}, {}, {}",
                self.selected + 1,
                library.len(),
                entry.source,
                entry.grid.size_name(),
                solutions
            ),
        );
        let mut footer: heapless::String<40> = heapless::String::new();
        let user = library.user().puzzles().len();
        let _ = write!(
            footer,
            "{} built in, {user} from puzzles.txt",
            library.len() - user
        );
        let mut legend = LIBRARY_LEGEND;
        if self.app.confirm_button() == crate::pad::Buttons::CIRCLE {
            legend[2].0 = &[Glyph::Circle];
            legend[3].0 = &[Glyph::Cross];
        }
        Panel {
            size: entry.grid.size_name(),
            tag: ("LIBRARY", palette::LAST_FORCED),
            status: &status,
            status_lines: super::panel::STATUS_LINES,
            footer: &footer,
            legend: &legend,
        }
        .draw(target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        draw::{Canvas, panel::STATUS_AREA},
        library::UserPuzzles,
        pad::Buttons,
        save::Nowhere,
    };
    use std::boxed::Box;

    fn count(
        canvas: &Canvas,
        area: embedded_graphics::primitives::Rectangle,
        colour: Rgb888,
    ) -> usize {
        area.points()
            .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(colour))
            .count()
    }

    #[test]
    fn the_menu_is_drawn_over_the_board_and_the_library_shows_a_preview() {
        let mut app = Box::new(App::new(Nowhere, Buttons::CROSS, UserPuzzles::new()));
        let mut clock = crate::clock::FakeClock::stepping(1);
        app.frame(Buttons::START, Buttons::START, &mut clock);
        let mut canvas = Box::new(Canvas::new());
        AppScreen { app: &app }.draw(canvas.as_mut()).unwrap();
        let centre = embedded_graphics::primitives::Rectangle::with_center(
            BOARD_CENTRE,
            embedded_graphics::geometry::Size::new(100, 40),
        );
        assert!(
            count(&canvas, centre, palette::MENU) > 100,
            "the menu box covers the board's centre"
        );
        // Library: the first entry (the tutorial grid) in given ink, with its source in the status area.
        app.frame(Buttons::START, Buttons::START, &mut clock);
        for button in app.menu_presses(crate::app::menu::Item::Library).unwrap() {
            app.frame(button, button, &mut clock);
        }
        app.frame(Buttons::CROSS, Buttons::CROSS, &mut clock);
        assert_eq!(app.view(), View::Library { selected: 0 });
        AppScreen { app: &app }.draw(canvas.as_mut()).unwrap();
        let board = Layout::<crate::Nine>::new(BOARD_ORIGIN).bounds();
        assert!(
            count(&canvas, board, palette::GIVEN) > 200,
            "the puzzle's givens are drawn"
        );
        assert_eq!(
            count(&canvas, board, palette::CURSOR),
            0,
            "no cursor in a preview"
        );
        assert!(count(&canvas, STATUS_AREA, palette::TEXT) > 100);
    }
}
