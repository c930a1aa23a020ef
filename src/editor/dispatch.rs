//! Presses, chords and ticks, each handed to the mode at hand.

use super::{Editor, State, budget_us, status::Tone, tentative};
use crate::{
    clock::Clock,
    pad::{Buttons, Chord, Frame, Input},
    preferences::Preferences,
    size::Size,
    text::Key,
};

impl<S: Size> Editor<S> {
    /// Handles the presses of one frame, in a fixed button order, as if they were all the
    /// buttons held, with the player's preferences `prefs`.
    pub fn press(&mut self, presses: Buttons, prefs: &Preferences) {
        self.press_holding(presses, presses, prefs);
    }

    /// Handles the presses of one frame while `held` are down, as tests and tools script whole
    /// frames (see [`Frame::of_presses`]): a press that stops a search, starts one or resumes a
    /// paused game ends the frame.
    pub fn press_holding(&mut self, presses: Buttons, held: Buttons, prefs: &Preferences) {
        for input in Frame::of_presses(presses, held).inputs {
            let ends_frame = self.is_busy() || self.play.paused;
            self.input(input, prefs);
            if ends_frame || self.is_busy() {
                break;
            }
        }
    }

    /// Acts on one input of the pad model (see [`Input`]), with the player's preferences
    /// `prefs` (watch mode, its speed, skipping used digits).
    pub fn input(&mut self, input: Input, prefs: &Preferences) {
        match input {
            Input::Commit => {
                self.take_stopped_work();
                return self.commit_tentative();
            }
            Input::TakeBack => return self.take_back(),
            _ => self.commit_tentative(),
        }
        self.touch();
        if input != Input::Press(Buttons::TRIANGLE) {
            self.keep_givens();
        }
        let paused = matches!(self.state, State::Play) && self.play.paused;
        if self.is_busy() || paused {
            // Any input stops a search, the benchmark or a new puzzle, or resumes a paused game,
            // and does nothing else (nor does the chord a tentative press may still make).
            self.pending =
                matches!(input, Input::Tentative(_)).then_some(tentative::Pending::StoppedWork);
            return if paused {
                self.play_presses(Buttons::NONE, prefs)
            } else {
                self.stop_work()
            };
        }
        if self.take_stopped_work() && matches!(input, Input::Chord(_)) {
            return;
        }
        match input {
            Input::Press(button) => self.button(button, prefs),
            // The lesson's presses change no grid: nothing to take back.
            Input::Tentative(button) if matches!(self.state, State::Lesson(_)) => {
                self.button(button, prefs)
            }
            Input::Tentative(button) => {
                self.begin_tentative();
                self.button(button, prefs);
            }
            Input::Chord(chord) => self.chord(chord),
            Input::Flick { key, shifted } => self.flick(key, shifted),
            Input::Commit | Input::TakeBack => {}
        }
    }

    /// One button in the mode at hand.
    fn button(&mut self, button: Buttons, prefs: &Preferences) {
        match self.state {
            State::Play => self.play_presses(button, prefs),
            State::Edit | State::Solved { .. } => self.edit_press(button, prefs),
            State::Lesson(_) => self.lesson_press(button, prefs),
            State::Search(_) | State::Benchmark | State::Generate(_) | State::Count(_) => {
                self.stop_work()
            }
        }
    }

    /// Stops a search, the benchmark or a new puzzle.
    fn stop_work(&mut self) {
        match self.state {
            State::Search(_) => self.stop_search(),
            State::Benchmark => self.stop_loan(),
            State::Generate(_) => self.stop_generate(),
            State::Count(_) => self.stop_count(),
            State::Lesson(_) => self.stop_lesson(),
            State::Edit | State::Solved { .. } | State::Play => {}
        }
    }

    /// A chord: Select+R redoes, L+R switches pencil marks in a game, Select+direction jumps.
    /// The lesson takes none: its grid is the search's, and its buttons act alone.
    fn chord(&mut self, chord: Chord) {
        match chord {
            _ if matches!(self.state, State::Lesson(_)) => {}
            Chord::Redo => self.redo(),
            Chord::Notes if matches!(self.state, State::Play) => self.toggle_notes_mode(),
            Chord::Notes => self.tell(Tone::Info, Key::NotesOutsideGame, &[]),
            Chord::Jump(direction) => self.jump(direction),
        }
    }

    /// Tells the editor whether the shell runs this frame at the idle clock: a slice of work then
    /// takes at most [`IDLE_CLOCK_BUDGET_US`](super::IDLE_CLOCK_BUDGET_US) (see [`budget_us`]).
    pub fn set_idle_clock(&mut self, idle: bool) {
        self.ticks.idle_clock = idle;
    }

    /// How long this frame's slice of work may run, of `full_us` at full speed.
    pub(super) fn slice_us(&self, full_us: u64) -> u64 {
        budget_us(full_us, self.ticks.idle_clock)
    }

    /// Runs this frame's slice of a search, the benchmark or a new puzzle; the game's timer and
    /// background grade; `prefs` are the player's (watch mode's speed, a new game's mistake
    /// marking).
    pub fn tick(&mut self, clock: &mut impl Clock, prefs: &Preferences) {
        self.ticks.frame += 1;
        match &self.state {
            State::Search(search) if search.is_watched() => self.tick_watch(prefs),
            State::Search(_) => self.tick_search(clock),
            State::Play => {
                self.tick_play(clock);
                // A frame's budget goes to the hint's search, or else to the game's grade.
                if self.hint_searching() {
                    self.tick_hint(clock);
                } else {
                    self.tick_rating(clock);
                }
            }
            State::Generate(_) => self.tick_generate(clock, prefs),
            State::Count(_) => self.tick_count(clock),
            State::Lesson(_) => self.tick_lesson(clock, prefs),
            State::Edit | State::Solved { .. } => self.tick_hint(clock),
            // The app's benchmark works with the lent solver.
            State::Benchmark => {}
        }
    }
}
