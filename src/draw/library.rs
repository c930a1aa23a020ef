//! The library's screens: the puzzle shown on the board with what is known of it in the panel;
//! over it, the list of collections (`collections.rs`) or the number being typed (`goto.rs`).

use core::fmt::Write;

use embedded_graphics::{pixelcolor::Rgb888, prelude::*};

use crate::{
    app::{App, View, digits},
    editor::status::{Status, Tone},
    format::AnyGrid,
    grid::Grid,
    library::{About, Count, Known},
    pad::Buttons,
    save::Storage,
    size::{Nine, Size as GridSide},
    text::{In, Key},
};

use super::{
    board::{Board, Layout},
    glyphs::Glyph,
    palette,
    panel::{LegendRow, Panel},
    screen::BOARD_ORIGIN,
};

pub use super::{
    collections::{Bytes, CollectionList, collection_label, collection_name, first_row},
    goto::NumberBox,
};

/// The library's legend (the confirm and back rows follow the console's setting).
pub const LIBRARY_LEGEND: [LegendRow; 7] = [
    (&[Glyph::DPadUpDown], Key::LegendOne),
    (&[Glyph::DPadLeftRight], Key::LegendTen),
    (
        &[Glyph::Label("L"), Glyph::Or, Glyph::Label("R")],
        Key::LegendHundred,
    ),
    (&[Glyph::Square], Key::LegendGoTo),
    (&[Glyph::Triangle], Key::LegendCollections),
    (&[Glyph::Cross], Key::LegendLoad),
    (
        &[Glyph::Circle, Glyph::Or, Glyph::Label("START")],
        Key::LegendBack,
    ),
];

/// What the library's status line says about the collection browsed and the puzzle shown, in
/// the app's language: one sentence of what is shown, then one for each trouble found in the
/// file.
pub fn library_status<St: Storage>(app: &App<St>, selected: usize) -> Status {
    let lang = app.lang();
    let library = app.library();
    let collection = library.collection();
    let name = collection_name(collection, lang);
    let mut text: heapless::String<320> = heapless::String::new();
    let mut tone = Tone::Info;
    let available = library.available();
    let mut first = None;
    let mut say = |key: Key, args: &[&dyn core::fmt::Display]| {
        if !text.is_empty() {
            let _ = text.push_str(lang.text(Key::SentenceBreak));
        }
        first.get_or_insert(key);
        let _ = write!(text, "{}", lang.say(key, args));
    };
    match (&collection.known, library.shown()) {
        (Known::Skipped(skip), _) => {
            tone = Tone::Bad;
            say(Key::LibrarySkipped, &[&name, &In(lang, skip)]);
        }
        (_, Some(entry)) => {
            let number = In(lang, Count(entry.number + 1));
            let source = In(lang, &entry.source);
            let side = entry.grid.size().side();
            let side: [&dyn core::fmt::Display; 1] = [&side];
            let size = lang.say(Key::GridSide, &side);
            let about = In(lang, About(entry));
            match collection.puzzles() {
                Some(n) => {
                    let n = In(lang, Count(n));
                    say(Key::LibraryEntry, &[&number, &n, &source, &size, &about]);
                }
                None => {
                    let n = In(lang, Count(available));
                    say(
                        Key::LibraryEntryReading,
                        &[&number, &n, &source, &size, &about],
                    );
                }
            }
        }
        (Known::Read(_), None) if available == 0 => say(Key::LibraryNoPuzzles, &[&name]),
        _ if library.is_reading() => {
            let bytes = In(lang, Bytes(library.bytes_read().unwrap_or(0)));
            say(
                Key::LibraryReading,
                &[&name, &In(lang, Count(available)), &bytes],
            );
        }
        _ => say(
            Key::LibraryNotReadYet,
            &[&name, &In(lang, Count(selected as u32 + 1))],
        ),
    }
    if let Some(survey) = library.survey() {
        if survey.bad > 0 {
            tone = Tone::Bad;
            let bad = In(lang, Count(survey.bad));
            let one = survey.bad == 1;
            match survey.errors.first() {
                Some(first) => {
                    let key = if one {
                        Key::LibraryBadOneAt
                    } else {
                        Key::LibraryBadManyFirst
                    };
                    say(key, &[&bad, &In(lang, first)]);
                }
                None => say(
                    if one {
                        Key::LibraryBadOne
                    } else {
                        Key::LibraryBadMany
                    },
                    &[&bad],
                ),
            }
        }
        if let Some(error) = &survey.not_text {
            tone = Tone::Bad;
            say(Key::LibraryRestSkipped, &[&In(lang, error)]);
        }
    }
    if let Known::Read(summary) = &collection.known
        && summary.changed
    {
        say(Key::LibraryChanged, &[]);
    }
    // Every case above says something first.
    let key = first.unwrap_or(Key::LibraryNotReadYet);
    Status::new(tone, key, format_args!("{text}"))
}

/// The library: the shown puzzle on the board (an empty one while there is none), what is
/// known of it in the panel, and the list of collections or the number being typed over it.
#[derive(Debug, Clone, Copy)]
pub struct LibraryScreen<'a, St: Storage> {
    /// The app whose library is shown.
    pub app: &'a App<St>,
}

fn preview<S: GridSide, D: DrawTarget<Color = Rgb888>>(
    grid: &Grid<S>,
    target: &mut D,
) -> Result<(), D::Error> {
    Board {
        layout: Layout::new(BOARD_ORIGIN),
        grid,
        cursor: None,
        conflicts: crate::cellset::CellSet::new(),
        last: None,
        backtracked: false,
        marks: super::board::Marks::default(),
    }
    .draw(target)
}

impl<St: Storage> Drawable for LibraryScreen<'_, St> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let app = self.app;
        let library = app.library();
        target.clear(palette::BACKGROUND)?;
        let shown = library.shown();
        let lang = app.lang();
        let side = match shown.map(|e| &e.grid) {
            Some(AnyGrid::Four(g)) => preview(g, target).map(|()| 4)?,
            Some(AnyGrid::Nine(g)) => preview(g, target).map(|()| 9)?,
            Some(AnyGrid::Sixteen(g)) => preview(g, target).map(|()| 16)?,
            None => preview(&Grid::<Nine>::empty(), target).map(|()| 0)?,
        };
        let mut size: heapless::String<16> = heapless::String::new();
        if side > 0 {
            let _ = write!(size, "{}", lang.say(Key::GridSide, &[&side]));
        }
        let selected = match app.view() {
            View::Library { selected } => selected,
            _ => library.collection().position as usize,
        };
        let status = library_status(app, selected);
        let mut footer: heapless::String<48> = heapless::String::new();
        let _ = write!(
            footer,
            "{}",
            lang.say(
                Key::LibraryFooter,
                &[
                    &collection_name(library.collection(), lang),
                    &(library.open() + 1),
                    &library.collections().len(),
                ]
            )
        );
        let mut legend = LIBRARY_LEGEND;
        if app.confirm_button() == Buttons::CIRCLE {
            legend[5].0 = &[Glyph::Circle];
            legend[6].0 = &[Glyph::Cross, Glyph::Or, Glyph::Label("START")];
        }
        Panel {
            lang,
            size: &size,
            tag: (lang.text(Key::TagLibrary), palette::LAST_FORCED),
            status: &status,
            status_lines: super::panel::STATUS_LINES,
            footer: &footer,
            legend: &legend,
        }
        .draw(target)?;
        match app.view() {
            View::Collections { selected } => CollectionList { app, selected }.draw(target),
            View::GoTo { number, place } => NumberBox {
                number,
                place,
                width: digits(library.available()),
                of: u64::from(library.available()),
                title: Key::GoToTitle,
                of_key: Key::GoToOf,
                confirm: app.confirm_button(),
                lang,
            }
            .draw(target),
            _ => Ok(()),
        }
    }
}
