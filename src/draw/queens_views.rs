//! The N queens' panel in the history, tree and solutions views (`crate::app::queens::View`),
//! in the usual type and the projector's large type; the step view's texts are in
//! `queens_text.rs`. The history and the tree are written by the lesson's own functions
//! (`lesson_text.rs`, `lesson_big.rs`, `lesson_text/tree.rs`), with the queens' words: a step
//! is `row 3: column 5` or `row 3 emptied`, numbered from 1 as the trace (`K r3c5 = Q`).

use core::fmt::Write;

use embedded_graphics::{geometry::Size as Extent, primitives::Rectangle};

use crate::{
    app::queens::{Pace, QueensMode},
    lesson::{
        Event, Search,
        queens::{Chessboard, Order, Queens},
    },
    text::{In, Key, Lang, Thousands},
};

use super::{
    board::BOARD_SPACE,
    lesson::tree::Plot,
    lesson_big::{BIG_COLUMNS, big_history_lines},
    lesson_text::{
        Body, count, history_lines,
        tree::{CATCHING_LINE, big_tree_lines, tree_lines},
    },
    palette,
    queens_text::{Columns, ORDER_COLUMN, order_name, order_short},
    screen::BOARD_ORIGIN,
};

/// Width of the solutions' table's counts.
const COUNT_COLUMN: usize = 10;

/// The tree where the chessboard goes: the chosen order's record and search.
pub fn plot(queens: &QueensMode) -> Plot<'_, Chessboard, Queens> {
    Plot {
        tree: queens.tree(),
        search: queens.current().search(),
        area: Rectangle::new(BOARD_ORIGIN, Extent::new(BOARD_SPACE, BOARD_SPACE)),
        width: queens.n(),
        scroll: 0,
    }
}

/// The chosen order's name.
fn order(queens: &QueensMode, lang: Lang) -> &'static str {
    lang.text(order_name(queens.selected()))
}

/// The history: the chosen order's last steps, newest first, numbered; a queen put down with
/// columns left in its row in the supposition's colour, a queen taken off in red.
pub fn history(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::default();
    let lane = queens.current();
    body.say(
        palette::ACCENT,
        lang,
        Key::LessonLastSteps,
        &[&order(queens, lang)],
    );
    let at = lane.at();
    history_lines(&mut body, lane.recent(), at, at, lang, |body, n, event| {
        match event {
            Event::Placed {
                cell, supposition, ..
            } => {
                let colour = palette::placement(supposition);
                let (row, col) = (cell.row + 1, cell.col + 1);
                body.say(colour, lang, Key::QueensStepPlaced, &[&n, &row, &col]);
            }
            Event::Backtracked(Some(cell)) => {
                let row = cell.row + 1;
                body.say(palette::TEXT_BAD, lang, Key::QueensStepEmptied, &[&n, &row]);
            }
            // A queen is always taken off a row.
            Event::Backtracked(None) => {}
        }
    });
    body
}

/// The history in large type: the order, then the last steps as the trace writes them.
pub fn big_history(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    let lane = queens.current();
    body.say(palette::ACCENT, lang, order_name(queens.selected()), &[]);
    if lane.at() == 0 {
        body.wrapped(palette::TEXT_DIM, lang, Key::LessonNoStep, &[]);
    }
    big_history_lines(
        &mut body,
        lane.recent(),
        lane.at(),
        lang,
        |body, at, event| match event {
            Event::Placed {
                cell, supposition, ..
            } => {
                let colour = palette::placement(supposition);
                body.line(colour, format_args!("{at} {cell}"));
            }
            Event::Backtracked(Some(cell)) => body.say(
                palette::TEXT_BAD,
                lang,
                Key::LessonBigEmptied,
                &[&at, &cell],
            ),
            Event::Backtracked(None) => {}
        },
    );
    body
}

/// The tree's panel: the order, the lesson's tree lines; while the record catches up, how far.
pub fn tree(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::default();
    body.say(
        palette::ACCENT,
        lang,
        Key::LessonTreeTitle,
        &[&order(queens, lang)],
    );
    tree_lines(&mut body, &plot(queens), lang);
    if queens.pace() == Pace::Tracing {
        body.skip_to(CATCHING_LINE);
        let at = In(lang, Thousands(queens.tree().at()));
        body.say(palette::TEXT_DIM, lang, Key::LessonTreeCatching, &[&at]);
    }
    body
}

/// The tree in large type: the order, the nodes, the dead ends, the depth of N.
pub fn big_tree(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::of_width(BIG_COLUMNS);
    body.say(palette::ACCENT, lang, order_name(queens.selected()), &[]);
    let depth = queens.current().search().depth();
    big_tree_lines(&mut body, queens.tree(), depth, queens.n(), lang);
    body
}

/// The solutions' panel: the solutions each order found (every one, once counted), and the
/// solution browsed, its columns row by row.
pub fn solutions(queens: &QueensMode, lang: Lang) -> Body {
    let mut body = Body::default();
    body.say(
        palette::ACCENT,
        lang,
        Key::QueensSolutionsTitle,
        &[&queens.n()],
    );
    body.line(
        palette::TEXT_DIM,
        format_args!(
            "{:<ORDER_COLUMN$}{:>COUNT_COLUMN$}",
            lang.text(Key::QueensHeadOrder),
            lang.text(Key::QueensBigSolutions),
        ),
    );
    for order in Order::ALL {
        let colour = if order == queens.selected() {
            palette::ACCENT
        } else {
            palette::TEXT
        };
        let found = queens.lane(order).search().found();
        body.line(
            colour,
            format_args!(
                "{:<ORDER_COLUMN$}{:>COUNT_COLUMN$}",
                lang.text(order_short(order)),
                count(lang, found).as_str(),
            ),
        );
    }
    let Some(total) = queens.counted() else {
        if queens.pace() != Pace::Counting {
            body.say(palette::TEXT_DIM, lang, Key::QueensSolutionsNotYet, &[]);
        }
        return body;
    };
    let Some((browse, board)) = queens.browse().and_then(|b| Some((b, b.board()?))) else {
        return body;
    };
    let (number, total) = (
        In(lang, Thousands(browse.number)),
        In(lang, Thousands(total)),
    );
    body.say(
        palette::TEXT_GOOD,
        lang,
        Key::QueensSolutionShown,
        &[&number, &total],
    );
    body.say(palette::TEXT_DIM, lang, Key::QueensSolutionColumns, &[]);
    let mut columns: heapless::String<40> = heapless::String::new();
    for (row, col) in board[..queens.n()].iter().enumerate() {
        let _ = write!(
            columns,
            "{}{}",
            if row == 0 { "" } else { " " },
            Columns(col.map_or(0, |c| 1 << c))
        );
    }
    body.line(palette::TEXT, format_args!("{columns}"));
    body
}
