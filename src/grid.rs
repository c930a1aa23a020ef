//! [`Grid`]: the givens the user typed, kept apart from the digits the solver placed.

use core::fmt;

use crate::{
    cell::Cell,
    digit::Digit,
    size::{Array, Nine, Size},
};

/// Bit marking a placed (solved) digit in the packed cell byte.
const PLACED: u8 = 0x80;

/// What a cell holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Entry<S: Size = Nine> {
    /// Nothing yet.
    Empty,
    /// A digit the user typed (part of the puzzle).
    Given(Digit<S>),
    /// A digit the solver (or the player) placed.
    Placed(Digit<S>),
}

impl<S: Size> Entry<S> {
    /// The digit, whether given or placed.
    pub const fn digit(self) -> Option<Digit<S>> {
        match self {
            Entry::Empty => None,
            Entry::Given(d) | Entry::Placed(d) => Some(d),
        }
    }
}

/// A Sudoku grid of size `S`: every cell empty, given or placed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid<S: Size = Nine> {
    /// Per cell: 0 empty, `d` given, `d | PLACED` placed.
    cells: S::Cells<u8>,
}

impl<S: Size> Default for Grid<S> {
    fn default() -> Self {
        Self::empty()
    }
}

impl<S: Size> Grid<S> {
    /// A grid with every cell empty.
    pub fn empty() -> Self {
        Grid {
            cells: S::Cells::filled(0),
        }
    }

    /// What `cell` holds.
    pub fn entry(&self, cell: Cell<S>) -> Entry<S> {
        let byte = self.cells[cell.index()];
        match Digit::new(byte & !PLACED) {
            None => Entry::Empty,
            Some(d) if byte & PLACED != 0 => Entry::Placed(d),
            Some(d) => Entry::Given(d),
        }
    }

    /// The digit in `cell`, given or placed.
    pub fn digit(&self, cell: Cell<S>) -> Option<Digit<S>> {
        self.entry(cell).digit()
    }

    /// The given in `cell`, if the user typed one.
    pub fn given(&self, cell: Cell<S>) -> Option<Digit<S>> {
        match self.entry(cell) {
            Entry::Given(d) => Some(d),
            _ => None,
        }
    }

    /// Sets or clears the given in `cell` (replacing whatever was there).
    pub fn set_given(&mut self, cell: Cell<S>, digit: Option<Digit<S>>) {
        self.cells[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// Places a solved digit in `cell` (replacing whatever was there).
    pub fn place(&mut self, cell: Cell<S>, digit: Digit<S>) {
        self.cells[cell.index()] = digit.get() | PLACED;
    }

    /// Places digit `value` (1 to the side) in the cell of index `index`: the solver's way of
    /// writing out a solution, without building a [`Cell`] and a [`Digit`] each time.
    #[inline(always)]
    pub(crate) fn place_value(&mut self, index: usize, value: u8) {
        self.cells[index] = value | PLACED;
    }

    /// Empties `cell`.
    pub fn clear(&mut self, cell: Cell<S>) {
        self.cells[cell.index()] = 0;
    }

    /// The same grid with every placed digit removed: the puzzle alone.
    pub fn givens_only(&self) -> Self {
        let mut grid = *self;
        grid.cells
            .as_mut()
            .iter_mut()
            .filter(|b| **b & PLACED != 0)
            .for_each(|b| *b = 0);
        grid
    }

    /// The same grid with every placed digit turned into a given.
    pub fn placed_as_givens(&self) -> Self {
        let mut grid = *self;
        grid.cells.as_mut().iter_mut().for_each(|b| *b &= !PLACED);
        grid
    }

    /// Number of givens.
    pub fn given_count(&self) -> usize {
        self.cells
            .as_ref()
            .iter()
            .filter(|&&b| b != 0 && b & PLACED == 0)
            .count()
    }

    /// Number of placed digits.
    pub fn placed_count(&self) -> usize {
        self.cells
            .as_ref()
            .iter()
            .filter(|&&b| b & PLACED != 0)
            .count()
    }

    /// Number of empty cells.
    pub fn empty_count(&self) -> usize {
        self.cells.as_ref().iter().filter(|&&b| b == 0).count()
    }

    /// Whether no cell holds anything.
    pub fn is_empty(&self) -> bool {
        self.empty_count() == S::CELLS
    }

    /// Whether every cell holds a digit (it may still break the rules; see [`Grid::first_conflict`]).
    pub fn is_full(&self) -> bool {
        self.empty_count() == 0
    }

    /// All cells with what they hold, row by row.
    pub fn entries(&self) -> impl Iterator<Item = (Cell<S>, Entry<S>)> + '_ {
        Cell::all().map(|c| (c, self.entry(c)))
    }

    /// The packed cell bytes, row by row: 0 empty, `d` a given, `d | 0x80` a placed digit.
    ///
    /// ```
    /// use sudoku_core::{Cell, Digit, Four, Grid};
    /// let mut grid = Grid::<Four>::empty();
    /// grid.set_given(Cell::new(0, 0).unwrap(), Digit::new(3));
    /// grid.place(Cell::new(0, 1).unwrap(), Digit::new(4).unwrap());
    /// let bytes = grid.to_bytes();
    /// assert_eq!(bytes[..3], [3, 0x84, 0]);
    /// assert_eq!(Grid::<Four>::from_bytes(&bytes), Ok(grid));
    /// ```
    pub fn to_bytes(&self) -> S::Cells<u8> {
        self.cells
    }

    /// The grid whose packed cell bytes are `bytes` (see [`Grid::to_bytes`]), or the first invalid byte.
    pub fn from_bytes(bytes: &S::Cells<u8>) -> Result<Self, BadCellByte> {
        match bytes
            .as_ref()
            .iter()
            .position(|&b| !is_cell_byte(b, S::SIDE))
        {
            Some(index) => Err(BadCellByte {
                index,
                byte: bytes[index],
            }),
            None => Ok(Grid { cells: *bytes }),
        }
    }
}

/// Whether `byte` is a packed cell of a grid with `side` digits: 0, a digit, or a digit with [`PLACED`].
pub(crate) const fn is_cell_byte(byte: u8, side: usize) -> bool {
    let digit = byte & !PLACED;
    byte == 0 || (digit != 0 && digit as usize <= side)
}

/// A packed cell byte that is no cell of the grid's size: returned by [`Grid::from_bytes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadCellByte {
    /// Row-major index of the cell.
    pub index: usize,
    /// The byte found there.
    pub byte: u8,
}

/// Prints `bad byte 0x8a in cell 17` (the index is zero-based, row by row).
impl fmt::Display for BadCellByte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad byte {:#04x} in cell {}", self.byte, self.index)
    }
}

impl<S: Size> fmt::Debug for Grid<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid<{}>({self})", S::NAME)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{cell, digit};

    #[test]
    fn givens_and_placed_digits_are_told_apart() {
        let mut grid = Grid::<Nine>::empty();
        grid.set_given(cell(0, 0), Some(digit(5)));
        grid.place(cell(0, 1), digit(3));
        assert_eq!(grid.entry(cell(0, 0)), Entry::Given(digit(5)));
        assert_eq!(grid.entry(cell(0, 1)), Entry::Placed(digit(3)));
        assert_eq!(grid.entry(cell(0, 2)), Entry::Empty);
        assert_eq!(grid.given(cell(0, 1)), None);
        assert_eq!(grid.digit(cell(0, 1)), Some(digit(3)));
        assert_eq!(
            (grid.given_count(), grid.placed_count(), grid.empty_count()),
            (1, 1, 79)
        );
    }

    #[test]
    fn givens_only_drops_placed_digits_and_keeps_givens() {
        let mut grid = Grid::<Nine>::empty();
        grid.set_given(cell(1, 1), Some(digit(9)));
        grid.place(cell(2, 2), digit(1));
        let puzzle = grid.givens_only();
        assert_eq!(puzzle.given(cell(1, 1)), Some(digit(9)));
        assert_eq!(puzzle.entry(cell(2, 2)), Entry::Empty);
        let promoted = grid.placed_as_givens();
        assert_eq!(promoted.entry(cell(2, 2)), Entry::Given(digit(1)));
    }

    #[test]
    fn bytes_round_trip_and_every_invalid_byte_is_refused() {
        let mut grid = Grid::<Nine>::empty();
        grid.set_given(cell(0, 0), Some(digit(9)));
        grid.place(cell(8, 8), digit(1));
        let bytes = grid.to_bytes();
        assert_eq!((bytes[0], bytes[80]), (9, 0x81));
        assert_eq!(Grid::<Nine>::from_bytes(&bytes), Ok(grid));
        for byte in 0..=u8::MAX {
            let mut bytes = [0u8; 81];
            bytes[40] = byte;
            let valid = matches!(byte, 0..=9 | 0x81..=0x89);
            match Grid::<Nine>::from_bytes(&bytes) {
                Ok(grid) => assert!(valid && grid.to_bytes() == bytes, "{byte:#04x}"),
                Err(e) => {
                    assert!(!valid, "{byte:#04x}");
                    assert_eq!(e, BadCellByte { index: 40, byte });
                }
            }
        }
        let mut bytes = [0u8; 16];
        bytes[3] = 5;
        let e = Grid::<crate::Four>::from_bytes(&bytes).unwrap_err();
        assert_eq!(std::format!("{e}"), "bad byte 0x05 in cell 3");
    }

    #[test]
    fn setting_and_clearing() {
        let mut grid = Grid::<Nine>::empty();
        assert!(grid.is_empty());
        grid.set_given(cell(8, 8), Some(digit(2)));
        assert!(!grid.is_empty());
        grid.set_given(cell(8, 8), None);
        assert!(grid.is_empty());
        grid.place(cell(8, 8), digit(2));
        grid.clear(cell(8, 8));
        assert!(grid.is_empty());
    }
}
