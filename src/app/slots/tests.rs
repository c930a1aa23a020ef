//! The save slots: the list, saving into and loading from one, what each says it holds.

use crate::{
    app::{SLOTS, SlotInfo, View, menu::Item},
    clock::FakeClock,
    editor::{Mode, status::Tone},
    format::AnyGrid,
    grid::Grid,
    pad::Buttons,
    preferences::{Mistakes, Preference},
    puzzles::WORST_CASE,
    save::memory::MemoryStorage,
    size::GridSize,
    test_support::{
        CLASSROOM, fresh_app, labels, line, menu_confirm, press, says, start_app, status_of, wait,
    },
    text::Key,
};

#[test]
fn the_slot_list_wraps_both_ways() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.editors
        .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
    menu_confirm(&mut app, &mut clock, Item::SaveSlot);
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
    assert_eq!(status_of(&app), says(Tone::Good, Key::SlotSaved, &[&10]));
}

#[test]
fn ten_slots_keep_grids_of_any_size_and_give_them_back() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.editors
        .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
    menu_confirm(&mut app, &mut clock, Item::SaveSlot);
    assert_eq!(labels(&app).len(), SLOTS);
    assert_eq!(labels(&app)[2], " 3  empty");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status_of(&app), says(Tone::Good, Key::SlotSaved, &[&3]));
    // Said at once; written in the next frame, which the shell does not redraw.
    assert!(app.storage().file("slot2.sav").is_none());
    press(&mut app, &mut clock, Buttons::NONE);
    assert!(app.storage().file("slot2.sav").is_some());
    app.editors.load(AnyGrid::Nine(Grid::empty()), None);
    menu_confirm(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[2], " 3  9x9    24 givens");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(line(&app), CLASSROOM);
    assert_eq!(status_of(&app), says(Tone::Info, Key::SlotLoaded, &[&3]));
    menu_confirm(&mut app, &mut clock, Item::LoadSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(status_of(&app), says(Tone::Info, Key::SlotIsEmpty, &[&1]));
    // The slots are read back at start.
    let back = start_app(app.storage().rebooted());
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
    let mut app = start_app(storage);
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    let mut ticking = FakeClock::stepping(100_000);
    for _ in 0..30 {
        app.frame(Buttons::NONE, Buttons::NONE, &mut ticking);
    }
    menu_confirm(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    press(&mut app, &mut clock, Buttons::NONE);
    let slot = app.slots()[0].expect("saved");
    assert_eq!(slot.saved, DateTime::new(2026, 11, 23, 18, 5));
    assert!(slot.game);
    let played = slot.played_ms.expect("a game's time");
    assert!(played > 1_000, "{played}");
    assert_eq!(u64::from(played), app.editors().nine().play().elapsed_ms);
    let mut later = app.storage().rebooted();
    later.today = DateTime::new(2026, 11, 24, 9, 0);
    let back = start_app(later);
    assert_eq!(
        back.slots()[0],
        Some(slot),
        "read back with its date at start"
    );
}

#[test]
fn a_game_kept_in_a_slot_comes_back_as_a_game() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Preference(Preference::Mistakes)); // marking against the rules
    press(&mut app, &mut clock, Buttons::START); // the menu stays open on a setting
    menu_confirm(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE); // the player's 1 in r1c1
    press(&mut app, &mut clock, Buttons::RIGHT);
    press(&mut app, &mut clock, Buttons::RIGHT); // r1c3
    press(&mut app, &mut clock, Buttons::L.union(Buttons::R));
    press(&mut app, &mut clock, Buttons::SQUARE); // note 1
    let (grid, notes) = (
        *app.editors().nine().grid(),
        app.editors().nine().notes()[2],
    );
    menu_confirm(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    app.load_puzzle(AnyGrid::from_line(WORST_CASE).unwrap());
    menu_confirm(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[0], " 1  9x9    24 givens, a game");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(
        status_of(&app),
        says(Tone::Info, Key::SlotLoadedGame, &[&1])
    );
    assert_eq!(
        app.editors().active().mode(),
        Mode::Play,
        "a game, not a solution"
    );
    assert_eq!(
        *app.editors().nine().grid(),
        grid,
        "givens locked, the player's digit kept"
    );
    assert_eq!(app.editors().nine().notes()[2], notes);
    assert!(app.editors().nine().play().notes_mode);
    assert_eq!(app.editors().nine().play().mistakes, Mistakes::Rules);
}

#[test]
fn a_solved_grid_in_a_slot_is_listed_as_solved() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    press(&mut app, &mut clock, Buttons::SQUARE);
    wait(&mut app, &mut clock, 100);
    assert_eq!(app.editors().active().mode(), Mode::Solved { unique: true });
    menu_confirm(&mut app, &mut clock, Item::SaveSlot);
    press(&mut app, &mut clock, Buttons::CROSS);
    menu_confirm(&mut app, &mut clock, Item::LoadSlot);
    assert_eq!(labels(&app)[0], " 1  9x9    24 givens, solved");
}
