//! [`Generator`]: new puzzles, made a slice at a time so the screen never freezes.
//!
//! A random complete grid comes from the solver guessing in random order on
//! an empty grid; then the cells are visited in random order and each clue is
//! taken out if the puzzle keeps a single solution (and the caller's `keep`
//! test, such as a difficulty ceiling, still holds), until no clue can go.

use crate::{
    cell::Cell,
    grid::Grid,
    random::Random,
    size::{Array, Nine, Size},
    solver::{Solver, Status},
};

/// Where a generation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The complete grid is still to be made.
    Fill,
    /// Clues are being taken out; the next cell to try is `order[next]`.
    Remove { next: usize },
    /// The puzzle is ready.
    Done,
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
}

impl<S: Size> Generator<S> {
    /// A generation drawn from `seed` (the app takes it from the clock); `symmetric` removes
    /// clues in pairs mirrored through the centre, as printed puzzles do.
    pub fn new(seed: u64, symmetric: bool) -> Self {
        Generator {
            random: Random::new(seed),
            phase: Phase::Fill,
            grid: Grid::empty(),
            solution: Grid::empty(),
            order: S::Cells::filled(0),
            symmetric,
        }
    }

    /// Whether the puzzle is ready.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The puzzle so far, all givens (complete once [`Generator::is_done`]).
    pub fn puzzle(&self) -> &Grid<S> {
        &self.grid
    }

    /// The complete grid the puzzle comes from: its unique solution.
    pub fn solution(&self) -> &Grid<S> {
        &self.solution
    }

    /// Does up to `budget` cells of work with `solver` (filling the grid counts as one); a clue
    /// only goes if the puzzle stays unique and `keep` accepts the result. Returns whether done.
    pub fn step(
        &mut self,
        solver: &mut Solver<S>,
        budget: usize,
        mut keep: impl FnMut(&Grid<S>) -> bool,
    ) -> bool {
        for _ in 0..budget {
            match self.phase {
                Phase::Done => break,
                Phase::Fill => self.fill(solver),
                Phase::Remove { next } => {
                    self.phase = if next + 1 >= S::CELLS {
                        Phase::Done
                    } else {
                        Phase::Remove { next: next + 1 }
                    };
                    self.try_remove(solver, usize::from(self.order[next]), &mut keep);
                }
            }
        }
        self.is_done()
    }

    /// Makes a random complete grid and the order the cells will be tried in.
    fn fill(&mut self, solver: &mut Solver<S>) {
        solver
            .load(&Grid::empty(), 1)
            .expect("an empty grid has no conflict");
        solver.set_random(Some(Random::new(self.random.next_u64())));
        let status = solver.run();
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

    /// Takes out the clue of cell `index` (and its mirror) unless that breaks uniqueness or `keep`.
    fn try_remove(
        &mut self,
        solver: &mut Solver<S>,
        index: usize,
        keep: &mut impl FnMut(&Grid<S>) -> bool,
    ) {
        let cell = Cell::from_index(index).expect("the order holds cells");
        let mirror =
            Cell::from_index(S::CELLS - 1 - index).expect("the mirror of a cell is a cell");
        let before = self.grid;
        if before.given(cell).is_none() {
            return;
        }
        self.grid.clear(cell);
        if self.symmetric {
            self.grid.clear(mirror);
        }
        let unique = solver.load(&self.grid, 2).is_ok()
            && solver.run() == Status::Solved
            && solver.is_unique();
        if !unique || !keep(&self.grid) {
            self.grid = before;
        }
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
    fn every_size_generates() {
        let (four, _) = generate::<Four>(9, false);
        assert!(unique(&four) && four.given_count() >= 4);
        let (sixteen, _) = generate::<Sixteen>(9, false);
        assert!(unique(&sixteen), "{sixteen}");
    }
}
