//! `make bench`: microseconds per puzzle for grading with the logical solver (`logic::grade`,
//! every step to the end, or to where logic gets stuck) against the `sudoku` crate's solve time
//! (its first solution), on every puzzle set and the committed qqwing expert set.
//!
//! Figures, never pass/fail: each is the best of several rounds of this thread's CPU time, ours
//! and theirs interleaved in the same process, so that the ratio holds up on a busy machine; the
//! worst puzzle is the slowest one's best of the rounds, on the wall clock. A set larger than
//! `SAMPLE` puzzles (default 5,000) is measured on a spread sample of that many. Set `PUZZLES`
//! to another folder of puzzle files, `SET` to a part of a set's name to run that set alone.

use std::{fs, hint::black_box, path::PathBuf, time::Instant};

mod sets;

use sudoku_core::{Grid, Nine, logic::grade};

/// Rounds per set; the fastest is kept.
const ROUNDS: usize = 3;

/// This thread's CPU time so far, in microseconds (Linux's `/proc/thread-self/schedstat`), so
/// that the time the machine gives other work is not counted; the wall clock elsewhere.
fn cpu_us(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64() * 1e6, |ns| ns / 1e3)
}

/// CPU time a measurement lasts at least, in microseconds: the kernel counts it in ticks of a
/// few milliseconds, so a short pass is run again until the error is about 1 %.
const MEASURED_US: f64 = 400_000.0;

/// Microseconds per puzzle of passes of `run` over `n` puzzles (CPU time).
fn per_puzzle(n: usize, run: impl Fn()) -> f64 {
    let wall = Instant::now();
    let start = cpu_us(wall);
    let mut passes = 0;
    loop {
        run();
        passes += 1;
        let spent = cpu_us(wall) - start;
        if spent >= MEASURED_US {
            return spent / (passes * n) as f64;
        }
    }
}

fn main() {
    let sample: usize = std::env::var("SAMPLE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5_000);
    let only = std::env::var("SET").ok();
    let mut files = sets::files();
    files.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/puzzles/qqwing_expert.txt"));
    println!(
        "\ngrading (host, one thread): logic::grade against the sudoku crate's solve, best of {ROUNDS} rounds\n"
    );
    println!(
        "| set | puzzles | finished by logic | grade µs/puzzle | worst grade µs | crate solve µs/puzzle | grade / solve |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for path in files {
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let lines: Vec<&str> = sudoku_core::format::puzzle_lines(&text)
            .map(|(_, line)| line.trim_end())
            .collect();
        let step = lines.len().div_ceil(sample).max(1);
        let lines: Vec<&str> = lines.into_iter().step_by(step).collect();
        let ours: Vec<Grid<Nine>> = lines
            .iter()
            .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{l}: {e}")))
            .collect();
        let theirs: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("the crate reads the line"))
            .collect();
        let n = ours.len();
        // The share finished and the worst puzzle (each puzzle's best of the rounds, so that a
        // pause of the machine is not taken for a slow puzzle), in passes not timed as a whole.
        let (mut finished, mut worst) = (0, 0.0f64);
        for grid in &ours {
            let mut best = f64::MAX;
            for _ in 0..ROUNDS {
                let start = Instant::now();
                let g = black_box(grade(grid));
                best = best.min(start.elapsed().as_secs_f64() * 1e6);
                finished += usize::from(g.is_finished());
            }
            worst = worst.max(best);
        }
        finished /= ROUNDS;
        let (mut graded, mut solved) = (f64::MAX, f64::MAX);
        for _ in 0..ROUNDS {
            graded = graded.min(per_puzzle(n, || {
                for grid in &ours {
                    black_box(grade(grid));
                }
            }));
            solved = solved.min(per_puzzle(n, || {
                for sudoku in &theirs {
                    black_box(sudoku.some_solution());
                }
            }));
        }
        println!(
            "| {name} | {n} | {:.1} % | {graded:.1} | {worst:.0} | {solved:.1} | {:.1} |",
            100.0 * finished as f64 / n.max(1) as f64,
            graded / solved
        );
    }
}
