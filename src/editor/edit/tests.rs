//! Editing the givens: the cursor, cycling digits, clearing a solution or the grid, and the
//! screen's revision.

use crate::{
    clock::FakeClock,
    editor::{Mode, history::Step, status::Tone},
    grid::{Entry, Grid},
    pad::Buttons,
    test_support::{
        CLASSROOM, CLASSROOM_SOLUTION, cell, digit, editor, said, solved_classroom, undone,
    },
    text::Key,
};
use std::string::ToString;

#[test]
fn starts_empty_with_the_cursor_top_left() {
    let e = editor();
    assert!(e.grid().is_empty());
    assert_eq!(e.cursor(), cell(0, 0));
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::EditHint, Tone::Info));
    assert!(!e.is_busy());
}

#[test]
fn the_cursor_moves_and_wraps_at_every_edge() {
    let mut e = editor();
    e.press(Buttons::UP);
    assert_eq!(e.cursor(), cell(8, 0));
    e.press(Buttons::LEFT);
    assert_eq!(e.cursor(), cell(8, 8));
    e.press(Buttons::DOWN);
    assert_eq!(e.cursor(), cell(0, 8));
    e.press(Buttons::RIGHT);
    assert_eq!(e.cursor(), cell(0, 0));
    // Two directions in one frame: both apply.
    e.press(Buttons::DOWN.union(Buttons::RIGHT));
    assert_eq!(e.cursor(), cell(1, 1));
}

#[test]
fn circle_and_r_count_up_cross_and_l_count_down_through_empty() {
    let mut e = editor();
    e.press(Buttons::CIRCLE);
    assert_eq!(e.grid().entry(cell(0, 0)), Entry::Given(digit(1)));
    e.press(Buttons::R);
    assert_eq!(e.grid().given(cell(0, 0)), Some(digit(2)));
    e.press(Buttons::CROSS);
    e.press(Buttons::L);
    assert_eq!(e.grid().given(cell(0, 0)), None, "1 then down is empty");
    e.press(Buttons::CROSS);
    assert_eq!(
        e.grid().given(cell(0, 0)),
        Some(digit(9)),
        "empty then down is 9"
    );
    e.press(Buttons::CIRCLE);
    assert_eq!(e.grid().given(cell(0, 0)), None, "9 then up is empty");
}

#[test]
fn changing_a_cell_of_a_solved_grid_goes_back_to_editing_the_givens() {
    let mut e = solved_classroom();
    // r1c1 holds a placed 8; after the change it is a given 1 and the other placed digits are gone.
    e.press(Buttons::CIRCLE);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(e.grid().placed_count(), 0);
    assert_eq!(e.grid().given(cell(0, 0)), Some(digit(1)));
    assert_eq!(e.grid().given_count(), 25);
    // Moving in a solved grid changes nothing else.
    let mut e = solved_classroom();
    e.press(Buttons::RIGHT);
    assert_eq!(e.mode(), Mode::Solved { unique: true });
    assert_eq!(e.grid().placed_count(), 57);
}

#[test]
fn triangle_on_a_solved_grid_keeps_the_givens_and_select_undoes_it() {
    let mut e = solved_classroom();
    e.press(Buttons::TRIANGLE);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    assert_eq!(said(e.status()), (Key::SolutionCleared, Tone::Info));
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), CLASSROOM_SOLUTION);
    assert_eq!(e.grid().given_count(), 24);
    assert!(matches!(e.mode(), Mode::Solved { .. }));
}

#[test]
fn triangle_on_an_unsolved_grid_empties_it_and_select_undoes_it() {
    let mut e = editor();
    e.load(Grid::from_line(CLASSROOM).unwrap());
    e.press(Buttons::TRIANGLE);
    assert!(e.grid().is_empty());
    assert_eq!(said(e.status()), (Key::GridCleared, Tone::Info));
    e.press(Buttons::TRIANGLE);
    assert_eq!(said(e.status()), (Key::GridAlreadyEmpty, Tone::Info));
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(*e.status(), undone(Step::Clear));
    e.press(Buttons::SELECT);
    assert!(e.grid().is_empty(), "the load before it is undone too");
    assert_eq!(*e.status(), undone(Step::Load));
    e.press(Buttons::SELECT);
    assert_eq!(said(e.status()), (Key::NothingToUndo, Tone::Info));
}

#[test]
fn solved_then_cleared_twice_still_loses_nothing_for_good() {
    let mut e = solved_classroom();
    e.press(Buttons::TRIANGLE); // solution off
    e.press(Buttons::TRIANGLE); // grid emptied
    assert!(e.grid().is_empty());
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), CLASSROOM_SOLUTION);
    assert_eq!(e.mode(), Mode::Solved { unique: true });
}

#[test]
fn the_revision_moves_with_every_visible_change_and_only_then() {
    let mut e = editor();
    let mut clock = FakeClock::default();
    let start = e.revision();
    e.tick(&mut clock);
    e.press(Buttons::NONE);
    assert_eq!(e.revision(), start, "idle frames change nothing");
    e.press(Buttons::RIGHT);
    assert_ne!(e.revision(), start);
}
