//! The Start menu: its entries and their labels.

use core::fmt::Write;

use crate::{
    editor::{Mode, difficulty_key, play::Mistakes, settings::Settings, status::Tone},
    logic::Difficulty,
    pad::Buttons,
    save::Storage,
    size::GridSize,
    text::{In, Key, Lang},
};

use super::{App, View, active_mode};

/// Longest entry label, in bytes (an accented letter takes two; the list shows 30 characters).
pub const LABEL_CAPACITY: usize = 48;
/// Most entries a list holds.
pub const ENTRIES: usize = 15;

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
}

/// An entry of the Start menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// How play mode marks mistakes.
    Mistakes,
    /// Watch mode on or off.
    Watch,
    /// Watch mode's speed.
    Speed,
    /// Whether Circle and Cross skip the digits the cell's row, column and box hold.
    Assist,
    /// The grid size being edited.
    Size,
    /// The language: the console's, or the one chosen here.
    Language,
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

/// The entries of `page` over `context`, top to bottom: only those that apply, the most used
/// first.
pub fn items(page: Page, context: Context) -> heapless::Vec<Item, ENTRIES> {
    let list: &[Item] = match (page, context) {
        (Page::Main, Context::Edit) => &[
            Item::Play,
            Item::NewPuzzle,
            Item::Library,
            Item::Share,
            Item::Hint,
            Item::Count,
            Item::Lesson,
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
        (Page::Settings, _) => &[
            Item::Mistakes,
            Item::Watch,
            Item::Speed,
            Item::Assist,
            Item::Language,
            Item::Back,
        ],
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

/// The next difficulty (`forward`) or the previous one, wrapping.
pub fn step_difficulty(difficulty: Difficulty, forward: bool) -> Difficulty {
    let all = Difficulty::ALL;
    let i = all.iter().position(|&d| d == difficulty).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

impl<St: Storage> App<St> {
    /// The button that leaves a list (the other of Circle and Cross).
    pub(super) fn back(&self) -> Buttons {
        if self.confirm == Buttons::CIRCLE {
            Buttons::CROSS
        } else {
            Buttons::CIRCLE
        }
    }

    /// What the menu is opened over now.
    pub fn menu_context(&self) -> Context {
        let finished = match self.active {
            GridSize::Four => self.four.play().finished,
            GridSize::Nine => self.nine.play().finished,
            GridSize::Sixteen => self.sixteen.play().finished,
        };
        match active_mode(self) {
            Mode::Play if finished => Context::Finished,
            Mode::Play => Context::Play,
            _ => Context::Edit,
        }
    }

    /// The menu page shown (the main page until another is opened).
    pub fn menu_page(&self) -> Page {
        self.menu_page
    }

    /// The entries of the page shown, top to bottom.
    pub fn menu_items(&self) -> heapless::Vec<Item, ENTRIES> {
        self.menu_items_of(self.menu_page)
    }

    /// The entries of `page` over the app as it is now.
    pub fn menu_items_of(&self, page: Page) -> heapless::Vec<Item, ENTRIES> {
        items(page, self.menu_context())
    }

    /// The presses that open the menu from the board and highlight `item` (through its page,
    /// the shorter way round each list), if the menu offers it now; confirm or Left/Right then
    /// act on it.
    pub fn menu_presses(&self, item: Item) -> Option<heapless::Vec<Buttons, 24>> {
        let context = self.menu_context();
        let (page, at) = find(item, context)?;
        let mut presses = heapless::Vec::new();
        let walk = |presses: &mut heapless::Vec<Buttons, 24>, at: usize, len: usize| {
            let (button, times) = if at <= len - at {
                (Buttons::DOWN, at)
            } else {
                (Buttons::UP, len - at)
            };
            for _ in 0..times {
                let _ = presses.push(button);
            }
        };
        let _ = presses.push(Buttons::START);
        if page != Page::Main {
            let entry = if page == Page::Settings {
                Item::Settings
            } else {
                Item::Tools
            };
            let main = items(Page::Main, context);
            let to = main.iter().position(|&i| i == entry)?;
            walk(&mut presses, to, main.len());
            let _ = presses.push(self.confirm);
        }
        walk(&mut presses, at, items(page, context).len());
        Some(presses)
    }

    /// A button on the menu: Up/Down choose (wrapping), Left/Right change a value, confirm
    /// activates, the other button goes back a page or closes, Start closes.
    pub(super) fn menu_press(&mut self, selected: usize, button: Buttons) {
        let entries = self.menu_items();
        let n = entries.len();
        // Past the end (never, as the list is kept), the last entry.
        let Some(&item) = entries.get(selected).or(entries.last()) else {
            return;
        };
        match button {
            Buttons::UP => {
                self.view = View::Menu {
                    selected: (selected + n - 1) % n,
                }
            }
            Buttons::DOWN => {
                self.view = View::Menu {
                    selected: (selected + 1) % n,
                }
            }
            Buttons::LEFT | Buttons::RIGHT => self.adjust(item, button == Buttons::RIGHT),
            Buttons::START => self.close_menu(),
            b if b == self.back() && self.menu_page != Page::Main => self.main_page(),
            b if b == self.back() => self.close_menu(),
            b if b == self.confirm => self.activate(item),
            _ => {}
        }
    }

    /// Opens the menu on its main page.
    pub(super) fn open_menu(&mut self) {
        self.menu_page = Page::Main;
        self.view = View::Menu { selected: 0 };
    }

    /// Leaves the menu for the board.
    fn close_menu(&mut self) {
        self.menu_page = Page::Main;
        self.view = View::Board;
    }

    /// Back from a page to the main page, on the entry that opened it.
    fn main_page(&mut self) {
        let from = if self.menu_page == Page::Settings {
            Item::Settings
        } else {
            Item::Tools
        };
        self.menu_page = Page::Main;
        let selected = self
            .menu_items()
            .iter()
            .position(|&i| i == from)
            .unwrap_or(0);
        self.view = View::Menu { selected };
    }

    /// Opens `page` on its first entry.
    fn open_page(&mut self, page: Page) {
        self.menu_page = page;
        self.view = View::Menu { selected: 0 };
    }

    /// Left/Right on a menu entry with a value.
    fn adjust(&mut self, item: Item, forward: bool) {
        match item {
            Item::NewPuzzle => self.difficulty = step_difficulty(self.difficulty, forward),
            Item::Mistakes => {
                self.mistakes = if forward {
                    self.mistakes.next()
                } else {
                    self.mistakes.previous()
                };
                let mistakes = self.mistakes;
                self.four.set_mistakes(mistakes);
                self.nine.set_mistakes(mistakes);
                self.sixteen.set_mistakes(mistakes);
            }
            Item::Watch => self.settings.watch = !self.settings.watch,
            Item::Assist => self.set_assist(!self.assist),
            Item::Speed => {
                let speed = self.settings.speed;
                self.settings.speed = if forward {
                    speed.next()
                } else {
                    speed.previous()
                };
            }
            Item::Size => {
                let size = if forward {
                    self.active.next()
                } else {
                    self.active.previous()
                };
                self.switch_to(size);
            }
            Item::Language => {
                let lang = self.lang();
                let lang = if forward {
                    lang.next()
                } else {
                    lang.previous()
                };
                // Kept in player.sav by choose_lang; the settings below have not changed.
                self.choose_lang(lang);
                return;
            }
            _ => return,
        }
        let settings = self.settings;
        self.four.set_settings(settings);
        self.nine.set_settings(settings);
        self.sixteen.set_settings(settings);
        if item == Item::Size {
            // The switch read a grid in this frame and writes the one left behind in the
            // next: `player.sav` waits for the frame after (one file a frame; a pressed
            // button is seen at once either way, the pad path never waits).
            self.settings_later = true;
        } else {
            self.keep_settings();
        }
    }

    /// Turns Skip used digits on or off in every editor.
    pub(super) fn set_assist(&mut self, on: bool) {
        self.assist = on;
        self.four.set_assist(on);
        self.nine.set_assist(on);
        self.sixteen.set_assist(on);
    }

    /// The confirm button on a menu entry.
    fn activate(&mut self, item: Item) {
        match item {
            Item::Watch
            | Item::Speed
            | Item::Assist
            | Item::Size
            | Item::Mistakes
            | Item::Language => self.adjust(item, true),
            Item::Settings => self.open_page(Page::Settings),
            Item::Tools => self.open_page(Page::Tools),
            Item::Back => self.main_page(),
            Item::Version => self.tell(Tone::Info, Key::VersionSays, &[&VERSION, &BUILD]),
            Item::Restart => {
                self.close_menu();
                with_editor!(self, e => e.restart_game());
            }
            Item::Count => {
                self.close_menu();
                with_editor!(self, e => e.start_count());
            }
            Item::Play => {
                self.close_menu();
                let playing = active_mode(self) == Mode::Play;
                with_editor!(self, e => if playing { e.leave_play() } else { e.start_play() });
            }
            Item::NewPuzzle => {
                self.close_menu();
                let (seed, difficulty) = (self.now_us, self.difficulty);
                with_editor!(self, e => e.start_generate(seed, difficulty));
            }
            Item::Hint => {
                self.close_menu();
                with_editor!(self, e => e.hint());
            }
            Item::Lesson => {
                self.close_menu();
                let on = active_mode(self) == Mode::Lesson;
                with_editor!(self, e => if on { e.leave_lesson() } else { e.start_lesson() });
            }
            // The menu offers these in a game only.
            Item::FillNotes => {
                self.close_menu();
                with_editor!(self, e => e.fill_candidates());
            }
            Item::Pause => {
                self.close_menu();
                with_editor!(self, e => e.pause());
            }
            Item::Library => {
                self.menu_page = Page::Main;
                self.open_library();
            }
            Item::Share => {
                self.close_menu();
                self.share();
            }
            Item::SaveSlot => {
                self.menu_page = Page::Main;
                self.view = View::Slots {
                    selected: 0,
                    saving: true,
                }
            }
            Item::LoadSlot => {
                self.menu_page = Page::Main;
                self.view = View::Slots {
                    selected: 0,
                    saving: false,
                }
            }
            Item::Benchmark => {
                self.switch_to(GridSize::Nine);
                self.close_menu();
                self.nine.start_benchmark();
            }
            Item::Close => self.close_menu(),
        }
    }
}

impl<St: Storage> App<St> {
    /// The menu's labels, with the values of the entries that have one.
    pub(super) fn menu_labels(&self) -> heapless::Vec<Label, ENTRIES> {
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

    const CONTEXTS: [Context; 3] = [Context::Edit, Context::Play, Context::Finished];
    const PAGES: [Page; 3] = [Page::Main, Page::Settings, Page::Tools];

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
            for setting in [Item::Mistakes, Item::Watch, Item::Speed, Item::Assist] {
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
            assert!(main.len() < ENTRIES, "room in the list box");
        }
    }

    #[test]
    fn difficulties_cycle_both_ways() {
        for d in Difficulty::ALL {
            assert_eq!(step_difficulty(step_difficulty(d, true), false), d);
        }
        assert_eq!(
            step_difficulty(Difficulty::NeedsGuessing, true),
            Difficulty::Easy
        );
    }
}
