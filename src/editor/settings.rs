//! The player's settings the editor follows: watch mode and its speed.

/// How fast watch mode shows the search (an event is a placement or a backtrack).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// One event every 8 frames (7.5 a second).
    Slow,
    /// One event a frame (60 a second).
    Normal,
    /// Ten events a frame (600 a second).
    Fast,
}

impl Speed {
    /// The next speed, wrapping.
    pub const fn next(self) -> Self {
        match self {
            Speed::Slow => Speed::Normal,
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Slow,
        }
    }

    /// The previous speed, wrapping.
    pub const fn previous(self) -> Self {
        match self {
            Speed::Slow => Speed::Fast,
            Speed::Normal => Speed::Slow,
            Speed::Fast => Speed::Normal,
        }
    }

    /// Frames between two showings, and the events shown each time.
    pub const fn pace(self) -> (u64, u32) {
        match self {
            Speed::Slow => (8, 1),
            Speed::Normal => (1, 1),
            Speed::Fast => (1, 10),
        }
    }

    /// The name shown in the menu, in English.
    pub const fn name(self) -> &'static str {
        crate::text::Lang::En.text(self.key())
    }

    /// The key of the name shown in the menu.
    pub const fn key(self) -> crate::text::Key {
        use crate::text::Key;
        match self {
            Speed::Slow => Key::SpeedSlow,
            Speed::Normal => Key::SpeedNormal,
            Speed::Fast => Key::SpeedFast,
        }
    }
}

/// What the player can change from the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Whether Square shows the search step by step.
    pub watch: bool,
    /// Watch mode's pace.
    pub speed: Speed,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            watch: false,
            speed: Speed::Normal,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_cycle_both_ways() {
        for speed in [Speed::Slow, Speed::Normal, Speed::Fast] {
            assert_eq!(speed.next().previous(), speed);
        }
        assert_eq!(Speed::Fast.next(), Speed::Slow);
    }
}
