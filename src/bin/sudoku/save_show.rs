//! `sudoku save`: what a save file of the app holds, as puzzle lines; the file is only read.

use std::{fmt::Write as _, fs, process::ExitCode};

use sudoku_core::{
    AnyGrid,
    save::{SavedMode, Snapshot, decode},
};

/// The text `sudoku save` prints for one decoded file: a comment line, then the givens.
pub fn describe(name: &str, snapshot: &Snapshot) -> String {
    let grid = snapshot.any_grid();
    let side = usize::from(snapshot.box_size()).pow(2);
    let cursor = usize::from(snapshot.cursor());
    let mode = match (snapshot.play(), snapshot.mode()) {
        (Some(_), _) => "a game",
        (None, SavedMode::Editing) => "editing",
        (None, SavedMode::SolvedUnique) => "solved",
        (None, SavedMode::SolvedNotUnique) => "solved, not unique",
    };
    let givens = match grid {
        AnyGrid::Four(g) => AnyGrid::Four(g.givens_only()),
        AnyGrid::Nine(g) => AnyGrid::Nine(g.givens_only()),
        AnyGrid::Sixteen(g) => AnyGrid::Sixteen(g.givens_only()),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# {name}: {}, {mode}, cursor r{}c{}",
        grid.size_name(),
        cursor / side + 1,
        cursor % side + 1
    );
    let _ = writeln!(out, "# with the placed digits: {grid}");
    let _ = writeln!(out, "{givens}");
    out
}

/// Prints every file's givens; a file that cannot be read or decoded is named on stderr (exit 1).
pub fn command(files: &[String]) -> Result<ExitCode, String> {
    if files.is_empty() {
        return Err("save needs one or more save files".into());
    }
    let mut code = ExitCode::SUCCESS;
    for file in files {
        match fs::read(file)
            .map_err(|e| e.to_string())
            .and_then(|bytes| decode(&bytes).map_err(|e| e.to_string()))
        {
            Ok(snapshot) => print!("{}", describe(file, &snapshot)),
            Err(e) => {
                eprintln!("sudoku: {file}: {e}");
                code = ExitCode::FAILURE;
            }
        }
    }
    Ok(code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::{Cell, Grid, Nine, puzzles::CLASSROOM};

    #[test]
    fn a_save_shows_its_givens_as_a_puzzle_line() {
        let mut grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
        let first_empty = Cell::<Nine>::all()
            .find(|&c| grid.digit(c).is_none())
            .unwrap();
        grid.place(first_empty, sudoku_core::Digit::new(1).unwrap());
        let snapshot = Snapshot::new(&grid, Cell::new(2, 3).unwrap(), SavedMode::Editing);
        let text = describe("state.sav", &snapshot);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "# state.sav: 9x9, editing, cursor r3c4");
        assert!(lines[1].starts_with("# with the placed digits: 1"));
        assert_eq!(lines[2], CLASSROOM);
    }
}
