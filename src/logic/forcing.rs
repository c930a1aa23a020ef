//! Forcing chains and forcing nets (HoDoKu's "tabling"): assume a candidate true (or false),
//! follow what it implies, and conclude from a contradiction, or from what every case of a
//! cell's digits or of a digit's places in a unit implies alike. A [`Forcing`] names its
//! premises, its kind, what it proves and, for chains, the links that prove it.
//!
//! - A **forcing chain** follows single links from its premise (the chains' graph, `chains/`):
//!   a true candidate makes its peers with its digit and its cell's other digits false; a false
//!   one makes the digit's last place in a unit, or a bivalue cell's other digit, true. Each
//!   implication rests on one before it.
//! - A **forcing net** places the premise in a copy of the candidates and follows every single
//!   it leads to (naked and hidden), so that an implication may rest on several before it.
//!
//! A premise whose consequences contradict each other (a candidate both true and false, a cell
//! without candidates, a digit without a place) is false. Where a candidate true and false, or
//! each digit of a cell, or each place of a digit in a unit, all imply the same, that is true.
//!
//! The scan's items are the candidates (contradiction both ways, then both ways agreeing), then
//! the cells, then the units and digits: each item is a few walks, so a slice stays short.

mod follow;

use core::fmt;

use follow::{Follow, Implied};

use heapless::Vec;

use super::{
    candidates::Candidates,
    chains::{
        NodeName,
        graph::{Explorer, Lit},
    },
    deduction::{Deduction, Effect, Eliminations, Ends, Pattern},
    highlight::{Highlight, LINKS, Link, Node},
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{digits, scan_order},
};
use crate::{
    cell::{Cell, Unit, UnitOf},
    digit::Digit,
    size::{Nine, Size},
    text::{In, Lang, List},
};

/// Room for the premises: a cell's digits or a digit's places in a unit.
pub const PREMISES: usize = 16;

/// What a forcing chain or net starts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ForcingKind<S: Size = Nine> {
    /// One candidate, assumed true (or false, if not `true`), leads to a contradiction.
    Contradiction(bool),
    /// One candidate, true and false, implies the same.
    Both,
    /// Each digit of a cell implies the same.
    Cell(Cell<S>),
    /// Each place of a digit in a unit implies the same.
    Unit(Unit<S>, Digit<S>),
}

/// A forcing chain or net (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Forcing<S: Size = Nine> {
    /// Forcing chain or forcing net.
    pub technique: Technique,
    /// What it assumes.
    pub kind: ForcingKind<S>,
    /// The candidates assumed, each in turn (one for a contradiction or both ways).
    pub premises: Vec<(Cell<S>, Digit<S>), PREMISES>,
    /// The links of a chain's implications that prove it (the first [`LINKS`]; none for a
    /// net).
    pub links: Vec<Link<S>, LINKS>,
    /// The candidates that go.
    pub eliminations: Eliminations<S>,
    /// The digit it places.
    pub placement: Option<(Cell<S>, Digit<S>)>,
}

impl<S: Size> Pattern<S> for Forcing<S> {
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
        self.premises.iter().fold(0, |m, (_, d)| m | d.bit())
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        let removed = |cell, digit| self.eliminations.contains(&(cell, digit));
        let nodes = self.links.iter().flat_map(|l| [l.from, l.to]);
        let premises = self.premises.iter().map(|&(c, d)| Node::cell(c, d));
        for node in premises.chain(nodes) {
            for cell in node.cells() {
                if removed(cell, node.digit) {
                    highlight.proof.insert(cell);
                } else {
                    highlight.prove(cell, node.digit.bit());
                }
            }
        }
        if let ForcingKind::Unit(unit, _) = self.kind {
            highlight.shade([unit]);
        }
        self.links.iter().for_each(|&l| highlight.link(l));
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let first = self.premises[0];
        let p = In(lang, NodeName(Node::cell(first.0, first.1)));
        let agree = if self.technique == Technique::ForcingNet {
            "the nets agree"
        } else {
            "the chains agree"
        };
        match self.kind {
            ForcingKind::Contradiction(true) => write!(f, "assuming {p} leads to a contradiction"),
            ForcingKind::Contradiction(false) => {
                write!(f, "assuming {p} false leads to a contradiction")
            }
            ForcingKind::Both => write!(f, "whether {p} is true or false, {agree}"),
            ForcingKind::Cell(cell) => {
                let ds = List(lang, self.premises.iter().map(|&(_, d)| d));
                write!(f, "whichever of {ds} {} holds, {agree}", In(lang, cell))
            }
            ForcingKind::Unit(unit, digit) => {
                let cells = List(lang, self.premises.iter().map(|&(c, _)| In(lang, c)));
                let unit = In(lang, UnitOf(unit));
                write!(f, "wherever the {digit} {unit} goes ({cells}), {agree}")
            }
        }?;
        match self.placement {
            Some((cell, digit)) => write!(f, ", so {cell} is {digit}"),
            None => {
                let verb = say::goes(&self.eliminations);
                write!(f, ", so {} {verb}", removed(lang, &self.eliminations))
            }
        }
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let first = self.premises[0];
        let p = In(lang, NodeName(Node::cell(first.0, first.1)));
        let agree = if self.technique == Technique::ForcingNet {
            "les réseaux concordent"
        } else {
            "les chaînes concordent"
        };
        match self.kind {
            ForcingKind::Contradiction(true) => {
                write!(f, "supposer {p} vrai mène à une contradiction")
            }
            ForcingKind::Contradiction(false) => {
                write!(f, "supposer {p} faux mène à une contradiction")
            }
            ForcingKind::Both => write!(f, "que {p} soit vrai ou faux, {agree}"),
            ForcingKind::Cell(cell) => {
                let ds = List(lang, self.premises.iter().map(|&(_, d)| d));
                let cell = In(lang, cell);
                write!(f, "quel que soit le chiffre de {cell} ({ds}), {agree}")
            }
            ForcingKind::Unit(unit, digit) => {
                let cells = List(lang, self.premises.iter().map(|&(c, _)| In(lang, c)));
                let unit = In(lang, UnitOf(unit));
                write!(f, "où que soit le {digit} {unit} ({cells}), {agree}")
            }
        }?;
        match self.placement {
            Some((cell, digit)) => write!(f, ", donc {} vaut {digit}", In(lang, cell)),
            None => write!(f, ", on élimine donc {}", removed(lang, &self.eliminations)),
        }
    }
    fn brief(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let first = self.premises[0];
        let p = In(lang, NodeName(Node::cell(first.0, first.1)));
        let net = self.technique == Technique::ForcingNet;
        let gone = say::gone(lang, &self.eliminations);
        match lang {
            Lang::En => {
                let agree = if net {
                    "the nets agree"
                } else {
                    "the chains agree"
                };
                match self.kind {
                    ForcingKind::Contradiction(true) => write!(f, "{p} true is a contradiction"),
                    ForcingKind::Contradiction(false) => write!(f, "{p} false is a contradiction"),
                    ForcingKind::Both => write!(f, "{p} true or false, {agree}"),
                    ForcingKind::Cell(cell) => {
                        write!(f, "whatever {} holds, {agree}", In(lang, cell))
                    }
                    ForcingKind::Unit(unit, digit) => {
                        write!(
                            f,
                            "wherever the {digit} {} goes, {agree}",
                            In(lang, UnitOf(unit))
                        )
                    }
                }?;
                match self.placement {
                    Some((cell, digit)) => write!(f, ", so {cell} is {digit}"),
                    None => write!(f, ", so {gone} {}", say::goes(&self.eliminations)),
                }
            }
            Lang::Fr => {
                let agree = if net {
                    "les réseaux concordent"
                } else {
                    "les chaînes concordent"
                };
                match self.kind {
                    ForcingKind::Contradiction(true) => {
                        write!(f, "{p} vrai mène à une contradiction")
                    }
                    ForcingKind::Contradiction(false) => {
                        write!(f, "{p} faux mène à une contradiction")
                    }
                    ForcingKind::Both => write!(f, "{p} vrai ou faux, {agree}"),
                    ForcingKind::Cell(cell) => {
                        write!(f, "quel que soit le chiffre de {}, {agree}", In(lang, cell))
                    }
                    ForcingKind::Unit(unit, digit) => {
                        write!(
                            f,
                            "où que soit le {digit} {}, {agree}",
                            In(lang, UnitOf(unit))
                        )
                    }
                }?;
                match self.placement {
                    Some((cell, digit)) => write!(f, ", donc {} vaut {digit}", In(lang, cell)),
                    None => write!(f, ", on élimine donc {gone}"),
                }
            }
        }
    }

    fn ends(&self) -> Option<Ends<S>> {
        match self.kind {
            ForcingKind::Cell(cell) => Some(Ends::Start(cell)),
            // The unit is shaded.
            ForcingKind::Unit(..) => None,
            ForcingKind::Contradiction(_) | ForcingKind::Both => {
                self.premises.first().map(|&(cell, _)| Ends::Start(cell))
            }
        }
    }
}

/// Eliminations as players write them: `(5)r3c1 and (7)r3c2`.
fn removed<S: Size>(lang: Lang, eliminations: &[(Cell<S>, Digit<S>)]) -> impl fmt::Display + '_ {
    List(
        lang,
        eliminations
            .iter()
            .map(move |&(c, d)| In(lang, NodeName(Node::cell(c, d)))),
    )
}

/// Budget items one start of a forcing chain weighs: in PPSSPP a hint's slice of 32 items took
/// up to 45 ms when each start weighed one (about 1.4 ms a start); at 16, such a slice looks at
/// two starts.
const CHAIN_WEIGHT: u32 = 16;
/// The same for a forcing net, whose starts follow more: one start a slice.
const NET_WEIGHT: u32 = 32;

/// One item of the scan.
#[derive(Debug, Clone, Copy)]
enum Item<S: Size> {
    Candidate(Cell<S>, Digit<S>),
    Cell(Cell<S>),
    Unit(Unit<S>, Digit<S>),
}

/// The forcing chain (or net, for [`Technique::ForcingNet`]) found first.
pub(super) fn forcing<S: Size>(
    c: &Candidates<S>,
    technique: Technique,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let open = Cell::<S>::all().filter(|&x| c.is_open(x));
    let candidates = open
        .clone()
        .flat_map(|x| digits::<S>(c.mask(x)).map(move |d| Item::Candidate(x, d)));
    let cells = open.filter(|&x| c.count(x) >= 2).map(Item::Cell);
    let units = scan_order::<S>().flat_map(|u| {
        digits::<S>(c.missing_digits(u))
            .filter(move |&d| c.places(u, d).count_ones() >= 2)
            .map(move |d| Item::Unit(u, d))
    });
    let mut follow = Follow {
        c,
        net: technique == Technique::ForcingNet,
        explorer: Explorer::new(),
    };
    let weight = if follow.net { NET_WEIGHT } else { CHAIN_WEIGHT };
    scan.each_weighing(weight, candidates.chain(cells).chain(units), |item| {
        look(&mut follow, technique, item)
    })
}

/// What one item proves, if anything.
fn look<S: Size>(
    follow: &mut Follow<'_, S>,
    technique: Technique,
    item: Item<S>,
) -> Option<Deduction<S>> {
    let c = follow.c;
    let mut premises: Vec<(Cell<S>, Digit<S>), PREMISES> = Vec::new();
    let mut links = Vec::new();
    let (kind, common) = match item {
        Item::Candidate(x, d) => {
            let _ = premises.push((x, d));
            let yes = follow.implied(x, d, true);
            if yes.contradiction {
                for goal in follow.clash(&yes) {
                    follow.links_to(Lit::cand(x, d, true), goal, &mut links);
                }
                let mut eliminations = Eliminations::new();
                let _ = eliminations.push((x, d));
                return Some(made(
                    technique,
                    ForcingKind::Contradiction(true),
                    premises,
                    links,
                    eliminations,
                    None,
                ));
            }
            let no = follow.implied(x, d, false);
            if no.contradiction {
                for goal in follow.clash(&no) {
                    follow.links_to(Lit::cand(x, d, false), goal, &mut links);
                }
                return Some(made(
                    technique,
                    ForcingKind::Contradiction(false),
                    premises,
                    links,
                    Eliminations::new(),
                    Some((x, d)),
                ));
            }
            let mut common = yes;
            common.meet(&no);
            (ForcingKind::Both, common)
        }
        Item::Cell(x) => {
            let mut common = Implied::all();
            // Whether some case leads to no contradiction.
            let mut possible = false;
            for d in digits::<S>(c.mask(x)) {
                let _ = premises.push((x, d));
                let implied = follow.implied(x, d, true);
                if !implied.contradiction {
                    common.meet(&implied);
                    possible = true;
                }
            }
            if !possible {
                return None;
            }
            (ForcingKind::Cell(x), common)
        }
        Item::Unit(u, d) => {
            let mut common = Implied::all();
            // Whether some case leads to no contradiction.
            let mut possible = false;
            for x in c.cells_with(u, d) {
                let _ = premises.push((x, d));
                let implied = follow.implied(x, d, true);
                if !implied.contradiction {
                    common.meet(&implied);
                    possible = true;
                }
            }
            if !possible {
                return None;
            }
            (ForcingKind::Unit(u, d), common)
        }
    };
    // What every case implies: a digit placed, else the candidates that go.
    let open = |x: Cell<S>| c.is_open(x);
    let placement = Cell::<S>::all().filter(|&x| open(x)).find_map(|x| {
        let on = common.on[x.index()] & c.mask(x);
        digits::<S>(on).next().map(|d| (x, d))
    });
    let mut eliminations = Eliminations::new();
    if placement.is_none() {
        for x in Cell::<S>::all().filter(|&x| open(x)) {
            for d in digits::<S>(common.off[x.index()] & c.mask(x)) {
                let _ = eliminations.push((x, d));
            }
        }
        if eliminations.is_empty() {
            return None;
        }
    }
    // The links of each case to the first conclusion.
    let goal = match placement {
        Some((x, d)) => Lit::cand(x, d, true),
        None => Lit::cand(eliminations[0].0, eliminations[0].1, false),
    };
    match kind {
        ForcingKind::Both => {
            let (x, d) = premises[0];
            follow.links_to(Lit::cand(x, d, true), goal, &mut links);
            follow.links_to(Lit::cand(x, d, false), goal, &mut links);
        }
        _ => {
            for &(x, d) in &premises {
                follow.links_to(Lit::cand(x, d, true), goal, &mut links);
            }
        }
    }
    Some(made(
        technique,
        kind,
        premises,
        links,
        eliminations,
        placement,
    ))
}

/// The deduction of a forcing chain or net.
fn made<S: Size>(
    technique: Technique,
    kind: ForcingKind<S>,
    premises: Vec<(Cell<S>, Digit<S>), PREMISES>,
    links: Vec<Link<S>, LINKS>,
    eliminations: Eliminations<S>,
    placement: Option<(Cell<S>, Digit<S>)>,
) -> Deduction<S> {
    Deduction::Forcing(Forcing {
        technique,
        kind,
        premises,
        links,
        eliminations,
        placement,
    })
}

#[cfg(test)]
mod tests;
