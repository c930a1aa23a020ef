//! The app's files on the memory stick besides the slots: the autosave resumed at start, the
//! active editor's state as a save holds it, and the grid a size switch leaves behind.

use crate::{
    digit::Digit,
    editor::{Editor, Mode, notes, play::Play, status::Tone},
    save::{self, Loaded, PlayState, SavedMode, Snapshot, Storage, Trouble},
    size::{GridSize, Size},
    text::{In, Key},
};

use super::{App, autosave::Autosave, power::trouble_of};

/// The autosave: the grid being worked on, whatever its size.
pub const STATE_FILE: &str = "state.sav";

/// The file a size's grid is kept in while another size is being edited.
pub const fn size_file(size: GridSize) -> &'static str {
    match size {
        GridSize::Four => "grid4.sav",
        GridSize::Nine => "grid9.sav",
        GridSize::Sixteen => "grid16.sav",
    }
}

/// The index of a size in per-size tables.
pub(super) fn size_index(size: GridSize) -> usize {
    match size {
        GridSize::Four => 0,
        GridSize::Nine => 1,
        GridSize::Sixteen => 2,
    }
}

impl<St: Storage> App<St> {
    /// Puts back the autosave at start; true if it had to report a problem with it.
    pub(super) fn resume(&mut self) -> bool {
        match save::load(&mut self.storage, STATE_FILE) {
            Ok(Loaded::Fresh) => false,
            Ok(Loaded::Resumed { snapshot, from }) => {
                self.restore(&snapshot);
                self.autosave = Autosave::new(Some(snapshot));
                if let save::Source::TempOverDamaged(damage) = from {
                    let damage = In(self.lang(), &damage);
                    self.notify(Tone::Bad, format_args!("{damage}"));
                    true
                } else {
                    self.tell(Tone::Info, Key::Welcome, &[]);
                    false
                }
            }
            Ok(Loaded::Damaged(damage)) => {
                let damage = In(self.lang(), &damage);
                self.tell(Tone::Bad, Key::SaveDamaged, &[&damage]);
                true
            }
            Err(failure) => {
                let failure = In(self.lang(), &failure);
                self.tell(Tone::Bad, Key::SaveNotRead, &[&failure]);
                true
            }
        }
    }

    /// Makes the snapshot's size active and puts its state in that editor.
    pub(super) fn restore(&mut self, snapshot: &Snapshot) {
        let Some(size) = GridSize::from_box_size(snapshot.box_size()) else {
            return;
        };
        self.active = size;
        self.ready[size_index(size)] = true;
        let solved = match snapshot.mode() {
            SavedMode::Editing => None,
            SavedMode::SolvedUnique => Some(true),
            SavedMode::SolvedNotUnique => Some(false),
        };
        fn put<S: Size>(editor: &mut Editor<S>, snapshot: &Snapshot, solved: Option<bool>) {
            let (Some(grid), Some(cursor)) = (snapshot.grid::<S>(), snapshot.cursor_cell::<S>())
            else {
                return;
            };
            match snapshot.play() {
                None => editor.resume(grid, cursor, solved),
                Some(saved) => {
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
                    editor.resume_play(grid, cursor, notes, game);
                }
            }
        }
        with_editor!(self, e => put(e, snapshot, solved));
        // The menu shows the marking the restored game goes on with.
        if let Some(saved) = snapshot.play() {
            self.prefs.mistakes = saved.mistakes;
        }
    }

    /// The active editor's state as a save holds it.
    pub fn snapshot(&self) -> Snapshot {
        fn of<S: Size>(editor: &Editor<S>) -> Snapshot {
            let (grid, solved) = editor.saved_state();
            let mode = match solved {
                None => SavedMode::Editing,
                Some(true) => SavedMode::SolvedUnique,
                Some(false) => SavedMode::SolvedNotUnique,
            };
            let snapshot = Snapshot::new(&grid, editor.cursor(), mode);
            if editor.mode() != Mode::Play {
                return snapshot;
            }
            let game = editor.play();
            let mut notes = [0u16; save::MAX_CELLS];
            notes[..S::CELLS].copy_from_slice(editor.notes().as_ref());
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
        match self.active {
            GridSize::Four => of(&self.four),
            GridSize::Nine => of(&self.nine),
            GridSize::Sixteen => of(&self.sixteen),
        }
    }

    /// Makes `size` the active one; the grid left behind is kept in its own file.
    pub(super) fn switch_to(&mut self, size: GridSize) {
        if size == self.active {
            return;
        }
        // A grid still waiting to be kept (two switches in one frame) is kept first.
        if let Some((left, snapshot)) = self.grid_later.take() {
            self.keep_grid(left, &snapshot);
        }
        let leaving = self.snapshot();
        let left = self.active;
        self.active = size;
        self.files_touched = true;
        if !self.ready[size_index(size)] {
            self.ready[size_index(size)] = true;
            if let Ok(Loaded::Resumed { snapshot, .. }) =
                save::load(&mut self.storage, size_file(size))
            {
                self.restore(&snapshot);
            }
        }
        let lang = self.lang();
        self.tell(Tone::Info, Key::NowEditing, &[&In(lang, size)]);
        // The grid left behind is written at the next frame: a frame opens one file (PPSSPP
        // and a memory stick take about 10 ms an open), and the grid in front is read now.
        self.grid_later = Some((left, leaving));
    }

    /// Writes `snapshot`, the grid of `size` left behind by a switch, to its file; a failure
    /// shows on the grid now in front, where it is seen.
    fn keep_grid(&mut self, size: GridSize, snapshot: &Snapshot) {
        let Err(failure) = save::save(&mut self.storage, size_file(size), snapshot) else {
            return;
        };
        let lang = self.lang();
        match trouble_of::<St>(&failure) {
            Trouble::Other => self.tell(
                Tone::Bad,
                Key::GridNotKept,
                &[&In(lang, size), &In(lang, &failure)],
            ),
            known => self.tell(
                Tone::Bad,
                Key::GridNotKeptTrouble,
                &[&In(lang, known), &In(lang, size)],
            ),
        }
    }

    /// Does one piece of the file work a size switch left for later: the grid left behind,
    /// else the settings. Returns whether there was one.
    pub(super) fn files_later(&mut self) -> bool {
        if let Some((size, snapshot)) = self.grid_later.take() {
            self.keep_grid(size, &snapshot);
            return true;
        }
        if self.settings_later {
            self.keep_settings();
            return true;
        }
        false
    }
}
