//! What choosing an entry does: Left/Right change its value, confirm acts on it.

use crate::{
    app::{App, View, active_mode},
    editor::{Mode, status::Tone},
    logic::Difficulty,
    save::Storage,
    size::GridSize,
    text::Key,
};

use super::{BUILD, Item, Page, VERSION};

/// The next difficulty (`forward`) or the previous one, wrapping.
pub fn step_difficulty(difficulty: Difficulty, forward: bool) -> Difficulty {
    let all = Difficulty::ALL;
    let i = all.iter().position(|&d| d == difficulty).unwrap_or(0);
    let n = all.len();
    all[if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    }]
}

impl<St: Storage> App<St> {
    /// Left/Right on a menu entry with a value.
    pub(super) fn adjust(&mut self, item: Item, forward: bool) {
        match item {
            Item::NewPuzzle => self.difficulty = step_difficulty(self.difficulty, forward),
            Item::Mistakes => {
                self.mistakes = if forward {
                    self.mistakes.next()
                } else {
                    self.mistakes.previous()
                };
                let mistakes = self.mistakes;
                self.four.set_mistakes(mistakes);
                self.nine.set_mistakes(mistakes);
                self.sixteen.set_mistakes(mistakes);
            }
            Item::Watch => self.settings.watch = !self.settings.watch,
            Item::Assist => self.set_assist(!self.assist),
            Item::Speed => {
                let speed = self.settings.speed;
                self.settings.speed = if forward {
                    speed.next()
                } else {
                    speed.previous()
                };
            }
            Item::Size => {
                let size = if forward {
                    self.active.next()
                } else {
                    self.active.previous()
                };
                self.switch_to(size);
            }
            Item::Language => {
                let lang = self.lang();
                let lang = if forward {
                    lang.next()
                } else {
                    lang.previous()
                };
                // Kept in player.sav by choose_lang; the settings below have not changed.
                self.choose_lang(lang);
                return;
            }
            _ => return,
        }
        let settings = self.settings;
        self.four.set_settings(settings);
        self.nine.set_settings(settings);
        self.sixteen.set_settings(settings);
        if item == Item::Size {
            // The switch read a grid in this frame and writes the one left behind in the
            // next: `player.sav` waits for the frame after (one file a frame; a pressed
            // button is seen at once either way, the pad path never waits).
            self.settings_later = true;
        } else {
            self.keep_settings();
        }
    }

    /// Turns Skip used digits on or off in every editor.
    pub(in crate::app) fn set_assist(&mut self, on: bool) {
        self.assist = on;
        self.four.set_assist(on);
        self.nine.set_assist(on);
        self.sixteen.set_assist(on);
    }

    /// The confirm button on a menu entry.
    pub(super) fn activate(&mut self, item: Item) {
        match item {
            Item::Watch
            | Item::Speed
            | Item::Assist
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
                with_editor!(self, e => if playing { e.leave_play() } else { e.start_play() });
            }
            Item::NewPuzzle => {
                self.close_menu();
                let (seed, difficulty) = (self.now_us, self.difficulty);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulties_cycle_both_ways() {
        for d in Difficulty::ALL {
            assert_eq!(step_difficulty(step_difficulty(d, true), false), d);
        }
        assert_eq!(
            step_difficulty(Difficulty::NeedsGuessing, true),
            Difficulty::Easy
        );
    }
}
