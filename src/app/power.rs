//! The console around the app: the autosave written at once when the player quits or the PSP
//! goes to sleep, no file work from the suspend until the resume is complete, the time asleep
//! kept out of every clock the app shows, and save failures told in words.

use crate::{
    clock::Clock,
    editor::status::Tone,
    save::{self, SaveFailure, Storage, Trouble},
    text::{In, Key},
};

use super::{App, STATE_FILE};

/// What the console's power switch (or its sleep timer) does, as the app must know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Power {
    /// The PSP is about to sleep: the state is saved at once, then files wait for the resume.
    Suspending,
    /// The PSP woke up and its resume is complete: the memory stick may be used again.
    Resumed,
}

/// What the app knows of time: the clock at the last frame, and the console's sleep, kept out
/// of every time the app measures.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Time {
    /// The clock at the last frame (seeds new puzzles).
    pub(super) now_us: u64,
    /// Since when (on the shell's clock) the console sleeps or resumes, if it does.
    pub(super) asleep_since: Option<u64>,
    /// Microseconds the console has slept in all.
    pub(super) asleep_us: u64,
    /// Whether a slice of work ran in the last frame.
    pub(super) load: super::Load,
    /// Whether the shell runs this frame at the idle clock: the app's load was
    /// [`Load::Idle`](super::Load::Idle) at the end of the last frame (the shell starts at
    /// full speed).
    pub(super) idle_clock: bool,
}

/// A clock that leaves out the time the console slept.
#[derive(Debug)]
pub(super) struct Awake<'a, C> {
    /// The shell's clock.
    pub(super) clock: &'a mut C,
    /// Microseconds asleep so far.
    pub(super) asleep_us: u64,
}

impl<C: Clock> Clock for Awake<'_, C> {
    fn now_us(&mut self) -> u64 {
        self.clock.now_us().saturating_sub(self.asleep_us)
    }
}

/// What kind of trouble a failed save met.
pub(super) fn trouble_of<St: Storage>(failure: &SaveFailure<St::Error>) -> Trouble {
    failure.error().map_or(Trouble::Other, St::trouble)
}

impl<St: Storage> App<St> {
    /// Writes the autosave now if the state changed since the last write (the player quits, the
    /// Home menu opened, the console is going to sleep); `true` when the file holds the state.
    pub fn save_now(&mut self, clock: &mut impl Clock) -> bool {
        if self.time.asleep_since.is_some() {
            return false;
        }
        self.files_now();
        let snapshot = self.snapshot();
        if !self.files.autosave.is_due(&snapshot) {
            return true;
        }
        let now_ms = clock.now_us() / 1000;
        self.write_autosave(snapshot, now_ms)
    }

    /// The console's power: before a suspend the state is saved and file work stops; once the
    /// resume is complete it goes on, and the time asleep counts in no timer.
    pub fn power(&mut self, event: Power, clock: &mut impl Clock) {
        match event {
            Power::Suspending => {
                self.save_now(clock);
                if self.time.asleep_since.is_none() {
                    self.time.asleep_since = Some(clock.now_us());
                }
            }
            Power::Resumed => {
                if let Some(since) = self.time.asleep_since.take() {
                    self.time.asleep_us += clock.now_us().saturating_sub(since);
                }
            }
        }
    }

    /// Whether the console is asleep or still resuming (the app leaves the memory stick alone).
    pub fn is_asleep(&self) -> bool {
        self.time.asleep_since.is_some()
    }

    /// Writes `snapshot` as the autosave at `now_ms`; a failure is told once and retried later.
    pub(super) fn write_autosave(&mut self, snapshot: save::Snapshot, now_ms: u64) -> bool {
        match save::save(&mut self.storage, STATE_FILE, &snapshot) {
            Ok(()) => {
                if self.files.autosave.written(snapshot) {
                    self.tell(Tone::Good, Key::SavedAgain, &[]);
                }
                true
            }
            Err(failure) => {
                if self.files.autosave.failed(now_ms) {
                    match trouble_of::<St>(&failure) {
                        Trouble::Other => {
                            let failure = In(self.lang(), &failure);
                            self.tell(Tone::Bad, Key::NotSaved, &[&failure])
                        }
                        known => {
                            let known = In(self.lang(), known);
                            self.tell(Tone::Bad, Key::NotSavedTrouble, &[&known])
                        }
                    }
                }
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{TestApp, frame, fresh_app as app, line, says, told};
    use crate::{
        app::{BENCHMARK_FILE, menu::Item},
        clock::FakeClock,
        format::AnyGrid,
        pad::Buttons,
        puzzles::CLASSROOM,
        save::Loaded,
    };
    use crate::{size::GridSize, text::Lang};
    use std::string::String;

    /// The grid the autosave file holds, as a puzzle line.
    fn saved_line(app: &TestApp) -> Option<String> {
        let mut storage = app.storage().rebooted();
        match save::load(&mut storage, STATE_FILE) {
            Ok(Loaded::Resumed { snapshot, .. }) => Some(match snapshot.any_grid() {
                AnyGrid::Nine(g) => std::format!("{g}"),
                other => std::format!("{other:?}"),
            }),
            _ => None,
        }
    }

    #[test]
    fn quitting_saves_a_change_made_just_before_at_once() {
        let mut app = app();
        let mut clock = FakeClock::default();
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        assert_eq!(
            saved_line(&app),
            None,
            "the autosave waits for a still state"
        );
        assert!(app.save_now(&mut clock));
        assert_eq!(saved_line(&app).as_deref(), Some(line(&app).as_str()));
        let ops = app.storage().ops;
        assert!(app.save_now(&mut clock), "nothing new: already saved");
        assert_eq!(app.storage().ops, ops, "and no second write");
    }

    #[test]
    fn a_suspend_saves_at_once_and_no_file_is_touched_until_the_resume_is_complete() {
        let mut app = app();
        let mut clock = FakeClock::default();
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        app.power(Power::Suspending, &mut clock);
        assert_eq!(saved_line(&app).as_deref(), Some(line(&app).as_str()));
        assert!(app.is_asleep());
        let ops = app.storage().ops;
        let before = line(&app);
        for _ in 0..200 {
            frame(&mut app, &mut clock, Buttons::CIRCLE);
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert!(!app.save_now(&mut clock), "no forced save while asleep");
        assert_eq!(app.storage().ops, ops, "no file work while resuming");
        assert_eq!(
            line(&app),
            before,
            "nothing happens while the console sleeps"
        );
        app.power(Power::Resumed, &mut clock);
        assert!(!app.is_asleep());
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        for _ in 0..100 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_ne!(line(&app), before);
        assert_eq!(saved_line(&app).as_deref(), Some(line(&app).as_str()));
    }

    #[test]
    fn time_asleep_counts_in_no_timer() {
        let mut app = app();
        let mut clock = FakeClock::default();
        app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        for button in app.menu_presses(Item::Play).unwrap() {
            frame(&mut app, &mut clock, button);
        }
        frame(&mut app, &mut clock, Buttons::CROSS);
        for _ in 0..125 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        let before = app.editors().nine().play().elapsed_ms;
        assert!((1900..=2100).contains(&before), "{before}");
        app.power(Power::Suspending, &mut clock);
        clock.now += 3_600_000_000;
        app.power(Power::Resumed, &mut clock);
        for _ in 0..125 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        let after = app.editors().nine().play().elapsed_ms;
        assert!(
            (before + 1900..=before + 2100).contains(&after),
            "an hour asleep left out: {before} then {after}"
        );
    }

    #[test]
    fn a_full_stick_is_named_in_words_and_told_once() {
        let mut app = app();
        let mut clock = FakeClock::default();
        app.storage.capacity = Some(10);
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        for _ in 0..200 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        let full = In(Lang::En, Trouble::Full);
        assert_eq!(
            *app.editors().nine().status(),
            says(Tone::Bad, Key::NotSavedTrouble, &[&full])
        );
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        for _ in 0..200 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(
            told(&app),
            (Key::EditTyped, Tone::Info),
            "not said again at every retry"
        );
        app.storage.capacity = None;
        for _ in 0..1200 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(told(&app), (Key::SavedAgain, Tone::Good));
        assert_eq!(saved_line(&app).as_deref(), Some(line(&app).as_str()));
        assert!(app.storage().file(BENCHMARK_FILE).is_none());
    }

    #[test]
    fn a_quit_save_that_failed_is_tried_again_a_second_later() {
        let mut app = app();
        // Five seconds into the session: the retry's time is counted in the clock's units.
        let mut clock = FakeClock {
            now: 5_000_000,
            step: 0,
        };
        frame(&mut app, &mut clock, Buttons::CIRCLE);
        app.storage.capacity = Some(10);
        assert!(!app.save_now(&mut clock), "the stick is full");
        app.storage.capacity = None;
        // The autosave waits a second before it tries again (not every frame), then it lands.
        for _ in 0..56 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(saved_line(&app), None, "0.9 s on: not yet");
        for _ in 0..19 {
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(
            saved_line(&app).as_deref(),
            Some(line(&app).as_str()),
            "1.2 s on"
        );
    }

    #[test]
    fn a_grid_not_kept_at_a_size_switch_is_told_on_the_grid_in_front() {
        let mut app = app();
        let mut clock = FakeClock::default();
        app.storage.capacity = Some(10);
        for button in app.menu_presses(Item::Size).unwrap() {
            frame(&mut app, &mut clock, button);
        }
        frame(&mut app, &mut clock, Buttons::RIGHT);
        assert_eq!(app.active(), crate::size::GridSize::Sixteen);
        // The grid left behind is written at the next frame.
        frame(&mut app, &mut clock, Buttons::NONE);
        assert_eq!(
            *app.editors().sixteen().status(),
            says(
                Tone::Bad,
                Key::GridNotKeptTrouble,
                &[&In(Lang::En, Trouble::Full), &In(Lang::En, GridSize::Nine)]
            )
        );
    }
}
