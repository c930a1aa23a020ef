//! `library.txt`: what the library read, one line a collection, for the player to mend a file
//! on a computer (every malformed puzzle kept is named by line and column) and for the
//! emulator tests to read the times on the app's clock. The app rewrites it when the player
//! leaves the library, if anything in it changed.

use core::fmt;

use super::{Count, Known, Library, collection::MAX_FILE_NAME};
use crate::editor::status::Duration;

/// The report's file, next to the EBOOT.
pub const REPORT_FILE: &str = "library.txt";

/// The report's text (see the [module documentation](self)).
#[derive(Debug, Clone, Copy)]
pub struct Report<'a>(pub(super) &'a Library);

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let library = self.0;
        writeln!(
            f,
            "# What the Sudoku library read (rewritten when you leave the library)"
        )?;
        for c in &library.collections {
            let name = if c.is_built_in() {
                c.name()
            } else {
                super::shown_name(&c.path)
            };
            write!(f, "{name}: ")?;
            match &c.known {
                Known::Unread => write!(f, "not opened yet")?,
                Known::Skipped(skip) => write!(f, "skipped, {skip}")?,
                Known::Read(summary) => {
                    let survey = &summary.survey;
                    write!(
                        f,
                        "{} puzzle{}",
                        Count(survey.puzzles),
                        plural(survey.puzzles)
                    )?;
                    if survey.bad > 0 {
                        write!(
                            f,
                            ", {} bad puzzle{} skipped (",
                            Count(survey.bad),
                            plural(survey.bad)
                        )?;
                        for (i, error) in survey.errors.iter().enumerate() {
                            write!(f, "{}{error}", if i > 0 { "; " } else { "" })?;
                        }
                        if survey.bad as usize > survey.errors.len() {
                            write!(f, "; ...")?;
                        }
                        write!(f, ")")?;
                    }
                    if let Some(error) = survey.not_text {
                        write!(f, ", the rest skipped: {error}")?;
                    }
                    if !c.is_built_in() {
                        write!(
                            f,
                            ", read in {} ({} of work)",
                            Duration(summary.read_us),
                            Duration(summary.work_us)
                        )?;
                        if summary.changed {
                            write!(f, " (read again: it changed)")?;
                        }
                    }
                }
            }
            let jumps = c.jumps;
            if jumps.count > 0 && !c.is_built_in() {
                write!(
                    f,
                    "; {} jump{}, {} on average, {} the slowest",
                    Count(jumps.count),
                    plural(jumps.count),
                    Duration(jumps.total_us / u64::from(jumps.count)),
                    Duration(jumps.slowest_us)
                )?;
            }
            let grades = c.grades;
            if grades.count > 0 {
                write!(
                    f,
                    "; {} puzzle{} graded, {} of work on average, {} the slowest",
                    Count(grades.count),
                    plural(grades.count),
                    Duration(grades.total_us / u64::from(grades.count)),
                    Duration(grades.slowest_us)
                )?;
            }
            writeln!(f)?;
        }
        let folder = super::FOLDER;
        if library.left_out > 0 {
            writeln!(
                f,
                "{folder}/: {} more file{} left out (the library holds {})",
                library.left_out,
                plural(library.left_out),
                super::MAX_FOLDER_FILES
            )?;
        }
        if library.long_names > 0 {
            writeln!(
                f,
                "{folder}/: {} file{} left out, the name longer than {MAX_FILE_NAME} bytes",
                library.long_names,
                plural(library.long_names)
            )?;
        }
        if let Some(error) = &library.folder_error {
            writeln!(f, "{folder}/: could not be listed ({error})")?;
        }
        Ok(())
    }
}
