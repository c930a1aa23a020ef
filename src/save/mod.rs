//! Saving the grid so that it is never lost: a versioned, checksummed file format and an atomic
//! save protocol over a small [`Storage`] trait (the PSP shell's `sceIo` files, or
//! the in-memory storage of `memory.rs` in tests).
//!
//! # The files the app keeps
//!
//! Every file sits in the EBOOT's own folder (`ms0:/PSP/GAME/SUDOKU/` on a PSP): the shell's
//! paths are relative to it, which is what makes a PSP Go's `ef0:` and a PS Vita's
//! `ux0:pspemu/PSP/GAME/SUDOKU/` work too. The app (`crate::app`) decides when each is written.
//!
//! | file | holds | written |
//! |---|---|---|
//! | `state.sav` | the grid being worked on (any size): givens, solution or the player's digits, cursor; in a game also notes, notes mode and pointer, time played, paused, finished, mistake marking and count | 0.25 s after the state stops changing and never more than 1 s after a change; a game's clock alone every 5 s; at once when the Home menu opens, on Home > Quit and before the PSP sleeps |
//! | `grid4.sav`, `grid9.sav`, `grid16.sav` | the grid of a size the player switched away from | at the switch |
//! | `slot0.sav` ... `slot9.sav` | the save slots 1 to 10 | Save to slot |
//! | `player.sav` | the settings and the best times ([`Profile`]) | when a setting changes or a best time is beaten |
//! | `benchmark.txt`, `race.txt`, `library.txt` | what the benchmark, a lesson's race and the library found ([`crate::library`] for the last) | at their end |
//! | `mine.txt` | the grids the player added, one line each | Add to mine.txt (appended, never rewritten) |
//! | `*.tmp` | a save being written | for a moment, during every save |
//! | `*.bad`, `*.bad1` ... `*.bad9` | damaged files, moved aside untouched | when found |
//!
//! While Square's search or the benchmark runs, a save keeps only the givens; during the lesson,
//! a count of the solutions or the making of a new puzzle, the grid as it was. The undo history
//! is not saved.
//!
//! **Why not `ms0:/PSP/SAVEDATA/`.** Its folders belong to the system's savedata utility, which
//! wants a PARAM.SFO, an icon and a modal dialog for every save: not something to go through
//! within a second of every change. Plain files next to the EBOOT do not show in the system's
//! Saved Data Utility, and deleting the game's folder deletes them. Saving on every change is also
//! the only way that works in PPSSPP, which never calls the exit callback when the emulated game
//! is closed.
//!
//! # The protocol
//!
//! [`save`] writes `<name>.tmp`, then renames it to `<name>` (removing the old
//! `<name>` first where the storage refuses to rename over a file, as FAT on
//! a PSP does; the PSP shell refuses it in every build, so PPSSPP runs exactly the calls a PSP
//! runs). [`load`] reads `<name>`; if it is missing or damaged, it falls
//! back on a valid `<name>.tmp`, the trace of a save cut between removing the
//! old file and renaming the new one. A power cut at any moment therefore
//! leaves the old save or the new one. A damaged file (truncated, corrupt,
//! foreign, too long, or from a newer version) is renamed aside untouched to
//! `<name>.bad`, or `<name>.bad1` ... `<name>.bad9` when that is taken, and
//! reported as [`Loaded::Damaged`], e.g. `Save file state.sav: not a Sudoku save (unknown
//! magic bytes); kept as state.sav.bad; starting empty`. Save slots are just names
//! (`slot0.sav`). [`SaveFile`] is what the protocol keeps: a [`Snapshot`] or a [`Profile`].
//!
//! A failed write is reported in words where the memory stick says why ([`Trouble`]: `Memory
//! stick full`, `No memory stick`, `Memory stick write-protected`; otherwise the error code); the
//! app reports it once and tries again after 1, 2, 4, 8, then every 16 seconds, and the previous
//! save stays valid meanwhile.
//!
//! # The file (version 1)
//!
//! All numbers are little-endian.
//!
//! | offset | bytes | field | value |
//! |---|---|---|---|
//! | 0 | 4 | magic | `SUDK` ([`MAGIC`]) |
//! | 4 | 2 | format version | 1 to 3 ([`VERSION`]: 3 is written) |
//! | 6 | 2 | body length `B` | 4 + `N` in version 1 |
//! | 8 | `B` | body | see below |
//! | 8 + `B` | 4 | CRC-32 | of bytes 0 to 8 + `B` - 1 (header and body) |
//!
//! The version 1 body, `N` = box size⁴ cells (16, 81 or 256):
//!
//! | offset in body | bytes | field | value |
//! |---|---|---|---|
//! | 0 | 1 | box size | 2 (4x4), 3 (9x9) or 4 (16x16) |
//! | 1 | 1 | mode | [`SavedMode`]: 0 editing, 1 solved (unique), 2 solved (not unique) |
//! | 2 | 2 | cursor | cell index, row by row, below `N` |
//! | 4 | `N` | cells | row by row: 0 empty, `d` a given, `d` \| `0x80` a placed digit (`d` from 1 to box size²) |
//!
//! A version 1 file is 32 (4x4), 97 (9x9) or 272 (16x16) bytes long.
//!
//! # Version 2 (still read)
//!
//! The body is the version 1 body followed by a play section:
//!
//! | offset after the cells | bytes | field | value |
//! |---|---|---|---|
//! | 0 | 1 | play flags | 0: no game (the section ends here); else bit 0 set (a game), bit 1 notes mode, bit 2 paused, bit 3 finished, bits 4-5 mistake marking (0 off, 1 rules, 2 solution) |
//! | 1 | 1 | notes pointer | a digit, 1 to box size² |
//! | 2 | 4 | time played | milliseconds |
//! | 6 | 2`N` | pencil marks | per cell, bit 0 for digit 1 |
//!
//! A version 2 file is 33, 98 or 273 bytes without a game, and at most 790 with one.
//!
//! # Version 3 (written by this build; versions 1 and 2 still load)
//!
//! The play section gains the mistake counter before the pencil marks:
//!
//! | offset after the cells | bytes | field | value |
//! |---|---|---|---|
//! | 0 | 1 | play flags | as in version 2 |
//! | 1 | 1 | notes pointer | as in version 2 |
//! | 2 | 4 | time played | milliseconds |
//! | 6 | 2 | mistakes made | wrong digits settled on while mistakes were marked |
//! | 8 | 2`N` | pencil marks | per cell, bit 0 for digit 1 |
//!
//! A version 3 file is as long as a version 2 file without a game (33, 98 or 273 bytes), and 2
//! bytes longer with one: at most 792 ([`MAX_SAVE_LEN`]). A version 2 game loads with no mistakes
//! counted.
//!
//! The header (magic, version, body length) and the trailing CRC-32 stay the
//! same in every version: [`decode`] checks the magic, then that the file is
//! exactly as long as the header says, then the checksum, and only then the
//! version, so that damage is never reported as a newer version. A later
//! version adds fields after the version 1 ones (pencil marks, play-mode data)
//! and grows the body length; its reader still reads version 1 bodies by
//! their version number. This build refuses any version above [`VERSION`] as
//! [`SaveError::NewerVersion`]. `player.sav` is framed the same way with its own magic
//! ([`Profile`]).
//!
//! | file | holds |
//! |---|---|
//! | `format.rs` | [`encode`], [`decode`], [`SaveError`] |
//! | `snapshot.rs` | [`Snapshot`]: what a save holds, valid by construction |
//! | `profile.rs` | [`Profile`]: `player.sav` |
//! | `protocol.rs` | the atomic [`save`] and [`load`] |
//! | `outcome.rs` | what a save or a load reports |
//! | `names.rs` | save names, their `.tmp` and `.bad` names |
//! | `storage.rs` | the [`Storage`] trait, [`Trouble`], [`Stat`] |
//! | `crc.rs` | [`crc32`] |
//! | `memory.rs` | an in-memory storage for the tests, which fails on demand |
//!
//! `sudoku save FILE...` prints what save files hold.

mod crc;
mod format;
mod names;
mod outcome;
mod profile;
mod protocol;
mod snapshot;
mod storage;

#[cfg(test)]
pub(crate) mod memory;
#[cfg(test)]
mod tests;

pub use crc::crc32;
pub use format::{
    CRC_LEN, HEADER_LEN, MAGIC, MAX_CELLS, MAX_SAVE_LEN, SaveError, VERSION, decode, encode,
};
pub use names::{
    FileName, KEPT_SUFFIX, MAX_KEPT, MAX_NAME_LEN, TEMP_SUFFIX, is_save_name, kept_name, temp_name,
};
pub use outcome::{Damage, Debugged, LoadFailure, Loaded, SaveFailure, Source};
pub use profile::{DIFFICULTIES, PROFILE_MAGIC, PROFILE_VERSION, Profile, SIZES};
pub use protocol::{MAX_FILE_LEN, SaveFile, load, load_file, save};
pub use snapshot::{PlayState, SavedMode, Snapshot};
pub use storage::{Nowhere, Stat, Storage, Trouble};
