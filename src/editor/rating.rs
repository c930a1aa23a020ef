//! A game's level, graded in the background while it is played: a few pieces of the grade
//! ([`Grader::step_within`]) in each frame of the game that searches no hint, so that finishing a
//! typed-in hard puzzle never waits for its grade. Graded at once, as [`Editor::puzzle_rated`]
//! still does when the game ends first, a magictour puzzle takes the host 36 ms on average:
//! seconds of a frozen screen on the PSP. New puzzle's games come graded
//! ([`Play::rated`](super::play::Play::rated)). A game without one known solution is neither
//! graded here nor at its end: it is extreme, unrated.
//!
//! The grade is kept with the givens it is of: a game of other givens starts it again, so
//! nothing needs to be told when a game starts, resumes or is loaded.

use crate::{
    clock::Clock,
    grid::Grid,
    logic::{Budget, GRADE_ITEMS, Grader, Rated},
    size::Size,
};

use super::{Editor, FRAME_BUDGET_US};

/// A game's grade under way, and the givens it is of.
#[derive(Debug, Clone)]
pub(super) struct Rating<S: Size> {
    givens: Grid<S>,
    grader: Grader<S>,
}

impl<S: Size> Editor<S> {
    /// A frame's pieces of the game's grade (called in a game's frames that search no hint),
    /// when the game's puzzle has one solution, the game is not finished and its level not
    /// known yet: within the frame's budget, the level kept in the game once known.
    ///
    /// A puzzle of several solutions is never graded in the background: logic gets stuck on
    /// it, and only after every technique has looked, forcing nets included (on a grid of a
    /// few givens, minutes of the PSP's work a frame at a time, started again at each change
    /// of the givens: the emulator's monkey run took 216 s of wall time, 311 s with it).
    pub(super) fn tick_rating(&mut self, clock: &mut impl Clock) {
        if self.play.finished || self.play.rated.is_some() || self.play.solution.is_none() {
            return;
        }
        let givens = self.grid.givens_only();
        if self.rating.as_ref().is_none_or(|r| r.givens != givens) {
            // A game's givens never clash: it does not start with them.
            let Some(grader) = Grader::new(&givens) else {
                return;
            };
            self.rating = Some(Rating {
                givens,
                grader: grader.with_unique_solution(true),
            });
        }
        let start = clock.now_us();
        let slice = self.slice_us(FRAME_BUDGET_US);
        let Some(rating) = self.rating.as_mut() else {
            return;
        };
        loop {
            if let Some(rated) = rating.grader.step_within(&mut Budget::new(GRADE_ITEMS)) {
                self.play.rated = Some(rated.unwrap_or(Rated::UNSOLVED));
                self.rating = None;
                return;
            }
            if clock.now_us().saturating_sub(start) >= slice {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests;
