//! What [`save`] and [`load`] report: why a save or a load failed, a damaged file and where it
//! went, what was found and where it came from.

use core::fmt;

use super::{FileName, SaveError, Snapshot};
#[cfg(doc)]
use super::{MAX_KEPT, is_save_name, load, save};
use crate::text::{In, Key, Lang, Localized};

/// Why [`save`] failed; the previous save is left loadable in every case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveFailure<E> {
    /// The name is no save name ([`is_save_name`]).
    BadName,
    /// Checking the files already there failed.
    Read(E),
    /// Writing the temporary file failed (a full memory stick, say); the previous save is untouched.
    Write(E),
    /// Renaming the temporary file to the save name failed.
    Rename(E),
    /// Removing the previous save before the rename failed; it is untouched.
    Remove(E),
}

impl<E> SaveFailure<E> {
    /// The storage's error behind the failure, if any.
    pub fn error(&self) -> Option<&E> {
        match self {
            SaveFailure::BadName => None,
            SaveFailure::Read(e)
            | SaveFailure::Write(e)
            | SaveFailure::Rename(e)
            | SaveFailure::Remove(e) => Some(e),
        }
    }
}

/// Why a save failed: `could not write (error code)`.
impl<E: fmt::Debug> Localized for SaveFailure<E> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (key, error) = match self {
            SaveFailure::BadName => return f.write_str(lang.text(Key::FailureBadName)),
            SaveFailure::Read(e) => (Key::FailureRead, e),
            SaveFailure::Write(e) => (Key::FailureWrite, e),
            SaveFailure::Rename(e) => (Key::FailureRename, e),
            SaveFailure::Remove(e) => (Key::FailureRemove, e),
        };
        write!(f, "{}", lang.say(key, &[&Debugged(error)]))
    }
}

/// Prints the English of [`Localized`].
impl<E: fmt::Debug> fmt::Display for SaveFailure<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Shows a value with its `Debug` (error codes, as the storage gives them).
pub struct Debugged<'a, T: fmt::Debug>(pub &'a T);

impl<T: fmt::Debug> fmt::Display for Debugged<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

impl<T: fmt::Debug> fmt::Debug for Debugged<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

/// A damaged save file: what is wrong with it and where it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// The damaged file's name (the save name).
    pub file: FileName,
    /// What is wrong with it.
    pub error: SaveError,
    /// The name it was moved aside to, untouched; `None` if that failed (a storage
    /// error, or all [`MAX_KEPT`] names taken): the next save replaces it.
    pub kept_as: Option<FileName>,
}

/// Prints `slot0.sav: <what is wrong>; kept as slot0.sav.bad`.
impl Damage {
    /// The key of its message: the file kept aside, or not moved.
    pub fn key(&self) -> Key {
        match self.kept_as {
            Some(_) => Key::DamageKept,
            None => Key::DamageNotMoved,
        }
    }
}

impl Localized for Damage {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, error) = (self.file.as_str(), In(lang, &self.error));
        match &self.kept_as {
            Some(kept) => write!(
                f,
                "{}",
                lang.say(Key::DamageKept, &[&file, &error, &kept.as_str()])
            ),
            None => write!(f, "{}", lang.say(Key::DamageNotMoved, &[&file, &error])),
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Where a resumed snapshot came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The save file.
    Main,
    /// The `.tmp` of a save cut short, the save file missing; it is now the save file.
    Temp,
    /// The `.tmp` of a save cut short, the save file being damaged (and moved aside).
    TempOverDamaged(Damage),
}

/// What [`load`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(
    clippy::large_enum_variant,
    reason = "no heap to box the snapshot in; one value per load"
)]
pub enum Loaded<F = Snapshot> {
    /// No save: start with an empty grid.
    Fresh,
    /// A valid save.
    Resumed {
        /// What it holds.
        snapshot: F,
        /// Which file it came from.
        from: Source,
    },
    /// The save file is damaged (and moved aside, untouched): report it, start with an empty grid.
    Damaged(Damage),
}

/// Why [`load`] could not tell what is saved; start with an empty grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadFailure<E> {
    /// The name is no save name ([`is_save_name`]).
    BadName,
    /// Reading a file failed.
    Read {
        /// The file.
        file: FileName,
        /// Why.
        error: E,
    },
}

/// Why a load failed: `could not read state.sav (error code)`.
impl<E: fmt::Debug> Localized for LoadFailure<E> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadFailure::BadName => f.write_str(lang.text(Key::FailureBadName)),
            LoadFailure::Read { file, error } => write!(
                f,
                "{}",
                lang.say(Key::FailureReadFile, &[&file.as_str(), &Debugged(error)])
            ),
        }
    }
}

/// Prints the English of [`Localized`].
impl<E: fmt::Debug> fmt::Display for LoadFailure<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}
