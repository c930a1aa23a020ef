//! [`Node::naked_singles`] and [`Node::column_singles`]: the singles placed between sweeps.

use crate::size::{Size, Word};

use super::{super::allegrex, Contradiction, Node, geometry, word};

impl<S: Size> Node<S> {
    /// Places every naked single (the next sweep reports them); `Ok(true)` if any was found.
    #[inline(never)]
    pub(super) fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let all = word::<S>(geometry::<S>().all);
        // Cells with one candidate or more, and two or more, of every band at once (a loop the
        // compiler can do in wide registers where it has them: two bands in one on a 64-bit host).
        let (mut ones, mut twos) = ([S::Word::ZERO; 4], [S::Word::ZERO; 4]);
        for digit in 0..S::SIDE {
            for band in 0..S::BOX {
                let w = self.candidates[digit * S::BOX + band];
                twos[band] |= ones[band] & w;
                ones[band] |= w;
            }
        }
        let mut found = false;
        for band in 0..S::BOX {
            // Placed cells keep their digit, so every cell needs one.
            if ones[band] != all {
                return Err(Contradiction);
            }
            let singles = self.unsolved[band] & !twos[band];
            if singles == S::Word::ZERO {
                continue;
            }
            found = true;
            // Each digit's singles. (A single that an earlier one of this pass takes its last
            // digit from is left with none: the next call finds it.)
            for digit in 0..S::SIDE {
                let at = digit * S::BOX + band;
                let mut cells = self.candidates[at] & singles;
                while cells != S::Word::ZERO {
                    let bit = allegrex::lowest_bit_of(cells);
                    cells = cells & cells.minus_one();
                    self.insert(at, bit);
                }
            }
        }
        Ok(found)
    }

    /// Places every digit that has one cell left in some column (the next sweep reports them);
    /// `Ok(true)` if any was found.
    #[inline(never)]
    pub(super) fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let row0 = word::<S>(geometry::<S>().row0);
        // First, without branching, every digit's columns with exactly one open cell for it.
        let mut lone = [S::Word::ZERO; 16];
        let (mut any, mut missing) = (S::Word::ZERO, false);
        for (digit, lone) in lone.iter_mut().enumerate().take(S::SIDE) {
            // The bands laid over each other: cells open in one band or more, in two or more,
            // and placed or possible in any.
            let (mut ones, mut twos, mut seen) = (S::Word::ZERO, S::Word::ZERO, S::Word::ZERO);
            for band in 0..S::BOX {
                let w = self.candidates[digit * S::BOX + band];
                let open = w & self.unsolved[band];
                twos |= ones & open;
                ones |= open;
                seen |= w;
            }
            // Then the rows folded onto the first (bits past it are left over, masked at the end).
            let (mut once, mut twice, mut any_row) = (ones, twos, seen);
            for r in 1..S::BOX {
                let shift = (r * S::SIDE) as u32;
                let row = ones >> shift;
                twice |= (twos >> shift) | (once & row);
                once |= row;
                any_row |= seen >> shift;
            }
            // A column where the digit is neither placed nor possible.
            missing |= any_row & row0 != row0;
            *lone = once & !twice & row0;
            any |= *lone;
        }
        if missing {
            return Err(Contradiction);
        }
        if any == S::Word::ZERO {
            return Ok(false);
        }
        for (digit, &lone) in lone.iter().enumerate().take(S::SIDE) {
            if lone == S::Word::ZERO {
                continue;
            }
            let mut columns = lone;
            for r in 1..S::BOX {
                columns |= lone << (r * S::SIDE) as u32;
            }
            for band in 0..S::BOX {
                let at = digit * S::BOX + band;
                let mut cells = self.candidates[at] & columns & self.unsolved[band];
                while cells != S::Word::ZERO {
                    let bit = allegrex::lowest_bit_of(cells);
                    let mask = S::Word::ONE << bit as u32;
                    cells &= !mask;
                    // An earlier placement of this pass may have taken the cell.
                    if self.candidates[at] & mask == S::Word::ZERO {
                        return Err(Contradiction);
                    }
                    self.insert(at, bit);
                }
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use crate::{cell::Cell, digit::Digit, size::Nine};

    use super::{Contradiction, Node};

    /// An empty grid where digit 1 is left only at `(row, column)` in each of those cells' columns.
    fn one_only_at(lone: &[(usize, usize)]) -> Node<Nine> {
        let mut node = Node::<Nine>::new();
        let one = Digit::new(1).expect("a digit");
        for &(row, column) in lone {
            for r in (0..9).filter(|&r| r != row) {
                node.exclude(Cell::new(r, column).expect("a cell"), one);
            }
        }
        node
    }

    #[test]
    fn two_columns_whose_last_cell_for_a_digit_share_a_row_or_a_box_are_a_contradiction() {
        // Same row (r1c1, r1c5), same box (r1c1, r2c2): one digit cannot take both.
        for lone in [[(0, 0), (0, 4)], [(0, 0), (1, 1)]] {
            assert_eq!(
                one_only_at(&lone).column_singles(),
                Err(Contradiction),
                "{lone:?}"
            );
        }
        // Apart (r1c1, r2c4), both are placed: their rows and boxes lose the digit.
        let mut node = one_only_at(&[(0, 0), (1, 3)]);
        assert_eq!(node.column_singles(), Ok(true));
        for (r, c) in [(0, 8), (2, 2), (1, 8), (2, 5)] {
            let cell = Cell::new(r, c).expect("a cell");
            assert_eq!(node.candidates(cell) & 1, 0, "r{}c{}", r + 1, c + 1);
        }
    }
}
