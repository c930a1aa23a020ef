//! Grading: how hard a puzzle is, by the hardest technique a person needs: its HoDoKu
//! [`Level`] and its Sudoku Explainer [`Rating`] (see `level.rs`), and the app's
//! [`Difficulty`] tier.

use core::fmt;

use super::{
    Candidates, Outcome, Step,
    deduction::{Contradiction, Deduction},
    level::{Level, Rated, Rating},
    search::{Budget, Progress, Search},
    solve_logically_showing,
    technique::{Counts, Technique},
    units::scan_order,
};
use crate::{
    cell::Cell,
    conflict::Conflict,
    grid::Grid,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};

/// How hard a puzzle is for a person.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Singles only (full house, hidden and naked singles).
    Easy,
    /// Locked candidates (pointing, claiming) and naked or hidden pairs as well.
    Medium,
    /// Triples, quads, fish (X-wing, swordfish, jellyfish) or wings (XY, XYZ).
    Hard,
    /// Logic gets stuck: the puzzle needs guessing (or harder techniques than these),
    /// or it has several solutions.
    NeedsGuessing,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::NeedsGuessing,
    ];
}

/// Prints `Easy`, `Medium`, `Hard` or `Needs guessing`.
impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
            Difficulty::NeedsGuessing => "Needs guessing",
        })
    }
}

/// Why a grid cannot be graded: it breaks the rules, or it has no solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invalid<S: Size = Nine> {
    /// Two cells of a unit hold the same digit.
    Conflict(Conflict<S>),
    /// Logic reached a contradiction: the grid has no solution.
    NoSolution(Contradiction<S>),
}

/// Prints `Conflict: row 1 holds 5 twice, in r1c1 and r1c7` or `No solution: r3c4 has no candidate left`.
impl<S: Size> Localized for Invalid<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::Conflict(c) => write!(
                f,
                "{}",
                lang.say(
                    Key::InvalidConflict,
                    &[
                        &In(lang, &c.unit),
                        &c.digit,
                        &In(lang, &c.first),
                        &In(lang, &c.second),
                    ],
                )
            ),
            Invalid::NoSolution(contradiction) => write!(
                f,
                "{}",
                lang.say(Key::InvalidNoSolution, &[&In(lang, contradiction)])
            ),
        }
    }
}

/// Prints the English of [`Localized`].
impl<S: Size> fmt::Display for Invalid<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// The verdict on a grid: its difficulty, or why it has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict<S: Size = Nine> {
    /// A valid grid, this hard.
    Difficulty(Difficulty),
    /// A grid that breaks the rules or has no solution.
    Invalid(Invalid<S>),
}

/// A grade: the verdict, the techniques used, how many cells logic left empty, and the highest
/// rating of a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grade<S: Size = Nine> {
    /// The difficulty, or why the grid is invalid.
    pub verdict: Verdict<S>,
    /// How often each technique was used.
    pub counts: Counts,
    /// Cells still empty when logic stopped (0 when it solved the grid).
    pub open: usize,
    /// The highest Sudoku Explainer rating of a step taken ([`Rating::NONE`] if none was).
    pub rating: Rating,
}

impl<S: Size> Grade<S> {
    /// The difficulty, unless the grid is invalid.
    pub fn difficulty(&self) -> Option<Difficulty> {
        match self.verdict {
            Verdict::Difficulty(d) => Some(d),
            Verdict::Invalid(_) => None,
        }
    }

    /// Whether logic filled every cell.
    pub fn is_finished(&self) -> bool {
        self.open == 0 && self.difficulty().is_some()
    }

    /// HoDoKu's level, unless the grid is invalid: the highest level of a technique used,
    /// raised while the score passes the level's ceiling ([`Level::with_score`]); a grid logic
    /// cannot finish is [`Level::Extreme`], where HoDoKu puts its brute force (so is a grid with
    /// several solutions, which grading cannot tell apart: the solver can).
    pub fn level(&self) -> Option<Level> {
        self.difficulty()?;
        if !self.is_finished() {
            return Some(Level::Extreme);
        }
        Some(solved_level::<S>(&self.counts))
    }

    /// The level and rating the app shows, unless the grid is invalid.
    pub fn rated(&self) -> Option<Rated> {
        Some(Rated {
            level: self.level()?,
            rating: self.rating,
            finished: self.is_finished(),
        })
    }

    /// The level of the hardest technique logic used, if it finished the grid (easy for a full
    /// one): the lowest ceiling [`within`] fills it at. [`Grade::level`] may be higher, by score.
    pub fn techniques_level(&self) -> Option<Level> {
        self.is_finished()
            .then(|| self.hardest().map_or(Level::Easy, Technique::level))
    }

    /// The puzzle's rating on Sudoku Explainer's scale: its hardest step's. For a grid logic
    /// does not finish, the hardest step taken before it got stuck: a lower bound.
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// The hardest technique used, if any: the last of [`Technique::ALL`] among them, the one
    /// that sets the level (the rating may come from another, as Sudoku Explainer rates some
    /// earlier techniques higher).
    pub fn hardest(&self) -> Option<Technique> {
        self.counts.hardest()
    }

    /// The number of steps taken.
    pub fn steps(&self) -> u32 {
        self.counts.total()
    }

    /// HoDoKu's score of the steps taken.
    pub fn score(&self) -> u32 {
        self.counts.score()
    }
}

/// Prints `Medium (hidden single 40, naked single 6, pointing 2)`, `Needs guessing (52 cells
/// left; hidden single 3)` or the reason the grid is invalid.
impl<S: Size> fmt::Display for Grade<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.verdict {
            Verdict::Invalid(invalid) => write!(f, "{invalid}"),
            Verdict::Difficulty(d) if self.open > 0 => {
                write!(f, "{d} ({} cells left; {})", self.open, self.counts)
            }
            Verdict::Difficulty(d) => write!(f, "{d} ({})", self.counts),
        }
    }
}

/// The level of a solve logic finished with `counts`: the level of its hardest technique,
/// raised by its score ([`Level::with_score`]). HoDoKu's ceilings are for 81 cells: on a 16x16
/// grid the score is scaled down to 81 cells first (its singles alone would otherwise pass every
/// ceiling); a 4x4 grid's is taken as it is (a solve of 16 cells is never long).
pub fn solved_level<S: Size>(counts: &Counts) -> Level {
    let hardest = counts.hardest().map_or(Level::Easy, Technique::level);
    let score = u64::from(counts.score()) * 81 / S::CELLS.max(81) as u64;
    hardest.with_score(u32::try_from(score).unwrap_or(u32::MAX))
}

/// Grades `grid` (every digit in it counts as fixed) by solving it logically, easiest step first.
///
/// A grid logic fills completely has exactly one solution; its difficulty is
/// the tier of the hardest technique used (a full grid is `Easy`). Where logic
/// gets stuck, the grade is `NeedsGuessing`: so it is for every grid with several
/// solutions, since sound logic cannot choose between them (run the solver to tell
/// "needs guessing" from "not unique"). A clash, or a contradiction reached by
/// logic, makes the grid `Invalid`.
///
/// ```
/// use sudoku_core::{Grid, Nine, logic::{grade, Difficulty, Level, Technique}};
/// let grid = Grid::<Nine>::from_line(
///     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
/// ).unwrap();
/// let grade = grade(&grid);
/// assert_eq!(grade.difficulty(), Some(Difficulty::Medium));
/// assert_eq!(grade.to_string(), "Medium (full house 21, naked single 26, hidden single 10, \
///     pointing 1, claiming 2, naked pair 1, hidden pair 1)");
/// assert_eq!(grade.level(), Some(Level::Medium));
/// assert_eq!(grade.rating().to_string(), "3.4");
/// assert_eq!((grade.hardest(), grade.steps()), (Some(Technique::HiddenPair), 62));
/// ```
pub fn grade<S: Size>(grid: &Grid<S>) -> Grade<S> {
    grade_showing(grid, false, |_| {})
}

/// Grades `grid`, a puzzle the caller knows to have one solution (the solver counted it): as
/// [`grade`], with the uniqueness techniques too (unique rectangles, BUG+1), which are sound
/// only on such a puzzle (see [`Candidates::with_unique_solution`]). HoDoKu grades so.
pub fn grade_unique<S: Size>(grid: &Grid<S>) -> Grade<S> {
    grade_showing(grid, true, |_| {})
}

/// [`grade`], or [`grade_unique`] when `unique` says `grid` has one solution, handing `each`
/// every deduction once it is applied: what a test checks against the solution, in the same
/// pass as the grade.
pub fn grade_showing<S: Size>(
    grid: &Grid<S>,
    unique: bool,
    each: impl FnMut(&Deduction<S>),
) -> Grade<S> {
    let mut candidates = match Candidates::from_grid(grid) {
        Ok(candidates) => candidates.with_unique_solution(unique),
        Err(conflict) => {
            return Grade {
                verdict: Verdict::Invalid(Invalid::Conflict(conflict)),
                counts: Counts::new(),
                open: grid.empty_count(),
                rating: Rating::NONE,
            };
        }
    };
    let run = solve_logically_showing(&mut candidates, each);
    let verdict = match run.outcome {
        Outcome::Solved => Verdict::Difficulty(run.tier()),
        Outcome::Stuck => Verdict::Difficulty(Difficulty::NeedsGuessing),
        Outcome::Contradiction(c) => Verdict::Invalid(Invalid::NoSolution(c)),
    };
    Grade {
        verdict,
        counts: run.counts,
        open: candidates.open_count(),
        rating: run.rating,
    }
}

/// Whether logic with the techniques of `ceiling`'s level or easier ([`Technique::level`])
/// fills `grid`; at [`Level::Extreme`], whether `grid` is valid at all (its brute force fills
/// any). The same answer as `grade(grid)` finishing with such techniques, found faster (the
/// generator asks it at every clue it takes out). The level `grade` gives may still be higher
/// by the solve's score ([`Level::with_score`]): the generator grades the puzzle it made.
///
/// Singles are placed all at once, with no proof, and the other techniques of the ceiling's
/// level or easier are tried only when no single is left. Grading tries the same techniques one
/// deduction at a time, easiest first, but its singles all fill cells with the one solution
/// of the grid, so that whatever their order they leave the same state for the next harder
/// technique to find its first deduction in; both runs go through the same states between
/// singles and end alike. (A grid without one solution is within no ceiling but
/// [`Level::Extreme`], and both say so: logic never fills it.)
pub fn within<S: Size>(grid: &Grid<S>, ceiling: Level) -> bool {
    if ceiling == Level::Extreme {
        return grade(grid).level().is_some();
    }
    let Some(mut trial) = Within::new(grid, ceiling) else {
        return false;
    };
    loop {
        if let Some(filled) = trial.step() {
            return filled;
        }
    }
}

/// Items of a grade's search that one piece of it looks at ([`Grader::step_within`]) before the
/// clock is read: as many as a slice of a hint's search, which takes the PSP 9 ms at worst.
pub const GRADE_ITEMS: u32 = 32;

/// [`grade`]'s level and rating (or [`grade_unique`]'s, [`Grader::with_unique_solution`])
/// reached a piece at a time ([`Grader::step_within`]: a few items of the search for a step,
/// as a hint's search is sliced), so that the library and the generator can grade a slice a
/// frame: one step of a hard puzzle's grade can take the PSP a second.
#[derive(Debug, Clone)]
pub struct Grader<S: Size> {
    candidates: Candidates<S>,
    counts: Counts,
    rating: Rating,
    /// The search for the next step, where the last piece left it.
    search: Search,
}

impl<S: Size> Grader<S> {
    /// Grading `grid`; `None` when its givens clash (no solution).
    pub fn new(grid: &Grid<S>) -> Option<Self> {
        Some(Grader {
            candidates: Candidates::from_grid(grid).ok()?,
            counts: Counts::new(),
            rating: Rating::NONE,
            search: Search::new(),
        })
    }

    /// The same grading, with the uniqueness techniques if `known` says the grid has one
    /// solution (the caller counted it): [`grade_unique`]'s steps instead of [`grade`]'s.
    pub fn with_unique_solution(mut self, known: bool) -> Self {
        self.candidates = self.candidates.with_unique_solution(known);
        self
    }

    /// Goes on with the search for the next step, spending from `budget`: `None` while grading
    /// goes on (a step taken, or the budget spent before one was found); once logic is done,
    /// `Some` of what [`Grade::rated`] says (`None` inside when logic found a contradiction: no
    /// solution).
    pub fn step_within(&mut self, budget: &mut Budget) -> Option<Option<Rated>> {
        let Progress::Done(step) = self.search.run(&self.candidates, budget) else {
            return None;
        };
        match step {
            Step::Deduced(deduction) => {
                // A step that changed nothing would be found again and again.
                assert!(
                    self.candidates.apply(&deduction),
                    "{deduction:?} changes no candidate"
                );
                self.counts.add(deduction.technique());
                self.rating = self.rating.max(deduction.rating());
                None
            }
            Step::Solved => Some(Some(Rated {
                level: solved_level::<S>(&self.counts),
                rating: self.rating,
                finished: true,
            })),
            Step::Stuck => Some(Some(Rated {
                level: Level::Extreme,
                rating: self.rating,
                finished: false,
            })),
            Step::Contradiction(_) => Some(None),
        }
    }
}

/// [`within`] a piece at a time, for a ceiling below [`Level::Extreme`]: each
/// [`Within::step`] places the singles once round, or runs one technique's scan, so that the
/// generator can look at the clock between two (a whole trial on a 16x16 grid takes a frame
/// many times over on the PSP).
#[derive(Debug, Clone)]
pub struct Within<S: Size> {
    candidates: Candidates<S>,
    ceiling: Level,
    /// What the next step does: 0 places the singles, `n` runs `Technique::ALL[n - 1]`.
    next: usize,
}

impl<S: Size> Within<S> {
    /// A trial of `grid` against `ceiling` (below [`Level::Extreme`]); `None` when the givens
    /// clash (no logic fills such a grid).
    pub fn new(grid: &Grid<S>, ceiling: Level) -> Option<Self> {
        let candidates = Candidates::from_grid(grid).ok()?;
        Some(Within {
            candidates,
            ceiling,
            next: 0,
        })
    }

    /// One piece of the trial: `Some(filled)` once it is decided.
    pub fn step(&mut self) -> Option<bool> {
        if self.next == 0 {
            place_singles(&mut self.candidates);
            if self.candidates.is_solved() {
                return Some(true);
            }
            self.next = 1;
            return None;
        }
        // The techniques above the ceiling, and the singles, cost nothing to pass over.
        while let Some(&t) = Technique::ALL.get(self.next - 1) {
            self.next += 1;
            if t.level() == Level::Easy || t.level() > self.ceiling {
                continue;
            }
            if let Some(deduction) = t.find(&self.candidates) {
                assert!(
                    self.candidates.apply(&deduction),
                    "{deduction:?} changes no candidate"
                );
                self.next = 0;
            }
            return None;
        }
        Some(false)
    }
}

/// Places every hidden and naked single, round after round, until none is left.
///
/// No contradiction is looked for: a grid with one can never be filled (a cell without
/// candidates, or a digit without a place in a unit, stays so), so it ends stuck, which is
/// the answer wanted.
pub(super) fn place_singles<S: Size>(candidates: &mut Candidates<S>) {
    loop {
        let mut placed = false;
        // Hidden singles (full houses among them): a missing digit with one place in a unit.
        for u in scan_order::<S>() {
            let missing = candidates.missing_digits(u);
            let mut rest = missing;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let places = candidates.places(u, digit(d));
                if places.count_ones() == 1 {
                    let cell = u.cell(places.trailing_zeros() as usize);
                    placed |= candidates.place(cell, digit(d));
                }
            }
        }
        // Naked singles.
        for cell in Cell::<S>::all() {
            if let Some(d) = candidates.single(cell) {
                placed |= candidates.place(cell, d);
            }
        }
        if !placed {
            return;
        }
    }
}

/// The digit of zero-based index `d` (below the side).
fn digit<S: Size>(d: usize) -> crate::digit::Digit<S> {
    crate::digit::Digit::from_index(d).expect("a mask bit below the side is a digit")
}
