//! The backtracking lesson: the search algorithms of the classroom material, one file each,
//! all iterative, heap-free, resumable with a step budget and observable.
//!
//! | file | holds |
//! |---|---|
//! | `observer.rs` | the events a search reports, its [`Observer`], the two [`Counters`] |
//! | `walk.rs` | depth-first search with bit-mask checks over the empty cells in an [`Order`] |
//! | `naive.rs` | the naive search: row order with the tutorial's scans ([`naive::Scan`]), or with bit masks |
//! | `bench.rs` | the naive search's part of the in-app benchmark: placements per second |
//! | `lap.rs` | one algorithm's result on one puzzle, as `sudoku race` prints it |
//! | `ours.rs` | the app's propagation solver, one event at a time |
//! | `progress.rs` | how far a long walk has come, and an estimate of the time it has left |
//!
//! A step is one placement (a digit written into a cell) or one backtrack (for the walks, a
//! cell set back to empty), and every algorithm stops at its first solution. [`Run`] holds
//! any of the four algorithms behind one interface.

pub mod bench;
pub mod lap;
pub mod naive;
pub mod observer;
pub mod ours;
pub mod progress;
pub mod report;
pub mod rewind;
mod run;
pub mod search;
pub mod walk;

use crate::text::Key;

pub use lap::{Lap, Outcome};
pub use observer::{Board, Counters, Event, Observer, Recent};
pub use ours::Ours;
pub use report::Report;
pub use rewind::Rewind;
pub use run::{Run, RunMark, Trying};
pub use search::{Choice, Search};
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
    /// The student report's method: hidden singles, then a supposition in the first empty cell.
    Report,
}

impl Algorithm {
    /// The algorithms of the lesson's lanes, in order (and of the race). The report's joins
    /// them with its screens (issue 28's second part); until then it is in [`Algorithm::EVERY`].
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Naive,
        Algorithm::Sorted,
        Algorithm::Mrv,
        Algorithm::Ours,
    ];

    /// Every algorithm, the report's last.
    pub const EVERY: [Algorithm; 5] = [
        Algorithm::Naive,
        Algorithm::Sorted,
        Algorithm::Mrv,
        Algorithm::Ours,
        Algorithm::Report,
    ];

    /// The name the host tool takes and prints: `naive`, `sorted`, `mrv`, `ours`, `report`.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Naive => "naive",
            Algorithm::Sorted => "sorted",
            Algorithm::Mrv => "mrv",
            Algorithm::Ours => "ours",
            Algorithm::Report => "report",
        }
    }

    /// The name the lesson's screens show (the text of this key in the app's language).
    pub const fn title(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoNaive,
            Algorithm::Sorted => Key::AlgoSorted,
            Algorithm::Mrv => Key::AlgoMrv,
            Algorithm::Ours => Key::AlgoOurs,
            Algorithm::Report => Key::AlgoReport,
        }
    }

    /// The short name of the race's table (six characters at most).
    pub const fn short(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoShortNaive,
            Algorithm::Sorted => Key::AlgoShortSorted,
            Algorithm::Mrv => Key::AlgoShortMrv,
            Algorithm::Ours => Key::AlgoShortOurs,
            Algorithm::Report => Key::AlgoShortReport,
        }
    }

    /// What the algorithm does, in a line of the lesson's panel.
    pub const fn describe(self) -> Key {
        match self {
            Algorithm::Naive => Key::AlgoDescribeNaive,
            Algorithm::Sorted => Key::AlgoDescribeSorted,
            Algorithm::Mrv => Key::AlgoDescribeMrv,
            Algorithm::Ours => Key::AlgoDescribeOurs,
            Algorithm::Report => Key::AlgoDescribeReport,
        }
    }

    /// The algorithm the host tool calls `name`.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::EVERY.into_iter().find(|a| a.name() == name)
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

#[cfg(test)]
mod tests;
