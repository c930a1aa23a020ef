//! BUG+1 (bivalue universal grave plus one): with one cell of three candidates and every other
//! open cell of two, the grid would have two solutions but for that cell's extra digit.

use core::fmt;

use super::super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Pattern},
    highlight::Highlight,
    search::{Progress, Scan},
    technique::Technique,
    units::{digits, scan_order},
};
use crate::{
    cell::Cell,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};
/// BUG+1: every open cell holds two candidates but one, which holds three; each digit has two
/// places in every unit but the extra digit of that cell, which must go there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bug<S: Size = Nine> {
    /// The cell with three candidates.
    pub cell: Cell<S>,
    /// The digit that goes there.
    pub digit: Digit<S>,
}

impl<S: Size> Pattern<S> for Bug<S> {
    fn technique(&self) -> Technique {
        Technique::BugPlusOne
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Place(self.cell, self.digit)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        highlight.shade(self.cell.units());
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, d) = (In(Lang::En, self.cell), self.digit);
        write!(
            f,
            "{cell} is {d}: all other cells hold 2 digits, so without it the grid would have 2 solutions"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, d) = (In(Lang::Fr, self.cell), self.digit);
        write!(
            f,
            "{cell} vaut {d}\u{a0}: toutes les autres cases ont 2 candidats, sans lui la grille aurait 2 solutions"
        )
    }
}

/// BUG+1: every open cell has two candidates but one with three, and every digit two places in
/// each unit but that cell's extra digit, with three in its units: it goes there. Nothing
/// unless the puzzle is known to have one solution.
pub(in crate::logic) fn bug<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    if !c.has_unique_solution() {
        return Progress::Done(None);
    }
    scan.each(core::iter::once(()), |()| {
        let mut three = None;
        for cell in Cell::<S>::all().filter(|&cell| c.is_open(cell)) {
            match c.count(cell) {
                2 => {}
                3 if three.is_none() => three = Some(cell),
                _ => return None,
            }
        }
        let at = three?;
        let [row, _, _] = at.units();
        let digit = digits::<S>(c.mask(at)).find(|&d| c.places(row, d).count_ones() == 3)?;
        let sound = scan_order::<S>().all(|unit| {
            let extra = at.units().contains(&unit);
            digits::<S>(c.missing_digits(unit)).all(|d| {
                let n = c.places(unit, d).count_ones();
                n == 2 || (extra && d == digit && n == 3)
            })
        });
        sound.then_some(Deduction::Bug(Bug { cell: at, digit }))
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::first_use;
    use super::*;
    use crate::logic::tests::{cell, digit, fr, mask, shaded};
    use std::string::ToString;

    #[test]
    fn bug_plus_one_places_the_extra_digit() {
        let d = first_use(
            "....3.8......2....9....163...581...92.4.......8.5..........61....2.4....63....5..",
            Technique::BugPlusOne,
        );
        assert_eq!(d.placement(), Some((cell(1, 7), digit(7))));
        assert_eq!(
            d.to_string(),
            "BUG+1: r2c8 is 7: all other cells hold 2 digits, so without it the grid would have 2 solutions"
        );
        assert_eq!(
            fr(&d),
            "BUG+1\u{a0}: L2C8 vaut 7\u{a0}: toutes les autres cases ont 2 candidats, sans lui la grille aurait 2 solutions"
        );
        assert_eq!(d.rating().to_string(), "5.6");
        // The board shades the cell's row, column and box and picks out the 7s.
        assert_eq!(shaded(&d), cell(1, 7).units());
        assert_eq!(d.digits(), mask::<Nine>(&[7]));
    }
}
