//! [`Deduction`]: one logical step, the cells and units that prove it, and the sentence that tells a player;
//! [`Contradiction`]: the sign that a grid is wrong.

use core::fmt;

use heapless::Vec;

use super::{
    technique::Technique,
    units::{COL, ROW, digits, slot},
};
use crate::{
    cell::{Cell, Unit},
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
};

/// Room for the eliminations of one deduction: the most any technique makes is 48
/// (a 16x16 quad, or a jellyfish: 4 digits or lines times 12 cells).
pub const ELIMINATIONS: usize = 64;
/// Room for the cells that prove a deduction: a jellyfish has at most 16.
pub const PROOF_CELLS: usize = 16;
/// Room for the units that prove a deduction: a jellyfish has 8 (4 base and 4 cover lines).
pub const PROOF_UNITS: usize = 8;

/// The candidates a deduction removes: `(cell, digit)` pairs.
pub type Eliminations<S> = Vec<(Cell<S>, Digit<S>), ELIMINATIONS>;

/// What a deduction does to the grid.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Effect<S: Size = Nine> {
    /// The digit goes in the cell (a single).
    Place(Cell<S>, Digit<S>),
    /// The digits go from the candidates of the cells (never empty).
    Eliminate(Eliminations<S>),
}

/// One logical step: the technique, what it does, and what proves it (for highlighting).
///
/// Made by [`Technique::find`](super::Technique::find); its `Display` is the
/// sentence a player reads, such as `Hidden single: the 7 of box 5 can only go in r5c4`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Deduction<S: Size = Nine> {
    technique: Technique,
    effect: Effect<S>,
    digits: u16,
    cells: Vec<Cell<S>, PROOF_CELLS>,
    units: Vec<Unit<S>, PROOF_UNITS>,
}

/// Pushes onto a list whose capacity the techniques never exceed (see [`ELIMINATIONS`],
/// [`PROOF_CELLS`] and [`PROOF_UNITS`]).
pub(super) fn push<T, const N: usize>(list: &mut Vec<T, N>, item: T) {
    if list.push(item).is_err() {
        unreachable!(
            "the techniques stay within the capacities documented at ELIMINATIONS, PROOF_CELLS and PROOF_UNITS"
        );
    }
}

impl<S: Size> Deduction<S> {
    /// A single: `digit` goes in `cell`.
    pub(super) fn place(technique: Technique, cell: Cell<S>, digit: Digit<S>) -> Self {
        Deduction {
            technique,
            effect: Effect::Place(cell, digit),
            digits: digit.bit(),
            cells: Vec::new(),
            units: Vec::new(),
        }
    }

    /// A step that removes `eliminations` (not empty) and is about the digits of `digits`.
    pub(super) fn eliminate(
        technique: Technique,
        digits: u16,
        eliminations: Eliminations<S>,
    ) -> Self {
        Deduction {
            technique,
            effect: Effect::Eliminate(eliminations),
            digits,
            cells: Vec::new(),
            units: Vec::new(),
        }
    }

    /// The same deduction, proved also by `cells` (kept in order, without repeats).
    pub(super) fn with_cells(mut self, cells: impl IntoIterator<Item = Cell<S>>) -> Self {
        for cell in cells {
            if !self.cells.contains(&cell) {
                push(&mut self.cells, cell);
            }
        }
        self
    }

    /// The same deduction, proved also by `units` (in order).
    pub(super) fn with_units(mut self, units: impl IntoIterator<Item = Unit<S>>) -> Self {
        for unit in units {
            push(&mut self.units, unit);
        }
        self
    }

    /// The technique that made it.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// What it does.
    pub fn effect(&self) -> &Effect<S> {
        &self.effect
    }

    /// The digits it is about (a mask): the placed digit, the digit of a locked candidate or
    /// fish, the digits of a subset, the digits of a wing's pivot.
    pub fn digits(&self) -> u16 {
        self.digits
    }

    /// The cells that prove it: a subset's or fish's or wing's cells; for a single, the filled
    /// cells that rule out the other places or digits; for locked candidates, the digit's cells.
    pub fn cells(&self) -> &[Cell<S>] {
        &self.cells
    }

    /// The units that prove it: a single's or subset's unit; box then line (pointing) or line
    /// then box (claiming); a fish's base lines then its cover lines.
    pub fn units(&self) -> &[Unit<S>] {
        &self.units
    }

    /// The placement, if it is a single.
    pub fn placement(&self) -> Option<(Cell<S>, Digit<S>)> {
        match self.effect {
            Effect::Place(cell, digit) => Some((cell, digit)),
            Effect::Eliminate(_) => None,
        }
    }

    /// The eliminations (none for a single).
    pub fn eliminations(&self) -> &[(Cell<S>, Digit<S>)] {
        match &self.effect {
            Effect::Place(..) => &[],
            Effect::Eliminate(eliminations) => eliminations,
        }
    }

    /// The cells it changes: the placed cell, or the cells that lose candidates.
    pub fn targets(&self) -> CellSet<S> {
        match &self.effect {
            Effect::Place(cell, _) => [*cell].into_iter().collect(),
            Effect::Eliminate(eliminations) => eliminations.iter().map(|&(c, _)| c).collect(),
        }
    }

    /// The cells that lose candidates, without repeats, in order.
    fn eliminated_cells(&self) -> impl Iterator<Item = Cell<S>> + Clone + '_ {
        let eliminations = self.eliminations();
        eliminations
            .iter()
            .enumerate()
            .filter(|&(i, (c, _))| eliminations[..i].iter().all(|(o, _)| o != c))
            .map(|(_, &(c, _))| c)
    }

    /// The one eliminated digit of a locked candidate, fish or wing.
    fn eliminated_digit(&self) -> Option<Digit<S>> {
        self.eliminations().first().map(|&(_, d)| d)
    }
}

/// Writes `a`, `a and b` or `a, b and c`.
pub(super) fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T> + Clone,
) -> fmt::Result {
    let n = items.clone().count();
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == n { " and " } else { ", " })?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Writes lines of one kind as `rows 2 and 7` or `columns 3, 4 and 8`.
fn lines<S: Size>(f: &mut fmt::Formatter<'_>, units: &[Unit<S>]) -> fmt::Result {
    let kind = units.first().map(|&u| slot(u).0);
    f.write_str(match kind {
        Some(ROW) => "rows ",
        Some(COL) => "columns ",
        _ => "boxes ",
    })?;
    list(f, units.iter().map(|&u| slot(u).1 + 1))
}

/// Writes the digits of `mask` as `2 and 8`.
fn digit_list<S: Size>(f: &mut fmt::Formatter<'_>, mask: u16) -> fmt::Result {
    list(f, digits::<S>(mask))
}

/// The one sentence a player reads, such as `Naked single: r3c7 can only hold 4`.
impl<S: Size> fmt::Display for Deduction<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        write!(f, "{}: ", self.technique)?;
        let unit = |i: usize| self.units.get(i).copied();
        let cell = |i: usize| self.cells.get(i).copied();
        let targets = self.eliminated_cells();
        match (self.technique, &self.effect) {
            (FullHouse, Effect::Place(cell, digit)) => match unit(0) {
                Some(unit) => write!(
                    f,
                    "{cell} is the last empty cell of {unit}, so it holds {digit}"
                ),
                None => write!(f, "{cell} holds {digit}"),
            },
            (HiddenSingle, Effect::Place(cell, digit)) => match unit(0) {
                Some(unit) => write!(f, "the {digit} of {unit} can only go in {cell}"),
                None => write!(f, "{cell} holds {digit}"),
            },
            (_, Effect::Place(cell, digit)) => write!(f, "{cell} can only hold {digit}"),
            (Pointing | Claiming, _) => {
                if let (Some(from), Some(to), Some(digit)) =
                    (unit(0), unit(1), self.eliminated_digit())
                {
                    write!(f, "in {from} the {digit} is only in {to}, so it goes from ")?;
                }
                list(f, targets)
            }
            (NakedPair | NakedTriple | NakedQuad, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" hold only ")?;
                digit_list::<S>(f, self.digits)?;
                if let Some(unit) = unit(0) {
                    write!(f, ", so {unit} loses ")?;
                    digit_list::<S>(f, self.digits)?;
                    f.write_str(" elsewhere")?;
                }
                Ok(())
            }
            (HiddenPair | HiddenTriple | HiddenQuad, _) => {
                if let Some(unit) = unit(0) {
                    write!(f, "in {unit} ")?;
                }
                f.write_str("the ")?;
                digit_list::<S>(f, self.digits)?;
                f.write_str(" can only go in ")?;
                list(f, self.cells.iter())?;
                f.write_str(", so those cells lose their other candidates")
            }
            (XWing | Swordfish | Jellyfish, _) => {
                let n = self.units.len() / 2;
                let (base, cover) = self.units.split_at(n);
                if let Some(digit) = self.eliminated_digit() {
                    write!(f, "the {digit} of ")?;
                }
                lines(f, base)?;
                f.write_str(" lies only in ")?;
                lines(f, cover)?;
                f.write_str(", so those ")?;
                f.write_str(match cover.first().map(|&u| slot(u).0) {
                    Some(ROW) => "rows",
                    _ => "columns",
                })?;
                f.write_str(" lose it elsewhere")
            }
            (XYWing, _) => {
                let mut pivot = digits::<S>(self.digits);
                if let (Some(p), Some(a), Some(b), Some(x), Some(y), Some(z)) = (
                    cell(0),
                    cell(1),
                    cell(2),
                    pivot.next(),
                    pivot.next(),
                    self.eliminated_digit(),
                ) {
                    write!(
                        f,
                        "{p} is {x} or {y}; if {x}, {a} is {z}; if {y}, {b} is {z}; so {z} goes from "
                    )?;
                }
                let n = targets.clone().count();
                list(f, targets)?;
                f.write_str(if n == 1 {
                    ", which sees both"
                } else {
                    ", which see both"
                })
            }
            (XYZWing, _) => {
                if let (Some(p), Some(a), Some(b), Some(z)) =
                    (cell(0), cell(1), cell(2), self.eliminated_digit())
                {
                    let others = self.digits & !z.bit();
                    let mut xy = digits::<S>(others);
                    if let (Some(x), Some(y)) = (xy.next(), xy.next()) {
                        write!(
                            f,
                            "{p} is {x}, {y} or {z}; {a} is {x} or {z}; {b} is {y} or {z}; one of them is {z}, so {z} goes from "
                        )?;
                    }
                }
                let n = targets.clone().count();
                list(f, targets)?;
                f.write_str(if n == 1 {
                    ", which sees all three"
                } else {
                    ", which see all three"
                })
            }
            (_, Effect::Eliminate(eliminations)) => {
                list(f, eliminations.iter().map(|(c, d)| Elimination(*c, *d)))
            }
        }
    }
}

/// Prints `5 from r1c2`.
struct Elimination<S: Size>(Cell<S>, Digit<S>);

impl<S: Size> fmt::Display for Elimination<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} from {}", self.1, self.0)
    }
}

/// A sign that the grid is wrong: no solution is left (a digit placed is wrong, or the puzzle is).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contradiction<S: Size = Nine> {
    /// An empty cell that can hold no digit.
    NoCandidate(Cell<S>),
    /// A digit that a unit lacks and has no place left for.
    NoPlace(Unit<S>, Digit<S>),
}

impl<S: Size> Contradiction<S> {
    /// The cells it is about (the cell without candidates; none for a unit).
    pub fn cells(&self) -> CellSet<S> {
        match *self {
            Contradiction::NoCandidate(cell) => [cell].into_iter().collect(),
            Contradiction::NoPlace(..) => CellSet::new(),
        }
    }

    /// The units it is about (the three of the cell, or the one unit).
    pub fn units(&self) -> Vec<Unit<S>, PROOF_UNITS> {
        let mut units = Vec::new();
        match *self {
            Contradiction::NoCandidate(cell) => {
                cell.units().into_iter().for_each(|u| push(&mut units, u))
            }
            Contradiction::NoPlace(unit, _) => push(&mut units, unit),
        }
        units
    }
}

/// Prints `r3c4 has no candidate left` or `the 5 has no place left in row 3`.
impl<S: Size> fmt::Display for Contradiction<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::NoCandidate(cell) => write!(f, "{cell} has no candidate left"),
            Contradiction::NoPlace(unit, digit) => {
                write!(f, "the {digit} has no place left in {unit}")
            }
        }
    }
}
