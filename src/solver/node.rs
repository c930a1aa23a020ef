//! [`Node`]: one point of the search, as candidate bitboards per digit and band, and its propagation.
//!
//! Each digit keeps one word per band (see [`super::geometry`]). Propagation
//! works a word at a time: inside a band a digit must sit once in every row
//! and once in every box, so the row-by-box pattern of its segments must
//! contain a permutation; segments on no permutation go (this is the
//! locked-candidates rule, box/line both ways, for free). A cell left alone
//! in its row or box is a hidden single; a cell left with one digit is a
//! naked single; a column left with one cell for a digit is a hidden single
//! too. Placing a digit clears it from the rest of its column in the other
//! bands and clears the cell from the other digits.

use crate::{
    cell::Cell,
    digit::Digit,
    grid::Grid,
    size::{Array, Size, Word},
};

use super::{
    Observer, Stats,
    geometry::{Geometry, HasGeometry},
};

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
    /// Candidate cells per digit and band, at `digit * BOX + band`; a placed cell stays in its digit's word.
    candidates: S::BandWords,
    /// Cells of each band with no digit placed yet.
    unsolved: S::Bands,
    /// Words changed since propagation last looked at them (bit `digit * BOX + band`).
    dirty: u64,
}

#[inline(always)]
fn word<S: Size>(value: u64) -> S::Word {
    S::Word::from_u64(value)
}

#[inline(always)]
fn geometry<S: Size>() -> &'static Geometry {
    &<S as HasGeometry>::GEOMETRY
}

/// Whether at most one bit of `x` is set.
#[inline(always)]
fn at_most_one<W: Word>(x: W) -> bool {
    x & x.minus_one() == W::ZERO
}

impl<S: Size> Node<S> {
    /// Cells of one band.
    const BAND_CELLS: usize = S::BOX * S::SIDE;

    /// The empty grid: every digit possible everywhere.
    pub(crate) fn new() -> Self {
        Node {
            candidates: S::BandWords::filled(word::<S>(geometry::<S>().all)),
            unsolved: S::Bands::filled(word::<S>(geometry::<S>().all)),
            dirty: 0,
        }
    }

    /// Places `digit` in `cell` (a given); fails if the digit can no longer go there.
    pub(crate) fn assign(&mut self, cell: Cell<S>, digit: Digit<S>) -> Result<(), Contradiction> {
        let (band, bit) = (
            cell.index() / Self::BAND_CELLS,
            cell.index() % Self::BAND_CELLS,
        );
        let mask = S::Word::ONE << bit as u32;
        let at = digit.index() * S::BOX + band;
        if self.candidates[at] & mask == S::Word::ZERO {
            return Err(Contradiction);
        }
        if self.unsolved[band] & mask != S::Word::ZERO {
            self.place_cell(digit.index(), band, bit);
        }
        Ok(())
    }

    /// Sets word `at` to `value`, marking it dirty if it changed.
    #[inline(always)]
    fn set(&mut self, at: usize, value: S::Word) {
        self.dirty |= u64::from(self.candidates[at] != value) << at;
        self.candidates[at] = value;
    }

    /// Places `digit` in cell `bit` of `band`: clears the rest of its row and box in the band, then as [`Node::place_band`].
    fn place_cell(&mut self, digit: usize, band: usize, bit: usize) {
        let g = geometry::<S>();
        let mask = S::Word::ONE << bit as u32;
        let (row, bx) = (bit / S::SIDE, bit % S::SIDE / S::BOX);
        let at = digit * S::BOX + band;
        let peers = word::<S>(g.row[row] | g.boxes[bx]);
        self.set(at, self.candidates[at] & (!peers | mask));
        self.place_band(digit, band, mask);
    }

    /// Places `digit` in the cells `cells` of `band`, which are alone in their rows and boxes of the band.
    #[inline(always)]
    fn place_band(&mut self, digit: usize, band: usize, cells: S::Word) {
        let g = geometry::<S>();
        for other in 0..S::SIDE {
            if other != digit {
                let at = other * S::BOX + band;
                self.set(at, self.candidates[at] & !cells);
            }
        }
        // The columns of `cells`, copied to every row of a band.
        let mut folded = cells;
        for r in 1..S::BOX {
            folded |= cells >> (r * S::SIDE) as u32;
        }
        folded &= word::<S>(g.row0);
        let mut columns = folded;
        for r in 1..S::BOX {
            columns |= folded << (r * S::SIDE) as u32;
        }
        for other in 0..S::BOX {
            if other != band {
                let at = digit * S::BOX + other;
                self.set(at, self.candidates[at] & !columns);
            }
        }
        self.unsolved[band] &= !cells;
    }

    /// Reports each cell of `cells` in `band` as placed with `digit`.
    fn report<O: Observer<S>>(
        observer: &mut O,
        digit: usize,
        band: usize,
        mut cells: S::Word,
        guess: bool,
    ) {
        while cells != S::Word::ZERO {
            let bit = cells.trailing_zeros() as usize;
            cells = cells & cells.minus_one();
            let cell =
                Cell::from_index(band * Self::BAND_CELLS + bit).expect("a band bit is a cell");
            let digit = Digit::from_index(digit).expect("a digit index is a digit");
            observer.placed(cell, digit, guess);
        }
    }

    /// Applies the row/box rules to word `at` and places its hidden singles.
    #[inline(always)]
    fn process<O: Observer<S>>(
        &mut self,
        at: usize,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Result<(), Contradiction> {
        let g = geometry::<S>();
        let w = self.candidates[at];
        // Mark every segment that has a candidate, at the segment's first cell.
        let mut present = w;
        for shift in 1..S::BOX {
            present |= w >> shift as u32;
        }
        present &= word::<S>(g.segment_starts);
        // Keep the segments that lie on some row-to-box permutation.
        let mut allowed = S::Word::ZERO;
        for &permutation in &g.permutations[..g.permutation_count] {
            let permutation = word::<S>(permutation);
            if permutation & !present == S::Word::ZERO {
                allowed |= permutation;
            }
        }
        if allowed == S::Word::ZERO {
            return Err(Contradiction);
        }
        let mut keep = allowed;
        for shift in 1..S::BOX {
            keep |= allowed << shift as u32;
        }
        let w = w & keep;
        // Cells alone in their row or their box.
        let mut singles = S::Word::ZERO;
        for i in 0..S::BOX {
            let row = w & word::<S>(g.row[i]);
            if at_most_one(row) {
                singles |= row;
            }
            let bx = w & word::<S>(g.boxes[i]);
            if at_most_one(bx) {
                singles |= bx;
            }
        }
        self.candidates[at] = w;
        let band = at % S::BOX;
        let new = singles & self.unsolved[band];
        if new != S::Word::ZERO {
            let digit = at / S::BOX;
            stats.placements += new.count_ones();
            if O::PLACEMENTS {
                Self::report(observer, digit, band, new, false);
            }
            self.place_band(digit, band, new);
        }
        Ok(())
    }

    /// Places every naked single; `Ok(true)` if any was found.
    fn naked_singles<O: Observer<S>>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Result<bool, Contradiction> {
        let mut found = false;
        for band in 0..S::BOX {
            let (mut ones, mut twos) = (S::Word::ZERO, S::Word::ZERO);
            for digit in 0..S::SIDE {
                let w = self.candidates[digit * S::BOX + band];
                twos |= ones & w;
                ones |= w;
            }
            let unsolved = self.unsolved[band];
            if unsolved & !ones != S::Word::ZERO {
                return Err(Contradiction);
            }
            let mut singles = unsolved & !twos;
            while singles != S::Word::ZERO {
                let bit = singles.trailing_zeros() as usize;
                let mask = S::Word::ONE << bit as u32;
                singles &= !mask;
                let digit = (0..S::SIDE)
                    .find(|&d| self.candidates[d * S::BOX + band] & mask != S::Word::ZERO)
                    .ok_or(Contradiction)?;
                stats.placements += 1;
                if O::PLACEMENTS {
                    Self::report(observer, digit, band, mask, false);
                }
                self.place_cell(digit, band, bit);
                found = true;
            }
        }
        Ok(found)
    }

    /// Places every digit that has one cell left in some column; `Ok(true)` if any was found.
    fn column_singles<O: Observer<S>>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Result<bool, Contradiction> {
        let g = geometry::<S>();
        let row0 = word::<S>(g.row0);
        let mut found = false;
        for digit in 0..S::SIDE {
            let (mut ones, mut twos) = (S::Word::ZERO, S::Word::ZERO);
            for band in 0..S::BOX {
                let w = self.candidates[digit * S::BOX + band];
                for r in 0..S::BOX {
                    let row = (w >> (r * S::SIDE) as u32) & row0;
                    twos |= ones & row;
                    ones |= row;
                }
            }
            if ones != row0 {
                return Err(Contradiction);
            }
            let single = ones & !twos;
            if single == S::Word::ZERO {
                continue;
            }
            let mut columns = single;
            for r in 1..S::BOX {
                columns |= single << (r * S::SIDE) as u32;
            }
            for band in 0..S::BOX {
                let mut cells =
                    self.candidates[digit * S::BOX + band] & columns & self.unsolved[band];
                while cells != S::Word::ZERO {
                    let bit = cells.trailing_zeros() as usize;
                    let mask = S::Word::ONE << bit as u32;
                    cells &= !mask;
                    // An earlier placement in this pass may have taken the cell.
                    if self.candidates[digit * S::BOX + band] & mask == S::Word::ZERO {
                        return Err(Contradiction);
                    }
                    stats.placements += 1;
                    if O::PLACEMENTS {
                        Self::report(observer, digit, band, mask, false);
                    }
                    self.place_cell(digit, band, bit);
                    found = true;
                }
            }
        }
        Ok(found)
    }

    /// Applies every rule until nothing changes.
    pub(crate) fn propagate<O: Observer<S>>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Result<Settled, Contradiction> {
        loop {
            while self.dirty != 0 {
                let at = self.dirty.trailing_zeros() as usize;
                self.dirty &= !(1 << at);
                self.process(at, stats, observer)?;
            }
            if self.naked_singles(stats, observer)? {
                continue;
            }
            if self.unsolved.as_ref().iter().all(|&w| w == S::Word::ZERO) {
                return Ok(Settled::Solved);
            }
            if !self.column_singles(stats, observer)? {
                return Ok(Settled::Stuck);
            }
        }
    }

    /// The cell to guess on and its candidate digits: a cell with two candidates if there is one, else one with the fewest.
    pub(crate) fn choose(&self) -> (Cell<S>, u16) {
        let (band, bit) = self.first_pair().unwrap_or_else(|| self.fewest());
        let cell = Cell::from_index(band * Self::BAND_CELLS + bit).expect("a band bit is a cell");
        (cell, self.digits_at(band, bit))
    }

    /// The first unsolved cell with exactly two candidates, as (band, bit).
    fn first_pair(&self) -> Option<(usize, usize)> {
        for band in 0..S::BOX {
            let (mut ones, mut twos, mut threes) = (S::Word::ZERO, S::Word::ZERO, S::Word::ZERO);
            let unsolved = self.unsolved[band];
            for digit in 0..S::SIDE {
                let w = self.candidates[digit * S::BOX + band] & unsolved;
                threes |= twos & w;
                twos |= ones & w;
                ones |= w;
            }
            let pairs = twos & !threes;
            if pairs != S::Word::ZERO {
                return Some((band, pairs.trailing_zeros() as usize));
            }
        }
        None
    }

    /// The first unsolved cell with the fewest candidates, as (band, bit).
    fn fewest(&self) -> (usize, usize) {
        let mut best = (u32::MAX, 0, 0);
        for band in 0..S::BOX {
            let mut cells = self.unsolved[band];
            while cells != S::Word::ZERO {
                let bit = cells.trailing_zeros() as usize;
                cells = cells & cells.minus_one();
                let count = self.digits_at(band, bit).count_ones();
                if count < best.0 {
                    best = (count, band, bit);
                }
            }
        }
        (best.1, best.2)
    }

    /// The candidate digits of cell `bit` of `band`, as a mask (bit 0 for digit 1).
    fn digits_at(&self, band: usize, bit: usize) -> u16 {
        let mask = S::Word::ONE << bit as u32;
        (0..S::SIDE)
            .filter(|&d| self.candidates[d * S::BOX + band] & mask != S::Word::ZERO)
            .fold(0, |m, d| m | 1 << d)
    }

    /// Removes `digit` from the candidates of `cell` (the other branch of a guess).
    pub(crate) fn eliminate(&mut self, cell: Cell<S>, digit: Digit<S>) {
        let (band, bit) = (
            cell.index() / Self::BAND_CELLS,
            cell.index() % Self::BAND_CELLS,
        );
        let at = digit.index() * S::BOX + band;
        self.set(at, self.candidates[at] & !(S::Word::ONE << bit as u32));
    }

    /// Writes every placed digit not already in `grid` into it, as placed.
    pub(crate) fn fill(&self, grid: &mut Grid<S>) {
        for digit in 0..S::SIDE {
            let d = Digit::from_index(digit).expect("a digit index is a digit");
            for band in 0..S::BOX {
                let mut cells = self.candidates[digit * S::BOX + band] & !self.unsolved[band];
                while cells != S::Word::ZERO {
                    let bit = cells.trailing_zeros() as usize;
                    cells = cells & cells.minus_one();
                    let cell = Cell::from_index(band * Self::BAND_CELLS + bit)
                        .expect("a band bit is a cell");
                    if grid.digit(cell).is_none() {
                        grid.place(cell, d);
                    }
                }
            }
        }
    }

    /// The candidate digits of `cell` as a mask (its digit alone once placed).
    pub(crate) fn candidates(&self, cell: Cell<S>) -> u16 {
        self.digits_at(
            cell.index() / Self::BAND_CELLS,
            cell.index() % Self::BAND_CELLS,
        )
    }
}
