//! Generation: a new puzzle of the chosen difficulty made a frame's slice at a time, retried
//! with another seed until it grades as asked (up to [`GENERATE_ATTEMPTS`] tries); it then
//! replaces the grid (Select undoes) and a game starts. Any button stops it.

use crate::{
    clock::Clock,
    generate::Generator,
    grid::Grid,
    logic::{self, Difficulty},
    size::Size,
};

use super::{
    Editor, FRAME_BUDGET_US, Mode, State,
    history::Step,
    status::{Counted, Duration, Tone},
};

/// Tries at a puzzle of the asked difficulty before taking the last one made.
const GENERATE_ATTEMPTS: u32 = 40;
/// Cells the generator tries between two looks at the clock.
pub(super) const GENERATE_CELLS_PER_CHUNK: usize = 4;

/// The difficulty of a puzzle (several solutions or none count as needing guesses).
pub fn difficulty_of<S: Size>(grid: &Grid<S>) -> Difficulty {
    logic::grade(grid)
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

/// A new puzzle being made: the generator, the difficulty asked for, and the tries so far.
#[derive(Debug, Clone)]
pub(super) struct Generation<S: Size> {
    /// The mode to go back to if the player stops it.
    back: Mode,
    generator: Generator<S>,
    difficulty: Difficulty,
    attempt: u32,
    seed: u64,
    spent_us: u64,
}

impl<S: Size> Generation<S> {
    /// The mode the editor was in before, and goes back to if the player stops.
    pub(super) fn back(&self) -> Mode {
        self.back
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
        self.state = State::Generate(Generation {
            back,
            generator: Generator::new(seed, true),
            difficulty,
            attempt: 1,
            seed,
            spent_us: 0,
        });
        self.say(
            Tone::Info,
            format_args!("Making a {} puzzle...", difficulty_name(difficulty)),
        );
    }

    /// Any button while a puzzle is made: back to what was there.
    pub(super) fn stop_generate(&mut self) {
        let back = match &self.state {
            State::Generate(job) => job.back,
            _ => Mode::Edit,
        };
        self.state = State::settled(back);
        self.say(Tone::Info, format_args!("Stopped making a puzzle"));
    }

    /// A frame's slice of the puzzle being made; a new try when it grades other than asked.
    pub(super) fn tick_generate(&mut self, clock: &mut impl Clock) {
        let State::Generate(mut job) = core::mem::replace(&mut self.state, State::Edit) else {
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
        self.touch();
        if !done {
            self.state = State::Generate(job);
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
            self.state = State::Generate(job);
            return;
        }
        self.state = State::settled(job.back);
        self.record(Step::Load);
        self.grid = puzzle;
        self.begin_game();
        self.say(
            Tone::Good,
            format_args!(
                "New {} puzzle, {}, made in {}; Select undoes",
                difficulty_name(got),
                Counted(puzzle.given_count() as u64, "given", "givens"),
                Duration(job.spent_us)
            ),
        );
    }
}
