//! [`Digit`]: a digit that is valid for its grid size by construction.

use core::{fmt, marker::PhantomData, num::NonZeroU8};

use crate::size::{Nine, Size};

/// A digit from 1 to `S::SIDE` (shown as `1`–`9`, then `A`–`G` on 16x16).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit<S: Size = Nine>(NonZeroU8, PhantomData<S>);

impl<S: Size> Digit<S> {
    /// The digit `value`, or `None` outside 1..=`S::SIDE`.
    ///
    /// ```
    /// use sudoku_core::{Digit, Nine};
    /// assert_eq!(Digit::<Nine>::new(9).map(Digit::get), Some(9));
    /// assert!(Digit::<Nine>::new(10).is_none());
    /// ```
    pub const fn new(value: u8) -> Option<Self> {
        if value as usize > S::SIDE {
            return None;
        }
        match NonZeroU8::new(value) {
            Some(value) => Some(Digit(value, PhantomData)),
            None => None,
        }
    }

    /// The digit whose zero-based index is `index` (0 is digit 1).
    pub const fn from_index(index: usize) -> Option<Self> {
        if index >= S::SIDE {
            None
        } else {
            Self::new(index as u8 + 1)
        }
    }

    /// The value, 1 to `S::SIDE`.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, 0 to `S::SIDE - 1`.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The bit of this digit in a candidate mask (bit 0 for digit 1).
    pub const fn bit(self) -> u16 {
        1 << self.index()
    }

    /// The character used in puzzle text: `1`–`9`, then `A`–`G`.
    pub const fn to_char(self) -> char {
        let value = self.get();
        (if value <= 9 {
            b'0' + value
        } else {
            b'A' + value - 10
        }) as char
    }

    /// Reads a puzzle-text character (`A`–`G` in either case); `None` if it is no digit of this size.
    pub const fn from_char(c: char) -> Option<Self> {
        match c {
            '1'..='9' => Self::new(c as u8 - b'0'),
            'A'..='G' => Self::new(c as u8 - b'A' + 10),
            'a'..='g' => Self::new(c as u8 - b'a' + 10),
            _ => None,
        }
    }

    /// All digits of this size, in order.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + Clone {
        (1..=S::SIDE as u8).filter_map(Self::new)
    }

    /// The next value in the editor's cycle: empty → 1 → … → `SIDE` → empty.
    pub fn cycle_up(digit: Option<Self>) -> Option<Self> {
        match digit {
            None => Self::new(1),
            Some(d) => Self::new(d.get() + 1),
        }
    }

    /// The previous value in the editor's cycle: empty → `SIDE` → … → 1 → empty.
    pub fn cycle_down(digit: Option<Self>) -> Option<Self> {
        match digit {
            None => Self::new(S::SIDE as u8),
            Some(d) => Self::new(d.get() - 1),
        }
    }
}

impl<S: Size> fmt::Debug for Digit<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digit({})", self.to_char())
    }
}

impl<S: Size> fmt::Display for Digit<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::{Four, Sixteen};

    #[test]
    fn digits_are_bounded_by_the_size() {
        assert!(Digit::<Four>::new(4).is_some());
        assert!(Digit::<Four>::new(5).is_none());
        assert!(Digit::<Nine>::new(0).is_none());
        assert!(Digit::<Sixteen>::new(16).is_some());
        assert!(Digit::<Sixteen>::new(17).is_none());
        assert_eq!(Digit::<Nine>::all().count(), 9);
        assert_eq!(Digit::<Sixteen>::all().count(), 16);
    }

    #[test]
    fn characters_round_trip() {
        for d in Digit::<Sixteen>::all() {
            assert_eq!(Digit::from_char(d.to_char()), Some(d));
        }
        assert_eq!(Digit::<Sixteen>::new(10).unwrap().to_char(), 'A');
        assert_eq!(Digit::<Sixteen>::new(16).unwrap().to_char(), 'G');
        assert_eq!(Digit::<Sixteen>::from_char('g').map(Digit::get), Some(16));
        assert_eq!(Digit::<Nine>::from_char('A'), None, "A is not a 9x9 digit");
        assert_eq!(Digit::<Nine>::from_char('0'), None);
        assert_eq!(Digit::<Four>::from_char('5'), None);
    }

    #[test]
    fn index_and_bit_agree() {
        let d = Digit::<Nine>::new(5).unwrap();
        assert_eq!(d.index(), 4);
        assert_eq!(d.bit(), 0b1_0000);
        assert_eq!(Digit::<Nine>::from_index(4), Some(d));
        assert_eq!(Digit::<Nine>::from_index(9), None);
    }

    #[test]
    fn editor_cycle_wraps_through_empty() {
        let up: std::vec::Vec<_> =
            core::iter::successors(Some(None), |d| Some(Digit::<Four>::cycle_up(*d)))
                .take(6)
                .map(|d| d.map_or(0, Digit::get))
                .collect();
        assert_eq!(up, [0, 1, 2, 3, 4, 0]);
        let down: std::vec::Vec<_> =
            core::iter::successors(Some(None), |d| Some(Digit::<Four>::cycle_down(*d)))
                .take(6)
                .map(|d| d.map_or(0, Digit::get))
                .collect();
        assert_eq!(down, [0, 4, 3, 2, 1, 0]);
    }
}
