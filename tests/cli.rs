//! Runs the built `sudoku` binary: `sudoku solve` on stdin and on a file,
//! its output lines and its exit codes (0 answers, 1 malformed lines, 2 usage).

use std::{
    io::Write,
    path::PathBuf,
    process::{Command, Output, Stdio},
};

use sudoku_core::puzzles::{CLASSROOM, CLASSROOM_SOLUTION as CLASSROOM_SOLVED};
/// Two solutions.
const TUTORIAL: &str =
    "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";

/// Runs `sudoku` with `args`, feeding `stdin` to it.
fn sudoku(args: &[&str], stdin: &str) -> Output {
    sudoku_bytes(args, stdin.as_bytes())
}

/// Runs `sudoku` with `args`, feeding the bytes `stdin` to it.
fn sudoku_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the built sudoku binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin)
        .expect("sudoku reads its stdin");
    child.wait_with_output().expect("sudoku runs to its end")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A file under target/ holding `text`, named for the test that writes it.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the target tmp dir is writable");
    path
}

#[test]
fn good_puzzles_on_stdin_exit_zero() {
    let input = format!("# two puzzles\n{CLASSROOM}\n\n{TUTORIAL}\n");
    let out = sudoku(&["solve"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0], CLASSROOM_SOLVED);
    assert!(lines[1].starts_with("multiple solutions: "), "{text}");
    assert_eq!(stderr(&out), "");

    let dash = sudoku(&["solve", "-"], &input);
    assert_eq!(stdout(&dash), text);
}

#[test]
fn count_prints_zero_one_or_two_plus() {
    let impossible = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54));
    let clash = format!("5.....5{}", ".".repeat(74));
    let input = format!("{CLASSROOM}\n{TUTORIAL}\n{impossible}\n{clash}\n");
    let out = sudoku(&["solve", "--count"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "1\n2+\n0\nconflict: 5 at r1c1 and r1c7\n");
}

#[test]
fn a_file_with_a_malformed_line_answers_the_rest_and_exits_one() {
    let path = temp_file(
        "cli_malformed.txt",
        &format!("{CLASSROOM}\r\n12x\r\n1..4..3..1..2...\r\n"),
    );
    let path = path.to_str().expect("the target dir has a UTF-8 path");
    for args in [vec!["solve", path], vec!["solve", "--count", path]] {
        let out = sudoku(&args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let first = if args.len() == 2 {
            CLASSROOM_SOLVED
        } else {
            "1"
        };
        let last = if args.len() == 2 {
            "1324423131422413"
        } else {
            "1"
        };
        assert_eq!(
            stdout(&out),
            format!("{first}\nerror line 2 col 3: unexpected character 'x'\n{last}\n")
        );
        assert!(stderr(&out).contains("1 malformed puzzle line"), "{args:?}");
    }
}

#[test]
fn bytes_that_are_not_utf8_are_reported_at_their_column() {
    let mut input = format!("{CLASSROOM}\n").into_bytes();
    input.extend_from_slice(&CLASSROOM.as_bytes()[..40]);
    input.push(0xff);
    input.extend_from_slice(&CLASSROOM.as_bytes()[41..]);
    input.push(b'\n');
    let out = sudoku_bytes(&["solve"], &input);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        format!("{CLASSROOM_SOLVED}\nerror line 2 col 41: not text (a byte that is no UTF-8)\n")
    );
}

/// The example file of the README, and what the README says `solve` prints for it.
const README_FILE: &str = "# classroom grid: one solution
.9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...
# tutorial grid: 434 solutions
9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.
12345678.........9...............................................................
5.....5..........................................................................
1.....2..3.....4
.9.2..6.532...7....7.9.5..8.1....x....7....946..........8.....7.3.4915.......3...
";

#[test]
fn the_readme_example_prints_what_the_readme_says() {
    let path = temp_file("cli_readme.txt", README_FILE);
    let out = sudoku(&["solve", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        CLASSROOM_SOLVED.to_string()
            + "
multiple solutions: 963172485745893261812645793539481627126739854478526319297358146654217938381964572
no solution
conflict: 5 at r1c1 and r1c7
1243342143122134
error line 8 col 34: unexpected character 'x'
"
    );
    assert_eq!(
        stderr(&out),
        "sudoku: 1 malformed puzzle line (see the error lines)\n"
    );
    let counted = sudoku(&["solve", "--count", path.to_str().unwrap()], "");
    assert_eq!(
        stdout(&counted),
        "1\n2+\n0\nconflict: 5 at r1c1 and r1c7\n1\nerror line 8 col 34: unexpected character 'x'\n"
    );
}

/// The classroom grid as Simple Sudoku saves a `.ss` file.
const CLASSROOM_SS: &str = ".9.|2..|6.5\r\n32.|..7|...\r\n.7.|9.5|..8\r\n-----------\r\n.1.|...|...\r\n..7|...|.94\r\n6..|...|...\r\n-----------\r\n..8|...|..7\r\n.3.|491|5..\r\n...|..3|...\r\n";

#[test]
fn solve_reads_grids_a_byte_order_mark_and_crlf() {
    let input = format!("\u{feff}{CLASSROOM_SS}\r\n# and on one line\r\n{TUTORIAL}\r\n");
    let out = sudoku(&["solve", "--count"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "1\n2+\n");
}

#[test]
fn a_binary_file_is_named_and_solve_exits_one() {
    let path = temp_file("cli_binary.png", "");
    std::fs::write(&path, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0").unwrap();
    let path = path.to_str().unwrap();
    for command in ["solve", "convert"] {
        let args: Vec<&str> = if command == "solve" {
            vec![command, path]
        } else {
            vec![command, "--to", "line", path]
        };
        let out = sudoku(&args, "");
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert_eq!(stdout(&out), "", "{command}");
        assert_eq!(
            stderr(&out),
            format!("sudoku: {path}: not a text file (byte 0x00 at offset 8)\n"),
            "{command}"
        );
    }
}

#[test]
fn convert_writes_any_form_as_lines_or_grids_and_reads_them_back() {
    let input = format!("\u{feff}{CLASSROOM_SS}\r\n{TUTORIAL}\r\n1.....2..3.....4\r\n");
    let lines = sudoku(&["convert", "--to", "line"], &input);
    assert_eq!(lines.status.code(), Some(0), "{}", stderr(&lines));
    assert_eq!(
        stdout(&lines),
        format!("{CLASSROOM}\n{TUTORIAL}\n1.....2..3.....4\n")
    );
    let grids = sudoku(&["convert", "--to", "grid", "-"], &input);
    assert_eq!(grids.status.code(), Some(0), "{}", stderr(&grids));
    let text = stdout(&grids);
    assert!(
        text.starts_with(". 9 . | 2 . . | 6 . 5\n3 2 . | . . 7 | . . .\n"),
        "{text}"
    );
    assert!(text.contains("\n\n1 . | . .\n"), "{text}");
    let back = sudoku(&["convert", "--to", "line"], &text);
    assert_eq!(stdout(&back), stdout(&lines), "the grid form reads back");
}

#[test]
fn convert_names_malformed_puzzles_on_stderr_and_keeps_the_rest() {
    let input = format!("{CLASSROOM}\n12x4\n{TUTORIAL}\n");
    let path = temp_file("cli_convert_bad.txt", &input);
    let path = path.to_str().unwrap();
    let out = sudoku(&["convert", "--to", "line", path], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), format!("{CLASSROOM}\n{TUTORIAL}\n"));
    assert_eq!(
        stderr(&out),
        format!("sudoku: {path}: line 2 col 3: unexpected character 'x'\n")
    );
    for args in [
        &["convert", "a.txt"][..],
        &["convert", "--to", "csv", "a.txt"],
        &["convert", "--to"],
        &["convert", "--to", "line", "a.txt", "b.txt"],
    ] {
        let out = sudoku(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains("usage: sudoku"), "{args:?}");
    }
}

#[test]
fn usage_errors_and_unreadable_files_exit_two() {
    let missing = sudoku(&["solve", "no/such/puzzles.txt"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("cannot read no/such/puzzles.txt"),
        "{}",
        stderr(&missing)
    );
    assert_eq!(stdout(&missing), "");
    for args in [
        &["solve", "--bogus"][..],
        &["solve", "a.txt", "b.txt"],
        &["no-such-command"],
        &[],
    ] {
        let out = sudoku(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains("usage: sudoku"), "{args:?}");
    }
}

#[test]
fn help_describes_solve_and_the_count_cap() {
    let out = sudoku(&["--help"], "");
    assert_eq!(out.status.code(), Some(0));
    let help = stdout(&out);
    assert!(help.contains("solve [--count] [FILE]"), "{help}");
    assert!(help.contains("2+ means two or more"), "{help}");
    assert!(help.contains("render SCENE [OPTIONS] OUT"), "{help}");
    assert!(help.contains("status-area"), "{help}");
    assert!(help.contains("convert --to line|grid [FILE]"), "{help}");
}

/// A save file as the app writes it: the classroom grid being edited, cursor on r2c3.
fn classroom_save() -> Vec<u8> {
    use sudoku_core::{Cell, Grid, Nine, save};
    let grid = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    let snapshot = save::Snapshot::new(&grid, Cell::new(1, 2).unwrap(), save::SavedMode::Editing);
    let mut out = [0u8; save::MAX_SAVE_LEN];
    let len = save::encode(&snapshot, &mut out);
    out[..len].to_vec()
}

#[test]
fn save_prints_the_givens_of_a_save_file_for_solve() {
    let file = temp_file("state.sav", "");
    std::fs::write(&file, classroom_save()).unwrap();
    let path = file.to_str().unwrap();
    let out = sudoku(&["save", path], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], format!("# {path}: 9x9, editing, cursor r2c3"));
    assert_eq!(lines[2], CLASSROOM);
    let solved = sudoku(&["solve", "-"], &text);
    assert_eq!(
        stdout(&solved).trim(),
        CLASSROOM_SOLVED,
        "solve reads what save prints"
    );
}

#[test]
fn save_names_a_damaged_file_and_leaves_it_as_it_was() {
    let mut bytes = classroom_save();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xFF;
    let file = temp_file("damaged.sav", "");
    std::fs::write(&file, &bytes).unwrap();
    let out = sudoku(&["save", file.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("damaged: checksum"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read(&file).unwrap(),
        bytes,
        "the file is untouched"
    );
}

#[test]
fn render_resumes_from_a_stick_folder_and_reads_its_puzzles_folder() {
    let stick = std::env::temp_dir().join(format!("sudoku-cli-stick-{}", std::process::id()));
    std::fs::create_dir_all(&stick).unwrap();
    std::fs::write(stick.join("state.sav"), classroom_save()).unwrap();
    let png = |name: &str| stick.join(name).to_str().unwrap().to_string();
    let run = |args: &[&str]| {
        let out = sudoku(args, "");
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        std::fs::read(args[args.len() - 1]).unwrap()
    };
    let resumed = run(&[
        "render",
        "editor",
        "--stick",
        stick.to_str().unwrap(),
        &png("a.png"),
    ]);
    let fresh = run(&["render", "editor", &png("b.png")]);
    assert_ne!(resumed, fresh, "the resumed screen shows the saved grid");
    // The stick's puzzles/ folder is the library's, as on the PSP: Library, Triangle, Down
    // opens its first collection, else the list wraps round to the built-in puzzles.
    std::fs::create_dir_all(stick.join("puzzles")).unwrap();
    std::fs::write(
        stick.join("puzzles/mine.txt"),
        format!("# mine\n{CLASSROOM}\n12x4\n"),
    )
    .unwrap();
    let keys = "Start,Down*2,Cross,Triangle,Down,Cross";
    let stick_dir = stick.to_str().unwrap();
    let with_puzzles = run(&[
        "render",
        "editor",
        "--stick",
        stick_dir,
        "--keys",
        keys,
        &png("c.png"),
    ]);
    let without = run(&["render", "editor", "--keys", keys, &png("e.png")]);
    assert_ne!(with_puzzles, without, "the collection of puzzles/ is shown");
    let out = sudoku(
        &[
            "render",
            "editor",
            "--stick",
            "/no/such/folder",
            &png("d.png"),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--stick /no/such/folder: not a folder"));
    std::fs::remove_dir_all(stick).unwrap();
}

/// Counts the solutions of a 9x9 or 4x4 puzzle line by plain backtracking, up to `limit`:
/// cells in row order, every digit tried, each try checked against its row, column and box.
/// Written apart from the solver, to check `sudoku count` against.
fn independent_count(line: &str, limit: u32) -> u32 {
    let side = (line.len() as f64).sqrt() as usize;
    let box_side = (side as f64).sqrt() as usize;
    let mut cells: Vec<u8> = line
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    fn fits(cells: &[u8], side: usize, box_side: usize, at: usize, d: u8) -> bool {
        let (r, c) = (at / side, at % side);
        (0..side).all(|i| {
            let (br, bc) = (
                r / box_side * box_side + i / box_side,
                c / box_side * box_side + i % box_side,
            );
            (i == c || cells[r * side + i] != d)
                && (i == r || cells[i * side + c] != d)
                && (br * side + bc == at || cells[br * side + bc] != d)
        })
    }
    fn walk(cells: &mut Vec<u8>, side: usize, box_side: usize, found: &mut u32, limit: u32) {
        let Some(at) = cells.iter().position(|&d| d == 0) else {
            *found += 1;
            return;
        };
        for d in 1..=side as u8 {
            if *found >= limit {
                return;
            }
            if fits(cells, side, box_side, at, d) {
                cells[at] = d;
                walk(cells, side, box_side, found, limit);
                cells[at] = 0;
            }
        }
    }
    let givens_clash =
        (0..cells.len()).any(|at| cells[at] != 0 && !fits(&cells, side, box_side, at, cells[at]));
    if givens_clash {
        return 0;
    }
    let mut found = 0;
    walk(&mut cells, side, box_side, &mut found, limit);
    found
}

#[test]
fn count_prints_every_puzzles_solutions_as_an_independent_search_counts_them() {
    let tutorial =
        "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";
    let classroom =
        ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";
    let empty4 = "................";
    let two_rows = "1234341221434321"
        .replace("2143", "....")
        .replace("4321", "....");
    let clash = "11..............";
    let lines = [tutorial, classroom, empty4, &two_rows, clash];
    let path = temp_file("cli_count.txt", &(lines.join("\n") + "\nbad line\n"));
    let out = sudoku(&["count", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1), "a malformed line: exit 1");
    let printed: Vec<String> = stdout(&out).lines().map(String::from).collect();
    let expected: Vec<String> = lines
        .iter()
        .map(|l| independent_count(l, 10_001).to_string())
        .chain(["error line 6 col 4: unexpected character ' '".to_string()])
        .collect();
    assert_eq!(printed, expected);
    assert_eq!(
        printed[0], "434",
        "the tutorial grid's count, as its source says"
    );
    let limited = sudoku(
        &["count", "--limit", "100", "-"],
        &format!("{tutorial}\n{empty4}\n"),
    );
    assert_eq!(stdout(&limited), "100+\n100+\n");
    assert_eq!(limited.status.code(), Some(0));
    let bad = sudoku(&["count", "--limit", "0"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("--limit \"0\""), "{}", stderr(&bad));
}

/// The fields of a `sudoku race` line: (line, algorithm, placements, backtracks, ms, outcome).
fn race_fields(line: &str) -> (usize, String, u64, u64, f64, String) {
    let words: Vec<&str> = line.split(' ').collect();
    assert!(words.len() >= 11, "{line}");
    assert_eq!(
        (words[0], words[3], words[5], words[7], words[9]),
        ("line", "placements", "backtracks", "time", "ms"),
        "{line}"
    );
    let number = |w: &str| w.parse::<u64>().unwrap_or_else(|_| panic!("{line}"));
    (
        number(words[1]) as usize,
        words[2].to_string(),
        number(words[4]),
        number(words[6]),
        words[8].parse().unwrap_or_else(|_| panic!("{line}")),
        words[10..].join(" "),
    )
}

#[test]
fn race_prints_a_line_per_puzzle_and_algorithm() {
    let input = format!("# the classroom grid\n{CLASSROOM}\n{TUTORIAL}\n");
    let out = sudoku(&["race"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<_> = text.lines().map(race_fields).collect();
    let names: Vec<(usize, &str)> = lines.iter().map(|l| (l.0, l.1.as_str())).collect();
    assert_eq!(
        names,
        [
            (2, "naive"),
            (2, "sorted"),
            (2, "mrv"),
            (2, "ours"),
            (3, "naive"),
            (3, "sorted"),
            (3, "mrv"),
            (3, "ours"),
        ]
    );
    // The naive counts of the tutorial's function (see tests/lesson.rs).
    assert_eq!((lines[0].2, lines[0].3), (11_791, 8_011));
    assert_eq!((lines[4].2, lines[4].3), (845_105, 590_295));
    for line in &lines {
        assert_eq!(line.5, "solved");
        assert!(line.4 >= 0.0);
    }
    // Every algorithm places at least one digit per empty cell; mrv fewer than sorted, sorted
    // fewer than naive.
    let empty = CLASSROOM.bytes().filter(|&b| b == b'.').count() as u64;
    assert!(lines[..4].iter().all(|l| l.2 >= empty));
    assert!(lines[2].2 < lines[1].2 && lines[1].2 < lines[0].2);
}

#[test]
fn race_runs_one_algorithm_or_the_naive_scan_and_reports_bad_lines() {
    let impossible = format!("12345678.{}9", ".".repeat(71));
    let clash = format!("5.....5{}", ".".repeat(74));
    let input = format!("{CLASSROOM}\n{impossible}\n{clash}\n1..4..3..1..2...\n12x\n");
    let path = temp_file("race.txt", &input);
    let out = sudoku(
        &["race", "--algorithm", "naive-scan", path.to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "a malformed line");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    let scan = race_fields(lines[0]);
    assert_eq!(
        (scan.1.as_str(), scan.2, scan.3),
        ("naive-scan", 11_791, 8_011),
        "the naive tree, checked by scans"
    );
    assert_eq!(race_fields(lines[1]).5, "no solution");
    assert_eq!(lines[2], "line 3 conflict: 5 at r1c1 and r1c7");
    assert_eq!(race_fields(lines[3]).5, "solved", "a 4x4 line");
    assert_eq!(lines[4], "error line 5 col 3: unexpected character 'x'");
    assert!(stderr(&out).contains("1 malformed puzzle line"));

    let mrv = sudoku(
        &["race", "--algorithm", "mrv", "-"],
        &format!("{CLASSROOM}\n"),
    );
    assert_eq!(mrv.status.code(), Some(0));
    let line = race_fields(stdout(&mrv).trim_end());
    assert_eq!(
        (line.0, line.1.as_str(), line.5.as_str()),
        (1, "mrv", "solved")
    );

    let bad = sudoku(&["race", "--algorithm", "fastest"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("unknown algorithm \"fastest\""));
    let help = sudoku(&["race", "--help"], "");
    assert!(stdout(&help).contains("race [--algorithm naive|sorted|mrv|ours|all|naive-scan]"));
}

#[test]
fn the_readme_race_example_has_the_counts_sudoku_race_prints() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let example: Vec<_> = readme
        .split("example by `tests/cli.rs`):")
        .nth(1)
        .expect("the README's race example")
        .split("```")
        .nth(1)
        .expect("its code block")
        .lines()
        .filter(|l| l.starts_with("line "))
        .map(race_fields)
        .collect();
    assert_eq!(example.len(), 12, "three grids, four algorithms");
    let seeds = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/puzzles/seeds.txt");
    let out = sudoku(&["race", seeds], "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let raced: Vec<_> = stdout(&out).lines().map(race_fields).collect();
    // Everything but the time, which is the machine's.
    let counts =
        |l: &(usize, String, u64, u64, f64, String)| (l.0, l.1.clone(), l.2, l.3, l.5.clone());
    assert_eq!(
        example.iter().map(counts).collect::<Vec<_>>(),
        raced.iter().map(counts).collect::<Vec<_>>()
    );
}
