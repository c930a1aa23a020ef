//! `sudoku save`: what a save file of the app holds, as puzzle lines (a grid's autosave or slot)
//! or as settings and best times (`player.sav`); the file is only read.

use std::{fmt::Write as _, fs, process::ExitCode};

use clap::Args;
use sudoku_core::{
    AnyGrid, GridSize,
    logic::Difficulty,
    preferences::{Mistakes, Speed, difficulty_name},
    save::{PROFILE_MAGIC, Profile, SaveFile, SavedMode, Snapshot, decode},
};

/// The text `sudoku save` prints for a player file: a comment line with the settings (as codes
/// and words), then one `best SIZE DIFFICULTY MS` line per best time kept.
pub fn describe_profile(name: &str, profile: &Profile) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let prefs = &profile.preferences;
    let speed = match prefs.speed {
        Speed::Slow => "slow",
        Speed::Normal => "normal",
        Speed::Fast => "fast",
    };
    let mistakes = match prefs.mistakes {
        Mistakes::Off => "off",
        Mistakes::Rules => "rules",
        Mistakes::Solution => "solution",
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# {name}: watch {}, speed {speed}, mistakes {mistakes}, difficulty {}, box {}, skip used {}, language {}",
        on(prefs.watch),
        difficulty_name(prefs.difficulty),
        profile.size.box_size(),
        on(prefs.skip_used),
        profile.language_code()
    );
    for size in GridSize::ALL {
        for difficulty in Difficulty::ALL {
            if let Some(ms) = profile.best_ms(size, difficulty) {
                let (size, difficulty) = (size.name(), difficulty_name(difficulty));
                let _ = writeln!(out, "best {size} {difficulty} {ms}");
            }
        }
    }
    out
}

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

/// Print what the app's save files hold, as puzzle lines; the files are only read
///
/// For a grid's save (state.sav, a slot): a comment line (size, mode, cursor), a comment line
/// with the placed digits, and the givens, which 'sudoku solve' reads. For player.sav: a comment
/// line with the settings and a 'best SIZE DIFFICULTY MS' line per best time kept. A file that
/// cannot be read or decoded is named on stderr (exit 1).
#[derive(Debug, Args)]
pub struct Save {
    /// The save files
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
}

impl Save {
    /// Prints every file's givens; exit 1 if one could not be read or decoded.
    pub fn run(self) -> Result<ExitCode, String> {
        Ok(show(&self.files))
    }
}

/// Prints every file's givens; a file that cannot be read or decoded is named on stderr (exit 1).
fn show(files: &[String]) -> ExitCode {
    let mut code = ExitCode::SUCCESS;
    for file in files {
        match fs::read(file).map_err(|e| e.to_string()).and_then(|bytes| {
            if bytes.starts_with(&PROFILE_MAGIC) {
                Profile::decode_from(&bytes)
                    .map(|profile| describe_profile(file, &profile))
                    .map_err(|e| e.to_string())
            } else {
                decode(&bytes)
                    .map(|snapshot| describe(file, &snapshot))
                    .map_err(|e| e.to_string())
            }
        }) {
            Ok(text) => print!("{text}"),
            Err(e) => {
                eprintln!("sudoku: {file}: {e}");
                code = ExitCode::FAILURE;
            }
        }
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::{Cell, Grid, Nine, preferences::Preferences, puzzles::CLASSROOM};

    #[test]
    fn a_player_file_shows_its_settings_and_each_best_time() {
        let prefs = Preferences {
            watch: true,
            speed: Speed::Slow,
            mistakes: Mistakes::Solution,
            difficulty: Difficulty::Hard,
            ..Preferences::default()
        };
        let mut profile = Profile::new(prefs, GridSize::Nine);
        profile.record(GridSize::Nine, Difficulty::Medium, 61_250);
        profile.record(GridSize::Sixteen, Difficulty::NeedsGuessing, 7);
        let text = describe_profile("player.sav", &profile);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "# player.sav: watch on, speed slow, mistakes solution, difficulty hard, box 3, skip used off, language 0"
        );
        assert_eq!(lines[1..], ["best 9x9 medium 61250", "best 16x16 expert 7"]);
    }

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
