//! Opens the built EBOOT.PBP and checks what a PSP reads from it: the PBP
//! header, PARAM.SFO with our title, the XMB artwork and the PRX.
//!
//! The checks of the real file are `#[ignore]`d because they need `make`
//! first; `make test` runs them with `SUDOKU_EBOOT` naming the file. The
//! reader itself is tested on hand-made bytes in the ordinary test run.

use std::path::PathBuf;

/// The eight sections of a PBP, in header order.
const SECTIONS: [&str; 8] = [
    "PARAM.SFO",
    "ICON0.PNG",
    "ICON1.PMF",
    "PIC0.PNG",
    "PIC1.PNG",
    "SND0.AT3",
    "DATA.PSP",
    "DATA.PSAR",
];

/// What can be wrong with a PBP, SFO or PNG, and where.
#[derive(Debug, PartialEq)]
enum FormatError {
    /// The file is shorter than the structure it must hold.
    Truncated {
        what: &'static str,
        need: usize,
        have: usize,
    },
    /// The magic bytes at the start are wrong.
    BadMagic { what: &'static str },
    /// A section offset points backwards or past the end.
    BadOffset { section: &'static str, offset: u32 },
    /// An SFO entry's key or value lies outside the file or is not text.
    BadEntry { index: usize },
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"))
}

fn need(what: &'static str, bytes: &[u8], need: usize) -> Result<(), FormatError> {
    if bytes.len() < need {
        Err(FormatError::Truncated {
            what,
            need,
            have: bytes.len(),
        })
    } else {
        Ok(())
    }
}

/// Splits a PBP into its eight sections (empty when absent).
fn pbp_sections(bytes: &[u8]) -> Result<[&[u8]; 8], FormatError> {
    need("PBP header", bytes, 40)?;
    if &bytes[0..4] != b"\0PBP" {
        return Err(FormatError::BadMagic { what: "PBP" });
    }
    let mut offsets = [0usize; 9];
    for (i, name) in SECTIONS.iter().enumerate() {
        let offset = u32_at(bytes, 8 + 4 * i);
        let previous = if i == 0 { 40 } else { offsets[i - 1] };
        if (offset as usize) < previous || offset as usize > bytes.len() {
            return Err(FormatError::BadOffset {
                section: name,
                offset,
            });
        }
        offsets[i] = offset as usize;
    }
    offsets[8] = bytes.len();
    Ok(std::array::from_fn(|i| &bytes[offsets[i]..offsets[i + 1]]))
}

/// A PARAM.SFO value.
#[derive(Debug, PartialEq)]
enum SfoValue {
    Text(String),
    Int(u32),
}

/// Reads the key/value entries of a PARAM.SFO.
fn sfo_entries(bytes: &[u8]) -> Result<Vec<(String, SfoValue)>, FormatError> {
    need("SFO header", bytes, 20)?;
    if &bytes[0..4] != b"\0PSF" {
        return Err(FormatError::BadMagic { what: "SFO" });
    }
    let (keys, data, count) = (
        u32_at(bytes, 8) as usize,
        u32_at(bytes, 12) as usize,
        u32_at(bytes, 16) as usize,
    );
    need("SFO index", bytes, 20 + 16 * count)?;
    let mut entries = Vec::new();
    for index in 0..count {
        let at = 20 + 16 * index;
        let (key_offset, format, len) = (
            u16_at(bytes, at) as usize,
            u16_at(bytes, at + 2),
            u32_at(bytes, at + 4),
        );
        let value_at = data + u32_at(bytes, at + 12) as usize;
        let bad = || FormatError::BadEntry { index };
        let key_start = keys + key_offset;
        let key_bytes = bytes.get(key_start..).ok_or_else(bad)?;
        let key_end = key_bytes.iter().position(|&b| b == 0).ok_or_else(bad)?;
        let key = std::str::from_utf8(&key_bytes[..key_end])
            .map_err(|_| bad())?
            .to_owned();
        let raw = bytes
            .get(value_at..value_at + len as usize)
            .ok_or_else(bad)?;
        let value = match format {
            0x0404 => SfoValue::Int(u32::from_le_bytes(raw.try_into().map_err(|_| bad())?)),
            0x0204 | 0x0004 => {
                let text = raw.split(|&b| b == 0).next().unwrap_or_default();
                SfoValue::Text(std::str::from_utf8(text).map_err(|_| bad())?.to_owned())
            }
            _ => return Err(bad()),
        };
        entries.push((key, value));
    }
    Ok(entries)
}

/// The width, height, bit depth and colour type from a PNG's IHDR chunk.
fn png_header(bytes: &[u8]) -> Result<(u32, u32, u8, u8), FormatError> {
    need("PNG header", bytes, 33)?;
    if &bytes[0..8] != b"\x89PNG\r\n\x1a\n" || &bytes[12..16] != b"IHDR" {
        return Err(FormatError::BadMagic { what: "PNG" });
    }
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    Ok((be(16), be(20), bytes[24], bytes[25]))
}

fn repo_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// The EBOOT under test: `SUDOKU_EBOOT`, else `target/EBOOT.PBP`.
fn eboot_bytes() -> Vec<u8> {
    let path = std::env::var_os("SUDOKU_EBOOT")
        .map_or_else(|| repo_file("target/EBOOT.PBP"), PathBuf::from);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e} (run `make` first)", path.display()))
}

#[test]
#[ignore = "needs the built EBOOT.PBP: run through `make test`"]
fn eboot_has_a_valid_pbp_header_with_every_section_in_order() {
    let bytes = eboot_bytes();
    let sections = pbp_sections(&bytes).expect("valid PBP");
    assert_eq!(u32_at(&bytes, 4), 0x0001_0000, "PBP version 1.0");
    for (name, section) in SECTIONS.iter().zip(sections) {
        let expected_present = matches!(*name, "PARAM.SFO" | "ICON0.PNG" | "PIC1.PNG" | "DATA.PSP");
        assert_eq!(
            !section.is_empty(),
            expected_present,
            "{name} present: {}",
            !section.is_empty()
        );
    }
    // DATA.PSP is the PRX itself: a (possibly compressed) ELF starting with ~PSP or \x7fELF.
    let prx = sections[6];
    assert!(
        prx.starts_with(b"~PSP") || prx.starts_with(b"\x7fELF"),
        "DATA.PSP magic {:?}",
        &prx[..4]
    );
}

#[test]
#[ignore = "needs the built EBOOT.PBP: run through `make test`"]
fn eboot_param_sfo_names_our_title() {
    let bytes = eboot_bytes();
    let entries = sfo_entries(pbp_sections(&bytes).expect("valid PBP")[0]).expect("valid SFO");
    let get = |key: &str| entries.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    assert_eq!(get("TITLE"), Some(&SfoValue::Text("Sudoku Solver".into())));
    assert_eq!(
        get("CATEGORY"),
        Some(&SfoValue::Text("MG".into())),
        "a memory-stick game"
    );
    assert_eq!(get("BOOTABLE"), Some(&SfoValue::Int(1)));
    let psp_toml = std::fs::read_to_string(repo_file("assets/Psp.toml")).expect("assets/Psp.toml");
    assert!(
        psp_toml.contains("title = \"Sudoku Solver\""),
        "Psp.toml and this test agree on the title"
    );
}

#[test]
#[ignore = "needs the built EBOOT.PBP: run through `make test`"]
fn eboot_embeds_the_artwork_at_the_sizes_the_xmb_expects() {
    let bytes = eboot_bytes();
    let sections = pbp_sections(&bytes).expect("valid PBP");
    for (section, file, size) in [
        (sections[1], "assets/ICON0.png", (144, 80)),
        (sections[4], "assets/PIC1.png", (480, 272)),
    ] {
        let (width, height, depth, colour) = png_header(section).expect("valid PNG");
        assert_eq!((width, height), size, "{file} size");
        assert_eq!((depth, colour), (8, 2), "{file} is 24-bit RGB");
        assert_eq!(
            section,
            std::fs::read(repo_file(file)).expect(file).as_slice(),
            "{file} embedded as is"
        );
    }
}

/// Builds a PBP from its sections, as pack-pbp does.
fn make_pbp(sections: [&[u8]; 8]) -> Vec<u8> {
    let mut out = b"\0PBP\0\0\x01\0".to_vec();
    let mut offset = 40u32;
    for section in sections {
        out.extend_from_slice(&offset.to_le_bytes());
        offset += section.len() as u32;
    }
    for section in sections {
        out.extend_from_slice(section);
    }
    out
}

/// Builds an SFO with one text and one integer entry.
fn make_sfo(title: &str, level: u32) -> Vec<u8> {
    let keys = b"PARENTAL_LEVEL\0TITLE\0\0\0\0";
    let mut data = level.to_le_bytes().to_vec();
    let mut text = title.as_bytes().to_vec();
    text.push(0);
    let title_len = text.len() as u32;
    text.resize(128, 0);
    data.extend_from_slice(&text);
    let key_table = 20 + 2 * 16;
    let mut out = b"\0PSF\x01\x01\0\0".to_vec();
    for value in [key_table as u32, (key_table + keys.len()) as u32, 2] {
        out.extend_from_slice(&value.to_le_bytes());
    }
    for (key, format, len, max, at) in [
        (0u16, 0x0404u16, 4u32, 4u32, 0u32),
        (15, 0x0204, title_len, 128, 4),
    ] {
        out.extend_from_slice(&key.to_le_bytes());
        out.extend_from_slice(&format.to_le_bytes());
        for value in [len, max, at] {
            out.extend_from_slice(&value.to_le_bytes());
        }
    }
    out.extend_from_slice(keys);
    out.extend_from_slice(&data);
    out
}

#[test]
fn reader_splits_a_hand_made_pbp() {
    let pbp = make_pbp([b"sfo", b"icon", b"", b"", b"pic1", b"", b"~PSPdata", b""]);
    let sections = pbp_sections(&pbp).unwrap();
    assert_eq!(sections[0], b"sfo");
    assert_eq!(sections[1], b"icon");
    assert!(sections[2].is_empty());
    assert_eq!(sections[4], b"pic1");
    assert_eq!(sections[6], b"~PSPdata");
    assert!(sections[7].is_empty());
}

#[test]
fn reader_rejects_broken_pbps() {
    assert_eq!(
        pbp_sections(b"\0PBP"),
        Err(FormatError::Truncated {
            what: "PBP header",
            need: 40,
            have: 4
        })
    );
    let mut pbp = make_pbp([b"a"; 8]);
    pbp[1] = b'X';
    assert_eq!(
        pbp_sections(&pbp),
        Err(FormatError::BadMagic { what: "PBP" })
    );
    let mut backwards = make_pbp([b"ab"; 8]);
    backwards[12..16].copy_from_slice(&10u32.to_le_bytes());
    assert_eq!(
        pbp_sections(&backwards),
        Err(FormatError::BadOffset {
            section: "ICON0.PNG",
            offset: 10
        })
    );
    let mut past_end = make_pbp([b"ab"; 8]);
    past_end[36..40].copy_from_slice(&1000u32.to_le_bytes());
    assert_eq!(
        pbp_sections(&past_end),
        Err(FormatError::BadOffset {
            section: "DATA.PSAR",
            offset: 1000
        })
    );
}

#[test]
fn reader_reads_sfo_text_and_integers() {
    let sfo = make_sfo("Hello", 1);
    let entries = sfo_entries(&sfo).unwrap();
    assert_eq!(
        entries,
        vec![
            ("PARENTAL_LEVEL".into(), SfoValue::Int(1)),
            ("TITLE".into(), SfoValue::Text("Hello".into()))
        ]
    );
}

#[test]
fn reader_rejects_broken_sfos() {
    assert_eq!(
        sfo_entries(b"\0PSF"),
        Err(FormatError::Truncated {
            what: "SFO header",
            need: 20,
            have: 4
        })
    );
    let mut sfo = make_sfo("Hi", 1);
    sfo[3] = b'X';
    assert_eq!(
        sfo_entries(&sfo),
        Err(FormatError::BadMagic { what: "SFO" })
    );
    let mut sfo = make_sfo("Hi", 1);
    let len = sfo.len();
    sfo.truncate(len - 126); // the title value (data bytes 4..7) loses its end
    assert_eq!(sfo_entries(&sfo), Err(FormatError::BadEntry { index: 1 }));
    let mut sfo = make_sfo("Hi", 1);
    sfo[16] = 50; // 50 entries announced, 2 present
    assert!(matches!(
        sfo_entries(&sfo),
        Err(FormatError::Truncated {
            what: "SFO index",
            ..
        })
    ));
}

#[test]
fn reader_reads_png_sizes_and_rejects_other_files() {
    let icon = std::fs::read(repo_file("assets/ICON0.png")).unwrap();
    assert_eq!(png_header(&icon), Ok((144, 80, 8, 2)));
    assert_eq!(
        png_header(&[0u8; 40]),
        Err(FormatError::BadMagic { what: "PNG" })
    );
    assert!(matches!(
        png_header(&icon[..20]),
        Err(FormatError::Truncated { .. })
    ));
}

/// One file of a zip archive, as its central directory lists it.
#[derive(Debug, PartialEq)]
struct ZipEntry {
    name: String,
    crc32: u32,
    size: u32,
}

/// The entries of a zip archive's central directory (no ZIP64: our download is small).
fn zip_entries(zip: &[u8]) -> Result<Vec<ZipEntry>, FormatError> {
    let truncated = |need| FormatError::Truncated {
        what: "zip",
        need,
        have: zip.len(),
    };
    // The end-of-central-directory record: 22 bytes, then a comment of at most 64 KiB.
    let end = (0..zip.len().saturating_sub(21))
        .rev()
        .take(22 + 0xFFFF)
        .find(|&at| zip[at..].starts_with(b"PK\x05\x06"))
        .ok_or(FormatError::BadMagic {
            what: "zip end record",
        })?;
    let count = usize::from(u16_at(zip, end + 10));
    let mut at = u32_at(zip, end + 16) as usize;
    let mut entries = Vec::new();
    for index in 0..count {
        if zip.len() < at + 46 {
            return Err(truncated(at + 46));
        }
        if !zip[at..].starts_with(b"PK\x01\x02") {
            return Err(FormatError::BadEntry { index });
        }
        let name_len = usize::from(u16_at(zip, at + 28));
        let extra_len = usize::from(u16_at(zip, at + 30));
        let comment_len = usize::from(u16_at(zip, at + 32));
        let name = zip
            .get(at + 46..at + 46 + name_len)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or(FormatError::BadEntry { index })?;
        entries.push(ZipEntry {
            name: name.into(),
            crc32: u32_at(zip, at + 16),
            size: u32_at(zip, at + 24),
        });
        at += 46 + name_len + extra_len + comment_len;
    }
    Ok(entries)
}

#[test]
fn a_zip_with_no_end_record_is_named() {
    assert_eq!(
        zip_entries(b"not a zip at all, just some bytes"),
        Err(FormatError::BadMagic {
            what: "zip end record"
        })
    );
}

#[test]
#[ignore = "needs target/sudoku-psp.zip: run through `make test` (make dist)"]
fn the_download_unzips_to_the_game_folder_with_this_eboot_and_a_readme() {
    let path = std::env::var_os("SUDOKU_DIST")
        .map_or_else(|| repo_file("target/sudoku-psp.zip"), PathBuf::from);
    let zip = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let entries = zip_entries(&zip).expect("a readable zip");
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        names,
        ["PSP/GAME/SUDOKU/EBOOT.PBP", "PSP/GAME/SUDOKU/README.txt"],
        "unzipped at the memory stick's root, the game lands in PSP/GAME/SUDOKU"
    );
    let eboot = eboot_bytes();
    assert_eq!(
        entries[0].size as usize,
        eboot.len(),
        "the EBOOT just built"
    );
    assert_eq!(entries[0].crc32, sudoku_core::save::crc32(&eboot));
    let readme = std::fs::read(repo_file("assets/README.txt")).expect("assets/README.txt");
    assert_eq!(entries[1].crc32, sudoku_core::save::crc32(&readme));
    let text = String::from_utf8(readme).expect("the README is text");
    for must in ["PSP/GAME/SUDOKU", "Square", "Home", "Select"] {
        assert!(text.contains(must), "README.txt tells of {must}");
    }
}
