//! The texts of the lesson's panel, one function per view: every sentence a view shows is
//! written here whole (a translation replaces a format string, never a fragment).

use core::fmt::{self, Write};

use embedded_graphics::pixelcolor::Rgb888;

use crate::{
    editor::lesson::{Lane, Lesson, Pace},
    lesson::{Algorithm, Counters, Event, Trying},
    logic::Candidates,
    size::Size,
    solver::Status,
};

use super::palette;

/// Characters a body line holds.
pub const COLUMNS: usize = 33;
/// Bytes a body line holds: room for every character of the line in two bytes (`µ`).
const LINE_BYTES: usize = 2 * COLUMNS;
/// Lines of the body.
pub const LINES: usize = 10;
/// The step view's line with the time (and the next, with the progress while running fast).
pub const STEP_TIME_LINE: usize = 7;
/// The race view's first line of figures (a line per algorithm, then the progress).
pub const RACE_FIRST_LINE: usize = 1;
/// The race view's lines of figures: the four algorithms, a blank, the progress (three lines).
pub const RACE_FIGURE_LINES: usize = 8;
/// The race view's line where the progress bar is drawn.
pub const RACE_BAR_LINE: usize = 7;

/// One line of the body and its colour.
pub type Line = (heapless::String<LINE_BYTES>, Rgb888);

/// The body of a view: its lines, top to bottom (a blank line is an empty string).
#[derive(Debug, Default)]
pub struct Body {
    /// The lines.
    pub lines: heapless::Vec<Line, LINES>,
}

impl Body {
    /// Adds a line (cut at the width).
    fn line(&mut self, colour: Rgb888, args: fmt::Arguments<'_>) {
        let mut text = heapless::String::new();
        let _ = Cut(&mut text, 0).write_fmt(args);
        let _ = self.lines.push((text, colour));
    }

    /// Adds lines up to line `n` (zero-based), blank.
    fn skip_to(&mut self, n: usize) {
        while self.lines.len() < n {
            self.line(palette::TEXT, format_args!(""));
        }
    }
}

/// Writes the first [`COLUMNS`] characters, drops the rest (the count of characters so far).
struct Cut<'a>(&'a mut heapless::String<LINE_BYTES>, usize);

impl Write for Cut<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if self.1 == COLUMNS || self.0.push(c).is_err() {
                break;
            }
            self.1 += 1;
        }
        Ok(())
    }
}

/// The digits of a mask, as `1 2 9`.
struct Digits<S: Size>(u16, core::marker::PhantomData<S>);

impl<S: Size> fmt::Display for Digits<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for i in 0..S::SIDE {
            if self.0 & 1 << i != 0 {
                let d = crate::digit::Digit::<S>::from_index(i).ok_or(fmt::Error)?;
                if !first {
                    f.write_str(" ")?;
                }
                write!(f, "{d}")?;
                first = false;
            }
        }
        Ok(())
    }
}

fn digits<S: Size>(mask: u16) -> Digits<S> {
    Digits(mask, core::marker::PhantomData)
}

/// A time left, as a teacher reads it: `12 s`, `3 min 20 s`, `1 h 5 min`.
struct Left(u64);

impl fmt::Display for Left {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0 / 1_000_000;
        if s >= 3600 {
            write!(f, "{} h {} min", s / 3600, s / 60 % 60)
        } else if s >= 60 {
            write!(f, "{} min {} s", s / 60, s % 60)
        } else {
            write!(f, "{s} s")
        }
    }
}

/// A share as a percentage with one decimal, rounded down: `43.1%`.
struct Percent(f64);

impl fmt::Display for Percent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 1000.0) as u64;
        write!(f, "{}.{}%", tenths / 10, tenths % 10)
    }
}

/// What the algorithm does, in a line.
fn describe(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Naive => "naive: row by row from r1c1",
        Algorithm::Sorted => "sorted cells, fewest first",
        Algorithm::Mrv => "most constrained cell, each step",
        Algorithm::Ours => "ours: propagation and guesses",
    }
}

fn steps(counters: Counters) -> u64 {
    counters.placements + counters.backtracks
}

/// The step-by-step view: the cell tried, the digits left there, the next cell, the depth and
/// the counters.
pub fn step_view<S: Size>(lesson: &Lesson<S>) -> Body {
    let mut body = Body::default();
    let lane = lesson.current();
    let run = &lane.run;
    body.line(
        palette::ACCENT,
        format_args!("{}", describe(lesson.selected())),
    );
    match run.trying() {
        Some(Trying {
            cell,
            digit,
            supposition: true,
            ..
        }) => body.line(
            palette::TEXT,
            format_args!("Trying {cell} = {digit} (supposition)"),
        ),
        Some(Trying { cell, digit, .. }) => body.line(
            palette::TEXT,
            format_args!("Trying {cell} = {digit} (forced)"),
        ),
        None => body.line(palette::TEXT, format_args!("Nothing placed yet")),
    }
    match run.trying().map(|t| t.left) {
        Some(Some(0)) => body.line(palette::TEXT, format_args!("Nothing left to try there")),
        Some(Some(left)) => body.line(
            palette::TEXT,
            format_args!("Left to try: {}", digits::<S>(left)),
        ),
        Some(None) => body.line(
            palette::TEXT_DIM,
            format_args!("Ours keeps them on a stack"),
        ),
        None => body.line(palette::TEXT, format_args!("")),
    }
    match (run.status(), run.next_cell()) {
        (Status::Solved, _) => body.line(palette::TEXT_GOOD, format_args!("Solved")),
        (Status::NoSolution, _) => body.line(palette::TEXT_BAD, format_args!("No solution")),
        (_, Some((cell, 0))) => body.line(
            palette::TEXT_BAD,
            format_args!("Next {cell}: nothing fits, back"),
        ),
        (_, Some((cell, free))) => body.line(
            palette::TEXT,
            format_args!("Next {cell}: {}", digits::<S>(free)),
        ),
        (_, None) if lesson.selected() == Algorithm::Ours => body.line(
            palette::TEXT_DIM,
            format_args!("Next: propagation, or a guess"),
        ),
        (_, None) => body.line(palette::TEXT_BAD, format_args!("Going back")),
    }
    let empties = lesson.puzzle().empty_count();
    body.line(
        palette::TEXT,
        format_args!("Depth {} of {empties}", run.depth()),
    );
    figures(&mut body, lane);
    body.skip_to(STEP_TIME_LINE);
    body.line(palette::TEXT, format_args!("Time {}", time(lane.spent_us)));
    if lesson.pace() == Pace::Fast
        && let Some(passed) = run.passed()
    {
        match lane.time_left_us() {
            Some(left) if left < 1_000_000 => body.line(
                palette::TEXT_DIM,
                format_args!("{} done, under 1 s left", Percent(passed)),
            ),
            Some(left) => body.line(
                palette::TEXT_DIM,
                format_args!("{} done, about {} left", Percent(passed), Left(left)),
            ),
            None => body.line(palette::TEXT_DIM, format_args!("{} done", Percent(passed))),
        }
    }
    body
}

/// The placements and backtracks lines.
fn figures<S: Size>(body: &mut Body, lane: &Lane<S>) {
    let counters = lane.run.counters();
    body.line(
        palette::TEXT,
        format_args!("Placements {}", counters.placements),
    );
    body.line(
        palette::TEXT,
        format_args!("Backtracks {}", counters.backtracks),
    );
}

/// The status line's way of writing a time.
fn time(us: u64) -> crate::editor::status::Duration {
    crate::editor::status::Duration(us)
}

/// The history view: the last steps, newest first, numbered, suppositions marked.
pub fn history_view<S: Size>(lesson: &Lesson<S>) -> Body {
    let mut body = Body::default();
    let lane = lesson.current();
    let title = lesson.selected().title();
    body.line(palette::ACCENT, format_args!("{title}: the last steps"));
    let total = steps(lane.run.counters());
    let mut number = lane.recorded;
    if total > number {
        body.line(
            palette::TEXT_DIM,
            format_args!("(the last {} not listed)", total - number),
        );
    }
    if total == 0 {
        body.line(palette::TEXT_DIM, format_args!("No step yet: Square steps"));
    }
    for event in lane.recent.newest_first().take(LINES - body.lines.len()) {
        match event {
            Event::Placed {
                cell,
                digit,
                supposition: true,
            } => body.line(
                palette::LAST_GUESS,
                format_args!("{number:>8}  {cell} = {digit}  supposition"),
            ),
            Event::Placed { cell, digit, .. } => body.line(
                palette::TEXT,
                format_args!("{number:>8}  {cell} = {digit}  forced"),
            ),
            Event::Backtracked(Some(cell)) => body.line(
                palette::TEXT_BAD,
                format_args!("{number:>8}  {cell} emptied"),
            ),
            Event::Backtracked(None) => body.line(
                palette::TEXT_BAD,
                format_args!("{number:>8}  back to the last guess"),
            ),
        }
        number = number.saturating_sub(1);
    }
    body
}

/// The candidate map: where the chosen digit can still go.
pub fn map_view<S: Size>(lesson: &Lesson<S>) -> Body {
    let mut body = Body::default();
    let lane = lesson.current();
    let grid = lane.run.grid();
    let digit = lesson.digit();
    let title = lesson.selected().title();
    body.line(
        palette::ACCENT,
        format_args!("{title}, after {} steps", steps(lane.run.counters())),
    );
    let (open, holding) = match Candidates::from_grid(&grid) {
        Ok(candidates) => crate::cell::Cell::<S>::all().fold((0, 0), |(open, holding), cell| {
            (
                open + usize::from(candidates.has(cell, digit)),
                holding + usize::from(grid.digit(cell) == Some(digit)),
            )
        }),
        Err(_) => (0, 0),
    };
    body.line(
        palette::HINT,
        format_args!("Digit {digit} can go in {open} cells"),
    );
    body.line(
        palette::SAME_DIGIT,
        format_args!("{holding} cells hold it already"),
    );
    body.line(
        palette::TEXT_DIM,
        format_args!("Left and Right: another digit"),
    );
    body.line(palette::TEXT, format_args!(""));
    figures(&mut body, lane);
    body
}

/// The race: the four algorithms' figures side by side, and how far the highlighted one is.
pub fn race_view<S: Size>(lesson: &Lesson<S>) -> Body {
    let mut body = Body::default();
    body.line(
        palette::TEXT_DIM,
        format_args!("         placed     back     time"),
    );
    for algorithm in Algorithm::ALL {
        let lane = lesson.lane(algorithm);
        let counters = lane.run.counters();
        let colour = match lane.run.status() {
            _ if algorithm == lesson.selected() => palette::ACCENT,
            Status::Running => palette::TEXT,
            Status::Solved => palette::TEXT_GOOD,
            Status::NoSolution => palette::TEXT_BAD,
        };
        let mut when: heapless::String<12> = heapless::String::new();
        let _ = write!(when, "{}", time(lane.spent_us));
        body.line(
            colour,
            format_args!(
                "{:<6}{:>9}{:>9}{:>9}",
                algorithm.name(),
                counters.placements,
                counters.backtracks,
                when.as_str()
            ),
        );
    }
    body.line(palette::TEXT, format_args!(""));
    let lane = lesson.current();
    let title = lesson.selected().title();
    match (lane.run.status(), lane.run.passed()) {
        (Status::Solved, _) => body.line(palette::TEXT_GOOD, format_args!("{title}: solved")),
        (Status::NoSolution, _) => {
            body.line(palette::TEXT_BAD, format_args!("{title}: no solution"))
        }
        (_, Some(passed)) => body.line(
            palette::TEXT,
            format_args!("{title}: {} done", Percent(passed)),
        ),
        (_, None) => body.line(palette::TEXT, format_args!("{title}: no estimate")),
    }
    body.skip_to(RACE_BAR_LINE + 1);
    if lane.run.status() == Status::Running {
        match lane.time_left_us() {
            Some(left) if left < 1_000_000 => {
                body.line(palette::TEXT_DIM, format_args!("Less than a second left"))
            }
            Some(left) => body.line(palette::TEXT_DIM, format_args!("About {} left", Left(left))),
            None => {}
        }
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn times_left_read_in_seconds_minutes_or_hours() {
        assert_eq!(Left(9_400_000).to_string(), "9 s");
        assert_eq!(Left(200_000_000).to_string(), "3 min 20 s");
        assert_eq!(Left(3_900_000_000).to_string(), "1 h 5 min");
        assert_eq!(Percent(0.4316).to_string(), "43.1%");
        assert_eq!(digits::<crate::Nine>(0b1_0000_0110).to_string(), "2 3 9");
    }

    #[test]
    fn race_figures_of_the_worst_case_stay_apart() {
        use crate::{editor::Editor, grid::Grid, pad::Buttons, puzzles::WORST_CASE};
        let mut e: std::boxed::Box<Editor<crate::Nine>> = std::boxed::Box::default();
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
        let body = race_view(e.lesson().unwrap());
        let naive = body.lines[RACE_FIRST_LINE].0.as_str();
        let words: std::vec::Vec<&str> = naive.split_whitespace().collect();
        assert_eq!(&words[..3], ["naive", "69175316", "48437225"], "{naive}");
        assert!(naive.chars().count() <= COLUMNS);
        for line in &body.lines {
            assert!(line.0.chars().count() <= COLUMNS, "{}", line.0);
        }
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
        let body = race_view(&{
            let mut e: std::boxed::Box<crate::editor::Editor<crate::Nine>> =
                std::boxed::Box::default();
            e.start_lesson();
            e.lesson().unwrap().clone()
        });
        let header = body.lines[0].0.as_str();
        let first = body.lines[RACE_FIRST_LINE].0.as_str();
        assert_eq!(
            header.chars().count(),
            first.chars().count(),
            "{header}|{first}"
        );
        // Each heading ends where its column of figures ends.
        for heading in ["placed", "back", "time"] {
            let end = header.find(heading).unwrap() + heading.len();
            let figure = first.chars().nth(end - 1).unwrap();
            assert!(!figure.is_whitespace(), "{heading} over {first:?}");
        }
    }

    #[test]
    fn every_description_fits_a_line() {
        for algorithm in Algorithm::ALL {
            assert!(describe(algorithm).len() <= COLUMNS, "{algorithm:?}");
        }
    }
}
