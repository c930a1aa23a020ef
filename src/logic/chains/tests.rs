//! The chains on positions of real puzzles: each reached by the logic's own steps from the
//! puzzle line, its chain, its eliminations (checked against the solution) and its sentences.

use super::super::tests::*;
use super::super::*;
use super::*;
use crate::{
    grid::Grid,
    solver::Solver,
    text::{In, Lang},
};
use std::{
    string::{String, ToString},
    vec::Vec,
};

/// The techniques merged after these tests' positions were chosen, left out of their path.
const LATER_PATTERNS: [Technique; 20] = [
    Technique::RemotePair,
    Technique::BugPlusOne,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::TurbotFish,
    Technique::EmptyRectangle,
    Technique::WWing,
    Technique::UniqueRectangle1,
    Technique::UniqueRectangle2,
    Technique::UniqueRectangle3,
    Technique::UniqueRectangle4,
    Technique::HiddenRectangle,
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::SimpleColouring,
    Technique::MultiColouring,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::AlsXz,
    Technique::AlsXyWing,
];

/// The candidates of `line` once the logic's steps reach the first step by `technique`, and
/// that step (checked by [`expect_first`]) and sound: it keeps the solution's digits.
pub(in crate::logic) fn first_in(
    line: &str,
    technique: Technique,
) -> (Candidates<Nine>, Deduction<Nine>) {
    first_such(line, technique, |_| true)
}

/// As [`first_in`], the first step by `technique` that `such` accepts (the others applied).
pub(in crate::logic) fn first_such(
    line: &str,
    technique: Technique,
    such: impl Fn(&Deduction<Nine>) -> bool,
) -> (Candidates<Nine>, Deduction<Nine>) {
    let grid = Grid::<Nine>::from_line(line).unwrap();
    let mut solver = Solver::new(&grid, 2).unwrap();
    solver.run();
    let solution = *solver.solution().unwrap();
    let mut c = Candidates::from_grid(&grid).unwrap();
    // The path these positions were chosen on: the techniques before the single-digit
    // patterns, uniqueness, the W-wing, finned fish, colouring and ALSs came (which now take some of them first).
    let among: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| !LATER_PATTERNS.contains(t))
        .collect();
    for _ in 0..400 {
        let step = among.iter().find_map(|t| t.find(&c));
        match step {
            Some(d) if d.technique() == technique && such(&d) => {
                let d = expect_first_among(&c, technique, &among);
                for &(cell, digit) in d.eliminations() {
                    assert_ne!(solution.digit(cell), Some(digit), "{d}");
                }
                if let Some((cell, digit)) = d.placement() {
                    assert_eq!(solution.digit(cell), Some(digit), "{d}");
                }
                return (c, d);
            }
            Some(d) => assert!(c.apply(&d)),
            None => panic!("no {technique} in {line}"),
        }
    }
    panic!("no {technique} in 400 steps")
}

/// The chain of a deduction.
pub(in crate::logic) fn chain(d: &Deduction<Nine>) -> &Chain<Nine> {
    let Deduction::Chain(chain) = d else {
        panic!("a chain: {d}")
    };
    chain
}

#[test]
fn an_x_chain_of_one_digit_removes_it_from_cells_seeing_both_ends() {
    let (_, d) = first_in(
        "...4.........61.7.....984....16.9..2.5...39..3..7....57.3..6.8..18...7....4.....9",
        Technique::XChain,
    );
    assert_eq!(
        d.to_string(),
        "X-chain: (5)r3c8=(5)r3c4-(5)r7c4=(5)r7c7: one end is true, so (5)r1c7, (5)r2c7, (5)r8c8 and (5)r9c8 go"
    );
    assert_eq!(
        fr(&d),
        "Chaîne X\u{a0}: (5)L3C8=(5)L3C4-(5)L7C4=(5)L7C7\u{a0}: une des extrémités est vraie, on élimine donc (5)L1C7, (5)L2C7, (5)L8C8 et (5)L9C8"
    );
    let chain = chain(&d);
    assert_eq!(chain.shape, Shape::Open);
    assert_eq!(chain.nodes.len(), 4);
    // Three links drawn, strong, weak, strong, between the proof's cells.
    let kinds: Vec<LinkKind> = d.highlight().links.iter().map(|l| l.kind).collect();
    assert_eq!(kinds, [LinkKind::Strong, LinkKind::Weak, LinkKind::Strong]);
    assert_eq!(proof(&d), [cell(2, 3), cell(2, 7), cell(6, 3), cell(6, 6)]);
    assert_eq!(d.digits(), digit::<Nine>(5).bit());
    assert_eq!(d.rating().to_string(), "6.6");
}

#[test]
fn an_xy_chain_runs_through_bivalue_cells() {
    let (c, d) = first_in(
        "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
        Technique::XYChain,
    );
    let chain = chain(&d);
    // Every node sits in a bivalue cell, and both ends hold the digit that goes.
    assert!(
        chain
            .nodes
            .iter()
            .all(|n| n.cells().all(|x| c.count(x) == 2))
    );
    let (first, last) = (chain.nodes[0], chain.nodes[chain.nodes.len() - 1]);
    assert_eq!(first.digit, last.digit);
    assert!(d.eliminations().iter().all(|&(_, g)| g == first.digit));
    assert_eq!(
        d.to_string(),
        "XY-chain: (1)r1c5=(2)r1c5-(2)r8c5=(8)r8c5-(8)r8c3=(9)r8c3-(9)r5c3=(4)r5c3-(4)r5c8=(3)r5c8-(3)r6c8=(4)r6c8-(4)r6c6=(1)r6c6: one end is true, so (1)r1c6, (1)r5c5 and (1)r6c5 go"
    );
}

#[test]
fn a_continuous_nice_loop_clears_around_each_weak_link() {
    let (_, d) = first_in(
        ".....3...8..2..67..6.......51...2.4.......3..47.5....87..4..8....2.1....6..3..4.5",
        Technique::NiceLoop,
    );
    assert_eq!(
        d.to_string(),
        "Nice loop: (2)r1c2=(5)r1c2-(5)r1c7=(5)r3c7-(2)r3c7=(2)r3c1-(2)r1c2 is a loop: each link holds one true end, so (2)r1c1 goes"
    );
    assert_eq!(
        fr(&d),
        "Boucle\u{a0}: (2)L1C2=(5)L1C2-(5)L1C7=(5)L3C7-(2)L3C7=(2)L3C1-(2)L1C2 est une boucle\u{a0}: chaque lien a une extrémité vraie, on élimine donc (2)L1C1"
    );
    assert_eq!(chain(&d).shape, Shape::Continuous);
    // The closing link is drawn, weak.
    let links = d.highlight().links;
    assert_eq!(links.len(), 6);
    assert_eq!(links[5].kind, LinkKind::Weak);
    assert_eq!(links[5].to, chain(&d).nodes[0]);
}

#[test]
fn a_discontinuous_nice_loop_places_its_first_node() {
    let (_, d) = first_in(
        ".................1..1..2.3.....4.....4.56.7...8.....2...2........3..1...7...8...4",
        Technique::NiceLoop,
    );
    assert_eq!(d.placement(), Some((cell(3, 8), digit(9))));
    assert_eq!(chain(&d).shape, Shape::Discontinuous);
    assert_eq!(
        d.to_string(),
        "Nice loop: (9)r4c9=(9)r4c8-(9)r9c8=(9)r9c6-(5)r9c6=(5)r7c5-(5)r3c5=(9)r3c5-(9)r3c9=(9)r4c9: if (9)r4c9 were false, it would be true, so r4c9 is 9"
    );
    assert_eq!(
        fr(&d),
        "Boucle\u{a0}: (9)L4C9=(9)L4C8-(9)L9C8=(9)L9C6-(5)L9C6=(5)L7C5-(5)L3C5=(9)L3C5-(9)L3C9=(9)L4C9\u{a0}: si (9)L4C9 était faux, il serait vrai, donc L4C9 vaut 9"
    );
}

#[test]
fn an_aic_with_two_digits_clears_what_sees_both_ends() {
    let (_, d) = first_in(
        "...58.6......2....974.......16...8...4.9...7.5............6...8.5.4...1...2.9.4..",
        Technique::Aic,
    );
    assert_eq!(
        d.to_string(),
        "AIC: (3)r1c3=(1)r1c3-(1)r1c1=(1)r9c1-(7)r9c1=(7)r9c6-(7)r8c5=(3)r8c5: one end is true, so (3)r8c3 goes"
    );
    assert_eq!(d.rating().to_string(), "7.0");
}

#[test]
fn a_grouped_aic_links_through_a_digit_s_cells_in_a_box_line() {
    let (_, d) = first_in(
        "....15.6..3...4.7....8...593...7...6......21.4....1...92..........59.7..8.5..3...",
        Technique::GroupedAic,
    );
    assert_eq!(
        d.to_string(),
        "Grouped AIC: (6)r2c5=(2)r2c5-(2)r2c9=(2)r1c9-(2)r1c1=(7)r1c1-(7)r5c1=(6)r5c1-(6)r5c6=(6)r78c6: one end is true, so (6)r7c5 and (6)r9c5 go"
    );
    assert_eq!(
        fr(&d),
        "Chaîne alternée groupée\u{a0}: (6)L2C5=(2)L2C5-(2)L2C9=(2)L1C9-(2)L1C1=(7)L1C1-(7)L5C1=(6)L5C1-(6)L5C6=(6)L78C6\u{a0}: une des extrémités est vraie, on élimine donc (6)L7C5 et (6)L9C5"
    );
    let last = *chain(&d).nodes.last().unwrap();
    assert!(last.is_group());
    assert_eq!(last.cells().collect::<Vec<_>>(), [cell(6, 5), cell(7, 5)]);
}

#[test]
fn a_grouped_nice_loop_closes_through_a_group() {
    let (_, d) = first_in(
        "..2......1..49.2.5.4.....9..8...14....63....75......6.6...8.3.....7..1.63......5.",
        Technique::GroupedNiceLoop,
    );
    assert_eq!(
        d.to_string(),
        "Grouped nice loop: (9)r4c9=(9)r4c13-(9)r5c12=(9)r5c6-(8)r5c6=(8)r5c8-(8)r6c7=(9)r6c7-(9)r4c9 is a loop: each link holds one true end, so (9)r6c2, (9)r6c3, (2)r5c6, (4)r5c6, (8)r6c9 and (9)r6c9 go"
    );
    assert!(chain(&d).nodes.iter().any(|n| n.is_group()));
}

#[test]
fn a_chain_is_found_in_slices_as_in_one_call() {
    let (c, _) = first_in(
        "...58.6......2....974.......16...8...4.9...7.5............6...8.5.4...1...2.9.4..",
        Technique::Aic,
    );
    // Every technique tried, in slices of 7 items, finds what one call finds.
    let whole = find(&c);
    let mut search = Search::new();
    let step = loop {
        match search.run(&c, &mut Budget::new(7)) {
            Progress::Done(step) => break step,
            Progress::Paused => {}
        }
    };
    assert_eq!(step, whole);
}

/// What the status line says of `d` in `lang` (a hint's sentence, fitted).
fn fitted(lang: Lang, d: &Deduction<Nine>) -> String {
    In(lang, d.fitted()).to_string()
}

#[test]
fn a_chain_too_long_for_the_status_line_is_told_by_its_length_and_ends() {
    let (_, d) = first_in(
        "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
        Technique::XYChain,
    );
    // The whole sentence stays the deduction's own; the hint says it in brief.
    assert!(d.to_string().starts_with("XY-chain: (1)r1c5=(2)r1c5-"));
    assert_eq!(
        Hint::Deduction(d.clone()).to_string(),
        "XY-chain: 13 links from (1)r1c5 to (1)r6c6: one end is true, so 3 candidates go"
    );
    assert_eq!(
        fitted(Lang::Fr, &d),
        "Chaîne XY\u{a0}: 13 liens de (1)L1C5 à (1)L6C6, une extrémité vraie\u{a0}: on élimine 3 candidats"
    );
    assert_eq!(d.ends(), Some(Ends::Chain(cell(0, 4), cell(5, 5))));
}

#[test]
fn a_short_chain_with_many_eliminations_is_told_by_its_length_and_counts_them() {
    let (_, d) = first_in(
        "...4.........61.7.....984....16.9..2.5...39..3..7....57.3..6.8..18...7....4.....9",
        Technique::XChain,
    );
    assert_eq!(
        fitted(Lang::En, &d),
        "X-chain: 3 links from (5)r3c8 to (5)r7c7: one end is true, so 4 candidates go"
    );
    assert_eq!(
        fitted(Lang::Fr, &d),
        "Chaîne X\u{a0}: 3 liens de (5)L3C8 à (5)L7C7, une extrémité vraie\u{a0}: on élimine 4 candidats"
    );
}

#[test]
fn a_long_loop_is_told_by_its_length_and_first_node() {
    let (_, d) = first_in(
        ".....3...8..2..67..6.......51...2.4.......3..47.5....87..4..8....2.1....6..3..4.5",
        Technique::NiceLoop,
    );
    assert_eq!(
        fitted(Lang::En, &d),
        "Nice loop: a loop of 6 links through (2)r1c2: each link has a true end, so (2)r1c1 goes"
    );
    assert_eq!(
        fitted(Lang::Fr, &d),
        "Boucle\u{a0}: boucle de 6 liens par (2)L1C2, une extrémité vraie par lien\u{a0}: on élimine (2)L1C1"
    );
    let (_, d) = first_in(
        ".................1..1..2.3.....4.....4.56.7...8.....2...2........3..1...7...8...4",
        Technique::NiceLoop,
    );
    assert_eq!(
        fitted(Lang::En, &d),
        "Nice loop: 9 links lead from (9)r4c9 false back to it true, so r4c9 is 9"
    );
    assert_eq!(
        fitted(Lang::Fr, &d),
        "Boucle\u{a0}: 9 liens mènent de (9)L4C9 faux à (9)L4C9 vrai, donc L4C9 vaut 9"
    );
    // A loop back to its first cell starts there.
    assert_eq!(d.ends(), Some(Ends::Start(cell(3, 8))));
}

#[test]
fn a_chain_removes_a_candidate_once_never_its_own_and_an_x_chain_ends_on_its_digit() {
    // Every chain each chain technique finds at each step of the logic's path through the
    // hardest puzzles of the shared sets.
    let techniques = [
        Technique::XChain,
        Technique::XYChain,
        Technique::NiceLoop,
        Technique::Aic,
        Technique::GroupedNiceLoop,
        Technique::GroupedAic,
    ];
    let (mut chains, mut removals) = (0, 0);
    for (_, line) in crate::puzzles::hardest().take(20) {
        let grid = Grid::<Nine>::from_line(line).unwrap();
        let mut c = Candidates::from_grid(&grid).unwrap();
        for _ in 0..100 {
            for t in techniques {
                let Some(d) = t.find(&c) else { continue };
                let gone = d.eliminations();
                for (i, &(cell, digit)) in gone.iter().enumerate() {
                    assert!(!gone[..i].contains(&(cell, digit)), "twice: {d}");
                    let own = Node::cell(cell, digit);
                    assert!(!chain(&d).nodes.contains(&own), "its own: {d}");
                }
                // An X- or XY-Chain ends on its first digit, in another cell, and removes it.
                if matches!(t, Technique::XChain | Technique::XYChain) {
                    let nodes = &chain(&d).nodes;
                    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
                    assert!(first.digit == last.digit && first != last, "{d}");
                    assert!(d.placement().is_none(), "{d}");
                }
                chains += 1;
                removals += gone.len();
            }
            let Some(d) = Technique::ALL.iter().find_map(|t| t.find(&c)) else {
                break;
            };
            if !c.apply(&d) {
                break;
            }
        }
    }
    assert!(
        chains > 100 && removals > chains,
        "{chains} chains, {removals} removals"
    );
}
