//! The Start menu: its items and the settings they change.

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

    /// The name shown in the menu.
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
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

/// An entry of the Start menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// Watch mode on or off.
    Watch,
    /// Watch mode's speed.
    Speed,
    /// Run the in-app benchmark.
    Benchmark,
    /// Leave the menu.
    Close,
}

/// The menu's entries, top to bottom.
pub const ITEMS: [Item; 4] = [Item::Watch, Item::Speed, Item::Benchmark, Item::Close];

/// The label of `item` with its current value, written into `out`.
pub fn label(
    item: Item,
    settings: &Settings,
    out: &mut impl core::fmt::Write,
) -> core::fmt::Result {
    match item {
        Item::Watch => write!(
            out,
            "Watch mode: {}",
            if settings.watch { "on" } else { "off" }
        ),
        Item::Speed => write!(out, "Watch speed: {}", settings.speed.name()),
        Item::Benchmark => write!(out, "Benchmark"),
        Item::Close => write!(out, "Close"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::String;

    #[test]
    fn speeds_cycle_both_ways() {
        for speed in [Speed::Slow, Speed::Normal, Speed::Fast] {
            assert_eq!(speed.next().previous(), speed);
        }
        assert_eq!(Speed::Fast.next(), Speed::Slow);
    }

    #[test]
    fn labels_show_current_values() {
        let settings = Settings {
            watch: true,
            speed: Speed::Fast,
        };
        let mut text = String::new();
        label(Item::Watch, &settings, &mut text).unwrap();
        assert_eq!(text, "Watch mode: on");
        text.clear();
        label(Item::Speed, &settings, &mut text).unwrap();
        assert_eq!(text, "Watch speed: fast");
    }
}
