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
//! A malformed puzzle is reported with its line and column ([`PuzzleError`]) and skipped;
//! the next puzzle is read as if nothing happened. A file that is no text (a NUL or another
//! control byte, UTF-16) is reported as a [`FileError`].
//!
//! The reader works over a stream of bytes, a chunk at a time, with no heap and a fixed
//! state of under 1 KiB (checked by a test); each puzzle comes with the [`Position`] of its
//! text, from which a new reader can start ([`Reader::at`]).

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
