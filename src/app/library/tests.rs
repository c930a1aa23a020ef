//! The library screen: opening, browsing, jumps, typed numbers, the collections list, big and changed files, and library.txt.

use super::*;
use crate::{
    app::menu::Item,
    clock::FakeClock,
    draw::collections::Bytes,
    draw::library::library_status,
    editor::status::{Status, Tone},
    format::AnyGrid,
    library::tests::{numbered, numbered_file},
    library::{Count, Graded, Solutions},
    logic::{Level, Rated, Rating},
    puzzles::{CLASSROOM, WORST_CASE},
    save::memory::MemoryStorage,
    size::GridSize,
    test_support::{said, says, says_in, told},
    text::{In, Key, Lang},
};
use std::{
    boxed::Box,
    format,
    string::{String, ToString},
};

type TestApp = App<MemoryStorage>;

/// The number the puzzle on screen holds.
fn number_held(app: &TestApp) -> Option<u32> {
    let AnyGrid::Nine(grid) = app.library.shown()?.grid else {
        return None;
    };
    let line = format!("{grid}");
    Some(
        line[..6]
            .chars()
            .fold(0, |n, c| n * 10 + c.to_digit(10).unwrap_or(0)),
    )
}

/// The number of the puzzle the library shows, checked against the number it holds.
fn shown_number(app: &TestApp) -> Option<u32> {
    let n = number_held(app)?;
    assert_eq!(
        Some(n),
        app.library.shown().map(|e| e.number),
        "the puzzle chosen"
    );
    Some(n)
}

fn app_with(files: &[(&str, &[u8])]) -> Box<TestApp> {
    let mut storage = MemoryStorage::new(false);
    for (name, bytes) in files {
        storage.write(name, bytes).unwrap();
    }
    Box::new(App::new(storage, Buttons::CROSS))
}

fn press(app: &mut TestApp, clock: &mut FakeClock, buttons: Buttons) {
    app.frame(buttons, buttons, clock);
}

fn presses(app: &mut TestApp, clock: &mut FakeClock, list: &[Buttons]) {
    for &b in list {
        press(app, clock, b);
    }
}

#[test]
fn presses_that_come_in_one_frame_load_the_puzzle_they_chose() {
    let mut app = app_with(&[]);
    let mut clock = FakeClock::stepping(1);
    open_library(&mut app, &mut clock);
    // A long frame (the stick looked at again) leaves three presses for the next one.
    let mut frame = crate::pad::Frame::default();
    for b in [Buttons::UP, Buttons::UP, Buttons::CROSS] {
        frame.push(crate::pad::Input::Press(b));
    }
    app.frame_inputs(&frame, &mut clock);
    assert_eq!(app.view(), View::Board);
    assert_eq!(format!("{}", app.editors.nine().grid()), CLASSROOM);
    // A collection opened in the same frame as the presses is read before they move in it.
    let mut app = app_with(&[(
        "puzzles.txt",
        format!("{WORST_CASE}\n1.....2..3.....4\n").as_bytes(),
    )]);
    open_library(&mut app, &mut clock);
    press(&mut app, &mut clock, Buttons::TRIANGLE);
    press(&mut app, &mut clock, Buttons::DOWN);
    let mut frame = crate::pad::Frame::default();
    for b in [Buttons::CROSS, Buttons::DOWN, Buttons::CROSS] {
        frame.push(crate::pad::Input::Press(b));
    }
    app.frame_inputs(&frame, &mut clock);
    assert_eq!(app.view(), View::Board);
    assert_eq!(format!("{}", app.editors.four().grid()), "1.....2..3.....4");
}

/// Start > Library, and the frame after the press (the first to read).
fn open_library(app: &mut TestApp, clock: &mut FakeClock) {
    for button in app.menu_presses(Item::Library).unwrap() {
        press(app, clock, button);
    }
    press(app, clock, Buttons::CROSS);
    press(app, clock, Buttons::NONE);
}

/// Start > Library, Triangle, then Down to collection `n` and confirm, and the frame after.
fn open_collection(app: &mut TestApp, clock: &mut FakeClock, n: usize) {
    open_library(app, clock);
    press(app, clock, Buttons::TRIANGLE);
    let View::Collections { selected } = app.view() else {
        panic!("no list: {:?}", app.view());
    };
    let count = app.library.collections().len();
    for _ in 0..(n + count - selected) % count {
        press(app, clock, Buttons::DOWN);
    }
    press(app, clock, Buttons::CROSS);
    press(app, clock, Buttons::NONE);
}

fn selected(app: &TestApp) -> usize {
    match app.view() {
        View::Library { selected } => selected,
        other => panic!("not browsing: {other:?}"),
    }
}

fn status(app: &TestApp) -> String {
    String::from(screen(app).text())
}

/// The library screen's status line.
fn screen(app: &TestApp) -> Status {
    library_status(app, selected(app))
}

/// What the library knows of the puzzle it shows: its number (from 0), grade and solutions.
fn known(app: &TestApp) -> (u32, Option<Graded>, Option<Solutions>) {
    let entry = app.library.shown().expect("a puzzle shown");
    (entry.number, entry.graded, entry.solutions)
}

/// The grade of a puzzle of `level` and rating `tenths` (a lower bound unless `finished`).
fn graded(level: Level, tenths: u8, finished: bool) -> Option<Graded> {
    Some(Graded::Level(Rated {
        level,
        rating: Rating::tenths(tenths),
        finished,
    }))
}

#[test]
fn number_entry_helpers_count_and_turn_digits() {
    assert_eq!(
        [digits(0), digits(9), digits(10), digits(49_158)],
        [1, 1, 2, 5]
    );
    assert_eq!(turn_digit(49_158, 5, 0, true), 59_158);
    assert_eq!(turn_digit(49_158, 5, 4, true), 49_159);
    assert_eq!(turn_digit(49_159, 5, 4, true), 49_150, "9 wraps to 0");
    assert_eq!(turn_digit(40_158, 5, 1, false), 49_158, "0 wraps to 9");
    assert_eq!(turn_digit(7, 5, 2, true), 107);
}

#[test]
fn the_library_opens_on_the_built_in_puzzles_and_loads_one() {
    let mut app = app_with(&[]);
    let mut clock = FakeClock::stepping(1);
    open_library(&mut app, &mut clock);
    assert_eq!(app.view(), View::Library { selected: 0 });
    assert_eq!(app.library.collection().name(), "built in");
    press(&mut app, &mut clock, Buttons::NONE);
    let (number, grade, solutions) = known(&app);
    assert!(
        number == 0
            && matches!(
                grade,
                Some(Graded::Level(Rated {
                    level: Level::Easy,
                    finished: true,
                    ..
                }))
            )
            && solutions == Some(Solutions::Unique),
        "a first-time player's library opens on an easy game: {grade:?}"
    );
    // The classroom's grids come last: Up wraps to them.
    press(&mut app, &mut clock, Buttons::UP);
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Info));
    assert_eq!(known(&app), (20, None, Some(Solutions::Unique)), "grading");
    press(&mut app, &mut clock, Buttons::NONE);
    let medium = graded(Level::Medium, 34, true);
    assert_eq!(known(&app), (20, medium, Some(Solutions::Unique)));
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.view(), View::Board);
    assert_eq!(format!("{}", app.editors.nine().grid()), CLASSROOM);
    assert_eq!(told(&app), (Key::LibraryLoaded, Tone::Info));
    press(&mut app, &mut clock, Buttons::SELECT);
    assert!(
        app.editors.nine().grid().is_empty(),
        "Select undoes the load"
    );
    // Back where it was left.
    open_library(&mut app, &mut clock);
    assert_eq!(app.view(), View::Library { selected: 20 });
}

#[test]
fn the_puzzle_shown_is_graded_a_slice_a_frame_and_browsing_never_waits_for_it() {
    let mut app = app_with(&[]);
    let mut clock = FakeClock::stepping(1);
    open_library(&mut app, &mut clock);
    // Up wraps past the classroom's grids to the 16x16, whose grading takes many steps.
    presses(
        &mut app,
        &mut clock,
        &[Buttons::UP, Buttons::UP, Buttons::UP, Buttons::UP],
    );
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Info));
    assert_eq!(known(&app), (18, None, Some(Solutions::Unique)), "grading");
    // Every reading of the clock a millisecond: a frame's budget is a few steps.
    let mut clock = FakeClock::stepping(1_000);
    clock.now = 1_000_000_000;
    let mut frames = 0;
    while app.library.is_grading() {
        let before = clock.now;
        press(&mut app, &mut clock, Buttons::NONE);
        let spent = clock.now - before;
        assert!(spent <= GRADE_BUDGET_US + 20_000, "a frame took {spent} us");
        frames += 1;
        assert!(frames < 1_000, "grading ends");
    }
    assert!(frames >= 10, "spread over {frames} frames");
    assert!(known(&app).1.is_some(), "graded");
    let graded = status(&app);
    // Moving on before the grading ends costs only that grading; back, it starts again.
    presses(&mut app, &mut clock, &[Buttons::UP, Buttons::NONE]);
    assert!(app.library.is_grading() || known(&app).1.is_some());
    presses(&mut app, &mut clock, &[Buttons::DOWN]);
    assert!(app.library.is_grading(), "the 16x16 is graded again");
    while app.library.is_grading() {
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert_eq!(status(&app), graded);
}

#[test]
fn browsing_jumps_by_one_ten_and_a_hundred_and_wraps_only_one_at_a_time() {
    let mut app = app_with(&[("puzzles/big.txt", &numbered_file(1_000))]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    assert_eq!(app.library.collection().name(), "big.txt");
    assert_eq!(shown_number(&app), Some(0));
    let steps = [
        (Buttons::DOWN, 1),
        (Buttons::RIGHT, 11),
        (Buttons::R, 111),
        (Buttons::R, 211),
        (Buttons::L, 111),
        (Buttons::LEFT, 101),
        (Buttons::UP, 100),
        (Buttons::L, 0),
        (Buttons::LEFT, 0),
        (Buttons::UP, 999),
        (Buttons::RIGHT, 999),
        (Buttons::R, 999),
        (Buttons::DOWN, 0),
    ];
    for (button, to) in steps {
        press(&mut app, &mut clock, button);
        assert_eq!(selected(&app), to, "after {button:?}");
        assert_eq!(shown_number(&app), Some(to as u32));
    }
    press(&mut app, &mut clock, Buttons::R);
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Info));
    let expert = graded(Level::Extreme, 0, false);
    assert_eq!(known(&app), (100, expert, Some(Solutions::Several)));
}

#[test]
fn square_types_a_number_digit_by_digit() {
    let mut app = app_with(&[("puzzles/big.txt", &numbered_file(1_000))]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    press(&mut app, &mut clock, Buttons::SQUARE);
    assert_eq!(
        app.view(),
        View::GoTo {
            number: 1,
            place: 0
        }
    );
    // 0001: the last digit up twice, the one before it down once: 0093.
    presses(
        &mut app,
        &mut clock,
        &[
            Buttons::RIGHT,
            Buttons::RIGHT,
            Buttons::RIGHT,
            Buttons::RIGHT,
            Buttons::UP,
            Buttons::UP,
            Buttons::LEFT,
            Buttons::DOWN,
        ],
    );
    assert_eq!(
        app.view(),
        View::GoTo {
            number: 93,
            place: 2
        }
    );
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(selected(&app), 92);
    assert_eq!(shown_number(&app), Some(92));
    // Beyond the last goes to the last; the other button goes back where it was.
    press(&mut app, &mut clock, Buttons::SQUARE);
    presses(&mut app, &mut clock, &[Buttons::UP, Buttons::UP]);
    assert_eq!(
        app.view(),
        View::GoTo {
            number: 2_093,
            place: 0
        }
    );
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(selected(&app), 999);
    press(&mut app, &mut clock, Buttons::SQUARE);
    press(&mut app, &mut clock, Buttons::UP);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    assert_eq!(selected(&app), 999);
}

#[test]
fn triangle_lists_the_collections_and_each_opens_where_it_was_left() {
    let mut app = app_with(&[
        (
            "puzzles.txt",
            format!("{WORST_CASE}\n1.....2..3.....4\n").as_bytes(),
        ),
        ("puzzles/big.txt", &numbered_file(300)),
    ]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 2);
    presses(&mut app, &mut clock, &[Buttons::R, Buttons::R]);
    assert_eq!(shown_number(&app), Some(200));
    press(&mut app, &mut clock, Buttons::TRIANGLE);
    assert_eq!(app.view(), View::Collections { selected: 2 });
    presses(&mut app, &mut clock, &[Buttons::DOWN, Buttons::DOWN]);
    assert_eq!(app.view(), View::Collections { selected: 1 }, "wraps");
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.library.collection().name(), "puzzles.txt");
    // A frame reads the file (not the presses' frames), the next grades the puzzle shown.
    presses(
        &mut app,
        &mut clock,
        &[Buttons::DOWN, Buttons::NONE, Buttons::NONE],
    );
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Info));
    let easy = graded(Level::Easy, 23, true);
    assert_eq!(known(&app), (1, easy, Some(Solutions::Unique)));
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(
        app.active(),
        GridSize::Four,
        "a 4x4 puzzle opens in the 4x4 editor"
    );
    assert_eq!(format!("{}", app.editors.four().grid()), "1.....2..3.....4");
    open_collection(&mut app, &mut clock, 2);
    assert_eq!(shown_number(&app), Some(200), "big.txt where it was left");
    // The other button, Start and Triangle all close the list.
    for back in [Buttons::CIRCLE, Buttons::START, Buttons::TRIANGLE] {
        press(&mut app, &mut clock, Buttons::TRIANGLE);
        press(&mut app, &mut clock, Buttons::UP);
        press(&mut app, &mut clock, back);
        assert_eq!(app.view(), View::Library { selected: 200 });
    }
}

#[test]
fn a_big_file_is_read_a_slice_a_frame_and_can_be_browsed_meanwhile() {
    let mut app = app_with(&[("puzzles/big.txt", &numbered_file(5_000))]);
    // Every reading of the clock moves it 10 ms, past the budget: one chunk of 16 KiB a frame.
    let mut clock = FakeClock::stepping(10_000);
    open_collection(&mut app, &mut clock, 1);
    assert!(app.library.is_reading());
    let first = app.library.available();
    assert!(first > 0 && first < 5_000, "{first}");
    assert_eq!(shown_number(&app), Some(0));
    assert_eq!(said(&screen(&app)), (Key::LibraryEntryReading, Tone::Info));
    press(&mut app, &mut clock, Buttons::R);
    press(&mut app, &mut clock, Buttons::R);
    press(&mut app, &mut clock, Buttons::R);
    assert!(
        selected(&app) < app.library.available() as usize,
        "no further than read"
    );
    let (mut frames, mut redrawn) = (0, 0);
    while app.library.is_reading() {
        let before = app.revision();
        press(&mut app, &mut clock, Buttons::NONE);
        frames += 1;
        redrawn += usize::from(app.revision() != before);
    }
    assert!(frames > 15, "{frames} frames for 25 chunks");
    assert!(
        redrawn * 4 < frames && redrawn > 0,
        "the progress is drawn now and then, not every frame: {redrawn} of {frames}"
    );
    assert_eq!(app.library.collection().puzzles(), Some(5_000));
    press(&mut app, &mut clock, Buttons::UP);
    press(&mut app, &mut clock, Buttons::UP);
    assert_eq!(shown_number(&app), Some(298));
}

#[test]
fn the_library_opened_again_shows_its_puzzle_a_frame_after_the_press() {
    let mut app = app_with(&[("puzzles/big.txt", &numbered_file(30))]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    press(&mut app, &mut clock, Buttons::DOWN);
    assert_eq!(
        shown_number(&app),
        Some(1),
        "browsing shows a puzzle at once"
    );
    press(&mut app, &mut clock, Buttons::START);
    for button in app.menu_presses(Item::Library).unwrap() {
        press(&mut app, &mut clock, button);
    }
    // The press looked at the stick; showing the puzzle opens big.txt again (10 ms on a
    // stick): that waits for the next frame.
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.library.collection().name(), "big.txt");
    assert_eq!(shown_number(&app), None);
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(shown_number(&app), Some(1));
}

#[test]
fn the_autosave_never_shares_a_frame_with_a_read_of_a_collection() {
    let mut app = app_with(&[("puzzles/big.txt", &numbered_file(5_000))]);
    // Every reading of the clock moves it 10 ms: one chunk a frame, the autosave soon due.
    let mut clock = FakeClock::stepping(10_000);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    open_collection(&mut app, &mut clock, 1);
    let saved = |app: &TestApp| app.storage.files.contains_key(crate::app::STATE_FILE);
    let mut frames = 0;
    while !saved(&app) {
        assert!(frames < 1_000, "the digit typed is kept");
        let read = app.library.available();
        press(&mut app, &mut clock, Buttons::NONE);
        frames += 1;
        assert!(
            !saved(&app) || app.library.available() == read,
            "frame {frames} read and wrote"
        );
    }
    assert!(
        app.library.is_reading(),
        "written while the reading goes on"
    );
}

#[test]
fn a_file_changed_while_browsed_is_read_again_and_the_puzzle_found_anew() {
    let mut app = app_with(&[("puzzles.txt", &numbered_file(300))]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    press(&mut app, &mut clock, Buttons::R);
    assert_eq!(shown_number(&app), Some(100));
    // Another puzzle first: every puzzle moves down a line.
    let mut grown = format!("{}\n", numbered(777_777)).into_bytes();
    grown.extend_from_slice(&numbered_file(300));
    app.storage.write("puzzles.txt", &grown).unwrap();
    press(&mut app, &mut clock, Buttons::DOWN);
    assert_eq!(
        number_held(&app),
        None,
        "not the old puzzle 101: the file is read again"
    );
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(selected(&app), 101);
    assert_eq!(app.library.shown().map(|e| e.number), Some(101));
    assert_eq!(
        number_held(&app),
        Some(100),
        "the 102nd puzzle holds number 100 now"
    );
    let changed = Lang::En.text(Key::LibraryChanged);
    assert!(status(&app).ends_with(changed), "{}", status(&app));
}

#[test]
fn malformed_puzzles_are_named_with_their_line_and_column() {
    let mut app = app_with(&[(
        "puzzles.txt",
        format!("# mine\n{CLASSROOM}\nthis line is not a puzzle\n").as_bytes(),
    )]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Bad));
    let survey = app.library.survey().expect("the file was read");
    assert_eq!(survey.bad, 1);
    let first = &survey.errors[0];
    assert_eq!(first.line, 3);
    let named = In(Lang::En, first).to_string();
    assert!(status(&app).ends_with(&named), "{}", status(&app));
}

#[test]
fn a_binary_file_is_named_and_skipped_on_screen() {
    let mut app = app_with(&[("puzzles/cover.jpg", b"\xFF\xD8\xFF\xE0\0\x10JFIF")]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    assert_eq!(said(&screen(&app)), (Key::LibrarySkipped, Tone::Bad));
    press(&mut app, &mut clock, Buttons::CROSS);
    assert!(
        matches!(app.view(), View::Library { .. }),
        "nothing to load"
    );
    press(&mut app, &mut clock, Buttons::SQUARE);
    assert!(
        matches!(app.view(), View::Library { .. }),
        "no number to type"
    );
}

#[test]
fn leaving_the_library_writes_library_txt_when_it_has_news() {
    let mut app = app_with(&[("puzzles.txt", &numbered_file(5))]);
    let mut clock = FakeClock::stepping(1);
    open_collection(&mut app, &mut clock, 1);
    press(&mut app, &mut clock, Buttons::START);
    let report = String::from_utf8(app.storage.file(REPORT_FILE).unwrap().to_vec()).unwrap();
    assert!(
        report.contains("\npuzzles.txt: 5 puzzles, read in "),
        "{report}"
    );
    assert!(report.contains("; 1 jump, "), "{report}");
    // Nothing new: not written again.
    app.storage.remove(REPORT_FILE).unwrap();
    let to = app.menu_presses(Item::Library).unwrap();
    presses(&mut app, &mut clock, &to);
    press(&mut app, &mut clock, Buttons::CROSS);
    press(&mut app, &mut clock, Buttons::CIRCLE);
    // Opening lists the stick again, which is news only if the listing is.
    assert_eq!(app.view(), View::Board);
}

#[test]
fn a_collection_without_puzzles_and_one_still_being_read_say_so() {
    let mut comments = b"# nothing but comments here\n".repeat(700);
    comments.extend_from_slice(&numbered_file(3));
    let mut app = app_with(&[
        ("puzzles/empty.txt", b"# only a comment\n"),
        ("puzzles/late.txt", &comments),
    ]);
    // Every reading of the clock moves it 10 ms, past the budget: one chunk of 16 KiB a frame,
    // and the first chunk of late.txt holds comments only.
    let mut clock = FakeClock::stepping(10_000);
    open_collection(&mut app, &mut clock, 1);
    assert_eq!(
        screen(&app),
        says(Tone::Info, Key::LibraryNoPuzzles, &[&"empty.txt"])
    );
    presses(
        &mut app,
        &mut clock,
        &[Buttons::TRIANGLE, Buttons::DOWN, Buttons::CROSS],
    );
    // The press's frame, redrawn, leaves the file (an open: 10 ms on a stick) to the next.
    let ops = app.storage.ops;
    let reading_none = |lang| {
        let (none, read) = (In(lang, Count(0)), In(lang, Bytes(0)));
        says_in(
            lang,
            Tone::Info,
            Key::LibraryReading,
            &[&"late.txt", &none, &read],
        )
    };
    assert_eq!(screen(&app), reading_none(Lang::En));
    press(&mut app, &mut clock, Buttons::NONE);
    assert!(app.storage.ops > ops, "the next frame reads");
    assert!(app.library.is_reading());
    assert_eq!(app.library.available(), 0);
    let reading = |lang| {
        let (none, read) = (In(lang, Count(0)), In(lang, Bytes(16 * 1024)));
        says_in(
            lang,
            Tone::Info,
            Key::LibraryReading,
            &[&"late.txt", &none, &read],
        )
    };
    assert_eq!(screen(&app), reading(Lang::En));
    app.choose_lang(Lang::Fr);
    assert_eq!(screen(&app), reading(Lang::Fr), "in French once chosen");
    while app.library.is_reading() {
        press(&mut app, &mut clock, Buttons::NONE);
    }
    assert_eq!(said(&screen(&app)), (Key::LibraryEntry, Tone::Info));
    let line = In(
        Lang::Fr,
        &app.library.shown().expect("a puzzle shown").source,
    )
    .to_string();
    assert!(status(&app).contains(&line), "{}", status(&app));
}

#[test]
fn in_the_library_back_and_start_leave_and_other_buttons_load_nothing() {
    let mut app = app_with(&[]);
    let mut clock = FakeClock::stepping(1);
    for leave in [Buttons::CIRCLE, Buttons::START] {
        open_library(&mut app, &mut clock);
        // Square and Triangle open the number and the collections (tests in library.rs).
        for button in [Buttons::SELECT, Buttons::LEFT, Buttons::L] {
            press(&mut app, &mut clock, button);
            assert_eq!(app.view(), View::Library { selected: 0 }, "{button:?}");
        }
        press(&mut app, &mut clock, leave);
        assert_eq!(app.view(), View::Board, "{leave:?}");
        assert!(app.editors().nine().grid().is_empty(), "nothing loaded");
    }
}
