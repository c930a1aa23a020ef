//! The chord resolver: a chord pressed in either order, its second button down within
//! [`CHORD_WINDOW_MS`] of the first, does the chord's action and nothing else.
//!
//! Every button of a chord is one of two kinds:
//!
//! - *held back* (Select): its own action waits until the window ends, the button comes up, or
//!   another button goes down; if its partner comes first, only the chord acts. Undo can wait
//!   that long; the player never sees a wrong step.
//! - *tentative* (R, L and the D-pad): its own action happens at once, so digits and moves feel
//!   immediate, as an [`Input::Tentative`]; if the partner comes within the window, an
//!   [`Input::TakeBack`] puts everything back before the chord acts, else an [`Input::Commit`]
//!   makes it stand (only then does it reach the undo history).
//!
//! A partner pressed while its mate is held makes the chord at any time (hold Select and tap R
//! to redo step after step); only within the window is the mate's own action withheld or taken
//! back. Select pressed while a direction is already held waits too: R within the window makes
//! a redo and nothing else; otherwise the jump acts as the window ends or Select comes up. While a press is undecided, the repeats of other held buttons wait, so nothing comes
//! between a tentative press and its take-back.

use super::{Buttons, Chord, Input, Key};

/// How long after a chord's first button its second may go down to make only the chord act.
pub const CHORD_WINDOW_MS: u64 = 160;

/// The buttons whose own action waits for the window.
pub const HELD_BACK: Buttons = Buttons::SELECT;
/// The buttons whose own action is applied at once and taken back if a chord claims it.
pub const TENTATIVE: Buttons = Buttons::R.union(Buttons::L).union(Buttons::DPAD);

/// One chord: its two buttons, its action, and whether it repeats while held.
#[derive(Debug, Clone, Copy)]
struct ChordDef {
    pair: (Buttons, Buttons),
    chord: Chord,
    repeats: bool,
}

/// Every chord, first match first.
const CHORDS: [ChordDef; 6] = [
    ChordDef {
        pair: (Buttons::SELECT, Buttons::R),
        chord: Chord::Redo,
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::L, Buttons::R),
        chord: Chord::Notes,
        repeats: false,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::UP),
        chord: Chord::Jump(Buttons::UP),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::DOWN),
        chord: Chord::Jump(Buttons::DOWN),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::LEFT),
        chord: Chord::Jump(Buttons::LEFT),
        repeats: true,
    },
    ChordDef {
        pair: (Buttons::SELECT, Buttons::RIGHT),
        chord: Chord::Jump(Buttons::RIGHT),
        repeats: true,
    },
];

/// The partner of `button` in `def`, if `button` is one of its pair.
fn partner(def: &ChordDef, button: Buttons) -> Option<Buttons> {
    match def.pair {
        (a, b) if a == button => Some(b),
        (a, b) if b == button => Some(a),
        _ => None,
    }
}

/// Whether `button` belongs to some chord.
fn in_a_chord(button: Buttons) -> bool {
    CHORDS.iter().any(|def| partner(def, button).is_some())
}

/// Turns button edges into inputs, resolving chords.
#[derive(Debug, Clone, Default)]
pub struct Resolver {
    /// The buttons down.
    held: Buttons,
    /// A held-back press and when it went down (µs).
    waiting: Option<(Buttons, u64)>,
    /// A tentative press and when it went down (µs).
    tentative: Option<(Buttons, u64)>,
    /// Repeats that came while a press was undecided, in order.
    deferred: heapless::Vec<Buttons, 16>,
    /// Buttons that have made a chord and are still down.
    chorded: Buttons,
}

impl Resolver {
    /// Nothing held.
    pub const fn new() -> Self {
        Resolver {
            held: Buttons::NONE,
            waiting: None,
            tentative: None,
            deferred: heapless::Vec::new(),
            chorded: Buttons::NONE,
        }
    }

    /// Whether a press is undecided.
    fn undecided(&self) -> bool {
        self.waiting.is_some() || self.tentative.is_some()
    }

    /// Ends the window of an undecided press that started more than the window before `at`.
    pub fn expire(&mut self, at: u64, out: &mut impl FnMut(Input)) {
        let window = CHORD_WINDOW_MS * 1000;
        if self.waiting.is_some_and(|(_, t)| at >= t + window)
            || self.tentative.is_some_and(|(_, t)| at >= t + window)
        {
            self.settle(out);
        }
    }

    /// The undecided press acts alone: a held-back one now, a tentative one is committed;
    /// then the repeats that waited.
    fn settle(&mut self, out: &mut impl FnMut(Input)) {
        if let Some((button, _)) = self.waiting.take() {
            // Mates still held (held before it, see `down`) make their chords: Select with a
            // diagonal lean jumps both ways, as when both go down together.
            let mut chorded = false;
            for def in CHORDS {
                if let Some(mate) = partner(&def, button)
                    && self.held.contains(mate)
                {
                    self.chorded = self.chorded.union(mate).union(self.held.and(button));
                    out(Input::Chord(def.chord));
                    chorded = true;
                }
            }
            if !chorded {
                out(Input::Press(button));
            }
        }
        if self.tentative.take().is_some() {
            out(Input::Commit);
        }
        let deferred = core::mem::take(&mut self.deferred);
        for button in deferred {
            self.repeat_now(button, out);
        }
    }

    /// `button` went down at `at`.
    pub fn down(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        // The chord it makes with a held button: an undecided partner first.
        let undecided = self
            .waiting
            .or(self.tentative)
            .map_or(Buttons::NONE, |(b, _)| b);
        let chord = CHORDS
            .iter()
            .filter_map(|def| partner(def, button).map(|p| (def, p)))
            .filter(|&(_, p)| self.held.contains(p))
            .min_by_key(|&(_, p)| p != undecided)
            // A held-back button whose mate was held before (not an undecided press) waits like
            // any held-back press: a partner pressed within the window makes the chord the
            // player pressed (Select+R with Down held is a redo, not a jump and a redo); else
            // the chord with the held mate acts as the window ends.
            .filter(|&(_, p)| !HELD_BACK.contains(button) || p == undecided);
        self.held = self.held.union(button);
        match chord {
            Some((def, mate)) => {
                if self.waiting.is_some_and(|(b, _)| b == mate) {
                    self.waiting = None;
                } else if self.tentative.is_some_and(|(b, _)| b == mate) {
                    self.tentative = None;
                    out(Input::TakeBack);
                } else {
                    self.settle(out);
                }
                self.chorded = self.chorded.union(button).union(mate);
                out(Input::Chord(def.chord));
                self.settle(out);
            }
            None => {
                self.settle(out);
                if HELD_BACK.contains(button) {
                    self.waiting = Some((button, at));
                } else if TENTATIVE.contains(button) && in_a_chord(button) {
                    self.tentative = Some((button, at));
                    out(Input::Tentative(button));
                } else {
                    out(Input::Press(button));
                }
            }
        }
    }

    /// `button` came up at `at`.
    pub fn up(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        self.held = self.held.without(button);
        self.chorded = self.chorded.without(button);
        if self.waiting.is_some_and(|(b, _)| b == button)
            || self.tentative.is_some_and(|(b, _)| b == button)
        {
            self.settle(out);
        }
    }

    /// `button`, held, repeats at `at`.
    pub fn repeat(&mut self, button: Buttons, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        if self.undecided() {
            // Full only in a flood no hand makes; the repeat is then dropped.
            let _ = self.deferred.push(button);
        } else {
            self.repeat_now(button, out);
        }
    }

    /// A repeat: the chord's again if the button holds one that repeats, else the button's own.
    fn repeat_now(&mut self, button: Buttons, out: &mut impl FnMut(Input)) {
        if self.chorded.contains(button) {
            let def = CHORDS.iter().find(|def| {
                partner(def, button)
                    .is_some_and(|p| self.chorded.contains(p) && self.held.contains(p))
            });
            if let Some(def) = def {
                if def.repeats {
                    out(Input::Chord(def.chord));
                }
                return;
            }
        }
        out(Input::Press(button));
    }

    /// A flick of the stick ended at `at`: any undecided press acts first.
    pub fn flick(&mut self, key: Key, shifted: bool, at: u64, out: &mut impl FnMut(Input)) {
        self.expire(at, out);
        self.settle(out);
        out(Input::Flick { key, shifted });
    }
}

#[cfg(test)]
mod tests;
