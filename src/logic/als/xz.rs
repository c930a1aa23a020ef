//! ALS-XZ: two ALSs sharing no cell, linked by a restricted common digit X; cells seeing every
//! other common digit Z of both lose it.

use core::fmt;

use super::super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern},
    highlight::Highlight,
    search::{Progress, Scan},
    technique::Technique,
    units::digits,
};
use super::{
    Als, PAIRS_WEIGHT, eliminate, gather, prove_alss, restricted,
    say::{Loss, Named, fits_whole, gone_briefly},
};
use crate::{
    digit::Digit,
    size::{Nine, Size},
    text::Lang,
};

/// An ALS-XZ: `a` and `b` linked by `x`; cells seeing every `z` of both lose it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AlsXz<S: Size = Nine> {
    /// The first ALS.
    pub a: Als<S>,
    /// The second ALS, sharing no cell with `a`.
    pub b: Als<S>,
    /// The restricted common digit.
    pub x: Digit<S>,
    /// The digits that go (a mask): common to both, not `x`.
    pub z: u16,
    /// The `z`s from the cells seeing all of them in `a` and `b`.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for AlsXz<S> {
    fn technique(&self) -> Technique {
        Technique::AlsXz
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.x.bit() | self.z
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        prove_alss(highlight, &[&self.a, &self.b]);
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (a, b, x) = (Named(lang, &self.a), Named(lang, &self.b), self.x);
        let loss = Loss(lang, &self.eliminations, self.z);
        write!(f, "{a} and {b} linked by {x}: {loss}")
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (a, b, x) = (Named(lang, &self.a), Named(lang, &self.b), self.x);
        let loss = Loss(lang, &self.eliminations, self.z);
        write!(f, "{a} et {b} liés par le {x}\u{a0}: {loss}")
    }

    fn brief(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = self.x;
        match lang {
            Lang::En => write!(f, "two ALSs linked by {x}: ")?,
            Lang::Fr => write!(f, "deux ALS liés par le {x}\u{a0}: ")?,
        }
        gone_briefly(lang, &self.eliminations, f)
    }

    fn fits_whole(&self, chars: usize, longest_word: usize) -> bool {
        fits_whole(chars, longest_word)
    }
}

/// ALS-XZ: two ALSs sharing no cell, linked by a restricted common digit X; cells seeing every
/// other common digit Z of both lose it (the first A in scan order, then the first B after it).
pub(in crate::logic) fn als_xz<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let alss = gather(c);
    scan.each_weighing(PAIRS_WEIGHT, alss.iter().enumerate(), |(i, a)| {
        alss[i + 1..].iter().find_map(|b| {
            let common = a.digits & b.digits;
            if common.count_ones() < 2 || a.meets(b) {
                return None;
            }
            let x = digits::<S>(common).find(|&x| restricted(c, a, b, x))?;
            let (eliminations, z) = eliminate(c, a, b, common & !x.bit());
            (!eliminations.is_empty()).then(|| {
                Deduction::AlsXz(AlsXz {
                    a: *a,
                    b: *b,
                    x,
                    z,
                    eliminations,
                })
            })
        })
    })
}
