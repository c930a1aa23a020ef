//! Lines on the PSP's standard output: nowhere on a console, in PPSSPP's log (which the e2e
//! harness reads) in the emulator. For checks the harness makes, never for the player.

use core::fmt::Write;

use psp::sys;

/// Writes one line (cut at 120 bytes) to standard output.
pub fn line(args: core::fmt::Arguments<'_>) {
    let mut text: heapless::String<128> = heapless::String::new();
    let _ = text.write_fmt(args);
    while text.len() > 120 {
        text.pop();
    }
    let _ = text.push('\n');
    // SAFETY: `text` is valid for reads of its length for the duration of the call; writing to
    // the stdout descriptor touches no memory of ours.
    unsafe {
        sys::sceIoWrite(sys::sceKernelStdout(), text.as_ptr().cast(), text.len());
    }
}
