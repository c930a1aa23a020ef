//! Time from the PSP's real-time clock, as the core's [`Clock`], with the time the console slept
//! left out (a search or a game's timer interrupted by a suspend does not count the night).

use psp::sys;
use sudoku_core::clock::Clock;

use super::power;

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
        let us = if self.resolution == 1_000_000 {
            tick
        } else {
            tick / self.resolution * 1_000_000
                + tick % self.resolution * 1_000_000 / self.resolution
        };
        us.saturating_sub(u64::from(power::asleep_ms()) * 1000)
    }
}
