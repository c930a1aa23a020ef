//! Go to step N: the number box the Start menu's *Go to step* entry opens in the lesson (as the
//! library's go-to box works: Up/Down turn the digit, Left/Right choose it, the console's
//! confirm button goes, the other one, Start or Triangle closes it), then the jump, a slice a
//! frame ([`crate::lesson::Rewind::goto`]: from the saved state before the step, never a frozen
//! frame; in the tree view the tree follows, [`crate::lesson::exploration::Exploration::follow`]).
//! Any button stops a long jump where it is.

use crate::{clock::Clock, pad::Buttons, text::In, text::Key, text::Thousands};

use super::{
    super::{Editor, State, status::Tone},
    Pace, SEARCH_SLICE_US, SHOW_SLICE_US, chunk,
};

/// The most digits the box holds: steps up to 999,999,999 (the naive search's worst case
/// takes 117,612,541).
pub const MOST_DIGITS: u8 = 9;

/// The number box: the step typed, digit by digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepBox {
    /// The step as typed.
    pub number: u32,
    /// The digit being turned, from the left.
    pub place: u8,
    /// Digits shown: one more than the furthest step reached has, three at least.
    pub width: u8,
    /// The console's confirm button (the other one closes the box).
    pub confirm: Buttons,
}

/// The digits of `n`.
fn digits(n: u64) -> u8 {
    let mut width = 1;
    let mut n = n / 10;
    while n > 0 {
        width += 1;
        n /= 10;
    }
    width
}

impl StepBox {
    /// The box for a search standing at step `at`, that went as far as `furthest`.
    pub fn new(at: u64, furthest: u64, confirm: Buttons) -> Self {
        let width = (digits(furthest.max(at)) + 1).clamp(3, MOST_DIGITS);
        let most = 10u64.pow(u32::from(width)) - 1;
        StepBox {
            number: at.min(most) as u32,
            place: width - 1,
            width,
            confirm,
        }
    }

    /// The digit at `place` turned up (`up`) or down, wrapping from 9 to 0.
    fn turned(self, up: bool) -> u32 {
        let unit = 10u32.pow(u32::from(self.width - 1 - self.place));
        let digit = self.number / unit % 10;
        let next = if up {
            (digit + 1) % 10
        } else {
            (digit + 9) % 10
        };
        self.number - digit * unit + next * unit
    }
}

impl<S: crate::size::Size> super::Lesson<S> {
    /// The step a jump goes to (or the tree catching up), while it goes.
    pub fn jumping_to(&self) -> Option<u64> {
        self.jump
    }
}

impl<S: crate::size::Size> Editor<S> {
    /// The Start menu's *Go to step*: opens the number box on the step the chosen search stands
    /// at (`confirm`: the console's confirm button). Only in the lesson.
    pub fn open_lesson_goto(&mut self, confirm: Buttons) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        let lane = lesson.current();
        lesson.step_box = Some(StepBox::new(lane.recorded(), lane.furthest(), confirm));
        self.touch();
        self.tell(Tone::Info, Key::LessonGoToOpen, &[]);
    }

    /// A button while the number box is open.
    pub(super) fn step_box_press(&mut self, button: Buttons) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        let Some(mut step_box) = lesson.step_box else {
            return;
        };
        let back = if step_box.confirm == Buttons::CROSS {
            Buttons::CIRCLE
        } else {
            Buttons::CROSS
        };
        match button {
            Buttons::UP | Buttons::DOWN => step_box.number = step_box.turned(button == Buttons::UP),
            Buttons::LEFT => step_box.place = step_box.place.saturating_sub(1),
            Buttons::RIGHT => step_box.place = (step_box.place + 1).min(step_box.width - 1),
            b if b == step_box.confirm => {
                lesson.step_box = None;
                lesson.jump = Some(u64::from(step_box.number));
                lesson.pace = Pace::Jumping;
                let to = In(self.lang, Thousands(u64::from(step_box.number)));
                self.touch();
                return self.tell(Tone::Info, Key::LessonGoingTo, &[&to]);
            }
            b if b == back || b == Buttons::START || b == Buttons::TRIANGLE => {
                lesson.step_box = None;
                self.touch();
                return self.tell(Tone::Info, Key::LessonGoToClosed, &[]);
            }
            _ => return,
        }
        lesson.step_box = Some(step_box);
        self.touch();
    }

    /// Starts a jump to step `target` (what confirming the box does).
    #[cfg(test)]
    fn lesson_jump_to(&mut self, target: u64) {
        if let State::Lesson(lesson) = &mut self.state {
            lesson.jump = Some(target);
            lesson.pace = Pace::Jumping;
        }
    }

    /// A frame of a jump (or of the tree catching up with its search): slices of the way until
    /// the frame's time is spent.
    pub(super) fn tick_jump(&mut self, clock: &mut impl Clock) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        let Some(target) = lesson.jump else {
            lesson.pace = Pace::Stopped;
            return;
        };
        let budget = chunk(lesson.selected);
        let show = lesson.take_turn();
        let slice = if show { SHOW_SLICE_US } else { SEARCH_SLICE_US };
        let start = clock.now_us();
        let mut there = false;
        while !there && clock.now_us() - start < slice {
            there = lesson.goto_lane(&mut self.solver, target, budget, clock);
        }
        if !there {
            if show {
                self.touch();
            }
            return;
        }
        self.touch();
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        lesson.jump = None;
        lesson.pace = Pace::Stopped;
        let at = lesson.current().recorded();
        if at < target && lesson.current().is_over() {
            return self.say_over();
        }
        let at = In(self.lang, Thousands(at));
        self.tell(Tone::Info, Key::LessonAtStep, &[&at]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Four, Nine,
        clock::FakeClock,
        editor::lesson::View,
        grid::Grid,
        lesson::Algorithm,
        puzzles::CLASSROOM,
        test_support::{Driven, said},
    };

    /// The lesson on `line` with `algorithm` chosen, after `presses` (each followed by a frame),
    /// run until it stops.
    fn after<S: crate::size::Size>(
        line: &str,
        algorithm: Algorithm,
        presses: &[(Buttons, usize)],
    ) -> Driven<S> {
        let mut e: Driven<S> = Driven::new();
        e.load(Grid::from_line(line).unwrap());
        e.start_lesson();
        let mut clock = FakeClock::stepping(1);
        let down = Algorithm::ALL.iter().position(|&a| a == algorithm).unwrap();
        for &(button, times) in [(Buttons::DOWN, down)].iter().chain(presses) {
            for _ in 0..times {
                e.press(button);
                e.tick(&mut clock);
            }
        }
        e.settle(&mut clock, 100_000);
        e
    }

    /// Opens the box and types `n` into it (its digits turned up from those shown), then goes.
    fn go_to<S: crate::size::Size>(e: &mut Driven<S>, n: u32) {
        let mut clock = FakeClock::stepping(1);
        e.open_lesson_goto(Buttons::CROSS);
        let step_box = *e.lesson().unwrap().step_box().unwrap();
        let mut presses = std::vec::Vec::new();
        presses.extend(core::iter::repeat_n(
            Buttons::LEFT,
            usize::from(step_box.width),
        ));
        for place in 0..step_box.width {
            let unit = 10u32.pow(u32::from(step_box.width - 1 - place));
            let (from, to) = (step_box.number / unit % 10, n / unit % 10);
            presses.extend(core::iter::repeat_n(
                Buttons::UP,
                ((to + 10 - from) % 10) as usize,
            ));
            presses.push(Buttons::RIGHT);
        }
        for button in presses {
            e.press(button);
            e.tick(&mut clock);
        }
        assert_eq!(e.lesson().unwrap().step_box().unwrap().number, n);
        e.press(Buttons::CROSS);
        e.tick(&mut clock);
        e.settle(&mut clock, 100_000);
    }

    /// What a lane shows: its counters, grid, last steps and status.
    fn shown<S: crate::size::Size>(
        e: &Editor<S>,
    ) -> (crate::lesson::Counters, Grid<S>, crate::lesson::Recent<S>) {
        let run = e.lesson().unwrap().current();
        (run.run().counters(), run.run().grid(), *run.recent())
    }

    #[test]
    fn going_to_step_n_shows_what_n_steps_from_the_start_show_back_or_forward() {
        for algorithm in Algorithm::ALL {
            let mut e = after::<Nine>(CLASSROOM, algorithm, &[(Buttons::SQUARE, 120)]);
            let furthest = e.lesson().unwrap().current().recorded();
            go_to(&mut e, 40);
            let forty = after::<Nine>(CLASSROOM, algorithm, &[(Buttons::SQUARE, 40)]);
            assert_eq!(shown(&e), shown(&forty), "{algorithm:?} back to 40");
            assert_eq!(e.lesson().unwrap().current().recorded(), 40.min(furthest));
            assert_eq!(e.lesson().unwrap().pace(), Pace::Stopped);
            go_to(&mut e, 300);
            let three_hundred = after::<Nine>(CLASSROOM, algorithm, &[(Buttons::SQUARE, 300)]);
            assert_eq!(shown(&e), shown(&three_hundred), "{algorithm:?} on to 300");
        }
    }

    #[test]
    fn in_the_tree_view_the_tree_follows_the_jump() {
        let mut e = after::<Four>(
            "32.4........4.23",
            Algorithm::Naive,
            &[(Buttons::R, 6), (Buttons::CROSS, 1)],
        );
        go_to(&mut e, 9);
        let lesson = e.lesson().unwrap();
        assert_eq!(lesson.view(), View::Tree);
        assert!(lesson.tree_in_sync());
        let nine = after::<Four>(
            "32.4........4.23",
            Algorithm::Naive,
            &[(Buttons::R, 6), (Buttons::SQUARE, 9)],
        );
        assert_eq!(lesson.tree().nodes(), nine.lesson().unwrap().tree().nodes());
        assert_eq!(shown(&e), shown(&nine));
    }

    #[test]
    fn the_other_button_closes_the_box_and_goes_nowhere() {
        let mut e = after::<Nine>(CLASSROOM, Algorithm::Naive, &[(Buttons::SQUARE, 5)]);
        let before = shown(&e);
        let mut clock = FakeClock::stepping(1);
        e.open_lesson_goto(Buttons::CROSS);
        for button in [Buttons::UP, Buttons::CIRCLE] {
            e.press(button);
            e.tick(&mut clock);
        }
        assert!(e.lesson().unwrap().step_box().is_none());
        assert_eq!(shown(&e), before);
        // Circle confirms on a Japanese console: Up then Circle goes to step 6.
        e.open_lesson_goto(Buttons::CIRCLE);
        for button in [Buttons::UP, Buttons::CIRCLE] {
            e.press(button);
            e.tick(&mut clock);
        }
        e.settle(&mut clock, 1000);
        assert_eq!(e.lesson().unwrap().current().recorded(), 6);
    }

    #[test]
    fn start_and_triangle_close_the_box_other_buttons_leave_it_and_right_stops_at_the_units() {
        let mut e = after::<Nine>(CLASSROOM, Algorithm::Naive, &[(Buttons::SQUARE, 5)]);
        let mut clock = FakeClock::stepping(1);
        for close in [Buttons::START, Buttons::TRIANGLE] {
            e.open_lesson_goto(Buttons::CROSS);
            e.press(close);
            e.tick(&mut clock);
            assert!(e.lesson().unwrap().step_box().is_none(), "{close:?}");
            assert_eq!(said(e.status()), (Key::LessonGoToClosed, Tone::Info));
        }
        e.open_lesson_goto(Buttons::CROSS);
        let opened = *e.lesson().unwrap().step_box().unwrap();
        // The box opens on the units, its last place: Right stays there; Square and Select do
        // nothing.
        for button in [Buttons::RIGHT, Buttons::SQUARE, Buttons::SELECT] {
            e.press(button);
            e.tick(&mut clock);
            assert_eq!(
                *e.lesson().unwrap().step_box().unwrap(),
                opened,
                "{button:?}"
            );
        }
    }

    #[test]
    fn a_jump_says_the_step_reached_or_that_the_search_ended_before_it() {
        let four = "32.4........4.23";
        let mut e = after::<Four>(four, Algorithm::Naive, &[]);
        go_to(&mut e, 5);
        assert_eq!(e.lesson().unwrap().current().recorded(), 5);
        assert_eq!(said(e.status()), (Key::LessonAtStep, Tone::Info));
        go_to(&mut e, 900);
        let lane = e.lesson().unwrap().current();
        assert!(lane.is_over() && lane.recorded() < 900);
        assert_ne!(
            said(e.status()).0,
            Key::LessonAtStep,
            "the end said instead"
        );
        // A jump to the very step the search ends on says that step.
        let end = lane.recorded();
        go_to(&mut e, u32::try_from(end).unwrap() - 1);
        go_to(&mut e, u32::try_from(end).unwrap());
        assert_eq!(said(e.status()), (Key::LessonAtStep, Tone::Info));
    }

    #[test]
    fn a_long_jump_takes_frames_and_any_button_stops_it() {
        let mut e = after::<Nine>(crate::puzzles::WORST_CASE, Algorithm::Naive, &[]);
        // A millisecond a look at the clock: a frame's slice is a few chunks of steps.
        let mut clock = FakeClock::stepping(1_000);
        e.lesson_jump_to(5_000_000);
        e.tick(&mut clock);
        let at = e.lesson().unwrap().current().recorded();
        assert!(at > 0 && at < 5_000_000, "a slice: {at}");
        assert!(e.is_busy());
        assert_eq!(e.lesson().unwrap().jumping_to(), Some(5_000_000));
        e.press(Buttons::SQUARE);
        e.tick(&mut clock);
        assert!(!e.is_busy());
        assert_eq!(e.lesson().unwrap().jumping_to(), None);
        assert_eq!(
            e.lesson().unwrap().current().recorded(),
            at,
            "stopped where it was"
        );
    }

    #[test]
    fn a_jump_frame_works_its_whole_slice_and_no_more() {
        // 500 us a reading, late on the clock (as on a console on for a while). Each call of
        // the way reads the clock twice (it goes further than ever), each look before a call
        // once: the k-th look sees (3k - 2) x 500 us spent, and a call takes a chunk of steps.
        let mut e = after::<Nine>(crate::puzzles::WORST_CASE, Algorithm::Naive, &[]);
        let mut clock = FakeClock {
            now: 1_000_000_000,
            step: 500,
        };
        let calls_within = |slice: u64| (1u64..).take_while(|k| (3 * k - 2) * 500 < slice).count();
        let mut expected = [calls_within(SHOW_SLICE_US), calls_within(SEARCH_SLICE_US)];
        expected.sort();
        assert_eq!(expected, [1, 9], "a showing frame and a searching one");
        e.lesson_jump_to(5_000_000);
        let mut calls = [0; 2];
        let mut at = 0;
        for count in &mut calls {
            e.tick(&mut clock);
            let now = e.lesson().unwrap().current().recorded();
            *count = usize::try_from((now - at) / u64::from(chunk(Algorithm::Naive))).unwrap();
            at = now;
        }
        calls.sort();
        assert_eq!(calls, expected);
    }

    #[test]
    fn the_box_has_a_digit_more_than_the_furthest_step_and_starts_on_the_units() {
        let b = StepBox::new(30, 565, Buttons::CROSS);
        assert_eq!((b.number, b.width, b.place), (30, 4, 3));
        assert_eq!(StepBox::new(0, 0, Buttons::CROSS).width, 3);
        let worst = StepBox::new(117_612_541, 117_612_541, Buttons::CIRCLE);
        assert_eq!((worst.number, worst.width), (117_612_541, MOST_DIGITS));
        assert_eq!(digits(9), 1);
        assert_eq!(digits(10), 2);
        assert_eq!(digits(999), 3);
        assert_eq!(digits(1000), 4);
    }

    #[test]
    fn a_digit_turns_round_in_its_place_alone() {
        let mut b = StepBox::new(309, 999, Buttons::CROSS);
        assert_eq!(b.width, 4);
        assert_eq!(b.turned(true), 300, "9 turns to 0, no carry");
        assert_eq!(b.turned(false), 308);
        b.place = 0;
        assert_eq!(b.turned(true), 1309);
        b.place = 1;
        assert_eq!(b.turned(true), 409);
        b.place = 2;
        assert_eq!(b.turned(false), 399, "0 turns down to 9");
        assert_eq!(b.turned(true), 319);
    }
}
