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
    text::{In, Key},
};

use super::View;

impl<S: Size> Editor<S> {
    pub(super) fn say_lesson_start(&mut self) {
        self.tell(Tone::Info, Key::LessonStart, &[]);
    }

    /// The status once a view or an algorithm is chosen.
    pub(super) fn say_view(&mut self) {
        let Some(lesson) = self.lesson() else {
            return;
        };
        let title = self.lang.text(lesson.selected.title());
        let key = match lesson.view {
            View::Step => Key::LessonSaysStep,
            View::History => Key::LessonSaysHistory,
            View::Map => Key::LessonSaysMap,
            View::Race => Key::LessonSaysRace,
            View::Stack => Key::LessonSaysStack,
            View::Graph => Key::LessonSaysGraph,
        };
        self.tell(Tone::Info, key, &[&title]);
    }

    /// The status once the lanes that take steps are over.
    pub(super) fn say_over(&mut self) {
        let Some(lesson) = self.lesson() else {
            return;
        };
        let lane = lesson.current();
        let lang = self.lang;
        let title = lang.text(lesson.selected.title());
        let Counters {
            placements,
            backtracks,
        } = lane.run().counters();
        let time = In(lang, Duration(lane.spent_us));
        let smallest = lesson.is_smallest() && lesson.selected == Algorithm::Naive;
        match lane.run().status() {
            _ if lesson.view == View::Race => {
                let fastest = lesson
                    .lanes
                    .iter()
                    .filter(|l| l.run().status() == Status::Solved)
                    .min_by_key(|l| l.spent_us);
                match fastest {
                    Some(first) => {
                        let winner = lang.text(first.run().algorithm().title());
                        let time = In(lang, Duration(first.spent_us));
                        self.tell(Tone::Good, Key::LessonRaceWon, &[&winner, &time]);
                    }
                    None => self.tell(Tone::Bad, Key::LessonRaceNone, &[]),
                }
            }
            Status::Solved if smallest => {
                self.tell(Tone::Good, Key::LessonSmallest, &[&placements, &backtracks])
            }
            Status::Solved => self.tell(
                Tone::Good,
                Key::LessonSolved,
                &[&title, &placements, &backtracks, &time],
            ),
            _ => self.tell(
                Tone::Bad,
                Key::LessonNoSolution,
                &[&title, &placements, &backtracks],
            ),
        }
    }
}
