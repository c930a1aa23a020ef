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
    /// Per cell of the band: the other cells of its row and box, and the cell itself (what a placement keeps out).
    pub peers: [u64; 64],
    /// The same permutations as compact `BOX` x `BOX` matrices: bit `r * BOX + k` for row `r` taking `k`.
    pub compact_permutations: [u32; MAX_PERMS],
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
            compact_permutations: [0; MAX_PERMS],
            peers: [0; 64],
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
        let mut cell = 0;
        while cell < bits {
            geometry.peers[cell] =
                (geometry.row[cell / side] | geometry.boxes[cell % side / b]) & !(1 << cell);
            cell += 1;
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
            let (mut used, mut mask, mut compact, mut rest, mut r, mut ok) =
                (0usize, 0u64, 0u32, code, 0, true);
            while r < b {
                let k = rest % b;
                rest /= b;
                ok &= used & (1 << k) == 0;
                used |= 1 << k;
                mask |= 1 << (r * side + k * b);
                compact |= 1 << (r * b + k);
                r += 1;
            }
            if ok {
                geometry.compact_permutations[geometry.permutation_count] = compact;
                geometry.permutations[geometry.permutation_count] = mask;
                geometry.permutation_count += 1;
            }
            code += 1;
        }
        geometry
    }
}

/// Entries of a lookup table indexed by a row (at most 9 cells) or a row-by-box matrix (at most 3x3).
const TABLE: usize = 512;

/// Lookup tables that make a word update a few loads on grids up to 9x9 (boxes of side 2 or 3).
///
/// A *matrix* is a band's row-by-box pattern in compact form: bit `r * BOX + k`
/// is set when row `r` of the band has a candidate in box `k`.
#[derive(Debug)]
pub struct Tables {
    /// Per row pattern: the boxes it touches (bit `k` for box `k`).
    pub boxes_of_row: [u8; TABLE],
    /// Per matrix: the cells of the segments that lie on some row-to-box permutation (0 if none does).
    pub on_permutation: [u32; TABLE],
    /// Per matrix: the cells of the segments left alone in their box once off-permutation ones are gone.
    pub alone_in_box: [u32; TABLE],
    /// Per pattern of open columns: the cells (every row) of the columns that are their box's only one.
    pub lone_columns: [u32; TABLE],
    /// Per row pattern: how many of its cells lie in each box, four bits per box (box `k` at bit `4 * k`).
    pub segment_counts: [u16; TABLE],
    /// Per row pattern: its cells spread three bits apart (column `c` at bit `3 * c`), to be
    /// summed into per-column counts.
    pub column_fields: [u32; TABLE],
}

impl Tables {
    /// The tables for boxes of side `b` (all zero for `b > 3`, which computes instead).
    pub const fn new(b: usize) -> Self {
        let mut tables = Tables {
            boxes_of_row: [0; TABLE],
            on_permutation: [0; TABLE],
            alone_in_box: [0; TABLE],
            lone_columns: [0; TABLE],
            segment_counts: [0; TABLE],
            column_fields: [0; TABLE],
        };
        if b > 3 {
            return tables;
        }
        let g = Geometry::new(b);
        let side = b * b;
        let segment = (1u32 << b) - 1;
        let mut index = 0;
        while index < (1 << (b * b)) {
            // `index` as a row pattern (side bits) and as open columns.
            let (mut boxes, mut lone, mut k) = (0u8, 0u32, 0);
            while k < b {
                let part = (index as u32 >> (k * b)) & segment;
                tables.segment_counts[index] |= (part.count_ones() as u16) << (4 * k);
                if part != 0 {
                    boxes |= 1 << k;
                }
                if part != 0 && part & (part - 1) == 0 {
                    let mut r = 0;
                    while r < b {
                        lone |= part << (k * b + r * side);
                        r += 1;
                    }
                }
                k += 1;
            }
            tables.boxes_of_row[index] = boxes;
            let mut c = 0;
            while c < side {
                tables.column_fields[index] |= ((index as u32 >> c) & 1) << (3 * c);
                c += 1;
            }
            tables.lone_columns[index] = lone;
            // `index` as a matrix.
            let mut allowed = 0u32;
            let mut p = 0;
            while p < g.permutation_count {
                let permutation = g.compact_permutations[p];
                if permutation & !(index as u32) == 0 {
                    allowed |= permutation;
                }
                p += 1;
            }
            let (mut cells, mut alone, mut r) = (0u32, 0u32, 0);
            while r < b {
                let mut k = 0;
                while k < b {
                    if allowed & (1 << (r * b + k)) != 0 {
                        let seg = segment << (r * side + k * b);
                        cells |= seg;
                        // Alone in box k: no other row of the box is allowed.
                        let mut others = 0;
                        let mut o = 0;
                        while o < b {
                            if o != r && allowed & (1 << (o * b + k)) != 0 {
                                others += 1;
                            }
                            o += 1;
                        }
                        if others == 0 {
                            alone |= seg;
                        }
                    }
                    k += 1;
                }
                r += 1;
            }
            tables.on_permutation[index] = cells;
            tables.alone_in_box[index] = alone;
            index += 1;
        }
        tables
    }
}

/// The band geometry and tables of each size, as associated constants.
pub trait HasGeometry {
    /// The masks of this size's bands.
    const GEOMETRY: Geometry;
    /// The lookup tables of this size (empty for 16x16).
    const TABLES: Tables;
}

impl<S: Size> HasGeometry for S {
    const GEOMETRY: Geometry = Geometry::new(S::BOX);
    const TABLES: Tables = Tables::new(S::BOX);
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
        // r2c5 of the band (bit 13): the rest of row 1 and of box 1.
        assert_eq!(
            g.peers[13],
            (0x1FF << 9 | 0b111_000 | 0b111_000 << 9 | 0b111_000 << 18) & !(1 << 13)
        );
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
    fn nine_by_nine_tables() {
        let t = Tables::new(3);
        assert_eq!(t.boxes_of_row[0b000_010_001], 0b011);
        assert_eq!(t.boxes_of_row[0b100_000_000], 0b100);
        // The identity permutation alone: its three segments, each alone in its box.
        let diagonal = 0b100_010_001;
        assert_eq!(
            t.on_permutation[diagonal],
            0b111 | 0b111 << 12 | 0b111 << 24
        );
        assert_eq!(t.alone_in_box[diagonal], t.on_permutation[diagonal]);
        // Row 0 in box 0 only, rows 1 and 2 anywhere: box 0 is row 0's, so rows 1 and 2 lose it.
        let m = 0b111_111_001;
        let cells = t.on_permutation[m];
        assert_eq!(cells & (0b111 << 9 | 0b111 << 18), 0);
        assert_eq!(t.alone_in_box[m], 0b111);
        // A row with no box has no permutation.
        assert_eq!(t.on_permutation[0b111_111_000], 0);
        // Columns 0 and 4 open: column 0 is box 0's only one, box 1 has column 4 alone too.
        assert_eq!(
            t.lone_columns[0b000_010_001],
            (0b000_010_001) * (1 | 1 << 9 | 1 << 18)
        );
        assert_eq!(t.lone_columns[0b000_000_011], 0);
        // Two cells in box 0, none in box 1, three in box 2.
        assert_eq!(t.segment_counts[0b111_000_101], 2 | 3 << 8);
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
