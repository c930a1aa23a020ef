//! Whole files: checking that a file's start is text, and reading a text held in memory.

use super::{
    FileError, Item, Reader,
    chars::{Class, class},
};

/// How much of a file's start [`check_start`] looks at.
pub const SNIFF_LEN: usize = 8 * 1024;

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
