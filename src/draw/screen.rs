//! The whole editor screen: board, panel and, when open, the menu.

use core::fmt::Write;

use embedded_graphics::{pixelcolor::Rgb888, prelude::*};

use crate::{
    editor::{Editor, Mode, play::Clock, play::Mistakes, status::Counted},
    size::Size,
};

use super::{
    board::Marks,
    board::{BOARD_SPACE, Board, Layout},
    game::{DigitsLeft, NotesZoom},
    glyphs::Glyph,
    palette,
    panel::{LEGEND, LegendRow, Panel, STATUS_LINES},
};

/// The legend in play mode.
pub const PLAY_LEGEND: [LegendRow; 10] = [
    (&[Glyph::DPad], "move"),
    (
        &[Glyph::Label("SELECT"), Glyph::Plus, Glyph::DPad],
        "jump a box",
    ),
    (&[Glyph::Stick], "flick: digit/note"),
    (
        &[Glyph::Circle, Glyph::Or, Glyph::Label("R")],
        "digit / note up",
    ),
    (
        &[Glyph::Cross, Glyph::Or, Glyph::Label("L")],
        "digit / note down",
    ),
    (&[Glyph::Square], "hint / mark note"),
    (&[Glyph::Triangle], "erase the cell"),
    (
        &[Glyph::Label("L"), Glyph::Plus, Glyph::Label("R")],
        "pencil marks",
    ),
    (&[Glyph::Label("SELECT")], "undo; + R: redo"),
    (&[Glyph::Label("START")], "menu"),
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

    /// The mode tag and its colour.
    fn tag(&self) -> (&'static str, Rgb888) {
        match self.editor.mode() {
            Mode::Edit => ("EDIT", palette::ACCENT),
            Mode::Search { watch: false } => ("SOLVING", palette::LAST_FORCED),
            Mode::Search { watch: true } => ("WATCH", palette::LAST_GUESS),
            Mode::Solved { unique: true } => ("SOLVED", palette::TEXT_GOOD),
            Mode::Solved { unique: false } => ("NOT UNIQUE", palette::TEXT_BAD),
            Mode::Benchmark => ("BENCHMARK", palette::TEXT_DIM),
            Mode::Generate => ("MAKING", palette::ACCENT),
            Mode::Count => ("COUNTING", palette::ACCENT),
            Mode::Lesson => ("LESSON", palette::LAST_GUESS),
            Mode::Play if self.editor.play().finished => ("SOLVED!", palette::TEXT_GOOD),
            Mode::Play if self.editor.play().paused => ("PAUSED", palette::TEXT_DIM),
            Mode::Play if self.editor.play().notes_mode => ("PLAY: NOTES", palette::GLYPH_SQUARE),
            Mode::Play => ("PLAY", palette::GLYPH_TRIANGLE),
        }
    }
}

impl<S: Size> Drawable for EditorScreen<'_, S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let editor = self.editor;
        if let Some(lesson) = editor.lesson() {
            return super::lesson::LessonScreen { editor, lesson }.draw(target);
        }
        target.clear(palette::BACKGROUND)?;
        let searching = editor.is_busy();
        let playing = editor.mode() == Mode::Play;
        let play = editor.play();
        let watch = editor.watch();
        let cursor = (!searching).then_some(editor.cursor());
        let marks = Marks {
            notes: playing.then_some(editor.notes()),
            same: cursor.and_then(|c| editor.grid().digit(c)),
            hint: editor.hint_cells(),
            pointer: (playing && play.notes_mode).then_some(play.pointer),
            hidden: playing && play.paused,
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
        let mut footer: heapless::String<40> = heapless::String::new();
        let grid = editor.grid();
        let _ = if playing && play.mistakes != Mistakes::Off {
            write!(
                footer,
                "{}  time {}  {}",
                editor.cursor(),
                Clock(play.elapsed_ms),
                Counted(play.mistakes_made.into(), "mistake", "mistakes")
            )
        } else if playing {
            write!(
                footer,
                "{}   time {}",
                editor.cursor(),
                Clock(play.elapsed_ms)
            )
        } else {
            write!(
                footer,
                "{}   {}",
                editor.cursor(),
                Counted(grid.given_count() as u64, "given", "givens")
            )
        };
        let legend: &[LegendRow] = if playing { &PLAY_LEGEND } else { &LEGEND };
        Panel {
            size: S::NAME,
            tag: self.tag(),
            status: editor.status(),
            status_lines: if playing {
                STATUS_LINES - 1
            } else {
                STATUS_LINES
            },
            footer: &footer,
            legend,
        }
        .draw(target)?;
        if playing && !play.paused {
            DigitsLeft::<S> {
                left: &editor.digits_left(),
                size: core::marker::PhantomData,
            }
            .draw(target)?;
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
