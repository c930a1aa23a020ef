//! The PSP shell: reads the pad, runs the app a frame at a time, draws it, keeps its files on
//! the memory stick. Exits on Home.
#![no_std]
#![no_main]

mod shell;

use core::{ffi::c_void, ptr};

use embedded_graphics::Drawable;
use psp::sys::{self, ThreadAttributes};
use sudoku_core::{
    app::App, clock::Clock, draw::app::AppScreen, library::UserPuzzles, pad::Pad, save::Storage,
};

use shell::{
    display::Display,
    errand::{self, OnMainThread},
    files::MemoryStick,
    input, system,
    time::RtcClock,
};

psp::module!("psp_sudoku", 0, 1);

/// The app's thread stack: the app (about 200 KiB, mostly the 16x16 solver) lives on it.
const APP_STACK: i32 = 1024 * 1024;
/// The player's own puzzles, next to the EBOOT.
const USER_PUZZLES: &str = "puzzles.txt";
/// The most of `puzzles.txt` that is read (the library keeps 100 puzzles).
const USER_PUZZLES_MAX: usize = 64 * 1024;

fn psp_main() {
    psp::enable_home_button();
    system::full_speed();
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

/// The app's thread: runs until Home ends the game.
unsafe extern "C" fn app_thread(_args: usize, _argp: *mut c_void) -> i32 {
    run()
}

/// Reads `puzzles.txt` (missing is fine; unreadable counts as missing).
fn user_puzzles(storage: &mut impl Storage) -> UserPuzzles {
    let mut text = [0u8; USER_PUZZLES_MAX];
    match storage.read(USER_PUZZLES, &mut text) {
        Ok(Some(len)) => UserPuzzles::parse(&text[..len.min(USER_PUZZLES_MAX)]),
        _ => UserPuzzles::new(),
    }
}

fn run() -> ! {
    input::init();
    let mut display = Display::new();
    let mut clock = RtcClock::new();
    let mut pad = Pad::new();
    let mut storage = OnMainThread(MemoryStick::here());
    let user = user_puzzles(&mut storage);
    let mut app = App::new(storage, system::confirm_button(), user);
    let mut shown = None;
    loop {
        let now_ms = clock.now_us() / 1000;
        let presses = pad.update(input::read(), now_ms);
        app.frame(presses, pad.held(), &mut clock);
        if shown != Some(app.revision()) {
            AppScreen { app: &app }
                .draw(&mut display)
                .unwrap_or_else(|e| match e {});
            display.flip();
            shown = Some(app.revision());
        } else {
            display.wait_vblank();
        }
    }
}
