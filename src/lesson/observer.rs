//! What the lesson's searches report ([`Observer`], [`Event`]) and the two counters they keep
//! ([`Counters`]), shared by every algorithm; and the [`Board`] a search fills: a Sudoku grid of
//! any size, or the queens' chessboard (`queens.rs`).

use core::{fmt, hash::Hash};

use crate::{
    cell::Cell,
    digit::Digit,
    size::{Array, Nine, Size},
};

/// What a lesson search fills: where it puts something ([`Board::Place`]) and what
/// ([`Board::Value`]). Every grid size is a board (a cell and a digit); so is the queens'
/// chessboard (a square and a queen).
pub trait Board: 'static + Copy + fmt::Debug + Eq {
    /// Where a search places something: a cell.
    type Place: Copy + fmt::Debug + fmt::Display + Eq + Hash;
    /// What it places there: a digit.
    type Value: Copy + fmt::Debug + fmt::Display + Eq + Hash;
    /// One `u32` per level a search can go down to (the exploration tree's counts per level).
    type Depths: Array<u32>;
}

impl<S: Size> Board for S {
    type Place = Cell<S>;
    type Value = Digit<S>;
    type Depths = S::Cells<u32>;
}

/// The work a search has done, counted as the lesson counts it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counters {
    /// Digits written into a cell: a cell's first digit, or its next one in place of the last.
    pub placements: u64,
    /// Backtracks. For the walks (naive, sorted, most constrained): a cell the search had filled
    /// set back to empty once its digits ran out. For ours: a dead end backed out of (the grid
    /// goes back to the last guess, emptying every cell filled since).
    pub backtracks: u64,
}

/// One step of a lesson search: what one press of the step-by-step view shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event<S: Board = Nine> {
    /// `digit` was written into `cell`; a supposition when other digits were still left to try
    /// there (else the digit was the cell's last possibility). On the queens' board: a queen
    /// put on a square.
    Placed {
        /// The cell (the square).
        cell: S::Place,
        /// The digit written (the queen).
        digit: S::Value,
        /// Whether other digits were left to try in the cell.
        supposition: bool,
    },
    /// The search went back: `Some(cell)` was set back to empty (the walks), or `None` when the
    /// grid went back to the last guess (ours). On the queens' board: a queen taken off.
    Backtracked(Option<S::Place>),
}

/// Receives each step of a lesson search, as the solver's observer does.
pub trait Observer<S: Board> {
    /// Whether events are wanted (when not, the search skips the work of reporting them).
    const EVENTS: bool = true;
    /// One placement or backtrack.
    fn event(&mut self, _event: Event<S>) {}
}

/// The observer that wants nothing (the fastest search).
impl<S: Board> Observer<S> for () {
    const EVENTS: bool = false;
}

/// Keeps the latest event (what the step-by-step view shows after a press).
impl<S: Board> Observer<S> for Option<Event<S>> {
    fn event(&mut self, event: Event<S>) {
        *self = Some(event);
    }
}

/// Events a [`Recent`] keeps.
pub const RECENT: usize = 16;

/// Keeps the latest [`RECENT`] events, for the history view (a ring: nothing moves but an index).
/// Two are equal when they hold the same events in the same order, wherever the ring starts.
#[derive(Debug, Clone, Copy)]
pub struct Recent<S: Board = Nine> {
    events: [Option<Event<S>>; RECENT],
    /// Where the next event goes.
    next: usize,
}

impl<S: Board> Default for Recent<S> {
    fn default() -> Self {
        Recent {
            events: [None; RECENT],
            next: 0,
        }
    }
}

impl<S: Board> PartialEq for Recent<S> {
    fn eq(&self, other: &Self) -> bool {
        self.newest_first().eq(other.newest_first())
    }
}

impl<S: Board> Eq for Recent<S> {}

impl<S: Board> Recent<S> {
    /// The events kept, newest first.
    pub fn newest_first(&self) -> impl Iterator<Item = Event<S>> + '_ {
        (1..=RECENT).filter_map(move |back| self.events[(self.next + RECENT - back) % RECENT])
    }

    /// The newest event.
    pub fn last(&self) -> Option<Event<S>> {
        self.newest_first().next()
    }
}

impl<S: Board> Observer<S> for Recent<S> {
    fn event(&mut self, event: Event<S>) {
        self.events[self.next % RECENT] = Some(event);
        self.next = (self.next + 1) % RECENT;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_keeps_the_latest_events_newest_first() {
        let mut recent = Recent::<Nine>::default();
        assert_eq!(recent.last(), None);
        let cells: std::vec::Vec<Cell> = (0..40).filter_map(Cell::from_index).collect();
        for &cell in &cells {
            recent.event(Event::Backtracked(Some(cell)));
        }
        let kept: std::vec::Vec<Event> = recent.newest_first().collect();
        let expected: std::vec::Vec<Event> = cells
            .iter()
            .rev()
            .take(RECENT)
            .map(|&c| Event::Backtracked(Some(c)))
            .collect();
        assert_eq!(kept, expected);
        assert_eq!(
            recent.last(),
            Some(Event::Backtracked(cells.last().copied()))
        );
    }

    #[test]
    fn an_option_keeps_the_latest_event() {
        let cell = Cell::<Nine>::new(0, 2).unwrap();
        let mut last: Option<Event> = None;
        last.event(Event::Backtracked(Some(cell)));
        let placed = Event::Placed {
            cell,
            digit: Digit::new(4).unwrap(),
            supposition: true,
        };
        last.event(placed);
        assert_eq!(last, Some(placed));
        const { assert!(<Option<Event> as Observer<Nine>>::EVENTS) };
        const { assert!(!<() as Observer<Nine>>::EVENTS) };
    }
}
