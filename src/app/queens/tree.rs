//! The queens' tree view: the chosen order's [`Exploration`], recorded step by step with its
//! search while the view is on screen (a step, a step back, a play), as the lesson's tree view
//! does (`crate::editor::lesson::tree`).
//!
//! Elsewhere the searches go on alone, as fast as they go, and the record falls behind (or
//! stands ahead, after steps back); back in the tree view it catches up with its search a slice
//! a frame ([`Pace::Tracing`]): cut back at once when it kept every node, else replayed from
//! the start (a count of 12 queens is about 1.7 million steps, a few seconds). Any button stops
//! the catching up, the search then standing where the record does. Another order or another N
//! starts a new record.

use crate::{
    clock::Clock,
    editor::lesson::TREE_NODES,
    lesson::{exploration::Exploration, queens::Chessboard},
};

use super::{CHUNK, Pace, QueensMode, View, index};

/// The tree view's record of the chosen order's search.
pub type QueensTree = Exploration<Chessboard, TREE_NODES>;

impl QueensMode {
    /// The chosen order's exploration tree (standing where its search does in the tree view,
    /// once caught up).
    pub fn tree(&self) -> &QueensTree {
        &self.tree
    }

    /// Whether the tree stands at the step the chosen search stands at.
    pub fn tree_in_sync(&self) -> bool {
        self.tree.at() == self.current().at()
    }

    /// Whether the chosen search's steps are recorded: in the tree view, the record standing
    /// where the search does.
    fn records(&self) -> bool {
        self.view == View::Tree && self.tree_in_sync()
    }

    /// Whether the tree view waits for its record to catch up with the search.
    pub fn wants_trace(&self) -> bool {
        self.view == View::Tree && self.pace == Pace::Stopped && !self.tree_in_sync()
    }

    /// `steps` steps of the chosen search, recorded when the tree records them.
    pub(super) fn step_selected(&mut self, steps: u32) {
        let i = index(self.selected);
        if self.records() {
            self.tree.step(&mut self.lanes[i], &mut (), steps);
        } else {
            self.lanes[i].step(&mut (), steps);
        }
    }

    /// `steps` steps back of the chosen search, taken back from the tree when it records them.
    pub(super) fn back_selected(&mut self, steps: u32) {
        let i = index(self.selected);
        if self.records() {
            for _ in 0..steps {
                if !self.tree.back(&mut self.lanes[i], &mut ()) {
                    break;
                }
            }
        } else {
            let lane = &mut self.lanes[i];
            let at = lane.at().saturating_sub(u64::from(steps));
            lane.goto(&mut (), at, u64::MAX);
        }
    }

    /// A slice of the record catching up with its search (the step it stood at).
    pub(super) fn trace(&mut self, clock: &mut impl Clock, start: u64, slice: u64) {
        let i = index(self.selected);
        loop {
            if self
                .tree
                .follow(&mut self.lanes[i], &mut (), self.tracing, CHUNK)
            {
                self.pace = Pace::Stopped;
                return;
            }
            if clock.now_us().saturating_sub(start) >= slice {
                return;
            }
        }
    }

    /// The catching up stopped: the search goes to where the record stands.
    pub(super) fn stand_at_the_tree(&mut self) {
        let at = self.tree.at();
        self.lanes[index(self.selected)].goto(&mut (), at, u64::MAX);
    }
}

#[cfg(test)]
mod tests;
