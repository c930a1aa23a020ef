//! The app thread's frames of work, reported on stdout for the emulator tests (PPSSPP logs the
//! lines, the e2e harness reads them; a console drops them).
//!
//! A frame's work is the time from its start to its end before the wait for the vertical blank:
//! the console's requests, the pad, the app's frame (its work slice included) and the drawing.
//! A frame is idle or working as the app says ([`App::frame_load`]), and ran at the clock the
//! shell had set for it. Lines:
//!
//! - at start, `clock: idle at N MHz, working at M MHz`;
//! - every [`WINDOW`] frames, `frame: longest work of 60 frames: idle I us, working W us`
//!   (0 for a kind that had no frame);
//! - at once, for a frame whose work passes a frame (16,667 us), `frame: long frame of work
//!   W us, idle|working at N MHz, drawing D us` (D of W redrew the screen, 0 when it was not
//!   redrawn), so that no long frame is missed when a save state rewinds the window.
//!
//! [`App::frame_load`]: sudoku_core::app::App::frame_load

use sudoku_core::app::Load;

use super::log;

/// Frames in one report.
pub const WINDOW: u32 = 60;
/// A frame at 60 Hz, in microseconds.
const FRAME_US: u64 = 16_667;

/// The longest frames of work of the report under way.
#[derive(Debug, Default)]
pub struct Frames {
    /// Frames counted in this report.
    counted: u32,
    /// The longest idle frame's work, in microseconds.
    idle_us: u64,
    /// The longest working frame's work, in microseconds.
    working_us: u64,
}

impl Frames {
    /// Says the two clocks (once, at start).
    pub fn start(idle_mhz: i32, working_mhz: i32) -> Self {
        log::line(format_args!(
            "clock: idle at {idle_mhz} MHz, working at {working_mhz} MHz"
        ));
        Frames::default()
    }

    /// Counts a frame of `work_us` of work, `draw_us` of it drawing, of kind `load`, run at
    /// `mhz`.
    pub fn frame(&mut self, work_us: u64, draw_us: u64, load: Load, mhz: i32) {
        let kind = match load {
            Load::Idle => "idle",
            Load::Working => "working",
        };
        if work_us > FRAME_US {
            log::line(format_args!(
                "frame: long frame of work {work_us} us, {kind} at {mhz} MHz, drawing {draw_us} us"
            ));
        }
        let longest = match load {
            Load::Idle => &mut self.idle_us,
            Load::Working => &mut self.working_us,
        };
        *longest = (*longest).max(work_us);
        self.counted += 1;
        if self.counted == WINDOW {
            log::line(format_args!(
                "frame: longest work of {WINDOW} frames: idle {} us, working {} us",
                self.idle_us, self.working_us
            ));
            *self = Frames::default();
        }
    }
}
