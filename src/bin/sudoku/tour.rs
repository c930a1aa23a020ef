//! The cursor's tour over a puzzle's givens: the order that types them in the fewest inputs.
//!
//! Typing a puzzle costs a fixed number of inputs per given (its digit) plus the moves between
//! them, so the fewest inputs are the shortest open path from the start cell through every
//! given: a travelling-salesman path over the move metric. Up to [`EXACT_MAX`] givens it is
//! solved exactly (Held-Karp dynamic programming over subsets); beyond, by a local search
//! (nearest neighbour and randomised greedy starts, each improved by 2-opt and Or-opt until no
//! move helps), with the minimum spanning tree as a lower bound to say how far from the optimum
//! it can be.

/// Most givens solved exactly (2^n · n² steps: about a second at 20).
pub const EXACT_MAX: usize = 20;
/// Starts of the local search.
const RESTARTS: u64 = 12;

/// The inputs from any cell to any other: `cost(from, to)`.
pub trait Metric {
    /// Inputs to move the cursor from cell `a` to cell `b`.
    fn cost(&self, a: usize, b: usize) -> u32;
}

/// A tour: the order of the givens (indices into the list given) and its cost in moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tour {
    /// Indices of the cells, in visiting order.
    pub order: Vec<usize>,
    /// Inputs spent moving.
    pub moves: u32,
    /// Whether the order is proven shortest.
    pub exact: bool,
}

/// The cost of visiting `cells` in `order` from `start`.
pub fn path_cost(metric: &impl Metric, start: usize, cells: &[usize], order: &[usize]) -> u32 {
    let mut at = start;
    let mut total = 0;
    for &i in order {
        total += metric.cost(at, cells[i]);
        at = cells[i];
    }
    total
}

/// Held-Karp over subsets: `best[mask][last]`, the cheapest path from `start` through the cells
/// of `mask` ending at `last`.
pub fn exact(metric: &impl Metric, start: usize, cells: &[usize]) -> Tour {
    let n = cells.len();
    if n == 0 {
        return Tour {
            order: Vec::new(),
            moves: 0,
            exact: true,
        };
    }
    let d: Vec<Vec<u16>> = cells
        .iter()
        .map(|&a| cells.iter().map(|&b| metric.cost(a, b) as u16).collect())
        .collect();
    let full = (1usize << n) - 1;
    let mut best = vec![u16::MAX; (full + 1) * n];
    for (j, &c) in cells.iter().enumerate() {
        best[(1 << j) * n + j] = metric.cost(start, c) as u16;
    }
    for mask in 1..=full {
        for last in 0..n {
            let here = best[mask * n + last];
            if here == u16::MAX || mask & (1 << last) == 0 {
                continue;
            }
            let mut rest = full & !mask;
            while rest != 0 {
                let next = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let slot = &mut best[(mask | 1 << next) * n + next];
                let via = here + d[last][next];
                if via < *slot {
                    *slot = via;
                }
            }
        }
    }
    // Walk back from the cheapest end.
    let mut last = (0..n)
        .min_by_key(|&j| best[full * n + j])
        .expect("at least one cell");
    let moves = u32::from(best[full * n + last]);
    let mut order = vec![last];
    let mut mask = full;
    while mask.count_ones() > 1 {
        let prev_mask = mask & !(1 << last);
        let target = best[mask * n + last];
        let prev = (0..n)
            .filter(|&p| prev_mask & (1 << p) != 0)
            .find(|&p| best[prev_mask * n + p].saturating_add(d[p][last]) == target)
            .expect("every subset path has a predecessor");
        order.push(prev);
        mask = prev_mask;
        last = prev;
    }
    order.reverse();
    Tour {
        order,
        moves,
        exact: true,
    }
}

/// A tiny deterministic generator for the randomised starts (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// Nearest neighbour from `start`; with `rng`, each step picks among the two nearest at random.
fn greedy(
    metric: &impl Metric,
    start: usize,
    cells: &[usize],
    rng: Option<&mut Rng>,
) -> Vec<usize> {
    let mut todo: Vec<usize> = (0..cells.len()).collect();
    let mut order = Vec::with_capacity(cells.len());
    let mut at = start;
    let mut rng = rng;
    while !todo.is_empty() {
        todo.sort_by_key(|&i| metric.cost(at, cells[i]));
        let pick = match rng.as_deref_mut() {
            Some(r) if todo.len() > 1 => r.below(2),
            _ => 0,
        };
        let i = todo.remove(pick);
        order.push(i);
        at = cells[i];
    }
    order
}

/// 2-opt (reverse a stretch) and Or-opt (move a stretch of 1 to 3 elsewhere, either way round)
/// until neither shortens the path.
fn improve(metric: &impl Metric, start: usize, cells: &[usize], order: &mut Vec<usize>) -> u32 {
    let mut cost = path_cost(metric, start, cells, order);
    let n = order.len();
    loop {
        let mut better = false;
        for i in 0..n {
            for j in i + 1..n {
                order[i..=j].reverse();
                let c = path_cost(metric, start, cells, order);
                if c < cost {
                    cost = c;
                    better = true;
                } else {
                    order[i..=j].reverse();
                }
            }
        }
        for len in 1..=3.min(n) {
            for i in 0..=n - len {
                for j in 0..=n - len {
                    if j == i {
                        continue;
                    }
                    for flip in [false, true] {
                        let mut trial = order.clone();
                        let mut stretch: Vec<usize> = trial.drain(i..i + len).collect();
                        if flip {
                            stretch.reverse();
                        }
                        let at = j.min(trial.len());
                        trial.splice(at..at, stretch);
                        let c = path_cost(metric, start, cells, &trial);
                        if c < cost {
                            cost = c;
                            *order = trial;
                            better = true;
                        }
                    }
                }
            }
        }
        if !better {
            return cost;
        }
    }
}

/// The best of [`RESTARTS`] improved greedy starts.
pub fn local_search(metric: &impl Metric, start: usize, cells: &[usize]) -> Tour {
    let mut best: Option<(u32, Vec<usize>)> = None;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ cells.len() as u64);
    for k in 0..RESTARTS {
        let mut order = greedy(metric, start, cells, (k > 0).then_some(&mut rng));
        let cost = improve(metric, start, cells, &mut order);
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            best = Some((cost, order));
        }
    }
    let (moves, order) = best.unwrap_or_default();
    Tour {
        order,
        moves,
        exact: false,
    }
}

/// The weight of a minimum spanning tree over `start` and `cells` (Prim): no path through them
/// all can cost less.
pub fn spanning_bound(metric: &impl Metric, start: usize, cells: &[usize]) -> u32 {
    let nodes: Vec<usize> = std::iter::once(start)
        .chain(cells.iter().copied())
        .collect();
    let mut reach: Vec<u32> = nodes.iter().map(|&c| metric.cost(start, c)).collect();
    let mut done = vec![false; nodes.len()];
    done[0] = true;
    let mut total = 0;
    for _ in 1..nodes.len() {
        let (i, &c) = reach
            .iter()
            .enumerate()
            .filter(|&(i, _)| !done[i])
            .min_by_key(|&(_, c)| *c)
            .expect("a node left");
        total += c;
        done[i] = true;
        for (j, r) in reach.iter_mut().enumerate() {
            if !done[j] {
                *r = (*r).min(metric.cost(nodes[i], nodes[j]));
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells on a line: the cost is the distance.
    struct Line;
    impl Metric for Line {
        fn cost(&self, a: usize, b: usize) -> u32 {
            a.abs_diff(b) as u32
        }
    }

    /// Manhattan distance on a 9x9 torus.
    struct Torus;
    impl Metric for Torus {
        fn cost(&self, a: usize, b: usize) -> u32 {
            let w = |x: usize, y: usize| {
                let d = x.abs_diff(y);
                d.min(9 - d) as u32
            };
            w(a / 9, b / 9) + w(a % 9, b % 9)
        }
    }

    #[test]
    fn the_exact_tour_on_a_line_sweeps_the_near_end_first() {
        // From 5 through 0, 3, 9: go down to 0 then up to 9 (5 + 9 = 14), not up first (4 + 9).
        let t = exact(&Line, 5, &[9, 0, 3]);
        assert_eq!(t.moves, 13);
        assert_eq!(path_cost(&Line, 5, &[9, 0, 3], &t.order), 13);
        assert_eq!(t.order, [0, 2, 1]);
        assert!(exact(&Line, 0, &[]).order.is_empty());
    }

    #[test]
    fn the_local_search_matches_the_exact_tour_on_small_grids_and_bounds_hold() {
        let mut rng = Rng(7);
        for _ in 0..40 {
            let n = 6 + rng.below(8);
            let mut cells: Vec<usize> = Vec::new();
            while cells.len() < n {
                let c = rng.below(81);
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
            let e = exact(&Torus, 0, &cells);
            let h = local_search(&Torus, 0, &cells);
            assert_eq!(path_cost(&Torus, 0, &cells, &h.order), h.moves);
            assert!(h.moves >= e.moves, "no heuristic beats the optimum");
            assert!(
                h.moves <= e.moves + 1,
                "{cells:?}: {} vs {}",
                h.moves,
                e.moves
            );
            assert!(spanning_bound(&Torus, 0, &cells) <= e.moves);
            let mut sorted = h.order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "every cell once");
        }
    }
}
