//! Play mode: its clock as minutes and seconds, and mistakes marked as the setting says.

use super::*;
use crate::test_support::{CLASSROOM, CLASSROOM_SOLUTION, grid};
use std::string::ToString;

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
