//! The app's files on the memory stick besides the slots: the autosave resumed at start, the
//! active editor's state as a save holds it, and the grid a size switch leaves behind.

use crate::{
    save::{self, Loaded, Snapshot, Storage},
    size::GridSize,
    text::{In, Key},
};

use super::App;
use crate::editor::status::Tone;

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

impl<St: Storage> App<St> {
    /// Puts back the autosave at start; true if it had to report a problem with it.
    pub(super) fn resume(&mut self) -> bool {
        match save::load(&mut self.storage, STATE_FILE) {
            Ok(Loaded::Fresh) => false,
            Ok(Loaded::Resumed { snapshot, from }) => {
                self.restore(&snapshot);
                self.files.autosave = super::autosave::Autosave::new(Some(snapshot));
                if let save::Source::TempOverDamaged(damage) = from {
                    let key = damage.key();
                    let damage = In(self.lang(), &damage);
                    self.notify(Tone::Bad, key, format_args!("{damage}"));
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

    /// Makes the snapshot's size active and puts its state in that editor; a game brings its
    /// mistake marking to the menu.
    pub(super) fn restore(&mut self, snapshot: &Snapshot) {
        let Some(size) = GridSize::from_box_size(snapshot.box_size()) else {
            return;
        };
        self.editors.set_active(size);
        self.editors.first_use(size);
        self.editors.active_mut().restore(snapshot);
        // The menu shows the marking the restored game goes on with.
        if let Some(saved) = snapshot.play() {
            self.prefs.mistakes = saved.mistakes;
        }
    }

    /// The active editor's state as a save holds it.
    pub fn snapshot(&self) -> Snapshot {
        self.editors.active().snapshot()
    }

    /// Makes `size` the active one; the grid left behind is kept in its own file.
    pub(super) fn switch_to(&mut self, size: GridSize) {
        let left = self.editors.active_size();
        if size == left {
            return;
        }
        // A grid still waiting to be kept (two switches in one frame) is kept first.
        if let Some((left, snapshot)) = self.files.grid_later.take() {
            self.keep_grid(left, &snapshot);
        }
        let leaving = self.snapshot();
        self.files.touched = true;
        self.editors.set_active(size);
        if self.editors.first_use(size)
            && let Ok(Loaded::Resumed { snapshot, .. }) =
                save::load(&mut self.storage, size_file(size))
        {
            self.restore(&snapshot);
        }
        let lang = self.lang();
        self.tell(Tone::Info, Key::NowEditing, &[&In(lang, size)]);
        // The grid left behind is written at the next frame: a frame opens one file (PPSSPP
        // and a memory stick take about 10 ms an open), and the grid in front is read now.
        self.files.grid_later = Some((left, leaving));
    }
}

#[cfg(test)]
mod tests;
