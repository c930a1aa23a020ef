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
//! | `benchmark.rs` | the in-app benchmark |
//! | `generate.rs` | making a new puzzle of a chosen difficulty |
//! | `count.rs` | counting every solution of the givens, up to a limit |
//!
//! Beside them: `hint.rs` (the next logical step, in editing and in games), `history.rs`
//! (undo and redo), `notes.rs` (pencil marks), `settings.rs` (watch mode and speed) and
//! `status.rs` (the status line).

mod benchmark;
mod count;
mod edit;
mod generate;
mod hint;
pub mod history;
pub mod notes;
pub mod play;
mod search;
pub mod settings;
pub mod status;
mod watch;

use crate::{
    cell::Cell,
    cellset::CellSet,
    clock::Clock,
    grid::Grid,
    pad::Buttons,
    size::{Nine, Size},
    solver::{self, Solver},
};

pub use benchmark::{BENCHMARK_GENERATED, BENCHMARK_SIXTEEN, Figures};
pub use count::COUNT_LIMIT;
pub use generate::{difficulty_name, difficulty_of};
pub use watch::Watch;

use edit::EDIT_HINT;
use history::{Entry, History, Step};
use notes::Notes;
use play::Play;
use settings::Settings;
use status::{Status, Tone};

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
}

impl<S: Size> State<S> {
    /// The state of a mode that runs no work (the modes the history keeps); busy modes become
    /// editing.
    fn settled(mode: Mode) -> Self {
        match mode {
            Mode::Solved { unique } => State::Solved { unique },
            Mode::Play => State::Play,
            Mode::Edit | Mode::Search { .. } | Mode::Benchmark | Mode::Generate | Mode::Count => {
                State::Edit
            }
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
    frame: u64,
    revision: u32,
    effect: Option<Effect>,
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
            status: Status::new(Tone::Info, format_args!("{EDIT_HINT}")),
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
            frame: 0,
            revision: 0,
            effect: None,
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

    /// Whether a search, the benchmark, a new puzzle or a count is running (any button stops it).
    pub fn is_busy(&self) -> bool {
        matches!(
            self.state,
            State::Search(_) | State::Benchmark(_) | State::Generate(_) | State::Count(_)
        )
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

    /// Handles the presses of one frame, in a fixed button order, as if they were all the buttons held.
    pub fn press(&mut self, presses: Buttons) {
        self.press_holding(presses, presses);
    }

    /// Handles the presses of one frame while `held` are down (for chords: Select+R redoes).
    pub fn press_holding(&mut self, presses: Buttons, held: Buttons) {
        if presses.is_empty() {
            return;
        }
        let redo = Buttons::SELECT.union(Buttons::R);
        let notes = Buttons::L.union(Buttons::R);
        let mut presses = presses;
        let held = held.union(presses);
        let editing = matches!(self.state, State::Edit | State::Solved { .. } | State::Play);
        if editing && presses.intersects(redo) && held.contains(redo) {
            presses = presses.without(redo);
            self.touch();
            self.redo();
        } else if matches!(self.state, State::Play)
            && presses.intersects(notes)
            && held.contains(notes)
        {
            presses = presses.without(notes);
            self.touch();
            self.toggle_notes_mode();
        }
        if presses.is_empty() {
            return;
        }
        self.touch();
        match self.state {
            // Any button stops a search, the benchmark or a new puzzle; the rest of the frame's
            // presses are dropped.
            State::Search(_) => self.stop_search(),
            State::Benchmark(_) => self.stop_benchmark(),
            State::Generate(_) => self.stop_generate(),
            State::Count(_) => self.stop_count(),
            State::Play => self.play_presses(presses),
            State::Edit | State::Solved { .. } => {
                for button in presses.iter() {
                    self.edit_press(button);
                    if self.is_busy() {
                        break;
                    }
                }
            }
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
            State::Edit | State::Solved { .. } => {}
        }
    }

    /// Records the state before `step` for undo.
    fn record(&mut self, step: Step<S>) {
        self.history.record(Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode(),
            step,
        });
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
                self.say(
                    Tone::Info,
                    format_args!("Undone: {} (Select+R redoes)", before.step),
                );
            }
            None => self.say(Tone::Info, format_args!("Nothing to undo")),
        }
    }

    /// Select+R: redoes the last undone step.
    fn redo(&mut self) {
        match self.history.redo(self.current()) {
            Some(after) => {
                self.show(after);
                self.say(Tone::Info, format_args!("Redone: {}", after.step));
            }
            None => self.say(Tone::Info, format_args!("Nothing to redo")),
        }
    }
}

#[cfg(test)]
mod tests;
