//! Colouring: the strong links of one digit (units where it has two places) join its cells
//! into clusters, each coloured in two colours that alternate along the links, so that in each
//! cluster the digit lies in every cell of one colour and in no cell of the other (HoDoKu's
//! `ColoringSolver`). A [`Colouring`] names the digit, the cluster's colours, the links drawn,
//! the cells that see each other and prove the step, and what goes.
//!
//! - **Simple colouring**, one cluster: a *wrap* (two cells of one colour see each other: that
//!   colour is false, all its cells lose the digit) or a *trap* (a cell outside that sees both
//!   colours loses the digit).
//! - **Multi-colouring**, two clusters: a *multi trap* (HoDoKu's "Multi Colors 1": a cell of
//!   one colour of each cluster see each other, so one of the two other colours is true: cells
//!   seeing both lose the digit) or a *multi wrap* ("Multi Colors 2": a colour sees both colours
//!   of the other cluster, so it is false).
//!
//! Clusters are numbered from their first cell, row by row, and coloured from it (its colour
//! first), digit by digit, as HoDoKu does; a wrap is looked for before a trap, a multi wrap
//! before a multi trap.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::{Highlight, LINKS, Link, LinkKind, Node},
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::bits,
};
use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    size::{Array, Nine, Size},
    text::{In, Lang},
};

/// Which colouring step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColouringKind {
    /// Simple colouring: cells outside the cluster see both colours.
    Trap,
    /// Simple colouring: two cells of the first colour see each other.
    Wrap,
    /// Multi-colouring: a cell of each cluster's first colour see each other; cells seeing both
    /// second colours lose the digit.
    MultiTrap,
    /// Multi-colouring: the first colour sees both colours of the other cluster.
    MultiWrap,
}

/// A colouring step on one digit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Colouring<S: Size = Nine> {
    /// Which step.
    pub kind: ColouringKind,
    /// The coloured digit.
    pub digit: Digit<S>,
    /// The cluster's two colours: the digit is in every cell of one and in none of the other.
    /// A wrap's and a multi wrap's first colour is the one that goes.
    pub colours: [CellSet<S>; 2],
    /// The second cluster's colours (multi-colouring; empty sets otherwise).
    pub others: [CellSet<S>; 2],
    /// The strong links joining each cluster's cells (as many as the board has room for).
    pub links: Vec<[Cell<S>; 2], LINKS>,
    /// The cells that see each other and prove the step: a wrap's two cells of the first colour;
    /// a multi trap's cells of the two first colours; a multi wrap's cells of the first colour
    /// and of each colour of the other cluster (two pairs); none for a trap.
    pub seeing: Vec<[Cell<S>; 2], 2>,
    /// The digit in the cells that go.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for Colouring<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            ColouringKind::Trap | ColouringKind::Wrap => Technique::SimpleColouring,
            ColouringKind::MultiTrap | ColouringKind::MultiWrap => Technique::MultiColouring,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let digit = self.digit;
        let removed = highlight.removed;
        for set in self.colours.iter().chain(&self.others) {
            for cell in set.iter().filter(|&c| !removed.contains(c, digit)) {
                highlight.prove(cell, digit.bit());
            }
        }
        // The units of the cells that see each other: where to look.
        for &[a, b] in &self.seeing {
            if let Some(&unit) = a.units().iter().find(|u| b.units().contains(u)) {
                highlight.shade([unit]);
            }
        }
        for &[a, b] in &self.links {
            highlight.link(Link {
                from: Node::cell(a, digit),
                to: Node::cell(b, digit),
                kind: LinkKind::Strong,
            });
        }
        for &[a, b] in &self.seeing {
            if highlight.links.len() < LINKS {
                highlight.link(Link {
                    from: Node::cell(a, digit),
                    to: Node::cell(b, digit),
                    kind: LinkKind::Weak,
                });
            }
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let digit = self.digit;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        let see = if say::one_target(&self.eliminations) {
            "sees"
        } else {
            "see"
        };
        let pair = |i: usize| self.seeing[i].map(|c| In(lang, c));
        match self.kind {
            ColouringKind::Trap => write!(
                f,
                "strong links on {digit} in two colours: {targets} {see} both and {loses} {digit}"
            ),
            ColouringKind::Wrap => {
                let [a, b] = pair(0);
                write!(
                    f,
                    "strong links on {digit} in two colours: {a} and {b} share one and see each other, so it loses {digit}"
                )
            }
            ColouringKind::MultiTrap => {
                let [a, b] = pair(0);
                write!(
                    f,
                    "on {digit}: {a} and {b} see each other, so one other colour holds it; {targets} {see} both, {loses} it"
                )
            }
            ColouringKind::MultiWrap => {
                let ([a, b], [_, c]) = (pair(0), pair(1));
                write!(
                    f,
                    "on {digit}: the colour of {a} sees {b} and {c}, both colours of the other, so it loses {digit}"
                )
            }
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let digit = self.digit;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        let see = if say::one_target(&self.eliminations) {
            "voit"
        } else {
            "voient"
        };
        let pair = |i: usize| self.seeing[i].map(|c| In(lang, c));
        match self.kind {
            ColouringKind::Trap => write!(
                f,
                "liens forts sur le {digit} en deux couleurs\u{a0}: {targets} {see} les deux et {loses} le {digit}"
            ),
            ColouringKind::Wrap => {
                let [a, b] = pair(0);
                write!(
                    f,
                    "liens forts sur le {digit} en deux couleurs\u{a0}: {a} et {b}, de même couleur, se voient\u{a0}; cette couleur perd le {digit}"
                )
            }
            ColouringKind::MultiTrap => {
                let [a, b] = pair(0);
                write!(
                    f,
                    "sur le {digit}\u{a0}: {a} et {b} se voient, donc une autre couleur l'a\u{a0}; {targets} {see} les deux, {loses} le {digit}"
                )
            }
            ColouringKind::MultiWrap => {
                let ([a, b], [_, c]) = (pair(0), pair(1));
                write!(
                    f,
                    "sur le {digit}\u{a0}: la couleur de {a} voit {b} et {c}, les deux couleurs de l'autre, et perd le {digit}"
                )
            }
        }
    }
}

/// The clusters of one digit: each cell's cluster and colour.
struct Clusters<S: Size> {
    digit: Digit<S>,
    /// Per cell: 0 outside every cluster, else `2 * (cluster + 1) + colour`.
    code: S::Cells<u16>,
    /// Number of clusters.
    count: usize,
}

impl<S: Size> Clusters<S> {
    /// Colours the strong links of `digit` in `c`, cluster by cluster from the first cell left.
    fn of(c: &Candidates<S>, digit: Digit<S>) -> Self {
        let mut clusters = Clusters {
            digit,
            code: S::Cells::filled(0),
            count: 0,
        };
        for seed in Cell::<S>::all() {
            if clusters.code[seed.index()] != 0 || partners(c, seed, digit).next().is_none() {
                continue;
            }
            let base = 2 * (clusters.count as u16 + 1);
            clusters.count += 1;
            clusters.code[seed.index()] = base;
            // Breadth first: at most CELLS cells are queued.
            let mut queue: Vec<Cell<S>, 256> = Vec::new();
            push(&mut queue, seed);
            let mut next = 0;
            while let Some(&cell) = queue.get(next) {
                next += 1;
                let colour = clusters.code[cell.index()] & 1;
                for partner in partners(c, cell, digit) {
                    if clusters.code[partner.index()] == 0 {
                        clusters.code[partner.index()] = base + (colour ^ 1);
                        push(&mut queue, partner);
                    }
                }
            }
        }
        clusters
    }

    /// The cells of cluster `k`'s colour `colour`.
    fn colour(&self, k: usize, colour: u16) -> CellSet<S> {
        let code = 2 * (k as u16 + 1) + colour;
        Cell::<S>::all()
            .filter(|c| self.code[c.index()] == code)
            .collect()
    }

    /// Cluster `k`'s two colours.
    fn colours(&self, k: usize) -> [CellSet<S>; 2] {
        [self.colour(k, 0), self.colour(k, 1)]
    }

    /// Adds cluster `k`'s strong links (those its colouring went through, the first cell
    /// reaching each other one) to `links`, while there is room.
    fn links(&self, c: &Candidates<S>, k: usize, links: &mut Vec<[Cell<S>; 2], LINKS>) {
        let mut reached = CellSet::<S>::new();
        let mut queue: Vec<Cell<S>, 256> = Vec::new();
        if let Some(seed) = self.colour(k, 0).iter().next() {
            reached.insert(seed);
            push(&mut queue, seed);
        }
        let mut next = 0;
        while let Some(&cell) = queue.get(next) {
            next += 1;
            for partner in partners(c, cell, self.digit) {
                if !reached.contains(partner) {
                    reached.insert(partner);
                    push(&mut queue, partner);
                    if links.push([cell, partner]).is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// The cells joined to `cell` by a strong link on `digit`: the other place of each of its units
/// where the digit has two.
fn partners<S: Size>(
    c: &Candidates<S>,
    cell: Cell<S>,
    digit: Digit<S>,
) -> impl Iterator<Item = Cell<S>> + '_ {
    let has = c.has(cell, digit);
    cell.units().into_iter().filter_map(move |u| {
        let places = c.places(u, digit);
        if !has || places.count_ones() != 2 || c.fixed_digits(u) & digit.bit() != 0 {
            return None;
        }
        bits(places).map(|i| u.cell(i)).find(|&o| o != cell)
    })
}

/// A cell of `a` and a cell of `b` that see each other, if any.
fn seeing<S: Size>(a: &CellSet<S>, b: &CellSet<S>) -> Option<[Cell<S>; 2]> {
    a.iter()
        .find_map(|x| b.iter().find(|&y| x.sees(y)).map(|y| [x, y]))
}

/// Two cells of `set` that see each other, if any.
fn clash<S: Size>(set: &CellSet<S>) -> Option<[Cell<S>; 2]> {
    set.iter().find_map(|x| {
        set.iter()
            .filter(|&y| y.index() > x.index())
            .find(|&y| x.sees(y))
            .map(|y| [x, y])
    })
}

/// The digit in the open cells outside `a` and `b` that see a cell of each.
fn seeing_both<S: Size>(
    c: &Candidates<S>,
    digit: Digit<S>,
    a: &CellSet<S>,
    b: &CellSet<S>,
) -> Eliminations<S> {
    let mut eliminations = Eliminations::new();
    for cell in Cell::<S>::all() {
        if c.has(cell, digit)
            && !a.contains(cell)
            && !b.contains(cell)
            && a.iter().any(|x| x.sees(cell))
            && b.iter().any(|y| y.sees(cell))
            && eliminations.push((cell, digit)).is_err()
        {
            break;
        }
    }
    eliminations
}

/// The digit in every cell of `set` (a false colour), as far as there is room.
fn all_of<S: Size>(digit: Digit<S>, set: &CellSet<S>) -> Eliminations<S> {
    set.iter().map(|cell| (cell, digit)).take(64).collect()
}

/// Simple colouring: a wrap or a trap in one cluster (digits in order).
pub(super) fn simple<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(Digit::<S>::all(), |digit| {
        let clusters = Clusters::of(c, digit);
        (0..clusters.count).find_map(|k| {
            let colours = clusters.colours(k);
            let found = (0..2)
                .find_map(|i| {
                    let pair = clash(&colours[i])?;
                    let colours = [colours[i], colours[1 - i]];
                    let eliminations = all_of(digit, &colours[0]);
                    Some((ColouringKind::Wrap, colours, Some(pair), eliminations))
                })
                .or_else(|| {
                    let eliminations = seeing_both(c, digit, &colours[0], &colours[1]);
                    (!eliminations.is_empty()).then_some((
                        ColouringKind::Trap,
                        colours,
                        None,
                        eliminations,
                    ))
                });
            let (kind, colours, pair, eliminations) = found?;
            let mut links = Vec::new();
            clusters.links(c, k, &mut links);
            Some(Deduction::Colouring(Colouring {
                kind,
                digit,
                colours,
                others: [CellSet::new(); 2],
                links,
                seeing: pair.into_iter().collect(),
                eliminations,
            }))
        })
    })
}

/// Multi-colouring: a multi wrap or a multi trap between two clusters of one digit (digits in
/// order, then every ordered pair of clusters).
pub(super) fn multi<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(Digit::<S>::all(), |digit| {
        let clusters = Clusters::of(c, digit);
        let n = clusters.count;
        let pairs = (0..n).flat_map(|i| (0..n).filter(move |&j| j != i).map(move |j| (i, j)));
        pairs.into_iter().find_map(|(i, j)| {
            let (a, b) = (clusters.colours(i), clusters.colours(j));
            let found = multi_wrap(digit, &a, &b).or_else(|| multi_trap(c, digit, &a, &b));
            let (kind, colours, others, seeing, eliminations) = found?;
            let mut links = Vec::new();
            clusters.links(c, i, &mut links);
            clusters.links(c, j, &mut links);
            Some(Deduction::Colouring(Colouring {
                kind,
                digit,
                colours,
                others,
                links,
                seeing,
                eliminations,
            }))
        })
    })
}

/// What a multi-colouring finder found: the kind, the colours (the first of each cluster as the
/// step names it), the cells seeing each other and what goes.
type Found<S> = (
    ColouringKind,
    [CellSet<S>; 2],
    [CellSet<S>; 2],
    Vec<[Cell<S>; 2], 2>,
    Eliminations<S>,
);

/// A colour of `a` that sees both colours of `b`: it is false.
fn multi_wrap<S: Size>(
    digit: Digit<S>,
    a: &[CellSet<S>; 2],
    b: &[CellSet<S>; 2],
) -> Option<Found<S>> {
    (0..2).find_map(|i| {
        let first = seeing(&a[i], &b[0])?;
        let second = seeing(&a[i], &b[1])?;
        let seeing = [first, second].into_iter().collect();
        Some((
            ColouringKind::MultiWrap,
            [a[i], a[1 - i]],
            *b,
            seeing,
            all_of(digit, &a[i]),
        ))
    })
}

/// A colour of `a` and a colour of `b` that see each other: the two other colours are not both
/// false, and cells seeing both lose the digit.
fn multi_trap<S: Size>(
    c: &Candidates<S>,
    digit: Digit<S>,
    a: &[CellSet<S>; 2],
    b: &[CellSet<S>; 2],
) -> Option<Found<S>> {
    (0..4).find_map(|k| {
        let (i, j) = (k / 2, k % 2);
        let pair = seeing(&a[i], &b[j])?;
        let eliminations = seeing_both(c, digit, &a[1 - i], &b[1 - j]);
        (!eliminations.is_empty()).then(|| {
            (
                ColouringKind::MultiTrap,
                [a[i], a[1 - i]],
                [b[j], b[1 - j]],
                [pair].into_iter().collect(),
                eliminations,
            )
        })
    })
}

#[cfg(test)]
mod tests;
