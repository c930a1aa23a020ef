//! Every screen of the app as `embedded_graphics` drawables over any
//! `DrawTarget<Color = Rgb888>`: the shells only provide a target.
//!
//! The same code draws into the PSP's VRAM (`src/shell/display.rs`) and into a [`Canvas`] on the
//! host, so what the host draws is what a PSP shows: the render tests (`tests/screens.rs`) compare
//! whole screens pixel for pixel with the reference PNGs of `tests/screens/`, and the emulator
//! tests compare the PSP's screen with `sudoku render`. A drawable reads the app or the editor
//! and changes nothing; the shell redraws only when the app's revision changes.
//!
//! The screen is 480x272 ([`SCREEN_WIDTH`], [`SCREEN_HEIGHT`]): the board on the left, a panel on
//! the right with the title, the mode's tag, the status line and the legend of the buttons.
//! Text uses embedded-graphics' ISO 8859-1 fonts (accents drawn), the 4x4 board's large digits
//! `profont`, drawn a lit pixel at a time from their glyphs made into rows of bits at build
//! time ([`face`]). The colours are in [`palette`]: givens near black, solved and player digits blue,
//! conflicts red, the cursor's row, column and box shaded, the cells holding the cursor's digit
//! green, a hint's cells purple.
//!
//! | file | draws |
//! |---|---|
//! | `screen.rs` | the whole editor screen: board, panel, and the menu when open |
//! | `board.rs` | the board of any size, laid out for the screen ([`Layout`]) |
//! | `panel.rs` | the side panel: title, mode, status line, legend |
//! | `game.rs` | what a game adds: digits still to place, a 16x16 cell's marks drawn large |
//! | `keypad.rs` | the stick's keypad over the legend while a push is under way |
//! | `glyphs.rs` | the PSP's buttons as small pictures, for legends and hints |
//! | `menu.rs`, `slots.rs` | the Start menu and the save-slot list, and a slot's detail |
//! | `library.rs`, `collections.rs`, `goto.rs` | the library: a puzzle and what is known of it, the list of collections, the number being typed |
//! | `lesson.rs`, `lesson_text.rs`, `lesson_big.rs` | the lesson's screen and the texts of each of its views, usual and in the projector's large type |
//! | `queens.rs`, `queens_text.rs`, `queens_views.rs` | the N queens' screen: the chessboard (or the exploration tree), the panel's texts of each view, usual and large |
//! | `app.rs` | the app's screens: the active editor with its overlays, or the library |
//! | `title.rs` | the title screen (and the XMB artwork, `make artwork`) |
//! | `palette.rs` | the colours |
//! | `face.rs` | the fonts, and the text style that draws them a lit pixel at a time |
//! | `canvas.rs` | an in-memory screen for the host tools and the tests |

pub mod app;
pub mod board;
pub mod canvas;
pub mod collections;
pub mod face;
pub mod game;
pub mod glyphs;
pub mod goto;
pub mod keypad;
pub mod lesson;
pub mod lesson_big;
pub mod lesson_text;
pub mod library;
pub mod menu;
pub mod palette;
pub mod panel;
pub mod queens;
pub mod queens_text;
pub mod queens_views;
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
