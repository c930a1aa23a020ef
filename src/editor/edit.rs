//! Editing: typing the givens with the cursor model (arrows move, Circle/R up, Cross/L down,
//! Square solves, Triangle clears, Select undoes), a solution shown, loading and resuming grids.

use crate::{
    cell::Cell, digit::Digit, grid::Grid, pad::Buttons, preferences::Preferences, size::Size,
};

use super::{Editor, State, history::Step, status::Tone};
use crate::text::{In, Key};

/// The cursor move of a D-pad button, as (rows, columns); none for other buttons.
pub(super) fn cursor_step(button: Buttons) -> Option<(isize, isize)> {
    match button {
        Buttons::UP => Some((-1, 0)),
        Buttons::DOWN => Some((1, 0)),
        Buttons::LEFT => Some((0, -1)),
        Buttons::RIGHT => Some((0, 1)),
        _ => None,
    }
}

impl<S: Size> Editor<S> {
    /// Puts back a saved state: grid, cursor and mode, with no undo step (resuming after a restart).
    pub fn resume(&mut self, grid: Grid<S>, cursor: Cell<S>, solved: Option<bool>) {
        self.touch();
        self.grid = grid;
        self.cursor = cursor;
        self.state = match solved {
            Some(unique) => State::Solved { unique },
            None => State::Edit,
        };
        self.merging = None;
    }

    /// Replaces the grid (loading a puzzle), as a step that can be undone; cursor kept.
    pub fn load(&mut self, grid: Grid<S>) {
        if grid != self.grid {
            self.record(Step::Load);
        }
        self.grid = grid;
        self.state = if grid.placed_count() > 0 {
            State::Solved { unique: false }
        } else {
            State::Edit
        };
        self.after_edit();
    }

    /// Loads `grid` as [`Editor::load`] does, with the cursor on cell `cursor` when that is on the grid.
    pub fn load_at(&mut self, grid: Grid<S>, cursor: usize) {
        self.load(grid);
        if let Some(cell) = Cell::from_index(cursor) {
            self.cursor = cell;
        }
    }

    /// A button while editing the givens or showing a solution.
    pub(super) fn edit_press(&mut self, button: Buttons, prefs: &Preferences) {
        if let Some((rows, cols)) = cursor_step(button) {
            self.cursor = self.cursor.moved(rows, cols);
            self.merging = None;
            return;
        }
        match button {
            Buttons::CIRCLE => self.change(|e, d| e.cycled(d, true, prefs.skip_used)),
            Buttons::CROSS => self.change(|e, d| e.cycled(d, false, prefs.skip_used)),
            Buttons::R => self.change(|_, d| Digit::cycle_up(d)),
            Buttons::L => self.change(|_, d| Digit::cycle_down(d)),
            Buttons::SQUARE => self.solve(prefs.watch),
            Buttons::TRIANGLE => self.clear(),
            Buttons::SELECT => self.undo(),
            _ => {}
        }
    }

    /// Steps the given under the cursor (`step` sees the editor and the cell's given); a solved
    /// grid first goes back to its givens.
    pub(super) fn change(
        &mut self,
        step: impl FnOnce(&Self, Option<Digit<S>>) -> Option<Digit<S>>,
    ) {
        if self.merging != Some(self.cursor) {
            self.record(Step::Change(self.cursor));
            self.merging = Some(self.cursor);
        }
        if matches!(self.state, State::Solved { .. }) {
            self.grid = self.grid.givens_only();
            self.state = State::Edit;
        }
        let digit = step(self, self.grid.given(self.cursor));
        self.grid.set_given(self.cursor, digit);
        self.after_edit();
    }

    /// The status after the givens changed: the first conflict, or the hint.
    fn after_edit(&mut self) {
        match self.grid.first_conflict() {
            Some(conflict) => {
                let conflict = In(self.lang, &conflict);
                self.tell(Tone::Bad, Key::Conflict, &[&conflict])
            }
            None => self.tell(Tone::Info, Key::EditHint, &[]),
        }
    }

    /// Triangle: a solved grid loses its solution; an unsolved one is emptied. Select undoes it.
    fn clear(&mut self) {
        match self.state {
            State::Solved { .. } => {
                self.record(Step::Clear);
                self.grid = self.grid.givens_only();
                self.state = State::Edit;
                self.tell(Tone::Info, Key::SolutionCleared, &[]);
            }
            _ if self.grid.is_empty() => self.tell(Tone::Info, Key::GridAlreadyEmpty, &[]),
            _ => {
                self.record(Step::Clear);
                self.grid = Grid::empty();
                self.tell(Tone::Info, Key::GridCleared, &[]);
            }
        }
    }
}

#[cfg(test)]
mod tests;
