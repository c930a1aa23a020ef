//! Grading the puzzle shown, a slice at a time: the logical solver's verdict, reached by the
//! same steps as [`logic::grade`](crate::logic::grade()), a few milliseconds a frame so that
//! browsing a collection never waits for a hard puzzle.

use core::fmt;

use crate::{
    clock::Clock,
    format::AnyGrid,
    logic::{self, Candidates, Counts, Difficulty, Step},
    size::{Four, Nine, Sixteen, Size},
    text::{Key, Lang, Localized},
};

use super::Solutions;

/// What grading found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Graded {
    /// A difficulty: the tier of the hardest technique logic needed, or
    /// [`Difficulty::NeedsGuessing`] where it got stuck.
    Difficulty(Difficulty),
    /// The givens clash, or logic found a contradiction: no solution.
    Invalid,
}

/// A puzzle's grade in words, as the library says it, from what grading and counting found:
/// `easy`, `medium` or `hard` (logic solves it with the techniques of that tier); `expert`
/// (one solution, but logic gets stuck: it needs a guess, as New puzzle's expert puzzles do);
/// `needs guessing` (several solutions, or their number is not known: no logic can finish it);
/// `no solution`; `grading` while it is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GradeName {
    /// What grading found, once it is done.
    pub graded: Option<Graded>,
    /// The solution count, if known.
    pub solutions: Option<Solutions>,
}

impl GradeName {
    /// The key of the words.
    pub const fn key(self) -> Key {
        match (self.graded, self.solutions) {
            (Some(Graded::Invalid), _) | (_, Some(Solutions::None)) => Key::LibraryNoSolution,
            (None, _) => Key::GradeGrading,
            (Some(Graded::Difficulty(Difficulty::Easy)), _) => Key::DifficultyEasy,
            (Some(Graded::Difficulty(Difficulty::Medium)), _) => Key::DifficultyMedium,
            (Some(Graded::Difficulty(Difficulty::Hard)), _) => Key::DifficultyHard,
            (Some(Graded::Difficulty(Difficulty::NeedsGuessing)), Some(Solutions::Unique)) => {
                Key::DifficultyExpert
            }
            (Some(Graded::Difficulty(Difficulty::NeedsGuessing)), _) => Key::GradeNeedsGuessing,
        }
    }

    /// The words, in English.
    pub const fn text(self) -> &'static str {
        Lang::En.text(self.key())
    }
}

impl Localized for GradeName {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(self.key()))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for GradeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// The logical solve of one grid, resumable between any two steps.
#[derive(Debug, Clone)]
struct Solve<S: Size> {
    candidates: Candidates<S>,
    counts: Counts,
}

impl<S: Size> Solve<S> {
    /// Takes one step: the verdict once logic is done.
    fn step(&mut self) -> Option<Graded> {
        match logic::step(&mut self.candidates) {
            Step::Deduced(deduction) => {
                self.counts.add(deduction.technique());
                None
            }
            Step::Solved => Some(Graded::Difficulty(
                self.counts
                    .hardest()
                    .map_or(Difficulty::Easy, logic::Technique::tier),
            )),
            Step::Stuck => Some(Graded::Difficulty(Difficulty::NeedsGuessing)),
            Step::Contradiction(_) => Some(Graded::Invalid),
        }
    }
}

/// A grid being graded, of any size.
// No heap in the core: the one grading held is as large as a 16x16's (about 2 KiB).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
enum Any {
    Four(Solve<Four>),
    Nine(Solve<Nine>),
    Sixteen(Solve<Sixteen>),
}

/// Grading one puzzle (the one numbered `number` in the open collection).
#[derive(Debug, Clone)]
pub struct Grading {
    /// The puzzle's number in its collection, from 0.
    pub number: u32,
    solve: Option<Any>,
    /// Steps taken so far.
    steps: u32,
    /// Time spent in [`Grading::work`] so far.
    work_us: u64,
}

impl Grading {
    /// Starts grading `grid`, puzzle `number` of the open collection (a clash is graded at
    /// once: no solution).
    pub fn start(number: u32, grid: &AnyGrid) -> Self {
        fn solve<S: Size>(grid: &crate::grid::Grid<S>) -> Option<Solve<S>> {
            let candidates = Candidates::from_grid(grid).ok()?;
            Some(Solve {
                candidates,
                counts: Counts::new(),
            })
        }
        let solve = match grid {
            AnyGrid::Four(g) => solve(g).map(Any::Four),
            AnyGrid::Nine(g) => solve(g).map(Any::Nine),
            AnyGrid::Sixteen(g) => solve(g).map(Any::Sixteen),
        };
        Grading {
            number,
            solve,
            steps: 0,
            work_us: 0,
        }
    }

    /// Steps on for about `budget_us` microseconds of `clock` (at least one step): the verdict
    /// once grading is done.
    pub fn work(&mut self, clock: &mut impl Clock, budget_us: u64) -> Option<Graded> {
        let Some(solve) = self.solve.as_mut() else {
            return Some(Graded::Invalid);
        };
        let start = clock.now_us();
        loop {
            self.steps += 1;
            let verdict = match solve {
                Any::Four(s) => s.step(),
                Any::Nine(s) => s.step(),
                Any::Sixteen(s) => s.step(),
            };
            let spent = clock.now_us().saturating_sub(start);
            if verdict.is_some() || spent >= budget_us {
                self.work_us += spent;
                return verdict;
            }
        }
    }

    /// Time spent grading so far, on the clocks given to [`Grading::work`].
    pub fn work_us(&self) -> u64 {
        self.work_us
    }

    /// Logical steps taken so far (one more than the deductions once done).
    pub fn steps(&self) -> u32 {
        self.steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        clock::FakeClock,
        logic::{Verdict, grade},
        puzzles::{BENCHMARK, CLASSROOM, TUTORIAL, WORST_CASE},
    };

    /// The verdict of `logic::grade`, as grading says it.
    fn graded_at_once(grid: &AnyGrid) -> Graded {
        fn of<S: Size>(g: &crate::grid::Grid<S>) -> Graded {
            match grade(g).verdict {
                Verdict::Difficulty(d) => Graded::Difficulty(d),
                Verdict::Invalid(_) => Graded::Invalid,
            }
        }
        match grid {
            AnyGrid::Four(g) => of(g),
            AnyGrid::Nine(g) => of(g),
            AnyGrid::Sixteen(g) => of(g),
        }
    }

    #[test]
    fn grading_a_step_a_slice_finds_what_grading_at_once_finds() {
        let lines = [
            CLASSROOM,
            TUTORIAL,
            WORST_CASE,
            "32.4........4.23",
            "11..............",
        ]
        .into_iter()
        .chain(BENCHMARK.iter().copied())
        .chain(super::super::BUILT_IN.iter().map(|b| b.line));
        for line in lines {
            let grid = AnyGrid::from_line(line).unwrap();
            let mut grading = Grading::start(7, &grid);
            // A clock that moves a whole budget at each reading: one step a slice.
            let mut clock = FakeClock::stepping(1_000);
            let mut slices = 0;
            let verdict = loop {
                slices += 1;
                if let Some(v) = grading.work(&mut clock, 1_000) {
                    break v;
                }
            };
            assert_eq!(verdict, graded_at_once(&grid), "{line}");
            assert_eq!(slices, grading.steps().max(1), "one step a slice: {line}");
            assert_eq!(grading.number, 7);
        }
    }

    #[test]
    fn grade_names_follow_the_verdict_and_the_solution_count() {
        let name = |graded, solutions| GradeName { graded, solutions }.text();
        let d = |d| Some(Graded::Difficulty(d));
        let one = Some(Solutions::Unique);
        let several = Some(Solutions::Several);
        assert_eq!(name(d(Difficulty::Easy), one), "easy");
        assert_eq!(name(d(Difficulty::Medium), one), "medium");
        assert_eq!(name(d(Difficulty::Hard), one), "hard");
        assert_eq!(name(d(Difficulty::NeedsGuessing), one), "expert");
        assert_eq!(
            name(d(Difficulty::NeedsGuessing), several),
            "needs guessing"
        );
        assert_eq!(name(d(Difficulty::NeedsGuessing), None), "needs guessing");
        assert_eq!(name(Some(Graded::Invalid), None), "no solution");
        assert_eq!(name(None, Some(Solutions::None)), "no solution");
        assert_eq!(name(None, one), "grading");
    }
}
