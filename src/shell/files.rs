//! Files on the memory stick, through `sceIo*`: the core's [`Storage`] for saves, plain
//! writes, and the puzzle collections (listing a folder, reading at an offset, appending).

use core::{ffi::c_void, fmt, mem::MaybeUninit};

use psp::sys::{self, IoOpenFlags, IoStatMode, IoWhence, SceIoDirent, ScePspDateTime, SceUid};

use super::power;
use sudoku_core::{
    clock::DateTime,
    save::{Stat, Storage, Trouble},
};

/// Why a file operation failed: the `sceIo*` error code.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct IoError(pub i32);

impl IoError {
    /// `ENOENT`: no such file.
    const NOT_FOUND: IoError = IoError(0x8001_0002_u32 as i32);
    /// `EIO`: a read or write moved fewer bytes than asked.
    const SHORT: IoError = IoError(0x8001_0005_u32 as i32);
    /// `EINVAL`: a name with a NUL byte in it.
    const BAD_NAME: IoError = IoError(0x8001_0016_u32 as i32);
    /// `ENAMETOOLONG`: folder and name do not fit the path buffer.
    const TOO_LONG: IoError = IoError(0x8001_005B_u32 as i32);
    /// `EEXIST`: FAT on a PSP refuses to rename onto a file that exists.
    const EXISTS: IoError = IoError(0x8001_0011_u32 as i32);

    /// What the player is told this error is.
    fn trouble(self) -> Trouble {
        match self.0 as u32 {
            // ENOSPC from the file system, and the kernel's own "no space".
            0x8001_001C | 0x8000_021C => Trouble::Full,
            // EROFS: the memory stick's write-protect switch.
            0x8001_001E => Trouble::WriteProtected,
            // ENODEV, ENOMEDIUM (and its firmware 1.50 code), the kernel's "no such device".
            0x8001_0013 | 0x8001_0087 | 0x8001_007B | 0x8002_0321 => Trouble::NoStick,
            _ => Trouble::Other,
        }
    }
}

/// Prints the code in hex, as the PSP documentation lists them: `sceIo 0x80010002`.
impl fmt::Debug for IoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sceIo {:#010x}", self.0 as u32)
    }
}

/// Bytes of the longest path, NUL included.
const PATH_CAPACITY: usize = 128;

/// A NUL-terminated path on the stack: folder followed by name.
struct Path([u8; PATH_CAPACITY]);

impl Path {
    /// `folder` then `name`, NUL-terminated; an error if either holds a NUL or they do not fit.
    fn new(folder: &str, name: &str) -> Result<Path, IoError> {
        let len = folder.len() + name.len();
        if len >= PATH_CAPACITY {
            return Err(IoError::TOO_LONG);
        }
        if folder.bytes().chain(name.bytes()).any(|b| b == 0) {
            return Err(IoError::BAD_NAME);
        }
        let mut bytes = [0; PATH_CAPACITY];
        bytes[..folder.len()].copy_from_slice(folder.as_bytes());
        bytes[folder.len()..len].copy_from_slice(name.as_bytes());
        Ok(Path(bytes))
    }

    /// The path for `sceIo*`: NUL-terminated, valid while `self` lives.
    fn as_ptr(&self) -> *const u8 {
        self.0.as_ptr()
    }
}

/// A `sceIo*` result: `Err` if negative.
fn check(code: i32) -> Result<i32, IoError> {
    if code < 0 {
        Err(IoError(code))
    } else {
        Ok(code)
    }
}

/// Opens `path` with `flags`, runs `body` on the descriptor, closes it; the first error wins.
fn with_file<T>(
    path: &Path,
    flags: IoOpenFlags,
    body: impl FnOnce(SceUid) -> Result<T, IoError>,
) -> Result<T, IoError> {
    // SAFETY: `path` is NUL-terminated and outlives the call; flags and permissions are plain values.
    let fd = unsafe { sys::sceIoOpen(path.as_ptr(), flags, 0o777) };
    check(fd.0)?;
    let result = body(fd);
    // SAFETY: `fd` was opened above and is closed exactly once, here.
    let closed = check(unsafe { sys::sceIoClose(fd) });
    let value = result?;
    // Closing flushes a write: its failure means the file may be incomplete.
    closed.map(|_| value)
}

/// The file system's record of `path`: its size, times and mode.
fn stat(path: &Path) -> Result<sys::SceIoStat, IoError> {
    let mut stat = core::mem::MaybeUninit::<sys::SceIoStat>::zeroed();
    // SAFETY: `path` is NUL-terminated and outlives the call; `stat` is writable and large enough
    // for the SceIoStat the call fills in.
    check(unsafe { sys::sceIoGetstat(path.as_ptr(), stat.as_mut_ptr()) })?;
    // SAFETY: the call succeeded and filled it in; a zeroed SceIoStat is valid anyway.
    Ok(unsafe { stat.assume_init() })
}

/// Writes all of `bytes` to the open `fd`.
fn write_all(fd: SceUid, bytes: &[u8]) -> Result<(), IoError> {
    let mut done = 0;
    while done < bytes.len() {
        let rest = &bytes[done..];
        // SAFETY: `fd` is open; `rest` is valid for reads of `rest.len()` bytes.
        let n = check(unsafe { sys::sceIoWrite(fd, rest.as_ptr().cast::<c_void>(), rest.len()) })?;
        if n == 0 {
            return Err(IoError::SHORT);
        }
        done += n as usize;
    }
    Ok(())
}

/// A modification time as one number, only ever compared for equality: every field keeps its
/// own bits (microseconds 20, seconds and minutes 6, hour and day 5, month 4, the year the rest).
fn time_stamp(t: &ScePspDateTime) -> u64 {
    let mut stamp = u64::from(t.year);
    for (field, bits) in [
        (u64::from(t.month), 4),
        (u64::from(t.day), 5),
        (u64::from(t.hour), 5),
        (u64::from(t.minutes), 6),
        (u64::from(t.seconds), 6),
        (u64::from(t.microseconds), 20),
    ] {
        stamp = (stamp << bits) | (field & ((1 << bits) - 1));
    }
    stamp
}

/// A file's [`Stat`] from `sceIo`'s; `None` for a folder.
fn stat_of(stat: &sys::SceIoStat) -> Option<Stat> {
    if stat.st_mode.contains(IoStatMode::IFDIR) {
        return None;
    }
    Some(Stat {
        size: u64::try_from(stat.st_size).unwrap_or(0),
        modified: time_stamp(&stat.st_mtime),
    })
}

/// A file kept open for reading between calls of [`Storage::read_at`]: opening a file costs a
/// memory stick about 10 ms (PPSSPP models it so), more than the library's reading budget of
/// a frame, so a collection is read through one descriptor.
struct OpenFile {
    /// The file's path (as [`Path`] bytes, to compare).
    path: Path,
    fd: SceUid,
    /// The file as it was when opened: a [`Storage::stat`] that finds it otherwise closes it,
    /// so a file replaced since is opened again (an open descriptor would read the old one).
    stat: Option<Stat>,
}

impl OpenFile {
    fn close(self) {
        // SAFETY: `fd` was opened by `read_at` and is closed exactly once, here (`self` is
        // consumed). A descriptor a suspend made invalid fails to close, harmlessly.
        unsafe { sys::sceIoClose(self.fd) };
    }
}

/// The files of one folder on the memory stick.
pub struct MemoryStick {
    /// Prefix of every path: empty, or a folder ending in `/`.
    folder: &'static str,
    /// The file `read_at` read last, still open.
    reading: Option<OpenFile>,
}

impl MemoryStick {
    /// The working directory: the EBOOT's folder on the main thread (others use `errand::OnMainThread`).
    pub const fn here() -> Self {
        MemoryStick {
            folder: "",
            reading: None,
        }
    }

    /// Closes the file kept open for reading, if any (before any change to the stick).
    fn stop_reading(&mut self) {
        if let Some(open) = self.reading.take() {
            open.close();
        }
    }

    /// Reads `buf.len()` bytes (fewer at the end) of the open `fd` from `offset`.
    fn read_open(fd: SceUid, offset: u64, buf: &mut [u8]) -> Result<usize, IoError> {
        let offset = i64::try_from(offset).map_err(|_| IoError::SHORT)?;
        // SAFETY: `fd` is open; seeking moves no memory.
        let at = unsafe { sys::sceIoLseek(fd, offset, IoWhence::Set) };
        if at < 0 {
            return Err(IoError(at as i32));
        }
        let mut got = 0;
        while got < buf.len() {
            let rest = &mut buf[got..];
            // SAFETY: `fd` is open; `rest` is valid for writes of `rest.len()` bytes.
            let n = check(unsafe {
                sys::sceIoRead(fd, rest.as_mut_ptr().cast::<c_void>(), rest.len() as u32)
            })?;
            if n == 0 {
                break; // the end of the file
            }
            got += n as usize;
        }
        Ok(got)
    }
}

impl fmt::Debug for MemoryStick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MemoryStick")
            .field("folder", &self.folder)
            .field("reading", &self.reading.as_ref().map(|o| o.fd.0))
            .finish()
    }
}

impl Drop for MemoryStick {
    fn drop(&mut self) {
        self.stop_reading();
    }
}

impl Storage for MemoryStick {
    type Error = IoError;

    fn read(&mut self, name: &str, buf: &mut [u8]) -> Result<Option<usize>, IoError> {
        let path = Path::new(self.folder, name)?;
        // Whether it exists, and its size: a stat costs a memory stick about 1 ms, an open 10
        // (PPSSPP models both as pspautotests measured them); a save asks this twice.
        if buf.is_empty() {
            return match stat(&path) {
                Ok(stat) => Ok(Some(usize::try_from(stat.st_size).unwrap_or(usize::MAX))),
                Err(IoError::NOT_FOUND) => Ok(None),
                Err(e) => Err(e),
            };
        }
        // A missing file costs a stat, not an open: loads ask for files that are often missing
        // (a lone `.tmp`, a size never used), and a frame that opens several waits whole vblanks.
        if let Err(IoError::NOT_FOUND) = stat(&path) {
            return Ok(None);
        }
        let read = with_file(&path, IoOpenFlags::RD_ONLY, |fd| {
            // SAFETY: `fd` is open; seeking moves no memory.
            let size = unsafe { sys::sceIoLseek(fd, 0, IoWhence::End) };
            let size = usize::try_from(size).map_err(|_| IoError(size as i32))?;
            // SAFETY: as above.
            check(unsafe { sys::sceIoLseek(fd, 0, IoWhence::Set) } as i32)?;
            let want = size.min(buf.len());
            let mut got = 0;
            while got < want {
                let rest = &mut buf[got..want];
                // SAFETY: `fd` is open; `rest` is valid for writes of `rest.len()` bytes.
                let n = check(unsafe {
                    sys::sceIoRead(fd, rest.as_mut_ptr().cast::<c_void>(), rest.len() as u32)
                })?;
                if n == 0 {
                    return Err(IoError::SHORT);
                }
                got += n as usize;
            }
            Ok(size)
        });
        match read {
            Ok(size) => Ok(Some(size)),
            Err(IoError::NOT_FOUND) => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), IoError> {
        let path = Path::new(self.folder, name)?;
        self.stop_reading();
        let _awake = power::Lock::take();
        with_file(
            &path,
            IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC,
            |fd| write_all(fd, bytes),
        )
    }

    /// Renames `from` to `to`, refusing an existing `to` as FAT on a PSP does (`EEXIST`), in
    /// every build: PPSSPP's host file system would replace it, and then the emulator would never
    /// run the sequence of calls a PSP runs (refused rename, remove, rename).
    fn rename(&mut self, from: &str, to: &str) -> Result<(), IoError> {
        let (from, to) = (Path::new(self.folder, from)?, Path::new(self.folder, to)?);
        self.stop_reading();
        let _awake = power::Lock::take();
        if stat(&to).is_ok() {
            return Err(IoError::EXISTS);
        }
        // SAFETY: both paths are NUL-terminated and outlive the call.
        check(unsafe { sys::sceIoRename(from.as_ptr(), to.as_ptr()) }).map(drop)
    }

    fn remove(&mut self, name: &str) -> Result<(), IoError> {
        let path = Path::new(self.folder, name)?;
        self.stop_reading();
        let _awake = power::Lock::take();
        // SAFETY: `path` is NUL-terminated and outlives the call.
        match check(unsafe { sys::sceIoRemove(path.as_ptr()) }) {
            Ok(_) | Err(IoError::NOT_FOUND) => Ok(()),
            Err(e) => Err(e),
        }
    }

    fn trouble(error: &IoError) -> Trouble {
        error.trouble()
    }

    fn written_at(&mut self, name: &str) -> Option<DateTime> {
        // FAT keeps the local time of the last write, as the console's clock gave it.
        let time = stat(&Path::new(self.folder, name).ok()?).ok()?.st_mtime;
        let narrow = |v: u16| u8::try_from(v).ok();
        DateTime::new(
            time.year,
            narrow(time.month)?,
            narrow(time.day)?,
            narrow(time.hour)?,
            narrow(time.minutes)?,
        )
    }

    fn stat(&mut self, name: &str) -> Result<Option<Stat>, IoError> {
        let path = Path::new(self.folder, name)?;
        let found = match stat(&path) {
            Ok(found) => stat_of(&found),
            Err(IoError::NOT_FOUND) => None,
            Err(e) => return Err(e),
        };
        if self
            .reading
            .as_ref()
            .is_some_and(|open| open.path.0 == path.0 && open.stat != found)
        {
            self.stop_reading();
        }
        Ok(found)
    }

    fn read_at(
        &mut self,
        name: &str,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<Option<usize>, IoError> {
        let path = Path::new(self.folder, name)?;
        if let Some(open) = self.reading.as_ref().filter(|open| open.path.0 == path.0) {
            match Self::read_open(open.fd, offset, buf) {
                Ok(got) => return Ok(Some(got)),
                // A descriptor a suspend made invalid: open the file again below.
                Err(_) => self.stop_reading(),
            }
        }
        self.stop_reading();
        let at_open = match stat(&path) {
            Ok(found) => stat_of(&found),
            Err(IoError::NOT_FOUND) => return Ok(None),
            Err(e) => return Err(e),
        };
        // SAFETY: `path` is NUL-terminated and outlives the call; flags and mode are plain values.
        let fd = unsafe { sys::sceIoOpen(path.as_ptr(), IoOpenFlags::RD_ONLY, 0o777) };
        match check(fd.0) {
            Ok(_) => {}
            Err(IoError::NOT_FOUND) => return Ok(None),
            Err(e) => return Err(e),
        }
        let got = Self::read_open(fd, offset, buf);
        self.reading = Some(OpenFile {
            path,
            fd,
            stat: at_open,
        });
        got.map(Some)
    }

    fn append(&mut self, name: &str, bytes: &[u8]) -> Result<(), IoError> {
        let path = Path::new(self.folder, name)?;
        self.stop_reading();
        let _awake = power::Lock::take();
        // No TRUNC: the bytes already there stay as they are; the new ones go after them.
        with_file(
            &path,
            IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::APPEND,
            |fd| {
                // SAFETY: `fd` is open; seeking moves no memory. (APPEND does the same; the seek
                // makes sure of it on every firmware.)
                let end = unsafe { sys::sceIoLseek(fd, 0, IoWhence::End) };
                if end < 0 {
                    return Err(IoError(end as i32));
                }
                write_all(fd, bytes)
            },
        )
    }

    fn list(&mut self, folder: &str, each: &mut dyn FnMut(&str, Stat)) -> Result<bool, IoError> {
        let path = Path::new(self.folder, folder)?;
        // SAFETY: `path` is NUL-terminated and outlives the call.
        let fd = unsafe { sys::sceIoDopen(path.as_ptr()) };
        match check(fd.0) {
            Ok(_) => {}
            Err(IoError::NOT_FOUND) => return Ok(false),
            Err(e) => return Err(e),
        }
        let mut result = Ok(true);
        loop {
            // Zeroed before every call: the firmware writes through a non-null `d_private`.
            let mut entry = MaybeUninit::<SceIoDirent>::zeroed();
            // SAFETY: `fd` is the open folder; `entry` is writable and large enough for the
            // SceIoDirent the call fills in.
            match check(unsafe { sys::sceIoDread(fd, entry.as_mut_ptr()) }) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
            // SAFETY: all-zero bytes are a valid SceIoDirent (integers, integer arrays and bit
            // sets, a null pointer), and the call only wrote valid values over them.
            let entry = unsafe { entry.assume_init() };
            let len = entry
                .d_name
                .iter()
                .position(|&b| b == 0)
                .unwrap_or(entry.d_name.len());
            // A name that is no UTF-8 is left out, as no file the app could name.
            if let (Some(stat), Ok(name)) = (
                stat_of(&entry.d_stat),
                core::str::from_utf8(&entry.d_name[..len]),
            ) {
                each(name, stat);
            }
        }
        // SAFETY: `fd` was opened above and is closed exactly once, here.
        let closed = check(unsafe { sys::sceIoDclose(fd) });
        let found = result?;
        closed.map(|_| found)
    }
}
