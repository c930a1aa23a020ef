//! [`Closed`]: the choices of `n` masks whose union has exactly `n` bits (n at most 4), found
//! by a depth-first search with an explicit stack: no recursion, and a choice whose union
//! already has too many bits is not extended.

/// The most masks one choice takes.
pub(super) const MOST: usize = 4;

/// The choices of `n` of some masks (ascending indices, lexicographic order) whose union has exactly `n` bits.
#[derive(Debug, Clone)]
pub(super) struct Closed<'a> {
    masks: &'a [u16],
    n: usize,
    chosen: [usize; MOST],
    /// `unions[d]`: the union of the first `d` chosen masks.
    unions: [u16; MOST + 1],
    /// How many are chosen now.
    depth: usize,
    /// The next index to try at `depth`.
    next: usize,
}

impl<'a> Closed<'a> {
    /// The closed choices of `n` (1 to [`MOST`]) of `masks`; none if `n` is out of range.
    pub(super) fn new(masks: &'a [u16], n: usize) -> Self {
        Closed {
            masks,
            n,
            chosen: [0; MOST],
            unions: [0; MOST + 1],
            depth: 0,
            next: if (1..=MOST).contains(&n) {
                0
            } else {
                usize::MAX
            },
        }
    }
}

impl Iterator for Closed<'_> {
    /// The chosen indices (the first `n` are meaningful) and the union of their masks.
    type Item = ([usize; MOST], u16);

    fn next(&mut self) -> Option<Self::Item> {
        let (m, n) = (self.masks.len(), self.n);
        loop {
            let d = self.depth;
            let i = self.next;
            // Too few masks left to fill the choice: go back one level.
            if i > m || m - i < n - d {
                if d == 0 {
                    self.next = usize::MAX;
                    return None;
                }
                self.depth -= 1;
                self.next = self.chosen[d - 1] + 1;
                continue;
            }
            let union = self.unions[d] | self.masks[i];
            self.next = i + 1;
            if union.count_ones() as usize > n {
                continue;
            }
            self.chosen[d] = i;
            if d + 1 == n {
                if union.count_ones() as usize == n {
                    return Some((self.chosen, union));
                }
                continue;
            }
            self.unions[d + 1] = union;
            self.depth = d + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    fn all(masks: &[u16], n: usize) -> Vec<(Vec<usize>, u16)> {
        Closed::new(masks, n)
            .map(|(c, u)| (c[..n].to_vec(), u))
            .collect()
    }

    #[test]
    fn closed_choices_come_in_lexicographic_order() {
        let masks = [0b011, 0b110, 0b011, 0b101, 0b1100];
        assert_eq!(all(&masks, 2), [(std::vec![0, 2], 0b011)]);
        assert_eq!(
            all(&masks, 3),
            [
                (std::vec![0, 1, 2], 0b111),
                (std::vec![0, 1, 3], 0b111),
                (std::vec![0, 2, 3], 0b111),
                (std::vec![1, 2, 3], 0b111),
            ]
        );
        assert!(all(&masks, 0).is_empty());
        assert!(all(&masks, 5).is_empty());
        assert!(all(&masks[..1], 2).is_empty());
    }

    #[test]
    fn every_closed_choice_is_found() {
        // Against brute force over every choice of 4 among 12 masks.
        let masks: [u16; 12] = [
            0b11, 0b110, 0b1100, 0b1001, 0b11_0000, 0b101, 0b1_0010, 0b1_1000, 0b10_0001, 0b1010,
            0b111, 0b10_0100,
        ];
        let mut expected = Vec::new();
        let masks = &masks[..];
        for a in 0..12 {
            for b in a + 1..12 {
                for c in b + 1..12 {
                    for d in c + 1..12 {
                        let u = masks[a] | masks[b] | masks[c] | masks[d];
                        if u.count_ones() == 4 {
                            expected.push((std::vec![a, b, c, d], u));
                        }
                    }
                }
            }
        }
        assert_eq!(all(masks, 4), expected);
        assert_eq!(all(&[0b1; 16], 1).len(), 16);
        assert!(
            all(&[0b1, 0b1, 0b1], 2).is_empty(),
            "two masks with one digit between them"
        );
    }
}
