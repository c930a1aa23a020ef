//! [`Profile`]: what the player chose and achieved, kept across starts (the app's
//! `player.sav`): the menu's settings and the best time per grid size and difficulty.
//!
//! Framed as every save is (magic `SUDP`, version, body length, body, CRC-32) and kept by the
//! same atomic protocol. Version 1 body, little-endian:
//!
//! | offset | bytes | field |
//! |---|---|---|
//! | 0 | 1 | flags: bit 0 watch mode, bit 1 skip used digits |
//! | 1 | 1 | watch speed: 0 slow, 1 normal, 2 fast |
//! | 2 | 1 | mistake marking: 0 off, 1 rules, 2 solution |
//! | 3 | 1 | difficulty of new puzzles: 0 easy ... 3 expert |
//! | 4 | 1 | grid size: its box size, 2, 3 or 4 |
//! | 5 | 1 | language: 0 the console's, then the app's languages in order |
//! | 6 | 48 | best times in ms, `u32` each, for 4x4, 9x9, 16x16 by easy ... expert; 0 for none |
//!
//! A newer version may add fields after these; this build refuses it as newer, like a save.

use super::{
    SaveError, SaveFile,
    format::{CRC_LEN, HEADER_LEN, frame, unframe},
};
use crate::{
    logic::Difficulty,
    preferences::{Mistakes, Preferences, Speed},
    size::GridSize,
    text::Lang,
};

/// The first four bytes of `player.sav`.
pub const PROFILE_MAGIC: [u8; 4] = *b"SUDP";
/// The profile format this build writes and the newest it reads.
pub const PROFILE_VERSION: u16 = 1;
/// Bytes of a version 1 body.
const BODY_LEN: usize = 6 + 4 * SIZES * DIFFICULTIES;
/// Grid sizes with best times (4x4, 9x9, 16x16).
pub const SIZES: usize = 3;
/// Difficulties with best times (easy, medium, hard, expert).
pub const DIFFICULTIES: usize = 4;

/// The player's preferences, the grid size in use and the best times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Profile {
    /// The menu's preferences.
    pub preferences: Preferences,
    /// The grid size in use.
    pub size: GridSize,
    /// Best time in ms per size (4x4, 9x9, 16x16) and difficulty (easy ... expert); 0 for none.
    best_ms: [[u32; DIFFICULTIES]; SIZES],
}

impl Default for Profile {
    /// The default preferences, 9x9, no records.
    fn default() -> Self {
        Profile {
            preferences: Preferences::default(),
            size: GridSize::Nine,
            best_ms: [[0; DIFFICULTIES]; SIZES],
        }
    }
}

/// The index of a size in the tables (4x4 0, 9x9 1, 16x16 2).
fn size_index(size: GridSize) -> usize {
    GridSize::ALL.iter().position(|&s| s == size).unwrap_or(1)
}

/// The index of a difficulty in the tables and its code (easy 0 ... expert 3).
fn difficulty_index(difficulty: Difficulty) -> usize {
    Difficulty::ALL
        .iter()
        .position(|&d| d == difficulty)
        .unwrap_or(1)
}

impl Profile {
    /// The preferences and size given, no records.
    pub fn new(preferences: Preferences, size: GridSize) -> Self {
        Profile {
            preferences,
            size,
            ..Profile::default()
        }
    }

    /// The byte `player.sav` keeps for the language: 0 follows the console; 1, 2... are
    /// [`Lang::ALL`] in order.
    pub fn language_code(&self) -> u8 {
        language_code(self.preferences.language)
    }

    /// The best time of a finished game of `size` and `difficulty`, if there is one.
    pub fn best_ms(&self, size: GridSize, difficulty: Difficulty) -> Option<u32> {
        Some(self.best_ms[size_index(size)][difficulty_index(difficulty)]).filter(|&ms| ms > 0)
    }

    /// Records `ms` as the time of a finished game of `size` and `difficulty`; `true` when it
    /// beats the best time (or is the first).
    pub fn record(&mut self, size: GridSize, difficulty: Difficulty, ms: u32) -> bool {
        let best = &mut self.best_ms[size_index(size)][difficulty_index(difficulty)];
        let ms = ms.max(1);
        if *best == 0 || ms < *best {
            *best = ms;
            true
        } else {
            false
        }
    }
}

/// A byte that must be one of `0..=max`, else a [`SaveError::BadField`] naming `field`.
fn code(byte: u8, max: u8, field: &'static str) -> Result<u8, SaveError> {
    if byte <= max {
        Ok(byte)
    } else {
        Err(SaveError::BadField {
            field,
            value: byte.into(),
        })
    }
}

/// The code of a watch speed (0 slow, 1 normal, 2 fast).
fn speed_code(speed: Speed) -> u8 {
    Speed::ALL.iter().position(|&s| s == speed).unwrap_or(1) as u8
}

/// The code of a mistake marking (0 off, 1 rules, 2 solution), in `player.sav` and in a saved
/// game's flags.
pub(super) fn mistakes_code(mistakes: Mistakes) -> u8 {
    Mistakes::ALL
        .iter()
        .position(|&m| m == mistakes)
        .unwrap_or(0) as u8
}

/// The mistake marking of `byte`, else a [`SaveError::BadField`] naming `field`.
pub(super) fn mistakes_of(byte: u8, field: &'static str) -> Result<Mistakes, SaveError> {
    Ok(Mistakes::ALL[usize::from(code(byte, 2, field)?)])
}

/// The code of a language: 0 follows the console; 1, 2... are [`Lang::ALL`] in order.
fn language_code(language: Option<Lang>) -> u8 {
    language
        .and_then(|l| Lang::ALL.iter().position(|&a| a == l))
        .map_or(0, |i| i as u8 + 1)
}

/// The language of a code: 0 (or one this build does not know, from a newer one) follows the
/// console.
fn language_of(code: u8) -> Option<Lang> {
    Lang::ALL.get(usize::from(code).checked_sub(1)?).copied()
}

impl SaveFile for Profile {
    fn encode_into(&self, out: &mut [u8]) -> usize {
        let prefs = &self.preferences;
        let body = &mut out[HEADER_LEN..HEADER_LEN + BODY_LEN];
        body[0] = u8::from(prefs.watch) | u8::from(prefs.skip_used) << 1;
        body[1..6].copy_from_slice(&[
            speed_code(prefs.speed),
            mistakes_code(prefs.mistakes),
            difficulty_index(prefs.difficulty) as u8,
            self.size.box_size(),
            language_code(prefs.language),
        ]);
        for (i, ms) in self.best_ms.iter().flatten().enumerate() {
            body[6 + 4 * i..10 + 4 * i].copy_from_slice(&ms.to_le_bytes());
        }
        debug_assert!(out.len() >= HEADER_LEN + BODY_LEN + CRC_LEN);
        frame(out, &PROFILE_MAGIC, PROFILE_VERSION, BODY_LEN)
    }

    fn decode_from(bytes: &[u8]) -> Result<Self, SaveError> {
        let (_, body) = unframe(bytes, &PROFILE_MAGIC, PROFILE_VERSION)?;
        if body.len() != BODY_LEN {
            return Err(SaveError::BadField {
                field: "body length",
                value: body.len() as u32,
            });
        }
        if body[0] >> 2 != 0 {
            return Err(SaveError::BadField {
                field: "flags",
                value: body[0].into(),
            });
        }
        let Some(size) = GridSize::from_box_size(body[4]) else {
            return Err(SaveError::BadField {
                field: "box size",
                value: body[4].into(),
            });
        };
        let mut best_ms = [[0; DIFFICULTIES]; SIZES];
        for (i, ms) in best_ms.iter_mut().flatten().enumerate() {
            let at = 6 + 4 * i;
            *ms = u32::from_le_bytes([body[at], body[at + 1], body[at + 2], body[at + 3]]);
        }
        let preferences = Preferences {
            watch: body[0] & 1 != 0,
            skip_used: body[0] & 2 != 0,
            speed: Speed::ALL[usize::from(code(body[1], 2, "watch speed")?)],
            mistakes: mistakes_of(body[2], "mistake marking")?,
            difficulty: Difficulty::ALL[usize::from(code(body[3], 3, "difficulty")?)],
            language: language_of(body[5]),
        };
        Ok(Profile {
            preferences,
            size,
            best_ms,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::{MAX_FILE_LEN, crc32};

    fn encoded(profile: &Profile) -> std::vec::Vec<u8> {
        let mut out = [0u8; MAX_FILE_LEN];
        let len = profile.encode_into(&mut out);
        out[..len].to_vec()
    }

    fn every_field_set() -> Profile {
        let mut profile = Profile::new(
            Preferences {
                watch: true,
                skip_used: true,
                speed: Speed::Fast,
                mistakes: Mistakes::Solution,
                difficulty: Difficulty::NeedsGuessing,
                language: Some(Lang::En),
            },
            GridSize::Sixteen,
        );
        for (i, ms) in profile.best_ms.iter_mut().flatten().enumerate() {
            *ms = 1000 * (i as u32 + 1) + 7;
        }
        profile
    }

    #[test]
    fn a_profile_comes_back_as_it_was_written() {
        for profile in [Profile::default(), every_field_set()] {
            let bytes = encoded(&profile);
            assert_eq!(bytes.len(), HEADER_LEN + 54 + CRC_LEN, "66 bytes");
            assert_eq!(&bytes[..4], b"SUDP");
            assert_eq!(Profile::decode_from(&bytes), Ok(profile));
        }
    }

    #[test]
    fn the_body_keeps_its_version_1_bytes() {
        // Flags, speed, marking, difficulty, box size, language, then the best times.
        let bytes = encoded(&every_field_set());
        assert_eq!(
            bytes[HEADER_LEN..HEADER_LEN + 10],
            [3, 2, 2, 3, 4, 1, 0xEF, 3, 0, 0]
        );
        let bytes = encoded(&Profile::default());
        assert_eq!(bytes[HEADER_LEN..HEADER_LEN + 6], [0, 1, 0, 1, 3, 0]);
        let french = Profile::new(
            Preferences {
                language: Some(Lang::Fr),
                speed: Speed::Slow,
                mistakes: Mistakes::Rules,
                difficulty: Difficulty::Easy,
                ..Preferences::default()
            },
            GridSize::Four,
        );
        assert_eq!(
            encoded(&french)[HEADER_LEN..HEADER_LEN + 6],
            [0, 0, 1, 0, 2, 2]
        );
    }

    #[test]
    fn a_language_this_build_does_not_know_follows_the_console() {
        let mut bytes = encoded(&every_field_set());
        bytes[HEADER_LEN + 5] = 3;
        let end = bytes.len() - CRC_LEN;
        let crc = crc32(&bytes[..end]);
        bytes[end..].copy_from_slice(&crc.to_le_bytes());
        let profile = Profile::decode_from(&bytes).unwrap();
        assert_eq!(profile.preferences.language, None);
        assert_eq!(language_of(0), None);
        assert_eq!(language_of(2), Some(Lang::Fr));
    }

    #[test]
    fn damaged_or_foreign_or_newer_profiles_are_refused_and_say_why() {
        let mut bytes = encoded(&every_field_set());
        bytes[20] ^= 1;
        assert!(matches!(
            Profile::decode_from(&bytes),
            Err(SaveError::BadChecksum { .. })
        ));
        let snapshot_magic = b"SUDK\x01\x00\x00\x00";
        assert_eq!(
            Profile::decode_from(snapshot_magic),
            Err(SaveError::Foreign),
            "a grid's save is no profile"
        );
        let mut newer = encoded(&Profile::default());
        newer[4] = 2;
        let end = newer.len() - CRC_LEN;
        let crc = crc32(&newer[..end]);
        newer[end..].copy_from_slice(&crc.to_le_bytes());
        assert_eq!(
            Profile::decode_from(&newer),
            Err(SaveError::NewerVersion {
                found: 2,
                supported: 1
            })
        );
    }

    #[test]
    fn out_of_range_codes_are_bad_fields() {
        let fix = |bytes: &mut std::vec::Vec<u8>| {
            let end = bytes.len() - CRC_LEN;
            let crc = crc32(&bytes[..end]);
            bytes[end..].copy_from_slice(&crc.to_le_bytes());
        };
        for (at, value, field) in [
            (HEADER_LEN + 1, 3, "watch speed"),
            (HEADER_LEN + 2, 3, "mistake marking"),
            (HEADER_LEN + 3, 4, "difficulty"),
            (HEADER_LEN + 4, 5, "box size"),
            (HEADER_LEN + 4, 1, "box size"),
            (HEADER_LEN, 4, "flags"),
        ] {
            let mut bytes = encoded(&Profile::default());
            bytes[at] = value;
            fix(&mut bytes);
            assert_eq!(
                Profile::decode_from(&bytes),
                Err(SaveError::BadField {
                    field,
                    value: value.into()
                })
            );
        }
    }

    #[test]
    fn a_record_is_kept_only_when_it_beats_the_best() {
        let (nine, sixteen, hard) = (GridSize::Nine, GridSize::Sixteen, Difficulty::Hard);
        let mut p = Profile::default();
        assert_eq!(p.best_ms(nine, hard), None);
        assert!(p.record(nine, hard, 300_000), "the first time is a record");
        assert!(!p.record(nine, hard, 300_000), "a tie is no record");
        assert!(!p.record(nine, hard, 400_000));
        assert!(p.record(nine, hard, 250_000));
        assert_eq!(p.best_ms(nine, hard), Some(250_000));
        assert_eq!(
            p.best_ms[1][2], 250_000,
            "9x9 is the second row, hard the third"
        );
        assert_eq!(p.best_ms[0], [0; 4], "other sizes untouched");
        assert!(
            p.record(sixteen, Difficulty::Easy, 0),
            "no time is a millisecond"
        );
        assert_eq!(p.best_ms(sixteen, Difficulty::Easy), Some(1));
    }
}
