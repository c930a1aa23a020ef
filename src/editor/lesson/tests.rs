use super::*;
use crate::{
    Nine,
    clock::FakeClock,
    editor::Mode,
    lesson::{Counters, Event, Recent},
    puzzles::{CLASSROOM, TUTORIAL, WORST_CASE},
    solver::Status,
};
use crate::{
    editor::status::{Duration, Tone},
    test_support::{Driven, said, says},
    text::{Counted, In, Key, Lang},
};
use std::{
    format,
    string::{String, ToString},
};

fn editor(line: &str) -> Driven {
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(line).unwrap());
    e
}

fn lesson(e: &Editor<Nine>) -> &Lesson<Nine> {
    e.lesson().expect("the lesson is on")
}

/// Presses `button` and runs the frame, as the app does.
fn press(e: &mut Driven, clock: &mut FakeClock, button: Buttons) {
    e.press(button);
    e.tick(clock);
}

/// `n placements`, as the status counts them.
fn placed(n: u64) -> Counted {
    Counted(n, Key::LessonPlacementOne, Key::LessonPlacementMany)
}

/// `n backtracks`, as the status counts them.
fn backed(n: u64) -> Counted {
    Counted(n, Key::LessonBacktrackOne, Key::LessonBacktrackMany)
}

fn steps_of(e: &Editor<Nine>, algorithm: Algorithm) -> u64 {
    counted(lesson(e).lane(algorithm).run().counters())
}

/// Ticks until the lesson's search stops by itself (at most `frames` frames).
fn settle(e: &mut Driven, clock: &mut FakeClock, frames: usize) {
    for _ in 0..frames {
        if !e.is_busy() {
            return;
        }
        e.tick(clock);
    }
    panic!("still running after {frames} frames");
}

#[test]
fn the_lesson_starts_on_the_givens_and_leaves_the_grid_as_it_was() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    assert_eq!(e.mode(), Mode::Lesson);
    assert!(!e.is_busy(), "stopped: the menu and the views answer");
    assert_eq!(lesson(&e).puzzle(), &Grid::from_line(CLASSROOM).unwrap());
    for _ in 0..30 {
        press(&mut e, &mut clock, Buttons::SQUARE);
    }
    assert_eq!(
        e.grid().to_string(),
        CLASSROOM,
        "the editor's grid is untouched"
    );
    assert_eq!(e.saved_state(), (*e.grid(), None));
    e.leave_lesson();
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(e.grid().to_string(), CLASSROOM);

    // From a solution shown: the lesson searches the givens, and the solution comes back.
    e.press(Buttons::SQUARE);
    while e.is_busy() {
        e.tick(&mut clock);
    }
    assert_eq!(e.mode(), Mode::Solved { unique: true });
    let solved = *e.grid();
    e.start_lesson();
    assert_eq!(lesson(&e).puzzle(), &solved.givens_only());
    assert_eq!(e.saved_state(), (solved, Some(true)));
    e.leave_lesson();
    assert_eq!(
        (e.mode(), *e.grid()),
        (Mode::Solved { unique: true }, solved)
    );
}

#[test]
fn clashing_givens_and_games_have_no_lesson() {
    let mut e = editor(&format!("5.....5{}", ".".repeat(74)));
    e.start_lesson();
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::LessonConflict, Tone::Bad));
    let mut game = editor(CLASSROOM);
    game.start_play();
    game.start_lesson();
    assert_eq!(game.mode(), Mode::Play);
    assert_eq!(said(game.status()), (Key::LessonFromEditing, Tone::Info));
}

#[test]
fn square_takes_one_step_of_the_chosen_algorithm() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    for n in 1..=20 {
        press(&mut e, &mut clock, Buttons::SQUARE);
        assert_eq!(steps_of(&e, Algorithm::Naive), n);
    }
    assert_eq!(
        steps_of(&e, Algorithm::Mrv),
        0,
        "only the chosen algorithm steps"
    );
    press(&mut e, &mut clock, Buttons::DOWN);
    press(&mut e, &mut clock, Buttons::DOWN);
    assert_eq!(lesson(&e).selected(), Algorithm::Mrv);
    press(&mut e, &mut clock, Buttons::SQUARE);
    assert_eq!(steps_of(&e, Algorithm::Mrv), 1);
    assert_eq!(
        steps_of(&e, Algorithm::Naive),
        20,
        "each keeps its own search"
    );
    let last = lesson(&e).current().recent().last();
    assert!(matches!(last, Some(Event::Placed { .. })), "{last:?}");
}

#[test]
fn steps_taken_one_at_a_time_are_timed_on_the_apps_clock() {
    let mut e = editor(CLASSROOM);
    // A millisecond a reading: each step takes some, and the lane can spend no more than passed.
    let mut clock = FakeClock::stepping(1_000);
    e.start_lesson();
    let start = clock.now;
    let mut spent = 0;
    for n in 1..=10 {
        press(&mut e, &mut clock, Buttons::SQUARE);
        let now = lesson(&e).lane(Algorithm::Naive).spent_us;
        assert!(now > spent, "step {n}: {now} us after {spent} us");
        spent = now;
    }
    assert!(
        spent <= clock.now - start,
        "{spent} us spent of {} us",
        clock.now - start
    );
}

#[test]
fn play_steps_at_the_watch_speed_until_any_button_which_does_nothing_else() {
    let mut e = editor(WORST_CASE);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    press(&mut e, &mut clock, Buttons::CIRCLE);
    assert!(e.is_busy());
    assert_eq!(lesson(&e).pace(), Pace::Playing);
    let (frames, events) = e.prefs.speed.pace();
    let before = steps_of(&e, Algorithm::Naive);
    for _ in 0..frames * 10 {
        e.tick(&mut clock);
    }
    assert_eq!(
        steps_of(&e, Algorithm::Naive),
        before + 10 * u64::from(events)
    );
    e.press(Buttons::R);
    assert_eq!(lesson(&e).pace(), Pace::Stopped);
    assert_eq!(
        lesson(&e).view(),
        View::Step,
        "the stopping press does nothing else"
    );
    let stopped = steps_of(&e, Algorithm::Naive);
    e.tick(&mut clock);
    assert_eq!(steps_of(&e, Algorithm::Naive), stopped);
}

#[test]
fn cross_runs_to_the_first_solution_a_slice_per_frame() {
    let mut e = editor(TUTORIAL);
    // A millisecond per reading: a slice holds a few chunks, so this takes many frames.
    let mut clock = FakeClock::stepping(1_000);
    e.start_lesson();
    press(&mut e, &mut clock, Buttons::CROSS);
    assert!(e.is_busy());
    let after_one = steps_of(&e, Algorithm::Naive);
    assert!(after_one > 0 && lesson(&e).current().run().status() == Status::Running);
    settle(&mut e, &mut clock, 1000);
    let lane = lesson(&e).current();
    assert_eq!(lane.run().status(), Status::Solved);
    assert_eq!(
        lane.run().counters(),
        Counters {
            placements: 845_105,
            backtracks: 590_295
        }
    );
    assert!(lane.spent_us > 0);
    let (title, time) = (
        Lang::En.text(Algorithm::Naive.title()),
        In(Lang::En, Duration(lane.spent_us)),
    );
    assert_eq!(
        *e.status(),
        says(
            Tone::Good,
            Key::LessonSolved,
            &[&title, &placed(845_105), &backed(590_295), &time]
        )
    );
    // The history holds the last steps, up to the last one, the placement that filled the grid.
    assert_eq!(
        lane.recent().newest_first().count(),
        crate::lesson::observer::RECENT
    );
    assert_eq!(lane.recorded(), counted(lane.run().counters()));
    let grid = lane.run().grid();
    match lane.recent().last() {
        Some(Event::Placed { cell, digit, .. }) => assert_eq!(grid.digit(cell), Some(digit)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn cross_says_it_races_in_the_race_view_and_runs_in_the_others() {
    for (views, key) in [
        (0, Key::LessonRunning),
        (1, Key::LessonRunning),
        (3, Key::LessonRacing),
    ] {
        let mut e = editor(WORST_CASE);
        let mut clock = FakeClock::stepping(1);
        e.start_lesson();
        for _ in 0..views {
            press(&mut e, &mut clock, Buttons::R);
        }
        e.press(Buttons::CROSS);
        assert_eq!(
            said(e.status()),
            (key, Tone::Info),
            "{:?}",
            lesson(&e).view()
        );
    }
}

/// The classroom grid's lesson, turned to the race view (three R) and raced to its end.
fn raced_classroom() -> Driven {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    for _ in 0..3 {
        press(&mut e, &mut clock, Buttons::R);
    }
    assert_eq!(lesson(&e).view(), View::Race);
    press(&mut e, &mut clock, Buttons::CROSS);
    settle(&mut e, &mut clock, 100);
    e
}

#[test]
fn the_race_runs_the_five_and_records_them_once() {
    let mut e = raced_classroom();
    for algorithm in Algorithm::ALL {
        assert_eq!(
            lesson(&e).lane(algorithm).run().status(),
            Status::Solved,
            "{algorithm:?}"
        );
    }
    assert_eq!(said(e.status()), (Key::LessonRaceWon, Tone::Good));
    let mut record = String::new();
    assert!(e.take_race_record(&mut record));
    let lines: std::vec::Vec<&str> = record.lines().collect();
    assert_eq!(lines[0], CLASSROOM);
    assert_eq!(lines.len(), 6, "{record}");
    assert!(
        lines[1].starts_with("# line 1 naive placements 11791 backtracks 8011 time "),
        "{record}"
    );
    assert!(lines[1].ends_with(" ms solved"), "{record}");
    assert!(
        lines[4].starts_with("# line 1 ours placements "),
        "{record}"
    );
    assert!(
        lines[5].starts_with("# line 1 report placements 59 backtracks 2 time "),
        "{record}"
    );
    assert!(!e.take_race_record(&mut record), "once");
}

#[test]
fn the_race_is_won_by_the_fewest_placements_then_backtracks_never_by_time() {
    let e = raced_classroom();
    let l = lesson(&e);
    let work = |a: Algorithm| {
        let c = l.lane(a).run().counters();
        (c.placements, c.backtracks)
    };
    let winner = Algorithm::ALL.into_iter().min_by_key(|&a| work(a)).unwrap();
    let slowest = Algorithm::ALL
        .into_iter()
        .max_by_key(|&a| l.lane(a).spent_us)
        .unwrap();
    let title = e.lang().text(winner.title());
    let (placements, backtracks) = work(winner);
    assert_eq!(
        *e.status(),
        says(
            Tone::Good,
            Key::LessonRaceWon,
            &[&title, &placed(placements), &backed(backtracks)]
        )
    );
    assert_eq!(
        e.status().text(),
        format!("Race over: ours wins with {placements} placements, {backtracks} backtracks"),
    );
    assert_ne!(winner, Algorithm::Naive, "the naive search places 11,791");
    // The clock plays no part: the winner need not be the quickest.
    let _ = slowest;
}

#[test]
fn a_race_tied_in_time_on_the_4x4_is_won_by_the_least_work() {
    // Every lane in the same microseconds on the fake clock (a 4x4 takes less than its grain).
    let mut e: Driven<crate::Four> = Driven::new();
    e.load(Grid::from_line("1.....2..3.....4").unwrap());
    let mut clock = FakeClock::stepping(0);
    e.start_lesson();
    for button in [Buttons::R, Buttons::R, Buttons::R, Buttons::CROSS] {
        e.press(button);
        e.tick(&mut clock);
    }
    for _ in 0..100 {
        e.tick(&mut clock);
    }
    assert!(!e.is_busy());
    let l = e.lesson().unwrap();
    assert!(Algorithm::ALL.iter().all(|&a| l.lane(a).spent_us == 0));
    let naive = l.lane(Algorithm::Naive).run().counters();
    let best = Algorithm::ALL
        .into_iter()
        .min_by_key(|&a| {
            let c = l.lane(a).run().counters();
            (c.placements, c.backtracks, a != Algorithm::Naive)
        })
        .unwrap();
    let title = e.lang().text(best.title());
    let c = l.lane(best).run().counters();
    assert_eq!(said(e.status()), (Key::LessonRaceWon, Tone::Good));
    assert!(e.status().text().contains(title), "{}", e.status().text());
    assert!(naive.placements > c.placements || best == Algorithm::Naive);
}

#[test]
fn a_race_stopped_midway_records_where_each_stood() {
    let mut e = editor(WORST_CASE);
    let mut clock = FakeClock::stepping(1_000);
    e.start_lesson();
    for _ in View::ALL.iter().skip_while(|&&v| v != View::Race) {
        press(&mut e, &mut clock, Buttons::L);
    }
    assert_eq!(lesson(&e).view(), View::Race, "L goes back round");
    press(&mut e, &mut clock, Buttons::CROSS);
    for _ in 0..20 {
        e.tick(&mut clock);
    }
    e.press(Buttons::TRIANGLE);
    assert_eq!(lesson(&e).pace(), Pace::Stopped);
    let naive = lesson(&e).lane(Algorithm::Naive);
    assert_eq!(naive.run().status(), Status::Running, "stopped midway");
    assert!(counted(naive.run().counters()) > 0);
    assert_eq!(
        lesson(&e).lane(Algorithm::Ours).run().status(),
        Status::Solved
    );
    let mut record = String::new();
    assert!(e.take_race_record(&mut record));
    let naive_line = record.lines().nth(1).unwrap();
    assert!(naive_line.ends_with(" ms stopped"), "{record}");
    assert!(
        record.lines().nth(4).unwrap().ends_with(" ms solved"),
        "{record}"
    );
    assert_eq!(e.grid().to_string(), WORST_CASE);
}

#[test]
fn the_smallest_grid_entry_shows_the_lexicographically_smallest_grid_and_comes_back() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    press(&mut e, &mut clock, Buttons::DOWN);
    press(&mut e, &mut clock, Buttons::R);
    e.lesson_smallest();
    settle(&mut e, &mut clock, 10);
    let l = lesson(&e);
    assert!(l.is_smallest());
    assert_eq!((l.selected(), l.view()), (Algorithm::Naive, View::Step));
    let smallest = l.current().run().grid();
    assert!(smallest.is_full() && !smallest.has_conflict());
    // No complete grid comes before it: each row is the smallest that fits the rows above.
    assert_eq!(
        smallest.to_string(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
    let Counters {
        placements,
        backtracks,
    } = l.current().run().counters();
    assert_eq!(placements, 391);
    assert_eq!(
        *e.status(),
        says(
            Tone::Good,
            Key::LessonSmallest,
            &[&placed(placements), &backed(backtracks)]
        )
    );
    e.lesson_smallest();
    assert_eq!(lesson(&e).puzzle().to_string(), CLASSROOM);
    assert!(!e.is_busy());
}

#[test]
fn triangle_steps_back_and_the_views_algorithms_and_digits_cycle() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    press(&mut e, &mut clock, Buttons::SQUARE);
    press(&mut e, &mut clock, Buttons::SQUARE);
    press(&mut e, &mut clock, Buttons::TRIANGLE);
    assert_eq!(steps_of(&e, Algorithm::Naive), 1);
    assert_eq!(*e.status(), says(Tone::Info, Key::LessonSteppedBack, &[&1]));
    press(&mut e, &mut clock, Buttons::TRIANGLE);
    assert_eq!(steps_of(&e, Algorithm::Naive), 0);
    press(&mut e, &mut clock, Buttons::TRIANGLE);
    assert_eq!(
        steps_of(&e, Algorithm::Naive),
        0,
        "nothing before the start"
    );
    assert_eq!(*e.status(), says(Tone::Info, Key::LessonAtStart, &[]));
    let mut views = std::vec::Vec::new();
    for _ in View::ALL {
        views.push(lesson(&e).view());
        press(&mut e, &mut clock, Buttons::R);
    }
    assert_eq!(views, View::ALL);
    press(&mut e, &mut clock, Buttons::UP);
    assert_eq!(lesson(&e).selected(), Algorithm::Report, "the last lane");
    press(&mut e, &mut clock, Buttons::UP);
    assert_eq!(lesson(&e).selected(), Algorithm::Ours);
    press(&mut e, &mut clock, Buttons::LEFT);
    assert_eq!(lesson(&e).digit().get(), 9, "digits wrap");
    press(&mut e, &mut clock, Buttons::RIGHT);
    press(&mut e, &mut clock, Buttons::RIGHT);
    assert_eq!(lesson(&e).digit().get(), 2);
}

#[test]
fn the_history_counts_steps_it_did_not_record() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    for _ in 0..3 {
        press(&mut e, &mut clock, Buttons::SQUARE);
    }
    let lane = lesson(&e).current();
    assert_eq!(
        (lane.recorded(), lane.recent().newest_first().count()),
        (3, 3)
    );
    // A search run to its end records only its last steps.
    press(&mut e, &mut clock, Buttons::CROSS);
    settle(&mut e, &mut clock, 10);
    let lane = lesson(&e).current();
    assert_eq!(lane.recorded(), counted(lane.run().counters()));
    // Each step it holds is one the walk took: replayed on a fresh walk, the same events.
    let mut engine = crate::solver::Solver::new(&Grid::empty(), 1).unwrap();
    let mut fresh = Run::new(Algorithm::Naive, lesson(&e).puzzle(), &mut engine).unwrap();
    let total = counted(lane.run().counters());
    let held = lane.recent().newest_first().count() as u64;
    fresh.step(&mut engine, (total - held) as u32, &mut ());
    let mut again = Recent::default();
    fresh.step(&mut engine, held as u32, &mut again);
    assert!(again.newest_first().eq(lane.recent().newest_first()));
}

#[test]
fn the_library_does_not_count_with_the_lessons_solver() {
    let mut e = editor(CLASSROOM);
    e.start_lesson();
    assert_eq!(
        e.count_solutions(&Grid::from_line(TUTORIAL).unwrap(), 1000),
        None
    );
    e.leave_lesson();
    assert!(
        e.count_solutions(&Grid::from_line(TUTORIAL).unwrap(), 100_000)
            .is_some()
    );
}

#[test]
fn the_pad_models_tentative_presses_chords_and_flicks_leave_the_lesson_and_its_grid_alone() {
    use crate::pad::{Chord, Input, Key};
    let mut e = editor(CLASSROOM);
    e.start_lesson();
    let grid = *e.grid();
    let mut clock = FakeClock::stepping(1);
    press(&mut e, &mut clock, Buttons::SQUARE);
    // R may still become L+R: it acts at once (the next view), and its take-back keeps the lesson.
    e.input(Input::Tentative(Buttons::R));
    assert_eq!(lesson(&e).view(), View::History);
    e.input(Input::TakeBack);
    assert_eq!(
        e.mode(),
        Mode::Lesson,
        "a take-back does not end the lesson"
    );
    e.input(Input::Chord(Chord::Notes));
    e.input(Input::Tentative(Buttons::DOWN));
    e.input(Input::Commit);
    assert_eq!(lesson(&e).selected(), Algorithm::Sorted, "a committed Down");
    // Redo, a jump and a flick have nothing to act on: the grid is the search's.
    e.input(Input::Chord(Chord::Redo));
    e.input(Input::Chord(Chord::Jump(Buttons::RIGHT)));
    e.input(Input::Flick {
        key: Key::new(5).unwrap(),
        shifted: false,
    });
    assert_eq!(e.mode(), Mode::Lesson);
    assert_eq!(*e.grid(), grid);
    assert_eq!(steps_of(&e, Algorithm::Naive), 1);
    // While a search runs, any input stops it and does nothing else.
    press(&mut e, &mut clock, Buttons::CIRCLE);
    assert!(e.is_busy());
    e.input(Input::Tentative(Buttons::L));
    assert!(!e.is_busy());
    assert_eq!(
        lesson(&e).view(),
        View::History,
        "the stopping L did nothing else"
    );
    e.input(Input::TakeBack);
    assert_eq!(e.mode(), Mode::Lesson);
}

/// What the lesson's screens show of a lane: everything but nothing of the clock's.
fn seen(lane: &Lane<Nine>) -> String {
    use crate::lesson::Search;
    let run = lane.run();
    let choices: std::vec::Vec<_> = run.choices().collect();
    format!(
        "{} {:?} {:?} {:?} {:?} {:?} {:?} {} {} {:?} {:?}",
        run.grid(),
        run.counters(),
        run.status(),
        run.depth(),
        run.trying(),
        run.next_cell(),
        run.supposed(),
        lane.recorded(),
        lane.spent_us,
        lane.recent().newest_first().collect::<std::vec::Vec<_>>(),
        choices,
    )
}

/// Everything the lesson shows, every lane.
fn seen_all(e: &Editor<Nine>) -> std::vec::Vec<String> {
    Algorithm::ALL
        .iter()
        .map(|&a| seen(lesson(e).lane(a)))
        .collect()
}

#[test]
fn stepping_back_then_forward_shows_the_same_for_every_algorithm_at_random_points() {
    // A small linear congruential generator: the same points every run.
    let mut seed = 0x2545_f491_u64;
    let mut next = |below: u64| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (seed >> 33) % below
    };
    for puzzle in [CLASSROOM, TUTORIAL] {
        for (i, &algorithm) in Algorithm::ALL.iter().enumerate() {
            let mut e = editor(puzzle);
            let mut clock = FakeClock::stepping(7);
            e.start_lesson();
            for _ in 0..i {
                press(&mut e, &mut clock, Buttons::DOWN);
            }
            assert_eq!(lesson(&e).selected(), algorithm);
            for _ in 0..4 {
                for _ in 0..1 + next(60) {
                    press(&mut e, &mut clock, Buttons::SQUARE);
                }
                let before = seen_all(&e);
                let at = steps_of(&e, algorithm);
                let back = 1 + next(at.min(20));
                for _ in 0..back {
                    press(&mut e, &mut clock, Buttons::TRIANGLE);
                }
                assert_eq!(steps_of(&e, algorithm), at - back.min(at));
                for _ in 0..back.min(at) {
                    press(&mut e, &mut clock, Buttons::SQUARE);
                }
                assert_eq!(
                    seen_all(&e),
                    before,
                    "{} at {at}, {back} back",
                    algorithm.name()
                );
            }
        }
    }
}

#[test]
fn a_step_back_in_the_race_takes_each_algorithm_one_step_back() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(3);
    e.start_lesson();
    for _ in 0..3 {
        press(&mut e, &mut clock, Buttons::R);
    }
    assert_eq!(lesson(&e).view(), View::Race);
    for _ in 0..5 {
        press(&mut e, &mut clock, Buttons::SQUARE);
    }
    let five = seen_all(&e);
    press(&mut e, &mut clock, Buttons::TRIANGLE);
    for &a in &Algorithm::ALL {
        assert_eq!(steps_of(&e, a), 4, "{}", a.name());
    }
    press(&mut e, &mut clock, Buttons::SQUARE);
    assert_eq!(seen_all(&e), five);
    // Pressed in one frame: the steps forward and back add up.
    e.press(Buttons::TRIANGLE);
    e.press(Buttons::TRIANGLE);
    e.press(Buttons::SQUARE);
    e.tick(&mut clock);
    for &a in &Algorithm::ALL {
        assert_eq!(steps_of(&e, a), 4, "{}", a.name());
    }
    press(&mut e, &mut clock, Buttons::SQUARE);
    assert_eq!(seen_all(&e), five, "going forward again adds no time");
}

#[test]
fn a_solved_search_steps_back_from_its_solution() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    press(&mut e, &mut clock, Buttons::CROSS);
    settle(&mut e, &mut clock, 1_000);
    let solved = seen_all(&e);
    let at = steps_of(&e, Algorithm::Naive);
    press(&mut e, &mut clock, Buttons::TRIANGLE);
    assert_eq!(steps_of(&e, Algorithm::Naive), at - 1);
    assert_eq!(lesson(&e).current().run().status(), Status::Running);
    press(&mut e, &mut clock, Buttons::SQUARE);
    assert_eq!(seen_all(&e), solved);
}

#[test]
fn select_turns_the_projector_view_on_and_off_and_changes_no_search() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    for _ in 0..5 {
        press(&mut e, &mut clock, Buttons::SQUARE);
    }
    let before = lesson(&e).current().run().counters();
    assert!(!lesson(&e).is_projected());
    press(&mut e, &mut clock, Buttons::SELECT);
    assert!(lesson(&e).is_projected());
    assert_eq!(said(e.status()), (Key::LessonProjectorOn, Tone::Info));
    assert_eq!(lesson(&e).current().run().counters(), before);
    assert_eq!(lesson(&e).puzzle().to_string(), CLASSROOM);
    // The other buttons act as before, in large type.
    press(&mut e, &mut clock, Buttons::SQUARE);
    assert_eq!(steps_of(&e, Algorithm::Naive), 6);
    press(&mut e, &mut clock, Buttons::SELECT);
    assert!(!lesson(&e).is_projected());
    assert_eq!(said(e.status()), (Key::LessonProjectorOff, Tone::Info));
}

#[test]
fn the_smallest_grid_entry_starts_the_lesson_from_editing() {
    let mut e = editor(CLASSROOM);
    let mut clock = FakeClock::stepping(1);
    e.lesson_smallest();
    settle(&mut e, &mut clock, 10);
    assert!(lesson(&e).is_smallest());
    assert!(lesson(&e).current().run().grid().is_full());
    e.lesson_smallest();
    assert_eq!(lesson(&e).puzzle().to_string(), CLASSROOM);
    e.leave_lesson();
    assert_eq!(e.grid().to_string(), CLASSROOM);
}

#[test]
fn running_fast_frames_take_turns_searching_and_showing() {
    // The worst case raced: the press's frame shows the race (a short slice, then drawn), the
    // next only searches (a long slice, nothing drawn), and so on: no frame holds both a long
    // slice and a redraw. The fake clock moves a microsecond a reading: a frame's readings are
    // its slice.
    let mut e = editor(WORST_CASE);
    let mut clock = FakeClock::stepping(1);
    e.start_lesson();
    for _ in 0..3 {
        press(&mut e, &mut clock, Buttons::R);
    }
    e.press(Buttons::CROSS);
    let naive = |e: &Driven| steps_of(e, Algorithm::Naive);
    for frame in 0..6 {
        let (steps, revision, start) = (naive(&e), e.revision(), clock.now);
        e.tick(&mut clock);
        let spent = clock.now - start;
        assert!(naive(&e) > steps, "frame {frame}: the race goes on");
        if frame % 2 == 0 {
            assert_ne!(e.revision(), revision, "frame {frame} shows the race");
            assert!(spent <= SHOW_SLICE_US + 20, "frame {frame}: {spent} us");
        } else {
            assert_eq!(e.revision(), revision, "frame {frame} draws nothing");
            assert!(
                (SEARCH_SLICE_US..=SEARCH_SLICE_US + 20).contains(&spent),
                "frame {frame}: {spent} us"
            );
        }
    }
}

#[test]
fn a_chunk_of_the_report_s_method_looks_at_few_cells() {
    // Between two looks at the clock, the report's method looks at no more cells than 64 steps
    // of the most constrained cell do (about 60 each): its steps can look at 567.
    let mut worst = 0;
    let lines = [WORST_CASE]
        .into_iter()
        .chain(crate::puzzles::hardest().map(|(_, l)| l));
    for line in lines {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        let mut report = crate::lesson::Report::new(&puzzle).unwrap();
        loop {
            let before = report.looked();
            let status = report.step(chunk(Algorithm::Report), &mut ());
            worst = worst.max(report.looked() - before);
            if status != Status::Running {
                break;
            }
        }
    }
    assert!(
        (1..=4_500).contains(&worst),
        "{worst} cells looked at in one chunk"
    );
}

#[test]
fn the_over_lines_count_placements_and_backtracks_in_the_singular_or_plural() {
    let said = |lang, placements, backtracks| {
        let (p, b) = super::say::counts_said(lang, placements, backtracks);
        format!("{p}; {b}")
    };
    assert_eq!(said(Lang::En, 1, 0), "1 placement; 0 backtracks");
    assert_eq!(said(Lang::En, 2, 1), "2 placements; 1 backtrack");
    assert_eq!(said(Lang::Fr, 0, 1), "0 affectation; 1 retour");
    assert_eq!(
        said(Lang::Fr, 845_105, 2),
        "845\u{a0}105 affectations; 2 retours"
    );
    assert_eq!(
        said(Lang::En, 845_105, 590_295),
        "845,105 placements; 590,295 backtracks"
    );
}
