//! The number box of the library's "go to" (and the lesson's "go to step"): the number being
//! typed, digit by digit, over the board.

use core::fmt::Write;

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::Rectangle,
    text::{Baseline, Text},
};

use crate::{
    pad::Buttons,
    text::{In, Key, Lang, Thousands},
};

use super::{glyphs::Glyph, palette, screen::BOARD_CENTRE};
use crate::draw::face::{FONT_7X13, FONT_7X13_BOLD, FONT_10X20, Ink};

/// The number being typed to go to, over the board: its digits, the one being turned
/// highlighted, and how many puzzles there are (how far the search went).
#[derive(Debug, Clone, Copy)]
pub struct NumberBox {
    /// The number as typed.
    pub number: u32,
    /// The digit being turned, from the left.
    pub place: u8,
    /// Digits shown.
    pub width: u8,
    /// Puzzles in the collection (the furthest step).
    pub of: u64,
    /// The title ([`Key::GoToTitle`], [`Key::LessonGoToTitle`]).
    pub title: Key,
    /// What `of` is, with it in its placeholder ([`Key::GoToOf`]).
    pub of_key: Key,
    /// The console's confirm button.
    pub confirm: Buttons,
    /// The language of its words.
    pub lang: Lang,
}

impl NumberBox {
    /// The box it takes.
    pub fn area(&self) -> Rectangle {
        // Wider when the digits and what follows them need it (a long search's steps).
        let of = self.of_text().chars().count() as u32;
        let needed = 12 + 14 * u32::from(self.width) + 6 + 7 * of + 8;
        Rectangle::with_center(BOARD_CENTRE, Size::new(needed.max(230), 96))
    }

    /// What follows the digits: how many there are, in the box's language.
    fn of_text(&self) -> heapless::String<48> {
        let mut of = heapless::String::new();
        let lang = self.lang;
        let _ = write!(
            of,
            "{}",
            lang.say(self.of_key, &[&In(lang, Thousands(self.of))])
        );
        of
    }

    /// Where digit `i` (from the left) is drawn.
    pub fn digit_area(&self, i: u8) -> Rectangle {
        let area = self.area();
        Rectangle::new(
            area.top_left + Point::new(12 + 14 * i32::from(i), 28),
            Size::new(13, 24),
        )
    }
}

impl Drawable for NumberBox {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let area = self.area();
        super::menu::framed_box(area, target)?;
        let top = |text, dy, style| {
            Text::with_baseline(
                text,
                area.top_left + Point::new(8, dy),
                style,
                Baseline::Top,
            )
        };
        let lang = self.lang;
        top(
            lang.text(self.title),
            6,
            Ink::new(&FONT_7X13_BOLD, palette::ACCENT),
        )
        .draw(target)?;
        let mut text: heapless::String<12> = heapless::String::new();
        let _ = write!(
            text,
            "{:0width$}",
            self.number,
            width = usize::from(self.width)
        );
        for (i, c) in text.chars().enumerate() {
            let cell = self.digit_area(i as u8);
            let ink = if i == usize::from(self.place) {
                target.fill_solid(&cell, palette::MENU_SELECTED)?;
                palette::PANEL
            } else {
                palette::TEXT
            };
            let mut buf = [0u8; 4];
            Text::with_baseline(
                c.encode_utf8(&mut buf),
                cell.top_left + Point::new(2, 2),
                Ink::new(&FONT_10X20, ink),
                Baseline::Top,
            )
            .draw(target)?;
        }
        let of = self.of_text();
        let after = self.digit_area(self.width).top_left + Point::new(6, 6);
        let dim = Ink::new(&FONT_7X13, palette::TEXT_DIM);
        Text::with_baseline(&of, after, dim, Baseline::Top).draw(target)?;
        // Hints: the D-pad's two axes, then confirm and back.
        let y = area.top_left.y + area.size.height as i32 - 34;
        let mut x = area.top_left.x + 8;
        for (glyph, word) in [
            (Glyph::DPadUpDown, Key::GoToDigit),
            (Glyph::DPadLeftRight, Key::GoToMove),
        ] {
            glyph.draw_at(Point::new(x, y + 1), target)?;
            let word = lang.text(word);
            Text::with_baseline(word, Point::new(x + 15, y), dim, Baseline::Top).draw(target)?;
            x += 90;
        }
        let (confirm, back) = if self.confirm == Buttons::CIRCLE {
            (Glyph::Circle, Glyph::Cross)
        } else {
            (Glyph::Cross, Glyph::Circle)
        };
        let (y, mut x) = (y + 16, area.top_left.x + 8);
        for (glyph, word) in [(confirm, Key::GoToGo), (back, Key::LegendBack)] {
            glyph.draw_at(Point::new(x, y + 1), target)?;
            let word = lang.text(word);
            Text::with_baseline(word, Point::new(x + 15, y), dim, Baseline::Top).draw(target)?;
            x += 90;
        }
        Ok(())
    }
}
