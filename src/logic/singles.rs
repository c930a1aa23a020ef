//! Singles, the easy techniques: full house, naked single, hidden single. A [`Single`] places
//! its digit in its cell; its proof is its unit and the filled cells that rule out the other
//! places (hidden) or the other digits (naked).

use core::fmt;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Pattern},
    highlight::Highlight,
    level::Rating,
    search::{Progress, Scan},
    technique::Technique,
    units::{all_digits, digits, scan_order},
};
use crate::{
    cell::{Cell, Unit, UnitOf},
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang},
};

/// Which single, with the unit that makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SingleKind<S: Size = Nine> {
    /// The cell is the last open one of the unit.
    FullHouse(Unit<S>),
    /// The cell is the digit's last place in the unit.
    Hidden(Unit<S>),
    /// The digit is the cell's last candidate.
    Naked,
}

/// A single: `digit` goes in `cell`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Single<S: Size = Nine> {
    /// Which single.
    pub kind: SingleKind<S>,
    /// The cell to fill.
    pub cell: Cell<S>,
    /// The digit it takes.
    pub digit: Digit<S>,
    /// The filled cells that rule out the digit's other places in the unit (hidden single) or
    /// the cell's other digits (naked single); none for a full house.
    pub blockers: CellSet<S>,
}

impl<S: Size> Pattern<S> for Single<S> {
    fn technique(&self) -> Technique {
        match self.kind {
            SingleKind::FullHouse(_) => Technique::FullHouse,
            SingleKind::Hidden(_) => Technique::HiddenSingle,
            SingleKind::Naked => Technique::NakedSingle,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Place(self.cell, self.digit)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    /// Sudoku Explainer rates a hidden single in a box 1.2, in a row or column 1.5.
    fn rating(&self) -> Rating {
        match self.kind {
            SingleKind::Hidden(Unit::Row(..) | Unit::Col(..)) => Rating::tenths(15),
            _ => self.technique().rating(),
        }
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        match self.kind {
            SingleKind::FullHouse(unit) | SingleKind::Hidden(unit) => highlight.shade([unit]),
            SingleKind::Naked => highlight.shade(self.cell.units()),
        }
        for blocker in self.blockers.iter() {
            highlight.prove(blocker, 0);
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, digit) = (In(Lang::En, self.cell), self.digit);
        match self.kind {
            SingleKind::FullHouse(unit) => {
                let unit = In(Lang::En, UnitOf(unit));
                write!(
                    f,
                    "{cell} is the last empty cell {unit}, so it holds {digit}"
                )
            }
            SingleKind::Hidden(unit) => {
                let unit = In(Lang::En, UnitOf(unit));
                write!(f, "the {digit} {unit} can only go in {cell}")
            }
            SingleKind::Naked => write!(f, "{cell} can only hold {digit}"),
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cell, digit) = (In(Lang::Fr, self.cell), self.digit);
        match self.kind {
            SingleKind::FullHouse(unit) => {
                let unit = In(Lang::Fr, UnitOf(unit));
                write!(
                    f,
                    "{cell} est la seule case libre {unit}, elle reçoit le {digit}"
                )
            }
            SingleKind::Hidden(unit) => {
                let unit = In(Lang::Fr, UnitOf(unit));
                write!(f, "le {digit} {unit} ne peut aller qu'en {cell}")
            }
            SingleKind::Naked => write!(f, "{cell} ne peut recevoir que le {digit}"),
        }
    }
}

/// A filled peer of `cell` holding `digit` (looking in its row, column, then box), if any.
fn holder<S: Size>(c: &Candidates<S>, cell: Cell<S>, digit: Digit<S>) -> Option<Cell<S>> {
    cell.units()
        .into_iter()
        .filter(|&u| c.fixed_digits(u) & digit.bit() != 0)
        .find_map(|u| u.cells().find(|&o| c.digit(o) == Some(digit)))
}

/// The last open cell of a unit (boxes, rows, columns), holding the one digit the unit lacks.
pub(super) fn full_house<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(scan_order::<S>(), |unit| {
        if c.open_in(unit) != 1 {
            return None;
        }
        let cell = unit.cells().find(|&cell| c.is_open(cell))?;
        let digit = c.single(cell)?;
        Some(Deduction::Single(Single {
            kind: SingleKind::FullHouse(unit),
            cell,
            digit,
            blockers: CellSet::new(),
        }))
    })
}

/// A digit with one place left in a unit (boxes, rows, columns; digits in order).
pub(super) fn hidden_single<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(scan_order::<S>(), |unit| {
        let missing = c.missing_digits(unit);
        digits::<S>(missing).find_map(|digit| {
            let places = c.places(unit, digit);
            if places.count_ones() != 1 {
                return None;
            }
            let cell = unit.cell(places.trailing_zeros() as usize);
            // The filled cells that keep the digit out of the unit's other open cells.
            let blockers = unit
                .cells()
                .filter(|&o| o != cell && c.is_open(o))
                .filter_map(|o| holder(c, o, digit))
                .collect();
            Some(Deduction::Single(Single {
                kind: SingleKind::Hidden(unit),
                cell,
                digit,
                blockers,
            }))
        })
    })
}

/// An open cell with one candidate left (row by row).
pub(super) fn naked_single<S: Size>(
    c: &Candidates<S>,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    scan.each(Cell::<S>::all(), |cell| {
        let digit = c.single(cell)?;
        // The filled peers holding the other digits.
        let others = all_digits::<S>() & !digit.bit();
        let blockers = digits::<S>(others)
            .filter_map(|d| holder(c, cell, d))
            .collect();
        Some(Deduction::Single(Single {
            kind: SingleKind::Naked,
            cell,
            digit,
            blockers,
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Step, find, tests::*};
    use super::*;
    use crate::{
        grid::Grid,
        size::{Four, Nine, Sixteen},
    };
    use std::{format, string::ToString};

    #[test]
    fn a_full_house_fills_the_last_cell_of_a_row() {
        let c = candidates::<Nine>("12345678.");
        let d = expect_first(&c, Technique::FullHouse);
        assert_eq!(d.placement(), Some((cell(0, 8), digit(9))));
        assert_eq!(shaded(&d), [row(0)]);
        assert_eq!(
            d.to_string(),
            "Full house: r1c9 is the last empty cell of row 1, so it holds 9"
        );
        assert_eq!(
            fr(&d),
            "Dernière case libre\u{a0}: L1C9 est la seule case libre de la ligne 1, elle reçoit le 9"
        );
        let Deduction::Single(single) = &d else {
            panic!("a single")
        };
        assert_eq!(single.kind, SingleKind::FullHouse(row(0)));
        assert!(single.blockers.is_empty());
        assert_eq!(d.rating().to_string(), "1.0");
    }

    #[test]
    fn a_hidden_single_in_a_box() {
        let mut c = Candidates::<Nine>::new();
        for cell in bx::<Nine>(4).cells().filter(|&x| x != cell(4, 3)) {
            c.remove(cell, digit(7));
        }
        let d = expect_first(&c, Technique::HiddenSingle);
        assert_eq!(d.placement(), Some((cell(4, 3), digit(7))));
        assert_eq!(shaded(&d), [bx(4)]);
        assert_eq!(
            d.to_string(),
            "Hidden single: the 7 of box 5 can only go in r5c4"
        );
        assert_eq!(
            fr(&d),
            "Singleton caché\u{a0}: le 7 du bloc 5 ne peut aller qu'en L5C4"
        );
        assert_eq!(d.rating().to_string(), "1.2");
        assert_eq!(d.digits(), digit::<Nine>(7).bit());
    }

    #[test]
    fn a_hidden_single_in_a_row_rates_higher_than_in_a_box() {
        let mut c = Candidates::<Nine>::new();
        for x in (0..9).filter(|&x| x != 3) {
            c.remove(cell(4, x), digit(7));
        }
        let d = expect_first(&c, Technique::HiddenSingle);
        let Deduction::Single(single) = &d else {
            panic!("a single")
        };
        assert_eq!(single.kind, SingleKind::Hidden(row(4)));
        assert_eq!((single.cell, single.digit), (cell(4, 3), digit(7)));
        assert_eq!(
            d.to_string(),
            "Hidden single: the 7 of row 5 can only go in r5c4"
        );
        assert_eq!(d.rating().to_string(), "1.5");
        let mut c = Candidates::<Nine>::new();
        for x in (0..9).filter(|&x| x != 3) {
            c.remove(cell(x, 4), digit(7));
        }
        let d = expect_first(&c, Technique::HiddenSingle);
        assert_eq!(
            d.to_string(),
            "Hidden single: the 7 of column 5 can only go in r4c5"
        );
        assert_eq!(d.rating().to_string(), "1.5");
    }

    #[test]
    fn a_hidden_single_names_the_digits_that_rule_out_the_other_places() {
        // The classroom grid's first step: the 5s of r1c9 and r3c6 keep the 5 out of rows 1
        // and 3 of box 1, whose other cells are filled.
        let grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
        let c = Candidates::from_grid(&grid).unwrap();
        let Step::Deduced(d) = find(&c) else {
            panic!("the classroom grid has a first step")
        };
        assert_eq!(d.technique(), Technique::HiddenSingle);
        assert_eq!(
            d.to_string(),
            "Hidden single: the 5 of box 1 can only go in r2c3"
        );
        for blocker in proof(&d) {
            assert_eq!(c.digit(blocker), Some(digit(5)), "{blocker}");
        }
        assert_eq!(format!("{:?}", proof(&d)), "[r1c9, r3c6]");
    }

    #[test]
    fn a_naked_single_names_the_peers_holding_the_other_digits() {
        let c = candidates::<Four>("123.");
        let d = expect_first(&c, Technique::FullHouse);
        assert_eq!(
            d.to_string(),
            "Full house: r1c4 is the last empty cell of row 1, so it holds 4"
        );
        // r1c1 sees 1 to 4 in its row and 5 to 8 in its column.
        let line = [".1234....", "5........", "6........", "7........", "8"].concat();
        let c = candidates::<Nine>(&line);
        let d = expect_first(&c, Technique::NakedSingle);
        assert_eq!(d.to_string(), "Naked single: r1c1 can only hold 9");
        assert_eq!(fr(&d), "Singleton nu\u{a0}: L1C1 ne peut recevoir que le 9");
        assert_eq!(d.rating().to_string(), "2.3");
        assert_eq!(d.highlight().placed, Some((cell(0, 0), digit(9))));
        assert_eq!(
            format!("{:?}", proof(&d)),
            "[r1c2, r1c3, r1c4, r1c5, r2c1, r3c1, r4c1, r5c1]"
        );
        assert_eq!(format!("{:?}", shaded(&d)), "[row 1, column 1, box 1]");
    }

    #[test]
    fn sixteen_by_sixteen_singles_print_letters() {
        let mut c = Candidates::<Sixteen>::new();
        for cell in bx::<Sixteen>(15).cells().filter(|&x| x != cell(15, 15)) {
            c.remove(cell, digit(16));
        }
        let d = expect_first(&c, Technique::HiddenSingle);
        assert_eq!(
            d.to_string(),
            "Hidden single: the G of box 16 can only go in r16c16"
        );
        let mut c = Candidates::<Sixteen>::new();
        c.keep(cell(2, 6), digit::<Sixteen>(10).bit());
        let d = expect_first(&c, Technique::NakedSingle);
        assert_eq!(d.to_string(), "Naked single: r3c7 can only hold A");
    }
}
