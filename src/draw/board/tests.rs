//! The board drawn: layouts, cell separation, the colours of givens, digits, conflicts, marks and watch mode.

use super::*;
use crate::{
    digit::Digit,
    draw::Canvas,
    size::{Four, Sixteen},
};
use std::boxed::Box;

#[test]
fn layouts_fit_the_space_with_square_cells() {
    fn check<S: Size>(expected_cell: u32) {
        let layout = Layout::<S>::new(Point::new(6, 6));
        assert_eq!(layout.cell, expected_cell, "{}", S::NAME);
        assert!(layout.side() <= BOARD_SPACE);
        let first = layout.cell_area(Cell::from_index(0).unwrap());
        assert_eq!(
            first.top_left,
            layout.origin + Point::new(THICK as i32, THICK as i32)
        );
        let last = layout.cell_area(Cell::from_index(S::CELLS - 1).unwrap());
        let end = last.bottom_right().unwrap() + Point::new(1 + THICK as i32, 1 + THICK as i32);
        assert_eq!(
            end,
            layout.origin + Point::new(layout.side() as i32, layout.side() as i32)
        );
    }
    check::<Four>(63);
    check::<Nine>(27);
    check::<Sixteen>(14);
}

#[test]
fn cells_never_overlap_and_are_separated_by_lines() {
    let layout = Layout::<Nine>::new(Point::zero());
    let a = layout.cell_area(Cell::new(0, 2).unwrap());
    let b = layout.cell_area(Cell::new(0, 3).unwrap());
    // A box line between columns 3 and 4, a thin one between 1 and 2.
    assert_eq!(b.top_left.x - (a.top_left.x + 27), THICK as i32);
    let c = layout.cell_area(Cell::new(0, 1).unwrap());
    assert_eq!(a.top_left.x - (c.top_left.x + 27), THIN as i32);
}

fn draw(board: &Board<'_, Nine>) -> Box<Canvas> {
    let mut canvas = Box::new(Canvas::new());
    board.draw(canvas.as_mut()).unwrap();
    canvas
}

/// Every colour found inside `cell`'s area.
fn colours(canvas: &Canvas, layout: &Layout<Nine>, cell: Cell<Nine>) -> std::vec::Vec<Rgb888> {
    let area = layout.cell_area(cell);
    let mut found: std::vec::Vec<Rgb888> = area
        .points()
        .map(|p| canvas.pixel(p.x as u32, p.y as u32).unwrap())
        .collect();
    found.sort_by_key(|c| (c.r(), c.g(), c.b()));
    found.dedup();
    found
}

#[test]
fn givens_solved_digits_conflicts_and_the_cursor_have_their_colours() {
    let mut grid = Grid::<Nine>::empty();
    let (given, placed, clash_a, clash_b, cursor, peer) = (
        Cell::new(0, 0).unwrap(),
        Cell::new(4, 4).unwrap(),
        Cell::new(8, 0).unwrap(),
        Cell::new(8, 8).unwrap(),
        Cell::new(2, 5).unwrap(),
        Cell::new(2, 7).unwrap(),
    );
    grid.set_given(given, Digit::new(7));
    grid.place(placed, Digit::new(3).unwrap());
    grid.set_given(clash_a, Digit::new(5));
    grid.set_given(clash_b, Digit::new(5));
    let layout = Layout::new(Point::new(6, 6));
    let board = Board {
        layout,
        grid: &grid,
        cursor: Some(cursor),
        conflicts: grid.conflicting_cells(),
        last: None,
        backtracked: false,
        marks: Marks::default(),
    };
    let canvas = draw(&board);
    // The centre of each cell: background or ink; both appear in the cell.
    assert_eq!(
        colours(&canvas, &layout, given),
        [palette::GIVEN, palette::CELL]
    );
    assert_eq!(
        colours(&canvas, &layout, placed),
        [palette::SOLVED, palette::CELL]
    );
    assert_eq!(
        colours(&canvas, &layout, clash_a),
        [palette::CONFLICT, palette::CONFLICT_BG]
    );
    assert_eq!(
        colours(&canvas, &layout, clash_b),
        [palette::CONFLICT, palette::CONFLICT_BG]
    );
    assert_eq!(colours(&canvas, &layout, cursor), [palette::CURSOR]);
    assert_eq!(colours(&canvas, &layout, peer), [palette::PEER]);
    // The cursor on a clashing cell: still the cursor, with a red digit.
    let on_clash = Board {
        cursor: Some(clash_a),
        ..board
    };
    assert_eq!(
        on_clash.look(clash_a),
        Look {
            background: palette::CURSOR,
            ink: palette::CONFLICT
        }
    );
    let centre = layout.cell_area(cursor).center();
    assert_eq!(
        canvas.pixel(centre.x as u32, centre.y as u32),
        Some(palette::CURSOR)
    );
    // The outer frame is a box line.
    assert_eq!(
        canvas.pixel(layout.origin.x as u32, layout.origin.y as u32 + 100),
        Some(palette::BOX_LINE)
    );
}

#[test]
fn play_marks_notes_same_digits_hints_and_a_paused_cover() {
    let mut grid = Grid::<Nine>::empty();
    let (a, b, noted, hinted) = (
        Cell::new(0, 0).unwrap(),
        Cell::new(5, 7).unwrap(),
        Cell::new(8, 8).unwrap(),
        Cell::new(4, 1).unwrap(),
    );
    grid.set_given(a, Digit::new(4));
    grid.place(b, Digit::new(4).unwrap());
    let mut notes = crate::editor::notes::no_notes::<Nine>();
    notes[noted.index()] = 0b1_0000_0001; // 1 and 9
    let mut hint = CellSet::new();
    hint.insert(hinted);
    let layout = Layout::new(Point::new(6, 6));
    let marks = Marks {
        notes: Some(&notes),
        same: Some(Digit::new(4).unwrap()),
        hint,
        step: None,
        pointer: Some(Digit::new(5).unwrap()),
        hidden: false,
        paused: "",
    };
    let board = Board {
        layout,
        grid: &grid,
        cursor: Some(a),
        conflicts: CellSet::new(),
        last: None,
        backtracked: false,
        marks,
    };
    assert_eq!(board.look(b).background, palette::SAME_DIGIT, "the other 4");
    assert_eq!(board.look(hinted).background, palette::HINT);
    let canvas = draw(&board);
    let found = colours(&canvas, &layout, noted);
    assert!(found.contains(&palette::NOTE), "notes are drawn: {found:?}");
    // Notes 1 and 9 sit in opposite corners of the cell.
    let area = layout.cell_area(noted);
    let corner = |x0: i32, y0: i32| {
        (0..9)
            .flat_map(|dx| (0..9).map(move |dy| (dx, dy)))
            .any(|(dx, dy)| {
                canvas.pixel(
                    (area.top_left.x + x0 + dx) as u32,
                    (area.top_left.y + y0 + dy) as u32,
                ) == Some(palette::NOTE)
            })
    };
    assert!(
        corner(0, 0) && corner(18, 18) && !corner(9, 9),
        "1 top left, 9 bottom right, no 5"
    );
    // The pointer is framed on the cursor cell only when it is empty.
    let empty_cursor = Board {
        cursor: Some(hinted),
        ..board
    };
    let canvas = draw(&empty_cursor);
    assert!(colours(&canvas, &layout, hinted).contains(&palette::POINTER));
    // Paused: no digit shows.
    let paused = Board {
        marks: Marks {
            hidden: true,
            paused: "PAUSED",
            ..marks
        },
        ..board
    };
    let canvas = draw(&paused);
    assert!(!colours(&canvas, &layout, a).contains(&palette::GIVEN));
}

#[test]
fn watch_mode_marks_the_latest_placement_and_a_backtrack() {
    let mut grid = Grid::<Nine>::empty();
    let (guess, forced) = (Cell::new(1, 1).unwrap(), Cell::new(6, 6).unwrap());
    grid.place(guess, Digit::new(2).unwrap());
    let layout = Layout::new(Point::new(6, 6));
    let mut board = Board {
        layout,
        grid: &grid,
        cursor: None,
        conflicts: CellSet::new(),
        last: Some((guess, true)),
        backtracked: false,
        marks: Marks::default(),
    };
    assert_eq!(board.look(guess).background, palette::LAST_GUESS);
    board.last = Some((forced, false));
    assert_eq!(board.look(forced).background, palette::LAST_FORCED);
    board.backtracked = true;
    let canvas = draw(&board);
    assert_eq!(
        canvas.pixel(layout.origin.x as u32, layout.origin.y as u32 + 100),
        Some(palette::BACKTRACK)
    );
}

#[test]
fn a_hint_s_step_shades_its_units_and_tells_proof_from_effect_and_strong_from_weak_links() {
    use crate::logic::{Highlight, Link, LinkKind, Node};
    let at = |r, c| Cell::<Nine>::new(r, c).unwrap();
    let d = |n| Digit::<Nine>::new(n).unwrap();
    let grid = Grid::<Nine>::empty();
    let mut notes = crate::editor::notes::no_notes::<Nine>();
    // r1c1 proves with its 5 and 7; r1c9 loses its 5; r5c5 holds a 5 and a 2 (the 5 picked out).
    notes[at(0, 0).index()] = d(5).bit() | d(7).bit();
    notes[at(0, 8).index()] = d(5).bit() | d(3).bit();
    notes[at(4, 4).index()] = d(5).bit() | d(2).bit();
    let mut step = Highlight::<Nine>::new();
    step.digits = d(5).bit();
    step.shade([at(0, 0).units()[0]]);
    step.prove(at(0, 0), d(5).bit() | d(7).bit());
    step.targets.insert(at(0, 8));
    step.removed.insert(at(0, 8), d(5));
    let layout = Layout::new(Point::new(6, 6));
    let mut targets = CellSet::new();
    targets.insert(at(0, 8));
    let board = Board {
        layout,
        grid: &grid,
        cursor: Some(at(8, 0)),
        conflicts: CellSet::new(),
        last: None,
        backtracked: false,
        marks: Marks {
            notes: Some(&notes),
            hint: targets,
            step: Some(&step),
            ..Marks::default()
        },
    };
    assert_eq!(board.look(at(0, 8)).background, palette::HINT, "the effect");
    assert_eq!(
        board.look(at(0, 0)).background,
        palette::HINT_PROOF,
        "the proof"
    );
    assert_eq!(
        board.look(at(0, 4)).background,
        palette::HINT_UNIT,
        "its row"
    );
    assert_eq!(board.look(at(4, 4)).background, palette::CELL);
    let canvas = draw(&board);
    let found = colours(&canvas, &layout, at(0, 0));
    assert!(found.contains(&palette::NOTE_PROOF), "{found:?}");
    let found = colours(&canvas, &layout, at(0, 8));
    assert!(found.contains(&palette::NOTE_REMOVED) && found.contains(&palette::NOTE));
    let found = colours(&canvas, &layout, at(4, 4));
    assert!(found.contains(&palette::NOTE_PICKED) && found.contains(&palette::NOTE));
    assert!(!colours(&canvas, &layout, at(4, 4)).contains(&palette::LINK));
    // A strong link draws a solid line, a weak one a dashed line, between the 5s.
    let mut linked = step.clone();
    let node = |r, c| Node::cell(at(r, c), d(5));
    linked.link(Link {
        from: node(0, 0),
        to: node(4, 0),
        kind: LinkKind::Strong,
    });
    linked.link(Link {
        from: node(0, 8),
        to: node(4, 8),
        kind: LinkKind::Weak,
    });
    let board = Board {
        marks: Marks {
            step: Some(&linked),
            ..board.marks
        },
        ..board
    };
    let canvas = draw(&board);
    // Down the middle of rows 2 to 4: count the link's pixels in each column.
    let run = |col: usize| {
        let area = layout.cell_area(at(2, col));
        let x = (area.top_left.x..area.top_left.x + area.size.width as i32)
            .find(|&x| canvas.pixel(x as u32, area.center().y as u32) == Some(palette::LINK));
        let x = x.expect("the link crosses the cell") as u32;
        let top = layout.cell_area(at(1, col)).top_left.y as u32;
        let bottom = layout.cell_area(at(3, col)).bottom_right().unwrap().y as u32;
        (top..bottom)
            .filter(|&y| canvas.pixel(x, y) == Some(palette::LINK))
            .count() as u32
            * 100
            / (bottom - top)
    };
    assert!(run(0) > 95, "strong: solid, {}%", run(0));
    let weak = run(8);
    assert!((40..75).contains(&weak), "weak: dashed, {weak}%");
}
