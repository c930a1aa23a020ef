//! The menu's pages and entries: what it is opened over, and which entries each page lists.

use core::fmt;

use crate::{preferences::Preference, text::Key};

/// Most entries a list holds.
pub const ENTRIES: usize = 15;

/// A page of the Start menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// What fits the moment: the game's entries in a game, the editor's otherwise.
    Main,
    /// Settings that stay (kept in `player.sav`).
    Settings,
    /// Tools: the benchmark, the version.
    Tools,
}

impl Page {
    /// The page's title over its list.
    pub const fn title(self) -> Key {
        match self {
            Page::Main => Key::ListMenu,
            Page::Settings => Key::ListSettings,
            Page::Tools => Key::ListTools,
        }
    }
}

/// What the menu is opened over: its main page differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    /// Editing the givens (or a solution shown).
    Edit,
    /// A game being played.
    Play,
    /// A game finished.
    Finished,
    /// The backtracking lesson: the editing entries, and *Go to step*.
    Lesson,
}

/// An entry of the Start menu.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// Start a game of the grid's givens, or go back to editing them.
    Play,
    /// Make a new puzzle of the chosen difficulty, and play it.
    NewPuzzle,
    /// Show the next logical step.
    Hint,
    /// Note every candidate in the empty cells (play mode).
    FillNotes,
    /// Back to the givens, the clock at zero (play mode).
    Restart,
    /// Pause the game: the timer stops and the board is hidden.
    Pause,
    /// Count every solution of the givens, up to a limit.
    Count,
    /// A preference of the Settings page, its value beside its words (Left/Right and confirm
    /// step it).
    Preference(Preference),
    /// The grid size being edited.
    Size,
    /// Browse the puzzle library.
    Library,
    /// Keep the grid in a save slot.
    SaveSlot,
    /// Bring back a grid from a save slot.
    LoadSlot,
    /// Append the grid's givens to `mine.txt`, to take to a computer.
    Share,
    /// Run the in-app benchmark.
    Benchmark,
    /// Start or leave the backtracking lesson.
    Lesson,
    /// The lesson on the empty grid: the smallest complete grid (again: back to the puzzle).
    LessonSmallest,
    /// In the lesson: the number box to go to any step of the chosen algorithm.
    LessonGoTo,
    /// The N queens on screen (again: back to the editor).
    Queens,
    /// The app's version and build (says them again on the status line).
    Version,
    /// Open the settings page.
    Settings,
    /// Open the tools page.
    Tools,
    /// Back to the main page.
    Back,
    /// Leave the menu.
    Close,
}

impl Item {
    /// The preference the entry shows beside its words and steps with Left and Right, if any
    /// (New puzzle shows the difficulty of new puzzles).
    pub const fn preference(self) -> Option<Preference> {
        match self {
            Item::NewPuzzle => Some(Preference::Difficulty),
            Item::Preference(preference) => Some(preference),
            _ => None,
        }
    }
}

/// The entry's name, as `sudoku menu` prints it and the emulator tests reach it: a
/// preference's entry by the preference's name (`Watch`), the others by their own.
impl fmt::Debug for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Item::Preference(preference) => return fmt::Debug::fmt(preference, f),
            Item::Play => "Play",
            Item::NewPuzzle => "NewPuzzle",
            Item::Hint => "Hint",
            Item::FillNotes => "FillNotes",
            Item::Restart => "Restart",
            Item::Pause => "Pause",
            Item::Count => "Count",
            Item::Size => "Size",
            Item::Library => "Library",
            Item::SaveSlot => "SaveSlot",
            Item::LoadSlot => "LoadSlot",
            Item::Share => "Share",
            Item::Benchmark => "Benchmark",
            Item::Lesson => "Lesson",
            Item::LessonSmallest => "LessonSmallest",
            Item::LessonGoTo => "LessonGoTo",
            Item::Queens => "Queens",
            Item::Version => "Version",
            Item::Settings => "Settings",
            Item::Tools => "Tools",
            Item::Back => "Back",
            Item::Close => "Close",
        };
        f.write_str(name)
    }
}

/// The entries of `page` over `context`, top to bottom: only those that apply, the most used
/// first.
pub fn items(page: Page, context: Context) -> heapless::Vec<Item, ENTRIES> {
    let list: &[Item] = match (page, context) {
        (Page::Main, Context::Lesson) => {
            // The editing entries, *Go to step* under the lesson's own, without the queens
            // (leave the lesson first): the entries after the queens keep their places.
            let mut list = items(Page::Main, Context::Edit);
            list.retain(|&i| i != Item::Queens);
            let at = list
                .iter()
                .position(|&i| i == Item::Lesson)
                .map_or(0, |i| i + 1);
            let _ = list.insert(at, Item::LessonGoTo);
            return list;
        }
        (Page::Main, Context::Edit) => &[
            Item::Play,
            Item::NewPuzzle,
            Item::Library,
            Item::Share,
            Item::Hint,
            Item::Count,
            Item::Lesson,
            Item::LessonSmallest,
            Item::Queens,
            Item::SaveSlot,
            Item::LoadSlot,
            Item::Size,
            Item::Settings,
            Item::Tools,
            Item::Close,
        ],
        (Page::Main, Context::Play) => &[
            Item::Hint,
            Item::Pause,
            Item::FillNotes,
            Item::Restart,
            Item::NewPuzzle,
            Item::SaveSlot,
            Item::LoadSlot,
            Item::Library,
            Item::Play,
            Item::Size,
            Item::Settings,
            Item::Tools,
            Item::Close,
        ],
        (Page::Main, Context::Finished) => &[
            Item::NewPuzzle,
            Item::Restart,
            Item::Library,
            Item::SaveSlot,
            Item::LoadSlot,
            Item::Play,
            Item::Size,
            Item::Settings,
            Item::Tools,
            Item::Close,
        ],
        (Page::Settings, _) => {
            let mut list: heapless::Vec<Item, ENTRIES> = Preference::SETTINGS_PAGE
                .into_iter()
                .map(Item::Preference)
                .collect();
            let _ = list.push(Item::Back);
            return list;
        }
        (Page::Tools, _) => &[Item::Benchmark, Item::Version, Item::Back],
    };
    list.iter().copied().collect()
}

/// The page `item` is on over `context`, and its place there, if the menu offers it then.
pub fn find(item: Item, context: Context) -> Option<(Page, usize)> {
    [Page::Main, Page::Settings, Page::Tools]
        .into_iter()
        .find_map(|page| {
            let at = items(page, context).iter().position(|&i| i == item)?;
            Some((page, at))
        })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Every context the menu opens over.
    pub(in crate::app::menu) const CONTEXTS: [Context; 4] = [
        Context::Edit,
        Context::Play,
        Context::Finished,
        Context::Lesson,
    ];
    /// Every page.
    pub(in crate::app::menu) const PAGES: [Page; 3] = [Page::Main, Page::Settings, Page::Tools];

    #[test]
    fn entries_that_cannot_apply_are_not_offered() {
        let main = |context| items(Page::Main, context);
        for game_only in [Item::Pause, Item::FillNotes, Item::Restart] {
            assert!(!main(Context::Edit).contains(&game_only), "{game_only:?}");
            assert_eq!(find(game_only, Context::Edit), None);
        }
        for item in [Item::Pause, Item::FillNotes, Item::Hint] {
            assert!(main(Context::Play).contains(&item));
            assert_eq!(
                find(item, Context::Finished),
                None,
                "{item:?} after the end"
            );
        }
        assert!(main(Context::Finished).contains(&Item::Restart));
        // The lesson starts from the givens being edited (a game goes back to editing first).
        assert!(main(Context::Edit).contains(&Item::Lesson));
        for context in [Context::Play, Context::Finished] {
            assert_eq!(find(Item::Lesson, context), None, "{context:?}");
        }
        // Go to step, in the lesson only, under the entry that leaves it; the others where
        // editing has them, so that the presses to reach them do not change.
        let (edit, lesson) = (main(Context::Edit), main(Context::Lesson));
        let at = lesson.iter().position(|&i| i == Item::LessonGoTo);
        assert_eq!(
            at,
            Some(edit.iter().position(|&i| i == Item::Lesson).unwrap() + 1)
        );
        let without: heapless::Vec<Item, ENTRIES> = lesson
            .iter()
            .copied()
            .filter(|&i| i != Item::LessonGoTo)
            .collect();
        let edit_but_queens: heapless::Vec<Item, ENTRIES> = edit
            .iter()
            .copied()
            .filter(|&i| i != Item::Queens)
            .collect();
        assert_eq!(without, edit_but_queens);
        // The entries after the queens are where editing has them.
        let queens = edit.iter().position(|&i| i == Item::Queens).unwrap();
        assert_eq!(lesson[queens + 1..], edit[queens + 1..]);
        for context in [Context::Edit, Context::Play, Context::Finished] {
            assert_eq!(find(Item::LessonGoTo, context), None, "{context:?}");
        }
        assert!(main(Context::Edit).contains(&Item::Count));
        assert_eq!(
            find(Item::Count, Context::Play),
            None,
            "counting belongs to editing"
        );
    }

    #[test]
    fn the_most_used_entries_come_first_and_tools_and_settings_have_pages() {
        assert_eq!(items(Page::Main, Context::Edit)[0], Item::Play);
        assert_eq!(items(Page::Main, Context::Play)[0], Item::Hint);
        assert_eq!(items(Page::Main, Context::Finished)[0], Item::NewPuzzle);
        for context in CONTEXTS {
            assert_eq!(
                find(Item::Benchmark, context).map(|f| f.0),
                Some(Page::Tools)
            );
            assert_eq!(find(Item::Version, context).map(|f| f.0), Some(Page::Tools));
            for setting in Preference::SETTINGS_PAGE.map(Item::Preference) {
                assert_eq!(find(setting, context).map(|f| f.0), Some(Page::Settings));
            }
            let main = items(Page::Main, context);
            // Settings, Tools and Close end every main page: two presses of Up from the top
            // reach Tools whatever the board shows.
            assert_eq!(
                main[main.len() - 3..],
                [Item::Settings, Item::Tools, Item::Close],
                "{context:?}"
            );
            for page in [Page::Settings, Page::Tools] {
                assert_eq!(items(page, context).last(), Some(&Item::Back));
            }
            assert!(main.len() <= ENTRIES, "room in the list box");
        }
    }

    #[test]
    fn entries_are_named_as_the_emulator_tests_reach_them() {
        use std::{format, string::String, vec::Vec};
        let name = |item: Item| format!("{item:?}");
        assert_eq!(name(Item::Preference(Preference::Watch)), "Watch");
        assert_eq!(name(Item::Preference(Preference::SkipUsed)), "SkipUsed");
        assert_eq!(name(Item::NewPuzzle), "NewPuzzle");
        let mut names: Vec<String> = Vec::new();
        for context in CONTEXTS {
            for page in PAGES {
                for item in items(page, context) {
                    if !names.contains(&name(item)) {
                        names.push(name(item));
                    }
                }
            }
        }
        // One name per entry: as many names as entries the menu offers anywhere.
        let mut entries: Vec<Item> = Vec::new();
        for context in CONTEXTS {
            for page in PAGES {
                for item in items(page, context) {
                    if !entries.contains(&item) {
                        entries.push(item);
                    }
                }
            }
        }
        assert_eq!(names.len(), entries.len(), "{names:?}");
        assert!(names.iter().all(|n| n.chars().all(char::is_alphanumeric)));
    }
}
