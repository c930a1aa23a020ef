//! Playing a key list as a person would on the pad: each frame of the list held for a few of
//! the PSP's frames, then let go, so the pad model sees real presses, releases and flicks.
//!
//! The emulator tests press the same lists through PPSSPP (`tests/e2e/emulator.mjs`) with
//! the same shapes, so the host and the PSP resolve them to the same inputs.

use super::{Frame, HOLD_US, KeyFrame, Pad, PadState, Sample, StickMove};

/// One frame of the PSP (60 a second), in µs.
pub const FRAME_US: u64 = 16_667;
/// Frames a key-list frame's buttons are held.
pub const PRESS_FRAMES: u32 = 2;
/// Frames everything is let go after them (the next press of the same button is a new one).
pub const RELEASE_FRAMES: u32 = 2;
/// Frames a flick holds the stick out (well within the hold time).
pub const FLICK_FRAMES: u32 = 3;
/// Frames a lean holds the stick out: past the hold time, and less than a repeat later.
pub const LEAN_FRAMES: u32 = (HOLD_US / FRAME_US) as u32 + 2;

/// How one key-list frame is played: the stick leaning alone (a lean with buttons), the pad
/// while pressed, the buttons alone (a flick with buttons), then after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Playback {
    /// The pad before the buttons go down.
    pub lean: PadState,
    /// For how many frames (none but for a lean with buttons).
    pub lean_frames: u32,
    /// The buttons still down, the stick back (after a flick with buttons).
    pub held: PadState,
    /// For how many frames (none but after a flick with buttons).
    pub held_frames: u32,
    /// The pad while pressed.
    pub press: PadState,
    /// For how many frames.
    pub press_frames: u32,
    /// The pad after it (buttons up; the stick back at rest, or still where `Stick=` put it).
    pub release: PadState,
    /// For how many frames.
    pub release_frames: u32,
}

impl Playback {
    /// How `frame` is played.
    pub fn of(frame: &KeyFrame) -> Self {
        let (stick, hold) = match frame.stick {
            StickMove::Rest => ((128, 128), PRESS_FRAMES),
            StickMove::Flick(key) => (key.stick(), FLICK_FRAMES),
            StickMove::Lean(key) => (key.stick(), LEAN_FRAMES),
            StickMove::At(x, y) => ((x, y), PRESS_FRAMES),
        };
        // With a lean, the buttons go down as the lean starts to move (Select with a lean jumps):
        // the stick leans alone until then.
        let lean_first = match frame.stick {
            StickMove::Lean(_) if !frame.buttons.is_empty() => LEAN_FRAMES - PRESS_FRAMES,
            _ => 0,
        };
        let after = match frame.stick {
            StickMove::At(x, y) => (x, y),
            _ => (128, 128),
        };
        let out = |buttons| PadState {
            buttons,
            stick_x: stick.0,
            stick_y: stick.1,
        };
        // A flick with buttons (R for the 16x16 letters) lets the stick go while they are held.
        let flick_held = matches!(frame.stick, StickMove::Flick(_)) && !frame.buttons.is_empty();
        Playback {
            lean: out(super::Buttons::NONE),
            lean_frames: lean_first,
            press: out(frame.buttons),
            press_frames: hold - lean_first,
            held: PadState::buttons(frame.buttons),
            held_frames: u32::from(flick_held),
            release: PadState {
                buttons: super::Buttons::NONE,
                stick_x: after.0,
                stick_y: after.1,
            },
            release_frames: RELEASE_FRAMES,
        }
    }

    /// The pad at each frame of the playback, in order.
    pub fn states(&self) -> impl Iterator<Item = PadState> + '_ {
        core::iter::repeat_n(self.lean, self.lean_frames as usize)
            .chain(core::iter::repeat_n(self.press, self.press_frames as usize))
            .chain(core::iter::repeat_n(self.held, self.held_frames as usize))
            .chain(core::iter::repeat_n(
                self.release,
                self.release_frames as usize,
            ))
    }
}

/// Plays key frames through a [`Pad`], one sample per PSP frame: the pad's output each frame.
#[derive(Debug, Clone, Default)]
pub struct Player {
    pad: Pad,
    /// The time of the next frame (µs from the start).
    next: u64,
    /// The pad at the last frame.
    last: Option<PadState>,
}

impl Player {
    /// A pad at rest, at time 0.
    pub const fn new() -> Self {
        Player {
            pad: Pad::new(),
            next: 0,
            last: None,
        }
    }

    /// One frame with the pad in `state`: its time (µs) and what the pad model gives.
    pub fn step(&mut self, state: PadState) -> (u64, Frame) {
        let at = self.next;
        self.next += FRAME_US;
        self.last = Some(state);
        (at, self.pad.update(&[Sample { at_us: at, state }], at))
    }

    /// The frames that play `frame`, in order (see [`Playback`]).
    pub fn play<'a>(&'a mut self, frame: &KeyFrame) -> impl Iterator<Item = (u64, Frame)> + 'a {
        let playback = Playback::of(frame);
        let states: heapless::Vec<PadState, 32> = playback.states().collect();
        states.into_iter().map(move |state| self.step(state))
    }

    /// One more frame with the pad as it was last (buttons up; the stick where it was).
    pub fn idle(&mut self) -> (u64, Frame) {
        let state = self.last.map_or(PadState::IDLE, |s| PadState {
            buttons: super::Buttons::NONE,
            ..s
        });
        self.step(state)
    }

    /// Whether the stick is at rest (a list ending in `Stick=X:Y` leaves it out).
    pub fn at_rest(&self) -> bool {
        self.last.is_none_or(|s| {
            (s.stick_x, s.stick_y) == (PadState::IDLE.stick_x, PadState::IDLE.stick_y)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pad::{Buttons, Input, Key};
    use std::vec::Vec;

    /// Plays `frames` through a player, then a second of idle frames; the inputs.
    fn play(frames: &[KeyFrame]) -> Vec<Input> {
        let mut player = Player::new();
        let mut out = Vec::new();
        for frame in frames {
            out.extend(player.play(frame).flat_map(|(_, f)| f.inputs));
        }
        for _ in 0..60 {
            out.extend(player.idle().1.inputs);
        }
        out
    }

    #[test]
    fn idle_frames_go_on_a_frame_apart_with_the_stick_where_the_list_left_it() {
        let right = |f: &Frame| {
            f.inputs
                .iter()
                .filter(|&&i| {
                    i == Input::Tentative(Buttons::RIGHT) || i == Input::Press(Buttons::RIGHT)
                })
                .count()
        };
        let mut player = Player::new();
        // `Stick=255:128`: the list leaves the stick pushed right.
        let played: Vec<(u64, Frame)> = player
            .play(&KeyFrame::stick(StickMove::At(255, 128)))
            .collect();
        assert_eq!(played.iter().map(|(_, f)| right(f)).sum::<usize>(), 0);
        let mut at = played[played.len() - 1].0;
        // A second of idle frames, 60 a second (16,667 us apart): the stick stays right, so it
        // leans: one move at a quarter of a second, then repeats.
        let mut moves = 0;
        for _ in 0..60 {
            let (next, frame) = player.idle();
            assert_eq!(next - at, 16_667);
            at = next;
            moves += right(&frame);
        }
        assert!(moves > 1, "{moves} moves right");
        assert!(!player.at_rest());
    }

    #[test]
    fn a_press_or_a_flick_alone_is_held_its_frames_then_let_go_and_only_a_shifted_flick_holds_on() {
        let rest = (PadState::IDLE.stick_x, PadState::IDLE.stick_y);
        let shape = |frame: KeyFrame| -> Vec<(Buttons, bool)> {
            Playback::of(&frame)
                .states()
                .map(|s| (s.buttons, (s.stick_x, s.stick_y) != rest))
                .collect()
        };
        let seven = Key::new(7).unwrap();
        let mut press = std::vec![(Buttons::CIRCLE, false); PRESS_FRAMES as usize];
        press.extend([(Buttons::NONE, false); RELEASE_FRAMES as usize]);
        assert_eq!(shape(KeyFrame::buttons(Buttons::CIRCLE)), press);
        let mut flick = std::vec![(Buttons::NONE, true); FLICK_FRAMES as usize];
        flick.extend([(Buttons::NONE, false); RELEASE_FRAMES as usize]);
        assert_eq!(shape(KeyFrame::stick(StickMove::Flick(seven))), flick);
        // R with a flick: the stick comes back while R is still down (one frame), then R goes up.
        let mut shifted = std::vec![(Buttons::R, true); FLICK_FRAMES as usize];
        shifted.push((Buttons::R, false));
        shifted.extend([(Buttons::NONE, false); RELEASE_FRAMES as usize]);
        let r_flick = KeyFrame {
            buttons: Buttons::R,
            stick: StickMove::Flick(seven),
        };
        assert_eq!(shape(r_flick), shifted);
    }

    #[test]
    fn idle_frames_let_go_of_the_buttons() {
        let mut player = Player::new();
        let (_, pressed) = player.step(PadState::buttons(Buttons::CROSS));
        assert_eq!(pressed.inputs.as_slice(), [Input::Press(Buttons::CROSS)]);
        // A second of idle frames: Cross is up, so it never repeats (held, it would at 0.4 s).
        for _ in 0..60 {
            assert!(player.idle().1.inputs.is_empty());
        }
    }

    #[test]
    fn a_played_list_gives_each_press_once_each_flick_its_key_and_each_lean_one_move() {
        let seven = Key::new(7).unwrap();
        let nine = Key::new(9).unwrap();
        let out = play(&[
            KeyFrame::buttons(Buttons::RIGHT),
            KeyFrame::buttons(Buttons::RIGHT),
            KeyFrame::stick(StickMove::Flick(seven)),
            KeyFrame::stick(StickMove::Lean(nine)),
            KeyFrame::buttons(Buttons::SELECT.union(Buttons::R)),
            KeyFrame {
                buttons: Buttons::SELECT,
                stick: StickMove::Lean(nine),
            },
        ]);
        assert_eq!(
            out,
            [
                Input::Tentative(Buttons::RIGHT),
                Input::Commit,
                Input::Tentative(Buttons::RIGHT),
                Input::Commit,
                Input::Flick {
                    key: seven,
                    shifted: false
                },
                // The lean to 9 holds Down and Right: one diagonal move.
                Input::Tentative(Buttons::DOWN),
                Input::Commit,
                Input::Tentative(Buttons::RIGHT),
                Input::Commit,
                // Select and R in one frame: only the chord.
                Input::Chord(crate::pad::Chord::Redo),
                // Select with a lean to 9: a jump down and a jump right.
                Input::Chord(crate::pad::Chord::Jump(Buttons::DOWN)),
                Input::Chord(crate::pad::Chord::Jump(Buttons::RIGHT)),
            ]
        );
    }
}
