//! The naive search exactly as the tutorial and the course write it, checks and all: the empty
//! cells in row order from r1c1, digits tried from 1 up, each try checked by scanning the row,
//! then the column, then the box; on a dead end the previous cell takes its next digit.
//!
//! [`Scan`] is that function turned into a resumable loop. [`naive`] walks the very same tree
//! with a bit mask per row, column and box instead of the scans (see `walk.rs`): the same
//! placements and backtracks in the same order, each one cheaper. Tests check both against
//! each other and against the recursive original.

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::{Array, Size},
    solver::Status,
};

use super::{
    observer::{Counters, Event, Observer},
    walk::{Order, Walk},
};

/// The naive search with checks by bit mask: the tutorial's tree, walked faster.
pub fn naive<S: Size>(puzzle: &Grid<S>) -> Result<Walk<S>, Conflict<S>> {
    Walk::new(puzzle, Order::Rows)
}

/// The naive search with the tutorial's checks: each try scans the row, the column and the box.
#[derive(Debug, Clone)]
pub struct Scan<S: Size> {
    /// The grid as the search has it: 0 empty, else the digit.
    cells: S::Cells<u8>,
    /// The empty cells of the puzzle in row order (row-major indices).
    empties: S::Cells<u8>,
    /// Number of empty cells.
    count: usize,
    /// Empty cells `0..at` hold a digit.
    at: usize,
    /// Whether the search is going back (cell `at - 1` takes its next digit or is emptied).
    retreating: bool,
    status: Status,
    counters: Counters,
}

impl<S: Size> Scan<S> {
    /// The search of `puzzle` (every digit in it is fixed); clashing digits are refused.
    pub fn new(puzzle: &Grid<S>) -> Result<Self, Conflict<S>> {
        if let Some(conflict) = puzzle.first_conflict() {
            return Err(conflict);
        }
        let mut scan: Self = Scan {
            cells: S::Cells::filled(0),
            empties: S::Cells::filled(0),
            count: 0,
            at: 0,
            retreating: false,
            status: Status::Running,
            counters: Counters::default(),
        };
        for (cell, entry) in puzzle.entries() {
            match entry.digit() {
                Some(digit) => scan.cells[cell.index()] = digit.get(),
                None => {
                    scan.empties[scan.count] = cell.index() as u8;
                    scan.count += 1;
                }
            }
        }
        if scan.count == 0 {
            scan.status = Status::Solved;
        }
        Ok(scan)
    }

    /// Whether `digit` is absent from the row, the column and the box of cell `index`, each
    /// scanned in turn as the tutorial's three functions do.
    fn fits(&self, index: usize, digit: u8) -> bool {
        let (row, col) = (index / S::SIDE, index % S::SIDE);
        let (top, left) = (row - row % S::BOX, col - col % S::BOX);
        (0..S::SIDE).all(|c| self.cells[row * S::SIDE + c] != digit)
            && (0..S::SIDE).all(|r| self.cells[r * S::SIDE + col] != digit)
            && (0..S::SIDE)
                .all(|i| self.cells[(top + i / S::BOX) * S::SIDE + left + i % S::BOX] != digit)
    }

    /// The first digit above `after` that fits cell `index`, trying them one by one.
    fn next_fitting(&self, index: usize, after: u8) -> Option<u8> {
        (after + 1..=S::SIDE as u8).find(|&digit| self.fits(index, digit))
    }

    /// Does at most `budget` steps (a placement or a backtrack), telling `observer` each one.
    pub fn step<O: Observer<S>>(&mut self, budget: u32, observer: &mut O) -> Status {
        let mut left = budget;
        while self.status == Status::Running && left > 0 {
            if !self.retreating {
                let index = usize::from(self.empties[self.at]);
                match self.next_fitting(index, 0) {
                    Some(digit) => self.place(index, digit, observer),
                    // A dead end: the search goes back (not a step of its own).
                    None => {
                        self.retreating = true;
                        continue;
                    }
                }
            } else if self.at == 0 {
                self.status = Status::NoSolution;
                return self.status;
            } else {
                let index = usize::from(self.empties[self.at - 1]);
                self.at -= 1;
                match self.next_fitting(index, self.cells[index]) {
                    Some(digit) => {
                        self.retreating = false;
                        self.place(index, digit, observer);
                    }
                    None => {
                        self.cells[index] = 0;
                        self.counters.backtracks += 1;
                        if O::EVENTS {
                            observer.event(Event::Backtracked(Cell::from_index(index)));
                        }
                    }
                }
            }
            left -= 1;
        }
        self.status
    }

    /// Writes `digit` into the empty cell at `self.at` (cell `index`) and moves on.
    fn place<O: Observer<S>>(&mut self, index: usize, digit: u8, observer: &mut O) {
        self.cells[index] = digit;
        self.counters.placements += 1;
        if O::EVENTS
            && let (Some(cell), Some(shown)) = (Cell::from_index(index), Digit::new(digit))
        {
            let supposition = self.next_fitting(index, digit).is_some();
            observer.event(Event::Placed {
                cell,
                digit: shown,
                supposition,
            });
        }
        self.at += 1;
        if self.at == self.count {
            self.status = Status::Solved;
        }
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }
}
