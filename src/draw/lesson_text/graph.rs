//! The graph view's panel: the course's graph (its vertices, edges and degree), the current
//! vertex with the colours its neighbours use and those left to it, how many vertices are
//! coloured, and the key of the colours (the swatches are drawn by `crate::draw::lesson::graph`
//! on [`SWATCH_LINE`]).

use crate::{
    cell::Cell,
    editor::lesson::Lesson,
    grid::Grid,
    lesson::graph::{degree, edges, neighbours, vertex},
    size::Size,
    solver::Status,
    text::{In, Key, Lang},
};

use super::{Body, digits, palette};

/// The body line under which the colours' swatches are drawn.
pub const SWATCH_LINE: usize = 8;

/// The vertex the search stands on, and the colours left to it: the vertex it colours next (a
/// walk's next cell), else the one it coloured last, with what is left to try there.
pub fn current<S: Size>(lesson: &Lesson<S>) -> Option<(Cell<S>, u16)> {
    let run = lesson.current().run();
    if run.status() != Status::Running {
        return None;
    }
    if let Some(next) = run.next_cell() {
        return Some(next);
    }
    let trying = run.trying()?;
    let all = ((1u32 << S::SIDE) - 1) as u16;
    let left = trying
        .left
        .unwrap_or_else(|| all & !used(&run.grid(), trying.cell));
    Some((trying.cell, left))
}

/// The colours `cell`'s neighbours use in `grid`.
pub fn used<S: Size>(grid: &Grid<S>, cell: Cell<S>) -> u16 {
    neighbours(cell)
        .filter_map(|n| grid.digit(n))
        .fold(0, |mask, digit| mask | digit.bit())
}

/// The graph view's panel.
pub fn graph_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let run = lesson.current().run();
    let grid = run.grid();
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonGraphTitle, &[&title]);
    body.say(
        palette::TEXT,
        lang,
        Key::LessonGraphSize,
        &[&S::CELLS, &edges::<S>().count(), &degree::<S>()],
    );
    match current(lesson) {
        Some((cell, left)) => {
            body.say(
                palette::ACCENT,
                lang,
                Key::LessonGraphVertex,
                &[&vertex(cell), &In(lang, cell)],
            );
            body.say(
                palette::TEXT,
                lang,
                Key::LessonGraphNeighbours,
                &[&digits::<S>(used(&grid, cell))],
            );
            if left == 0 {
                body.say(palette::TEXT_BAD, lang, Key::LessonGraphNoneLeft, &[]);
            } else {
                body.say(
                    palette::TEXT,
                    lang,
                    Key::LessonGraphLeft,
                    &[&digits::<S>(left)],
                );
            }
        }
        None => {
            body.line(palette::TEXT, format_args!(""));
            match run.status() {
                Status::Solved => body.say(palette::TEXT_GOOD, lang, Key::LessonSolvedLine, &[]),
                Status::NoSolution => {
                    body.say(palette::TEXT_BAD, lang, Key::LessonNoSolutionLine, &[])
                }
                Status::Running => body.line(palette::TEXT, format_args!("")),
            }
            body.line(palette::TEXT, format_args!(""));
        }
    }
    let coloured = S::CELLS - grid.empty_count();
    body.say(
        palette::TEXT,
        lang,
        Key::LessonGraphColoured,
        &[&coloured, &S::CELLS],
    );
    body.skip_to(SWATCH_LINE - 1);
    body.say(palette::TEXT_DIM, lang, Key::LessonGraphColours, &[]);
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Four, Nine, clock::FakeClock, editor::lesson::View, pad::Buttons, puzzles::CLASSROOM,
        test_support::Driven,
    };
    use std::{string::String, vec::Vec};

    /// The lesson on `line` in the graph view after `steps` presses of Square.
    fn graph_after<S: Size>(line: &str, steps: usize) -> Driven<S> {
        let mut e: Driven<S> = Driven::new();
        e.load(Grid::from_line(line).unwrap());
        e.start_lesson();
        let mut clock = FakeClock::stepping(1);
        for _ in 0..5 {
            e.press(Buttons::R);
            e.tick(&mut clock);
        }
        for _ in 0..steps {
            e.press(Buttons::SQUARE);
            e.tick(&mut clock);
        }
        assert_eq!(e.lesson().unwrap().view(), View::Graph);
        e
    }

    fn text(body: &Body) -> Vec<String> {
        body.lines.iter().map(|(l, _)| l.as_str().into()).collect()
    }

    #[test]
    fn on_the_course_s_4x4_the_panel_follows_the_colouring() {
        // The course's grid: vertex 2 (r1c3) is the first to colour, 1 its only colour left.
        let e = graph_after::<Four>("32.4........4.23", 0);
        let lines = text(&graph_view(e.lesson().unwrap(), Lang::En));
        assert_eq!(
            lines[..6],
            [
                "colouring: naive",
                "16 vertices, 56 edges, degree 7",
                "vertex 2 (r1c3)",
                "neighbours use: 2 3 4",
                "colours left: 1",
                "coloured: 6 of 16",
            ]
        );
        assert_eq!(lines[SWATCH_LINE - 1], "colours:");
        // One step colours vertex 2; the next is vertex 4 (r2c1), next to 3 and 2.
        let e = graph_after::<Four>("32.4........4.23", 1);
        let lines = text(&graph_view(e.lesson().unwrap(), Lang::Fr));
        assert_eq!(
            lines[..6],
            [
                "coloration\u{a0}: naïve",
                "16 sommets, 56 arêtes, degré 7",
                "sommet 4 (L2C1)",
                "ses voisins ont\u{a0}: 2 3 4",
                "possibles\u{a0}: 1",
                "colorés\u{a0}: 7 sur 16",
            ]
        );
    }

    #[test]
    fn the_colours_left_are_the_course_s_for_every_step_of_the_tp_grid() {
        let mut e = graph_after::<Nine>(CLASSROOM, 0);
        let mut clock = FakeClock::stepping(1);
        let mut dead_ends = 0;
        for _ in 0..300 {
            let lesson = e.lesson().unwrap();
            let grid = lesson.current().run().grid();
            if let Some((cell, left)) = current(lesson)
                && lesson.current().run().next_cell().is_some()
            {
                assert_eq!(left, crate::lesson::graph::colours_left(&grid, cell));
                let lines = text(&graph_view(lesson, Lang::En));
                if left == 0 {
                    dead_ends += 1;
                    assert_eq!(lines[4], "no colour left: back we go");
                }
            }
            e.press(Buttons::SQUARE);
            e.tick(&mut clock);
        }
        assert!(dead_ends > 0);
        let lines = text(&graph_view(e.lesson().unwrap(), Lang::En));
        assert_eq!(lines[1], "81 vertices, 810 edges, degree 20");
    }

    #[test]
    fn once_solved_the_panel_says_so() {
        let mut e = graph_after::<Four>("32.4........4.23", 0);
        let mut clock = FakeClock::stepping(1);
        e.press(Buttons::CROSS);
        for _ in 0..10 {
            e.tick(&mut clock);
        }
        let lines = text(&graph_view(e.lesson().unwrap(), Lang::En));
        assert_eq!(lines[3], Lang::En.text(Key::LessonSolvedLine));
        assert_eq!(lines[5], "coloured: 16 of 16");
    }
}
