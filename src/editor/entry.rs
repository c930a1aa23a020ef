//! Fast entry beside the cursor model: any digit in one flick of the stick, box-sized jumps
//! (Select with a direction), and Skip used digits, in which Circle and Cross skip the digits
//! the cell's row, column and box already hold (R and L still step through every digit, so a
//! clashing given can always be typed: conflicts are reported, not forbidden).

use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    pad::{Buttons, Key},
    size::Size,
};

use super::{Editor, State, edit::cursor_step, status::Tone};

/// The digit keypad key `key` types on a grid of size `S`: the key's number (1 to 9, when the
/// grid has it); with R held on a 16x16 grid, the letters A (key 1) to G (key 7).
pub fn keypad_digit<S: Size>(key: Key, shifted: bool) -> Option<Digit<S>> {
    let n = key.number();
    if shifted && S::SIDE > 9 {
        Digit::new(n + 9)
    } else {
        Digit::new(n)
    }
}

/// `digit`, or empty when the cell already holds it and `toggle` (a second flick of the same
/// key empties the cell; one with R held always sets, as R has just stepped the cell).
fn toggled<S: Size>(
    digit: Digit<S>,
    toggle: bool,
) -> impl FnOnce(&Editor<S>, Option<Digit<S>>) -> Option<Digit<S>> {
    move |_, now| {
        if toggle && now == Some(digit) {
            None
        } else {
            Some(digit)
        }
    }
}

impl<S: Size> Editor<S> {
    /// A flick of the stick: the key's digit in the cell (editing, or a game), or in the
    /// cell's pencil marks in pencil-mark mode.
    pub(super) fn flick(&mut self, key: Key, shifted: bool) {
        let Some(digit) = keypad_digit::<S>(key, shifted) else {
            let size = crate::text::In(self.lang, crate::size::GridSize::of::<S>());
            self.tell(
                Tone::Info,
                crate::text::Key::KeyNoDigit,
                &[&key.number(), &size],
            );
            return;
        };
        match self.state {
            State::Play => {
                self.hint = CellSet::new();
                if self.play.notes_mode {
                    self.play.pointer = digit;
                    self.toggle_note();
                } else {
                    self.play_change(toggled(digit, !shifted));
                }
            }
            State::Edit | State::Solved { .. } => self.change(toggled(digit, !shifted)),
            // The lesson's grid is the search's: no digit goes into it.
            State::Search(_)
            | State::Benchmark
            | State::Generate(_)
            | State::Count(_)
            | State::Lesson(_) => {}
        }
    }

    /// Select with a direction: the cursor jumps a box's width that way (wrapping).
    pub(super) fn jump(&mut self, direction: Buttons) {
        let Some((rows, cols)) = cursor_step(direction) else {
            return;
        };
        if matches!(self.state, State::Play) {
            self.hint = CellSet::new();
            self.settle_notes();
        }
        let n = S::BOX as isize;
        self.cursor = self.cursor.moved(rows * n, cols * n);
        self.merging = None;
    }

    /// The digits (as bits) that stand in the row, column or box of `cell`, but in it.
    pub(super) fn peer_digits(&self, cell: Cell<S>) -> u16 {
        cell.units()
            .iter()
            .flat_map(|unit| unit.cells())
            .filter(|&peer| peer != cell)
            .filter_map(|peer| self.grid.digit(peer))
            .fold(0, |mask, d| mask | d.bit())
    }

    /// The next value up (or down) from `from` for the cursor's cell: when `skip_used`, the
    /// digits its peers hold are skipped (empty never is).
    pub(super) fn cycled(
        &self,
        from: Option<Digit<S>>,
        up: bool,
        skip_used: bool,
    ) -> Option<Digit<S>> {
        let step = if up {
            Digit::cycle_up
        } else {
            Digit::cycle_down
        };
        if !skip_used {
            return step(from);
        }
        let used = self.peer_digits(self.cursor);
        let mut next = step(from);
        while let Some(d) = next
            && used & d.bit() != 0
        {
            next = step(next);
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::{Four, Nine, Sixteen};

    #[test]
    fn keys_type_their_number_and_r_reaches_the_16x16_letters() {
        let key = |n| Key::new(n).unwrap();
        assert_eq!(keypad_digit::<Nine>(key(7), false), Digit::new(7));
        assert_eq!(
            keypad_digit::<Nine>(key(7), true),
            Digit::new(7),
            "no letters on 9x9"
        );
        assert_eq!(keypad_digit::<Four>(key(4), false), Digit::new(4));
        assert_eq!(keypad_digit::<Four>(key(5), false), None);
        assert_eq!(keypad_digit::<Sixteen>(key(9), false), Digit::new(9));
        assert_eq!(
            keypad_digit::<Sixteen>(key(1), true).map(Digit::to_char),
            Some('A')
        );
        assert_eq!(
            keypad_digit::<Sixteen>(key(7), true).map(Digit::to_char),
            Some('G')
        );
        assert_eq!(keypad_digit::<Sixteen>(key(8), true), None);
    }
}

#[cfg(test)]
mod behaviour {
    use super::*;
    use crate::{
        grid::Grid,
        pad::{Chord, Input},
        puzzles::CLASSROOM,
        size::Nine,
    };
    use crate::{
        test_support::{Driven, cell as at, said, says},
        text::Key as TextKey,
    };

    fn flick(e: &mut Driven, n: u8) {
        e.input(Input::Flick {
            key: Key::new(n).unwrap(),
            shifted: false,
        });
    }

    #[test]
    fn a_flick_types_any_digit_a_second_empties_and_a_clash_is_reported_not_refused() {
        let mut e: Driven = Driven::new();
        flick(&mut e, 7);
        assert_eq!(e.grid().given(at(0, 0)), Digit::new(7));
        flick(&mut e, 7);
        assert_eq!(e.grid().given(at(0, 0)), None);
        flick(&mut e, 7);
        e.input(Input::Press(Buttons::RIGHT));
        flick(&mut e, 7);
        assert_eq!(
            e.grid().given(at(0, 1)),
            Digit::new(7),
            "a clashing given is typed"
        );
        assert_eq!(said(e.status()), (TextKey::Conflict, Tone::Bad));
        // Each flick on a cell merges with the cell's other changes: one undo step per cell.
        e.input(Input::Press(Buttons::SELECT));
        assert_eq!(e.grid().given(at(0, 1)), None);
        assert_eq!(e.grid().given(at(0, 0)), Digit::new(7));
    }

    #[test]
    fn in_a_game_a_flick_places_a_digit_or_marks_a_note_and_givens_stay() {
        let mut e: Driven = Driven::new();
        e.load(Grid::from_line(CLASSROOM).unwrap());
        e.start_play();
        flick(&mut e, 8);
        assert_eq!(e.grid().digit(at(0, 0)), Digit::new(8));
        e.input(Input::Press(Buttons::RIGHT)); // r1c2 holds the given 9
        flick(&mut e, 1);
        assert_eq!(e.grid().digit(at(0, 1)), Digit::new(9));
        let r1c2 = crate::text::In(crate::text::Lang::En, at(0, 1));
        assert_eq!(
            *e.status(),
            says(Tone::Info, TextKey::GivenLocked, &[&r1c2])
        );
        e.input(Input::Press(Buttons::RIGHT)); // r1c3, empty
        e.input(Input::Chord(Chord::Notes));
        flick(&mut e, 4);
        flick(&mut e, 7);
        assert_eq!(e.notes()[at(0, 2).index()], 1 << 3 | 1 << 6);
        assert_eq!(e.play().pointer, Digit::new(7).unwrap());
        assert_eq!(e.grid().digit(at(0, 2)), None);
    }

    #[test]
    fn select_with_a_direction_jumps_a_box_and_wraps() {
        let mut e: Driven = Driven::new();
        e.input(Input::Chord(Chord::Jump(Buttons::RIGHT)));
        assert_eq!(e.cursor(), at(0, 3));
        e.input(Input::Chord(Chord::Jump(Buttons::UP)));
        assert_eq!(e.cursor(), at(6, 3), "wraps");
        let mut four: Driven<crate::size::Four> = Driven::new();
        four.input(Input::Chord(Chord::Jump(Buttons::DOWN)));
        assert_eq!(four.cursor().index(), 8, "two rows on a 4x4 grid");
    }

    #[test]
    fn with_skip_used_circle_and_cross_skip_used_digits_and_r_and_l_do_not() {
        let mut e: Driven = Driven::new();
        // r1c1: the classroom grid's row 1 holds 9, 2 and 6; its column and box more.
        e.load(Grid::from_line(CLASSROOM).unwrap());
        e.prefs.skip_used = true;
        let used = e.peer_digits(at(0, 0));
        e.input(Input::Press(Buttons::CIRCLE));
        let first = e.grid().given(at(0, 0)).unwrap();
        assert_eq!(used & first.bit(), 0, "{first:?} is free");
        assert!(
            (1..first.get()).all(|d| used & Digit::<Nine>::new(d).unwrap().bit() != 0),
            "every digit below {first:?} is used"
        );
        e.input(Input::Press(Buttons::CROSS));
        e.input(Input::Press(Buttons::CROSS));
        let down = e.grid().given(at(0, 0)).unwrap();
        assert_eq!(used & down.bit(), 0);
        assert_eq!(
            down.get(),
            (1..=9).rev().find(|&d| used & (1 << (d - 1)) == 0).unwrap()
        );
        // R steps through every digit: a clash can still be typed.
        e.input(Input::Press(Buttons::R));
        let next = down.get() % 9 + 1;
        assert_eq!(
            e.grid().given(at(0, 0)).map(Digit::get),
            Some(next).filter(|&d| d <= 9)
        );
        e.prefs.skip_used = false;
        e.input(Input::Press(Buttons::RIGHT));
        e.input(Input::Press(Buttons::RIGHT));
        e.input(Input::Press(Buttons::CIRCLE));
        assert_eq!(
            e.grid().given(at(0, 2)),
            Digit::new(1),
            "plain cycling when off"
        );
    }
}
