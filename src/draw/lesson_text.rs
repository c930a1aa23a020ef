//! The texts of the lesson's panel, one function per view: every sentence a view shows is
//! written here whole (a translation replaces a format string, never a fragment). Every count
//! has its thousands apart ([`Thousands`]); the race lists the algorithms by their place, the
//! least work first ([`race_order`]). The projector's large type has its own, shorter texts
//! (`lesson_big.rs`).

use core::fmt::{self, Write};

use embedded_graphics::pixelcolor::Rgb888;

use crate::{
    digit::Digit,
    editor::lesson::{Lane, Lesson, Pace},
    lesson::{Algorithm, Board, Counters, Event, Recent, Run, Trying},
    logic::Candidates,
    size::Size,
    solver::Status,
    text::{In, Key, Lang, Localized, Thousands},
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
/// The race view's lines of figures: the five algorithms, the time, the chosen one's progress
/// (its line, its bar, the time left).
pub const RACE_FIGURE_LINES: usize = 9;
/// The race view's line where the progress bar is drawn.
pub const RACE_BAR_LINE: usize = 8;

/// One line of the body and its colour.
pub type Line = (heapless::String<LINE_BYTES>, Rgb888);

/// The body of a view: its lines, top to bottom (a blank line is an empty string).
#[derive(Debug, Default)]
pub struct Body {
    /// The lines.
    pub lines: heapless::Vec<Line, LINES>,
    /// Characters a line holds: [`COLUMNS`] when 0.
    pub columns: usize,
}

impl Body {
    /// An empty body whose lines hold `columns` characters.
    pub(super) fn of_width(columns: usize) -> Self {
        Body {
            lines: heapless::Vec::new(),
            columns,
        }
    }

    fn width(&self) -> usize {
        if self.columns == 0 {
            COLUMNS
        } else {
            self.columns.min(COLUMNS)
        }
    }

    /// Adds the text of `key` in `lang` with `args` in its placeholders (cut at the width).
    pub(super) fn say(&mut self, colour: Rgb888, lang: Lang, key: Key, args: &[&dyn fmt::Display]) {
        self.line(colour, format_args!("{}", lang.say(key, args)));
    }

    /// Adds the text of `key` as [`Body::say`] does, over as many lines as it takes.
    pub(super) fn wrapped(
        &mut self,
        colour: Rgb888,
        lang: Lang,
        key: Key,
        args: &[&dyn fmt::Display],
    ) {
        let mut text: heapless::String<{ 4 * LINE_BYTES }> = heapless::String::new();
        let _ = write!(text, "{}", lang.say(key, args));
        for part in super::panel::wrap(&text, self.width()) {
            self.line(colour, format_args!("{part}"));
        }
    }

    /// Adds a line (cut at the width).
    pub(super) fn line(&mut self, colour: Rgb888, args: fmt::Arguments<'_>) {
        let mut text = heapless::String::new();
        let _ = Cut(&mut text, 0, self.width()).write_fmt(args);
        let _ = self.lines.push((text, colour));
    }

    /// Adds lines up to line `n` (zero-based), blank.
    pub(super) fn skip_to(&mut self, n: usize) {
        while self.lines.len() < n {
            self.line(palette::TEXT, format_args!(""));
        }
    }
}

/// Writes the first characters up to a width, drops the rest (the count of characters so far,
/// the width).
struct Cut<'a>(&'a mut heapless::String<LINE_BYTES>, usize, usize);

impl Write for Cut<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if self.1 == self.2 || self.0.push(c).is_err() {
                break;
            }
            self.1 += 1;
        }
        Ok(())
    }
}

/// The digits of a mask, as `1 2 9` (`129` in the projector's large type).
pub(super) struct Digits<S: Size>(u16, core::marker::PhantomData<S>, &'static str);

impl<S: Size> fmt::Display for Digits<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for i in 0..S::SIDE {
            if self.0 & 1 << i != 0 {
                let d = crate::digit::Digit::<S>::from_index(i).ok_or(fmt::Error)?;
                if !first {
                    f.write_str(self.2)?;
                }
                write!(f, "{d}")?;
                first = false;
            }
        }
        Ok(())
    }
}

fn digits<S: Size>(mask: u16) -> Digits<S> {
    Digits(mask, core::marker::PhantomData, " ")
}

/// The digits of a mask side by side, as `129`.
pub(super) fn packed<S: Size>(mask: u16) -> Digits<S> {
    Digits(mask, core::marker::PhantomData, "")
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

/// A share as a percentage with one decimal, rounded down: `43.1%`, `43,1 %`.
#[derive(Debug, Clone, Copy)]
pub struct Percent(pub f64);

impl Localized for Percent {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 1000.0) as u64;
        write!(
            f,
            "{}",
            lang.say(Key::LessonPercent, &[&(tenths / 10), &(tenths % 10)])
        )
    }
}

/// A step's number, its thousands apart, right-aligned in ten columns (the history's first
/// column: `69,175,316`).
#[derive(Debug, Clone, Copy)]
pub struct Number(pub u64);

impl Localized for Number {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text: heapless::String<32> = heapless::String::new();
        let _ = write!(text, "{}", In(lang, Thousands(self.0)));
        write!(f, "{:>10}", text.as_str())
    }
}

pub(super) fn steps(counters: Counters) -> u64 {
    counters.placements + counters.backtracks
}

/// The step-by-step view: the cell tried, the digits left there, the next cell, the depth and
/// the counters.
pub fn step_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let lane = lesson.current();
    let run = lane.run();
    body.say(palette::ACCENT, lang, lesson.selected().describe(), &[]);
    match run.report() {
        Some(report_run) => report::last_placement(&mut body, report_run, lang),
        None => tried(&mut body, run, lang),
    }
    match (run.status(), run.next_cell()) {
        (Status::Solved, _) => body.say(palette::TEXT_GOOD, lang, Key::LessonSolvedLine, &[]),
        (Status::NoSolution, _) => {
            body.say(palette::TEXT_BAD, lang, Key::LessonNoSolutionLine, &[])
        }
        (_, Some((cell, 0))) => body.say(
            palette::TEXT_BAD,
            lang,
            Key::LessonNextDeadEnd,
            &[&In(lang, cell)],
        ),
        (_, Some((cell, free))) => body.say(
            palette::TEXT,
            lang,
            Key::LessonNext,
            &[&In(lang, cell), &digits::<S>(free)],
        ),
        (_, None) if lesson.selected() == Algorithm::Ours => {
            body.say(palette::TEXT_DIM, lang, Key::LessonNextOurs, &[])
        }
        (_, None) => match run.report() {
            Some(report_run) => report::next_line(&mut body, report_run, lang),
            None => body.say(palette::TEXT_BAD, lang, Key::LessonGoingBack, &[]),
        },
    }
    let empties = lesson.puzzle().empty_count();
    body.say(
        palette::TEXT,
        lang,
        Key::LessonDepth,
        &[&run.depth(), &empties],
    );
    figures(&mut body, lane, lang);
    body.skip_to(STEP_TIME_LINE);
    body.say(
        palette::TEXT,
        lang,
        Key::LessonTime,
        &[&time(lane.spent_us, lang)],
    );
    if lesson.pace() == Pace::Fast
        && let Some(passed) = run.passed()
    {
        let done = In(lang, Percent(passed));
        match lane.time_left_us() {
            Some(left) if left < 1_000_000 => body.say(
                palette::TEXT_DIM,
                lang,
                Key::LessonDoneUnderSecond,
                &[&done],
            ),
            Some(left) => body.say(
                palette::TEXT_DIM,
                lang,
                Key::LessonDoneAbout,
                &[&done, &Left(left)],
            ),
            None => body.say(palette::TEXT_DIM, lang, Key::LessonDone, &[&done]),
        }
    }
    body
}

/// The step view's two lines on the cell tried: its digit, a supposition or forced, and the
/// digits left there.
fn tried<S: Size>(body: &mut Body, run: &Run<S>, lang: Lang) {
    match run.trying() {
        Some(Trying {
            cell,
            digit,
            supposition,
            ..
        }) => {
            let key = if supposition {
                Key::LessonTryingGuess
            } else {
                Key::LessonTryingForced
            };
            body.say(palette::TEXT, lang, key, &[&In(lang, cell), &digit]);
        }
        None => body.say(palette::TEXT, lang, Key::LessonNothingPlaced, &[]),
    }
    match run.trying().map(|t| t.left) {
        Some(Some(0)) => body.say(palette::TEXT, lang, Key::LessonNothingLeft, &[]),
        Some(Some(left)) => body.say(
            palette::TEXT,
            lang,
            Key::LessonLeftToTry,
            &[&digits::<S>(left)],
        ),
        Some(None) => body.say(palette::TEXT_DIM, lang, Key::LessonOnAStack, &[]),
        None => body.line(palette::TEXT, format_args!("")),
    }
}

/// The placements and backtracks lines.
fn figures<S: Size>(body: &mut Body, lane: &Lane<S>, lang: Lang) {
    let counters = lane.run().counters();
    body.say(
        palette::TEXT,
        lang,
        Key::LessonPlacements,
        &[&In(lang, Thousands(counters.placements))],
    );
    body.say(
        palette::TEXT,
        lang,
        Key::LessonBacktracks,
        &[&In(lang, Thousands(counters.backtracks))],
    );
}

/// The status line's way of writing a time.
fn time(us: u64, lang: Lang) -> In<crate::editor::status::Duration> {
    In(lang, crate::editor::status::Duration(us))
}

/// The history view: the last steps, newest first, numbered, suppositions marked.
pub fn history_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let lane = lesson.current();
    if let Some(report_run) = lane.run().report() {
        return report::history_view(lesson, report_run, lang);
    }
    let mut body = Body::default();
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonLastSteps, &[&title]);
    let total = steps(lane.run().counters());
    history_lines(
        &mut body,
        lane.recent(),
        lane.recorded(),
        total,
        lang,
        |body, n, event| match event {
            Event::Placed {
                cell,
                digit,
                supposition,
            } => {
                let (colour, key) = if supposition {
                    (palette::LAST_GUESS, Key::LessonStepGuess)
                } else {
                    (palette::TEXT, Key::LessonStepForced)
                };
                body.say(colour, lang, key, &[&n, &In(lang, cell), &digit]);
            }
            Event::Backtracked(Some(cell)) => body.say(
                palette::TEXT_BAD,
                lang,
                Key::LessonStepEmptied,
                &[&n, &In(lang, cell)],
            ),
            Event::Backtracked(None) => {
                body.say(palette::TEXT_BAD, lang, Key::LessonStepBack, &[&n])
            }
        },
    );
    body
}

/// The last steps of `recent`, newest first, each with its number (`newest`, the step the
/// search stands at, is the first's): the history of the lesson's searches and of the queens.
pub(super) fn numbered<B: Board>(
    recent: &Recent<B>,
    newest: u64,
) -> impl Iterator<Item = (u64, Event<B>)> + '_ {
    recent
        .newest_first()
        .zip((0..=newest).rev())
        .map(|(event, number)| (number, event))
}

/// The history's lines under its title: the steps not listed (`total` taken, the newest
/// listed `newest`), or none yet, then as many of the last steps as the body holds, newest
/// first, each written by `line` with its number.
pub(super) fn history_lines<B: Board>(
    body: &mut Body,
    recent: &Recent<B>,
    newest: u64,
    total: u64,
    lang: Lang,
    mut line: impl FnMut(&mut Body, In<Number>, Event<B>),
) {
    if total > newest {
        let left = total - newest;
        let key = lang.counted(left, Key::LessonNotListedOne, Key::LessonNotListed);
        body.say(palette::TEXT_DIM, lang, key, &[&In(lang, Thousands(left))]);
    }
    if total == 0 {
        body.say(palette::TEXT_DIM, lang, Key::LessonNoStep, &[]);
    }
    let room = LINES - body.lines.len();
    for (number, event) in numbered(recent, newest).take(room) {
        line(body, In(lang, Number(number)), event);
    }
}

/// The candidate map's counts of `digit` in `run`: the cells it can still go in (the report's
/// `disp_possible` for its method), the cells holding it, and the keys that say so in `lang`
/// (in the singular or the plural). The usual and the projector's panels both show them.
pub(super) fn map_counts<S: Size>(
    run: &Run<S>,
    digit: Digit<S>,
    lang: Lang,
) -> (usize, usize, Key, Key) {
    let grid = &run.grid();
    let (open, holding) = match (run.report(), Candidates::from_grid(grid)) {
        (Some(report_run), _) => {
            let [open, holding, _] = report::possibility_counts(report_run, digit);
            (open, holding)
        }
        (None, Ok(candidates)) => {
            crate::cell::Cell::<S>::all().fold((0, 0), |(open, holding), cell| {
                (
                    open + usize::from(candidates.has(cell, digit)),
                    holding + usize::from(grid.digit(cell) == Some(digit)),
                )
            })
        }
        (None, Err(_)) => (0, 0),
    };
    let holds = lang.counted(holding as u64, Key::LessonCellHolds, Key::LessonCellsHold);
    let go = lang.counted(open as u64, Key::LessonDigitCanGoOne, Key::LessonDigitCanGo);
    (open, holding, go, holds)
}

/// The candidate map: where the chosen digit can still go.
pub fn map_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let lane = lesson.current();
    let digit = lesson.digit();
    let title = lang.text(lesson.selected().title());
    body.say(
        palette::ACCENT,
        lang,
        Key::LessonAfterSteps,
        &[&title, &In(lang, Thousands(steps(lane.run().counters())))],
    );
    let (open, holding, go, holds) = map_counts(lane.run(), digit, lang);
    body.say(palette::HINT, lang, go, &[&digit, &open]);
    body.say(palette::SAME_DIGIT, lang, holds, &[&holding]);
    body.say(palette::TEXT_DIM, lang, Key::LessonOtherDigit, &[]);
    match lane.run().report() {
        Some(report_run) => {
            let [_, _, ruled] = report::possibility_counts(report_run, digit);
            let key = lang.counted(
                ruled as u64,
                Key::LessonReportRuledOutOne,
                Key::LessonReportRuledOut,
            );
            body.say(palette::TEXT_BAD, lang, key, &[&ruled]);
        }
        None => body.line(palette::TEXT, format_args!("")),
    }
    figures(&mut body, lane, lang);
    body
}

mod race;
pub(super) use race::{Place, count, race_colour};
pub use race::{race_order, race_view};

// The lesson's second part (issue 28): a file per view.
pub mod graph;
pub mod stack;
// Issue 28 item 6: the report's method's own texts.
pub mod report;
pub mod tree;

#[cfg(test)]
mod tests;
