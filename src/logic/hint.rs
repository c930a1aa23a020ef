//! Hints: the next logical step for the grid as the player has it, with the cells to highlight.

use core::fmt;

use super::{
    Candidates, Step,
    deduction::{Contradiction, Deduction},
    find,
    grade::Invalid,
    highlight::Highlight,
    units,
};
use crate::{
    cell::Cell,
    conflict::Conflict,
    grid::Grid,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};

/// What to tell a player who asks for help.
// A deduction is large (a chain's nodes), but there is no heap to box it into.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint<S: Size = Nine> {
    /// The easiest logical step.
    Deduction(Deduction<S>),
    /// No technique applies: only guessing is left, and this is the guess to make.
    OnlyGuessing(Guess<S>),
    /// Every cell is filled and no rule is broken.
    Solved,
    /// Two cells of a unit hold the same digit.
    Conflict(Conflict<S>),
    /// The digits in the grid leave a cell or a digit without a place: one of them is wrong.
    Contradiction(Contradiction<S>),
}

impl<S: Size> Hint<S> {
    /// What the board shows (nothing when only guessing is left or the grid is solved).
    pub fn highlight(&self) -> Highlight<S> {
        match self {
            Hint::Deduction(d) => d.highlight(),
            Hint::Conflict(c) => {
                let mut highlight = Highlight::new();
                highlight.shade([c.unit]);
                highlight.targets = [c.first, c.second].into_iter().collect();
                highlight.digits = c.digit.bit();
                highlight
            }
            Hint::Contradiction(c) => {
                let mut highlight = Highlight::new();
                highlight.shade(c.units());
                highlight.targets = c.cells();
                if let Contradiction::NoPlace(_, digit) = c {
                    highlight.digits = digit.bit();
                }
                highlight
            }
            Hint::OnlyGuessing(guess) => {
                let mut highlight = Highlight::new();
                highlight.targets.insert(guess.cell);
                highlight.digits = guess.digits;
                highlight
            }
            Hint::Solved => Highlight::new(),
        }
    }
}

/// The guess to make where logic is stuck: the first open cell with the fewest candidates (a
/// two-candidate cell where there is one), trying its lowest digit first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Guess<S: Size = Nine> {
    /// The cell.
    pub cell: Cell<S>,
    /// Its candidates (a mask).
    pub digits: u16,
}

impl<S: Size> Guess<S> {
    /// The guess for `candidates` (which has an open cell: else it is solved).
    pub fn in_state(candidates: &Candidates<S>) -> Self {
        let open = Cell::<S>::all().filter(|&c| candidates.is_open(c));
        let cell = open
            .min_by_key(|&c| candidates.count(c))
            .unwrap_or_else(|| Cell::from_index(0).expect("a grid has a first cell"));
        Guess {
            cell,
            digits: candidates.mask(cell),
        }
    }
}

/// The sentence a player reads (a deduction's as it fits the status line: [`Deduction::fitted`]).
impl<S: Size> Localized for Hint<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Hint::Deduction(d) => d.fitted().fmt_in(lang, f),
            Hint::OnlyGuessing(guess) => {
                let digit = units::digits::<S>(guess.digits).next();
                let digit: &dyn fmt::Display = match &digit {
                    Some(d) => d,
                    None => &"?",
                };
                let count = guess.digits.count_ones();
                let cell = In(lang, guess.cell);
                write!(
                    f,
                    "{}",
                    lang.say(Key::HintOnlyGuessing, &[digit, &cell, &count])
                )
            }
            Hint::Solved => f.write_str(lang.text(Key::HintSolved)),
            Hint::Conflict(c) => Invalid::Conflict(*c).fmt_in(lang, f),
            Hint::Contradiction(c) => {
                write!(f, "{}", lang.say(Key::HintContradiction, &[&In(lang, c)]))
            }
        }
    }
}

/// The sentence in English (see [`Localized`]).
impl<S: Size> fmt::Display for Hint<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// The hint for `grid` as the player has it: givens and placed digits all count, and the
/// player's `notes` narrow the candidates where there are some (see [`Candidates::of_player`]).
///
/// A placed digit may be wrong: a clash, or a cell or digit left without a place, is
/// what the hint then tells. A wrong digit that contradicts nothing yet goes unnoticed:
/// the step named is right for the grid as it stands.
///
/// ```
/// use sudoku_core::{Grid, Nine, logic::hint};
/// let grid = Grid::<Nine>::from_line(
///     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
/// ).unwrap();
/// let hint = hint(&grid, None);
/// assert_eq!(hint.to_string(), "Hidden single: the 5 of box 1 can only go in r2c3");
/// assert_eq!(hint.highlight().targets.len(), 1);
/// ```
pub fn hint<S: Size>(grid: &Grid<S>, notes: Option<&S::Cells<u16>>) -> Hint<S> {
    match Candidates::of_player(grid, notes) {
        Ok(candidates) => hint_for(&candidates),
        Err(conflict) => Hint::Conflict(conflict),
    }
}

/// The hint for a candidate state (such as a grid's candidates narrowed by the player's notes,
/// [`Candidates::of_player`]).
pub fn hint_for<S: Size>(candidates: &Candidates<S>) -> Hint<S> {
    match find(candidates) {
        Step::Deduced(d) => Hint::Deduction(d),
        Step::Solved => Hint::Solved,
        Step::Stuck => Hint::OnlyGuessing(Guess::in_state(candidates)),
        Step::Contradiction(c) => Hint::Contradiction(c),
    }
}
