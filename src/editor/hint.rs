//! Hints: the easiest next step a person could take, from the logical solver, shown on the
//! status line with its cells highlighted; in a game with a known solution, a wrong digit of the
//! player's is pointed out first. Square asks in a game, the menu's Hint in any mode.

use crate::{
    cellset::CellSet,
    grid::Entry,
    logic::{self, Hint},
    size::Size,
    text::{In, Key},
};

use super::{Editor, State, status::Tone};

impl<S: Size> Editor<S> {
    /// The easiest next step a person could take, shown on the status line with its cells; in a
    /// game with a known solution, a wrong digit of the player's is pointed out first.
    pub fn hint(&mut self) {
        self.touch();
        self.settle_notes();
        self.merging = None;
        self.hint = CellSet::new();
        let wrong = match (&self.state, self.play.solution) {
            (State::Play, Some(solution)) => self
                .grid
                .entries()
                .find(|&(cell, entry)| matches!(entry, Entry::Placed(d) if solution.digit(cell) != Some(d)))
                .map(|(cell, _)| cell),
            _ => None,
        };
        if let Some(cell) = wrong {
            self.hint.insert(cell);
            let cell = In(self.lang, &cell);
            self.tell(Tone::Bad, Key::HintWrongDigit, &[&cell]);
            return;
        }
        // A game's puzzle has a known solution only when it has one: the uniqueness
        // techniques are then sound (never on a grid typed in the editor).
        let unique = matches!(self.state, State::Play) && self.play.solution.is_some();
        let hint = match logic::Candidates::of_player(&self.grid, None) {
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
            Hint::Deduction(_) | Hint::OnlyGuessing => Tone::Info,
            Hint::Solved => Tone::Good,
            Hint::Conflict(_) | Hint::Contradiction(_) => Tone::Bad,
        };
        let hint = In(self.lang, &hint);
        self.tell(tone, Key::HintShown, &[&hint]);
    }
}
