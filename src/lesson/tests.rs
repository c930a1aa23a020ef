//! The lesson's algorithms against recursive searches written out here, event for event.

use super::*;
use crate::{
    Four, Nine, Sixteen,
    cell::Cell,
    digit::Digit,
    grid::Grid,
    puzzles::{CLASSROOM, TUTORIAL},
    random::Random,
    size::Size,
    solver::{Solver, Status},
};
use proptest::prelude::*;
use std::{format, vec::Vec};

/// How the recursive reference picks the next cell among the empty ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pick {
    /// The first empty cell of this fixed list.
    Fixed,
    /// The empty cell with the fewest fitting digits; ties to the lowest index.
    Fewest,
}

/// What the reference records: each event as (cell, digit), digit 0 for a cell emptied.
struct Reference<S: Size> {
    cells: Vec<u8>,
    order: Vec<usize>,
    pick: Pick,
    events: Vec<(usize, u8)>,
    _size: core::marker::PhantomData<S>,
}

impl<S: Size> Reference<S> {
    fn new(puzzle: &Grid<S>, algorithm: Algorithm) -> Self {
        let cells: Vec<u8> = Cell::<S>::all()
            .map(|c| puzzle.digit(c).map_or(0, Digit::get))
            .collect();
        let mut reference = Reference {
            cells,
            order: Vec::new(),
            pick: Pick::Fixed,
            events: Vec::new(),
            _size: core::marker::PhantomData,
        };
        let empty: Vec<usize> = (0..S::CELLS).filter(|&i| reference.cells[i] == 0).collect();
        reference.order = match algorithm {
            Algorithm::Naive => empty,
            Algorithm::Sorted => {
                let mut sorted = empty;
                // A stable sort: equal counts keep row order.
                sorted.sort_by_key(|&i| reference.fitting(i).len());
                sorted
            }
            Algorithm::Mrv => {
                reference.pick = Pick::Fewest;
                empty
            }
            Algorithm::Ours | Algorithm::Report => unreachable!("no walk"),
        };
        reference
    }

    /// The digits that fit cell `i`, checked one by one against its row, column and box.
    fn fitting(&self, i: usize) -> Vec<u8> {
        let (row, col) = (i / S::SIDE, i % S::SIDE);
        (1..=S::SIDE as u8)
            .filter(|&d| {
                (0..S::CELLS).all(|j| {
                    let (r, c) = (j / S::SIDE, j % S::SIDE);
                    let peer = r == row
                        || c == col
                        || (r / S::BOX == row / S::BOX && c / S::BOX == col / S::BOX);
                    j == i || !peer || self.cells[j] != d
                })
            })
            .collect()
    }

    fn next(&self) -> Option<usize> {
        let mut empty = self.order.iter().copied().filter(|&i| self.cells[i] == 0);
        match self.pick {
            Pick::Fixed => empty.next(),
            Pick::Fewest => empty.min_by_key(|&i| (self.fitting(i).len(), i)),
        }
    }

    /// The recursive search: true once the grid is full.
    fn search(&mut self) -> bool {
        let Some(i) = self.next() else {
            return true;
        };
        for d in self.fitting(i) {
            self.cells[i] = d;
            self.events.push((i, d));
            if self.search() {
                return true;
            }
        }
        if self.cells[i] != 0 {
            self.cells[i] = 0;
            self.events.push((i, 0));
        }
        false
    }
}

/// Records every event of a run as the reference does.
#[derive(Default)]
struct Events(Vec<(usize, u8)>, Vec<bool>);

impl<S: Size> Observer<S> for Events {
    fn event(&mut self, event: Event<S>) {
        match event {
            Event::Placed {
                cell,
                digit,
                supposition,
            } => {
                self.0.push((cell.index(), digit.get()));
                self.1.push(supposition);
            }
            Event::Backtracked(cell) => self.0.push((cell.map_or(usize::MAX, Cell::index), 0)),
        }
    }
}

fn solver<S: Size>() -> Solver<S> {
    Solver::new(&Grid::empty(), 1).unwrap()
}

/// Runs `algorithm` on `puzzle` to its end, `budget` steps at a time; its events and the run.
fn run<S: Size>(puzzle: &Grid<S>, algorithm: Algorithm, budget: u32) -> (Events, Run<S>) {
    let mut engine = solver();
    let mut run = Run::new(algorithm, puzzle, &mut engine).unwrap();
    let mut events = Events::default();
    while run.step(&mut engine, budget, &mut events) == Status::Running {}
    (events, run)
}

/// Checks that `algorithm` walks the reference's tree on `puzzle`: same events, same counters,
/// same grid at the end.
fn same_as_reference<S: Size>(puzzle: &Grid<S>, algorithm: Algorithm, budget: u32) {
    let mut reference = Reference::new(puzzle, algorithm);
    let solved = reference.search();
    let (events, run) = run(puzzle, algorithm, budget);
    assert_eq!(events.0, reference.events, "{algorithm:?} on {puzzle}");
    let counters = run.counters();
    let backtracks = reference.events.iter().filter(|e| e.1 == 0).count() as u64;
    assert_eq!(
        counters,
        Counters {
            placements: reference.events.len() as u64 - backtracks,
            backtracks,
        }
    );
    let status = if solved {
        Status::Solved
    } else {
        Status::NoSolution
    };
    assert_eq!(run.status(), status);
    if solved {
        let grid = run.grid();
        assert!(grid.is_full() && !grid.has_conflict(), "{grid}");
        assert_eq!(grid.givens_only(), puzzle.givens_only());
        let cells: Vec<u8> = Cell::<S>::all()
            .map(|c| grid.digit(c).map_or(0, Digit::get))
            .collect();
        assert_eq!(cells, reference.cells);
    }
}

/// `count` givens of a complete grid drawn with `seed`, the rest empty.
pub(crate) fn random_puzzle<S: Size>(seed: u64, count: usize) -> Grid<S> {
    let mut engine = solver::<S>();
    engine.set_random(Some(Random::new(seed)));
    engine.load(&Grid::empty(), 1).unwrap();
    engine.run();
    let full = *engine.solution().unwrap();
    let mut cells: Vec<Cell<S>> = Cell::all().collect();
    Random::new(seed ^ 0xABCD).shuffle(&mut cells);
    let mut puzzle = Grid::empty();
    for &cell in cells.iter().take(count) {
        puzzle.set_given(cell, full.digit(cell));
    }
    puzzle
}

#[test]
fn the_walks_follow_the_recursive_search_on_the_seed_grids() {
    for line in [TUTORIAL, CLASSROOM] {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        for algorithm in [Algorithm::Naive, Algorithm::Sorted, Algorithm::Mrv] {
            same_as_reference(&puzzle, algorithm, 1000);
        }
    }
}

/// A puzzle of `count` givens of a complete grid, and one more given in an empty cell: a digit
/// its peers do not hold but not the complete grid's. When the givens allowed only that grid,
/// the puzzle has no solution, and every walk must search its tree to the end.
pub(crate) fn spoiled_puzzle(seed: u64, count: usize) -> Option<Grid<Nine>> {
    let mut puzzle = random_puzzle::<Nine>(seed, count);
    let candidates = crate::logic::Candidates::from_grid(&puzzle).ok()?;
    let mut engine = solver::<Nine>();
    engine.load(&puzzle, 1).ok()?;
    engine.run();
    let solution = *engine.solution()?;
    let (cell, digit) = Cell::all()
        .filter(|&c| puzzle.digit(c).is_none())
        .find_map(|c| {
            let wrong = candidates.mask(c) & !solution.digit(c)?.bit();
            Some((c, Digit::from_index(wrong.trailing_zeros() as usize)?))
        })?;
    puzzle.set_given(cell, Some(digit));
    Some(puzzle)
}

#[test]
fn the_walks_follow_the_recursive_search_to_the_end_of_trees_without_a_solution() {
    let mut unsolvable = 0;
    for seed in 0..40 {
        let Some(puzzle) = spoiled_puzzle(seed, 45) else {
            continue;
        };
        for algorithm in [Algorithm::Naive, Algorithm::Sorted, Algorithm::Mrv] {
            same_as_reference(&puzzle, algorithm, 7);
        }
        let (_, run) = run(&puzzle, Algorithm::Naive, 1000);
        if run.status() == Status::NoSolution {
            unsolvable += 1;
        }
    }
    assert!(
        unsolvable >= 10,
        "only {unsolvable} puzzles without a solution"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn the_walks_follow_the_recursive_search_step_by_step(seed in any::<u64>(), count in 24usize..40, budget in 1u32..50) {
        let puzzle = random_puzzle::<Nine>(seed, count);
        for algorithm in [Algorithm::Naive, Algorithm::Sorted, Algorithm::Mrv] {
            same_as_reference(&puzzle, algorithm, budget);
        }
    }

    #[test]
    fn the_walks_follow_the_recursive_search_on_other_sizes(seed in any::<u64>(), budget in 1u32..50) {
        let four = random_puzzle::<Four>(seed, 4);
        let sixteen = random_puzzle::<Sixteen>(seed, 200);
        for algorithm in [Algorithm::Naive, Algorithm::Sorted, Algorithm::Mrv] {
            same_as_reference(&four, algorithm, budget);
            same_as_reference(&sixteen, algorithm, budget);
        }
    }

    #[test]
    fn the_scanning_search_takes_the_same_steps_as_the_naive_walk(seed in any::<u64>(), count in 22usize..40) {
        let puzzle = random_puzzle::<Nine>(seed, count);
        let (walked, _) = run(&puzzle, Algorithm::Naive, 1_000);
        let mut scan = naive::Scan::new(&puzzle).unwrap();
        let mut scanned = Events::default();
        while scan.step(13, &mut scanned) == Status::Running {}
        prop_assert_eq!(&scanned.0, &walked.0);
        prop_assert_eq!(&scanned.1, &walked.1);
    }
}

#[test]
fn the_scanning_search_does_as_many_steps_as_its_budget_like_the_naive_walk() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    for budget in 1..=5u32 {
        let mut walk = naive::naive(&puzzle).unwrap();
        let mut scan = naive::Scan::new(&puzzle).unwrap();
        for call in 0..400 {
            let before = scan.counters();
            let status = scan.step(budget, &mut ());
            let after = scan.counters();
            let steps = after.placements + after.backtracks - before.placements - before.backtracks;
            if status == Status::Running {
                assert_eq!(steps, u64::from(budget), "budget {budget}, call {call}");
            } else {
                assert!(steps <= u64::from(budget), "budget {budget}, call {call}");
            }
            assert_eq!(
                walk.step(budget, &mut ()),
                status,
                "budget {budget}, call {call}"
            );
            assert_eq!(walk.counters(), after, "budget {budget}, call {call}");
            if status != Status::Running {
                break;
            }
        }
    }
}

#[test]
fn a_walk_knows_its_empty_cells_and_fills_them_all_to_solve() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let empty = puzzle.empty_count();
    for order in [Order::Rows, Order::Sorted, Order::MostConstrained] {
        let mut walk = Walk::new(&puzzle, order).unwrap();
        assert_eq!(walk.empties(), empty, "{order:?}");
        while walk.step(1000, &mut ()) == Status::Running {
            assert!(walk.depth() <= walk.empties(), "{order:?}");
        }
        assert_eq!(walk.status(), Status::Solved, "{order:?}");
        assert_eq!(walk.depth(), walk.empties(), "{order:?}");
    }
}

#[test]
fn the_depth_of_a_run_is_the_cells_it_filled() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let empty = puzzle.empty_count();
    for algorithm in Algorithm::ALL {
        let mut engine = solver();
        let mut run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        assert_eq!(run.depth(), 0, "{algorithm:?}");
        while run.step(&mut engine, 1, &mut ()) == Status::Running {
            let grid = run.grid();
            let filled = Cell::<Nine>::all()
                .filter(|&c| puzzle.digit(c).is_none() && grid.digit(c).is_some())
                .count();
            assert_eq!(run.depth(), filled, "{algorithm:?}");
        }
        assert_eq!(run.depth(), empty, "{algorithm:?}");
    }
}

#[test]
fn ours_is_trying_the_digit_it_placed_last_until_it_backtracks() {
    // A hard puzzle: ours guesses and backtracks.
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::BENCHMARK[13]).unwrap();
    let mut engine = solver();
    let mut run = Run::new(Algorithm::Ours, &puzzle, &mut engine).unwrap();
    assert_eq!(run.trying(), None);
    let mut seen = (0, 0);
    loop {
        let mut last = None;
        let status = run.step(&mut engine, 1, &mut last);
        match last {
            Some(Event::Placed {
                cell,
                digit,
                supposition,
            }) => {
                let expected = Trying {
                    cell,
                    digit,
                    left: None,
                    supposition,
                };
                assert_eq!(run.trying(), Some(expected));
                seen.0 += 1;
            }
            Some(Event::Backtracked(_)) => {
                assert_eq!(run.trying(), None);
                seen.1 += 1;
            }
            None => {}
        }
        if status != Status::Running {
            break;
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
}

#[test]
fn suppositions_are_placements_with_digits_left_to_try() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let mut engine = solver();
    let mut run = Run::new(Algorithm::Naive, &puzzle, &mut engine).unwrap();
    let mut seen = (0, 0);
    loop {
        let mut last = None;
        if run.step(&mut engine, 1, &mut last) != Status::Running {
            break;
        }
        let Some(Event::Placed { supposition, .. }) = last else {
            continue;
        };
        let trying = run.trying().unwrap();
        assert_eq!(supposition, trying.left.unwrap() != 0);
        assert_eq!(trying.supposition, supposition);
        if supposition {
            seen.0 += 1;
        } else {
            seen.1 += 1;
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
}

#[test]
fn each_step_leaves_the_grid_the_events_describe() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    for algorithm in Algorithm::ALL {
        let mut engine = solver();
        let mut run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut grid = puzzle;
        let mut steps = 0;
        loop {
            let mut last = None;
            let status = run.step(&mut engine, 1, &mut last);
            match last {
                Some(Event::Placed { cell, digit, .. }) => grid.place(cell, digit),
                Some(Event::Backtracked(Some(cell))) => grid.clear(cell),
                // Ours goes back to its last guess: many cells at once.
                Some(Event::Backtracked(None)) => grid = run.grid(),
                None => assert_ne!(status, Status::Running, "a step without an event"),
            }
            assert_eq!(grid, run.grid(), "{algorithm:?} after {steps} steps");
            if status != Status::Running {
                break;
            }
            steps += 1;
        }
        assert_eq!(run.status(), Status::Solved, "{algorithm:?}");
        let counters = run.counters();
        assert_eq!(counters.placements + counters.backtracks, steps + 1);
    }
}

#[test]
fn ours_counts_what_the_solver_counts() {
    // The seed grids need no backtrack from the solver any more: the hardest shared puzzle does.
    let (_, hardest) = crate::puzzles::hardest().next().unwrap();
    let mut backtracks = 0;
    for line in [TUTORIAL, CLASSROOM, crate::puzzles::WORST_CASE, hardest] {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let (events, run) = run(&puzzle, Algorithm::Ours, 3);
        let mut engine = solver();
        engine.load(&puzzle, 1).unwrap();
        engine.run();
        let stats = engine.stats();
        let counters = run.counters();
        assert_eq!(
            counters.placements,
            u64::from(stats.placements + stats.guesses)
        );
        assert_eq!(counters.backtracks, u64::from(stats.backtracks));
        backtracks += counters.backtracks;
        assert_eq!(
            events.0.len() as u64,
            counters.placements + counters.backtracks
        );
        assert_eq!(
            events.1.iter().filter(|&&s| s).count() as u64,
            u64::from(stats.guesses)
        );
        assert_eq!(Some(&run.grid()), engine.solution());
    }
    assert!(backtracks > 0, "no puzzle made the solver backtrack");
}

#[test]
fn clashing_givens_are_refused_by_every_algorithm() {
    let puzzle = Grid::<Nine>::from_line(&format!("5.....5{}", ".".repeat(74))).unwrap();
    for algorithm in Algorithm::ALL {
        let refused = Run::new(algorithm, &puzzle, &mut solver()).map(|_| ());
        assert_eq!(
            refused,
            Err(puzzle.first_conflict().unwrap()),
            "{algorithm:?}"
        );
    }
    assert!(naive::Scan::new(&puzzle).is_err());
}

#[test]
fn a_full_grid_is_solved_before_any_step() {
    let mut engine = solver::<Nine>();
    engine.run();
    let full = engine.solution().unwrap().placed_as_givens();
    for algorithm in Algorithm::ALL {
        let (events, run) = run(&full, algorithm, 5);
        assert_eq!(run.status(), Status::Solved);
        assert!(events.0.is_empty(), "{algorithm:?}");
        assert_eq!(run.counters(), Counters::default());
    }
}

#[test]
fn the_sorted_order_puts_the_fewest_candidates_first_then_row_order() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let candidates = crate::logic::Candidates::from_grid(&puzzle).unwrap();
    let (events, _) = run(&puzzle, Algorithm::Sorted, 100);
    // The first placement is in the first cell with the fewest candidates.
    let first = Cell::<Nine>::all()
        .filter(|&c| puzzle.digit(c).is_none())
        .min_by_key(|&c| (candidates.count(c), c.index()))
        .unwrap();
    assert_eq!(events.0[0].0, first.index());
}

#[test]
fn the_most_constrained_cell_is_chosen_again_after_each_placement() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let mut engine = solver();
    let mut run = Run::new(Algorithm::Mrv, &puzzle, &mut engine).unwrap();
    let mut checked = 0;
    while checked < 30 && run.status() == Status::Running {
        let Some((next, free)) = run.next_cell() else {
            // Going back: no cell is chosen until a digit is placed again.
            run.step(&mut engine, 1, &mut ());
            continue;
        };
        let grid = run.grid();
        let candidates = crate::logic::Candidates::from_grid(&grid).unwrap();
        let expected = Cell::<Nine>::all()
            .filter(|&c| grid.digit(c).is_none())
            .min_by_key(|&c| (candidates.count(c), c.index()));
        assert_eq!(Some(next), expected);
        assert_eq!(free, candidates.mask(next));
        run.step(&mut engine, 1, &mut ());
        checked += 1;
    }
    assert_eq!(checked, 30);
}

#[test]
fn the_share_passed_only_grows_and_is_whole_at_the_end_of_a_tree_without_solution() {
    for line in [TUTORIAL, CLASSROOM] {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        for algorithm in [Algorithm::Naive, Algorithm::Sorted, Algorithm::Mrv] {
            let mut engine = solver();
            let mut run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
            let mut share = run.passed().unwrap();
            assert_eq!(share, 0.0);
            while run.step(&mut engine, 1, &mut ()) == Status::Running {
                let now = run.passed().unwrap();
                // (Up to rounding: the sums are made in another order.)
                assert!(
                    now >= share - 1e-12 && now < 1.0,
                    "{algorithm:?}: {share} then {now}"
                );
                share = now;
            }
            assert!(share > 0.0 || algorithm == Algorithm::Mrv, "{algorithm:?}");
        }
    }
    let puzzle = spoiled_puzzle(3, 45).unwrap();
    let (_, run) = run(&puzzle, Algorithm::Naive, 100);
    assert_eq!(run.status(), Status::NoSolution);
    assert_eq!(run.passed(), Some(1.0));
    let (_, ours) = self::run(&puzzle, Algorithm::Ours, 100);
    assert_eq!(ours.passed(), None);
}

#[test]
fn algorithms_have_names_and_cycle_both_ways() {
    for algorithm in Algorithm::ALL {
        assert_eq!(Algorithm::from_name(algorithm.name()), Some(algorithm));
        assert_eq!(algorithm.cycled(true).cycled(false), algorithm);
    }
    assert_eq!(Algorithm::Ours.cycled(true), Algorithm::Report);
    assert_eq!(Algorithm::Report.cycled(true), Algorithm::Naive);
    assert_eq!(Algorithm::Naive.cycled(false), Algorithm::Report);
    assert_eq!(Algorithm::from_name("fast"), None);
}

#[test]
fn a_walk_is_small_and_needs_no_heap() {
    use core::mem::size_of;
    // The levels (8 bytes each, room for 16x16), the unit masks (256, for unchecked u8 indices)
    // and a grid.
    assert!(size_of::<Walk<Nine>>() < 2048 + 512 + 81 + 64);
    // Ours and the report's search are smaller than a walk: a run is the size of its walk.
    assert!(size_of::<Ours<Sixteen>>() < size_of::<Walk<Sixteen>>());
    assert!(size_of::<Report<Sixteen>>() < size_of::<Walk<Sixteen>>());
    assert_eq!(size_of::<Run<Nine>>(), size_of::<Walk<Nine>>());
    assert_eq!(size_of::<Run<Sixteen>>(), size_of::<Walk<Sixteen>>());
    // A saved state: a walk's digits per cell (81 bytes), the report's history (2 bytes a cell)
    // and its marks; the rewind's 32 of them come to about 8 KiB for 9x9.
    assert_eq!(size_of::<walk::WalkMark<Nine>>(), 104);
    assert_eq!(size_of::<RunMark<Nine>>(), 240);
    assert_eq!(size_of::<Rewind<Run<Nine>, 8>>(), 10_744);
    assert_eq!(size_of::<Rewind<Run<Sixteen>, 8>>(), 21_928);
    assert_eq!(size_of::<Rewind<Run<Four>, 8>>(), 6_328);
    // The tree view's record: 16 bytes a node kept, a count per level.
    assert_eq!(size_of::<exploration::Exploration<Nine, 256>>(), 4_456);
    assert_eq!(size_of::<queens::Queens>(), 120);
    assert_eq!(size_of::<Rewind<queens::Queens, 8>>(), 4_360);
}

#[test]
fn a_walk_past_the_middle_of_its_levels_keeps_every_digit_it_placed() {
    // 166 empty cells of a 16x16 grid: the most constrained walk backtracks from levels past 128
    // (levels are indexed in 0..256) and must leave every level below as it was.
    let puzzle = random_puzzle::<Sixteen>(1, 90);
    let mut engine = solver();
    let mut run = Run::new(Algorithm::Mrv, &puzzle, &mut engine).unwrap();
    let (mut depth, mut deep_backtracks) = (0, 0);
    while run.step(&mut engine, 1, &mut ()) == Status::Running {
        let grid = run.grid();
        assert_eq!(grid.placed_count(), run.depth());
        assert!(grid.first_conflict().is_none(), "{grid}");
        if run.depth() < depth && depth > 128 {
            deep_backtracks += 1;
        }
        depth = run.depth();
    }
    assert!(deep_backtracks > 0, "no backtrack past level 128");
    assert_eq!(run.status(), Status::Solved);
    let grid = run.grid();
    assert!(grid.is_full() && grid.first_conflict().is_none(), "{grid}");
    assert_eq!(grid.givens_only(), puzzle.givens_only());
}

#[test]
fn a_walk_going_back_or_finished_has_no_next_cell() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let mut walk = naive::naive(&puzzle).unwrap();
    let mut backtracks = 0;
    loop {
        let mut last = None;
        let status = walk.step(1, &mut last);
        if status != Status::Running {
            assert_eq!(walk.next_cell(), None, "the search is over");
            break;
        }
        if let Some(Event::Backtracked(_)) = last {
            backtracks += 1;
            assert_eq!(walk.next_cell(), None, "going back chooses no cell");
        }
    }
    assert!(backtracks > 0);
}
