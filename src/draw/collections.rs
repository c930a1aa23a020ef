//! The library's list of collections over the board: each row's name and count, scrolled to
//! keep the highlighted one in view.

use core::fmt::Write;

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Triangle},
};

use crate::{
    app::{App, COLLECTION_ROWS, menu::Label},
    library::{Collection, Count, Known},
    save::Storage,
    text::{In, Key, Lang, Localized},
};

use super::{menu::ListBox, palette, screen::BOARD_CENTRE};

/// Characters of a collection's name in the list (the count takes the rest of the row).
const LIST_NAME: usize = 20;

/// Sizes as the list shows an unread file's: `512 B`, `40 KB`, `3.9 MB` (`3,9 Mo`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl Localized for Bytes {
    fn fmt_in(&self, lang: Lang, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let n = self.0;
        if n < 1024 {
            write!(f, "{}", lang.say(Key::SizeBytes, &[&n]))
        } else if n < 1024 * 1024 {
            write!(f, "{}", lang.say(Key::SizeKilobytes, &[&n.div_ceil(1024)]))
        } else {
            let tenths = (n * 10).div_ceil(1024 * 1024);
            let point = lang.text(Key::DecimalPoint);
            let args: [&dyn core::fmt::Display; 3] = [&(tenths / 10), &point, &(tenths % 10)];
            write!(f, "{}", lang.say(Key::SizeMegabytes, &args))
        }
    }
}

/// The name the player sees for `collection`, in `lang` (the built-in puzzles are named in
/// words; a file by its name).
pub fn collection_name(collection: &Collection, lang: Lang) -> crate::library::Name {
    if collection.is_built_in() {
        let mut name = crate::library::Name::new();
        let _ = name.push_str(lang.text(Key::CollectionBuiltIn));
        return name;
    }
    collection.name()
}

/// Whether the fonts draw `c` (ISO 8859-1, control characters left out).
fn drawable(c: char) -> bool {
    matches!(c, ' '..='~' | '\u{a0}'..='\u{ff}')
}

/// A collection's row in the list: its name, then its puzzles (or its size while unread, or
/// why it is skipped), aligned right.
pub fn collection_label(collection: &Collection, reading: bool, lang: Lang) -> Label {
    let mut right: heapless::String<24> = heapless::String::new();
    let _ = match (&collection.known, collection.stat) {
        (Known::Read(summary), _) => write!(right, "{}", In(lang, Count(summary.survey.puzzles))),
        (Known::Skipped(_), _) => right
            .push_str(lang.text(Key::CollectionSkipped))
            .map_err(|_| core::fmt::Error),
        (Known::Unread, _) if reading => right
            .push_str(lang.text(Key::CollectionReading))
            .map_err(|_| core::fmt::Error),
        (Known::Unread, Some(stat)) => write!(right, "{}", In(lang, Bytes(stat.size))),
        (Known::Unread, None) => Ok(()),
    };
    let mut label = Label::new();
    let name = collection_name(collection, lang);
    let shown = name.chars().count().min(LIST_NAME);
    for (i, c) in name.chars().enumerate().take(shown) {
        // A name cut short ends in `~`.
        let c = if i + 1 == LIST_NAME && shown < name.chars().count() {
            '~'
        } else {
            c
        };
        let _ = label.push(if drawable(c) { c } else { '?' });
    }
    let width = 29usize.saturating_sub(right.chars().count());
    while label.chars().count() < width {
        let _ = label.push(' ');
    }
    let _ = label.push(' ');
    let _ = label.push_str(&right);
    label
}

/// The first collection the list shows when `selected` is highlighted among `n`: the list
/// scrolls to keep it in the middle.
pub fn first_row(selected: usize, n: usize) -> usize {
    selected
        .saturating_sub(COLLECTION_ROWS / 2)
        .min(n.saturating_sub(COLLECTION_ROWS))
}

/// The list of collections over the board, scrolled to show the highlighted one.
#[derive(Debug, Clone, Copy)]
pub struct CollectionList<'a, St: Storage> {
    /// The app whose collections are listed.
    pub app: &'a App<St>,
    /// The highlighted collection.
    pub selected: usize,
}

impl<St: Storage> Drawable for CollectionList<'_, St> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let library = self.app.library();
        let all = library.collections();
        let first = first_row(self.selected, all.len());
        let mut labels = heapless::Vec::new();
        for (i, c) in all.iter().enumerate().skip(first).take(COLLECTION_ROWS) {
            let reading = i == library.open() && library.is_reading();
            let _ = labels.push(collection_label(c, reading, self.app.lang()));
        }
        let shown = labels.len();
        let list = ListBox {
            lang: self.app.lang(),
            title: Key::ListCollections,
            labels,
            selected: self.selected - first,
            confirm: self.app.confirm_button(),
            centre: BOARD_CENTRE,
        };
        list.draw(target)?;
        // Marks at the right end of the first and last rows when the list goes on that way.
        let style = PrimitiveStyle::with_fill(palette::ACCENT);
        let area = list.area();
        let x = area.top_left.x + area.size.width as i32 - 10;
        if first > 0 {
            let y = area.top_left.y + 8;
            Triangle::new(
                Point::new(x, y + 5),
                Point::new(x + 6, y + 5),
                Point::new(x + 3, y),
            )
            .into_styled(style)
            .draw(target)?;
        }
        if first + shown < all.len() {
            let y = area.top_left.y + area.size.height as i32 - 14;
            Triangle::new(
                Point::new(x, y),
                Point::new(x + 6, y),
                Point::new(x + 3, y + 5),
            )
            .into_styled(style)
            .draw(target)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        library::{Path, Skip},
        save::Stat,
    };
    use std::{format, string::ToString};

    #[test]
    fn sizes_are_in_bytes_kilobytes_or_megabytes_in_each_language() {
        let en = |n| In(Lang::En, Bytes(n)).to_string();
        let fr = |n| In(Lang::Fr, Bytes(n)).to_string();
        assert_eq!(en(0), "0 B");
        assert_eq!(en(1023), "1023 B");
        assert_eq!(en(1024), "1 KB");
        assert_eq!(en(1025), "2 KB", "a kilobyte begun counts");
        assert_eq!(en(1024 * 1024 - 1), "1024 KB");
        assert_eq!(en(1024 * 1024), "1.0 MB");
        assert_eq!(en(4_089_446), "3.9 MB");
        assert_eq!(en(16 * 1024 * 1024), "16.0 MB");
        assert_eq!((fr(512), fr(40 * 1024)), ("512 o".into(), "40 Ko".into()));
        assert_eq!(fr(4_089_446), "3,9 Mo");
    }

    /// A collection file of `size` bytes, in the state `known`.
    fn file(name: &str, size: u64, known: Known) -> Collection {
        let mut c = Collection::built_in();
        c.path = Path::try_from(name).expect("a short path");
        c.stat = Some(Stat { size, modified: 0 });
        c.known = known;
        c
    }

    #[test]
    fn a_row_is_the_name_then_what_is_known_aligned_right() {
        let unread = file("puzzles/unread.sdk", 5_000, Known::Unread);
        let row = |c: &Collection, reading, lang| collection_label(c, reading, lang).to_string();
        assert_eq!(
            row(&unread, false, Lang::En),
            format!("unread.sdk{}5 KB", " ".repeat(16))
        );
        assert_eq!(
            row(&unread, true, Lang::En),
            format!("unread.sdk{}reading", " ".repeat(13))
        );
        assert!(row(&unread, true, Lang::Fr).ends_with(" lecture"));
        let skipped = file("cover.jpg", 9, Known::Skipped(Skip::Gone));
        assert!(row(&skipped, false, Lang::Fr).ends_with(" ignorée"));
        let built_in = Collection::built_in();
        assert_eq!(
            row(&built_in, false, Lang::Fr),
            format!("intégrées{}22", " ".repeat(19))
        );
        // A long name is cut with `~`; a character the font lacks shows as `?`.
        let long = file(
            "puzzles/a-very-long-name\u{2013}of-a-file.txt",
            10,
            Known::Unread,
        );
        let shown = row(&long, false, Lang::En);
        assert!(shown.starts_with("a-very-long-name?of~ "), "{shown}");
        // A name of exactly the row's 20 characters is shown whole.
        let twenty = file("puzzles/abcdefghijklmnop.txt", 10, Known::Unread);
        assert!(row(&twenty, false, Lang::En).starts_with("abcdefghijklmnop.txt "));
        let dash = file("puzzles/été\u{2013}1.txt", 10, Known::Unread);
        assert!(row(&dash, false, Lang::En).starts_with("été?1.txt "));
        assert_eq!(row(&unread, false, Lang::En).chars().count(), 30);
    }
}
