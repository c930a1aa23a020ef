//! The in-app benchmark, a job the app owns, run a frame's slice at a time: the hard 9x9 puzzles
//! of [`puzzles::BENCHMARK`] solved counting to two, then the hardest puzzles of the shared sets
//! ([`puzzles::hardest`]) timed one by one, in their own orientation and then each under
//! [`BENCHMARK_SYMMETRIES`] symmetries ([`hardest_grid`]), then [`BENCHMARK_GENERATED`] minimal 9x9 puzzles
//! generated, then the lesson's naive search timed ([`NaiveBench`]), then the hint asked on each
//! of the hardest puzzles from its givens, sliced as a game's Square slices it ([`hint_slice`]:
//! the worst hint and the longest slice, what could freeze a frame), then
//! [`BENCHMARK_SIXTEEN`] medium 16x16 puzzles made as the menu makes them.
//!
//! It works with the 9x9 editor's solver, lent for the whole run (the editor shows the
//! benchmark's progress on its status line, and any button ends the loan and the run), and for
//! the 16x16 part with the 16x16 editor's solver, borrowed a frame at a time when nothing of that
//! editor's lives in it (else the part is left out). Each part keeps its running totals in its own
//! [`Part`]; the figures of the parts done gather in [`Figures`], shown on the status line and
//! written to [`BENCHMARK_FILE`] (`figures.rs`).

mod figures;

pub use figures::{BENCHMARK_FILE, Figures};

use crate::{
    clock::Clock,
    editor::{
        ASK_ITEMS, Editor, FRAME_BUDGET_US, GENERATE_BUDGET_US, Generation, HINT_ITEMS, Mode,
        NODES_PER_CHUNK, Progress, budget_us, hint_slice,
        notes::no_notes,
        status::{Duration, Tone},
        units_per_chunk,
    },
    generate::Generator,
    grid::Grid,
    lesson::naive_speed::NaiveBench,
    logic::{self, Budget, Level, Search},
    puzzles,
    save::Storage,
    size::{GridSize, Nine, Sixteen},
    solver::{Solver, Status},
    symmetry::Symmetry,
    text::{In, Key},
};

use super::{App, Owned};

/// Puzzles the benchmark generates (minimal, unique, symmetric; seeds 1 to this).
pub const BENCHMARK_GENERATED: u32 = 5;
/// Medium 16x16 puzzles the benchmark makes as the menu does (seeds 1 to this).
pub const BENCHMARK_SIXTEEN: u32 = 1;
/// Symmetries each hardest puzzle is counted under besides its own orientation: a player types
/// a puzzle in any orientation, and the solver's choices depend on it.
pub const BENCHMARK_SYMMETRIES: usize = 10;
/// The seed of those symmetries ([`Symmetry::drawn`]; `make hardest` draws the same by default).
pub const BENCHMARK_SYMMETRY_SEED: u64 = 1;

/// The part of the benchmark running, with its running totals.
// No heap to box a variant into, and the app holds one `Part` at most: its largest variant is
// paid for once, where the parts side by side would pay for all of them.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum Part {
    /// The puzzles of [`puzzles::BENCHMARK`], solved a frame's budget at a time.
    Solving {
        /// The next puzzle.
        next: usize,
        /// Time spent so far.
        spent_us: u64,
    },
    /// The hardest puzzles, each timed alone.
    Hardest {
        /// The next puzzle.
        next: usize,
        /// The time spent on the puzzle being solved, if one is.
        current: Option<u64>,
        /// Time spent on the puzzles done.
        spent_us: u64,
        /// The longest of them in their own orientation: time and index.
        worst: (u64, usize),
        /// The longest of them under a symmetry.
        turned_worst: u64,
    },
    /// Minimal 9x9 puzzles.
    Generating {
        /// Puzzles made.
        made: u32,
        /// Time spent so far.
        spent_us: u64,
        /// The puzzle being made.
        generator: Option<Generator<Nine>>,
    },
    /// The lesson's naive search being timed.
    Naive(NaiveBench<Nine>),
    /// The hint asked on each hardest puzzle from its givens, sliced as a game slices it.
    Hints {
        /// The next puzzle.
        next: usize,
        /// The puzzle whose hint is being looked for: its givens, the search, the slices run
        /// and the time they took.
        current: Option<(Grid<Nine>, Search, u32, u64)>,
        /// The longest hint, all its slices together.
        worst_us: u64,
        /// The longest slice.
        slice_us: u64,
    },
    /// Medium 16x16 puzzles made as the menu makes them.
    Sixteen {
        /// The puzzle being made, and the clock at its start.
        job: Option<(Generation<Sixteen>, u64)>,
        /// Puzzles made, their tries, work, time from start to end and frames.
        made: u32,
        tries: u32,
        work_us: u64,
        wall_us: u64,
        frames: u32,
    },
}

/// What a frame's slice came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slice {
    /// More to do.
    Running,
    /// A button took the solver back: no figure.
    Stopped,
    /// Every part is done.
    Done(Figures),
}

/// A running benchmark.
#[derive(Debug)]
pub(super) struct Benchmark {
    part: Part,
    /// This frame's budget: [`FRAME_BUDGET_US`], less in a frame run at the idle clock (the
    /// press's).
    budget_us: u64,
    /// This frame's budget for making a puzzle, as New puzzle has it: [`GENERATE_BUDGET_US`],
    /// less at the idle clock.
    generate_us: u64,
    /// The figures of the parts done.
    figures: Figures,
}

/// The `n`-th of the hardest puzzles, with its set.
fn hardest(n: usize) -> Option<(&'static str, &'static str)> {
    puzzles::hardest().nth(n)
}

/// The `n`-th puzzle of the benchmark's hardest part, or `None` past the last: the
/// [`puzzles::HARDEST_COUNT`] hardest puzzles as written, then each in turn under
/// [`BENCHMARK_SYMMETRIES`] symmetries, the `k`-th of these under the `k`-th of
/// [`Symmetry::drawn`] from [`BENCHMARK_SYMMETRY_SEED`] (as `make hardest` counts them). An `Err`
/// for a puzzle that does not read.
pub(crate) fn hardest_grid(n: usize) -> Option<Result<Grid<Nine>, ()>> {
    let count = puzzles::HARDEST_COUNT;
    let (puzzle, turned) = match n.checked_sub(count) {
        None => (n, None),
        Some(k) if k < count * BENCHMARK_SYMMETRIES => (k / BENCHMARK_SYMMETRIES, Some(k)),
        Some(_) => return None,
    };
    let (_, line) = hardest(puzzle)?;
    Some(
        Grid::<Nine>::from_line(line)
            .map_err(|_| ())
            .map(|grid| match turned {
                Some(k) => Symmetry::drawn(BENCHMARK_SYMMETRY_SEED, k as u64).apply(&grid),
                None => grid,
            }),
    )
}

impl Benchmark {
    /// A benchmark at its start.
    fn new() -> Self {
        Benchmark {
            part: Part::Solving {
                next: 0,
                spent_us: 0,
            },
            figures: Figures::default(),
            budget_us: FRAME_BUDGET_US,
            generate_us: GENERATE_BUDGET_US,
        }
    }

    /// A frame's slice: the 9x9 part at hand with the solver `nine` lends, then (once there) the
    /// 16x16 part with the solver of `sixteen` if it has one to spare.
    fn tick(
        &mut self,
        nine: &mut Editor<Nine>,
        sixteen: &mut Editor<Sixteen>,
        clock: &mut impl Clock,
    ) -> Slice {
        let Some(solver) = nine.lent_solver() else {
            return Slice::Stopped;
        };
        let frame_start = clock.now_us();
        let ran = match self.part {
            Part::Solving { .. } => self.solving(solver, clock, frame_start),
            Part::Hardest { .. } => self.hardest(solver, clock, frame_start),
            Part::Generating { .. } => self.generating(solver, clock, frame_start),
            Part::Naive(_) => self.naive(clock, frame_start),
            Part::Hints { .. } => self.hints(clock, frame_start),
            Part::Sixteen { .. } => false,
        };
        if ran {
            self.say_progress(nine);
        }
        if !matches!(self.part, Part::Sixteen { .. }) {
            return Slice::Running;
        }
        match self.sixteen(sixteen.spare_solver(), clock) {
            Some(moved) => {
                if moved {
                    self.say_progress(nine);
                }
                Slice::Running
            }
            None => Slice::Done(self.figures),
        }
    }

    /// Solves benchmark puzzles for a frame's budget: whole slices are timed, not single puzzles
    /// (a clock that moves in coarse steps would round each short solve to a step).
    fn solving(&mut self, solver: &mut Solver<Nine>, clock: &mut impl Clock, start: u64) -> bool {
        let Part::Solving { next, spent_us } = &mut self.part else {
            return false;
        };
        let total = puzzles::BENCHMARK.len();
        let mut now = start;
        while *next < total && now - start < self.budget_us {
            if let Ok(grid) = Grid::<Nine>::from_line(puzzles::BENCHMARK[*next])
                && solver.load(&grid, 2).is_ok()
            {
                solver.run();
            }
            *next += 1;
            now = clock.now_us();
        }
        *spent_us += now - start;
        if *next == total {
            self.figures.puzzles = total as u32;
            self.figures.micros_per_puzzle = *spent_us / total as u64;
            self.part = Part::Hardest {
                next: 0,
                current: None,
                spent_us: 0,
                worst: (0, 0),
                turned_worst: 0,
            };
        }
        true
    }

    /// Solves the hardest puzzles one at a time for a frame's budget, each timed alone and
    /// [`NODES_PER_CHUNK`] search nodes at a time (the slowest takes most of a frame on the PSP:
    /// one frame's slice would overrun the frame).
    fn hardest(&mut self, solver: &mut Solver<Nine>, clock: &mut impl Clock, start: u64) -> bool {
        let Part::Hardest {
            next,
            current,
            spent_us,
            worst,
            turned_worst,
        } = &mut self.part
        else {
            return false;
        };
        while clock.now_us() - start < self.budget_us {
            let (from, running) = match current {
                Some(_) => {
                    let from = clock.now_us();
                    (from, solver.step(NODES_PER_CHUNK) == Status::Running)
                }
                None => {
                    let Some(grid) = hardest_grid(*next) else {
                        let done = (*next).clamp(1, puzzles::HARDEST_COUNT) as u64;
                        let (set, line) = hardest(worst.1).unwrap_or(("", ""));
                        let f = &mut self.figures;
                        f.hardest = (*next).min(puzzles::HARDEST_COUNT) as u32;
                        f.symmetries = BENCHMARK_SYMMETRIES as u32;
                        f.symmetries_worst_us = *turned_worst;
                        f.hardest_mean_us = *spent_us / done;
                        (f.hardest_worst_us, f.worst_index) = *worst;
                        (f.worst_set, f.worst_line) = (set, line);
                        self.part = Part::Generating {
                            made: 0,
                            spent_us: 0,
                            generator: None,
                        };
                        return true;
                    };
                    let from = clock.now_us();
                    let loaded = grid.is_ok_and(|grid| solver.load(&grid, 2).is_ok());
                    *current = Some(0);
                    (from, loaded)
                }
            };
            let took = current.unwrap_or(0) + clock.now_us() - from;
            *current = Some(took);
            if running {
                continue;
            }
            *current = None;
            if *next >= puzzles::HARDEST_COUNT {
                *turned_worst = (*turned_worst).max(took);
            } else {
                *spent_us += took;
                if took > worst.0 {
                    *worst = (took, *next);
                }
            }
            *next += 1;
        }
        true
    }

    /// Generates minimal 9x9 puzzles for a frame's budget.
    fn generating(
        &mut self,
        solver: &mut Solver<Nine>,
        clock: &mut impl Clock,
        start: u64,
    ) -> bool {
        let Part::Generating {
            made,
            spent_us,
            generator,
        } = &mut self.part
        else {
            return false;
        };
        while *made < BENCHMARK_GENERATED && clock.now_us() - start < self.budget_us {
            let seed = u64::from(*made) + 1;
            let job = generator.get_or_insert_with(|| Generator::new(seed, true));
            let from = clock.now_us();
            let done = job.step(solver, units_per_chunk::<Nine>(), |_| true);
            *spent_us += clock.now_us() - from;
            if done {
                *generator = None;
                *made += 1;
            }
        }
        if *made == BENCHMARK_GENERATED {
            self.figures.generated = BENCHMARK_GENERATED;
            self.figures.micros_per_generated = *spent_us / u64::from(BENCHMARK_GENERATED);
            self.part = Part::Naive(NaiveBench::new());
        }
        true
    }

    /// Times the lesson's naive search for what is left of the frame's budget.
    fn naive(&mut self, clock: &mut impl Clock, start: u64) -> bool {
        let Part::Naive(bench) = &mut self.part else {
            return false;
        };
        let left = self.budget_us.saturating_sub(clock.now_us() - start);
        if let Some(speed) = bench.step(clock, left) {
            self.figures.naive = speed;
            self.part = Part::Hints {
                next: 0,
                current: None,
                worst_us: 0,
                slice_us: 0,
            };
        }
        true
    }

    /// Asks the hint on the hardest puzzles for a frame's budget, each from its givens as a
    /// game starts (no notes yet, its solution known), one slice at a time as the editor runs
    /// it: the ask's [`ASK_ITEMS`] items, then slices of [`HINT_ITEMS`], each timed.
    fn hints(&mut self, clock: &mut impl Clock, start: u64) -> bool {
        let Part::Hints {
            next,
            current,
            worst_us,
            slice_us,
        } = &mut self.part
        else {
            return false;
        };
        let notes = no_notes::<Nine>();
        while clock.now_us() - start < self.budget_us {
            if *next >= puzzles::HARDEST_COUNT {
                let f = &mut self.figures;
                f.hints = puzzles::HARDEST_COUNT as u32;
                (f.hint_worst_us, f.hint_slice_us) = (*worst_us, *slice_us);
                self.part = Part::Sixteen {
                    job: None,
                    made: 0,
                    tries: 0,
                    work_us: 0,
                    wall_us: 0,
                    frames: 0,
                };
                return true;
            }
            let (grid, search, slices, spent_us) = match current {
                Some(current) => current,
                None => match hardest_grid(*next) {
                    Some(Ok(grid)) => current.insert((grid, Search::new(), 0, 0)),
                    _ => {
                        *next += 1;
                        continue;
                    }
                },
            };
            let items = if *slices == 0 { ASK_ITEMS } else { HINT_ITEMS };
            let from = clock.now_us();
            let progress = hint_slice(search, grid, Some(&notes), true, &mut Budget::new(items));
            let took = clock.now_us() - from;
            *slices += 1;
            *spent_us += took;
            *slice_us = (*slice_us).max(took);
            if let logic::Progress::Done(_) = progress {
                *worst_us = (*worst_us).max(*spent_us);
                *current = None;
                *next += 1;
            }
            // Another slice as long as the longest would pass the budget: the next frame takes
            // it (an 8.8 ms slice after 10 ms of others made a frame of 19.5 ms in PPSSPP).
            if clock.now_us() - start + *slice_us >= self.budget_us {
                break;
            }
        }
        true
    }

    /// A frame's slice of the 16x16 part with `solver`, the 16x16 editor's if it has one to
    /// spare (else the part is left out): `Some(moved)` while puzzles are still to make, `moved`
    /// when the progress shown has moved; `None` once the part is over.
    fn sixteen(
        &mut self,
        solver: Option<&mut Solver<Sixteen>>,
        clock: &mut impl Clock,
    ) -> Option<bool> {
        let Part::Sixteen {
            job,
            made,
            tries,
            work_us,
            wall_us,
            frames,
        } = &mut self.part
        else {
            return None;
        };
        if let Some(solver) = solver
            && *made < BENCHMARK_SIXTEEN
        {
            let (generation, since) = job.get_or_insert_with(|| {
                let seed = u64::from(*made) + 1;
                (
                    Generation::new(Mode::Edit, seed, Level::Medium),
                    clock.now_us(),
                )
            });
            *frames += 1;
            let progress = generation.work(solver, clock, self.generate_us);
            // The screen changes as a new puzzle's does: when the progress shown moves.
            let moved = generation.progress_moved();
            if let Progress::Done(..) = progress {
                *made += 1;
                *tries += generation.attempt();
                *work_us += generation.spent_us();
                *wall_us += clock.now_us() - *since;
                *job = None;
            }
            if *made < BENCHMARK_SIXTEEN {
                return Some(moved);
            }
        }
        let per = u64::from((*made).max(1));
        let f = &mut self.figures;
        f.sixteen = *made;
        f.sixteen_tries = *tries;
        f.sixteen_work_us = *work_us / per;
        f.sixteen_wall_us = *wall_us / per;
        f.sixteen_frames = (u64::from(*frames) / per) as u32;
        None
    }

    /// The status line while the benchmark runs; the screen is redrawn only when it changes (a
    /// redraw costs the PSP some milliseconds, and PPSSPP far more).
    fn say_progress(&self, nine: &mut Editor<Nine>) {
        let all = puzzles::BENCHMARK.len();
        let (key, args): (Key, &[&dyn core::fmt::Display]) = match &self.part {
            Part::Solving { next, .. } => (Key::BenchSolving, &[next, &all]),
            Part::Hardest { next, .. } => (
                Key::BenchHardest,
                &[
                    &(next / 10 * 10),
                    &(puzzles::HARDEST_COUNT * (1 + BENCHMARK_SYMMETRIES)),
                ],
            ),
            Part::Generating { made, .. } => (Key::BenchGenerating, &[made, &BENCHMARK_GENERATED]),
            Part::Naive(_) => (Key::BenchNaive, &[]),
            Part::Hints { next, .. } => (
                Key::BenchHints,
                &[&(next / 10 * 10), &puzzles::HARDEST_COUNT],
            ),
            Part::Sixteen { job, made, .. } => {
                let percent = job
                    .as_ref()
                    .map_or(0, |(generation, _)| generation.percent() / 10 * 10);
                return nine.show_progress(
                    Tone::Info,
                    Key::BenchSixteen,
                    &[&(made + 1), &BENCHMARK_SIXTEEN, &percent],
                );
            }
        };
        nine.show_progress(Tone::Info, key, args);
    }
}

impl<St: Storage> App<St> {
    /// Starts the benchmark on the 9x9 editor, brought in front, its solver lent.
    pub(super) fn start_benchmark(&mut self) {
        self.switch_to(GridSize::Nine);
        let (nine, _) = self.editors.nine_and_sixteen();
        if nine.lend_solver() {
            self.owned = Owned::Benchmark(Benchmark::new());
            self.tell(Tone::Info, Key::BenchStart, &[&puzzles::BENCHMARK.len()]);
        }
    }

    /// The benchmark's slice of this frame, if it runs; its figures once done, on the status
    /// line and in [`BENCHMARK_FILE`].
    pub(super) fn tick_benchmark(&mut self, clock: &mut impl Clock) {
        let lang = self.lang();
        let Owned::Benchmark(job) = &mut self.owned else {
            return;
        };
        job.budget_us = budget_us(FRAME_BUDGET_US, self.time.idle_clock);
        job.generate_us = budget_us(GENERATE_BUDGET_US, self.time.idle_clock);
        let (nine, sixteen) = self.editors.nine_and_sixteen();
        let figures = match job.tick(nine, sixteen, clock) {
            Slice::Running => return,
            Slice::Stopped => {
                self.owned = Owned::Nothing;
                return;
            }
            Slice::Done(figures) => figures,
        };
        self.owned = Owned::Nothing;
        nine.end_loan();
        let made = In(lang, Duration(figures.micros_per_generated));
        let sixteen = In(lang, Duration(figures.sixteen_wall_us));
        nine.notify_key(
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
        self.write_benchmark(&figures);
    }
}

#[cfg(test)]
mod tests;
