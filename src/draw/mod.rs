//! Drawables over any `DrawTarget<Color = Rgb888>`: the shells only provide a target.

pub mod app;
pub mod board;
pub mod canvas;
pub mod collections;
pub mod game;
pub mod glyphs;
pub mod goto;
pub mod keypad;
pub mod lesson;
pub mod lesson_text;
pub mod library;
pub mod menu;
pub mod palette;
pub mod panel;
pub mod screen;
pub mod slots;
pub mod title;

pub use board::{Board, Layout};
pub use canvas::Canvas;
pub use screen::EditorScreen;
pub use title::TitleScreen;

/// Width of the PSP screen in pixels.
pub const SCREEN_WIDTH: u32 = 480;
/// Height of the PSP screen in pixels.
pub const SCREEN_HEIGHT: u32 = 272;
