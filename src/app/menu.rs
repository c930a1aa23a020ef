//! The Start menu: its entries and their labels.

use core::fmt::Write;

use crate::{
    editor::{Mode, difficulty_name, play::Mistakes, settings::Settings, status::Tone},
    logic::Difficulty,
    pad::Buttons,
    save::Storage,
    size::GridSize,
};

use super::{App, View, active_mode};

/// Longest entry label, in bytes.
pub const LABEL_CAPACITY: usize = 36;
/// Most entries a list holds.
pub const ENTRIES: usize = 15;

/// One entry's label.
pub type Label = heapless::String<LABEL_CAPACITY>;

/// An entry of the Start menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// Start a game of the grid's givens, or go back to editing them.
    Play,
    /// Make a new puzzle of the chosen difficulty, and play it.
    NewPuzzle,
    /// Show the next logical step.
    Hint,
    /// Note every candidate in the empty cells (play mode).
    FillNotes,
    /// How play mode marks mistakes.
    Mistakes,
    /// Pause the game: the timer stops and the board is hidden.
    Pause,
    /// Watch mode on or off.
    Watch,
    /// Watch mode's speed.
    Speed,
    /// The grid size being edited.
    Size,
    /// Browse the puzzle library.
    Library,
    /// Keep the grid in a save slot.
    SaveSlot,
    /// Bring back a grid from a save slot.
    LoadSlot,
    /// Append the grid's givens to `mine.txt`, to take to a computer.
    Share,
    /// Run the in-app benchmark.
    Benchmark,
    /// Leave the menu.
    Close,
}

/// The menu's entries, top to bottom.
pub const ITEMS: [Item; 15] = [
    Item::Play,
    Item::NewPuzzle,
    Item::Hint,
    Item::FillNotes,
    Item::Mistakes,
    Item::Pause,
    Item::Watch,
    Item::Speed,
    Item::Size,
    Item::Library,
    Item::SaveSlot,
    Item::LoadSlot,
    Item::Share,
    Item::Benchmark,
    Item::Close,
];

/// What the labels show beside the entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Values {
    /// Watch mode and its speed.
    pub settings: Settings,
    /// The grid size being edited.
    pub size: GridSize,
    /// Whether a game is on.
    pub playing: bool,
    /// The difficulty of new puzzles.
    pub difficulty: Difficulty,
    /// Mistake marking.
    pub mistakes: Mistakes,
}

/// Writes the label of `item` with its current value.
pub fn label(item: Item, values: &Values, out: &mut impl Write) -> core::fmt::Result {
    match item {
        Item::Play if values.playing => write!(out, "Back to editing"),
        Item::Play => write!(out, "Play this puzzle"),
        Item::NewPuzzle => write!(out, "New puzzle: {}", difficulty_name(values.difficulty)),
        Item::Hint => write!(out, "Hint"),
        Item::FillNotes => write!(out, "Fill in candidates"),
        Item::Mistakes => write!(out, "Mistakes: {}", values.mistakes.name()),
        Item::Pause => write!(out, "Pause"),
        Item::Watch => write!(
            out,
            "Watch mode: {}",
            if values.settings.watch { "on" } else { "off" }
        ),
        Item::Speed => write!(out, "Watch speed: {}", values.settings.speed.name()),
        Item::Size => write!(out, "Grid size: {}", values.size.name()),
        Item::Library => write!(out, "Library"),
        Item::SaveSlot => write!(out, "Save to slot"),
        Item::LoadSlot => write!(out, "Load from slot"),
        Item::Share => write!(out, "Add to mine.txt"),
        Item::Benchmark => write!(out, "Benchmark (9x9)"),
        Item::Close => write!(out, "Close"),
    }
}

/// The next difficulty (`forward`) or the previous one, wrapping.
pub fn step_difficulty(difficulty: Difficulty, forward: bool) -> Difficulty {
    let all = Difficulty::ALL;
    let i = all.iter().position(|&d| d == difficulty).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

impl<St: Storage> App<St> {
    /// The button that leaves a list (the other of Circle and Cross).
    pub(super) fn back(&self) -> Buttons {
        if self.confirm == Buttons::CIRCLE {
            Buttons::CROSS
        } else {
            Buttons::CIRCLE
        }
    }

    /// A button on the menu: Up/Down choose (wrapping), Left/Right change a value, confirm
    /// activates, the other button or Start closes.
    pub(super) fn menu_press(&mut self, selected: usize, button: Buttons) {
        let n = ITEMS.len();
        match button {
            Buttons::UP => {
                self.view = View::Menu {
                    selected: (selected + n - 1) % n,
                }
            }
            Buttons::DOWN => {
                self.view = View::Menu {
                    selected: (selected + 1) % n,
                }
            }
            Buttons::LEFT | Buttons::RIGHT => {
                self.adjust(ITEMS[selected], button == Buttons::RIGHT)
            }
            Buttons::START => self.view = View::Board,
            b if b == self.back() => self.view = View::Board,
            b if b == self.confirm => self.activate(ITEMS[selected]),
            _ => {}
        }
    }

    /// Left/Right on a menu entry with a value.
    fn adjust(&mut self, item: Item, forward: bool) {
        match item {
            Item::NewPuzzle => self.difficulty = step_difficulty(self.difficulty, forward),
            Item::Mistakes => {
                self.mistakes = if forward {
                    self.mistakes.next()
                } else {
                    self.mistakes.previous()
                };
                let mistakes = self.mistakes;
                self.four.set_mistakes(mistakes);
                self.nine.set_mistakes(mistakes);
                self.sixteen.set_mistakes(mistakes);
            }
            Item::Watch => self.settings.watch = !self.settings.watch,
            Item::Speed => {
                let speed = self.settings.speed;
                self.settings.speed = if forward {
                    speed.next()
                } else {
                    speed.previous()
                };
            }
            Item::Size => {
                let size = if forward {
                    self.active.next()
                } else {
                    self.active.previous()
                };
                self.switch_to(size);
            }
            _ => return,
        }
        let settings = self.settings;
        self.four.set_settings(settings);
        self.nine.set_settings(settings);
        self.sixteen.set_settings(settings);
        self.keep_settings();
    }

    /// The confirm button on a menu entry.
    fn activate(&mut self, item: Item) {
        match item {
            Item::Watch | Item::Speed | Item::Size | Item::Mistakes => self.adjust(item, true),
            Item::Play => {
                self.view = View::Board;
                let playing = active_mode(self) == Mode::Play;
                with_editor!(self, e => if playing { e.leave_play() } else { e.start_play() });
            }
            Item::NewPuzzle => {
                self.view = View::Board;
                let (seed, difficulty) = (self.now_us, self.difficulty);
                with_editor!(self, e => e.start_generate(seed, difficulty));
            }
            Item::Hint => {
                self.view = View::Board;
                with_editor!(self, e => e.hint());
            }
            Item::FillNotes => {
                self.view = View::Board;
                if active_mode(self) == Mode::Play {
                    with_editor!(self, e => e.fill_candidates());
                } else {
                    self.notify(
                        Tone::Info,
                        format_args!("Pencil marks are for games: Play this puzzle first"),
                    );
                }
            }
            Item::Pause => {
                self.view = View::Board;
                if active_mode(self) == Mode::Play {
                    with_editor!(self, e => e.pause());
                } else {
                    self.notify(Tone::Info, format_args!("Only a game can be paused"));
                }
            }
            Item::Library => self.open_library(),
            Item::Share => {
                self.view = View::Board;
                self.share();
            }
            Item::SaveSlot => {
                self.view = View::Slots {
                    selected: 0,
                    saving: true,
                }
            }
            Item::LoadSlot => {
                self.view = View::Slots {
                    selected: 0,
                    saving: false,
                }
            }
            Item::Benchmark => {
                self.switch_to(GridSize::Nine);
                self.view = View::Board;
                self.nine.start_benchmark();
            }
            Item::Close => self.view = View::Board,
        }
    }
}

impl<St: Storage> App<St> {
    /// The menu's labels, with the values of the entries that have one.
    pub(super) fn menu_labels(&self) -> heapless::Vec<Label, ENTRIES> {
        let values = Values {
            settings: self.settings,
            size: self.active,
            playing: active_mode(self) == Mode::Play,
            difficulty: self.difficulty,
            mistakes: self.mistakes,
        };
        let mut labels = heapless::Vec::new();
        for item in ITEMS {
            let mut text = Label::new();
            let _ = label(item, &values, &mut text);
            let _ = labels.push(text);
        }
        labels
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::settings::Speed;
    use std::string::String;

    #[test]
    fn labels_show_current_values_and_fit_the_list() {
        let values = Values {
            settings: Settings {
                watch: true,
                speed: Speed::Fast,
            },
            size: GridSize::Sixteen,
            playing: true,
            difficulty: Difficulty::NeedsGuessing,
            mistakes: Mistakes::Solution,
        };
        let text = |item| {
            let mut out = String::new();
            label(item, &values, &mut out).unwrap();
            out
        };
        assert_eq!(text(Item::Play), "Back to editing");
        assert_eq!(text(Item::NewPuzzle), "New puzzle: expert");
        assert_eq!(text(Item::Mistakes), "Mistakes: against the solution");
        assert_eq!(text(Item::Watch), "Watch mode: on");
        assert_eq!(text(Item::Speed), "Watch speed: fast");
        assert_eq!(text(Item::Size), "Grid size: 16x16");
        for item in ITEMS {
            assert!(text(item).len() <= LABEL_CAPACITY, "{item:?}");
        }
        assert_eq!(ITEMS.len(), ENTRIES, "the menu fills the list box");
    }

    #[test]
    fn difficulties_cycle_both_ways() {
        for d in Difficulty::ALL {
            assert_eq!(step_difficulty(step_difficulty(d, true), false), d);
        }
        assert_eq!(
            step_difficulty(Difficulty::NeedsGuessing, true),
            Difficulty::Easy
        );
    }
}
