//! Almost locked sets (HoDoKu's `AlsSolver`): an [`Als`] is N cells of one unit holding N+1
//! candidates between them (a two-candidate cell is one of a single cell). Take any digit out of
//! it and the rest is locked: each of its other digits lies in it.
//!
//! - **ALS-XZ** ([`AlsXz`]): two ALSs A and B sharing no cell, with a restricted common digit X
//!   (in both, and each X of A sees each X of B: X is true in one of them at most). The one
//!   without X is locked, so for any other digit Z of both, Z lies in A's or in B's Z cells:
//!   a cell outside them seeing all those Z cells loses Z.
//! - **ALS-XY-Wing** ([`AlsXyWing`]): three ALSs, a pivot C linked to A by X and to B by Y
//!   (X and Y distinct restricted common digits). C cannot lose both X and Y, so A loses X or
//!   B loses Y, and one of A and B is locked: a digit Z of both (neither X nor Y) lies in A's or
//!   B's Z cells, and a cell outside them seeing all those cells loses Z.
//!
//! The ALSs looked at have [`MOST_CELLS`] cells at most (HoDoKu takes every size; on a 9x9 grid
//! the larger ones seldom add a step the chains have not made), [`MOST_ALSS`] of them at most,
//! gathered once a slice in the units' scan order (boxes, rows, columns; a set lying in one box
//! is taken from the box only). The scan's items are the ALSs: for ALS-XZ each item is one A
//! against every B after it; for the XY-wing each item is one pivot C, with the pairs of the first
//! [`MOST_LINKED`] ALSs linked to it. Only the singly linked ALS-XZ is looked for.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{bits, digits, place_in, scan_order, slot},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::Lang,
};

#[cfg(test)]
mod tests;

/// The most cells of an ALS looked at.
pub const MOST_CELLS: usize = 4;
/// The most ALSs gathered in one state.
pub const MOST_ALSS: usize = 512;
/// The most ALSs linked to an XY-wing's pivot whose pairs are looked at.
pub const MOST_LINKED: usize = 48;

/// An almost locked set: the open cells of `unit` at `places` (a mask of places in the unit)
/// holding `digits` between them, one digit more than cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Als<S: Size = Nine> {
    /// The unit holding its cells.
    pub unit: Unit<S>,
    /// Its cells' places in the unit (see [`Unit::cell`]).
    pub places: u16,
    /// Its candidates (a mask).
    pub digits: u16,
    /// Each cell's candidates, in the order of [`Als::cells`].
    pub masks: [u16; MOST_CELLS],
}

impl<S: Size> Als<S> {
    /// Its cells, in the unit's order.
    pub fn cells(&self) -> impl Iterator<Item = Cell<S>> + Clone + '_ {
        let unit = self.unit;
        bits(self.places).map(move |i| unit.cell(i))
    }

    /// Whether `cell` is one of its cells.
    pub fn contains(&self, cell: Cell<S>) -> bool {
        let (kind, index) = slot(self.unit);
        let (i, place) = place_in::<S>(kind, cell);
        i == index && self.places & (1 << place) != 0
    }

    /// Whether it shares a cell with `other`.
    fn meets(&self, other: &Als<S>) -> bool {
        self.cells().any(|cell| other.contains(cell))
    }

    /// Its cells that may hold `digit`.
    fn cells_with<'a>(
        &'a self,
        c: &'a Candidates<S>,
        digit: Digit<S>,
    ) -> impl Iterator<Item = Cell<S>> + Clone + 'a {
        self.cells().filter(move |&cell| c.has(cell, digit))
    }
}

/// Writes an ALS as players do, its cells then its digits: `r1c15 {147}` (`L1C15 {147}`).
struct Named<'a, S: Size>(Lang, &'a Als<S>);

impl<S: Size> fmt::Display for Named<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Named(lang, als) = *self;
        let (r, c) = match lang {
            Lang::En => ('r', 'c'),
            Lang::Fr => ('L', 'C'),
        };
        // Numbers past 9 take a separator so that they read apart.
        let sep = if S::SIDE > 9 { "." } else { "" };
        let cells = als.cells();
        match als.unit {
            Unit::Col(col, _) => {
                write!(f, "{r}")?;
                for (i, cell) in cells.enumerate() {
                    let sep = if i > 0 { sep } else { "" };
                    write!(f, "{sep}{}", cell.row() + 1)?;
                }
                write!(f, "{c}{}", col + 1)?;
            }
            _ => {
                let mut row = usize::MAX;
                for cell in cells {
                    if cell.row() != row {
                        let comma = if row == usize::MAX { "" } else { "," };
                        row = cell.row();
                        write!(f, "{comma}{r}{}{c}{}", row + 1, cell.col() + 1)?;
                    } else {
                        write!(f, "{sep}{}", cell.col() + 1)?;
                    }
                }
            }
        }
        f.write_str(" {")?;
        for digit in digits::<S>(als.digits) {
            write!(f, "{digit}")?;
        }
        f.write_str("}")
    }
}

/// The ALSs of `c`, in the units' scan order, [`MOST_ALSS`] at most.
fn gather<S: Size>(c: &Candidates<S>) -> Vec<Als<S>, MOST_ALSS> {
    let mut found = Vec::new();
    for unit in scan_order::<S>() {
        let open: Vec<(usize, u16), 16> = (0..S::SIDE)
            .filter(|&i| c.is_open(unit.cell(i)))
            .map(|i| (i, c.mask(unit.cell(i))))
            .collect();
        extend(c, unit, &open, 0, 0, 0, 0, &mut found);
    }
    found
}

/// Adds to `found` the ALSs of `unit` made of the cells chosen so far (`places`, holding
/// `union`, `n` of them) and more of `open` from `from` on (a depth of [`MOST_CELLS`] at most).
#[allow(clippy::too_many_arguments)]
fn extend<S: Size>(
    c: &Candidates<S>,
    unit: Unit<S>,
    open: &[(usize, u16)],
    from: usize,
    places: u16,
    union: u16,
    n: usize,
    found: &mut Vec<Als<S>, MOST_ALSS>,
) {
    for (k, &(place, mask)) in open.iter().enumerate().skip(from) {
        let (places, union, n) = (places | 1 << place, union | mask, n + 1);
        if union.count_ones() as usize > MOST_CELLS + 1 {
            continue;
        }
        if union.count_ones() as usize == n + 1 && !in_one_box(unit, places) {
            let mut masks = [0; MOST_CELLS];
            for (m, i) in masks.iter_mut().zip(bits(places)) {
                *m = c.mask(unit.cell(i));
            }
            // Past the room, the rest are left out: the scan stays bounded.
            let _ = found.push(Als {
                unit,
                places,
                digits: union,
                masks,
            });
        }
        if n < MOST_CELLS {
            extend(c, unit, open, k + 1, places, union, n, found);
        }
    }
}

/// Whether the cells at `places` of a line lie in one box (their ALS is the box's).
fn in_one_box<S: Size>(unit: Unit<S>, places: u16) -> bool {
    if matches!(unit, Unit::Box(..)) {
        return false;
    }
    let mut boxes = bits(places).map(|i| unit.cell(i).box_index());
    let first = boxes.next();
    boxes.all(|b| Some(b) == first)
}

/// Whether `x` is a restricted common digit of `a` and `b`: in both, each of its cells in one
/// seeing each in the other.
fn restricted<S: Size>(c: &Candidates<S>, a: &Als<S>, b: &Als<S>, x: Digit<S>) -> bool {
    a.digits & b.digits & x.bit() != 0
        && a.cells_with(c, x)
            .all(|p| b.cells_with(c, x).all(|q| p != q && p.sees(q)))
}

/// Pushes the cells outside `a` and `b` that see every `z` of both and may hold `z`.
fn seeing_all<S: Size>(
    c: &Candidates<S>,
    a: &Als<S>,
    b: &Als<S>,
    z: Digit<S>,
    eliminations: &mut Eliminations<S>,
) {
    for cell in Cell::<S>::all() {
        if c.has(cell, z)
            && !a.contains(cell)
            && !b.contains(cell)
            && a.cells_with(c, z)
                .chain(b.cells_with(c, z))
                .all(|p| p.sees(cell))
        {
            // Past the room, the rest wait for the next step: the kept ones are sound.
            let _ = eliminations.push((cell, z));
        }
    }
}

/// The eliminations of the digits of `zs` seen by all their cells in `a` and `b`, and the
/// digits among them that go.
fn eliminate<S: Size>(
    c: &Candidates<S>,
    a: &Als<S>,
    b: &Als<S>,
    zs: u16,
) -> (Eliminations<S>, u16) {
    let mut eliminations = Eliminations::new();
    let mut gone = 0;
    for z in digits::<S>(zs) {
        let before = eliminations.len();
        seeing_all(c, a, b, z, &mut eliminations);
        if eliminations.len() > before {
            gone |= z.bit();
        }
    }
    (eliminations, gone)
}

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

/// Shades the units of `alss` and proves their cells with their digits.
fn prove_alss<S: Size>(highlight: &mut Highlight<S>, alss: &[&Als<S>]) {
    for als in alss {
        if !highlight.units.contains(&als.unit) {
            highlight.shade([als.unit]);
        }
        for (cell, &mask) in als.cells().zip(&als.masks) {
            highlight.prove(cell, mask);
        }
    }
}

/// The end of a sentence: `r2c2 loses 4`, or `(4)r2c2 and (7)r2c3 go`.
struct Loss<'a, S: Size>(Lang, &'a Eliminations<S>, u16);

impl<S: Size> fmt::Display for Loss<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Loss(lang, eliminations, z) = *self;
        let gone = say::gone(lang, eliminations);
        if z.count_ones() > 1 {
            return match lang {
                Lang::En => write!(f, "{gone} {}", say::goes(eliminations)),
                Lang::Fr => write!(f, "on élimine {gone}"),
            };
        }
        let targets = say::cells(lang, say::targets(eliminations));
        let loses = say::loses(lang, eliminations);
        let z = say::digits::<S>(lang, z);
        match lang {
            Lang::En => write!(f, "{targets} {loses} {z}"),
            Lang::Fr => write!(f, "{targets} {loses} le {z}"),
        }
    }
}

/// The brief end: `(4)r2c2 goes`, `on élimine 5 candidats`.
fn gone_briefly<S: Size>(
    lang: Lang,
    e: &Eliminations<S>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match lang {
        Lang::En => write!(f, "{} {}", say::gone(lang, e), say::goes(e)),
        Lang::Fr => write!(f, "on élimine {}", say::gone(lang, e)),
    }
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
}

/// ALS-XZ: two ALSs sharing no cell, linked by a restricted common digit X; cells seeing every
/// other common digit Z of both lose it (the first A in scan order, then the first B after it).
pub(super) fn als_xz<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let alss = gather(c);
    scan.each(alss.iter().enumerate(), |(i, a)| {
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
}

/// ALS-XY-Wing: a pivot ALS linked to two others by two different restricted common digits;
/// cells seeing every other digit Z common to the two lose it (the first pivot in scan order).
pub(super) fn als_xy_wing<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let alss = gather(c);
    scan.each(alss.iter(), |pivot| {
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
