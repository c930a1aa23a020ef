//! Every text the player reads, in each language: one table per language (`en.rs`, `fr.rs`)
//! looked up by [`Key`] (`keys.rs`).
//!
//! A text with values is a whole sentence with numbered placeholders, `{0}`, `{1}`...,
//! that each language places where its word order wants them ([`Fill`]); nothing is
//! assembled from fragments in English word order. What reads differently in each language
//! beyond a sentence (a cell as `r3c5` or `L3C5`, a unit with its article, a time with a
//! decimal point or comma, a count with its thousands apart: [`Thousands`]) implements
//! [`Localized`] and is shown through [`In`].
//!
//! A third language is one new table (a file like `fr.rs`, every key matched: the compiler
//! refuses a table that misses one) and one more [`Lang`].
//!
//! # Which language
//!
//! At start the PSP shell asks the console for its system language (`src/shell/system.rs`) and
//! [`Lang::of_console`] makes it French on a PSP set to French, English for every other
//! language. The menu's Language entry switches it; that choice is kept in `player.sav` and wins
//! over the console's from then on. The files the app writes for the player (`benchmark.txt`,
//! `library.txt`) are in its language too. Two things stay English on purpose: `race.txt` and
//! `sudoku race`, whose lines other tools read, and the host tool's own messages.
//!
//! # What each language does
//!
//! Counts take their singular or plural by the language's rule ([`Counted`]), lists their
//! commas and "and" ([`list`]), times a decimal point or comma (`1.5 ms`, `1,5 ms`), units their
//! article (`du bloc 1`, `de la ligne 3`). The French follows the words French Sudoku players and
//! teachers use (grille, case, bloc, chiffre, candidat, indice, singleton caché, paire nue,
//! X-Wing...; the course's retour sur trace, supposition, affectation) and French typography: a
//! non-breaking space before `:`, `;`, `!` and `?`, which also keeps the sign on its word's line
//! when the status wraps. The fonts are embedded-graphics' ISO 8859-1 ones, so é è à ç ê ù â î ô,
//! É and × are drawn. `sudoku strings en|fr` prints every text as `key<TAB>text`.
//!
//! # What is tested
//!
//! The tables' tests (`tests.rs`): no key without a text, or with an empty one, in any language;
//! French differs from English but for a listed few (Swordfish...); both languages use the same
//! placeholders; every character has a glyph; French typography. `tests/texts_fit.rs` draws every
//! text at its longest where it is drawn, in every language, and fails on a key it does not
//! check; every reference screen of `tests/screens/` has its French twin, and the emulator
//! scenario `92-french` boots a console set to French.

mod en;
mod fr;
mod keys;
mod number;

use core::fmt;

pub use keys::Key;
pub use number::Thousands;

/// A language of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English: the default, for every console language but French.
    #[default]
    En,
    /// French.
    Fr,
}

/// The PSP's system language id for French (`PSP_SYSTEMPARAM_LANGUAGE_FRENCH`: Japanese is 0,
/// English 1, French 2).
pub const CONSOLE_FRENCH: i32 = 2;

impl Lang {
    /// Every language, in the order the menu steps through them (and `player.sav` numbers them
    /// from 1).
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language for the console's system language id (`PSP_SYSTEMPARAM_LANGUAGE_*`):
    /// French for French, English for every other.
    pub const fn of_console(id: i32) -> Lang {
        if id == CONSOLE_FRENCH {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// The two-letter code, as the host tool takes it: `en`, `fr`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language of a two-letter code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The next language, wrapping (the menu's entry steps through them).
    pub fn next(self) -> Lang {
        let i = Lang::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Lang::ALL[(i + 1) % Lang::ALL.len()]
    }

    /// The previous language, wrapping.
    pub fn previous(self) -> Lang {
        let n = Lang::ALL.len();
        let i = Lang::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Lang::ALL[(i + n - 1) % n]
    }

    /// Whether a count of `n` takes the singular: English says "1 guess", "0 guesses";
    /// French "0 supposition", "1 supposition", "2 suppositions".
    pub const fn singular(self, n: u64) -> bool {
        match self {
            Lang::En => n == 1,
            Lang::Fr => n <= 1,
        }
    }

    /// The key of a text counting `n`: `one` (the singular) or `many`, as this language wants
    /// ([`Lang::singular`]); the one place that chooses, for [`Counted`] and every counted text.
    pub const fn counted(self, n: u64, one: Key, many: Key) -> Key {
        if self.singular(n) { one } else { many }
    }

    /// The text of `key` in this language.
    pub const fn text(self, key: Key) -> &'static str {
        match self {
            Lang::En => en::text(key),
            Lang::Fr => fr::text(key),
        }
    }

    /// The text of `key` with its placeholders filled by `args` (`{0}` is `args[0]`).
    pub fn say<'a>(self, key: Key, args: &'a [&'a dyn fmt::Display]) -> Fill<'a> {
        Fill {
            template: self.text(key),
            args,
        }
    }
}

/// A template with its values: `{0}`, `{1}`... are replaced by the arguments of those
/// numbers; a placeholder without an argument is written as it is (the table tests catch it).
#[derive(Clone, Copy)]
pub struct Fill<'a> {
    /// The text with placeholders.
    pub template: &'a str,
    /// The values, by number.
    pub args: &'a [&'a dyn fmt::Display],
}

impl fmt::Debug for Fill<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fill({:?}, {} args)", self.template, self.args.len())
    }
}

impl fmt::Display for Fill<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.template;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let after = &rest[open + 1..];
            let arg = after.find('}').and_then(|close| {
                let n: usize = after[..close].parse().ok()?;
                Some((self.args.get(n)?, close))
            });
            match arg {
                Some((value, close)) => {
                    write!(f, "{value}")?;
                    rest = &after[close + 1..];
                }
                None => {
                    f.write_str("{")?;
                    rest = after;
                }
            }
        }
        f.write_str(rest)
    }
}

/// The placeholders a template uses, as a bit set (bit `n` for `{n}`).
pub fn placeholders(template: &str) -> u32 {
    let mut set = 0;
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        if let Some(close) = after.find('}')
            && let Ok(n) = after[..close].parse::<u32>()
            && n < 32
        {
            set |= 1 << n;
        }
        rest = after;
    }
    set
}

/// Something that reads differently in each language (a cell, a unit, a time, a message).
pub trait Localized {
    /// Writes it in `lang`.
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// `value` (or a reference to it) as written in `lang`: `In(Lang::Fr, &cell)` prints `L3C5`.
#[derive(Clone, Copy)]
pub struct In<T>(pub Lang, pub T);

impl<T: Localized> fmt::Display for In<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.1.fmt_in(self.0, f)
    }
}

impl<T> fmt::Debug for In<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "In({:?}, ..)", self.0)
    }
}

/// What is localized by value is localized by reference.
impl<T: Localized + ?Sized> Localized for &T {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt_in(lang, f)
    }
}

/// A key with no values is itself [`Localized`].
impl Localized for Key {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(lang.text(*self))
    }
}

/// A count with its noun in the singular or plural the language wants: `Counted(3,
/// Key::GuessOne, Key::GuessMany)` is `3 guesses` or `3 suppositions` (each key's text holds `{0}`),
/// the count with its thousands separated ([`Thousands`]: `1,024 guesses`, `1 024 suppositions`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted(pub u64, pub Key, pub Key);

impl Localized for Counted {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Counted(n, one, many) = *self;
        let key = lang.counted(n, one, many);
        write!(f, "{}", lang.say(key, &[&In(lang, Thousands(n))]))
    }
}

/// Prints in English.
impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// Writes `items` as a list in `lang`: `a`, `a and b`, `a, b and c` (`a, b et c`).
pub fn list<T: fmt::Display>(
    lang: Lang,
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T> + Clone,
) -> fmt::Result {
    let n = items.clone().count();
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(lang.text(if i + 1 == n {
                Key::ListAnd
            } else {
                Key::ListComma
            }))?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// A list in `lang` as one value (see [`list`]); the items are cloned for each write.
#[derive(Clone)]
pub struct List<I>(pub Lang, pub I);

impl<T: fmt::Display, I: Iterator<Item = T> + Clone> fmt::Display for List<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        list(self.0, f, self.1.clone())
    }
}

impl<I> fmt::Debug for List<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "List({:?}, ..)", self.0)
    }
}

#[cfg(test)]
mod tests;
