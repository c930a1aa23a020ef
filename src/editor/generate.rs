//! Generation: a new puzzle of the chosen level made a frame's slice at a time, retried with
//! another seed until it grades as asked (up to [`attempts`] tries, then the nearest level
//! made), within the techniques of the level asked where that is quicker ([`ceiling`]); it
//! then replaces the grid (Select undoes) and a game starts. Any button stops it.

use crate::{
    clock::Clock,
    generate::Generator,
    grid::Grid,
    logic::{self, Budget, GRADE_ITEMS, Grader, Level, Rated},
    preferences::{Preferences, difficulty_key},
    size::Size,
    solver::Solver,
    text::{Counted, In, Key},
};

use super::{
    Editor, Mode, State,
    history::Step,
    lesson::SHOW_SLICE_US,
    status::{Duration, Tone},
};

/// The ceiling a try of `level` is made within ([`Generator::step_within`]): on 9x9 from hard
/// on, none (a minimal puzzle, graded when made); otherwise the level itself.
///
/// Measured on the host (40 seeds, 9x9; ms until a try grades as asked): hard 60 ms within
/// its ceiling (6 tries) against 6 ms with none (8 tries: a 9x9 try costs under a millisecond
/// made and graded, a trial at every clue taken out 10 to 225); fiendish about 3,400 ms
/// within its ceiling against 18 with none, since every one of 600 minimal 9x9 puzzles was
/// within fiendish anyway (410 easy, 49 medium, 77 hard, 32 fiendish, 32 extreme by score).
/// On 16x16 the ceiling wins: a hard try within it 220 ms, one try; with none, 1.5 s a try
/// and 0 of 3 seeds hard in 6 tries.
pub const fn ceiling<S: Size>(level: Level) -> Level {
    match level {
        Level::Hard | Level::Fiendish | Level::Extreme if S::SIDE == 9 => Level::Extreme,
        _ => level,
    }
}

/// Tries at a puzzle of `level` before taking the nearest one made.
///
/// On 9x9 from hard on, tries are cheap and a try grades hard one time in 8, fiendish and
/// extreme one in 19 ([`ceiling`]): 60 and 150 tries both run out about once in 3,500
/// (0.872^60, 0.947^150). Within a ceiling a try costs more (`make bench`): 40 (fiendish 30,
/// whose trials run its chains at every clue; extreme 60, which has no trial).
pub const fn attempts<S: Size>(level: Level) -> u32 {
    match (level, S::SIDE == 9) {
        (Level::Hard, true) => 60,
        (Level::Fiendish | Level::Extreme, true) => 150,
        (Level::Easy | Level::Medium | Level::Hard, _) => 40,
        (Level::Fiendish, false) => 30,
        (Level::Extreme, false) => 60,
    }
}

/// A frame's slice of a new puzzle at full speed. Its pieces are paced (a slice stops before
/// one as long as the longest so far would pass it: [`Pace`]), so it runs nearer the frame
/// than a search's [`FRAME_BUDGET_US`](super::FRAME_BUDGET_US), whose steps are short: a
/// redraw at 333 MHz takes 2.5 to 3 ms of the 16.7.
pub const GENERATE_BUDGET_US: u64 = 13_000;

/// Units of the generator's work ([`Generator::step_within`]: a cell tried, or a piece of its
/// logic trial) between two looks at the clock: 4 on 9x9, 1 on 16x16 (where one technique's
/// scan may cost milliseconds on the PSP).
pub const fn units_per_chunk<S: Size>() -> usize {
    if S::SIDE > 9 { 1 } else { 4 }
}

/// The level of a puzzle with one solution, as New puzzle grades it: with the uniqueness
/// techniques, as HoDoKu grades ([`logic::grade_unique`]; a stuck logic is extreme).
pub fn level_of<S: Size>(grid: &Grid<S>) -> Level {
    logic::grade_unique(grid).level().unwrap_or(Level::Extreme)
}

/// How far `got` is from `asked`, in levels.
fn distance(got: Level, asked: Level) -> u8 {
    got.code().abs_diff(asked.code())
}

/// A new puzzle being made: the generator, the level asked for, the tries so far and the
/// nearest puzzle they made.
#[derive(Debug, Clone)]
pub struct Generation<S: Size> {
    /// The mode to go back to if the player stops it.
    back: Mode,
    generator: Generator<S>,
    level: Level,
    attempt: u32,
    /// The try nearest the level asked so far (the first of the nearest), its grade and its
    /// solution.
    nearest: Option<(Grid<S>, Rated, Grid<S>)>,
    seed: u64,
    spent_us: u64,
    /// What the status line shows of the progress (tenths of the way, try), once shown.
    shown: Option<(u32, u32)>,
    /// The try made, being graded a piece at a time (a 16x16 puzzle's grade takes the PSP
    /// more than a frame).
    grading: Option<Grader<S>>,
    /// The longest piece of work so far (a chunk of the generator's, a piece of a grade), in
    /// the clock's microseconds: a slice stops when another as long would pass its budget.
    longest_us: u64,
}

/// Where a generation stands after a slice of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress<S: Size> {
    /// Still at work on the current try.
    Working,
    /// The try just made graded otherwise: a new one has begun.
    Retrying,
    /// The puzzle, and its level and rating (the level asked for, unless the tries ran out:
    /// then the nearest made, the easier of two as near): the game takes them, so that nothing
    /// grades the puzzle again in one frame.
    Done(Grid<S>, Rated),
}

impl<S: Size> Generation<S> {
    /// A puzzle of `level` to make from `seed`; `back` is the mode to return to if stopped.
    pub fn new(back: Mode, seed: u64, level: Level) -> Self {
        Generation {
            back,
            generator: Generator::new(seed, true),
            level,
            attempt: 1,
            nearest: None,
            seed,
            spent_us: 0,
            shown: None,
            grading: None,
            longest_us: 0,
        }
    }

    /// The one solution of `puzzle`, the try [`Progress::Done`] gave: its complete grid, kept
    /// (searching it again would take a 16x16 puzzle more than a frame).
    fn solution_of(&self, puzzle: &Grid<S>) -> Grid<S> {
        match self.nearest {
            Some((near, _, solution)) if near == *puzzle => solution,
            _ => *self.generator.solution(),
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
    /// other than asked (up to [`attempts`]), the puzzle when one is ready. A try's grade is
    /// worked a piece at a time ([`Grader::step_within`]) within the same budget, going on in
    /// the next call.
    pub fn work(
        &mut self,
        solver: &mut Solver<S>,
        clock: &mut impl Clock,
        budget_us: u64,
    ) -> Progress<S> {
        let start = clock.now_us();
        let progress = self.slice(solver, clock, start, budget_us);
        self.spent_us += clock.now_us() - start;
        progress
    }

    /// [`Generation::work`] from `start`.
    fn slice(
        &mut self,
        solver: &mut Solver<S>,
        clock: &mut impl Clock,
        start: u64,
        budget_us: u64,
    ) -> Progress<S> {
        let mut pace = Pace {
            start,
            last: start,
            budget_us,
        };
        if self.grading.is_none() {
            loop {
                let made = self.generator.step_within(
                    solver,
                    units_per_chunk::<S>(),
                    ceiling::<S>(self.level),
                );
                if made {
                    break;
                }
                if pace.full(clock.now_us(), &mut self.longest_us) {
                    return Progress::Working;
                }
            }
            // A puzzle made has one solution: its givens never clash, and it is graded as
            // HoDoKu grades such a puzzle, with the uniqueness techniques.
            let Some(grader) = Grader::new(self.generator.puzzle()) else {
                return self.graded(Rated::UNSOLVED);
            };
            self.grading = Some(grader.with_unique_solution(true));
        }
        let Some(grader) = self.grading.as_mut() else {
            return Progress::Working;
        };
        let rated = loop {
            if let Some(rated) = grader.step_within(&mut Budget::new(GRADE_ITEMS)) {
                break rated;
            }
            if pace.full(clock.now_us(), &mut self.longest_us) {
                return Progress::Working;
            }
        };
        self.grading = None;
        // As [`level_of`]: no solution, or logic stuck, is extreme.
        self.graded(rated.unwrap_or(Rated::UNSOLVED))
    }

    /// The try made graded `rated`: the puzzle if it is the level asked (or the tries ran
    /// out), else a new try.
    fn graded(&mut self, rated: Rated) -> Progress<S> {
        let (puzzle, got) = (*self.generator.puzzle(), rated.level);
        if got == self.level {
            return Progress::Done(puzzle, rated);
        }
        let nearer = self.nearest.is_none_or(|(_, near, _)| {
            let (now, before) = (distance(got, self.level), distance(near.level, self.level));
            now < before || (now == before && got < near.level)
        });
        if nearer {
            self.nearest = Some((puzzle, rated, *self.generator.solution()));
        }
        if self.attempt >= attempts::<S>(self.level) {
            let (puzzle, rated, _) = self.nearest.unwrap_or((puzzle, rated, puzzle));
            return Progress::Done(puzzle, rated);
        }
        self.seed = self.seed.wrapping_add(0x9E37_79B9);
        self.generator = Generator::new(self.seed, true);
        self.attempt += 1;
        Progress::Retrying
    }
}

/// A slice's time on the clock: when it started, when the last piece of work ended, and its
/// budget.
struct Pace {
    start: u64,
    last: u64,
    budget_us: u64,
}

impl Pace {
    /// A piece of work ended at `now`: whether another as long as the longest so far
    /// (`longest`, which this one may lengthen) would pass the budget. A piece of a grade may
    /// take the PSP several milliseconds: a slice that worked up to its budget and then took one
    /// more made frames of 22 ms in PPSSPP.
    fn full(&mut self, now: u64, longest: &mut u64) -> bool {
        *longest = (*longest).max(now - self.last);
        self.last = now;
        now - self.start + *longest >= self.budget_us
    }
}

impl<S: Size> Editor<S> {
    /// Starts generating a new puzzle of `level` (from `seed`), a slice per frame; when it is
    /// ready it replaces the grid (Select undoes) and a game starts.
    pub fn start_generate(&mut self, seed: u64, level: Level) {
        if self.is_busy() {
            return;
        }
        self.touch();
        self.settle_notes();
        let back = self.mode();
        self.state = State::Generate(Generation::new(back, seed, level));
        let name = In(self.lang, difficulty_key(level));
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
        // The frame of the press that started it is redrawn at the idle clock (a full redraw
        // is 16.4 ms of work at 222 MHz): it works a showing frame's slice, the next ones at
        // full speed a frame's budget.
        let budget = self.slice_us(if job.shown.is_none() {
            SHOW_SLICE_US
        } else {
            GENERATE_BUDGET_US
        });
        let progress = job.work(&mut self.solver, clock, budget);
        let Progress::Done(puzzle, rated) = progress else {
            if job.progress_moved() {
                self.touch();
                let name = In(self.lang, difficulty_key(job.level));
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
        // Made with one solution, the generator's complete grid.
        self.start_game(puzzle, Some(job.solution_of(&puzzle)), prefs);
        // Graded as it was made: finishing the game or the mistakes' offer grade nothing.
        self.play.rated = Some(rated);
        let lang = self.lang;
        let givens = Counted(puzzle.given_count() as u64, Key::GivenOne, Key::GivenMany);
        self.tell(
            Tone::Good,
            Key::NewPuzzle,
            &[
                &In(lang, &difficulty_key(rated.level)),
                &In(lang, &givens),
                &In(lang, &Duration(job.spent_us)),
            ],
        );
    }
}

#[cfg(test)]
mod tests;
