//! The queens counted against an independent recursive count, both orders stepped back and
//! forth, and the solutions browsed.

use super::*;
use crate::lesson::{
    exploration::{Exploration, NodeState},
    rewind::Rewind,
};
use proptest::prelude::*;
use std::vec::Vec;

/// The classic count, written apart: rows top down, a bit mask of the columns and of each
/// diagonal, shifted a row at a time.
fn reference(n: u32, row: u32, cols: u32, left: u32, right: u32) -> u64 {
    if row == n {
        return 1;
    }
    let all = (1 << n) - 1;
    let mut free = all & !(cols | left | right);
    let mut count = 0;
    while free != 0 {
        let bit = free.isolate_lowest_one();
        free ^= bit;
        count += reference(
            n,
            row + 1,
            cols | bit,
            (left | bit) << 1,
            (right | bit) >> 1,
        );
    }
    count
}

/// Every solution, in order, found apart: the column of each row's queen.
fn reference_solutions(n: usize) -> Vec<Vec<u8>> {
    fn go(n: usize, board: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if board.len() == n {
            out.push(board.clone());
            return;
        }
        let row = board.len();
        for col in 0..n as u8 {
            let safe = board.iter().enumerate().all(|(r, &c)| {
                c != col && (row - r) as i32 != (i32::from(col) - i32::from(c)).abs()
            });
            if safe {
                board.push(col);
                go(n, board, out);
                board.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(n, &mut Vec::new(), &mut out);
    out
}

#[test]
fn both_orders_count_every_solution_from_4_to_12_queens() {
    let mut counts = Vec::new();
    for n in MIN..=MAX {
        let expected = reference(n as u32, 0, 0, 0, 0);
        for order in Order::ALL {
            assert_eq!(count(n, order), Some(expected), "{n} queens, {order:?}");
        }
        counts.push(expected);
    }
    assert_eq!(counts, [2, 10, 4, 40, 92, 352, 724, 2680, 14200]);
    assert_eq!(count(3, Order::Rows), None);
    assert_eq!(count(13, Order::Rows), None);
}

#[test]
fn the_solutions_are_browsed_in_the_row_order() {
    for n in [4, 6, 8] {
        let expected = reference_solutions(n);
        for (k, solution) in expected.iter().enumerate() {
            let board = nth_solution(n, k as u64 + 1).unwrap();
            let columns: Vec<u8> = board[..n].iter().map(|c| c.unwrap()).collect();
            assert_eq!(&columns, solution, "{n} queens, solution {}", k + 1);
            assert!(board[n..].iter().all(Option::is_none));
        }
        assert_eq!(nth_solution(n, expected.len() as u64 + 1), None);
        assert_eq!(nth_solution(n, 0), None);
    }
}

/// Whether each row holds a queen and none attacks another.
fn valid(board: &[Option<u8>]) -> bool {
    let cols: Vec<u8> = board.iter().filter_map(|&c| c).collect();
    cols.len() == board.len()
        && (0..cols.len()).all(|a| {
            (0..a).all(|b| {
                cols[a] != cols[b]
                    && (a - b) as i32 != (i32::from(cols[a]) - i32::from(cols[b])).abs()
            })
        })
}

#[test]
fn each_solution_ends_its_call_and_the_first_ends_the_search() {
    let mut all = Queens::new(8, Order::Rows, Goal::All).unwrap();
    let mut calls = 0;
    while all.step(u32::MAX, &mut ()) == Status::Running {
        calls += 1;
        assert!(valid(&all.board()[..8]), "a call ends on a solution");
        assert_eq!(all.found(), calls);
    }
    assert_eq!((calls, all.found(), all.status()), (92, 92, Status::Solved));
    for order in Order::ALL {
        let mut first = Queens::new(8, order, Goal::First).unwrap();
        assert_eq!(first.step(u32::MAX, &mut ()), Status::Solved);
        assert_eq!(first.found(), 1);
        assert!(valid(&first.board()[..8]), "{order:?}");
    }
}

#[test]
fn the_row_order_goes_row_by_row_and_the_other_to_the_most_constrained_row() {
    let mut constrained = Queens::new(8, Order::MostConstrained, Goal::First).unwrap();
    let mut checked = 0;
    loop {
        // The row entered next: the most constrained one, ties to the top.
        if !constrained.retreating && constrained.at < 8 {
            let filled: Vec<u8> = constrained.levels[..constrained.at]
                .iter()
                .map(|l| l.row)
                .collect();
            let expected = (0..8u8)
                .filter(|r| !filled.contains(r))
                .min_by_key(|&r| (constrained.free(usize::from(r)).count_ones(), r))
                .unwrap();
            assert_eq!(constrained.levels[constrained.at].row, expected);
            assert_eq!(
                constrained.levels[constrained.at].free,
                constrained.free(usize::from(expected))
            );
            checked += 1;
        }
        if constrained.step(1, &mut ()) != Status::Running {
            break;
        }
    }
    assert!(checked > 8);
    let mut rows = Queens::new(8, Order::Rows, Goal::First).unwrap();
    while rows.step(1, &mut ()) == Status::Running {
        let depth = rows.at;
        assert!(rows.board()[..depth].iter().all(Option::is_some));
        assert!(rows.board()[depth..].iter().all(Option::is_none));
    }
    // The race on 12 queens: the constrained order puts fewer queens down.
    let race = |order| {
        let mut q = Queens::new(12, order, Goal::First).unwrap();
        q.step(u32::MAX, &mut ());
        q.counters()
    };
    assert!(race(Order::MostConstrained).placements < race(Order::Rows).placements);
}

#[test]
fn each_choice_is_a_filled_row_with_the_columns_tried_and_left() {
    let mut queens = Queens::new(6, Order::Rows, Goal::All).unwrap();
    let mut tried = 0;
    while queens.step(1, &mut ()) == Status::Running {
        for choice in Search::choices(&queens) {
            let row = usize::from(choice.place.row);
            let col = 1u16 << choice.place.col;
            assert_eq!(queens.board()[row], Some(choice.place.col));
            assert_eq!(choice.tried & !(col - 1), 0);
            assert_eq!(choice.left & (col << 1).wrapping_sub(1), 0);
            assert_eq!(choice.supposition, choice.left != 0);
            tried += choice.tried.count_ones();
        }
    }
    assert!(tried > 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20))]

    #[test]
    fn stepping_back_then_forward_gives_the_same_boards(
        n in 4usize..=9,
        to in 1u64..2000,
        back in 1u64..40,
        constrained: bool,
        all: bool,
    ) {
        let order = if constrained { Order::MostConstrained } else { Order::Rows };
        let goal = if all { Goal::All } else { Goal::First };
        let fresh = |at: u64| {
            let mut q = Queens::new(n, order, goal).unwrap();
            while Search::steps(&q) < at && q.step(1, &mut ()) == Status::Running {}
            q
        };
        let mut rewind = Rewind::<Queens, 4>::new(Queens::new(n, order, goal).unwrap());
        while rewind.at() < to && rewind.step(&mut (), 7) == Status::Running {}
        let end = rewind.at();
        let there = *rewind.search();
        for k in 1..=back.min(end) {
            prop_assert!(rewind.back(&mut ()));
            let expected = fresh(end - k);
            prop_assert_eq!(rewind.search().board(), expected.board());
            prop_assert_eq!(rewind.search().found(), expected.found());
            prop_assert_eq!(rewind.search().counters(), expected.counters());
        }
        rewind.step(&mut (), back.min(end) as u32);
        prop_assert_eq!(rewind.search().board(), there.board());
        prop_assert_eq!(rewind.search().counters(), there.counters());
    }
}

#[test]
fn the_tree_of_4_queens_shows_both_solutions() {
    let mut rewind = Rewind::<Queens, 4>::new(Queens::new(4, Order::Rows, Goal::All).unwrap());
    let mut tree = Exploration::<Chessboard, 64>::default();
    while tree.step(&mut rewind, &mut (), 1) == Status::Running {}
    assert!(tree.is_whole());
    assert_eq!(rewind.search().found(), 2);
    let states: Vec<NodeState> = tree.states(rewind.search()).collect();
    // Each solution's four queens are marked (the two share no node); the rest failed.
    let solved: Vec<_> = tree
        .nodes()
        .iter()
        .zip(&states)
        .filter(|(_, s)| **s == NodeState::Solved)
        .map(|(n, _)| n.place)
        .collect();
    assert_eq!(solved.len(), 8, "{solved:?}");
    assert!(states.contains(&NodeState::Dead));
    assert_eq!(tree.count(1), 4, "the four columns of the top row");
    // Back before the second solution: its marks go, the first's stay.
    while rewind.search().found() == 2 {
        assert!(tree.back(&mut rewind, &mut ()));
    }
    let marked = tree
        .states(rewind.search())
        .filter(|&s| s == NodeState::Solved || s == NodeState::Current)
        .count();
    assert!((4..8).contains(&marked), "{marked}");
}
