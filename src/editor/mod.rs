//! The editor: the app's state machine, driven by pad presses and frame ticks.
//!
//! [`Editor::press`] takes the presses of one frame (see [`crate::pad`]) and
//! [`Editor::tick`] runs a frame's slice of any search or benchmark, so the
//! screen never freezes. Everything the screen shows is read back through
//! the accessors; [`Editor::revision`] changes whenever any of it does.

pub mod history;
pub mod play;
pub mod settings;
pub mod status;

use crate::{
    cell::Cell,
    cellset::CellSet,
    clock::Clock,
    digit::Digit,
    grid::Grid,
    pad::Buttons,
    puzzles,
    size::{Nine, Size},
    solver::{self, Observer, Solver},
};

use crate::{generate::Generator, logic::Difficulty};
use history::{Entry, History, Step};
use play::{Notes, Play};
use settings::Settings;
use status::{Duration, Status, Tone};

/// Search nodes play mode may spend checking that a puzzle has a solution before a game.
const PLAY_CHECK_NODES: u32 = 100_000;
/// A changed digit leaves its peers' notes once it has stood this long (or the cursor moves).
const NOTES_SETTLE_MS: u64 = 600;

/// Time a frame may give to a search or the benchmark (a frame lasts 16.7 ms).
pub const FRAME_BUDGET_US: u64 = 10_000;
/// Search nodes between two looks at the clock, outside watch mode.
const NODES_PER_CHUNK: u32 = 64;

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
}

/// A new puzzle being made: the generator, the difficulty asked for, and the tries so far.
#[derive(Debug, Clone)]
struct Generation<S: Size> {
    /// The mode to go back to if the player stops it.
    back: Mode,
    generator: Generator<S>,
    difficulty: Difficulty,
    attempt: u32,
    seed: u64,
    spent_us: u64,
}

/// Tries at a puzzle of the asked difficulty before taking the last one made.
const GENERATE_ATTEMPTS: u32 = 40;
/// Cells the generator tries between two looks at the clock.
const GENERATE_CELLS_PER_CHUNK: usize = 4;

/// The difficulty of a puzzle (several solutions or none count as needing guesses).
pub fn difficulty_of<S: Size>(grid: &Grid<S>) -> Difficulty {
    crate::logic::grade(grid)
        .difficulty()
        .unwrap_or(Difficulty::NeedsGuessing)
}

/// A difficulty's name in messages, lower case: `easy` ... `expert` (needs guessing).
pub const fn difficulty_name(difficulty: Difficulty) -> &'static str {
    match difficulty {
        Difficulty::Easy => "easy",
        Difficulty::Medium => "medium",
        Difficulty::Hard => "hard",
        Difficulty::NeedsGuessing => "expert",
    }
}

/// Something the shell must do for the editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// The benchmark finished: the shell may record the figure (the PSP shell writes it to a file).
    BenchmarkDone {
        /// Puzzles solved.
        puzzles: u32,
        /// Average time per puzzle, counting to two solutions.
        micros_per_puzzle: u64,
        /// Puzzles generated.
        generated: u32,
        /// Average time to generate a 9x9 puzzle.
        micros_per_generated: u64,
    },
}

/// What watch mode highlights: the latest placement, and whether the search just backed out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Watch<S: Size = Nine> {
    /// The cell placed last, and whether that was a guess (else propagation placed it).
    pub last: Option<(Cell<S>, bool)>,
    /// Whether the latest event was a backtrack.
    pub backtracked: bool,
}

/// Most events one search node can report: a placement per cell, a guess, a backtrack.
const NODE_EVENTS: usize = 256 + 2;

/// One event of the search, as watch mode replays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    /// Cell index, digit value, whether a guess.
    Placed(u8, u8, bool),
    /// The search went back to an earlier guess.
    Backtracked,
}

/// Watch mode's replay of one search node: its events, shown one by one.
#[derive(Debug)]
struct Replay<S: Size> {
    events: heapless::Vec<Event, NODE_EVENTS>,
    /// Next event to show.
    next: usize,
    /// The grid once the node is done (what a backtrack jumps to).
    after: Grid<S>,
}

impl<S: Size> Replay<S> {
    fn new() -> Self {
        Replay {
            events: heapless::Vec::new(),
            next: 0,
            after: Grid::empty(),
        }
    }
}

/// Collects a node's events for the replay.
struct Recorder<'a>(&'a mut heapless::Vec<Event, NODE_EVENTS>);

impl<S: Size> Observer<S> for Recorder<'_> {
    fn placed(&mut self, cell: Cell<S>, digit: Digit<S>, guess: bool) {
        // A node places each cell at most once, so the buffer cannot fill.
        let _ = self
            .0
            .push(Event::Placed(cell.index() as u8, digit.get(), guess));
    }

    fn backtracked(&mut self, _depth: usize) {
        let _ = self.0.push(Event::Backtracked);
    }
}

/// A running benchmark.
#[derive(Debug, Clone)]
struct Bench<S: Size> {
    /// Next puzzle of [`puzzles::BENCHMARK`].
    next: usize,
    /// Time spent solving so far.
    spent_us: u64,
    /// Puzzles generated so far (after the solving).
    generated: u32,
    /// Time spent generating so far.
    generating_us: u64,
    /// The puzzle being generated.
    generator: Option<Generator<S>>,
}

/// Puzzles the benchmark generates (minimal, unique, symmetric; seeds 1 to this).
pub const BENCHMARK_GENERATED: u32 = 5;

/// The app's state: the grid, the cursor, the mode, the menu and the messages.
pub struct Editor<S: Size = Nine> {
    grid: Grid<S>,
    cursor: Cell<S>,
    mode: Mode,
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
    /// The puzzle being made, while generating.
    generator: Option<Generation<S>>,
    /// Undo and redo.
    history: History<S>,
    /// The cell whose changes are being merged into one undo step, until another action.
    merging: Option<Cell<S>>,
    solver: Solver<S>,
    /// Time the running search has spent in the solver.
    search_us: u64,
    watch: Watch<S>,
    replay: Replay<S>,
    settings: Settings,
    bench: Option<Bench<S>>,
    frame: u64,
    revision: u32,
    effect: Option<Effect>,
}

impl<S: Size> core::fmt::Debug for Editor<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Editor")
            .field("grid", &self.grid)
            .field("cursor", &self.cursor)
            .field("mode", &self.mode)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

/// The hint shown while editing a grid without conflicts.
const EDIT_HINT: &str = "Type the puzzle, then Square solves it";

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
            mode: Mode::Edit,
            status: Status::new(Tone::Info, format_args!("{EDIT_HINT}")),
            notes: play::no_notes::<S>(),
            play: Play::new(None),
            notes_due: None,
            last_tick_ms: None,
            covered: false,
            hint: CellSet::new(),
            generator: None,
            history: History::new(),
            merging: None,
            solver: Solver::new(&empty, 1).expect("an empty grid has no conflict"),
            search_us: 0,
            watch: Watch::default(),
            replay: Replay::new(),
            settings: Settings::default(),
            bench: None,
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
        self.mode
    }

    /// The status line.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The cells drawn in red: digits that clash with another in a row, column or box; in play
    /// mode, the mistakes its setting marks.
    pub fn conflicts(&self) -> CellSet<S> {
        if self.mode == Mode::Play {
            return self.play.mistakes_in(&self.grid);
        }
        if self.grid.has_conflict() {
            self.grid.conflicting_cells()
        } else {
            CellSet::new()
        }
    }

    /// What watch mode highlights (meaningful while a watched search runs).
    pub fn watch(&self) -> Watch<S> {
        self.watch
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

    /// Whether a search, the benchmark or a new puzzle is running (any button stops it).
    pub fn is_busy(&self) -> bool {
        matches!(
            self.mode,
            Mode::Search { .. } | Mode::Benchmark | Mode::Generate
        )
    }

    /// Shows a message on the status line (for the app's own news: saves, loads, the library).
    pub fn notify(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        self.revision = self.revision.wrapping_add(1);
        self.say(tone, args);
    }

    /// Puts back a saved state: grid, cursor and mode, with no undo step (resuming after a restart).
    pub fn resume(&mut self, grid: Grid<S>, cursor: Cell<S>, solved: Option<bool>) {
        self.revision = self.revision.wrapping_add(1);
        self.grid = grid;
        self.cursor = cursor;
        self.mode = match solved {
            Some(unique) => Mode::Solved { unique },
            None => Mode::Edit,
        };
        self.merging = None;
    }

    /// The state a save keeps: the grid (givens only while busy), and `Some(unique)` when solved.
    pub fn saved_state(&self) -> (Grid<S>, Option<bool>) {
        match self.mode {
            Mode::Solved { unique } => (self.grid, Some(unique)),
            Mode::Edit => (self.grid, None),
            Mode::Play => (self.grid, None),
            Mode::Search { .. } | Mode::Benchmark => (self.grid.givens_only(), None),
            // The grid is untouched while a puzzle is made: save what was there.
            Mode::Generate => match self.generator.as_ref().map(|g| g.back) {
                Some(Mode::Solved { unique }) => (self.grid, Some(unique)),
                _ => (self.grid, None),
            },
        }
    }

    /// Puts back a saved game: grid (givens and the player's digits), cursor, notes and play
    /// state; the solution is found again (no undo step, as when resuming after a restart).
    pub fn resume_play(&mut self, grid: Grid<S>, cursor: Cell<S>, notes: Notes<S>, play: Play<S>) {
        self.resume(grid, cursor, None);
        let puzzle = grid.givens_only();
        let unique = self.solver.load(&puzzle, 2).is_ok()
            && self.solver.step(PLAY_CHECK_NODES) == solver::Status::Solved
            && self.solver.is_unique();
        let solution = if unique {
            self.solver.solution().map(Grid::placed_as_givens)
        } else {
            None
        };
        self.notes = notes;
        self.play = Play { solution, ..play };
        self.mode = Mode::Play;
    }

    /// Counts the solutions of `grid` up to two, giving up (`None`) after `node_budget` search nodes.
    pub fn count_solutions(
        &mut self,
        grid: &Grid<S>,
        node_budget: u32,
    ) -> Option<crate::library::Solutions> {
        if self.is_busy() {
            return None;
        }
        if self.solver.load(grid, 2).is_err() {
            return Some(crate::library::Solutions::None);
        }
        match self.solver.step(node_budget) {
            solver::Status::Running => None,
            _ => Some(crate::library::Solutions::from_count(
                self.solver.solution_count(),
            )),
        }
    }

    /// Starts the benchmark (23 hard 9x9 puzzles, counting to two), a slice per frame.
    pub fn start_benchmark(&mut self) {
        self.revision = self.revision.wrapping_add(1);
        self.bench = Some(Bench {
            next: 0,
            spent_us: 0,
            generated: 0,
            generating_us: 0,
            generator: None,
        });
        self.mode = Mode::Benchmark;
        self.say(
            Tone::Info,
            format_args!("Benchmark: 0/{} puzzles", puzzles::BENCHMARK.len()),
        );
    }

    /// Changes whenever anything the screen shows changes: the shell redraws only then.
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// Takes the effect the shell has to carry out, if any.
    pub fn take_effect(&mut self) -> Option<Effect> {
        self.effect.take()
    }

    /// Replaces the grid (loading a puzzle), as a step that can be undone; cursor kept.
    pub fn load(&mut self, grid: Grid<S>) {
        if grid != self.grid {
            self.record(Step::Load);
        }
        self.grid = grid;
        self.mode = if grid.placed_count() > 0 {
            Mode::Solved { unique: false }
        } else {
            Mode::Edit
        };
        self.after_edit();
    }

    /// Loads `grid` as [`Editor::load`] does, with the cursor on cell `cursor` when that is on the grid.
    pub fn load_at(&mut self, grid: Grid<S>, cursor: usize) {
        self.load(grid);
        if let Some(cell) = Cell::from_index(cursor) {
            self.cursor = cell;
        }
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
        let editing = matches!(self.mode, Mode::Edit | Mode::Solved { .. } | Mode::Play);
        if editing && presses.intersects(redo) && held.contains(redo) {
            presses = presses.without(redo);
            self.revision = self.revision.wrapping_add(1);
            self.redo();
        } else if self.mode == Mode::Play && presses.intersects(notes) && held.contains(notes) {
            presses = presses.without(notes);
            self.revision = self.revision.wrapping_add(1);
            self.toggle_notes_mode();
        }
        if presses.is_empty() {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        match self.mode {
            // Any button stops a search or the benchmark; the rest of the frame's presses are dropped.
            Mode::Search { .. } => self.stop_search(),
            Mode::Benchmark => {
                self.bench = None;
                self.mode = Mode::Edit;
                self.say(Tone::Info, format_args!("Benchmark stopped"));
            }
            Mode::Generate => {
                self.mode = self.generator.take().map_or(Mode::Edit, |g| g.back);
                self.say(Tone::Info, format_args!("Stopped making a puzzle"));
            }
            Mode::Play if self.play.paused => {
                self.play.paused = false;
                self.say(Tone::Info, format_args!("Go on: the timer runs again"));
            }
            Mode::Play => presses.iter().for_each(|button| self.play_press(button)),
            Mode::Edit | Mode::Solved { .. } => {
                for button in presses.iter() {
                    self.edit_press(button);
                    if matches!(self.mode, Mode::Search { .. } | Mode::Benchmark) {
                        break;
                    }
                }
            }
        }
    }

    /// A button in play mode.
    fn play_press(&mut self, button: Buttons) {
        let (rows, cols) = match button {
            Buttons::UP => (-1, 0),
            Buttons::DOWN => (1, 0),
            Buttons::LEFT => (0, -1),
            Buttons::RIGHT => (0, 1),
            _ => (0, 0),
        };
        self.hint = CellSet::new();
        if (rows, cols) != (0, 0) {
            self.settle_notes();
            self.cursor = self.cursor.moved(rows, cols);
            self.merging = None;
            return;
        }
        let notes_mode = self.play.notes_mode;
        match button {
            Buttons::CIRCLE | Buttons::R if notes_mode => self.move_pointer(true),
            Buttons::CROSS | Buttons::L if notes_mode => self.move_pointer(false),
            Buttons::CIRCLE | Buttons::R => self.play_change(Digit::cycle_up),
            Buttons::CROSS | Buttons::L => self.play_change(Digit::cycle_down),
            Buttons::SQUARE if notes_mode => self.toggle_note(),
            Buttons::SQUARE => self.hint(),
            Buttons::TRIANGLE => self.erase(),
            Buttons::SELECT => self.undo(),
            _ => {}
        }
    }

    /// Starts a game of the givens (Select goes back to editing): the player's digits and notes
    /// start empty, the timer at zero. Refused when the givens clash or have no solution.
    pub fn start_play(&mut self) {
        self.revision = self.revision.wrapping_add(1);
        let before = self.current();
        if self.begin_game() {
            self.history.record(Entry {
                step: Step::StartPlay,
                ..before
            });
        }
    }

    /// Starts a game of the givens without an undo step; `false` (and a message) when refused.
    fn begin_game(&mut self) -> bool {
        let puzzle = self.grid.givens_only();
        if let Some(conflict) = puzzle.first_conflict() {
            self.say(
                Tone::Bad,
                format_args!("Conflict: {conflict}; fix the givens before playing"),
            );
            return false;
        }
        if self.solver.load(&puzzle, 2).is_err()
            || self.solver.step(PLAY_CHECK_NODES) == solver::Status::NoSolution
        {
            self.say(
                Tone::Bad,
                format_args!("No solution: there is nothing to play"),
            );
            return false;
        }
        let unique = self.solver.status() == solver::Status::Solved && self.solver.is_unique();
        let solution = if unique {
            self.solver.solution().map(Grid::placed_as_givens)
        } else {
            None
        };
        self.grid = puzzle;
        self.notes = play::no_notes::<S>();
        self.notes_due = None;
        self.merging = None;
        self.hint = CellSet::new();
        self.play = Play {
            mistakes: self.play.mistakes,
            ..Play::new(solution)
        };
        self.mode = Mode::Play;
        if unique {
            self.say(
                Tone::Info,
                format_args!("Play: fill the grid (L+R: pencil marks)"),
            );
        } else {
            self.say(
                Tone::Info,
                format_args!("Play: this puzzle has more than one solution (L+R: pencil marks)"),
            );
        }
        true
    }

    /// Leaves play mode for editing the givens; Select goes back into the game.
    pub fn leave_play(&mut self) {
        if self.mode != Mode::Play {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        self.settle_notes();
        self.record(Step::LeavePlay);
        self.grid = self.grid.givens_only();
        self.notes = play::no_notes::<S>();
        self.mode = Mode::Edit;
        self.say(
            Tone::Info,
            format_args!("Editing the givens (Select goes back to the game)"),
        );
    }

    /// Play mode's state.
    pub fn play(&self) -> &Play<S> {
        &self.play
    }

    /// The pencil marks.
    pub fn notes(&self) -> &Notes<S> {
        &self.notes
    }

    /// The cells the last hint pointed at.
    pub fn hint_cells(&self) -> CellSet<S> {
        self.hint
    }

    /// Changes how play mode marks mistakes.
    pub fn set_mistakes(&mut self, mistakes: play::Mistakes) {
        self.revision = self.revision.wrapping_add(1);
        self.play.mistakes = mistakes;
    }

    /// Pauses the game: the timer stops and the board is hidden until a button is pressed.
    pub fn pause(&mut self) {
        if self.mode == Mode::Play && !self.play.finished {
            self.revision = self.revision.wrapping_add(1);
            self.play.paused = true;
            self.say(
                Tone::Info,
                format_args!(
                    "Paused at {} (any button goes on)",
                    play::Clock(self.play.elapsed_ms)
                ),
            );
        }
    }

    /// Tells the editor whether the app shows something over it (the play timer stops meanwhile).
    pub fn set_covered(&mut self, covered: bool) {
        self.covered = covered;
    }

    fn toggle_notes_mode(&mut self) {
        self.settle_notes();
        self.play.notes_mode = !self.play.notes_mode;
        if self.play.notes_mode {
            self.say(
                Tone::Info,
                format_args!("Pencil marks: O/X choose the digit, Square marks it"),
            );
        } else {
            self.say(
                Tone::Info,
                format_args!("Digits: O/X change the cell (L+R: pencil marks)"),
            );
        }
    }

    fn move_pointer(&mut self, up: bool) {
        let next = if up {
            Digit::cycle_up(Some(self.play.pointer))
        } else {
            Digit::cycle_down(Some(self.play.pointer))
        };
        // Skip "empty": the pointer always names a digit.
        self.play.pointer = next.unwrap_or_else(|| {
            if up {
                Digit::from_index(0)
            } else {
                Digit::from_index(S::SIDE - 1)
            }
            .expect("digits 1 and SIDE exist")
        });
    }

    /// Square in notes mode: the pointed digit in or out of the cell's pencil marks.
    fn toggle_note(&mut self) {
        if self.game_over() {
            return;
        }
        self.settle_notes();
        let cell = self.cursor;
        if self.grid.digit(cell).is_some() {
            self.say(
                Tone::Info,
                format_args!("{cell} holds a digit: no pencil marks there"),
            );
            return;
        }
        if self.merging != Some(cell) || self.history.last_step() != Some(Step::Notes(cell)) {
            self.record(Step::Notes(cell));
            self.merging = Some(cell);
        }
        self.notes[cell.index()] ^= self.play.pointer.bit();
    }

    /// Circle/Cross in play mode: the player's digit in the cell; givens do not change.
    fn play_change(&mut self, step: fn(Option<Digit<S>>) -> Option<Digit<S>>) {
        let cell = self.cursor;
        if self.given_locked(cell) {
            return;
        }
        if self.game_over() {
            return;
        }
        if self.merging != Some(cell) || self.history.last_step() != Some(Step::Change(cell)) {
            self.record(Step::Change(cell));
            self.merging = Some(cell);
        }
        match step(self.grid.digit(cell)) {
            Some(digit) => self.grid.place(cell, digit),
            None => self.grid.clear(cell),
        }
        // The digit leaves its peers' notes once the player settles on it.
        self.notes_due = Some((cell, self.last_tick_ms.unwrap_or(0)));
        self.check_finished();
    }

    /// Takes the settled digit of the last changed cell out of its peers' notes (same undo step).
    fn settle_notes(&mut self) {
        if let Some((cell, _)) = self.notes_due.take()
            && let Some(digit) = self.grid.digit(cell)
        {
            play::clear_peers(&mut self.notes, cell, digit);
            self.revision = self.revision.wrapping_add(1);
        }
    }

    /// Triangle in play mode: the cell's digit and notes go.
    fn erase(&mut self) {
        if self.game_over() {
            return;
        }
        self.settle_notes();
        let cell = self.cursor;
        if self.given_locked(cell) {
            return;
        }
        if self.grid.digit(cell).is_none() && self.notes[cell.index()] == 0 {
            return;
        }
        self.record(Step::Erase(cell));
        self.grid.clear(cell);
        self.notes[cell.index()] = 0;
    }

    /// Fills every empty cell's notes with the candidates the digits allow, as one undo step.
    pub fn fill_candidates(&mut self) {
        if self.mode != Mode::Play {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        if self.game_over() {
            return;
        }
        self.settle_notes();
        self.record(Step::Fill);
        self.notes = play::all_candidates(&self.grid);
        self.say(
            Tone::Info,
            format_args!("Every candidate noted (Select undoes)"),
        );
    }

    fn check_finished(&mut self) {
        if self.play.is_complete(&self.grid) {
            self.play.finished = true;
            self.settle_notes();
            self.say(
                Tone::Good,
                format_args!("Solved! Time {}", play::Clock(self.play.elapsed_ms)),
            );
        }
    }

    /// The easiest next step a person could take, shown on the status line with its cells; in a
    /// game with a known solution, a wrong digit of the player's is pointed out first.
    pub fn hint(&mut self) {
        self.revision = self.revision.wrapping_add(1);
        self.settle_notes();
        self.merging = None;
        self.hint = CellSet::new();
        let wrong = match (self.mode, self.play.solution) {
            (Mode::Play, Some(solution)) => self
                .grid
                .entries()
                .find(|&(cell, entry)| matches!(entry, crate::grid::Entry::Placed(d) if solution.digit(cell) != Some(d)))
                .map(|(cell, _)| cell),
            _ => None,
        };
        if let Some(cell) = wrong {
            self.hint.insert(cell);
            self.say(
                Tone::Bad,
                format_args!("{cell} does not hold the right digit: take it out before going on"),
            );
            return;
        }
        let hint = crate::logic::hint(&self.grid);
        let highlight = hint.highlight();
        self.hint = highlight
            .targets
            .iter()
            .chain(highlight.proof.iter())
            .collect();
        let tone = match hint {
            crate::logic::Hint::Deduction(_) | crate::logic::Hint::OnlyGuessing => Tone::Info,
            crate::logic::Hint::Solved => Tone::Good,
            crate::logic::Hint::Conflict(_) | crate::logic::Hint::Contradiction(_) => Tone::Bad,
        };
        self.say(tone, format_args!("Hint: {hint}"));
    }

    /// Starts generating a new puzzle of `difficulty` (from `seed`), a slice per frame; when it is
    /// ready it replaces the grid (Select undoes) and a game starts.
    pub fn start_generate(&mut self, seed: u64, difficulty: Difficulty) {
        if self.is_busy() {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        self.settle_notes();
        let back = self.mode;
        self.generator = Some(Generation {
            back,
            generator: Generator::new(seed, true),
            difficulty,
            attempt: 1,
            seed,
            spent_us: 0,
        });
        self.mode = Mode::Generate;
        self.say(
            Tone::Info,
            format_args!("Making a {} puzzle...", difficulty_name(difficulty)),
        );
    }

    fn tick_generate(&mut self, clock: &mut impl Clock) {
        let Some(mut job) = self.generator.take() else {
            self.mode = Mode::Edit;
            return;
        };
        let start = clock.now_us();
        let ceiling = job.difficulty;
        let keep =
            |grid: &Grid<S>| ceiling == Difficulty::NeedsGuessing || difficulty_of(grid) <= ceiling;
        let mut done = false;
        while !done && clock.now_us() - start < FRAME_BUDGET_US {
            done = job
                .generator
                .step(&mut self.solver, GENERATE_CELLS_PER_CHUNK, keep);
        }
        job.spent_us += clock.now_us() - start;
        self.revision = self.revision.wrapping_add(1);
        if !done {
            self.generator = Some(job);
            return;
        }
        let puzzle = *job.generator.puzzle();
        let got = difficulty_of(&puzzle);
        if got != job.difficulty && job.attempt < GENERATE_ATTEMPTS {
            job.seed = job.seed.wrapping_add(0x9E37_79B9);
            job.generator = Generator::new(job.seed, true);
            job.attempt += 1;
            self.say(
                Tone::Info,
                format_args!(
                    "Making a {} puzzle: attempt {}",
                    difficulty_name(job.difficulty),
                    job.attempt
                ),
            );
            self.generator = Some(job);
            return;
        }
        self.mode = job.back;
        self.record(Step::Load);
        self.grid = puzzle;
        self.begin_game();
        self.say(
            Tone::Good,
            format_args!(
                "New {} puzzle, {} givens, made in {}; Select undoes",
                difficulty_name(got),
                puzzle.given_count(),
                Duration(job.spent_us)
            ),
        );
    }

    fn edit_press(&mut self, button: Buttons) {
        let (rows, cols) = match button {
            Buttons::UP => (-1, 0),
            Buttons::DOWN => (1, 0),
            Buttons::LEFT => (0, -1),
            Buttons::RIGHT => (0, 1),
            _ => (0, 0),
        };
        if (rows, cols) != (0, 0) {
            self.cursor = self.cursor.moved(rows, cols);
            self.merging = None;
            return;
        }
        match button {
            Buttons::CIRCLE | Buttons::R => self.change(Digit::cycle_up),
            Buttons::CROSS | Buttons::L => self.change(Digit::cycle_down),
            Buttons::SQUARE => self.solve(),
            Buttons::TRIANGLE => self.clear(),
            Buttons::SELECT => self.undo(),
            _ => {}
        }
    }

    /// Steps the given under the cursor; a solved grid first goes back to its givens.
    fn change(&mut self, step: fn(Option<Digit<S>>) -> Option<Digit<S>>) {
        if self.merging != Some(self.cursor) {
            self.record(Step::Change(self.cursor));
            self.merging = Some(self.cursor);
        }
        if matches!(self.mode, Mode::Solved { .. }) {
            self.grid = self.grid.givens_only();
            self.mode = Mode::Edit;
        }
        let digit = step(self.grid.given(self.cursor));
        self.grid.set_given(self.cursor, digit);
        self.after_edit();
    }

    /// The status after the givens changed: the first conflict, or the hint.
    fn after_edit(&mut self) {
        match self.grid.first_conflict() {
            Some(conflict) => self.say(Tone::Bad, format_args!("Conflict: {conflict}")),
            None => self.say(Tone::Info, format_args!("{EDIT_HINT}")),
        }
    }

    /// Records the state before `step` for undo.
    fn record(&mut self, step: Step<S>) {
        self.history.record(Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode,
            step,
        });
        if !matches!(step, Step::Change(_)) {
            self.merging = None;
        }
        // A hint's cells belong to the grid it was given for.
        self.hint = CellSet::new();
    }

    /// In a game, whether `cell` holds a given (locked); says so when it does.
    fn given_locked(&mut self, cell: Cell<S>) -> bool {
        let locked = self.grid.given(cell).is_some();
        if locked {
            self.say(
                Tone::Info,
                format_args!("{cell} is a given: it cannot change"),
            );
        }
        locked
    }

    /// In a finished game: says so and returns true, for the actions that would change the grid.
    fn game_over(&mut self) -> bool {
        if self.play.finished {
            self.say(
                Tone::Good,
                format_args!(
                    "Solved in {}: Start > Play edits it, New puzzle plays on",
                    play::Clock(self.play.elapsed_ms)
                ),
            );
        }
        self.play.finished
    }

    /// The state now, as a history entry.
    fn current(&self) -> Entry<S> {
        Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode,
            step: Step::Load,
        }
    }

    fn show(&mut self, entry: Entry<S>) {
        self.grid = entry.grid;
        self.notes = entry.notes;
        self.mode = entry.mode;
        self.merging = None;
        self.notes_due = None;
        if self.mode == Mode::Play {
            self.play.finished = self.play.is_complete(&self.grid);
        }
    }

    /// Triangle: a solved grid loses its solution; an unsolved one is emptied. Select undoes it.
    fn clear(&mut self) {
        match self.mode {
            Mode::Solved { .. } => {
                self.record(Step::Clear);
                self.grid = self.grid.givens_only();
                self.mode = Mode::Edit;
                self.say(Tone::Info, format_args!("Solution cleared (Select undoes)"));
            }
            _ if self.grid.is_empty() => {
                self.say(Tone::Info, format_args!("The grid is already empty"))
            }
            _ => {
                self.record(Step::Clear);
                self.grid = Grid::empty();
                self.say(Tone::Info, format_args!("Grid cleared (Select undoes)"));
            }
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

    /// Square: refuses conflicting givens; otherwise starts a search counting to two solutions.
    fn solve(&mut self) {
        self.merging = None;
        let puzzle = self.grid.givens_only();
        if let Err(conflict) = self.solver.load(&puzzle, 2) {
            self.grid = puzzle;
            self.mode = Mode::Edit;
            self.say(
                Tone::Bad,
                format_args!("Conflict: {conflict}, not searched"),
            );
            return;
        }
        self.grid = puzzle;
        self.search_us = 0;
        self.watch = Watch::default();
        self.replay = Replay::new();
        let watch = self.settings.watch;
        self.mode = Mode::Search { watch };
        if watch {
            self.say(
                Tone::Info,
                format_args!("Watching the search (any button stops)"),
            );
        } else {
            self.say(Tone::Info, format_args!("Solving..."));
        }
    }

    fn stop_search(&mut self) {
        self.grid = self.grid.givens_only();
        self.mode = Mode::Edit;
        self.watch = Watch::default();
        self.say(Tone::Info, format_args!("Search stopped"));
    }

    /// Runs this frame's slice of a search or of the benchmark.
    pub fn tick(&mut self, clock: &mut impl Clock) {
        self.frame += 1;
        match self.mode {
            Mode::Search { watch: true } => self.tick_watch(),
            Mode::Search { watch: false } => self.tick_search(clock),
            Mode::Benchmark => self.tick_benchmark(clock),
            Mode::Play => self.tick_play(clock),
            Mode::Generate => self.tick_generate(clock),
            Mode::Edit | Mode::Solved { .. } => {}
        }
    }

    /// The play timer, and notes settling after a digit stood long enough.
    fn tick_play(&mut self, clock: &mut impl Clock) {
        let now = clock.now_us() / 1000;
        let last = self.last_tick_ms.replace(now).unwrap_or(now);
        if !self.play.paused && !self.play.finished && !self.covered {
            let before = self.play.elapsed_ms / 1000;
            self.play.elapsed_ms += now.saturating_sub(last).min(1000);
            if self.play.elapsed_ms / 1000 != before {
                self.revision = self.revision.wrapping_add(1);
            }
        }
        if let Some((_, since)) = self.notes_due
            && now.saturating_sub(since) >= NOTES_SETTLE_MS
        {
            self.settle_notes();
        }
    }

    fn tick_search(&mut self, clock: &mut impl Clock) {
        let start = clock.now_us();
        let mut now = start;
        while self.solver.status() == solver::Status::Running && now - start < FRAME_BUDGET_US {
            self.solver.step(NODES_PER_CHUNK);
            now = clock.now_us();
        }
        self.search_us += now - start;
        self.finish_search();
    }

    /// Shows the search one event at a time: each placement, then each backtrack.
    fn tick_watch(&mut self) {
        let (frames, events) = self.settings.speed.pace();
        if !self.frame.is_multiple_of(frames) {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        for _ in 0..events {
            if self.replay.next == self.replay.events.len() {
                if self.solver.status() != solver::Status::Running {
                    self.finish_search();
                    return;
                }
                // The next node, recorded for the replay.
                self.replay.events.clear();
                self.replay.next = 0;
                self.solver
                    .step_observed(1, &mut Recorder(&mut self.replay.events));
                self.replay.after = self.solver.grid();
                if self.replay.events.is_empty() {
                    self.grid = self.replay.after;
                    continue;
                }
            }
            match self.replay.events[self.replay.next] {
                Event::Placed(index, value, guess) => {
                    if let (Some(cell), Some(digit)) =
                        (Cell::from_index(usize::from(index)), Digit::new(value))
                    {
                        self.grid.place(cell, digit);
                        self.watch = Watch {
                            last: Some((cell, guess)),
                            backtracked: false,
                        };
                    }
                }
                Event::Backtracked => {
                    self.grid = self.replay.after;
                    self.watch = Watch {
                        last: None,
                        backtracked: true,
                    };
                }
            }
            self.replay.next += 1;
            if self.replay.next == self.replay.events.len() {
                self.grid = self.replay.after;
            }
        }
        let stats = self.solver.stats();
        self.say(
            Tone::Info,
            format_args!(
                "Depth {}, {} guesses, {} backtracks (any button stops)",
                self.solver.depth(),
                stats.guesses,
                stats.backtracks
            ),
        );
    }

    /// Shows the outcome once the solver is done.
    fn finish_search(&mut self) {
        let status = self.solver.status();
        if status == solver::Status::Running {
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        self.watch = Watch::default();
        let stats = self.solver.stats();
        let time = Duration(self.search_us);
        match (status, self.solver.solution().copied()) {
            (solver::Status::Solved, Some(solution)) => {
                // Undo goes back to the givens being edited.
                self.grid = self.grid.givens_only();
                self.mode = Mode::Edit;
                self.record(Step::Solve);
                self.grid = solution;
                let unique = self.solver.is_unique();
                self.mode = Mode::Solved { unique };
                if unique {
                    self.say(
                        Tone::Good,
                        format_args!("Solved in {time}, {} guesses", stats.guesses),
                    );
                } else {
                    self.say(
                        Tone::Bad,
                        format_args!("Not unique: one of several solutions ({time})"),
                    );
                }
            }
            _ => {
                self.grid = self.grid.givens_only();
                self.mode = Mode::Edit;
                self.say(
                    Tone::Bad,
                    format_args!("No solution ({time}, {} guesses)", stats.guesses),
                );
            }
        }
    }

    /// The benchmark: solving the hard puzzles, then generating puzzles, a slice per frame.
    fn tick_benchmark(&mut self, clock: &mut impl Clock) {
        let Some(mut bench) = self.bench.take() else {
            return;
        };
        let frame_start = clock.now_us();
        let total = puzzles::BENCHMARK.len();
        // Time whole slices, not single puzzles: a clock that moves in coarse steps (PPSSPP's
        // can) would round each short solve to a step.
        let mut now = frame_start;
        while bench.next < total && now - frame_start < FRAME_BUDGET_US {
            if let Ok(grid) = Grid::<S>::from_line(puzzles::BENCHMARK[bench.next])
                && self.solver.load(&grid, 2).is_ok()
            {
                self.solver.run();
            }
            bench.next += 1;
            now = clock.now_us();
        }
        bench.spent_us += now - frame_start;
        while bench.next == total
            && bench.generated < BENCHMARK_GENERATED
            && clock.now_us() - frame_start < FRAME_BUDGET_US
        {
            let seed = u64::from(bench.generated) + 1;
            let generator = bench
                .generator
                .get_or_insert_with(|| Generator::new(seed, true));
            let start = clock.now_us();
            let done = generator.step(&mut self.solver, GENERATE_CELLS_PER_CHUNK, |_| true);
            bench.generating_us += clock.now_us() - start;
            if done {
                bench.generator = None;
                bench.generated += 1;
            }
        }
        self.revision = self.revision.wrapping_add(1);
        if bench.next < total || bench.generated < BENCHMARK_GENERATED {
            if bench.next < total {
                self.say(
                    Tone::Info,
                    format_args!("Benchmark: solving {}/{total}", bench.next),
                );
            } else {
                self.say(
                    Tone::Info,
                    format_args!(
                        "Benchmark: generating {}/{BENCHMARK_GENERATED}",
                        bench.generated
                    ),
                );
            }
            self.bench = Some(bench);
            return;
        }
        self.mode = Mode::Edit;
        let per_puzzle = bench.spent_us / total as u64;
        let per_generated = bench.generating_us / u64::from(BENCHMARK_GENERATED);
        self.effect = Some(Effect::BenchmarkDone {
            puzzles: total as u32,
            micros_per_puzzle: per_puzzle,
            generated: BENCHMARK_GENERATED,
            micros_per_generated: per_generated,
        });
        // A 9x9 benchmark on other sizes has nothing to solve; say so rather than show zero.
        if S::CELLS != 81 {
            self.say(Tone::Info, format_args!("Benchmark: 9x9 only"));
            return;
        }
        self.say(
            Tone::Good,
            format_args!(
                "Benchmark: {per_puzzle} us per puzzle solved ({total} hard ones, counting to 2); {} per puzzle made",
                Duration(per_generated)
            ),
        );
    }
}

#[cfg(test)]
mod tests;
