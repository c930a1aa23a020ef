//! The pure core of the PSP Sudoku editor and solver.
//!
//! Everything here is `no_std`, allocation-free and knows nothing of the PSP:
//! the shells (the PSP binary in `src/main.rs`, the host tools in `src/bin/`)
//! move pad state in and pixels out. All of it is tested on the host.
#![no_std]
// The solver's Allegrex `clz` (src/solver/allegrex.rs) is inline assembly, unstable on MIPS.
#![cfg_attr(target_os = "psp", feature(asm_experimental_arch))]
#![deny(missing_docs, missing_debug_implementations, unsafe_code)]
// `make doc` documents private items too, for the people who change the code: the design notes
// link to private modules and items, and a link that points nowhere fails `make lint`.
#![deny(rustdoc::broken_intra_doc_links)]
#![allow(rustdoc::private_intra_doc_links)]

#[cfg(test)]
extern crate std;

pub mod app;
pub mod cell;
pub mod cellset;
pub mod clock;
pub mod conflict;
pub mod digit;
pub mod draw;
pub mod editor;
pub mod format;
pub mod generate;
pub mod grid;
pub mod lesson;
pub mod library;
pub mod logic;
pub mod pad;
pub mod puzzles;
pub mod random;
pub mod save;
pub mod size;
pub mod solver;
pub mod text;

pub use cell::{Cell, Unit};
pub use cellset::CellSet;
pub use conflict::Conflict;
pub use digit::Digit;
pub use format::{AnyGrid, LineError, PuzzleError};
pub use grid::{Entry, Grid};
pub use size::{Four, GridSize, Nine, Sixteen, Size};
