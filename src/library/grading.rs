//! Grading the puzzle shown, a slice at a time: the logical solver's verdict, reached by the
//! same steps as [`logic::grade`](crate::logic::grade()), a few milliseconds a frame so that
//! browsing a collection never waits for a hard puzzle.

use core::fmt;

use crate::{
    clock::Clock,
    format::AnyGrid,
    logic::{Budget, GRADE_ITEMS, Grader, Rated},
    size::{Four, Nine, Sixteen},
    text::{In, Key, Lang, Localized},
};

use super::Solutions;

/// What grading found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Graded {
    /// A level and rating, as [`Grade::rated`](crate::logic::Grade::rated) gives them:
    /// [`Level::Extreme`](crate::logic::Level::Extreme) where logic got stuck (and the rating of
    /// the steps it took before, a lower bound).
    Level(Rated),
    /// The givens clash, or logic found a contradiction: no solution.
    Invalid,
}

/// A puzzle's grade in words, as the library says it, from what grading and counting found:
/// its level and rating, `hard (4.2)` (logic solves it), or `extreme (3.4+)` (one solution, but
/// logic gets stuck: it needs a guess, as New puzzle's extreme puzzles may; the rating of the
/// steps before is a lower bound); `needs guessing` (logic stuck, and several solutions or
/// their number not known: no logic can finish it); `no solution`; `grading` while it is under
/// way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GradeName {
    /// What grading found, once it is done.
    pub graded: Option<Graded>,
    /// The solution count, if known.
    pub solutions: Option<Solutions>,
}

impl GradeName {
    /// The level and rating to show, if they are what the words say.
    pub const fn rated(self) -> Option<Rated> {
        match (self.graded, self.solutions) {
            (_, Some(Solutions::None)) => None,
            (Some(Graded::Level(rated)), _) if rated.finished => Some(rated),
            (Some(Graded::Level(rated)), Some(Solutions::Unique)) => Some(rated),
            _ => None,
        }
    }

    /// The key of the words: the level's name ([`Level::key`](crate::logic::Level::key)) when there is a level.
    pub const fn key(self) -> Key {
        if let Some(rated) = self.rated() {
            return rated.level.key();
        }
        match (self.graded, self.solutions) {
            (Some(Graded::Invalid), _) | (_, Some(Solutions::None)) => Key::LibraryNoSolution,
            (None, _) => Key::GradeGrading,
            (Some(Graded::Level(_)), _) => Key::GradeNeedsGuessing,
        }
    }
}

/// `hard (4.2)`, `extreme (3.4+)`, `needs guessing`, `no solution` or `grading`.
impl Localized for GradeName {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rated() {
            Some(rated) => write!(f, "{}", In(lang, rated)),
            None => f.write_str(lang.text(self.key())),
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for GradeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A grid being graded, of any size.
// No heap in the core: the one grading held is as large as a 16x16's (about 2 KiB).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
enum Any {
    Four(Grader<Four>),
    Nine(Grader<Nine>),
    Sixteen(Grader<Sixteen>),
}

/// Grading one puzzle (the one numbered `number` in the open collection).
#[derive(Debug, Clone)]
pub struct Grading {
    /// The puzzle's number in its collection, from 0.
    pub number: u32,
    solve: Option<Any>,
    /// Pieces of work done so far ([`GRADE_ITEMS`] items of the search for a step each).
    pieces: u32,
    /// Time spent in [`Grading::work`] so far.
    work_us: u64,
}

impl Grading {
    /// Starts grading `grid`, puzzle `number` of the open collection (a clash is graded at
    /// once: no solution), with the uniqueness techniques if `unique` says it has one solution
    /// (counted), as HoDoKu grades such a puzzle.
    pub fn start(number: u32, grid: &AnyGrid, unique: bool) -> Self {
        let solve = match grid {
            AnyGrid::Four(g) => Grader::new(g).map(|g| Any::Four(g.with_unique_solution(unique))),
            AnyGrid::Nine(g) => Grader::new(g).map(|g| Any::Nine(g.with_unique_solution(unique))),
            AnyGrid::Sixteen(g) => {
                Grader::new(g).map(|g| Any::Sixteen(g.with_unique_solution(unique)))
            }
        };
        Grading {
            number,
            solve,
            pieces: 0,
            work_us: 0,
        }
    }

    /// Works on for about `budget_us` microseconds of `clock`, a piece of [`GRADE_ITEMS`]
    /// items at a time (at least one piece): the verdict once grading is done.
    pub fn work(&mut self, clock: &mut impl Clock, budget_us: u64) -> Option<Graded> {
        let Some(solve) = self.solve.as_mut() else {
            return Some(Graded::Invalid);
        };
        let start = clock.now_us();
        loop {
            self.pieces += 1;
            let budget = &mut Budget::new(GRADE_ITEMS);
            let verdict = match solve {
                Any::Four(s) => s.step_within(budget),
                Any::Nine(s) => s.step_within(budget),
                Any::Sixteen(s) => s.step_within(budget),
            }
            .map(|rated| rated.map_or(Graded::Invalid, Graded::Level));
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

    /// Pieces of work done so far.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        clock::FakeClock,
        logic::{Level, Rating, grade, grade_unique},
        puzzles::{BENCHMARK, CLASSROOM, TUTORIAL, WORST_CASE},
        size::Size,
    };

    /// The verdict of `logic::grade` (`grade_unique` if `unique`), as grading says it.
    fn graded_at_once(grid: &AnyGrid, unique: bool) -> Graded {
        fn of<S: Size>(g: &crate::grid::Grid<S>, unique: bool) -> Graded {
            let grade = if unique { grade_unique(g) } else { grade(g) };
            grade.rated().map_or(Graded::Invalid, Graded::Level)
        }
        match grid {
            AnyGrid::Four(g) => of(g, unique),
            AnyGrid::Nine(g) => of(g, unique),
            AnyGrid::Sixteen(g) => of(g, unique),
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
        for (line, unique) in lines.flat_map(|l| [(l, false), (l, true)]) {
            let grid = AnyGrid::from_line(line).unwrap();
            let mut grading = Grading::start(7, &grid, unique);
            // A clock that moves a whole budget at each reading: one piece a slice.
            let mut clock = FakeClock::stepping(1_000);
            let mut slices = 0;
            let verdict = loop {
                slices += 1;
                if let Some(v) = grading.work(&mut clock, 1_000) {
                    break v;
                }
            };
            assert_eq!(verdict, graded_at_once(&grid, unique), "{line} {unique}");
            assert_eq!(slices, grading.pieces().max(1), "one piece a slice: {line}");
            assert_eq!(grading.number, 7);
        }
    }

    #[test]
    fn grade_names_follow_the_verdict_and_the_solution_count() {
        use std::string::ToString;
        let name = |graded, solutions| GradeName { graded, solutions }.to_string();
        let french = |graded, solutions| In(Lang::Fr, GradeName { graded, solutions }).to_string();
        let rated = |level, tenths, finished| {
            Some(Graded::Level(Rated {
                level,
                rating: Rating::tenths(tenths),
                finished,
            }))
        };
        let one = Some(Solutions::Unique);
        let several = Some(Solutions::Several);
        assert_eq!(name(rated(Level::Easy, 23, true), one), "easy (2.3)");
        assert_eq!(name(rated(Level::Medium, 34, true), None), "medium (3.4)");
        assert_eq!(name(rated(Level::Hard, 42, true), one), "hard (4.2)");
        assert_eq!(french(rated(Level::Hard, 42, true), one), "difficile (4,2)");
        assert_eq!(
            name(rated(Level::Fiendish, 42, true), one),
            "fiendish (4.2)"
        );
        let stuck = rated(Level::Extreme, 34, false);
        assert_eq!(name(stuck, one), "extreme (3.4+)");
        assert_eq!(french(stuck, one), "extrême (3,4+)");
        assert_eq!(name(stuck, several), "needs guessing");
        assert_eq!(name(stuck, None), "needs guessing");
        assert_eq!(name(Some(Graded::Invalid), None), "no solution");
        assert_eq!(name(None, Some(Solutions::None)), "no solution");
        assert_eq!(name(None, one), "grading");
        let key = |graded, solutions| GradeName { graded, solutions }.key();
        assert_eq!(
            key(rated(Level::Fiendish, 60, true), None),
            Key::LevelFiendish
        );
        assert_eq!(key(stuck, several), Key::GradeNeedsGuessing);
    }
}
