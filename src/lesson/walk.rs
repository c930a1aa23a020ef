//! The walks: depth-first search over the empty cells, digits tried lowest first, each try
//! checked against one bit mask per row, column and box. The cell order makes the algorithm:
//! row order (the naive search, see `naive.rs`), the cells sorted once by their number of
//! candidates (`Order::Sorted`), or the most constrained cell chosen again at every step
//! (`Order::MostConstrained`).
//!
//! The search is the recursive function of the tutorial turned into a loop over an explicit
//! stack of levels, one per empty cell, so it stops after any number of steps and goes on later.
//! A level keeps the digits that fitted its cell when the search came to it and the digit the
//! cell holds now: the digits left to try are the ones above it. Nothing is allocated.

use crate::{cell::Cell, conflict::Conflict, digit::Digit, grid::Grid, solver::Status};

mod search;

pub use search::WalkMark;

use super::{
    Trying,
    observer::{Counters, Event, Observer},
};
use crate::size::Size;

/// Index in [`Tree::used`] of the first column mask (rows come first).
const COLUMNS: usize = 16;
/// Index in [`Tree::used`] of the first box mask.
const BOXES: usize = 32;

/// How a walk orders the empty cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Row by row from r1c1 (the naive search).
    Rows,
    /// Sorted once, before the search, by their number of candidates, fewest first; cells with
    /// as many candidates keep row order.
    Sorted,
    /// At every step, the empty cell with the fewest candidates; among equals, the first in row
    /// order.
    MostConstrained,
}

/// One empty cell of the puzzle, as the search stands on it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Level {
    /// Digits that fitted the cell when the search came to it (bit 0 for digit 1).
    free: u16,
    /// The bit of the digit the cell holds now; 0 while it is empty.
    digit: u16,
    /// The cell's row-major index.
    cell: u8,
    /// Its row, column and box masks, as indices into [`Tree::used`].
    units: [u8; 3],
}

impl Level {
    fn of<S: Size>(cell: Cell<S>) -> Self {
        Level {
            free: 0,
            digit: 0,
            cell: cell.index() as u8,
            units: [
                cell.row() as u8,
                (COLUMNS + cell.col()) as u8,
                (BOXES + cell.box_index()) as u8,
            ],
        }
    }
}

/// The digits above `digit` (a single bit) in `mask`: what is left to try after it.
#[inline(always)]
const fn above(mask: u16, digit: u16) -> u16 {
    mask & !(digit << 1).wrapping_sub(1)
}

/// What the walk changes at every step, apart from where it stands.
#[derive(Debug, Clone)]
struct Tree {
    /// One level per empty cell, in the order the search fills them (for the most constrained
    /// order, the levels past the filled ones are the empty cells in no particular order).
    levels: [Level; 256],
    /// Digits in each row (0..), column ([`COLUMNS`]..) and box ([`BOXES`]..); 256 entries,
    /// so that any `u8` index is in bounds and the hot loop checks none.
    used: [u16; 256],
}

impl Tree {
    /// The digits that fit `level`'s cell with the digits placed now (`all`: every digit).
    #[inline(always)]
    fn fitting(&self, level: &Level, all: u16) -> u16 {
        let [row, col, boxed] = level.units;
        all & !(self.used[usize::from(row)]
            | self.used[usize::from(col)]
            | self.used[usize::from(boxed)])
    }

    /// Toggles `bits` in the row, column and box of `level` (adds or removes digits).
    #[inline(always)]
    fn toggle(&mut self, level: &Level, bits: u16) {
        for unit in level.units {
            self.used[usize::from(unit)] ^= bits;
        }
    }

    /// Enters level `at` of `empties`: chooses its cell (most constrained order) and finds the
    /// digits that fit; `false` when every level is filled (a solution).
    #[inline(always)]
    fn enter(&mut self, at: usize, empties: usize, order: Order, all: u16) -> bool {
        if at == empties {
            return false;
        }
        if order == Order::MostConstrained {
            self.choose(at, empties, all);
        }
        let level = self.levels[at & 255];
        self.levels[at & 255].free = self.fitting(&level, all);
        true
    }

    /// Moves the most constrained of the empty cells of levels `at..empties` (fewest candidates,
    /// then row order) to level `at`.
    fn choose(&mut self, at: usize, empties: usize, all: u16) {
        let mut best = at;
        let mut best_key = u32::MAX;
        for k in at..empties {
            let level = &self.levels[k & 255];
            let key = self.fitting(level, all).count_ones() << 8 | u32::from(level.cell);
            if key < best_key {
                best_key = key;
                best = k;
            }
        }
        self.levels.swap(at & 255, best & 255);
    }
}

/// A resumable walk of the search tree of one puzzle.
#[derive(Debug, Clone)]
pub struct Walk<S: Size> {
    order: Order,
    puzzle: Grid<S>,
    /// The levels and the digits of each unit.
    tree: Tree,
    /// Number of levels (empty cells of the puzzle).
    empties: usize,
    /// Levels `0..at` hold a digit.
    at: usize,
    /// Whether the search is going back (level `at - 1` takes its next digit or is emptied);
    /// else level `at` is entered: its cell chosen and its `free` digits known.
    retreating: bool,
    status: Status,
    counters: Counters,
}

impl<S: Size> Walk<S> {
    /// A walk of `puzzle` in `order` (every digit in the puzzle is fixed); a puzzle whose digits
    /// clash is refused with its first conflict.
    pub fn new(puzzle: &Grid<S>, order: Order) -> Result<Self, Conflict<S>> {
        if let Some(conflict) = puzzle.first_conflict() {
            return Err(conflict);
        }
        let mut walk = Walk {
            order,
            puzzle: *puzzle,
            tree: Tree {
                levels: [Level::default(); 256],
                used: [0; 256],
            },
            empties: 0,
            at: 0,
            retreating: false,
            status: Status::Running,
            counters: Counters::default(),
        };
        for (cell, entry) in puzzle.entries() {
            match entry.digit() {
                Some(digit) => {
                    walk.tree.toggle(&Level::of(cell), digit.bit());
                }
                None => {
                    walk.tree.levels[walk.empties] = Level::of(cell);
                    walk.empties += 1;
                }
            }
        }
        if order == Order::Sorted {
            walk.sort_levels();
        }
        if !walk.tree.enter(0, walk.empties, order, Self::ALL) {
            walk.status = Status::Solved;
        }
        Ok(walk)
    }

    /// Every digit of the size, as a mask.
    const ALL: u16 = ((1u32 << S::SIDE) - 1) as u16;

    /// Sorts the levels once by the candidates of their cells (fewest first, then row order).
    fn sort_levels(&mut self) {
        let tree = &mut self.tree;
        let key =
            |tree: &Tree, level: &Level| (tree.fitting(level, Self::ALL).count_ones(), level.cell);
        // Insertion sort: stable, in place, and at most 256 levels.
        for i in 1..self.empties {
            let level = tree.levels[i];
            let k = key(tree, &level);
            let mut j = i;
            while j > 0 && key(tree, &tree.levels[j - 1]) > k {
                tree.levels[j] = tree.levels[j - 1];
                j -= 1;
            }
            tree.levels[j] = level;
        }
    }

    /// Does at most `budget` steps (a step is one placement or one backtrack), telling
    /// `observer` each one; returns where the search stands.
    pub fn step<O: Observer<S>>(&mut self, budget: u32, observer: &mut O) -> Status {
        if self.order == Order::MostConstrained {
            self.walk::<O, true>(budget, observer)
        } else {
            self.walk::<O, false>(budget, observer)
        }
    }

    /// The loop of [`Walk::step`]; `CHOOSE`: the most constrained cell is chosen at each level.
    ///
    /// This is the hot loop of the race, written for the PSP's MIPS: where the walk stands and
    /// its counters are locals, and going down, the masks of the cell's row, column and box are
    /// read once, to find the digits that fit, and written back with the digit placed.
    // Never inlined: callers step it in several places.
    #[inline(never)]
    fn walk<O: Observer<S>, const CHOOSE: bool>(
        &mut self,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        if self.status != Status::Running {
            return self.status;
        }
        let (empties, all) = (self.empties, Self::ALL);
        let tree = &mut self.tree;
        let (mut at, mut retreating) = (self.at, self.retreating);
        let (mut placements, mut backtracks) = (0u32, 0u32);
        let mut left = budget;
        let status = 'search: loop {
            if !retreating {
                // Down: enter the level (its cell's masks read once), place the lowest digit
                // that fits with those masks, and on to the next level while digits fit.
                loop {
                    if at == empties {
                        break 'search Status::Solved;
                    }
                    if CHOOSE {
                        tree.choose(at, empties, all);
                    }
                    let mut level = tree.levels[at & 255];
                    let units = level.units.map(usize::from);
                    let masks = units.map(|u| tree.used[u]);
                    level.free = all & !(masks[0] | masks[1] | masks[2]);
                    tree.levels[at & 255].free = level.free;
                    // Stopping here leaves the level entered: the screen shows what fits it.
                    if left == 0 {
                        break 'search Status::Running;
                    }
                    if level.free == 0 {
                        // A dead end: the search goes back (not a step of its own).
                        retreating = true;
                        break;
                    }
                    let bit = level.free.isolate_lowest_one();
                    tree.levels[at & 255].digit = bit;
                    for (unit, mask) in units.into_iter().zip(masks) {
                        tree.used[unit] = mask | bit;
                    }
                    placements += 1;
                    left -= 1;
                    if O::EVENTS {
                        report_placed(observer, &level, bit, level.free ^ bit != 0);
                    }
                    at += 1;
                }
            }
            // Back: the last filled level takes its next digit (then down again), or is emptied.
            loop {
                if left == 0 {
                    break 'search Status::Running;
                }
                if at == 0 {
                    break 'search Status::NoSolution;
                }
                let k = at - 1;
                let level = tree.levels[k & 255];
                let rest = above(level.free, level.digit);
                left -= 1;
                if rest != 0 {
                    let bit = rest.isolate_lowest_one();
                    tree.levels[k & 255].digit = bit;
                    tree.toggle(&level, level.digit ^ bit);
                    placements += 1;
                    if O::EVENTS {
                        report_placed(observer, &level, bit, rest ^ bit != 0);
                    }
                    retreating = false;
                    break;
                }
                tree.levels[k & 255].digit = 0;
                tree.toggle(&level, level.digit);
                backtracks += 1;
                at = k;
                if O::EVENTS {
                    observer.event(Event::Backtracked(cell_of(&level)));
                }
            }
        };
        self.at = at;
        self.retreating = retreating;
        self.status = status;
        self.counters.placements += u64::from(placements);
        self.counters.backtracks += u64::from(backtracks);
        status
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The cell order.
    pub fn order(&self) -> Order {
        self.order
    }

    /// The cells the search has filled (the depth of the search).
    pub fn depth(&self) -> usize {
        self.at
    }

    /// The empty cells of the puzzle (the most the depth can reach).
    pub fn empties(&self) -> usize {
        self.empties
    }

    /// The puzzle's digits as givens, the search's as placed.
    pub fn grid(&self) -> Grid<S> {
        let mut grid = self.puzzle;
        for level in &self.tree.levels[..self.at] {
            if let (Some(cell), Some(digit)) = (cell_of::<S>(level), digit_of::<S>(level.digit)) {
                grid.place(cell, digit);
            }
        }
        grid
    }

    /// The last cell the search filled, its digit and the digits left to try there.
    pub fn trying(&self) -> Option<Trying<S>> {
        let level = self.tree.levels[..self.at].last()?;
        Some(Trying {
            cell: cell_of(level)?,
            digit: digit_of(level.digit)?,
            left: Some(above(level.free, level.digit)),
            supposition: above(level.free, level.digit) != 0,
        })
    }

    /// The cell the next step fills and the digits that fit it (none: a dead end, the next step
    /// goes back); `None` while going back or once the search is over.
    pub fn next_cell(&self) -> Option<(Cell<S>, u16)> {
        if self.retreating || self.status != Status::Running {
            return None;
        }
        let level = &self.tree.levels[self.at & 255];
        Some((cell_of(level)?, level.free))
    }

    /// For each filled level, top down: how many digits fitted its cell and how many of them
    /// the walk has passed (what the progress estimate reads). The digit a level holds counts
    /// as passed once everything below it is: while going back, or at a dead end.
    pub fn branches(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let exhausted = self.status == Status::Running
            && (self.retreating || self.tree.levels[self.at & 255].free == 0);
        let last = self.at.wrapping_sub(1);
        self.tree.levels[..self.at]
            .iter()
            .enumerate()
            .map(move |(k, level)| {
                let before = (level.free & level.digit.wrapping_sub(1)).count_ones();
                let done = u32::from(exhausted && k == last);
                (level.free.count_ones(), before + done)
            })
    }
}

fn cell_of<S: Size>(level: &Level) -> Option<Cell<S>> {
    Cell::from_index(usize::from(level.cell))
}

fn digit_of<S: Size>(bit: u16) -> Option<Digit<S>> {
    Digit::from_index(bit.trailing_zeros() as usize)
}

/// Tells `observer` that `level`'s cell took the digit of `bit`.
#[inline(always)]
fn report_placed<S: Size, O: Observer<S>>(
    observer: &mut O,
    level: &Level,
    bit: u16,
    supposition: bool,
) {
    if let (Some(cell), Some(digit)) = (cell_of(level), digit_of(bit)) {
        observer.event(Event::Placed {
            cell,
            digit,
            supposition,
        });
    }
}
