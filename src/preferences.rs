//! [`Preferences`]: what the player chooses in the menu and keeps across starts.
//!
//! The app owns the one copy ([`crate::app::App::preferences`]) and hands it by reference to the
//! editor with each press and frame (`Editor::input`, `Editor::tick`); no editor keeps one.
//! `player.sav` keeps it ([`crate::save::Profile`], whose codec is the only place the bytes
//! are known). Each preference the menu changes is a [`Preference`]: its label, the words of
//! its value and its step with Left and Right are here, so the menu lists and changes every one
//! of them the same way.
//!
//! A new preference is a field of [`Preferences`] (with its default), a [`Preference`] (label,
//! value, step), its byte in `save/profile.rs`, and its words in the text tables.

use crate::{
    logic::Difficulty,
    text::{Key, Lang},
};

/// How fast watch mode (and the lesson's play) shows the search (an event is a placement or a
/// backtrack).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Speed {
    /// One event every 8 frames (7.5 a second).
    Slow,
    /// One event a frame (60 a second).
    #[default]
    Normal,
    /// Ten events a frame (600 a second).
    Fast,
}

impl Speed {
    /// Every speed, in the order the menu steps through them.
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// Frames between two showings, and the events shown each time.
    pub const fn pace(self) -> (u64, u32) {
        match self {
            Speed::Slow => (8, 1),
            Speed::Normal => (1, 1),
            Speed::Fast => (1, 10),
        }
    }

    /// The key of the name shown in the menu.
    pub const fn key(self) -> Key {
        match self {
            Speed::Slow => Key::SpeedSlow,
            Speed::Normal => Key::SpeedNormal,
            Speed::Fast => Key::SpeedFast,
        }
    }
}

/// How play mode marks the player's digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mistakes {
    /// No marking: the player finds mistakes alone.
    #[default]
    Off,
    /// Digits that break a rule (twice in a row, column or box) are red.
    Rules,
    /// Digits that differ from the solution are red.
    Solution,
}

impl Mistakes {
    /// Every marking, in the order the menu steps through them.
    pub const ALL: [Mistakes; 3] = [Mistakes::Off, Mistakes::Rules, Mistakes::Solution];

    /// The key of the name shown in the menu.
    pub const fn key(self) -> Key {
        match self {
            Mistakes::Off => Key::MistakesOff,
            Mistakes::Rules => Key::MistakesRules,
            Mistakes::Solution => Key::MistakesSolution,
        }
    }
}

/// The key of a difficulty's name in messages and the menu (`easy` ... `expert`; `facile` ...
/// `expert`).
pub const fn difficulty_key(difficulty: Difficulty) -> Key {
    match difficulty {
        Difficulty::Easy => Key::DifficultyEasy,
        Difficulty::Medium => Key::DifficultyMedium,
        Difficulty::Hard => Key::DifficultyHard,
        Difficulty::NeedsGuessing => Key::DifficultyExpert,
    }
}

/// A difficulty's name, lower case, in English: `easy` ... `expert` (needs guessing).
pub const fn difficulty_name(difficulty: Difficulty) -> &'static str {
    Lang::En.text(difficulty_key(difficulty))
}

/// The player's preferences: the Settings page's, and the difficulty of new puzzles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferences {
    /// Whether Square shows the search step by step.
    pub watch: bool,
    /// Watch mode's pace (the lesson's play too).
    pub speed: Speed,
    /// Whether Circle and Cross skip the digits the cell's row, column and box already hold.
    pub skip_used: bool,
    /// How games mark mistakes.
    pub mistakes: Mistakes,
    /// The difficulty of new puzzles.
    pub difficulty: Difficulty,
    /// The language chosen in the menu; `None` follows the console's.
    pub language: Option<Lang>,
}

impl Default for Preferences {
    /// Watch mode off at normal speed, every digit cycled, no marking, medium puzzles, the
    /// console's language.
    fn default() -> Self {
        Preferences {
            watch: false,
            speed: Speed::Normal,
            skip_used: false,
            mistakes: Mistakes::Off,
            difficulty: Difficulty::Medium,
            language: None,
        }
    }
}

/// One preference, as the menu shows and changes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preference {
    /// The difficulty of new puzzles (shown on the New puzzle entry).
    Difficulty,
    /// How games mark mistakes.
    Mistakes,
    /// Watch mode on or off.
    Watch,
    /// Watch mode's speed.
    Speed,
    /// Skip used digits on or off.
    SkipUsed,
    /// The language: the console's until one is chosen here.
    Language,
}

impl Preference {
    /// The preferences of the Settings page, top to bottom.
    pub const SETTINGS_PAGE: [Preference; 5] = [
        Preference::Mistakes,
        Preference::Watch,
        Preference::Speed,
        Preference::SkipUsed,
        Preference::Language,
    ];

    /// The key of its menu label; `{0}` is its value.
    pub const fn label(self) -> Key {
        match self {
            Preference::Difficulty => Key::MenuNewPuzzle,
            Preference::Mistakes => Key::MenuMistakes,
            Preference::Watch => Key::MenuWatch,
            Preference::Speed => Key::MenuSpeed,
            Preference::SkipUsed => Key::MenuSkipUsed,
            Preference::Language => Key::MenuLanguage,
        }
    }
}

/// The next of `all` after `now` (`forward`) or the one before, wrapping.
fn cycled<T: Copy + PartialEq, const N: usize>(all: [T; N], now: T, forward: bool) -> T {
    let i = all.iter().position(|&x| x == now).unwrap_or(0);
    all[if forward {
        (i + 1) % N
    } else {
        (i + N - 1) % N
    }]
}

/// The key of on or off.
const fn on_off(on: bool) -> Key {
    if on { Key::On } else { Key::Off }
}

impl Preferences {
    /// The language the app speaks: the one chosen, else the console's (`console`).
    pub fn lang(&self, console: Lang) -> Lang {
        self.language.unwrap_or(console)
    }

    /// The key of the words of `preference`'s value, as its menu label shows it.
    pub fn value(&self, preference: Preference) -> Key {
        match preference {
            Preference::Difficulty => difficulty_key(self.difficulty),
            Preference::Mistakes => self.mistakes.key(),
            Preference::Watch => on_off(self.watch),
            Preference::Speed => self.speed.key(),
            Preference::SkipUsed => on_off(self.skip_used),
            Preference::Language => Key::LanguageName,
        }
    }

    /// Steps `preference` to its next value (`forward`, Right) or its previous one, wrapping;
    /// the language steps from the one spoken (`console`'s until one is chosen).
    pub fn step(&mut self, preference: Preference, forward: bool, console: Lang) {
        match preference {
            Preference::Difficulty => {
                self.difficulty = cycled(Difficulty::ALL, self.difficulty, forward)
            }
            Preference::Mistakes => self.mistakes = cycled(Mistakes::ALL, self.mistakes, forward),
            Preference::Watch => self.watch = !self.watch,
            Preference::Speed => self.speed = cycled(Speed::ALL, self.speed, forward),
            Preference::SkipUsed => self.skip_used = !self.skip_used,
            Preference::Language => {
                self.language = Some(cycled(Lang::ALL, self.lang(console), forward))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preference's value after a step forward and one back.
    fn round_trip(preference: Preference, start: Preferences) -> Preferences {
        let mut prefs = start;
        prefs.step(preference, true, Lang::En);
        assert_ne!(prefs, start, "{preference:?} moves");
        prefs.step(preference, false, Lang::En);
        prefs
    }

    #[test]
    fn every_preference_steps_both_ways_and_wraps() {
        let start = Preferences {
            language: Some(Lang::En),
            ..Preferences::default()
        };
        for preference in Preference::SETTINGS_PAGE
            .into_iter()
            .chain([Preference::Difficulty])
        {
            assert_eq!(round_trip(preference, start), start, "{preference:?}");
        }
        let mut prefs = Preferences::default();
        prefs.step(Preference::Speed, true, Lang::En);
        assert_eq!(prefs.speed, Speed::Fast);
        prefs.step(Preference::Speed, true, Lang::En);
        assert_eq!(prefs.speed, Speed::Slow, "wraps");
        prefs.step(Preference::Mistakes, false, Lang::En);
        assert_eq!(prefs.mistakes, Mistakes::Solution, "wraps back");
        prefs.step(Preference::Difficulty, true, Lang::En);
        assert_eq!(prefs.difficulty, Difficulty::Hard);
        prefs.difficulty = Difficulty::NeedsGuessing;
        prefs.step(Preference::Difficulty, true, Lang::En);
        assert_eq!(prefs.difficulty, Difficulty::Easy);
    }

    #[test]
    fn the_language_steps_from_the_one_spoken_and_is_then_chosen() {
        let mut prefs = Preferences::default();
        assert_eq!(prefs.lang(Lang::Fr), Lang::Fr, "the console's");
        prefs.step(Preference::Language, true, Lang::Fr);
        assert_eq!(prefs.language, Some(Lang::Fr.next()));
        assert_eq!(
            prefs.lang(Lang::Fr),
            Lang::Fr.next(),
            "chosen beats console"
        );
    }

    #[test]
    fn values_name_the_current_choice() {
        let prefs = Preferences {
            watch: true,
            speed: Speed::Slow,
            skip_used: false,
            mistakes: Mistakes::Rules,
            difficulty: Difficulty::NeedsGuessing,
            language: None,
        };
        assert_eq!(prefs.value(Preference::Watch), Key::On);
        assert_eq!(prefs.value(Preference::SkipUsed), Key::Off);
        assert_eq!(prefs.value(Preference::Speed), Key::SpeedSlow);
        assert_eq!(prefs.value(Preference::Mistakes), Key::MistakesRules);
        assert_eq!(prefs.value(Preference::Difficulty), Key::DifficultyExpert);
        assert_eq!(prefs.value(Preference::Language), Key::LanguageName);
        assert_eq!(Preference::SkipUsed.label(), Key::MenuSkipUsed);
        assert_eq!(Speed::Fast.pace(), (1, 10));
        assert_eq!(Speed::Slow.pace(), (8, 1));
    }
}
