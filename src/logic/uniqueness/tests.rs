use super::super::{Step, find, step, tests::*};
use super::*;
use crate::{grid::Grid, size::Nine, solver::Solver};
use std::string::ToString;

/// The first step by `technique` in the logical solve of `line` (known to have one
/// solution), checked against the solution; the same state without that knowledge finds
/// no such step.
pub(super) fn first_use(line: &str, technique: Technique) -> Deduction<Nine> {
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
fn a_type_2_says_its_extra_digit_whatever_the_number_of_cells_losing_it() {
    // r1c1 and r1c4 hold 1 and 2, r2c1 and r2c4 1, 2 and 5: row 2's other 5s go, six of them
    // (r2c9 has none).
    let mut c = with(&[
        ((0, 0), &[1, 2]),
        ((0, 3), &[1, 2]),
        ((1, 0), &[1, 2, 5]),
        ((1, 3), &[1, 2, 5]),
    ]);
    c.remove(cell(1, 8), digit(5));
    let d = Technique::UniqueRectangle2
        .find(&c.with_unique_solution(true))
        .expect("a type 2");
    assert_eq!(d.eliminations().len(), 6);
    assert_eq!(
        d.to_string(),
        "Unique rectangle 2: r2c1 or r2c4 is 5 (else 2 solutions): r2c2, r2c3, r2c5, r2c6, r2c7 and r2c8 lose it"
    );
    assert_eq!(
        fr(&d),
        "Rectangle unique 2\u{a0}: L2C1 ou L2C4 vaut 5 (sinon 2 solutions)\u{a0}: L2C2, L2C3, L2C5, L2C6, L2C7 et L2C8 le perdent"
    );
    // x and y are picked out among the notes, and prove the step in each corner.
    let lit = d.highlight();
    assert_eq!(lit.digits, mask::<Nine>(&[1, 2]));
    for corner in [cell(0, 0), cell(0, 3), cell(1, 0), cell(1, 3)] {
        assert_eq!(lit.proof_candidates.mask(corner), mask::<Nine>(&[1, 2]));
    }
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
fn a_rectangle_with_a_roof_of_two_candidates_is_a_type_1_not_a_type_4() {
    // r1c1, r1c4 and r2c1 hold 1 and 2, r2c4 1, 2 and 5, and row 2 has no other 1: the roofs
    // r2c1 and r2c4 are the row's only 1s, but r2c1 has no extra digit, so the step is a
    // type 1 (r2c4 loses 1 and 2), never a type 4 (both roofs losing 2).
    let mut c = with(&[
        ((0, 0), &[1, 2]),
        ((0, 3), &[1, 2]),
        ((1, 0), &[1, 2]),
        ((1, 3), &[1, 2, 5]),
    ]);
    for col in [1, 2, 4, 5, 6, 7, 8] {
        c.remove(cell(1, col), digit(1));
    }
    let c = c.with_unique_solution(true);
    assert_eq!(Technique::UniqueRectangle4.find(&c), None);
    assert_eq!(Technique::UniqueRectangle3.find(&c), None);
    let d = Technique::UniqueRectangle1.find(&c).expect("a type 1");
    assert_eq!(
        d.eliminations(),
        [(cell(1, 3), digit(1)), (cell(1, 3), digit(2))]
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
fn a_hidden_rectangle_needs_its_link_twice_in_both_the_row_and_the_column() {
    // r1c1 holds 1 and 2; r1c4, r2c1 and r2c4 hold every digit. Row 2 has its 2s only in the
    // rectangle (r2c1, r2c4): not enough while column 4 has others.
    let mut c = Candidates::<Nine>::new();
    c.keep(cell(0, 0), mask::<Nine>(&[1, 2]));
    for col in [1, 2, 4, 5, 6, 7, 8] {
        c.remove(cell(1, col), digit(2));
    }
    let c_row = c.with_unique_solution(true);
    assert_eq!(Technique::HiddenRectangle.find(&c_row), None);
    // Column 4 too (r1c4, r2c4): r2c4 is not 1.
    for r in 2..9 {
        c.remove(cell(r, 3), digit(2));
    }
    let d = Technique::HiddenRectangle
        .find(&c.with_unique_solution(true))
        .expect("a hidden rectangle");
    assert_eq!(d.eliminations(), [(cell(1, 3), digit(1))]);
    // And the column alone is not enough either.
    let mut c = Candidates::<Nine>::new();
    c.keep(cell(0, 0), mask::<Nine>(&[1, 2]));
    for r in 2..9 {
        c.remove(cell(r, 3), digit(2));
    }
    assert_eq!(
        Technique::HiddenRectangle.find(&c.with_unique_solution(true)),
        None
    );
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
