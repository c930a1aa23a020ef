//! The N queens' panel texts: the usual panel's body, the projector's large body and the
//! status line, each read from the mode as it stands (the queens keep no message of their own).

use core::fmt::{self, Write};

use embedded_graphics::pixelcolor::Rgb888;

use crate::{
    app::queens::{Lane, Pace, QueensMode},
    lesson::{
        Event, Search,
        queens::{MAX, Order},
    },
    solver::Status,
    text::{In, Key, Lang, Thousands},
};

use super::{
    lesson_big::BIG_COLUMNS,
    lesson_text::{Body, count},
    palette,
};

/// Choices of the stack the usual panel lists (the deepest).
pub const STACK_SHOWN: usize = 3;
/// Width of the race table's first column (the order's short name, 11 characters at most).
pub const ORDER_COLUMN: usize = 12;
/// Width of the race table's placements.
const PLACED_COLUMN: usize = 10;
/// Width of the race table's backtracks.
const BACK_COLUMN: usize = 11;

/// The name of `order` on the title line.
pub const fn order_name(order: Order) -> Key {
    match order {
        Order::Rows => Key::QueensOrderRows,
        Order::MostConstrained => Key::QueensOrderConstrained,
    }
}

/// The name of `order` in the race's table.
pub const fn order_short(order: Order) -> Key {
    match order {
        Order::Rows => Key::QueensShortRows,
        Order::MostConstrained => Key::QueensShortConstrained,
    }
}

/// The columns of a mask, one-based: `6 8`.
#[derive(Debug, Clone, Copy)]
pub struct Columns(pub u16);

impl fmt::Display for Columns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for col in (0..MAX).filter(|&c| self.0 & (1 << c) != 0) {
            if !first {
                f.write_char(' ')?;
            }
            first = false;
            write!(f, "{}", col + 1)?;
        }
        Ok(())
    }
}

/// The columns left, or "none".
fn left(lang: Lang, mask: u16) -> heapless::String<40> {
    let mut text = heapless::String::new();
    if mask == 0 {
        let _ = text.push_str(lang.text(Key::QueensNothing));
    } else {
        let _ = write!(text, "{}", Columns(mask));
    }
    text
}

/// The top row without a queen whose every square is attacked, if any.
pub fn blocked(lane: &Lane) -> Option<usize> {
    let search = lane.search();
    let board = search.board();
    (0..search.n()).find(|&row| board[row].is_none() && search.free(row) == 0)
}

/// What the last step of `lane` did, in a line, and its colour.
fn last_step(body: &mut Body, lane: &Lane, lang: Lang) {
    if let Some(row) = blocked(lane) {
        return body.say(palette::TEXT_BAD, lang, Key::QueensBlocked, &[&(row + 1)]);
    }
    match lane.recent().last() {
        Some(Event::Placed {
            cell, supposition, ..
        }) => {
            let rest = lane
                .search()
                .choices()
                .find(|c| c.place == cell)
                .map_or(0, |c| c.left);
            let colour = palette::placement(supposition);
            body.say(colour, lang, Key::QueensTrying, &[&cell, &left(lang, rest)]);
        }
        Some(Event::Backtracked(Some(cell))) => {
            body.say(palette::TEXT_BAD, lang, Key::QueensEmptied, &[&cell])
        }
        _ => body.line(palette::TEXT, format_args!("")),
    }
}

/// The usual panel: N and the order, the step and the solutions, the last step, the race, the
/// stack of choices.
pub fn panel(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::default();
    let lane = queens.current();
    let search = lane.search();
    let order = lang.text(order_name(queens.selected()));
    body.say(
        palette::ACCENT,
        lang,
        Key::QueensTitle,
        &[&queens.n(), &order],
    );
    let steps = In(lang, Thousands(search.steps()));
    let found = In(lang, Thousands(search.found()));
    body.say(palette::TEXT, lang, Key::QueensStep, &[&steps, &found]);
    last_step(&mut body, lane, lang);
    body.line(
        palette::TEXT_DIM,
        format_args!(
            "{:<ORDER_COLUMN$}{:>PLACED_COLUMN$}{:>BACK_COLUMN$}",
            lang.text(Key::QueensHeadOrder),
            lang.text(Key::LessonHeadPlaced),
            lang.text(Key::LessonHeadBack),
        ),
    );
    for order in Order::ALL {
        let counters = queens.lane(order).search().counters();
        let colour = if order == queens.selected() {
            palette::ACCENT
        } else {
            palette::TEXT
        };
        body.line(
            colour,
            format_args!(
                "{:<ORDER_COLUMN$}{:>PLACED_COLUMN$}{:>BACK_COLUMN$}",
                lang.text(order_short(order)),
                count(lang, counters.placements).as_str(),
                count(lang, counters.backtracks).as_str(),
            ),
        );
    }
    let depth = search.depth();
    body.say(palette::TEXT_DIM, lang, Key::QueensStackHead, &[&depth]);
    if depth == 0 {
        body.say(palette::TEXT, lang, Key::QueensStackEmpty, &[]);
    }
    for choice in search.choices().skip(depth.saturating_sub(STACK_SHOWN)) {
        let colour = if choice.left != 0 {
            palette::LAST_GUESS
        } else {
            palette::TEXT
        };
        let mut at: heapless::String<8> = heapless::String::new();
        let _ = write!(at, "{}", choice.place);
        body.line(
            colour,
            format_args!(
                "{:>2} {:<7}{}",
                choice.depth,
                at.as_str(),
                left(lang, choice.left).as_str()
            ),
        );
    }
    body
}

/// The projector's large body: N, the order, the placements, the backtracks, the solutions and
/// the step.
pub fn big(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let search = queens.current().search();
    body.say(palette::ACCENT, lang, Key::QueensBigTitle, &[&queens.n()]);
    body.say(
        palette::LAST_GUESS,
        lang,
        order_name(queens.selected()),
        &[],
    );
    let counters = search.counters();
    for (label, n) in [
        (Key::LessonBigPlaced, counters.placements),
        (Key::LessonBigBack, counters.backtracks),
    ] {
        body.say(palette::TEXT_DIM, lang, label, &[]);
        body.line(palette::TEXT, format_args!("{}", count(lang, n).as_str()));
    }
    body.say(palette::TEXT_DIM, lang, Key::QueensBigSolutions, &[]);
    match (queens.browse(), queens.counted()) {
        (Some(browse), Some(total)) => body.line(
            palette::TEXT_GOOD,
            format_args!(
                "{} / {}",
                count(lang, browse.number).as_str(),
                count(lang, total).as_str()
            ),
        ),
        _ => body.line(
            palette::TEXT,
            format_args!("{}", count(lang, search.found()).as_str()),
        ),
    }
    let steps = In(lang, Thousands(search.steps()));
    body.say(palette::TEXT, lang, Key::QueensBigStep, &[&steps]);
    body
}

/// The status line: what runs, the count, the solution shown or found, or how to start.
pub fn status(queens: &QueensMode, lang: Lang) -> (heapless::String<160>, Rgb888) {
    let mut text = heapless::String::new();
    let search = queens.current().search();
    let found = In(lang, Thousands(search.found()));
    let (key, colour, args): (Key, Rgb888, [&dyn fmt::Display; 2]) =
        match (queens.pace(), queens.browse(), queens.counted()) {
            (Pace::Browsing, Some(browse), _) => {
                let number = In(lang, Thousands(browse.number));
                let _ = write!(text, "{}", lang.say(Key::QueensSaysLooking, &[&number]));
                return (text, palette::TEXT_DIM);
            }
            (Pace::Counting, ..) => (Key::QueensSaysCounting, palette::TEXT_DIM, [&found, &""]),
            (Pace::Running, ..) => (Key::QueensSaysRunning, palette::TEXT_DIM, [&"", &""]),
            (Pace::Playing, ..) => (Key::QueensSaysPlaying, palette::TEXT_DIM, [&"", &""]),
            (_, Some(browse), Some(total)) if browse.found() => {
                let number = In(lang, Thousands(browse.number));
                let total = In(lang, Thousands(total));
                let _ = write!(
                    text,
                    "{}",
                    lang.say(Key::QueensSaysShowing, &[&number, &total])
                );
                return (text, palette::TEXT_GOOD);
            }
            (_, _, Some(total)) if search.steps() > 0 && search.status() != Status::Running => {
                let total = In(lang, Thousands(total));
                let _ = write!(
                    text,
                    "{}",
                    lang.say(Key::QueensSaysCounted, &[&total, &queens.n()])
                );
                return (text, palette::TEXT_GOOD);
            }
            _ if search.status() != Status::Running => {
                (Key::QueensSaysOver, palette::TEXT_GOOD, [&found, &""])
            }
            _ if search.depth() == search.n() => {
                (Key::QueensSaysSolution, palette::TEXT_GOOD, [&found, &""])
            }
            _ => (Key::QueensSaysStart, palette::TEXT_DIM, [&"", &""]),
        };
    let _ = write!(text, "{}", lang.say(key, &args));
    (text, colour)
}
