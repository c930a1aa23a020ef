//! How far a long walk has come, and an estimate of the time it has left.
//!
//! The share passed weighs the search tree evenly: the first cell's candidates each own an
//! equal share of the whole, each of their children an equal share of theirs, and so on. A walk
//! whose first cell holds its second of three digits, its second cell its first of two, has
//! passed 1/3 + 0/6 of the tree. The share only grows as the walk goes on, and reaches 1 at the
//! end of the tree. Real subtrees differ in size, so the estimate of the time left, which
//! assumes the rest goes at the pace so far, is rough: on the worst case for the naive search
//! (whose solution lies at 99.98 % of the tree) the steps per share stay within 40 % of the
//! final figure once a twentieth of the steps are done.

/// The share of the search tree a walk has passed, from its filled levels top down
/// (`branches`: per level, how many digits fitted its cell and how many of them come before
/// the one it holds).
pub fn passed(branches: impl Iterator<Item = (u32, u32)>) -> f64 {
    let mut share = 0.0;
    let mut width = 1.0;
    for (count, before) in branches {
        width /= f64::from(count.max(1));
        share += f64::from(before) * width;
    }
    share
}

/// Shares below this say too little about the pace for an estimate.
const TOO_EARLY: f64 = 1e-4;

/// The time left to the end of the tree at the pace so far: `spent_us` for the share `passed`;
/// `None` while too little of the tree is passed to tell.
pub fn time_left_us(passed: f64, spent_us: u64) -> Option<u64> {
    if !(TOO_EARLY..=1.0).contains(&passed) {
        return None;
    }
    Some((spent_us as f64 * (1.0 - passed) / passed) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_share_passed_weighs_each_level_by_its_branches() {
        assert_eq!(passed([].into_iter()), 0.0);
        // Second of three digits, then first of two: 1/3.
        assert_eq!(passed([(3, 1), (2, 0)].into_iter()), 1.0 / 3.0);
        // Third of three, then second of two: 2/3 + 1/6.
        let share = passed([(3, 2), (2, 1)].into_iter());
        assert!((share - 5.0 / 6.0).abs() < 1e-12, "{share}");
    }

    #[test]
    fn the_time_left_follows_the_pace_so_far() {
        assert_eq!(time_left_us(0.25, 1_000_000), Some(3_000_000));
        assert_eq!(time_left_us(1.0, 5_000_000), Some(0));
        assert_eq!(time_left_us(0.0, 1_000_000), None);
        assert_eq!(time_left_us(1e-6, 1_000_000), None, "too early to tell");
    }
}
