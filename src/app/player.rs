//! The player's profile on the memory stick (`player.sav`): the menu's settings restored at
//! start and kept whenever one changes, and the best time per grid size and level, kept when a
//! game is finished and told then, with the puzzle's level and rating.

use crate::{
    editor::{Mode, play::Clock, status::Tone},
    logic::{Level, Rated},
    preferences::{Mistakes, difficulty_key},
    save::{self, Loaded, Profile, Storage, Trouble},
    size::GridSize,
    text::{Counted, In, Key},
};

use super::{App, power::trouble_of};

/// The player's settings and best times.
pub const PLAYER_FILE: &str = "player.sav";

impl<St: Storage> App<St> {
    /// Reads `player.sav` at start and takes its settings; a damaged one is reported, kept
    /// aside, and the defaults used. Returns whether there was news to tell.
    pub(super) fn load_player(&mut self) -> bool {
        match save::load_file::<St, Profile>(&mut self.storage, PLAYER_FILE) {
            Ok(Loaded::Resumed { snapshot, .. }) => {
                self.files.player = snapshot;
                self.files.player_kept = snapshot;
                self.prefs = snapshot.preferences;
                self.editors.set_active(snapshot.size);
                self.apply_lang();
                false
            }
            Ok(Loaded::Fresh) => false,
            Ok(Loaded::Damaged(damage)) => {
                let damage = In(self.lang(), &damage);
                self.tell(Tone::Bad, Key::SettingsDamaged, &[&damage]);
                true
            }
            Err(failure) => {
                let failure = In(self.lang(), &failure);
                self.tell(Tone::Bad, Key::SettingsNotRead, &[&failure]);
                true
            }
        }
    }

    /// The profile with the settings as they are now.
    pub(super) fn profile_now(&self) -> Profile {
        let mut now = self.files.player;
        now.preferences = self.prefs;
        now.size = self.editors.active_size();
        now
    }

    /// Writes `player.sav` if the profile changed since it was last written (a write left for
    /// later, [`App::files_later`]); a failure is told, unless the status line already tells
    /// of a trouble (a grid not kept at a size switch says more), and tried again at the next
    /// change.
    pub(super) fn keep_profile(&mut self) {
        self.files.player_later = false;
        let profile = self.profile_now();
        if profile == self.files.player_kept {
            return;
        }
        let failure = match save::save(&mut self.storage, PLAYER_FILE, &profile) {
            Ok(()) => {
                self.files.player_kept = profile;
                return;
            }
            Err(failure) => failure,
        };
        if self.editors.active().status().tone() == Tone::Bad {
            return;
        }
        match trouble_of::<St>(&failure) {
            Trouble::Other => {
                let failure = In(self.lang(), &failure);
                self.tell(Tone::Bad, Key::SettingsNotSaved, &[&failure])
            }
            known => {
                let known = In(self.lang(), known);
                self.tell(Tone::Bad, Key::SettingsNotSavedTrouble, &[&known])
            }
        }
    }

    /// The first game started with mistake marking off: its status line says how to turn it on,
    /// once; `player.sav` keeps that it was said (so it is never said again).
    pub(super) fn offer_mistakes(&mut self) {
        let lang = self.lang();
        let editor = self.editors.active_mut();
        let key = editor.status().key();
        if self.files.player.mistakes_offered
            || self.prefs.mistakes != Mistakes::Off
            || editor.mode() != Mode::Play
            || !matches!(key, Key::PlayStart | Key::NewPuzzle)
        {
            return;
        }
        if key == Key::NewPuzzle {
            // The game New puzzle made: its level and givens said again, with the offer.
            let level = In(lang, difficulty_key(editor.puzzle_rated().level));
            let givens = In(
                lang,
                Counted(editor.given_count() as u64, Key::GivenOne, Key::GivenMany),
            );
            editor.notify_key(Tone::Good, Key::NewPuzzleMistakes, &[&level, &givens]);
        } else {
            editor.notify_key(Tone::Info, Key::PlayStartMistakes, &[]);
        }
        self.files.player.mistakes_offered = true;
        self.files.player_later = true;
    }

    /// A game of the active size, of the puzzle `rated`, was just finished in `elapsed_ms`:
    /// keeps a best time for its level and says how the time compares, and the rating.
    pub(super) fn game_finished(&mut self, elapsed_ms: u64, rated: Rated) {
        let (size, level) = (self.editors.active_size(), rated.level);
        let ms = elapsed_ms.min(u64::from(u32::MAX)) as u32;
        let before = self.files.player.best_ms(size, level);
        let record = self.files.player.record(size, level, ms);
        let lang = self.lang();
        let (time, what) = (Clock(elapsed_ms), In(lang, difficulty_key(level)));
        let (grid, best) = (In(lang, size), Clock(before.map_or(0, u64::from)));
        let rating = In(lang, rated.shown());
        self.files.player_later |= record;
        let key = match (record, before) {
            (true, None) => Key::BestFirst,
            (true, Some(_)) => Key::BestNew,
            (false, _) => Key::BestNot,
        };
        self.tell(Tone::Good, key, &[&time, &what, &grid, &best, &rating]);
    }

    /// The best time for `size` and `level`, if a game was finished.
    pub fn best_time_ms(&self, size: GridSize, level: Level) -> Option<u32> {
        self.files.player.best_ms(size, level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{TestApp, frame, says_in, start_app as start, status_of, told};
    use crate::{
        app::menu::Item,
        clock::FakeClock,
        format::AnyGrid,
        pad::Buttons,
        preferences::{Mistakes, Preference, Preferences, Speed},
        puzzles::{CLASSROOM, CLASSROOM_SOLUTION},
        save::{HEADER_LEN, memory::MemoryStorage},
        text::Lang,
    };
    use std::{
        boxed::Box,
        string::{String, ToString},
    };

    /// Confirms (or changes with `then`) menu entry `item`, and leaves the menu; then a frame
    /// without a press, which the shell does not redraw: what the presses left to write is
    /// written.
    fn menu(app: &mut TestApp, clock: &mut FakeClock, item: Item, then: Buttons) {
        for button in app.menu_presses(item).unwrap() {
            frame(app, clock, button);
        }
        frame(app, clock, then);
        if app.view() != crate::app::View::Board {
            frame(app, clock, Buttons::START);
        }
        frame(app, clock, Buttons::NONE);
    }

    /// Plays the classroom grid to the end, taking `seconds` of game time before the last digit.
    fn finish_classroom(app: &mut TestApp, clock: &mut FakeClock, seconds: u64) {
        app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        menu(app, clock, Item::Play, Buttons::CROSS);
        // The cursor home to r1c1 (a resumed game keeps it where it was).
        while !app.editors().active().cursor_index().is_multiple_of(9) {
            frame(app, clock, Buttons::LEFT);
        }
        while app.editors().active().cursor_index() != 0 {
            frame(app, clock, Buttons::UP);
        }
        for _ in 0..seconds * 1000 / 16 {
            frame(app, clock, Buttons::NONE);
        }
        for (i, (given, answer)) in CLASSROOM
            .chars()
            .zip(CLASSROOM_SOLUTION.chars())
            .enumerate()
        {
            if given == '.' {
                for _ in 0..answer.to_digit(10).unwrap() {
                    frame(app, clock, Buttons::CIRCLE);
                }
            }
            frame(app, clock, Buttons::RIGHT);
            if i % 9 == 8 {
                frame(app, clock, Buttons::DOWN);
            }
        }
        assert!(app.editors().nine().play().finished, "{:?}", status_of(app));
        // The best time is written in a frame the shell does not redraw.
        frame(app, clock, Buttons::NONE);
    }

    #[test]
    fn settings_changed_in_the_menu_come_back_after_a_restart() {
        let mut app = start(MemoryStorage::new(false));
        let mut clock = FakeClock::default();
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::Watch),
            Buttons::RIGHT,
        );
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::Speed),
            Buttons::RIGHT,
        );
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::Mistakes),
            Buttons::RIGHT,
        );
        menu(&mut app, &mut clock, Item::NewPuzzle, Buttons::RIGHT);
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::SkipUsed),
            Buttons::RIGHT,
        );
        let back = start(app.storage().rebooted());
        let prefs = *back.preferences();
        assert!(prefs.skip_used, "Skip used digits on");
        assert!(prefs.watch, "watch mode on");
        assert_eq!(prefs.speed, Speed::Fast, "normal, one step on");
        assert_eq!(prefs.mistakes, Mistakes::Rules);
        assert_eq!(prefs.difficulty, Level::Hard, "medium, one step on");
        let fresh = start(MemoryStorage::new(false));
        assert_eq!(
            *fresh.preferences(),
            Preferences::default(),
            "the defaults without player.sav"
        );
    }

    #[test]
    fn a_size_switch_opens_one_file_a_frame_and_leaves_nothing_unwritten_at_a_quit() {
        for quit_at_once in [false, true] {
            let mut app = start(MemoryStorage::new(false));
            let mut clock = FakeClock::default();
            frame(&mut app, &mut clock, Buttons::CIRCLE);
            for button in app.menu_presses(Item::Size).unwrap() {
                frame(&mut app, &mut clock, button);
            }
            frame(&mut app, &mut clock, Buttons::RIGHT);
            assert_eq!(app.active(), GridSize::Sixteen);
            let written = |app: &App<MemoryStorage>| {
                ["grid9.sav", PLAYER_FILE].map(|f| app.storage().file(f).is_some())
            };
            assert_eq!(
                written(&app),
                [false, false],
                "the switch's frame reads only"
            );
            if quit_at_once {
                app.save_now(&mut clock);
            } else {
                frame(&mut app, &mut clock, Buttons::NONE);
                assert_eq!(written(&app), [true, false], "the 9x9 grid a frame later");
                frame(&mut app, &mut clock, Buttons::NONE);
            }
            assert_eq!(written(&app), [true, true], "quit at once: {quit_at_once}");
            let mut back = start(app.storage().rebooted());
            assert_eq!(
                back.active(),
                GridSize::Sixteen,
                "quit at once: {quit_at_once}"
            );
            back.switch_to(GridSize::Nine);
            let mut line = String::new();
            back.editors().active().write_grid(&mut line).unwrap();
            assert!(line.starts_with('1'), "the 9x9 grid kept: {line}");
        }
    }

    /// The app on `storage` for a console set to `lang`.
    fn start_in(storage: MemoryStorage, lang: Lang) -> Box<TestApp> {
        let console = super::super::Console {
            confirm: Buttons::CROSS,
            lang,
        };
        Box::new(App::start(storage, console))
    }

    #[test]
    fn the_console_language_is_followed_until_the_menu_chooses_one_which_is_kept() {
        let mut clock = FakeClock::default();
        let mut app = start_in(MemoryStorage::new(false), Lang::Fr);
        assert_eq!(app.lang(), Lang::Fr, "a console set to French");
        assert_eq!(told(&app), (Key::EditHint, Tone::Info));
        assert_eq!(app.editors().nine().lang(), Lang::Fr, "said in French");
        assert_eq!(
            start_in(app.storage().rebooted(), Lang::En).lang(),
            Lang::En,
            "nothing chosen: a console set to English gets English"
        );
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::Language),
            Buttons::RIGHT,
        );
        assert_eq!(app.lang(), Lang::En);
        let chosen = |lang| {
            let name = In(lang, Key::LanguageName);
            says_in(lang, Tone::Info, Key::LanguageChosen, &[&name])
        };
        assert_eq!(status_of(&app), chosen(Lang::En));
        assert_eq!(
            app.storage().file(PLAYER_FILE).map(|f| f[HEADER_LEN + 5]),
            Some(1),
            "player.sav keeps English as language 1"
        );
        let back = start_in(app.storage().rebooted(), Lang::Fr);
        assert_eq!(back.lang(), Lang::En, "the choice beats the console's");
        assert_eq!(
            back.editors().nine().lang(),
            Lang::En,
            "and reaches the editors"
        );
        // Confirm steps it on again: French, chosen this time.
        menu(
            &mut app,
            &mut clock,
            Item::Preference(Preference::Language),
            Buttons::CROSS,
        );
        assert_eq!(app.lang(), Lang::Fr);
        assert_eq!(status_of(&app), chosen(Lang::Fr));
        assert_eq!(
            start_in(app.storage().rebooted(), Lang::En).lang(),
            Lang::Fr
        );
    }

    #[test]
    fn a_player_sav_from_before_the_language_entry_follows_the_console() {
        // Version 1 as the builds before this entry wrote it: language byte 0, the console's.
        let mut storage = MemoryStorage::new(false);
        let prefs = Preferences {
            watch: true,
            ..Preferences::default()
        };
        let old = Profile::new(prefs, GridSize::Nine);
        let mut bytes = [0u8; save::MAX_FILE_LEN];
        let len = save::SaveFile::encode_into(&old, &mut bytes);
        assert_eq!(bytes[HEADER_LEN + 5], 0);
        storage
            .files
            .insert(PLAYER_FILE.into(), bytes[..len].to_vec());
        for lang in Lang::ALL {
            let app = start_in(storage.rebooted(), lang);
            assert_eq!(app.lang(), lang);
            assert!(app.preferences().watch, "the rest of the file is read");
        }
    }

    #[test]
    fn the_first_game_offers_mistake_marking_once_and_player_sav_keeps_that_it_did() {
        let mut app = start(MemoryStorage::new(false));
        let mut clock = FakeClock::default();
        app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        menu(&mut app, &mut clock, Item::Play, Buttons::CROSS);
        assert_eq!(told(&app), (Key::PlayStartMistakes, Tone::Info));
        assert!(
            status_of(&app)
                .text()
                .contains("Start > Settings > Mistakes"),
            "{:?}",
            status_of(&app)
        );
        assert_eq!(app.preferences().mistakes, Mistakes::Off, "only offered");
        // Back to editing, then a game again: not said again.
        menu(&mut app, &mut clock, Item::Play, Buttons::CROSS);
        menu(&mut app, &mut clock, Item::Play, Buttons::CROSS);
        assert_eq!(told(&app), (Key::PlayStart, Tone::Info));
        // Nor after a restart: player.sav keeps it.
        let mut back = start(app.storage().rebooted());
        if back.editors().active().mode() == Mode::Play {
            menu(&mut back, &mut clock, Item::Play, Buttons::CROSS);
        }
        back.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        menu(&mut back, &mut clock, Item::Play, Buttons::CROSS);
        assert_eq!(told(&back), (Key::PlayStart, Tone::Info));
        // A player who turned marking on first is not told how.
        let mut on = start(MemoryStorage::new(false));
        menu(
            &mut on,
            &mut clock,
            Item::Preference(Preference::Mistakes),
            Buttons::RIGHT,
        );
        on.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        menu(&mut on, &mut clock, Item::Play, Buttons::CROSS);
        assert_eq!(told(&on), (Key::PlayStart, Tone::Info));
    }

    #[test]
    fn a_first_game_from_new_puzzle_offers_mistake_marking_with_its_level() {
        let mut app = start(MemoryStorage::new(false));
        let mut clock = FakeClock::stepping(1);
        for button in app.menu_presses(Item::NewPuzzle).unwrap() {
            frame(&mut app, &mut clock, button);
        }
        frame(&mut app, &mut clock, Buttons::CROSS);
        for _ in 0..10_000 {
            if !app.editors().active().is_busy() {
                break;
            }
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(app.editors().active().mode(), Mode::Play);
        assert_eq!(told(&app), (Key::NewPuzzleMistakes, Tone::Good));
        let status = status_of(&app);
        let text = status.text();
        assert!(
            text.starts_with("New medium puzzle, ") && text.contains("Start > Settings > Mistakes"),
            "{text:?}"
        );
        // The game starts in a frame the shell redraws (and that made the puzzle's last
        // part): player.sav is written in the next, which it does not redraw.
        assert!(
            app.storage().file(PLAYER_FILE).is_none(),
            "written in the frame after"
        );
        frame(&mut app, &mut clock, Buttons::NONE);
        assert!(
            app.storage().file(PLAYER_FILE).is_some(),
            "player.sav keeps it"
        );
        // The next game is not told again.
        for button in app.menu_presses(Item::NewPuzzle).unwrap() {
            frame(&mut app, &mut clock, button);
        }
        frame(&mut app, &mut clock, Buttons::CROSS);
        for _ in 0..10_000 {
            if !app.editors().active().is_busy() {
                break;
            }
            frame(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(told(&app).0, Key::NewPuzzle);
    }

    #[test]
    fn a_damaged_settings_file_is_reported_kept_aside_and_the_defaults_used() {
        let mut storage = MemoryStorage::new(false);
        storage
            .files
            .insert(PLAYER_FILE.into(), b"SUDP garbage".to_vec());
        let app = start(storage);
        assert_eq!(told(&app), (Key::SettingsDamaged, Tone::Bad));
        assert_eq!(
            app.storage().file("player.sav.bad"),
            Some(&b"SUDP garbage"[..])
        );
        assert_eq!(*app.preferences(), Preferences::default());
    }

    #[test]
    fn a_finished_game_keeps_its_best_time_through_a_restart_and_says_how_it_compares() {
        let mut app = start(MemoryStorage::new(false));
        let mut clock = FakeClock::default();
        finish_classroom(&mut app, &mut clock, 60);
        // The classroom grid grades medium (README: one easy, one medium seed).
        assert_eq!(told(&app), (Key::BestFirst, Tone::Good));
        let medium = In(Lang::En, difficulty_key(Level::Medium)).to_string();
        assert!(
            status_of(&app).text().contains(&medium),
            "{:?}",
            status_of(&app)
        );
        assert!(
            status_of(&app).text().ends_with(", rated 3.4"),
            "its hidden pair: {:?}",
            status_of(&app)
        );
        let first = app.best_time_ms(GridSize::Nine, Level::Medium).unwrap();
        assert!((60_000..70_000).contains(&first), "{first}");
        let mut back = start(app.storage().rebooted());
        assert_eq!(
            back.best_time_ms(GridSize::Nine, Level::Medium),
            Some(first),
            "kept on the memory stick"
        );
        finish_classroom(&mut back, &mut clock, 90);
        assert_eq!(told(&back), (Key::BestNot, Tone::Good), "slower");
        let best = Clock(u64::from(first)).to_string();
        assert!(
            status_of(&back).text().contains(&best),
            "{:?}",
            status_of(&back)
        );
        finish_classroom(&mut back, &mut clock, 10);
        assert_eq!(told(&back), (Key::BestNew, Tone::Good));
        assert!(back.best_time_ms(GridSize::Nine, Level::Medium).unwrap() < first);
        assert_eq!(back.best_time_ms(GridSize::Nine, Level::Hard), None);
    }
}
