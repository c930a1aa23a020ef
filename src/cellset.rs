//! [`CellSet`]: a set of cells as a 256-bit bitmap (room for the 16x16 grid).

use core::{fmt, marker::PhantomData};

use crate::{
    cell::Cell,
    size::{Nine, Size},
};

/// A set of cells of an `S` grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet<S: Size = Nine>([u64; 4], PhantomData<S>);

impl<S: Size> CellSet<S> {
    /// The empty set.
    pub const fn new() -> Self {
        CellSet([0; 4], PhantomData)
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell<S>) {
        self.0[cell.index() / 64] |= 1 << (cell.index() % 64);
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: Cell<S>) {
        self.0[cell.index() / 64] &= !(1 << (cell.index() % 64));
    }

    /// Whether `cell` is in the set.
    pub const fn contains(&self, cell: Cell<S>) -> bool {
        self.0[cell.index() / 64] & (1 << (cell.index() % 64)) != 0
    }

    /// Number of cells in the set.
    pub const fn len(&self) -> usize {
        (self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()) as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cells in row-major order.
    pub fn iter(&self) -> impl Iterator<Item = Cell<S>> + '_ {
        Cell::all().filter(|&c| self.contains(c))
    }
}

impl<S: Size> FromIterator<Cell<S>> for CellSet<S> {
    fn from_iter<I: IntoIterator<Item = Cell<S>>>(iter: I) -> Self {
        let mut set = Self::new();
        iter.into_iter().for_each(|c| set.insert(c));
        set
    }
}

impl<S: Size> fmt::Debug for CellSet<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Sixteen;

    #[test]
    fn insert_contains_remove() {
        let mut set = CellSet::<Sixteen>::new();
        let (a, b) = (Cell::from_index(3).unwrap(), Cell::from_index(255).unwrap());
        set.insert(a);
        set.insert(b);
        set.insert(b);
        assert!(set.contains(a) && set.contains(b));
        assert_eq!(set.len(), 2);
        set.remove(a);
        assert!(!set.contains(a));
        assert_eq!(set.iter().collect::<std::vec::Vec<_>>(), [b]);
        assert!(CellSet::<Nine>::new().is_empty());
    }
}
