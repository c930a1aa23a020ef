//! Runs the built `sudoku` binary: `sudoku solve` on stdin and on a file,
//! its output lines and its exit codes (0 answers, 1 malformed lines, 2 usage).
//! The command line is clap's: every subcommand has `--help`, and a usage error is clap's
//! message with exit 2 (the block "The command line" below).

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

/// Checks that `out` is a usage error as clap reports it: exit 2, nothing on stdout, and on
/// stderr clap's message, which says `what`.
fn assert_usage_error(out: &Output, what: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(stdout(out), "", "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains(what), "{what:?} in {err}");
    assert!(
        err.ends_with("For more information, try '--help'.\n"),
        "{err}"
    );
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

// ---- `sudoku grade`: one summary line a puzzle, HoDoKu's solution path with --steps.

/// magictour top1465 line 1: the forcing nets finish it.
const MAGICTOUR_1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// forum hardest 1905 line 1: logic finds no step at all (HoDoKu neither, without brute force).
const FORUM_1: &str =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

#[test]
fn grade_prints_level_rating_hardest_and_steps_one_line_a_puzzle() {
    let impossible = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54));
    let clash = format!("5.....5{}", ".".repeat(74));
    let input = format!(
        "{CLASSROOM}\n1.....3..2.....4\n{MAGICTOUR_1}\n{FORUM_1}\n{CLASSROOM_SOLVED}\n{TUTORIAL}\n{impossible}\n{clash}\n"
    );
    let out = sudoku(&["grade"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "level medium rating 3.4 hardest hidden-pair steps 62\n\
         level easy rating 2.3 hardest naked-single steps 12\n\
         level extreme rating 8.5 hardest forcing-net steps 99\n\
         level extreme rating 0.0 hardest brute-force steps 103\n\
         level easy rating 0.0 hardest none steps 0\n\
         multiple solutions\n\
         no solution\n\
         conflict: 5 at r1c1 and r1c7\n"
    );
    assert_eq!(stderr(&out), "");
}

#[test]
fn grade_steps_prints_hodoku_s_solution_path_before_each_summary() {
    let out = sudoku(&["grade", "--steps"], "1.....3..2.....4\n");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "Naked Single: r1c4=2\nNaked Single: r1c3=4\nFull House: r2c4=1\nFull House: r1c2=3\n\
         Full House: r3c4=3\nNaked Single: r2c2=4\nFull House: r2c1=2\nFull House: r4c2=1\n\
         Naked Single: r3c1=4\nFull House: r4c1=3\nFull House: r3c3=1\nFull House: r4c3=2\n\
         level easy rating 2.3 hardest naked-single steps 12\n"
    );

    let text = stdout(&sudoku(&["grade", "--steps"], &format!("{CLASSROOM}\n")));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 63, "62 steps and the summary: {text}");
    assert_eq!(lines[0], "Hidden Single: r2c3=5");
    for pattern in [
        "Locked Candidates Type 1 (Pointing): ",
        "Locked Candidates Type 2 (Claiming): ",
        "Naked Pair: ",
        "Hidden Pair: ",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(pattern)),
            "{pattern} in {text}"
        );
    }
}

#[test]
fn grade_takes_the_uniqueness_techniques_on_a_puzzle_with_one_solution_as_hodoku_does() {
    // HoDoKu's own path for magictour line 1 (hodoku-py 0.2.1) takes the same two steps after
    // its Skyscraper: a Uniqueness Test 1, then a Hidden Rectangle.
    let text = stdout(&sudoku(&["grade", "--steps"], &format!("{MAGICTOUR_1}\n")));
    let lines: Vec<&str> = text.lines().collect();
    let at = |step: &str| lines.iter().position(|l| *l == step);
    let skyscraper = at("Skyscraper: r3c4,r3c7,r5c4,r6c7 => r5c9,r6c6<>4").expect(&text);
    let ur = at("Uniqueness Test 1: r8c2,r8c7,r9c2,r9c7 => r8c7<>1, r8c7<>2").expect(&text);
    let hidden = at("Hidden Rectangle: r4c2,r4c3,r7c2,r7c3 => r4c3<>6").expect(&text);
    assert!(skyscraper < ur && ur < hidden, "{text}");
}

#[test]
fn grade_steps_goes_on_with_hodoku_s_brute_force_where_logic_is_stuck() {
    let text = stdout(&sudoku(&["grade", "--steps"], &format!("{FORUM_1}\n")));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..3],
        [
            // The middle one of the empty cells, set to the solution's digit.
            "Brute Force: r5c8=5",
            "Hidden Single: r6c4=5",
            "Hidden Single: r6c8=6",
        ]
    );
    assert_eq!(
        lines.last(),
        Some(&"level extreme rating 0.0 hardest brute-force steps 103")
    );
    assert_eq!(lines.len(), 104);
    // ALS-XZ and the ALS-XY-Wing come before the forcing chains, as in HoDoKu, and are written
    // as its solution path writes them: the sets with their digits (the pivot is C), the
    // restricted common digits, then the digits that go.
    for step in [
        "ALS-XY-Wing: A=r2c3,r2c4,r2c6,r2c8 {12369}, B=r3c7,r4c7,r9c7 {2349}, \
         C=r7c8,r8c7,r8c9,r9c8 {23479}, X,Y=3,9, Z=2 => r2c7<>2",
        "ALS-XZ: A=r1c8,r1c9,r2c8,r3c7 {12349}, B=r9c1,r9c6,r9c8 {1349}, X=9, Z=3 => r1c6<>3",
    ] {
        assert!(lines.contains(&step), "{step} in {text}");
    }
    // Every placement, brute force included, is the solution's digit.
    let solution = stdout(&sudoku(&["solve"], &format!("{FORUM_1}\n")));
    for line in &lines[..102] {
        if let Some((_, placed)) = line
            .split_once(": r")
            .filter(|_| line.contains('=') && !line.contains("=>"))
            && let Some((cell, digit)) = placed.split_once('=')
        {
            let (row, col) = cell.split_once('c').expect("rXcY");
            let index = (row.parse::<usize>().unwrap() - 1) * 9 + col.parse::<usize>().unwrap() - 1;
            assert_eq!(&solution[index..=index], digit, "{line}");
        }
    }
}

#[test]
fn grade_answers_a_malformed_line_with_its_place_and_exits_one() {
    let out = sudoku(&["grade"], &format!("{CLASSROOM}\n12x\n"));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "level medium rating 3.4 hardest hidden-pair steps 62\n\
         error line 2 col 3: unexpected character 'x'\n"
    );
    let help = stdout(&sudoku(&["grade", "--help"], ""));
    for promise in [
        "level LEVEL rating R.R hardest TECHNIQUE steps N",
        "brute-force",
        "--steps",
    ] {
        assert!(help.contains(promise), "{promise} in {help}");
    }
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
    for (args, what) in [
        (
            &["convert", "a.txt"][..],
            "the following required arguments were not provided:\n  --to <TO>",
        ),
        (
            &["convert", "--to", "csv", "a.txt"],
            "invalid value 'csv' for '--to <TO>'\n  [possible values: line, grid]",
        ),
        (
            &["convert", "--to"],
            "a value is required for '--to <TO>' but none was supplied",
        ),
        (
            &["convert", "--to", "line", "a.txt", "b.txt"],
            "unexpected argument 'b.txt' found",
        ),
    ] {
        assert_usage_error(&sudoku(args, ""), what);
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
    for (args, what) in [
        (
            &["solve", "--bogus"][..],
            "unexpected argument '--bogus' found",
        ),
        (
            &["solve", "a.txt", "b.txt"],
            "unexpected argument 'b.txt' found",
        ),
        (
            &["no-such-command"],
            "unrecognized subcommand 'no-such-command'",
        ),
    ] {
        let out = sudoku(args, "");
        assert_usage_error(&out, what);
        assert!(stderr(&out).contains("\nUsage: sudoku "), "{args:?}");
    }
    let nothing = sudoku(&[], "");
    assert_eq!(
        nothing.status.code(),
        Some(2),
        "no command: the help, as an error"
    );
    assert!(stderr(&nothing).contains("Usage: sudoku <COMMAND>\n"));
}

#[test]
fn help_describes_solve_and_the_count_cap() {
    let out = sudoku(&["solve", "--help"], "");
    assert_eq!(out.status.code(), Some(0));
    let help = stdout(&out);
    assert!(
        help.contains("Usage: sudoku solve [OPTIONS] [FILE]"),
        "{help}"
    );
    assert!(help.contains("--count"), "{help}");
    assert!(help.contains("2+ means two or more"), "{help}");
    let convert = stdout(&sudoku(&["convert", "--help"], ""));
    assert!(
        convert.contains("Usage: sudoku convert --to <TO> [FILE]"),
        "{convert}"
    );
    assert!(convert.contains("grids of 4, 9 or 16 rows"), "{convert}");
}

// ---- The command line (clap's derive API): help, usage errors, and outputs byte for byte as
// the hand-written parser and the format!-built JSON printed them.

/// The subcommands `sudoku --help` lists (but `help`).
fn subcommands() -> Vec<String> {
    let help = stdout(&sudoku(&["--help"], ""));
    help.split("\nCommands:\n")
        .nth(1)
        .expect("a Commands section")
        .lines()
        .take_while(|line| !line.is_empty())
        .filter_map(|line| line.strip_prefix("  "))
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .map(String::from)
        .collect()
}

#[test]
fn every_subcommand_prints_its_help_and_exits_zero() {
    let names = subcommands();
    for known in [
        "solve",
        "count",
        "grade",
        "convert",
        "race",
        "queens",
        "artwork",
        "render",
        "keys",
        "strings",
        "save",
        "menu",
        "status-area",
        "layout",
    ] {
        assert!(names.iter().any(|n| n == known), "{known} in {names:?}");
    }
    let scenes = [vec!["render", "title"], vec!["render", "editor"]];
    let every = names.iter().map(|n| vec![n.as_str()]).chain(scenes);
    for command in every {
        for flag in ["--help", "-h"] {
            let args: Vec<&str> = command.iter().copied().chain([flag]).collect();
            let out = sudoku(&args, "");
            assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
            let help = stdout(&out);
            let usage = format!("Usage: sudoku {}", command.join(" "));
            assert!(help.contains(&usage), "{args:?}: {help}");
            assert_eq!(stderr(&out), "", "{args:?}");
        }
        let via_help: Vec<&str> = ["help"]
            .into_iter()
            .chain(command.iter().copied())
            .collect();
        let long: Vec<&str> = command.iter().copied().chain(["--help"]).collect();
        assert_eq!(
            stdout(&sudoku(&via_help, "")),
            stdout(&sudoku(&long, "")),
            "sudoku help {command:?}"
        );
    }
}

#[test]
fn a_usage_error_is_clap_message_with_the_usage_and_exit_two() {
    let out = sudoku(&["solve", "--bogus"], "");
    assert_usage_error(&out, "error: unexpected argument '--bogus' found\n");
    assert!(
        stderr(&out).contains("\nUsage: sudoku solve [OPTIONS] [FILE]\n"),
        "{}",
        stderr(&out)
    );
    for (args, what) in [
        (&["menu", "extra"][..], "unexpected argument 'extra' found"),
        (&["keys"], "<FILE>..."),
        (&["save"], "<FILE>..."),
        (
            &["strings", "de"],
            "invalid value 'de' for '<LANG>'\n  [possible values: en, fr]",
        ),
        (
            &["render", "landscape", "x.png"],
            "unrecognized subcommand 'landscape'",
        ),
        (&["render", "editor"], "<OUT>"),
        (
            &["render", "editor", "--confirm", "square", "x.png"],
            "invalid value 'square' for '--confirm <CONFIRM>'",
        ),
        (
            &["render", "title", "--lang", "de", "x.png"],
            "invalid value 'de' for '--lang <LANG>'",
        ),
        (
            &["keys", "--sample", "x", "a.txt"],
            "invalid value 'x' for '--sample <N>'",
        ),
        (
            &["count", "--limit"],
            "a value is required for '--limit <N>'",
        ),
    ] {
        assert_usage_error(&sudoku(args, ""), what);
    }
}

#[test]
fn a_repeated_option_takes_its_last_value_as_before() {
    let input = format!("{TUTORIAL}\n");
    let limited = sudoku(&["count", "--limit", "3", "--limit", "500"], &input);
    assert_eq!(stdout(&limited), "434\n", "{}", stderr(&limited));
    let counted = sudoku(&["solve", "--count", "--count", "-"], &input);
    assert_eq!(stdout(&counted), "2+\n");
    let raced = sudoku(
        &["race", "--algorithm", "naive", "--algorithm", "mrv"],
        &input,
    );
    assert_eq!(race_fields(stdout(&raced).trim_end()).1, "mrv");
    let lines = sudoku(&["convert", "--to", "grid", "--to", "line"], &input);
    assert_eq!(stdout(&lines), input);
}

#[test]
fn options_and_files_may_come_in_any_order_and_dash_is_stdin() {
    let path = temp_file("cli_order.txt", &format!("{CLASSROOM}\n{TUTORIAL}\n"));
    let path = path.to_str().unwrap();
    let stdin = format!("{CLASSROOM}\n{TUTORIAL}\n");
    for (before, after, dash) in [
        (
            vec!["solve", "--count", path],
            vec!["solve", path, "--count"],
            vec!["solve", "--count", "-"],
        ),
        (
            vec!["count", "--limit", "9", path],
            vec!["count", path, "--limit", "9"],
            vec!["count", "-", "--limit", "9"],
        ),
        (
            vec!["convert", "--to", "grid", path],
            vec!["convert", path, "--to", "grid"],
            vec!["convert", "--to", "grid", "-"],
        ),
    ] {
        let first = sudoku(&before, "");
        assert_eq!(
            first.status.code(),
            Some(0),
            "{before:?}: {}",
            stderr(&first)
        );
        assert!(!first.stdout.is_empty());
        assert_eq!(sudoku(&after, "").stdout, first.stdout, "{after:?}");
        assert_eq!(sudoku(&dash, &stdin).stdout, first.stdout, "{dash:?}");
    }
    assert_eq!(
        stdout(&sudoku(&["count", "--limit", "9", path], "")),
        "1\n9+\n"
    );
}

/// The menu's JSON as `sudoku menu` always wrote it, by hand: one line, `, ` and `: ` apart.
fn menu_json_by_hand() -> String {
    use sudoku_core::app::menu::{Context, Page, items};
    let contexts = [
        ("edit", Context::Edit),
        ("play", Context::Play),
        ("finished", Context::Finished),
        ("lesson", Context::Lesson),
    ];
    let pages = [
        ("main", Page::Main),
        ("settings", Page::Settings),
        ("tools", Page::Tools),
    ];
    let contexts: Vec<String> = contexts
        .iter()
        .map(|(name, context)| {
            let pages: Vec<String> = pages
                .iter()
                .map(|(page_name, page)| {
                    let entries: Vec<String> = items(*page, *context)
                        .iter()
                        .map(|item| format!("\"{item:?}\""))
                        .collect();
                    format!("\"{page_name}\": [{}]", entries.join(", "))
                })
                .collect();
            format!("\"{name}\": {{{}}}", pages.join(", "))
        })
        .collect();
    format!("{{{}}}\n", contexts.join(", "))
}

/// The layout's JSON as `sudoku layout` always wrote it, by hand: compact, keys in this order.
fn layout_json_by_hand() -> String {
    use embedded_graphics::{
        pixelcolor::{Rgb888, RgbColor},
        primitives::Rectangle,
    };
    use sudoku_core::{
        Cell, Nine,
        draw::{
            EditorScreen,
            lesson::{LESSON_STATUS_AREA, RACE_FIGURES_AREA, STEP_TIME_AREA},
            palette,
            panel::{FOOTER_AREA, STATUS_AREA},
        },
    };
    let layout = EditorScreen::<Nine>::layout();
    let area = |a: Rectangle| {
        format!(
            "{{\"x\":{},\"y\":{},\"w\":{},\"h\":{}}}",
            a.top_left.x, a.top_left.y, a.size.width, a.size.height
        )
    };
    let cells: Vec<String> = Cell::<Nine>::all()
        .map(|cell| {
            let a = area(layout.cell_area(cell));
            format!(
                "{{\"row\":{},\"col\":{},{}",
                cell.row() + 1,
                cell.col() + 1,
                &a[1..]
            )
        })
        .collect();
    let hex = |c: Rgb888| format!("\"#{:02x}{:02x}{:02x}\"", c.r(), c.g(), c.b());
    let colours: Vec<String> = [
        ("cell", palette::CELL),
        ("cursor", palette::CURSOR),
        ("peer", palette::PEER),
        ("given", palette::GIVEN),
        ("solved", palette::SOLVED),
        ("conflict", palette::CONFLICT),
        ("conflict_bg", palette::CONFLICT_BG),
        ("last_forced", palette::LAST_FORCED),
        ("last_guess", palette::LAST_GUESS),
        ("backtrack", palette::BACKTRACK),
        ("background", palette::BACKGROUND),
        ("panel", palette::PANEL),
    ]
    .iter()
    .map(|(name, c)| format!("\"{name}\":{}", hex(*c)))
    .collect();
    format!(
        "{{\"cells\":[{}],\"status_area\":{},\"footer_area\":{},\"lesson_status_area\":{},\"step_time_area\":{},\"race_figures_area\":{},\"board\":{},\"colours\":{{{}}}}}\n",
        cells.join(","),
        area(STATUS_AREA),
        area(FOOTER_AREA),
        area(LESSON_STATUS_AREA),
        area(STEP_TIME_AREA),
        area(RACE_FIGURES_AREA),
        area(layout.bounds()),
        colours.join(",")
    )
}

#[test]
fn menu_layout_and_status_area_print_the_json_and_figures_the_emulator_tests_read() {
    let menu = sudoku(&["menu"], "");
    assert_eq!(menu.status.code(), Some(0));
    assert_eq!(stdout(&menu), menu_json_by_hand());
    let layout = sudoku(&["layout"], "");
    assert_eq!(layout.status.code(), Some(0));
    assert_eq!(stdout(&layout), layout_json_by_hand());
    let a = sudoku_core::draw::panel::STATUS_AREA;
    assert_eq!(
        stdout(&sudoku(&["status-area"], "")),
        format!(
            "{} {} {} {}\n",
            a.top_left.x, a.top_left.y, a.size.width, a.size.height
        )
    );
}

#[test]
fn strings_lists_every_key_and_text_in_a_language_of_any_case() {
    use sudoku_core::text::{Key, Lang};
    for lang in Lang::ALL {
        let expected: String = Key::ALL
            .iter()
            .map(|&key| format!("{}\t{}\n", key.name(), lang.text(key)))
            .collect();
        let out = sudoku(&["strings", lang.code()], "");
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(stdout(&out), expected, "{lang:?}");
        let upper = lang.code().to_uppercase();
        assert_eq!(stdout(&sudoku(&["strings", &upper], "")), expected);
    }
}

#[test]
fn keys_prints_a_key_list_per_puzzle_and_names_a_malformed_line() {
    let path = temp_file(
        "cli_keys.txt",
        &format!("# two sizes and a bad line\n{CLASSROOM}\n1..4..3..1..2...\n12x\n"),
    );
    let path = path.to_str().unwrap();
    let out = sudoku(&["keys", "--exact", "12", path], "");
    assert_eq!(out.status.code(), Some(1), "a malformed line");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    let givens = CLASSROOM.bytes().filter(u8::is_ascii_digit).count();
    assert_eq!(
        lines[0].matches("Flick").count(),
        givens,
        "a flick per given: {}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("Start,"),
        "a 4x4 switches size first: {}",
        lines[1]
    );
    assert_eq!(
        stderr(&out),
        format!("sudoku: {path} line 4: col 3: unexpected character 'x'\n")
    );
    let stats = sudoku(
        &["keys", "--stats", "--sample", "1", "--exact", "12", path],
        "",
    );
    assert!(
        stdout(&stats).starts_with("| set | puzzles | givens | today, nearest first |"),
        "{}",
        stdout(&stats)
    );
}

#[test]
fn artwork_writes_both_images_at_their_sizes() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_artwork");
    std::fs::create_dir_all(&dir).unwrap();
    let dir_name = dir.to_str().unwrap();
    let out = sudoku(&["artwork", dir_name], "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("wrote {dir_name}/ICON0.png (144x80) and {dir_name}/PIC1.png (480x272)\n")
    );
    for (name, width, height) in [("ICON0.png", 144u32, 80u32), ("PIC1.png", 480, 272)] {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        assert_eq!(&bytes[12..16], b"IHDR");
        let size = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
        assert_eq!((size(16), size(20)), (width, height), "{name}");
    }
}

#[test]
fn render_takes_a_language_or_confirm_button_in_any_case() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let png = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let run = |args: &[&str]| {
        let out = sudoku(args, "");
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        std::fs::read(args[args.len() - 1]).unwrap()
    };
    let fr = run(&["render", "title", "--lang", "fr", &png("cli_title_fr.png")]);
    let upper = run(&["render", "title", "--lang", "FR", &png("cli_title_FR.png")]);
    let en = run(&["render", "title", &png("cli_title_en.png")]);
    assert_eq!(fr, upper);
    assert_ne!(fr, en);
    let circle = run(&[
        "render",
        "editor",
        "--confirm",
        "circle",
        "--keys",
        "Start",
        &png("cli_circle.png"),
    ]);
    let upper = run(&[
        "render",
        "editor",
        "--confirm",
        "CIRCLE",
        "--keys",
        "Start",
        &png("cli_circle2.png"),
    ]);
    let cross = run(&["render", "editor", "--keys", "Start", &png("cli_cross.png")]);
    assert_eq!(circle, upper);
    assert_ne!(circle, cross, "the menu's footer names the confirm button");
    let bad_keys = sudoku(
        &["render", "editor", "--keys", "Home", &png("cli_x.png")],
        "",
    );
    assert_eq!(bad_keys.status.code(), Some(2));
    assert_eq!(
        stderr(&bad_keys),
        "sudoku: unknown button \"Home\" in \"Home\"\n"
    );
}

#[test]
fn save_describes_each_file_and_names_one_it_cannot_read() {
    let file = temp_file("cli_save_state.sav", "");
    std::fs::write(&file, classroom_save()).unwrap();
    let path = file.to_str().unwrap();
    let out = sudoku(&["save", path, "no/such.sav", path], "");
    assert_eq!(out.status.code(), Some(1));
    let one = stdout(&sudoku(&["save", path], ""));
    assert_eq!(stdout(&out), format!("{one}{one}"), "the others are shown");
    assert!(
        stderr(&out).starts_with("sudoku: no/such.sav: "),
        "{}",
        stderr(&out)
    );
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
    assert_usage_error(
        &sudoku(&["count", "--limit", "0"], ""),
        "invalid value '0' for '--limit <N>'",
    );
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
            (2, "report"),
            (3, "naive"),
            (3, "sorted"),
            (3, "mrv"),
            (3, "ours"),
            (3, "report"),
        ]
    );
    // The naive counts of the tutorial's function (see tests/lesson.rs).
    assert_eq!((lines[0].2, lines[0].3), (11_791, 8_011));
    assert_eq!((lines[5].2, lines[5].3), (845_105, 590_295));
    // The report's method on the TP's grid: 59 placements, 2 backtracks.
    assert_eq!((lines[4].2, lines[4].3), (59, 2));
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

    assert_usage_error(
        &sudoku(&["race", "--algorithm", "fastest"], ""),
        "invalid value 'fastest' for '--algorithm <NAME>'\n  \
         [possible values: naive, sorted, mrv, ours, report, all, naive-scan]",
    );
    let help = stdout(&sudoku(&["race", "--help"], ""));
    assert!(
        help.contains("Usage: sudoku race [OPTIONS] [FILE]"),
        "{help}"
    );
    assert!(help.contains("- naive-scan: "), "{help}");
}

// The lesson: the trace of `sudoku race --trace N`, and `sudoku queens`.

/// The tutorial's recursive function, cell 0 to the last in reading order, digits in order, a
/// try checked by scanning the row, column and box; it logs each placement and each cell set
/// back to empty as the trace's lines, up to `limit` lines.
fn tutorial_trace(line: &str, limit: usize) -> Vec<String> {
    fn fits(cells: &[u8], side: usize, box_side: usize, at: usize, d: u8) -> bool {
        let (r, c) = (at / side, at % side);
        let (br, bc) = (r / box_side * box_side, c / box_side * box_side);
        (0..side).all(|i| {
            cells[r * side + i] != d
                && cells[i * side + c] != d
                && cells[(br + i / box_side) * side + bc + i % box_side] != d
        })
    }
    fn go(
        cells: &mut Vec<u8>,
        side: usize,
        bs: usize,
        at: usize,
        log: &mut Vec<String>,
        limit: usize,
    ) -> bool {
        if log.len() >= limit {
            return true; // enough lines: stop everywhere
        }
        if at == cells.len() {
            return true;
        }
        if cells[at] != 0 {
            return go(cells, side, bs, at + 1, log, limit);
        }
        let place = format!("r{}c{}", at / side + 1, at % side + 1);
        for d in 1..=side as u8 {
            if fits(cells, side, bs, at, d) {
                cells[at] = d;
                log.push(format!("{} {place} = {d}", log.len() + 1));
                if go(cells, side, bs, at + 1, log, limit) {
                    return true;
                }
            }
        }
        if cells[at] != 0 {
            cells[at] = 0;
            log.push(format!("{} {place} emptied", log.len() + 1));
        }
        false
    }
    let mut cells: Vec<u8> = line
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let side = (cells.len() as f64).sqrt() as usize;
    let box_side = (side as f64).sqrt() as usize;
    let mut log = Vec::new();
    go(&mut cells, side, box_side, 0, &mut log, limit);
    log.truncate(limit);
    log
}

#[test]
fn race_trace_prints_the_tutorials_first_steps_before_the_summary_line() {
    let four = "1..4..3..1..2...";
    for (puzzle, steps) in [(CLASSROOM, 200), (four, 30)] {
        let out = sudoku(
            &[
                "race",
                "--algorithm",
                "naive",
                "--trace",
                &steps.to_string(),
            ],
            &format!("{puzzle}\n"),
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        let (summary, trace) = lines.split_last().expect("a summary line");
        assert_eq!(race_fields(summary).1, "naive");
        let expected = tutorial_trace(puzzle, steps);
        assert_eq!(trace, &expected, "{puzzle}");
    }
    // The 4x4 solves in fewer steps than asked: the whole search, then the summary.
    let out = sudoku(
        &["race", "--algorithm", "naive", "--trace", "30"],
        &format!("{four}\n"),
    );
    let text = stdout(&out);
    let summary = race_fields(text.lines().last().unwrap());
    assert_eq!(text.lines().count() as u64 - 1, summary.2 + summary.3);
}

#[test]
fn the_apps_lesson_txt_is_the_race_trace_of_the_same_grid_and_algorithm() {
    use sudoku_core::{
        Grid, Nine,
        editor::lesson::TRACE_STEPS,
        lesson::{Algorithm, Run, trace},
        solver::Solver,
    };
    // What the app writes to lesson.txt (src/editor/lesson/trace.rs), for each algorithm.
    for (algorithm, name) in [
        (Algorithm::Naive, "naive"),
        (Algorithm::Sorted, "sorted"),
        (Algorithm::Mrv, "mrv"),
        (Algorithm::Ours, "ours"),
    ] {
        let puzzle: Grid<Nine> = Grid::from_line(CLASSROOM).unwrap();
        let mut solver = Box::new(Solver::new(&Grid::empty(), 1).unwrap());
        let mut run = Run::new(algorithm, &puzzle, &mut solver).unwrap();
        let mut lesson_txt = String::new();
        trace::trace_run(&mut run, &mut solver, TRACE_STEPS, &mut lesson_txt).unwrap();
        let out = sudoku(
            &[
                "race",
                "--algorithm",
                name,
                "--trace",
                &TRACE_STEPS.to_string(),
            ],
            &format!("{CLASSROOM}\n"),
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = stdout(&out);
        let (trace, summary) = text.trim_end().rsplit_once('\n').expect("a summary line");
        assert!(summary.starts_with("line 1 "), "{summary}");
        assert_eq!(format!("{trace}\n"), lesson_txt, "{name}");
    }
}

#[test]
fn race_trace_gives_every_algorithm_its_steps_numbered_from_one() {
    let out = sudoku(
        &["race", "--trace", "12"],
        &format!("{CLASSROOM}\n{TUTORIAL}\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let mut names = Vec::new();
    let mut k_seen = Vec::new();
    let mut grid: Vec<u8> = CLASSROOM.bytes().collect();
    for line in text.lines() {
        if line.starts_with("line ") {
            let fields = race_fields(line);
            names.push((fields.0, fields.1));
            assert!(!k_seen.is_empty(), "steps before {line}");
            assert_eq!(k_seen.first(), Some(&1), "{line}");
            assert!(
                k_seen.windows(2).all(|w| w[1] == w[0] || w[1] == w[0] + 1),
                "{k_seen:?}"
            );
            k_seen.clear();
            grid = if fields.0 == 1 { TUTORIAL } else { CLASSROOM }
                .bytes()
                .collect();
            continue;
        }
        let words: Vec<&str> = line.split(' ').collect();
        k_seen.push(words[0].parse::<u64>().expect(line));
        let place = words[1].strip_prefix('r').expect(line);
        let (r, c) = place.split_once('c').expect(line);
        let at = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
        match &words[2..] {
            ["=", d] => {
                assert_eq!(d.len(), 1, "{line}");
                grid[at] = d.as_bytes()[0];
            }
            ["emptied"] => {
                assert_ne!(grid[at], b'.', "an emptied cell held a digit: {line}");
                grid[at] = b'.';
            }
            _ => panic!("not a trace line: {line}"),
        }
    }
    let order = ["naive", "sorted", "mrv", "ours", "report"];
    let expected: Vec<(usize, String)> = [1, 2]
        .iter()
        .flat_map(|&l| order.iter().map(move |n| (l, n.to_string())))
        .collect();
    assert_eq!(names, expected);

    let report = sudoku(
        &["race", "--algorithm", "report", "--trace", "5"],
        &format!("{CLASSROOM}\n"),
    );
    let text = stdout(&report);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[0].starts_with("1 r") && lines[0].contains(" = "),
        "{text}"
    );
    assert_eq!(race_fields(lines[5]).1, "report");
}

/// Every solution of the N queens, row by row, columns left to right: an independent search.
fn queens_by_hand(n: usize) -> Vec<Vec<usize>> {
    fn go(n: usize, cols: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cols.len() == n {
            out.push(cols.clone());
            return;
        }
        let row = cols.len();
        for c in 0..n {
            let safe = cols
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && row - r != c.abs_diff(q));
            if safe {
                cols.push(c);
                go(n, cols, out);
                cols.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(n, &mut Vec::new(), &mut out);
    out
}

#[test]
fn queens_prints_the_first_solution_or_the_count_for_n_from_4_to_12() {
    for n in 4..=12 {
        let all = queens_by_hand(n);
        let counted = sudoku(&["queens", &n.to_string(), "--count"], "");
        assert_eq!(counted.status.code(), Some(0));
        assert_eq!(stdout(&counted), format!("{}\n", all.len()), "N = {n}");
        let first = sudoku(&["queens", &n.to_string()], "");
        assert_eq!(first.status.code(), Some(0));
        let drawn: String = all[0]
            .iter()
            .map(|&q| {
                (0..n)
                    .map(|c| if c == q { 'Q' } else { '.' })
                    .collect::<String>()
                    + "\n"
            })
            .collect();
        assert_eq!(stdout(&first), drawn, "N = {n}");
    }
    assert_eq!(stdout(&sudoku(&["queens", "8", "--count"], "")), "92\n");
    assert_eq!(
        stdout(&sudoku(&["queens", "4"], "")),
        ".Q..\n...Q\nQ...\n..Q.\n"
    );
    assert_usage_error(&sudoku(&["queens", "3"], ""), "3 is not in 4..=12");
    assert_usage_error(&sudoku(&["queens", "13"], ""), "13 is not in 4..=12");
    let help = stdout(&sudoku(&["queens", "--help"], ""));
    assert!(
        help.contains("Usage: sudoku queens [OPTIONS] <N>"),
        "{help}"
    );
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
    assert_eq!(example.len(), 15, "three grids, five algorithms");
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
