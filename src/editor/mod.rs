//! The editor: the state machine of one grid, driven by pad inputs and frame ticks.
//!
//! ## How it is driven
//!
//! [`Editor::input`] takes one input of the pad model (see [`crate::pad`]; [`Editor::press`]
//! scripts a whole frame of presses) and [`Editor::tick`] runs a frame's slice of any search,
//! new puzzle, count or lesson, and the game's timer, so the screen never freezes. Both take
//! the player's [`Preferences`](crate::preferences::Preferences) by reference: the app owns them (watch mode and its speed,
//! skipping used digits, a new game's mistake marking), and the editor keeps no copy.
//! Everything the screen shows is read back through the accessors; [`Editor::revision`]
//! changes whenever any of it does. The app reaches an editor of any size as
//! `dyn` [`AnyEditor`] (`any.rs`), and the drawing, which needs the size, through [`Visit`].
//!
//! ## What it holds
//!
//! This file holds what every mode shares: the grid, the cursor, the `State` (the mode with
//! its running work, one variant per mode), the status line (its key, tone and words), the
//! pencil marks and the game kept beside the grid (so undo can go back into a game), the hint's
//! cells, the undo history, the solver every mode borrows, the status line's language, the
//! ticks (frames, the game's clock, whether the app covers the board), the revision, the news
//! for the app ([`Effect`]), and a tentative press still in the air. Beside it,
//! `dispatch.rs` hands inputs, chords and ticks to the mode, `telling.rs` says what the editor
//! says on its status line, `undo.rs` records each step and puts one back, and `saved.rs`
//! takes and puts back the editor as a save holds it. Each mode keeps its own state and
//! handlers in a file of its own:
//!
//! | file | mode |
//! |---|---|
//! | `edit.rs` | editing the givens, and a solution shown: typing, clearing, loading |
//! | `search.rs` | Square's search, counting to two solutions a slice per frame, and its outcome |
//! | `watch.rs` | the same search shown one placement or backtrack at a time (watch mode) |
//! | `play.rs` | a game: locked givens, the player's digits, pencil marks, timer, mistakes, pause |
//! | `game.rs` | what games add beside: digits still to place, the mistake counter, restart |
//! | `lent.rs` | the solver lent to the app's benchmark (`app::benchmark`): busy until it is done or a button |
//! | `generate.rs` | making a new puzzle of a chosen level |
//! | `count.rs` | counting every solution of the givens, up to a limit |
//! | `lesson.rs` | the backtracking lesson: four algorithms step by step, their history, a candidate map, a race |
//!
//! Beside them: `hint.rs` (the next logical step, in editing and in games), `history.rs`
//! (the undo and redo history), `notes.rs` (pencil marks), `status.rs` (the status line),
//! `entry.rs` (the fast entry: flicks of the stick, box jumps, skipping used digits),
//! `tentative.rs` (presses a chord may still take back) and `any.rs` (the editor as the app
//! drives it, whatever its size). Each mode's tests sit beside it (`edit/tests.rs`,
//! `play/tests.rs`...), on the fixtures of `src/test_support.rs` (an editor driven with
//! preferences: `Driven`).

mod any;
mod count;
mod dispatch;
mod edit;
mod entry;
mod game;
mod generate;
mod hint;
pub mod history;
mod lent;
pub mod lesson;
pub mod notes;
pub mod play;
mod rating;
mod saved;
mod search;
pub mod status;
mod telling;
mod tentative;
mod undo;
mod watch;

use crate::{
    cell::Cell,
    cellset::CellSet,
    grid::Grid,
    size::{Nine, Size},
    solver::{self, Solver},
    text::{Key, Lang},
};

pub use any::{AnyEditor, Visit};
pub use count::COUNT_LIMIT;
pub use entry::keypad_digit;
pub use generate::{
    GENERATE_BUDGET_US, Generation, Progress, attempts, ceiling, level_of, units_per_chunk,
};
pub use hint::{ASK_ITEMS, HINT_ITEMS, Hinting, Stage, Staged, hint_slice};
pub use search::NODES_PER_CHUNK;
pub use watch::Watch;

use history::History;
use notes::Notes;
use play::Play;
use status::{Status, Tone};
use tentative::Pending;

/// Time a frame may give to a search, a new puzzle or the benchmark (a frame lasts 16.7 ms).
pub const FRAME_BUDGET_US: u64 = 10_000;
/// Time a frame run at the idle clock may give to work: the frame of the press that starts it,
/// redrawn at 222 MHz (8 to 12.5 ms of drawing); the shell runs the next ones at full speed.
pub const IDLE_CLOCK_BUDGET_US: u64 = 2_000;

/// How long this frame's slice of work may run, of `full_us` at full speed: at most
/// [`IDLE_CLOCK_BUDGET_US`] in a frame run at the idle clock.
pub const fn budget_us(full_us: u64, idle_clock: bool) -> u64 {
    if idle_clock && full_us > IDLE_CLOCK_BUDGET_US {
        IDLE_CLOCK_BUDGET_US
    } else {
        full_us
    }
}

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
    /// The solver is lent to the app's benchmark.
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
    /// The solver is lent to the app's benchmark.
    Benchmark,
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
    /// A game was just finished, right: the app keeps the best times.
    GameFinished {
        /// Time played, in milliseconds.
        elapsed_ms: u64,
    },
}

/// The editor of one grid of size `S`: its grid, cursor, mode, game, history and status line.
pub struct Editor<S: Size = Nine> {
    grid: Grid<S>,
    cursor: Cell<S>,
    state: State<S>,
    status: Status,
    /// The player's pencil marks (play mode).
    notes: Notes<S>,
    /// Play mode's state (kept while editing, so undo can go back into a game).
    play: Play<S>,
    /// The hint shown, at its stage, and the grid and notes it was asked for.
    hint: Hinting<S>,
    /// Undo and redo.
    history: History<S>,
    /// The cell whose changes are being merged into one undo step, until another action.
    merging: Option<Cell<S>>,
    /// The search engine every mode borrows: Square's search, new puzzles, games, the lesson
    /// (and the app's benchmark, lent).
    solver: Solver<S>,
    /// The language of the status line.
    lang: Lang,
    /// The frames ticked and what the game's timer needs of them.
    ticks: Ticks,
    revision: u32,
    effect: Option<Effect>,
    /// A tentative press still in the air: what it may take back, or the work it stopped.
    pending: Option<Pending<S>>,
    /// The game's grade under way in the background, when its level is not known yet.
    rating: Option<rating::Rating<S>>,
}

/// The editor's sense of time.
#[derive(Debug, Clone, Copy, Default)]
struct Ticks {
    /// Frames ticked (watch mode and the lesson's play keep their pace by it).
    frame: u64,
    /// The clock at the last tick, for the game's timer.
    last_ms: Option<u64>,
    /// Whether the app shows something over the board (the game's timer stops meanwhile).
    covered: bool,
    /// Whether the shell runs this frame at the idle clock ([`Editor::set_idle_clock`]).
    idle_clock: bool,
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
            status: Status::new(
                Tone::Info,
                Key::EditHint,
                format_args!("{}", Lang::En.text(Key::EditHint)),
            ),
            notes: notes::no_notes::<S>(),
            play: Play::new(None),
            hint: Hinting::new(),
            history: History::new(),
            merging: None,
            solver: Solver::new(&empty, 1).expect("an empty grid has no conflict"),
            lang: Lang::En,
            ticks: Ticks::default(),
            revision: 0,
            effect: None,
            pending: None,
            rating: None,
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
            State::Benchmark => Mode::Benchmark,
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

    /// Whether a search, the benchmark, a new puzzle, a count or a lesson's search is running
    /// (any button stops it).
    pub fn is_busy(&self) -> bool {
        matches!(
            self.state,
            State::Search(_) | State::Benchmark | State::Generate(_) | State::Count(_)
        ) || self.lesson_running()
    }

    /// The state a save keeps: the grid (givens only while busy), and `Some(unique)` when solved.
    pub fn saved_state(&self) -> (Grid<S>, Option<bool>) {
        match &self.state {
            State::Solved { unique } => (self.grid, Some(*unique)),
            State::Edit | State::Play => (self.grid, None),
            State::Search(_) | State::Benchmark => (self.grid.givens_only(), None),
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

    /// Marks a visible change: the shell redraws.
    fn touch(&mut self) {
        self.revision = self.revision.wrapping_add(1);
    }
}
