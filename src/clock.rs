//! [`Clock`]: the time source the editor measures searches and benchmarks with; [`DateTime`]:
//! a date on the console's clock (when a slot was saved).

/// Microseconds from some fixed start (the PSP shell reads `sceRtc`; tests use [`FakeClock`]).
pub trait Clock {
    /// Microseconds now; never goes backwards.
    fn now_us(&mut self) -> u64;
}

/// A borrowed clock reads as the clock it borrows (so that `&mut dyn Clock` is one).
impl<C: Clock + ?Sized> Clock for &mut C {
    fn now_us(&mut self) -> u64 {
        (**self).now_us()
    }
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

/// A date and time of day on the console's clock (local time), to the minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    /// The year, e.g. 2026.
    pub year: u16,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, 1 to 31.
    pub day: u8,
    /// The hour, 0 to 23.
    pub hour: u8,
    /// The minute, 0 to 59.
    pub minute: u8,
}

impl DateTime {
    /// The date and time if every field is in its range (a day past the month's end included:
    /// only the ranges are checked).
    pub fn new(year: u16, month: u8, day: u8, hour: u8, minute: u8) -> Option<Self> {
        let valid =
            (1..=12).contains(&month) && (1..=31).contains(&day) && hour < 24 && minute < 60;
        valid.then_some(DateTime {
            year,
            month,
            day,
            hour,
            minute,
        })
    }

    /// The date and time `seconds` after 1970-01-01 00:00 (a host file's time, taken as local).
    pub fn from_unix(seconds: u64) -> Self {
        let days = (seconds / 86_400) as i64;
        let of_day = seconds % 86_400;
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
        DateTime {
            year,
            month,
            day,
            hour: (of_day / 3600) as u8,
            minute: (of_day / 60 % 60) as u8,
        }
    }
}

impl core::fmt::Display for DateTime {
    /// `2026-11-23 18:05`: the order every reader can read, whatever the console's language.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02} {:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// Two digits, with a leading zero.
struct Two(u8);

impl core::fmt::Display for Two {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:02}", self.0)
    }
}

impl crate::text::Localized for DateTime {
    /// In the order the language writes dates: `2026-11-23 18:05`, `23/11/2026 à 18h05`.
    fn fmt_in(
        &self,
        lang: crate::text::Lang,
        f: &mut core::fmt::Formatter<'_>,
    ) -> core::fmt::Result {
        let (month, day, hour, minute) = (
            Two(self.month),
            Two(self.day),
            Two(self.hour),
            Two(self.minute),
        );
        write!(
            f,
            "{}",
            lang.say(
                crate::text::Key::DateTime,
                &[&self.year, &month, &day, &hour, &minute]
            )
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn unix_times_become_calendar_dates() {
        assert_eq!(DateTime::from_unix(0).to_string(), "1970-01-01 00:00");
        // 2000-02-29 12:34:56, a leap day.
        assert_eq!(
            DateTime::from_unix(951_827_696).to_string(),
            "2000-02-29 12:34"
        );
        // 2026-11-23 18:05:00.
        assert_eq!(
            DateTime::from_unix(1_795_457_100).to_string(),
            "2026-11-23 18:05"
        );
        assert_eq!(
            DateTime::from_unix(1_795_457_100 - 86_400 * 23).to_string(),
            "2026-10-31 18:05"
        );
    }

    #[test]
    fn dates_out_of_range_are_refused() {
        assert!(DateTime::new(2026, 13, 1, 0, 0).is_none());
        assert!(DateTime::new(2026, 12, 0, 0, 0).is_none());
        assert!(DateTime::new(2026, 12, 31, 24, 0).is_none());
        assert!(DateTime::new(2026, 12, 31, 23, 60).is_none());
        assert!(DateTime::new(2026, 12, 31, 23, 59).is_some());
    }

    #[test]
    fn a_fake_clock_steps_on_each_reading() {
        let mut clock = FakeClock::stepping(5);
        assert_eq!([clock.now_us(), clock.now_us(), clock.now_us()], [0, 5, 10]);
        let mut still = FakeClock::default();
        assert_eq!(still.now_us(), still.now_us());
    }
}
