//! `make bench`: microseconds per puzzle for our solver, the `sudoku` crate (a
//! JCZSolve port) and the tutorial's naive backtracker, on every puzzle set.
//!
//! Figures, never pass/fail: each measurement is the best of several rounds,
//! ours and theirs interleaved in the same process, so the ratios hold up on
//! a busy machine. Set `PUZZLES` to another folder of puzzle files, `SET` to
//! a part of a set's name to run that set alone, `NO_NAIVE` to skip the naive
//! backtracker.

use std::{
    fs,
    hint::black_box,
    path::PathBuf,
    time::{Duration, Instant},
};

mod sets;

use sudoku_core::{Grid, Nine, solver::Solver};

/// Wall-clock budget for the naive backtracker on one set.
const NAIVE_BUDGET: Duration = Duration::from_secs(8);
/// Node budget for one naive search (a few seconds), past which the puzzle counts as unfinished.
const NAIVE_NODES: u64 = 400_000_000;

/// The seed tutorial's backtracker: cells in row order, each try scanning the row, column and box.
struct Naive {
    cells: [u8; 81],
    nodes: u64,
}

impl Naive {
    fn allowed(&self, index: usize, digit: u8) -> bool {
        let (row, col) = (index / 9, index % 9);
        let (top, left) = (row / 3 * 3, col / 3 * 3);
        (0..9).all(|i| {
            self.cells[row * 9 + i] != digit
                && self.cells[i * 9 + col] != digit
                && self.cells[(top + i / 3) * 9 + left + i % 3] != digit
        })
    }

    /// Solves from cell `index` on; `None` when the node budget runs out.
    fn solve(&mut self, index: usize) -> Option<bool> {
        if index == 81 {
            return Some(true);
        }
        if self.cells[index] != 0 {
            return self.solve(index + 1);
        }
        for digit in 1..=9 {
            self.nodes += 1;
            if self.nodes > NAIVE_NODES {
                return None;
            }
            if self.allowed(index, digit) {
                self.cells[index] = digit;
                if self.solve(index + 1)? {
                    return Some(true);
                }
            }
        }
        self.cells[index] = 0;
        Some(false)
    }
}

/// One puzzle set, parsed for every solver.
struct Set {
    name: String,
    ours: Vec<Grid<Nine>>,
    theirs: Vec<sudoku::Sudoku>,
    cells: Vec<[u8; 81]>,
}

fn load(path: &PathBuf) -> Set {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines: Vec<&str> = sudoku_core::format::puzzle_lines(&text)
        .map(|(_, line)| line.trim_end())
        .collect();
    let ours = lines
        .iter()
        .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    let theirs = lines
        .iter()
        .map(|l| sudoku::Sudoku::from_str_line(l).expect("the crate reads the line"))
        .collect();
    let cells = lines
        .iter()
        .map(|l| {
            let mut cells = [0u8; 81];
            for (cell, c) in cells.iter_mut().zip(l.bytes()) {
                *cell = if c.is_ascii_digit() { c - b'0' } else { 0 };
            }
            cells
        })
        .collect();
    let name = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    Set {
        name,
        ours,
        theirs,
        cells,
    }
}

/// Microseconds per puzzle of one pass of `run` over `n` puzzles.
fn per_puzzle(n: usize, run: impl FnOnce()) -> f64 {
    let start = Instant::now();
    run();
    start.elapsed().as_secs_f64() * 1e6 / n as f64
}

/// Results of one set, microseconds per puzzle.
#[derive(Default)]
struct Figures {
    ours_first: f64,
    ours_count: f64,
    theirs_first: f64,
    theirs_count: f64,
    worst_count: f64,
    guesses: f64,
    naive: Option<(f64, usize)>,
    disagreements: usize,
}

fn measure(set: &Set, solver: &mut Solver<Nine>) -> Figures {
    let n = set.ours.len();
    let mut f = Figures {
        ours_first: f64::MAX,
        ours_count: f64::MAX,
        theirs_first: f64::MAX,
        theirs_count: f64::MAX,
        ..Default::default()
    };
    // Agreement, guesses and the worst puzzle, in one pass that is not timed as a whole.
    let mut guesses = 0u64;
    for (grid, sudoku) in set.ours.iter().zip(&set.theirs) {
        let start = Instant::now();
        solver.load(grid, 2).expect("puzzle sets have no conflicts");
        solver.run();
        f.worst_count = f.worst_count.max(start.elapsed().as_secs_f64() * 1e6);
        guesses += u64::from(solver.stats().guesses);
        if solver.solution_count() as usize != sudoku.solutions_count_up_to(2) {
            f.disagreements += 1;
        }
    }
    f.guesses = guesses as f64 / n as f64;
    // Best of several interleaved rounds (fewer on the big sets).
    let rounds = if n > 20_000 { 2 } else { 5 };
    for _ in 0..rounds {
        for limit in [1, 2] {
            let ours = per_puzzle(n, || {
                for grid in &set.ours {
                    solver.load(grid, limit).expect("no conflicts");
                    black_box(solver.run());
                }
            });
            let theirs = per_puzzle(n, || {
                for sudoku in &set.theirs {
                    if limit == 1 {
                        black_box(sudoku.some_solution());
                    } else {
                        black_box(sudoku.solutions_count_up_to(2));
                    }
                }
            });
            let (o, t) = if limit == 1 {
                (&mut f.ours_first, &mut f.theirs_first)
            } else {
                (&mut f.ours_count, &mut f.theirs_count)
            };
            *o = o.min(ours);
            *t = t.min(theirs);
        }
    }
    // The naive backtracker on a spread sample, as long as the budget lasts.
    let start = Instant::now();
    let (mut done, mut total) = (0, Duration::ZERO);
    let step = (n / 200).max(1);
    let budget = if std::env::var_os("NO_NAIVE").is_some() {
        Duration::ZERO
    } else {
        NAIVE_BUDGET
    };
    for cells in set.cells.iter().step_by(step) {
        if start.elapsed() >= budget {
            break;
        }
        let mut naive = Naive {
            cells: *cells,
            nodes: 0,
        };
        let t = Instant::now();
        if naive.solve(0).is_some() {
            total += t.elapsed();
            done += 1;
        }
    }
    if done > 0 {
        f.naive = Some((total.as_secs_f64() * 1e6 / done as f64, done));
    }
    f
}

/// Wall-clock microseconds, for the editor's generation runs.
struct WallClock(Instant);

impl sudoku_core::clock::Clock for WallClock {
    fn now_us(&mut self) -> u64 {
        self.0.elapsed().as_micros() as u64
    }
}

/// Milliseconds per generated puzzle: minimal puzzles of every size, then 9x9 at each difficulty.
fn generation() {
    use sudoku_core::{
        Four, Sixteen, Size,
        editor::{Editor, Mode, attempts, level_of},
        generate::Generator,
        logic::Level,
        preferences::{Preferences, difficulty_name},
    };
    fn minimal<S: Size>(count: u64) -> (f64, f64) {
        let mut solver =
            Box::new(Solver::<S>::new(&Grid::empty(), 1).expect("empty grids have no conflict"));
        let (mut total, mut worst) = (0.0f64, 0.0f64);
        for seed in 1..=count {
            let start = Instant::now();
            let mut generator = Generator::<S>::new(seed, true);
            while !generator.step(&mut solver, 64, |_| true) {}
            let ms = start.elapsed().as_secs_f64() * 1e3;
            total += ms;
            worst = worst.max(ms);
        }
        (total / count as f64, worst)
    }
    println!("\ngenerating (host): minimal unique puzzles, clues taken out in mirrored pairs\n");
    println!("| size | puzzles | ms per puzzle | worst ms |");
    println!("|---|---:|---:|---:|");
    for (name, count, (mean, worst)) in [
        ("4x4", 50, minimal::<Four>(50)),
        ("9x9", 50, minimal::<Nine>(50)),
        ("16x16", 10, minimal::<Sixteen>(10)),
    ] {
        println!("| {name} | {count} | {mean:.2} | {worst:.2} |");
    }
    println!(
        "\ngenerating 9x9 at a level (graded by the logical solver; retried until it matches, up to \
         the level's tries, then the nearest made)\n"
    );
    println!("| level | tries at most | puzzles | ms per puzzle | worst ms | matched |");
    println!("|---|---:|---:|---:|---:|---:|");
    for level in Level::ALL {
        let count = 12;
        let (mut total, mut worst, mut matched) = (0.0f64, 0.0f64, 0);
        let mut editor: Box<Editor<Nine>> = Box::default();
        let mut clock = WallClock(Instant::now());
        for seed in 1..=count {
            let start = Instant::now();
            editor.start_generate(seed * 7919, level);
            while editor.mode() == Mode::Generate {
                editor.tick(&mut clock, &Preferences::default());
            }
            let ms = start.elapsed().as_secs_f64() * 1e3;
            total += ms;
            worst = worst.max(ms);
            matched += usize::from(level_of(&editor.grid().givens_only()) == level);
        }
        println!(
            "| {} | {} | {count} | {:.1} | {worst:.1} | {matched}/{count} |",
            difficulty_name(level),
            attempts::<Nine>(level),
            total / count as f64
        );
    }
}

fn main() {
    let paths = sets::files();
    let only = std::env::var("SET").ok();
    println!(
        "solver state: Solver<Nine> is {} bytes (node stack included), Solver<Sixteen> {} bytes",
        size_of::<Solver<Nine>>(),
        size_of::<Solver<sudoku_core::Sixteen>>()
    );
    println!(
        "microseconds per puzzle, best of several rounds; ratio = ours / sudoku crate (below 1 is faster)\n"
    );
    println!(
        "| set | puzzles | ours first | ours count 2 | crate first | crate count 2 | ratio first | ratio count 2 | worst (count 2) | guesses | naive first |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut solver = Solver::new(&Grid::empty(), 1).expect("the empty grid has no conflict");
    for path in paths {
        let set = load(&path);
        if only
            .as_ref()
            .is_some_and(|o| !set.name.contains(o.as_str()))
        {
            continue;
        }
        let f = measure(&set, &mut solver);
        let naive = f.naive.map_or_else(
            || "did not finish".into(),
            |(us, n)| format!("{us:.0} ({n} puzzles)"),
        );
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.2} | {:.2} | {:.0} | {:.1} | {} |",
            set.name,
            set.ours.len(),
            f.ours_first,
            f.ours_count,
            f.theirs_first,
            f.theirs_count,
            f.ours_first / f.theirs_first,
            f.ours_count / f.theirs_count,
            f.worst_count,
            f.guesses,
            naive
        );
        if f.disagreements > 0 {
            println!(
                "  !! {} puzzles where our count and the crate's differ",
                f.disagreements
            );
        }
    }
    if only.is_none() {
        generation();
    }
}
