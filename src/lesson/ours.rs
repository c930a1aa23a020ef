//! Ours: the app's propagation solver (`crate::solver`) seen through the lesson's eyes. It
//! runs one search node at a time and its events are handed out one by one, so that a press
//! of the step-by-step view shows one placement (a guess, or a digit propagation forced) or
//! one backtrack, as for the other algorithms. The solver itself is borrowed, not owned: the
//! editor lends its own.
//!
//! Its stack of choices is its pending guesses, kept here as the events are handed out (the
//! solver runs a node ahead): each guess's cell, digit and the candidates its other branch
//! keeps. Going back restarts the solver on the puzzle and hands the events out again: ours takes
//! few steps (64 on the naive search's worst case, 57 on the TP grid).

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::{Array, Size},
    solver::{self, Solver, Status},
};

use super::{
    observer::{Counters, Event, Observer},
    search::{Choice, Search},
};

/// A placement's bit for a guess (the cell is the low byte, the digit the next five bits).
const GUESS: u16 = 1 << 15;

/// One search node's events: its placements, then perhaps a backtrack (always the last).
#[derive(Debug, Clone, Copy)]
struct NodeEvents<S: Size> {
    /// Cell, digit << 8, [`GUESS`]: a node places each cell at most once.
    placed: S::Cells<u16>,
    /// Entries of `placed` in use.
    count: usize,
    /// Whether the node ended backing out of a dead end.
    backtracked: bool,
}

impl<S: Size> NodeEvents<S> {
    fn new() -> Self {
        NodeEvents {
            placed: S::Cells::filled(0),
            count: 0,
            backtracked: false,
        }
    }

    /// How many events: the placements and the backtrack.
    fn len(&self) -> usize {
        self.count + usize::from(self.backtracked)
    }
}

impl<S: Size> solver::Observer<S> for NodeEvents<S> {
    fn placed(&mut self, cell: Cell<S>, digit: Digit<S>, guess: bool) {
        if let Some(slot) = self.placed.as_mut().get_mut(self.count) {
            *slot =
                cell.index() as u16 | u16::from(digit.get()) << 8 | if guess { GUESS } else { 0 };
            self.count += 1;
        }
    }

    fn backtracked(&mut self, _depth: usize) {
        self.backtracked = true;
    }
}

/// A pending guess as ours hands it out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
struct Guess {
    /// The cell's row-major index.
    cell: u8,
    /// The digit tried.
    digit: u8,
    /// The candidates of the other branch (bit 0 for digit 1).
    left: u16,
    /// The cells placed, this one included.
    depth: u16,
}

/// The state of ours saved: only its start can be (the solver's stack is too large to copy).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OursMark;

/// Our solver's search of one puzzle, to the first solution, one event at a time.
#[derive(Debug, Clone)]
pub struct Ours<S: Size> {
    /// The events of the node being handed out.
    events: NodeEvents<S>,
    /// The candidates left to the guess that ends the node being handed out, if it ends on one.
    guess_left: u16,
    /// The pending guesses handed out, deepest last (`guesses` of them).
    stack: S::Cells<Guess>,
    /// Entries of `stack` in use.
    guesses: usize,
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
            events: NodeEvents::new(),
            guess_left: 0,
            stack: S::Cells::filled(Guess::default()),
            guesses: 0,
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
                self.events = NodeEvents::new();
                self.next = 0;
                solver.step_observed(1, &mut self.events);
                self.after = solver.grid();
                // A node ends on its guess, if it makes one: the solver has just stacked it.
                let last = self.events.placed[self.events.count.saturating_sub(1)];
                if !self.events.backtracked && last & GUESS != 0 {
                    self.guess_left = solver.guesses().next_back().map_or(0, |g| g.2);
                }
                continue;
            }
            if self.next == self.events.count {
                // The node's last event: the backtrack.
                self.grid = self.after;
                self.last = None;
                self.guesses = self.guesses.saturating_sub(1);
                self.counters.backtracks += 1;
                if O::EVENTS {
                    observer.event(Event::Backtracked(None));
                }
            } else {
                let entry = self.events.placed[self.next];
                let guess = entry & GUESS != 0;
                if let (Some(cell), Some(digit)) = (
                    Cell::from_index(usize::from(entry & 0xff)),
                    Digit::new((entry >> 8 & 0x1f) as u8),
                ) {
                    self.grid.place(cell, digit);
                    self.last = Some((cell, digit, guess));
                    // At most one guess a cell is pending: the stack cannot fill.
                    if guess && let Some(slot) = self.stack.as_mut().get_mut(self.guesses) {
                        *slot = Guess {
                            cell: cell.index() as u8,
                            digit: digit.get(),
                            left: self.guess_left,
                            depth: self.grid.placed_count() as u16,
                        };
                        self.guesses += 1;
                    }
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

impl<S: Size> Search for Ours<S> {
    type Board = S;
    type Engine = Solver<S>;
    type Mark = OursMark;

    fn step<O: Observer<S>>(
        &mut self,
        solver: &mut Solver<S>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        Ours::step(self, solver, budget, observer)
    }

    fn status(&self) -> Status {
        self.status
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn depth(&self) -> usize {
        self.grid.placed_count()
    }

    fn mark(&self) -> Option<OursMark> {
        (self.counters == Counters::default()).then_some(OursMark)
    }

    /// Loads the puzzle into `solver` again, to its first solution (as [`Ours::new`] does).
    fn restore(&mut self, solver: &mut Solver<S>, _: &OursMark) {
        // The puzzle: the givens (the lesson searches a grid's givens). It was loaded once
        // already: its digits do not clash.
        let puzzle = self.grid.givens_only();
        let _ = solver.load(&puzzle, 1);
        *self = Self::following(&puzzle);
    }

    fn choices(&self) -> impl Iterator<Item = Choice<S>> + '_ {
        self.stack.as_ref()[..self.guesses]
            .iter()
            .filter_map(|guess| {
                Some(Choice {
                    depth: guess.depth,
                    place: Cell::from_index(usize::from(guess.cell))?,
                    value: Digit::new(guess.digit)?,
                    tried: 0,
                    left: guess.left,
                    supposition: true,
                })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nine, Sixteen};
    use std::vec::Vec;

    #[test]
    fn a_node_s_events_hold_a_placement_for_every_cell_of_the_largest_grid_and_a_backtrack() {
        let mut events = NodeEvents::<Sixteen>::new();
        let digit = Digit::<Sixteen>::new(16).unwrap();
        for cell in Cell::<Sixteen>::all() {
            solver::Observer::<Sixteen>::placed(&mut events, cell, digit, cell.index() == 255);
        }
        solver::Observer::<Sixteen>::backtracked(&mut events, 0);
        assert_eq!(events.len(), 257, "an event was dropped");
        assert!(events.backtracked);
        assert_eq!(events.placed[255], 255 | 16 << 8 | GUESS);
        assert_eq!(events.placed[3], 3 | 16 << 8);
    }

    #[test]
    fn ours_stack_of_choices_is_the_solver_s_pending_guesses() {
        let (_, hardest) = crate::puzzles::hardest().next().unwrap();
        let puzzle = Grid::<Nine>::from_line(hardest).unwrap();
        let mut engine = Solver::new(&Grid::empty(), 1).unwrap();
        let mut ours = Ours::new(&puzzle, &mut engine).unwrap();
        let (mut guesses, mut backtracks) = (0, 0);
        loop {
            let before: Vec<Choice<Nine>> = Search::choices(&ours).collect();
            let mut last = None;
            let status = ours.step(&mut engine, 1, &mut last);
            let choices: Vec<Choice<Nine>> = Search::choices(&ours).collect();
            let pending: Vec<(Cell<Nine>, Digit<Nine>, u16)> = engine.guesses().collect();
            match last {
                // A guess ends its node, as a backtrack does: the two stacks agree then.
                Some(Event::Placed {
                    supposition: true,
                    cell,
                    digit,
                }) => {
                    let seen: Vec<_> = choices.iter().map(|c| (c.place, c.value, c.left)).collect();
                    assert_eq!(seen, pending);
                    let top = choices.last().unwrap();
                    assert_eq!((top.place, top.value), (cell, digit));
                    assert_eq!(usize::from(top.depth), ours.grid().placed_count());
                    assert_eq!(top.left & digit.bit(), 0);
                    assert_ne!(top.left, 0, "a guess has another candidate");
                    assert_eq!(choices.len(), before.len() + 1);
                    guesses += 1;
                }
                Some(Event::Backtracked(_)) => {
                    let seen: Vec<_> = choices.iter().map(|c| (c.place, c.value, c.left)).collect();
                    assert_eq!(seen, pending);
                    // The other branch goes on with the candidates the guess left.
                    let undone = before.last().unwrap();
                    assert_eq!(engine.candidates(undone.place), undone.left);
                    assert_eq!(choices[..], before[..before.len() - 1]);
                    backtracks += 1;
                }
                _ => assert_eq!(choices, before, "a forced digit changes no choice"),
            }
            assert!(choices.iter().all(|c| c.supposition && c.tried == 0));
            if status != Status::Running {
                break;
            }
        }
        assert!(guesses > 0 && backtracks > 0, "{guesses} {backtracks}");
    }
}
