//! The puzzle file reader on files as people have them (`tests/puzzles/formats/`), and on
//! every puzzle set written out in the grid form and read back: the fixture sets of
//! `tests/puzzles/` in every run, every shared set of `$PUZZLES` (default
//! `../shared/puzzles`) in an ignored run:
//!
//! ```sh
//! cargo test --release --test formats -- --ignored --nocapture
//! ```

use std::{
    fs,
    path::{Path, PathBuf},
    time::Instant,
};

use sudoku_core::{
    AnyGrid,
    format::{Item, puzzle_lines, read},
};

const CLASSROOM: &str =
    ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";
const TUTORIAL: &str =
    "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";
const WORST_CASE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/puzzles")
        .join(name)
}

/// What a file holds, one string an item: `L<line>: <puzzle line>` or `error <message>`.
fn outcome(path: &Path) -> Vec<String> {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    read(&bytes)
        .map(|item| match item {
            Item::Puzzle(found) => format!("L{}: {}", found.at.line, found.grid),
            Item::Malformed(error) => format!("error {error}"),
            Item::NotText(error) => format!("not text: {error}"),
        })
        .collect()
}

#[test]
fn every_format_fixture_reads_as_expected() {
    let sixteen = "9A71.C5..BF28..4GC2....471....6B5D3...EB.4.8...CB..42.G..A...3.5.E.B7.19....3C..6...C..E..7.4B1.4F.7.3.....1.2..1G.3.4.D2.BE98.68.GC9B.F1.4.6.23..6.A.....2.B.C1.B4A.7..E..6...8..FD....C8.B7.A.3.E...B..2.9F..DC...8.7.FE...132F2....4A3....6B7A..6F53..CD.G98E";
    let sudocue =
        "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";
    let cases: Vec<(&str, Vec<String>)> = vec![
        (
            "notepad.txt",
            vec![format!("L2: {CLASSROOM}"), format!("L4: {TUTORIAL}")],
        ),
        ("classroom.ss", vec![format!("L1: {CLASSROOM}")]),
        ("printout.txt", vec![format!("L1: {TUTORIAL}")]),
        ("sudocue.sdk", vec![format!("L8: {sudocue}")]),
        ("sadman.sdk", vec![format!("L4: {CLASSROOM}")]),
        (
            "tutorial.txt",
            vec![format!("L1: {TUTORIAL}"), format!("L15: {CLASSROOM}")],
        ),
        (
            "project_euler.txt",
            vec![
                format!("L2: {CLASSROOM}"),
                format!("L12: {TUTORIAL}"),
                format!("L22: {WORST_CASE}"),
            ],
        ),
        (
            "sizes.txt",
            vec![
                "L2: 32.4........4.23".to_string(),
                format!("L7: {sixteen}"),
                "L27: 1..4..3..1..2...".to_string(),
                "L28: .2.4............".to_string(),
            ],
        ),
        (
            "mixed.txt",
            vec![
                format!("L2: {CLASSROOM}"),
                "error line 3 col 41: unexpected character 'x'".to_string(),
                "error line 9 col 1: the 9x9 grid ends after 5 rows, it needs 9".to_string(),
                format!("L10: {WORST_CASE}"),
                "error line 23 col 1: unexpected character 't'".to_string(),
                format!("L24: {}", ".".repeat(81)),
                "error line 28 col 9: a row of 8 cells, a 9x9 grid has 9 in each".to_string(),
                format!("L34: {TUTORIAL}"),
            ],
        ),
    ];
    let listed: Vec<&str> = cases.iter().map(|(name, _)| *name).collect();
    let mut present: Vec<String> = fs::read_dir(fixture("formats"))
        .expect("tests/puzzles/formats is committed")
        .map(|e| {
            e.expect("a readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    present.sort();
    let mut sorted = listed.clone();
    sorted.sort();
    assert_eq!(present, sorted, "every fixture has its expectation");
    for (name, expected) in cases {
        assert_eq!(
            outcome(&fixture(&format!("formats/{name}"))),
            expected,
            "{name}"
        );
    }
}

/// Reads every puzzle line of the files in `paths`, writes them all in the grid form, reads
/// that back, and checks the same puzzles come back in order; returns the count.
fn round_trip_through_the_grid_form(paths: &[PathBuf]) -> usize {
    let mut total = 0;
    for path in paths {
        let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let puzzles: Vec<AnyGrid> = puzzle_lines(&text)
            .map(|(line, s)| {
                AnyGrid::from_line(s).unwrap_or_else(|e| panic!("{}:{line}: {e}", path.display()))
            })
            .collect();
        // The reader reads the line form as the line parser does.
        let direct: Vec<AnyGrid> = read(text.as_bytes()).map(grid_of).collect();
        assert_eq!(direct, puzzles, "{}: read as lines", path.display());
        let mut grids = String::new();
        for puzzle in &puzzles {
            grids.push_str(&puzzle.grid_form().to_string());
            grids.push('\n');
        }
        let start = Instant::now();
        let back: Vec<AnyGrid> = read(grids.as_bytes()).map(grid_of).collect();
        let took = start.elapsed();
        assert_eq!(back, puzzles, "{}: through the grid form", path.display());
        println!(
            "{}: {} puzzles through the grid form ({} bytes read back in {:.1} ms)",
            path.display(),
            puzzles.len(),
            grids.len(),
            took.as_secs_f64() * 1e3
        );
        total += puzzles.len();
    }
    total
}

fn grid_of(item: Item) -> AnyGrid {
    match item {
        Item::Puzzle(found) => found.grid,
        other => panic!("{other:?}"),
    }
}

/// The `.txt` files of `dir`, sorted.
fn txt_files(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(
        !paths.is_empty(),
        "{} holds no .txt puzzle files",
        dir.display()
    );
    paths
}

#[test]
fn every_fixture_set_reads_back_through_the_grid_form() {
    let total = round_trip_through_the_grid_form(&txt_files(&fixture("")));
    assert!(total > 4_800, "{total} puzzles");
}

/// Every shared set (about 110,000 puzzles; a few seconds).
#[test]
#[ignore = "needs the shared puzzle folder; a few seconds"]
fn every_shared_set_reads_back_through_the_grid_form() {
    let dir = std::env::var_os("PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"),
        PathBuf::from,
    );
    let total = round_trip_through_the_grid_form(&txt_files(&dir));
    println!("{total} puzzles read back through the grid form");
    assert!(total > 100_000, "{total} puzzles");
}
