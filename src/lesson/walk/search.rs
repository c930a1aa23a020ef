//! The walk as a [`Search`]: its stack of choices (every filled level), and its state saved
//! small ([`WalkMark`]: the digits it placed and where it stands) and restored by going down its
//! levels again.

use crate::{
    digit::Digit,
    size::{Array, Size},
    solver::Status,
};

use super::{
    super::{
        observer::{Counters, Observer},
        search::{Choice, Search},
    },
    Level, Order, Walk, above, cell_of, digit_of,
};

/// A walk's state, saved: the digit it placed in each cell (0 where it placed none), how many
/// levels hold one, and where it stands. For 9x9, 104 bytes (the walk: 2,672).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkMark<S: Size> {
    /// The search's digit in each cell, row by row (0: none, or a given).
    digits: S::Cells<u8>,
    /// Levels `0..at` hold a digit.
    at: u16,
    retreating: bool,
    status: Status,
    counters: Counters,
}

impl<S: Size> Walk<S> {
    /// The digits the puzzle's givens leave to each unit, as the walk's masks start.
    fn reset_units(&mut self) {
        self.tree.used = [0; 256];
        for (cell, entry) in self.puzzle.entries() {
            if let Some(digit) = entry.digit() {
                self.tree.toggle(&Level::of(cell), digit.bit());
            }
        }
    }
}

impl<S: Size> Search for Walk<S> {
    type Board = S;
    type Engine = ();
    type Mark = WalkMark<S>;

    fn step<O: Observer<S>>(&mut self, _: &mut (), budget: u32, observer: &mut O) -> Status {
        Walk::step(self, budget, observer)
    }

    fn status(&self) -> Status {
        self.status
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn depth(&self) -> usize {
        self.at
    }

    fn mark(&self) -> Option<WalkMark<S>> {
        let mut digits = S::Cells::filled(0);
        for level in &self.tree.levels[..self.at] {
            if let Some(digit) = digit_of::<S>(level.digit) {
                digits[usize::from(level.cell)] = digit.get();
            }
        }
        Some(WalkMark {
            digits,
            at: self.at as u16,
            retreating: self.retreating,
            status: self.status,
            counters: self.counters,
        })
    }

    /// Goes down the levels again with the saved digits: each level's cell is the one the walk
    /// chose there (for the most constrained order, chosen again: the choice depends only on the
    /// digits above it), and the digits that fitted it are found again from the digits above.
    fn restore(&mut self, _: &mut (), mark: &WalkMark<S>) {
        self.reset_units();
        let at = usize::from(mark.at);
        for k in 0..self.empties {
            if k >= at {
                self.tree.levels[k].digit = 0;
                continue;
            }
            if self.order == Order::MostConstrained {
                self.tree.choose(k, self.empties, Self::ALL);
            }
            let level = self.tree.levels[k];
            let bit = Digit::<S>::new(mark.digits[usize::from(level.cell)]).map_or(0, Digit::bit);
            self.tree.levels[k].free = self.tree.fitting(&level, Self::ALL);
            self.tree.levels[k].digit = bit;
            self.tree.toggle(&level, bit);
        }
        self.at = at;
        self.retreating = mark.retreating;
        self.status = mark.status;
        self.counters = mark.counters;
        if !self.retreating && self.status == Status::Running {
            self.tree.enter(at, self.empties, self.order, Self::ALL);
        }
    }

    fn choices(&self) -> impl Iterator<Item = Choice<S>> + '_ {
        self.tree.levels[..self.at]
            .iter()
            .enumerate()
            .filter_map(|(k, level)| {
                let left = above(level.free, level.digit);
                Some(Choice {
                    depth: k as u16 + 1,
                    place: cell_of::<S>(level)?,
                    value: digit_of(level.digit)?,
                    tried: level.free & level.digit.wrapping_sub(1),
                    left,
                    supposition: left != 0,
                })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Nine,
        grid::Grid,
        lesson::{Run, search::Choice, walk::Order},
        puzzles::CLASSROOM,
    };
    use std::vec::Vec;

    #[test]
    fn a_walk_s_choices_are_its_filled_levels() {
        let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
        for order in [Order::Rows, Order::Sorted, Order::MostConstrained] {
            let mut walk = Walk::new(&puzzle, order).unwrap();
            let mut dead_ends = 0;
            while walk.step(1, &mut ()) == Status::Running {
                let choices: Vec<Choice<Nine>> = Search::choices(&walk).collect();
                assert_eq!(choices.len(), walk.depth());
                let grid = walk.grid();
                let mut before = puzzle;
                for (k, choice) in choices.iter().enumerate() {
                    assert_eq!(usize::from(choice.depth), k + 1);
                    assert_eq!(grid.digit(choice.place), Some(choice.value));
                    // What fitted the cell with the levels above: tried, the digit, then what is left.
                    let fitting = crate::logic::Candidates::from_grid(&before)
                        .unwrap()
                        .mask(choice.place);
                    let bit = choice.value.bit();
                    assert_eq!(choice.tried | bit | choice.left, fitting, "{order:?}");
                    assert_eq!(choice.tried & !(bit - 1), 0);
                    assert_eq!(choice.left & (bit << 1).wrapping_sub(1), 0);
                    assert_eq!(choice.supposition, choice.left != 0);
                    dead_ends += choice.tried.count_ones();
                    before.place(choice.place, choice.value);
                }
                let run = Run::Walk(walk.clone());
                let supposed = run.supposed();
                assert_eq!(
                    supposed.len(),
                    choices.iter().filter(|c| c.supposition).count()
                );
            }
            assert!(dead_ends > 0, "{order:?}");
        }
    }
}
