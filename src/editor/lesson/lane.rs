//! [`Lane`]: one algorithm's search in the lesson, timed on the app's clock, its last steps
//! kept for the history view.

use crate::{
    clock::Clock,
    lesson::{Counters, Lap, Outcome, Recent, Run, observer::RECENT, progress},
    size::Size,
    solver::{Solver, Status},
};

/// One algorithm's search and its figures.
#[derive(Debug, Clone)]
pub struct Lane<S: Size> {
    /// The search.
    pub run: Run<S>,
    /// Time spent searching, on the app's clock.
    pub spent_us: u64,
    /// The last steps, for the history view (all of them since the first it holds).
    pub recent: Recent<S>,
    /// The number of the newest step `recent` holds (steps are numbered from 1).
    pub recorded: u64,
}

impl<S: Size> Lane<S> {
    pub(super) fn is_over(&self) -> bool {
        self.run.status() != Status::Running
    }

    /// Does `steps` steps, timed, the last [`RECENT`] of them recorded for the history.
    ///
    /// Only those: recording every step would slow the fastest walks by a third. A walk is
    /// copied first (2 KiB), so that when it ends before the recorded steps it can go over its
    /// last steps again from the copy and record them (untimed: the time is the first pass's).
    pub(super) fn step(&mut self, solver: &mut Solver<S>, steps: u32, clock: &mut impl Clock) {
        let start = clock.now_us();
        let Run::Walk(walk) = &mut self.run else {
            // Ours takes few steps: every one is recorded.
            self.run.step(solver, steps, &mut self.recent);
            self.recorded = counted(self.run.counters());
            self.spent_us += clock.now_us() - start;
            return;
        };
        let before = counted(walk.counters());
        let recorded = steps.min(RECENT as u32);
        let quiet = steps - recorded;
        let mut copy = (quiet > 0).then(|| walk.clone());
        walk.step(quiet, &mut ());
        self.spent_us += clock.now_us() - start;
        if walk.status() != Status::Running
            && let Some(copy) = copy.take()
        {
            // Over before the recorded steps: the last ones again, from the copy.
            let taken = counted(walk.counters()) - before;
            *walk = copy;
            walk.step(taken.saturating_sub(RECENT as u64) as u32, &mut ());
        }
        if counted(walk.counters()) > before {
            // Steps went unrecorded: what the history holds is no longer the latest.
            self.recent = Recent::default();
        }
        let unrecorded = counted(walk.counters());
        let timed = clock.now_us();
        walk.step(recorded, &mut self.recent);
        if copy.is_some() || quiet == 0 {
            self.spent_us += clock.now_us() - timed;
        }
        if counted(walk.counters()) > unrecorded {
            self.recorded = counted(walk.counters());
        }
    }

    /// The lap as `race.txt` records it.
    pub fn lap(&self) -> Lap {
        let outcome = match self.run.status() {
            Status::Running => Outcome::Stopped,
            Status::Solved => Outcome::Solved,
            Status::NoSolution => Outcome::NoSolution,
        };
        Lap::of(
            self.run.algorithm(),
            self.run.counters(),
            self.spent_us,
            outcome,
        )
    }

    /// The time the walk has left at its pace so far, if it can tell.
    pub fn time_left_us(&self) -> Option<u64> {
        progress::time_left_us(self.run.passed()?, self.spent_us)
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
        Lane {
            run: Run::new(algorithm, &puzzle, solver).unwrap(),
            spent_us: 0,
            recent: Recent::default(),
            recorded: 0,
        }
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
            let passed = naive.run.passed().unwrap();
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
