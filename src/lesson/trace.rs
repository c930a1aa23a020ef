//! The trace students compare with their own program: a search's steps, one a line, as
//! `sudoku race --trace N` prints them and the app writes them to `lesson.txt`:
//!
//! ```text
//! 1 r1c2 = 1
//! 2 r1c3 = 2
//! 3 r1c3 emptied
//! ```
//!
//! `K rXcY = D` is a placement (digit `D` written into row X, column Y), `K rXcY emptied` a
//! backtrack (a cell that held a digit set back to empty), `K` counting the steps from 1. Ours
//! goes back to its last guess in one step, emptying several cells: one line for each, in
//! reading order, all with that step's number. For the queens a line is a queen put on a square,
//! `K rXcY = Q`, or taken off, `K rXcY emptied`. Keep the format: other checks read it.

use core::fmt::{self, Write};

use crate::{cell::Cell, size::Size, solver::Solver, solver::Status};

use super::{
    observer::{Board, Event},
    run::Run,
    search::Search,
};

/// Writes one step's line: `k place = value` or `k place emptied`.
pub fn line<B: Board, W: Write>(out: &mut W, k: u64, event: Event<B>) -> fmt::Result {
    match event {
        Event::Placed { cell, digit, .. } => writeln!(out, "{k} {cell} = {digit}"),
        Event::Backtracked(Some(place)) => writeln!(out, "{k} {place} emptied"),
        Event::Backtracked(None) => Ok(()),
    }
}

/// Writes the next `steps` steps of `search` (numbered from its steps so far plus one), for the
/// searches whose every backtrack names its place (all but ours: see [`trace_run`]).
pub fn trace<T: Search, W: Write>(
    search: &mut T,
    engine: &mut T::Engine,
    steps: u64,
    out: &mut W,
) -> fmt::Result {
    for _ in 0..steps {
        let mut event = None;
        let before = search.steps();
        search.step(engine, 1, &mut event);
        match event {
            Some(event) if search.steps() > before => line(out, search.steps(), event)?,
            _ => break,
        }
    }
    Ok(())
}

/// Writes the next `steps` steps of a lesson `run`, ours' backtracks as the cells they empty.
pub fn trace_run<S: Size, W: Write>(
    run: &mut Run<S>,
    solver: &mut Solver<S>,
    steps: u64,
    out: &mut W,
) -> fmt::Result {
    for _ in 0..steps {
        if run.status() != Status::Running {
            break;
        }
        let grid = run.grid();
        let before = Search::steps(run);
        let mut event = None;
        run.step(solver, 1, &mut event);
        let k = Search::steps(run);
        match event {
            Some(Event::Backtracked(None)) => {
                let after = run.grid();
                let emptied = Cell::<S>::all()
                    .filter(|&c| grid.digit(c).is_some() && after.digit(c).is_none());
                for cell in emptied {
                    line::<S, W>(out, k, Event::Backtracked(Some(cell)))?;
                }
            }
            Some(event) if k > before => line(out, k, event)?,
            _ => break,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Nine,
        grid::Grid,
        lesson::{
            Algorithm,
            queens::{Goal, Order, Queens},
        },
        puzzles::{BENCHMARK, CLASSROOM},
    };
    use std::{string::String, vec::Vec};

    fn traced(algorithm: Algorithm, line: &str, steps: u64) -> String {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let mut solver = Solver::new(&Grid::empty(), 1).unwrap();
        let mut run = Run::new(algorithm, &puzzle, &mut solver).unwrap();
        let mut out = String::new();
        trace_run(&mut run, &mut solver, steps, &mut out).unwrap();
        out
    }

    #[test]
    fn a_trace_numbers_placements_and_backtracks_from_1() {
        let text = traced(Algorithm::Naive, CLASSROOM, 200);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 200);
        assert_eq!(lines[0], "1 r1c1 = 1");
        assert!(lines.iter().any(|l| l.ends_with(" emptied")));
        for (k, line) in lines.iter().enumerate() {
            let (number, rest) = line.split_once(' ').unwrap();
            assert_eq!(number.parse::<usize>().unwrap(), k + 1);
            let (cell, what) = rest.split_once(' ').unwrap();
            assert!(cell.starts_with('r') && cell.contains('c'), "{line}");
            assert!(what == "emptied" || what.starts_with("= "), "{line}");
        }
    }

    #[test]
    fn a_trace_stops_at_the_end_of_the_search() {
        let text = traced(Algorithm::Mrv, CLASSROOM, 1_000_000);
        assert_eq!(text.lines().count(), 88 + 28);
        let report = traced(Algorithm::Report, CLASSROOM, 1_000_000);
        assert_eq!(report.lines().count(), 59 + 2);
    }

    #[test]
    fn ours_backtrack_lists_the_cells_it_empties_under_one_number() {
        let text = traced(Algorithm::Ours, BENCHMARK[13], 100_000);
        let lines: Vec<&str> = text.lines().collect();
        let emptied: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| l.ends_with(" emptied"))
            .collect();
        assert!(!emptied.is_empty());
        // Numbers never go down, and repeat only for a backtrack's cells.
        let numbers: Vec<u64> = lines
            .iter()
            .map(|l| l.split_once(' ').unwrap().0.parse().unwrap())
            .collect();
        assert!(numbers.windows(2).all(|w| w[0] <= w[1]));
        for pair in lines.windows(2) {
            let (a, b) = (
                pair[0].split_once(' ').unwrap(),
                pair[1].split_once(' ').unwrap(),
            );
            if a.0 == b.0 {
                assert!(pair[0].ends_with("emptied") && pair[1].ends_with("emptied"));
                assert!(
                    a.1 < b.1 || a.1.len() < b.1.len(),
                    "reading order: {pair:?}"
                );
            }
        }
        // Replaying the lines on the puzzle gives the grid at every backtrack.
        let mut grid = Grid::<Nine>::from_line(BENCHMARK[13]).unwrap();
        for line in &lines {
            let (_, rest) = line.split_once(' ').unwrap();
            let (name, what) = rest.split_once(' ').unwrap();
            let (row, col) = name[1..].split_once('c').unwrap();
            let cell = Cell::new(
                row.parse::<usize>().unwrap() - 1,
                col.parse::<usize>().unwrap() - 1,
            )
            .unwrap();
            match what.strip_prefix("= ") {
                Some(digit) => grid.place(
                    cell,
                    digit
                        .parse::<u8>()
                        .ok()
                        .and_then(crate::digit::Digit::new)
                        .unwrap(),
                ),
                None => grid.clear(cell),
            }
        }
        let mut solver = Solver::new(&Grid::empty(), 1).unwrap();
        let mut run = Run::new(Algorithm::Ours, &grid.givens_only(), &mut solver).unwrap();
        while run.step(&mut solver, u32::MAX, &mut ()) == Status::Running {}
        assert_eq!(grid, run.grid());
    }

    #[test]
    fn a_queen_s_line_names_its_square() {
        let mut queens = Queens::new(4, Order::Rows, Goal::First).unwrap();
        let mut out = String::new();
        trace(&mut queens, &mut (), 100, &mut out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        // The TP's first solution of 4 queens, row by row: 2, 4, 1, 3.
        let expected = [
            "1 r1c1 = Q",
            "2 r2c3 = Q",
            "3 r2c4 = Q",
            "4 r3c2 = Q",
            "5 r3c2 emptied",
            "6 r2c4 emptied",
            "7 r1c2 = Q",
            "8 r2c4 = Q",
            "9 r3c1 = Q",
            "10 r4c3 = Q",
        ];
        assert_eq!(lines, expected);
        assert_eq!(queens.status(), Status::Solved);
    }
}
