//! The library screen: browsing a collection one, ten or a hundred puzzles at a time or to a
//! typed number, the list of collections, reading the open collection's file a few
//! milliseconds a frame, and loading a puzzle into the editor of its size.

use core::fmt::Write;

use crate::{
    clock::Clock,
    editor::{budget_us, status::Tone},
    library::{About, REPORT_FILE},
    pad::{Buttons, Input},
    save::Storage,
    text::{In, Key},
};

use super::{App, View};

/// Search nodes the library may spend counting a puzzle's solutions when it is shown.
const LIBRARY_NODES: u32 = 200_000;
/// How far Up/Down, Left/Right and L/R move in a collection.
pub const JUMPS: [u32; 3] = [1, 10, 100];
/// Microseconds a frame the library spends reading a collection file (the search's slice is
/// 10 ms; drawing the library takes the rest of a 16.7 ms frame).
pub const READ_BUDGET_US: u64 = 8_000;
/// Microseconds a frame the library spends grading the puzzle shown (as long as reading: a
/// frame that grades does nothing else).
pub const GRADE_BUDGET_US: u64 = READ_BUDGET_US;
/// Rows of the collection list shown at once (it scrolls).
pub const COLLECTION_ROWS: usize = 12;
/// Bytes of `library.txt` written at most.
const REPORT_CAPACITY: usize = 8 * 1024;

/// Digits of `n` (1 for 0).
pub fn digits(n: u32) -> u8 {
    let mut d = 1;
    let mut n = n / 10;
    while n > 0 {
        d += 1;
        n /= 10;
    }
    d
}

/// `number` with its digit at `place` (from the left, of `width` digits) moved one up (`up`)
/// or down, wrapping from 9 to 0 and back.
pub fn turn_digit(number: u32, width: u8, place: u8, up: bool) -> u32 {
    let unit = 10u32.pow(u32::from(width.saturating_sub(1).saturating_sub(place)));
    let digit = number / unit % 10;
    let turned = if up {
        (digit + 1) % 10
    } else {
        (digit + 9) % 10
    };
    number - digit * unit + turned * unit
}

impl<St: Storage> App<St> {
    /// Opens the library from the menu: looks at the stick again, and shows the collection
    /// and the puzzle the player was at.
    pub(super) fn open_library(&mut self) {
        // A line for mine.txt may still wait.
        self.files_now();
        self.look_at_stick();
        self.enter_collection(self.library.open());
    }

    /// Lists the stick's collections again: this frame's file work (a puzzle of a file waits
    /// for the next frame, see [`App::library_tick`]).
    fn look_at_stick(&mut self) {
        self.library.refresh(&mut self.storage);
        self.files.touched = true;
    }

    /// Browses collection `n` from where the player left it (its file is read if needed).
    fn enter_collection(&mut self, n: usize) {
        self.library.choose(n, self.time.now_us);
        let position = self.library.collection().position;
        self.view = View::Library {
            selected: position as usize,
        };
    }

    /// Leaves the library; rewrites `library.txt` if it has news.
    fn leave_library(&mut self) {
        self.view = View::Board;
        if self.library.take_report_changed() {
            let mut text: heapless::String<REPORT_CAPACITY> = heapless::String::new();
            // A report too long for the buffer loses its last lines.
            let _ = write!(text, "{}", self.library.report(self.lang()));
            // The report is for reading on a computer: a failed write is not worth a message.
            let _ = self.storage.write(REPORT_FILE, text.as_bytes());
        }
    }

    /// A button on the library: Up/Down one puzzle, Left/Right ten, L/R a hundred, Square
    /// types a number, Triangle lists the collections, confirm loads, the other button or
    /// Start leaves.
    pub(super) fn library_press(&mut self, selected: usize, button: Buttons) {
        let available = self.library.available() as usize;
        let whole = !self.library.is_reading();
        let last = available.saturating_sub(1);
        let back = |by: u32| selected.saturating_sub(by as usize);
        let on = |by: u32| (selected + by as usize).min(last);
        let to = match button {
            Buttons::UP if whole && selected == 0 => last,
            Buttons::DOWN if whole && selected >= last => 0,
            Buttons::UP => back(JUMPS[0]),
            Buttons::DOWN => on(JUMPS[0]),
            Buttons::LEFT => back(JUMPS[1]),
            Buttons::RIGHT => on(JUMPS[1]),
            Buttons::L => back(JUMPS[2]),
            Buttons::R => on(JUMPS[2]),
            Buttons::SQUARE => {
                if available > 0 {
                    self.view = View::GoTo {
                        number: selected as u32 + 1,
                        place: 0,
                    };
                }
                return;
            }
            Buttons::TRIANGLE => {
                self.look_at_stick();
                self.view = View::Collections {
                    selected: self.library.open(),
                };
                return;
            }
            Buttons::START => return self.leave_library(),
            b if b == self.back() => return self.leave_library(),
            b if b == self.console.confirm => return self.load_library_entry(),
            _ => return,
        };
        self.view = View::Library { selected: to };
        self.library.set_position(to as u32);
    }

    /// A button on the number being typed: Up/Down turn the digit, Left/Right choose it,
    /// confirm goes there (the last puzzle if beyond), the other button, Start or Square
    /// go back.
    pub(super) fn goto_press(&mut self, number: u32, place: u8, button: Buttons) {
        let available = self.library.available();
        let width = digits(available);
        let (number, place) = match button {
            Buttons::UP | Buttons::DOWN => (
                turn_digit(number, width, place, button == Buttons::UP),
                place,
            ),
            Buttons::LEFT => (number, place.saturating_sub(1)),
            Buttons::RIGHT => (number, (place + 1).min(width - 1)),
            b if b == self.console.confirm => {
                let to = number.clamp(1, available.max(1)) - 1;
                self.view = View::Library {
                    selected: to as usize,
                };
                self.library.set_position(to);
                return;
            }
            b if b == self.back() || b == Buttons::START || b == Buttons::SQUARE => {
                self.view = View::Library {
                    selected: self.library.collection().position as usize,
                };
                return;
            }
            _ => return,
        };
        self.view = View::GoTo { number, place };
    }

    /// A button on the list of collections: Up/Down choose (wrapping), confirm opens, the
    /// other button, Start or Triangle go back to the collection browsed.
    pub(super) fn collections_press(&mut self, selected: usize, button: Buttons) {
        let n = self.library.collections().len();
        match button {
            Buttons::UP => {
                self.view = View::Collections {
                    selected: (selected + n - 1) % n,
                }
            }
            Buttons::DOWN => {
                self.view = View::Collections {
                    selected: (selected + 1) % n,
                }
            }
            b if b == self.console.confirm => self.enter_collection(selected),
            b if b == self.back() || b == Buttons::START || b == Buttons::TRIANGLE => {
                self.view = View::Library {
                    selected: self.library.collection().position as usize,
                };
            }
            _ => {}
        }
    }

    /// Once a frame while the library is open: reads on into the open collection's index and
    /// brings the chosen puzzle on screen once it can be (the press that chose it only moved
    /// the selection). Returns whether the screen changed.
    ///
    /// A frame that a press redraws (`pressed`) reads nothing: the first read of a collection
    /// opens its file (11.5 ms in PPSSPP, as on a stick), which beside the press's look at the
    /// stick (3.4 ms) and a redraw made a frame of 21 to 23 ms; the next frame reads, at the
    /// working clock the reading asks for. Nor does it show a puzzle if the press looked at
    /// the stick (the library opened, the collections listed) and the puzzle is in a file.
    pub(super) fn library_tick(&mut self, clock: &mut impl Clock, pressed: bool) -> bool {
        if !matches!(
            self.view,
            View::Library { .. } | View::Collections { .. } | View::GoTo { .. }
        ) {
            return false;
        }
        // A frame that reads works (`Load::Working`): the writes wait for another (`MOST_HELD`).
        let reading = self.library.is_reading();
        let (read_us, grade_us) = (
            budget_us(READ_BUDGET_US, self.time.idle_clock),
            budget_us(GRADE_BUDGET_US, self.time.idle_clock),
        );
        let mut changed = !pressed && self.library.work(&mut self.storage, clock, read_us);
        // Nor does a press that looked at the stick bring a puzzle of a file on screen: that
        // may open the file again.
        let on_stick = self.library.collection().stat.is_some();
        if let View::Library { selected } = self.view
            && !(pressed && self.files.touched && on_stick)
            && self.follow_selection(selected, clock)
        {
            return true;
        }
        // A frame that neither read nor brought a puzzle on screen grades the one shown: a
        // player who moves on before it is done loses nothing but that grading.
        if !reading && self.library.grade_work(clock, grade_us) {
            changed = true;
        }
        changed
    }

    /// Before an input on the library, what `library_tick` would have done had it come in a
    /// frame of its own: presses that came in one frame (after a long one) move over the
    /// puzzles read so far and load the puzzle the presses before them chose.
    pub(super) fn library_catch_up(&mut self, input: Input, clock: &mut impl Clock) {
        let View::Library { selected } = self.view else {
            return;
        };
        if self.library.is_reading() {
            self.files.touched = true;
            let read_us = budget_us(READ_BUDGET_US, self.time.idle_clock);
            self.library.work(&mut self.storage, clock, read_us);
        }
        let confirms =
            matches!(input, Input::Press(b) | Input::Tentative(b) if b == self.console.confirm);
        // A press in the frame after the one that opened the collection finds its first
        // puzzle on screen, as it would a frame later.
        if confirms {
            self.follow_selection(selected, clock);
        }
    }

    /// Brings puzzle `selected` on screen if it can be and is not (or the last one, if the
    /// file holds fewer now): whether it did.
    fn follow_selection(&mut self, mut selected: usize, clock: &mut impl Clock) -> bool {
        let available = self.library.available() as usize;
        let mut changed = false;
        if !self.library.is_reading() && available > 0 && selected >= available {
            // The file holds fewer puzzles than where the player was (it changed).
            selected = available - 1;
            self.view = View::Library { selected };
            self.library.set_position(selected as u32);
            changed = true;
        }
        let wanted = selected as u32;
        if selected < available && self.library.shown().map(|e| e.number) != Some(wanted) {
            self.library.show(&mut self.storage, wanted, clock);
            self.files.touched = true;
            self.count_library_entry();
            changed = true;
        }
        changed
    }

    /// Whether the library, on screen, still has work to do: reading a collection or grading
    /// the puzzle shown.
    pub fn library_working(&self) -> bool {
        matches!(
            self.view,
            View::Library { .. } | View::Collections { .. } | View::GoTo { .. }
        ) && (self.library.is_reading() || self.library.is_grading())
    }

    /// Finds the shown puzzle's solution count if it is not known yet.
    fn count_library_entry(&mut self) {
        let Some(entry) = self.library.shown() else {
            return;
        };
        if entry.solutions.is_some() {
            return;
        }
        if let Some(solutions) = self.editors.count_solutions(&entry.grid, LIBRARY_NODES) {
            self.library.set_solutions(solutions);
        }
    }

    /// Loads the shown puzzle into the editor of its size, as an undoable step.
    fn load_library_entry(&mut self) {
        let Some(entry) = self.library.shown().cloned() else {
            return;
        };
        self.leave_library();
        self.load_puzzle(entry.grid);
        let lang = self.lang();
        let (source, about) = (In(lang, &entry.source), In(lang, About(&entry)));
        self.tell(Tone::Info, Key::LibraryLoaded, &[&source, &about]);
    }
}

#[cfg(test)]
mod tests;
