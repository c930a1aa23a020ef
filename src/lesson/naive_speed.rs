//! The naive search's part of the in-app benchmark: placements per second on the worst case
//! for naive backtracking, walking its tree with bit-mask checks, then with the tutorial's
//! scans, a slice at a time.

use crate::{clock::Clock, grid::Grid, puzzles::WORST_CASE, size::Size, solver::Status};

use super::{
    naive::{self, Scan},
    walk::Walk,
};

/// Steps (placements and backtracks) walked with bit masks: about a quarter of a second on a
/// PSP (PPSSPP emulates a busy CPU far slower than real time: the e2e run pays for every step).
pub const MASK_STEPS: u64 = 1_000_000;
/// Steps walked with scans (each about ten times dearer).
pub const SCAN_STEPS: u64 = 100_000;
/// Steps with bit masks between two looks at the clock (1 to 2 ms in PPSSPP).
const CHUNK: u32 = 8192;
/// Steps with scans between two looks at the clock: as long a piece as [`CHUNK`]'s. With
/// `CHUNK` steps a piece took about 9.5 ms in PPSSPP, and the slice that took one after most of
/// its budget made a frame of 19.5 ms.
const SCAN_CHUNK: u32 = CHUNK / 8;

/// Placements per second, with each kind of check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NaiveSpeed {
    /// With a bit mask per row, column and box.
    pub masks: u64,
    /// Scanning the row, the column and the box for each try.
    pub scans: u64,
}

/// One kind of check being timed: placements made and time spent.
#[derive(Debug, Clone, Copy, Default)]
struct Timed {
    placements: u64,
    spent_us: u64,
}

impl Timed {
    fn per_second(self) -> u64 {
        (self.placements * 1_000_000)
            .checked_div(self.spent_us)
            .unwrap_or(0)
    }
}

/// The naive benchmark, run a slice at a time (9x9 only: on other sizes it is done at once).
#[derive(Debug, Clone)]
pub struct NaiveBench<S: Size> {
    walk: Option<Walk<S>>,
    scan: Option<Scan<S>>,
    masks: Timed,
    scans: Timed,
}

impl<S: Size> Default for NaiveBench<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S: Size> NaiveBench<S> {
    /// The benchmark, not started.
    pub fn new() -> Self {
        let puzzle = Grid::<S>::from_line(WORST_CASE).ok();
        NaiveBench {
            walk: puzzle.and_then(|p| naive::naive(&p).ok()),
            scan: puzzle.and_then(|p| Scan::new(&p).ok()),
            masks: Timed::default(),
            scans: Timed::default(),
        }
    }

    /// Whether both walks are timed.
    pub fn is_done(&self) -> bool {
        self.walk.is_none() && self.scan.is_none()
    }

    /// Walks on for about `budget_us`; the figures once done.
    pub fn step(&mut self, clock: &mut impl Clock, budget_us: u64) -> Option<NaiveSpeed> {
        let start = clock.now_us();
        let mut now = start;
        while !self.is_done() && now - start < budget_us {
            if let Some(walk) = &mut self.walk {
                let status = walk.step(CHUNK, &mut ());
                let steps = walk.counters().placements + walk.counters().backtracks;
                self.masks.placements = walk.counters().placements;
                if status != Status::Running || steps >= MASK_STEPS {
                    self.walk = None;
                }
                let end = clock.now_us();
                self.masks.spent_us += end - now;
                now = end;
            } else if let Some(scan) = &mut self.scan {
                let status = scan.step(SCAN_CHUNK, &mut ());
                let steps = scan.counters().placements + scan.counters().backtracks;
                self.scans.placements = scan.counters().placements;
                if status != Status::Running || steps >= SCAN_STEPS {
                    self.scan = None;
                }
                let end = clock.now_us();
                self.scans.spent_us += end - now;
                now = end;
            }
        }
        self.is_done().then(|| NaiveSpeed {
            masks: self.masks.per_second(),
            scans: self.scans.per_second(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nine, Sixteen, clock::FakeClock};

    #[test]
    fn the_benchmark_times_both_checks_and_reports_placements_per_second() {
        let mut bench = NaiveBench::<Nine>::new();
        // One microsecond per clock reading: the figures are placements per reading.
        let mut clock = FakeClock::stepping(1);
        let mut slices = 0;
        let speed = loop {
            slices += 1;
            if let Some(speed) = bench.step(&mut clock, 10) {
                break speed;
            }
        };
        assert!(slices > 1, "a slice at a time");
        assert!(bench.is_done());
        // Each chunk of CHUNK steps costs one reading (two for the first of a slice).
        assert!(
            speed.masks > 1_000_000 && speed.scans > 1_000_000,
            "{speed:?}"
        );
        assert!(bench.masks.placements >= MASK_STEPS / 2);
        assert!(bench.scans.placements >= SCAN_STEPS / 2);
        assert!(bench.masks.placements < MASK_STEPS);
    }

    #[test]
    fn each_check_stops_at_its_steps_and_is_charged_only_the_time_that_passed() {
        let mut bench = NaiveBench::<Nine>::new();
        let mut clock = FakeClock::stepping(1);
        while bench.step(&mut clock, 10).is_none() {}
        let elapsed = clock.now_us();
        // The worst case takes millions of steps more than either limit: both walks stopped at
        // theirs (a step is a placement or a backtrack, so placements stay below it).
        assert!(bench.masks.placements < MASK_STEPS, "{:?}", bench.masks);
        assert!(bench.scans.placements < SCAN_STEPS, "{:?}", bench.scans);
        // The two timings share the clock: together no more than it moved, each some of it.
        assert!(
            bench.masks.spent_us + bench.scans.spent_us <= elapsed,
            "{:?} {:?} in {elapsed} us",
            bench.masks,
            bench.scans
        );
        assert!(bench.masks.spent_us > 0 && bench.scans.spent_us > 0);
    }

    #[test]
    fn a_slice_walks_until_the_clock_shows_its_budget_spent_and_no_further() {
        // 1 ms a reading: the first chunk of a 1 ms slice ends on a reading 1 ms after its start.
        let mut bench = NaiveBench::<Nine>::new();
        let mut clock = FakeClock::stepping(1000);
        assert_eq!(bench.step(&mut clock, 1000), None);
        assert_eq!(
            clock.now, 2000,
            "read at the start and after one chunk only"
        );
        assert_eq!(bench.masks.spent_us, 1000);
        // A slice of no time walks nothing.
        let mut idle = NaiveBench::<Nine>::new();
        let mut clock = FakeClock::stepping(1000);
        assert_eq!(idle.step(&mut clock, 0), None);
        assert_eq!(clock.now, 1000, "read once, at the start");
        assert_eq!((idle.masks.placements, idle.masks.spent_us), (0, 0));
    }

    #[test]
    fn a_piece_of_scans_walks_an_eighth_of_the_steps_of_a_piece_of_masks() {
        // Each scan step is about ten times dearer: pieces of about the same time.
        let mut bench = NaiveBench::<Nine>::new();
        let mut clock = FakeClock::stepping(1);
        bench.step(&mut clock, 1);
        let walk = bench.walk.as_ref().expect("masks first");
        let steps = walk.counters().placements + walk.counters().backtracks;
        assert_eq!(steps, u64::from(CHUNK));
        while bench.walk.is_some() {
            bench.step(&mut clock, 1);
        }
        bench.step(&mut clock, 1);
        let scan = bench.scan.as_ref().expect("scans next");
        let steps = scan.counters().placements + scan.counters().backtracks;
        assert_eq!(steps, u64::from(CHUNK / 8));
    }

    #[test]
    fn each_check_is_charged_whole_clock_steps_between_two_readings() {
        // A reading every 1000 us: a chunk is timed between two readings, so each check's time is
        // a whole number of them.
        let mut bench = NaiveBench::<Nine>::new();
        let mut clock = FakeClock::stepping(1000);
        while bench.step(&mut clock, 5000).is_none() {}
        for timed in [bench.masks, bench.scans] {
            assert!(timed.spent_us >= 1000, "{timed:?}");
            assert_eq!(timed.spent_us % 1000, 0, "{timed:?}");
        }
    }

    #[test]
    fn other_sizes_have_nothing_to_time() {
        let mut bench = NaiveBench::<Sixteen>::new();
        assert!(bench.is_done());
        let speed = bench.step(&mut FakeClock::stepping(1), 1000);
        assert_eq!(speed, Some(NaiveSpeed::default()));
    }
}
