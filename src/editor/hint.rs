//! Hints: the easiest next step a person could take, from the logical solver, shown on the
//! status line with its cells highlighted; in a game with a known solution, a wrong digit of the
//! player's is pointed out first, then a note that took out a cell's solution digit. In a game the
//! step starts from the grid as the player has it: the candidates the digits allow, narrowed by
//! the notes of every cell that has some, so a step the notes already show is never offered.
//! Square asks in a game, the menu's Hint in any mode (editing: from the computed candidates).

use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    grid::{Entry, Grid},
    logic::{self, Hint},
    size::Size,
    text::{In, Key},
};

use super::{Editor, State, status::Tone};

impl<S: Size> Editor<S> {
    /// The easiest next step a person could take, shown on the status line with its cells; in a
    /// game with a known solution, a wrong digit of the player's is pointed out first, then a
    /// note that lost a cell's solution digit. In a game the step starts from the notes.
    pub fn hint(&mut self) {
        self.touch();
        self.settle_notes();
        self.merging = None;
        self.hint = CellSet::new();
        let playing = matches!(self.state, State::Play);
        if let Some(solution) = self.play.solution.filter(|_| playing) {
            if let Some(cell) = self.wrong_digit(&solution) {
                self.hint.insert(cell);
                let cell = In(self.lang, &cell);
                self.tell(Tone::Bad, Key::HintWrongDigit, &[&cell]);
                return;
            }
            if let Some((cell, digit)) = self.lost_note(&solution) {
                self.hint.insert(cell);
                let cell = In(self.lang, &cell);
                self.tell(Tone::Bad, Key::HintLostNote, &[&cell, &digit]);
                return;
            }
        }
        let notes = playing.then_some(&self.notes);
        // A game's puzzle has a known solution only when it has one: the uniqueness
        // techniques are then sound (never on a grid typed in the editor).
        let unique = matches!(self.state, State::Play) && self.play.solution.is_some();
        let hint = match logic::Candidates::of_player(&self.grid, notes) {
            Ok(candidates) => logic::hint_for(&candidates.with_unique_solution(unique)),
            Err(conflict) => Hint::Conflict(conflict),
        };
        let highlight = hint.highlight();
        self.hint = highlight
            .targets
            .iter()
            .chain(highlight.proof.iter())
            .collect();
        let tone = match hint {
            Hint::Deduction(_) | Hint::OnlyGuessing(_) => Tone::Info,
            Hint::Solved => Tone::Good,
            Hint::Conflict(_) | Hint::Contradiction(_) => Tone::Bad,
        };
        let hint = In(self.lang, &hint);
        self.tell(tone, Key::HintShown, &[&hint]);
    }

    /// The first cell (row by row) holding a digit of the player's that the solution does not.
    fn wrong_digit(&self, solution: &Grid<S>) -> Option<Cell<S>> {
        self.grid
            .entries()
            .find(|&(cell, entry)| matches!(entry, Entry::Placed(d) if solution.digit(cell) != Some(d)))
            .map(|(cell, _)| cell)
    }

    /// The first empty cell (row by row) whose notes left out its solution digit, with the digit
    /// (a cell without notes has lost nothing).
    fn lost_note(&self, solution: &Grid<S>) -> Option<(Cell<S>, Digit<S>)> {
        Cell::<S>::all()
            .filter(|&cell| self.grid.digit(cell).is_none())
            .filter(|&cell| self.notes[cell.index()] != 0)
            .find_map(|cell| {
                let digit = solution.digit(cell)?;
                (self.notes[cell.index()] & digit.bit() == 0).then_some((cell, digit))
            })
    }
}

#[cfg(test)]
mod tests;
