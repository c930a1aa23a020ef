//! The pure core of the PSP Sudoku editor and solver.
//!
//! Everything here is `no_std`, allocation-free and knows nothing of the PSP:
//! the shells (the PSP binary in `src/main.rs`, the host tools in `src/bin/`)
//! move pad state in and pixels out. All of it is tested on the host. The one `unsafe` block
//! is the solver's Allegrex `clz`. Layers only look down: the app drives the editors, which
//! drive the solver, the logic and the lesson, over the model; drawing reads them all.
//!
//! Each module's documentation says how that part works, for the people who change it:
//!
//! | module | holds |
//! |---|---|
//! | [`size`], [`digit`], [`cell`], [`cellset`], [`grid`], [`conflict`] | the model: grid sizes as types, valid digits, cells and units, givens apart from placed digits, clashing givens |
//! | [`format`] | puzzle text: the streaming reader of every file form, and the forms written |
//! | [`solver`] | the resumable, observable backtracking search over band bitboards |
//! | [`logic`] | solving as a person does: techniques, hints, grading |
//! | [`lesson`] | the classroom's backtracking searches, a step at a time |
//! | [`generate`], [`random`], [`puzzles`] | new puzzles; the seeded generator; the built-in grids |
//! | [`library`] | puzzle collections on the memory stick, indexed, never held in memory |
//! | [`pad`], [`clock`] | the pad as a person uses it: presses, repeats, chords, the stick's keypad; time |
//! | [`editor`] | one grid's state machine, a file per mode |
//! | [`app`] | the editors of the three sizes, the menu, the library and slot screens, the files |
//! | [`save`] | the save files: format, atomic protocol, the storage trait |
//! | [`text`] | every text the player reads, in English and French |
//! | [`draw`] | every screen, as embedded-graphics drawables |
//!
//! The PSP shell (`src/main.rs`, `src/shell/`) is built only for the PSP: its notes are in
//! `src/shell/mod.rs`.
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
pub mod preferences;
pub mod puzzles;
pub mod random;
pub mod save;
pub mod size;
pub mod solver;
pub mod text;

#[cfg(test)]
mod test_support;

pub use cell::{Cell, Unit};
pub use cellset::CellSet;
pub use conflict::Conflict;
pub use digit::Digit;
pub use format::{AnyGrid, LineError, PuzzleError};
pub use grid::{Entry, Grid};
pub use size::{Four, GridSize, Nine, Sixteen, Size};
