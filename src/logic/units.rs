//! Unit geometry and candidate masks: the kinds of unit as table indices, the units in scan
//! order, a cell's place in a unit, and the digits of a mask. Shared by the candidate tables,
//! the deductions and the techniques.

use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::Size,
};

/// The three kinds of unit, in the order of [`Candidates`](super::Candidates)' tables.
pub(super) const ROW: usize = 0;
/// Column tables.
pub(super) const COL: usize = 1;
/// Box tables.
pub(super) const BOX: usize = 2;

/// The table kind and zero-based index of `unit`.
pub(super) fn slot<S: Size>(unit: Unit<S>) -> (usize, usize) {
    match unit {
        Unit::Row(i, _) => (ROW, i as usize),
        Unit::Col(i, _) => (COL, i as usize),
        Unit::Box(i, _) => (BOX, i as usize),
    }
}

/// The unit of table kind `kind` with zero-based `index`.
pub(super) fn unit<S: Size>(kind: usize, index: usize) -> Unit<S> {
    let i = index as u8;
    match kind {
        ROW => Unit::Row(i, core::marker::PhantomData),
        COL => Unit::Col(i, core::marker::PhantomData),
        _ => Unit::Box(i, core::marker::PhantomData),
    }
}

/// Every unit in the order the techniques scan them: boxes, then rows, then columns.
pub(super) fn scan_order<S: Size>() -> impl Iterator<Item = Unit<S>> + Clone {
    [BOX, ROW, COL]
        .into_iter()
        .flat_map(|kind| (0..S::SIDE).map(move |i| unit(kind, i)))
}

/// The index of the unit of kind `kind` holding `cell`, and the cell's place in it (see [`Unit::cell`]).
pub(super) fn place_in<S: Size>(kind: usize, cell: Cell<S>) -> (usize, usize) {
    match kind {
        ROW => (cell.row(), cell.col()),
        COL => (cell.col(), cell.row()),
        _ => (
            cell.box_index(),
            cell.row() % S::BOX * S::BOX + cell.col() % S::BOX,
        ),
    }
}

/// The bits of a mask, lowest first, as zero-based positions.
pub(super) fn bits(mut mask: u16) -> impl Iterator<Item = usize> + Clone {
    core::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// The digits of a candidate mask, lowest first.
pub(super) fn digits<S: Size>(mask: u16) -> impl Iterator<Item = Digit<S>> + Clone {
    bits(mask).filter_map(Digit::from_index)
}

/// The mask with every digit of size `S`.
pub(super) const fn all_digits<S: Size>() -> u16 {
    ((1u32 << S::SIDE) - 1) as u16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::{Nine, Sixteen};
    use std::vec::Vec;

    #[test]
    fn masks_read_as_digits() {
        assert_eq!(
            digits::<Nine>(0b1_0000_0101)
                .map(Digit::get)
                .collect::<Vec<_>>(),
            [1, 3, 9]
        );
        assert_eq!(all_digits::<Sixteen>(), 0xffff);
        assert_eq!(scan_order::<Nine>().next(), Some(unit(BOX, 0)));
        assert_eq!(scan_order::<Nine>().count(), 27);
    }
}
