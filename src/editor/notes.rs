//! Pencil marks: per cell, the digits the player noted, and the two ways they change beside the
//! digits (a placed digit leaves its peers' notes; "fill in candidates" notes what the rules allow).

use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Array, Size},
};

/// Pencil marks: per cell, the digits the player noted (bit 0 for digit 1).
pub type Notes<S> = <S as Size>::Cells<u16>;

/// No notes anywhere.
pub fn no_notes<S: Size>() -> Notes<S> {
    Notes::<S>::filled(0)
}

/// Removes `digit` from the notes of every cell that sees `cell`.
pub fn clear_peers<S: Size>(notes: &mut Notes<S>, cell: Cell<S>, digit: Digit<S>) {
    for other in Cell::<S>::all().filter(|&o| cell.sees(o)) {
        notes[other.index()] &= !digit.bit();
    }
}

/// Every candidate the digits of `grid` allow, as notes of its empty cells.
pub fn all_candidates<S: Size>(grid: &Grid<S>) -> Notes<S> {
    let mut notes = no_notes::<S>();
    let all: u16 = if S::SIDE == 16 {
        u16::MAX
    } else {
        (1 << S::SIDE) - 1
    };
    for cell in Cell::<S>::all().filter(|&c| grid.digit(c).is_none()) {
        let seen = Cell::<S>::all()
            .filter(|&o| cell.sees(o))
            .filter_map(|o| grid.digit(o))
            .fold(0, |m, d| m | d.bit());
        notes[cell.index()] = all & !seen;
    }
    notes
}

#[cfg(test)]
mod tests;
