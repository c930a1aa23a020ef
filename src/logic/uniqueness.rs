//! Uniqueness: unique rectangles (types 1 to 4), the hidden rectangle and BUG+1. Each rests on
//! the puzzle having one solution: four open cells of two rows, two columns and two boxes that
//! could hold only x and y (a deadly pattern) would let x and y swap into a second solution, so
//! whatever makes the pattern possible is false (HoDoKu's `UniquenessSolver`).
//!
//! They are sound only on a puzzle known to have one solution: each finder does nothing unless
//! the candidates say so ([`Candidates::with_unique_solution`]); candidates made from a grid
//! assume nothing.
//!
//! A [`UniqueRectangle`] names its corners (floor first), its two digits and, for type 3, the
//! cells of the naked subset the roofs join. A [`Bug`] names the one cell with three
//! candidates, all others having two, and the digit it must hold.

use core::{fmt, marker::PhantomData};

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{bits, digits, scan_order},
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

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
    /// The roofs' digits but x and y (type 3's extra cell).
    fn extra(&self) -> u16 {
        let xy = self.digits[0].bit() | self.digits[1].bit();
        self.extra_mask & !xy
    }

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
                let extra = Slashed::<S>(self.extra(), PhantomData);
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
                let extra = Slashed::<S>(self.extra(), PhantomData);
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

/// BUG+1: every open cell holds two candidates but one, which holds three; each digit has two
/// places in every unit but the extra digit of that cell, which must go there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bug<S: Size = Nine> {
    /// The cell with three candidates.
    pub cell: Cell<S>,
    /// The digit that goes there.
    pub digit: Digit<S>,
}

impl<S: Size> Pattern<S> for Bug<S> {
    fn technique(&self) -> Technique {
        Technique::BugPlusOne
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Place(self.cell, self.digit)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        highlight.shade(self.cell.units());
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, d) = (In(Lang::En, self.cell), self.digit);
        write!(
            f,
            "{cell} is {d}: all other cells hold 2 digits, so without it the grid would have 2 solutions"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, d) = (In(Lang::Fr, self.cell), self.digit);
        write!(
            f,
            "{cell} vaut {d}\u{a0}: toutes les autres cases ont 2 candidats, sans lui la grille aurait 2 solutions"
        )
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

/// BUG+1: every open cell has two candidates but one with three, and every digit two places in
/// each unit but that cell's extra digit, with three in its units: it goes there. Nothing
/// unless the puzzle is known to have one solution.
pub(super) fn bug<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    if !c.has_unique_solution() {
        return Progress::Done(None);
    }
    scan.each(core::iter::once(()), |()| {
        let mut three = None;
        for cell in Cell::<S>::all().filter(|&cell| c.is_open(cell)) {
            match c.count(cell) {
                2 => {}
                3 if three.is_none() => three = Some(cell),
                _ => return None,
            }
        }
        let at = three?;
        let [row, _, _] = at.units();
        let digit = digits::<S>(c.mask(at)).find(|&d| c.places(row, d).count_ones() == 3)?;
        let sound = scan_order::<S>().all(|unit| {
            let extra = at.units().contains(&unit);
            digits::<S>(!c.fixed_digits(unit) & super::units::all_digits::<S>()).all(|d| {
                let n = c.places(unit, d).count_ones();
                n == 2 || (extra && d == digit && n == 3)
            })
        });
        sound.then_some(Deduction::Bug(Bug { cell: at, digit }))
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Step, find, step, tests::*};
    use super::*;
    use crate::{grid::Grid, size::Nine, solver::Solver};
    use std::string::ToString;

    /// The first step by `technique` in the logical solve of `line` (known to have one
    /// solution), checked against the solution; the same state without that knowledge finds
    /// no such step.
    fn first_use(line: &str, technique: Technique) -> Deduction<Nine> {
        let grid = Grid::<Nine>::from_line(line).unwrap();
        let mut solver = Solver::new(&grid, 2).unwrap();
        solver.run();
        assert!(solver.is_unique(), "{line}");
        let solution = *solver.solution().unwrap();
        let mut c = Candidates::from_grid(&grid)
            .unwrap()
            .with_unique_solution(true);
        loop {
            let Step::Deduced(d) = find(&c) else {
                panic!("no {technique} in {line}")
            };
            if d.technique() == technique {
                let d = expect_first(&c, technique);
                for &(cell, digit) in d.eliminations() {
                    assert_ne!(solution.digit(cell), Some(digit), "{d}");
                }
                if let Some((cell, digit)) = d.placement() {
                    assert_eq!(solution.digit(cell), Some(digit), "{d}");
                }
                let unknown = c.with_unique_solution(false);
                assert_eq!(technique.find(&unknown), None, "{d} without uniqueness");
                return d;
            }
            assert!(matches!(step(&mut c), Step::Deduced(_)));
        }
    }

    #[test]
    fn a_unique_rectangle_type_1_clears_the_fourth_corner() {
        let d = first_use(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            Technique::UniqueRectangle1,
        );
        assert_eq!(
            d.eliminations(),
            [(cell(7, 6), digit(1)), (cell(7, 6), digit(2))]
        );
        assert_eq!(
            d.to_string(),
            "Unique rectangle 1: r8c7 loses 1 and 2, else it and r8c2, r9c2, r9c7 would allow 2 solutions"
        );
        assert_eq!(
            fr(&d),
            "Rectangle unique 1\u{a0}: L8C7 perd 1 et 2, sinon avec L8C2, L9C2, L9C7 il y aurait 2 solutions"
        );
        assert_eq!(proof(&d), [cell(7, 1), cell(7, 6), cell(8, 1), cell(8, 6)]);
        assert_eq!(d.rating().to_string(), "4.5");
    }

    #[test]
    fn a_unique_rectangle_type_2_clears_the_roofs_extra_digit_around_them() {
        let d = first_use(
            "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....",
            Technique::UniqueRectangle2,
        );
        assert_eq!(
            d.to_string(),
            "Unique rectangle 2: r2c6 or r3c6 is 8 (else 2 solutions): r2c5, r3c4, r5c6, r7c6 and r9c6 lose it"
        );
        assert_eq!(
            fr(&d),
            "Rectangle unique 2\u{a0}: L2C6 ou L3C6 vaut 8 (sinon 2 solutions)\u{a0}: L2C5, L3C4, L5C6, L7C6 et L9C6 le perdent"
        );
        assert!(d.eliminations().iter().all(|&(_, x)| x == digit(8)));
    }

    #[test]
    fn a_unique_rectangle_type_3_makes_a_subset_with_the_roofs() {
        let d = first_use(
            "4.1.6....3.....2........8..15.2.....6......1....9......2.7.8..........43.7.......",
            Technique::UniqueRectangle3,
        );
        assert_eq!(
            d.to_string(),
            "Unique rectangle 3: r2c4 or r3c4 is 3/8 (else 2 solutions), a subset with r1c4: r5c4 loses 3 and 8"
        );
        let Deduction::UniqueRectangle(ur) = &d else {
            panic!("a rectangle")
        };
        assert_eq!(ur.subset.as_slice(), [cell(0, 3)]);
        assert_eq!(ur.unit, Some(col(3)));
        assert_eq!(shaded(&d), [col(3)]);
    }

    #[test]
    fn a_unique_rectangle_type_4_takes_the_other_digit_from_the_roofs() {
        let d = first_use(
            "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
            Technique::UniqueRectangle4,
        );
        assert_eq!(
            d.eliminations(),
            [(cell(4, 7), digit(7)), (cell(4, 8), digit(7))]
        );
        assert_eq!(
            d.to_string(),
            "Unique rectangle 4: r5c8 or r5c9 is 5, so neither is 7 (else 2 solutions): they lose 7"
        );
        assert_eq!(
            fr(&d),
            "Rectangle unique 4\u{a0}: L5C8 ou L5C9 vaut 5, donc aucune ne vaut 7 (sinon 2 solutions)\u{a0}: elles perdent le 7"
        );
    }

    #[test]
    fn a_hidden_rectangle_clears_the_opposite_corner() {
        let d = first_use(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            Technique::HiddenRectangle,
        );
        assert_eq!(d.eliminations(), [(cell(3, 2), digit(6))]);
        assert_eq!(
            d.to_string(),
            "Hidden rectangle: r4c3 loses 6: the 4 of its row and column is in the rectangle, which would allow 2 solutions"
        );
        assert_eq!(
            fr(&d),
            "Rectangle caché\u{a0}: L4C3 perd le 6\u{a0}: le 4 de sa ligne et de sa colonne est dans le rectangle, qui aurait 2 solutions"
        );
    }

    #[test]
    fn bug_plus_one_places_the_extra_digit() {
        let d = first_use(
            "....3.8......2....9....163...581...92.4.......8.5..........61....2.4....63....5..",
            Technique::BugPlusOne,
        );
        assert_eq!(d.placement(), Some((cell(1, 7), digit(7))));
        assert_eq!(
            d.to_string(),
            "BUG+1: r2c8 is 7: all other cells hold 2 digits, so without it the grid would have 2 solutions"
        );
        assert_eq!(
            fr(&d),
            "BUG+1\u{a0}: L2C8 vaut 7\u{a0}: toutes les autres cases ont 2 candidats, sans lui la grille aurait 2 solutions"
        );
        assert_eq!(d.rating().to_string(), "5.6");
    }

    #[test]
    fn nothing_is_found_on_a_grid_not_known_to_be_unique() {
        // The deadly pattern itself: r1c1, r1c4, r2c1, r2c4 hold 1 or 2, r2c4 more.
        let mut c = Candidates::<Nine>::new();
        for (r, col) in [(0, 0), (0, 3), (1, 0)] {
            c.keep(cell(r, col), mask::<Nine>(&[1, 2]));
        }
        c.keep(cell(1, 3), mask::<Nine>(&[1, 2, 5]));
        assert_eq!(Technique::UniqueRectangle1.find(&c), None);
        let d = Technique::UniqueRectangle1
            .find(&c.with_unique_solution(true))
            .expect("a type 1 once the solution is known to be unique");
        assert_eq!(
            d.eliminations(),
            [(cell(1, 3), digit(1)), (cell(1, 3), digit(2))]
        );
        assert_eq!(Technique::BugPlusOne.find(&c), None);
    }
}
