//! Save names and the names derived from them: the temporary file and the damaged copies kept.

#[cfg(doc)]
use super::{load, save};

/// The longest save name [`save`] and [`load`] accept, so that every derived name fits a [`FileName`].
pub const MAX_NAME_LEN: usize = 26;

/// A file name: a save name, or one derived from it (`.tmp`, `.bad`, `.bad1` ... `.bad9`); at most 31 bytes.
pub type FileName = heapless::String<31>;

/// Appended to the save name for the file a save is written to before it is renamed in place.
pub const TEMP_SUFFIX: &str = ".tmp";

/// Appended to the save name (with `1` ... `9` after it but for the first) for a damaged file moved aside.
pub const KEPT_SUFFIX: &str = ".bad";

/// How many damaged copies of one save are kept: `.bad`, then `.bad1` ... `.bad9`.
pub const MAX_KEPT: u8 = 10;

/// Whether `name` can name a save: 1 to [`MAX_NAME_LEN`] ASCII letters, digits, `.`, `_` or `-`, not starting with `.`.
///
/// ```
/// use sudoku_core::save::is_save_name;
/// assert!(is_save_name("slot0.sav"));
/// assert!(!is_save_name("saves/slot0.sav") && !is_save_name("") && !is_save_name(".sav"));
/// ```
pub fn is_save_name(name: &str) -> bool {
    (1..=MAX_NAME_LEN).contains(&name.len())
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

/// `name` followed by `suffix` and, unless zero, the digit `n`; `None` if `name` is no save name.
fn derived_name(name: &str, suffix: &str, n: u8) -> Option<FileName> {
    if !is_save_name(name) || n > 9 {
        return None;
    }
    let mut derived = FileName::new();
    derived.push_str(name).ok()?;
    derived.push_str(suffix).ok()?;
    if n > 0 {
        derived.push(char::from(b'0' + n)).ok()?;
    }
    Some(derived)
}

/// The temporary file of the save `name` (`slot0.sav.tmp`); `None` if `name` is no save name.
pub fn temp_name(name: &str) -> Option<FileName> {
    derived_name(name, TEMP_SUFFIX, 0)
}

/// The `n`-th name a damaged `name` is kept as (`slot0.sav.bad`, then `.bad1` ... `.bad9`); `None` past [`MAX_KEPT`].
pub fn kept_name(name: &str, n: u8) -> Option<FileName> {
    derived_name(name, KEPT_SUFFIX, n)
}

/// A save name as a [`FileName`]; only called on names [`is_save_name`] accepted.
pub(super) fn file_name(name: &str) -> FileName {
    let mut file = FileName::new();
    file.push_str(name)
        .expect("a save name is shorter than a file name");
    file
}
