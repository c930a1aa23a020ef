//! The pure core of the PSP Sudoku editor and solver.
//!
//! Everything here is `no_std`, allocation-free and knows nothing of the PSP:
//! the shells (the PSP binary in `src/main.rs`, the host tools in `src/bin/`)
//! move pad state in and pixels out. All of it is tested on the host.
#![no_std]
#![deny(missing_docs, missing_debug_implementations, unsafe_code)]

#[cfg(test)]
extern crate std;

pub mod draw;
