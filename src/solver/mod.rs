//! The solver: a heap-free, iterative, resumable backtracking search over band bitboards.
//!
//! It is a search in the style of JCZ's solver (the `sudoku` crate that `tests/oracle.rs` checks
//! it against and `make bench` measures it against is a port of JCZSolve); `tests/bench/README.md`
//! holds today's figures. The logical solver of [`crate::logic`], which works as a person does
//! for hints and grading, is separate.
//!
//! # A node
//!
//! A [`node`] holds each digit's candidates as one word per band (the rows of one row of boxes:
//! a `u32` for 9x9, see [`geometry`]), one bit per cell. Propagation sweeps the words that
//! changed since they were last looked at: inside a band a digit sits once in each row and box,
//! so the row/box segments on no valid pattern go (locked candidates), a box with one column
//! left takes that column from the other bands, and a cell alone in its box is placed (hidden
//! singles). Between sweeps it places naked singles and, when nothing else moves, hidden singles
//! in columns. All of it is bitwise work on the band words.
//!
//! # The search
//!
//! When propagation stalls, the search guesses ([`Node::choose`]): in the cell with two
//! candidates that sees the most open cells (its row and box; while 45 cells or more are open,
//! its column too), else in a cell with the fewest candidates, trying first the digit that more
//! open cells of its row and box could take. The other branch of the guess is saved on a fixed
//! stack of copied nodes, at most one per cell; a dead end pops the latest.
//!
//! - **Resumable.** [`Solver::step`] does at most `budget` search nodes (a propagation followed
//!   by a guess or a backtrack) and returns, so the app runs it a slice per frame, animates it,
//!   or drops it to cancel.
//! - **Observable.** An [`Observer`] receives each placement (guessed or forced), each backtrack
//!   and each solution: watch mode replays them, and the lesson shows them one at a time
//!   ([`crate::lesson::ours`]).
//! - **No recursion, no heap.** The whole state is one value: [`Solver`] says its size.
//! - **Counting.** The search counts solutions up to a limit: two for Square's search and a
//!   game's check (a second solution means "not unique"), more for the menu's Count the
//!   solutions. Counting to two, a search nobody watches looks in its first solution for a
//!   deadly rectangle ([`Node::rectangle`]) through the cell of a pending guess: the cell holds
//!   `a`, its row and its column each hold `b` (the other digit the cell could take), and the
//!   fourth corner holds `a`, the four cells open and in two rows of one band or two columns of
//!   one stack. Swapping `a` and `b` there is a second solution, so the count ends without
//!   searching on. A watched search goes on, so that what it shows is the backtracking itself.
//!
//! # On the PSP
//!
//! The PSP build targets plain MIPS II, whose trailing-zeros scan is a de Bruijn multiply and a
//! table load: the bit scans use the Allegrex's own `clz` instead ([`allegrex`], the core's one
//! `unsafe` block, checked on the host through its portable twin; `tests/allegrex.rs` checks
//! that every instruction of the PSP build exists on the Allegrex). Nodes are copied 32 bytes at
//! a time in line, since the `psp` crate's `memcpy` moves a byte per loop.

// The core's one exception to "no unsafe": the Allegrex `clz`, in one small module.
#[allow(unsafe_code)]
mod allegrex;
mod geometry;
mod node;

use core::{cell::OnceCell, fmt};

use crate::{
    cell::Cell,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    random::Random,
    size::{Array, Nine, Size, Word},
};

use node::{Node, Saved, Settled};

/// Where the search stands after a call to [`Solver::step`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// The budget ran out; call `step` again to go on.
    Running,
    /// The search is over and found at least one solution ([`Solver::solution_count`] says how many, up to the limit).
    Solved,
    /// The search is over: the grid has no solution.
    NoSolution,
}

/// Counters of the work done, for the status line and benchmarks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Guesses made (branches taken).
    pub guesses: u32,
    /// Dead ends backed out of (a solution found while counting is not one).
    pub backtracks: u32,
    /// Digits placed by propagation (not by guessing).
    pub placements: u32,
    /// Search nodes visited (the units of the step budget).
    pub nodes: u32,
}

/// Receives the search's events: what the app's watch mode draws.
pub trait Observer<S: Size> {
    /// Whether [`Observer::placed`] is wanted (when not, the search skips the work of reporting it).
    const PLACEMENTS: bool = true;
    /// `digit` was placed in `cell`, by a guess or by propagation.
    fn placed(&mut self, _cell: Cell<S>, _digit: Digit<S>, _guess: bool) {}
    /// The search gave up a branch and went back to `depth` pending guesses.
    fn backtracked(&mut self, _depth: usize) {}
    /// Whether [`Observer::solution`] is wanted (when not, only the first solution is written out).
    const SOLUTIONS: bool = true;
    /// A solution was found (the search may go on to count more).
    fn solution(&mut self, _grid: &Grid<S>) {}
}

/// The observer that wants nothing.
impl<S: Size> Observer<S> for () {
    const PLACEMENTS: bool = false;
    const SOLUTIONS: bool = false;
}

/// A resumable search for the solutions of one grid, counting up to a limit.
///
/// State size: for 9x9, a 232-byte working node, a stack of 81 saved nodes
/// of 124 bytes and one more for the first solution, 10,632 bytes in all (`size_of::<Solver<Nine>>()`,
/// checked by a test); 4x4: under 1 KiB; 16x16: about 140 KiB (the PSP app
/// keeps it on its app thread's 1 MiB stack).
///
/// ```
/// use sudoku_core::{Grid, Nine, puzzles::{CLASSROOM, CLASSROOM_SOLUTION}};
/// use sudoku_core::solver::{Solver, Status};
/// let mut solver = Solver::new(&Grid::<Nine>::from_line(CLASSROOM).unwrap(), 2).unwrap();
/// while solver.step(100) == Status::Running {}
/// assert_eq!(solver.solution_count(), 1);
/// assert_eq!(solver.solution().unwrap().to_string(), CLASSROOM_SOLUTION);
/// ```
pub struct Solver<S: Size = Nine> {
    /// The node being worked on.
    node: Node<S>,
    /// Nodes waiting for the search to come back: the other branch of each guess.
    stack: S::Cells<Saved<S>>,
    /// Cells of `node` not placed yet, as of the start of the next visit.
    remaining: u16,
    /// Entries of `stack` in use.
    depth: usize,
    /// The grid being solved (its digits all count as givens).
    puzzle: Grid<S>,
    /// The cells of each band empty in `puzzle`: those a solution fills.
    open: S::Bands,
    /// The first solution found, written out when first asked for (from `first_node`).
    first: OnceCell<Grid<S>>,
    /// The node of the first solution found (when `found` is not 0): writing out a grid costs
    /// more than the search for a second solution on puzzles with many.
    first_node: Saved<S>,
    /// Solutions found, at most `limit`.
    found: u32,
    /// Whether [`Solver::exclude`] took a digit out since the last load (a second solution made by
    /// a swap might put it back).
    excluded: bool,
    /// Stop after this many solutions.
    limit: u32,
    status: Status,
    stats: Stats,
    /// When set, guesses try the candidates in random order (for generating grids).
    random: Option<Random>,
}

impl<S: Size> fmt::Debug for Solver<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("size", &S::NAME)
            .field("status", &self.status)
            .field("depth", &self.depth)
            .field("found", &self.found)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl<S: Size> Solver<S> {
    /// A search for up to `limit` solutions of `grid` (every digit in it is taken as fixed).
    ///
    /// A grid whose digits already clash is refused with the first [`Conflict`]: it is never searched.
    pub fn new(grid: &Grid<S>, limit: u32) -> Result<Self, Conflict<S>> {
        let mut solver = Solver {
            node: Node::new(),
            stack: S::Cells::filled(Saved::empty()),
            remaining: 0,
            depth: 0,
            puzzle: Grid::empty(),
            open: S::Bands::filled(S::Word::ZERO),
            first: OnceCell::new(),
            first_node: Saved::empty(),
            found: 0,
            excluded: false,
            limit: 1,
            status: Status::Running,
            stats: Stats::default(),
            random: None,
        };
        solver.load(grid, limit)?;
        Ok(solver)
    }

    /// Starts over on another grid, reusing this solver's memory (what benchmarks and the generator do),
    /// guessing in its own order (see [`Solver::set_random`]).
    ///
    /// A grid whose digits clash is refused with its first [`Conflict`], and the solver is left
    /// with nothing to search ([`Status::NoSolution`]).
    pub fn load(&mut self, grid: &Grid<S>, limit: u32) -> Result<(), Conflict<S>> {
        self.node = Node::new();
        self.depth = 0;
        self.puzzle = *grid;
        self.first = OnceCell::new();
        self.found = 0;
        self.excluded = false;
        self.limit = limit.max(1);
        self.status = Status::Running;
        self.stats = Stats::default();
        self.random = None;
        // Placing the digits finds any clash on the way; only then is the grid searched for
        // its first conflict, which costs more than the placing.
        if self.node.place_givens(grid.to_bytes().as_ref()).is_err() {
            self.status = Status::NoSolution;
            if let Some(conflict) = grid.first_conflict() {
                return Err(conflict);
            }
        }
        self.open = self.node.unsolved();
        self.remaining = self.node.unsolved_count() as u16;
        Ok(())
    }

    /// Takes `digit` out of `cell`'s candidates before the search starts (right after
    /// [`Solver::load`]): the search then finds only the solutions without it there, which is
    /// how the generator asks for a solution other than one it knows.
    pub fn exclude(&mut self, cell: Cell<S>, digit: Digit<S>) {
        self.node.exclude(cell, digit);
        self.excluded = true;
    }

    /// Makes guesses try the candidates in an order drawn from `random` (`None`: the search's own
    /// order),
    /// until changed again or the next [`Solver::load`]; solving an empty grid this way gives a
    /// random complete grid.
    pub fn set_random(&mut self, random: Option<Random>) {
        self.random = random;
    }

    /// Runs the search to its end (a convenience for tools and tests).
    pub fn run(&mut self) -> Status {
        self.run_observed(&mut ())
    }

    /// Runs the search to its end, telling `observer` everything.
    pub fn run_observed<O: Observer<S>>(&mut self, observer: &mut O) -> Status {
        loop {
            let status = self.step_observed(u32::MAX, observer);
            if status != Status::Running {
                return status;
            }
        }
    }

    /// Does at most `budget` search nodes of work.
    pub fn step(&mut self, budget: u32) -> Status {
        self.step_observed(budget, &mut ())
    }

    /// Does at most `budget` search nodes of work, telling `observer` each placement and backtrack.
    pub fn step_observed<O: Observer<S>>(&mut self, budget: u32, observer: &mut O) -> Status {
        let mut left = budget;
        while self.status == Status::Running && left > 0 {
            left -= 1;
            self.stats.nodes += 1;
            self.visit(observer);
        }
        self.status
    }

    /// One node: propagate, then record a solution, back out of a dead end, or guess.
    fn visit<O: Observer<S>>(&mut self, observer: &mut O) {
        let settled = self.node.propagate(observer);
        let remaining = self.node.unsolved_count() as u16;
        self.stats.placements += u32::from(self.remaining - remaining);
        self.remaining = remaining;
        match settled {
            Err(_) => {
                self.stats.backtracks += 1;
                self.backtrack(observer);
            }
            Ok(Settled::Solved) => {
                self.found += 1;
                // The grid is written out only when someone wants it.
                if O::SOLUTIONS {
                    let grid = self.grid();
                    observer.solution(&grid);
                    if self.found == 1 {
                        let _ = self.first.set(grid);
                    }
                } else if self.found == 1 {
                    self.node.save(&mut self.first_node);
                }
                if !O::PLACEMENTS && self.found == 1 && self.limit == 2 && !self.excluded {
                    // Counting to two: a deadly rectangle in the first solution gives the second.
                    // (A watched search goes on: what it shows is the backtracking itself.)
                    if let Some(swap) = self.swapped_solution() {
                        self.found = 2;
                        if O::SOLUTIONS {
                            let mut second = self.grid();
                            for (cell, digit) in swap {
                                second.place_value(cell.index(), digit.get());
                            }
                            observer.solution(&second);
                        }
                    }
                }
                if self.found >= self.limit {
                    self.status = Status::Solved;
                } else {
                    self.backtrack(observer);
                }
            }
            Ok(Settled::Stuck) => self.guess(observer),
        }
    }

    /// The node is the first solution: another one, as the four cells to change and their digits,
    /// if a deadly rectangle goes through one of the pending guesses' cells (the latest first)
    /// with the other digit it had (see [`Node::rectangle`]). On the serg set, whose puzzles have
    /// many solutions, three in five have one; counting to two then ends without searching on.
    fn swapped_solution(&self) -> Option<[(Cell<S>, Digit<S>); 4]> {
        for saved in self.stack.as_ref()[..self.depth].iter().rev() {
            let (cell, a, b) = saved.guess();
            if let Some([across, below, corner]) = self.node.rectangle(cell, a, b, &self.open) {
                return Some([(cell, b), (across, a), (below, a), (corner, b)]);
            }
        }
        None
    }

    /// Resumes the most recent untried branch, or ends the search.
    fn backtrack<O: Observer<S>>(&mut self, observer: &mut O) {
        if self.depth == 0 {
            self.status = if self.found > 0 {
                Status::Solved
            } else {
                Status::NoSolution
            };
            return;
        }
        self.depth -= 1;
        let saved = &self.stack[self.depth];
        self.node.restore(saved);
        self.remaining = saved.remaining;
        observer.backtracked(self.depth);
    }

    /// Tries a candidate of the chosen cell (of two, the one more of its row and box could take; or
    /// a random one); the node without it waits on the stack.
    fn guess<O: Observer<S>>(&mut self, observer: &mut O) {
        let (cell, digits) = self.node.choose(u32::from(self.remaining));
        let index = match &mut self.random {
            // The n-th candidate, n drawn at random.
            Some(random) => {
                let mut rest = digits;
                for _ in 0..random.below(digits.count_ones() as usize) {
                    rest &= rest - 1;
                }
                allegrex::lowest_bit(u32::from(rest)) as u32
            }
            None => self.node.first_digit(cell, digits) as u32,
        };
        let digit = Digit::from_index(index as usize).expect("a stuck cell has a candidate");
        // Depth never exceeds the cell count: every level places at least one more cell.
        self.node
            .save_without(&mut self.stack[self.depth], cell, digit, self.remaining);
        self.depth += 1;
        self.remaining -= 1;
        self.stats.guesses += 1;
        observer.placed(cell, digit, true);
        self.node
            .assign(cell, digit)
            .expect("the guessed digit is a candidate");
    }

    /// The status after the last step.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The first solution found, with the puzzle's digits as givens and the rest placed.
    pub fn solution(&self) -> Option<&Grid<S>> {
        if self.found == 0 {
            return None;
        }
        Some(self.first.get_or_init(|| {
            let mut grid = self.puzzle;
            self.first_node.fill(&mut grid, &self.open);
            grid
        }))
    }

    /// Solutions found so far, at most the limit (with limit 2: 2 means "more than one").
    pub fn solution_count(&self) -> u32 {
        self.found
    }

    /// Whether the search has shown the solution to be unique (it ran to the end with one found).
    pub fn is_unique(&self) -> bool {
        self.status == Status::Solved && self.found == 1
    }

    /// Counters of the work done so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Pending guesses (the depth of the search).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The grid as the search has it now: the puzzle's digits as givens, the search's as placed.
    pub fn grid(&self) -> Grid<S> {
        let mut grid = self.puzzle;
        self.node.fill(&mut grid, &self.open);
        grid
    }

    /// The pending guesses, deepest last: each one's cell, the digit tried there, and the cell's
    /// candidates in the branch waiting on the stack (the digits left to try; bit 0 for digit 1).
    pub fn guesses(&self) -> impl DoubleEndedIterator<Item = (Cell<S>, Digit<S>, u16)> + '_ {
        self.stack.as_ref()[..self.depth].iter().map(Saved::branch)
    }

    /// The candidate digits of `cell` in the current node, as a mask (bit 0 for digit 1).
    pub fn candidates(&self, cell: Cell<S>) -> u16 {
        self.node.candidates(cell)
    }
}

#[cfg(test)]
mod tests;
