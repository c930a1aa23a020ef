//! Files on the memory stick, through `sceIo*`: the core's [`Storage`] for saves, and plain writes.

use core::{ffi::c_void, fmt};

use psp::sys::{self, IoOpenFlags, IoWhence, SceUid};

use super::power;
use sudoku_core::{
    clock::DateTime,
    save::{Storage, Trouble},
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

/// The files of one folder on the memory stick.
#[derive(Debug, Clone, Copy)]
pub struct MemoryStick {
    /// Prefix of every path: empty, or a folder ending in `/`.
    folder: &'static str,
}

impl MemoryStick {
    /// The working directory: the EBOOT's folder on the main thread (others use `errand::OnMainThread`).
    pub const fn here() -> Self {
        MemoryStick { folder: "" }
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
        let _awake = power::Lock::take();
        with_file(
            &path,
            IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC,
            |fd| {
                let mut done = 0;
                while done < bytes.len() {
                    let rest = &bytes[done..];
                    // SAFETY: `fd` is open; `rest` is valid for reads of `rest.len()` bytes.
                    let n = check(unsafe {
                        sys::sceIoWrite(fd, rest.as_ptr().cast::<c_void>(), rest.len())
                    })?;
                    if n == 0 {
                        return Err(IoError::SHORT);
                    }
                    done += n as usize;
                }
                Ok(())
            },
        )
    }

    /// Renames `from` to `to`, refusing an existing `to` as FAT on a PSP does (`EEXIST`), in
    /// every build: PPSSPP's host file system would replace it, and then the emulator would never
    /// run the sequence of calls a PSP runs (refused rename, remove, rename).
    fn rename(&mut self, from: &str, to: &str) -> Result<(), IoError> {
        let (from, to) = (Path::new(self.folder, from)?, Path::new(self.folder, to)?);
        let _awake = power::Lock::take();
        if stat(&to).is_ok() {
            return Err(IoError::EXISTS);
        }
        // SAFETY: both paths are NUL-terminated and outlive the call.
        check(unsafe { sys::sceIoRename(from.as_ptr(), to.as_ptr()) }).map(drop)
    }

    fn remove(&mut self, name: &str) -> Result<(), IoError> {
        let path = Path::new(self.folder, name)?;
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
}
