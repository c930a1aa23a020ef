//! The puzzle file reader: bytes in, puzzles and errors out, in any form the file mixes
//! (see the [module documentation](super) for the forms), a chunk at a time, without a heap.
//!
//! The reader keeps one line's cells and one grid's rows; the text itself is never kept, so a
//! file of any size is read through a buffer of any size. Every puzzle comes with the
//! [`Position`] its text starts at: a reader made [`Reader::at`] that position reads the same
//! puzzles from there on, which is how a collection is indexed on the memory stick.
//!
//! What a line is follows from the lines before it, never from the lines after, so a reader
//! started at a puzzle reads what a reader from the start reads there. The one ambiguous
//! line, 16 cells, is the first row of a 16x16 grid when it has separators between its cells
//! (`1 2 3 4 | …`) or a digit above 4; else it is a 4x4 puzzle. (A 16x16 grid written without
//! separators whose first row holds only digits up to 4 is therefore misread: its first row
//! as a 4x4 puzzle, the rest as a grid that ends short. Such grids are written with spaces,
//! or on one line.)

use heapless::Deque;

use super::{
    AnyGrid, FileError, LineError, PuzzleError,
    chars::{Class, class},
    lines::{IDLE, State},
    scan::{Char, LineScan, MAX_CELLS},
};
use crate::{
    grid::Grid,
    size::{Array, Four, Nine, Sixteen, Size},
};

/// Items a single line can release at once: a title's error and the line's own.
const QUEUE: usize = 4;

/// Where a puzzle's text starts in its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Bytes before it.
    pub offset: u64,
    /// Its one-based line number.
    pub line: u32,
}

impl Position {
    /// The start of a file.
    pub const START: Position = Position { offset: 0, line: 1 };
}

/// A puzzle read from a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// The puzzle: every digit is a given.
    pub grid: AnyGrid,
    /// Where its text starts (its first line, or the ruled line above a grid).
    pub at: Position,
}

/// What the reader found: a puzzle, a malformed puzzle (skipped), or bytes no text holds.
// The core has no heap to box the puzzle in, and an item is handed out, not stored.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// A puzzle.
    Puzzle(Found),
    /// A puzzle that is malformed, with the line and column of its first fault; the reader
    /// goes on with the next one.
    Malformed(PuzzleError),
    /// The file is no text from here on; the reader reads nothing more.
    NotText(FileError),
}

/// What the reader found, as [`Item`] says, without the puzzle's cells: where a puzzle
/// starts. Indexing a file and skipping puzzles need no more, and building an [`Item`] copies
/// a whole grid (a PSP copies memory a byte at a time: that was most of its time reading a
/// collection).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skim {
    /// A puzzle starts here.
    Puzzle(Position),
    /// A malformed puzzle, as [`Item::Malformed`].
    Malformed(PuzzleError),
    /// No text from here on, as [`Item::NotText`].
    NotText(FileError),
}

/// An item waiting to be handed out; its cells stay in the reader's buffers until then.
#[derive(Debug, Clone, Copy)]
pub(super) enum Ticket {
    Error(PuzzleError),
    /// The current line is a puzzle of `side` digits.
    Line {
        side: u8,
        at: Position,
    },
    /// The grid buffer holds a puzzle of `side` digits.
    Grid {
        side: u8,
        at: Position,
    },
    File(FileError),
}

impl Ticket {
    fn skim(self) -> Skim {
        match self {
            Ticket::Error(error) => Skim::Malformed(error),
            Ticket::Line { at, .. } | Ticket::Grid { at, .. } => Skim::Puzzle(at),
            Ticket::File(error) => Skim::NotText(error),
        }
    }
}

/// A UTF-8 sequence being decoded.
#[derive(Debug, Clone, Copy)]
struct Wide {
    bytes: [u8; 4],
    len: usize,
    /// Bytes the sequence has in all.
    want: usize,
    col: usize,
}

/// Where the reader is in ending its input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Eof {
    Reading,
    LastLine,
    Ended,
}

/// Reads puzzles from a file's bytes, a chunk at a time.
///
/// ```
/// use sudoku_core::format::{Item, Reader};
/// let text = b"# two puzzles\r\n1.3.\r\n..2.\r\n2...\r\n...4\r\n\r\n12.4............\r\n";
/// let mut reader = Reader::new();
/// let mut found = Vec::new();
/// for chunk in text.chunks(5) {
///     let mut rest = &chunk[..];
///     while !rest.is_empty() {
///         let (used, item) = reader.next(rest);
///         rest = &rest[used..];
///         found.extend(item);
///     }
/// }
/// found.extend(std::iter::from_fn(|| reader.finish()));
/// let lines: Vec<u32> = found.iter().map(|item| match item {
///     Item::Puzzle(p) => p.at.line,
///     _ => 0,
/// }).collect();
/// assert_eq!(lines, [2, 7]);
/// ```
#[derive(Debug, Clone)]
pub struct Reader {
    /// Offset of the next byte.
    offset: u64,
    /// Number of the current line (or of the next one, between lines).
    pub(super) line: u32,
    /// Characters so far in the current line.
    col: usize,
    /// The last line has ended: the next byte starts a new one.
    between: bool,
    /// Where the next line starts.
    next_start: u64,
    /// The last byte was `\r`: a `\n` right after belongs to the same line end.
    after_cr: bool,
    /// The file's first byte, when reading from the start (for the UTF-16 byte order mark).
    first_byte: Option<u8>,
    wide: Wide,
    pub(super) scan: LineScan,
    /// The current line's cells.
    pub(super) cells: [u8; MAX_CELLS],
    /// The grid's rows.
    pub(super) grid: [u8; MAX_CELLS],
    pub(super) state: State,
    queue: Deque<Ticket, QUEUE>,
    /// The current line still has to be read in the idle state (it ended a grid or a run).
    pub(super) deferred: bool,
    /// The file is not text: nothing more is read.
    stopped: bool,
    eof: Eof,
}

impl Default for Reader {
    fn default() -> Self {
        Self::new()
    }
}

impl Reader {
    /// A reader at the start of a file.
    pub fn new() -> Self {
        Self::at(Position::START)
    }

    /// A reader that reads a file from `at`, the start of one of its puzzles as a reader found
    /// it (or [`Position::START`]); the bytes given to it start there.
    pub fn at(at: Position) -> Self {
        Reader {
            offset: at.offset,
            line: at.line,
            col: 0,
            between: true,
            next_start: at.offset,
            after_cr: false,
            first_byte: None,
            wide: Wide {
                bytes: [0; 4],
                len: 0,
                want: 0,
                col: 0,
            },
            scan: LineScan::new(at),
            cells: [0; MAX_CELLS],
            grid: [0; MAX_CELLS],
            state: IDLE,
            queue: Deque::new(),
            deferred: false,
            stopped: false,
            eof: Eof::Reading,
        }
    }

    /// Reads `input`, the bytes after those already read, until an item is complete or the
    /// input is used up. Returns how many bytes it used and the item, if any; call it again
    /// with the rest. After the last byte, call [`Reader::finish`].
    pub fn next(&mut self, input: &[u8]) -> (usize, Option<Item>) {
        let (used, ticket) = self.advance(input);
        (used, ticket.map(|ticket| self.item(ticket)))
    }

    /// [`Reader::next`] without the puzzle's cells: what it finds, as a [`Skim`]. The two may
    /// take turns on the same file (skim to a puzzle, then read it). After the last byte, call
    /// [`Reader::finish_skim`].
    pub fn skim(&mut self, input: &[u8]) -> (usize, Option<Skim>) {
        let (used, ticket) = self.advance(input);
        (used, ticket.map(Ticket::skim))
    }

    /// Reads `input` until an item is complete: its ticket (the cells it needs are in the
    /// buffers until the next call).
    fn advance(&mut self, input: &[u8]) -> (usize, Option<Ticket>) {
        let mut used = 0;
        loop {
            if let Some(ticket) = self.pop() {
                return (used, Some(ticket));
            }
            if self.stopped {
                return (input.len(), None);
            }
            let Some(&byte) = input.get(used) else {
                return (used, None);
            };
            // Runs of plain cells inside a line, the bulk of a collection, go at once.
            if !self.between && self.wide.len == 0 {
                let n = self
                    .scan
                    .plain_cells(&input[used..], self.col, &mut self.cells);
                if n > 0 {
                    used += n;
                    self.offset += n as u64;
                    self.col += n;
                    continue;
                }
            }
            used += 1;
            self.byte(byte);
        }
    }

    /// Ends the input: returns the items the last lines hold, one a call, then `None`.
    pub fn finish(&mut self) -> Option<Item> {
        let ticket = self.finish_ticket()?;
        Some(self.item(ticket))
    }

    /// [`Reader::finish`] without the puzzle's cells (see [`Reader::skim`]).
    pub fn finish_skim(&mut self) -> Option<Skim> {
        self.finish_ticket().map(Ticket::skim)
    }

    fn finish_ticket(&mut self) -> Option<Ticket> {
        loop {
            if let Some(ticket) = self.pop() {
                return Some(ticket);
            }
            match self.eof {
                Eof::Reading => {
                    self.eof = Eof::LastLine;
                    if !self.stopped && !self.between {
                        self.end_line();
                    }
                }
                Eof::LastLine => {
                    self.eof = Eof::Ended;
                    if !self.stopped {
                        self.end_input();
                    }
                }
                Eof::Ended => return None,
            }
        }
    }

    /// The next item already complete, reading a deferred line if needed.
    fn pop(&mut self) -> Option<Ticket> {
        loop {
            if let Some(ticket) = self.queue.pop_front() {
                return Some(ticket);
            }
            if !self.deferred {
                return None;
            }
            self.deferred = false;
            self.take_line();
        }
    }

    fn item(&self, ticket: Ticket) -> Item {
        match ticket {
            Ticket::Error(error) => Item::Malformed(error),
            Ticket::Line { side, at } => Item::Puzzle(Found {
                grid: any_grid(&self.cells, side),
                at,
            }),
            Ticket::Grid { side, at } => Item::Puzzle(Found {
                grid: any_grid(&self.grid, side),
                at,
            }),
            Ticket::File(error) => Item::NotText(error),
        }
    }

    pub(super) fn push(&mut self, ticket: Ticket) {
        // A line releases at most a title's error and its own item before the queue empties.
        let pushed = self.queue.push_back(ticket);
        debug_assert!(pushed.is_ok(), "the queue holds what one line releases");
    }

    pub(super) fn push_error(&mut self, error: Option<PuzzleError>) {
        if let Some(error) = error {
            self.push(Ticket::Error(error));
        }
    }

    /// `error`, in the current line.
    pub(super) fn here(&self, error: LineError) -> PuzzleError {
        PuzzleError {
            line: self.scan.start.line as usize,
            error,
        }
    }

    fn byte(&mut self, byte: u8) {
        let offset = self.offset;
        self.offset += 1;
        if self.after_cr {
            self.after_cr = false;
            if byte == b'\n' {
                self.next_start = self.offset;
                return;
            }
        }
        if offset == 0 {
            self.first_byte = Some(byte);
        } else if offset == 1
            && matches!(
                (self.first_byte, byte),
                (Some(0xFF), 0xFE) | (Some(0xFE), 0xFF)
            )
        {
            return self.stop(FileError::Utf16);
        }
        if self.between {
            self.between = false;
            self.scan = LineScan::new(Position {
                offset: self.next_start,
                line: self.line,
            });
            self.col = 0;
        }
        let class = class(byte);
        if self.wide.len > 0 && class != Class::NonAscii {
            self.end_wide();
        }
        match class {
            Class::LineFeed => self.end_line(),
            Class::Return => {
                self.end_line();
                self.after_cr = true;
            }
            Class::Control => self.stop(FileError::Binary { offset, byte }),
            Class::NonAscii => self.wide_byte(byte),
            class => {
                self.col += 1;
                self.scan
                    .push(Char::Ascii(byte, class), self.col, &mut self.cells);
            }
        }
    }

    /// A byte of a UTF-8 sequence (or a byte that fits none).
    fn wide_byte(&mut self, byte: u8) {
        if (0x80..=0xBF).contains(&byte) && self.wide.len > 0 {
            self.wide.bytes[self.wide.len] = byte;
            self.wide.len += 1;
            if self.wide.len == self.wide.want {
                let decoded = core::str::from_utf8(&self.wide.bytes[..self.wide.len])
                    .ok()
                    .and_then(|s| s.chars().next());
                self.wide.len = 0;
                match decoded {
                    // A byte order mark (at the start, or where files were joined) is no character.
                    Some('\u{feff}') => self.col -= 1,
                    Some(c) => self
                        .scan
                        .push(Char::Wide(c), self.wide.col, &mut self.cells),
                    None => self
                        .scan
                        .push(Char::Invalid, self.wide.col, &mut self.cells),
                }
            }
            return;
        }
        if self.wide.len > 0 {
            self.end_wide();
        }
        self.col += 1;
        let want = match byte {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 0,
        };
        if want == 0 {
            self.scan.push(Char::Invalid, self.col, &mut self.cells);
        } else {
            self.wide = Wide {
                bytes: [byte, 0, 0, 0],
                len: 1,
                want,
                col: self.col,
            };
        }
    }

    /// A UTF-8 sequence cut short.
    fn end_wide(&mut self) {
        self.wide.len = 0;
        self.scan
            .push(Char::Invalid, self.wide.col, &mut self.cells);
    }

    /// The file is no text: report it, read nothing more.
    fn stop(&mut self, error: FileError) {
        self.stopped = true;
        self.state = IDLE;
        self.deferred = false;
        self.push(Ticket::File(error));
    }

    fn end_line(&mut self) {
        if self.wide.len > 0 {
            self.end_wide();
        }
        self.take_line();
        self.line += 1;
        self.between = true;
        self.next_start = self.offset;
    }
}

/// The puzzle of `side` digits whose cells start `cells` (each checked against the size).
fn any_grid(cells: &[u8], side: u8) -> AnyGrid {
    match side {
        4 => AnyGrid::Four(grid::<Four>(cells)),
        9 => AnyGrid::Nine(grid::<Nine>(cells)),
        _ => AnyGrid::Sixteen(grid::<Sixteen>(cells)),
    }
}

fn grid<S: Size>(cells: &[u8]) -> Grid<S> {
    let mut bytes = S::Cells::<u8>::filled(0);
    bytes.as_mut().copy_from_slice(&cells[..S::CELLS]);
    Grid::from_bytes(&bytes).expect("the reader checks every digit against the grid's size")
}
