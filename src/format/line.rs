//! One puzzle a line: row by row, `.` or `0` for an empty cell, `1`–`9` (then
//! `A`–`G` on 16x16). Printing a grid gives this form back. The file reader
//! ([`super::Reader`]) reads this and every other form; these functions read
//! one line that is known to be a puzzle.

use core::fmt;

use super::{LineError, LineErrorKind, PuzzleError};
use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Four, Nine, Sixteen, Size},
};

/// Reads one cell character: `Ok(None)` for empty, `Err` if it means nothing for size `S`.
fn cell_char<S: Size>(c: char) -> Result<Option<Digit<S>>, ()> {
    match c {
        '.' | '0' => Ok(None),
        _ => Digit::from_char(c).map(Some).ok_or(()),
    }
}

impl<S: Size> Grid<S> {
    /// Parses one puzzle line (trailing white space and `\r` are ignored); every digit becomes a given.
    ///
    /// ```
    /// use sudoku_core::{Grid, Nine};
    /// let line = "1234".repeat(20) + "5";
    /// let grid = Grid::<Nine>::from_line(&line).unwrap();
    /// assert_eq!(grid.given_count(), 81);
    /// let err = Grid::<Nine>::from_line("12x").unwrap_err();
    /// assert_eq!(err.to_string(), "col 3: unexpected character 'x'");
    /// ```
    pub fn from_line(line: &str) -> Result<Self, LineError> {
        let mut grid = Grid::empty();
        let mut cells = 0;
        for (i, c) in line.trim_end().chars().enumerate() {
            let col = i + 1;
            let Some(cell) = Cell::from_index(i) else {
                return Err(LineError {
                    col,
                    kind: LineErrorKind::TooLong { expected: S::CELLS },
                });
            };
            let digit = cell_char::<S>(c).map_err(|()| LineError {
                col,
                kind: LineErrorKind::Character(c),
            })?;
            grid.set_given(cell, digit);
            cells = col;
        }
        if cells < S::CELLS {
            return Err(LineError {
                col: cells + 1,
                kind: LineErrorKind::TooShort {
                    cells,
                    expected: S::CELLS,
                },
            });
        }
        Ok(grid)
    }
}

/// Prints the grid as one puzzle line: every digit (given or placed), `.` for empty.
impl<S: Size> fmt::Display for Grid<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in Cell::<S>::all() {
            let c = self.digit(cell).map_or('.', Digit::to_char);
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}

/// A grid of any supported size, as read from a line whose length tells the size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnyGrid {
    /// 16 cells.
    Four(Grid<Four>),
    /// 81 cells.
    Nine(Grid<Nine>),
    /// 256 cells.
    Sixteen(Grid<Sixteen>),
}

impl AnyGrid {
    /// Parses a line of 16, 81 or 256 cells.
    ///
    /// A line of another length is reported at its first character that no
    /// size accepts, or else as a length error at the column after its end.
    pub fn from_line(line: &str) -> Result<Self, LineError> {
        let line = line.trim_end();
        match line.chars().count() {
            16 => Grid::from_line(line).map(AnyGrid::Four),
            81 => Grid::from_line(line).map(AnyGrid::Nine),
            256 => Grid::from_line(line).map(AnyGrid::Sixteen),
            cells => {
                if let Some((i, c)) = line
                    .chars()
                    .enumerate()
                    .find(|&(_, c)| cell_char::<Sixteen>(c).is_err())
                {
                    return Err(LineError {
                        col: i + 1,
                        kind: LineErrorKind::Character(c),
                    });
                }
                Err(LineError {
                    col: cells + 1,
                    kind: LineErrorKind::Length { cells },
                })
            }
        }
    }
}

impl AnyGrid {
    /// Parses a line given as bytes: as [`AnyGrid::from_line`], and bytes that are not UTF-8 are an error.
    pub fn from_bytes(line: &[u8]) -> Result<Self, LineError> {
        match core::str::from_utf8(line) {
            Ok(text) => Self::from_line(text),
            Err(e) => {
                let valid =
                    core::str::from_utf8(&line[..e.valid_up_to()]).map_or(0, |t| t.chars().count());
                Err(LineError {
                    col: valid + 1,
                    kind: LineErrorKind::NotText,
                })
            }
        }
    }

    /// The grid's size.
    pub fn size(&self) -> crate::size::GridSize {
        match self {
            AnyGrid::Four(_) => crate::size::GridSize::Four,
            AnyGrid::Nine(_) => crate::size::GridSize::Nine,
            AnyGrid::Sixteen(_) => crate::size::GridSize::Sixteen,
        }
    }

    /// The grid size's name, as `9x9`.
    pub fn size_name(&self) -> &'static str {
        match self {
            AnyGrid::Four(_) => Four::NAME,
            AnyGrid::Nine(_) => Nine::NAME,
            AnyGrid::Sixteen(_) => Sixteen::NAME,
        }
    }
}

impl fmt::Display for AnyGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyGrid::Four(g) => g.fmt(f),
            AnyGrid::Nine(g) => g.fmt(f),
            AnyGrid::Sixteen(g) => g.fmt(f),
        }
    }
}

/// The puzzle lines of a text with their one-based line numbers; blank and `#` lines are skipped.
///
/// ```
/// use sudoku_core::format::puzzle_lines;
/// let text = "# a comment\n\n1234...\n";
/// assert_eq!(puzzle_lines(text).collect::<Vec<_>>(), [(3, "1234...")]);
/// ```
pub fn puzzle_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
}

/// Parses every puzzle line of `text` as size `S`, with errors naming their line.
pub fn parse_puzzles<S: Size>(
    text: &str,
) -> impl Iterator<Item = Result<Grid<S>, PuzzleError>> + '_ {
    puzzle_lines(text)
        .map(|(line, s)| Grid::from_line(s).map_err(|error| PuzzleError { line, error }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{format, string::ToString, vec::Vec};

    const CLASSROOM: &str =
        ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";

    #[test]
    fn a_line_round_trips() {
        let grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
        assert_eq!(grid.given_count(), 24);
        assert_eq!(grid.to_string(), CLASSROOM);
    }

    #[test]
    fn zero_is_empty_and_trailing_space_is_ignored() {
        let zeros = CLASSROOM.replace('.', "0") + " \r";
        assert_eq!(
            Grid::<Nine>::from_line(&zeros).unwrap().to_string(),
            CLASSROOM
        );
    }

    #[test]
    fn sixteen_by_sixteen_uses_letters() {
        let line: std::string::String = "123456789ABCDEFG".repeat(16);
        let grid = Grid::<Sixteen>::from_line(&line).unwrap();
        assert_eq!(grid.given_count(), 256);
        assert_eq!(grid.to_string(), line);
        let lower = line.to_lowercase();
        assert_eq!(Grid::<Sixteen>::from_line(&lower).unwrap(), grid);
    }

    #[test]
    fn every_malformed_line_kind_has_its_message() {
        let bad_char = format!("{}x{}", &CLASSROOM[..16], &CLASSROOM[17..]);
        let cases: [(&str, std::string::String); 6] = [
            (&bad_char, "col 17: unexpected character 'x'".into()),
            (
                &CLASSROOM[..80],
                "col 81: line ends after 80 cells, a 9x9 grid needs 81".into(),
            ),
            (
                "",
                "col 1: line ends after 0 cells, a 9x9 grid needs 81".into(),
            ),
            ("\u{e9}", "col 1: unexpected character 'é'".into()),
            ("1\t2", "col 2: unexpected character '\\t'".into()),
            ("A", "col 1: unexpected character 'A'".into()),
        ];
        for (line, message) in cases {
            assert_eq!(
                Grid::<Nine>::from_line(line).unwrap_err().to_string(),
                message,
                "{line:?}"
            );
        }
        let long = format!("{CLASSROOM}1");
        assert_eq!(
            Grid::<Nine>::from_line(&long).unwrap_err().to_string(),
            "col 82: line goes on after the 81 cells of a 9x9 grid"
        );
        assert_eq!(
            Grid::<Four>::from_line("12345").unwrap_err(),
            LineError {
                col: 5,
                kind: LineErrorKind::Character('5')
            }
        );
    }

    #[test]
    fn any_grid_tells_the_size_from_the_length() {
        assert!(matches!(
            AnyGrid::from_line("1234341221434321"),
            Ok(AnyGrid::Four(_))
        ));
        assert!(matches!(
            AnyGrid::from_line(CLASSROOM),
            Ok(AnyGrid::Nine(_))
        ));
        assert!(matches!(
            AnyGrid::from_line(&".".repeat(256)),
            Ok(AnyGrid::Sixteen(_))
        ));
        assert_eq!(
            AnyGrid::from_line(&CLASSROOM[..80])
                .unwrap_err()
                .to_string(),
            "col 81: 80 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)"
        );
        assert_eq!(
            AnyGrid::from_line("12.z5").unwrap_err().to_string(),
            "col 4: unexpected character 'z'"
        );
        // The length says 9x9, so a letter is a bad character for that size.
        let letter = format!("A{}", &CLASSROOM[1..]);
        assert_eq!(
            AnyGrid::from_line(&letter).unwrap_err().to_string(),
            "col 1: unexpected character 'A'"
        );
        assert_eq!(
            AnyGrid::from_line(CLASSROOM).unwrap().to_string(),
            CLASSROOM
        );
    }

    #[test]
    fn bytes_that_are_not_text_are_reported_at_their_column() {
        let mut line = CLASSROOM.as_bytes().to_vec();
        line[5] = 0xFF;
        let err = AnyGrid::from_bytes(&line).unwrap_err();
        assert_eq!(err.to_string(), "col 6: not text (a byte that is no UTF-8)");
        assert_eq!(
            AnyGrid::from_bytes(CLASSROOM.as_bytes())
                .unwrap()
                .size_name(),
            "9x9"
        );
    }

    #[test]
    fn files_skip_comments_and_blank_lines_and_number_their_errors() {
        let text = format!(
            "# comment\n\n{CLASSROOM}\n  # indented comment\n{}\n",
            &CLASSROOM[..10]
        );
        let results: Vec<_> = parse_puzzles::<Nine>(&text).collect();
        assert_eq!(results.len(), 2);
        assert!(results[0].is_ok());
        let err = results[1].unwrap_err();
        assert_eq!(err.line, 5);
        assert_eq!(
            err.to_string(),
            "line 5 col 11: line ends after 10 cells, a 9x9 grid needs 81"
        );
    }
}
