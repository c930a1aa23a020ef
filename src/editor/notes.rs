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
mod tests {
    use super::*;
    use crate::size::Nine;

    fn grid(line: &str) -> Grid {
        Grid::from_line(line).unwrap()
    }

    #[test]
    fn candidates_are_what_the_row_column_and_box_leave() {
        let g = grid(crate::puzzles::CLASSROOM);
        let notes = all_candidates(&g);
        // r1c1 sees 9 2 6 5 (row), 3 6 (column), 9 3 2 7 (box): 1, 4 and 8 are left.
        assert_eq!(notes[0], 1 << 0 | 1 << 3 | 1 << 7);
        assert_eq!(notes[1], 0, "a given has no notes");
    }

    #[test]
    fn placing_a_digit_takes_it_from_its_peers_notes_only() {
        let mut notes = no_notes::<Nine>();
        for n in notes.iter_mut() {
            *n = 0b1_1111_1111;
        }
        let (cell, five) = (Cell::<Nine>::new(4, 4).unwrap(), Digit::new(5).unwrap());
        clear_peers(&mut notes, cell, five);
        assert_eq!(
            notes[Cell::<Nine>::new(4, 0).unwrap().index()],
            0b1_1110_1111,
            "same row"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(0, 4).unwrap().index()],
            0b1_1110_1111,
            "same column"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(3, 3).unwrap().index()],
            0b1_1110_1111,
            "same box"
        );
        assert_eq!(
            notes[cell.index()],
            0b1_1111_1111,
            "the cell itself keeps its notes"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(0, 0).unwrap().index()],
            0b1_1111_1111,
            "elsewhere untouched"
        );
    }
}
