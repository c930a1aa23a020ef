//! [`Files`]: what the app knows of its files on the memory stick: what `state.sav` and
//! `player.sav` hold, the writes a press leaves for later frames, and whether this frame has
//! opened a file already.
//!
//! A press that changes a file (a setting or a best time in `player.sav`, a save slot, a line
//! of `mine.txt`, the grid a size switch leaves) does not write it in its own frame, which the
//! shell redraws: the write waits, as the autosave does, for a frame the shell does not redraw
//! and that runs no slice of work ([`MOST_HELD`] frames at most), one file a frame ([`App::files_later`]; PPSSPP and a
//! memory stick take about 10 ms an open). The press says at once what it did (a failure, met
//! later, replaces that); anything that reads such a file writes what waits first
//! ([`App::files_now`]), and the quit, the Home menu and a suspend write it all
//! ([`App::save_now`]): nothing waiting is lost.

use crate::{
    save::{self, Profile, Snapshot, Storage, Trouble},
    size::GridSize,
    text::{In, Key},
};

use super::{App, autosave::Autosave, power::trouble_of, resume::size_file, share::ShareLine};
use crate::editor::status::Tone;

/// The app's bookkeeping of the memory stick.
#[derive(Debug)]
pub(super) struct Files {
    /// When the autosave is written, and what `state.sav` holds.
    pub(super) autosave: Autosave,
    /// The player's profile as the app holds it: best times and the mistakes' offer (its
    /// settings are the app's, [`App::profile_now`]).
    pub(super) player: Profile,
    /// `player.sav` as last read or written (a write is due when the profile now differs).
    pub(super) player_kept: Profile,
    /// The grid a size switch left behind, written to its file at a later frame.
    pub(super) grid_later: Option<(GridSize, Snapshot)>,
    /// The profile changed (a setting, a size switch, a best time, the offer said):
    /// `player.sav` is written at a later frame.
    pub(super) player_later: bool,
    /// A save slot's number and what it keeps, written at a later frame.
    pub(super) slot_later: Option<(usize, Snapshot)>,
    /// A line for `mine.txt` (the givens and a line end), appended at a later frame.
    pub(super) share_later: Option<ShareLine>,
    /// Whether this frame has worked on the memory stick already (the autosave then waits).
    pub(super) touched: bool,
    /// The autosave was due in the last frame, which the shell redrew or which worked a
    /// slice: once [`MOST_HELD`] frames have passed, a frame is set aside for it.
    pub(super) autosave_held: bool,
    /// Frames in a row that the shell redraws or that worked a slice: the autosave, `race.txt`,
    /// `lesson.txt` and the writes presses left for later wait for a frame that does neither,
    /// [`MOST_HELD`] frames at most.
    pub(super) held: u8,
}

/// The most frames in a row the writes of [`Files::held`] wait for a frame without a redraw or
/// a slice of work (half a second): a redraw is 8 to 12.5 ms of work at 222 MHz, a slice up to
/// 10 ms, and writing `state.sav` (delete, write, rename through the main thread) beside either
/// made a frame 27 to 48 ms in PPSSPP. A change is then written at most this much later than
/// the autosave's delays say.
pub(super) const MOST_HELD: u8 = 30;

impl Files {
    /// Whether a press left a file to write at a later frame.
    pub(super) fn waiting(&self) -> bool {
        self.grid_later.is_some()
            || self.player_later
            || self.slot_later.is_some()
            || self.share_later.is_some()
    }

    /// Nothing known of the stick yet.
    pub(super) fn new() -> Self {
        Files {
            autosave: Autosave::new(None),
            player: Profile::default(),
            player_kept: Profile::default(),
            grid_later: None,
            player_later: false,
            slot_later: None,
            share_later: None,
            touched: false,
            autosave_held: false,
            held: 0,
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

    /// Does one of the writes presses left for later: the grid a size switch left behind, else
    /// `player.sav`, else a save slot, else a line of `mine.txt`. Returns whether there was one.
    pub(super) fn files_later(&mut self) -> bool {
        if let Some((size, snapshot)) = self.files.grid_later.take() {
            self.keep_grid(size, &snapshot);
            return true;
        }
        if self.files.player_later {
            self.keep_profile();
            return true;
        }
        if let Some((n, snapshot)) = self.files.slot_later.take() {
            self.write_slot(n, &snapshot);
            return true;
        }
        if let Some(line) = self.files.share_later.take() {
            self.append_share(&line);
            return true;
        }
        false
    }

    /// Does every write left for later now: before a file is read that one of them may change,
    /// and when the app must save at once ([`App::save_now`]).
    pub(super) fn files_now(&mut self) {
        while self.files_later() {
            self.files.touched = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::{PLAYER_FILE, STATE_FILE, menu::Item, power::Power, slot_file},
        clock::FakeClock,
        editor::lesson::SHOW_SLICE_US,
        format::AnyGrid,
        library::MINE_FILE,
        pad::Buttons,
        preferences::Preference,
        puzzles::WORST_CASE,
        test_support::{
            CLASSROOM, TestApp, frame, fresh_app, line, menu_confirm, menu_to, press, start_app,
        },
    };
    use std::{boxed::Box, format, string::String};

    /// The presses whose writes wait for later.
    #[derive(Debug, Clone, Copy)]
    enum Write {
        /// Watch mode turned on in the menu: `player.sav`.
        Setting,
        /// The board saved into slot 1.
        Slot,
        /// Add to mine.txt.
        Share,
    }

    const WRITES: [Write; 3] = [Write::Setting, Write::Slot, Write::Share];

    impl Write {
        /// The file it writes.
        fn file(self) -> String {
            match self {
                Write::Setting => PLAYER_FILE.into(),
                Write::Slot => slot_file(0).as_str().into(),
                Write::Share => MINE_FILE.into(),
            }
        }

        /// The app with the classroom grid, after the presses up to the one that asks for the
        /// write, a still frame (no redraw) and that press: the board in front again.
        fn pressed(self, clock: &mut FakeClock) -> Box<TestApp> {
            let mut app = fresh_app();
            app.editors
                .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
            let last = match self {
                Write::Setting => {
                    menu_to(&mut app, clock, Item::Preference(Preference::Watch));
                    Buttons::RIGHT
                }
                Write::Slot => {
                    menu_confirm(&mut app, clock, Item::SaveSlot);
                    Buttons::CROSS
                }
                Write::Share => {
                    menu_to(&mut app, clock, Item::Share);
                    Buttons::CROSS
                }
            };
            frame(&mut app, clock, Buttons::NONE);
            frame(&mut app, clock, last);
            assert_eq!(app.storage().file(&self.file()), None, "{self:?}: not yet");
            app
        }

        /// Whether `app`'s stick holds what the press asked to keep.
        fn kept(self, app: &TestApp) -> bool {
            let back = start_app(app.storage().rebooted());
            match self {
                Write::Setting => back.preferences().watch,
                Write::Slot => {
                    back.slots[0].is_some_and(|s| s.grid == AnyGrid::from_line(CLASSROOM).unwrap())
                }
                Write::Share => {
                    app.storage().file(MINE_FILE) == Some(format!("{CLASSROOM}\n").as_bytes())
                }
            }
        }
    }

    #[test]
    fn an_overdue_write_takes_a_frame_without_a_slice_while_work_runs() {
        // The lesson's naive search on the worst case runs for minutes, a slice every frame.
        for write in [Write::Slot, Write::Share] {
            let mut clock = FakeClock::stepping(100);
            let mut app = write.pressed(&mut clock);
            app.editors
                .load(AnyGrid::from_line(WORST_CASE).unwrap(), None);
            menu_confirm(&mut app, &mut clock, Item::Lesson);
            frame(&mut app, &mut clock, Buttons::CROSS);
            let mut frames = 0;
            let spent = loop {
                assert!(app.is_busy(), "{write:?}: the search runs");
                assert!(
                    frames <= usize::from(MOST_HELD),
                    "{write:?}: not yet at {frames}"
                );
                let before = clock.now;
                press(&mut app, &mut clock, Buttons::NONE);
                frames += 1;
                let spent = clock.now - before;
                if write.kept(&app) {
                    break spent;
                }
                assert!(
                    spent >= SHOW_SLICE_US,
                    "{write:?}: frame {frames} ran a slice"
                );
            };
            assert!(
                spent < SHOW_SLICE_US,
                "{write:?}: its frame worked {spent} us"
            );
            assert!(app.is_busy(), "{write:?}: the search goes on");
        }
    }

    #[test]
    fn an_overdue_autosave_takes_a_frame_without_a_slice_while_work_runs() {
        // A grid loaded, then at once the lesson's naive search (minutes, a slice a frame): the
        // grid is due on the stick a quarter of a second later, while every frame works.
        let mut clock = FakeClock::stepping(100);
        let mut app = fresh_app();
        app.editors
            .load(AnyGrid::from_line(WORST_CASE).unwrap(), None);
        menu_confirm(&mut app, &mut clock, Item::Lesson);
        frame(&mut app, &mut clock, Buttons::CROSS);
        assert_eq!(app.storage().file(STATE_FILE), None, "not yet");
        let mut frames = 0;
        let spent = loop {
            assert!(app.is_busy() && frames < 1000, "the search runs");
            let before = clock.now;
            press(&mut app, &mut clock, Buttons::NONE);
            frames += 1;
            let spent = clock.now - before;
            if app.storage().file(STATE_FILE).is_some() {
                break spent;
            }
            assert!(spent >= SHOW_SLICE_US, "frame {frames} ran a slice");
        };
        assert!(spent < SHOW_SLICE_US, "its frame worked {spent} us");
        let back = start_app(app.storage().rebooted());
        assert_eq!(
            format!("{}", back.editors.nine().grid()),
            WORST_CASE,
            "the grid from before the search"
        );
        assert!(app.is_busy(), "the search goes on");
    }

    #[test]
    fn a_press_s_write_waits_for_the_next_frame_the_shell_does_not_redraw() {
        for write in WRITES {
            let mut clock = FakeClock::default();
            let mut app = write.pressed(&mut clock);
            if matches!(write, Write::Setting) {
                // The menu stays open on the setting: Start closes it (redrawn).
                frame(&mut app, &mut clock, Buttons::START);
            }
            let revision = app.revision();
            frame(&mut app, &mut clock, Buttons::NONE);
            assert_eq!(app.revision(), revision, "{write:?}: a still frame");
            assert!(write.kept(&app), "{write:?}: written in it");
        }
    }

    #[test]
    fn a_press_s_write_waits_half_a_second_at_most_while_every_frame_is_redrawn() {
        for write in WRITES {
            let mut clock = FakeClock::default();
            let mut app = write.pressed(&mut clock);
            // The press's frame was the first redrawn in a row; then Start (the setting's menu
            // closed) or the cursor moving redraws every frame.
            let mut frames = 1;
            while app.storage().file(&write.file()).is_none() {
                assert!(
                    frames <= usize::from(MOST_HELD),
                    "{write:?}: not yet at {frames}"
                );
                let revision = app.revision();
                let button = match (write, frames) {
                    (Write::Setting, 1) => Buttons::START,
                    _ => Buttons::RIGHT,
                };
                frame(&mut app, &mut clock, button);
                assert_ne!(app.revision(), revision, "{write:?}: redrawn");
                frames += 1;
            }
            assert_eq!(frames, usize::from(MOST_HELD) + 1, "{write:?}");
            assert!(write.kept(&app), "{write:?}");
        }
    }

    #[test]
    fn a_write_still_waiting_is_done_at_a_quit_and_before_a_suspend() {
        for write in WRITES {
            for suspend in [false, true] {
                let mut clock = FakeClock::default();
                let mut app = write.pressed(&mut clock);
                if suspend {
                    app.power(Power::Suspending, &mut clock);
                } else {
                    assert!(app.save_now(&mut clock));
                }
                assert!(write.kept(&app), "{write:?}, suspend {suspend}");
            }
        }
    }

    #[test]
    fn a_slot_loaded_just_after_a_save_gives_back_what_was_saved() {
        let mut clock = FakeClock::default();
        let mut app = Write::Slot.pressed(&mut clock);
        app.editors
            .load(AnyGrid::Nine(crate::grid::Grid::empty()), None);
        // Every frame redrawn from the save to the load: the save still waits.
        menu_confirm(&mut app, &mut clock, Item::LoadSlot);
        frame(&mut app, &mut clock, Buttons::CROSS);
        assert_eq!(line(&app), CLASSROOM);
    }

    #[test]
    fn the_library_opened_just_after_add_to_mine_txt_lists_the_line() {
        let mut clock = FakeClock::default();
        let mut app = Write::Share.pressed(&mut clock);
        menu_confirm(&mut app, &mut clock, Item::Library);
        assert!(
            (app.library.collections().iter()).any(|c| c.name().as_str() == MINE_FILE),
            "mine.txt is a collection"
        );
    }
}
