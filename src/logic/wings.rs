//! Wings: XY-wing and XYZ-wing, a pivot cell and two pincers that see it.

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Eliminations, push},
    technique::Technique,
};
use crate::{cell::Cell, digit::Digit, size::Size};

/// The open cells with exactly `count` candidates, row by row, with their masks.
fn cells_with_count<S: Size>(c: &Candidates<S>, count: u32) -> Vec<(Cell<S>, u16), 256> {
    let mut cells = Vec::new();
    for cell in Cell::<S>::all() {
        if c.is_open(cell) && c.count(cell) == count {
            // At most CELLS (256) cells.
            push(&mut cells, (cell, c.mask(cell)));
        }
    }
    cells
}

/// The digit of a one-bit mask.
fn digit_of<S: Size>(bit: u16) -> Option<Digit<S>> {
    Digit::from_index(bit.trailing_zeros() as usize)
}

/// The open cells other than `wing` that may hold `z` and see every cell of `wing`.
fn seeing_all<S: Size>(c: &Candidates<S>, wing: &[Cell<S>], z: Digit<S>) -> Eliminations<S> {
    let mut eliminations = Eliminations::new();
    for cell in Cell::<S>::all() {
        if c.has(cell, z) && wing.iter().all(|&w| cell.sees(w)) {
            // Two cells have at most 26 common peers.
            push(&mut eliminations, (cell, z));
        }
    }
    eliminations
}

/// A pivot holding x or y, a pincer holding x or z and one holding y or z, both seeing the
/// pivot: either way one pincer is z, so cells seeing both pincers lose z (pivots row by row).
pub(super) fn xy_wing<S: Size>(c: &Candidates<S>) -> Option<Deduction<S>> {
    let pairs = cells_with_count(c, 2);
    pairs.iter().find_map(|&(pivot, xy)| {
        let x = xy.isolate_lowest_one();
        let y = xy & !x;
        // Pincer a holds x and some z; pincer b holds y and the same z.
        pairs
            .iter()
            .filter(|&&(a, am)| a.sees(pivot) && am & xy == x)
            .find_map(|&(a, am)| {
                let z = am & !x;
                let zd = digit_of::<S>(z)?;
                pairs
                    .iter()
                    .filter(|&&(b, bm)| b.sees(pivot) && bm == y | z)
                    .find_map(|&(b, _)| {
                        let eliminations = seeing_all(c, &[a, b], zd);
                        (!eliminations.is_empty()).then(|| {
                            Deduction::eliminate(Technique::XYWing, xy, eliminations)
                                .with_cells([pivot, a, b])
                        })
                    })
            })
    })
}

/// A pivot holding x, y or z, a pincer holding x or z and one holding y or z, both seeing the
/// pivot: one of the three is z, so cells seeing all three lose z (pivots row by row).
pub(super) fn xyz_wing<S: Size>(c: &Candidates<S>) -> Option<Deduction<S>> {
    let pairs = cells_with_count(c, 2);
    cells_with_count(c, 3).iter().find_map(|&(pivot, xyz)| {
        // Two-candidate peers of the pivot within its digits: at most 39 (16x16 peers).
        let mut pincers: Vec<(Cell<S>, u16), 40> = Vec::new();
        for &(cell, mask) in &pairs {
            if cell.sees(pivot) && mask & !xyz == 0 {
                push(&mut pincers, (cell, mask));
            }
        }
        pincers.iter().find_map(|&(a, am)| {
            pincers.iter().find_map(|&(b, bm)| {
                let z = am & bm;
                // a holds x and z, b holds y and z, with x below y.
                if am | bm != xyz || z.count_ones() != 1 || am & !z > bm & !z {
                    return None;
                }
                let zd = digit_of::<S>(z)?;
                let eliminations = seeing_all(c, &[pivot, a, b], zd);
                (!eliminations.is_empty()).then(|| {
                    Deduction::eliminate(Technique::XYZWing, xyz, eliminations)
                        .with_cells([pivot, a, b])
                })
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::size::{Nine, Sixteen};
    use std::string::ToString;

    #[test]
    fn an_xy_wing() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(1, 1), mask::<Nine>(&[1, 2]));
        c.keep(cell(1, 6), mask::<Nine>(&[1, 3]));
        c.keep(cell(4, 1), mask::<Nine>(&[2, 3]));
        let d = expect_first(&c, Technique::XYWing);
        assert_eq!(d.cells(), [cell(1, 1), cell(1, 6), cell(4, 1)]);
        assert_eq!(d.eliminations(), [(cell(4, 6), digit(3))]);
        assert_eq!(
            d.to_string(),
            "XY-wing: r2c2 is 1 or 2; if 1, r2c7 is 3; if 2, r5c2 is 3; so 3 goes from r5c7, which sees both"
        );
    }

    #[test]
    fn an_xy_wing_with_pincers_in_one_box() {
        let mut c = Candidates::<Nine>::new();
        // Pivot r1c1; pincers r1c8 (row) and r2c9... no: r2c9 does not see r1c1. Use r2c2 (box).
        c.keep(cell(0, 0), mask::<Nine>(&[4, 7]));
        c.keep(cell(0, 7), mask::<Nine>(&[7, 9]));
        c.keep(cell(1, 1), mask::<Nine>(&[4, 9]));
        let d = expect_first(&c, Technique::XYWing);
        assert_eq!(
            d.to_string(),
            "XY-wing: r1c1 is 4 or 7; if 4, r2c2 is 9; if 7, r1c8 is 9; so 9 goes from r1c2, r1c3, r2c7, r2c8 and r2c9, which see both"
        );
    }

    #[test]
    fn an_xyz_wing() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(1, 1), mask::<Nine>(&[1, 2, 3]));
        c.keep(cell(1, 2), mask::<Nine>(&[1, 3]));
        c.keep(cell(4, 1), mask::<Nine>(&[2, 3]));
        let d = expect_first(&c, Technique::XYZWing);
        assert_eq!(
            d.eliminations(),
            [(cell(0, 1), digit(3)), (cell(2, 1), digit(3))]
        );
        assert_eq!(
            d.to_string(),
            "XYZ-wing: r2c2 is 1, 2 or 3; r2c3 is 1 or 3; r5c2 is 2 or 3; so r1c2 and r3c2, seeing all three, lose 3"
        );
    }

    #[test]
    fn an_xy_wing_on_sixteen_by_sixteen() {
        let mut c = Candidates::<Sixteen>::new();
        c.keep(cell(0, 0), mask::<Sixteen>(&[10, 11]));
        c.keep(cell(0, 15), mask::<Sixteen>(&[10, 16]));
        c.keep(cell(15, 0), mask::<Sixteen>(&[11, 16]));
        let d = expect_first(&c, Technique::XYWing);
        assert_eq!(
            d.to_string(),
            "XY-wing: r1c1 is A or B; if A, r1c16 is G; if B, r16c1 is G; so G goes from r16c16, which sees both"
        );
    }
}
