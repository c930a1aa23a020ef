//! Undo and redo: the steps recorded, merged per cell, named on the status line, and how many
//! are kept.

use crate::{
    editor::{Mode, history::Step, status::Tone},
    pad::Buttons,
    test_support::{
        CLASSROOM, cell, classroom_game, digit, editor, redone, said, solved_classroom, undone,
    },
    text::Key,
};
use std::{format, string::ToString};

#[test]
fn changes_of_one_cell_are_one_undo_step_until_the_cursor_moves() {
    let mut e = editor();
    for _ in 0..5 {
        e.press(Buttons::CIRCLE);
    }
    e.press(Buttons::RIGHT);
    e.press(Buttons::CROSS);
    assert_eq!(e.grid().to_string(), format!("59{}", ".".repeat(79)));
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), format!("5{}", ".".repeat(80)));
    assert_eq!(*e.status(), undone(Step::Change(cell(0, 1))));
    e.press(Buttons::SELECT);
    assert!(
        e.grid().is_empty(),
        "the five presses on r1c1 were one step"
    );
}

#[test]
fn select_plus_r_redoes_in_either_order_and_never_changes_a_digit() {
    let mut e = editor();
    e.press(Buttons::CIRCLE);
    e.press(Buttons::TRIANGLE);
    e.press(Buttons::SELECT);
    e.press(Buttons::SELECT);
    assert!(e.grid().is_empty());
    // Both in one frame.
    e.press(Buttons::SELECT.union(Buttons::R));
    assert_eq!(e.grid().given(cell(0, 0)), Some(digit(1)));
    assert_eq!(*e.status(), redone(Step::Change(cell(0, 0))));
    // R pressed while Select is held.
    e.press_holding(Buttons::R, Buttons::SELECT.union(Buttons::R));
    assert!(e.grid().is_empty(), "the clear is redone");
    assert_eq!(*e.status(), redone(Step::Clear));
    e.press_holding(Buttons::SELECT, Buttons::SELECT.union(Buttons::R));
    assert_eq!(said(e.status()), (Key::NothingToRedo, Tone::Info));
    assert!(e.grid().is_empty());
}

#[test]
fn a_solve_is_undone_back_to_the_givens_and_a_new_edit_drops_the_redo() {
    let mut e = solved_classroom();
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    assert_eq!(e.mode(), Mode::Edit);
    e.press(Buttons::RIGHT);
    e.press(Buttons::CROSS);
    e.press(Buttons::SELECT.union(Buttons::R));
    assert_eq!(said(e.status()), (Key::NothingToRedo, Tone::Info));
}

#[test]
fn the_last_40_steps_can_be_undone_and_as_many_redone() {
    let mut e = editor();
    // 45 steps: a 1 typed in each of the first 45 cells (moving on ends a step).
    for i in 0..45 {
        e.press(Buttons::CIRCLE);
        e.press(Buttons::RIGHT);
        if i % 9 == 8 {
            e.press(Buttons::DOWN);
        }
    }
    assert_eq!(e.grid().given_count(), 45);
    for _ in 0..40 {
        e.press(Buttons::SELECT);
    }
    assert_eq!(
        e.grid().given_count(),
        5,
        "the first five steps are forgotten"
    );
    e.press(Buttons::SELECT);
    assert_eq!(said(e.status()), (Key::NothingToUndo, Tone::Info));
    assert_eq!(e.grid().given_count(), 5);
    for _ in 0..40 {
        e.press(Buttons::SELECT.union(Buttons::R));
    }
    assert_eq!(e.grid().given_count(), 45);
    e.press(Buttons::SELECT.union(Buttons::R));
    assert_eq!(said(e.status()), (Key::NothingToRedo, Tone::Info));
}

#[test]
fn a_redone_step_can_be_undone_again() {
    let mut e = editor();
    e.press(Buttons::CIRCLE);
    e.press(Buttons::SELECT);
    e.press(Buttons::SELECT.union(Buttons::R));
    assert_eq!(e.grid().given(cell(0, 0)), Some(digit(1)));
    e.press(Buttons::SELECT);
    assert!(e.grid().is_empty());
    assert_eq!(*e.status(), undone(Step::Change(cell(0, 0))));
}

#[test]
fn starting_a_game_is_one_undo_step_named_as_such() {
    let mut e = classroom_game();
    e.press(Buttons::SELECT);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(*e.status(), undone(Step::StartPlay));
    e.press(Buttons::SELECT.union(Buttons::R));
    assert_eq!(e.mode(), Mode::Play);
    assert_eq!(*e.status(), redone(Step::StartPlay));
}

#[test]
fn a_players_changes_of_one_cell_are_one_undo_step_until_the_cursor_moves() {
    let mut e = classroom_game();
    // r1c1 is empty: 1, then 2 in the same step; after a move and back, 3 is a step of its own.
    e.press(Buttons::CIRCLE);
    e.press(Buttons::CIRCLE);
    e.press(Buttons::RIGHT);
    e.press(Buttons::LEFT);
    e.press(Buttons::CIRCLE);
    assert_eq!(e.grid().digit(cell(0, 0)), Some(digit(3)));
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().digit(cell(0, 0)), Some(digit(2)));
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().digit(cell(0, 0)), None);
    assert_eq!(
        e.mode(),
        Mode::Play,
        "the start of the game is one step more"
    );
}
