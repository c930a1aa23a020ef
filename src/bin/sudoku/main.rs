//! `sudoku`: the host command-line tool (puzzle files, renders, artwork).

mod artwork;
mod convert;
mod count;
mod keys;
mod menu;
mod png_io;
mod race;
mod read;
mod render;
mod save_show;
mod solve;
mod stick;
mod strings;
mod tour;

use std::process::ExitCode;

const USAGE: &str = "usage: sudoku <command> [args]
commands:
  solve [--count] [FILE]
                       solve every puzzle of FILE (- or none: stdin) and print one line per
                       puzzle: the solution, 'no solution', 'multiple solutions: <first>',
                       'conflict: <digit> at rXcY and rXcY' or 'error line N col C: <what>';
                       exit 1 if a puzzle was malformed or the file is no text
                       --count: print the number of solutions instead: 0, 1 or 2+
                       (2+ means two or more: the search stops at the second)
  count [--limit N] [FILE]
                       count the solutions of every puzzle of FILE (- or none: stdin), one line
                       per puzzle: the count, or N+ when the search stopped at the limit N
                       (default 10000); 'error line N col C: <what>' for a malformed puzzle
                       (exit 1); clashing givens have 0 solutions
  convert --to line|grid [FILE]
                       write every puzzle of FILE (- or none: stdin) one a line, or as grids
                       over several lines; malformed puzzles are named on stderr (exit 1)
                       FILE may be in any form: one puzzle a line (16, 81 or 256 cells), grids
                       of 4, 9 or 16 rows with or without spaces, | and ruled lines (Simple
                       Sudoku .ss, SadMan .sdk, ...); '.', '0', '-', '*' or '_' for an empty
                       cell; blank and # lines between puzzles
  race [--algorithm naive|sorted|mrv|ours|all|naive-scan] [FILE]
                       search every puzzle of FILE (- or none: stdin) with the backtracking
                       lesson's algorithms, each to its first solution (default: all four), and
                       print one line per puzzle and algorithm:
                       'line N ALGORITHM placements N backtracks N time T ms solved|no solution'
                       (N: the puzzle's line in the file; T: milliseconds, 3 decimals), or
                       'line N conflict: <digit> at rXcY and rXcY', or 'error line N col C: <what>';
                       exit 1 if a line was malformed. naive-scan: the naive search with the
                       tutorial's checks by scanning (the same placements, slower)
  artwork [DIR]        draw ICON0.png (144x80) and PIC1.png (480x272) into DIR (default: assets)
  render SCENE [OPTIONS] OUT
                       draw a 480x272 screen with the core's drawables into the PNG file OUT
                       scenes: title [--lang en|fr];
                               editor [--givens LINE] [--keys LIST] [--confirm circle|cross]
                                      [--stick DIR] [--lang en|fr]
                       (LIST: frames of presses replayed through the app, e.g. Right*3,Down+Circle,Square;
                       DIR: a copy of the EBOOT's folder the app starts from, resuming its saves
                       and reading its puzzles.txt, mine.txt and puzzles/ folder as the PSP does;
                       the app writes there as on the PSP; --lang: the console's language,
                       English by default)
  keys [--stats] [--sample N] [--exact N] FILE...
                       print, for each puzzle line, the fewest inputs that type it on an
                       empty grid from r1c1 with the fastest entry (flicks of the stick,
                       D-pad, leans, Select+direction jumps), as a key list render reads;
                       --stats: a table of presses per given instead, today's controls
                       against the fastest entry; --sample N: about N puzzles spread over
                       each file; --exact N: tours proven shortest up to N givens (20)
  strings en|fr        print every text of the app in that language, one 'key<TAB>text' a line
  save FILE...         print what the app's save files hold, as puzzle lines: a comment line
                       (size, mode, cursor; then the grid with the placed digits) and the
                       givens, which 'sudoku solve' reads; for player.sav, a comment line with
                       the settings and a 'best SIZE DIFFICULTY MS' line per best time kept;
                       the files are only read
  menu                 print the Start menu's pages over each context (edit, play, finished) as
                       JSON: {\"edit\": {\"main\": [entry, ...], \"settings\": [...], ...}, ...}
  status-area          print the status text's area as 'x y width height'
  layout               print the 9x9 editor screen's cell areas, status area, the lesson's areas
                       of figures (status, step time, race figures), the board and colours as JSON";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let done = |result: Result<(), String>| result.map(|()| ExitCode::SUCCESS);
    let result = match args.first().map(String::as_str) {
        Some("solve") => solve::command(&args[1..], USAGE),
        Some("convert") => convert::command(&args[1..], USAGE),
        Some("count") => count::command(&args[1..], USAGE),
        Some("race") => race::command(&args[1..], USAGE),
        Some("artwork") => done(artwork::run(args.get(1).map_or("assets", String::as_str))),
        Some("layout") => {
            println!("{}", render::layout_json());
            Ok(ExitCode::SUCCESS)
        }
        Some("menu") => {
            println!("{}", menu::json());
            Ok(ExitCode::SUCCESS)
        }
        Some("save") => save_show::command(&args[1..]),
        Some("strings") => done(strings::command(&args[1..], USAGE)),
        Some("keys") => keys::command(&args[1..]),
        Some("status-area") => {
            println!("{}", render::status_area());
            Ok(ExitCode::SUCCESS)
        }
        Some("render") => match (args.get(1), args.get(2)) {
            (Some(scene), Some(_)) => {
                let out = &args[args.len() - 1];
                done(render::run(scene, out, &args[2..args.len() - 1]))
            }
            _ => Err(format!("render needs a scene and an output file\n{USAGE}")),
        },
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        _ => Err(format!("unknown or missing command\n{USAGE}")),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::from(2)
        }
    }
}
