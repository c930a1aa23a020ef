//! How the lanes take their steps: back a step at a time, or running fast a slice a frame,
//! through the tree in the tree view (`tree.rs`); and the tree catching up with its search.

use crate::{
    clock::Clock,
    editor::{Editor, State, status::Tone},
    size::Size,
    solver::Solver,
    text::{In, Key, Thousands},
};

use super::{Lesson, Pace, View, chunk};

impl<S: Size> Lesson<S> {
    /// Whether this frame running fast shows the search (a short slice, then the screen drawn)
    /// or only searches (a long slice, nothing drawn): they take turns, showing first.
    pub(super) fn take_turn(&mut self) -> bool {
        let show = self.show_next;
        self.show_next = !show;
        show
    }

    /// In the tree view, stopped, with a record behind (or ahead of) its search: the record
    /// catches up with it, a slice a frame, as a jump to where the search stands.
    pub(super) fn catch_up(&mut self) {
        if self.view == View::Tree
            && self.pace == Pace::Stopped
            && self.pending == 0
            && !self.tree_in_sync()
        {
            self.jump = Some(self.current().recorded());
            self.pace = Pace::Jumping;
        }
    }
}

impl<S: Size> Editor<S> {
    /// `steps` steps back in the lanes that take steps, each as far as its start.
    pub(super) fn step_lesson_back(&mut self, steps: u32) {
        let State::Lesson(lesson) = &mut self.state else {
            return;
        };
        let mut went = false;
        for i in lesson.active() {
            for _ in 0..steps {
                if !lesson.back_lane(i, &mut self.solver) {
                    break;
                }
                went = true;
            }
        }
        let at = In(self.lang, Thousands(lesson.current().recorded()));
        self.touch();
        if went {
            self.tell(Tone::Info, Key::LessonSteppedBack, &[&at]);
        } else {
            self.tell(Tone::Info, Key::LessonAtStart, &[]);
        }
    }
}

/// A frame's slice of running fast, `slice_us` long, shared by the lanes still searching: each
/// takes a chunk of steps, then more for its share of the time left (so that a lane that passed
/// its share takes it from the next), and the time a lane leaves by ending goes round again to
/// those still searching.
pub(super) fn run_fast<S: Size>(
    lesson: &mut Lesson<S>,
    solver: &mut Solver<S>,
    clock: &mut impl Clock,
    slice_us: u64,
) {
    let range = lesson.active();
    let end = clock.now_us() + slice_us;
    loop {
        let mut busy = lesson.lanes[range.clone()]
            .iter()
            .filter(|l| !l.is_over())
            .count() as u64;
        if busy == 0 || clock.now_us() >= end {
            return;
        }
        for i in range.clone() {
            if lesson.lanes[i].is_over() {
                continue;
            }
            let now = clock.now_us();
            let lane_end = now + end.saturating_sub(now) / busy;
            busy -= 1;
            let chunk = chunk(lesson.lanes[i].run().algorithm());
            loop {
                lesson.step_lane(i, solver, chunk, clock);
                if lesson.lanes[i].is_over() || clock.now_us() >= lane_end {
                    break;
                }
            }
        }
    }
}
