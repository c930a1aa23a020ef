//! What the lesson says on the status line: at the start, when a view or an algorithm is
//! chosen, and when the search is over.

use crate::{
    editor::{
        Editor,
        status::{Duration, Tone},
    },
    lesson::{Algorithm, Counters, lap},
    size::Size,
    solver::Status,
    text::{Counted, In, Key, Lang},
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
            View::Tree => Key::LessonSaysTree,
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
        let (placements, backtracks) = counts_said(lang, placements, backtracks);
        let time = In(lang, Duration(lane.spent_us));
        let smallest = lesson.is_smallest() && lesson.selected == Algorithm::Naive;
        match lane.run().status() {
            _ if lesson.view == View::Race => {
                // The winner did the least work (never the quickest on the clock: a 4x4 ties).
                let laps = lesson.lanes.each_ref().map(|l| l.lap());
                let first = &lesson.lanes[lap::order(&laps)[0]];
                if first.run().status() == Status::Solved {
                    let winner = lang.text(first.run().algorithm().title());
                    let c = first.run().counters();
                    let (placed, back) = counts_said(lang, c.placements, c.backtracks);
                    self.tell(Tone::Good, Key::LessonRaceWon, &[&winner, &placed, &back]);
                } else {
                    self.tell(Tone::Bad, Key::LessonRaceNone, &[]);
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

/// A search's placements and backtracks in words, each in the singular or plural `lang` wants:
/// `1 placement`, `0 retour`, `12,345 backtracks`.
pub(super) fn counts_said(
    lang: Lang,
    placements: u64,
    backtracks: u64,
) -> (In<Counted>, In<Counted>) {
    (
        In(
            lang,
            Counted(
                placements,
                Key::LessonPlacementOne,
                Key::LessonPlacementMany,
            ),
        ),
        In(
            lang,
            Counted(
                backtracks,
                Key::LessonBacktrackOne,
                Key::LessonBacktrackMany,
            ),
        ),
    )
}
