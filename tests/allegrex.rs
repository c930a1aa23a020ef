//! Every instruction in the PSP build's code exists on the PSP's Allegrex CPU.
//!
//! The build targets MIPS II; the Allegrex runs most of MIPS II plus a few MIPS32 instructions,
//! some at encodings of its own (`clz` is SPECIAL function 0x16, not MIPS32's SPECIAL2 0x20), and
//! lacks others (64-bit and double-precision instructions, traps, MIPS32's SPECIAL2 table, `pref`).
//! A target-CPU change, or an assembly block with a wrong encoding, would show here before it
//! crashes a PSP. The tables follow PPSSPP's decoder (`Core/MIPS/MIPSTables.cpp`), which runs only
//! what a PSP runs.
//!
//! `SUDOKU_ELF=target/psp-stage/target/mipsel-sony-psp/release/psp-sudoku cargo test --release
//! --test allegrex -- --ignored` (`make test-eboot` does this after building).

use std::{collections::BTreeMap, env, fs};

/// Words the Allegrex lacks but that may stand in the build, each raising a reserved-instruction
/// exception where it runs, which stops the program as the trap it stands for would:
/// - `sigrie 1` (REGIMM 0x17): LLVM's trap for code it knows unreachable;
/// - `teq $1, $zero, 7`: the divide-by-zero check of libunwind's DWARF expression evaluator, which
///   never runs (the build has `panic = "abort"`: nothing unwinds).
const KNOWN_TRAPS: [u32; 2] = [0x0417_0001, 0x0020_01F4];

/// Why `word` is not an Allegrex instruction that a MIPS II build may contain, or `None` if it is.
fn not_allegrex(word: u32) -> Option<&'static str> {
    let opcode = word >> 26;
    let rs = (word >> 21) & 31;
    let rt = (word >> 16) & 31;
    let sa = (word >> 6) & 31;
    let function = word & 63;
    match opcode {
        // SPECIAL: shifts (srl/srlv with bit 21/6 set are rotr/rotrv), jumps, movz/movn, syscall,
        // break, sync, hi/lo moves, clz/clo, mult/div and madd/maddu, ALU, slt, max/min, msub.
        0 => match function {
            0
            | 2
            | 3
            | 4
            | 6
            | 7
            | 8
            | 9
            | 10
            | 11
            | 12
            | 13
            | 15
            | 16..=19
            | 22..=29
            | 32..=39
            | 42..=47 => None,
            48..=54 => Some("trap (absent on the Allegrex)"),
            20..=23 | 28..=31 | 56..=63 => Some("64-bit SPECIAL instruction"),
            _ => Some("unknown SPECIAL function"),
        },
        // REGIMM: bltz, bgez, their likely and and-link forms.
        1 => match rt {
            0..=3 | 16..=19 => None,
            _ => Some("REGIMM trap or unknown"),
        },
        2..=15 => None,
        16 => Some("COP0 (kernel mode)"),
        // COP1, single precision and words only.
        17 => match rs {
            0 | 2 | 4 | 6 => None,
            8 if rt < 4 => None,
            16 => match function {
                0..=7 | 12..=15 | 36 | 48..=63 => None,
                _ => Some("single-precision FPU function absent on the Allegrex"),
            },
            20 if function == 32 => None,
            17 | 21 => Some("double precision (the Allegrex FPU is single precision)"),
            _ => Some("unknown COP1 format"),
        },
        20..=23 => None,
        28 => Some("MIPS32 SPECIAL2 (clz/mul/madd at MIPS32 encodings: absent on the Allegrex)"),
        // SPECIAL3: ext, ins, and the byte/bit shuffles (seb, seh, wsbh, wsbw, bitrev).
        31 => match function {
            0 | 4 => None,
            24 | 32 if matches!(sa, 2 | 3 | 16 | 20 | 24) => None,
            _ => Some("SPECIAL3 function absent on the Allegrex"),
        },
        32..=38 | 40..=43 | 46 | 47 | 48 | 49 | 56 | 57 => None,
        39 => Some("lwu (64-bit)"),
        44 | 45 => Some("sdl/sdr (64-bit)"),
        51 => Some("pref (absent on the Allegrex)"),
        53 | 61 => Some("ldc1/sdc1 (double precision; VFPU lv/sv on the Allegrex)"),
        55 | 63 => Some("ld/sd (64-bit; VFPU on the Allegrex)"),
        18 | 24 | 25 | 27 | 50 | 52 | 54 | 58 | 60 | 62 => Some("VFPU (never emitted by LLVM)"),
        _ => Some("opcode absent on the Allegrex"),
    }
}

fn u16_at(bytes: &[u8], at: usize) -> usize {
    usize::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]))
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The executable sections of a little-endian ELF32 file: (name, file offset, size).
fn code_sections(elf: &[u8]) -> Vec<(String, usize, usize)> {
    assert_eq!(&elf[..4], b"\x7fELF", "not an ELF file");
    assert_eq!((elf[4], elf[5]), (1, 1), "not a little-endian ELF32 file");
    let (shoff, shentsize, shnum, shstrndx) = (
        u32_at(elf, 0x20) as usize,
        u16_at(elf, 0x2E),
        u16_at(elf, 0x30),
        u16_at(elf, 0x32),
    );
    let header = |i: usize| shoff + i * shentsize;
    let strings = u32_at(elf, header(shstrndx) + 0x10) as usize;
    (0..shnum)
        .filter_map(|i| {
            let h = header(i);
            let (name, kind, flags) = (u32_at(elf, h), u32_at(elf, h + 4), u32_at(elf, h + 8));
            // PROGBITS with SHF_EXECINSTR.
            (kind == 1 && flags & 4 != 0).then(|| {
                let start = strings + name as usize;
                let end = start + elf[start..].iter().position(|&b| b == 0).unwrap_or(0);
                let name = String::from_utf8_lossy(&elf[start..end]).into_owned();
                (
                    name,
                    u32_at(elf, h + 0x10) as usize,
                    u32_at(elf, h + 0x14) as usize,
                )
            })
        })
        .collect()
}

#[test]
fn the_decoder_knows_the_allegrex_from_mips32() {
    // The Allegrex clz the solver emits: SPECIAL function 0x16, rs $4, rd $2.
    assert_eq!(not_allegrex(0x0080_1016), None);
    // MIPS32's clz $2, $4 (SPECIAL2 function 0x20) and mul: not on the Allegrex.
    assert!(not_allegrex(0x7082_1020).is_some());
    assert!(not_allegrex(0x7085_1002).is_some());
    // addiu, lw, sw, jr $ra, nop, movz, max, ext.
    for word in [
        0x2442_0001u32,
        0x8C82_0000,
        0xAC82_0000,
        0x03E0_0008,
        0,
        0x0085_100A,
        0x0085_102C,
        0x7C82_0000,
    ] {
        assert_eq!(not_allegrex(word), None, "{word:#010x}");
    }
    // daddiu, ld, ldc1, teq, pref.
    for word in [
        0x6482_0001u32,
        0xDC82_0000,
        0xD482_0000,
        0x0085_0034,
        0xCC80_0000,
    ] {
        assert!(not_allegrex(word).is_some(), "{word:#010x}");
    }
}

#[test]
#[ignore = "needs the PSP build's ELF: SUDOKU_ELF=... (make test-eboot)"]
fn every_instruction_of_the_psp_build_exists_on_the_allegrex() {
    let path = env::var("SUDOKU_ELF").expect("SUDOKU_ELF names the PSP build's ELF");
    let elf = fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let sections = code_sections(&elf);
    assert!(
        sections.iter().any(|(name, ..)| name == ".text"),
        "{path}: no .text"
    );
    let mut bad: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut words = 0;
    let mut clz = 0;
    for (name, offset, size) in &sections {
        for at in (*offset..offset + size).step_by(4) {
            let word = u32_at(&elf, at);
            words += 1;
            clz += usize::from(word >> 26 == 0 && word & 63 == 0x16);
            if let Some(why) = not_allegrex(word).filter(|_| !KNOWN_TRAPS.contains(&word)) {
                bad.entry(why)
                    .or_default()
                    .push(format!("{name}+{:#x}: {word:#010x}", at - offset));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{path}: instructions the Allegrex lacks:\n{}",
        bad.iter()
            .map(|(why, at)| format!(
                "  {why}: {} ({})",
                at.len(),
                at[..at.len().min(5)].join(", ")
            ))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(words > 10_000, "{path}: only {words} instructions");
    // The solver's bit scans use the Allegrex clz.
    assert!(clz > 0, "{path}: no Allegrex clz");
    println!("{path}: {words} instructions, all Allegrex; {clz} clz");
}
