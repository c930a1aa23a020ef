//! [`Editors`]: the app's three editors, one per grid size, and the one in front.
//!
//! The app reaches the editor in front as `&mut dyn AnyEditor` ([`Editors::active_mut`]):
//! every operation the menu and a frame need is on [`AnyEditor`], so no code of the app
//! matches on the size. Code that needs the size itself visits the editor in front
//! ([`Editors::visit`]); a grid of a given size goes to its editor ([`Editors::load`]).

use crate::{
    editor::{AnyEditor, Editor, Visit},
    format::AnyGrid,
    library::Solutions,
    size::{Four, GridSize, Nine, Sixteen},
};

/// The three editors and which one is in front (about 450 KiB: their lessons and solvers).
pub struct Editors {
    four: Editor<Four>,
    nine: Editor<Nine>,
    sixteen: Editor<Sixteen>,
    active: GridSize,
    /// Which sizes' editors hold their saved grid (or have been used) already.
    ready: [bool; 3],
}

impl core::fmt::Debug for Editors {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Editors")
            .field("active", &self.active)
            .finish_non_exhaustive()
    }
}

/// The index of a size in per-size tables.
fn index(size: GridSize) -> usize {
    GridSize::ALL.iter().position(|&s| s == size).unwrap_or(1)
}

impl Editors {
    /// Three empty editors, the 9x9 one in front.
    pub fn new() -> Self {
        Editors {
            four: Editor::new(),
            nine: Editor::new(),
            sixteen: Editor::new(),
            active: GridSize::Nine,
            ready: [false; 3],
        }
    }

    /// The size in front.
    pub fn active_size(&self) -> GridSize {
        self.active
    }

    /// The editor in front.
    pub fn active(&self) -> &dyn AnyEditor {
        self.of(self.active)
    }

    /// The editor in front, to drive.
    pub fn active_mut(&mut self) -> &mut dyn AnyEditor {
        self.of_mut(self.active)
    }

    /// The editor of `size`.
    pub fn of(&self, size: GridSize) -> &dyn AnyEditor {
        match size {
            GridSize::Four => &self.four,
            GridSize::Nine => &self.nine,
            GridSize::Sixteen => &self.sixteen,
        }
    }

    /// The editor of `size`, to drive.
    pub fn of_mut(&mut self, size: GridSize) -> &mut dyn AnyEditor {
        match size {
            GridSize::Four => &mut self.four,
            GridSize::Nine => &mut self.nine,
            GridSize::Sixteen => &mut self.sixteen,
        }
    }

    /// Runs `f` on each editor, 4x4 first.
    pub fn each_mut(&mut self, mut f: impl FnMut(&mut dyn AnyEditor)) {
        f(&mut self.four);
        f(&mut self.nine);
        f(&mut self.sixteen);
    }

    /// Runs `visit` on the editor in front, with its size known.
    pub fn visit<V: Visit>(&self, visit: V) -> V::Output {
        match self.active {
            GridSize::Four => visit.visit(&self.four),
            GridSize::Nine => visit.visit(&self.nine),
            GridSize::Sixteen => visit.visit(&self.sixteen),
        }
    }

    /// The 4x4 editor.
    pub fn four(&self) -> &Editor<Four> {
        &self.four
    }

    /// The 9x9 editor.
    pub fn nine(&self) -> &Editor<Nine> {
        &self.nine
    }

    /// The 16x16 editor.
    pub fn sixteen(&self) -> &Editor<Sixteen> {
        &self.sixteen
    }

    /// Puts `size` in front.
    pub(super) fn set_active(&mut self, size: GridSize) {
        self.active = size;
    }

    /// Whether the editor of `size` has yet to take its grid from the stick (it is then taken
    /// as having it).
    pub(super) fn first_use(&mut self, size: GridSize) -> bool {
        !core::mem::replace(&mut self.ready[index(size)], true)
    }

    /// The 9x9 and the 16x16 editors, whose solvers the benchmark works with.
    pub(super) fn nine_and_sixteen(&mut self) -> (&mut Editor<Nine>, &mut Editor<Sixteen>) {
        (&mut self.nine, &mut self.sixteen)
    }

    /// Loads `grid` into the editor of its size, as an undoable step, with the cursor on cell
    /// `cursor` when given and on the grid.
    pub fn load(&mut self, grid: AnyGrid, cursor: Option<usize>) {
        match grid {
            AnyGrid::Four(g) => load(&mut self.four, g, cursor),
            AnyGrid::Nine(g) => load(&mut self.nine, g, cursor),
            AnyGrid::Sixteen(g) => load(&mut self.sixteen, g, cursor),
        }
    }

    /// Counts the solutions of `grid` up to two with the solver of its size, giving up after
    /// `node_budget` search nodes (see [`Editor::count_solutions`]).
    pub fn count_solutions(&mut self, grid: &AnyGrid, node_budget: u32) -> Option<Solutions> {
        match grid {
            AnyGrid::Four(g) => self.four.count_solutions(g, node_budget),
            AnyGrid::Nine(g) => self.nine.count_solutions(g, node_budget),
            AnyGrid::Sixteen(g) => self.sixteen.count_solutions(g, node_budget),
        }
    }
}

impl Default for Editors {
    fn default() -> Self {
        Self::new()
    }
}

/// Loads `grid` into `editor`, the cursor on `cursor` if given.
fn load<S: crate::size::Size>(
    editor: &mut Editor<S>,
    grid: crate::grid::Grid<S>,
    cursor: Option<usize>,
) {
    match cursor {
        Some(cursor) => editor.load_at(grid, cursor),
        None => editor.load(grid),
    }
}

#[cfg(test)]
mod tests {
    use crate::{app::App, save::Nowhere};
    use core::mem::size_of;

    #[test]
    fn the_app_leaves_most_of_its_thread_stack_free() {
        // The PSP shell runs the app on a 1 MiB stack (`APP_STACK` in `src/main.rs`); the hint's
        // chain graph and the drawing take the rest. The app was 501,424 bytes when this was
        // written, the editors 463,992 of them (their lessons and solvers).
        assert!(size_of::<App<Nowhere>>() < 640 * 1024);
    }
}
