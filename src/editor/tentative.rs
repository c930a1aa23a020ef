//! Tentative presses: a button that may still become part of a chord acts at once, outside the
//! history, and is either committed (its undo step recorded) or taken back without a trace.
//!
//! The pad model ([`crate::pad`]) sends [`crate::pad::Input::Tentative`] for R, L and the
//! D-pad, then [`crate::pad::Input::Commit`] or [`crate::pad::Input::TakeBack`] with nothing in
//! between. Before acting, the editor keeps what the press can change (grid, cursor, notes,
//! game, status); the undo step the press would record is held aside until the commit. A
//! take-back puts everything back, so grid, history, status and undo stack end as if only the
//! chord had been pressed.

use crate::{cell::Cell, cellset::CellSet, grid::Grid, size::Size};

use super::{Editor, Mode, State, history::Entry, notes::Notes, play::Play, status::Status};

/// A tentative press still in the air.
// No heap to box the press into; the editor holds one `Pending` at most, as it held one
// `Tentative` before.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub(super) enum Pending<S: Size> {
    /// It acted: what it changed, until it is committed or taken back.
    Press(Tentative<S>),
    /// It stopped a search (or other work): the chord it may still make does nothing else.
    StoppedWork,
}

/// What a tentative press may change, kept to put back.
#[derive(Debug, Clone)]
pub(super) struct Tentative<S: Size> {
    grid: Grid<S>,
    cursor: Cell<S>,
    mode: Mode,
    status: Status,
    notes: Notes<S>,
    play: Play<S>,
    hint: CellSet<S>,
    merging: Option<Cell<S>>,
    /// The undo step the press recorded, pushed on commit.
    pub(super) record: Option<Entry<S>>,
}

impl<S: Size> Editor<S> {
    /// Keeps what a tentative press may change; its undo step is held aside until the commit.
    pub(super) fn begin_tentative(&mut self) {
        self.pending = Some(Pending::Press(Tentative {
            grid: self.grid,
            cursor: self.cursor,
            mode: self.mode(),
            status: self.status.clone(),
            notes: self.notes,
            play: self.play,
            hint: self.hint,
            merging: self.merging,
            record: None,
        }));
    }

    /// The tentative press stands: its undo step goes into the history (work it stopped stays
    /// stopped for the chord to come).
    pub(super) fn commit_tentative(&mut self) {
        if let Some(Pending::Press(kept)) = self.pending.take_if(|p| matches!(p, Pending::Press(_)))
            && let Some(entry) = kept.record
        {
            self.history.record(entry);
        }
    }

    /// The tentative press is taken back: everything as it was before it, nothing recorded.
    pub(super) fn take_back(&mut self) {
        let Some(Pending::Press(kept)) = self.pending.take_if(|p| matches!(p, Pending::Press(_)))
        else {
            return;
        };
        self.touch();
        self.grid = kept.grid;
        self.cursor = kept.cursor;
        self.state = State::settled(kept.mode);
        self.status = kept.status;
        self.notes = kept.notes;
        self.play = kept.play;
        self.hint = kept.hint;
        self.merging = kept.merging;
    }

    /// Whether a tentative press stopped work, which the chord it makes then leaves alone;
    /// forgotten once asked.
    pub(super) fn take_stopped_work(&mut self) -> bool {
        self.pending
            .take_if(|p| matches!(p, Pending::StoppedWork))
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use crate::{
        digit::Digit,
        editor::Mode,
        pad::{Buttons, Chord, Input},
        puzzles::CLASSROOM,
        size::Nine,
    };
    use crate::{
        editor::{history::Step, status::Tone},
        test_support::{Driven, cell as at, redone, said},
        text::Key,
    };

    fn digit(d: u8) -> Option<Digit<Nine>> {
        Digit::new(d)
    }

    /// An editor with a 1 typed in r1c1, a 2 in r1c2, and the 2 undone.
    fn one_typed_one_undone() -> Driven {
        let mut e: Driven = Driven::new();
        e.input(Input::Press(Buttons::CIRCLE));
        e.input(Input::Press(Buttons::RIGHT));
        e.input(Input::Press(Buttons::CIRCLE));
        e.input(Input::Press(Buttons::CIRCLE));
        e.input(Input::Press(Buttons::SELECT));
        assert_eq!(e.grid().given(at(0, 1)), None);
        e
    }

    #[test]
    fn r_then_select_redoes_and_leaves_no_trace_of_r() {
        // The case: R first, Select a few frames later. R acts at once, is taken back,
        // and the redo brings the undone 2 back.
        let mut e = one_typed_one_undone();
        e.input(Input::Tentative(Buttons::R));
        assert_eq!(e.grid().given(at(0, 1)), digit(1), "R acts at once");
        e.input(Input::TakeBack);
        assert_eq!(e.grid().given(at(0, 1)), None);
        e.input(Input::Chord(Chord::Redo));
        assert_eq!(e.grid().given(at(0, 0)), digit(1));
        assert_eq!(e.grid().given(at(0, 1)), digit(2));
        assert_eq!(*e.status(), redone(Step::Change(at(0, 1))));
        // The undo stack is the redo's alone: undo, undo empties the grid, a third has nothing.
        for _ in 0..2 {
            e.input(Input::Press(Buttons::SELECT));
        }
        assert!(e.grid().is_empty());
        e.input(Input::Press(Buttons::SELECT));
        assert_eq!(said(e.status()), (Key::NothingToUndo, Tone::Info));
    }

    #[test]
    fn a_taken_back_press_ends_as_if_never_pressed() {
        let mut e = one_typed_one_undone();
        let before = (*e.grid(), e.cursor(), e.status().clone(), e.mode());
        for button in [Buttons::R, Buttons::L, Buttons::RIGHT, Buttons::UP] {
            e.input(Input::Tentative(button));
            e.input(Input::TakeBack);
            assert_eq!(
                (*e.grid(), e.cursor(), e.status().clone(), e.mode()),
                before,
                "{button:?}"
            );
        }
        // The redo is still there: nothing reached the history.
        e.input(Input::Chord(Chord::Redo));
        assert_eq!(e.grid().given(at(0, 1)), digit(2));
    }

    #[test]
    fn a_committed_press_is_one_undo_step() {
        let mut e = one_typed_one_undone();
        e.input(Input::Tentative(Buttons::R));
        e.input(Input::Commit);
        assert_eq!(e.grid().given(at(0, 1)), digit(1));
        e.input(Input::Chord(Chord::Redo));
        assert_eq!(
            said(e.status()),
            (Key::NothingToRedo, Tone::Info),
            "the new step dropped the redo"
        );
        e.input(Input::Press(Buttons::SELECT));
        assert_eq!(e.grid().given(at(0, 1)), None);
        assert_eq!(e.grid().given(at(0, 0)), digit(1));
    }

    #[test]
    fn l_then_r_in_a_game_switches_to_pencil_marks_and_leaves_the_digit() {
        let mut e: Driven = Driven::new();
        e.load(crate::grid::Grid::from_line(CLASSROOM).unwrap());
        e.start_play();
        let cell = at(0, 0);
        assert_eq!(
            e.grid().digit(cell),
            None,
            "r1c1 is empty in the classroom grid"
        );
        e.input(Input::Tentative(Buttons::L));
        assert_eq!(e.grid().digit(cell), digit(9), "L acts at once");
        e.input(Input::TakeBack);
        e.input(Input::Chord(Chord::Notes));
        assert_eq!(e.grid().digit(cell), None);
        assert!(e.play().notes_mode);
        assert_eq!(e.mode(), Mode::Play);
        // Nothing to undo but the start of the game.
        e.input(Input::Press(Buttons::SELECT));
        assert_eq!(e.mode(), Mode::Edit);
    }

    #[test]
    fn a_tentative_press_that_stops_a_search_makes_no_chord() {
        let mut e = one_typed_one_undone();
        e.input(Input::Press(Buttons::SQUARE));
        assert!(e.is_busy());
        e.input(Input::Tentative(Buttons::R));
        assert!(!e.is_busy(), "any input stops the search");
        let stopped = (*e.grid(), e.status().clone());
        e.input(Input::TakeBack);
        e.input(Input::Chord(Chord::Redo));
        assert_eq!((*e.grid(), e.status().clone()), stopped);
        // The next chord acts again.
        e.input(Input::Chord(Chord::Redo));
        assert_eq!(said(e.status()), (Key::Redone, Tone::Info));
    }
}
