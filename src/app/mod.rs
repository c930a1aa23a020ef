//! The app: one editor per grid size, the Start menu, the library and save-slot screens, and
//! the memory stick (autosave and resume, slots), over any [`Storage`].
//!
//! The PSP shell calls [`App::frame_inputs`] once a frame with the pad model's inputs (see
//! [`crate::pad`]) and a clock, and draws the app (`draw::app::AppScreen`) when [`App::revision`] changes. The autosave goes
//! to [`STATE_FILE`] in the app's own folder (see the README for why not `SAVEDATA`).
//!
//! This file holds the app's state and what the screen reads of it; a frame, each view and each
//! kind of file has a file of its own:
//!
//! | file | holds |
//! |---|---|
//! | `frame.rs` | a frame: the pad's inputs to the view on screen, the editor's work slice, its effects, the autosave |
//! | `editors.rs` | the three editors: the one of a size, the active one as tools read it, loading a grid |
//! | `language.rs` | the app's language (the console's or the one chosen) and its messages on the status line |
//! | `menu.rs`, `menu/` | the Start menu: its pages and entries (`entries.rs`), their labels (`labels.rs`), moving through it (`navigate.rs`), what choosing an entry does (`choose.rs`) |
//! | `library.rs` | the library screen: collections, jumps, reading a file a slice a frame, loading a puzzle |
//! | `share.rs` | "Add to mine.txt": the grid's givens appended as one line |
//! | `slots.rs` | the save slots: what each holds, saving into and loading from one |
//! | `resume.rs` | the autosave resumed at start, the active editor as a save holds it, size switches |
//! | `autosave.rs` | when the autosave is written |
//! | `benchmark.rs` | the in-app benchmark's figures in `benchmark.txt` |
//! | `player.rs` | `player.sav`: the menu's settings restored and kept, the best times |
//! | `power.rs` | quitting and sleep: saving at once, no file work until a resume is complete, the time asleep left out |

/// Runs `$body` with `$e` bound to the active editor (each size's code is its own monomorphised copy).
macro_rules! with_editor {
    ($app:expr, $e:ident => $body:expr) => {
        match $app.active {
            GridSize::Four => {
                let $e = &mut $app.four;
                $body
            }
            GridSize::Nine => {
                let $e = &mut $app.nine;
                $body
            }
            GridSize::Sixteen => {
                let $e = &mut $app.sixteen;
                $body
            }
        }
    };
}

pub mod autosave;
mod benchmark;
mod editors;
mod frame;
mod language;
mod library;
pub mod menu;
mod player;
mod power;
mod resume;
mod share;
pub mod slots;

use crate::{
    editor::Editor,
    library::Library,
    pad::{Buttons, KeypadView},
    preferences::Preferences,
    save::{self, Loaded, Storage},
    size::{Four, GridSize, Nine, Sixteen},
    text::Lang,
};

use autosave::Autosave;
use menu::{ENTRIES, Label};

pub use benchmark::BENCHMARK_FILE;
pub use editors::{EditorOf, active_cursor, active_grid_line, active_mode};
pub use library::{COLLECTION_ROWS, JUMPS, READ_BUDGET_US, digits};
pub use player::PLAYER_FILE;
pub use power::Power;
pub use resume::{STATE_FILE, size_file};
pub use slots::{SLOTS, SlotInfo, slot_file};

/// Where the lesson writes the figures of a race once it ends (see `sudoku race`).
pub const RACE_FILE: &str = "race.txt";

/// What the screen shows over (or instead of) the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The editor alone.
    Board,
    /// The Start menu, with its highlighted entry.
    Menu {
        /// Index into the page's entries ([`App::menu_items`]).
        selected: usize,
    },
    /// The library, browsing its open collection.
    Library {
        /// The puzzle chosen in the collection, from 0.
        selected: usize,
    },
    /// The library's list of collections.
    Collections {
        /// The highlighted collection.
        selected: usize,
    },
    /// The library, a puzzle number being typed.
    GoTo {
        /// The number (from 1), as typed so far.
        number: u32,
        /// The digit being turned, from the left.
        place: u8,
    },
    /// The save slots, to save into or load from.
    Slots {
        /// The highlighted slot.
        selected: usize,
        /// Whether confirming saves (else loads).
        saving: bool,
    },
}

/// What the console tells the app at start: its settings the app follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Console {
    /// The menus' confirm button (Circle on consoles set up the Japanese way, else Cross).
    pub confirm: Buttons,
    /// The language of the console's system settings (French, or English for every other).
    pub lang: Lang,
}

/// The whole app: about 200 KiB, mostly the 16x16 solver (the PSP shell runs it on a large stack).
pub struct App<St: Storage> {
    storage: St,
    four: Editor<Four>,
    nine: Editor<Nine>,
    sixteen: Editor<Sixteen>,
    active: GridSize,
    /// Which sizes' editors hold their saved grid (or have been used) already.
    ready: [bool; 3],
    view: View,
    /// The menu page shown while the view is the menu.
    menu_page: menu::Page,
    /// The player's preferences: the one copy, lent to the editors with each press and frame.
    prefs: Preferences,
    /// The clock at the last frame (seeds new puzzles).
    now_us: u64,
    library: Library,
    slots: [Option<SlotInfo>; SLOTS],
    /// The menu's confirm button (the console's setting); the other of Circle and Cross leaves.
    confirm: Buttons,
    /// The console's language (the app's until the menu chooses one).
    console_lang: Lang,
    /// The grid a size switch left behind, written to its file at the next frame.
    grid_later: Option<(GridSize, save::Snapshot)>,
    /// Settings changed by a size switch, written to `player.sav` in a frame after it.
    settings_later: bool,
    /// Whether this frame has worked on the memory stick already (the autosave then waits).
    files_touched: bool,
    /// The stick's keypad while a flick is under way.
    keypad: Option<KeypadView>,
    autosave: Autosave,
    /// The player's settings and best times as `player.sav` holds them.
    profile: save::Profile,
    /// Since when (on the shell's clock) the console sleeps or resumes, if it does.
    asleep_since: Option<u64>,
    /// Microseconds the console has slept in all, left out of every time the app measures.
    asleep_us: u64,
    revision: u32,
}

impl<St: Storage> core::fmt::Debug for App<St> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("App")
            .field("active", &self.active)
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}

impl<St: Storage> App<St> {
    /// Starts the app on `storage` for a console in English: see [`App::start`].
    pub fn new(storage: St, confirm: Buttons) -> Self {
        Self::start(
            storage,
            Console {
                confirm,
                lang: Lang::En,
            },
        )
    }

    /// Starts the app on `storage`: takes the settings of `player.sav` (its language over the
    /// console's), resumes the autosave (or reports it damaged), reads the slots; `console` is
    /// what the console's settings say. The library looks at the stick when opened.
    pub fn start(storage: St, console: Console) -> Self {
        let confirm = console.confirm;
        let mut app = App {
            storage,
            four: Editor::new(),
            nine: Editor::new(),
            sixteen: Editor::new(),
            active: GridSize::Nine,
            ready: [false; 3],
            view: View::Board,
            menu_page: menu::Page::Main,
            prefs: Preferences::default(),
            now_us: 0,
            library: Library::new(),
            slots: [None; SLOTS],
            confirm: if confirm == Buttons::CIRCLE {
                Buttons::CIRCLE
            } else {
                Buttons::CROSS
            },
            console_lang: console.lang,
            grid_later: None,
            settings_later: false,
            files_touched: false,
            keypad: None,
            autosave: Autosave::new(None),
            profile: save::Profile::default(),
            asleep_since: None,
            asleep_us: 0,
            revision: 0,
        };
        // The settings first (the autosave then says which grid and game are in front), then
        // the save's news. Every message is in the console's language, or the player's once
        // player.sav is read.
        app.apply_lang();
        app.load_player();
        app.resume();
        for n in 0..SLOTS {
            app.slots[n] = match save::load(&mut app.storage, &slot_file(n)) {
                Ok(Loaded::Resumed { snapshot, .. }) => app.slot_info(n, &snapshot),
                _ => None,
            };
        }
        app
    }

    /// The stick's keypad while a flick is under way (shown over the legend).
    pub fn keypad(&self) -> Option<KeypadView> {
        self.keypad
    }

    /// Whether the active editor is searching or benchmarking.
    pub fn is_busy(&self) -> bool {
        match self.active {
            GridSize::Four => self.four.is_busy(),
            GridSize::Nine => self.nine.is_busy(),
            GridSize::Sixteen => self.sixteen.is_busy(),
        }
    }

    /// Changes whenever anything on screen may have changed.
    pub fn revision(&self) -> (u32, u32, GridSize) {
        let editor = match self.active {
            GridSize::Four => self.four.revision(),
            GridSize::Nine => self.nine.revision(),
            GridSize::Sixteen => self.sixteen.revision(),
        };
        (self.revision, editor, self.active)
    }

    /// The size being edited.
    pub fn active(&self) -> GridSize {
        self.active
    }

    /// What the screen shows.
    pub fn view(&self) -> View {
        self.view
    }

    /// The 4x4 editor.
    pub fn four(&self) -> &Editor<Four> {
        &self.four
    }

    /// The 9x9 editor.
    pub fn nine(&self) -> &Editor<Nine> {
        &self.nine
    }

    /// The 16x16 editor.
    pub fn sixteen(&self) -> &Editor<Sixteen> {
        &self.sixteen
    }

    /// The puzzle library.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// What each save slot holds.
    pub fn slots(&self) -> &[Option<SlotInfo>; SLOTS] {
        &self.slots
    }

    /// The storage (for tests and tools).
    pub fn storage(&self) -> &St {
        &self.storage
    }

    /// The player's preferences.
    pub fn preferences(&self) -> &Preferences {
        &self.prefs
    }

    /// The menu's confirm button.
    pub fn confirm_button(&self) -> Buttons {
        self.confirm
    }

    /// The labels of the open list (menu or slots), for drawing.
    pub fn list_labels(&self) -> heapless::Vec<Label, ENTRIES> {
        match self.view {
            View::Menu { .. } => self.menu_labels(),
            View::Slots { .. } => slots::labels(&self.slots, self.lang()),
            View::Board | View::Library { .. } | View::Collections { .. } | View::GoTo { .. } => {
                heapless::Vec::new()
            }
        }
    }
}

#[cfg(test)]
mod tests;
