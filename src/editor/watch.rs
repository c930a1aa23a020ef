//! Watch mode: the search of `search.rs` shown one event at a time, each placement (forced or
//! a guess) and each backtrack, at the pace the player chose; the status line shows the depth
//! and the counters.

use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Nine, Size},
    solver::{self, Observer, Solver},
    text::Key,
};

use super::{Editor, State, status::Tone};

/// What watch mode highlights: the latest placement, and whether the search just backed out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Watch<S: Size = Nine> {
    /// The cell placed last, and whether that was a guess (else propagation placed it).
    pub last: Option<(Cell<S>, bool)>,
    /// Whether the latest event was a backtrack.
    pub backtracked: bool,
}

/// Most events one search node can report: a placement per cell, a guess, a backtrack.
const NODE_EVENTS: usize = 256 + 2;

/// One event of the search, as watch mode replays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    /// Cell index, digit value, whether a guess.
    Placed(u8, u8, bool),
    /// The search went back to an earlier guess.
    Backtracked,
}

/// Watch mode's replay of one search node: its events, shown one by one.
#[derive(Debug)]
pub(super) struct Replay<S: Size> {
    events: heapless::Vec<Event, NODE_EVENTS>,
    /// Next event to show.
    next: usize,
    /// The grid once the node is done (what a backtrack jumps to).
    after: Grid<S>,
    /// What the screen highlights now.
    shown: Watch<S>,
}

/// Collects a node's events for the replay.
struct Recorder<'a>(&'a mut heapless::Vec<Event, NODE_EVENTS>);

impl<S: Size> Observer<S> for Recorder<'_> {
    fn placed(&mut self, cell: Cell<S>, digit: Digit<S>, guess: bool) {
        // A node places each cell at most once, so the buffer cannot fill.
        let _ = self
            .0
            .push(Event::Placed(cell.index() as u8, digit.get(), guess));
    }

    fn backtracked(&mut self, _depth: usize) {
        let _ = self.0.push(Event::Backtracked);
    }
}

impl<S: Size> Replay<S> {
    /// A replay with nothing recorded yet.
    pub(super) fn new() -> Self {
        Replay {
            events: heapless::Vec::new(),
            next: 0,
            after: Grid::empty(),
            shown: Watch::default(),
        }
    }

    /// Shows the next event on `grid`, running the next search node when this one is shown;
    /// `false` once the search is over and every event shown.
    fn show_next(&mut self, solver: &mut Solver<S>, grid: &mut Grid<S>) -> bool {
        while self.next == self.events.len() {
            if solver.status() != solver::Status::Running {
                return false;
            }
            // The next node, recorded for the replay.
            self.events.clear();
            self.next = 0;
            solver.step_observed(1, &mut Recorder(&mut self.events));
            self.after = solver.grid();
            if self.events.is_empty() {
                // A node without events shows nothing; it counts as this event.
                *grid = self.after;
                return true;
            }
        }
        match self.events[self.next] {
            Event::Placed(index, value, guess) => {
                if let (Some(cell), Some(digit)) =
                    (Cell::from_index(usize::from(index)), Digit::new(value))
                {
                    grid.place(cell, digit);
                    self.shown = Watch {
                        last: Some((cell, guess)),
                        backtracked: false,
                    };
                }
            }
            Event::Backtracked => {
                *grid = self.after;
                self.shown = Watch {
                    last: None,
                    backtracked: true,
                };
            }
        }
        self.next += 1;
        if self.next == self.events.len() {
            *grid = self.after;
        }
        true
    }
}

impl<S: Size> Editor<S> {
    /// What watch mode highlights (meaningful while a watched search runs).
    pub fn watch(&self) -> Watch<S> {
        match &self.state {
            State::Search(search) => search
                .replay
                .as_ref()
                .map_or_else(Watch::default, |r| r.shown),
            _ => Watch::default(),
        }
    }

    /// Shows the search one event at a time: each placement, then each backtrack.
    pub(super) fn tick_watch(&mut self) {
        let (frames, events) = self.settings.speed.pace();
        if !self.frame.is_multiple_of(frames) {
            return;
        }
        self.touch();
        let State::Search(search) = &mut self.state else {
            return;
        };
        let Some(replay) = search.replay.as_mut() else {
            return;
        };
        for _ in 0..events {
            if !replay.show_next(&mut self.solver, &mut self.grid) {
                self.finish_search();
                return;
            }
        }
        let stats = self.solver.stats();
        let depth = self.solver.depth();
        self.tell(
            Tone::Info,
            Key::WatchProgress,
            &[&depth, &stats.guesses, &stats.backtracks],
        );
    }
}
