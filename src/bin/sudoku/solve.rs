//! `sudoku solve`: the solution (or the number of solutions) of every puzzle of
//! a file, in any form the core's reader reads, one answer line per puzzle.
//!
//! [`Solvers::answer`] answers one puzzle; [`Solve::run`] reads the file or stdin a chunk at
//! a time and prints the answers (a malformed puzzle's `error ...` line comes from `read.rs`).

use std::{fmt, process::ExitCode};

use clap::Args;
use sudoku_core::{AnyGrid, Conflict, Four, Grid, Nine, Sixteen, Size, solver::Solver};

use crate::read::{PuzzleFile, answer_each};

/// Solve every puzzle of a file, one answer line per puzzle
///
/// Each line is the solution, 'no solution', 'multiple solutions: <first>', 'conflict: <digit>
/// at rXcY and rXcY' or, for a malformed puzzle, 'error line N col C: <what>'. Exit 1 if a
/// puzzle was malformed or the file is no text.
#[derive(Debug, Args)]
pub struct Solve {
    /// Print the number of solutions instead: 0, 1 or 2+ (2+ means two or more: the search
    /// stops at the second)
    #[arg(long)]
    count: bool,
    #[command(flatten)]
    input: PuzzleFile,
}

impl Solve {
    /// Prints the answers; exit 0, or 1 if a puzzle was malformed or the file is no text.
    pub fn run(self) -> Result<ExitCode, String> {
        let mode = if self.count { Mode::Count } else { Mode::Solve };
        let mut solvers = Solvers::default();
        answer_each(&self.input, |puzzle, out| match puzzle {
            Ok(found) => out.line(solvers.answer(&found.grid, mode)),
            Err(error) => out.malformed(error),
        })
    }
}

/// The search stops at this many solutions: enough to tell unique from not.
const LIMIT: u32 = 2;

/// What `sudoku solve` prints for each puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The solution, or why there is no single one.
    Solve,
    /// The number of solutions: 0, 1 or 2+ (`--count`).
    Count,
}

/// A conflict in a grid of any size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnyConflict {
    /// In a 4x4 grid.
    Four(Conflict<Four>),
    /// In a 9x9 grid.
    Nine(Conflict<Nine>),
    /// In a 16x16 grid.
    Sixteen(Conflict<Sixteen>),
}

/// Prints `5 at r1c1 and r1c7`.
impl fmt::Display for AnyConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyConflict::Four(c) => c.fmt(f),
            AnyConflict::Nine(c) => c.fmt(f),
            AnyConflict::Sixteen(c) => c.fmt(f),
        }
    }
}

/// The answer to one puzzle line: what its output line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The one and only solution.
    Unique(AnyGrid),
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has two solutions or more; this is the first one found.
    Multiple(AnyGrid),
    /// The number of solutions, counted up to 2 (`--count`).
    Count(u32),
    /// Two givens clash, so the puzzle is not searched.
    Conflict(AnyConflict),
}

/// Prints the output line (without its line break).
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Unique(grid) => grid.fmt(f),
            Answer::NoSolution => f.write_str("no solution"),
            Answer::Multiple(grid) => write!(f, "multiple solutions: {grid}"),
            Answer::Count(n) if *n >= LIMIT => write!(f, "{LIMIT}+"),
            Answer::Count(n) => write!(f, "{n}"),
            Answer::Conflict(conflict) => write!(f, "conflict: {conflict}"),
        }
    }
}

/// One solver per grid size, made on first use and reused for every later puzzle.
///
/// They live on the heap: a 16x16 solver is about 140 KiB.
#[derive(Debug, Default)]
pub struct Solvers {
    four: Option<Box<Solver<Four>>>,
    nine: Option<Box<Solver<Nine>>>,
    sixteen: Option<Box<Solver<Sixteen>>>,
}

impl Solvers {
    /// The answer to `puzzle`.
    pub fn answer(&mut self, puzzle: &AnyGrid, mode: Mode) -> Answer {
        match puzzle {
            AnyGrid::Four(grid) => {
                let found = search(&mut self.four, grid);
                answer(found, mode, AnyGrid::Four, AnyConflict::Four)
            }
            AnyGrid::Nine(grid) => {
                let found = search(&mut self.nine, grid);
                answer(found, mode, AnyGrid::Nine, AnyConflict::Nine)
            }
            AnyGrid::Sixteen(grid) => {
                let found = search(&mut self.sixteen, grid);
                answer(found, mode, AnyGrid::Sixteen, AnyConflict::Sixteen)
            }
        }
    }
}

/// What a search found: the number of solutions (up to [`LIMIT`]) and the first one.
struct Found<S: Size> {
    count: u32,
    first: Option<Grid<S>>,
}

/// Counts the solutions of `grid` up to [`LIMIT`] with the solver in `slot` (made if missing).
fn search<S: Size>(
    slot: &mut Option<Box<Solver<S>>>,
    grid: &Grid<S>,
) -> Result<Found<S>, Conflict<S>> {
    let solver = slot.get_or_insert_with(|| {
        Box::new(Solver::new(&Grid::empty(), LIMIT).expect("the empty grid has no conflict"))
    });
    solver.load(grid, LIMIT)?;
    solver.run();
    Ok(Found {
        count: solver.solution_count(),
        first: solver.solution().copied(),
    })
}

/// Turns a search result of size `S` into the answer `mode` asks for.
fn answer<S: Size>(
    found: Result<Found<S>, Conflict<S>>,
    mode: Mode,
    any_grid: fn(Grid<S>) -> AnyGrid,
    any_conflict: fn(Conflict<S>) -> AnyConflict,
) -> Answer {
    let found = match found {
        Ok(found) => found,
        Err(conflict) => return Answer::Conflict(any_conflict(conflict)),
    };
    match (mode, found.first) {
        (Mode::Count, _) => Answer::Count(found.count),
        (Mode::Solve, None) => Answer::NoSolution,
        (Mode::Solve, Some(first)) if found.count >= LIMIT => Answer::Multiple(any_grid(first)),
        (Mode::Solve, Some(first)) => Answer::Unique(any_grid(first)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::format::Item;

    use sudoku_core::puzzles::{CLASSROOM, CLASSROOM_SOLUTION as CLASSROOM_SOLVED};
    /// Two solutions (the tutorial grid of the shared seeds.txt).
    const TUTORIAL: &str =
        "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";

    /// The output lines of `text`, as `sudoku solve` prints them (a file that is no text has
    /// none).
    fn output(text: &str, mode: Mode) -> Vec<String> {
        let mut solvers = Solvers::default();
        sudoku_core::format::read(text.as_bytes())
            .map_while(|item| match item {
                Item::Puzzle(found) => Some(solvers.answer(&found.grid, mode).to_string()),
                Item::Malformed(error) => Some(format!("error {error}")),
                Item::NotText(_) => None,
            })
            .collect()
    }

    /// A full 16x16 grid by the shifting pattern: row r is 1..16 rotated by 4(r mod 4) + r/4.
    fn sixteen_solved() -> String {
        (0..16)
            .flat_map(|r| (0..16).map(move |c| (4 * (r % 4) + r / 4 + c) % 16))
            .map(|v| char::from_digit(v + 1, 17).expect("1..=16 is a base-17 digit"))
            .collect::<String>()
            .to_uppercase()
    }

    /// Checks that `solution` fills `puzzle` by the rules (every unit holds each digit once).
    fn assert_solves(puzzle: &str, solution: &str, side: usize, box_side: usize) {
        assert_eq!(solution.len(), side * side, "{solution}");
        for (p, s) in puzzle.chars().zip(solution.chars()) {
            assert!(
                p == '.' || p.eq_ignore_ascii_case(&s),
                "{puzzle} -> {solution}"
            );
        }
        let at = |r: usize, c: usize| solution.as_bytes()[r * side + c];
        for i in 0..side {
            let (br, bc) = (i / box_side * box_side, i % box_side * box_side);
            let units: [Vec<u8>; 3] = [
                (0..side).map(|j| at(i, j)).collect(),
                (0..side).map(|j| at(j, i)).collect(),
                (0..side)
                    .map(|j| at(br + j / box_side, bc + j % box_side))
                    .collect(),
            ];
            for mut unit in units {
                unit.sort_unstable();
                unit.dedup();
                assert_eq!(unit.len(), side, "unit {i} of {solution}");
            }
        }
    }

    #[test]
    fn a_unique_puzzle_prints_its_solution() {
        assert_eq!(output(CLASSROOM, Mode::Solve), [CLASSROOM_SOLVED]);
        assert_eq!(output(CLASSROOM, Mode::Count), ["1"]);
    }

    #[test]
    fn zeros_for_empty_cells_come_back_solved() {
        let zeros = CLASSROOM.replace('.', "0");
        assert_eq!(output(&zeros, Mode::Solve), [CLASSROOM_SOLVED]);
    }

    #[test]
    fn several_solutions_print_the_first_with_a_prefix() {
        let lines = output(TUTORIAL, Mode::Solve);
        let first = lines[0]
            .strip_prefix("multiple solutions: ")
            .unwrap_or_else(|| panic!("{lines:?}"));
        assert_solves(TUTORIAL, first, 9, 3);
        assert_eq!(output(TUTORIAL, Mode::Count), ["2+"]);
    }

    #[test]
    fn an_impossible_puzzle_says_so() {
        // r1c9 can only be 9, but column 9 already has a 9: no clash, no solution.
        let line = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54));
        assert_eq!(output(&line, Mode::Solve), ["no solution"]);
        assert_eq!(output(&line, Mode::Count), ["0"]);
    }

    #[test]
    fn clashing_givens_name_the_digit_and_both_cells() {
        let line = format!("5.....5{}", ".".repeat(74));
        for mode in [Mode::Solve, Mode::Count] {
            assert_eq!(output(&line, mode), ["conflict: 5 at r1c1 and r1c7"]);
        }
        let column = format!(
            "{}7{}7{}",
            ".".repeat(9 * 3 + 5),
            ".".repeat(35),
            ".".repeat(12)
        );
        assert_eq!(
            output(&column, Mode::Solve),
            ["conflict: 7 at r4c6 and r8c6"]
        );
    }

    #[test]
    fn malformed_lines_name_their_line_and_column() {
        let text = format!(
            "# header\n{CLASSROOM}\n{}x{}\n{}\n{CLASSROOM}1\n12.z5\n",
            &CLASSROOM[..16],
            &CLASSROOM[17..],
            &CLASSROOM[..80],
        );
        let expected = [
            CLASSROOM_SOLVED,
            "error line 3 col 17: unexpected character 'x'",
            "error line 4 col 81: 80 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
            "error line 5 col 83: 82 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
            "error line 6 col 4: unexpected character 'z'",
        ];
        assert_eq!(output(&text, Mode::Solve), expected);
        let counted = output(&text, Mode::Count);
        assert_eq!(counted[0], "1");
        assert_eq!(counted[1..], expected[1..]);
    }

    #[test]
    fn a_letter_in_a_nine_by_nine_line_is_a_bad_character() {
        let letter = format!("A{}", &CLASSROOM[1..]);
        assert_eq!(
            output(&letter, Mode::Solve),
            ["error line 1 col 1: unexpected character 'A'"]
        );
    }

    #[test]
    fn comments_and_blank_lines_are_skipped_but_counted() {
        let text = format!("# one\n\n   \n  # indented\n{CLASSROOM}\n\n{TUTORIAL}\n#\nxyz\n");
        let lines = output(&text, Mode::Count);
        assert_eq!(
            lines,
            ["1", "2+", "error line 9 col 1: unexpected character 'x'"]
        );
        assert!(output("# only comments\n\n", Mode::Solve).is_empty());
        assert!(output("", Mode::Solve).is_empty());
    }

    #[test]
    fn crlf_line_endings_and_trailing_space_are_accepted() {
        let text = format!("# dos\r\n{CLASSROOM}\r\n\r\n{TUTORIAL} \r\n12x\r\n");
        let lines = output(&text, Mode::Count);
        assert_eq!(
            lines,
            ["1", "2+", "error line 5 col 3: unexpected character 'x'"]
        );
        assert_eq!(output(&text, Mode::Solve)[0], CLASSROOM_SOLVED);
    }

    #[test]
    fn four_by_four_puzzles_of_every_kind() {
        let unique = "1..4..3..1..2...";
        assert_eq!(output(unique, Mode::Solve), ["1324423131422413"]);
        assert_eq!(output(unique, Mode::Count), ["1"]);
        let text = "................\n123....4........\n1..1............\n1234341221434321\n";
        let lines = output(text, Mode::Solve);
        let first = lines[0]
            .strip_prefix("multiple solutions: ")
            .unwrap_or_else(|| panic!("{lines:?}"));
        assert_solves(&".".repeat(16), first, 4, 2);
        assert_eq!(
            lines[1..],
            [
                "no solution",
                "conflict: 1 at r1c1 and r1c4",
                "1234341221434321"
            ]
        );
        assert_eq!(
            output(text, Mode::Count),
            ["2+", "0", "conflict: 1 at r1c1 and r1c4", "1"]
        );
    }

    #[test]
    fn sixteen_by_sixteen_puzzles_of_every_kind() {
        let solved = sixteen_solved();
        assert_solves(&solved, &solved, 16, 4);
        // One hole per row: each is forced by its row, so the solution is unique.
        let mut unique: Vec<char> = solved.chars().collect();
        for r in 0..16 {
            unique[r * 16 + (r * 5) % 16] = '.';
        }
        let unique: String = unique.into_iter().collect();
        assert_eq!(output(&unique, Mode::Solve), [solved.as_str()]);
        // Lower case is read, upper case is printed.
        assert_eq!(output(&unique.to_lowercase(), Mode::Solve), [solved]);

        let empty = ".".repeat(256);
        let lines = output(&empty, Mode::Solve);
        let first = lines[0]
            .strip_prefix("multiple solutions: ")
            .unwrap_or_else(|| panic!("{lines:?}"));
        assert_solves(&empty, first, 16, 4);

        // r1c16 can only be G, but column 16 has a G (in its box, not its row): no solution.
        let impossible = format!("123456789ABCDEF.{}G{}", ".".repeat(15), ".".repeat(224));
        let clash = format!("G..G{}", ".".repeat(252));
        let text = format!("{empty}\n{impossible}\n{clash}\n");
        assert_eq!(
            output(&text, Mode::Solve)[1..],
            ["no solution", "conflict: G at r1c1 and r1c4"]
        );
        assert_eq!(
            output(&text, Mode::Count),
            ["2+", "0", "conflict: G at r1c1 and r1c4"]
        );
    }

    #[test]
    fn sizes_mix_in_one_file_and_solvers_are_reused() {
        let text = format!(
            "1234341221434321\n{CLASSROOM}\n{}\n{CLASSROOM}\n",
            sixteen_solved()
        );
        let lines = output(&text, Mode::Solve);
        assert_eq!(
            lines,
            [
                "1234341221434321".to_string(),
                CLASSROOM_SOLVED.to_string(),
                sixteen_solved(),
                CLASSROOM_SOLVED.to_string()
            ]
        );
    }

    #[test]
    fn count_two_or_more_prints_two_plus() {
        assert_eq!(Answer::Count(0).to_string(), "0");
        assert_eq!(Answer::Count(1).to_string(), "1");
        assert_eq!(Answer::Count(2).to_string(), "2+");
    }
}
