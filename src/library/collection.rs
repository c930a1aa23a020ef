//! The collections of the library: the built-in puzzles, `puzzles.txt` and `mine.txt` next to
//! the EBOOT, and every file of the `puzzles/` folder there; what is known of each, and
//! listing them from the memory stick.

use core::{
    cmp::Ordering,
    fmt::{self, Write},
};

use heapless::Vec;

use super::index::Survey;
use crate::{
    format::FileError,
    save::{Stat, Storage},
    text::{Key, Lang, Localized},
};

/// The folder of collections next to the EBOOT.
pub const FOLDER: &str = "puzzles";
/// The player's puzzles next to the EBOOT, a collection of its own.
pub const PUZZLES_FILE: &str = "puzzles.txt";
/// Where "Add to mine.txt" writes the grid's givens, a collection of its own.
pub const MINE_FILE: &str = "mine.txt";
/// Files of [`FOLDER`] the library holds: the first by name (the rest are counted, and named
/// in the report as left out).
pub const MAX_FOLDER_FILES: usize = 29;
/// Collections at most: the built-in puzzles, `puzzles.txt`, `mine.txt` and the folder's files.
pub const MAX_COLLECTIONS: usize = 3 + MAX_FOLDER_FILES;
/// The largest collection file read (16 MiB, four times the 49,158-puzzle 17-clue set): a
/// larger one is named and skipped, since reading it would take the PSP a minute.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;
/// Bytes of a collection's path on the stick (`puzzles/` and the file name).
pub const PATH_CAPACITY: usize = 64;
/// The longest file name in [`FOLDER`] the library holds (longer ones are counted and left out).
pub const MAX_FILE_NAME: usize = PATH_CAPACITY - FOLDER.len() - 1;

/// A collection's path on the stick: `puzzles.txt`, `puzzles/17-clue.txt`.
pub type Path = heapless::String<PATH_CAPACITY>;

/// A file name as the player sees it (see [`shown_name`]).
pub type Name = heapless::String<PATH_CAPACITY>;

/// Characters of a FAT short name (8.3) besides letters and digits.
const SHORT_NAME_MARKS: &[u8] = b"!#$%&'()-@^_`{}~";

/// Whether `name` is a FAT short name (8.3) in capitals with at least one letter: `MIXED.TXT`.
fn is_capital_short_name(name: &str) -> bool {
    let (base, ext) = name.split_once('.').unwrap_or((name, ""));
    let fits = |part: &str, max: usize| {
        part.len() <= max
            && part.bytes().all(|b| {
                b.is_ascii_uppercase() || b.is_ascii_digit() || SHORT_NAME_MARKS.contains(&b)
            })
    };
    !base.is_empty()
        && fits(base, 8)
        && fits(ext, 3)
        && name.bytes().any(|b| b.is_ascii_uppercase())
}

/// `name` (a file name, or a path) as the player wrote it. A PSP's FAT driver lists a name
/// that fits 8.3 in capitals even when it was written in lower case on a computer (`mixed.txt`
/// comes back as `MIXED.TXT`: Windows keeps the lower case in a flag the PSP does not read, and
/// PPSSPP does the same): such a name is shown in lower case, which FAT does not tell apart.
pub fn shown_name(name: &str) -> Name {
    let (folder, file) = name.rsplit_once('/').unwrap_or(("", name));
    let mut shown = Name::new();
    if !folder.is_empty() {
        let _ = shown.push_str(folder);
        let _ = shown.push('/');
    }
    let lower = is_capital_short_name(file);
    for c in file.chars() {
        if shown
            .push(if lower { c.to_ascii_lowercase() } else { c })
            .is_err()
        {
            break;
        }
    }
    shown
}

/// A storage error as text: what the player is told it is, and its code (cut to fit).
pub type ErrorText = heapless::String<64>;

/// `error` as the player is told it ([`Storage::trouble`]) with its `Debug` form, cut to fit
/// an [`ErrorText`].
pub fn error_text<St: Storage + ?Sized>(error: &St::Error) -> ErrorText {
    /// Keeps what fits.
    struct Cut(ErrorText);
    impl Write for Cut {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            for c in s.chars() {
                if self.0.push(c).is_err() {
                    break;
                }
            }
            Ok(())
        }
    }
    let mut cut = Cut(ErrorText::new());
    let _ = write!(cut, "{}: {error:?}", St::trouble(error));
    cut.0
}

/// Why a collection file is not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skip {
    /// Larger than [`MAX_BYTES`].
    TooBig {
        /// Its size in bytes.
        size: u64,
    },
    /// Its start is no text: an image, an archive, a UTF-16 file.
    NotText(FileError),
    /// It was there when the collections were listed, and is no longer.
    Gone,
    /// The memory stick would not read it.
    Unreadable(ErrorText),
}

impl Localized for Skip {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Skip::TooBig { size } => {
                write!(f, "{}", lang.say(Key::SkipTooBig, &[size, &MAX_BYTES]))
            }
            Skip::NotText(error) => error.fmt_in(lang, f),
            Skip::Gone => f.write_str(lang.text(Key::SkipGone)),
            Skip::Unreadable(error) => write!(f, "{}", lang.say(Key::SkipUnreadable, &[error])),
        }
    }
}

/// Prints the English of [`Localized`] (`library.txt` is in English).
impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// What reading a collection file found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Its puzzles, its malformed ones, whether its end is no text.
    pub survey: Survey,
    /// How long reading it took on the app's clock, from the press that opened it.
    pub read_us: u64,
    /// How much of that time the reading itself took (the rest went to drawing and waiting
    /// for the next frame: the library reads a few milliseconds a frame).
    pub work_us: u64,
    /// Whether it was read again because it changed on the stick.
    pub changed: bool,
}

/// What is known of a collection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Known {
    /// Not read yet (or changed since): its number of puzzles is not known.
    Unread,
    /// Read whole.
    Read(Summary),
    /// Not read, and why.
    Skipped(Skip),
}

/// How jumps within a collection (or gradings of its puzzles) went, on the app's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Jumps {
    /// Jumps made.
    pub count: u32,
    /// Their time in all.
    pub total_us: u64,
    /// The slowest one.
    pub slowest_us: u64,
}

impl Jumps {
    /// Counts a jump of `us` microseconds.
    pub fn add(&mut self, us: u64) {
        self.count += 1;
        self.total_us += us;
        self.slowest_us = self.slowest_us.max(us);
    }
}

/// One collection of the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Collection {
    /// Its path on the stick; empty for the built-in puzzles.
    pub path: Path,
    /// The file's size and time when last looked at; `None` for the built-in puzzles.
    pub stat: Option<Stat>,
    /// What is known of it.
    pub known: Known,
    /// The puzzle last shown (from 0), where browsing it starts again.
    pub position: u32,
    /// Its jumps so far.
    pub jumps: Jumps,
    /// Its puzzles graded so far: the work of each grading (a [`Jumps`] of gradings).
    pub grades: Jumps,
}

impl Collection {
    /// The built-in puzzles.
    pub fn built_in() -> Self {
        Collection {
            path: Path::new(),
            stat: None,
            known: Known::Read(Summary {
                survey: Survey {
                    puzzles: super::BUILT_IN.len() as u32,
                    ..Survey::default()
                },
                read_us: 0,
                work_us: 0,
                changed: false,
            }),
            position: 0,
            jumps: Jumps::default(),
            grades: Jumps::default(),
        }
    }

    /// Whether this is the built-in puzzles.
    pub fn is_built_in(&self) -> bool {
        self.stat.is_none()
    }

    /// The name the player sees: the file name ([`shown_name`]), or `built in`.
    pub fn name(&self) -> Name {
        if self.is_built_in() {
            return Name::try_from("built in").unwrap_or_default();
        }
        shown_name(self.path.rsplit('/').next().unwrap_or(&self.path))
    }

    /// How many puzzles it holds, once read whole.
    pub fn puzzles(&self) -> Option<u32> {
        match &self.known {
            Known::Read(summary) => Some(summary.survey.puzzles),
            _ => None,
        }
    }

    /// A file collection at `path` as `stat` says it is, keeping what `old` knew of the same
    /// file when it has not changed (and, when it has, where the player was in it).
    fn file(path: Path, stat: Stat, old: &[Collection]) -> Self {
        let before = old.iter().find(|c| c.path == path);
        let known = match before {
            Some(c) if c.stat == Some(stat) => c.known.clone(),
            _ if stat.size > MAX_BYTES => Known::Skipped(Skip::TooBig { size: stat.size }),
            _ => Known::Unread,
        };
        Collection {
            known,
            stat: Some(stat),
            position: before.map_or(0, |c| c.position),
            jumps: before.map_or_else(Jumps::default, |c| c.jumps),
            grades: before.map_or_else(Jumps::default, |c| c.grades),
            path,
        }
    }
}

/// The collections found on the stick, and what was left out.
#[derive(Debug, Clone)]
pub struct Listing {
    /// The built-in puzzles, `puzzles.txt`, `mine.txt`, then the folder's files by name.
    pub collections: Vec<Collection, MAX_COLLECTIONS>,
    /// Files of the folder beyond the [`MAX_FOLDER_FILES`] held.
    pub left_out: u32,
    /// Files of the folder whose names are longer than [`MAX_FILE_NAME`].
    pub long_names: u32,
    /// Why the folder could not be listed, if it could not.
    pub folder_error: Option<ErrorText>,
}

/// Orders file names as a person would look for them: ignoring case, then byte by byte.
fn by_name(a: &str, b: &str) -> Ordering {
    a.bytes()
        .map(|c| c.to_ascii_lowercase())
        .cmp(b.bytes().map(|c| c.to_ascii_lowercase()))
        .then_with(|| a.cmp(b))
}

/// `folder/name` as a [`Path`], if it fits.
fn path_in(folder: &str, name: &str) -> Option<Path> {
    let mut path = Path::new();
    if !folder.is_empty() {
        path.push_str(folder).ok()?;
        path.push('/').ok()?;
    }
    path.push_str(name).ok()?;
    Some(path)
}

/// Lists the collections on `storage`, keeping what `old` (the last listing) knew of the
/// files that have not changed. Hidden files (a name starting with `.`, such as the `._`
/// files a Mac leaves on a stick) are no collections.
pub fn list<St: Storage + ?Sized>(storage: &mut St, old: &[Collection]) -> Listing {
    let mut listing = Listing {
        collections: Vec::new(),
        left_out: 0,
        long_names: 0,
        folder_error: None,
    };
    let mut built_in = Collection::built_in();
    if let Some(before) = old.iter().find(|c| c.is_built_in()) {
        (built_in.position, built_in.jumps) = (before.position, before.jumps);
    }
    let _ = listing.collections.push(built_in);
    for name in [PUZZLES_FILE, MINE_FILE] {
        let path = path_in("", name).expect("the names fit");
        let collection = match storage.stat(name) {
            Ok(None) => continue,
            Ok(Some(stat)) => Collection::file(path, stat, old),
            Err(error) => Collection {
                path,
                stat: Some(Stat {
                    size: 0,
                    modified: 0,
                }),
                known: Known::Skipped(Skip::Unreadable(error_text::<St>(&error))),
                position: 0,
                jumps: Jumps::default(),
                grades: Jumps::default(),
            },
        };
        let _ = listing.collections.push(collection);
    }
    // The first files by name, in order.
    let mut files: Vec<(Path, Stat), MAX_FOLDER_FILES> = Vec::new();
    let (mut left_out, mut long_names) = (0, 0);
    let listed = storage.list(FOLDER, &mut |name, stat| {
        if name.starts_with('.') {
            return;
        }
        let Some(path) = path_in(FOLDER, name).filter(|_| name.len() <= MAX_FILE_NAME) else {
            long_names += 1;
            return;
        };
        let at = files
            .iter()
            .position(|(p, _)| by_name(name, &p[FOLDER.len() + 1..]) == Ordering::Less)
            .unwrap_or(files.len());
        if files.is_full() {
            left_out += 1;
            if at == files.len() {
                return;
            }
            files.pop();
        }
        let _ = files.insert(at, (path, stat));
    });
    if let Err(error) = listed {
        listing.folder_error = Some(error_text::<St>(&error));
    }
    (listing.left_out, listing.long_names) = (left_out, long_names);
    for (path, stat) in files {
        let _ = listing.collections.push(Collection::file(path, stat, old));
    }
    listing
}
