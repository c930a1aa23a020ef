//! Locked candidates, where a box and a line cross: pointing (a box's digit confined to one
//! line leaves the rest of that line) and claiming (a line's digit confined to one box leaves the
//! rest of that box). A [`Locked`] names the box, the line and the digit.

use core::fmt;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{BOX, COL, ROW, bits, digits, unit},
};
use crate::{
    cell::{Unit, UnitIn},
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// Which way the digit is locked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LockedKind {
    /// The box's digit lies in one line: the line loses it outside the box.
    Pointing,
    /// The line's digit lies in one box: the box loses it outside the line.
    Claiming,
}

/// Locked candidates: `digit` confined to where `bx` and `line` cross.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Locked<S: Size = Nine> {
    /// Pointing or claiming.
    pub kind: LockedKind,
    /// The digit.
    pub digit: Digit<S>,
    /// The box.
    pub bx: Unit<S>,
    /// The row or column.
    pub line: Unit<S>,
    /// The digit's cells where they cross (all its places in the box, for pointing; in the
    /// line, for claiming).
    pub cells: CellSet<S>,
    /// The digit in the line outside the box (pointing), or in the box outside the line (claiming).
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Locked<S> {
    /// The unit the digit is confined in (the box for pointing), and the unit that loses it.
    fn units(&self) -> (Unit<S>, Unit<S>) {
        match self.kind {
            LockedKind::Pointing => (self.bx, self.line),
            LockedKind::Claiming => (self.line, self.bx),
        }
    }
}

impl<S: Size> Pattern<S> for Locked<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            LockedKind::Pointing => Technique::Pointing,
            LockedKind::Claiming => Technique::Claiming,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let (from, to) = self.units();
        highlight.shade([from, to]);
        for cell in self.cells.iter() {
            highlight.prove(cell, self.digit.bit());
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (from, to) = self.units();
        let (from, to) = (In(lang, UnitIn(from)), In(lang, UnitIn(to)));
        let (digit, targets) = (
            self.digit,
            say::cells(lang, say::targets(&self.eliminations)),
        );
        write!(
            f,
            "{from} the {digit} is only {to}, so it goes from {targets}"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (from, to) = self.units();
        let (from, to) = (In(lang, UnitIn(from)), In(lang, UnitIn(to)));
        let (digit, targets) = (
            self.digit,
            say::cells(lang, say::targets(&self.eliminations)),
        );
        write!(
            f,
            "{from}, le {digit} n'est que {to}\u{a0}: ôtez-le de {targets}"
        )
    }
}

/// `BOX` consecutive bits from `start`.
fn run<S: Size>(start: usize) -> u16 {
    ((1u16 << S::BOX) - 1) << start
}

/// The bits `offset`, `offset + BOX`, `offset + 2 BOX`, ... of a unit (one column of a box).
fn stride<S: Size>(offset: usize) -> u16 {
    (0..S::BOX).fold(0, |mask, k| mask | 1 << (k * S::BOX + offset))
}

/// The cells of `unit` at `places`, each losing `digit`.
fn eliminations<S: Size>(unit: Unit<S>, places: u16, digit: Digit<S>) -> Eliminations<S> {
    bits(places).map(|i| (unit.cell(i), digit)).collect()
}

/// A digit whose places in a box all lie in one row or column: the rest of that line loses it.
pub(super) fn pointing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let n = S::BOX;
    scan.each(0..S::SIDE, |b| {
        let bx = unit::<S>(BOX, b);
        let missing = c.missing_digits(bx);
        digits::<S>(missing).find_map(|digit| {
            let places = c.places(bx, digit);
            if places == 0 {
                return None;
            }
            let first = places.trailing_zeros() as usize;
            let (band, stack) = (b / n * n, b % n * n);
            let row_off = first / n;
            let col_off = first % n;
            // The line the digit is confined to, and the line's places inside the box.
            let (line, inside) = if places & !run::<S>(row_off * n) == 0 {
                Some((unit::<S>(ROW, band + row_off), run::<S>(stack)))
            } else if places & !stride::<S>(col_off) == 0 {
                Some((unit::<S>(COL, stack + col_off), run::<S>(band)))
            } else {
                None
            }?;
            let outside = c.places(line, digit) & !inside;
            (outside != 0).then(|| {
                Deduction::Locked(Locked {
                    kind: LockedKind::Pointing,
                    digit,
                    bx,
                    line,
                    cells: c.cells_with(bx, digit).collect(),
                    eliminations: eliminations(line, outside, digit),
                })
            })
        })
    })
}

/// A digit whose places in a row or column all lie in one box: the rest of that box loses it.
pub(super) fn claiming<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let n = S::BOX;
    let lines = [ROW, COL]
        .into_iter()
        .flat_map(|kind| (0..S::SIDE).map(move |i| (kind, i)));
    scan.each(lines, |(kind, i)| {
        let line = unit::<S>(kind, i);
        let missing = c.missing_digits(line);
        digits::<S>(missing).find_map(|digit| {
            let places = c.places(line, digit);
            if places == 0 {
                return None;
            }
            let segment = places.trailing_zeros() as usize / n;
            if places & !run::<S>(segment * n) != 0 {
                return None;
            }
            // The box, and the line's places inside it.
            let (b, inside) = if kind == ROW {
                (i / n * n + segment, run::<S>(i % n * n))
            } else {
                (segment * n + i / n, stride::<S>(i % n))
            };
            let bx = unit::<S>(BOX, b);
            let outside = c.places(bx, digit) & !inside;
            (outside != 0).then(|| {
                Deduction::Locked(Locked {
                    kind: LockedKind::Claiming,
                    digit,
                    bx,
                    line,
                    cells: c.cells_with(line, digit).collect(),
                    eliminations: eliminations(bx, outside, digit),
                })
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
    fn masks_of_box_lines() {
        assert_eq!(run::<Nine>(3), 0b111_000);
        assert_eq!(stride::<Nine>(1), 0b010_010_010);
        assert_eq!(stride::<Four>(0), 0b0101);
        assert_eq!(run::<Sixteen>(12), 0xf000);
    }

    #[test]
    fn pointing_from_a_box_into_a_row() {
        let mut c = Candidates::<Nine>::new();
        let five = digit::<Nine>(5);
        // Box 2 has the 5 only in row 1; row 1 has it elsewhere only in r1c7 and r1c9.
        for r in 1..3 {
            for col in 3..6 {
                c.remove(cell(r, col), five);
            }
        }
        for col in [0, 1, 2, 7] {
            c.remove(cell(0, col), five);
        }
        let d = expect_first(&c, Technique::Pointing);
        assert_eq!(d.eliminations(), [(cell(0, 6), five), (cell(0, 8), five)]);
        assert_eq!(shaded(&d), [bx(1), row(0)]);
        assert_eq!(proof(&d), [cell(0, 3), cell(0, 4), cell(0, 5)]);
        assert_eq!(
            d.to_string(),
            "Pointing: in box 2 the 5 is only in row 1, so it goes from r1c7 and r1c9"
        );
        assert_eq!(
            fr(&d),
            "Interaction bloc-ligne\u{a0}: dans le bloc 2, le 5 n'est que dans la ligne 1\u{a0}: ôtez-le de L1C7 et L1C9"
        );
        let Deduction::Locked(locked) = &d else {
            panic!("locked candidates")
        };
        assert_eq!(
            (locked.kind, locked.bx, locked.line, locked.digit),
            (LockedKind::Pointing, bx(1), row(0), five)
        );
        // The proof: the 5s of box 2, in the proof's colour; the effect: the 5s that go.
        let lit = d.highlight();
        assert_eq!(lit.proof_candidates.iter().count(), 3);
        assert!(lit.proof_candidates.contains(cell(0, 3), five));
        assert!(lit.removed.contains(cell(0, 6), five));
        assert_eq!(lit.digits, five.bit());
        assert_eq!(d.rating().to_string(), "2.6");
    }

    #[test]
    fn pointing_from_a_box_s_last_row() {
        let mut c = Candidates::<Nine>::new();
        let three = digit::<Nine>(3);
        // Box 5 (rows 4-6, columns 4-6) has the 3 only in row 6; row 6 has it in r6c1 too.
        for r in 3..5 {
            for col in 3..6 {
                c.remove(cell(r, col), three);
            }
        }
        for col in (1..9).filter(|col| !(3..6).contains(col)) {
            c.remove(cell(5, col), three);
        }
        let d = expect_first(&c, Technique::Pointing);
        assert_eq!(shaded(&d), [bx(4), row(5)]);
        assert_eq!(d.eliminations(), [(cell(5, 0), three)]);
        assert_eq!(
            d.to_string(),
            "Pointing: in box 5 the 3 is only in row 6, so it goes from r6c1"
        );
    }

    #[test]
    fn pointing_from_a_box_into_a_column() {
        let mut c = Candidates::<Four>::new();
        let two = digit::<Four>(2);
        // Box 4 (rows 3-4, columns 3-4) has the 2 only in column 4.
        c.remove(cell(2, 2), two);
        c.remove(cell(3, 2), two);
        let d = expect_first(&c, Technique::Pointing);
        assert_eq!(
            d.to_string(),
            "Pointing: in box 4 the 2 is only in column 4, so it goes from r1c4 and r2c4"
        );
    }

    #[test]
    fn claiming_from_a_row_into_a_box() {
        let mut c = Candidates::<Nine>::new();
        let five = digit::<Nine>(5);
        // Row 1 has the 5 only in box 2; box 2 has it also in rows 2 (no longer) and 3.
        for col in [0, 1, 2, 6, 7, 8] {
            c.remove(cell(0, col), five);
        }
        for col in 3..6 {
            c.remove(cell(1, col), five);
        }
        let d = expect_first(&c, Technique::Claiming);
        assert_eq!(shaded(&d), [row(0), bx(1)]);
        assert_eq!(
            d.to_string(),
            "Claiming: in row 1 the 5 is only in box 2, so it goes from r3c4, r3c5 and r3c6"
        );
        assert_eq!(
            fr(&d),
            "Réduction ligne-bloc\u{a0}: dans la ligne 1, le 5 n'est que dans le bloc 2\u{a0}: ôtez-le de L3C4, L3C5 et L3C6"
        );
        let Deduction::Locked(locked) = &d else {
            panic!("locked candidates")
        };
        assert_eq!(
            (locked.kind, locked.bx, locked.line),
            (LockedKind::Claiming, bx(1), row(0))
        );
        assert_eq!(proof(&d), [cell(0, 3), cell(0, 4), cell(0, 5)]);
        assert_eq!(d.rating().to_string(), "2.8");
    }

    #[test]
    fn claiming_from_a_column_on_sixteen_by_sixteen() {
        let mut c = Candidates::<Sixteen>::new();
        let b = digit::<Sixteen>(11);
        // Column 16 has the B only in rows 1 to 4 (box 4); box 4 keeps it in column 13 only.
        for r in 4..16 {
            c.remove(cell(r, 15), b);
        }
        for r in 0..4 {
            c.remove(cell(r, 13), b);
            c.remove(cell(r, 14), b);
        }
        for r in 1..4 {
            c.remove(cell(r, 12), b);
        }
        let d = expect_first(&c, Technique::Claiming);
        assert_eq!(
            d.to_string(),
            "Claiming: in column 16 the B is only in box 4, so it goes from r1c13"
        );
        assert_eq!(format!("{:?}", shaded(&d)), "[column 16, box 4]");
    }
}
