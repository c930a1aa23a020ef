//! The PSP side of the app: hardware in, pixels and files out. No Sudoku logic here.

pub mod display;
pub mod errand;
pub mod files;
pub mod input;
pub mod log;
pub mod power;
pub mod system;
pub mod time;
