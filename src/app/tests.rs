//! The app: menu, sizes, library, slots, autosave and resume, over an in-memory stick.

use super::{
    menu::{self, Item},
    *,
};
use crate::{
    clock::FakeClock,
    editor::{Mode, history::HISTORY_CAPACITY},
    format::AnyGrid,
    grid::Grid,
    pad::{CHORD_WINDOW_MS, Chord, Frame, Input, Pad, PadState, Sample},
    puzzles::{CLASSROOM, WORST_CASE},
    save::memory::MemoryStorage,
};
use std::{boxed::Box, format, string::String, vec::Vec};

type TestApp = App<MemoryStorage>;

fn start(storage: MemoryStorage) -> Box<TestApp> {
    Box::new(App::new(storage, Buttons::CROSS))
}

fn fresh() -> Box<TestApp> {
    start(MemoryStorage::new(false))
}

/// One frame with `presses` (also the buttons held), the clock moving 1 ms a reading.
fn press(app: &mut TestApp, clock: &mut FakeClock, presses: Buttons) {
    app.frame(presses, presses, clock);
}

/// Frames with nothing pressed until `ms` have passed.
fn wait(app: &mut TestApp, clock: &mut FakeClock, ms: u64) {
    let until = clock.now + ms * 1000;
    while clock.now < until {
        app.frame(Buttons::NONE, Buttons::NONE, clock);
        clock.now += 16_000;
    }
}

fn line(app: &TestApp) -> String {
    let mut out = String::new();
    active_grid_line(app, &mut out).unwrap();
    out
}

fn status(app: &TestApp) -> String {
    match app.active() {
        GridSize::Four => app.four().status().text().into(),
        GridSize::Nine => app.nine().status().text().into(),
        GridSize::Sixteen => app.sixteen().status().text().into(),
    }
}

fn labels(app: &TestApp) -> Vec<String> {
    app.list_labels()
        .iter()
        .map(|l| String::from(l.as_str()))
        .collect()
}

/// Where `item` is on the page it is on, in the menu over the app as it is.
fn index_of(app: &TestApp, item: Item) -> usize {
    menu::find(item, app.menu_context()).unwrap().1
}

/// Opens the menu and moves to entry `item` (through its page).
fn menu_to(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    let presses = app
        .menu_presses(item)
        .unwrap_or_else(|| panic!("the menu offers no {item:?} now"));
    for button in presses {
        press(app, clock, button);
    }
}

/// Opens the menu and confirms entry `item`.
fn menu(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    menu_to(app, clock, item);
    press(app, clock, Buttons::CROSS);
}

#[test]
fn a_fresh_start_is_an_empty_9x9_grid_on_the_board() {
    let app = fresh();
    assert_eq!(app.active(), GridSize::Nine);
    assert_eq!(app.view(), View::Board);
    assert!(app.nine().grid().is_empty());
    assert!(
        app.storage().files.is_empty(),
        "nothing written before a change"
    );
}

#[test]
fn start_opens_the_menu_where_the_d_pad_chooses_and_confirm_acts() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.view(), View::Menu { selected: 0 });
    assert_eq!(labels(&app)[0], "Play this puzzle");
    let entries = labels(&app).len();
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(
        app.view(),
        View::Menu {
            selected: entries - 1
        },
        "wraps"
    );
    assert_eq!(labels(&app)[entries - 1], "Close");
    press(&mut app, &mut clock, Buttons::START);
    menu_to(&mut app, &mut clock, Item::Watch);
    let watch = index_of(&app, Item::Watch);
    assert_eq!(labels(&app)[watch], "Watch mode: off");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert!(app.nine().settings().watch, "confirm toggles watch mode");
    assert_eq!(labels(&app)[watch], "Watch mode: on");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::RIGHT);
    assert_eq!(
        app.nine().settings().speed,
        crate::editor::settings::Speed::Fast
    );
    // Editing buttons do nothing while the menu is open.
    press(&mut app, &mut clock, Buttons::SQUARE);
    press(&mut app, &mut clock, Buttons::TRIANGLE);
    assert!(app.nine().grid().is_empty());
    press(&mut app, &mut clock, Buttons::CIRCLE);
    let settings = index_of(&app, Item::Settings);
    assert_eq!(
        app.view(),
        View::Menu { selected: settings },
        "the other button goes back to the main page, on the page's entry"
    );
    assert_eq!(labels(&app)[0], "Play this puzzle");
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert_eq!(app.view(), View::Board, "and from there leaves");
    press(&mut app, &mut clock, Buttons::START);
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.view(), View::Board, "Start closes it too");
}

#[test]
fn on_a_circle_confirm_console_circle_chooses_and_cross_leaves() {
    let mut app = Box::new(App::new(MemoryStorage::new(false), Buttons::CIRCLE));
    let mut clock = FakeClock::stepping(1);
    assert_eq!(app.confirm_button(), Buttons::CIRCLE);
    menu_to(&mut app, &mut clock, Item::Watch);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert!(app.nine().settings().watch);
    press(&mut app, &mut clock, Buttons::CROSS);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.view(), View::Board);
}

#[test]
fn every_change_is_saved_within_a_second_and_comes_back_after_a_restart() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    wait(&mut app, &mut clock, 1000);
    assert!(
        app.storage().file(STATE_FILE).is_some(),
        "saved within a second"
    );
    let storage = app.storage().rebooted();
    let back = start(storage);
    assert_eq!(line(&back), line(&app));
    assert_eq!(active_cursor(&back), 1);
    assert_eq!(status(&back), "Welcome back: resumed where you left off");
    // A solved grid comes back solved.
    let mut app = back;
    app.nine.load(Grid::from_line(CLASSROOM).unwrap());
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 1000);
    assert_eq!(active_mode(&app), Mode::Solved { unique: true });
    let back = start(app.storage().rebooted());
    assert_eq!(active_mode(&back), Mode::Solved { unique: true });
    assert_eq!(back.nine().grid(), app.nine().grid());
}

#[test]
fn a_damaged_save_is_reported_kept_aside_untouched_and_the_app_starts_empty() {
    let mut storage = MemoryStorage::new(false);
    let garbage = b"SUDK this is not a save".to_vec();
    storage.files.insert(STATE_FILE.into(), garbage.clone());
    let app = start(storage);
    assert!(app.nine().grid().is_empty());
    let text = status(&app);
    assert!(
        text.starts_with("Save file state.sav: cut short:")
            && text.ends_with("kept as state.sav.bad; starting empty"),
        "{text}"
    );
    assert_eq!(
        app.storage().file("state.sav.bad"),
        Some(garbage.as_slice())
    );
    assert_eq!(app.storage().file(STATE_FILE), None);
}

#[test]
fn the_slot_list_wraps_both_ways() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.nine.load(Grid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::SaveSlot);
    // Up from slot 1 is slot 10, the last of the ten; Down from there is slot 1 again.
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(
        app.view(),
        View::Slots {
            selected: 9,
            saving: true
        }
    );
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(
        app.view(),
        View::Slots {
            selected: 8,
            saving: true
        }
    );
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::DOWN);
    assert_eq!(
        app.view(),
        View::Slots {
            selected: 0,
            saving: true
        }
    );
    press(&mut app, &mut clock, Buttons::UP);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status(&app), "Saved in slot 10");
}

#[test]
fn ten_slots_keep_grids_of_any_size_and_give_them_back() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.nine.load(Grid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::SaveSlot);
    assert_eq!(labels(&app).len(), SLOTS);
    assert_eq!(labels(&app)[2], " 3  empty");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status(&app), "Saved in slot 3");
    assert!(app.storage().file("slot2.sav").is_some());
    app.nine.load(Grid::empty());
    menu(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[2], " 3  9x9    24 givens");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(line(&app), CLASSROOM);
    assert_eq!(status(&app), "Loaded slot 3 (Select undoes)");
    menu(&mut app, &mut clock, Item::LoadSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status(&app), "Slot 1 is empty");
    // The slots are read back at start.
    let back = start(app.storage().rebooted());
    assert_eq!(
        back.slots()[2],
        Some(SlotInfo {
            size: GridSize::Nine,
            givens: 24,
            solved: false,
            game: false,
            played_ms: None,
            saved: None,
            grid: AnyGrid::from_line(CLASSROOM).unwrap(),
        })
    );
}

#[test]
fn a_slot_tells_when_it_was_saved_and_a_games_time_even_after_a_restart() {
    use crate::clock::DateTime;
    let mut storage = MemoryStorage::new(false);
    storage.today = DateTime::new(2026, 11, 23, 18, 5);
    let mut app = start(storage);
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    let mut ticking = FakeClock::stepping(100_000);
    for _ in 0..30 {
        app.frame(Buttons::NONE, Buttons::NONE, &mut ticking);
    }
    menu(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    let slot = app.slots()[0].expect("saved");
    assert_eq!(slot.saved, DateTime::new(2026, 11, 23, 18, 5));
    assert!(slot.game);
    let played = slot.played_ms.expect("a game's time");
    assert!(played > 1_000, "{played}");
    assert_eq!(u64::from(played), app.nine().play().elapsed_ms);
    let mut later = app.storage().rebooted();
    later.today = DateTime::new(2026, 11, 24, 9, 0);
    let back = start(later);
    assert_eq!(
        back.slots()[0],
        Some(slot),
        "read back with its date at start"
    );
}

#[test]
fn each_size_keeps_its_grid_across_switches_and_restarts() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    // Menu > Grid size > Right: 16x16.
    menu_to(&mut app, &mut clock, Item::Size);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.active(), GridSize::Sixteen);
    assert_eq!(status(&app), "Now editing a 16x16 grid");
    for _ in 0..10 {
        press(&mut app, &mut clock, Buttons::CIRCLE);
    }
    assert_eq!(&line(&app)[..2], "A.");
    wait(&mut app, &mut clock, 1000);
    // Restart: the 16x16 grid is the active one; switching back finds the 9x9 grid.
    let mut back = start(app.storage().rebooted());
    assert_eq!(back.active(), GridSize::Sixteen);
    assert_eq!(&line(&back)[..2], "A.");
    menu_to(&mut back, &mut clock, Item::Size);
    press(&mut back, &mut clock, Buttons::LEFT);
    assert_eq!(back.active(), GridSize::Nine);
    assert_eq!(&line(&back)[..2], "1.");
}

#[test]
fn the_benchmark_runs_on_9x9_and_writes_its_figure() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1_000);
    menu(&mut app, &mut clock, Item::Benchmark);
    assert_eq!(active_mode(&app), Mode::Benchmark);
    for _ in 0..100_000 {
        if active_mode(&app) != Mode::Benchmark {
            break;
        }
        press(&mut app, &mut clock, Buttons::NONE);
    }
    let text = String::from_utf8(app.storage().file(BENCHMARK_FILE).unwrap().to_vec()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "{text}");
    // The first three lines keep their form for good: other checks read them.
    // `naive search: N placements per second with bit masks, M with scans (worst case)`.
    let naive: Vec<&str> = lines[2].split(' ').collect();
    assert_eq!(naive.len(), 14, "{text}");
    let [masks, scans] = [naive[2], naive[9]].map(|n| n.parse::<u64>().unwrap());
    assert!(masks > 0 && scans > 0, "{text}");
    assert_eq!(
        lines[2],
        format!(
            "naive search: {masks} placements per second with bit masks, {scans} with scans (worst case)"
        )
    );
    assert!(
        lines[0].starts_with("in-app benchmark: ")
            && lines[0].ends_with(" us per puzzle (23 puzzles, counting to 2)"),
        "{text}"
    );
    assert!(
        lines[1].starts_with("generating: ")
            && lines[1].ends_with(" us per 9x9 puzzle (5 puzzles)"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("hardest: ")
            && lines[3].ends_with(" us worst (50 puzzles, counting to 2)"),
        "{text}"
    );
    let worst = lines[4].rsplit(' ').next().unwrap();
    assert!(
        lines[4].starts_with("worst puzzle: no. ")
            && crate::puzzles::hardest()
                .any(|(set, line)| line == worst && lines[4].ends_with(&format!(", {set} {line}"))),
        "{text}"
    );
    let under: Vec<&str> = lines[5].split(' ').collect();
    assert_eq!(
        lines[5],
        format!(
            "hardest under symmetries: {} us worst (50 puzzles x 10 symmetries, counting to 2)",
            under[3].parse::<u64>().unwrap()
        ),
        "{text}"
    );
    assert!(
        lines[6].starts_with("generating 16x16: ")
            && lines[6].contains(" us per medium puzzle, ")
            && lines[6].ends_with(" (1 puzzle, 1 try)"),
        "{text}"
    );
    assert_eq!(app.sixteen().mode(), Mode::Edit);
    assert!(
        app.sixteen().grid().is_empty(),
        "the 16x16 grid is left alone"
    );
}

#[test]
fn the_benchmark_file_keeps_its_first_three_lines() {
    let figures = crate::editor::Figures {
        puzzles: 23,
        micros_per_puzzle: 1672,
        generated: 5,
        micros_per_generated: 7100,
        hardest: 50,
        hardest_mean_us: 3379,
        hardest_worst_us: 11305,
        worst_index: 36,
        worst_set: "puzzles6_forum_hardest_1106",
        worst_line: "..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..",
        symmetries: 10,
        symmetries_worst_us: 16100,
        naive: crate::lesson::bench::NaiveSpeed {
            masks: 5_400_000,
            scans: 610_000,
        },
        sixteen: 2,
        sixteen_tries: 3,
        sixteen_work_us: 1_200_000,
        sixteen_wall_us: 1_900_000,
        sixteen_frames: 112,
    };
    let mut text = String::new();
    super::benchmark::benchmark_text(&figures, crate::text::Lang::En, &mut text).unwrap();
    assert_eq!(
        text,
        "in-app benchmark: 1672 us per puzzle (23 puzzles, counting to 2)\n\
         generating: 7100 us per 9x9 puzzle (5 puzzles)\n\
         naive search: 5400000 placements per second with bit masks, 610000 with scans (worst case)\n\
         hardest: 3379 us mean, 11305 us worst (50 puzzles, counting to 2)\n\
         worst puzzle: no. 37, puzzles6_forum_hardest_1106 ..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..\n\
         hardest under symmetries: 16100 us worst (50 puzzles x 10 symmetries, counting to 2)\n\
         generating 16x16: 1200000 us per medium puzzle, 1900000 us and 112 frames from start to end (2 puzzles, 3 tries)\n"
    );
}

#[test]
fn a_write_that_fails_is_reported_and_retried() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.storage.fail_write = true;
    press(&mut app, &mut clock, Buttons::CIRCLE);
    wait(&mut app, &mut clock, 600);
    assert!(
        status(&app).starts_with("Not saved: could not write"),
        "{}",
        status(&app)
    );
    assert_eq!(
        status(&app).matches("saved").count(),
        1,
        "said once: {}",
        status(&app)
    );
    app.storage.fail_write = false;
    wait(&mut app, &mut clock, 1500);
    let back = start(app.storage().rebooted());
    assert_eq!(line(&back), line(&app));
}

#[test]
fn a_game_with_its_notes_time_and_mode_survives_a_restart() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Play);
    assert_eq!(active_mode(&app), Mode::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE); // a 1 in r1c1
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT); // r1c3
    press(&mut app, &mut clock, Buttons::L.union(Buttons::R));
    press(&mut app, &mut clock, Buttons::SQUARE); // note 1
    wait(&mut app, &mut clock, 3000);
    let played = app.nine().play().elapsed_ms;
    assert!(played >= 2000, "{played}");
    let back = start(app.storage().rebooted());
    assert_eq!(active_mode(&back), Mode::Play);
    assert_eq!(back.nine().grid(), app.nine().grid());
    assert_eq!(back.nine().notes()[2], 1);
    assert!(back.nine().play().notes_mode);
    assert!(
        back.nine().play().solution.is_some(),
        "the solution is found again"
    );
    let resumed = back.nine().play().elapsed_ms;
    // The clock alone is written every few seconds, not every one.
    assert!(
        resumed + 5_000 >= played && resumed <= played,
        "{resumed} of {played}"
    );
}

#[test]
fn a_game_kept_in_a_slot_comes_back_as_a_game() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Mistakes); // marking against the rules
    press(&mut app, &mut clock, Buttons::START); // the menu stays open on a setting
    menu(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE); // the player's 1 in r1c1
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT); // r1c3
    press(&mut app, &mut clock, Buttons::L.union(Buttons::R));
    press(&mut app, &mut clock, Buttons::SQUARE); // note 1
    let (grid, notes) = (*app.nine().grid(), app.nine().notes()[2]);
    menu(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    app.load_puzzle(AnyGrid::from_line(WORST_CASE).unwrap());
    menu(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[0], " 1  9x9    24 givens, a game");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status(&app), "Loaded the game of slot 1");
    assert_eq!(active_mode(&app), Mode::Play, "a game, not a solution");
    assert_eq!(
        *app.nine().grid(),
        grid,
        "givens locked, the player's digit kept"
    );
    assert_eq!(app.nine().notes()[2], notes);
    assert!(app.nine().play().notes_mode);
    assert_eq!(app.nine().play().mistakes, Mistakes::Rules);
}

#[test]
fn a_resumed_game_shows_its_mistake_marking_in_the_menu() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Mistakes);
    press(&mut app, &mut clock, Buttons::START); // the menu stays open on a setting
    menu(&mut app, &mut clock, Item::Play);
    assert_eq!(
        app.nine().play().mistakes,
        Mistakes::Rules,
        "{}",
        status(&app)
    );
    wait(&mut app, &mut clock, 1500);
    let saved = save::decode(app.storage().file("state.sav").unwrap()).unwrap();
    assert_eq!(saved.play().map(|p| p.mistakes), Some(1), "saved");
    let mut back = start(app.storage().rebooted());
    assert_eq!(back.nine().play().mistakes, Mistakes::Rules);
    menu_to(&mut back, &mut clock, Item::Mistakes);
    let shown = labels(&back);
    let line = &shown[index_of(&back, Item::Mistakes)];
    assert!(!line.contains("off"), "{line}");
}

/// Opens the lesson on `line` and starts its naive search running (Cross), a few frames in.
fn running_lesson(line: &str, clock: &mut FakeClock) -> Box<TestApp> {
    let mut app = fresh();
    app.nine.load(Grid::from_line(line).unwrap());
    menu(&mut app, clock, Item::Lesson);
    assert_eq!(active_mode(&app), Mode::Lesson);
    assert!(!app.is_busy(), "a stopped lesson lets the console sleep");
    press(&mut app, clock, Buttons::CROSS);
    wait(&mut app, clock, 100);
    app
}

#[test]
fn a_running_lesson_keeps_the_app_busy_and_saves_the_grid_from_before_the_lesson() {
    let mut clock = FakeClock::stepping(1_000);
    let mut app = fresh();
    app.nine.load(Grid::from_line(WORST_CASE).unwrap());
    press(&mut app, &mut clock, Buttons::SQUARE);
    while app.is_busy() {
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert_eq!(active_mode(&app), Mode::Solved { unique: true });
    let solved = *app.nine().grid();
    // Straight into the lesson: the solution's autosave falls due while the lesson searches.
    menu(&mut app, &mut clock, Item::Lesson);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert!(
        app.is_busy(),
        "the shell keeps the console awake while it searches"
    );
    wait(&mut app, &mut clock, 2_000);
    assert!(
        app.is_busy(),
        "the worst case takes the naive search longer"
    );
    let run = &app.nine().lesson().unwrap().current().run;
    assert!(run.depth() > 0 && run.grid() != solved, "half searched");
    assert!(app.storage().file(STATE_FILE).is_some(), "saved meanwhile");
    let back = start(app.storage().rebooted());
    assert_eq!(active_mode(&back), Mode::Solved { unique: true });
    assert_eq!(back.nine().grid(), &solved, "the grid before the lesson");
    // Leaving the lesson finds that grid too.
    press(&mut app, &mut clock, Buttons::CIRCLE);
    menu(&mut app, &mut clock, Item::Lesson);
    assert_eq!(active_mode(&app), Mode::Solved { unique: true });
    assert_eq!(app.nine().grid(), &solved);
}

#[test]
fn any_button_stops_a_running_lesson_and_does_nothing_else() {
    for (button, name) in Buttons::ALL {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = running_lesson(WORST_CASE, &mut clock);
        assert!(app.is_busy(), "{name}");
        let seen = |app: &TestApp| {
            let lesson = app.nine().lesson().unwrap();
            (
                lesson.view(),
                lesson.selected(),
                lesson.digit(),
                lesson.is_smallest(),
                *lesson.puzzle(),
            )
        };
        let before = seen(&app);
        press(&mut app, &mut clock, button);
        assert!(!app.is_busy(), "{name} stops the search");
        assert_eq!(app.view(), View::Board, "{name} opens nothing");
        assert_eq!(active_mode(&app), Mode::Lesson, "{name}");
        assert_eq!(seen(&app), before, "{name} does nothing else");
        let steps = app.nine().lesson().unwrap().current().run.counters();
        wait(&mut app, &mut clock, 100);
        let after = app.nine().lesson().unwrap().current().run.counters();
        assert_eq!(after, steps, "{name}: stopped for good");
    }
}

#[test]
fn no_entry_of_the_main_page_answers_only_with_a_refusal() {
    use crate::editor::status::Tone;
    for playing in [false, true] {
        let entries = {
            let mut app = fresh();
            let mut clock = FakeClock::stepping(1);
            app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
            if playing {
                menu(&mut app, &mut clock, Item::Play);
            }
            app.menu_items_of(menu::Page::Main)
        };
        for item in entries {
            let mut app = fresh();
            let mut clock = FakeClock::stepping(1);
            app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
            if playing {
                menu(&mut app, &mut clock, Item::Play);
            }
            menu(&mut app, &mut clock, item);
            let status = app.nine().status();
            assert_ne!(
                status.tone(),
                Tone::Bad,
                "{item:?} (playing: {playing}): {}",
                status.text()
            );
            // The refusals the old menu gave ("Only a game can be paused", "Pencil marks are
            // for games: Play this puzzle first").
            for refusal in ["Only a", "first", "are for games"] {
                assert!(
                    !status.text().contains(refusal),
                    "{item:?} (playing: {playing}): {}",
                    status.text()
                );
            }
        }
    }
}

#[test]
fn count_the_solutions_from_the_menu_says_434_for_the_tutorial_grid() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(crate::puzzles::TUTORIAL).unwrap());
    menu(&mut app, &mut clock, Item::Count);
    for _ in 0..2_000 {
        if !app.is_busy() {
            break;
        }
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert!(!app.is_busy());
    assert!(
        app.nine().status().text().starts_with("434 solutions"),
        "{}",
        app.nine().status().text()
    );
}

#[test]
fn restart_from_the_menu_puts_the_givens_back_and_tools_tell_the_version() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert!(app.nine().grid().placed_count() > 0);
    menu(&mut app, &mut clock, Item::Restart);
    assert_eq!(app.view(), View::Board);
    assert_eq!(app.nine().grid().placed_count(), 0);
    assert_eq!(app.nine().mode(), crate::editor::Mode::Play);
    menu(&mut app, &mut clock, Item::Version);
    assert_eq!(app.menu_page(), menu::Page::Tools, "the page stays open");
    assert!(
        app.nine().status().text().contains(menu::VERSION),
        "{}",
        app.nine().status().text()
    );
}

#[test]
fn each_menu_page_is_titled_over_its_list() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    let title = |app: &TestApp| crate::text::Lang::En.text(app.menu_page().title());
    menu_to(&mut app, &mut clock, Item::Settings);
    assert_eq!(title(&app), "MENU");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(title(&app), "SETTINGS");
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert_eq!(title(&app), "MENU", "Circle goes back a page");
    press(&mut app, &mut clock, Buttons::START);
    menu(&mut app, &mut clock, Item::Tools);
    assert_eq!(title(&app), "TOOLS");
}

/// Plays pad states through the pad model into the app, three samples a frame (the shell's
/// 5.5 ms cycle), from `t` µs on; `frames[i]` is held for the whole of frame i.
fn play_states(app: &mut TestApp, pad: &mut Pad, t: &mut u64, frames: &[PadState]) {
    let mut clock = FakeClock::default();
    for &state in frames {
        let samples: Vec<Sample> = (0..3)
            .map(|i| Sample {
                at_us: *t + i * 5_555,
                state,
            })
            .collect();
        *t += 16_667;
        clock.now = *t;
        let frame = pad.update(&samples, *t);
        app.frame_inputs(&frame, &mut clock);
    }
}

/// What a chord may change, and the whole undo and redo history as the player can walk it:
/// grid, cursor, mode, pencil-mark mode and status, then the same after each undo until there
/// is nothing to undo, then after each redo.
fn observed(mut app: Box<TestApp>) -> Vec<String> {
    let seen = |app: &TestApp| {
        format!(
            "{} cursor {} {:?} notes {} | {}",
            line(app),
            active_cursor(app),
            active_mode(app),
            app.nine().play().notes_mode,
            status(app)
        )
    };
    let mut out = std::vec![seen(&app)];
    let mut clock = FakeClock::default();
    for input in [Input::Press(Buttons::SELECT), Input::Chord(Chord::Redo)] {
        for _ in 0..HISTORY_CAPACITY + 1 {
            let mut frame = Frame::default();
            frame.push(input);
            app.frame_inputs(&frame, &mut clock);
            out.push(seen(&app));
            if status(&app).starts_with("Nothing to") {
                break;
            }
        }
    }
    out
}

#[test]
fn staggered_chords_end_as_if_pressed_together_with_a_repeat_running() {
    let idle = PadState::IDLE;
    let down = |b: Buttons| PadState::buttons(b);
    // Select+R on a 1 and a 2 typed and the 2 undone (the case); L+R in a game of the
    // classroom grid on an empty cell with a digit of its own. Down is held from the start and
    // repeats (after 0.4 s, every 0.08 s) across the chord in both runs.
    let setups: [(&str, Buttons, Buttons); 2] = [
        ("Select+R", Buttons::SELECT, Buttons::R),
        ("L+R", Buttons::L, Buttons::R),
    ];
    for (name, a, b) in setups {
        let prepare = || {
            let mut app = fresh();
            let mut clock = FakeClock::stepping(1);
            if a == Buttons::SELECT {
                for p in [
                    Buttons::CIRCLE,
                    Buttons::RIGHT,
                    Buttons::CIRCLE,
                    Buttons::CIRCLE,
                ] {
                    press(&mut app, &mut clock, p);
                }
                press(&mut app, &mut clock, Buttons::SELECT);
            } else {
                app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
                menu(&mut app, &mut clock, Item::Play);
                press(&mut app, &mut clock, Buttons::CIRCLE); // r1c1 holds the player's 1
            }
            app
        };
        // 30 frames of Down alone (its repeats start), then the chord from frame 30.
        let run = |first: Buttons, second: Buttons, stagger: usize| {
            let mut app = prepare();
            let mut pad = Pad::new();
            let mut t = 1_000_000;
            let mut frames = std::vec![down(Buttons::DOWN); 30];
            frames.extend(std::vec![down(Buttons::DOWN.union(first)); stagger]);
            frames.extend(std::vec![down(Buttons::DOWN.union(first).union(second)); 10]);
            frames.extend(std::vec![down(first.union(second)); 2]);
            frames.extend(std::vec![idle; 20]);
            play_states(&mut app, &mut pad, &mut t, &frames);
            observed(app)
        };
        for stagger in 1..=12usize {
            // The reference: both buttons down in the frame the second went down.
            let together = {
                let mut app = prepare();
                let mut pad = Pad::new();
                let mut t = 1_000_000;
                let mut frames = std::vec![down(Buttons::DOWN); 30 + stagger];
                frames.extend(std::vec![down(Buttons::DOWN.union(a).union(b)); 10]);
                frames.extend(std::vec![down(a.union(b)); 2]);
                frames.extend(std::vec![idle; 20]);
                play_states(&mut app, &mut pad, &mut t, &frames);
                observed(app)
            };
            let within = (stagger as u64) * 16_667 < CHORD_WINDOW_MS * 1000;
            for (first, second) in [(a, b), (b, a)] {
                let staggered = run(first, second, stagger);
                if within {
                    assert_eq!(
                        staggered, together,
                        "{name}: {first:?} then {second:?}, {stagger} frames apart"
                    );
                } else {
                    assert_ne!(
                        staggered, together,
                        "{name}: {first:?} then {second:?}, {stagger} frames apart: \
                         past the window the first button acts alone"
                    );
                }
            }
        }
    }
}

#[test]
fn the_game_timer_stops_while_the_menu_or_a_list_is_open() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu(&mut app, &mut clock, Item::Play);
    assert_eq!(active_mode(&app), Mode::Play);
    wait(&mut app, &mut clock, 2000);
    let played = app.nine().play().elapsed_ms;
    assert!((1900..=2100).contains(&played), "{played}");
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.view(), View::Menu { selected: 0 });
    wait(&mut app, &mut clock, 3000);
    assert_eq!(
        app.nine().play().elapsed_ms,
        played,
        "the menu covers the board"
    );
    // From the open menu (Start already pressed) down to Library and in.
    for button in app.menu_presses(Item::Library).unwrap().into_iter().skip(1) {
        press(&mut app, &mut clock, button);
    }
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.view(), View::Library { selected: 0 });
    wait(&mut app, &mut clock, 3000);
    assert_eq!(app.nine().play().elapsed_ms, played, "so does the library");
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.view(), View::Board);
    wait(&mut app, &mut clock, 1000);
    let on = app.nine().play().elapsed_ms - played;
    assert!((900..=1100).contains(&on), "the board is back: {on}");
}

#[test]
fn while_a_search_runs_only_its_givens_are_saved() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    // Watch mode: the search shows its digits for many frames.
    menu(&mut app, &mut clock, Item::Watch);
    press(&mut app, &mut clock, Buttons::START);
    let hard = Grid::<Nine>::from_line(crate::puzzles::BENCHMARK[13]).unwrap();
    app.load_puzzle(AnyGrid::Nine(hard));
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 1500);
    assert_eq!(active_mode(&app), Mode::Search { watch: true });
    assert!(
        app.nine().grid().placed_count() > 0,
        "the board shows the search"
    );
    assert_eq!(app.snapshot().grid::<Nine>(), Some(hard));
    let saved = save::decode(app.storage().file(STATE_FILE).unwrap()).unwrap();
    assert_eq!(saved.grid::<Nine>(), Some(hard), "saved: the givens alone");
}

#[test]
fn new_puzzle_makes_the_difficulty_chosen_with_left_and_right() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    let new_puzzle = index_of(&app, Item::NewPuzzle);
    menu_to(&mut app, &mut clock, Item::NewPuzzle);
    assert_eq!(
        labels(&app)[new_puzzle],
        "New puzzle: medium",
        "the default"
    );
    press(&mut app, &mut clock, Buttons::LEFT);
    assert_eq!(labels(&app)[new_puzzle], "New puzzle: easy");
    press(&mut app, &mut clock, Buttons::START);
    // From easy: two steps right to hard, then one more to expert.
    for (rights, name, difficulty) in [
        (2, "hard", Difficulty::Hard),
        (1, "expert", Difficulty::NeedsGuessing),
    ] {
        menu_to(&mut app, &mut clock, Item::NewPuzzle);
        for _ in 0..rights {
            press(&mut app, &mut clock, Buttons::RIGHT);
        }
        let new_puzzle = index_of(&app, Item::NewPuzzle);
        assert_eq!(labels(&app)[new_puzzle], format!("New puzzle: {name}"));
        press(&mut app, &mut clock, Buttons::CROSS);
        for _ in 0..10_000 {
            if active_mode(&app) != Mode::Generate {
                break;
            }
            press(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(active_mode(&app), Mode::Play, "{name}");
        let puzzle = app.nine().grid().givens_only();
        assert_eq!(
            crate::logic::grade(&puzzle).difficulty(),
            Some(difficulty),
            "{name}"
        );
    }
}

#[test]
fn a_game_marked_against_the_solution_resumes_with_that_marking() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    // Off, then two steps right: against the solution.
    menu_to(&mut app, &mut clock, Item::Mistakes);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::START);
    menu(&mut app, &mut clock, Item::Play);
    assert_eq!(app.nine().play().mistakes, Mistakes::Solution);
    wait(&mut app, &mut clock, 1500);
    let back = start(app.storage().rebooted());
    assert_eq!(back.nine().play().mistakes, Mistakes::Solution);
}

#[test]
fn a_solved_grid_in_a_slot_is_listed_as_solved() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 100);
    assert_eq!(active_mode(&app), Mode::Solved { unique: true });
    menu(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    menu(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[0], " 1  9x9    24 givens, solved");
}

#[test]
fn the_app_reads_as_its_size_and_view_in_debug() {
    let app = fresh();
    assert_eq!(format!("{app:?}"), "App { active: Nine, view: Board, .. }");
}

#[test]
fn a_change_is_saved_after_a_quarter_second_of_quiet_not_before() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    wait(&mut app, &mut clock, 200);
    assert_eq!(app.storage().file(STATE_FILE), None, "0.2 s: not yet");
    wait(&mut app, &mut clock, 100);
    assert!(app.storage().file(STATE_FILE).is_some(), "0.3 s: saved");
}

#[test]
fn in_the_menu_only_the_d_pad_confirm_back_and_start_act() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    press(&mut app, &mut clock, Buttons::START);
    // On "Play this puzzle": none of these starts the game or leaves the menu.
    for button in [
        Buttons::SQUARE,
        Buttons::TRIANGLE,
        Buttons::SELECT,
        Buttons::L,
        Buttons::R,
    ] {
        press(&mut app, &mut clock, button);
        assert_eq!(app.view(), View::Menu { selected: 0 }, "{button:?}");
        assert_eq!(active_mode(&app), Mode::Edit, "{button:?}");
    }
    assert_eq!(line(&app), CLASSROOM);
}

#[test]
fn fill_in_candidates_and_pause_act_on_a_game_and_are_not_offered_otherwise() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    assert_eq!(app.menu_presses(Item::FillNotes), None);
    assert_eq!(app.menu_presses(Item::Pause), None);
    menu(&mut app, &mut clock, Item::Play);
    menu(&mut app, &mut clock, Item::FillNotes);
    // r1c1 of the classroom grid may be 1, 4 or 8.
    assert_eq!(app.nine().notes()[0], 1 << 0 | 1 << 3 | 1 << 7);
    menu(&mut app, &mut clock, Item::Pause);
    assert!(app.nine().play().paused);
}

#[test]
fn in_the_library_back_and_start_leave_and_other_buttons_load_nothing() {
    let mut app = fresh();
    let mut clock = FakeClock::stepping(1);
    for leave in [Buttons::CIRCLE, Buttons::START] {
        menu(&mut app, &mut clock, Item::Library);
        // Square and Triangle open the number and the collections (tests in library.rs).
        for button in [Buttons::SELECT, Buttons::LEFT, Buttons::L] {
            press(&mut app, &mut clock, button);
            assert_eq!(app.view(), View::Library { selected: 0 }, "{button:?}");
        }
        press(&mut app, &mut clock, leave);
        assert_eq!(app.view(), View::Board, "{leave:?}");
        assert!(app.nine().grid().is_empty(), "nothing loaded");
    }
}
