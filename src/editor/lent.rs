//! Lent mode: the editor's solver works for the app's benchmark (`app::benchmark`), which
//! makes the editor busy (its tag says so, its grid is saved as givens) and speaks on its status
//! line. Any button ends the loan: the benchmark stops, with no figure.

use crate::{size::Size, solver::Solver, text::Key};

use super::{Editor, State, status::Tone};

impl<S: Size> Editor<S> {
    /// Lends the solver to the benchmark: the editor is busy until [`Editor::end_loan`] or a
    /// button. Refused (`false`) while busy.
    pub fn lend_solver(&mut self) -> bool {
        if self.is_busy() {
            return false;
        }
        self.touch();
        self.state = State::Benchmark;
        true
    }

    /// The solver, while it is lent.
    pub fn lent_solver(&mut self) -> Option<&mut Solver<S>> {
        matches!(self.state, State::Benchmark).then_some(&mut self.solver)
    }

    /// The solver when nothing of the editor's lives in it (no work, no lesson), for the
    /// benchmark to borrow for a frame.
    pub fn spare_solver(&mut self) -> Option<&mut Solver<S>> {
        (!self.is_busy() && self.lesson().is_none()).then_some(&mut self.solver)
    }

    /// The benchmark is done with the solver: back to editing, the grid as it was.
    pub fn end_loan(&mut self) {
        if matches!(self.state, State::Benchmark) {
            self.touch();
            self.state = State::Edit;
        }
    }

    /// Any button while the solver is lent: the benchmark stops, with no figure.
    pub(super) fn stop_loan(&mut self) {
        self.state = State::Edit;
        self.tell(Tone::Info, Key::BenchStopped, &[]);
    }
}
