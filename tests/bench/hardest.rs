//! `make hardest`: the puzzles of every shared set that our solver takes longest over, counting to
//! two, with their guesses: where `src/hardest.txt` (the in-app benchmark's hardest puzzles) comes
//! from; then the worst over random symmetries of every puzzle of each set and of that list.
//!
//! Each puzzle is timed three times and its best time kept; the `COUNT` slowest of each set
//! (default 10) are printed, slowest first, as `set<TAB>us<TAB>guesses<TAB>line`.
//!
//! Then a puzzle a player types may be any relabelling, transposition or row and column
//! permutation of these, and the solver's choices depend on the orientation: every puzzle of each
//! set is counted to two again under `SYMMETRIES` random symmetries (default 10), and those of
//! `src/hardest.txt` under `HARDEST_SYMMETRIES` (default 10, as the in-app benchmark: the same
//! draws, so the same guesses; 1,000 shows more of the tail). The `n`-th count of a set is under
//! [`Symmetry::drawn`] from `SEED` (default 1, printed). For each, one line gives the mean and
//! worst guesses and microseconds under symmetries against the puzzles' own orientation, and one
//! more the worst by guesses: its line, the symmetry (see [`Symmetry`]'s text) and the transformed
//! puzzle, to replay. Guesses are the same on every run; microseconds are wall-clock, each
//! transformed puzzle timed once and the slowest again, best of three, until the slowest ten
//! have all been timed again.
//!
//! Set `PUZZLES` to another folder of puzzle files, `SET` to run only the sets whose name holds
//! it (`SET=hardest.txt`: the list alone).

use std::{fs, time::Instant};

mod sets;

use sudoku_core::{Grid, Nine, solver::Solver, symmetry::Symmetry};

/// A number from the environment variable `name`, or `default`.
fn setting<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(default)
}

/// Counts `grid` to two: microseconds (best of `times`) and guesses.
fn count(solver: &mut Solver<Nine>, grid: &Grid<Nine>, times: usize) -> Option<(f64, u32)> {
    let mut best = f64::MAX;
    for _ in 0..times {
        let start = Instant::now();
        solver.load(grid, 2).ok()?;
        solver.run();
        best = best.min(start.elapsed().as_secs_f64() * 1e6);
    }
    Some((best, solver.stats().guesses))
}

/// One count under a symmetry: the puzzle's line, the symmetry, microseconds and guesses.
struct Run {
    line: usize,
    symmetry: Symmetry<Nine>,
    us: f64,
    guesses: u32,
}

/// Mean and worst of `values`.
fn mean_worst(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut sum, mut n, mut worst) = (0.0, 0usize, 0.0f64);
    for v in values {
        sum += v;
        n += 1;
        worst = worst.max(v);
    }
    (sum / n.max(1) as f64, worst)
}

/// Counts every puzzle of `lines` to two under `symmetries` random symmetries (drawn from `seed`)
/// and prints the mean and worst against `own` (each puzzle's own orientation: us, guesses).
fn under_symmetries(
    solver: &mut Solver<Nine>,
    name: &str,
    lines: &[(Grid<Nine>, String)],
    own: &[(f64, u32)],
    symmetries: usize,
    seed: u64,
) {
    let mut runs = Vec::with_capacity(lines.len() * symmetries);
    for (line, (grid, _)) in lines.iter().enumerate() {
        for k in 0..symmetries {
            let symmetry = Symmetry::drawn(seed, (line * symmetries + k) as u64);
            let turned = symmetry.apply(grid);
            if let Some((us, guesses)) = count(solver, &turned, 1) {
                runs.push(Run {
                    line,
                    symmetry,
                    us,
                    guesses,
                });
            }
        }
    }
    // The slowest ten again, best of three, until the slowest ten have all been timed again: a
    // busy machine's pause is not the puzzle's.
    let mut again = vec![false; runs.len()];
    loop {
        let mut order: Vec<usize> = (0..runs.len()).collect();
        order.sort_by(|&a, &b| runs[b].us.total_cmp(&runs[a].us));
        let pending: Vec<usize> = order.into_iter().take(10).filter(|&i| !again[i]).collect();
        if pending.is_empty() {
            break;
        }
        for i in pending {
            let turned = runs[i].symmetry.apply(&lines[runs[i].line].0);
            if let Some((us, _)) = count(solver, &turned, 3) {
                runs[i].us = runs[i].us.min(us);
            }
            again[i] = true;
        }
    }
    let (mean_guesses, worst_guesses) = mean_worst(runs.iter().map(|r| f64::from(r.guesses)));
    let (mean_us, worst_us) = mean_worst(runs.iter().map(|r| r.us));
    let (own_mean_guesses, own_worst_guesses) = mean_worst(own.iter().map(|o| f64::from(o.1)));
    let (own_mean_us, own_worst_us) = mean_worst(own.iter().map(|o| o.0));
    println!(
        "{name} under symmetries (seed {seed}): {} puzzles x {symmetries} symmetries, counting to 2: \
         guesses mean {mean_guesses:.1} worst {worst_guesses:.0} (own orientation: mean \
         {own_mean_guesses:.1} worst {own_worst_guesses:.0}); us mean {mean_us:.1} worst \
         {worst_us:.0} (own orientation: mean {own_mean_us:.1} worst {own_worst_us:.0})",
        lines.len()
    );
    if let Some(worst) = runs.iter().max_by_key(|r| (r.guesses, usize::MAX - r.line)) {
        let (grid, line) = &lines[worst.line];
        println!(
            "{name} worst under symmetries: {} guesses, {:.0} us: {line} under {} is {}",
            worst.guesses,
            worst.us,
            worst.symmetry,
            worst.symmetry.apply(grid)
        );
    }
}

fn main() {
    let count_shown: usize = setting("COUNT", 10);
    let symmetries: usize = setting("SYMMETRIES", 10);
    let hardest_symmetries: usize = setting("HARDEST_SYMMETRIES", 10);
    let seed: u64 = setting("SEED", 1);
    let only = std::env::var("SET").ok();
    let wanted = |name: &str| only.as_ref().is_none_or(|o| name.contains(o.as_str()));
    let mut solver =
        Solver::new(&Grid::<Nine>::empty(), 2).expect("the empty grid has no conflict");
    let mut summaries = Vec::new();
    for path in sets::files() {
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        if !wanted(&name) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut lines = Vec::new();
        let mut own = Vec::new();
        for (_, line) in sudoku_core::format::puzzle_lines(&text) {
            let line = line.trim_end();
            let Ok(grid) = Grid::<Nine>::from_line(line) else {
                continue;
            };
            let Some(timed) = count(&mut solver, &grid, 3) else {
                continue;
            };
            lines.push((grid, line.to_owned()));
            own.push(timed);
        }
        let mut order: Vec<usize> = (0..own.len()).collect();
        order.sort_by(|&a, &b| own[b].0.total_cmp(&own[a].0));
        for &i in order.iter().take(count_shown) {
            println!("{name}\t{:.0}\t{}\t{}", own[i].0, own[i].1, lines[i].1);
        }
        summaries.push((name, lines, own));
    }
    if wanted("hardest.txt") {
        let lines: Vec<(Grid<Nine>, String)> = sudoku_core::puzzles::hardest()
            .map(|(_, line)| {
                let grid = Grid::from_line(line).expect("src/hardest.txt's puzzles read");
                (grid, line.to_owned())
            })
            .collect();
        let own = lines
            .iter()
            .map(|(grid, _)| count(&mut solver, grid, 3).expect("no conflict"))
            .collect();
        summaries.push(("src/hardest.txt".to_owned(), lines, own));
    }
    for (name, lines, own) in &summaries {
        let s = if name == "src/hardest.txt" {
            hardest_symmetries
        } else {
            symmetries
        };
        under_symmetries(&mut solver, name, lines, own, s, seed);
    }
}
