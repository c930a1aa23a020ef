//! [`Deduction`]: one logical step, as the pattern of its family with named fields (a single's
//! cell, digit and unit; a fish's base and cover lines; a wing's pivot and pincers...), which say
//! what it does, what the board highlights and the sentence a player reads;
//! [`Contradiction`]: the sign that a grid is wrong.
//!
//! Each family of techniques lives in a file of its own (`singles.rs`, `intersections.rs`,
//! `subsets.rs`, `fish.rs`, `wings.rs`): its pattern type, its finders, and its
//! [`Pattern`] implementation: the effect, the highlight, and one sentence function per
//! language, each a `match` on the pattern that the compiler checks. `Deduction` only wraps them.

use core::fmt;

use heapless::Vec;

use super::{
    als::{AlsXyWing, AlsXz},
    chains::Chain,
    colouring::Colouring,
    finned_fish::FinnedFish,
    fish::Fish,
    forcing::Forcing,
    highlight::Highlight,
    intersections::Locked,
    level::Rating,
    remote_pair::RemotePair,
    single_digit::SingleDigit,
    singles::Single,
    subsets::Subset,
    technique::Technique,
    uniqueness::{Bug, UniqueRectangle},
    w_wing::WWing,
    wings::Wing,
};
use crate::{
    cell::{Cell, Unit, UnitIn},
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::{In, Key, Lang, Localized},
};

/// Room for the eliminations of one deduction: the most any technique makes is 48
/// (a 16x16 quad, or a jellyfish: 4 digits or lines times 12 cells); a chain or a forcing
/// chain keeps the first 64 it finds.
pub const ELIMINATIONS: usize = 64;

/// The candidates a deduction removes: `(cell, digit)` pairs.
pub type Eliminations<S> = Vec<(Cell<S>, Digit<S>), ELIMINATIONS>;

/// Pushes onto a list whose capacity the techniques never exceed (see [`ELIMINATIONS`],
/// [`PROOF_UNITS`](super::PROOF_UNITS) and [`LINKS`](super::LINKS)).
pub(super) fn push<T, const N: usize>(list: &mut Vec<T, N>, item: T) {
    if list.push(item).is_err() {
        unreachable!(
            "the techniques stay within the capacities documented at ELIMINATIONS, PROOF_UNITS and LINKS"
        );
    }
}

/// What a deduction does to the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect<'a, S: Size = Nine> {
    /// The digit goes in the cell (a single).
    Place(Cell<S>, Digit<S>),
    /// The digits go from the candidates of the cells (never empty).
    Eliminate(&'a [(Cell<S>, Digit<S>)]),
}

/// What every family's pattern tells: implemented once in each family's file.
pub(super) trait Pattern<S: Size> {
    /// The technique it is an instance of.
    fn technique(&self) -> Technique;

    /// What it does to the grid.
    fn effect(&self) -> Effect<'_, S>;

    /// The digits it is about (a mask): see [`Deduction::digits`].
    fn digits(&self) -> u16;

    /// Its rating on Sudoku Explainer's scale (the technique's, unless the instance changes it).
    fn rating(&self) -> Rating {
        self.technique().rating()
    }

    /// Adds its proof (units, cells, candidates, links) to `highlight` (the effect is added by
    /// [`Deduction::highlight`]).
    fn prove(&self, highlight: &mut Highlight<S>);

    /// The sentence in English, after the technique's name.
    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// The sentence in French, after the technique's name.
    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// The sentence in a few words, after the technique's name, for a hint whose whole sentence
    /// is too long for the status line (a long chain's notation, a net's many eliminations):
    /// the whole sentence, unless the family says otherwise.
    fn brief(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match lang {
            Lang::En => self.en(f),
            Lang::Fr => self.fr(f),
        }
    }

    /// Where a pattern without units to shade lies (a chain, a forcing chain): see
    /// [`Deduction::ends`].
    fn ends(&self) -> Option<Ends<S>> {
        None
    }

    /// Whether a hint says its whole sentence, of `chars` characters and `longest_word` at the
    /// longest (else it says it in brief): within [`WHOLE_CHARS`] and [`WHOLE_WORD`], unless
    /// the family, whose names make longer words, says otherwise.
    fn fits_whole(&self, chars: usize, longest_word: usize) -> bool {
        chars <= WHOLE_CHARS && longest_word <= WHOLE_WORD
    }
}

/// Where a step without units lies, as its hint's second stage names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ends<S: Size = Nine> {
    /// A chain's first and last cells.
    Chain(Cell<S>, Cell<S>),
    /// The cell it starts from (a forcing chain's premise, a loop back to its first cell).
    Start(Cell<S>),
}

/// One logical step, as the pattern that proves it.
// A forcing chain's links make it large, but there is no heap to box it into.
#[allow(clippy::large_enum_variant)]
///
/// Made by [`Technique::find`](super::Technique::find); its `Display` is the sentence a
/// player reads, such as `Hidden single: the 7 of box 5 can only go in r5c4`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Deduction<S: Size = Nine> {
    /// A full house, hidden or naked single.
    Single(Single<S>),
    /// Locked candidates: pointing or claiming.
    Locked(Locked<S>),
    /// A naked or hidden pair, triple or quad.
    Subset(Subset<S>),
    /// An X-wing, swordfish or jellyfish.
    Fish(Fish<S>),
    /// A remote pair.
    RemotePair(RemotePair<S>),
    /// A skyscraper, 2-string kite, turbot fish or empty rectangle.
    SingleDigit(SingleDigit<S>),
    /// A W-wing.
    WWing(WWing<S>),
    /// A unique rectangle (types 1 to 4) or a hidden rectangle.
    UniqueRectangle(UniqueRectangle<S>),
    /// BUG+1.
    Bug(Bug<S>),
    /// An XY-wing or XYZ-wing.
    Wing(Wing<S>),
    /// A finned or sashimi X-wing or swordfish.
    FinnedFish(FinnedFish<S>),
    /// A simple colouring or multi-colouring.
    Colouring(Colouring<S>),
    /// A chain or loop: X-chain, XY-chain, nice loop, AIC, grouped or not.
    Chain(Chain<S>),
    /// An ALS-XZ.
    AlsXz(AlsXz<S>),
    /// An ALS-XY-Wing.
    AlsXyWing(AlsXyWing<S>),
    /// A forcing chain or net.
    Forcing(Forcing<S>),
}

impl<S: Size> Deduction<S> {
    /// The family's pattern.
    fn pattern(&self) -> &dyn Pattern<S> {
        match self {
            Deduction::Single(p) => p,
            Deduction::Locked(p) => p,
            Deduction::Subset(p) => p,
            Deduction::Fish(p) => p,
            Deduction::RemotePair(p) => p,
            Deduction::SingleDigit(p) => p,
            Deduction::WWing(p) => p,
            Deduction::UniqueRectangle(p) => p,
            Deduction::Bug(p) => p,
            Deduction::Wing(p) => p,
            Deduction::FinnedFish(p) => p,
            Deduction::Colouring(p) => p,
            Deduction::Chain(p) => p,
            Deduction::AlsXz(p) => p,
            Deduction::AlsXyWing(p) => p,
            Deduction::Forcing(p) => p,
        }
    }

    /// The technique that made it.
    pub fn technique(&self) -> Technique {
        self.pattern().technique()
    }

    /// What it does.
    pub fn effect(&self) -> Effect<'_, S> {
        self.pattern().effect()
    }

    /// The digits it is about (a mask): the placed digit, the digit of a locked candidate or
    /// fish, the digits of a subset, the digits of a wing's pivot.
    pub fn digits(&self) -> u16 {
        self.pattern().digits()
    }

    /// Its rating on Sudoku Explainer's scale: a hidden single in a box is 1.2, in a line 1.5.
    pub fn rating(&self) -> Rating {
        self.pattern().rating()
    }

    /// What the board shows of it: the proof, and the effect apart.
    pub fn highlight(&self) -> Highlight<S> {
        let mut highlight = Highlight::new();
        highlight.digits = self.digits();
        match self.effect() {
            Effect::Place(cell, digit) => {
                highlight.targets.insert(cell);
                highlight.placed = Some((cell, digit));
            }
            Effect::Eliminate(eliminations) => {
                for &(cell, digit) in eliminations {
                    highlight.targets.insert(cell);
                    highlight.removed.insert(cell, digit);
                }
            }
        }
        self.pattern().prove(&mut highlight);
        highlight
    }

    /// Where it lies when it has no units to shade: a chain's ends, a forcing chain's premise.
    pub fn ends(&self) -> Option<Ends<S>> {
        match self.pattern().ends() {
            Some(Ends::Chain(a, b)) if a == b => Some(Ends::Start(a)),
            ends => ends,
        }
    }

    /// The sentence as a hint says it on the status line: whole where it fits (see
    /// [`Fitted`]), else in brief.
    pub fn fitted(&self) -> Fitted<'_, S> {
        Fitted(self)
    }

    /// The placement, if it is a single.
    pub fn placement(&self) -> Option<(Cell<S>, Digit<S>)> {
        match self.effect() {
            Effect::Place(cell, digit) => Some((cell, digit)),
            Effect::Eliminate(_) => None,
        }
    }

    /// The eliminations (none for a single).
    pub fn eliminations(&self) -> &[(Cell<S>, Digit<S>)] {
        match self.effect() {
            Effect::Place(..) => &[],
            Effect::Eliminate(eliminations) => eliminations,
        }
    }

    /// The cells it changes: the placed cell, or the cells that lose candidates.
    pub fn targets(&self) -> CellSet<S> {
        match self.effect() {
            Effect::Place(cell, _) => [cell].into_iter().collect(),
            Effect::Eliminate(eliminations) => eliminations.iter().map(|&(c, _)| c).collect(),
        }
    }
}

/// The sentence after the technique's name, in `lang`.
struct Says<'a, S: Size>(Lang, &'a dyn Pattern<S>);

impl<S: Size> fmt::Display for Says<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Lang::En => self.1.en(f),
            Lang::Fr => self.1.fr(f),
        }
    }
}

/// The longest sentence, after the technique's name, a hint writes whole: the status line shows
/// 4 lines of 33 columns, less `Indice : `, the longest technique's name (`Chaîne alternée
/// groupée`) and the ends of the wrapped lines (`tests/texts_fit.rs` checks every hint).
const WHOLE_CHARS: usize = 80;
/// The longest word a hint writes whole (a chain in Eureka notation is one word): a line.
const WHOLE_WORD: usize = 32;

/// Counts a text's characters and its longest word (between spaces).
#[derive(Default)]
struct Measure {
    chars: usize,
    word: usize,
    longest_word: usize,
}

impl Measure {
    /// The measure of `text`.
    fn of(text: &dyn fmt::Display) -> Self {
        let mut measure = Measure::default();
        // Counting never fails, and a `Display` that does writes less: shorter, never longer.
        let _ = fmt::write(&mut measure, format_args!("{text}"));
        measure
    }
}

impl fmt::Write for Measure {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            self.chars += 1;
            self.word = if c == ' ' { 0 } else { self.word + 1 };
            self.longest_word = self.longest_word.max(self.word);
        }
        Ok(())
    }
}

/// A deduction's sentence as a hint says it: the whole sentence (a chain in Eureka notation, a
/// net's every elimination) where it fits the status line, else the family's brief one (the
/// board shows the rest at the step's third stage).
#[derive(Debug, Clone, Copy)]
pub struct Fitted<'a, S: Size>(&'a Deduction<S>);

impl<S: Size> Localized for Fitted<'_, S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pattern = self.0.pattern();
        let measure = Measure::of(&Says(lang, pattern));
        if pattern.fits_whole(measure.chars, measure.longest_word) {
            return self.0.fmt_in(lang, f);
        }
        let brief = Brief(lang, pattern);
        let technique = In(lang, &self.0.technique());
        write!(f, "{}", lang.say(Key::Deduction, &[&technique, &brief]))
    }
}

/// The brief sentence after the technique's name, in `lang`.
struct Brief<'a, S: Size>(Lang, &'a dyn Pattern<S>);

impl<S: Size> fmt::Display for Brief<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.1.brief(self.0, f)
    }
}

/// The one sentence a player reads, such as `Naked single: r3c7 can only hold 4`
/// (`Singleton nu : L3C7 ne peut recevoir que le 4`).
impl<S: Size> Localized for Deduction<S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let says = Says(lang, self.pattern());
        write!(
            f,
            "{}",
            lang.say(Key::Deduction, &[&In(lang, &self.technique()), &says])
        )
    }
}

/// The sentence in English (see [`Localized`]).
impl<S: Size> fmt::Display for Deduction<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
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
    pub fn units(&self) -> Vec<Unit<S>, 3> {
        match *self {
            Contradiction::NoCandidate(cell) => cell.units().into_iter().collect(),
            Contradiction::NoPlace(unit, _) => [unit].into_iter().collect(),
        }
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
