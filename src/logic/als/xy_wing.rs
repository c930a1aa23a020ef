//! ALS-XY-Wing: a pivot ALS linked to two others by two different restricted common digits;
//! cells seeing every other digit Z common to the two lose it.

use core::fmt;

use heapless::Vec;

use super::super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern},
    highlight::Highlight,
    search::{Progress, Scan},
    technique::Technique,
    units::digits,
};
use super::{
    Als, MOST_LINKED, PIVOT_WEIGHT, eliminate, gather, prove_alss, restricted,
    say::{Loss, Named, fits_whole, gone_briefly},
};
use crate::{
    digit::Digit,
    size::{Nine, Size},
    text::Lang,
};

/// An ALS-XY-wing: pivot `c` linked to `a` by `x` and to `b` by `y`; cells seeing every `z` of
/// `a` and `b` lose it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AlsXyWing<S: Size = Nine> {
    /// The first wing.
    pub a: Als<S>,
    /// The second wing.
    pub b: Als<S>,
    /// The pivot, linked to both.
    pub c: Als<S>,
    /// The restricted common digit of `c` and `a`.
    pub x: Digit<S>,
    /// The restricted common digit of `c` and `b`.
    pub y: Digit<S>,
    /// The digits that go (a mask): common to `a` and `b`, neither `x` nor `y`.
    pub z: u16,
    /// The `z`s from the cells seeing all of them in `a` and `b`.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for AlsXyWing<S> {
    fn technique(&self) -> Technique {
        Technique::AlsXyWing
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.x.bit() | self.y.bit() | self.z
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        prove_alss(highlight, &[&self.c, &self.a, &self.b]);
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (a, b) = (Named(lang, &self.a), Named(lang, &self.b));
        let (c, x, y) = (Named(lang, &self.c), self.x, self.y);
        let loss = Loss(lang, &self.eliminations, self.z);
        write!(f, "{c} links {a} by {x}, {b} by {y}: {loss}")
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (a, b) = (Named(lang, &self.a), Named(lang, &self.b));
        let (c, x, y) = (Named(lang, &self.c), self.x, self.y);
        let loss = Loss(lang, &self.eliminations, self.z);
        write!(f, "{c} lie {a} par le {x}, {b} par le {y}\u{a0}: {loss}")
    }

    fn brief(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (x, y) = (self.x, self.y);
        match lang {
            Lang::En => write!(f, "an ALS linked to two by {x} and {y}: ")?,
            Lang::Fr => write!(f, "un ALS lié à deux par le {x} et le {y}\u{a0}: ")?,
        }
        gone_briefly(lang, &self.eliminations, f)
    }

    fn fits_whole(&self, chars: usize, longest_word: usize) -> bool {
        fits_whole(chars, longest_word)
    }
}

/// ALS-XY-Wing: a pivot ALS linked to two others by two different restricted common digits;
/// cells seeing every other digit Z common to the two lose it (the first pivot in scan order).
pub(in crate::logic) fn als_xy_wing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let alss = gather(c);
    scan.each_weighing(PIVOT_WEIGHT, alss.iter(), |pivot| {
        // The ALSs linked to the pivot, each with its first restricted common digit.
        let linked: Vec<(&Als<S>, Digit<S>), MOST_LINKED> = alss
            .iter()
            .filter(|w| !w.meets(pivot))
            .filter_map(|w| {
                let x =
                    digits::<S>(w.digits & pivot.digits).find(|&x| restricted(c, pivot, w, x))?;
                Some((w, x))
            })
            .take(MOST_LINKED)
            .collect();
        linked.iter().enumerate().find_map(|(i, &(a, x))| {
            linked[i + 1..].iter().find_map(|&(b, y)| {
                let zs = a.digits & b.digits & !x.bit() & !y.bit();
                if x == y || zs == 0 || a.meets(b) {
                    return None;
                }
                let (eliminations, z) = eliminate(c, a, b, zs);
                (!eliminations.is_empty()).then(|| {
                    Deduction::AlsXyWing(AlsXyWing {
                        a: *a,
                        b: *b,
                        c: *pivot,
                        x,
                        y,
                        z,
                        eliminations,
                    })
                })
            })
        })
    })
}
