//! The N queens on screen (the TP's last question): a mode the app owns, opened from the Start
//! menu's *Lesson: N queens* entry (chosen again, back to the editor), with the lesson's
//! buttons. Two searches of `crate::lesson::queens` race on the same board, one per
//! [`Order`] (row by row, most constrained row): each in a [`Rewind`], so that it steps back.
//! The board shows the chosen order's search, the panel the placements and backtracks of both.
//!
//! | button (stopped) | action |
//! |---|---|
//! | Square | one step of the chosen order's search: a queen put down or taken off |
//! | Circle | play: steps at the watch speed until any button |
//! | Cross | run both orders to their next solution (the first one first) |
//! | Triangle | one step back; stepping back then forward shows the same screens |
//! | Up / Down | the order the board shows (and Square, Circle, Triangle act on) |
//! | L / R | previous / next view ([`View`]): step, history, tree, solutions (the lesson's views' button) |
//! | Left / Right | N one less / one more (4 to 12): both searches start again; in the solutions view, count every solution (both orders, to the end), once counted the previous / next solution on the board |
//! | Select | the projector view: large type, no legend; pressed again, back to the usual panel |
//! | Start | the menu, over the board |
//!
//! The tree view draws the chosen order's exploration tree (`tree.rs`): its steps are recorded
//! while the view is on screen; after a run, a count or a step elsewhere, the record catches up
//! with its search a slice a frame ([`Pace::Tracing`]).
//!
//! The searches look for every solution ([`Goal::All`]): a solution ends a run (Cross), the
//! count runs on to the end of the tree. Running and counting go a slice a frame, frames taking
//! turns as the lesson's runs do: one searches for [`SEARCH_SLICE_US`] and is not redrawn, the
//! next for [`SHOW_SLICE_US`] and is; the clock is looked at every [`CHUNK`] steps, so no
//! frame freezes whatever N; the longest slice is kept ([`QueensMode::longest_slice_us`]). A
//! solution browsed is found by a third search in row order, from its start or from the
//! solution shown, a slice a frame too ([`nth_solution`](crate::lesson::queens::nth_solution)
//! finds the same). While a search runs, any button stops it and does nothing else.

mod tree;

pub use tree::QueensTree;

use crate::{
    app::{App, Owned},
    clock::Clock,
    editor::lesson::{SEARCH_SLICE_US, SHOW_SLICE_US},
    lesson::{
        Rewind, Search,
        queens::{Goal, MAX, MIN, Order, Queens},
    },
    preferences::Preferences,
    save::Storage,
    solver::Status,
};

/// Steps between two looks at the clock: well under a millisecond of the queens' bit masks.
pub const CHUNK: u32 = 2048;
/// The board's side when the mode opens: the TP's 8 queens.
pub const START_N: usize = 8;

/// A search that steps back.
pub type Lane = Rewind<Queens, 8>;

/// Whether a search goes on by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// One step per press.
    Stopped,
    /// Steps at the watch speed (the chosen order).
    Playing,
    /// As fast as it goes, both orders, each to its next solution.
    Running,
    /// As fast as it goes, both orders, to the end: every solution counted.
    Counting,
    /// Looking for the solution to show.
    Browsing,
    /// The tree view's record catching up with its search.
    Tracing,
}

/// What the panel shows (L and R turn them, as the lesson's views).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The last step, the race of the two orders, the stack of choices.
    Step,
    /// The last steps, numbered, newest first.
    History,
    /// The exploration tree, where the board goes.
    Tree,
    /// Every solution: counted, then browsed with Left and Right.
    Solutions,
}

impl View {
    /// The views, in the order L and R turn them.
    pub const ALL: [View; 4] = [View::Step, View::History, View::Tree, View::Solutions];

    /// The next view (`forward`) or the previous one, wrapping.
    pub fn turn(self, forward: bool) -> View {
        let n = Self::ALL.len();
        let i = Self::ALL.iter().position(|&v| v == self).unwrap_or(0);
        Self::ALL[if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        }]
    }
}

/// A solution browsed: its number and the row-order search that finds it.
#[derive(Debug, Clone, Copy)]
pub struct Browse {
    /// The solution shown, from 1.
    pub number: u64,
    /// The search, stopped on it once found.
    search: Queens,
}

impl Browse {
    /// Whether the solution is found (and on the board).
    pub fn found(&self) -> bool {
        self.search.found() == self.number
    }

    /// The column of the queen in each row of the solution, once found.
    pub fn board(&self) -> Option<[Option<u8>; MAX]> {
        self.found().then(|| self.search.board())
    }
}

/// The N queens mode: the board's side, a search per order, what runs and what is shown.
#[derive(Debug, Clone)]
pub struct QueensMode {
    n: usize,
    /// The searches, in the order of [`Order::ALL`].
    lanes: [Lane; 2],
    selected: Order,
    view: View,
    pace: Pace,
    /// Steps asked for by presses, done at the next tick: forward, or back when negative.
    pending: i32,
    projector: bool,
    /// The solutions each search runs to (its count of solutions found when it stops).
    targets: [u64; 2],
    /// Every solution, once both searches counted to the end.
    counted: Option<u64>,
    browse: Option<Browse>,
    /// Frames ticked, for the watch speed.
    frames: u64,
    /// The longest slice a frame ran, in microseconds.
    longest_slice_us: u64,
    /// Whether the next frame of a run, count, browse or catching up is redrawn (see
    /// [`SEARCH_SLICE_US`]): the first is, as the press that started it is drawn anyway.
    show_next: bool,
    /// The chosen order's exploration tree, for the tree view (`tree.rs`).
    tree: QueensTree,
    /// The step the tree catches up to ([`Pace::Tracing`]).
    tracing: u64,
}

/// A fresh search of `n` queens in `order`.
fn lane(n: usize, order: Order) -> Lane {
    let queens = Queens::new(n.clamp(MIN, MAX), order, Goal::All);
    Rewind::new(queens.expect("a side from MIN to MAX"))
}

impl QueensMode {
    /// The mode on `n` queens, nothing searched yet, row order shown.
    pub fn new(n: usize) -> Self {
        let n = n.clamp(MIN, MAX);
        QueensMode {
            n,
            lanes: Order::ALL.map(|order| lane(n, order)),
            selected: Order::Rows,
            view: View::Step,
            pace: Pace::Stopped,
            pending: 0,
            projector: false,
            targets: [0; 2],
            counted: None,
            browse: None,
            frames: 0,
            longest_slice_us: 0,
            show_next: true,
            tree: QueensTree::default(),
            tracing: 0,
        }
    }

    /// The board's side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The order the board shows.
    pub fn selected(&self) -> Order {
        self.selected
    }

    /// The view on screen.
    pub fn view(&self) -> View {
        self.view
    }

    /// Whether a search goes on by itself.
    pub fn pace(&self) -> Pace {
        self.pace
    }

    /// Whether the panel is in large type, for a projector.
    pub fn is_projected(&self) -> bool {
        self.projector
    }

    /// Every solution, once counted.
    pub fn counted(&self) -> Option<u64> {
        self.counted
    }

    /// The solution browsed, if one is.
    pub fn browse(&self) -> Option<&Browse> {
        self.browse.as_ref()
    }

    /// The longest slice a frame ran so far, in microseconds.
    pub fn longest_slice_us(&self) -> u64 {
        self.longest_slice_us
    }

    /// The search of `order`.
    pub fn lane(&self, order: Order) -> &Lane {
        &self.lanes[index(order)]
    }

    /// The search the board shows.
    pub fn current(&self) -> &Lane {
        self.lane(self.selected)
    }

    /// Whether a search runs by itself (any button stops it).
    pub fn is_busy(&self) -> bool {
        self.pace != Pace::Stopped
    }

    /// Any button while a search runs: it stops where it is.
    pub fn stop(&mut self) {
        match self.pace {
            Pace::Browsing => self.browse = None,
            Pace::Tracing => self.stand_at_the_tree(),
            _ => {}
        }
        self.pace = Pace::Stopped;
    }

    /// One button while stopped.
    pub fn press(&mut self, button: crate::pad::Buttons) {
        use crate::pad::Buttons;
        // What the press starts shows in its first frame.
        self.show_next = true;
        match button {
            Buttons::SQUARE => self.pending = self.pending.saturating_add(1),
            Buttons::TRIANGLE => self.pending = self.pending.saturating_sub(1),
            Buttons::CIRCLE if !self.current_over() => {
                let i = index(self.selected);
                self.targets[i] = self.lanes[i].search().found() + 1;
                self.pace = Pace::Playing;
            }
            Buttons::CROSS if !self.all_over() => {
                self.targets = self.lanes.each_ref().map(|l| l.search().found() + 1);
                self.pace = Pace::Running;
            }
            Buttons::UP | Buttons::DOWN => {
                self.selected = match self.selected {
                    Order::Rows => Order::MostConstrained,
                    Order::MostConstrained => Order::Rows,
                };
                self.tree = QueensTree::default();
            }
            Buttons::L | Buttons::R => self.view = self.view.turn(button == Buttons::R),
            Buttons::LEFT | Buttons::RIGHT if self.view == View::Solutions => {
                self.count_or_browse(button == Buttons::RIGHT);
            }
            Buttons::LEFT | Buttons::RIGHT => {
                let n = if button == Buttons::RIGHT {
                    if self.n == MAX { MIN } else { self.n + 1 }
                } else if self.n == MIN {
                    MAX
                } else {
                    self.n - 1
                };
                *self = QueensMode {
                    projector: self.projector,
                    selected: self.selected,
                    view: self.view,
                    longest_slice_us: self.longest_slice_us,
                    ..QueensMode::new(n)
                };
            }
            Buttons::SELECT => self.projector = !self.projector,
            _ => {}
        }
        let browsing =
            self.view == View::Solutions && matches!(button, Buttons::LEFT | Buttons::RIGHT);
        if !browsing && button != Buttons::SELECT {
            // Any other press leaves the solution browsed: the board shows the search again.
            self.browse = None;
        }
    }

    /// Left (`next` false) or Right in the solutions view: counts every solution, both orders
    /// to the end; once counted, the previous or next solution on the board.
    fn count_or_browse(&mut self, next: bool) {
        match self.counted {
            None => {
                self.targets = [u64::MAX; 2];
                self.pace = Pace::Counting;
            }
            Some(0) => {}
            Some(total) => {
                let shown = self.browse.map_or(0, |b| b.number);
                let number = if next {
                    shown % total + 1
                } else if shown <= 1 {
                    total
                } else {
                    shown - 1
                };
                self.show_solution(number);
            }
        }
    }

    /// Starts looking for solution `number` (from 1), from the solution shown if it comes
    /// before it, else from the start.
    fn show_solution(&mut self, number: u64) {
        let search = match self.browse {
            Some(b) if b.search.found() < number && b.search.status() == Status::Running => {
                b.search
            }
            _ => Queens::new(self.n, Order::Rows, Goal::All).expect("a side from MIN to MAX"),
        };
        self.browse = Some(Browse { number, search });
        self.pace = Pace::Browsing;
    }

    fn current_over(&self) -> bool {
        self.current().search().status() != Status::Running
    }

    fn all_over(&self) -> bool {
        self.lanes
            .iter()
            .all(|l| l.search().status() != Status::Running)
    }

    /// A frame: the steps pressed for, played, or a slice of running, counting or browsing.
    /// Whether the screen is to be redrawn: not in a frame that only searches.
    pub fn tick(&mut self, clock: &mut impl Clock, prefs: &Preferences) -> bool {
        self.frames += 1;
        let selected = index(self.selected);
        let start = clock.now_us();
        let show = self.show_next;
        let slice = if show { SHOW_SLICE_US } else { SEARCH_SLICE_US };
        match self.pace {
            Pace::Stopped => {
                let pending = core::mem::take(&mut self.pending);
                if pending > 0 {
                    self.step_selected(pending.unsigned_abs());
                } else if pending < 0 {
                    self.back_selected(pending.unsigned_abs());
                } else if self.wants_trace() {
                    // Into the tree view behind its search: it catches up from the next frame.
                    self.tracing = self.current().at();
                    self.pace = Pace::Tracing;
                }
                return true;
            }
            Pace::Playing => {
                let (frames, steps) = prefs.speed.pace();
                if self.frames.is_multiple_of(frames) {
                    self.step_selected(steps);
                }
                // A solution stops the play, to be looked at.
                if self.current_over() || self.current().search().found() >= self.targets[selected]
                {
                    self.pace = Pace::Stopped;
                }
                return true;
            }
            Pace::Running | Pace::Counting => self.run(clock, slice),
            Pace::Browsing => self.find_browsed(clock, start, slice),
            Pace::Tracing => self.trace(clock, start, slice),
        }
        self.longest_slice_us = self
            .longest_slice_us
            .max(clock.now_us().saturating_sub(start));
        self.show_next = !show;
        // A searching frame changes nothing on screen, unless its search ended.
        show || self.pace == Pace::Stopped
    }

    /// A slice of running both searches, each to its target (its next solution, or the end),
    /// each for half of `slice` microseconds (and a chunk past it at most; a chunk at least).
    fn run(&mut self, clock: &mut impl Clock, slice: u64) {
        let mut due = false;
        for (i, lane) in self.lanes.iter_mut().enumerate() {
            let until = clock.now_us() + slice / 2;
            let target = self.targets[i];
            let running = |lane: &Lane| {
                lane.search().status() == Status::Running && lane.search().found() < target
            };
            // At least a chunk a lane a frame, whatever the clock says.
            while running(lane) {
                if target == u64::MAX {
                    lane.step(&mut (), CHUNK);
                } else {
                    // A rewind steps on through a solution: one step at a time to stop on it.
                    for _ in 0..CHUNK {
                        if !running(lane) {
                            break;
                        }
                        lane.step(&mut (), 1);
                    }
                }
                if clock.now_us() >= until {
                    break;
                }
            }
            due |= running(lane);
        }
        if self.pace == Pace::Counting && self.all_over() {
            self.counted = Some(self.lanes[0].search().found());
        }
        if !due {
            self.pace = Pace::Stopped;
        }
    }

    /// A slice of `slice` microseconds looking for the solution browsed.
    fn find_browsed(&mut self, clock: &mut impl Clock, start: u64, slice: u64) {
        let Some(browse) = &mut self.browse else {
            self.pace = Pace::Stopped;
            return;
        };
        // At least a chunk a frame, whatever the clock says.
        while !browse.found() && browse.search.status() == Status::Running {
            browse.search.step(CHUNK, &mut ());
            if clock.now_us().saturating_sub(start) >= slice {
                break;
            }
        }
        if browse.found() || browse.search.status() != Status::Running {
            self.pace = Pace::Stopped;
        }
    }
}

/// The place of `order` in [`Order::ALL`].
fn index(order: Order) -> usize {
    match order {
        Order::Rows => 0,
        Order::MostConstrained => 1,
    }
}

/// The steps a search took: placements and backtracks.
pub fn steps(lane: &Lane) -> u64 {
    lane.search().steps()
}

impl<St: Storage> App<St> {
    /// The menu's *Lesson: N queens*: the queens on screen, 8 of them; chosen again, back to
    /// the editor.
    pub(super) fn toggle_queens(&mut self) {
        self.owned = match self.owned {
            Owned::Queens(_) => Owned::Nothing,
            _ => Owned::Queens(QueensMode::new(START_N)),
        };
    }

    /// Leaves the queens for the editor (another mode of the menu was chosen).
    pub(super) fn leave_queens(&mut self) {
        if matches!(self.owned, Owned::Queens(_)) {
            self.owned = Owned::Nothing;
        }
    }

    /// The queens, while on screen, to take a press or a frame.
    pub(super) fn queens_mut(&mut self) -> Option<&mut QueensMode> {
        match &mut self.owned {
            Owned::Queens(queens) => Some(queens),
            _ => None,
        }
    }

    /// The queens' frame: what was pressed for, or a slice of what runs.
    pub(super) fn tick_queens(&mut self, clock: &mut impl Clock) {
        let prefs = self.prefs;
        let Some(queens) = self.queens_mut() else {
            return;
        };
        if queens.is_busy() || queens.pending != 0 || queens.wants_trace() {
            if queens.tick(clock, &prefs) {
                self.revision = self.revision.wrapping_add(1);
            }
        } else {
            queens.frames += 1;
        }
    }
}

#[cfg(test)]
mod tests;
