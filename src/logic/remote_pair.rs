//! Remote Pair: a chain of cells that all hold the same two digits only, each seeing the next.
//! Neighbours hold different digits, so the chain's cells alternate; two cells an odd number
//! of links apart (three at least: one is a naked pair) hold one digit each, and a cell that
//! sees both loses both digits (HoDoKu's `ChainSolver`). A [`RemotePair`] names its digits and
//! its cells in order.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Ends, Pattern},
    highlight::{Highlight, LINKS, Link, LinkKind, Node},
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::digits,
};
use crate::{
    cell::Cell,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// The most cells a chain takes: its links (two a cell but the last) fit the highlight's room.
pub const CHAIN_CELLS: usize = LINKS.div_ceil(2);

/// A remote pair: `chain` holds the two digits only, each cell seeing the next; its first and
/// last cells are an odd number of links apart.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RemotePair<S: Size = Nine> {
    /// The two digits, the lower first.
    pub digits: [Digit<S>; 2],
    /// The cells, in the chain's order: an even number, four at least.
    pub chain: Vec<Cell<S>, CHAIN_CELLS>,
    /// Both digits from the cells that see the first and the last cell.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for RemotePair<S> {
    fn technique(&self) -> Technique {
        Technique::RemotePair
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digits[0].bit() | self.digits[1].bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let [x, y] = self.digits;
        for &cell in &self.chain {
            highlight.prove(cell, x.bit() | y.bit());
        }
        // x or y in each cell (strong), then the same digit in the next cell (weak).
        let (mut from, mut to) = (y, x);
        for (i, &cell) in self.chain.iter().enumerate() {
            highlight.link(Link {
                from: Node::cell(cell, from),
                to: Node::cell(cell, to),
                kind: LinkKind::Strong,
            });
            if let Some(&next) = self.chain.get(i + 1) {
                highlight.link(Link {
                    from: Node::cell(cell, to),
                    to: Node::cell(next, to),
                    kind: LinkKind::Weak,
                });
            }
            (from, to) = (to, from);
        }
    }

    fn ends(&self) -> Option<Ends<S>> {
        Some(Ends::Chain(*self.chain.first()?, *self.chain.last()?))
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let [x, y] = self.digits;
        let (first, last) = (self.first(lang), self.last(lang));
        let n = self.chain.len();
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        write!(
            f,
            "{n} cells of {x} or {y} alternate from {first} to {last}: {targets} {loses} both"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let [x, y] = self.digits;
        let (first, last) = (self.first(lang), self.last(lang));
        let n = self.chain.len();
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = if say::one_target(&self.eliminations) {
            "les perd"
        } else {
            "les perdent"
        };
        write!(
            f,
            "{n} cases à {x} ou {y} alternent de {first} à {last}\u{a0}: {targets} {loses}"
        )
    }
}

impl<S: Size> RemotePair<S> {
    /// The first cell, in `lang`.
    fn first(&self, lang: Lang) -> In<Cell<S>> {
        In(lang, self.chain[0])
    }

    /// The last cell, in `lang`.
    fn last(&self, lang: Lang) -> In<Cell<S>> {
        In(lang, self.chain[self.chain.len() - 1])
    }
}

/// A chain of cells holding the same two digits only, each seeing the next, whose ends are an
/// odd number of links apart, three at least, and a cell seeing both ends (chains from each
/// two-candidate cell row by row, breadth first).
pub(super) fn remote_pair<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let pairs = super::wings::cells_with_count(c, 2);
    scan.each(pairs.iter(), |&(start, mask)| {
        // Breadth first from `start` over the cells with the same digits: each reached cell,
        // the index of the one it was reached from, and its distance.
        let mut reached: Vec<(Cell<S>, u8, u8), 256> = Vec::new();
        let _ = reached.push((start, 0, 0));
        let mut next = 0;
        while let Some(&(cell, _, depth)) = reached.get(next) {
            if usize::from(depth) + 1 < CHAIN_CELLS {
                for &(other, m) in &pairs {
                    if m == mask && other.sees(cell) && reached.iter().all(|r| r.0 != other) {
                        let _ = reached.push((other, next as u8, depth + 1));
                    }
                }
            }
            next += 1;
        }
        let [x, y] = {
            let mut ds = digits::<S>(mask);
            [ds.next()?, ds.next()?]
        };
        reached
            .iter()
            .filter(|r| r.2 >= 3 && r.2 % 2 == 1)
            .find_map(|&(end, _, _)| {
                let mut eliminations = Eliminations::new();
                for cell in Cell::<S>::all() {
                    if cell.sees(start) && cell.sees(end) {
                        for d in [x, y] {
                            if c.has(cell, d) && eliminations.push((cell, d)).is_err() {
                                break;
                            }
                        }
                    }
                }
                if eliminations.is_empty() {
                    return None;
                }
                // The chain from the end back to the start, then turned round.
                let mut chain = Vec::new();
                let mut at = reached.iter().position(|r| r.0 == end)?;
                loop {
                    let (cell, from, _) = reached[at];
                    chain.push(cell).ok()?;
                    if at == 0 {
                        break;
                    }
                    at = usize::from(from);
                }
                chain.reverse();
                Some(Deduction::RemotePair(RemotePair {
                    digits: [x, y],
                    chain,
                    eliminations,
                }))
            })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::size::Nine;
    use std::string::ToString;

    #[test]
    fn a_remote_pair_of_four_cells() {
        // r1c1 - r1c4 - r5c4 - r5c2, all 2 or 6, the rest of row 1, column 4 and row 5
        // without them (no naked pair to find first).
        let mut c = Candidates::<Nine>::new();
        let chain = [(0, 0), (0, 3), (4, 3), (4, 1)];
        for (r, col) in chain {
            c.keep(cell(r, col), mask::<Nine>(&[2, 6]));
        }
        for unit in [row(0), col(3), row(4)] {
            for other in unit.cells() {
                if !chain.contains(&(other.row(), other.col())) {
                    c.keep(other, !mask::<Nine>(&[2, 6]));
                }
            }
        }
        let d = expect_first(&c, Technique::RemotePair);
        let (two, six) = (digit::<Nine>(2), digit::<Nine>(6));
        assert_eq!(
            d.eliminations(),
            [
                (cell(1, 1), two),
                (cell(1, 1), six),
                (cell(2, 1), two),
                (cell(2, 1), six),
                (cell(3, 0), two),
                (cell(3, 0), six),
                (cell(5, 0), two),
                (cell(5, 0), six)
            ]
        );
        assert_eq!(
            d.to_string(),
            "Remote pair: 4 cells of 2 or 6 alternate from r1c1 to r5c2: r2c2, r3c2, r4c1 and r6c1 lose both"
        );
        assert_eq!(
            fr(&d),
            "Paires distantes\u{a0}: 4 cases à 2 ou 6 alternent de L1C1 à L5C2\u{a0}: L2C2, L3C2, L4C1 et L6C1 les perdent"
        );
        let Deduction::RemotePair(pair) = &d else {
            panic!("a remote pair")
        };
        assert_eq!(pair.chain, [cell(0, 0), cell(0, 3), cell(4, 3), cell(4, 1)]);
        // No unit to shade: its second stage names its ends.
        assert_eq!(d.ends(), Some(Ends::Chain(cell(0, 0), cell(4, 1))));
        // Both digits are picked out, and proved in every cell of the chain.
        let lit = d.highlight();
        assert_eq!(lit.digits, mask::<Nine>(&[2, 6]));
        for &cell in &pair.chain {
            assert_eq!(lit.proof_candidates.mask(cell), mask::<Nine>(&[2, 6]));
        }
        let links = lit.links;
        assert_eq!(links.len(), 7);
        assert_eq!(
            (links[0].kind, links[1].kind),
            (LinkKind::Strong, LinkKind::Weak)
        );
        // The first cell's 6 or 2, then its 2 against the next cell's.
        assert_eq!(links[0].from, Node::cell(cell(0, 0), six));
        assert_eq!(links[1].from, Node::cell(cell(0, 0), two));
        assert_eq!(links[1].to, Node::cell(cell(0, 3), two));
        assert_eq!(d.rating().to_string(), "6.6");
    }

    #[test]
    fn a_remote_pair_of_six_cells_five_links_long() {
        // r1c1 - r1c4 - r5c4 - r5c7 - r9c7 - r9c2, all 2 or 6, each seeing only its
        // neighbours; only r2c2 holds a 2 or a 6 besides. It sees both ends, five links apart,
        // and no two cells three links apart.
        let mut c = Candidates::<Nine>::new();
        let chain = [(0, 0), (0, 3), (4, 3), (4, 6), (8, 6), (8, 1)];
        for other in Cell::<Nine>::all() {
            let at = (other.row(), other.col());
            if chain.contains(&at) {
                c.keep(other, mask::<Nine>(&[2, 6]));
            } else if at != (1, 1) {
                c.keep(other, !mask::<Nine>(&[2, 6]));
            }
        }
        let d = Technique::RemotePair.find(&c).expect("a remote pair");
        let (two, six) = (digit::<Nine>(2), digit::<Nine>(6));
        assert_eq!(d.eliminations(), [(cell(1, 1), two), (cell(1, 1), six)]);
        let Deduction::RemotePair(pair) = &d else {
            panic!("a remote pair")
        };
        let cells: std::vec::Vec<_> = chain.iter().map(|&(r, col)| cell(r, col)).collect();
        assert_eq!(pair.chain, cells[..]);
        assert_eq!(
            d.to_string(),
            "Remote pair: 6 cells of 2 or 6 alternate from r1c1 to r9c2: r2c2 loses both"
        );
    }

    #[test]
    fn three_cells_are_no_remote_pair() {
        let mut c = Candidates::<Nine>::new();
        for (r, col) in [(0, 0), (0, 4), (4, 4)] {
            c.keep(cell(r, col), mask::<Nine>(&[2, 6]));
        }
        assert_eq!(Technique::RemotePair.find(&c), None);
    }
}
