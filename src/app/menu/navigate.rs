//! Moving through the menu: what it is opened over, its page, the presses that reach an entry,
//! Up and Down, back and Start.

use crate::{
    app::{App, View},
    editor::Mode,
    pad::Buttons,
    save::Storage,
};

use super::{Context, ENTRIES, Item, Page, find, items};

impl<St: Storage> App<St> {
    /// The button that leaves a list (the other of Circle and Cross).
    pub(in crate::app) fn back(&self) -> Buttons {
        if self.console.confirm == Buttons::CIRCLE {
            Buttons::CROSS
        } else {
            Buttons::CIRCLE
        }
    }

    /// What the menu is opened over now.
    pub fn menu_context(&self) -> Context {
        let editor = self.editors.active();
        match editor.mode() {
            Mode::Play if editor.game_finished() => Context::Finished,
            Mode::Play => Context::Play,
            Mode::Lesson => Context::Lesson,
            _ => Context::Edit,
        }
    }

    /// The menu page shown (the main page when the menu is not open).
    pub fn menu_page(&self) -> Page {
        match self.view {
            View::Menu { page, .. } => page,
            _ => Page::Main,
        }
    }

    /// The entries of the page shown, top to bottom.
    pub fn menu_items(&self) -> heapless::Vec<Item, ENTRIES> {
        self.menu_items_of(self.menu_page())
    }

    /// The entries of `page` over the app as it is now.
    pub fn menu_items_of(&self, page: Page) -> heapless::Vec<Item, ENTRIES> {
        items(page, self.menu_context())
    }

    /// The presses that open the menu from the board and highlight `item` (through its page,
    /// the shorter way round each list), if the menu offers it now; confirm or Left/Right then
    /// act on it.
    pub fn menu_presses(&self, item: Item) -> Option<heapless::Vec<Buttons, 24>> {
        let context = self.menu_context();
        let (page, at) = find(item, context)?;
        let mut presses = heapless::Vec::new();
        let walk = |presses: &mut heapless::Vec<Buttons, 24>, at: usize, len: usize| {
            let (button, times) = if at <= len - at {
                (Buttons::DOWN, at)
            } else {
                (Buttons::UP, len - at)
            };
            for _ in 0..times {
                let _ = presses.push(button);
            }
        };
        let _ = presses.push(Buttons::START);
        if page != Page::Main {
            let entry = if page == Page::Settings {
                Item::Settings
            } else {
                Item::Tools
            };
            let main = items(Page::Main, context);
            let to = main.iter().position(|&i| i == entry)?;
            walk(&mut presses, to, main.len());
            let _ = presses.push(self.console.confirm);
        }
        walk(&mut presses, at, items(page, context).len());
        Some(presses)
    }

    /// A button on `page` of the menu: Up/Down choose (wrapping), Left/Right change a value,
    /// confirm activates, the other button goes back a page or closes, Start closes.
    pub(in crate::app) fn menu_press(&mut self, page: Page, selected: usize, button: Buttons) {
        let entries = self.menu_items_of(page);
        let n = entries.len();
        // Past the end (never, as the list is kept), the last entry.
        let Some(&item) = entries.get(selected).or(entries.last()) else {
            return;
        };
        match button {
            Buttons::UP => {
                self.view = View::Menu {
                    page,
                    selected: (selected + n - 1) % n,
                }
            }
            Buttons::DOWN => {
                self.view = View::Menu {
                    page,
                    selected: (selected + 1) % n,
                }
            }
            Buttons::LEFT | Buttons::RIGHT => self.adjust(item, button == Buttons::RIGHT),
            Buttons::START => self.close_menu(),
            b if b == self.back() && page != Page::Main => self.main_page(page),
            b if b == self.back() => self.close_menu(),
            b if b == self.console.confirm => self.activate(item),
            _ => {}
        }
    }

    /// Opens the menu on its main page.
    pub(in crate::app) fn open_menu(&mut self) {
        self.open_page(Page::Main);
    }

    /// Leaves the menu for the board.
    pub(super) fn close_menu(&mut self) {
        self.view = View::Board;
    }

    /// Back from `from` to the main page, on the entry that opened it.
    pub(super) fn main_page(&mut self, from: Page) {
        let entry = if from == Page::Settings {
            Item::Settings
        } else {
            Item::Tools
        };
        let selected = self
            .menu_items_of(Page::Main)
            .iter()
            .position(|&i| i == entry)
            .unwrap_or(0);
        self.view = View::Menu {
            page: Page::Main,
            selected,
        };
    }

    /// Opens `page` on its first entry.
    pub(super) fn open_page(&mut self, page: Page) {
        self.view = View::Menu { page, selected: 0 };
    }
}
