//! `sudoku strings en|fr`: every text of the app in one language, as `key<TAB>text`, one a
//! line, in the order of the keys (placeholders `{0}`, `{1}`... as the table holds them).

use std::{io::Write, process::ExitCode};

use clap::Args;
use sudoku_core::text::{Key, Lang};

use crate::render::lang_parser;

/// Print every text of the app in one language, one 'key<TAB>text' a line
#[derive(Debug, Args)]
pub struct Strings {
    /// The language
    #[arg(value_parser = lang_parser(), ignore_case = true)]
    lang: Lang,
}

impl Strings {
    /// Prints the texts.
    pub fn run(self) -> Result<ExitCode, String> {
        std::io::stdout()
            .write_all(listing(self.lang).as_bytes())
            .map(|()| ExitCode::SUCCESS)
            .map_err(|e| format!("strings: {e}"))
    }
}

/// Every text of `lang`, one `key<TAB>text` line each.
pub fn listing(lang: Lang) -> String {
    let mut out = String::new();
    for &key in Key::ALL {
        out.push_str(key.name());
        out.push('\t');
        out.push_str(lang.text(key));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_one_line_of_key_tab_text() {
        for lang in Lang::ALL {
            let text = listing(lang);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), Key::ALL.len());
            for (line, &key) in lines.iter().zip(Key::ALL) {
                assert_eq!(line.split_once('\t'), Some((key.name(), lang.text(key))));
            }
        }
        assert!(listing(Lang::Fr).contains("TechHiddenSingle\tSingleton caché\n"));
        assert!(listing(Lang::En).starts_with("LanguageName\tEnglish\n"));
    }
}
