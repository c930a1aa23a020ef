//! [`Node::choose`]: the cell a search guesses on next, and its candidate digits.

use crate::{
    cell::Cell,
    size::{Size, Word},
};

use super::{
    super::{allegrex, geometry::HasGeometry},
    Node, cell_at, geometry, word,
};

/// Open cells seen by a pair (in its row and box) that end [`Node::choose`]'s search at the end of
/// its band: the bands after it are not scored. Measured (`make bench-instructions`, 2,000
/// puzzles a set) against 11, the value before: forum hardest 1106 5 % fewer instructions to the
/// first solution and 1 % fewer guesses, 1905 4 %, serg 2 %. 8 and 7 guess more on the hard sets.
const ENOUGH: u32 = 9;

/// Open cells at and above which a pair's score counts the open cells of its column too. Counting
/// them at every depth takes a few more guesses off forum hardest 1106 (ours / crate 0.94 instead
/// of 0.97 to the first solution) but adds some to the serg set's easy puzzles (1.04 / 1.10
/// instead of 0.99 / 1.05); 35 and 25 sit in between, 50 loses most of the gain on 1106.
const CROWDED: u32 = 45;

/// [`ENOUGH`] when columns count too (a pair's score is then at most 21 instead of 15); 12 and
/// 10 guess more on 1106, 16 and more score every band for no fewer guesses.
const ENOUGH_WITH_COLUMNS: u32 = 14;

impl<S: Size> Node<S> {
    /// The cell to guess on and its candidate digits: a cell with two candidates if there is one, else one with the fewest.
    ///
    /// Among the cells with two candidates, the one that sees the most open cells in its row and
    /// box (the first such in cell order): a guess there sets off the most propagation, which
    /// makes for half the guesses on forum hardest 1106 and a third fewer on magictour and
    /// forum hardest 1905 than taking the first cell with two candidates. While [`CROWDED`]
    /// cells or more are open, the open cells of its column count too (boxes of side 3 or less):
    /// to the first solution, 13 % fewer guesses again on 1106, 8 % on 1905, 9 % on magictour.
    /// Once a band has a pair that sees [`ENOUGH`] (or [`ENOUGH_WITH_COLUMNS`]) open cells, the
    /// bands after it are not looked at. `open_cells`: the node's open cells, as
    /// [`Node::unsolved_count`] gives them (the search has just counted them).
    pub(crate) fn choose(&self, open_cells: u32) -> (Cell<S>, u16) {
        // The best so far: open cells seen (0 for none yet), and the cell's index.
        let mut best = (0, 0);
        let crowded = S::BOX <= 3 && open_cells >= CROWDED;
        // Open cells of each column in each band, three bits a column.
        let mut columns = [0u32; 4];
        if crowded {
            let t = &<S as HasGeometry>::TABLES;
            let row0 = geometry::<S>().row0;
            for (band, columns) in columns.iter_mut().enumerate().take(S::BOX) {
                let open = self.unsolved[band].to_u64();
                for r in 0..S::BOX {
                    *columns += t.column_fields[((open >> (r * S::SIDE)) & row0) as usize];
                }
            }
        }
        let enough = if crowded { ENOUGH_WITH_COLUMNS } else { ENOUGH };
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
            if crowded {
                // The open cells of each column in the other bands (at most 6: no field overflows).
                let mut others = 0;
                for (other, &columns) in columns.iter().enumerate().take(S::BOX) {
                    if other != band {
                        others += columns;
                    }
                }
                Self::best_pair_with_columns(band, open, pairs, others, &mut best);
            } else if S::BOX <= 3 {
                Self::best_pair_by_table(band, open, pairs, &mut best);
            } else {
                Self::best_pair_by_bits(band, open, pairs, &mut best);
            }
            if best.0 >= enough {
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

    /// Open cells each segment of each row of a band sees in its row and box (itself included),
    /// four bits a box, by lookup tables (boxes of side 3 or less; rows past the band's are 0).
    #[inline(always)]
    fn segment_scores(open: u64) -> [u32; 3] {
        let t = &<S as HasGeometry>::TABLES;
        let row0 = geometry::<S>().row0;
        // Open cells per segment, four bits a box, for each row; and per box, summed.
        let row = |r: usize| -> u32 {
            if r < S::BOX {
                u32::from(t.segment_counts[((open >> (r * S::SIDE)) & row0) as usize])
            } else {
                0
            }
        };
        let rows = [row(0), row(1), row(2)];
        let boxes = rows[0] + rows[1] + rows[2];
        // A row's count: its box fields summed into the top one by a multiply; then each
        // segment's, the row's and its box's less their common segment's (at most 9 + 9 - 3: no
        // field overflows).
        rows.map(|row| boxes - row + ((row * 0x111) >> 8 & 15) * 0x111)
    }

    /// [`Node::choose`]'s search of one band, by lookup tables (boxes of side 3 or less): the open
    /// cells a cell sees in its row and box are the same for every cell of a segment, so segments
    /// are scored, not cells.
    #[inline(never)]
    fn best_pair_by_table(band: usize, open: S::Word, pairs: S::Word, best: &mut (u32, usize)) {
        /// The four-bit fields of the boxes a row's pairs are in (a box per bit).
        const FIELDS: [u32; 8] = [0, 0xF, 0xF0, 0xFF, 0xF00, 0xF0F, 0xFF0, 0xFFF];
        let t = &<S as HasGeometry>::TABLES;
        let row0 = geometry::<S>().row0;
        let pairs = pairs.to_u64();
        let scores = Self::segment_scores(open.to_u64());
        for (r, &scores) in scores.iter().enumerate().take(S::BOX) {
            let row_pairs = (pairs >> (r * S::SIDE)) & row0;
            if row_pairs == 0 {
                continue;
            }
            // The scores of the segments with a pair (each at least 1: the pair's own cell), the
            // others 0; and the highest.
            let scores = scores & FIELDS[usize::from(t.boxes_of_row[row_pairs as usize])];
            let field = |k: usize| (scores >> (4 * k)) & 15;
            let top = field(0).max(field(1)).max(field(2));
            if top > best.0 {
                let k = if field(0) == top {
                    0
                } else if field(1) == top {
                    1
                } else {
                    2
                };
                // The segment's first pair: the lowest bit of the row from the segment on.
                let from = (row_pairs >> (k * S::BOX)) as u32;
                let bit = r * S::SIDE + k * S::BOX + allegrex::lowest_bit(from);
                *best = (top, band * Self::BAND_CELLS + bit);
            }
        }
    }

    /// [`Node::best_pair_by_table`] with the open cells of each pair's column in the other bands
    /// (`others`, three bits a column) added: cells, not segments, are scored.
    #[inline(never)]
    fn best_pair_with_columns(
        band: usize,
        open: S::Word,
        pairs: S::Word,
        others: u32,
        best: &mut (u32, usize),
    ) {
        let row0 = geometry::<S>().row0;
        let pairs = pairs.to_u64();
        let scores = Self::segment_scores(open.to_u64());
        for (r, &scores) in scores.iter().enumerate().take(S::BOX) {
            let mut cells = ((pairs >> (r * S::SIDE)) & row0) as u32;
            while cells != 0 {
                let c = allegrex::lowest_bit(cells);
                cells &= cells - 1;
                let seen = ((scores >> (4 * (c / S::BOX))) & 15) + ((others >> (3 * c)) & 7);
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
