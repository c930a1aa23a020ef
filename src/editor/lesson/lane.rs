//! [`Lane`]: one algorithm's search in the lesson, timed on the app's clock, its last steps
//! kept for the history view.

use crate::{
    clock::Clock,
    lesson::{Counters, Lap, Outcome, Recent, Rewind, Run, progress},
    size::Size,
    solver::{Solver, Status},
};

use super::tree::Tree;

/// The marks a lane keeps to step back (see [`crate::lesson::rewind`]: a step back on the naive
/// worst case replays at most 32,784 steps).
pub const MARKS: usize = 8;

/// One algorithm's search and its figures.
#[derive(Debug, Clone)]
pub struct Lane<S: Size> {
    /// The search, that steps back, and its last steps for the history view.
    rewind: Rewind<Run<S>, MARKS>,
    /// Time spent searching, on the app's clock: the first pass's (steps replayed after a step
    /// back add none, so that stepping back then forward shows the same figures).
    pub spent_us: u64,
}

impl<S: Size> Lane<S> {
    /// A lane searching with `run` from its start.
    pub(super) fn new(run: Run<S>) -> Self {
        Lane {
            rewind: Rewind::new(run),
            spent_us: 0,
        }
    }

    /// The search as it stands.
    pub fn run(&self) -> &Run<S> {
        self.rewind.search()
    }

    /// The last steps, for the history view (all of them since the first it holds).
    pub fn recent(&self) -> &Recent<S> {
        self.rewind.recent()
    }

    /// The number of the newest step [`Lane::recent`] holds (steps are numbered from 1): the
    /// step the search stands at.
    pub fn recorded(&self) -> u64 {
        self.rewind.at()
    }

    /// The most steps this lane's search has reached (going back keeps it).
    pub fn furthest(&self) -> u64 {
        self.rewind.furthest()
    }

    pub(super) fn is_over(&self) -> bool {
        self.run().status() != Status::Running
    }

    /// Does `steps` steps, timed, the last [`crate::lesson::observer::RECENT`] of them recorded
    /// for the history (only those: recording every step would slow the fastest walks).
    pub(super) fn step(&mut self, solver: &mut Solver<S>, steps: u32, clock: &mut impl Clock) {
        self.timed(clock, |rewind| {
            rewind.step(solver, steps);
        });
    }

    /// One step back; `false` at the start.
    pub(super) fn back(&mut self, solver: &mut Solver<S>) -> bool {
        self.rewind.back(solver)
    }

    /// Does `steps` steps as [`Lane::step`] does, each recorded in `tree` (which stands where
    /// the lane does: see [`crate::lesson::exploration::Exploration::step`]).
    pub(super) fn step_recorded(
        &mut self,
        tree: &mut Tree<S>,
        solver: &mut Solver<S>,
        steps: u32,
        clock: &mut impl Clock,
    ) {
        self.timed(clock, |rewind| {
            tree.step(rewind, solver, steps);
        });
    }

    /// One step back, taken back from `tree` too; `false` at the start.
    pub(super) fn back_recorded(&mut self, tree: &mut Tree<S>, solver: &mut Solver<S>) -> bool {
        tree.back(&mut self.rewind, solver)
    }

    /// About `budget` steps of the way to step `target`, `tree` brought there with the search:
    /// `true` once there (or once the search ended before it).
    pub(super) fn follow(
        &mut self,
        tree: &mut Tree<S>,
        solver: &mut Solver<S>,
        target: u64,
        budget: u32,
        clock: &mut impl Clock,
    ) -> bool {
        self.timed(clock, |rewind| tree.follow(rewind, solver, target, budget))
    }

    /// About `budget` steps of the way to step `target`, from a saved state before it when it
    /// lies behind: `true` once there (or once the search ended before it).
    pub(super) fn goto(
        &mut self,
        solver: &mut Solver<S>,
        target: u64,
        budget: u32,
        clock: &mut impl Clock,
    ) -> bool {
        self.timed(clock, |rewind| {
            rewind.goto(solver, target, u64::from(budget))
        })
    }

    /// Runs `work` on the search, its time added when it went further than ever (steps
    /// replayed add none, so that going back then forward shows the same figures).
    fn timed<T>(
        &mut self,
        clock: &mut impl Clock,
        work: impl FnOnce(&mut Rewind<Run<S>, MARKS>) -> T,
    ) -> T {
        let start = clock.now_us();
        let furthest = self.rewind.furthest();
        let done = work(&mut self.rewind);
        if self.rewind.furthest() > furthest {
            self.spent_us += clock.now_us() - start;
        }
        done
    }

    /// The search started again on `puzzle` and brought back to the step it stood at (ours,
    /// after the solver it keeps its state in was lent to another search). The time is kept;
    /// the steps before are replayed as new (ours takes few).
    pub(super) fn rebuild(
        &mut self,
        puzzle: &crate::grid::Grid<S>,
        solver: &mut Solver<S>,
    ) -> Result<(), crate::conflict::Conflict<S>> {
        let at = self.rewind.at();
        let mut rewind = Rewind::new(Run::new(self.run().algorithm(), puzzle, solver)?);
        rewind.goto(solver, at, u64::MAX);
        self.rewind = rewind;
        Ok(())
    }

    /// The lap as `race.txt` records it.
    pub fn lap(&self) -> Lap {
        let outcome = match self.run().status() {
            Status::Running => Outcome::Stopped,
            Status::Solved => Outcome::Solved,
            Status::NoSolution => Outcome::NoSolution,
        };
        Lap::of(
            self.run().algorithm(),
            self.run().counters(),
            self.spent_us,
            outcome,
        )
    }

    /// The time the walk has left at its pace so far, if it can tell.
    pub fn time_left_us(&self) -> Option<u64> {
        progress::time_left_us(self.run().passed()?, self.spent_us)
    }
}

/// Steps taken in all.
pub(super) fn counted(counters: Counters) -> u64 {
    counters.placements + counters.backtracks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nine, clock::FakeClock, grid::Grid, lesson::Algorithm, puzzles::WORST_CASE};

    fn lane(algorithm: Algorithm, solver: &mut Solver<Nine>) -> Lane<Nine> {
        let puzzle = Grid::from_line(WORST_CASE).unwrap();
        Lane::new(Run::new(algorithm, &puzzle, solver).unwrap())
    }

    #[test]
    fn ours_is_timed_on_the_clock_and_has_no_time_left_to_tell() {
        let mut solver = Solver::new(&Grid::empty(), 1).unwrap();
        let mut clock = FakeClock::stepping(1_000);
        let mut ours = lane(Algorithm::Ours, &mut solver);
        ours.step(&mut solver, 5, &mut clock);
        assert!(
            ours.spent_us > 0 && ours.spent_us <= clock.now_us(),
            "{} us",
            ours.spent_us
        );
        assert_eq!(ours.time_left_us(), None, "ours has no tree to measure");
        let naive = lane(Algorithm::Naive, &mut solver);
        assert_eq!(naive.time_left_us(), None, "too early to tell");
    }

    #[test]
    fn a_walk_tells_its_time_left_at_its_pace_so_far() {
        let mut solver = Solver::new(&Grid::empty(), 1).unwrap();
        let mut clock = FakeClock::stepping(1_000);
        let mut naive = lane(Algorithm::Naive, &mut solver);
        let mut told = 0;
        for _ in 0..10_000 {
            naive.step(&mut solver, 1_000, &mut clock);
            let passed = naive.run().passed().unwrap();
            if let Some(left) = naive.time_left_us() {
                // The rest of the tree at the pace of the part passed.
                let pace = naive.spent_us as f64 * (1.0 - passed) / passed;
                assert!((left as f64 - pace).abs() <= 1.0, "{left} us for {pace}");
                told += 1;
            }
            if naive.is_over() {
                break;
            }
        }
        assert!(told > 0, "the walk never told its time left");
    }
}
