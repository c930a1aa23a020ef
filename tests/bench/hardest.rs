//! `make hardest`: the puzzles of every shared set that our solver takes longest over, counting to
//! two, with their guesses: where `src/hardest.txt` (the in-app benchmark's hardest puzzles) comes from.
//!
//! Each puzzle is timed three times and its best time kept; the `COUNT` slowest of each set
//! (default 10) are printed, slowest first, as `set<TAB>us<TAB>guesses<TAB>line`. Set `PUZZLES`
//! to another folder of puzzle files.

use std::{fs, time::Instant};

mod sets;

use sudoku_core::{Grid, Nine, solver::Solver};

fn main() {
    let count: usize = std::env::var("COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(10);
    let paths = sets::files();
    let mut solver =
        Solver::new(&Grid::<Nine>::empty(), 2).expect("the empty grid has no conflict");
    for path in paths {
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let mut timed: Vec<(f64, u32, String)> = Vec::new();
        for (_, line) in sudoku_core::format::puzzle_lines(&text) {
            let line = line.trim_end();
            let Ok(grid) = Grid::<Nine>::from_line(line) else {
                continue;
            };
            let mut best = f64::MAX;
            let mut guesses = 0;
            for _ in 0..3 {
                let start = Instant::now();
                if solver.load(&grid, 2).is_err() {
                    break;
                }
                solver.run();
                best = best.min(start.elapsed().as_secs_f64() * 1e6);
                guesses = solver.stats().guesses;
            }
            timed.push((best, guesses, line.to_owned()));
        }
        timed.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (us, guesses, line) in timed.iter().take(count) {
            println!("{name}\t{us:.0}\t{guesses}\t{line}");
        }
    }
}
