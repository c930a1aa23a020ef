//! The app: one editor per grid size, the Start menu, the library and save-slot screens, the
//! in-app benchmark, and the memory stick (autosave and resume, slots, the player's profile),
//! over any [`Storage`].
//!
//! ## What the app holds
//!
//! [`App`] is a handful of parts, each a field: the storage; the three editors ([`Editors`]:
//! one per size, one in front); the player's [`Preferences`], the one copy there is; the
//! [`View`] on screen (the menu's page with it); the library; what the slots hold; what the
//! console says ([`Console`]); what the stick holds and what waits to be written
//! (`files::Files`); the clock and the console's sleep (`power::Time`); the stick's keypad;
//! what the app runs itself (the benchmark while it runs, or the N queens on screen); and the
//! revision the shell redraws on.
//!
//! ## How a frame flows
//!
//! The PSP shell calls [`App::frame_inputs`] once a frame with the pad model's inputs (see
//! [`crate::pad`]) and a clock, and draws the app (`draw::app::AppScreen`) when
//! [`App::revision`] changes (`frame.rs`):
//!
//! 1. each input, in order, to the view on screen: a list (menu, library, slots) takes it, or
//!    the editor in front does (always, while it is busy: the input stops its work);
//! 2. the library reads on into its file, in a frame no press redraws (a file's first read
//!    opens it: 10 ms on a stick); the keypad shown follows the stick;
//! 3. the editor in front ticks (its search, new puzzle, lesson or game timer), then the
//!    benchmark's slice runs if it does (`benchmark.rs`);
//! 4. what the editor asks of the app: a game finished (best times, `player.rs`);
//! 5. in a frame the shell does not redraw and that ran no slice of work, the writes: one a
//!    press left for later if no file was opened yet (a size switch's grid, `player.sav`, a
//!    slot, a line of `mine.txt`: `files.rs`), a race's record (`race.txt`) and the lesson's
//!    trace, then the autosave, when the state has been still long enough and no other file
//!    was touched. After `files::MOST_HELD` frames in a row without such a frame, a frame is
//!    set aside for a press's write or the autosave: steps 2 and 3 wait.
//!
//! ## Reaching an editor, lending the preferences
//!
//! The editor in front is `self.editors.active_mut()`, a `&mut dyn AnyEditor`: every
//! operation the app asks of an editor, whatever its size, is on
//! [`AnyEditor`](crate::editor::AnyEditor); each editor is reached with
//! `editors.each_mut(|e| ...)`, and the one of a grid's size with [`Editors::load`]. Code that
//! needs the size itself (drawing) visits the one in front ([`Editors::visit`]). The app lends
//! its [`Preferences`] by reference with each press and frame
//! (`editor.input(input, &self.prefs)`, `editor.tick(clock, &self.prefs)`): no editor keeps a
//! copy. A menu entry with a value steps its [`crate::preferences::Preference`]
//! (`menu/choose.rs`), and `player.sav` keeps them ([`crate::save::Profile`]).
//!
//! ## Files
//!
//! | file | holds |
//! |---|---|
//! | `mod.rs` | the app's parts and what the screen reads of them |
//! | `frame.rs` | a frame: the pad's inputs to the view on screen, the editor's and the benchmark's slices, the editor's news, the autosave |
//! | `editors.rs` | [`Editors`]: the three editors, the one in front as `dyn AnyEditor`, loading a grid into the one of its size |
//! | `language.rs` | the app's language (the console's or the one chosen) and its messages on the status line |
//! | `menu.rs`, `menu/` | the Start menu: its pages and entries (`entries.rs`), their labels (`labels.rs`), moving through it (`navigate.rs`), what choosing an entry does (`choose.rs`) |
//! | `library.rs` | the library screen: collections, jumps, reading a file a slice a frame, loading a puzzle |
//! | `share.rs` | "Add to mine.txt": the grid's givens appended as one line |
//! | `slots.rs` | the save slots: what each holds, saving into and loading from one |
//! | `resume.rs` | the autosave resumed at start, the active editor as a save holds it, size switches |
//! | `files.rs` | what the stick holds and what waits to be written (one file a frame) |
//! | `autosave.rs` | when the autosave is written |
//! | `load.rs` | whether work runs ([`Load`]), for the shell to set the CPU's clock by |
//! | `benchmark.rs`, `benchmark/` | the in-app benchmark, a job the app owns: each part's running totals in its own variant, a frame's slice at a time; its figures and `benchmark.txt` (`figures.rs`) |
//! | `player.rs` | `player.sav`: the preferences restored and kept, the best times |
//! | `queens.rs`, `queens/` | the N queens on screen, a mode the app owns: two orders racing, a step at a time or a slice a frame, stepping back, counting and browsing the solutions |
//! | `power.rs` | quitting and sleep: saving at once, no file work until a resume is complete, the time asleep left out |
//!
//! Each view's and each mode's tests sit beside it (`menu/tests.rs`, `resume/tests.rs`...),
//! on the fixtures of `src/test_support.rs`.

pub mod autosave;
mod benchmark;
mod editors;
mod files;
mod frame;
mod language;
mod library;
mod load;
pub mod menu;
mod player;
mod power;
pub mod queens;
mod resume;
mod share;
pub mod slots;

use crate::{
    format::AnyGrid,
    library::Library,
    pad::{Buttons, KeypadView},
    preferences::Preferences,
    save::{self, Loaded, Storage},
    size::GridSize,
    text::Lang,
};

use benchmark::Benchmark;
use files::Files;
use menu::{ENTRIES, Label, Page};
use power::Time;
use queens::QueensMode;

pub use benchmark::{BENCHMARK_FILE, BENCHMARK_GENERATED, BENCHMARK_SIXTEEN, Figures};
pub use editors::Editors;
pub use library::{COLLECTION_ROWS, JUMPS, READ_BUDGET_US, digits};
pub use load::Load;
pub use player::PLAYER_FILE;
pub use power::Power;
pub use resume::{STATE_FILE, size_file};
pub use slots::{SLOTS, SlotInfo, slot_file};

/// Where the lesson writes the figures of a race once it ends (see `sudoku race`).
pub const RACE_FILE: &str = "race.txt";
/// Where the lesson writes its chosen algorithm's first steps, as `sudoku race --trace` prints
/// them, when it starts and when another puzzle or algorithm is chosen.
pub const LESSON_FILE: &str = "lesson.txt";

/// What the screen shows over (or instead of) the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The editor alone.
    Board,
    /// The Start menu: a page, with its highlighted entry.
    Menu {
        /// The page shown.
        page: Page,
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

/// What the app runs itself besides the editors, one at a time (starting one ends the other).
// No heap to box a variant into: the app holds one at most, paid for once.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum Owned {
    /// The editor in front alone.
    Nothing,
    /// The in-app benchmark, while it runs (over the 9x9 editor).
    Benchmark(Benchmark),
    /// The N queens, on screen instead of the editor.
    Queens(QueensMode),
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
    /// The three editors, one in front.
    editors: Editors,
    /// The player's preferences: the one copy, lent to the editors with each press and frame.
    prefs: Preferences,
    view: View,
    library: Library,
    slots: [Option<SlotInfo>; SLOTS],
    /// What the console's settings say (the confirm button, the language).
    console: Console,
    /// What the memory stick holds and what waits to be written.
    files: Files,
    /// The clock at the last frame, and the console's sleep kept out of it.
    time: Time,
    /// The stick's keypad while a flick is under way.
    keypad: Option<KeypadView>,
    /// What the app runs itself besides the editors: the benchmark, or the N queens.
    owned: Owned,
    revision: u32,
}

impl<St: Storage> core::fmt::Debug for App<St> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("App")
            .field("active", &self.editors.active_size())
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
        let confirm = if console.confirm == Buttons::CIRCLE {
            Buttons::CIRCLE
        } else {
            Buttons::CROSS
        };
        let mut app = App {
            storage,
            editors: Editors::new(),
            prefs: Preferences::default(),
            view: View::Board,
            library: Library::new(),
            slots: [None; SLOTS],
            console: Console { confirm, ..console },
            files: Files::new(),
            time: Time::default(),
            keypad: None,
            owned: Owned::Nothing,
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

    /// Whether the editor in front, or the N queens, is busy (any button stops it).
    pub fn is_busy(&self) -> bool {
        self.editors.active().is_busy() || self.queens().is_some_and(QueensMode::is_busy)
    }

    /// The N queens, while they are on screen.
    pub fn queens(&self) -> Option<&QueensMode> {
        match &self.owned {
            Owned::Queens(queens) => Some(queens),
            _ => None,
        }
    }

    /// Changes whenever anything on screen may have changed.
    pub fn revision(&self) -> (u32, u32, GridSize) {
        let editors = &self.editors;
        (
            self.revision,
            editors.active().revision(),
            editors.active_size(),
        )
    }

    /// The size being edited.
    pub fn active(&self) -> GridSize {
        self.editors.active_size()
    }

    /// What the screen shows.
    pub fn view(&self) -> View {
        self.view
    }

    /// The three editors (the one in front is [`App::active`]'s).
    pub fn editors(&self) -> &Editors {
        &self.editors
    }

    /// Loads `grid` into the editor of its size, brought in front, as an undoable step (the
    /// library; tools and tests).
    pub fn load_puzzle(&mut self, grid: AnyGrid) {
        self.switch_to(grid.size());
        self.editors.load(grid, None);
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
        self.console.confirm
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
