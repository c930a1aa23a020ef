//! Grades the puzzle sets with the logical solver (`sudoku_core::logic`) and checks that the
//! grades agree with the sets' reputations, and that every deduction agrees with the solution
//! our backtracking solver finds.
//!
//! `cargo test --release --test grading -- --nocapture` prints the distribution per set. The
//! ignored test (run by `make test-full`) does the same over every puzzle of `$PUZZLES`
//! (default `../shared/puzzles`) and the committed qqwing expert set: every step of every
//! technique checked against the solver's solution as the grade takes it (so a puzzle logic
//! finishes is finished as that solution), and
//! per set the share logic finishes and the count of each level (figures, not pass/fail):
//! `cargo test --release --test grading -- --ignored --nocapture`.
//!
//! A puzzle with several solutions can never be finished by sound logic (it cannot choose
//! between the solutions), so it grades `NeedsGuessing`; the tables count those apart as
//! "not unique", and say how far logic got (the hardest tier used before it got stuck).

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use sudoku_core::{
    Grid, Nine,
    format::puzzle_lines,
    logic::{Deduction, Difficulty, Grade, Level, Technique, Verdict, grade_showing},
    solver::Solver,
};

/// At most this many unsound deductions are printed.
const SHOWN: usize = 10;

/// What one puzzle file graded as.
#[derive(Debug, Default)]
struct Tally {
    name: String,
    puzzles: usize,
    /// Unique puzzles by difficulty (easy, medium, hard, needs guessing).
    unique: [usize; 4],
    /// Puzzles with several solutions (all graded `NeedsGuessing`), by the hardest tier used
    /// before logic got stuck (none counts as easy).
    not_unique: [usize; 4],
    /// Puzzles with no solution (or graded invalid).
    invalid: usize,
    /// Unique puzzles by level (easy to extreme).
    levels: [usize; 5],
    /// Unique puzzles logic finished.
    finished: usize,
    /// Logic-solved puzzles by the hardest technique they needed.
    hardest: Vec<usize>,
    /// Steps taken with each technique, over all puzzles.
    uses: Vec<usize>,
    /// Cells logic left empty, summed over the puzzles it did not finish.
    open_left: usize,
    /// Time spent grading, each deduction checked as it is taken.
    grading: Duration,
    /// What went wrong: unsound deductions, grades that contradict the solution count.
    failures: Vec<String>,
}

impl Tally {
    /// Puzzles graded `d`, unique or not.
    fn graded(&self, d: Difficulty) -> usize {
        let i = d as usize;
        self.unique[i]
            + if d == Difficulty::NeedsGuessing {
                self.not_unique.iter().sum()
            } else {
                0
            }
    }

    /// The share of puzzles graded one of `ds`.
    fn share(&self, ds: &[Difficulty]) -> f64 {
        ds.iter().map(|&d| self.graded(d)).sum::<usize>() as f64 / self.puzzles.max(1) as f64
    }

    fn micros_per_puzzle(&self) -> f64 {
        self.grading.as_secs_f64() * 1e6 / self.puzzles.max(1) as f64
    }
}

/// Whether `d` agrees with `solution`: it places none of the solution's digits wrong and removes
/// none of them.
fn check_deduction(d: &Deduction, solution: &Grid<Nine>) -> Result<(), String> {
    if let Some((cell, digit)) = d.placement()
        && solution.digit(cell) != Some(digit)
    {
        return Err(format!("\"{d}\" places a wrong digit"));
    }
    if let Some((cell, digit)) = d
        .eliminations()
        .iter()
        .find(|&&(cell, digit)| solution.digit(cell) == Some(digit))
    {
        return Err(format!(
            "\"{d}\" removes the solution's {digit} from {cell}"
        ));
    }
    Ok(())
}

/// Grades every puzzle of the file at `path`, and checks each against the solver.
fn grade_file(path: &Path) -> Tally {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    );
    let text =
        fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let puzzles: Vec<(usize, Grid<Nine>)> = puzzle_lines(&text)
        .map(|(line, p)| {
            let grid = Grid::from_line(p).unwrap_or_else(|e| panic!("{name}:{line}: {e}"));
            (line, grid)
        })
        .collect();
    let mut tally = Tally {
        name,
        puzzles: puzzles.len(),
        hardest: vec![0; Technique::COUNT],
        uses: vec![0; Technique::COUNT],
        ..Tally::default()
    };

    // Each puzzle's solution count (two at most) and a solution: a puzzle with one is graded
    // with the uniqueness techniques, as HoDoKu grades.
    let mut solver = Solver::new(&Grid::empty(), 2).expect("the empty grid has no conflict");
    let counted: Vec<(u32, Option<Grid<Nine>>)> = puzzles
        .iter()
        .map(|(_, puzzle)| match solver.load(puzzle, 2) {
            Ok(()) => {
                solver.run();
                let n = solver.solution_count();
                (n, solver.solution().filter(|_| n > 0).copied())
            }
            Err(_) => (0, None),
        })
        .collect();
    // Each puzzle graded once (a puzzle with one solution with the uniqueness techniques, as
    // HoDoKu grades), every deduction checked against the solution as it is taken: the first
    // that disagrees, per puzzle.
    let start = Instant::now();
    let graded: Vec<(Grade<Nine>, Option<String>)> = puzzles
        .iter()
        .zip(&counted)
        .map(|((_, puzzle), (solutions, solution))| {
            let mut unsound = None;
            let g = grade_showing(puzzle, *solutions == 1, |d| {
                if let Some(solution) = solution
                    && unsound.is_none()
                {
                    unsound = check_deduction(d, solution).err();
                }
            });
            (g, unsound)
        })
        .collect();
    tally.grading = start.elapsed();

    for (((line, puzzle), (g, unsound)), (solutions, _)) in
        puzzles.iter().zip(&graded).zip(&counted)
    {
        let solutions = *solutions;
        let mut fail = |what: String| {
            tally
                .failures
                .push(format!("{}:{line}: {puzzle}: {what}", tally.name))
        };
        // No deduction placed a digit off the solution or removed one of its digits, so a
        // puzzle logic finished was finished as the solution.
        if let Some(e) = unsound {
            fail(e.clone());
        }
        match (g.verdict, solutions) {
            (Verdict::Invalid(_), 0) => tally.invalid += 1,
            (Verdict::Invalid(why), _) => fail(format!("graded invalid ({why}) yet solvable")),
            (Verdict::Difficulty(d), 1) => {
                tally.unique[d as usize] += 1;
                let level = g.level().expect("a valid grid has a level");
                tally.levels[level as usize] += 1;
                tally.finished += usize::from(g.is_finished());
                if let Some(t) = g.counts.hardest().filter(|_| g.open == 0) {
                    tally.hardest[t.index()] += 1;
                }
            }
            (Verdict::Difficulty(Difficulty::NeedsGuessing), 2) => {
                let tier = g.counts.hardest().map_or(Difficulty::Easy, Technique::tier);
                tally.not_unique[tier as usize] += 1;
            }
            (Verdict::Difficulty(d), 2) => fail(format!("graded {d} yet not unique")),
            (Verdict::Difficulty(d), _) => fail(format!("graded {d} yet without solution")),
        }
        tally.open_left += g.open;
        for (t, n) in g.counts.iter() {
            tally.uses[t.index()] += usize::from(n);
        }
    }
    tally
}

/// Prints the distribution table and the hardest techniques needed.
fn print_tables(tallies: &[Tally]) {
    println!();
    println!(
        "{:<36} {:>7} | {:>6} {:>6} {:>6} {:>8} | {:>10} {:>7} | {:>9}",
        "set",
        "puzzles",
        "easy",
        "medium",
        "hard",
        "guessing",
        "not unique",
        "invalid",
        "µs/puzzle"
    );
    println!("{}", "-".repeat(112));
    for t in tallies {
        let not_unique: usize = t.not_unique.iter().sum();
        println!(
            "{:<36} {:>7} | {:>6} {:>6} {:>6} {:>8} | {:>10} {:>7} | {:>9.1}",
            t.name,
            t.puzzles,
            t.unique[0],
            t.unique[1],
            t.unique[2],
            t.unique[3],
            not_unique,
            t.invalid,
            t.micros_per_puzzle()
        );
    }
    println!(
        "(easy, medium, hard, guessing: unique puzzles; \"not unique\" puzzles all grade Needs guessing)"
    );
    println!();
    for t in tallies {
        let hardest: Vec<String> = Technique::ALL
            .into_iter()
            .filter(|t2| t.hardest[t2.index()] > 0)
            .map(|t2| format!("{} {}", t2.name(), t.hardest[t2.index()]))
            .collect();
        println!(
            "{}: hardest technique of the solved ones: {}",
            t.name,
            if hardest.is_empty() {
                "-".into()
            } else {
                hardest.join(", ")
            }
        );
        let not_unique: usize = t.not_unique.iter().sum();
        if not_unique > 0 {
            println!(
                "{}: the {not_unique} not unique: the hardest step before logic got stuck was easy in {}, medium in {}, hard in {}",
                t.name, t.not_unique[0], t.not_unique[1], t.not_unique[2]
            );
        }
        let unfinished = t.graded(Difficulty::NeedsGuessing) + t.invalid;
        if unfinished > 0 {
            println!(
                "{}: logic left {:.1} of 81 cells empty on average where it got stuck",
                t.name,
                t.open_left as f64 / unfinished as f64
            );
        }
    }
    println!();
    for t in tallies {
        let unique: usize = t.unique.iter().sum();
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("{l} {}", t.levels[*l as usize]))
            .collect();
        println!(
            "{}: logic finishes {} of {} unique puzzles ({:.1} %); levels: {}",
            t.name,
            t.finished,
            unique,
            100.0 * t.finished as f64 / unique.max(1) as f64,
            levels.join(", ")
        );
    }
    let uses = total_uses(tallies);
    let uses: Vec<String> = Technique::ALL
        .into_iter()
        .map(|t| format!("{} {}", t.name(), uses[t.index()]))
        .collect();
    println!("\nsteps taken, all sets: {}", uses.join(", "));
}

/// Steps taken with each technique over every set.
fn total_uses(tallies: &[Tally]) -> [usize; Technique::COUNT] {
    let mut uses = [0; Technique::COUNT];
    for t in tallies {
        for (total, n) in uses.iter_mut().zip(&t.uses) {
            *total += n;
        }
    }
    uses
}

/// Panics listing the failures of every tally.
fn assert_no_failures(tallies: &[Tally]) {
    let failures: Vec<&String> = tallies.iter().flat_map(|t| &t.failures).collect();
    if !failures.is_empty() {
        let shown: Vec<&str> = failures.iter().take(SHOWN).map(|s| s.as_str()).collect();
        panic!("{} failures:\n  {}", failures.len(), shown.join("\n  "));
    }
}

/// The `.txt` files of `dir`, sorted.
fn puzzle_files(dir: &Path) -> Vec<PathBuf> {
    let entries =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(
        !paths.is_empty(),
        "{} holds no .txt puzzle files",
        dir.display()
    );
    paths
}

fn tally_named<'a>(tallies: &'a [Tally], name: &str) -> &'a Tally {
    tallies
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("tests/puzzles/{name} is missing"))
}

#[test]
fn the_fixture_sets_grade_as_their_reputations_say() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/puzzles");
    let tallies: Vec<Tally> = puzzle_files(&dir).iter().map(|p| grade_file(p)).collect();
    print_tables(&tallies);
    assert_no_failures(&tallies);
    use Difficulty::*;

    let seeds = tally_named(&tallies, "seeds.txt");
    // Classroom: medium; tutorial: 434 solutions; Wikipedia's worst case: singles only.
    assert_eq!(
        (seeds.unique, seeds.not_unique.iter().sum::<usize>()),
        ([1, 1, 0, 0], 1)
    );

    // SER 11+ puzzles need far more than X-wings and wings: essentially all need guessing.
    for name in [
        "puzzles6_forum_hardest_1106.txt",
        "sample_forum_hardest_1905_11+.txt",
    ] {
        let t = tally_named(&tallies, name);
        assert!(t.share(&[NeedsGuessing]) >= 0.99, "{name}: {:?}", t.unique);
    }
    // 17-clue puzzles are sparse, not hard: mostly easy or medium.
    let t = tally_named(&tallies, "sample_17_clue.txt");
    assert!(t.share(&[Easy, Medium]) >= 0.6, "17-clue: {:?}", t.unique);
    assert_eq!(
        t.graded(NeedsGuessing),
        t.unique[3],
        "17-clue puzzles are unique"
    );
    // magictour top1465: the classic hard set.
    let t = tally_named(&tallies, "puzzles3_magictour_top1465.txt");
    assert!(
        t.share(&[Hard, NeedsGuessing]) >= 0.6,
        "magictour: {:?}",
        t.unique
    );
    // Every technique does work on real puzzles but jellyfish and hidden quads (too rare for
    // these sets; their unit tests build examples).
    let uses = total_uses(&tallies);
    let rare = [Technique::Jellyfish, Technique::HiddenQuad];
    for t in Technique::ALL.iter().filter(|t| !rare.contains(t)) {
        assert!(uses[t.index()] > 0, "no {t} in any fixture");
    }
    // serg: easy for a solver, but the sample's puzzles all have several solutions.
    let t = tally_named(&tallies, "sample_serg_benchmark.txt");
    assert_eq!(
        t.not_unique.iter().sum::<usize>(),
        t.puzzles,
        "serg: {:?}",
        t.not_unique
    );
}

/// Every puzzle of every set in `$PUZZLES` (default `../shared/puzzles`), and the qqwing expert set.
#[test]
#[ignore = "needs the shared puzzle folder; about 20 s"]
fn every_shared_puzzle_is_graded_soundly() {
    let dir = std::env::var_os("PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    );
    let mut files = puzzle_files(&dir);
    files.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/puzzles/qqwing_expert.txt"));
    let tallies: Vec<Tally> = files.iter().map(|p| grade_file(p)).collect();
    print_tables(&tallies);
    assert_no_failures(&tallies);
}
