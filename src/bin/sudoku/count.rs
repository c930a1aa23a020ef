//! `sudoku count`: how many solutions every puzzle of a file has, up to a limit, one line a
//! puzzle: the count, or `N+` when the search stopped at the limit N.

use std::process::ExitCode;

use clap::Args;
use sudoku_core::{AnyGrid, Grid, Size, solver::Solver};

use crate::read::{PuzzleFile, answer_each};

/// The limit when none is given (the app's own, too).
pub const DEFAULT_LIMIT: u32 = 10_000;

/// Count the solutions of every puzzle of a file, one line per puzzle
///
/// Each line is the count, or N+ when the search stopped at the limit N; clashing givens have
/// 0 solutions; 'error line N col C: <what>' for a malformed puzzle (exit 1, as for a file that
/// is no text).
#[derive(Debug, Args)]
pub struct Count {
    /// Stop counting at N solutions
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMIT,
          value_parser = clap::value_parser!(u32).range(1..))]
    limit: u32,
    #[command(flatten)]
    input: PuzzleFile,
}

impl Count {
    /// Prints the counts; exit 0, or 1 if a puzzle was malformed or the file is no text.
    pub fn run(self) -> Result<ExitCode, String> {
        let mut counters = Counters::default();
        answer_each(&self.input, |puzzle, out| match puzzle {
            Ok(found) => out.line(counters.count(&found.grid, self.limit)),
            Err(error) => out.malformed(error),
        })
    }
}

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
