//! [`Buttons`]: the PSP's buttons as our own bit set, with names for key lists.

use core::fmt;

/// A set of PSP buttons, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Buttons(u16);

impl Buttons {
    /// No button.
    pub const NONE: Buttons = Buttons(0);
    /// D-pad up.
    pub const UP: Buttons = Buttons(1 << 0);
    /// D-pad down.
    pub const DOWN: Buttons = Buttons(1 << 1);
    /// D-pad left.
    pub const LEFT: Buttons = Buttons(1 << 2);
    /// D-pad right.
    pub const RIGHT: Buttons = Buttons(1 << 3);
    /// Cross.
    pub const CROSS: Buttons = Buttons(1 << 4);
    /// Circle.
    pub const CIRCLE: Buttons = Buttons(1 << 5);
    /// Square.
    pub const SQUARE: Buttons = Buttons(1 << 6);
    /// Triangle.
    pub const TRIANGLE: Buttons = Buttons(1 << 7);
    /// Left shoulder.
    pub const L: Buttons = Buttons(1 << 8);
    /// Right shoulder.
    pub const R: Buttons = Buttons(1 << 9);
    /// Start.
    pub const START: Buttons = Buttons(1 << 10);
    /// Select.
    pub const SELECT: Buttons = Buttons(1 << 11);
    /// The four D-pad directions.
    pub const DPAD: Buttons = Buttons(Self::UP.0 | Self::DOWN.0 | Self::LEFT.0 | Self::RIGHT.0);
    /// The buttons that repeat while held: the D-pad, Circle/R and Cross/L.
    pub const REPEATING: Buttons = Buttons(
        Self::UP.0
            | Self::DOWN.0
            | Self::LEFT.0
            | Self::RIGHT.0
            | Self::CIRCLE.0
            | Self::R.0
            | Self::CROSS.0
            | Self::L.0,
    );
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

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

    #[test]
    fn set_operations_keep_and_drop_the_right_bits() {
        let lr = Buttons::L.union(Buttons::R);
        assert!(lr.contains(Buttons::L) && lr.contains(lr) && !lr.contains(Buttons::SELECT));
        assert!(lr.intersects(Buttons::R) && !lr.intersects(Buttons::SELECT));
        assert_eq!(lr.without(Buttons::L), Buttons::R);
        assert_eq!(lr.and(Buttons::R.union(Buttons::UP)), Buttons::R);
        assert_eq!(
            Buttons::from_bits(0xF000 | lr.bits()),
            lr,
            "unknown bits dropped"
        );
        assert!(Buttons::NONE.is_empty() && !lr.is_empty());
    }
}
