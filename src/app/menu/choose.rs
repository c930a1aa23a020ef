//! What choosing an entry does: Left/Right change its value, confirm acts on it.

use crate::{
    app::{App, View, active_mode},
    editor::{Mode, status::Tone},
    preferences::Preference,
    save::Storage,
    size::GridSize,
    text::Key,
};

use super::{BUILD, Item, Page, VERSION};

impl<St: Storage> App<St> {
    /// Left/Right on a menu entry with a value: the size switches, a preference steps (and is
    /// kept in `player.sav`).
    pub(super) fn adjust(&mut self, item: Item, forward: bool) {
        if item == Item::Size {
            let size = if forward {
                self.active.next()
            } else {
                self.active.previous()
            };
            self.switch_to(size);
            // The switch read a grid in this frame and writes the one left behind in the
            // next: `player.sav` waits for the frame after (one file a frame; a pressed
            // button is seen at once either way, the pad path never waits).
            self.settings_later = true;
            return;
        }
        let Some(preference) = item.preference() else {
            return;
        };
        self.prefs.step(preference, forward, self.console_lang);
        match preference {
            Preference::Mistakes => {
                let mistakes = self.prefs.mistakes;
                self.four.set_mistakes(mistakes);
                self.nine.set_mistakes(mistakes);
                self.sixteen.set_mistakes(mistakes);
            }
            Preference::Language => self.language_chosen(),
            _ => {}
        }
        self.keep_settings();
    }

    /// The confirm button on a menu entry.
    pub(super) fn activate(&mut self, item: Item) {
        match item {
            Item::Watch
            | Item::Speed
            | Item::SkipUsed
            | Item::Size
            | Item::Mistakes
            | Item::Language => self.adjust(item, true),
            Item::Settings => self.open_page(Page::Settings),
            Item::Tools => self.open_page(Page::Tools),
            Item::Back => self.main_page(),
            Item::Version => self.tell(Tone::Info, Key::VersionSays, &[&VERSION, &BUILD]),
            Item::Restart => {
                self.close_menu();
                with_editor!(self, e => e.restart_game());
            }
            Item::Count => {
                self.close_menu();
                with_editor!(self, e => e.start_count());
            }
            Item::Play => {
                self.close_menu();
                let playing = active_mode(self) == Mode::Play;
                let prefs = self.prefs;
                with_editor!(self, e => if playing { e.leave_play() } else { e.start_play(&prefs) });
            }
            Item::NewPuzzle => {
                self.close_menu();
                let (seed, difficulty) = (self.now_us, self.prefs.difficulty);
                with_editor!(self, e => e.start_generate(seed, difficulty));
            }
            Item::Hint => {
                self.close_menu();
                with_editor!(self, e => e.hint());
            }
            Item::Lesson => {
                self.close_menu();
                let on = active_mode(self) == Mode::Lesson;
                with_editor!(self, e => if on { e.leave_lesson() } else { e.start_lesson() });
            }
            // The menu offers these in a game only.
            Item::FillNotes => {
                self.close_menu();
                with_editor!(self, e => e.fill_candidates());
            }
            Item::Pause => {
                self.close_menu();
                with_editor!(self, e => e.pause());
            }
            Item::Library => {
                self.menu_page = Page::Main;
                self.open_library();
            }
            Item::Share => {
                self.close_menu();
                self.share();
            }
            Item::SaveSlot => {
                self.menu_page = Page::Main;
                self.view = View::Slots {
                    selected: 0,
                    saving: true,
                }
            }
            Item::LoadSlot => {
                self.menu_page = Page::Main;
                self.view = View::Slots {
                    selected: 0,
                    saving: false,
                }
            }
            Item::Benchmark => {
                self.switch_to(GridSize::Nine);
                self.close_menu();
                self.nine.start_benchmark();
            }
            Item::Close => self.close_menu(),
        }
    }
}
