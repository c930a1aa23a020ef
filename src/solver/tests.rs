//! Tests of the solver: known grids, every size, resumability, events, and
//! property tests against an independent reference search.

use super::*;
use crate::size::{Four, Sixteen};
use proptest::prelude::*;
use std::{format, string::ToString, vec::Vec};

use crate::puzzles::{CLASSROOM, CLASSROOM_SOLUTION, TUTORIAL, WORST_CASE};

fn grid<S: Size>(line: &str) -> Grid<S> {
    Grid::from_line(line).unwrap()
}

fn solve<S: Size>(grid: &Grid<S>, limit: u32) -> Solver<S> {
    let mut solver = Solver::new(grid, limit).expect("no conflict");
    solver.run();
    solver
}

/// Whether `solution` is complete, obeys the rules and keeps every digit of `puzzle`.
fn is_solution_of<S: Size>(solution: &Grid<S>, puzzle: &Grid<S>) -> bool {
    solution.is_full()
        && solution.first_conflict().is_none()
        && Cell::<S>::all()
            .all(|c| puzzle.digit(c).is_none() || puzzle.digit(c) == solution.digit(c))
        && Cell::<S>::all().all(|c| puzzle.given(c) == solution.given(c))
}

/// An independent reference: plain recursive search with row, column and box masks, counting up to `limit`.
fn reference_count<S: Size>(grid: &Grid<S>, limit: usize) -> usize {
    reference_count_within(grid, limit, u64::MAX).expect("no node budget")
}

/// [`reference_count`] giving up (`None`) after `budget` search nodes: a plain search can take
/// minutes on some sparse grids without a solution.
fn reference_count_within<S: Size>(grid: &Grid<S>, limit: usize, budget: u64) -> Option<usize> {
    struct Search {
        digits: Vec<usize>,
        used: [Vec<u32>; 3],
        side: usize,
        n: usize,
        budget: u64,
    }
    impl Search {
        fn units(&self, i: usize) -> [usize; 3] {
            let (r, c) = (i / self.side, i % self.side);
            [r, c, r / self.n * self.n + c / self.n]
        }
        fn free(&self, i: usize) -> u32 {
            let u = self.units(i);
            !(self.used[0][u[0]] | self.used[1][u[1]] | self.used[2][u[2]]) & ((1 << self.side) - 1)
        }
        fn toggle(&mut self, i: usize, bit: u32) {
            let u = self.units(i);
            (0..3).for_each(|k| self.used[k][u[k]] ^= bit);
        }
        fn count(&mut self, limit: usize) -> usize {
            if self.budget == 0 {
                return 0;
            }
            self.budget -= 1;
            let empty = (0..self.digits.len()).filter(|&i| self.digits[i] == 0);
            let Some(i) = empty.min_by_key(|&i| self.free(i).count_ones()) else {
                return 1;
            };
            let (mut mask, mut found) = (self.free(i), 0);
            while mask != 0 && found < limit {
                let bit = mask.isolate_lowest_one();
                mask &= mask - 1;
                self.digits[i] = bit.trailing_zeros() as usize + 1;
                self.toggle(i, bit);
                found += self.count(limit - found);
                self.toggle(i, bit);
            }
            self.digits[i] = 0;
            found
        }
    }
    let side = S::SIDE;
    let mut search = Search {
        digits: std::vec![0; S::CELLS],
        used: core::array::from_fn(|_| std::vec![0; side]),
        side,
        n: S::BOX,
        budget,
    };
    for (cell, entry) in grid.entries() {
        if let Some(d) = entry.digit() {
            search.digits[cell.index()] = d.get() as usize;
            search.toggle(cell.index(), 1 << d.index());
        }
    }
    let count = search.count(limit);
    (search.budget > 0).then_some(count)
}

#[test]
fn the_classroom_grid_has_one_solution() {
    let solver = solve(&grid::<Nine>(CLASSROOM), 2);
    assert_eq!(solver.status(), Status::Solved);
    assert!(solver.is_unique());
    let solution = solver.solution().unwrap();
    assert_eq!(solution.to_string(), CLASSROOM_SOLUTION);
    assert!(is_solution_of(solution, &grid(CLASSROOM)));
    assert_eq!(
        solution.given_count(),
        24,
        "the puzzle's digits stay givens"
    );
    assert_eq!(solution.placed_count(), 57);
}

#[test]
fn the_tutorial_grid_is_not_unique() {
    let solver = solve(&grid::<Nine>(TUTORIAL), 2);
    assert_eq!(solver.status(), Status::Solved);
    assert_eq!(solver.solution_count(), 2);
    assert!(!solver.is_unique());
    assert!(is_solution_of(solver.solution().unwrap(), &grid(TUTORIAL)));
    // seeds.txt says two; counting all of them, we and the reference both find 434.
    assert_eq!(solve(&grid::<Nine>(TUTORIAL), 1000).solution_count(), 434);
    assert_eq!(reference_count(&grid::<Nine>(TUTORIAL), 1000), 434);
}

#[test]
fn the_naive_worst_case_is_easy_for_us() {
    let solver = solve(&grid::<Nine>(WORST_CASE), 2);
    assert!(solver.is_unique());
    assert!(is_solution_of(
        solver.solution().unwrap(),
        &grid(WORST_CASE)
    ));
    assert!(solver.stats().guesses < 1000, "{:?}", solver.stats());
}

#[test]
fn a_conflicting_grid_is_refused_and_never_searched() {
    let line = format!("5.....5{}", ".".repeat(74));
    let conflict = Solver::new(&grid::<Nine>(&line), 2).unwrap_err();
    assert_eq!(conflict.to_string(), "5 at r1c1 and r1c7");
}

#[test]
fn a_clash_in_a_column_or_a_box_is_refused_too() {
    let with = |cells: &[(usize, u8)]| {
        let mut line = [b'.'; 81];
        for &(index, digit) in cells {
            line[index] = b'0' + digit;
        }
        grid::<Nine>(core::str::from_utf8(&line).unwrap())
    };
    // The same column in the first and the last band; in the middle band; the same box.
    for (cells, said) in [
        (&[(0, 5), (72, 5)][..], "5 at r1c1 and r9c1"),
        (&[(4, 7), (31, 3), (40, 7)][..], "7 at r1c5 and r5c5"),
        (&[(30, 2), (50, 2)][..], "2 at r4c4 and r6c6"),
    ] {
        let conflict = Solver::new(&with(cells), 2).unwrap_err();
        assert_eq!(conflict.to_string(), said);
    }
}

#[test]
fn a_loaded_grid_leaves_each_open_cell_the_digits_its_row_column_and_box_leave() {
    for seed in 0..30 {
        let full = shuffled_solution::<Nine>(seed);
        for holes in [20, 45, 70] {
            let mut puzzle = full;
            for &index in &random_order(81, seed * 7 + holes as u64)[..holes] {
                puzzle.set_given(Cell::from_index(index).expect("a cell"), None);
            }
            let solver = Solver::new(&puzzle, 2).expect("no conflict");
            for index in 0..81 {
                let cell = Cell::<Nine>::from_index(index).expect("a cell");
                let expected = match puzzle.digit(cell) {
                    Some(digit) => 1 << digit.index(),
                    None => {
                        let (r, c) = (index / 9, index % 9);
                        let mut left = 0x1FF;
                        for other in 0..81 {
                            let (r2, c2) = (other / 9, other % 9);
                            let sees = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
                            if let (true, Some(digit)) =
                                (sees, puzzle.digit(Cell::from_index(other).expect("a cell")))
                            {
                                left &= !(1 << digit.index());
                            }
                        }
                        left
                    }
                };
                assert_eq!(
                    solver.candidates(cell),
                    expected,
                    "seed {seed}, {holes} holes, {cell:?}"
                );
            }
        }
    }
}

#[test]
fn a_grid_without_conflicts_can_still_have_no_solution() {
    // r1c9 sees 1-8 in its row and 9 in its column: no digit is left for it.
    let mut line: Vec<u8> = b"12345678."
        .iter()
        .copied()
        .chain(core::iter::repeat_n(b'.', 72))
        .collect();
    line[9 * 4 + 8] = b'9';
    let puzzle = grid::<Nine>(core::str::from_utf8(&line).unwrap());
    assert!(puzzle.first_conflict().is_none());
    let solver = solve(&puzzle, 2);
    assert_eq!(solver.status(), Status::NoSolution);
    assert_eq!(solver.solution(), None);
    assert_eq!(solver.solution_count(), 0);
}

#[test]
fn empty_grids_of_every_size_solve_and_are_not_unique() {
    fn check<S: Size>() {
        let solver = solve(&Grid::<S>::empty(), 2);
        assert_eq!(solver.status(), Status::Solved, "{}", S::NAME);
        assert_eq!(solver.solution_count(), 2, "{}", S::NAME);
        let solution = solver.solution().unwrap();
        assert!(
            is_solution_of(solution, &Grid::empty()),
            "{}: {solution}",
            S::NAME
        );
    }
    check::<Four>();
    check::<Nine>();
    check::<Sixteen>();
}

#[test]
fn four_by_four_puzzles() {
    let unique = grid::<Four>("1.....2..3.....4");
    let solver = solve(&unique, 2);
    assert!(solver.is_unique());
    assert!(is_solution_of(solver.solution().unwrap(), &unique));
    assert_eq!(solver.solution().unwrap().to_string(), "1243342143122134");
    let three = grid::<Four>("1..4....2..3.4..");
    assert_eq!(
        (
            solve(&three, 10).solution_count(),
            reference_count(&three, 10)
        ),
        (3, 3)
    );
    let none = grid::<Four>("1...4..3..2...4.");
    assert!(none.first_conflict().is_none());
    assert_eq!(
        (solve(&none, 2).status(), reference_count(&none, 2)),
        (Status::NoSolution, 0)
    );
}

#[test]
fn a_sixteen_by_sixteen_puzzle_solves() {
    // A full 16x16 solution (a shifted pattern) with every other cell of each row emptied.
    let full: std::string::String = (0..16)
        .flat_map(|r| {
            let shift = (r % 4) * 4 + r / 4;
            (0..16).map(move |c| {
                Digit::<Sixteen>::from_index((shift + c) % 16)
                    .unwrap()
                    .to_char()
            })
        })
        .collect();
    let full_grid = grid::<Sixteen>(&full);
    assert!(full_grid.first_conflict().is_none());
    let mut puzzle = full_grid;
    for cell in Cell::<Sixteen>::all().filter(|c| (c.row() * 7 + c.col() * 3) % 5 < 3) {
        puzzle.clear(cell);
    }
    let solver = solve(&puzzle, 2);
    assert_eq!(solver.status(), Status::Solved);
    assert!(is_solution_of(solver.solution().unwrap(), &puzzle));
}

#[test]
fn stepping_one_node_at_a_time_gives_the_same_result() {
    for line in [TUTORIAL, CLASSROOM, WORST_CASE] {
        let puzzle = grid::<Nine>(line);
        let all_at_once = solve(&puzzle, 2);
        let mut stepped = Solver::new(&puzzle, 2).unwrap();
        let mut calls = 0;
        while stepped.step(1) == Status::Running {
            calls += 1;
            assert_eq!(stepped.stats().nodes, calls, "one node per unit of budget");
        }
        assert_eq!(stepped.solution(), all_at_once.solution());
        assert_eq!(stepped.solution_count(), all_at_once.solution_count());
        assert_eq!(stepped.stats(), all_at_once.stats());
    }
}

#[test]
fn a_budget_is_never_exceeded_and_a_finished_search_stays_finished() {
    let mut solver = Solver::new(&grid::<Nine>(WORST_CASE), 2).unwrap();
    let mut before = 0;
    while solver.step(7) == Status::Running {
        assert!(solver.stats().nodes - before <= 7);
        before = solver.stats().nodes;
    }
    let stats = solver.stats();
    assert_eq!(solver.step(100), Status::Solved);
    assert_eq!(solver.stats(), stats);
}

/// Records events, checking them against the grid the solver reports.
#[derive(Default)]
struct Recorder {
    guesses: u32,
    forced: u32,
    backtracks: u32,
    solutions: Vec<std::string::String>,
}

impl Observer<Nine> for Recorder {
    fn placed(&mut self, _cell: Cell<Nine>, _digit: Digit<Nine>, guess: bool) {
        if guess {
            self.guesses += 1
        } else {
            self.forced += 1
        }
    }
    fn backtracked(&mut self, _depth: usize) {
        self.backtracks += 1;
    }
    fn solution(&mut self, grid: &Grid<Nine>) {
        self.solutions.push(grid.to_string());
    }
}

#[test]
fn the_observer_sees_every_guess_placement_and_backtrack() {
    let puzzle = grid::<Nine>(TUTORIAL);
    let mut solver = Solver::new(&puzzle, 2).unwrap();
    let mut recorder = Recorder::default();
    solver.run_observed(&mut recorder);
    let stats = solver.stats();
    assert_eq!(recorder.guesses, stats.guesses);
    assert_eq!(recorder.forced, stats.placements);
    // Backing out after the first solution (to look for a second) is reported too.
    assert_eq!(recorder.backtracks, stats.backtracks + 1);
    assert_eq!(recorder.solutions.len(), 2);
    assert_ne!(recorder.solutions[0], recorder.solutions[1]);
    assert!(stats.guesses > 0);
    // The solution kept is the first one found, whether an observer watched or not.
    let kept = solver.solution().expect("a solution").to_string();
    assert_eq!(kept, recorder.solutions[0]);
    let unwatched = solve(&puzzle, 2);
    assert_eq!(unwatched.solution().expect("a solution").to_string(), kept);
}

#[test]
fn the_partial_grid_only_holds_consistent_digits_while_watching() {
    struct Checker<'a> {
        puzzle: &'a Grid<Nine>,
        placed: u32,
    }
    impl Observer<Nine> for Checker<'_> {
        fn placed(&mut self, cell: Cell<Nine>, _digit: Digit<Nine>, _guess: bool) {
            assert_eq!(self.puzzle.digit(cell), None, "{cell} was a given");
            self.placed += 1;
        }
    }
    let puzzle = grid::<Nine>(WORST_CASE);
    let mut solver = Solver::new(&puzzle, 1).unwrap();
    let mut checker = Checker {
        puzzle: &puzzle,
        placed: 0,
    };
    while solver.step_observed(1, &mut checker) == Status::Running {
        let now = solver.grid();
        assert_eq!(now.givens_only(), puzzle, "the givens never change");
    }
    assert!(checker.placed >= 60);
}

#[test]
fn the_state_size_is_what_the_docs_say() {
    let nine = core::mem::size_of::<Solver<Nine>>();
    assert_eq!(
        nine, 10_632,
        "9x9 solver size changed: update the doc comment of Solver"
    );
    assert!(core::mem::size_of::<Solver<Four>>() < 1024);
    let sixteen = core::mem::size_of::<Solver<Sixteen>>();
    assert!(sixteen < 141 * 1024, "16x16: {sixteen} bytes");
}

#[test]
fn candidates_of_the_current_node() {
    let solver = Solver::new(&grid::<Nine>(CLASSROOM), 1).unwrap();
    // Before any propagation, r1c1 loses the digits of its row (9 2 6 5), column (3 6) and box (9 3 2 7).
    assert_eq!(
        solver.candidates(Cell::new(0, 0).unwrap()),
        1 << 0 | 1 << 3 | 1 << 7
    );
    // A given's candidates are itself.
    assert_eq!(solver.candidates(Cell::new(0, 1).unwrap()), 1 << 8);
}

/// A random valid grid of size `S`: a base pattern with digits, rows, columns, bands and stacks shuffled.
fn shuffled_solution<S: Size>(seed: u64) -> Grid<S> {
    let mut state = seed | 1;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut shuffle = |v: &mut Vec<usize>| {
        for i in (1..v.len()).rev() {
            let j = next(i + 1);
            v.swap(i, j);
        }
    };
    let n = S::BOX;
    let index_order = |shuffle: &mut dyn FnMut(&mut Vec<usize>)| {
        let mut groups: Vec<usize> = (0..n).collect();
        shuffle(&mut groups);
        groups
            .into_iter()
            .flat_map(|g| {
                let mut inner: Vec<usize> = (0..n).collect();
                shuffle(&mut inner);
                inner.into_iter().map(move |i| g * n + i)
            })
            .collect::<Vec<_>>()
    };
    let rows = index_order(&mut shuffle);
    let cols = index_order(&mut shuffle);
    let mut digits: Vec<usize> = (0..S::SIDE).collect();
    shuffle(&mut digits);
    let mut grid = Grid::empty();
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let base = (pr % n * n + pr / n + pc) % S::SIDE;
            grid.set_given(Cell::new(r, c).unwrap(), Digit::from_index(digits[base]));
        }
    }
    grid
}

/// The numbers `0..n` in an order drawn from `seed`.
fn random_order(n: usize, seed: u64) -> Vec<usize> {
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_solution_obeys_the_rules_and_keeps_the_givens(seed in any::<u64>(), holes in 30usize..75, pick in any::<u64>()) {
        let full = shuffled_solution::<Nine>(seed);
        prop_assert!(full.first_conflict().is_none());
        let mut puzzle = full;
        for &i in &random_order(81, pick)[..holes] {
            puzzle.clear(Cell::from_index(i).unwrap());
        }
        // Still solvable: digits removed from a solved grid.
        let solver = solve(&puzzle, 2);
        prop_assert_eq!(solver.status(), Status::Solved);
        prop_assert!(is_solution_of(solver.solution().unwrap(), &puzzle));
        // The reference is a plain search: bounded, as some sparse grids take it minutes.
        if let Some(reference) = reference_count_within(&puzzle, 2, 2_000_000) {
            prop_assert_eq!(solver.solution_count() as usize, reference);
        }
        if solver.is_unique() {
            prop_assert_eq!(solver.solution().unwrap().placed_as_givens(), full);
        }
    }

    #[test]
    fn counting_agrees_with_the_reference_on_arbitrary_givens(cells in proptest::collection::vec((0usize..81, 1u8..=9), 0..30)) {
        let mut puzzle = Grid::<Nine>::empty();
        for (i, d) in cells {
            let cell = Cell::from_index(i).unwrap();
            let digit = Digit::new(d);
            puzzle.set_given(cell, digit);
            if puzzle.first_conflict().is_some() {
                puzzle.clear(cell);
            }
        }
        let reference = reference_count_within(&puzzle, 3, 200_000);
        prop_assume!(reference.is_some(), "the reference search gave up");
        let solver = solve(&puzzle, 3);
        prop_assert_eq!(Some(solver.solution_count() as usize), reference);
        if let Some(solution) = solver.solution() {
            prop_assert!(is_solution_of(solution, &puzzle));
        }
    }

    #[test]
    fn four_by_four_counts_agree_with_the_reference(cells in proptest::collection::vec((0usize..16, 1u8..=4), 0..10)) {
        let mut puzzle = Grid::<Four>::empty();
        for (i, d) in cells {
            let cell = Cell::from_index(i).unwrap();
            puzzle.set_given(cell, Digit::new(d));
            if puzzle.first_conflict().is_some() {
                puzzle.clear(cell);
            }
        }
        let solver = solve(&puzzle, 1000);
        prop_assert_eq!(solver.solution_count() as usize, reference_count(&puzzle, 1000));
    }

    #[test]
    fn sixteen_by_sixteen_solutions_are_valid(seed in any::<u64>(), holes in 0usize..160, pick in any::<u64>()) {
        let full = shuffled_solution::<Sixteen>(seed);
        prop_assert!(full.first_conflict().is_none());
        let mut puzzle = full;
        for &i in &random_order(256, pick)[..holes] {
            puzzle.clear(Cell::from_index(i).unwrap());
        }
        let solver = solve(&puzzle, 2);
        prop_assert_eq!(solver.status(), Status::Solved);
        prop_assert!(is_solution_of(solver.solution().unwrap(), &puzzle));
    }
}

#[test]
fn random_guesses_give_varied_complete_grids_from_an_empty_one() {
    let mut seen = std::collections::BTreeSet::new();
    let mut solver = Solver::new(&Grid::<Nine>::empty(), 1).unwrap();
    for seed in 0..20 {
        solver.load(&Grid::empty(), 1).unwrap();
        solver.set_random(Some(crate::random::Random::new(seed)));
        assert_eq!(solver.run(), Status::Solved);
        let grid = *solver.solution().unwrap();
        assert!(grid.is_full() && grid.first_conflict().is_none());
        seen.insert(grid.to_string());
    }
    assert_eq!(seen.len(), 20, "every seed gives another grid");
    // Random order changes nothing about the answers.
    solver.load(&grid::<Nine>(TUTORIAL), 1000).unwrap();
    solver.set_random(Some(crate::random::Random::new(3)));
    solver.run();
    assert_eq!(solver.solution_count(), 434);
}

/// Guesses to the first solution (or to the count of two) over the first `take` puzzles of a
/// shared sample.
fn guesses_over(text: &str, take: usize, limit: u32) -> u32 {
    crate::format::puzzle_lines(text)
        .take(take)
        .map(|(_, line)| solve(&grid::<Nine>(line.trim_end()), limit).stats().guesses)
        .sum()
}

#[test]
fn the_guess_choices_keep_the_guesses_measured_on_the_shared_samples() {
    // The guess cell (a pair that sees the most open cells, its column's too while 45 or more are
    // open; bands scored until one sees 9, or 14 with columns) and
    // the pair's first digit (the one more of its row and box could take) are measured choices:
    // each figure is today's count, and a change that makes the search guess more fails here
    // (the benchmarks say what a change that guesses less is worth).
    let serg = include_str!("../../tests/puzzles/sample_serg_benchmark.txt");
    let hardest = include_str!("../../tests/puzzles/puzzles6_forum_hardest_1106.txt");
    let figures = [
        guesses_over(serg, 300, 1),
        guesses_over(serg, 300, 2),
        guesses_over(hardest, 100, 1),
        guesses_over(hardest, 100, 2),
    ];
    let today = [1_551, 1_803, 6_714, 13_035];
    for (now, was) in figures.iter().zip(today) {
        assert!(
            *now <= was,
            "more guesses than today's {today:?}: {figures:?}"
        );
    }
}

#[test]
fn a_guess_tries_first_the_digit_more_of_its_row_and_box_could_take() {
    use super::node::Node;
    let cell = |r, c| Cell::<Nine>::new(r, c).expect("on the grid");
    let digit = |i| Digit::<Nine>::from_index(i).expect("a digit");
    // Digit 1 can no longer go in two other cells of r1c1's row: digit 2 could go in more.
    let mut node = Node::<Nine>::new();
    node.exclude(cell(0, 4), digit(0));
    node.exclude(cell(0, 5), digit(0));
    let r1c1 = cell(0, 0);
    assert_eq!(node.first_digit(r1c1, 0b11), 1, "of a pair, the digit 2");
    assert_eq!(node.first_digit(r1c1, 0b101), 2, "of 1 and 3, the digit 3");
    // Of three or more, the lowest; of one, that one.
    assert_eq!(node.first_digit(r1c1, 0b111), 0);
    assert_eq!(node.first_digit(r1c1, 0b110), 1);
    assert_eq!(node.first_digit(r1c1, 0b100), 2);
    // A tie goes to the lower digit.
    assert_eq!(node.first_digit(r1c1, 0b110 << 3), 4);
}

#[test]
fn a_node_counts_its_open_cells_on_every_size() {
    use super::node::Node;
    fn check<S: Size>(lines: &[&str]) {
        for line in lines {
            let puzzle = grid::<S>(line);
            let mut node = Node::<S>::new();
            node.place_givens(puzzle.to_bytes().as_ref())
                .expect("no clash");
            assert_eq!(
                node.unsolved_count() as usize,
                puzzle.empty_count(),
                "{line}"
            );
        }
    }
    check::<Nine>(&[
        TUTORIAL,
        &".".repeat(81),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        "53467891267219534819834256785976142342685379171392485696153728428741963534528617.",
    ]);
    check::<Four>(&["12.4....3.......", &".".repeat(16), "1234341221434321"]);
    check::<Sixteen>(&[&".".repeat(256)]);
}

/// The guess cell [`Node::choose`] promises, worked out cell by cell on a node fresh from `puzzle`
/// (its open cells are the puzzle's empty ones): the first cell with two candidates that sees the
/// most open cells in its row and box (itself included), and, while 45 cells or more are open,
/// in its column outside its band too; bands scored in order until one holds a pair that sees 9
/// (14 with columns); else the first open cell with the fewest candidates.
fn guess_cell_worked_out(node: &super::node::Node<Nine>, puzzle: &Grid<Nine>) -> Cell<Nine> {
    let cell = |r, c| Cell::<Nine>::new(r, c).expect("on the grid");
    let open = |r, c| puzzle.digit(cell(r, c)).is_none();
    let all: Vec<(usize, usize)> = (0..9).flat_map(|r| (0..9).map(move |c| (r, c))).collect();
    let crowded = all.iter().filter(|&&(r, c)| open(r, c)).count() >= 45;
    let enough = if crowded { 14 } else { 9 };
    let mut best: (usize, Option<Cell<Nine>>) = (0, None);
    for band in 0..3 {
        for &(r, c) in all.iter().filter(|&&(r, _)| r / 3 == band) {
            if !open(r, c) || node.candidates(cell(r, c)).count_ones() != 2 {
                continue;
            }
            let mut seen = all
                .iter()
                .filter(|&&(r2, c2)| {
                    open(r2, c2) && (r2 == r || (r2 / 3 == r / 3 && c2 / 3 == c / 3))
                })
                .count();
            if crowded {
                seen += (0..9).filter(|&r2| r2 / 3 != band && open(r2, c)).count();
            }
            if seen > best.0 {
                best = (seen, Some(cell(r, c)));
            }
        }
        if best.0 >= enough {
            break;
        }
    }
    best.1.unwrap_or_else(|| {
        let fewest = |&&(r, c): &&(usize, usize)| node.candidates(cell(r, c)).count_ones();
        let open_cells: Vec<&(usize, usize)> = all.iter().filter(|&&(r, c)| open(r, c)).collect();
        let least = open_cells.iter().map(fewest).min().expect("an open cell");
        let &&(r, c) = open_cells
            .iter()
            .find(|p| fewest(p) == least)
            .expect("one has it");
        cell(r, c)
    })
}

#[test]
fn a_guess_goes_to_the_pair_that_sees_the_most_open_cells_and_early_on_its_column_too() {
    use super::node::Node;
    let mut crowded = 0;
    for seed in 0..120 {
        let full = shuffled_solution::<Nine>(seed);
        for holes in (25..=70).step_by(3).chain([44, 45, 46]) {
            let mut puzzle = full;
            for &index in &random_order(81, seed * 31 + holes as u64)[..holes] {
                puzzle.set_given(Cell::from_index(index).expect("a cell"), None);
            }
            let mut node = Node::<Nine>::new();
            node.place_givens(puzzle.to_bytes().as_ref())
                .expect("no clash");
            let (chosen, digits) = node.choose(puzzle.empty_count() as u32);
            let expected = guess_cell_worked_out(&node, &puzzle);
            assert_eq!(chosen, expected, "seed {seed}, {holes} holes");
            assert_eq!(digits, node.candidates(chosen));
            crowded += usize::from(holes >= 45);
        }
    }
    assert!(crowded > 0);
}

/// The solutions a search reports while its placements go unwatched (as the app's counting and the
/// benchmarks run it): the search may take the second from a deadly rectangle of the first.
#[derive(Default)]
struct Solutions<S: Size> {
    found: Vec<Grid<S>>,
}

impl<S: Size> Observer<S> for Solutions<S> {
    const PLACEMENTS: bool = false;
    fn solution(&mut self, grid: &Grid<S>) {
        self.found.push(*grid);
    }
}

/// Watches every placement, so the search backtracks for its second solution as it would without
/// the deadly rectangle: the reference the unwatched count is checked against.
struct Watched;

impl<S: Size> Observer<S> for Watched {}

/// Counts `puzzle`'s solutions to two, watched and unwatched (once reporting its solutions, once
/// not); checks the three agree, that the solutions reported are the puzzle's and differ, and
/// returns the count and whether the unwatched search visited fewer nodes (took a rectangle).
fn count_both_ways<S: Size>(puzzle: &Grid<S>, exclude: Option<(Cell<S>, Digit<S>)>) -> (u32, bool) {
    let load = || {
        let mut solver = Solver::new(puzzle, 2).expect("no conflict");
        if let Some((cell, digit)) = exclude {
            solver.exclude(cell, digit);
        }
        solver
    };
    let mut watched = load();
    watched.run_observed(&mut Watched);
    let mut unwatched = load();
    unwatched.run();
    let mut reporting = load();
    let mut solutions = Solutions::default();
    reporting.run_observed(&mut solutions);
    let count = watched.solution_count();
    assert_eq!(unwatched.solution_count(), count, "{puzzle}");
    assert_eq!(reporting.solution_count(), count, "{puzzle}");
    assert_eq!(solutions.found.len(), count as usize, "{puzzle}");
    for solution in &solutions.found {
        assert!(is_solution_of(solution, puzzle), "{solution} for {puzzle}");
        if let Some((cell, digit)) = exclude {
            assert_ne!(solution.digit(cell), Some(digit), "{solution} for {puzzle}");
        }
    }
    if count == 2 {
        assert_ne!(solutions.found[0], solutions.found[1], "{puzzle}");
    }
    // The solution kept is the first one either way.
    assert_eq!(unwatched.solution(), watched.solution(), "{puzzle}");
    (count, unwatched.stats().nodes < watched.stats().nodes)
}

#[test]
fn counting_to_two_takes_the_second_solution_from_a_deadly_rectangle_and_agrees_with_the_search() {
    fn check<S: Size>(seeds: u64, holes: &[usize]) -> (u32, u32) {
        let (mut several, mut swapped) = (0, 0);
        for seed in 0..seeds {
            let full = shuffled_solution::<S>(seed);
            for &holes in holes {
                let mut puzzle = full;
                for &index in &random_order(S::CELLS, seed * 7 + holes as u64)[..holes] {
                    puzzle.set_given(Cell::from_index(index).expect("a cell"), None);
                }
                let (count, took) = count_both_ways(&puzzle, None);
                several += u32::from(count == 2);
                swapped += u32::from(took);
            }
        }
        (several, swapped)
    }
    let (several, swapped) = check::<Nine>(60, &[30, 40, 45, 50, 55, 60, 65]);
    assert!(swapped > 0 && swapped < several, "{swapped} of {several}");
    let (several, swapped) = check::<Four>(60, &[6, 8, 10, 12]);
    assert!(swapped > 0 && swapped < several, "{swapped} of {several}");
    let (_, swapped) = check::<Sixteen>(3, &[120, 160]);
    assert!(swapped > 0, "16x16");
}

#[test]
fn a_digit_taken_out_before_counting_is_never_put_back_by_a_rectangle() {
    // Puzzles with several solutions, a digit of one of them taken out of an open cell: the count
    // to two, unwatched, must still agree with the watched search's.
    let mut several = 0;
    for seed in 0..40 {
        let full = shuffled_solution::<Nine>(seed);
        for holes in [40, 50, 60] {
            let mut puzzle = full;
            let order = random_order(81, seed * 13 + holes as u64);
            for &index in &order[..holes] {
                puzzle.set_given(Cell::from_index(index).expect("a cell"), None);
            }
            for &index in &order[..holes.min(12)] {
                let cell = Cell::from_index(index).expect("a cell");
                let digit = full.digit(cell).expect("a full grid");
                let (count, _) = count_both_ways(&puzzle, Some((cell, digit)));
                several += u32::from(count == 2);
            }
        }
    }
    assert!(several > 0);
}

#[test]
fn a_solved_node_finds_the_deadly_rectangle_through_a_cell_as_worked_out_cell_by_cell() {
    use super::node::Node;
    fn check<S: Size>(seeds: u64) -> usize {
        let mut found = 0;
        for seed in 0..seeds {
            // A random complete grid (a shuffled pattern has no deadly rectangle).
            let mut solver = Solver::new(&Grid::<S>::empty(), 1).expect("no conflict");
            solver.set_random(Some(crate::random::Random::new(seed)));
            solver.run();
            let full = *solver.solution().expect("the empty grid has solutions");
            let mut node = Node::<S>::new();
            node.place_givens(full.to_bytes().as_ref())
                .expect("no clash");
            // The open cells: all but one in five, drawn from the seed.
            let closed = &random_order(S::CELLS, seed)[..S::CELLS / 5];
            let mut open = S::Bands::filled(S::Word::ZERO);
            for index in 0..S::CELLS {
                if !closed.contains(&index) {
                    let (band, bit) = (index / (S::BOX * S::SIDE), index % (S::BOX * S::SIDE));
                    open[band] |= S::Word::ONE << bit as u32;
                }
            }
            let d =
                |r: usize, c: usize| full.digit(Cell::new(r, c).expect("a cell")).expect("full");
            for cell in Cell::<S>::all() {
                let (r, c) = (cell.row(), cell.col());
                let a = d(r, c);
                for b in (0..S::SIDE).filter_map(Digit::<S>::from_index) {
                    if b == a {
                        continue;
                    }
                    // `b` across in the row and below in the column, `a` at the corner, which is
                    // open; the rows in one band or the columns in one stack.
                    let across = (0..S::SIDE).find(|&c2| d(r, c2) == b).expect("in the row");
                    let below = (0..S::SIDE)
                        .find(|&r2| d(r2, c) == b)
                        .expect("in the column");
                    let corner = Cell::new(below, across).expect("a cell");
                    let expected = (d(below, across) == a
                        && !closed.contains(&corner.index())
                        && (r / S::BOX == below / S::BOX || c / S::BOX == across / S::BOX))
                        .then(|| {
                            [
                                Cell::new(r, across).expect("a cell"),
                                Cell::new(below, c).expect("a cell"),
                                corner,
                            ]
                        });
                    assert_eq!(
                        node.rectangle(cell, a, b, &open),
                        expected,
                        "seed {seed}, {cell}, {b:?}"
                    );
                    found += usize::from(expected.is_some());
                }
            }
        }
        found
    }
    assert!(check::<Nine>(12) > 0);
    assert!(check::<Four>(12) > 0);
    assert!(check::<Sixteen>(2) > 0);
}
