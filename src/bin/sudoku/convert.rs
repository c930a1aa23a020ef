//! `sudoku convert --to line|grid [FILE]`: every puzzle of a file, in any form the core's
//! reader reads, written one a line or as grids over several lines.

use std::{io::Write, process::ExitCode};

use clap::{Args, ValueEnum};

use crate::read::{PuzzleFile, answer_each};

/// Write every puzzle of a file one a line, or as grids over several lines
///
/// Malformed puzzles are named on stderr with their line and column (exit 1, as for a file that
/// is no text); the others are written.
#[derive(Debug, Args)]
pub struct Convert {
    /// The form to write
    #[arg(long, value_enum)]
    to: Form,
    #[command(flatten)]
    input: PuzzleFile,
}

/// The form `convert` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Form {
    /// One puzzle a line, '.' for an empty cell
    Line,
    /// A grid over several lines (cells apart, | between boxes, ruled lines between bands),
    /// a blank line between grids
    Grid,
}

impl Convert {
    /// Writes the puzzles; exit 0, or 1 if a puzzle was malformed or the file is no text.
    pub fn run(self) -> Result<ExitCode, String> {
        let mut written = 0usize;
        answer_each(&self.input, |puzzle, out| match puzzle {
            Ok(found) => {
                let result = match self.to {
                    Form::Line => writeln!(out, "{}", found.grid),
                    Form::Grid if written == 0 => write!(out, "{}", found.grid.grid_form()),
                    Form::Grid => write!(out, "\n{}", found.grid.grid_form()),
                };
                written += 1;
                result
            }
            Err(error) => {
                out.trouble(error);
                Ok(())
            }
        })
    }
}
