//! W-Wing: two cells holding the same two digits x and y only, which do not see each other,
//! and a strong link on x whose ends see one cell each. Both cells cannot be x (the link's
//! ends would both lose it), so one of them is y, and a cell that sees both loses y
//! (HoDoKu's `WingSolver`). A [`WWing`] names the two cells, the link and the digits.

use core::fmt;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern},
    highlight::{Highlight, Link, LinkKind, Node},
    say,
    search::{Progress, Scan},
    single_digit::strong_links,
    technique::Technique,
    units::digits,
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// A W-wing: `ends` hold x or y only; x's only places in `unit` are `link`, the first seeing
/// the first end, the second the second.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WWing<S: Size = Nine> {
    /// The two cells holding x or y, which do not see each other.
    pub ends: [Cell<S>; 2],
    /// The unit of the strong link on x.
    pub unit: Unit<S>,
    /// The link's two cells, each seeing the end of the same rank.
    pub link: [Cell<S>; 2],
    /// The linked digit.
    pub x: Digit<S>,
    /// The digit that goes.
    pub y: Digit<S>,
    /// y from the cells that see both ends.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for WWing<S> {
    fn technique(&self) -> Technique {
        Technique::WWing
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.x.bit() | self.y.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let ([a, b], [la, lb], x, y) = (self.ends, self.link, self.x, self.y);
        highlight.shade([self.unit]);
        highlight.prove(a, x.bit() | y.bit());
        highlight.prove(b, x.bit() | y.bit());
        highlight.prove(la, x.bit());
        highlight.prove(lb, x.bit());
        let chain = [
            (Node::cell(a, y), Node::cell(a, x), LinkKind::Strong),
            (Node::cell(a, x), Node::cell(la, x), LinkKind::Weak),
            (Node::cell(la, x), Node::cell(lb, x), LinkKind::Strong),
            (Node::cell(lb, x), Node::cell(b, x), LinkKind::Weak),
            (Node::cell(b, x), Node::cell(b, y), LinkKind::Strong),
        ];
        for (from, to, kind) in chain {
            highlight.link(Link { from, to, kind });
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let ([a, b], x, y) = (self.ends.map(|c| In(lang, c)), self.x, self.y);
        let unit = In(lang, self.unit);
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        write!(
            f,
            "{a} and {b} hold {x} or {y}, not both {x} ({unit}): {targets} {loses} {y}"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let ([a, b], x, y) = (self.ends.map(|c| In(lang, c)), self.x, self.y);
        let unit = In(lang, self.unit);
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        write!(
            f,
            "{a} et {b} valent {x} ou {y}, pas toutes deux {x} ({unit})\u{a0}: {targets} {loses} le {y}"
        )
    }
}

/// Two cells holding the same two digits, not seeing each other, and a strong link on one
/// digit whose ends see one cell each: cells seeing both lose the other digit (first cells
/// row by row).
pub(super) fn w_wing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let pairs = super::wings::cells_with_count(c, 2);
    scan.each(pairs.iter().enumerate(), |(i, &(a, mask))| {
        pairs[i + 1..]
            .iter()
            .filter(|&&(b, m)| m == mask && !b.sees(a))
            .find_map(|&(b, _)| {
                digits::<S>(mask).find_map(|x| {
                    let y = digits::<S>(mask & !x.bit()).next()?;
                    let eliminations = seeing_both(c, a, b, y);
                    if eliminations.is_empty() {
                        return None;
                    }
                    strong_links(c, x).into_iter().find_map(|(unit, p, q)| {
                        let ends = [a, b];
                        let link = if p.sees(a) && q.sees(b) {
                            [p, q]
                        } else if q.sees(a) && p.sees(b) {
                            [q, p]
                        } else {
                            return None;
                        };
                        if link.iter().any(|l| ends.contains(l)) {
                            return None;
                        }
                        Some(Deduction::WWing(WWing {
                            ends,
                            unit,
                            link,
                            x,
                            y,
                            eliminations: eliminations.clone(),
                        }))
                    })
                })
            })
    })
}

/// The open cells holding `digit` that see both `a` and `b`.
fn seeing_both<S: Size>(
    c: &Candidates<S>,
    a: Cell<S>,
    b: Cell<S>,
    digit: Digit<S>,
) -> Eliminations<S> {
    let mut eliminations = Eliminations::new();
    for cell in Cell::<S>::all() {
        // Two cells that do not see each other have at most 2 * (BOX - 1) + 2 common peers.
        if c.has(cell, digit)
            && cell.sees(a)
            && cell.sees(b)
            && eliminations.push((cell, digit)).is_err()
        {
            break;
        }
    }
    eliminations
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::size::Nine;
    use std::string::ToString;

    #[test]
    fn a_w_wing_through_a_row_s_strong_link() {
        // r1c1 and r5c9 hold 4 or 7; row 9 has its 4 in r9c1 and r9c9 only.
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 0), mask::<Nine>(&[4, 7]));
        c.keep(cell(4, 8), mask::<Nine>(&[4, 7]));
        for col in 1..8 {
            c.remove(cell(8, col), digit(4));
        }
        let d = expect_first(&c, Technique::WWing);
        assert_eq!(
            d.eliminations(),
            [(cell(0, 8), digit(7)), (cell(4, 0), digit(7))]
        );
        assert_eq!(
            d.to_string(),
            "W-wing: r1c1 and r5c9 hold 4 or 7, not both 4 (row 9): r1c9 and r5c1 lose 7"
        );
        assert_eq!(
            fr(&d),
            "W-Wing\u{a0}: L1C1 et L5C9 valent 4 ou 7, pas toutes deux 4 (la ligne 9)\u{a0}: L1C9 et L5C1 perdent le 7"
        );
        let Deduction::WWing(w) = &d else {
            panic!("a W-wing")
        };
        assert_eq!(w.link, [cell(8, 0), cell(8, 8)]);
        assert_eq!((w.x, w.y), (digit(4), digit(7)));
        let lit = d.highlight();
        // Both digits are picked out among the notes.
        assert_eq!(lit.digits, mask::<Nine>(&[4, 7]));
        // The proof: both digits of the two cells, the 4 of the link's ends.
        let proof = &lit.proof_candidates;
        assert_eq!(proof.mask(cell(0, 0)), mask::<Nine>(&[4, 7]));
        assert_eq!(proof.mask(cell(4, 8)), mask::<Nine>(&[4, 7]));
        assert_eq!(proof.mask(cell(8, 0)), mask::<Nine>(&[4]));
        assert_eq!(proof.mask(cell(8, 8)), mask::<Nine>(&[4]));
        assert_eq!(proof.iter().count(), 6);
        assert_eq!(lit.links.len(), 5);
        assert_eq!(lit.links[2].kind, LinkKind::Strong);
        assert_eq!(lit.links[1].kind, LinkKind::Weak);
        assert_eq!(d.rating().to_string(), "6.6");
    }

    #[test]
    fn a_cell_is_no_w_wing_with_itself() {
        // r1c1 holds 4 or 7, and both places of row 3's 4 (r3c2, r3c3) see it: a claiming
        // takes its 4, but one cell is not the two ends of a W-wing.
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 0), mask::<Nine>(&[4, 7]));
        for col in (0..9).filter(|&col| col != 1 && col != 2) {
            c.remove(cell(2, col), digit(4));
        }
        assert_eq!(Technique::WWing.find(&c), None);
    }

    #[test]
    fn no_w_wing_without_a_strong_link() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 0), mask::<Nine>(&[4, 7]));
        c.keep(cell(4, 8), mask::<Nine>(&[4, 7]));
        for col in 1..7 {
            c.remove(cell(8, col), digit(4));
        }
        // Row 9 keeps its 4 in r9c1, r9c8 and r9c9: no strong link.
        assert_eq!(Technique::WWing.find(&c), None);
    }
}
