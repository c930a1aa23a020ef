//! [`Highlight`]: what the board shows of a step, made from the deduction's own fields: the units
//! to shade, the **proof** (the cells and candidates that prove the step), the **effect** (the
//! candidates that go, or the placement), the digits to pick out among the pencil marks, and the
//! [`Link`]s of a chain, strong and weak told apart.

use core::fmt;

use heapless::Vec;

use super::{deduction::push, units::digits};
use crate::{
    cell::{Cell, Unit},
    cellset::CellSet,
    digit::Digit,
    size::{Array, Nine, Size},
};

/// Room for the units a step shades: a jellyfish has 8 (4 base and 4 cover lines).
pub const PROOF_UNITS: usize = 8;
/// Room for the links of a chain drawn on the board.
pub const LINKS: usize = 32;

/// Candidates of some cells: per cell, a mask of digits (bit `d - 1` for digit `d`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Marks<S: Size = Nine>(S::Cells<u16>);

impl<S: Size> Marks<S> {
    /// No candidate.
    pub fn new() -> Self {
        Marks(S::Cells::filled(0))
    }

    /// Adds `digit` in `cell`.
    pub fn insert(&mut self, cell: Cell<S>, digit: Digit<S>) {
        self.0[cell.index()] |= digit.bit();
    }

    /// Adds the digits of `mask` in `cell`.
    pub fn insert_mask(&mut self, cell: Cell<S>, mask: u16) {
        self.0[cell.index()] |= mask;
    }

    /// The digits marked in `cell`, as a mask.
    pub fn mask(&self, cell: Cell<S>) -> u16 {
        self.0[cell.index()]
    }

    /// Whether `digit` is marked in `cell`.
    pub fn contains(&self, cell: Cell<S>, digit: Digit<S>) -> bool {
        self.mask(cell) & digit.bit() != 0
    }

    /// Whether nothing is marked.
    pub fn is_empty(&self) -> bool {
        Cell::<S>::all().all(|c| self.mask(c) == 0)
    }

    /// The marked candidates, cell by cell (row by row), digits in order.
    pub fn iter(&self) -> impl Iterator<Item = (Cell<S>, Digit<S>)> + '_ {
        Cell::<S>::all().flat_map(move |c| digits::<S>(self.mask(c)).map(move |d| (c, d)))
    }
}

impl<S: Size> Default for Marks<S> {
    fn default() -> Self {
        Self::new()
    }
}

/// Prints `{r1c2: 5, r1c2: 7, r4c4: 5}`.
impl<S: Size> fmt::Debug for Marks<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(c, d)| (c, Plain(d))))
            .finish()
    }
}

/// Debug-prints a digit as it is written: `5`, `G`.
struct Plain<S: Size>(Digit<S>);

impl<S: Size> fmt::Debug for Plain<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A node of a chain: a digit in one cell, or in a group of cells of one line inside one box
/// (a grouped node).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Node<S: Size = Nine> {
    /// The digit.
    pub digit: Digit<S>,
    /// The line holding the cells.
    line: Unit<S>,
    /// The cells' places in the line (see [`Unit::cell`]).
    places: u16,
}

impl<S: Size> Node<S> {
    /// `digit` in `cell`.
    pub fn cell(cell: Cell<S>, digit: Digit<S>) -> Self {
        Node {
            digit,
            line: cell.units()[0],
            places: 1 << cell.col(),
        }
    }

    /// `digit` in the cells of `line` at `places` (bit `i` for [`Unit::cell`]`(i)`).
    pub fn group(line: Unit<S>, places: u16, digit: Digit<S>) -> Self {
        Node {
            digit,
            line,
            places,
        }
    }

    /// The node's cells, in the line's order.
    pub fn cells(&self) -> impl Iterator<Item = Cell<S>> + Clone + '_ {
        (0..S::SIDE)
            .filter(|&i| self.places & 1 << i != 0)
            .map(|i| self.line.cell(i))
    }
}

/// How two nodes of a chain are linked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// If the first is false, the second is true (drawn as a solid line).
    Strong,
    /// If the first is true, the second is false (drawn dashed).
    Weak,
}

/// A link of a chain, from one node to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link<S: Size = Nine> {
    /// Where it starts.
    pub from: Node<S>,
    /// Where it ends.
    pub to: Node<S>,
    /// Strong or weak.
    pub kind: LinkKind,
}

/// What the board shows of a hint.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Highlight<S: Size = Nine> {
    /// The digits the step is about, to pick out among the pencil marks.
    pub digits: u16,
    /// The units to shade.
    pub units: Vec<Unit<S>, PROOF_UNITS>,
    /// The cells that prove the step (a subset's cells, a single's blocking digits, a wing's
    /// pivot and pincers, ...).
    pub proof: CellSet<S>,
    /// The candidates that prove it (a subset's digits in its cells, a fish's digit in its base
    /// lines, ...), to draw in the proof's colour.
    pub proof_candidates: Marks<S>,
    /// The cells the hint is about: the cell to fill, the cells losing candidates, the
    /// clashing cells, or the cell without candidates.
    pub targets: CellSet<S>,
    /// The candidates that go, to draw in the effect's colour.
    pub removed: Marks<S>,
    /// The digit that goes in a cell, for a single.
    pub placed: Option<(Cell<S>, Digit<S>)>,
    /// The links of a chain, in order.
    pub links: Vec<Link<S>, LINKS>,
}

impl<S: Size> Highlight<S> {
    /// Nothing to show.
    pub fn new() -> Self {
        Highlight {
            digits: 0,
            units: Vec::new(),
            proof: CellSet::new(),
            proof_candidates: Marks::new(),
            targets: CellSet::new(),
            removed: Marks::new(),
            placed: None,
            links: Vec::new(),
        }
    }

    /// Shades `units` too.
    pub fn shade(&mut self, units: impl IntoIterator<Item = Unit<S>>) {
        units.into_iter().for_each(|u| push(&mut self.units, u));
    }

    /// Adds `cell` to the proof, with the candidates of `mask` in it.
    pub fn prove(&mut self, cell: Cell<S>, mask: u16) {
        self.proof.insert(cell);
        self.proof_candidates.insert_mask(cell, mask);
    }

    /// Adds a link of a chain.
    pub fn link(&mut self, link: Link<S>) {
        push(&mut self.links, link);
    }
}

impl<S: Size> Default for Highlight<S> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cell, digit, row};
    use super::*;
    use crate::size::Sixteen;
    use std::{format, vec::Vec};

    #[test]
    fn marks_hold_candidates_cell_by_cell() {
        let mut marks = Marks::<Nine>::new();
        assert!(marks.is_empty());
        marks.insert(cell(3, 3), digit(5));
        marks.insert_mask(cell(0, 1), digit::<Nine>(7).bit() | digit::<Nine>(5).bit());
        assert!(!marks.is_empty());
        assert!(marks.contains(cell(0, 1), digit(7)));
        assert!(!marks.contains(cell(3, 3), digit(7)));
        assert_eq!(marks.mask(cell(3, 3)), 1 << 4);
        assert_eq!(format!("{marks:?}"), "{r1c2: 5, r1c2: 7, r4c4: 5}");
        let mut last = Marks::<Sixteen>::default();
        last.insert(cell(15, 15), digit(16));
        assert_eq!(last.iter().collect::<Vec<_>>(), [(cell(15, 15), digit(16))]);
    }

    #[test]
    fn nodes_are_a_cell_or_a_group_of_a_line() {
        let one = Node::<Nine>::cell(cell(4, 7), digit(3));
        assert_eq!(one.cells().collect::<Vec<_>>(), [cell(4, 7)]);
        let group = Node::<Nine>::group(row(2), 0b111_000, digit(3));
        assert_eq!(
            group.cells().collect::<Vec<_>>(),
            [cell(2, 3), cell(2, 4), cell(2, 5)]
        );
        let last = Node::<Sixteen>::cell(cell(15, 15), digit(16));
        assert_eq!(last.cells().collect::<Vec<_>>(), [cell(15, 15)]);
        let mut h = Highlight::<Nine>::new();
        h.link(Link {
            from: one,
            to: group,
            kind: LinkKind::Weak,
        });
        h.link(Link {
            from: group,
            to: one,
            kind: LinkKind::Strong,
        });
        assert_eq!(h.links.len(), 2);
        assert_ne!(h.links[0].kind, h.links[1].kind);
    }

    #[test]
    fn a_highlight_holds_the_proof_apart_from_the_effect() {
        let mut h = Highlight::<Nine>::new();
        assert_eq!(h, Highlight::default());
        h.prove(cell(1, 1), 0b11);
        h.shade([row(1)]);
        assert!(h.proof.contains(cell(1, 1)));
        assert_eq!(h.proof_candidates.mask(cell(1, 1)), 0b11);
        assert!(h.removed.is_empty() && h.targets.is_empty());
        assert_eq!(h.units.as_slice(), [row(1)]);
    }

    #[test]
    fn the_highlight_is_small_enough_for_the_stack() {
        let nine = core::mem::size_of::<Highlight<Nine>>();
        let sixteen = core::mem::size_of::<Highlight<Sixteen>>();
        assert!(nine <= 1024, "{nine} bytes");
        assert!(sixteen <= 1600, "{sixteen} bytes");
    }
}
