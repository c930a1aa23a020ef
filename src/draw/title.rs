//! The title screen: the app's name over a sample grid.

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle},
    text::{Alignment, Text},
};

use super::palette;
use crate::draw::face::{FONT_6X10, FONT_8X13, FONT_10X20, Face, Ink};
use crate::{
    puzzles::{CLASSROOM, CLASSROOM_SOLUTION},
    text::{Key, Lang},
};

/// A sample puzzle (the classroom grid of the project's source material) drawn as decoration.
pub const SAMPLE: &[u8] = CLASSROOM.as_bytes();
/// The solution of [`SAMPLE`].
pub const SAMPLE_SOLUTION: &[u8] = CLASSROOM_SOLUTION.as_bytes();

/// The screen shown at start: title, a sample grid, and how to leave.
#[derive(Debug, Clone, Copy)]
pub struct TitleScreen<'a> {
    /// Line shown under the title (version, status).
    pub subtitle: &'a str,
    /// The language of its words.
    pub lang: Lang,
}

/// Where the title screen's texts are centred.
pub const TITLE_X: i32 = 340;
/// The sample grid's right edge: the texts stay right of it.
pub const SAMPLE_RIGHT: i32 = 24 + 24 * 9 + 1;

impl Drawable for TitleScreen<'_> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.clear(palette::BACKGROUND)?;
        SampleGrid::new(Point::new(24, 28), 24).draw(target)?;
        let x = TITLE_X;
        Text::with_alignment(
            self.lang.text(Key::Title),
            Point::new(x, 90),
            Ink::new(&FONT_10X20, palette::ACCENT),
            Alignment::Center,
        )
        .draw(target)?;
        Text::with_alignment(
            self.lang.text(Key::TitleSubtitle),
            Point::new(x, 114),
            Ink::new(&FONT_8X13, palette::TEXT),
            Alignment::Center,
        )
        .draw(target)?;
        Text::with_alignment(
            self.subtitle,
            Point::new(x, 140),
            Ink::new(&FONT_6X10, palette::TEXT_DIM),
            Alignment::Center,
        )
        .draw(target)?;
        Text::with_alignment(
            self.lang.text(Key::TitleExit),
            Point::new(x, 230),
            Ink::new(&FONT_6X10, palette::TEXT_DIM),
            Alignment::Center,
        )
        .draw(target)?;
        Ok(())
    }
}

/// A static 9x9 grid of [`SAMPLE`], `cell` pixels a side, thick lines between boxes.
#[derive(Debug, Clone, Copy)]
pub struct SampleGrid {
    /// Top-left corner of the outer border.
    pub origin: Point,
    /// Side of one cell in pixels, lines included.
    pub cell: u32,
    /// Font of the digits.
    pub font: &'static Face,
    /// Whether to fill the empty cells with [`SAMPLE_SOLUTION`] in the solved colour.
    pub solved: bool,
}

impl SampleGrid {
    /// The puzzle alone, with the large font.
    pub fn new(origin: Point, cell: u32) -> Self {
        SampleGrid {
            origin,
            cell,
            font: &FONT_10X20,
            solved: false,
        }
    }
}

impl Drawable for SampleGrid {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let side = self.cell * 9 + 1;
        Rectangle::new(self.origin, Size::new(side, side))
            .into_styled(PrimitiveStyle::with_fill(palette::CELL))
            .draw(target)?;
        for i in 0..=9u32 {
            let (colour, width) = if i % 3 == 0 {
                (palette::BOX_LINE, 2)
            } else {
                (palette::CELL_LINE, 1)
            };
            let offset = (i * self.cell) as i32 - if width == 2 && i > 0 { 1 } else { 0 };
            let style = PrimitiveStyle::with_fill(colour);
            Rectangle::new(self.origin + Point::new(offset, 0), Size::new(width, side))
                .into_styled(style)
                .draw(target)?;
            Rectangle::new(self.origin + Point::new(0, offset), Size::new(side, width))
                .into_styled(style)
                .draw(target)?;
        }
        let half = (self.cell / 2) as i32;
        let baseline =
            half + self.font.baseline as i32 - self.font.character_size.height as i32 / 2 + 1;
        for (index, (&given, &solution)) in SAMPLE.iter().zip(SAMPLE_SOLUTION).enumerate() {
            let (byte, colour) = match (given, self.solved) {
                (b'1'..=b'9', _) => (given, palette::GIVEN),
                (_, true) => (solution, palette::SOLVED),
                _ => continue,
            };
            let (row, col) = ((index / 9) as i32, (index % 9) as i32);
            let centre = self.origin
                + Point::new(
                    col * self.cell as i32 + half,
                    row * self.cell as i32 + baseline,
                );
            let style = Ink::new(self.font, colour);
            let digit = [byte];
            let text = core::str::from_utf8(&digit).expect("an ASCII digit is UTF-8");
            Text::with_alignment(text, centre, style, Alignment::Center).draw(target)?;
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
    fn title_screen_fills_the_background_and_draws_the_grid() {
        let mut screen = Box::new(Canvas::new());
        TitleScreen {
            subtitle: "v0.1",
            lang: Lang::En,
        }
        .draw(screen.as_mut())
        .unwrap();
        assert_eq!(screen.pixel(479, 271).unwrap(), palette::BACKGROUND);
        // Outer border of the sample grid is a box line; an empty cell's centre is the cell colour.
        assert_eq!(screen.pixel(24, 100).unwrap(), palette::BOX_LINE);
        assert_eq!(screen.pixel(24 + 12, 28 + 12).unwrap(), palette::CELL);
        // The title text uses the accent colour somewhere in its line.
        assert!(
            (300..380).any(|x| (76..92).any(|y| screen.pixel(x, y).unwrap() == palette::ACCENT))
        );
    }

    #[test]
    fn sample_grid_draws_given_digits() {
        let mut screen = Box::new(Canvas::new());
        SampleGrid::new(Point::new(0, 0), 24)
            .draw(screen.as_mut())
            .unwrap();
        // Row 0, column 1 holds a 9: some pixel of that cell is digit ink.
        let inked =
            (24..48).any(|x| (0..24).any(|y| screen.pixel(x, y).unwrap() == palette::GIVEN));
        assert!(inked);
        // Row 0, column 0 is empty: no ink.
        let empty = (2..23).all(|x| (2..23).all(|y| screen.pixel(x, y).unwrap() != palette::GIVEN));
        assert!(empty);
    }
}
