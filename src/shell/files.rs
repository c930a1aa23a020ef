//! Files on the memory stick, through `sceIo*`.

use psp::sys::{self, IoOpenFlags};

/// Why a file operation failed: the `sceIo*` error code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IoError(pub i32);

/// Writes `bytes` to the file at `path` (a NUL-terminated path), replacing it.
pub fn write(path: &[u8], bytes: &[u8]) -> Result<(), IoError> {
    debug_assert_eq!(path.last(), Some(&0), "paths are NUL-terminated");
    // SAFETY: `path` is NUL-terminated; the flags and permissions are plain values.
    let fd = unsafe { sys::sceIoOpen(path.as_ptr(), IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC, 0o777) };
    if fd.0 < 0 {
        return Err(IoError(fd.0));
    }
    // SAFETY: `fd` is open; `bytes` is valid for `bytes.len()` bytes.
    let written = unsafe { sys::sceIoWrite(fd, bytes.as_ptr().cast(), bytes.len()) };
    // SAFETY: `fd` is open and closed once.
    unsafe {
        sys::sceIoClose(fd);
    }
    if written < 0 || written as usize != bytes.len() { Err(IoError(written.min(-1))) } else { Ok(()) }
}
