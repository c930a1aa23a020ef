//! The student report's algorithm, as the report describes it (`TEACHING.md`, section 3).
//!
//! - **Deduction**: the units in the report's order (the rows, then the columns, then the
//!   boxes, "carrés"), in each the digits 1 up: a digit missing from the unit and possible in
//!   one of its cells only goes there (a hidden single, *déduction*), and the possible flags are
//!   cleaned at once. Passes over the 27 units go on until one places nothing.
//! - **Supposition**: if the grid is then valid (every empty cell has a possible digit) and not
//!   full, the first empty cell in reading order takes its lowest possible digit, marked a
//!   *supposition*; then deduction again.
//! - **Dead end** (an empty cell with no possible digit): the history is walked back to the
//!   last supposition, each cell on the way emptied (a backtrack step each, as the walks count
//!   one per cell emptied); the supposed cell is emptied too and its digit marked impossible
//!   there; the flags are computed again, and the search goes on. With no supposition left to
//!   undo, the grid has no solution.
//!
//! A mark holds in the context it was made in: it is dropped when the supposition it was made
//! under is itself undone (a digit ruled out under one supposition may be right under another),
//! or the search would lose solutions. A cell's marks are all made at one depth (it is the first
//! empty cell when they are made, and stays filled while deeper suppositions stand), so a cell
//! keeps its marks and the depth they were made at.
//!
//! The possible flags are never stored: they are what the placed digits and the marks leave,
//! computed from a mask per row, column and box (the report's `disp_possible` is
//! [`Report::possibility`]). The history is the report's: each placement's cell and whether it
//! was a supposition or a deduction, numbered from 1 (`affectation N`).

mod search;
#[cfg(test)]
mod tests;

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::{Array, Size},
    solver::Status,
};

use super::observer::{Counters, Event, Observer};

pub use search::ReportMark;

/// Index of the first column mask in [`Report::used`] (rows come first).
const COLUMNS: usize = 16;
/// Index of the first box mask.
const BOXES: usize = 32;
/// A history entry's bit for a supposition (the cell is the low byte, the digit the next 5 bits).
const SUPPOSED: u16 = 1 << 15;

/// One placement of the history, as the report prints it: `affectation N supposition: V`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement<S: Size> {
    /// Its number, from 1.
    pub number: u16,
    /// The cell.
    pub cell: Cell<S>,
    /// The digit placed.
    pub digit: Digit<S>,
    /// Whether it was a supposition, else a deduction.
    pub supposition: bool,
}

/// What the report's `disp_possible` shows of one digit in one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Possibility {
    /// The cell holds the digit.
    Placed,
    /// The digit can still go there.
    Possible,
    /// It cannot: the cell holds another digit, a peer holds this one, or a dead end ruled it
    /// out.
    Impossible,
}

/// Where the search is between two steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Looking for a hidden single from unit `unit`, digit index `digit` on; `changed` once
    /// this pass placed one.
    Deduce { unit: u8, digit: u8, changed: bool },
    /// Emptying the history back to the last supposition.
    Undo,
}

impl Phase {
    const START: Phase = Phase::Deduce {
        unit: 0,
        digit: 0,
        changed: false,
    };
}

/// The report's search of one puzzle, to its first solution.
#[derive(Debug, Clone)]
pub struct Report<S: Size> {
    /// The givens and the digits placed.
    grid: Grid<S>,
    /// Digits in each row (0..), column ([`COLUMNS`]..) and box ([`BOXES`]..).
    used: [u16; 48],
    /// Digits ruled out in each cell by dead ends.
    impossible: S::Cells<u16>,
    /// The depth (suppositions in the history) each cell's marks were made at.
    marked_at: S::Cells<u8>,
    /// The placements in order: cell, digit << 8, [`SUPPOSED`].
    history: S::Cells<u16>,
    /// Entries of `history` in use.
    len: usize,
    /// Suppositions among them.
    suppositions: usize,
    phase: Phase,
    status: Status,
    counters: Counters,
    /// Cells looked at so far (each a test of its row, column and box masks): what the steps
    /// cost, which can be many cells a step. The lesson bounds it a slice (`REPORT_CHUNK`).
    looked: u64,
}

impl<S: Size> Report<S> {
    /// The search of `puzzle` (its digits fixed); clashing digits are refused.
    pub fn new(puzzle: &Grid<S>) -> Result<Self, Conflict<S>> {
        if let Some(conflict) = puzzle.first_conflict() {
            return Err(conflict);
        }
        let mut report = Report {
            grid: *puzzle,
            used: [0; 48],
            impossible: S::Cells::filled(0),
            marked_at: S::Cells::filled(0),
            history: S::Cells::filled(0),
            len: 0,
            suppositions: 0,
            phase: Phase::START,
            status: Status::Running,
            counters: Counters::default(),
            looked: 0,
        };
        report.reset_units();
        Ok(report)
    }

    /// Every digit of the size, as a mask.
    const ALL: u16 = ((1u32 << S::SIDE) - 1) as u16;

    /// The masks of `cell`'s row, column and box in [`Report::used`].
    fn units(cell: Cell<S>) -> [usize; 3] {
        [cell.row(), COLUMNS + cell.col(), BOXES + cell.box_index()]
    }

    /// Sets the unit masks from the grid.
    fn reset_units(&mut self) {
        self.used = [0; 48];
        for (cell, entry) in self.grid.entries() {
            if let Some(digit) = entry.digit() {
                for unit in Self::units(cell) {
                    self.used[unit] |= digit.bit();
                }
            }
        }
    }

    /// The digits still possible in `cell` (none once it holds one): the report's flags.
    pub fn possible(&self, cell: Cell<S>) -> u16 {
        if self.grid.digit(cell).is_some() {
            return 0;
        }
        let [row, col, boxed] = Self::units(cell);
        Self::ALL
            & !(self.used[row] | self.used[col] | self.used[boxed])
            & !self.impossible[cell.index()]
    }

    /// The report's `disp_possible`: where `digit` is placed, possible or impossible.
    pub fn possibility(&self, cell: Cell<S>, digit: Digit<S>) -> Possibility {
        if self.grid.digit(cell) == Some(digit) {
            Possibility::Placed
        } else if self.possible(cell) & digit.bit() != 0 {
            Possibility::Possible
        } else {
            Possibility::Impossible
        }
    }

    /// The digits a dead end ruled out in `cell` (under the suppositions standing).
    pub fn ruled_out(&self, cell: Cell<S>) -> u16 {
        self.impossible[cell.index()]
    }

    /// The grid: the puzzle's digits as givens, the search's as placed.
    pub fn grid(&self) -> Grid<S> {
        self.grid
    }

    /// The history, first placement first.
    pub fn history(&self) -> impl DoubleEndedIterator<Item = Placement<S>> + '_ {
        self.history.as_ref()[..self.len]
            .iter()
            .enumerate()
            .filter_map(|(i, &entry)| {
                let (cell, digit, supposition) = unpack(entry)?;
                Some(Placement {
                    number: i as u16 + 1,
                    cell,
                    digit,
                    supposition,
                })
            })
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether a dead end is being undone: the history emptied back to the last supposition.
    pub fn is_undoing(&self) -> bool {
        self.phase == Phase::Undo
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The cells its steps have looked at so far (replays after a step back included).
    pub fn looked(&self) -> u64 {
        self.looked
    }

    /// Does at most `budget` steps (a placement, or a cell emptied), telling `observer` each.
    pub fn step<O: Observer<S>>(&mut self, budget: u32, observer: &mut O) -> Status {
        let mut left = budget;
        while left > 0 && self.status == Status::Running {
            match self.phase {
                Phase::Deduce {
                    unit,
                    digit,
                    changed,
                } => {
                    if let Some((cell, found, next)) = self.hidden_single(unit, digit) {
                        self.place(cell, found, false, observer);
                        self.phase = next;
                    } else if changed {
                        self.phase = Phase::START;
                        continue;
                    } else if !self.settle(observer) {
                        continue;
                    }
                }
                Phase::Undo => self.undo(observer),
            }
            left -= 1;
        }
        self.status
    }

    /// The next hidden single from unit `unit`, digit index `digit` on: its cell, its digit and
    /// where the search goes on after it. A unit's cells are looked at once for all its digits
    /// (the digits possible in one cell only are those seen once and never twice), not once a
    /// digit: a pass over the 27 units looks at 243 cells, not 2,187.
    fn hidden_single(&mut self, unit: u8, digit: u8) -> Option<(Cell<S>, Digit<S>, Phase)> {
        let units = crate::cell::Unit::<S>::all()
            .enumerate()
            .skip(usize::from(unit));
        for (u, unit_cells) in units {
            let first = if u == usize::from(unit) {
                u32::from(digit)
            } else {
                0
            };
            let (mut once, mut twice) = (0u16, 0u16);
            for cell in unit_cells.cells() {
                let possible = self.possible(cell);
                twice |= once & possible;
                once |= possible;
            }
            self.looked += S::SIDE as u64;
            // A digit placed in the unit is possible in none of its cells.
            let singles = once & !twice & !((1u32 << first) - 1) as u16;
            if singles == 0 {
                continue;
            }
            let d = singles.trailing_zeros() as usize;
            let found = Digit::from_index(d)?;
            let cell = unit_cells
                .cells()
                .find(|&c| self.possible(c) & found.bit() != 0)?;
            let next = Phase::Deduce {
                unit: u as u8,
                digit: d as u8 + 1,
                changed: true,
            };
            return Some((cell, found, next));
        }
        None
    }

    /// At the end of a pass that placed nothing: solved, a dead end (`false`: no step yet), or
    /// a supposition in the first empty cell (a step).
    fn settle<O: Observer<S>>(&mut self, observer: &mut O) -> bool {
        let mut first = None;
        self.looked += S::CELLS as u64;
        for cell in Cell::<S>::all().filter(|&c| self.grid.digit(c).is_none()) {
            let possible = self.possible(cell);
            if possible == 0 {
                self.phase = Phase::Undo;
                return false;
            }
            first = first.or(Some((cell, possible)));
        }
        let Some((cell, possible)) = first else {
            self.status = Status::Solved;
            return false;
        };
        let digit = Digit::from_index(possible.trailing_zeros() as usize)
            .expect("a possible digit of the size");
        self.place(cell, digit, true, observer);
        self.phase = Phase::START;
        true
    }

    /// Writes `digit` into `cell` and into the history.
    fn place<O: Observer<S>>(
        &mut self,
        cell: Cell<S>,
        digit: Digit<S>,
        supposition: bool,
        observer: &mut O,
    ) {
        self.grid.place(cell, digit);
        for unit in Self::units(cell) {
            self.used[unit] |= digit.bit();
        }
        self.history[self.len] = pack(cell, digit, supposition);
        self.len += 1;
        self.suppositions += usize::from(supposition);
        self.counters.placements += 1;
        if O::EVENTS {
            observer.event(Event::Placed {
                cell,
                digit,
                supposition,
            });
        }
        if self.grid.is_full() {
            self.status = Status::Solved;
        }
    }

    /// One step of a dead end: the last placement emptied; once it is the last supposition, its
    /// digit ruled out there and the search goes on. No supposition left: no solution.
    fn undo<O: Observer<S>>(&mut self, observer: &mut O) {
        if self.suppositions == 0 {
            self.status = Status::NoSolution;
            return;
        }
        self.len -= 1;
        let Some((cell, digit, supposition)) = unpack(self.history[self.len]) else {
            return;
        };
        self.grid.clear(cell);
        for unit in Self::units(cell) {
            self.used[unit] &= !digit.bit();
        }
        self.counters.backtracks += 1;
        if O::EVENTS {
            observer.event(Event::Backtracked(Some(cell)));
        }
        if supposition {
            self.suppositions -= 1;
            let depth = self.suppositions as u8;
            for i in 0..S::CELLS {
                if self.marked_at[i] > depth {
                    self.impossible[i] = 0;
                    self.marked_at[i] = 0;
                }
            }
            self.impossible[cell.index()] |= digit.bit();
            self.marked_at[cell.index()] = depth;
            self.phase = Phase::START;
        }
    }
}

/// A history entry.
fn pack<S: Size>(cell: Cell<S>, digit: Digit<S>, supposition: bool) -> u16 {
    cell.index() as u16 | u16::from(digit.get()) << 8 | if supposition { SUPPOSED } else { 0 }
}

/// A history entry's cell, digit and whether it was a supposition.
fn unpack<S: Size>(entry: u16) -> Option<(Cell<S>, Digit<S>, bool)> {
    Some((
        Cell::from_index(usize::from(entry & 0xff))?,
        Digit::new((entry >> 8 & 0x1f) as u8)?,
        entry & SUPPOSED != 0,
    ))
}
