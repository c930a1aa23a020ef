//! The atomic [`save`] and [`load`]: a power cut at any moment leaves the previous save or the
//! new one, and a damaged file is moved aside; [`SaveFile`] is what they keep.

use super::{
    Damage, FileName, LoadFailure, Loaded, MAX_KEPT, SaveFailure, Source, Storage,
    format::{MAX_SAVE_LEN, SaveError, decode, encode},
    kept_name,
    names::file_name,
    snapshot::Snapshot,
    temp_name,
};

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

/// The longest file [`load`] reads; a longer one is damaged ([`SaveError::TooLong`]).
pub const MAX_FILE_LEN: usize = 1024;

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
