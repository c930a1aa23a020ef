//! The save slots: what each holds, the slot list's keys, saving into and loading from a slot.

use core::fmt::Write;

use crate::{
    clock::DateTime,
    editor::{Editor, status::Tone},
    format::AnyGrid,
    pad::Buttons,
    save::{self, Loaded, Snapshot, Storage, Trouble},
    size::{Four, GridSize, Nine, Sixteen},
};

use super::{
    App, View,
    menu::{ENTRIES, Label},
};

/// Number of save slots.
pub const SLOTS: usize = 10;

/// The file of save slot `n` (0-based).
pub fn slot_file(n: usize) -> save::FileName {
    let mut name = save::FileName::new();
    let _ = write!(name, "slot{n}.sav");
    name
}

/// What a save slot holds, for the slot list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotInfo {
    /// The grid's size.
    pub size: GridSize,
    /// Number of givens.
    pub givens: usize,
    /// Whether it holds a solution.
    pub solved: bool,
    /// Whether it holds a game in progress (givens locked, the player's digits and notes).
    pub game: bool,
    /// The game's time played, in milliseconds (a game only).
    pub played_ms: Option<u32>,
    /// When the slot was saved, by the console's clock, if the memory stick says.
    pub saved: Option<DateTime>,
    /// The grid, for the slot list's picture.
    pub grid: AnyGrid,
}

impl SlotInfo {
    /// What the slot list says of a save, or `None` for a box size no grid has.
    pub(super) fn of(snapshot: &Snapshot) -> Option<Self> {
        let grid = snapshot.any_grid();
        let (givens, placed) = match grid {
            AnyGrid::Four(g) => (g.given_count(), g.placed_count()),
            AnyGrid::Nine(g) => (g.given_count(), g.placed_count()),
            AnyGrid::Sixteen(g) => (g.given_count(), g.placed_count()),
        };
        let game = snapshot.play().is_some();
        Some(SlotInfo {
            size: GridSize::from_box_size(snapshot.box_size())?,
            givens,
            solved: !game && placed > 0,
            game,
            played_ms: snapshot.play().map(|p| p.elapsed_ms),
            saved: None,
            grid,
        })
    }
}

impl<St: Storage> App<St> {
    /// What the slot list says of slot `n` holding `snapshot`, with the date its file was written.
    pub(super) fn slot_info(&mut self, n: usize, snapshot: &Snapshot) -> Option<SlotInfo> {
        let info = SlotInfo::of(snapshot)?;
        Some(SlotInfo {
            saved: self.storage.written_at(&slot_file(n)),
            ..info
        })
    }

    /// A button on the slot list: Up/Down choose, confirm saves or loads, the other button or
    /// Start leaves.
    pub(super) fn slot_press(&mut self, selected: usize, saving: bool, button: Buttons) {
        match button {
            Buttons::UP => {
                self.view = View::Slots {
                    selected: (selected + SLOTS - 1) % SLOTS,
                    saving,
                }
            }
            Buttons::DOWN => {
                self.view = View::Slots {
                    selected: (selected + 1) % SLOTS,
                    saving,
                }
            }
            Buttons::START => self.view = View::Board,
            b if b == self.back() => self.view = View::Board,
            b if b == self.confirm && saving => self.save_slot(selected),
            b if b == self.confirm => self.load_slot(selected),
            _ => {}
        }
    }

    fn save_slot(&mut self, n: usize) {
        self.view = View::Board;
        self.files_touched = true;
        let snapshot = self.snapshot();
        match save::save(&mut self.storage, &slot_file(n), &snapshot) {
            Ok(()) => {
                self.slots[n] = self.slot_info(n, &snapshot);
                self.notify(Tone::Good, format_args!("Saved in slot {}", n + 1));
            }
            Err(failure) => match super::power::trouble_of::<St>(&failure) {
                Trouble::Other => self.notify(
                    Tone::Bad,
                    format_args!("Slot {} not saved: {failure}", n + 1),
                ),
                known => self.notify(Tone::Bad, format_args!("{known}: slot {} not saved", n + 1)),
            },
        }
    }

    fn load_slot(&mut self, n: usize) {
        self.view = View::Board;
        self.files_touched = true;
        match save::load(&mut self.storage, &slot_file(n)) {
            Ok(Loaded::Resumed { snapshot, .. }) if snapshot.play().is_some() => {
                // A game comes back as it was kept: locked givens, the player's digits, notes, time.
                if let Some(size) = GridSize::from_box_size(snapshot.box_size()) {
                    self.switch_to(size);
                }
                self.restore(&snapshot);
                self.notify(
                    Tone::Info,
                    format_args!("Loaded the game of slot {}", n + 1),
                );
            }
            Ok(Loaded::Resumed { snapshot, .. }) => {
                let cursor = snapshot.cursor() as usize;
                match snapshot.any_grid() {
                    AnyGrid::Four(g) => {
                        self.load_grid(GridSize::Four, |e: &mut Editor<Four>| e.load_at(g, cursor))
                    }
                    AnyGrid::Nine(g) => {
                        self.load_grid(GridSize::Nine, |e: &mut Editor<Nine>| e.load_at(g, cursor))
                    }
                    AnyGrid::Sixteen(g) => self
                        .load_grid(GridSize::Sixteen, |e: &mut Editor<Sixteen>| {
                            e.load_at(g, cursor)
                        }),
                }
                self.notify(
                    Tone::Info,
                    format_args!("Loaded slot {} (Select undoes)", n + 1),
                );
            }
            Ok(Loaded::Fresh) => self.notify(Tone::Info, format_args!("Slot {} is empty", n + 1)),
            Ok(Loaded::Damaged(damage)) => {
                self.slots[n] = None;
                self.notify(Tone::Bad, format_args!("Slot {} {damage}", n + 1));
            }
            Err(failure) => self.notify(
                Tone::Bad,
                format_args!("Slot {} not read: {failure}", n + 1),
            ),
        }
    }
}

/// The slot list's labels: number, size, givens, and whether it holds a game or a solution.
pub(super) fn labels(slots: &[Option<SlotInfo>; SLOTS]) -> heapless::Vec<Label, ENTRIES> {
    let mut labels = heapless::Vec::new();
    for (n, slot) in slots.iter().enumerate() {
        let mut label = Label::new();
        let _ = match slot {
            Some(info) => write!(
                label,
                "{:>2}  {:<5} {:>3} givens{}",
                n + 1,
                info.size.name(),
                info.givens,
                match (info.game, info.solved) {
                    (true, _) => ", a game",
                    (false, true) => ", solved",
                    (false, false) => "",
                }
            ),
            None => write!(label, "{:>2}  empty", n + 1),
        };
        let _ = labels.push(label);
    }
    labels
}
