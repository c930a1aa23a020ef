//! What players know from other Sudoku games, beside play mode's own rules: how many of each
//! digit are still to place, the mistake counter, and restarting a game.

use crate::{cell::Cell, digit::Digit, size::Size};

use super::{Editor, State, history::Step, notes::no_notes, status::Tone};
use crate::preferences::Mistakes;

impl<S: Size> Editor<S> {
    /// How many of each digit are still to place (index 0 for digit 1; the first `S::SIDE`
    /// count): the side less the times the digit stands on the grid, givens included, never
    /// below zero (a digit placed too often has none left).
    pub fn digits_left(&self) -> [u8; 16] {
        let mut left = [0u8; 16];
        left[..S::SIDE].fill(S::SIDE as u8);
        for cell in Cell::<S>::all() {
            if let Some(digit) = self.grid.digit(cell) {
                let slot = &mut left[digit.index()];
                *slot = slot.saturating_sub(1);
            }
        }
        left
    }

    /// Restarts the game: back to the givens with no pencil marks, the timer and the mistake
    /// counter at zero, as one undo step (undo gives back the grid, the time and the count).
    pub fn restart_game(&mut self) {
        if !matches!(self.state, State::Play) {
            return;
        }
        self.touch();
        self.settle_notes();
        self.record(Step::Restart {
            elapsed_ms: self.play.elapsed_ms.min(u64::from(u32::MAX)) as u32,
            mistakes: self.play.mistakes_made,
        });
        self.grid = self.grid.givens_only();
        self.notes = no_notes::<S>();
        self.play.notes_due = None;
        self.play.elapsed_ms = 0;
        self.play.mistakes_made = 0;
        self.play.paused = false;
        self.play.finished = false;
        self.tell(Tone::Info, crate::text::Key::Restarted, &[]);
    }

    /// After an undo (`undone`) or a redo of `step`: a restart's time and mistakes come back on
    /// undo, added to those since, and go again on redo.
    pub(super) fn replay_game_step(&mut self, step: Step<S>, undone: bool) {
        if let Step::Restart {
            elapsed_ms,
            mistakes,
        } = step
        {
            if undone {
                self.play.elapsed_ms += u64::from(elapsed_ms);
                self.play.mistakes_made = self.play.mistakes_made.saturating_add(mistakes);
            } else {
                self.play.elapsed_ms = self.play.elapsed_ms.saturating_sub(u64::from(elapsed_ms));
                self.play.mistakes_made = self.play.mistakes_made.saturating_sub(mistakes);
            }
        }
    }

    /// A digit the player settled on (kept long enough, or left for another cell): one more
    /// mistake when marking is on and the digit is wrong (against the solution when it is known
    /// and marking asks for it, else against the rules).
    pub(super) fn count_mistake(&mut self, cell: Cell<S>, digit: Digit<S>) {
        if self.play.mistakes == Mistakes::Off || self.grid.given(cell).is_some() {
            return;
        }
        let wrong = match (&self.play.solution, self.play.mistakes) {
            (Some(solution), Mistakes::Solution) => solution.digit(cell) != Some(digit),
            _ => Cell::<S>::all().any(|other| {
                other != cell && cell.sees(other) && self.grid.digit(other) == Some(digit)
            }),
        };
        if wrong {
            self.play.mistakes_made = self.play.mistakes_made.saturating_add(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::test_support::Driven;
    use crate::{
        cell::Cell,
        clock::FakeClock,
        editor::Mode,
        grid::Grid,
        pad::Buttons,
        preferences::Mistakes,
        puzzles::{CLASSROOM, CLASSROOM_SOLUTION},
    };

    fn game(mistakes: Mistakes) -> Driven {
        let mut editor: Driven = Driven::new();
        editor.load(Grid::from_line(CLASSROOM).unwrap());
        editor.prefs.mistakes = mistakes;
        editor.start_play();
        assert_eq!(editor.mode(), Mode::Play);
        editor
    }

    fn press(editor: &mut Driven, button: Buttons) {
        editor.press(button);
    }

    /// Presses Circle `times` at the cursor, then moves right (the digit settles).
    fn type_digit(editor: &mut Driven, times: usize) {
        for _ in 0..times {
            press(editor, Buttons::CIRCLE);
        }
        press(editor, Buttons::RIGHT);
    }

    #[test]
    fn digits_left_count_down_from_nine_as_digits_are_placed() {
        let mut editor = game(Mistakes::Off);
        let grid: Grid = Grid::from_line(CLASSROOM).unwrap();
        let left = editor.digits_left();
        for d in 1..=9u8 {
            let on_grid = Cell::all()
                .filter(|&c| grid.digit(c).map(|x| x.get()) == Some(d))
                .count() as u8;
            assert_eq!(left[usize::from(d) - 1], 9 - on_grid, "digit {d}");
        }
        assert_eq!(left[9..], [0; 7], "no tenth digit on a 9x9");
        // r1c1 is empty in the classroom grid: an 8 there leaves one 8 fewer.
        type_digit(&mut editor, 8);
        assert_eq!(editor.digits_left()[7], left[7] - 1);
        assert_eq!(editor.digits_left()[0], left[0]);
    }

    #[test]
    fn a_digit_on_the_grid_ten_times_leaves_none_not_a_wrapped_count() {
        let mut editor: Driven = Driven::new();
        // Ten 1s: the whole first row and one more below (conflicting, as editing allows).
        let mut line: std::string::String = "1".repeat(10);
        line.push_str(&".".repeat(71));
        editor.load(Grid::from_line(&line).unwrap());
        assert_eq!(editor.digits_left()[0], 0);
        assert_eq!(editor.digits_left()[1], 9);
    }

    #[test]
    fn a_wrong_digit_counts_once_when_it_settles_and_only_with_marking_on() {
        let mut editor = game(Mistakes::Solution);
        // r1c1 is 8 in the solution: cycling up through 1..=7 on the way counts nothing.
        for _ in 0..7 {
            press(&mut editor, Buttons::CIRCLE);
        }
        assert_eq!(
            editor.play().mistakes_made,
            0,
            "a digit passed through is no mistake"
        );
        press(&mut editor, Buttons::RIGHT);
        assert_eq!(
            editor.play().mistakes_made,
            1,
            "a settled 7 where 8 belongs"
        );
        press(&mut editor, Buttons::LEFT);
        press(&mut editor, Buttons::CIRCLE);
        press(&mut editor, Buttons::RIGHT);
        assert_eq!(editor.play().mistakes_made, 1, "the right 8 is no mistake");

        let mut off = game(Mistakes::Off);
        type_digit(&mut off, 7);
        assert_eq!(off.play().mistakes_made, 0, "marking off: nothing counted");
    }

    #[test]
    fn against_the_rules_only_a_clash_counts() {
        let mut editor = game(Mistakes::Rules);
        // r1c1: 1 is wrong (8 belongs) but breaks no rule; 9 clashes with r1c2's given 9.
        type_digit(&mut editor, 1);
        assert_eq!(editor.play().mistakes_made, 0);
        press(&mut editor, Buttons::LEFT);
        for _ in 0..8 {
            press(&mut editor, Buttons::CIRCLE);
        }
        press(&mut editor, Buttons::RIGHT);
        assert_eq!(editor.play().mistakes_made, 1);
    }

    #[test]
    fn restart_goes_back_to_the_givens_with_the_clock_at_zero_and_undo_brings_the_game_back() {
        let mut editor = game(Mistakes::Solution);
        let mut clock = FakeClock::stepping(100_000); // 100 ms a tick
        for _ in 0..50 {
            editor.tick(&mut clock);
        }
        type_digit(&mut editor, 7); // a mistake
        type_digit(&mut editor, 0);
        let played = *editor.grid();
        let time = editor.play().elapsed_ms;
        assert!(time >= 4_000, "{time}");
        assert_eq!(editor.play().mistakes_made, 1);

        editor.restart_game();
        assert_eq!(*editor.grid(), played.givens_only());
        assert_eq!(editor.play().elapsed_ms, 0);
        assert_eq!(editor.play().mistakes_made, 0);
        assert_eq!(editor.mode(), Mode::Play);
        for _ in 0..10 {
            editor.tick(&mut clock);
        }
        let since = editor.play().elapsed_ms;
        assert!(since > 0);

        press(&mut editor, Buttons::SELECT);
        assert_eq!(*editor.grid(), played, "undo brings the digits back");
        assert_eq!(
            editor.play().elapsed_ms,
            time + since,
            "and the time, plus the time since"
        );
        assert_eq!(editor.play().mistakes_made, 1);
        assert_eq!(editor.mode(), Mode::Play);

        editor.press_holding(Buttons::R, Buttons::SELECT.union(Buttons::R));
        assert_eq!(*editor.grid(), played.givens_only(), "redo restarts again");
        assert_eq!(editor.play().elapsed_ms, since);
        assert_eq!(editor.play().mistakes_made, 0);
    }

    #[test]
    fn restart_of_a_finished_game_plays_it_again_and_editing_has_nothing_to_restart() {
        let mut editor = game(Mistakes::Off);
        let solution = Grid::from_line(CLASSROOM_SOLUTION).unwrap();
        let mut done = editor.grid().givens_only();
        for cell in Cell::all() {
            if done.digit(cell).is_none() {
                done.place(cell, solution.digit(cell).unwrap());
            }
        }
        // Play the last digit by hand so the game ends the way a player ends it.
        let last = Cell::all()
            .rfind(|&c| editor.grid().digit(c).is_none())
            .unwrap();
        let mut almost = done;
        almost.clear(last);
        let (notes, play) = (*editor.notes(), *editor.play());
        editor.resume_play(almost, last, notes, play);
        for _ in 0..solution.digit(last).unwrap().get() {
            press(&mut editor, Buttons::CIRCLE);
        }
        assert!(editor.play().finished);
        editor.restart_game();
        assert!(!editor.play().finished);
        assert_eq!(*editor.grid(), done.givens_only());

        let mut editing: Driven = Driven::new();
        editing.load(Grid::from_line(CLASSROOM).unwrap());
        let before = *editing.grid();
        editing.restart_game();
        assert_eq!(editing.mode(), Mode::Edit);
        assert_eq!(*editing.grid(), before);
    }
}
