//! The pieces the families' sentences share: lists of cells and digits, and the cells that lose
//! candidates. Each family writes its own whole sentences (one function a language); these only
//! write the values in them as each language wants (`r3c5 and r3c7`, `L3C5 et L3C7`).

use core::fmt;

use super::{chains::NodeName, highlight::Node, units::digits as digits_of};
use crate::{
    cell::Cell,
    digit::Digit,
    size::Size,
    text::{In, Lang, List},
};

/// The cells as a list in `lang`: `r4c1 and r4c5` (`L4C1 et L4C5`).
pub(super) fn cells<S: Size>(
    lang: Lang,
    cells: impl Iterator<Item = Cell<S>> + Clone,
) -> impl fmt::Display {
    List(lang, cells.map(move |c| In(lang, c)))
}

/// The digits of a mask as a list in `lang`: `2, 5 and 8`.
pub(super) fn digits<S: Size>(lang: Lang, mask: u16) -> impl fmt::Display {
    List(lang, digits_of::<S>(mask))
}

/// The cells that lose candidates, each once, in the order of the eliminations.
pub(super) fn targets<S: Size>(
    eliminations: &[(Cell<S>, Digit<S>)],
) -> impl Iterator<Item = Cell<S>> + Clone + '_ {
    eliminations
        .iter()
        .enumerate()
        .filter(|&(i, (c, _))| eliminations[..i].iter().all(|(o, _)| o != c))
        .map(|(_, &(c, _))| c)
}

/// The candidates that go, for a brief sentence: listed up to two, as players write them
/// (`(5)r3c1 and (7)r3c2`), else counted (`12 candidates`, `12 candidats`): the board shows
/// them at the step's third stage.
pub(super) fn gone<S: Size>(
    lang: Lang,
    eliminations: &[(Cell<S>, Digit<S>)],
) -> impl fmt::Display + '_ {
    Gone(lang, eliminations)
}

/// See [`gone`].
struct Gone<'a, S: Size>(Lang, &'a [(Cell<S>, Digit<S>)]);

impl<S: Size> fmt::Display for Gone<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Gone(lang, eliminations) = *self;
        if eliminations.len() <= 2 {
            let names = eliminations
                .iter()
                .map(move |&(c, d)| In(lang, NodeName(Node::cell(c, d))));
            return write!(f, "{}", List(lang, names));
        }
        match lang {
            Lang::En => write!(f, "{} candidates", eliminations.len()),
            Lang::Fr => write!(f, "{} candidats", eliminations.len()),
        }
    }
}

/// The verb "go" agreeing with the candidates that go: `goes`/`go`.
pub(super) fn goes<S: Size>(eliminations: &[(Cell<S>, Digit<S>)]) -> &'static str {
    if eliminations.len() == 1 {
        "goes"
    } else {
        "go"
    }
}

/// Whether one cell alone loses candidates (the sentence then takes the singular).
pub(super) fn one_target<S: Size>(eliminations: &[(Cell<S>, Digit<S>)]) -> bool {
    targets(eliminations).nth(1).is_none()
}

/// The verb "lose" agreeing with the cells that lose candidates: `loses`/`lose`, `perd`/`perdent`.
pub(super) fn loses<S: Size>(lang: Lang, eliminations: &[(Cell<S>, Digit<S>)]) -> &'static str {
    match (lang, one_target(eliminations)) {
        (Lang::En, true) => "loses",
        (Lang::En, false) => "lose",
        (Lang::Fr, true) => "perd",
        (Lang::Fr, false) => "perdent",
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cell, digit};
    use super::*;
    use crate::size::Nine;
    use std::{string::ToString, vec::Vec};

    #[test]
    fn targets_are_each_cell_once_in_order() {
        let e: [(Cell<Nine>, Digit<Nine>); 4] = [
            (cell(1, 1), digit(2)),
            (cell(0, 0), digit(2)),
            (cell(1, 1), digit(5)),
            (cell(0, 0), digit(5)),
        ];
        assert_eq!(targets(&e).collect::<Vec<_>>(), [cell(1, 1), cell(0, 0)]);
        assert!(!one_target(&e));
        assert!(one_target(&e[..1]));
        assert_eq!(cells(Lang::Fr, targets(&e)).to_string(), "L2C2 et L1C1");
        assert_eq!(
            digits::<Nine>(Lang::En, 0b1_0001_0010).to_string(),
            "2, 5 and 9"
        );
    }

    #[test]
    fn the_candidates_that_go_are_listed_up_to_two_then_counted() {
        let e: [(Cell<Nine>, Digit<Nine>); 3] = [
            (cell(2, 0), digit(5)),
            (cell(2, 1), digit(7)),
            (cell(4, 4), digit(7)),
        ];
        assert_eq!(gone(Lang::En, &e[..1]).to_string(), "(5)r3c1");
        assert_eq!(goes(&e[..1]), "goes");
        assert_eq!(gone(Lang::Fr, &e[..2]).to_string(), "(5)L3C1 et (7)L3C2");
        assert_eq!(goes(&e[..2]), "go");
        assert_eq!(gone(Lang::En, &e).to_string(), "3 candidates");
        assert_eq!(gone(Lang::Fr, &e).to_string(), "3 candidats");
    }
}
