//! The app's language (the console's, or the one chosen in the menu) and its messages on the
//! active editor's status line.

use crate::{
    app::App,
    editor::status::Tone,
    save::Storage,
    text::{In, Key, Lang},
};

impl<St: Storage> App<St> {
    /// Shows the message of `key`, in words of the app's (`args`), on the active editor's status
    /// line.
    pub(super) fn notify(&mut self, tone: Tone, key: Key, args: core::fmt::Arguments<'_>) {
        self.editors.active_mut().notify(tone, key, args);
    }

    /// Shows the message of `key`, with `args` in its placeholders, in the app's language.
    pub(super) fn tell(&mut self, tone: Tone, key: Key, args: &[&dyn core::fmt::Display]) {
        self.editors.active_mut().notify_key(tone, key, args);
    }

    /// The language the app speaks: the one chosen in the menu, else the console's.
    pub fn lang(&self) -> Lang {
        self.prefs.lang(self.console.lang)
    }

    /// Hands the app's language to every editor.
    pub(super) fn apply_lang(&mut self) {
        let lang = self.lang();
        self.editors.each_mut(|editor| editor.set_lang(lang));
        self.revision = self.revision.wrapping_add(1);
    }

    /// Chooses `lang` over the console's (the menu's entry); kept in `player.sav`.
    pub fn choose_lang(&mut self, lang: Lang) {
        self.prefs.language = Some(lang);
        self.language_chosen();
        self.files.player_later = true;
    }

    /// Speaks the language just chosen, and says so.
    pub(super) fn language_chosen(&mut self) {
        self.apply_lang();
        let name = In(self.lang(), Key::LanguageName);
        self.tell(Tone::Info, Key::LanguageChosen, &[&name]);
    }
}
