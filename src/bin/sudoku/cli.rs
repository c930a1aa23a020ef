//! The command line: the subcommands, each a struct in its own module whose doc comments are
//! its `--help` (clap's derive API, as clap's `examples/git-derive.rs`).
//!
//! A new subcommand is a struct with a `run(self) -> Result<ExitCode, String>` in its module,
//! a variant of [`Command`] and its arm in [`Command::run`]; a new option is a field of its
//! struct. Usage errors are clap's (its message, exit 2); `Err` from a command is printed as
//! `sudoku: <message>` (exit 2); a command says 1 itself when a puzzle was malformed.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::{
    artwork::Artwork, convert::Convert, count::Count, grade::Grade, keys::Keys, layout, menu::Menu,
    queens::Queens, race::Race, render::Render, save_show::Save, solve::Solve, strings::Strings,
};

/// Sudoku puzzle files, and the PSP app's screens, texts and saves, on the host
#[derive(Debug, Parser)]
#[command(name = "sudoku", bin_name = "sudoku", version, max_term_width = 100)]
#[command(args_override_self = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands, in the order `sudoku --help` lists them.
#[derive(Debug, Subcommand)]
pub enum Command {
    Solve(Solve),
    Count(Count),
    Grade(Grade),
    Convert(Convert),
    Race(Race),
    Queens(Queens),
    Artwork(Artwork),
    Render(Render),
    Keys(Keys),
    Strings(Strings),
    Save(Save),
    Menu(Menu),
    StatusArea(layout::StatusArea),
    Layout(layout::Layout),
}

impl Command {
    /// Runs the subcommand: its exit code, or what stopped it.
    pub fn run(self) -> Result<ExitCode, String> {
        match self {
            Command::Solve(command) => command.run(),
            Command::Count(command) => command.run(),
            Command::Grade(command) => command.run(),
            Command::Convert(command) => command.run(),
            Command::Race(command) => command.run(),
            Command::Queens(command) => command.run(),
            Command::Artwork(command) => command.run(),
            Command::Render(command) => command.run(),
            Command::Keys(command) => command.run(),
            Command::Strings(command) => command.run(),
            Command::Save(command) => command.run(),
            Command::Menu(command) => command.run(),
            Command::StatusArea(command) => command.run(),
            Command::Layout(command) => command.run(),
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}
