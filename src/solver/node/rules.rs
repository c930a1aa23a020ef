//! The band rules on one word of a [`Node`]: the segments on no permutation go, a column alone in
//! its box, a cell alone in its box (see the parent module's notes), by tables or by bits.

use crate::size::{Size, Word};

use super::{super::geometry::HasGeometry, Node, geometry, word};

/// Whether at most one bit of `x` is set.
#[inline(always)]
fn at_most_one<W: Word>(x: W) -> bool {
    x & x.minus_one() == W::ZERO
}

impl<S: Size> Node<S> {
    /// The band rules on one word, by lookup tables (boxes of side 3 or less): the word without its
    /// off-permutation segments, the cells of the columns alone in their box, and the cells alone in their box.
    #[inline(always)]
    pub(super) fn rules_by_table(w: S::Word) -> Option<(S::Word, S::Word, S::Word)> {
        let t = &<S as HasGeometry>::TABLES;
        let row0 = geometry::<S>().row0;
        let bits = w.to_u64();
        let mut matrix = 0;
        for r in 0..S::BOX {
            let row = (bits >> (r * S::SIDE)) & row0;
            matrix |= usize::from(t.boxes_of_row[row as usize]) << (r * S::BOX);
        }
        let keep = t.on_permutation[matrix];
        if keep == 0 {
            return None;
        }
        let bits = bits & u64::from(keep);
        let mut columns = bits;
        for r in 1..S::BOX {
            columns |= bits >> (r * S::SIDE);
        }
        let lone = u64::from(t.lone_columns[(columns & row0) as usize]);
        let placed = bits & u64::from(t.alone_in_box[matrix]) & lone;
        Some((word::<S>(bits), word::<S>(lone), word::<S>(placed)))
    }

    /// [`Node::rules_by_table`] computed with bit operations, for any box size.
    #[inline(always)]
    pub(super) fn rules_by_bits(w: S::Word) -> Option<(S::Word, S::Word, S::Word)> {
        let g = geometry::<S>();
        // Mark every segment that has a candidate, at the segment's first cell.
        let mut present = w;
        for shift in 1..S::BOX {
            present |= w >> shift as u32;
        }
        present &= word::<S>(g.segment_starts);
        // Keep the segments that lie on some row-to-box permutation.
        let mut allowed = S::Word::ZERO;
        for &permutation in &g.permutations[..g.permutation_count] {
            let permutation = word::<S>(permutation);
            if permutation & !present == S::Word::ZERO {
                allowed |= permutation;
            }
        }
        if allowed == S::Word::ZERO {
            return None;
        }
        let mut keep = allowed;
        for shift in 1..S::BOX {
            keep |= allowed << shift as u32;
        }
        let w = w & keep;
        // The columns still open in this band, those alone in their box, and the cells alone in their box.
        let mut columns = w;
        for r in 1..S::BOX {
            columns |= w >> (r * S::SIDE) as u32;
        }
        columns &= word::<S>(g.row0);
        let mut lone = S::Word::ZERO;
        let mut placed = S::Word::ZERO;
        for k in 0..S::BOX {
            let in_box = columns & word::<S>(g.boxes[k] & g.row0);
            if at_most_one(in_box) {
                lone |= in_box;
            }
            let cells = w & word::<S>(g.boxes[k]);
            if at_most_one(cells) {
                placed |= cells;
            }
        }
        let mut lone_cells = lone;
        for r in 1..S::BOX {
            lone_cells |= lone << (r * S::SIDE) as u32;
        }
        Some((w, lone_cells, placed))
    }
}
