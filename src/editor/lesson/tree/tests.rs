//! The tree view's record on the course's 4x4 grid, worked out by hand from the naive search's
//! trace (`sudoku race --algorithm naive --trace 13`): r1c3 = 1, r2c1 = 1, r2c2 = 4, r2c3 = 3,
//! r2c4 = 2, r3c1 = 2, r3c2 = 1, r3c3 = 4 (levels 1 to 8); step 9 empties r3c3 (no digit fits
//! r3c4); step 10 puts 3 in r3c2, then r3c3 = 4, r3c4 = 1, r4c2 = 1: solved in 13 steps.

use crate::{
    Four, Nine,
    clock::FakeClock,
    editor::{Editor, lesson::View},
    grid::Grid,
    lesson::{Algorithm, exploration::NodeState},
    pad::Buttons,
    puzzles::CLASSROOM,
    test_support::Driven,
};
use std::{string::String, vec::Vec};

/// The course's 4x4 grid (`TEACHING.md`, the NSI course).
const COURSE_FOUR: &str = "32.4........4.23";

/// The lesson on `line`, in the view `view` presses of R take it to, after `presses`.
fn lesson_on<S: crate::size::Size>(
    line: &str,
    view: usize,
    presses: &[(Buttons, usize)],
) -> Driven<S> {
    let mut e: Driven<S> = Driven::new();
    e.load(Grid::from_line(line).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    let views = [(Buttons::R, view)];
    for &(button, times) in views.iter().chain(presses) {
        for _ in 0..times {
            e.press(button);
            e.tick(&mut clock);
        }
    }
    e.settle(&mut clock, 10_000);
    e
}

/// The tree's nodes as `cell=digit` with what each is now.
fn nodes<S: crate::size::Size>(e: &Editor<S>) -> Vec<(String, NodeState)> {
    let lesson = e.lesson().unwrap();
    let tree = lesson.tree();
    let run = lesson.current().run();
    tree.nodes()
        .iter()
        .zip(tree.states(run))
        .map(|(n, s)| (std::format!("{}={}", n.place, n.value), s))
        .collect()
}

fn lit(path: &[&str]) -> Vec<(String, NodeState)> {
    path.iter()
        .map(|n| (String::from(*n), NodeState::Current))
        .collect()
}

const PATH: [&str; 7] = [
    "r1c3=1", "r2c1=1", "r2c2=4", "r2c3=3", "r2c4=2", "r3c1=2", "r3c2=1",
];

#[test]
fn after_nine_steps_the_course_s_tree_has_its_path_lit_and_r3c3_crossed_out() {
    let e = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::SQUARE, 9)]);
    let lesson = e.lesson().unwrap();
    assert_eq!(lesson.view(), View::Tree);
    assert!(lesson.tree_in_sync());
    let mut expected = lit(&PATH);
    expected.push(("r3c3=4".into(), NodeState::Dead));
    assert_eq!(nodes(&e), expected);
    assert!(lesson.tree().is_whole());
    assert_eq!((1..=16).map(|d| lesson.tree().count(d)).sum::<u32>(), 8);
}

#[test]
fn after_ten_steps_r3c2_takes_3_and_its_1_is_a_dead_end_too() {
    let e = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::SQUARE, 10)]);
    let mut expected = lit(&PATH[..6]);
    expected.push(("r3c2=1".into(), NodeState::Dead));
    expected.push(("r3c3=4".into(), NodeState::Dead));
    expected.push(("r3c2=3".into(), NodeState::Current));
    assert_eq!(nodes(&e), expected);
    let tree = e.lesson().unwrap().tree();
    assert_eq!((tree.count(7), tree.count(8)), (2, 1));
    // r3c3 = 4 under r3c2 = 1, r3c2 = 3 beside it under r3c1 = 2.
    assert_eq!((tree.parent(7), tree.parent(8)), (Some(6), Some(5)));
}

#[test]
fn once_solved_the_path_to_the_solution_is_green_and_the_two_dead_ends_stay_crossed() {
    let e = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::CROSS, 1)]);
    let shown = nodes(&e);
    let green: Vec<&str> = shown
        .iter()
        .filter(|(_, s)| *s == NodeState::Solution)
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(
        green,
        [
            "r1c3=1", "r2c1=1", "r2c2=4", "r2c3=3", "r2c4=2", "r3c1=2", "r3c2=3", "r3c3=4",
            "r3c4=1", "r4c2=1"
        ]
    );
    let dead: Vec<&str> = shown
        .iter()
        .filter(|(_, s)| *s == NodeState::Dead)
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(dead, ["r3c2=1", "r3c3=4"]);
}

#[test]
fn the_tree_steps_back_with_its_search() {
    let back = lesson_on::<Four>(
        COURSE_FOUR,
        6,
        &[(Buttons::SQUARE, 13), (Buttons::TRIANGLE, 4)],
    );
    let ahead = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::SQUARE, 9)]);
    assert_eq!(nodes(&back), nodes(&ahead));
    assert_eq!(back.lesson().unwrap().tree().at(), 9);
}

#[test]
fn steps_taken_in_another_view_are_caught_up_in_the_tree_view() {
    // Ten steps in the step view, then R six times: the tree catches up.
    let mut e: Driven<Four> = Driven::new();
    e.load(Grid::from_line(COURSE_FOUR).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    for button in
        core::iter::repeat_n(Buttons::SQUARE, 10).chain(core::iter::repeat_n(Buttons::R, 6))
    {
        e.press(button);
        e.tick(&mut clock);
    }
    e.settle(&mut clock, 100);
    let stepped = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::SQUARE, 10)]);
    assert!(e.lesson().unwrap().tree_in_sync());
    assert_eq!(nodes(&e), nodes(&stepped));
    // Back in the step view, steps back leave the tree ahead; the tree view cuts it back.
    for button in [Buttons::L, Buttons::TRIANGLE, Buttons::TRIANGLE, Buttons::R] {
        e.press(button);
        e.tick(&mut clock);
    }
    e.settle(&mut clock, 100);
    let eight = lesson_on::<Four>(COURSE_FOUR, 6, &[(Buttons::SQUARE, 8)]);
    assert_eq!(nodes(&e), nodes(&eight));
}

#[test]
fn another_algorithm_grows_a_tree_of_its_own() {
    let e = lesson_on::<Nine>(CLASSROOM, 6, &[(Buttons::SQUARE, 30), (Buttons::DOWN, 1)]);
    let lesson = e.lesson().unwrap();
    assert_eq!(lesson.selected(), Algorithm::Sorted);
    assert_eq!(lesson.tree().at(), 0, "sorted took no step yet");
    assert!(lesson.tree().nodes().is_empty());
}

#[test]
fn left_scrolls_the_window_towards_the_root_and_right_back_down() {
    let e = lesson_on::<Nine>(
        CLASSROOM,
        6,
        &[
            (Buttons::SQUARE, 400),
            (Buttons::LEFT, 3),
            (Buttons::RIGHT, 1),
        ],
    );
    let lesson = e.lesson().unwrap();
    assert_eq!(lesson.scroll(), 2);
    assert_eq!(lesson.digit().get(), 1, "the map's digit stays");
    let e = lesson_on::<Nine>(CLASSROOM, 6, &[(Buttons::SQUARE, 3), (Buttons::LEFT, 50)]);
    let depth = e.lesson().unwrap().current().run().depth();
    assert_eq!(
        e.lesson().unwrap().scroll(),
        depth - 1,
        "never above the root"
    );
}
