//! [`Random`]: a small, fast, seeded pseudo-random generator (xorshift64*), for the generator.

/// A xorshift64* generator: deterministic for a seed, never all-zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Random {
    state: u64,
}

impl Random {
    /// A generator seeded with `seed` (any value, zero included).
    pub const fn new(seed: u64) -> Self {
        // Mix the seed so nearby seeds (clock ticks) start far apart; never zero.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Random {
            state: if z == 0 { 1 } else { z },
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth noticing for small `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers_and_zero_is_a_fine_seed() {
        let (mut a, mut b) = (Random::new(0), Random::new(0));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Random::new(1).next_u64(), Random::new(2).next_u64());
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = Random::new(42);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            let v = r.below(9);
            seen[v] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        Random::new(7).shuffle(&mut items);
        let mut sorted = items;
        sorted.sort();
        assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_ne!(items, sorted);
    }
}
