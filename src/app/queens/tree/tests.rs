use std::vec::Vec;

use super::*;
use crate::{
    clock::FakeClock,
    lesson::{Search, exploration::NodeState},
    pad::Buttons,
    preferences::Preferences,
};

/// `presses`, each followed by frames until nothing runs and the tree caught up.
fn after(mode: &mut QueensMode, presses: &[Buttons]) {
    let mut clock = FakeClock::stepping(1);
    let prefs = Preferences::default();
    for &button in presses {
        if mode.is_busy() {
            mode.stop();
        } else {
            mode.press(button);
        }
        mode.tick(&mut clock, &prefs);
        while mode.is_busy() || mode.wants_trace() {
            mode.tick(&mut clock, &prefs);
        }
    }
}

/// The nodes kept, as (depth, row, column) from 1, with their states.
fn nodes(mode: &QueensMode) -> Vec<((u16, u8, u8), NodeState)> {
    let tree = mode.tree();
    tree.nodes()
        .iter()
        .zip(tree.states(mode.current().search()))
        .map(|(n, s)| ((n.depth, n.place.row + 1, n.place.col + 1), s))
        .collect()
}

#[test]
fn the_four_queens_tree_by_hand_to_the_first_solution_2_4_1_3() {
    use NodeState::{Current, Dead, Solution};
    let mut mode = QueensMode::new(4);
    after(&mut mode, &[Buttons::R, Buttons::R]);
    assert_eq!(mode.view(), View::Tree);
    // Row by row, columns left to right: r1c1, r2c3 (r3 has no free square), r2c4, r3c2 (r4
    // has none), r3 emptied, r2 emptied (its columns ran out), r1c2, r2c4, r3c1, r4c3.
    after(&mut mode, &[Buttons::SQUARE; 9]);
    let path = [
        ((1, 1, 1), Dead),
        ((2, 2, 3), Dead),
        ((2, 2, 4), Dead),
        ((3, 3, 2), Dead),
        ((1, 1, 2), Current),
        ((2, 2, 4), Current),
        ((3, 3, 1), Current),
    ];
    assert_eq!(nodes(&mode), path);
    after(&mut mode, &[Buttons::SQUARE]);
    let search = mode.current().search();
    assert_eq!(search.steps(), 10);
    assert_eq!(search.found(), 1);
    assert_eq!(search.board()[..4], [Some(1), Some(3), Some(0), Some(2)]);
    // On the solution the path to it is green; the dead ends stay crossed out.
    let mut solved: Vec<_> = path[..4].to_vec();
    solved.extend(path[4..].iter().map(|&(n, _)| (n, Solution)));
    solved.push(((4, 4, 3), Solution));
    assert_eq!(nodes(&mode), solved);
    assert_eq!(mode.tree().count(1), 2);
    assert_eq!(mode.tree().count(4), 1);
    // A step back takes the last node back, the path lit again.
    after(&mut mode, &[Buttons::TRIANGLE]);
    assert_eq!(nodes(&mode), path);
    assert!(mode.tree_in_sync());
}

#[test]
fn the_tree_catches_up_after_a_run_elsewhere_as_if_recorded_step_by_step() {
    // Step by step in the tree view, to the 8 queens' first solution...
    let mut stepped = QueensMode::new(8);
    after(&mut stepped, &[Buttons::R, Buttons::R, Buttons::CROSS]);
    // ... and run in the step view, the tree view opened after: the same tree.
    let mut run = QueensMode::new(8);
    after(&mut run, &[Buttons::CROSS, Buttons::R, Buttons::R]);
    assert!(run.tree_in_sync());
    assert_eq!(run.current().at(), stepped.current().at());
    assert_eq!(run.tree().nodes(), stepped.tree().nodes());
    assert_eq!(nodes(&run), nodes(&stepped));
    assert!(nodes(&run).iter().any(|&(_, s)| s == NodeState::Solution));
    // Up: another order (run to its first solution too), a new record, caught up with it.
    after(&mut run, &[Buttons::UP]);
    assert!(run.tree_in_sync());
    let other = run.lane(crate::lesson::queens::Order::MostConstrained).at();
    assert_eq!(run.tree().at(), other);
    assert!(other > 0);
}

#[test]
fn any_button_stops_the_catching_up_the_search_standing_where_the_tree_does() {
    // Twelve queens counted (the lanes at their end), then the tree view: a long replay.
    let mut mode = QueensMode::new(12);
    after(&mut mode, &[Buttons::L, Buttons::RIGHT]);
    let end = mode.current().at();
    mode.press(Buttons::L);
    assert_eq!(mode.view(), View::Tree);
    let mut clock = FakeClock::stepping(1_000);
    let prefs = Preferences::default();
    mode.tick(&mut clock, &prefs);
    mode.tick(&mut clock, &prefs);
    assert_eq!(mode.pace(), Pace::Tracing, "a slice a frame");
    let at = mode.tree().at();
    assert!(0 < at && at < end, "{at} of {end}");
    mode.stop();
    assert_eq!(mode.pace(), Pace::Stopped);
    assert!(mode.tree_in_sync(), "the search stands where the tree does");
    assert_eq!(mode.current().at(), at);
    // And a step from there is recorded.
    after(&mut mode, &[Buttons::SQUARE]);
    assert_eq!(mode.tree().at(), at + 1);
    assert!(mode.tree_in_sync());
}

#[test]
fn the_catching_up_runs_whole_slices() {
    // Ten queens counted (the whole tree, many chunks of steps), then the tree view: the record
    // catches up a slice a frame, many chunks each (a look at the clock is 10 µs here), so it
    // takes three frames at most (the first only starts it), not a chunk a frame.
    let mut mode = QueensMode::new(10);
    after(&mut mode, &[Buttons::L, Buttons::RIGHT]);
    assert_eq!(mode.counted(), Some(724));
    mode.press(Buttons::L);
    assert_eq!(mode.view(), View::Tree);
    let mut clock = FakeClock::stepping(10);
    let prefs = Preferences::default();
    let mut frames = 0;
    while mode.is_busy() || mode.wants_trace() {
        mode.tick(&mut clock, &prefs);
        frames += 1;
    }
    assert!(mode.tree_in_sync());
    assert!(frames <= 3, "{frames} frames");
}

/// `presses` all in one frame, then that frame.
fn in_one_frame(mode: &mut QueensMode, presses: &[Buttons]) {
    for &button in presses {
        mode.press(button);
    }
    mode.tick(&mut FakeClock::stepping(1), &Preferences::default());
}

#[test]
fn steps_taken_in_another_view_are_not_recorded() {
    let mut mode = QueensMode::new(4);
    after(&mut mode, &[Buttons::SQUARE; 3]);
    assert_eq!(mode.view(), View::Step);
    assert_eq!(mode.current().at(), 3);
    assert_eq!(mode.tree().at(), 0);
    assert!(mode.tree().nodes().is_empty());
}

#[test]
fn in_the_tree_view_steps_and_steps_back_are_recorded_in_their_own_frame() {
    let mut mode = QueensMode::new(4);
    after(&mut mode, &[Buttons::R, Buttons::R]);
    // A step: recorded at once, nothing to catch up.
    in_one_frame(&mut mode, &[Buttons::SQUARE]);
    assert_eq!(mode.tree().at(), 1);
    assert!(mode.tree_in_sync() && !mode.wants_trace());
    // Four more, then two back pressed in one frame: both taken back.
    in_one_frame(&mut mode, &[Buttons::SQUARE; 4]);
    assert_eq!(mode.tree().at(), 5);
    in_one_frame(&mut mode, &[Buttons::TRIANGLE; 2]);
    assert_eq!(mode.current().at(), 3);
    assert_eq!(mode.tree().at(), 3);
    assert_eq!(mode.tree().nodes().len(), 3);
}

#[test]
fn a_step_pressed_in_the_tree_view_before_it_caught_up_is_the_search_s() {
    // A step in the step view, then the tree view (behind by a step) and a step in one frame:
    // the search takes it, the record does not.
    let mut mode = QueensMode::new(4);
    after(&mut mode, &[Buttons::SQUARE]);
    in_one_frame(&mut mode, &[Buttons::R, Buttons::R, Buttons::SQUARE]);
    assert_eq!(mode.current().at(), 2);
    assert_eq!(mode.tree().at(), 0);
}

#[test]
fn a_button_before_the_catching_up_began_takes_the_search_back_to_the_tree() {
    // The 4 queens run to their first solution, then the tree view: its first frame only starts
    // the catching up; a button then, and the search stands where the record does (its start).
    let mut mode = QueensMode::new(4);
    after(&mut mode, &[Buttons::CROSS]);
    assert!(mode.current().at() > 0);
    in_one_frame(&mut mode, &[Buttons::R, Buttons::R]);
    assert_eq!(mode.pace(), Pace::Tracing);
    assert_eq!(mode.tree().at(), 0);
    mode.stop();
    assert_eq!(mode.current().at(), 0);
    assert!(mode.tree_in_sync());
}
