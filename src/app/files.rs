//! [`Files`]: what the app knows of its files on the memory stick: what `state.sav` and
//! `player.sav` hold, the file work a size switch leaves for the next frames (a frame opens one
//! file: PPSSPP and a memory stick take about 10 ms an open), and whether this frame has
//! opened one already.

use crate::{
    save::{self, Profile, Snapshot, Storage, Trouble},
    size::GridSize,
    text::{In, Key},
};

use super::{App, autosave::Autosave, power::trouble_of, resume::size_file};
use crate::editor::status::Tone;

/// The app's bookkeeping of the memory stick.
#[derive(Debug)]
pub(super) struct Files {
    /// When the autosave is written, and what `state.sav` holds.
    pub(super) autosave: Autosave,
    /// `player.sav` as last read or written (a write is due when the settings differ).
    pub(super) player: Profile,
    /// The grid a size switch left behind, written to its file at the next frame.
    pub(super) grid_later: Option<(GridSize, Snapshot)>,
    /// Settings changed by a size switch, written to `player.sav` in a frame after it.
    pub(super) settings_later: bool,
    /// Whether this frame has worked on the memory stick already (the autosave then waits).
    pub(super) touched: bool,
    /// Frames in a row that the shell redraws: the autosave, `race.txt` and `lesson.txt` wait
    /// for a frame it does not redraw, [`MOST_REDRAWN`] frames at most.
    pub(super) redrawn: u8,
}

/// The most frames in a row the writes of [`Files::redrawn`] wait for a frame without a redraw
/// (half a second): a redraw is about 16.4 ms of work at 222 MHz, and writing `state.sav`
/// (delete, write, rename through the main thread) in the same frame made it 27 to 48 ms in
/// PPSSPP. A change is then written at most this much later than the autosave's delays say.
pub(super) const MOST_REDRAWN: u8 = 30;

impl Files {
    /// Nothing known of the stick yet.
    pub(super) fn new() -> Self {
        Files {
            autosave: Autosave::new(None),
            player: Profile::default(),
            grid_later: None,
            settings_later: false,
            touched: false,
            redrawn: 0,
        }
    }
}

impl<St: Storage> App<St> {
    /// Writes `snapshot`, the grid of `size` left behind by a switch, to its file; a failure
    /// shows on the grid now in front, where it is seen.
    pub(super) fn keep_grid(&mut self, size: GridSize, snapshot: &Snapshot) {
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
        if let Some((size, snapshot)) = self.files.grid_later.take() {
            self.keep_grid(size, &snapshot);
            return true;
        }
        if self.files.settings_later {
            self.keep_settings();
            return true;
        }
        false
    }
}
