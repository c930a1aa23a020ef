//! [`Node::choose`]: the cell a search guesses on next, and its candidate digits.

use crate::{
    cell::Cell,
    size::{Size, Word},
};

use super::{
    super::{allegrex, geometry::HasGeometry},
    Node, cell_at, geometry, word,
};

/// Open cells seen by a pair that end [`Node::choose`]'s search at the end of its band: the bands
/// after it are not scored. Measured (`make bench-instructions`, 2,000 puzzles a set) against 11,
/// the value before: forum hardest 1106 5 % fewer instructions to the first solution and 1 %
/// fewer guesses, 1905 4 %, serg 2 %; in PPSSPP the hardest 50 puzzles' mean 2,788 us (was
/// 3,051), but their worst, a 17-clue puzzle, 11,904 us (was 11,464: still 71 % of a frame).
/// 8 and 7 guess more on the hard sets.
const ENOUGH: u32 = 14;
const ROW_AND_BOX: u32 = 1;
const COLUMN: u32 = 1;

impl<S: Size> Node<S> {
    /// The cell to guess on and its candidate digits: a cell with two candidates if there is one, else one with the fewest.
    ///
    /// Among the cells with two candidates, the one that sees the most open cells in its row and
    /// box (the first such in cell order): a guess there sets off the most propagation, which
    /// makes for half the guesses on forum hardest 1106 and a third fewer on magictour and
    /// forum hardest 1905 than taking the first cell with two candidates. Once a band has a pair
    /// that sees [`ENOUGH`] open cells, the bands after it are not looked at.
    pub(crate) fn choose(&self) -> (Cell<S>, u16) {
        // The best so far: open cells seen (0 for none yet), and the cell's index.
        let mut best = (0, 0);
        // Open cells of each column in each band, three bits a column (see `best_pair_by_table`).
        let mut columns = [0u32; 4];
        if S::BOX <= 3 {
            let t = &<S as HasGeometry>::TABLES;
            let row0 = geometry::<S>().row0;
            for (band, columns) in columns.iter_mut().enumerate().take(S::BOX) {
                let open = self.unsolved[band].to_u64();
                for r in 0..S::BOX {
                    *columns += t.column_fields[((open >> (r * S::SIDE)) & row0) as usize];
                }
            }
        }
        for band in 0..S::BOX {
            // Unsolved cells of the band with exactly two candidates.
            let (mut ones, mut twos, mut threes) = (S::Word::ZERO, S::Word::ZERO, S::Word::ZERO);
            for digit in 0..S::SIDE {
                let w = self.candidates[digit * S::BOX + band];
                threes |= twos & w;
                twos |= ones & w;
                ones |= w;
            }
            let open = self.unsolved[band];
            let pairs = twos & !threes & open;
            if pairs == S::Word::ZERO {
                continue;
            }
            if S::BOX <= 3 {
                // The open cells of each column in the other bands (at most 6: no field overflows).
                let mut others = 0;
                for (other, &columns) in columns.iter().enumerate().take(S::BOX) {
                    if other != band {
                        others += columns;
                    }
                }
                Self::best_pair_by_table(band, open, pairs, others, &mut best);
            } else {
                Self::best_pair_by_bits(band, open, pairs, &mut best);
            }
            if best.0 >= ENOUGH {
                break;
            }
        }
        let (band, bit) = if best.0 == 0 {
            self.fewest()
        } else {
            (best.1 / Self::BAND_CELLS, best.1 % Self::BAND_CELLS)
        };
        (cell_at(band, bit), self.digits_at(band, bit))
    }

    /// [`Node::choose`]'s search of one band, by lookup tables (boxes of side 3 or less): the open
    /// cells a cell sees in its row and box are its row's plus its box's less their common
    /// segment's, the same for every cell of a segment, so segments are scored, not cells.
    #[inline(never)]
    fn best_pair_by_table(
        band: usize,
        open: S::Word,
        pairs: S::Word,
        others: u32,
        best: &mut (u32, usize),
    ) {
        let t = &<S as HasGeometry>::TABLES;
        let row0 = geometry::<S>().row0;
        let (open, pairs) = (open.to_u64(), pairs.to_u64());
        // Open cells per segment, four bits a box, for each row (rows past the band's are empty);
        // and per box, summed.
        let row = |r: usize| -> u32 {
            if r < S::BOX {
                u32::from(t.segment_counts[((open >> (r * S::SIDE)) & row0) as usize])
            } else {
                0
            }
        };
        let rows = [row(0), row(1), row(2)];
        let boxes = rows[0] + rows[1] + rows[2];
        for (r, &row) in rows.iter().enumerate().take(S::BOX) {
            let row_pairs = (pairs >> (r * S::SIDE)) & row0;
            if row_pairs == 0 {
                continue;
            }
            // The row's count: its box fields summed into the top one by a multiply; then each
            // segment's score, four bits a box (at most 9 + 9 - 3: no field overflows).
            let in_row = (row * 0x111) >> 8 & 15;
            let scores = boxes - row + in_row * 0x111;
            let mut cells = row_pairs as u32;
            while cells != 0 {
                let c = allegrex::lowest_bit(cells);
                cells &= cells - 1;
                let seen = ROW_AND_BOX * ((scores >> (4 * (c / S::BOX))) & 15)
                    + COLUMN * ((others >> (3 * c)) & 7);
                if seen > best.0 {
                    *best = (seen, band * Self::BAND_CELLS + r * S::SIDE + c);
                }
            }
        }
    }

    /// [`Node::best_pair_by_table`] computed with bit operations, for any box size.
    #[inline(always)]
    fn best_pair_by_bits(band: usize, open: S::Word, mut pairs: S::Word, best: &mut (u32, usize)) {
        let g = geometry::<S>();
        while pairs != S::Word::ZERO {
            let bit = allegrex::lowest_bit_of(pairs);
            pairs = pairs & pairs.minus_one();
            // Its row and box, itself included: the table's count.
            let seen = (open & word::<S>(g.peers[bit])).count_ones() + 1;
            if seen > best.0 {
                *best = (seen, band * Self::BAND_CELLS + bit);
            }
        }
    }

    /// Which of `cell`'s candidate `digits` a guess tries first: of two, the one more open cells
    /// of the cell's row and box could also take (the lower on a tie), whose placement takes the
    /// most candidates out; of more, the lowest. On the serg set, whose puzzles have many
    /// solutions, this finds the first one with 9 % fewer guesses than the lower digit first
    /// (the other sets: within 1 %).
    pub(crate) fn first_digit(&self, cell: Cell<S>, digits: u16) -> usize {
        let low = allegrex::lowest_bit(u32::from(digits));
        let rest = digits & (digits - 1);
        if rest == 0 || rest & (rest - 1) != 0 {
            return low;
        }
        let high = allegrex::lowest_bit(u32::from(rest));
        let (band, bit) = Self::locate(cell);
        let peers = word::<S>(geometry::<S>().peers[bit]) & self.unsolved[band];
        let low_takes = (self.candidates[low * S::BOX + band] & peers).count_ones();
        let high_takes = (self.candidates[high * S::BOX + band] & peers).count_ones();
        if high_takes > low_takes { high } else { low }
    }

    /// The first unsolved cell with the fewest candidates, as (band, bit).
    #[inline(never)]
    fn fewest(&self) -> (usize, usize) {
        let mut best = (u32::MAX, 0, 0);
        for band in 0..S::BOX {
            let mut cells = self.unsolved[band];
            while cells != S::Word::ZERO {
                let bit = allegrex::lowest_bit_of(cells);
                cells = cells & cells.minus_one();
                let count = self.digits_at(band, bit).count_ones();
                if count < best.0 {
                    best = (count, band, bit);
                }
            }
        }
        (best.1, best.2)
    }

    /// The candidate digits of cell `bit` of `band`, as a mask (bit 0 for digit 1).
    pub(super) fn digits_at(&self, band: usize, bit: usize) -> u16 {
        let mask = S::Word::ONE << bit as u32;
        (0..S::SIDE)
            .filter(|&d| self.candidates[d * S::BOX + band] & mask != S::Word::ZERO)
            .fold(0, |m, d| m | 1 << d)
    }
}
