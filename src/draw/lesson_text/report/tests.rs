//! The report's method in its lane of the lesson: the views show its own history, its
//! `disp_possible` and its words, and its lane steps back and forward as the others do.

use super::*;
use crate::{
    Nine,
    clock::FakeClock,
    draw::{lesson_big, lesson_text},
    editor::lesson::View,
    grid::Grid,
    lesson::{Algorithm, Run},
    logic::Candidates,
    pad::Buttons,
    puzzles::CLASSROOM,
    solver::{Solver, Status},
    test_support::Driven,
};
use std::{boxed::Box, string::String, vec::Vec};

/// The lesson on the TP's grid, the report's method chosen (Up from the first lane), after
/// `steps` presses of Square.
fn report_lane(steps: usize) -> (Driven, FakeClock) {
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(CLASSROOM).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    e.press(Buttons::UP);
    e.tick(&mut clock);
    assert_eq!(e.lesson().unwrap().selected(), Algorithm::Report);
    for _ in 0..steps {
        e.press(Buttons::SQUARE);
        e.tick(&mut clock);
    }
    (e, clock)
}

/// The report's search on the TP's grid after `steps` steps, run apart from the lesson.
fn apart(steps: u32) -> Report<Nine> {
    let mut report = Report::new(&Grid::from_line(CLASSROOM).unwrap()).unwrap();
    report.step(steps, &mut ());
    report
}

fn report_of(e: &Driven) -> &Report<Nine> {
    e.lesson()
        .unwrap()
        .current()
        .run()
        .report()
        .expect("the report's lane")
}

fn lines(body: &Body) -> Vec<String> {
    body.lines.iter().map(|l| l.0.as_str().into()).collect()
}

/// The step at which the report's search on the TP's grid first marks a digit impossible.
fn first_mark() -> u32 {
    (1..200)
        .find(|&n| {
            let report = apart(n);
            Cell::<Nine>::all().any(|c| report.ruled_out(c) != 0)
        })
        .expect("the TP's grid takes the report's method to a dead end")
}

#[test]
fn the_lane_s_history_is_the_report_s_after_any_number_of_steps() {
    let mark = first_mark() as usize;
    for steps in [0, 1, 20, mark - 1, mark, mark + 3] {
        let (e, _) = report_lane(steps);
        let lane = report_of(&e);
        let alone = apart(steps as u32);
        assert!(lane.history().eq(alone.history()), "after {steps} steps");
        let body = lesson_text::history_view(e.lesson().unwrap(), Lang::En);
        let shown = lines(&body);
        // Newest first, numbered as the report prints them, each named for what it was.
        let expected: Vec<String> = alone
            .history()
            .rev()
            .take(LINES - 2)
            .map(|p| {
                let kind = if p.supposition {
                    "supposition"
                } else {
                    "deduction"
                };
                std::format!("affectation {} {}={} {kind}", p.number, p.cell, p.digit)
            })
            .collect();
        let listed: Vec<String> = shown.iter().skip(2).cloned().collect();
        if steps == 0 {
            assert_eq!(listed, ["No step yet: Square steps"]);
        } else {
            assert_eq!(listed, expected, "after {steps} steps");
        }
        let supposed = alone.history().filter(|p| p.supposition).count();
        let deduced = alone.history().count() - supposed;
        assert_eq!(
            shown[1],
            std::format!(
                "{supposed} supposition{}, {deduced} deduction{}",
                if supposed == 1 { "" } else { "s" },
                if deduced == 1 { "" } else { "s" }
            )
        );
    }
}

#[test]
fn the_history_shows_suppositions_and_deductions_apart_in_french_and_in_large_type() {
    // A deduction made under a supposition: both kinds on screen.
    let steps = (1..200)
        .find(|&n| {
            let report = apart(n);
            let last = report.history().next_back();
            report.history().any(|p| p.supposition) && last.is_some_and(|p| !p.supposition)
        })
        .unwrap();
    let (mut e, mut clock) = report_lane(steps as usize);
    e.press(Buttons::R);
    e.tick(&mut clock);
    let lesson = e.lesson().unwrap();
    assert_eq!(lesson.view(), View::History);
    let report = report_of(&e);
    let last = report.history().next_back().unwrap();
    let fr = history_view(lesson, report, Lang::Fr);
    let first = &fr.lines[2];
    let word = if last.supposition {
        "supposition"
    } else {
        "déduction"
    };
    assert_eq!(
        first.0.as_str(),
        std::format!(
            "affectation {} L{}C{}={} {word}",
            last.number,
            last.cell.row() + 1,
            last.cell.col() + 1,
            last.digit
        )
    );
    let supposed = report.history().find(|p| p.supposition).unwrap();
    let line = fr
        .lines
        .iter()
        .find(|l| {
            l.0.starts_with(&std::format!("affectation {} ", supposed.number))
        })
        .expect("the supposition is listed");
    assert_eq!(line.1, palette::LAST_GUESS, "{}", line.0);
    assert!(line.0.ends_with(" supposition"));
    assert!(
        fr.lines
            .iter()
            .any(|l| l.0.ends_with(" déduction") && l.1 == palette::TEXT)
    );
    // The projector: the same placements, numbered, suppositions in the guess's colour.
    let big = lesson_big::big_view(lesson, Lang::En);
    let newest = &big.lines[1];
    assert_eq!(
        newest.0.as_str(),
        std::format!("{} {} = {}", last.number, last.cell, last.digit)
    );
    for line in &big.lines {
        assert!(line.0.chars().count() <= lesson_big::BIG_COLUMNS);
    }
}

#[test]
fn the_step_view_says_deduction_or_supposition_in_the_report_s_words() {
    let mark = first_mark() as usize;
    let mut said = [false; 2];
    for steps in 1..=mark + 2 {
        let (e, _) = report_lane(steps);
        let lesson = e.lesson().unwrap();
        let report = report_of(&e);
        let last = report.history().next_back().unwrap();
        for (lang, deduction, supposition) in [
            (Lang::En, "deduction:", "supposition:"),
            (Lang::Fr, "déduction\u{a0}:", "supposition\u{a0}:"),
        ] {
            let body = lines(&lesson_text::step_view(lesson, lang));
            let word = if last.supposition {
                supposition
            } else {
                deduction
            };
            assert!(body[2].starts_with(word), "{steps}: {body:?}");
            let big = lines(&lesson_big::big_view(lesson, lang));
            assert!(word.starts_with(big[2].as_str()), "{steps}: {big:?}");
        }
        let en = lines(&lesson_text::step_view(lesson, Lang::En));
        assert_eq!(
            en[1],
            std::format!(
                "Affectation {}: {} = {}",
                last.number,
                last.cell,
                last.digit
            )
        );
        let next = if report.is_undoing() {
            "Dead end: back to the supposition"
        } else {
            "Next: deduce, else suppose"
        };
        assert_eq!(en[3], next, "{steps}");
        said[usize::from(last.supposition)] = true;
    }
    assert_eq!(said, [true, true], "both kinds were seen");
}

#[test]
fn the_candidate_map_is_the_report_s_disp_possible_with_its_marks() {
    let mark = first_mark();
    let (mut e, mut clock) = report_lane(mark as usize);
    e.press(Buttons::R);
    e.tick(&mut clock);
    e.press(Buttons::R);
    e.tick(&mut clock);
    assert_eq!(e.lesson().unwrap().view(), View::Map);
    let report = report_of(&e).clone();
    let marked = Cell::<Nine>::all()
        .find(|&c| report.ruled_out(c) != 0 && report.grid().digit(c).is_none())
        .expect("a mark in an empty cell");
    let ruled = Digit::from_index(report.ruled_out(marked).trailing_zeros() as usize).unwrap();
    // Left and Right to the marked digit.
    while e.lesson().unwrap().digit() != ruled {
        e.press(Buttons::RIGHT);
        e.tick(&mut clock);
    }
    let grid = report.grid();
    let candidates = Candidates::from_grid(&grid).unwrap();
    assert!(candidates.has(marked, ruled), "plain candidates keep it");
    let counted = |p: Possibility| {
        Cell::<Nine>::all()
            .filter(|&c| report.possibility(c, ruled) == p)
            .count()
    };
    let [open, holding, out] = possibility_counts(&report, ruled);
    assert_eq!(open, counted(Possibility::Possible));
    assert_eq!(holding, counted(Possibility::Placed));
    assert!(out >= 1);
    let body = lines(&lesson_text::map_view(e.lesson().unwrap(), Lang::En));
    let cells = |n: usize| if n == 1 { "cell" } else { "cells" };
    assert_eq!(
        body[1],
        std::format!("Digit {ruled} can go in {open} {}", cells(open))
    );
    assert_eq!(
        body[4],
        std::format!("Ruled out by dead ends: {out} {}", cells(out))
    );
    let plain = Cell::<Nine>::all()
        .filter(|&c| candidates.has(c, ruled))
        .count();
    assert!(open < plain, "the marks take cells from the candidates");
}

#[test]
fn stepping_back_then_forward_shows_the_same_screens() {
    let mark = first_mark() as usize;
    let (mut e, mut clock) = report_lane(mark + 4);
    let texts = |e: &Driven| {
        let lesson = e.lesson().unwrap();
        [Lang::En, Lang::Fr].map(|lang| {
            [
                lesson_text::step_view(lesson, lang),
                lesson_text::history_view(lesson, lang),
                lesson_text::map_view(lesson, lang),
                lesson_big::big_view(lesson, lang),
            ]
            .map(|body| lines(&body))
        })
    };
    let mut seen = Vec::new();
    for _ in 0..12 {
        seen.push((texts(&e), report_of(&e).grid()));
        e.press(Buttons::TRIANGLE);
        e.tick(&mut clock);
    }
    for (texts_then, grid_then) in seen.iter().rev() {
        e.press(Buttons::SQUARE);
        e.tick(&mut clock);
        assert_eq!(&report_of(&e).grid(), grid_then);
        assert_eq!(&texts(&e), texts_then);
    }
}

#[test]
fn the_race_of_five_on_the_tp_grid_ranks_by_placements_then_backtracks() {
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(CLASSROOM).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    for button in [Buttons::R, Buttons::R, Buttons::R, Buttons::CROSS] {
        e.press(button);
        e.tick(&mut clock);
    }
    e.settle(&mut clock, 10_000);
    let lesson = e.lesson().unwrap();
    let order = lesson_text::race_order(lesson);
    assert_eq!(
        order,
        [
            (Algorithm::Ours, Some(1)),
            (Algorithm::Report, Some(2)),
            (Algorithm::Mrv, Some(3)),
            (Algorithm::Sorted, Some(4)),
            (Algorithm::Naive, Some(5)),
        ]
    );
    // The lanes' counts are the searches' own, run apart.
    let puzzle = Grid::from_line(CLASSROOM).unwrap();
    let mut solver = Box::new(Solver::new(&Grid::<Nine>::empty(), 1).unwrap());
    for algorithm in Algorithm::ALL {
        let mut run = Run::new(algorithm, &puzzle, &mut solver).unwrap();
        while run.step(&mut solver, u32::MAX, &mut ()) == Status::Running {}
        assert_eq!(
            lesson.lane(algorithm).run().counters(),
            run.counters(),
            "{algorithm:?}"
        );
    }
    let report = lesson.lane(Algorithm::Report).run().counters();
    assert_eq!((report.placements, report.backtracks), (59, 2));
    let body = lines(&lesson_text::race_view(lesson, Lang::Fr));
    assert_eq!(body[2], "2 élèves            59          2");
    for line in &body {
        assert!(line.chars().count() <= lesson_text::COLUMNS, "{line}");
    }
}

#[test]
fn a_lesson_is_its_five_lanes_and_little_more() {
    use crate::{
        Four, Sixteen,
        editor::lesson::{LANES, Lane, Lesson, Tree},
    };
    use core::mem::size_of;
    fn check<S: crate::size::Size>(lane: usize) {
        assert_eq!(size_of::<Lane<S>>(), lane);
        // The lanes, the tree view's record, and little more.
        let lanes = LANES * lane + size_of::<Tree<S>>();
        let lesson = size_of::<Lesson<S>>();
        assert!(lesson >= lanes && lesson <= lanes + 512, "{lesson}");
    }
    // The figures of `src/editor/lesson.rs`'s module docs.
    check::<Four>(6_336);
    check::<Nine>(10_752);
    check::<Sixteen>(21_936);
}

#[test]
fn the_stack_and_the_graph_views_show_the_report_s_supposition() {
    use crate::draw::{Canvas, lesson::LessonScreen};
    use embedded_graphics::Drawable;
    let supposed = (1..200)
        .find(|&n| apart(n).history().any(|p| p.supposition))
        .unwrap();
    let (mut e, mut clock) = report_lane(supposed as usize);
    let cell = report_of(&e)
        .history()
        .find(|p| p.supposition)
        .unwrap()
        .cell;
    let marked = e.lesson().unwrap().current().run().supposed();
    assert!(marked.contains(cell), "the board marks the supposed cell");
    for (view, presses) in [(View::Stack, 4), (View::Graph, 1)] {
        for _ in 0..presses {
            e.press(Buttons::R);
            e.tick(&mut clock);
        }
        let lesson = e.lesson().unwrap();
        assert_eq!(lesson.view(), view);
        let body = match view {
            View::Stack => lesson_text::stack::stack_view(lesson, Lang::En),
            _ => lesson_text::graph::graph_view(lesson, Lang::En),
        };
        let text: String = lines(&body).join("\n");
        if view == View::Stack {
            assert!(text.contains(&std::format!("{cell}")), "{text}");
        }
        let mut canvas = Box::new(Canvas::new());
        LessonScreen { editor: &e, lesson }
            .draw(canvas.as_mut())
            .unwrap();
    }
}
