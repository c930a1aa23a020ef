//! The save file format: [`encode`], [`decode`] and [`SaveError`] (what a file holds is a
//! [`Snapshot`]).
//! The byte layout is documented in the [module above](super).

use core::fmt;

use super::{
    crc::crc32,
    snapshot::{PlayState, Snapshot},
};

/// The first four bytes of every save file.
pub const MAGIC: [u8; 4] = *b"SUDK";

/// The format version this build writes, and the newest it reads (it reads versions 1 and 2 too).
pub const VERSION: u16 = 3;

/// Bytes before the body: magic, version, body length.
pub const HEADER_LEN: usize = 8;

/// Bytes of the CRC-32 after the body.
pub const CRC_LEN: usize = 4;

/// Bytes of a version 1 body before its cells: box size, mode, cursor.
pub(super) const BODY_FIXED_LEN: usize = 4;

/// The most cells a snapshot holds (16x16).
pub const MAX_CELLS: usize = 256;

/// Bytes of a play section before its notes: flags, pointer, elapsed time, mistakes made
/// (version 3; version 2 has no mistake count).
pub(super) const PLAY_FIXED_LEN: usize = 8;

/// Bytes of a version 2 play section before its notes: flags, pointer, elapsed time.
const PLAY_FIXED_LEN_V2: usize = 6;

/// The longest file [`encode`] writes: a 16x16 game with pencil marks (790 bytes).
pub const MAX_SAVE_LEN: usize =
    HEADER_LEN + BODY_FIXED_LEN + MAX_CELLS + PLAY_FIXED_LEN + 2 * MAX_CELLS + CRC_LEN;

/// Why bytes are not a save this build can read; each says what is wrong and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SaveError {
    /// The file ends before the save does: `len` bytes where `need` are needed.
    TooShort {
        /// The file's length.
        len: usize,
        /// The length its header announces (or the smallest possible save).
        need: usize,
    },
    /// The file is larger than any save this build reads.
    TooLong {
        /// The file's length.
        len: usize,
        /// The most bytes read.
        max: usize,
    },
    /// The file goes on after the save's end.
    TrailingBytes {
        /// The file's length.
        len: usize,
        /// Where the save ends, as its header announces.
        expected: usize,
    },
    /// The file does not start with [`MAGIC`]: it is no save of ours.
    Foreign,
    /// A newer build wrote the file, in a format this one cannot read.
    NewerVersion {
        /// The file's format version.
        found: u16,
        /// The newest format this build reads ([`VERSION`]).
        supported: u16,
    },
    /// The stored CRC-32 differs from the contents': some byte was damaged.
    BadChecksum {
        /// The CRC-32 stored in the file.
        stored: u32,
        /// The CRC-32 of the file's contents.
        computed: u32,
    },
    /// A field holds a value it never has (version, body length, box size, cursor, mode).
    BadField {
        /// The field's name.
        field: &'static str,
        /// The value found.
        value: u32,
    },
    /// A cell byte is no empty cell, given or placed digit of the grid's size.
    BadCell {
        /// Row-major index of the cell.
        index: u16,
        /// The byte found.
        byte: u8,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SaveError::TooShort { len, need } => {
                write!(f, "cut short: {len} bytes, {need} needed")
            }
            SaveError::TooLong { len, max } => {
                write!(f, "too long: {len} bytes, a save has at most {max}")
            }
            SaveError::TrailingBytes { len, expected } => write!(
                f,
                "{} stray bytes after the end ({len} bytes, {expected} expected)",
                len.saturating_sub(expected)
            ),
            SaveError::Foreign => f.write_str("not a Sudoku save (unknown magic bytes)"),
            SaveError::NewerVersion { found, supported } => write!(
                f,
                "saved by a newer version (format {found}, this one reads up to {supported})"
            ),
            SaveError::BadChecksum { stored, computed } => write!(
                f,
                "damaged: checksum {computed:#010x}, {stored:#010x} stored"
            ),
            SaveError::BadField { field, value } => write!(f, "bad {field}: {value}"),
            SaveError::BadCell { index, byte } => {
                write!(f, "bad byte {byte:#04x} in cell {index}")
            }
        }
    }
}

/// Writes the save file of `snapshot` to the start of `out`; returns its length ([`Snapshot::encoded_len`]).
pub fn encode(snapshot: &Snapshot, out: &mut [u8; MAX_SAVE_LEN]) -> usize {
    let cells = snapshot.cells();
    let body_len = snapshot.body_len();
    out[8] = snapshot.box_size;
    out[9] = snapshot.mode.into();
    out[10..12].copy_from_slice(&snapshot.cursor.to_le_bytes());
    let mut at = 12 + cells.len();
    out[12..at].copy_from_slice(cells);
    match &snapshot.play {
        None => out[at] = 0,
        Some(play) => {
            out[at] = play.flags();
            out[at + 1] = play.pointer;
            out[at + 2..at + 6].copy_from_slice(&play.elapsed_ms.to_le_bytes());
            out[at + 6..at + 8].copy_from_slice(&play.mistakes_made.to_le_bytes());
            at += PLAY_FIXED_LEN;
            for &note in &play.notes[..cells.len()] {
                out[at..at + 2].copy_from_slice(&note.to_le_bytes());
                at += 2;
            }
        }
    }
    frame(out, &MAGIC, VERSION, body_len)
}

/// Reads a save file, checking in this order: magic, length, checksum, version, every field.
pub fn decode(bytes: &[u8]) -> Result<Snapshot, SaveError> {
    let (version, body) = unframe(bytes, &MAGIC, VERSION)?;
    match version {
        1 => decode_body_v1(body),
        2 => decode_body_v2(body, PLAY_FIXED_LEN_V2),
        _ => decode_body_v2(body, PLAY_FIXED_LEN),
    }
}

/// The version and the body of a file framed as every save is (magic, version, body length,
/// body, CRC-32), checking in this order: magic, length, checksum, version.
pub(super) fn unframe<'a>(
    bytes: &'a [u8],
    magic: &[u8; 4],
    newest: u16,
) -> Result<(u16, &'a [u8]), SaveError> {
    let len = bytes.len();
    let head = &bytes[..len.min(magic.len())];
    if head != &magic[..head.len()] {
        return Err(SaveError::Foreign);
    }
    let (Some(&[v0, v1]), Some(&[l0, l1])) = (bytes.get(4..6), bytes.get(6..8)) else {
        return Err(SaveError::TooShort {
            len,
            need: HEADER_LEN + CRC_LEN,
        });
    };
    let version = u16::from_le_bytes([v0, v1]);
    let body_len = usize::from(u16::from_le_bytes([l0, l1]));
    let end = HEADER_LEN + body_len;
    let need = end + CRC_LEN;
    if len < need {
        return Err(SaveError::TooShort { len, need });
    }
    if len > need {
        return Err(SaveError::TrailingBytes {
            len,
            expected: need,
        });
    }
    let (contents, stored) = bytes.split_at(end);
    let stored = u32::from_le_bytes([stored[0], stored[1], stored[2], stored[3]]);
    let computed = crc32(contents);
    if stored != computed {
        return Err(SaveError::BadChecksum { stored, computed });
    }
    if version == 0 {
        return Err(SaveError::BadField {
            field: "version",
            value: 0,
        });
    }
    if version > newest {
        return Err(SaveError::NewerVersion {
            found: version,
            supported: newest,
        });
    }
    Ok((version, &contents[HEADER_LEN..]))
}

/// Frames the `body_len` bytes of body already at `out[HEADER_LEN..]`: writes the header before
/// them and the CRC-32 after; returns the file's length.
pub(super) fn frame(out: &mut [u8], magic: &[u8; 4], version: u16, body_len: usize) -> usize {
    let end = HEADER_LEN + body_len;
    out[..4].copy_from_slice(magic);
    out[4..6].copy_from_slice(&version.to_le_bytes());
    out[6..8].copy_from_slice(&(body_len as u16).to_le_bytes());
    let crc = crc32(&out[..end]);
    out[end..end + CRC_LEN].copy_from_slice(&crc.to_le_bytes());
    end + CRC_LEN
}

/// Reads a version 2 or 3 body: the version 1 fields, then the play flags and, in a game, its
/// state, whose fixed part is `play_fixed` bytes long (the mistake count is version 3's).
fn decode_body_v2(body: &[u8], play_fixed: usize) -> Result<Snapshot, SaveError> {
    let bad_length = SaveError::BadField {
        field: "body length",
        value: body.len() as u32,
    };
    let box_size = *body.first().ok_or(bad_length)?;
    if !(2..=4).contains(&box_size) {
        return Err(SaveError::BadField {
            field: "box size",
            value: box_size.into(),
        });
    }
    let n = usize::from(box_size).pow(4);
    let v1_end = BODY_FIXED_LEN + n;
    let flags = *body.get(v1_end).ok_or(bad_length)?;
    let snapshot = decode_body_v1(&body[..v1_end])?;
    if flags == 0 {
        return if body.len() == v1_end + 1 {
            Ok(snapshot)
        } else {
            Err(bad_length)
        };
    }
    if flags & 1 == 0 || flags >> 6 != 0 {
        return Err(SaveError::BadField {
            field: "play flags",
            value: flags.into(),
        });
    }
    let play = &body[v1_end + 1..];
    if play.len() != play_fixed - 1 + 2 * n {
        return Err(bad_length);
    }
    let mut notes = [0u16; MAX_CELLS];
    let at = play_fixed - 1;
    for (i, note) in notes.iter_mut().take(n).enumerate() {
        *note = u16::from_le_bytes([play[at + 2 * i], play[at + 1 + 2 * i]]);
    }
    let mistakes_made = if play_fixed > PLAY_FIXED_LEN_V2 {
        u16::from_le_bytes([play[5], play[6]])
    } else {
        0
    };
    snapshot.with_play(PlayState {
        notes_mode: flags & 2 != 0,
        paused: flags & 4 != 0,
        finished: flags & 8 != 0,
        mistakes: flags >> 4 & 3,
        pointer: play[0],
        elapsed_ms: u32::from_le_bytes([play[1], play[2], play[3], play[4]]),
        mistakes_made,
        notes,
    })
}

/// Reads a version 1 body: box size, mode, cursor, cells.
fn decode_body_v1(body: &[u8]) -> Result<Snapshot, SaveError> {
    let &[box_size, mode, c0, c1, ref cells @ ..] = body else {
        return Err(SaveError::BadField {
            field: "body length",
            value: body.len() as u32,
        });
    };
    if (2..=4).contains(&box_size) && cells.len() != usize::from(box_size).pow(4) {
        return Err(SaveError::BadField {
            field: "body length",
            value: body.len() as u32,
        });
    }
    Snapshot::from_parts(box_size, cells, u16::from_le_bytes([c0, c1]), mode)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::snapshot::tests::{game, small};
    use crate::{
        cell::Cell,
        grid::Grid,
        save::SavedMode,
        size::{Four, Nine, Sixteen, Size},
    };
    use proptest::prelude::*;
    use std::{string::ToString, vec, vec::Vec};

    /// The file of `snapshot`, as a vector.
    fn encoded(snapshot: &Snapshot) -> Vec<u8> {
        let mut out = [0; MAX_SAVE_LEN];
        let len = encode(snapshot, &mut out);
        out[..len].to_vec()
    }

    /// Recomputes the CRC-32 of a file edited on purpose.
    fn reseal(bytes: &mut [u8]) {
        let end = bytes.len() - CRC_LEN;
        let crc = crc32(&bytes[..end]);
        bytes[end..].copy_from_slice(&crc.to_le_bytes());
    }

    /// The version 1 file of [`small`], as the first builds wrote it: it must keep loading.
    const GOLDEN_V1: [u8; 32] = [
        0x53, 0x55, 0x44, 0x4b, 0x01, 0x00, 0x14, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00,
        0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x91, 0x9f,
        0x3b, 0x74,
    ];

    /// The version 2 file of [`small`], as builds before the mistake counter wrote it.
    const GOLDEN_V2: [u8; 33] = [
        0x53, 0x55, 0x44, 0x4b, 0x02, 0x00, 0x15, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00,
        0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x47,
        0x2b, 0xe0, 0xfb,
    ];

    /// The version 3 file of [`small`]: a change here is a change of the format.
    const GOLDEN: [u8; 33] = [
        0x53, 0x55, 0x44, 0x4b, 0x03, 0x00, 0x15, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00,
        0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x49,
        0xbb, 0x6b, 0x5e,
    ];

    #[test]
    fn golden_bytes_of_a_small_snapshot() {
        assert_eq!(encoded(&small()), GOLDEN);
        assert_eq!(decode(&GOLDEN), Ok(small()));
        assert_eq!(
            decode(&GOLDEN_V2),
            Ok(small()),
            "version 2 files still load"
        );
        assert_eq!(
            decode(&GOLDEN_V1),
            Ok(small()),
            "version 1 files still load"
        );
    }

    #[test]
    fn a_version_2_game_loads_with_no_mistakes_counted() {
        // The version 3 file less its two mistake bytes, as version 2 wrote a game.
        let v3 = encoded(&game());
        let mut v2 = v3[..34].to_vec();
        v2.extend_from_slice(&v3[36..]);
        v2[4] = 2;
        let body = (v2.len() - HEADER_LEN - CRC_LEN) as u16;
        v2[6..8].copy_from_slice(&body.to_le_bytes());
        reseal(&mut v2);
        let back = decode(&v2).unwrap();
        let play = back.play().unwrap();
        assert_eq!(play.mistakes_made, 0);
        assert_eq!(
            (play.elapsed_ms, play.notes[2], play.notes[14]),
            (75_000, 0b1010, 1)
        );
        // The same bytes claiming version 3 are two bytes short.
        v2[4] = 3;
        reseal(&mut v2);
        assert!(decode(&v2).is_err());
    }

    #[test]
    fn a_game_round_trips_with_its_notes_and_time() {
        let bytes = encoded(&game());
        assert_eq!(
            bytes.len(),
            33 + 7 + 32,
            "pointer, time, mistakes, two bytes a cell"
        );
        assert_eq!(game().encoded_len(), bytes.len());
        assert_eq!(
            &bytes[28..36],
            &[0x23, 3, 0xf8, 0x24, 0x01, 0x00, 0x01, 0x02],
            "flags, pointer, 75000 ms, 513 mistakes"
        );
        assert_eq!(decode(&bytes).unwrap().play().unwrap().mistakes_made, 513);
        let back = decode(&bytes).unwrap();
        assert_eq!(back, game());
        let play = back.play().unwrap();
        assert_eq!(
            (play.notes[2], play.notes[14], play.pointer, play.mistakes),
            (0b1010, 1, 3, 2)
        );
        assert!(play.notes_mode && !play.paused && !play.finished);
    }

    #[test]
    fn play_flags_without_the_game_bit_or_with_unknown_bits_are_refused() {
        let mut bytes = encoded(&game());
        bytes[28] = 0x22;
        reseal(&mut bytes);
        assert_eq!(
            decode(&bytes).unwrap_err().to_string(),
            "bad play flags: 34"
        );
    }

    #[test]
    fn every_size_has_its_length() {
        fn len<S: Size>() -> usize {
            let cell = Cell::<S>::from_index(S::CELLS - 1).unwrap();
            let snapshot = Snapshot::new(&Grid::<S>::empty(), cell, SavedMode::Editing);
            assert_eq!(decode(&encoded(&snapshot)), Ok(snapshot));
            assert_eq!(snapshot.encoded_len(), encoded(&snapshot).len());
            snapshot.encoded_len()
        }
        assert_eq!(
            (len::<Four>(), len::<Nine>(), len::<Sixteen>()),
            (33, 98, 273)
        );
        assert_eq!(MAX_SAVE_LEN, 792);
    }

    #[test]
    fn every_message() {
        let cases = [
            (
                SaveError::TooShort { len: 40, need: 98 },
                "cut short: 40 bytes, 98 needed",
            ),
            (
                SaveError::TooLong {
                    len: 5000,
                    max: 1024,
                },
                "too long: 5000 bytes, a save has at most 1024",
            ),
            (
                SaveError::TrailingBytes {
                    len: 100,
                    expected: 97,
                },
                "3 stray bytes after the end (100 bytes, 97 expected)",
            ),
            (
                SaveError::Foreign,
                "not a Sudoku save (unknown magic bytes)",
            ),
            (
                SaveError::NewerVersion {
                    found: 3,
                    supported: 2,
                },
                "saved by a newer version (format 3, this one reads up to 2)",
            ),
            (
                SaveError::BadChecksum {
                    stored: 0xCBF4_3926,
                    computed: 0x1234,
                },
                "damaged: checksum 0x00001234, 0xcbf43926 stored",
            ),
            (
                SaveError::BadField {
                    field: "cursor",
                    value: 81,
                },
                "bad cursor: 81",
            ),
            (
                SaveError::BadCell {
                    index: 17,
                    byte: 0x8A,
                },
                "bad byte 0x8a in cell 17",
            ),
        ];
        for (error, message) in cases {
            assert_eq!(error.to_string(), message, "{error:?}");
        }
    }

    #[test]
    fn each_kind_of_damage_is_named() {
        let good = encoded(&small());
        let decoded = |edit: &dyn Fn(&mut Vec<u8>)| {
            let mut bytes = good.clone();
            edit(&mut bytes);
            decode(&bytes)
        };
        let field = |field, value| Err(SaveError::BadField { field, value });
        assert_eq!(decode(b""), Err(SaveError::TooShort { len: 0, need: 12 }));
        assert_eq!(decode(b"SU"), Err(SaveError::TooShort { len: 2, need: 12 }));
        assert_eq!(decode(b"\x89PNG\r\n\x1a\n"), Err(SaveError::Foreign));
        assert_eq!(decode(b"SX"), Err(SaveError::Foreign));
        assert_eq!(
            decode(&good[..31]),
            Err(SaveError::TooShort { len: 31, need: 33 })
        );
        assert_eq!(
            decoded(&|b| b.push(0)),
            Err(SaveError::TrailingBytes {
                len: 34,
                expected: 33
            })
        );
        assert!(matches!(
            decoded(&|b| b[20] ^= 1),
            Err(SaveError::BadChecksum { .. })
        ));
        let resealed = |at: usize, value: u8| {
            decoded(&|b| {
                b[at] = value;
                reseal(b);
            })
        };
        assert_eq!(
            resealed(4, 4),
            Err(SaveError::NewerVersion {
                found: 4,
                supported: 3
            })
        );
        assert_eq!(
            resealed(5, 1),
            Err(SaveError::NewerVersion {
                found: 259,
                supported: 3
            })
        );
        assert_eq!(resealed(4, 0), field("version", 0));
        assert_eq!(
            resealed(8, 3),
            field("body length", 21),
            "a 9x9 box size in a 4x4 file"
        );
        assert_eq!(resealed(8, 5), field("box size", 5));
        assert_eq!(resealed(8, 0), field("box size", 0));
        assert_eq!(resealed(9, 3), field("mode", 3));
        assert_eq!(resealed(10, 16), field("cursor", 16));
        assert_eq!(resealed(11, 1), field("cursor", 261));
        assert_eq!(
            resealed(14, 5),
            Err(SaveError::BadCell { index: 2, byte: 5 })
        );
        assert_eq!(
            resealed(14, 0x80),
            Err(SaveError::BadCell {
                index: 2,
                byte: 0x80
            })
        );
        // A body too short for its fixed fields.
        let mut short = vec![b'S', b'U', b'D', b'K', 1, 0, 3, 0, 2, 0, 0, 0, 0, 0, 0];
        reseal(&mut short);
        assert_eq!(decode(&short), field("body length", 3));
    }

    /// Any valid snapshot of any size.
    fn snapshots() -> impl Strategy<Value = Snapshot> {
        (2u8..=4).prop_flat_map(|box_size| {
            let count = usize::from(box_size).pow(4);
            let side = usize::from(box_size).pow(2) as u8;
            let cell = prop_oneof![Just(0u8), 1..=side, (1..=side).prop_map(|d| d | 0x80),];
            (
                proptest::collection::vec(cell, count),
                0..count as u16,
                0u8..3,
            )
                .prop_map(move |(cells, cursor, mode)| {
                    Snapshot::from_parts(box_size, &cells, cursor, mode)
                        .expect("the strategy makes valid fields")
                })
        })
    }

    /// Any valid game of any size: every flag, pointer, time and note.
    fn games() -> impl Strategy<Value = Snapshot> {
        snapshots().prop_flat_map(|snapshot| {
            let count = snapshot.cell_count();
            let side = usize::from(snapshot.box_size()).pow(2);
            let digits = (1u32 << side) - 1;
            (
                (any::<bool>(), any::<bool>(), any::<bool>(), 0u8..3),
                1..=side as u8,
                any::<u32>(),
                proptest::collection::vec(0..=digits, count),
            )
                .prop_map(
                    move |(
                        (notes_mode, paused, finished, mistakes),
                        pointer,
                        elapsed_ms,
                        cells,
                    )| {
                        let mut notes = [0u16; MAX_CELLS];
                        for (note, &cell) in notes.iter_mut().zip(&cells) {
                            *note = cell as u16;
                        }
                        let play = PlayState {
                            notes_mode,
                            paused,
                            finished,
                            mistakes,
                            pointer,
                            elapsed_ms,
                            mistakes_made: (elapsed_ms % 1000) as u16,
                            notes,
                        };
                        snapshot
                            .with_play(play)
                            .expect("the strategy makes valid fields")
                    },
                )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn every_field_round_trips(snapshot in snapshots()) {
            let bytes = encoded(&snapshot);
            prop_assert_eq!(bytes.len(), snapshot.encoded_len());
            prop_assert_eq!(decode(&bytes), Ok(snapshot));
        }

        #[test]
        fn every_field_of_a_game_round_trips(snapshot in games()) {
            let bytes = encoded(&snapshot);
            prop_assert_eq!(bytes.len(), snapshot.encoded_len());
            prop_assert_eq!(decode(&bytes), Ok(snapshot));
        }

        #[test]
        fn any_bit_flip_is_refused(snapshot in snapshots()) {
            let good = encoded(&snapshot);
            for bit in 0..good.len() * 8 {
                let mut bytes = good.clone();
                bytes[bit / 8] ^= 1 << (bit % 8);
                prop_assert!(decode(&bytes).is_err(), "bit {} accepted", bit);
            }
        }

        #[test]
        fn any_truncation_is_refused(snapshot in snapshots()) {
            let good = encoded(&snapshot);
            for len in 0..good.len() {
                let result = decode(&good[..len]);
                prop_assert!(matches!(result, Err(SaveError::TooShort { .. })), "{} bytes: {:?}", len, result);
            }
        }

        #[test]
        fn any_appended_bytes_are_refused(
            snapshot in snapshots(),
            extra in proptest::collection::vec(any::<u8>(), 1..64),
        ) {
            let mut bytes = encoded(&snapshot);
            bytes.extend_from_slice(&extra);
            let result = decode(&bytes);
            prop_assert!(matches!(result, Err(SaveError::TrailingBytes { .. })), "{:?}", result);
        }

        #[test]
        fn arbitrary_bytes_never_panic_and_only_exact_encodings_pass(
            bytes in proptest::collection::vec(any::<u8>(), 0..600),
        ) {
            if let Ok(snapshot) = decode(&bytes) {
                prop_assert_eq!(encoded(&snapshot), bytes);
            }
        }

        #[test]
        fn sealed_arbitrary_bodies_never_panic_and_only_valid_fields_pass(
            version in prop_oneof![Just(1u16), any::<u16>()],
            body in proptest::collection::vec(any::<u8>(), 0..300),
            box_size in 0u8..6,
        ) {
            // A correct frame and checksum around arbitrary fields: only the field checks stand guard.
            let mut bytes = MAGIC.to_vec();
            bytes.extend_from_slice(&version.to_le_bytes());
            bytes.extend_from_slice(&(body.len() as u16).to_le_bytes());
            bytes.extend_from_slice(&body);
            if let Some(first) = bytes.get_mut(HEADER_LEN) {
                *first = box_size;
            }
            bytes.extend_from_slice(&[0; CRC_LEN]);
            reseal(&mut bytes);
            if let Ok(snapshot) = decode(&bytes) {
                prop_assert_eq!(encoded(&snapshot), bytes);
            }
        }
    }
}
