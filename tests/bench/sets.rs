//! The shared puzzle sets the benchmarks read: the `.txt` files of the folder `PUZZLES` names
//! (default `../shared/puzzles`, beside the repository), in name order.

use std::{fs, path::PathBuf};

/// The folder of puzzle sets.
pub fn folder() -> PathBuf {
    std::env::var_os("PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    )
}

/// The puzzle files of [`folder`], sorted by name; a folder that cannot be read stops the run
/// with its name and the way to choose another.
pub fn files() -> Vec<PathBuf> {
    let dir = folder();
    let mut paths: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (set PUZZLES to the folder of puzzle files)",
                dir.display()
            )
        })
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths
}
