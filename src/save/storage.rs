//! The [`Storage`] trait the saves and the library work over, what a storage error means to a
//! player ([`Trouble`]), a file's [`Stat`], and [`Nowhere`], a storage that holds nothing.

use core::fmt;

use crate::text::{Key, Lang, Localized};

/// A folder of files (the memory stick on the PSP, a map in the tests): whole small files for
/// the saves, and reading at an offset, appending and listing for the puzzle collections.
pub trait Storage {
    /// Why an operation failed.
    type Error: fmt::Debug;

    /// Reads the file `name` into `buf`: `Ok(None)` if it does not exist, else its length
    /// (only the first `buf.len()` bytes are read when it is longer; an empty `buf` just asks whether it exists).
    fn read(&mut self, name: &str, buf: &mut [u8]) -> Result<Option<usize>, Self::Error>;

    /// Creates or replaces `name` with `bytes`; `Ok` only once all of them are written.
    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), Self::Error>;

    /// Renames `from` to `to`; whether an existing `to` is replaced depends on the storage (FAT on a real PSP refuses).
    fn rename(&mut self, from: &str, to: &str) -> Result<(), Self::Error>;

    /// Removes `name` (`Ok` if it does not exist).
    fn remove(&mut self, name: &str) -> Result<(), Self::Error>;

    /// When `name` was last written, on the clock of whoever wrote it (the console's, on a
    /// PSP), if the storage keeps it and the file exists.
    fn written_at(&mut self, name: &str) -> Option<crate::clock::DateTime> {
        let _ = name;
        None
    }

    /// What a player should be told `error` is: a full or missing memory stick, say.
    fn trouble(error: &Self::Error) -> Trouble {
        let _ = error;
        Trouble::Other
    }

    /// The size and last change of the file `name`: `Ok(None)` if there is no such file (a
    /// folder is no file).
    fn stat(&mut self, name: &str) -> Result<Option<Stat>, Self::Error>;

    /// Reads the bytes of `name` from `offset` into `buf`: `Ok(None)` if there is no such file,
    /// else how many were read, fewer than `buf.len()` only at the end of the file (0 past it).
    fn read_at(
        &mut self,
        name: &str,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<Option<usize>, Self::Error>;

    /// Adds `bytes` at the end of `name`, creating it if missing. The bytes already there are
    /// never rewritten: a power cut during an append leaves them whole, followed by none, some
    /// or all of `bytes`.
    fn append(&mut self, name: &str, bytes: &[u8]) -> Result<(), Self::Error>;

    /// Calls `each` with the name (without the folder) and [`Stat`] of every file in `folder`,
    /// in the storage's order; sub-folders are left out. `Ok(false)` if there is no such folder.
    fn list(&mut self, folder: &str, each: &mut dyn FnMut(&str, Stat))
    -> Result<bool, Self::Error>;
}

/// What kind of trouble a storage error is, in the player's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trouble {
    /// No room left on the memory stick.
    Full,
    /// No memory stick in the slot.
    NoStick,
    /// The memory stick's write-protect switch is on.
    WriteProtected,
    /// Anything else: the error code is shown as it is.
    Other,
}

/// The trouble in words: `Memory stick full`.
impl Localized for Trouble {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(match self {
            Trouble::Full => Key::TroubleFull,
            Trouble::NoStick => Key::TroubleNoStick,
            Trouble::WriteProtected => Key::TroubleWriteProtected,
            Trouble::Other => Key::TroubleOther,
        }))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Trouble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// What tells one version of a file from another: its size and the time it last changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stat {
    /// Bytes.
    pub size: u64,
    /// When it last changed, in the storage's own units: only ever compared for equality.
    pub modified: u64,
}

/// A storage that holds nothing: every file is missing and every write is dropped (for renders and tools).
#[derive(Debug, Clone, Copy, Default)]
pub struct Nowhere;

impl Storage for Nowhere {
    type Error = core::convert::Infallible;

    fn read(&mut self, _name: &str, _buf: &mut [u8]) -> Result<Option<usize>, Self::Error> {
        Ok(None)
    }

    fn write(&mut self, _name: &str, _bytes: &[u8]) -> Result<(), Self::Error> {
        Ok(())
    }

    fn rename(&mut self, _from: &str, _to: &str) -> Result<(), Self::Error> {
        Ok(())
    }

    fn remove(&mut self, _name: &str) -> Result<(), Self::Error> {
        Ok(())
    }

    fn stat(&mut self, _name: &str) -> Result<Option<Stat>, Self::Error> {
        Ok(None)
    }

    fn read_at(
        &mut self,
        _name: &str,
        _offset: u64,
        _buf: &mut [u8],
    ) -> Result<Option<usize>, Self::Error> {
        Ok(None)
    }

    fn append(&mut self, _name: &str, _bytes: &[u8]) -> Result<(), Self::Error> {
        Ok(())
    }

    fn list(
        &mut self,
        _folder: &str,
        _each: &mut dyn FnMut(&str, Stat),
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }
}
