//! Cross-checks our solver against the `sudoku` crate (a JCZSolve port, used
//! as an oracle; AGPL, a dev-dependency only) puzzle by puzzle: the same
//! count of solutions up to 2, the same solution when it is unique, and a
//! solution that keeps the givens and obeys the rules.
//!
//! The ordinary test run reads the fixtures committed in `tests/puzzles/`
//! (4,843 puzzles). `make test-full` runs the ignored test over every
//! puzzle of every set in the shared folder (`$PUZZLES`, by default
//! `../shared/puzzles` beside the repository; about 110,000 puzzles).

use std::{
    fmt::Write as _,
    fs,
    path::{Path, PathBuf},
    time::Instant,
};

use sudoku_core::{Grid, Nine, format::puzzle_lines, solver::Solver};

/// At most this many failures are printed (the count says how many there were).
const SHOWN: usize = 20;

/// One puzzle where we and the oracle (or the rules) disagree.
#[derive(Debug)]
struct Failure {
    file: String,
    line: usize,
    puzzle: String,
    what: String,
}

/// What one file held, and what went wrong with it.
#[derive(Debug, Default)]
struct Tally {
    puzzles: usize,
    /// Puzzles by their number of solutions: none, one, two or more.
    counts: [usize; 3],
    failures: Vec<Failure>,
}

/// Whether `solution` fills `puzzle` by the rules: full, every given kept, each unit a permutation of 1-9.
fn rule_breach(puzzle: &str, solution: &str) -> Option<String> {
    let cells = solution.as_bytes();
    if cells.len() != 81 || !cells.iter().all(|c| (b'1'..=b'9').contains(c)) {
        return Some(format!("solution {solution} is not 81 digits"));
    }
    for (i, (p, s)) in puzzle.bytes().zip(cells).enumerate() {
        if p.is_ascii_digit() && p != b'0' && p != *s {
            return Some(format!(
                "solution {solution} changes the given {} at r{}c{}",
                p as char,
                i / 9 + 1,
                i % 9 + 1
            ));
        }
    }
    for i in 0..9 {
        let (top, left) = (i / 3 * 3, i % 3 * 3);
        let units = [
            ("row", (0..9).map(|j| i * 9 + j).collect::<Vec<_>>()),
            ("column", (0..9).map(|j| j * 9 + i).collect()),
            (
                "box",
                (0..9).map(|j| (top + j / 3) * 9 + left + j % 3).collect(),
            ),
        ];
        for (kind, unit) in units {
            let seen = unit
                .iter()
                .fold(0u16, |seen, &c| seen | 1 << (cells[c] - b'0'));
            if seen != 0b11_1111_1110 {
                return Some(format!(
                    "solution {solution} repeats a digit in {kind} {}",
                    i + 1
                ));
            }
        }
    }
    None
}

/// Checks one puzzle line against the oracle; `Err` says what disagrees.
fn check(solver: &mut Solver<Nine>, line: &str) -> Result<usize, String> {
    let line = line.trim_end();
    let grid = Grid::<Nine>::from_line(line).map_err(|e| format!("we cannot read it: {e}"))?;
    let oracle = sudoku::Sudoku::from_str_line(line)
        .map_err(|e| format!("the oracle cannot read it: {e:?}"))?;
    let theirs = oracle.solutions_count_up_to(2);
    solver
        .load(&grid, 2)
        .map_err(|c| format!("we see a conflict ({c}), the oracle counts {theirs}"))?;
    solver.run();
    let ours = solver.solution_count() as usize;
    if ours != theirs {
        return Err(format!(
            "we count {ours} solutions (up to 2), the oracle {theirs}"
        ));
    }
    let solution = solver.solution().map(Grid::to_string);
    match (ours, &solution) {
        (0, Some(s)) => return Err(format!("no solution counted, yet one given: {s}")),
        (0, None) => return Ok(0),
        (_, None) => return Err(format!("{ours} solutions counted, none given")),
        (_, Some(s)) => {
            if let Some(breach) = rule_breach(line, s) {
                return Err(breach);
            }
        }
    }
    if ours == 1 {
        let expected = oracle
            .some_solution()
            .expect("the oracle counted one solution")
            .to_string();
        let ours = solution.expect("checked above");
        if ours != expected {
            return Err(format!(
                "our solution {ours} is not the oracle's {expected}"
            ));
        }
    }
    Ok(ours)
}

/// Checks every puzzle of the file at `path`.
fn check_file(solver: &mut Solver<Nine>, path: &Path) -> Tally {
    let name = path.display().to_string();
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {name}: {e}"));
    let mut tally = Tally::default();
    for (line, puzzle) in puzzle_lines(&text) {
        tally.puzzles += 1;
        match check(solver, puzzle) {
            Ok(count) => tally.counts[count] += 1,
            Err(what) => tally.failures.push(Failure {
                file: name.clone(),
                line,
                puzzle: puzzle.trim_end().to_string(),
                what,
            }),
        }
    }
    tally
}

/// The `.txt` files of `dir`, sorted; panics with a clear message if the folder cannot be read.
fn puzzle_files(dir: &Path, hint: &str) -> Vec<PathBuf> {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| {
        panic!(
            "the puzzle folder {} cannot be read ({e}); {hint}",
            dir.display()
        )
    });
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(
        !paths.is_empty(),
        "the puzzle folder {} holds no .txt puzzle files; {hint}",
        dir.display()
    );
    paths
}

/// Checks every file, printing one line per file; panics listing the failures.
fn check_files(paths: &[PathBuf]) -> usize {
    let mut solver = Solver::new(&Grid::empty(), 2).expect("the empty grid has no conflict");
    let mut failures = Vec::new();
    let mut total = 0;
    for path in paths {
        let start = Instant::now();
        let tally = check_file(&mut solver, path);
        println!(
            "{}: {} puzzles ({} unique, {} with several solutions, {} with none), {} disagreements, {:.1} s",
            path.display(),
            tally.puzzles,
            tally.counts[1],
            tally.counts[2],
            tally.counts[0],
            tally.failures.len(),
            start.elapsed().as_secs_f64()
        );
        assert!(tally.puzzles > 0, "{} holds no puzzle", path.display());
        total += tally.puzzles;
        failures.extend(tally.failures);
    }
    if !failures.is_empty() {
        let mut report = format!(
            "{} of {total} puzzles disagree with the oracle or the rules:\n",
            failures.len()
        );
        for f in failures.iter().take(SHOWN) {
            writeln!(
                report,
                "  {}:{}: {}\n    {}",
                f.file, f.line, f.puzzle, f.what
            )
            .expect("writing to a String cannot fail");
        }
        if failures.len() > SHOWN {
            writeln!(report, "  ... and {} more", failures.len() - SHOWN)
                .expect("writing to a String cannot fail");
        }
        panic!("{report}");
    }
    total
}

/// The committed fixtures.
fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/puzzles")
}

#[test]
fn the_committed_fixtures_agree_with_the_oracle() {
    let paths = puzzle_files(&fixtures(), "it is part of the repository");
    let names: Vec<_> = paths
        .iter()
        .filter_map(|p| p.file_name()?.to_str())
        .collect();
    for expected in [
        "seeds.txt",
        "puzzles3_magictour_top1465.txt",
        "puzzles6_forum_hardest_1106.txt",
        "sample_17_clue.txt",
        "sample_forum_hardest_1905_11+.txt",
        "sample_serg_benchmark.txt",
    ] {
        assert!(
            names.contains(&expected),
            "tests/puzzles/{expected} is missing"
        );
    }
    let total = check_files(&paths);
    assert!(total > 4_800, "only {total} puzzles in the fixtures");
}

/// seeds.txt says the tutorial grid has two solutions; it has 434 (the tutorial stops at two).
#[test]
fn the_tutorial_grid_is_not_unique() {
    let text = fs::read_to_string(fixtures().join("seeds.txt")).expect("seeds.txt is committed");
    let (_, tutorial) = puzzle_lines(&text).next().expect("seeds.txt has puzzles");
    let grid = Grid::<Nine>::from_line(tutorial).expect("the tutorial grid is well formed");
    let mut solver = Solver::new(&grid, 2).expect("the tutorial grid has no conflict");
    solver.run();
    assert_eq!(solver.solution_count(), 2);
    assert!(!solver.is_unique());
    let solution = solver.solution().expect("a first solution").to_string();
    assert_eq!(rule_breach(tutorial, &solution), None);
    // Counting them all, we and the oracle agree.
    let oracle = sudoku::Sudoku::from_str_line(tutorial.trim_end()).expect("the oracle reads it");
    solver.load(&grid, 1000).expect("no conflict");
    solver.run();
    assert_eq!(solver.solution_count(), 434);
    assert_eq!(oracle.solutions_count_up_to(1000), 434);
}

#[test]
fn the_rule_check_catches_bad_solutions() {
    let puzzle =
        ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";
    let good = sudoku_core::puzzles::CLASSROOM_SOLUTION;
    assert_eq!(rule_breach(puzzle, good), None);
    let swapped = format!("98{}", &good[2..]);
    assert!(
        rule_breach(puzzle, &swapped).is_some_and(|m| m.contains("changes the given 9 at r1c2"))
    );
    let row_twice = good[..9].repeat(9);
    assert!(rule_breach(&".".repeat(81), &row_twice).is_some_and(|m| m.contains("column 1")));
    assert!(rule_breach(puzzle, &good[..80]).is_some_and(|m| m.contains("not 81 digits")));
}

/// Unique puzzles with one more given that differs from their solution have no solution.
#[test]
fn puzzles_made_impossible_agree_with_the_oracle() {
    let path = fixtures().join("sample_17_clue.txt");
    let text = fs::read_to_string(&path).expect("sample_17_clue.txt is committed");
    let mut solver = Solver::new(&Grid::empty(), 2).expect("the empty grid has no conflict");
    let mut made = 0;
    for (line, puzzle) in puzzle_lines(&text).step_by(10) {
        let grid = Grid::<Nine>::from_line(puzzle).expect("the fixture is well formed");
        solver.load(&grid, 2).expect("the fixture has no conflict");
        solver.run();
        let solution = solver
            .solution()
            .expect("17-clue puzzles are unique")
            .to_string();
        // The first empty cell, given the lowest digit that is wrong there but clashes with no given.
        let mut cells = puzzle.trim_end().as_bytes().to_vec();
        let empty = cells
            .iter()
            .position(|&c| c == b'.')
            .expect("17 clues leave cells empty");
        let Some(wrong) = (b'1'..=b'9').find(|&d| {
            d != solution.as_bytes()[empty] && {
                cells[empty] = d;
                let text = std::str::from_utf8(&cells).expect("ASCII");
                !Grid::<Nine>::from_line(text)
                    .expect("ASCII digits")
                    .has_conflict()
            }
        }) else {
            continue;
        };
        cells[empty] = wrong;
        let impossible = String::from_utf8(cells).expect("ASCII");
        assert_eq!(
            check(&mut solver, &impossible),
            Ok(0),
            "{}:{line}: {impossible} (made from {puzzle})",
            path.display()
        );
        made += 1;
    }
    assert!(made > 50, "only {made} impossible puzzles made");
}

/// Every puzzle of every set in `$PUZZLES` (default `../shared/puzzles`): `make test-full`.
#[test]
#[ignore = "needs the shared puzzle folder; run by make test-full"]
fn every_shared_puzzle_agrees_with_the_oracle() {
    let dir = std::env::var_os("PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    );
    let dir = dir.canonicalize().unwrap_or(dir);
    println!("reading every .txt puzzle file in {}", dir.display());
    let paths = puzzle_files(&dir, "set PUZZLES to the folder holding the puzzle sets");
    let start = Instant::now();
    let total = check_files(&paths);
    println!(
        "{total} puzzles in {} files from {} agree with the oracle ({:.1} s)",
        paths.len(),
        dir.display(),
        start.elapsed().as_secs_f64()
    );
}
