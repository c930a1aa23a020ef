//! The editor as a save file holds it ([`Snapshot`]): taken for the autosave and the slots, and
//! put back at start, from a slot, or at a size switch.

use crate::{
    digit::Digit,
    save::{MAX_CELLS, PlayState, SavedMode, Snapshot},
    size::Size,
};

use super::{Editor, Mode, notes, play::Play};

impl<S: Size> Editor<S> {
    /// The editor's state as a save holds it: the grid (givens only while busy), the cursor,
    /// whether it is solved, and a game's state.
    pub fn snapshot(&self) -> Snapshot {
        let (grid, solved) = self.saved_state();
        let mode = match solved {
            None => SavedMode::Editing,
            Some(true) => SavedMode::SolvedUnique,
            Some(false) => SavedMode::SolvedNotUnique,
        };
        let snapshot = Snapshot::new(&grid, self.cursor, mode);
        if self.mode() != Mode::Play {
            return snapshot;
        }
        let game = &self.play;
        let mut notes = [0u16; MAX_CELLS];
        notes[..S::CELLS].copy_from_slice(self.notes.as_ref());
        let state = PlayState {
            notes_mode: game.notes_mode,
            paused: game.paused,
            finished: game.finished,
            mistakes: game.mistakes,
            pointer: game.pointer.get(),
            elapsed_ms: game.elapsed_ms.min(u64::from(u32::MAX)) as u32,
            mistakes_made: game.mistakes_made,
            notes,
        };
        // The editor's state always passes the checks; keep the grid alone otherwise.
        snapshot.with_play(state).unwrap_or(snapshot)
    }

    /// Puts back what `snapshot` holds, with no undo step (as after a restart); nothing when it
    /// holds a grid of another size. A game comes back with its notes, time and marking.
    pub fn restore(&mut self, snapshot: &Snapshot) {
        let (Some(grid), Some(cursor)) = (snapshot.grid::<S>(), snapshot.cursor_cell::<S>()) else {
            return;
        };
        let solved = match snapshot.mode() {
            SavedMode::Editing => None,
            SavedMode::SolvedUnique => Some(true),
            SavedMode::SolvedNotUnique => Some(false),
        };
        let Some(saved) = snapshot.play() else {
            return self.resume(grid, cursor, solved);
        };
        let mut notes = notes::no_notes::<S>();
        notes.as_mut().copy_from_slice(&saved.notes[..S::CELLS]);
        let mut game = Play::new(None);
        game.notes_mode = saved.notes_mode;
        game.paused = saved.paused;
        game.finished = saved.finished;
        game.mistakes = saved.mistakes;
        game.pointer = Digit::new(saved.pointer).unwrap_or(game.pointer);
        game.elapsed_ms = u64::from(saved.elapsed_ms);
        game.mistakes_made = saved.mistakes_made;
        self.resume_play(grid, cursor, notes, game);
    }
}
