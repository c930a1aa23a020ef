//! [`Snapshot`]: what a save file holds (a grid of any size, the cursor, the mode, and a game's
//! state), always valid: every constructor checks every field.

use core::fmt;

use super::format::{BODY_FIXED_LEN, CRC_LEN, HEADER_LEN, MAX_CELLS, PLAY_FIXED_LEN, SaveError};
use crate::{
    cell::Cell,
    format::AnyGrid,
    grid::{Grid, is_cell_byte},
    preferences::Mistakes,
    size::{Array, Four, Nine, Sixteen, Size},
};

/// Play-mode state kept in a save (format version 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlayState {
    /// Whether the buttons were writing pencil marks.
    pub notes_mode: bool,
    /// Whether the game was paused.
    pub paused: bool,
    /// Whether the grid was completed.
    pub finished: bool,
    /// How the game marked mistakes.
    pub mistakes: Mistakes,
    /// The notes pointer's digit value (1 to box size²).
    pub pointer: u8,
    /// Time played, in milliseconds.
    pub elapsed_ms: u32,
    /// Wrong digits the player settled on while mistakes were marked.
    pub mistakes_made: u16,
    /// Pencil marks per cell (bit 0 for digit 1); zero past the grid's cells.
    pub notes: [u16; MAX_CELLS],
}

impl PlayState {
    /// Play flags as stored: bit 0 playing, 1 notes mode, 2 paused, 3 finished, 4-5 mistakes.
    pub(super) fn flags(&self) -> u8 {
        1 | u8::from(self.notes_mode) << 1
            | u8::from(self.paused) << 2
            | u8::from(self.finished) << 3
            | super::profile::mistakes_code(self.mistakes) << 4
    }
}

/// What the app was doing with the grid when it was saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SavedMode {
    /// Editing the givens.
    Editing = 0,
    /// Showing the solution, the only one.
    SolvedUnique = 1,
    /// Showing one of several solutions.
    SolvedNotUnique = 2,
}

impl From<SavedMode> for u8 {
    fn from(mode: SavedMode) -> u8 {
        mode as u8
    }
}

/// The mode stored as `byte`, or a [`SaveError::BadField`] naming `mode`.
impl TryFrom<u8> for SavedMode {
    type Error = SaveError;

    fn try_from(byte: u8) -> Result<Self, SaveError> {
        match byte {
            0 => Ok(SavedMode::Editing),
            1 => Ok(SavedMode::SolvedUnique),
            2 => Ok(SavedMode::SolvedNotUnique),
            _ => Err(SaveError::BadField {
                field: "mode",
                value: byte.into(),
            }),
        }
    }
}

/// What a save holds, for any grid size; always valid (every constructor checks every field).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// 2, 3 or 4.
    pub(super) box_size: u8,
    /// Packed cells as [`Grid::to_bytes`] gives them; zero past `box_size`⁴.
    pub(super) cells: [u8; MAX_CELLS],
    /// Row-major index of the cursor's cell, below `box_size`⁴.
    pub(super) cursor: u16,
    /// What the app was doing.
    pub(super) mode: SavedMode,
    /// The game, when the app was in play mode.
    pub(super) play: Option<PlayState>,
}

impl Snapshot {
    /// The snapshot of `grid` with the cursor on `cursor`, in `mode`.
    pub fn new<S: Size>(grid: &Grid<S>, cursor: Cell<S>, mode: SavedMode) -> Self {
        let mut cells = [0; MAX_CELLS];
        cells[..S::CELLS].copy_from_slice(grid.to_bytes().as_ref());
        Snapshot {
            box_size: S::BOX as u8,
            cells,
            cursor: cursor.index() as u16,
            mode,
            play: None,
        }
    }

    /// This snapshot with a game's state (checked as [`decode`](super::decode) checks it).
    pub fn with_play(self, play: PlayState) -> Result<Self, SaveError> {
        let side = usize::from(self.box_size).pow(2);
        if play.pointer == 0 || usize::from(play.pointer) > side {
            return Err(SaveError::BadField {
                field: "notes pointer",
                value: play.pointer.into(),
            });
        }
        let digits: u32 = (1 << side) - 1;
        if let Some(index) =
            play.notes.iter().enumerate().position(|(i, &n)| {
                u32::from(n) & !digits != 0 || (i >= self.cell_count() && n != 0)
            })
        {
            return Err(SaveError::BadField {
                field: "notes",
                value: index as u32,
            });
        }
        Ok(Snapshot {
            play: Some(play),
            ..self
        })
    }

    /// The game's state, if the app was in play mode.
    pub fn play(&self) -> Option<&PlayState> {
        self.play.as_ref()
    }

    /// Whether the two differ at most in the game's time (the clock ticking, nothing played).
    pub fn same_but_time(&self, other: &Snapshot) -> bool {
        let untimed = |s: &Snapshot| Snapshot {
            play: s.play.map(|p| PlayState { elapsed_ms: 0, ..p }),
            ..*s
        };
        untimed(self) == untimed(other)
    }

    /// The snapshot of these raw fields, each checked as [`decode`](super::decode) checks it.
    ///
    /// `cells` holds exactly `box_size`⁴ packed cell bytes.
    pub fn from_parts(
        box_size: u8,
        cells: &[u8],
        cursor: u16,
        mode: u8,
    ) -> Result<Self, SaveError> {
        let count = match box_size {
            2..=4 => usize::from(box_size).pow(4),
            _ => {
                return Err(SaveError::BadField {
                    field: "box size",
                    value: box_size.into(),
                });
            }
        };
        if cells.len() != count {
            return Err(SaveError::BadField {
                field: "cell count",
                value: cells.len() as u32,
            });
        }
        let mode = SavedMode::try_from(mode)?;
        if usize::from(cursor) >= count {
            return Err(SaveError::BadField {
                field: "cursor",
                value: cursor.into(),
            });
        }
        let side = usize::from(box_size).pow(2);
        if let Some(index) = cells.iter().position(|&b| !is_cell_byte(b, side)) {
            return Err(SaveError::BadCell {
                index: index as u16,
                byte: cells[index],
            });
        }
        let mut all = [0; MAX_CELLS];
        all[..count].copy_from_slice(cells);
        Ok(Snapshot {
            box_size,
            cells: all,
            cursor,
            mode,
            play: None,
        })
    }

    /// Side of a box: 2 (4x4), 3 (9x9) or 4 (16x16).
    pub fn box_size(&self) -> u8 {
        self.box_size
    }

    /// Number of cells: 16, 81 or 256.
    pub fn cell_count(&self) -> usize {
        usize::from(self.box_size).pow(4)
    }

    /// The packed cell bytes, row by row (see [`Grid::to_bytes`]).
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.cell_count()]
    }

    /// Row-major index of the cursor's cell.
    pub fn cursor(&self) -> u16 {
        self.cursor
    }

    /// What the app was doing.
    pub fn mode(&self) -> SavedMode {
        self.mode
    }

    /// The grid, if it is of size `S`.
    pub fn grid<S: Size>(&self) -> Option<Grid<S>> {
        if usize::from(self.box_size) != S::BOX {
            return None;
        }
        let mut bytes = S::Cells::<u8>::filled(0);
        bytes.as_mut().copy_from_slice(self.cells());
        Some(Grid::from_bytes(&bytes).expect("a snapshot holds only valid cell bytes"))
    }

    /// The cursor's cell, if the grid is of size `S`.
    pub fn cursor_cell<S: Size>(&self) -> Option<Cell<S>> {
        if usize::from(self.box_size) != S::BOX {
            return None;
        }
        Cell::from_index(self.cursor.into())
    }

    /// The grid, whatever its size.
    pub fn any_grid(&self) -> AnyGrid {
        let none = "a snapshot's box size is 2, 3 or 4";
        match self.box_size {
            2 => AnyGrid::Four(self.grid::<Four>().expect(none)),
            3 => AnyGrid::Nine(self.grid::<Nine>().expect(none)),
            _ => AnyGrid::Sixteen(self.grid::<Sixteen>().expect(none)),
        }
    }

    /// Length of the file [`encode`](super::encode) writes for this snapshot: 33, 98 or 273 bytes, more for a game.
    pub fn encoded_len(&self) -> usize {
        HEADER_LEN + self.body_len() + CRC_LEN
    }

    /// Length of the version 2 body.
    pub(super) fn body_len(&self) -> usize {
        // The flags byte is always there; pointer, time and notes only in a game.
        let play = if self.play.is_some() {
            PLAY_FIXED_LEN - 1 + 2 * self.cell_count()
        } else {
            0
        };
        BODY_FIXED_LEN + self.cell_count() + 1 + play
    }
}

/// Prints the size, mode, cursor and cells in puzzle text (`.` empty, `*` before a placed digit).
impl fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Snapshot {{ box_size: {}, mode: {:?}, cursor: {}, cells: ",
            self.box_size, self.mode, self.cursor
        )?;
        for &b in self.cells() {
            let digit = b & 0x7F;
            if b & 0x80 != 0 {
                f.write_str("*")?;
            }
            let c = match digit {
                0 => '.',
                1..=9 => (b'0' + digit) as char,
                _ => (b'A' + digit - 10) as char,
            };
            fmt::Write::write_char(f, c)?;
        }
        f.write_str(" }")
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::{digit::Digit, save::SavedMode};
    use std::{format, string::ToString};

    /// A 4x4 snapshot (format.rs's golden file): givens 1, 4, 3, a placed 2, cursor r2c2, solved
    /// but not unique.
    pub(in crate::save) fn small() -> Snapshot {
        let mut cells = [0; 16];
        cells[..4].copy_from_slice(&[1, 0x82, 0, 4]);
        cells[15] = 3;
        Snapshot::from_parts(2, &cells, 5, 2).unwrap()
    }

    /// A 4x4 game: notes on two cells, notes mode, mistakes against the solution, 75 s played.
    pub(in crate::save) fn game() -> Snapshot {
        let mut notes = [0u16; MAX_CELLS];
        notes[2] = 0b1010;
        notes[14] = 0b0001;
        let play = PlayState {
            notes_mode: true,
            paused: false,
            finished: false,
            mistakes: Mistakes::Solution,
            pointer: 3,
            elapsed_ms: 75_000,
            mistakes_made: 513,
            notes,
        };
        small().with_play(play).unwrap()
    }

    #[test]
    fn a_games_fields_are_checked() {
        let ok = *game().play().unwrap();
        let bad = |play: PlayState| small().with_play(play).unwrap_err().to_string();
        assert_eq!(bad(PlayState { pointer: 0, ..ok }), "bad notes pointer: 0");
        assert_eq!(bad(PlayState { pointer: 5, ..ok }), "bad notes pointer: 5");
        // The largest digit of a 4x4 grid is a pointer, and every digit can be noted.
        let mut notes = ok.notes;
        notes[0] = 0b1111;
        assert!(
            small()
                .with_play(PlayState {
                    pointer: 4,
                    notes,
                    ..ok
                })
                .is_ok()
        );
        let mut notes = ok.notes;
        notes[1] = 1 << 4;
        assert_eq!(
            bad(PlayState { notes, ..ok }),
            "bad notes: 1",
            "a 5 in a 4x4 note"
        );
        let mut notes = ok.notes;
        notes[16] = 1;
        assert_eq!(
            bad(PlayState { notes, ..ok }),
            "bad notes: 16",
            "a note past the grid"
        );
    }

    #[test]
    fn a_snapshot_gives_back_its_grid_and_cursor_and_no_other_size() {
        let mut grid = Grid::<Nine>::empty();
        let (a, b) = (Cell::new(0, 0).unwrap(), Cell::new(8, 7).unwrap());
        grid.set_given(a, Digit::new(5));
        grid.place(b, Digit::new(9).unwrap());
        let snapshot = Snapshot::new(&grid, b, SavedMode::SolvedUnique);
        assert_eq!((snapshot.box_size(), snapshot.cell_count()), (3, 81));
        assert_eq!(
            (snapshot.cursor(), snapshot.mode()),
            (79, SavedMode::SolvedUnique)
        );
        assert_eq!((snapshot.cells()[0], snapshot.cells()[79]), (5, 0x89));
        assert_eq!(snapshot.grid::<Nine>(), Some(grid));
        assert_eq!(snapshot.cursor_cell::<Nine>(), Some(b));
        assert_eq!(snapshot.grid::<Four>(), None);
        assert_eq!(snapshot.cursor_cell::<Sixteen>(), None);
        assert!(matches!(snapshot.any_grid(), AnyGrid::Nine(g) if g == grid));
        assert!(matches!(small().any_grid(), AnyGrid::Four(g) if g.given_count() == 3));
        let sixteen = Snapshot::from_parts(4, &[0; 256], 0, 0).unwrap();
        assert!(matches!(sixteen.any_grid(), AnyGrid::Sixteen(g) if g.is_empty()));
    }

    #[test]
    fn modes_convert_both_ways_and_only_three_bytes_are_modes() {
        for mode in [
            SavedMode::Editing,
            SavedMode::SolvedUnique,
            SavedMode::SolvedNotUnique,
        ] {
            assert_eq!(SavedMode::try_from(u8::from(mode)), Ok(mode));
        }
        for byte in 3..=u8::MAX {
            assert_eq!(
                SavedMode::try_from(byte),
                Err(SaveError::BadField {
                    field: "mode",
                    value: byte.into()
                })
            );
        }
    }

    #[test]
    fn from_parts_checks_every_field() {
        let cells = [0u8; 16];
        let field = |field, value| Err(SaveError::BadField { field, value });
        assert!(Snapshot::from_parts(2, &cells, 15, 0).is_ok());
        assert_eq!(Snapshot::from_parts(1, &cells, 0, 0), field("box size", 1));
        assert_eq!(
            Snapshot::from_parts(3, &cells, 0, 0),
            field("cell count", 16)
        );
        assert_eq!(Snapshot::from_parts(2, &cells, 16, 0), field("cursor", 16));
        assert_eq!(Snapshot::from_parts(2, &cells, 0, 9), field("mode", 9));
        let mut bad = cells;
        bad[7] = 0x85;
        assert_eq!(
            Snapshot::from_parts(2, &bad, 0, 0),
            Err(SaveError::BadCell {
                index: 7,
                byte: 0x85
            })
        );
    }

    #[test]
    fn debug_shows_givens_and_placed_digits() {
        let text = format!("{:?}", small());
        assert_eq!(
            text,
            "Snapshot { box_size: 2, mode: SolvedNotUnique, cursor: 5, cells: 1*2.4...........3 }"
        );
        // 16x16 digits 10 to 16 read A to G, as in puzzle text.
        let mut cells = [0; 256];
        cells[..4].copy_from_slice(&[9, 10, 0x80 | 16, 1]);
        let text = format!("{:?}", Snapshot::from_parts(4, &cells, 0, 0).unwrap());
        assert!(text.contains("cells: 9A*G1."), "{text}");
    }
}
