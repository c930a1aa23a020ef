//! Puzzle text as people have it: the files they download and the way they save them, read
//! by one [`Reader`] that the PSP and the host tool share.
//!
//! The form is told from the content, puzzle by puzzle, so a file may mix them:
//!
//! - **One puzzle a line**: 16, 81 or 256 cells row by row (4x4, 9x9, 16x16), e.g.
//!   `.9.2..6.532...7....7.9.5..8.1....` … (the form of puzzle collections).
//! - **A grid over several lines**: 4 rows of 4, 9 of 9 or 16 of 16 cells, with or without
//!   spaces between them, with or without `|` between boxes and ruled lines between bands
//!   (`-`, `+`, `*`, `=`), e.g. as the backtracking tutorial prints it:
//!   ```text
//!   9 0 0|1 0 0|0 0 5|
//!   0 0 5|0 9 0|2 0 1|
//!   8 0 0|0 4 0|0 0 0|
//!   ------------------
//!   ```
//!   or as Simple Sudoku saves a `.ss` file (`..3|.1.|...`, `-----------`) or prints it
//!   (`*-----------*`, `|.3.|4..|...|`, `|---+---+---|`).
//! - **SadMan `.sdk` files**: `#A`, `#D`… metadata lines (comments here), then the 9 rows,
//!   perhaps under a `[Puzzle]` tag; the sections holding a player's progress (`[State]`,
//!   `[PencilMarks]`, `[Colours]`) are skipped.
//!
//! In every form a cell is a digit `1`–`9`, then `A`–`G` (either case) on 16x16, or an empty
//! cell: `.`, `0`, `-`, `*` or `_`. Spaces, tabs, `|`, `,` and `;` may separate cells. Blank
//! lines and lines starting with `#` may stand between puzzles, and a line of text (a word of
//! two letters or more, one of them no digit) may stand just above or below a grid as its
//! title (`Grid 01`, as in Project Euler's file). Line ends may be `\n`, `\r\n` or `\r`; a
//! UTF-8 byte order mark (Windows Notepad writes one) is ignored.
//!
//! A line of 16 cells is the one ambiguous line: see [`reader`] for how it is told.
//!
//! # Bad input
//!
//! A malformed puzzle is reported with its line and column ([`PuzzleError`]) and skipped;
//! the next puzzle is read as if nothing happened. In a grid, the first fault of any row is
//! reported for the whole grid (`line 5 col 5: unexpected character 'x'`, `line 28 col 9: a row
//! of 8 cells, a 9x9 grid has 9 in each`); a grid that stops early is reported where it stops
//! (`line 9 col 1: the 9x9 grid ends after 5 rows, it needs 9`), and the line that stopped it is
//! read on its own. A line that is neither a row nor a puzzle is read as a damaged one-a-line
//! puzzle: its first character that is no cell is reported, else its length.
//!
//! A file whose start holds a NUL or another control byte, or a UTF-16 byte order mark, is no
//! text: [`check_start`] names it as a [`FileError`] and it is skipped whole (the library says
//! `cover.jpg: skipped, not a text file (byte 0x00 at offset 4)`). Such a byte further on stops
//! the reading there.
//!
//! # The reader
//!
//! [`Reader`] works over a stream of bytes, a chunk of any size at a time, with no heap and a
//! fixed state of under 1 KiB (checked by a test): it keeps one line's cells and one grid's
//! rows, never the text. Each puzzle comes with the [`Position`] (byte offset and line) its text
//! starts at, and a reader made [`Reader::at`] that position reads the same puzzles from there on
//! (a property test checks it on arbitrary bytes): that is how the library indexes a collection
//! on the memory stick without holding it ([`crate::library`]). [`Reader::skim`] finds where each
//! puzzle starts without building its grid, for indexing and for the puzzles a jump passes (the
//! PSP's `memcpy` moves a byte at a time, and copying each grid out was most of the reading
//! time). Runs of plain cells, with the spaces and bars between them, are read at once through a
//! table ([`scan`]); anything else goes a byte at a time.
//!
//! | file | holds |
//! |---|---|
//! | `reader.rs` | [`Reader`]: bytes in, puzzles and errors out, each with its [`Position`] |
//! | `lines.rs` | what the lines of a file make: between puzzles, in a grid, in a SadMan section |
//! | `scan.rs` | one line as its bytes go by: its kind, its cells, the first thing wrong |
//! | `chars.rs` | what each byte means to the reader |
//! | `file.rs` | whole files: whether a file's start is text, reading a text held in memory |
//! | `line.rs` | [`AnyGrid`] and one puzzle a line, the form a grid prints as |
//! | `write.rs` | writing a grid on one line or over several ([`GridForm`]) |
//! | `error.rs` | [`PuzzleError`] and [`FileError`]: what is wrong, and where |
//!
//! The fixtures of `tests/puzzles/formats/` hold one file of each kind (`tests/formats.rs`).

mod chars;
mod error;
mod file;
mod line;
mod lines;
mod reader;
mod scan;
mod write;

#[cfg(test)]
mod tests;

pub use error::{FileError, LineError, LineErrorKind, PuzzleError};
pub use file::{Items, SNIFF_LEN, check_start, read};
pub use line::{AnyGrid, parse_puzzles, puzzle_lines};
pub use reader::{Found, Item, Position, Reader, Skim};
pub use write::{AnyGridForm, GridForm};
