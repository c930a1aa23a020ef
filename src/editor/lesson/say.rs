//! What the lesson says on the status line: at the start, when a view or an algorithm is
//! chosen, and when the search is over.

use crate::{
    editor::{
        Editor,
        status::{Duration, Tone},
    },
    lesson::{Algorithm, Counters},
    size::Size,
    solver::Status,
};

use super::View;

impl<S: Size> Editor<S> {
    pub(super) fn say_lesson_start(&mut self) {
        self.say(
            Tone::Info,
            format_args!(
                "Lesson: Square steps, Circle plays, Cross runs to the end; L and R change the view"
            ),
        );
    }

    /// The status once a view or an algorithm is chosen.
    pub(super) fn say_view(&mut self) {
        let Some(lesson) = self.lesson() else {
            return;
        };
        let title = lesson.selected.title();
        match lesson.view {
            View::Step => self.say(
                Tone::Info,
                format_args!("Step by step: {title}. Square steps, Circle plays"),
            ),
            View::History => self.say(
                Tone::Info,
                format_args!("History of the {title} search, newest first"),
            ),
            View::Map => self.say(
                Tone::Info,
                format_args!(
                    "Candidate map of the {title} search: Left and Right choose the digit"
                ),
            ),
            View::Race => self.say(
                Tone::Info,
                format_args!("The race: Cross races the four; the board shows {title}"),
            ),
        }
    }

    /// The status once the lanes that take steps are over.
    pub(super) fn say_over(&mut self) {
        let Some(lesson) = self.lesson() else {
            return;
        };
        let lane = lesson.current();
        let title = lesson.selected.title();
        let Counters {
            placements,
            backtracks,
        } = lane.run.counters();
        let time = Duration(lane.spent_us);
        let smallest = lesson.is_smallest() && lesson.selected == Algorithm::Naive;
        match lane.run.status() {
            _ if lesson.view == View::Race => {
                let fastest = lesson
                    .lanes
                    .iter()
                    .filter(|l| l.run.status() == Status::Solved)
                    .min_by_key(|l| l.spent_us);
                match fastest {
                    Some(first) => {
                        let winner = first.run.algorithm().title();
                        let time = Duration(first.spent_us);
                        self.say(
                            Tone::Good,
                            format_args!("Race over: {winner} first, in {time}"),
                        );
                    }
                    None => self.say(Tone::Bad, format_args!("Race over: no solution")),
                }
            }
            Status::Solved if smallest => self.say(
                Tone::Good,
                format_args!(
                    "The lexicographically smallest complete grid: {placements} placements, {backtracks} backtracks"
                ),
            ),
            Status::Solved => self.say(
                Tone::Good,
                format_args!(
                    "{title}: solved with {placements} placements, {backtracks} backtracks, in {time}"
                ),
            ),
            _ => self.say(
                Tone::Bad,
                format_args!(
                    "{title}: no solution, after {placements} placements and {backtracks} backtracks"
                ),
            ),
        }
    }
}
