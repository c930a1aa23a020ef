//! An in-memory 480x272 screen: what the host tools and the render tests draw into.

use embedded_graphics::{pixelcolor::Rgb888, prelude::*, primitives::Rectangle};

use super::{SCREEN_HEIGHT, SCREEN_WIDTH};

const WIDTH: usize = SCREEN_WIDTH as usize;
const HEIGHT: usize = SCREEN_HEIGHT as usize;

/// A PSP-sized framebuffer in memory (about 390 KiB: keep it off small stacks).
#[derive(Clone)]
pub struct Canvas {
    pixels: [Rgb888; WIDTH * HEIGHT],
}

impl core::fmt::Debug for Canvas {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Canvas({WIDTH}x{HEIGHT})")
    }
}

impl Default for Canvas {
    fn default() -> Self {
        Self::new()
    }
}

impl Canvas {
    /// A black screen.
    pub const fn new() -> Self {
        Canvas {
            pixels: [Rgb888::new(0, 0, 0); WIDTH * HEIGHT],
        }
    }

    /// The colour at `(x, y)`, or `None` off the screen.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Rgb888> {
        ((x as usize) < WIDTH && (y as usize) < HEIGHT)
            .then(|| self.pixels[y as usize * WIDTH + x as usize])
    }

    /// Writes the top-left `width` x `height` region as packed RGB bytes (3 a pixel) into `out`.
    ///
    /// Returns the number of bytes written; `out` must hold `width * height * 3`.
    pub fn copy_rgb(&self, width: u32, height: u32, out: &mut [u8]) -> usize {
        let (w, h) = ((width as usize).min(WIDTH), (height as usize).min(HEIGHT));
        let mut n = 0;
        for y in 0..h {
            for colour in &self.pixels[y * WIDTH..y * WIDTH + w] {
                out[n..n + 3].copy_from_slice(&[colour.r(), colour.g(), colour.b()]);
                n += 3;
            }
        }
        n
    }
}

impl OriginDimensions for Canvas {
    fn size(&self) -> Size {
        Size::new(SCREEN_WIDTH, SCREEN_HEIGHT)
    }
}

impl DrawTarget for Canvas {
    type Color = Rgb888;
    type Error = core::convert::Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<Rgb888>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Self::Error> {
        for Pixel(point, colour) in pixels {
            if let (Ok(x @ 0..WIDTH), Ok(y @ 0..HEIGHT)) =
                (usize::try_from(point.x), usize::try_from(point.y))
            {
                self.pixels[y * WIDTH + x] = colour;
            }
        }
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, colour: Rgb888) -> Result<(), Self::Error> {
        let area = area.intersection(&self.bounding_box());
        if let Some(bottom_right) = area.bottom_right() {
            let (x0, x1) = (area.top_left.x as usize, bottom_right.x as usize + 1);
            for y in area.top_left.y as usize..=bottom_right.y as usize {
                self.pixels[y * WIDTH + x0..y * WIDTH + x1].fill(colour);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::primitives::PrimitiveStyle;
    use std::boxed::Box;

    #[test]
    fn out_of_bounds_pixels_are_dropped() {
        let mut canvas = Box::new(Canvas::new());
        let pixels = [
            Pixel(Point::new(-1, 0), Rgb888::RED),
            Pixel(Point::new(480, 5), Rgb888::RED),
        ];
        canvas.draw_iter(pixels).unwrap();
        assert_eq!(canvas.pixel(0, 0), Some(Rgb888::BLACK));
        assert_eq!(canvas.pixel(479, 5), Some(Rgb888::BLACK));
        assert_eq!(canvas.pixel(480, 5), None);
    }

    #[test]
    fn fill_solid_is_clipped_and_exact() {
        let mut canvas = Box::new(Canvas::new());
        Rectangle::new(Point::new(470, 260), Size::new(20, 20))
            .into_styled(PrimitiveStyle::with_fill(Rgb888::GREEN))
            .draw(canvas.as_mut())
            .unwrap();
        assert_eq!(canvas.pixel(469, 265), Some(Rgb888::BLACK));
        assert_eq!(canvas.pixel(470, 260), Some(Rgb888::GREEN));
        assert_eq!(canvas.pixel(479, 271), Some(Rgb888::GREEN));
        assert_eq!(canvas.pixel(470, 259), Some(Rgb888::BLACK));
    }

    #[test]
    fn copy_rgb_packs_the_top_left_region() {
        let mut canvas = Box::new(Canvas::new());
        canvas
            .draw_iter([Pixel(Point::new(1, 0), Rgb888::new(1, 2, 3))])
            .unwrap();
        let mut out = [0u8; 2 * 2 * 3];
        assert_eq!(canvas.copy_rgb(2, 2, &mut out), 12);
        assert_eq!(out[3..6], [1, 2, 3]);
        assert_eq!(out[0..3], [0, 0, 0]);
    }
}
