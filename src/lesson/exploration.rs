//! [`Exploration`]: the exploration tree ("arbre d'exploration") of a search, as data a screen
//! draws as it grows.
//!
//! A node is a placement: a digit written into a cell (a queen put on a square), the child of
//! the node placed before it on the search's current path. The record keeps the first `N` nodes
//! in the order the search made them (depth-first preorder: a node's parent is the last node
//! kept before it one level up) and counts every node at each depth, kept or not: a 4x4's whole
//! tree fits, and on 9x9 the first nodes and the count per level (what does not fit is counted,
//! not kept). The part of the tree around the current path is the search's stack of choices
//! ([`Search::choices`]): at each level the node on the path, the siblings tried before it (dead
//! ends) and those left to try.
//!
//! What a node is now follows from the search: the node on the current path at each depth is
//! the last one made there; the other nodes were left, their subtree failed (a dead end), unless
//! a solution was found under them (the queens, counted to the last); once a search is solved,
//! its path is the path to the solution.
//!
//! The record follows a [`Rewind`] step by step ([`Exploration::step`], [`Exploration::back`]),
//! or catches up with it after a fast run or a jump ([`Exploration::follow`]: from where it is,
//! by cutting what came later when it kept every node, else again from the start).

use crate::{size::Array, solver::Status};

use super::{
    observer::{Board, Event},
    rewind::Rewind,
    search::Search,
};

/// A node of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node<B: Board> {
    /// Where the placement was.
    pub place: B::Place,
    /// What was placed.
    pub value: B::Value,
    /// Its depth, from 1 (its parent is the last node kept before it at `depth - 1`).
    pub depth: u16,
    /// Whether it was a supposition.
    pub supposition: bool,
    /// The step that made it, from 1 (a node kept is made early: each step makes at most one
    /// node or takes one back).
    step: u32,
    /// The step of the first solution found under it (at most `u32::MAX - 1`), `u32::MAX`
    /// while none is.
    solved_at: u32,
}

/// What a node is now, as the tree view colours it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeState {
    /// On the current path (the search stands under it).
    Current,
    /// On the path to the solution found.
    Solution,
    /// Left behind with a solution under it (the queens, counted to the last).
    Solved,
    /// Left behind, its subtree failed: a dead end.
    Dead,
}

/// The exploration tree of a search on a board `B`, its first `N` nodes kept.
#[derive(Debug, Clone)]
pub struct Exploration<B: Board, const N: usize> {
    /// The first nodes made, in the order they were made.
    nodes: heapless::Vec<Node<B>, N>,
    /// Nodes made at each depth (index `depth - 1`), kept or not.
    counts: B::Depths,
    /// Nodes made and not kept.
    dropped: u64,
    /// The step the record stands at.
    step: u64,
    /// The solutions found by then.
    solutions: u64,
}

impl<B: Board, const N: usize> Default for Exploration<B, N> {
    fn default() -> Self {
        Exploration {
            nodes: heapless::Vec::new(),
            counts: B::Depths::filled(0),
            dropped: 0,
            step: 0,
            solutions: 0,
        }
    }
}

impl<B: Board, const N: usize> Exploration<B, N> {
    /// The nodes kept, in the order they were made.
    pub fn nodes(&self) -> &[Node<B>] {
        &self.nodes
    }

    /// The nodes made at `depth` (from 1), kept or not.
    pub fn count(&self, depth: usize) -> u32 {
        depth
            .checked_sub(1)
            .and_then(|i| self.counts.as_ref().get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The levels the record counts nodes at: the deepest a search on its board can go.
    pub fn levels(&self) -> usize {
        self.counts.as_ref().len()
    }

    /// The nodes made and not kept.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Whether every node made is kept: the whole tree.
    pub fn is_whole(&self) -> bool {
        self.dropped == 0
    }

    /// The step the record stands at.
    pub fn at(&self) -> u64 {
        self.step
    }

    /// The parent of node `i`: the last node kept before it one level up (`None` at depth 1).
    pub fn parent(&self, i: usize) -> Option<usize> {
        let depth = self.nodes.get(i)?.depth;
        self.nodes[..i].iter().rposition(|n| n.depth + 1 == depth)
    }

    /// What node `i` is now, for `search` at the step the record stands at.
    pub fn state<T: Search<Board = B>>(&self, i: usize, search: &T) -> NodeState {
        self.states(search).nth(i).unwrap_or(NodeState::Dead)
    }

    /// What each node kept is now, in order, for `search` at the step the record stands at.
    pub fn states<'a, T: Search<Board = B>>(
        &'a self,
        search: &'a T,
    ) -> impl Iterator<Item = NodeState> + 'a {
        let path = self.path(search.depth());
        let solved = search.on_solution();
        self.nodes.iter().enumerate().map(move |(i, node)| {
            let on_path = path.as_ref()[usize::from(node.depth) - 1] == i as u32 + 1;
            match (on_path, solved) {
                (true, true) => NodeState::Solution,
                (true, false) => NodeState::Current,
                (false, _) if u64::from(node.solved_at) <= self.step => NodeState::Solved,
                (false, _) => NodeState::Dead,
            }
        })
    }

    /// For each depth down to `depth`, the node kept on the current path there, as its index
    /// plus one (0: not kept). The node on the path at a depth is the last one made there; it is
    /// kept when every node made there is.
    fn path(&self, depth: usize) -> B::Depths {
        let mut last = B::Depths::filled(0);
        let mut kept = B::Depths::filled(0);
        for (i, node) in self.nodes.iter().enumerate() {
            let d = usize::from(node.depth) - 1;
            last[d] = i as u32 + 1;
            kept[d] += 1;
        }
        for (d, last) in last.as_mut().iter_mut().enumerate() {
            if d >= depth || kept[d] != self.counts[d] {
                *last = 0;
            }
        }
        last
    }

    /// Records the step that `search` has just taken, the `at`-th (its event, taken from the
    /// rewind's last steps): a placement makes a node at the search's depth.
    fn record<T: Search<Board = B>>(&mut self, event: Option<Event<B>>, search: &T, at: u64) {
        self.step = at;
        if let Some(Event::Placed {
            cell,
            digit,
            supposition,
        }) = event
        {
            let depth = search.depth();
            if let Some(count) = self.counts.as_mut().get_mut(depth.wrapping_sub(1)) {
                *count = count.saturating_add(1);
            }
            let node = Node {
                place: cell,
                value: digit,
                depth: depth as u16,
                supposition,
                step: u32::try_from(at).unwrap_or(u32::MAX),
                solved_at: u32::MAX,
            };
            if self.nodes.push(node).is_err() {
                self.dropped += 1;
            }
        }
        self.note_solutions(search);
    }

    /// When `search` has found a solution since the last look, marks the path above it.
    fn note_solutions<T: Search<Board = B>>(&mut self, search: &T) {
        let solutions = search.solutions();
        if solutions > self.solutions {
            let at = u32::try_from(self.step)
                .unwrap_or(u32::MAX)
                .min(u32::MAX - 1);
            let path = self.path(search.depth());
            for &i in path.as_ref().iter().filter(|&&i| i > 0) {
                let node = &mut self.nodes[i as usize - 1];
                node.solved_at = node.solved_at.min(at);
            }
        }
        self.solutions = solutions;
    }

    /// Forgets what the step the record stands at recorded: `event` was its event, `depth` the
    /// search's depth right after it; `solutions`, those found before it.
    fn unrecord(&mut self, event: Option<Event<B>>, depth: usize, solutions: u64) {
        if let Some(Event::Placed { .. }) = event {
            if let Some(count) = self.counts.as_mut().get_mut(depth.wrapping_sub(1)) {
                *count = count.saturating_sub(1);
            }
            if self
                .nodes
                .last()
                .is_some_and(|n| u64::from(n.step) == self.step)
            {
                self.nodes.pop();
            } else {
                self.dropped = self.dropped.saturating_sub(1);
            }
        }
        self.step -= 1;
        self.forget_later_solutions();
        self.solutions = solutions;
    }

    /// Takes back the marks of the solutions found after the step the record stands at.
    fn forget_later_solutions(&mut self) {
        let at = self.step;
        for node in self
            .nodes
            .iter_mut()
            .filter(|n| u64::from(n.solved_at) > at)
        {
            node.solved_at = u32::MAX;
        }
    }

    /// One step of `rewind` at a time, `budget` of them, each recorded (none when the record
    /// does not stand where the rewind does: see [`Exploration::follow`]).
    pub fn step<T: Search<Board = B>, const K: usize>(
        &mut self,
        rewind: &mut Rewind<T, K>,
        engine: &mut T::Engine,
        budget: u32,
    ) -> Status {
        for _ in 0..budget {
            if rewind.search().status() != Status::Running || self.step != rewind.at() {
                break;
            }
            rewind.step(engine, 1);
            if rewind.at() == self.step {
                // Over without a step (see `Rewind`): a solution found, perhaps.
                self.note_solutions(rewind.search());
                break;
            }
            self.record(rewind.recent().last(), rewind.search(), rewind.at());
        }
        rewind.search().status()
    }

    /// One step back, the rewind and the record together; `false` at the start (or when the
    /// record does not stand where the rewind does: see [`Exploration::follow`]).
    pub fn back<T: Search<Board = B>, const K: usize>(
        &mut self,
        rewind: &mut Rewind<T, K>,
        engine: &mut T::Engine,
    ) -> bool {
        if self.step != rewind.at() {
            return false;
        }
        let event = rewind.recent().last();
        let depth = rewind.search().depth();
        if !rewind.back(engine) {
            return false;
        }
        self.unrecord(event, depth, rewind.search().solutions());
        true
    }

    /// Brings the record and `rewind` to step `target` together, taking or replaying about
    /// `budget` steps at most: `true` once there (or once the search ended before it; call
    /// again while `false`, a slice a frame). A record that kept every node goes back by
    /// cutting what came later; one that did not starts again from the start.
    pub fn follow<T: Search<Board = B>, const K: usize>(
        &mut self,
        rewind: &mut Rewind<T, K>,
        engine: &mut T::Engine,
        target: u64,
        budget: u32,
    ) -> bool {
        if self.step > target {
            if self.is_whole() {
                self.cut(target);
            } else {
                *self = Self::default();
            }
        }
        if rewind.at() != self.step && !rewind.goto(engine, self.step, u64::from(budget)) {
            return false;
        }
        if rewind.at() != self.step {
            // The search ended before the record's step: nothing more to record.
            return true;
        }
        self.solutions = rewind.search().solutions();
        let left = u32::try_from(target - self.step).unwrap_or(u32::MAX);
        self.step(rewind, engine, budget.min(left));
        self.step >= target || rewind.search().status() != Status::Running
    }

    /// Keeps what the record held at step `target` (every node being kept).
    fn cut(&mut self, target: u64) {
        while self
            .nodes
            .last()
            .is_some_and(|n| u64::from(n.step) > target)
        {
            self.nodes.pop();
        }
        self.counts = B::Depths::filled(0);
        for node in &self.nodes {
            if let Some(count) = self.counts.as_mut().get_mut(usize::from(node.depth) - 1) {
                *count += 1;
            }
        }
        self.step = target;
        self.forget_later_solutions();
    }
}

/// The depths (from 1) a tree view of `rows` levels shows: the search's `depth` at its bottom
/// (the levels above it in sight), scrolled `scroll` levels up towards the root, never past the
/// tree's `deepest` level.
pub fn window(depth: usize, deepest: usize, rows: usize, scroll: usize) -> core::ops::Range<usize> {
    let top = (depth + 1)
        .saturating_sub(rows)
        .max(1)
        .saturating_sub(scroll)
        .max(1);
    top..(top + rows).min(deepest + 1).max(top)
}

#[cfg(test)]
mod tests;
