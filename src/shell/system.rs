//! The console's settings the app follows.

use psp::sys::{self, SystemParamId};

use super::log;
use sudoku_core::{pad::Buttons, text::Lang};

/// The button that confirms in menus: Circle where the console says so (Japan), else Cross.
pub fn confirm_button() -> Buttons {
    let mut value = 1;
    // SAFETY: `value` is a valid, writable i32. Parameter 9 ("Unknown" in the bindings) is the
    // Circle/Cross swap: 0 means Circle confirms. If the call fails, `value` keeps Cross.
    let status = unsafe { sys::sceUtilityGetSystemParamInt(SystemParamId::Unknown, &mut value) };
    if status == 0 && value == 0 {
        Buttons::CIRCLE
    } else {
        Buttons::CROSS
    }
}

// The core's id of French is the one the PSP's bindings give (Japanese 0, English 1, French 2).
const _: () = assert!(sys::SystemParamLanguage::French as i32 == sudoku_core::text::CONSOLE_FRENCH);

/// The app's language for the console's system language: French when the console is set to
/// French, English for every other language (and if the call fails).
pub fn language() -> Lang {
    // English unless the console says otherwise (PSP_SYSTEMPARAM_LANGUAGE_ENGLISH).
    let mut value = sys::SystemParamLanguage::English as i32;
    // SAFETY: `value` is a valid, writable i32, and `Language` (8) is a documented integer
    // parameter. If the call fails, `value` keeps English.
    let status = unsafe { sys::sceUtilityGetSystemParamInt(SystemParamId::Language, &mut value) };
    if status == 0 {
        Lang::of_console(value)
    } else {
        Lang::En
    }
}

/// The clock while work runs (a search, a count, a new puzzle, the lesson running, the
/// benchmark, the library reading or grading): the PSP's fastest PLL step.
pub const WORKING_MHZ: i32 = 333;

/// The clock while nothing runs: the lowest PLL step at which every idle frame's work (the pad,
/// the app's frame, a redraw of the whole screen) stays well inside a frame, and the highest at
/// the console's default voltage (266 and 333 MHz raise it). Measured in PPSSPP (README,
/// "Battery"): a frame that redraws the whole screen is 24.2 ms of work at 111 MHz, 12.1 ms at
/// 222 MHz, 8.1 ms at 333 MHz; one that draws nothing about 1 ms at 111 MHz.
pub const IDLE_MHZ: i32 = 222;

/// Sets the PLL and the CPU to `mhz` (a PLL step: 19, 37, 74, 96, 111, 133, 148, 166, 190, 222,
/// 266 or 333) and the bus to half of it; whether the console took it. On a PSP a change of the
/// PLL waits for the next vertical blank (the kernel's `scePowerSetClockFrequency` does), so the
/// shell makes it where the frame waits for one anyway.
pub fn set_clock(mhz: i32) -> bool {
    // SAFETY: a documented valid setting (19 <= pll <= 333, cpu <= pll, bus * 2 <= pll); it
    // touches no memory of ours.
    let code = unsafe { sys::scePowerSetClockFrequency(mhz, mhz, mhz / 2) };
    if code < 0 {
        log::line(format_args!("clock: could not set {mhz} MHz: {code:#x}"));
    }
    code >= 0
}
