//! `sudoku race`: the lesson's algorithms on every puzzle of a file (in any form `solve`
//! reads), to the first solution, one line per puzzle and algorithm:
//!
//! ```text
//! line 3 naive placements 69175316 backtracks 48437225 time 1203.412 ms solved
//! ```
//!
//! (`solved` or `no solution` at the end; a puzzle whose givens clash gets one line
//! `line N conflict: 5 at r1c1 and r1c7`, a malformed line `error line N col C: ...`.)
//!
//! With `--trace K` each summary line comes after the algorithm's first K steps on that
//! puzzle, one a line, as [`sudoku_core::lesson::trace`] writes them (`1 r1c2 = 1`,
//! `3 r1c3 emptied`): what students compare with their own program.

use std::{io::Write, process::ExitCode, time::Instant};

use clap::{
    Args,
    builder::{PossibleValue, PossibleValuesParser, TypedValueParser},
};
use sudoku_core::{
    AnyGrid, Grid, Size,
    lesson::{Algorithm, Lap, Outcome, Run, naive::Scan, trace},
    solver::{Solver, Status},
};

use crate::read::{PuzzleFile, answer_each};

/// Race the lesson's backtracking algorithms on every puzzle of a file
///
/// Each algorithm searches to the first solution. One line per puzzle and algorithm: 'line N ALGORITHM placements N backtracks N time T ms
/// solved|no solution' (N: the puzzle's line in the file; T: milliseconds, 3 decimals); 'line N
/// conflict: <digit> at rXcY and rXcY' when givens clash; 'error line N col C: <what>' for a
/// malformed puzzle (exit 1, as for a file that is no text). With --trace N, each summary line
/// comes after that algorithm's first N steps on the puzzle, one a line: 'K rXcY = D' for a
/// placement, 'K rXcY emptied' for a cell set back to empty (K from 1).
#[derive(Debug, Args)]
pub struct Race {
    /// The algorithm to run
    #[arg(long, value_name = "NAME", default_value = "all", value_parser = choice_parser())]
    algorithm: Choice,
    /// Print each algorithm's first N steps before its summary line
    #[arg(long, value_name = "N", default_value_t = 0)]
    trace: u64,
    #[command(flatten)]
    input: PuzzleFile,
}

impl Race {
    /// Prints each line as soon as it is known; exit 0, or 1 if a puzzle was malformed or the
    /// file is no text.
    pub fn run(self) -> Result<ExitCode, String> {
        answer_each(&self.input, |puzzle, out| {
            match puzzle {
                Ok(found) => {
                    for text in lines(found.at.line, &found.grid, self.algorithm, self.trace) {
                        // Each line as soon as it is known: a long race shows its laps one by one.
                        out.line(text)?;
                        out.flush()?;
                    }
                }
                Err(error) => out.malformed(error)?,
            }
            out.flush()
        })
    }
}

/// What `--algorithm` chose: one of the lesson's five, all of them, or the naive search with
/// the tutorial's scans (the same tree as `naive`, each check slower).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// One algorithm.
    One(Algorithm),
    /// The five, in the lesson's order.
    All,
    /// The naive search checking each try by scanning the row, column and box.
    NaiveScan,
}

impl Choice {
    fn parse(name: &str) -> Option<Self> {
        match name {
            "all" => Some(Choice::All),
            "naive-scan" => Some(Choice::NaiveScan),
            _ => Algorithm::from_name(name).map(Choice::One),
        }
    }
}

/// What each algorithm does, for `--help`.
fn describe(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Naive => "cells in row order, digits 1 to 9, every try checked",
        Algorithm::Sorted => "the empty cells sorted once by their number of candidates",
        Algorithm::Mrv => "the most constrained cell, chosen again at every step",
        Algorithm::Ours => "the app's propagation solver",
        Algorithm::Report => "the student report's method: hidden singles, then a supposition",
    }
}

/// `--algorithm`'s names, each with what it does.
fn choice_parser() -> impl TypedValueParser<Value = Choice> {
    let every = Algorithm::ALL
        .iter()
        .map(|&a| PossibleValue::new(a.name()).help(describe(a)));
    let names: Vec<PossibleValue> = every
        .chain([
            PossibleValue::new("all").help("the five, in the lesson's order"),
            PossibleValue::new("naive-scan").help("the naive tree, each try checked by scanning"),
        ])
        .collect();
    PossibleValuesParser::new(names)
        .map(|name| Choice::parse(&name).expect("the parser takes only the listed names"))
}

/// Microseconds since `start`, rounded.
fn micros(start: Instant) -> u64 {
    (start.elapsed().as_secs_f64() * 1e6).round() as u64
}

/// The outcome of a search run to its end.
fn outcome(status: Status) -> Outcome {
    if status == Status::Solved {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    }
}

/// The first `steps` steps of `algorithm` on `grid`, as trace lines (none when `steps` is 0).
fn traced<S: Size>(
    algorithm: Algorithm,
    grid: &Grid<S>,
    steps: u64,
    solver: &mut Solver<S>,
) -> Result<String, String> {
    let mut text = String::new();
    if steps > 0 {
        let mut run = Run::new(algorithm, grid, solver).map_err(|c| c.to_string())?;
        trace::trace_run(&mut run, solver, steps, &mut text).expect("a String takes every line");
    }
    Ok(text)
}

/// The race of `choice` on a grid of size `S`: one lap per algorithm, each after its first
/// `steps` steps' trace, or the first conflict.
fn race<S: Size>(grid: &Grid<S>, choice: Choice, steps: u64) -> Result<Vec<(String, Lap)>, String> {
    let algorithms: &[Algorithm] = match choice {
        Choice::One(algorithm) => &[algorithm][..],
        Choice::All => &Algorithm::ALL,
        Choice::NaiveScan => &[],
    };
    let mut laps = Vec::new();
    let mut solver = Box::new(Solver::new(&Grid::<S>::empty(), 1).expect("no conflict"));
    for &algorithm in algorithms {
        let trace = traced(algorithm, grid, steps, &mut solver)?;
        let start = Instant::now();
        let mut run = Run::new(algorithm, grid, &mut solver).map_err(|c| c.to_string())?;
        while run.step(&mut solver, u32::MAX, &mut ()) == Status::Running {}
        let lap = Lap::of(
            algorithm,
            run.counters(),
            micros(start),
            outcome(run.status()),
        );
        laps.push((trace, lap));
    }
    if choice == Choice::NaiveScan {
        // The scans walk the naive search's tree: the same steps.
        let trace = traced(Algorithm::Naive, grid, steps, &mut solver)?;
        let start = Instant::now();
        let mut scan = Scan::new(grid).map_err(|c| c.to_string())?;
        while scan.step(u32::MAX, &mut ()) == Status::Running {}
        let lap = Lap {
            name: "naive-scan",
            counters: scan.counters(),
            micros: micros(start),
            outcome: outcome(scan.status()),
        };
        laps.push((trace, lap));
    }
    Ok(laps)
}

/// The output lines for the puzzle `grid` that starts on line `line` of its file, each lap's
/// summary after its first `steps` steps.
pub fn lines(line: u32, grid: &AnyGrid, choice: Choice, steps: u64) -> Vec<String> {
    let raced = match grid {
        AnyGrid::Four(grid) => race(grid, choice, steps),
        AnyGrid::Nine(grid) => race(grid, choice, steps),
        AnyGrid::Sixteen(grid) => race(grid, choice, steps),
    };
    match raced {
        Ok(laps) => laps
            .iter()
            .flat_map(|(trace, lap)| {
                let summary = format!("line {line} {lap}");
                trace.lines().map(str::to_owned).chain([summary])
            })
            .collect(),
        Err(conflict) => vec![format!("line {line} conflict: {conflict}")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_the_four_names_all_and_naive_scan() {
        assert_eq!(Choice::parse("all"), Some(Choice::All));
        assert_eq!(Choice::parse("naive-scan"), Some(Choice::NaiveScan));
        assert_eq!(Choice::parse("mrv"), Some(Choice::One(Algorithm::Mrv)));
        assert_eq!(Choice::parse("fastest"), None);
    }
}
