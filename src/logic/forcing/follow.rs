//! What a premise implies, followed by single links (a forcing chain) or by singles (a forcing
//! net), and the literals that show a contradiction.

use heapless::Vec;

use super::PREMISES;
use crate::{
    cell::Cell,
    digit::Digit,
    logic::{
        candidates::Candidates,
        chains::graph::{Explorer, Links, Lit},
        grade::place_singles,
        highlight::{LINKS, Link, LinkKind},
        units::{digits, scan_order},
    },
    size::{Array, Size},
};

/// What a premise implies: per cell, the digits made true and those made false, and whether
/// they contradict each other.
#[derive(Clone, Copy)]
pub(super) struct Implied<S: Size> {
    pub(super) on: S::Cells<u16>,
    pub(super) off: S::Cells<u16>,
    pub(super) contradiction: bool,
}

impl<S: Size> Implied<S> {
    /// Everything (the neutral of [`Implied::meet`]).
    pub(super) fn all() -> Self {
        Implied {
            on: S::Cells::filled(u16::MAX),
            off: S::Cells::filled(u16::MAX),
            contradiction: false,
        }
    }

    /// Keeps what `other` implies too.
    pub(super) fn meet(&mut self, other: &Self) {
        for i in 0..S::CELLS {
            self.on[i] &= other.on[i];
            self.off[i] &= other.off[i];
        }
    }

    /// Whether `on` and `off` contradict each other, or leave a cell without candidates or a
    /// digit without a place, in `c`.
    pub(super) fn contradicts(&self, c: &Candidates<S>) -> bool {
        let open = |x: Cell<S>| c.is_open(x);
        if Cell::<S>::all().any(|x| {
            let i = x.index();
            self.on[i] & self.off[i] != 0
                || (open(x) && c.mask(x) & !self.off[i] == 0)
                || self.on[i].count_ones() > 1
        }) {
            return true;
        }
        scan_order::<S>().any(|u| {
            digits::<S>(c.missing_digits(u)).any(|d| {
                c.cells_with(u, d)
                    .all(|x| self.off[x.index()] & d.bit() != 0)
            })
        })
    }
}

/// How a premise is followed: by single links (a chain) or by singles (a net).
pub(super) struct Follow<'a, S: Size> {
    pub(super) c: &'a Candidates<S>,
    pub(super) net: bool,
    pub(super) explorer: Explorer<S>,
}

impl<S: Size> Follow<'_, S> {
    /// What `digit` in `cell` true (or false, if not `on`) implies.
    pub(super) fn implied(&mut self, cell: Cell<S>, digit: Digit<S>, on: bool) -> Implied<S> {
        let mut implied: Implied<S> = Implied {
            on: S::Cells::filled(0),
            off: S::Cells::filled(0),
            contradiction: false,
        };
        let c = self.c;
        if self.net {
            let mut net = *c;
            if on {
                net.place(cell, digit);
            } else {
                net.remove(cell, digit);
            }
            place_singles(&mut net);
            for x in Cell::<S>::all().filter(|&x| c.is_open(x)) {
                let i = x.index();
                if !net.is_open(x) {
                    implied.on[i] = net.mask(x);
                }
                implied.off[i] = c.mask(x) & !net.mask(x);
            }
            implied.contradiction = net.contradiction().is_some();
        } else {
            let premise = Lit::cand(cell, digit, on);
            self.explorer
                .walk(c, Links::Cells, premise, usize::MAX, |_, _| None::<()>);
            for lit in self.explorer.reached_lits() {
                if let Some(x) = lit.cell::<S>() {
                    let table = if lit.on() {
                        &mut implied.on
                    } else {
                        &mut implied.off
                    };
                    table[x.index()] |= lit.digit::<S>().bit();
                }
            }
            implied.contradiction = implied.contradicts(c);
        }
        implied
    }

    /// The links from the premise to `goal` (a chain's; nothing for a net), added to `links`.
    pub(super) fn links_to(&mut self, premise: Lit, goal: Lit, links: &mut Vec<Link<S>, LINKS>) {
        if self.net {
            return;
        }
        let c = self.c;
        self.explorer
            .walk(c, Links::Cells, premise, usize::MAX, |_, l| {
                (l == goal).then_some(())
            });
        let path: Vec<Lit, 128> = self.explorer.path(goal);
        for pair in path.windows(2) {
            let link = Link {
                from: pair[0].node(c),
                to: pair[1].node(c),
                kind: if pair[0].on() {
                    LinkKind::Weak
                } else {
                    LinkKind::Strong
                },
            };
            if links.push(link).is_err() {
                return;
            }
        }
    }

    /// The literals that show the contradiction of `implied`: a candidate made true and false,
    /// else the candidates of a cell all made false, else a digit's places in a unit all made
    /// false (for a contradiction's links).
    pub(super) fn clash(&self, implied: &Implied<S>) -> Vec<Lit, PREMISES> {
        let c = self.c;
        let mut goals = Vec::new();
        if let Some((x, d)) = Cell::<S>::all().find_map(|x| {
            let both = implied.on[x.index()] & implied.off[x.index()];
            digits::<S>(both).next().map(|d| (x, d))
        }) {
            let _ = goals.push(Lit::cand(x, d, true));
            let _ = goals.push(Lit::cand(x, d, false));
        } else if let Some(x) =
            Cell::<S>::all().find(|&x| c.is_open(x) && c.mask(x) & !implied.off[x.index()] == 0)
        {
            for d in digits::<S>(c.mask(x)) {
                let _ = goals.push(Lit::cand(x, d, false));
            }
        } else if let Some((u, d)) = scan_order::<S>().find_map(|u| {
            digits::<S>(c.missing_digits(u))
                .find(|&d| {
                    c.cells_with(u, d)
                        .all(|x| implied.off[x.index()] & d.bit() != 0)
                })
                .map(|d| (u, d))
        }) {
            for x in c.cells_with(u, d) {
                let _ = goals.push(Lit::cand(x, d, false));
            }
        }
        goals
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::*;
    use super::*;
    use crate::size::Nine;

    /// The chain of `digit` in `cell` true.
    fn chain_from(c: &Candidates<Nine>, cell: Cell<Nine>, digit: Digit<Nine>) -> Implied<Nine> {
        let mut follow = Follow {
            c,
            net: false,
            explorer: Explorer::new(),
        };
        follow.implied(cell, digit, true)
    }

    #[test]
    fn a_cell_left_without_candidates_is_a_contradiction_shown_by_its_candidates() {
        // r1c1 holds 1, 2 or 3; (4)r1c2 true makes r1c5 1, r3c3 2 and r2c2 3, all peers of
        // r1c1: nothing is both true and false, but r1c1 has no candidate left.
        let c = with(&[
            ((0, 0), &[1, 2, 3]),
            ((0, 4), &[1, 4]),
            ((2, 2), &[2, 4]),
            ((1, 1), &[3, 4]),
        ]);
        let implied = chain_from(&c, cell(0, 1), digit(4));
        assert!(implied.contradiction);
        let follow = Follow {
            c: &c,
            net: false,
            explorer: Explorer::new(),
        };
        let r1c1 = |d| Lit::cand(cell::<Nine>(0, 0), digit(d), false);
        assert_eq!(
            follow.clash(&implied).as_slice(),
            [r1c1(1), r1c1(2), r1c1(3)]
        );
    }

    #[test]
    fn a_digit_left_without_a_place_in_a_unit_is_a_contradiction_shown_by_its_places() {
        // The 5 of box 9 only in row 9: (5)r9c1 true takes all three places.
        let mut c = Candidates::<Nine>::new();
        for (r, col) in (6..8).flat_map(|r| (6..9).map(move |col| (r, col))) {
            c.remove(cell(r, col), digit(5));
        }
        let implied = chain_from(&c, cell(8, 0), digit(5));
        assert!(implied.contradiction);
        let follow = Follow {
            c: &c,
            net: false,
            explorer: Explorer::new(),
        };
        let r9 = |col| Lit::cand(cell::<Nine>(8, col), digit(5), false);
        assert_eq!(follow.clash(&implied).as_slice(), [r9(6), r9(7), r9(8)]);
    }
}
