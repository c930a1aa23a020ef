//! The PSP shell: boots, shows the title screen, exits on Home.
#![no_std]
#![no_main]

mod shell;

use embedded_graphics::Drawable;
use sudoku_core::draw::TitleScreen;

psp::module!("psp_sudoku", 0, 1);

fn psp_main() {
    psp::enable_home_button();
    let mut display = shell::display::Display::new();
    let title = TitleScreen { subtitle: concat!("v", env!("CARGO_PKG_VERSION")) };
    // Both buffers get the title once; after that the screen never changes.
    for _ in 0..2 {
        title.draw(&mut display).expect("VRAM drawing cannot fail");
        display.flip();
    }
    loop {
        display.wait_vblank();
    }
}
