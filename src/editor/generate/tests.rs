//! New puzzles: the work time, a try graded in the slice that made it or the next, the
//! level asked for (or the nearest when the tries run out), symmetric givens, progress on the
//! status line, and a stop.

use super::*;
use crate::{
    Nine,
    cell::Cell,
    clock::FakeClock,
    pad::Buttons,
    test_support::{Driven, classroom_game, editor, said, says},
    text::Lang,
};
use std::{string::ToString, vec::Vec};

#[test]
fn the_work_time_adds_up_whole_clock_intervals_grading_included() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Level::Hard);
    // Every reading moves the clock a millisecond: the work time is a sum of readings' gaps,
    // so whole milliseconds, and each grading takes one at least.
    let mut clock = FakeClock::stepping(1_000);
    let mut gradings = 0u64;
    for _ in 0..100_000 {
        match job.work(&mut solver, &mut clock, GENERATE_BUDGET_US) {
            Progress::Working => {}
            Progress::Retrying => gradings += 1,
            Progress::Done(..) => {
                gradings += 1;
                break;
            }
        }
    }
    assert!(gradings > 0, "no try was graded");
    assert_eq!(job.spent_us() % 1_000, 0, "{} us", job.spent_us());
    assert!(job.spent_us() >= gradings * 1_000, "{} us", job.spent_us());
}

#[test]
fn a_try_is_graded_a_piece_a_slice_when_slices_are_short() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Level::Easy);
    // A reading moves the clock 1 us, a slice has 2: one chunk of cells, or one piece of grading,
    // a slice.
    let mut clock = FakeClock::stepping(1);
    let mut slices = 0;
    while job.grading.is_none() {
        slices += 1;
        assert!(slices < 100_000, "the try is never made");
        assert_eq!(job.work(&mut solver, &mut clock, 2), Progress::Working);
    }
    let made = *job.generator.puzzle();
    let mut grading = 0;
    let progress = loop {
        grading += 1;
        let progress = job.work(&mut solver, &mut clock, 2);
        if progress != Progress::Working {
            break progress;
        }
        assert_eq!(*job.generator.puzzle(), made, "grading makes nothing");
    };
    assert!(
        grading > 10,
        "{grading} slices: the grade is worked a step at a time"
    );
    match progress {
        Progress::Done(puzzle, got) => {
            assert_eq!(puzzle, made);
            assert_eq!(got.level, level_of(&made));
        }
        Progress::Retrying => assert_ne!(level_of(&made), Level::Easy),
        Progress::Working => unreachable!(),
    }
    assert!(job.grading.is_none());
}

#[test]
fn a_try_made_early_in_its_slice_is_graded_at_once() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Level::Easy);
    let mut clock = FakeClock::stepping(1);
    let progress = job.work(&mut solver, &mut clock, 1_000_000);
    assert_ne!(progress, Progress::Working);
    assert!(job.grading.is_none());
}

/// Makes a new puzzle of `level` from `seed` in a fresh editor, until the game starts.
fn new_puzzle(seed: u64, level: Level) -> Driven {
    let mut e = editor();
    let mut clock = FakeClock::stepping(1);
    e.start_generate(seed, level);
    assert_eq!(e.mode(), Mode::Generate);
    assert!(e.is_busy());
    e.settle(&mut clock, 100_000);
    assert_eq!(e.mode(), Mode::Play, "{level:?}");
    e
}

#[test]
fn new_puzzles_have_the_level_asked_for_and_start_a_game() {
    for level in Level::ALL {
        let mut e = new_puzzle(7, level);
        let puzzle = e.grid().givens_only();
        assert_eq!(logic::grade_unique(&puzzle).level(), Some(level));
        // The game's solution is the generator's complete grid: the puzzle's own.
        let solution = e.play().solution.expect("unique");
        assert_eq!(solution.empty_count(), 0);
        assert!(solution.first_conflict().is_none());
        assert!(
            Cell::<Nine>::all()
                .all(|c| puzzle.given(c).is_none_or(|d| solution.given(c) == Some(d))),
            "{solution} keeps the givens of {puzzle}"
        );
        assert_eq!(said(e.status()), (Key::NewPuzzle, Tone::Good));
        let name = In(Lang::En, difficulty_key(level)).to_string();
        assert!(e.status().text().contains(&name), "{:?}", e.status());
        e.press(Buttons::SELECT);
        assert!(e.grid().is_empty(), "Select undoes the new puzzle");
    }
}

#[test]
fn when_the_tries_run_out_the_nearest_level_made_is_taken() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Level::Fiendish);
    // The last four tries: none of seed 7's first four grades fiendish.
    job.attempt = attempts::<Nine>(Level::Fiendish) - 3;
    let mut clock = FakeClock::stepping(1);
    let mut made = Vec::new();
    let (puzzle, got) = loop {
        match job.work(&mut solver, &mut clock, 1_000_000) {
            Progress::Working => {}
            Progress::Retrying => made.push(job.nearest.expect("a try was kept").1.level),
            Progress::Done(puzzle, got) => break (puzzle, got.level),
        }
    };
    assert_eq!(level_of(&puzzle), got);
    assert_ne!(got, Level::Fiendish);
    assert_eq!(
        job.attempt(),
        attempts::<Nine>(Level::Fiendish),
        "every try made"
    );
    assert_eq!(made.len(), 3);
    assert!(
        made.iter()
            .all(|&l| distance(l, Level::Fiendish) >= distance(got, Level::Fiendish))
    );
}

#[test]
fn nine_by_nine_tries_from_hard_on_are_minimal_puzzles_graded_when_made() {
    // Cheaper than a ceiling's trial at every clue (see `ceiling`); 16x16 keeps its ceiling.
    assert_eq!(ceiling::<Nine>(Level::Medium), Level::Medium);
    for level in [Level::Hard, Level::Fiendish, Level::Extreme] {
        assert_eq!(ceiling::<Nine>(level), Level::Extreme, "{level:?}");
    }
    assert_eq!(ceiling::<crate::size::Sixteen>(Level::Hard), Level::Hard);
    assert_eq!(
        ceiling::<crate::size::Sixteen>(Level::Fiendish),
        Level::Fiendish
    );
    // Minimal: no mirrored pair of a hard puzzle's clues goes with one solution left.
    let puzzle = new_puzzle(7, Level::Hard).grid().givens_only();
    for c in Cell::<Nine>::all().take(41) {
        if puzzle.given(c).is_none() {
            continue;
        }
        let mut fewer = puzzle;
        fewer.clear(c);
        fewer.clear(Cell::from_index(80 - c.index()).unwrap());
        let mut solver = Solver::new(&fewer, 2).unwrap();
        solver.run();
        assert!(!solver.is_unique(), "{c} and its mirror can go: {fewer}");
    }
    // Cheap tries are many; a ceiling's cost more.
    assert_eq!(attempts::<Nine>(Level::Hard), 60);
    assert_eq!(attempts::<Nine>(Level::Fiendish), 150);
    assert_eq!(attempts::<crate::size::Sixteen>(Level::Fiendish), 30);
}

#[test]
fn the_nearest_level_wins_and_the_easier_of_two_as_near() {
    assert_eq!(distance(Level::Hard, Level::Fiendish), 1);
    assert_eq!(distance(Level::Easy, Level::Extreme), 4);
    assert_eq!(distance(Level::Medium, Level::Medium), 0);
    assert!(attempts::<Nine>(Level::Extreme) >= attempts::<Nine>(Level::Easy));
}

#[test]
fn new_puzzles_mirror_their_givens_through_the_centre() {
    // Hard puzzles take several tries from this seed: the retries are symmetric too.
    for level in [Level::Easy, Level::Hard] {
        let e = new_puzzle(7, level);
        for c in Cell::<Nine>::all() {
            let mirror = Cell::<Nine>::from_index(80 - c.index()).unwrap();
            assert_eq!(
                e.grid().given(c).is_some(),
                e.grid().given(mirror).is_some(),
                "{level:?}: {c} and {mirror}"
            );
        }
    }
}

#[test]
fn making_a_puzzle_can_be_stopped() {
    let mut e = classroom_game();
    e.start_generate(3, Level::Hard);
    e.press(Buttons::UP);
    assert_eq!(e.mode(), Mode::Play, "back to the game that was on");
    assert_eq!(said(e.status()), (Key::MakingStopped, Tone::Info));
}

#[test]
fn a_new_puzzle_shows_its_progress_and_redraws_only_when_it_moves() {
    let mut e: Driven<crate::size::Sixteen> = Driven::new();
    // Three milliseconds a reading: a few cells of work a frame.
    let mut clock = FakeClock::stepping(3_000);
    e.start_generate(2, Level::Medium);
    let (mut frames, mut redraws, mut shown) = (0, 0, Vec::new());
    while e.mode() == Mode::Generate && frames < 100_000 {
        let before = e.revision();
        e.tick(&mut clock);
        frames += 1;
        if e.revision() != before {
            redraws += 1;
            shown.push(e.status().clone());
        }
    }
    assert_eq!(e.mode(), Mode::Play);
    let medium = In(Lang::En, Key::DifficultyMedium);
    let halfway = says(Tone::Info, Key::MakingProgress, &[&medium, &50]);
    assert!(shown.contains(&halfway), "{shown:?}");
    assert!(
        shown[..shown.len() - 1]
            .iter()
            .all(|s| said(s) == (Key::MakingProgress, Tone::Info)),
        "{shown:?}"
    );
    assert!(
        redraws * 5 < frames,
        "{redraws} redraws in {frames} frames: {shown:?}"
    );
}

#[test]
fn a_new_puzzle_s_game_keeps_its_grade_and_solution_so_nothing_searches_them_again() {
    // The rating and the solution a try was made and graded with go to the game: grading a
    // 16x16 puzzle again in the frame its game starts (the mistakes' offer) held that frame
    // 52 ms in PPSSPP. Fiendish takes the nearest of earlier tries, with its own solution.
    fn check<S: crate::size::Size>(e: &Driven<S>, level: Level) {
        let puzzle = e.grid().givens_only();
        let graded = logic::grade_unique(&puzzle)
            .rated()
            .expect("logic finishes it");
        assert_eq!(e.play().rated, Some(graded), "{level:?}");
        assert_eq!(e.puzzle_rated(), graded);
        let mut solver = Solver::new(&puzzle, 2).unwrap();
        solver.run();
        assert!(solver.is_unique());
        let solution = solver.solution().map(Grid::placed_as_givens);
        assert_eq!(e.play().solution, solution, "{level:?}");
    }
    for level in [Level::Medium, Level::Fiendish] {
        check(&new_puzzle(7, level), level);
    }
    let mut e: Driven<crate::size::Sixteen> = Driven::new();
    let mut clock = FakeClock::stepping(3_000);
    e.start_generate(2, Level::Medium);
    e.settle(&mut clock, 100_000);
    assert_eq!(e.mode(), Mode::Play);
    check(&e, Level::Medium);
}

#[test]
fn the_frame_that_starts_a_new_puzzle_works_a_showing_frame_s_slice_then_a_frame_s_budget() {
    // The press's frame is redrawn at the idle clock: 10 ms of work and the redraw made it
    // 25 ms in PPSSPP. A reading moves the clock 0.1 ms: a slice stops within it of its budget.
    let mut e: Driven<crate::size::Sixteen> = Driven::new();
    let mut clock = FakeClock::stepping(100);
    e.start_generate(2, Level::Medium);
    let spent = |e: &Driven<crate::size::Sixteen>| match &e.state {
        State::Generate(job) => job.spent_us(),
        _ => unreachable!("still at work"),
    };
    e.tick(&mut clock);
    let first = spent(&e);
    assert!(
        (SHOW_SLICE_US..SHOW_SLICE_US + 1_000).contains(&first),
        "{first} us"
    );
    e.tick(&mut clock);
    let second = spent(&e) - first;
    assert!(
        (GENERATE_BUDGET_US - 1_000..GENERATE_BUDGET_US + 1_000).contains(&second),
        "{second} us"
    );
    // The same puzzle as made in one call.
    e.settle(&mut clock, 100_000);
    let mut solver = Solver::new(&Grid::empty(), 1).unwrap();
    let mut whole = Generation::new(Mode::Edit, 2, Level::Medium);
    // A clock standing still: each call works a whole try.
    let puzzle = loop {
        if let Progress::Done(puzzle, _) = whole.work(&mut solver, &mut FakeClock::default(), 1) {
            break puzzle;
        }
    };
    assert_eq!(e.grid().givens_only(), puzzle);
}

#[test]
fn a_slice_stops_before_a_piece_as_long_as_the_longest_would_pass_its_budget() {
    let slice = |start| Pace {
        start,
        last: start,
        budget_us: 10_000,
    };
    let mut pace = slice(1_000);
    let mut longest = 0;
    assert!(!pace.full(4_000, &mut longest), "3 ms done, 3 more fit");
    assert!(!pace.full(5_000, &mut longest), "4 ms done, 3 more fit");
    assert_eq!(longest, 3_000);
    assert!(pace.full(8_000, &mut longest), "7 ms done, 3 more pass 10");
    // Pieces of 1 ms in the next slice: the 3 ms piece before is remembered.
    let (mut remembered, mut fresh) = (slice(20_000), slice(20_000));
    let mut none_before = 0;
    for end in (21_000..27_000).step_by(1_000) {
        assert!(!remembered.full(end, &mut longest), "{end}");
        assert!(!fresh.full(end, &mut none_before), "{end}");
    }
    assert!(remembered.full(27_000, &mut longest));
    assert!(!fresh.full(27_000, &mut none_before));
}
