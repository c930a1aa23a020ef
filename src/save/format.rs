//! The save file format: [`Snapshot`], [`encode`], [`decode`] and [`SaveError`].
//! The byte layout is documented in the [module above](super).

use core::fmt;

use super::crc::crc32;
use crate::{
    cell::Cell,
    format::AnyGrid,
    grid::{Grid, is_cell_byte},
    size::{Array, Four, Nine, Sixteen, Size},
};

/// The first four bytes of every save file.
pub const MAGIC: [u8; 4] = *b"SUDK";

/// The format version this build writes, and the newest it reads.
pub const VERSION: u16 = 1;

/// Bytes before the body: magic, version, body length.
pub const HEADER_LEN: usize = 8;

/// Bytes of the CRC-32 after the body.
pub const CRC_LEN: usize = 4;

/// Bytes of a version 1 body before its cells: box size, mode, cursor.
const BODY_FIXED_LEN: usize = 4;

/// The most cells a snapshot holds (16x16).
pub const MAX_CELLS: usize = 256;

/// The longest file [`encode`] writes: a 16x16 snapshot (272 bytes).
pub const MAX_SAVE_LEN: usize = HEADER_LEN + BODY_FIXED_LEN + MAX_CELLS + CRC_LEN;

/// What the app was doing with the grid when it was saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SavedMode {
    /// Editing the givens.
    Editing = 0,
    /// Showing the solution, the only one.
    SolvedUnique = 1,
    /// Showing one of several solutions.
    SolvedNotUnique = 2,
}

impl From<SavedMode> for u8 {
    fn from(mode: SavedMode) -> u8 {
        mode as u8
    }
}

/// The mode stored as `byte`, or a [`SaveError::BadField`] naming `mode`.
impl TryFrom<u8> for SavedMode {
    type Error = SaveError;

    fn try_from(byte: u8) -> Result<Self, SaveError> {
        match byte {
            0 => Ok(SavedMode::Editing),
            1 => Ok(SavedMode::SolvedUnique),
            2 => Ok(SavedMode::SolvedNotUnique),
            _ => Err(SaveError::BadField {
                field: "mode",
                value: byte.into(),
            }),
        }
    }
}

/// What a save holds, for any grid size; always valid (every constructor checks every field).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// 2, 3 or 4.
    box_size: u8,
    /// Packed cells as [`Grid::to_bytes`] gives them; zero past `box_size`⁴.
    cells: [u8; MAX_CELLS],
    /// Row-major index of the cursor's cell, below `box_size`⁴.
    cursor: u16,
    /// What the app was doing.
    mode: SavedMode,
}

impl Snapshot {
    /// The snapshot of `grid` with the cursor on `cursor`, in `mode`.
    pub fn new<S: Size>(grid: &Grid<S>, cursor: Cell<S>, mode: SavedMode) -> Self {
        let mut cells = [0; MAX_CELLS];
        cells[..S::CELLS].copy_from_slice(grid.to_bytes().as_ref());
        Snapshot {
            box_size: S::BOX as u8,
            cells,
            cursor: cursor.index() as u16,
            mode,
        }
    }

    /// The snapshot of these raw fields, each checked as [`decode`] checks it.
    ///
    /// `cells` holds exactly `box_size`⁴ packed cell bytes.
    pub fn from_parts(
        box_size: u8,
        cells: &[u8],
        cursor: u16,
        mode: u8,
    ) -> Result<Self, SaveError> {
        let count = match box_size {
            2..=4 => usize::from(box_size).pow(4),
            _ => {
                return Err(SaveError::BadField {
                    field: "box size",
                    value: box_size.into(),
                });
            }
        };
        if cells.len() != count {
            return Err(SaveError::BadField {
                field: "cell count",
                value: cells.len() as u32,
            });
        }
        let mode = SavedMode::try_from(mode)?;
        if usize::from(cursor) >= count {
            return Err(SaveError::BadField {
                field: "cursor",
                value: cursor.into(),
            });
        }
        let side = usize::from(box_size).pow(2);
        if let Some(index) = cells.iter().position(|&b| !is_cell_byte(b, side)) {
            return Err(SaveError::BadCell {
                index: index as u16,
                byte: cells[index],
            });
        }
        let mut all = [0; MAX_CELLS];
        all[..count].copy_from_slice(cells);
        Ok(Snapshot {
            box_size,
            cells: all,
            cursor,
            mode,
        })
    }

    /// Side of a box: 2 (4x4), 3 (9x9) or 4 (16x16).
    pub fn box_size(&self) -> u8 {
        self.box_size
    }

    /// Number of cells: 16, 81 or 256.
    pub fn cell_count(&self) -> usize {
        usize::from(self.box_size).pow(4)
    }

    /// The packed cell bytes, row by row (see [`Grid::to_bytes`]).
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.cell_count()]
    }

    /// Row-major index of the cursor's cell.
    pub fn cursor(&self) -> u16 {
        self.cursor
    }

    /// What the app was doing.
    pub fn mode(&self) -> SavedMode {
        self.mode
    }

    /// The grid, if it is of size `S`.
    pub fn grid<S: Size>(&self) -> Option<Grid<S>> {
        if usize::from(self.box_size) != S::BOX {
            return None;
        }
        let mut bytes = S::Cells::<u8>::filled(0);
        bytes.as_mut().copy_from_slice(self.cells());
        Some(Grid::from_bytes(&bytes).expect("a snapshot holds only valid cell bytes"))
    }

    /// The cursor's cell, if the grid is of size `S`.
    pub fn cursor_cell<S: Size>(&self) -> Option<Cell<S>> {
        if usize::from(self.box_size) != S::BOX {
            return None;
        }
        Cell::from_index(self.cursor.into())
    }

    /// The grid, whatever its size.
    pub fn any_grid(&self) -> AnyGrid {
        let none = "a snapshot's box size is 2, 3 or 4";
        match self.box_size {
            2 => AnyGrid::Four(self.grid::<Four>().expect(none)),
            3 => AnyGrid::Nine(self.grid::<Nine>().expect(none)),
            _ => AnyGrid::Sixteen(self.grid::<Sixteen>().expect(none)),
        }
    }

    /// Length of the file [`encode`] writes for this snapshot: 32, 97 or 272 bytes.
    pub fn encoded_len(&self) -> usize {
        HEADER_LEN + BODY_FIXED_LEN + self.cell_count() + CRC_LEN
    }
}

/// Prints the size, mode, cursor and cells in puzzle text (`.` empty, `*` before a placed digit).
impl fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Snapshot {{ box_size: {}, mode: {:?}, cursor: {}, cells: ",
            self.box_size, self.mode, self.cursor
        )?;
        for &b in self.cells() {
            let digit = b & 0x7F;
            if b & 0x80 != 0 {
                f.write_str("*")?;
            }
            let c = match digit {
                0 => '.',
                1..=9 => (b'0' + digit) as char,
                _ => (b'A' + digit - 10) as char,
            };
            fmt::Write::write_char(f, c)?;
        }
        f.write_str(" }")
    }
}

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
    let body_len = BODY_FIXED_LEN + cells.len();
    let end = HEADER_LEN + body_len;
    out[..4].copy_from_slice(&MAGIC);
    out[4..6].copy_from_slice(&VERSION.to_le_bytes());
    out[6..8].copy_from_slice(&(body_len as u16).to_le_bytes());
    out[8] = snapshot.box_size;
    out[9] = snapshot.mode.into();
    out[10..12].copy_from_slice(&snapshot.cursor.to_le_bytes());
    out[12..end].copy_from_slice(cells);
    let crc = crc32(&out[..end]);
    out[end..end + CRC_LEN].copy_from_slice(&crc.to_le_bytes());
    end + CRC_LEN
}

/// Reads a save file, checking in this order: magic, length, checksum, version, every field.
pub fn decode(bytes: &[u8]) -> Result<Snapshot, SaveError> {
    let len = bytes.len();
    let head = &bytes[..len.min(MAGIC.len())];
    if head != &MAGIC[..head.len()] {
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
    if version > VERSION {
        return Err(SaveError::NewerVersion {
            found: version,
            supported: VERSION,
        });
    }
    decode_body_v1(&contents[HEADER_LEN..])
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
    use crate::digit::Digit;
    use proptest::prelude::*;
    use std::{format, string::ToString, vec, vec::Vec};

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

    /// The 4x4 snapshot whose file is [`GOLDEN`].
    fn small() -> Snapshot {
        let mut cells = [0; 16];
        cells[..4].copy_from_slice(&[1, 0x82, 0, 4]);
        cells[15] = 3;
        Snapshot::from_parts(2, &cells, 5, 2).unwrap()
    }

    /// The version 1 file of [`small`]: a change here is a change of the format.
    const GOLDEN: [u8; 32] = [
        0x53, 0x55, 0x44, 0x4b, 0x01, 0x00, 0x14, 0x00, 0x02, 0x02, 0x05, 0x00, 0x01, 0x82, 0x00,
        0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x91, 0x9f,
        0x3b, 0x74,
    ];

    #[test]
    fn golden_bytes_of_a_small_snapshot() {
        assert_eq!(encoded(&small()), GOLDEN);
        assert_eq!(decode(&GOLDEN), Ok(small()));
    }

    #[test]
    fn snapshot_of_a_grid_gives_back_the_grid_and_cursor() {
        let mut grid = Grid::<Nine>::empty();
        let (a, b) = (Cell::new(0, 0).unwrap(), Cell::new(8, 7).unwrap());
        grid.set_given(a, Digit::new(5));
        grid.place(b, Digit::new(9).unwrap());
        let snapshot = Snapshot::new(&grid, b, SavedMode::SolvedUnique);
        assert_eq!((snapshot.box_size(), snapshot.cell_count()), (3, 81));
        assert_eq!(
            (snapshot.cursor(), snapshot.mode()),
            (79, SavedMode::SolvedUnique)
        );
        assert_eq!((snapshot.cells()[0], snapshot.cells()[79]), (5, 0x89));
        let back = decode(&encoded(&snapshot)).unwrap();
        assert_eq!(back.grid::<Nine>(), Some(grid));
        assert_eq!(back.cursor_cell::<Nine>(), Some(b));
        assert_eq!(back.grid::<Four>(), None);
        assert_eq!(back.cursor_cell::<Sixteen>(), None);
        assert!(matches!(back.any_grid(), AnyGrid::Nine(g) if g == grid));
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
            (32, 97, 272)
        );
        assert_eq!(MAX_SAVE_LEN, 272);
    }

    #[test]
    fn modes_convert_both_ways_and_only_three_bytes_are_modes() {
        for mode in [
            SavedMode::Editing,
            SavedMode::SolvedUnique,
            SavedMode::SolvedNotUnique,
        ] {
            assert_eq!(SavedMode::try_from(u8::from(mode)), Ok(mode));
        }
        for byte in 3..=u8::MAX {
            assert_eq!(
                SavedMode::try_from(byte),
                Err(SaveError::BadField {
                    field: "mode",
                    value: byte.into()
                })
            );
        }
    }

    #[test]
    fn every_message() {
        let cases = [
            (
                SaveError::TooShort { len: 40, need: 97 },
                "cut short: 40 bytes, 97 needed",
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
                    found: 2,
                    supported: 1,
                },
                "saved by a newer version (format 2, this one reads up to 1)",
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
            Err(SaveError::TooShort { len: 31, need: 32 })
        );
        assert_eq!(
            decoded(&|b| b.push(0)),
            Err(SaveError::TrailingBytes {
                len: 33,
                expected: 32
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
            resealed(4, 2),
            Err(SaveError::NewerVersion {
                found: 2,
                supported: 1
            })
        );
        assert_eq!(
            resealed(5, 1),
            Err(SaveError::NewerVersion {
                found: 257,
                supported: 1
            })
        );
        assert_eq!(resealed(4, 0), field("version", 0));
        assert_eq!(resealed(8, 3), field("body length", 20));
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

    #[test]
    fn from_parts_checks_every_field() {
        let cells = [0u8; 16];
        let field = |field, value| Err(SaveError::BadField { field, value });
        assert!(Snapshot::from_parts(2, &cells, 15, 0).is_ok());
        assert_eq!(Snapshot::from_parts(1, &cells, 0, 0), field("box size", 1));
        assert_eq!(
            Snapshot::from_parts(3, &cells, 0, 0),
            field("cell count", 16)
        );
        assert_eq!(Snapshot::from_parts(2, &cells, 16, 0), field("cursor", 16));
        assert_eq!(Snapshot::from_parts(2, &cells, 0, 9), field("mode", 9));
        let mut bad = cells;
        bad[7] = 0x85;
        assert_eq!(
            Snapshot::from_parts(2, &bad, 0, 0),
            Err(SaveError::BadCell {
                index: 7,
                byte: 0x85
            })
        );
    }

    #[test]
    fn debug_shows_givens_and_placed_digits() {
        let text = format!("{:?}", small());
        assert_eq!(
            text,
            "Snapshot { box_size: 2, mode: SolvedNotUnique, cursor: 5, cells: 1*2.4...........3 }"
        );
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn every_field_round_trips(snapshot in snapshots()) {
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
