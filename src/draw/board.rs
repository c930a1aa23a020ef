//! The board: cells, lines and digits of a grid of any size, laid out for the PSP's screen.

use core::marker::PhantomData;

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{Line, PrimitiveStyle, Rectangle},
    text::{Alignment, Baseline, Text, TextStyleBuilder},
};

use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    editor::notes::Notes,
    grid::{Entry, Grid},
    logic::{Highlight, LinkKind, Node},
    size::{Nine, Size},
};

use super::palette;
use crate::draw::face::{
    FONT_4X6, FONT_5X7, FONT_6X10, FONT_7X13_BOLD, FONT_10X20, Face, Ink, PROFONT_24_POINT,
};

/// Width of the lines between boxes (and around the board).
const THICK: u32 = 2;
/// Width of the lines between cells inside a box.
const THIN: u32 = 1;
/// Side of the square the board must fit in.
pub const BOARD_SPACE: u32 = 260;

/// Where every cell of an `S` board lies on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout<S: Size = Nine> {
    /// Top-left corner of the board's outer line.
    pub origin: Point,
    /// Side of a cell, lines excluded.
    pub cell: u32,
    size: PhantomData<S>,
}

impl<S: Size> Layout<S> {
    /// The largest board that fits [`BOARD_SPACE`], centred in it, with the space's corner at `origin`.
    pub fn new(origin: Point) -> Self {
        Self::within(origin, BOARD_SPACE)
    }

    /// The largest board that fits a square of side `space` (a picture of a grid, say).
    pub fn within(origin: Point, space: u32) -> Self {
        let lines = (S::BOX as u32 + 1) * THICK + (S::SIDE - S::BOX) as u32 * THIN;
        let cell = (space - lines) / S::SIDE as u32;
        let side = cell * S::SIDE as u32 + lines;
        let inset = ((space - side) / 2) as i32;
        Layout {
            origin: origin + Point::new(inset, inset),
            cell,
            size: PhantomData,
        }
    }

    /// Offset of the start of cell `i` (a row or a column) from the board's edge.
    fn offset(&self, i: usize) -> i32 {
        let boxes = i / S::BOX + 1;
        let thins = i - i / S::BOX;
        (boxes as u32 * THICK + thins as u32 * THIN + i as u32 * self.cell) as i32
    }

    /// Side of the whole board, outer lines included.
    pub fn side(&self) -> u32 {
        self.offset(S::SIDE) as u32
    }

    /// The board's bounding box.
    pub fn bounds(&self) -> Rectangle {
        Rectangle::new(self.origin, Extent::new(self.side(), self.side()))
    }

    /// The area of `cell`, lines excluded.
    pub fn cell_area(&self, cell: Cell<S>) -> Rectangle {
        let top_left = self.origin + Point::new(self.offset(cell.col()), self.offset(cell.row()));
        Rectangle::new(top_left, Extent::new(self.cell, self.cell))
    }

    /// The font digits are drawn in: as large as the cell allows.
    pub fn font(&self) -> &'static Face {
        if self.cell >= 40 {
            &PROFONT_24_POINT
        } else if self.cell >= 22 {
            &FONT_10X20
        } else if self.cell >= 13 {
            &FONT_7X13_BOLD
        } else {
            // Pictures of a grid: small, but every digit still drawn.
            &FONT_4X6
        }
    }
}

/// How a cell looks: its background and its ink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// Background colour.
    pub background: Rgb888,
    /// Digit colour.
    pub ink: Rgb888,
}

/// What play mode adds to a board: pencil marks, highlights, the notes pointer, a paused cover.
#[derive(Debug, Clone, Copy)]
pub struct Marks<'a, S: Size = Nine> {
    /// Pencil marks, drawn small in empty cells.
    pub notes: Option<&'a Notes<S>>,
    /// Cells holding this digit are highlighted (the digit under the cursor).
    pub same: Option<Digit<S>>,
    /// Cells a hint points at.
    pub hint: CellSet<S>,
    /// A hint's step as far as its stage shows it: units shaded, proof and effect in two
    /// colours (cells and candidates), its digits picked out among the notes, a chain's links.
    pub step: Option<&'a Highlight<S>>,
    /// In notes mode, the digit the buttons act on, marked on the cursor cell.
    pub pointer: Option<Digit<S>>,
    /// Whether the board is hidden (a paused game).
    pub hidden: bool,
    /// The word over a hidden board (`PAUSED`, in the app's language).
    pub paused: &'a str,
}

impl<S: Size> Default for Marks<'_, S> {
    fn default() -> Self {
        Marks {
            notes: None,
            same: None,
            hint: CellSet::new(),
            step: None,
            pointer: None,
            hidden: false,
            paused: "",
        }
    }
}

/// A board with what the editor highlights on it.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a, S: Size = Nine> {
    /// Where the cells go.
    pub layout: Layout<S>,
    /// The digits.
    pub grid: &'a Grid<S>,
    /// The cursor's cell, if shown.
    pub cursor: Option<Cell<S>>,
    /// Cells drawn as clashing.
    pub conflicts: CellSet<S>,
    /// Watch mode's latest placement, and whether it was a guess.
    pub last: Option<(Cell<S>, bool)>,
    /// Whether watch mode just backed out (the frame turns red).
    pub backtracked: bool,
    /// Play mode's additions.
    pub marks: Marks<'a, S>,
}

impl<S: Size> Board<'_, S> {
    /// How `cell` looks: clashing digits are red; the background, by priority: cursor, conflict,
    /// a hint's cells, the cells proving its step, watch mode's latest placement, the digit under
    /// the cursor, the units a hint shades, the cursor's row, column and box.
    pub fn look(&self, cell: Cell<S>) -> Look {
        let entry = self.grid.entry(cell);
        let conflict = self.conflicts.contains(cell);
        let ink = match entry {
            _ if conflict => palette::CONFLICT,
            Entry::Placed(_) => palette::SOLVED,
            _ => palette::GIVEN,
        };
        let background = match self.last {
            _ if self.cursor == Some(cell) => palette::CURSOR,
            _ if conflict => palette::CONFLICT_BG,
            _ if self.marks.hint.contains(cell) => palette::HINT,
            _ if self.marks.step.is_some_and(|s| s.proof.contains(cell)) => palette::HINT_PROOF,
            Some((last, true)) if last == cell => palette::LAST_GUESS,
            Some((last, false)) if last == cell => palette::LAST_FORCED,
            _ if self.marks.same.is_some() && entry.digit() == self.marks.same => {
                palette::SAME_DIGIT
            }
            _ if self
                .marks
                .step
                .is_some_and(|s| s.units.iter().any(|u| cell.units().contains(u))) =>
            {
                palette::HINT_UNIT
            }
            _ if self.cursor.is_some_and(|c| c.sees(cell)) => palette::PEER,
            _ => palette::CELL,
        };
        Look { background, ink }
    }
}

impl<S: Size> Drawable for Board<'_, S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let layout = &self.layout;
        let side = layout.side();
        // Thin-line colour everywhere, box lines over it, then each cell over both.
        target.fill_solid(&layout.bounds(), palette::CELL_LINE)?;
        let frame = if self.backtracked {
            palette::BACKTRACK
        } else {
            palette::BOX_LINE
        };
        for b in 0..=S::BOX {
            let at = layout.offset(b * S::BOX) - THICK as i32;
            let colour = if b == 0 || b == S::BOX {
                frame
            } else {
                palette::BOX_LINE
            };
            target.fill_solid(
                &Rectangle::new(layout.origin + Point::new(at, 0), Extent::new(THICK, side)),
                colour,
            )?;
            target.fill_solid(
                &Rectangle::new(layout.origin + Point::new(0, at), Extent::new(side, THICK)),
                colour,
            )?;
        }
        let font = layout.font();
        let baseline = (layout.cell as i32 + font.character_size.height as i32) / 2
            - font.character_size.height as i32
            + font.baseline as i32
            + 1;
        if self.marks.hidden {
            // A paused game: the cells are covered, the lines stay.
            let inner = Rectangle::new(
                layout.origin + Point::new(THICK as i32, THICK as i32),
                Extent::new(side - 2 * THICK, side - 2 * THICK),
            );
            target.fill_solid(&inner, palette::PANEL)?;
            let style = Ink::new(&FONT_10X20, palette::ACCENT);
            Text::with_alignment(
                self.marks.paused,
                inner.center() + Point::new(0, 6),
                style,
                Alignment::Center,
            )
            .draw(target)?;
            return Ok(());
        }
        for cell in Cell::<S>::all() {
            let area = layout.cell_area(cell);
            let look = self.look(cell);
            target.fill_solid(&area, look.background)?;
            if let Some(digit) = self.grid.digit(cell) {
                let mut buffer = [0u8; 4];
                let text = digit.to_char().encode_utf8(&mut buffer);
                let anchor = area.top_left + Point::new(layout.cell as i32 / 2, baseline);
                Text::with_alignment(text, anchor, Ink::new(font, look.ink), Alignment::Center)
                    .draw(target)?;
            } else {
                let notes = self.marks.notes.map_or(0, |n| n[cell.index()]);
                let pointer = self.marks.pointer.filter(|_| self.cursor == Some(cell));
                let ink = Inks::of(self.marks.step, cell, notes);
                if ink.shown != 0 || pointer.is_some() {
                    draw_notes(target, area, &ink, pointer)?;
                }
            }
        }
        if let Some(step) = self.marks.step {
            for link in &step.links {
                let (from, to) = (self.node_centre(&link.from), self.node_centre(&link.to));
                draw_link(target, from, to, link.kind)?;
            }
        }
        Ok(())
    }
}

impl<S: Size> Board<'_, S> {
    /// The centre of a chain node's digit among the notes (the middle of a group's cells).
    fn node_centre(&self, node: &Node<S>) -> Point {
        let (sum, count) = node.cells().fold((Point::zero(), 0), |(sum, n), cell| {
            let area = self.layout.cell_area(cell);
            (sum + slot(area, node.digit).center(), n + 1)
        });
        sum / count.max(1)
    }
}

/// A link of a chain from `from` to `to`: strong links solid and thick, weak ones dashed.
fn draw_link<D: DrawTarget<Color = Rgb888>>(
    target: &mut D,
    from: Point,
    to: Point,
    kind: LinkKind,
) -> Result<(), D::Error> {
    match kind {
        LinkKind::Strong => Line::new(from, to)
            .into_styled(PrimitiveStyle::with_stroke(palette::LINK, 2))
            .draw(target),
        // Dashes of 4 pixels, gaps of 3.
        LinkKind::Weak => target.draw_iter(
            Line::new(from, to)
                .points()
                .enumerate()
                .filter(|(i, _)| i % 7 < 4)
                .map(|(_, p)| Pixel(p, palette::LINK)),
        ),
    }
}

/// The notes of a cell to draw, and which take a hint's colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Inks {
    /// Every digit drawn: the player's notes, and the step's own candidates there.
    shown: u16,
    /// The candidates the step takes out.
    removed: u16,
    /// The candidates that prove it.
    proof: u16,
    /// The step's digits, picked out.
    picked: u16,
}

impl Inks {
    /// The inks of `cell`'s `notes` under a hint's `step`.
    fn of<S: Size>(step: Option<&Highlight<S>>, cell: Cell<S>, notes: u16) -> Self {
        let Some(step) = step else {
            return Inks {
                shown: notes,
                ..Inks::default()
            };
        };
        let placed = step
            .placed
            .filter(|&(at, _)| at == cell)
            .map_or(0, |(_, d)| d.bit());
        let removed = step.removed.mask(cell);
        let proof = step.proof_candidates.mask(cell);
        Inks {
            // The digit a single places shows among the notes, picked out with its kind.
            shown: notes | removed | proof | placed,
            removed,
            proof,
            picked: step.digits,
        }
    }

    /// The colour of `digit`'s note.
    fn colour(&self, bit: u16) -> Rgb888 {
        if self.removed & bit != 0 {
            palette::NOTE_REMOVED
        } else if self.proof & bit != 0 {
            palette::NOTE_PROOF
        } else if self.picked & bit != 0 {
            palette::NOTE_PICKED
        } else {
            palette::NOTE
        }
    }
}

/// The slot of `digit`'s note in a cell's `area`.
fn slot<S: Size>(area: Rectangle, digit: Digit<S>) -> Rectangle {
    let side = area.size.width / S::BOX as u32;
    let i = digit.index();
    let corner = area.top_left
        + Point::new(
            (i % S::BOX) as i32 * side as i32,
            (i / S::BOX) as i32 * side as i32,
        );
    Rectangle::new(corner, Extent::new(side, side))
}

/// Draws pencil marks in `area`: digit d in slot d of a box-sized grid of slots; the pointer's slot framed.
fn draw_notes<S: Size, D: DrawTarget<Color = Rgb888>>(
    target: &mut D,
    area: Rectangle,
    ink: &Inks,
    pointer: Option<Digit<S>>,
) -> Result<(), D::Error> {
    let side = area.size.width / S::BOX as u32;
    let font = if side >= 14 {
        Some(&FONT_6X10)
    } else if side >= 8 {
        Some(&FONT_5X7)
    } else {
        None
    };
    for digit in Digit::<S>::all() {
        let square = slot(area, digit);
        let colour = ink.colour(digit.bit());
        if pointer == Some(digit) {
            square
                .into_styled(PrimitiveStyle::with_stroke(palette::POINTER, 1))
                .draw(target)?;
        }
        if ink.shown & digit.bit() == 0 {
            continue;
        }
        match font {
            Some(font) => {
                let mut buffer = [0u8; 4];
                let text = digit.to_char().encode_utf8(&mut buffer);
                let style = Ink::new(font, colour);
                let centre = square.center();
                Text::with_text_style(
                    text,
                    centre,
                    style,
                    TextStyleBuilder::new()
                        .alignment(Alignment::Center)
                        .baseline(Baseline::Middle)
                        .build(),
                )
                .draw(target)?;
            }
            // Too small for a glyph (16x16): a dot in the digit's slot (the panel shows the
            // cursor cell's marks large).
            None => target.fill_solid(
                &Rectangle::with_center(square.center(), Extent::new(2, 2)),
                colour,
            )?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
