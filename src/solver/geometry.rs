//! Bit masks of one band (`BOX` rows of `SIDE` cells) for the solver, computed at compile time.
//!
//! A band word holds one digit's candidates in one band: bit `r * SIDE + c`
//! is row `r` of the band, column `c`. A *segment* is the part of a row
//! inside one box (`BOX` adjacent bits).

use crate::size::Size;

/// Most rows or boxes a band has (16x16).
const MAX_BOX: usize = 4;
/// Most permutations of the boxes of a band (4!).
const MAX_PERMS: usize = 24;

/// The masks of one band of a grid with boxes of side `BOX`.
#[derive(Debug)]
pub struct Geometry {
    /// Every cell of the band.
    pub all: u64,
    /// Row `r` of the band.
    pub row: [u64; MAX_BOX],
    /// Box `k` of the band.
    pub boxes: [u64; MAX_BOX],
    /// The first cell of every segment.
    pub segment_starts: u64,
    /// One bit per row of the band in column 0 (multiply to copy a row pattern to every row).
    pub rows_of_column0: u64,
    /// The cells of row 0.
    pub row0: u64,
    /// One segment start per (row, box) pair of a permutation: row `r` takes box `perm[r]`.
    pub permutations: [u64; MAX_PERMS],
    /// How many of `permutations` are used (`BOX!`).
    pub permutation_count: usize,
}

impl Geometry {
    /// The masks for boxes of side `b`.
    pub const fn new(b: usize) -> Self {
        let side = b * b;
        let bits = b * side;
        let all = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let row0 = if side == 64 {
            u64::MAX
        } else {
            (1u64 << side) - 1
        };
        let segment = (1u64 << b) - 1;
        let mut geometry = Geometry {
            all,
            row: [0; MAX_BOX],
            boxes: [0; MAX_BOX],
            segment_starts: 0,
            rows_of_column0: 0,
            row0,
            permutations: [0; MAX_PERMS],
            permutation_count: 0,
        };
        let mut r = 0;
        while r < b {
            geometry.row[r] = row0 << (r * side);
            geometry.rows_of_column0 |= 1 << (r * side);
            let mut k = 0;
            while k < b {
                geometry.boxes[k] |= segment << (r * side + k * b);
                geometry.segment_starts |= 1 << (r * side + k * b);
                k += 1;
            }
            r += 1;
        }
        // Every permutation of 0..b, by counting in base b and keeping the ones without repeats.
        let mut code = 0;
        let mut total = 1;
        let mut i = 0;
        while i < b {
            total *= b;
            i += 1;
        }
        while code < total {
            let (mut used, mut mask, mut rest, mut r, mut ok) = (0usize, 0u64, code, 0, true);
            while r < b {
                let k = rest % b;
                rest /= b;
                ok &= used & (1 << k) == 0;
                used |= 1 << k;
                mask |= 1 << (r * side + k * b);
                r += 1;
            }
            if ok {
                geometry.permutations[geometry.permutation_count] = mask;
                geometry.permutation_count += 1;
            }
            code += 1;
        }
        geometry
    }
}

/// The band geometry of each size, as an associated constant.
pub trait HasGeometry {
    /// The masks of this size's bands.
    const GEOMETRY: Geometry;
}

impl<S: Size> HasGeometry for S {
    const GEOMETRY: Geometry = Geometry::new(S::BOX);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_by_nine_band_masks() {
        let g = Geometry::new(3);
        assert_eq!(g.all, (1 << 27) - 1);
        assert_eq!(g.row[1], 0x1FF << 9);
        assert_eq!(g.boxes[0], 0b111 | 0b111 << 9 | 0b111 << 18);
        assert_eq!(g.segment_starts.count_ones(), 9);
        assert_eq!(g.permutation_count, 6);
        for p in &g.permutations[..6] {
            assert_eq!(p.count_ones(), 3);
            // One segment start in every row and every box.
            for r in 0..3 {
                assert_eq!((p & g.row[r]).count_ones(), 1);
                assert_eq!((p & g.boxes[r]).count_ones(), 1);
            }
        }
    }

    #[test]
    fn sixteen_by_sixteen_band_fills_its_word() {
        let g = Geometry::new(4);
        assert_eq!(g.all, u64::MAX);
        assert_eq!(g.row0, 0xFFFF);
        assert_eq!(g.permutation_count, 24);
        assert_eq!(g.boxes.iter().fold(0, |a, b| a | b), u64::MAX);
        let g = Geometry::new(2);
        assert_eq!((g.all, g.permutation_count), (0xFF, 2));
    }
}
