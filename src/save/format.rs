//! The save file format: [`encode`], [`decode`] and [`SaveError`] (what a file holds is a
//! [`Snapshot`]).
//! The byte layout is documented in the [module above](super).

use core::fmt;

use super::{
    crc::crc32,
    snapshot::{PlayState, Snapshot},
};
use crate::text::{In, Key, Lang, Localized};

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

/// The longest file [`encode`] writes: a 16x16 game with pencil marks (792 bytes).
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

/// The key of a field's name in [`SaveError::BadField`]; `None` for a name no table has (it is
/// then shown as it is).
pub fn field_key(field: &str) -> Option<Key> {
    Some(match field {
        "version" => Key::FieldVersion,
        "body length" => Key::FieldBodyLength,
        "box size" => Key::FieldBoxSize,
        "play flags" => Key::FieldPlayFlags,
        "mode" => Key::FieldMode,
        "mistakes" => Key::FieldMistakes,
        "notes pointer" => Key::FieldNotesPointer,
        "notes" => Key::FieldNotes,
        "cell count" => Key::FieldCellCount,
        "cursor" => Key::FieldCursor,
        "flags" => Key::FieldFlags,
        "watch speed" => Key::FieldWatchSpeed,
        "difficulty" => Key::FieldDifficulty,
        "mistake marking" => Key::FieldMistakeMarking,
        _ => return None,
    })
}

/// Writes `value` as `0x` and `digits` hexadecimal digits.
struct Hex(u32, usize);

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#0width$x}", self.0, width = self.1 + 2)
    }
}

/// What is wrong, as `cut short: 12 bytes, 33 needed`.
impl Localized for SaveError {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let say = |f: &mut fmt::Formatter<'_>, key, args: &[&dyn fmt::Display]| {
            write!(f, "{}", lang.say(key, args))
        };
        match *self {
            SaveError::TooShort { len, need } => say(f, Key::SaveTooShort, &[&len, &need]),
            SaveError::TooLong { len, max } => say(f, Key::SaveTooLong, &[&len, &max]),
            SaveError::TrailingBytes { len, expected } => say(
                f,
                Key::SaveTrailing,
                &[&len.saturating_sub(expected), &len, &expected],
            ),
            SaveError::Foreign => f.write_str(lang.text(Key::SaveForeign)),
            SaveError::NewerVersion { found, supported } => {
                say(f, Key::SaveNewer, &[&found, &supported])
            }
            SaveError::BadChecksum { stored, computed } => {
                say(f, Key::SaveChecksum, &[&Hex(computed, 8), &Hex(stored, 8)])
            }
            SaveError::BadField { field, value } => match field_key(field) {
                Some(key) => say(f, Key::SaveBadField, &[&In(lang, &key), &value]),
                None => say(f, Key::SaveBadField, &[&field, &value]),
            },
            SaveError::BadCell { index, byte } => {
                say(f, Key::SaveBadCell, &[&Hex(byte.into(), 2), &index])
            }
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
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
        mistakes: super::profile::mistakes_of(flags >> 4 & 3, "mistakes")?,
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
mod tests;
