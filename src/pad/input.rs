//! [`Input`]: what the pad model hands the app, in order: presses, chords, flicks, and the
//! commit or take-back of a press a chord could still claim.

use super::{Buttons, Key};

/// Most inputs one frame hands over (far more than a person can press in a frame).
pub const MAX_INPUTS: usize = 128;

/// The inputs of one frame, in the order they happened.
pub type Inputs = heapless::Vec<Input, MAX_INPUTS>;

/// An action of two buttons held together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chord {
    /// Select + R: redo.
    Redo,
    /// L + R: pencil-mark mode on or off (games).
    Notes,
    /// Select + a D-pad direction (or a lean of the stick): jump the cursor a box that way.
    Jump(Buttons),
}

/// One resolved input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A button pressed (or repeating): act on it.
    Press(Buttons),
    /// A button pressed that may still become part of a chord: act on it at once, but so that
    /// a [`Input::TakeBack`] can undo it without a trace; an [`Input::Commit`] makes it stand.
    /// No other input comes between the two.
    Tentative(Buttons),
    /// The tentative press stands (record it for undo).
    Commit,
    /// The tentative press became part of a chord: put everything back as it was before it.
    TakeBack,
    /// A chord.
    Chord(Chord),
    /// A flick of the stick typed keypad key `key`; `shifted` when R was held (the 16x16
    /// letters).
    Flick {
        /// The key.
        key: Key,
        /// Whether R was held as the stick came back.
        shifted: bool,
    },
}

/// The stick's keypad on screen while a flick is under way: the key it would type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeypadView {
    /// The key the stick points at.
    pub key: Key,
    /// Whether R is held (the 16x16 letters).
    pub shifted: bool,
}

/// What one frame of the pad gives: the inputs, and the keypad to show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Frame {
    /// The inputs, in order.
    pub inputs: Inputs,
    /// The keypad while a flick is under way.
    pub keypad: Option<KeypadView>,
}

impl Frame {
    /// Adds an input (dropped in the impossible case of a full frame).
    pub fn push(&mut self, input: Input) {
        let _ = self.inputs.push(input);
    }

    /// The inputs of a frame in which `presses` went down while `held` were down (tests and
    /// tools that script whole frames): a chord when both its buttons are held and one of them
    /// was just pressed, every other press on its own, in [`Buttons::ALL`] order.
    pub fn of_presses(presses: Buttons, held: Buttons) -> Frame {
        let held = held.union(presses);
        let mut frame = Frame::default();
        let mut rest = presses;
        let redo = Buttons::SELECT.union(Buttons::R);
        let notes = Buttons::L.union(Buttons::R);
        if rest.intersects(redo) && held.contains(redo) {
            rest = rest.without(redo);
            frame.push(Input::Chord(Chord::Redo));
        } else if rest.intersects(notes) && held.contains(notes) {
            rest = rest.without(notes);
            frame.push(Input::Chord(Chord::Notes));
        }
        if held.contains(Buttons::SELECT) {
            for direction in rest.and(Buttons::DPAD).iter() {
                rest = rest.without(direction).without(Buttons::SELECT);
                frame.push(Input::Chord(Chord::Jump(direction)));
            }
        }
        for button in rest.iter() {
            frame.push(Input::Press(button));
        }
        frame
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scripted_frame_makes_chords_of_held_pairs_and_presses_of_the_rest() {
        let f = Frame::of_presses(Buttons::SELECT.union(Buttons::R), Buttons::NONE);
        assert_eq!(f.inputs, [Input::Chord(Chord::Redo)]);
        let f = Frame::of_presses(Buttons::R, Buttons::SELECT);
        assert_eq!(f.inputs, [Input::Chord(Chord::Redo)]);
        let f = Frame::of_presses(Buttons::L.union(Buttons::CIRCLE), Buttons::R);
        assert_eq!(
            f.inputs,
            [Input::Chord(Chord::Notes), Input::Press(Buttons::CIRCLE)]
        );
        let f = Frame::of_presses(Buttons::SELECT.union(Buttons::RIGHT), Buttons::NONE);
        assert_eq!(f.inputs, [Input::Chord(Chord::Jump(Buttons::RIGHT))]);
        let f = Frame::of_presses(Buttons::RIGHT.union(Buttons::CIRCLE), Buttons::NONE);
        assert_eq!(
            f.inputs,
            [Input::Press(Buttons::RIGHT), Input::Press(Buttons::CIRCLE)]
        );
        assert!(
            Frame::of_presses(Buttons::NONE, Buttons::SELECT)
                .inputs
                .is_empty()
        );
    }
}
