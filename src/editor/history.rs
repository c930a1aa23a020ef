//! Undo and redo: a bounded history of the grid before each edit, clear, solve or load.

use core::fmt;

use crate::{
    cell::Cell,
    grid::Grid,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};

use super::{Mode, notes::Notes};

/// Steps kept for undo (and as many for redo); the oldest are forgotten first.
pub const HISTORY_CAPACITY: usize = 40;

/// What an undoable step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<S: Size = Nine> {
    /// The digit of a cell was changed (consecutive changes of one cell are one step).
    Change(Cell<S>),
    /// The pencil marks of a cell were changed.
    Notes(Cell<S>),
    /// A cell was erased (its digit and notes).
    Erase(Cell<S>),
    /// Every candidate was filled in as notes.
    Fill,
    /// Play mode was left for editing.
    LeavePlay,
    /// A game was started.
    StartPlay,
    /// The grid or its solution was cleared.
    Clear,
    /// A solution was filled in.
    Solve,
    /// Another grid was loaded (library, slot).
    Load,
    /// A hint's step was applied.
    Hint,
    /// The game was restarted: the time and the mistake count it had then.
    Restart {
        /// Time played before the restart, in milliseconds (as the save keeps it).
        elapsed_ms: u32,
        /// Mistakes counted before the restart.
        mistakes: u16,
    },
}

/// What was done, as the status line names it after Undone or Redone: `change at r1c2`.
impl<S: Size> Localized for Step<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (key, cell) = match self {
            Step::Change(cell) => (Key::StepChange, Some(cell)),
            Step::Notes(cell) => (Key::StepNotes, Some(cell)),
            Step::Erase(cell) => (Key::StepErase, Some(cell)),
            Step::Fill => (Key::StepFill, None),
            Step::LeavePlay => (Key::StepLeavePlay, None),
            Step::StartPlay => (Key::StepStartPlay, None),
            Step::Clear => (Key::StepClear, None),
            Step::Solve => (Key::StepSolve, None),
            Step::Load => (Key::StepLoad, None),
            Step::Hint => (Key::StepHint, None),
            Step::Restart { .. } => (Key::StepRestart, None),
        };
        match cell {
            Some(cell) => write!(f, "{}", lang.say(key, &[&In(lang, cell)])),
            None => f.write_str(lang.text(key)),
        }
    }
}

/// Prints the English of [`Localized`].
impl<S: Size> fmt::Display for Step<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// The grid and mode on one side of a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry<S: Size = Nine> {
    /// The grid.
    pub grid: Grid<S>,
    /// The pencil marks.
    pub notes: Notes<S>,
    /// Editing, playing, or showing a solution.
    pub mode: Mode,
    /// The step that leaves (undo) or reaches (redo) this state.
    pub step: Step<S>,
}

/// Undo and redo stacks of fixed capacity.
#[derive(Debug, Clone)]
pub struct History<S: Size = Nine> {
    undo: heapless::Deque<Entry<S>, HISTORY_CAPACITY>,
    redo: heapless::Vec<Entry<S>, HISTORY_CAPACITY>,
}

impl<S: Size> Default for History<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S: Size> History<S> {
    /// An empty history.
    pub const fn new() -> Self {
        History {
            undo: heapless::Deque::new(),
            redo: heapless::Vec::new(),
        }
    }

    /// Records the state before a new step; the redo side is dropped, and the oldest step when full.
    pub fn record(&mut self, before: Entry<S>) {
        self.redo.clear();
        if self.undo.is_full() {
            self.undo.pop_front();
        }
        // Room was just made.
        let _ = self.undo.push_back(before);
    }

    /// The step recorded last, if it can still be undone.
    pub fn last_step(&self) -> Option<Step<S>> {
        self.undo.back().map(|e| e.step)
    }

    /// Goes back one step from `current`: the state to show, or `None` when there is nothing to undo.
    pub fn undo(&mut self, current: Entry<S>) -> Option<Entry<S>> {
        let before = self.undo.pop_back()?;
        // The redo side is no bigger than what was undone.
        let _ = self.redo.push(Entry {
            step: before.step,
            ..current
        });
        Some(before)
    }

    /// Goes forward one undone step from `current`, or `None` when there is nothing to redo.
    pub fn redo(&mut self, current: Entry<S>) -> Option<Entry<S>> {
        let after = self.redo.pop()?;
        if self.undo.is_full() {
            self.undo.pop_front();
        }
        let _ = self.undo.push_back(Entry {
            step: after.step,
            ..current
        });
        Some(after)
    }

    /// Steps that can be undone and redone.
    pub fn depth(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digit::Digit;
    use std::string::ToString;

    fn state(d: u8, step: Step) -> Entry {
        let mut grid = Grid::empty();
        grid.set_given(Cell::from_index(0).unwrap(), Digit::new(d));
        Entry {
            grid,
            notes: crate::editor::notes::no_notes::<Nine>(),
            mode: Mode::Edit,
            step,
        }
    }

    #[test]
    fn undo_then_redo_walks_back_and_forth() {
        let mut h = History::new();
        h.record(state(1, Step::Clear)); // 1 was cleared into 2
        h.record(state(2, Step::Solve)); // 2 was solved into 3
        let now = state(3, Step::Load);
        let back = h.undo(now).unwrap();
        assert_eq!(back, state(2, Step::Solve));
        let back2 = h.undo(back).unwrap();
        assert_eq!(back2.grid, state(1, Step::Clear).grid);
        assert_eq!(h.undo(back2), None);
        let forward = h.redo(back2).unwrap();
        assert_eq!(
            (forward.grid, forward.step),
            (state(2, Step::Clear).grid, Step::Clear)
        );
        let forward2 = h.redo(forward).unwrap();
        assert_eq!(forward2.grid, now.grid);
        assert_eq!(h.redo(forward2), None);
        assert_eq!(h.depth(), (2, 0));
    }

    #[test]
    fn a_new_step_drops_the_redo_side() {
        let mut h = History::new();
        h.record(state(1, Step::Clear));
        let back = h.undo(state(2, Step::Load)).unwrap();
        h.record(Entry {
            step: Step::Solve,
            ..back
        });
        assert_eq!(h.redo(state(5, Step::Load)), None);
    }

    #[test]
    fn the_last_40_steps_are_kept_and_older_ones_forgotten() {
        let mut h = History::new();
        for i in 0..45 {
            h.record(state((i % 9 + 1) as u8, Step::Clear));
        }
        assert_eq!(h.depth(), (40, 0));
        let mut current = state(1, Step::Load);
        let mut undone = 0;
        // Bounded, so that a history that never runs out fails instead of hanging.
        while let Some(previous) = h.undo(current).filter(|_| undone < 100) {
            current = previous;
            undone += 1;
        }
        assert_eq!(undone, 40);
    }

    #[test]
    fn steps_are_named_as_undo_and_redo_report_them() {
        let r2c2 = Cell::<Nine>::from_index(10).unwrap();
        let names = [
            (Step::Change(r2c2), "change at r2c2"),
            (Step::Notes(r2c2), "notes at r2c2"),
            (Step::Erase(r2c2), "erase at r2c2"),
            (Step::Fill, "fill in candidates"),
            (Step::LeavePlay, "back to editing"),
            (Step::StartPlay, "start of the game"),
            (Step::Clear, "clear"),
            (Step::Solve, "solve"),
            (Step::Load, "load"),
        ];
        for (step, name) in names {
            assert_eq!(step.to_string(), name);
        }
    }
}
