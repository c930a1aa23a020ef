//! A frame: the pad's inputs handed to the view on screen, the active editor's work slice,
//! what it asks of the app, and the file writes that waited for a frame without a redraw or work.

use crate::{
    app::{App, LESSON_FILE, Load, RACE_FILE, View, files::MOST_HELD, power},
    clock::Clock,
    editor::Effect,
    pad::{Buttons, Frame, Input},
    save::Storage,
};

impl<St: Storage> App<St> {
    /// One frame of presses as tests and tools script them: the buttons `presses` went down
    /// while `held` were down (see [`Frame::of_presses`]); while the editor is busy, only the
    /// first input of the frame counts (it stops the work).
    pub fn frame(&mut self, presses: Buttons, held: Buttons, clock: &mut impl Clock) {
        let mut frame = Frame::of_presses(presses, held);
        if self.is_busy() {
            frame.inputs.truncate(1);
        }
        self.frame_inputs(&frame, clock);
    }

    /// One frame: the pad model's inputs in order, the keypad to show, the active editor's work
    /// slice, and the autosave. While the console sleeps or resumes nothing happens: no file is
    /// touched until the resume is complete ([`App::power`]).
    pub fn frame_inputs(&mut self, frame: &Frame, clock: &mut impl Clock) {
        if self.time.asleep_since.is_some() {
            return;
        }
        let clock = &mut power::Awake {
            clock,
            asleep_us: self.time.asleep_us,
        };
        // What the shell has on screen: it redraws after this frame if the revision moves.
        let shown = self.revision();
        self.time.now_us = clock.now_us();
        self.files.touched = false;
        for &input in &frame.inputs {
            self.library_catch_up(input, clock);
            self.input(input);
        }
        // The inputs started, stopped or left the work: a slice runs in this frame if it runs
        // (or if the library starts one: it reads and grades once on screen).
        let before = self.load();
        // A press's write or the autosave that has waited `MOST_HELD` frames is written in this
        // one: the work's slice waits a frame (a slice and a write together passed 20 ms).
        let write_due =
            self.files.held >= MOST_HELD && (self.files.waiting() || self.files.autosave_held);
        if !write_due && self.library_tick(clock, self.revision() != shown) {
            self.revision = self.revision.wrapping_add(1);
        }
        if frame.keypad != self.keypad {
            self.keypad = frame.keypad;
            self.revision = self.revision.wrapping_add(1);
        }
        let covered = self.view != View::Board || self.queens().is_some();
        let editor = self.editors.active_mut();
        editor.set_covered(covered);
        editor.set_idle_clock(self.time.idle_clock);
        if !write_due {
            editor.tick(clock, &self.prefs);
            self.offer_mistakes();
            self.tick_benchmark(clock);
            self.tick_queens(clock);
        }
        self.time.load = if before == Load::Working {
            before
        } else {
            self.load()
        };
        // The shell sets the next frame's clock by the load it finds now.
        self.time.idle_clock = self.load() == Load::Idle;
        let editor = self.editors.active_mut();
        if let Some(Effect::GameFinished { elapsed_ms }) = editor.take_effect() {
            let rated = editor.puzzle_rated();
            self.game_finished(elapsed_ms, rated);
        }
        // The writes below wait for a frame the shell does not redraw and that ran no slice of
        // work (see `MOST_HELD`).
        let held = self.revision() != shown || self.time.load == Load::Working;
        self.files.held = if held {
            self.files.held.saturating_add(1)
        } else {
            0
        };
        let may_write = !held || self.files.held > MOST_HELD;
        // One write a press left, if any, and if no file was opened yet: a frame opens one.
        // Overdue, a press's write waits for the frame set aside for it (`write_due`).
        if (!held || write_due) && !self.files.touched {
            self.files.touched = self.files_later();
        }
        let mut record: heapless::String<1024> = heapless::String::new();
        if may_write && self.editors.active_mut().take_race_record(&mut record) {
            // The screen shows the figures too.
            let _ = self.storage.write(RACE_FILE, record.as_bytes());
            self.files.touched = true;
        }
        let mut trace: heapless::String<{ crate::editor::lesson::TRACE_BYTES }> =
            heapless::String::new();
        if may_write && self.editors.active_mut().take_lesson_trace(&mut trace) {
            let _ = self.storage.write(LESSON_FILE, trace.as_bytes());
            self.files.touched = true;
        }
        let now_ms = clock.now_us() / 1000;
        let snapshot = self.snapshot();
        // After other file work in this frame, the autosave waits for the next; overdue, for
        // the frame set aside for it.
        let due = self.files.autosave.observe(&snapshot, now_ms);
        let write = due && !self.files.touched && (!held || write_due);
        if write {
            self.write_autosave(snapshot, now_ms);
        }
        self.files.autosave_held = due && held && !write;
    }

    /// One input: to the view on screen (a busy editor takes every input: it stops).
    fn input(&mut self, input: Input) {
        // A tentative press's commit or take-back is no press: it leaves a count running.
        let pressed = !matches!(input, Input::Commit | Input::TakeBack);
        if let Some(queens) = self.queens_mut()
            && queens.is_busy()
            && pressed
        {
            // Any input stops the queens' search, and does nothing else.
            queens.stop();
            self.revision = self.revision.wrapping_add(1);
            return;
        }
        let editor = self.editors.active_mut();
        if editor.is_busy() || matches!(input, Input::Commit | Input::TakeBack) {
            // A tentative press the menu took has nothing for the editor to commit or take back.
            editor.input(input, &self.prefs);
            return;
        }
        self.revision = self.revision.wrapping_add(1);
        if self.view == View::Board {
            if input == Input::Press(Buttons::START) {
                self.open_menu();
            } else if let Some(queens) = self.queens_mut() {
                // L, R and the D-pad come tentative (a chord may take them back): they change
                // nothing a chord would have to put back, as in the lesson.
                if let Input::Press(button) | Input::Tentative(button) = input {
                    queens.press(button);
                }
            } else {
                self.editors.active_mut().input(input, &self.prefs);
            }
            return;
        }
        // In a list, a press is its button and a flick up, down, left or right its direction.
        let button = match input {
            Input::Press(b) | Input::Tentative(b) => b,
            Input::Flick { key, .. } => key.directions(),
            Input::Chord(_) | Input::Commit | Input::TakeBack => Buttons::NONE,
        };
        if button.iter().count() != 1 {
            return;
        }
        match self.view {
            View::Board => {}
            View::Menu { page, selected } => self.menu_press(page, selected, button),
            View::Library { selected } => self.library_press(selected, button),
            View::Collections { selected } => self.collections_press(selected, button),
            View::GoTo { number, place } => self.goto_press(number, place, button),
            View::Slots { selected, saving } => self.slot_press(selected, saving, button),
        }
    }
}

#[cfg(test)]
mod tests;
