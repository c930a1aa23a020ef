//! `sudoku menu`: the Start menu's pages over each context, as JSON (the emulator tests reach
//! an entry by its name through it).

use sudoku_core::app::menu::{Context, Page, items};

/// The menu as JSON: `{"edit": {"main": ["Play", ...], "settings": [...], "tools": [...]}, ...}`.
pub fn json() -> String {
    let contexts = [
        ("edit", Context::Edit),
        ("play", Context::Play),
        ("finished", Context::Finished),
    ];
    let pages = [
        ("main", Page::Main),
        ("settings", Page::Settings),
        ("tools", Page::Tools),
    ];
    let context_json: Vec<String> = contexts
        .iter()
        .map(|(name, context)| {
            let pages: Vec<String> = pages
                .iter()
                .map(|(page_name, page)| {
                    let entries: Vec<String> = items(*page, *context)
                        .iter()
                        .map(|item| format!("\"{item:?}\""))
                        .collect();
                    format!("\"{page_name}\": [{}]", entries.join(", "))
                })
                .collect();
            format!("\"{name}\": {{{}}}", pages.join(", "))
        })
        .collect();
    format!("{{{}}}", context_json.join(", "))
}
