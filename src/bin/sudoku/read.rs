//! Puzzle files (or stdin) read a chunk at a time through the core's reader, as the PSP
//! reads them: the text is never held whole.

use std::{
    fs::File,
    io::{self, Read},
};

use sudoku_core::format::{self, Item, Reader};

/// Bytes read at a time.
const CHUNK: usize = 64 * 1024;

/// Opens `path` (`-` or `None`: stdin) for [`each_item`]; the error names the file.
pub fn open(path: Option<&str>) -> Result<(Box<dyn Read>, String), String> {
    match path {
        None | Some("-") => Ok((Box::new(io::stdin().lock()), "stdin".to_string())),
        Some(path) => {
            let file = File::open(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Ok((Box::new(file), path.to_string()))
        }
    }
}

/// The arguments every file command shares, for one its own options did not take: `-h` or
/// `--help` prints `usage` and returns `Ok(true)` (the command stops there); `-` or a FILE fills
/// `path` (at most one); any other `-...` is an unknown option of `command`.
pub fn file_argument<'a>(
    command: &str,
    arg: &'a str,
    path: &mut Option<&'a str>,
    usage: &str,
) -> Result<bool, String> {
    match arg {
        "-h" | "--help" => {
            println!("{usage}");
            return Ok(true);
        }
        "-" if path.is_none() => *path = Some("-"),
        flag if flag.starts_with('-') && flag != "-" => {
            return Err(format!("{command}: unknown option {flag:?}\n{usage}"));
        }
        file if path.is_none() => *path = Some(file),
        _ => return Err(format!("{command} takes at most one file\n{usage}")),
    }
    Ok(false)
}

/// Hands every item of `input` (named `name` in messages) to `each`, in order, until it
/// returns `false`. A file whose start shows it is no text gives one [`Item::NotText`].
pub fn each_item(
    mut input: impl Read,
    name: &str,
    mut each: impl FnMut(Item) -> Result<bool, String>,
) -> Result<(), String> {
    let mut buffer = vec![0u8; CHUNK];
    let mut reader = Reader::new();
    let mut first = true;
    loop {
        let len = match input.read(&mut buffer) {
            Ok(0) => break,
            Ok(len) => len,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read {name}: {e}")),
        };
        if first {
            first = false;
            if let Err(error) = format::check_start(&buffer[..len]) {
                each(Item::NotText(error))?;
                return Ok(());
            }
        }
        let mut rest = &buffer[..len];
        while !rest.is_empty() {
            let (used, item) = reader.next(rest);
            rest = &rest[used..];
            if let Some(item) = item
                && !each(item)?
            {
                return Ok(());
            }
        }
    }
    while let Some(item) = reader.finish() {
        if !each(item)? {
            break;
        }
    }
    Ok(())
}

/// `Ok(true)` if written, `Ok(false)` if the reader went away (`sudoku solve big.txt | head`).
pub fn written_or_closed(result: io::Result<()>) -> Result<bool, String> {
    match result {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(format!("cannot write to stdout: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_command_takes_one_file_or_stdin_and_names_a_wrong_argument() {
        let mut path = None;
        assert_eq!(
            file_argument("count", "a.txt", &mut path, "USAGE"),
            Ok(false)
        );
        assert_eq!(path, Some("a.txt"));
        assert_eq!(
            file_argument("count", "b.txt", &mut path, "USAGE"),
            Err("count takes at most one file\nUSAGE".to_string())
        );
        assert_eq!(
            file_argument("count", "-", &mut path, "USAGE"),
            Err("count takes at most one file\nUSAGE".to_string())
        );
        let mut stdin = None;
        assert_eq!(file_argument("race", "-", &mut stdin, "USAGE"), Ok(false));
        assert_eq!(stdin, Some("-"));
        assert_eq!(
            file_argument("race", "--fast", &mut stdin, "USAGE"),
            Err("race: unknown option \"--fast\"\nUSAGE".to_string())
        );
        let mut none = None;
        assert_eq!(
            file_argument("solve", "--help", &mut none, "USAGE"),
            Ok(true)
        );
        assert_eq!(none, None);
    }
}
