//! CRC-32 (IEEE 802.3, as in zip and PNG): reflected polynomial `0xEDB88320`,
//! initial value and final XOR `0xFFFFFFFF`.

/// The reflected CRC-32 polynomial.
const POLYNOMIAL: u32 = 0xEDB8_8320;

/// The CRC of every byte value, computed at compile time.
const TABLE: [u32; 256] = table();

/// Builds [`TABLE`]: the remainder of each byte, one bit at a time.
const fn table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut crc = byte as u32;
        let mut bit = 0;
        while bit < 8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ POLYNOMIAL
            } else {
                crc >> 1
            };
            bit += 1;
        }
        table[byte] = crc;
        byte += 1;
    }
    table
}

/// The CRC-32 of `bytes`.
///
/// ```
/// assert_eq!(sudoku_core::save::crc32(b"123456789"), 0xCBF4_3926);
/// ```
pub fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |crc, &b| {
        TABLE[((crc ^ b as u32) & 0xFF) as usize] ^ (crc >> 8)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn known_values() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"a"), 0xE8B7_BE43);
        assert_eq!(
            crc32(b"The quick brown fox jumps over the lazy dog"),
            0x414F_A339
        );
    }

    #[test]
    fn table_starts_and_ends_as_published() {
        assert_eq!(TABLE[0], 0);
        assert_eq!(TABLE[1], 0x7707_3096);
        assert_eq!(TABLE[255], 0x2D02_EF8D);
    }
}
