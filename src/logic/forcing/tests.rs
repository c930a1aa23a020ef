//! Forcing chains and nets on positions of real puzzles.

use super::super::Hint;
use super::super::chains::tests::{first_in, first_such};
use super::super::highlight::{LinkKind, Node};
use super::super::tests::*;
use super::*;
use crate::text::{In, Lang};
use std::string::ToString;

#[test]
fn a_forcing_chain_finds_a_candidate_that_contradicts_itself() {
    let (_, d) = first_in(
        ".6..5.4.3.2.1...........7..4.3...6..7..5........2.........8..5.6...4...........1.",
        Technique::ForcingChain,
    );
    assert_eq!(
        d.to_string(),
        "Forcing chain: assuming (8)r2c6 leads to a contradiction, so (8)r2c6 goes"
    );
    assert_eq!(
        fr(&d),
        "Chaîne de forçage\u{a0}: supposer (8)L2C6 vrai mène à une contradiction, on élimine donc (8)L2C6"
    );
    let Deduction::Forcing(f) = &d else {
        panic!("a forcing chain")
    };
    assert_eq!(f.kind, ForcingKind::Contradiction(true));
    // The two chains to the candidate both true and false, drawn from the premise.
    let links = &d.highlight().links;
    assert!(links.len() >= 2);
    assert_eq!(links[0].from, Node::cell(cell(1, 5), digit(8)));
    assert_eq!(links[0].kind, LinkKind::Weak);
    assert_eq!(d.rating().to_string(), "8.0");
}

#[test]
fn a_forcing_chain_places_a_candidate_whose_absence_contradicts() {
    let (_, d) = first_in(
        "3..8.1....5....6.9......4..5..7...8..4..6...........2.2..3.........9.1....7......",
        Technique::ForcingChain,
    );
    assert_eq!(d.placement(), Some((cell(0, 6), digit(2))));
    assert_eq!(
        d.to_string(),
        "Forcing chain: assuming (2)r1c7 false leads to a contradiction, so r1c7 is 2"
    );
    assert_eq!(
        fr(&d),
        "Chaîne de forçage\u{a0}: supposer (2)L1C7 faux mène à une contradiction, donc L1C7 vaut 2"
    );
    assert_eq!(d.highlight().links[0].kind, LinkKind::Strong);
    // Short enough for the status line: the hint says it whole, and its premise is where.
    assert_eq!(Hint::Deduction(d.clone()).to_string(), d.to_string());
    assert_eq!(d.ends(), Some(Ends::Start(cell(0, 6))));
}

#[test]
fn a_forcing_net_where_both_cases_agree() {
    let both =
        |d: &Deduction<Nine>| matches!(d, Deduction::Forcing(f) if f.kind == ForcingKind::Both);
    let (_, d) = first_such(
        ".5.1.8.7.4..3.....2.........1.7...8.9.....4............3.....1.....4.2......5.6..",
        Technique::ForcingNet,
        both,
    );
    assert_eq!(
        d.to_string(),
        "Forcing net: whether (6)r2c5 is true or false, the nets agree, so (9)r6c5 and (9)r7c5 go"
    );
    assert_eq!(
        fr(&d),
        "Réseau de forçage\u{a0}: que (6)L2C5 soit vrai ou faux, les réseaux concordent, on élimine donc (9)L6C5 et (9)L7C5"
    );
    let Deduction::Forcing(f) = &d else {
        panic!("a forcing net")
    };
    assert_eq!(f.kind, ForcingKind::Both);
    assert!(f.links.is_empty(), "a net draws no chain");
    assert_eq!(d.rating().to_string(), "8.5");
}

#[test]
fn a_forcing_net_places_a_digit_that_both_cases_place() {
    let (_, d) = first_such(
        ".1..3..6.8..................63.9....7..8..4......1.5...9.....1.2..7........5..7..",
        Technique::ForcingNet,
        |d| matches!(d, Deduction::Forcing(f) if f.kind == ForcingKind::Both && d.placement().is_some()),
    );
    assert_eq!(d.placement(), Some((cell(3, 7), digit(7))));
    assert_eq!(
        d.to_string(),
        "Forcing net: whether (1)r4c1 is true or false, the nets agree, so r4c8 is 7"
    );
}

#[test]
fn every_digit_of_a_cell_implying_the_same_is_a_cell_forcing_chain() {
    // r1c1 holds 1 or 2, r1c5 1 or 3, r1c9 2 or 3: whichever r1c1 holds, the three cells hold
    // 1, 2 and 3 between them, and the rest of row 1 loses them.
    let mut c = Candidates::<Nine>::new();
    c.keep(cell(0, 0), mask::<Nine>(&[1, 2]));
    c.keep(cell(0, 4), mask::<Nine>(&[1, 3]));
    c.keep(cell(0, 8), mask::<Nine>(&[2, 3]));
    let mut follow = Follow {
        c: &c,
        net: false,
        explorer: Explorer::new(),
    };
    let found = look(&mut follow, Technique::ForcingChain, Item::Cell(cell(0, 0)));
    let Some(Deduction::Forcing(f)) = found else {
        panic!("a cell forcing chain")
    };
    assert_eq!(f.kind, ForcingKind::Cell(cell(0, 0)));
    assert_eq!(
        f.premises.as_slice(),
        [(cell(0, 0), digit(1)), (cell(0, 0), digit(2))]
    );
    assert_eq!(f.eliminations.len(), 18);
    assert!(
        f.eliminations
            .iter()
            .all(|&(x, d)| x.row() == 0 && d.get() <= 3)
    );
    let d = Deduction::Forcing(f);
    assert!(d.to_string().starts_with(
        "Forcing chain: whichever of 1 and 2 r1c1 holds, the chains agree, so (1)r1c2, (2)r1c2, (3)r1c2, (1)r1c3"
    ));
    assert!(fr(&d).starts_with(
        "Chaîne de forçage\u{a0}: quel que soit le chiffre de L1C1 (1 et 2), les chaînes concordent"
    ));
    // Each case's chain to the first elimination is drawn, and the premises' digits picked out.
    assert!(d.highlight().links.len() >= 2);
    assert_eq!(d.digits(), mask::<Nine>(&[1, 2]));
    // Too long for the status line: the hint leaves the digits and what goes to the board.
    assert_eq!(
        In(Lang::En, d.fitted()).to_string(),
        "Forcing chain: whatever r1c1 holds, the chains agree, so 18 candidates go"
    );
    assert_eq!(
        In(Lang::Fr, d.fitted()).to_string(),
        "Chaîne de forçage\u{a0}: quel que soit le chiffre de L1C1, les chaînes concordent, on élimine donc 18 candidats"
    );
    assert_eq!(d.ends(), Some(Ends::Start(cell(0, 0))));
}

#[test]
fn every_place_of_a_digit_in_a_unit_implying_the_same_is_a_unit_forcing_net() {
    // The 1 of row 1 only in r1c1 or r1c2: either way box 1 holds it in row 1, and the rest
    // of box 1 loses it.
    let mut c = Candidates::<Nine>::new();
    for col in 2..9 {
        c.remove(cell(0, col), digit(1));
    }
    let mut follow = Follow {
        c: &c,
        net: true,
        explorer: Explorer::new(),
    };
    let Some(Deduction::Forcing(f)) = look(
        &mut follow,
        Technique::ForcingNet,
        Item::Unit(row(0), digit(1)),
    ) else {
        panic!("a unit forcing net")
    };
    assert_eq!(f.kind, ForcingKind::Unit(row(0), digit(1)));
    assert_eq!(f.eliminations.len(), 6);
    let d = Deduction::Forcing(f);
    assert_eq!(
        d.to_string(),
        "Forcing net: wherever the 1 of row 1 goes (r1c1 and r1c2), the nets agree, so (1)r2c1, (1)r2c2, (1)r2c3, (1)r3c1, (1)r3c2 and (1)r3c3 go"
    );
    assert!(
        fr(&d)
            .starts_with("Réseau de forçage\u{a0}: où que soit le 1 de la ligne 1 (L1C1 et L1C2)")
    );
    assert_eq!(shaded(&d), [row(0)]);
    // Both premises are 1s: the 1s are picked out.
    assert_eq!(d.digits(), mask::<Nine>(&[1]));
    assert_eq!(
        In(Lang::En, d.fitted()).to_string(),
        "Forcing net: wherever the 1 of row 1 goes, the nets agree, so 6 candidates go"
    );
    assert_eq!(
        In(Lang::Fr, d.fitted()).to_string(),
        "Réseau de forçage\u{a0}: où que soit le 1 de la ligne 1, les réseaux concordent, on élimine donc 6 candidats"
    );
    // The unit is shaded: no ends to name.
    assert_eq!(d.ends(), None);
}

#[test]
fn a_deduction_stays_small_enough_for_the_stack() {
    // A forcing chain's 32 links are the largest part; 16x16 needs no more room than 9x9.
    let nine = core::mem::size_of::<Deduction<Nine>>();
    let sixteen = core::mem::size_of::<Deduction<crate::size::Sixteen>>();
    assert!(nine <= 704, "{nine} bytes");
    assert!(sixteen <= 704, "{sixteen} bytes");
}

#[test]
fn a_forcing_chain_where_both_cases_agree_draws_both_chains() {
    // r1c1 holds 1 or 2, r1c5 1 or 4, r5c1 2 or 4: (1)r1c1 true makes r1c5 4, false makes
    // r1c1 2 and r5c1 4; either way r5c5, which sees both, loses its 4.
    let c = with(&[((0, 0), &[1, 2]), ((0, 4), &[1, 4]), ((4, 0), &[2, 4])]);
    let mut follow = Follow {
        c: &c,
        net: false,
        explorer: Explorer::new(),
    };
    let found = look(
        &mut follow,
        Technique::ForcingChain,
        Item::Candidate(cell(0, 0), digit(1)),
    );
    let Some(Deduction::Forcing(f)) = found else {
        panic!("a forcing chain")
    };
    assert_eq!(f.kind, ForcingKind::Both);
    assert_eq!(f.eliminations.as_slice(), [(cell(4, 4), digit(4))]);
    // The chain of the true case, then that of the false one, each to the elimination.
    let r1c1 = |d| Node::cell(cell(0, 0), digit(d));
    let links: std::vec::Vec<_> = f.links.iter().map(|l| (l.from, l.to, l.kind)).collect();
    assert_eq!(links.len(), 7);
    assert_eq!(links[0].0, r1c1(1));
    assert_eq!(links[0].2, LinkKind::Weak);
    assert_eq!(links[3], (r1c1(1), r1c1(2), LinkKind::Strong));
    assert_eq!(links[6].1, Node::cell(cell(4, 4), digit(4)));
}

#[test]
fn the_scan_finds_a_forcing_net_on_every_digit_of_a_cell() {
    let cell_kind = |d: &Deduction<Nine>| matches!(d, Deduction::Forcing(f) if matches!(f.kind, ForcingKind::Cell(_)));
    let (_, d) = first_such(
        "8.........59.......76.........752983...894716...613245....3.197...4.8532......468",
        Technique::ForcingNet,
        cell_kind,
    );
    let Deduction::Forcing(f) = &d else {
        panic!("a forcing net")
    };
    assert_eq!(f.kind, ForcingKind::Cell(cell(0, 4)));
    assert_eq!(f.premises.len(), 3);
    assert_eq!(
        d.to_string(),
        "Forcing net: whichever of 2, 4 and 6 r1c5 holds, the nets agree, so (1)r1c9 and (1)r2c1 go"
    );
}

#[test]
fn the_scan_finds_a_forcing_net_on_every_place_of_a_digit_in_a_unit() {
    let unit_kind = |d: &Deduction<Nine>| matches!(d, Deduction::Forcing(f) if matches!(f.kind, ForcingKind::Unit(..)));
    let (_, d) = first_such(
        "98.7.....76....5....4......3..5..8......6..2......4..1.5.9..7......1...4.....2.6.",
        Technique::ForcingNet,
        unit_kind,
    );
    let Deduction::Forcing(f) = &d else {
        panic!("a forcing net")
    };
    assert_eq!(f.kind, ForcingKind::Unit(bx(5), digit(7)));
    assert_eq!(f.premises.len(), 4);
    assert!(
        d.to_string()
            .starts_with("Forcing net: wherever the 7 of box 6 goes ("),
        "{d}"
    );
}
