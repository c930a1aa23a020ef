//! When to write the autosave: soon after the state stops changing, and never later than a second.

use crate::save::Snapshot;

/// The state is written once it has been still this long.
pub const QUIET_MS: u64 = 250;
/// A change is never left unsaved longer than this, even while the player keeps going.
pub const LONGEST_MS: u64 = 1000;
/// A game's clock alone (nothing played) is written this often, not every second: a switched-off
/// PSP loses at most this much of the timer and never a move, and the stick is spared.
pub const TIME_ONLY_MS: u64 = 5_000;
/// The longest pause between two tries after failed writes (the pause doubles from a second).
pub const LONGEST_RETRY_MS: u64 = 16_000;

/// Tracks the state against what is on the memory stick.
#[derive(Debug, Clone)]
pub struct Autosave {
    /// What the save file holds (as far as we know).
    saved: Option<Snapshot>,
    /// The state seen at the last frame.
    seen: Option<Snapshot>,
    /// When the state last changed.
    changed_at: u64,
    /// When the state first differed from the save file, since the last write.
    pending_since: Option<u64>,
    /// After a failed write: no new attempt before this time.
    retry_at: Option<u64>,
    /// Writes that failed in a row.
    failures: u32,
}

impl Autosave {
    /// Starts from what the save file holds (`None`: no save yet).
    pub fn new(saved: Option<Snapshot>) -> Self {
        Autosave {
            saved,
            seen: saved,
            changed_at: 0,
            pending_since: None,
            retry_at: None,
            failures: 0,
        }
    }

    /// Looks at the state at `now_ms`; `true` when it should be written now.
    pub fn observe(&mut self, current: &Snapshot, now_ms: u64) -> bool {
        if self.seen.as_ref() != Some(current) {
            self.seen = Some(*current);
            self.changed_at = now_ms;
        }
        if self.saved.as_ref() == Some(current) {
            self.pending_since = None;
            return false;
        }
        let since = *self.pending_since.get_or_insert(now_ms);
        if self
            .saved
            .as_ref()
            .is_some_and(|saved| saved.same_but_time(current))
        {
            return now_ms.saturating_sub(since) >= TIME_ONLY_MS
                && !self.retry_at.is_some_and(|at| now_ms < at);
        }
        if self.retry_at.is_some_and(|at| now_ms < at) {
            return false;
        }
        now_ms.saturating_sub(self.changed_at) >= QUIET_MS
            || now_ms.saturating_sub(since) >= LONGEST_MS
    }

    /// The state differs from what the save file holds: a forced save has something to write.
    pub fn is_due(&self, current: &Snapshot) -> bool {
        self.saved.as_ref() != Some(current)
    }

    /// The write of `snapshot` succeeded; `true` if writes had been failing until now.
    pub fn written(&mut self, snapshot: Snapshot) -> bool {
        self.saved = Some(snapshot);
        self.pending_since = None;
        self.retry_at = None;
        core::mem::take(&mut self.failures) > 0
    }

    /// The write failed at `now_ms`: the next try waits a second, then two, four ... up to
    /// [`LONGEST_RETRY_MS`], never every frame. `true` for the first failure in a row, the one
    /// worth telling the player about.
    pub fn failed(&mut self, now_ms: u64) -> bool {
        self.failures += 1;
        let pause = (LONGEST_MS << (self.failures - 1).min(8)).min(LONGEST_RETRY_MS);
        self.retry_at = Some(now_ms + pause);
        self.failures == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cell, Digit, Grid, Nine, save::SavedMode};

    fn state(d: u8) -> Snapshot {
        moved(d, 0)
    }

    /// A grid with `d` in r1c1 and the cursor on cell `cursor`.
    fn moved(d: u8, cursor: usize) -> Snapshot {
        let mut grid = Grid::<Nine>::empty();
        grid.set_given(Cell::from_index(0).unwrap(), Digit::new(d));
        Snapshot::new(&grid, Cell::from_index(cursor).unwrap(), SavedMode::Editing)
    }

    /// A game on the grid of `state(1)`, `ms` into it.
    fn game(ms: u32) -> Snapshot {
        state(1)
            .with_play(crate::save::PlayState {
                notes_mode: false,
                paused: false,
                finished: false,
                mistakes: crate::preferences::Mistakes::Off,
                pointer: 1,
                elapsed_ms: ms,
                mistakes_made: 0,
                notes: [0; crate::save::MAX_CELLS],
            })
            .unwrap()
    }

    #[test]
    fn a_game_clock_alone_is_written_every_five_seconds_a_move_at_once() {
        let mut a = Autosave::new(Some(game(0)));
        let mut writes = std::vec::Vec::new();
        for t in (0..40_000).step_by(16) {
            let s = game(t as u32);
            if a.observe(&s, t) {
                writes.push(t);
                a.written(s);
            }
        }
        assert_eq!(writes.len(), 7, "{writes:?}");
        assert!(
            writes[0] >= 5_000 && writes[0] < 5_100,
            "first after 5 s: {writes:?}"
        );
        let moved = game(40_000).with_play(crate::save::PlayState {
            paused: true,
            ..*game(40_000).play().unwrap()
        });
        let moved = moved.unwrap();
        assert!(
            a.observe(&moved, 40_000) || a.observe(&moved, 40_000 + 250),
            "a pause is written as soon as it is still"
        );
    }

    #[test]
    fn a_change_is_written_once_the_state_is_still() {
        let mut a = Autosave::new(Some(state(1)));
        assert!(!a.observe(&state(1), 0), "nothing changed");
        assert!(!a.observe(&state(2), 100));
        // 250 ms of quiet.
        assert!(!a.observe(&state(2), 349));
        assert!(a.observe(&state(2), 350));
        a.written(state(2));
        assert!(!a.observe(&state(2), 2000));
    }

    #[test]
    fn a_player_who_keeps_going_is_saved_every_second() {
        let mut a = Autosave::new(None);
        let mut writes = std::vec::Vec::new();
        for (i, t) in (0..3000).step_by(100).enumerate() {
            // The cursor moves every 100 ms: never quiet.
            let s = moved(1, i);
            if a.observe(&s, t) {
                writes.push(t);
                a.written(s);
            }
        }
        assert_eq!(
            writes,
            [1000, 2100],
            "a write a second at most after the first unsaved change"
        );
    }

    #[test]
    fn a_failed_write_is_retried_a_second_later_and_a_change_back_needs_no_write() {
        let mut a = Autosave::new(Some(state(1)));
        assert!(!a.observe(&state(2), 0));
        assert!(a.observe(&state(2), 250));
        assert!(a.failed(250), "the first failure is reported");
        assert!(!a.observe(&state(2), 750));
        assert!(!a.observe(&state(2), 1249), "not before a second");
        assert!(a.observe(&state(2), 1250));
        let mut b = Autosave::new(Some(state(1)));
        assert!(!b.observe(&state(2), 0));
        assert!(!b.observe(&state(1), 100), "back to what is saved");
        assert!(!b.observe(&state(1), 5000));
    }

    #[test]
    fn failed_writes_are_retried_after_growing_pauses_and_reported_once() {
        let mut a = Autosave::new(Some(state(1)));
        let mut t = 0;
        assert!(!a.observe(&state(2), t));
        t += QUIET_MS;
        let mut tries = std::vec::Vec::new();
        let mut reported = 0;
        while t < 60_000 {
            if a.observe(&state(2), t) {
                tries.push(t);
                reported += u32::from(a.failed(t));
            }
            t += 10;
        }
        let pauses: std::vec::Vec<u64> = tries.windows(2).map(|w| w[1] - w[0]).collect();
        // 1, 2, 4, 8 and 16 seconds, then 16 seconds for good.
        assert_eq!(
            &pauses[..6],
            [1000, 2000, 4000, 8000, 16_000, 16_000],
            "{tries:?}"
        );
        assert_eq!(
            reported, 1,
            "a failing stick is reported once, not at every try"
        );
        assert!(
            a.written(state(2)),
            "the first success after failures is news"
        );
        assert!(!a.written(state(2)));
        assert!(!a.is_due(&state(2)) && a.is_due(&state(3)));
    }

    #[test]
    fn a_failed_write_of_the_clock_alone_is_retried_a_second_later() {
        let mut a = Autosave::new(Some(game(0)));
        assert!(!a.observe(&game(1), 0));
        assert!(a.observe(&game(5_000), 5_000), "5 s of clock");
        a.failed(5_000);
        assert!(!a.observe(&game(5_500), 5_500));
        assert!(!a.observe(&game(5_999), 5_999));
        assert!(a.observe(&game(6_000), 6_000), "a second after the failure");
    }
}
