//! The editor: the state machine of one grid, driven by pad presses and frame ticks.
//!
//! [`Editor::press`] takes the presses of one frame (see [`crate::pad`]) and
//! [`Editor::tick`] runs a frame's slice of any search, benchmark or new puzzle, so the
//! screen never freezes. Everything the screen shows is read back through
//! the accessors; [`Editor::revision`] changes whenever any of it does.
//!
//! This file holds what every mode shares (the grid, the cursor, the undo history, the status
//! line, the game kept beside the grid, the solver) and dispatches presses and ticks to the
//! mode. Each mode keeps its own state and handlers in a file of its own:
//!
//! | file | mode |
//! |---|---|
//! | `edit.rs` | editing the givens, and a solution shown: typing, clearing, loading |
//! | `search.rs` | Square's search, counting to two solutions a slice per frame, and its outcome |
//! | `watch.rs` | the same search shown one placement or backtrack at a time (watch mode) |
//! | `play.rs` | a game: locked givens, the player's digits, pencil marks, timer, mistakes, pause |
//! | `game.rs` | what games add beside: digits still to place, the mistake counter, restart |
//! | `benchmark.rs` | the in-app benchmark |
//! | `generate.rs` | making a new puzzle of a chosen difficulty |
//! | `count.rs` | counting every solution of the givens, up to a limit |
//! | `lesson.rs` | the backtracking lesson: four algorithms step by step, their history, a candidate map, a race |
//!
//! Beside them: `hint.rs` (the next logical step, in editing and in games), `history.rs`
//! (undo and redo), `notes.rs` (pencil marks), `settings.rs` (watch mode and speed),
//! `status.rs` (the status line), `entry.rs` (the fast entry: flicks of the stick, box jumps,
//! assisted cycling) and `tentative.rs` (presses a chord may still take back).

mod benchmark;
mod count;
mod edit;
mod entry;
mod game;
mod generate;
mod hint;
pub mod history;
pub mod lesson;
pub mod notes;
pub mod play;
mod search;
pub mod settings;
pub mod status;
mod tentative;
mod watch;

use crate::{
    cell::Cell,
    cellset::CellSet,
    clock::Clock,
    grid::Grid,
    pad::{Buttons, Chord, Frame, Input},
    size::{Nine, Size},
    solver::{self, Solver},
    text::{In, Key, Lang},
};

pub use benchmark::{BENCHMARK_GENERATED, BENCHMARK_SIXTEEN, Figures};
pub use count::COUNT_LIMIT;
pub use entry::keypad_digit;
pub use generate::{difficulty_key, difficulty_name, difficulty_of};
pub use watch::Watch;

use history::{Entry, History, Step};
use notes::Notes;
use play::Play;
use settings::Settings;
use status::{Status, Tone};
use tentative::Tentative;

/// Time a frame may give to a search or the benchmark (a frame lasts 16.7 ms).
pub const FRAME_BUDGET_US: u64 = 10_000;

/// What the editor is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Typing in the givens.
    Edit,
    /// A search is running (shown step by step in watch mode).
    Search {
        /// Whether the search is shown as it goes.
        watch: bool,
    },
    /// The grid shows a solution.
    Solved {
        /// Whether the solution was shown to be the only one.
        unique: bool,
    },
    /// The benchmark is running.
    Benchmark,
    /// The player fills the puzzle; its givens are locked.
    Play,
    /// A new puzzle is being made.
    Generate,
    /// The solutions of the givens are being counted.
    Count,
    /// The backtracking lesson is on.
    Lesson,
}

/// The mode with the state of its running work: each variant carries what only that mode needs.
// No heap to box a variant into, and the editor holds a single `State`: its largest variant is
// paid for once.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum State<S: Size> {
    /// Typing in the givens.
    Edit,
    /// The grid shows a solution.
    Solved {
        /// Whether the solution was shown to be the only one.
        unique: bool,
    },
    /// A game (its state is [`Editor::play`], kept while editing so undo can go back into it).
    Play,
    /// A search is running.
    Search(search::Search<S>),
    /// The benchmark is running.
    Benchmark(benchmark::Bench<S>),
    /// A new puzzle is being made.
    Generate(generate::Generation<S>),
    /// The solutions are being counted.
    Count(count::Counting),
    /// The backtracking lesson.
    Lesson(lesson::Lesson<S>),
}

impl<S: Size> State<S> {
    /// The state of a mode that runs no work (the modes the history keeps); busy modes become
    /// editing.
    fn settled(mode: Mode) -> Self {
        match mode {
            Mode::Solved { unique } => State::Solved { unique },
            Mode::Play => State::Play,
            Mode::Edit
            | Mode::Search { .. }
            | Mode::Benchmark
            | Mode::Generate
            | Mode::Count
            | Mode::Lesson => State::Edit,
        }
    }
}

/// Something the shell must do for the editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// The benchmark finished: the shell may record the figures (the PSP shell writes them to a file).
    BenchmarkDone(benchmark::Figures),
    /// A game was just finished, right: the app keeps the best times.
    GameFinished {
        /// Time played, in milliseconds.
        elapsed_ms: u64,
    },
}

/// The app's state: the grid, the cursor, the mode, the menu and the messages.
pub struct Editor<S: Size = Nine> {
    grid: Grid<S>,
    cursor: Cell<S>,
    state: State<S>,
    status: Status,
    /// The player's pencil marks (play mode).
    notes: Notes<S>,
    /// Play mode's state (kept while editing, so undo can go back into a game).
    play: Play<S>,
    /// A cell whose new digit still has to leave its peers' notes, and since when (ms).
    notes_due: Option<(Cell<S>, u64)>,
    /// The clock at the last tick, for the play timer.
    last_tick_ms: Option<u64>,
    /// Whether the app shows something over the board (the play timer stops meanwhile).
    covered: bool,
    /// Cells a hint points at, until the next action.
    hint: CellSet<S>,
    /// Undo and redo.
    history: History<S>,
    /// The cell whose changes are being merged into one undo step, until another action.
    merging: Option<Cell<S>>,
    /// The search engine every mode borrows: Square's search, the benchmark, new puzzles, games.
    solver: Solver<S>,
    settings: Settings,
    /// The language of the status line.
    lang: Lang,
    frame: u64,
    revision: u32,
    effect: Option<Effect>,
    /// What a tentative press changed, until it is committed or taken back.
    tentative: Option<Tentative<S>>,
    /// A tentative press stopped a search: the chord it may still make does nothing else.
    stopped_by_tentative: bool,
    /// Whether Circle and Cross skip the digits the cell's peers hold.
    assist: bool,
}

impl<S: Size> core::fmt::Debug for Editor<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Editor")
            .field("grid", &self.grid)
            .field("cursor", &self.cursor)
            .field("mode", &self.mode())
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl<S: Size> Default for Editor<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S: Size> Editor<S> {
    /// An empty grid, cursor at the top left.
    pub fn new() -> Self {
        let empty = Grid::empty();
        Editor {
            grid: empty,
            cursor: Cell::from_index(0).expect("every grid has a first cell"),
            state: State::Edit,
            status: Status::new(Tone::Info, format_args!("{}", Lang::En.text(Key::EditHint))),
            notes: notes::no_notes::<S>(),
            play: Play::new(None),
            notes_due: None,
            last_tick_ms: None,
            covered: false,
            hint: CellSet::new(),
            history: History::new(),
            merging: None,
            solver: Solver::new(&empty, 1).expect("an empty grid has no conflict"),
            settings: Settings::default(),
            lang: Lang::En,
            frame: 0,
            revision: 0,
            effect: None,
            tentative: None,
            stopped_by_tentative: false,
            assist: false,
        }
    }

    /// The grid as shown: givens, and the solution or the search's digits as placed.
    pub fn grid(&self) -> &Grid<S> {
        &self.grid
    }

    /// The cell under the cursor.
    pub fn cursor(&self) -> Cell<S> {
        self.cursor
    }

    /// What the editor is doing.
    pub fn mode(&self) -> Mode {
        match &self.state {
            State::Edit => Mode::Edit,
            State::Solved { unique } => Mode::Solved { unique: *unique },
            State::Play => Mode::Play,
            State::Search(search) => Mode::Search {
                watch: search.is_watched(),
            },
            State::Benchmark(_) => Mode::Benchmark,
            State::Generate(_) => Mode::Generate,
            State::Count(_) => Mode::Count,
            State::Lesson(_) => Mode::Lesson,
        }
    }

    /// The status line.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The cells drawn in red: digits that clash with another in a row, column or box; in play
    /// mode, the mistakes its setting marks.
    pub fn conflicts(&self) -> CellSet<S> {
        if matches!(self.state, State::Play) {
            return self.play.mistakes_in(&self.grid);
        }
        if self.grid.has_conflict() {
            self.grid.conflicting_cells()
        } else {
            CellSet::new()
        }
    }

    /// The running search's counters.
    pub fn search_stats(&self) -> solver::Stats {
        self.solver.stats()
    }

    /// The player's settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Changes the player's settings (the next search follows them).
    pub fn set_settings(&mut self, settings: Settings) {
        self.settings = settings;
    }

    /// The language of the status line.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Changes the language of the messages to come; the editing hint shown at start (or after
    /// typing) is said again in the new language.
    pub fn set_lang(&mut self, lang: Lang) {
        let idle = self.status == self.spoken(Tone::Info, Key::EditHint, &[]);
        self.lang = lang;
        if idle {
            self.tell(Tone::Info, Key::EditHint, &[]);
        }
        self.touch();
    }

    /// Whether a search, the benchmark, a new puzzle, a count or a lesson's search is running
    /// (any button stops it).
    pub fn is_busy(&self) -> bool {
        matches!(
            self.state,
            State::Search(_) | State::Benchmark(_) | State::Generate(_) | State::Count(_)
        ) || self.lesson_running()
    }

    /// Shows a message on the status line (for the app's own news: saves, loads, the library).
    pub fn notify(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        self.touch();
        self.say(tone, args);
    }

    /// The state a save keeps: the grid (givens only while busy), and `Some(unique)` when solved.
    pub fn saved_state(&self) -> (Grid<S>, Option<bool>) {
        match &self.state {
            State::Solved { unique } => (self.grid, Some(*unique)),
            State::Edit | State::Play => (self.grid, None),
            State::Search(_) | State::Benchmark(_) => (self.grid.givens_only(), None),
            // The lesson leaves the grid as it was.
            State::Lesson(_) => (self.grid, self.lesson_saved_state()),
            // The grid is untouched while a puzzle is made: save what was there.
            State::Generate(job) => match job.back() {
                Mode::Solved { unique } => (self.grid, Some(unique)),
                _ => (self.grid, None),
            },
            State::Count(counting) => match counting.back() {
                Mode::Solved { unique } => (self.grid, Some(unique)),
                _ => (self.grid, None),
            },
        }
    }

    /// Changes whenever anything the screen shows changes: the shell redraws only then.
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// Takes the effect the shell has to carry out, if any.
    pub fn take_effect(&mut self) -> Option<Effect> {
        self.effect.take()
    }

    /// The cells the last hint pointed at.
    pub fn hint_cells(&self) -> CellSet<S> {
        self.hint
    }

    /// Marks a visible change: the shell redraws.
    fn touch(&mut self) {
        self.revision = self.revision.wrapping_add(1);
    }

    fn say(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        self.status = Status::new(tone, args);
    }

    /// The status line saying `key` in the editor's language, with `args` in its placeholders.
    fn spoken(&self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) -> Status {
        Status::new(tone, format_args!("{}", self.lang.say(key, args)))
    }

    /// Says `key` in the editor's language, with `args` in its placeholders.
    fn tell(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.status = self.spoken(tone, key, args);
    }

    /// Shows the message of `key` (for the app's own news), in the editor's language.
    pub fn notify_key(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.touch();
        self.tell(tone, key, args);
    }

    /// Handles the presses of one frame, in a fixed button order, as if they were all the buttons held.
    pub fn press(&mut self, presses: Buttons) {
        self.press_holding(presses, presses);
    }

    /// Handles the presses of one frame while `held` are down, as tests and tools script whole
    /// frames (see [`Frame::of_presses`]): a press that stops a search, starts one or resumes a
    /// paused game ends the frame.
    pub fn press_holding(&mut self, presses: Buttons, held: Buttons) {
        for input in Frame::of_presses(presses, held).inputs {
            let ends_frame = self.is_busy() || self.play.paused;
            self.input(input);
            if ends_frame || self.is_busy() {
                break;
            }
        }
    }

    /// Acts on one input of the pad model (see [`Input`]).
    pub fn input(&mut self, input: Input) {
        match input {
            Input::Commit => {
                self.stopped_by_tentative = false;
                return self.commit_tentative();
            }
            Input::TakeBack => return self.take_back(),
            _ => self.commit_tentative(),
        }
        self.touch();
        let paused = matches!(self.state, State::Play) && self.play.paused;
        if self.is_busy() || paused {
            // Any input stops a search, the benchmark or a new puzzle, or resumes a paused game,
            // and does nothing else (nor does the chord a tentative press may still make).
            self.stopped_by_tentative = matches!(input, Input::Tentative(_));
            return if paused {
                self.play_presses(Buttons::NONE)
            } else {
                self.stop_work()
            };
        }
        if core::mem::take(&mut self.stopped_by_tentative) && matches!(input, Input::Chord(_)) {
            return;
        }
        match input {
            Input::Press(button) => self.button(button),
            // The lesson's presses change no grid: nothing to take back.
            Input::Tentative(button) if matches!(self.state, State::Lesson(_)) => {
                self.button(button)
            }
            Input::Tentative(button) => {
                self.begin_tentative();
                self.button(button);
            }
            Input::Chord(chord) => self.chord(chord),
            Input::Flick { key, shifted } => self.flick(key, shifted),
            Input::Commit | Input::TakeBack => {}
        }
    }

    /// One button in the mode at hand.
    fn button(&mut self, button: Buttons) {
        match self.state {
            State::Play => self.play_presses(button),
            State::Edit | State::Solved { .. } => self.edit_press(button),
            State::Lesson(_) => self.lesson_press(button),
            State::Search(_) | State::Benchmark(_) | State::Generate(_) | State::Count(_) => {
                self.stop_work()
            }
        }
    }

    /// Stops a search, the benchmark or a new puzzle.
    fn stop_work(&mut self) {
        match self.state {
            State::Search(_) => self.stop_search(),
            State::Benchmark(_) => self.stop_benchmark(),
            State::Generate(_) => self.stop_generate(),
            State::Count(_) => self.stop_count(),
            State::Lesson(_) => self.stop_lesson(),
            State::Edit | State::Solved { .. } | State::Play => {}
        }
    }

    /// A chord: Select+R redoes, L+R switches pencil marks in a game, Select+direction jumps.
    /// The lesson takes none: its grid is the search's, and its buttons act alone.
    fn chord(&mut self, chord: Chord) {
        match chord {
            _ if matches!(self.state, State::Lesson(_)) => {}
            Chord::Redo => self.redo(),
            Chord::Notes if matches!(self.state, State::Play) => self.toggle_notes_mode(),
            Chord::Notes => self.tell(Tone::Info, Key::NotesOutsideGame, &[]),
            Chord::Jump(direction) => self.jump(direction),
        }
    }

    /// Runs this frame's slice of a search, the benchmark or a new puzzle; the game's timer.
    pub fn tick(&mut self, clock: &mut impl Clock) {
        self.frame += 1;
        match &self.state {
            State::Search(search) if search.is_watched() => self.tick_watch(),
            State::Search(_) => self.tick_search(clock),
            State::Benchmark(_) => self.tick_benchmark(clock),
            State::Play => self.tick_play(clock),
            State::Generate(_) => self.tick_generate(clock),
            State::Count(_) => self.tick_count(clock),
            State::Lesson(_) => self.tick_lesson(clock),
            State::Edit | State::Solved { .. } => {}
        }
    }

    /// Records the state before `step` for undo (held aside while a press is tentative).
    fn record(&mut self, step: Step<S>) {
        let entry = Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode(),
            step,
        };
        match &mut self.tentative {
            Some(kept) => {
                kept.record.get_or_insert(entry);
            }
            None => self.history.record(entry),
        }
        if !matches!(step, Step::Change(_)) {
            self.merging = None;
        }
        // A hint's cells belong to the grid it was given for.
        self.hint = CellSet::new();
    }

    /// The state now, as a history entry.
    fn current(&self) -> Entry<S> {
        Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode(),
            step: Step::Load,
        }
    }

    /// Puts back a state from the history.
    fn show(&mut self, entry: Entry<S>) {
        self.grid = entry.grid;
        self.notes = entry.notes;
        self.state = State::settled(entry.mode);
        self.merging = None;
        self.notes_due = None;
        if matches!(self.state, State::Play) {
            self.play.finished = self.play.is_complete(&self.grid);
        }
    }

    /// Select: undoes the last step (an edit, clear, solve or load).
    fn undo(&mut self) {
        self.settle_notes();
        match self.history.undo(self.current()) {
            Some(before) => {
                self.show(before);
                self.replay_game_step(before.step, true);
                self.tell(Tone::Info, Key::Undone, &[&In(self.lang, &before.step)]);
            }
            None => self.tell(Tone::Info, Key::NothingToUndo, &[]),
        }
    }

    /// Select+R: redoes the last undone step.
    fn redo(&mut self) {
        match self.history.redo(self.current()) {
            Some(after) => {
                self.show(after);
                self.replay_game_step(after.step, false);
                self.tell(Tone::Info, Key::Redone, &[&In(self.lang, &after.step)]);
            }
            None => self.tell(Tone::Info, Key::NothingToRedo, &[]),
        }
    }
}

#[cfg(test)]
mod tests;
