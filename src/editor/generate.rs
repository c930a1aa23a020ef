//! Generation: a new puzzle of the chosen difficulty made a frame's slice at a time, retried
//! with another seed until it grades as asked (up to [`GENERATE_ATTEMPTS`] tries); it then
//! replaces the grid (Select undoes) and a game starts. Any button stops it.

use crate::{
    clock::Clock,
    generate::Generator,
    grid::Grid,
    logic::{self, Difficulty},
    preferences::{Preferences, difficulty_key},
    size::Size,
    solver::Solver,
    text::{Counted, In, Key},
};

use super::{
    Editor, FRAME_BUDGET_US, Mode, State,
    history::Step,
    status::{Duration, Tone},
};

/// Tries at a puzzle of the asked difficulty before taking the last one made.
const GENERATE_ATTEMPTS: u32 = 40;
/// Cells the generator tries between two looks at the clock: 4 on 9x9, 1 on 16x16 (where a
/// cell may cost milliseconds on the PSP).
pub const fn cells_per_chunk<S: Size>() -> usize {
    if S::SIDE > 9 { 1 } else { 4 }
}

/// The difficulty of a puzzle (several solutions or none count as needing guesses).
pub fn difficulty_of<S: Size>(grid: &Grid<S>) -> Difficulty {
    logic::grade(grid)
        .difficulty()
        .unwrap_or(Difficulty::NeedsGuessing)
}

/// A new puzzle being made: the generator, the difficulty asked for, and the tries so far.
#[derive(Debug, Clone)]
pub struct Generation<S: Size> {
    /// The mode to go back to if the player stops it.
    back: Mode,
    generator: Generator<S>,
    difficulty: Difficulty,
    attempt: u32,
    seed: u64,
    spent_us: u64,
    /// What the status line shows of the progress (tenths of the way, try), once shown.
    shown: Option<(u32, u32)>,
    /// The try is made and waits for its grade in the next frame (its frame was mostly spent).
    made: bool,
}

/// Where a generation stands after a slice of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress<S: Size> {
    /// Still at work on the current try.
    Working,
    /// The try just made graded otherwise: a new one has begun.
    Retrying,
    /// The puzzle, and its grade (the one asked for, unless the tries ran out).
    Done(Grid<S>, Difficulty),
}

impl<S: Size> Generation<S> {
    /// A puzzle of `difficulty` to make from `seed`; `back` is the mode to return to if stopped.
    pub fn new(back: Mode, seed: u64, difficulty: Difficulty) -> Self {
        Generation {
            back,
            generator: Generator::new(seed, true),
            difficulty,
            attempt: 1,
            seed,
            spent_us: 0,
            shown: None,
            made: false,
        }
    }

    /// The mode the editor was in before, and goes back to if the player stops.
    pub(super) fn back(&self) -> Mode {
        self.back
    }

    /// The try under way (1 for the first).
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// Microseconds of work so far, every try included.
    pub fn spent_us(&self) -> u64 {
        self.spent_us
    }

    /// How far the current try is, in percent.
    pub fn percent(&self) -> u32 {
        let (done, of) = self.generator.progress();
        (done * 100 / of.max(1)) as u32
    }

    /// Whether the progress to show has moved (by a tenth of the way, or to another try) since
    /// it was last shown; marks it shown. The status line, and so the screen, changes no more
    /// often than that: a redraw takes the PSP a good part of a frame it could work in.
    pub fn progress_moved(&mut self) -> bool {
        let now = (self.percent() / 10, self.attempt);
        let moved = self.shown != Some(now);
        self.shown = Some(now);
        moved
    }

    /// Works with `solver` for about `budget_us` of `clock`'s time: a new try when one grades
    /// other than asked (up to `GENERATE_ATTEMPTS`), the puzzle when one is ready. A try made
    /// after half the budget is graded in the next call: grading a 16x16 puzzle, then starting
    /// its game, takes most of a frame on the PSP (in the same frame they made it miss two
    /// refreshes).
    pub fn work(
        &mut self,
        solver: &mut Solver<S>,
        clock: &mut impl Clock,
        budget_us: u64,
    ) -> Progress<S> {
        let start = clock.now_us();
        if !self.made {
            while !self.made && clock.now_us() - start < budget_us {
                self.made =
                    self.generator
                        .step_within(solver, cells_per_chunk::<S>(), self.difficulty);
            }
            let spent = clock.now_us() - start;
            self.spent_us += spent;
            if !self.made || spent >= budget_us / 2 {
                return Progress::Working;
            }
        }
        self.made = false;
        let grading = clock.now_us();
        let puzzle = *self.generator.puzzle();
        let got = difficulty_of(&puzzle);
        self.spent_us += clock.now_us() - grading;
        if got != self.difficulty && self.attempt < GENERATE_ATTEMPTS {
            self.seed = self.seed.wrapping_add(0x9E37_79B9);
            self.generator = Generator::new(self.seed, true);
            self.attempt += 1;
            return Progress::Retrying;
        }
        Progress::Done(puzzle, got)
    }
}

impl<S: Size> Editor<S> {
    /// Starts generating a new puzzle of `difficulty` (from `seed`), a slice per frame; when it is
    /// ready it replaces the grid (Select undoes) and a game starts.
    pub fn start_generate(&mut self, seed: u64, difficulty: Difficulty) {
        if self.is_busy() {
            return;
        }
        self.touch();
        self.settle_notes();
        let back = self.mode();
        self.state = State::Generate(Generation::new(back, seed, difficulty));
        let name = In(self.lang, difficulty_key(difficulty));
        self.tell(Tone::Info, Key::Making, &[&name]);
    }

    /// Any button while a puzzle is made: back to what was there.
    pub(super) fn stop_generate(&mut self) {
        let back = match &self.state {
            State::Generate(job) => job.back,
            _ => Mode::Edit,
        };
        self.state = State::settled(back);
        self.tell(Tone::Info, Key::MakingStopped, &[]);
    }

    /// A frame's slice of the puzzle being made, and how far it is on the status line.
    pub(super) fn tick_generate(&mut self, clock: &mut impl Clock, prefs: &Preferences) {
        let State::Generate(mut job) = core::mem::replace(&mut self.state, State::Edit) else {
            return;
        };
        let progress = job.work(&mut self.solver, clock, FRAME_BUDGET_US);
        let Progress::Done(puzzle, got) = progress else {
            if job.progress_moved() {
                self.touch();
                let name = In(self.lang, difficulty_key(job.difficulty));
                let percent = job.percent() / 10 * 10;
                if job.attempt == 1 {
                    self.tell(Tone::Info, Key::MakingProgress, &[&name, &percent]);
                } else {
                    let attempt = job.attempt;
                    self.tell(Tone::Info, Key::MakingAttempt, &[&name, &percent, &attempt]);
                }
            }
            self.state = State::Generate(job);
            return;
        };
        self.touch();
        self.state = State::settled(job.back);
        self.record(Step::Load);
        self.grid = puzzle;
        self.begin_game(prefs);
        let lang = self.lang;
        let givens = Counted(puzzle.given_count() as u64, Key::GivenOne, Key::GivenMany);
        self.tell(
            Tone::Good,
            Key::NewPuzzle,
            &[
                &In(lang, &difficulty_key(got)),
                &In(lang, &givens),
                &In(lang, &Duration(job.spent_us)),
            ],
        );
    }
}

#[cfg(test)]
mod tests;
