//! The exploration tree of the tree view: an [`Exploration`] of the chosen algorithm's search,
//! recorded step by step with its lane while the tree view is on screen.
//!
//! In the tree view every move of the chosen lane goes through the record: a step
//! ([`Exploration::step`]), a step back ([`Exploration::back`]), a run or a jump
//! ([`Exploration::follow`], a slice a frame). Elsewhere the lanes go on alone, as fast as they
//! go, and the record falls behind; back in the tree view it catches up with its lane a slice a
//! frame (cut back at once when it kept every node, else replayed from the start: on the naive
//! search's worst case that is a long replay, which any button stops, the search then standing
//! where the record does). Another algorithm or another puzzle starts a new record.

use crate::{clock::Clock, lesson::exploration::Exploration, size::Size, solver::Solver};

use super::{Lesson, View};

/// Nodes the record keeps: a 4x4's whole tree (the course's grid makes 12), the first nodes of
/// a 9x9's (its view shows the part around the current path, and counts every node per level).
pub const TREE_NODES: usize = 256;

/// The tree view's record of the chosen algorithm's search.
pub type Tree<S> = Exploration<S, TREE_NODES>;

impl<S: Size> Lesson<S> {
    /// The exploration tree of the chosen algorithm's search (standing where the search does in
    /// the tree view, once caught up).
    pub fn tree(&self) -> &Tree<S> {
        &self.tree
    }

    /// Levels the tree view is scrolled up, towards the root, from the search's depth.
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// Whether the tree stands at the step the chosen search stands at.
    pub fn tree_in_sync(&self) -> bool {
        self.tree.at() == self.current().recorded()
    }

    /// A new record: another algorithm, or the lanes started again.
    pub(super) fn forget_tree(&mut self) {
        self.tree = Tree::default();
        self.scroll = 0;
    }

    /// Whether lane `i`'s steps are recorded in the tree: the chosen lane in the tree view,
    /// the record standing where it does.
    fn records(&self, i: usize) -> bool {
        self.view == View::Tree && i == Self::index(self.selected) && self.tree_in_sync()
    }

    /// `steps` steps of lane `i`, recorded in the tree when it records them.
    pub(super) fn step_lane(
        &mut self,
        i: usize,
        solver: &mut Solver<S>,
        steps: u32,
        clock: &mut impl Clock,
    ) {
        if self.records(i) {
            self.lanes[i].step_recorded(&mut self.tree, solver, steps, clock);
        } else {
            self.lanes[i].step(solver, steps, clock);
        }
    }

    /// One step back of lane `i`, taken back from the tree too when it records it; `false` at
    /// the start.
    pub(super) fn back_lane(&mut self, i: usize, solver: &mut Solver<S>) -> bool {
        if self.records(i) {
            self.lanes[i].back_recorded(&mut self.tree, solver)
        } else {
            self.lanes[i].back(solver)
        }
    }

    /// About `budget` steps of the chosen lane's way to step `target` (with its tree in the
    /// tree view): `true` once there, or once the search ended before it.
    pub(super) fn goto_lane(
        &mut self,
        solver: &mut Solver<S>,
        target: u64,
        budget: u32,
        clock: &mut impl Clock,
    ) -> bool {
        let i = Self::index(self.selected);
        if self.view == View::Tree {
            self.lanes[i].follow(&mut self.tree, solver, target, budget, clock)
        } else {
            self.lanes[i].goto(solver, target, budget, clock)
        }
    }

    /// Left (`up`, towards the root) or Right (back down) in the tree view: a level at a time,
    /// never above the root.
    pub(super) fn scroll_tree(&mut self, up: bool) {
        let depth = self.current().run().depth();
        self.scroll = if up {
            (self.scroll + 1).min(depth.saturating_sub(1))
        } else {
            self.scroll.saturating_sub(1)
        };
    }
}

#[cfg(test)]
mod tests;
