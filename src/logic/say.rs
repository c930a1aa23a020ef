//! The pieces the families' sentences share: lists of cells and digits, and the cells that lose
//! candidates. Each family writes its own whole sentences (one function a language); these only
//! write the values in them as each language wants (`r3c5 and r3c7`, `L3C5 et L3C7`).

use core::fmt;

use super::units::digits as digits_of;
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
}
