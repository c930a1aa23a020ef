//! A logical solver that works as a person does: it finds the easiest technique
//! that makes progress, applies it, and starts again from the easiest.
//!
//! - [`Candidates`]: the digits each cell may still hold, made from a [`Grid`], narrowed by the
//!   player's pencil marks where a hint starts from them ([`Candidates::of_player`]).
//! - [`Technique`]: the techniques in the order they are tried (HoDoKu's), each with its
//!   [`Level`], its HoDoKu score and its Sudoku Explainer [`Rating`].
//! - [`Deduction`]: one step, as the pattern of its family with named fields; each family has a
//!   file of its own (`singles.rs`, `intersections.rs`, `subsets.rs`, `fish.rs`, `finned_fish.rs`, `wings.rs`, `colouring.rs`,
//!   `chains/`, `als/`, `forcing.rs`)
//!   holding its pattern type, its finders, its [`Highlight`] (the proof apart from the
//!   effect) and its sentences, one function a language, which the compiler checks. The
//!   pieces the sentences share (lists of cells, of digits) are in `say.rs`.
//! - [`Search`]: the search for the next step, in slices of a [`Budget`], resumable
//!   ([`Progress::Paused`]), so that no finder, however costly, freezes a frame.
//! - [`step`] and [`solve_logically`] apply the steps; [`grade()`] gives a puzzle's [`Level`],
//!   [`Rating`], hardest technique and step count (and the app's [`Difficulty`], which
//!   [`Level`] is ready to replace); [`hint()`] names the next step for the grid as the player
//!   has it.
//!
//! `technique.rs` says how a new technique is added; `search.rs` how its finder is sliced.
//!
//! No heap, no recursion: every search is a bounded loop over fixed-size tables, generic over
//! the grid's size (4x4, 9x9, 16x16). Sizes on the host (`core::mem::size_of`, 9x9 / 16x16):
//! [`Search`] 8 bytes, [`Budget`] 4, [`Deduction`] at most 704 (its largest family, a forcing
//! chain: 32 links, 16 premises, 64 eliminations; a chain's 33 nodes come next),
//! [`Highlight`] 872 / 1,576 (two candidate masks a cell, and room for 32 links of 14 bytes),
//! [`Candidates`] 784 / 2,184.

mod als;
mod candidates;
mod chains;
mod colouring;
mod combinations;
mod deduction;
mod finned_fish;
mod fish;
mod forcing;
mod grade;
mod highlight;
mod hint;
mod intersections;
mod level;
mod remote_pair;
mod say;
mod search;
mod single_digit;
mod singles;
mod subsets;
mod technique;
#[cfg(test)]
mod tests;
mod uniqueness;
mod units;
mod w_wing;
mod wings;

pub use als::{Als, AlsXyWing, AlsXz, MOST_ALSS, MOST_CELLS, MOST_LINKED};
pub use candidates::Candidates;
pub use chains::{CHAIN_NODES, Chain, Shape};
pub use colouring::{Colouring, ColouringKind};
pub use deduction::{Contradiction, Deduction, ELIMINATIONS, Effect, Eliminations, Ends, Fitted};
pub use finned_fish::FinnedFish;
pub use fish::{Fish, Lines};
pub use forcing::{Forcing, ForcingKind, PREMISES};
pub use grade::{
    Difficulty, GRADE_ITEMS, Grade, Grader, Invalid, Verdict, Within, grade, grade_showing,
    grade_unique, solved_level, within,
};
pub use highlight::{Highlight, LINKS, Link, LinkKind, Marks, Node, PROOF_UNITS};
pub use hint::{Guess, Hint, hint, hint_for};
pub use intersections::{Locked, LockedKind};
pub use level::{Level, Rated, Rating, ShownRating};
pub use remote_pair::RemotePair;
pub use search::{Budget, Progress, Search};
pub use single_digit::{SingleDigit, SingleDigitKind, StrongLink};
pub use singles::{Single, SingleKind};
pub use subsets::{Subset, SubsetKind};
pub use technique::{Counts, Technique};
pub use uniqueness::{Bug, RectangleKind, UniqueRectangle};
pub use w_wing::WWing;
pub use wings::{Wing, WingKind};

use crate::size::{Nine, Size};

#[cfg(doc)]
use crate::grid::Grid;

/// What the logic can do next in a state.
// A deduction is large (a chain's nodes), but there is no heap to box it into.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Step<S: Size = Nine> {
    /// The easiest deduction (applied by [`step`], not by [`find`]).
    Deduced(Deduction<S>),
    /// Every cell is filled: nothing left to do.
    Solved,
    /// No technique applies: only guessing is left.
    Stuck,
    /// The state is wrong: it has no solution.
    Contradiction(Contradiction<S>),
}

/// The easiest deduction for `candidates` (techniques in [`Technique::ALL`] order), without applying it;
/// a contradiction comes before any deduction. The whole [`Search`] in one call.
pub fn find<S: Size>(candidates: &Candidates<S>) -> Step<S> {
    let mut budget = Budget::UNLIMITED;
    match Search::new().run(candidates, &mut budget) {
        Progress::Done(step) => step,
        Progress::Paused => unreachable!("an unlimited budget never runs out"),
    }
}

/// Finds the easiest deduction (see [`find`]) and applies it to `candidates`.
///
/// ```
/// use sudoku_core::{Grid, Nine, logic::{step, Candidates, Step}};
/// let grid = Grid::<Nine>::from_line(
///     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
/// ).unwrap();
/// let mut candidates = Candidates::from_grid(&grid).unwrap();
/// let Step::Deduced(first) = step(&mut candidates) else { panic!() };
/// assert_eq!(first.to_string(), "Hidden single: the 5 of box 1 can only go in r2c3");
/// assert_eq!(candidates.open_count(), grid.empty_count() - 1);
/// ```
pub fn step<S: Size>(candidates: &mut Candidates<S>) -> Step<S> {
    let next = find(candidates);
    if let Step::Deduced(deduction) = &next {
        // A step that changed nothing would be found again and again.
        assert!(
            candidates.apply(deduction),
            "{deduction:?} changes no candidate"
        );
    }
    next
}

/// How a logical solve ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome<S: Size = Nine> {
    /// Every cell filled, by logic alone: the puzzle has exactly one solution.
    Solved,
    /// No technique applies: only guessing is left (always so for a puzzle with several solutions).
    Stuck,
    /// The grid has no solution.
    Contradiction(Contradiction<S>),
}

/// What a logical solve did and how it ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Run<S: Size = Nine> {
    /// How it ended.
    pub outcome: Outcome<S>,
    /// How often each technique was used.
    pub counts: Counts,
    /// The highest rating of a step taken ([`Rating::NONE`] if none was).
    pub rating: Rating,
}

impl<S: Size> Run<S> {
    /// The hardest technique used, if any.
    pub fn hardest(&self) -> Option<Technique> {
        self.counts.hardest()
    }

    /// The tier of the hardest technique used (`Easy` if none was needed).
    pub fn tier(&self) -> Difficulty {
        self.hardest().map_or(Difficulty::Easy, Technique::tier)
    }
}

/// Applies the easiest deduction again and again until `candidates` is solved, stuck or contradicted.
///
/// Bounded: every step fills a cell or removes a candidate, so there are at
/// most `CELLS * (SIDE + 1)` of them.
pub fn solve_logically<S: Size>(candidates: &mut Candidates<S>) -> Run<S> {
    solve_logically_showing(candidates, |_| {})
}

/// [`solve_logically`], handing `each` every deduction once it is applied.
pub fn solve_logically_showing<S: Size>(
    candidates: &mut Candidates<S>,
    mut each: impl FnMut(&Deduction<S>),
) -> Run<S> {
    let mut counts = Counts::new();
    let mut rating = Rating::NONE;
    for _ in 0..=S::CELLS * (S::SIDE + 1) {
        let outcome = match step(candidates) {
            Step::Deduced(deduction) => {
                each(&deduction);
                counts.add(deduction.technique());
                rating = rating.max(deduction.rating());
                continue;
            }
            Step::Solved => Outcome::Solved,
            Step::Stuck => Outcome::Stuck,
            Step::Contradiction(contradiction) => Outcome::Contradiction(contradiction),
        };
        return Run {
            outcome,
            counts,
            rating,
        };
    }
    unreachable!("every step fills a cell or removes a candidate")
}
