use super::super::tests::*;
use super::*;
use crate::cell::Cell;
use crate::logic::{Deduction, Technique, candidates::Candidates};
use crate::size::Nine;
use std::{
    string::{String, ToString},
    vec::Vec,
};

#[test]
fn an_als_xz_takes_z_from_the_cells_seeing_all_of_it() {
    // A: r1c1 {12} and r1c2 {23} (box 1); B: r5c1 {13}. X = 1: A's only 1 sees B's. Z = 3:
    // r1c2 and r5c1 hold it, and r2c1, r3c1, r4c2, r5c2 and r6c2 see both.
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[2, 3]), ((4, 0), &[1, 3])]);
    let d = expect_first_among(&c, Technique::AlsXz, &[Technique::AlsXz]);
    let want: Vec<_> = [(1, 0), (2, 0), (3, 1), (4, 1), (5, 1)]
        .map(|(r, col)| (cell(r, col), digit(3)))
        .into();
    assert_eq!(d.eliminations(), want);
    let Deduction::AlsXz(xz) = &d else {
        panic!("an ALS-XZ")
    };
    assert_eq!((xz.a.unit, xz.b.unit), (bx(0), bx(3)));
    assert_eq!((xz.x, xz.z), (digit(1), mask::<Nine>(&[3])));
    assert_eq!(
        d.to_string(),
        "ALS-XZ: r1c12 {123} and r5c1 {13} linked by 1: r2c1, r3c1, r4c2, r5c2 and r6c2 lose 3"
    );
    assert_eq!(
        fr(&d),
        "ALS-XZ\u{a0}: L1C12 {123} et L5C1 {13} liés par le 1\u{a0}: L2C1, L3C1, L4C2, L5C2 et L6C2 perdent le 3"
    );
    assert_eq!(shaded(&d), [bx(0), bx(3)]);
    assert_eq!(proof(&d), [cell(0, 0), cell(0, 1), cell(4, 0)]);
    assert_eq!(d.digits(), mask::<Nine>(&[1, 3]));
    assert_eq!(d.rating().to_string(), "7.5");
}

#[test]
fn no_als_xz_without_a_restricted_common_digit() {
    // As above, but A's 1 may also lie in r1c2, which does not see r5c1.
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[1, 2, 3]), ((4, 0), &[1, 3])]);
    assert_eq!(Technique::AlsXz.find(&c), None);
}

#[test]
fn an_als_xy_wing_links_two_alss_through_a_pivot() {
    // C: r5c5 {12}; A: r2c5 {23}, linked to C by 2; B: r5c1 {134} and r6c1 {34} (box 4),
    // linked to C by 1 (its only 1 is r5c1). Z = 3 lies in r2c5, r5c1 and r6c1: r2c1 sees them.
    let c = with(&[
        ((4, 4), &[1, 2]),
        ((1, 4), &[2, 3]),
        ((4, 0), &[1, 3, 4]),
        ((5, 0), &[3, 4]),
    ]);
    let d = expect_first_among(&c, Technique::AlsXyWing, &[Technique::AlsXyWing]);
    let Deduction::AlsXyWing(w) = &d else {
        panic!("an ALS-XY-Wing")
    };
    assert_eq!(d.eliminations(), [(cell(1, 0), digit(3))]);
    assert_eq!((w.x, w.y, w.z), (digit(2), digit(1), mask::<Nine>(&[3])));
    assert_eq!(w.c.cells().collect::<Vec<_>>(), [cell(4, 4)]);
    assert_eq!(
        d.to_string(),
        "ALS-XY-Wing: r5c5 {12} links r2c5 {23} by 2, r5c1,r6c1 {134} by 1: r2c1 loses 3"
    );
    assert_eq!(
        fr(&d),
        "ALS-XY-Wing\u{a0}: L5C5 {12} lie L2C5 {23} par le 2, L5C1,L6C1 {134} par le 1\u{a0}: L2C1 perd le 3"
    );
    assert_eq!(shaded(&d), [bx(4), bx(1), bx(3)]);
    assert_eq!(d.digits(), mask::<Nine>(&[1, 2, 3]));
    assert_eq!(d.rating().to_string(), "7.8");
}

#[test]
fn no_als_xy_wing_when_the_links_share_their_digit() {
    // A linked to C by 1 too: C may keep 1 and lose 2, which locks neither A nor B.
    let c = with(&[
        ((4, 4), &[1, 2]),
        ((1, 4), &[1, 3]),
        ((4, 0), &[1, 3, 4]),
        ((5, 0), &[3, 4]),
    ]);
    assert_eq!(Technique::AlsXyWing.find(&c), None);
}

#[test]
fn alss_of_a_line_inside_one_box_are_the_box_s_and_sizes_are_bounded() {
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[2, 3])]);
    let alss = gather(&c);
    // r1c1, r1c12 and r1c2, in that order, from box 1 only (row 1 and the columns add none).
    let places: Vec<u16> = alss.iter().map(|a| a.places).collect();
    assert_eq!(places, [0b1, 0b11, 0b10]);
    assert!(alss.iter().all(|a| a.unit == bx(0)));
    assert_eq!(alss[1].digits, mask::<Nine>(&[1, 2, 3]));
    assert_eq!(
        alss[1].masks,
        [mask::<Nine>(&[1, 2]), mask::<Nine>(&[2, 3]), 0, 0]
    );
    // r1c1, r1c4, r1c7 and r1c8 (three boxes) with five digits: one ALS of four cells, the row's.
    let mut c = Candidates::<Nine>::new();
    for col in [0, 3, 6, 7] {
        c.keep(cell(0, col), mask::<Nine>(&[1, 2, 3, 4, 5]));
    }
    let alss = gather(&c);
    assert_eq!(alss.len(), 1);
    assert_eq!((alss[0].unit, alss[0].places), (row(0), 0b1100_1001));
    // Five cells of a row with six digits between them: too large.
    let mut c = Candidates::<Nine>::new();
    for col in [0, 3, 6, 7, 8] {
        c.keep(cell(0, col), mask::<Nine>(&[1, 2, 3, 4, 5, 6]));
    }
    assert!(
        gather(&c)
            .iter()
            .all(|a| a.places.count_ones() as usize <= MOST_CELLS)
    );
    assert!(gather(&c).is_empty());
}

/// The candidates written as HoDoKu's solver had them: a placed digit, or a cell's candidates
/// in braces.
fn marks(text: &str) -> Candidates<Nine> {
    let mut c = Candidates::<Nine>::new();
    let (mut i, mut open, mut mask) = (0, false, 0);
    for ch in text.chars() {
        match ch {
            '{' => (open, mask) = (true, 0),
            '}' => {
                c.keep(Cell::from_index(i).unwrap(), mask);
                (open, i) = (false, i + 1);
            }
            d if open => mask |= digit::<Nine>(d as u8 - b'0').bit(),
            d => {
                assert!(c.place(Cell::from_index(i).unwrap(), digit(d as u8 - b'0')));
                i += 1;
            }
        }
    }
    assert_eq!(i, 81, "{text}");
    c
}

/// Every ALS-XZ step of `c` in turn (each applied before the next is looked for), each checked
/// against the solution of `puzzle`: the candidates they remove.
fn every_als_xz(puzzle: &str, mut c: Candidates<Nine>) -> Vec<(Cell<Nine>, Digit<Nine>)> {
    let mut solver =
        crate::solver::Solver::new(&crate::grid::Grid::from_line(puzzle).unwrap(), 1).unwrap();
    solver.run();
    let solution = *solver.solution().unwrap();
    let mut gone = Vec::new();
    while let Some(d) = Technique::AlsXz.find(&c) {
        for &(cell, digit) in d.eliminations() {
            assert_ne!(solution.digit(cell), Some(digit), "{d}");
            gone.push((cell, digit));
        }
        assert!(c.apply(&d));
    }
    gone
}

// HoDoKu's own ALS-XZ steps on two puzzles of the committed sample (`tests/puzzles/hodoku/`):
// the candidates just before the step, as hodoku-py 0.2.1's solver had them (its `solve`'s
// steps applied in turn to its `Grid` up to the first ALS_XZ step; ALSs of 4 and 2 cells, and
// of 1 and 3). Ours find the same elimination among theirs.
#[test]
fn als_xz_makes_hodoku_s_eliminations() {
    let cases = [
        (
            "3.7..9..8.9...832..5.........5...8.1.......74.4....59.5...2.4...1974..8.4..19....",
            "3{26}7{2456}{56}91{456}8{16}9{146}{456}{157}832{567}{1268}5{12468}{2346}{1367}{1247}9{46}{67}{2679}{236}5{23469}{367}{247}8{36}1{2689}{2368}{12368}{23569}{13568}{12}{26}74{1678}4{12368}{236}{13678}{127}59{236}57{36}82{36}419{26}1974{35}{26}8{35}4{2368}{2368}19{356}7{356}{2356}",
            (3, 3, 2),
        ),
        (
            ".....6.1....4...52........7.846......1.35.....26..15.8......27...7...8.5...23....",
            "{89}{579}2{58}{78}6314{16}{67}{38}4{178}{39}{69}52{14}{456}{35}{19}{12}{235}{69}875846{29}{29}731719358426326741598{469}{49}1{58}{68}{45}273237{19}{169}{49}8{46}5{68}{456}{58}2371{46}9",
            (6, 0, 6),
        ),
    ];
    for (puzzle, state, (r, col, d)) in cases {
        let gone = every_als_xz(puzzle, marks(state));
        assert!(
            gone.contains(&(cell(r, col), digit(d))),
            "{puzzle}: {gone:?}"
        );
    }
}

#[test]
fn a_hint_says_an_als_sentence_whole_only_where_it_wraps_into_the_status() {
    // 4 lines of 33 columns after `Indice : ALS-XY-Wing : `: 112 for the characters and three
    // times the longest word (at least the technique's name, 11).
    assert!(say::fits_whole(79, 5));
    assert!(!say::fits_whole(80, 5));
    assert!(say::fits_whole(79, 11));
    assert!(say::fits_whole(10, 34));
    assert!(!say::fits_whole(11, 34));
    assert!(!say::fits_whole(0, 38));
}

#[test]
fn an_als_item_weighs_as_much_of_the_budget_as_a_forcing_chain_s_start() {
    use super::super::search::{Budget, Progress, Scan};
    // Three ALSs and no step: each item spends its weight, the last one what is left.
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[1, 2, 3]), ((4, 0), &[1, 3])]);
    assert_eq!(gather(&c).len(), 4);
    for (technique, weight) in [
        (Technique::AlsXz, PAIRS_WEIGHT),
        (Technique::AlsXyWing, PIVOT_WEIGHT),
    ] {
        for (budget, looked) in [(weight, 1), (weight + 1, 2), (2 * weight, 2)] {
            let (mut done, mut budget) = (0, Budget::new(budget));
            let progress = technique.scan(&c, &mut Scan::new(&mut done, &mut budget));
            assert_eq!(
                (progress, done),
                (Progress::Paused, looked),
                "{technique:?}"
            );
        }
        assert_eq!(technique.find(&c), None);
    }
}

#[test]
fn an_als_contains_its_cells_and_meets_the_sets_it_shares_one_with() {
    // The first test's state: sets in rows, columns and boxes, some sharing cells.
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[2, 3]), ((4, 0), &[1, 3])]);
    let alss = gather(&c);
    let (mut meeting, mut apart) = (0, 0);
    for a in &alss {
        let cells: Vec<Cell<Nine>> = a.cells().collect();
        for cell in Cell::<Nine>::all() {
            assert_eq!(
                a.contains(cell),
                cells.contains(&cell),
                "{cell} in {cells:?}"
            );
        }
        for b in &alss {
            let shared = b.cells().any(|cell| cells.contains(&cell));
            assert_eq!(a.meets(b), shared);
            if shared { meeting += 1 } else { apart += 1 }
        }
    }
    assert!(meeting > alss.len() && apart > 0, "{meeting} {apart}");
}

/// How an ALS of `alss` at exactly `cells` is named, in `lang`.
fn named<S: Size>(alss: &[Als<S>], cells: &[Cell<S>], lang: crate::text::Lang) -> String {
    let als = alss
        .iter()
        .find(|a| a.cells().eq(cells.iter().copied()))
        .unwrap_or_else(|| panic!("an ALS at {cells:?}"));
    super::say::Named(lang, als).to_string()
}

#[test]
fn the_sets_gathered_hold_the_union_of_their_cells_digits_and_are_named_by_rows_or_columns() {
    use crate::{size::Sixteen, text::Lang};
    // r1c1 {12} with r5c1 {23}: column 1's set {123} (and r1c2 {23} with r1c1, box 1's).
    let c = with(&[((0, 0), &[1, 2]), ((0, 1), &[2, 3]), ((4, 0), &[2, 3])]);
    let alss = gather(&c);
    let column = [cell(0, 0), cell(4, 0)];
    let als = alss
        .iter()
        .find(|a| a.cells().eq(column))
        .expect("column 1's");
    assert_eq!(als.digits, mask::<Nine>(&[1, 2, 3]));
    assert_eq!(named(&alss, &column, Lang::En), "r15c1 {123}");
    assert_eq!(named(&alss, &column, Lang::Fr), "L15C1 {123}");
    assert_eq!(
        named(&alss, &[cell(0, 0), cell(0, 1)], Lang::En),
        "r1c12 {123}"
    );
    // On 16x16 numbers past 9 take a separator, in rows and columns alike.
    let mut c = Candidates::<Sixteen>::new();
    for (r, col, digits) in [(0, 0, &[1, 2]), (0, 14, &[2, 3]), (12, 0, &[2, 3])] {
        c.keep(cell(r, col), mask::<Sixteen>(digits));
    }
    let alss = gather(&c);
    assert_eq!(
        named(&alss, &[cell(0, 0), cell(0, 14)], Lang::En),
        "r1c1.15 {123}"
    );
    assert_eq!(
        named(&alss, &[cell(0, 0), cell(12, 0)], Lang::Fr),
        "L1.13C1 {123}"
    );
}

#[test]
fn no_als_xy_wing_when_both_sets_link_to_the_pivot_by_the_same_digit() {
    // C: r5c5 {12}; A: r2c5 {23} and B: r5c1 {234}, r6c1 {34} both linked to C by 2 only.
    // With x = y the wing proves nothing (r2c1 would lose 3).
    let c = with(&[
        ((4, 4), &[1, 2]),
        ((1, 4), &[2, 3]),
        ((4, 0), &[2, 3, 4]),
        ((5, 0), &[3, 4]),
    ]);
    assert_eq!(Technique::AlsXyWing.find(&c), None);
}

#[test]
fn only_the_z_digits_that_lose_a_candidate_are_said_gone() {
    // A: r1c1 {12}, r1c2 {13} (box 1); B: r5c1 {12}, r6c1 {13} (box 4). Z may be 1 or 3, but
    // no cell seeing every 3 of A and B holds a 3: only the 1s go (from r2c1 and r3c1).
    let all_but_3: &[u8] = &[1, 2, 4, 5, 6, 7, 8, 9];
    let c = with(&[
        ((0, 0), &[1, 2]),
        ((0, 1), &[1, 3]),
        ((4, 0), &[1, 2]),
        ((5, 0), &[1, 3]),
        ((1, 0), all_but_3),
        ((2, 0), all_but_3),
        ((3, 1), all_but_3),
        ((4, 1), all_but_3),
        ((5, 1), all_but_3),
    ]);
    let alss = gather(&c);
    let find = |cells: [Cell<Nine>; 2]| alss.iter().find(|a| a.cells().eq(cells)).unwrap();
    let (a, b) = (
        find([cell(0, 0), cell(0, 1)]),
        find([cell(4, 0), cell(5, 0)]),
    );
    let (eliminations, gone) = super::eliminate(&c, a, b, mask::<Nine>(&[1, 3]));
    assert_eq!(gone, mask::<Nine>(&[1]));
    assert_eq!(
        eliminations.to_vec(),
        [(cell(1, 0), digit(1)), (cell(2, 0), digit(1))]
    );
}

#[test]
fn no_als_xy_wing_from_two_sets_that_share_a_cell() {
    // C: r5c5 {12}; A: r5c1 {23}, linked to C by 2; B: r5c1 {23}, r5c2 {12}, r5c3 {34}, linked
    // to C by 1. Z = 3 would leave the rest of row 5 and box 4, but A and B share r5c1.
    let c = with(&[
        ((4, 4), &[1, 2]),
        ((4, 0), &[2, 3]),
        ((4, 1), &[1, 2]),
        ((4, 2), &[3, 4]),
    ]);
    assert_eq!(Technique::AlsXyWing.find(&c), None);
}

#[test]
fn an_als_xz_takes_every_other_common_digit() {
    // A: r1c1 {123}, r1c2 {234}, r1c3 {234} (row 1); B: r4c1 {124}, r5c1 {234}, r6c1 {234}
    // (column 1): no cell of two digits, so no smaller set but the pairs of {234}, which see
    // nothing of each other. A and B share 1 to 4; X = 1 (r1c1 and r4c1, in column 1); Z = 2, 3
    // and 4, which r2c1 and r3c1 see in all six cells.
    let c = with(&[
        ((0, 0), &[1, 2, 3]),
        ((0, 1), &[2, 3, 4]),
        ((0, 2), &[2, 3, 4]),
        ((3, 0), &[1, 2, 4]),
        ((4, 0), &[2, 3, 4]),
        ((5, 0), &[2, 3, 4]),
    ]);
    let d = Technique::AlsXz.find(&c).expect("an ALS-XZ");
    let Deduction::AlsXz(xz) = &d else {
        panic!("an ALS-XZ")
    };
    assert_eq!((xz.x, xz.z), (digit(1), mask::<Nine>(&[2, 3, 4])));
    let want: Vec<_> = [(2, 1), (2, 2), (3, 1), (3, 2), (4, 1), (4, 2)]
        .map(|(d, r)| (cell(r, 0), digit(d)))
        .into();
    assert_eq!(d.eliminations(), want);
}

// Two sets that share a cell make no ALS-XZ (nor in HoDoKu by default): the candidates on the
// way of the logic's solve of `.................1..2..3.4......5....1..6...738...........8..
// ....57..32...9.1....` (tests/puzzles/hodoku/levels.txt), where the first such pair in scan
// order, r4c123,r5c3 and r5c3,r6c3, comes before the first true one and would take r5c1's only
// candidate, 4.
#[test]
fn no_als_xz_from_two_sets_that_share_a_cell() {
    let c = marks(
        "{1456789}{345679}{134678}{1245689}{24579}{1246789}{256789}{356789}{235689}{456789}{345679}{34678}{245689}{24579}{246789}{256789}{356789}1{156789}{5679}2{15689}{579}3{56789}4{5689}{24679}{24679}{467}{123489}{23479}5{124689}{13689}{234689}{2459}1{4}{23489}6{2489}{24589}{3589}738{467}{1249}{2479}{12479}{124569}{1569}{24569}{12467}{23467}{13467}{234569}8{2469}{145679}{15679}{4569}{1468}{46}57{49}{469}32{4689}{24678}{23467}9{23456}1{246}{45678}{5678}{4568}",
    );
    let d = Technique::AlsXz.find(&c).expect("an ALS-XZ");
    assert_eq!(
        d.to_string(),
        "ALS-XZ: r8c2 {46} and r8c56 {469} linked by 4: r8c1 and r8c9 lose 6"
    );
}
