//! Build script: every glyph of the app's fonts as rows of bits, for `draw::face`.
//!
//! embedded-graphics draws a glyph of a mono font by walking all its pixels, lit or not, out of
//! the font's packed image and looking the character up in the font's mapping string: on the
//! PSP that was most of a redraw (a board with the menu over it, 15 to 18 ms at 222 MHz). The
//! image's bytes are private to the crate, so this script draws each of the 256 Latin-1
//! characters of each font once, with embedded-graphics itself, and writes what it drew as one
//! `u16` a glyph row (bit x lit for column x) into `$OUT_DIR/faces.rs`. `draw::face` walks only
//! the lit bits; its tests check that it draws what embedded-graphics draws, character for
//! character, in every font.

use std::{env, fmt::Write as _, fs, path::Path};

use embedded_graphics::{
    mono_font::{MonoFont, MonoTextStyle, iso_8859_1},
    pixelcolor::BinaryColor,
    prelude::*,
    text::{Baseline, renderer::TextRenderer},
};

/// The fonts the app draws with, by the name `draw::face` gives their rows.
const FONTS: [(&str, MonoFont<'static>); 8] = [
    ("FONT_4X6", iso_8859_1::FONT_4X6),
    ("FONT_5X7", iso_8859_1::FONT_5X7),
    ("FONT_6X10", iso_8859_1::FONT_6X10),
    ("FONT_7X13", iso_8859_1::FONT_7X13),
    ("FONT_7X13_BOLD", iso_8859_1::FONT_7X13_BOLD),
    ("FONT_8X13", iso_8859_1::FONT_8X13),
    ("FONT_10X20", iso_8859_1::FONT_10X20),
    ("PROFONT_24_POINT", profont::PROFONT_24_POINT),
];

/// One glyph's lit pixels, a `u16` a row.
struct Rows(Vec<u16>);

impl OriginDimensions for Rows {
    fn size(&self) -> Size {
        Size::new(16, self.0.len() as u32)
    }
}

impl DrawTarget for Rows {
    type Color = BinaryColor;
    type Error = core::convert::Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<BinaryColor>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Self::Error> {
        for Pixel(at, colour) in pixels {
            assert!((0..16).contains(&at.x), "a glyph wider than 16 pixels");
            if colour.is_on() {
                self.0[at.y as usize] |= 1 << at.x;
            }
        }
        Ok(())
    }
}

fn main() {
    // The path as cargo gave it: the PSP build runs this script from target/psp-stage/.
    println!("cargo::rerun-if-changed={}", file!());
    let mut out =
        String::from("// Written by src/build.rs: each font's 256 Latin-1 glyphs, a u16 a row.\n");
    for (name, font) in FONTS {
        let height = font.character_size.height as usize;
        assert!(
            font.character_size.width <= 16,
            "{name} is wider than 16 pixels"
        );
        let style = MonoTextStyle::new(&font, BinaryColor::On);
        let mut rows = Vec::with_capacity(256 * height);
        for code in 0..=255u8 {
            let mut glyph = Rows(vec![0; height]);
            let mut text = [0; 4];
            // The style itself, not a `Text`, which would take a line feed for a new line.
            style
                .draw_string(
                    char::from(code).encode_utf8(&mut text),
                    Point::zero(),
                    Baseline::Top,
                    &mut glyph,
                )
                .unwrap_or_else(|e| match e {});
            rows.extend(glyph.0);
        }
        writeln!(
            out,
            "pub(super) static {name}: [u16; {}] = {rows:?};",
            rows.len()
        )
        .expect("a String takes any write");
    }
    let dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR for a build script");
    fs::write(Path::new(&dir).join("faces.rs"), out).expect("OUT_DIR is writable");
}
