//! The status line: one short message, the key it was said from, and how it should look (its
//! tone). Tests read the key and the tone; the words are the text tables' (`tests/texts_fit.rs`
//! checks they fit).

use core::fmt::{self, Write};

use crate::text::{Key, Lang, Localized};

/// Longest status message, in bytes: the panel shows four lines of 33 characters, and an
/// accented letter takes two bytes.
pub const STATUS_CAPACITY: usize = 200;

/// What a message means, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// A hint or a neutral fact.
    Info,
    /// Something went well (solved).
    Good,
    /// Something is wrong (conflict, no solution).
    Bad,
}

/// The message on the status line.
#[derive(Clone, PartialEq, Eq)]
pub struct Status {
    key: Key,
    tone: Tone,
    text: heapless::String<STATUS_CAPACITY>,
}

impl fmt::Debug for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?}({:?}: {:?})",
            self.tone,
            self.key,
            self.text.as_str()
        )
    }
}

impl Status {
    /// The message of `key` (its first sentence's, when it has several), of `tone`, its words
    /// `args`; a message too long is cut at the capacity, ending in `...`.
    pub fn new(tone: Tone, key: Key, args: fmt::Arguments<'_>) -> Self {
        /// Keeps every character that fits and remembers whether any did not.
        struct Cut {
            text: heapless::String<STATUS_CAPACITY>,
            overflow: bool,
        }
        impl Write for Cut {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                for c in s.chars() {
                    if self.text.push(c).is_err() {
                        self.overflow = true;
                    }
                }
                Ok(())
            }
        }
        let mut cut = Cut {
            text: heapless::String::new(),
            overflow: false,
        };
        let _ = cut.write_fmt(args);
        if cut.overflow {
            while cut.text.len() > STATUS_CAPACITY - 3 {
                cut.text.pop();
            }
            cut.text
                .push_str("...")
                .expect("room was made for the ellipsis");
        }
        Status {
            key,
            tone,
            text: cut.text,
        }
    }

    /// The key of the message.
    pub fn key(&self) -> Key {
        self.key
    }

    /// The message's words.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Its tone.
    pub fn tone(&self) -> Tone {
        self.tone
    }
}

/// Writes a duration in microseconds the way the status line shows it: `420 µs`, `1.5 ms`,
/// `12 ms`, `1.5 s` (under a millisecond in microseconds: "0.0 ms" looked broken); French
/// writes `1,5 ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Duration(pub u64);

impl Localized for Duration {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let us = self.0;
        let point = lang.text(Key::DecimalPoint);
        if us < 1000 {
            write!(f, "{us} µs")
        } else if us < 10_000 {
            write!(f, "{}{point}{} ms", us / 1000, us % 1000 / 100)
        } else if us < 10_000_000 {
            write!(f, "{} ms", us / 1000)
        } else {
            write!(f, "{}{point}{} s", us / 1_000_000, us % 1_000_000 / 100_000)
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{format, string::ToString};

    #[test]
    fn durations_read_well() {
        assert_eq!(Duration(420).to_string(), "420 µs");
        assert_eq!(Duration(0).to_string(), "0 µs");
        assert_eq!(Duration(999).to_string(), "999 µs");
        assert_eq!(Duration(1000).to_string(), "1.0 ms");
        assert_eq!(Duration(9_999).to_string(), "9.9 ms");
        assert_eq!(Duration(10_000).to_string(), "10 ms");
        assert_eq!(Duration(12_345).to_string(), "12 ms");
        assert_eq!(Duration(9_999_999).to_string(), "9999 ms");
        assert_eq!(Duration(10_000_000).to_string(), "10.0 s");
        assert_eq!(Duration(15_300_000).to_string(), "15.3 s");
        let fr = |us| crate::text::In(Lang::Fr, &Duration(us)).to_string();
        assert_eq!(fr(1_500), "1,5 ms");
        assert_eq!(fr(15_300_000), "15,3 s");
        assert_eq!(fr(420), "420 µs");
    }

    #[test]
    fn long_messages_are_cut_with_an_ellipsis() {
        let long = "x".repeat(STATUS_CAPACITY + 100);
        let status = Status::new(Tone::Info, Key::HintShown, format_args!("{long}"));
        // Every byte the status holds (room for four lines of 33 characters, accents included).
        assert_eq!(status.text().len(), STATUS_CAPACITY);
        assert!(status.text().ends_with("xxx..."));
        let short = Status::new(Tone::Bad, Key::PlayNoSolution, format_args!("No solution"));
        assert_eq!(
            (short.key(), short.tone(), short.text()),
            (Key::PlayNoSolution, Tone::Bad, "No solution")
        );
        assert_eq!(format!("{short:?}"), "Bad(PlayNoSolution: \"No solution\")");
    }
}
