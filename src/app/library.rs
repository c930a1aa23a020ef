//! The library screen: browsing the built-in puzzles and the player's, their solution counts,
//! and loading one into the editor of its size.

use core::fmt::Write;

use crate::{
    editor::{Editor, status::Tone},
    format::AnyGrid,
    pad::Buttons,
    save::Storage,
    size::{Four, GridSize, Nine, Sixteen},
    text::{In, Key},
};

use super::{App, View};

/// Search nodes the library may spend counting a puzzle's solutions when it is shown.
const LIBRARY_NODES: u32 = 200_000;
/// Entries the library's L and R skip.
const LIBRARY_PAGE: usize = 10;

impl<St: Storage> App<St> {
    /// A button on the library: Up/Down one entry, L/R ten, confirm loads, the other button or
    /// Start leaves.
    pub(super) fn library_press(&mut self, selected: usize, button: Buttons) {
        let n = self.library.len();
        let to = match button {
            Buttons::UP => (selected + n - 1) % n,
            Buttons::DOWN => (selected + 1) % n,
            Buttons::L => selected.saturating_sub(LIBRARY_PAGE),
            Buttons::R => (selected + LIBRARY_PAGE).min(n - 1),
            Buttons::START => {
                self.view = View::Board;
                return;
            }
            b if b == self.back() => {
                self.view = View::Board;
                return;
            }
            b if b == self.confirm => {
                self.load_library_entry(selected);
                return;
            }
            _ => return,
        };
        self.view = View::Library { selected: to };
        self.count_library_entry(to);
    }

    /// Finds the shown entry's solution count if the library does not know it yet.
    pub(super) fn count_library_entry(&mut self, index: usize) {
        let Some(entry) = self.library.entry(index) else {
            return;
        };
        if entry.solutions.is_some() {
            return;
        }
        let found = match entry.grid {
            AnyGrid::Four(g) => self.four.count_solutions(&g, LIBRARY_NODES),
            AnyGrid::Nine(g) => self.nine.count_solutions(&g, LIBRARY_NODES),
            AnyGrid::Sixteen(g) => self.sixteen.count_solutions(&g, LIBRARY_NODES),
        };
        if let Some(solutions) = found {
            self.library.set_solutions(index, solutions);
        }
    }

    /// Loads entry `index` into the editor of its size, as an undoable step.
    fn load_library_entry(&mut self, index: usize) {
        let Some(entry) = self.library.entry(index) else {
            return;
        };
        self.view = View::Board;
        match entry.grid {
            AnyGrid::Four(g) => self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load(g)),
            AnyGrid::Nine(g) => self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load(g)),
            AnyGrid::Sixteen(g) => {
                self.load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| e.load(g))
            }
        }
        let lang = self.lang();
        let mut solutions: heapless::String<48> = heapless::String::new();
        let _ = match entry.solutions {
            Some(s) => write!(solutions, "{}", In(lang, s)),
            None => write!(solutions, "{}", lang.text(Key::SolutionsUnknown)),
        };
        let mut source: heapless::String<64> = heapless::String::new();
        let _ = write!(source, "{}", In(lang, entry.source));
        self.tell(Tone::Info, Key::LibraryLoaded, &[&source, &solutions]);
    }
}
