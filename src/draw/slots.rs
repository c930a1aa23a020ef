//! The save slot list's detail in the panel: what the highlighted slot holds (size, givens, game
//! or edit, time played, when it was saved) and a picture of its grid.

use core::fmt::Write;

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::Rectangle,
    text::{Baseline, Text},
};

use crate::{
    app::SlotInfo,
    cellset::CellSet,
    editor::play::Clock,
    format::AnyGrid,
    grid::Grid,
    size::Size,
    text::{In, Key, Lang},
};

use super::{
    SCREEN_HEIGHT,
    board::{Board, Layout, Marks},
    palette,
    panel::PANEL_X,
};
use crate::draw::face::{FONT_6X10, Ink};

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
    /// The language of its words.
    pub lang: Lang,
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

/// One line of the detail.
pub type DetailLine = heapless::String<80>;

/// The detail's lines for slot `number` (from 1): what it holds, game or edit, when it was
/// saved; a single line for an empty slot.
pub fn lines(info: Option<&SlotInfo>, number: usize, lang: Lang) -> heapless::Vec<DetailLine, 3> {
    let mut lines = heapless::Vec::new();
    let mut text = DetailLine::new();
    let Some(info) = info else {
        let _ = write!(text, "{}", lang.say(Key::SlotIsEmpty, &[&number]));
        let _ = lines.push(text);
        return lines;
    };
    let size = In(lang, info.size);
    let _ = write!(
        text,
        "{}",
        lang.say(Key::SlotDetail, &[&number, &size, &info.givens])
    );
    let _ = lines.push(text.clone());
    text.clear();
    let _ = match (info.game, info.played_ms) {
        (true, Some(ms)) => {
            let played = Clock(u64::from(ms));
            write!(text, "{}", lang.say(Key::SlotDetailGame, &[&played]))
        }
        (true, None) => text.write_str(lang.text(Key::SlotDetailGameOnly)),
        (false, _) if info.solved => text.write_str(lang.text(Key::SlotDetailSolved)),
        (false, _) => text.write_str(lang.text(Key::SlotDetailEditing)),
    };
    let _ = lines.push(text.clone());
    text.clear();
    let _ = match info.saved {
        Some(date) => write!(text, "{}", lang.say(Key::SlotSavedAt, &[&In(lang, date)])),
        None => text.write_str(lang.text(Key::SlotSavedUnknown)),
    };
    let _ = lines.push(text);
    lines
}

impl Drawable for SlotDetail<'_> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.fill_solid(&DETAIL_AREA, palette::PANEL)?;
        let style = Ink::new(&FONT_6X10, palette::TEXT);
        let dim = Ink::new(&FONT_6X10, palette::TEXT_DIM);
        let x = DETAIL_AREA.top_left.x + 8;
        let line = |i: i32| Point::new(x, DETAIL_AREA.top_left.y + 4 + 12 * i);
        for (i, text) in lines(self.info, self.number, self.lang).iter().enumerate() {
            // The date, last of three, is dimmer.
            let ink = if i == 2 { dim } else { style };
            Text::with_baseline(text, line(i as i32), ink, Baseline::Top).draw(target)?;
        }
        let Some(info) = self.info else {
            return Ok(());
        };
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
