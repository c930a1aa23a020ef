//! The benchmark job: its parts over frames, its figures, its progress on the 9x9 editor's
//! status line, a button stopping it, the 16x16 editor's solver borrowed only when spare.

use super::*;
use crate::{
    clock::FakeClock,
    editor::Mode,
    pad::Buttons,
    preferences::Preferences,
    test_support::{CLASSROOM, Driven, said, says},
    text::Lang,
};
use std::{
    boxed::Box,
    format,
    string::{String, ToString},
    vec::Vec,
};

/// The job with its two editors, the 9x9 one's solver lent.
struct Run {
    job: Benchmark,
    nine: Driven<Nine>,
    sixteen: Driven<Sixteen>,
}

impl Run {
    fn new() -> Box<Self> {
        let mut run = Box::new(Run {
            job: Benchmark::new(),
            nine: Driven::new(),
            sixteen: Driven::new(),
        });
        assert!(run.nine.lend_solver());
        run
    }

    /// One frame: the editor's tick, then the job's slice.
    fn frame(&mut self, clock: &mut FakeClock) -> Slice {
        self.nine.tick(clock);
        self.job.tick(&mut self.nine, &mut self.sixteen, clock)
    }

    /// Frames until the job is no longer running, `frames` at most.
    fn finish(&mut self, clock: &mut FakeClock, frames: usize) -> Slice {
        for _ in 0..frames {
            let slice = self.frame(clock);
            if slice != Slice::Running {
                return slice;
            }
        }
        Slice::Running
    }
}

#[test]
fn the_benchmark_counts_the_hardest_puzzles_as_written_then_under_symmetries() {
    use crate::symmetry::Symmetry;
    let count = puzzles::HARDEST_COUNT;
    let lines: Vec<&str> = puzzles::hardest().map(|(_, line)| line).collect();
    for (n, line) in lines.iter().enumerate() {
        assert_eq!(hardest_grid(n).unwrap().unwrap().to_string(), *line);
    }
    for k in 0..count * BENCHMARK_SYMMETRIES {
        let own = Grid::<Nine>::from_line(lines[k / BENCHMARK_SYMMETRIES]).unwrap();
        let turned = Symmetry::drawn(BENCHMARK_SYMMETRY_SEED, k as u64).apply(&own);
        assert_eq!(hardest_grid(count + k).unwrap().unwrap(), turned, "{k}");
    }
    assert_eq!(hardest_grid(count * (1 + BENCHMARK_SYMMETRIES)), None);
}

#[test]
fn the_benchmark_runs_over_frames_and_reports_its_figures() {
    let mut run = Run::new();
    assert_eq!(run.nine.mode(), Mode::Benchmark);
    assert!(run.nine.is_busy());
    // Each reading moves the clock 1 ms: some puzzles per frame, never all at once.
    let mut clock = FakeClock::stepping(1_000);
    assert_eq!(run.frame(&mut clock), Slice::Running);
    let status = |run: &Run| run.nine.status().clone();
    assert_eq!(said(&status(&run)), (Key::BenchSolving, Tone::Info));
    let (mut frames, mut sixteen_frames, mut redraws, mut naive_frames) = (0, 0, 0, 0);
    // Generating runs a slice per frame too: its progress shows over several frames, and it
    // takes from the start of the first of them to the end of the frame after the last.
    let (mut generating_frames, mut hints_frames) = (0, 0);
    let (mut generating_from, mut generating_until) = (None, None);
    let f = loop {
        assert!(frames < 100_000, "the benchmark ends");
        let (revision, before) = (run.nine.revision(), status(&run));
        let frame_start = clock.now;
        let making = before.key() == Key::BenchSixteen;
        naive_frames += usize::from(before.key() == Key::BenchNaive);
        hints_frames += usize::from(before.key() == Key::BenchHints);
        let slice = run.frame(&mut clock);
        if status(&run).key() == Key::BenchGenerating {
            generating_frames += 1;
            generating_from.get_or_insert(frame_start);
        } else if generating_from.is_some() {
            generating_until.get_or_insert(clock.now);
        }
        frames += 1;
        if let Slice::Done(figures) = slice {
            break figures;
        }
        // The screen is redrawn when, and only when, the status line changes.
        assert_eq!(
            run.nine.revision() != revision,
            status(&run) != before,
            "frame {frames}: {before:?} then {:?}",
            status(&run)
        );
        if making {
            sixteen_frames += 1;
            redraws += usize::from(run.nine.revision() != revision);
        }
    };
    // The naive search's many frames show one status: the screen is drawn once for them.
    assert!(naive_frames > 10, "{naive_frames}");
    // While the 16x16 puzzles are made the screen changes as their progress moves, by tenths.
    assert!(
        sixteen_frames > 20 && redraws * 2 < sixteen_frames,
        "{redraws} redraws in {sixteen_frames} frames"
    );
    assert!(generating_frames >= 2, "{generating_frames} frames");
    let generating_us = generating_until.unwrap() - generating_from.unwrap();
    let total = puzzles::BENCHMARK.len() as u32;
    // The 23 puzzles: two readings a puzzle, a millisecond apart.
    assert_eq!(
        (f.puzzles, f.micros_per_puzzle, f.generated),
        (total, 1_000, BENCHMARK_GENERATED)
    );
    // The hardest: a millisecond for the load and one for each slice of search nodes; the first
    // of the longest is the worst.
    let mut solver = Box::new(Solver::<Nine>::new(&Grid::empty(), 2).unwrap());
    let times: Vec<u64> = puzzles::hardest()
        .map(|(_, line)| {
            solver.load(&Grid::from_line(line).unwrap(), 2).unwrap();
            let mut slices = 1;
            while solver.step(NODES_PER_CHUNK) == Status::Running {
                slices += 1;
            }
            1_000 * (1 + slices)
        })
        .collect();
    let worst = *times.iter().max().unwrap();
    let worst_index = times.iter().position(|&t| t == worst).unwrap();
    assert_eq!(
        (
            f.hardest,
            f.hardest_mean_us,
            f.hardest_worst_us,
            f.worst_index
        ),
        (
            puzzles::HARDEST_COUNT as u32,
            times.iter().sum::<u64>() / times.len() as u64,
            worst,
            worst_index
        )
    );
    let (set, line) = puzzles::hardest().nth(worst_index).unwrap();
    assert_eq!((f.worst_set, f.worst_line), (set, line));
    // Then each under the symmetries, timed the same way: the worst of those.
    let turned_worst = (puzzles::HARDEST_COUNT..)
        .map_while(hardest_grid)
        .map(|grid| {
            solver.load(&grid.unwrap(), 2).unwrap();
            let mut slices = 1;
            while solver.step(NODES_PER_CHUNK) == Status::Running {
                slices += 1;
            }
            1_000 * (1 + slices)
        })
        .max()
        .unwrap();
    assert_eq!(
        (f.symmetries, f.symmetries_worst_us),
        (BENCHMARK_SYMMETRIES as u32, turned_worst)
    );
    assert!(
        f.micros_per_generated >= 10_000,
        "generating takes many steps of two readings: {}",
        f.micros_per_generated
    );
    assert_eq!(f.sixteen, BENCHMARK_SIXTEEN);
    assert!(f.sixteen_tries >= BENCHMARK_SIXTEEN);
    assert!(
        f.sixteen_wall_us > f.sixteen_work_us && f.sixteen_work_us >= 10_000,
        "{f:?}"
    );
    assert!(f.sixteen_frames > 0, "{f:?}");
    assert!(
        f.micros_per_generated * u64::from(f.generated) <= generating_us,
        "{} us per puzzle made, {generating_us} us generating in all",
        f.micros_per_generated
    );
    assert!(f.naive.masks > 0 && f.naive.scans > 0, "{f:?}");
    // The hint on each hardest puzzle from its givens, sliced as a game's Square slices it: a
    // millisecond a slice (two readings), the worst the most slices.
    let notes = crate::editor::notes::no_notes::<Nine>();
    let most_slices = puzzles::hardest()
        .map(|(_, line)| {
            let grid = Grid::<Nine>::from_line(line).unwrap();
            let mut search = Search::new();
            let mut slices = 0;
            loop {
                let items = if slices == 0 { ASK_ITEMS } else { HINT_ITEMS };
                slices += 1;
                let mut budget = Budget::new(items);
                if let logic::Progress::Done(hint) =
                    hint_slice(&mut search, &grid, Some(&notes), true, &mut budget)
                {
                    // A step, or on the hardest of all only guessing: every technique tried.
                    assert!(
                        matches!(
                            hint,
                            logic::Hint::Deduction(_) | logic::Hint::OnlyGuessing(_)
                        ),
                        "{hint:?}"
                    );
                    break slices;
                }
            }
        })
        .max()
        .unwrap();
    assert_eq!(
        (f.hints, f.hint_worst_us, f.hint_slice_us),
        (puzzles::HARDEST_COUNT as u32, 1_000 * most_slices, 1_000)
    );
    assert!(hints_frames > 0, "the hints' progress shows");
    assert!(
        run.nine.grid().is_empty(),
        "the benchmark leaves the grid alone"
    );
    assert!(
        run.sixteen.grid().is_empty() && run.sixteen.mode() == Mode::Edit,
        "and the 16x16 editor's"
    );
}

/// The numbers of `line`, in order.
fn numbers_of(line: &str) -> Vec<u64> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect()
}

#[test]
fn any_button_stops_the_benchmark_with_no_figure() {
    let mut run = Run::new();
    let mut clock = FakeClock::stepping(1_000);
    assert_eq!(run.frame(&mut clock), Slice::Running);
    run.nine.press(Buttons::CROSS);
    assert_eq!(run.nine.mode(), Mode::Edit);
    assert!(!run.nine.is_busy());
    assert_eq!(said(run.nine.status()), (Key::BenchStopped, Tone::Info));
    assert_eq!(
        run.frame(&mut clock),
        Slice::Stopped,
        "no figure after a stop"
    );
    assert!(run.nine.grid().is_empty());
}

#[test]
fn the_16x16_part_of_the_benchmark_shows_its_progress_in_tenths() {
    let mut run = Run::new();
    let mut clock = FakeClock::stepping(1_000);
    let mut shown = Vec::new();
    for _ in 0..100_000 {
        if run.frame(&mut clock) != Slice::Running {
            break;
        }
        let status = run.nine.status().clone();
        if status.key() == Key::BenchSixteen {
            shown.push(status);
        }
    }
    assert!(!shown.is_empty(), "the 16x16 part showed its progress");
    let tenths: Vec<_> = (0..=10u32)
        .map(|tenth| {
            let percent = tenth * 10;
            says(
                Tone::Info,
                Key::BenchSixteen,
                &[&1, &BENCHMARK_SIXTEEN, &percent],
            )
        })
        .collect();
    assert!(shown.iter().all(|s| tenths.contains(s)), "{shown:?}");
}

#[test]
fn a_16x16_editor_at_work_or_in_a_lesson_keeps_its_solver_and_the_part_is_left_out() {
    let mut clock = FakeClock::stepping(1_000);
    let prefs = Preferences::default();
    for in_lesson in [false, true] {
        let mut run = Run::new();
        if in_lesson {
            run.sixteen.start_lesson();
            assert_eq!(run.sixteen.mode(), Mode::Lesson);
        } else {
            run.sixteen.start_generate(1, crate::logic::Level::Easy);
            assert!(run.sixteen.is_busy());
        }
        let Slice::Done(f) = run.finish(&mut clock, 100_000) else {
            panic!("the benchmark ends");
        };
        assert_eq!(f.sixteen, 0, "in a lesson: {in_lesson}");
        assert_eq!(f.puzzles, puzzles::BENCHMARK.len() as u32);
        let mode = run.sixteen.mode();
        assert!(
            mode == Mode::Lesson || mode == Mode::Generate,
            "the 16x16 editor is left alone: {mode:?}"
        );
        if in_lesson {
            // Its lesson goes on from where it was: a step of its own.
            run.sixteen.press(Buttons::SQUARE);
            run.sixteen.editor.tick(&mut clock, &prefs);
            assert!(run.sixteen.lesson().is_some());
        }
    }
}

#[test]
fn the_app_runs_the_benchmark_on_9x9_and_writes_its_figures() {
    use crate::{
        app::menu::Item,
        format::AnyGrid,
        test_support::{fresh_app, menu_to},
    };
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1_000);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    // From the 16x16 grid, the benchmark brings the 9x9 one in front.
    menu_to(&mut app, &mut clock, Item::Size);
    app.frame(Buttons::RIGHT, Buttons::RIGHT, &mut clock);
    assert_eq!(app.active(), GridSize::Sixteen);
    app.frame(Buttons::START, Buttons::START, &mut clock);
    menu_to(&mut app, &mut clock, Item::Benchmark);
    app.frame(Buttons::CROSS, Buttons::CROSS, &mut clock);
    assert_eq!(app.active(), GridSize::Nine);
    assert_eq!(app.editors().nine().mode(), Mode::Benchmark);
    assert!(app.is_busy());
    for _ in 0..100_000 {
        if !app.is_busy() {
            break;
        }
        app.frame(Buttons::NONE, Buttons::NONE, &mut clock);
    }
    assert_eq!(app.editors().nine().mode(), Mode::Edit);
    assert_eq!(
        said(app.editors().nine().status()),
        (Key::BenchDone, Tone::Good)
    );
    let file = String::from_utf8(app.storage().file(BENCHMARK_FILE).unwrap().to_vec()).unwrap();
    let lines: Vec<&str> = file.lines().collect();
    assert_eq!(lines.len(), 8, "{file}");
    // The hint's line comes last: `hint: W us worst, longest slice S us (50 puzzles)`.
    let hint = numbers_of(lines[7]);
    assert_eq!(
        lines[7],
        format!(
            "hint: {} us worst, longest slice {} us ({} puzzles)",
            hint[0],
            hint[1],
            puzzles::HARDEST_COUNT
        )
    );
    assert!(hint[0] >= hint[1] && hint[1] > 0, "{file}");
    // The first three lines keep their form for good: other checks read them.
    // `naive search: N placements per second with bit masks, M with scans (worst case)`.
    let naive: Vec<&str> = lines[2].split(' ').collect();
    assert_eq!(naive.len(), 14, "{file}");
    let [masks, scans] = [naive[2], naive[9]].map(|n| n.parse::<u64>().unwrap());
    assert!(masks > 0 && scans > 0, "{file}");
    // The screen shows the file's figures.
    let numbers = |line: &str| -> Vec<u64> {
        line.split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse().ok())
            .collect()
    };
    let (solving, generating) = (numbers(lines[0]), numbers(lines[1]));
    let (hardest, sixteen) = (numbers(lines[3]), numbers(lines[6]));
    let made = In(Lang::En, Duration(generating[0]));
    let waited = In(Lang::En, Duration(sixteen[3]));
    assert_eq!(
        *app.editors().nine().status(),
        says(
            Tone::Good,
            Key::BenchDone,
            &[
                &solving[0],
                &hardest[0],
                &hardest[1],
                &made,
                &waited,
                &masks
            ]
        )
    );
    assert_eq!(
        lines[2],
        format!(
            "naive search: {masks} placements per second with bit masks, {scans} with scans (worst case)"
        )
    );
    assert!(
        lines[0].starts_with("in-app benchmark: ")
            && lines[0].ends_with(" us per puzzle (23 puzzles, counting to 2)"),
        "{file}"
    );
    assert!(
        lines[1].starts_with("generating: ")
            && lines[1].ends_with(" us per 9x9 puzzle (5 puzzles)"),
        "{file}"
    );
    assert!(
        lines[3].starts_with("hardest: ")
            && lines[3].ends_with(" us worst (50 puzzles, counting to 2)"),
        "{file}"
    );
    let worst = lines[4].rsplit(' ').next().unwrap();
    assert!(
        lines[4].starts_with("worst puzzle: no. ")
            && crate::puzzles::hardest()
                .any(|(set, line)| line == worst && lines[4].ends_with(&format!(", {set} {line}"))),
        "{file}"
    );
    let under: Vec<&str> = lines[5].split(' ').collect();
    assert_eq!(
        lines[5],
        format!(
            "hardest under symmetries: {} us worst (50 puzzles x 10 symmetries, counting to 2)",
            under[3].parse::<u64>().unwrap()
        ),
        "{file}"
    );
    assert!(
        lines[6].starts_with("generating 16x16: ")
            && lines[6].contains(" us per medium puzzle, ")
            && lines[6].ends_with(" (1 puzzle, 1 try)"),
        "{file}"
    );
    assert_eq!(
        app.editors().nine().grid().to_string(),
        CLASSROOM,
        "the grid as it was"
    );
}

/// A clock whose hint slices take the times given: each slice's loop reads it four times (the
/// frame's check, the slice's start and end, the stop's check), and time passes only inside the
/// slice. Past the script it stands still.
struct Slices {
    readings: Vec<u64>,
    next: usize,
}

impl Slices {
    fn new(start: u64, durations: &[u64]) -> Self {
        let mut readings = Vec::new();
        let mut now = start;
        for &d in durations {
            readings.extend([now, now, now + d, now + d]);
            now += d;
        }
        Slices { readings, next: 0 }
    }
}

impl Clock for Slices {
    fn now_us(&mut self) -> u64 {
        let now = self.readings[self.next.min(self.readings.len() - 1)];
        self.next += 1;
        now
    }
}

/// The hint slices one frame of the benchmark runs, with a budget of 10 ms from `start`: the
/// clock's readings tell (four a slice; a frame ended by its own check would read once more).
fn hint_slices_in_a_frame(start: u64, durations: &[u64]) -> usize {
    let mut job = Benchmark::new();
    job.budget_us = 10_000;
    job.part = Part::Hints {
        next: 0,
        current: None,
        worst_us: 0,
        slice_us: 0,
    };
    let mut clock = Slices::new(start, durations);
    assert!(job.hints(&mut clock, start));
    assert!(matches!(job.part, Part::Hints { .. }));
    assert_eq!(clock.next % 4, 0, "the frame ends at the stop's check");
    clock.next / 4
}

#[test]
fn a_hint_slice_starts_only_if_one_as_long_as_the_longest_fits_in_the_frame() {
    // Slices of 1 ms: the ninth ends at 9 ms, and another would end at the budget.
    assert_eq!(hint_slices_in_a_frame(1_000_000, &[1_000; 20]), 9);
    // A slice of 6 ms: another as long would pass 10 ms, so the frame ends after it.
    assert_eq!(hint_slices_in_a_frame(1_000_000, &[6_000; 20]), 1);
    // A long slice after short ones ends the frame too.
    assert_eq!(
        hint_slices_in_a_frame(1_000_000, &[1_000, 1_000, 5_000, 1_000, 1_000]),
        3
    );
}
