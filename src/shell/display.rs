//! A double-buffered VRAM draw target: draw into the back buffer, then [`Display::flip`].

use core::convert::Infallible;

use embedded_graphics::{pixelcolor::Rgb888, prelude::*, primitives::Rectangle};
use psp::sys::{self, DisplayMode, DisplayPixelFormat, DisplaySetBufSync};

/// Pixels a VRAM row holds (the display reads 480 of them).
const STRIDE: usize = 512;
const WIDTH: usize = 480;
const HEIGHT: usize = 272;
/// Bytes one framebuffer takes in VRAM.
const BUFFER_BYTES: usize = STRIDE * HEIGHT * 4;

/// The PSP screen as two 32-bit framebuffers in VRAM, one shown while the other is drawn.
pub struct Display {
    /// Start of VRAM, through the CPU's cached window (faster writes; flushed before a flip).
    vram: *mut u32,
    /// Which buffer (0 or 1) is being drawn; the other is on screen.
    back: usize,
}

impl Display {
    /// Sets the LCD to 480x272, 32-bit colour, showing buffer 0 and drawing into buffer 1.
    pub fn new() -> Self {
        // SAFETY: sceGeEdramGetAddr returns the fixed VRAM base (2 MiB), which
        // holds both 544 KiB buffers; no other code of ours touches VRAM.
        let vram = unsafe { sys::sceGeEdramGetAddr() } as *mut u32;
        let mut display = Display { vram, back: 1 };
        display.clear_buffer(0);
        display.clear_buffer(1);
        // SAFETY: plain display-mode calls with valid constants and a VRAM address.
        unsafe {
            sys::sceDisplaySetMode(DisplayMode::Lcd, WIDTH, HEIGHT);
            sys::sceKernelDcacheWritebackAll();
            sys::sceDisplaySetFrameBuf(
                display.buffer(0) as *const u8,
                STRIDE,
                DisplayPixelFormat::Psm8888,
                DisplaySetBufSync::NextFrame,
            );
        }
        display
    }

    /// Shows what was drawn: flushes the cache, waits for vertical blank, swaps the buffers.
    ///
    /// The new back buffer holds the frame before last; callers redraw it whole.
    pub fn flip(&mut self) {
        // SAFETY: the back buffer lies in VRAM (see `new`); flushing the data
        // cache makes our cached writes visible to the display controller.
        unsafe {
            sys::sceKernelDcacheWritebackAll();
            sys::sceDisplayWaitVblankStart();
            sys::sceDisplaySetFrameBuf(
                self.buffer(self.back) as *const u8,
                STRIDE,
                DisplayPixelFormat::Psm8888,
                DisplaySetBufSync::NextFrame,
            );
        }
        self.back ^= 1;
    }

    /// Waits for the next vertical blank without swapping (a frame with nothing new).
    pub fn wait_vblank(&self) {
        // SAFETY: no arguments, no memory touched.
        unsafe {
            sys::sceDisplayWaitVblankStart();
        }
    }

    fn buffer(&self, index: usize) -> *mut u32 {
        self.vram.wrapping_add(index * BUFFER_BYTES / 4)
    }

    fn clear_buffer(&mut self, index: usize) {
        let buffer = self.buffer(index);
        for offset in 0..STRIDE * HEIGHT {
            // SAFETY: offset < STRIDE * HEIGHT, inside buffer `index` in VRAM.
            unsafe { buffer.add(offset).write_volatile(0) };
        }
    }

    /// Writes `count` pixels of `value` from (x, y) along one row of the back buffer.
    fn fill_row(&mut self, x: usize, y: usize, count: usize, value: u32) {
        debug_assert!(x + count <= WIDTH && y < HEIGHT);
        let row = self.buffer(self.back).wrapping_add(y * STRIDE + x);
        // SAFETY: the caller clipped the span to the 480x272 screen, so every
        // written word lies inside the back buffer.
        let span = unsafe { core::slice::from_raw_parts_mut(row, count) };
        span.fill(value);
    }
}

/// The 32-bit word the display reads for a colour (ABGR in memory order R, G, B, A).
fn pack(colour: Rgb888) -> u32 {
    u32::from(colour.r()) | u32::from(colour.g()) << 8 | u32::from(colour.b()) << 16 | 0xFF00_0000
}

impl OriginDimensions for Display {
    fn size(&self) -> Size {
        Size::new(WIDTH as u32, HEIGHT as u32)
    }
}

impl DrawTarget for Display {
    type Color = Rgb888;
    type Error = Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<Rgb888>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Infallible> {
        let back = self.buffer(self.back);
        for Pixel(point, colour) in pixels {
            if let (Ok(x @ 0..WIDTH), Ok(y @ 0..HEIGHT)) =
                (usize::try_from(point.x), usize::try_from(point.y))
            {
                // SAFETY: (x, y) is on the screen, so the word is inside the back buffer.
                unsafe { back.add(y * STRIDE + x).write(pack(colour)) };
            }
        }
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, colour: Rgb888) -> Result<(), Infallible> {
        let area = area.intersection(&self.bounding_box());
        if let Some(bottom_right) = area.bottom_right() {
            let (x, width) = (area.top_left.x as usize, area.size.width as usize);
            let value = pack(colour);
            for y in area.top_left.y as usize..=bottom_right.y as usize {
                self.fill_row(x, y, width, value);
            }
        }
        Ok(())
    }

    fn clear(&mut self, colour: Rgb888) -> Result<(), Infallible> {
        self.fill_solid(&self.bounding_box(), colour)
    }
}
