use super::*;
use crate::test_support::Driven;
use crate::{
    Nine,
    cell::Cell,
    clock::FakeClock,
    draw::Canvas,
    grid::Grid,
    pad::Buttons,
    puzzles::{CLASSROOM, WORST_CASE},
    solver::Status,
};
use std::boxed::Box;

/// The classroom grid's lesson after `keys`, one frame each.
fn lesson_after(line: &str, keys: &[Buttons]) -> Driven {
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(line).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    for &key in keys {
        e.press(key);
        e.tick(&mut clock);
    }
    e
}

fn draw(e: &Editor<Nine>) -> Box<Canvas> {
    let mut canvas = Box::new(Canvas::new());
    LessonScreen {
        editor: e,
        lesson: e.lesson().unwrap(),
    }
    .draw(canvas.as_mut())
    .unwrap();
    canvas
}

fn count(canvas: &Canvas, area: Rectangle, colour: Rgb888) -> usize {
    area.points()
        .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(colour))
        .count()
}

fn corner(canvas: &Canvas, cell: Cell<Nine>) -> Option<Rgb888> {
    let area = EditorScreen::<Nine>::layout().cell_area(cell);
    canvas.pixel(area.top_left.x as u32 + 1, area.top_left.y as u32 + 1)
}

#[test]
fn the_step_view_marks_the_cell_tried_and_the_next_one_with_what_fits() {
    let e = lesson_after(CLASSROOM, &[Buttons::SQUARE; 3]);
    let lane = e.lesson().unwrap().current();
    let trying = lane.run().trying().unwrap();
    let (next, free) = lane.run().next_cell().unwrap();
    assert_ne!(free, 0);
    let canvas = draw(&e);
    let expected = if trying.supposition {
        palette::LAST_GUESS
    } else {
        palette::LAST_FORCED
    };
    assert_eq!(corner(&canvas, trying.cell), Some(expected));
    assert_eq!(corner(&canvas, next), Some(palette::CURSOR));
    let area = EditorScreen::<Nine>::layout().cell_area(next);
    assert!(
        count(&canvas, area, palette::NOTE) > 5,
        "the digits that fit, as notes"
    );
    // Its row is shaded: the row, column and box the digits are checked against.
    let peer = Cell::new(next.row(), (next.col() + 4) % 9).unwrap();
    if e.lesson()
        .unwrap()
        .current()
        .run()
        .grid()
        .digit(peer)
        .is_none()
    {
        assert_eq!(corner(&canvas, peer), Some(palette::PEER));
    }
}

#[test]
fn a_dead_end_is_red_and_a_backtrack_reddens_the_frame() {
    let mut e: Driven = Driven::new();
    e.load(Grid::from_line(CLASSROOM).unwrap());
    e.start_lesson();
    let mut clock = FakeClock::stepping(1);
    let (mut dead_end, mut backtrack) = (false, false);
    for _ in 0..200 {
        e.press(Buttons::SQUARE);
        e.tick(&mut clock);
        let lane = e.lesson().unwrap().current();
        let canvas = draw(&e);
        if let Some((cell, 0)) = lane.run().next_cell() {
            assert_eq!(corner(&canvas, cell), Some(palette::CONFLICT_BG));
            dead_end = true;
        }
        let frame = canvas.pixel(
            EditorScreen::<Nine>::layout().origin.x as u32,
            EditorScreen::<Nine>::layout().origin.y as u32 + 100,
        );
        let backtracked = matches!(lane.recent().last(), Some(Event::Backtracked(_)));
        assert_eq!(frame == Some(palette::BACKTRACK), backtracked);
        backtrack |= backtracked;
    }
    assert!(dead_end && backtrack);
}

#[test]
fn the_candidate_map_shades_where_the_digit_can_go() {
    let keys = [
        Buttons::SQUARE,
        Buttons::SQUARE,
        Buttons::R,
        Buttons::R,
        Buttons::RIGHT,
        Buttons::RIGHT,
    ];
    let e = lesson_after(CLASSROOM, &keys);
    let lesson = e.lesson().unwrap();
    assert_eq!((lesson.view(), lesson.digit().get()), (View::Map, 3));
    let grid = lesson.current().run().grid();
    let candidates = Candidates::from_grid(&grid).unwrap();
    let canvas = draw(&e);
    let mut shaded = 0;
    for cell in Cell::<Nine>::all() {
        let look = corner(&canvas, cell);
        if candidates.has(cell, lesson.digit()) {
            assert_eq!(look, Some(palette::HINT), "{cell}");
            shaded += 1;
        } else if grid.digit(cell) == Some(lesson.digit()) {
            assert_eq!(look, Some(palette::SAME_DIGIT), "{cell}");
        } else {
            assert_eq!(look, Some(palette::CELL), "{cell}");
        }
    }
    assert!(shaded > 3);
    // The digit row of the legend is there.
    let legend = Rectangle::new(
        Point::new(PANEL_X, LEGEND_Y + 3 * LEGEND_ROW),
        Extent::new(60, 12),
    );
    assert!(count(&canvas, legend, palette::TEXT) > 20);
}

#[test]
fn the_race_shows_a_bar_as_long_as_the_share_passed() {
    // The worst case raced for five frames (three of them searching only), then stopped.
    let e = lesson_after(
        WORST_CASE,
        &[
            Buttons::R,
            Buttons::R,
            Buttons::R,
            Buttons::CROSS,
            Buttons::NONE,
            Buttons::NONE,
            Buttons::NONE,
            Buttons::NONE,
            Buttons::SQUARE,
        ],
    );
    let lesson = e.lesson().unwrap();
    assert_eq!(lesson.view(), View::Race);
    let naive = lesson.lane(crate::lesson::Algorithm::Naive);
    assert_eq!(naive.run().status(), Status::Running);
    let passed = naive.run().passed().unwrap();
    let canvas = draw(&e);
    let bar = Rectangle::new(
        Point::new(TEXT_X, BODY_Y + RACE_BAR_LINE as i32 * LINE + 2),
        Extent::new(190, 1),
    );
    let filled = count(&canvas, bar, palette::ACCENT) as f64;
    assert!(
        (filled - 188.0 * passed).abs() <= 1.0,
        "{filled} for {passed}"
    );
    assert!(filled > 0.0);
}

#[test]
fn while_running_the_legend_says_any_button_stops() {
    let running = lesson_after(WORST_CASE, &[Buttons::CIRCLE]);
    let stopped = lesson_after(WORST_CASE, &[]);
    let legend = Rectangle::new(Point::new(PANEL_X, LEGEND_Y - 2), Extent::new(208, 56));
    assert_eq!(count(&draw(&running), legend, palette::GLYPH_SQUARE), 0);
    assert!(count(&draw(&stopped), legend, palette::GLYPH_SQUARE) > 8);
    // The status line is drawn where the emulator tests expect it.
    assert!(count(&draw(&stopped), LESSON_STATUS_AREA, palette::TEXT_DIM) > 50);
}

/// Records every event of a search (the history test's own record).
#[derive(Default)]
struct Every(std::vec::Vec<Event<Nine>>);

impl crate::lesson::Observer<Nine> for Every {
    fn event(&mut self, event: Event<Nine>) {
        self.0.push(event);
    }
}

#[test]
fn the_history_lists_the_last_steps_newest_first_with_suppositions_marked() {
    use crate::{
        lesson::{Algorithm, Run},
        solver::Solver,
    };
    use std::{format, string::String};
    let mut e = lesson_after(CLASSROOM, &[Buttons::R]);
    assert_eq!(e.lesson().unwrap().view(), View::History);
    // The same search run apart, every step recorded.
    let mut solver = Box::new(Solver::new(&Grid::empty(), 1).unwrap());
    let puzzle = *e.lesson().unwrap().puzzle();
    let mut run = Run::new(Algorithm::Naive, &puzzle, &mut solver).unwrap();
    let mut every = Every::default();
    let mut clock = FakeClock::stepping(1);
    let (mut suppositions, mut forced, mut emptied) = (0, 0, 0);
    for taken in 1..=150usize {
        e.press(Buttons::SQUARE);
        e.tick(&mut clock);
        run.step(&mut solver, 1, &mut every);
        let body = lesson_text::history_view(e.lesson().unwrap(), Lang::En);
        assert_eq!(body.lines[0].0.as_str(), "naive: the last steps");
        let shown = &body.lines[1..];
        assert_eq!(shown.len(), taken.min(LINES - 1), "after {taken} steps");
        let canvas = draw(&e);
        for (k, ((text, colour), event)) in shown.iter().zip(every.0.iter().rev()).enumerate() {
            let number = taken - k;
            let (expected, want): (String, _) = match *event {
                Event::Placed {
                    cell,
                    digit,
                    supposition: true,
                } => (
                    format!("{number:>10} {cell} = {digit} supposition"),
                    palette::LAST_GUESS,
                ),
                Event::Placed { cell, digit, .. } => (
                    format!("{number:>10} {cell} = {digit} forced"),
                    palette::TEXT,
                ),
                Event::Backtracked(Some(cell)) => {
                    (format!("{number:>10} {cell} emptied"), palette::TEXT_BAD)
                }
                Event::Backtracked(None) => panic!("the naive search empties a cell"),
            };
            assert_eq!(text.as_str(), expected, "after {taken} steps");
            assert_eq!(*colour, want);
            let y = BODY_Y + (k as i32 + 1) * LINE;
            let line = Rectangle::new(Point::new(TEXT_X, y), Extent::new(190, LINE as u32));
            assert!(
                count(&canvas, line, want) > 20,
                "line {k} drawn in its colour"
            );
            if k == 0 {
                match want {
                    palette::LAST_GUESS => suppositions += 1,
                    palette::TEXT_BAD => emptied += 1,
                    _ => forced += 1,
                }
            }
        }
    }
    assert!(
        suppositions > 0 && forced > 0 && emptied > 0,
        "{suppositions} {forced} {emptied}"
    );
}

#[test]
fn every_legend_row_fits_the_panel_in_every_language() {
    for lang in Lang::ALL {
        assert_eq!(legend_fits(lang), Ok(()), "{lang:?}");
    }
    // The widest English row is near the edge: a longer word would be caught.
    let widest = STOPPED
        .iter()
        .map(|row| row_width(row, Lang::En))
        .max()
        .unwrap();
    assert!(widest > LEGEND_WIDTH - 40, "{widest}");
}
