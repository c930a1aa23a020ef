//! The Start menu over the app: its pages and titles, Up/Down/Left/Right, confirm and back, and
//! what its entries do to the editor in front.

use crate::{
    app::{
        App, View,
        menu::{self, Item, Page},
    },
    clock::FakeClock,
    editor::{Mode, status::Tone},
    format::AnyGrid,
    logic::Level,
    pad::Buttons,
    preferences::Preference,
    save::memory::MemoryStorage,
    test_support::{
        CLASSROOM, TestApp, fresh_app, index_of, labels, line, menu_confirm, menu_to, press, says,
        status_of, told,
    },
    text::Key,
};
use std::{boxed::Box, format};

#[test]
fn start_opens_the_menu_where_the_d_pad_chooses_and_confirm_acts() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(
        app.view(),
        View::Menu {
            page: Page::Main,
            selected: 0
        }
    );
    assert_eq!(labels(&app)[0], "Play this puzzle");
    let entries = labels(&app).len();
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(
        app.view(),
        View::Menu {
            page: Page::Main,
            selected: entries - 1
        },
        "wraps"
    );
    assert_eq!(labels(&app)[entries - 1], "Close");
    press(&mut app, &mut clock, Buttons::START);
    menu_to(&mut app, &mut clock, Item::Preference(Preference::Watch));
    let watch = index_of(&app, Item::Preference(Preference::Watch));
    assert_eq!(labels(&app)[watch], "Watch mode: < off >");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert!(app.preferences().watch, "confirm toggles watch mode");
    assert_eq!(labels(&app)[watch], "Watch mode: < on >");
    press(&mut app, &mut clock, Buttons::DOWN);
    press(&mut app, &mut clock, Buttons::RIGHT);
    assert_eq!(app.preferences().speed, crate::preferences::Speed::Fast);
    // Editing buttons do nothing while the menu is open.
    press(&mut app, &mut clock, Buttons::SQUARE);
    press(&mut app, &mut clock, Buttons::TRIANGLE);
    assert!(app.editors().nine().grid().is_empty());
    press(&mut app, &mut clock, Buttons::CIRCLE);
    let settings = index_of(&app, Item::Settings);
    assert_eq!(
        app.view(),
        View::Menu {
            page: Page::Main,
            selected: settings
        },
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
    menu_to(&mut app, &mut clock, Item::Preference(Preference::Watch));
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert!(app.preferences().watch);
    press(&mut app, &mut clock, Buttons::CROSS);
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.view(), View::Board);
}

#[test]
fn no_entry_of_the_main_page_answers_only_with_a_refusal() {
    use crate::editor::status::Tone;
    for playing in [false, true] {
        let entries = {
            let mut app = fresh_app();
            let mut clock = FakeClock::stepping(1);
            app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
            if playing {
                menu_confirm(&mut app, &mut clock, Item::Play);
            }
            app.menu_items_of(menu::Page::Main)
        };
        for item in entries {
            let mut app = fresh_app();
            let mut clock = FakeClock::stepping(1);
            app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
            if playing {
                menu_confirm(&mut app, &mut clock, Item::Play);
            }
            menu_confirm(&mut app, &mut clock, item);
            let status = app.editors().nine().status();
            assert_ne!(
                status.tone(),
                Tone::Bad,
                "{item:?} (playing: {playing}): {}",
                status.text()
            );
            // The refusals the menu could still give (the old menu offered entries that only
            // said why they could not act).
            for refusal in [Key::NotesOutsideGame, Key::LessonFromEditing] {
                assert_ne!(
                    status.key(),
                    refusal,
                    "{item:?} (playing: {playing}): {status:?}"
                );
            }
        }
    }
}

#[test]
fn count_the_solutions_from_the_menu_says_434_for_the_tutorial_grid() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(crate::puzzles::TUTORIAL).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Count);
    for _ in 0..2_000 {
        if !app.is_busy() {
            break;
        }
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert!(!app.is_busy());
    assert_eq!(told(&app), (Key::CountSome, Tone::Info));
    assert!(
        status_of(&app).text().starts_with("434 "),
        "{:?}",
        status_of(&app)
    );
}

#[test]
fn restart_from_the_menu_puts_the_givens_back_and_tools_tell_the_version() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Play);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert!(app.editors().nine().grid().placed_count() > 0);
    menu_confirm(&mut app, &mut clock, Item::Restart);
    assert_eq!(app.view(), View::Board);
    assert_eq!(app.editors().nine().grid().placed_count(), 0);
    assert_eq!(app.editors().nine().mode(), crate::editor::Mode::Play);
    menu_confirm(&mut app, &mut clock, Item::Version);
    assert_eq!(app.menu_page(), menu::Page::Tools, "the page stays open");
    assert_eq!(
        status_of(&app),
        says(
            Tone::Info,
            Key::VersionSays,
            &[&menu::VERSION, &menu::BUILD]
        )
    );
}

#[test]
fn each_menu_page_is_titled_over_its_list() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    let title = |app: &TestApp| crate::text::Lang::En.text(app.menu_page().title());
    menu_to(&mut app, &mut clock, Item::Settings);
    assert_eq!(title(&app), "MENU");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(title(&app), "SETTINGS");
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert_eq!(title(&app), "MENU", "Circle goes back a page");
    press(&mut app, &mut clock, Buttons::START);
    menu_confirm(&mut app, &mut clock, Item::Tools);
    assert_eq!(title(&app), "TOOLS");
}

#[test]
fn new_puzzle_makes_the_difficulty_chosen_with_left_and_right() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    let new_puzzle = index_of(&app, Item::NewPuzzle);
    menu_to(&mut app, &mut clock, Item::NewPuzzle);
    assert_eq!(
        labels(&app)[new_puzzle],
        "New puzzle: < medium >",
        "the default"
    );
    press(&mut app, &mut clock, Buttons::LEFT);
    assert_eq!(labels(&app)[new_puzzle], "New puzzle: < easy >");
    press(&mut app, &mut clock, Buttons::START);
    // From easy: two steps right to hard, then two more (past fiendish) to extreme.
    for (rights, name, level) in [(2, "hard", Level::Hard), (2, "extreme", Level::Extreme)] {
        menu_to(&mut app, &mut clock, Item::NewPuzzle);
        for _ in 0..rights {
            press(&mut app, &mut clock, Buttons::RIGHT);
        }
        let new_puzzle = index_of(&app, Item::NewPuzzle);
        assert_eq!(labels(&app)[new_puzzle], format!("New puzzle: < {name} >"));
        if level == Level::Extreme {
            press(&mut app, &mut clock, Buttons::LEFT);
            assert_eq!(labels(&app)[new_puzzle], "New puzzle: < fiendish >");
            press(&mut app, &mut clock, Buttons::RIGHT);
        }
        press(&mut app, &mut clock, Buttons::CROSS);
        for _ in 0..100_000 {
            if app.editors().active().mode() != Mode::Generate {
                break;
            }
            press(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(app.editors().active().mode(), Mode::Play, "{name}");
        let puzzle = app.editors().nine().grid().givens_only();
        assert_eq!(
            crate::logic::grade_unique(&puzzle).level(),
            Some(level),
            "{name}"
        );
    }
}

#[test]
fn in_the_menu_only_the_d_pad_confirm_back_and_start_act() {
    let mut app = fresh_app();
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
        assert_eq!(
            app.view(),
            View::Menu {
                page: Page::Main,
                selected: 0
            },
            "{button:?}"
        );
        assert_eq!(app.editors().active().mode(), Mode::Edit, "{button:?}");
    }
    assert_eq!(line(&app), CLASSROOM);
}

#[test]
fn fill_in_candidates_and_pause_act_on_a_game_and_are_not_offered_otherwise() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    assert_eq!(app.menu_presses(Item::FillNotes), None);
    assert_eq!(app.menu_presses(Item::Pause), None);
    menu_confirm(&mut app, &mut clock, Item::Play);
    menu_confirm(&mut app, &mut clock, Item::FillNotes);
    // r1c1 of the classroom grid may be 1, 4 or 8.
    assert_eq!(app.editors().nine().notes()[0], 1 << 0 | 1 << 3 | 1 << 7);
    menu_confirm(&mut app, &mut clock, Item::Pause);
    assert!(app.editors().nine().play().paused);
}
