//! [`Run`]: one search of the lesson, whichever of the five algorithms, behind one interface
//! (and one [`Search`], so that it steps back, draws its tree and writes its trace).

use crate::{
    cell::Cell,
    cellset::CellSet,
    conflict::Conflict,
    digit::Digit,
    grid::Grid,
    size::Size,
    solver::{Solver, Status},
};

use super::{
    Algorithm, naive,
    observer::{Counters, Observer},
    ours::{Ours, OursMark},
    progress,
    report::{Report, ReportMark},
    search::{Choice, Search},
    walk::{Order, Walk, WalkMark},
};

/// The cell a search is on: the last one it filled, its digit, and what is left to try there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trying<S: Size> {
    /// The cell.
    pub cell: Cell<S>,
    /// The digit it holds.
    pub digit: Digit<S>,
    /// The digits that fit there and have not been tried yet (bit 0 for digit 1); `None` for
    /// ours, which keeps them on its own stack.
    pub left: Option<u16>,
    /// Whether the digit was a supposition (other digits were left to try), else forced.
    pub supposition: bool,
}

/// One search of the lesson, whichever algorithm.
// No heap to box the larger variant into; a run is made once and kept in place.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Run<S: Size> {
    /// Naive, sorted or most constrained.
    Walk(Walk<S>),
    /// Our solver (its state lives in the solver lent to [`Run::step`]).
    Ours(Ours<S>),
    /// The student report's deductions and suppositions.
    Report(Report<S>),
}

impl<S: Size> Run<S> {
    /// The search of `puzzle` by `algorithm` (ours loads it into `solver`); clashing digits are
    /// refused with their first conflict.
    pub fn new(
        algorithm: Algorithm,
        puzzle: &Grid<S>,
        solver: &mut Solver<S>,
    ) -> Result<Self, Conflict<S>> {
        Ok(match algorithm {
            Algorithm::Naive => Run::Walk(naive::naive(puzzle)?),
            Algorithm::Sorted => Run::Walk(Walk::new(puzzle, Order::Sorted)?),
            Algorithm::Mrv => Run::Walk(Walk::new(puzzle, Order::MostConstrained)?),
            Algorithm::Ours => Run::Ours(Ours::new(puzzle, solver)?),
            Algorithm::Report => Run::Report(Report::new(puzzle)?),
        })
    }

    /// Does at most `budget` steps, telling `observer` each one (`solver` is ours' engine, the
    /// one given to [`Run::new`]).
    pub fn step<O: Observer<S>>(
        &mut self,
        solver: &mut Solver<S>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        match self {
            Run::Walk(walk) => walk.step(budget, observer),
            Run::Ours(ours) => ours.step(solver, budget, observer),
            Run::Report(report) => report.step(budget, observer),
        }
    }

    /// The report's search, if this is it (its history and its `disp_possible`).
    pub fn report(&self) -> Option<&Report<S>> {
        match self {
            Run::Report(report) => Some(report),
            Run::Walk(_) | Run::Ours(_) => None,
        }
    }

    /// Which algorithm this is.
    pub fn algorithm(&self) -> Algorithm {
        match self {
            Run::Walk(walk) => match walk.order() {
                Order::Rows => Algorithm::Naive,
                Order::Sorted => Algorithm::Sorted,
                Order::MostConstrained => Algorithm::Mrv,
            },
            Run::Ours(_) => Algorithm::Ours,
            Run::Report(_) => Algorithm::Report,
        }
    }

    /// Where the search stands.
    pub fn status(&self) -> Status {
        match self {
            Run::Walk(walk) => walk.status(),
            Run::Ours(ours) => ours.status(),
            Run::Report(report) => report.status(),
        }
    }

    /// The work done so far.
    pub fn counters(&self) -> Counters {
        match self {
            Run::Walk(walk) => walk.counters(),
            Run::Ours(ours) => ours.counters(),
            Run::Report(report) => report.counters(),
        }
    }

    /// The grid as the search has it: the puzzle's digits as givens, the search's as placed.
    pub fn grid(&self) -> Grid<S> {
        match self {
            Run::Walk(walk) => walk.grid(),
            Run::Ours(ours) => ours.grid(),
            Run::Report(report) => report.grid(),
        }
    }

    /// Cells the search has filled and may still take back (ours: its digits on the grid; the
    /// report's search: its history).
    pub fn depth(&self) -> usize {
        match self {
            Run::Walk(walk) => walk.depth(),
            Run::Ours(ours) => Search::depth(ours),
            Run::Report(report) => Search::depth(report),
        }
    }

    /// The cell the search is on (see [`Trying`]).
    pub fn trying(&self) -> Option<Trying<S>> {
        match self {
            Run::Walk(walk) => walk.trying(),
            Run::Ours(ours) => ours.last().map(|(cell, digit, guess)| Trying {
                cell,
                digit,
                left: None,
                supposition: guess,
            }),
            Run::Report(report) => report.history().next_back().map(|last| Trying {
                cell: last.cell,
                digit: last.digit,
                left: None,
                supposition: last.supposition,
            }),
        }
    }

    /// The cell the next step fills and the digits that fit it (a walk's; none fit: a dead end).
    pub fn next_cell(&self) -> Option<(Cell<S>, u16)> {
        match self {
            Run::Walk(walk) => walk.next_cell(),
            Run::Ours(_) | Run::Report(_) => None,
        }
    }

    /// The share of the walk's search tree passed so far (see `progress.rs`; all of it once the
    /// walk found no solution); `None` for ours and the report's search.
    pub fn passed(&self) -> Option<f64> {
        match self {
            Run::Walk(walk) if walk.status() == Status::NoSolution => Some(1.0),
            Run::Walk(walk) => Some(progress::passed(walk.branches())),
            Run::Ours(_) | Run::Report(_) => None,
        }
    }

    /// The cells holding a supposition (the board marks them): see [`Choice::supposition`].
    pub fn supposed(&self) -> CellSet<S> {
        self.choices()
            .filter(|choice| choice.supposition)
            .map(|choice| choice.place)
            .collect()
    }
}

/// A [`Run`]'s state saved (see [`Search::mark`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunMark<S: Size> {
    /// A walk's.
    Walk(WalkMark<S>),
    /// Ours' start.
    Ours(OursMark),
    /// The report's search's.
    Report(ReportMark<S>),
}

impl<S: Size> Search for Run<S> {
    type Board = S;
    type Engine = Solver<S>;
    type Mark = RunMark<S>;

    fn step<O: Observer<S>>(
        &mut self,
        solver: &mut Solver<S>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        Run::step(self, solver, budget, observer)
    }

    fn status(&self) -> Status {
        Run::status(self)
    }

    fn counters(&self) -> Counters {
        Run::counters(self)
    }

    fn depth(&self) -> usize {
        Run::depth(self)
    }

    fn mark(&self) -> Option<RunMark<S>> {
        match self {
            Run::Walk(walk) => walk.mark().map(RunMark::Walk),
            Run::Ours(ours) => ours.mark().map(RunMark::Ours),
            Run::Report(report) => report.mark().map(RunMark::Report),
        }
    }

    /// Restores a mark of this run's algorithm (another's is ignored).
    fn restore(&mut self, solver: &mut Solver<S>, mark: &RunMark<S>) {
        match (self, mark) {
            (Run::Walk(walk), RunMark::Walk(mark)) => walk.restore(&mut (), mark),
            (Run::Ours(ours), RunMark::Ours(mark)) => ours.restore(solver, mark),
            (Run::Report(report), RunMark::Report(mark)) => report.restore(&mut (), mark),
            _ => {}
        }
    }

    fn choices(&self) -> impl Iterator<Item = Choice<S>> + '_ {
        let (walk, ours, report) = match self {
            Run::Walk(walk) => (Some(walk), None, None),
            Run::Ours(ours) => (None, Some(ours), None),
            Run::Report(report) => (None, None, Some(report)),
        };
        let walk = walk.into_iter().flat_map(Search::choices);
        let ours = ours.into_iter().flat_map(Search::choices);
        walk.chain(ours)
            .chain(report.into_iter().flat_map(Search::choices))
    }
}
