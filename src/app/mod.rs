//! The app: one editor per grid size, the Start menu, the library and save-slot screens, and
//! the memory stick (autosave and resume, slots), over any [`Storage`].
//!
//! The PSP shell calls [`App::frame`] once a frame with the pad's presses and a clock, and
//! draws [`crate::draw::app::AppScreen`] when [`App::revision`] changes. The autosave goes
//! to [`STATE_FILE`] in the app's own folder (see the README for why not `SAVEDATA`).

pub mod autosave;
pub mod menu;

use core::fmt::Write;

use crate::{
    clock::Clock,
    digit::Digit,
    draw::menu::{ENTRIES, Label},
    editor::{
        Editor, Effect, Mode,
        play::{self, Mistakes, Play},
        settings::Settings,
        status::Tone,
    },
    format::AnyGrid,
    library::{Library, Solutions, UserPuzzles},
    logic::Difficulty,
    pad::Buttons,
    save::{self, Loaded, PlayState, SavedMode, Snapshot, Storage},
    size::{Four, GridSize, Nine, Sixteen, Size},
};

use autosave::Autosave;
use menu::{ITEMS, Item};

/// The autosave: the grid being worked on, whatever its size.
pub const STATE_FILE: &str = "state.sav";
/// Where the in-app benchmark writes its figure.
pub const BENCHMARK_FILE: &str = "benchmark.txt";
/// Number of save slots.
pub const SLOTS: usize = 10;
/// Search nodes the library may spend counting a puzzle's solutions when it is shown.
const LIBRARY_NODES: u32 = 200_000;
/// Entries the library's L and R skip.
const LIBRARY_PAGE: usize = 10;

/// The file a size's grid is kept in while another size is being edited.
pub const fn size_file(size: GridSize) -> &'static str {
    match size {
        GridSize::Four => "grid4.sav",
        GridSize::Nine => "grid9.sav",
        GridSize::Sixteen => "grid16.sav",
    }
}

/// The file of save slot `n` (0-based).
pub fn slot_file(n: usize) -> save::FileName {
    let mut name = save::FileName::new();
    let _ = write!(name, "slot{n}.sav");
    name
}

/// What the screen shows over (or instead of) the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The editor alone.
    Board,
    /// The Start menu, with its highlighted entry.
    Menu {
        /// Index into [`menu::ITEMS`].
        selected: usize,
    },
    /// The library, with the entry shown.
    Library {
        /// Index into the library.
        selected: usize,
    },
    /// The save slots, to save into or load from.
    Slots {
        /// The highlighted slot.
        selected: usize,
        /// Whether confirming saves (else loads).
        saving: bool,
    },
}

/// What a save slot holds, for the slot list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotInfo {
    /// The grid's size.
    pub size: GridSize,
    /// Number of givens.
    pub givens: usize,
    /// Whether it holds a solution.
    pub solved: bool,
    /// Whether it holds a game in progress (givens locked, the player's digits and notes).
    pub game: bool,
}

impl SlotInfo {
    fn of(snapshot: &Snapshot) -> Option<Self> {
        let grid = snapshot.any_grid();
        let (givens, placed) = match grid {
            AnyGrid::Four(g) => (g.given_count(), g.placed_count()),
            AnyGrid::Nine(g) => (g.given_count(), g.placed_count()),
            AnyGrid::Sixteen(g) => (g.given_count(), g.placed_count()),
        };
        let game = snapshot.play().is_some();
        Some(SlotInfo {
            size: GridSize::from_box_size(snapshot.box_size())?,
            givens,
            solved: !game && placed > 0,
            game,
        })
    }
}

/// The mistake marking a save's game code stands for (0 off, 1 rules, 2 solution).
fn saved_mistakes(code: u8) -> Mistakes {
    match code {
        1 => Mistakes::Rules,
        2 => Mistakes::Solution,
        _ => Mistakes::Off,
    }
}

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
    autosave: Autosave,
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

fn size_index(size: GridSize) -> usize {
    match size {
        GridSize::Four => 0,
        GridSize::Nine => 1,
        GridSize::Sixteen => 2,
    }
}

impl<St: Storage> App<St> {
    /// Starts the app on `storage`: resumes the autosave (or reports it damaged), reads the slots;
    /// `confirm` is the console's confirm button, `user` the player's `puzzles.txt`.
    pub fn new(storage: St, confirm: Buttons, user: UserPuzzles) -> Self {
        let mut app = App {
            storage,
            four: Editor::new(),
            nine: Editor::new(),
            sixteen: Editor::new(),
            active: GridSize::Nine,
            ready: [false; 3],
            view: View::Board,
            settings: Settings::default(),
            difficulty: Difficulty::Medium,
            mistakes: Mistakes::Off,
            now_us: 0,
            library: Library::new(user),
            slots: [None; SLOTS],
            confirm: if confirm == Buttons::CIRCLE {
                Buttons::CIRCLE
            } else {
                Buttons::CROSS
            },
            autosave: Autosave::new(None),
            revision: 0,
        };
        // The save's news first; puzzles.txt's bad lines are worth more than a welcome back.
        let save_trouble = app.resume();
        let user = app.library.user();
        if !save_trouble && (user.skipped() > 0 || user.dropped() > 0) {
            let mut text: heapless::String<120> = heapless::String::new();
            let _ = write!(text, "{user}");
            app.notify(Tone::Bad, format_args!("{text}"));
        }
        for n in 0..SLOTS {
            app.slots[n] = match save::load(&mut app.storage, &slot_file(n)) {
                Ok(Loaded::Resumed { snapshot, .. }) => SlotInfo::of(&snapshot),
                _ => None,
            };
        }
        app
    }

    /// Puts back the autosave at start; true if it had to report a problem with it.
    fn resume(&mut self) -> bool {
        match save::load(&mut self.storage, STATE_FILE) {
            Ok(Loaded::Fresh) => false,
            Ok(Loaded::Resumed { snapshot, from }) => {
                self.restore(&snapshot);
                self.autosave = Autosave::new(Some(snapshot));
                if let save::Source::TempOverDamaged(damage) = from {
                    self.notify(Tone::Bad, format_args!("{damage}"));
                    true
                } else {
                    self.notify(
                        Tone::Info,
                        format_args!("Welcome back: resumed where you left off"),
                    );
                    false
                }
            }
            Ok(Loaded::Damaged(damage)) => {
                self.notify(
                    Tone::Bad,
                    format_args!("Save file {damage}; starting empty"),
                );
                true
            }
            Err(failure) => {
                self.notify(Tone::Bad, format_args!("Save file not read: {failure}"));
                true
            }
        }
    }

    /// Makes the snapshot's size active and puts its state in that editor.
    fn restore(&mut self, snapshot: &Snapshot) {
        let Some(size) = GridSize::from_box_size(snapshot.box_size()) else {
            return;
        };
        self.active = size;
        self.ready[size_index(size)] = true;
        let solved = match snapshot.mode() {
            SavedMode::Editing => None,
            SavedMode::SolvedUnique => Some(true),
            SavedMode::SolvedNotUnique => Some(false),
        };
        fn put<S: Size>(editor: &mut Editor<S>, snapshot: &Snapshot, solved: Option<bool>) {
            let (Some(grid), Some(cursor)) = (snapshot.grid::<S>(), snapshot.cursor_cell::<S>())
            else {
                return;
            };
            match snapshot.play() {
                None => editor.resume(grid, cursor, solved),
                Some(saved) => {
                    let mut notes = play::no_notes::<S>();
                    notes.as_mut().copy_from_slice(&saved.notes[..S::CELLS]);
                    let mut game = Play::new(None);
                    game.notes_mode = saved.notes_mode;
                    game.paused = saved.paused;
                    game.finished = saved.finished;
                    game.mistakes = saved_mistakes(saved.mistakes);
                    game.pointer = Digit::new(saved.pointer).unwrap_or(game.pointer);
                    game.elapsed_ms = u64::from(saved.elapsed_ms);
                    editor.resume_play(grid, cursor, notes, game);
                }
            }
        }
        with_editor!(self, e => put(e, snapshot, solved));
        // The menu shows the marking the restored game goes on with.
        if let Some(saved) = snapshot.play() {
            self.mistakes = saved_mistakes(saved.mistakes);
        }
    }

    /// The active editor's state as a save holds it.
    pub fn snapshot(&self) -> Snapshot {
        fn of<S: Size>(editor: &Editor<S>) -> Snapshot {
            let (grid, solved) = editor.saved_state();
            let mode = match solved {
                None => SavedMode::Editing,
                Some(true) => SavedMode::SolvedUnique,
                Some(false) => SavedMode::SolvedNotUnique,
            };
            let snapshot = Snapshot::new(&grid, editor.cursor(), mode);
            if editor.mode() != Mode::Play {
                return snapshot;
            }
            let game = editor.play();
            let mut notes = [0u16; save::MAX_CELLS];
            notes[..S::CELLS].copy_from_slice(editor.notes().as_ref());
            let state = PlayState {
                notes_mode: game.notes_mode,
                paused: game.paused,
                finished: game.finished,
                mistakes: match game.mistakes {
                    Mistakes::Off => 0,
                    Mistakes::Rules => 1,
                    Mistakes::Solution => 2,
                },
                pointer: game.pointer.get(),
                elapsed_ms: game.elapsed_ms.min(u64::from(u32::MAX)) as u32,
                notes,
            };
            // The editor's state always passes the checks; keep the grid alone otherwise.
            snapshot.with_play(state).unwrap_or(snapshot)
        }
        match self.active {
            GridSize::Four => of(&self.four),
            GridSize::Nine => of(&self.nine),
            GridSize::Sixteen => of(&self.sixteen),
        }
    }

    /// Shows a message on the active editor's status line.
    fn notify(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        with_editor!(self, e => e.notify(tone, args));
    }

    /// One frame: the pad's presses (with the buttons `held`), the active editor's work slice,
    /// and the autosave.
    pub fn frame(&mut self, presses: Buttons, held: Buttons, clock: &mut impl Clock) {
        self.now_us = clock.now_us();
        self.press(presses, held);
        let covered = self.view != View::Board;
        with_editor!(self, e => {
            e.set_covered(covered);
            e.tick(clock)
        });
        if let Some(Effect::BenchmarkDone {
            puzzles,
            micros_per_puzzle,
            generated,
            micros_per_generated,
        }) = self.nine.take_effect()
        {
            let mut text: heapless::String<192> = heapless::String::new();
            let _ = writeln!(
                text,
                "in-app benchmark: {micros_per_puzzle} us per puzzle ({puzzles} puzzles, counting to 2)"
            );
            let _ = writeln!(
                text,
                "generating: {micros_per_generated} us per 9x9 puzzle ({generated} puzzles)"
            );
            // The screen shows the figure too: a failed write is not worth a message.
            let _ = self.storage.write(BENCHMARK_FILE, text.as_bytes());
        }
        let now_ms = clock.now_us() / 1000;
        let snapshot = self.snapshot();
        if self.autosave.observe(&snapshot, now_ms) {
            match save::save(&mut self.storage, STATE_FILE, &snapshot) {
                Ok(()) => self.autosave.written(snapshot),
                Err(failure) => {
                    self.autosave.failed(now_ms);
                    self.notify(Tone::Bad, format_args!("Not saved: {failure}"));
                }
            }
        }
    }

    fn press(&mut self, presses: Buttons, held: Buttons) {
        if presses.is_empty() {
            return;
        }
        let busy = with_editor!(self, e => e.is_busy());
        if busy {
            with_editor!(self, e => e.press_holding(presses, held));
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        // A button the menu or a list takes is not also the editor's, even when it closes them.
        let mut rest = presses;
        for button in presses.iter() {
            match self.view {
                View::Board if button == Buttons::START => self.view = View::Menu { selected: 0 },
                View::Board => continue,
                View::Menu { selected } => self.menu_press(selected, button),
                View::Library { selected } => self.library_press(selected, button),
                View::Slots { selected, saving } => self.slot_press(selected, saving, button),
            }
            rest = rest.without(button);
        }
        if self.view == View::Board && !rest.is_empty() {
            with_editor!(self, e => e.press_holding(rest, held));
        }
    }

    /// The button that leaves a list (the other of Circle and Cross).
    fn back(&self) -> Buttons {
        if self.confirm == Buttons::CIRCLE {
            Buttons::CROSS
        } else {
            Buttons::CIRCLE
        }
    }

    fn menu_press(&mut self, selected: usize, button: Buttons) {
        let n = ITEMS.len();
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
            Buttons::LEFT | Buttons::RIGHT => {
                self.adjust(ITEMS[selected], button == Buttons::RIGHT)
            }
            Buttons::START => self.view = View::Board,
            b if b == self.back() => self.view = View::Board,
            b if b == self.confirm => self.activate(ITEMS[selected]),
            _ => {}
        }
    }

    /// Left/Right on a menu entry with a value.
    fn adjust(&mut self, item: Item, forward: bool) {
        match item {
            Item::NewPuzzle => self.difficulty = menu::step_difficulty(self.difficulty, forward),
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
            _ => return,
        }
        let settings = self.settings;
        self.four.set_settings(settings);
        self.nine.set_settings(settings);
        self.sixteen.set_settings(settings);
    }

    /// The confirm button on a menu entry.
    fn activate(&mut self, item: Item) {
        match item {
            Item::Watch | Item::Speed | Item::Size | Item::Mistakes => self.adjust(item, true),
            Item::Play => {
                self.view = View::Board;
                let playing = active_mode(self) == Mode::Play;
                with_editor!(self, e => if playing { e.leave_play() } else { e.start_play() });
            }
            Item::NewPuzzle => {
                self.view = View::Board;
                let (seed, difficulty) = (self.now_us, self.difficulty);
                with_editor!(self, e => e.start_generate(seed, difficulty));
            }
            Item::Hint => {
                self.view = View::Board;
                with_editor!(self, e => e.hint());
            }
            Item::FillNotes => {
                self.view = View::Board;
                if active_mode(self) == Mode::Play {
                    with_editor!(self, e => e.fill_candidates());
                } else {
                    self.notify(
                        Tone::Info,
                        format_args!("Pencil marks are for games: Play this puzzle first"),
                    );
                }
            }
            Item::Pause => {
                self.view = View::Board;
                if active_mode(self) == Mode::Play {
                    with_editor!(self, e => e.pause());
                } else {
                    self.notify(Tone::Info, format_args!("Only a game can be paused"));
                }
            }
            Item::Library => {
                self.view = View::Library { selected: 0 };
                self.count_library_entry(0);
            }
            Item::SaveSlot => {
                self.view = View::Slots {
                    selected: 0,
                    saving: true,
                }
            }
            Item::LoadSlot => {
                self.view = View::Slots {
                    selected: 0,
                    saving: false,
                }
            }
            Item::Benchmark => {
                self.switch_to(GridSize::Nine);
                self.view = View::Board;
                self.nine.start_benchmark();
            }
            Item::Close => self.view = View::Board,
        }
    }

    /// Makes `size` the active one; the grid left behind is kept in its own file.
    fn switch_to(&mut self, size: GridSize) {
        if size == self.active {
            return;
        }
        let leaving = self.snapshot();
        if let Err(failure) = save::save(&mut self.storage, size_file(self.active), &leaving) {
            self.notify(
                Tone::Bad,
                format_args!("The {} grid was not kept: {failure}", self.active.name()),
            );
        }
        self.active = size;
        if !self.ready[size_index(size)] {
            self.ready[size_index(size)] = true;
            if let Ok(Loaded::Resumed { snapshot, .. }) =
                save::load(&mut self.storage, size_file(size))
            {
                self.restore(&snapshot);
            }
        }
        self.notify(
            Tone::Info,
            format_args!("Now editing a {} grid", size.name()),
        );
    }

    fn library_press(&mut self, selected: usize, button: Buttons) {
        let n = self.library.len();
        let to = match button {
            Buttons::UP => (selected + n - 1) % n,
            Buttons::DOWN => (selected + 1) % n,
            Buttons::L => selected.saturating_sub(LIBRARY_PAGE),
            Buttons::R => (selected + LIBRARY_PAGE).min(n - 1),
            Buttons::START => {
                self.view = View::Board;
                return;
            }
            b if b == self.back() => {
                self.view = View::Board;
                return;
            }
            b if b == self.confirm => {
                self.load_library_entry(selected);
                return;
            }
            _ => return,
        };
        self.view = View::Library { selected: to };
        self.count_library_entry(to);
    }

    /// Finds the shown entry's solution count if the library does not know it yet.
    fn count_library_entry(&mut self, index: usize) {
        let Some(entry) = self.library.entry(index) else {
            return;
        };
        if entry.solutions.is_some() {
            return;
        }
        let found = match entry.grid {
            AnyGrid::Four(g) => self.four.count_solutions(&g, LIBRARY_NODES),
            AnyGrid::Nine(g) => self.nine.count_solutions(&g, LIBRARY_NODES),
            AnyGrid::Sixteen(g) => self.sixteen.count_solutions(&g, LIBRARY_NODES),
        };
        if let Some(solutions) = found {
            self.library.set_solutions(index, solutions);
        }
    }

    fn load_library_entry(&mut self, index: usize) {
        let Some(entry) = self.library.entry(index) else {
            return;
        };
        self.view = View::Board;
        match entry.grid {
            AnyGrid::Four(g) => self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load(g)),
            AnyGrid::Nine(g) => self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load(g)),
            AnyGrid::Sixteen(g) => {
                self.load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| e.load(g))
            }
        }
        let solutions = entry.solutions.map_or("solutions not known", |s| match s {
            Solutions::None => "no solution",
            Solutions::Unique => "one solution",
            Solutions::Several => "several solutions",
        });
        let mut source: heapless::String<48> = heapless::String::new();
        let _ = write!(source, "{}", entry.source);
        self.notify(
            Tone::Info,
            format_args!("Loaded {source} ({solutions}); Select undoes"),
        );
    }

    /// Switches to `size` and hands its editor to `load`.
    fn load_grid<S: Size>(&mut self, size: GridSize, load: impl FnOnce(&mut Editor<S>))
    where
        Self: EditorOf<S>,
    {
        self.switch_to(size);
        load(self.editor_of());
    }

    fn slot_press(&mut self, selected: usize, saving: bool, button: Buttons) {
        match button {
            Buttons::UP => {
                self.view = View::Slots {
                    selected: (selected + SLOTS - 1) % SLOTS,
                    saving,
                }
            }
            Buttons::DOWN => {
                self.view = View::Slots {
                    selected: (selected + 1) % SLOTS,
                    saving,
                }
            }
            Buttons::START => self.view = View::Board,
            b if b == self.back() => self.view = View::Board,
            b if b == self.confirm && saving => self.save_slot(selected),
            b if b == self.confirm => self.load_slot(selected),
            _ => {}
        }
    }

    fn save_slot(&mut self, n: usize) {
        self.view = View::Board;
        let snapshot = self.snapshot();
        match save::save(&mut self.storage, &slot_file(n), &snapshot) {
            Ok(()) => {
                self.slots[n] = SlotInfo::of(&snapshot);
                self.notify(Tone::Good, format_args!("Saved in slot {}", n + 1));
            }
            Err(failure) => self.notify(
                Tone::Bad,
                format_args!("Slot {} not saved: {failure}", n + 1),
            ),
        }
    }

    fn load_slot(&mut self, n: usize) {
        self.view = View::Board;
        match save::load(&mut self.storage, &slot_file(n)) {
            Ok(Loaded::Resumed { snapshot, .. }) if snapshot.play().is_some() => {
                // A game comes back as it was kept: locked givens, the player's digits, notes, time.
                if let Some(size) = GridSize::from_box_size(snapshot.box_size()) {
                    self.switch_to(size);
                }
                self.restore(&snapshot);
                self.notify(
                    Tone::Info,
                    format_args!("Loaded the game of slot {}", n + 1),
                );
            }
            Ok(Loaded::Resumed { snapshot, .. }) => {
                let cursor = snapshot.cursor() as usize;
                match snapshot.any_grid() {
                    AnyGrid::Four(g) => {
                        self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load_at(g, cursor))
                    }
                    AnyGrid::Nine(g) => {
                        self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load_at(g, cursor))
                    }
                    AnyGrid::Sixteen(g) => self
                        .load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| {
                            e.load_at(g, cursor)
                        }),
                }
                self.notify(
                    Tone::Info,
                    format_args!("Loaded slot {} (Select undoes)", n + 1),
                );
            }
            Ok(Loaded::Fresh) => self.notify(Tone::Info, format_args!("Slot {} is empty", n + 1)),
            Ok(Loaded::Damaged(damage)) => {
                self.slots[n] = None;
                self.notify(Tone::Bad, format_args!("Slot {} {damage}", n + 1));
            }
            Err(failure) => self.notify(
                Tone::Bad,
                format_args!("Slot {} not read: {failure}", n + 1),
            ),
        }
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
        let mut labels = heapless::Vec::new();
        match self.view {
            View::Menu { .. } => {
                let values = menu::Values {
                    settings: self.settings,
                    size: self.active,
                    playing: active_mode(self) == Mode::Play,
                    difficulty: self.difficulty,
                    mistakes: self.mistakes,
                };
                for item in ITEMS {
                    let mut label = Label::new();
                    let _ = menu::label(item, &values, &mut label);
                    let _ = labels.push(label);
                }
            }
            View::Slots { .. } => {
                for (n, slot) in self.slots.iter().enumerate() {
                    let mut label = Label::new();
                    let _ = match slot {
                        Some(info) => write!(
                            label,
                            "{:>2}  {:<5} {:>3} givens{}",
                            n + 1,
                            info.size.name(),
                            info.givens,
                            match (info.game, info.solved) {
                                (true, _) => ", a game",
                                (false, true) => ", solved",
                                (false, false) => "",
                            }
                        ),
                        None => write!(label, "{:>2}  empty", n + 1),
                    };
                    let _ = labels.push(label);
                }
            }
            View::Board | View::Library { .. } => {}
        }
        labels
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
