//! Play mode: the player fills a puzzle whose givens are locked, with pencil marks, optional
//! mistake marking and a timer.

use core::fmt;

use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    grid::{Entry, Grid},
    size::{Array, Nine, Size},
};

/// Pencil marks: per cell, the digits the player noted (bit 0 for digit 1).
pub type Notes<S> = <S as Size>::Cells<u16>;

/// How play mode marks the player's digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mistakes {
    /// No marking: the player finds mistakes alone.
    #[default]
    Off,
    /// Digits that break a rule (twice in a row, column or box) are red.
    Rules,
    /// Digits that differ from the solution are red.
    Solution,
}

impl Mistakes {
    /// The next setting, wrapping.
    pub const fn next(self) -> Self {
        match self {
            Mistakes::Off => Mistakes::Rules,
            Mistakes::Rules => Mistakes::Solution,
            Mistakes::Solution => Mistakes::Off,
        }
    }

    /// The previous setting, wrapping.
    pub const fn previous(self) -> Self {
        match self {
            Mistakes::Off => Mistakes::Solution,
            Mistakes::Rules => Mistakes::Off,
            Mistakes::Solution => Mistakes::Rules,
        }
    }

    /// The name shown in the menu.
    pub const fn name(self) -> &'static str {
        match self {
            Mistakes::Off => "off",
            Mistakes::Rules => "against the rules",
            Mistakes::Solution => "against the solution",
        }
    }
}

/// A time in milliseconds, shown as `mm:ss` (or `h:mm:ss` past an hour).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock(pub u64);

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0 / 1000;
        if s >= 3600 {
            write!(f, "{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        } else {
            write!(f, "{:02}:{:02}", s / 60, s % 60)
        }
    }
}

/// Play mode's state, beside the grid and the notes that the editor keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play<S: Size = Nine> {
    /// Whether the buttons write pencil marks (else digits).
    pub notes_mode: bool,
    /// The digit the notes buttons act on.
    pub pointer: Digit<S>,
    /// How mistakes are marked.
    pub mistakes: Mistakes,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// Whether the timer stands still and the board is hidden.
    pub paused: bool,
    /// The puzzle's solution, when it has exactly one.
    pub solution: Option<Grid<S>>,
    /// Whether the player has completed the grid correctly.
    pub finished: bool,
}

impl<S: Size> Play<S> {
    /// A fresh game of a puzzle whose unique solution is `solution` (if it has one).
    pub fn new(solution: Option<Grid<S>>) -> Self {
        Play {
            notes_mode: false,
            pointer: Digit::from_index(0).expect("every size has digit 1"),
            mistakes: Mistakes::Off,
            elapsed_ms: 0,
            paused: false,
            solution,
            finished: false,
        }
    }

    /// The cells to mark as mistakes in `grid`, as this game's setting says.
    pub fn mistakes_in(&self, grid: &Grid<S>) -> CellSet<S> {
        match (self.mistakes, &self.solution) {
            (Mistakes::Off, _) => CellSet::new(),
            (Mistakes::Rules, _) | (Mistakes::Solution, None) => {
                if grid.has_conflict() {
                    grid.conflicting_cells()
                } else {
                    CellSet::new()
                }
            }
            (Mistakes::Solution, Some(solution)) => grid
                .entries()
                .filter(|&(cell, entry)| matches!(entry, Entry::Placed(d) if solution.digit(cell) != Some(d)))
                .map(|(cell, _)| cell)
                .collect(),
        }
    }

    /// Whether `grid` is complete and right (the solution when known, else the rules).
    pub fn is_complete(&self, grid: &Grid<S>) -> bool {
        grid.is_full()
            && match &self.solution {
                Some(solution) => Cell::<S>::all().all(|c| grid.digit(c) == solution.digit(c)),
                None => !grid.has_conflict(),
            }
    }
}

/// No notes anywhere.
pub fn no_notes<S: Size>() -> Notes<S> {
    Notes::<S>::filled(0)
}

/// Removes `digit` from the notes of every cell that sees `cell`.
pub fn clear_peers<S: Size>(notes: &mut Notes<S>, cell: Cell<S>, digit: Digit<S>) {
    for other in Cell::<S>::all().filter(|&o| cell.sees(o)) {
        notes[other.index()] &= !digit.bit();
    }
}

/// Every candidate the digits of `grid` allow, as notes of its empty cells.
pub fn all_candidates<S: Size>(grid: &Grid<S>) -> Notes<S> {
    let mut notes = no_notes::<S>();
    let all: u16 = if S::SIDE == 16 {
        u16::MAX
    } else {
        (1 << S::SIDE) - 1
    };
    for cell in Cell::<S>::all().filter(|&c| grid.digit(c).is_none()) {
        let seen = Cell::<S>::all()
            .filter(|&o| cell.sees(o))
            .filter_map(|o| grid.digit(o))
            .fold(0, |m, d| m | d.bit());
        notes[cell.index()] = all & !seen;
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn grid(line: &str) -> Grid {
        Grid::from_line(line).unwrap()
    }

    #[test]
    fn clocks_read_as_minutes_and_seconds() {
        assert_eq!(Clock(0).to_string(), "00:00");
        assert_eq!(Clock(61_999).to_string(), "01:01");
        assert_eq!(Clock(3_723_000).to_string(), "1:02:03");
    }

    #[test]
    fn candidates_are_what_the_row_column_and_box_leave() {
        let g = grid(crate::puzzles::CLASSROOM);
        let notes = all_candidates(&g);
        // r1c1 sees 9 2 6 5 (row), 3 6 (column), 9 3 2 7 (box): 1, 4 and 8 are left.
        assert_eq!(notes[0], 1 << 0 | 1 << 3 | 1 << 7);
        assert_eq!(notes[1], 0, "a given has no notes");
    }

    #[test]
    fn placing_a_digit_takes_it_from_its_peers_notes_only() {
        let mut notes = no_notes::<Nine>();
        for n in notes.iter_mut() {
            *n = 0b1_1111_1111;
        }
        let (cell, five) = (Cell::<Nine>::new(4, 4).unwrap(), Digit::new(5).unwrap());
        clear_peers(&mut notes, cell, five);
        assert_eq!(
            notes[Cell::<Nine>::new(4, 0).unwrap().index()],
            0b1_1110_1111,
            "same row"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(0, 4).unwrap().index()],
            0b1_1110_1111,
            "same column"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(3, 3).unwrap().index()],
            0b1_1110_1111,
            "same box"
        );
        assert_eq!(
            notes[cell.index()],
            0b1_1111_1111,
            "the cell itself keeps its notes"
        );
        assert_eq!(
            notes[Cell::<Nine>::new(0, 0).unwrap().index()],
            0b1_1111_1111,
            "elsewhere untouched"
        );
    }

    #[test]
    fn mistakes_follow_the_setting() {
        let puzzle = grid(crate::puzzles::CLASSROOM);
        let solution = grid(
            "891234675325687419476915328914752863257368194683149752148526937732491586569873241",
        );
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
        assert_eq!(Mistakes::Off.next().previous(), Mistakes::Off);
    }
}
