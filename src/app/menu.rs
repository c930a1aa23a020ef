//! The Start menu: its pages and entries, their labels, and moving through it and choosing.
//!
//! | file | holds |
//! |---|---|
//! | `entries.rs` | the pages, what the menu is opened over, the entries and which page lists which |
//! | `labels.rs` | the labels with their values, the version and build |
//! | `navigate.rs` | the menu over the app: its context and page, Up/Down, back and Start, the presses that reach an entry |
//! | `choose.rs` | what choosing an entry does: Left/Right change a value, confirm acts |

mod choose;
mod entries;
mod labels;
mod navigate;

pub use entries::{Context, ENTRIES, Item, Page, find, items};
pub use labels::{BUILD, LABEL_CAPACITY, Label, VERSION, Values, label};

#[cfg(test)]
mod tests;
