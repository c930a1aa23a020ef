use std::{boxed::Box, vec::Vec};

use super::*;
use crate::{
    app::{View, menu::Item},
    clock::FakeClock,
    draw::{Canvas, queens::QueensScreen},
    editor::Mode,
    lesson::queens::{count, nth_solution},
    pad::Buttons,
    random::Random,
    test_support::{TestApp, fresh_app, menu_confirm, press},
    text::Lang,
};
use embedded_graphics::{Drawable, pixelcolor::RgbColor};

/// The app with the queens opened from the menu.
fn opened(clock: &mut FakeClock) -> Box<TestApp> {
    let mut app = fresh_app();
    menu_confirm(&mut app, clock, Item::Queens);
    app
}

/// Frames with nothing pressed until nothing runs (at most `frames`); how many it took.
fn settle(app: &mut TestApp, clock: &mut FakeClock, frames: usize) -> usize {
    for i in 0..frames {
        if !app.is_busy() {
            return i;
        }
        press(app, clock, Buttons::NONE);
    }
    panic!("still running after {frames} frames");
}

fn queens(app: &TestApp) -> &QueensMode {
    app.queens().expect("the queens are on screen")
}

/// A digest of the mode's screen, as drawn: every pixel.
fn screen(queens: &QueensMode) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut canvas = Box::new(Canvas::new());
    QueensScreen {
        queens,
        lang: Lang::En,
    }
    .draw(canvas.as_mut())
    .unwrap_or_else(|e| match e {});
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for y in 0..crate::draw::SCREEN_HEIGHT {
        for x in 0..crate::draw::SCREEN_WIDTH {
            let p = canvas.pixel(x, y).expect("on screen");
            (p.r(), p.g(), p.b()).hash(&mut hasher);
        }
    }
    hasher.finish()
}

#[test]
fn the_menu_opens_the_eight_queens_and_chosen_again_goes_back_to_the_editor() {
    let mut clock = FakeClock::stepping(1);
    let mut app = opened(&mut clock);
    assert_eq!(app.view(), View::Board);
    assert_eq!(queens(&app).n(), 8);
    assert_eq!(queens(&app).selected(), Order::Rows);
    // The editor is left as it was, under the queens.
    assert_eq!(app.editors().active().mode(), Mode::Edit);
    // A press goes to the queens, not to the editor's cursor.
    press(&mut app, &mut clock, Buttons::SQUARE);
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(queens(&app).current().at(), 1);
    assert_eq!(crate::test_support::line(&app), ".".repeat(81));
    menu_confirm(&mut app, &mut clock, Item::Queens);
    assert!(app.queens().is_none());
    // Another mode of the menu leaves them too.
    menu_confirm(&mut app, &mut clock, Item::Queens);
    menu_confirm(&mut app, &mut clock, Item::Lesson);
    assert!(app.queens().is_none());
    assert_eq!(app.editors().active().mode(), Mode::Lesson);
}

#[test]
fn the_sliced_count_finds_92_for_8_and_browses_the_row_order_s_solutions() {
    // A chunk of steps a lane a frame: 10 ms a look at the clock.
    let mut clock = FakeClock::stepping(10_000);
    let mut app = opened(&mut clock);
    // L: the views turn back from the step view to the solutions view.
    press(&mut app, &mut clock, Buttons::L);
    assert_eq!(queens(&app).view(), super::View::Solutions);
    assert!(!app.is_busy(), "a view changes, nothing runs");
    press(&mut app, &mut clock, Buttons::RIGHT);
    assert!(app.is_busy(), "counting runs a slice a frame");
    let frames = settle(&mut app, &mut clock, 10_000);
    assert!(
        frames >= 1,
        "the count took {frames} more frames: not sliced"
    );
    let q = queens(&app);
    assert_eq!(q.counted(), Some(92));
    for order in Order::ALL {
        assert_eq!(q.lane(order).search().found(), 92, "{order:?}");
        assert_eq!(q.lane(order).search().status(), Status::Solved);
    }
    // Right shows the first, second... solution; Left goes back; Left from the first wraps to
    // the last.
    for k in 1..=3 {
        press(&mut app, &mut clock, Buttons::RIGHT);
        settle(&mut app, &mut clock, 1_000);
        let browse = queens(&app).browse().expect("a solution shown");
        assert_eq!(browse.number, k);
        assert_eq!(browse.board(), nth_solution(8, k), "solution {k}");
    }
    press(&mut app, &mut clock, Buttons::LEFT);
    settle(&mut app, &mut clock, 1_000);
    assert_eq!(queens(&app).browse().map(|b| b.number), Some(2));
    press(&mut app, &mut clock, Buttons::LEFT);
    press(&mut app, &mut clock, Buttons::LEFT);
    settle(&mut app, &mut clock, 1_000);
    let last = queens(&app).browse().expect("the last solution");
    assert_eq!(last.number, 92);
    assert_eq!(last.board(), nth_solution(8, 92));
    // Right from the last wraps to the first.
    press(&mut app, &mut clock, Buttons::RIGHT);
    settle(&mut app, &mut clock, 1_000);
    assert_eq!(
        queens(&app).browse().and_then(|b| b.board()),
        nth_solution(8, 1)
    );
    // Any other button leaves the solution for the search.
    press(&mut app, &mut clock, Buttons::UP);
    assert!(queens(&app).browse().is_none());
}

#[test]
fn counting_twelve_queens_takes_many_frames_each_within_its_slice() {
    // A look at the clock every chunk of steps, 1 ms apart: a lane's half of the slice is 14
    // chunks, and a slice goes at most a look past each half.
    let mut mode = QueensMode::new(MAX);
    let mut clock = FakeClock::stepping(1_000);
    mode.press(Buttons::L);
    mode.press(Buttons::RIGHT);
    let mut frames = 0;
    while mode.is_busy() {
        mode.tick(&mut clock, &Preferences::default());
        frames += 1;
    }
    assert_eq!(mode.counted(), Some(14_200));
    assert!(frames > 50, "{frames} frames");
    let longest = mode.longest_slice_us();
    assert!(longest <= SEARCH_SLICE_US + 3_000, "{longest} µs");
    assert!(
        longest >= SEARCH_SLICE_US,
        "{longest} µs: the slice is used"
    );
}

#[test]
fn a_count_s_frames_take_turns_searching_and_showing() {
    // A frame that searched for the long slice ([`SEARCH_SLICE_US`]) is not redrawn; the next
    // searches for the short one ([`SHOW_SLICE_US`]) and is; the frame the count ends in is redrawn whichever it is.
    let mut mode = QueensMode::new(MAX);
    let mut clock = FakeClock::stepping(1_000);
    mode.press(Buttons::L);
    mode.press(Buttons::RIGHT);
    let mut shown = Vec::new();
    while mode.is_busy() {
        let before = clock.now_us();
        let show = mode.tick(&mut clock, &Preferences::default());
        let both = Order::ALL
            .iter()
            .all(|&o| mode.lane(o).search().status() == Status::Running);
        shown.push((show, clock.now_us() - before, mode.is_busy(), both));
    }
    assert!(shown.len() > 50, "{} frames", shown.len());
    for (i, &(show, spent, busy, both)) in shown.iter().enumerate() {
        if !busy {
            assert!(show, "frame {i}: the count's end is drawn");
            continue;
        }
        assert_eq!(
            show,
            i % 2 == 0,
            "frame {i}: the first is drawn, then every other"
        );
        // Each clock reading here is a millisecond: a short slice takes a few.
        if show {
            assert!(spent < SEARCH_SLICE_US, "frame {i}: {spent} µs");
        } else {
            // Both orders searching, each takes its half of the slice.
            assert!(!both || spent >= SEARCH_SLICE_US, "frame {i}: {spent} µs");
            // A reading past each lane's half, and this test's own two readings.
            assert!(spent <= SEARCH_SLICE_US + 5_000, "frame {i}: {spent} µs");
        }
    }
}

#[test]
fn a_far_solution_is_browsed_with_whole_slices() {
    // From the first of 10 queens' 724 solutions, Left wraps to the last: the browsing search
    // walks nearly the whole tree, many chunks, and runs its slice each frame (a look at the
    // clock is 10 µs here), so it takes two frames at most, not a chunk a frame.
    let mut mode = QueensMode::new(10);
    let mut clock = FakeClock::stepping(10);
    mode.press(Buttons::L);
    mode.press(Buttons::RIGHT);
    while mode.is_busy() {
        mode.tick(&mut clock, &Preferences::default());
    }
    assert_eq!(mode.counted(), Some(724));
    mode.press(Buttons::RIGHT);
    while mode.is_busy() {
        mode.tick(&mut clock, &Preferences::default());
    }
    assert_eq!(mode.browse().map(|b| b.number), Some(1));
    mode.press(Buttons::LEFT);
    let mut frames = 0;
    while mode.is_busy() {
        mode.tick(&mut clock, &Preferences::default());
        frames += 1;
    }
    let last = mode.browse().expect("the last solution shown");
    assert_eq!(last.number, 724);
    assert!(frames <= 2, "{frames} frames");
}

#[test]
fn every_side_counts_its_solutions_on_screen() {
    for n in MIN..=10 {
        let mut mode = QueensMode::new(n);
        let mut clock = FakeClock::stepping(10);
        mode.press(Buttons::R);
        mode.press(Buttons::R);
        mode.press(Buttons::R);
        assert_eq!(
            mode.view(),
            super::View::Solutions,
            "R thrice: the fourth view"
        );
        mode.press(Buttons::LEFT);
        while mode.is_busy() {
            mode.tick(&mut clock, &Preferences::default());
        }
        assert_eq!(mode.counted(), count(n, Order::Rows), "{n} queens");
    }
}

#[test]
fn cross_runs_both_orders_to_their_first_solution_then_the_next() {
    let mut clock = FakeClock::stepping(1);
    let mut app = opened(&mut clock);
    press(&mut app, &mut clock, Buttons::CROSS);
    settle(&mut app, &mut clock, 1_000);
    let q = queens(&app);
    for order in Order::ALL {
        let search = q.lane(order).search();
        assert_eq!(search.found(), 1, "{order:?}");
        assert_eq!(search.depth(), 8, "a full board");
    }
    assert_eq!(q.current().search().board(), nth_solution(8, 1).unwrap());
    // The smarter order places fewer queens on its way there.
    let placed = |order| q.lane(order).search().counters().placements;
    assert!(placed(Order::MostConstrained) < placed(Order::Rows));
    press(&mut app, &mut clock, Buttons::CROSS);
    settle(&mut app, &mut clock, 1_000);
    assert_eq!(
        queens(&app).current().search().board(),
        nth_solution(8, 2).unwrap()
    );
    // Down: the board shows the other order.
    press(&mut app, &mut clock, Buttons::DOWN);
    assert_eq!(queens(&app).selected(), Order::MostConstrained);
}

#[test]
fn any_button_stops_a_run_and_does_nothing_else() {
    let mut clock = FakeClock::stepping(10_000);
    let mut app = opened(&mut clock);
    press(&mut app, &mut clock, Buttons::L);
    press(&mut app, &mut clock, Buttons::RIGHT);
    assert!(app.is_busy());
    press(&mut app, &mut clock, Buttons::RIGHT);
    assert!(!app.is_busy());
    let q = queens(&app);
    assert_eq!(q.n(), 8, "the press only stopped the count");
    assert_eq!(q.counted(), None);
    // Play stops by itself on a solution.
    press(&mut app, &mut clock, Buttons::CIRCLE);
    settle(&mut app, &mut clock, 100_000);
    let search = queens(&app).current().search();
    assert_eq!(search.depth(), 8, "play stops on a solution");
}

#[test]
fn left_and_right_change_n_and_start_again_keeping_the_order_and_view() {
    let mut mode = QueensMode::new(8);
    let mut clock = FakeClock::stepping(1);
    let prefs = Preferences::default();
    for button in [Buttons::SQUARE, Buttons::DOWN, Buttons::SELECT] {
        mode.press(button);
        mode.tick(&mut clock, &prefs);
    }
    mode.press(Buttons::RIGHT);
    assert_eq!(mode.n(), 9);
    assert_eq!(mode.current().at(), 0, "a new search");
    assert_eq!(mode.selected(), Order::MostConstrained);
    assert!(mode.is_projected());
    for _ in 0..3 {
        mode.press(Buttons::RIGHT);
    }
    assert_eq!(mode.n(), MAX);
    mode.press(Buttons::RIGHT);
    assert_eq!(mode.n(), MIN, "past 12, back to 4");
    mode.press(Buttons::LEFT);
    assert_eq!(mode.n(), MAX);
    mode.press(Buttons::LEFT);
    assert_eq!(mode.n(), 11);
    assert_eq!(mode.current().search().n(), 11);
    // A count is of one N: a new N has none.
    mode.press(Buttons::L);
    mode.press(Buttons::RIGHT);
    while mode.is_busy() {
        mode.tick(&mut clock, &prefs);
    }
    assert_eq!(mode.counted(), Some(2680));
    // Back to the history view (in the solutions view Left and Right browse): a new N.
    mode.press(Buttons::L);
    mode.press(Buttons::L);
    mode.press(Buttons::LEFT);
    assert_eq!(mode.n(), 10);
    assert_eq!(mode.counted(), None);
    assert_eq!(mode.view(), super::View::History, "the view is kept");
}

#[test]
fn stepping_back_then_forward_draws_the_same_screens() {
    let prefs = Preferences::default();
    let mut clock = FakeClock::stepping(1);
    let mut random = Random::new(28);
    for order in Order::ALL {
        let mut mode = QueensMode::new(8);
        if order == Order::MostConstrained {
            mode.press(Buttons::DOWN);
        }
        let mut screens: Vec<u64> = Vec::new();
        for _ in 0..120 {
            screens.push(screen(&mode));
            mode.press(Buttons::SQUARE);
            mode.tick(&mut clock, &prefs);
        }
        for _ in 0..6 {
            let back = 1 + random.below(40);
            for _ in 0..back {
                mode.press(Buttons::TRIANGLE);
                mode.tick(&mut clock, &prefs);
            }
            let at = mode.current().at() as usize;
            assert!(screen(&mode) == screens[at], "{order:?}: back to step {at}");
            let ahead = back.min(screens.len() - 1 - at);
            for (k, &expected) in screens.iter().enumerate().skip(at + 1).take(ahead) {
                mode.press(Buttons::SQUARE);
                mode.tick(&mut clock, &prefs);
                assert!(screen(&mode) == expected, "{order:?}: on to step {k}");
            }
        }
    }
}
