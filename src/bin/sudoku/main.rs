//! `sudoku`: the host command-line tool: puzzle files (solve, count, grade, convert, race), the PSP
//! app's screens, artwork, texts, menu and saves, and the figures the emulator tests read.
//!
//! `cli.rs` lists the subcommands; each lives in its own module, with its arguments as a clap
//! struct; `read.rs` holds what the puzzle-file commands share.

// The arguments' doc comments are their `--help` texts, where `<what>` is a placeholder the
// reader fills in, not an HTML tag.
#![allow(rustdoc::invalid_html_tags)]

mod artwork;
mod cli;
mod convert;
mod count;
mod grade;
mod hodoku;
mod keys;
mod layout;
mod menu;
mod png_io;
mod queens;
mod race;
mod read;
mod render;
mod save_show;
mod solve;
mod stick;
mod strings;
mod tour;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    match cli::Cli::parse().command.run() {
        Ok(code) => code,
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::from(2)
        }
    }
}
