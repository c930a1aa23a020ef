//! The PSP shell: reads the pad, runs the editor a frame at a time, draws it. Exits on Home.
#![no_std]
#![no_main]

mod shell;

use core::fmt::Write;

use embedded_graphics::Drawable;
use sudoku_core::{
    Nine,
    clock::Clock,
    draw::EditorScreen,
    editor::{Editor, Effect},
    pad::Pad,
    save::Storage,
};

use shell::{display::Display, files, input, system, time::RtcClock};

psp::module!("psp_sudoku", 0, 1);

/// Where the in-app benchmark writes its figure, next to the EBOOT.
const BENCHMARK_FILE: &str = "benchmark.txt";

fn psp_main() {
    psp::enable_home_button();
    input::init();
    let mut display = Display::new();
    let mut clock = RtcClock::new();
    let mut pad = Pad::new();
    let mut editor: Editor<Nine> = Editor::new(system::confirm_button());
    let mut shown = None;
    loop {
        let now_ms = clock.now_us() / 1000;
        let presses = pad.update(input::read(), now_ms);
        editor.press_holding(presses, pad.held());
        editor.tick(&mut clock);
        if let Some(Effect::BenchmarkDone { puzzles, micros_per_puzzle }) = editor.take_effect() {
            let mut text: heapless::String<96> = heapless::String::new();
            let _ = writeln!(text, "in-app benchmark: {micros_per_puzzle} us per puzzle ({puzzles} puzzles, counting to 2)");
            // Losing the figure is not worth stopping for: the screen shows it too.
            let _ = files::MemoryStick::here().write(BENCHMARK_FILE, text.as_bytes());
        }
        if shown != Some(editor.revision()) {
            EditorScreen { editor: &editor }.draw(&mut display).unwrap_or_else(|e| match e {});
            display.flip();
            shown = Some(editor.revision());
        } else {
            display.wait_vblank();
        }
    }
}
