//! `make bench`: how fast the puzzle file reader reads, in megabytes a second and
//! microseconds a puzzle, on the largest shared set (every 17-clue puzzle, 49,158 lines)
//! written one a line and as grids, read 4 KiB at a time as the PSP reads the memory stick.
//! Skimming (where each puzzle starts, no grid built), as the library indexes a collection, is
//! timed too. The old line parser (`puzzle_lines` and `AnyGrid::from_line` over the text in memory) is
//! timed alongside for scale. Figures, never pass/fail: best of several rounds.
//!
//! `PUZZLES` names the folder of puzzle sets (default `../shared/puzzles`); without it the
//! 1,004-puzzle sample of `tests/puzzles/` is read.

use std::{fs, hint::black_box, path::PathBuf, time::Instant};

use sudoku_core::{
    AnyGrid,
    format::{Item, Reader, Skim, puzzle_lines},
};

const ROUNDS: usize = 7;
const CHUNK: usize = 4096;

/// Puzzles and malformed ones read from `text`, a chunk at a time.
fn read_all(text: &[u8]) -> (usize, usize) {
    let mut reader = Reader::new();
    let (mut puzzles, mut errors) = (0, 0);
    let mut count = |item: Item| match item {
        Item::Puzzle(found) => {
            black_box(&found);
            puzzles += 1;
        }
        _ => errors += 1,
    };
    for chunk in text.chunks(CHUNK) {
        let mut rest = chunk;
        while !rest.is_empty() {
            let (used, item) = reader.next(rest);
            rest = &rest[used..];
            item.into_iter().for_each(&mut count);
        }
    }
    while let Some(item) = reader.finish() {
        count(item);
    }
    (puzzles, errors)
}

/// Puzzles and malformed ones skimmed from `text` (where each starts, no grid built: how the
/// library indexes a collection), a chunk at a time.
fn skim_all(text: &[u8]) -> (usize, usize) {
    let mut reader = Reader::new();
    let (mut puzzles, mut errors) = (0, 0);
    let mut count = |item: Skim| match item {
        Skim::Puzzle(at) => {
            black_box(&at);
            puzzles += 1;
        }
        _ => errors += 1,
    };
    for chunk in text.chunks(CHUNK) {
        let mut rest = chunk;
        while !rest.is_empty() {
            let (used, item) = reader.skim(rest);
            rest = &rest[used..];
            item.into_iter().for_each(&mut count);
        }
    }
    while let Some(item) = reader.finish_skim() {
        count(item);
    }
    (puzzles, errors)
}

/// The best time of [`ROUNDS`] runs of `run`, in seconds, and its result.
fn best<T>(mut run: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut result = None;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let r = run();
        best = best.min(start.elapsed().as_secs_f64());
        result = Some(r);
    }
    (best, result.expect("at least one round"))
}

fn report(what: &str, bytes: usize, puzzles: usize, seconds: f64) {
    println!(
        "{what:<44} {:>6.1} MB/s {:>7.3} us/puzzle ({puzzles} puzzles, {:.1} MB, {:.1} ms)",
        bytes as f64 / seconds / 1e6,
        seconds * 1e6 / puzzles as f64,
        bytes as f64 / 1e6,
        seconds * 1e3
    );
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir =
        std::env::var_os("PUZZLES").map_or_else(|| root.join("../shared/puzzles"), PathBuf::from);
    let shared = dir.join("puzzles2_17_clue.txt");
    let path = if shared.exists() {
        shared
    } else {
        root.join("tests/puzzles/sample_17_clue.txt")
    };
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!("reading {}", path.display());

    let (seconds, (puzzles, errors)) = best(|| read_all(text.as_bytes()));
    assert_eq!(errors, 0);
    report("reader, one a line", text.len(), puzzles, seconds);

    let (seconds, (puzzles, errors)) = best(|| skim_all(text.as_bytes()));
    assert_eq!(errors, 0);
    report(
        "reader, one a line, skimmed (indexing)",
        text.len(),
        puzzles,
        seconds,
    );

    let (seconds, count) = best(|| {
        puzzle_lines(&text)
            .filter_map(|(_, line)| AnyGrid::from_line(line).ok())
            .fold(0, |n, grid| {
                black_box(&grid);
                n + 1
            })
    });
    report(
        "old line parser, whole text in memory",
        text.len(),
        count,
        seconds,
    );

    let grids: String = puzzle_lines(&text)
        .filter_map(|(_, line)| AnyGrid::from_line(line).ok())
        .map(|g| format!("{}\n", g.grid_form()))
        .collect();
    let (seconds, (puzzles, errors)) = best(|| read_all(grids.as_bytes()));
    assert_eq!(errors, 0);
    report("reader, grid form", grids.len(), puzzles, seconds);

    let crlf = text.replace('\n', "\r\n");
    let (seconds, (puzzles, _)) = best(|| read_all(crlf.as_bytes()));
    report("reader, one a line, CRLF", crlf.len(), puzzles, seconds);
}
