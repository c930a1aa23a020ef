//! Naked and hidden subsets: pairs, triples and quads of cells or digits closed within a unit. A
//! [`Subset`] names its unit, its cells and its digits: naked, its cells hold only its digits, so
//! the unit's other cells lose them; hidden, its digits go only in its cells, which lose their
//! other candidates.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    combinations::{Closed, MOST},
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{all_digits, bits, digits, scan_order},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// Naked or hidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubsetKind {
    /// `n` cells whose candidates are `n` digits between them.
    Naked,
    /// `n` digits whose places are `n` cells between them.
    Hidden,
}

/// A subset of `n` cells and `n` digits in a unit (`n` from 2 to 4).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Subset<S: Size = Nine> {
    /// Naked or hidden.
    pub kind: SubsetKind,
    /// The unit.
    pub unit: Unit<S>,
    /// The subset's cells, by their places in the unit (bit `i` for [`Unit::cell`]`(i)`).
    pub places: u16,
    /// The subset's digits.
    pub digits: u16,
    /// The subset's digits each of its cells holds, in the unit's order.
    pub held: [u16; MOST],
    /// Naked: the digits from the unit's other cells; hidden: the other digits from its cells.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Subset<S> {
    /// The subset's cells, in the unit's order.
    pub fn cells(&self) -> impl Iterator<Item = Cell<S>> + Clone + '_ {
        bits(self.places).map(|i| self.unit.cell(i))
    }
}

impl<S: Size> Pattern<S> for Subset<S> {
    fn technique(&self) -> Technique {
        match (self.kind, self.digits.count_ones()) {
            (SubsetKind::Naked, 2) => Technique::NakedPair,
            (SubsetKind::Naked, 3) => Technique::NakedTriple,
            (SubsetKind::Naked, _) => Technique::NakedQuad,
            (SubsetKind::Hidden, 2) => Technique::HiddenPair,
            (SubsetKind::Hidden, 3) => Technique::HiddenTriple,
            (SubsetKind::Hidden, _) => Technique::HiddenQuad,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digits
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        highlight.shade([self.unit]);
        for (cell, &held) in self.cells().zip(&self.held) {
            highlight.prove(cell, held);
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let cells = say::cells(lang, self.cells());
        let digits = say::digits::<S>(lang, self.digits);
        match self.kind {
            SubsetKind::Naked => {
                let unit = In(lang, self.unit);
                write!(
                    f,
                    "{cells} hold only {digits}, so {unit} loses {digits} elsewhere"
                )
            }
            SubsetKind::Hidden => {
                let unit = In(lang, crate::cell::UnitIn(self.unit));
                write!(
                    f,
                    "{unit} the {digits} can only go in {cells}, so those cells lose their other candidates"
                )
            }
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let cells = say::cells(lang, self.cells());
        let digits = say::digits::<S>(lang, self.digits);
        match self.kind {
            SubsetKind::Naked => {
                let unit = In(lang, self.unit);
                write!(
                    f,
                    "{cells} ne contiennent que {digits}, donc {unit} perd {digits} ailleurs"
                )
            }
            SubsetKind::Hidden => {
                let unit = In(lang, crate::cell::UnitIn(self.unit));
                write!(
                    f,
                    "{unit}, les {digits} ne vont qu'en {cells}, qui perdent leurs autres candidats"
                )
            }
        }
    }
}

/// `n` open cells of a unit (boxes, rows, columns) whose candidates are `n` digits between
/// them: the unit's other cells lose those digits.
pub(super) fn naked<S: Size>(
    c: &Candidates<S>,
    n: usize,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(scan_order::<S>(), |unit| {
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
                // The chosen places come in increasing order, as the unit's cells.
                let mut held = [0; MOST];
                for (h, &k) in held.iter_mut().zip(chosen) {
                    *h = masks[k];
                }
                Deduction::Subset(Subset {
                    kind: SubsetKind::Naked,
                    unit,
                    places: inside,
                    digits: union,
                    held,
                    eliminations,
                })
            })
        })
    })
}

/// `n` digits of a unit (boxes, rows, columns) whose places are `n` cells between them:
/// those cells lose their other candidates.
pub(super) fn hidden<S: Size>(
    c: &Candidates<S>,
    n: usize,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(scan_order::<S>(), |unit| {
        if c.open_in(unit) <= n {
            return None;
        }
        // The digits the unit lacks with 2 to n places, and those places.
        let missing = c.missing_digits(unit);
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
            let mut held = [0; MOST];
            for (h, i) in held.iter_mut().zip(bits(union)) {
                let cell = unit.cell(i);
                *h = c.mask(cell) & kept;
                for digit in digits::<S>(c.mask(cell) & !kept) {
                    push(&mut eliminations, (cell, digit));
                }
            }
            (!eliminations.is_empty()).then(|| {
                Deduction::Subset(Subset {
                    kind: SubsetKind::Hidden,
                    unit,
                    places: union,
                    digits: kept,
                    held,
                    eliminations,
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
    fn a_naked_pair_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(3, 0), mask::<Nine>(&[2, 8]));
        c.keep(cell(3, 4), mask::<Nine>(&[2, 8]));
        let d = expect_first(&c, Technique::NakedPair);
        assert_eq!(shaded(&d), [row(3)]);
        assert_eq!(proof(&d), [cell(3, 0), cell(3, 4)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(d.eliminations()[0], (cell(3, 1), digit(2)));
        assert_eq!(
            d.to_string(),
            "Naked pair: r4c1 and r4c5 hold only 2 and 8, so row 4 loses 2 and 8 elsewhere"
        );
        assert_eq!(
            fr(&d),
            "Paire nue\u{a0}: L4C1 et L4C5 ne contiennent que 2 et 8, donc la ligne 4 perd 2 et 8 ailleurs"
        );
        let Deduction::Subset(subset) = &d else {
            panic!("a subset")
        };
        assert_eq!(
            (subset.kind, subset.unit, subset.places, subset.digits),
            (SubsetKind::Naked, row(3), 0b1_0001, mask::<Nine>(&[2, 8]))
        );
        assert_eq!(d.digits(), mask::<Nine>(&[2, 8]));
        assert_eq!(d.rating().to_string(), "3.0");
    }

    #[test]
    fn a_hidden_pair_in_a_row() {
        let mut c = Candidates::<Nine>::new();
        for col in [1, 2, 3, 5, 6, 7, 8] {
            c.remove(cell(3, col), digit(2));
            c.remove(cell(3, col), digit(8));
        }
        let d = expect_first(&c, Technique::HiddenPair);
        assert_eq!(proof(&d), [cell(3, 0), cell(3, 4)]);
        assert_eq!(d.eliminations().len(), 14);
        assert_eq!(
            d.to_string(),
            "Hidden pair: in row 4 the 2 and 8 can only go in r4c1 and r4c5, so those cells lose their other candidates"
        );
        assert_eq!(
            fr(&d),
            "Paire cachée\u{a0}: dans la ligne 4, les 2 et 8 ne vont qu'en L4C1 et L4C5, qui perdent leurs autres candidats"
        );
        // The proof: the 2s and 8s of the pair's cells; the effect: their other candidates.
        let lit = d.highlight();
        assert_eq!(lit.proof_candidates.mask(cell(3, 0)), mask::<Nine>(&[2, 8]));
        assert_eq!(
            lit.removed.mask(cell(3, 0)),
            mask::<Nine>(&[1, 3, 4, 5, 6, 7, 9])
        );
        assert_eq!(d.rating().to_string(), "3.4");
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
        // Each cell proves with the candidates it holds, not the triple's three.
        let lit = d.highlight();
        assert_eq!(lit.proof_candidates.mask(cell(3, 4)), mask::<Nine>(&[2, 5]));
        assert_eq!(lit.proof_candidates.mask(cell(3, 8)), mask::<Nine>(&[5, 8]));
        assert_eq!(d.rating().to_string(), "3.6");
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
        assert_eq!(shaded(&d), [bx(4)]);
        assert_eq!(d.eliminations().len(), 18);
        assert_eq!(
            d.to_string(),
            "Hidden triple: in box 5 the 1, 4 and 7 can only go in r4c5, r5c4 and r6c6, so those cells lose their other candidates"
        );
        assert_eq!(
            fr(&d),
            "Triplet caché\u{a0}: dans le bloc 5, les 1, 4 et 7 ne vont qu'en L4C5, L5C4 et L6C6, qui perdent leurs autres candidats"
        );
        assert_eq!(d.rating().to_string(), "4.0");
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
