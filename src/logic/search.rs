//! [`Search`]: the search for the next step, in slices that each do a bounded amount of work, so
//! that a hint never freezes the screen however costly the finders grow (a frame's slice, as the
//! solver's search is sliced).
//!
//! The search tries the techniques of [`Technique::ALL`] in order. Each technique's finder walks
//! an outer scan (the units, the digits, the pivot cells...) through [`Scan::each`], which charges
//! one unit of the [`Budget`] per item (more with [`Scan::each_weighing`], for costly items),
//! skips the items earlier slices already looked at, and pauses when the budget is spent.
//! [`Search::run`] then returns [`Progress::Paused`] with the technique and the item kept; the
//! next call, with the same candidates, goes on from there.
//!
//! # A new finder
//!
//! A finder is a function `fn(&Candidates<S>, &mut Scan<'_>) -> Progress<Option<Deduction<S>>>`
//! in its family's file, called from [`Technique`]'s `scan`. Its outer loop goes through
//! `scan.each(items, |item| ...)`: the closure does the work of one item (bounded: one start
//! candidate of a forcing chain, not the whole net) and returns the deduction it finds, if any.
//! The items must come in the same order on every call for the same candidates. A finder whose
//! item is itself long can split it into more, smaller items (one item per start candidate and
//! depth, say): the position is a count of items, nothing more, so a finder keeps no other state
//! between slices.

use super::{Candidates, Step, deduction::Deduction, technique::Technique};
use crate::size::Size;

/// How much work a slice may still do, in items of the finders' scans.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Budget(u32);

impl Budget {
    /// No limit: the search runs to its end (the host, grading, tests).
    pub const UNLIMITED: Budget = Budget(u32::MAX);

    /// A budget of `items` items.
    pub const fn new(items: u32) -> Self {
        Budget(items)
    }

    /// The items left.
    pub const fn left(self) -> u32 {
        self.0
    }

    /// Takes one item from the budget; whether there was one left.
    fn spend(&mut self) -> bool {
        self.spend_up_to(1)
    }

    /// Takes `weight` items from the budget, or what is left of it if less: whether any was
    /// left (an item costlier than a whole slice still gets looked at, one a slice).
    fn spend_up_to(&mut self, weight: u32) -> bool {
        if self.0 == 0 {
            return false;
        }
        self.0 = self.0.saturating_sub(weight);
        true
    }
}

/// What a slice of work came to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Progress<T> {
    /// The work is done, with this outcome.
    Done(T),
    /// The budget ran out: call again, with the same candidates, to go on.
    Paused,
}

/// One finder's scan in one slice: the items it looked at in earlier slices, and the budget.
#[derive(Debug)]
pub struct Scan<'a> {
    done: &'a mut u32,
    budget: &'a mut Budget,
}

impl<'a> Scan<'a> {
    /// A scan that has looked at `done` items so far, spending from `budget`.
    pub(super) fn new(done: &'a mut u32, budget: &'a mut Budget) -> Self {
        Scan { done, budget }
    }

    /// Calls `look` on each of `items` not looked at yet, one item of the budget each: the first
    /// deduction it returns; `Done(None)` once every item is looked at; `Paused` when the budget
    /// runs out first (the items looked at are kept).
    pub(super) fn each<I: Iterator, T>(
        &mut self,
        items: I,
        look: impl FnMut(I::Item) -> Option<T>,
    ) -> Progress<Option<T>> {
        self.each_weighing(1, items, look)
    }

    /// [`Scan::each`] for items that each weigh `weight` items of the budget (a forcing chain's
    /// start follows every implication of a candidate: a slice of the usual size would look at
    /// too many of them within one frame).
    pub(super) fn each_weighing<I: Iterator, T>(
        &mut self,
        weight: u32,
        items: I,
        mut look: impl FnMut(I::Item) -> Option<T>,
    ) -> Progress<Option<T>> {
        for item in items.skip(*self.done as usize) {
            if !self.budget.spend_up_to(weight) {
                return Progress::Paused;
            }
            *self.done += 1;
            if let Some(found) = look(item) {
                return Progress::Done(Some(found));
            }
        }
        Progress::Done(None)
    }
}

/// The search for the easiest step of one candidate state, resumable between slices.
///
/// ```
/// use sudoku_core::{Grid, Nine, logic::{Budget, Candidates, Progress, Search, Step}};
/// let grid = Grid::<Nine>::from_line(
///     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
/// ).unwrap();
/// let candidates = Candidates::from_grid(&grid).unwrap();
/// let mut search = Search::new();
/// // Two items a slice: the hidden single of box 1 takes a few slices to reach.
/// let step = loop {
///     match search.run(&candidates, &mut Budget::new(2)) {
///         Progress::Done(step) => break step,
///         Progress::Paused => continue,
///     }
/// };
/// let Step::Deduced(first) = step else { panic!() };
/// assert_eq!(first.to_string(), "Hidden single: the 5 of box 1 can only go in r2c3");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Search {
    /// Whether the state was checked (solved, contradicted) already.
    checked: bool,
    /// The technique being tried: its position in [`Technique::ALL`].
    technique: u8,
    /// The items of its scan looked at so far.
    done: u32,
}

impl Search {
    /// A search from the start.
    pub const fn new() -> Self {
        Search {
            checked: false,
            technique: 0,
            done: 0,
        }
    }

    /// Goes on with the search for the easiest step of `candidates` (the same candidates on
    /// every call until it is done), spending from `budget`: the step once found (the search
    /// then starts again from the beginning), or `Paused`.
    ///
    /// The state is checked first (one item): solved, or a contradiction, before any deduction.
    pub fn run<S: Size>(
        &mut self,
        candidates: &Candidates<S>,
        budget: &mut Budget,
    ) -> Progress<Step<S>> {
        if !self.checked {
            if !budget.spend() {
                return Progress::Paused;
            }
            if candidates.is_solved() {
                return self.end(Step::Solved);
            }
            if let Some(contradiction) = candidates.contradiction() {
                return self.end(Step::Contradiction(contradiction));
            }
            self.checked = true;
        }
        while let Some(&technique) = Technique::ALL.get(usize::from(self.technique)) {
            let found: Progress<Option<Deduction<S>>> =
                technique.scan(candidates, &mut Scan::new(&mut self.done, budget));
            match found {
                Progress::Paused => return Progress::Paused,
                Progress::Done(Some(deduction)) => return self.end(Step::Deduced(deduction)),
                Progress::Done(None) => {
                    self.technique += 1;
                    self.done = 0;
                }
            }
        }
        self.end(Step::Stuck)
    }

    /// Ends the search with `step`, ready to start again.
    fn end<S: Size>(&mut self, step: Step<S>) -> Progress<Step<S>> {
        *self = Search::new();
        Progress::Done(step)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find, tests::*};
    use super::*;
    use crate::{grid::Grid, size::Nine};

    /// The step of `c` found a slice of `items` at a time, and the number of slices it took.
    fn sliced(c: &Candidates<Nine>, items: u32) -> (Step<Nine>, usize) {
        let mut search = Search::new();
        for slices in 1..10_000 {
            let mut budget = Budget::new(items);
            match search.run(c, &mut budget) {
                Progress::Done(step) => {
                    assert_eq!(search, Search::new(), "a finished search starts again");
                    return (step, slices);
                }
                Progress::Paused => assert_eq!(budget.left(), 0, "paused with budget left"),
            }
        }
        panic!("no step in 10,000 slices")
    }

    #[test]
    fn a_sliced_search_finds_what_one_call_finds() {
        for line in crate::puzzles::BENCHMARK.iter().take(8) {
            let mut c = Candidates::from_grid(&Grid::<Nine>::from_line(line).unwrap()).unwrap();
            // Every step of the solve, found a slice of 1 and of 3 items at a time.
            for _ in 0..400 {
                let whole = find(&c);
                let (one, slices) = sliced(&c, 1);
                assert_eq!(one, whole, "{line}");
                assert_eq!(sliced(&c, 3).0, whole);
                if let Step::Deduced(_) = whole {
                    assert!(slices >= 2, "the check and one item at least");
                }
                match whole {
                    Step::Deduced(d) => assert!(c.apply(&d)),
                    _ => break,
                }
            }
        }
    }

    #[test]
    fn a_stuck_state_pauses_through_every_technique_then_says_so() {
        // The empty grid: every technique's scan runs to its end.
        let c = Candidates::<Nine>::new();
        let (step, slices) = sliced(&c, 1);
        assert_eq!(step, Step::Stuck);
        let (_, fewer) = sliced(&c, 50);
        // Slices of 50 take far fewer, though the forcing starts, weighing 16 and 32, go two
        // and one a slice.
        assert!(slices > 200 && fewer * 5 < slices, "{slices} then {fewer}");
        // An unlimited budget does it in one call.
        let mut budget = Budget::UNLIMITED;
        assert_eq!(
            Search::new().run(&c, &mut budget),
            Progress::Done(Step::Stuck)
        );
        // A slice of one item looks at one item however much it weighs (the forcing starts
        // weigh more), so the whole run spends at least one unit a slice.
        assert!(u32::MAX - budget.left() > slices as u32);
    }

    #[test]
    fn weighed_items_spend_their_weight_and_one_goes_through_a_smaller_budget() {
        let looked_at = |budget: u32, weight: u32| {
            let (mut done, mut budget) = (0, Budget::new(budget));
            let mut seen = 0;
            let progress = Scan::new(&mut done, &mut budget).each_weighing(weight, 0..10, |_| {
                seen += 1;
                None::<()>
            });
            (seen, done, budget.left(), progress)
        };
        // 4 + 4 + the 2 left: three items, then the budget is spent.
        assert_eq!(looked_at(10, 4), (3, 3, 0, Progress::Paused));
        assert_eq!(looked_at(8, 4), (2, 2, 0, Progress::Paused));
        // An item weighing more than the whole slice is still looked at, one a slice.
        assert_eq!(looked_at(2, 16), (1, 1, 0, Progress::Paused));
        assert_eq!(looked_at(0, 1), (0, 0, 0, Progress::Paused));
        assert_eq!(looked_at(100, 4), (10, 10, 60, Progress::Done(None)));
    }

    #[test]
    fn no_budget_does_no_work() {
        let c = candidates::<Nine>("12345678.");
        let mut search = Search::new();
        assert_eq!(search.run(&c, &mut Budget::new(0)), Progress::Paused);
        assert_eq!(search, Search::new());
        let mut budget = Budget::new(1);
        assert_eq!(search.run(&c, &mut budget), Progress::Paused);
        assert_eq!(budget.left(), 0);
        // Row 1 comes after the nine boxes: the tenth item of the full house's scan.
        assert_eq!(search.run(&c, &mut Budget::new(9)), Progress::Paused);
        let Progress::Done(Step::Deduced(d)) = search.run(&c, &mut Budget::new(1)) else {
            panic!("a full house at the tenth item")
        };
        assert_eq!(d.technique(), Technique::FullHouse);
    }

    #[test]
    fn the_search_state_is_small() {
        assert_eq!(core::mem::size_of::<Search>(), 8);
        assert_eq!(core::mem::size_of::<Budget>(), 4);
    }
}
