//! An in-memory [`Storage`] for the tests, which fails on demand.

use std::{
    collections::BTreeMap,
    string::{String, ToString},
    vec::Vec,
};

use super::{Stat, Storage};

/// How much of the operation at a power cut lands before it reports failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Landed {
    /// Nothing.
    Nothing,
    /// A write leaves the first half of its bytes; a rename or remove is done.
    Half,
    /// The whole operation is done, but it still reports failure.
    All,
}

/// Every way [`Landed`] can go.
pub const LANDINGS: [Landed; 3] = [Landed::Nothing, Landed::Half, Landed::All];

/// Why an operation on a [`MemoryStorage`] failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemoryError {
    /// The power went at or before this operation.
    PowerCut,
    /// The stick is full (a write stops where the room ends).
    Full,
    /// Failure injected for this kind of operation.
    Injected,
    /// Renaming a file that does not exist.
    NotFound,
    /// Renaming over a file, on a storage that refuses it.
    Exists,
}

/// A folder in memory: name → bytes, with faults on demand.
#[derive(Debug, Clone, Default)]
pub struct MemoryStorage {
    /// The files (a name with a `/` is in a folder).
    pub files: BTreeMap<String, Vec<u8>>,
    /// When each file last changed, counted in changes of the storage (a file put straight
    /// into `files` has none: 0).
    pub stamps: BTreeMap<String, u64>,
    /// Changes so far (writes, appends, renames), the clock of `stamps`.
    pub changes: u64,
    /// Whether a rename replaces an existing target (else it refuses, like FAT on a PSP).
    pub rename_replaces: bool,
    /// Operations attempted so far (reads, writes, renames, removes).
    pub ops: usize,
    /// A power cut at the operation with this number (from 0): how much of it lands; every later one fails.
    pub cut: Option<(usize, Landed)>,
    /// Total bytes the files may take (a "full stick").
    pub capacity: Option<usize>,
    /// Every read fails.
    pub fail_read: bool,
    /// Every write fails, leaving an empty file (it was opened with truncation).
    pub fail_write: bool,
    /// Every rename fails.
    pub fail_rename: bool,
    /// Every remove fails.
    pub fail_remove: bool,
    /// The date a write stamps its file with (none: files have no date).
    pub today: Option<crate::clock::DateTime>,
    /// When each file was last written, as `today` said then.
    pub written: BTreeMap<String, crate::clock::DateTime>,
}

impl MemoryStorage {
    /// An empty, healthy storage whose renames replace (`true`) or refuse existing targets.
    pub fn new(rename_replaces: bool) -> Self {
        MemoryStorage {
            rename_replaces,
            ..Self::default()
        }
    }

    /// A healthy storage over the same files, as after a reboot.
    pub fn rebooted(&self) -> Self {
        MemoryStorage {
            files: self.files.clone(),
            stamps: self.stamps.clone(),
            changes: self.changes,
            written: self.written.clone(),
            today: self.today,
            ..Self::new(self.rename_replaces)
        }
    }

    /// Marks `name` as changed now (and dated `today`, if the storage has a date).
    fn touch(&mut self, name: &str) {
        self.changes += 1;
        self.stamps.insert(name.to_string(), self.changes);
        match self.today {
            Some(today) => self.written.insert(name.to_string(), today),
            None => self.written.remove(name),
        };
    }

    /// Bytes the files other than `name` leave free, if the storage has a capacity.
    fn room(&self, name: &str) -> Option<usize> {
        let capacity = self.capacity?;
        let others: usize = (self.files.iter())
            .filter(|(n, _)| n.as_str() != name)
            .map(|(_, b)| b.len())
            .sum();
        Some(capacity.saturating_sub(others))
    }

    /// The bytes of `name`.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        self.files.get(name).map(Vec::as_slice)
    }

    /// Counts an operation: `Err` after a cut, `Ok(Some(landed))` at it.
    fn begin(&mut self) -> Result<Option<Landed>, MemoryError> {
        let op = self.ops;
        self.ops += 1;
        match self.cut {
            Some((at, _)) if op > at => Err(MemoryError::PowerCut),
            Some((at, landed)) if op == at => Ok(Some(landed)),
            _ => Ok(None),
        }
    }

    /// Whether `landed` (the cut at this operation, if any) lets the operation happen.
    fn lands(landed: Option<Landed>) -> bool {
        !matches!(landed, Some(Landed::Nothing))
    }

    /// The result after an operation that landed as `landed`.
    fn end(landed: Option<Landed>) -> Result<(), MemoryError> {
        match landed {
            Some(_) => Err(MemoryError::PowerCut),
            None => Ok(()),
        }
    }
}

impl Storage for MemoryStorage {
    type Error = MemoryError;

    fn read(&mut self, name: &str, buf: &mut [u8]) -> Result<Option<usize>, MemoryError> {
        if self.begin()?.is_some() {
            return Err(MemoryError::PowerCut);
        }
        if self.fail_read {
            return Err(MemoryError::Injected);
        }
        Ok(self.files.get(name).map(|bytes| {
            let n = bytes.len().min(buf.len());
            buf[..n].copy_from_slice(&bytes[..n]);
            bytes.len()
        }))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), MemoryError> {
        let landed = self.begin()?;
        if self.fail_write {
            self.files.insert(name.to_string(), Vec::new());
            self.touch(name);
            return Err(MemoryError::Injected);
        }
        let mut len = match landed {
            Some(Landed::Nothing) => return Err(MemoryError::PowerCut),
            Some(Landed::Half) => bytes.len() / 2,
            Some(Landed::All) | None => bytes.len(),
        };
        let mut full = false;
        if let Some(room) = self.room(name)
            && len > room
        {
            (len, full) = (room, true);
        }
        self.files.insert(name.to_string(), bytes[..len].to_vec());
        self.touch(name);
        Self::end(landed)?;
        if full {
            return Err(MemoryError::Full);
        }
        Ok(())
    }

    fn rename(&mut self, from: &str, to: &str) -> Result<(), MemoryError> {
        let landed = self.begin()?;
        if self.fail_rename {
            return Err(MemoryError::Injected);
        }
        if !self.files.contains_key(from) {
            return Err(MemoryError::NotFound);
        }
        if from != to && self.files.contains_key(to) && !self.rename_replaces {
            return Err(MemoryError::Exists);
        }
        if Self::lands(landed) {
            let bytes = self.files.remove(from).expect("checked above");
            self.files.insert(to.to_string(), bytes);
            // A rename keeps the file's time, as FAT does.
            let stamp = self.stamps.remove(from).unwrap_or(0);
            self.stamps.insert(to.to_string(), stamp);
            match self.written.remove(from) {
                Some(date) => self.written.insert(to.to_string(), date),
                None => self.written.remove(to),
            };
        }
        Self::end(landed)
    }

    fn remove(&mut self, name: &str) -> Result<(), MemoryError> {
        let landed = self.begin()?;
        if self.fail_remove {
            return Err(MemoryError::Injected);
        }
        if Self::lands(landed) {
            self.files.remove(name);
            self.stamps.remove(name);
            self.written.remove(name);
        }
        Self::end(landed)
    }

    fn written_at(&mut self, name: &str) -> Option<crate::clock::DateTime> {
        self.files
            .contains_key(name)
            .then(|| self.written.get(name).copied())
            .flatten()
    }

    fn trouble(error: &MemoryError) -> super::Trouble {
        match error {
            MemoryError::Full => super::Trouble::Full,
            _ => super::Trouble::Other,
        }
    }

    fn stat(&mut self, name: &str) -> Result<Option<Stat>, MemoryError> {
        if self.begin()?.is_some() {
            return Err(MemoryError::PowerCut);
        }
        if self.fail_read {
            return Err(MemoryError::Injected);
        }
        Ok(self.files.get(name).map(|bytes| Stat {
            size: bytes.len() as u64,
            modified: self.stamps.get(name).copied().unwrap_or(0),
        }))
    }

    fn read_at(
        &mut self,
        name: &str,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<Option<usize>, MemoryError> {
        if self.begin()?.is_some() {
            return Err(MemoryError::PowerCut);
        }
        if self.fail_read {
            return Err(MemoryError::Injected);
        }
        Ok(self.files.get(name).map(|bytes| {
            let start = usize::try_from(offset)
                .unwrap_or(usize::MAX)
                .min(bytes.len());
            let n = (bytes.len() - start).min(buf.len());
            buf[..n].copy_from_slice(&bytes[start..start + n]);
            n
        }))
    }

    fn append(&mut self, name: &str, bytes: &[u8]) -> Result<(), MemoryError> {
        let landed = self.begin()?;
        if self.fail_write {
            // Opened without truncation: the file is as it was.
            return Err(MemoryError::Injected);
        }
        let mut len = match landed {
            Some(Landed::Nothing) => return Err(MemoryError::PowerCut),
            Some(Landed::Half) => bytes.len() / 2,
            Some(Landed::All) | None => bytes.len(),
        };
        let had = self.files.get(name).map_or(0, Vec::len);
        let mut full = false;
        if let Some(room) = self.room(name) {
            let room = room.saturating_sub(had);
            if len > room {
                (len, full) = (room, true);
            }
        }
        self.files
            .entry(name.to_string())
            .or_default()
            .extend_from_slice(&bytes[..len]);
        self.touch(name);
        Self::end(landed)?;
        if full {
            return Err(MemoryError::Full);
        }
        Ok(())
    }

    fn list(
        &mut self,
        folder: &str,
        each: &mut dyn FnMut(&str, Stat),
    ) -> Result<bool, MemoryError> {
        if self.begin()?.is_some() {
            return Err(MemoryError::PowerCut);
        }
        if self.fail_read {
            return Err(MemoryError::Injected);
        }
        let mut found = false;
        for (path, bytes) in &self.files {
            let Some(name) = path
                .strip_prefix(folder)
                .and_then(|rest| rest.strip_prefix('/'))
            else {
                continue;
            };
            found = true;
            if !name.contains('/') {
                let modified = self.stamps.get(path).copied().unwrap_or(0);
                each(
                    name,
                    Stat {
                        size: bytes.len() as u64,
                        modified,
                    },
                );
            }
        }
        Ok(found)
    }
}
