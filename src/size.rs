//! Grid sizes as types: [`Four`] (4x4), [`Nine`] (9x9) and [`Sixteen`] (16x16).
//!
//! Everything generic over [`Size`] is monomorphised, so the 9x9 code pays
//! nothing for the other sizes: arrays have their exact length and the
//! solver's band words are `u32` for 9x9.

use core::{
    fmt::Debug,
    hash::Hash,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Index, IndexMut, Not, Shl, Shr, Sub},
};

/// A fixed-length array of `T`, indexable by `usize`.
pub trait Array<T: Copy>:
    Copy + Debug + Eq + Hash + Index<usize, Output = T> + IndexMut<usize> + AsRef<[T]> + AsMut<[T]>
{
    /// An array with every element set to `value`.
    fn filled(value: T) -> Self;
}

impl<T: Copy + Debug + Eq + Hash, const N: usize> Array<T> for [T; N] {
    fn filled(value: T) -> Self {
        [value; N]
    }
}

/// An unsigned machine word holding the cells of one band (box-height rows) for one digit.
pub trait Word:
    Copy
    + Debug
    + Default
    + Eq
    + Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Sub<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No bit set.
    const ZERO: Self;
    /// The lowest bit.
    const ONE: Self;
    /// The low bits of `value` (constants are written as `u64` and narrowed).
    fn from_u64(value: u64) -> Self;
    /// The word widened to `u64`.
    fn to_u64(self) -> u64;
    /// Number of set bits.
    fn count_ones(self) -> u32;
    /// Index of the lowest set bit (the width when zero).
    fn trailing_zeros(self) -> u32;
    /// Wrapping subtraction of one (used to clear the lowest bit).
    fn minus_one(self) -> Self;
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline(always)]
            fn from_u64(value: u64) -> Self {
                value as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline(always)]
            fn minus_one(self) -> Self {
                self.wrapping_sub(1)
            }
        }
    };
}
word!(u32);
word!(u64);

/// A grid size: boxes of `BOX` x `BOX` cells, `SIDE` = `BOX`² digits, `CELLS` = `SIDE`² cells.
pub trait Size: 'static + Copy + Debug + Default + Eq + Ord + Hash + Send + Sync {
    /// Side of a box in cells (2, 3 or 4).
    const BOX: usize;
    /// Side of the grid in cells, and the number of digits.
    const SIDE: usize;
    /// Number of cells.
    const CELLS: usize;
    /// Short name, such as `9x9`.
    const NAME: &'static str;
    /// One `T` per cell.
    type Cells<T: Copy + Debug + Eq + Hash>: Array<T>;
    /// The word holding one band of one digit (`BOX * SIDE` bits).
    type Word: Word;
    /// One word per digit and band (`SIDE * BOX` words), digit-major.
    type BandWords: Array<Self::Word>;
    /// One word per band.
    type Bands: Array<Self::Word>;
}

/// The 4x4 grid (2x2 boxes, digits 1 to 4).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Four;
/// The classic 9x9 grid (3x3 boxes, digits 1 to 9).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nine;
/// The 16x16 grid (4x4 boxes, digits 1 to 9 then A to G).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Sixteen;

impl Size for Four {
    const BOX: usize = 2;
    const SIDE: usize = 4;
    const CELLS: usize = 16;
    const NAME: &'static str = "4x4";
    type Cells<T: Copy + Debug + Eq + Hash> = [T; 16];
    type Word = u32;
    type BandWords = [u32; 8];
    type Bands = [u32; 2];
}

impl Size for Nine {
    const BOX: usize = 3;
    const SIDE: usize = 9;
    const CELLS: usize = 81;
    const NAME: &'static str = "9x9";
    type Cells<T: Copy + Debug + Eq + Hash> = [T; 81];
    type Word = u32;
    type BandWords = [u32; 27];
    type Bands = [u32; 3];
}

impl Size for Sixteen {
    const BOX: usize = 4;
    const SIDE: usize = 16;
    const CELLS: usize = 256;
    const NAME: &'static str = "16x16";
    type Cells<T: Copy + Debug + Eq + Hash> = [T; 256];
    type Word = u64;
    type BandWords = [u64; 64];
    type Bands = [u64; 4];
}

/// A grid size chosen at run time (the app switches between them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GridSize {
    /// 4x4.
    Four,
    /// 9x9.
    Nine,
    /// 16x16.
    Sixteen,
}

impl GridSize {
    /// Every size, smallest first.
    pub const ALL: [GridSize; 3] = [GridSize::Four, GridSize::Nine, GridSize::Sixteen];

    /// The name, as `9x9`.
    pub const fn name(self) -> &'static str {
        match self {
            GridSize::Four => Four::NAME,
            GridSize::Nine => Nine::NAME,
            GridSize::Sixteen => Sixteen::NAME,
        }
    }

    /// Side of the grid (4, 9 or 16).
    pub const fn side(self) -> usize {
        let b = self.box_size() as usize;
        b * b
    }

    /// Side of a box (2, 3 or 4).
    pub const fn box_size(self) -> u8 {
        match self {
            GridSize::Four => 2,
            GridSize::Nine => 3,
            GridSize::Sixteen => 4,
        }
    }

    /// The size whose boxes have side `b`.
    pub const fn from_box_size(b: u8) -> Option<Self> {
        match b {
            2 => Some(GridSize::Four),
            3 => Some(GridSize::Nine),
            4 => Some(GridSize::Sixteen),
            _ => None,
        }
    }

    /// The next size, wrapping.
    pub const fn next(self) -> Self {
        match self {
            GridSize::Four => GridSize::Nine,
            GridSize::Nine => GridSize::Sixteen,
            GridSize::Sixteen => GridSize::Four,
        }
    }

    /// The previous size, wrapping.
    pub const fn previous(self) -> Self {
        match self {
            GridSize::Four => GridSize::Sixteen,
            GridSize::Nine => GridSize::Four,
            GridSize::Sixteen => GridSize::Nine,
        }
    }

    /// The size of `S`.
    pub const fn of<S: Size>() -> Self {
        match S::BOX {
            2 => GridSize::Four,
            4 => GridSize::Sixteen,
            _ => GridSize::Nine,
        }
    }
}

/// The name as players read it: `9x9` (`9×9` in French).
impl crate::text::Localized for GridSize {
    fn fmt_in(
        &self,
        lang: crate::text::Lang,
        f: &mut core::fmt::Formatter<'_>,
    ) -> core::fmt::Result {
        write!(
            f,
            "{}",
            lang.say(crate::text::Key::GridSide, &[&self.side()])
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<S: Size>() {
        assert_eq!(S::SIDE, S::BOX * S::BOX);
        assert_eq!(S::CELLS, S::SIDE * S::SIDE);
        assert_eq!(S::Cells::<u8>::filled(0).as_ref().len(), S::CELLS);
        assert_eq!(
            S::BandWords::filled(S::Word::ZERO).as_ref().len(),
            S::SIDE * S::BOX
        );
        assert_eq!(S::Bands::filled(S::Word::ZERO).as_ref().len(), S::BOX);
        // A band of one digit fits its word.
        assert!(S::BOX * S::SIDE <= 8 * core::mem::size_of::<S::Word>());
    }

    #[test]
    fn sizes_are_consistent() {
        check::<Four>();
        check::<Nine>();
        check::<Sixteen>();
    }

    #[test]
    fn grid_sizes_cycle_and_name_themselves() {
        for size in GridSize::ALL {
            assert_eq!(size.next().previous(), size);
            assert_eq!(GridSize::from_box_size(size.box_size()), Some(size));
        }
        assert_eq!(GridSize::Sixteen.next(), GridSize::Four);
        assert_eq!(GridSize::Nine.name(), "9x9");
        assert_eq!(GridSize::from_box_size(5), None);
    }

    #[test]
    fn words_narrow_and_count() {
        assert_eq!(<u32 as Word>::from_u64(0x1_0000_0003), 3);
        assert_eq!(Word::count_ones(0b1011u64), 3);
        assert_eq!(Word::trailing_zeros(0b1000u32), 3);
        assert_eq!(Word::minus_one(0u32), u32::MAX);
    }
}
