//! A list box over the board: the Start menu and the save-slot picker.

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle},
    text::{Baseline, Text},
};

use crate::{
    app::menu::{ENTRIES, Label},
    pad::Buttons,
    text::{Key, Lang},
};

use super::{glyphs::Glyph, palette};
use crate::draw::face::{FONT_7X13, FONT_7X13_BOLD, Ink};

/// Height of one entry.
const ROW: u32 = 14;
/// Width of the box: the board's width but for a border, so that the longest entry with a
/// value, `Mistakes: < against the solution >`, fits.
pub const WIDTH: u32 = 258;
/// Width of a character of the entries' font.
pub const CHAR_WIDTH: u32 = 7;
/// Where an entry's label starts in its row.
const LABEL_X: i32 = 6;
/// Characters of a label that fit in a row.
pub const LABEL_COLUMNS: usize =
    ((WIDTH - 12) as usize - LABEL_X as usize - 2) / CHAR_WIDTH as usize;
/// Room for each hint word (confirm, back) at the bottom of the box: a glyph, then the word.
pub const HINT_STEP: i32 = 90;
/// Characters of the confirm hint's word (it must stop before the back hint's glyph).
pub const HINT_COLUMNS: usize = (HINT_STEP as usize - 15 - 4) / CHAR_WIDTH as usize;

/// An open list: a title, labelled entries, one highlighted.
#[derive(Debug, Clone)]
pub struct ListBox {
    /// The language of the title and hints.
    pub lang: Lang,
    /// Shown at the top.
    pub title: Key,
    /// The entries' labels, top to bottom.
    pub labels: heapless::Vec<Label, ENTRIES>,
    /// The highlighted entry.
    pub selected: usize,
    /// The button that confirms (the other of Circle and Cross leaves).
    pub confirm: Buttons,
    /// Centre of the box (the board's centre).
    pub centre: Point,
}

impl ListBox {
    /// The box the list occupies.
    pub fn area(&self) -> Rectangle {
        let height = self.labels.len() as u32 * ROW + 52;
        Rectangle::with_center(self.centre, Size::new(WIDTH, height))
    }

    /// The area of entry `i`.
    pub fn row(&self, i: usize) -> Rectangle {
        let area = self.area();
        Rectangle::new(
            area.top_left + Point::new(6, 26 + (i as u32 * ROW) as i32),
            Size::new(WIDTH - 12, ROW),
        )
    }
}

/// A box over the board: the menu's fill inside an accent border (the menu, the lists, the
/// go-to number).
pub(super) fn framed_box<D: DrawTarget<Color = Rgb888>>(
    area: Rectangle,
    target: &mut D,
) -> Result<(), D::Error> {
    area.into_styled(PrimitiveStyle::with_fill(palette::MENU))
        .draw(target)?;
    area.into_styled(PrimitiveStyle::with_stroke(palette::ACCENT, 2))
        .draw(target)
}

impl Drawable for ListBox {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let area = self.area();
        framed_box(area, target)?;
        let title = Ink::new(&FONT_7X13_BOLD, palette::ACCENT);
        Text::with_baseline(
            self.lang.text(self.title),
            area.top_left + Point::new(8, 6),
            title,
            Baseline::Top,
        )
        .draw(target)?;
        for (i, label) in self.labels.iter().enumerate() {
            let row = self.row(i);
            let selected = i == self.selected;
            if selected {
                target.fill_solid(&row, palette::MENU_SELECTED)?;
            }
            let ink = if selected {
                palette::PANEL
            } else {
                palette::TEXT
            };
            let style = Ink::new(&FONT_7X13, ink);
            Text::with_baseline(
                label,
                row.top_left + Point::new(LABEL_X, 0),
                style,
                Baseline::Top,
            )
            .draw(target)?;
        }
        // Hints: the confirm glyph, then the back glyph.
        let (confirm, back) = if self.confirm == Buttons::CIRCLE {
            (Glyph::Circle, Glyph::Cross)
        } else {
            (Glyph::Cross, Glyph::Circle)
        };
        let y = area.top_left.y + area.size.height as i32 - 20;
        let hint = Ink::new(&FONT_7X13, palette::TEXT_DIM);
        let mut x = area.top_left.x + 8;
        for (glyph, word) in [(confirm, Key::ListChoose), (back, Key::ListBack)] {
            glyph.draw_in(self.lang, Point::new(x, y + 1), target)?;
            let word = self.lang.text(word);
            Text::with_baseline(word, Point::new(x + 15, y), hint, Baseline::Top).draw(target)?;
            x += HINT_STEP;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Canvas;
    use std::boxed::Box;

    fn list(selected: usize, confirm: Buttons) -> ListBox {
        let mut labels = heapless::Vec::new();
        for text in ["Watch mode: off", "Library", "Close"] {
            let _ = labels.push(Label::try_from(text).unwrap());
        }
        ListBox {
            lang: Lang::En,
            title: Key::ListMenu,
            labels,
            selected,
            confirm,
            centre: Point::new(136, 136),
        }
    }

    #[test]
    fn the_selected_entry_is_highlighted_and_the_hint_follows_the_confirm_button() {
        for (confirm, first_glyph) in [
            (Buttons::CROSS, palette::GLYPH_CROSS),
            (Buttons::CIRCLE, palette::GLYPH_CIRCLE),
        ] {
            let menu = list(1, confirm);
            let mut canvas = Box::new(Canvas::new());
            menu.draw(canvas.as_mut()).unwrap();
            let count = |area: Rectangle, colour: Rgb888| {
                area.points()
                    .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(colour))
                    .count()
            };
            assert!(count(menu.row(1), palette::MENU_SELECTED) > 100);
            assert_eq!(count(menu.row(0), palette::MENU_SELECTED), 0);
            let area = menu.area();
            let hint = Rectangle::new(
                Point::new(
                    area.top_left.x,
                    area.top_left.y + area.size.height as i32 - 22,
                ),
                Size::new(40, 20),
            );
            assert!(
                count(hint, first_glyph) > 8,
                "the confirm glyph comes first"
            );
        }
    }

    #[test]
    fn a_full_list_fits_the_screen() {
        let mut menu = list(0, Buttons::CROSS);
        while menu.labels.push(Label::try_from("entry").unwrap()).is_ok() {}
        let area = menu.area();
        assert!(
            area.top_left.y >= 0 && area.bottom_right().unwrap().y < 272,
            "{area:?}"
        );
        // Over the board, clear of the panel.
        let right = area.bottom_right().unwrap().x;
        assert!(
            area.top_left.x >= 0 && right < super::super::panel::PANEL_X,
            "{area:?}"
        );
    }
}
