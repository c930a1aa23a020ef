//! `sudoku race`: the lesson's algorithms on every puzzle of a file (in any form `solve`
//! reads), to the first solution, one line per puzzle and algorithm:
//!
//! ```text
//! line 3 naive placements 69175316 backtracks 48437225 time 1203.412 ms solved
//! ```
//!
//! (`solved` or `no solution` at the end; a puzzle whose givens clash gets one line
//! `line N conflict: 5 at r1c1 and r1c7`, a malformed line `error line N col C: ...`.)

use std::{io::Write, process::ExitCode, time::Instant};

use clap::{
    Args,
    builder::{PossibleValue, PossibleValuesParser, TypedValueParser},
};
use sudoku_core::{
    AnyGrid, Grid, Size,
    lesson::{Algorithm, Lap, Outcome, Run, naive::Scan},
    solver::{Solver, Status},
};

use crate::read::{PuzzleFile, answer_each};

/// Race the lesson's backtracking algorithms on every puzzle of a file
///
/// Each algorithm searches to the first solution. One line per puzzle and algorithm: 'line N ALGORITHM placements N backtracks N time T ms
/// solved|no solution' (N: the puzzle's line in the file; T: milliseconds, 3 decimals); 'line N
/// conflict: <digit> at rXcY and rXcY' when givens clash; 'error line N col C: <what>' for a
/// malformed puzzle (exit 1, as for a file that is no text).
#[derive(Debug, Args)]
pub struct Race {
    /// The algorithm to run
    #[arg(long, value_name = "NAME", default_value = "all", value_parser = choice_parser())]
    algorithm: Choice,
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
                    for text in lines(found.at.line, &found.grid, self.algorithm) {
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

/// What `--algorithm` chose: one of the lesson's four, all of them, or the naive search with
/// the tutorial's scans (the same tree as `naive`, each check slower).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// One algorithm.
    One(Algorithm),
    /// The four, in the lesson's order.
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
    let four = Algorithm::ALL
        .iter()
        .map(|&a| PossibleValue::new(a.name()).help(describe(a)));
    let names: Vec<PossibleValue> = four
        .chain([
            PossibleValue::new("all").help("the four, in the lesson's order"),
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

/// The race of `choice` on a grid of size `S`: one lap per algorithm, or the first conflict.
fn race<S: Size>(grid: &Grid<S>, choice: Choice) -> Result<Vec<Lap>, String> {
    let algorithms: &[Algorithm] = match choice {
        Choice::One(algorithm) => &[algorithm][..],
        Choice::All => &Algorithm::ALL,
        Choice::NaiveScan => &[],
    };
    let mut laps = Vec::new();
    let mut solver = Box::new(Solver::new(&Grid::<S>::empty(), 1).expect("no conflict"));
    for &algorithm in algorithms {
        let start = Instant::now();
        let mut run = Run::new(algorithm, grid, &mut solver).map_err(|c| c.to_string())?;
        while run.step(&mut solver, u32::MAX, &mut ()) == Status::Running {}
        laps.push(Lap::of(
            algorithm,
            run.counters(),
            micros(start),
            outcome(run.status()),
        ));
    }
    if choice == Choice::NaiveScan {
        let start = Instant::now();
        let mut scan = Scan::new(grid).map_err(|c| c.to_string())?;
        while scan.step(u32::MAX, &mut ()) == Status::Running {}
        laps.push(Lap {
            name: "naive-scan",
            counters: scan.counters(),
            micros: micros(start),
            outcome: outcome(scan.status()),
        });
    }
    Ok(laps)
}

/// The output lines for the puzzle `grid` that starts on line `line` of its file.
pub fn lines(line: u32, grid: &AnyGrid, choice: Choice) -> Vec<String> {
    let raced = match grid {
        AnyGrid::Four(grid) => race(grid, choice),
        AnyGrid::Nine(grid) => race(grid, choice),
        AnyGrid::Sixteen(grid) => race(grid, choice),
    };
    match raced {
        Ok(laps) => laps
            .iter()
            .map(|lap| format!("line {line} {lap}"))
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
