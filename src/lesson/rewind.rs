//! [`Rewind`]: any lesson search that can step back, one step at a time or to any step, and
//! keeps its last steps for the history view.
//!
//! A search only goes forward. Going back to step `t` is going forward again from a saved state
//! before it ([`Search::mark`]): the searches are deterministic, so the replay passes through
//! exactly the states the search passed through the first time (grid, counters, stack of
//! choices), and the last [`RECENT`] steps before `t` are recorded again for the history.
//!
//! The saved states sit in four fixed tables of `K` marks each, from coarse to fine:
//! - level 0 holds marks at `0, s0, 2 s0...` up to `(K - 1) s0`; when the search passes `K s0`
//!   steps, `s0` doubles and every other mark goes (the table never fills);
//! - levels 1 to 3 are rings holding the last `K` multiples of `s1 = s0 / K`, `s2 = s1 / K` and
//!   `s3 = s2 / K` (rounded up to powers of two) that the search passed: each ring spans one
//!   interval of the level above, wherever the search is.
//!
//! One step back from where the search stands replays at most `s3 + RECENT` steps from the
//! finest ring; stepping back further, every `s2` steps one replay of at most `s2 + RECENT`
//! refills it from the ring above (every `s1` steps one of `s1 + RECENT`, and so on); a jump
//! ([`Rewind::goto`]) replays at most `s0 + RECENT`, a slice at a time. With `K` = 8 on the
//! naive search's worst case (117,612,541 steps) the spacings are 16,777,216, 2,097,152,
//! 262,144 and 32,768: a step back costs at most 32,784 steps there, about 8 ms on a PSP (the
//! bit-mask walk does about 4 million steps a second), and the marks take 32 x 264 bytes.
//! `tests/lesson.rs` measures it.

use crate::solver::Status;

use super::{
    observer::{Board, Event, Observer, RECENT, Recent},
    search::Search,
};

/// Levels of marks: coarse (the whole run), then three rings, each finer.
pub const LEVELS: usize = 4;

/// The least spacing of any level. Saving a state costs about as much as 64 steps of the walk
/// (copying the digits and putting them in every level they fall on): saving one every step
/// while the spacings were still 1 (the first 4,096 steps of every search) cost the naive walk's
/// first 8,192 steps 4.7 million instructions on the host instead of 0.7 million, and made the
/// first frame of a race 283 ms long in PPSSPP. A step back near the start replays at most this
/// and the recorded steps.
pub const FINEST: u64 = 64;

/// A saved state and the step it was saved at.
#[derive(Debug, Clone, Copy)]
struct Slot<M> {
    step: u64,
    mark: M,
}

/// A search that steps back: the search, its saved states and its last steps.
#[derive(Debug, Clone)]
pub struct Rewind<T: Search, const K: usize> {
    search: T,
    /// The last [`RECENT`] steps' events (all of them before step 16).
    recent: Recent<T::Board>,
    /// The marks: level 0 by `step / spacing[0]`, the rings by `step / spacing[i] % K`.
    levels: [[Option<Slot<T::Mark>>; K]; LEVELS],
    /// The steps between two marks of each level (powers of two, coarse first).
    spacing: [u64; LEVELS],
    /// The step from which `recent` holds every step up to where the search stands: a restore or
    /// unrecorded steps move it; a search over fewer than [`RECENT`] steps after it has its last
    /// steps recorded again (0: every step is recorded).
    recorded: u64,
    /// The most steps the search has reached.
    furthest: u64,
    /// The step the search ended at, once it has: a search may only find out that it ended (no
    /// solution left, say) in a call after its last step, so a replay that reaches this step
    /// asks it once more, as the first pass did.
    end: Option<u64>,
    /// The steps the last call went through (for a step back or a jump: its cost).
    replayed: u64,
}

/// Passes each event to both.
struct Both<'a, B: Board, O>(&'a mut Recent<B>, &'a mut O);

impl<B: Board, O: Observer<B>> Observer<B> for Both<'_, B, O> {
    fn event(&mut self, event: Event<B>) {
        self.0.event(event);
        self.1.event(event);
    }
}

/// The spacing of a ring under a level of `coarse` spacing: `K` of them span it.
const fn finer(coarse: u64, k: usize) -> u64 {
    coarse.div_ceil(k as u64).next_power_of_two()
}

impl<T: Search, const K: usize> Rewind<T, K> {
    /// `search`, from where it stands (its start, for [`Rewind::back`] to reach every step).
    pub fn new(search: T) -> Self {
        const { assert!(K >= 2, "a level of one mark cannot double its spacing") };
        let mut rewind = Rewind {
            search,
            recent: Recent::default(),
            levels: [[None; K]; LEVELS],
            spacing: [FINEST; LEVELS],
            recorded: 0,
            furthest: 0,
            end: None,
            replayed: 0,
        };
        let at = rewind.search.steps();
        rewind.recorded = at;
        rewind.furthest = at;
        rewind.note(at);
        rewind
    }

    /// The search as it stands.
    pub fn search(&self) -> &T {
        &self.search
    }

    /// The events of the last [`RECENT`] steps (of every step, before step 16), oldest dropped.
    pub fn recent(&self) -> &Recent<T::Board> {
        &self.recent
    }

    /// The step the search stands at: how many it has taken from its start.
    pub fn at(&self) -> u64 {
        self.search.steps()
    }

    /// The most steps the search has reached, going back or not.
    pub fn furthest(&self) -> u64 {
        self.furthest
    }

    /// How many steps the last call took or replayed: for [`Rewind::back`] and
    /// [`Rewind::goto`], what going back cost.
    pub fn replayed(&self) -> u64 {
        self.replayed
    }

    /// The steps between two marks, coarse level first (see the module's notes).
    pub fn spacing(&self) -> [u64; LEVELS] {
        self.spacing
    }

    /// Does at most `budget` steps, recording the last [`RECENT`] of them (the others go
    /// unobserved, as fast as the search goes).
    pub fn step(&mut self, engine: &mut T::Engine, budget: u32) -> Status {
        let start = self.at();
        let target = start + u64::from(budget);
        self.replayed = 0;
        self.advance(
            engine,
            target,
            target.saturating_sub(RECENT as u64),
            &mut (),
        );
        self.search.status()
    }

    /// Does at most `budget` steps, telling `observer` every one (and recording them).
    pub fn step_observed<O: Observer<T::Board>>(
        &mut self,
        engine: &mut T::Engine,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        let start = self.at();
        self.replayed = 0;
        self.advance(engine, start + u64::from(budget), start, observer);
        self.search.status()
    }

    /// One step back: the search, its counters and its last steps as they were one step before;
    /// `false` at the start.
    pub fn back(&mut self, engine: &mut T::Engine) -> bool {
        let at = self.at();
        at > 0 && self.goto(engine, at - 1, u64::MAX)
    }

    /// Goes to step `target`, replaying or taking at most `budget` steps: `true` once there (or
    /// once the search ended before it), `false` to be called again (a long jump, a slice a
    /// frame).
    pub fn goto(&mut self, engine: &mut T::Engine, target: u64, budget: u64) -> bool {
        self.replayed = 0;
        let at = self.at();
        let floor = target.saturating_sub(RECENT as u64);
        let mark = self.best(floor);
        let restored = match mark {
            // Going back, or a mark nearer the target than the search is.
            Some(slot) if at > target || slot.step > at => {
                self.search.restore(engine, &slot.mark);
                self.recent = Recent::default();
                self.recorded = slot.step;
                true
            }
            // Cannot go back without a mark.
            None if at > target => return false,
            _ => false,
        };
        let from = self.at();
        let end = target.min(from.saturating_add(budget));
        let record_from = if restored { floor.max(from) } else { floor };
        self.advance(engine, end, record_from, &mut ());
        self.at() >= target || self.search.status() != Status::Running
    }

    /// Steps up to step `target`, noting marks on the way; the steps after `record_from` are
    /// recorded (and every step told to `observer`). When the search is over with fewer than
    /// [`RECENT`] steps recorded (it ended before them, or a restore emptied the ring not long
    /// before its end), its last steps are recorded again from a mark.
    fn advance<O: Observer<T::Board>>(
        &mut self,
        engine: &mut T::Engine,
        target: u64,
        record_from: u64,
        observer: &mut O,
    ) {
        let start = self.at();
        if self.search.status() != Status::Running {
            // Over: nothing to take; its last steps again if a restore left them out.
            if !self.records_all() {
                self.rerecord(engine);
            }
            return;
        }
        let mut at = start;
        if record_from > at {
            // Steps go unrecorded: what the ring holds will no longer be the latest.
            self.recent = Recent::default();
            self.recorded = record_from;
        }
        while at < target && self.search.status() == Status::Running {
            let fine = self.spacing[LEVELS - 1];
            let mut stop = target.min(at - at % fine + fine);
            if at < record_from {
                stop = stop.min(record_from);
            }
            let budget = u32::try_from(stop - at).unwrap_or(u32::MAX);
            if at >= record_from {
                self.search
                    .step(engine, budget, &mut Both(&mut self.recent, observer));
            } else {
                self.search.step(engine, budget, observer);
            }
            at = self.search.steps();
            self.note(at);
        }
        if self.end == Some(at) && self.search.status() == Status::Running {
            // The search ended here the first time: it finds out again, taking no step.
            if at >= record_from {
                self.search
                    .step(engine, 1, &mut Both(&mut self.recent, observer));
            } else {
                self.search.step(engine, 1, observer);
            }
        }
        self.replayed += at - start;
        self.furthest = self.furthest.max(at);
        if self.search.status() != Status::Running {
            self.end = Some(at);
            if !self.records_all() {
                // Over before all the recorded steps: the last ones again, from a mark.
                self.rerecord(engine);
            }
        }
    }

    /// Records the last [`RECENT`] steps again, from the best mark before them.
    fn rerecord(&mut self, engine: &mut T::Engine) {
        let at = self.at();
        let floor = at.saturating_sub(RECENT as u64);
        if let Some(slot) = self.best(floor) {
            self.search.restore(engine, &slot.mark);
            self.recent = Recent::default();
            self.recorded = slot.step;
            self.advance(engine, at, floor, &mut ());
        }
    }

    /// Does `recent` hold the last [`RECENT`] steps (every step, before step 16)?
    fn records_all(&self) -> bool {
        self.recorded == 0 || self.at() >= self.recorded.saturating_add(RECENT as u64)
    }

    /// The mark of `level` for `step`, if `step` is one of its places.
    fn index(&self, level: usize, step: u64) -> usize {
        let n = step / self.spacing[level];
        if level == 0 {
            n as usize
        } else {
            (n % K as u64) as usize
        }
    }

    /// Saves the search's state at `step` (where it stands) in each level it is a place of.
    fn note(&mut self, step: u64) {
        while step / self.spacing[0] >= K as u64 {
            self.double();
        }
        if !step.is_multiple_of(self.spacing[LEVELS - 1]) {
            return;
        }
        let mut mark = None;
        for level in 0..LEVELS {
            if !step.is_multiple_of(self.spacing[level]) {
                continue;
            }
            let i = self.index(level, step);
            if self.levels[level][i].is_some_and(|slot| slot.step == step) {
                continue;
            }
            if mark.is_none() {
                mark = self.search.mark();
            }
            if let Some(mark) = mark {
                self.levels[level][i] = Some(Slot { step, mark });
            }
        }
    }

    /// Doubles the spacing of every level, keeping the marks that fall on the new places.
    fn double(&mut self) {
        for level in 0..LEVELS {
            self.spacing[level] = if level == 0 {
                self.spacing[0] * 2
            } else {
                finer(self.spacing[level - 1], K).max(FINEST)
            };
            let old = core::mem::replace(&mut self.levels[level], [None; K]);
            for slot in old.into_iter().flatten() {
                if !slot.step.is_multiple_of(self.spacing[level]) {
                    continue;
                }
                let i = self.index(level, slot.step);
                // Two marks on one place of a ring: the later one stays.
                if self.levels[level][i].is_none_or(|kept| kept.step < slot.step) {
                    self.levels[level][i] = Some(slot);
                }
            }
        }
    }

    /// The latest mark at or before `step`, from any level.
    fn best(&self, step: u64) -> Option<Slot<T::Mark>> {
        let mut best: Option<Slot<T::Mark>> = None;
        for level in 0..LEVELS {
            let spacing = self.spacing[level];
            let mut place = step - step % spacing;
            if level == 0 {
                // Level 0 has no place past its last.
                place = place.min(spacing * (K as u64 - 1));
            }
            for _ in 0..K {
                let found = self.levels[level]
                    .get(self.index(level, place))
                    .copied()
                    .flatten()
                    .filter(|slot| slot.step == place);
                if let Some(slot) = found {
                    if best.is_none_or(|b| b.step < slot.step) {
                        best = Some(slot);
                    }
                    break;
                }
                if place < spacing {
                    break;
                }
                place -= spacing;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests;
