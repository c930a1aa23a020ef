//! How far a long walk has come, and an estimate of the time it has left.

/// The share of the search tree a walk has passed, from its levels top down (`branches`:
/// per filled level, how many digits fitted and how many of them came before the one held).
pub fn passed(branches: impl Iterator<Item = (u32, u32)>) -> f64 {
    let mut share = 0.0;
    let mut width = 1.0;
    for (count, before) in branches {
        width /= f64::from(count.max(1));
        share += f64::from(before) * width;
    }
    share
}
