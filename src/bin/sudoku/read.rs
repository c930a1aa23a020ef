//! The puzzle files the file commands (`solve`, `count`, `convert`, `race`) read: their FILE
//! argument, the reading itself, a chunk at a time through the core's reader as the PSP reads
//! (the text is never held whole), and the tail they share: answers written to stdout, and
//! exit code 1 when a puzzle was malformed or the file is no text.

use std::{
    fmt::Display,
    fs::File,
    io::{self, BufWriter, Read, StdoutLock, Write},
    process::ExitCode,
};

use clap::Args;
use sudoku_core::{
    PuzzleError,
    format::{self, Found, Item, Reader},
};

/// Bytes read at a time.
const CHUNK: usize = 64 * 1024;

/// The FILE argument of a file command.
#[derive(Debug, Clone, Args)]
pub struct PuzzleFile {
    /// The puzzle file (- or none: stdin)
    ///
    /// Any form: one puzzle a line (16, 81 or 256 cells), grids of 4, 9 or 16 rows with or
    /// without spaces, | and ruled lines (Simple Sudoku .ss, SadMan .sdk, ...); '.', '0', '-',
    /// '*' or '_' for an empty cell; blank and # lines between puzzles.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

impl PuzzleFile {
    /// The path given, if any (`-` or none is stdin).
    pub fn path(&self) -> Option<&str> {
        self.file.as_deref()
    }
}

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

/// What a file command writes its answers to (stdout, buffered), and what went wrong so far.
#[derive(Debug)]
pub struct Answers {
    out: BufWriter<StdoutLock<'static>>,
    /// The file's name in messages (`stdin` for stdin).
    name: String,
    /// Malformed puzzles answered by an `error ...` line.
    error_lines: usize,
    /// Whether something was named on stderr instead (a malformed puzzle, a file that is no text).
    failed: bool,
}

impl Answers {
    /// Writes `text` as a line.
    pub fn line(&mut self, text: impl Display) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    /// Answers a malformed puzzle with the line `error line N col C: <what>`.
    pub fn malformed(&mut self, error: PuzzleError) -> io::Result<()> {
        self.error_lines += 1;
        self.line(format_args!("error {error}"))
    }

    /// Names `error` on stderr as `sudoku: FILE: <error>`, leaving stdout alone.
    pub fn trouble(&mut self, error: impl Display) {
        self.failed = true;
        eprintln!("sudoku: {}: {error}", self.name);
    }

    /// Exit 0, or 1 after an error line or a trouble; the error lines are counted on stderr.
    fn exit_code(&self) -> ExitCode {
        let n = self.error_lines;
        if n > 0 {
            let s = if n == 1 { "" } else { "s" };
            eprintln!("sudoku: {n} malformed puzzle line{s} (see the error lines)");
        }
        if n > 0 || self.failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    }
}

/// Writes through to stdout (a grid over several lines, a flush after each race line).
impl Write for Answers {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// Runs a file command on `file`: hands each puzzle read, or the error of a malformed one, to
/// `answer` in order, and names a file that is no text. Stops quietly when stdout is closed.
/// Exit 0, or 1 if a puzzle was malformed or the file is no text; `Err` if it cannot be read.
pub fn answer_each(
    file: &PuzzleFile,
    mut answer: impl FnMut(Result<Found, PuzzleError>, &mut Answers) -> io::Result<()>,
) -> Result<ExitCode, String> {
    let (input, name) = open(file.path())?;
    let mut answers = Answers {
        out: BufWriter::new(io::stdout().lock()),
        name: name.clone(),
        error_lines: 0,
        failed: false,
    };
    each_item(input, &name, |item| match item {
        Item::Puzzle(found) => written_or_closed(answer(Ok(found), &mut answers)),
        Item::Malformed(error) => written_or_closed(answer(Err(error), &mut answers)),
        Item::NotText(error) => {
            answers.trouble(error);
            Ok(true)
        }
    })?;
    written_or_closed(answers.flush())?;
    Ok(answers.exit_code())
}
