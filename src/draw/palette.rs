//! The app's colours, chosen to read well on the PSP's LCD and in PPSSPP.

use embedded_graphics::pixelcolor::Rgb888;

/// Screen background around the board.
pub const BACKGROUND: Rgb888 = Rgb888::new(0x1C, 0x22, 0x30);
/// Panel text.
pub const TEXT: Rgb888 = Rgb888::new(0xE6, 0xE9, 0xF0);
/// Dimmed panel text (legend, hints).
pub const TEXT_DIM: Rgb888 = Rgb888::new(0x9A, 0xA3, 0xB5);
/// Titles and highlights in the panel.
pub const ACCENT: Rgb888 = Rgb888::new(0xFF, 0xC4, 0x4D);
/// An empty or ordinary cell.
pub const CELL: Rgb888 = Rgb888::new(0xF7, 0xF5, 0xEE);
/// Lines between boxes.
pub const BOX_LINE: Rgb888 = Rgb888::new(0x14, 0x18, 0x22);
/// Lines between cells inside a box.
pub const CELL_LINE: Rgb888 = Rgb888::new(0xA7, 0xAD, 0xBA);
/// Digits the user typed.
pub const GIVEN: Rgb888 = Rgb888::new(0x12, 0x14, 0x1C);
/// Digits the solver placed.
pub const SOLVED: Rgb888 = Rgb888::new(0x1E, 0x6B, 0xE0);
#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::prelude::RgbColor;

    fn distance(a: Rgb888, b: Rgb888) -> u32 {
        let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).unsigned_abs();
        d(a.r(), b.r()) + d(a.g(), b.g()) + d(a.b(), b.b())
    }

    #[test]
    fn digit_colours_stand_out_from_the_cell() {
        for ink in [GIVEN, SOLVED] {
            assert!(
                distance(ink, CELL) > 250,
                "{ink:?} too close to the cell colour"
            );
        }
        assert!(
            distance(GIVEN, SOLVED) > 150,
            "givens and solved digits must differ"
        );
    }
}
