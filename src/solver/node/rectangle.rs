//! [`Node::rectangle`]: a deadly rectangle in a solved node, through the cell of a pending guess
//! ([`Saved::guess`]): how counting to two can end without searching on.

use crate::{
    cell::Cell,
    digit::Digit,
    size::{Size, Word},
};

use super::{super::allegrex, Node, Saved, cell_at, geometry, word};

impl<S: Size> Saved<S> {
    /// The guess this entry is the other branch of: its cell, the digit the search placed there
    /// first, and the lowest candidate the cell had besides.
    pub(crate) fn guess(&self) -> (Cell<S>, Digit<S>, Digit<S>) {
        let cell = Cell::from_index(usize::from(self.cell)).expect("a saved guess's cell");
        let (band, bit) = Node::<S>::locate(cell);
        let mask = S::Word::ONE << bit as u32;
        let other = (0..S::SIDE)
            .find(|&d| self.candidates[d * S::BOX + band] & mask != S::Word::ZERO)
            .expect("a guess's cell has another candidate");
        (
            cell,
            Digit::from_index(usize::from(self.changed) / S::BOX).expect("a word's digit"),
            Digit::from_index(other).expect("a digit"),
        )
    }
}

impl<S: Size> Node<S> {
    /// In this solved node, where `cell` holds `a`: the three cells that make a deadly rectangle with
    /// it and digit `b`, all four in `open` (the puzzle's empty cells), if there is one. That is
    /// `b` in the cell's row and in its column, and `a` where the two meet, with the four cells in
    /// two rows of one band or in two columns of one stack: `a` and `b` swapped in them make another
    /// solution, as every row, column and box keeps its digits.
    ///
    /// `b` must be a digit `cell` could take in some node of the search (another candidate of a
    /// guess there): no given `b` is then in its row or column, and of the three cells only the
    /// corner can be a given.
    pub(crate) fn rectangle(
        &self,
        cell: Cell<S>,
        a: Digit<S>,
        b: Digit<S>,
        open: &S::Bands,
    ) -> Option<[Cell<S>; 3]> {
        let (band, bit) = Self::locate(cell);
        let (row, column) = (bit / S::SIDE, bit % S::SIDE);
        let g = geometry::<S>();
        // `b` in the cell's row: the column across.
        let in_row = (self.candidates[b.index() * S::BOX + band] >> (row * S::SIDE) as u32)
            & word::<S>(g.row0);
        if in_row == S::Word::ZERO {
            return None;
        }
        let across = allegrex::lowest_bit_of(in_row);
        // `b` in the cell's column: the band and row below (or above).
        let column_mask = word::<S>(g.rows_of_column0) << column as u32;
        let mut below = None;
        for other in 0..S::BOX {
            let hit = self.candidates[b.index() * S::BOX + other] & column_mask;
            if hit != S::Word::ZERO {
                below = Some((other, allegrex::lowest_bit_of(hit) / S::SIDE));
                break;
            }
        }
        let (other, other_row) = below?;
        // One band for the two rows, or one stack for the two columns; `a` where they meet.
        if other != band && column / S::BOX != across / S::BOX {
            return None;
        }
        let corner = other_row * S::SIDE + across;
        let has = |w: S::Word, bit: usize| w & (S::Word::ONE << bit as u32) != S::Word::ZERO;
        if !has(self.candidates[a.index() * S::BOX + other], corner) || !has(open[other], corner) {
            return None;
        }
        Some([
            cell_at(band, row * S::SIDE + across),
            cell_at(other, other_row * S::SIDE + column),
            cell_at(other, corner),
        ])
    }
}
