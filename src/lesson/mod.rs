//! The backtracking lesson: the search algorithms of the classroom material, one file each,
//! all iterative, heap-free, resumable with a step budget and observable; and what the lesson's
//! screens show of them: going back, the stack of choices, the exploration tree, the graph, the
//! N queens, the trace.
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
//! | [`Algorithm::Report`] | the student report's method ([`report`]): hidden singles unit by unit until nothing changes, then a supposition in the first empty cell, its lowest possible digit; a dead end empties the history back to the last supposition |
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
//! | `observer.rs` | the events a search reports, its [`Observer`], the two [`Counters`], the [`Board`] it fills |
//! | `search.rs` | [`Search`], what every algorithm offers the engine, and a [`Choice`] of its stack |
//! | `walk.rs` | depth-first search with bit-mask checks over the empty cells in an [`Order`] (`walk/search.rs`: its stack and saved state) |
//! | `naive.rs` | the naive search: row order with the tutorial's scans ([`naive::Scan`]), or with bit masks |
//! | `ours.rs` | the app's propagation solver, one event at a time, and its pending guesses |
//! | `report.rs` | the student report's method: hidden singles, suppositions, its history and `disp_possible` (`report/search.rs`: its stack and saved state) |
//! | `run.rs` | [`Run`]: any of the five Sudoku algorithms behind one interface |
//! | `rewind.rs` | [`Rewind`]: any search stepped back one step or to any step, from saved states |
//! | `exploration.rs` | the exploration tree a search grows, kept whole or counted per level |
//! | `graph.rs` | the course's graph: the cells as numbered vertices, their neighbours, the colouring |
//! | `queens.rs` | the N queens (4 to 12), row by row or the most constrained row, every solution |
//! | `trace.rs` | a search's steps as the lines `K rXcY = D` and `K rXcY emptied` |
//! | `lap.rs` | one algorithm's result on one puzzle, as `sudoku race` prints it, and a race's ranking |
//! | `naive_speed.rs` | the naive search's part of the in-app benchmark: placements per second |
//! | `progress.rs` | how far a long walk has come, and an estimate of the time it has left |
//!
//! A step is one placement (a digit written into a cell, a queen put on a square) or one
//! backtrack (for the walks, the report's method and the queens, a cell set back to empty or a
//! queen taken off; for ours, a dead end backed out of), and every Sudoku algorithm stops at its
//! first solution.
//!
//! # How the screens use it
//!
//! A lane holds a `Rewind<Run<S>, 8>`: [`Rewind::step`] goes forward (the last 16 steps
//! recorded for the history), [`Rewind::back`] one step back, [`Rewind::goto`] to any step a
//! slice at a time; [`Rewind::search`] is the run (its grid, counters, status, and its stack of
//! choices, [`Search::choices`]; [`Run::supposed`] marks the board), [`Rewind::recent`] its last
//! steps. The tree view keeps an [`exploration::Exploration`] stepped with the rewind (or
//! brought to it by [`exploration::Exploration::follow`]); its window on a 9x9 is the stack of
//! choices with [`exploration::Exploration::count`] per level. The graph view reads [`graph`];
//! the queens' screen a `Rewind<queens::Queens, 8>`, the same way. [`trace::trace_run`] writes
//! `lesson.txt` and the trace of `sudoku race --trace N`; [`lap::places`] ranks a race.
//!
//! Sizes (9x9, checked by `tests.rs`): a walk 2,680 bytes (ours 864, the report's search 624, a
//! run 2,680); a saved state 240 (a walk's 104); `Rewind<Run<Nine>, 8>` 10,744 (21,928 for
//! 16x16, 6,328 for 4x4), one per lane, five lanes; `Exploration<Nine, 256>` 4,456 (4,192 for 4x4); the queens' search
//! 120, `Rewind<Queens, 8>` 4,352.

pub mod exploration;
pub mod graph;
pub mod lap;
pub mod naive;
pub mod naive_speed;
pub mod observer;
pub mod ours;
pub mod progress;
pub mod queens;
pub mod report;
pub mod rewind;
mod run;
pub mod search;
pub mod trace;
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

/// The lesson's five algorithms.
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
    /// The algorithms of the lesson's lanes, in order (and of the race), the report's last.
    pub const ALL: [Algorithm; 5] = [
        Algorithm::Naive,
        Algorithm::Sorted,
        Algorithm::Mrv,
        Algorithm::Ours,
        Algorithm::Report,
    ];

    /// Every algorithm: the lanes' ([`Algorithm::ALL`]).
    pub const EVERY: [Algorithm; 5] = Self::ALL;

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
