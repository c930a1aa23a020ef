//! Fixtures the unit tests share: cells, digits and grids by number, an editor driven as the
//! app drives it (with the player's preferences), and an app on an in-memory stick driven a
//! frame at a time.

use std::boxed::Box;

use crate::{
    app::{App, menu::Item},
    cell::Cell,
    clock::{Clock, FakeClock},
    digit::Digit,
    editor::Editor,
    grid::Grid,
    pad::{Buttons, Input},
    preferences::Preferences,
    save::memory::MemoryStorage,
    size::{Nine, Size},
};

pub use crate::puzzles::{CLASSROOM, CLASSROOM_SOLUTION};

/// The cell at row `r`, column `c` (from 0) of a 9x9 grid.
pub fn cell(r: usize, c: usize) -> Cell<Nine> {
    Cell::new(r, c).expect("a cell of the grid")
}

/// Digit `d` of a 9x9 grid.
pub fn digit(d: u8) -> Digit<Nine> {
    Digit::new(d).expect("a digit of the grid")
}

/// The grid of the puzzle line `line`.
pub fn grid<S: Size>(line: &str) -> Grid<S> {
    Grid::from_line(line).expect("a valid puzzle line")
}

/// An editor as the app drives it: each press and frame with the player's preferences (which
/// a test changes at will). It reads as the editor it drives.
#[derive(Debug)]
pub struct Driven<S: Size = Nine> {
    /// The editor.
    pub editor: Box<Editor<S>>,
    /// The preferences it is driven with.
    pub prefs: Preferences,
}

/// An empty 9x9 editor driven with the default preferences.
pub fn editor() -> Driven {
    Driven::new()
}

impl<S: Size> Driven<S> {
    /// An empty editor driven with the default preferences.
    pub fn new() -> Self {
        Driven {
            editor: Box::default(),
            prefs: Preferences::default(),
        }
    }

    /// The presses of one frame, as if all held.
    pub fn press(&mut self, presses: Buttons) {
        self.editor.press(presses, &self.prefs);
    }

    /// The presses of one frame while `held` are down.
    pub fn press_holding(&mut self, presses: Buttons, held: Buttons) {
        self.editor.press_holding(presses, held, &self.prefs);
    }

    /// One input of the pad model.
    pub fn input(&mut self, input: Input) {
        self.editor.input(input, &self.prefs);
    }

    /// One frame's tick.
    pub fn tick(&mut self, clock: &mut impl Clock) {
        self.editor.tick(clock, &self.prefs);
    }

    /// Starts a game of the givens.
    pub fn start_play(&mut self) {
        self.editor.start_play(&self.prefs);
    }

    /// Ticks until the editor is no longer busy, `frames` at most.
    pub fn settle(&mut self, clock: &mut FakeClock, frames: usize) {
        for _ in 0..frames {
            if !self.editor.is_busy() {
                return;
            }
            self.tick(clock);
        }
    }
}

impl<S: Size> Default for Driven<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S: Size> core::ops::Deref for Driven<S> {
    type Target = Editor<S>;

    fn deref(&self) -> &Editor<S> {
        &self.editor
    }
}

impl<S: Size> core::ops::DerefMut for Driven<S> {
    fn deref_mut(&mut self) -> &mut Editor<S> {
        &mut self.editor
    }
}

/// The app as the tests run it: on an in-memory stick.
pub type TestApp = App<MemoryStorage>;

/// The app started on `storage`, Cross confirming, in English.
pub fn app_on(storage: MemoryStorage) -> Box<TestApp> {
    Box::new(App::new(storage, Buttons::CROSS))
}

/// The app started on an empty stick.
pub fn fresh_app() -> Box<TestApp> {
    app_on(MemoryStorage::new(false))
}

/// One frame with `presses` (also the buttons held).
pub fn frame(app: &mut TestApp, clock: &mut FakeClock, presses: Buttons) {
    app.frame(presses, presses, clock);
}

/// Opens the menu and moves to entry `item` (through its page), a frame a press.
pub fn menu_to(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    let presses = app
        .menu_presses(item)
        .unwrap_or_else(|| panic!("the menu offers no {item:?} now"));
    for button in presses {
        frame(app, clock, button);
    }
}
