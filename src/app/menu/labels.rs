//! The menu's labels: each entry's words with its current value, the version and the build.

use core::fmt::Write;

use crate::{
    app::{App, active_mode},
    editor::{Mode, difficulty_key, play::Mistakes, settings::Settings},
    logic::Difficulty,
    save::Storage,
    size::GridSize,
    text::{In, Key, Lang},
};

use super::{ENTRIES, Item};

/// Longest entry label, in bytes (an accented letter takes two; the list shows 30 characters).
pub const LABEL_CAPACITY: usize = 48;

/// One entry's label.
pub type Label = heapless::String<LABEL_CAPACITY>;

/// The app's version, as the Tools page shows it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The build, as the Tools page shows it: the commit the Makefile built (`SUDOKU_BUILD`), or
/// `dev` for a build without it.
pub const BUILD: &str = match option_env!("SUDOKU_BUILD") {
    Some(build) => build,
    None => "dev",
};

/// What the labels show beside the entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Values {
    /// Watch mode and its speed.
    pub settings: Settings,
    /// The grid size being edited.
    pub size: GridSize,
    /// Whether a game is on.
    pub playing: bool,
    /// The difficulty of new puzzles.
    pub difficulty: Difficulty,
    /// Mistake marking.
    pub mistakes: Mistakes,
    /// Whether the lesson is on.
    pub lesson: bool,
    /// Whether Circle and Cross skip used digits.
    pub assist: bool,
    /// The language of the labels (and the value of the language entry).
    pub lang: Lang,
}

/// Writes the label of `item` with its current value, in `values.lang`.
pub fn label(item: Item, values: &Values, out: &mut impl Write) -> core::fmt::Result {
    let lang = values.lang;
    let on_off = |on: bool| Some(if on { Key::On } else { Key::Off });
    let (key, value): (Key, Option<Key>) = match item {
        Item::Play if values.playing => (Key::MenuBackToEditing, None),
        Item::Play => (Key::MenuPlay, None),
        Item::NewPuzzle => (Key::MenuNewPuzzle, Some(difficulty_key(values.difficulty))),
        Item::Hint => (Key::MenuHint, None),
        Item::FillNotes => (Key::MenuFillNotes, None),
        Item::Mistakes => (Key::MenuMistakes, Some(values.mistakes.key())),
        Item::Pause => (Key::MenuPause, None),
        Item::Restart => (Key::MenuRestart, None),
        Item::Count => (Key::MenuCount, None),
        Item::Version => {
            return write!(out, "{}", lang.say(Key::MenuVersion, &[&VERSION, &BUILD]));
        }
        Item::Settings => (Key::MenuSettings, None),
        Item::Tools => (Key::MenuTools, None),
        Item::Back => (Key::MenuBack, None),
        Item::Watch => (Key::MenuWatch, on_off(values.settings.watch)),
        Item::Speed => (Key::MenuSpeed, Some(values.settings.speed.key())),
        Item::Lesson if values.lesson => (Key::MenuLeaveLesson, None),
        Item::Lesson => (Key::MenuLesson, None),
        Item::Assist => (Key::MenuAssist, on_off(values.assist)),
        Item::Size => {
            let size = In(lang, values.size);
            return write!(out, "{}", lang.say(Key::MenuSize, &[&size]));
        }
        Item::Language => (Key::MenuLanguage, Some(Key::LanguageName)),
        Item::Library => (Key::MenuLibrary, None),
        Item::SaveSlot => (Key::MenuSaveSlot, None),
        Item::LoadSlot => (Key::MenuLoadSlot, None),
        Item::Share => (Key::MenuShare, None),
        Item::Benchmark => (Key::MenuBenchmark, None),
        Item::Close => (Key::MenuClose, None),
    };
    match value {
        Some(value) => write!(out, "{}", lang.say(key, &[&In(lang, value)])),
        None => out.write_str(lang.text(key)),
    }
}

impl<St: Storage> App<St> {
    /// The menu's labels, with the values of the entries that have one.
    pub(in crate::app) fn menu_labels(&self) -> heapless::Vec<Label, ENTRIES> {
        let values = Values {
            settings: self.settings,
            size: self.active,
            playing: active_mode(self) == Mode::Play,
            difficulty: self.difficulty,
            mistakes: self.mistakes,
            lesson: active_mode(self) == Mode::Lesson,
            assist: self.assist,
            lang: self.lang(),
        };
        let mut labels = heapless::Vec::new();
        for item in self.menu_items() {
            let mut text = Label::new();
            let _ = label(item, &values, &mut text);
            let _ = labels.push(text);
        }
        labels
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::menu::{
        entries::tests::{CONTEXTS, PAGES},
        items,
    };
    use crate::editor::settings::Speed;
    use std::string::String;

    #[test]
    fn labels_show_current_values_and_fit_the_list() {
        let values = Values {
            settings: Settings {
                watch: true,
                speed: Speed::Fast,
            },
            size: GridSize::Sixteen,
            playing: true,
            difficulty: Difficulty::NeedsGuessing,
            mistakes: Mistakes::Solution,
            lesson: true,
            assist: true,
            lang: Lang::En,
        };
        let text = |item| {
            let mut out = String::new();
            label(item, &values, &mut out).unwrap();
            out
        };
        assert_eq!(text(Item::Play), "Back to editing");
        assert_eq!(text(Item::NewPuzzle), "New puzzle: expert");
        assert_eq!(text(Item::Mistakes), "Mistakes: against the solution");
        assert_eq!(text(Item::Watch), "Watch mode: on");
        assert_eq!(text(Item::Speed), "Watch speed: fast");
        assert_eq!(text(Item::Size), "Grid size: 16x16");
        assert_eq!(text(Item::Lesson), "Leave the lesson");
        for context in CONTEXTS {
            for page in PAGES {
                for item in items(page, context) {
                    assert!(text(item).len() <= LABEL_CAPACITY, "{item:?}");
                }
            }
        }
        assert_eq!(
            text(Item::Version),
            std::format!("Version {VERSION} ({BUILD})")
        );
    }
}
