//! Helpers for the technique tests, and the soundness tests of the whole logic:
//! every deduction on puzzles with a known solution agrees with that solution.

use proptest::prelude::*;
use std::{format, string::ToString, vec::Vec};

use super::*;
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    grid::Grid,
    size::{Four, Sixteen},
    solver::Solver,
};

pub(super) use crate::puzzles::{CLASSROOM, TUTORIAL, WORST_CASE};

pub(super) fn cell<S: Size>(r: usize, c: usize) -> Cell<S> {
    Cell::new(r, c).unwrap()
}

pub(super) fn digit<S: Size>(d: u8) -> Digit<S> {
    Digit::new(d).unwrap()
}

pub(super) fn row<S: Size>(i: usize) -> Unit<S> {
    units::unit(units::ROW, i)
}

pub(super) fn col<S: Size>(i: usize) -> Unit<S> {
    units::unit(units::COL, i)
}

pub(super) fn bx<S: Size>(i: usize) -> Unit<S> {
    units::unit(units::BOX, i)
}

/// Every digit of a 9x9 grid, as a mask.
pub(super) fn all_nine() -> u16 {
    0x1ff
}

/// The candidate mask of `digits`.
pub(super) fn mask<S: Size>(digits: &[u8]) -> u16 {
    digits.iter().fold(0, |m, &d| m | digit::<S>(d).bit())
}

/// Candidates with every digit everywhere but in `cells`, which hold the digits given.
pub(super) fn with(cells: &[((usize, usize), &[u8])]) -> Candidates<Nine> {
    let mut c = Candidates::<Nine>::new();
    for &((r, col), digits) in cells {
        c.keep(cell(r, col), mask::<Nine>(digits));
    }
    c
}

/// The candidates of the grid whose first cells are `prefix` (the rest empty).
pub(super) fn candidates<S: Size>(prefix: &str) -> Candidates<S> {
    Candidates::from_grid(&candidates_grid(prefix)).unwrap()
}

/// The grid whose first cells are `prefix` (the rest empty).
pub(super) fn candidates_grid<S: Size>(prefix: &str) -> Grid<S> {
    Grid::from_line(&format!("{prefix:.<width$}", width = S::CELLS)).unwrap()
}

/// The sentence of `d` in French.
pub(super) fn fr<S: Size>(d: &Deduction<S>) -> std::string::String {
    crate::text::In(crate::text::Lang::Fr, d).to_string()
}

/// The cells that prove `d`, as the board highlights them.
pub(super) fn proof<S: Size>(d: &Deduction<S>) -> Vec<Cell<S>> {
    d.highlight().proof.iter().collect()
}

/// The units the board shades for `d`.
pub(super) fn shaded<S: Size>(d: &Deduction<S>) -> Vec<Unit<S>> {
    d.highlight().units.to_vec()
}

/// Checks that the easiest step of `c` is a deduction by `technique`, the same one the
/// technique finds alone, changing only current candidates; returns it.
pub(super) fn expect_first<S: Size>(c: &Candidates<S>, technique: Technique) -> Deduction<S> {
    expect_first_among(c, technique, &Technique::ALL)
}

/// As [`expect_first`], with only the techniques of `among` tried.
pub(super) fn expect_first_among<S: Size>(
    c: &Candidates<S>,
    technique: Technique,
    among: &[Technique],
) -> Deduction<S> {
    let d = among
        .iter()
        .find_map(|t| t.find(c))
        .unwrap_or_else(|| panic!("expected a {technique}, found nothing"));
    assert_eq!(d.technique(), technique, "found instead: {d}");
    assert_eq!(technique.find(c).as_ref(), Some(&d));
    let highlight = d.highlight();
    match d.effect() {
        Effect::Place(cell, digit) => {
            assert!(c.has(cell, digit));
            assert_eq!(highlight.placed, Some((cell, digit)));
            assert!(highlight.removed.is_empty());
        }
        Effect::Eliminate(eliminations) => {
            assert!(!eliminations.is_empty());
            for &(cell, digit) in eliminations {
                assert!(c.has(cell, digit), "{digit} is no candidate of {cell}");
                assert!(highlight.removed.contains(cell, digit));
            }
            assert_eq!(highlight.removed.iter().count(), eliminations.len());
            assert_eq!(highlight.placed, None);
        }
    }
    // The proof never holds a candidate that goes, and its candidates are the state's.
    assert_eq!(highlight.targets, d.targets());
    for (cell, digit) in highlight.proof_candidates.iter() {
        assert!(highlight.proof.contains(cell));
        assert!(c.has(cell, digit), "{digit} of {cell} proves nothing");
        assert!(
            !highlight.removed.contains(cell, digit),
            "{digit} of {cell}"
        );
    }
    assert_ne!(highlight.digits, 0);
    assert_eq!(highlight.digits, d.digits());
    // A chain's links join candidates of the state.
    for link in &highlight.links {
        for node in [link.from, link.to] {
            assert!(node.cells().all(|cell| c.has(cell, node.digit)), "{link:?}");
        }
    }
    d
}

/// A random solved grid: the pattern grid with shuffled bands, rows, stacks, columns and digits.
fn shuffled_solution<S: Size>(seed: u64) -> Grid<S> {
    let mut state = seed | 1;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut shuffled = |len: usize| {
        let mut v: Vec<usize> = (0..len).collect();
        for i in (1..len).rev() {
            v.swap(i, next(i + 1));
        }
        v
    };
    let n = S::BOX;
    let mut order = || {
        let groups = shuffled(n);
        groups
            .into_iter()
            .flat_map(|g| shuffled(n).into_iter().map(move |i| g * n + i))
            .collect::<Vec<_>>()
    };
    let (rows, cols) = (order(), order());
    let digits = shuffled(S::SIDE);
    let mut grid = Grid::empty();
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let base = (pr % n * n + pr / n + pc) % S::SIDE;
            grid.set_given(cell(r, c), Digit::from_index(digits[base]));
        }
    }
    grid
}

/// The indices `0..n` in a random order made from `seed`.
fn shuffled_indices(n: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut s = seed | 1;
    for i in (1..n).rev() {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        order.swap(i, (s >> 33) as usize % (i + 1));
    }
    order
}

/// `full` with `holes` cells, chosen at random from `seed`, emptied.
fn with_holes<S: Size>(full: &Grid<S>, holes: usize, seed: u64) -> Grid<S> {
    let mut puzzle = *full;
    for &i in &shuffled_indices(S::CELLS, seed)[..holes] {
        puzzle.clear(Cell::from_index(i).unwrap());
    }
    puzzle
}

/// Solves `puzzle` logically step by step, checking every deduction against `solution`
/// (one solution of it); returns how it ended.
fn check_sound<S: Size>(
    puzzle: &Grid<S>,
    solution: &Grid<S>,
) -> Result<Run<S>, std::string::String> {
    let mut c = Candidates::from_grid(puzzle).map_err(|e| format!("conflict {e}"))?;
    let mut counts = Counts::new();
    loop {
        match step(&mut c) {
            Step::Deduced(d) => {
                counts.add(d.technique());
                if let Some((cell, digit)) = d.placement()
                    && solution.digit(cell) != Some(digit)
                {
                    return Err(format!("{d}: wrong placement in {puzzle}"));
                }
                for &(cell, digit) in d.eliminations() {
                    if solution.digit(cell) == Some(digit) {
                        return Err(format!(
                            "{d}: removes the solution's {digit} from {cell} in {puzzle}"
                        ));
                    }
                }
            }
            Step::Solved => {
                let mut grid = *puzzle;
                c.fill(&mut grid);
                if grid.placed_as_givens() != solution.placed_as_givens() {
                    return Err(format!("solved as {grid}, not {solution}"));
                }
                return Ok(Run {
                    outcome: Outcome::Solved,
                    counts,
                    rating: Rating::NONE,
                });
            }
            Step::Stuck => {
                return Ok(Run {
                    outcome: Outcome::Stuck,
                    counts,
                    rating: Rating::NONE,
                });
            }
            Step::Contradiction(x) => return Err(format!("contradiction {x} in {puzzle}")),
        }
    }
}

/// The unique solution of `puzzle`, if it has one.
fn unique_solution<S: Size>(puzzle: &Grid<S>) -> Option<Grid<S>> {
    let mut solver = Solver::new(puzzle, 2).ok()?;
    solver.run();
    solver
        .is_unique()
        .then(|| *solver.solution().expect("a unique solution"))
}

/// A puzzle with one solution made from `full` by emptying cells in a random order while it stays unique.
fn unique_puzzle(full: &Grid<Nine>, seed: u64) -> Grid<Nine> {
    let mut puzzle = *full;
    let mut solver = Solver::new(&puzzle, 2).expect("a solved grid has no conflict");
    for i in shuffled_indices(81, seed) {
        let cell = Cell::from_index(i).unwrap();
        let digit = puzzle.digit(cell);
        puzzle.clear(cell);
        solver.load(&puzzle, 2).expect("no conflict");
        solver.run();
        if !solver.is_unique() {
            puzzle.set_given(cell, digit);
        }
    }
    puzzle
}

#[test]
fn a_deduction_changes_the_candidates_once() {
    let mut c = Candidates::from_grid(&Grid::<Nine>::from_line(CLASSROOM).unwrap()).unwrap();
    for _ in 0..40 {
        let Step::Deduced(d) = find(&c) else {
            panic!("the classroom grid is solved by steps")
        };
        let before = c;
        assert!(c.apply(&d), "{d}");
        assert_ne!(c, before);
        assert!(!c.apply(&d), "{d} again changes nothing");
    }
}

#[test]
fn grading_shows_each_deduction_as_it_is_applied() {
    // The classroom grid: 62 steps, each shown once, in the order taken, on the grade it gives.
    let grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let mut shown = Vec::new();
    let graded = grade_showing(&grid, false, |d| shown.push(d.clone()));
    assert_eq!(graded, grade(&grid));
    assert_eq!(shown.len(), 62);
    let mut counts = technique::Counts::new();
    let mut candidates = Candidates::from_grid(&grid).unwrap();
    for d in &shown {
        assert!(
            candidates.apply(d),
            "{d} changes nothing: shown twice or out of order"
        );
        counts.add(d.technique());
    }
    assert_eq!(counts, graded.counts);
    assert_eq!(candidates.open_count(), 0);
}

#[test]
fn the_seeds_are_graded() {
    // Singles get stuck twice: a pointing and a claiming (then pairs) open it up.
    let classroom = grade(&Grid::<Nine>::from_line(CLASSROOM).unwrap());
    assert_eq!(
        classroom.difficulty(),
        Some(Difficulty::Medium),
        "{classroom}"
    );
    assert_eq!(classroom.open, 0);
    assert!(classroom.is_finished());
    assert_eq!(classroom.level(), Some(Level::Medium));
    assert_eq!(classroom.rating(), Rating::tenths(34), "a hidden pair, 3.4");
    assert_eq!(classroom.hardest(), Some(Technique::HiddenPair));
    assert_eq!(classroom.steps(), 62);
    assert_eq!(
        classroom.score(),
        21 * 4 + 26 * 4 + 10 * 14 + 50 + 2 * 50 + 60 + 70
    );
    // 434 solutions: logic fills what all of them share, then only guessing is left.
    let tutorial = grade(&Grid::<Nine>::from_line(TUTORIAL).unwrap());
    assert_eq!(
        tutorial.difficulty(),
        Some(Difficulty::NeedsGuessing),
        "{tutorial}"
    );
    assert!(tutorial.open > 0);
    assert!(!tutorial.is_finished());
    assert_eq!(
        tutorial.level(),
        Some(Level::Extreme),
        "where HoDoKu guesses"
    );
    // Built against naive backtracking, not against people: singles solve it.
    let worst = grade(&Grid::<Nine>::from_line(WORST_CASE).unwrap());
    assert_eq!(worst.difficulty(), Some(Difficulty::Easy), "{worst}");
    assert_eq!(
        worst.to_string(),
        "Easy (full house 21, naked single 19, hidden single 24)"
    );
    assert_eq!(worst.level(), Some(Level::Easy));
    assert_eq!(worst.score(), 21 * 4 + 19 * 4 + 24 * 14);
    assert_eq!(worst.rating().to_string(), "2.3");
}

#[test]
fn the_score_is_scaled_to_81_cells_on_other_sizes() {
    // 150 hidden singles score 2,100: past every ceiling on 9x9, easy on 16x16 (664 for 81 cells).
    let mut counts = Counts::new();
    for _ in 0..150 {
        counts.add(Technique::HiddenSingle);
    }
    assert_eq!(solved_level::<Nine>(&counts), Level::Extreme);
    assert_eq!(solved_level::<Sixteen>(&counts), Level::Easy);
    // 60 score 840: medium on 9x9 and 4x4 alike (not scaled up: 4x4 solves are short).
    let mut counts = Counts::new();
    for _ in 0..60 {
        counts.add(Technique::HiddenSingle);
    }
    assert_eq!(solved_level::<Nine>(&counts), Level::Medium);
    assert_eq!(solved_level::<Four>(&counts), Level::Medium);
    assert_eq!(solved_level::<Sixteen>(&counts), Level::Easy);
}

#[test]
fn a_long_solve_is_a_level_harder_than_its_techniques() {
    // Medium techniques only, but 71 steps that score 1,056, past medium's 1,000: hard, by
    // HoDoKu's rule (HoDoKu itself solves it in fewer, cheaper steps: medium, 916).
    let g = grade(&candidates_grid::<Nine>(
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    ));
    assert_eq!(g.difficulty(), Some(Difficulty::Medium));
    assert_eq!(g.hardest().map(Technique::level), Some(Level::Medium));
    assert_eq!(g.score(), 1056);
    assert_eq!(g.level(), Some(Level::Hard));
}

#[test]
fn invalid_grids_are_told_apart_from_hard_ones() {
    let line = format!("5.....5{}", ".".repeat(74));
    let g = grade(&Grid::<Nine>::from_line(&line).unwrap());
    assert_eq!(
        g.to_string(),
        "Conflict: row 1 holds 5 twice, in r1c1 and r1c7"
    );
    assert_eq!(g.difficulty(), None);
    assert_eq!((g.level(), g.rating(), g.steps()), (None, Rating::NONE, 0));
    assert!(!g.is_finished());
    // A full grid with a clash: nothing open, yet nothing finished.
    let mut clash = shuffled_solution::<Four>(3);
    let first = clash.digit(cell(0, 0));
    clash.set_given(cell(0, 1), first);
    let g = grade(&clash);
    assert_eq!((g.open, g.difficulty(), g.level()), (0, None, None));
    assert!(!g.is_finished());
    // A full grid without one: finished, easy, in no step.
    let g = grade(&shuffled_solution::<Four>(3));
    assert!(g.is_finished());
    assert_eq!(
        (g.level(), g.rating(), g.hardest()),
        (Some(Level::Easy), Rating::NONE, None)
    );
    // r1c9 sees 1-8 in its row and 9 in its column: no candidate.
    let g = grade(&candidates_grid::<Nine>(&format!(
        "12345678.{}9",
        ".".repeat(8)
    )));
    assert_eq!(g.to_string(), "No solution: r1c9 has no candidate left");
    // On 4x4: box 1 has no place for the 1 (r1c1 holds 2, r2c3 and r3c2 hold 1).
    let g = grade(&candidates_grid::<Four>("2.....1..1"));
    assert_eq!(
        g.to_string(),
        "No solution: the 1 has no place left in box 1"
    );
    assert!(
        matches!(g.verdict, Verdict::Invalid(Invalid::NoSolution(_))),
        "{g}"
    );
}

#[test]
fn hints_name_the_step_or_say_why_there_is_none() {
    let mut grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let h = hint(&grid, None);
    assert_eq!(
        h.to_string(),
        "Hidden single: the 5 of box 1 can only go in r2c3"
    );
    let lit = h.highlight();
    assert_eq!(format!("{:?}", lit.targets), "{r2c3}");
    assert_eq!(format!("{:?}", lit.units), "[box 1]");
    assert_eq!(format!("{:?}", lit.proof), "{r1c9, r3c6}");
    // A placed digit that clashes.
    grid.place(cell(0, 0), digit(9));
    let h = hint(&grid, None);
    assert_eq!(
        h.to_string(),
        "Conflict: row 1 holds 9 twice, in r1c1 and r1c2"
    );
    let lit = h.highlight();
    assert_eq!(format!("{:?}", lit.targets), "{r1c1, r1c2}");
    assert_eq!(
        (lit.units.as_slice(), lit.digits),
        ([row(0)].as_slice(), 1 << 8)
    );
    assert!(lit.proof.is_empty() && lit.placed.is_none());
    // Placed digits that leave a cell without candidates: r1c3 sees 1, 2 in its row, 3 and 4 in its box.
    let mut grid = Grid::<Four>::from_line("12..............").unwrap();
    grid.place(cell(1, 2), digit(3));
    grid.place(cell(1, 3), digit(4));
    let h = hint(&grid, None);
    assert_eq!(
        h.to_string(),
        "Contradiction: r1c3 has no candidate left, so a digit in the grid is wrong"
    );
    let lit = h.highlight();
    assert_eq!(format!("{:?}", lit.targets), "{r1c3}");
    assert_eq!(format!("{:?}", lit.units), "[row 1, column 3, box 2]");
    assert_eq!(lit.digits, 0, "no digit: every one is out");
    // A digit without a place: the 1 of box 1 on 4x4, its unit shaded and its digit picked out.
    let h = hint(&candidates_grid::<Four>("2.....1..1"), None);
    let lit = h.highlight();
    assert_eq!(format!("{:?}", lit.units), "[box 1]");
    assert!(lit.targets.is_empty());
    assert_eq!(lit.digits, 1);
    // Only guessing: the empty grid.
    let h = hint(&Grid::<Nine>::empty(), None);
    let guess = Guess {
        cell: cell(0, 0),
        digits: all_nine(),
    };
    assert_eq!(h, Hint::OnlyGuessing(guess));
    assert_eq!(
        h.to_string(),
        "Only guessing is left: no logical step applies; try 1 in r1c1, one of its 9 candidates"
    );
    assert_eq!(
        crate::text::In(crate::text::Lang::Fr, &h).to_string(),
        "Plus de déduction possible\u{a0}: il ne reste qu'à faire une supposition\u{a0}; essayez le 1 en L1C1, un de ses 9 candidats"
    );
    assert_eq!(format!("{:?}", h.highlight().targets), "{r1c1}");
    // Solved.
    let full = shuffled_solution::<Four>(7);
    assert_eq!(
        hint(&full, None).to_string(),
        "Solved: every cell is filled and no rule is broken"
    );
}

#[test]
fn pencil_marks_narrow_what_a_hint_sees() {
    let grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    assert_eq!(
        hint(&grid, None).to_string(),
        "Hidden single: the 5 of box 1 can only go in r2c3"
    );
    // The player's notes leave r1c1 with 8 alone: a naked single, tried before hidden singles
    // (HoDoKu's order).
    let mut notes = [0u16; 81];
    notes[cell::<Nine>(0, 0).index()] = mask::<Nine>(&[8]);
    let h = hint(&grid, Some(&notes));
    assert_eq!(h.to_string(), "Naked single: r1c1 can only hold 8");
    let c = Candidates::of_player(&grid, Some(&notes)).unwrap();
    assert_eq!(hint_for(&c), h);
    // On the empty grid, where only guessing is left, the same note makes a step.
    assert!(matches!(
        hint(&Grid::<Nine>::empty(), None),
        Hint::OnlyGuessing(_)
    ));
    assert_eq!(
        hint(&Grid::<Nine>::empty(), Some(&notes)).to_string(),
        "Naked single: r1c1 can only hold 8"
    );
}

#[test]
fn the_benchmark_puzzles_are_solved_soundly() {
    for line in crate::puzzles::BENCHMARK {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let mut solver = Solver::new(&puzzle, 1).unwrap();
        solver.run();
        let solution = *solver.solution().unwrap();
        let run = check_sound(&puzzle, &solution).unwrap();
        let g = grade(&puzzle);
        assert_eq!(g.counts, run.counts);
        assert_eq!(
            matches!(run.outcome, Outcome::Solved),
            g.open == 0,
            "{line}: {g}"
        );
    }
}

#[test]
fn solving_is_bounded_on_every_size() {
    for seed in 0..5 {
        let full = shuffled_solution::<Sixteen>(seed);
        let puzzle = with_holes(&full, 150, seed);
        let run = check_sound(&puzzle, &full).unwrap();
        assert!(matches!(run.outcome, Outcome::Solved | Outcome::Stuck));
        let full = shuffled_solution::<Four>(seed);
        let puzzle = with_holes(&full, 10, seed);
        check_sound(&puzzle, &full).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_deduction_agrees_with_a_solution_9x9(seed in any::<u64>(), holes in 40usize..70, pick in any::<u64>()) {
        let full = shuffled_solution::<Nine>(seed);
        let puzzle = with_holes(&full, holes, pick);
        let run = check_sound(&puzzle, &full);
        prop_assert!(run.is_ok(), "{}", run.unwrap_err());
    }

    #[test]
    fn every_deduction_agrees_with_the_solution_of_unique_puzzles(seed in any::<u64>(), pick in any::<u64>()) {
        let full = shuffled_solution::<Nine>(seed);
        let puzzle = unique_puzzle(&full, pick);
        prop_assert_eq!(unique_solution(&puzzle).map(|s| s.placed_as_givens()), Some(full));
        let run = check_sound(&puzzle, &full);
        prop_assert!(run.is_ok(), "{}", run.unwrap_err());
        let g = grade(&puzzle);
        prop_assert!(g.difficulty().is_some(), "{}", g);
    }

    #[test]
    fn every_deduction_agrees_with_a_solution_4x4(seed in any::<u64>(), holes in 4usize..16, pick in any::<u64>()) {
        let full = shuffled_solution::<Four>(seed);
        let puzzle = with_holes(&full, holes, pick);
        let run = check_sound(&puzzle, &full);
        prop_assert!(run.is_ok(), "{}", run.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(30))]

    #[test]
    fn every_deduction_agrees_with_a_solution_16x16(seed in any::<u64>(), holes in 100usize..200, pick in any::<u64>()) {
        let full = shuffled_solution::<Sixteen>(seed);
        let puzzle = with_holes(&full, holes, pick);
        let run = check_sound(&puzzle, &full);
        prop_assert!(run.is_ok(), "{}", run.unwrap_err());
    }
}

#[test]
fn a_wrong_placed_digit_never_grades_as_solvable() {
    // Unique puzzles with one empty cell filled wrongly (a candidate, so no clash) have no
    // solution: logic must end in a contradiction, or get stuck, but never solve them.
    let mut contradictions = 0;
    for seed in 0..40 {
        let full = shuffled_solution::<Nine>(seed);
        let puzzle = unique_puzzle(&full, seed + 1);
        let c = Candidates::from_grid(&puzzle).unwrap();
        let Some((empty, wrong)) = Cell::<Nine>::all().find_map(|cell| {
            super::units::digits::<Nine>(c.mask(cell))
                .find(|&d| c.is_open(cell) && Some(d) != full.digit(cell))
                .map(|d| (cell, d))
        }) else {
            continue;
        };
        let mut grid = puzzle;
        grid.place(empty, wrong);
        let g = grade(&grid);
        match g.verdict {
            Verdict::Invalid(Invalid::NoSolution(_)) => contradictions += 1,
            Verdict::Difficulty(Difficulty::NeedsGuessing) => {}
            other => panic!("{grid} graded {other:?}"),
        }
        if let Hint::Contradiction(c) = hint(&grid, None) {
            assert!(g.to_string().starts_with("No solution: "), "{c}");
        }
    }
    assert!(contradictions > 20, "only {contradictions} of 40 caught");
}

/// Checks [`within`] against [`grade`] at every ceiling.
fn within_agrees<S: Size>(grid: &Grid<S>) -> Result<(), std::string::String> {
    let graded = grade(grid);
    for ceiling in Level::ALL {
        let expected = match ceiling {
            Level::Extreme => graded.level().is_some(),
            _ => graded.techniques_level().is_some_and(|l| l <= ceiling),
        };
        if within(grid, ceiling) != expected {
            return Err(format!(
                "{grid}: graded {graded}, but within {ceiling} says {}",
                !expected
            ));
        }
    }
    Ok(())
}

#[test]
fn within_answers_as_grading_on_the_seeds_the_benchmark_and_wrong_grids() {
    for line in crate::puzzles::BENCHMARK {
        within_agrees(&Grid::<Nine>::from_line(line).unwrap()).unwrap();
    }
    // Unique puzzles, and the same with a wrong digit placed (no solution).
    for seed in 0..40 {
        let full = shuffled_solution::<Nine>(seed);
        let puzzle = unique_puzzle(&full, seed + 1);
        within_agrees(&puzzle).unwrap();
        let c = Candidates::from_grid(&puzzle).unwrap();
        if let Some((empty, wrong)) = Cell::<Nine>::all().find_map(|cell| {
            super::units::digits::<Nine>(c.mask(cell))
                .find(|&d| c.is_open(cell) && Some(d) != full.digit(cell))
                .map(|d| (cell, d))
        }) {
            let mut grid = puzzle;
            grid.place(empty, wrong);
            within_agrees(&grid).unwrap();
        }
    }
    // A clash is within nothing.
    let clash = Grid::<Nine>::from_line(&format!("55{}", ".".repeat(79))).unwrap();
    within_agrees(&clash).unwrap();
    assert!(!within(&clash, Level::Extreme));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn within_answers_as_grading_9x9(seed in any::<u64>(), holes in 30usize..75, pick in any::<u64>()) {
        let full = shuffled_solution::<Nine>(seed);
        let puzzle = with_holes(&full, holes, pick);
        let agrees = within_agrees(&puzzle);
        prop_assert!(agrees.is_ok(), "{}", agrees.unwrap_err());
        let unique = unique_puzzle(&full, pick);
        let agrees = within_agrees(&unique);
        prop_assert!(agrees.is_ok(), "{}", agrees.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(30))]

    #[test]
    fn within_answers_as_grading_16x16(seed in any::<u64>(), holes in 80usize..200, pick in any::<u64>()) {
        let full = shuffled_solution::<Sixteen>(seed);
        let puzzle = with_holes(&full, holes, pick);
        let agrees = within_agrees(&puzzle);
        prop_assert!(agrees.is_ok(), "{}", agrees.unwrap_err());
    }
}

/// Checks the typography of a French sentence: a non-breaking space before `:`, `;`, `!` and
/// `?`, never a plain one beside it; and of every sentence: characters the fonts have.
fn check_typeset(lang: crate::text::Lang, text: &str) {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        assert!(
            (' '..='~').contains(&c) || ('\u{a0}'..='\u{ff}').contains(&c),
            "{c:?} has no glyph: {text:?}"
        );
        if lang == crate::text::Lang::Fr && matches!(c, ':' | ';' | '!' | '?') {
            assert_eq!(chars[i - 1], '\u{a0}', "{c:?} in {text:?}");
        }
    }
    assert!(
        !text.contains(" \u{a0}") && !text.contains("\u{a0} "),
        "{text:?}"
    );
}

#[test]
fn every_sentence_is_typeset_for_its_language() {
    let mut seen = [0; Technique::COUNT];
    let mut puzzles: Vec<Grid<Nine>> = crate::puzzles::BENCHMARK
        .iter()
        .map(|line| Grid::from_line(line).unwrap())
        .collect();
    puzzles.extend((0..60).map(|seed| unique_puzzle(&shuffled_solution(seed), seed + 7)));
    for puzzle in puzzles {
        let mut c = Candidates::from_grid(&puzzle).unwrap();
        while let Step::Deduced(d) = step(&mut c) {
            seen[d.technique().index()] += 1;
            for lang in crate::text::Lang::ALL {
                check_typeset(lang, &crate::text::In(lang, &d).to_string());
            }
        }
    }
    for t in &Technique::ALL[..=Technique::HiddenPair.index()] {
        assert!(seen[t.index()] > 0, "no {t} seen");
    }
}
