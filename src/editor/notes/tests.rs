//! Pencil marks: the candidates the rules leave, a placed digit leaving its peers' notes, and
//! in a game: notes mode, the pointer, one undo step per cell, erasing, settling.

use super::*;
use crate::{
    clock::FakeClock,
    pad::Buttons,
    size::Nine,
    test_support::{CLASSROOM, cell, classroom_game, digit, grid},
};

#[test]
fn candidates_are_what_the_row_column_and_box_leave() {
    let g: Grid = grid(CLASSROOM);
    let notes = all_candidates(&g);
    // r1c1 sees 9 2 6 5 (row), 3 6 (column), 9 3 2 7 (box): 1, 4 and 8 are left.
    assert_eq!(notes[0], 1 << 0 | 1 << 3 | 1 << 7);
    assert_eq!(notes[1], 0, "a given has no notes");
}

#[test]
fn placing_a_digit_takes_it_from_its_peers_notes_only() {
    let mut notes = no_notes::<Nine>();
    for n in notes.iter_mut() {
        *n = 0b1_1111_1111;
    }
    let (centre, five) = (cell(4, 4), digit(5));
    clear_peers(&mut notes, centre, five);
    assert_eq!(notes[cell(4, 0).index()], 0b1_1110_1111, "same row");
    assert_eq!(notes[cell(0, 4).index()], 0b1_1110_1111, "same column");
    assert_eq!(notes[cell(3, 3).index()], 0b1_1110_1111, "same box");
    assert_eq!(
        notes[centre.index()],
        0b1_1111_1111,
        "the cell itself keeps its notes"
    );
    assert_eq!(
        notes[cell(0, 0).index()],
        0b1_1111_1111,
        "elsewhere untouched"
    );
}

#[test]
fn pencil_marks_toggle_in_notes_mode_and_leave_with_a_placed_digit_in_one_undo_step() {
    let mut e = classroom_game();
    e.fill_candidates();
    // r1c1 may be 1, 4 or 8 (see the solver tests); r4c1, in its column, may be an 8 too.
    assert_eq!(e.notes()[0], 1 << 0 | 1 << 3 | 1 << 7);
    let r4c1 = cell(3, 0).index();
    let before = e.notes()[r4c1];
    assert!(before & (1 << 7) != 0, "r4c1 may be an 8");
    // L+R: notes mode; the pointer moves with Circle, Square toggles.
    e.press(Buttons::L.union(Buttons::R));
    assert!(e.play().notes_mode);
    e.press(Buttons::SQUARE); // pointer on 1: r1c1 loses its 1
    assert_eq!(e.notes()[0], 1 << 3 | 1 << 7);
    e.press(Buttons::CIRCLE);
    assert_eq!(e.play().pointer, digit(2));
    e.press(Buttons::SELECT);
    assert_eq!(
        e.notes()[0],
        1 << 0 | 1 << 3 | 1 << 7,
        "a note toggle undoes"
    );
    // Back to digits; an 8 in r1c1 leaves the notes of its row, column and box when the cursor moves.
    e.press(Buttons::L.union(Buttons::R));
    for _ in 0..2 {
        e.press(Buttons::CROSS); // empty -> 9 -> 8
    }
    assert_eq!(e.grid().digit(cell(0, 0)), Some(digit(8)));
    assert!(
        e.notes()[r4c1] & (1 << 7) != 0,
        "not yet: the player may still be choosing"
    );
    e.press(Buttons::RIGHT);
    assert_eq!(e.notes()[r4c1] & (1 << 7), 0, "r4c1 lost its 8");
    e.press(Buttons::SELECT);
    assert_eq!(e.grid().digit(cell(0, 0)), None);
    assert_eq!(
        e.notes()[r4c1],
        before,
        "one undo takes back the digit and the notes it cleared"
    );
}

#[test]
fn pencil_marks_of_one_cell_are_one_undo_step_until_the_cursor_moves() {
    let mut e = classroom_game();
    // L+R: notes mode, pointer on 1; r1c1 is empty.
    e.press(Buttons::L.union(Buttons::R));
    e.press(Buttons::SQUARE);
    e.press(Buttons::CIRCLE);
    e.press(Buttons::SQUARE);
    assert_eq!(e.notes()[0], 0b11, "1 and 2");
    e.press(Buttons::RIGHT);
    e.press(Buttons::LEFT);
    e.press(Buttons::CIRCLE);
    e.press(Buttons::SQUARE);
    assert_eq!(e.notes()[0], 0b111, "and 3");
    e.press(Buttons::SELECT);
    assert_eq!(
        e.notes()[0],
        0b11,
        "the 3 came after a move: a step of its own"
    );
    e.press(Buttons::SELECT);
    assert_eq!(e.notes()[0], 0, "the 1 and the 2 were one step");
}

#[test]
fn the_pencil_mark_pointer_wraps_between_1_and_9() {
    let mut e = classroom_game();
    e.press(Buttons::L.union(Buttons::R));
    assert_eq!(e.play().pointer, digit(1));
    e.press(Buttons::CROSS);
    assert_eq!(e.play().pointer, digit(9), "down from 1");
    e.press(Buttons::CROSS);
    assert_eq!(e.play().pointer, digit(8));
    e.press(Buttons::CIRCLE);
    e.press(Buttons::CIRCLE);
    assert_eq!(e.play().pointer, digit(1), "up from 9");
}

#[test]
fn triangle_erases_a_cell_of_pencil_marks_and_an_empty_cell_is_no_step() {
    let mut e = classroom_game();
    // r1c1: a pencil mark 1, then Triangle in digit mode.
    e.press(Buttons::L.union(Buttons::R));
    e.press(Buttons::SQUARE);
    e.press(Buttons::L.union(Buttons::R));
    assert_eq!(e.notes()[0], 1);
    e.press(Buttons::TRIANGLE);
    assert_eq!(e.notes()[0], 0, "the notes go");
    e.press(Buttons::TRIANGLE);
    e.press(Buttons::SELECT);
    assert_eq!(
        e.notes()[0],
        1,
        "erasing an empty cell was no step: Select undoes the erase"
    );
}

#[test]
fn a_settled_digit_clears_the_notes_after_a_pause_too() {
    let mut e = classroom_game();
    e.fill_candidates();
    e.press(Buttons::CROSS);
    e.press(Buttons::CROSS);
    let mut clock = FakeClock::default();
    for t in 0..50 {
        clock.now = t * 16_000;
        e.tick(&mut clock);
    }
    assert_eq!(
        e.notes()[cell(3, 0).index()] & (1 << 7),
        0,
        "after 0.8 s the 8 has settled"
    );
}
