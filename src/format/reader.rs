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
    AnyGrid, FileError, LineError, LineErrorKind, PuzzleError,
    chars::{Class, class},
    scan::{Char, Kind, LineScan, MAX_CELLS, Section},
};
use crate::{
    grid::Grid,
    size::{Array, Four, Nine, Sixteen, Size},
};

/// Items a single line can release at once: a title's error and the line's own.
const QUEUE: usize = 4;
/// How much of a file's start [`check_start`] looks at.
pub const SNIFF_LEN: usize = 8 * 1024;

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

/// What the lines read so far have started.
#[derive(Debug, Clone, Copy)]
enum State {
    /// Between puzzles.
    Idle {
        /// A grid has just ended: a line of text here is its caption.
        after_grid: bool,
        /// The ruled line just above, where a grid would start.
        frame: Option<Position>,
        /// A line of text that is a title if a grid follows, else a malformed line.
        title: Option<PuzzleError>,
    },
    /// Rows of a grid written over several lines.
    Grid {
        /// Cells in a row, and rows in the grid: 4, 9 or 16.
        side: u8,
        /// Rows read.
        rows: u8,
        /// Where the grid's text starts.
        start: Position,
        /// Its first fault: the rest of its rows are read, and it is reported whole.
        error: Option<PuzzleError>,
    },
    /// A section of a SadMan file that holds no puzzle (`[State]`, `[PencilMarks]`).
    Skip,
}

const IDLE: State = State::Idle {
    after_grid: false,
    frame: None,
    title: None,
};

/// An item waiting to be handed out; its cells stay in the reader's buffers until then.
#[derive(Debug, Clone, Copy)]
enum Ticket {
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
    line: u32,
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
    scan: LineScan,
    /// The current line's cells.
    cells: [u8; MAX_CELLS],
    /// The grid's rows.
    grid: [u8; MAX_CELLS],
    state: State,
    queue: Deque<Ticket, QUEUE>,
    /// The current line still has to be read in the idle state (it ended a grid or a run).
    deferred: bool,
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
        let mut used = 0;
        loop {
            if let Some(item) = self.pop() {
                return (used, Some(item));
            }
            if self.stopped {
                return (input.len(), None);
            }
            let Some(&byte) = input.get(used) else {
                return (used, None);
            };
            used += 1;
            self.byte(byte);
        }
    }

    /// Ends the input: returns the items the last lines hold, one a call, then `None`.
    pub fn finish(&mut self) -> Option<Item> {
        loop {
            if let Some(item) = self.pop() {
                return Some(item);
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
    fn pop(&mut self) -> Option<Item> {
        loop {
            if let Some(ticket) = self.queue.pop_front() {
                return Some(self.item(ticket));
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

    fn push(&mut self, ticket: Ticket) {
        // A line releases at most a title's error and its own item before the queue empties.
        let pushed = self.queue.push_back(ticket);
        debug_assert!(pushed.is_ok(), "the queue holds what one line releases");
    }

    fn push_error(&mut self, error: Option<PuzzleError>) {
        if let Some(error) = error {
            self.push(Ticket::Error(error));
        }
    }

    /// `error`, in the current line.
    fn here(&self, error: LineError) -> PuzzleError {
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

    /// Reads the line just ended in the current state.
    fn take_line(&mut self) {
        match self.state {
            State::Idle {
                after_grid,
                frame,
                title,
            } => self.idle_line(after_grid, frame, title),
            State::Grid {
                side,
                rows,
                start,
                error,
            } => self.grid_line(side, rows, start, error),
            State::Skip => {
                self.state = match self.scan.kind(|_| false) {
                    Kind::Blank | Kind::Comment | Kind::Tag(Section::Puzzle) => IDLE,
                    _ => State::Skip,
                }
            }
        }
    }

    fn idle_line(&mut self, after_grid: bool, frame: Option<Position>, title: Option<PuzzleError>) {
        match self
            .scan
            .kind(|cells| matches!(cells, 4 | 9 | 16 | 81 | 256))
        {
            Kind::Blank | Kind::Comment => {
                self.push_error(title);
                self.state = IDLE;
            }
            Kind::Tag(section) => {
                self.push_error(title);
                self.state = match section {
                    Section::Puzzle => IDLE,
                    Section::Other => State::Skip,
                };
            }
            Kind::Rule => {
                self.state = State::Idle {
                    after_grid,
                    frame: frame.or(Some(self.scan.start)),
                    title,
                }
            }
            // A caption under a grid (Simple Sudoku prints its name and version there).
            Kind::Text if after_grid => {}
            Kind::Text => {
                self.push_error(title);
                let error = self.here(self.scan.error_alone());
                self.state = State::Idle {
                    after_grid: false,
                    frame: None,
                    title: Some(error),
                };
            }
            Kind::Content => self.idle_content(frame, title),
        }
    }

    /// A line of cells between puzzles: a puzzle, the first row of a grid, or a mistake.
    fn idle_content(&mut self, frame: Option<Position>, title: Option<PuzzleError>) {
        let scan = self.scan;
        let start = frame.unwrap_or(scan.start);
        let shape = scan.shape();
        // 16 cells: a 16x16 row if it says so (a 4x4 puzzle with a mistake above 4 is no row).
        let grid_16 = scan.separated() || (scan.over_four() && !scan.has_bad());
        match shape {
            // A grid's first row: a title above it was the grid's.
            4 | 9 => self.grid_row(shape as u8, 0, start, None),
            16 if grid_16 => self.grid_row(16, 0, start, None),
            16 | 81 | 256 => {
                self.push_error(title);
                let side = match shape {
                    16 => 4,
                    81 => 9,
                    _ => 16,
                };
                match scan.fault(side) {
                    Some(error) => {
                        let error = self.here(error);
                        self.push(Ticket::Error(error));
                    }
                    None => self.push(Ticket::Line {
                        side: side as u8,
                        at: scan.start,
                    }),
                }
                self.state = IDLE;
            }
            _ => {
                self.push_error(title);
                let error = self.here(scan.error_alone());
                self.push(Ticket::Error(error));
                self.state = IDLE;
            }
        }
    }

    /// The current line is row `rows` (from 0) of a grid of `side` rows starting at `start`.
    fn grid_row(&mut self, side: u8, rows: u8, start: Position, error: Option<PuzzleError>) {
        let n = usize::from(side);
        let error = match self.scan.row_error(n) {
            Some(fault) => error.or(Some(self.here(fault))),
            None => {
                let at = usize::from(rows) * n;
                self.grid[at..at + n].copy_from_slice(&self.cells[..n]);
                error
            }
        };
        let rows = rows + 1;
        if rows < side {
            self.state = State::Grid {
                side,
                rows,
                start,
                error,
            };
            return;
        }
        self.push(match error {
            Some(error) => Ticket::Error(error),
            None => Ticket::Grid { side, at: start },
        });
        self.state = State::Idle {
            after_grid: true,
            frame: None,
            title: None,
        };
    }

    fn grid_line(&mut self, side: u8, rows: u8, start: Position, error: Option<PuzzleError>) {
        match self.scan.kind(|cells| cells == usize::from(side)) {
            Kind::Rule => {}
            Kind::Content => {
                let shape = self.scan.shape();
                // A row of another size, a whole puzzle, or a line far from a row's length:
                // the grid ends here, and the line is read on its own.
                let n = usize::from(side);
                let other_size = matches!(shape, 4 | 9 | 16 | 81 | 256) && shape != n;
                if other_size || 2 * shape < n || 2 * shape > 3 * n {
                    self.interrupt(side, rows, error);
                } else {
                    self.grid_row(side, rows, start, error);
                }
            }
            _ => self.interrupt(side, rows, error),
        }
    }

    /// The current line is no row: the grid ends short, and the line is read afresh.
    fn interrupt(&mut self, side: u8, rows: u8, error: Option<PuzzleError>) {
        let short = self.here(short_grid(side, rows));
        self.push(Ticket::Error(error.unwrap_or(short)));
        self.state = IDLE;
        self.deferred = true;
    }

    /// No more input: whatever is open ends here.
    fn end_input(&mut self) {
        match self.state {
            State::Idle { title, .. } => self.push_error(title),
            State::Grid {
                side, rows, error, ..
            } => {
                let short = PuzzleError {
                    line: self.line as usize,
                    error: short_grid(side, rows),
                };
                self.push(Ticket::Error(error.unwrap_or(short)));
            }
            State::Skip => {}
        }
        self.state = IDLE;
    }
}

/// A grid of `side` rows that ends after `rows`.
fn short_grid(side: u8, rows: u8) -> LineError {
    LineError {
        col: 1,
        kind: LineErrorKind::GridEnds {
            rows: usize::from(rows),
            side: usize::from(side),
        },
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

/// Checks the start of a file (its first [`SNIFF_LEN`] bytes or fewer) for signs that it is
/// no text: a UTF-16 byte order mark, a NUL or another control byte. A file that fails is
/// skipped whole; a control byte further on stops the reader where it is.
pub fn check_start(start: &[u8]) -> Result<(), FileError> {
    if start.starts_with(&[0xFF, 0xFE]) || start.starts_with(&[0xFE, 0xFF]) {
        return Err(FileError::Utf16);
    }
    let head = &start[..start.len().min(SNIFF_LEN)];
    match head.iter().position(|&b| class(b) == Class::Control) {
        Some(offset) => Err(FileError::Binary {
            offset: offset as u64,
            byte: head[offset],
        }),
        None => Ok(()),
    }
}

/// Every item of a text held in memory, in order.
#[derive(Debug, Clone)]
pub struct Items<'a> {
    reader: Reader,
    rest: &'a [u8],
}

/// Every item of `text`, a whole file in memory.
///
/// ```
/// use sudoku_core::format::{Item, read};
/// let text = "\u{feff}1..4..3..1..2...\r\n12 | .4\r\n3. | ..\r\n\r\n";
/// let items: Vec<Item> = read(text.as_bytes()).collect();
/// assert!(matches!(items[0], Item::Puzzle(p) if p.at.line == 1));
/// let Item::Malformed(error) = items[1] else { panic!() };
/// assert_eq!(error.to_string(), "line 4 col 1: the 4x4 grid ends after 2 rows, it needs 4");
/// ```
pub fn read(text: &[u8]) -> Items<'_> {
    Items {
        reader: Reader::new(),
        rest: text,
    }
}

impl Iterator for Items<'_> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        let (used, item) = self.reader.next(self.rest);
        self.rest = &self.rest[used..];
        item.or_else(|| self.reader.finish())
    }
}
