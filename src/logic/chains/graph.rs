//! The graph chains walk: its nodes (a candidate, or a digit's candidates in one line inside one
//! box, a group), their links (strong: one of the two is true; weak: not both are), and a
//! breadth-first [`Explorer`] of the implications from one premise.
//!
//! A [`Lit`] is a node said true or false. From a true node, the weak links make nodes false
//! (its peers with its digit, the other digits of its cell); from a false node, the strong
//! links make nodes true (the digit's last place in a unit, the other digit of a bivalue cell).
//! Which links exist depends on the chain being looked for ([`Links`]): one digit (X-chains),
//! bivalue cells (XY-chains), any candidate, or groups as well.
//!
//! The explorer keeps, for every literal, the literal it was reached from, in tables of the
//! grid's size (no heap): a path is read back from them, shortest first since the walk is
//! breadth-first. An explorer takes 20 KiB of stack on 9x9 and 64 KiB on 16x16 (four tables of
//! a `u16` per literal for the parents, four for the queue): the PSP app thread's stack is 1 MiB.

use heapless::Vec;

use super::super::{
    candidates::Candidates,
    highlight::Node,
    units::{BOX, COL, ROW, bits, place_in, slot, unit},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Array, Size},
};

/// The links a walk may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(in crate::logic) enum Links {
    /// One digit's links between cells (X-chains).
    X,
    /// Bivalue cells (strong inside a cell, weak between cells with the same digit).
    XY,
    /// Every candidate's links.
    Cells,
    /// Every candidate's links, and groups'.
    Grouped,
}

/// A node said true or false, packed in 14 bits: digit index (bits 0-3), cell or group index
/// (4-11), group (12), true (13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(in crate::logic) struct Lit(u16);

impl Lit {
    const GROUP: u16 = 1 << 12;
    const ON: u16 = 1 << 13;

    /// `digit` in `cell`, true if `on`.
    pub(in crate::logic) fn cand<S: Size>(cell: Cell<S>, digit: Digit<S>, on: bool) -> Lit {
        Lit((cell.index() as u16) << 4 | digit.index() as u16 | if on { Self::ON } else { 0 })
    }

    /// `digit` in group `g` (see [`group_cells`]), true if `on`.
    fn group(g: usize, digit: usize, on: bool) -> Lit {
        Lit((g as u16) << 4 | digit as u16 | Self::GROUP | if on { Self::ON } else { 0 })
    }

    /// Whether the node is said true.
    pub(in crate::logic) fn on(self) -> bool {
        self.0 & Self::ON != 0
    }

    /// Whether the node is a group.
    pub(in crate::logic) fn is_group(self) -> bool {
        self.0 & Self::GROUP != 0
    }

    /// The same node, said the other way.
    pub(in crate::logic) fn negate(self) -> Lit {
        Lit(self.0 ^ Self::ON)
    }

    /// The cell or group index.
    fn index(self) -> usize {
        usize::from(self.0 >> 4 & 0xff)
    }

    /// The digit.
    pub(in crate::logic) fn digit<S: Size>(self) -> Digit<S> {
        Digit::from_index(usize::from(self.0 & 0xf)).expect("a literal's digit is the grid's")
    }

    /// The cell of a candidate's node.
    pub(in crate::logic) fn cell<S: Size>(self) -> Option<Cell<S>> {
        if self.is_group() {
            None
        } else {
            Cell::from_index(self.index())
        }
    }

    /// The node's cells: a line and the places in it (see [`Unit::cell`]).
    fn cells<S: Size>(self, c: &Candidates<S>) -> (Unit<S>, u16) {
        match self.cell::<S>() {
            Some(cell) => (unit(ROW, cell.row()), 1 << cell.col()),
            None => group_cells(c, self.index(), self.digit()),
        }
    }

    /// The node as the board draws it.
    pub(in crate::logic) fn node<S: Size>(self, c: &Candidates<S>) -> Node<S> {
        match self.cell::<S>() {
            Some(cell) => Node::cell(cell, self.digit()),
            None => {
                let (line, places) = group_cells(c, self.index(), self.digit());
                Node::group(line, places, self.digit())
            }
        }
    }

    /// The units holding every cell of the node: a cell's three, a group's line and box.
    fn units<S: Size>(self, c: &Candidates<S>) -> Vec<Unit<S>, 3> {
        match self.cell::<S>() {
            Some(cell) => cell.units().into_iter().collect(),
            None => {
                let (line, places) = self.cells(c);
                let cell = line.cell(places.trailing_zeros() as usize);
                [line, unit(BOX, cell.box_index())].into_iter().collect()
            }
        }
    }

    /// Whether `cell` is one of the node's.
    fn holds<S: Size>(self, c: &Candidates<S>, cell: Cell<S>) -> bool {
        let (line, places) = self.cells(c);
        let (kind, index) = slot(line);
        let (i, at) = place_in(kind, cell);
        i == index && places & 1 << at != 0
    }
}

/// Groups of a digit: `2 * SIDE * BOX` of them, the `BOX` segments of each row, then of each
/// column. Group `g`'s line and its places holding `digit` (fewer than two: no group).
fn group_cells<S: Size>(c: &Candidates<S>, g: usize, digit: Digit<S>) -> (Unit<S>, u16) {
    let per_kind = S::SIDE * S::BOX;
    let kind = if g < per_kind { ROW } else { COL };
    let (line, segment) = (g % per_kind / S::BOX, g % S::BOX);
    let line = unit::<S>(kind, line);
    let segment_places = (((1u32 << S::BOX) - 1) << (segment * S::BOX)) as u16;
    (line, c.places(line, digit) & segment_places)
}

/// The group whose cells are exactly `places` of `unit` for `digit`, if they form one.
fn group_of<S: Size>(c: &Candidates<S>, u: Unit<S>, places: u16, digit: Digit<S>) -> Option<usize> {
    if places.count_ones() < 2 {
        return None;
    }
    let cells = || bits(places).map(move |i| u.cell(i));
    let first = cells().next()?;
    let (kind, line) = if cells().all(|x| x.row() == first.row()) {
        (ROW, first.row())
    } else if cells().all(|x| x.col() == first.col()) {
        (COL, first.col())
    } else {
        return None;
    };
    if cells().any(|x| x.box_index() != first.box_index()) {
        return None;
    }
    let (_, at) = place_in(kind, first);
    let g = (kind * S::SIDE + line) * S::BOX + at / S::BOX;
    // The group is every place of the digit in its segment: `places`, all among them, must be
    // as many.
    let (_, gp) = group_cells(c, g, digit);
    (gp.count_ones() == places.count_ones()).then_some(g)
}

/// Whether two nodes are weakly linked: not both true (a candidate's peers with its digit, the
/// other digits of its cell; nodes with the same digit whose cells all see each other).
pub(in crate::logic) fn weak<S: Size>(c: &Candidates<S>, a: Lit, b: Lit) -> bool {
    match (a.cell::<S>(), b.cell::<S>()) {
        (Some(x), Some(y)) => {
            (x == y && a.digit::<S>() != b.digit::<S>())
                || (a.digit::<S>() == b.digit::<S>() && x.sees(y))
        }
        _ => {
            if a.digit::<S>() != b.digit::<S>() {
                return false;
            }
            let ((la, pa), (lb, pb)) = (a.cells(c), b.cells(c));
            bits(pa).all(|i| bits(pb).all(|j| la.cell(i).sees(lb.cell(j))))
        }
    }
}

/// Calls `f` on every literal `lit` implies through one link of `links`.
fn implied<S: Size>(c: &Candidates<S>, links: Links, lit: Lit, mut f: impl FnMut(Lit)) {
    let digit = lit.digit::<S>();
    let cell = lit.cell::<S>();
    if lit.on() {
        // Weak links: the node's peers with its digit go.
        for u in lit.units(c) {
            for x in c.cells_with(u, digit) {
                if lit.holds(c, x) || (links == Links::XY && c.count(x) != 2) {
                    continue;
                }
                f(Lit::cand(x, digit, false));
            }
        }
        if links == Links::Grouped {
            for g in 0..2 * S::SIDE * S::BOX {
                let other = Lit::group(g, digit.index(), false);
                if other.negate() != lit
                    && group_cells(c, g, digit).1.count_ones() >= 2
                    && weak(c, lit, other)
                {
                    f(other);
                }
            }
        }
        if let (Some(x), Links::Cells | Links::Grouped) = (cell, links) {
            for d in super::super::units::digits::<S>(c.mask(x) & !digit.bit()) {
                f(Lit::cand(x, d, false));
            }
        }
    } else {
        // Strong links: the digit's other places in a unit holding the node.
        if links != Links::XY {
            for u in lit.units(c) {
                let (kind, index) = slot(u);
                let mut rest = c.places(u, digit);
                let (line, places) = lit.cells(c);
                for x in bits(places).map(|i| line.cell(i)) {
                    let (i, at) = place_in(kind, x);
                    if i == index {
                        rest &= !(1 << at);
                    }
                }
                if rest.count_ones() == 1 {
                    f(Lit::cand(
                        u.cell(rest.trailing_zeros() as usize),
                        digit,
                        true,
                    ));
                } else if links == Links::Grouped
                    && let Some(g) = group_of(c, u, rest, digit)
                {
                    f(Lit::group(g, digit.index(), true));
                }
            }
        }
        if let (Some(x), false) = (cell, links == Links::X)
            && c.count(x) == 2
        {
            let other = c.mask(x) & !digit.bit();
            let d = Digit::from_index(other.trailing_zeros() as usize).expect("a bivalue cell");
            f(Lit::cand(x, d, true));
        }
    }
}

/// A table with a `u16` for every literal, of the grid's size.
type Table<S> = [<S as Size>::Cells<[u16; 16]>; 4];

/// Not reached.
const NONE: u16 = u16::MAX;

/// A breadth-first walk of the implications of one premise (see the module docs).
#[derive(Debug)]
pub(in crate::logic) struct Explorer<S: Size> {
    /// Per literal, the literal it was reached from (the premise: itself), or [`NONE`].
    parent: Table<S>,
    /// The literals reached, in the order they were.
    queue: Table<S>,
    /// How many literals were reached.
    len: usize,
}

impl<S: Size> Explorer<S> {
    /// An explorer with nothing reached.
    pub(in crate::logic) fn new() -> Self {
        Explorer {
            parent: [S::Cells::filled([NONE; 16]); 4],
            queue: [S::Cells::filled([NONE; 16]); 4],
            len: 0,
        }
    }

    /// The slot of `lit` in a table.
    fn slot(lit: Lit) -> (usize, usize, usize) {
        let table = usize::from(lit.on()) * 2 + usize::from(lit.is_group());
        (table, lit.index(), usize::from(lit.0 & 0xf))
    }

    /// The literal `lit` was reached from (itself for the premise), if it was reached.
    pub(in crate::logic) fn parent(&self, lit: Lit) -> Option<Lit> {
        let (t, i, d) = Self::slot(lit);
        let p = self.parent[t][i][d];
        (p != NONE).then_some(Lit(p))
    }

    /// Whether `lit` was reached.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(in crate::logic) fn reached(&self, lit: Lit) -> bool {
        self.parent(lit).is_some()
    }

    /// The literals reached, in the order they were.
    pub(in crate::logic) fn reached_lits(&self) -> impl Iterator<Item = Lit> + '_ {
        (0..self.len).map(|i| self.queued(i))
    }

    /// The `i`-th literal reached.
    fn queued(&self, i: usize) -> Lit {
        let per = S::CELLS * 16;
        Lit(self.queue[i / per][i % per / 16][i % 16])
    }

    /// Marks `lit` reached from `from` and queues it; whether it was new.
    ///
    /// A literal is queued only when its parent slot is first set, and the queue has as many
    /// slots as the parent table, so it never fills: no bound is checked.
    fn reach(&mut self, lit: Lit, from: Lit) -> bool {
        let (t, i, d) = Self::slot(lit);
        if self.parent[t][i][d] != NONE {
            return false;
        }
        self.parent[t][i][d] = from.0;
        let (per, n) = (S::CELLS * 16, self.len);
        self.queue[n / per][n % per / 16][n % 16] = lit.0;
        self.len += 1;
        true
    }

    /// Walks from `premise` through `links`, at most `depth` links deep; `found` is called on
    /// each literal when first reached (shortest path first) and the walk stops at the first
    /// `Some` it returns.
    pub(in crate::logic) fn walk<T>(
        &mut self,
        c: &Candidates<S>,
        links: Links,
        premise: Lit,
        depth: usize,
        mut found: impl FnMut(&Self, Lit) -> Option<T>,
    ) -> Option<T> {
        for i in 0..self.len {
            let (t, x, d) = Self::slot(self.queued(i));
            self.parent[t][x][d] = NONE;
        }
        self.len = 0;
        self.reach(premise, premise);
        let (mut head, mut layer_end, mut level) = (0, 1, 0);
        while head < self.len {
            if head == layer_end {
                layer_end = self.len;
                level += 1;
            }
            if level >= depth {
                break;
            }
            let lit = self.queued(head);
            head += 1;
            // At most 3 * 16 peers, 2 * 16 * 4 groups and 16 digits: 192.
            let mut next: Vec<Lit, 256> = Vec::new();
            implied(c, links, lit, |n| {
                let _ = next.push(n);
            });
            for n in next {
                if self.reach(n, lit)
                    && let Some(t) = found(self, n)
                {
                    return Some(t);
                }
            }
        }
        None
    }

    /// The path from the premise to `lit`, premise first (at most `N` literals; empty if
    /// `lit` was not reached or the path is longer).
    pub(in crate::logic) fn path<const N: usize>(&self, lit: Lit) -> Vec<Lit, N> {
        let mut path: Vec<Lit, N> = Vec::new();
        let mut at = lit;
        while let Some(p) = self.parent(at) {
            if path.push(at).is_err() {
                return Vec::new();
            }
            if p == at {
                path.reverse();
                return path;
            }
            at = p;
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::tests::*;
    use super::*;
    use crate::size::Nine;

    #[test]
    fn literals_pack_a_candidate_or_a_group() {
        let a = Lit::cand(cell::<Nine>(4, 7), digit(3), true);
        assert!(a.on() && !a.is_group());
        assert_eq!(a.cell::<Nine>(), Some(cell(4, 7)));
        assert_eq!(a.digit::<Nine>(), digit(3));
        assert!(!a.negate().on());
        let g = Lit::group(5, 2, false);
        assert!(g.is_group() && g.cell::<Nine>().is_none());
    }

    #[test]
    fn a_bivalue_cell_and_a_conjugate_pair_make_strong_links() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 0), mask::<Nine>(&[1, 2]));
        // The 1 of row 1 only in r1c1 and r1c5.
        for col in (1..9).filter(|&x| x != 4) {
            c.remove(cell(0, col), digit(1));
        }
        let mut seen = std::vec::Vec::new();
        implied(
            &c,
            Links::Cells,
            Lit::cand(cell::<Nine>(0, 0), digit(1), false),
            |l| seen.push(l),
        );
        assert!(seen.contains(&Lit::cand(cell::<Nine>(0, 4), digit(1), true)));
        assert!(seen.contains(&Lit::cand(cell::<Nine>(0, 0), digit(2), true)));
        let mut x_only = std::vec::Vec::new();
        implied(
            &c,
            Links::X,
            Lit::cand(cell::<Nine>(0, 0), digit(1), false),
            |l| x_only.push(l),
        );
        assert_eq!(x_only, [Lit::cand(cell::<Nine>(0, 4), digit(1), true)]);
    }

    #[test]
    fn a_walk_reads_back_the_shortest_path() {
        let mut c = Candidates::<Nine>::new();
        c.keep(cell(0, 0), mask::<Nine>(&[1, 2]));
        c.keep(cell(0, 4), mask::<Nine>(&[2, 3]));
        let start = Lit::cand(cell::<Nine>(0, 0), digit(1), false);
        let goal = Lit::cand(cell::<Nine>(0, 4), digit(3), true);
        let mut e = Explorer::<Nine>::new();
        let hit = e.walk(&c, Links::XY, start, 8, |_, l| (l == goal).then_some(l));
        assert_eq!(hit, Some(goal));
        assert!(e.reached(goal));
        let path: Vec<Lit, 8> = e.path(goal);
        assert_eq!(
            path.as_slice(),
            [
                start,
                Lit::cand(cell::<Nine>(0, 0), digit(2), true),
                Lit::cand(cell::<Nine>(0, 4), digit(2), false),
                goal
            ]
        );
        // Two links deep, the goal three links away is not reached.
        assert_eq!(
            e.walk(&c, Links::XY, start, 2, |_, l| (l == goal).then_some(l)),
            None
        );
        // A second walk starts afresh.
        assert_eq!(
            e.walk(&c, Links::X, start, 8, |_, l| (l == goal).then_some(l)),
            None
        );
        assert!(!e.reached(goal));
    }

    #[test]
    fn groups_are_the_rows_segments_then_the_columns() {
        let c = Candidates::<Nine>::new();
        assert_eq!(group_cells(&c, 26, digit(1)), (row(8), 0b111_000_000));
        assert_eq!(group_cells(&c, 27, digit(1)), (col(0), 0b111));
        assert_eq!(group_of(&c, col(0), 0b111, digit(1)), Some(27));
    }

    #[test]
    fn a_false_candidate_makes_the_group_of_its_digit_left_in_a_unit_true() {
        // The 1 of row 1 only in r1c1 and r1c4-r1c6.
        let mut c = Candidates::<Nine>::new();
        for col in [1, 2, 6, 7, 8] {
            c.remove(cell(0, col), digit(1));
        }
        let mut seen = std::vec::Vec::new();
        implied(
            &c,
            Links::Grouped,
            Lit::cand(cell::<Nine>(0, 0), digit(1), false),
            |l| seen.push(l),
        );
        // Group 1: row 1's second segment.
        assert!(seen.contains(&Lit::group(1, 0, true)));
        assert_eq!(
            Lit::group(1, 0, true).node(&c),
            Node::group(row(0), 0b111_000, digit(1))
        );
    }

    #[test]
    fn a_true_candidate_makes_the_groups_of_its_digit_it_sees_false() {
        let c = Candidates::<Nine>::new();
        let mut seen = std::vec::Vec::new();
        implied(
            &c,
            Links::Grouped,
            Lit::cand(cell::<Nine>(0, 0), digit(1), true),
            |l| seen.push(l),
        );
        // Row 1's second segment, column 1's last.
        assert!(seen.contains(&Lit::group(1, 0, false)));
        assert!(seen.contains(&Lit::group(29, 0, false)));
        assert_eq!(
            Lit::group(29, 0, false).node(&c),
            Node::group(col(0), 0b111_000_000, digit(1))
        );
    }
}
