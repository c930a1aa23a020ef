//! How the lanes take their steps: back a step at a time, or running fast a slice a frame,
//! through the tree in the tree view (`tree.rs`); and the tree catching up with its search.

use crate::{
    clock::Clock,
    editor::{Editor, State, status::Tone},
    lesson::Algorithm,
    size::Size,
    solver::Solver,
    text::{In, Key, Thousands},
};

use super::{CHUNK, FAST_SLICE_US, Lesson, MRV_CHUNK, Pace, View};

impl<S: Size> Lesson<S> {
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

/// A frame's slice of running fast: the time is shared evenly by the lanes still searching.
pub(super) fn run_fast<S: Size>(
    lesson: &mut Lesson<S>,
    solver: &mut Solver<S>,
    clock: &mut impl Clock,
) {
    let range = lesson.active();
    let busy = lesson.lanes[range.clone()]
        .iter()
        .filter(|l| !l.is_over())
        .count()
        .max(1) as u64;
    let share = FAST_SLICE_US / busy;
    for i in range {
        let lane_start = clock.now_us();
        while !lesson.lanes[i].is_over() && clock.now_us() - lane_start < share {
            let chunk = if lesson.lanes[i].run().algorithm() == Algorithm::Mrv {
                MRV_CHUNK
            } else {
                CHUNK
            };
            lesson.step_lane(i, solver, chunk, clock);
        }
    }
}
