//! Chains and loops: X-chain, XY-chain, nice loops and AICs (alternating inference chains), with
//! grouped nodes or without. A [`Chain`] names its nodes in order, the first link strong, then
//! weak and strong by turns (see [`graph`] for the nodes and links).
//!
//! - An open chain (X-chain, XY-chain, AIC) runs from a node false to a node true: one of its two
//!   ends is true, so a candidate weakly linked to both (a peer of both with their digit, or the
//!   other digit of a cell where the ends' digits meet) goes.
//! - A continuous nice loop closes with a weak link back to its first node: each link then holds
//!   exactly one true end, so what sees both ends of any link goes.
//! - A discontinuous nice loop leads from its first node false back to it true: it is true.
//!
//! A chain's sentence writes it in Eureka notation; a hint on the status line writes it so where
//! the whole sentence fits, else by its length and its ends (`13 links from (1)r1c5 to
//! (1)r6c6`), the candidates that go counted past two: the board draws the links at the
//! step's third stage.
//!
//! Finders walk from each candidate, cell by cell and digit by digit (the scan's items), breadth
//! first, so that the first chain found from a candidate is a shortest one.

pub(super) mod graph;

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, ELIMINATIONS, Effect, Eliminations, Ends, Pattern},
    highlight::{Highlight, LINKS, Link, LinkKind, Node},
    level::Rating,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::digits,
};
use crate::{
    cell::{Cell, Unit},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};
use graph::{Explorer, Links, Lit, weak};

/// Room for a chain's nodes: as many as the links the board draws. The walk goes `DEPTH`
/// links deep, so a path holds `DEPTH + 1` nodes, and a continuous loop draws as many links,
/// its closing one included.
pub const CHAIN_NODES: usize = LINKS;

/// How a chain ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// From a node false to another true: one end is true.
    Open,
    /// A loop closed by a weak link: every link holds exactly one true end.
    Continuous,
    /// From a node false back to it true: it is true.
    Discontinuous,
}

/// A chain of alternating strong and weak links (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Chain<S: Size = Nine> {
    /// X-chain, XY-chain, nice loop, AIC, or their grouped kinds.
    pub technique: Technique,
    /// Open, or a loop.
    pub shape: Shape,
    /// The nodes in order: the first link is strong, then weak and strong by turns, ending
    /// strong (a continuous loop closes with a weak link from the last node to the first; a
    /// discontinuous one ends on its first node).
    pub nodes: Vec<Node<S>, CHAIN_NODES>,
    /// The candidates that go (none for a discontinuous loop).
    pub eliminations: Eliminations<S>,
    /// The digit a discontinuous loop places.
    pub placement: Option<(Cell<S>, Digit<S>)>,
}

impl<S: Size> Chain<S> {
    /// The links in order, strong first, the closing link of a continuous loop last.
    pub fn links(&self) -> impl Iterator<Item = Link<S>> + '_ {
        let closing = (self.shape == Shape::Continuous)
            .then(|| (self.nodes.last().copied(), self.nodes.first().copied()));
        let closing = closing.and_then(|(a, b)| Some((a?, b?)));
        self.nodes
            .windows(2)
            .enumerate()
            .map(|(i, w)| (w[0], w[1], i % 2 == 0))
            .chain(closing.map(|(a, b)| (a, b, false)))
            .map(|(from, to, strong)| Link {
                from,
                to,
                kind: if strong {
                    LinkKind::Strong
                } else {
                    LinkKind::Weak
                },
            })
    }

    /// The chain in Eureka notation: `(5)r1c1=(5)r1c5-(5)r3c5=(5)r3c9`, `=` a strong link, `-`
    /// a weak one.
    fn notation(&self, lang: Lang) -> impl fmt::Display + '_ {
        Notation(lang, self)
    }
}

/// A chain written in Eureka notation.
struct Notation<'a, S: Size>(Lang, &'a Chain<S>);

impl<S: Size> fmt::Display for Notation<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Notation(lang, chain) = self;
        for (i, link) in chain.links().enumerate() {
            if i == 0 {
                write!(f, "{}", In(*lang, NodeName(link.from)))?;
            }
            let sign = if link.kind == LinkKind::Strong {
                '='
            } else {
                '-'
            };
            write!(f, "{sign}{}", In(*lang, NodeName(link.to)))?;
        }
        Ok(())
    }
}

/// A node as players write it: `(5)r1c1`, a group `(5)r1c12` (`(5)L1C12`).
#[derive(Debug, Clone, Copy)]
pub(super) struct NodeName<S: Size>(pub(super) Node<S>);

impl<S: Size> Localized for NodeName<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let node = self.0;
        let first = node.cells().next().expect("a node has a cell");
        write!(f, "({})", node.digit)?;
        if !node.is_group() {
            return write!(f, "{}", In(lang, first));
        }
        // A group names its line once and its cells' other numbers together.
        let row = matches!(node.line(), Unit::Row(..));
        let others = Numbers(node, row);
        if row {
            let r = first.row() + 1;
            write!(f, "{}", lang.say(Key::CellName, &[&r, &others]))
        } else {
            let c = first.col() + 1;
            write!(f, "{}", lang.say(Key::CellName, &[&others, &c]))
        }
    }
}

/// A group's columns (in a row, if `.1`) or rows, one-based, written together: `12`.
struct Numbers<S: Size>(Node<S>, bool);

impl<S: Size> fmt::Display for Numbers<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in self.0.cells() {
            write!(f, "{}", if self.1 { cell.col() } else { cell.row() } + 1)?;
        }
        Ok(())
    }
}

/// Eliminations as players write them: `(5)r3c1 and (7)r3c2`.
fn removed<S: Size>(lang: Lang, eliminations: &[(Cell<S>, Digit<S>)]) -> impl fmt::Display + '_ {
    crate::text::List(
        lang,
        eliminations
            .iter()
            .map(move |&(c, d)| In(lang, NodeName(Node::cell(c, d)))),
    )
}

impl<S: Size> Pattern<S> for Chain<S> {
    fn technique(&self) -> Technique {
        self.technique
    }

    fn effect(&self) -> Effect<'_, S> {
        match self.placement {
            Some((cell, digit)) => Effect::Place(cell, digit),
            None => Effect::Eliminate(&self.eliminations),
        }
    }

    fn digits(&self) -> u16 {
        self.nodes.iter().fold(0, |m, n| m | n.digit.bit())
    }

    fn rating(&self) -> Rating {
        self.technique.rating()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        for node in &self.nodes {
            for cell in node.cells() {
                highlight.prove(cell, node.digit.bit());
            }
        }
        self.links().for_each(|l| highlight.link(l));
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let chain = self.notation(lang);
        let gone = removed(lang, &self.eliminations);
        let verb = say::goes(&self.eliminations);
        match (self.shape, self.placement) {
            (_, Some((cell, digit))) => {
                let first = In(lang, NodeName(self.nodes[0]));
                write!(
                    f,
                    "{chain}: if {first} were false, it would be true, so {cell} is {digit}"
                )
            }
            (Shape::Continuous, None) => write!(
                f,
                "{chain} is a loop: each link holds one true end, so {gone} {verb}"
            ),
            _ => write!(f, "{chain}: one end is true, so {gone} {verb}"),
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let chain = self.notation(lang);
        let gone = removed(lang, &self.eliminations);
        match (self.shape, self.placement) {
            (_, Some((cell, digit))) => {
                let (first, cell) = (In(lang, NodeName(self.nodes[0])), In(lang, cell));
                write!(
                    f,
                    "{chain}\u{a0}: si {first} était faux, il serait vrai, donc {cell} vaut {digit}"
                )
            }
            (Shape::Continuous, None) => write!(
                f,
                "{chain} est une boucle\u{a0}: chaque lien a une extrémité vraie, on élimine donc {gone}"
            ),
            _ => write!(
                f,
                "{chain}\u{a0}: une des extrémités est vraie, on élimine donc {gone}"
            ),
        }
    }

    fn brief(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.links().count();
        let first = In(lang, NodeName(self.nodes[0]));
        let last = self.nodes.last().map(|&node| In(lang, NodeName(node)));
        let last = last.unwrap_or(first);
        let gone = say::gone(lang, &self.eliminations);
        let verb = say::goes(&self.eliminations);
        match (lang, self.shape, self.placement) {
            (Lang::En, _, Some((cell, digit))) => write!(
                f,
                "{n} links lead from {first} false back to it true, so {cell} is {digit}"
            ),
            (Lang::En, Shape::Continuous, None) => write!(
                f,
                "a loop of {n} links through {first}: each link has a true end, so {gone} {verb}"
            ),
            (Lang::En, _, None) => write!(
                f,
                "{n} links from {first} to {last}: one end is true, so {gone} {verb}"
            ),
            (Lang::Fr, _, Some((cell, digit))) => write!(
                f,
                "{n} liens mènent de {first} faux à {first} vrai, donc {} vaut {digit}",
                In(lang, cell)
            ),
            (Lang::Fr, Shape::Continuous, None) => write!(
                f,
                "boucle de {n} liens par {first}, une extrémité vraie par lien\u{a0}: on élimine {gone}"
            ),
            (Lang::Fr, _, None) => write!(
                f,
                "{n} liens de {first} à {last}, une extrémité vraie\u{a0}: on élimine {gone}"
            ),
        }
    }

    fn ends(&self) -> Option<Ends<S>> {
        let cell = |node: &Node<S>| node.cells().next();
        let first = cell(self.nodes.first()?)?;
        let last = cell(self.nodes.last()?)?;
        Some(Ends::Chain(first, last))
    }
}

/// The longest chain looked for, in links (a continuous loop's closing link included).
const DEPTH: usize = LINKS - 1;

/// The chain of `technique` found first (start candidates cell by cell, digit by digit).
pub(super) fn chains<S: Size>(
    c: &Candidates<S>,
    technique: Technique,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let links = match technique {
        Technique::XChain => Links::X,
        Technique::XYChain => Links::XY,
        Technique::NiceLoop | Technique::Aic => Links::Cells,
        _ => Links::Grouped,
    };
    let starts = Cell::<S>::all()
        .filter(|&x| c.is_open(x) && (links != Links::XY || c.count(x) == 2))
        .flat_map(|x| digits::<S>(c.mask(x)).map(move |d| (x, d)));
    let mut explorer = Explorer::new();
    scan.each(starts, |(x, d)| {
        let premise = Lit::cand(x, d, false);
        explorer.walk(c, links, premise, DEPTH, |e, end| {
            conclude(c, technique, e, premise, end)
        })
    })
}

/// What the chain from `premise` (false) to `end` proves for `technique`, if anything.
fn conclude<S: Size>(
    c: &Candidates<S>,
    technique: Technique,
    e: &Explorer<S>,
    premise: Lit,
    end: Lit,
) -> Option<Deduction<S>> {
    if !end.on() {
        return None;
    }
    let loops = matches!(technique, Technique::NiceLoop | Technique::GroupedNiceLoop);
    let (start, digit) = (premise.cell::<S>()?, premise.digit::<S>());
    let shape = if end == premise.negate() {
        Shape::Discontinuous
    } else if weak(c, end, premise) {
        Shape::Continuous
    } else {
        Shape::Open
    };
    match technique {
        Technique::XChain | Technique::XYChain => {
            if end.digit::<S>() != digit || end.cell::<S>()? == start {
                return None;
            }
        }
        _ if loops != (shape != Shape::Open) => return None,
        _ => {}
    }
    let path: Vec<Lit, CHAIN_NODES> = e.path(end);
    if path.is_empty() {
        return None;
    }
    let in_chain = |x: Lit| path.iter().any(|&p| p.negate() == x || p == x);
    let mut eliminations = Eliminations::new();
    let mut add = |x: Cell<S>, d: Digit<S>| {
        let lit = Lit::cand(x, d, true);
        if !in_chain(lit) && !eliminations.contains(&(x, d)) {
            let _ = eliminations.push((x, d));
        }
    };
    let mut placement = None;
    match shape {
        Shape::Discontinuous => placement = Some((start, digit)),
        Shape::Open => weakly_linked_to_both(c, premise, end, &mut add),
        Shape::Continuous => {
            for pair in path.windows(2) {
                weakly_linked_to_both(c, pair[0], pair[1], &mut add);
            }
            weakly_linked_to_both(c, end, premise, &mut add);
        }
    }
    if placement.is_none() && eliminations.is_empty() {
        return None;
    }
    debug_assert!(eliminations.len() < ELIMINATIONS);
    let nodes = path.iter().map(|l| l.node(c)).collect();
    Some(Deduction::Chain(Chain {
        technique,
        shape,
        nodes,
        eliminations,
        placement,
    }))
}

/// Calls `add` on each candidate weakly linked to both `a` and `b` (other than them): one of
/// them among its cell's digits, or its digit's peers.
fn weakly_linked_to_both<S: Size>(
    c: &Candidates<S>,
    a: Lit,
    b: Lit,
    add: &mut impl FnMut(Cell<S>, Digit<S>),
) {
    let (a, b) = if a.is_group() { (b, a) } else { (a, b) };
    let (ta, tb) = (a.negate(), b.negate());
    let test = |x: Cell<S>, d: Digit<S>| {
        let lit = Lit::cand(x, d, true);
        lit != a && lit != b && lit != ta && lit != tb && weak(c, lit, a) && weak(c, lit, b)
    };
    match a.cell::<S>() {
        Some(x) => {
            for d in digits::<S>(c.mask(x)) {
                if c.is_open(x) && test(x, d) {
                    add(x, d);
                }
            }
            let d = a.digit::<S>();
            for y in Cell::<S>::all() {
                if y.sees(x) && c.has(y, d) && test(y, d) {
                    add(y, d);
                }
            }
        }
        None => {
            // Two groups: the same digit, seen from every cell of both.
            let d = a.digit::<S>();
            for y in Cell::<S>::all() {
                if c.has(y, d) && test(y, d) {
                    add(y, d);
                }
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests;
