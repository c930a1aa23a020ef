//! The in-app benchmark: the hard 9x9 puzzles of [`puzzles::BENCHMARK`] solved counting to two,
//! then [`BENCHMARK_GENERATED`] puzzles generated, then the lesson's naive search timed
//! ([`NaiveBench`]), a frame's slice at a time; the figures go to the status line and, through
//! [`Effect::BenchmarkDone`], to the shell. Any button stops it.

use crate::{
    clock::Clock, generate::Generator, grid::Grid, lesson::bench::NaiveBench, puzzles, size::Size,
};

use super::{
    Editor, Effect, FRAME_BUDGET_US, State,
    generate::GENERATE_CELLS_PER_CHUNK,
    status::{Duration, Tone},
};

/// Puzzles the benchmark generates (minimal, unique, symmetric; seeds 1 to this).
pub const BENCHMARK_GENERATED: u32 = 5;

/// A running benchmark.
#[derive(Debug, Clone)]
pub(super) struct Bench<S: Size> {
    /// Next puzzle of [`puzzles::BENCHMARK`].
    next: usize,
    /// Time spent solving so far.
    spent_us: u64,
    /// Puzzles generated so far (after the solving).
    generated: u32,
    /// Time spent generating so far.
    generating_us: u64,
    /// The puzzle being generated.
    generator: Option<Generator<S>>,
    /// The naive search, timed last.
    naive: NaiveBench<S>,
}

impl<S: Size> Editor<S> {
    /// Starts the benchmark (23 hard 9x9 puzzles, counting to two), a slice per frame.
    pub fn start_benchmark(&mut self) {
        self.touch();
        self.state = State::Benchmark(Bench {
            next: 0,
            spent_us: 0,
            generated: 0,
            generating_us: 0,
            generator: None,
            naive: NaiveBench::new(),
        });
        self.say(
            Tone::Info,
            format_args!("Benchmark: 0/{} puzzles", puzzles::BENCHMARK.len()),
        );
    }

    /// Any button during the benchmark: it stops, with no figure.
    pub(super) fn stop_benchmark(&mut self) {
        self.state = State::Edit;
        self.say(Tone::Info, format_args!("Benchmark stopped"));
    }

    /// The benchmark: solving the hard puzzles, then generating puzzles, a slice per frame.
    pub(super) fn tick_benchmark(&mut self, clock: &mut impl Clock) {
        let State::Benchmark(mut bench) = core::mem::replace(&mut self.state, State::Edit) else {
            return;
        };
        let frame_start = clock.now_us();
        let total = puzzles::BENCHMARK.len();
        // Time whole slices, not single puzzles: a clock that moves in coarse steps (PPSSPP's
        // can) would round each short solve to a step.
        let mut now = frame_start;
        while bench.next < total && now - frame_start < FRAME_BUDGET_US {
            if let Ok(grid) = Grid::<S>::from_line(puzzles::BENCHMARK[bench.next])
                && self.solver.load(&grid, 2).is_ok()
            {
                self.solver.run();
            }
            bench.next += 1;
            now = clock.now_us();
        }
        bench.spent_us += now - frame_start;
        while bench.next == total
            && bench.generated < BENCHMARK_GENERATED
            && clock.now_us() - frame_start < FRAME_BUDGET_US
        {
            let seed = u64::from(bench.generated) + 1;
            let generator = bench
                .generator
                .get_or_insert_with(|| Generator::new(seed, true));
            let start = clock.now_us();
            let done = generator.step(&mut self.solver, GENERATE_CELLS_PER_CHUNK, |_| true);
            bench.generating_us += clock.now_us() - start;
            if done {
                bench.generator = None;
                bench.generated += 1;
            }
        }
        self.touch();
        if bench.next < total || bench.generated < BENCHMARK_GENERATED {
            if bench.next < total {
                self.say(
                    Tone::Info,
                    format_args!("Benchmark: solving {}/{total}", bench.next),
                );
            } else {
                self.say(
                    Tone::Info,
                    format_args!(
                        "Benchmark: generating {}/{BENCHMARK_GENERATED}",
                        bench.generated
                    ),
                );
            }
            self.state = State::Benchmark(bench);
            return;
        }
        let left = FRAME_BUDGET_US.saturating_sub(clock.now_us() - frame_start);
        let Some(naive) = bench.naive.step(clock, left) else {
            self.say(Tone::Info, format_args!("Benchmark: the naive search"));
            self.state = State::Benchmark(bench);
            return;
        };
        let per_puzzle = bench.spent_us / total as u64;
        let per_generated = bench.generating_us / u64::from(BENCHMARK_GENERATED);
        self.effect = Some(Effect::BenchmarkDone {
            puzzles: total as u32,
            micros_per_puzzle: per_puzzle,
            generated: BENCHMARK_GENERATED,
            micros_per_generated: per_generated,
            naive,
        });
        // A 9x9 benchmark on other sizes has nothing to solve; say so rather than show zero.
        if S::CELLS != 81 {
            self.say(Tone::Info, format_args!("Benchmark: 9x9 only"));
            return;
        }
        self.say(
            Tone::Good,
            format_args!(
                "Benchmark: {per_puzzle} us per puzzle solved ({total} hard ones, counting to 2); {} per puzzle made; naive search {} placements/s",
                Duration(per_generated),
                naive.masks
            ),
        );
    }
}
