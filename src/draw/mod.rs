//! Drawables over any `DrawTarget<Color = Rgb888>`: the shells only provide a target.

pub mod canvas;
pub mod palette;
pub mod title;

pub use canvas::Canvas;
pub use title::TitleScreen;

/// Width of the PSP screen in pixels.
pub const SCREEN_WIDTH: u32 = 480;
/// Height of the PSP screen in pixels.
pub const SCREEN_HEIGHT: u32 = 272;
