//! The app: menu, sizes, library, slots, autosave and resume, over an in-memory stick.

use super::{
    menu::{ITEMS, Item},
    *,
};
use crate::{
    clock::FakeClock,
    format::AnyGrid,
    grid::Grid,
    puzzles::{CLASSROOM, WORST_CASE},
    save::memory::MemoryStorage,
};
use std::{boxed::Box, string::String, vec::Vec};

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

/// Where `item` is in the menu.
fn index_of(item: Item) -> usize {
    ITEMS.iter().position(|&i| i == item).unwrap()
}

/// Opens the menu and moves to entry `item`.
fn menu_to(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    press(app, clock, Buttons::START);
    for _ in 0..index_of(item) {
        press(app, clock, Buttons::DOWN);
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
    let watch = index_of(Item::Watch);
    assert_eq!(labels(&app)[watch], "Watch mode: off");
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(
        app.view(),
        View::Menu {
            selected: ITEMS.len() - 1
        },
        "wraps"
    );
    press(&mut app, &mut clock, Buttons::DOWN);
    for _ in 0..watch {
        press(&mut app, &mut clock, Buttons::DOWN);
    }
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
    assert_eq!(app.view(), View::Board, "the other button leaves");
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
            game: false
        })
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
    assert_eq!(lines.len(), 2, "{text}");
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
        resumed + autosave::TIME_ONLY_MS >= played && resumed <= played,
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
    let line = &shown[index_of(Item::Mistakes)];
    assert!(!line.contains("off"), "{line}");
}
