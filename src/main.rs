//! The PSP shell: reads the pad, runs the app a frame at a time, draws it, keeps its files on
//! the memory stick. Exits on Home.
//!
//! Built by `make` (cargo-psp, from `Cargo.toml.psp` staged in `target/psp-stage/`) into
//! `target/EBOOT.PBP`. A frame: the console's requests first (save before quitting or sleeping,
//! files again after a resume), then every pad sample since the last frame through the core's
//! pad model, the app's frame, a redraw only when the app's revision changed, the frame's work
//! reported, the clock set for the next frame (full speed while the app works, the idle clock
//! otherwise), and the wait for the vertical blank. The threads and what the console needs are
//! in `shell`.
#![no_std]
#![no_main]

mod shell;

use core::{ffi::c_void, ptr};

use embedded_graphics::Drawable;
use psp::sys::{self, ThreadAttributes};
use sudoku_core::{
    app::{App, Console, Load, Power},
    clock::Clock,
    draw::app::AppScreen,
    pad::Pad,
};

use shell::{
    display::Display,
    errand::{self, OnMainThread},
    files::MemoryStick,
    frames::Frames,
    input, power, system,
    time::RtcClock,
};

psp::module!("psp_sudoku", 0, 1);

/// The app's thread stack: the app (about 490 KiB, mostly the editors' lessons and solvers)
/// lives on it.
const APP_STACK: i32 = 1024 * 1024;

fn psp_main() {
    // Our own exit and power callbacks: the app saves before the game ends or the console sleeps.
    power::init();
    // Full speed while the app starts (it reads its files); its thread sets the clock after.
    system::set_clock(system::WORKING_MHZ);
    errand::init();
    // SAFETY: a valid NUL-terminated name, an entry point of the right type, and a stack size the
    // system can grant. The new thread has no working directory: its files go through `errand`.
    let id = unsafe {
        sys::sceKernelCreateThread(
            c"sudoku_app".as_ptr().cast(),
            app_thread,
            32,
            APP_STACK,
            ThreadAttributes::USER | ThreadAttributes::VFPU,
            ptr::null_mut(),
        )
    };
    if id.0 < 0 {
        psp::dprintln!("could not start the app thread: {:#x}", id.0);
        return;
    }
    // SAFETY: `id` is the thread just created; it takes no arguments.
    unsafe { sys::sceKernelStartThread(id, 0, ptr::null_mut()) };
    // The app never ends its thread (Home ends the game), so this thread serves it for good.
    errand::serve()
}

/// The app's thread: runs until Home > Quit ends the game (see `shell::power`).
unsafe extern "C" fn app_thread(_args: usize, _argp: *mut c_void) -> i32 {
    run()
}

fn run() -> ! {
    let mut reader = input::Pad::init();
    let mut display = Display::new();
    let mut clock = RtcClock::new();
    let mut pad = Pad::new();
    // The library reads puzzles.txt, mine.txt and puzzles/ itself, a slice a frame.
    let storage = OnMainThread(MemoryStick::here());
    let console = Console {
        confirm: system::confirm_button(),
        lang: system::language(),
    };
    let mut app = App::start(storage, console);
    let mut shown = None;
    let mut home_open = false;
    let mut frames = Frames::start(system::IDLE_MHZ, system::WORKING_MHZ);
    let mut mhz = system::WORKING_MHZ;
    loop {
        let frame_start = clock.now_us();
        // The console first: a save before it quits or sleeps, files again after the resume.
        match power::request() {
            Some(power::Request::SaveForQuit) => {
                app.save_now(&mut clock);
                power::saved();
            }
            Some(power::Request::SaveForSuspend) => {
                app.power(Power::Suspending, &mut clock);
                power::saved();
            }
            Some(power::Request::Resumed) => app.power(Power::Resumed, &mut clock),
            None => {}
        }
        // Every pad sample since the last frame, from the pad's thread.
        let (samples, now_us, home) = reader.read();
        // The Home menu just opened: the player may quit from it, so save now.
        if home && !home_open {
            app.save_now(&mut clock);
        }
        home_open = home;
        let inputs = pad.update(&samples, now_us);
        app.frame_inputs(&inputs, &mut clock);
        if app.is_busy() {
            power::keep_awake();
        }
        let draw_start = clock.now_us();
        if shown != Some(app.revision()) {
            display.check_back_buffer();
            AppScreen { app: &app }
                .draw(&mut display)
                .unwrap_or_else(|e| match e {});
            display.latch();
            shown = Some(app.revision());
        }
        // The frame's work, drawing included, on stdout (PPSSPP's log; the e2e run prints it).
        let frame_end = clock.now_us();
        frames.frame(
            frame_end.saturating_sub(frame_start),
            frame_end.saturating_sub(draw_start),
            app.frame_load(),
            mhz,
        );
        // Full speed while work runs, the idle clock otherwise, from the next frame: a change of
        // the PLL waits for the vertical blank on a PSP, which this frame waits for anyway.
        let vcount = display.vcount();
        let wanted = match app.load() {
            Load::Working => system::WORKING_MHZ,
            Load::Idle => system::IDLE_MHZ,
        };
        if wanted != mhz && system::set_clock(wanted) {
            mhz = wanted;
        }
        display.wait_vblank_since(vcount);
    }
}
