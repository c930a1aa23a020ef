//! The pad: our own [`Buttons`] type, edge detection and auto-repeat.
//!
//! The shell reads the hardware into a [`PadState`] once a frame and calls
//! [`Pad::update`] with the time; what comes back are *presses*: a button
//! that just went down, or one held long enough to repeat. Acting on presses
//! (never on "is down") makes every press count once.

use core::fmt;

/// A set of PSP buttons, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Buttons(u16);

impl Buttons {
    /// No button.
    pub const NONE: Buttons = Buttons(0);
    /// D-pad up.
    pub const UP: Buttons = Buttons(0x001);
    /// D-pad down.
    pub const DOWN: Buttons = Buttons(0x002);
    /// D-pad left.
    pub const LEFT: Buttons = Buttons(0x004);
    /// D-pad right.
    pub const RIGHT: Buttons = Buttons(0x008);
    /// Cross.
    pub const CROSS: Buttons = Buttons(0x010);
    /// Circle.
    pub const CIRCLE: Buttons = Buttons(0x020);
    /// Square.
    pub const SQUARE: Buttons = Buttons(0x040);
    /// Triangle.
    pub const TRIANGLE: Buttons = Buttons(0x080);
    /// Left shoulder.
    pub const L: Buttons = Buttons(0x100);
    /// Right shoulder.
    pub const R: Buttons = Buttons(0x200);
    /// Start.
    pub const START: Buttons = Buttons(0x400);
    /// Select.
    pub const SELECT: Buttons = Buttons(0x800);
    /// The buttons that repeat while held: the D-pad, Circle/R and Cross/L.
    pub const REPEATING: Buttons = Self::UP
        .union(Self::DOWN)
        .union(Self::LEFT)
        .union(Self::RIGHT)
        .union(Self::CIRCLE)
        .union(Self::R)
        .union(Self::CROSS)
        .union(Self::L);
    /// Every button, in a fixed order (for iteration and names).
    pub const ALL: [(Buttons, &'static str); 12] = [
        (Self::UP, "Up"),
        (Self::DOWN, "Down"),
        (Self::LEFT, "Left"),
        (Self::RIGHT, "Right"),
        (Self::CROSS, "Cross"),
        (Self::CIRCLE, "Circle"),
        (Self::SQUARE, "Square"),
        (Self::TRIANGLE, "Triangle"),
        (Self::L, "L"),
        (Self::R, "R"),
        (Self::START, "Start"),
        (Self::SELECT, "Select"),
    ];

    /// The buttons of `bits` (unknown bits are dropped).
    pub const fn from_bits(bits: u16) -> Self {
        Buttons(bits & 0x0FFF)
    }

    /// The raw bits.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether every button of `other` is in `self`.
    pub const fn contains(self, other: Buttons) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether `self` and `other` share a button.
    pub const fn intersects(self, other: Buttons) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether no button is in the set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The buttons of both sets.
    pub const fn union(self, other: Buttons) -> Buttons {
        Buttons(self.0 | other.0)
    }

    /// The buttons of `self` that are not in `other`.
    pub const fn without(self, other: Buttons) -> Buttons {
        Buttons(self.0 & !other.0)
    }

    /// The buttons in both sets.
    pub const fn and(self, other: Buttons) -> Buttons {
        Buttons(self.0 & other.0)
    }

    /// A button by its name as in [`Buttons::ALL`] (case-insensitive).
    pub fn from_name(name: &str) -> Option<Buttons> {
        Self::ALL
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|&(b, _)| b)
    }

    /// Each single button of the set, in [`Buttons::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Buttons> {
        Self::ALL
            .into_iter()
            .map(|(b, _)| b)
            .filter(move |&b| self.contains(b))
    }
}

impl fmt::Debug for Buttons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut set = f.debug_set();
        for (button, name) in Self::ALL {
            if self.contains(button) {
                set.entry(&format_args!("{name}"));
            }
        }
        set.finish()
    }
}

/// A fault in a key list (see [`key_frames`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyListError<'a> {
    /// A name that is no button.
    UnknownButton {
        /// The name.
        name: &'a str,
        /// The frame it is in.
        frame: &'a str,
    },
    /// A `*N` that is not a number.
    BadRepeat {
        /// The frame.
        frame: &'a str,
    },
}

impl fmt::Display for KeyListError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyListError::UnknownButton { name, frame } => {
                write!(f, "unknown button {name:?} in {frame:?}")
            }
            KeyListError::BadRepeat { frame } => write!(f, "bad repeat count in {frame:?}"),
        }
    }
}

/// Reads a key list into `(presses, times)` frames: frames separated by commas, buttons of one
/// frame joined by `+`, `*N` repeating a frame. Used to script the editor in tests and tools.
///
/// ```
/// use sudoku_core::pad::{Buttons, key_frames};
/// let frames: Result<Vec<_>, _> = key_frames("Right*3, Down+Circle").collect();
/// assert_eq!(frames.unwrap(), [(Buttons::RIGHT, 3), (Buttons::DOWN.union(Buttons::CIRCLE), 1)]);
/// ```
pub fn key_frames(list: &str) -> impl Iterator<Item = Result<(Buttons, usize), KeyListError<'_>>> {
    list.split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(|frame| {
            let (chord, times) = match frame.split_once('*') {
                Some((chord, n)) => (
                    chord,
                    n.trim()
                        .parse::<usize>()
                        .map_err(|_| KeyListError::BadRepeat { frame })?,
                ),
                None => (frame, 1),
            };
            let mut buttons = Buttons::NONE;
            for name in chord.split('+').map(str::trim) {
                buttons = buttons.union(
                    Buttons::from_name(name).ok_or(KeyListError::UnknownButton { name, frame })?,
                );
            }
            Ok((buttons, times))
        })
}

/// What the shell reads from the hardware each frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PadState {
    /// The buttons down now.
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

/// How long a button must be held before it starts repeating.
pub const REPEAT_DELAY_MS: u64 = 400;
/// Time between repeats once a held button repeats.
pub const REPEAT_INTERVAL_MS: u64 = 80;
/// How far from the centre (out of 128) the stick must lean to count as a D-pad press.
pub const STICK_DEAD_ZONE: u8 = 64;

/// Edge detection and auto-repeat over a stream of [`PadState`]s.
#[derive(Debug, Clone)]
pub struct Pad {
    /// The buttons (stick folded in) down at the last update.
    held: Buttons,
    /// For each button bit: when it went down, and when it next repeats.
    timers: [(u64, u64); 12],
}

impl Default for Pad {
    fn default() -> Self {
        Self::new()
    }
}

impl Pad {
    /// A pad with nothing held.
    pub const fn new() -> Self {
        Pad {
            held: Buttons::NONE,
            timers: [(0, 0); 12],
        }
    }

    /// The buttons counted as down: the real ones, and the D-pad directions the stick leans to.
    pub fn effective(state: PadState) -> Buttons {
        let lean = |value: u8, low: Buttons, high: Buttons| {
            let offset = i16::from(value) - 128;
            if offset <= -i16::from(STICK_DEAD_ZONE) {
                low
            } else if offset >= i16::from(STICK_DEAD_ZONE) {
                high
            } else {
                Buttons::NONE
            }
        };
        state
            .buttons
            .union(lean(state.stick_x, Buttons::LEFT, Buttons::RIGHT))
            .union(lean(state.stick_y, Buttons::UP, Buttons::DOWN))
    }

    /// Takes the pad as read at `now_ms`; returns the presses: new presses and due repeats.
    pub fn update(&mut self, state: PadState, now_ms: u64) -> Buttons {
        let down = Self::effective(state);
        let mut presses = Buttons::NONE;
        for (i, (button, _)) in Buttons::ALL.iter().enumerate() {
            let (is_down, was_down) = (down.contains(*button), self.held.contains(*button));
            let timer = &mut self.timers[i];
            if is_down && !was_down {
                presses = presses.union(*button);
                *timer = (now_ms, now_ms + REPEAT_DELAY_MS);
            } else if is_down && Buttons::REPEATING.contains(*button) && now_ms >= timer.1 {
                presses = presses.union(*button);
                // Catch up after a long frame without firing a burst: one repeat, next one an interval on.
                timer.1 = now_ms + REPEAT_INTERVAL_MS;
            }
        }
        self.held = down;
        presses
    }

    /// The buttons down at the last update.
    pub fn held(&self) -> Buttons {
        self.held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{format, vec::Vec};

    fn right() -> PadState {
        PadState::buttons(Buttons::RIGHT)
    }

    #[test]
    fn a_press_counts_once_however_long_it_is_held() {
        let mut pad = Pad::new();
        assert_eq!(
            pad.update(PadState::buttons(Buttons::SQUARE), 0),
            Buttons::SQUARE
        );
        for t in (16..5000).step_by(16) {
            assert_eq!(
                pad.update(PadState::buttons(Buttons::SQUARE), t),
                Buttons::NONE,
                "at {t} ms"
            );
        }
        pad.update(PadState::IDLE, 5000);
        assert_eq!(
            pad.update(PadState::buttons(Buttons::SQUARE), 5016),
            Buttons::SQUARE
        );
    }

    #[test]
    fn held_d_pad_repeats_after_the_delay_then_at_the_interval() {
        let mut pad = Pad::new();
        let mut times = Vec::new();
        for t in (0..=1000).step_by(1) {
            if pad.update(right(), t) == Buttons::RIGHT {
                times.push(t);
            }
        }
        assert_eq!(times[..4], [0, 400, 480, 560]);
        assert_eq!(times.len(), 1 + (1000 - 400) / 80 + 1);
    }

    #[test]
    fn repeats_follow_a_frame_clock_and_do_not_burst_after_a_stall() {
        let mut pad = Pad::new();
        let frame = 1000 / 60;
        let presses = (0..60)
            .filter(|i| pad.update(right(), i * frame) == Buttons::RIGHT)
            .count();
        // 60 frames of 16 ms (0 to 944 ms): the press, then repeats at 400, 480, ... 880 ms.
        assert_eq!(presses, 1 + 7);
        // A 2-second stall: a single repeat, not a burst.
        assert_eq!(pad.update(right(), 3000), Buttons::RIGHT);
        assert_eq!(pad.update(right(), 3016), Buttons::NONE);
        assert_eq!(pad.update(right(), 3080), Buttons::RIGHT);
    }

    /// Presses a held `button` gives over one second, polled every 10 ms.
    fn presses_in_a_second_held(button: Buttons) -> usize {
        let mut pad = Pad::new();
        (0..=1000)
            .step_by(10)
            .filter(|&t| pad.update(PadState::buttons(button), t) == button)
            .count()
    }

    #[test]
    fn the_d_pad_circle_r_cross_and_l_repeat_when_held() {
        // The press at 0 ms, then repeats at 400, 480, ... 960 ms.
        for button in [
            Buttons::UP,
            Buttons::DOWN,
            Buttons::LEFT,
            Buttons::RIGHT,
            Buttons::CIRCLE,
            Buttons::R,
            Buttons::CROSS,
            Buttons::L,
        ] {
            assert_eq!(presses_in_a_second_held(button), 1 + 8, "{button:?}");
        }
    }

    #[test]
    fn square_triangle_start_and_select_do_not_repeat() {
        for button in [
            Buttons::SQUARE,
            Buttons::TRIANGLE,
            Buttons::START,
            Buttons::SELECT,
        ] {
            assert_eq!(presses_in_a_second_held(button), 1, "{button:?}");
        }
    }

    #[test]
    fn each_button_keeps_its_own_timer() {
        let mut pad = Pad::new();
        pad.update(right(), 0);
        // Circle joins at 300 ms: its repeat starts at 700 ms, Right's at 400 ms.
        let both = PadState::buttons(Buttons::RIGHT.union(Buttons::CIRCLE));
        assert_eq!(pad.update(both, 300), Buttons::CIRCLE);
        assert_eq!(pad.update(both, 400), Buttons::RIGHT);
        assert_eq!(pad.update(both, 700), Buttons::RIGHT.union(Buttons::CIRCLE));
    }

    fn stick(x: u8, y: u8) -> PadState {
        PadState {
            buttons: Buttons::NONE,
            stick_x: x,
            stick_y: y,
        }
    }

    #[test]
    fn the_stick_counts_once_it_leans_64_of_128_on_either_side_of_either_axis() {
        let at = |x, y| Pad::effective(stick(x, y));
        assert_eq!(at(128, 128), Buttons::NONE, "at rest");
        // 63 from the centre is inside the dead zone, 64 counts: 128 - 64 = 64, 128 + 64 = 192.
        assert_eq!(at(65, 128), Buttons::NONE);
        assert_eq!(at(64, 128), Buttons::LEFT);
        assert_eq!(at(191, 128), Buttons::NONE);
        assert_eq!(at(192, 128), Buttons::RIGHT);
        assert_eq!(at(128, 65), Buttons::NONE);
        assert_eq!(at(128, 64), Buttons::UP);
        assert_eq!(at(128, 191), Buttons::NONE);
        assert_eq!(at(128, 192), Buttons::DOWN);
        assert_eq!(at(0, 128), Buttons::LEFT, "full lean");
        assert_eq!(at(255, 128), Buttons::RIGHT);
        assert_eq!(at(128, 0), Buttons::UP);
        assert_eq!(at(128, 255), Buttons::DOWN);
        assert_eq!(at(255, 255), Buttons::RIGHT.union(Buttons::DOWN));
        assert_eq!(at(64, 64), Buttons::LEFT.union(Buttons::UP));
        // Buttons held with the stick leaning: both count.
        let both = PadState {
            buttons: Buttons::SQUARE,
            ..stick(192, 128)
        };
        assert_eq!(Pad::effective(both), Buttons::SQUARE.union(Buttons::RIGHT));
    }

    #[test]
    fn a_held_stick_repeats_like_the_d_pad_and_its_release_ends_the_press() {
        let mut pad = Pad::new();
        let lean = stick(250, 128);
        assert_eq!(pad.update(lean, 0), Buttons::RIGHT);
        assert_eq!(pad.held(), Buttons::RIGHT);
        assert_eq!(pad.update(lean, 200), Buttons::NONE);
        assert_eq!(pad.update(lean, 400), Buttons::RIGHT);
        assert_eq!(pad.update(PadState::IDLE, 420), Buttons::NONE);
        assert_eq!(pad.held(), Buttons::NONE);
        assert_eq!(pad.update(lean, 440), Buttons::RIGHT, "a new lean");
    }

    #[test]
    fn held_lists_the_buttons_down_at_the_last_update() {
        let mut pad = Pad::new();
        assert_eq!(pad.held(), Buttons::NONE);
        let chord = Buttons::SELECT.union(Buttons::R);
        pad.update(PadState::buttons(chord), 0);
        assert_eq!(pad.held(), chord);
        pad.update(PadState::buttons(Buttons::R), 16);
        assert_eq!(pad.held(), Buttons::R);
    }

    #[test]
    fn button_sets_combine_as_sets() {
        let (l, r, lr) = (Buttons::L, Buttons::R, Buttons::L.union(Buttons::R));
        assert!(lr.contains(l) && lr.contains(lr) && !l.contains(lr));
        assert!(lr.intersects(r) && !l.intersects(r));
        assert!(!Buttons::NONE.intersects(lr));
        assert!(Buttons::NONE.is_empty() && !l.is_empty());
        assert_eq!(lr.without(l), r);
        assert_eq!(lr.and(Buttons::R.union(Buttons::START)), r);
        assert_eq!(l.and(r), Buttons::NONE);
        assert_eq!(lr.iter().collect::<Vec<_>>(), [l, r]);
        assert_eq!(Buttons::NONE.iter().count(), 0);
    }

    #[test]
    fn bits_keep_the_twelve_buttons_and_drop_the_rest() {
        assert_eq!(Buttons::from_bits(0xFFFF).bits(), 0x0FFF);
        assert_eq!(Buttons::from_bits(0xFFFF).iter().count(), 12);
        assert_eq!(Buttons::from_bits(0xF000), Buttons::NONE);
        let lr = Buttons::L.union(Buttons::R);
        assert_eq!(Buttons::from_bits(lr.bits()), lr);
        assert_ne!(Buttons::L.bits(), Buttons::R.bits());
    }

    #[test]
    fn key_lists_read_frames_chords_and_repeats_and_name_their_faults() {
        let frames: std::vec::Vec<_> = key_frames("Right*3, Down+Circle,Square")
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            frames,
            [
                (Buttons::RIGHT, 3),
                (Buttons::DOWN.union(Buttons::CIRCLE), 1),
                (Buttons::SQUARE, 1)
            ]
        );
        assert_eq!(key_frames("").count(), 0);
        let err = key_frames("Up,Home").nth(1).unwrap().unwrap_err();
        assert_eq!(format!("{err}"), "unknown button \"Home\" in \"Home\"");
        let err = key_frames("Up*x").next().unwrap().unwrap_err();
        assert_eq!(format!("{err}"), "bad repeat count in \"Up*x\"");
    }

    #[test]
    fn names_round_trip_and_debug_lists_buttons() {
        for (button, name) in Buttons::ALL {
            assert_eq!(Buttons::from_name(name), Some(button));
        }
        assert_eq!(Buttons::from_name("circle"), Some(Buttons::CIRCLE));
        assert_eq!(Buttons::from_name("Home"), None);
        assert_eq!(
            format!("{:?}", Buttons::L.union(Buttons::START)),
            "{L, Start}"
        );
        assert_eq!(Buttons::L.union(Buttons::START).iter().count(), 2);
    }
}
