//! Uniqueness: unique rectangles (types 1 to 4), the hidden rectangle and BUG+1. Each rests on
//! the puzzle having one solution: four open cells of two rows, two columns and two boxes that
//! could hold only x and y (a deadly pattern) would let x and y swap into a second solution, so
//! whatever makes the pattern possible is false (HoDoKu's `UniquenessSolver`).
//!
//! They are sound only on a puzzle known to have one solution: each finder does nothing unless
//! the candidates say so ([`Candidates::with_unique_solution`]); candidates made from a grid
//! assume nothing. The app says so where the solver has counted one solution, and grades such a
//! puzzle as HoDoKu does, with these techniques: a game's hints and its level, New puzzle's
//! grading, the library's once the count is in, and `sudoku grade`
//! ([`grade_unique`](super::grade_unique)).
//!
//! A [`UniqueRectangle`] names its corners (floor first), its two digits and, for type 3, the
//! cells of the naked subset the roofs join. A [`Bug`] names the one cell with three
//! candidates, all others having two, and the digit it must hold.

mod bug;

use core::{fmt, marker::PhantomData};

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{bits, digits},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

pub use bug::Bug;
pub(super) use bug::bug;

/// Which unique rectangle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RectangleKind {
    /// Three corners hold x and y only: the fourth loses them.
    Type1,
    /// Two roofs hold x, y and the same z: one of them is z.
    Type2,
    /// The roofs' other digits and some cells of their unit make a naked subset.
    Type3,
    /// The roofs' unit has x only in them: neither is y.
    Type4,
    /// A corner holds x and y only, and y lies in the rectangle alone in the opposite corner's
    /// row and column: that corner is not x.
    Hidden,
}

/// A unique rectangle: four open cells of two rows, two columns and two boxes, all holding x
/// and y.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UniqueRectangle<S: Size = Nine> {
    /// Which type.
    pub kind: RectangleKind,
    /// The corners. Type 1: the three holding x and y only, then the fourth. Types 2 to 4:
    /// the two floor cells (x and y only), then the two roofs. Hidden: the corner holding x
    /// and y only, the two beside it, the opposite corner.
    pub corners: [Cell<S>; 4],
    /// x and y (type 4 and hidden: x is the digit of the strong links, y the one that goes).
    pub digits: [Digit<S>; 2],
    /// Type 3: the unit the roofs share with the subset's other cells; type 4: the unit where x
    /// lies only in the roofs.
    pub unit: Option<Unit<S>>,
    /// Type 3: the subset's other cells.
    pub subset: Vec<Cell<S>, 3>,
    /// Type 3: the roofs' candidates but x and y.
    pub extra_mask: u16,
    /// What goes.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> UniqueRectangle<S> {
    /// The digits that go, as a mask.
    fn removed(&self) -> u16 {
        self.eliminations.iter().fold(0, |m, (_, d)| m | d.bit())
    }
}

impl<S: Size> Pattern<S> for UniqueRectangle<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            RectangleKind::Type1 => Technique::UniqueRectangle1,
            RectangleKind::Type2 => Technique::UniqueRectangle2,
            RectangleKind::Type3 => Technique::UniqueRectangle3,
            RectangleKind::Type4 => Technique::UniqueRectangle4,
            RectangleKind::Hidden => Technique::HiddenRectangle,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digits[0].bit() | self.digits[1].bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let xy = self.digits[0].bit() | self.digits[1].bit();
        for &corner in &self.corners {
            let gone = self
                .eliminations
                .iter()
                .filter(|&&(c, _)| c == corner)
                .fold(0, |m, (_, d)| m | d.bit());
            highlight.prove(corner, xy & !gone);
        }
        if let Some(unit) = self.unit {
            highlight.shade([unit]);
        }
        for &cell in &self.subset {
            highlight.prove(cell, 0);
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let [a, b, c, d] = self.corners.map(|c| In(lang, c));
        let [x, y] = self.digits;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        let gone = say::digits::<S>(lang, self.removed());
        match self.kind {
            RectangleKind::Type1 => write!(
                f,
                "{d} loses {gone}, else it and {a}, {b}, {c} would allow 2 solutions"
            ),
            RectangleKind::Type2 => write!(
                f,
                "{c} or {d} is {gone} (else 2 solutions): {targets} {loses} it"
            ),
            RectangleKind::Type3 => {
                let subset = say::cells(lang, self.subset.iter().copied());
                let extra = Slashed::<S>(self.extra_mask, PhantomData);
                write!(
                    f,
                    "{c} or {d} is {extra} (else 2 solutions), a subset with {subset}: {targets} {loses} {gone}"
                )
            }
            RectangleKind::Type4 => write!(
                f,
                "{c} or {d} is {x}, so neither is {y} (else 2 solutions): they lose {y}"
            ),
            RectangleKind::Hidden => write!(
                f,
                "{d} loses {y}: the {x} of its row and column is in the rectangle, which would allow 2 solutions"
            ),
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let [a, b, c, d] = self.corners.map(|c| In(lang, c));
        let [x, y] = self.digits;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let one = say::one_target(&self.eliminations);
        let gone = say::digits::<S>(lang, self.removed());
        match self.kind {
            RectangleKind::Type1 => write!(
                f,
                "{d} perd {gone}, sinon avec {a}, {b}, {c} il y aurait 2 solutions"
            ),
            RectangleKind::Type2 => {
                let loses = if one { "le perd" } else { "le perdent" };
                write!(
                    f,
                    "{c} ou {d} vaut {gone} (sinon 2 solutions)\u{a0}: {targets} {loses}"
                )
            }
            RectangleKind::Type3 => {
                let subset = say::cells(lang, self.subset.iter().copied());
                let extra = Slashed::<S>(self.extra_mask, PhantomData);
                let loses = say::loses(lang, &self.eliminations);
                write!(
                    f,
                    "{c} ou {d} vaut {extra} (sinon 2 solutions), sous-ensemble avec {subset}\u{a0}: {targets} {loses} {gone}"
                )
            }
            RectangleKind::Type4 => write!(
                f,
                "{c} ou {d} vaut {x}, donc aucune ne vaut {y} (sinon 2 solutions)\u{a0}: elles perdent le {y}"
            ),
            RectangleKind::Hidden => write!(
                f,
                "{d} perd le {y}\u{a0}: le {x} de sa ligne et de sa colonne est dans le rectangle, qui aurait 2 solutions"
            ),
        }
    }
}

/// The digits of a mask written `3/5`.
struct Slashed<S: Size>(u16, PhantomData<S>);

impl<S: Size> fmt::Display for Slashed<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in digits::<S>(self.0).enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The rectangles of open cells holding `xy` with `corner` as a corner, in two boxes: the two
/// cells beside it (in its row, then its column) and the opposite one (rows, then columns, in
/// order).
fn rectangles<S: Size>(
    c: &Candidates<S>,
    corner: Cell<S>,
    xy: u16,
) -> impl Iterator<Item = [Cell<S>; 3]> + '_ {
    let n = S::BOX;
    (0..S::SIDE).flat_map(move |r| {
        (0..S::SIDE).filter_map(move |col| {
            let (r0, c0) = (corner.row(), corner.col());
            let band = r / n == r0 / n;
            let stack = col / n == c0 / n;
            if r == r0 || col == c0 || band == stack {
                return None;
            }
            let cells = [Cell::new(r0, col)?, Cell::new(r, c0)?, Cell::new(r, col)?];
            cells
                .iter()
                .all(|&o| c.is_open(o) && c.mask(o) & xy == xy)
                .then_some(cells)
        })
    })
}

/// The two-candidate cells, row by row, with their candidates.
fn bivalues<S: Size>(c: &Candidates<S>) -> Vec<(Cell<S>, u16), 256> {
    super::wings::cells_with_count(c, 2)
}

/// A unique rectangle of `kind` (corners with two candidates row by row, then rectangles in
/// order); nothing unless the puzzle is known to have one solution.
pub(super) fn rectangle<S: Size>(
    c: &Candidates<S>,
    kind: RectangleKind,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    if !c.has_unique_solution() {
        return Progress::Done(None);
    }
    let cells = bivalues(c);
    scan.each(cells.iter(), |&(a, xy)| {
        rectangles(c, a, xy).find_map(|[b, cc, d]| {
            let found = match kind {
                RectangleKind::Type1 => type1(c, a, [b, cc, d], xy),
                RectangleKind::Hidden => hidden(c, a, [b, cc, d], xy),
                _ => [(b, cc, d), (cc, b, d)]
                    .into_iter()
                    .find_map(|(floor, r1, r2)| {
                        // The floor: a and the cell beside it with two candidates; the roofs.
                        (c.mask(floor) == xy)
                            .then(|| roofs(c, kind, [a, floor, r1, r2], xy))
                            .flatten()
                    }),
            };
            found.map(Deduction::UniqueRectangle)
        })
    })
}

/// Type 1: `a` and two other corners hold x and y only; the fourth loses them.
fn type1<S: Size>(
    c: &Candidates<S>,
    a: Cell<S>,
    others: [Cell<S>; 3],
    xy: u16,
) -> Option<UniqueRectangle<S>> {
    let extra: Vec<Cell<S>, 3> = others.into_iter().filter(|&o| c.mask(o) != xy).collect();
    let [fourth] = extra[..] else { return None };
    let mut corners = [a; 4];
    for (i, o) in (1..).zip(others.into_iter().filter(|&o| o != fourth)) {
        corners[i] = o;
    }
    corners[3] = fourth;
    let mut eliminations = Eliminations::new();
    for d in digits::<S>(xy) {
        push(&mut eliminations, (fourth, d));
    }
    let mut ds = digits::<S>(xy);
    Some(UniqueRectangle {
        kind: RectangleKind::Type1,
        corners,
        digits: [ds.next()?, ds.next()?],
        unit: None,
        subset: Vec::new(),
        extra_mask: 0,
        eliminations,
    })
}

/// Types 2 to 4: `corners` are the floor (x and y only) then the roofs, both with more.
fn roofs<S: Size>(
    c: &Candidates<S>,
    kind: RectangleKind,
    corners: [Cell<S>; 4],
    xy: u16,
) -> Option<UniqueRectangle<S>> {
    let [_, _, r1, r2] = corners;
    let (m1, m2) = (c.mask(r1), c.mask(r2));
    if m1 == xy || m2 == xy {
        return None;
    }
    let mut ds = digits::<S>(xy);
    let (x, y) = (ds.next()?, ds.next()?);
    let shared: Vec<Unit<S>, 3> = r1
        .units()
        .into_iter()
        .zip(r2.units())
        .filter(|(u, v)| u == v)
        .map(|(u, _)| u)
        .collect();
    let rectangle = |digits, unit, subset, eliminations: Eliminations<S>| {
        (!eliminations.is_empty()).then_some(UniqueRectangle {
            kind,
            corners,
            digits,
            unit,
            subset,
            extra_mask: 0,
            eliminations,
        })
    };
    match kind {
        RectangleKind::Type2 => {
            let z = m1 & !xy;
            if m2 != m1 || z.count_ones() != 1 {
                return None;
            }
            let zd = digits::<S>(z).next()?;
            let mut eliminations = Eliminations::new();
            for cell in Cell::<S>::all() {
                if c.has(cell, zd) && cell.sees(r1) && cell.sees(r2) {
                    push(&mut eliminations, (cell, zd));
                }
            }
            rectangle([x, y], None, Vec::new(), eliminations)
        }
        RectangleKind::Type4 => shared.iter().find_map(|&unit| {
            [(x, y), (y, x)].into_iter().find_map(|(keep, go)| {
                let roofs_only = c.places(unit, keep).count_ones() == 2;
                let mut eliminations = Eliminations::new();
                if roofs_only {
                    push(&mut eliminations, (r1, go));
                    push(&mut eliminations, (r2, go));
                }
                rectangle([keep, go], Some(unit), Vec::new(), eliminations)
            })
        }),
        _ => {
            let extra = (m1 | m2) & !xy;
            shared
                .iter()
                .find_map(|&unit| naked_with(c, corners, [x, y], extra, unit))
        }
    }
}

/// Type 3: the roofs' other digits `extra`, as one more cell of `unit`, and one to three of
/// its cells make a naked subset; the unit's other cells lose its digits.
fn naked_with<S: Size>(
    c: &Candidates<S>,
    corners: [Cell<S>; 4],
    digits: [Digit<S>; 2],
    extra: u16,
    unit: Unit<S>,
) -> Option<UniqueRectangle<S>> {
    let [_, _, r1, r2] = corners;
    let others: Vec<Cell<S>, 16> = unit
        .cells()
        .filter(|&o| c.is_open(o) && o != r1 && o != r2)
        .collect();
    let count = others.len();
    // Every choice of one to three of the others, smallest first.
    (1..=3usize).find_map(|k| {
        (0u32..1 << count)
            .filter(|choice| choice.count_ones() as usize == k)
            .find_map(|choice| {
                let chosen = bits(choice as u16).map(|i| others[i]);
                let union = chosen.clone().fold(extra, |m, o| m | c.mask(o));
                if union.count_ones() as usize != k + 1 {
                    return None;
                }
                let mut eliminations = Eliminations::new();
                for (i, &o) in others.iter().enumerate() {
                    if choice & 1 << i == 0 {
                        for d in super::units::digits::<S>(c.mask(o) & union) {
                            push(&mut eliminations, (o, d));
                        }
                    }
                }
                (!eliminations.is_empty()).then(|| UniqueRectangle {
                    kind: RectangleKind::Type3,
                    corners,
                    digits,
                    unit: Some(unit),
                    subset: chosen.collect(),
                    extra_mask: extra,
                    eliminations,
                })
            })
    })
}

/// Hidden rectangle: `a` holds x and y only; y lies only in the rectangle in the opposite
/// corner's row and column, so that corner is not x.
fn hidden<S: Size>(
    c: &Candidates<S>,
    a: Cell<S>,
    [b, cc, d]: [Cell<S>; 3],
    xy: u16,
) -> Option<UniqueRectangle<S>> {
    let mut ds = digits::<S>(xy);
    let (x, y) = (ds.next()?, ds.next()?);
    [(x, y), (y, x)].into_iter().find_map(|(link, go)| {
        let [row, col, _] = d.units();
        let only = |unit: Unit<S>| c.places(unit, link).count_ones() == 2;
        if !only(row) || !only(col) {
            return None;
        }
        let mut eliminations = Eliminations::new();
        push(&mut eliminations, (d, go));
        Some(UniqueRectangle {
            kind: RectangleKind::Hidden,
            corners: [a, b, cc, d],
            digits: [link, go],
            unit: None,
            subset: Vec::new(),
            extra_mask: 0,
            eliminations,
        })
    })
}

#[cfg(test)]
mod tests;
