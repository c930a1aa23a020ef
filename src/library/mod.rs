//! The puzzle library: collections of puzzles to browse and load.
//!
//! A collection is the built-in puzzles, `puzzles.txt` or `mine.txt` next to the EBOOT, or any
//! file of the `puzzles/` folder there, in any form the [reader](crate::format) reads
//! ([`collection`] says which files and how many). A file is never copied into memory: the
//! open collection is [indexed](index) by position on the memory stick, a few milliseconds of
//! reading a frame ([`Library::work`]), and each puzzle shown is read from there
//! ([`Library::show`]). Every look at a file first compares its size and modification time with
//! those it was indexed at; a file that changed is indexed again, never misread.
//!
//! # The collections
//!
//! The built-in puzzles come first ([`builtin`]: games from easy to hard, so that a first-time
//! player's library opens on an easy one, some of the hardest known, a 4x4 and a 16x16, then the
//! classroom's grids together: the course's grids and the naive search's worst case), then
//! `puzzles.txt`, `mine.txt` and the files of `puzzles/`, each named by its file name: the first
//! [`MAX_FOLDER_FILES`] by name (the rest are counted and named as left out in `library.txt`),
//! hidden files such as a Mac's `._` files left out, and a FAT short name in capitals (a PSP lists
//! `mixed.txt` written on a computer as `MIXED.TXT`) shown in lower case again. A file over
//! [`MAX_BYTES`] is named and skipped unread; a file that is no text is named and skipped
//! ([`crate::format`]); a file that exists but cannot be read is reported, never taken as missing.
//!
//! # A puzzle shown
//!
//! The index keeps where every 64th puzzle starts ([`index`]: 8 KiB of positions for any file),
//! so showing puzzle *n* reads at most 63 puzzles from the nearest position before it. A file is
//! read whole once while it does not change, and the library keeps its positions while the
//! player browses other collections, until another file is opened. The puzzle's solutions are
//! counted when it is shown, within a node budget; its grade is found in the frames after, a
//! slice at a time ([`grading`]), so that browsing never waits: a puzzle left before its grade
//! is found costs nothing more. The status line says what a puzzle is: `212 of 49,158:
//! 17-clue.txt line 213, 9x9, medium, one solution`; the grade words are [`GradeName`]'s.
//!
//! Bad input loses nothing: a malformed puzzle is skipped and the others are read; the status
//! line counts them and names the first by line and column (`4 bad puzzles skipped, the first:
//! line 3 col 41: unexpected character 'x'`), and `library.txt` keeps the first three of each
//! file ([`report`]). "Add to mine.txt" (the app's) appends the grid's givens to [`MINE_FILE`]
//! as one line, never rewriting the rest, so a power cut can cost at most that line.
//!
//! | file | holds |
//! |---|---|
//! | `builtin.rs` | the built-in puzzles |
//! | `collection.rs` | the collections: names, limits, what is known of each, listing the stick |
//! | `entry.rs` | the puzzle shown: where it comes from, its solution count and grade |
//! | `grading.rs` | grading the puzzle shown a slice at a time, and its grade in words |
//! | `index.rs` | a collection's restart positions, reading a file into them, jumping to a puzzle |
//! | `report.rs` | `library.txt`: what the library read, for the player (and the emulator tests) |

mod builtin;
pub mod collection;
mod entry;
mod grading;
pub mod index;
mod report;

#[cfg(test)]
pub(crate) mod tests;

use heapless::Vec;

use crate::{
    clock::Clock,
    save::{Stat, Storage},
};

pub use builtin::{BUILT_IN, BuiltIn, Named};
pub use collection::{
    Collection, ErrorText, FOLDER, Known, MAX_BYTES, MAX_COLLECTIONS, MAX_FOLDER_FILES, MINE_FILE,
    Name, PUZZLES_FILE, Path, Skip, Summary, shown_name,
};
pub use entry::{About, Count, Entry, Solutions, Source};
pub use grading::{GradeName, Graded, Grading};
pub use index::{Index, Indexing, Jump, Step, Survey};
pub use report::{REPORT_FILE, Report};

use collection::error_text;

/// Slices of reading between two showings of its progress (a slice a frame: 7.5 a second).
pub const PROGRESS_EVERY: u32 = 8;

/// Reading the open collection's file into the index.
#[derive(Debug, Clone)]
struct Reading {
    path: Path,
    indexing: Indexing,
    /// When it began, on the app's clock (the press that opened the collection).
    started_us: u64,
    /// Time spent in [`Library::work`] on it.
    work_us: u64,
    /// Calls of [`Library::work`] that left more to read.
    slices: u32,
    /// Whether the file is read again because it changed.
    changed: bool,
}

/// The collections, the open one's index, and the puzzle on screen.
#[derive(Debug, Clone)]
pub struct Library {
    collections: Vec<Collection, MAX_COLLECTIONS>,
    /// Files of the folder left out: beyond the most held, or with too long a name.
    left_out: u32,
    long_names: u32,
    folder_error: Option<ErrorText>,
    /// The collection browsed.
    open: usize,
    index: Index,
    /// The file `index` holds whole, as it was when read.
    indexed: Option<(Path, Stat)>,
    reading: Option<Reading>,
    shown: Option<Entry>,
    /// Grading the puzzle shown, while it goes on.
    grading: Option<Grading>,
    /// Whether the report says anything new since [`Library::take_report_changed`].
    report_changed: bool,
}

impl Default for Library {
    fn default() -> Self {
        Self::new()
    }
}

impl Library {
    /// The built-in puzzles alone, until [`Library::refresh`] looks at the stick.
    pub fn new() -> Self {
        let mut collections = Vec::new();
        let _ = collections.push(Collection::built_in());
        Library {
            collections,
            left_out: 0,
            long_names: 0,
            folder_error: None,
            open: 0,
            index: Index::new(),
            indexed: None,
            reading: None,
            shown: None,
            grading: None,
            report_changed: false,
        }
    }

    /// Lists the collections on `storage` again: new files appear, removed ones go, changed
    /// ones are unread. The open collection stays open if it is still there.
    pub fn refresh<St: Storage + ?Sized>(&mut self, storage: &mut St) {
        let listing = collection::list(storage, &self.collections);
        let open = self.collections[self.open].path.clone();
        self.collections = listing.collections;
        self.left_out = listing.left_out;
        self.long_names = listing.long_names;
        self.folder_error = listing.folder_error;
        self.open = self
            .collections
            .iter()
            .position(|c| c.path == open)
            .unwrap_or(0);
        self.report_changed = true;
    }

    /// Every collection, the built-in puzzles first.
    pub fn collections(&self) -> &[Collection] {
        &self.collections
    }

    /// The number of the collection browsed.
    pub fn open(&self) -> usize {
        self.open
    }

    /// The collection browsed.
    pub fn collection(&self) -> &Collection {
        &self.collections[self.open]
    }

    /// Files of the `puzzles/` folder left out: beyond the most held, and with too long a name.
    pub fn left_out(&self) -> (u32, u32) {
        (self.left_out, self.long_names)
    }

    /// Opens collection `n` (the built-in puzzles if there is none): starts reading its file
    /// unless its index is held already. `now_us` is when the player asked.
    pub fn choose(&mut self, n: usize, now_us: u64) {
        self.open = if n < self.collections.len() { n } else { 0 };
        self.shown = None;
        let c = &self.collections[self.open];
        let Some(stat) = c.stat else {
            return;
        };
        if matches!(c.known, Known::Skipped(_))
            || self.indexed.as_ref() == Some(&(c.path.clone(), stat))
            || self
                .reading
                .as_ref()
                .is_some_and(|r| r.path == c.path && r.indexing.stat() == stat)
        {
            return;
        }
        let path = c.path.clone();
        self.start_reading(path, stat, now_us, false);
    }

    /// Starts reading `path` as `stat` says it is into the index, dropping any other reading.
    fn start_reading(&mut self, path: Path, stat: Stat, now_us: u64, changed: bool) {
        self.indexed = None;
        self.shown = None;
        let indexing = Indexing::start(stat, &mut self.index);
        if let Some(c) = self.collections.iter_mut().find(|c| c.path == path) {
            c.stat = Some(stat);
            if changed {
                c.known = Known::Unread;
            }
        }
        self.reading = Some(Reading {
            path,
            indexing,
            started_us: now_us,
            work_us: 0,
            slices: 0,
            changed,
        });
        self.report_changed = true;
    }

    /// Stops reading the file of `path` (or the open collection's) for good: it is skipped.
    fn skip(&mut self, path: &str, skip: Skip) {
        if self.reading.as_ref().is_some_and(|r| r.path == path) {
            self.reading = None;
        }
        if self.indexed.as_ref().is_some_and(|(p, _)| p == path) {
            self.indexed = None;
        }
        self.index.clear();
        self.shown = None;
        if let Some(c) = self.collections.iter_mut().find(|c| c.path == path) {
            c.known = Known::Skipped(skip);
        }
        self.report_changed = true;
    }

    /// Whether a collection file is being read.
    pub fn is_reading(&self) -> bool {
        self.reading.is_some()
    }

    /// Bytes of the open collection read so far, while it is read.
    pub fn bytes_read(&self) -> Option<u64> {
        let r = self.reading.as_ref()?;
        (r.path == self.collection().path).then(|| r.indexing.offset())
    }

    /// Puzzles of the open collection that can be shown now (all of them once it is read).
    pub fn available(&self) -> u32 {
        let c = self.collection();
        if c.is_built_in() {
            return BUILT_IN.len() as u32;
        }
        let reading = self.reading.as_ref().is_some_and(|r| r.path == c.path);
        let indexed = self.indexed.as_ref().is_some_and(|(p, _)| *p == c.path);
        if reading || indexed {
            self.index.puzzles()
        } else {
            0
        }
    }

    /// What reading the open collection found so far (all of it once read).
    pub fn survey(&self) -> Option<&Survey> {
        let c = self.collection();
        match &c.known {
            Known::Read(summary) => Some(&summary.survey),
            _ if self.reading.as_ref().is_some_and(|r| r.path == c.path) => {
                Some(self.index.survey())
            }
            _ => None,
        }
    }

    /// The index of the open collection (for tests and tools).
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// Reads on into the index for about `budget_us` microseconds of `clock` (at least one
    /// chunk). Returns whether the screen should show what changed: the reading ended (or
    /// stopped), or [`PROGRESS_EVERY`] slices went by. Drawing the progress every frame would
    /// take a PSP about as long as the reading itself.
    pub fn work<St: Storage + ?Sized>(
        &mut self,
        storage: &mut St,
        clock: &mut impl Clock,
        budget_us: u64,
    ) -> bool {
        let start = clock.now_us();
        loop {
            let Some(reading) = self.reading.as_mut() else {
                return false;
            };
            let step = reading
                .indexing
                .step(&mut self.index, storage, &reading.path);
            let now = clock.now_us();
            match step {
                Ok(Step::More) => {
                    if now.saturating_sub(start) >= budget_us {
                        reading.work_us += now.saturating_sub(start);
                        reading.slices += 1;
                        return reading.slices.is_multiple_of(PROGRESS_EVERY);
                    }
                }
                Ok(Step::Done) => {
                    reading.work_us += now.saturating_sub(start);
                    self.finish_reading(storage, now);
                    return true;
                }
                Ok(Step::NotText(error)) => {
                    let path = reading.path.clone();
                    self.skip(&path, Skip::NotText(error));
                    return true;
                }
                Ok(Step::Gone) => {
                    let path = reading.path.clone();
                    self.skip(&path, Skip::Gone);
                    return true;
                }
                Err(error) => {
                    let path = reading.path.clone();
                    self.skip(&path, Skip::Unreadable(error_text::<St>(&error)));
                    return true;
                }
            }
        }
    }

    /// The file is read whole: it is indexed if it did not change meanwhile, else read again.
    fn finish_reading<St: Storage + ?Sized>(&mut self, storage: &mut St, now_us: u64) {
        let Some(reading) = self.reading.take() else {
            return;
        };
        let stat = match storage.stat(&reading.path) {
            Ok(Some(stat)) => stat,
            Ok(None) => return self.skip(&reading.path, Skip::Gone),
            Err(error) => {
                return self.skip(&reading.path, Skip::Unreadable(error_text::<St>(&error)));
            }
        };
        if stat != reading.indexing.stat() {
            return self.start_reading(reading.path, stat, reading.started_us, true);
        }
        if let Some(c) = self.collections.iter_mut().find(|c| c.path == reading.path) {
            c.known = Known::Read(Summary {
                survey: self.index.survey().clone(),
                read_us: now_us.saturating_sub(reading.started_us),
                work_us: reading.work_us,
                changed: reading.changed,
            });
        }
        self.indexed = Some((reading.path, stat));
        self.report_changed = true;
    }

    /// The stat the index of the open collection is made from (whole or so far), if any.
    fn index_stat(&self) -> Option<Stat> {
        let path = &self.collection().path;
        match (&self.reading, &self.indexed) {
            (Some(r), _) if r.path == *path => Some(r.indexing.stat()),
            (_, Some((p, stat))) if p == path => Some(*stat),
            _ => None,
        }
    }

    /// Brings puzzle `number` (from 0) of the open collection on screen. A collection file is
    /// looked at first: if it changed since it was indexed, it is read again (and nothing is
    /// shown until the puzzle is reached); if it is gone or unreadable, it is skipped.
    pub fn show<St: Storage + ?Sized>(
        &mut self,
        storage: &mut St,
        number: u32,
        clock: &mut impl Clock,
    ) {
        self.shown = None;
        self.grading = None;
        if self.collection().is_built_in() {
            self.shown = Entry::built_in(number);
            self.start_grading();
            return;
        }
        let Some(indexed) = self.index_stat() else {
            return;
        };
        let path = self.collection().path.clone();
        let start = clock.now_us();
        match storage.stat(&path) {
            Ok(Some(stat)) if stat == indexed => {}
            Ok(Some(stat)) => return self.start_reading(path, stat, start, true),
            Ok(None) => return self.skip(&path, Skip::Gone),
            Err(error) => return self.skip(&path, Skip::Unreadable(error_text::<St>(&error))),
        }
        match self.index.seek(storage, &path, number) {
            Ok(found) => {
                self.shown = Some(Entry {
                    source: Source::File {
                        path,
                        line: found.at.line,
                    },
                    number,
                    grid: found.grid,
                    solutions: None,
                    graded: None,
                });
                let took = clock.now_us().saturating_sub(start);
                self.collections[self.open].jumps.add(took);
                self.report_changed = true;
                self.start_grading();
            }
            Err(Jump::Beyond) => {}
            // Same size and time, other bytes (changed within the stick's time resolution).
            Err(Jump::Changed) => self.start_reading(path, indexed, start, true),
            Err(Jump::Io(error)) => self.skip(&path, Skip::Unreadable(error_text::<St>(&error))),
        }
    }

    /// The puzzle on screen, if any.
    pub fn shown(&self) -> Option<&Entry> {
        self.shown.as_ref()
    }

    /// Starts grading the puzzle shown, with the uniqueness techniques once it is known to have
    /// one solution.
    fn start_grading(&mut self) {
        self.grading = (self.shown.as_ref()).map(|e| {
            let unique = e.solutions == Some(Solutions::Unique);
            Grading::start(e.number, &e.grid, unique)
        });
    }

    /// Whether the puzzle shown is being graded.
    pub fn is_grading(&self) -> bool {
        self.grading.is_some()
    }

    /// Grades the puzzle shown on for about `budget_us` microseconds of `clock` (at least one
    /// logical step). Returns whether its grade is known now.
    pub fn grade_work(&mut self, clock: &mut impl Clock, budget_us: u64) -> bool {
        let Some(grading) = self.grading.as_mut() else {
            return false;
        };
        if self.shown.as_ref().map(|e| e.number) != Some(grading.number) {
            // The puzzle is no longer on screen.
            self.grading = None;
            return false;
        }
        let Some(graded) = grading.work(clock, budget_us) else {
            return false;
        };
        let work_us = grading.work_us();
        self.grading = None;
        self.collections[self.open].grades.add(work_us);
        self.report_changed = true;
        if let Some(entry) = &mut self.shown {
            entry.graded = Some(graded);
        }
        true
    }

    /// Records the shown puzzle's solution count once found. One solution, not known before,
    /// starts its grading again with the uniqueness techniques (the app counts as soon as it
    /// shows a puzzle, so little or nothing of the first grading is lost).
    pub fn set_solutions(&mut self, solutions: Solutions) {
        let Some(entry) = &mut self.shown else {
            return;
        };
        let regrade = solutions == Solutions::Unique && entry.solutions != Some(solutions);
        entry.solutions = Some(solutions);
        if regrade {
            entry.graded = None;
            self.start_grading();
        }
    }

    /// Remembers `position` as where the open collection is browsed.
    pub fn set_position(&mut self, position: u32) {
        self.collections[self.open].position = position;
    }

    /// What the library read, as `library.txt` holds it, in `lang`.
    pub fn report(&self, lang: crate::text::Lang) -> Report<'_> {
        Report(self, lang)
    }

    /// Whether the report changed since the last call.
    pub fn take_report_changed(&mut self) -> bool {
        core::mem::take(&mut self.report_changed)
    }
}
