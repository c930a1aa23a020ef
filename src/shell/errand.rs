//! Work the app's thread hands to the main thread: the only thread with a working directory.
//!
//! The loader makes the EBOOT's folder the working directory of the module's main thread, and
//! a thread made with `sceKernelCreateThread` gets none (PPSSPP answers a relative path there
//! with `SCE_KERNEL_ERROR_NOCWD`, 0x8002032c). So the main thread stays behind as a runner of
//! errands: the app's thread posts a closure, wakes the runner and sleeps until it is done.

use core::{
    ffi::c_void,
    ptr,
    sync::atomic::{AtomicI32, AtomicPtr, Ordering},
};

use psp::sys::{self, SceUid};
use sudoku_core::save::{Stat, Storage};

/// The semaphore the app's thread signals when an errand is posted.
static POSTED: AtomicI32 = AtomicI32::new(-1);
/// The semaphore the runner signals when the errand is done.
static DONE: AtomicI32 = AtomicI32::new(-1);
/// The posted errand: a `*mut Errand` on the poster's stack, or null.
static ERRAND: AtomicPtr<c_void> = AtomicPtr::new(ptr::null_mut());

/// A closure to run once, borrowed from the poster's stack.
struct Errand<'a> {
    /// The work; called on the runner's thread while the poster waits.
    work: &'a mut dyn FnMut(),
}

/// Makes the two semaphores; the main thread calls this before it starts the app's thread.
pub fn init() {
    // SAFETY: valid NUL-terminated names; no option block; counts start at 0, at most 1.
    let (posted, done) = unsafe {
        (
            sys::sceKernelCreateSema(c"errand_posted".as_ptr().cast(), 0, 0, 1, ptr::null_mut()),
            sys::sceKernelCreateSema(c"errand_done".as_ptr().cast(), 0, 0, 1, ptr::null_mut()),
        )
    };
    POSTED.store(posted.0, Ordering::Release);
    DONE.store(done.0, Ordering::Release);
}

/// Runs errands for good: the main thread's work once the app's thread is started.
pub fn serve() -> ! {
    let (posted, done) = (
        SceUid(POSTED.load(Ordering::Acquire)),
        SceUid(DONE.load(Ordering::Acquire)),
    );
    loop {
        // SAFETY: `posted` is the semaphore made in `init`; no timeout.
        unsafe { sys::sceKernelWaitSema(posted, 1, ptr::null_mut()) };
        let errand = ERRAND.load(Ordering::Acquire).cast::<Errand<'_>>();
        // SAFETY: the poster stored a live `Errand` before signalling, and it waits on `done`
        // without touching it until we signal below, so this is the only access.
        if let Some(errand) = unsafe { errand.as_mut() } {
            (errand.work)();
        }
        // SAFETY: `done` is the semaphore made in `init`.
        unsafe { sys::sceKernelSignalSema(done, 1) };
    }
}

/// Runs `work` on the main thread and returns what it gave; the calling thread waits meanwhile.
pub fn run<T>(work: impl FnOnce() -> T) -> T {
    let mut work = Some(work);
    let mut answer = None;
    let mut once = || answer = work.take().map(|w| w());
    let mut errand = Errand { work: &mut once };
    ERRAND.store(ptr::from_mut(&mut errand).cast(), Ordering::Release);
    let (posted, done) = (
        SceUid(POSTED.load(Ordering::Acquire)),
        SceUid(DONE.load(Ordering::Acquire)),
    );
    // SAFETY: both semaphores were made in `init`; `errand` outlives the wait, which ends only
    // once the runner is done with it.
    unsafe {
        sys::sceKernelSignalSema(posted, 1);
        sys::sceKernelWaitSema(done, 1, ptr::null_mut());
    }
    ERRAND.store(ptr::null_mut(), Ordering::Release);
    answer.expect("the runner ran the errand")
}

/// A storage whose every call runs on the main thread, so relative names find the EBOOT's folder.
pub struct OnMainThread<S>(pub S);

impl<S: Storage> Storage for OnMainThread<S> {
    type Error = S::Error;

    fn read(&mut self, name: &str, buf: &mut [u8]) -> Result<Option<usize>, S::Error> {
        let inner = &mut self.0;
        run(|| inner.read(name, buf))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), S::Error> {
        let inner = &mut self.0;
        run(|| inner.write(name, bytes))
    }

    fn rename(&mut self, from: &str, to: &str) -> Result<(), S::Error> {
        let inner = &mut self.0;
        run(|| inner.rename(from, to))
    }

    fn remove(&mut self, name: &str) -> Result<(), S::Error> {
        let inner = &mut self.0;
        run(|| inner.remove(name))
    }

    fn trouble(error: &S::Error) -> sudoku_core::save::Trouble {
        S::trouble(error)
    }

    fn written_at(&mut self, name: &str) -> Option<sudoku_core::clock::DateTime> {
        let inner = &mut self.0;
        run(|| inner.written_at(name))
    }

    fn stat(&mut self, name: &str) -> Result<Option<Stat>, S::Error> {
        let inner = &mut self.0;
        run(|| inner.stat(name))
    }

    fn read_at(
        &mut self,
        name: &str,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<Option<usize>, S::Error> {
        let inner = &mut self.0;
        run(|| inner.read_at(name, offset, buf))
    }

    fn append(&mut self, name: &str, bytes: &[u8]) -> Result<(), S::Error> {
        let inner = &mut self.0;
        run(|| inner.append(name, bytes))
    }

    /// The whole listing runs on the main thread; `each` is called there while this thread waits.
    fn list(&mut self, folder: &str, each: &mut dyn FnMut(&str, Stat)) -> Result<bool, S::Error> {
        let inner = &mut self.0;
        run(|| inner.list(folder, each))
    }
}
