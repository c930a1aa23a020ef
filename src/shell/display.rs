//! A double-buffered VRAM draw target: draw into the back buffer, then [`Display::latch`] and wait for the blank.

use core::{convert::Infallible, ptr};

use embedded_graphics::{pixelcolor::Rgb888, prelude::*, primitives::Rectangle};
use psp::sys::{self, DisplayMode, DisplayPixelFormat, DisplaySetBufSync};

use super::log;

/// Pixels a VRAM row holds (the display reads 480 of them).
const STRIDE: usize = 512;
const WIDTH: usize = 480;
const HEIGHT: usize = 272;
/// Bytes one framebuffer takes in VRAM.
const BUFFER_BYTES: usize = STRIDE * HEIGHT * 4;
/// The address bits that tell VRAM buffers apart, whichever window (cached or not) names them.
const VRAM_OFFSET_MASK: usize = 0x0FFF_FFFF;
/// Frames between two reports of the display check on stdout (PPSSPP logs them).
const REPORT_EVERY: u32 = 16;

/// The PSP screen as two 32-bit framebuffers in VRAM, one shown while the other is drawn.
pub struct Display {
    /// Start of VRAM, through the CPU's cached window (faster writes; flushed before a flip).
    vram: *mut u32,
    /// Which buffer (0 or 1) is being drawn; the other is on screen.
    back: usize,
    /// Frames whose back buffer was checked before drawing.
    checked: u32,
    /// Of them, frames whose back buffer was on screen or latched (should stay 0).
    torn: u32,
}

impl Display {
    /// Sets the LCD to 480x272, 32-bit colour, showing buffer 0 and drawing into buffer 1.
    pub fn new() -> Self {
        // SAFETY: sceGeEdramGetAddr returns the fixed VRAM base (2 MiB), which
        // holds both 544 KiB buffers; no other code of ours touches VRAM.
        let vram = unsafe { sys::sceGeEdramGetAddr() } as *mut u32;
        let mut display = Display {
            vram,
            back: 1,
            checked: 0,
            torn: 0,
        };
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

    /// Shows what was drawn: flushes the cache, latches the back buffer, and swaps the roles of
    /// the buffers. The latch takes effect at the next vertical blank: the caller waits for it
    /// ([`Display::wait_vblank_since`]) before drawing again.
    ///
    /// Latch first, then wait: on a PSP a latched (`NextFrame`) change made once a blank has
    /// begun is shown only from the following blank (pspautotests `display/setframebuf`, "Latch
    /// behavior"), so waiting first and latching after, as this shell once did, went on drawing
    /// into the buffer the LCD was still scanning (torn frames, one frame of lag). Latched before
    /// the wait, the buffer is on screen when the wait returns, and the other one is free. The
    /// new back buffer holds the frame before last; callers redraw it whole.
    pub fn latch(&mut self) {
        // SAFETY: the back buffer lies in VRAM (see `new`); flushing the data cache makes our
        // cached writes visible to the display controller before it reads them.
        unsafe {
            sys::sceKernelDcacheWritebackAll();
            sys::sceDisplaySetFrameBuf(
                self.buffer(self.back) as *const u8,
                STRIDE,
                DisplayPixelFormat::Psm8888,
                DisplaySetBufSync::NextFrame,
            );
        }
        self.back ^= 1;
    }

    /// Checks, before drawing, that the buffer about to be drawn is neither shown nor latched
    /// to be shown (what the display reports); counts the frames checked and the failures.
    pub fn check_back_buffer(&mut self) {
        let back = self.buffer(self.back) as usize & VRAM_OFFSET_MASK;
        let on_screen = [DisplaySetBufSync::Immediate, DisplaySetBufSync::NextFrame]
            .into_iter()
            .any(|which| {
                let (mut top, mut width, mut format) =
                    (ptr::null_mut(), 0usize, DisplayPixelFormat::Psm8888);
                // SAFETY: three valid, writable out-parameters; the call only reads the display's
                // state. `Immediate` asks for the buffer shown now, `NextFrame` for the latched one.
                let code =
                    unsafe { sys::sceDisplayGetFrameBuf(&mut top, &mut width, &mut format, which) };
                code >= 0 && top as usize & VRAM_OFFSET_MASK == back
            });
        self.checked = self.checked.wrapping_add(1);
        if on_screen {
            self.torn = self.torn.wrapping_add(1);
            log::line(format_args!(
                "display: drawn buffer ON SCREEN at frame {}",
                self.checked
            ));
        } else if self.checked.is_multiple_of(REPORT_EVERY) && self.torn == 0 {
            log::line(format_args!(
                "display: {} frames checked, drawn buffer never on screen",
                self.checked
            ));
        }
    }

    /// The count of vertical blanks so far.
    pub fn vcount(&self) -> u32 {
        // SAFETY: no arguments, no memory touched.
        unsafe { sys::sceDisplayGetVcount() }
    }

    /// Waits for the next vertical blank unless one began since the count was `vcount` (a
    /// change of the clock's PLL waits for one on a PSP): a frame ends on a blank, once.
    pub fn wait_vblank_since(&self, vcount: u32) {
        if self.vcount() == vcount {
            // SAFETY: no arguments, no memory touched.
            unsafe {
                sys::sceDisplayWaitVblankStart();
            }
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
        // Fills write most of a redraw's pixels: eight words a turn keep the loop's own
        // instructions (count, compare, branch) to a fraction of the stores.
        let (chunks, rest) = span.as_chunks_mut::<8>();
        for chunk in chunks {
            *chunk = [value; 8];
        }
        rest.fill(value);
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
