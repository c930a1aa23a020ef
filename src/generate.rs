//! [`Generator`]: new puzzles, made a slice at a time so the screen never freezes.
//!
//! A random complete grid comes from the solver guessing in random order on
//! an empty grid; then the cells are visited in random order and each clue is
//! taken out if the puzzle keeps a single solution (and the caller's `keep`
//! test, such as a level ceiling, still holds), until no clue can go.
//! With `symmetric` (the app's choice) clues go in pairs mirrored through the centre, as
//! printed puzzles do. The result is minimal: no clue, or mirrored pair, can go without a second
//! solution or a harder grade.
//!
//! A level is HoDoKu's ([`logic::grade`]: the hardest technique the logical solver needs,
//! raised by the solve's score); extreme means it gets stuck and the puzzle needs a guess (or
//! forcing chains). [`Generator::step_within`] keeps the puzzle within the techniques of the
//! level asked, clue by clue. The editor's New puzzle (`src/editor/generate.rs`) takes the seed
//! from the clock, grades the result, and tries again with another seed when it grades other
//! than asked, up to a number of tries per level before it takes the nearest one made;
//! `make bench` times it (`tests/bench/README.md`).

use crate::{
    cell::Cell,
    grid::Grid,
    logic::{self, Level},
    random::Random,
    size::{Array, Nine, Size},
    solver::{Solver, Status},
};

/// Where a generation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The complete grid is still to be made (the search under way once `started`).
    Fill { started: bool },
    /// Clues are being taken out; the next cell to try is `order[next]`.
    Remove { next: usize },
    /// The puzzle is ready.
    Done,
}

/// Search nodes of the complete grid's search per unit of work (a 16x16 grid takes about 180,
/// some 30 ms on the PSP in all; a 9x9 grid about 50).
const FILL_NODES: u32 = 32;

/// What a puzzle must pass for a clue to go.
enum Test<K> {
    /// One solution (the solver searches for another), and the caller's test.
    Unique(K),
    /// Filled by logic with the techniques of this level or easier.
    Within(Level),
}

/// A puzzle being generated.
#[derive(Debug, Clone)]
pub struct Generator<S: Size = Nine> {
    random: Random,
    phase: Phase,
    /// The puzzle so far (all givens).
    grid: Grid<S>,
    /// The full grid it comes from.
    solution: Grid<S>,
    /// The cells in the order they are tried.
    order: S::Cells<u8>,
    /// Whether clues go in pairs, a cell and its mirror through the centre.
    symmetric: bool,
    /// The logic trial under way of the puzzle without a clue (or pair), and the puzzle with it:
    /// a trial is worked a piece at a time ([`logic::Within`]).
    trial: Option<(logic::Within<S>, Grid<S>)>,
}

impl<S: Size> Generator<S> {
    /// A generation drawn from `seed` (the app takes it from the clock); `symmetric` removes
    /// clues in pairs mirrored through the centre, as printed puzzles do.
    pub fn new(seed: u64, symmetric: bool) -> Self {
        Generator {
            random: Random::new(seed),
            phase: Phase::Fill { started: false },
            grid: Grid::empty(),
            solution: Grid::empty(),
            order: S::Cells::filled(0),
            symmetric,
            trial: None,
        }
    }

    /// Whether the puzzle is ready.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done && self.trial.is_none()
    }

    /// How far it is: cells tried so far (filling the grid counts as one) and of how many.
    pub fn progress(&self) -> (usize, usize) {
        let done = match self.phase {
            Phase::Fill { .. } => 0,
            Phase::Remove { next } => next + 1,
            Phase::Done => S::CELLS + 1,
        };
        (done, S::CELLS + 1)
    }

    /// The puzzle so far, all givens (complete once [`Generator::is_done`]).
    pub fn puzzle(&self) -> &Grid<S> {
        &self.grid
    }

    /// The complete grid the puzzle comes from: its unique solution.
    pub fn solution(&self) -> &Grid<S> {
        &self.solution
    }

    /// Does up to `budget` cells of work with `solver` (filling the grid counts as one for each
    /// [`FILL_NODES`] search nodes; the solver is the generator's until it is done); a clue
    /// only goes if the puzzle stays unique and `keep` accepts the result. Returns whether done.
    pub fn step(
        &mut self,
        solver: &mut Solver<S>,
        budget: usize,
        keep: impl FnMut(&Grid<S>) -> bool,
    ) -> bool {
        self.work(solver, budget, &mut Test::Unique(keep))
    }

    /// [`Generator::step`] keeping the puzzle within the techniques of `ceiling`'s level
    /// ([`logic::within`]; its score may still make it a level harder: the caller grades the
    /// result). Below [`Level::Extreme`] no search is needed: logic that fills the puzzle proves
    /// it has one solution. The same clues go as with `step` and a `keep` asking
    /// `logic::within`, a few times faster. Each clue's logic trial is worked a piece a unit of
    /// `budget` ([`logic::Within::step`]: one round of singles or one technique's scan), as a
    /// whole trial on a 16x16 grid can take many frames' time on the PSP.
    pub fn step_within(&mut self, solver: &mut Solver<S>, budget: usize, ceiling: Level) -> bool {
        if ceiling == Level::Extreme {
            return self.step(solver, budget, |_| true);
        }
        self.work(
            solver,
            budget,
            &mut Test::<fn(&Grid<S>) -> bool>::Within(ceiling),
        )
    }

    /// Up to `budget` units of work (a cell tried, a piece of a logic trial, or the complete
    /// grid's search nodes), clues taken out when they pass `test`.
    fn work<K: FnMut(&Grid<S>) -> bool>(
        &mut self,
        solver: &mut Solver<S>,
        budget: usize,
        test: &mut Test<K>,
    ) -> bool {
        for _ in 0..budget {
            if let Some((within, before)) = &mut self.trial {
                if let Some(filled) = within.step() {
                    if !filled {
                        self.grid = *before;
                    }
                    self.trial = None;
                }
                continue;
            }
            match self.phase {
                Phase::Done => break,
                Phase::Fill { started } => self.fill(solver, started),
                Phase::Remove { next } => {
                    self.phase = if next + 1 >= S::CELLS {
                        Phase::Done
                    } else {
                        Phase::Remove { next: next + 1 }
                    };
                    self.try_remove(solver, usize::from(self.order[next]), test);
                }
            }
        }
        self.is_done()
    }

    /// Makes a random complete grid, [`FILL_NODES`] search nodes at a time (the search waits in
    /// `solver` between calls), then the order the cells will be tried in.
    fn fill(&mut self, solver: &mut Solver<S>, started: bool) {
        if !started {
            solver
                .load(&Grid::empty(), 1)
                .expect("an empty grid has no conflict");
            solver.set_random(Some(Random::new(self.random.next_u64())));
            self.phase = Phase::Fill { started: true };
        }
        let status = solver.step(FILL_NODES);
        if status == Status::Running {
            return;
        }
        solver.set_random(None);
        debug_assert_eq!(status, Status::Solved, "every empty grid has solutions");
        self.solution = solver
            .solution()
            .map_or(Grid::empty(), Grid::placed_as_givens);
        self.grid = self.solution;
        for (i, slot) in self.order.as_mut().iter_mut().enumerate() {
            *slot = i as u8;
        }
        self.random.shuffle(self.order.as_mut());
        self.phase = Phase::Remove { next: 0 };
    }

    /// Takes out the clue of cell `index` (and its mirror) unless the puzzle then fails `test`.
    fn try_remove<K: FnMut(&Grid<S>) -> bool>(
        &mut self,
        solver: &mut Solver<S>,
        index: usize,
        test: &mut Test<K>,
    ) {
        let cell = Cell::from_index(index).expect("the order holds cells");
        let mirror =
            Cell::from_index(S::CELLS - 1 - index).expect("the mirror of a cell is a cell");
        let before = self.grid;
        if before.given(cell).is_none() {
            return;
        }
        let keep = match test {
            Test::Within(ceiling) => {
                self.grid.clear(cell);
                if self.symmetric {
                    self.grid.clear(mirror);
                }
                if *ceiling == Level::Extreme {
                    logic::within(&self.grid, *ceiling)
                } else {
                    // Decided by the next units of work.
                    self.trial = logic::Within::new(&self.grid, *ceiling).map(|w| (w, before));
                    self.trial.is_some()
                }
            }
            Test::Unique(keep) => {
                // The puzzle before had one solution, the known one: any other solution of the
                // puzzle without these clues differs from it in one of their cells. So the
                // search is for a solution without the known digit in the cell, then (with the
                // cell's clue back) for one without it in the mirror: each a small search, where
                // counting to two would find the known solution first and then exhaust the rest.
                let mut other = false;
                if self.symmetric && mirror != cell {
                    self.grid.clear(mirror);
                    other = self.other_solution(solver, mirror);
                }
                if !other {
                    self.grid.clear(cell);
                    other = self.other_solution(solver, cell);
                }
                !other && keep(&self.grid)
            }
        };
        if !keep {
            self.grid = before;
        }
    }

    /// Whether the puzzle so far has a solution without the known solution's digit in `cell`.
    fn other_solution(&self, solver: &mut Solver<S>, cell: Cell<S>) -> bool {
        let Some(known) = self.solution.digit(cell) else {
            return true;
        };
        if solver.load(&self.grid, 1).is_err() {
            return true;
        }
        solver.exclude(cell, known);
        solver.run() == Status::Solved
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::{Four, Sixteen};

    fn generate<S: Size>(seed: u64, symmetric: bool) -> (Grid<S>, Grid<S>) {
        let mut solver = Solver::new(&Grid::<S>::empty(), 1).unwrap();
        let mut generator = Generator::<S>::new(seed, symmetric);
        let mut steps = 0;
        while !generator.step(&mut solver, 7, |_| true) {
            steps += 1;
            assert!(steps <= S::CELLS, "a step does up to 7 cells of work");
        }
        (*generator.puzzle(), *generator.solution())
    }

    fn unique<S: Size>(grid: &Grid<S>) -> bool {
        let mut solver = Solver::new(grid, 2).unwrap();
        solver.run();
        solver.is_unique()
    }

    #[test]
    fn generated_puzzles_are_unique_minimal_and_keep_to_their_solution() {
        for seed in 0..12 {
            let (puzzle, solution) = generate::<Nine>(seed, false);
            assert!(unique(&puzzle), "seed {seed}: {puzzle}");
            assert!(
                Cell::<Nine>::all()
                    .all(|c| puzzle.given(c).is_none() || puzzle.given(c) == solution.given(c))
            );
            // Minimal: no clue can go.
            for cell in Cell::<Nine>::all().filter(|&c| puzzle.given(c).is_some()) {
                let mut fewer = puzzle;
                fewer.clear(cell);
                assert!(!unique(&fewer), "seed {seed}: {cell} could still go");
            }
            assert!(
                puzzle.given_count() < 35,
                "seed {seed}: {} clues",
                puzzle.given_count()
            );
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle_and_others_differ() {
        assert_eq!(generate::<Nine>(5, false), generate::<Nine>(5, false));
        assert_ne!(generate::<Nine>(5, false).0, generate::<Nine>(6, false).0);
    }

    #[test]
    fn symmetric_puzzles_mirror_their_clues_through_the_centre() {
        let (puzzle, _) = generate::<Nine>(3, true);
        assert!(unique(&puzzle));
        for cell in Cell::<Nine>::all() {
            let mirror = Cell::from_index(80 - cell.index()).unwrap();
            assert_eq!(
                puzzle.given(cell).is_some(),
                puzzle.given(mirror).is_some(),
                "{cell}"
            );
        }
    }

    #[test]
    fn keep_can_veto_a_removal() {
        let mut solver = Solver::new(&Grid::<Nine>::empty(), 1).unwrap();
        let mut generator = Generator::<Nine>::new(1, false);
        let done = (0..2).any(|_| generator.step(&mut solver, 81, |grid| grid.given_count() >= 40));
        assert!(done, "81 cells of work per step: done within two");
        assert_eq!(generator.puzzle().given_count(), 40);
        assert!(unique(generator.puzzle()));
    }

    #[test]
    fn logic_alone_takes_out_the_clues_a_unique_and_graded_test_would() {
        for (seed, ceiling) in [
            (1, Level::Easy),
            (2, Level::Medium),
            (3, Level::Hard),
            (4, Level::Medium),
        ] {
            let mut solver = Solver::new(&Grid::<Nine>::empty(), 1).unwrap();
            let mut graded = Generator::<Nine>::new(seed, true);
            let keep = |g: &Grid<Nine>| {
                logic::grade(g)
                    .techniques_level()
                    .is_some_and(|l| l <= ceiling)
            };
            while !graded.step(&mut solver, 9, keep) {}
            let mut within = Generator::<Nine>::new(seed, true);
            while !within.step_within(&mut solver, 9, ceiling) {}
            assert_eq!(within.puzzle(), graded.puzzle(), "seed {seed}, {ceiling}");
            assert!(unique(within.puzzle()));
        }
        let mut solver = Solver::new(&Grid::<Sixteen>::empty(), 1).unwrap();
        let mut graded = Generator::<Sixteen>::new(5, true);
        let keep = |g: &Grid<Sixteen>| {
            logic::grade(g)
                .techniques_level()
                .is_some_and(|l| l <= Level::Medium)
        };
        while !graded.step(&mut solver, 16, keep) {}
        let mut within = Generator::<Sixteen>::new(5, true);
        while !within.step_within(&mut solver, 16, Level::Medium) {}
        assert_eq!(within.puzzle(), graded.puzzle());
    }

    #[test]
    fn a_clue_s_logic_trial_is_worked_a_piece_a_unit_with_the_same_result() {
        fn pieces<S: Size>(seed: u64, ceiling: Level) {
            let mut solver = Solver::new(&Grid::<S>::empty(), 1).unwrap();
            let mut whole = Generator::<S>::new(seed, true);
            while !whole.step_within(&mut solver, usize::MAX, ceiling) {}
            let mut sliced = Generator::<S>::new(seed, true);
            let mut pending = 0;
            while !sliced.step_within(&mut solver, 1, ceiling) {
                pending += usize::from(sliced.trial.is_some());
            }
            assert_eq!(sliced.puzzle(), whole.puzzle(), "seed {seed}, {ceiling}");
            // Each clue's trial outlasts the unit that starts it: its singles, then more.
            assert!(
                pending > S::CELLS / 2,
                "{pending} calls left a trial pending"
            );
        }
        pieces::<Nine>(3, Level::Hard);
        pieces::<Sixteen>(5, Level::Medium);
    }

    #[test]
    fn every_size_generates() {
        let (four, _) = generate::<Four>(9, false);
        assert!(unique(&four) && four.given_count() >= 4);
        let (sixteen, _) = generate::<Sixteen>(9, false);
        assert!(unique(&sixteen), "{sixteen}");
    }
}
