//! Watch mode: the search shown one event at a time, at the speed the player chose, and any
//! button stopping it.

use crate::{
    clock::FakeClock,
    editor::{Mode, status::Tone},
    grid::Grid,
    pad::Buttons,
    preferences::{Preferences, Speed},
    puzzles::{BENCHMARK, WORST_CASE},
    test_support::{Driven, editor, said},
    text::Key,
};
use std::string::ToString;

fn watch_on(e: &mut Driven) {
    e.prefs.watch = true;
}

#[test]
fn watch_mode_shows_a_partial_search_before_the_solution() {
    let mut e = editor();
    e.load(Grid::from_line(WORST_CASE).unwrap());
    watch_on(&mut e);
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    assert_eq!(e.mode(), Mode::Search { watch: true });
    let mut partial = false;
    let mut guess_seen = false;
    for _ in 0..100_000 {
        if e.mode() != (Mode::Search { watch: true }) {
            break;
        }
        e.tick(&mut clock);
        let placed = e.grid().placed_count();
        partial |= placed > 0 && !e.grid().is_full();
        guess_seen |= e.watch().last.is_some();
        assert_eq!(e.grid().givens_only().to_string(), WORST_CASE);
    }
    assert!(partial, "some frame showed a partly filled grid");
    assert!(
        guess_seen,
        "the latest placement was highlighted at some point"
    );
    assert_eq!(e.mode(), Mode::Solved { unique: true });
}

#[test]
fn watch_mode_shows_one_placement_a_frame_and_any_button_stops_it() {
    let mut e = editor();
    e.load(Grid::from_line(WORST_CASE).unwrap());
    watch_on(&mut e);
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    for frame in 1..=30 {
        e.tick(&mut clock);
        // Normal speed: one event a frame; this puzzle needs no guess, so each event is one placement.
        assert_eq!(e.grid().placed_count(), frame, "frame {frame}");
        assert_eq!(e.watch().last.map(|(_, guess)| guess), Some(false));
    }
    assert_eq!(said(e.status()), (Key::WatchProgress, Tone::Info));
    e.press(Buttons::TRIANGLE);
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::SearchStopped, Tone::Info));
    assert_eq!(
        e.grid().to_string(),
        WORST_CASE,
        "the search's digits are gone, the givens stay"
    );
}

#[test]
fn watch_speeds_show_7_5_60_and_600_events_a_second() {
    // At 60 frames a second; this puzzle needs no guess, so each event is one placement.
    for (speed, frames, events) in [
        (Speed::Slow, 120, 15),
        (Speed::Normal, 60, 60),
        (Speed::Fast, 6, 60),
    ] {
        let mut e = editor();
        e.load(Grid::from_line(WORST_CASE).unwrap());
        e.prefs = Preferences {
            watch: true,
            speed,
            ..Preferences::default()
        };
        let mut clock = FakeClock::stepping(1);
        e.press(Buttons::SQUARE);
        for _ in 0..frames {
            e.tick(&mut clock);
        }
        assert_eq!(e.mode(), Mode::Search { watch: true }, "{speed:?}");
        assert_eq!(e.grid().placed_count(), events, "{speed:?}");
    }
}

#[test]
fn watch_mode_shows_guesses_and_backtracks_on_a_hard_puzzle() {
    let mut e = editor();
    e.load(Grid::from_line(BENCHMARK[13]).unwrap());
    watch_on(&mut e);
    // Fast: ten events a frame.
    e.prefs.speed = Speed::Fast;
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    let (mut guesses, mut backtracks) = (0, 0);
    for _ in 0..100_000 {
        if e.mode() != (Mode::Search { watch: true }) {
            break;
        }
        e.tick(&mut clock);
        guesses += usize::from(matches!(e.watch().last, Some((_, true))));
        backtracks += usize::from(e.watch().backtracked);
        assert!(
            e.grid().first_conflict().is_none(),
            "the shown grid never breaks the rules"
        );
    }
    assert!(
        guesses > 0 && backtracks > 0,
        "{guesses} frames ended on a guess, {backtracks} on a backtrack"
    );
    assert_eq!(e.mode(), Mode::Solved { unique: true });
}
