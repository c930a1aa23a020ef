//! [`Clock`]: the time source the editor measures searches and benchmarks with.

/// Microseconds from some fixed start (the PSP shell reads `sceRtc`; tests use [`FakeClock`]).
pub trait Clock {
    /// Microseconds now; never goes backwards.
    fn now_us(&mut self) -> u64;
}

/// A clock for tests: stands still unless moved, or advances a fixed step on every reading.
#[derive(Debug, Clone, Default)]
pub struct FakeClock {
    /// The time the next reading returns.
    pub now: u64,
    /// How much each reading moves the clock on.
    pub step: u64,
}

impl FakeClock {
    /// A clock at 0 that moves `step` microseconds per reading.
    pub const fn stepping(step: u64) -> Self {
        FakeClock { now: 0, step }
    }
}

impl Clock for FakeClock {
    fn now_us(&mut self) -> u64 {
        let now = self.now;
        self.now += self.step;
        now
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fake_clock_steps_on_each_reading() {
        let mut clock = FakeClock::stepping(5);
        assert_eq!([clock.now_us(), clock.now_us(), clock.now_us()], [0, 5, 10]);
        let mut still = FakeClock::default();
        assert_eq!(still.now_us(), still.now_us());
    }
}
