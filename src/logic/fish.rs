//! Fish: X-wing (2 lines), swordfish (3), jellyfish (4). A [`Fish`] names its digit, its base
//! lines (where the digit lies only in the cover lines) and its cover lines (which lose it
//! outside the base lines).

use core::{fmt, marker::PhantomData};

use heapless::Vec;

use super::{
    candidates::Candidates,
    combinations::Closed,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::Highlight,
    search::{Progress, Scan},
    technique::Technique,
    units::{COL, ROW, bits, unit},
};
use crate::{
    cell::Unit,
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::{Lang, List},
};

/// Some rows, or some columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lines<S: Size = Nine> {
    /// Columns (else rows).
    pub columns: bool,
    /// The lines' zero-based indices, as bits.
    pub mask: u16,
    size: PhantomData<S>,
}

impl<S: Size> Lines<S> {
    /// The rows (or the columns, if `columns`) of `mask`.
    pub const fn new(columns: bool, mask: u16) -> Self {
        Lines {
            columns,
            mask,
            size: PhantomData,
        }
    }

    /// The lines as units, in order.
    pub fn units(&self) -> impl Iterator<Item = Unit<S>> + Clone + '_ {
        let kind = if self.columns { COL } else { ROW };
        bits(self.mask).map(move |i| unit::<S>(kind, i))
    }

    /// The lines' one-based numbers as a list: `2 and 7`.
    pub(super) fn numbers(&self, lang: Lang) -> impl fmt::Display + '_ {
        List(lang, bits(self.mask).map(|i| i + 1))
    }

    /// What these lines and the crossing ones are called, as base lines: `[rows, columns]`.
    pub(super) fn words(&self, lang: Lang) -> [&'static str; 2] {
        match (lang, self.columns) {
            (Lang::En, false) => ["rows", "columns"],
            (Lang::En, true) => ["columns", "rows"],
            (Lang::Fr, false) => ["lignes", "colonnes"],
            (Lang::Fr, true) => ["colonnes", "lignes"],
        }
    }
}

/// A fish: the digit's places in the base lines all lie in the cover lines.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fish<S: Size = Nine> {
    /// The digit.
    pub digit: Digit<S>,
    /// The base lines: rows or columns, as many as the cover lines.
    pub base: Lines<S>,
    /// The cover lines, of the other kind.
    pub cover: Lines<S>,
    /// The digit's cells in the base lines.
    pub cells: CellSet<S>,
    /// The digit in the cover lines outside the base lines.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for Fish<S> {
    fn technique(&self) -> Technique {
        match self.base.mask.count_ones() {
            2 => Technique::XWing,
            3 => Technique::Swordfish,
            _ => Technique::Jellyfish,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        highlight.shade(self.base.units().chain(self.cover.units()));
        for cell in self.cells.iter() {
            highlight.prove(cell, self.digit.bit());
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (digit, base, cover) = (
            self.digit,
            self.base.numbers(lang),
            self.cover.numbers(lang),
        );
        let [bases, covers] = self.base.words(lang);
        write!(
            f,
            "the {digit} of {bases} {base} lies only in {covers} {cover}, so those {covers} lose it elsewhere"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (digit, base, cover) = (
            self.digit,
            self.base.numbers(lang),
            self.cover.numbers(lang),
        );
        let [bases, covers] = self.base.words(lang);
        write!(
            f,
            "le {digit} des {bases} {base} n'est que dans les {covers} {cover}, qui le perdent ailleurs"
        )
    }
}

/// A fish of size `n` (digits in order; rows as base lines, then columns).
pub(super) fn fish<S: Size>(
    c: &Candidates<S>,
    n: usize,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let tries = Digit::<S>::all().flat_map(|digit| [(digit, false), (digit, true)]);
    scan.each(tries, |(digit, columns)| fish_on(c, n, digit, columns))
}

/// A fish of size `n` for `digit` with rows as base lines (columns if `columns`).
fn fish_on<S: Size>(
    c: &Candidates<S>,
    n: usize,
    digit: Digit<S>,
    columns: bool,
) -> Option<Deduction<S>> {
    let (base, cover) = if columns { (COL, ROW) } else { (ROW, COL) };
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
            let base = Lines::new(columns, bases);
            Deduction::Fish(Fish {
                digit,
                base,
                cover: Lines::new(!columns, covers),
                cells: base
                    .units()
                    .flat_map(|line| c.cells_with(line, digit))
                    .collect(),
                eliminations,
            })
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
        assert_eq!(shaded(&d), [row(1), row(6), col(2), col(7)]);
        assert_eq!(proof(&d), [cell(1, 2), cell(1, 7), cell(6, 2), cell(6, 7)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(
            d.to_string(),
            "X-wing: the 6 of rows 2 and 7 lies only in columns 3 and 8, so those columns lose it elsewhere"
        );
        assert_eq!(
            fr(&d),
            "X-Wing\u{a0}: le 6 des lignes 2 et 7 n'est que dans les colonnes 3 et 8, qui le perdent ailleurs"
        );
        let Deduction::Fish(fish) = &d else {
            panic!("a fish")
        };
        assert_eq!(
            (fish.base, fish.cover),
            (Lines::new(false, 0b100_0010), Lines::new(true, 0b1000_0100))
        );
        assert_eq!((fish.digit, d.digits()), (six, six.bit()));
        assert_eq!(d.highlight().proof_candidates.iter().count(), 4);
        assert_eq!(d.rating().to_string(), "3.2");
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
        assert_eq!(proof(&d).len(), 9);
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
            format!("{:?}", &shaded(&d)[4..]),
            "[row 1, row 5, row 7, row 8]"
        );
        assert_eq!(
            d.to_string(),
            "Jellyfish: the 9 of columns 1, 4, 6 and 9 lies only in rows 1, 5, 7 and 8, so those rows lose it elsewhere"
        );
        assert_eq!(
            fr(&d),
            "Jellyfish\u{a0}: le 9 des colonnes 1, 4, 6 et 9 n'est que dans les lignes 1, 5, 7 et 8, qui le perdent ailleurs"
        );
        assert_eq!(d.rating().to_string(), "5.2");
    }
}
