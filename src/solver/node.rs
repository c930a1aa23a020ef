//! [`Node`]: one point of the search, as candidate bitboards per digit and band, and its propagation.
//!
//! Each digit keeps one word per band (see [`super::geometry`]); a placed
//! cell stays in its digit's word. Propagation sweeps the words, updating
//! each one that changed since it was last looked at:
//!
//! - inside a band a digit sits once in every row and once in every box, so
//!   the row-by-box pattern of its segments must contain a permutation;
//!   segments on no permutation go (locked candidates, box/row both ways);
//! - a box with one column left for the digit takes that column from the
//!   other bands (locked candidates, box/column: this is also how a placed
//!   digit clears its column);
//! - a cell alone in its box is placed (a hidden single, and after the rule
//!   above also a row's hidden single) and leaves the other digits' words.
//!
//! Between sweeps, cells with one candidate left (naked singles) are placed
//! and, when nothing else moves, columns with one cell left for a digit
//! (hidden singles in columns). Singles are placed lazily: only their own
//! word is narrowed, and the next sweep does the rest.

use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Array, Size, Word},
};

use super::{
    Observer, allegrex,
    geometry::{Geometry, HasGeometry},
};

mod choice;
mod rectangle;
mod rules;
mod singles;

/// A contradiction: some cell, row, column or box has no way left to be filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// What propagation ended with, when it did not hit a contradiction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Settled {
    /// Every cell is placed.
    Solved,
    /// Nothing more follows without a guess.
    Stuck,
}

/// The search state: candidates of every digit in every band, and the cells not placed yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Node<S: Size> {
    /// Candidate cells per digit and band, at `digit * BOX + band`.
    candidates: S::BandWords,
    /// Each word as the last sweep left it: a word that differs needs updating.
    seen: S::BandWords,
    /// Cells of each band with no digit placed yet.
    unsolved: S::Bands,
    /// All ones, always; the sweep tests it before each word (see [`Node::sweep`]).
    always: u32,
}

/// A node waiting on the search stack: the other branch of a guess.
///
/// Only what a backtrack needs is kept: when the search guesses, every word is
/// settled but the one the guess's digit was taken from, so the words' last-seen
/// values are rebuilt from the candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Saved<S: Size> {
    candidates: S::BandWords,
    unsolved: S::Bands,
    /// The word the guess's digit was taken from.
    changed: u8,
    /// The guess's cell.
    cell: u8,
    /// Cells not placed yet.
    pub(crate) remaining: u16,
}

impl<S: Size> Saved<S> {
    /// Writes the digits placed in the cells of `open` into `grid`, like [`Node::fill`].
    pub(crate) fn fill(&self, grid: &mut Grid<S>, open: &S::Bands) {
        fill_words(&self.candidates, &self.unsolved, grid, open);
    }

    /// The guess this entry is the other branch of: its cell, the digit the search placed there
    /// first, and the cell's candidates in this branch (the digits left to try there).
    pub(crate) fn branch(&self) -> (Cell<S>, Digit<S>, u16) {
        let cell = Cell::from_index(usize::from(self.cell)).expect("a saved guess's cell");
        let (band, bit) = Node::<S>::locate(cell);
        let mask = S::Word::ONE << bit as u32;
        let left = (0..S::SIDE)
            .filter(|&d| self.candidates[d * S::BOX + band] & mask != S::Word::ZERO)
            .fold(0, |m, d| m | 1 << d);
        let digit = Digit::from_index(usize::from(self.changed) / S::BOX).expect("a word's digit");
        (cell, digit, left)
    }

    /// An empty entry (the stack's filler).
    pub(crate) fn empty() -> Self {
        Saved {
            candidates: S::BandWords::filled(S::Word::ZERO),
            unsolved: S::Bands::filled(S::Word::ZERO),
            changed: 0,
            cell: 0,
            remaining: 0,
        }
    }
}

#[inline(always)]
fn word<S: Size>(value: u64) -> S::Word {
    S::Word::from_u64(value)
}

#[inline(always)]
fn geometry<S: Size>() -> &'static Geometry {
    &<S as HasGeometry>::GEOMETRY
}

/// Copies `src` into `dst` (of the same length) 32 bytes at a time. LLVM writes a copy that short
/// as loads and stores in line; a longer one becomes a call to `memcpy`, which on the PSP (the
/// `psp` crate's) moves one byte at a time: four instructions a byte, a third of the cost of a
/// guess before this.
#[inline(always)]
fn copy_words<W: Word>(dst: &mut [W], src: &[W]) {
    let run = 32 / size_of::<W>();
    let n = dst.len();
    macro_rules! runs {
        ($($k:literal)*) => {
            $(
                if $k * run < n {
                    let end = (($k + 1) * run).min(n);
                    dst[$k * run..end].copy_from_slice(&src[$k * run..end]);
                }
            )*
        };
    }
    // Up to 16 runs: 512 bytes, the 16x16 node's 64 words of 8 bytes.
    runs!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
}

/// Writes every digit of `candidates` placed (not in `unsolved`) in the cells of `open` into `grid`.
#[inline(never)]
fn fill_words<S: Size>(
    candidates: &S::BandWords,
    unsolved: &S::Bands,
    grid: &mut Grid<S>,
    open: &S::Bands,
) {
    for at in 0..S::SIDE * S::BOX {
        let band = at % S::BOX;
        let value = (at / S::BOX + 1) as u8;
        let mut cells = candidates[at] & open[band] & !unsolved[band];
        while cells != S::Word::ZERO {
            let bit = allegrex::lowest_bit_of(cells);
            cells = cells & cells.minus_one();
            grid.place_value(band * S::BOX * S::SIDE + bit, value);
        }
    }
}

/// The cell of `band` and bit `bit`.
fn cell_at<S: Size>(band: usize, bit: usize) -> Cell<S> {
    Cell::from_index(band * S::BOX * S::SIDE + bit).expect("a band bit is a cell")
}

impl<S: Size> Node<S> {
    /// Cells of one band.
    const BAND_CELLS: usize = S::BOX * S::SIDE;
    /// Number of words (digits times bands).
    const WORDS: usize = S::SIDE * S::BOX;

    /// The empty grid: every digit possible everywhere.
    pub(crate) fn new() -> Self {
        let all = word::<S>(geometry::<S>().all);
        Node {
            candidates: S::BandWords::filled(all),
            seen: S::BandWords::filled(all),
            unsolved: S::Bands::filled(all),
            always: u32::MAX,
        }
    }

    /// Where `cell` is: its band and its bit in the band's words.
    fn locate(cell: Cell<S>) -> (usize, usize) {
        (
            cell.index() / Self::BAND_CELLS,
            cell.index() % Self::BAND_CELLS,
        )
    }

    /// Places `digit` in `cell` (a given or a guess); fails if the digit can no longer go there.
    pub(crate) fn assign(&mut self, cell: Cell<S>, digit: Digit<S>) -> Result<(), Contradiction> {
        let (band, bit) = Self::locate(cell);
        let at = digit.index() * S::BOX + band;
        let mask = S::Word::ONE << bit as u32;
        if self.candidates[at] & mask == S::Word::ZERO {
            return Err(Contradiction);
        }
        // Clear the cell's other digits now, so the grid reads right before the next sweep (all
        // of them, without a test per digit, and this one's put back).
        for other in 0..S::SIDE {
            self.candidates[other * S::BOX + band] &= !mask;
        }
        self.candidates[at] |= mask;
        self.insert(at, bit);
        self.unsolved[band] &= !mask;
        Ok(())
    }

    /// Takes `digit` out of `cell`'s candidates (a cell left with none is a contradiction the
    /// next propagation finds).
    pub(crate) fn exclude(&mut self, cell: Cell<S>, digit: Digit<S>) {
        let (band, bit) = Self::locate(cell);
        self.candidates[digit.index() * S::BOX + band] &= !(S::Word::ONE << bit as u32);
    }

    /// Places the digits of `cells` (a grid's packed bytes: 0 empty, else the digit, maybe with
    /// the placed flag) on a new node, each also taken out of its column in the other bands.
    /// Fails exactly when two of them clash (same digit in a row, column or box): the later one
    /// finds its digit already gone from its cell.
    pub(crate) fn place_givens(&mut self, cells: &[u8]) -> Result<(), Contradiction> {
        let g = geometry::<S>();
        let mut clash = false;
        // Each digit's cells, per word; the other digits leave them at the end, all at once.
        let mut givens = S::BandWords::filled(S::Word::ZERO);
        for band in 0..S::BOX {
            let band_cells = &cells[band * Self::BAND_CELLS..(band + 1) * Self::BAND_CELLS];
            for (bit, &byte) in band_cells.iter().enumerate() {
                let value = usize::from(byte & 0x7f);
                if value == 0 || value > S::SIDE {
                    continue;
                }
                let at = (value - 1) * S::BOX + band;
                let mask = S::Word::ONE << bit as u32;
                clash |= self.candidates[at] & mask == S::Word::ZERO;
                givens[at] |= mask;
                self.candidates[at] &= !word::<S>(g.peers[bit]);
            }
        }
        let row0 = word::<S>(g.row0);
        for digit in 0..S::SIDE {
            // The columns of the digit's givens in each band: the other bands lose them.
            let mut columns = [S::Word::ZERO; 4];
            let mut all = S::Word::ZERO;
            for band in 0..S::BOX {
                let w = givens[digit * S::BOX + band];
                let mut c = w;
                for r in 1..S::BOX {
                    c |= w >> (r * S::SIDE) as u32;
                }
                let c = c & row0;
                clash |= all & c != S::Word::ZERO;
                all |= c;
                columns[band] = c;
            }
            if all == S::Word::ZERO {
                continue;
            }
            for band in 0..S::BOX {
                let other = all & !columns[band];
                let mut spread = other;
                for r in 1..S::BOX {
                    spread |= other << (r * S::SIDE) as u32;
                }
                self.candidates[digit * S::BOX + band] &= !spread;
            }
        }
        for band in 0..S::BOX {
            let mut taken = S::Word::ZERO;
            for digit in 0..S::SIDE {
                taken |= givens[digit * S::BOX + band];
            }
            for digit in 0..S::SIDE {
                let at = digit * S::BOX + band;
                self.candidates[at] &= !taken | givens[at];
            }
            self.unsolved[band] &= !taken;
        }
        if clash { Err(Contradiction) } else { Ok(()) }
    }

    /// Places the digit of word `at` in cell `bit`: takes the cell's row and box out of that word.
    /// The next sweep finds the cell alone in its box, marks it placed (and reports it), and clears
    /// its column and its other digits.
    #[inline(always)]
    fn insert(&mut self, at: usize, bit: usize) {
        self.candidates[at] &= !word::<S>(geometry::<S>().peers[bit]);
    }

    /// Reports each cell of `cells` in `band` as placed with the digit of word `at`.
    fn report<O: Observer<S>>(observer: &mut O, at: usize, mut cells: S::Word, guess: bool) {
        let digit = Digit::from_index(at / S::BOX).expect("a word's digit is a digit");
        while cells != S::Word::ZERO {
            let bit = allegrex::lowest_bit_of(cells);
            cells = cells & cells.minus_one();
            observer.placed(cell_at(at % S::BOX, bit), digit, guess);
        }
    }

    /// Brings word `at` up to date with the rules (see the module docs); `Ok(true)` if that may have
    /// changed a word before this one (which the sweep's pass has gone by).
    #[inline(always)]
    fn update<O: Observer<S>>(
        &mut self,
        at: usize,
        observer: &mut O,
    ) -> Result<bool, Contradiction> {
        let (digit, band) = (at / S::BOX, at % S::BOX);
        let (w, lone_columns, placed) = if S::BOX <= 3 {
            Self::rules_by_table(self.candidates[at])
        } else {
            Self::rules_by_bits(self.candidates[at])
        }
        .ok_or(Contradiction)?;
        self.candidates[at] = w;
        self.seen[at] = w;
        // A box's lone column is this digit's in this band: the other bands lose it.
        let mut behind = false;
        for other in 0..S::BOX {
            if other != band {
                let at = digit * S::BOX + other;
                if other < band {
                    behind |= self.candidates[at] & lone_columns != S::Word::ZERO;
                }
                self.candidates[at] &= !lone_columns;
            }
        }
        // Cells alone in their box hold this digit: the other digits leave those not placed before
        // (the cells placed before left them then).
        let new = placed & self.unsolved[band];
        if new != S::Word::ZERO {
            if O::PLACEMENTS {
                Self::report(observer, at, new, false);
            }
            self.unsolved[band] &= !new;
            for other in 0..S::SIDE {
                if other != digit {
                    let at = other * S::BOX + band;
                    self.candidates[at] &= !new;
                }
            }
            behind |= digit > 0;
        }
        Ok(behind)
    }

    /// Updates every word that changed, until none does: passes over the words in order, until
    /// one pass leaves no change behind it (a change ahead is met later in the same pass).
    #[inline(never)]
    fn sweep<O: Observer<S>>(&mut self, observer: &mut O) -> Result<(), Contradiction> {
        /// One test per word with a literal index, so each has its own branch and constants fold.
        /// The first test is always true, but the compiler cannot know it: without it, it keeps
        /// the words in registers across the 27 tests and shuffles them between updates, which
        /// costs 6 % more instructions (the trick is JCZSolve's, as ported by the `sudoku` crate).
        macro_rules! unrolled {
            ($again:ident; $($at:literal)*) => {
                $(
                    if $at < Self::WORDS
                        && (self.always >> ($at / 3)) & 0x1FF != 0
                        && self.candidates[$at] != self.seen[$at]
                    {
                        $again |= self.update($at, observer)?;
                    }
                )*
            };
        }
        loop {
            let mut again = false;
            if Self::WORDS <= 32 {
                unrolled!(again; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31);
            } else {
                for at in 0..Self::WORDS {
                    if self.candidates[at] != self.seen[at] {
                        again |= self.update(at, observer)?;
                    }
                }
            }
            if !again {
                return Ok(());
            }
        }
    }

    /// Applies every rule until nothing changes.
    pub(crate) fn propagate<O: Observer<S>>(
        &mut self,
        observer: &mut O,
    ) -> Result<Settled, Contradiction> {
        loop {
            self.sweep(observer)?;
            if self.naked_singles()? {
                continue;
            }
            if self.unsolved.as_ref().iter().all(|&w| w == S::Word::ZERO) {
                return Ok(Settled::Solved);
            }
            if !self.column_singles()? {
                return Ok(Settled::Stuck);
            }
        }
    }

    /// Saves this node (settled, every word seen) without `digit` in `cell` into `saved`: the other
    /// branch of a guess. (Written in place: the entry is large and this is on the hot path.)
    pub(crate) fn save_without(
        &self,
        saved: &mut Saved<S>,
        cell: Cell<S>,
        digit: Digit<S>,
        remaining: u16,
    ) {
        let (band, bit) = Self::locate(cell);
        let at = digit.index() * S::BOX + band;
        copy_words(saved.candidates.as_mut(), self.candidates.as_ref());
        saved.candidates[at] &= !(S::Word::ONE << bit as u32);
        saved.unsolved = self.unsolved;
        saved.changed = at as u8;
        saved.cell = cell.index() as u8;
        saved.remaining = remaining;
    }

    /// Goes back to a saved node.
    pub(crate) fn restore(&mut self, saved: &Saved<S>) {
        copy_words(self.candidates.as_mut(), saved.candidates.as_ref());
        copy_words(self.seen.as_mut(), saved.candidates.as_ref());
        let at = usize::from(saved.changed);
        self.seen[at] = !self.seen[at];
        self.unsolved = saved.unsolved;
    }

    /// Number of cells not placed yet.
    pub(crate) fn unsolved_count(&self) -> u32 {
        if S::BOX <= 3 {
            // The bands' bits counted together (a target without a count instruction, such as the
            // PSP's, counts each word in some fifteen steps): each word's two-bit then four-bit
            // sums, added (a four-bit field holds at most 3 x 4), then the bytes'. (Bands of
            // boxes of side 3 or less fit 32 bits.)
            let mut nibbles = 0u32;
            for &w in self.unsolved.as_ref() {
                let w = w.to_u64() as u32;
                let pairs = w - ((w >> 1) & 0x5555_5555);
                nibbles += (pairs & 0x3333_3333) + ((pairs >> 2) & 0x3333_3333);
            }
            let bytes = (nibbles & 0x0F0F_0F0F) + ((nibbles >> 4) & 0x0F0F_0F0F);
            bytes.wrapping_mul(0x0101_0101) >> 24
        } else {
            self.unsolved.as_ref().iter().map(|w| w.count_ones()).sum()
        }
    }

    /// Writes every digit placed in the cells of `open` into `grid`, as placed (`open`: the cells
    /// empty in the puzzle, so that its givens stay givens).
    pub(crate) fn fill(&self, grid: &mut Grid<S>, open: &S::Bands) {
        fill_words(&self.candidates, &self.unsolved, grid, open);
    }

    /// Saves this node as it is into `saved` (a solution kept for later, see [`Saved::fill`]).
    pub(crate) fn save(&self, saved: &mut Saved<S>) {
        copy_words(saved.candidates.as_mut(), self.candidates.as_ref());
        saved.unsolved = self.unsolved;
    }

    /// The cells of each band with no digit placed yet.
    pub(crate) fn unsolved(&self) -> S::Bands {
        self.unsolved
    }

    /// The candidate digits of `cell` as a mask (its digit alone once placed).
    pub(crate) fn candidates(&self, cell: Cell<S>) -> u16 {
        let (band, bit) = Self::locate(cell);
        self.digits_at(band, bit)
    }
}
