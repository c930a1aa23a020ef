//! The whole editor screen: board, panel and, when open, the menu.

use core::fmt::Write;

use embedded_graphics::{
    geometry::Size as Extent, pixelcolor::Rgb888, prelude::*, primitives::Rectangle,
};

use crate::{
    cellset::CellSet,
    editor::{Editor, Mode, play::Clock},
    preferences::Mistakes,
    size::{GridSize, Size},
    text::{Counted, In, Key},
};

use super::{
    SCREEN_HEIGHT,
    board::Marks,
    board::{BOARD_SPACE, Board, Layout},
    game::{DigitsLeft, NotesZoom},
    glyphs::Glyph,
    palette,
    panel::{LEGEND, LegendRow, PANEL_X, Panel, STATUS_COLUMNS, STATUS_LINES, wrap},
};

/// The legend in play mode.
pub const PLAY_LEGEND: [LegendRow; 10] = [
    (&[Glyph::DPad], Key::LegendMove),
    (
        &[Glyph::Label("SELECT"), Glyph::Plus, Glyph::DPad],
        Key::LegendJumpBox,
    ),
    (&[Glyph::Stick], Key::LegendFlickNote),
    (
        &[Glyph::Circle, Glyph::Or, Glyph::Label("R")],
        Key::LegendPlayUp,
    ),
    (
        &[Glyph::Cross, Glyph::Or, Glyph::Label("L")],
        Key::LegendPlayDown,
    ),
    (&[Glyph::Square], Key::LegendHintMark),
    (&[Glyph::Triangle], Key::LegendErase),
    (
        &[Glyph::Label("L"), Glyph::Plus, Glyph::Label("R")],
        Key::LegendPencil,
    ),
    (&[Glyph::Label("SELECT")], Key::LegendUndoRedo),
    (&[Glyph::Label("START")], Key::LegendMenu),
];

/// Top-left corner of the space the board is centred in.
pub const BOARD_ORIGIN: Point = Point::new(6, 6);
/// Centre of the board's space, where list boxes go.
pub const BOARD_CENTRE: Point = Point::new(6 + BOARD_SPACE as i32 / 2, 6 + BOARD_SPACE as i32 / 2);

/// The editor as the player sees it.
#[derive(Debug, Clone, Copy)]
pub struct EditorScreen<'a, S: Size> {
    /// The state to show.
    pub editor: &'a Editor<S>,
}

impl<S: Size> EditorScreen<'_, S> {
    /// The board's layout on this screen.
    pub fn layout() -> Layout<S> {
        Layout::new(BOARD_ORIGIN)
    }

    /// The mode tag's text and its colour.
    pub fn tag(&self) -> (Key, Rgb888) {
        match self.editor.mode() {
            Mode::Edit => (Key::TagEdit, palette::ACCENT),
            Mode::Search { watch: false } => (Key::TagSolving, palette::LAST_FORCED),
            Mode::Search { watch: true } => (Key::TagWatch, palette::LAST_GUESS),
            Mode::Solved { unique: true } => (Key::TagSolved, palette::TEXT_GOOD),
            Mode::Solved { unique: false } => (Key::TagNotUnique, palette::TEXT_BAD),
            Mode::Benchmark => (Key::TagBenchmark, palette::TEXT_DIM),
            Mode::Generate => (Key::TagMaking, palette::ACCENT),
            Mode::Count => (Key::TagCounting, palette::ACCENT),
            Mode::Lesson => (Key::TagLesson, palette::LAST_GUESS),
            Mode::Play if self.editor.play().finished => (Key::TagFinished, palette::TEXT_GOOD),
            Mode::Play if self.editor.play().paused => (Key::TagPaused, palette::TEXT_DIM),
            Mode::Play if self.editor.play().notes_mode => {
                (Key::TagPlayNotes, palette::GLYPH_SQUARE)
            }
            Mode::Play => (Key::TagPlay, palette::GLYPH_TRIANGLE),
        }
    }
}

/// The parts of `outer` outside `inner` (which lies within it): the strips above, below, left
/// and right of it.
fn around(outer: Rectangle, inner: Rectangle) -> [Rectangle; 4] {
    let (top, bottom) = (
        inner.top_left.y,
        inner.top_left.y + inner.size.height as i32,
    );
    let (left, right) = (inner.top_left.x, inner.top_left.x + inner.size.width as i32);
    let (x0, y0) = (outer.top_left.x, outer.top_left.y);
    let (x1, y1) = (x0 + outer.size.width as i32, y0 + outer.size.height as i32);
    let span = |a: i32, b: i32| (b - a).max(0) as u32;
    [
        Rectangle::new(Point::new(x0, y0), Extent::new(span(x0, x1), span(y0, top))),
        Rectangle::new(
            Point::new(x0, bottom),
            Extent::new(span(x0, x1), span(bottom, y1)),
        ),
        Rectangle::new(
            Point::new(x0, top),
            Extent::new(span(x0, left), span(top, bottom)),
        ),
        Rectangle::new(
            Point::new(right, top),
            Extent::new(span(right, x1), span(top, bottom)),
        ),
    ]
}

impl<S: Size> Drawable for EditorScreen<'_, S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let editor = self.editor;
        if let Some(lesson) = editor.lesson() {
            return super::lesson::LessonScreen { editor, lesson }.draw(target);
        }
        // The panel fills the right of the screen and the board its square: only the rest is
        // cleared (a redraw at the idle clock writes each pixel about once).
        let left = Rectangle::new(Point::zero(), Extent::new(PANEL_X as u32, SCREEN_HEIGHT));
        for strip in around(left, Self::layout().bounds()) {
            target.fill_solid(&strip, palette::BACKGROUND)?;
        }
        let searching = editor.is_busy();
        let playing = editor.mode() == Mode::Play;
        let play = editor.play();
        let watch = editor.watch();
        let cursor = (!searching).then_some(editor.cursor());
        let step = editor.hint_highlight();
        let marks = Marks {
            notes: playing.then_some(editor.notes()),
            same: cursor.and_then(|c| editor.grid().digit(c)),
            hint: step.as_ref().map_or(CellSet::new(), |s| s.targets),
            step: step.as_ref(),
            pointer: (playing && play.notes_mode).then_some(play.pointer),
            hidden: playing && play.paused,
            paused: editor.lang().text(Key::TagPaused),
        };
        Board {
            layout: Self::layout(),
            grid: editor.grid(),
            cursor,
            conflicts: editor.conflicts(),
            last: watch.last,
            backtracked: watch.backtracked,
            marks,
        }
        .draw(target)?;
        let lang = editor.lang();
        let mut footer: heapless::String<80> = heapless::String::new();
        let cursor = In(lang, &editor.cursor());
        let _ = if playing && play.mistakes != Mistakes::Off {
            let time = Clock(play.elapsed_ms);
            let made = Counted(play.mistakes_made.into(), Key::MistakeOne, Key::MistakeMany);
            let made = In(lang, &made);
            write!(
                footer,
                "{}",
                lang.say(Key::FooterTimeMistakes, &[&cursor, &time, &made])
            )
        } else if playing {
            let time = Clock(play.elapsed_ms);
            write!(footer, "{}", lang.say(Key::FooterTime, &[&cursor, &time]))
        } else {
            let givens = Counted(
                editor.grid().given_count() as u64,
                Key::GivenOne,
                Key::GivenMany,
            );
            let givens = In(lang, &givens);
            write!(
                footer,
                "{}",
                lang.say(Key::FooterGivens, &[&cursor, &givens])
            )
        };
        let legend: &[LegendRow] = if playing { &PLAY_LEGEND } else { &LEGEND };
        let mut size: heapless::String<16> = heapless::String::new();
        let _ = write!(size, "{}", In(lang, &GridSize::of::<S>()));
        let (tag, colour) = self.tag();
        // In a game the digits still to place take the status's last line, unless the status
        // needs it (a long hint): then they wait until the next message.
        let status_lines = wrap(editor.status().text(), STATUS_COLUMNS).count();
        let digits_row = playing && !play.paused && status_lines < STATUS_LINES;
        Panel {
            lang,
            size: &size,
            tag: (lang.text(tag), colour),
            status: editor.status(),
            status_lines: if digits_row {
                STATUS_LINES - 1
            } else {
                STATUS_LINES
            },
            footer: &footer,
            legend,
        }
        .draw(target)?;
        if digits_row {
            DigitsLeft::<S> {
                left: &editor.digits_left(),
                size: core::marker::PhantomData,
            }
            .draw(target)?;
        }
        if playing && !play.paused {
            // Cells too small for readable marks: the cursor cell's, large, in the panel.
            if Self::layout().cell / (S::BOX as u32) < 8 {
                NotesZoom::<S> {
                    notes: editor.notes()[editor.cursor().index()],
                    pointer: play.notes_mode.then_some(play.pointer),
                }
                .draw(target)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{cell::Cell, draw::Canvas, size::Nine};
    use std::boxed::Box;

    #[test]
    fn the_strips_around_a_rectangle_and_the_rectangle_cover_the_outer_once() {
        let outer = Rectangle::new(Point::new(2, 3), Extent::new(40, 30));
        for inner in [
            Rectangle::new(Point::new(10, 8), Extent::new(12, 9)),
            Rectangle::new(Point::new(2, 3), Extent::new(40, 30)),
            Rectangle::new(Point::new(2, 10), Extent::new(5, 23)),
        ] {
            let strips = around(outer, inner);
            for y in 0..40 {
                for x in 0..50 {
                    let at = Point::new(x, y);
                    let times = strips.iter().filter(|s| s.contains(at)).count()
                        + usize::from(inner.contains(at));
                    assert_eq!(
                        times,
                        usize::from(outer.contains(at)),
                        "{at:?} in {inner:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_boot_screen_shows_an_empty_grid_with_the_cursor_top_left() {
        let editor: Box<Editor<Nine>> = Box::default();
        let mut canvas = Box::new(Canvas::new());
        EditorScreen { editor: &editor }
            .draw(canvas.as_mut())
            .unwrap();
        let layout = EditorScreen::<Nine>::layout();
        let at = |cell: Cell<Nine>| {
            let c = layout.cell_area(cell).center();
            canvas.pixel(c.x as u32, c.y as u32)
        };
        assert_eq!(at(Cell::new(0, 0).unwrap()), Some(palette::CURSOR));
        assert_eq!(at(Cell::new(0, 5).unwrap()), Some(palette::PEER));
        assert_eq!(at(Cell::new(5, 5).unwrap()), Some(palette::CELL));
        assert_eq!(canvas.pixel(2, 2), Some(palette::BACKGROUND));
    }
}
