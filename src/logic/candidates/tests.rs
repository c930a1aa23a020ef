use super::*;
use crate::logic::units::unit;
use crate::size::{Four, Sixteen};
use std::vec::Vec;

fn cell<S: Size>(r: usize, c: usize) -> Cell<S> {
    Cell::new(r, c).unwrap()
}

fn digit<S: Size>(d: u8) -> Digit<S> {
    Digit::new(d).unwrap()
}

/// Rebuilds the place tables from the masks and checks they agree.
fn check_tables<S: Size>(c: &Candidates<S>) {
    for unit in Unit::<S>::all() {
        let mut fixed = 0;
        for d in Digit::<S>::all() {
            let expected = (0..S::SIDE)
                .filter(|&i| c.has(unit.cell(i), d))
                .fold(0u16, |m, i| m | 1 << i);
            assert_eq!(c.places(unit, d), expected, "{unit} {d}");
        }
        for cell in unit.cells() {
            if let Some(d) = c.digit(cell) {
                fixed |= d.bit();
            }
        }
        assert_eq!(c.fixed_digits(unit), fixed, "{unit}");
    }
    let open = Cell::<S>::all().filter(|&x| c.is_open(x)).count();
    assert_eq!(c.open_count(), open);
}

#[test]
fn the_empty_grid_has_every_candidate_everywhere() {
    let c = Candidates::<Nine>::new();
    assert_eq!(c.mask(cell(4, 4)), 0x1ff);
    assert_eq!(c.open_count(), 81);
    assert_eq!(c.places(Unit::all().next().unwrap(), digit(9)), 0x1ff);
    assert_eq!(Candidates::<Sixteen>::new().mask(cell(0, 0)), 0xffff);
    assert_eq!(Candidates::<Four>::new().mask(cell(0, 0)), 0xf);
    check_tables(&Candidates::<Sixteen>::new());
}

#[test]
fn placing_takes_the_digit_from_the_peers_only() {
    let mut c = Candidates::<Nine>::new();
    assert!(c.place(cell(0, 0), digit(5)));
    assert_eq!(c.digit(cell(0, 0)), Some(digit(5)));
    assert_eq!(c.single(cell(0, 0)), None, "a filled cell is no single");
    assert!(!c.has(cell(0, 8), digit(5)));
    assert!(!c.has(cell(8, 0), digit(5)));
    assert!(!c.has(cell(2, 2), digit(5)));
    assert!(c.has(cell(3, 3), digit(5)));
    assert_eq!(c.count(cell(0, 1)), 8);
    assert!(!c.place(cell(0, 0), digit(4)), "already filled");
    assert!(!c.place(cell(0, 1), digit(5)), "not a candidate");
    assert_eq!(c.open_count(), 80);
    check_tables(&c);
}

#[test]
fn removing_and_keeping_candidates() {
    let mut c = Candidates::<Four>::new();
    assert!(c.remove(cell(1, 1), digit(2)));
    assert!(!c.remove(cell(1, 1), digit(2)), "already gone");
    assert_eq!(c.keep(cell(1, 1), 0b0101), 1, "4 goes, 1 and 3 stay");
    assert_eq!(c.mask(cell(1, 1)), 0b0101);
    assert!(c.remove(cell(1, 1), digit(1)));
    assert_eq!(c.single(cell(1, 1)), Some(digit(3)));
    let row = Unit::<Four>::all().nth(1).unwrap();
    assert_eq!(c.places(row, digit(2)), 0b1101);
    assert_eq!(
        c.cells_with(row, digit(2)).collect::<Vec<_>>(),
        [cell(1, 0), cell(1, 2), cell(1, 3)]
    );
    check_tables(&c);
}

#[test]
fn pencil_marks_narrow_the_candidates() {
    let mut c = Candidates::<Nine>::new();
    let mut marks = [0u16; 81];
    marks[10] = 0b11;
    c.intersect(&marks);
    assert_eq!(c.mask(cell(1, 1)), 0b11);
    assert_eq!(
        c.mask(cell(1, 2)),
        0x1ff,
        "unmarked cells keep every candidate"
    );
    check_tables(&c);
}

#[test]
fn a_player_s_candidates_are_the_grid_s_narrowed_by_the_notes() {
    let grid = Grid::<Nine>::from_line(crate::puzzles::CLASSROOM).unwrap();
    let plain = Candidates::from_grid(&grid).unwrap();
    assert_eq!(Candidates::of_player(&grid, None), Ok(plain));
    let mut notes = [0u16; 81];
    // r1c1 may hold 1, 4 or 8: the player keeps 4 and 8, and notes a 9 it cannot hold.
    notes[0] = 0b1_1000_1000;
    let c = Candidates::of_player(&grid, Some(&notes)).unwrap();
    assert_eq!(c.mask(cell(0, 0)), 0b1000_1000);
    assert_eq!(c.mask(cell(0, 2)), plain.mask(cell(0, 2)), "no notes: all");
    check_tables(&c);
    let clash = Grid::<Nine>::from_line(&std::format!("55{}", ".".repeat(79))).unwrap();
    assert!(Candidates::of_player(&clash, Some(&notes)).is_err());
}

#[test]
fn a_grid_fixes_its_digits_and_refuses_conflicts() {
    let line = std::format!("5.....5{}", ".".repeat(74));
    let grid = Grid::<Nine>::from_line(&line).unwrap();
    let conflict = Candidates::from_grid(&grid).unwrap_err();
    assert_eq!(std::format!("{conflict}"), "5 at r1c1 and r1c7");
    let mut grid = Grid::<Sixteen>::empty();
    grid.set_given(cell(3, 5), Some(digit(16)));
    grid.place(cell(15, 0), digit(10));
    let c = Candidates::from_grid(&grid).unwrap();
    assert_eq!(c.digit(cell(3, 5)), Some(digit(16)));
    assert_eq!(c.digit(cell(15, 0)), Some(digit(10)));
    assert_eq!(c.open_count(), 254);
    check_tables(&c);
    let mut filled = Grid::<Sixteen>::empty();
    c.fill(&mut filled);
    assert_eq!(filled.placed_count(), 2);
}

/// The candidates of `grid` as placing its digits one by one on the empty grid gives them.
fn placed_one_by_one<S: Size>(grid: &Grid<S>) -> Candidates<S> {
    let mut c = Candidates::new();
    for (cell, entry) in grid.entries() {
        if let Some(digit) = entry.digit() {
            assert!(c.place(cell, digit));
        }
    }
    c
}

#[test]
fn a_grid_read_at_once_is_its_digits_placed_one_by_one() {
    for line in crate::puzzles::BENCHMARK {
        let grid = Grid::<Nine>::from_line(line).unwrap();
        let c = Candidates::from_grid(&grid).unwrap();
        assert_eq!(c, placed_one_by_one(&grid), "{line}");
        check_tables(&c);
    }
    let sixteen = crate::library::BUILT_IN
        .iter()
        .find_map(|p| Grid::<Sixteen>::from_line(p.line).ok())
        .expect("a built-in 16x16");
    let c = Candidates::from_grid(&sixteen).unwrap();
    assert_eq!(c, placed_one_by_one(&sixteen));
    check_tables(&c);
    let four = Grid::<Four>::from_line("1.....3..2......").unwrap();
    assert_eq!(
        Candidates::from_grid(&four).unwrap(),
        placed_one_by_one(&four)
    );
}

#[test]
fn contradictions_are_found() {
    let mut c = Candidates::<Four>::new();
    assert_eq!(c.contradiction(), None);
    for d in 1..=4 {
        c.remove(cell(0, 0), digit(d));
    }
    assert_eq!(
        c.contradiction(),
        Some(Contradiction::NoCandidate(cell(0, 0)))
    );
    let mut c = Candidates::<Four>::new();
    for col in 0..4 {
        c.remove(cell(2, col), digit(3));
    }
    // Box 3 (rows 3-4, columns 1-2) still has 3 in row 4: the row is the first unit without it.
    assert_eq!(
        c.contradiction(),
        Some(Contradiction::NoPlace(unit(ROW, 2), digit(3)))
    );
}

#[test]
fn the_state_is_small() {
    assert!(core::mem::size_of::<Candidates<Nine>>() < 1024);
    assert!(core::mem::size_of::<Candidates<Sixteen>>() < 3 * 1024);
}
