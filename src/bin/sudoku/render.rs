//! `sudoku render`: the screens the PSP shows, drawn on the host with the same drawables.
//!
//! The emulator tests compare PPSSPP's screen with these images pixel for pixel.

use std::path::Path;

use embedded_graphics::Drawable;
use sudoku_core::draw::{Canvas, TitleScreen};

use crate::png_io::write_canvas;

/// The title screen exactly as `src/main.rs` draws it.
pub fn title() -> TitleScreen<'static> {
    TitleScreen {
        subtitle: concat!("v", env!("CARGO_PKG_VERSION")),
    }
}

/// Draws `scene` into the PNG file `out`.
pub fn run(scene: &str, out: &str) -> Result<(), String> {
    let mut canvas = Box::new(Canvas::new());
    match scene {
        "title" => title().draw(canvas.as_mut()).unwrap_or_else(|e| match e {}),
        _ => return Err(format!("unknown scene {scene:?} (known: title)")),
    }
    write_canvas(&canvas, 480, 272, Path::new(out))
}
