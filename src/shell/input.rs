//! The PSP's pad, read into the core's own [`PadState`] in this one place.

use psp::sys::{self, CtrlButtons, CtrlMode, SceCtrlData};
use sudoku_core::pad::{Buttons, PadState};

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

/// Sets the pad up to sample the buttons and the analog stick.
pub fn init() {
    // SAFETY: plain configuration calls with valid constants.
    unsafe {
        sys::sceCtrlSetSamplingCycle(0);
        sys::sceCtrlSetSamplingMode(CtrlMode::Analog);
    }
}

/// The pad as it is now, and whether the system's Home menu is open (in user mode the pad's
/// Home bit says so).
pub fn read() -> (PadState, bool) {
    let mut data = SceCtrlData::default();
    // SAFETY: `data` is a valid, writable SceCtrlData and we ask for exactly one sample.
    unsafe {
        sys::sceCtrlPeekBufferPositive(&mut data, 1);
    }
    let buttons = MAP
        .iter()
        .filter(|(psp, _)| data.buttons.contains(*psp))
        .fold(Buttons::NONE, |all, &(_, ours)| all.union(ours));
    let state = PadState {
        buttons,
        stick_x: data.lx,
        stick_y: data.ly,
    };
    (state, data.buttons.contains(CtrlButtons::HOME))
}
