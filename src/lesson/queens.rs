//! The N queens (the TP's last question, the tutorial's "to go further"): N queens on an N x N
//! chessboard, N from 4 to 12, none attacking another, searched with the lesson's engine: the
//! same steps, observer, budget, rewind, stack of choices and exploration tree as the Sudoku
//! searches ([`Chessboard`] is their [`Board`]).
//!
//! A level of the search fills one row: it tries the columns left to right, each checked
//! against a bit mask of the columns and of both diagonals taken. A step is a queen put on a
//! square (a placement) or a queen taken off (a backtrack, once its row has no column left).
//! Two orders race:
//! - [`Order::Rows`], row by row from the top, as the TP and every textbook write it;
//! - [`Order::MostConstrained`], at each level the row with the fewest free squares (ties to
//!   the top row), the Sudoku lesson's most constrained cell on another problem: a row left
//!   without a square is taken at once and fails at once, where the row order only finds it
//!   after filling the rows above it. A symmetry cut (the first queen in the left half only,
//!   the count doubled) would halve the count's work but not the search for a first solution,
//!   nor show the class anything new about choosing where to search.
//!
//! [`Goal::First`] stops at the first solution; [`Goal::All`] counts them all (92 for 8), each
//! solution ending its call so that a screen can show it, and [`nth_solution`] finds the k-th
//! (browsing them). A trace line of the queens is `K rXcY = Q` when a queen is put on row X,
//! column Y, and `K rXcY emptied` when it is taken off.

#[cfg(test)]
mod tests;

use core::fmt;

use crate::solver::Status;

use super::{
    observer::{Board, Counters, Event, Observer},
    search::{Choice, Search},
};

/// The largest board.
pub const MAX: usize = 12;
/// The smallest board with a solution past the trivial 1x1 (2 and 3 have none).
pub const MIN: usize = 4;

/// The queens' chessboard, as a [`Board`]: squares and queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chessboard;

impl Board for Chessboard {
    type Place = Square;
    type Value = Queen;
    type Depths = [u32; MAX];
}

/// A square of the chessboard: zero-based row and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Square {
    /// The row, from 0 at the top.
    pub row: u8,
    /// The column, from 0 at the left.
    pub col: u8,
}

/// Prints `r<row>c<col>`, one-based, as the Sudoku cells print.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// What the queens' search places: a queen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Queen;

/// Prints `Q`.
impl fmt::Display for Queen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Q")
    }
}

/// Which row the search fills next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// The top row not filled yet.
    Rows,
    /// The row with the fewest free squares; among equals, the top one.
    MostConstrained,
}

impl Order {
    /// Both orders, as they race.
    pub const ALL: [Order; 2] = [Order::Rows, Order::MostConstrained];

    /// The name a race's lap and the host tool print: `rows`, `constrained`.
    pub const fn name(self) -> &'static str {
        match self {
            Order::Rows => "rows",
            Order::MostConstrained => "constrained",
        }
    }
}

/// How far the search goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// To the first solution.
    First,
    /// To the end of the tree, counting every solution (each one ends its call to `step`).
    All,
}

/// One row of the search, as the search stands on it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
struct Level {
    /// The row.
    row: u8,
    /// Columns free in the row when the search came to it (bit 0 for the left column).
    free: u16,
    /// The bit of the queen's column; 0 while the row is empty.
    col: u16,
}

/// The columns above `col` (a single bit) in `mask`: what is left to try after it.
const fn above(mask: u16, col: u16) -> u16 {
    mask & !(col << 1).wrapping_sub(1)
}

/// A resumable search of the N queens; also its own saved state (120 bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Queens {
    n: u8,
    order: Order,
    goal: Goal,
    /// One level per row, in the order the search fills them.
    levels: [Level; MAX],
    /// Levels `0..at` hold a queen.
    at: usize,
    /// Whether the search is going back (level `at - 1` takes its next column or is emptied).
    retreating: bool,
    status: Status,
    counters: Counters,
    /// Solutions found.
    found: u64,
    /// The columns taken.
    cols: u16,
    /// The rising diagonals taken, numbered by row + column.
    rising: u32,
    /// The falling diagonals taken, numbered by row + (n - 1 - column).
    falling: u32,
}

impl Queens {
    /// The search for `n` queens (from [`MIN`] to [`MAX`]; `None` outside) in `order`.
    pub fn new(n: usize, order: Order, goal: Goal) -> Option<Self> {
        if !(MIN..=MAX).contains(&n) {
            return None;
        }
        let mut levels = [Level::default(); MAX];
        for (row, level) in levels.iter_mut().enumerate() {
            level.row = row as u8;
        }
        let mut queens = Queens {
            n: n as u8,
            order,
            goal,
            levels,
            at: 0,
            retreating: false,
            status: Status::Running,
            counters: Counters::default(),
            found: 0,
            cols: 0,
            rising: 0,
            falling: 0,
        };
        queens.enter();
        Some(queens)
    }

    /// The side of the board.
    pub fn n(&self) -> usize {
        usize::from(self.n)
    }

    /// The order the rows are filled in.
    pub fn order(&self) -> Order {
        self.order
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// Solutions found so far.
    pub fn found(&self) -> u64 {
        self.found
    }

    /// The column of the queen in each row (`None`: no queen there yet).
    pub fn board(&self) -> [Option<u8>; MAX] {
        let mut board = [None; MAX];
        for level in &self.levels[..self.at] {
            board[usize::from(level.row)] = Some(level.col.trailing_zeros() as u8);
        }
        board
    }

    /// The columns of `row` no queen attacks now (bit 0 for the left column).
    pub fn free(&self, row: usize) -> u16 {
        let n = u32::from(self.n);
        let all = (1u16 << n) - 1;
        // Falling diagonals are numbered by row + (n - 1 - column): mirror them to columns.
        let falling = ((self.falling >> row) as u16 & all).reverse_bits() >> (16 - n);
        all & !self.cols & !(self.rising >> row) as u16 & !falling
    }

    /// Puts a queen on `row`, in the column of `col`, or takes it off.
    fn toggle(&mut self, row: u8, col: u16) {
        let c = col.trailing_zeros();
        self.cols ^= col;
        self.rising ^= 1 << (u32::from(row) + c);
        self.falling ^= 1 << (u32::from(row) + u32::from(self.n) - 1 - c);
    }

    /// Enters level `at`: chooses its row (most constrained order) and finds its free columns.
    fn enter(&mut self) {
        if self.at == self.n() {
            return;
        }
        if self.order == Order::MostConstrained {
            let best = (self.at..self.n())
                .min_by_key(|&k| {
                    let row = self.levels[k].row;
                    (self.free(usize::from(row)).count_ones(), row)
                })
                .unwrap_or(self.at);
            self.levels.swap(self.at, best);
        }
        let row = usize::from(self.levels[self.at].row);
        self.levels[self.at].free = self.free(row);
    }

    /// Does at most `budget` steps, telling `observer` each one; a solution found ends the call
    /// (and the search, for [`Goal::First`]).
    pub fn step<O: Observer<Chessboard>>(&mut self, budget: u32, observer: &mut O) -> Status {
        let mut left = budget;
        while left > 0 && self.status == Status::Running {
            if !self.retreating {
                let level = self.levels[self.at];
                if level.free == 0 {
                    // A dead end: the search goes back (not a step of its own).
                    self.retreating = true;
                    continue;
                }
                self.place(self.at, level.free.isolate_lowest_one(), observer);
                self.at += 1;
            } else {
                if self.at == 0 {
                    self.status = if self.found > 0 {
                        Status::Solved
                    } else {
                        Status::NoSolution
                    };
                    break;
                }
                let k = self.at - 1;
                let level = self.levels[k];
                let rest = above(level.free, level.col);
                if rest == 0 {
                    self.toggle(level.row, level.col);
                    self.levels[k].col = 0;
                    self.at = k;
                    self.counters.backtracks += 1;
                    left -= 1;
                    if O::EVENTS {
                        observer.event(Event::Backtracked(Some(square(&level))));
                    }
                    continue;
                }
                self.place(k, rest.isolate_lowest_one(), observer);
                self.retreating = false;
            }
            left -= 1;
            if self.at == self.n() {
                self.found += 1;
                match self.goal {
                    Goal::First => self.status = Status::Solved,
                    Goal::All => self.retreating = true,
                }
                break;
            }
            self.enter();
        }
        self.status
    }

    /// Puts level `k`'s queen in the column of `col`.
    fn place<O: Observer<Chessboard>>(&mut self, k: usize, col: u16, observer: &mut O) {
        let before = self.levels[k];
        if before.col != 0 {
            self.toggle(before.row, before.col);
        }
        self.toggle(before.row, col);
        self.levels[k].col = col;
        self.counters.placements += 1;
        if O::EVENTS {
            let level = self.levels[k];
            observer.event(Event::Placed {
                cell: square(&level),
                digit: Queen,
                supposition: above(level.free, col) != 0,
            });
        }
    }
}

/// The square of `level`'s queen.
fn square(level: &Level) -> Square {
    Square {
        row: level.row,
        col: level.col.trailing_zeros() as u8,
    }
}

impl Search for Queens {
    type Board = Chessboard;
    type Engine = ();
    type Mark = Queens;

    fn step<O: Observer<Chessboard>>(
        &mut self,
        _: &mut (),
        budget: u32,
        observer: &mut O,
    ) -> Status {
        Queens::step(self, budget, observer)
    }

    fn status(&self) -> Status {
        self.status
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn solutions(&self) -> u64 {
        self.found
    }

    fn depth(&self) -> usize {
        self.at
    }

    fn on_solution(&self) -> bool {
        self.at == usize::from(self.n)
    }

    fn mark(&self) -> Option<Queens> {
        Some(*self)
    }

    fn restore(&mut self, _: &mut (), mark: &Queens) {
        *self = *mark;
    }

    fn choices(&self) -> impl Iterator<Item = Choice<Chessboard>> + '_ {
        self.levels[..self.at].iter().enumerate().map(|(k, level)| {
            let left = above(level.free, level.col);
            Choice {
                depth: k as u16 + 1,
                place: square(level),
                value: Queen,
                tried: level.free & level.col.wrapping_sub(1),
                left,
                supposition: left != 0,
            }
        })
    }
}

/// The number of solutions for `n` queens, counted by the search in `order` (`None` for an `n`
/// outside [`MIN`]..=[`MAX`]).
pub fn count(n: usize, order: Order) -> Option<u64> {
    let mut queens = Queens::new(n, order, Goal::All)?;
    while queens.step(u32::MAX, &mut ()) == Status::Running {}
    Some(queens.found())
}

/// The `k`-th solution for `n` queens in the row order (from 1), as the column of each row's
/// queen; `None` past the last.
pub fn nth_solution(n: usize, k: u64) -> Option<[Option<u8>; MAX]> {
    let mut queens = Queens::new(n, Order::Rows, Goal::All)?;
    while queens.found() < k {
        if queens.step(u32::MAX, &mut ()) != Status::Running {
            return None;
        }
    }
    (k > 0).then(|| queens.board())
}
