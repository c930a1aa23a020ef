//! New puzzles: the work time, a try graded in the slice that made it or the next, the
//! difficulty asked for, symmetric givens, progress on the status line, and a stop.

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
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Difficulty::Hard);
    // Every reading moves the clock a millisecond: the work time is a sum of readings' gaps,
    // so whole milliseconds, and each grading takes one at least.
    let mut clock = FakeClock::stepping(1_000);
    let mut gradings = 0u64;
    for _ in 0..100_000 {
        match job.work(&mut solver, &mut clock, FRAME_BUDGET_US) {
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
fn a_try_made_late_in_its_slice_is_graded_in_the_next_one() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Difficulty::Easy);
    // A reading moves the clock 1 us, a slice has 2: one chunk of cells a slice, and every
    // slice uses more than half its budget.
    let mut clock = FakeClock::stepping(1);
    let mut slices = 0;
    loop {
        slices += 1;
        assert!(slices < 100_000, "the try is never made");
        let progress = job.work(&mut solver, &mut clock, 2);
        if job.made {
            assert_eq!(progress, Progress::Working, "made, not graded yet");
            break;
        }
        assert_eq!(progress, Progress::Working);
    }
    let made = *job.generator.puzzle();
    match job.work(&mut solver, &mut clock, 2) {
        Progress::Done(puzzle, got) => {
            assert_eq!(
                puzzle, made,
                "the next slice grades the try, making nothing"
            );
            assert_eq!(got, difficulty_of(&made));
        }
        Progress::Retrying => assert_ne!(difficulty_of(&made), Difficulty::Easy),
        Progress::Working => panic!("the made try waits no longer"),
    }
    assert!(!job.made);
}

#[test]
fn a_try_made_early_in_its_slice_is_graded_at_once() {
    let mut solver = Solver::<Nine>::new(&Grid::empty(), 1).unwrap();
    let mut job = Generation::<Nine>::new(Mode::Edit, 7, Difficulty::Easy);
    let mut clock = FakeClock::stepping(1);
    let progress = job.work(&mut solver, &mut clock, 1_000_000);
    assert_ne!(progress, Progress::Working);
    assert!(!job.made);
}

/// Makes a new puzzle of `difficulty` from `seed` in a fresh editor, until the game starts.
fn new_puzzle(seed: u64, difficulty: Difficulty) -> Driven {
    let mut e = editor();
    let mut clock = FakeClock::stepping(1);
    e.start_generate(seed, difficulty);
    assert_eq!(e.mode(), Mode::Generate);
    assert!(e.is_busy());
    e.settle(&mut clock, 10_000);
    assert_eq!(e.mode(), Mode::Play, "{difficulty:?}");
    e
}

#[test]
fn new_puzzles_have_the_difficulty_asked_for_and_start_a_game() {
    for difficulty in Difficulty::ALL {
        let mut e = new_puzzle(7, difficulty);
        let puzzle = e.grid().givens_only();
        assert_eq!(logic::grade(&puzzle).difficulty(), Some(difficulty));
        assert!(e.play().solution.is_some(), "unique");
        assert_eq!(said(e.status()), (Key::NewPuzzle, Tone::Good));
        let name = In(Lang::En, difficulty_key(difficulty)).to_string();
        assert!(e.status().text().contains(&name), "{:?}", e.status());
        e.press(Buttons::SELECT);
        assert!(e.grid().is_empty(), "Select undoes the new puzzle");
    }
}

#[test]
fn new_puzzles_mirror_their_givens_through_the_centre() {
    // Hard puzzles take several tries from this seed: the retries are symmetric too.
    for difficulty in [Difficulty::Easy, Difficulty::Hard] {
        let e = new_puzzle(7, difficulty);
        for c in Cell::<Nine>::all() {
            let mirror = Cell::<Nine>::from_index(80 - c.index()).unwrap();
            assert_eq!(
                e.grid().given(c).is_some(),
                e.grid().given(mirror).is_some(),
                "{difficulty:?}: {c} and {mirror}"
            );
        }
    }
}

#[test]
fn making_a_puzzle_can_be_stopped() {
    let mut e = classroom_game();
    e.start_generate(3, Difficulty::Hard);
    e.press(Buttons::UP);
    assert_eq!(e.mode(), Mode::Play, "back to the game that was on");
    assert_eq!(said(e.status()), (Key::MakingStopped, Tone::Info));
}

#[test]
fn a_new_puzzle_shows_its_progress_and_redraws_only_when_it_moves() {
    let mut e: Driven<crate::size::Sixteen> = Driven::new();
    // Three milliseconds a reading: a few cells of work a frame.
    let mut clock = FakeClock::stepping(3_000);
    e.start_generate(2, Difficulty::Medium);
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
