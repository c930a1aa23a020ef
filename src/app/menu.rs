//! The Start menu: its entries and their labels.

use core::fmt::Write;

use crate::{
    editor::{difficulty_name, play::Mistakes, settings::Settings},
    logic::Difficulty,
    size::GridSize,
};

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
    /// Run the in-app benchmark.
    Benchmark,
    /// Leave the menu.
    Close,
}

/// The menu's entries, top to bottom.
pub const ITEMS: [Item; 14] = [
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
            assert!(
                text(item).len() <= crate::draw::menu::LABEL_CAPACITY,
                "{item:?}"
            );
        }
        assert_eq!(
            ITEMS.len(),
            crate::draw::menu::ENTRIES,
            "the menu fills the list box"
        );
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
