//! Writing a puzzle: on one line (the [`Display`](core::fmt::Display) of a grid) or as a grid
//! over several lines ([`GridForm`]); the reader reads both back.

use core::fmt::{self, Write};

use super::AnyGrid;
use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Four, Nine, Sixteen, Size},
};

/// A grid written over several lines: cells apart, `|` between boxes, a ruled line between
/// bands, each line ended by `\n`:
///
/// ```text
/// 5 3 . | . 7 . | . . .
/// 6 . . | 1 9 5 | . . .
/// . 9 8 | . . . | . 6 .
/// ------+-------+------
/// ```
///
/// ```
/// use sudoku_core::{Four, Grid, format::GridForm};
/// let grid = Grid::<Four>::from_line("1.3...2.........").unwrap();
/// assert_eq!(
///     GridForm(&grid).to_string(),
///     "1 . | 3 .\n. . | 2 .\n----+----\n. . | . .\n. . | . .\n"
/// );
/// ```
#[derive(Debug, Clone, Copy)]
pub struct GridForm<'a, S: Size>(pub &'a Grid<S>);

impl<S: Size> fmt::Display for GridForm<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..S::SIDE {
            if row > 0 && row % S::BOX == 0 {
                for b in 0..S::BOX {
                    if b > 0 {
                        f.write_str("-+-")?;
                    }
                    for _ in 0..2 * S::BOX - 1 {
                        f.write_char('-')?;
                    }
                }
                f.write_char('\n')?;
            }
            for col in 0..S::SIDE {
                if col > 0 {
                    f.write_str(if col % S::BOX == 0 { " | " } else { " " })?;
                }
                let cell = Cell::<S>::new(row, col).expect("row and column are inside the grid");
                let c = self.0.digit(cell).map_or('.', Digit::to_char);
                f.write_char(c)?;
            }
            f.write_char('\n')?;
        }
        Ok(())
    }
}

/// A grid of any size in [`GridForm`].
#[derive(Debug, Clone, Copy)]
pub struct AnyGridForm<'a>(pub &'a AnyGrid);

impl fmt::Display for AnyGridForm<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            AnyGrid::Four(g) => GridForm::<Four>(g).fmt(f),
            AnyGrid::Nine(g) => GridForm::<Nine>(g).fmt(f),
            AnyGrid::Sixteen(g) => GridForm::<Sixteen>(g).fmt(f),
        }
    }
}

impl AnyGrid {
    /// The grid written over several lines (see [`GridForm`]).
    pub fn grid_form(&self) -> AnyGridForm<'_> {
        AnyGridForm(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn a_nine_by_nine_grid_has_box_bars_and_two_ruled_lines() {
        let grid = AnyGrid::from_line(crate::puzzles::CLASSROOM).unwrap();
        let text = grid.grid_form().to_string();
        let lines: std::vec::Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], ". 9 . | 2 . . | 6 . 5");
        assert_eq!(lines[3], "------+-------+------");
        assert_eq!(lines[7], "------+-------+------");
        assert!(text.ends_with('\n'));
    }

    #[test]
    fn a_sixteen_by_sixteen_grid_writes_letters_in_boxes_of_four() {
        let line = "123456789ABCDEFG".repeat(16);
        let grid = AnyGrid::from_line(&line).unwrap();
        let text = grid.grid_form().to_string();
        let lines: std::vec::Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 19);
        assert_eq!(lines[0], "1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G");
        assert_eq!(lines[4], "--------+---------+---------+--------");
        assert_eq!(lines[4].len(), lines[0].len());
    }
}
