//! [`Technique`]: the named logical steps, easiest first, each with its [`Difficulty`] tier; [`Counts`] of their use.

use core::fmt;

use super::{
    candidates::Candidates, deduction::Deduction, fish, grade::Difficulty, intersections, singles,
    subsets, wings,
};
use crate::{
    size::Size,
    text::{Key, Lang, Localized},
};

/// A logical technique a person uses, in the order they are tried (easiest first, as Sudoku Explainer rates them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a row, column or box.
    FullHouse,
    /// A digit with one place left in a row, column or box.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit confined to one line inside a box leaves the rest of that line.
    Pointing,
    /// A digit confined to one box inside a line leaves the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// A digit in two rows (columns) confined to the same two columns (rows).
    XWing,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// The X-wing with three rows and three columns.
    Swordfish,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// A two-candidate cell whose two peers each take one of its digits and share a third.
    XYWing,
    /// A three-candidate cell with two two-candidate peers that share one of its digits.
    XYZWing,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// The X-wing with four rows and four columns.
    Jellyfish,
    /// Four digits with four places between them in a unit.
    HiddenQuad,
}

impl Technique {
    /// Number of techniques.
    pub const COUNT: usize = 16;

    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; Self::COUNT] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::XWing,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
    ];

    /// The difficulty tier: singles are easy; locked candidates and pairs medium; the rest hard.
    pub const fn tier(self) -> Difficulty {
        match self {
            Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle => {
                Difficulty::Easy
            }
            Technique::Pointing
            | Technique::Claiming
            | Technique::NakedPair
            | Technique::HiddenPair => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }

    /// The name players know it by, as `Hidden single` (in English; see [`Localized`]).
    pub const fn name(self) -> &'static str {
        Lang::En.text(self.key())
    }

    /// The key of its name.
    pub const fn key(self) -> Key {
        match self {
            Technique::FullHouse => Key::TechFullHouse,
            Technique::HiddenSingle => Key::TechHiddenSingle,
            Technique::NakedSingle => Key::TechNakedSingle,
            Technique::Pointing => Key::TechPointing,
            Technique::Claiming => Key::TechClaiming,
            Technique::NakedPair => Key::TechNakedPair,
            Technique::HiddenPair => Key::TechHiddenPair,
            Technique::XWing => Key::TechXWing,
            Technique::NakedTriple => Key::TechNakedTriple,
            Technique::Swordfish => Key::TechSwordfish,
            Technique::HiddenTriple => Key::TechHiddenTriple,
            Technique::XYWing => Key::TechXYWing,
            Technique::XYZWing => Key::TechXYZWing,
            Technique::NakedQuad => Key::TechNakedQuad,
            Technique::Jellyfish => Key::TechJellyfish,
            Technique::HiddenQuad => Key::TechHiddenQuad,
        }
    }

    /// The first deduction this technique makes in `candidates` (a fixed scan order), without applying it.
    ///
    /// Meant for a state without contradictions (see [`Candidates::contradiction`]);
    /// on one, what it finds proves nothing.
    pub fn find<S: Size>(self, candidates: &Candidates<S>) -> Option<Deduction<S>> {
        match self {
            Technique::FullHouse => singles::full_house(candidates),
            Technique::HiddenSingle => singles::hidden_single(candidates),
            Technique::NakedSingle => singles::naked_single(candidates),
            Technique::Pointing => intersections::pointing(candidates),
            Technique::Claiming => intersections::claiming(candidates),
            Technique::NakedPair => subsets::naked(candidates, 2),
            Technique::HiddenPair => subsets::hidden(candidates, 2),
            Technique::XWing => fish::fish(candidates, 2),
            Technique::NakedTriple => subsets::naked(candidates, 3),
            Technique::Swordfish => fish::fish(candidates, 3),
            Technique::HiddenTriple => subsets::hidden(candidates, 3),
            Technique::XYWing => wings::xy_wing(candidates),
            Technique::XYZWing => wings::xyz_wing(candidates),
            Technique::NakedQuad => subsets::naked(candidates, 4),
            Technique::Jellyfish => fish::fish(candidates, 4),
            Technique::HiddenQuad => subsets::hidden(candidates, 4),
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Counts([u16; Technique::COUNT]);

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
    fn techniques_are_listed_in_order_with_their_tiers() {
        for (i, t) in Technique::ALL.into_iter().enumerate() {
            assert_eq!(t.index(), i);
        }
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(
            Technique::ALL
                .windows(2)
                .all(|w| w[0].tier() <= w[1].tier())
        );
        assert_eq!(Technique::NakedSingle.tier(), Difficulty::Easy);
        assert_eq!(Technique::HiddenPair.tier(), Difficulty::Medium);
        assert_eq!(Technique::XWing.tier(), Difficulty::Hard);
        assert_eq!(format!("{}", Technique::XYZWing), "XYZ-wing");
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
        assert_eq!(
            format!("{counts}"),
            "hidden single 3, naked pair 1, X-wing 1, XY-wing 1"
        );
    }
}
