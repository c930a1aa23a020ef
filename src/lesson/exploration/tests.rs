//! The tree the record keeps against the recursive search's calls, and the record stepping back
//! and catching up as its rewind does.

use super::*;
use crate::{
    Four, Nine,
    cell::Cell,
    digit::Digit,
    grid::Grid,
    lesson::{
        Algorithm, Run,
        tests::{random_puzzle, spoiled_puzzle},
    },
    puzzles::CLASSROOM,
    solver::Solver,
};
use proptest::prelude::*;
use std::vec::Vec;

/// The naive recursive search: every digit written, with the depth of its call (the cell's
/// place among the empty cells, from 1).
fn recursive<S: crate::size::Size>(puzzle: &Grid<S>) -> Vec<(Cell<S>, Digit<S>, u16)> {
    fn go<S: crate::size::Size>(
        grid: &mut Grid<S>,
        empties: &[Cell<S>],
        k: usize,
        out: &mut Vec<(Cell<S>, Digit<S>, u16)>,
    ) -> bool {
        let Some(&cell) = empties.get(k) else {
            return true;
        };
        for digit in Digit::<S>::all() {
            if Cell::all().any(|p| cell.sees(p) && grid.digit(p) == Some(digit)) {
                continue;
            }
            grid.place(cell, digit);
            out.push((cell, digit, k as u16 + 1));
            if go(grid, empties, k + 1, out) {
                return true;
            }
        }
        grid.clear(cell);
        false
    }
    let empties: Vec<Cell<S>> = Cell::all().filter(|&c| puzzle.digit(c).is_none()).collect();
    let mut out = Vec::new();
    go(&mut puzzle.clone(), &empties, 0, &mut out);
    out
}

fn solver<S: crate::size::Size>() -> Solver<S> {
    Solver::new(&Grid::empty(), 1).unwrap()
}

/// A record of `N` nodes following `algorithm` on `puzzle` to step `to`, a step at a time.
fn recorded<S: crate::size::Size, const N: usize>(
    puzzle: &Grid<S>,
    algorithm: Algorithm,
    to: u64,
) -> (Exploration<S, N>, Rewind<Run<S>, 4>, Solver<S>) {
    let mut engine = solver();
    let run = Run::new(algorithm, puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::new(run);
    let mut tree = Exploration::default();
    while tree.at() < to && tree.step(&mut rewind, &mut engine, 1) == Status::Running {}
    (tree, rewind, engine)
}

/// What a record shows: its nodes, the counts per level, the nodes dropped.
fn shown<S: crate::size::Size, const N: usize>(
    tree: &Exploration<S, N>,
    run: &Run<S>,
) -> (Vec<Node<S>>, Vec<u32>, u64, Vec<NodeState>) {
    let counts = (1..=S::CELLS).map(|d| tree.count(d)).collect();
    let states: Vec<NodeState> = tree.states(run).collect();
    assert!(
        states
            .iter()
            .enumerate()
            .all(|(i, &s)| tree.state(i, run) == s)
    );
    (tree.nodes().to_vec(), counts, tree.dropped(), states)
}

#[test]
fn a_4x4_tree_is_kept_whole_node_for_node_as_the_recursive_search_makes_them() {
    let mut dead = 0;
    for seed in 0..60 {
        let puzzle = random_puzzle::<Four>(seed, 3);
        let expected = recursive(&puzzle);
        let (tree, rewind, _) = recorded::<Four, 256>(&puzzle, Algorithm::Naive, u64::MAX);
        assert!(tree.is_whole());
        let nodes: Vec<_> = tree
            .nodes()
            .iter()
            .map(|n| (n.place, n.value, n.depth))
            .collect();
        assert_eq!(nodes, expected, "{puzzle}");
        for depth in 1..=16 {
            let made = expected
                .iter()
                .filter(|e| usize::from(e.2) == depth)
                .count();
            assert_eq!(tree.count(depth) as usize, made);
        }
        let run = rewind.search();
        for (i, node) in tree.nodes().iter().enumerate() {
            // The parent: the last node one level up made before it.
            let parent = tree.parent(i);
            assert_eq!(parent.is_none(), node.depth == 1);
            if let Some(p) = parent {
                assert_eq!(tree.nodes()[p].depth + 1, node.depth);
                assert!(p < i);
            }
            let state = tree.state(i, run);
            match state {
                NodeState::Solution => {
                    let grid = run.grid();
                    assert_eq!(grid.digit(node.place), Some(node.value));
                }
                NodeState::Dead => dead += 1,
                other => panic!("{other:?} once solved"),
            }
        }
        let solution = (0..tree.nodes().len())
            .filter(|&i| tree.state(i, run) == NodeState::Solution)
            .count();
        assert_eq!(solution, run.depth());
    }
    assert!(dead > 0);
}

#[test]
fn the_current_path_is_the_stack_of_choices_and_the_rest_are_dead_ends() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    for algorithm in Algorithm::EVERY {
        let mut engine = solver();
        let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut rewind = Rewind::<Run<Nine>, 4>::new(run);
        let mut tree = Exploration::<Nine, 1200>::default();
        while tree.step(&mut rewind, &mut engine, 1) == Status::Running {
            let run = rewind.search();
            if !tree.is_whole() {
                // Past the nodes kept (the naive search): the path's deep nodes are not kept.
                break;
            }
            let current: Vec<_> = tree
                .states(run)
                .zip(tree.nodes())
                .filter(|(s, _)| *s == NodeState::Current)
                .map(|(_, n)| (n.place, n.value))
                .collect();
            // Every placement on the path, in order: the grid's digits the search placed.
            assert_eq!(current.len(), run.depth(), "{algorithm:?}");
            let grid = run.grid();
            assert!(current.iter().all(|&(c, d)| grid.digit(c) == Some(d)));
            // The walks list every level as a choice: the same nodes.
            if let Run::Walk(_) = run {
                let choices: Vec<_> = run.choices().map(|c| (c.place, c.value)).collect();
                assert_eq!(current, choices, "{algorithm:?}");
            }
            // A node's parent is the node above it on the path when it was made.
            for (i, node) in tree.nodes().iter().enumerate() {
                if let Some(p) = tree.parent(i) {
                    assert!(tree.nodes()[p].step < node.step);
                }
            }
        }
        assert!(
            tree.is_whole() || algorithm == Algorithm::Naive,
            "{algorithm:?}: {}",
            tree.dropped()
        );
        let sum: u64 = (1..=81).map(|d| u64::from(tree.count(d))).sum();
        assert_eq!(sum, rewind.search().counters().placements, "{algorithm:?}");
    }
}

#[test]
fn a_tree_too_large_to_keep_counts_what_it_drops() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let (tree, rewind, _) = recorded::<Nine, 64>(&puzzle, Algorithm::Naive, u64::MAX);
    let placements = rewind.search().counters().placements;
    assert_eq!(tree.nodes().len(), 64);
    assert_eq!(tree.dropped(), placements - 64);
    assert!(!tree.is_whole());
    let sum: u64 = (1..=81).map(|d| u64::from(tree.count(d))).sum();
    assert_eq!(sum, placements);
    // The first nodes are the whole record's first nodes.
    let (whole, _, _) = recorded::<Nine, 20_000>(&puzzle, Algorithm::Naive, u64::MAX);
    assert_eq!(tree.nodes(), &whole.nodes()[..64]);
}

/// Steps `algorithm` to `to`, back `back` steps with the record, and compares with records made
/// afresh; then forward again.
fn back_and_forth<const N: usize>(puzzle: &Grid<Nine>, algorithm: Algorithm, to: u64, back: u64) {
    let (mut tree, mut rewind, mut engine) = recorded::<Nine, N>(puzzle, algorithm, to);
    let end = tree.at();
    let there = shown(&tree, rewind.search());
    for k in 1..=back.min(end) {
        assert!(tree.back(&mut rewind, &mut engine));
        assert_eq!(tree.at(), rewind.at());
        let (fresh, fresh_rewind, _) = recorded::<Nine, N>(puzzle, algorithm, end - k);
        assert_eq!(
            shown(&tree, rewind.search()),
            shown(&fresh, fresh_rewind.search()),
            "{algorithm:?} {end} - {k}"
        );
    }
    tree.step(&mut rewind, &mut engine, back.min(end) as u32);
    assert_eq!(shown(&tree, rewind.search()), there);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_record_steps_back_with_its_search(seed in any::<u64>(), to in 1u64..300, back in 1u64..30) {
        let puzzle = random_puzzle::<Nine>(seed, 27);
        for algorithm in Algorithm::EVERY {
            back_and_forth::<24>(&puzzle, algorithm, to, back);
            back_and_forth::<1000>(&puzzle, algorithm, to, back);
        }
    }

    #[test]
    fn the_record_catches_up_with_its_search_anywhere(seed in any::<u64>(), targets in proptest::collection::vec(0u64..600, 1..5)) {
        let puzzle = spoiled_puzzle(seed % 40, 42).unwrap_or_else(|| random_puzzle(seed, 26));
        for algorithm in Algorithm::EVERY {
            let mut engine = solver();
            let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
            let mut rewind = Rewind::<Run<Nine>, 4>::new(run);
            let mut small = Exploration::<Nine, 30>::default();
            let mut whole = Exploration::<Nine, 2000>::default();
            // A fast run first: the records have seen nothing of it.
            rewind.step(&mut engine, 200);
            for &target in &targets {
                for tree in [&mut small as &mut dyn Follow, &mut whole] {
                    while !tree.follow_dyn(&mut rewind, &mut engine, target) {}
                }
                let at = rewind.at();
                let (fresh_small, run_small, _) = recorded::<Nine, 30>(&puzzle, algorithm, at);
                let (fresh_whole, run_whole, _) = recorded::<Nine, 2000>(&puzzle, algorithm, at);
                prop_assert_eq!(shown(&small, rewind.search()), shown(&fresh_small, run_small.search()));
                prop_assert_eq!(shown(&whole, rewind.search()), shown(&fresh_whole, run_whole.search()));
            }
        }
    }
}

/// Records of two sizes behind one interface, for the test above.
trait Follow {
    fn follow_dyn(
        &mut self,
        rewind: &mut Rewind<Run<Nine>, 4>,
        engine: &mut Solver<Nine>,
        target: u64,
    ) -> bool;
}

impl<const N: usize> Follow for Exploration<Nine, N> {
    fn follow_dyn(
        &mut self,
        rewind: &mut Rewind<Run<Nine>, 4>,
        engine: &mut Solver<Nine>,
        target: u64,
    ) -> bool {
        self.follow(rewind, engine, target, 37)
    }
}

#[test]
fn a_record_behind_its_rewind_takes_no_step_of_its_own() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let mut engine = solver();
    let run = Run::new(Algorithm::Naive, &puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 4>::new(run);
    let mut tree = Exploration::<Nine, 64>::default();
    rewind.step(&mut engine, 10);
    assert_eq!(tree.step(&mut rewind, &mut engine, 5), Status::Running);
    assert_eq!((tree.at(), rewind.at()), (0, 10));
    assert!(!tree.back(&mut rewind, &mut engine));
    assert_eq!(rewind.at(), 10);
    assert!(tree.follow(&mut rewind, &mut engine, 10, 100));
    let placements = rewind.search().counters().placements as usize;
    assert_eq!((tree.at(), tree.nodes().len()), (10, placements));
}

#[test]
fn the_window_keeps_the_search_s_depth_in_sight_and_scrolls_up() {
    assert_eq!(window(0, 81, 8, 0), 1..9);
    assert_eq!(window(5, 81, 8, 0), 1..9);
    assert_eq!(window(30, 81, 8, 0), 23..31);
    assert_eq!(window(30, 81, 8, 5), 18..26);
    assert_eq!(window(30, 81, 8, 100), 1..9);
    assert_eq!(window(81, 81, 8, 0), 74..82);
    assert_eq!(window(3, 5, 8, 0), 1..6, "a small tree");
    assert_eq!(window(12, 16, 16, 0), 1..17, "a 4x4's whole depth");
}

#[test]
fn the_record_counts_nodes_at_every_level_a_search_can_reach() {
    use crate::lesson::queens::{Chessboard, MAX};
    assert_eq!(Exploration::<Four, 8>::default().levels(), 16);
    assert_eq!(Exploration::<Nine, 8>::default().levels(), 81);
    assert_eq!(Exploration::<Chessboard, 8>::default().levels(), MAX);
}

#[test]
fn a_step_back_onto_a_solution_and_forward_again_keeps_the_path_to_it_marked() {
    use crate::lesson::queens::{Chessboard, Goal, Order, Queens};
    // The 4 queens counted: the first solution at step 10, the step after it takes its last
    // queen off (r4c3), left behind with a solution under it.
    let mut rewind = Rewind::<Queens, 4>::new(Queens::new(4, Order::Rows, Goal::All).unwrap());
    let mut tree = Exploration::<Chessboard, 64>::default();
    while tree.at() < 11 {
        tree.step(&mut rewind, &mut (), 1);
    }
    assert_eq!((tree.at(), rewind.search().found()), (11, 1));
    let states: Vec<NodeState> = tree.states(rewind.search()).collect();
    assert_eq!(states.last(), Some(&NodeState::Solved));
    assert!(tree.back(&mut rewind, &mut ()));
    while tree.at() < 11 {
        tree.step(&mut rewind, &mut (), 1);
    }
    assert_eq!(tree.states(rewind.search()).collect::<Vec<_>>(), states);
}

#[test]
fn a_record_that_dropped_nodes_follows_to_its_own_step_at_once() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let (mut tree, mut rewind, mut engine) = recorded::<Nine, 4>(&puzzle, Algorithm::Naive, 30);
    assert!(!tree.is_whole());
    let (nodes, dropped) = (tree.nodes().to_vec(), tree.dropped());
    assert!(tree.follow(&mut rewind, &mut engine, 30, 1));
    assert_eq!((tree.at(), rewind.at()), (30, 30));
    assert_eq!((tree.nodes(), tree.dropped()), (&nodes[..], dropped));
}
