//! The in-app benchmark, a frame's slice at a time: the hard 9x9 puzzles of
//! [`puzzles::BENCHMARK`] solved counting to two, then the hardest puzzles of the shared sets
//! ([`puzzles::hardest`]) timed one by one, in their own orientation and then each under
//! [`BENCHMARK_SYMMETRIES`] symmetries ([`hardest_grid`]), then [`BENCHMARK_GENERATED`] minimal 9x9 puzzles
//! generated, then the lesson's naive search timed ([`NaiveBench`]), then [`BENCHMARK_SIXTEEN`]
//! medium 16x16 puzzles made as the menu makes them (with the 16x16 editor's solver, which the app
//! lends: [`Editor::tick_benchmark_sixteen`]). The figures go to the status line and, through
//! [`Effect::BenchmarkDone`], to the shell. Any button stops it.

use crate::{
    clock::Clock,
    generate::Generator,
    grid::Grid,
    lesson::bench::{NaiveBench, NaiveSpeed},
    logic::Difficulty,
    puzzles,
    size::{Sixteen, Size},
    solver::Status,
    symmetry::Symmetry,
    text::{In, Key},
};

use super::{
    Editor, Effect, FRAME_BUDGET_US, Mode, State,
    generate::{Generation, Progress, cells_per_chunk},
    search::NODES_PER_CHUNK,
    status::{Duration, Tone},
};

/// Puzzles the benchmark generates (minimal, unique, symmetric; seeds 1 to this).
pub const BENCHMARK_GENERATED: u32 = 5;
/// Medium 16x16 puzzles the benchmark makes as the menu does (seeds 1 to this).
pub const BENCHMARK_SIXTEEN: u32 = 1;
/// Symmetries each hardest puzzle is counted under besides its own orientation: a player types
/// a puzzle in any orientation, and the solver's choices depend on it.
pub const BENCHMARK_SYMMETRIES: usize = 10;
/// The seed of those symmetries ([`Symmetry::drawn`]; `make hardest` draws the same by default).
pub const BENCHMARK_SYMMETRY_SEED: u64 = 1;

/// What the benchmark measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    /// Puzzles of [`puzzles::BENCHMARK`] solved.
    pub puzzles: u32,
    /// Average time per puzzle, counting to two solutions.
    pub micros_per_puzzle: u64,
    /// Puzzles generated.
    pub generated: u32,
    /// Average time to generate a 9x9 puzzle.
    pub micros_per_generated: u64,
    /// Hardest puzzles solved, one by one.
    pub hardest: u32,
    /// Their average time, counting to two.
    pub hardest_mean_us: u64,
    /// The longest of them.
    pub hardest_worst_us: u64,
    /// Where the longest one is in [`puzzles::hardest`] (from 0).
    pub worst_index: usize,
    /// Its set's name.
    pub worst_set: &'static str,
    /// Its line.
    pub worst_line: &'static str,
    /// Symmetries each hardest puzzle was counted under.
    pub symmetries: u32,
    /// The longest of the hardest puzzles under a symmetry.
    pub symmetries_worst_us: u64,
    /// The lesson's naive search: placements per second on the worst case.
    pub naive: NaiveSpeed,
    /// Medium 16x16 puzzles made (0 when the 16x16 part did not run).
    pub sixteen: u32,
    /// Tries they took in all (a try that grades otherwise is made again).
    pub sixteen_tries: u32,
    /// Average work per medium 16x16 puzzle.
    pub sixteen_work_us: u64,
    /// Average time from its start to its end, frames included: what the player waits.
    pub sixteen_wall_us: u64,
    /// Average frames from its start to its end (the benchmark's ticks: a frame that misses the
    /// screen's refresh counts once).
    pub sixteen_frames: u32,
}

/// The part of the benchmark running.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// The 23 benchmark puzzles.
    Solving,
    /// The hardest puzzles, one at a time.
    Hardest,
    /// Minimal 9x9 puzzles.
    Generating,
    /// The lesson's naive search.
    Naive,
    /// Medium 16x16 puzzles (done in [`Editor::tick_benchmark_sixteen`]).
    Sixteen,
}

/// A running benchmark.
#[derive(Debug, Clone)]
pub(super) struct Bench<S: Size> {
    part: Part,
    /// Next puzzle of the part's list.
    next: usize,
    /// Time spent solving [`puzzles::BENCHMARK`] so far.
    spent_us: u64,
    /// Time spent on the hardest puzzles so far, and the longest one (time, index).
    hardest_us: u64,
    worst: (u64, usize),
    /// Hardest puzzles solved in their own orientation.
    hardest_solved: usize,
    /// The longest of the hardest puzzles under a symmetry.
    turned_worst: u64,
    /// The time spent so far on the hardest puzzle being solved, if one is.
    current: Option<u64>,
    /// Puzzles generated so far, and the time it took.
    generated: u32,
    generating_us: u64,
    /// The 9x9 puzzle being generated.
    generator: Option<Generator<S>>,
    /// The naive search being timed, and its figures once timed.
    naive: NaiveBench<S>,
    naive_speed: NaiveSpeed,
    /// The 16x16 puzzle being made, and since when (the clock at its start).
    sixteen: Option<(Generation<Sixteen>, u64)>,
    /// Medium 16x16 puzzles made so far, their tries, work and time from start to end.
    sixteen_made: u32,
    sixteen_tries: u32,
    sixteen_work_us: u64,
    sixteen_wall_us: u64,
    sixteen_frames: u32,
}

/// The `n`-th of the hardest puzzles, with its set.
fn hardest(n: usize) -> Option<(&'static str, &'static str)> {
    puzzles::hardest().nth(n)
}

/// The `n`-th puzzle of the benchmark's hardest part, or `None` past the last: the
/// [`puzzles::HARDEST_COUNT`] hardest puzzles as written, then each in turn under
/// [`BENCHMARK_SYMMETRIES`] symmetries, the `k`-th of these under the `k`-th of
/// [`Symmetry::drawn`] from [`BENCHMARK_SYMMETRY_SEED`] (as `make hardest` counts them). An `Err`
/// for a puzzle that is not of size `S`.
pub(crate) fn hardest_grid<S: Size>(n: usize) -> Option<Result<Grid<S>, ()>> {
    let count = puzzles::HARDEST_COUNT;
    let (puzzle, turned) = match n.checked_sub(count) {
        None => (n, None),
        Some(k) if k < count * BENCHMARK_SYMMETRIES => (k / BENCHMARK_SYMMETRIES, Some(k)),
        Some(_) => return None,
    };
    let (_, line) = hardest(puzzle)?;
    Some(
        Grid::<S>::from_line(line)
            .map_err(|_| ())
            .map(|grid| match turned {
                Some(k) => Symmetry::drawn(BENCHMARK_SYMMETRY_SEED, k as u64).apply(&grid),
                None => grid,
            }),
    )
}

impl<S: Size> Editor<S> {
    /// Starts the benchmark, a slice per frame.
    pub fn start_benchmark(&mut self) {
        self.touch();
        self.state = State::Benchmark(Bench {
            part: Part::Solving,
            next: 0,
            spent_us: 0,
            hardest_us: 0,
            worst: (0, 0),
            hardest_solved: 0,
            turned_worst: 0,
            current: None,
            generated: 0,
            generating_us: 0,
            generator: None,
            naive: NaiveBench::new(),
            naive_speed: NaiveSpeed::default(),
            sixteen: None,
            sixteen_made: 0,
            sixteen_tries: 0,
            sixteen_work_us: 0,
            sixteen_wall_us: 0,
            sixteen_frames: 0,
        });
        self.tell(Tone::Info, Key::BenchStart, &[&puzzles::BENCHMARK.len()]);
    }

    /// Any button during the benchmark: it stops, with no figure.
    pub(super) fn stop_benchmark(&mut self) {
        self.state = State::Edit;
        self.tell(Tone::Info, Key::BenchStopped, &[]);
    }

    /// The benchmark's 9x9 parts, a slice per frame (the 16x16 part waits for
    /// [`Editor::tick_benchmark_sixteen`]).
    pub(super) fn tick_benchmark(&mut self, clock: &mut impl Clock) {
        let State::Benchmark(mut bench) = core::mem::replace(&mut self.state, State::Edit) else {
            return;
        };
        let frame_start = clock.now_us();
        match bench.part {
            Part::Solving => self.bench_solving(&mut bench, clock, frame_start),
            Part::Hardest => Self::bench_hardest(&mut bench, &mut self.solver, clock, frame_start),
            Part::Generating => {
                Self::bench_generating(&mut bench, &mut self.solver, clock, frame_start)
            }
            Part::Naive => Self::bench_naive(&mut bench, clock, frame_start),
            // Its slices and what the screen shows of them are `tick_benchmark_sixteen`'s.
            Part::Sixteen => {
                self.state = State::Benchmark(bench);
                return;
            }
        }
        self.state = State::Benchmark(bench);
        self.say_benchmark_progress();
    }

    /// Solves benchmark puzzles for a frame's budget: whole slices are timed, not single puzzles
    /// (a clock that moves in coarse steps would round each short solve to a step).
    fn bench_solving(&mut self, bench: &mut Bench<S>, clock: &mut impl Clock, frame_start: u64) {
        let total = puzzles::BENCHMARK.len();
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
        if bench.next == total {
            bench.part = Part::Hardest;
            bench.next = 0;
        }
    }

    /// Solves the hardest puzzles one at a time for a frame's budget, each timed alone and
    /// [`NODES_PER_CHUNK`] search nodes at a time (the slowest takes most of a frame on the PSP:
    /// one frame's slice would overrun the frame).
    fn bench_hardest(
        bench: &mut Bench<S>,
        solver: &mut crate::solver::Solver<S>,
        clock: &mut impl Clock,
        frame_start: u64,
    ) {
        while clock.now_us() - frame_start < FRAME_BUDGET_US {
            let (start, running) = match bench.current {
                Some(_) => {
                    let start = clock.now_us();
                    (start, solver.step(NODES_PER_CHUNK) == Status::Running)
                }
                None => {
                    let Some(grid) = hardest_grid::<S>(bench.next) else {
                        bench.part = Part::Generating;
                        bench.next = 0;
                        return;
                    };
                    let start = clock.now_us();
                    let loaded = grid.is_ok_and(|grid| solver.load(&grid, 2).is_ok());
                    bench.current = Some(0);
                    (start, loaded)
                }
            };
            let took = bench.current.unwrap_or(0) + clock.now_us() - start;
            bench.current = Some(took);
            if running {
                continue;
            }
            bench.current = None;
            if bench.next >= puzzles::HARDEST_COUNT {
                bench.turned_worst = bench.turned_worst.max(took);
            } else {
                bench.hardest_us += took;
                if took > bench.worst.0 {
                    bench.worst = (took, bench.next);
                }
                bench.hardest_solved = bench.next + 1;
            }
            bench.next += 1;
        }
    }

    /// Generates minimal 9x9 puzzles for a frame's budget.
    fn bench_generating(
        bench: &mut Bench<S>,
        solver: &mut crate::solver::Solver<S>,
        clock: &mut impl Clock,
        frame_start: u64,
    ) {
        while bench.generated < BENCHMARK_GENERATED
            && clock.now_us() - frame_start < FRAME_BUDGET_US
        {
            let seed = u64::from(bench.generated) + 1;
            let generator = bench
                .generator
                .get_or_insert_with(|| Generator::new(seed, true));
            let start = clock.now_us();
            let done = generator.step(solver, cells_per_chunk::<S>(), |_| true);
            bench.generating_us += clock.now_us() - start;
            if done {
                bench.generator = None;
                bench.generated += 1;
            }
        }
        if bench.generated == BENCHMARK_GENERATED {
            bench.part = Part::Naive;
        }
    }

    /// Times the lesson's naive search for what is left of the frame's budget.
    fn bench_naive(bench: &mut Bench<S>, clock: &mut impl Clock, frame_start: u64) {
        let left = FRAME_BUDGET_US.saturating_sub(clock.now_us() - frame_start);
        if let Some(speed) = bench.naive.step(clock, left) {
            bench.naive_speed = speed;
            bench.part = Part::Sixteen;
        }
    }

    /// The benchmark's 16x16 part, a frame's slice, with the 16x16 editor's solver (the app lends
    /// it; nothing else of that editor is touched, and nothing at all when it is busy, in which
    /// case the part is left out). Does nothing unless the benchmark has come to that part.
    pub fn tick_benchmark_sixteen(
        &mut self,
        sixteen: &mut Editor<Sixteen>,
        clock: &mut impl Clock,
    ) {
        let State::Benchmark(bench) = &mut self.state else {
            return;
        };
        if bench.part != Part::Sixteen {
            return;
        }
        if !sixteen.is_busy() && bench.sixteen_made < BENCHMARK_SIXTEEN {
            let (job, since) = bench.sixteen.get_or_insert_with(|| {
                let seed = u64::from(bench.sixteen_made) + 1;
                (
                    Generation::new(Mode::Edit, seed, Difficulty::Medium),
                    clock.now_us(),
                )
            });
            bench.sixteen_frames += 1;
            let progress = job.work(&mut sixteen.solver, clock, FRAME_BUDGET_US);
            // The screen changes as a new puzzle's does: when the progress shown moves.
            let moved = job.progress_moved();
            if let Progress::Done(..) = progress {
                bench.sixteen_made += 1;
                bench.sixteen_tries += job.attempt();
                bench.sixteen_work_us += job.spent_us();
                bench.sixteen_wall_us += clock.now_us() - *since;
                bench.sixteen = None;
            }
            let more = bench.sixteen_made < BENCHMARK_SIXTEEN;
            if more {
                if moved {
                    self.say_benchmark_progress();
                }
                return;
            }
        }
        self.finish_benchmark();
    }

    /// The status line while the benchmark runs; the screen is redrawn only when it changes (a
    /// redraw costs the PSP some milliseconds, and PPSSPP far more).
    fn say_benchmark_progress(&mut self) {
        let State::Benchmark(bench) = &self.state else {
            return;
        };
        let before = self.status.clone();
        let (part, next) = (bench.part, bench.next);
        let (generated, made) = (bench.generated, bench.sixteen_made);
        let percent = bench
            .sixteen
            .as_ref()
            .map_or(0, |(job, _)| job.percent() / 10 * 10);
        let all = puzzles::BENCHMARK.len();
        match part {
            Part::Solving => self.tell(Tone::Info, Key::BenchSolving, &[&next, &all]),
            Part::Hardest => self.tell(
                Tone::Info,
                Key::BenchHardest,
                &[
                    &(next / 10 * 10),
                    &(puzzles::HARDEST_COUNT * (1 + BENCHMARK_SYMMETRIES)),
                ],
            ),
            Part::Generating => self.tell(
                Tone::Info,
                Key::BenchGenerating,
                &[&generated, &BENCHMARK_GENERATED],
            ),
            Part::Naive => self.tell(Tone::Info, Key::BenchNaive, &[]),
            Part::Sixteen => self.tell(
                Tone::Info,
                Key::BenchSixteen,
                &[&(made + 1), &BENCHMARK_SIXTEEN, &percent],
            ),
        }
        if self.status != before {
            self.touch();
        }
    }

    /// The figures, to the status line and the shell.
    fn finish_benchmark(&mut self) {
        let State::Benchmark(bench) = core::mem::replace(&mut self.state, State::Edit) else {
            return;
        };
        self.touch();
        let total = puzzles::BENCHMARK.len() as u64;
        let hardest_count = bench.hardest_solved.max(1) as u64;
        let made = u64::from(bench.sixteen_made.max(1));
        let (worst_set, worst_line) = hardest(bench.worst.1).unwrap_or(("", ""));
        let figures = Figures {
            puzzles: total as u32,
            micros_per_puzzle: bench.spent_us / total,
            generated: BENCHMARK_GENERATED,
            micros_per_generated: bench.generating_us / u64::from(BENCHMARK_GENERATED),
            hardest: bench.hardest_solved as u32,
            hardest_mean_us: bench.hardest_us / hardest_count,
            hardest_worst_us: bench.worst.0,
            worst_index: bench.worst.1,
            worst_set,
            worst_line,
            symmetries: BENCHMARK_SYMMETRIES as u32,
            symmetries_worst_us: bench.turned_worst,
            naive: bench.naive_speed,
            sixteen: bench.sixteen_made,
            sixteen_tries: bench.sixteen_tries,
            sixteen_work_us: bench.sixteen_work_us / made,
            sixteen_wall_us: bench.sixteen_wall_us / made,
            sixteen_frames: (u64::from(bench.sixteen_frames) / made) as u32,
        };
        self.effect = Some(Effect::BenchmarkDone(figures));
        // A 9x9 benchmark on other sizes has nothing to solve; say so rather than show zero.
        if S::CELLS != 81 {
            self.tell(Tone::Info, Key::BenchNineOnly, &[]);
            return;
        }
        let lang = self.lang;
        let made = In(lang, Duration(figures.micros_per_generated));
        let sixteen = In(lang, Duration(figures.sixteen_wall_us));
        self.tell(
            Tone::Good,
            Key::BenchDone,
            &[
                &figures.micros_per_puzzle,
                &figures.hardest_mean_us,
                &figures.hardest_worst_us,
                &made,
                &sixteen,
                &figures.naive.masks,
            ],
        );
    }
}
