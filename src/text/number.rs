//! [`Thousands`]: a count written with the language's thousands separator, `69,175,316` in
//! English and `69 175 316` in French (a no-break space, so a count never breaks across lines).

use core::fmt;

use super::{Key, Lang, Localized};

/// A count with its thousands apart: `69,175,316`, `69 175 316`; below 10,000 as well (`1,234`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thousands(pub u64);

impl Localized for Thousands {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        if n < 1000 {
            return write!(f, "{n}");
        }
        Thousands(n / 1000).fmt_in(lang, f)?;
        write!(f, "{}{:03}", lang.text(Key::ThousandsSeparator), n % 1000)
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Thousands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::In;
    use std::string::ToString;

    #[test]
    fn english_puts_a_comma_between_thousands() {
        assert_eq!(Thousands(0).to_string(), "0");
        assert_eq!(Thousands(999).to_string(), "999");
        assert_eq!(Thousands(1000).to_string(), "1,000");
        assert_eq!(Thousands(69_175_316).to_string(), "69,175,316");
        assert_eq!(Thousands(48_437_225).to_string(), "48,437,225");
        assert_eq!(Thousands(1_000_007).to_string(), "1,000,007");
        assert_eq!(
            Thousands(u64::MAX).to_string(),
            "18,446,744,073,709,551,615"
        );
    }

    #[test]
    fn french_puts_a_no_break_space_between_thousands() {
        let fr = |n| In(Lang::Fr, Thousands(n)).to_string();
        assert_eq!(fr(512), "512");
        assert_eq!(fr(69_175_316), "69\u{a0}175\u{a0}316");
        assert_eq!(fr(10_050), "10\u{a0}050");
        assert_eq!(In(Lang::En, Thousands(10_050)).to_string(), "10,050");
    }
}
