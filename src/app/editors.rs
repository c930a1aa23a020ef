//! The app's three editors: the one of a size, the active one as tools and tests read it, and
//! loading a grid into the editor of its size.

use core::fmt::Write;

use crate::{
    app::App,
    editor::{Editor, Mode},
    format::AnyGrid,
    save::Storage,
    size::{Four, GridSize, Nine, Sixteen, Size},
};

impl<St: Storage> App<St> {
    /// Switches to `size` and hands its editor to `load`.
    pub(super) fn load_grid<S: Size>(&mut self, size: GridSize, load: impl FnOnce(&mut Editor<S>))
    where
        Self: EditorOf<S>,
    {
        self.switch_to(size);
        load(self.editor_of());
    }

    /// Loads `grid` into the editor of its size, as an undoable step (tools and tests; the
    /// player loads through the library and the slots).
    pub fn load_puzzle(&mut self, grid: AnyGrid) {
        match grid {
            AnyGrid::Four(g) => self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load(g)),
            AnyGrid::Nine(g) => self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load(g)),
            AnyGrid::Sixteen(g) => {
                self.load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| e.load(g))
            }
        }
    }
}

/// The editor of size `S` inside the app (lets size-generic code reach the right one).
pub trait EditorOf<S: Size> {
    /// The editor of that size.
    fn editor_of(&mut self) -> &mut Editor<S>;
}

impl<St: Storage> EditorOf<Four> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Four> {
        &mut self.four
    }
}

impl<St: Storage> EditorOf<Nine> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Nine> {
        &mut self.nine
    }
}

impl<St: Storage> EditorOf<Sixteen> for App<St> {
    fn editor_of(&mut self) -> &mut Editor<Sixteen> {
        &mut self.sixteen
    }
}

/// Whether the active editor of `app` is in mode `mode` (for tests and tools).
pub fn active_mode<St: Storage>(app: &App<St>) -> Mode {
    match app.active {
        GridSize::Four => app.four.mode(),
        GridSize::Nine => app.nine.mode(),
        GridSize::Sixteen => app.sixteen.mode(),
    }
}

/// The active editor's grid as text (for tests and tools).
pub fn active_grid_line<St: Storage>(app: &App<St>, out: &mut impl Write) -> core::fmt::Result {
    match app.active {
        GridSize::Four => write!(out, "{}", app.four.grid()),
        GridSize::Nine => write!(out, "{}", app.nine.grid()),
        GridSize::Sixteen => write!(out, "{}", app.sixteen.grid()),
    }
}

/// The cursor of the active editor as a cell index (for tests and tools).
pub fn active_cursor<St: Storage>(app: &App<St>) -> usize {
    match app.active {
        GridSize::Four => app.four.cursor().index(),
        GridSize::Nine => app.nine.cursor().index(),
        GridSize::Sixteen => app.sixteen.cursor().index(),
    }
}
