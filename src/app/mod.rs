//! The app: one editor per grid size, the Start menu, the library and save-slot screens, and
//! the memory stick (autosave and resume, slots), over any [`Storage`].
//!
//! The PSP shell calls [`App::frame_inputs`] once a frame with the pad model's inputs (see
//! [`crate::pad`]) and a clock, and draws the app (`draw::app::AppScreen`) when [`App::revision`] changes. The autosave goes
//! to [`STATE_FILE`] in the app's own folder (see the README for why not `SAVEDATA`).
//!
//! This file holds the app's state, a frame, and the dispatch of presses to the view on screen;
//! each view and each kind of file has a file of its own:
//!
//! | file | holds |
//! |---|---|
//! | `menu.rs`, `menu/` | the Start menu: its pages and entries (`entries.rs`), their labels (`labels.rs`), moving through it (`navigate.rs`), what choosing an entry does (`choose.rs`) |
//! | `library.rs` | the library screen: collections, jumps, reading a file a slice a frame, loading a puzzle |
//! | `share.rs` | "Add to mine.txt": the grid's givens appended as one line |
//! | `slots.rs` | the save slots: what each holds, saving into and loading from one |
//! | `resume.rs` | the autosave resumed at start, the active editor as a save holds it, size switches |
//! | `autosave.rs` | when the autosave is written |
//! | `benchmark.rs` | the in-app benchmark's figures in `benchmark.txt` |

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
mod library;
pub mod menu;
mod player;
mod power;
mod resume;
mod share;
pub mod slots;

use core::fmt::Write;

use crate::{
    clock::Clock,
    editor::{Editor, Effect, Mode, play::Mistakes, settings::Settings, status::Tone},
    format::AnyGrid,
    library::Library,
    logic::Difficulty,
    pad::{Buttons, Frame, Input, KeypadView},
    save::{self, Loaded, Storage},
    size::{Four, GridSize, Nine, Sixteen, Size},
    text::{In, Key, Lang},
};

use autosave::Autosave;
use menu::{ENTRIES, Label};

pub use benchmark::BENCHMARK_FILE;
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
    settings: Settings,
    /// The difficulty of new puzzles.
    difficulty: Difficulty,
    /// Mistake marking in games.
    mistakes: Mistakes,
    /// The clock at the last frame (seeds new puzzles).
    now_us: u64,
    library: Library,
    slots: [Option<SlotInfo>; SLOTS],
    /// The menu's confirm button (the console's setting); the other of Circle and Cross leaves.
    confirm: Buttons,
    /// The console's language.
    console_lang: Lang,
    /// The language chosen in the menu (kept in `player.sav`), over the console's.
    chosen_lang: Option<Lang>,
    /// Whether Circle and Cross skip the digits the cell's peers hold.
    assist: bool,
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
            settings: Settings::default(),
            difficulty: Difficulty::Medium,
            mistakes: Mistakes::Off,
            now_us: 0,
            library: Library::new(),
            slots: [None; SLOTS],
            confirm: if confirm == Buttons::CIRCLE {
                Buttons::CIRCLE
            } else {
                Buttons::CROSS
            },
            console_lang: console.lang,
            chosen_lang: None,
            assist: false,
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

    /// Shows a message on the active editor's status line.
    fn notify(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        with_editor!(self, e => e.notify(tone, args));
    }

    /// Shows the message of `key`, with `args` in its placeholders, in the app's language.
    fn tell(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        with_editor!(self, e => e.notify_key(tone, key, args));
    }

    /// The language the app speaks: the one chosen in the menu, else the console's.
    pub fn lang(&self) -> Lang {
        self.chosen_lang.unwrap_or(self.console_lang)
    }

    /// Hands the app's language to every editor.
    fn apply_lang(&mut self) {
        let lang = self.lang();
        self.four.set_lang(lang);
        self.nine.set_lang(lang);
        self.sixteen.set_lang(lang);
        self.revision = self.revision.wrapping_add(1);
    }

    /// Chooses `lang` over the console's (the menu's entry); kept in `player.sav`.
    pub fn choose_lang(&mut self, lang: Lang) {
        self.chosen_lang = Some(lang);
        self.apply_lang();
        let name = In(lang, Key::LanguageName);
        self.tell(Tone::Info, Key::LanguageChosen, &[&name]);
        self.keep_settings();
    }

    /// One frame of presses as tests and tools script them: the buttons `presses` went down
    /// while `held` were down (see [`Frame::of_presses`]); while the editor is busy, only the
    /// first input of the frame counts (it stops the work).
    pub fn frame(&mut self, presses: Buttons, held: Buttons, clock: &mut impl Clock) {
        let mut frame = Frame::of_presses(presses, held);
        if self.is_busy() {
            frame.inputs.truncate(1);
        }
        self.frame_inputs(&frame, clock);
    }

    /// One frame: the pad model's inputs in order, the keypad to show, the active editor's work
    /// slice, and the autosave. While the console sleeps or resumes nothing happens: no file is
    /// touched until the resume is complete ([`App::power`]).
    pub fn frame_inputs(&mut self, frame: &Frame, clock: &mut impl Clock) {
        if self.asleep_since.is_some() {
            return;
        }
        let clock = &mut power::Awake {
            clock,
            asleep_us: self.asleep_us,
        };
        self.now_us = clock.now_us();
        // One piece of file work a size switch left, if any: a frame opens one file.
        self.files_touched = self.files_later();
        for &input in &frame.inputs {
            self.input(input);
        }
        if self.library_tick(clock) {
            self.revision = self.revision.wrapping_add(1);
        }
        if frame.keypad != self.keypad {
            self.keypad = frame.keypad;
            self.revision = self.revision.wrapping_add(1);
        }
        let covered = self.view != View::Board;
        with_editor!(self, e => {
            e.set_covered(covered);
            e.tick(clock)
        });
        // The benchmark's 16x16 part borrows the 16x16 editor's solver.
        if self.active == GridSize::Nine {
            self.nine.tick_benchmark_sixteen(&mut self.sixteen, clock);
        }
        match with_editor!(self, e => e.take_effect()) {
            Some(Effect::BenchmarkDone(figures)) => self.write_benchmark(&figures),
            Some(Effect::GameFinished { elapsed_ms }) => {
                let difficulty = with_editor!(self, e => e.puzzle_difficulty());
                self.game_finished(elapsed_ms, difficulty);
            }
            None => {}
        }
        let mut record: heapless::String<1024> = heapless::String::new();
        if with_editor!(self, e => e.take_race_record(&mut record)) {
            // The screen shows the figures too.
            let _ = self.storage.write(RACE_FILE, record.as_bytes());
        }
        let now_ms = clock.now_us() / 1000;
        let snapshot = self.snapshot();
        // After other file work in this frame, the autosave waits for the next.
        if self.autosave.observe(&snapshot, now_ms) && !self.files_touched {
            self.write_autosave(snapshot, now_ms);
        }
    }

    /// One input: to the view on screen (a busy editor takes every input: it stops).
    fn input(&mut self, input: Input) {
        let busy = with_editor!(self, e => e.is_busy());
        if busy || matches!(input, Input::Commit | Input::TakeBack) {
            // A tentative press the menu took has nothing for the editor to commit or take back.
            with_editor!(self, e => e.input(input));
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        if self.view == View::Board {
            if input == Input::Press(Buttons::START) {
                self.open_menu();
            } else {
                with_editor!(self, e => e.input(input));
            }
            return;
        }
        // In a list, a press is its button and a flick up, down, left or right its direction.
        let button = match input {
            Input::Press(b) | Input::Tentative(b) => b,
            Input::Flick { key, .. } => key.directions(),
            Input::Chord(_) | Input::Commit | Input::TakeBack => Buttons::NONE,
        };
        if button.iter().count() != 1 {
            return;
        }
        match self.view {
            View::Board => {}
            View::Menu { selected } => self.menu_press(selected, button),
            View::Library { selected } => self.library_press(selected, button),
            View::Collections { selected } => self.collections_press(selected, button),
            View::GoTo { number, place } => self.goto_press(number, place, button),
            View::Slots { selected, saving } => self.slot_press(selected, saving, button),
        }
    }

    /// The stick's keypad while a flick is under way (shown over the legend).
    pub fn keypad(&self) -> Option<KeypadView> {
        self.keypad
    }

    /// Switches to `size` and hands its editor to `load`.
    fn load_grid<S: Size>(&mut self, size: GridSize, load: impl FnOnce(&mut Editor<S>))
    where
        Self: EditorOf<S>,
    {
        self.switch_to(size);
        load(self.editor_of());
    }

    /// Loads `grid` into the editor of its size, as an undoable step (tools and tests; the
    /// player loads through the library and the slots).
    pub fn load_puzzle(&mut self, grid: AnyGrid) {
        match grid {
            AnyGrid::Four(g) => self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load(g)),
            AnyGrid::Nine(g) => self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load(g)),
            AnyGrid::Sixteen(g) => {
                self.load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| e.load(g))
            }
        }
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

/// The editor of size `S` inside the app (lets size-generic code reach the right one).
pub trait EditorOf<S: Size> {
    /// The editor of that size.
    fn editor_of(&mut self) -> &mut Editor<S>;
}

impl<St: Storage> EditorOf<Four> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Four> {
        &mut self.four
    }
}

impl<St: Storage> EditorOf<Nine> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Nine> {
        &mut self.nine
    }
}

impl<St: Storage> EditorOf<Sixteen> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Sixteen> {
        &mut self.sixteen
    }
}

/// Whether the active editor of `app` is in mode `mode` (for tests and tools).
pub fn active_mode<St: Storage>(app: &App<St>) -> Mode {
    match app.active {
        GridSize::Four => app.four.mode(),
        GridSize::Nine => app.nine.mode(),
        GridSize::Sixteen => app.sixteen.mode(),
    }
}

/// The active editor's grid as text (for tests and tools).
pub fn active_grid_line<St: Storage>(app: &App<St>, out: &mut impl Write) -> core::fmt::Result {
    match app.active {
        GridSize::Four => write!(out, "{}", app.four.grid()),
        GridSize::Nine => write!(out, "{}", app.nine.grid()),
        GridSize::Sixteen => write!(out, "{}", app.sixteen.grid()),
    }
}

/// The cursor of the active editor as a cell index (for tests and tools).
pub fn active_cursor<St: Storage>(app: &App<St>) -> usize {
    match app.active {
        GridSize::Four => app.four.cursor().index(),
        GridSize::Nine => app.nine.cursor().index(),
        GridSize::Sixteen => app.sixteen.cursor().index(),
    }
}

#[cfg(test)]
mod tests;
