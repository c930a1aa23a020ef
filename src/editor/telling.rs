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
        let idle = (self.status.key(), self.status.tone()) == (Key::EditHint, Tone::Info);
        self.lang = lang;
        if idle {
            self.tell(Tone::Info, Key::EditHint, &[]);
        }
        self.touch();
    }

    /// Shows the message of `key` in words the app wrote (`args`: news the text tables say in
    /// parts, such as a save restored over a damaged one).
    pub fn notify(&mut self, tone: Tone, key: Key, args: core::fmt::Arguments<'_>) {
        self.touch();
        self.status = Status::new(tone, key, args);
    }

    /// Says `key` in the editor's language, with `args` in its placeholders.
    pub(super) fn tell(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.status = Status::new(tone, key, format_args!("{}", self.lang.say(key, args)));
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

#[cfg(test)]
mod tests {
    use crate::{
        editor::status::Tone,
        test_support::{editor, said},
        text::{Key, Lang},
    };

    #[test]
    fn a_notice_from_the_app_shows_on_the_status_line_and_redraws() {
        let mut e = editor();
        let revision = e.revision();
        e.notify(
            Tone::Bad,
            Key::DamageNotMoved,
            format_args!("{} is damaged", "slot 2"),
        );
        assert_eq!(said(e.status()), (Key::DamageNotMoved, Tone::Bad));
        assert_eq!(e.status().text(), "slot 2 is damaged", "in the app's words");
        assert_ne!(e.revision(), revision, "the screen is redrawn");
    }

    #[test]
    fn the_editing_hint_is_said_again_in_a_new_language_and_other_news_stays() {
        let mut e = editor();
        let english = e.status().text().len();
        e.set_lang(Lang::Fr);
        assert_eq!(said(e.status()), (Key::EditHint, Tone::Info));
        assert_ne!(e.status().text().len(), english, "said again, in French");
        assert_eq!(e.lang(), Lang::Fr);
        e.press(crate::pad::Buttons::TRIANGLE);
        assert_eq!(said(e.status()), (Key::GridAlreadyEmpty, Tone::Info));
        let news = e.status().clone();
        e.set_lang(Lang::En);
        assert_eq!(*e.status(), news, "news is not said again");
    }
}
