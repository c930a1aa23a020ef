//! The lesson's panel in the projector's large type (Select): a view's essential figures in
//! 10x20 characters, twice the height of the usual panel's, read from the back of a classroom.
//! A line holds [`BIG_COLUMNS`] characters and a body [`BIG_LINES`] lines; the counts keep
//! their thousands apart, each on a line of its own under its label, and the race lists the
//! algorithms by their place, each with its placements, then its backtracks under them.

use core::fmt::Write;

use crate::{
    editor::lesson::{LANES, Lesson},
    lesson::{Board, Event, Recent, Report, Trying},
    size::Size,
    solver::Status,
    text::{In, Key, Lang},
};

use super::{
    lesson_text::{
        Body, Place, count, map_counts, numbered, packed, race_colour, race_order, steps,
    },
    palette,
};

/// Characters a large line holds: 200 pixels of 10-pixel characters.
pub const BIG_COLUMNS: usize = 20;
/// Lines of a large body.
pub const BIG_LINES: usize = 9;

/// The body of the view on screen, in large type.
pub fn big_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    use crate::editor::lesson::View;
    match lesson.view() {
        View::Step => step(lesson, lang),
        View::History => history(lesson, lang),
        View::Map => map(lesson, lang),
        View::Race => race(lesson, lang),
        // The stack and the graph keep their board; the large panel gives the step's figures.
        View::Stack | View::Graph => step(lesson, lang),
        View::Tree => super::lesson_text::tree::big_tree_view(lesson, lang),
    }
}

/// The label of a count, then the count.
fn figure(body: &mut Body, lang: Lang, label: Key, n: u64) {
    body.say(palette::TEXT_DIM, lang, label, &[]);
    body.line(palette::TEXT, format_args!("{}", count(lang, n).as_str()));
}

/// The placements and the backtracks of the chosen algorithm.
fn figures<S: Size>(body: &mut Body, lesson: &Lesson<S>, lang: Lang) {
    let counters = lesson.current().run().counters();
    figure(body, lang, Key::LessonBigPlaced, counters.placements);
    figure(body, lang, Key::LessonBigBack, counters.backtracks);
}

/// The step view: the algorithm, the cell tried and its digit, the digits left, a dead end or
/// the end, the counts and the depth.
fn step<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let run = lesson.current().run();
    body.say(palette::ACCENT, lang, lesson.selected().title(), &[]);
    match run.trying() {
        Some(Trying {
            cell,
            digit,
            supposition,
            left,
        }) => {
            let colour = palette::placement(supposition);
            body.line(colour, format_args!("{} = {digit}", In(lang, cell)));
            match left {
                Some(0) => body.say(palette::TEXT, lang, Key::LessonBigNoneLeft, &[]),
                Some(left) => body.say(
                    palette::TEXT,
                    lang,
                    Key::LessonBigLeft,
                    &[&packed::<S>(left)],
                ),
                // The report's method: its words for the placement.
                None if run.report().is_some() => {
                    let kind = if supposition {
                        Key::LessonBigSupposition
                    } else {
                        Key::LessonBigDeduction
                    };
                    body.say(colour, lang, kind, &[]);
                }
                None => body.line(palette::TEXT, format_args!("")),
            }
        }
        None => {
            body.line(palette::TEXT, format_args!(""));
            body.line(palette::TEXT, format_args!(""));
        }
    }
    match (run.status(), run.next_cell()) {
        (Status::Solved, _) => body.say(palette::TEXT_GOOD, lang, Key::LessonSolvedLine, &[]),
        (Status::NoSolution, _) => {
            body.say(palette::TEXT_BAD, lang, Key::LessonNoSolutionLine, &[])
        }
        (_, Some((cell, 0))) => body.say(
            palette::TEXT_BAD,
            lang,
            Key::LessonBigDeadEnd,
            &[&In(lang, cell)],
        ),
        _ => body.line(palette::TEXT, format_args!("")),
    }
    figures(&mut body, lesson, lang);
    let empties = lesson.puzzle().empty_count();
    body.say(
        palette::TEXT,
        lang,
        Key::LessonBigDepth,
        &[&run.depth(), &empties],
    );
    body
}

/// The history: the last steps, newest first, their numbers as wide as the newest's;
/// suppositions in the guess's colour, backtracks in red.
fn history<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let lane = lesson.current();
    body.say(palette::ACCENT, lang, lesson.selected().title(), &[]);
    if let Some(report) = lane.run().report() {
        report_history(&mut body, report, lang);
        return body;
    }
    if steps(lane.run().counters()) == 0 {
        body.wrapped(palette::TEXT_DIM, lang, Key::LessonNoStep, &[]);
    }
    big_history_lines(
        &mut body,
        lane.recent(),
        lane.recorded(),
        lang,
        |body, at, event| match event {
            Event::Placed {
                cell,
                digit,
                supposition,
            } => {
                let colour = palette::placement(supposition);
                body.line(colour, format_args!("{at} {} = {digit}", In(lang, cell)));
            }
            Event::Backtracked(Some(cell)) => body.say(
                palette::TEXT_BAD,
                lang,
                Key::LessonBigEmptied,
                &[&at, &In(lang, cell)],
            ),
            Event::Backtracked(None) => {
                body.say(palette::TEXT_BAD, lang, Key::LessonBigWentBack, &[&at])
            }
        },
    );
    body
}

/// The history's lines in large type (the lesson's and the queens'): as many of the last
/// steps as the body holds under its title, newest first, each written by `line` with its
/// number, as wide as the newest's.
pub(super) fn big_history_lines<B: Board>(
    body: &mut Body,
    recent: &Recent<B>,
    newest: u64,
    lang: Lang,
    mut line: impl FnMut(&mut Body, &str, Event<B>),
) {
    let width = count(lang, newest).chars().count();
    for (number, event) in numbered(recent, newest).take(BIG_LINES - 1) {
        let mut at: heapless::String<32> = heapless::String::new();
        let _ = write!(at, "{:>width$}", count(lang, number).as_str());
        line(body, &at, event);
    }
}

/// The report's history: its placements, newest first, numbered as the report prints them,
/// suppositions in the guess's colour.
fn report_history<S: Size>(body: &mut Body, report: &Report<S>, lang: Lang) {
    if report.history().next().is_none() {
        body.wrapped(palette::TEXT_DIM, lang, Key::LessonNoStep, &[]);
    }
    let width = report.history().count().max(1).ilog10() as usize + 1;
    for placement in report.history().rev().take(BIG_LINES - 1) {
        let colour = palette::placement(placement.supposition);
        body.line(
            colour,
            format_args!(
                "{:>width$} {} = {}",
                placement.number,
                In(lang, placement.cell),
                placement.digit
            ),
        );
    }
}

/// The candidate map: where the digit can go, the cells holding it, the counts.
fn map<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let digit = lesson.digit();
    let (open, holding, go, holds) = map_counts(lesson.current().run(), digit, lang);
    body.wrapped(palette::HINT, lang, go, &[&digit, &open]);
    body.wrapped(palette::SAME_DIGIT, lang, holds, &[&holding]);
    body.line(palette::TEXT, format_args!(""));
    figures(&mut body, lesson, lang);
    body
}

/// Lines of the large race: two per algorithm, drawn [`BIG_RACE_LINE`] apart (one more than a
/// large body's [`BIG_LINES`]).
pub const BIG_RACE_LINES: usize = 2 * LANES;
/// Height of a large race line: the font's own, 20 pixels, so that the five algorithms' ten
/// lines take the height of the other views' nine.
pub const BIG_RACE_LINE: i32 = 20;

/// The race: each algorithm by its place: its place, name and placements on a line, its
/// backtracks under them, labelled.
fn race<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let back = lang.text(Key::LessonBigRaceBack);
    for (algorithm, place) in race_order(lesson) {
        let counters = lesson.lane(algorithm).run().counters();
        let colour = race_colour(lesson, algorithm);
        let name = lang.text(algorithm.short());
        let placed = count(lang, counters.placements);
        // The placements at the line's right end, a space at least after the name.
        let room = BIG_COLUMNS.saturating_sub(2 + name.chars().count() + 1);
        body.line(
            colour,
            format_args!("{} {name} {:>room$}", Place(place), placed.as_str()),
        );
        // The backtracks at the right end too, their label before them.
        let room = BIG_COLUMNS.saturating_sub(back.chars().count() + 1);
        body.line(
            palette::TEXT_DIM,
            format_args!(
                "{back} {:>room$}",
                count(lang, counters.backtracks).as_str()
            ),
        );
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{grid::Grid, pad::Buttons, puzzles::WORST_CASE, test_support::Driven};
    use std::{string::String, vec::Vec};

    fn lines(body: &Body) -> Vec<String> {
        body.lines.iter().map(|l| l.0.as_str().into()).collect()
    }

    #[test]
    fn the_worst_case_s_counts_keep_their_thousands_apart_in_large_type() {
        let mut e: Driven = Driven::new();
        e.load(Grid::from_line(WORST_CASE).unwrap());
        e.start_lesson();
        let mut clock = crate::clock::FakeClock::stepping(1);
        e.press(Buttons::CROSS);
        e.tick(&mut clock);
        while e.is_busy() {
            e.tick(&mut clock);
        }
        let lesson = e.lesson().unwrap();
        let en = lines(&step(lesson, Lang::En));
        assert!(en.contains(&"69,175,316".into()), "{en:?}");
        assert!(en.contains(&"48,437,225".into()), "{en:?}");
        let fr = lines(&step(lesson, Lang::Fr));
        assert!(fr.contains(&"69\u{a0}175\u{a0}316".into()), "{fr:?}");
        for lang in Lang::ALL {
            for body in [step(lesson, lang), history(lesson, lang), map(lesson, lang)] {
                assert!(body.lines.len() <= BIG_LINES);
                for line in lines(&body) {
                    assert!(line.chars().count() <= BIG_COLUMNS, "{line:?}");
                }
            }
        }
    }

    #[test]
    fn the_large_race_lists_by_place_with_both_counts() {
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
        let body = race(e.lesson().unwrap(), Lang::En);
        let lines = lines(&body);
        assert_eq!(lines.len(), BIG_RACE_LINES);
        assert!(lines[0].starts_with("1 ours"), "{lines:?}");
        assert_eq!(lines[2], "2 report       1,379", "{lines:?}");
        assert_eq!(lines[3], "back           1,315", "{lines:?}");
        assert!(lines[8].starts_with("5 naive"), "{lines:?}");
        assert!(lines[8].ends_with("69,175,316"), "{lines:?}");
        assert_eq!(lines[9], "back      48,437,225");
        let fr = race(e.lesson().unwrap(), Lang::Fr);
        assert_eq!(fr.lines[9].0.as_str(), "retours   48\u{a0}437\u{a0}225");
        for line in lines.iter().chain(self::lines(&fr).iter()) {
            assert!(line.chars().count() <= BIG_COLUMNS, "{line:?}");
        }
    }
}
