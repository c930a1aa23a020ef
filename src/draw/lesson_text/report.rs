//! The student report's method in the lesson's panel, in the report's words: its last
//! placement a *déduction* or a *supposition*, its history numbered as the report prints it
//! (`affectation N`), suppositions and deductions apart, and its candidate map, the report's
//! `disp_possible` ([`Report::possibility`]: the possible flags with the dead ends' marks).

use crate::{
    cell::Cell,
    digit::Digit,
    editor::lesson::Lesson,
    lesson::{Report, report::Possibility},
    size::Size,
    text::{Counted, In, Key, Lang},
};

use super::{Body, LINES, palette};

/// The step view's two lines on the last placement: its number in the history, its cell and
/// digit, then whether it was a deduction or a supposition.
pub(super) fn last_placement<S: Size>(body: &mut Body, report: &Report<S>, lang: Lang) {
    match report.history().next_back() {
        Some(last) => {
            let (colour, kind) = if last.supposition {
                (palette::LAST_GUESS, Key::LessonReportSupposition)
            } else {
                (palette::TEXT, Key::LessonReportDeduction)
            };
            body.say(
                palette::TEXT,
                lang,
                Key::LessonReportPlaced,
                &[&last.number, &In(lang, last.cell), &last.digit],
            );
            body.say(colour, lang, kind, &[]);
        }
        None => {
            body.say(palette::TEXT, lang, Key::LessonNothingPlaced, &[]);
            body.line(palette::TEXT, format_args!(""));
        }
    }
}

/// The step view's line on what comes next: a dead end undone, or deductions then a
/// supposition.
pub(super) fn next_line<S: Size>(body: &mut Body, report: &Report<S>, lang: Lang) {
    if report.is_undoing() {
        body.say(palette::TEXT_BAD, lang, Key::LessonReportUndoing, &[]);
    } else {
        body.say(palette::TEXT_DIM, lang, Key::LessonReportNext, &[]);
    }
}

/// The history view: the placements of the report's history, newest first, each numbered as
/// the report prints it and named a supposition (in the guess's colour) or a deduction; above
/// them, how many of each it holds.
pub fn history_view<S: Size>(lesson: &Lesson<S>, report: &Report<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonReportHistory, &[&title]);
    let supposed = report.history().filter(|p| p.supposition).count();
    let deduced = report.history().count() - supposed;
    let supposed = In(
        lang,
        Counted(
            supposed as u64,
            Key::LessonSuppositionOne,
            Key::LessonSuppositionMany,
        ),
    );
    let deduced = In(
        lang,
        Counted(
            deduced as u64,
            Key::LessonDeductionOne,
            Key::LessonDeductionMany,
        ),
    );
    body.say(
        palette::TEXT_DIM,
        lang,
        Key::LessonReportCounts,
        &[&supposed, &deduced],
    );
    if report.history().next().is_none() {
        body.say(palette::TEXT_DIM, lang, Key::LessonNoStep, &[]);
    }
    for placement in report.history().rev().take(LINES - body.lines.len()) {
        let (colour, key) = if placement.supposition {
            (palette::LAST_GUESS, Key::LessonReportSupposed)
        } else {
            (palette::TEXT, Key::LessonReportDeduced)
        };
        let args: [&dyn core::fmt::Display; 3] = [
            &placement.number,
            &In(lang, placement.cell),
            &placement.digit,
        ];
        body.say(colour, lang, key, &args);
    }
    body
}

/// The report's `disp_possible` of `digit`: the cells where it is possible, where it is placed,
/// and where a dead end ruled it out.
pub fn possibility_counts<S: Size>(report: &Report<S>, digit: Digit<S>) -> [usize; 3] {
    Cell::<S>::all().fold([0; 3], |[open, holding, ruled], cell| {
        let possibility = report.possibility(cell, digit);
        [
            open + usize::from(possibility == Possibility::Possible),
            holding + usize::from(possibility == Possibility::Placed),
            ruled + usize::from(ruled_out(report, cell, digit)),
        ]
    })
}

/// Whether a dead end ruled `digit` out in `cell` (an empty cell: a filled one shows its digit).
pub fn ruled_out<S: Size>(report: &Report<S>, cell: Cell<S>, digit: Digit<S>) -> bool {
    report.grid().digit(cell).is_none() && report.ruled_out(cell) & digit.bit() != 0
}

#[cfg(test)]
mod tests;
