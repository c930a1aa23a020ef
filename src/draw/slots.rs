//! The save slot list's detail in the panel: what the highlighted slot holds (size, givens, game
//! or edit, time played, when it was saved) and a picture of its grid.

use core::fmt::Write;

use embedded_graphics::{
    geometry::Size as Extent,
    mono_font::{MonoTextStyle, iso_8859_1::FONT_6X10},
    pixelcolor::Rgb888,
    prelude::*,
    primitives::Rectangle,
    text::{Baseline, Text},
};

use crate::{
    app::SlotInfo, cellset::CellSet, editor::play::Clock, format::AnyGrid, grid::Grid, size::Size,
};

use super::{
    SCREEN_HEIGHT,
    board::{Board, Layout, Marks},
    palette,
    panel::PANEL_X,
};

/// The panel's part the detail covers: below the mode tag, above the footer.
pub const DETAIL_AREA: Rectangle = Rectangle::new(
    Point::new(PANEL_X, 50),
    Extent::new(208, SCREEN_HEIGHT - 50 - 18),
);

/// Side of the square the grid's picture fits in.
const PICTURE: u32 = 150;

/// The highlighted slot, as the panel describes it.
#[derive(Debug, Clone, Copy)]
pub struct SlotDetail<'a> {
    /// The slot's number, from 1.
    pub number: usize,
    /// What it holds, if anything.
    pub info: Option<&'a SlotInfo>,
}

fn picture<S: Size, D: DrawTarget<Color = Rgb888>>(
    grid: &Grid<S>,
    at: Point,
    target: &mut D,
) -> Result<(), D::Error> {
    Board {
        layout: Layout::within(at, PICTURE),
        grid,
        cursor: None,
        conflicts: CellSet::new(),
        last: None,
        backtracked: false,
        marks: Marks::default(),
    }
    .draw(target)
}

impl Drawable for SlotDetail<'_> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.fill_solid(&DETAIL_AREA, palette::PANEL)?;
        let style = MonoTextStyle::new(&FONT_6X10, palette::TEXT);
        let dim = MonoTextStyle::new(&FONT_6X10, palette::TEXT_DIM);
        let x = DETAIL_AREA.top_left.x + 8;
        let line = |i: i32| Point::new(x, DETAIL_AREA.top_left.y + 4 + 12 * i);
        let mut text: heapless::String<40> = heapless::String::new();
        let Some(info) = self.info else {
            let _ = write!(text, "Slot {} is empty", self.number);
            Text::with_baseline(&text, line(0), style, Baseline::Top).draw(target)?;
            return Ok(());
        };
        let _ = write!(
            text,
            "Slot {}: {}, {} givens",
            self.number,
            info.size.name(),
            info.givens
        );
        Text::with_baseline(&text, line(0), style, Baseline::Top).draw(target)?;
        text.clear();
        let _ = match (info.game, info.played_ms) {
            (true, Some(ms)) => write!(text, "a game, {} played", Clock(u64::from(ms))),
            (true, None) => write!(text, "a game"),
            (false, _) if info.solved => write!(text, "editing, solution shown"),
            (false, _) => write!(text, "editing"),
        };
        Text::with_baseline(&text, line(1), style, Baseline::Top).draw(target)?;
        text.clear();
        let _ = match info.saved {
            Some(date) => write!(text, "saved {date}"),
            None => write!(text, "saved: date not known"),
        };
        Text::with_baseline(&text, line(2), dim, Baseline::Top).draw(target)?;
        let at = Point::new(
            DETAIL_AREA.top_left.x + (DETAIL_AREA.size.width - PICTURE) as i32 / 2,
            line(3).y + 4,
        );
        match &info.grid {
            AnyGrid::Four(g) => picture(g, at, target),
            AnyGrid::Nine(g) => picture(g, at, target),
            AnyGrid::Sixteen(g) => picture(g, at, target),
        }
    }
}
