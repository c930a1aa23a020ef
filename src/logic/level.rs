//! [`Level`]: HoDoKu's five levels of a puzzle; [`Rating`]: a number on Sudoku Explainer's scale.
//!
//! A puzzle's level is HoDoKu's: the highest level of a technique its solve needs, raised while
//! the solve's score (the sum of every step's score, [`Technique::score`]) passes that level's
//! ceiling ([`Level::max_score`]): a long easy solve is medium, as HoDoKu rates it. A puzzle logic
//! cannot finish is [`Level::Extreme`], where HoDoKu puts the brute force it then falls back on.
//! Its rating is the Sudoku Explainer rating of its hardest step (1.0 for a full house, 2.3 for a
//! naked single, ... 11+ for nested forcing chains).
//!
//! # Replacing `Difficulty`
//!
//! The app still grades with [`Difficulty`] (menus, the save profile, the generator, the
//! library). `Level` is made to take its place; the switch is, in order:
//! 1. the generator's ceiling: [`within`](super::within) takes a `Level` and tries the
//!    techniques whose [`Technique::level`] is at most the ceiling (the order of
//!    [`Technique::ALL`] is level by level, as it is tier by tier, which is what `within` relies
//!    on), then checks the score of the finished solve against [`Level::max_score`];
//! 2. the menus and the player's best times step through [`Level::ALL`] instead of
//!    `Difficulty::ALL`, and the save profile stores [`Level::code`] (a new profile version:
//!    codes 0 to 3 of the old one read as easy, medium, hard and extreme);
//! 3. the library's grade name and a finished game's message say [`Grade::level`] with
//!    [`Level::key`] and [`Grade::rating`];
//! 4. `Difficulty`, [`Technique::tier`] and the `Difficulty*` text keys go.
//!
//! [`Difficulty`]: super::Difficulty
//! [`Grade::level`]: super::Grade::level
//! [`Grade::rating`]: super::Grade::rating

use core::fmt;

use crate::text::{In, Key, Lang, Localized};

#[cfg(doc)]
use super::Technique;

/// How hard a puzzle is, in HoDoKu's five levels (its "unfair" is named fiendish here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Quads, fish, wings, single-digit patterns, colouring, uniqueness.
    Hard,
    /// Chains, AIC, almost locked sets, finned swordfish and jellyfish (HoDoKu's "unfair").
    Fiendish,
    /// Forcing chains and nets, or a guess.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Fiendish,
        Level::Extreme,
    ];

    /// The highest score a solve of this level may have (HoDoKu's defaults); past it, the
    /// puzzle is a level harder.
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Fiendish => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The level of a finished solve whose hardest technique is of level `self` and whose
    /// steps score `score` in all: raised while the score passes the level's ceiling.
    pub const fn with_score(self, score: u32) -> Level {
        let mut level = self;
        while score > level.max_score() {
            level = match level {
                Level::Easy => Level::Medium,
                Level::Medium => Level::Hard,
                Level::Hard => Level::Fiendish,
                Level::Fiendish | Level::Extreme => Level::Extreme,
            };
        }
        level
    }

    /// The level's number, 0 (easy) to 4 (extreme), as a save file would store it.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The level of a number from [`Level::code`].
    pub const fn from_code(code: u8) -> Option<Level> {
        match code {
            0 => Some(Level::Easy),
            1 => Some(Level::Medium),
            2 => Some(Level::Hard),
            3 => Some(Level::Fiendish),
            4 => Some(Level::Extreme),
            _ => None,
        }
    }

    /// The key of its name (`easy`, `facile`).
    pub const fn key(self) -> Key {
        match self {
            Level::Easy => Key::LevelEasy,
            Level::Medium => Key::LevelMedium,
            Level::Hard => Key::LevelHard,
            Level::Fiendish => Key::LevelFiendish,
            Level::Extreme => Key::LevelExtreme,
        }
    }
}

/// The name in each language: `fiendish`, `diabolique`.
impl Localized for Level {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(self.key()))
    }
}

/// Prints the English name, as `sudoku grade` does: `easy` ... `extreme`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A rating on Sudoku Explainer's scale, in tenths: 1.0 (a full house) to 11 and more.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rating(u8);

impl Rating {
    /// No step at all (a full grid): 0.0.
    pub const NONE: Rating = Rating(0);

    /// The rating of `tenths` tenths: `Rating::tenths(23)` is 2.3.
    pub const fn tenths(tenths: u8) -> Rating {
        Rating(tenths)
    }

    /// The rating in tenths.
    pub const fn in_tenths(self) -> u8 {
        self.0
    }
}

/// Prints `R.R`: `2.3`, `11.0`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// With the language's decimal mark: `2.3`, `2,3`.
impl Localized for Rating {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = match lang {
            Lang::En => '.',
            Lang::Fr => ',',
        };
        write!(f, "{}{mark}{}", self.0 / 10, self.0 % 10)
    }
}

/// A puzzle's level and rating, as the app shows them (the library, a finished game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rated {
    /// Its level.
    pub level: Level,
    /// Its rating: its hardest step's, or a lower bound where logic did not finish.
    pub rating: Rating,
    /// Whether logic finished it (else the rating is a lower bound).
    pub finished: bool,
}

impl Rated {
    /// What givens without one solution rate: extreme, unrated.
    pub const UNSOLVED: Rated = Rated {
        level: Level::Extreme,
        rating: Rating::NONE,
        finished: false,
    };

    /// The rating as shown: `4.2`, `4,2`, and `3.4+` for a lower bound.
    pub const fn shown(self) -> ShownRating {
        ShownRating(self)
    }
}

/// The level's name and the rating: `hard (4.2)`, `extrême (3,4+)`.
impl Localized for Rated {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (level, rating) = (In(lang, &self.level), In(lang, self.shown()));
        write!(f, "{}", lang.say(Key::LevelRated, &[&level, &rating]))
    }
}

/// A [`Rated`]'s rating as shown: `4.2`, `3.4+`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShownRating(Rated);

impl Localized for ShownRating {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.rating.fmt_in(lang, f)?;
        if !self.0.finished {
            f.write_str("+")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn a_score_past_a_level_s_ceiling_raises_it() {
        assert_eq!(Level::Easy.with_score(800), Level::Easy);
        assert_eq!(Level::Easy.with_score(801), Level::Medium);
        assert_eq!(Level::Easy.with_score(1001), Level::Hard);
        assert_eq!(Level::Medium.with_score(1000), Level::Medium);
        assert_eq!(Level::Hard.with_score(1600), Level::Hard);
        assert_eq!(Level::Hard.with_score(1601), Level::Fiendish);
        assert_eq!(Level::Fiendish.with_score(1800), Level::Fiendish);
        assert_eq!(Level::Medium.with_score(1801), Level::Extreme);
        assert_eq!(Level::Extreme.with_score(u32::MAX), Level::Extreme);
        assert_eq!(Level::Hard.with_score(0), Level::Hard);
    }

    #[test]
    fn levels_are_in_order_with_their_codes_and_names() {
        assert!(Level::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(
            Level::ALL
                .windows(2)
                .all(|w| w[0].max_score() < w[1].max_score())
        );
        for (i, level) in Level::ALL.into_iter().enumerate() {
            assert_eq!(usize::from(level.code()), i);
            assert_eq!(Level::from_code(level.code()), Some(level));
        }
        assert_eq!(Level::from_code(5), None);
        let names: std::vec::Vec<_> = Level::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["easy", "medium", "hard", "fiendish", "extreme"]);
        let french: std::vec::Vec<_> = Level::ALL
            .iter()
            .map(|l| crate::text::In(Lang::Fr, l).to_string())
            .collect();
        assert_eq!(
            french,
            ["facile", "moyen", "difficile", "diabolique", "extrême"]
        );
    }

    #[test]
    fn ratings_print_with_one_decimal() {
        assert_eq!(Rating::tenths(23).to_string(), "2.3");
        assert_eq!(Rating::tenths(10).to_string(), "1.0");
        assert_eq!(Rating::tenths(110).to_string(), "11.0");
        assert_eq!(Rating::NONE.to_string(), "0.0");
        assert_eq!(Rating::tenths(52).in_tenths(), 52);
        assert!(Rating::tenths(26) < Rating::tenths(28));
        assert_eq!(In(Lang::Fr, Rating::tenths(72)).to_string(), "7,2");
        assert_eq!(In(Lang::En, Rating::tenths(72)).to_string(), "7.2");
    }

    #[test]
    fn a_rated_puzzle_shows_its_level_and_rating_a_lower_bound_with_a_plus() {
        let hard = Rated {
            level: Level::Hard,
            rating: Rating::tenths(42),
            finished: true,
        };
        assert_eq!(In(Lang::En, hard).to_string(), "hard (4.2)");
        assert_eq!(In(Lang::Fr, hard).to_string(), "difficile (4,2)");
        let stuck = Rated {
            level: Level::Extreme,
            rating: Rating::tenths(34),
            finished: false,
        };
        assert_eq!(In(Lang::En, stuck).to_string(), "extreme (3.4+)");
        assert_eq!(In(Lang::Fr, stuck.shown()).to_string(), "3,4+");
    }
}
