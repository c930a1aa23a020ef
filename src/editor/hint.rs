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
        let hint = logic::hint(&self.grid, None);
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

#[cfg(test)]
mod tests {
    use crate::{
        editor::status::Tone,
        grid::Grid,
        logic::{self, Hint},
        pad::Buttons,
        test_support::{CLASSROOM, editor, grid, says},
        text::{In, Key, Lang},
    };

    #[test]
    fn a_hint_names_the_next_logical_step_and_its_cells() {
        let mut e = editor();
        let puzzle: Grid = grid(CLASSROOM);
        e.load(puzzle);
        e.hint();
        let hint = logic::hint(&puzzle, None);
        let hint = In(Lang::En, &hint);
        assert_eq!(*e.status(), says(Tone::Info, Key::HintShown, &[&hint]));
        assert!(!e.hint_cells().is_empty());
        // Any later action clears the highlight in a game.
        e.start_play();
        e.press(Buttons::SQUARE);
        assert!(!e.hint_cells().is_empty());
        e.press(Buttons::RIGHT);
        assert!(e.hint_cells().is_empty());
        // While editing too, a change to the grid takes the highlight away.
        let mut e = editor();
        e.load(puzzle);
        e.hint();
        assert!(!e.hint_cells().is_empty());
        e.press(Buttons::CIRCLE);
        assert!(e.hint_cells().is_empty(), "an edit clears the hint");
        // Where logic has nothing to say (an empty grid), the hint says so.
        let mut e = editor();
        e.hint();
        let only_guessing = In(Lang::En, &Hint::<crate::Nine>::OnlyGuessing);
        assert_eq!(
            *e.status(),
            says(Tone::Info, Key::HintShown, &[&only_guessing])
        );
    }
}
