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
//! [`MOST_LINKED`] ALSs linked to it. Such items cost as much as a forcing chain's start: they
//! weigh as much of a slice's budget ([`PAIRS_WEIGHT`], [`PIVOT_WEIGHT`]). Only the singly linked
//! ALS-XZ is looked for.
//!
//! This file gathers the sets; `xz.rs` and `xy_wing.rs` hold the two techniques, `say.rs` the
//! pieces of their sentences.

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::Eliminations,
    highlight::Highlight,
    units::{bits, digits, place_in, scan_order, slot},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
};

mod say;
mod xy_wing;
mod xz;

pub use xy_wing::AlsXyWing;
pub(super) use xy_wing::als_xy_wing;
pub use xz::AlsXz;
pub(super) use xz::als_xz;

#[cfg(test)]
mod tests;

/// The most cells of an ALS looked at.
pub const MOST_CELLS: usize = 4;
/// The most ALSs gathered in one state.
pub const MOST_ALSS: usize = 512;
/// The most ALSs linked to an XY-wing's pivot whose pairs are looked at.
pub const MOST_LINKED: usize = 48;

/// Budget items one ALS-XZ item (an A against every B after it) weighs, as a forcing chain's
/// start weighs 16: on the host, over the states of 100 magictour puzzles, an A took up to 48 µs
/// (17 at the 99th percentile), a forcing chain's start up to 54 (32).
const PAIRS_WEIGHT: u32 = 16;
/// Budget items one ALS-XY-Wing item (a pivot, its links and their pairs) weighs: up to 116 µs
/// (47 at the 99th percentile), one a slice. Gathering the ALSs, once a slice, took up to 24.
const PIVOT_WEIGHT: u32 = 32;

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
    pub(super) fn meets(&self, other: &Als<S>) -> bool {
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

/// The ALSs of `c`, in the units' scan order, [`MOST_ALSS`] at most: in each unit, the sets of
/// its open cells in depth-first order (r1c1, r1c12, r1c123, r1c1234, r1c124...), a set with
/// more than [`MOST_CELLS`] + 1 digits cut with the sets holding it.
pub(super) fn gather<S: Size>(c: &Candidates<S>) -> Vec<Als<S>, MOST_ALSS> {
    let mut found = Vec::new();
    for unit in scan_order::<S>() {
        let open: Vec<(usize, u16), 16> = (0..S::SIDE)
            .filter(|&i| c.is_open(unit.cell(i)))
            .map(|i| (i, c.mask(unit.cell(i))))
            .collect();
        // The cells taken so far, each with its index in `open`, and the places and digits of
        // the set they make.
        let mut taken: Vec<(usize, u16, u16), MOST_CELLS> = Vec::new();
        let mut next = 0;
        loop {
            let Some(&(place, mask)) = open.get(next) else {
                // Every set of the cells taken is seen: the last one taken gives way to the next.
                match taken.pop() {
                    Some((k, ..)) => next = k + 1,
                    None => break,
                }
                continue;
            };
            let (places, union) = taken.last().map_or((0, 0), |&(_, p, u)| (p, u));
            let (places, union, n) = (places | 1 << place, union | mask, taken.len() + 1);
            let digits = union.count_ones() as usize;
            if digits == n + 1 && !in_one_box(unit, places) {
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
            // Deeper (from the next cell on) while the set may still grow into an ALS.
            if n < MOST_CELLS && digits <= MOST_CELLS + 1 {
                // Fewer than MOST_CELLS are taken: the room is there.
                let _ = taken.push((next, places, union));
            }
            next += 1;
        }
    }
    found
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

/// Whether `x`, a digit of both `a` and `b` (the callers take it from their common digits), is
/// a restricted common digit of theirs: each of its cells in one sees each in the other.
pub(super) fn restricted<S: Size>(c: &Candidates<S>, a: &Als<S>, b: &Als<S>, x: Digit<S>) -> bool {
    a.cells_with(c, x)
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
