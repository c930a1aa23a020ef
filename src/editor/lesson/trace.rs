//! `lesson.txt`: the chosen algorithm's first steps on the lesson's puzzle, in the trace format
//! of `sudoku race --trace` (`K rXcY = D`, `K rXcY emptied`; `crate::lesson::trace`), for the
//! students to compare with their own program. The app writes it when the lesson starts, and
//! again when another puzzle or algorithm is chosen.

use core::fmt::Write;

use crate::{
    editor::{Editor, State},
    lesson::{Algorithm, Run, trace},
    size::Size,
};

/// The steps `lesson.txt` holds.
pub const TRACE_STEPS: u64 = 100;
/// Its largest size in bytes: 100 steps of a 9x9 walk take about 1,500 (ours may empty many
/// cells in one step: a line each; the lines that do not fit are left out whole).
pub const TRACE_BYTES: usize = 4096;

impl<S: Size> Editor<S> {
    /// Writes `lesson.txt`'s text, once after the lesson started or another puzzle or
    /// algorithm was chosen: the chosen algorithm's first [`TRACE_STEPS`] steps from the
    /// puzzle's start, as `sudoku race --trace` prints them.
    pub fn take_lesson_trace(&mut self, out: &mut impl Write) -> bool {
        let State::Lesson(lesson) = &mut self.state else {
            return false;
        };
        if !core::mem::take(&mut lesson.trace_due) {
            return false;
        }
        let (algorithm, puzzle) = (lesson.selected, lesson.puzzle);
        let Ok(mut run) = Run::new(algorithm, &puzzle, &mut self.solver) else {
            return false;
        };
        let mut text: heapless::String<TRACE_BYTES> = heapless::String::new();
        if trace::trace_run(&mut run, &mut self.solver, TRACE_STEPS, &mut text).is_err() {
            // Full: the last line, cut, is left out.
            let whole = text.rfind('\n').map_or(0, |at| at + 1);
            text.truncate(whole);
        }
        if algorithm == Algorithm::Ours {
            // Ours keeps its state in the solver the trace borrowed: its lane starts again on
            // the puzzle and comes back to where it stood.
            let i = Self::lane_index(algorithm);
            let State::Lesson(lesson) = &mut self.state else {
                return false;
            };
            let _ = lesson.lanes[i].rebuild(&puzzle, &mut self.solver);
        }
        let _ = out.write_str(&text);
        true
    }

    fn lane_index(algorithm: Algorithm) -> usize {
        Algorithm::ALL
            .iter()
            .position(|&a| a == algorithm)
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use crate::{
        Nine,
        clock::FakeClock,
        grid::Grid,
        lesson::{Algorithm, Run, trace},
        pad::Buttons,
        puzzles::CLASSROOM,
        solver::Solver,
        test_support::Driven,
    };
    use std::{boxed::Box, string::String};

    /// The trace as the host tool writes it (`sudoku race --trace`: `src/bin/sudoku/race.rs`).
    fn host_trace(algorithm: Algorithm, line: &str, steps: u64) -> String {
        let puzzle: Grid<Nine> = Grid::from_line(line).unwrap();
        let mut solver = Box::new(Solver::new(&Grid::empty(), 1).unwrap());
        let mut run = Run::new(algorithm, &puzzle, &mut solver).unwrap();
        let mut text = String::new();
        trace::trace_run(&mut run, &mut solver, steps, &mut text).unwrap();
        text
    }

    #[test]
    fn lesson_txt_is_written_at_the_start_and_when_the_algorithm_changes() {
        let mut e: Driven = Driven::new();
        e.load(Grid::from_line(CLASSROOM).unwrap());
        let mut clock = FakeClock::stepping(1);
        let mut text = String::new();
        assert!(!e.take_lesson_trace(&mut text), "no lesson, no file");
        e.start_lesson();
        assert!(e.take_lesson_trace(&mut text));
        assert_eq!(text, host_trace(Algorithm::Naive, CLASSROOM, 100));
        assert!(text.starts_with("1 r1c1 = 1\n"), "{text}");
        assert_eq!(text.lines().count(), 100);
        assert!(!e.take_lesson_trace(&mut String::new()), "once");
        for algorithm in [
            Algorithm::Sorted,
            Algorithm::Mrv,
            Algorithm::Ours,
            Algorithm::Report,
        ] {
            e.press(Buttons::DOWN);
            e.tick(&mut clock);
            let mut text = String::new();
            assert!(e.take_lesson_trace(&mut text), "{algorithm:?}");
            assert_eq!(text, host_trace(algorithm, CLASSROOM, 100), "{algorithm:?}");
        }
    }

    #[test]
    fn tracing_ours_leaves_its_lane_where_it_stood() {
        let mut e: Driven = Driven::new();
        e.load(Grid::from_line(CLASSROOM).unwrap());
        let mut clock = FakeClock::stepping(1);
        e.start_lesson();
        let _ = e.take_lesson_trace(&mut String::new());
        for button in [
            Buttons::UP,
            Buttons::UP,
            Buttons::SQUARE,
            Buttons::SQUARE,
            Buttons::SQUARE,
        ] {
            e.press(button);
            e.tick(&mut clock);
        }
        assert_eq!(e.lesson().unwrap().selected(), Algorithm::Ours);
        let before = e.lesson().unwrap().current().run().grid();
        let counters = e.lesson().unwrap().current().run().counters();
        let mut text = String::new();
        assert!(e.take_lesson_trace(&mut text));
        assert_eq!(text, host_trace(Algorithm::Ours, CLASSROOM, 100));
        let lane = e.lesson().unwrap().current();
        assert_eq!(lane.run().grid(), before);
        assert_eq!(lane.run().counters(), counters);
        // Its next steps are those of an ours never traced.
        let mut apart: Driven = Driven::new();
        apart.load(Grid::from_line(CLASSROOM).unwrap());
        apart.start_lesson();
        for button in [
            Buttons::UP,
            Buttons::UP,
            Buttons::SQUARE,
            Buttons::SQUARE,
            Buttons::SQUARE,
        ] {
            apart.press(button);
            apart.tick(&mut clock);
        }
        for _ in 0..60 {
            e.press(Buttons::SQUARE);
            e.tick(&mut clock);
            apart.press(Buttons::SQUARE);
            apart.tick(&mut clock);
            let (a, b) = (e.lesson().unwrap(), apart.lesson().unwrap());
            assert_eq!(a.current().run().grid(), b.current().run().grid());
            assert_eq!(a.current().run().counters(), b.current().run().counters());
        }
    }
}
