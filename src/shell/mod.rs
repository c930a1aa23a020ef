//! The PSP side of the app: hardware in, pixels and files out. No Sudoku logic here.
//!
//! Only the PSP build compiles this folder (`Cargo.toml.psp`; `make lint` runs clippy on it), so
//! `make doc`, which documents the host manifest, does not show it: read it here. Every `unsafe`
//! has a `// SAFETY:` comment.
//!
//! # Threads
//!
//! | thread | does |
//! |---|---|
//! | main | sets the CPU to 333 MHz while the app starts ([`system`]), starts the others, then runs the app thread's file calls ([`errand`]): a thread made with `sceKernelCreateThread` has no working directory, and every path is relative to the EBOOT's folder |
//! | app | the app (about 490 KiB of state, mostly the editors' lessons and solvers) on a 1 MiB stack: a frame of pad inputs, the app's work slice, the drawing, the clock for the next frame: 333 MHz while work runs, the idle clock otherwise (`src/main.rs`) |
//! | pad | wakes at every vblank and queues every pad sample the kernel buffered, so that no press is lost while the app thread waits on the memory stick ([`input`]) |
//! | callbacks | takes the system's exit and power callbacks and waits, briefly, for the app to save ([`power`]) |
//!
//! | file | holds |
//! |---|---|
//! | `display.rs` | the double-buffered 32-bit VRAM draw target |
//! | `input.rs` | the pad thread, the pad's samples as the core's `Sample`s, the Home bit |
//! | `files.rs` | `sceIo` files as the core's `Storage`: saves, reads at an offset through one descriptor kept open (an open costs about 10 ms), appends, folder listings |
//! | `errand.rs` | file calls run on the main thread |
//! | `power.rs` | the exit and power callbacks, power locks, keeping the screen lit during long work |
//! | `time.rs` | the real-time clock as the core's `Clock`, the time asleep left out |
//! | `system.rs` | the console's confirm button and language, the CPU's clock (333 MHz working, the idle clock otherwise) |
//! | `frames.rs` | each frame's work reported on stdout: the clocks, the longest idle and working frames |
//! | `log.rs` | lines on stdout for the emulator tests (PPSSPP logs them, a console drops them) |
//!
//! # On a real PSP
//!
//! Written for a PSP running custom firmware (6.61 PRO-C or ME, or 6.60/6.61 with an
//! Infinity-style CFW), a PSP Go and a PS Vita with Adrenaline, as a plain `EBOOT.PBP` under
//! `PSP/GAME/`. The judge of "it works" is PPSSPP, which forgives things a PSP does not; the shell
//! is written for the console:
//!
//! | what | on a PSP | how it is checked here |
//! |---|---|---|
//! | frames | the finished buffer is latched with `sceDisplaySetFrameBuf(NextFrame)`, then the shell waits for the vertical blank, at which the latch takes effect: the buffer drawn next is never the one the LCD scans | before every frame it draws, the shell asks which buffers are shown and latched and reports on stdout; `make e2e` prints `display: N frames checked, drawn buffer never on screen` and fails if the check ever tripped |
//! | quit | Home > Quit asks the app to save, waits up to 1.5 s for it, then ends the game; the app also saves at once when the Home menu opens | host tests through the core (`App::save_now`); PPSSPP's front end never calls the exit callback |
//! | sleep | on the power switch or the sleep timer the app saves at once while the callback holds a power lock; no file is touched until the resume is complete; the time asleep counts in no timer. Every write, rename and remove holds a power lock | host tests through the core (`App::power`); PPSSPP never suspends |
//! | long work | a search, the benchmark or a new puzzle ticks the power manager every frame so the screen does not dim; an idle app does not | on a console only |
//! | memory stick | FAT refuses to rename onto a file: the shell refuses it in every build, so the emulator takes the same path; errors are named in words | e2e `91-memory-stick-files` |
//!
//! What only a console can show: tearing, the exit and power callbacks, the power lock, how long
//! the memory stick takes (PPSSPP has no memory-stick latency, and its clock counts emulated
//! instructions, so in-app times are optimistic), and how the power switch and the Home menu
//! feel.

pub mod display;
pub mod errand;
pub mod files;
pub mod frames;
pub mod input;
pub mod log;
pub mod power;
pub mod system;
pub mod time;
