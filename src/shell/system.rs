//! The console's settings the app follows.

use psp::sys::{self, SystemParamId};
use sudoku_core::pad::Buttons;

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

/// Runs the CPU at 333 MHz (from the default 222): searches and new puzzles finish sooner.
pub fn full_speed() {
    // SAFETY: a documented valid setting (cpu <= pll, bus * 2 <= pll); it touches no memory.
    let code = unsafe { sys::scePowerSetClockFrequency(333, 333, 166) };
    if code < 0 {
        psp::dprintln!("could not set the clock to 333 MHz: {:#x}", code);
    }
}
