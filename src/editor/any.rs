//! [`AnyEditor`]: what the app asks of an editor whatever its size, so that it reaches the one
//! in front as `&mut dyn AnyEditor` (see `app::Editors`) rather than matching on the size.
//!
//! Each method is the editor's own (see [`Editor`]); the few that hand out something of the
//! grid's size write it as text instead. Code that needs the size itself (drawing the board)
//! visits the editor ([`Visit`]).

use core::fmt;

use crate::{
    clock::Clock,
    logic::{Level, Rated},
    pad::Input,
    preferences::{Mistakes, Preferences},
    save::Snapshot,
    size::Size,
    text::{Key, Lang},
};

use super::{Editor, Effect, Mode, status::Status, status::Tone};

/// An editor of any size, as the app drives it.
pub trait AnyEditor {
    /// What the editor is doing ([`Editor::mode`]).
    fn mode(&self) -> Mode;
    /// Whether work runs that any button stops ([`Editor::is_busy`]).
    fn is_busy(&self) -> bool;
    /// Changes whenever the screen may have ([`Editor::revision`]).
    fn revision(&self) -> u32;
    /// The status line ([`Editor::status`]).
    fn status(&self) -> &Status;
    /// The cursor's cell index ([`Editor::cursor`]).
    fn cursor_index(&self) -> usize;
    /// Writes the grid as a puzzle line, placed digits included.
    fn write_grid(&self, out: &mut dyn fmt::Write) -> fmt::Result;
    /// Writes the givens alone as a puzzle line.
    fn write_givens(&self, out: &mut dyn fmt::Write) -> fmt::Result;
    /// The number of givens.
    fn given_count(&self) -> usize;
    /// Whether a game is finished ([`super::play::Play::finished`]).
    fn game_finished(&self) -> bool;
    /// The level and rating of the givens ([`Editor::puzzle_rated`]).
    fn puzzle_rated(&self) -> Rated;
    /// The state a save keeps ([`Editor::snapshot`]).
    fn snapshot(&self) -> Snapshot;
    /// Puts back a save of this size ([`Editor::restore`]).
    fn restore(&mut self, snapshot: &Snapshot);

    /// One input of the pad model ([`Editor::input`]).
    fn input(&mut self, input: Input, prefs: &Preferences);
    /// One frame's work ([`Editor::tick`]).
    fn tick(&mut self, clock: &mut dyn Clock, prefs: &Preferences);
    /// Whether the app covers the board ([`Editor::set_covered`]).
    fn set_covered(&mut self, covered: bool);
    /// Whether the shell runs this frame at the idle clock ([`Editor::set_idle_clock`]).
    fn set_idle_clock(&mut self, idle: bool);
    /// The effect to carry out, if any ([`Editor::take_effect`]).
    fn take_effect(&mut self) -> Option<Effect>;
    /// A race's record for `race.txt`, once ([`Editor::take_race_record`]).
    fn take_race_record(&mut self, out: &mut dyn fmt::Write) -> bool;
    /// The lesson's first steps for `lesson.txt`, once ([`Editor::take_lesson_trace`]).
    fn take_lesson_trace(&mut self, out: &mut dyn fmt::Write) -> bool;

    /// The app's news on the status line, in its own words ([`Editor::notify`]).
    fn notify(&mut self, tone: Tone, key: Key, args: fmt::Arguments<'_>);
    /// The app's news by key ([`Editor::notify_key`]).
    fn notify_key(&mut self, tone: Tone, key: Key, args: &[&dyn fmt::Display]);
    /// The status line's language ([`Editor::set_lang`]).
    fn set_lang(&mut self, lang: Lang);
    /// A game's mistake marking ([`Editor::set_mistakes`]).
    fn set_mistakes(&mut self, mistakes: Mistakes);

    /// The menu's Restart ([`Editor::restart_game`]).
    fn restart_game(&mut self);
    /// The menu's Count ([`Editor::start_count`]).
    fn start_count(&mut self);
    /// The menu's Play ([`Editor::start_play`]).
    fn start_play(&mut self, prefs: &Preferences);
    /// The menu's Back to editing ([`Editor::leave_play`]).
    fn leave_play(&mut self);
    /// The menu's New puzzle ([`Editor::start_generate`]).
    fn start_generate(&mut self, seed: u64, level: Level);
    /// The menu's Hint ([`Editor::hint`]).
    fn hint(&mut self);
    /// The menu's Lesson ([`Editor::start_lesson`]).
    fn start_lesson(&mut self);
    /// The menu's Leave the lesson ([`Editor::leave_lesson`]).
    fn leave_lesson(&mut self);
    /// The menu's smallest grid ([`Editor::lesson_smallest`]).
    fn lesson_smallest(&mut self);
    /// The menu's Go to step, in the lesson ([`Editor::open_lesson_goto`]).
    fn open_lesson_goto(&mut self, confirm: crate::pad::Buttons);
    /// The menu's Fill in candidates ([`Editor::fill_candidates`]).
    fn fill_candidates(&mut self);
    /// The menu's Pause ([`Editor::pause`]).
    fn pause(&mut self);
}

/// Code that needs the editor's size, run on an editor of any size (drawing its board).
pub trait Visit {
    /// What the visit returns.
    type Output;
    /// Runs on `editor`.
    fn visit<S: Size>(self, editor: &Editor<S>) -> Self::Output;
}

impl<S: Size> AnyEditor for Editor<S> {
    fn mode(&self) -> Mode {
        Editor::mode(self)
    }

    fn is_busy(&self) -> bool {
        Editor::is_busy(self)
    }

    fn revision(&self) -> u32 {
        Editor::revision(self)
    }

    fn status(&self) -> &Status {
        Editor::status(self)
    }

    fn cursor_index(&self) -> usize {
        self.cursor().index()
    }

    fn write_grid(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", self.grid())
    }

    fn write_givens(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", self.grid().givens_only())
    }

    fn given_count(&self) -> usize {
        self.grid().given_count()
    }

    fn game_finished(&self) -> bool {
        self.play().finished
    }

    fn puzzle_rated(&self) -> Rated {
        Editor::puzzle_rated(self)
    }

    fn snapshot(&self) -> Snapshot {
        Editor::snapshot(self)
    }

    fn restore(&mut self, snapshot: &Snapshot) {
        Editor::restore(self, snapshot)
    }

    fn input(&mut self, input: Input, prefs: &Preferences) {
        Editor::input(self, input, prefs)
    }

    fn tick(&mut self, mut clock: &mut dyn Clock, prefs: &Preferences) {
        Editor::tick(self, &mut clock, prefs)
    }

    fn set_covered(&mut self, covered: bool) {
        Editor::set_covered(self, covered)
    }

    fn set_idle_clock(&mut self, idle: bool) {
        Editor::set_idle_clock(self, idle)
    }

    fn take_effect(&mut self) -> Option<Effect> {
        Editor::take_effect(self)
    }

    fn take_race_record(&mut self, mut out: &mut dyn fmt::Write) -> bool {
        Editor::take_race_record(self, &mut out)
    }

    fn take_lesson_trace(&mut self, mut out: &mut dyn fmt::Write) -> bool {
        Editor::take_lesson_trace(self, &mut out)
    }

    fn notify(&mut self, tone: Tone, key: Key, args: fmt::Arguments<'_>) {
        Editor::notify(self, tone, key, args)
    }

    fn notify_key(&mut self, tone: Tone, key: Key, args: &[&dyn fmt::Display]) {
        Editor::notify_key(self, tone, key, args)
    }

    fn set_lang(&mut self, lang: Lang) {
        Editor::set_lang(self, lang)
    }

    fn set_mistakes(&mut self, mistakes: Mistakes) {
        Editor::set_mistakes(self, mistakes)
    }

    fn restart_game(&mut self) {
        Editor::restart_game(self)
    }

    fn start_count(&mut self) {
        Editor::start_count(self)
    }

    fn start_play(&mut self, prefs: &Preferences) {
        Editor::start_play(self, prefs)
    }

    fn leave_play(&mut self) {
        Editor::leave_play(self)
    }

    fn start_generate(&mut self, seed: u64, level: Level) {
        Editor::start_generate(self, seed, level)
    }

    fn hint(&mut self) {
        Editor::hint(self)
    }

    fn start_lesson(&mut self) {
        Editor::start_lesson(self)
    }

    fn leave_lesson(&mut self) {
        Editor::leave_lesson(self)
    }

    fn lesson_smallest(&mut self) {
        Editor::lesson_smallest(self)
    }

    fn open_lesson_goto(&mut self, confirm: crate::pad::Buttons) {
        Editor::open_lesson_goto(self, confirm)
    }

    fn fill_candidates(&mut self) {
        Editor::fill_candidates(self)
    }

    fn pause(&mut self) {
        Editor::pause(self)
    }
}
