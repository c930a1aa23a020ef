//! One line of puzzle text as the reader sees it while its bytes go by: what kind of line it
//! is, its cells, and the first thing wrong in it. Of the line itself only the cells are kept.

use super::{LineError, LineErrorKind, Position, chars::Class};

/// Most cells a line keeps (a 16x16 puzzle on one line); more are counted, not kept.
pub(super) const MAX_CELLS: usize = 256;
/// Longest section name kept (`pencilmarks`).
const TAG_LEN: usize = 12;

/// [`PLAIN`]'s mark for a byte that is no plain cell.
const NOT_PLAIN: u8 = 0xFF;

/// The value of every plain cell byte (`1`–`9`; `.` and `0` for an empty cell), [`NOT_PLAIN`]
/// for the others.
const PLAIN: [u8; 256] = {
    let mut table = [NOT_PLAIN; 256];
    let mut b = b'0';
    while b <= b'9' {
        table[b as usize] = b - b'0';
        b += 1;
    }
    table[b'.' as usize] = 0;
    table
};

/// One character of a line, decoded.
#[derive(Debug, Clone, Copy)]
pub(super) enum Char {
    /// An ASCII byte and its class.
    Ascii(u8, Class),
    /// A character beyond ASCII (never part of a puzzle).
    Wide(char),
    /// Bytes that are no UTF-8.
    Invalid,
}

/// What the first character that is not white space said about the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Opened {
    /// Nothing yet: the line is blank so far.
    Blank,
    /// `#`: a comment.
    Comment,
    /// `[`: a section tag, if it closes well.
    Tag,
    /// Anything else: cells, separators, or a mistake.
    Content,
}

/// The sections of a SadMan `.sdk` file: the one holding the puzzle, and the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Section {
    /// `[Puzzle]`: the givens follow.
    Puzzle,
    /// `[State]`, `[PencilMarks]`, `[Colours]`…: a player's progress, skipped.
    Other,
}

/// What a finished line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// Nothing but white space.
    Blank,
    /// Starts with `#` (SadMan's `#A` author lines too).
    Comment,
    /// A section tag such as `[Puzzle]`.
    Tag(Section),
    /// A line drawn between bands or around the grid: `------+-------+------`, `*-----------*`.
    Rule,
    /// Holds a word (two letters or more, one of them no digit): a title such as `Grid 01`.
    Text,
    /// Cells, perhaps with separators and mistakes: a puzzle, a row, or a malformed line.
    Content,
}

/// A character that has no place in a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fault {
    /// This character.
    Char(char),
    /// Bytes that are no UTF-8.
    NotText,
}

impl Fault {
    fn kind(self) -> LineErrorKind {
        match self {
            Fault::Char(c) => LineErrorKind::Character(c),
            Fault::NotText => LineErrorKind::NotText,
        }
    }
}

/// What the reader has learnt of the current line.
#[derive(Debug, Clone, Copy)]
pub(super) struct LineScan {
    /// Where the line starts.
    pub start: Position,
    opened: Opened,
    tag: [u8; TAG_LEN],
    tag_len: usize,
    /// The tag's `]` was seen.
    tag_closed: bool,
    /// The tag holds only letters, and nothing but white space follows it.
    tag_ok: bool,
    /// Cell characters (digits, letters `A`–`G`, empty-cell characters).
    cells: usize,
    /// A cell other than `-` and `*` (which also draw ruled lines).
    strong: bool,
    /// Characters no puzzle holds.
    bad: usize,
    first_bad: Option<(usize, Fault)>,
    /// The first character that is not a cell, separators and inner white space included.
    first_odd: Option<(usize, Fault)>,
    /// The start of the current run of white space.
    space: Option<(usize, char)>,
    over4: Option<(usize, char)>,
    over9: Option<(usize, char)>,
    /// A `+` or `=`.
    crosses: bool,
    /// A separator stands between two cells.
    separated: bool,
    /// A separator since the last cell.
    gap: bool,
    /// Letters in a row so far, and whether one of them is no digit.
    letters: usize,
    letters_odd: bool,
    word: bool,
    /// Column of the last character that is not white space.
    last_col: usize,
}

impl LineScan {
    /// A line starting at `start`, nothing read yet.
    pub fn new(start: Position) -> Self {
        LineScan {
            start,
            opened: Opened::Blank,
            tag: [0; TAG_LEN],
            tag_len: 0,
            tag_closed: false,
            tag_ok: true,
            cells: 0,
            strong: false,
            bad: 0,
            first_bad: None,
            first_odd: None,
            space: None,
            over4: None,
            over9: None,
            crosses: false,
            separated: false,
            gap: false,
            letters: 0,
            letters_odd: false,
            word: false,
            last_col: 0,
        }
    }

    /// Reads character `ch` at column `col`, keeping a cell's value in `cells`.
    pub fn push(&mut self, ch: Char, col: usize, cells: &mut [u8; MAX_CELLS]) {
        if self.opened == Opened::Blank {
            self.opened = match ch {
                Char::Ascii(_, Class::Space) => return,
                Char::Ascii(_, Class::Hash) => Opened::Comment,
                Char::Ascii(_, Class::Open) => Opened::Tag,
                _ => Opened::Content,
            };
            if self.opened == Opened::Comment {
                return;
            }
        }
        match self.opened {
            Opened::Comment | Opened::Blank => {}
            Opened::Tag => {
                self.tag_char(ch);
                // Read as content too, in case it is no tag after all.
                self.content_char(ch, col, cells);
            }
            Opened::Content => self.content_char(ch, col, cells),
        }
    }

    /// Reads the plain cells (`1`–`9`, `.`, `0`) at the start of `bytes` at once, with the
    /// spaces and bars between them, the first at column `col` + 1, as [`LineScan::push`]
    /// would one by one; returns how many bytes it read. It reads only in the middle of a line
    /// of cells, and stops before separators that no cell follows in `bytes`.
    pub fn plain_cells(&mut self, bytes: &[u8], col: usize, cells: &mut [u8; MAX_CELLS]) -> usize {
        if self.opened != Opened::Content || self.space.is_some() {
            return 0;
        }
        // The bulk of a collection: kept in locals, so that the loop over a run of cells is a
        // load, a compare and a store a byte (this is most of the time a PSP takes to read a
        // collection).
        let mut n = 0;
        let mut count = self.cells;
        loop {
            let run = n;
            let rest = &bytes[n..];
            let kept = &mut cells[count.min(MAX_CELLS)..];
            let mut k = 0;
            // Cells kept, then (a line longer than any puzzle) counted.
            while let (Some(&b), Some(slot)) = (rest.get(k), kept.get_mut(k)) {
                match PLAIN[usize::from(b)] {
                    NOT_PLAIN => break,
                    value => *slot = value,
                }
                k += 1;
            }
            while rest
                .get(k)
                .is_some_and(|&b| PLAIN[usize::from(b)] != NOT_PLAIN)
            {
                k += 1;
            }
            count += k;
            n += k;
            if n > run {
                self.separated |= self.gap;
                self.gap = false;
                if self.over4.is_none()
                    && let Some(i) = bytes[run..n].iter().position(|&b| b > b'4')
                {
                    self.over4 = Some((col + run + i + 1, bytes[run + i] as char));
                }
            }
            if !matches!(bytes.get(n), Some(b' ' | b'|')) {
                break;
            }
            // Separators between two cells: the first is the line's first odd character.
            let after = n + bytes[n..]
                .iter()
                .take_while(|&&b| b == b' ' || b == b'|')
                .count();
            if !matches!(bytes.get(after), Some(b'0'..=b'9' | b'.')) {
                break;
            }
            self.first_odd
                .get_or_insert((col + n + 1, Fault::Char(bytes[n] as char)));
            self.gap |= count > 0;
            n = after;
        }
        self.cells = count;
        if n > 0 {
            self.strong = true;
            self.last_col = col + n;
            self.end_letters();
        }
        n
    }

    fn tag_char(&mut self, ch: Char) {
        match ch {
            Char::Ascii(_, Class::Open) if self.tag_len == 0 && !self.tag_closed => {}
            Char::Ascii(_, Class::Space) if self.tag_closed => {}
            Char::Ascii(_, Class::Close) if !self.tag_closed => self.tag_closed = true,
            Char::Ascii(b, _) if !self.tag_closed && b.is_ascii_alphabetic() => {
                if let Some(slot) = self.tag.get_mut(self.tag_len) {
                    *slot = b.to_ascii_lowercase();
                }
                self.tag_len += 1;
            }
            _ => self.tag_ok = false,
        }
    }

    fn content_char(&mut self, ch: Char, col: usize, cells: &mut [u8; MAX_CELLS]) {
        if let Char::Ascii(b, Class::Space) = ch {
            if self.space.is_none() {
                self.space = Some((col, b as char));
            }
            self.gap |= self.cells > 0;
            self.end_letters();
            return;
        }
        if let Some((space_col, space)) = self.space.take() {
            self.odd(space_col, Fault::Char(space));
        }
        self.last_col = col;
        match ch {
            Char::Ascii(b, Class::Cell(value)) => {
                self.cell(value, col, b as char, cells);
                self.strong = true;
                if b.is_ascii_alphabetic() {
                    self.letter(false);
                } else {
                    self.end_letters();
                }
            }
            Char::Ascii(b, Class::Dash) => {
                self.cell(0, col, b as char, cells);
                self.end_letters();
            }
            Char::Ascii(b, class @ (Class::Bar | Class::Cross)) => {
                self.crosses |= class == Class::Cross;
                self.odd(col, Fault::Char(b as char));
                self.gap |= self.cells > 0;
                self.end_letters();
            }
            Char::Ascii(b, Class::Letter) => {
                self.bad(col, Fault::Char(b as char));
                self.letter(true);
            }
            Char::Ascii(b, _) => {
                self.bad(col, Fault::Char(b as char));
                self.end_letters();
            }
            Char::Wide(c) => {
                self.bad(col, Fault::Char(c));
                self.end_letters();
            }
            Char::Invalid => {
                self.bad(col, Fault::NotText);
                self.end_letters();
            }
        }
    }

    fn cell(&mut self, value: u8, col: usize, c: char, cells: &mut [u8; MAX_CELLS]) {
        if let Some(slot) = cells.get_mut(self.cells) {
            *slot = value;
        }
        self.cells += 1;
        if value > 4 && self.over4.is_none() {
            self.over4 = Some((col, c));
        }
        if value > 9 && self.over9.is_none() {
            self.over9 = Some((col, c));
        }
        self.separated |= self.gap;
        self.gap = false;
    }

    fn bad(&mut self, col: usize, fault: Fault) {
        self.bad += 1;
        self.first_bad.get_or_insert((col, fault));
        self.odd(col, fault);
    }

    fn odd(&mut self, col: usize, fault: Fault) {
        self.first_odd.get_or_insert((col, fault));
    }

    fn letter(&mut self, odd: bool) {
        self.letters += 1;
        self.letters_odd |= odd;
        self.word |= self.letters >= 2 && self.letters_odd;
    }

    fn end_letters(&mut self) {
        self.letters = 0;
        self.letters_odd = false;
    }

    /// What the line is, where `row` says which cell counts a row may have here (a line of
    /// dashes with such a count is a row of empty cells, not a ruled line).
    pub fn kind(&self, row: impl Fn(usize) -> bool) -> Kind {
        match self.opened {
            Opened::Blank => Kind::Blank,
            Opened::Comment => Kind::Comment,
            Opened::Tag if self.tag_closed && self.tag_ok => {
                if self.tag.get(..self.tag_len) == Some(b"puzzle".as_slice()) {
                    Kind::Tag(Section::Puzzle)
                } else {
                    Kind::Tag(Section::Other)
                }
            }
            Opened::Tag | Opened::Content => {
                if self.word {
                    Kind::Text
                } else if !self.strong && self.bad == 0 && (self.crosses || !row(self.cells)) {
                    Kind::Rule
                } else {
                    Kind::Content
                }
            }
        }
    }

    /// Cells and characters that have no place: what the line would hold if every mistake
    /// were a cell.
    pub fn shape(&self) -> usize {
        self.cells + self.bad
    }

    /// Whether a separator stands between two cells (`1 2 3`, `123|456`).
    pub fn separated(&self) -> bool {
        self.separated
    }

    /// Whether a character has no place in a puzzle.
    pub fn has_bad(&self) -> bool {
        self.bad > 0
    }

    /// Whether a digit above 4 is in the line (it is no 4x4 puzzle).
    pub fn over_four(&self) -> bool {
        self.over4.is_some()
    }

    /// The first character that is no cell of a grid of `side` digits (4, 9 or 16), if any.
    pub fn fault(&self, side: usize) -> Option<LineError> {
        let over = match side {
            4 => self.over4,
            9 => self.over9,
            _ => None,
        }
        .map(|(col, c)| (col, Fault::Char(c)));
        let first = match (self.first_bad, over) {
            (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        first.map(|(col, fault)| LineError {
            col,
            kind: fault.kind(),
        })
    }

    /// The fault of the line read as one row of a grid of `side` rows.
    pub fn row_error(&self, side: usize) -> Option<LineError> {
        if self.shape() == side {
            return self.fault(side);
        }
        Some(match self.first_bad {
            Some((col, fault)) => LineError {
                col,
                kind: fault.kind(),
            },
            None => LineError {
                col: self.last_col + 1,
                kind: LineErrorKind::Row {
                    cells: self.shape(),
                    side,
                },
            },
        })
    }

    /// The fault of the line read as a puzzle on its own.
    ///
    /// A line that is the right length is read as a puzzle of that size. Any other line is
    /// read as a damaged one-puzzle-a-line puzzle, the form most files use: the first
    /// character that is not a cell is reported (a separator or white space between
    /// characters too), else its length.
    pub fn error_alone(&self) -> LineError {
        let side = match self.shape() {
            16 => Some(4),
            81 => Some(9),
            256 => Some(16),
            _ => None,
        };
        if let Some(error) = side.and_then(|side| self.fault(side)) {
            return error;
        }
        match self.first_odd {
            Some((col, fault)) => LineError {
                col,
                kind: fault.kind(),
            },
            None => LineError {
                col: self.last_col + 1,
                kind: LineErrorKind::Length {
                    cells: self.shape(),
                },
            },
        }
    }
}
