//! The console's settings the app follows.

use psp::sys::{self, SystemParamId};
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

/// Runs the CPU at 333 MHz (from the default 222): searches and new puzzles finish sooner.
pub fn full_speed() {
    // SAFETY: a documented valid setting (cpu <= pll, bus * 2 <= pll); it touches no memory.
    let code = unsafe { sys::scePowerSetClockFrequency(333, 333, 166) };
    if code < 0 {
        psp::dprintln!("could not set the clock to 333 MHz: {:#x}", code);
    }
}
