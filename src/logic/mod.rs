//! A logical solver that works as a person does: it finds the easiest technique
//! that makes progress, applies it, and starts again from the easiest.
//!
//! - [`Candidates`]: the digits each cell may still hold, made from a [`Grid`]
//!   (optionally narrowed by the player's pencil marks).
//! - [`Technique`]: singles; locked candidates and pairs; triples, quads, fish
//!   and wings. Each finds its first [`Deduction`] in a fixed order, which says
//!   what it does, what proves it, and how a player would say it.
//! - [`step`] and [`solve_logically`] apply them; [`grade()`] turns the hardest
//!   one needed into a [`Difficulty`]; [`hint()`] names the next step for the
//!   grid as the player has it.
//!
//! No heap, no recursion: every search is a bounded loop over fixed-size
//! tables, so a 9x9 puzzle is graded in tens of microseconds on the host.

mod candidates;
mod combinations;
mod deduction;
mod fish;
mod grade;
mod hint;
mod intersections;
mod singles;
mod subsets;
mod technique;
#[cfg(test)]
mod tests;
mod units;
mod wings;

pub use candidates::Candidates;
pub use deduction::{
    Contradiction, Deduction, ELIMINATIONS, Effect, Eliminations, PROOF_CELLS, PROOF_UNITS,
};
pub use grade::{Difficulty, Grade, Invalid, Verdict, grade, within};
pub use hint::{Highlight, Hint, hint, hint_for};
pub use technique::{Counts, Technique};

use crate::size::{Nine, Size};

#[cfg(doc)]
use crate::grid::Grid;

/// What the logic can do next in a state.
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
/// a contradiction comes before any deduction.
pub fn find<S: Size>(candidates: &Candidates<S>) -> Step<S> {
    if candidates.is_solved() {
        return Step::Solved;
    }
    if let Some(contradiction) = candidates.contradiction() {
        return Step::Contradiction(contradiction);
    }
    Technique::ALL
        .into_iter()
        .find_map(|technique| technique.find(candidates))
        .map_or(Step::Stuck, Step::Deduced)
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
        candidates.apply(deduction);
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
    let mut counts = Counts::new();
    for _ in 0..=S::CELLS * (S::SIDE + 1) {
        let outcome = match step(candidates) {
            Step::Deduced(deduction) => {
                counts.add(deduction.technique());
                continue;
            }
            Step::Solved => Outcome::Solved,
            Step::Stuck => Outcome::Stuck,
            Step::Contradiction(contradiction) => Outcome::Contradiction(contradiction),
        };
        return Run { outcome, counts };
    }
    unreachable!("every step fills a cell or removes a candidate")
}
