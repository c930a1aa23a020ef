//! The index of a collection file: where every `spacing`-th puzzle starts on the memory stick,
//! so that showing puzzle `n` reads at most `spacing - 1` puzzles before it, and no file is ever
//! held in memory.
//!
//! A restart position is 8 bytes (offset and line, each a `u32`); [`MARKS`] of them are kept,
//! 8 KiB in all. They start [`FIRST_SPACING`] puzzles apart; when they are all used, every
//! other one is dropped and the spacing doubles, so any number of puzzles fits (the 49,158
//! puzzles of the 17-clue set take 769 positions, 64 apart).
//!
//! [`Indexing`] reads a file a chunk at a time into an [`Index`] (the app gives it a few
//! milliseconds a frame); [`Index::seek`] finds a puzzle. A seek checks what it reads against
//! the index: the restart position must follow a line end and hold the puzzle the index says
//! starts there; anything else means the file changed since it was indexed ([`Jump::Changed`]).

use heapless::Vec;

use crate::{
    format::{FileError, Found, Item, Position, PuzzleError, Reader, Skim, check_start},
    save::{Stat, Storage},
};

/// Restart positions kept: 8 bytes each.
pub const MARKS: usize = 1024;
/// Puzzles between two restart positions at first (the spacing doubles when the marks are full).
pub const FIRST_SPACING: u32 = 64;
/// Bytes read at a time while indexing.
pub const READ_CHUNK: usize = 16 * 1024;
/// Bytes read at a time by a jump (64 one-line 9x9 puzzles are 5,248 bytes).
pub const SEEK_CHUNK: usize = 4 * 1024;
/// Malformed puzzles of a collection remembered for the report (all are counted).
pub const ERRORS_KEPT: usize = 3;

/// Where a puzzle starts: its byte offset and line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Mark {
    offset: u32,
    line: u32,
}

impl Mark {
    fn position(self) -> Position {
        Position {
            offset: u64::from(self.offset),
            line: self.line,
        }
    }
}

/// What reading a collection found besides its puzzles.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Survey {
    /// Puzzles read.
    pub puzzles: u32,
    /// Malformed puzzles, skipped.
    pub bad: u32,
    /// The first malformed puzzles (all are counted in `bad`).
    pub errors: Vec<PuzzleError, ERRORS_KEPT>,
    /// Why the reading stopped before the end: the rest of the file is no text.
    pub not_text: Option<FileError>,
}

impl Survey {
    /// Counts one item of the file.
    fn count(&mut self, item: Skim) {
        match item {
            Skim::Puzzle(_) => self.puzzles += 1,
            Skim::Malformed(error) => {
                self.bad += 1;
                let _ = self.errors.push(error);
            }
            Skim::NotText(error) => self.not_text = Some(error),
        }
    }
}

/// The restart positions of one collection file, and what reading it found so far.
#[derive(Debug, Clone)]
pub struct Index {
    marks: [Mark; MARKS],
    /// Marks in use.
    len: usize,
    /// Puzzles from one mark to the next.
    spacing: u32,
    survey: Survey,
}

impl Default for Index {
    fn default() -> Self {
        Self::new()
    }
}

/// Why a jump found no puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Jump<E> {
    /// The file is not what the index says: it changed since it was read.
    Changed,
    /// The index does not reach that far.
    Beyond,
    /// Reading failed.
    Io(E),
}

impl Index {
    /// No puzzles.
    pub const fn new() -> Self {
        Index {
            marks: [Mark { offset: 0, line: 0 }; MARKS],
            len: 0,
            spacing: FIRST_SPACING,
            survey: Survey {
                puzzles: 0,
                bad: 0,
                errors: Vec::new(),
                not_text: None,
            },
        }
    }

    /// Forgets everything, to index another file (or the same one again).
    pub fn clear(&mut self) {
        self.len = 0;
        self.spacing = FIRST_SPACING;
        self.survey = Survey::default();
    }

    /// Puzzles indexed so far.
    pub fn puzzles(&self) -> u32 {
        self.survey.puzzles
    }

    /// What reading found so far.
    pub fn survey(&self) -> &Survey {
        &self.survey
    }

    /// Puzzles between two restart positions now.
    pub fn spacing(&self) -> u32 {
        self.spacing
    }

    /// Restart positions in use.
    pub fn marks(&self) -> usize {
        self.len
    }

    /// Takes in the next item of the file, in order.
    fn take(&mut self, item: Skim) {
        if let Skim::Puzzle(at) = item {
            self.mark(self.survey.puzzles, at);
        }
        self.survey.count(item);
    }

    /// Keeps `at`, the start of puzzle `number`, if a mark falls on it.
    fn mark(&mut self, number: u32, at: Position) {
        if !number.is_multiple_of(self.spacing) {
            return;
        }
        if self.len == MARKS {
            // Full: keep every other mark, twice as far apart.
            for i in 0..MARKS / 2 {
                self.marks[i] = self.marks[2 * i];
            }
            self.len = MARKS / 2;
            self.spacing *= 2;
            if !number.is_multiple_of(self.spacing) {
                return;
            }
        }
        // Files are capped far below 4 GiB and 4 billion lines (see the collection's size limit).
        self.marks[self.len] = Mark {
            offset: u32::try_from(at.offset).unwrap_or(u32::MAX),
            line: at.line,
        };
        self.len += 1;
    }

    /// Reads puzzle `number` (from 0) of the file `name` that this index was made from.
    ///
    /// Starts at the nearest restart position at or before it and reads on; the puzzle found
    /// there must be the one the index put there, at a line's start, else the file changed.
    pub fn seek<St: Storage + ?Sized>(
        &self,
        storage: &mut St,
        name: &str,
        number: u32,
    ) -> Result<Found, Jump<St::Error>> {
        if number >= self.survey.puzzles || self.len == 0 {
            return Err(Jump::Beyond);
        }
        let k = ((number / self.spacing) as usize).min(self.len - 1);
        let mark = self.marks[k];
        let skip = number - k as u32 * self.spacing;
        let start = mark.position();
        // Read from the byte before, which must end a line (a puzzle starts a line).
        let mut offset = start.offset.saturating_sub(1);
        let mut boundary = start.offset > 0;
        let mut reader = Reader::at(start);
        let mut walk = Walk {
            start,
            first: true,
            skip,
        };
        let mut buf = [0u8; SEEK_CHUNK];
        loop {
            let n = match storage.read_at(name, offset, &mut buf) {
                Ok(Some(n)) => n,
                Ok(None) => return Err(Jump::Changed),
                Err(e) => return Err(Jump::Io(e)),
            };
            offset += n as u64;
            let mut rest = &buf[..n];
            if boundary {
                boundary = false;
                match rest.split_first() {
                    Some((b'\n' | b'\r', tail)) => rest = tail,
                    _ => return Err(Jump::Changed),
                }
            }
            while !rest.is_empty() {
                let (used, done) = if walk.skip > 0 {
                    let (used, item) = reader.skim(rest);
                    (used, item.and_then(|item| walk.skimmed(item)).map(Err))
                } else {
                    let (used, item) = reader.next(rest);
                    (used, item.and_then(|item| walk.read(item)))
                };
                rest = &rest[used..];
                if let Some(done) = done {
                    return done;
                }
            }
            if n < buf.len() {
                // The end of the file: the puzzle is in its last lines, or the file is short
                // of the puzzle the index counted.
                loop {
                    let done = if walk.skip > 0 {
                        let item = reader.finish_skim().ok_or(Jump::Changed)?;
                        walk.skimmed(item).map(Err)
                    } else {
                        let item = reader.finish().ok_or(Jump::Changed)?;
                        walk.read(item)
                    };
                    if let Some(done) = done {
                        return done;
                    }
                }
            }
        }
    }
}

/// A seek's way from its restart position to the puzzle: the puzzles before it are skimmed
/// (their cells are never copied), the puzzle itself read whole.
struct Walk {
    /// The restart position: the first puzzle must start there.
    start: Position,
    /// Nothing found yet.
    first: bool,
    /// Puzzles still to pass.
    skip: u32,
}

impl Walk {
    /// Whether nothing else may come here: the mark is a puzzle's start, and the index counted
    /// no malformed puzzle nor end of text before the puzzles it holds.
    fn changed(&self, puzzle_at: Option<Position>) -> bool {
        match puzzle_at {
            Some(at) => self.first && at != self.start,
            None => self.first,
        }
    }

    /// An item before the puzzle; `Some` ends the seek.
    fn skimmed<E>(&mut self, item: Skim) -> Option<Jump<E>> {
        let at = match item {
            Skim::Puzzle(at) => Some(at),
            Skim::Malformed(_) => None,
            Skim::NotText(_) => return Some(Jump::Changed),
        };
        if self.changed(at) {
            return Some(Jump::Changed);
        }
        if at.is_some() {
            self.first = false;
            self.skip -= 1;
        }
        None
    }

    /// An item once the puzzles before it are passed; `Some` ends the seek.
    fn read<E>(&mut self, item: Item) -> Option<Result<Found, Jump<E>>> {
        let at = match &item {
            Item::Puzzle(found) => Some(found.at),
            Item::Malformed(_) => None,
            Item::NotText(_) => return Some(Err(Jump::Changed)),
        };
        if self.changed(at) {
            return Some(Err(Jump::Changed));
        }
        match item {
            Item::Puzzle(found) => Some(Ok(found)),
            _ => None,
        }
    }
}

/// What one step of [`Indexing`] came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// There is more to read.
    More,
    /// The whole file is read.
    Done,
    /// The file is no text (its start holds a NUL or another control byte, or a UTF-16 mark):
    /// skip it whole.
    NotText(FileError),
    /// The file is gone.
    Gone,
}

/// Reading a file into an [`Index`], a chunk at a time.
#[derive(Debug, Clone)]
pub struct Indexing {
    reader: Reader,
    /// Where the next chunk starts.
    offset: u64,
    /// The file as it was when the reading started.
    stat: Stat,
}

impl Indexing {
    /// Starts reading a file whose [`Stat`] is `stat`, into `index` (cleared).
    pub fn start(stat: Stat, index: &mut Index) -> Self {
        index.clear();
        Indexing {
            reader: Reader::new(),
            offset: 0,
            stat,
        }
    }

    /// The file as it was when the reading started.
    pub fn stat(&self) -> Stat {
        self.stat
    }

    /// Bytes read so far.
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// Reads the next [`READ_CHUNK`] bytes of `name` into `index`.
    pub fn step<St: Storage + ?Sized>(
        &mut self,
        index: &mut Index,
        storage: &mut St,
        name: &str,
    ) -> Result<Step, St::Error> {
        let mut buf = [0u8; READ_CHUNK];
        let Some(n) = storage.read_at(name, self.offset, &mut buf)? else {
            return Ok(Step::Gone);
        };
        if self.offset == 0
            && let Err(error) = check_start(&buf[..n])
        {
            return Ok(Step::NotText(error));
        }
        self.offset += n as u64;
        let mut rest = &buf[..n];
        while !rest.is_empty() {
            let (used, item) = self.reader.skim(rest);
            rest = &rest[used..];
            if let Some(item) = item {
                index.take(item);
            }
        }
        if index.survey.not_text.is_some() {
            // The rest is no text: the reader reads nothing more.
            return Ok(Step::Done);
        }
        if n < buf.len() {
            while let Some(item) = self.reader.finish_skim() {
                index.take(item);
            }
            return Ok(Step::Done);
        }
        Ok(Step::More)
    }
}
