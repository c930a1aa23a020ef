//! The status line: one short message and how it should look.

use core::fmt::{self, Write};

/// Longest status message, in bytes (the panel shows four lines of 33).
pub const STATUS_CAPACITY: usize = 132;

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
    text: heapless::String<STATUS_CAPACITY>,
    tone: Tone,
}

impl fmt::Debug for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}({:?})", self.tone, self.text.as_str())
    }
}

impl Status {
    /// A message of `tone` made from `args`; a message too long is cut at the capacity, ending in `...`.
    pub fn new(tone: Tone, args: fmt::Arguments<'_>) -> Self {
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
            text: cut.text,
            tone,
        }
    }

    /// The message.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Its tone.
    pub fn tone(&self) -> Tone {
        self.tone
    }
}

/// Writes a duration in microseconds the way the status line shows it: `420 µs`, `1.5 ms`,
/// `12 ms`, `1.5 s` (under a millisecond in microseconds: "0.0 ms" looked broken).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Duration(pub u64);

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let us = self.0;
        if us < 1000 {
            write!(f, "{us} µs")
        } else if us < 10_000 {
            write!(f, "{}.{} ms", us / 1000, us % 1000 / 100)
        } else if us < 10_000_000 {
            write!(f, "{} ms", us / 1000)
        } else {
            write!(f, "{}.{} s", us / 1_000_000, us % 1_000_000 / 100_000)
        }
    }
}

/// A count with its noun, singular or plural: `1 given`, `24 givens`, `0 guesses`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted(pub u64, pub &'static str, pub &'static str);

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Counted(n, one, many) = *self;
        write!(f, "{n} {}", if n == 1 { one } else { many })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{format, string::ToString};

    #[test]
    fn counts_take_the_singular_for_one_only() {
        assert_eq!(Counted(1, "given", "givens").to_string(), "1 given");
        assert_eq!(Counted(0, "guess", "guesses").to_string(), "0 guesses");
        assert_eq!(Counted(24, "given", "givens").to_string(), "24 givens");
    }

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
    }

    #[test]
    fn long_messages_are_cut_with_an_ellipsis() {
        let long = "x".repeat(200);
        let status = Status::new(Tone::Info, format_args!("{long}"));
        // Four lines of 33 characters.
        assert_eq!(status.text().len(), 132);
        assert!(status.text().ends_with("xxx..."));
        let short = Status::new(Tone::Bad, format_args!("No solution"));
        assert_eq!((short.text(), short.tone()), ("No solution", Tone::Bad));
        assert_eq!(format!("{short:?}"), "Bad(\"No solution\")");
    }
}
