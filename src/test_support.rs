//! Fixtures the unit tests share: cells, digits and grids by number, an editor driven as the
//! app drives it (with the player's preferences), and an app on an in-memory stick driven a
//! frame at a time.

use std::{boxed::Box, string::String, vec::Vec};

use crate::{
    app::{
        App,
        menu::{self, Item},
    },
    cell::Cell,
    clock::{Clock, FakeClock},
    digit::Digit,
    editor::{
        Editor, Mode,
        history::Step,
        status::{Status, Tone},
    },
    format::AnyGrid,
    grid::Grid,
    pad::{Buttons, Input},
    preferences::Preferences,
    save::memory::MemoryStorage,
    size::{Nine, Size},
    text::{In, Key, Lang},
};

pub use crate::puzzles::{CLASSROOM, CLASSROOM_SOLUTION, TUTORIAL};

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

/// Givens that do not clash but leave r1c9 no digit: row 1 holds 1 to 8, column 9 a 9 in r5c9.
pub fn no_solution() -> String {
    let mut line = String::from("12345678.");
    line.push_str(&".".repeat(72));
    line.replace_range(9 * 4 + 8..9 * 4 + 9, "9");
    line
}

/// What a status line says: the key of its message, and its tone.
pub fn said(status: &Status) -> (Key, Tone) {
    (status.key(), status.tone())
}

/// The status line an editor in English shows for `key` with `args`: what a test expects when
/// the message's arguments matter (which cell, which count), not its English words.
pub fn says(tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) -> Status {
    says_in(Lang::En, tone, key, args)
}

/// The status line an editor in `lang` shows for `key` with `args`.
pub fn says_in(lang: Lang, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) -> Status {
    Status::new(tone, key, format_args!("{}", lang.say(key, args)))
}

/// The status line after an undo of `step`.
pub fn undone(step: Step<Nine>) -> Status {
    says(Tone::Info, Key::Undone, &[&In(Lang::En, &step)])
}

/// The status line after a redo of `step`.
pub fn redone(step: Step<Nine>) -> Status {
    says(Tone::Info, Key::Redone, &[&In(Lang::En, &step)])
}

/// The classroom grid loaded and solved with Square.
pub fn solved_classroom() -> Driven {
    let mut e = editor();
    e.load(grid(CLASSROOM));
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    e.settle(&mut clock, 10);
    assert_eq!(e.mode(), Mode::Solved { unique: true });
    e
}

/// A game of the classroom grid, started from the editor.
pub fn classroom_game() -> Driven {
    let mut e = editor();
    e.load(grid(CLASSROOM));
    e.start_play();
    assert_eq!(e.mode(), Mode::Play);
    e
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
pub fn start_app(storage: MemoryStorage) -> Box<TestApp> {
    Box::new(App::new(storage, Buttons::CROSS))
}

/// The app started on an empty stick.
pub fn fresh_app() -> Box<TestApp> {
    start_app(MemoryStorage::new(false))
}

/// One frame with `presses` (also the buttons held); the clock moves as it is set to.
pub fn press(app: &mut TestApp, clock: &mut FakeClock, presses: Buttons) {
    app.frame(presses, presses, clock);
}

/// One frame with `presses`, then 16 ms on the clock (a frame's time on the PSP).
pub fn frame(app: &mut TestApp, clock: &mut FakeClock, presses: Buttons) {
    press(app, clock, presses);
    clock.now += 16_000;
}

/// Frames with nothing pressed until `ms` have passed.
pub fn wait(app: &mut TestApp, clock: &mut FakeClock, ms: u64) {
    let until = clock.now + ms * 1000;
    while clock.now < until {
        frame(app, clock, Buttons::NONE);
    }
}

/// The grid in front as a puzzle line, placed digits included.
pub fn line(app: &TestApp) -> String {
    let mut out = String::new();
    app.editors()
        .active()
        .write_grid(&mut out)
        .expect("a String takes any line");
    out
}

/// What the status line of the editor in front says: its key and its tone.
pub fn told(app: &TestApp) -> (Key, Tone) {
    said(app.editors().active().status())
}

/// The status line of the editor in front.
pub fn status_of(app: &TestApp) -> Status {
    app.editors().active().status().clone()
}

/// The labels of the list open (menu or slots).
pub fn labels(app: &TestApp) -> Vec<String> {
    app.list_labels()
        .iter()
        .map(|l| String::from(l.as_str()))
        .collect()
}

/// Where `item` is on the page it is on, in the menu over the app as it is.
pub fn index_of(app: &TestApp, item: Item) -> usize {
    menu::find(item, app.menu_context())
        .expect("the menu offers it")
        .1
}

/// Opens the menu and moves to entry `item` (through its page), a frame a press.
pub fn menu_to(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    let presses = app
        .menu_presses(item)
        .unwrap_or_else(|| panic!("the menu offers no {item:?} now"));
    for button in presses {
        press(app, clock, button);
    }
}

/// Opens the menu and confirms entry `item`.
pub fn menu_confirm(app: &mut TestApp, clock: &mut FakeClock, item: Item) {
    menu_to(app, clock, item);
    press(app, clock, Buttons::CROSS);
}

/// Opens the lesson on `line` and starts its naive search running (Cross), a few frames in.
pub fn running_lesson(line: &str, clock: &mut FakeClock) -> Box<TestApp> {
    let mut app = fresh_app();
    app.load_puzzle(AnyGrid::from_line(line).expect("a valid puzzle line"));
    menu_confirm(&mut app, clock, Item::Lesson);
    assert_eq!(app.editors().active().mode(), Mode::Lesson);
    assert!(!app.is_busy(), "a stopped lesson lets the console sleep");
    press(&mut app, clock, Buttons::CROSS);
    wait(&mut app, clock, 100);
    app
}
