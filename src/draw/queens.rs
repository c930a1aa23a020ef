//! The N queens' screen (`crate::app::queens`): the chessboard on the left, the panel on the
//! right as the lesson's, in its usual type or the projector's large type (Select).
//!
//! The board: light and dark squares, rows and columns numbered from 1 as the panel names them
//! (`r3c5`); a queen is a crown, blue on a solution; the square the last step put a queen on is
//! lit (orange when columns are left to try in its row, yellow on its row's last), the square a
//! backtrack emptied is red; in the rows without a queen the attacked squares are shaded, so a
//! row with none left shows why the search goes back; each queen's row rings the columns still
//! to try there (the stack of choices, on the board). A solution browsed is drawn alone.
//!
//! The panel: N and the order, the step and the solutions found, what the last step did, the
//! race of the two orders (placements and backtracks), the deepest levels of the stack of
//! choices, the status line and the legend (`queens_text.rs` writes the texts). The other
//! views (L and R) show the last steps, the exploration tree where the board goes (the
//! lesson's drawing, `lesson/tree.rs`) or the solutions (`queens_views.rs`).

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{Circle, PrimitiveStyle, Rectangle, Triangle},
    text::{Baseline, Text},
};

use crate::{
    app::queens::{QueensMode, View},
    lesson::{Event, Search, queens::MAX},
    text::{Key as TextKey, Lang},
};

use super::{
    board::BOARD_SPACE,
    glyphs::Glyph,
    lesson::{Key, draw_key, row_width, tree},
    lesson_big, lesson_text, palette,
    panel::{PANEL_X, draw_header, wrap},
    queens_text, queens_views,
    screen::BOARD_ORIGIN,
};
use crate::draw::face::{FONT_6X10, FONT_10X20, Ink};

/// Room left of and above the squares for the rows' and columns' numbers.
const LABELS: i32 = 12;
/// Left edge of the panel's text.
const TEXT_X: i32 = PANEL_X + 8;
/// Top of the body's first line.
const BODY_Y: i32 = 52;
/// Height of a body line.
const LINE: i32 = 12;
/// Top of the status lines.
const STATUS_Y: i32 = BODY_Y + lesson_text::LINES as i32 * LINE + 2;
/// Status lines shown.
const STATUS_LINES: usize = 3;
/// Top of the legend.
const LEGEND_Y: i32 = 216;
/// Height of a legend row.
const LEGEND_ROW: i32 = 14;
/// Width of the legend's rows.
pub const LEGEND_WIDTH: i32 = 192;
/// Top of the projector's first large line.
const BIG_Y: i32 = 50;
/// Height of a large line.
const BIG_LINE: i32 = 22;
/// Top of the projector's status lines.
const BIG_STATUS_Y: i32 = BIG_Y + lesson_big::BIG_LINES as i32 * BIG_LINE + 2;

/// A dark square.
pub const DARK: Rgb888 = Rgb888::new(0xC4, 0xCB, 0xD8);
/// A light square a queen attacks, in a row without a queen.
pub const ATTACKED: Rgb888 = Rgb888::new(0xF2, 0xCF, 0xCB);
/// A dark square a queen attacks, in a row without a queen.
pub const ATTACKED_DARK: Rgb888 = Rgb888::new(0xCF, 0xA7, 0xA8);

/// A legend row: items and their meaning.
type Row = &'static [(Key, TextKey)];

/// The legend while stopped, in every view but the solutions'.
const STOPPED: [Row; 4] = [
    &[
        (Key::Glyphs(&[Glyph::Square]), TextKey::LessonKeyStep),
        (Key::Glyphs(&[Glyph::Circle]), TextKey::LessonKeyPlay),
        (Key::Glyphs(&[Glyph::Cross]), TextKey::QueensKeySolution),
    ],
    &[
        (Key::Glyphs(&[Glyph::Triangle]), TextKey::LessonKeyBack),
        (Key::UpDown, TextKey::QueensKeyOrder),
    ],
    &[
        (
            Key::Glyphs(&[Glyph::Label("L"), Glyph::Label("R")]),
            TextKey::LessonKeyView,
        ),
        (Key::LeftRight, TextKey::QueensKeySide),
    ],
    MENU_ROW,
];

/// The solutions view's legend while stopped: Left and Right count, then browse.
const SOLUTIONS: [Row; 4] = [
    STOPPED[0],
    STOPPED[1],
    &[
        (
            Key::Glyphs(&[Glyph::Label("L"), Glyph::Label("R")]),
            TextKey::LessonKeyView,
        ),
        (Key::LeftRight, TextKey::QueensKeyCount),
    ],
    MENU_ROW,
];

/// The legend's last row: the projector and the menu.
const MENU_ROW: Row = &[
    (
        Key::Glyphs(&[Glyph::Label("SELECT")]),
        TextKey::LessonKeyProjector,
    ),
    (
        Key::Glyphs(&[Glyph::Label("START")]),
        TextKey::LessonKeyMenu,
    ),
];

/// The legend's rows in `view`, while stopped or running.
fn legend_rows(view: View, busy: bool, lang: Lang) -> &'static [Row] {
    if busy {
        // One row: a static slice of the language's.
        match lang {
            Lang::En => &[EN_RUNNING],
            Lang::Fr => &[FR_RUNNING],
        }
    } else if view == View::Solutions {
        &SOLUTIONS
    } else {
        &STOPPED
    }
}

/// The legend while a search runs, in each language (its button's label is a word).
const EN_RUNNING: Row = &[(
    Key::Glyphs(&[Glyph::Label(Lang::En.text(TextKey::LessonAnyButton))]),
    TextKey::LessonKeyStop,
)];
const FR_RUNNING: Row = &[(
    Key::Glyphs(&[Glyph::Label(Lang::Fr.text(TextKey::LessonAnyButton))]),
    TextKey::LessonKeyStop,
)];

/// Whether every legend row fits [`LEGEND_WIDTH`] in `lang` (the widest row's width, if one
/// does not).
pub fn legend_fits(lang: Lang) -> Result<(), i32> {
    for (view, busy) in View::ALL.into_iter().flat_map(|v| [(v, false), (v, true)]) {
        for row in legend_rows(view, busy, lang) {
            let width = row_width(row, lang);
            if width > LEGEND_WIDTH {
                return Err(width);
            }
        }
    }
    Ok(())
}

/// The N queens as the player sees them.
#[derive(Debug, Clone, Copy)]
pub struct QueensScreen<'a> {
    /// The mode.
    pub queens: &'a QueensMode,
    /// The language of the panel.
    pub lang: Lang,
}

/// Where the squares are: the top-left corner of the board and a square's side.
pub fn squares(n: usize) -> (Point, i32) {
    let room = BOARD_SPACE as i32 - LABELS;
    let side = room / n as i32;
    let margin = (room - side * n as i32) / 2;
    (
        BOARD_ORIGIN + Point::new(LABELS + margin, LABELS + margin),
        side,
    )
}

impl QueensScreen<'_> {
    fn board<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let queens = self.queens;
        let n = queens.n();
        let (corner, side) = squares(n);
        let lane = queens.current();
        let search = lane.search();
        let browsed = queens.browse().and_then(|b| b.board());
        let board = browsed.unwrap_or_else(|| search.board());
        let solution = board[..n].iter().all(Option::is_some);
        let (mut lit, mut left) = (None, [0u16; MAX]);
        if browsed.is_none() {
            lit = match lane.recent().last() {
                Some(Event::Placed {
                    cell, supposition, ..
                }) => Some((
                    cell,
                    if supposition {
                        palette::LAST_GUESS
                    } else {
                        palette::CURSOR
                    },
                )),
                Some(Event::Backtracked(Some(cell))) => Some((cell, palette::CONFLICT_BG)),
                _ => None,
            };
            for choice in search.choices() {
                left[usize::from(choice.place.row)] = choice.left;
            }
        }
        let dim = Ink::new(&FONT_6X10, palette::TEXT_DIM);
        for row in 0..n {
            let free = search.free(row);
            let y = corner.y + row as i32 * side;
            let mut label: heapless::String<4> = heapless::String::new();
            let _ = core::fmt::write(&mut label, format_args!("{}", row + 1));
            let x = corner.x - 2 - 6 * label.len() as i32;
            Text::with_baseline(&label, Point::new(x, y + side / 2 - 5), dim, Baseline::Top)
                .draw(target)?;
            for col in 0..n {
                let x = corner.x + col as i32 * side;
                let dark = (row + col) % 2 == 1;
                let attacked = browsed.is_none() && board[row].is_none() && free & (1 << col) == 0;
                let mut colour = match (dark, attacked) {
                    (false, false) => palette::CELL,
                    (true, false) => DARK,
                    (false, true) => ATTACKED,
                    (true, true) => ATTACKED_DARK,
                };
                if let Some((cell, light)) = lit
                    && usize::from(cell.row) == row
                    && usize::from(cell.col) == col
                {
                    colour = light;
                }
                let square =
                    Rectangle::new(Point::new(x, y), Extent::new(side as u32, side as u32));
                target.fill_solid(&square, colour)?;
                if board[row] == Some(col as u8) {
                    let ink = if solution {
                        palette::SOLVED
                    } else {
                        palette::GIVEN
                    };
                    crown(target, Point::new(x, y), side, ink)?;
                } else if left[row] & (1 << col) != 0 {
                    Circle::with_center(Point::new(x + side / 2, y + side / 2), (side / 4) as u32)
                        .into_styled(PrimitiveStyle::with_stroke(palette::NOTE, 1))
                        .draw(target)?;
                }
            }
        }
        for col in 0..n {
            let mut label: heapless::String<4> = heapless::String::new();
            let _ = core::fmt::write(&mut label, format_args!("{}", col + 1));
            let x = corner.x + col as i32 * side + side / 2 - 3 * label.len() as i32;
            Text::with_baseline(&label, Point::new(x, corner.y - 11), dim, Baseline::Top)
                .draw(target)?;
        }
        if let Some((cell, palette::CONFLICT_BG)) = lit {
            let at = corner + Point::new(i32::from(cell.col) * side, i32::from(cell.row) * side);
            Rectangle::new(at, Extent::new(side as u32, side as u32))
                .into_styled(PrimitiveStyle::with_stroke(palette::BACKTRACK, 2))
                .draw(target)?;
        }
        Rectangle::new(
            corner,
            Extent::new((side * n as i32) as u32, (side * n as i32) as u32),
        )
        .into_styled(PrimitiveStyle::with_stroke(palette::BOX_LINE, 1))
        .draw(target)
    }

    fn legend<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let lang = self.lang;
        let style = Ink::new(&FONT_6X10, palette::TEXT);
        target.fill_solid(
            &Rectangle::new(Point::new(TEXT_X, LEGEND_Y - 4), Extent::new(192, 1)),
            palette::TEXT_DIM,
        )?;
        let rows = legend_rows(self.queens.view(), self.queens.is_busy(), lang);
        for (r, row) in rows.iter().enumerate() {
            let y = LEGEND_Y + r as i32 * LEGEND_ROW;
            let mut x = TEXT_X;
            for &(key, meaning) in row.iter() {
                let meaning = lang.text(meaning);
                x = draw_key(key, Point::new(x, y), target)? + 3;
                Text::with_baseline(meaning, Point::new(x, y + 1), style, Baseline::Top)
                    .draw(target)?;
                x += meaning.chars().count() as i32 * 6 + 8;
            }
        }
        Ok(())
    }

    /// The status line, wrapped, `lines` at most, `height` apart from `top`.
    fn status<D: DrawTarget<Color = Rgb888>>(
        &self,
        target: &mut D,
        top: i32,
        lines: usize,
        height: i32,
    ) -> Result<(), D::Error> {
        let (text, colour) = queens_text::status(self.queens, self.lang);
        for (i, line) in wrap(&text, lesson_text::COLUMNS).take(lines).enumerate() {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, top + i as i32 * height),
                Ink::new(&FONT_6X10, colour),
                Baseline::Top,
            )
            .draw(target)?;
        }
        Ok(())
    }
}

/// A queen: a crown of three points on a band, in `ink`, in the square at `at` of side `side`.
fn crown<D: DrawTarget<Color = Rgb888>>(
    target: &mut D,
    at: Point,
    side: i32,
    ink: Rgb888,
) -> Result<(), D::Error> {
    let p = |x: i32, y: i32| at + Point::new(side * x / 100, side * y / 100);
    let fill = PrimitiveStyle::with_fill(ink);
    for (left, top, right) in [
        (p(22, 62), p(20, 24), p(46, 62)),
        (p(34, 62), p(50, 16), p(66, 62)),
        (p(54, 62), p(80, 24), p(78, 62)),
    ] {
        Triangle::new(left, top, right)
            .into_styled(fill)
            .draw(target)?;
    }
    let ball = (side / 8).max(2) as u32;
    for tip in [p(20, 24), p(50, 16), p(80, 24)] {
        Circle::with_center(tip, ball)
            .into_styled(fill)
            .draw(target)?;
    }
    Rectangle::with_corners(p(22, 60), p(78, 70))
        .into_styled(fill)
        .draw(target)?;
    Rectangle::with_corners(p(16, 74), p(84, 82))
        .into_styled(fill)
        .draw(target)
}

impl Drawable for QueensScreen<'_> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.clear(palette::BACKGROUND)?;
        let view = self.queens.view();
        if view == View::Tree {
            tree::board(&queens_views::plot(self.queens), self.lang, target)?;
        } else {
            self.board(target)?;
        }
        let mut size: heapless::String<8> = heapless::String::new();
        let _ = core::fmt::write(&mut size, format_args!("{0}x{0}", self.queens.n()));
        draw_header(
            target,
            self.lang,
            &size,
            (self.lang.text(TextKey::TagQueens), palette::LAST_GUESS),
        )?;
        if self.queens.is_projected() {
            let body = match view {
                View::Step | View::Solutions => queens_text::big(self.queens, self.lang),
                View::History => queens_views::big_history(self.queens, self.lang),
                View::Tree => queens_views::big_tree(self.queens, self.lang),
            };
            for (i, (line, colour)) in body.lines.iter().enumerate() {
                Text::with_baseline(
                    line,
                    Point::new(TEXT_X, BIG_Y + i as i32 * BIG_LINE),
                    Ink::new(&FONT_10X20, *colour),
                    Baseline::Top,
                )
                .draw(target)?;
            }
            return self.status(target, BIG_STATUS_Y, 2, 11);
        }
        let body = match view {
            View::Step => queens_text::panel(self.queens, self.lang),
            View::History => queens_views::history(self.queens, self.lang),
            View::Tree => queens_views::tree(self.queens, self.lang),
            View::Solutions => queens_views::solutions(self.queens, self.lang),
        };
        for (i, (line, colour)) in body.lines.iter().enumerate() {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, BODY_Y + i as i32 * LINE),
                Ink::new(&FONT_6X10, *colour),
                Baseline::Top,
            )
            .draw(target)?;
        }
        self.status(target, STATUS_Y, STATUS_LINES, LINE)?;
        self.legend(target)
    }
}

#[cfg(test)]
mod tests;
