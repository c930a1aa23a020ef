//! Consistency of the givens: two equal digits in a row, column or box.

use core::fmt;

use crate::{
    cell::{Cell, Unit},
    cellset::CellSet,
    digit::Digit,
    grid::Grid,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};

/// Two cells of one unit holding the same digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict<S: Size = Nine> {
    /// The repeated digit.
    pub digit: Digit<S>,
    /// The earlier cell (row-major order within the unit).
    pub first: Cell<S>,
    /// The later cell.
    pub second: Cell<S>,
    /// The unit both cells are in.
    pub unit: Unit<S>,
}

/// Prints `5 at r1c1 and r1c7` (`5 en L1C1 et en L1C7`).
impl<S: Size> Localized for Conflict<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (first, second) = (In(lang, &self.first), In(lang, &self.second));
        write!(
            f,
            "{}",
            lang.say(Key::ConflictAt, &[&self.digit, &first, &second])
        )
    }
}

/// Prints `5 at r1c1 and r1c7` (the English of [`Localized`]).
impl<S: Size> fmt::Display for Conflict<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

impl<S: Size> Grid<S> {
    /// Every pair of cells that break the rules, unit by unit (rows, columns, boxes).
    pub fn conflicts(&self) -> impl Iterator<Item = Conflict<S>> + '_ {
        Unit::all().flat_map(move |unit| {
            unit.cells().enumerate().flat_map(move |(i, first)| {
                unit.cells().skip(i + 1).filter_map(move |second| {
                    match (self.digit(first), self.digit(second)) {
                        (Some(a), Some(b)) if a == b => Some(Conflict {
                            digit: a,
                            first,
                            second,
                            unit,
                        }),
                        _ => None,
                    }
                })
            })
        })
    }

    /// Whether some unit repeats a digit (a fast check: one pass with a bit mask per unit).
    pub fn has_conflict(&self) -> bool {
        let mut seen = [[0u16; 16]; 3];
        for (cell, entry) in self.entries() {
            if let Some(digit) = entry.digit() {
                let bit = digit.bit();
                let units = [cell.row(), cell.col(), cell.box_index()];
                for (kind, &unit) in units.iter().enumerate() {
                    if seen[kind][unit] & bit != 0 {
                        return true;
                    }
                    seen[kind][unit] |= bit;
                }
            }
        }
        false
    }

    /// The first conflict, or `None` when no unit repeats a digit.
    ///
    /// ```
    /// use sudoku_core::{Grid, Nine};
    /// let line = format!("5.....5{}", ".".repeat(74));
    /// let conflict = Grid::<Nine>::from_line(&line).unwrap().first_conflict().unwrap();
    /// assert_eq!(conflict.to_string(), "5 at r1c1 and r1c7");
    /// ```
    pub fn first_conflict(&self) -> Option<Conflict<S>> {
        if self.has_conflict() {
            self.conflicts().next()
        } else {
            None
        }
    }

    /// Every cell that takes part in some conflict (what the editor paints red).
    pub fn conflicting_cells(&self) -> CellSet<S> {
        self.conflicts().flat_map(|c| [c.first, c.second]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Four;
    use std::string::ToString;

    fn nine(line: &str) -> Grid<Nine> {
        Grid::from_line(line).unwrap()
    }

    #[test]
    fn a_valid_puzzle_has_no_conflict() {
        let grid = nine(
            ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
        );
        assert_eq!(grid.first_conflict(), None);
        assert!(!grid.has_conflict());
        assert!(grid.conflicting_cells().is_empty());
    }

    #[test]
    fn row_column_and_box_conflicts_name_both_cells_and_the_digit() {
        let mut row = [b'.'; 81];
        row[2] = b'4';
        row[8] = b'4';
        let c = nine(core::str::from_utf8(&row).unwrap())
            .first_conflict()
            .unwrap();
        assert_eq!(c.to_string(), "4 at r1c3 and r1c9");
        assert_eq!(c.unit.to_string(), "row 1");

        let mut col = [b'.'; 81];
        col[9 * 3 + 5] = b'7';
        col[9 * 7 + 5] = b'7';
        let c = nine(core::str::from_utf8(&col).unwrap())
            .first_conflict()
            .unwrap();
        assert_eq!(
            (c.to_string(), c.unit.to_string()),
            ("7 at r4c6 and r8c6".into(), "column 6".into())
        );

        let mut bx = [b'.'; 81];
        bx[9 * 4 + 4] = b'2';
        bx[9 * 5 + 3] = b'2';
        let c = nine(core::str::from_utf8(&bx).unwrap())
            .first_conflict()
            .unwrap();
        assert_eq!(
            (c.to_string(), c.unit.to_string()),
            ("2 at r5c5 and r6c4".into(), "box 5".into())
        );
    }

    #[test]
    fn placed_digits_count_and_every_clashing_cell_is_listed() {
        let mut grid = Grid::<Four>::from_line("1..1............").unwrap();
        grid.place(Cell::new(1, 0).unwrap(), Digit::new(1).unwrap());
        let cells: std::vec::Vec<_> = grid
            .conflicting_cells()
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(cells, ["r1c1", "r1c4", "r2c1"]);
    }
}
