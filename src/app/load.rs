//! The app's load: whether work runs, for the shell to set the CPU's clock by.
//!
//! Work is whatever runs a slice a frame until it is done: a search (watched or not), a count,
//! a new puzzle, the lesson running or racing, the benchmark, and the library reading a
//! collection or grading the puzzle shown. A hint is found within its press's frame (no slice
//! runs for it). The shell (`src/main.rs`, `shell/system.rs`) runs the CPU at full speed while
//! [`App::load`] says [`Load::Working`] and at an idle clock otherwise, switching at the end of
//! a frame; [`App::frame_load`] says what the frame just run was, for the shell's report of
//! idle and working frames.
//!
//! The frame of the press that starts work runs at the idle clock, and is redrawn: its slice
//! of the work takes at most [`IDLE_CLOCK_BUDGET_US`] (2 ms, against a full frame's
//! [`FRAME_BUDGET_US`]), so that the redraw at 222 MHz and the slice stay within a frame; the
//! app tells the editor (and the library and the benchmark take it) which clock the frame runs
//! at, by the load the shell found at the end of the frame before.
//!
//! [`IDLE_CLOCK_BUDGET_US`]: crate::editor::IDLE_CLOCK_BUDGET_US
//! [`FRAME_BUDGET_US`]: crate::editor::FRAME_BUDGET_US

use crate::{app::App, save::Storage};

/// What the app asks of the CPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Load {
    /// Nothing runs: a frame answers the pad and draws.
    #[default]
    Idle,
    /// Work runs a slice a frame (a search, a count, a new puzzle, the lesson running, the
    /// benchmark, the library reading or grading).
    Working,
}

impl<St: Storage> App<St> {
    /// Whether work runs now: a slice of it will run in the next frame.
    pub fn load(&self) -> Load {
        if self.is_busy()
            || matches!(self.owned, crate::app::Owned::Benchmark(_))
            || self.library_working()
        {
            Load::Working
        } else {
            Load::Idle
        }
    }

    /// What the last frame ran: [`Load::Working`] if a slice of work ran in it (work that
    /// started, went on or ended in it), else [`Load::Idle`].
    pub fn frame_load(&self) -> Load {
        self.time.load
    }
}

#[cfg(test)]
mod tests {
    use super::Load;
    use crate::{
        app::menu::Item,
        clock::FakeClock,
        editor::{FRAME_BUDGET_US, IDLE_CLOCK_BUDGET_US, budget_us},
        format::AnyGrid,
        pad::Buttons,
        puzzles::{BENCHMARK, HARDEST_TEXT, WORST_CASE},
        test_support::{
            CLASSROOM, TestApp, fresh_app, menu_confirm, menu_to, press, running_lesson, wait,
        },
    };

    #[test]
    fn an_app_at_rest_is_idle_and_its_frames_too() {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = fresh_app();
        assert_eq!(app.load(), Load::Idle);
        assert_eq!(app.frame_load(), Load::Idle, "no frame yet");
        // Moving the cursor, typing a digit, a hint: frames without work.
        for button in [Buttons::RIGHT, Buttons::CIRCLE, Buttons::NONE] {
            press(&mut app, &mut clock, button);
            assert_eq!((app.load(), app.frame_load()), (Load::Idle, Load::Idle));
        }
        menu_confirm(&mut app, &mut clock, Item::Hint);
        assert_eq!((app.load(), app.frame_load()), (Load::Idle, Load::Idle));
    }

    #[test]
    fn a_search_is_work_from_its_press_to_the_frame_it_ends_in() {
        // A hard puzzle takes many frames at 20 ms a reading of the clock (a chunk a frame).
        let mut clock = FakeClock::stepping(20_000);
        let mut app = fresh_app();
        app.load_puzzle(AnyGrid::from_line(BENCHMARK[13]).unwrap());
        // Square may begin a chord: the search starts once the press is sure.
        press(&mut app, &mut clock, Buttons::SQUARE);
        if app.load() == Load::Idle {
            assert_eq!(app.frame_load(), Load::Idle, "nothing ran yet");
            press(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(app.load(), Load::Working);
        assert_eq!(app.frame_load(), Load::Working, "its first slice ran");
        let mut frames = 0;
        while app.load() == Load::Working {
            press(&mut app, &mut clock, Buttons::NONE);
            assert_eq!(app.frame_load(), Load::Working, "a slice ran");
            frames += 1;
            assert!(frames < 100_000, "the search ends");
        }
        assert!(frames > 1, "spread over {frames} frames");
        // The frame after the work ended is idle.
        press(&mut app, &mut clock, Buttons::NONE);
        assert_eq!((app.load(), app.frame_load()), (Load::Idle, Load::Idle));
    }

    #[test]
    fn work_that_ends_within_its_first_frame_makes_that_frame_a_working_one() {
        let mut clock = FakeClock::stepping(1);
        let mut app = fresh_app();
        app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
        press(&mut app, &mut clock, Buttons::SQUARE);
        assert_eq!(app.load(), Load::Idle, "solved within the frame");
        assert_eq!(app.frame_load(), Load::Working);
    }

    #[test]
    fn a_button_that_stops_work_ends_it_within_the_frame() {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = running_lesson(WORST_CASE, &mut clock);
        assert_eq!(app.load(), Load::Working, "a running lesson is work");
        press(&mut app, &mut clock, Buttons::CROSS);
        assert_eq!((app.load(), app.frame_load()), (Load::Idle, Load::Idle));
    }

    #[test]
    fn a_new_puzzle_a_count_and_the_benchmark_are_work() {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = fresh_app();
        menu_confirm(&mut app, &mut clock, Item::NewPuzzle);
        assert_eq!(app.load(), Load::Working, "a new puzzle");
        press(&mut app, &mut clock, Buttons::TRIANGLE);
        assert_eq!(app.load(), Load::Idle, "stopped");

        let mut app = fresh_app();
        app.load_puzzle(AnyGrid::from_line(&".".repeat(81)).unwrap());
        menu_confirm(&mut app, &mut clock, Item::Count);
        assert_eq!(app.load(), Load::Working, "a count");

        let mut app = fresh_app();
        menu_to(&mut app, &mut clock, Item::Benchmark);
        press(&mut app, &mut clock, Buttons::CROSS);
        assert_eq!(app.load(), Load::Working, "the benchmark");
        press(&mut app, &mut clock, Buttons::CIRCLE);
        assert_eq!(app.load(), Load::Idle, "any button ends the benchmark");
    }

    /// How far the test clock moves at each reading: a search's chunk of nodes costs one.
    const STEP_US: u64 = 1_000;

    /// The clock's advance in the first frame of work that `start` sets going (the frame of its
    /// press, at the idle clock) and in the frame after it (at full speed): the clock moves
    /// [`STEP_US`] a reading, so a frame's advance is its slice within a few readings.
    fn first_two_slices(
        what: &str,
        start: impl FnOnce(&mut TestApp, &mut FakeClock) -> Buttons,
    ) -> (u64, u64) {
        let mut clock = FakeClock::stepping(STEP_US);
        let mut app = fresh_app();
        // The shell starts at full speed; a frame without work brings the idle clock.
        press(&mut app, &mut clock, Buttons::NONE);
        let button = start(&mut app, &mut clock);
        let mut before = clock.now;
        press(&mut app, &mut clock, button);
        // A tentative press (Square) starts its work a frame later.
        if app.frame_load() == Load::Idle {
            before = clock.now;
            press(&mut app, &mut clock, Buttons::NONE);
        }
        assert_eq!(app.frame_load(), Load::Working, "{what}: the work began");
        let first = clock.now - before;
        assert_eq!(
            app.load(),
            Load::Working,
            "{what}: the work goes on after {first} us"
        );
        let before = clock.now;
        press(&mut app, &mut clock, Buttons::NONE);
        (first, clock.now - before)
    }

    /// Checks that the first slice took the idle clock's budget and the second a full frame's.
    fn short_then_full((first, second): (u64, u64), what: &str) {
        assert!(
            (IDLE_CLOCK_BUDGET_US..=IDLE_CLOCK_BUDGET_US + 3 * STEP_US).contains(&first),
            "{what}: the press's frame, at the idle clock, worked {first} us"
        );
        assert!(
            (FRAME_BUDGET_US..=FRAME_BUDGET_US + 3 * STEP_US).contains(&second),
            "{what}: the next frame, at full speed, worked {second} us"
        );
    }

    #[test]
    fn work_started_at_the_idle_clock_takes_a_short_slice_then_a_frames_budget() {
        short_then_full(
            first_two_slices("a search", |app, _| {
                // The in-app benchmark's hardest puzzle: hundreds of guesses.
                let hardest = HARDEST_TEXT.lines().find(|l| !l.starts_with('#')).unwrap();
                app.load_puzzle(AnyGrid::from_line(hardest).unwrap());
                Buttons::SQUARE
            }),
            "a search",
        );
        short_then_full(
            first_two_slices("a count", |app, clock| {
                app.load_puzzle(AnyGrid::from_line(&".".repeat(81)).unwrap());
                menu_to(app, clock, Item::Count);
                Buttons::CROSS
            }),
            "a count",
        );
        short_then_full(
            first_two_slices("the benchmark", |app, clock| {
                menu_to(app, clock, Item::Benchmark);
                Buttons::CROSS
            }),
            "the benchmark",
        );
        short_then_full(
            first_two_slices("the library's grading", |app, clock| {
                menu_confirm(app, clock, Item::Library);
                // Up wraps to the last built-in puzzle, the 16x16, graded over many frames.
                Buttons::UP
            }),
            "the library's grading",
        );
    }

    #[test]
    fn the_budget_is_short_only_at_the_idle_clock_and_never_longer_than_asked() {
        assert_eq!(budget_us(FRAME_BUDGET_US, true), IDLE_CLOCK_BUDGET_US);
        assert_eq!(budget_us(FRAME_BUDGET_US, false), FRAME_BUDGET_US);
        assert_eq!(
            budget_us(IDLE_CLOCK_BUDGET_US / 2, true),
            IDLE_CLOCK_BUDGET_US / 2
        );
    }

    #[test]
    fn the_library_grading_the_puzzle_shown_is_work_until_graded() {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = fresh_app();
        menu_confirm(&mut app, &mut clock, Item::Library);
        // Up wraps to the last built-in puzzle, the 16x16, graded over many frames.
        press(&mut app, &mut clock, Buttons::UP);
        assert_eq!(app.load(), Load::Working);
        wait(&mut app, &mut clock, 60_000);
        assert_eq!(app.load(), Load::Idle, "graded");
    }
}
