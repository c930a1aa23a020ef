//! `sudoku convert --to line|grid [FILE]`: every puzzle of a file, in any form the core's
//! reader reads, written one a line or as grids over several lines.

use std::{
    io::{self, BufWriter, Write},
    process::ExitCode,
};

use sudoku_core::format::Item;

use crate::read::{each_item, file_argument, open, written_or_closed};

/// The form `convert` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// One puzzle a line, `.` for an empty cell.
    Line,
    /// A grid over several lines (cells apart, `|` between boxes, ruled lines between bands),
    /// a blank line between grids.
    Grid,
}

impl Form {
    fn parse(word: &str) -> Option<Form> {
        match word {
            "line" => Some(Form::Line),
            "grid" => Some(Form::Grid),
            _ => None,
        }
    }
}

/// Runs `sudoku convert` with the arguments after `convert`: exit 0, or 1 if a puzzle was
/// malformed (named on stderr with its line and column) or the file is no text.
pub fn command(args: &[String], usage: &str) -> Result<ExitCode, String> {
    let mut form = None;
    let mut path = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--to" => {
                let word = args.next().map_or("", String::as_str);
                form = Some(Form::parse(word).ok_or_else(|| {
                    format!("convert: --to takes line or grid, not {word:?}\n{usage}")
                })?);
            }
            other => {
                if file_argument("convert", other, &mut path, usage)? {
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
    }
    let form = form.ok_or_else(|| format!("convert needs --to line or --to grid\n{usage}"))?;
    let (input, name) = open(path)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut written = 0usize;
    let mut trouble = 0usize;
    each_item(input, &name, |item| match item {
        Item::Puzzle(found) => {
            let result = match form {
                Form::Line => writeln!(out, "{}", found.grid),
                Form::Grid if written == 0 => write!(out, "{}", found.grid.grid_form()),
                Form::Grid => write!(out, "\n{}", found.grid.grid_form()),
            };
            written += 1;
            written_or_closed(result)
        }
        Item::Malformed(error) => {
            trouble += 1;
            eprintln!("sudoku: {name}: {error}");
            Ok(true)
        }
        Item::NotText(error) => {
            trouble += 1;
            eprintln!("sudoku: {name}: {error}");
            Ok(true)
        }
    })?;
    written_or_closed(out.flush())?;
    Ok(if trouble == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
