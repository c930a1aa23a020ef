//! The naive search of the lesson on the three grids of `tests/puzzles/seeds.txt` (a copy of
//! the shared seeds): its placements and backtracks are pinned, and checked against the
//! tutorial's recursive function, written out below as the tutorial writes it.

use std::fmt::Write;

use sudoku_core::{
    Grid, Nine,
    lesson::{Algorithm, Counters, Rewind, Run, naive::Scan, trace::trace_run},
    solver::{Solver, Status},
};

/// The tutorial's search ("Le backtracking par l'exemple"): the grid as 9 rows of 9, 0 empty.
struct Tutorial {
    grille: [[u8; 9]; 9],
    /// Digits written into a cell.
    placements: u64,
    /// Cells set back to empty after holding a digit.
    backtracks: u64,
    /// The steps written as the trace writes them, up to `limit` steps (then the search stops).
    trace: String,
    limit: u64,
}

impl Tutorial {
    fn absent_sur_ligne(&self, k: u8, i: usize) -> bool {
        (0..9).all(|j| self.grille[i][j] != k)
    }

    fn absent_sur_colonne(&self, k: u8, j: usize) -> bool {
        (0..9).all(|i| self.grille[i][j] != k)
    }

    fn absent_sur_bloc(&self, k: u8, i: usize, j: usize) -> bool {
        let (bi, bj) = (i - i % 3, j - j % 3);
        (bi..bi + 3).all(|i| (bj..bj + 3).all(|j| self.grille[i][j] != k))
    }

    /// Whether the trace has all its steps: the search then unwinds at once.
    fn traced_enough(&self) -> bool {
        self.placements + self.backtracks >= self.limit
    }

    /// `estValide(grille, position)`: fills the grid from `position` on; true once it is full.
    fn est_valide(&mut self, position: usize) -> bool {
        if position == 81 || self.traced_enough() {
            return true;
        }
        let (i, j) = (position / 9, position % 9);
        if self.grille[i][j] != 0 {
            return self.est_valide(position + 1);
        }
        for k in 1..=9 {
            if self.absent_sur_ligne(k, i)
                && self.absent_sur_colonne(k, j)
                && self.absent_sur_bloc(k, i, j)
            {
                self.grille[i][j] = k;
                self.placements += 1;
                let n = self.placements + self.backtracks;
                if n <= self.limit {
                    writeln!(self.trace, "{n} r{}c{} = {k}", i + 1, j + 1).unwrap();
                }
                if self.est_valide(position + 1) {
                    return true;
                }
            }
        }
        if self.grille[i][j] != 0 {
            self.backtracks += 1;
            let n = self.placements + self.backtracks;
            if n <= self.limit {
                writeln!(self.trace, "{n} r{}c{} emptied", i + 1, j + 1).unwrap();
            }
        }
        self.grille[i][j] = 0;
        false
    }
}

fn seeds() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/puzzles/seeds.txt"
    ))
    .expect("tests/puzzles/seeds.txt");
    sudoku_core::format::puzzle_lines(&text)
        .map(|(_, line)| line.trim_end().to_owned())
        .collect()
}

/// The tutorial's search on `line`, tracing its first `limit` steps (and stopping there).
fn tutorial_search(line: &str, limit: u64) -> Tutorial {
    let mut t = Tutorial {
        grille: [[0; 9]; 9],
        placements: 0,
        backtracks: 0,
        trace: String::new(),
        limit,
    };
    for (n, c) in line.bytes().enumerate() {
        t.grille[n / 9][n % 9] = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    assert!(t.est_valide(0), "every seed grid has a solution");
    t
}

/// The tutorial's counters and solution on `line`.
fn tutorial(line: &str) -> (Counters, String) {
    let t = tutorial_search(line, u64::MAX);
    let solution = t
        .grille
        .iter()
        .flatten()
        .map(|d| (b'0' + d) as char)
        .collect();
    let counters = Counters {
        placements: t.placements,
        backtracks: t.backtracks,
    };
    (counters, solution)
}

#[test]
fn the_naive_search_makes_the_tutorials_placements_and_backtracks_on_the_seed_grids() {
    let seeds = seeds();
    assert_eq!(seeds.len(), 3, "tutorial, classroom, worst case");
    // Pinned: the figures the lesson shows for the three grids.
    let pinned = [
        (845_105, 590_295),
        (11_791, 8_011),
        (69_175_316, 48_437_225),
    ];
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    for (line, (placements, backtracks)) in seeds.iter().zip(pinned) {
        let (expected, solution) = tutorial(line);
        assert_eq!(
            expected,
            Counters {
                placements,
                backtracks
            },
            "the tutorial's function on {line}"
        );
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let mut run = Run::new(Algorithm::Naive, &puzzle, &mut solver).unwrap();
        while run.step(&mut solver, 1 << 20, &mut ()) == Status::Running {}
        assert_eq!(run.status(), Status::Solved);
        assert_eq!(run.counters(), expected, "{line}");
        assert_eq!(run.grid().to_string(), solution);
    }
}

#[test]
fn the_scanning_search_makes_the_same_counts_on_the_first_two_seed_grids() {
    for line in &seeds()[..2] {
        let (expected, _) = tutorial(line);
        let mut scan = Scan::new(&Grid::<Nine>::from_line(line).unwrap()).unwrap();
        while scan.step(1000, &mut ()) == Status::Running {}
        assert_eq!(scan.counters(), expected, "{line}");
    }
}

#[test]
fn the_naive_trace_is_the_tutorial_s_function_step_by_step() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    for (line, steps) in seeds().iter().zip([30_000, 19_802, 30_000]) {
        let expected = tutorial_search(line, steps).trace;
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let mut run = Run::new(Algorithm::Naive, &puzzle, &mut solver).unwrap();
        let mut trace = String::new();
        trace_run(&mut run, &mut solver, steps, &mut trace).unwrap();
        assert_eq!(trace.lines().count() as u64, steps);
        assert!(trace == expected, "the traces part at line {}", {
            let mut a = trace.lines().zip(expected.lines());
            a.position(|(x, y)| x != y).unwrap_or(0) + 1
        });
    }
}

#[test]
fn a_step_back_on_the_naive_search_s_worst_case_replays_at_most_32784_steps() {
    let puzzle = Grid::<Nine>::from_line(&seeds()[2]).unwrap();
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let run = Run::new(Algorithm::Naive, &puzzle, &mut solver).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 8>::new(run);
    while rewind.step(&mut solver, 1 << 24) == Status::Running {}
    assert_eq!(rewind.at(), 69_175_316 + 48_437_225);
    assert_eq!(rewind.spacing(), [1 << 24, 1 << 21, 1 << 18, 1 << 15]);
    let solution = rewind.search().grid();
    let mut worst = 0;
    for _ in 0..2_000 {
        assert!(rewind.back(&mut solver));
        worst = worst.max(rewind.replayed());
    }
    assert!(worst <= 32_768 + 16, "{worst}");
    // Forward again: the solution, as the first time (its last steps recorded again from a
    // mark, the search ending before the steps meant to be recorded).
    while rewind.step(&mut solver, 1 << 20) == Status::Running {}
    assert_eq!(rewind.search().grid(), solution);
    assert!(rewind.replayed() <= 2_000 + 32_768 + 16);
}
