//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot fish and Empty Rectangle. Each is
//! a chain on one digit of two strong links joined by a weak one: the digit is in one of the
//! two ends of each strong link, and the two ends in the middle see each other, so one of the
//! outer ends holds it, and a cell that sees both outer ends loses it.
//!
//! A [`SingleDigit`] names its two strong links, each a unit with its two ends. Skyscraper:
//! two parallel lines whose inner ends share a cross line. 2-String Kite: a row and a column
//! whose inner ends share a box. Turbot fish: any other two strong links so joined (a box's
//! among them). Empty Rectangle: the second strong link is a box whose digit lies in one row
//! and one column of it (grouped ends), joined to a line's strong link (HoDoKu's
//! `SingleDigitPatternSolver` and its turbot fish).

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    highlight::{Highlight, Link, LinkKind, Node},
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{BOX, COL, ROW, bits, place_in, scan_order, unit},
};
use crate::{
    cell::{Cell, Unit, UnitIn, UnitOf},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// Which single-digit pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SingleDigitKind {
    /// Two parallel lines whose inner ends share a cross line.
    Skyscraper,
    /// A row and a column whose inner ends share a box.
    TwoStringKite,
    /// Any other two strong links joined by a weak one.
    TurbotFish,
    /// A line's strong link joined to a box whose digit lies in one row and one column of it.
    EmptyRectangle,
}

/// A strong link: the digit's only two places in a unit (two groups of cells for a box of an
/// empty rectangle).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StrongLink<S: Size = Nine> {
    /// The unit.
    pub unit: Unit<S>,
    /// The outer end (the first link's) or the inner one (the second's).
    pub from: Node<S>,
    /// The inner end (the first link's) or the outer one (the second's).
    pub to: Node<S>,
}

/// Two strong links on one digit, joined by a weak link between the first's `to` and the
/// second's `from`: the first's `from` or the second's `to` holds the digit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SingleDigit<S: Size = Nine> {
    /// Which pattern.
    pub kind: SingleDigitKind,
    /// The digit.
    pub digit: Digit<S>,
    /// The strong links, in the chain's order.
    pub links: [StrongLink<S>; 2],
    /// The digit in the cells that see both outer ends.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> SingleDigit<S> {
    /// The line of the empty rectangle's box that the first link's inner end lies in, then the
    /// other (an empty rectangle's second link is the box, its ends groups of those lines).
    fn rectangle_lines(&self) -> [Unit<S>; 2] {
        let [first, second] = self.links;
        let inner = first.to.cells().next().expect("a node has a cell");
        let outer = second.to.cells().next().expect("a node has a cell");
        if matches!(first.unit, Unit::Col(..)) {
            [inner.units()[0], outer.units()[1]]
        } else {
            [inner.units()[1], outer.units()[0]]
        }
    }
}

/// The cells of a node as a list.
fn node_cells<S: Size>(lang: Lang, node: Node<S>) -> impl fmt::Display {
    let cells: Vec<Cell<S>, 16> = node.cells().collect();
    say::cells(lang, cells.into_iter())
}

impl<S: Size> Pattern<S> for SingleDigit<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            SingleDigitKind::Skyscraper => Technique::Skyscraper,
            SingleDigitKind::TwoStringKite => Technique::TwoStringKite,
            SingleDigitKind::TurbotFish => Technique::TurbotFish,
            SingleDigitKind::EmptyRectangle => Technique::EmptyRectangle,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let [first, second] = self.links;
        highlight.shade([first.unit, second.unit]);
        for node in [first.from, first.to, second.from, second.to] {
            node.cells()
                .for_each(|cell| highlight.prove(cell, self.digit.bit()));
        }
        let link = |from, to, kind| Link { from, to, kind };
        highlight.link(link(first.from, first.to, LinkKind::Strong));
        highlight.link(link(first.to, second.from, LinkKind::Weak));
        highlight.link(link(second.from, second.to, LinkKind::Strong));
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let d = self.digit;
        let [first, second] = self.links;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        let (start, end) = (node_cells(lang, first.from), node_cells(lang, second.to));
        let (u1, u2) = (In(lang, first.unit), In(lang, second.unit));
        if self.kind == SingleDigitKind::EmptyRectangle {
            let [joined, other] = self.rectangle_lines().map(|u| In(lang, u));
            let (bx, line) = (In(lang, UnitOf(second.unit)), In(lang, UnitOf(first.unit)));
            let join = node_cells(lang, first.to);
            return write!(
                f,
                "the {d} {bx} is in {joined} or {other}, the {d} {line} in {join} or {start}: {targets} {loses} it"
            );
        }
        write!(
            f,
            "{start} or {end} is {d} (via {u1} and {u2}): {targets} {loses} it"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let d = self.digit;
        let [first, second] = self.links;
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = if say::one_target(&self.eliminations) {
            "le perd"
        } else {
            "le perdent"
        };
        let (start, end) = (node_cells(lang, first.from), node_cells(lang, second.to));
        let (u1, u2) = (In(lang, first.unit), In(lang, second.unit));
        if self.kind == SingleDigitKind::EmptyRectangle {
            let [joined, other] = self.rectangle_lines();
            let (joined, other) = (In(lang, UnitIn(joined)), In(lang, other));
            let (bx, line) = (In(lang, UnitOf(second.unit)), In(lang, UnitOf(first.unit)));
            let join = node_cells(lang, first.to);
            return write!(
                f,
                "le {d} {bx} est {joined} ou {other}, celui {line} en {join} ou {start}\u{a0}: {targets} {loses}"
            );
        }
        write!(
            f,
            "{start} ou {end} vaut {d} (par {u1} et {u2})\u{a0}: {targets} {loses}"
        )
    }
}

/// A strong link of one cell to another: a unit where the digit has two places.
pub(super) type Pair<S> = (Unit<S>, Cell<S>, Cell<S>);

/// The units (boxes, rows, columns) where `digit` has exactly two places, with those places.
pub(super) fn strong_links<S: Size>(c: &Candidates<S>, digit: Digit<S>) -> Vec<Pair<S>, 48> {
    let mut pairs = Vec::new();
    for u in scan_order::<S>() {
        let places = c.places(u, digit);
        if places.count_ones() == 2 {
            let mut cells = bits(places).map(|i| u.cell(i));
            if let (Some(a), Some(b)) = (cells.next(), cells.next()) {
                // At most 3 * 16 units.
                push(&mut pairs, (u, a, b));
            }
        }
    }
    pairs
}

/// The open cells but `not` holding `digit` that see `start` and every cell of `end`.
fn seeing_both<S: Size>(
    c: &Candidates<S>,
    digit: Digit<S>,
    start: Cell<S>,
    end: Node<S>,
) -> Eliminations<S> {
    let mut eliminations = Eliminations::new();
    for cell in Cell::<S>::all() {
        if c.has(cell, digit) && cell.sees(start) && end.cells().all(|e| cell.sees(e)) {
            // A cell sees at most 2 * SIDE cells of two others' peers: under 64 on 16x16.
            if eliminations.push((cell, digit)).is_err() {
                break;
            }
        }
    }
    eliminations
}

/// The shape two strong links joined at `join` (the first's inner end) and `other` make.
fn shape<S: Size>(
    first: Unit<S>,
    second: Unit<S>,
    join: Cell<S>,
    other: Cell<S>,
) -> SingleDigitKind {
    match (first, second) {
        (Unit::Row(..), Unit::Row(..)) if join.col() == other.col() => SingleDigitKind::Skyscraper,
        (Unit::Col(..), Unit::Col(..)) if join.row() == other.row() => SingleDigitKind::Skyscraper,
        (Unit::Row(..), Unit::Col(..)) | (Unit::Col(..), Unit::Row(..))
            if join.box_index() == other.box_index() =>
        {
            SingleDigitKind::TwoStringKite
        }
        _ => SingleDigitKind::TurbotFish,
    }
}

/// A skyscraper, 2-string kite or turbot fish (`kind`): two strong links on one digit whose
/// inner ends see each other, and a cell seeing both outer ends (digits in order; first links
/// in boxes, rows, columns order).
pub(super) fn two_links<S: Size>(
    c: &Candidates<S>,
    kind: SingleDigitKind,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let items = Digit::<S>::all().flat_map(|digit| {
        let pairs = strong_links(c, digit);
        (0..pairs.len()).map(move |i| (digit, pairs.clone(), i))
    });
    scan.each(items, |(digit, pairs, i)| {
        let (u1, a, b) = pairs[i];
        pairs.iter().filter(|p| p.0 != u1).find_map(|&(u2, x, y)| {
            // The first link's inner end, then the second's.
            [(a, b), (b, a)].into_iter().find_map(|(start, join)| {
                [(x, y), (y, x)].into_iter().find_map(|(other, end)| {
                    let cells = [start, join, other, end];
                    let distinct = (0..4).all(|i| (0..i).all(|j| cells[i] != cells[j]));
                    if !distinct || !join.sees(other) || shape(u1, u2, join, other) != kind {
                        return None;
                    }
                    // Parallel lines whose outer ends share a cross line are an X-wing.
                    if kind == SingleDigitKind::Skyscraper
                        && (start.row() == end.row() || start.col() == end.col())
                    {
                        return None;
                    }
                    let end_node = Node::cell(end, digit);
                    let eliminations = seeing_both(c, digit, start, end_node);
                    (!eliminations.is_empty()).then(|| {
                        Deduction::SingleDigit(SingleDigit {
                            kind,
                            digit,
                            links: [
                                StrongLink {
                                    unit: u1,
                                    from: Node::cell(start, digit),
                                    to: Node::cell(join, digit),
                                },
                                StrongLink {
                                    unit: u2,
                                    from: Node::cell(other, digit),
                                    to: end_node,
                                },
                            ],
                            eliminations,
                        })
                    })
                })
            })
        })
    })
}

/// An empty rectangle: a box whose digit lies in one row and one column of it, and a strong
/// link in a line crossing one of them outside the box; the cell where the link's far end
/// meets the other loses the digit (digits in order, then boxes).
pub(super) fn empty_rectangle<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let items = Digit::<S>::all().flat_map(|digit| (0..S::SIDE).map(move |b| (digit, b)));
    scan.each(items, |(digit, b)| {
        let bx = unit::<S>(BOX, b);
        let places = c.places(bx, digit);
        if places.count_ones() < 2 {
            return None;
        }
        let n = S::BOX;
        // Each crossing (row i, column j of the box) that holds every place, with places off
        // the crossing in both lines.
        (0..n * n).find_map(|crossing| {
            let (i, j) = (crossing / n, crossing % n);
            let row_places = (0..n).fold(0u16, |m, k| m | 1 << (i * n + k));
            let col_places = (0..n).fold(0u16, |m, k| m | 1 << (k * n + j));
            let cross = 1u16 << crossing;
            if places & !(row_places | col_places) != 0
                || places & row_places & !cross == 0
                || places & col_places & !cross == 0
            {
                return None;
            }
            let corner = bx.cell(crossing);
            let [row, col, _] = corner.units();
            rectangle_at(c, digit, bx, corner, [row, col], COL)
                .or_else(|| rectangle_at(c, digit, bx, corner, [col, row], ROW))
        })
    })
}

/// The digit's places in `bx` that lie in `line`, as a group of the line.
fn group_in<S: Size>(c: &Candidates<S>, digit: Digit<S>, bx: Unit<S>, line: Unit<S>) -> Node<S> {
    let kind = if matches!(line, Unit::Row(..)) {
        ROW
    } else {
        COL
    };
    let places = c
        .cells_with(bx, digit)
        .filter(|&cell| cell.units()[kind] == line)
        .fold(0u16, |m, cell| m | 1 << place_in(kind, cell).1);
    Node::group(line, places, digit)
}

/// The empty rectangle of `bx` with its crossing at `corner` and a strong link in a line of
/// `kind` (columns, or rows) whose inner end lies in `lines[0]` (the crossing's row, or
/// column) outside the box; `lines[1]` is the crossing's other line.
fn rectangle_at<S: Size>(
    c: &Candidates<S>,
    digit: Digit<S>,
    bx: Unit<S>,
    corner: Cell<S>,
    [joined, other]: [Unit<S>; 2],
    kind: usize,
) -> Option<Deduction<S>> {
    let n = S::BOX;
    // The index of a cell's line crossing the link's lines, and of its own.
    let across = |cell: Cell<S>| if kind == COL { cell.row() } else { cell.col() };
    (0..S::SIDE).find_map(|k| {
        let line = unit::<S>(kind, k);
        let link = c.places(line, digit);
        if link.count_ones() != 2 {
            return None;
        }
        let mut ends = bits(link).map(|p| line.cell(p));
        let (p, q) = (ends.next()?, ends.next()?);
        let (join, start) = if across(p) == across(corner) {
            (p, q)
        } else {
            (q, p)
        };
        // The inner end in the joined line outside the box; the far end outside its band.
        if across(join) != across(corner)
            || join.box_index() == corner.box_index()
            || across(start) / n == across(corner) / n
        {
            return None;
        }
        let target = if kind == COL {
            Cell::new(start.row(), corner.col())?
        } else {
            Cell::new(corner.row(), start.col())?
        };
        if !c.has(target, digit) {
            return None;
        }
        let mut eliminations = Eliminations::new();
        push(&mut eliminations, (target, digit));
        Some(Deduction::SingleDigit(SingleDigit {
            kind: SingleDigitKind::EmptyRectangle,
            digit,
            links: [
                StrongLink {
                    unit: line,
                    from: Node::cell(start, digit),
                    to: Node::cell(join, digit),
                },
                StrongLink {
                    unit: bx,
                    from: group_in(c, digit, bx, joined),
                    to: group_in(c, digit, bx, other),
                },
            ],
            eliminations,
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Step, find, tests::*};
    use super::*;
    use crate::size::Nine;
    use std::string::ToString;

    /// The empty grid's candidates with `digit` kept in `keep` only, in each of `lines`.
    fn only(c: &mut Candidates<Nine>, digit: u8, line: Unit<Nine>, keep: &[usize]) {
        for (i, cell) in line.cells().enumerate() {
            if !keep.contains(&i) {
                c.remove(cell, super::super::tests::digit(digit));
            }
        }
    }

    /// The patterns of two strong links, in the logic's order.
    const TWO_LINKS: [Technique; 3] = [
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
    ];

    fn kinds(d: &Deduction<Nine>) -> std::vec::Vec<LinkKind> {
        d.highlight().links.iter().map(|l| l.kind).collect()
    }

    #[test]
    fn a_skyscraper_on_two_rows_joined_in_a_column() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, row(0), &[0, 4]);
        only(&mut c, 1, row(4), &[0, 5]);
        let d = expect_first(&c, Technique::Skyscraper);
        let one = digit::<Nine>(1);
        assert_eq!(
            d.eliminations(),
            [
                (cell(1, 5), one),
                (cell(2, 5), one),
                (cell(3, 4), one),
                (cell(5, 4), one)
            ]
        );
        assert_eq!(
            d.to_string(),
            "Skyscraper: r1c5 or r5c6 is 1 (via row 1 and row 5): r2c6, r3c6, r4c5 and r6c5 lose it"
        );
        assert_eq!(
            fr(&d),
            "Gratte-ciel\u{a0}: L1C5 ou L5C6 vaut 1 (par la ligne 1 et la ligne 5)\u{a0}: L2C6, L3C6, L4C5 et L6C5 le perdent"
        );
        assert_eq!(shaded(&d), [row(0), row(4)]);
        assert_eq!(proof(&d), [cell(0, 0), cell(0, 4), cell(4, 0), cell(4, 5)]);
        assert_eq!(
            kinds(&d),
            [LinkKind::Strong, LinkKind::Weak, LinkKind::Strong]
        );
        assert_eq!(d.rating().to_string(), "6.6");
    }

    #[test]
    fn a_skyscraper_on_two_columns_joined_in_a_row_picks_out_its_digit() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 7, col(0), &[1, 6]);
        only(&mut c, 7, col(5), &[2, 6]);
        let d = expect_first(&c, Technique::Skyscraper);
        let seven = digit::<Nine>(7);
        assert_eq!(
            d.eliminations(),
            [
                (cell(1, 3), seven),
                (cell(1, 4), seven),
                (cell(2, 1), seven),
                (cell(2, 2), seven)
            ]
        );
        assert_eq!(
            d.to_string(),
            "Skyscraper: r2c1 or r3c6 is 7 (via column 1 and column 6): r2c4, r2c5, r3c2 and r3c3 lose it"
        );
        assert_eq!(d.highlight().digits, seven.bit());
    }

    #[test]
    fn two_rows_joined_in_a_box_off_a_column_are_a_turbot_fish_not_a_skyscraper() {
        // r1c5 and r3c4 share box 2, not a column: r1c1 or r3c2 holds the 1, and the rest
        // of box 1 loses it.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, row(0), &[0, 4]);
        only(&mut c, 1, row(2), &[1, 3]);
        // (Pointing comes first in the whole logic: box 3 has its 1 in row 2 only.)
        let d = expect_first_among(&c, Technique::TurbotFish, &TWO_LINKS);
        assert_eq!(
            d.eliminations(),
            [
                (cell(1, 0), digit(1)),
                (cell(1, 1), digit(1)),
                (cell(1, 2), digit(1))
            ]
        );
        assert_eq!(Technique::Skyscraper.find(&c), None);
    }

    #[test]
    fn two_columns_joined_in_a_box_off_a_row_are_a_turbot_fish_not_a_skyscraper() {
        // The same pattern turned over: r5c1 and r4c3 share box 4, not a row.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, col(0), &[0, 4]);
        only(&mut c, 1, col(2), &[1, 3]);
        let d = expect_first_among(&c, Technique::TurbotFish, &TWO_LINKS);
        assert_eq!(
            d.eliminations(),
            [
                (cell(0, 1), digit(1)),
                (cell(1, 1), digit(1)),
                (cell(2, 1), digit(1))
            ]
        );
        assert_eq!(Technique::Skyscraper.find(&c), None);
    }

    #[test]
    fn two_rows_whose_ends_share_both_columns_are_an_x_wing_not_a_skyscraper() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, row(0), &[0, 4]);
        only(&mut c, 1, row(4), &[0, 4]);
        assert_eq!(Technique::Skyscraper.find(&c), None);
        let Step::Deduced(d) = find(&c) else {
            panic!("an X-wing")
        };
        assert_eq!(d.technique(), Technique::XWing);
    }

    #[test]
    fn a_two_string_kite_joined_in_a_box() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, row(0), &[1, 6]);
        only(&mut c, 1, col(0), &[2, 6]);
        let d = expect_first(&c, Technique::TwoStringKite);
        assert_eq!(d.eliminations(), [(cell(6, 6), digit(1))]);
        assert_eq!(
            d.to_string(),
            "2-string kite: r1c7 or r7c1 is 1 (via row 1 and column 1): r7c7 loses it"
        );
        assert_eq!(
            fr(&d),
            "Cerf-volant\u{a0}: L1C7 ou L7C1 vaut 1 (par la ligne 1 et la colonne 1)\u{a0}: L7C7 le perd"
        );
        assert_eq!(Technique::Skyscraper.find(&c), None);
    }

    #[test]
    fn a_turbot_fish_through_a_box() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(0), &[0, 8]);
        only(&mut c, 1, col(5), &[2, 7]);
        let d = expect_first(&c, Technique::TurbotFish);
        // r1c6 sees both ends too, but column 6 has the 1 in r3c6 and r8c6 only.
        assert_eq!(d.eliminations(), [(cell(7, 0), digit(1))]);
        assert_eq!(
            d.to_string(),
            "Turbot fish: r1c1 or r8c6 is 1 (via box 1 and column 6): r8c1 loses it"
        );
        assert_eq!(shaded(&d), [bx(0), col(5)]);
        assert_eq!(Technique::TwoStringKite.find(&c), None);
    }

    #[test]
    fn an_empty_rectangle_and_a_column_s_strong_link() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[1, 3, 4, 5, 7]);
        only(&mut c, 1, col(1), &[4, 8]);
        let d = expect_first(&c, Technique::EmptyRectangle);
        assert_eq!(d.eliminations(), [(cell(8, 4), digit(1))]);
        assert_eq!(
            d.to_string(),
            "Empty rectangle: the 1 of box 5 is in row 5 or column 5, the 1 of column 2 in r5c2 or r9c2: r9c5 loses it"
        );
        assert_eq!(
            fr(&d),
            "Rectangle vide\u{a0}: le 1 du bloc 5 est dans la ligne 5 ou la colonne 5, celui de la colonne 2 en L5C2 ou L9C2\u{a0}: L9C5 le perd"
        );
        // The proof: the link's two cells and the box's five; the box's lines as groups.
        assert_eq!(proof(&d).len(), 7);
        let links = d.highlight().links;
        assert_eq!(links[2].from.cells().count(), 3);
        assert_eq!(links[2].to.cells().count(), 3);
        assert_eq!(
            kinds(&d),
            [LinkKind::Strong, LinkKind::Weak, LinkKind::Strong]
        );
    }

    #[test]
    fn an_empty_rectangle_crossing_in_the_box_s_last_row_and_column() {
        // Box 5's 1 lies in row 6 and column 6, crossing at r6c6; column 2 has its 1 in r6c2
        // and r9c2.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[2, 5, 6, 7, 8]);
        only(&mut c, 1, col(1), &[5, 8]);
        let d = expect_first(&c, Technique::EmptyRectangle);
        assert_eq!(d.eliminations(), [(cell(8, 5), digit(1))]);
        assert_eq!(
            d.to_string(),
            "Empty rectangle: the 1 of box 5 is in row 6 or column 6, the 1 of column 2 in r6c2 or r9c2: r9c6 loses it"
        );
    }

    #[test]
    fn an_empty_rectangle_of_two_places_is_one_for_the_technique_alone() {
        // Box 5's 1 in r5c6 and r6c5 only: a strong link of the box, which the turbot fish
        // takes first in the whole logic; the technique alone still sees the rectangle.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[5, 7]);
        only(&mut c, 1, col(1), &[5, 8]);
        let Some(d) = Technique::EmptyRectangle.find(&c) else {
            panic!("an empty rectangle")
        };
        assert_eq!(d.technique(), Technique::EmptyRectangle);
        assert_eq!(d.eliminations(), [(cell(8, 5), digit(1))]);
    }

    #[test]
    fn no_empty_rectangle_when_the_box_s_digit_is_in_one_row() {
        // Box 5's 1 in row 5 only (a pointing, not a rectangle), and column 2's 1 in r5c2 and
        // r9c2.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[3, 4, 5]);
        only(&mut c, 1, col(1), &[4, 8]);
        assert_eq!(Technique::EmptyRectangle.find(&c), None);
    }

    #[test]
    fn no_empty_rectangle_when_the_box_s_digit_is_in_one_column() {
        // Box 5's 1 in column 5 only: the crossing r5c5 is its only place in row 5.
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[1, 4, 7]);
        only(&mut c, 1, col(1), &[4, 8]);
        assert_eq!(Technique::EmptyRectangle.find(&c), None);
    }

    #[test]
    fn no_empty_rectangle_when_the_far_end_shares_the_box_s_band() {
        let mut c = Candidates::<Nine>::new();
        only(&mut c, 1, bx(4), &[1, 3, 4, 5, 7]);
        // Column 2's other end, r6c2, is in the box's band: its target would be in the box.
        only(&mut c, 1, col(1), &[4, 5]);
        assert_eq!(Technique::EmptyRectangle.find(&c), None);
    }
}
