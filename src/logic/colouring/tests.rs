//! Colouring on built positions (each kind) and on a HoDoKu solution path.

use super::super::tests::*;
use super::*;
use crate::{
    grid::Grid,
    logic::Step,
    logic::step,
    size::{Nine, Sixteen},
};
use std::{string::ToString, vec::Vec};

const COLOURING: [Technique; 2] = [Technique::SimpleColouring, Technique::MultiColouring];

/// Full candidates but the 5 of `lines`: each `(row, col, keep)` keeps the 5 of row `row`
/// (or of column `col` when `row` is 9) at the places `keep` only.
fn fives(lines: &[(usize, usize, &[usize])]) -> Candidates<Nine> {
    let mut c = Candidates::<Nine>::new();
    for &(r, col, keep) in lines {
        for i in (0..9).filter(|i| !keep.contains(i)) {
            let cell = if r < 9 { cell(r, i) } else { cell(i, col) };
            c.remove(cell, digit(5));
        }
    }
    c
}

fn colouring(d: &Deduction<Nine>) -> &Colouring<Nine> {
    let Deduction::Colouring(colouring) = d else {
        panic!("a colouring: {d}")
    };
    colouring
}

#[test]
fn a_trap_takes_the_digit_from_cells_seeing_both_colours() {
    // Row 1 has its 5 in c1 and c5, column 5 in r1 and r8, row 8 in c5 and c2: r1c1 and
    // r8c2 have opposite colours, and r2c2, r3c2, r7c1, r9c1 see both.
    let c = fives(&[(0, 0, &[0, 4]), (9, 4, &[0, 7]), (7, 0, &[1, 4])]);
    let d = expect_first_among(&c, Technique::SimpleColouring, &COLOURING);
    let five = digit(5);
    assert_eq!(
        d.eliminations(),
        [
            (cell(1, 1), five),
            (cell(2, 1), five),
            (cell(6, 0), five),
            (cell(8, 0), five)
        ]
    );
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::Trap);
    assert_eq!(
        colouring.colours[0].iter().collect::<Vec<_>>(),
        [cell(0, 0), cell(7, 4)]
    );
    assert_eq!(
        colouring.colours[1].iter().collect::<Vec<_>>(),
        [cell(0, 4), cell(7, 1)]
    );
    assert!(colouring.others.iter().all(CellSet::is_empty));
    assert_eq!(
        d.to_string(),
        "Simple colouring: strong links on 5 in two colours: r2c2, r3c2, r7c1 and r9c1 see both and lose 5"
    );
    assert_eq!(
        fr(&d),
        "Coloriage simple\u{a0}: liens forts sur le 5 en deux couleurs\u{a0}: L2C2, L3C2, L7C1 et L9C1 voient les deux et perdent le 5"
    );
    let lit = d.highlight();
    assert_eq!(lit.links.len(), 3);
    assert!(lit.links.iter().all(|l| l.kind == LinkKind::Strong));
    assert_eq!(proof(&d), [cell(0, 0), cell(0, 4), cell(7, 1), cell(7, 4)]);
    assert!(lit.units.is_empty());
    assert_eq!(d.rating().to_string(), "6.6");
}

#[test]
fn a_wrap_takes_the_digit_from_a_colour_that_sees_itself() {
    // r1c1 = r1c5 (row 1), r1c5 = r5c5 (column 5), r5c5 = r5c2 (row 5), r5c2 = r2c2
    // (column 2): r1c1, r5c5 and r2c2 share a colour, and r1c1 sees r2c2 in box 1.
    let c = fives(&[
        (0, 0, &[0, 4]),
        (9, 4, &[0, 4]),
        (4, 0, &[1, 4]),
        (9, 1, &[1, 4]),
    ]);
    let d = expect_first_among(&c, Technique::SimpleColouring, &COLOURING);
    let five = digit(5);
    assert_eq!(
        d.eliminations(),
        [(cell(0, 0), five), (cell(1, 1), five), (cell(4, 4), five)]
    );
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::Wrap);
    assert_eq!(colouring.seeing.as_slice(), [[cell(0, 0), cell(1, 1)]]);
    assert_eq!(
        d.to_string(),
        "Simple colouring: strong links on 5 in two colours: r1c1 and r2c2 share one and see each other, so it loses 5"
    );
    assert_eq!(
        fr(&d),
        "Coloriage simple\u{a0}: liens forts sur le 5 en deux couleurs\u{a0}: L1C1 et L2C2, de même couleur, se voient\u{a0}; cette couleur perd le 5"
    );
    // The colour that goes is no proof; the other colour is, and box 1 is shaded.
    assert_eq!(proof(&d), [cell(0, 4), cell(4, 1)]);
    assert_eq!(shaded(&d), [bx(0)]);
    let lit = d.highlight();
    assert_eq!(lit.links.len(), 5);
    assert_eq!(lit.links[4].kind, LinkKind::Weak);
}

#[test]
fn a_wrap_in_the_second_colour_takes_the_digit_from_that_colour() {
    // r1c1 = r1c5 (row 1), r1c1 = r4c1 (column 1), r4c1 = r4c4 (row 4), r4c4 = r2c4
    // (column 4): r1c5, r4c1 and r2c4 share the colour r1c1 has not, and r1c5 sees r2c4 in
    // box 2; r1c1's own colour (with r4c4) holds the 5s.
    let c = fives(&[
        (0, 0, &[0, 4]),
        (9, 0, &[0, 3]),
        (3, 0, &[0, 3]),
        (9, 3, &[1, 3]),
    ]);
    let d = expect_first_among(&c, Technique::SimpleColouring, &COLOURING);
    let five = digit(5);
    assert_eq!(
        d.eliminations(),
        [(cell(0, 4), five), (cell(1, 3), five), (cell(3, 0), five)]
    );
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::Wrap);
    assert_eq!(colouring.seeing.as_slice(), [[cell(0, 4), cell(1, 3)]]);
    assert_eq!(
        colouring.colours[1].iter().collect::<Vec<_>>(),
        [cell(0, 0), cell(3, 3)]
    );
    assert_eq!(
        d.to_string(),
        "Simple colouring: strong links on 5 in two colours: r1c5 and r2c4 share one and see each other, so it loses 5"
    );
    assert_eq!(proof(&d), [cell(0, 0), cell(3, 3)]);
    assert_eq!(shaded(&d), [bx(1)]);
}

#[test]
fn a_multi_wrap_takes_a_colour_that_sees_both_of_another_cluster() {
    // Cluster 1: r1c1 = r1c5 (row 1) = r7c5 (column 5); cluster 2: r3c2 = r7c2 (column 2).
    // r1c1 sees r3c2 and r7c5 sees r7c2: their colour is false.
    let c = fives(&[(0, 0, &[0, 4]), (9, 4, &[0, 6]), (9, 1, &[2, 6])]);
    assert_eq!(Technique::SimpleColouring.find(&c), None);
    let d = expect_first_among(&c, Technique::MultiColouring, &COLOURING);
    let five = digit(5);
    assert_eq!(d.eliminations(), [(cell(0, 0), five), (cell(6, 4), five)]);
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::MultiWrap);
    assert_eq!(
        colouring.seeing.as_slice(),
        [[cell(0, 0), cell(2, 1)], [cell(6, 4), cell(6, 1)]]
    );
    assert_eq!(
        d.to_string(),
        "Multi-colouring: on 5: the colour of r1c1 sees r3c2 and r7c2, both colours of the other, so it loses 5"
    );
    assert_eq!(
        fr(&d),
        "Coloriage multiple\u{a0}: sur le 5\u{a0}: la couleur de L1C1 voit L3C2 et L7C2, les deux couleurs de l'autre, et perd le 5"
    );
    assert_eq!(shaded(&d), [bx(0), row(6)]);
    assert_eq!(d.rating().to_string(), "6.6");
}

#[test]
fn a_multi_wrap_in_the_first_cluster_s_second_colour() {
    // Cluster 1: r1c1 = r4c1 (column 1) = r4c5 (row 4) = r7c5 (column 5); cluster 2:
    // r5c2 = r7c2 (column 2). r4c1 sees r5c2 (box 4) and r7c5 sees r7c2 (row 7): their
    // colour, the one r1c1 has not, is false.
    let c = fives(&[
        (9, 0, &[0, 3]),
        (3, 0, &[0, 4]),
        (9, 4, &[3, 6]),
        (9, 1, &[4, 6]),
    ]);
    assert_eq!(Technique::SimpleColouring.find(&c), None);
    let d = expect_first_among(&c, Technique::MultiColouring, &COLOURING);
    let five = digit(5);
    assert_eq!(d.eliminations(), [(cell(3, 0), five), (cell(6, 4), five)]);
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::MultiWrap);
    assert_eq!(
        colouring.colours[1].iter().collect::<Vec<_>>(),
        [cell(0, 0), cell(3, 4)]
    );
    assert_eq!(
        colouring.seeing.as_slice(),
        [[cell(3, 0), cell(4, 1)], [cell(6, 4), cell(6, 1)]]
    );
    assert_eq!(
        d.to_string(),
        "Multi-colouring: on 5: the colour of r4c1 sees r5c2 and r7c2, both colours of the other, so it loses 5"
    );
}

#[test]
fn a_multi_trap_takes_the_digit_from_cells_seeing_both_other_colours() {
    // Cluster 1: r1c1 = r1c5 (row 1); cluster 2: r3c2 = r7c2 (column 2). r1c1 sees r3c2,
    // so r1c5 or r7c2 holds the 5, and r7c5 sees both.
    let c = fives(&[(0, 0, &[0, 4]), (9, 1, &[2, 6])]);
    assert_eq!(Technique::SimpleColouring.find(&c), None);
    let d = expect_first_among(&c, Technique::MultiColouring, &COLOURING);
    assert_eq!(d.eliminations(), [(cell(6, 4), digit(5))]);
    let colouring = colouring(&d);
    assert_eq!(colouring.kind, ColouringKind::MultiTrap);
    assert_eq!(colouring.seeing.as_slice(), [[cell(0, 0), cell(2, 1)]]);
    assert_eq!(
        d.to_string(),
        "Multi-colouring: on 5: r1c1 and r3c2 see each other, so one other colour holds it; r7c5 sees both, loses it"
    );
    assert_eq!(
        fr(&d),
        "Coloriage multiple\u{a0}: sur le 5\u{a0}: L1C1 et L3C2 se voient, donc une autre couleur l'a\u{a0}; L7C5 voit les deux, perd le 5"
    );
    let lit = d.highlight();
    assert_eq!(lit.links.len(), 3);
    assert_eq!(lit.links[2].kind, LinkKind::Weak);
}

#[test]
fn hodoku_s_multi_colours_1_on_a_qqwing_expert_puzzle() {
    // HoDoKu 2.2's solution path of this sample puzzle (tests/puzzles/hodoku/levels.txt;
    // hodoku-py 0.2.1's `Solver().solve(line).steps`), step 34: "Multi-Colors 1:
    // r7c2<>7, r7c9<>7". The logic's own steps reach it (after another multi-colouring, on
    // the 6s, while finned fish are not in yet).
    let line = "9.3...5....8..6.2...2.39.6..8...2..........4...5..8...5..4...9....6.5..3.41.2..8.";
    let mut c = Candidates::from_grid(&Grid::<Nine>::from_line(line).unwrap())
        .unwrap()
        .with_unique_solution(true);
    let seven = digit(7);
    let d = loop {
        let Step::Deduced(d) = step(&mut c) else {
            panic!("no multi-colouring on 7s")
        };
        if d.technique() == Technique::MultiColouring && d.digits() == seven.bit() {
            break d;
        }
    };
    assert_eq!(d.eliminations(), [(cell(6, 1), seven), (cell(6, 8), seven)]);
    assert_eq!(colouring(&d).kind, ColouringKind::MultiTrap);
    assert_eq!(
        d.to_string(),
        "Multi-colouring: on 7: r5c6 and r5c3 see each other, so one other colour holds it; r7c2 and r7c9 see both, lose it"
    );
}

#[test]
fn no_colouring_without_strong_links() {
    let c = Candidates::<Nine>::new();
    assert_eq!(Technique::SimpleColouring.find(&c), None);
    assert_eq!(Technique::MultiColouring.find(&c), None);
}

#[test]
fn a_wrap_whose_links_fill_the_board_s_room_draws_no_more() {
    // On 16x16 (48 units, so clusters of up to 49 cells), the 1 in these cells only: a cluster
    // of 34 cells, more strong links than the board has room for, with a wrap. The strong
    // links fill the room, and the two cells that see each other get no weak link.
    let places = [
        13, 17, 29, 36, 38, 41, 48, 58, 74, 79, 82, 84, 85, 93, 94, 100, 107, 108, 113, 118, 132,
        140, 144, 155, 163, 173, 179, 183, 184, 187, 201, 206, 213, 223, 226, 231, 237, 242, 248,
    ];
    let mut c = Candidates::<Sixteen>::new();
    let one = digit::<Sixteen>(1);
    for cell in Cell::<Sixteen>::all().filter(|c| !places.contains(&c.index())) {
        c.remove(cell, one);
    }
    let d = Technique::SimpleColouring.find(&c).expect("a colouring");
    let Deduction::Colouring(colouring) = &d else {
        panic!("a colouring: {d}")
    };
    assert_eq!(colouring.kind, ColouringKind::Wrap);
    assert_eq!(colouring.links.len(), LINKS);
    let lit = d.highlight();
    assert_eq!(lit.links.len(), LINKS);
    assert!(lit.links.iter().all(|l| l.kind == LinkKind::Strong));
}
