//! [`Deduction`]: one logical step, the cells and units that prove it, and the sentence that tells a player;
//! [`Contradiction`]: the sign that a grid is wrong.

use core::fmt;

use heapless::Vec;

use super::{
    technique::Technique,
    units::{ROW, digits, slot},
};
use crate::{
    cell::{Cell, Unit, UnitIn, UnitOf},
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Key, Lang, List, Localized},
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

/// The one sentence a player reads, such as `Naked single: r3c7 can only hold 4`
/// (`Singleton nu : L3C7 ne peut recevoir que le 4`).
impl<S: Size> Localized for Deduction<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let says = Says(lang, self);
        write!(
            f,
            "{}",
            lang.say(Key::Deduction, &[&In(lang, &self.technique), &says])
        )
    }
}

/// The sentence in English (see [`Localized`]).
impl<S: Size> fmt::Display for Deduction<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// What a deduction says, after its technique's name.
struct Says<'a, S: Size>(Lang, &'a Deduction<S>);

impl<S: Size> fmt::Display for Says<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        let Says(lang, d) = *self;
        let say = |f: &mut fmt::Formatter<'_>, key, args: &[&dyn fmt::Display]| {
            write!(f, "{}", lang.say(key, args))
        };
        let unit = |i: usize| d.units.get(i).copied();
        let cell = |i: usize| d.cells.get(i).copied();
        let targets: Vec<Cell<S>, ELIMINATIONS> = d.eliminated_cells().collect();
        let several = !lang.singular(targets.len() as u64);
        let targets = List(lang, targets.iter().map(|c| In(lang, c)));
        let cells = List(lang, d.cells.iter().map(|c| In(lang, c)));
        let digit_list = List(lang, digits::<S>(d.digits));
        match (d.technique, &d.effect) {
            (FullHouse, Effect::Place(cell, digit)) => match unit(0) {
                Some(unit) => say(
                    f,
                    Key::FullHouseSays,
                    &[&In(lang, cell), &In(lang, &UnitOf(unit)), digit],
                ),
                None => say(f, Key::PlaceSays, &[&In(lang, cell), digit]),
            },
            (HiddenSingle, Effect::Place(cell, digit)) => match unit(0) {
                Some(unit) => say(
                    f,
                    Key::HiddenSingleSays,
                    &[digit, &In(lang, &UnitOf(unit)), &In(lang, cell)],
                ),
                None => say(f, Key::PlaceSays, &[&In(lang, cell), digit]),
            },
            (_, Effect::Place(cell, digit)) => {
                say(f, Key::NakedSingleSays, &[&In(lang, cell), digit])
            }
            (Pointing | Claiming, _) => match (unit(0), unit(1), d.eliminated_digit()) {
                (Some(from), Some(to), Some(digit)) => say(
                    f,
                    Key::LockedSays,
                    &[
                        &In(lang, &UnitIn(from)),
                        &digit,
                        &In(lang, &UnitIn(to)),
                        &targets,
                    ],
                ),
                _ => write!(f, "{targets}"),
            },
            (NakedPair | NakedTriple | NakedQuad, _) => match unit(0) {
                Some(unit) => say(f, Key::NakedSays, &[&cells, &digit_list, &In(lang, &unit)]),
                None => say(f, Key::NakedAloneSays, &[&cells, &digit_list]),
            },
            (HiddenPair | HiddenTriple | HiddenQuad, _) => match unit(0) {
                Some(unit) => say(
                    f,
                    Key::HiddenSays,
                    &[&In(lang, &UnitIn(unit)), &digit_list, &cells],
                ),
                None => say(f, Key::HiddenAloneSays, &[&digit_list, &cells]),
            },
            (XWing | Swordfish | Jellyfish, _) => {
                let (base, cover) = d.units.split_at(d.units.len() / 2);
                let key = match cover.first().map(|&u| slot(u).0) {
                    Some(ROW) => Key::FishColsSays,
                    _ => Key::FishRowsSays,
                };
                match d.eliminated_digit() {
                    Some(digit) => say(
                        f,
                        key,
                        &[&digit, &numbers(lang, base), &numbers(lang, cover)],
                    ),
                    None => write!(f, "{targets}"),
                }
            }
            (XYWing, _) => {
                let mut pivot = digits::<S>(d.digits);
                match (
                    cell(0),
                    cell(1),
                    cell(2),
                    pivot.next(),
                    pivot.next(),
                    d.eliminated_digit(),
                ) {
                    (Some(p), Some(a), Some(b), Some(x), Some(y), Some(z)) => say(
                        f,
                        if several {
                            Key::XYWingManySays
                        } else {
                            Key::XYWingOneSays
                        },
                        &[
                            &In(lang, &p),
                            &x,
                            &y,
                            &In(lang, &a),
                            &In(lang, &b),
                            &z,
                            &targets,
                        ],
                    ),
                    _ => write!(f, "{targets}"),
                }
            }
            (XYZWing, _) => {
                let z = d.eliminated_digit();
                let mut xy = digits::<S>(d.digits & !z.map_or(0, |z| z.bit()));
                match (cell(0), cell(1), cell(2), xy.next(), xy.next(), z) {
                    (Some(p), Some(a), Some(b), Some(x), Some(y), Some(z)) => say(
                        f,
                        if several {
                            Key::XYZWingManySays
                        } else {
                            Key::XYZWingOneSays
                        },
                        &[
                            &In(lang, &p),
                            &x,
                            &y,
                            &z,
                            &In(lang, &a),
                            &In(lang, &b),
                            &targets,
                        ],
                    ),
                    _ => write!(f, "{targets}"),
                }
            }
            (_, Effect::Eliminate(eliminations)) => write!(
                f,
                "{}",
                List(
                    lang,
                    eliminations.iter().map(|&(c, d)| Elimination(lang, c, d))
                )
            ),
        }
    }
}

/// The one-based numbers of lines, as a list: `2 and 7`.
fn numbers<S: Size>(
    lang: Lang,
    units: &[Unit<S>],
) -> List<impl Iterator<Item = usize> + Clone + '_> {
    List(lang, units.iter().map(|&u| slot(u).1 + 1))
}

/// Prints `5 from r1c2`.
struct Elimination<S: Size>(Lang, Cell<S>, Digit<S>);

impl<S: Size> fmt::Display for Elimination<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Elimination(lang, cell, digit) = *self;
        write!(
            f,
            "{}",
            lang.say(Key::EliminationSays, &[&digit, &In(lang, &cell)])
        )
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
impl<S: Size> Localized for Contradiction<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::NoCandidate(cell) => {
                write!(f, "{}", lang.say(Key::NoCandidateSays, &[&In(lang, cell)]))
            }
            Contradiction::NoPlace(unit, digit) => write!(
                f,
                "{}",
                lang.say(Key::NoPlaceSays, &[digit, &In(lang, &UnitIn(*unit))])
            ),
        }
    }
}

/// Prints the English of [`Localized`].
impl<S: Size> fmt::Display for Contradiction<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}
