//! Play mode: its clock, the givens locked, the player's digits, mistakes marked as the setting
//! says, the timer, the end of a game, and the games refused.

use super::*;
use crate::{
    clock::FakeClock,
    editor::Mode,
    grid::Entry,
    test_support::{
        CLASSROOM, CLASSROOM_SOLUTION, Driven, TUTORIAL, cell, classroom_game, digit, editor, grid,
        no_solution, said, says,
    },
    text::Lang,
};
use std::{format, string::ToString, vec::Vec};

#[test]
fn clocks_read_as_minutes_and_seconds() {
    assert_eq!(Clock(0).to_string(), "00:00");
    assert_eq!(Clock(61_999).to_string(), "01:01");
    assert_eq!(Clock(3_723_000).to_string(), "1:02:03");
}

#[test]
fn mistakes_follow_the_setting() {
    let puzzle: Grid = grid(CLASSROOM);
    let solution = grid(CLASSROOM_SOLUTION);
    let mut play = Play::new(Some(solution));
    let mut g = puzzle;
    // r1c1 should be 8: a 1 there is wrong but breaks no rule; a 9 breaks the row.
    g.place(Cell::new(0, 0).unwrap(), Digit::new(1).unwrap());
    assert!(play.mistakes_in(&g).is_empty(), "off by default");
    play.mistakes = Mistakes::Rules;
    assert!(play.mistakes_in(&g).is_empty());
    play.mistakes = Mistakes::Solution;
    assert_eq!(play.mistakes_in(&g).len(), 1);
    g.place(Cell::new(0, 0).unwrap(), Digit::new(9).unwrap());
    play.mistakes = Mistakes::Rules;
    assert_eq!(play.mistakes_in(&g).len(), 2, "both nines");
    assert!(!play.is_complete(&g));
    let mut done = solution.givens_only();
    for (cell, entry) in solution.entries() {
        if puzzle.digit(cell).is_none() {
            done.place(cell, entry.digit().unwrap());
        }
    }
    assert!(play.is_complete(&done));
}

#[test]
fn a_resumed_game_finds_its_one_solution_again_and_none_when_there_are_several() {
    let classroom = Grid::from_line(CLASSROOM).unwrap();
    let mut e = editor();
    let play = Play::new(None);
    e.resume_play(
        classroom,
        cell(4, 4),
        crate::editor::notes::no_notes::<Nine>(),
        play,
    );
    assert_eq!(e.mode(), Mode::Play);
    assert_eq!(
        e.play().solution.map(|s| s.to_string()),
        Some(CLASSROOM_SOLUTION.into()),
        "the classroom grid has one solution"
    );
    assert_eq!(e.cursor(), cell(4, 4));
    let mut e = editor();
    let tutorial = Grid::from_line(TUTORIAL).unwrap();
    e.resume_play(
        tutorial,
        cell(0, 0),
        crate::editor::notes::no_notes::<Nine>(),
        play,
    );
    assert_eq!(e.mode(), Mode::Play);
    assert_eq!(e.play().solution, None, "the tutorial grid has 434");
}

#[test]
fn a_game_locks_the_givens_and_takes_the_players_digits() {
    let mut e = classroom_game();
    assert!(
        e.play().solution.is_some(),
        "the classroom grid has one solution"
    );
    e.press(Buttons::RIGHT); // r1c2 is a given 9
    e.press(Buttons::CIRCLE);
    assert_eq!(e.grid().given(cell(0, 1)), Some(digit(9)));
    let r1c2 = In(Lang::En, &cell(0, 1));
    assert_eq!(*e.status(), says(Tone::Info, Key::GivenLocked, &[&r1c2]));
    e.press(Buttons::LEFT);
    e.press(Buttons::CROSS); // empty -> 9, as a player's digit
    assert_eq!(e.grid().entry(cell(0, 0)), Entry::Placed(digit(9)));
    e.press(Buttons::TRIANGLE);
    assert_eq!(e.grid().digit(cell(0, 0)), None, "Triangle erases the cell");
    e.press(Buttons::SELECT);
    assert_eq!(
        e.grid().digit(cell(0, 0)),
        Some(digit(9)),
        "and Select brings it back"
    );
}

#[test]
fn a_games_revision_moves_once_a_second_as_its_clock_shows() {
    let mut e = classroom_game();
    let mut clock = FakeClock::default();
    e.tick(&mut clock);
    // 16 ms frames: the footer's clock shows whole seconds, so the board is redrawn once each.
    let mut changes = 0;
    for _ in 0..125 {
        let before = e.revision();
        clock.now += 16_000;
        e.tick(&mut clock);
        changes += usize::from(e.revision() != before);
    }
    assert_eq!(e.play().elapsed_ms, 2_000);
    assert_eq!(changes, 2, "at 1 s and at 2 s");
}

#[test]
fn mistakes_are_marked_as_the_setting_says() {
    let mut e = classroom_game();
    e.press(Buttons::CIRCLE); // a 1 in r1c1: wrong (the solution has 8) but no rule broken
    assert!(e.conflicts().is_empty(), "marking is off by default");
    e.set_mistakes(Mistakes::Solution);
    assert_eq!(e.conflicts().iter().collect::<Vec<_>>(), [cell(0, 0)]);
    e.set_mistakes(Mistakes::Rules);
    assert!(e.conflicts().is_empty());
    // The hint points at the wrong digit before reasoning from it.
    e.press(Buttons::SQUARE);
    assert_eq!(
        *e.status(),
        says(
            Tone::Bad,
            Key::HintWrongDigit,
            &[&In(Lang::En, &cell(0, 0))]
        )
    );
    assert!(e.hint_cells().contains(cell(0, 0)));
}

#[test]
fn the_timer_runs_while_playing_and_stops_when_paused_or_covered() {
    let mut e = classroom_game();
    let mut clock = FakeClock::default();
    let mut run = |e: &mut Driven, frames: u64| {
        for _ in 0..frames {
            clock.now += 16_000;
            e.tick(&mut clock);
        }
    };
    run(&mut e, 60);
    let first = e.play().elapsed_ms;
    assert!((900..=1000).contains(&first), "{first}");
    e.pause();
    assert!(e.play().paused);
    run(&mut e, 60);
    assert_eq!(e.play().elapsed_ms, first);
    e.press(Buttons::UP);
    assert!(!e.play().paused, "any button goes on");
    assert_eq!(e.cursor(), cell(0, 0), "that press does nothing else");
    e.set_covered(true);
    run(&mut e, 60);
    assert_eq!(e.play().elapsed_ms, first, "the menu stops the clock");
    e.set_covered(false);
    run(&mut e, 60);
    assert!(e.play().elapsed_ms > first + 900);
}

#[test]
fn completing_the_grid_finishes_the_game() {
    let mut e = classroom_game();
    let solution = e.play().solution.unwrap();
    let empty: Vec<Cell> = Cell::<Nine>::all()
        .filter(|&c| e.grid().digit(c).is_none())
        .collect();
    for c in empty {
        e.cursor = c;
        let d = solution.digit(c).unwrap().get();
        for _ in 0..d {
            e.press(Buttons::CIRCLE);
        }
        e.press(Buttons::RIGHT);
    }
    assert!(e.play().finished);
    assert_eq!(said(e.status()), (Key::GameSolved, Tone::Good));
    // A finished game stays whole: erasing, notes and candidates are refused, and say why;
    // nor does it pause.
    let done = *e.grid();
    e.cursor = Cell::<Nine>::all()
        .find(|&c| done.given(c).is_none())
        .unwrap();
    e.press(Buttons::TRIANGLE);
    e.fill_candidates();
    e.press(Buttons::L.union(Buttons::R));
    e.press(Buttons::SQUARE);
    assert_eq!(*e.grid(), done);
    assert!(e.notes().as_ref().iter().all(|&n| n == 0));
    assert_eq!(said(e.status()), (Key::GameOver, Tone::Good));
    let before = e.status().clone();
    e.pause();
    assert!(!e.play().paused, "a finished game has no timer to stop");
    assert_eq!(*e.status(), before);
}

#[test]
fn pause_does_nothing_outside_a_game() {
    let mut e = editor();
    e.load(Grid::from_line(CLASSROOM).unwrap());
    let before = e.status().clone();
    e.pause();
    assert_eq!(e.mode(), Mode::Edit);
    assert!(!e.play().paused);
    assert_eq!(*e.status(), before);
}

/// Moves the cursor to `target` with Down and Right (which wrap).
fn go_to(e: &mut Driven, target: Cell) {
    for _ in 0..(target.row() + 9 - e.cursor().row()) % 9 {
        e.press(Buttons::DOWN);
    }
    for _ in 0..(target.col() + 9 - e.cursor().col()) % 9 {
        e.press(Buttons::RIGHT);
    }
    assert_eq!(e.cursor(), target);
}

/// Types `digit` as the player's digit in the empty cell under the cursor.
fn play_digit(e: &mut Driven, digit: Digit) {
    for _ in 0..digit.get() {
        e.press(Buttons::CIRCLE);
    }
}

#[test]
fn a_game_with_several_solutions_ends_on_any_full_grid_that_keeps_the_rules() {
    // One of the tutorial grid's solutions, found by Square.
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::SQUARE);
    e.settle(&mut clock, 10);
    let solution = *e.grid();
    assert!(solution.is_full());
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    e.start_play();
    assert_eq!(e.play().solution, None);
    let empty: Vec<Cell> = Cell::<Nine>::all()
        .filter(|&c| e.grid().digit(c).is_none())
        .collect();
    let (&last, rest) = empty.split_last().unwrap();
    for &c in rest {
        go_to(&mut e, c);
        play_digit(&mut e, solution.digit(c).unwrap());
        assert!(!e.play().finished, "{c}: the grid is not full yet");
    }
    // The last cell: first a digit that clashes, then the right one.
    go_to(&mut e, last);
    let right = solution.digit(last).unwrap();
    let wrong = Cell::<Nine>::all()
        .filter(|&c| c != last && c.sees(last))
        .find_map(|c| solution.digit(c))
        .unwrap();
    // Counting towards the wrong digit from the side that does not pass the right one.
    let (button, presses) = if wrong < right {
        (Buttons::CIRCLE, wrong.get())
    } else {
        (Buttons::CROSS, 10 - wrong.get())
    };
    for _ in 0..presses {
        e.press(button);
    }
    assert_eq!(e.grid().digit(last), Some(wrong));
    assert!(e.grid().is_full() && e.grid().has_conflict());
    assert!(!e.play().finished, "a full grid that breaks a rule");
    e.press(Buttons::TRIANGLE);
    play_digit(&mut e, right);
    assert!(e.play().finished);
    assert_eq!(said(e.status()), (Key::GameSolved, Tone::Good));
}

#[test]
fn a_game_is_refused_for_clashing_givens() {
    let mut e = editor();
    e.load(Grid::from_line(&format!("5.....5{}", ".".repeat(74))).unwrap());
    e.start_play();
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::PlayConflict, Tone::Bad));
}

#[test]
fn a_game_is_refused_for_givens_without_a_solution() {
    let mut e = editor();
    let line = no_solution();
    e.load(Grid::from_line(&line).unwrap());
    assert!(e.conflicts().is_empty(), "the givens do not clash");
    e.start_play();
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(said(e.status()), (Key::PlayNoSolution, Tone::Bad));
    assert_eq!(e.grid().to_string(), line);
    e.press(Buttons::SELECT);
    assert!(e.grid().is_empty(), "no game step to undo, only the load");
}

#[test]
fn leaving_a_game_edits_its_givens_and_select_goes_back_into_it() {
    let mut e = classroom_game();
    e.press(Buttons::CIRCLE);
    e.leave_play();
    assert_eq!(e.mode(), Mode::Edit);
    assert_eq!(e.grid().to_string(), CLASSROOM);
    assert_eq!(said(e.status()), (Key::EditingGivens, Tone::Info));
    e.press(Buttons::SELECT);
    assert_eq!(e.mode(), Mode::Play, "Select goes back into the game");
    assert_eq!(e.grid().digit(cell(0, 0)), Some(digit(1)));
}

#[test]
fn a_puzzle_with_several_solutions_can_be_played_and_says_so() {
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    e.start_play();
    assert_eq!(e.mode(), Mode::Play);
    assert_eq!(e.play().solution, None);
    assert_eq!(said(e.status()), (Key::PlayStartSeveral, Tone::Info));
}

#[test]
fn marking_against_the_solution_falls_back_to_the_rules_when_there_are_several_solutions() {
    let mut e = editor();
    e.load(Grid::from_line(TUTORIAL).unwrap());
    e.start_play();
    e.set_mistakes(Mistakes::Solution);
    // The tutorial grid's r1c2 is empty; its row holds a given 9 in r1c1.
    let r1c2 = cell(0, 1);
    assert_eq!(e.grid().digit(r1c2), None);
    e.cursor = r1c2;
    e.press(Buttons::CROSS); // empty -> 9: the row's 9 twice
    assert_eq!(
        e.conflicts().iter().collect::<Vec<_>>(),
        [cell(0, 0), r1c2],
        "a digit that breaks a rule is red"
    );
    e.press(Buttons::CROSS); // 9 -> 8, the 8 of box 1 twice
    e.press(Buttons::CROSS); // 8 -> 7, a candidate
    assert!(
        e.grid().first_conflict().is_none() && e.conflicts().is_empty(),
        "a digit that breaks no rule is not"
    );
}

#[test]
fn a_game_with_several_solutions_is_extreme_and_unrated_without_a_grade() {
    // The tutorial grid's 434 solutions: logic fills what they share (a rating above 0), then
    // is stuck; the game says extreme and no rating, and grades nothing.
    let tutorial = Grid::from_line(TUTORIAL).unwrap();
    let graded = crate::logic::grade(&tutorial).rated().unwrap();
    assert!(graded.rating > crate::logic::Rating::NONE, "{graded:?}");
    let mut e = editor();
    e.load(tutorial);
    e.start_play();
    assert_eq!(e.play().solution, None);
    assert_eq!(e.puzzle_rated(), crate::logic::Rated::UNSOLVED);
}

#[test]
fn a_game_of_a_puzzle_with_one_solution_is_rated_with_the_uniqueness_techniques() {
    // HoDoKu rates it hard (a unique rectangle); without uniqueness our logic needs a fiendish
    // step (the library's test of the same puzzle).
    let line = "........1.......23..1..4........14...2....5..36...........3.......27......86..9..";
    let puzzle = Grid::from_line(line).unwrap();
    assert_eq!(
        crate::logic::grade(&puzzle).level(),
        Some(crate::logic::Level::Fiendish)
    );
    let mut e = editor();
    e.load(puzzle);
    e.start_play();
    assert!(e.play().solution.is_some());
    let rated = e.puzzle_rated();
    assert_eq!(
        (rated.level, rated.rating.to_string()),
        (crate::logic::Level::Hard, "5.6".into())
    );
    assert!(rated.finished);
}
