//! `sudoku keys`: what each move costs, and the printed keys typing the puzzle through the app.

use super::*;
use crate::render::{Start, parse_keys, replay};
use sudoku_core::puzzles::CLASSROOM;

#[test]
fn moves_cost_what_a_person_presses() {
    let c = Controls::new(9, 3, true);
    let cell = |r: usize, col: usize| r * 9 + col;
    assert_eq!(c.cost(0, cell(0, 1)), 1, "Right");
    assert_eq!(c.cost(0, cell(1, 1)), 1, "a lean down right");
    assert_eq!(c.cost(0, cell(0, 3)), 2, "Select+Right");
    assert_eq!(c.cost(0, cell(3, 3)), 2, "Select with a lean");
    assert_eq!(c.cost(0, cell(0, 8)), 1, "Left wraps");
    assert_eq!(c.cost(0, cell(4, 4)), 3, "a diagonal jump and a lean");
    let today = Controls::new(9, 3, false);
    assert_eq!(today.cost(0, cell(4, 4)), 8);
    assert_eq!(today.cost(0, cell(8, 8)), 2, "both wrap");
    assert_eq!(today.digit(9).len(), 1, "one Cross");
    assert_eq!(today.digit(5).len(), 5);
    assert_eq!(c.digit(5).len(), 1);
    assert_eq!(
        Controls::new(16, 4, true).digit(16)[0].inputs(),
        2,
        "R+Flick7"
    );
}

#[test]
fn the_printed_keys_type_the_puzzle_through_the_app() {
    let grid = AnyGrid::from_line(CLASSROOM).unwrap();
    let fast = fastest(&grid, 16);
    let list = key_list(&fast.frames);
    let keys = parse_keys(&list).unwrap();
    assert_eq!(
        keys.iter().map(|f| f.inputs() as u32).sum::<u32>(),
        fast.inputs
    );
    let app = replay(&Start::default(), None, &keys, Buttons::CROSS).unwrap();
    let mut typed = String::new();
    app.editors().active().write_grid(&mut typed).unwrap();
    assert_eq!(typed, CLASSROOM);
    // The target: at most 60 % of today's presses.
    let today = today_nearest(&grid);
    assert!(
        fast.inputs * 100 <= today.inputs * 60,
        "{} vs {}",
        fast.inputs,
        today.inputs
    );
    assert!(today_best(&grid).inputs <= today.inputs);
}

#[test]
fn sixteen_by_sixteen_letters_and_four_by_four_type_too() {
    for line in [
        "1.....2..3.....4",
        &format!("{}{}", "A...............G", ".".repeat(256 - 17)),
    ] {
        let grid = AnyGrid::from_line(line).unwrap();
        let fast = fastest(&grid, 16);
        let mut frames = size_switch(&grid);
        frames.extend_from_slice(&fast.frames);
        let keys = parse_keys(&key_list(&frames)).unwrap();
        let app = replay(&Start::default(), None, &keys, Buttons::CROSS).unwrap();
        let mut typed = String::new();
        app.editors().active().write_grid(&mut typed).unwrap();
        assert_eq!(typed, line);
    }
}
