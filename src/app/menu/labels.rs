//! The menu's labels: each entry's words with its current value, the version and the build.

use core::fmt::Write;

use crate::{
    app::App,
    editor::Mode,
    preferences::Preferences,
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
    /// The player's preferences.
    pub preferences: Preferences,
    /// The grid size being edited.
    pub size: GridSize,
    /// Whether a game is on.
    pub playing: bool,
    /// Whether the lesson is on.
    pub lesson: bool,
    /// The language of the labels (and the value of the language entry).
    pub lang: Lang,
}

/// A value Left and Right change, between the arrows that say so: `< medium >` (the font's
/// own `<` and `>`, as `Settings >` and `< Back` use them).
struct Arrows<T>(T);

impl<T: core::fmt::Display> core::fmt::Display for Arrows<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "< {} >", self.0)
    }
}

/// Writes the label of `item` with its current value, in `values.lang`; a value Left and Right
/// change stands between arrows.
pub fn label(item: Item, values: &Values, out: &mut impl Write) -> core::fmt::Result {
    let lang = values.lang;
    if let Some(preference) = item.preference() {
        let value = Arrows(In(lang, values.preferences.value(preference)));
        return write!(out, "{}", lang.say(preference.label(), &[&value]));
    }
    let key = match item {
        Item::Play if values.playing => Key::MenuBackToEditing,
        Item::Play => Key::MenuPlay,
        Item::Hint => Key::MenuHint,
        Item::FillNotes => Key::MenuFillNotes,
        Item::Pause => Key::MenuPause,
        Item::Restart => Key::MenuRestart,
        Item::Count => Key::MenuCount,
        Item::Version => {
            return write!(out, "{}", lang.say(Key::MenuVersion, &[&VERSION, &BUILD]));
        }
        Item::Settings => Key::MenuSettings,
        Item::Tools => Key::MenuTools,
        Item::Back => Key::MenuBack,
        Item::Lesson if values.lesson => Key::MenuLeaveLesson,
        Item::Lesson => Key::MenuLesson,
        Item::LessonSmallest => Key::MenuLessonSmallest,
        Item::LessonGoTo => Key::MenuLessonGoTo,
        Item::Queens => Key::MenuQueens,
        Item::Size => {
            let size = Arrows(In(lang, values.size));
            return write!(out, "{}", lang.say(Key::MenuSize, &[&size]));
        }
        Item::Library => Key::MenuLibrary,
        Item::SaveSlot => Key::MenuSaveSlot,
        Item::LoadSlot => Key::MenuLoadSlot,
        Item::Share => Key::MenuShare,
        Item::Benchmark => Key::MenuBenchmark,
        Item::Close => Key::MenuClose,
        // Their labels show their preference's value (above).
        Item::NewPuzzle | Item::Preference(_) => return Ok(()),
    };
    out.write_str(lang.text(key))
}

impl<St: Storage> App<St> {
    /// The menu's labels, with the values of the entries that have one.
    pub(in crate::app) fn menu_labels(&self) -> heapless::Vec<Label, ENTRIES> {
        let values = Values {
            preferences: self.prefs,
            size: self.editors.active_size(),
            playing: self.editors.active().mode() == Mode::Play,
            lesson: self.editors.active().mode() == Mode::Lesson,
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
    use crate::{
        logic::Level,
        preferences::{Mistakes, Preference, Speed},
    };
    use std::string::String;

    #[test]
    fn labels_show_current_values_and_fit_the_list() {
        let values = Values {
            preferences: Preferences {
                watch: true,
                speed: Speed::Fast,
                skip_used: true,
                mistakes: Mistakes::Solution,
                difficulty: Level::Extreme,
                language: None,
            },
            size: GridSize::Sixteen,
            playing: true,
            lesson: true,
            lang: Lang::En,
        };
        let text = |item| {
            let mut out = String::new();
            label(item, &values, &mut out).unwrap();
            out
        };
        assert_eq!(text(Item::Play), "Back to editing");
        assert_eq!(text(Item::NewPuzzle), "New puzzle: < extreme >");
        assert_eq!(
            text(Item::Preference(Preference::Mistakes)),
            "Mistakes: < against the solution >"
        );
        assert_eq!(
            text(Item::Preference(Preference::Watch)),
            "Watch mode: < on >"
        );
        assert_eq!(
            text(Item::Preference(Preference::Speed)),
            "Watch speed: < fast >"
        );
        assert_eq!(text(Item::Size), "Grid size: < 16x16 >");
        assert_eq!(text(Item::Lesson), "Leave the lesson");
        assert_eq!(
            text(Item::Preference(Preference::SkipUsed)),
            "Skip used digits: < on >"
        );
        assert_eq!(
            text(Item::Preference(Preference::Language)),
            "Language: < English >"
        );
        for context in CONTEXTS {
            for page in PAGES {
                for item in items(page, context) {
                    assert!(text(item).len() <= LABEL_CAPACITY, "{item:?}");
                    // Arrows on exactly the entries Left and Right change.
                    let changes = item.preference().is_some() || item == Item::Size;
                    let label = text(item);
                    assert_eq!(
                        label.contains("< ") && label.ends_with(" >"),
                        changes,
                        "{label}"
                    );
                }
            }
        }
        assert_eq!(
            text(Item::Version),
            std::format!("Version {VERSION} ({BUILD})")
        );
    }
}
