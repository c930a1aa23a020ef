//! The chord resolver: a chord pressed in either order, its second button down within
//! [`CHORD_WINDOW_MS`] of the first, does the chord's action and nothing else.
//!
//! Every button of a chord is one of two kinds:
//!
//! - *held back* (Select): its own action waits until the window ends, the button comes up, or
//!   another button goes down; if its partner comes first, only the chord acts. Undo can wait
//!   that long; the player never sees a wrong step.
//! - *tentative* (R, L and the D-pad): its own action happens at once, so digits and moves feel
//!   immediate, as an [`Input::Tentative`]; if the partner comes within the window, an
//!   [`Input::TakeBack`] puts everything back before the chord acts, else an [`Input::Commit`]
//!   makes it stand (only then does it reach the undo history).
//!
//! A partner pressed while its mate is held makes the chord at any time (hold Select and tap R
//! to redo step after step); only within the window is the mate's own action withheld or taken
//! back. Select pressed while a direction is already held waits too: R within the window makes
//! a redo and nothing else; otherwise the jump acts as the window ends or Select comes up. While a press is undecided, the repeats of other held buttons wait, so nothing comes
//! between a tentative press and its take-back.

use super::{Buttons, Chord, Input, Key};

/// How long after a chord's first button its second may go down to make only the chord act.
pub const CHORD_WINDOW_MS: u64 = 160;

/// The buttons whose own action waits for the window.
pub const HELD_BACK: Buttons = Buttons::SELECT;
/// The buttons whose own action is applied at once and taken back if a chord claims it.
pub const TENTATIVE: Buttons = Buttons::R.union(Buttons::L).union(Buttons::DPAD);

/// One chord: its two buttons, its action, and whether it repeats while held.
#[derive(Debug, Clone, Copy)]
struct ChordDef {
    pair: (Buttons, Buttons),
    chord: Chord,
    repeats: bool,
}

/// Every chord, first match first.
const CHORDS: [ChordDef; 6] = [
    ChordDef {
        pair: (Buttons::SELECT, Buttons::R),
        chord: Chord::Redo,
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::L, Buttons::R),
        chord: Chord::Notes,
        repeats: false,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::UP),
        chord: Chord::Jump(Buttons::UP),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::DOWN),
        chord: Chord::Jump(Buttons::DOWN),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::LEFT),
        chord: Chord::Jump(Buttons::LEFT),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::RIGHT),
        chord: Chord::Jump(Buttons::RIGHT),
        repeats: true,
    },
];

/// The partner of `button` in `def`, if `button` is one of its pair.
fn partner(def: &ChordDef, button: Buttons) -> Option<Buttons> {
    match def.pair {
        (a, b) if a == button => Some(b),
        (a, b) if b == button => Some(a),
        _ => None,
    }
}

/// Whether `button` belongs to some chord.
fn in_a_chord(button: Buttons) -> bool {
    CHORDS.iter().any(|def| partner(def, button).is_some())
}

/// Turns button edges into inputs, resolving chords.
#[derive(Debug, Clone, Default)]
pub struct Resolver {
    /// The buttons down.
    held: Buttons,
    /// A held-back press and when it went down (µs).
    waiting: Option<(Buttons, u64)>,
    /// A tentative press and when it went down (µs).
    tentative: Option<(Buttons, u64)>,
    /// Repeats that came while a press was undecided, in order.
    deferred: heapless::Vec<Buttons, 16>,
    /// Buttons that have made a chord and are still down.
    chorded: Buttons,
}

impl Resolver {
    /// Nothing held.
    pub const fn new() -> Self {
        Resolver {
            held: Buttons::NONE,
            waiting: None,
            tentative: None,
            deferred: heapless::Vec::new(),
            chorded: Buttons::NONE,
        }
    }

    /// Whether a press is undecided.
    fn undecided(&self) -> bool {
        self.waiting.is_some() || self.tentative.is_some()
    }

    /// Ends the window of an undecided press that started more than the window before `at`.
    pub fn expire(&mut self, at: u64, out: &mut impl FnMut(Input)) {
        let window = CHORD_WINDOW_MS * 1000;
        if self.waiting.is_some_and(|(_, t)| at >= t + window)
            || self.tentative.is_some_and(|(_, t)| at >= t + window)
        {
            self.settle(out);
        }
    }

    /// The undecided press acts alone: a held-back one now, a tentative one is committed;
    /// then the repeats that waited.
    fn settle(&mut self, out: &mut impl FnMut(Input)) {
        if let Some((button, _)) = self.waiting.take() {
            // Mates still held (held before it, see `down`) make their chords: Select with a
            // diagonal lean jumps both ways, as when both go down together.
            let mut chorded = false;
            for def in CHORDS {
                if let Some(mate) = partner(&def, button)
                    && self.held.contains(mate)
                {
                    self.chorded = self.chorded.union(mate).union(self.held.and(button));
                    out(Input::Chord(def.chord));
                    chorded = true;
                }
            }
            if !chorded {
                out(Input::Press(button));
            }
        }
        if self.tentative.take().is_some() {
            out(Input::Commit);
        }
        let deferred = core::mem::take(&mut self.deferred);
        for button in deferred {
            self.repeat_now(button, out);
        }
    }

    /// `button` went down at `at`.
    pub fn down(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        // The chord it makes with a held button: an undecided partner first.
        let undecided = self
            .waiting
            .or(self.tentative)
            .map_or(Buttons::NONE, |(b, _)| b);
        let chord = CHORDS
            .iter()
            .filter_map(|def| partner(def, button).map(|p| (def, p)))
            .filter(|&(_, p)| self.held.contains(p))
            .min_by_key(|&(_, p)| p != undecided)
            // A held-back button whose mate was held before (not an undecided press) waits like
            // any held-back press: a partner pressed within the window makes the chord the
            // player pressed (Select+R with Down held is a redo, not a jump and a redo); else
            // the chord with the held mate acts as the window ends.
            .filter(|&(_, p)| !HELD_BACK.contains(button) || p == undecided);
        self.held = self.held.union(button);
        match chord {
            Some((def, mate)) => {
                if self.waiting.is_some_and(|(b, _)| b == mate) {
                    self.waiting = None;
                } else if self.tentative.is_some_and(|(b, _)| b == mate) {
                    self.tentative = None;
                    out(Input::TakeBack);
                } else {
                    self.settle(out);
                }
                self.chorded = self.chorded.union(button).union(mate);
                out(Input::Chord(def.chord));
                self.settle(out);
            }
            None => {
                self.settle(out);
                if HELD_BACK.contains(button) {
                    self.waiting = Some((button, at));
                } else if TENTATIVE.contains(button) && in_a_chord(button) {
                    self.tentative = Some((button, at));
                    out(Input::Tentative(button));
                } else {
                    out(Input::Press(button));
                }
            }
        }
    }

    /// `button` came up at `at`.
    pub fn up(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        self.held = self.held.without(button);
        self.chorded = self.chorded.without(button);
        if self.waiting.is_some_and(|(b, _)| b == button)
            || self.tentative.is_some_and(|(b, _)| b == button)
        {
            self.settle(out);
        }
    }

    /// `button`, held, repeats at `at`.
    pub fn repeat(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        if self.undecided() {
            // Full only in a flood no hand makes; the repeat is then dropped.
            let _ = self.deferred.push(button);
        } else {
            self.repeat_now(button, out);
        }
    }

    /// A repeat: the chord's again if the button holds one that repeats, else the button's own.
    fn repeat_now(&mut self, button: Buttons, out: &mut impl FnMut(Input)) {
        if self.chorded.contains(button) {
            let def = CHORDS.iter().find(|def| {
                partner(def, button)
                    .is_some_and(|p| self.chorded.contains(p) && self.held.contains(p))
            });
            if let Some(def) = def {
                if def.repeats {
                    out(Input::Chord(def.chord));
                }
                return;
            }
        }
        out(Input::Press(button));
    }

    /// A flick of the stick ended at `at`: any undecided press acts first.
    pub fn flick(&mut self, key: Key, shifted: bool, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        self.settle(out);
        out(Input::Flick { key, shifted });
    }
}

#[cfg(test)]
mod tests {
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
}
