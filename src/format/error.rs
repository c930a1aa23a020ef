//! What can be wrong with puzzle text: a malformed puzzle ([`PuzzleError`]: its line, its
//! column and what is wrong there) or a whole file that is no puzzle text ([`FileError`]).

use core::fmt;

use crate::{
    size::GridSize,
    text::{In, Key, Lang, Localized},
};

/// What is wrong with a puzzle line or grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineErrorKind {
    /// A character that is neither a digit of this size nor an empty cell nor a separator.
    Character(char),
    /// The line ends before the grid is full.
    TooShort {
        /// Cells the line holds.
        cells: usize,
        /// Cells a grid of this size needs.
        expected: usize,
    },
    /// The line goes on after the grid is full.
    TooLong {
        /// Cells a grid of this size needs.
        expected: usize,
    },
    /// The line's length fits no grid size (16, 81 or 256 cells) and it is no grid row.
    Length {
        /// Cells the line holds.
        cells: usize,
    },
    /// The line is not UTF-8 text (the column is that of the first bad byte).
    NotText,
    /// A row of a grid written over several lines holds the wrong number of cells.
    Row {
        /// Cells the row holds.
        cells: usize,
        /// Cells a row of this grid holds: 4, 9 or 16.
        side: usize,
    },
    /// A grid written over several lines stops before its last row.
    GridEnds {
        /// Rows read.
        rows: usize,
        /// Rows the grid needs: 4, 9 or 16.
        side: usize,
    },
}

/// A malformed puzzle line: what is wrong and at which (one-based) column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineError {
    /// One-based column (in characters) of the fault.
    pub col: usize,
    /// What is wrong there.
    pub kind: LineErrorKind,
}

/// What is wrong in a line: `col 4: unexpected character 'x'`.
impl Localized for LineError {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = What(lang, self.kind);
        write!(f, "{}", lang.say(Key::LineAt, &[&self.col, &what]))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// What is wrong, without the column.
struct What(Lang, LineErrorKind);

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let What(lang, kind) = *self;
        let say = |f: &mut fmt::Formatter<'_>, key, args: &[&dyn fmt::Display]| {
            write!(f, "{}", lang.say(key, args))
        };
        let size = |side: usize| In(lang, size_of_side(side));
        match kind {
            LineErrorKind::Character(c) if c.is_ascii_graphic() => {
                say(f, Key::BadCharacter, &[&format_args!("'{c}'")])
            }
            LineErrorKind::Character(c) => say(f, Key::BadCharacter, &[&format_args!("{c:?}")]),
            LineErrorKind::TooShort { cells, expected } => say(
                f,
                Key::LineTooShort,
                &[&cells, &size(side_of_cells(expected)), &expected],
            ),
            LineErrorKind::TooLong { expected } => say(
                f,
                Key::LineTooLong,
                &[&expected, &size(side_of_cells(expected))],
            ),
            LineErrorKind::Length { cells } => say(f, Key::LineLength, &[&cells]),
            LineErrorKind::NotText => f.write_str(lang.text(Key::LineNotText)),
            LineErrorKind::Row { cells, side } => {
                say(f, Key::LineRow, &[&cells, &size(side), &side])
            }
            LineErrorKind::GridEnds { rows, side } => say(
                f,
                if rows == 1 {
                    Key::GridEndsOne
                } else {
                    Key::GridEndsMany
                },
                &[&size(side), &rows, &side],
            ),
        }
    }
}

/// A malformed puzzle of a file, with the one-based line number of its fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleError {
    /// One-based line number in the file.
    pub line: usize,
    /// What is wrong, and where in the line.
    pub error: LineError,
}

/// Prints `line 7 col 4: unexpected character 'x'`.
impl Localized for PuzzleError {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let error = In(lang, &self.error);
        write!(f, "{}", lang.say(Key::PuzzleAt, &[&self.line, &error]))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Why a whole file is no puzzle text: it is named and skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileError {
    /// A byte no text holds (NUL or another control byte): an image, an archive, a program.
    Binary {
        /// Its offset in the file, from 0.
        offset: u64,
        /// The byte.
        byte: u8,
    },
    /// Text in UTF-16 (a byte order mark `FF FE` or `FE FF`), as some editors save "Unicode".
    Utf16,
    /// Larger than a collection may be.
    TooLarge {
        /// The file's size.
        bytes: u64,
        /// The most that is read.
        limit: u64,
    },
}

/// Why a file is skipped: `not a text file (byte 0x00 at offset 8)`.
impl Localized for FileError {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FileError::Binary { offset, byte } => write!(
                f,
                "{}",
                lang.say(Key::FileBinary, &[&format_args!("{byte:#04x}"), &offset])
            ),
            FileError::Utf16 => f.write_str(lang.text(Key::FileUtf16)),
            FileError::TooLarge { bytes, limit } => {
                write!(f, "{}", lang.say(Key::FileTooLarge, &[&bytes, &limit]))
            }
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// The side of a grid of `cells` cells.
fn side_of_cells(cells: usize) -> usize {
    match cells {
        16 => 4,
        81 => 9,
        _ => 16,
    }
}

/// The size of a grid of `side` rows.
fn size_of_side(side: usize) -> GridSize {
    match side {
        4 => GridSize::Four,
        9 => GridSize::Nine,
        _ => GridSize::Sixteen,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn at(col: usize, kind: LineErrorKind) -> std::string::String {
        PuzzleError {
            line: 7,
            error: LineError { col, kind },
        }
        .to_string()
    }

    #[test]
    fn every_line_error_says_what_and_where() {
        let cases = [
            (
                at(3, LineErrorKind::Character('x')),
                "line 7 col 3: unexpected character 'x'",
            ),
            (
                at(3, LineErrorKind::Character('\t')),
                "line 7 col 3: unexpected character '\\t'",
            ),
            (
                at(
                    81,
                    LineErrorKind::TooShort {
                        cells: 80,
                        expected: 81,
                    },
                ),
                "line 7 col 81: line ends after 80 cells, a 9x9 grid needs 81",
            ),
            (
                at(17, LineErrorKind::TooLong { expected: 16 }),
                "line 7 col 17: line goes on after the 16 cells of a 4x4 grid",
            ),
            (
                at(11, LineErrorKind::Length { cells: 10 }),
                "line 7 col 11: 10 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
            ),
            (
                at(2, LineErrorKind::NotText),
                "line 7 col 2: not text (a byte that is no UTF-8)",
            ),
            (
                at(9, LineErrorKind::Row { cells: 8, side: 9 }),
                "line 7 col 9: a row of 8 cells, a 9x9 grid has 9 in each",
            ),
            (
                at(1, LineErrorKind::GridEnds { rows: 5, side: 16 }),
                "line 7 col 1: the 16x16 grid ends after 5 rows, it needs 16",
            ),
            (
                at(1, LineErrorKind::GridEnds { rows: 1, side: 4 }),
                "line 7 col 1: the 4x4 grid ends after 1 row, it needs 4",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    #[test]
    fn every_file_error_says_why_the_file_is_skipped() {
        assert_eq!(
            FileError::Binary { offset: 8, byte: 0 }.to_string(),
            "not a text file (byte 0x00 at offset 8)"
        );
        assert_eq!(
            FileError::Utf16.to_string(),
            "UTF-16 text, not read (save it as UTF-8)"
        );
        assert_eq!(
            FileError::TooLarge {
                bytes: 5_000_000,
                limit: 4_194_304
            }
            .to_string(),
            "too large (5000000 bytes, at most 4194304 are read)"
        );
    }
}
