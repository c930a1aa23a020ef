//! The race view's text: the five algorithms ranked by their work, never by the time.

use core::fmt::{self, Write};

use embedded_graphics::pixelcolor::Rgb888;

use crate::{
    editor::lesson::{LANES, Lesson},
    lesson::{Algorithm, lap},
    size::Size,
    solver::Status,
    text::{In, Key, Lang, Thousands},
};

use super::{Body, Left, Percent, RACE_BAR_LINE, palette, time};

/// The lanes in the race's order, and each one's place if it finished: the finished ones
/// first, by their work ([`lap::order`]: placements, then backtracks), then the others in the
/// order of [`Algorithm::ALL`] (a place is never given by the time).
pub fn race_order<S: Size>(lesson: &Lesson<S>) -> [(Algorithm, Option<usize>); LANES] {
    let laps = Algorithm::ALL.map(|a| lesson.lane(a).lap());
    let places = lap::places(&laps);
    let mut order: [usize; LANES] = core::array::from_fn(|i| i);
    order.sort_unstable_by_key(|&i| {
        let lap = &laps[i];
        if lap.finished() {
            (false, lap.counters.placements, lap.counters.backtracks, i)
        } else {
            (true, 0, 0, i)
        }
    });
    order.map(|i| (Algorithm::ALL[i], laps[i].finished().then_some(places[i])))
}

/// The colour of an algorithm's race line.
pub fn race_colour<S: Size>(lesson: &Lesson<S>, algorithm: Algorithm) -> Rgb888 {
    match lesson.lane(algorithm).run().status() {
        _ if algorithm == lesson.selected() => palette::ACCENT,
        Status::Running => palette::TEXT,
        Status::Solved => palette::TEXT_GOOD,
        Status::NoSolution => palette::TEXT_BAD,
    }
}

/// A count with its thousands apart, as a string to align.
pub fn count(lang: Lang, n: u64) -> heapless::String<32> {
    let mut text = heapless::String::new();
    let _ = write!(text, "{}", In(lang, Thousands(n)));
    text
}

/// The race: the five algorithms ranked, their placements and backtracks side by side, the
/// chosen one's time, and how far it is.
pub fn race_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    body.line(
        palette::TEXT_DIM,
        format_args!(
            "{:<12}{:>10}{:>11}",
            "",
            lang.text(Key::LessonHeadPlaced),
            lang.text(Key::LessonHeadBack),
        ),
    );
    for (algorithm, place) in race_order(lesson) {
        let counters = lesson.lane(algorithm).run().counters();
        let place = Place(place);
        body.line(
            race_colour(lesson, algorithm),
            format_args!(
                "{place} {:<10}{:>10}{:>11}",
                lang.text(algorithm.short()),
                count(lang, counters.placements).as_str(),
                count(lang, counters.backtracks).as_str(),
            ),
        );
    }
    body.say(
        palette::TEXT_DIM,
        lang,
        Key::LessonTime,
        &[&time(lesson.current().spent_us, lang)],
    );
    let lane = lesson.current();
    let title = lang.text(lesson.selected().title());
    match (lane.run().status(), lane.run().passed()) {
        (Status::Solved, _) => body.say(palette::TEXT_GOOD, lang, Key::LessonLaneSolved, &[&title]),
        (Status::NoSolution, _) => body.say(
            palette::TEXT_BAD,
            lang,
            Key::LessonLaneNoSolution,
            &[&title],
        ),
        (_, Some(passed)) => body.say(
            palette::TEXT,
            lang,
            Key::LessonLaneDone,
            &[&title, &In(lang, Percent(passed))],
        ),
        (_, None) => body.say(palette::TEXT, lang, Key::LessonLaneNoEstimate, &[&title]),
    }
    body.skip_to(RACE_BAR_LINE + 1);
    if lane.run().status() == Status::Running {
        match lane.time_left_us() {
            Some(left) if left < 1_000_000 => {
                body.say(palette::TEXT_DIM, lang, Key::LessonUnderSecond, &[])
            }
            Some(left) => body.say(
                palette::TEXT_DIM,
                lang,
                Key::LessonAboutLeft,
                &[&Left(left)],
            ),
            None => {}
        }
    }
    body
}

/// A place in the race, `1` to `5`, or a blank while the algorithm runs.
pub struct Place(pub Option<usize>);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(place) => write!(f, "{place}"),
            None => f.write_str(" "),
        }
    }
}
