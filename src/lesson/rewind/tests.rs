//! Going back and forth through every algorithm's steps gives the very states of the first
//! pass, and costs what the module's notes say.

use super::*;
use crate::{
    Four, Nine, Sixteen,
    cell::Cell,
    grid::Grid,
    lesson::{
        Algorithm, Run, Trying,
        search::Choice,
        tests::{random_puzzle, spoiled_puzzle},
    },
    puzzles::{CLASSROOM, TUTORIAL},
    size::Size,
    solver::Solver,
};
use proptest::prelude::*;
use std::vec::Vec;

/// Everything the lesson's screens show of a run.
#[derive(Debug, PartialEq)]
struct Seen<S: Size> {
    at: u64,
    grid: Grid<S>,
    status: Status,
    depth: usize,
    choices: Vec<Choice<S>>,
    recent: Vec<Event<S>>,
    trying: Option<Trying<S>>,
    next_cell: Option<(Cell<S>, u16)>,
    branches: Vec<(u32, u32)>,
}

fn seen<S: Size, const K: usize>(rewind: &Rewind<Run<S>, K>) -> Seen<S> {
    let run = rewind.search();
    Seen {
        at: rewind.at(),
        grid: run.grid(),
        status: run.status(),
        depth: run.depth(),
        choices: run.choices().collect(),
        recent: rewind.recent().newest_first().collect(),
        trying: run.trying(),
        next_cell: run.next_cell(),
        branches: match run {
            Run::Walk(walk) => walk.branches().collect(),
            _ => Vec::new(),
        },
    }
}

fn solver<S: Size>() -> Solver<S> {
    Solver::new(&Grid::empty(), 1).unwrap()
}

/// A fresh run of `algorithm` taken to step `at` one step at a time, every event recorded; and
/// if the search ends there, over (some find out in a call after their last step).
fn fresh<S: Size>(puzzle: &Grid<S>, algorithm: Algorithm, at: u64) -> Seen<S> {
    let mut engine = solver();
    let run = Run::new(algorithm, puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<S>, 4>::new(run);
    while rewind.at() < at && rewind.step_observed(&mut engine, 1, &mut ()) == Status::Running {}
    let there = seen(&rewind);
    rewind.step_observed(&mut engine, 1, &mut ());
    if rewind.at() == there.at {
        seen(&rewind)
    } else {
        there
    }
}

/// Takes `algorithm` on `puzzle` to step `to` in jumps of `stride`, then `back` steps back one at
/// a time, each compared with a fresh run to that step; then forward again to `to`.
fn back_and_forth<S: Size>(
    puzzle: &Grid<S>,
    algorithm: Algorithm,
    to: u64,
    back: u64,
    stride: u32,
) {
    let mut engine = solver();
    let run = Run::new(algorithm, puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<S>, 4>::new(run);
    while rewind.at() < to && rewind.step(&mut engine, stride) == Status::Running {}
    let end = rewind.at();
    let there = seen(&rewind);
    assert_eq!(
        there,
        fresh(puzzle, algorithm, end),
        "{algorithm:?} at {end}"
    );
    for k in 1..=back.min(end) {
        assert!(rewind.back(&mut engine));
        assert_eq!(
            seen(&rewind),
            fresh(puzzle, algorithm, end - k),
            "{algorithm:?} at {end} - {k}"
        );
    }
    let gone = back.min(end);
    for _ in 0..gone {
        rewind.step(&mut engine, 1);
    }
    assert_eq!(
        seen(&rewind),
        there,
        "{algorithm:?}: back {gone} and forward again"
    );
    assert_eq!(rewind.furthest(), end);
}

#[test]
fn stepping_back_then_forward_gives_the_same_states_for_every_algorithm() {
    for line in [TUTORIAL, CLASSROOM] {
        let puzzle = Grid::<Nine>::from_line(line).unwrap();
        for algorithm in Algorithm::EVERY {
            back_and_forth(&puzzle, algorithm, 60, 25, 7);
            back_and_forth(&puzzle, algorithm, 3, 5, 1);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn stepping_back_at_random_points_is_undone_by_stepping_forward(
        seed in any::<u64>(),
        count in 24usize..34,
        to in 1u64..400,
        back in 1u64..40,
        stride in 1u32..100,
    ) {
        let puzzle = random_puzzle::<Nine>(seed, count);
        for algorithm in Algorithm::EVERY {
            back_and_forth(&puzzle, algorithm, to, back, stride);
        }
    }

    #[test]
    fn stepping_back_on_other_sizes(seed in any::<u64>(), to in 1u64..200, back in 1u64..20) {
        let four = random_puzzle::<Four>(seed, 3);
        let sixteen = random_puzzle::<Sixteen>(seed, 180);
        for algorithm in Algorithm::EVERY {
            back_and_forth(&four, algorithm, to, back, 3);
            back_and_forth(&sixteen, algorithm, to, back, 11);
        }
    }

    #[test]
    fn a_jump_to_any_step_gives_that_step_s_state(
        seed in any::<u64>(),
        targets in proptest::collection::vec(0u64..3000, 1..6),
    ) {
        jumps(seed, &targets);
    }
}

/// Jumps to each of `targets` in turn on a random puzzle of `seed`, every algorithm: each
/// jump gives the state a fresh search has at that step (or at its end).
fn jumps(seed: u64, targets: &[u64]) {
    let puzzle = random_puzzle::<Nine>(seed, 26);
    for algorithm in Algorithm::EVERY {
        let mut engine = solver();
        let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut rewind = Rewind::<Run<Nine>, 8>::new(run);
        for &target in targets {
            while !rewind.goto(&mut engine, target, 97) {}
            let at = rewind.at();
            assert!(at == target || (at < target && rewind.search().status() != Status::Running));
            assert_eq!(
                seen(&rewind),
                fresh(&puzzle, algorithm, at),
                "{algorithm:?} {target}"
            );
        }
    }
}

#[test]
fn a_jump_past_the_end_back_and_past_it_again_shows_the_last_steps() {
    // Found by the property above: the search over, restored to its end, recorded nothing.
    jumps(11_508_430_870_883_189_659, &[1304, 201, 1765, 303]);
}

#[test]
fn a_jump_just_past_the_end_from_a_mark_among_the_last_steps_shows_them_all() {
    // Found by the property above: the naive search ends at 960; the jump to 970 restored the
    // mark at 954 (its floor) and recorded only the 6 steps left before the end.
    jumps(18_250_690_673_444_636_181, &[1959, 2562, 3, 970]);
}

#[test]
fn a_jump_past_the_end_in_slices_shows_the_last_steps() {
    // The last slice starts among the steps to record, after an earlier slice emptied the ring.
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    for algorithm in Algorithm::EVERY {
        let mut engine = solver();
        let mut first =
            Rewind::<Run<Nine>, 8>::new(Run::new(algorithm, &puzzle, &mut engine).unwrap());
        first.step(&mut engine, u32::MAX);
        let end = first.at();
        assert!(end > 2 * RECENT as u64, "{algorithm:?} ends at {end}");
        let mut rewind =
            Rewind::<Run<Nine>, 8>::new(Run::new(algorithm, &puzzle, &mut engine).unwrap());
        let mut slices = 0;
        while !rewind.goto(&mut engine, end + 5, end - 5) {
            slices += 1;
        }
        assert_eq!(slices, 1, "{algorithm:?}");
        assert_eq!(rewind.at(), end);
        assert_eq!(
            seen(&rewind),
            fresh(&puzzle, algorithm, end),
            "{algorithm:?}"
        );
    }
}

#[test]
fn the_end_of_a_search_keeps_its_last_steps_however_it_was_reached() {
    let puzzle = Grid::<Nine>::from_line(CLASSROOM).unwrap();
    for algorithm in Algorithm::EVERY {
        let mut engine = solver();
        let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut rewind = Rewind::<Run<Nine>, 16>::new(run);
        // One call far past the end: the search ends before the steps meant to be recorded.
        assert_eq!(rewind.step(&mut engine, u32::MAX), Status::Solved);
        let end = rewind.at();
        assert_eq!(
            seen(&rewind),
            fresh(&puzzle, algorithm, end),
            "{algorithm:?}"
        );
        assert_eq!(
            rewind.recent().newest_first().count(),
            RECENT.min(end as usize)
        );
        // Past the end, a jump stops there.
        assert!(rewind.goto(&mut engine, end + 100, 1000));
        assert_eq!(rewind.at(), end);
    }
}

#[test]
fn a_search_without_solution_steps_back_from_its_end() {
    let puzzle = spoiled_puzzle(3, 45).unwrap();
    for algorithm in Algorithm::EVERY {
        let mut engine = solver();
        let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut rewind = Rewind::<Run<Nine>, 8>::new(run);
        assert_eq!(rewind.step(&mut engine, u32::MAX), Status::NoSolution);
        let end = rewind.at();
        assert!(rewind.back(&mut engine));
        assert_eq!(rewind.search().status(), Status::Running);
        assert_eq!(
            seen(&rewind),
            fresh(&puzzle, algorithm, end - 1),
            "{algorithm:?}"
        );
    }
}

#[test]
fn at_the_start_there_is_no_step_back() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let mut engine = solver();
    let run = Run::new(Algorithm::Naive, &puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 4>::new(run);
    assert!(!rewind.back(&mut engine));
    rewind.step(&mut engine, 1);
    assert!(rewind.back(&mut engine));
    assert!(!rewind.back(&mut engine));
    assert_eq!(rewind.at(), 0);
}

/// The replay a step back costs, at most: the finest spacing and the steps recorded again.
fn bound<const K: usize>(rewind: &Rewind<Run<Nine>, K>) -> u64 {
    rewind.spacing()[LEVELS - 1] + RECENT as u64
}

#[test]
fn a_step_back_replays_at_most_the_finest_spacing_and_the_recorded_steps() {
    // The tutorial grid: 1,435,400 steps of the naive search.
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let mut engine = solver();
    let run = Run::new(Algorithm::Naive, &puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 8>::new(run);
    while rewind.step(&mut engine, 100_000) == Status::Running {}
    let end = rewind.at();
    assert_eq!(end, 845_105 + 590_295);
    // 8 marks a level: 262,144 steps apart on level 0, then 32,768, 4,096 and 512.
    assert_eq!(rewind.spacing(), [262_144, 32_768, 4_096, 512]);
    let mut worst = 0;
    for _ in 0..3000 {
        assert!(rewind.back(&mut engine));
        worst = worst.max(rewind.replayed());
        assert!(rewind.replayed() <= bound(&rewind), "{}", rewind.replayed());
    }
    assert!(worst > bound(&rewind) / 2, "{worst}");
    // Further back: a refill from the ring above now and then, never more than its spacing.
    let mut refills = 0;
    for _ in 0..10_000 {
        assert!(rewind.back(&mut engine));
        assert!(rewind.replayed() <= rewind.spacing()[2] + RECENT as u64);
        refills += usize::from(rewind.replayed() > bound(&rewind));
    }
    assert!((2..=4).contains(&refills), "{refills}");
    // A jump costs at most the coarse spacing.
    for target in [0, end / 3, end - 1, 12_345] {
        assert!(rewind.goto(&mut engine, target, u64::MAX));
        assert!(
            rewind.replayed() <= rewind.spacing()[0] + RECENT as u64,
            "{target}"
        );
        assert_eq!(rewind.at(), target);
    }
}

#[test]
fn a_long_jump_goes_a_slice_at_a_time() {
    let puzzle = Grid::<Nine>::from_line(TUTORIAL).unwrap();
    let mut engine = solver();
    let run = Run::new(Algorithm::Naive, &puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 16>::new(run);
    let mut slices = 0;
    while !rewind.goto(&mut engine, 50_000, 4_096) {
        assert!(rewind.replayed() <= 4_096);
        slices += 1;
    }
    assert_eq!(slices, 50_000 / 4_096);
    assert_eq!(rewind.at(), 50_000);
    assert_eq!(seen(&rewind), fresh(&puzzle, Algorithm::Naive, 50_000));
    // Back to where it was reached, a jump takes the nearest mark: no slice from the start.
    assert!(rewind.goto(&mut engine, 20_000, 40_000));
    assert!(rewind.replayed() < 20_000);
}

#[test]
fn ours_goes_back_by_starting_again() {
    let (_, hardest) = crate::puzzles::hardest().next().unwrap();
    let puzzle = Grid::<Nine>::from_line(hardest).unwrap();
    let mut engine = solver();
    let run = Run::new(Algorithm::Ours, &puzzle, &mut engine).unwrap();
    let mut rewind = Rewind::<Run<Nine>, 16>::new(run);
    assert_eq!(rewind.step(&mut engine, u32::MAX), Status::Solved);
    let end = rewind.at();
    assert!(rewind.back(&mut engine));
    assert_eq!(rewind.replayed(), end - 1, "ours saves only its start");
    assert_eq!(seen(&rewind), fresh(&puzzle, Algorithm::Ours, end - 1));
}

/// A run that counts the states it is asked to save.
struct Counted<'a> {
    run: Run<Nine>,
    marks: &'a core::cell::Cell<u64>,
}

impl Search for Counted<'_> {
    type Board = Nine;
    type Engine = Solver<Nine>;
    type Mark = crate::lesson::RunMark<Nine>;

    fn step<O: Observer<Nine>>(
        &mut self,
        engine: &mut Solver<Nine>,
        budget: u32,
        observer: &mut O,
    ) -> Status {
        self.run.step(engine, budget, observer)
    }

    fn status(&self) -> Status {
        self.run.status()
    }

    fn counters(&self) -> crate::lesson::Counters {
        self.run.counters()
    }

    fn depth(&self) -> usize {
        Search::depth(&self.run)
    }

    fn mark(&self) -> Option<Self::Mark> {
        self.marks.set(self.marks.get() + 1);
        self.run.mark()
    }

    fn restore(&mut self, engine: &mut Solver<Nine>, mark: &Self::Mark) {
        self.run.restore(engine, mark)
    }

    fn choices(&self) -> impl Iterator<Item = Choice<Nine>> + '_ {
        self.run.choices()
    }
}

#[test]
fn the_first_steps_save_a_state_every_finest_spacing_not_every_step() {
    // The naive search's first 8,192 steps and the report's whole search (2,694 steps) on the
    // worst case: a state saved every step cost more than the steps themselves.
    let puzzle = Grid::<Nine>::from_line(crate::puzzles::WORST_CASE).unwrap();
    for algorithm in [Algorithm::Naive, Algorithm::Report] {
        let marks = core::cell::Cell::new(0);
        let mut engine = solver();
        let run = Run::new(algorithm, &puzzle, &mut engine).unwrap();
        let mut rewind = Rewind::<_, 8>::new(Counted { run, marks: &marks });
        rewind.step(&mut engine, 8_192);
        let steps = rewind.at();
        assert!(steps >= 2_694, "{steps}");
        assert!(
            rewind.spacing().iter().all(|&s| s >= FINEST),
            "{:?}",
            rewind.spacing()
        );
        assert!(
            marks.get() <= steps / FINEST + 2,
            "{algorithm:?}: {} states saved in {steps} steps",
            marks.get()
        );
        // Stepping back from there still gives the states of the first pass.
        assert!(rewind.back(&mut engine));
        assert!(
            rewind.replayed() <= FINEST + RECENT as u64,
            "{}",
            rewind.replayed()
        );
    }
}
