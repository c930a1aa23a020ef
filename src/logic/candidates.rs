//! [`Candidates`]: the digits each open cell may still hold, with every unit's places kept in step.

use core::fmt;

use crate::{
    cell::{Cell, Unit},
    cellset::CellSet,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::{Array, Nine, Size},
};

use super::{
    deduction::{Contradiction, Deduction, Effect},
    units::{BOX, COL, ROW, all_digits, bits, digits, place_in, scan_order, slot},
};

/// Per cell, the digits it may still hold (bit `d - 1` for digit `d`); a filled cell holds its digit.
///
/// Every digit of the grid it was made from counts as fixed, whether given or
/// placed; deductions fix more cells and remove candidates. Beside the masks it
/// keeps, for every unit and digit, the open cells of the unit where the digit
/// may go, so that singles, locked candidates, hidden subsets and fish read
/// them at once. No heap: 9x9 takes under 1 KiB.
///
/// ```
/// use sudoku_core::{Cell, Digit, Grid, Nine, logic::Candidates};
/// let grid = Grid::<Nine>::from_line(
///     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
/// ).unwrap();
/// let candidates = Candidates::from_grid(&grid).unwrap();
/// // Row 1, column 1 and box 1 hold 2, 3, 5, 6, 7 and 9: r1c1 may hold 1, 4 or 8.
/// let r1c1 = Cell::new(0, 0).unwrap();
/// assert_eq!(candidates.mask(r1c1), 0b1000_1001);
/// assert!(candidates.has(r1c1, Digit::new(8).unwrap()));
/// assert!(!candidates.has(r1c1, Digit::new(9).unwrap()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Candidates<S: Size = Nine> {
    /// Open cells: the candidates; fixed cells: the bit of their digit.
    masks: S::Cells<u16>,
    /// The cells holding a digit.
    fixed: CellSet<S>,
    /// Per unit kind, at `unit * SIDE + digit index`: the places (see [`Unit::cell`]) of the
    /// unit's open cells that have the digit as a candidate.
    places: [S::Cells<u16>; 3],
    /// Per unit kind and unit: the digits fixed in it.
    placed: [[u16; 16]; 3],
    /// Number of open cells.
    open: u16,
    /// Whether the puzzle is known to have one solution (see [`Candidates::with_unique_solution`]).
    unique: bool,
}

impl<S: Size> Candidates<S> {
    /// Every cell open, with every digit possible (the empty grid).
    pub fn new() -> Self {
        let every_place = all_digits::<S>();
        Candidates {
            masks: S::Cells::filled(all_digits::<S>()),
            fixed: CellSet::new(),
            places: [S::Cells::filled(every_place); 3],
            placed: [[0; 16]; 3],
            open: S::CELLS as u16,
            unique: false,
        }
    }

    /// The candidates of `grid`: every digit in it (given or placed) is fixed and taken
    /// from its peers; a grid whose digits clash is refused with its first conflict.
    pub fn from_grid(grid: &Grid<S>) -> Result<Self, Conflict<S>> {
        if let Some(conflict) = grid.first_conflict() {
            return Err(conflict);
        }
        // All at once (what placing the digits one by one gives, a few times faster): the
        // digits of every unit, then each open cell's candidates and their places.
        let mut candidates = Self::new();
        for (cell, entry) in grid.entries() {
            if let Some(digit) = entry.digit() {
                candidates.masks[cell.index()] = digit.bit();
                candidates.fixed.insert(cell);
                candidates.open -= 1;
                for kind in [ROW, COL, BOX] {
                    let (index, _) = place_in(kind, cell);
                    candidates.placed[kind][index] |= digit.bit();
                }
            }
        }
        candidates.places = [S::Cells::filled(0); 3];
        for cell in Cell::<S>::all() {
            if candidates.fixed.contains(cell) {
                continue;
            }
            let (row, col, bx) = (
                place_in(ROW, cell),
                place_in(COL, cell),
                place_in(BOX, cell),
            );
            let taken = candidates.placed[ROW][row.0]
                | candidates.placed[COL][col.0]
                | candidates.placed[BOX][bx.0];
            let mask = all_digits::<S>() & !taken;
            candidates.masks[cell.index()] = mask;
            for d in bits(mask) {
                candidates.places[ROW][row.0 * S::SIDE + d] |= 1 << row.1;
                candidates.places[COL][col.0 * S::SIDE + d] |= 1 << col.1;
                candidates.places[BOX][bx.0 * S::SIDE + d] |= 1 << bx.1;
            }
        }
        Ok(candidates)
    }

    /// The candidates a hint starts from: what the digits of `grid` (given or placed) allow,
    /// narrowed by the player's `notes` (per cell, a mask: bit `d - 1` for digit `d`) in every
    /// cell that has some; a cell without notes keeps all its candidates. Every hint builds its
    /// candidates here.
    pub fn of_player(grid: &Grid<S>, notes: Option<&S::Cells<u16>>) -> Result<Self, Conflict<S>> {
        let mut candidates = Self::from_grid(grid)?;
        if let Some(notes) = notes {
            candidates.intersect(notes);
        }
        Ok(candidates)
    }

    /// The same candidates, for a puzzle the caller knows to have one solution (`known`), or
    /// not: the uniqueness techniques (unique rectangles, BUG+1) are sound only on such a
    /// puzzle, so they run only when the caller says so. A game's puzzle and the library's have
    /// one solution once the solver has counted them; a grid typed in the editor may have
    /// several, and candidates made from a grid assume nothing (the safe default).
    pub fn with_unique_solution(mut self, known: bool) -> Self {
        self.unique = known;
        self
    }

    /// Whether the puzzle is known to have one solution (see [`Candidates::with_unique_solution`]).
    pub fn has_unique_solution(&self) -> bool {
        self.unique
    }

    /// The candidates of `cell` if it is open; the bit of its digit if it is filled.
    pub fn mask(&self, cell: Cell<S>) -> u16 {
        self.masks[cell.index()]
    }

    /// The digit in `cell`, if it is filled.
    pub fn digit(&self, cell: Cell<S>) -> Option<Digit<S>> {
        if self.is_open(cell) {
            None
        } else {
            Digit::from_index(self.mask(cell).trailing_zeros() as usize)
        }
    }

    /// Whether `cell` holds no digit yet.
    pub fn is_open(&self, cell: Cell<S>) -> bool {
        !self.fixed.contains(cell)
    }

    /// Whether open `cell` may still hold `digit`.
    pub fn has(&self, cell: Cell<S>, digit: Digit<S>) -> bool {
        self.is_open(cell) && self.mask(cell) & digit.bit() != 0
    }

    /// Number of candidates of `cell` (1 for a filled cell).
    pub fn count(&self, cell: Cell<S>) -> u32 {
        self.mask(cell).count_ones()
    }

    /// The one candidate of open `cell`, if it has exactly one.
    pub fn single(&self, cell: Cell<S>) -> Option<Digit<S>> {
        let mask = self.mask(cell);
        if self.is_open(cell) && mask.count_ones() == 1 {
            Digit::from_index(mask.trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// The places in `unit` (bit `i` for [`Unit::cell`]`(i)`) of its open cells that may hold `digit`.
    pub fn places(&self, unit: Unit<S>, digit: Digit<S>) -> u16 {
        let (kind, index) = slot(unit);
        self.places[kind][index * S::SIDE + digit.index()]
    }

    /// The open cells of `unit` that may hold `digit`, in the unit's order.
    pub fn cells_with(
        &self,
        unit: Unit<S>,
        digit: Digit<S>,
    ) -> impl Iterator<Item = Cell<S>> + Clone {
        bits(self.places(unit, digit)).map(move |i| unit.cell(i))
    }

    /// The digits filled in `unit`.
    pub fn fixed_digits(&self, unit: Unit<S>) -> u16 {
        let (kind, index) = slot(unit);
        self.placed[kind][index]
    }

    /// The digits still to place in `unit`.
    pub fn missing_digits(&self, unit: Unit<S>) -> u16 {
        !self.fixed_digits(unit) & all_digits::<S>()
    }

    /// Number of open cells in `unit`.
    pub fn open_in(&self, unit: Unit<S>) -> usize {
        S::SIDE - self.fixed_digits(unit).count_ones() as usize
    }

    /// Number of open cells.
    pub fn open_count(&self) -> usize {
        self.open as usize
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.open == 0
    }

    /// Takes `digit` from the candidates of `cell`; whether it was one (filled cells are left alone).
    pub fn remove(&mut self, cell: Cell<S>, digit: Digit<S>) -> bool {
        if !self.has(cell, digit) {
            return false;
        }
        self.masks[cell.index()] &= !digit.bit();
        self.forget_place(cell, digit.index());
        true
    }

    /// Keeps only the candidates of open `cell` that are in `mask`; how many went.
    pub fn keep(&mut self, cell: Cell<S>, mask: u16) -> u32 {
        let gone = if self.is_open(cell) {
            self.mask(cell) & !mask
        } else {
            0
        };
        digits::<S>(gone).for_each(|d| {
            self.remove(cell, d);
        });
        gone.count_ones()
    }

    /// Intersects every open cell with the player's pencil marks (`marks[cell index]`;
    /// a cell marked with nothing, mask 0, is left alone).
    pub fn intersect(&mut self, marks: &S::Cells<u16>) {
        for cell in Cell::<S>::all() {
            let mask = marks[cell.index()];
            if mask != 0 {
                self.keep(cell, mask);
            }
        }
    }

    /// Fills open `cell` with `digit`, a candidate of it, and takes the digit from its peers;
    /// whether it was placed (a filled cell, or a digit that is no candidate, is refused).
    pub fn place(&mut self, cell: Cell<S>, digit: Digit<S>) -> bool {
        if !self.has(cell, digit) {
            return false;
        }
        for d in bits(self.mask(cell)) {
            self.forget_place(cell, d);
        }
        self.masks[cell.index()] = digit.bit();
        self.fixed.insert(cell);
        self.open -= 1;
        for kind in [ROW, COL, BOX] {
            let (index, _) = place_in(kind, cell);
            self.placed[kind][index] |= digit.bit();
        }
        for unit in cell.units() {
            for i in bits(self.places(unit, digit)) {
                self.remove(unit.cell(i), digit);
            }
        }
        true
    }

    /// Applies a deduction: its placement, or its eliminations; whether it changed anything (a
    /// deduction found in this state always does).
    pub fn apply(&mut self, deduction: &Deduction<S>) -> bool {
        match deduction.effect() {
            Effect::Place(cell, digit) => self.place(cell, digit),
            Effect::Eliminate(eliminations) => {
                eliminations.iter().fold(false, |changed, &(cell, digit)| {
                    self.remove(cell, digit) | changed
                })
            }
        }
    }

    /// The first sign that the grid is wrong: an open cell without candidates (row by row),
    /// else a digit with no place left in a unit that lacks it (boxes, rows, columns).
    pub fn contradiction(&self) -> Option<Contradiction<S>> {
        if let Some(cell) = Cell::all().find(|&c| self.is_open(c) && self.mask(c) == 0) {
            return Some(Contradiction::NoCandidate(cell));
        }
        scan_order::<S>().find_map(|unit| {
            let missing = self.missing_digits(unit);
            digits::<S>(missing)
                .find(|&d| self.places(unit, d) == 0)
                .map(|d| Contradiction::NoPlace(unit, d))
        })
    }

    /// Places every digit filled here into the cells of `grid` that are empty.
    pub fn fill(&self, grid: &mut Grid<S>) {
        for cell in Cell::<S>::all() {
            if let (Some(digit), None) = (self.digit(cell), grid.digit(cell)) {
                grid.place(cell, digit);
            }
        }
    }

    /// Drops `cell` from the places of digit index `d` in its three units.
    fn forget_place(&mut self, cell: Cell<S>, d: usize) {
        for kind in [ROW, COL, BOX] {
            let (index, i) = place_in(kind, cell);
            self.places[kind][index * S::SIDE + d] &= !(1 << i);
        }
    }
}

impl<S: Size> Default for Candidates<S> {
    fn default() -> Self {
        Self::new()
    }
}

/// Prints one line per row, each cell as its candidates (`[128]`) or its digit.
impl<S: Size> fmt::Debug for Candidates<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Candidates<{}>", S::NAME)?;
        for row in 0..S::SIDE {
            for col in 0..S::SIDE {
                let cell = Cell::<S>::new(row, col).expect("row and col are on the grid");
                match self.digit(cell) {
                    Some(d) => write!(f, " {d}")?,
                    None => {
                        f.write_str(" [")?;
                        for d in digits::<S>(self.mask(cell)) {
                            write!(f, "{d}")?;
                        }
                        f.write_str("]")?;
                    }
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
