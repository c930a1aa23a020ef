//! The pieces of the ALS sentences: an ALS named as players write it, the eliminations at the
//! sentence's end, and when the whole sentence fits a hint's status line (an ALS's cells make
//! long words, which wrap worse than the other families' short ones).

use core::fmt;

use super::super::{deduction::Eliminations, say, units::digits};
use super::Als;
use crate::{size::Size, text::Lang};

/// The status's room for a whole ALS sentence and three times its longest word: the status
/// shows 4 lines of 33 columns, after `Indice : ALS-XY-Wing : ` (23 characters, the longest
/// start), and each of its first three lines, ending before a word that does not fit, takes at
/// least 34 characters of the text (its dropped space included) less that word's length:
/// `4 * 33 + 3 - 23`.
const WHOLE: usize = 112;
/// The longest word of the status's start (`ALS-XY-Wing`).
const NAME_WORD: usize = 11;

/// Whether an ALS sentence of `chars` characters whose longest word has `longest_word` is said
/// whole (see [`WHOLE`]); else a hint says it in brief.
pub(super) fn fits_whole(chars: usize, longest_word: usize) -> bool {
    chars + 3 * longest_word.max(NAME_WORD) <= WHOLE
}

/// Writes an ALS as players do, its cells then its digits: `r1c15 {147}` (`L1C15 {147}`).
pub(super) struct Named<'a, S: Size>(pub Lang, pub &'a Als<S>);

impl<S: Size> fmt::Display for Named<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Named(lang, als) = *self;
        let (r, c) = match lang {
            Lang::En => ('r', 'c'),
            Lang::Fr => ('L', 'C'),
        };
        // Numbers past 9 take a separator so that they read apart.
        let sep = if S::SIDE > 9 { "." } else { "" };
        let cells = als.cells();
        match als.unit {
            crate::cell::Unit::Col(col, _) => {
                write!(f, "{r}")?;
                for (i, cell) in cells.enumerate() {
                    let sep = if i > 0 { sep } else { "" };
                    write!(f, "{sep}{}", cell.row() + 1)?;
                }
                write!(f, "{c}{}", col + 1)?;
            }
            _ => {
                let mut row = usize::MAX;
                for cell in cells {
                    if cell.row() != row {
                        let comma = if row == usize::MAX { "" } else { "," };
                        row = cell.row();
                        write!(f, "{comma}{r}{}{c}{}", row + 1, cell.col() + 1)?;
                    } else {
                        write!(f, "{sep}{}", cell.col() + 1)?;
                    }
                }
            }
        }
        f.write_str(" {")?;
        for digit in digits::<S>(als.digits) {
            write!(f, "{digit}")?;
        }
        f.write_str("}")
    }
}

/// The end of a sentence: `r2c2 loses 4`, or `(4)r2c2 and (7)r2c3 go`.
pub(super) struct Loss<'a, S: Size>(pub Lang, pub &'a Eliminations<S>, pub u16);

impl<S: Size> fmt::Display for Loss<'_, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Loss(lang, eliminations, z) = *self;
        if z.count_ones() > 1 {
            return gone_briefly(lang, eliminations, f);
        }
        let targets = say::cells(lang, say::targets(eliminations));
        let loses = say::loses(lang, eliminations);
        let z = say::digits::<S>(lang, z);
        match lang {
            Lang::En => write!(f, "{targets} {loses} {z}"),
            Lang::Fr => write!(f, "{targets} {loses} le {z}"),
        }
    }
}

/// The brief end: `(4)r2c2 goes`, `on élimine 5 candidats`.
pub(super) fn gone_briefly<S: Size>(
    lang: Lang,
    e: &Eliminations<S>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match lang {
        Lang::En => write!(f, "{} {}", say::gone(lang, e), say::goes(e)),
        Lang::Fr => write!(f, "on élimine {}", say::gone(lang, e)),
    }
}
