//! The library's screens: the puzzle shown on the board with what is known of it in the panel;
//! over it, the list of collections or the number being typed.

use core::fmt::Write;

use embedded_graphics::{
    mono_font::{
        MonoTextStyle,
        iso_8859_1::{FONT_7X13, FONT_7X13_BOLD, FONT_10X20},
    },
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle, Triangle},
    text::{Baseline, Text},
};

use crate::{
    app::{App, COLLECTION_ROWS, View, digits, menu::Label},
    editor::status::{Status, Tone},
    format::AnyGrid,
    grid::Grid,
    library::{About, Collection, Count, Known},
    pad::Buttons,
    save::Storage,
    size::{Nine, Size as GridSide},
    text::{In, Key, Lang, Localized},
};

use super::{
    board::{Board, Layout},
    glyphs::Glyph,
    menu::ListBox,
    palette,
    panel::{LegendRow, Panel},
    screen::{BOARD_CENTRE, BOARD_ORIGIN},
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

/// Characters of a collection's name in the list (the count takes the rest of the row).
const LIST_NAME: usize = 20;

/// Sizes as the list shows an unread file's: `512 B`, `40 KB`, `3.9 MB` (`3,9 Mo`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl Localized for Bytes {
    fn fmt_in(&self, lang: Lang, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let n = self.0;
        if n < 1024 {
            write!(f, "{}", lang.say(Key::SizeBytes, &[&n]))
        } else if n < 1024 * 1024 {
            write!(f, "{}", lang.say(Key::SizeKilobytes, &[&n.div_ceil(1024)]))
        } else {
            let tenths = (n * 10).div_ceil(1024 * 1024);
            let point = lang.text(Key::DecimalPoint);
            let args: [&dyn core::fmt::Display; 3] = [&(tenths / 10), &point, &(tenths % 10)];
            write!(f, "{}", lang.say(Key::SizeMegabytes, &args))
        }
    }
}

/// The name the player sees for `collection`, in `lang` (the built-in puzzles are named in
/// words; a file by its name).
pub fn collection_name(collection: &Collection, lang: Lang) -> crate::library::Name {
    if collection.is_built_in() {
        let mut name = crate::library::Name::new();
        let _ = name.push_str(lang.text(Key::CollectionBuiltIn));
        return name;
    }
    collection.name()
}

/// Whether the fonts draw `c` (ISO 8859-1, control characters left out).
fn drawable(c: char) -> bool {
    matches!(c, ' '..='~' | '\u{a0}'..='\u{ff}')
}

/// A collection's row in the list: its name, then its puzzles (or its size while unread, or
/// why it is skipped), aligned right.
pub fn collection_label(collection: &Collection, reading: bool, lang: Lang) -> Label {
    let mut right: heapless::String<24> = heapless::String::new();
    let _ = match (&collection.known, collection.stat) {
        (Known::Read(summary), _) => write!(right, "{}", In(lang, Count(summary.survey.puzzles))),
        (Known::Skipped(_), _) => right
            .push_str(lang.text(Key::CollectionSkipped))
            .map_err(|_| core::fmt::Error),
        (Known::Unread, _) if reading => right
            .push_str(lang.text(Key::CollectionReading))
            .map_err(|_| core::fmt::Error),
        (Known::Unread, Some(stat)) => write!(right, "{}", In(lang, Bytes(stat.size))),
        (Known::Unread, None) => Ok(()),
    };
    let mut label = Label::new();
    let name = collection_name(collection, lang);
    let shown = name.chars().count().min(LIST_NAME);
    for (i, c) in name.chars().enumerate().take(shown) {
        // A name cut short ends in `~`.
        let c = if i + 1 == LIST_NAME && shown < name.chars().count() {
            '~'
        } else {
            c
        };
        let _ = label.push(if drawable(c) { c } else { '?' });
    }
    let width = 29usize.saturating_sub(right.chars().count());
    while label.chars().count() < width {
        let _ = label.push(' ');
    }
    let _ = label.push(' ');
    let _ = label.push_str(&right);
    label
}

/// The first collection the list shows when `selected` is highlighted among `n`: the list
/// scrolls to keep it in the middle.
pub fn first_row(selected: usize, n: usize) -> usize {
    selected
        .saturating_sub(COLLECTION_ROWS / 2)
        .min(n.saturating_sub(COLLECTION_ROWS))
}

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
    let mut say = |key: Key, args: &[&dyn core::fmt::Display]| {
        if !text.is_empty() {
            let _ = text.push_str(lang.text(Key::SentenceBreak));
        }
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
    Status::new(tone, format_args!("{text}"))
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
                of: library.available(),
                confirm: app.confirm_button(),
                lang,
            }
            .draw(target),
            _ => Ok(()),
        }
    }
}

/// The list of collections over the board, scrolled to show the highlighted one.
#[derive(Debug, Clone, Copy)]
pub struct CollectionList<'a, St: Storage> {
    /// The app whose collections are listed.
    pub app: &'a App<St>,
    /// The highlighted collection.
    pub selected: usize,
}

impl<St: Storage> Drawable for CollectionList<'_, St> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let library = self.app.library();
        let all = library.collections();
        let first = first_row(self.selected, all.len());
        let mut labels = heapless::Vec::new();
        for (i, c) in all.iter().enumerate().skip(first).take(COLLECTION_ROWS) {
            let reading = i == library.open() && library.is_reading();
            let _ = labels.push(collection_label(c, reading, self.app.lang()));
        }
        let shown = labels.len();
        let list = ListBox {
            lang: self.app.lang(),
            title: Key::ListCollections,
            labels,
            selected: self.selected - first,
            confirm: self.app.confirm_button(),
            centre: BOARD_CENTRE,
        };
        list.draw(target)?;
        // Marks at the right end of the first and last rows when the list goes on that way.
        let style = PrimitiveStyle::with_fill(palette::ACCENT);
        let area = list.area();
        let x = area.top_left.x + area.size.width as i32 - 10;
        if first > 0 {
            let y = area.top_left.y + 8;
            Triangle::new(
                Point::new(x, y + 5),
                Point::new(x + 6, y + 5),
                Point::new(x + 3, y),
            )
            .into_styled(style)
            .draw(target)?;
        }
        if first + shown < all.len() {
            let y = area.top_left.y + area.size.height as i32 - 14;
            Triangle::new(
                Point::new(x, y),
                Point::new(x + 6, y),
                Point::new(x + 3, y + 5),
            )
            .into_styled(style)
            .draw(target)?;
        }
        Ok(())
    }
}

/// The number being typed to go to, over the board: its digits, the one being turned
/// highlighted, and how many puzzles there are.
#[derive(Debug, Clone, Copy)]
pub struct NumberBox {
    /// The number as typed.
    pub number: u32,
    /// The digit being turned, from the left.
    pub place: u8,
    /// Digits shown.
    pub width: u8,
    /// Puzzles in the collection.
    pub of: u32,
    /// The console's confirm button.
    pub confirm: Buttons,
    /// The language of its words.
    pub lang: Lang,
}

impl NumberBox {
    /// The box it takes.
    pub fn area(&self) -> Rectangle {
        Rectangle::with_center(BOARD_CENTRE, Size::new(230, 96))
    }

    /// Where digit `i` (from the left) is drawn.
    pub fn digit_area(&self, i: u8) -> Rectangle {
        let area = self.area();
        Rectangle::new(
            area.top_left + Point::new(12 + 14 * i32::from(i), 28),
            Size::new(13, 24),
        )
    }
}

impl Drawable for NumberBox {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let area = self.area();
        area.into_styled(PrimitiveStyle::with_fill(palette::MENU))
            .draw(target)?;
        area.into_styled(PrimitiveStyle::with_stroke(palette::ACCENT, 2))
            .draw(target)?;
        let top = |text, dy, style| {
            Text::with_baseline(
                text,
                area.top_left + Point::new(8, dy),
                style,
                Baseline::Top,
            )
        };
        let lang = self.lang;
        top(
            lang.text(Key::GoToTitle),
            6,
            MonoTextStyle::new(&FONT_7X13_BOLD, palette::ACCENT),
        )
        .draw(target)?;
        let mut text: heapless::String<12> = heapless::String::new();
        let _ = write!(
            text,
            "{:0width$}",
            self.number,
            width = usize::from(self.width)
        );
        for (i, c) in text.chars().enumerate() {
            let cell = self.digit_area(i as u8);
            let ink = if i == usize::from(self.place) {
                target.fill_solid(&cell, palette::MENU_SELECTED)?;
                palette::PANEL
            } else {
                palette::TEXT
            };
            let mut buf = [0u8; 4];
            Text::with_baseline(
                c.encode_utf8(&mut buf),
                cell.top_left + Point::new(2, 2),
                MonoTextStyle::new(&FONT_10X20, ink),
                Baseline::Top,
            )
            .draw(target)?;
        }
        let mut of: heapless::String<32> = heapless::String::new();
        let _ = write!(
            of,
            "{}",
            lang.say(Key::GoToOf, &[&In(lang, Count(self.of))])
        );
        let after = self.digit_area(self.width).top_left + Point::new(6, 6);
        let dim = MonoTextStyle::new(&FONT_7X13, palette::TEXT_DIM);
        Text::with_baseline(&of, after, dim, Baseline::Top).draw(target)?;
        // Hints: the D-pad's two axes, then confirm and back.
        let y = area.top_left.y + area.size.height as i32 - 34;
        let mut x = area.top_left.x + 8;
        for (glyph, word) in [
            (Glyph::DPadUpDown, Key::GoToDigit),
            (Glyph::DPadLeftRight, Key::GoToMove),
        ] {
            glyph.draw_at(Point::new(x, y + 1), target)?;
            let word = lang.text(word);
            Text::with_baseline(word, Point::new(x + 15, y), dim, Baseline::Top).draw(target)?;
            x += 90;
        }
        let (confirm, back) = if self.confirm == Buttons::CIRCLE {
            (Glyph::Circle, Glyph::Cross)
        } else {
            (Glyph::Cross, Glyph::Circle)
        };
        let (y, mut x) = (y + 16, area.top_left.x + 8);
        for (glyph, word) in [(confirm, Key::GoToGo), (back, Key::LegendBack)] {
            glyph.draw_at(Point::new(x, y + 1), target)?;
            let word = lang.text(word);
            Text::with_baseline(word, Point::new(x + 15, y), dim, Baseline::Top).draw(target)?;
            x += 90;
        }
        Ok(())
    }
}
