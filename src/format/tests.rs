//! The reader on every form, on mixed files and on bad input; round trips of every form
//! (property tests); reading a chunk at a time and from a puzzle's position.

use std::{format, string::String, string::ToString, vec, vec::Vec};

use proptest::prelude::*;

use super::*;
use crate::{Four, Grid, Nine, Sixteen, puzzles::CLASSROOM};

/// What `text` holds, one string an item: `L<line>: <puzzle line>` or `error <message>`.
fn outcome(text: &[u8]) -> Vec<String> {
    read(text).map(|item| describe(&item)).collect()
}

fn describe(item: &Item) -> String {
    match item {
        Item::Puzzle(found) => format!("L{}: {}", found.at.line, found.grid),
        Item::Malformed(error) => format!("error {error}"),
        Item::NotText(error) => format!("file: {error}"),
    }
}

/// The items of `text` read `chunk` bytes at a time.
fn chunked(text: &[u8], chunk: usize) -> Vec<Item> {
    let mut reader = Reader::new();
    let mut items = Vec::new();
    for piece in text.chunks(chunk.max(1)) {
        let mut rest = piece;
        loop {
            let (used, item) = reader.next(rest);
            rest = &rest[used..];
            match item {
                Some(item) => items.push(item),
                None if rest.is_empty() => break,
                None => {}
            }
        }
    }
    items.extend(core::iter::from_fn(|| reader.finish()));
    items
}

/// The grids of `text`, failing on any error.
fn grids(text: &[u8]) -> Vec<AnyGrid> {
    read(text)
        .map(|item| match item {
            Item::Puzzle(found) => found.grid,
            other => panic!(
                "{}\nin:\n{}",
                describe(&other),
                String::from_utf8_lossy(text)
            ),
        })
        .collect()
}

fn nine(line: &str) -> AnyGrid {
    AnyGrid::from_line(line).expect("a test puzzle")
}

const CLASSROOM_ROWS: [&str; 9] = [
    ".9.2..6.5",
    "32...7...",
    ".7.9.5..8",
    ".1.......",
    "..7....94",
    "6........",
    "..8.....7",
    ".3.4915..",
    ".....3...",
];

// ---- one puzzle a line --------------------------------------------------------------------

#[test]
fn a_line_file_reads_every_puzzle_with_its_line_number() {
    let text = format!("# comment\n\n{CLASSROOM}\n  \n{CLASSROOM}\n");
    assert_eq!(
        outcome(text.as_bytes()),
        [format!("L3: {CLASSROOM}"), format!("L5: {CLASSROOM}")]
    );
}

#[test]
fn every_empty_cell_character_reads_as_an_empty_cell() {
    for empty in ['.', '0', '-', '*', '_'] {
        let line = CLASSROOM.replace('.', &empty.to_string());
        assert_eq!(grids(line.as_bytes()), [nine(CLASSROOM)], "{empty:?}");
        let rows: String = CLASSROOM_ROWS
            .iter()
            .map(|row| format!("{}\n", row.replace('.', &empty.to_string())))
            .collect();
        assert_eq!(
            grids(rows.as_bytes()),
            [nine(CLASSROOM)],
            "rows with {empty:?}"
        );
    }
    // A line of nothing but empty cells is an empty puzzle, whatever the character.
    for empty in ["-", "*", "_"] {
        let line = empty.repeat(81);
        assert_eq!(
            grids(line.as_bytes()),
            [AnyGrid::Nine(Grid::empty())],
            "{empty}"
        );
    }
}

#[test]
fn a_byte_order_mark_and_every_line_end_are_read() {
    for end in ["\n", "\r\n", "\r"] {
        let text = format!("\u{feff}{CLASSROOM}{end}# c{end}{end}1234341221434321{end}");
        assert_eq!(
            outcome(text.as_bytes()),
            [
                format!("L1: {CLASSROOM}"),
                "L4: 1234341221434321".to_string()
            ],
            "{end:?}"
        );
    }
    // Files joined together keep their marks: one at a line's start is no character either.
    let joined = format!("\u{feff}{CLASSROOM}\n\u{feff}# second file\n\u{feff}{CLASSROOM}");
    assert_eq!(grids(joined.as_bytes()).len(), 2);
}

#[test]
fn the_first_puzzle_of_a_notepad_file_is_no_longer_rejected() {
    // Issue 14: "line 1 col 1: unexpected character '\u{feff}'".
    let text = format!("\u{feff}{CLASSROOM}\r\n");
    assert_eq!(outcome(text.as_bytes()), [format!("L1: {CLASSROOM}")]);
}

#[test]
fn four_and_sixteen_by_sixteen_lines_are_puzzles_of_their_size() {
    let sixteen = "123456789ABCDEFG".repeat(16);
    let text = format!("1..4..3..1..2...\n{sixteen}\n{}\n", sixteen.to_lowercase());
    let found = grids(text.as_bytes());
    assert!(matches!(found[0], AnyGrid::Four(_)));
    assert!(matches!(found[1], AnyGrid::Sixteen(_)));
    assert_eq!(found[1], found[2]);
}

// ---- grids over several lines ---------------------------------------------------------

#[test]
fn nine_rows_of_nine_with_or_without_spaces() {
    let plain: String = CLASSROOM_ROWS.iter().map(|r| format!("{r}\n")).collect();
    let spaced: String = CLASSROOM_ROWS
        .iter()
        .map(|r| {
            let cells: Vec<String> = r.chars().map(|c| c.to_string()).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    let tabs = spaced.replace(' ', "\t");
    for text in [plain, spaced, tabs] {
        assert_eq!(
            outcome(text.as_bytes()),
            [format!("L1: {CLASSROOM}")],
            "{text}"
        );
    }
}

#[test]
fn the_tutorials_display_function_prints_a_grid_it_reads() {
    // "Le backtracking par l'exemple": digits and 0, a space or a bar after each, and a line
    // of 18 dashes after every third row, then blank lines.
    let text = "\
9 0 0|1 0 0|0 0 5|
0 0 5|0 9 0|2 0 1|
8 0 0|0 4 0|0 0 0|
------------------
0 0 0|0 8 0|0 0 0|
0 0 0|7 0 0|0 0 0|
0 0 0|0 2 6|0 0 9|
------------------
2 0 0|3 0 0|0 0 6|
0 0 0|2 0 0|9 0 0|
0 0 1|9 0 4|5 7 0|
------------------


";
    assert_eq!(
        outcome(text.as_bytes()),
        [format!("L1: {}", crate::puzzles::TUTORIAL)]
    );
}

#[test]
fn a_simple_sudoku_ss_file_and_its_printout() {
    // A .ss file as Simple Sudoku saves it: box bars, a line of 11 dashes between bands.
    let ss = "\
.3.|4..|...
9.2|8.6|3.1
...|...|.2.
-----------
8..|.6.|7..
.6.|2.5|.9.
..3|.4.|..8
-----------
.7.|...|...
4.8|9.2|5.6
...|..8|.3.
";
    let line = ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4.89.25.6.....8.3.";
    assert_eq!(outcome(ss.as_bytes()), [format!("L1: {line}")]);
    // Its printout (copied to the clipboard and pasted), with the program's name under it.
    let printed = "\
 *-----------*
 |.3.|4..|...|
 |9.2|8.6|3.1|
 |...|...|.2.|
 |---+---+---|
 |8..|.6.|7..|
 |.6.|2.5|.9.|
 |..3|.4.|..8|
 |---+---+---|
 |.7.|...|...|
 |4.8|9.2|5.6|
 |...|..8|.3.|
 *-----------*
 Simple Sudoku
  Version 4.2n
";
    assert_eq!(outcome(printed.as_bytes()), [format!("L1: {line}")]);
}

#[test]
fn a_sadman_sdk_file_gives_its_puzzle_and_skips_the_players_state() {
    // SudoCue's example: #-letter metadata lines, then the rows.
    let sudocue = "\
#ARuud
#DA random puzzle created by SudoCue
#CJust start plugging in the numbers
#B03-08-2006
#SSudoCue
#LEasy
#Uhttp://www.sudocue.net/
2..1.5..3
.54...71.
.1.2.3.8.
6.28.73.4
.........
1.53.98.6
.2.7.1.6.
.81...24.
7..4.2..1
";
    let line = "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";
    assert_eq!(outcome(sudocue.as_bytes()), [format!("L8: {line}")]);
    // SadMan's own sections: the puzzle, then a state and pencil marks that are no puzzles.
    let mut sadman = String::from("#A Ruud\r\n[Puzzle]\r\n");
    let state_rows = [
        "2671.5..3",
        ".54...71.",
        ".1.2.3.8.",
        "6.28.73.4",
        ".........",
        "1.53.98.6",
        ".2.7.1.6.",
        ".81...24.",
        "7..4.2..1",
    ];
    for r in 0..9 {
        sadman.push_str(&line[r * 9..r * 9 + 9]);
        sadman.push_str("\r\n");
    }
    sadman.push_str("[State]\r\n");
    for row in state_rows {
        sadman.push_str(row);
        sadman.push_str("\r\n");
    }
    sadman.push_str("[PencilMarks]\r\n");
    for _ in 0..9 {
        sadman.push_str(",,,,,,,,\r\n");
    }
    sadman.push_str("[Colours]\r\n");
    for _ in 0..9 {
        sadman.push_str("000000000\r\n");
    }
    assert_eq!(outcome(sadman.as_bytes()), [format!("L3: {line}")]);
}

#[test]
fn project_euler_grids_have_titles() {
    let mut text = String::new();
    for n in 1..=3 {
        text.push_str(&format!("Grid 0{n}\n"));
        for row in CLASSROOM_ROWS {
            text.push_str(&row.replace('.', "0"));
            text.push('\n');
        }
    }
    assert_eq!(
        outcome(text.as_bytes()),
        [
            format!("L2: {CLASSROOM}"),
            format!("L12: {CLASSROOM}"),
            format!("L22: {CLASSROOM}")
        ]
    );
}

#[test]
fn four_by_four_and_sixteen_by_sixteen_grids() {
    let four = "1 . | 3 .\n. . | 2 .\n----+----\n. . | . .\n. . | . 4\n";
    assert_eq!(outcome(four.as_bytes()), ["L1: 1.3...2........4"]);
    let plain_four = "1.3.\n..2.\n....\n...4\n";
    assert_eq!(outcome(plain_four.as_bytes()), ["L1: 1.3...2........4"]);

    let sixteen: String = "123456789ABCDEFG".repeat(16);
    // Rows without separators: the first has digits above 4, so it is no 4x4 puzzle.
    let rows: String = (0..16)
        .map(|r| format!("{}\n", &sixteen[r * 16..r * 16 + 16]))
        .collect();
    assert_eq!(outcome(rows.as_bytes()), [format!("L1: {sixteen}")]);
    // A first row of small digits is a 16x16 row when spaced.
    let mut small = vec!['.'; 256];
    small[0] = '1';
    small[16] = '9';
    small[255] = 'G';
    let small: String = small.into_iter().collect();
    let grid = AnyGrid::from_line(&small).unwrap();
    assert_eq!(grids(grid.grid_form().to_string().as_bytes()), [grid]);
    // Without separators, it is a 4x4 puzzle, and the other rows a grid that ends short.
    let plain: String = (0..16)
        .map(|r| format!("{}\n", &small[r * 16..r * 16 + 16]))
        .collect();
    assert_eq!(
        outcome(plain.as_bytes()),
        [
            "L1: 1...............".to_string(),
            "error line 17 col 1: the 16x16 grid ends after 15 rows, it needs 16".to_string()
        ]
    );
    // A line of dashes between 4x4 puzzles separates them.
    let listed = "1..4..3..1..2...\n-----\n..2.4...........\n";
    assert_eq!(
        outcome(listed.as_bytes()),
        ["L1: 1..4..3..1..2...", "L3: ..2.4..........."]
    );
}

#[test]
fn our_grid_form_reads_back() {
    let grid = nine(CLASSROOM);
    let text = grid.grid_form().to_string();
    assert_eq!(outcome(text.as_bytes()), [format!("L1: {CLASSROOM}")]);
}

#[test]
fn a_file_mixes_every_form() {
    let ss: String = (0..9)
        .map(|r| {
            let row = CLASSROOM_ROWS[r];
            let rule = if r == 3 || r == 6 {
                "-----------\n"
            } else {
                ""
            };
            format!("{rule}{}|{}|{}\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    let text = format!(
        "\u{feff}# my puzzles\r\n{CLASSROOM}\r\n\r\n{}\r\n# a 4x4\r\n1..4..3..1..2...\r\n{ss}\n#A author\n[Puzzle]\n{}{}\n",
        nine(crate::puzzles::TUTORIAL).grid_form(),
        CLASSROOM_ROWS.join("\n"),
        "",
    );
    assert_eq!(
        outcome(text.as_bytes()),
        [
            format!("L2: {CLASSROOM}"),
            format!("L4: {}", crate::puzzles::TUTORIAL),
            "L17: 1..4..3..1..2...".to_string(),
            format!("L18: {CLASSROOM}"),
            format!("L32: {CLASSROOM}"),
        ]
    );
}

#[test]
fn grids_follow_each_other_without_blank_lines() {
    let rows: String = CLASSROOM_ROWS.iter().map(|r| format!("{r}\n")).collect();
    let text = format!("{rows}{rows}{CLASSROOM}\n{rows}");
    assert_eq!(grids(text.as_bytes()).len(), 4);
}

// ---- bad input --------------------------------------------------------------------------

#[test]
fn the_readme_example_keeps_its_error_line() {
    let bad = format!("{}x{}", &CLASSROOM[..33], &CLASSROOM[34..]);
    let text = format!(
        "# classroom grid: one solution\n{CLASSROOM}\n# tutorial\n{}\n12345678.........9{}\n5.....5{}\n1.....2..3.....4\n{bad}\n",
        crate::puzzles::TUTORIAL,
        ".".repeat(63),
        ".".repeat(74),
    );
    let out = outcome(text.as_bytes());
    assert_eq!(out.len(), 6);
    assert_eq!(out[5], "error line 8 col 34: unexpected character 'x'");
}

#[test]
fn malformed_lines_are_reported_as_before() {
    let cases: [(String, &str); 7] = [
        (
            format!("{}x{}", &CLASSROOM[..16], &CLASSROOM[17..]),
            "error line 1 col 17: unexpected character 'x'",
        ),
        (
            CLASSROOM[..80].to_string(),
            "error line 1 col 81: 80 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
        ),
        (
            format!("{CLASSROOM}1"),
            "error line 1 col 83: 82 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
        ),
        (
            "12.z5".to_string(),
            "error line 1 col 4: unexpected character 'z'",
        ),
        (
            format!("A{}", &CLASSROOM[1..]),
            "error line 1 col 1: unexpected character 'A'",
        ),
        // "bad" could be 16x16 digits; the space before the word is the first odd character.
        (
            "bad line".to_string(),
            "error line 1 col 4: unexpected character ' '",
        ),
        (
            "this line is not a puzzle".to_string(),
            "error line 1 col 1: unexpected character 't'",
        ),
    ];
    for (line, message) in cases {
        assert_eq!(outcome(line.as_bytes()), [message], "{line:?}");
    }
}

#[test]
fn a_line_longer_than_any_puzzle_is_counted_to_its_end_and_the_next_one_read() {
    // Past the 256 cells a line keeps, the cells are still counted (the fast path stops
    // keeping them, not counting them), in one chunk and a byte at a time.
    for (line, message) in [
        (
            "1".repeat(300),
            "error line 1 col 301: 300 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
        ),
        (
            format!("{}5{}", ".".repeat(256), "2 3".repeat(10)),
            "error line 1 col 259: unexpected character ' '",
        ),
    ] {
        let text = format!("{line}\n{CLASSROOM}\n");
        let expected = [message.to_string(), format!("L2: {CLASSROOM}")];
        assert_eq!(outcome(text.as_bytes()), expected, "{line}");
        let by_byte: Vec<String> = chunked(text.as_bytes(), 1).iter().map(describe).collect();
        assert_eq!(by_byte, expected, "{line}, a byte at a time");
    }
}

#[test]
fn a_bad_row_costs_its_grid_alone() {
    let mut rows: Vec<String> = CLASSROOM_ROWS.iter().map(|r| r.to_string()).collect();
    rows[4] = "..7.x..94".to_string();
    let text = format!("{}\n{CLASSROOM}\n", rows.join("\n"));
    assert_eq!(
        outcome(text.as_bytes()),
        [
            "error line 5 col 5: unexpected character 'x'".to_string(),
            format!("L10: {CLASSROOM}"),
        ]
    );
    // A row one cell short, then a letter in a 9x9 row: the first fault is the grid's.
    rows[4] = "..7....9".to_string();
    rows[6] = "..8..A..7".to_string();
    assert_eq!(
        outcome(rows.join("\n").as_bytes()),
        ["error line 5 col 9: a row of 8 cells, a 9x9 grid has 9 in each"]
    );
    rows[4] = CLASSROOM_ROWS[4].to_string();
    assert_eq!(
        outcome(rows.join("\n").as_bytes()),
        ["error line 7 col 6: unexpected character 'A'"]
    );
}

#[test]
fn a_bad_line_of_row_length_does_not_take_the_next_grids_rows() {
    // "12x4" reads as the first row of a 4x4 grid; a row of 9 cells ends that grid.
    let text = format!("12x4\n{}", nine(CLASSROOM).grid_form());
    assert_eq!(
        outcome(text.as_bytes()),
        [
            "error line 1 col 3: unexpected character 'x'".to_string(),
            format!("L2: {CLASSROOM}"),
        ]
    );
}

#[test]
fn a_grid_cut_short_is_reported_where_it_stops_and_the_rest_is_read() {
    let five = CLASSROOM_ROWS[..5].join("\n");
    let text = format!("{five}\n\n{CLASSROOM}\n{five}\n{CLASSROOM}\n{five}");
    assert_eq!(
        outcome(text.as_bytes()),
        [
            "error line 6 col 1: the 9x9 grid ends after 5 rows, it needs 9".to_string(),
            format!("L7: {CLASSROOM}"),
            "error line 13 col 1: the 9x9 grid ends after 5 rows, it needs 9".to_string(),
            format!("L13: {CLASSROOM}"),
            "error line 19 col 1: the 9x9 grid ends after 5 rows, it needs 9".to_string(),
        ]
    );
}

#[test]
fn a_line_of_text_is_a_title_only_next_to_a_grid() {
    let rows = CLASSROOM_ROWS.join("\n");
    let text = format!("Puzzle one\n{rows}\nfrom the newspaper\n\nno puzzle here\n{CLASSROOM}\n");
    assert_eq!(
        outcome(text.as_bytes()),
        [
            format!("L2: {CLASSROOM}"),
            "error line 13 col 1: unexpected character 'n'".to_string(),
            format!("L14: {CLASSROOM}"),
        ]
    );
}

#[test]
fn bytes_that_are_no_utf8_are_reported_at_their_column() {
    let mut text = format!("{CLASSROOM}\n").into_bytes();
    text.extend_from_slice(&CLASSROOM.as_bytes()[..40]);
    text.push(0xFF);
    text.extend_from_slice(&CLASSROOM.as_bytes()[41..]);
    text.extend_from_slice("\n# caf\u{e9}\n".as_bytes());
    text.extend_from_slice(b"# latin-1 caf\xe9 in a comment is fine\n");
    let mut accented = format!("{}\u{e9}{}", &CLASSROOM[..10], &CLASSROOM[11..]).into_bytes();
    accented.push(b'\n');
    text.extend_from_slice(&accented);
    assert_eq!(
        outcome(&text),
        [
            format!("L1: {CLASSROOM}"),
            "error line 2 col 41: not text (a byte that is no UTF-8)".to_string(),
            "error line 5 col 11: unexpected character '\u{e9}'".to_string(),
        ]
    );
}

#[test]
fn a_binary_file_is_named_and_nothing_more_is_read() {
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    assert_eq!(
        check_start(png),
        Err(FileError::Binary { offset: 8, byte: 0 })
    );
    let text = format!(
        "{CLASSROOM}\n{}\0{CLASSROOM}\n{CLASSROOM}\n",
        &CLASSROOM[..5]
    );
    assert_eq!(
        check_start(text.as_bytes()),
        Err(FileError::Binary {
            offset: 87,
            byte: 0
        })
    );
    assert_eq!(
        outcome(text.as_bytes()),
        [
            format!("L1: {CLASSROOM}"),
            "file: not a text file (byte 0x00 at offset 87)".to_string(),
        ]
    );
    assert_eq!(check_start(CLASSROOM.as_bytes()), Ok(()));
}

#[test]
fn utf16_text_is_named_not_read() {
    let mut utf16 = vec![0xFF, 0xFE];
    for c in CLASSROOM.bytes() {
        utf16.extend_from_slice(&[c, 0]);
    }
    assert_eq!(check_start(&utf16), Err(FileError::Utf16));
    assert_eq!(
        outcome(&utf16),
        ["file: UTF-16 text, not read (save it as UTF-8)"]
    );
    let big_endian = [0xFE, 0xFF, 0, b'1'];
    assert_eq!(check_start(&big_endian), Err(FileError::Utf16));
}

#[test]
fn an_unclosed_tag_is_a_malformed_line_not_a_section() {
    let text = format!("[Puzzle\n{CLASSROOM}\n");
    assert_eq!(
        outcome(text.as_bytes()),
        [
            "error line 1 col 1: unexpected character '['".to_string(),
            format!("L2: {CLASSROOM}"),
        ]
    );
}

// ---- streaming and positions ------------------------------------------------------------

/// A file with a bit of everything, good and bad.
fn mixed_file() -> Vec<u8> {
    let mut text = format!(
        "\u{feff}# mixed\r\n{CLASSROOM}\r\n12x4\r\n{}\r\nGrid 01\r\n{}\r\n",
        nine(crate::puzzles::TUTORIAL).grid_form(),
        CLASSROOM_ROWS.join("\r\n"),
    )
    .into_bytes();
    text.extend_from_slice(b"1..4..3..1..2...\r1..4..3..1..2...\r\r#A x\r[Puzzle]\r");
    text.extend_from_slice(CLASSROOM_ROWS[..4].join("\n").as_bytes());
    text.extend_from_slice(format!("\n{CLASSROOM}\n\u{e9}\n").as_bytes());
    text.extend_from_slice(
        AnyGrid::from_line(&"123456789ABCDEFG".repeat(16))
            .unwrap()
            .grid_form()
            .to_string()
            .as_bytes(),
    );
    text
}

#[test]
fn reading_a_chunk_at_a_time_gives_what_reading_at_once_gives() {
    let text = mixed_file();
    let whole: Vec<Item> = read(&text).collect();
    assert_eq!(
        whole
            .iter()
            .filter(|i| matches!(i, Item::Puzzle(_)))
            .count(),
        7,
        "{:#?}",
        whole.iter().map(describe).collect::<Vec<_>>()
    );
    for chunk in [1, 2, 3, 7, 64, 4096] {
        assert_eq!(chunked(&text, chunk), whole, "chunks of {chunk}");
    }
}

#[test]
fn a_reader_started_at_a_puzzle_reads_what_follows_as_from_the_start() {
    let text = mixed_file();
    let whole: Vec<Item> = read(&text).collect();
    for (n, item) in whole.iter().enumerate() {
        let Item::Puzzle(found) = item else { continue };
        let mut reader = Reader::at(found.at);
        let mut rest = &text[found.at.offset as usize..];
        let mut again = Vec::new();
        loop {
            let (used, item) = reader.next(rest);
            rest = &rest[used..];
            match item {
                Some(item) => again.push(item),
                None => break,
            }
        }
        again.extend(core::iter::from_fn(|| reader.finish()));
        assert_eq!(again, whole[n..], "from item {n} at {:?}", found.at);
    }
}

// ---- round trips --------------------------------------------------------------------------

/// A puzzle of any size with random givens (digits per cell, 0 for empty).
fn any_puzzle() -> impl Strategy<Value = AnyGrid> {
    prop_oneof![
        proptest::collection::vec(0u8..=4, 16).prop_map(|c| AnyGrid::Four(grid_of::<Four>(&c))),
        proptest::collection::vec(0u8..=9, 81).prop_map(|c| AnyGrid::Nine(grid_of::<Nine>(&c))),
        proptest::collection::vec(0u8..=16, 256)
            .prop_map(|c| AnyGrid::Sixteen(grid_of::<Sixteen>(&c))),
    ]
}

fn grid_of<S: crate::Size>(cells: &[u8]) -> Grid<S> {
    let mut grid = Grid::<S>::empty();
    for (cell, &value) in crate::Cell::<S>::all().zip(cells) {
        grid.set_given(cell, crate::Digit::new(value));
    }
    grid
}

/// The ways a puzzle is written.
#[derive(Debug, Clone, Copy)]
enum Form {
    Line,
    Ours,
    Plain,
    Spaced,
    Tutorial,
    SimpleSudoku,
    Printout,
    SadMan,
}

const FORMS: [Form; 8] = [
    Form::Line,
    Form::Ours,
    Form::Plain,
    Form::Spaced,
    Form::Tutorial,
    Form::SimpleSudoku,
    Form::Printout,
    Form::SadMan,
];

/// The puzzle's cells as characters, `empty` for an empty cell.
fn cell_chars(grid: &AnyGrid, empty: char) -> Vec<char> {
    grid.to_string()
        .chars()
        .map(|c| if c == '.' { empty } else { c })
        .collect()
}

/// `grid` written in `form` with `empty` for empty cells, lines ended by `\n`.
fn write(grid: &AnyGrid, form: Form, empty: char) -> String {
    let cells = cell_chars(grid, empty);
    let side = (cells.len() as f64).sqrt() as usize;
    let boxes = (side as f64).sqrt() as usize;
    let row = |r: usize| &cells[r * side..r * side + side];
    let mut out = String::new();
    match form {
        Form::Line => {
            out.extend(cells.iter());
            out.push('\n');
        }
        Form::Ours => {
            out = grid.grid_form().to_string();
            if empty != '.' {
                // Only the cells change: ruled lines hold no '.'.
                out = out.replace('.', &empty.to_string());
            }
        }
        Form::Plain | Form::Spaced => {
            for r in 0..side {
                let sep = if matches!(form, Form::Spaced) {
                    " "
                } else {
                    ""
                };
                let line: Vec<String> = row(r).iter().map(|c| c.to_string()).collect();
                out.push_str(&line.join(sep));
                out.push('\n');
            }
        }
        Form::Tutorial => {
            for r in 0..side {
                for (c, ch) in row(r).iter().enumerate() {
                    out.push(*ch);
                    out.push(if (c + 1) % boxes == 0 { '|' } else { ' ' });
                }
                out.push('\n');
                if (r + 1) % boxes == 0 {
                    out.push_str(&"-".repeat(2 * side));
                    out.push('\n');
                }
            }
            out.push_str("\n\n");
        }
        Form::SimpleSudoku | Form::Printout => {
            let printout = matches!(form, Form::Printout);
            let width = side + boxes - 1;
            if printout {
                out.push_str(&format!(" *{}*\n", "-".repeat(width)));
            }
            for r in 0..side {
                if r > 0 && r % boxes == 0 {
                    if printout {
                        let segs: Vec<String> = (0..boxes).map(|_| "-".repeat(boxes)).collect();
                        out.push_str(&format!(" |{}|\n", segs.join("+")));
                    } else {
                        out.push_str(&"-".repeat(width));
                        out.push('\n');
                    }
                }
                let segs: Vec<String> = row(r)
                    .chunks(boxes)
                    .map(|b| b.iter().collect::<String>())
                    .collect();
                if printout {
                    out.push_str(&format!(" |{}|\n", segs.join("|")));
                } else {
                    out.push_str(&segs.join("|"));
                    out.push('\n');
                }
            }
            if printout {
                out.push_str(&format!(
                    " *{}*\n Simple Sudoku\n  Version 4.2n\n",
                    "-".repeat(width)
                ));
            }
        }
        Form::SadMan => {
            out.push_str("#A someone\n#D a description\n[Puzzle]\n");
            for r in 0..side {
                out.extend(row(r).iter());
                out.push('\n');
            }
            out.push_str("[State]\n");
            for r in 0..side {
                out.extend(row(r).iter());
                out.push('\n');
            }
        }
    }
    out
}

/// Whether `form` can hold `grid` unambiguously (see the reader's note on 16-cell lines).
fn fits(grid: &AnyGrid, form: Form) -> bool {
    match (grid, form) {
        (AnyGrid::Sixteen(g), Form::Plain) => {
            // A first row of digits up to 4 without separators reads as a 4x4 puzzle.
            g.to_string()[..16]
                .chars()
                .any(|c| matches!(c, '5'..='9' | 'A'..='G'))
        }
        _ => true,
    }
}

fn text_of(puzzles: &[(AnyGrid, usize, char)], end: &str, bom: bool) -> Vec<u8> {
    let mut text = String::new();
    if bom {
        text.push('\u{feff}');
    }
    for (n, (grid, form, empty)) in puzzles.iter().enumerate() {
        if n % 2 == 0 {
            text.push_str("# next\n\n");
        } else {
            text.push('\n');
        }
        text.push_str(&write(grid, FORMS[*form], *empty));
    }
    text.replace('\n', end).into_bytes()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Written in any form, with any empty-cell character and line end, read back in chunks
    /// of any size: the same puzzles, in order, and no error.
    #[test]
    fn every_form_reads_back_the_puzzle_written(
        puzzles in proptest::collection::vec(
            (any_puzzle(), 0..FORMS.len(), prop::sample::select(vec!['.', '0', '-', '*', '_'])),
            1..5,
        ),
        end in prop::sample::select(vec!["\n", "\r\n", "\r"]),
        bom in any::<bool>(),
        chunk in 1usize..300,
    ) {
        let puzzles: Vec<_> = puzzles.into_iter().filter(|(g, f, _)| fits(g, FORMS[*f])).collect();
        let text = text_of(&puzzles, end, bom);
        let read_back: Vec<Item> = chunked(&text, chunk);
        let expected: Vec<AnyGrid> = puzzles.iter().map(|p| p.0).collect();
        let got: Vec<AnyGrid> = read_back
            .iter()
            .map(|item| match item {
                Item::Puzzle(found) => Ok(found.grid),
                other => Err(describe(other)),
            })
            .collect::<Result<_, _>>()
            .map_err(|e| TestCaseError::fail(format!("{e}\n{}", String::from_utf8_lossy(&text))))?;
        prop_assert_eq!(got, expected);
    }

    /// Any bytes at all: no panic, the same items whole or in chunks, and a reader started at
    /// any puzzle reads the same items from there.
    #[test]
    fn any_bytes_read_the_same_in_chunks_and_from_every_puzzle(
        pieces in proptest::collection::vec(prop::sample::select(vec![
            "1", "2", "5", "9", "A", "g", ".", "0", "-", "*", "_", " ", "|", "+", "#", "[", "]",
            "x", "Grid", "\n", "\r", "\r\n", "\u{feff}", "\u{e9}", "\u{ff}", "[Puzzle]", "[State]",
            "123456789", "1234", ".........", "------------------", "1 2 3 4 5 6 7 8 9",
            CLASSROOM, "1..4..3..1..2...", "12|34", "\u{0}",
        ]), 0..120),
        chunk in 1usize..50,
    ) {
        let text: Vec<u8> = pieces.concat().into_bytes();
        let whole: Vec<Item> = read(&text).collect();
        prop_assert_eq!(&chunked(&text, chunk), &whole);
        for (n, item) in whole.iter().enumerate() {
            if let Item::Puzzle(found) = item {
                let mut reader = Reader::at(found.at);
                let mut rest = &text[found.at.offset as usize..];
                let mut again = Vec::new();
                loop {
                    let (used, item) = reader.next(rest);
                    rest = &rest[used..];
                    match item { Some(item) => again.push(item), None => break }
                }
                again.extend(core::iter::from_fn(|| reader.finish()));
                prop_assert_eq!(&again[..], &whole[n..]);
            }
        }
        // Skimming, alone or taking turns with reading, finds the same items in the same places.
        let skimmed: Vec<Skim> = whole.iter().map(skim_of).collect();
        prop_assert_eq!(&skimmed_in_chunks(&text, chunk, |_| true), &skimmed);
        prop_assert_eq!(&skimmed_in_chunks(&text, chunk, |k| k % 3 == 1), &skimmed);
    }
}

/// What [`Reader::skim`] says of `item`.
fn skim_of(item: &Item) -> Skim {
    match item {
        Item::Puzzle(found) => Skim::Puzzle(found.at),
        Item::Malformed(error) => Skim::Malformed(*error),
        Item::NotText(error) => Skim::NotText(*error),
    }
}

/// The items of `text` read `chunk` bytes at a time, item `k` skimmed when `skims(k)`, else
/// read whole (and told as a skim).
fn skimmed_in_chunks(text: &[u8], chunk: usize, skims: impl Fn(usize) -> bool) -> Vec<Skim> {
    let mut reader = Reader::new();
    let mut items = Vec::new();
    let next = |reader: &mut Reader, rest: &[u8], k: usize| {
        if skims(k) {
            reader.skim(rest)
        } else {
            let (used, item) = reader.next(rest);
            (used, item.as_ref().map(skim_of))
        }
    };
    for piece in text.chunks(chunk.max(1)) {
        let mut rest = piece;
        while !rest.is_empty() {
            let (used, item) = next(&mut reader, rest, items.len());
            rest = &rest[used..];
            items.extend(item);
        }
    }
    loop {
        let item = if skims(items.len()) {
            reader.finish_skim()
        } else {
            reader.finish().as_ref().map(skim_of)
        };
        match item {
            Some(item) => items.push(item),
            None => return items,
        }
    }
}

#[test]
fn the_reader_fits_in_a_kilobyte() {
    // A line's cells and a grid's rows (256 bytes each), the line's scan, four waiting items.
    assert!(
        core::mem::size_of::<Reader>() <= 1024,
        "{}",
        core::mem::size_of::<Reader>()
    );
}
