//! The chord resolver: chords in either order within the window, lone presses, repeats, and flicks.

use super::*;
use std::vec::Vec;

const FRAME: u64 = 16_667;

/// Runs `events` (button, down?, at µs) through a resolver, expiring at `end`.
fn run(events: &[(Buttons, bool, u64)], end: u64) -> Vec<Input> {
    let mut r = Resolver::new();
    let mut out = Vec::new();
    for &(button, down, at) in events {
        if down {
            r.down(button, at, &mut |i| out.push(i));
        } else {
            r.up(button, at, &mut |i| out.push(i));
        }
    }
    r.expire(end, &mut |i| out.push(i));
    out
}

#[test]
fn a_chord_within_the_window_acts_alone_in_either_order() {
    for frames in 0..=9 {
        // 9 frames is 150 ms: inside the window with a margin for timing jitter.
        let gap = frames * FRAME;
        // Select first: its undo never happens.
        let out = run(
            &[
                (Buttons::SELECT, true, 0),
                (Buttons::R, true, gap),
                (Buttons::R, false, gap + 5 * FRAME),
                (Buttons::SELECT, false, gap + 6 * FRAME),
            ],
            1_000_000,
        );
        assert_eq!(
            out,
            [Input::Chord(Chord::Redo)],
            "Select then R, {frames} frames"
        );
        // R first: its digit is taken back.
        let out = run(
            &[
                (Buttons::R, true, 0),
                (Buttons::SELECT, true, gap),
                (Buttons::SELECT, false, gap + 5 * FRAME),
                (Buttons::R, false, gap + 6 * FRAME),
            ],
            1_000_000,
        );
        // (At 0 frames both go down in one sample: R, first in Buttons::ALL, comes first.)
        let expected = [
            Input::Tentative(Buttons::R),
            Input::TakeBack,
            Input::Chord(Chord::Redo),
        ];
        assert_eq!(out, expected, "R then Select, {frames} frames");
        // L and R, both orders.
        for (first, second) in [(Buttons::L, Buttons::R), (Buttons::R, Buttons::L)] {
            let out = run(&[(first, true, 0), (second, true, gap)], 1_000_000);
            assert_eq!(
                out,
                [
                    Input::Tentative(first),
                    Input::TakeBack,
                    Input::Chord(Chord::Notes)
                ],
                "{first:?} then {second:?}, {frames} frames"
            );
        }
    }
}

#[test]
fn past_the_window_the_first_button_has_acted_alone() {
    for frames in 10..=12 {
        let gap = frames * FRAME;
        let out = run(
            &[(Buttons::SELECT, true, 0), (Buttons::R, true, gap)],
            1_000_000,
        );
        assert_eq!(
            out,
            [Input::Press(Buttons::SELECT), Input::Chord(Chord::Redo)],
            "{frames} frames"
        );
        let out = run(
            &[(Buttons::R, true, 0), (Buttons::SELECT, true, gap)],
            1_000_000,
        );
        assert_eq!(
            out,
            [
                Input::Tentative(Buttons::R),
                Input::Commit,
                Input::Chord(Chord::Redo)
            ],
            "{frames} frames"
        );
    }
}

#[test]
fn a_lone_press_acts_at_release_or_at_the_end_of_the_window() {
    // Select tapped: undo as it comes up.
    let out = run(
        &[(Buttons::SELECT, true, 0), (Buttons::SELECT, false, 50_000)],
        60_000,
    );
    assert_eq!(out, [Input::Press(Buttons::SELECT)]);
    // Select held: undo once the window is over, not before.
    let mut r = Resolver::new();
    let mut out = Vec::new();
    r.down(Buttons::SELECT, 0, &mut |i| out.push(i));
    r.expire(CHORD_WINDOW_MS * 1000 - 1, &mut |i| out.push(i));
    assert!(out.is_empty());
    r.expire(CHORD_WINDOW_MS * 1000, &mut |i| out.push(i));
    assert_eq!(out, [Input::Press(Buttons::SELECT)]);
    // R: acts at once, stands at release.
    let out = run(
        &[(Buttons::R, true, 0), (Buttons::R, false, 80_000)],
        80_000,
    );
    assert_eq!(out, [Input::Tentative(Buttons::R), Input::Commit]);
    // Circle is in no chord: a plain press.
    let out = run(&[(Buttons::CIRCLE, true, 0)], 1_000_000);
    assert_eq!(out, [Input::Press(Buttons::CIRCLE)]);
}

#[test]
fn another_button_ends_the_window_and_keeps_the_order() {
    let out = run(
        &[
            (Buttons::SELECT, true, 0),
            (Buttons::CIRCLE, true, 30_000),
            (Buttons::R, true, 60_000),
        ],
        1_000_000,
    );
    assert_eq!(
        out,
        [
            Input::Press(Buttons::SELECT),
            Input::Press(Buttons::CIRCLE),
            Input::Chord(Chord::Redo)
        ]
    );
    let out = run(
        &[(Buttons::R, true, 0), (Buttons::SQUARE, true, 30_000)],
        1_000_000,
    );
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::R),
            Input::Commit,
            Input::Press(Buttons::SQUARE)
        ]
    );
}

#[test]
fn a_released_first_button_makes_no_chord() {
    let out = run(
        &[
            (Buttons::R, true, 0),
            (Buttons::R, false, 40_000),
            (Buttons::SELECT, true, 60_000),
            (Buttons::SELECT, false, 90_000),
        ],
        1_000_000,
    );
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::R),
            Input::Commit,
            Input::Press(Buttons::SELECT)
        ]
    );
}

#[test]
fn holding_select_and_tapping_r_redoes_each_time_and_held_r_repeats_the_redo() {
    let mut r = Resolver::new();
    let mut out = Vec::new();
    let mut push = |i| out.push(i);
    r.down(Buttons::SELECT, 0, &mut push);
    r.down(Buttons::R, 50_000, &mut push);
    r.up(Buttons::R, 100_000, &mut push);
    r.down(Buttons::R, 300_000, &mut push);
    r.repeat(Buttons::R, 700_000, &mut push);
    r.up(Buttons::R, 720_000, &mut push);
    r.up(Buttons::SELECT, 800_000, &mut push);
    assert_eq!(out, [Input::Chord(Chord::Redo); 3]);
}

#[test]
fn l_and_r_held_do_not_toggle_again_as_they_repeat() {
    let mut r = Resolver::new();
    let mut out = Vec::new();
    let mut push = |i| out.push(i);
    r.down(Buttons::L, 0, &mut push);
    r.down(Buttons::R, 30_000, &mut push);
    r.repeat(Buttons::L, 400_000, &mut push);
    r.repeat(Buttons::R, 430_000, &mut push);
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::L),
            Input::TakeBack,
            Input::Chord(Chord::Notes)
        ]
    );
}

#[test]
fn repeats_of_other_buttons_wait_for_an_undecided_press() {
    // Right is held and repeating; R goes down, Select follows within the window: the
    // repeat that falls in between comes after the chord, never between R and its take-back.
    let mut r = Resolver::new();
    let mut out = Vec::new();
    let mut push = |i| out.push(i);
    r.down(Buttons::RIGHT, 0, &mut push);
    r.up(Buttons::RIGHT, 1, &mut push);
    r.down(Buttons::CIRCLE, 10, &mut push);
    r.down(Buttons::R, 500_000, &mut push);
    r.repeat(Buttons::CIRCLE, 540_000, &mut push);
    r.down(Buttons::SELECT, 580_000, &mut push);
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::RIGHT),
            Input::Commit,
            Input::Press(Buttons::CIRCLE),
            Input::Tentative(Buttons::R),
            Input::TakeBack,
            Input::Chord(Chord::Redo),
            Input::Press(Buttons::CIRCLE),
        ]
    );
}

#[test]
fn select_and_a_direction_jump_in_either_order() {
    let out = run(
        &[(Buttons::SELECT, true, 0), (Buttons::RIGHT, true, 60_000)],
        1_000_000,
    );
    assert_eq!(out, [Input::Chord(Chord::Jump(Buttons::RIGHT))]);
    let out = run(
        &[(Buttons::UP, true, 0), (Buttons::SELECT, true, 60_000)],
        1_000_000,
    );
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::UP),
            Input::TakeBack,
            Input::Chord(Chord::Jump(Buttons::UP))
        ]
    );
}

#[test]
fn select_pressed_while_a_direction_is_held_makes_the_chord_pressed_with_it() {
    // Down held (and decided), then Select and R within the window, in either order and in
    // one sample: only the redo, never a jump as well.
    for gap in [0, FRAME, 4 * FRAME, 9 * FRAME] {
        let mut r = Resolver::new();
        let mut out = Vec::new();
        let mut push = |i| out.push(i);
        r.down(Buttons::DOWN, 0, &mut push);
        r.expire(500_000, &mut push);
        r.down(Buttons::SELECT, 500_000, &mut push);
        r.down(Buttons::R, 500_000 + gap, &mut push);
        r.expire(2_000_000, &mut push);
        assert_eq!(
            out,
            [
                Input::Tentative(Buttons::DOWN),
                Input::Commit,
                Input::Chord(Chord::Redo)
            ],
            "Select then R, {gap} us"
        );
    }
    // Select alone with Down held: the jump, as Select comes up or as the window ends.
    let out = run(
        &[
            (Buttons::DOWN, true, 0),
            (Buttons::SELECT, true, 500_000),
            (Buttons::SELECT, false, 550_000),
        ],
        2_000_000,
    );
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::DOWN),
            Input::Commit,
            Input::Chord(Chord::Jump(Buttons::DOWN))
        ]
    );
    let mut r = Resolver::new();
    let mut out = Vec::new();
    let mut push = |i| out.push(i);
    r.down(Buttons::DOWN, 0, &mut push);
    r.down(Buttons::SELECT, 500_000, &mut push);
    r.expire(500_000 + CHORD_WINDOW_MS * 1000 - 1, &mut push);
    let before_the_end = out.len();
    let mut push = |i| out.push(i);
    r.expire(500_000 + CHORD_WINDOW_MS * 1000, &mut push);
    // Down's repeats, Select still held, are jumps again.
    r.repeat(Buttons::DOWN, 800_000, &mut push);
    assert_eq!(before_the_end, 2, "{out:?}");
    assert_eq!(
        out[2..],
        [Input::Chord(Chord::Jump(Buttons::DOWN)); 2],
        "{out:?}"
    );
    // A diagonal lean held (Down and Right), then Select: both jumps, as when pressed together.
    let out = run(
        &[
            (Buttons::DOWN, true, 0),
            (Buttons::RIGHT, true, 0),
            (Buttons::SELECT, true, 500_000),
            (Buttons::SELECT, false, 540_000),
        ],
        2_000_000,
    );
    let jumps: Vec<Input> = out
        .into_iter()
        .filter(|i| matches!(i, Input::Chord(_)))
        .collect();
    assert_eq!(
        jumps,
        [
            Input::Chord(Chord::Jump(Buttons::DOWN)),
            Input::Chord(Chord::Jump(Buttons::RIGHT))
        ]
    );
}

#[test]
fn a_flick_lets_an_undecided_press_act_first() {
    let mut r = Resolver::new();
    let mut out = Vec::new();
    let mut push = |i| out.push(i);
    r.down(Buttons::R, 0, &mut push);
    r.flick(Key::MIDDLE, true, 50_000, &mut push);
    assert_eq!(
        out,
        [
            Input::Tentative(Buttons::R),
            Input::Commit,
            Input::Flick {
                key: Key::MIDDLE,
                shifted: true
            }
        ]
    );
}
