//! The stack of choices' panel: each pending supposition of the chosen search, top of the tree
//! first and deepest last, with its level, its cell, the digit tried there and the digits still
//! to try: what the search must keep to resume after a backtrack (the course's third question).
//! The board marks the same cells (`crate::draw::lesson::stack`).

use crate::{
    editor::lesson::Lesson,
    lesson::{Choice, Search},
    size::Size,
    text::{In, Key, Lang},
};

use super::{Body, LINES, digits, palette};

/// The lines above the table: the title, the count, the heading.
const HEAD_LINES: usize = 3;

/// The pending suppositions of the chosen algorithm's search, top of the tree first.
pub fn pending<S: Size>(lesson: &Lesson<S>) -> impl Iterator<Item = Choice<S>> + '_ {
    lesson
        .current()
        .run()
        .choices()
        .filter(|choice| choice.supposition)
}

/// The stack of choices view: a line per pending supposition, deepest last; when they do not
/// all fit, the deepest ones, and a line saying how many are above.
pub fn stack_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let run = lesson.current().run();
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonStackTitle, &[&title]);
    let count = pending(lesson).count();
    body.say(
        palette::TEXT,
        lang,
        Key::LessonStackCount,
        &[&count, &run.depth()],
    );
    if count == 0 {
        body.line(palette::TEXT, format_args!(""));
        body.say(palette::TEXT_DIM, lang, Key::LessonStackEmpty, &[]);
        return body;
    }
    body.say(palette::TEXT_DIM, lang, Key::LessonStackHead, &[]);
    // The table's rows, and the last line for the reminder of what a dead end does.
    let mut room = LINES - HEAD_LINES - 1;
    let above = count.saturating_sub(room);
    if above > 0 {
        room -= 1;
        body.say(
            palette::TEXT_DIM,
            lang,
            Key::LessonStackNotListed,
            &[&(count - room)],
        );
    }
    let shown = pending(lesson).skip(count - count.min(room));
    for (i, choice) in shown.enumerate() {
        let deepest = i + 1 == count.min(room);
        let colour = if deepest {
            palette::ACCENT
        } else {
            palette::HINT
        };
        let cell: heapless::String<12> = {
            let mut s = heapless::String::new();
            let _ = core::fmt::Write::write_fmt(&mut s, format_args!("{}", In(lang, choice.place)));
            s
        };
        body.line(
            colour,
            format_args!(
                "{:>6} {:<5}{:>3}  {}",
                choice.depth,
                cell.as_str(),
                choice.value.get(),
                digits::<S>(choice.left)
            ),
        );
    }
    body.say(palette::TEXT_DIM, lang, Key::LessonStackResumes, &[]);
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Four, Nine, clock::FakeClock, grid::Grid, pad::Buttons, puzzles::CLASSROOM,
        test_support::Driven,
    };
    use std::{
        format,
        string::{String, ToString},
        vec::Vec,
    };

    /// The lesson on `line` after `steps` presses of Square, then `back` of Triangle.
    fn lesson_after<S: Size>(line: &str, view: usize, steps: usize, back: usize) -> Driven<S> {
        let mut e: Driven<S> = Driven::new();
        e.load(Grid::from_line(line).unwrap());
        e.start_lesson();
        let mut clock = FakeClock::stepping(1);
        let presses = (0..view)
            .map(|_| Buttons::R)
            .chain((0..steps).map(|_| Buttons::SQUARE))
            .chain((0..back).map(|_| Buttons::TRIANGLE));
        for key in presses {
            e.press(key);
            e.tick(&mut clock);
        }
        e
    }

    fn text(body: &Body) -> Vec<String> {
        body.lines.iter().map(|(l, _)| l.as_str().into()).collect()
    }

    #[test]
    fn after_thirty_steps_on_the_tp_grid_the_stack_lists_each_supposition_deepest_last() {
        let e = lesson_after::<Nine>(CLASSROOM, 4, 30, 0);
        let lesson = e.lesson().unwrap();
        assert_eq!(lesson.view(), crate::editor::lesson::View::Stack);
        let lines = text(&stack_view(lesson, Lang::En));
        // The naive search's first 30 steps on the TP grid, worked out by hand from the
        // recursive function: r1c1 takes 1 (4 and 8 left), r1c3 takes 4 (8 left), ...
        let choices: Vec<Choice<Nine>> = pending(lesson).collect();
        assert!(choices.len() >= 2, "{lines:#?}");
        let first = choices[0];
        assert_eq!(
            (first.depth, first.place.to_string(), first.value.get()),
            (1, "r1c1".into(), 1)
        );
        assert_eq!(first.left, 0b1000_1000, "4 and 8 left to try at r1c1");
        assert_eq!(lines[0], "stack: naive");
        assert_eq!(
            lines[1],
            format!(
                "suppositions: {}, depth {}",
                choices.len(),
                e.lesson().unwrap().current().run().depth()
            )
        );
        assert_eq!(lines[2], " level cell try  still to try");
        assert_eq!(lines[3], "     1 r1c1   1  4 8");
        let last = choices.last().unwrap();
        let shown = lines[lines.len() - 2].clone();
        assert_eq!(
            shown,
            format!(
                "{:>6} {:<5}{:>3}  {}",
                last.depth,
                last.place.to_string(),
                last.value.get(),
                digits::<Nine>(last.left)
            )
        );
        assert_eq!(lines.last().unwrap(), "a dead end resumes the last one");
        // Every pending supposition has digits left (a walk's forced cells are no choice).
        assert!(choices.iter().all(|c| c.left != 0));
        assert!(choices.windows(2).all(|w| w[0].depth < w[1].depth));
    }

    #[test]
    fn steps_back_bring_back_the_stack_as_it_was() {
        let ahead = lesson_after::<Nine>(CLASSROOM, 4, 20, 0);
        let back = lesson_after::<Nine>(CLASSROOM, 4, 30, 10);
        assert_eq!(
            text(&stack_view(ahead.lesson().unwrap(), Lang::Fr)),
            text(&stack_view(back.lesson().unwrap(), Lang::Fr))
        );
        let further = lesson_after::<Nine>(CLASSROOM, 4, 30, 0);
        let a: Vec<Choice<Nine>> = pending(ahead.lesson().unwrap()).collect();
        let b: Vec<Choice<Nine>> = pending(further.lesson().unwrap()).collect();
        assert_ne!(a, b, "ten steps change the stack");
    }

    #[test]
    fn a_deep_stack_shows_its_deepest_suppositions_and_counts_the_others() {
        let e = lesson_after::<Nine>(CLASSROOM, 4, 400, 0);
        let lesson = e.lesson().unwrap();
        let count = pending(lesson).count();
        assert!(count > LINES - HEAD_LINES - 1, "{count} suppositions only");
        let lines = text(&stack_view(lesson, Lang::Fr));
        assert_eq!(lines.len(), LINES);
        assert_eq!(lines[0], "pile\u{a0}: naïve");
        assert_eq!(lines[2], "niveau case ch.  reste à essayer");
        let rows = LINES - HEAD_LINES - 2;
        assert_eq!(
            lines[3],
            format!("(non listées\u{a0}: {} au-dessus)", count - rows)
        );
        let deepest = pending(lesson).last().unwrap();
        assert!(
            lines[LINES - 2].starts_with(&format!("{:>6} {}", deepest.depth, "L")),
            "{lines:#?}"
        );
        assert_eq!(lines[LINES - 1], "une impasse reprend la dernière");
    }

    #[test]
    fn before_any_supposition_the_stack_says_it_is_empty() {
        // The 4x4's first cell has one digit that fits: forced, no supposition.
        let e = lesson_after::<Four>("32.4........4.23", 4, 1, 0);
        let lesson: &Lesson<Four> = e.lesson().unwrap();
        assert_eq!(pending(lesson).count(), 0);
        let lines = text(&stack_view(lesson, Lang::En));
        assert_eq!(lines[1], "suppositions: 0, depth 1");
        assert_eq!(lines[3], "No supposition pending");
    }
}
