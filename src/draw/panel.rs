//! The side panel: title, mode, status line, the legend of the buttons.

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle, RoundedRectangle},
    text::{Baseline, Text},
};

use crate::{
    editor::status::{Status, Tone},
    text::{Key, Lang},
};

use super::{SCREEN_HEIGHT, SCREEN_WIDTH, glyphs::Glyph, palette};
use crate::draw::face::{FONT_6X10, FONT_10X20, Ink};

/// Left edge of the panel.
pub const PANEL_X: i32 = 272;
/// Where the status text goes (the emulator tests leave it out when it holds a time).
pub const STATUS_AREA: Rectangle = Rectangle::new(Point::new(PANEL_X + 6, 54), Size::new(198, 48));
/// The footer line: cursor position and, in a game, its time (left out by the emulator tests).
pub const FOOTER_AREA: Rectangle = Rectangle::new(
    Point::new(PANEL_X + 6, SCREEN_HEIGHT as i32 - 16),
    Size::new(SCREEN_WIDTH - PANEL_X as u32 - 6, 16),
);
/// Characters of the status font per line of the status area.
pub const STATUS_COLUMNS: usize = 33;
/// Lines the status area holds.
pub const STATUS_LINES: usize = 4;
/// Where a legend row's meaning starts, from the panel's left edge.
pub const LEGEND_TEXT_X: i32 = 98;
/// Characters of a legend row's meaning that fit between [`LEGEND_TEXT_X`] and the screen's edge.
pub const LEGEND_COLUMNS: usize =
    (SCREEN_WIDTH as usize - PANEL_X as usize - LEGEND_TEXT_X as usize - 2) / 6;
/// Characters of the footer line.
pub const FOOTER_COLUMNS: usize = (SCREEN_WIDTH as usize - PANEL_X as usize - 10) / 6;
/// Characters of the mode tag (its box starts 8 pixels in and has 4 pixels of margin a side).
pub const TAG_COLUMNS: usize = (SCREEN_WIDTH as usize - PANEL_X as usize - 8 - 8 - 2) / 6;

/// One legend row: the buttons, and what they do.
pub type LegendRow = (&'static [Glyph], Key);

/// Height of a legend row.
pub const LEGEND_ROW: i32 = 14;

/// The legend while editing.
pub const LEGEND: [LegendRow; 10] = [
    (&[Glyph::DPad], Key::LegendMove),
    (
        &[Glyph::Label("SELECT"), Glyph::Plus, Glyph::DPad],
        Key::LegendJumpBox,
    ),
    (&[Glyph::Stick], Key::LegendFlick),
    (
        &[Glyph::Circle, Glyph::Or, Glyph::Label("R")],
        Key::LegendDigitUp,
    ),
    (
        &[Glyph::Cross, Glyph::Or, Glyph::Label("L")],
        Key::LegendDigitDown,
    ),
    (&[Glyph::Square], Key::LegendSolve),
    (&[Glyph::Triangle], Key::LegendClear),
    (&[Glyph::Label("SELECT")], Key::LegendUndo),
    (
        &[Glyph::Label("SELECT"), Glyph::Plus, Glyph::Label("R")],
        Key::LegendRedo,
    ),
    (&[Glyph::Label("START")], Key::LegendMenuHome),
];

/// The panel's contents.
#[derive(Debug, Clone, Copy)]
pub struct Panel<'a> {
    /// The language of the legend and the title.
    pub lang: Lang,
    /// The grid size, as `9x9`.
    pub size: &'a str,
    /// The mode tag and its colour.
    pub tag: (&'a str, Rgb888),
    /// The status message.
    pub status: &'a Status,
    /// Lines of the status area the status may use (at most [`STATUS_LINES`]; a game keeps
    /// the last one for the digits still to place).
    pub status_lines: usize,
    /// The bottom line (cursor position and counts).
    pub footer: &'a str,
    /// What the buttons do, top to bottom (at most 10 rows fit).
    pub legend: &'a [LegendRow],
}

/// Splits `text` into lines of at most `width` characters, at spaces where it can.
pub fn wrap(text: &str, width: usize) -> impl Iterator<Item = &str> {
    let mut rest = text.trim();
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let cut = if rest.chars().count() <= width {
            rest.len()
        } else {
            let limit = rest
                .char_indices()
                .nth(width)
                .map_or(rest.len(), |(i, _)| i);
            // Up to and with the character at `limit` (a space there ends the line there); on
            // a character boundary, as `µ` takes two bytes.
            let end = rest[limit..]
                .chars()
                .next()
                .map_or(limit, |c| limit + c.len_utf8());
            rest[..end].rfind(' ').filter(|&i| i > 0).unwrap_or(limit)
        };
        let (line, tail) = rest.split_at(cut);
        rest = tail.trim_start();
        Some(line.trim_end())
    })
}

/// Fills the panel and draws its head: the title (in `lang`), the grid size and the mode tag
/// (text, colour).
pub fn draw_header<D: DrawTarget<Color = Rgb888>>(
    target: &mut D,
    lang: Lang,
    size: &str,
    (tag, colour): (&str, Rgb888),
) -> Result<(), D::Error> {
    let x = PANEL_X;
    let width = SCREEN_WIDTH - x as u32;
    target.fill_solid(
        &Rectangle::new(Point::new(x, 0), Size::new(width, SCREEN_HEIGHT)),
        palette::PANEL,
    )?;
    text(
        lang.text(Key::Title),
        Point::new(x + 8, 8),
        Ink::new(&FONT_10X20, palette::ACCENT),
    )
    .draw(target)?;
    let dim = Ink::new(&FONT_6X10, palette::TEXT_DIM);
    text(size, Point::new(x + 74, 16), dim).draw(target)?;
    let tag_area = Rectangle::new(
        Point::new(x + 8, 34),
        Size::new(tag.chars().count() as u32 * 6 + 8, 13),
    );
    RoundedRectangle::with_equal_corners(tag_area, Size::new(3, 3))
        .into_styled(PrimitiveStyle::with_fill(colour))
        .draw(target)?;
    text(
        tag,
        tag_area.top_left + Point::new(4, 2),
        Ink::new(&FONT_6X10, palette::PANEL),
    )
    .draw(target)?;
    Ok(())
}

fn text<'t>(content: &'t str, at: Point, style: Ink) -> Text<'t, Ink> {
    Text::with_baseline(content, at, style, Baseline::Top)
}

impl Drawable for Panel<'_> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let x = PANEL_X;
        let width = SCREEN_WIDTH - x as u32;
        draw_header(target, self.lang, self.size, self.tag)?;
        let dim = Ink::new(&FONT_6X10, palette::TEXT_DIM);

        // The status, wrapped.
        let ink = match self.status.tone() {
            Tone::Info => palette::TEXT,
            Tone::Good => palette::TEXT_GOOD,
            Tone::Bad => palette::TEXT_BAD,
        };
        let style = Ink::new(&FONT_6X10, ink);
        for (i, line) in wrap(self.status.text(), STATUS_COLUMNS)
            .take(self.status_lines.min(STATUS_LINES))
            .enumerate()
        {
            text(
                line,
                STATUS_AREA.top_left + Point::new(0, 12 * i as i32),
                style,
            )
            .draw(target)?;
        }

        // The legend.
        target.fill_solid(
            &Rectangle::new(Point::new(x + 8, 108), Size::new(width - 16, 1)),
            palette::TEXT_DIM,
        )?;
        let label = Ink::new(&FONT_6X10, palette::TEXT);
        for (i, (glyphs, meaning)) in self.legend.iter().enumerate() {
            let y = 113 + LEGEND_ROW * i as i32;
            let mut gx = x + 8;
            for glyph in glyphs.iter() {
                glyph.draw_in(self.lang, Point::new(gx, y), target)?;
                gx += glyph.width() as i32 + 4;
            }
            text(
                self.lang.text(*meaning),
                Point::new(x + LEGEND_TEXT_X, y + 1),
                label,
            )
            .draw(target)?;
        }
        text(
            self.footer,
            Point::new(x + 8, FOOTER_AREA.top_left.y + 2),
            dim,
        )
        .draw(target)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Canvas;
    use std::{boxed::Box, format, vec::Vec};

    #[test]
    fn wrapping_breaks_at_spaces_and_never_exceeds_the_width() {
        let lines: Vec<&str> = wrap("Not unique: one of several solutions (0.4 ms)", 20).collect();
        assert_eq!(
            lines,
            ["Not unique: one of", "several solutions", "(0.4 ms)"]
        );
        let long: Vec<&str> = wrap("abcdefghijklmnopqrstuvwxyz", 10).collect();
        assert_eq!(long, ["abcdefghij", "klmnopqrst", "uvwxyz"]);
        assert_eq!(wrap("", 10).count(), 0);
        assert_eq!(wrap("exactly ten", 11).collect::<Vec<_>>(), ["exactly ten"]);
        // A line full of accented letters (two bytes each) breaks between characters.
        assert_eq!(
            wrap("été à Noël déjà", 6).collect::<Vec<_>>(),
            ["été à", "Noël", "déjà"]
        );
        assert_eq!(
            wrap("éééééééé", 3).collect::<Vec<_>>(),
            ["ééé", "ééé", "éé"]
        );
        assert_eq!(
            wrap("Conflit\u{a0}: 5 en L1C1", 9).collect::<Vec<_>>(),
            ["Conflit\u{a0}:", "5 en L1C1"],
            "the non-breaking space keeps the colon on its word's line"
        );
        for line in wrap(
            "Depth 12, 345 guesses, 678 backtracks (any button stops)",
            STATUS_COLUMNS,
        ) {
            assert!(line.len() <= STATUS_COLUMNS, "{line}");
        }
    }

    #[test]
    fn wrapping_cuts_between_characters_of_two_bytes() {
        // `µ` (two bytes) at every place around the width, with and without spaces.
        for pad in 0..12 {
            for text in [
                format!("{} in 420 µs, more words after it", "x".repeat(pad)),
                format!("{}µµµµµµµµµµµµ", "y".repeat(pad)),
            ] {
                let lines: Vec<&str> = wrap(&text, 10).collect();
                assert!(lines.iter().all(|l| l.chars().count() <= 10), "{lines:?}");
                let joined: std::string::String = lines.concat();
                assert_eq!(joined.replace(' ', ""), text.replace(' ', ""));
            }
        }
    }

    #[test]
    fn the_panel_draws_its_tag_status_and_legend() {
        let status = Status::new(
            Tone::Bad,
            Key::Conflict,
            format_args!("Conflict: 5 at r1c1 and r1c7"),
        );
        let panel = Panel {
            lang: Lang::En,
            size: "9x9",
            tag: ("EDIT", palette::ACCENT),
            status: &status,
            status_lines: STATUS_LINES,
            footer: "r1c1",
            legend: &LEGEND,
        };
        let mut canvas = Box::new(Canvas::new());
        panel.draw(canvas.as_mut()).unwrap();
        let count = |area: Rectangle, colour: Rgb888| {
            area.points()
                .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(colour))
                .count()
        };
        assert!(
            count(STATUS_AREA, palette::TEXT_BAD) > 50,
            "the status is in the problem colour"
        );
        assert_eq!(count(STATUS_AREA, palette::TEXT_GOOD), 0);
        let legend = Rectangle::new(Point::new(PANEL_X, 112), Size::new(208, 130));
        for colour in [
            palette::GLYPH_CIRCLE,
            palette::GLYPH_CROSS,
            palette::GLYPH_SQUARE,
            palette::GLYPH_TRIANGLE,
        ] {
            assert!(count(legend, colour) > 8, "{colour:?} glyph in the legend");
        }
        assert_eq!(canvas.pixel(PANEL_X as u32 + 2, 2), Some(palette::PANEL));
    }

    #[test]
    fn the_legend_tells_either_button_from_a_chord() {
        let rows = LEGEND
            .iter()
            .chain(crate::draw::screen::PLAY_LEGEND.iter())
            .chain(crate::draw::library::LIBRARY_LEGEND.iter());
        let joiner = |g: &Glyph| matches!(g, Glyph::Or | Glyph::Plus);
        for (glyphs, meaning) in rows {
            // Between any two buttons, a word says how they go together.
            for pair in glyphs.windows(2) {
                assert!(
                    joiner(&pair[0]) != joiner(&pair[1]),
                    "{meaning:?}: {glyphs:?}"
                );
            }
        }
        let find = |meaning: Key| LEGEND.iter().find(|r| r.1 == meaning).unwrap().0;
        assert!(
            find(Key::LegendRedo).contains(&Glyph::Plus),
            "Select + R is a chord"
        );
        assert!(find(Key::LegendDigitUp).contains(&Glyph::Or), "Circle or R");
    }
}
