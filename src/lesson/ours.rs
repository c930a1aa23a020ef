//! Ours: the app's propagation solver (`crate::solver`) seen through the lesson's eyes. It
//! runs one search node at a time and its events are handed out one by one, so that a press
//! of the step-by-step view shows one placement (a guess, or a digit propagation forced) or
//! one backtrack, as for the other algorithms. The solver itself is borrowed, not owned: the
//! editor lends its own.

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::Size,
    solver::{self, Solver, Status},
};

use super::observer::{Counters, Event, Observer};

/// Most events one search node can report: a placement per cell, and a backtrack.
const NODE_EVENTS: usize = 256 + 1;

/// One event as recorded: cell index, digit value, whether a guess; or a backtrack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Recorded {
    Placed(u8, u8, bool),
    Backtracked,
}

/// Collects a node's events.
struct Recorder<'a>(&'a mut heapless::Vec<Recorded, NODE_EVENTS>);

impl<S: Size> solver::Observer<S> for Recorder<'_> {
    fn placed(&mut self, cell: Cell<S>, digit: Digit<S>, guess: bool) {
        // A node places each cell at most once, so the buffer cannot fill.
        let _ = self
            .0
            .push(Recorded::Placed(cell.index() as u8, digit.get(), guess));
    }

    fn backtracked(&mut self, _depth: usize) {
        let _ = self.0.push(Recorded::Backtracked);
    }
}

/// Our solver's search of one puzzle, to the first solution, one event at a time.
#[derive(Debug, Clone)]
pub struct Ours<S: Size> {
    /// The events of the node being handed out.
    events: heapless::Vec<Recorded, NODE_EVENTS>,
    /// The next event to hand out.
    next: usize,
    /// The grid as the events handed out so far leave it.
    grid: Grid<S>,
    /// The grid once the node is done (what a backtrack goes back to).
    after: Grid<S>,
    /// The last digit placed, and whether it was a guess.
    last: Option<(Cell<S>, Digit<S>, bool)>,
    status: Status,
    counters: Counters,
}

impl<S: Size> Ours<S> {
    /// Loads `puzzle` into `solver`, to stop at its first solution; clashing digits are refused.
    pub fn new(puzzle: &Grid<S>, solver: &mut Solver<S>) -> Result<Self, Conflict<S>> {
        solver.load(puzzle, 1)?;
        Ok(Self::following(puzzle))
    }

    /// Follows the search of `puzzle` that a solver was loaded with, whatever its limit (watch
    /// mode follows Square's search, which counts to two solutions).
    pub fn following(puzzle: &Grid<S>) -> Self {
        Ours {
            events: heapless::Vec::new(),
            next: 0,
            grid: *puzzle,
            after: *puzzle,
            last: None,
            status: Status::Running,
            counters: Counters::default(),
        }
    }

    /// Hands out at most `budget` events, running `solver` a node at a time as needed.
    pub fn step<O: Observer<S>>(
        &mut self,
        solver: &mut Solver<S>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        let mut left = budget;
        while left > 0 && self.status == Status::Running {
            if self.next == self.events.len() {
                if solver.status() != Status::Running {
                    self.status = solver.status();
                    self.grid = solver.grid();
                    break;
                }
                self.events.clear();
                self.next = 0;
                solver.step_observed(1, &mut Recorder(&mut self.events));
                self.after = solver.grid();
                continue;
            }
            match self.events[self.next] {
                Recorded::Placed(index, value, guess) => {
                    if let (Some(cell), Some(digit)) =
                        (Cell::from_index(usize::from(index)), Digit::new(value))
                    {
                        self.grid.place(cell, digit);
                        self.last = Some((cell, digit, guess));
                        self.counters.placements += 1;
                        if O::EVENTS {
                            observer.event(Event::Placed {
                                cell,
                                digit,
                                supposition: guess,
                            });
                        }
                    }
                }
                Recorded::Backtracked => {
                    self.grid = self.after;
                    self.last = None;
                    self.counters.backtracks += 1;
                    if O::EVENTS {
                        observer.event(Event::Backtracked(None));
                    }
                }
            }
            self.next += 1;
            if self.next == self.events.len() {
                self.grid = self.after;
                if solver.status() != Status::Running {
                    self.status = solver.status();
                }
            }
            left -= 1;
        }
        self.status
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The grid as the events handed out so far leave it.
    pub fn grid(&self) -> Grid<S> {
        self.grid
    }

    /// The last digit placed (gone after a backtrack), and whether it was a guess.
    pub fn last(&self) -> Option<(Cell<S>, Digit<S>, bool)> {
        self.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Sixteen;

    #[test]
    fn a_node_s_buffer_holds_a_placement_for_every_cell_of_the_largest_grid_and_a_backtrack() {
        let mut events = heapless::Vec::new();
        let mut recorder = Recorder(&mut events);
        let digit = Digit::<Sixteen>::new(1).unwrap();
        let mut cells = 0;
        for cell in Cell::<Sixteen>::all() {
            solver::Observer::<Sixteen>::placed(&mut recorder, cell, digit, false);
            cells += 1;
        }
        solver::Observer::<Sixteen>::backtracked(&mut recorder, 0);
        assert_eq!(events.len(), cells + 1, "an event was dropped");
        assert_eq!(events.last(), Some(&Recorded::Backtracked));
    }
}
