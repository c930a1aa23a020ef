//! The report's algorithm as a [`Search`]: its suppositions as the stack of choices, and its
//! state saved small ([`ReportMark`]: the history, the marks and where it stands).

use crate::{
    cell::Cell,
    size::{Array, Size},
    solver::Status,
};

use super::{
    super::{
        observer::{Counters, Observer},
        search::{Choice, Search},
    },
    Phase, Report, unpack,
};

/// Cells with dead-end marks a [`ReportMark`] has room for: a state with more is not saved
/// (the search goes back from an earlier one). Over the 2.7 million steps of the fifty hardest
/// shared puzzles, at most 14 cells held marks at once, and more than 12 in 125 states only.
pub const MARKED: usize = 12;

/// The report's search saved: its history, its marks (cell, digits ruled out, depth) and where
/// it stands. The grid and the masks follow from the history. For 9x9, 264 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportMark<S: Size> {
    history: S::Cells<u16>,
    len: u16,
    /// Cells with marks: the digits ruled out, the cell's index, the depth they were made at.
    marks: [(u16, u8, u8); MARKED],
    marked: u8,
    phase: Phase,
    status: Status,
    counters: Counters,
}

impl<S: Size> Search for Report<S> {
    type Board = S;
    type Engine = ();
    type Mark = ReportMark<S>;

    fn step<O: Observer<S>>(&mut self, _: &mut (), budget: u32, observer: &mut O) -> Status {
        Report::step(self, budget, observer)
    }

    fn status(&self) -> Status {
        self.status
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn depth(&self) -> usize {
        self.len
    }

    fn mark(&self) -> Option<ReportMark<S>> {
        let mut marks = [(0, 0, 0); MARKED];
        let mut marked = 0;
        for (i, &ruled_out) in self.impossible.as_ref().iter().enumerate() {
            if ruled_out != 0 {
                *marks.get_mut(marked)? = (ruled_out, i as u8, self.marked_at[i]);
                marked += 1;
            }
        }
        Some(ReportMark {
            history: self.history,
            len: self.len as u16,
            marks,
            marked: marked as u8,
            phase: self.phase,
            status: self.status,
            counters: self.counters,
        })
    }

    fn restore(&mut self, _: &mut (), mark: &ReportMark<S>) {
        self.grid = self.grid.givens_only();
        self.history = mark.history;
        self.len = usize::from(mark.len);
        self.suppositions = 0;
        for &entry in &self.history.as_ref()[..self.len] {
            if let Some((cell, digit, supposition)) = unpack::<S>(entry) {
                self.grid.place(cell, digit);
                self.suppositions += usize::from(supposition);
            }
        }
        self.reset_units();
        self.impossible = S::Cells::filled(0);
        self.marked_at = S::Cells::filled(0);
        for &(ruled_out, i, depth) in &mark.marks[..usize::from(mark.marked)] {
            self.impossible[usize::from(i)] = ruled_out;
            self.marked_at[usize::from(i)] = depth;
        }
        self.phase = mark.phase;
        self.status = mark.status;
        self.counters = mark.counters;
    }

    /// The suppositions of the history: each one's depth (its number), the digits that were
    /// possible there above its own (the next it would take) and those ruled out before it.
    fn choices(&self) -> impl Iterator<Item = Choice<S>> + '_ {
        let mut used = [0u16; 48];
        for (cell, entry) in self.grid.givens_only().entries() {
            if let Some(digit) = entry.digit() {
                for unit in Self::units(cell) {
                    used[unit] |= digit.bit();
                }
            }
        }
        self.history().filter_map(move |placement| {
            let units = Self::units(placement.cell);
            let taken = units.iter().fold(0, |m, &u| m | used[u]);
            for unit in units {
                used[unit] |= placement.digit.bit();
            }
            if !placement.supposition {
                return None;
            }
            let tried = self.impossible[placement.cell.index()];
            let possible = Self::ALL & !taken & !tried;
            Some(Choice {
                depth: placement.number,
                place: placement.cell,
                value: placement.digit,
                tried,
                left: possible & !(placement.digit.bit() << 1).wrapping_sub(1),
                supposition: true,
            })
        })
    }
}

impl<S: Size> Report<S> {
    /// The cells holding a supposition, for the board to mark them.
    pub fn supposed(&self) -> impl Iterator<Item = Cell<S>> + '_ {
        self.history()
            .filter(|placement| placement.supposition)
            .map(|placement| placement.cell)
    }
}
