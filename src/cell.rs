//! [`Cell`] positions and the [`Unit`]s (rows, columns, boxes) they belong to.

use core::{fmt, marker::PhantomData};

use crate::{
    size::{Nine, Size},
    text::{Key, Lang, Localized},
};

/// A cell of an `S` grid, always on the grid (index 0 to `S::CELLS - 1`, row by row).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell<S: Size = Nine>(u8, PhantomData<S>);

impl<S: Size> Cell<S> {
    /// The cell at zero-based `row` and `col`, or `None` off the grid.
    ///
    /// ```
    /// use sudoku_core::{Cell, Nine};
    /// let cell = Cell::<Nine>::new(4, 7).unwrap();
    /// assert_eq!((cell.index(), cell.box_index()), (43, 5));
    /// assert!(Cell::<Nine>::new(9, 0).is_none());
    /// ```
    pub const fn new(row: usize, col: usize) -> Option<Self> {
        if row < S::SIDE && col < S::SIDE {
            Some(Cell((row * S::SIDE + col) as u8, PhantomData))
        } else {
            None
        }
    }

    /// The cell with row-major `index`, or `None` off the grid.
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < S::CELLS {
            Some(Cell(index as u8, PhantomData))
        } else {
            None
        }
    }

    /// Row-major index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row.
    pub const fn row(self) -> usize {
        self.index() / S::SIDE
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.index() % S::SIDE
    }

    /// Zero-based box, row by row.
    pub const fn box_index(self) -> usize {
        self.row() / S::BOX * S::BOX + self.col() / S::BOX
    }

    /// All cells, row by row.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + Clone {
        (0..S::CELLS).filter_map(Self::from_index)
    }

    /// The cell `rows` down and `cols` right, wrapping around the edges.
    pub fn moved(self, rows: isize, cols: isize) -> Self {
        let side = S::SIDE as isize;
        let row = (self.row() as isize + rows).rem_euclid(side) as usize;
        let col = (self.col() as isize + cols).rem_euclid(side) as usize;
        Self::new(row, col).expect("rem_euclid keeps the cell on the grid")
    }

    /// Whether `other` shares a row, column or box with this cell (a cell is not its own peer).
    pub const fn sees(self, other: Self) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }

    /// The three units this cell belongs to.
    pub const fn units(self) -> [Unit<S>; 3] {
        [
            Unit::Row(self.row() as u8, PhantomData),
            Unit::Col(self.col() as u8, PhantomData),
            Unit::Box(self.box_index() as u8, PhantomData),
        ]
    }
}

impl<S: Size> fmt::Debug for Cell<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Prints `r<row>c<col>` (English; `L<row>C<col>` in French), one-based, as Sudoku players
/// write cells.
impl<S: Size> Localized for Cell<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = (self.row() + 1, self.col() + 1);
        write!(f, "{}", lang.say(Key::CellName, &[&row, &col]))
    }
}

/// Prints `r<row>c<col>`, one-based (the English of [`Localized`]).
impl<S: Size> fmt::Display for Cell<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A row, column or box: `SIDE` cells that hold each digit once.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit<S: Size = Nine> {
    /// Row, zero-based.
    Row(u8, PhantomData<S>),
    /// Column, zero-based.
    Col(u8, PhantomData<S>),
    /// Box, zero-based, row by row.
    Box(u8, PhantomData<S>),
}

impl<S: Size> Unit<S> {
    /// All `3 * SIDE` units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Self> + Clone {
        let n = S::SIDE as u8;
        (0..n)
            .map(|i| Unit::Row(i, PhantomData))
            .chain((0..n).map(|i| Unit::Col(i, PhantomData)))
            .chain((0..n).map(|i| Unit::Box(i, PhantomData)))
    }

    /// The `i`-th cell of the unit (row by row inside a box), `i < SIDE`.
    pub fn cell(self, i: usize) -> Cell<S> {
        let (row, col) = match self {
            Unit::Row(r, _) => (r as usize, i),
            Unit::Col(c, _) => (i, c as usize),
            Unit::Box(b, _) => {
                let (b, n) = (b as usize, S::BOX);
                (b / n * n + i / n, b % n * n + i % n)
            }
        };
        Cell::new(row, col).expect("unit indices stay on the grid")
    }

    /// The unit's cells in order.
    pub fn cells(self) -> impl Iterator<Item = Cell<S>> + Clone {
        (0..S::SIDE).map(move |i| self.cell(i))
    }
}

impl<S: Size> fmt::Debug for Unit<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl<S: Size> Unit<S> {
    /// Writes the unit with the key of its kind (row, column, box) among `keys`.
    fn fmt_as(self, keys: [Key; 3], lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (key, i) = match self {
            Unit::Row(i, _) => (keys[0], i),
            Unit::Col(i, _) => (keys[1], i),
            Unit::Box(i, _) => (keys[2], i),
        };
        write!(f, "{}", lang.say(key, &[&(i + 1)]))
    }
}

/// Prints `row 3`, `column 4` or `box 5`, one-based (`la ligne 3`, `le bloc 5` in French).
impl<S: Size> Localized for Unit<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_as([Key::UnitRow, Key::UnitCol, Key::UnitBox], lang, f)
    }
}

/// Prints `row 3`, `column 4` or `box 5`, one-based (the English of [`Localized`]).
impl<S: Size> fmt::Display for Unit<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A unit after what belongs to it: `of row 3` (`de la ligne 3`, `du bloc 5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitOf<S: Size>(pub Unit<S>);

impl<S: Size> Localized for UnitOf<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_as([Key::OfRow, Key::OfCol, Key::OfBox], lang, f)
    }
}

/// Inside a unit: `in row 3` (`dans la ligne 3`, `dans le bloc 5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitIn<S: Size>(pub Unit<S>);

impl<S: Size> Localized for UnitIn<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt_as([Key::InRow, Key::InCol, Key::InBox], lang, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::{Four, Sixteen};
    use std::{format, vec::Vec};

    #[test]
    fn positions_and_boxes() {
        let c = Cell::<Nine>::new(4, 7).unwrap();
        assert_eq!((c.row(), c.col(), c.box_index(), c.index()), (4, 7, 5, 43));
        assert_eq!(format!("{c}"), "r5c8");
        let c = Cell::<Sixteen>::new(15, 15).unwrap();
        assert_eq!((c.index(), c.box_index()), (255, 15));
        assert!(Cell::<Four>::new(0, 4).is_none());
        assert!(Cell::<Four>::from_index(16).is_none());
        assert_eq!(Cell::<Four>::all().count(), 16);
    }

    #[test]
    fn moves_wrap_at_every_edge() {
        let corner = Cell::<Nine>::new(0, 0).unwrap();
        assert_eq!(corner.moved(-1, 0), Cell::new(8, 0).unwrap());
        assert_eq!(corner.moved(0, -1), Cell::new(0, 8).unwrap());
        assert_eq!(Cell::<Nine>::new(8, 8).unwrap().moved(1, 1), corner);
    }

    #[test]
    fn every_cell_has_the_right_number_of_peers() {
        fn peers<S: Size>() -> usize {
            let c = Cell::<S>::new(1, 1).unwrap();
            Cell::<S>::all().filter(|&o| c.sees(o)).count()
        }
        assert_eq!(peers::<Four>(), 7);
        assert_eq!(peers::<Nine>(), 20);
        assert_eq!(peers::<Sixteen>(), 39);
    }

    #[test]
    fn units_hold_side_distinct_cells_and_contain_their_members() {
        let units: Vec<Unit<Nine>> = Unit::all().collect();
        assert_eq!(units.len(), 27);
        for unit in units {
            let mut cells: Vec<_> = unit.cells().collect();
            cells.sort();
            cells.dedup();
            assert_eq!(cells.len(), 9);
            for cell in cells {
                assert!(cell.units().contains(&unit), "{cell} in {unit}");
            }
        }
        assert_eq!(format!("{}", Unit::<Nine>::Box(4, PhantomData)), "box 5");
    }
}
