//! The Start menu, drawn over the board.

use embedded_graphics::{
    mono_font::{
        MonoTextStyle,
        ascii::{FONT_7X13, FONT_7X13_BOLD},
    },
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle},
    text::{Baseline, Text},
};

use crate::{
    editor::menu::{ITEMS, Settings, label},
    pad::Buttons,
};

use super::{glyphs::Glyph, palette};

/// Height of one menu entry.
const ROW: u32 = 20;
/// Width of the menu box.
const WIDTH: u32 = 200;

/// The open menu.
#[derive(Debug, Clone, Copy)]
pub struct Menu {
    /// The highlighted entry.
    pub selected: usize,
    /// The values shown beside the entries.
    pub settings: Settings,
    /// The button that confirms (the other of Circle and Cross leaves).
    pub confirm: Buttons,
    /// Centre of the box (the board's centre).
    pub centre: Point,
}

impl Menu {
    /// The box the menu occupies.
    pub fn area(&self) -> Rectangle {
        let height = ITEMS.len() as u32 * ROW + 52;
        Rectangle::with_center(self.centre, Size::new(WIDTH, height))
    }

    /// The area of entry `i`.
    pub fn row(&self, i: usize) -> Rectangle {
        let area = self.area();
        Rectangle::new(
            area.top_left + Point::new(6, 26 + (i as u32 * ROW) as i32),
            Size::new(WIDTH - 12, ROW - 2),
        )
    }
}

impl Drawable for Menu {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let area = self.area();
        area.into_styled(PrimitiveStyle::with_fill(palette::MENU))
            .draw(target)?;
        area.into_styled(PrimitiveStyle::with_stroke(palette::ACCENT, 2))
            .draw(target)?;
        let title = MonoTextStyle::new(&FONT_7X13_BOLD, palette::ACCENT);
        Text::with_baseline(
            "MENU",
            area.top_left + Point::new(8, 6),
            title,
            Baseline::Top,
        )
        .draw(target)?;
        for (i, item) in ITEMS.iter().enumerate() {
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
            let mut text: heapless::String<32> = heapless::String::new();
            let _ = label(*item, &self.settings, &mut text);
            let style = MonoTextStyle::new(&FONT_7X13, ink);
            Text::with_baseline(&text, row.top_left + Point::new(6, 3), style, Baseline::Top)
                .draw(target)?;
        }
        // Hints: the confirm glyph, then the back glyph.
        let (confirm, back) = if self.confirm == Buttons::CIRCLE {
            (Glyph::Circle, Glyph::Cross)
        } else {
            (Glyph::Cross, Glyph::Circle)
        };
        let y = area.top_left.y + area.size.height as i32 - 20;
        let hint = MonoTextStyle::new(&FONT_7X13, palette::TEXT_DIM);
        let mut x = area.top_left.x + 8;
        for (glyph, word) in [(confirm, "choose"), (back, "back")] {
            glyph.draw_at(Point::new(x, y + 1), target)?;
            Text::with_baseline(word, Point::new(x + 15, y), hint, Baseline::Top).draw(target)?;
            x += 90;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Canvas;
    use std::boxed::Box;

    #[test]
    fn the_selected_entry_is_highlighted_and_the_hint_follows_the_confirm_button() {
        for (confirm, first_glyph) in [
            (Buttons::CROSS, palette::GLYPH_CROSS),
            (Buttons::CIRCLE, palette::GLYPH_CIRCLE),
        ] {
            let menu = Menu {
                selected: 1,
                settings: Settings::default(),
                confirm,
                centre: Point::new(136, 136),
            };
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
}
