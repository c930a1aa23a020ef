//! The app's fonts and their ink: text drawn a lit pixel at a time.
//!
//! embedded-graphics' `MonoTextStyle` draws a glyph by walking every pixel of it, lit or not, out
//! of the font's packed image, and finds the glyph by searching the font's mapping string; on the
//! PSP that was most of a redraw (a board with the menu over it took 15 to 18 ms at 222 MHz, the
//! idle clock, so a press's work beside it passed 20 ms). A [`Face`] is a font with its 256
//! Latin-1 glyphs as rows of bits (drawn once by embedded-graphics itself, in `src/build.rs`);
//! [`Ink`] is the text style that draws with it: it finds a glyph by its character code and hands
//! the target only the lit pixels, all of a string's in one `draw_iter`. It lays text out as
//! `MonoTextStyle` does (positions, baselines, sizes), and draws the same pixels (the tests
//! compare both on every glyph of every face). A character past Latin-1 is drawn by
//! `MonoTextStyle`, as before.
//!
//! Use a face where the fonts were used: `Ink::new(&FONT_6X10, colour)` for a text style, and a
//! face's font (`face.font`, or through `Deref`) for sizes.

use core::ops::Deref;

use embedded_graphics::{
    mono_font::{MonoFont, MonoTextStyle, iso_8859_1},
    pixelcolor::Rgb888,
    prelude::*,
    text::{
        Baseline,
        renderer::{CharacterStyle, TextMetrics, TextRenderer},
    },
};

/// The glyphs' rows, written by `src/build.rs`.
mod rows {
    include!(concat!(env!("OUT_DIR"), "/faces.rs"));
}

/// Characters a face holds as rows: Latin-1.
const CODES: usize = 256;

/// A font and its glyphs as rows of bits (bit x lit for column x), [`CODES`] glyphs of
/// `font.character_size.height` rows each.
#[derive(Debug)]
pub struct Face {
    /// The font, for sizes and for characters past Latin-1.
    pub font: MonoFont<'static>,
    rows: &'static [u16],
}

impl Deref for Face {
    type Target = MonoFont<'static>;

    fn deref(&self) -> &MonoFont<'static> {
        &self.font
    }
}

impl Face {
    /// The rows of the glyph of `code` (a Latin-1 character code).
    fn glyph(&self, code: usize) -> &'static [u16] {
        let height = self.font.character_size.height as usize;
        &self.rows[code * height..(code + 1) * height]
    }
}

macro_rules! faces {
    ($($(#[$doc:meta])* $name:ident = $font:expr;)*) => {$(
        $(#[$doc])*
        pub static $name: Face = Face { font: $font, rows: &rows::$name };
    )*};
}

faces! {
    /// 4x6, the smallest: a cell's notes on 16x16.
    FONT_4X6 = iso_8859_1::FONT_4X6;
    /// 5x7: notes, small labels.
    FONT_5X7 = iso_8859_1::FONT_5X7;
    /// 6x10: the panel's text.
    FONT_6X10 = iso_8859_1::FONT_6X10;
    /// 7x13.
    FONT_7X13 = iso_8859_1::FONT_7X13;
    /// 7x13 bold: titles, the 16x16 board's digits.
    FONT_7X13_BOLD = iso_8859_1::FONT_7X13_BOLD;
    /// 8x13.
    FONT_8X13 = iso_8859_1::FONT_8X13;
    /// 10x20: the 9x9 board's digits.
    FONT_10X20 = iso_8859_1::FONT_10X20;
    /// ProFont 24 point: the 4x4 board's large digits.
    PROFONT_24_POINT = profont::PROFONT_24_POINT;
}

/// A text style drawing a [`Face`] in one colour, with no background: the app's
/// `MonoTextStyle`, faster.
#[derive(Debug, Clone, Copy)]
pub struct Ink {
    face: &'static Face,
    colour: Option<Rgb888>,
}

impl Ink {
    /// Text in `face`, drawn in `colour`.
    pub const fn new(face: &'static Face, colour: Rgb888) -> Self {
        Ink {
            face,
            colour: Some(colour),
        }
    }

    /// How far above `baseline` a glyph's top row is, as `MonoTextStyle` places it.
    fn baseline_offset(&self, baseline: Baseline) -> i32 {
        let height = self.face.font.character_size.height.saturating_sub(1);
        match baseline {
            Baseline::Top => 0,
            Baseline::Bottom => height as i32,
            Baseline::Middle => (height / 2) as i32,
            Baseline::Alphabetic => self.face.font.baseline as i32,
        }
    }

    /// From one character's left edge to the next one's.
    fn advance(&self) -> u32 {
        self.face.font.character_size.width + self.face.font.character_spacing
    }
}

impl CharacterStyle for Ink {
    type Color = Rgb888;

    fn set_text_color(&mut self, colour: Option<Rgb888>) {
        self.colour = colour;
    }
}

impl TextRenderer for Ink {
    type Color = Rgb888;

    fn draw_string<D: DrawTarget<Color = Rgb888>>(
        &self,
        text: &str,
        position: Point,
        baseline: Baseline,
        target: &mut D,
    ) -> Result<Point, D::Error> {
        let offset = self.baseline_offset(baseline);
        let top = position - Point::new(0, offset);
        let count = text.chars().count() as u32;
        let Some(colour) = self.colour else {
            // As MonoTextStyle: a string without ink still moves the pen, its spacing included.
            return Ok(position + Size::new(count * self.advance(), 0));
        };
        target.draw_iter(Lit::new(self.face, text, top, colour))?;
        let advance = self.advance() as i32;
        let beyond = MonoTextStyle::new(&self.face.font, colour);
        for (at, c) in text.chars().enumerate() {
            if c as usize >= CODES {
                let mut buffer = [0; 4];
                let left = top + Point::new(at as i32 * advance, 0);
                beyond.draw_string(c.encode_utf8(&mut buffer), left, Baseline::Top, target)?;
            }
        }
        let width = (count * self.advance()).saturating_sub(self.face.font.character_spacing);
        Ok(position + Size::new(width, 0))
    }

    fn draw_whitespace<D: DrawTarget<Color = Rgb888>>(
        &self,
        width: u32,
        position: Point,
        _baseline: Baseline,
        _target: &mut D,
    ) -> Result<Point, D::Error> {
        Ok(position + Size::new(width, 0))
    }

    fn measure_string(&self, text: &str, position: Point, baseline: Baseline) -> TextMetrics {
        let top = position - Point::new(0, self.baseline_offset(baseline));
        let width = (text.chars().count() as u32 * self.advance())
            .saturating_sub(self.face.font.character_spacing);
        let size = Size::new(width, self.face.font.character_size.height);
        TextMetrics {
            bounding_box: embedded_graphics::primitives::Rectangle::new(top, size),
            next_position: position + size.x_axis(),
        }
    }

    fn line_height(&self) -> u32 {
        self.face.font.character_size.height
    }
}

/// The lit pixels of a string's Latin-1 glyphs, left to right, row by row.
struct Lit<'t> {
    face: &'static Face,
    chars: core::str::Chars<'t>,
    colour: Rgb888,
    /// The current glyph's left edge and top row.
    left: i32,
    top: i32,
    advance: i32,
    /// The current glyph's rows, the row under way and its bits not drawn yet.
    glyph: &'static [u16],
    row: usize,
    bits: u16,
}

impl<'t> Lit<'t> {
    fn new(face: &'static Face, text: &'t str, top: Point, colour: Rgb888) -> Self {
        let advance = (face.font.character_size.width + face.font.character_spacing) as i32;
        Lit {
            face,
            chars: text.chars(),
            colour,
            left: top.x - advance,
            top: top.y,
            advance,
            glyph: &[],
            row: 0,
            bits: 0,
        }
    }
}

impl Iterator for Lit<'_> {
    type Item = Pixel<Rgb888>;

    fn next(&mut self) -> Option<Pixel<Rgb888>> {
        loop {
            if self.bits != 0 {
                let x = self.bits.trailing_zeros() as i32;
                self.bits &= self.bits - 1;
                let at = Point::new(self.left + x, self.top + self.row as i32);
                return Some(Pixel(at, self.colour));
            }
            if self.row + 1 < self.glyph.len() {
                self.row += 1;
            } else {
                let c = self.chars.next()? as usize;
                self.left += self.advance;
                // A character past Latin-1 is drawn by MonoTextStyle (see `draw_string`).
                self.glyph = if c < CODES { self.face.glyph(c) } else { &[] };
                self.row = 0;
                if self.glyph.is_empty() {
                    continue;
                }
            }
            self.bits = self.glyph[self.row];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::canvas::Canvas;
    use embedded_graphics::text::{Alignment, Text};
    use std::boxed::Box;

    const FACES: [&Face; 8] = [
        &FONT_4X6,
        &FONT_5X7,
        &FONT_6X10,
        &FONT_7X13,
        &FONT_7X13_BOLD,
        &FONT_8X13,
        &FONT_10X20,
        &PROFONT_24_POINT,
    ];

    /// Draws `text` with `Ink` and with `MonoTextStyle`, and says whether the screens and the
    /// next positions are the same.
    fn same_as_mono(face: &'static Face, text: &str, at: Point, baseline: Baseline) {
        let colour = Rgb888::new(200, 30, 90);
        let (mut ours, mut theirs) = (Box::new(Canvas::new()), Box::new(Canvas::new()));
        let next = Text::with_baseline(text, at, Ink::new(face, colour), baseline)
            .draw(&mut *ours)
            .unwrap();
        let expected =
            Text::with_baseline(text, at, MonoTextStyle::new(&face.font, colour), baseline)
                .draw(&mut *theirs)
                .unwrap();
        assert_eq!(next, expected, "{text:?} at {at:?}: next position");
        for y in 0..272 {
            for x in 0..480 {
                assert_eq!(
                    ours.pixel(x, y),
                    theirs.pixel(x, y),
                    "{text:?} at {at:?}: pixel ({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn every_latin_1_glyph_of_every_face_is_drawn_as_mono_text_draws_it() {
        let mut line = heapless::String::<512>::new();
        for face in FACES {
            for first in [0u32, 64, 128, 192] {
                line.clear();
                for code in first..first + 64 {
                    line.push(char::from_u32(code).unwrap()).unwrap();
                }
                // Lines longer than the screen are clipped the same way too.
                same_as_mono(face, &line, Point::new(3, 40), Baseline::Top);
            }
        }
    }

    #[test]
    fn baselines_positions_off_the_screen_and_characters_past_latin_1_are_as_mono_text() {
        for face in FACES {
            for baseline in [
                Baseline::Top,
                Baseline::Middle,
                Baseline::Alphabetic,
                Baseline::Bottom,
            ] {
                same_as_mono(face, "Règle 9, œuf → ½", Point::new(-5, 30), baseline);
                same_as_mono(face, "à la fin", Point::new(440, 268), baseline);
            }
            same_as_mono(face, "", Point::new(10, 10), Baseline::Top);
        }
    }

    #[test]
    fn aligned_and_multi_line_text_is_measured_as_mono_text() {
        let colour = Rgb888::WHITE;
        for face in FACES {
            for alignment in [Alignment::Left, Alignment::Center, Alignment::Right] {
                let (mut ours, mut theirs) = (Box::new(Canvas::new()), Box::new(Canvas::new()));
                let text = "Deux lignes\net une autre";
                let at = Point::new(240, 100);
                let next = Text::with_alignment(text, at, Ink::new(face, colour), alignment)
                    .draw(&mut *ours)
                    .unwrap();
                let mono = MonoTextStyle::new(&face.font, colour);
                let expected = Text::with_alignment(text, at, mono, alignment)
                    .draw(&mut *theirs)
                    .unwrap();
                assert_eq!(next, expected);
                let bounds = Text::with_alignment(text, at, Ink::new(face, colour), alignment)
                    .bounding_box();
                assert_eq!(
                    bounds,
                    Text::with_alignment(text, at, mono, alignment).bounding_box()
                );
                assert!((0..272).all(|y| (0..480).all(|x| ours.pixel(x, y) == theirs.pixel(x, y))));
            }
        }
    }
}
