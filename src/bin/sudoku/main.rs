//! `sudoku`: the host command-line tool (puzzle files, renders, artwork).

mod artwork;
mod png_io;
mod render;

use std::process::ExitCode;

const USAGE: &str = "usage: sudoku <command> [args]
commands:
  artwork [DIR]        draw ICON0.png (144x80) and PIC1.png (480x272) into DIR (default: assets)
  render SCENE OUT     draw a 480x272 screen with the core's drawables into the PNG file OUT
                       scenes: title";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("artwork") => artwork::run(args.get(1).map_or("assets", String::as_str)),
        Some("render") => match (args.get(1), args.get(2)) {
            (Some(scene), Some(out)) => render::run(scene, out),
            _ => Err(format!("render needs a scene and an output file\n{USAGE}")),
        },
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("unknown or missing command\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::from(2)
        }
    }
}
