//! The backtracking lesson: the search algorithms of the classroom material, one file each,
//! all iterative, heap-free, resumable with a step budget and observable.
//!
//! The lesson follows the course's algorithms exactly (the same order of cells, the same order of
//! digits, the same counts), so that a teacher can answer the material's questions live on the
//! PSP. This module holds the searches; the lesson's views and buttons are the editor's lesson
//! mode (`src/editor/lesson.rs`), its screen `crate::draw::lesson`.
//!
//! | algorithm | what it does |
//! |---|---|
//! | [`Algorithm::Naive`] | the tutorial's and the course's search: the empty cells in row order from r1c1, digits 1 to 9 in order, each try checked against the row, the column and the box; on a dead end the previous cell takes its next digit. It walks exactly the tree of the recursive original (same placements, same order), with a bit mask per row, column and box instead of the scans ([`naive::Scan`] keeps the scans) |
//! | [`Algorithm::Sorted`] | the tutorial's first improvement: the empty cells sorted once, before the search, by their number of candidates, fewest first; cells with as many keep row order |
//! | [`Algorithm::Mrv`] | the most constrained cell (fewest candidates, by bit masks), chosen again at every step; among equals, the first in row order |
//! | [`Algorithm::Ours`] | the app's propagation solver ([`crate::solver`]), its placements, forced or guessed, and its backtracks |
//!
//! # What is counted
//!
//! A step is one placement or one backtrack, and every algorithm stops at its first solution
//! ([`Counters`], [`Event`]). A *placement* (affectation) is a digit written into a cell: a
//! cell's first digit, or its next one in place of the last. For the three walks a *backtrack*
//! (retour en arrière) is a cell set back to empty once its digits ran out; for ours, a dead end
//! backed out of (the grid goes back to the last guess). A placement is a *supposition* when
//! other digits were still left to try in its cell, else it is *forced*. On the worst case for
//! the naive search (the third grid of `tests/puzzles/seeds.txt`) the naive search makes
//! 69,175,316 placements and 48,437,225 backtracks, as the tutorial's recursive function does
//! (`tests/lesson.rs` pins the counts of the three seed grids). Under the naive search the empty
//! grid fills to the lexicographically smallest complete grid,
//! `123456789456789123789123456214365897...`, in 391 placements and 174 backtracks.
//!
//! [`progress`] estimates how much of a long walk's tree is passed, and the time left; [`lap`]
//! writes a result as `sudoku race` prints it and the app writes it to `race.txt`:
//!
//! ```text
//! line N ALGORITHM placements P backtracks B time T ms OUTCOME
//! ```
//!
//! | file | holds |
//! |---|---|
//! | `observer.rs` | the events a search reports, its [`Observer`], the two [`Counters`] |
//! | `walk.rs` | depth-first search with bit-mask checks over the empty cells in an [`Order`] |
//! | `naive.rs` | the naive search: row order with the tutorial's scans ([`naive::Scan`]), or with bit masks |
//! | `naive_speed.rs` | the naive search's part of the in-app benchmark: placements per second |
//! | `lap.rs` | one algorithm's result on one puzzle, as `sudoku race` prints it |
//! | `ours.rs` | the app's propagation solver, one event at a time |
//! | `progress.rs` | how far a long walk has come, and an estimate of the time it has left |
//!
//! [`Run`] holds any of the four algorithms behind one interface.

pub mod lap;
pub mod naive;
pub mod naive_speed;
pub mod observer;
pub mod ours;
pub mod progress;
pub mod walk;

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::Size,
    solver::{Solver, Status},
    text::Key,
};

pub use lap::{Lap, Outcome};
pub use observer::{Counters, Event, Observer, Recent};
pub use ours::Ours;
pub use walk::{Order, Walk};

/// The lesson's four algorithms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Cells in row order, digits 1 to 9, every try checked (by bit masks; [`naive::Scan`] is
    /// the same tree with the tutorial's scans).
    Naive,
    /// The empty cells sorted once by their number of candidates.
    Sorted,
    /// The most constrained cell (fewest candidates), chosen again at every step.
    Mrv,
    /// The app's propagation solver.
    Ours,
}

impl Algorithm {
    /// Every algorithm, in the order of the lesson (and of the race).
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Naive,
        Algorithm::Sorted,
        Algorithm::Mrv,
        Algorithm::Ours,
    ];

    /// The name the host tool takes and prints: `naive`, `sorted`, `mrv`, `ours`.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Naive => "naive",
            Algorithm::Sorted => "sorted",
            Algorithm::Mrv => "mrv",
            Algorithm::Ours => "ours",
        }
    }

    /// The name the lesson's screens show (the text of this key in the app's language).
    pub const fn title(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoNaive,
            Algorithm::Sorted => Key::AlgoSorted,
            Algorithm::Mrv => Key::AlgoMrv,
            Algorithm::Ours => Key::AlgoOurs,
        }
    }

    /// The short name of the race's table (six characters at most).
    pub const fn short(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoShortNaive,
            Algorithm::Sorted => Key::AlgoShortSorted,
            Algorithm::Mrv => Key::AlgoShortMrv,
            Algorithm::Ours => Key::AlgoShortOurs,
        }
    }

    /// What the algorithm does, in a line of the lesson's panel.
    pub const fn describe(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoDescribeNaive,
            Algorithm::Sorted => Key::AlgoDescribeSorted,
            Algorithm::Mrv => Key::AlgoDescribeMrv,
            Algorithm::Ours => Key::AlgoDescribeOurs,
        }
    }

    /// The algorithm the host tool calls `name`.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The next algorithm (`forward`) or the previous one, wrapping.
    pub fn cycled(self, forward: bool) -> Self {
        let i = Self::ALL.iter().position(|&a| a == self).unwrap_or(0);
        let n = Self::ALL.len();
        Self::ALL[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}

/// The cell a search is on: the last one it filled, its digit, and what is left to try there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trying<S: Size> {
    /// The cell.
    pub cell: Cell<S>,
    /// The digit it holds.
    pub digit: Digit<S>,
    /// The digits that fit there and have not been tried yet (bit 0 for digit 1); `None` for
    /// ours, which keeps them on its own stack.
    pub left: Option<u16>,
    /// Whether the digit was a supposition (other digits were left to try), else forced.
    pub supposition: bool,
}

/// One search of the lesson, whichever algorithm.
// No heap to box the larger variant into; a run is made once and kept in place.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Run<S: Size> {
    /// Naive, sorted or most constrained.
    Walk(Walk<S>),
    /// Our solver (its state lives in the solver lent to [`Run::step`]).
    Ours(Ours<S>),
}

impl<S: Size> Run<S> {
    /// The search of `puzzle` by `algorithm` (ours loads it into `solver`); clashing digits are
    /// refused with their first conflict.
    pub fn new(
        algorithm: Algorithm,
        puzzle: &Grid<S>,
        solver: &mut Solver<S>,
    ) -> Result<Self, Conflict<S>> {
        Ok(match algorithm {
            Algorithm::Naive => Run::Walk(naive::naive(puzzle)?),
            Algorithm::Sorted => Run::Walk(Walk::new(puzzle, Order::Sorted)?),
            Algorithm::Mrv => Run::Walk(Walk::new(puzzle, Order::MostConstrained)?),
            Algorithm::Ours => Run::Ours(Ours::new(puzzle, solver)?),
        })
    }

    /// Does at most `budget` steps, telling `observer` each one (`solver` is ours' engine, the
    /// one given to [`Run::new`]).
    pub fn step<O: Observer<S>>(
        &mut self,
        solver: &mut Solver<S>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        match self {
            Run::Walk(walk) => walk.step(budget, observer),
            Run::Ours(ours) => ours.step(solver, budget, observer),
        }
    }

    /// Which algorithm this is.
    pub fn algorithm(&self) -> Algorithm {
        match self {
            Run::Walk(walk) => match walk.order() {
                Order::Rows => Algorithm::Naive,
                Order::Sorted => Algorithm::Sorted,
                Order::MostConstrained => Algorithm::Mrv,
            },
            Run::Ours(_) => Algorithm::Ours,
        }
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        match self {
            Run::Walk(walk) => walk.status(),
            Run::Ours(ours) => ours.status(),
        }
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        match self {
            Run::Walk(walk) => walk.counters(),
            Run::Ours(ours) => ours.counters(),
        }
    }

    /// The grid as the search has it: the puzzle's digits as givens, the search's as placed.
    pub fn grid(&self) -> Grid<S> {
        match self {
            Run::Walk(walk) => walk.grid(),
            Run::Ours(ours) => ours.grid(),
        }
    }

    /// Cells the search has filled and may still take back (ours: its digits on the grid).
    pub fn depth(&self) -> usize {
        match self {
            Run::Walk(walk) => walk.depth(),
            Run::Ours(ours) => ours.grid().placed_count(),
        }
    }

    /// The cell the search is on (see [`Trying`]).
    pub fn trying(&self) -> Option<Trying<S>> {
        match self {
            Run::Walk(walk) => walk.trying(),
            Run::Ours(ours) => ours.last().map(|(cell, digit, guess)| Trying {
                cell,
                digit,
                left: None,
                supposition: guess,
            }),
        }
    }

    /// The cell the next step fills and the digits that fit it (a walk's; none fit: a dead end).
    pub fn next_cell(&self) -> Option<(Cell<S>, u16)> {
        match self {
            Run::Walk(walk) => walk.next_cell(),
            Run::Ours(_) => None,
        }
    }

    /// The share of the walk's search tree passed so far (see `progress.rs`; all of it once the
    /// walk found no solution); `None` for ours.
    pub fn passed(&self) -> Option<f64> {
        match self {
            Run::Walk(walk) if walk.status() == Status::NoSolution => Some(1.0),
            Run::Walk(walk) => Some(progress::passed(walk.branches())),
            Run::Ours(_) => None,
        }
    }
}

#[cfg(test)]
mod tests;
