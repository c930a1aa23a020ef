//! The Start menu: its entries and their labels.

use core::fmt::Write;

use crate::{editor::settings::Settings, size::GridSize};

/// An entry of the Start menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
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
pub const ITEMS: [Item; 8] = [
    Item::Watch,
    Item::Speed,
    Item::Size,
    Item::Library,
    Item::SaveSlot,
    Item::LoadSlot,
    Item::Benchmark,
    Item::Close,
];

/// Writes the label of `item` with its current value.
pub fn label(
    item: Item,
    settings: &Settings,
    size: GridSize,
    out: &mut impl Write,
) -> core::fmt::Result {
    match item {
        Item::Watch => write!(
            out,
            "Watch mode: {}",
            if settings.watch { "on" } else { "off" }
        ),
        Item::Speed => write!(out, "Watch speed: {}", settings.speed.name()),
        Item::Size => write!(out, "Grid size: {}", size.name()),
        Item::Library => write!(out, "Library"),
        Item::SaveSlot => write!(out, "Save to slot"),
        Item::LoadSlot => write!(out, "Load from slot"),
        Item::Benchmark => write!(out, "Benchmark (9x9)"),
        Item::Close => write!(out, "Close"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::settings::Speed;
    use std::string::String;

    #[test]
    fn labels_show_current_values() {
        let settings = Settings {
            watch: true,
            speed: Speed::Fast,
        };
        let text = |item| {
            let mut out = String::new();
            label(item, &settings, GridSize::Sixteen, &mut out).unwrap();
            out
        };
        assert_eq!(text(Item::Watch), "Watch mode: on");
        assert_eq!(text(Item::Speed), "Watch speed: fast");
        assert_eq!(text(Item::Size), "Grid size: 16x16");
        for item in ITEMS {
            assert!(text(item).len() <= crate::draw::menu::LABEL_CAPACITY);
        }
    }
}
