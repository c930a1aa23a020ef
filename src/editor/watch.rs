//! Watch mode: the search of `search.rs` shown one event at a time, each placement (forced or
//! a guess) and each backtrack, at the pace the player chose; the status line shows the depth
//! and the counters.

use crate::{
    cell::Cell,
    grid::Grid,
    lesson::{Event, Ours},
    preferences::Preferences,
    size::{Nine, Size},
    solver::Solver,
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

/// Watch mode's replay of the search: [`Ours`] hands out the solver's events one at a time.
#[derive(Debug)]
pub(super) struct Replay<S: Size> {
    ours: Ours<S>,
    /// What the screen highlights now.
    shown: Watch<S>,
}

impl<S: Size> Replay<S> {
    /// A replay of the search of `puzzle` the solver was just loaded with.
    pub(super) fn new(puzzle: &Grid<S>) -> Self {
        Replay {
            ours: Ours::following(puzzle),
            shown: Watch::default(),
        }
    }

    /// Shows the next event on `grid`, running the next search node when this one is shown;
    /// `false` once the search is over and every event shown.
    fn show_next(&mut self, solver: &mut Solver<S>, grid: &mut Grid<S>) -> bool {
        let mut event = None;
        self.ours.step(solver, 1, &mut event);
        *grid = self.ours.grid();
        self.shown = match event {
            Some(Event::Placed {
                cell, supposition, ..
            }) => Watch {
                last: Some((cell, supposition)),
                backtracked: false,
            },
            Some(Event::Backtracked(_)) => Watch {
                last: None,
                backtracked: true,
            },
            None => return false,
        };
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
    pub(super) fn tick_watch(&mut self, prefs: &Preferences) {
        let (frames, events) = prefs.speed.pace();
        if !self.ticks.frame.is_multiple_of(frames) {
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

#[cfg(test)]
mod tests;
