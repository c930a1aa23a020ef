//! Counting: every solution of the givens, up to a limit, a frame's slice at a time with the
//! count so far on the status line; any button stops it. The grid is not touched: the count
//! is news, not an edit (the tutorial grid of the source material has 434 solutions).

use crate::{
    clock::Clock,
    size::Size,
    solver,
    text::{Counted, In, Key},
};

use super::{
    Editor, FRAME_BUDGET_US, Mode, State,
    search::NODES_PER_CHUNK,
    status::{Duration, Tone},
};

/// How many solutions the menu's count goes up to before it says "or more".
pub const COUNT_LIMIT: u32 = 10_000;

/// A count under way.
#[derive(Debug, Clone, Copy)]
pub(super) struct Counting {
    /// The mode to go back to when the count ends or is stopped.
    back: Mode,
    /// Time spent in the solver so far.
    spent_us: u64,
}

impl Counting {
    /// The mode the editor was in before, and goes back to.
    pub(super) fn back(&self) -> Mode {
        self.back
    }
}

/// "1 solution", "434 solutions".
fn solutions(n: u32) -> Counted {
    Counted(n.into(), Key::SolutionOne, Key::SolutionMany)
}

impl<S: Size> Editor<S> {
    /// Counts the solutions of the givens up to [`COUNT_LIMIT`], a slice per frame; the grid
    /// stays as it is. Clashing givens are named instead.
    pub fn start_count(&mut self) {
        if self.is_busy() {
            return;
        }
        self.touch();
        self.settle_notes();
        let puzzle = self.grid.givens_only();
        // One more than the limit tells "exactly the limit" from "more".
        if let Err(conflict) = self.solver.load(&puzzle, COUNT_LIMIT + 1) {
            let conflict = In(self.lang, &conflict);
            self.tell(Tone::Bad, Key::CountConflict, &[&conflict]);
            return;
        }
        let back = self.mode();
        self.state = State::Count(Counting { back, spent_us: 0 });
        self.tell(Tone::Info, Key::Counting, &[]);
    }

    /// Any button while counting: the count so far is a lower bound.
    pub(super) fn stop_count(&mut self) {
        let back = match &self.state {
            State::Count(counting) => counting.back,
            _ => Mode::Edit,
        };
        self.state = State::settled(back);
        let found = self.solver.solution_count();
        let found = In(self.lang, &solutions(found));
        self.tell(Tone::Info, Key::CountStopped, &[&found]);
    }

    /// A frame's slice of the count, and the count so far or the outcome.
    pub(super) fn tick_count(&mut self, clock: &mut impl Clock) {
        let State::Count(mut counting) = self.state else {
            return;
        };
        let start = clock.now_us();
        let mut now = start;
        let slice = self.slice_us(FRAME_BUDGET_US);
        while self.solver.status() == solver::Status::Running && now - start < slice {
            self.solver.step(NODES_PER_CHUNK);
            now = clock.now_us();
        }
        counting.spent_us += now - start;
        self.touch();
        let found = self.solver.solution_count();
        if self.solver.status() == solver::Status::Running {
            self.state = State::Count(counting);
            let found = In(self.lang, &solutions(found));
            self.tell(Tone::Info, Key::CountSoFar, &[&found]);
            return;
        }
        self.state = State::settled(counting.back);
        let lang = self.lang;
        let time = In(lang, &Duration(counting.spent_us));
        match found {
            0 => self.tell(Tone::Bad, Key::CountNone, &[&time]),
            1 => self.tell(Tone::Good, Key::CountUnique, &[&time]),
            n if n > COUNT_LIMIT => self.tell(Tone::Info, Key::CountMore, &[&COUNT_LIMIT, &time]),
            n => self.tell(
                Tone::Info,
                Key::CountSome,
                &[&In(lang, &solutions(n)), &time],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        clock::FakeClock,
        grid::Grid,
        pad::Buttons,
        puzzles::{CLASSROOM, TUTORIAL},
    };
    use crate::{
        test_support::{Driven, said},
        text::Lang,
    };
    use std::string::ToString;

    fn counted(line: &str) -> (Driven, FakeClock) {
        let mut editor: Driven = Driven::new();
        editor.load(Grid::from_line(line).unwrap());
        let mut clock = FakeClock::stepping(1);
        editor.start_count();
        for _ in 0..100_000 {
            if !editor.is_busy() {
                break;
            }
            editor.tick(&mut clock);
        }
        (editor, clock)
    }

    #[test]
    fn the_tutorial_grid_counts_434_solutions_and_keeps_its_givens() {
        let (editor, _) = counted(TUTORIAL);
        assert_eq!(said(editor.status()), (Key::CountSome, Tone::Info));
        let found = In(Lang::En, solutions(434)).to_string();
        assert!(
            editor.status().text().starts_with(&found),
            "{:?}",
            editor.status()
        );
        assert_eq!(editor.grid(), &Grid::from_line(TUTORIAL).unwrap());
        assert_eq!(editor.mode(), Mode::Edit);
    }

    #[test]
    fn a_unique_puzzle_says_one_solution_and_an_empty_grid_stops_at_the_limit() {
        let (editor, _) = counted(CLASSROOM);
        assert_eq!(said(editor.status()), (Key::CountUnique, Tone::Good));
        let (empty, _) = counted(&".".repeat(81));
        assert_eq!(said(empty.status()), (Key::CountMore, Tone::Info));
        assert!(
            empty.status().text().contains("10000"),
            "{:?}",
            empty.status()
        );
    }

    #[test]
    fn counting_shows_progress_runs_a_slice_a_frame_and_any_button_stops_it() {
        let mut editor: Driven = Driven::new();
        editor.load(Grid::from_line(&".".repeat(81)).unwrap());
        editor.start_count();
        assert_eq!(editor.mode(), Mode::Count);
        assert!(editor.is_busy());
        let mut clock = FakeClock::stepping(100);
        editor.tick(&mut clock);
        assert_eq!(said(editor.status()), (Key::CountSoFar, Tone::Info));
        assert!(clock.now <= FRAME_BUDGET_US + 1000, "one slice a frame");
        editor.press(Buttons::TRIANGLE);
        assert_eq!(editor.mode(), Mode::Edit);
        assert_eq!(said(editor.status()), (Key::CountStopped, Tone::Info));
        assert_eq!(
            editor.grid(),
            &Grid::empty(),
            "the button only stopped the count"
        );
    }

    #[test]
    fn clashing_givens_are_named_not_counted() {
        let mut editor: Driven = Driven::new();
        let mut line = ".".repeat(81);
        line.replace_range(0..2, "55");
        editor.load(Grid::from_line(&line).unwrap());
        editor.start_count();
        assert!(!editor.is_busy());
        assert_eq!(said(editor.status()), (Key::CountConflict, Tone::Bad));
    }
}
