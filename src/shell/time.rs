//! Time from the PSP's real-time clock, as the core's [`Clock`].

use psp::sys;
use sudoku_core::clock::Clock;

/// Microseconds since the RTC's epoch, from `sceRtcGetCurrentTick`.
#[derive(Debug)]
pub struct RtcClock {
    /// Ticks per second.
    resolution: u64,
}

impl RtcClock {
    /// Reads the tick resolution once.
    pub fn new() -> Self {
        // SAFETY: no arguments, no memory touched.
        let resolution = unsafe { sys::sceRtcGetTickResolution() };
        RtcClock {
            resolution: u64::from(resolution.max(1)),
        }
    }
}

impl Clock for RtcClock {
    fn now_us(&mut self) -> u64 {
        let mut tick = 0u64;
        // SAFETY: `tick` is a valid, writable u64.
        unsafe {
            sys::sceRtcGetCurrentTick(&mut tick);
        }
        if self.resolution == 1_000_000 {
            tick
        } else {
            tick / self.resolution * 1_000_000
                + tick % self.resolution * 1_000_000 / self.resolution
        }
    }
}
