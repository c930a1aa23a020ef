//! `make bench-instructions`: instructions per puzzle, ours against the `sudoku` crate, counted by
//! callgrind, which counts the same on a quiet machine and a busy one.
//!
//! Run under `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*pass_*'`, this
//! program solves a spread sample of every set (or of the sets whose name contains `SET`) once with
//! each solver, to the first solution and counting to two; callgrind's per-function inclusive
//! counts (read with `callgrind_annotate --inclusive=yes`) give each pass's instructions. Without
//! valgrind it prints the guesses and how many puzzles each pass solved. `SAMPLE` puzzles a set
//! (default 2,000).

use std::{fs, hint::black_box};

mod sets;

use sudoku_core::{Grid, Nine, solver::Solver};

macro_rules! passes {
    ($($name:ident: $kind:ident $limit:literal;)*) => {
        $(
            #[inline(never)]
            #[allow(unused_variables)]
            fn $name(set: &Set, solver: &mut Solver<Nine>) -> usize {
                passes!(@$kind set solver $limit)
            }
        )*
        const PASSES: &[(&str, fn(&Set, &mut Solver<Nine>) -> usize)] = &[$((stringify!($name), $name)),*];
    };
    (@ours $set:ident $solver:ident $limit:literal) => {{
        let mut found = 0;
        for grid in &$set.ours {
            $solver.load(grid, $limit).expect("no conflicts");
            black_box($solver.run());
            // To the first solution, the grid is written out, as the crate's `some_solution` does;
            // counting, neither writes one out.
            if $limit == 1 {
                black_box($solver.solution());
            }
            found += $solver.solution_count() as usize;
        }
        found
    }};
    (@theirs $set:ident $solver:ident $limit:literal) => {{
        let mut found = 0;
        for sudoku in &$set.theirs {
            found += if $limit == 1 {
                usize::from(black_box(sudoku.some_solution()).is_some())
            } else {
                black_box(sudoku.solutions_count_up_to($limit))
            };
        }
        found
    }};
}

passes! {
    pass_ours_first: ours 1;
    pass_theirs_first: theirs 1;
    pass_ours_count: ours 2;
    pass_theirs_count: theirs 2;
}

struct Set {
    name: String,
    ours: Vec<Grid<Nine>>,
    theirs: Vec<sudoku::Sudoku>,
}

fn main() {
    let sample: usize = std::env::var("SAMPLE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000);
    let only = std::env::var("SET").ok();
    let paths = sets::files();
    let mut solver = Solver::new(&Grid::empty(), 1).expect("the empty grid has no conflict");
    for path in paths {
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
        let step = (lines.len() / sample).max(1);
        let lines: Vec<&str> = lines.into_iter().step_by(step).take(sample).collect();
        let set = Set {
            name,
            ours: lines
                .iter()
                .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{l}: {e}")))
                .collect(),
            theirs: lines
                .iter()
                .map(|l| sudoku::Sudoku::from_str_line(l).expect("the crate reads the line"))
                .collect(),
        };
        let n = set.ours.len() as f64;
        print!("{}: {} puzzles,", set.name, set.ours.len());
        for limit in [1, 2] {
            let (mut guesses, mut nodes) = (0u64, 0u64);
            for grid in &set.ours {
                solver.load(grid, limit).expect("no conflicts");
                solver.run();
                guesses += u64::from(solver.stats().guesses);
                nodes += u64::from(solver.stats().nodes);
            }
            print!(
                " {:.2} guesses each to {limit} ({:.2} nodes)",
                guesses as f64 / n,
                nodes as f64 / n
            );
        }
        print!(";");
        for (pass, run) in PASSES {
            print!(" {pass} {}", run(&set, &mut solver));
        }
        println!();
    }
}
