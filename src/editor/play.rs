//! Play mode: the player fills a puzzle whose givens are locked, with their own digits, pencil
//! marks (L+R switches Circle/Cross/Square to them), optional mistake marking, a timer that
//! stops while paused or covered, and the end of the game once the grid is right.

use core::fmt;

use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    grid::{Entry, Grid},
    pad::Buttons,
    preferences::{Mistakes, Preferences},
    size::{Nine, Size},
    solver,
    text::{In, Key},
};

use super::{
    Editor, Effect, State,
    edit::cursor_step,
    history::{self, Step},
    notes::{Notes, all_candidates, clear_peers, no_notes},
    status::Tone,
};

/// Search nodes play mode may spend checking that a puzzle has a solution before a game.
const PLAY_CHECK_NODES: u32 = 100_000;
/// A changed digit leaves its peers' notes once it has stood this long (or the cursor moves).
const NOTES_SETTLE_MS: u64 = 600;

/// A time in milliseconds, shown as `mm:ss` (or `h:mm:ss` past an hour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock(pub u64);

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0 / 1000;
        if s >= 3600 {
            write!(f, "{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        } else {
            write!(f, "{:02}:{:02}", s / 60, s % 60)
        }
    }
}

/// Play mode's state, beside the grid and the notes that the editor keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play<S: Size = Nine> {
    /// Whether the buttons write pencil marks (else digits).
    pub notes_mode: bool,
    /// The digit the notes buttons act on.
    pub pointer: Digit<S>,
    /// How mistakes are marked.
    pub mistakes: Mistakes,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// Whether the timer stands still and the board is hidden.
    pub paused: bool,
    /// The puzzle's solution, when it has exactly one.
    pub solution: Option<Grid<S>>,
    /// Whether the player has completed the grid correctly.
    pub finished: bool,
    /// Wrong digits the player settled on while mistakes were marked.
    pub mistakes_made: u16,
    /// A cell whose new digit still has to leave its peers' notes, and since when (ms).
    pub(super) notes_due: Option<(Cell<S>, u64)>,
    /// The puzzle's level and rating when known at the start (New puzzle graded it, a slice a
    /// frame): [`Editor::puzzle_rated`] then needs no grade, which takes a 16x16 puzzle more
    /// than a frame.
    pub rated: Option<crate::logic::Rated>,
}

impl<S: Size> Play<S> {
    /// A fresh game of a puzzle whose unique solution is `solution` (if it has one).
    pub fn new(solution: Option<Grid<S>>) -> Self {
        Play {
            notes_mode: false,
            pointer: Digit::from_index(0).expect("every size has digit 1"),
            mistakes: Mistakes::Off,
            elapsed_ms: 0,
            paused: false,
            solution,
            finished: false,
            mistakes_made: 0,
            notes_due: None,
            rated: None,
        }
    }

    /// The cells to mark as mistakes in `grid`, as this game's setting says.
    pub fn mistakes_in(&self, grid: &Grid<S>) -> CellSet<S> {
        match (self.mistakes, &self.solution) {
            (Mistakes::Off, _) => CellSet::new(),
            (Mistakes::Rules, _) | (Mistakes::Solution, None) => {
                if grid.has_conflict() {
                    grid.conflicting_cells()
                } else {
                    CellSet::new()
                }
            }
            (Mistakes::Solution, Some(solution)) => grid
                .entries()
                .filter(|&(cell, entry)| matches!(entry, Entry::Placed(d) if solution.digit(cell) != Some(d)))
                .map(|(cell, _)| cell)
                .collect(),
        }
    }

    /// Whether `grid` is complete and right (the solution when known, else the rules).
    pub fn is_complete(&self, grid: &Grid<S>) -> bool {
        grid.is_full()
            && match &self.solution {
                Some(solution) => Cell::<S>::all().all(|c| grid.digit(c) == solution.digit(c)),
                None => !grid.has_conflict(),
            }
    }
}

impl<S: Size> Editor<S> {
    /// Play mode's state.
    pub fn play(&self) -> &Play<S> {
        &self.play
    }

    /// The level and rating of the givens, as the logical solver grades them (a game's records
    /// are kept by size and level): the game's own when known ([`Play::rated`], New puzzle's),
    /// else graded now with the uniqueness techniques, as HoDoKu grades. Givens without one
    /// known solution are extreme, unrated, with no grade: logic can only get stuck on them,
    /// and only once every technique has looked, forcing nets included, which on a grid of few
    /// givens is minutes of the PSP's work at the end of the game.
    pub fn puzzle_rated(&self) -> crate::logic::Rated {
        if let Some(rated) = self.play.rated {
            return rated;
        }
        if self.play.solution.is_none() {
            return crate::logic::Rated::UNSOLVED;
        }
        crate::logic::grade_unique(&self.grid.givens_only())
            .rated()
            .unwrap_or(crate::logic::Rated::UNSOLVED)
    }

    /// The pencil marks.
    pub fn notes(&self) -> &Notes<S> {
        &self.notes
    }

    /// Starts a game of the givens (Select goes back to editing): the player's digits and notes
    /// start empty, the timer at zero. Refused when the givens clash or have no solution.
    pub fn start_play(&mut self, prefs: &Preferences) {
        self.touch();
        let before = self.current();
        if self.begin_game(prefs) {
            self.history.record(history::Entry {
                step: Step::StartPlay,
                ..before
            });
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
        self.state = State::Play;
    }

    /// Leaves play mode for editing the givens; Select goes back into the game.
    pub fn leave_play(&mut self) {
        if !matches!(self.state, State::Play) {
            return;
        }
        self.touch();
        self.settle_notes();
        self.record(Step::LeavePlay);
        self.grid = self.grid.givens_only();
        self.notes = no_notes::<S>();
        self.state = State::Edit;
        self.tell(Tone::Info, Key::EditingGivens, &[]);
    }

    /// Changes how play mode marks mistakes.
    pub fn set_mistakes(&mut self, mistakes: Mistakes) {
        self.touch();
        self.play.mistakes = mistakes;
    }

    /// Pauses the game: the timer stops and the board is hidden until a button is pressed.
    pub fn pause(&mut self) {
        if matches!(self.state, State::Play) && !self.play.finished {
            self.touch();
            self.play.paused = true;
            self.tell(Tone::Info, Key::Paused, &[&Clock(self.play.elapsed_ms)]);
        }
    }

    /// Tells the editor whether the app shows something over it (the play timer stops meanwhile).
    pub fn set_covered(&mut self, covered: bool) {
        self.ticks.covered = covered;
        if covered {
            // The app's menu came over the board: a press went to it, and a clear waiting for
            // its second Triangle is off.
            self.keep_givens();
        }
    }

    /// Fills every empty cell's notes with the candidates the digits allow, as one undo step.
    pub fn fill_candidates(&mut self) {
        if !matches!(self.state, State::Play) {
            return;
        }
        self.touch();
        if self.game_over() {
            return;
        }
        self.settle_notes();
        self.record(Step::Fill);
        self.notes = all_candidates(&self.grid);
        self.tell(Tone::Info, Key::AllNoted, &[]);
    }

    /// Starts a game of the givens without an undo step, marking mistakes as `prefs` say;
    /// `false` (and a message) when refused.
    pub(super) fn begin_game(&mut self, prefs: &Preferences) -> bool {
        let puzzle = self.grid.givens_only();
        if let Some(conflict) = puzzle.first_conflict() {
            let conflict = In(self.lang, &conflict);
            self.tell(Tone::Bad, Key::PlayConflict, &[&conflict]);
            return false;
        }
        if self.solver.load(&puzzle, 2).is_err()
            || self.solver.step(PLAY_CHECK_NODES) == solver::Status::NoSolution
        {
            self.tell(Tone::Bad, Key::PlayNoSolution, &[]);
            return false;
        }
        let unique = self.solver.status() == solver::Status::Solved && self.solver.is_unique();
        let solution = if unique {
            self.solver.solution().map(Grid::placed_as_givens)
        } else {
            None
        };
        self.start_game(puzzle, solution, prefs);
        true
    }

    /// Starts a game of `puzzle`, of `solution` if it has one alone (New puzzle knows it: no
    /// search needed, where counting a 16x16 puzzle's solutions takes the PSP frames).
    pub(super) fn start_game(
        &mut self,
        puzzle: Grid<S>,
        solution: Option<Grid<S>>,
        prefs: &Preferences,
    ) {
        let unique = solution.is_some();
        self.grid = puzzle;
        self.notes = no_notes::<S>();
        self.merging = None;
        self.hint.clear();
        self.play = Play {
            mistakes: prefs.mistakes,
            ..Play::new(solution)
        };
        self.state = State::Play;
        if unique {
            self.tell(Tone::Info, Key::PlayStart, &[]);
        } else {
            self.tell(Tone::Info, Key::PlayStartSeveral, &[]);
        }
    }

    /// The presses of one frame in a game: a paused game goes on at any button.
    pub(super) fn play_presses(&mut self, presses: Buttons, prefs: &Preferences) {
        if self.play.paused {
            self.play.paused = false;
            self.tell(Tone::Info, Key::PlayResumed, &[]);
            return;
        }
        for button in presses.iter() {
            self.play_press(button, prefs.skip_used);
        }
    }

    /// A button in play mode (`skip_used`: Circle and Cross skip the digits the cell's peers
    /// hold).
    fn play_press(&mut self, button: Buttons, skip_used: bool) {
        if let Some((rows, cols)) = cursor_step(button) {
            self.settle_notes();
            self.cursor = self.cursor.moved(rows, cols);
            self.merging = None;
            return;
        }
        let notes_mode = self.play.notes_mode;
        match button {
            Buttons::CIRCLE | Buttons::R if notes_mode => self.move_pointer(true),
            Buttons::CROSS | Buttons::L if notes_mode => self.move_pointer(false),
            Buttons::CIRCLE => self.play_change(|e, d| e.cycled(d, true, skip_used)),
            Buttons::CROSS => self.play_change(|e, d| e.cycled(d, false, skip_used)),
            Buttons::R => self.play_change(|_, d| Digit::cycle_up(d)),
            Buttons::L => self.play_change(|_, d| Digit::cycle_down(d)),
            Buttons::SQUARE if notes_mode => self.toggle_note(),
            Buttons::SQUARE => self.hint(),
            Buttons::TRIANGLE => self.erase(),
            Buttons::SELECT => self.undo(),
            _ => {}
        }
    }

    /// L+R: pencil-mark mode on or off.
    pub(super) fn toggle_notes_mode(&mut self) {
        self.settle_notes();
        self.play.notes_mode = !self.play.notes_mode;
        if self.play.notes_mode {
            self.tell(Tone::Info, Key::NotesMode, &[]);
        } else {
            self.tell(Tone::Info, Key::DigitsMode, &[]);
        }
    }

    /// Circle/Cross in pencil-mark mode: the pointer to the next or previous digit, wrapping.
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
    pub(super) fn toggle_note(&mut self) {
        if self.game_over() {
            return;
        }
        self.settle_notes();
        let cell = self.cursor;
        if self.grid.digit(cell).is_some() {
            let cell = In(self.lang, &cell);
            self.tell(Tone::Info, Key::NoNotesThere, &[&cell]);
            return;
        }
        if self.merging != Some(cell) || self.history.last_step() != Some(Step::Notes(cell)) {
            self.record(Step::Notes(cell));
            self.merging = Some(cell);
        }
        self.notes[cell.index()] ^= self.play.pointer.bit();
    }

    /// Circle/Cross in play mode: the player's digit in the cell (`step` sees the editor and the
    /// cell's digit); givens do not change.
    pub(super) fn play_change(
        &mut self,
        step: impl FnOnce(&Self, Option<Digit<S>>) -> Option<Digit<S>>,
    ) {
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
        match step(self, self.grid.digit(cell)) {
            Some(digit) => self.grid.place(cell, digit),
            None => self.grid.clear(cell),
        }
        // The digit leaves its peers' notes once the player settles on it.
        self.play.notes_due = Some((cell, self.ticks.last_ms.unwrap_or(0)));
        self.check_finished();
    }

    /// Takes the settled digit of the last changed cell out of its peers' notes (same undo step).
    pub(super) fn settle_notes(&mut self) {
        if let Some((cell, _)) = self.play.notes_due.take()
            && let Some(digit) = self.grid.digit(cell)
        {
            self.count_mistake(cell, digit);
            clear_peers(&mut self.notes, cell, digit);
            self.touch();
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

    /// Ends the game when the grid is complete and right.
    pub(super) fn check_finished(&mut self) {
        if self.play.is_complete(&self.grid) {
            self.play.finished = true;
            self.settle_notes();
            self.effect = Some(Effect::GameFinished {
                elapsed_ms: self.play.elapsed_ms,
            });
            self.tell(Tone::Good, Key::GameSolved, &[&Clock(self.play.elapsed_ms)]);
        }
    }

    /// In a game, whether `cell` holds a given (locked); says so when it does.
    fn given_locked(&mut self, cell: Cell<S>) -> bool {
        let locked = self.grid.given(cell).is_some();
        if locked {
            let cell = In(self.lang, &cell);
            self.tell(Tone::Info, Key::GivenLocked, &[&cell]);
        }
        locked
    }

    /// In a finished game: says so and returns true, for the actions that would change the grid.
    fn game_over(&mut self) -> bool {
        if self.play.finished {
            self.tell(Tone::Good, Key::GameOver, &[&Clock(self.play.elapsed_ms)]);
        }
        self.play.finished
    }

    /// The play timer, and notes settling after a digit stood long enough.
    pub(super) fn tick_play(&mut self, clock: &mut impl crate::clock::Clock) {
        let now = clock.now_us() / 1000;
        let last = self.ticks.last_ms.replace(now).unwrap_or(now);
        if !self.play.paused && !self.play.finished && !self.ticks.covered {
            let before = self.play.elapsed_ms / 1000;
            self.play.elapsed_ms += now.saturating_sub(last).min(1000);
            if self.play.elapsed_ms / 1000 != before {
                self.touch();
            }
        }
        if let Some((_, since)) = self.play.notes_due
            && now.saturating_sub(since) >= NOTES_SETTLE_MS
        {
            self.settle_notes();
        }
    }
}

#[cfg(test)]
mod tests;
