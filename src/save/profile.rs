//! [`Profile`]: what the player chose and achieved, kept across starts (the app's
//! `player.sav`): the menu's settings, the best time per grid size and difficulty, and what the
//! app has offered once.
//!
//! Framed as every save is (magic `SUDP`, version, body length, body, CRC-32) and kept by the
//! same atomic protocol. Version 2 body, little-endian:
//!
//! | offset | bytes | field |
//! |---|---|---|
//! | 0 | 1 | flags: bit 0 watch mode, bit 1 skip used digits, bit 2 mistake marking offered |
//! | 1 | 1 | watch speed: 0 slow, 1 normal, 2 fast |
//! | 2 | 1 | mistake marking: 0 off, 1 rules, 2 solution |
//! | 3 | 1 | level of new puzzles: [`Level::code`], 0 easy ... 4 extreme |
//! | 4 | 1 | grid size: its box size, 2, 3 or 4 |
//! | 5 | 1 | language: 0 the console's, then the app's languages in order |
//! | 6 | 60 | best times in ms, `u32` each, for 4x4, 9x9, 16x16 by easy ... extreme; 0 for none |
//!
//! Version 1 had four difficulties (byte 3 was 0 easy ... 3 expert, the best times 48 bytes,
//! four a size) and two flags (mistake marking not offered yet). It is still read: easy, medium
//! and hard stay, expert (logic stuck: a guess needed) becomes extreme, where HoDoKu puts such puzzles; the next
//! write is version 2. A newer version may add fields after these; this build refuses it as
//! newer, like a save.

use super::{
    SaveError, SaveFile,
    format::{CRC_LEN, HEADER_LEN, frame, unframe},
};
use crate::{
    logic::Level,
    preferences::{Mistakes, Preferences, Speed},
    size::GridSize,
    text::Lang,
};

/// The first four bytes of `player.sav`.
pub const PROFILE_MAGIC: [u8; 4] = *b"SUDP";
/// The profile format this build writes and the newest it reads.
pub const PROFILE_VERSION: u16 = 2;
/// Bytes of a version 2 body.
const BODY_LEN: usize = 6 + 4 * SIZES * DIFFICULTIES;
/// Grid sizes with best times (4x4, 9x9, 16x16).
pub const SIZES: usize = 3;
/// Levels with best times (easy ... extreme).
pub const DIFFICULTIES: usize = Level::ALL.len();
/// Difficulties of version 1 (easy, medium, hard, expert), and the level each became.
const VERSION_1_LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Extreme];

/// The player's preferences, the grid size in use and the best times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Profile {
    /// The menu's preferences.
    pub preferences: Preferences,
    /// The grid size in use.
    pub size: GridSize,
    /// Best time in ms per size (4x4, 9x9, 16x16) and level (easy ... extreme); 0 for none.
    best_ms: [[u32; DIFFICULTIES]; SIZES],
    /// Whether a first game's status line has offered mistake marking (it does so once).
    pub mistakes_offered: bool,
}

impl Default for Profile {
    /// The default preferences, 9x9, no records.
    fn default() -> Self {
        Profile {
            preferences: Preferences::default(),
            size: GridSize::Nine,
            best_ms: [[0; DIFFICULTIES]; SIZES],
            mistakes_offered: false,
        }
    }
}

/// The index of a size in the tables (4x4 0, 9x9 1, 16x16 2).
fn size_index(size: GridSize) -> usize {
    GridSize::ALL.iter().position(|&s| s == size).unwrap_or(1)
}

/// The index of a level in the tables: its code (easy 0 ... extreme 4).
fn level_index(level: Level) -> usize {
    usize::from(level.code())
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

    /// The best time of a finished game of `size` and `level`, if there is one.
    pub fn best_ms(&self, size: GridSize, level: Level) -> Option<u32> {
        Some(self.best_ms[size_index(size)][level_index(level)]).filter(|&ms| ms > 0)
    }

    /// Records `ms` as the time of a finished game of `size` and `level`; `true` when it
    /// beats the best time (or is the first).
    pub fn record(&mut self, size: GridSize, level: Level, ms: u32) -> bool {
        let best = &mut self.best_ms[size_index(size)][level_index(level)];
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
        body[0] = u8::from(prefs.watch)
            | u8::from(prefs.skip_used) << 1
            | u8::from(self.mistakes_offered) << 2;
        body[1..6].copy_from_slice(&[
            speed_code(prefs.speed),
            mistakes_code(prefs.mistakes),
            prefs.difficulty.code(),
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
        let (version, body) = unframe(bytes, &PROFILE_MAGIC, PROFILE_VERSION)?;
        // The levels of the difficulty codes and best-time columns of this version.
        let levels: &[Level] = if version == 1 {
            &VERSION_1_LEVELS
        } else {
            &Level::ALL
        };
        if body.len() != 6 + 4 * SIZES * levels.len() {
            return Err(SaveError::BadField {
                field: "body length",
                value: body.len() as u32,
            });
        }
        // Version 1 has two flags, version 2 three.
        let flags = if version < 2 { 2 } else { 3 };
        if body[0] >> flags != 0 {
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
        let times = body[6..].as_chunks::<4>().0.iter();
        let times = times.map(|&b| u32::from_le_bytes(b));
        for (i, ms) in times.enumerate() {
            let (size, level) = (i / levels.len(), levels[i % levels.len()]);
            best_ms[size][level_index(level)] = ms;
        }
        let last = levels.len() as u8 - 1;
        let preferences = Preferences {
            watch: body[0] & 1 != 0,
            skip_used: body[0] & 2 != 0,
            speed: Speed::ALL[usize::from(code(body[1], 2, "watch speed")?)],
            mistakes: mistakes_of(body[2], "mistake marking")?,
            difficulty: levels[usize::from(code(body[3], last, "difficulty")?)],
            language: language_of(body[5]),
        };
        Ok(Profile {
            preferences,
            size,
            best_ms,
            mistakes_offered: body[0] & 4 != 0,
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
                difficulty: Level::Fiendish,
                language: Some(Lang::En),
            },
            GridSize::Sixteen,
        );
        for (i, ms) in profile.best_ms.iter_mut().flatten().enumerate() {
            *ms = 1000 * (i as u32 + 1) + 7;
        }
        profile.mistakes_offered = true;
        profile
    }

    /// `bytes` with their checksum made right again.
    fn fixed(mut bytes: std::vec::Vec<u8>) -> std::vec::Vec<u8> {
        let end = bytes.len() - CRC_LEN;
        let crc = crc32(&bytes[..end]);
        bytes[end..].copy_from_slice(&crc.to_le_bytes());
        bytes
    }

    #[test]
    fn a_profile_comes_back_as_it_was_written() {
        for profile in [Profile::default(), every_field_set()] {
            let bytes = encoded(&profile);
            assert_eq!(bytes.len(), HEADER_LEN + 66 + CRC_LEN, "78 bytes");
            assert_eq!(&bytes[..4], b"SUDP");
            assert_eq!(Profile::decode_from(&bytes), Ok(profile));
        }
    }

    #[test]
    fn the_body_keeps_its_version_2_bytes() {
        // Flags, speed, marking, difficulty, box size, language, then the best times.
        let bytes = encoded(&every_field_set());
        assert_eq!(
            bytes[HEADER_LEN..HEADER_LEN + 10],
            [7, 2, 2, 3, 4, 1, 0xEF, 3, 0, 0]
        );
        let bytes = encoded(&Profile::default());
        assert_eq!(bytes[HEADER_LEN..HEADER_LEN + 6], [0, 1, 0, 1, 3, 0]);
        let french = Profile::new(
            Preferences {
                language: Some(Lang::Fr),
                speed: Speed::Slow,
                mistakes: Mistakes::Rules,
                difficulty: Level::Easy,
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
    fn a_version_1_profile_has_two_flags_and_its_offer_not_made_yet() {
        // What the build before wrote: version 1, two flags.
        let old = Profile::decode_from(&version_1_file(0)).unwrap();
        assert!(!old.mistakes_offered);
        // Its third flag was no flag.
        let mut bad = version_1_file(0);
        bad[HEADER_LEN] = 7;
        assert_eq!(
            Profile::decode_from(&fixed(bad)),
            Err(SaveError::BadField {
                field: "flags",
                value: 7
            })
        );
        // Written again, it is version 2 with the offer.
        let mut now = old;
        now.mistakes_offered = true;
        let written = encoded(&now);
        assert_eq!(written[4..6], [2, 0]);
        assert_eq!(written[HEADER_LEN], 1 | 4, "watch mode and the offer");
        assert_eq!(Profile::decode_from(&written), Ok(now));
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
        newer[4] = 3;
        let end = newer.len() - CRC_LEN;
        let crc = crc32(&newer[..end]);
        newer[end..].copy_from_slice(&crc.to_le_bytes());
        assert_eq!(
            Profile::decode_from(&newer),
            Err(SaveError::NewerVersion {
                found: 3,
                supported: 2
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
            (HEADER_LEN + 3, 5, "difficulty"),
            (HEADER_LEN + 4, 5, "box size"),
            (HEADER_LEN + 4, 1, "box size"),
            (HEADER_LEN, 8, "flags"),
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
        let (nine, sixteen, hard) = (GridSize::Nine, GridSize::Sixteen, Level::Hard);
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
        assert_eq!(p.best_ms[0], [0; 5], "other sizes untouched");
        assert!(
            p.record(sixteen, Level::Easy, 0),
            "no time is a millisecond"
        );
        assert_eq!(p.best_ms(sixteen, Level::Easy), Some(1));
        assert!(p.record(nine, Level::Fiendish, 9_000), "a level of its own");
        assert_eq!(p.best_ms(nine, Level::Extreme), None);
    }

    /// A version 1 file, as the app wrote it before the five levels: French, 16x16, expert new
    /// puzzles, and best times at every size and difficulty (size s, difficulty d: 1000s + d + 1).
    fn version_1_file(difficulty: u8) -> std::vec::Vec<u8> {
        let mut bytes = std::vec::Vec::from(*b"SUDP");
        bytes.extend_from_slice(&1u16.to_le_bytes());
        bytes.extend_from_slice(&54u16.to_le_bytes());
        bytes.extend_from_slice(&[1, 0, 1, difficulty, 4, 2]);
        for size in 0..3u32 {
            for d in 0..4u32 {
                bytes.extend_from_slice(&(1000 * size + d + 1).to_le_bytes());
            }
        }
        let crc = crc32(&bytes);
        bytes.extend_from_slice(&crc.to_le_bytes());
        bytes
    }

    #[test]
    fn a_version_1_profile_loads_with_expert_as_extreme() {
        let old = Profile::decode_from(&version_1_file(3)).expect("version 1 still reads");
        let prefs = old.preferences;
        assert_eq!(prefs.difficulty, Level::Extreme, "expert needed a guess");
        assert!(prefs.watch && !prefs.skip_used);
        assert_eq!(
            (prefs.speed, prefs.mistakes),
            (Speed::Slow, Mistakes::Rules)
        );
        assert_eq!(
            (old.size, prefs.language),
            (GridSize::Sixteen, Some(Lang::Fr))
        );
        let sizes = [GridSize::Four, GridSize::Nine, GridSize::Sixteen];
        for (s, size) in sizes.into_iter().enumerate() {
            let base = 1000 * s as u32;
            assert_eq!(old.best_ms(size, Level::Easy), Some(base + 1));
            assert_eq!(old.best_ms(size, Level::Medium), Some(base + 2));
            assert_eq!(old.best_ms(size, Level::Hard), Some(base + 3));
            assert_eq!(old.best_ms(size, Level::Fiendish), None, "no fiendish then");
            assert_eq!(old.best_ms(size, Level::Extreme), Some(base + 4));
        }
        for (code, level) in [(0, Level::Easy), (1, Level::Medium), (2, Level::Hard)] {
            let p = Profile::decode_from(&version_1_file(code)).unwrap();
            assert_eq!(p.preferences.difficulty, level);
        }
        assert_eq!(
            Profile::decode_from(&version_1_file(4)),
            Err(SaveError::BadField {
                field: "difficulty",
                value: 4
            }),
            "version 1 had four difficulties"
        );
        // Written again, it is version 2 and comes back the same.
        let again = encoded(&old);
        assert_eq!(again[4..6], 2u16.to_le_bytes());
        assert_eq!(Profile::decode_from(&again), Ok(old));
    }
}
