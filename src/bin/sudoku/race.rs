//! `sudoku race`: the lesson's algorithms on every puzzle of a file (in any form `solve`
//! reads), to the first solution, one line per puzzle and algorithm:
//!
//! ```text
//! line 3 naive placements 69175316 backtracks 48437225 time 1203.412 ms solved
//! ```
//!
//! (`solved` or `no solution` at the end; a puzzle whose givens clash gets one line
//! `line N conflict: 5 at r1c1 and r1c7`, a malformed line `error line N col C: ...`.)

use std::{
    io::{self, BufWriter, Write},
    process::ExitCode,
    time::Instant,
};

use sudoku_core::{
    AnyGrid, Grid, Size,
    format::Item,
    lesson::{Algorithm, Lap, Outcome, Run, naive::Scan},
    solver::{Solver, Status},
};

use crate::read::{each_item, file_argument, open, written_or_closed};

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

/// Runs `sudoku race` with the arguments after `race`: exit 0, or 1 if a puzzle was
/// malformed or the file is no text.
pub fn command(args: &[String], usage: &str) -> Result<ExitCode, String> {
    let mut choice = Choice::All;
    let mut path = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--algorithm" => {
                let name = args
                    .next()
                    .ok_or_else(|| format!("race: --algorithm needs a name\n{usage}"))?;
                choice = Choice::parse(name).ok_or_else(|| {
                    format!(
                        "race: unknown algorithm {name:?} (naive, sorted, mrv, ours, all or naive-scan)\n{usage}"
                    )
                })?;
            }
            other => {
                if file_argument("race", other, &mut path, usage)? {
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
    }
    let (input, name) = open(path)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut malformed = 0;
    let mut not_text = false;
    each_item(input, &name, |item| {
        let printed = match item {
            Item::Puzzle(found) => lines(found.at.line, &found.grid, choice),
            Item::Malformed(error) => {
                malformed += 1;
                vec![format!("error {error}")]
            }
            Item::NotText(error) => {
                eprintln!("sudoku: {name}: {error}");
                not_text = true;
                return Ok(true);
            }
        };
        for text in printed {
            // Each line as soon as it is known: a long race shows its laps one by one.
            if !written_or_closed(writeln!(out, "{text}").and_then(|()| out.flush()))? {
                return Ok(false);
            }
        }
        Ok(true)
    })?;
    if malformed > 0 {
        let s = if malformed == 1 { "" } else { "s" };
        eprintln!("sudoku: {malformed} malformed puzzle line{s} (see the error lines)");
    }
    Ok(if malformed == 0 && !not_text {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
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
