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
/// Digits that clash with another in a row, column or box.
pub const CONFLICT: Rgb888 = Rgb888::new(0xD0, 0x1C, 0x1C);
/// Background of a clashing cell.
pub const CONFLICT_BG: Rgb888 = Rgb888::new(0xF8, 0xC6, 0xC2);
/// Background of the cell under the cursor.
pub const CURSOR: Rgb888 = Rgb888::new(0xFF, 0xD5, 0x4F);
/// Background of the cells in the cursor's row, column and box.
pub const PEER: Rgb888 = Rgb888::new(0xE6, 0xEA, 0xF2);
/// Background of the cell watch mode placed last by propagation.
pub const LAST_FORCED: Rgb888 = Rgb888::new(0xBF, 0xDD, 0xFF);
/// Background of the cell watch mode placed last by a guess.
pub const LAST_GUESS: Rgb888 = Rgb888::new(0xFF, 0xB2, 0x6B);

/// A placement's text colour in the lesson's and the queens' histories: a supposition in
/// [`LAST_GUESS`], any other placement in [`TEXT`].
pub const fn placement(supposition: bool) -> Rgb888 {
    if supposition { LAST_GUESS } else { TEXT }
}
/// Background of the cells holding the digit under the cursor.
pub const SAME_DIGIT: Rgb888 = Rgb888::new(0xCF, 0xEC, 0xC8);
/// Background of the cells a hint points at.
pub const HINT: Rgb888 = Rgb888::new(0xE2, 0xCF, 0xFF);
/// Background of the units a hint shades (its second and third stages).
pub const HINT_UNIT: Rgb888 = Rgb888::new(0xF1, 0xE9, 0xFF);
/// Background of the cells that prove a hint's step.
pub const HINT_PROOF: Rgb888 = Rgb888::new(0xC8, 0xEE, 0xD6);
/// The candidates that prove a hint's step, among the notes.
pub const NOTE_PROOF: Rgb888 = Rgb888::new(0x0E, 0x8A, 0x3E);
/// The candidates a hint's step takes out, among the notes.
pub const NOTE_REMOVED: Rgb888 = Rgb888::new(0xD0, 0x1C, 0x1C);
/// The notes of a hint's digits, picked out among the others.
pub const NOTE_PICKED: Rgb888 = Rgb888::new(0x1E, 0x6B, 0xE0);
/// The links of a chain a hint draws on the board.
pub const LINK: Rgb888 = Rgb888::new(0xC0, 0x3A, 0x9E);
/// Pencil marks.
pub const NOTE: Rgb888 = Rgb888::new(0x4A, 0x55, 0x68);
/// The notes pointer's slot on the cursor cell.
pub const POINTER: Rgb888 = Rgb888::new(0xC0, 0x3A, 0x9E);
/// Frame of the board right after a backtrack in watch mode.
pub const BACKTRACK: Rgb888 = Rgb888::new(0xE0, 0x3C, 0x3C);
/// Status text of a good outcome.
pub const TEXT_GOOD: Rgb888 = Rgb888::new(0x7C, 0xDC, 0x8C);
/// Status text of a problem.
pub const TEXT_BAD: Rgb888 = Rgb888::new(0xFF, 0x84, 0x7A);
/// The side panel's background.
pub const PANEL: Rgb888 = Rgb888::new(0x26, 0x2D, 0x3D);
/// The menu's background.
pub const MENU: Rgb888 = Rgb888::new(0x2E, 0x36, 0x4A);
/// The highlighted menu entry's background.
pub const MENU_SELECTED: Rgb888 = Rgb888::new(0xFF, 0xC4, 0x4D);
/// Circle button glyph.
pub const GLYPH_CIRCLE: Rgb888 = Rgb888::new(0xFF, 0x6B, 0x6B);
/// Cross button glyph.
pub const GLYPH_CROSS: Rgb888 = Rgb888::new(0x7F, 0xB2, 0xFF);
/// Square button glyph.
pub const GLYPH_SQUARE: Rgb888 = Rgb888::new(0xF2, 0x8C, 0xD8);
/// Triangle button glyph.
pub const GLYPH_TRIANGLE: Rgb888 = Rgb888::new(0x5F, 0xD9, 0xB0);
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
