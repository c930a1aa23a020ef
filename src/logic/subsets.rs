//! Naked and hidden subsets: pairs, triples and quads of cells or digits closed within a unit.

use heapless::Vec;

use super::{
    candidates::Candidates,
    combinations::Closed,
    deduction::{Deduction, Eliminations, push},
    technique::Technique,
    units::{all_digits, bits, digits, scan_order},
};
use crate::{digit::Digit, size::Size};

/// The technique of a naked subset of `n` cells.
fn naked_technique(n: usize) -> Technique {
    match n {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

/// The technique of a hidden subset of `n` digits.
fn hidden_technique(n: usize) -> Technique {
    match n {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// `n` open cells of a unit (boxes, rows, columns) whose candidates are `n` digits between
/// them: the unit's other cells lose those digits.
pub(super) fn naked<S: Size>(c: &Candidates<S>, n: usize) -> Option<Deduction<S>> {
    scan_order::<S>().find_map(|unit| {
        if c.open_in(unit) <= n {
            return None;
        }
        // The places of the open cells with 2 to n candidates, and their masks.
        let mut places: Vec<usize, 16> = Vec::new();
        let mut masks: Vec<u16, 16> = Vec::new();
        for i in 0..S::SIDE {
            let cell = unit.cell(i);
            let count = c.count(cell);
            if c.is_open(cell) && (2..=n as u32).contains(&count) {
                // At most SIDE (16) places.
                push(&mut places, i);
                push(&mut masks, c.mask(cell));
            }
        }
        Closed::new(&masks, n).find_map(|(choice, union)| {
            let chosen = &choice[..n];
            let inside = chosen.iter().fold(0u16, |m, &k| m | 1 << places[k]);
            let mut eliminations = Eliminations::new();
            for i in bits(!inside & all_digits::<S>()) {
                let cell = unit.cell(i);
                if c.is_open(cell) {
                    for digit in digits::<S>(c.mask(cell) & union) {
                        push(&mut eliminations, (cell, digit));
                    }
                }
            }
            (!eliminations.is_empty()).then(|| {
                Deduction::eliminate(naked_technique(n), union, eliminations)
                    .with_units([unit])
                    .with_cells(chosen.iter().map(|&k| unit.cell(places[k])))
            })
        })
    })
}

/// `n` digits of a unit (boxes, rows, columns) whose places are `n` cells between them:
/// those cells lose their other candidates.
pub(super) fn hidden<S: Size>(c: &Candidates<S>, n: usize) -> Option<Deduction<S>> {
    scan_order::<S>().find_map(|unit| {
        if c.open_in(unit) <= n {
            return None;
        }
        // The digits the unit lacks with 2 to n places, and those places.
        let missing = !c.fixed_digits(unit) & all_digits::<S>();
        let mut lacking: Vec<Digit<S>, 16> = Vec::new();
        let mut masks: Vec<u16, 16> = Vec::new();
        for digit in digits::<S>(missing) {
            let places = c.places(unit, digit);
            if (2..=n as u32).contains(&places.count_ones()) {
                // At most SIDE (16) digits.
                push(&mut lacking, digit);
                push(&mut masks, places);
            }
        }
        Closed::new(&masks, n).find_map(|(choice, union)| {
            let kept = choice[..n].iter().fold(0u16, |m, &k| m | lacking[k].bit());
            let mut eliminations = Eliminations::new();
            for i in bits(union) {
                let cell = unit.cell(i);
                for digit in digits::<S>(c.mask(cell) & !kept) {
                    push(&mut eliminations, (cell, digit));
                }
            }
            (!eliminations.is_empty()).then(|| {
                Deduction::eliminate(hidden_technique(n), kept, eliminations)
                    .with_units([unit])
                    .with_cells(bits(union).map(|i| unit.cell(i)))
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::size::{Four, Nine, Sixteen};
    use std::{format, string::ToString};

    #[test]
    fn a_naked_pair_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(3, 0), mask::<Nine>(&[2, 8]));
        c.keep(cell(3, 4), mask::<Nine>(&[2, 8]));
        let d = expect_first(&c, Technique::NakedPair);
        assert_eq!(d.units(), [row(3)]);
        assert_eq!(d.cells(), [cell(3, 0), cell(3, 4)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(d.eliminations()[0], (cell(3, 1), digit(2)));
        assert_eq!(
            d.to_string(),
            "Naked pair: r4c1 and r4c5 hold only 2 and 8, so row 4 loses 2 and 8 elsewhere"
        );
    }

    #[test]
    fn a_hidden_pair_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        for col in [1, 2, 3, 5, 6, 7, 8] {
            c.remove(cell(3, col), digit(2));
            c.remove(cell(3, col), digit(8));
        }
        let d = expect_first(&c, Technique::HiddenPair);
        assert_eq!(d.cells(), [cell(3, 0), cell(3, 4)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(
            d.to_string(),
            "Hidden pair: in row 4 the 2 and 8 can only go in r4c1 and r4c5, so those cells lose their other candidates"
        );
    }

    #[test]
    fn a_naked_triple_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(3, 0), mask::<Nine>(&[2, 8]));
        c.keep(cell(3, 4), mask::<Nine>(&[2, 5]));
        c.keep(cell(3, 8), mask::<Nine>(&[5, 8]));
        let d = expect_first(&c, Technique::NakedTriple);
        assert_eq!(d.eliminations().len(), 18);
        assert_eq!(
            d.to_string(),
            "Naked triple: r4c1, r4c5 and r4c9 hold only 2, 5 and 8, so row 4 loses 2, 5 and 8 elsewhere"
        );
    }

    #[test]
    fn a_hidden_triple_in_a_box() {
        let mut c = Candidates::<Nine>::new();
        let keep = [cell(3, 4), cell(4, 3), cell(5, 5)];
        for x in bx::<Nine>(4).cells().filter(|x| !keep.contains(x)) {
            for d in [1, 4, 7] {
                c.remove(x, digit(d));
            }
        }
        let d = expect_first(&c, Technique::HiddenTriple);
        assert_eq!(d.units(), [bx(4)]);
        assert_eq!(d.eliminations().len(), 18);
        assert_eq!(
            d.to_string(),
            "Hidden triple: in box 5 the 1, 4 and 7 can only go in r4c5, r5c4 and r6c6, so those cells lose their other candidates"
        );
    }

    #[test]
    fn a_naked_quad_in_a_column() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 2), mask::<Nine>(&[1, 2]));
        c.keep(cell(3, 2), mask::<Nine>(&[2, 3]));
        c.keep(cell(6, 2), mask::<Nine>(&[3, 4]));
        c.keep(cell(8, 2), mask::<Nine>(&[1, 4]));
        let d = expect_first(&c, Technique::NakedQuad);
        assert_eq!(
            d.to_string(),
            "Naked quad: r1c3, r4c3, r7c3 and r9c3 hold only 1, 2, 3 and 4, so column 3 loses 1, 2, 3 and 4 elsewhere"
        );
    }

    #[test]
    fn a_hidden_quad_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        let keep = [0, 2, 4, 6];
        for col in (0..9).filter(|x| !keep.contains(x)) {
            for d in [3, 5, 7, 9] {
                c.remove(cell(8, col), digit(d));
            }
        }
        let d = expect_first(&c, Technique::HiddenQuad);
        assert_eq!(d.eliminations().len(), 20);
        assert_eq!(
            d.to_string(),
            "Hidden quad: in row 9 the 3, 5, 7 and 9 can only go in r9c1, r9c3, r9c5 and r9c7, so those cells lose their other candidates"
        );
    }

    #[test]
    fn a_naked_pair_on_four_by_four_and_sixteen_by_sixteen() {
        let mut c = Candidates::<Four>::new();
        c.keep(cell(0, 0), mask::<Four>(&[1, 2]));
        c.keep(cell(0, 3), mask::<Four>(&[1, 2]));
        let d = expect_first(&c, Technique::NakedPair);
        assert_eq!(
            d.to_string(),
            "Naked pair: r1c1 and r1c4 hold only 1 and 2, so row 1 loses 1 and 2 elsewhere"
        );
        let mut c = Candidates::<Sixteen>::new();
        c.keep(cell(5, 5), mask::<Sixteen>(&[10, 16]));
        c.keep(cell(6, 6), mask::<Sixteen>(&[10, 16]));
        let d = expect_first(&c, Technique::NakedPair);
        assert_eq!(
            d.to_string(),
            "Naked pair: r6c6 and r7c7 hold only A and G, so box 6 loses A and G elsewhere"
        );
        assert_eq!(format!("{:?}", d.eliminations()[0]), "(r5c5, Digit(A))");
    }
}
