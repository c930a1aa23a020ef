//! The library over an in-memory stick: listing collections, indexing, jumps, files that
//! change, files that are no puzzle text.

use super::{collection::MAX_FILE_NAME, index::MARKS, *};
use crate::{
    clock::FakeClock,
    format::{self, AnyGrid, Item},
    save::memory::MemoryStorage,
};
use std::{
    format,
    string::{String, ToString},
    vec::Vec,
};

/// Puzzle `n`'s line: its number in the first six cells (`0` written as an empty cell), the
/// rest empty, so that every puzzle of a big file is distinct and says which it is.
pub(crate) fn numbered(n: u32) -> String {
    let mut line: String = format!("{n:06}")
        .chars()
        .map(|c| if c == '0' { '.' } else { c })
        .collect();
    line.push_str(&".".repeat(75));
    line
}

/// The number a [`numbered`] puzzle holds.
fn number_of(grid: &AnyGrid) -> u32 {
    let line = match grid {
        AnyGrid::Nine(g) => g.to_string(),
        _ => panic!("not a numbered puzzle: {grid:?}"),
    };
    line[..6]
        .chars()
        .fold(0, |n, c| n * 10 + c.to_digit(10).unwrap_or(0))
}

/// A file of `count` numbered puzzles, one a line.
pub(crate) fn numbered_file(count: u32) -> Vec<u8> {
    let mut text = String::with_capacity(count as usize * 82);
    for n in 0..count {
        text.push_str(&numbered(n));
        text.push('\n');
    }
    text.into_bytes()
}

fn stick_with(files: &[(&str, &[u8])]) -> MemoryStorage {
    let mut storage = MemoryStorage::new(false);
    for (name, bytes) in files {
        storage.write(name, bytes).unwrap();
    }
    storage
}

/// Opens collection `path` and reads it whole.
fn open(library: &mut Library, storage: &mut MemoryStorage, path: &str) {
    library.refresh(storage);
    let n = (library.collections().iter())
        .position(|c| c.path == path)
        .unwrap_or_else(|| panic!("no collection {path}"));
    library.choose(n, 0);
    read_whole(library, storage);
    assert_eq!(library.open(), n);
}

fn read_whole(library: &mut Library, storage: &mut MemoryStorage) {
    let mut clock = FakeClock::stepping(1);
    for _ in 0..100_000 {
        if !library.is_reading() {
            return;
        }
        library.work(storage, &mut clock, 1_000);
    }
    panic!("the reading never ends");
}

fn show(library: &mut Library, storage: &mut MemoryStorage, n: u32) -> Option<Entry> {
    library.show(storage, n, &mut FakeClock::stepping(1));
    library.shown().cloned()
}

// ---- counts and names ---------------------------------------------------------------------

/// The classroom grid's grade: medium, its hardest step a hidden pair (3.4).
const MEDIUM_34: crate::logic::Rated = crate::logic::Rated {
    level: crate::logic::Level::Medium,
    rating: crate::logic::Rating::tenths(34),
    finished: true,
};

#[test]
fn counts_are_written_with_thousands_separators() {
    let shown: Vec<String> = [0, 7, 999, 1000, 49_158, 1_234_567]
        .iter()
        .map(|&n| Count(n).to_string())
        .collect();
    assert_eq!(shown, ["0", "7", "999", "1,000", "49,158", "1,234,567"]);
}

#[test]
fn counts_grades_and_names_read_in_each_language() {
    use crate::text::{In, Lang};
    let fr = |v: &dyn crate::text::Localized| In(Lang::Fr, v).to_string();
    assert_eq!(fr(&Count(49_158)), "49\u{a0}158");
    assert_eq!(fr(&Count(1_234_567)), "1\u{a0}234\u{a0}567");
    // The English of each is its Display.
    assert_eq!(BUILT_IN[2].name.to_string(), "Game 3");
    assert_eq!(fr(&BUILT_IN[2].name), "Partie 3");
    assert_eq!(Solutions::Unique.to_string(), "one solution");
    assert_eq!(fr(&Solutions::Several), "plusieurs solutions");
    assert_eq!(Skip::Gone.to_string(), "no longer there");
    assert_eq!(fr(&Skip::Gone), "n'est plus là");
    let medium = GradeName {
        graded: Some(Graded::Level(MEDIUM_34)),
        solutions: Some(Solutions::Unique),
    };
    assert_eq!(medium.to_string(), "medium (3.4)");
    assert_eq!(fr(&medium), "moyen (3,4)");
}

#[test]
fn what_is_known_of_a_puzzle_says_no_solution_once() {
    let mut entry = Entry::built_in(1).expect("the classroom grid");
    assert_eq!(About(&entry).to_string(), "grading, solutions not known");
    entry.graded = Some(Graded::Level(MEDIUM_34));
    entry.solutions = Some(Solutions::Unique);
    assert_eq!(About(&entry).to_string(), "medium (3.4), one solution");
    // A clash or a contradiction: no solution, and nothing more to say.
    entry.graded = Some(Graded::Invalid);
    entry.solutions = None;
    assert_eq!(About(&entry).to_string(), "no solution");
    entry.graded = None;
    entry.solutions = Some(Solutions::None);
    assert_eq!(About(&entry).to_string(), "no solution");
    assert_eq!(
        crate::text::In(crate::text::Lang::Fr, About(&entry)).to_string(),
        "aucune solution"
    );
}

#[test]
fn the_report_gives_the_mean_of_several_jumps_and_gradings() {
    let mut storage = stick_with(&[("puzzles.txt", &numbered_file(3))]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    let open = library.open;
    library.collections[open].jumps = collection::Jumps {
        count: 2,
        total_us: 3_000,
        slowest_us: 2_000,
    };
    library.collections[open].grades = collection::Jumps {
        count: 4,
        total_us: 20_000,
        slowest_us: 8_000,
    };
    let report = library.report(crate::text::Lang::En).to_string();
    assert!(
        report.contains("; 2 jumps, 1.5 ms on average, 2.0 ms the slowest; 4 puzzles graded, 5.0 ms of work on average, 8.0 ms the slowest\n"),
        "{report}"
    );
    let report = library.report(crate::text::Lang::Fr).to_string();
    assert!(
        report.contains("; 2 sauts, 1,5 ms en moyenne, 2,0 ms au plus lent; 4 grilles évaluées, 5,0 ms de travail en moyenne, 8,0 ms au plus lent\n"),
        "{report}"
    );
}

// ---- listing --------------------------------------------------------------------------------

#[test]
fn the_collections_are_the_built_in_puzzles_the_two_files_and_the_folder_by_name() {
    let mut storage = stick_with(&[
        ("puzzles/b.txt", b"x"),
        ("puzzles/A.sdk", b"x"),
        ("puzzles/._A.sdk", b"\0\x05\x16\x07 a Mac's resource fork"),
        ("puzzles/sub/deep.txt", b"x"),
        ("mine.txt", b"x"),
        ("puzzles.txt", b"x"),
        ("state.sav", b"SUDK"),
    ]);
    let mut library = Library::new();
    assert_eq!(
        library.collections().len(),
        1,
        "the built-in puzzles alone at first"
    );
    library.refresh(&mut storage);
    let names: Vec<String> = library
        .collections()
        .iter()
        .map(|c| c.name().as_str().into())
        .collect();
    assert_eq!(
        names,
        ["built in", "puzzles.txt", "mine.txt", "A.sdk", "b.txt"],
        "hidden files and sub-folders are no collections; names sort ignoring case"
    );
    assert_eq!(library.collections()[3].path, "puzzles/A.sdk");
    assert_eq!(
        library.collections()[0].puzzles(),
        Some(BUILT_IN.len() as u32)
    );
    assert_eq!(library.collections()[1].known, Known::Unread);
}

#[test]
fn short_names_a_psp_lists_in_capitals_are_shown_as_written() {
    // A PSP's FAT driver (and PPSSPP) lists `17-clue.txt`, written by a computer, as
    // `17-CLUE.TXT`: names that fit 8.3 come back in capitals, longer or mixed ones as they are.
    let mut storage = stick_with(&[
        ("puzzles/17-CLUE.TXT", &numbered_file(3)),
        ("puzzles/Notes.TXT", b"x"),
        ("puzzles/LONGNAME9.TXT", b"x"),
        ("puzzles/README", b"x"),
        ("puzzles/A.TEXT", b"x"),
    ]);
    let mut library = Library::new();
    library.refresh(&mut storage);
    let names: Vec<String> = library
        .collections()
        .iter()
        .map(|c| c.name().as_str().into())
        .collect();
    assert_eq!(
        names,
        [
            "built in",
            "17-clue.txt",
            "A.TEXT",
            "LONGNAME9.TXT",
            "Notes.TXT",
            "readme"
        ]
    );
    // The file is opened by the name the stick lists; the player reads it as written.
    open(&mut library, &mut storage, "puzzles/17-CLUE.TXT");
    let entry = show(&mut library, &mut storage, 2).unwrap();
    assert_eq!(entry.source.to_string(), "17-clue.txt line 3");
    let report = library.report(crate::text::Lang::En).to_string();
    assert!(
        report.contains("\npuzzles/17-clue.txt: 3 puzzles, read in "),
        "{report}"
    );
    assert_eq!(
        shown_name("puzzles/ÉTÉ.TXT"),
        "puzzles/ÉTÉ.TXT",
        "no FAT short name"
    );
    assert_eq!(shown_name("MINE.TXT"), "mine.txt");
}

#[test]
fn a_folder_of_more_files_than_the_library_holds_keeps_the_first_by_name() {
    let mut storage = MemoryStorage::new(false);
    // Written in reverse order, so the listing sees the last names first.
    for n in (0..MAX_FOLDER_FILES + 4).rev() {
        storage
            .write(&format!("puzzles/set{n:02}.txt"), b"x")
            .unwrap();
    }
    let long = "x".repeat(MAX_FILE_NAME + 1);
    storage.write(&format!("puzzles/{long}"), b"x").unwrap();
    storage
        .write(&format!("puzzles/{}", &long[1..]), b"x")
        .unwrap();
    let mut library = Library::new();
    library.refresh(&mut storage);
    let files: Vec<String> = library.collections()[1..]
        .iter()
        .map(|c| c.name().as_str().into())
        .collect();
    assert_eq!(files.len(), MAX_FOLDER_FILES);
    assert_eq!(library.collections().len(), MAX_COLLECTIONS - 2);
    assert_eq!(files[0], "set00.txt");
    assert_eq!(
        files[MAX_FOLDER_FILES - 1],
        format!("set{:02}.txt", MAX_FOLDER_FILES - 1)
    );
    assert_eq!(
        library.left_out(),
        (5, 1),
        "4 sets and the name that fits but sorts last"
    );
    let report = library.report(crate::text::Lang::En).to_string();
    assert!(
        report.contains("puzzles/: 5 more files left out (the library holds 29)"),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "puzzles/: 1 file left out, the name longer than {MAX_FILE_NAME} bytes"
        )),
        "{report}"
    );
}

#[test]
fn a_file_too_big_is_named_and_skipped_without_reading_it() {
    let big = std::vec![b'.'; MAX_BYTES as usize + 1];
    let mut storage = stick_with(&[("puzzles/huge.txt", &big)]);
    let mut library = Library::new();
    library.refresh(&mut storage);
    let before = storage.ops;
    library.choose(1, 0);
    read_whole(&mut library, &mut storage);
    assert_eq!(storage.ops, before, "nothing read");
    assert!(matches!(
        library.collection().known,
        Known::Skipped(Skip::TooBig { size }) if size == MAX_BYTES + 1
    ));
    assert_eq!(library.available(), 0);
    assert!(
        library
            .report(crate::text::Lang::En)
            .to_string()
            .contains("puzzles/huge.txt: skipped, too big: 16777217 bytes, the library reads files of up to 16777216")
    );
}

#[test]
fn a_binary_or_utf16_file_is_named_and_skipped() {
    let mut storage = stick_with(&[
        ("puzzles/cover.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
        ("puzzles/utf16.txt", b"\xFF\xFE1\0.\0"),
    ]);
    let mut library = Library::new();
    for (path, says) in [
        (
            "puzzles/cover.png",
            "skipped, not a text file (byte 0x00 at offset 8)",
        ),
        (
            "puzzles/utf16.txt",
            "skipped, UTF-16 text, not read (save it as UTF-8)",
        ),
    ] {
        open(&mut library, &mut storage, path);
        assert!(matches!(
            library.collection().known,
            Known::Skipped(Skip::NotText(_))
        ));
        assert_eq!(library.available(), 0);
        let report = library.report(crate::text::Lang::En).to_string();
        assert!(report.contains(&format!("{path}: {says}")), "{report}");
    }
}

// ---- indexing and jumps ---------------------------------------------------------------------

#[test]
fn the_index_keeps_a_position_every_64_puzzles_and_jumps_land_on_the_puzzle() {
    let count = 49_158;
    let mut storage = stick_with(&[("puzzles/17-clue.txt", &numbered_file(count))]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles/17-clue.txt");
    assert_eq!(library.collection().puzzles(), Some(count));
    assert_eq!(library.index().spacing(), 64);
    assert_eq!(library.index().marks(), 769, "49,158 / 64, rounded up");
    for n in [0, 1, 63, 64, 65, 127, 128, 31_416, count - 64, count - 1] {
        let entry = show(&mut library, &mut storage, n).unwrap();
        assert_eq!((entry.number, number_of(&entry.grid)), (n, n));
        assert_eq!(
            entry.source.to_string(),
            format!("17-clue.txt line {}", Count(n + 1))
        );
    }
    assert_eq!(
        show(&mut library, &mut storage, count),
        None,
        "no puzzle past the last"
    );
}

#[test]
fn a_jump_reads_only_what_lies_between_the_nearest_position_and_the_puzzle() {
    let mut storage = stick_with(&[("big.txt", &numbered_file(10_000))]);
    let mut index = Index::new();
    let mut indexing = Indexing::start(storage.stat("big.txt").unwrap().unwrap(), &mut index);
    while indexing.step(&mut index, &mut storage, "big.txt").unwrap() == Step::More {}
    for n in [0, 5_000, 5_063, 9_999] {
        let before = storage.ops;
        let found = index.seek(&mut storage, "big.txt", n).unwrap();
        assert_eq!(number_of(&found.grid), n);
        // At most 63 puzzles of 82 bytes before it, and itself: 5,248 bytes, two reads of 4 KiB.
        assert!(
            storage.ops - before <= 2,
            "{} reads for puzzle {n}",
            storage.ops - before
        );
    }
}

#[test]
fn past_a_thousand_positions_the_spacing_doubles_and_every_puzzle_is_still_found() {
    // 4x4 puzzles keep the file small: 17 bytes each.
    let count = MARKS as u32 * 64 * 2 + 5;
    let mut text = String::new();
    for n in 0..count {
        // The puzzle's number in base 5, digits 0-4 as `.`, 1-4 in the 16 cells.
        let mut cells = [b'.'; 16];
        let mut rest = n;
        for cell in cells.iter_mut() {
            let d = (rest % 5) as u8;
            rest /= 5;
            *cell = if d == 0 { b'.' } else { b'0' + d };
        }
        text.push_str(core::str::from_utf8(&cells).unwrap());
        text.push('\n');
    }
    let mut storage = stick_with(&[("puzzles/fours.txt", text.as_bytes())]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles/fours.txt");
    assert_eq!(library.available(), count);
    assert_eq!(library.index().spacing(), 256, "doubled twice");
    assert!(library.index().marks() <= MARKS);
    for n in [0, 255, 256, 65_535, 65_536, 65_537, 131_071, count - 1] {
        let entry = show(&mut library, &mut storage, n).unwrap();
        let AnyGrid::Four(grid) = entry.grid else {
            panic!()
        };
        let value = grid.to_string().bytes().rev().fold(0u32, |v, b| {
            v * 5 + if b == b'.' { 0 } else { u32::from(b - b'0') }
        });
        assert_eq!(value, n);
    }
}

#[test]
fn every_puzzle_of_a_file_of_every_form_is_found_where_a_straight_read_finds_it() {
    let mut text = String::new();
    for (n, fixture) in [
        include_str!("../../tests/puzzles/formats/mixed.txt"),
        include_str!("../../tests/puzzles/formats/notepad.txt"),
        include_str!("../../tests/puzzles/formats/printout.txt"),
        include_str!("../../tests/puzzles/formats/sadman.sdk"),
        include_str!("../../tests/puzzles/formats/sizes.txt"),
        include_str!("../../tests/puzzles/formats/tutorial.txt"),
        include_str!("../../tests/puzzles/formats/project_euler.txt"),
    ]
    .iter()
    .cycle()
    .take(100)
    .enumerate()
    {
        text.push_str(fixture.trim_start_matches('\u{feff}'));
        text.push_str("\r\n");
        // And a grid of the numbered kind now and then.
        if n % 3 == 0 {
            let grid = AnyGrid::from_line(&numbered(n as u32)).unwrap();
            text.push_str(&format!("{}\n", grid.grid_form()));
        }
    }
    let straight: Vec<format::Found> = format::read(text.as_bytes())
        .filter_map(|item| match item {
            Item::Puzzle(found) => Some(found),
            _ => None,
        })
        .collect();
    assert!(straight.len() > 3 * 64, "{} puzzles", straight.len());
    let mut storage = stick_with(&[("puzzles/mixed.txt", text.as_bytes())]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles/mixed.txt");
    assert_eq!(library.available() as usize, straight.len());
    for (n, found) in straight.iter().enumerate() {
        let entry = show(&mut library, &mut storage, n as u32).unwrap();
        assert_eq!(entry.grid, found.grid, "puzzle {n}");
        assert_eq!(
            entry.source,
            Source::File {
                path: Path::try_from("puzzles/mixed.txt").unwrap(),
                line: found.at.line
            }
        );
    }
    let survey = library.survey().unwrap();
    assert!(survey.bad > 0, "the fixtures hold malformed puzzles");
    assert_eq!(survey.errors.len(), index::ERRORS_KEPT);
}

#[test]
fn reading_goes_a_chunk_at_a_time_and_the_puzzles_read_so_far_can_be_shown() {
    let mut storage = stick_with(&[("puzzles.txt", &numbered_file(2_000))]);
    let mut library = Library::new();
    library.refresh(&mut storage);
    library.choose(1, 0);
    // A clock that jumps past the budget at every reading: one chunk of 16 KiB a call.
    let mut clock = FakeClock::stepping(10_000);
    assert!(
        !library.work(&mut storage, &mut clock, 8_000),
        "the progress is not worth drawing after every slice"
    );
    assert!(library.is_reading());
    assert_eq!(
        library.available(),
        16 * 1024 / 82,
        "the whole puzzles of the first chunk"
    );
    assert_eq!(library.bytes_read(), Some(16 * 1024));
    let entry = show(&mut library, &mut storage, 150).unwrap();
    assert_eq!(number_of(&entry.grid), 150);
    assert_eq!(
        show(&mut library, &mut storage, 1_999),
        None,
        "not read yet"
    );
    let mut calls = 1;
    let mut drawn = Vec::new();
    while library.is_reading() {
        calls += 1;
        if library.work(&mut storage, &mut clock, 8_000) {
            drawn.push(calls);
        }
    }
    assert_eq!(
        calls, 11,
        "164,000 bytes: ten chunks of 16 KiB and a short one"
    );
    assert_eq!(
        drawn,
        [PROGRESS_EVERY as usize, 11],
        "the progress every {PROGRESS_EVERY} slices, and the end"
    );
    assert!(!library.is_reading());
    assert_eq!(library.collection().puzzles(), Some(2_000));
    assert!(
        !library.work(&mut storage, &mut clock, 8_000),
        "nothing left to do"
    );
}

// ---- files that change ----------------------------------------------------------------------

#[test]
fn a_file_that_grows_between_two_looks_is_read_again_before_any_jump() {
    let mut storage = stick_with(&[("puzzles.txt", &numbered_file(300))]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    assert_eq!(
        number_of(&show(&mut library, &mut storage, 299).unwrap().grid),
        299
    );
    // A new first line: every puzzle moves down one line and 82 bytes.
    let mut grown = format!("{}\n", numbered(999_999)).into_bytes();
    grown.extend_from_slice(&numbered_file(300));
    storage.write("puzzles.txt", &grown).unwrap();
    assert_eq!(
        show(&mut library, &mut storage, 299),
        None,
        "no stale puzzle"
    );
    assert!(library.is_reading(), "read again");
    read_whole(&mut library, &mut storage);
    assert_eq!(library.collection().puzzles(), Some(301));
    let entry = show(&mut library, &mut storage, 299).unwrap();
    assert_eq!(
        (number_of(&entry.grid), entry.source.to_string()),
        (298, "puzzles.txt line 300".to_string())
    );
    let Known::Read(summary) = &library.collection().known else {
        panic!()
    };
    assert!(summary.changed);
    assert!(
        library
            .report(crate::text::Lang::En)
            .to_string()
            .contains("(read again: it changed)")
    );
}

#[test]
fn a_file_changed_with_the_same_size_and_time_is_caught_by_the_jump_itself() {
    // Two spaces (ignored) at the end of line 251.
    let with_spaces = |line: usize| {
        let mut text = String::from_utf8(numbered_file(300)).unwrap();
        text.insert_str(line * 82 - 1, "  ");
        text.into_bytes()
    };
    let mut storage = stick_with(&[("puzzles.txt", &with_spaces(251))]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    // The spaces moved to line 101, the size and time kept (a FAT time is 2 s coarse): lines
    // 102 to 251 start two bytes later, the restart position of puzzle 192 among them.
    storage.files.insert("puzzles.txt".into(), with_spaces(101));
    assert_eq!(
        show(&mut library, &mut storage, 200),
        None,
        "never a misread puzzle"
    );
    assert!(library.is_reading(), "read again");
    read_whole(&mut library, &mut storage);
    let entry = show(&mut library, &mut storage, 200).unwrap();
    assert_eq!(number_of(&entry.grid), 200);
}

#[test]
fn a_file_that_changes_while_it_is_read_is_read_again() {
    let mut storage = stick_with(&[("puzzles.txt", &numbered_file(1_000))]);
    let mut library = Library::new();
    library.refresh(&mut storage);
    library.choose(1, 0);
    let mut clock = FakeClock::stepping(10_000);
    library.work(&mut storage, &mut clock, 8_000);
    storage.write("puzzles.txt", &numbered_file(500)).unwrap();
    read_whole(&mut library, &mut storage);
    assert_eq!(library.collection().puzzles(), Some(500));
    assert_eq!(
        number_of(&show(&mut library, &mut storage, 499).unwrap().grid),
        499
    );
}

#[test]
fn a_file_removed_or_unreadable_is_skipped_and_said() {
    let mut storage = stick_with(&[("puzzles.txt", &numbered_file(100))]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    storage.remove("puzzles.txt").unwrap();
    assert_eq!(show(&mut library, &mut storage, 5), None);
    assert_eq!(library.collection().known, Known::Skipped(Skip::Gone));
    storage.write("puzzles.txt", &numbered_file(100)).unwrap();
    open(&mut library, &mut storage, "puzzles.txt");
    assert_eq!(library.available(), 100, "back once it is back");
    storage.fail_read = true;
    assert_eq!(show(&mut library, &mut storage, 5), None);
    assert_eq!(
        library.collection().known,
        Known::Skipped(Skip::Unreadable(
            "Memory stick error: Injected".try_into().unwrap()
        ))
    );
}

#[test]
fn an_unchanged_file_keeps_what_was_read_and_its_index_across_listings() {
    let mut storage = stick_with(&[
        ("puzzles.txt", &numbered_file(100)),
        ("puzzles/other.txt", &numbered_file(10)),
    ]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    library.set_position(42);
    library.refresh(&mut storage);
    library.choose(1, 0);
    assert!(!library.is_reading(), "its index is still held");
    assert_eq!(library.collection().position, 42);
    // Another collection takes the index; coming back reads the file again, its count known.
    open(&mut library, &mut storage, "puzzles/other.txt");
    library.choose(1, 0);
    assert!(library.is_reading());
    assert_eq!(library.collection().puzzles(), Some(100));
}

// ---- what is said ---------------------------------------------------------------------------

#[test]
fn malformed_puzzles_are_named_by_file_line_and_column() {
    let file = format!(
        "# mine\n{}\n1.....2..3.....4\nbad line\n{}x\n",
        crate::puzzles::WORST_CASE,
        &crate::puzzles::CLASSROOM[..80]
    );
    let mut storage = stick_with(&[("puzzles/mine.sdk", file.as_bytes())]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles/mine.sdk");
    assert_eq!(library.available(), 2);
    let report = library.report(crate::text::Lang::En).to_string();
    // "bad" could be 16x16 digits: the space is the first character no size accepts.
    assert!(
        report.contains(
            "puzzles/mine.sdk: 2 puzzles, 2 bad puzzles skipped (line 4 col 4: unexpected character ' '; line 5 col 81: unexpected character 'x'), read in"
        ),
        "{report}"
    );
}

#[test]
fn the_report_says_what_was_read_and_how_fast() {
    let mut late = numbered_file(110);
    late.extend_from_slice(b"12\x003\n");
    let mut storage = stick_with(&[
        ("puzzles.txt", &numbered_file(3)),
        ("puzzles/later.txt", b"1234"),
        ("puzzles/late.txt", &late),
    ]);
    let mut library = Library::new();
    open(&mut library, &mut storage, "puzzles.txt");
    show(&mut library, &mut storage, 2);
    // Its grading, a step a slice on a clock that moves a millisecond a reading.
    let mut clock = FakeClock::stepping(1_000);
    let mut slices = 0;
    while !library.grade_work(&mut clock, 1_000) {
        slices += 1;
    }
    assert_eq!(
        library.shown().and_then(|e| e.graded),
        Some(Graded::Level(crate::logic::Rated {
            level: crate::logic::Level::Extreme,
            rating: crate::logic::Rating::NONE,
            finished: false,
        }))
    );
    open(&mut library, &mut storage, "puzzles/late.txt");
    let report = library.report(crate::text::Lang::En).to_string();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(
        lines[0],
        "# What the Sudoku library read (rewritten when you leave the library)"
    );
    assert_eq!(lines[1], "built in: 22 puzzles");
    assert!(
        lines[2].starts_with("puzzles.txt: 3 puzzles, read in ")
            && lines[2].contains("; 1 jump, ")
            && lines[2].ends_with(&format!(
                "; 1 puzzle graded, {} of work on average, {0} the slowest",
                crate::editor::status::Duration((slices + 1) * 1_000)
            )),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with(
            "puzzles/late.txt: 110 puzzles, the rest skipped: not a text file (byte 0x00 at offset 9022), read in "
        ),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "puzzles/later.txt: not opened yet");
    assert_eq!(lines.len(), 5);
    // The same report in French: whole clauses of its own, the same figures.
    let report = library.report(crate::text::Lang::Fr).to_string();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with("# Ce que la bibliothèque du Sudoku a lu"));
    assert_eq!(lines[1], "intégrées\u{a0}: 22 grilles");
    assert!(
        lines[2].starts_with("puzzles.txt\u{a0}: 3 grilles, lue en ")
            && lines[2].contains("; 1 saut, ")
            && lines[2].contains("; 1 grille évaluée, "),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].contains("110 grilles, la suite ignorée\u{a0}: "),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "puzzles/later.txt\u{a0}: pas encore ouverte");
}

#[test]
fn a_puzzle_counted_to_one_solution_is_graded_with_the_uniqueness_techniques() {
    // A 17-clue puzzle of HoDoKu's sample (tests/puzzles/hodoku/levels.txt): hard for HoDoKu,
    // which takes a unique rectangle; without it our logic needs a fiendish step.
    let line = "........1.......23..1..4........14...2....5..36...........3.......27......86..9..";
    let rated = |level, rating| {
        Some(Graded::Level(crate::logic::Rated {
            level,
            rating: crate::logic::Rating::tenths(rating),
            finished: true,
        }))
    };
    let graded = |count: Option<Solutions>| {
        let mut storage = stick_with(&[("puzzles.txt", format!("{line}\n").as_bytes())]);
        let mut library = Library::new();
        open(&mut library, &mut storage, "puzzles.txt");
        show(&mut library, &mut storage, 0);
        if let Some(solutions) = count {
            library.set_solutions(solutions);
        }
        let mut clock = FakeClock::stepping(1_000);
        while !library.grade_work(&mut clock, 1_000_000) {}
        library.shown().and_then(|e| e.graded)
    };
    let (fiendish, hard) = (crate::logic::Level::Fiendish, crate::logic::Level::Hard);
    assert_eq!(graded(None), rated(fiendish, 66), "solutions not counted");
    assert_eq!(graded(Some(Solutions::Several)), rated(fiendish, 66));
    assert_eq!(graded(Some(Solutions::Unique)), rated(hard, 56));
    // A count that finds none or several keeps the grade already found.
    for count in [Solutions::Several, Solutions::None] {
        let mut storage = stick_with(&[("puzzles.txt", format!("{line}\n").as_bytes())]);
        let mut library = Library::new();
        open(&mut library, &mut storage, "puzzles.txt");
        show(&mut library, &mut storage, 0);
        while !library.grade_work(&mut FakeClock::stepping(1_000), 1_000_000) {}
        library.set_solutions(count);
        assert!(!library.is_grading(), "{count:?}: graded once");
        assert_eq!(library.shown().and_then(|e| e.graded), rated(fiendish, 66));
    }
}
