//! The puzzle library: puzzles built into the app, labelled by source, and the player's own
//! `puzzles.txt` (any form the [reader](crate::format) reads), whose malformed puzzles are
//! reported and skipped.

use core::fmt;

use crate::{
    format::{self, AnyGrid, FileError, Item, PuzzleError},
    text::{In, Key, Lang, Localized},
};

/// How many solutions a puzzle has (counting stops at two).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solutions {
    /// No solution.
    None,
    /// Exactly one: a proper puzzle.
    Unique,
    /// Two or more.
    Several,
}

impl Solutions {
    /// From a count of solutions capped at two.
    pub const fn from_count(count: u32) -> Self {
        match count {
            0 => Solutions::None,
            1 => Solutions::Unique,
            _ => Solutions::Several,
        }
    }
}

/// `no solution`, `one solution` or `several solutions`.
impl Localized for Solutions {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(match self {
            Solutions::None => Key::LibraryNoSolution,
            Solutions::Unique => Key::LibraryOneSolution,
            Solutions::Several => Key::LibrarySeveralSolutions,
        }))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Solutions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A built-in puzzle's source: the text of `.0`, with the puzzle's number in its collection
/// (`.1`, from 1; 0 for a text without a number), as `17-clue #2` or `17 indices n°2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Label(pub Key, pub u8);

impl Localized for Label {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", lang.say(self.0, &[&self.1]))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A puzzle built into the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltIn {
    /// Where it comes from.
    pub source: Label,
    /// The puzzle line.
    pub line: &'static str,
    /// Its number of solutions (checked by a test).
    pub solutions: Solutions,
}

/// The built-in puzzles: the project's seed grids, the first three of each set in
/// `tests/puzzles/` (see its README for the sources), then a 4x4 and a 16x16 from our generator.
pub const BUILT_IN: [BuiltIn; 20] = [
    BuiltIn {
        source: Label(Key::SourceTutorial, 0),
        line: crate::puzzles::TUTORIAL,
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: Label(Key::SourceClassroom, 0),
        line: crate::puzzles::CLASSROOM,
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceWorstCase, 0),
        line: crate::puzzles::WORST_CASE,
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::Source17Clue, 1),
        line: ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::Source17Clue, 2),
        line: ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::Source17Clue, 3),
        line: ".................1....23.4.....35.2...6.7.....18.........1....6.3.....9.42.......",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceMagictour, 1),
        line: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceMagictour, 2),
        line: "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceMagictour, 3),
        line: "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1905, 1),
        line: "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1905, 2),
        line: "98.7..6....5.9..4.........94....3.5..7.8..2......7...32..1......1..86.....6..71..",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1905, 3),
        line: "98.76....7....59....4.9..7.6..5..3...7..3...2.......4.1...5.7...9.6...2......1..8",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1106, 1),
        line: "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1106, 2),
        line: "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceHardest1106, 3),
        line: "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceSerg, 1),
        line: "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: Label(Key::SourceSerg, 2),
        line: "8.........95.......76.........672948...453217...918536....9.465...8.4792......183",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: Label(Key::SourceSerg, 3),
        line: "8.........95.......76.........472986...531742...896135......567....2.493....5.218",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: Label(Key::SourceFourStarter, 0),
        line: "32.4........4.23",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: Label(Key::SourceSixteen, 0),
        line: "9A71.C5..BF28..4GC2....471....6B5D3...EB.4.8...CB..42.G..A...3.5.E.B7.19....3C..6...C..E..7.4B1.4F.7.3.....1.2..1G.3.4.D2.BE98.68.GC9B.F1.4.6.23..6.A.....2.B.C1.B4A.7..E..6...8..FD....C8.B7.A.3.E...B..2.9F..DC...8.7.FE...132F2....4A3....6B7A..6F53..CD.G98E",
        solutions: Solutions::Unique,
    },
];

/// Most puzzles kept from `puzzles.txt`.
pub const USER_CAPACITY: usize = 100;
/// Malformed lines of `puzzles.txt` remembered for the report (all are counted).
const ERRORS_KEPT: usize = 4;

/// A puzzle from the player's `puzzles.txt`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UserPuzzle {
    /// Its one-based line number in the file.
    pub line: usize,
    /// The puzzle.
    pub grid: AnyGrid,
}

/// The player's puzzles, and what was wrong with the rest of the file.
#[derive(Debug, Clone)]
pub struct UserPuzzles {
    puzzles: heapless::Vec<UserPuzzle, USER_CAPACITY>,
    errors: heapless::Vec<PuzzleError, ERRORS_KEPT>,
    /// Malformed puzzles, all of them.
    skipped: usize,
    /// Good puzzles beyond the capacity.
    dropped: usize,
    /// Why the file (or its rest) is no puzzle text.
    not_text: Option<FileError>,
}

impl Default for UserPuzzles {
    fn default() -> Self {
        Self::new()
    }
}

impl UserPuzzles {
    /// No puzzles (no `puzzles.txt`).
    pub const fn new() -> Self {
        UserPuzzles {
            puzzles: heapless::Vec::new(),
            errors: heapless::Vec::new(),
            skipped: 0,
            dropped: 0,
            not_text: None,
        }
    }

    /// Reads a `puzzles.txt` in any form the reader reads: malformed puzzles counted and
    /// skipped; a file that is no text (binary, UTF-16) skipped whole and reported.
    pub fn parse(bytes: &[u8]) -> Self {
        let mut user = Self::new();
        if let Err(error) = format::check_start(bytes) {
            user.not_text = Some(error);
            user.skipped = 1;
            return user;
        }
        for item in format::read(bytes) {
            match item {
                Item::Puzzle(found) => {
                    let puzzle = UserPuzzle {
                        line: found.at.line as usize,
                        grid: found.grid,
                    };
                    if user.puzzles.push(puzzle).is_err() {
                        user.dropped += 1;
                    }
                }
                Item::Malformed(error) => {
                    user.skipped += 1;
                    let _ = user.errors.push(error);
                }
                Item::NotText(error) => {
                    user.skipped += 1;
                    user.not_text = Some(error);
                }
            }
        }
        user
    }

    /// The puzzles kept, in file order.
    pub fn puzzles(&self) -> &[UserPuzzle] {
        &self.puzzles
    }

    /// The first malformed lines (the count of all is [`UserPuzzles::skipped`]).
    pub fn errors(&self) -> &[PuzzleError] {
        &self.errors
    }

    /// How many puzzles were malformed, plus one if the file (or its rest) is no text.
    pub fn skipped(&self) -> usize {
        self.skipped
    }

    /// Why the file, or its rest, was not read: it is no text.
    pub fn not_text(&self) -> Option<FileError> {
        self.not_text
    }

    /// How many good puzzles did not fit.
    pub fn dropped(&self) -> usize {
        self.dropped
    }
}

/// One line saying what was read: `puzzles.txt: 12 puzzles, 2 bad lines skipped (line 7 col
/// 3: ...)`: the count, then each piece of news as a clause of its own.
impl Localized for UserPuzzles {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let say = |f: &mut fmt::Formatter<'_>, key, args: &[&dyn fmt::Display]| {
            write!(f, "{}", lang.say(key, args))
        };
        let n = self.puzzles.len();
        if let (Some(error), 0) = (self.not_text, n) {
            return say(f, Key::PuzzlesSkipped, &[&In(lang, error)]);
        }
        let plural = |n: usize, one, many| if lang.singular(n as u64) { one } else { many };
        say(f, plural(n, Key::PuzzlesOne, Key::PuzzlesMany), &[&n])?;
        let bad = self.skipped - usize::from(self.not_text.is_some());
        if bad > 0 {
            f.write_str(lang.text(Key::ListComma))?;
            let key = plural(bad, Key::BadLineOne, Key::BadLineMany);
            match self.errors.first() {
                Some(first) => say(f, key, &[&bad, &In(lang, first)])?,
                // The errors are kept whenever a line is skipped; without one, just the count.
                None => write!(f, "{bad}")?,
            }
        }
        if self.dropped > 0 {
            f.write_str(lang.text(Key::ListComma))?;
            say(f, Key::PuzzlesDropped, &[&self.dropped, &USER_CAPACITY])?;
        }
        if let Some(error) = self.not_text {
            f.write_str(lang.text(Key::ListComma))?;
            say(f, Key::PuzzlesRestSkipped, &[&In(lang, error)])?;
        }
        Ok(())
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for UserPuzzles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Where a library entry comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Built into the app, with its label.
    BuiltIn(Label),
    /// The player's `puzzles.txt`, with the line number.
    File(usize),
}

/// The built-in puzzle's label, or `puzzles.txt line 12`.
impl Localized for Source {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::BuiltIn(label) => label.fmt_in(lang, f),
            Source::File(line) => write!(f, "{}", lang.say(Key::SourceFileLine, &[line])),
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// One puzzle of the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Where it comes from.
    pub source: Source,
    /// The puzzle.
    pub grid: AnyGrid,
    /// Its number of solutions, when known.
    pub solutions: Option<Solutions>,
}

/// All puzzles: the built-in ones, then the player's.
#[derive(Debug, Clone)]
pub struct Library {
    user: UserPuzzles,
    /// Solution counts of the player's puzzles, found as they are looked at.
    user_solutions: [Option<Solutions>; USER_CAPACITY],
}

impl Default for Library {
    fn default() -> Self {
        Self::new(UserPuzzles::new())
    }
}

impl Library {
    /// The built-in puzzles and the player's `user` ones.
    pub fn new(user: UserPuzzles) -> Self {
        Library {
            user,
            user_solutions: [None; USER_CAPACITY],
        }
    }

    /// The player's puzzles as read.
    pub fn user(&self) -> &UserPuzzles {
        &self.user
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        BUILT_IN.len() + self.user.puzzles.len()
    }

    /// Whether there is no entry (never: the built-in puzzles are always there).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entry `index`, if there is one.
    pub fn entry(&self, index: usize) -> Option<Entry> {
        if let Some(b) = BUILT_IN.get(index) {
            let grid = AnyGrid::from_line(b.line).ok()?;
            return Some(Entry {
                source: Source::BuiltIn(b.source),
                grid,
                solutions: Some(b.solutions),
            });
        }
        let i = index - BUILT_IN.len();
        let user = self.user.puzzles.get(i)?;
        Some(Entry {
            source: Source::File(user.line),
            grid: user.grid,
            solutions: self.user_solutions[i],
        })
    }

    /// Records the solution count of entry `index` once found.
    pub fn set_solutions(&mut self, index: usize, solutions: Solutions) {
        if let Some(slot) = index
            .checked_sub(BUILT_IN.len())
            .and_then(|i| self.user_solutions.get_mut(i))
        {
            *slot = Some(solutions);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, solver::Solver};
    use std::{format, string::ToString};

    #[test]
    fn built_in_puzzles_parse_and_have_the_solution_counts_they_claim() {
        fn count<S: crate::Size>(grid: &Grid<S>) -> u32 {
            let mut solver = std::boxed::Box::new(Solver::new(grid, 2).unwrap());
            solver.run();
            solver.solution_count()
        }
        let mut sizes = std::vec::Vec::new();
        for b in BUILT_IN {
            let grid = AnyGrid::from_line(b.line).unwrap_or_else(|e| panic!("{}: {e}", b.source));
            let found = match &grid {
                AnyGrid::Four(g) => count(g),
                AnyGrid::Nine(g) => count(g),
                AnyGrid::Sixteen(g) => count(g),
            };
            assert_eq!(Solutions::from_count(found), b.solutions, "{}", b.source);
            sizes.push(b.line.len());
        }
        assert!(
            sizes.contains(&16) && sizes.contains(&256),
            "every size has a puzzle"
        );
    }

    #[test]
    fn built_in_puzzles_are_the_first_of_their_sets() {
        let first = |text: &str, n: usize| -> std::string::String {
            crate::format::puzzle_lines(text)
                .nth(n)
                .map(|(_, l)| l.trim_end().to_string())
                .unwrap()
        };
        let magictour = include_str!("../tests/puzzles/puzzles3_magictour_top1465.txt");
        assert_eq!(BUILT_IN[6].line, first(magictour, 0));
        assert_eq!(BUILT_IN[8].line, first(magictour, 2));
        let serg = include_str!("../tests/puzzles/sample_serg_benchmark.txt");
        assert_eq!(BUILT_IN[17].line, first(serg, 2));
    }

    #[test]
    fn puzzles_txt_keeps_good_lines_and_reports_every_kind_of_bad_one() {
        let classroom = crate::puzzles::CLASSROOM;
        let mut file = format!(
            "# my puzzles\r\n\r\n{classroom}\r\n12x4\n{}\n1234341221434321\n",
            &classroom[..80]
        )
        .into_bytes();
        file.extend_from_slice(b"\xFF\xFE\n");
        file.extend_from_slice(b"   # indented comment\n");
        let user = UserPuzzles::parse(&file);
        assert_eq!(user.puzzles().len(), 2);
        assert_eq!(user.puzzles()[0].line, 3);
        assert_eq!(user.puzzles()[1].line, 6);
        assert!(matches!(user.puzzles()[1].grid, AnyGrid::Four(_)));
        assert_eq!(user.skipped(), 3);
        let messages: std::vec::Vec<_> = user.errors().iter().map(|e| e.to_string()).collect();
        assert_eq!(
            messages,
            [
                "line 4 col 3: unexpected character 'x'",
                "line 5 col 81: 80 cells, expected 16 (4x4), 81 (9x9) or 256 (16x16)",
                "line 7 col 1: not text (a byte that is no UTF-8)",
            ]
        );
        assert_eq!(
            user.to_string(),
            "puzzles.txt: 2 puzzles, 3 bad lines skipped (line 4 col 3: unexpected character 'x')"
        );
    }

    #[test]
    fn a_notepad_file_with_grids_and_lines_is_read_whole() {
        let classroom = crate::puzzles::CLASSROOM;
        let grid = AnyGrid::from_line(crate::puzzles::TUTORIAL).unwrap();
        let file = format!(
            "\u{feff}{classroom}\r\n\r\n{}\r\n1 . | 3 .\r\n. . | 2 .\r\n. . | . .\r\n. . | . 4\r\n",
            grid.grid_form().to_string().replace('\n', "\r\n")
        );
        let user = UserPuzzles::parse(file.as_bytes());
        let lines: std::vec::Vec<usize> = user.puzzles().iter().map(|p| p.line).collect();
        assert_eq!(lines, [1, 3, 15]);
        assert_eq!(user.puzzles()[1].grid, grid);
        assert_eq!(user.skipped(), 0);
        assert_eq!(user.to_string(), "puzzles.txt: 3 puzzles");
    }

    #[test]
    fn a_file_that_is_no_text_is_named_and_skipped() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        let user = UserPuzzles::parse(png);
        assert!(user.puzzles().is_empty());
        assert_eq!(user.skipped(), 1, "the app reports it");
        assert_eq!(
            user.to_string(),
            "puzzles.txt: skipped, not a text file (byte 0x00 at offset 8)"
        );
        // Text with a NUL further on: the puzzles before it are kept.
        let mut late = format!("{}\n", crate::puzzles::CLASSROOM)
            .repeat(500)
            .into_bytes();
        late.extend_from_slice(b"12\x003\n");
        let user = UserPuzzles::parse(&late);
        assert_eq!(user.puzzles().len(), USER_CAPACITY);
        assert!(user.not_text().is_some());
        assert_eq!(
            user.to_string(),
            "puzzles.txt: 100 puzzles, 400 more than the 100 kept, the rest skipped: not a text file (byte 0x00 at offset 41002)"
        );
    }

    #[test]
    fn puzzles_beyond_the_capacity_are_counted_not_kept() {
        let line = format!("{}\n", crate::puzzles::CLASSROOM);
        let user = UserPuzzles::parse(line.repeat(USER_CAPACITY + 7).as_bytes());
        assert_eq!((user.puzzles().len(), user.dropped()), (USER_CAPACITY, 7));
        assert_eq!(
            user.to_string(),
            "puzzles.txt: 100 puzzles, 7 more than the 100 kept"
        );
        assert_eq!(
            UserPuzzles::parse(b"").to_string(),
            "puzzles.txt: 0 puzzles"
        );
    }

    #[test]
    fn the_library_lists_built_in_then_the_players_puzzles() {
        let user = UserPuzzles::parse(format!("\n{}\n", crate::puzzles::WORST_CASE).as_bytes());
        let mut library = Library::new(user);
        assert_eq!(library.len(), BUILT_IN.len() + 1);
        let first = library.entry(0).unwrap();
        assert_eq!(first.source.to_string(), "tutorial (source material)");
        assert_eq!(first.solutions, Some(Solutions::Several));
        let mine = library.entry(BUILT_IN.len()).unwrap();
        assert_eq!(mine.source.to_string(), "puzzles.txt line 2");
        assert_eq!(mine.solutions, None);
        library.set_solutions(BUILT_IN.len(), Solutions::Unique);
        assert_eq!(
            library.entry(BUILT_IN.len()).unwrap().solutions,
            Some(Solutions::Unique)
        );
        assert_eq!(library.entry(library.len()), None);
        assert_eq!(Solutions::Several.to_string(), "several solutions");
    }
}
