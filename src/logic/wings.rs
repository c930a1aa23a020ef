//! Wings: XY-wing and XYZ-wing, a pivot cell and two pincers that see it. A [`Wing`] names its
//! pivot, its pincers and their digits: whichever digit the pivot takes, one of the cells is z,
//! so a cell that sees them all loses z.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
};
use crate::{
    cell::Cell,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// Which wing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WingKind {
    /// The pivot holds x or y: the cells seeing both pincers lose z.
    XY,
    /// The pivot holds x, y or z: the cells seeing the pivot and both pincers lose z.
    XYZ,
}

/// A wing: a pivot, a pincer holding x or z and one holding y or z, both seeing the pivot.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Wing<S: Size = Nine> {
    /// XY or XYZ.
    pub kind: WingKind,
    /// The cell both pincers see.
    pub pivot: Cell<S>,
    /// The pincer holding x or z, then the one holding y or z.
    pub pincers: [Cell<S>; 2],
    /// The pivot's digit shared with the first pincer (the lower of x and y).
    pub x: Digit<S>,
    /// The pivot's digit shared with the second pincer.
    pub y: Digit<S>,
    /// The digit both pincers hold, which goes.
    pub z: Digit<S>,
    /// z from the cells that see every cell of the wing.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Wing<S> {
    /// The pivot's candidates: x and y, and z for an XYZ-wing.
    fn pivot_mask(&self) -> u16 {
        let xy = self.x.bit() | self.y.bit();
        match self.kind {
            WingKind::XY => xy,
            WingKind::XYZ => xy | self.z.bit(),
        }
    }
}

impl<S: Size> Pattern<S> for Wing<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            WingKind::XY => Technique::XYWing,
            WingKind::XYZ => Technique::XYZWing,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.pivot_mask()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let [a, b] = self.pincers;
        highlight.prove(self.pivot, self.pivot_mask());
        highlight.prove(a, self.x.bit() | self.z.bit());
        highlight.prove(b, self.y.bit() | self.z.bit());
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (p, [a, b]) = (In(lang, self.pivot), self.pincers.map(|c| In(lang, c)));
        let (x, y, z) = (self.x, self.y, self.z);
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let one = say::one_target(&self.eliminations);
        match (self.kind, one) {
            (WingKind::XY, true) => write!(
                f,
                "{p} is {x} or {y}; if {x}, {a} is {z}; if {y}, {b} is {z}; so {z} goes from {targets}, which sees both"
            ),
            (WingKind::XY, false) => write!(
                f,
                "{p} is {x} or {y}; if {x}, {a} is {z}; if {y}, {b} is {z}; so {z} goes from {targets}, which see both"
            ),
            (WingKind::XYZ, true) => write!(
                f,
                "{p} is {x}, {y} or {z}; {a} is {x} or {z}; {b} is {y} or {z}; so {targets}, seeing all three, loses {z}"
            ),
            (WingKind::XYZ, false) => write!(
                f,
                "{p} is {x}, {y} or {z}; {a} is {x} or {z}; {b} is {y} or {z}; so {targets}, seeing all three, lose {z}"
            ),
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (p, [a, b]) = (In(lang, self.pivot), self.pincers.map(|c| In(lang, c)));
        let (x, y, z) = (self.x, self.y, self.z);
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let one = say::one_target(&self.eliminations);
        match (self.kind, one) {
            (WingKind::XY, true) => write!(
                f,
                "{p} vaut {x} ou {y}\u{a0}; si {x}, {a} vaut {z}\u{a0}; si {y}, {b} vaut {z}\u{a0}; {targets}, qui voit les deux, perd le {z}"
            ),
            (WingKind::XY, false) => write!(
                f,
                "{p} vaut {x} ou {y}\u{a0}; si {x}, {a} vaut {z}\u{a0}; si {y}, {b} vaut {z}\u{a0}; {targets}, qui voient les deux, perdent le {z}"
            ),
            (WingKind::XYZ, true) => write!(
                f,
                "{p} vaut {x}, {y} ou {z}\u{a0}; {a} vaut {x} ou {z}\u{a0}; {b} vaut {y} ou {z}\u{a0}; donc {targets}, qui les voit, perd le {z}"
            ),
            (WingKind::XYZ, false) => write!(
                f,
                "{p} vaut {x}, {y} ou {z}\u{a0}; {a} vaut {x} ou {z}\u{a0}; {b} vaut {y} ou {z}\u{a0}; donc {targets}, qui les voient, perdent le {z}"
            ),
        }
    }
}

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
pub(super) fn xy_wing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let pairs = cells_with_count(c, 2);
    scan.each(pairs.iter(), |&(pivot, xy)| {
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
                        if eliminations.is_empty() {
                            return None;
                        }
                        Some(Deduction::Wing(Wing {
                            kind: WingKind::XY,
                            pivot,
                            pincers: [a, b],
                            x: digit_of::<S>(x)?,
                            y: digit_of::<S>(y)?,
                            z: zd,
                            eliminations,
                        }))
                    })
            })
    })
}

/// A pivot holding x, y or z, a pincer holding x or z and one holding y or z, both seeing the
/// pivot: one of the three is z, so cells seeing all three lose z (pivots row by row).
pub(super) fn xyz_wing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let pairs = cells_with_count(c, 2);
    scan.each(cells_with_count(c, 3).iter(), |&(pivot, xyz)| {
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
                if eliminations.is_empty() {
                    return None;
                }
                Some(Deduction::Wing(Wing {
                    kind: WingKind::XYZ,
                    pivot,
                    pincers: [a, b],
                    x: digit_of::<S>(am & !z)?,
                    y: digit_of::<S>(bm & !z)?,
                    z: zd,
                    eliminations,
                }))
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
        assert_eq!(proof(&d), [cell(1, 1), cell(1, 6), cell(4, 1)]);
        assert_eq!(d.eliminations(), [(cell(4, 6), digit(3))]);
        assert_eq!(
            d.to_string(),
            "XY-wing: r2c2 is 1 or 2; if 1, r2c7 is 3; if 2, r5c2 is 3; so 3 goes from r5c7, which sees both"
        );
        assert_eq!(
            fr(&d),
            "XY-Wing\u{a0}: L2C2 vaut 1 ou 2\u{a0}; si 1, L2C7 vaut 3\u{a0}; si 2, L5C2 vaut 3\u{a0}; L5C7, qui voit les deux, perd le 3"
        );
        let Deduction::Wing(wing) = &d else {
            panic!("a wing")
        };
        assert_eq!(
            (wing.kind, wing.pivot, wing.pincers),
            (WingKind::XY, cell(1, 1), [cell(1, 6), cell(4, 1)])
        );
        assert_eq!((wing.x, wing.y, wing.z), (digit(1), digit(2), digit(3)));
        // The proof: each cell's two digits; the effect: the 3 of r5c7.
        let lit = d.highlight();
        assert_eq!(lit.proof_candidates.mask(cell(1, 6)), mask::<Nine>(&[1, 3]));
        assert_eq!(lit.proof_candidates.mask(cell(4, 1)), mask::<Nine>(&[2, 3]));
        assert_eq!(lit.digits, mask::<Nine>(&[1, 2]));
        assert_eq!(d.rating().to_string(), "4.2");
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
        assert_eq!(
            fr(&d),
            "XY-Wing\u{a0}: L1C1 vaut 4 ou 7\u{a0}; si 4, L2C2 vaut 9\u{a0}; si 7, L1C8 vaut 9\u{a0}; L1C2, L1C3, L2C7, L2C8 et L2C9, qui voient les deux, perdent le 9"
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
        assert_eq!(
            fr(&d),
            "XYZ-Wing\u{a0}: L2C2 vaut 1, 2 ou 3\u{a0}; L2C3 vaut 1 ou 3\u{a0}; L5C2 vaut 2 ou 3\u{a0}; donc L1C2 et L3C2, qui les voient, perdent le 3"
        );
        assert_eq!(
            d.highlight().proof_candidates.mask(cell(1, 1)),
            mask::<Nine>(&[1, 2, 3])
        );
        assert_eq!(d.rating().to_string(), "4.4");
    }

    #[test]
    fn an_xyz_wing_with_one_cell_to_clear_says_it_in_the_singular() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(1, 1), mask::<Nine>(&[1, 2, 3]));
        c.keep(cell(1, 2), mask::<Nine>(&[1, 3]));
        c.keep(cell(4, 1), mask::<Nine>(&[2, 3]));
        c.remove(cell(0, 1), digit(3));
        let d = expect_first(&c, Technique::XYZWing);
        assert_eq!(
            d.to_string(),
            "XYZ-wing: r2c2 is 1, 2 or 3; r2c3 is 1 or 3; r5c2 is 2 or 3; so r3c2, seeing all three, loses 3"
        );
        assert_eq!(
            fr(&d),
            "XYZ-Wing\u{a0}: L2C2 vaut 1, 2 ou 3\u{a0}; L2C3 vaut 1 ou 3\u{a0}; L5C2 vaut 2 ou 3\u{a0}; donc L3C2, qui les voit, perd le 3"
        );
        let Deduction::Wing(wing) = &d else {
            panic!("a wing")
        };
        assert_eq!(wing.kind, WingKind::XYZ);
        assert_eq!(proof(&d), [cell(1, 1), cell(1, 2), cell(4, 1)]);
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
