use std::{
    boxed::Box,
    string::{String, ToString},
    vec::Vec,
};

use super::*;
use crate::{
    app::queens::{Pace, QueensMode},
    clock::FakeClock,
    draw::{
        Canvas,
        lesson_big::{BIG_COLUMNS, BIG_LINES},
        lesson_text::{COLUMNS, LINES},
        queens_text::{self, Columns},
        queens_views,
    },
    lesson::queens::MIN,
    pad::Buttons,
    preferences::Preferences,
};

fn lines(body: &lesson_text::Body) -> Vec<String> {
    body.lines.iter().map(|l| l.0.as_str().into()).collect()
}

/// The mode on `n` queens after `presses`, each followed by frames until nothing runs.
fn after(n: usize, presses: &[Buttons]) -> QueensMode {
    let mut mode = QueensMode::new(n);
    let mut clock = FakeClock::stepping(1);
    let prefs = Preferences::default();
    for &button in presses {
        mode.press(button);
        mode.tick(&mut clock, &prefs);
        while mode.is_busy() || mode.wants_trace() {
            mode.tick(&mut clock, &prefs);
        }
    }
    mode
}

#[test]
fn the_board_fits_its_space_for_every_n_with_room_for_the_numbers() {
    for n in MIN..=MAX {
        let (corner, side) = squares(n);
        assert!(side >= 20, "{n}: squares of {side} pixels");
        let end = corner.x + side * n as i32;
        assert!(corner.x >= BOARD_ORIGIN.x + LABELS);
        assert!(end <= BOARD_ORIGIN.x + BOARD_SPACE as i32, "{n}");
        assert!(end < PANEL_X);
    }
}

#[test]
fn every_legend_row_fits_in_every_language() {
    for lang in Lang::ALL {
        assert_eq!(legend_fits(lang), Ok(()), "{lang:?}");
    }
}

#[test]
fn the_panel_s_lines_fit_at_their_longest() {
    // Twelve queens counted: the largest counts; then stepped into the stack's deepest rows.
    let counted = after(
        MAX,
        &[Buttons::DOWN, Buttons::L, Buttons::RIGHT, Buttons::RIGHT],
    );
    assert_eq!(counted.counted(), Some(14_200));
    assert_eq!(counted.browse().map(|b| b.found()), Some(true));
    // The tree view after a run to the first solution: its record caught up.
    let traced = after(MAX, &[Buttons::R, Buttons::R, Buttons::CROSS]);
    assert!(traced.tree_in_sync() && traced.tree().at() > 0);
    let mut deep = after(MAX, &[Buttons::CROSS]);
    let prefs = Preferences::default();
    let mut clock = FakeClock::stepping(1);
    deep.press(Buttons::TRIANGLE);
    deep.tick(&mut clock, &prefs);
    for lang in Lang::ALL {
        for mode in [&counted, &deep, &traced] {
            for body in [
                queens_text::panel(mode, lang),
                queens_views::history(mode, lang),
                queens_views::tree(mode, lang),
                queens_views::solutions(mode, lang),
            ] {
                assert!(body.lines.len() <= LINES);
                for line in lines(&body) {
                    assert!(line.chars().count() < COLUMNS + 1, "{lang:?} {line:?}");
                }
            }
            for big in [
                queens_text::big(mode, lang),
                queens_views::big_history(mode, lang),
                queens_views::big_tree(mode, lang),
            ] {
                assert!(big.lines.len() <= BIG_LINES);
                for line in lines(&big) {
                    assert!(line.chars().count() <= BIG_COLUMNS, "{lang:?} {line:?}");
                }
            }
            let (status, _) = queens_text::status(mode, lang);
            assert!(
                wrap(&status, COLUMNS).count() <= 2,
                "{lang:?} {status:?}: more than the projector's two lines"
            );
        }
    }
    // Every status at its longest, in the projector's two lines.
    for lang in Lang::ALL {
        let big = crate::text::In(lang, crate::text::Thousands(14_200));
        for key in [
            TextKey::QueensSaysStart,
            TextKey::QueensSaysRunning,
            TextKey::QueensSaysPlaying,
            TextKey::QueensSaysCounting,
            TextKey::QueensSaysCounted,
            TextKey::QueensSaysShowing,
            TextKey::QueensSaysLooking,
            TextKey::QueensSaysSolution,
            TextKey::QueensSaysOver,
        ] {
            let text = lang.say(key, &[&big, &big]).to_string();
            assert!(
                wrap(&text, COLUMNS).count() <= 2,
                "{lang:?} {key:?}: {text:?}"
            );
        }
    }
    // The panel names what the searches did: the counts with their thousands apart.
    let en = lines(&queens_text::panel(&counted, Lang::En));
    assert!(en[0].starts_with("12 queens, most constrained"), "{en:?}");
    assert!(en[1].contains("14,200"), "{en:?}");
    let fr = lines(&queens_text::panel(&counted, Lang::Fr));
    assert!(fr[1].contains("14\u{a0}200"), "{fr:?}");
}

#[test]
fn the_stack_lists_the_deepest_choices_with_their_columns_left() {
    // Three steps: r1c1, r2c3, r3c5 on 8 queens; the columns left in each row after them.
    let mode = after(8, &[Buttons::SQUARE, Buttons::SQUARE, Buttons::SQUARE]);
    let en = lines(&queens_text::panel(&mode, Lang::En));
    assert_eq!(en[2], "r3c5 tried, left: 6 7 8");
    assert_eq!(en[6], "stack (3): square, left to try");
    assert_eq!(
        en[7..],
        [
            " 1 r1c1   2 3 4 5 6 7 8",
            " 2 r2c3   4 5 6 7 8",
            " 3 r3c5   6 7 8"
        ]
    );
    assert_eq!(Columns(0b1010_0000).to_string(), "6 8");
}

#[test]
fn the_screen_shows_the_queens_the_square_tried_and_the_attacked_squares() {
    let mode = after(8, &[Buttons::SQUARE, Buttons::SQUARE]);
    let mut canvas = Box::new(Canvas::new());
    QueensScreen {
        queens: &mode,
        lang: Lang::En,
    }
    .draw(canvas.as_mut())
    .unwrap_or_else(|e| match e {});
    let (corner, side) = squares(8);
    let centre = |row: i32, col: i32, dx: i32, dy: i32| {
        let p = corner + Point::new(col * side + dx, row * side + dy);
        canvas.pixel(p.x as u32, p.y as u32).expect("on screen")
    };
    // r1c1 holds a queen (ink in its crown's band), r2c3 too, lit as a supposition.
    assert_eq!(centre(0, 0, side / 2, side * 65 / 100), palette::GIVEN);
    assert_eq!(centre(1, 2, side / 2, side * 65 / 100), palette::GIVEN);
    assert_eq!(centre(1, 2, 2, 2), palette::LAST_GUESS);
    // Row 3: c1 (column of r1c1) attacked, c5 free.
    assert_eq!(centre(2, 0, 2, 2), ATTACKED);
    assert_eq!(centre(2, 4, 2, 2), palette::CELL);
    // Columns left to try in r1: ringed (c2, dark).
    assert_eq!(centre(0, 1, side / 2, side / 2), DARK, "a ring, hollow");
    assert!(
        (0..side).any(|dx| centre(0, 1, dx, side / 2) == palette::NOTE),
        "c2 ringed"
    );
}

#[test]
fn the_history_lists_the_steps_in_order_after_n_steps_and_after_a_step_back() {
    // The 4 queens, row by row: r1c1, r2c3, r2c4 (r3 had no free square), r3c2, r3 emptied,
    // r2 emptied, r1c2: numbered from 1, newest first.
    let mut mode = after(4, &[Buttons::R]);
    let history = |mode: &QueensMode, lang| lines(&queens_views::history(mode, lang));
    assert_eq!(
        history(&mode, Lang::En),
        ["row by row: the last steps", "No step yet: Square steps"]
    );
    mode = {
        let mut presses = std::vec![Buttons::R];
        presses.extend([Buttons::SQUARE; 7]);
        after(4, &presses)
    };
    let expected = [
        "row by row: the last steps",
        "         7 row 1: column 2",
        "         6 row 2 emptied",
        "         5 row 3 emptied",
        "         4 row 3: column 2",
        "         3 row 2: column 4",
        "         2 row 2: column 3",
        "         1 row 1: column 1",
    ];
    assert_eq!(history(&mode, Lang::En), expected);
    let fr = history(&mode, Lang::Fr);
    assert_eq!(fr[1], "         7 ligne 1\u{a0}: colonne 2");
    assert_eq!(fr[2], "         6 ligne 2 vidée");
    // A step back: the same steps but the newest.
    let mut clock = FakeClock::stepping(1);
    mode.press(Buttons::TRIANGLE);
    mode.tick(&mut clock, &Preferences::default());
    let mut back: Vec<&str> = std::vec![expected[0]];
    back.extend(&expected[2..]);
    assert_eq!(history(&mode, Lang::En), back);
    // The projector's: the trace's words, newest first.
    let big = lines(&queens_views::big_history(&mode, Lang::En));
    assert_eq!(big[1..3], ["6 r2c4 emptied", "5 r3c2 emptied"]);
    assert_eq!(big[3], "4 r3c2");
}

#[test]
fn the_tree_panel_names_the_order_and_says_how_far_it_caught_up_only_while_it_does() {
    // The 4 queens, the tree view, three steps recorded: no catching up.
    let mut presses = std::vec![Buttons::R, Buttons::R];
    presses.extend([Buttons::SQUARE; 3]);
    let mode = after(4, &presses);
    let tree = lines(&queens_views::tree(&mode, Lang::En));
    assert_eq!(tree[0], "tree: row by row");
    assert!(
        !tree.iter().any(|l| l.starts_with("drawn up to")),
        "{tree:?}"
    );
    let big = lines(&queens_views::big_tree(&mode, Lang::En));
    assert_eq!(big[0], "row by row");
    // The 8 queens run to their first solution, then the tree view: it catches up from step 0.
    let mut mode = after(8, &[Buttons::CROSS]);
    let mut clock = FakeClock::stepping(1);
    for _ in 0..2 {
        mode.press(Buttons::R);
        mode.tick(&mut clock, &Preferences::default());
    }
    assert_eq!(mode.pace(), Pace::Tracing);
    let tree = lines(&queens_views::tree(&mode, Lang::En));
    assert!(tree.iter().any(|l| l == "drawn up to step 0"), "{tree:?}");
}

#[test]
fn the_solutions_panel_lights_the_chosen_order_and_says_not_counted_yet_until_counting() {
    let mut mode = after(8, &[Buttons::L]);
    let body = queens_views::solutions(&mode, Lang::En);
    let text = lines(&body);
    assert_eq!(text[0], "8 queens: every solution");
    assert!(text[2].starts_with("rows") && text[3].starts_with("constrained"));
    assert_eq!(body.lines[2].1, palette::ACCENT, "the chosen order");
    assert_eq!(body.lines[3].1, palette::TEXT);
    assert_eq!(text.last().map(String::as_str), Some("not counted yet"));
    // Right counts: while it does, nothing said yet.
    mode.press(Buttons::RIGHT);
    assert_eq!(mode.pace(), Pace::Counting);
    let text = lines(&queens_views::solutions(&mode, Lang::En));
    assert_eq!(text.len(), 4, "{text:?}");
}
