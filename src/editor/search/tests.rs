//! Square's search: solved uniquely, one of several solutions, clashing givens, no solution, a
//! slice a frame, and any button stopping it.

use crate::{
    clock::FakeClock,
    editor::{Mode, NODES_PER_CHUNK, status::Tone},
    grid::Grid,
    pad::Buttons,
    puzzles::{BENCHMARK, TUTORIAL},
    test_support::{CLASSROOM, CLASSROOM_SOLUTION, Driven, cell, editor, no_solution, said},
    text::Key,
};
use std::{format, string::ToString, vec::Vec};

/// Types `line` with the pad as a player would: row by row, Circle up or Cross down to each digit.
fn type_line(editor: &mut Driven, line: &str) {
    for (i, c) in line.chars().enumerate() {
        if let Some(d) = c.to_digit(10).filter(|&d| d > 0) {
            let (button, times) = if d <= 5 {
                (Buttons::CIRCLE, d)
            } else {
                (Buttons::CROSS, 10 - d)
            };
            for _ in 0..times {
                editor.press(button);
            }
        }
        // Right wraps to the start of the same row; at a row's end Down goes on to the next.
        editor.press(Buttons::RIGHT);
        if i % 9 == 8 {
            editor.press(Buttons::DOWN);
        }
    }
}

#[test]
fn typing_the_classroom_grid_and_square_solves_it_uniquely() {
    let mut e = editor();
    type_line(&mut e, CLASSROOM);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    assert_eq!(
        e.cursor(),
        cell(0, 0),
        "typing row by row wraps back to the top"
    );
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    assert_eq!(e.mode(), Mode::Search { watch: false });
    e.settle(&mut clock, 10);
    assert_eq!(e.mode(), Mode::Solved { unique: true });
    assert_eq!(e.grid().to_string(), CLASSROOM_SOLUTION);
    assert_eq!(e.grid().given_count(), 24);
    assert_eq!(e.grid().placed_count(), 57);
    assert_eq!(said(e.status()), (Key::SolvedIn, Tone::Good));
    // The clock moves 1 us a reading: far under a millisecond, so the time is in us.
    assert!(e.status().text().contains(" µs"), "{:?}", e.status());
}

#[test]
fn the_tutorial_grid_is_shown_solved_but_not_unique() {
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    e.settle(&mut clock, 10);
    assert_eq!(e.mode(), Mode::Solved { unique: false });
    assert!(e.grid().is_full() && e.grid().first_conflict().is_none());
    assert_eq!(e.grid().givens_only().to_string(), TUTORIAL);
    assert_eq!(said(e.status()), (Key::NotUnique, Tone::Bad));
}

#[test]
fn conflicting_givens_are_reported_red_and_never_searched() {
    let mut e = editor();
    let line = format!("5.....5{}", ".".repeat(74));
    e.load(Grid::from_line(&line).unwrap());
    assert_eq!(said(e.status()), (Key::Conflict, Tone::Bad));
    let red: Vec<_> = e.conflicts().iter().collect();
    assert_eq!(red, [cell(0, 0), cell(0, 6)]);
    e.press(Buttons::SQUARE);
    assert_eq!(e.mode(), Mode::Edit, "no search");
    assert_eq!(e.search_stats().nodes, 0);
    assert_eq!(said(e.status()), (Key::SearchConflict, Tone::Bad));
}

#[test]
fn a_grid_without_solution_says_so() {
    let mut e = editor();
    let line = no_solution();
    e.load(Grid::from_line(&line).unwrap());
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    e.settle(&mut clock, 10);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::NoSolutionIn, Tone::Bad));
    assert_eq!(e.grid().to_string(), line, "nothing placed");
}

#[test]
fn a_long_search_spreads_over_frames_within_the_budget() {
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    // Every clock reading moves 2 ms: a frame's budget allows a few chunks only.
    let mut clock = FakeClock::stepping(2_000);
    e.press(Buttons::SQUARE);
    e.tick(&mut clock);
    let nodes = e.search_stats().nodes;
    assert!(
        nodes > 0 && nodes <= 6 * NODES_PER_CHUNK,
        "{nodes} nodes in one frame"
    );
    e.settle(&mut clock, 1000);
    assert_eq!(e.mode(), Mode::Solved { unique: false });
}

#[test]
fn any_button_stops_a_running_search() {
    let mut e = editor();
    let hardest = BENCHMARK[13];
    e.load(Grid::from_line(hardest).unwrap());
    // Each reading moves the clock past the frame's budget: one chunk of nodes a frame.
    let mut clock = FakeClock::stepping(20_000);
    e.press(Buttons::SQUARE);
    e.tick(&mut clock);
    assert_eq!(e.mode(), Mode::Search { watch: false });
    e.press(Buttons::UP);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(
        e.cursor(),
        cell(0, 0),
        "the stopping press does nothing else"
    );
    assert_eq!(e.grid().to_string(), hardest);
}

#[test]
fn a_press_that_starts_or_stops_a_search_ends_its_frame() {
    let mut e = editor();
    let hardest = BENCHMARK[13];
    e.load(Grid::from_line(hardest).unwrap());
    let mut clock = FakeClock::stepping(20_000);
    // Square starts the search: Triangle, later in the same frame, is not the press that stops it.
    e.press(Buttons::SQUARE.union(Buttons::TRIANGLE));
    assert_eq!(e.mode(), Mode::Search { watch: false });
    e.tick(&mut clock);
    assert_eq!(e.mode(), Mode::Search { watch: false });
    // Up stops it: Right, later in the same frame, does not move the cursor.
    e.press(Buttons::UP.union(Buttons::RIGHT));
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(e.cursor(), cell(0, 0));
    assert_eq!(e.grid().to_string(), hardest);
}
