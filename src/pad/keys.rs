//! Key lists: presses written as text, to script the app in tests and tools and to print the
//! keys that type a puzzle.
//!
//! Frames are separated by commas; the items of one frame, pressed together, are joined by `+`;
//! `*N` repeats a frame. An item is a button name (`Right`, `Circle`, `Select`, see
//! [`Buttons::ALL`]), or the stick: `Flick1` ... `Flick9` (a flick to keypad key N),
//! `Lean1` ... `Lean9` but `Lean5` (the stick held toward key N long enough for one move, then
//! let go), or `Stick=X:Y` (the stick held at X, Y, 0 to 255 each, through the frame).
//! For example `Right*3, Down+Circle, Flick7, Select+Lean3`.

use core::fmt;

use super::{Buttons, Key};

/// What the stick does in a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StickMove {
    /// It stays at rest.
    Rest,
    /// A flick to a key and back: types the key.
    Flick(Key),
    /// Held toward a key (not 5) for one move of the cursor, then let go.
    Lean(Key),
    /// Held at a position through the frame (0 to 255 each, 128 at rest).
    At(u8, u8),
}

/// One frame of a key list: buttons pressed together, and the stick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyFrame {
    /// The buttons pressed.
    pub buttons: Buttons,
    /// What the stick does.
    pub stick: StickMove,
}

impl KeyFrame {
    /// Just these buttons.
    pub const fn buttons(buttons: Buttons) -> Self {
        KeyFrame {
            buttons,
            stick: StickMove::Rest,
        }
    }

    /// Just a stick move.
    pub const fn stick(stick: StickMove) -> Self {
        KeyFrame {
            buttons: Buttons::NONE,
            stick,
        }
    }

    /// How many inputs the frame takes a person: one per button, one for a flick or a lean.
    pub fn inputs(&self) -> usize {
        let stick = match self.stick {
            StickMove::Flick(_) | StickMove::Lean(_) => 1,
            StickMove::Rest | StickMove::At(..) => 0,
        };
        self.buttons.iter().count() + stick
    }
}

/// Writes the frame in key-list syntax, e.g. `Select+Lean3`.
impl fmt::Display for KeyFrame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut sep = |f: &mut fmt::Formatter<'_>| {
            let s = if first { "" } else { "+" };
            first = false;
            f.write_str(s)
        };
        for (button, name) in Buttons::ALL {
            if self.buttons.contains(button) {
                sep(f)?;
                f.write_str(name)?;
            }
        }
        match self.stick {
            StickMove::Rest => Ok(()),
            StickMove::Flick(key) => {
                sep(f)?;
                write!(f, "Flick{}", key.number())
            }
            StickMove::Lean(key) => {
                sep(f)?;
                write!(f, "Lean{}", key.number())
            }
            StickMove::At(x, y) => {
                sep(f)?;
                write!(f, "Stick={x}:{y}")
            }
        }
    }
}

/// A fault in a key list (see [`key_frames`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyListError<'a> {
    /// A name that is no button nor stick move.
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
    /// A stick move that is malformed (`Flick0`, `Lean5`, `Stick=300:1`).
    BadStick {
        /// The item.
        item: &'a str,
    },
    /// Two stick moves in one frame.
    TwoStickMoves {
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
            KeyListError::BadStick { item } => write!(
                f,
                "bad stick move {item:?} (Flick1 to Flick9, Lean1 to Lean9 but Lean5, Stick=X:Y with 0 to 255)"
            ),
            KeyListError::TwoStickMoves { frame } => {
                write!(f, "two stick moves in {frame:?}")
            }
        }
    }
}

/// A stick item (`Flick7`, `Lean3`, `Stick=200:128`): `Ok(None)` if `item` is no stick item.
fn stick_item(item: &str) -> Result<Option<StickMove>, KeyListError<'_>> {
    let bad = KeyListError::BadStick { item };
    let key = |n: &str| n.parse::<u8>().ok().and_then(Key::new).ok_or(bad);
    let lower = |prefix: &str| {
        item.get(..prefix.len())
            .filter(|p| p.eq_ignore_ascii_case(prefix))
            .map(|_| &item[prefix.len()..])
    };
    if let Some(n) = lower("Flick") {
        return Ok(Some(StickMove::Flick(key(n)?)));
    }
    if let Some(n) = lower("Lean") {
        let key = key(n)?;
        if key == Key::MIDDLE {
            return Err(bad);
        }
        return Ok(Some(StickMove::Lean(key)));
    }
    if let Some(at) = lower("Stick=") {
        let (x, y) = at.split_once(':').ok_or(bad)?;
        let axis = |v: &str| v.trim().parse::<u8>().map_err(|_| bad);
        return Ok(Some(StickMove::At(axis(x)?, axis(y)?)));
    }
    Ok(None)
}

/// Reads a key list into `(frame, times)` pairs (see the module's documentation).
///
/// ```
/// use sudoku_core::pad::{Buttons, Key, KeyFrame, StickMove, key_frames};
/// let frames: Result<Vec<_>, _> = key_frames("Right*3, Down+Circle, Flick7").collect();
/// assert_eq!(
///     frames.unwrap(),
///     [
///         (KeyFrame::buttons(Buttons::RIGHT), 3),
///         (KeyFrame::buttons(Buttons::DOWN.union(Buttons::CIRCLE)), 1),
///         (KeyFrame::stick(StickMove::Flick(Key::new(7).unwrap())), 1),
///     ]
/// );
/// ```
pub fn key_frames(list: &str) -> impl Iterator<Item = Result<(KeyFrame, usize), KeyListError<'_>>> {
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
            let mut parsed = KeyFrame::buttons(Buttons::NONE);
            for name in chord.split('+').map(str::trim) {
                if let Some(stick) = stick_item(name)? {
                    if parsed.stick != StickMove::Rest {
                        return Err(KeyListError::TwoStickMoves { frame });
                    }
                    parsed.stick = stick;
                    continue;
                }
                let button =
                    Buttons::from_name(name).ok_or(KeyListError::UnknownButton { name, frame })?;
                parsed.buttons = parsed.buttons.union(button);
            }
            Ok((parsed, times))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{format, string::ToString, vec::Vec};

    fn frames(list: &str) -> Vec<(KeyFrame, usize)> {
        key_frames(list).collect::<Result<_, _>>().unwrap()
    }

    #[test]
    fn key_lists_read_frames_chords_and_repeats_and_name_their_faults() {
        assert_eq!(
            frames("Right*3, Down+Circle,Square"),
            [
                (KeyFrame::buttons(Buttons::RIGHT), 3),
                (KeyFrame::buttons(Buttons::DOWN.union(Buttons::CIRCLE)), 1),
                (KeyFrame::buttons(Buttons::SQUARE), 1)
            ]
        );
        assert_eq!(key_frames("").count(), 0);
        let err = key_frames("Up,Home").nth(1).unwrap().unwrap_err();
        assert_eq!(format!("{err}"), "unknown button \"Home\" in \"Home\"");
        let err = key_frames("Up*x").next().unwrap().unwrap_err();
        assert_eq!(format!("{err}"), "bad repeat count in \"Up*x\"");
    }

    #[test]
    fn stick_moves_are_read_checked_and_counted_as_one_input() {
        let key = |n| Key::new(n).unwrap();
        assert_eq!(
            frames("Flick5, R+flick3*2, Select+Lean9, Stick=200:128"),
            [
                (KeyFrame::stick(StickMove::Flick(key(5))), 1),
                (
                    KeyFrame {
                        buttons: Buttons::R,
                        stick: StickMove::Flick(key(3))
                    },
                    2
                ),
                (
                    KeyFrame {
                        buttons: Buttons::SELECT,
                        stick: StickMove::Lean(key(9))
                    },
                    1
                ),
                (KeyFrame::stick(StickMove::At(200, 128)), 1),
            ]
        );
        for bad in ["Flick0", "Flick10", "Lean5", "Stick=256:1", "Stick=1"] {
            let err = key_frames(bad).next().unwrap().unwrap_err();
            assert_eq!(err, KeyListError::BadStick { item: bad }, "{bad}");
        }
        let err = key_frames("Flick1+Lean2").next().unwrap().unwrap_err();
        assert_eq!(err.to_string(), "two stick moves in \"Flick1+Lean2\"");
        let counts: Vec<usize> = frames("Select+Lean3,Flick1,Down+Circle,Stick=1:1")
            .iter()
            .map(|(f, _)| f.inputs())
            .collect();
        assert_eq!(counts, [2, 1, 2, 0]);
    }

    #[test]
    fn frames_print_back_in_the_same_syntax() {
        for list in [
            "Right",
            "Down+Circle",
            "Flick7",
            "R+Flick3",
            "Select+Lean9",
            "Stick=200:7",
        ] {
            let (frame, _) = frames(list)[0];
            assert_eq!(frame.to_string(), list);
        }
    }
}
