//! The game's grade in the background: over frames, within their budget, of the givens played,
//! and never while a hint is searched or once the level is known.

use super::*;
use crate::{
    Nine,
    cell::Cell,
    clock::FakeClock,
    logic::{self, Level},
    pad::Buttons,
    test_support::{Driven, classroom_game, editor, grid},
};

/// magictour top1465 line 9, the fiendish game played with hints alone in PPSSPP.
const FIENDISH: &str =
    "......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....";
/// magictour top1465 line 1: a skyscraper and unique rectangles, whose hints search over frames.
const MAGICTOUR: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/// A medium puzzle of the benchmark set.
const OTHER: &str =
    ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";

/// A game of `line`, typed in: its level is not known when it starts.
fn game_of(line: &str) -> Driven {
    let mut e = editor();
    e.load(grid(line));
    e.start_play();
    assert_eq!(e.mode(), crate::editor::Mode::Play);
    assert_eq!(e.play().rated, None);
    e
}

/// Frames ticked until the game's level is known (at most `most`).
fn frames_to_rate(e: &mut Driven, clock: &mut FakeClock, most: usize) -> usize {
    for frame in 1..=most {
        e.tick(clock);
        if e.play().rated.is_some() {
            return frame;
        }
    }
    panic!("no level after {most} frames")
}

#[test]
fn a_typed_in_game_is_graded_over_frames_as_grading_at_once_grades_it() {
    let mut e = game_of(FIENDISH);
    // A reading moves the clock 1 ms: a frame's budget is ten pieces of the grade.
    let mut clock = FakeClock::stepping(1_000);
    let frames = frames_to_rate(&mut e, &mut clock, 10_000);
    let givens = grid::<Nine>(FIENDISH);
    let at_once = logic::grade_unique(&givens).rated().unwrap();
    assert_eq!(e.play().rated, Some(at_once));
    assert_eq!(at_once.level, Level::Fiendish);
    assert!(frames > 5, "{frames} frames: a piece at a time");
    assert_eq!(e.puzzle_rated(), at_once, "nothing graded again at the end");
    assert!(e.rating.is_none());
}

#[test]
fn a_game_of_other_givens_is_graded_afresh() {
    let mut e = game_of(FIENDISH);
    let mut clock = FakeClock::stepping(1_000);
    e.tick(&mut clock);
    assert!(e.rating.is_some(), "under way");
    // Select goes back to the editor, which loads another puzzle and plays it.
    e.press(Buttons::SELECT);
    e.load(grid(OTHER));
    e.start_play();
    frames_to_rate(&mut e, &mut clock, 10_000);
    let at_once = logic::grade_unique(&grid::<Nine>(OTHER)).rated().unwrap();
    assert_eq!(e.play().rated, Some(at_once));
}

#[test]
fn nothing_is_graded_while_a_hint_is_searched_or_outside_a_game() {
    let mut clock = FakeClock::stepping(1_000);
    let mut e = editor();
    e.load(grid(FIENDISH));
    for _ in 0..50 {
        e.tick(&mut clock);
    }
    assert!(e.rating.is_none(), "editing grades nothing");
    // One given: several solutions, never graded in the background.
    let mut e = game_of(
        "1................................................................................",
    );
    assert_eq!(e.play().solution, None);
    for _ in 0..50 {
        e.tick(&mut clock);
    }
    assert!(e.rating.is_none());
    assert_eq!(e.play().rated, None);
    // Hints taken with no frame between them, until one's search goes over frames: those
    // frames are the search's alone.
    let mut e = game_of(MAGICTOUR);
    e.fill_candidates();
    let mut searched = 0;
    for _ in 0..200 {
        e.press(Buttons::SQUARE);
        while e.hint_searching() {
            e.tick(&mut clock);
            searched += 1;
            assert!(e.rating.is_none(), "the hint's search has the frame");
        }
        if searched > 0 {
            break;
        }
        for _ in 0..3 {
            e.press(Buttons::SQUARE);
        }
    }
    assert!(searched > 0, "a search went over frames");
    frames_to_rate(&mut e, &mut clock, 10_000);
}

#[test]
fn a_game_whose_level_is_known_or_that_is_finished_grades_nothing() {
    let mut clock = FakeClock::stepping(1_000);
    let mut e = game_of(FIENDISH);
    e.play.rated = Some(Rated::UNSOLVED);
    for _ in 0..20 {
        e.tick(&mut clock);
    }
    assert!(
        e.rating.is_none(),
        "known at the start (New puzzle's games)"
    );
    assert_eq!(e.play().rated, Some(Rated::UNSOLVED));
    // Finished before any frame: the level was graded at once for the best times.
    let mut e = classroom_game();
    let solution = e.play().solution.unwrap();
    let empty: std::vec::Vec<Cell> = Cell::<Nine>::all()
        .filter(|&c| e.grid().digit(c).is_none())
        .collect();
    for c in empty {
        e.cursor = c;
        for _ in 0..solution.digit(c).unwrap().get() {
            e.press(Buttons::CIRCLE);
        }
    }
    assert!(e.play().finished);
    for _ in 0..20 {
        e.tick(&mut clock);
    }
    assert!(e.rating.is_none());
    assert_eq!(e.play().rated, None);
}

#[test]
fn a_frame_grades_within_its_budget() {
    let mut e = game_of(FIENDISH);
    // A reading moves the clock 1 ms; a frame may begin one piece before its budget ends.
    let mut clock = FakeClock::stepping(1_000);
    let mut frames = 0;
    while e.play().rated.is_none() {
        let before = clock.now_us();
        e.tick(&mut clock);
        let spent = clock.now_us() - before;
        assert!(spent <= FRAME_BUDGET_US + 3_000, "{spent} us");
        frames += 1;
    }
    // A frame looks at pieces until its budget is spent: ten here, not one.
    let mut grader = Grader::new(&grid::<Nine>(FIENDISH))
        .unwrap()
        .with_unique_solution(true);
    let mut pieces = 1;
    while grader.step_within(&mut Budget::new(GRADE_ITEMS)).is_none() {
        pieces += 1;
    }
    assert!(
        frames > 1 && frames * 5 < pieces,
        "{frames} frames, {pieces} pieces"
    );
}
