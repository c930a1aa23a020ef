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

/// The player's settings and records, as codes (the app maps them to its own types).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Profile {
    /// Whether Square shows the search step by step.
    pub watch: bool,
    /// Whether Circle/Cross skip the digits already in the cell's row, column and box.
    pub skip_used: bool,
    /// Watch speed: 0 slow, 1 normal, 2 fast.
    pub speed: u8,
    /// Mistake marking: 0 off, 1 against the rules, 2 against the solution.
    pub mistakes: u8,
    /// Difficulty of new puzzles: 0 easy, 1 medium, 2 hard, 3 expert.
    pub difficulty: u8,
    /// The grid size in use, as its box size (2, 3 or 4).
    pub box_size: u8,
    /// The language: 0 follows the console.
    pub language: u8,
    /// Best time in ms per size (4x4, 9x9, 16x16) and difficulty (easy ... expert); 0 for none.
    pub best_ms: [[u32; DIFFICULTIES]; SIZES],
}

impl Default for Profile {
    /// The app's defaults: watch off, normal speed, no marking, medium, 9x9, the console's
    /// language, no records.
    fn default() -> Self {
        Profile {
            watch: false,
            skip_used: false,
            speed: 1,
            mistakes: 0,
            difficulty: 1,
            box_size: 3,
            language: 0,
            best_ms: [[0; DIFFICULTIES]; SIZES],
        }
    }
}

impl Profile {
    /// Records `ms` as the time of a finished game of size `size` (0 to 2) and difficulty
    /// `difficulty` (0 to 3); `true` when it beats the best time (or is the first).
    pub fn record(&mut self, size: usize, difficulty: usize, ms: u32) -> bool {
        let Some(best) = self
            .best_ms
            .get_mut(size)
            .and_then(|row| row.get_mut(difficulty))
        else {
            return false;
        };
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

impl SaveFile for Profile {
    fn encode_into(&self, out: &mut [u8]) -> usize {
        let body = &mut out[HEADER_LEN..HEADER_LEN + BODY_LEN];
        body[0] = u8::from(self.watch) | u8::from(self.skip_used) << 1;
        body[1..6].copy_from_slice(&[
            self.speed,
            self.mistakes,
            self.difficulty,
            self.box_size,
            self.language,
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
        let box_size = body[4];
        if !(2..=4).contains(&box_size) {
            return Err(SaveError::BadField {
                field: "box size",
                value: box_size.into(),
            });
        }
        let mut best_ms = [[0; DIFFICULTIES]; SIZES];
        for (i, ms) in best_ms.iter_mut().flatten().enumerate() {
            let at = 6 + 4 * i;
            *ms = u32::from_le_bytes([body[at], body[at + 1], body[at + 2], body[at + 3]]);
        }
        Ok(Profile {
            watch: body[0] & 1 != 0,
            skip_used: body[0] & 2 != 0,
            speed: code(body[1], 2, "watch speed")?,
            mistakes: code(body[2], 2, "mistake marking")?,
            difficulty: code(body[3], 3, "difficulty")?,
            box_size,
            language: body[5],
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
        let mut best_ms = [[0; DIFFICULTIES]; SIZES];
        for (i, ms) in best_ms.iter_mut().flatten().enumerate() {
            *ms = 1000 * (i as u32 + 1) + 7;
        }
        Profile {
            watch: true,
            skip_used: true,
            speed: 2,
            mistakes: 2,
            difficulty: 3,
            box_size: 4,
            language: 1,
            best_ms,
        }
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
        let mut p = Profile::default();
        assert!(p.record(1, 2, 300_000), "the first time is a record");
        assert!(!p.record(1, 2, 300_000), "a tie is no record");
        assert!(!p.record(1, 2, 400_000));
        assert!(p.record(1, 2, 250_000));
        assert_eq!(p.best_ms[1][2], 250_000);
        assert_eq!(p.best_ms[0], [0; 4], "other sizes untouched");
        assert!(!p.record(3, 0, 1), "no such size");
    }
}
