//! `sudoku menu`: the Start menu's pages over each context, as JSON (the emulator tests reach
//! an entry by its name through it).
//!
//! The JSON keeps the form it always had, one line with a space after each `,` and `:`
//! (`{"edit": {"main": ["Play", ...], ...}, ...}`): serde_json writes it through [`Spaced`].

use std::{io, process::ExitCode};

use clap::Args;
use serde::Serialize;
use serde_json::ser::{Formatter, Serializer};
use sudoku_core::app::menu::{Context, Page, items};

/// Print the Start menu's pages over each context (edit, play, finished, lesson) as JSON
///
/// {"edit": {"main": [entry, ...], "settings": [...], "tools": [...]}, "play": ..., "finished":
/// ..., "lesson": ...}: each page's entries top to bottom, by name.
#[derive(Debug, Args)]
pub struct Menu;

impl Menu {
    /// Prints the JSON line.
    pub fn run(self) -> Result<ExitCode, String> {
        println!("{}", json());
        Ok(ExitCode::SUCCESS)
    }
}

/// The menu in each context, in the order the JSON lists them.
#[derive(Debug, Serialize)]
struct Contexts {
    edit: Pages,
    play: Pages,
    finished: Pages,
    lesson: Pages,
}

/// The pages of one context: each a list of entry names, top to bottom.
#[derive(Debug, Serialize)]
struct Pages {
    main: Vec<String>,
    settings: Vec<String>,
    tools: Vec<String>,
}

impl Pages {
    /// The pages the menu shows in `context`.
    fn of(context: Context) -> Self {
        let names = |page| -> Vec<String> {
            items(page, context)
                .iter()
                .map(|item| format!("{item:?}"))
                .collect()
        };
        Pages {
            main: names(Page::Main),
            settings: names(Page::Settings),
            tools: names(Page::Tools),
        }
    }
}

/// serde_json's compact form with a space after each `,` and `:`.
struct Spaced;

impl Formatter for Spaced {
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.begin_array_value(w, first)
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
}

/// The menu as JSON: `{"edit": {"main": ["Play", ...], "settings": [...], "tools": [...]}, ...}`.
pub fn json() -> String {
    let menu = Contexts {
        edit: Pages::of(Context::Edit),
        play: Pages::of(Context::Play),
        finished: Pages::of(Context::Finished),
        lesson: Pages::of(Context::Lesson),
    };
    let mut bytes = Vec::new();
    menu.serialize(&mut Serializer::with_formatter(&mut bytes, Spaced))
        .expect("names and lists always serialize");
    String::from_utf8(bytes).expect("serde_json writes UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_is_one_line_of_spaced_json_in_context_and_page_order() {
        let json = json();
        assert!(
            json.starts_with("{\"edit\": {\"main\": [\"Play\", \"NewPuzzle\", "),
            "{json}"
        );
        assert!(json.contains("], \"settings\": [\"Mistakes\", "), "{json}");
        assert!(
            json.contains("\"tools\": [\"Benchmark\", \"Version\", \"Back\"]}, \"play\": {"),
            "{json}"
        );
        assert!(json.ends_with("\"Back\"]}}"), "{json}");
        assert!(!json.contains('\n'));
        let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert_eq!(value["finished"]["main"][0], "NewPuzzle");
        assert_eq!(value["lesson"]["main"][7], "LessonGoTo");
    }
}
