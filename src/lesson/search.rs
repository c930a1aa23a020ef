//! [`Search`]: what every lesson algorithm offers, whatever it fills (a Sudoku grid, the queens'
//! chessboard), so that one engine steps it back ([`super::rewind`]), draws its tree
//! ([`super::exploration`]) and writes its trace ([`super::trace`]); and [`Choice`], an entry of
//! its stack of choices.
//!
//! A search is deterministic: from the same start it takes the same steps. Going back is then
//! going forward again from a saved state ([`Search::mark`], [`Search::restore`]), which each
//! algorithm keeps small.

use crate::solver::Status;

use super::observer::{Board, Counters, Observer};

/// A resumable, observable lesson search.
pub trait Search {
    /// What it fills.
    type Board: Board;
    /// What a step borrows: the solver for ours, nothing (`()`) for the others.
    type Engine;
    /// A state of the search saved to come back to: small, for a table of them.
    type Mark: Copy + core::fmt::Debug;

    /// Does at most `budget` steps (a placement or a backtrack each), telling `observer` each one.
    fn step<O: Observer<Self::Board>>(
        &mut self,
        engine: &mut Self::Engine,
        budget: u32,
        observer: &mut O,
    ) -> Status;

    /// Where the search stands.
    fn status(&self) -> Status;

    /// The work done so far.
    fn counters(&self) -> Counters;

    /// The steps done so far: placements and backtracks.
    fn steps(&self) -> u64 {
        let counters = self.counters();
        counters.placements + counters.backtracks
    }

    /// Solutions found so far: 1 once solved, for the searches that stop at their first (the
    /// queens may count them all).
    fn solutions(&self) -> u64 {
        u64::from(self.status() == Status::Solved)
    }

    /// Whether the search stands on a solution: solved, for the searches that stop at their
    /// first; the queens, a queen in every row (they go on from there when counting).
    fn on_solution(&self) -> bool {
        self.status() == Status::Solved
    }

    /// The length of the current path: the places the search filled and may still take back
    /// (the depth, in the exploration tree, of the last node placed).
    fn depth(&self) -> usize;

    /// The state now, to come back to with [`Search::restore`]; `None` when this state cannot be
    /// saved small (ours past its start; the report's search with many dead-end marks).
    fn mark(&self) -> Option<Self::Mark>;

    /// Puts the search back in the state `mark` saved (of this same search, before or after now).
    fn restore(&mut self, engine: &mut Self::Engine, mark: &Self::Mark);

    /// The stack of choices, top of the tree first and deepest last (see [`Choice`]).
    fn choices(&self) -> impl Iterator<Item = Choice<Self::Board>> + '_;
}

/// One entry of a search's stack of choices: where the search chose, what it is trying there,
/// and the alternatives (digits; on the queens' board, columns of the queen's row) as masks,
/// bit 0 for the first. It is what must be kept to resume after a backtrack (the course's
/// third question).
///
/// The walks (naive, sorted, most constrained) list every cell they filled, as the recursive
/// function has a frame for each; ours lists its guesses and the report's search its
/// suppositions, their deductions being no choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice<B: Board> {
    /// Its depth on the current path, from 1 (the place filled first).
    pub depth: u16,
    /// Where.
    pub place: B::Place,
    /// What is being tried there.
    pub value: B::Value,
    /// The alternatives tried there before, each a dead end (ours: unknown, 0).
    pub tried: u16,
    /// The alternatives still to try there.
    pub left: u16,
    /// Whether it is a supposition: for the walks, when alternatives are left; ours' guesses and
    /// the report's suppositions always (their last alternative is still a supposition).
    pub supposition: bool,
}
