//! [`Technique`]: the named logical steps in the order they are tried (HoDoKu's), each with its
//! HoDoKu level and score, its Sudoku Explainer rating and its [`Difficulty`] tier; [`Counts`]
//! of their use.
//!
//! # A new technique
//!
//! HoDoKu's order (`SolutionType`'s `StepConfig` index: singles; locked candidates; subsets;
//! basic fish; remote pair; BUG+1; single-digit patterns; wings; uniqueness; finned fish;
//! colouring; chains and loops; ALS; forcing chains and nets) is the order of the variants. Only
//! techniques that exist are listed. To add one:
//! 1. its family's file in `src/logic/` (a new one for a new family, as `fish.rs`): the pattern
//!    type with named fields, its finder (through [`Scan`]; see [`search`](super::search)), its
//!    [`Pattern`](super::deduction) implementation (effect, highlight, one sentence a language),
//!    and its tests; a new family is also one variant of [`Deduction`] and one arm of
//!    `Deduction::pattern`;
//! 2. the variant here, where HoDoKu's order puts it, with its row in `info` (level, score,
//!    rating, tier, name) and its arm in `scan`; [`Technique::COUNT`] and [`Technique::ALL`];
//! 3. its name in `src/text/` (`TechX` in `keys.rs`, `en.rs` and `fr.rs`, with the name French
//!    players use: `shared/FRENCH.md`), and the key in `tests/texts_fit.rs`' list of parts.
//!
//! The chains, loops, forcing chains and nets (`chains/`, `forcing.rs`) are of the app's
//! [`Difficulty::NeedsGuessing`] tier: past its hard tier, so that the generator's hard puzzles
//! (which [`within`](super::within) checks technique by technique) never need them; their
//! [`Level`] is HoDoKu's (fiendish, extreme).
//!
//! The order keeps each level's techniques (and each tier's) before the next level's: grading
//! and [`within`](super::within) rely on it. Two swaps from HoDoKu: the hidden pair comes before
//! the naked triple (HoDoKu tries them the other way round; both are medium, so the levels do
//! not change), as the app's [`Difficulty`] counts the pair medium and the triple hard; and the
//! finned and sashimi swordfish (unfair in HoDoKu) come after the colouring (hard), where HoDoKu
//! tries them before it: a puzzle HoDoKu finishes with a finned swordfish where colouring would
//! do grades hard here, unfair in HoDoKu.

use core::fmt;

use super::{
    als,
    candidates::Candidates,
    chains, colouring,
    deduction::Deduction,
    finned_fish, fish, forcing,
    grade::Difficulty,
    intersections,
    level::{Level, Rating},
    remote_pair,
    search::{Budget, Progress, Scan},
    single_digit::{self, SingleDigitKind},
    singles, subsets,
    uniqueness::{self, RectangleKind},
    w_wing, wings,
};
use crate::{
    size::Size,
    text::{Key, Lang, Localized},
};

/// A logical technique a person uses, in the order they are tried (HoDoKu's, easiest first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a row, column or box.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a row, column or box.
    HiddenSingle,
    /// A digit confined to one line inside a box leaves the rest of that line.
    Pointing,
    /// A digit confined to one box inside a line leaves the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// Four digits with four places between them in a unit.
    HiddenQuad,
    /// A digit in two rows (columns) confined to the same two columns (rows).
    XWing,
    /// The X-wing with three rows and three columns.
    Swordfish,
    /// The X-wing with four rows and four columns.
    Jellyfish,
    // ---- remote pair (remote_pair.rs)
    /// A chain of cells holding the same two digits only, each seeing the next.
    RemotePair,
    // ---- end of remote pair
    // ---- BUG+1 (uniqueness.rs)
    /// Every open cell holds two candidates but one: its extra digit goes there.
    BugPlusOne,
    // ---- end of BUG+1
    // ---- single-digit patterns (single_digit.rs)
    /// Two parallel lines with two places each, joined at one end by a cross line.
    Skyscraper,
    /// A row and a column with two places each, joined at one end in a box.
    TwoStringKite,
    /// Two strong links on one digit joined by a weak one (a box's among them).
    TurbotFish,
    /// A box whose digit lies in one row and one column of it, joined to a line's strong link.
    EmptyRectangle,
    // ---- end of single-digit patterns
    // ---- W-wing (w_wing.rs)
    /// Two cells with the same two digits, and a strong link on one whose ends see them.
    WWing,
    // ---- end of W-wing
    /// A two-candidate cell whose two peers each take one of its digits and share a third.
    XYWing,
    /// A three-candidate cell with two two-candidate peers that share one of its digits.
    XYZWing,
    // ---- uniqueness (uniqueness.rs)
    /// Three corners of a rectangle hold the same two digits only: the fourth loses them.
    UniqueRectangle1,
    /// Two roofs of a rectangle hold the same one extra digit: cells seeing both lose it.
    UniqueRectangle2,
    /// The roofs' extra digits and cells of their unit make a naked subset.
    UniqueRectangle3,
    /// A digit of the rectangle lies only in the roofs in their unit: they lose the other.
    UniqueRectangle4,
    /// A rectangle whose one digit lies in it alone in a corner's row and column.
    HiddenRectangle,
    // ---- end of uniqueness
    // ---- finned X-wings (finned_fish.rs)
    /// An X-wing but for fins in one box: cells of its cover lines seeing every fin lose it.
    FinnedXWing,
    /// A finned X-wing a base line of which has one cell in the cover lines.
    SashimiXWing,
    // ---- end of finned X-wings
    // ---- colouring (colouring.rs)
    /// One digit's strong links in two colours: a colour that sees itself goes (wrap), and
    /// cells seeing both colours lose the digit (trap).
    SimpleColouring,
    /// Two clusters of one digit's strong links: a colour seeing both of the other cluster
    /// goes; two colours that see each other leave one of the other two true.
    MultiColouring,
    // ---- end of colouring
    // ---- finned swordfish (finned_fish.rs)
    /// A swordfish but for fins in one box: cells of its cover lines seeing every fin lose it.
    FinnedSwordfish,
    /// A finned swordfish a base line of which has one cell at most in the cover lines.
    SashimiSwordfish,
    // ---- end of finned swordfish

    // Chains and loops, then almost locked sets, then forcing chains and nets (`chains/`,
    // `als.rs`, `forcing.rs`).
    /// A chain of one digit's strong and weak links: one of its ends holds the digit.
    XChain,
    /// A chain of bivalue cells: one of its ends holds the digit they start and end with.
    XYChain,
    /// A loop of alternating links (continuous: each link's ends share one truth; or
    /// discontinuous: its first node is true).
    NiceLoop,
    /// An alternating inference chain: one of its two ends is true.
    Aic,
    /// A nice loop with grouped nodes (a digit in a line inside a box).
    GroupedNiceLoop,
    /// An AIC with grouped nodes.
    GroupedAic,
    // ---- almost locked sets (als.rs)
    /// Two almost locked sets linked by a digit X: cells seeing every Z of both lose it.
    AlsXz,
    /// An almost locked set linked to two others by X and Y: cells seeing every Z of the two
    /// lose it.
    AlsXyWing,
    // ---- end of almost locked sets
    /// Single links from an assumption lead to a contradiction, or every case leads to the same.
    ForcingChain,
    /// The singles an assumption leads to contradict each other, or every case leads to the same.
    ForcingNet,
}

/// What a technique is worth: one row per technique in [`Technique::info`].
struct Info {
    /// HoDoKu's level.
    level: Level,
    /// HoDoKu's score for one step.
    score: u16,
    /// Sudoku Explainer's rating (the lowest of its instances).
    rating: u8,
    /// The app's difficulty tier.
    tier: Difficulty,
    /// The key of its name.
    key: Key,
}

impl Technique {
    /// Number of techniques.
    pub const COUNT: usize = 44;

    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; Self::COUNT] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::RemotePair,
        Technique::BugPlusOne,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::HiddenRectangle,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::SimpleColouring,
        Technique::MultiColouring,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::XChain,
        Technique::XYChain,
        Technique::NiceLoop,
        Technique::Aic,
        Technique::GroupedNiceLoop,
        Technique::GroupedAic,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::ForcingChain,
        Technique::ForcingNet,
    ];

    /// The technique's level, score, rating, tier and name (HoDoKu 2.2's defaults; Sudoku
    /// Explainer 1.2.1's ratings).
    const fn info(self) -> Info {
        use Difficulty::{Easy, Hard, Medium, NeedsGuessing};
        const fn info(level: Level, score: u16, rating: u8, tier: Difficulty, key: Key) -> Info {
            Info {
                level,
                score,
                rating,
                tier,
                key,
            }
        }
        match self {
            Technique::FullHouse => info(Level::Easy, 4, 10, Easy, Key::TechFullHouse),
            Technique::NakedSingle => info(Level::Easy, 4, 23, Easy, Key::TechNakedSingle),
            Technique::HiddenSingle => info(Level::Easy, 14, 12, Easy, Key::TechHiddenSingle),
            Technique::Pointing => info(Level::Medium, 50, 26, Medium, Key::TechPointing),
            Technique::Claiming => info(Level::Medium, 50, 28, Medium, Key::TechClaiming),
            Technique::NakedPair => info(Level::Medium, 60, 30, Medium, Key::TechNakedPair),
            Technique::HiddenPair => info(Level::Medium, 70, 34, Medium, Key::TechHiddenPair),
            Technique::NakedTriple => info(Level::Medium, 80, 36, Hard, Key::TechNakedTriple),
            Technique::HiddenTriple => info(Level::Medium, 100, 40, Hard, Key::TechHiddenTriple),
            Technique::NakedQuad => info(Level::Hard, 120, 50, Hard, Key::TechNakedQuad),
            Technique::HiddenQuad => info(Level::Hard, 150, 54, Hard, Key::TechHiddenQuad),
            Technique::XWing => info(Level::Hard, 140, 32, Hard, Key::TechXWing),
            Technique::Swordfish => info(Level::Hard, 150, 38, Hard, Key::TechSwordfish),
            Technique::Jellyfish => info(Level::Hard, 160, 52, Hard, Key::TechJellyfish),
            // Sudoku Explainer finds it as a forcing chain (6.6 at least).
            Technique::RemotePair => info(Level::Hard, 110, 66, Hard, Key::TechRemotePair),
            // Sudoku Explainer's bivalue universal grave, type 1.
            Technique::BugPlusOne => info(Level::Hard, 100, 56, Hard, Key::TechBugPlusOne),
            // Sudoku Explainer has none of them: it finds each as a turbot fish, 6.6.
            Technique::Skyscraper => info(Level::Hard, 130, 66, Hard, Key::TechSkyscraper),
            Technique::TwoStringKite => info(Level::Hard, 150, 66, Hard, Key::TechTwoStringKite),
            Technique::TurbotFish => info(Level::Hard, 120, 66, Hard, Key::TechTurbotFish),
            Technique::EmptyRectangle => info(Level::Hard, 120, 66, Hard, Key::TechEmptyRectangle),
            // Sudoku Explainer finds it as a forcing chain (6.6 at least).
            Technique::WWing => info(Level::Hard, 150, 66, Hard, Key::TechWWing),
            Technique::XYWing => info(Level::Hard, 160, 42, Hard, Key::TechXYWing),
            Technique::XYZWing => info(Level::Hard, 180, 44, Hard, Key::TechXYZWing),
            // Sudoku Explainer's unique rectangles: 4.5, type 2 4.6, type 3 4.6 with a pair; it
            // has no hidden rectangle, rated here as a type 4.
            Technique::UniqueRectangle1 => info(Level::Hard, 100, 45, Hard, Key::TechUR1),
            Technique::UniqueRectangle2 => info(Level::Hard, 100, 46, Hard, Key::TechUR2),
            Technique::UniqueRectangle3 => info(Level::Hard, 100, 46, Hard, Key::TechUR3),
            Technique::UniqueRectangle4 => info(Level::Hard, 100, 45, Hard, Key::TechUR4),
            Technique::HiddenRectangle => {
                info(Level::Hard, 100, 45, Hard, Key::TechHiddenRectangle)
            }
            // Sudoku Explainer has no finned fish: it finds them as X-chains (6.6 at least).
            Technique::FinnedXWing => info(Level::Hard, 130, 66, Hard, Key::TechFinnedXWing),
            Technique::SashimiXWing => info(Level::Hard, 150, 66, Hard, Key::TechSashimiXWing),
            // Sudoku Explainer has no colouring: it finds the steps as X-chains (6.6 at least).
            Technique::SimpleColouring => {
                info(Level::Hard, 150, 66, Hard, Key::TechSimpleColouring)
            }
            Technique::MultiColouring => info(Level::Hard, 200, 66, Hard, Key::TechMultiColouring),
            // Past the app's hard tier: the generator's hard puzzles never need them.
            Technique::FinnedSwordfish => info(
                Level::Fiendish,
                200,
                66,
                NeedsGuessing,
                Key::TechFinnedSwordfish,
            ),
            Technique::SashimiSwordfish => info(
                Level::Fiendish,
                240,
                66,
                NeedsGuessing,
                Key::TechSashimiSwordfish,
            ),
            Technique::XChain => info(Level::Fiendish, 260, 66, NeedsGuessing, Key::TechXChain),
            Technique::XYChain => info(Level::Fiendish, 260, 66, NeedsGuessing, Key::TechXYChain),
            Technique::NiceLoop => info(Level::Fiendish, 280, 70, NeedsGuessing, Key::TechNiceLoop),
            Technique::Aic => info(Level::Fiendish, 280, 70, NeedsGuessing, Key::TechAic),
            Technique::GroupedNiceLoop => info(
                Level::Fiendish,
                300,
                70,
                NeedsGuessing,
                Key::TechGroupedNiceLoop,
            ),
            Technique::GroupedAic => {
                info(Level::Fiendish, 300, 70, NeedsGuessing, Key::TechGroupedAic)
            }
            // Sudoku Explainer 1.2.1 has no ALS: it finds the steps as chains or forcing chains.
            // Rated here between the AIC (7.0) and the forcing chain (8.0), an estimate.
            Technique::AlsXz => info(Level::Fiendish, 300, 75, NeedsGuessing, Key::TechAlsXz),
            Technique::AlsXyWing => {
                info(Level::Fiendish, 320, 78, NeedsGuessing, Key::TechAlsXyWing)
            }
            // Sudoku Explainer's cell and region forcing chains, and its dynamic ones.
            Technique::ForcingChain => info(
                Level::Extreme,
                500,
                80,
                NeedsGuessing,
                Key::TechForcingChain,
            ),
            Technique::ForcingNet => {
                info(Level::Extreme, 700, 85, NeedsGuessing, Key::TechForcingNet)
            }
        }
    }

    /// HoDoKu's level of the technique.
    pub const fn level(self) -> Level {
        self.info().level
    }

    /// HoDoKu's score for one step of it (a solve's score is the sum of its steps').
    pub const fn score(self) -> u16 {
        self.info().score
    }

    /// Sudoku Explainer's rating of the technique: the lowest of its instances (a hidden single
    /// is 1.2 in a box, 1.5 in a line: see [`Deduction::rating`]).
    pub const fn rating(self) -> Rating {
        Rating::tenths(self.info().rating)
    }

    /// The app's difficulty tier: singles are easy; locked candidates and pairs medium; the
    /// rest hard.
    pub const fn tier(self) -> Difficulty {
        self.info().tier
    }

    /// The name players know it by, as `Hidden single` (in English; see [`Localized`]).
    pub const fn name(self) -> &'static str {
        Lang::En.text(self.key())
    }

    /// The key of its name.
    pub const fn key(self) -> Key {
        self.info().key
    }

    /// The first deduction this technique makes in `candidates` (a fixed scan order), without applying it.
    ///
    /// Meant for a state without contradictions (see [`Candidates::contradiction`]);
    /// on one, what it finds proves nothing.
    pub fn find<S: Size>(self, candidates: &Candidates<S>) -> Option<Deduction<S>> {
        let (mut done, mut budget) = (0, Budget::UNLIMITED);
        match self.scan(candidates, &mut Scan::new(&mut done, &mut budget)) {
            Progress::Done(found) => found,
            Progress::Paused => unreachable!("an unlimited budget never runs out"),
        }
    }

    /// Goes on with this technique's scan of `candidates` (see [`Scan`]).
    pub(super) fn scan<S: Size>(
        self,
        candidates: &Candidates<S>,
        scan: &mut Scan<'_>,
    ) -> Progress<Option<Deduction<S>>> {
        let c = candidates;
        match self {
            Technique::FullHouse => singles::full_house(c, scan),
            Technique::NakedSingle => singles::naked_single(c, scan),
            Technique::HiddenSingle => singles::hidden_single(c, scan),
            Technique::Pointing => intersections::pointing(c, scan),
            Technique::Claiming => intersections::claiming(c, scan),
            Technique::NakedPair => subsets::naked(c, 2, scan),
            Technique::HiddenPair => subsets::hidden(c, 2, scan),
            Technique::NakedTriple => subsets::naked(c, 3, scan),
            Technique::HiddenTriple => subsets::hidden(c, 3, scan),
            Technique::NakedQuad => subsets::naked(c, 4, scan),
            Technique::HiddenQuad => subsets::hidden(c, 4, scan),
            Technique::XWing => fish::fish(c, 2, scan),
            Technique::Swordfish => fish::fish(c, 3, scan),
            Technique::Jellyfish => fish::fish(c, 4, scan),
            Technique::RemotePair => remote_pair::remote_pair(c, scan),
            Technique::BugPlusOne => uniqueness::bug(c, scan),
            Technique::Skyscraper => single_digit::two_links(c, SingleDigitKind::Skyscraper, scan),
            Technique::TwoStringKite => {
                single_digit::two_links(c, SingleDigitKind::TwoStringKite, scan)
            }
            Technique::TurbotFish => single_digit::two_links(c, SingleDigitKind::TurbotFish, scan),
            Technique::EmptyRectangle => single_digit::empty_rectangle(c, scan),
            Technique::WWing => w_wing::w_wing(c, scan),
            Technique::XYWing => wings::xy_wing(c, scan),
            Technique::XYZWing => wings::xyz_wing(c, scan),
            Technique::UniqueRectangle1 => uniqueness::rectangle(c, RectangleKind::Type1, scan),
            Technique::UniqueRectangle2 => uniqueness::rectangle(c, RectangleKind::Type2, scan),
            Technique::UniqueRectangle3 => uniqueness::rectangle(c, RectangleKind::Type3, scan),
            Technique::UniqueRectangle4 => uniqueness::rectangle(c, RectangleKind::Type4, scan),
            Technique::HiddenRectangle => uniqueness::rectangle(c, RectangleKind::Hidden, scan),
            Technique::FinnedXWing => finned_fish::finned_fish(c, 2, false, scan),
            Technique::SashimiXWing => finned_fish::finned_fish(c, 2, true, scan),
            Technique::FinnedSwordfish => finned_fish::finned_fish(c, 3, false, scan),
            Technique::SashimiSwordfish => finned_fish::finned_fish(c, 3, true, scan),
            Technique::SimpleColouring => colouring::simple(c, scan),
            Technique::MultiColouring => colouring::multi(c, scan),
            Technique::XChain
            | Technique::XYChain
            | Technique::NiceLoop
            | Technique::Aic
            | Technique::GroupedNiceLoop
            | Technique::GroupedAic => chains::chains(c, self, scan),
            Technique::AlsXz => als::als_xz(c, scan),
            Technique::AlsXyWing => als::als_xy_wing(c, scan),
            Technique::ForcingChain | Technique::ForcingNet => forcing::forcing(c, self, scan),
        }
    }

    /// The position in [`Technique::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The name in each language: `Hidden single`, `Singleton caché`.
impl Localized for Technique {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(self.key()))
    }
}

/// Prints the name, as `X-wing`.
impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many times each technique was used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts([u16; Technique::COUNT]);

impl Default for Counts {
    /// No technique used yet.
    fn default() -> Self {
        Counts([0; Technique::COUNT])
    }
}

impl Counts {
    /// No technique used.
    pub const fn new() -> Self {
        Counts([0; Technique::COUNT])
    }

    /// Counts one more use of `technique`.
    pub fn add(&mut self, technique: Technique) {
        let n = &mut self.0[technique.index()];
        *n = n.saturating_add(1);
    }

    /// How many times `technique` was used.
    pub fn get(&self, technique: Technique) -> u16 {
        self.0[technique.index()]
    }

    /// Steps taken in all.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// HoDoKu's score of the steps: each technique's score times its uses.
    pub fn score(&self) -> u32 {
        self.iter()
            .map(|(t, n)| u32::from(t.score()) * u32::from(n))
            .sum()
    }

    /// The hardest technique used, if any.
    pub fn hardest(&self) -> Option<Technique> {
        self.iter().last().map(|(t, _)| t)
    }

    /// The techniques used, easiest first, with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (Technique, u16)> + '_ {
        Technique::ALL
            .into_iter()
            .map(|t| (t, self.get(t)))
            .filter(|&(_, n)| n > 0)
    }
}

/// Prints `hidden single 40, naked single 8, X-wing 1`, or `no step`.
impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.total() == 0 {
            return f.write_str("no step");
        }
        for (i, (technique, n)) in self.iter().enumerate() {
            let name = technique.name();
            if i > 0 {
                f.write_str(", ")?;
            }
            // Lower-case the first letter, unless the name starts with an abbreviation (X-wing, XY-wing).
            let mut chars = name.chars();
            let keep = matches!(name.as_bytes().get(1), Some(b'-' | b'A'..=b'Z'));
            if let Some(first) = chars.next() {
                let first = if keep {
                    first
                } else {
                    first.to_ascii_lowercase()
                };
                write!(f, "{first}")?;
            }
            write!(f, "{} {n}", chars.as_str())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

    #[test]
    fn techniques_are_listed_in_order_level_by_level_and_tier_by_tier() {
        for (i, t) in Technique::ALL.into_iter().enumerate() {
            assert_eq!(t.index(), i);
        }
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(
            Technique::ALL
                .windows(2)
                .all(|w| w[0].tier() <= w[1].tier() && w[0].level() <= w[1].level())
        );
        assert_eq!(Technique::NakedSingle.tier(), Difficulty::Easy);
        assert_eq!(Technique::HiddenPair.tier(), Difficulty::Medium);
        assert_eq!(Technique::NakedTriple.tier(), Difficulty::Hard);
        assert_eq!(Technique::XWing.tier(), Difficulty::Hard);
        assert_eq!(format!("{}", Technique::XYZWing), "XYZ-wing");
    }

    #[test]
    fn each_technique_has_hodoku_s_level_and_score_and_explainer_s_rating() {
        use Technique::*;
        let table: [(Technique, Level, u16, &str); Technique::COUNT] = [
            (FullHouse, Level::Easy, 4, "1.0"),
            (NakedSingle, Level::Easy, 4, "2.3"),
            (HiddenSingle, Level::Easy, 14, "1.2"),
            (Pointing, Level::Medium, 50, "2.6"),
            (Claiming, Level::Medium, 50, "2.8"),
            (NakedPair, Level::Medium, 60, "3.0"),
            (HiddenPair, Level::Medium, 70, "3.4"),
            (NakedTriple, Level::Medium, 80, "3.6"),
            (HiddenTriple, Level::Medium, 100, "4.0"),
            (NakedQuad, Level::Hard, 120, "5.0"),
            (HiddenQuad, Level::Hard, 150, "5.4"),
            (XWing, Level::Hard, 140, "3.2"),
            (Swordfish, Level::Hard, 150, "3.8"),
            (Jellyfish, Level::Hard, 160, "5.2"),
            (RemotePair, Level::Hard, 110, "6.6"),
            (BugPlusOne, Level::Hard, 100, "5.6"),
            (Skyscraper, Level::Hard, 130, "6.6"),
            (TwoStringKite, Level::Hard, 150, "6.6"),
            (TurbotFish, Level::Hard, 120, "6.6"),
            (EmptyRectangle, Level::Hard, 120, "6.6"),
            (WWing, Level::Hard, 150, "6.6"),
            (XYWing, Level::Hard, 160, "4.2"),
            (XYZWing, Level::Hard, 180, "4.4"),
            (UniqueRectangle1, Level::Hard, 100, "4.5"),
            (UniqueRectangle2, Level::Hard, 100, "4.6"),
            (UniqueRectangle3, Level::Hard, 100, "4.6"),
            (UniqueRectangle4, Level::Hard, 100, "4.5"),
            (HiddenRectangle, Level::Hard, 100, "4.5"),
            (FinnedXWing, Level::Hard, 130, "6.6"),
            (SashimiXWing, Level::Hard, 150, "6.6"),
            (SimpleColouring, Level::Hard, 150, "6.6"),
            (MultiColouring, Level::Hard, 200, "6.6"),
            (FinnedSwordfish, Level::Fiendish, 200, "6.6"),
            (SashimiSwordfish, Level::Fiendish, 240, "6.6"),
            (XChain, Level::Fiendish, 260, "6.6"),
            (XYChain, Level::Fiendish, 260, "6.6"),
            (NiceLoop, Level::Fiendish, 280, "7.0"),
            (Aic, Level::Fiendish, 280, "7.0"),
            (GroupedNiceLoop, Level::Fiendish, 300, "7.0"),
            (GroupedAic, Level::Fiendish, 300, "7.0"),
            (AlsXz, Level::Fiendish, 300, "7.5"),
            (AlsXyWing, Level::Fiendish, 320, "7.8"),
            (ForcingChain, Level::Extreme, 500, "8.0"),
            (ForcingNet, Level::Extreme, 700, "8.5"),
        ];
        for (t, level, score, rating) in table {
            assert_eq!(
                (t.level(), t.score(), format!("{}", t.rating())),
                (level, score, rating.into()),
                "{t}"
            );
        }
        let names: std::vec::Vec<_> = Technique::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names[..3], ["Full house", "Naked single", "Hidden single"]);
        assert_eq!(Technique::Claiming.key(), Key::TechClaiming);
    }

    #[test]
    fn counts_add_up_and_print() {
        let mut counts = Counts::new();
        assert_eq!(format!("{counts}"), "no step");
        assert_eq!(counts.hardest(), None);
        for _ in 0..3 {
            counts.add(Technique::HiddenSingle);
        }
        counts.add(Technique::XWing);
        counts.add(Technique::XYWing);
        counts.add(Technique::NakedPair);
        assert_eq!(counts.get(Technique::HiddenSingle), 3);
        assert_eq!(counts.total(), 6);
        assert_eq!(counts.hardest(), Some(Technique::XYWing));
        assert_eq!(counts.score(), 3 * 14 + 140 + 160 + 60);
        assert_eq!(
            format!("{counts}"),
            "hidden single 3, naked pair 1, X-wing 1, XY-wing 1"
        );
    }
}
