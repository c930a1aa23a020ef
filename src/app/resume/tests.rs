//! The autosave and the other grids kept: written within a second of a change, resumed at
//! start (a damaged one kept aside), a grid per size, games and lessons as saves keep them.

use crate::{
    app::{STATE_FILE, View, menu::Item},
    clock::FakeClock,
    editor::{Mode, status::Tone},
    format::AnyGrid,
    grid::Grid,
    pad::Buttons,
    preferences::{Mistakes, Preference},
    puzzles::WORST_CASE,
    save::{self, memory::MemoryStorage},
    size::{GridSize, Nine},
    test_support::{
        CLASSROOM, fresh_app, index_of, labels, line, menu_confirm, menu_to, press, says,
        start_app, status_of, told, wait,
    },
    text::{In, Key, Lang},
};

#[test]
fn a_fresh_start_is_an_empty_9x9_grid_on_the_board() {
    let app = fresh_app();
    assert_eq!(app.active(), GridSize::Nine);
    assert_eq!(app.view(), View::Board);
    assert!(app.editors().nine().grid().is_empty());
    assert!(
        app.storage().files.is_empty(),
        "nothing written before a change"
    );
}

#[test]
fn every_change_is_saved_within_a_second_and_comes_back_after_a_restart() {
    let mut app = fresh_app();
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
    let back = start_app(storage);
    assert_eq!(line(&back), line(&app));
    assert_eq!(back.editors().active().cursor_index(), 1);
    assert_eq!(told(&back), (Key::Welcome, Tone::Info));
    // A solved grid comes back solved.
    let mut app = back;
    app.editors
        .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 1000);
    assert_eq!(app.editors().active().mode(), Mode::Solved { unique: true });
    let back = start_app(app.storage().rebooted());
    assert_eq!(
        back.editors().active().mode(),
        Mode::Solved { unique: true }
    );
    assert_eq!(back.editors().nine().grid(), app.editors().nine().grid());
}

#[test]
fn a_damaged_save_is_reported_kept_aside_untouched_and_the_app_starts_empty() {
    let mut storage = MemoryStorage::new(false);
    let garbage = b"SUDK this is not a save".to_vec();
    storage.files.insert(STATE_FILE.into(), garbage.clone());
    let app = start_app(storage);
    assert!(app.editors().nine().grid().is_empty());
    assert_eq!(told(&app), (Key::SaveDamaged, Tone::Bad));
    assert_eq!(
        app.storage().file("state.sav.bad"),
        Some(garbage.as_slice())
    );
    assert_eq!(app.storage().file(STATE_FILE), None);
}

#[test]
fn each_size_keeps_its_grid_across_switches_and_restarts() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    // Menu > Grid size > Right: 16x16.
    menu_to(&mut app, &mut clock, Item::Size);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.active(), GridSize::Sixteen);
    let sixteen = In(Lang::En, GridSize::Sixteen);
    assert_eq!(
        status_of(&app),
        says(Tone::Info, Key::NowEditing, &[&sixteen])
    );
    for _ in 0..10 {
        press(&mut app, &mut clock, Buttons::CIRCLE);
    }
    assert_eq!(&line(&app)[..2], "A.");
    wait(&mut app, &mut clock, 1000);
    // Restart: the 16x16 grid is the active one; switching back finds the 9x9 grid.
    let mut back = start_app(app.storage().rebooted());
    assert_eq!(back.active(), GridSize::Sixteen);
    assert_eq!(&line(&back)[..2], "A.");
    menu_to(&mut back, &mut clock, Item::Size);
    press(&mut back, &mut clock, Buttons::LEFT);
    assert_eq!(back.active(), GridSize::Nine);
    assert_eq!(&line(&back)[..2], "1.");
}

#[test]
fn a_write_that_fails_is_reported_and_retried() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.storage.fail_write = true;
    press(&mut app, &mut clock, Buttons::CIRCLE);
    wait(&mut app, &mut clock, 600);
    assert_eq!(told(&app), (Key::NotSaved, Tone::Bad));
    app.storage.fail_write = false;
    wait(&mut app, &mut clock, 1500);
    let back = start_app(app.storage().rebooted());
    assert_eq!(line(&back), line(&app));
}

#[test]
fn a_game_with_its_notes_time_and_mode_survives_a_restart() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Play);
    assert_eq!(app.editors().active().mode(), Mode::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE); // a 1 in r1c1
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT); // r1c3
    press(&mut app, &mut clock, Buttons::L.union(Buttons::R));
    press(&mut app, &mut clock, Buttons::SQUARE); // note 1
    wait(&mut app, &mut clock, 3000);
    let played = app.editors().nine().play().elapsed_ms;
    assert!(played >= 2000, "{played}");
    let back = start_app(app.storage().rebooted());
    assert_eq!(back.editors().active().mode(), Mode::Play);
    assert_eq!(back.editors().nine().grid(), app.editors().nine().grid());
    assert_eq!(back.editors().nine().notes()[2], 1);
    assert!(back.editors().nine().play().notes_mode);
    assert!(
        back.editors().nine().play().solution.is_some(),
        "the solution is found again"
    );
    let resumed = back.editors().nine().play().elapsed_ms;
    // The clock alone is written every few seconds, not every one.
    assert!(
        resumed + 5_000 >= played && resumed <= played,
        "{resumed} of {played}"
    );
}

#[test]
fn a_resumed_game_shows_its_mistake_marking_in_the_menu() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Preference(Preference::Mistakes));
    press(&mut app, &mut clock, Buttons::START); // the menu stays open on a setting
    menu_confirm(&mut app, &mut clock, Item::Play);
    assert_eq!(
        app.editors().nine().play().mistakes,
        Mistakes::Rules,
        "{:?}",
        status_of(&app)
    );
    wait(&mut app, &mut clock, 1500);
    let saved = save::decode(app.storage().file("state.sav").unwrap()).unwrap();
    assert_eq!(
        saved.play().map(|p| p.mistakes),
        Some(Mistakes::Rules),
        "saved"
    );
    let mut back = start_app(app.storage().rebooted());
    assert_eq!(back.editors().nine().play().mistakes, Mistakes::Rules);
    menu_to(
        &mut back,
        &mut clock,
        Item::Preference(Preference::Mistakes),
    );
    let shown = labels(&back);
    let line = &shown[index_of(&back, Item::Preference(Preference::Mistakes))];
    assert!(!line.contains("off"), "{line}");
}

#[test]
fn a_running_lesson_keeps_the_app_busy_and_saves_the_grid_from_before_the_lesson() {
    let mut clock = FakeClock::stepping(1_000);
    let mut app = fresh_app();
    app.editors
        .load(AnyGrid::from_line(WORST_CASE).unwrap(), None);
    press(&mut app, &mut clock, Buttons::SQUARE);
    while app.is_busy() {
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert_eq!(app.editors().active().mode(), Mode::Solved { unique: true });
    let solved = *app.editors().nine().grid();
    // Straight into the lesson: the solution's autosave falls due while the lesson searches.
    menu_confirm(&mut app, &mut clock, Item::Lesson);
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
    let run = &app.editors().nine().lesson().unwrap().current().run();
    assert!(run.depth() > 0 && run.grid() != solved, "half searched");
    assert!(app.storage().file(STATE_FILE).is_some(), "saved meanwhile");
    let back = start_app(app.storage().rebooted());
    assert_eq!(
        back.editors().active().mode(),
        Mode::Solved { unique: true }
    );
    assert_eq!(
        back.editors().nine().grid(),
        &solved,
        "the grid before the lesson"
    );
    // Leaving the lesson finds that grid too.
    press(&mut app, &mut clock, Buttons::CIRCLE);
    menu_confirm(&mut app, &mut clock, Item::Lesson);
    assert_eq!(app.editors().active().mode(), Mode::Solved { unique: true });
    assert_eq!(app.editors().nine().grid(), &solved);
}

#[test]
fn while_a_search_runs_only_its_givens_are_saved() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    // Watch mode: the search shows its digits for many frames.
    menu_confirm(&mut app, &mut clock, Item::Preference(Preference::Watch));
    press(&mut app, &mut clock, Buttons::START);
    let hard = Grid::<Nine>::from_line(crate::puzzles::BENCHMARK[13]).unwrap();
    app.load_puzzle(AnyGrid::Nine(hard));
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 1500);
    assert_eq!(app.editors().active().mode(), Mode::Search { watch: true });
    assert!(
        app.editors().nine().grid().placed_count() > 0,
        "the board shows the search"
    );
    assert_eq!(app.snapshot().grid::<Nine>(), Some(hard));
    let saved = save::decode(app.storage().file(STATE_FILE).unwrap()).unwrap();
    assert_eq!(saved.grid::<Nine>(), Some(hard), "saved: the givens alone");
}

#[test]
fn a_game_marked_against_the_solution_resumes_with_that_marking() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    // Off, then two steps right: against the solution.
    menu_to(&mut app, &mut clock, Item::Preference(Preference::Mistakes));
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::START);
    menu_confirm(&mut app, &mut clock, Item::Play);
    assert_eq!(app.editors().nine().play().mistakes, Mistakes::Solution);
    wait(&mut app, &mut clock, 1500);
    let back = start_app(app.storage().rebooted());
    assert_eq!(back.editors().nine().play().mistakes, Mistakes::Solution);
}

#[test]
fn a_change_is_saved_after_a_quarter_second_of_quiet_not_before() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    wait(&mut app, &mut clock, 200);
    assert_eq!(app.storage().file(STATE_FILE), None, "0.2 s: not yet");
    wait(&mut app, &mut clock, 100);
    assert!(app.storage().file(STATE_FILE).is_some(), "0.3 s: saved");
}
