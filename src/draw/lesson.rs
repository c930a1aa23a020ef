//! The lesson's screen: the board as the chosen algorithm's search has it, and a panel with the
//! view's text (`lesson_text.rs`), the status line and a compact legend of the lesson's buttons.
//! In the projector view (Select) the panel shows the view's figures in large type
//! (`lesson_big.rs`) and the status line, with no legend.

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle, Triangle},
    text::{Baseline, Text},
};

use crate::{
    cellset::CellSet,
    digit::Digit,
    editor::{
        Editor,
        lesson::{Lesson, Pace, View},
        notes::no_notes,
    },
    lesson::{Event, Report, report::Possibility},
    logic::Candidates,
    size::Size,
    text::{Key as TextKey, Lang},
};

use super::{
    board::{Board, Marks},
    glyphs::Glyph,
    lesson_big,
    lesson_text::{self, Body, LINES, RACE_BAR_LINE, RACE_FIGURE_LINES, RACE_FIRST_LINE},
    palette,
    panel::{PANEL_X, draw_header, wrap},
    screen::EditorScreen,
};
use crate::draw::face::{FONT_6X10, FONT_10X20, Ink};

/// Left edge of the panel's text.
const TEXT_X: i32 = PANEL_X + 8;
/// Top of the body's first line.
const BODY_Y: i32 = 52;
/// Height of a body line.
const LINE: i32 = 12;
/// Top of the status lines.
const STATUS_Y: i32 = BODY_Y + LINES as i32 * LINE + 2;
/// Status lines shown.
const STATUS_LINES: usize = 3;
/// Top of the legend.
const LEGEND_Y: i32 = 216;
/// Height of a legend row.
const LEGEND_ROW: i32 = 14;

/// Top of the projector's first large line (under the header).
const BIG_Y: i32 = 50;
/// Height of a large line.
const BIG_LINE: i32 = 22;
/// Top of the projector's status lines (two, in the usual type), under the large lines.
const BIG_STATUS_Y: i32 = BIG_Y + lesson_big::BIG_LINES as i32 * BIG_LINE + 2;
// The large race's ten lines end above the status lines.
const _: () =
    assert!(BIG_Y + lesson_big::BIG_RACE_LINES as i32 * lesson_big::BIG_RACE_LINE <= BIG_STATUS_Y);
/// Height of a projector's status line.
const BIG_STATUS_LINE: i32 = 11;

/// Where the lesson's status line is (the emulator tests leave it out when it shows a time).
pub const LESSON_STATUS_AREA: Rectangle = Rectangle::new(
    Point::new(TEXT_X - 2, STATUS_Y),
    Extent::new(200, STATUS_LINES as u32 * LINE as u32),
);
/// Where the step view shows the time and the progress (left out by the emulator tests).
pub const STEP_TIME_AREA: Rectangle = Rectangle::new(
    Point::new(
        TEXT_X - 2,
        BODY_Y + lesson_text::STEP_TIME_LINE as i32 * LINE,
    ),
    Extent::new(200, 2 * LINE as u32),
);
/// Where the race view shows the figures that depend on the machine's speed (left out by the
/// emulator tests): each algorithm's counters and time, and the progress.
pub const RACE_FIGURES_AREA: Rectangle = Rectangle::new(
    Point::new(TEXT_X - 2, BODY_Y + RACE_FIRST_LINE as i32 * LINE),
    Extent::new(200, RACE_FIGURE_LINES as u32 * LINE as u32),
);

/// A legend item: the buttons, then what they do.
#[derive(Debug, Clone, Copy)]
pub(super) enum Key {
    /// Button glyphs.
    Glyphs(&'static [Glyph]),
    /// The D-pad's up and down (two small arrows).
    UpDown,
    /// The D-pad's left and right.
    LeftRight,
}

/// A legend row: items and their meaning.
type Row = &'static [(Key, TextKey)];

/// The legend while stopped, in every view (the map adds [`MAP_ROW`]).
const STOPPED: [Row; 3] = [
    &[
        (Key::Glyphs(&[Glyph::Square]), TextKey::LessonKeyStep),
        (Key::Glyphs(&[Glyph::Circle]), TextKey::LessonKeyPlay),
        (Key::Glyphs(&[Glyph::Cross]), TextKey::LessonKeyToEnd),
    ],
    &[
        (Key::Glyphs(&[Glyph::Triangle]), TextKey::LessonKeyBack),
        (
            Key::Glyphs(&[Glyph::Label("L"), Glyph::Label("R")]),
            TextKey::LessonKeyView,
        ),
        (Key::UpDown, TextKey::LessonKeyAlgorithm),
    ],
    &[
        (
            Key::Glyphs(&[Glyph::Label("SELECT")]),
            TextKey::LessonKeyProjector,
        ),
        (
            Key::Glyphs(&[Glyph::Label("START")]),
            TextKey::LessonKeyMenu,
        ),
    ],
];
/// The candidate map's extra row.
const MAP_ROW: Row = &[(Key::LeftRight, TextKey::LessonKeyDigit)];
/// The tree's extra row: Left/Right scroll its levels.
const TREE_ROW: Row = &[(Key::LeftRight, TextKey::LessonKeyScroll)];
/// The race's first row: Cross races the five.
const RACE_ROW: Row = &[
    (Key::Glyphs(&[Glyph::Square]), TextKey::LessonKeyStep),
    (Key::Glyphs(&[Glyph::Circle]), TextKey::LessonKeyPlay),
    (Key::Glyphs(&[Glyph::Cross]), TextKey::LessonKeyRace),
];
/// The legend while a search runs, in `lang` (its button's label is a word).
fn running(lang: Lang) -> [(Key, TextKey); 1] {
    // A glyph list lives as long as the program: one per language.
    const EN: &[Glyph] = &[Glyph::Label(Lang::En.text(TextKey::LessonAnyButton))];
    const FR: &[Glyph] = &[Glyph::Label(Lang::Fr.text(TextKey::LessonAnyButton))];
    let glyphs = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
    };
    [(Key::Glyphs(glyphs), TextKey::LessonKeyStop)]
}

/// The tag of each view.
pub const fn tag(view: View) -> TextKey {
    match view {
        View::Step => TextKey::LessonTagStep,
        View::History => TextKey::LessonTagHistory,
        View::Map => TextKey::LessonTagMap,
        View::Race => TextKey::LessonTagRace,
        View::Stack => TextKey::LessonTagStack,
        View::Graph => TextKey::LessonTagGraph,
        View::Tree => TextKey::LessonTagTree,
    }
}

/// The legend's rows for a view and pace: the buttons and their meanings.
fn legend_rows(
    view: View,
    pace: Pace,
    lang: Lang,
) -> heapless::Vec<heapless::Vec<(Key, TextKey), 3>, 4> {
    let mut rows = heapless::Vec::new();
    let mut push = |row: &[(Key, TextKey)]| {
        let _ = rows.push(row.iter().copied().collect());
    };
    if pace == Pace::Stopped {
        for (i, row) in STOPPED.iter().enumerate() {
            push(if i == 0 && view == View::Race {
                RACE_ROW
            } else {
                row
            });
        }
        if view == View::Map {
            push(MAP_ROW);
        }
        if view == View::Tree {
            push(TREE_ROW);
        }
    } else {
        push(&running(lang));
    }
    rows
}

/// The width in pixels of a legend row as drawn in `lang`.
pub(super) fn row_width(row: &[(Key, TextKey)], lang: Lang) -> i32 {
    row.iter()
        .map(|&(key, meaning)| key_width(key) + 3 + lang.text(meaning).chars().count() as i32 * 6)
        .sum::<i32>()
        + 8 * (row.len() as i32 - 1)
}

/// The width of a legend item's buttons.
fn key_width(key: Key) -> i32 {
    match key {
        Key::Glyphs(glyphs) => glyphs.iter().map(|g| g.width() as i32 + 3).sum::<i32>() - 3,
        Key::UpDown => 7,
        Key::LeftRight => 11,
    }
}

/// Width of the legend's rows.
pub const LEGEND_WIDTH: i32 = 192;

/// Whether every legend row of every view fits [`LEGEND_WIDTH`] in `lang` (the widest row's
/// width, if one does not).
pub fn legend_fits(lang: Lang) -> Result<(), i32> {
    for view in View::ALL {
        for pace in [Pace::Stopped, Pace::Fast] {
            for row in legend_rows(view, pace, lang) {
                let width = row_width(&row, lang);
                if width > LEGEND_WIDTH {
                    return Err(width);
                }
            }
        }
    }
    Ok(())
}

/// The lesson as the player sees it.
#[derive(Debug, Clone, Copy)]
pub struct LessonScreen<'a, S: Size> {
    /// The editor (its status line).
    pub editor: &'a Editor<S>,
    /// Its lesson.
    pub lesson: &'a Lesson<S>,
}

impl<S: Size> LessonScreen<'_, S> {
    /// The board of the chosen algorithm: its grid; the cell it is on (orange: a supposition,
    /// blue: forced); the next cell as the cursor, its row, column and box shaded, with the
    /// digits that fit it, or red when none does; a red frame after a backtrack. The candidate
    /// map shades the cells the digit can go in instead (the report's method: its possible
    /// flags, the cells where a dead end ruled the digit out in red).
    fn board<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let lesson = self.lesson;
        let lane = lesson.current();
        let grid = lane.run().grid();
        let mut notes = no_notes::<S>();
        let mut dead_end = CellSet::new();
        let mut marks = Marks::default();
        let mut last = None;
        let mut cursor = None;
        if lesson.view() == View::Map
            && let Some(report) = lane.run().report()
        {
            // The report's `disp_possible`: possible shaded, the dead ends' marks in red.
            let digit = lesson.digit();
            (marks.hint, dead_end) = report_map(report, digit);
            marks.same = Some(digit);
        } else if lesson.view() == View::Map {
            let digit = lesson.digit();
            if let Ok(candidates) = Candidates::from_grid(&grid) {
                marks.hint = crate::cell::Cell::all()
                    .filter(|&c| candidates.has(c, digit))
                    .collect();
            }
            marks.same = Some(digit);
        } else {
            match lane.run().next_cell() {
                Some((cell, 0)) => dead_end.insert(cell),
                Some((cell, free)) => {
                    // As the cursor: its row, column and box are shaded, where the digits are checked.
                    cursor = Some(cell);
                    notes[cell.index()] = free;
                }
                None => {}
            }
            last = lane.run().trying().map(|t| (t.cell, t.supposition));
        }
        marks.notes = Some(&notes);
        Board {
            layout: EditorScreen::<S>::layout(),
            grid: &grid,
            cursor,
            conflicts: dead_end,
            last,
            backtracked: matches!(lane.recent().last(), Some(Event::Backtracked(_))),
            marks,
        }
        .draw(target)
    }

    fn body(&self) -> Body {
        let lang = self.editor.lang();
        match self.lesson.view() {
            View::Step => lesson_text::step_view(self.lesson, lang),
            View::History => lesson_text::history_view(self.lesson, lang),
            View::Map => lesson_text::map_view(self.lesson, lang),
            View::Race => lesson_text::race_view(self.lesson, lang),
            View::Stack => lesson_text::stack::stack_view(self.lesson, lang),
            View::Graph => lesson_text::graph::graph_view(self.lesson, lang),
            View::Tree => lesson_text::tree::tree_view(self.lesson, lang),
        }
    }

    /// The race's progress bar: the share of the chosen walk's tree passed.
    fn bar<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let Some(passed) = self.lesson.current().run().passed() else {
            return Ok(());
        };
        let area = Rectangle::new(
            Point::new(TEXT_X, BODY_Y + RACE_BAR_LINE as i32 * LINE + 1),
            Extent::new(190, 8),
        );
        area.into_styled(PrimitiveStyle::with_stroke(palette::TEXT_DIM, 1))
            .draw(target)?;
        let filled = ((area.size.width - 2) as f64 * passed.clamp(0.0, 1.0)) as u32;
        target.fill_solid(
            &Rectangle::new(area.top_left + Point::new(1, 1), Extent::new(filled, 6)),
            palette::ACCENT,
        )
    }

    fn legend<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let lesson = self.lesson;
        let lang = self.editor.lang();
        let rows = legend_rows(lesson.view(), lesson.pace(), lang);
        let style = Ink::new(&FONT_6X10, palette::TEXT);
        target.fill_solid(
            &Rectangle::new(Point::new(TEXT_X, LEGEND_Y - 4), Extent::new(192, 1)),
            palette::TEXT_DIM,
        )?;
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
}

/// The report's `disp_possible` of `digit` on the board: the cells where it is possible, and
/// those where a dead end ruled it out.
fn report_map<S: Size>(report: &Report<S>, digit: Digit<S>) -> (CellSet<S>, CellSet<S>) {
    let cells = || crate::cell::Cell::<S>::all();
    let possible = cells()
        .filter(|&c| report.possibility(c, digit) == Possibility::Possible)
        .collect();
    let ruled = cells()
        .filter(|&c| lesson_text::report::ruled_out(report, c, digit))
        .collect();
    (possible, ruled)
}

/// Draws `key` at `at`; returns the x just after it.
pub(super) fn draw_key<D: DrawTarget<Color = Rgb888>>(
    key: Key,
    at: Point,
    target: &mut D,
) -> Result<i32, D::Error> {
    let arrow = |points: [Point; 3]| {
        Triangle::new(at + points[0], at + points[1], at + points[2])
            .into_styled(PrimitiveStyle::with_fill(palette::TEXT_DIM))
    };
    match key {
        Key::Glyphs(glyphs) => {
            let mut x = at.x;
            for glyph in glyphs {
                glyph.draw_at(Point::new(x, at.y), target)?;
                x += glyph.width() as i32 + 3;
            }
            Ok(x - 3)
        }
        Key::UpDown => {
            arrow([Point::new(3, 0), Point::new(0, 4), Point::new(6, 4)]).draw(target)?;
            arrow([Point::new(0, 6), Point::new(6, 6), Point::new(3, 10)]).draw(target)?;
            Ok(at.x + 7)
        }
        Key::LeftRight => {
            arrow([Point::new(0, 5), Point::new(4, 2), Point::new(4, 8)]).draw(target)?;
            arrow([Point::new(6, 2), Point::new(10, 5), Point::new(6, 8)]).draw(target)?;
            Ok(at.x + 11)
        }
    }
}

impl<S: Size> Drawable for LessonScreen<'_, S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.clear(palette::BACKGROUND)?;
        match self.lesson.view() {
            View::Stack => stack::board(self.lesson, target)?,
            View::Graph => graph::board(self.lesson, target)?,
            View::Tree => tree::board(&tree::Plot::of(self.lesson), self.editor.lang(), target)?,
            _ => self.board(target)?,
        }
        let lang = self.editor.lang();
        draw_header(
            target,
            lang,
            S::NAME,
            (lang.text(tag(self.lesson.view())), palette::LAST_GUESS),
        )?;
        if self.lesson.is_projected() {
            self.projected(target)?;
            return self.step_box(target);
        }
        for (i, (line, colour)) in self.body().lines.iter().enumerate() {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, BODY_Y + i as i32 * LINE),
                Ink::new(&FONT_6X10, *colour),
                Baseline::Top,
            )
            .draw(target)?;
        }
        if self.lesson.view() == View::Race {
            self.bar(target)?;
        }
        if self.lesson.view() == View::Graph {
            graph::swatches::<S, D>(target)?;
        }
        let status = self.editor.status();
        let ink = ink(status.tone());
        for (i, line) in wrap(status.text(), lesson_text::COLUMNS)
            .take(STATUS_LINES)
            .enumerate()
        {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, STATUS_Y + i as i32 * LINE),
                Ink::new(&FONT_6X10, ink),
                Baseline::Top,
            )
            .draw(target)?;
        }
        self.legend(target)?;
        self.step_box(target)
    }
}

impl<S: Size> LessonScreen<'_, S> {
    /// The number box of *Go to step*, over the board, while open.
    fn step_box<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let Some(step_box) = self.lesson.step_box() else {
            return Ok(());
        };
        super::goto::NumberBox {
            number: step_box.number,
            place: step_box.place,
            width: step_box.width,
            of: self.lesson.current().furthest(),
            title: TextKey::LessonGoToTitle,
            of_key: TextKey::LessonGoToReached,
            confirm: step_box.confirm,
            lang: self.editor.lang(),
        }
        .draw(target)
    }
}

impl<S: Size> LessonScreen<'_, S> {
    /// The projector's panel: the view's large body, then the status line in two lines.
    fn projected<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let lang = self.editor.lang();
        let body = lesson_big::big_view(self.lesson, lang);
        let pitch = if self.lesson.view() == View::Race {
            lesson_big::BIG_RACE_LINE
        } else {
            BIG_LINE
        };
        for (i, (line, colour)) in body.lines.iter().enumerate() {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, BIG_Y + i as i32 * pitch),
                Ink::new(&FONT_10X20, *colour),
                Baseline::Top,
            )
            .draw(target)?;
        }
        let status = self.editor.status();
        for (i, line) in wrap(status.text(), lesson_text::COLUMNS)
            .take(2)
            .enumerate()
        {
            Text::with_baseline(
                line,
                Point::new(TEXT_X, BIG_STATUS_Y + i as i32 * BIG_STATUS_LINE),
                Ink::new(&FONT_6X10, ink(status.tone())),
                Baseline::Top,
            )
            .draw(target)?;
        }
        Ok(())
    }
}

/// The status line's colour for its tone.
fn ink(tone: crate::editor::status::Tone) -> Rgb888 {
    match tone {
        crate::editor::status::Tone::Info => palette::TEXT_DIM,
        crate::editor::status::Tone::Good => palette::TEXT_GOOD,
        crate::editor::status::Tone::Bad => palette::TEXT_BAD,
    }
}

// The lesson's second part (issue 28): the views that draw a board of their own.
pub mod graph;
pub mod stack;
pub mod tree;

#[cfg(test)]
mod tests;
