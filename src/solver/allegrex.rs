//! Bit scans for the solver: the PSP's Allegrex `clz` on the PSP, a portable twin everywhere else.
//!
//! The PSP build targets plain MIPS II (LLVM's CPU for `mipsel-sony-psp`), which has no
//! count-leading-zeros: `trailing_zeros` becomes a de Bruijn multiply and a table load. The
//! Allegrex has `clz`, but not at MIPS32's encoding (SPECIAL2, function 0x20, which the Allegrex
//! lacks): it sits in the SPECIAL table at function 0x16, so LLVM cannot emit it and no CPU
//! setting would. It is written here as a `.word` with fixed registers, the only `unsafe` in the
//! core. Host tests check the portable twin and the scans built on it; `tests/allegrex.rs` scans
//! the PSP ELF for instructions the Allegrex does not have.

use crate::size::Word;

/// A SPECIAL-table (opcode 0) R-type instruction word: `rs`, `rt`, `rd` and the function field.
#[cfg_attr(not(target_os = "psp"), allow(dead_code))]
pub const fn special(rs: u32, rt: u32, rd: u32, function: u32) -> u32 {
    (rs << 21) | (rt << 16) | (rd << 11) | function
}

/// The Allegrex's `clz` function code in the SPECIAL table (`clo` is 0x17).
#[cfg_attr(not(target_os = "psp"), allow(dead_code))]
pub const CLZ_FUNCTION: u32 = 0x16;

/// `clz $2, $4`: the leading zeros of `$4` (a0) into `$2` (v0).
#[cfg_attr(not(target_os = "psp"), allow(dead_code))]
pub const CLZ_V0_A0: u32 = special(4, 0, 2, CLZ_FUNCTION);

/// Leading zero bits of `x` (32 for 0), by the Allegrex's `clz`.
#[cfg(target_os = "psp")]
#[inline(always)]
pub fn leading_zeros(x: u32) -> u32 {
    let count: u32;
    // SAFETY: the word is `clz $2, $4` (see `CLZ_V0_A0`), which every Allegrex runs: it reads
    // $4, writes $2 (both declared to the compiler), and touches no memory, stack or flags.
    unsafe {
        core::arch::asm!(
            ".word {clz}",
            clz = const CLZ_V0_A0,
            in("$4") x,
            lateout("$2") count,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    count
}

/// Leading zero bits of `x` (32 for 0): the portable twin of the Allegrex `clz`.
#[cfg(not(target_os = "psp"))]
#[inline(always)]
pub fn leading_zeros(x: u32) -> u32 {
    x.leading_zeros()
}

/// Index of the lowest set bit of `x` by `clz`: `31 - clz(x & -x)`, four instructions on the
/// Allegrex (a bit scan on the host: see [`lowest_bit`]).
#[cfg_attr(not(target_os = "psp"), allow(dead_code))]
#[inline(always)]
fn lowest_bit_by_clz(x: u32) -> usize {
    (31 ^ leading_zeros(x.isolate_lowest_one())) as usize
}

/// Index of the lowest set bit of `x`, which must not be 0: by `clz` on the PSP, by the host's
/// own bit scan elsewhere (one instruction; the `clz` form costs five on x86-64).
#[inline(always)]
pub fn lowest_bit(x: u32) -> usize {
    debug_assert!(x != 0, "lowest_bit of 0");
    #[cfg(target_os = "psp")]
    return lowest_bit_by_clz(x);
    #[cfg(not(target_os = "psp"))]
    return x.trailing_zeros() as usize;
}

/// Index of the lowest set bit of a band word, which must not be 0.
#[inline(always)]
pub fn lowest_bit_of<W: Word>(w: W) -> usize {
    let value = w.to_u64();
    if size_of::<W>() <= 4 || value as u32 != 0 {
        lowest_bit(value as u32)
    } else {
        32 + lowest_bit((value >> 32) as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn clz_is_the_allegrex_special_function_0x16() {
        // SPECIAL (opcode 0), rs = $4, rt = 0, rd = $2, sa = 0, function 0x16, as the Allegrex
        // decodes it (PPSSPP's tableSpecial: 22 = "clz", 23 = "clo").
        assert_eq!(CLZ_V0_A0, 0x0080_1016);
        assert_eq!(
            CLZ_V0_A0 >> 26,
            0,
            "the SPECIAL table, not MIPS32's SPECIAL2"
        );
        assert_eq!((CLZ_V0_A0 >> 21) & 31, 4);
        assert_eq!((CLZ_V0_A0 >> 11) & 31, 2);
    }

    #[test]
    fn leading_zeros_counts_from_the_top() {
        assert_eq!(leading_zeros(0), 32);
        assert_eq!(leading_zeros(1), 31);
        assert_eq!(leading_zeros(u32::MAX), 0);
        assert_eq!(leading_zeros(0x0000_8000), 16);
    }

    #[test]
    fn lowest_bit_of_single_bits_and_wide_words() {
        for bit in 0..32 {
            assert_eq!(lowest_bit(1 << bit), bit);
        }
        for bit in 0..64 {
            assert_eq!(lowest_bit_of(1u64 << bit), bit);
        }
        assert_eq!(lowest_bit_of(0b1010_0000u32), 5);
    }

    proptest! {
        #[test]
        fn lowest_bit_is_trailing_zeros(x in 1u32..) {
            prop_assert_eq!(lowest_bit(x), x.trailing_zeros() as usize);
            prop_assert_eq!(lowest_bit_by_clz(x), x.trailing_zeros() as usize);
            prop_assert_eq!(leading_zeros(x), x.leading_zeros());
        }

        #[test]
        fn lowest_bit_of_a_wide_word_is_trailing_zeros(x in 1u64..) {
            prop_assert_eq!(lowest_bit_of(x), x.trailing_zeros() as usize);
        }
    }
}
