//! Draws the XMB artwork (`ICON0.png`, `PIC1.png`) with the core's own drawables.

use std::{path::Path, process::ExitCode};

use clap::Args;
use embedded_graphics::{
    mono_font::{
        MonoTextStyle,
        ascii::{FONT_6X10, FONT_9X18_BOLD},
    },
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle},
    text::{Alignment, Text},
};
use sudoku_core::draw::{
    Canvas,
    face::{FONT_5X7, FONT_10X20},
    palette,
    title::SampleGrid,
};

use crate::png_io::write_canvas;

/// Draw the XMB artwork: ICON0.png (144x80) and PIC1.png (480x272)
#[derive(Debug, Args)]
pub struct Artwork {
    /// The folder to write them into
    #[arg(value_name = "DIR", default_value = "assets")]
    dir: String,
}

impl Artwork {
    /// Writes both images into the folder.
    pub fn run(self) -> Result<ExitCode, String> {
        draw_into(Path::new(&self.dir)).map(|()| ExitCode::SUCCESS)
    }
}

/// Writes both images into `dir`.
fn draw_into(dir: &Path) -> Result<(), String> {
    let mut canvas = Box::new(Canvas::new());
    draw_icon(&mut canvas);
    write_canvas(&canvas, 144, 80, &dir.join("ICON0.png"))?;
    draw_background(&mut canvas);
    write_canvas(&canvas, 480, 272, &dir.join("PIC1.png"))?;
    println!(
        "wrote {0}/ICON0.png (144x80) and {0}/PIC1.png (480x272)",
        dir.display()
    );
    Ok(())
}

/// The 144x80 XMB icon: a small solved grid beside the name.
fn draw_icon(canvas: &mut Canvas) {
    let ok = |r: Result<(), core::convert::Infallible>| r.expect("a canvas cannot fail");
    ok(canvas.clear(palette::BACKGROUND));
    let grid = SampleGrid {
        origin: Point::new(4, 4),
        cell: 8,
        font: &FONT_5X7,
        solved: true,
    };
    ok(grid.draw(canvas));
    let accent = MonoTextStyle::new(&FONT_9X18_BOLD, palette::ACCENT);
    ok(
        Text::with_alignment("SUDOKU", Point::new(112, 38), accent, Alignment::Center)
            .draw(canvas)
            .map(drop),
    );
    let dim = MonoTextStyle::new(&FONT_6X10, palette::TEXT);
    ok(
        Text::with_alignment("solver", Point::new(112, 54), dim, Alignment::Center)
            .draw(canvas)
            .map(drop),
    );
}

/// The 480x272 XMB background: a large solved grid on the right, room for the XMB's text on the left.
fn draw_background(canvas: &mut Canvas) {
    let ok = |r: Result<(), core::convert::Infallible>| r.expect("a canvas cannot fail");
    ok(canvas.clear(palette::BACKGROUND));
    // A soft band behind the XMB's title text.
    ok(Rectangle::new(Point::new(0, 190), Size::new(480, 82))
        .into_styled(PrimitiveStyle::with_fill(Rgb888Ext::darker(
            palette::BACKGROUND,
        )))
        .draw(canvas));
    let grid = SampleGrid {
        origin: Point::new(226, 10),
        cell: 27,
        font: &FONT_10X20,
        solved: true,
    };
    ok(grid.draw(canvas));
}

/// A darker shade of a colour, for the background band.
trait Rgb888Ext {
    fn darker(self) -> Self;
}

impl Rgb888Ext for embedded_graphics::pixelcolor::Rgb888 {
    fn darker(self) -> Self {
        Self::new(self.r() / 2, self.g() / 2, self.b() / 2)
    }
}
