//! Undo and redo on the editor: recording the state before each step, and putting one back.

use super::{
    Editor, State,
    history::{Entry, Step},
    status::Tone,
    tentative::Pending,
};
use crate::{
    cellset::CellSet,
    size::Size,
    text::{In, Key},
};

impl<S: Size> Editor<S> {
    /// Records the state before `step` for undo (held aside while a press is tentative).
    pub(super) fn record(&mut self, step: Step<S>) {
        let entry = Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode(),
            step,
        };
        match &mut self.pending {
            Some(Pending::Press(kept)) => {
                kept.record.get_or_insert(entry);
            }
            _ => self.history.record(entry),
        }
        if !matches!(step, Step::Change(_)) {
            self.merging = None;
        }
        // A hint's cells belong to the grid it was given for.
        self.hint = CellSet::new();
    }

    /// The state now, as a history entry.
    pub(super) fn current(&self) -> Entry<S> {
        Entry {
            grid: self.grid,
            notes: self.notes,
            mode: self.mode(),
            step: Step::Load,
        }
    }

    /// Puts back a state from the history.
    fn show(&mut self, entry: Entry<S>) {
        self.grid = entry.grid;
        self.notes = entry.notes;
        self.state = State::settled(entry.mode);
        self.merging = None;
        self.play.notes_due = None;
        if matches!(self.state, State::Play) {
            self.play.finished = self.play.is_complete(&self.grid);
        }
    }

    /// Select: undoes the last step (an edit, clear, solve or load).
    pub(super) fn undo(&mut self) {
        self.settle_notes();
        match self.history.undo(self.current()) {
            Some(before) => {
                self.show(before);
                self.replay_game_step(before.step, true);
                self.tell(Tone::Info, Key::Undone, &[&In(self.lang, &before.step)]);
            }
            None => self.tell(Tone::Info, Key::NothingToUndo, &[]),
        }
    }

    /// Select+R: redoes the last undone step.
    pub(super) fn redo(&mut self) {
        match self.history.redo(self.current()) {
            Some(after) => {
                self.show(after);
                self.replay_game_step(after.step, false);
                self.tell(Tone::Info, Key::Redone, &[&In(self.lang, &after.step)]);
            }
            None => self.tell(Tone::Info, Key::NothingToRedo, &[]),
        }
    }
}

#[cfg(test)]
mod tests;
