//! Fish: X-wing (2 lines), swordfish (3), jellyfish (4): a digit whose places in `n` base lines
//! lie in `n` cover lines, which then lose it elsewhere.

use heapless::Vec;

use super::{
    candidates::Candidates,
    combinations::Closed,
    deduction::{Deduction, Eliminations, push},
    technique::Technique,
    units::{COL, ROW, bits, unit},
};
use crate::{digit::Digit, size::Size};

/// The technique of a fish on `n` lines.
fn technique(n: usize) -> Technique {
    match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// A fish of size `n` (digits in order; rows as base lines, then columns).
pub(super) fn fish<S: Size>(c: &Candidates<S>, n: usize) -> Option<Deduction<S>> {
    Digit::<S>::all().find_map(|digit| {
        [(ROW, COL), (COL, ROW)]
            .into_iter()
            .find_map(|(base, cover)| fish_on(c, n, digit, base, cover))
    })
}

/// A fish of size `n` for `digit` with base lines of kind `base` and cover lines of kind `cover`.
fn fish_on<S: Size>(
    c: &Candidates<S>,
    n: usize,
    digit: Digit<S>,
    base: usize,
    cover: usize,
) -> Option<Deduction<S>> {
    // The base lines lacking the digit with 2 to n places, and those places (cover indices).
    let mut lines: Vec<usize, 16> = Vec::new();
    let mut masks: Vec<u16, 16> = Vec::new();
    for i in 0..S::SIDE {
        let line = unit::<S>(base, i);
        let places = c.places(line, digit);
        if c.fixed_digits(line) & digit.bit() == 0 && (2..=n as u32).contains(&places.count_ones())
        {
            // At most SIDE (16) lines.
            push(&mut lines, i);
            push(&mut masks, places);
        }
    }
    Closed::new(&masks, n).find_map(|(choice, covers)| {
        let bases = choice[..n].iter().fold(0u16, |m, &k| m | 1 << lines[k]);
        let mut eliminations = Eliminations::new();
        for j in bits(covers) {
            let line = unit::<S>(cover, j);
            for i in bits(c.places(line, digit) & !bases) {
                push(&mut eliminations, (line.cell(i), digit));
            }
        }
        (!eliminations.is_empty()).then(|| {
            let base_units = bits(bases).map(|i| unit::<S>(base, i));
            Deduction::eliminate(technique(n), digit.bit(), eliminations)
                .with_units(base_units.clone())
                .with_units(bits(covers).map(|j| unit::<S>(cover, j)))
                .with_cells(base_units.flat_map(|line| c.cells_with(line, digit)))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::size::{Four, Nine};
    use std::{format, string::ToString};

    #[test]
    fn an_x_wing_on_rows() {
        let mut c = Candidates::<Nine>::new();
        let six = digit::<Nine>(6);
        for r in [1, 6] {
            for col in (0..9).filter(|&x| x != 2 && x != 7) {
                c.remove(cell(r, col), six);
            }
        }
        let d = expect_first(&c, Technique::XWing);
        assert_eq!(d.units(), [row(1), row(6), col(2), col(7)]);
        assert_eq!(d.cells(), [cell(1, 2), cell(1, 7), cell(6, 2), cell(6, 7)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(
            d.to_string(),
            "X-wing: the 6 of rows 2 and 7 lies only in columns 3 and 8, so those columns lose it elsewhere"
        );
    }

    #[test]
    fn an_x_wing_on_four_by_four() {
        // The 1 of columns 1 and 3 left in rows 2 and 4 only: rows 1 and 3 then have it in
        // columns 2 and 4 only, the X-wing found first (rows are base lines before columns).
        let mut c = Candidates::<Four>::new();
        let one = digit::<Four>(1);
        for col in [0, 2] {
            for r in [0, 2] {
                c.remove(cell(r, col), one);
            }
        }
        let d = expect_first(&c, Technique::XWing);
        assert_eq!(
            d.eliminations(),
            [
                (cell(1, 1), one),
                (cell(3, 1), one),
                (cell(1, 3), one),
                (cell(3, 3), one)
            ]
        );
        assert_eq!(
            d.to_string(),
            "X-wing: the 1 of rows 1 and 3 lies only in columns 2 and 4, so those columns lose it elsewhere"
        );
    }

    #[test]
    fn a_swordfish_on_rows() {
        let mut c = Candidates::<Nine>::new();
        let six = digit::<Nine>(6);
        for r in [1, 4, 7] {
            for col in (0..9).filter(|&x| ![2, 4, 7].contains(&x)) {
                c.remove(cell(r, col), six);
            }
        }
        let d = expect_first(&c, Technique::Swordfish);
        assert_eq!(d.eliminations().len(), 18);
        assert_eq!(d.cells().len(), 9);
        assert_eq!(
            d.to_string(),
            "Swordfish: the 6 of rows 2, 5 and 8 lies only in columns 3, 5 and 8, so those columns lose it elsewhere"
        );
    }

    #[test]
    fn a_jellyfish_on_columns() {
        let mut c = Candidates::<Nine>::new();
        let nine = digit::<Nine>(9);
        for col in [0, 3, 5, 8] {
            for r in (0..9).filter(|&x| ![0, 4, 6, 7].contains(&x)) {
                c.remove(cell(r, col), nine);
            }
        }
        let d = expect_first(&c, Technique::Jellyfish);
        assert_eq!(d.eliminations().len(), 20);
        assert_eq!(
            format!("{:?}", &d.units()[4..]),
            "[row 1, row 5, row 7, row 8]"
        );
        assert_eq!(
            d.to_string(),
            "Jellyfish: the 9 of columns 1, 4, 6 and 9 lies only in rows 1, 5, 7 and 8, so those rows lose it elsewhere"
        );
    }
}
