//! The lesson's texts: times left, the race's figures and header, and every description fitting its line.

use super::*;
use crate::test_support::Driven;
use std::string::ToString;

#[test]
fn times_left_read_in_seconds_minutes_or_hours() {
    assert_eq!(Left(9_400_000).to_string(), "9 s");
    assert_eq!(Left(200_000_000).to_string(), "3 min 20 s");
    assert_eq!(Left(3_900_000_000).to_string(), "1 h 5 min");
    assert_eq!(In(Lang::En, Percent(0.4316)).to_string(), "43.1%");
    assert_eq!(In(Lang::Fr, Percent(0.4316)).to_string(), "43,1\u{a0}%");
    assert_eq!(digits::<crate::Nine>(0b1_0000_0110).to_string(), "2 3 9");
    assert_eq!(packed::<crate::Nine>(0b1_0000_0110).to_string(), "239");
    assert_eq!(In(Lang::En, Number(1_234)).to_string(), "     1,234");
    assert_eq!(
        In(Lang::Fr, Number(69_175_316)).to_string(),
        "69\u{a0}175\u{a0}316"
    );
}

#[test]
fn race_figures_of_the_worst_case_stay_apart() {
    use crate::{grid::Grid, pad::Buttons, puzzles::WORST_CASE};
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(WORST_CASE).unwrap());
    e.start_lesson();
    let mut clock = crate::clock::FakeClock::stepping(1);
    for button in [Buttons::R, Buttons::R, Buttons::R, Buttons::CROSS] {
        e.press(button);
        e.tick(&mut clock);
    }
    while e.is_busy() {
        e.tick(&mut clock);
    }
    let body = race_view(e.lesson().unwrap(), Lang::En);
    // Ranked by the work done: the naive search last.
    let naive = body.lines[RACE_FIRST_LINE + 4].0.as_str();
    let words: std::vec::Vec<&str> = naive.split_whitespace().collect();
    assert_eq!(
        &words[..4],
        ["5", "naive", "69,175,316", "48,437,225"],
        "{naive}"
    );
    // The report's method second, after ours (tests/lesson.rs pins its counts).
    let report = body.lines[RACE_FIRST_LINE + 1].0.as_str();
    assert_eq!(report, "2 report         1,379      1,315", "{report}");
    let fr = race_view(e.lesson().unwrap(), Lang::Fr);
    let naive = fr.lines[RACE_FIRST_LINE + 4].0.as_str();
    assert_eq!(
        naive,
        "5 naïve     69\u{a0}175\u{a0}316 48\u{a0}437\u{a0}225"
    );
    for body in [&body, &fr] {
        for line in &body.lines {
            assert!(line.0.chars().count() <= COLUMNS, "{}", line.0);
        }
    }
}

#[test]
fn the_race_ranks_by_work_and_gives_no_place_to_a_lane_still_running() {
    use crate::{grid::Grid, pad::Buttons, puzzles::WORST_CASE};
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(WORST_CASE).unwrap());
    e.start_lesson();
    let mut clock = crate::clock::FakeClock::stepping(50);
    for button in [Buttons::R, Buttons::R, Buttons::R, Buttons::CROSS] {
        e.press(button);
        e.tick(&mut clock);
    }
    for _ in 0..20 {
        e.tick(&mut clock);
    }
    e.press(Buttons::SQUARE);
    let lesson = e.lesson().unwrap();
    assert_eq!(
        lesson.lane(Algorithm::Naive).run().status(),
        Status::Running
    );
    // Ours and the report's method are over in a few frames; the walks still run: no place, in
    // their usual order after them.
    let order = race_order(lesson);
    assert_eq!(
        order,
        [
            (Algorithm::Ours, Some(1)),
            (Algorithm::Report, Some(2)),
            (Algorithm::Naive, None),
            (Algorithm::Sorted, None),
            (Algorithm::Mrv, None)
        ]
    );
    let body = race_view(lesson, Lang::En);
    assert!(body.lines[RACE_FIRST_LINE].0.starts_with("1 ours"));
    assert!(body.lines[RACE_FIRST_LINE + 1].0.starts_with("2 report"));
    assert!(body.lines[RACE_FIRST_LINE + 2].0.starts_with("  naive"));
}

#[test]
fn lines_keep_their_last_characters_when_a_time_is_in_microseconds() {
    let mut body = Body::default();
    body.line(
        palette::TEXT,
        format_args!("{:<6}{:>9}{:>9}{:>9}", "ours", 64, 0, "1 µs"),
    );
    assert_eq!(
        body.lines[0].0.as_str(),
        "ours         64        0     1 µs"
    );
    body.line(palette::TEXT, format_args!("{}", "µ".repeat(40)));
    assert_eq!(body.lines[1].0.chars().count(), COLUMNS);
}

#[test]
fn the_race_header_ends_over_its_columns() {
    let body = race_view(
        &{
            let mut e: Driven = Driven::new();
            e.start_lesson();
            e.lesson().unwrap().clone()
        },
        Lang::En,
    );
    let header = body.lines[0].0.as_str();
    let first = body.lines[RACE_FIRST_LINE].0.as_str();
    assert_eq!(
        header.chars().count(),
        first.chars().count(),
        "{header}|{first}"
    );
    // Each heading ends where its column of figures ends.
    for heading in ["placed", "back"] {
        let end = header.find(heading).unwrap() + heading.len();
        let figure = first.chars().nth(end - 1).unwrap();
        assert!(!figure.is_whitespace(), "{heading} over {first:?}");
    }
}

#[test]
fn every_description_fits_a_line() {
    for lang in Lang::ALL {
        for algorithm in Algorithm::ALL {
            let text = lang.text(algorithm.describe());
            assert!(text.chars().count() <= COLUMNS, "{lang:?} {algorithm:?}");
            assert!(lang.text(algorithm.short()).chars().count() <= 10);
        }
    }
}

#[test]
fn the_race_header_ends_over_its_columns_in_french() {
    let mut e: Driven = Driven::new();
    e.start_lesson();
    let body = race_view(e.lesson().unwrap(), Lang::Fr);
    let header = body.lines[0].0.as_str();
    let first = body.lines[RACE_FIRST_LINE].0.as_str();
    assert_eq!(
        header.chars().count(),
        first.chars().count(),
        "{header}|{first}"
    );
    assert!(first.starts_with("  naïve"), "{first}");
    for key in [Key::LessonHeadPlaced, Key::LessonHeadBack] {
        assert!(Lang::Fr.text(key).chars().count() <= 9, "{key:?}");
    }
}
