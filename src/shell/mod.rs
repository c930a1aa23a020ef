//! The PSP side of the app: hardware in, pixels and files out. No Sudoku logic here.

pub mod display;
