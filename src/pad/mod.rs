//! The pad as a person uses it: every sample the hardware buffered since the last frame, in
//! order, turned into the inputs the app acts on.
//!
//! The shell reads the pad's buffered samples (several a frame, each with its time) and hands
//! them to [`Pad::update`]; what comes back is a [`Frame`]: the [`Input`]s in the order they
//! happened (presses and repeats, chords, flicks of the stick) and the keypad to show while a
//! flick is under way. Acting on presses, never on "is down", makes every press count once; a
//! tap shorter than a frame is a press and a release in the same batch, and counts too.
//!
//! # What the buttons make
//!
//! - **Repeats** ([`repeat`]): the D-pad, Circle/R and Cross/L repeat while held, first after
//!   [`REPEAT_DELAY_MS`] (0.4 s), then every [`REPEAT_INTERVAL_MS`] (0.08 s), at most once a
//!   frame; the other buttons never repeat.
//! - **Chords** ([`chord`]): Select+R redoes (and repeats while held), L+R switches pencil marks,
//!   Select with a direction jumps a box. Pressed in either order, the second button within
//!   [`CHORD_WINDOW_MS`] (160 ms, 9 frames) of the first, a chord does its action and nothing
//!   else: Select is *held back* (its undo waits for the window), R, L and the D-pad are
//!   *tentative* (they act at once and are taken back if the chord comes). Each button is of the
//!   kind whose delay costs least: an undo can wait a tenth of a second, a digit or a move must
//!   feel immediate.
//! - **The stick** ([`stick`]): a 3x3 keypad laid out as a phone's (1 up-left, 5 a short push
//!   in any direction, 9 down-right). Pushed toward a key and let go within [`HOLD_US`] (0.25 s),
//!   it is a *flick* and types the key's digit; held longer, it is a *lean* and moves like the
//!   D-pad, diagonals too. A flick made with R held is *shifted*: on 16x16 keys 1 to 7 type A to G.
//!   The keypad is drawn over the legend while a push is under way (`crate::draw::keypad`).
//!
//! No press is lost on the way in either: the PSP shell reads every sample the kernel buffered
//! on a thread of its own (`src/shell/input.rs`), so a tap shorter than a frame, or one made while
//! the app waits on the memory stick, still counts once, in order. [`keys`] writes presses as
//! text (`Right*3,Down+Circle,Flick7`) for the tests and the host tool, and [`script`] plays them
//! as a person would.
//!
//! | file | holds |
//! |---|---|
//! | `buttons.rs` | [`Buttons`], our own button set |
//! | `repeat.rs` | edge detection and auto-repeat |
//! | `chord.rs` | the chord resolver: chords in either order, nothing left half done |
//! | `stick.rs` | the analog stick as a 3x3 keypad of flicks, and leans that move |
//! | `input.rs` | [`Input`], [`Chord`], [`Frame`]: what the app receives |
//! | `keys.rs` | key lists (`Right*3,Down+Circle,Flick7`) for tests and tools |
//! | `script.rs` | playing a key list as timed pad states |

mod buttons;
mod chord;
mod input;
mod keys;
mod repeat;
mod script;
mod stick;

pub use buttons::Buttons;
pub use chord::{CHORD_WINDOW_MS, HELD_BACK, TENTATIVE};
pub use input::{Chord, Frame, Input, Inputs, KeypadView, MAX_INPUTS};
pub use keys::{KeyFrame, KeyListError, StickMove, key_frames};
pub use repeat::{REPEAT_DELAY_MS, REPEAT_INTERVAL_MS};
pub use script::{FRAME_US, Playback, Player};
pub use stick::{
    END_RADIUS, HOLD_US, Key, OUTER_RADIUS, SECTOR_HYSTERESIS_DEG, START_RADIUS, STICK_DEAD_ZONE,
};

use chord::Resolver;
use repeat::{Edge, Repeater};
use stick::{Keypad, StickEvent};

/// What the shell reads from the hardware: the buttons and the stick at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PadState {
    /// The buttons down.
    pub buttons: Buttons,
    /// Analog stick, 0 (left) to 255 (right), 128 at rest.
    pub stick_x: u8,
    /// Analog stick, 0 (up) to 255 (down), 128 at rest.
    pub stick_y: u8,
}

impl PadState {
    /// Nothing pressed, stick at rest.
    pub const IDLE: PadState = PadState {
        buttons: Buttons::NONE,
        stick_x: 128,
        stick_y: 128,
    };

    /// Only `buttons` down, stick at rest.
    pub const fn buttons(buttons: Buttons) -> Self {
        PadState {
            buttons,
            stick_x: 128,
            stick_y: 128,
        }
    }
}

/// One buffered reading of the pad and when it was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    /// When, in µs on the shell's clock (any fixed start; never goes backwards).
    pub at_us: u64,
    /// The pad then.
    pub state: PadState,
}

/// The pad model: edges and repeats, the stick's keypad and the chord resolver, over batches of
/// timed samples.
#[derive(Debug, Clone, Default)]
pub struct Pad {
    repeater: Repeater,
    keypad: Keypad,
    resolver: Resolver,
}

impl Pad {
    /// Nothing held, stick at rest.
    pub const fn new() -> Self {
        Pad {
            repeater: Repeater::new(),
            keypad: Keypad::new(),
            resolver: Resolver::new(),
        }
    }

    /// Takes the samples read since the last frame (oldest first) at `now_us`: the frame's
    /// inputs, in order, and the keypad to show.
    pub fn update(&mut self, samples: &[Sample], now_us: u64) -> Frame {
        let mut frame = Frame::default();
        self.repeater.begin_frame();
        for sample in samples {
            self.sample(sample, &mut frame);
        }
        let mut edges: heapless::Vec<Edge, 12> = heapless::Vec::new();
        self.repeater.repeats(now_us, &mut |e| {
            let _ = edges.push(e);
        });
        let mut out = |i| frame.push(i);
        for edge in edges {
            if let Edge::Repeat(b) = edge {
                self.resolver.repeat(b, now_us, &mut out);
            }
        }
        self.resolver.expire(now_us, &mut out);
        frame.keypad = self.keypad.showing().map(|key| KeypadView {
            key,
            shifted: self.repeater.held().contains(Buttons::R),
        });
        frame
    }

    /// One sample: the stick, then the buttons (releases, held-back presses, other presses,
    /// repeats), then a flick the stick ended.
    fn sample(&mut self, sample: &Sample, frame: &mut Frame) {
        let at = sample.at_us;
        let state = sample.state;
        let stick = self.keypad.update(state.stick_x, state.stick_y, at);
        let down = state.buttons.union(self.keypad.leaning());
        let mut edges: heapless::Vec<Edge, 36> = heapless::Vec::new();
        self.repeater.sample(down, at, &mut |e| {
            let _ = edges.push(e);
        });
        let mut out = |i| frame.push(i);
        self.resolver.expire(at, &mut out);
        for edge in &edges {
            if let Edge::Up(b) = *edge {
                self.resolver.up(b, at, &mut out);
            }
        }
        // Held-back buttons first: Select and R in one sample are the chord, with no R to take back.
        for first in [true, false] {
            for edge in &edges {
                if let Edge::Down(b) = *edge
                    && HELD_BACK.contains(b) == first
                {
                    self.resolver.down(b, at, &mut out);
                }
            }
        }
        for edge in &edges {
            if let Edge::Repeat(b) = *edge {
                self.resolver.repeat(b, at, &mut out);
            }
        }
        if let StickEvent::Flick(key) = stick {
            self.resolver
                .flick(key, down.contains(Buttons::R), at, &mut out);
        }
    }

    /// The buttons down at the last sample (the stick's lean included).
    pub fn held(&self) -> Buttons {
        self.repeater.held()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    const FRAME: u64 = FRAME_US;

    fn state(buttons: Buttons) -> PadState {
        PadState::buttons(buttons)
    }

    /// One frame holding `samples` (taken `step` µs apart from `t`), updated at the last.
    fn frame_of(pad: &mut Pad, t: u64, step: u64, states: &[PadState]) -> Vec<Input> {
        let samples: Vec<Sample> = states
            .iter()
            .enumerate()
            .map(|(i, &state)| Sample {
                at_us: t + i as u64 * step,
                state,
            })
            .collect();
        let now = samples.last().map_or(t, |s| s.at_us);
        pad.update(&samples, now).inputs.to_vec()
    }

    #[test]
    fn a_tap_shorter_than_a_frame_counts_once_in_order() {
        let mut pad = Pad::new();
        // Three samples a frame (the shell's 5.5 ms cycle): Circle down for one sample only,
        // then Square for one: both count, in order.
        let out = frame_of(
            &mut pad,
            0,
            5_555,
            &[
                state(Buttons::CIRCLE),
                state(Buttons::NONE),
                state(Buttons::SQUARE),
            ],
        );
        assert_eq!(
            out,
            [Input::Press(Buttons::CIRCLE), Input::Press(Buttons::SQUARE)]
        );
        assert_eq!(
            frame_of(&mut pad, FRAME, 5_555, &[state(Buttons::NONE)]),
            []
        );
    }

    #[test]
    fn a_long_frame_loses_no_tap() {
        let mut pad = Pad::new();
        // A 300 ms frame (a slow file write): 54 samples, with two taps and a Select+R chord
        // pressed 4 frames apart in it; everything comes out in order.
        let mut states = std::vec![state(Buttons::NONE); 54];
        states[3] = state(Buttons::RIGHT);
        states[10] = state(Buttons::CIRCLE);
        for s in &mut states[20..40] {
            *s = state(Buttons::SELECT);
        }
        for s in &mut states[32..38] {
            *s = state(Buttons::SELECT.union(Buttons::R));
        }
        let out = frame_of(&mut pad, 0, 5_555, &states);
        assert_eq!(
            out,
            [
                Input::Tentative(Buttons::RIGHT),
                Input::Commit,
                Input::Press(Buttons::CIRCLE),
                Input::Chord(Chord::Redo)
            ]
        );
    }

    #[test]
    fn staggered_chords_resolve_with_auto_repeat_running() {
        for stagger in 1..=12u64 {
            for select_first in [true, false] {
                let mut pad = Pad::new();
                let mut out = Vec::new();
                // Circle held from the start: it repeats every 80 ms after 400 ms. The chord
                // starts at 600 ms, its second button `stagger` frames after the first.
                let (first, second) = if select_first {
                    (Buttons::SELECT, Buttons::R)
                } else {
                    (Buttons::R, Buttons::SELECT)
                };
                for f in 0..80u64 {
                    let t = f * FRAME;
                    let mut b = Buttons::CIRCLE;
                    if (36..60).contains(&f) {
                        b = b.union(first);
                    }
                    if (36 + stagger..60).contains(&f) {
                        b = b.union(second);
                    }
                    out.extend(frame_of(&mut pad, t, 1, &[state(b)]));
                }
                let chord_part: Vec<Input> = out
                    .iter()
                    .copied()
                    .filter(|i| *i != Input::Press(Buttons::CIRCLE))
                    .collect();
                let within = stagger * FRAME < CHORD_WINDOW_MS * 1000;
                let expected: Vec<Input> = match (within, select_first) {
                    (true, true) => std::vec![Input::Chord(Chord::Redo)],
                    (true, false) => std::vec![
                        Input::Tentative(Buttons::R),
                        Input::TakeBack,
                        Input::Chord(Chord::Redo)
                    ],
                    (false, true) => {
                        std::vec![Input::Press(Buttons::SELECT), Input::Chord(Chord::Redo)]
                    }
                    (false, false) => std::vec![
                        Input::Tentative(Buttons::R),
                        Input::Commit,
                        Input::Chord(Chord::Redo)
                    ],
                };
                assert_eq!(
                    chord_part, expected,
                    "stagger {stagger}, Select first {select_first}"
                );
                // Circle's repeats all came, and none between a tentative R and its take-back.
                let repeats = out
                    .iter()
                    .filter(|&&i| i == Input::Press(Buttons::CIRCLE))
                    .count();
                assert!(repeats > 10, "stagger {stagger}: {repeats} Circle presses");
                for w in out.windows(2) {
                    assert!(
                        !(matches!(w[0], Input::Tentative(_))
                            && w[1] == Input::Press(Buttons::CIRCLE)),
                        "a repeat came between a tentative press and its end: {out:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_flick_with_r_held_is_shifted_and_the_keypad_shows_while_it_is_out() {
        let mut pad = Pad::new();
        let three = Key::new(3).unwrap();
        let (x, y) = three.stick();
        let out_state = PadState {
            buttons: Buttons::R,
            stick_x: x,
            stick_y: y,
        };
        let f = pad.update(
            &[Sample {
                at_us: 0,
                state: out_state,
            }],
            0,
        );
        assert_eq!(f.inputs.to_vec(), [Input::Tentative(Buttons::R)]);
        assert_eq!(
            f.keypad,
            Some(KeypadView {
                key: three,
                shifted: true
            })
        );
        let f = pad.update(
            &[Sample {
                at_us: FRAME,
                state: state(Buttons::R),
            }],
            FRAME,
        );
        assert_eq!(
            f.inputs.to_vec(),
            [
                Input::Commit,
                Input::Flick {
                    key: three,
                    shifted: true
                }
            ]
        );
        assert_eq!(f.keypad, None);
    }

    #[test]
    fn a_frame_with_no_sample_still_ends_a_window() {
        let mut pad = Pad::new();
        let f = pad.update(
            &[Sample {
                at_us: 0,
                state: state(Buttons::SELECT),
            }],
            0,
        );
        assert!(f.inputs.is_empty());
        let f = pad.update(&[], 200_000);
        assert_eq!(f.inputs.to_vec(), [Input::Press(Buttons::SELECT)]);
        assert_eq!(pad.held(), Buttons::SELECT);
    }
}
