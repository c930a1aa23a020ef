//! The report's algorithm against a recursive transcription of the report written out here,
//! event for event, and its history, marks and candidate map checked.

use super::*;
use crate::{
    Four, Nine, Sixteen,
    lesson::{
        Search,
        search::Choice,
        tests::{random_puzzle, spoiled_puzzle},
    },
    solver::Solver,
};
use proptest::prelude::*;
use std::{string::ToString, vec, vec::Vec};

/// The report's method, recursive, on plain vectors: a level deduces, then supposes in the first
/// empty cell and goes down; when the level below fails, everything back to the supposition is
/// emptied, its digit ruled out there (the marks made below forgotten), and the level goes on.
struct Recursive<S: Size> {
    cells: Vec<u8>,
    /// Ruled-out digits per cell, as lists.
    marks: Vec<Vec<u8>>,
    /// (cell, digit, supposition) in order.
    history: Vec<(usize, u8, bool)>,
    /// Each event: (cell, digit), digit 0 for a cell emptied.
    events: Vec<(usize, u8)>,
    _size: core::marker::PhantomData<S>,
}

impl<S: Size> Recursive<S> {
    fn new(puzzle: &Grid<S>) -> Self {
        Recursive {
            cells: Cell::<S>::all()
                .map(|c| puzzle.digit(c).map_or(0, Digit::get))
                .collect(),
            marks: vec![Vec::new(); S::CELLS],
            history: Vec::new(),
            events: Vec::new(),
            _size: core::marker::PhantomData,
        }
    }

    fn peers(i: usize, j: usize) -> bool {
        let (a, b) = (
            Cell::<S>::from_index(i).unwrap(),
            Cell::from_index(j).unwrap(),
        );
        a.sees(b)
    }

    /// Whether `d` may go in empty cell `i`.
    fn possible(&self, i: usize, d: u8) -> bool {
        self.cells[i] == 0
            && !self.marks[i].contains(&d)
            && (0..S::CELLS).all(|j| !Self::peers(i, j) || self.cells[j] != d)
    }

    fn place(&mut self, i: usize, d: u8, supposition: bool) {
        self.cells[i] = d;
        self.history.push((i, d, supposition));
        self.events.push((i, d));
    }

    /// Passes over the units until one places nothing.
    fn deduce(&mut self) {
        loop {
            let mut changed = false;
            for unit in crate::cell::Unit::<S>::all() {
                let cells: Vec<usize> = unit.cells().map(Cell::index).collect();
                for d in 1..=S::SIDE as u8 {
                    if cells.iter().any(|&i| self.cells[i] == d) {
                        continue;
                    }
                    let spots: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&i| self.possible(i, d))
                        .collect();
                    if let [only] = spots[..] {
                        self.place(only, d, false);
                        changed = true;
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    fn full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    fn dead_end(&self) -> bool {
        (0..S::CELLS)
            .any(|i| self.cells[i] == 0 && (1..=S::SIDE as u8).all(|d| !self.possible(i, d)))
    }

    /// One level: true once the grid is full.
    fn level(&mut self) -> bool {
        loop {
            self.deduce();
            if self.full() {
                return true;
            }
            if self.dead_end() {
                return false;
            }
            let i = (0..S::CELLS).find(|&i| self.cells[i] == 0).unwrap();
            let d = (1..=S::SIDE as u8).find(|&d| self.possible(i, d)).unwrap();
            let marks = self.marks.clone();
            self.place(i, d, true);
            if self.level() {
                return true;
            }
            loop {
                let (j, _, supposition) = self.history.pop().unwrap();
                self.cells[j] = 0;
                self.events.push((j, 0));
                if supposition {
                    break;
                }
            }
            self.marks = marks;
            self.marks[i].push(d);
        }
    }
}

/// Every event of a run, as the recursive search records them; and the run.
fn run<S: Size>(puzzle: &Grid<S>, budget: u32) -> (Vec<(usize, u8)>, Report<S>) {
    struct Events(Vec<(usize, u8)>);
    impl<S: Size> Observer<S> for Events {
        fn event(&mut self, event: Event<S>) {
            self.0.push(match event {
                Event::Placed { cell, digit, .. } => (cell.index(), digit.get()),
                Event::Backtracked(cell) => (cell.map_or(usize::MAX, Cell::index), 0),
            });
        }
    }
    let mut report = Report::new(puzzle).unwrap();
    let mut events = Events(Vec::new());
    while report.step(budget, &mut events) == Status::Running {}
    (events.0, report)
}

fn same_as_recursive<S: Size>(puzzle: &Grid<S>, budget: u32) -> Report<S> {
    let mut recursive = Recursive::new(puzzle);
    let solved = recursive.level();
    let (events, report) = run(puzzle, budget);
    assert_eq!(events, recursive.events, "{puzzle}");
    let expected = if solved {
        Status::Solved
    } else {
        Status::NoSolution
    };
    assert_eq!(report.status(), expected, "{puzzle}");
    let backtracks = events.iter().filter(|e| e.1 == 0).count() as u64;
    assert_eq!(
        report.counters(),
        Counters {
            placements: events.len() as u64 - backtracks,
            backtracks,
        }
    );
    report
}

/// The seed grids, from the repository's copy of the shared file.
fn seeds() -> impl Iterator<Item = Grid<Nine>> {
    include_str!("../../../tests/puzzles/seeds.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| Grid::from_line(line).unwrap())
}

#[test]
fn the_report_s_method_solves_every_seed_grid() {
    let mut count = 0;
    for puzzle in seeds() {
        let report = same_as_recursive(&puzzle, 1000);
        let grid = report.grid();
        assert!(grid.is_full() && grid.first_conflict().is_none(), "{grid}");
        assert_eq!(grid.givens_only(), puzzle.givens_only());
        let mut solver = Solver::new(&puzzle, 1).unwrap();
        solver.run();
        if puzzle.to_string() != crate::puzzles::TUTORIAL {
            // The tutorial grid has several solutions; the others one, the solver's.
            assert_eq!(Some(&grid), solver.solution());
        }
        count += 1;
    }
    assert_eq!(count, 3);
}

#[test]
fn the_history_replayed_on_the_puzzle_gives_the_grid_step_by_step() {
    for puzzle in seeds() {
        let mut report = Report::new(&puzzle).unwrap();
        let mut seen = (0, 0);
        loop {
            let status = report.step(1, &mut ());
            let mut replayed = puzzle;
            let mut suppositions = 0;
            for (k, placement) in report.history().enumerate() {
                assert_eq!(usize::from(placement.number), k + 1);
                assert_eq!(replayed.digit(placement.cell), None, "a cell filled twice");
                replayed.place(placement.cell, placement.digit);
                assert!(replayed.first_conflict().is_none(), "{replayed}");
                suppositions += usize::from(placement.supposition);
                if placement.supposition {
                    seen.0 += 1;
                } else {
                    seen.1 += 1;
                }
            }
            assert_eq!(replayed, report.grid());
            assert_eq!(report.choices().count(), suppositions);
            assert_eq!(report.supposed().count(), suppositions);
            if status != Status::Running {
                break;
            }
        }
        assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
    }
}

#[test]
fn the_candidate_map_is_the_report_s_disp_possible() {
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::CLASSROOM).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    let mut ruled_out = 0;
    while report.step(7, &mut ()) == Status::Running {
        let grid = report.grid();
        for cell in Cell::<Nine>::all() {
            for digit in Digit::<Nine>::all() {
                let expected = if grid.digit(cell) == Some(digit) {
                    Possibility::Placed
                } else if grid.digit(cell).is_none()
                    && Cell::all().all(|peer| !cell.sees(peer) || grid.digit(peer) != Some(digit))
                    && report.ruled_out(cell) & digit.bit() == 0
                {
                    Possibility::Possible
                } else {
                    Possibility::Impossible
                };
                assert_eq!(report.possibility(cell, digit), expected, "{cell} {digit}");
            }
            ruled_out += report.ruled_out(cell).count_ones();
        }
    }
    assert!(ruled_out > 0, "no dead end ruled a digit out");
}

#[test]
fn a_grid_without_a_solution_is_searched_to_the_end() {
    let mut unsolvable = 0;
    for seed in 0..30 {
        let Some(puzzle) = spoiled_puzzle(seed, 40) else {
            continue;
        };
        let report = same_as_recursive(&puzzle, 13);
        if report.status() == Status::NoSolution {
            unsolvable += 1;
            assert_eq!(report.grid().givens_only(), puzzle.givens_only());
        }
    }
    assert!(
        unsolvable >= 5,
        "only {unsolvable} puzzles without a solution"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_report_s_method_follows_the_recursive_one(seed in any::<u64>(), count in 22usize..36, budget in 1u32..40) {
        same_as_recursive(&random_puzzle::<Nine>(seed, count), budget);
    }

    #[test]
    fn the_report_s_method_follows_the_recursive_one_on_other_sizes(seed in any::<u64>(), budget in 1u32..40) {
        same_as_recursive(&random_puzzle::<Four>(seed, 3), budget);
        same_as_recursive(&random_puzzle::<Sixteen>(seed, 170), budget);
    }
}

#[test]
fn a_supposition_s_choice_holds_what_was_tried_and_what_is_left() {
    // The worst case for the naive search makes the report's method suppose and fail often.
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    let (mut tried, mut left) = (0, 0);
    while report.step(1, &mut ()) == Status::Running {
        let choices: Vec<Choice<Nine>> = report.choices().collect();
        let suppositions: Vec<Placement<Nine>> =
            report.history().filter(|p| p.supposition).collect();
        assert_eq!(choices.len(), suppositions.len());
        for (choice, placement) in choices.iter().zip(&suppositions) {
            assert_eq!(
                (choice.depth, choice.place, choice.value),
                (placement.number, placement.cell, placement.digit)
            );
            assert_eq!(choice.tried, report.ruled_out(choice.place));
            assert_eq!(choice.tried & choice.value.bit(), 0);
            // The lowest possible digit is supposed: what is left lies above it.
            assert_eq!(choice.left & (choice.value.bit() << 1).wrapping_sub(1), 0);
            // What is left fits with the digits placed before the supposition.
            let mut before = puzzle;
            for earlier in report.history().take(usize::from(placement.number) - 1) {
                before.place(earlier.cell, earlier.digit);
            }
            for digit in Digit::<Nine>::all().filter(|d| choice.left & d.bit() != 0) {
                assert!(
                    Cell::all().all(|p| !choice.place.sees(p) || before.digit(p) != Some(digit)),
                    "{digit} is left at {} but a peer holds it",
                    choice.place
                );
            }
            tried += choice.tried.count_ones();
            left += choice.left.count_ones();
        }
    }
    assert!(tried > 0 && left > 0, "{tried} {left}");
}

#[test]
fn a_state_with_more_marked_cells_than_a_mark_holds_is_not_saved() {
    let puzzle = Grid::<Nine>::empty();
    let mut report = Report::new(&puzzle).unwrap();
    report.impossible.as_mut()[..search::MARKED].fill(1);
    assert!(report.mark().is_some());
    report.impossible[search::MARKED] = 1;
    assert_eq!(report.mark(), None);
}

#[test]
fn the_search_is_undoing_while_deductions_above_the_last_supposition_are_emptied() {
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    assert!(!report.is_undoing());
    let (mut undoing, mut not) = (0, 0);
    loop {
        let last = report.history().next_back();
        let mut event = None;
        if report.step(1, &mut event) != Status::Running {
            break;
        }
        // Emptying a deduction leaves more to empty (at least the supposition under it);
        // emptying the supposition, or a placement, ends the undoing.
        let expected = matches!(event, Some(Event::Backtracked(_)))
            && last.is_some_and(|placement| !placement.supposition);
        assert_eq!(report.is_undoing(), expected, "{event:?} after {last:?}");
        if expected {
            undoing += 1;
        } else {
            not += 1;
        }
    }
    assert!(undoing > 0 && not > 0, "{undoing} {not}");
}

#[test]
fn a_step_of_budget_b_takes_b_steps_until_the_search_ends() {
    struct Steps(u32);
    impl<S: Size> Observer<S> for Steps {
        fn event(&mut self, _: Event<S>) {
            self.0 += 1;
        }
    }
    let unsolvable = (0..30)
        .filter_map(|seed| spoiled_puzzle(seed, 40))
        .find(|p| Solver::new(p, 1).is_ok_and(|mut s| s.run() == Status::NoSolution))
        .unwrap();
    let worst = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    for (puzzle, budget) in [(worst, 1), (worst, 7), (unsolvable, 1), (unsolvable, 5)] {
        let mut report = Report::new(&puzzle).unwrap();
        loop {
            let mut steps = Steps(0);
            let status = report.step(budget, &mut steps);
            if status != Status::Running {
                assert!(steps.0 <= budget, "{} steps for {budget}", steps.0);
                break;
            }
            assert_eq!(steps.0, budget, "{puzzle}");
        }
    }
}

#[test]
fn each_step_looks_at_whole_units_and_a_supposition_at_a_pass_and_the_grid() {
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    assert_eq!(report.looked(), 0);
    // Whether the search starts a pass from the first unit: at the start, after a supposition
    // and once a dead end is undone.
    let mut afresh = true;
    let mut settled = 0;
    loop {
        let before = report.looked();
        let mut event = None;
        let status = report.step(1, &mut event);
        let looked = report.looked() - before;
        // A unit is 9 cells, a pass 27 units, the grid 81 cells.
        assert!(
            looked.is_multiple_of(9) && looked <= 2 * 243 + 81,
            "{looked}"
        );
        match event {
            Some(Event::Placed {
                supposition: false, ..
            }) => assert!(looked >= 9, "{looked}"),
            // A pass that placed nothing, then the grid for its first empty cell or a dead end.
            Some(Event::Placed { .. } | Event::Backtracked(_)) if afresh => {
                assert_eq!(looked, 243 + 81);
                settled += 1;
            }
            _ => {}
        }
        afresh = match event {
            Some(Event::Placed { supposition, .. }) => supposition,
            _ => !report.is_undoing(),
        };
        if status != Status::Running {
            break;
        }
    }
    assert!(settled > 0);
}

/// Each event of `report`'s steps to its end, a step at a time.
fn events_to_the_end(report: &mut Report<Nine>) -> Vec<Event<Nine>> {
    let mut events = Vec::new();
    loop {
        let mut event = None;
        let status = report.step(1, &mut event);
        events.extend(event);
        if status != Status::Running {
            return events;
        }
    }
}

#[test]
fn as_a_search_the_report_counts_its_work_and_its_depth_is_its_history() {
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    let mut deepest = 0;
    while report.step(1, &mut ()) == Status::Running {
        assert_eq!(Search::counters(&report), report.counters());
        assert_eq!(Search::depth(&report), report.history().count());
        deepest = deepest.max(Search::depth(&report));
    }
    assert!(deepest > 1, "{deepest}");
}

#[test]
fn a_mark_restored_puts_the_search_back_where_it_stood_and_it_goes_on_the_same() {
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    let mut report = Report::new(&puzzle).unwrap();
    let all = events_to_the_end(&mut report.clone());
    let mut marks = Vec::new();
    for at in 0..all.len() {
        if at % 61 == 0
            && let Some(mark) = report.mark()
        {
            let placed: Vec<Placement<Nine>> = report.history().collect();
            let ruled_out: Vec<u16> = Cell::<Nine>::all().map(|c| report.ruled_out(c)).collect();
            marks.push((
                at,
                mark,
                report.grid(),
                placed,
                ruled_out,
                report.counters(),
            ));
        }
        report.step(1, &mut ());
    }
    assert!(marks.len() > 10, "{}", marks.len());
    // From the end, back to each state saved (the last first, then the earlier ones).
    for (at, mark, grid, placed, ruled_out, counters) in marks.iter().rev() {
        report.restore(&mut (), mark);
        assert_eq!(report.grid(), *grid, "{at}");
        assert_eq!(report.history().collect::<Vec<_>>(), *placed, "{at}");
        let now: Vec<u16> = Cell::<Nine>::all().map(|c| report.ruled_out(c)).collect();
        assert_eq!(now, *ruled_out, "{at}");
        assert_eq!(
            (report.counters(), report.status()),
            (*counters, Status::Running)
        );
        assert_eq!(events_to_the_end(&mut report.clone()), all[*at..], "{at}");
    }
}
