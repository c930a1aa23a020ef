//! What the editor says: messages on its status line, in its language.

use super::{
    Editor,
    status::{Status, Tone},
};
use crate::{
    size::Size,
    text::{Key, Lang},
};

impl<S: Size> Editor<S> {
    /// The language of the status line.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Changes the language of the messages to come; the editing hint shown at start (or after
    /// typing) is said again in the new language.
    pub fn set_lang(&mut self, lang: Lang) {
        let idle = self.status == self.spoken(Tone::Info, Key::EditHint, &[]);
        self.lang = lang;
        if idle {
            self.tell(Tone::Info, Key::EditHint, &[]);
        }
        self.touch();
    }

    /// Shows a message on the status line (for the app's own news: saves, loads, the library).
    pub fn notify(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        self.touch();
        self.say(tone, args);
    }

    fn say(&mut self, tone: Tone, args: core::fmt::Arguments<'_>) {
        self.status = Status::new(tone, args);
    }

    /// The status line saying `key` in the editor's language, with `args` in its placeholders.
    fn spoken(&self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) -> Status {
        Status::new(tone, format_args!("{}", self.lang.say(key, args)))
    }

    /// Says `key` in the editor's language, with `args` in its placeholders.
    pub(super) fn tell(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.status = self.spoken(tone, key, args);
    }

    /// Shows the message of `key` for work in progress (the app's benchmark): the screen is
    /// redrawn only when the status line reads otherwise (a redraw costs the PSP some
    /// milliseconds, and PPSSPP far more).
    pub fn show_progress(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        let before = self.status.clone();
        self.tell(tone, key, args);
        if self.status != before {
            self.touch();
        }
    }

    /// Shows the message of `key` (for the app's own news), in the editor's language.
    pub fn notify_key(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.touch();
        self.tell(tone, key, args);
    }
}
