//! One puzzle of the library as the screen shows it: where it comes from, its solution count
//! and its grade once known.

use core::fmt;

use crate::{
    format::AnyGrid,
    text::{Key, Lang, Localized, Thousands},
};

use super::{BUILT_IN, GradeName, Graded, Named, Path, collection};

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

/// A count written with the language's thousands separator: `49,158`, `49 158`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count(pub u32);

impl Localized for Count {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Thousands(u64::from(self.0)).fmt_in(lang, f)
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Where a library entry comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// Built into the app, with its name.
    BuiltIn(Named),
    /// A collection file, and the line its puzzle starts at.
    File {
        /// The file's path on the stick.
        path: Path,
        /// The one-based line.
        line: u32,
    },
}

impl Localized for Source {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::BuiltIn(name) => name.fmt_in(lang, f),
            Source::File { path, line } => {
                let name = collection::shown_name(path.rsplit('/').next().unwrap_or(path));
                let line = crate::text::In(lang, Count(*line));
                write!(f, "{}", lang.say(Key::SourceFileLine, &[&name, &line]))
            }
        }
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// One puzzle of the library, as the library screen shows it (more may be known of a puzzle
/// later: it grows here).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Where it comes from.
    pub source: Source,
    /// Its number in its collection, from 0.
    pub number: u32,
    /// The puzzle.
    pub grid: AnyGrid,
    /// Its number of solutions, when known.
    pub solutions: Option<Solutions>,
    /// Its grade, once grading is done.
    pub graded: Option<Graded>,
}

impl Entry {
    /// Built-in puzzle `number`, if there is one.
    pub(super) fn built_in(number: u32) -> Option<Entry> {
        let b = BUILT_IN.get(number as usize)?;
        Some(Entry {
            source: Source::BuiltIn(b.name),
            number,
            grid: AnyGrid::from_line(b.line).ok()?,
            solutions: None,
            graded: None,
        })
    }
}

/// What is known of a puzzle: its grade and its solutions (`medium, one solution`,
/// `needs guessing, several solutions`, `no solution`, `grading, solutions not known`).
#[derive(Debug, Clone, Copy)]
pub struct About<'a>(pub &'a Entry);

impl Localized for About<'_> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let grade = GradeName {
            graded: self.0.graded,
            solutions: self.0.solutions,
        };
        let solutions: &dyn Localized = match &self.0.solutions {
            _ if grade.key() == Key::LibraryNoSolution => return grade.fmt_in(lang, f),
            Some(solutions) => solutions,
            None => &Key::SolutionsUnknown,
        };
        let (grade, solutions) = (
            crate::text::In(lang, grade),
            crate::text::In(lang, solutions),
        );
        write!(
            f,
            "{}",
            lang.say(Key::GradeAndSolutions, &[&grade, &solutions])
        )
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for About<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}
