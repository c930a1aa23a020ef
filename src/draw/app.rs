//! The app's screens: the editor of the active size with the menu or slot list over it, and the library.

use embedded_graphics::{pixelcolor::Rgb888, prelude::*};

use crate::{
    app::{App, View},
    editor::{Editor, Visit},
    save::Storage,
    size::Size,
    text::Key,
};

use super::{
    keypad::KeypadPanel,
    library::LibraryScreen,
    menu::ListBox,
    queens::QueensScreen,
    screen::{BOARD_CENTRE, EditorScreen},
    slots::SlotDetail,
};

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
        if let View::Library { .. } | View::Collections { .. } | View::GoTo { .. } = app.view() {
            return LibraryScreen { app }.draw(target);
        }
        match app.queens() {
            Some(queens) => QueensScreen {
                queens,
                lang: app.lang(),
            }
            .draw(target)?,
            None => app.editors().visit(DrawEditor(target))?,
        }
        let (title, selected) = match app.view() {
            View::Menu { page, selected } => (page.title(), selected),
            View::Slots {
                selected,
                saving: true,
            } => (Key::ListSave, selected),
            View::Slots {
                selected,
                saving: false,
            } => (Key::ListLoad, selected),
            View::Board => {
                if let Some(view) = app.keypad().filter(|_| app.queens().is_none()) {
                    KeypadPanel {
                        view,
                        side: app.active().side(),
                        lang: app.lang(),
                    }
                    .draw(target)?;
                }
                return Ok(());
            }
            View::Library { .. } | View::Collections { .. } | View::GoTo { .. } => {
                return Ok(());
            }
        };
        if let View::Slots { selected, .. } = app.view() {
            SlotDetail {
                number: selected + 1,
                info: app.slots().get(selected).and_then(Option::as_ref),
                lang: app.lang(),
            }
            .draw(target)?;
        }
        ListBox {
            lang: app.lang(),
            title,
            labels: app.list_labels(),
            selected,
            confirm: app.confirm_button(),
            centre: BOARD_CENTRE,
        }
        .draw(target)
    }
}

/// Draws the editor in front, whatever its size.
struct DrawEditor<'a, D>(&'a mut D);

impl<D: DrawTarget<Color = Rgb888>> Visit for DrawEditor<'_, D> {
    type Output = Result<(), D::Error>;

    fn visit<S: Size>(self, editor: &Editor<S>) -> Self::Output {
        EditorScreen { editor }.draw(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        draw::{Canvas, board::Layout, palette, panel::STATUS_AREA, screen::BOARD_ORIGIN},
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
        let mut app = Box::new(App::new(Nowhere, Buttons::CROSS));
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
