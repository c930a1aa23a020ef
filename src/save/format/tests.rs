//! The save format: golden bytes, lengths, versions, messages, and round trips and damage of every kind refused (proptest).

use super::*;
use crate::save::snapshot::tests::{game, small};
use crate::{
    cell::Cell,
    grid::Grid,
    preferences::Mistakes,
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
    0x53, 0x55, 0x44, 0x4b, 0x01, 0x00, 0x14, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00, 0x04,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x91, 0x9f, 0x3b, 0x74,
];

/// The version 2 file of [`small`], as builds before the mistake counter wrote it.
const GOLDEN_V2: [u8; 33] = [
    0x53, 0x55, 0x44, 0x4b, 0x02, 0x00, 0x15, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00, 0x04,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x47, 0x2b, 0xe0,
    0xfb,
];

/// The version 3 file of [`small`]: a change here is a change of the format.
const GOLDEN: [u8; 33] = [
    0x53, 0x55, 0x44, 0x4b, 0x03, 0x00, 0x15, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00, 0x04,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x49, 0xbb, 0x6b,
    0x5e,
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
fn a_game_marking_mistakes_with_no_known_code_is_refused() {
    let mut bytes = encoded(&game());
    assert_eq!(bytes[28] >> 4, 2, "against the solution");
    bytes[28] |= 3 << 4;
    reseal(&mut bytes);
    assert_eq!(
        decode(&bytes),
        Err(SaveError::BadField {
            field: "mistakes",
            value: 3
        })
    );
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
        (0b1010, 1, 3, Mistakes::Solution)
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
            "from a newer version (format 3, this one reads up to 2)",
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
                move |((notes_mode, paused, finished, mistakes), pointer, elapsed_ms, cells)| {
                    let mut notes = [0u16; MAX_CELLS];
                    for (note, &cell) in notes.iter_mut().zip(&cells) {
                        *note = cell as u16;
                    }
                    let play = PlayState {
                        notes_mode,
                        paused,
                        finished,
                        mistakes: Mistakes::ALL[usize::from(mistakes)],
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
