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

#[cfg(test)]
mod tests {
    use crate::{
        clock::FakeClock,
        editor::Mode,
        logic::Difficulty,
        pad::Buttons,
        test_support::{CLASSROOM, Driven, classroom_game, editor, grid, solved_classroom},
    };

    #[test]
    fn a_save_while_a_puzzle_is_made_or_counted_keeps_the_solution_it_came_from() {
        let mut e = solved_classroom();
        let solved = *e.grid();
        e.start_generate(1, Difficulty::Easy);
        assert_eq!(e.mode(), Mode::Generate);
        assert_eq!(e.saved_state(), (solved, Some(true)));
        e.press(Buttons::CROSS);
        assert_eq!(e.mode(), Mode::Solved { unique: true });
        e.start_count();
        assert_eq!(e.mode(), Mode::Count);
        assert_eq!(e.saved_state(), (solved, Some(true)));
    }

    #[test]
    fn a_snapshot_puts_back_the_grid_the_cursor_and_a_game_as_they_were() {
        let mut game = classroom_game();
        game.fill_candidates();
        game.press(Buttons::RIGHT);
        game.press(Buttons::DOWN);
        game.press(Buttons::CIRCLE);
        let mut clock = FakeClock::stepping(100_000);
        for _ in 0..20 {
            game.tick(&mut clock);
        }
        let mut back: Driven = editor();
        back.restore(&game.snapshot());
        assert_eq!(back.mode(), Mode::Play);
        assert_eq!(*back.grid(), *game.grid());
        assert_eq!(back.cursor(), game.cursor());
        assert_eq!(back.notes(), game.notes());
        let (was, is) = (game.play(), back.play());
        assert_eq!(
            (is.elapsed_ms, is.mistakes, is.pointer, is.solution),
            (was.elapsed_ms, was.mistakes, was.pointer, was.solution)
        );
        let mut solved: Driven = editor();
        solved.restore(&solved_classroom().snapshot());
        assert_eq!(solved.mode(), Mode::Solved { unique: true });
        // A save of another size is not this editor's.
        let mut four: Driven<crate::size::Four> = Driven::new();
        four.restore(&game.snapshot());
        assert!(four.grid().is_empty());
        let mut editing: Driven = editor();
        editing.load(grid(CLASSROOM));
        let mut again: Driven = editor();
        again.restore(&editing.snapshot());
        assert_eq!((again.mode(), *again.grid()), (Mode::Edit, *editing.grid()));
    }
}
