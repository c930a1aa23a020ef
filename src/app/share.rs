//! Sharing back: "Add to mine.txt" appends the givens of the grid being edited as one line to
//! `mine.txt` next to the EBOOT, to take to a computer (and a collection of the library).
//!
//! The line is appended ([`Storage::append`]), never written with the file's earlier lines:
//! those bytes are not rewritten, so a power cut during the append leaves every earlier line
//! whole, followed by none, part or all of the new one (a part is a malformed line the reader
//! names and skips; the next append starts on a new line). Rewriting the whole file through a
//! temporary one would also be safe, but would read and write the whole file for every line.

use crate::{
    editor::status::Tone,
    library::MINE_FILE,
    save::{Debugged, Storage, Trouble},
    text::{In, Key},
};

use super::App;

/// The longest line appended: 256 cells and a line end, after a line end for a file that
/// lacked one.
const LINE_CAPACITY: usize = 258;

/// A line for `mine.txt`: the givens (256 cells at most) and a line end.
pub(super) type ShareLine = heapless::String<257>;

impl<St: Storage> App<St> {
    /// Adds the active grid's givens to `mine.txt`: said at once, appended at a later frame
    /// ([`App::files_later`]); a line still waiting is appended first.
    pub(super) fn share(&mut self) {
        let givens = self.editors.active().given_count();
        if givens == 0 {
            self.tell(Tone::Info, Key::ShareNoGivens, &[&MINE_FILE]);
            return;
        }
        if let Some(earlier) = self.files.share_later.take() {
            self.append_share(&earlier);
            self.files.touched = true;
        }
        let mut line = ShareLine::new();
        let _ = self.editors.active().write_givens(&mut line);
        let _ = line.push('\n');
        self.files.share_later = Some(line);
        self.tell(Tone::Good, Key::ShareAdded, &[&MINE_FILE, &givens]);
    }

    /// Appends `givens` (a line) to `mine.txt`, the line [`App::share`] left for later; a
    /// failure is told (after the press said it added the line).
    pub(super) fn append_share(&mut self, givens: &str) {
        let mut line: heapless::String<LINE_CAPACITY> = heapless::String::new();
        // A file whose last line has no line end (edited on a computer) gets one first.
        let ended = match self.storage.stat(MINE_FILE) {
            Ok(Some(stat)) if stat.size > 0 => {
                let mut last = [0u8; 1];
                match self.storage.read_at(MINE_FILE, stat.size - 1, &mut last) {
                    Ok(Some(1)) => matches!(last[0], b'\n' | b'\r'),
                    Ok(_) => true,
                    Err(error) => return self.share_failed(&error),
                }
            }
            Ok(_) => true,
            Err(error) => return self.share_failed(&error),
        };
        if !ended {
            let _ = line.push('\n');
        }
        let _ = line.push_str(givens);
        if let Err(error) = self.storage.append(MINE_FILE, line.as_bytes()) {
            self.share_failed(&error);
        }
    }

    /// Says that the append failed, and why.
    fn share_failed(&mut self, error: &St::Error) {
        match St::trouble(error) {
            Trouble::Other => {
                self.tell(Tone::Bad, Key::ShareFailed, &[&MINE_FILE, &Debugged(error)])
            }
            known => {
                let known = In(self.lang(), known);
                self.tell(Tone::Bad, Key::ShareFailedTrouble, &[&known, &MINE_FILE]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::menu::Item,
        clock::FakeClock,
        format::{self, AnyGrid},
        pad::Buttons,
        puzzles::{CLASSROOM, TUTORIAL},
        save::memory::{LANDINGS, Landed, MemoryStorage},
    };
    use crate::{
        test_support::{TestApp, says, told},
        text::Lang,
    };
    use std::{boxed::Box, format, string::String, vec::Vec};

    fn share(app: &mut TestApp, clock: &mut FakeClock) {
        let to = app
            .menu_presses(Item::Share)
            .expect("the menu offers Add to mine.txt");
        for button in to {
            app.frame(button, button, clock);
        }
        app.frame(Buttons::CROSS, Buttons::CROSS, clock);
        // The append waits for a frame the shell does not redraw, one file a frame (after
        // the files a size switch left, first).
        for _ in 0..4 {
            app.frame(Buttons::NONE, Buttons::NONE, clock);
        }
    }

    fn mine(app: &TestApp) -> String {
        String::from_utf8(app.storage.file(MINE_FILE).unwrap_or_default().to_vec()).unwrap()
    }

    /// The puzzles of `text` as lines.
    fn puzzles(text: &str) -> Vec<String> {
        format::read(text.as_bytes())
            .filter_map(|item| match item {
                format::Item::Puzzle(found) => Some(match found.grid {
                    AnyGrid::Four(g) => format!("{g}"),
                    AnyGrid::Nine(g) => format!("{g}"),
                    AnyGrid::Sixteen(g) => format!("{g}"),
                }),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn add_to_mine_txt_appends_the_givens_as_one_line_each_time() {
        let mut app = Box::new(App::new(MemoryStorage::new(false), Buttons::CROSS));
        let mut clock = FakeClock::stepping(1);
        app.editors
            .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
        app.frame(Buttons::SQUARE, Buttons::SQUARE, &mut clock);
        assert!(
            app.editors.nine().grid().is_full(),
            "solved: the solution is no given"
        );
        share(&mut app, &mut clock);
        assert_eq!(mine(&app), format!("{CLASSROOM}\n"));
        let givens = CLASSROOM.chars().filter(|&c| c != '.').count();
        assert_eq!(
            *app.editors.nine().status(),
            says(Tone::Good, Key::ShareAdded, &[&MINE_FILE, &givens])
        );
        app.load_puzzle(AnyGrid::from_line("1.....2..3.....4").unwrap());
        share(&mut app, &mut clock);
        assert_eq!(mine(&app), format!("{CLASSROOM}\n1.....2..3.....4\n"));
        // And mine.txt is a collection of the library.
        app.library.refresh(&mut app.storage);
        let names: Vec<String> = app
            .library
            .collections()
            .iter()
            .map(|c| c.name().as_str().into())
            .collect();
        assert_eq!(names, ["built in", "mine.txt"]);
    }

    #[test]
    fn a_last_line_without_its_end_gets_one_first_and_an_empty_grid_adds_nothing() {
        let mut storage = MemoryStorage::new(false);
        storage.write(MINE_FILE, TUTORIAL.as_bytes()).unwrap();
        let mut app = Box::new(App::new(storage, Buttons::CROSS));
        let mut clock = FakeClock::stepping(1);
        share(&mut app, &mut clock);
        assert_eq!(mine(&app), TUTORIAL);
        assert_eq!(told(&app), (Key::ShareNoGivens, Tone::Info));
        app.editors
            .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
        share(&mut app, &mut clock);
        assert_eq!(mine(&app), format!("{TUTORIAL}\n{CLASSROOM}\n"));
    }

    #[test]
    fn a_sixteen_by_sixteen_grid_goes_on_one_line_of_256_cells() {
        let line = (crate::library::BUILT_IN.iter())
            .map(|b| b.line)
            .find(|l| l.len() == 256)
            .expect("a built-in 16x16");
        let mut app = Box::new(App::new(MemoryStorage::new(false), Buttons::CROSS));
        let mut clock = FakeClock::stepping(1);
        app.load_puzzle(AnyGrid::from_line(line).unwrap());
        share(&mut app, &mut clock);
        assert_eq!(mine(&app), format!("{line}\n"));
    }

    #[test]
    fn a_power_cut_during_the_append_never_costs_an_earlier_line() {
        let earlier = format!("# my puzzles\r\n{TUTORIAL}\r\n");
        for landed in LANDINGS {
            let mut storage = MemoryStorage::new(false);
            storage.write(MINE_FILE, earlier.as_bytes()).unwrap();
            let mut app = Box::new(App::new(storage, Buttons::CROSS));
            let mut clock = FakeClock::stepping(1);
            app.editors
                .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
            // The cut falls on the append: the stat and the read of the last byte come first.
            app.storage.cut = Some((app.storage.ops + 2, landed));
            share(&mut app, &mut clock);
            let after = mine(&app);
            assert!(after.starts_with(&earlier), "{landed:?}: {after:?}");
            assert_eq!(told(&app), (Key::ShareFailed, Tone::Bad), "{landed:?}");
            // After the reboot the next line starts on a line of its own.
            let mut app = Box::new(App::new(app.storage.rebooted(), Buttons::CROSS));
            app.editors
                .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
            share(&mut app, &mut clock);
            let expected: Vec<String> = match landed {
                Landed::All => std::vec![TUTORIAL.into(), CLASSROOM.into(), CLASSROOM.into()],
                _ => std::vec![TUTORIAL.into(), CLASSROOM.into()],
            };
            assert_eq!(puzzles(&mine(&app)), expected, "{landed:?}");
        }
    }

    #[test]
    fn a_full_stick_is_said_and_the_earlier_lines_stay() {
        let mut storage = MemoryStorage::new(false);
        storage
            .write(MINE_FILE, format!("{TUTORIAL}\n").as_bytes())
            .unwrap();
        storage.capacity = Some(100);
        let mut app = Box::new(App::new(storage, Buttons::CROSS));
        let mut clock = FakeClock::stepping(1);
        app.editors
            .load(AnyGrid::from_line(CLASSROOM).unwrap(), None);
        share(&mut app, &mut clock);
        assert!(mine(&app).starts_with(&format!("{TUTORIAL}\n")));
        let full = In(Lang::En, Trouble::Full);
        assert_eq!(
            *app.editors.nine().status(),
            says(Tone::Bad, Key::ShareFailedTrouble, &[&full, &MINE_FILE])
        );
    }
}
