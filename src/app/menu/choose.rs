//! What choosing an entry does: Left/Right change its value, confirm acts on it.

use crate::{
    app::{App, View},
    editor::{Mode, status::Tone},
    preferences::Preference,
    save::Storage,
    text::Key,
};

use super::{BUILD, Item, Page, VERSION};

impl<St: Storage> App<St> {
    /// Left/Right on a menu entry with a value: the size switches, a preference steps (and is
    /// kept in `player.sav`).
    pub(super) fn adjust(&mut self, item: Item, forward: bool) {
        if item == Item::Size {
            let active = self.editors.active_size();
            let size = if forward {
                active.next()
            } else {
                active.previous()
            };
            self.switch_to(size);
            // The switch read a grid in this frame and writes the one left behind in a later
            // one: `player.sav` waits for the frame after (one file a frame; a pressed
            // button is seen at once either way, the pad path never waits).
            self.files.player_later = true;
            return;
        }
        let Some(preference) = item.preference() else {
            return;
        };
        self.prefs.step(preference, forward, self.console.lang);
        match preference {
            Preference::Mistakes => {
                // The games under way follow.
                let mistakes = self.prefs.mistakes;
                self.editors
                    .each_mut(|editor| editor.set_mistakes(mistakes));
            }
            Preference::Language => self.language_chosen(),
            _ => {}
        }
        self.files.player_later = true;
    }

    /// The confirm button on a menu entry.
    pub(super) fn activate(&mut self, item: Item) {
        if !matches!(
            item,
            Item::Queens
                | Item::Settings
                | Item::Tools
                | Item::Back
                | Item::Version
                | Item::Close
                | Item::Preference(_)
        ) {
            // Another mode chosen over the queens: back to the editor first.
            self.leave_queens();
        }
        match item {
            Item::Restart
            | Item::Count
            | Item::Play
            | Item::NewPuzzle
            | Item::Hint
            | Item::Lesson
            | Item::LessonSmallest
            | Item::FillNotes
            | Item::Pause => {
                self.close_menu();
                self.act_on_editor(item);
            }
            Item::Settings => self.open_page(Page::Settings),
            Item::Tools => self.open_page(Page::Tools),
            Item::Back => self.main_page(self.menu_page()),
            Item::Version => self.tell(Tone::Info, Key::VersionSays, &[&VERSION, &BUILD]),
            Item::Library => self.open_library(),
            Item::Share => {
                self.close_menu();
                self.share();
            }
            Item::SaveSlot | Item::LoadSlot => {
                // The list tells what the files hold: a save may still wait.
                self.files_now();
                self.view = View::Slots {
                    selected: 0,
                    saving: item == Item::SaveSlot,
                }
            }
            Item::Benchmark => {
                self.close_menu();
                self.start_benchmark();
            }
            Item::LessonGoTo => {
                self.close_menu();
                let confirm = self.console.confirm;
                self.editors.active_mut().open_lesson_goto(confirm);
            }
            Item::Queens => {
                self.close_menu();
                self.toggle_queens();
            }
            Item::Close => self.close_menu(),
            // New puzzle, with a value too, acts above.
            Item::Size | Item::Preference(_) => self.adjust(item, true),
        }
    }

    /// What an entry asks of the editor in front, once the menu is closed.
    fn act_on_editor(&mut self, item: Item) {
        let (seed, prefs) = (self.time.now_us, &self.prefs);
        let editor = self.editors.active_mut();
        match (item, editor.mode()) {
            (Item::Restart, _) => editor.restart_game(),
            (Item::Count, _) => editor.start_count(),
            (Item::Play, Mode::Play) => editor.leave_play(),
            (Item::Play, _) => editor.start_play(prefs),
            (Item::NewPuzzle, _) => editor.start_generate(seed, prefs.difficulty),
            (Item::Hint, _) => editor.hint(),
            (Item::Lesson, Mode::Lesson) => editor.leave_lesson(),
            (Item::Lesson, _) => editor.start_lesson(),
            (Item::LessonSmallest, _) => editor.lesson_smallest(),
            // The menu offers these in a game only.
            (Item::FillNotes, _) => editor.fill_candidates(),
            (Item::Pause, _) => editor.pause(),
            _ => {}
        }
    }
}
