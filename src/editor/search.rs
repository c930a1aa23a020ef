//! Search: Square refuses clashing givens, or searches them counting up to two solutions, a
//! slice of [`FRAME_BUDGET_US`] per frame so the screen never freezes; any button stops it.
//! The outcome is a unique solution, one of several, or none. Watch mode runs the same search
//! one event at a time (`watch.rs`).

use crate::{
    clock::Clock,
    grid::Grid,
    library::Solutions,
    size::Size,
    solver::{self},
    text::{Counted, In, Key},
};

use super::{
    Editor, FRAME_BUDGET_US, State,
    history::Step,
    status::{Duration, Tone},
    watch::Replay,
};

/// Search nodes between two looks at the clock, outside watch mode.
pub const NODES_PER_CHUNK: u32 = 64;

/// A running search.
#[derive(Debug)]
pub(super) struct Search<S: Size> {
    /// Time spent in the solver so far.
    pub(super) spent_us: u64,
    /// Watch mode's replay of the search, when it is watched.
    pub(super) replay: Option<Replay<S>>,
}

impl<S: Size> Search<S> {
    /// Whether the search is shown one event at a time.
    pub(super) fn is_watched(&self) -> bool {
        self.replay.is_some()
    }
}

impl<S: Size> Editor<S> {
    /// Square: refuses conflicting givens; otherwise starts a search counting to two solutions,
    /// shown step by step when `watch`.
    pub(super) fn solve(&mut self, watch: bool) {
        self.merging = None;
        let puzzle = self.grid.givens_only();
        if let Err(conflict) = self.solver.load(&puzzle, 2) {
            self.grid = puzzle;
            self.state = State::Edit;
            let conflict = In(self.lang, &conflict);
            self.tell(Tone::Bad, Key::SearchConflict, &[&conflict]);
            return;
        }
        self.grid = puzzle;
        self.state = State::Search(Search {
            spent_us: 0,
            replay: watch.then(|| Replay::new(&puzzle)),
        });
        if watch {
            self.tell(Tone::Info, Key::Watching, &[]);
        } else {
            self.tell(Tone::Info, Key::Solving, &[]);
        }
    }

    /// Any button during a search: back to the givens.
    pub(super) fn stop_search(&mut self) {
        self.grid = self.grid.givens_only();
        self.state = State::Edit;
        self.tell(Tone::Info, Key::SearchStopped, &[]);
    }

    /// A frame's slice of an unwatched search.
    pub(super) fn tick_search(&mut self, clock: &mut impl Clock) {
        let start = clock.now_us();
        let mut now = start;
        let slice = self.slice_us(FRAME_BUDGET_US);
        while self.solver.status() == solver::Status::Running && now - start < slice {
            self.solver.step(NODES_PER_CHUNK);
            now = clock.now_us();
        }
        if let State::Search(search) = &mut self.state {
            search.spent_us += now - start;
        }
        self.finish_search();
    }

    /// Shows the outcome once the solver is done.
    pub(super) fn finish_search(&mut self) {
        let status = self.solver.status();
        if status == solver::Status::Running {
            return;
        }
        let spent_us = match &self.state {
            State::Search(search) => search.spent_us,
            _ => 0,
        };
        self.touch();
        let stats = self.solver.stats();
        let lang = self.lang;
        let time = In(lang, &Duration(spent_us));
        let guesses = Counted(u64::from(stats.guesses), Key::GuessOne, Key::GuessMany);
        let guesses = In(lang, &guesses);
        match (status, self.solver.solution().copied()) {
            (solver::Status::Solved, Some(solution)) => {
                // Undo goes back to the givens being edited.
                self.grid = self.grid.givens_only();
                self.state = State::Edit;
                self.record(Step::Solve);
                self.grid = solution;
                let unique = self.solver.is_unique();
                self.state = State::Solved { unique };
                if unique {
                    self.tell(Tone::Good, Key::SolvedIn, &[&time, &guesses]);
                } else {
                    self.tell(Tone::Bad, Key::NotUnique, &[&time]);
                }
            }
            _ => {
                self.grid = self.grid.givens_only();
                self.state = State::Edit;
                self.tell(Tone::Bad, Key::NoSolutionIn, &[&time, &guesses]);
            }
        }
    }

    /// Counts the solutions of `grid` up to two, giving up (`None`) after `node_budget` search nodes.
    pub fn count_solutions(&mut self, grid: &Grid<S>, node_budget: u32) -> Option<Solutions> {
        // The lesson's own search (ours) lives in the solver.
        if self.is_busy() || self.lesson().is_some() {
            return None;
        }
        if self.solver.load(grid, 2).is_err() {
            return Some(Solutions::None);
        }
        match self.solver.step(node_budget) {
            solver::Status::Running => None,
            _ => Some(Solutions::from_count(self.solver.solution_count())),
        }
    }
}

#[cfg(test)]
mod tests;
