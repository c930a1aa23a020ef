//! Lesson mode: the backtracking lesson of the classroom, on the grid's givens. The five
//! algorithms of `crate::lesson` each search the same puzzle in a lane of their own, and the
//! views show them: step by step, the history of the last steps, the candidate map of a digit
//! (the report's `disp_possible` for its method), the race of the five, the stack of choices,
//! the graph and the exploration tree (`tree.rs`). The editor's grid is never touched: leaving
//! the lesson (or any other mode taking over) finds it as it was.
//!
//! | button (stopped) | action |
//! |---|---|
//! | Square | one step: a placement or a backtrack (race: one step of each algorithm) |
//! | Circle | play: steps at the watch speed until any button |
//! | Cross | run to the first solution as fast as it goes (race: all five at once) |
//! | Triangle | one step back (race: each algorithm one step back); stepping back then forward shows the same screens |
//! | L / R | previous / next view: step, history, map, race, stack of choices, graph, tree |
//! | Up / Down | previous / next algorithm: naive, sorted, mrv, ours, the report's (race: the one whose grid the board shows) |
//! | Left / Right | candidate map: previous / next digit; tree (9x9): scroll up towards the root / back down |
//! | Select | the projector view: large type, no legend; pressed again, back to the usual panel |
//!
//! The Start menu's *smallest grid* entry puts the empty grid under the naive search (the
//! lexicographically smallest complete grid); chosen again, back to the puzzle at its start.
//! Its *Go to step* entry, offered only in the lesson, opens a number box over the board to jump
//! to any step of the chosen algorithm (`goto.rs`): Up/Down turn a digit, Left/Right choose it,
//! the console's confirm button goes (a slice a frame), the other one closes it; as the
//! library's go-to box. It is a menu entry because every button of the lesson is taken, and a
//! PSP player looks for what a screen cannot show in its Start menu.
//!
//! While a search runs (played or to the end) any button stops it, and does nothing else.
//!
//! For the report's method the step view names its last placement a deduction or a
//! supposition, the history lists its own history (`affectation N`), and the map is its
//! `disp_possible` (`crate::draw::lesson_text::report`). A lane is 6,336 bytes (4x4), 10,752
//! (9x9), 21,936 (16x16); the lesson, five of them and the tree view's record (4,192, 4,456,
//! 5,152), 35,944, 58,352 and 115,144, the editor's largest state.

use core::fmt::Write;

mod goto;
mod lane;
mod say;
mod steps;
mod trace;
mod tree;

use crate::{
    clock::Clock,
    digit::Digit,
    grid::Grid,
    lesson::{Algorithm, Run},
    pad::Buttons,
    preferences::Preferences,
    size::Size,
    solver::Solver,
    text::{In, Key, Thousands},
};

use super::{Editor, State, status::Tone};

pub use goto::StepBox;
pub use lane::Lane;
use lane::counted;
pub use trace::{TRACE_BYTES, TRACE_STEPS};
pub use tree::{TREE_NODES, Tree};

/// Running fast (to the end, racing, or jumping to a step; the N queens' runs, counts and
/// catching up too), frames take turns: one searches for
/// [`SEARCH_SLICE_US`] and draws nothing, the next searches for [`SHOW_SLICE_US`] and the screen
/// is drawn (a full redraw is about 11 ms of work at 333 MHz, 16.4 ms at 222 MHz, the clock of
/// the frame a run starts in). Each frame's work stays within about 16 ms: the screen is redrawn
/// 30 times a second and the search has about half the time, as when a slice of 28 ms was
/// followed by its redraw in one frame of 40 ms (which held the pad as long).
pub const SEARCH_SLICE_US: u64 = 14_000;
/// A showing frame's slice (see [`SEARCH_SLICE_US`]).
pub const SHOW_SLICE_US: u64 = 2_000;
/// Steps between two looks at the clock while running fast: about 0.25 ms of the naive search
/// in PPSSPP at 333 MHz. Every lane takes at least one chunk a frame: 8,192 made the first
/// frame of a race, at 222 MHz, pass its slice by 3 ms a lane.
const CHUNK: u32 = 1024;
/// The same for the most constrained cell, whose every step looks at every empty cell (8192
/// of its steps took 30 ms in PPSSPP).
const MRV_CHUNK: u32 = 64;
/// The same for the report's method, whose step can look at 567 cells (two passes over the
/// units and the first empty cell's search): 16 of its steps look at 4,248 cells at most on the
/// fifty hardest puzzles and the naive search's worst case, about as much as 64 steps of the
/// most constrained cell. With 8,192, its whole search of the worst case (2,694 steps) ran
/// within one look at the clock.
const REPORT_CHUNK: u32 = 16;

/// Steps of `algorithm` between two looks at the clock.
fn chunk(algorithm: Algorithm) -> u32 {
    match algorithm {
        Algorithm::Mrv => MRV_CHUNK,
        Algorithm::Report => REPORT_CHUNK,
        Algorithm::Naive | Algorithm::Sorted | Algorithm::Ours => CHUNK,
    }
}

/// The lanes: one per algorithm of [`Algorithm::ALL`].
pub const LANES: usize = Algorithm::ALL.len();

/// What the lesson shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The search one step at a time: the cell tried, the digits left, the counters.
    Step,
    /// The last steps as a list, suppositions marked.
    History,
    /// Where a chosen digit can still go.
    Map,
    /// The five algorithms side by side.
    Race,
    // The lesson's second part (issue 28).
    /// The stack of choices: each pending supposition, deepest last.
    Stack,
    /// The course's graph: cells as numbered vertices, digits as colours.
    Graph,
    /// The exploration tree: a node per placement, dead ends crossed out, the path lit.
    Tree,
}

impl View {
    /// Every view, in the order L and R go through them.
    pub const ALL: [View; 7] = [
        View::Step,
        View::History,
        View::Map,
        View::Race,
        View::Stack,
        View::Graph,
        View::Tree,
    ];

    fn cycled(self, forward: bool) -> Self {
        let i = Self::ALL.iter().position(|&v| v == self).unwrap_or(0);
        let n = Self::ALL.len();
        Self::ALL[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}

/// Whether the search goes on by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// One step per press.
    Stopped,
    /// Steps at the watch speed.
    Playing,
    /// As fast as it goes, a slice per frame, to the first solution.
    Fast,
    /// To a step (typed in the number box, or where the search stands for the tree to catch
    /// up), a slice per frame.
    Jumping,
}

/// The lesson: the puzzle, a lane per algorithm, the view and what runs.
#[derive(Debug, Clone)]
pub struct Lesson<S: Size> {
    /// The puzzle searched: the grid's givens, or the empty grid.
    puzzle: Grid<S>,
    /// The lanes, in the order of [`Algorithm::ALL`].
    lanes: [Lane<S>; LANES],
    selected: Algorithm,
    view: View,
    pace: Pace,
    /// The candidate map's digit.
    digit: Digit<S>,
    /// Steps asked for by presses, done at the next tick (with the clock): forward, or back
    /// when negative.
    pending: i32,
    /// Whether Select put the empty grid under the naive search (the smallest complete grid).
    smallest: bool,
    /// `Some(unique)` when the editor showed a solution before the lesson.
    back: Option<bool>,
    /// Whether a race ended whose record the app has not taken yet.
    raced: bool,
    /// Whether the panel is in large type for a projector (Select).
    projector: bool,
    /// Whether `lesson.txt` is to be written again: the lesson started, or another puzzle or
    /// algorithm was chosen.
    trace_due: bool,
    // The lesson's second part (issue 28): the tree, and going to a step.
    /// The exploration tree of the chosen algorithm (`tree.rs`).
    tree: Tree<S>,
    /// Levels the tree view is scrolled up.
    scroll: usize,
    /// The number box of *Go to step*, while open.
    step_box: Option<StepBox>,
    /// The step a jump goes to.
    jump: Option<u64>,
    /// Whether the next frame running fast shows the search (see [`SEARCH_SLICE_US`]): the
    /// first one does, as the press that started it is drawn in it anyway.
    show_next: bool,
}

impl<S: Size> Lesson<S> {
    /// The puzzle searched.
    pub fn puzzle(&self) -> &Grid<S> {
        &self.puzzle
    }

    /// Whether Select put the empty grid under the search, to show the smallest complete grid.
    pub fn is_smallest(&self) -> bool {
        self.smallest
    }

    /// Whether the panel is in large type, for a projector.
    pub fn is_projected(&self) -> bool {
        self.projector
    }

    /// The view on screen.
    pub fn view(&self) -> View {
        self.view
    }

    /// The algorithm of the step, history and map views (the race's highlighted one).
    pub fn selected(&self) -> Algorithm {
        self.selected
    }

    /// Whether the search goes on by itself.
    pub fn pace(&self) -> Pace {
        self.pace
    }

    /// The candidate map's digit.
    pub fn digit(&self) -> Digit<S> {
        self.digit
    }

    /// The number box of *Go to step*, while open.
    pub fn step_box(&self) -> Option<&StepBox> {
        self.step_box.as_ref()
    }

    /// The lane of `algorithm`.
    pub fn lane(&self, algorithm: Algorithm) -> &Lane<S> {
        &self.lanes[Algorithm::ALL
            .iter()
            .position(|&a| a == algorithm)
            .unwrap_or(0)]
    }

    /// The lane of the selected algorithm.
    pub fn current(&self) -> &Lane<S> {
        self.lane(self.selected)
    }

    fn index(algorithm: Algorithm) -> usize {
        Algorithm::ALL
            .iter()
            .position(|&a| a == algorithm)
            .unwrap_or(0)
    }

    /// The lanes that take steps now: all five in the race, else the selected one.
    fn active(&self) -> core::ops::Range<usize> {
        if self.view == View::Race {
            0..self.lanes.len()
        } else {
            let i = Self::index(self.selected);
            i..i + 1
        }
    }

    /// Whether every lane that takes steps is over.
    fn all_over(&self) -> bool {
        self.lanes[self.active()].iter().all(Lane::is_over)
    }
}

/// Fresh lanes on `puzzle`, in the order of [`Algorithm::ALL`] (refused with the first
/// conflict).
fn lanes<S: Size>(
    puzzle: &Grid<S>,
    solver: &mut Solver<S>,
) -> Result<[Lane<S>; LANES], crate::conflict::Conflict<S>> {
    let lane = |algorithm, solver: &mut Solver<S>| -> Result<Lane<S>, _> {
        Ok(Lane::new(Run::new(algorithm, puzzle, solver)?))
    };
    Ok([
        lane(Algorithm::Naive, solver)?,
        lane(Algorithm::Sorted, solver)?,
        lane(Algorithm::Mrv, solver)?,
        lane(Algorithm::Ours, solver)?,
        lane(Algorithm::Report, solver)?,
    ])
}

impl<S: Size> Editor<S> {
    /// The lesson, while lesson mode is on.
    pub fn lesson(&self) -> Option<&Lesson<S>> {
        match &self.state {
            State::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    /// Starts the lesson on the grid's givens (editing or a solution shown; not in a game).
    pub fn start_lesson(&mut self) {
        self.touch();
        let back = match self.state {
            State::Edit => None,
            State::Solved { unique } => Some(unique),
            State::Play => {
                self.tell(Tone::Info, Key::LessonFromEditing, &[]);
                return;
            }
            _ => return,
        };
        let puzzle = self.grid.givens_only();
        match lanes(&puzzle, &mut self.solver) {
            Err(conflict) => {
                let conflict = In(self.lang, conflict);
                self.tell(Tone::Bad, Key::LessonConflict, &[&conflict]);
            }
            Ok(lanes) => {
                self.state = State::Lesson(Lesson {
                    puzzle,
                    lanes,
                    selected: Algorithm::Naive,
                    view: View::Step,
                    pace: Pace::Stopped,
                    digit: Digit::from_index(0).expect("every size has a digit 1"),
                    pending: 0,
                    smallest: false,
                    back,
                    raced: false,
                    projector: false,
                    trace_due: true,
                    tree: Tree::default(),
                    scroll: 0,
                    step_box: None,
                    jump: None,
                    show_next: true,
                });
                self.say_lesson_start();
            }
        }
    }

    /// Leaves the lesson: the grid is as it was before.
    pub fn leave_lesson(&mut self) {
        let State::Lesson(lesson) = &self.state else {
            return;
        };
        let back = lesson.back;
        self.touch();
        self.state = match back {
            Some(unique) => State::Solved { unique },
            None => State::Edit,
        };
        self.tell(Tone::Info, Key::LessonOver, &[]);
    }

    /// What a save keeps during the lesson: the grid as it was before, solved or not.
    pub(super) fn lesson_saved_state(&self) -> Option<bool> {
        match &self.state {
            State::Lesson(lesson) => lesson.back,
            _ => None,
        }
    }

    /// Whether a lesson search runs by itself (any button stops it).
    pub(super) fn lesson_running(&self) -> bool {
        matches!(&self.state, State::Lesson(l) if l.pace != Pace::Stopped)
    }

    /// Writes the record of a race that ended (finished or stopped) for `race.txt`, once: the
    /// puzzle line, then a comment line per algorithm as `sudoku race` prints it.
    pub fn take_race_record(&mut self, out: &mut impl Write) -> bool {
        let State::Lesson(lesson) = &mut self.state else {
            return false;
        };
        if !lesson.raced {
            return false;
        }
        lesson.raced = false;
        let _ = writeln!(out, "{}", lesson.puzzle);
        for lane in &lesson.lanes {
            let _ = writeln!(out, "# line 1 {}", lane.lap());
        }
        true
    }

    /// Any button while the search runs: it stops where it is (and does nothing else).
    pub(super) fn stop_lesson(&mut self) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        let racing = lesson.view == View::Race && lesson.pace == Pace::Fast;
        lesson.pace = Pace::Stopped;
        lesson.jump = None;
        lesson.raced |= racing;
        let steps = In(
            self.lang,
            Thousands(counted(lesson.current().run().counters())),
        );
        self.tell(Tone::Info, Key::LessonStopped, &[&steps]);
    }

    /// One button while the lesson is stopped.
    pub(super) fn lesson_press(&mut self, button: Buttons, prefs: &Preferences) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        if lesson.step_box.is_some() {
            return self.step_box_press(button);
        }
        match button {
            Buttons::LEFT | Buttons::RIGHT if lesson.view == View::Tree => {
                lesson.scroll_tree(button == Buttons::LEFT);
                self.touch();
            }
            Buttons::SQUARE => lesson.pending = lesson.pending.saturating_add(1),
            Buttons::TRIANGLE => lesson.pending = lesson.pending.saturating_sub(1),
            Buttons::CIRCLE => {
                if lesson.all_over() {
                    return self.say_over();
                }
                lesson.pace = Pace::Playing;
                let speed = In(self.lang, prefs.speed.key());
                self.tell(Tone::Info, Key::LessonPlaying, &[&speed]);
            }
            Buttons::CROSS => {
                if lesson.all_over() {
                    return self.say_over();
                }
                lesson.pace = Pace::Fast;
                if lesson.view == View::Race {
                    self.tell(Tone::Info, Key::LessonRacing, &[]);
                } else {
                    self.tell(Tone::Info, Key::LessonRunning, &[]);
                }
            }
            Buttons::L | Buttons::R => {
                lesson.view = lesson.view.cycled(button == Buttons::R);
                self.say_view();
            }
            Buttons::UP | Buttons::DOWN => {
                lesson.selected = lesson.selected.cycled(button == Buttons::DOWN);
                lesson.trace_due = true;
                lesson.forget_tree();
                self.say_view();
            }
            Buttons::LEFT | Buttons::RIGHT => {
                let digit = if button == Buttons::RIGHT {
                    Digit::cycle_up(Some(lesson.digit))
                } else {
                    Digit::cycle_down(Some(lesson.digit))
                };
                lesson.digit = digit.unwrap_or_else(|| {
                    let wrap = if button == Buttons::RIGHT {
                        0
                    } else {
                        S::SIDE - 1
                    };
                    Digit::from_index(wrap).expect("a digit of the size")
                });
            }
            Buttons::SELECT => {
                lesson.projector = !lesson.projector;
                let key = if lesson.projector {
                    Key::LessonProjectorOn
                } else {
                    Key::LessonProjectorOff
                };
                self.tell(Tone::Info, key, &[]);
            }
            _ => {}
        }
    }

    /// The menu's smallest grid: the empty grid under the naive search, run to its end (the
    /// lexicographically smallest complete grid); chosen again, the puzzle at its start. Starts
    /// the lesson first when it is not on.
    pub fn lesson_smallest(&mut self) {
        if self.lesson().is_none() {
            self.start_lesson();
        }
        let Some(lesson) = self.lesson() else {
            return;
        };
        let smallest = !lesson.is_smallest();
        let puzzle = if smallest {
            Grid::empty()
        } else {
            self.grid.givens_only()
        };
        self.restart_lesson(puzzle);
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        lesson.smallest = smallest;
        if smallest {
            lesson.selected = Algorithm::Naive;
            lesson.view = View::Step;
            lesson.pace = Pace::Fast;
            self.tell(Tone::Info, Key::LessonEmptyNaive, &[]);
        }
    }

    /// Starts every lane again on `puzzle`, keeping the view and the algorithm.
    fn restart_lesson(&mut self, puzzle: Grid<S>) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        if let Ok(lanes) = lanes(&puzzle, &mut self.solver) {
            lesson.lanes = lanes;
            lesson.puzzle = puzzle;
            lesson.pace = Pace::Stopped;
            lesson.pending = 0;
            lesson.trace_due = true;
            lesson.forget_tree();
            self.say_lesson_start();
        }
    }

    /// A frame of the lesson: the steps pressed for, played, or a slice of running fast.
    pub(super) fn tick_lesson(&mut self, clock: &mut impl Clock, prefs: &Preferences) {
        let frame = self.ticks.frame;
        let (frames, events) = prefs.speed.pace();
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        lesson.catch_up();
        if !matches!(lesson.pace, Pace::Fast | Pace::Jumping) {
            lesson.show_next = true;
        }
        let steps = match lesson.pace {
            Pace::Stopped if lesson.pending < 0 => {
                let back = core::mem::take(&mut lesson.pending).unsigned_abs();
                return self.step_lesson_back(back);
            }
            Pace::Stopped => core::mem::take(&mut lesson.pending).unsigned_abs(),
            Pace::Playing if frame.is_multiple_of(frames) => events,
            Pace::Playing => 0,
            Pace::Fast => {
                let show = lesson.take_turn();
                let slice = if show { SHOW_SLICE_US } else { SEARCH_SLICE_US };
                steps::run_fast(lesson, &mut self.solver, clock, slice);
                if !show && !lesson.all_over() {
                    // A searching frame: nothing on screen changes.
                    return;
                }
                0
            }
            Pace::Jumping => return self.tick_jump(clock),
        };
        if steps > 0 {
            for i in lesson.active() {
                lesson.step_lane(i, &mut self.solver, steps, clock);
            }
        }
        if lesson.pace == Pace::Stopped && steps == 0 {
            return;
        }
        self.touch();
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        if lesson.all_over() {
            lesson.raced |= lesson.view == View::Race && lesson.pace == Pace::Fast;
            lesson.pace = Pace::Stopped;
            self.say_over();
        }
    }
}

#[cfg(test)]
mod tests;
