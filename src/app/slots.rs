//! The save slots: what each holds, the slot list's keys, saving into and loading from a slot.

use core::fmt::Write;

use crate::{
    clock::DateTime,
    editor::status::Tone,
    format::AnyGrid,
    pad::Buttons,
    save::{self, Loaded, Snapshot, Storage, Trouble},
    size::GridSize,
    text::{In, Key, Lang},
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
            b if b == self.console.confirm && saving => self.save_slot(selected),
            b if b == self.console.confirm => self.load_slot(selected),
            _ => {}
        }
    }

    /// Saves into slot `n` what is on the board now: said at once, written at a later frame
    /// ([`App::files_later`]); a save still waiting for another slot is written first.
    fn save_slot(&mut self, n: usize) {
        self.view = View::Board;
        if let Some((earlier, snapshot)) = self.files.slot_later.take() {
            self.write_slot(earlier, &snapshot);
            self.files.touched = true;
        }
        self.files.slot_later = Some((n, self.snapshot()));
        self.tell(Tone::Good, Key::SlotSaved, &[&(n + 1)]);
    }

    /// Writes `snapshot` as slot `n`, the save [`App::save_slot`] left for later; a failure is
    /// told (after the press said it saved).
    pub(super) fn write_slot(&mut self, n: usize, snapshot: &Snapshot) {
        match save::save(&mut self.storage, &slot_file(n), snapshot) {
            Ok(()) => self.slots[n] = self.slot_info(n, snapshot),
            Err(failure) => match super::power::trouble_of::<St>(&failure) {
                Trouble::Other => {
                    let failure = In(self.lang(), &failure);
                    self.tell(Tone::Bad, Key::SlotNotSaved, &[&(n + 1), &failure])
                }
                known => {
                    let known = In(self.lang(), known);
                    self.tell(Tone::Bad, Key::SlotNotSavedTrouble, &[&known, &(n + 1)])
                }
            },
        }
    }

    fn load_slot(&mut self, n: usize) {
        self.view = View::Board;
        self.files.touched = true;
        match save::load(&mut self.storage, &slot_file(n)) {
            Ok(Loaded::Resumed { snapshot, .. }) if snapshot.play().is_some() => {
                // A game comes back as it was kept: locked givens, the player's digits, notes, time.
                if let Some(size) = GridSize::from_box_size(snapshot.box_size()) {
                    self.switch_to(size);
                }
                self.restore(&snapshot);
                self.tell(Tone::Info, Key::SlotLoadedGame, &[&(n + 1)]);
            }
            Ok(Loaded::Resumed { snapshot, .. }) => {
                let grid = snapshot.any_grid();
                self.switch_to(grid.size());
                self.editors
                    .load(grid, Some(usize::from(snapshot.cursor())));
                self.tell(Tone::Info, Key::SlotLoaded, &[&(n + 1)]);
            }
            Ok(Loaded::Fresh) => self.tell(Tone::Info, Key::SlotIsEmpty, &[&(n + 1)]),
            Ok(Loaded::Damaged(damage)) => {
                self.slots[n] = None;
                let damage = In(self.lang(), &damage);
                self.tell(Tone::Bad, Key::SlotDamaged, &[&(n + 1), &damage]);
            }
            Err(failure) => {
                let failure = In(self.lang(), &failure);
                self.tell(Tone::Bad, Key::SlotNotRead, &[&(n + 1), &failure])
            }
        }
    }
}

/// The slot list's labels in `lang`: number, size, givens, and whether it holds a game or a
/// solution. The numbers are padded to line up; the words come from the table.
pub(super) fn labels(
    slots: &[Option<SlotInfo>; SLOTS],
    lang: Lang,
) -> heapless::Vec<Label, ENTRIES> {
    let mut labels = heapless::Vec::new();
    for (n, slot) in slots.iter().enumerate() {
        let _ = labels.push(label(n, slot.as_ref(), lang));
    }
    labels
}

/// The label of slot `n` (0-based) holding `slot`, in `lang`: `" 1  9x9    24 givens, a game"`.
pub fn label(n: usize, slot: Option<&SlotInfo>, lang: Lang) -> Label {
    let mut label = Label::new();
    let number = format_args!("{:>2}", n + 1);
    let _ = match slot {
        Some(info) => {
            let mut size: heapless::String<8> = heapless::String::new();
            let _ = write!(size, "{}", In(lang, info.size));
            let key = match (info.game, info.solved) {
                (true, _) => Key::SlotGame,
                (false, true) => Key::SlotSolved,
                (false, false) => Key::SlotGrid,
            };
            let size = format_args!("{:<5}", size.as_str());
            let givens = format_args!("{:>3}", info.givens);
            write!(label, "{}", lang.say(key, &[&number, &size, &givens]))
        }
        None => write!(label, "{}", lang.say(Key::SlotEmpty, &[&number])),
    };
    label
}

#[cfg(test)]
mod tests;
