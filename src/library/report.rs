//! `library.txt`: what the library read, one line a collection, for the player to mend a file
//! on a computer (every malformed puzzle kept is named by line and column) and for the
//! emulator tests to read the times on the app's clock. The app rewrites it when the player
//! leaves the library, if anything in it changed. It is written in the app's language: each
//! line is a collection's name and a list of whole clauses, each one a text by key.

use core::fmt;

use super::{Count, Known, Library, collection::MAX_FILE_NAME};
use crate::{
    editor::status::Duration,
    text::{In, Key, Lang},
};

/// The report's file, next to the EBOOT.
pub const REPORT_FILE: &str = "library.txt";

/// The report's text in a language (see the [module documentation](self)).
#[derive(Debug, Clone, Copy)]
pub struct Report<'a>(pub(super) &'a Library, pub Lang);

/// The key of `one` or `many` as `n` wants in `lang`.
fn counted(lang: Lang, n: u32, one: Key, many: Key) -> Key {
    lang.counted(n.into(), one, many)
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Report(library, lang) = *self;
        let say = |f: &mut fmt::Formatter<'_>, key: Key, args: &[&dyn fmt::Display]| {
            write!(f, "{}", lang.say(key, args))
        };
        let time = |us: u64| In(lang, Duration(us));
        let count = |n: u32| In(lang, Count(n));
        writeln!(f, "{}", lang.text(Key::ReportHeader))?;
        for c in &library.collections {
            let file = super::shown_name(&c.path);
            let name: &dyn fmt::Display = if c.is_built_in() {
                &lang.text(Key::CollectionBuiltIn)
            } else {
                &file
            };
            say(f, Key::ReportCollection, &[name])?;
            match &c.known {
                Known::Unread => f.write_str(lang.text(Key::ReportUnread))?,
                Known::Skipped(skip) => say(f, Key::ReportSkipped, &[&In(lang, skip)])?,
                Known::Read(summary) => {
                    let survey = &summary.survey;
                    let n = survey.puzzles;
                    say(
                        f,
                        counted(lang, n, Key::PuzzleOne, Key::PuzzleMany),
                        &[&count(n)],
                    )?;
                    if survey.bad > 0 {
                        let errors = Errors(survey, lang);
                        let key = counted(lang, survey.bad, Key::ReportBadOne, Key::ReportBadMany);
                        f.write_str(", ")?;
                        say(f, key, &[&count(survey.bad), &errors])?;
                    }
                    if let Some(error) = survey.not_text {
                        f.write_str(", ")?;
                        say(f, Key::ReportRestSkipped, &[&In(lang, error)])?;
                    }
                    if !c.is_built_in() {
                        f.write_str(", ")?;
                        let (read, work) = (time(summary.read_us), time(summary.work_us));
                        say(f, Key::ReportReadIn, &[&read, &work])?;
                        if summary.changed {
                            f.write_str(" ")?;
                            f.write_str(lang.text(Key::ReportChanged))?;
                        }
                    }
                }
            }
            let jumps = c.jumps;
            if jumps.count > 0 && !c.is_built_in() {
                let key = counted(lang, jumps.count, Key::ReportJumpOne, Key::ReportJumpMany);
                let mean = time(jumps.total_us / u64::from(jumps.count));
                f.write_str("; ")?;
                say(
                    f,
                    key,
                    &[&count(jumps.count), &mean, &time(jumps.slowest_us)],
                )?;
            }
            let grades = c.grades;
            if grades.count > 0 {
                let key = counted(
                    lang,
                    grades.count,
                    Key::ReportGradedOne,
                    Key::ReportGradedMany,
                );
                let mean = time(grades.total_us / u64::from(grades.count));
                f.write_str("; ")?;
                say(
                    f,
                    key,
                    &[&count(grades.count), &mean, &time(grades.slowest_us)],
                )?;
            }
            writeln!(f)?;
        }
        let folder = super::FOLDER;
        if library.left_out > 0 {
            let n = library.left_out;
            let key = counted(lang, n, Key::ReportLeftOutOne, Key::ReportLeftOutMany);
            say(f, key, &[&folder, &n, &super::MAX_FOLDER_FILES])?;
            writeln!(f)?;
        }
        if library.long_names > 0 {
            let n = library.long_names;
            let key = counted(lang, n, Key::ReportLongNameOne, Key::ReportLongNameMany);
            say(f, key, &[&folder, &n, &MAX_FILE_NAME])?;
            writeln!(f)?;
        }
        if let Some(error) = &library.folder_error {
            say(f, Key::ReportNotListed, &[&folder, error])?;
            writeln!(f)?;
        }
        Ok(())
    }
}

/// The malformed puzzles kept, each by line and column, `; ` between them, and `; ...` when
/// more were skipped than kept.
struct Errors<'a>(&'a super::Survey, Lang);

impl fmt::Display for Errors<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Errors(survey, lang) = *self;
        for (i, error) in survey.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{}", In(lang, error))?;
        }
        if survey.bad as usize > survey.errors.len() {
            f.write_str("; ...")?;
        }
        Ok(())
    }
}
