//! Singles, the easy tier: full house, hidden single, naked single.

use super::{
    candidates::Candidates,
    deduction::Deduction,
    technique::Technique,
    units::{all_digits, digits, scan_order},
};
use crate::{cell::Cell, digit::Digit, size::Size};

/// A filled peer of `cell` holding `digit` (looking in its row, column, then box), if any.
fn holder<S: Size>(c: &Candidates<S>, cell: Cell<S>, digit: Digit<S>) -> Option<Cell<S>> {
    cell.units()
        .into_iter()
        .filter(|&u| c.fixed_digits(u) & digit.bit() != 0)
        .find_map(|u| u.cells().find(|&o| c.digit(o) == Some(digit)))
}

/// The last open cell of a unit (boxes, rows, columns), holding the one digit the unit lacks.
pub(super) fn full_house<S: Size>(c: &Candidates<S>) -> Option<Deduction<S>> {
    scan_order::<S>()
        .filter(|&unit| c.open_in(unit) == 1)
        .find_map(|unit| {
            let cell = unit.cells().find(|&cell| c.is_open(cell))?;
            let digit = c.single(cell)?;
            Some(Deduction::place(Technique::FullHouse, cell, digit).with_units([unit]))
        })
}

/// A digit with one place left in a unit (boxes, rows, columns; digits in order).
pub(super) fn hidden_single<S: Size>(c: &Candidates<S>) -> Option<Deduction<S>> {
    scan_order::<S>().find_map(|unit| {
        let missing = !c.fixed_digits(unit) & all_digits::<S>();
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
                .filter_map(|o| holder(c, o, digit));
            Some(
                Deduction::place(Technique::HiddenSingle, cell, digit)
                    .with_units([unit])
                    .with_cells(blockers),
            )
        })
    })
}

/// An open cell with one candidate left (row by row).
pub(super) fn naked_single<S: Size>(c: &Candidates<S>) -> Option<Deduction<S>> {
    Cell::<S>::all().find_map(|cell| {
        let digit = c.single(cell)?;
        // The filled peers holding the other digits.
        let others = all_digits::<S>() & !digit.bit();
        let blockers = digits::<S>(others).filter_map(|d| holder(c, cell, d));
        Some(
            Deduction::place(Technique::NakedSingle, cell, digit)
                .with_units(cell.units())
                .with_cells(blockers),
        )
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
        assert_eq!(d.units(), [row(0)]);
        assert_eq!(
            d.to_string(),
            "Full house: r1c9 is the last empty cell of row 1, so it holds 9"
        );
    }

    #[test]
    fn a_hidden_single_in_a_box() {
        let mut c = Candidates::<Nine>::new();
        for cell in bx::<Nine>(4).cells().filter(|&x| x != cell(4, 3)) {
            c.remove(cell, digit(7));
        }
        let d = expect_first(&c, Technique::HiddenSingle);
        assert_eq!(d.placement(), Some((cell(4, 3), digit(7))));
        assert_eq!(d.units(), [bx(4)]);
        assert_eq!(
            d.to_string(),
            "Hidden single: the 7 of box 5 can only go in r5c4"
        );
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
        for &blocker in d.cells() {
            assert_eq!(c.digit(blocker), Some(digit(5)), "{blocker}");
        }
        assert_eq!(format!("{:?}", d.cells()), "[r1c9, r3c6]");
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
        assert_eq!(
            format!("{:?}", d.cells()),
            "[r1c2, r1c3, r1c4, r1c5, r2c1, r3c1, r4c1, r5c1]"
        );
        assert_eq!(format!("{:?}", d.units()), "[row 1, column 1, box 1]");
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
