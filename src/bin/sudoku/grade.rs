//! `sudoku grade`: how hard every puzzle of a file is for a person, one summary line a puzzle,
//! `level LEVEL rating R.R hardest TECHNIQUE steps N` (with `--steps`, HoDoKu's solution path
//! before it, one step a line).
//!
//! The level, rating and hardest technique are the core's [`grade_unique`] (the app's library
//! shows the same): a puzzle with one solution (the solver counts first) is graded as HoDoKu
//! grades it, with the uniqueness techniques (unique rectangles, BUG+1). Where logic gets
//! stuck, the path goes on as HoDoKu's does: a brute-force step sets the middle one of the
//! empty cells (in reading order) to the solution's digit, and logic starts again; the level is
//! then extreme, the hardest technique `brute-force`, and the rating that of the hardest step
//! logic took before it was first stuck (a lower bound, as the app shows). `steps` counts every
//! step of the path, the brute-force ones included. A grid with
//! no step to take (a full one) has `hardest none steps 0`.

use std::{io, process::ExitCode};

use clap::Args;
use sudoku_core::{
    AnyGrid, Cell, Grid, Size,
    logic::{self, Candidates, Invalid, Level, Rating, Step, Verdict, grade, grade_unique},
    solver::Solver,
};

use crate::{
    hodoku,
    read::{Answers, PuzzleFile, answer_each},
};

/// Grade every puzzle of a file as HoDoKu does, one summary line per puzzle
///
/// Each line is 'level LEVEL rating R.R hardest TECHNIQUE steps N': LEVEL is easy, medium, hard,
/// fiendish (HoDoKu's unfair) or extreme; R.R the Sudoku Explainer rating of the hardest step;
/// TECHNIQUE HoDoKu's name of the hardest technique as one lower-case word (spaces and
/// brackets made '-': naked-single, locked-candidates-type-1-pointing, x-wing), 'brute-force'
/// where logic alone cannot finish (HoDoKu's path then sets the middle empty cell to the
/// solution's digit and goes on; the level is extreme and the rating that of the steps before),
/// 'none' for a full grid; N the number of steps. A puzzle with one solution is graded with the
/// uniqueness techniques too (unique rectangles, BUG+1), as HoDoKu grades. One without gets
/// 'conflict: <digit> at rXcY and rXcY', 'no solution' or 'multiple solutions'; a malformed
/// one 'error line N col C: <what>' (exit 1, as for a file that is no text).
#[derive(Debug, Args)]
pub struct Grade {
    /// Print every step before the summary, one a line, as HoDoKu's solution path does
    /// ('Hidden Single: r3c5=7', 'Locked Candidates Type 1 (Pointing): 5 in b1 => r1c4,r1c7<>5',
    /// 'Brute Force: r5c5=3')
    #[arg(long)]
    steps: bool,
    #[command(flatten)]
    input: PuzzleFile,
}

impl Grade {
    /// Prints the grades; exit 0, or 1 if a puzzle was malformed or the file is no text.
    pub fn run(self) -> Result<ExitCode, String> {
        answer_each(&self.input, |puzzle, out| match puzzle {
            Ok(found) => write(&graded(&found.grid, self.steps), out),
            Err(error) => out.malformed(error),
        })
    }
}

/// Writes the lines of one puzzle.
fn write(lines: &[String], out: &mut Answers) -> io::Result<()> {
    lines.iter().try_for_each(|line| out.line(line))
}

/// The lines `sudoku grade` prints for `puzzle`: its steps if `steps`, then its summary.
pub fn graded(puzzle: &AnyGrid, steps: bool) -> Vec<String> {
    match puzzle {
        AnyGrid::Four(grid) => lines(grid, steps),
        AnyGrid::Nine(grid) => lines(grid, steps),
        AnyGrid::Sixteen(grid) => lines(grid, steps),
    }
}

/// The lines for `grid` (see [`graded`]).
fn lines<S: Size>(grid: &Grid<S>, steps: bool) -> Vec<String> {
    // The solver counts first: a puzzle with one solution is graded as HoDoKu grades it, with
    // the uniqueness techniques; any other without them (sound logic then gets stuck, or finds
    // the clash or contradiction said below).
    let counted = solve(grid);
    let grade = if counted.is_ok() {
        grade_unique(grid)
    } else {
        grade(grid)
    };
    match grade.verdict {
        Verdict::Invalid(Invalid::Conflict(conflict)) => {
            return vec![format!("conflict: {conflict}")];
        }
        Verdict::Invalid(Invalid::NoSolution(_)) => return vec!["no solution".into()],
        Verdict::Difficulty(_) => {}
    }
    let solution = match counted {
        Ok(solution) => solution,
        Err(line) => return vec![line.into()],
    };
    let level = grade.level().expect("a valid grid has a level");
    if grade.is_finished() && !steps {
        let hardest = grade
            .hardest()
            .map_or("none".into(), |t| hodoku::word(hodoku::name(t)));
        return vec![summary(level, grade.rating(), &hardest, grade.steps())];
    }
    let solution = (!grade.is_finished()).then_some(solution);
    let mut path = path(grid, solution.as_ref());
    let count = u32::try_from(path.len()).expect("a path has fewer steps than 2^32");
    let hardest = match (solution, grade.hardest()) {
        (Some(_), _) => hodoku::word(hodoku::BRUTE_FORCE),
        (None, Some(t)) => hodoku::word(hodoku::name(t)),
        (None, None) => "none".into(),
    };
    if !steps {
        path.clear();
    }
    path.push(summary(level, grade.rating(), &hardest, count));
    path
}

/// The summary line: `level medium rating 3.4 hardest hidden-pair steps 62`.
fn summary(level: Level, rating: Rating, hardest: &str, steps: u32) -> String {
    format!("level {level} rating {rating} hardest {hardest} steps {steps}")
}

/// The one solution of `grid`, or the line that says it has none or several.
fn solve<S: Size>(grid: &Grid<S>) -> Result<Grid<S>, &'static str> {
    let Ok(mut solver) = Solver::new(grid, 2).map(Box::new) else {
        return Err("no solution");
    };
    solver.run();
    match (solver.solution_count(), solver.solution()) {
        (1, Some(solution)) => Ok(*solution),
        (0, _) | (_, None) => Err("no solution"),
        _ => Err("multiple solutions"),
    }
}

/// HoDoKu's solution path of `grid`, a puzzle with one solution, one line a step: the logical
/// steps (the uniqueness techniques among them), and where logic is stuck a brute-force step that sets the middle empty cell to its digit in `solution` (given
/// for a grid logic does not finish, whose one solution it is).
fn path<S: Size>(grid: &Grid<S>, solution: Option<&Grid<S>>) -> Vec<String> {
    let mut candidates = Candidates::from_grid(grid)
        .expect("a graded grid has no conflict")
        .with_unique_solution(true);
    let mut path = Vec::new();
    loop {
        match logic::step(&mut candidates) {
            Step::Deduced(deduction) => path.push(hodoku::step(&deduction)),
            Step::Solved => return path,
            Step::Stuck => {
                let open: Vec<Cell<S>> = Cell::all().filter(|&c| candidates.is_open(c)).collect();
                let cell = open[open.len() / 2];
                let digit = solution.and_then(|s| s.digit(cell)).expect(
                    "logic is stuck only on a grid it does not finish, whose solution is given",
                );
                candidates.place(cell, digit);
                path.push(hodoku::placed(hodoku::BRUTE_FORCE, cell, digit));
            }
            Step::Contradiction(c) => unreachable!("sound logic on a solvable grid: {c:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::{Nine, logic::Technique};

    fn nine(line: &str) -> AnyGrid {
        AnyGrid::Nine(Grid::<Nine>::from_line(line).expect("a puzzle line"))
    }

    /// A medium puzzle (the example of `logic::grade`).
    const MEDIUM: &str =
        ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";

    #[test]
    fn the_path_has_as_many_steps_as_the_summary_counts_and_grade_takes() {
        let lines = graded(&nine(MEDIUM), true);
        let summary = lines.last().expect("a summary");
        assert_eq!(
            summary,
            "level medium rating 3.4 hardest hidden-pair steps 62"
        );
        assert_eq!(lines.len(), 63);
        assert_eq!(graded(&nine(MEDIUM), false), std::slice::from_ref(summary));
        assert_eq!(lines[0], "Hidden Single: r2c3=5");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(hodoku::name(Technique::HiddenPair)))
        );
    }
}
