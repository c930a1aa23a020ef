//! The console's power and the Home menu: a thread of our own takes the system's exit and power
//! callbacks and hands them to the app's thread as requests, waits (briefly) until the app has
//! saved, and only then lets the console quit or sleep.
//!
//! - Quit (Home > Quit confirmed): the callback asks for a save, waits up to [`SAVE_WAIT_MS`],
//!   then ends the game. (`psp::enable_home_button` ended it at once, losing the last changes.)
//! - The power switch or the sleep timer: the callback asks for a save and holds a power lock
//!   while it waits, so the console sleeps only once the state is on the memory stick. After the
//!   resume is complete, the app may use files again; the time asleep is measured here and left
//!   out of the app's clock.
//! - Every write, rename and remove holds a power lock ([`Lock`]), so a suspend waits for it.
//! - Long work ticks the power manager ([`keep_awake`]) so the screen does not dim meanwhile.

use core::{
    ffi::c_void,
    ptr,
    sync::atomic::{AtomicBool, AtomicU32, Ordering},
};

use psp::sys::{self, PowerInfo, PowerTick, ThreadAttributes};

/// How long a callback waits for the app's save before it lets the console go on.
pub const SAVE_WAIT_MS: u32 = 1_500;

/// Save requests made by the callbacks (quit or suspend), counted.
static SAVE_ASKED: AtomicU32 = AtomicU32::new(0);
/// Save requests the app's thread has carried out, counted.
static SAVE_DONE: AtomicU32 = AtomicU32::new(0);
/// Whether the next save request is for a suspend (else for quitting).
static SUSPENDING: AtomicBool = AtomicBool::new(false);
/// Whether the console is asleep or resuming (set by the callback, cleared at resume complete).
static ASLEEP: AtomicBool = AtomicBool::new(false);
/// Whether a resume completed that the app's thread has not been told of yet.
static RESUMED: AtomicBool = AtomicBool::new(false);
/// When the suspend began, in milliseconds of the real-time clock (low 32 bits).
static SLEPT_AT_MS: AtomicU32 = AtomicU32::new(0);
/// Milliseconds asleep in all (the PSP has no 64-bit atomics; 49 days fit).
static ASLEEP_MS: AtomicU32 = AtomicU32::new(0);

/// What the app's thread must do for the console, read once a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// Save now: the console is about to sleep.
    SaveForSuspend,
    /// Save now: the player quits.
    SaveForQuit,
    /// The resume is complete: files may be used again.
    Resumed,
}

/// The next request for the app's thread, if any.
pub fn request() -> Option<Request> {
    if RESUMED.swap(false, Ordering::AcqRel) {
        return Some(Request::Resumed);
    }
    if SAVE_ASKED.load(Ordering::Acquire) != SAVE_DONE.load(Ordering::Acquire) {
        return Some(if SUSPENDING.load(Ordering::Acquire) {
            Request::SaveForSuspend
        } else {
            Request::SaveForQuit
        });
    }
    None
}

/// The app's thread has saved for the pending request: the waiting callback may go on.
pub fn saved() {
    SAVE_DONE.store(SAVE_ASKED.load(Ordering::Acquire), Ordering::Release);
}

/// Milliseconds the console has slept since the game started.
pub fn asleep_ms() -> u32 {
    ASLEEP_MS.load(Ordering::Acquire)
}

/// Keeps the screen lit and the console awake while long work runs (call once a frame then).
pub fn keep_awake() {
    // SAFETY: a plain request to the power manager; it touches no memory of ours.
    unsafe {
        sys::scePowerTick(PowerTick::All);
    }
}

/// A power lock held while it lives: a suspend waits until it is dropped.
#[derive(Debug)]
pub struct Lock(());

impl Lock {
    /// Takes the lock (PPSSPP leaves it unimplemented; a PSP honours it).
    pub fn take() -> Self {
        // SAFETY: a plain call; the argument is the documented 0.
        unsafe {
            sys::scePowerLock(0);
        }
        Lock(())
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // SAFETY: releases the lock `take` took.
        unsafe {
            sys::scePowerUnlock(0);
        }
    }
}

/// Starts the thread that takes the exit and power callbacks.
pub fn init() {
    // SAFETY: a valid NUL-terminated name, an entry point of the right type and a small stack.
    let id = unsafe {
        sys::sceKernelCreateThread(
            c"sudoku_callbacks".as_ptr().cast(),
            callback_thread,
            // Above the app's thread (32): a callback runs as soon as the system calls it.
            16,
            0x1000,
            ThreadAttributes::USER,
            ptr::null_mut(),
        )
    };
    if id.0 >= 0 {
        // SAFETY: `id` is the thread just created; it takes no arguments.
        unsafe { sys::sceKernelStartThread(id, 0, ptr::null_mut()) };
    }
}

/// The callbacks' thread: registers them, then sleeps taking callbacks for good.
unsafe extern "C" fn callback_thread(_args: usize, _argp: *mut c_void) -> i32 {
    // SAFETY: valid NUL-terminated names and callback functions of the right type; the ids are
    // registered at once and never deleted.
    unsafe {
        let exit = sys::sceKernelCreateCallback(c"exit".as_ptr().cast(), on_exit, ptr::null_mut());
        sys::sceKernelRegisterExitCallback(exit);
        let power =
            sys::sceKernelCreateCallback(c"power".as_ptr().cast(), on_power, ptr::null_mut());
        sys::scePowerRegisterCallback(-1, power);
        sys::sceKernelSleepThreadCB();
    }
    0
}

/// Asks the app's thread for a save and waits until it is done or [`SAVE_WAIT_MS`] pass.
fn ask_for_save(suspend: bool) {
    SUSPENDING.store(suspend, Ordering::Release);
    let asked = SAVE_ASKED.fetch_add(1, Ordering::AcqRel).wrapping_add(1);
    let mut waited = 0;
    while SAVE_DONE.load(Ordering::Acquire) != asked && waited < SAVE_WAIT_MS {
        // SAFETY: a plain sleep of this thread.
        unsafe { sys::sceKernelDelayThread(2_000) };
        waited += 2;
    }
}

/// Home > Quit confirmed: save, then end the game.
unsafe extern "C" fn on_exit(_arg1: i32, _arg2: i32, _arg: *mut c_void) -> i32 {
    ask_for_save(false);
    // SAFETY: ends the game; nothing of ours runs after it.
    unsafe { sys::sceKernelExitGame() };
    0
}

/// The power switch, the sleep timer and the resume.
unsafe extern "C" fn on_power(_arg1: i32, info: i32, _arg: *mut c_void) -> i32 {
    let info = PowerInfo::from_bits_truncate(info as u32);
    let sleeping = PowerInfo::POWER_SWITCH | PowerInfo::SUSPENDING | PowerInfo::STANDBY;
    if info.intersects(sleeping) && !ASLEEP.swap(true, Ordering::AcqRel) {
        SLEPT_AT_MS.store(now_ms(), Ordering::Release);
        // The console waits for the lock: it sleeps once the save is on the stick.
        let _awake = Lock::take();
        ask_for_save(true);
    }
    if info.contains(PowerInfo::RESUME_COMPLETE) && ASLEEP.swap(false, Ordering::AcqRel) {
        let slept = now_ms().wrapping_sub(SLEPT_AT_MS.load(Ordering::Acquire));
        ASLEEP_MS.fetch_add(slept, Ordering::AcqRel);
        RESUMED.store(true, Ordering::Release);
    }
    0
}

/// The real-time clock in milliseconds (low 32 bits: differences stay right across a wrap).
fn now_ms() -> u32 {
    let mut tick = 0u64;
    // SAFETY: `tick` is a valid, writable u64.
    let resolution = unsafe {
        sys::sceRtcGetCurrentTick(&mut tick);
        sys::sceRtcGetTickResolution()
    };
    (tick / u64::from(resolution.max(1) / 1000).max(1)) as u32
}
