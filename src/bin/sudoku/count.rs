//! `sudoku count`: how many solutions every puzzle of a file has, up to a limit, one line a
//! puzzle: the count, or `N+` when the search stopped at the limit N.

use std::{
    io::{self, BufWriter, Write},
    process::ExitCode,
};

use sudoku_core::{AnyGrid, Grid, Size, format::Item, solver::Solver};

use crate::read::{each_item, file_argument, open, written_or_closed};

/// The limit when none is given (the app's own, too).
pub const DEFAULT_LIMIT: u32 = 10_000;

/// What one line says: a count, a count that reached the limit, or a malformed puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Counted {
    /// Exactly this many solutions.
    Exactly(u32),
    /// At least this many: the search stopped there.
    AtLeast(u32),
}

impl std::fmt::Display for Counted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Counted::Exactly(n) => write!(f, "{n}"),
            Counted::AtLeast(n) => write!(f, "{n}+"),
        }
    }
}

/// Counts the solutions of `grid` up to `limit` (clashing givens have none).
pub fn count<S: Size>(solver: &mut Solver<S>, grid: &Grid<S>, limit: u32) -> Counted {
    // One more than the limit tells "exactly the limit" from "more".
    if solver.load(grid, limit.saturating_add(1)).is_err() {
        return Counted::Exactly(0);
    }
    solver.run();
    match solver.solution_count() {
        n if n > limit => Counted::AtLeast(limit),
        n => Counted::Exactly(n),
    }
}

/// One solver per size, made when first needed.
#[derive(Default)]
struct Counters {
    four: Option<Box<Solver<sudoku_core::Four>>>,
    nine: Option<Box<Solver<sudoku_core::Nine>>>,
    sixteen: Option<Box<Solver<sudoku_core::Sixteen>>>,
}

/// The solver in `slot`, made if missing.
fn solver<S: Size>(slot: &mut Option<Box<Solver<S>>>) -> &mut Solver<S> {
    slot.get_or_insert_with(|| {
        Box::new(Solver::new(&Grid::empty(), 1).expect("the empty grid has no conflict"))
    })
}

impl Counters {
    fn count(&mut self, puzzle: &AnyGrid, limit: u32) -> Counted {
        match puzzle {
            AnyGrid::Four(g) => count(solver(&mut self.four), g, limit),
            AnyGrid::Nine(g) => count(solver(&mut self.nine), g, limit),
            AnyGrid::Sixteen(g) => count(solver(&mut self.sixteen), g, limit),
        }
    }
}

/// Runs `sudoku count [--limit N] [FILE]`: exit 0, or 1 if a puzzle was malformed or the file
/// is no text.
pub fn command(args: &[String], usage: &str) -> Result<ExitCode, String> {
    let mut limit = DEFAULT_LIMIT;
    let mut path = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => {
                let value = args
                    .next()
                    .ok_or_else(|| format!("count: --limit needs a number\n{usage}"))?;
                limit = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("count: --limit {value:?} is no number above 0"))?;
            }
            other => {
                if file_argument("count", other, &mut path, usage)? {
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
    }
    let (input, name) = open(path)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut counters = Counters::default();
    let mut malformed = 0;
    let mut not_text = false;
    each_item(input, &name, |item| match item {
        Item::Puzzle(found) => {
            written_or_closed(writeln!(out, "{}", counters.count(&found.grid, limit)))
        }
        Item::Malformed(error) => {
            malformed += 1;
            written_or_closed(writeln!(out, "error {error}"))
        }
        Item::NotText(error) => {
            eprintln!("sudoku: {name}: {error}");
            not_text = true;
            Ok(true)
        }
    })?;
    written_or_closed(out.flush())?;
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

    fn counted(line: &str, limit: u32) -> Counted {
        Counters::default().count(&AnyGrid::from_line(line).unwrap(), limit)
    }

    #[test]
    fn the_tutorial_grid_has_434_solutions_and_a_limit_says_plus() {
        let tutorial =
            "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";
        assert_eq!(counted(tutorial, DEFAULT_LIMIT), Counted::Exactly(434));
        assert_eq!(
            counted(tutorial, 434),
            Counted::Exactly(434),
            "exactly the limit"
        );
        assert_eq!(counted(tutorial, 433), Counted::AtLeast(433));
        assert_eq!(counted(tutorial, 433).to_string(), "433+");
    }

    #[test]
    fn clashing_givens_have_no_solution_and_the_empty_4x4_has_288() {
        assert_eq!(counted("11..............", 10), Counted::Exactly(0));
        assert_eq!(counted(&".".repeat(16), 1000), Counted::Exactly(288));
    }
}
