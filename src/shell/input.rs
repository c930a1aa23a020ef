//! The PSP's pad, read into the core's own [`Sample`]s in this one place, on a thread of its
//! own so that file work never stalls it.
//!
//! The kernel samples the pad into a ring of 64 buffers, each with its time in µs; we ask it to
//! sample every [`SAMPLING_CYCLE_US`] (180 times a second, its fastest) rather than once a
//! vblank, so a tap shorter than a frame is caught. A high-priority thread wakes at every
//! vblank, peeks the newest [`PEEK`] buffers and queues those newer than the last it saw: every
//! sample, in order. Peeking never blocks, unlike `sceCtrlReadBufferPositive`, which waits for
//! the next sample when none is new, and behaves the same in PPSSPP (`__CtrlReadBuffer`) and on
//! the PSP (uOFW `_sceCtrlReadBuf`, which refuses 64 or more). The kernel's 64 buffers cover
//! only 350 ms at that rate, and the app's thread waits whole frames on the memory stick (a save
//! is several `sceIoOpen`s; PPSSPP counts 10 ms for each, a real stick can take longer): the
//! pad thread drains them every vblank into a queue of [`QUEUE`] samples (5.7 s), which the
//! app's thread empties each frame ([`Pad::read`]).
//!
//! Each second the app's thread prints on stdout (which PPSSPP logs and a PSP drops) the
//! longest time between two reads of the pad by its thread (the pad path's frame) and between
//! two of its own frames: `pad: longest frame N us, app frame M us (...)`.

use core::{
    ffi::c_void,
    ptr,
    sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering},
};

use psp::sys::{self, CtrlButtons, CtrlMode, SceCtrlData, ThreadAttributes};
use sudoku_core::pad::{Buttons, PadState, Sample};

use super::log;

/// How often the kernel samples the pad, in µs (the fastest it allows: 5,555 to 20,000).
pub const SAMPLING_CYCLE_US: i32 = 5_555;
/// Buffers peeked at each vblank (the kernel keeps 64 and refuses a request of 64 or more).
pub const PEEK: usize = 63;
/// Samples the queue between the pad's thread and the app's holds (5.7 s at 180 a second).
pub const QUEUE: usize = 1024;
/// The pad thread's priority: above the app's (32), so it runs at every vblank.
const PAD_PRIORITY: i32 = 16;
/// The pad thread's stack.
const PAD_STACK: i32 = 16 * 1024;
/// How often the longest frames are reported, in µs.
const REPORT_EVERY_US: u64 = 1_000_000;

/// Each PSP button and the core button it becomes.
const MAP: [(CtrlButtons, Buttons); 12] = [
    (CtrlButtons::UP, Buttons::UP),
    (CtrlButtons::DOWN, Buttons::DOWN),
    (CtrlButtons::LEFT, Buttons::LEFT),
    (CtrlButtons::RIGHT, Buttons::RIGHT),
    (CtrlButtons::CROSS, Buttons::CROSS),
    (CtrlButtons::CIRCLE, Buttons::CIRCLE),
    (CtrlButtons::SQUARE, Buttons::SQUARE),
    (CtrlButtons::TRIANGLE, Buttons::TRIANGLE),
    (CtrlButtons::LTRIGGER, Buttons::L),
    (CtrlButtons::RTRIGGER, Buttons::R),
    (CtrlButtons::START, Buttons::START),
    (CtrlButtons::SELECT, Buttons::SELECT),
];

/// The samples of one frame.
pub type Samples = heapless::Vec<Sample, QUEUE>;

/// The queue from the pad's thread (the only writer) to the app's (the only reader): each slot
/// a sample's 32-bit time stamp (µs; the PSP has no 64-bit atomics) and its packed state;
/// `head` counts samples written, `tail` samples read.
struct Queue {
    stamps: [AtomicU32; QUEUE],
    states: [AtomicU32; QUEUE],
    head: AtomicUsize,
    tail: AtomicUsize,
    /// Samples dropped: the queue was full, or the kernel's buffers were overrun between reads.
    lost: AtomicU32,
    /// The longest time between two reads by the pad's thread since the last report (µs).
    longest: AtomicU32,
    /// Whether the newest sample has the Home bit: the system's Home menu is open (in user mode
    /// the pad's Home bit says so).
    home: AtomicBool,
}

static QUEUED: Queue = Queue {
    stamps: [const { AtomicU32::new(0) }; QUEUE],
    states: [const { AtomicU32::new(0) }; QUEUE],
    head: AtomicUsize::new(0),
    tail: AtomicUsize::new(0),
    lost: AtomicU32::new(0),
    longest: AtomicU32::new(0),
    home: AtomicBool::new(false),
};

/// A pad state in 32 bits: buttons, stick x, stick y.
fn pack(state: PadState) -> u32 {
    u32::from(state.buttons.bits()) << 16 | u32::from(state.stick_x) << 8 | u32::from(state.stick_y)
}

fn unpack(bits: u32) -> PadState {
    PadState {
        buttons: Buttons::from_bits((bits >> 16) as u16),
        stick_x: (bits >> 8) as u8,
        stick_y: bits as u8,
    }
}

/// µs since boot (the clock of the pad's time stamps).
fn now_us() -> u64 {
    // SAFETY: a plain clock reading.
    let now = unsafe { sys::sceKernelGetSystemTimeWide() };
    now.max(0) as u64
}

/// One buffer as the core's pad state.
fn state_of(data: &SceCtrlData) -> PadState {
    let buttons = MAP
        .iter()
        .filter(|(psp, _)| data.buttons.contains(*psp))
        .fold(Buttons::NONE, |all, &(_, ours)| all.union(ours));
    PadState {
        buttons,
        stick_x: data.lx,
        stick_y: data.ly,
    }
}

/// The pad's thread: at every vblank, the samples taken since the last into the queue.
unsafe extern "C" fn pad_thread(_args: usize, _argp: *mut c_void) -> i32 {
    let mut last_seen: Option<u32> = None;
    let mut last_read: Option<u64> = None;
    loop {
        // SAFETY: waiting for the display's vblank takes no arguments.
        unsafe { sys::sceDisplayWaitVblankStart() };
        let mut data = [SceCtrlData::default(); PEEK];
        // SAFETY: `data` is valid and writable for `PEEK` samples, the count we ask for.
        let got = unsafe { sys::sceCtrlPeekBufferPositive(data.as_mut_ptr(), PEEK as i32) };
        let now = now_us();
        if let Some(last) = last_read {
            let gap = u32::try_from(now.saturating_sub(last)).unwrap_or(u32::MAX);
            QUEUED.longest.fetch_max(gap, Ordering::Relaxed);
        }
        last_read = Some(now);
        let fresh = &data[..usize::try_from(got).unwrap_or(0).min(PEEK)];
        let Some(newest) = fresh.last() else {
            continue;
        };
        let newer = |stamp: u32, than: u32| stamp.wrapping_sub(than) as i32 > 0;
        let new: &[SceCtrlData] = match last_seen {
            // The first read: only the pad as it is now, not the history before the app.
            None => core::slice::from_ref(newest),
            Some(last) => {
                if fresh.len() == PEEK && newer(fresh[0].timestamp, last) {
                    // Every buffer is new: older ones were overwritten before this read.
                    QUEUED.lost.fetch_add(1, Ordering::Relaxed);
                }
                let first = fresh
                    .iter()
                    .position(|d| newer(d.timestamp, last))
                    .unwrap_or(fresh.len());
                &fresh[first..]
            }
        };
        last_seen = Some(newest.timestamp);
        QUEUED.home.store(
            newest.buttons.contains(CtrlButtons::HOME),
            Ordering::Relaxed,
        );
        for d in new {
            let head = QUEUED.head.load(Ordering::Relaxed);
            if head.wrapping_sub(QUEUED.tail.load(Ordering::Acquire)) >= QUEUE {
                QUEUED.lost.fetch_add(1, Ordering::Relaxed);
                continue;
            }
            QUEUED.stamps[head % QUEUE].store(d.timestamp, Ordering::Relaxed);
            QUEUED.states[head % QUEUE].store(pack(state_of(d)), Ordering::Relaxed);
            QUEUED.head.store(head.wrapping_add(1), Ordering::Release);
        }
    }
}

/// The app's end of the pad: the samples queued since its last frame.
pub struct Pad {
    /// When the app's thread last read (µs since boot).
    last_read: Option<u64>,
    /// The longest time between two of the app's reads since the last report, and the counts.
    longest: u64,
    reads: u32,
    samples: u32,
    /// When the last report was printed.
    reported: u64,
}

impl Pad {
    /// Sets the pad up to sample the buttons and the analog stick 180 times a second, and starts
    /// the thread that reads it.
    pub fn init() -> Self {
        // SAFETY: plain configuration calls with valid values.
        unsafe {
            sys::sceCtrlSetSamplingCycle(SAMPLING_CYCLE_US);
            sys::sceCtrlSetSamplingMode(CtrlMode::Analog);
        }
        // SAFETY: a valid NUL-terminated name, an entry point of the right type, a stack the
        // system can grant; the thread touches only the queue's atomics and the pad.
        let id = unsafe {
            sys::sceKernelCreateThread(
                c"sudoku_pad".as_ptr().cast(),
                pad_thread,
                PAD_PRIORITY,
                PAD_STACK,
                ThreadAttributes::USER,
                ptr::null_mut(),
            )
        };
        if id.0 >= 0 {
            // SAFETY: `id` is the thread just created; it takes no arguments.
            unsafe { sys::sceKernelStartThread(id, 0, ptr::null_mut()) };
        } else {
            psp::dprintln!("could not start the pad thread: {:#x}", id.0);
        }
        Pad {
            last_read: None,
            longest: 0,
            reads: 0,
            samples: 0,
            reported: now_us(),
        }
    }

    /// Every sample taken since the last call, oldest first, the time now (µs since boot, the
    /// samples' clock), and whether the system's Home menu is open.
    pub fn read(&mut self) -> (Samples, u64, bool) {
        // The samples queued so far, then the clock: every one of them is older than `now`.
        let head = QUEUED.head.load(Ordering::Acquire);
        let now = now_us();
        // The 32-bit stamps widened on this clock reading (the queue holds seconds, not hours).
        let widen = |stamp: u32| now.saturating_sub(u64::from((now as u32).wrapping_sub(stamp)));
        let mut samples = Samples::new();
        let mut tail = QUEUED.tail.load(Ordering::Relaxed);
        while tail != head {
            let _ = samples.push(Sample {
                at_us: widen(QUEUED.stamps[tail % QUEUE].load(Ordering::Relaxed)),
                state: unpack(QUEUED.states[tail % QUEUE].load(Ordering::Relaxed)),
            });
            tail = tail.wrapping_add(1);
        }
        QUEUED.tail.store(tail, Ordering::Release);
        self.measure(now, samples.len());
        (samples, now, QUEUED.home.load(Ordering::Relaxed))
    }

    /// The time since the app's last read; the longest of each second is reported, with the
    /// pad thread's.
    fn measure(&mut self, now: u64, samples: usize) {
        if let Some(last) = self.last_read {
            self.longest = self.longest.max(now.saturating_sub(last));
        }
        self.last_read = Some(now);
        self.reads += 1;
        self.samples += samples as u32;
        if now.saturating_sub(self.reported) < REPORT_EVERY_US {
            return;
        }
        log::line(format_args!(
            "pad: longest frame {} us, app frame {} us ({} frames, {} samples, {} lost)",
            QUEUED.longest.swap(0, Ordering::Relaxed),
            self.longest,
            self.reads,
            self.samples,
            QUEUED.lost.swap(0, Ordering::Relaxed),
        ));
        self.reported = now;
        self.longest = 0;
        self.reads = 0;
        self.samples = 0;
    }
}
