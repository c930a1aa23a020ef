//! Writing and reading 24-bit PNGs of a [`Canvas`] region.

use std::{fs::File, io::BufWriter, path::Path};

use sudoku_core::draw::Canvas;

/// Writes the top-left `width` x `height` of `canvas` as an 8-bit RGB PNG.
pub fn write_canvas(canvas: &Canvas, width: u32, height: u32, path: &Path) -> Result<(), String> {
    let mut rgb = vec![0u8; (width * height * 3) as usize];
    canvas.copy_rgb(width, height, &mut rgb);
    let file = File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut encoder = png::Encoder::new(BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writer
        .write_image_data(&rgb)
        .map_err(|e| format!("{}: {e}", path.display()))
}
