//! What each byte of puzzle text means to the reader: a cell, a separator, the start of a
//! comment, a line end, a byte no text holds.

/// The meaning of one byte (non-ASCII bytes are decoded as UTF-8 by the reader first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Class {
    /// A cell: 0 for an empty cell written `.`, `0` or `_`; 1 to 16 for a digit (`1`–`9`,
    /// then `A`–`G` or `a`–`g`).
    Cell(u8),
    /// `-` or `*`: an empty cell in a row, or part of a ruled line between bands.
    Dash,
    /// White space between cells: space, tab, vertical tab, form feed, and the DOS end-of-file
    /// mark Ctrl-Z.
    Space,
    /// `|`, `,` or `;`: a separator between cells or boxes.
    Bar,
    /// `+` or `=`: only ruled lines hold them (where they cross the box separators).
    Cross,
    /// `#`: a comment when it starts a line.
    Hash,
    /// `[`: a section tag of a SadMan `.sdk` file when it starts a line (`[Puzzle]`, `[State]`).
    Open,
    /// `]`: ends a section tag.
    Close,
    /// A letter that is no digit of any size (`h`–`z`): a mistake in a puzzle, or part of a word.
    Letter,
    /// Any other printable ASCII character.
    Other,
    /// `\n`.
    LineFeed,
    /// `\r`: a line end by itself (old Macintosh files), or with the `\n` after it (DOS).
    Return,
    /// NUL and the other control bytes: a file holding one is not text.
    Control,
    /// The first byte of a UTF-8 sequence, or a byte no UTF-8 text holds there.
    NonAscii,
}

/// Every byte's class.
const TABLE: [Class; 256] = {
    let mut table = [Class::NonAscii; 256];
    let mut b = 0;
    while b < 128 {
        table[b] = ascii(b as u8);
        b += 1;
    }
    table
};

const fn ascii(b: u8) -> Class {
    match b {
        b'.' | b'0' | b'_' => Class::Cell(0),
        b'1'..=b'9' => Class::Cell(b - b'0'),
        b'A'..=b'G' => Class::Cell(b - b'A' + 10),
        b'a'..=b'g' => Class::Cell(b - b'a' + 10),
        b'-' | b'*' => Class::Dash,
        b' ' | b'\t' | 0x0b | 0x0c | 0x1a => Class::Space,
        b'|' | b',' | b';' => Class::Bar,
        b'+' | b'=' => Class::Cross,
        b'#' => Class::Hash,
        b'[' => Class::Open,
        b']' => Class::Close,
        b'h'..=b'z' | b'H'..=b'Z' => Class::Letter,
        b'\n' => Class::LineFeed,
        b'\r' => Class::Return,
        0..=0x1f | 0x7f => Class::Control,
        _ => Class::Other,
    }
}

/// The class of `byte`.
pub(super) fn class(byte: u8) -> Class {
    TABLE[byte as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_empty_cell_character_is_an_empty_cell() {
        for b in *b".0_" {
            assert_eq!(class(b), Class::Cell(0), "{}", b as char);
        }
        for b in *b"-*" {
            assert_eq!(class(b), Class::Dash, "{}", b as char);
        }
    }

    #[test]
    fn digits_and_letters_up_to_g_are_cells_of_their_value() {
        assert_eq!(class(b'1'), Class::Cell(1));
        assert_eq!(class(b'9'), Class::Cell(9));
        assert_eq!(class(b'A'), Class::Cell(10));
        assert_eq!(class(b'g'), Class::Cell(16));
        assert_eq!(class(b'h'), Class::Letter);
        assert_eq!(class(b'X'), Class::Letter);
    }

    #[test]
    fn control_bytes_mark_binary_files_but_text_white_space_does_not() {
        for b in [0u8, 1, 8, 0x0e, 0x1b, 0x1f, 0x7f] {
            assert_eq!(class(b), Class::Control, "{b:#04x}");
        }
        for b in [b'\t', 0x0b, 0x0c, 0x1a, b' '] {
            assert_eq!(class(b), Class::Space, "{b:#04x}");
        }
        assert_eq!(class(b'\n'), Class::LineFeed);
        assert_eq!(class(b'\r'), Class::Return);
        assert_eq!(class(0x80), Class::NonAscii);
        assert_eq!(class(0xef), Class::NonAscii);
    }
}
