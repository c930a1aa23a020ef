//! The [`Storage`] trait and the atomic [`save`] and [`load`] over it.

use core::fmt;

use super::{
    format::{MAX_SAVE_LEN, SaveError, decode, encode},
    snapshot::Snapshot,
};
use crate::text::{In, Key, Lang, Localized};

/// What the atomic protocol keeps in a file: a value written as bytes and read back checked.
pub trait SaveFile: Sized {
    /// Writes the file of `self` to the start of `out` (at least [`MAX_FILE_LEN`] bytes);
    /// returns its length.
    fn encode_into(&self, out: &mut [u8]) -> usize;
    /// Reads a file, or says what is wrong with it.
    fn decode_from(bytes: &[u8]) -> Result<Self, SaveError>;
}

impl SaveFile for Snapshot {
    fn encode_into(&self, out: &mut [u8]) -> usize {
        let out: &mut [u8; MAX_SAVE_LEN] = (&mut out[..MAX_SAVE_LEN])
            .try_into()
            .expect("the buffer holds the longest save");
        encode(self, out)
    }

    fn decode_from(bytes: &[u8]) -> Result<Self, SaveError> {
        decode(bytes)
    }
}

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

/// The longest file [`load`] reads; a longer one is damaged ([`SaveError::TooLong`]).
pub const MAX_FILE_LEN: usize = 1024;

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
fn file_name(name: &str) -> FileName {
    let mut file = FileName::new();
    file.push_str(name)
        .expect("a save name is shorter than a file name");
    file
}

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

/// Saves `snapshot` as `name` so that a power cut at any moment leaves the previous save or this one.
///
/// Writes `<name>.tmp`, then renames it to `name`; if the rename fails and `name`
/// exists (FAT refuses to rename over a file), removes `name` and renames again.
/// A cut between those two steps leaves only the `.tmp`, which [`load`] (or the
/// next `save`, before it writes a new `.tmp`) puts in place.
pub fn save<St: Storage + ?Sized, F: SaveFile>(
    storage: &mut St,
    name: &str,
    snapshot: &F,
) -> Result<(), SaveFailure<St::Error>> {
    let temp = temp_name(name).ok_or(SaveFailure::BadName)?;
    if storage
        .read(name, &mut [])
        .map_err(SaveFailure::Read)?
        .is_none()
    {
        // With `name` missing, a valid `.tmp` is the only copy of the last save:
        // put it in place before the new `.tmp` overwrites it.
        let mut buf = [0; MAX_FILE_LEN];
        if let Found::Valid(_) =
            examine::<St, F>(storage, &temp, &mut buf).map_err(SaveFailure::Read)?
        {
            storage.rename(&temp, name).map_err(SaveFailure::Rename)?;
        }
    }
    let mut bytes = [0; MAX_FILE_LEN];
    let len = snapshot.encode_into(&mut bytes);
    if let Err(e) = storage.write(&temp, &bytes[..len]) {
        // Frees the room a partial file takes; the previous save is `name` itself.
        let _ = storage.remove(&temp);
        return Err(SaveFailure::Write(e));
    }
    let Err(refused) = storage.rename(&temp, name) else {
        return Ok(());
    };
    match storage.read(name, &mut []) {
        Ok(Some(_)) => {}
        _ => return Err(SaveFailure::Rename(refused)),
    }
    storage.remove(name).map_err(SaveFailure::Remove)?;
    storage.rename(&temp, name).map_err(SaveFailure::Rename)
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

/// Loads the save `name`: the save file if valid, else a valid `.tmp` left by a save cut short.
///
/// A damaged save file is renamed aside untouched (to the first free
/// [`kept_name`]) and reported. A `.tmp` that is used becomes the save file.
pub fn load<St: Storage + ?Sized>(
    storage: &mut St,
    name: &str,
) -> Result<Loaded, LoadFailure<St::Error>> {
    load_file(storage, name)
}

/// Loads any [`SaveFile`] as [`load`] loads a grid's save: the same fallback on the `.tmp`, the
/// same damaged files moved aside.
pub fn load_file<St: Storage + ?Sized, F: SaveFile>(
    storage: &mut St,
    name: &str,
) -> Result<Loaded<F>, LoadFailure<St::Error>> {
    let temp = temp_name(name).ok_or(LoadFailure::BadName)?;
    let mut buf = [0; MAX_FILE_LEN];
    let found = examine(storage, name, &mut buf).map_err(|error| LoadFailure::Read {
        file: file_name(name),
        error,
    })?;
    match found {
        Found::Valid(snapshot) => Ok(Loaded::Resumed {
            snapshot,
            from: Source::Main,
        }),
        Found::Missing => {
            let found = examine(storage, &temp, &mut buf).map_err(|error| LoadFailure::Read {
                file: temp.clone(),
                error,
            })?;
            let Found::Valid(snapshot) = found else {
                // No save, or the first one cut short while being written.
                return Ok(Loaded::Fresh);
            };
            // If this fails, the next save retries it before writing.
            let _ = storage.rename(&temp, name);
            Ok(Loaded::Resumed {
                snapshot,
                from: Source::Temp,
            })
        }
        Found::Damaged(error) => {
            let damage = Damage {
                file: file_name(name),
                error,
                kept_as: set_aside(storage, name),
            };
            match examine(storage, &temp, &mut buf) {
                Ok(Found::Valid(snapshot)) => {
                    if damage.kept_as.is_some() {
                        let _ = storage.rename(&temp, name);
                    }
                    Ok(Loaded::Resumed {
                        snapshot,
                        from: Source::TempOverDamaged(damage),
                    })
                }
                _ => Ok(Loaded::Damaged(damage)),
            }
        }
    }
}

/// What a file holds.
#[allow(
    clippy::large_enum_variant,
    reason = "no heap to box the snapshot in; one value per file read"
)]
enum Found<F> {
    /// There is no such file.
    Missing,
    /// A valid save.
    Valid(F),
    /// Something that is no valid save.
    Damaged(SaveError),
}

/// Reads and decodes the file `name`.
fn examine<St: Storage + ?Sized, F: SaveFile>(
    storage: &mut St,
    name: &str,
    buf: &mut [u8; MAX_FILE_LEN],
) -> Result<Found<F>, St::Error> {
    Ok(match storage.read(name, buf)? {
        None => Found::Missing,
        Some(len) if len > MAX_FILE_LEN => Found::Damaged(SaveError::TooLong {
            len,
            max: MAX_FILE_LEN,
        }),
        Some(len) => match F::decode_from(&buf[..len]) {
            Ok(snapshot) => Found::Valid(snapshot),
            Err(error) => Found::Damaged(error),
        },
    })
}

/// Renames the damaged `name` to its first free [`kept_name`]; the name, or `None` if that failed.
fn set_aside<St: Storage + ?Sized>(storage: &mut St, name: &str) -> Option<FileName> {
    for n in 0..MAX_KEPT {
        let kept = kept_name(name, n)?;
        match storage.read(&kept, &mut []) {
            Ok(Some(_)) => {}
            Ok(None) => return storage.rename(name, &kept).ok().map(|()| kept),
            Err(_) => return None,
        }
    }
    None
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
