//! A frame: inputs to the view on screen or to a busy editor, chords played over frames, the
//! timer stopped while something covers the board.

use crate::{
    app::{
        View,
        menu::{Item, Page},
    },
    clock::FakeClock,
    editor::{Mode, history::HISTORY_CAPACITY},
    format::AnyGrid,
    pad::{Buttons, CHORD_WINDOW_MS, Chord, Frame, Input, Pad, PadState, Sample},
    puzzles::WORST_CASE,
    test_support::{
        CLASSROOM, TestApp, frame, fresh_app, line, menu_confirm, press, running_lesson, told, wait,
    },
    text::Key,
};
use std::{boxed::Box, format, string::String, vec::Vec};

#[test]
fn any_button_stops_a_running_lesson_and_does_nothing_else() {
    for (button, name) in Buttons::ALL {
        let mut clock = FakeClock::stepping(1_000);
        let mut app = running_lesson(WORST_CASE, &mut clock);
        assert!(app.is_busy(), "{name}");
        let seen = |app: &TestApp| {
            let lesson = app.editors().nine().lesson().unwrap();
            (
                lesson.view(),
                lesson.selected(),
                lesson.digit(),
                lesson.is_smallest(),
                *lesson.puzzle(),
            )
        };
        let before = seen(&app);
        press(&mut app, &mut clock, button);
        assert!(!app.is_busy(), "{name} stops the search");
        assert_eq!(app.view(), View::Board, "{name} opens nothing");
        assert_eq!(app.editors().active().mode(), Mode::Lesson, "{name}");
        assert_eq!(seen(&app), before, "{name} does nothing else");
        let steps = app
            .editors()
            .nine()
            .lesson()
            .unwrap()
            .current()
            .run()
            .counters();
        wait(&mut app, &mut clock, 100);
        let after = app
            .editors()
            .nine()
            .lesson()
            .unwrap()
            .current()
            .run()
            .counters();
        assert_eq!(after, steps, "{name}: stopped for good");
    }
}

/// Plays pad states through the pad model into the app, three samples a frame (the shell's
/// 5.5 ms cycle), from `t` µs on; `frames[i]` is held for the whole of frame i.
fn play_states(app: &mut TestApp, pad: &mut Pad, t: &mut u64, frames: &[PadState]) {
    let mut clock = FakeClock::default();
    for &state in frames {
        let samples: Vec<Sample> = (0..3)
            .map(|i| Sample {
                at_us: *t + i * 5_555,
                state,
            })
            .collect();
        *t += 16_667;
        clock.now = *t;
        let frame = pad.update(&samples, *t);
        app.frame_inputs(&frame, &mut clock);
    }
}

/// What a chord may change, and the whole undo and redo history as the player can walk it:
/// grid, cursor, mode, pencil-mark mode and status, then the same after each undo until there
/// is nothing to undo, then after each redo.
fn observed(mut app: Box<TestApp>) -> Vec<String> {
    let seen = |app: &TestApp| {
        format!(
            "{} cursor {} {:?} notes {} | {}",
            line(app),
            app.editors().active().cursor_index(),
            app.editors().active().mode(),
            app.editors().nine().play().notes_mode,
            app.editors().active().status().text()
        )
    };
    let mut out = std::vec![seen(&app)];
    let mut clock = FakeClock::default();
    for input in [Input::Press(Buttons::SELECT), Input::Chord(Chord::Redo)] {
        for _ in 0..HISTORY_CAPACITY + 1 {
            let mut frame = Frame::default();
            frame.push(input);
            app.frame_inputs(&frame, &mut clock);
            out.push(seen(&app));
            if [Key::NothingToUndo, Key::NothingToRedo].contains(&told(&app).0) {
                break;
            }
        }
    }
    out
}

#[test]
fn staggered_chords_end_as_if_pressed_together_with_a_repeat_running() {
    let idle = PadState::IDLE;
    let down = |b: Buttons| PadState::buttons(b);
    // Select+R on a 1 and a 2 typed and the 2 undone (the case); L+R in a game of the
    // classroom grid on an empty cell with a digit of its own. Down is held from the start and
    // repeats (after 0.4 s, every 0.08 s) across the chord in both runs.
    let setups: [(&str, Buttons, Buttons); 2] = [
        ("Select+R", Buttons::SELECT, Buttons::R),
        ("L+R", Buttons::L, Buttons::R),
    ];
    for (name, a, b) in setups {
        let prepare = || {
            let mut app = fresh_app();
            let mut clock = FakeClock::stepping(1);
            if a == Buttons::SELECT {
                for p in [
                    Buttons::CIRCLE,
                    Buttons::RIGHT,
                    Buttons::CIRCLE,
                    Buttons::CIRCLE,
                ] {
                    press(&mut app, &mut clock, p);
                }
                press(&mut app, &mut clock, Buttons::SELECT);
            } else {
                app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
                menu_confirm(&mut app, &mut clock, Item::Play);
                press(&mut app, &mut clock, Buttons::CIRCLE); // r1c1 holds the player's 1
            }
            app
        };
        // 30 frames of Down alone (its repeats start), then the chord from frame 30.
        let run = |first: Buttons, second: Buttons, stagger: usize| {
            let mut app = prepare();
            let mut pad = Pad::new();
            let mut t = 1_000_000;
            let mut frames = std::vec![down(Buttons::DOWN); 30];
            frames.extend(std::vec![down(Buttons::DOWN.union(first)); stagger]);
            frames.extend(std::vec![down(Buttons::DOWN.union(first).union(second)); 10]);
            frames.extend(std::vec![down(first.union(second)); 2]);
            frames.extend(std::vec![idle; 20]);
            play_states(&mut app, &mut pad, &mut t, &frames);
            observed(app)
        };
        for stagger in 1..=12usize {
            // The reference: both buttons down in the frame the second went down.
            let together = {
                let mut app = prepare();
                let mut pad = Pad::new();
                let mut t = 1_000_000;
                let mut frames = std::vec![down(Buttons::DOWN); 30 + stagger];
                frames.extend(std::vec![down(Buttons::DOWN.union(a).union(b)); 10]);
                frames.extend(std::vec![down(a.union(b)); 2]);
                frames.extend(std::vec![idle; 20]);
                play_states(&mut app, &mut pad, &mut t, &frames);
                observed(app)
            };
            let within = (stagger as u64) * 16_667 < CHORD_WINDOW_MS * 1000;
            for (first, second) in [(a, b), (b, a)] {
                let staggered = run(first, second, stagger);
                if within {
                    assert_eq!(
                        staggered, together,
                        "{name}: {first:?} then {second:?}, {stagger} frames apart"
                    );
                } else {
                    assert_ne!(
                        staggered, together,
                        "{name}: {first:?} then {second:?}, {stagger} frames apart: \
                         past the window the first button acts alone"
                    );
                }
            }
        }
    }
}

#[test]
fn the_game_timer_stops_while_the_menu_or_a_list_is_open() {
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1);
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Play);
    assert_eq!(app.editors().active().mode(), Mode::Play);
    wait(&mut app, &mut clock, 2000);
    let played = app.editors().nine().play().elapsed_ms;
    assert!((1900..=2100).contains(&played), "{played}");
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(
        app.view(),
        View::Menu {
            page: Page::Main,
            selected: 0
        }
    );
    wait(&mut app, &mut clock, 3000);
    assert_eq!(
        app.editors().nine().play().elapsed_ms,
        played,
        "the menu covers the board"
    );
    // From the open menu (Start already pressed) down to Library and in.
    for button in app.menu_presses(Item::Library).unwrap().into_iter().skip(1) {
        press(&mut app, &mut clock, button);
    }
    press(&mut app, &mut clock, Buttons::CROSS);
    assert_eq!(app.view(), View::Library { selected: 0 });
    wait(&mut app, &mut clock, 3000);
    assert_eq!(
        app.editors().nine().play().elapsed_ms,
        played,
        "so does the library"
    );
    press(&mut app, &mut clock, Buttons::START);
    assert_eq!(app.view(), View::Board);
    wait(&mut app, &mut clock, 1000);
    let on = app.editors().nine().play().elapsed_ms - played;
    assert!((900..=1100).contains(&on), "the board is back: {on}");
}

#[test]
fn the_app_reads_as_its_size_and_view_in_debug() {
    let app = fresh_app();
    assert_eq!(format!("{app:?}"), "App { active: Nine, view: Board, .. }");
}

#[test]
fn the_lesson_writes_its_first_steps_to_lesson_txt_as_the_host_tool_traces_them() {
    use crate::{
        Nine,
        editor::lesson::TRACE_STEPS,
        grid::Grid,
        lesson::{Algorithm, Run, trace},
        solver::Solver,
    };
    let expected = |algorithm| {
        let puzzle: Grid<Nine> = Grid::from_line(CLASSROOM).unwrap();
        let mut solver = Box::new(Solver::new(&Grid::empty(), 1).unwrap());
        let mut run = Run::new(algorithm, &puzzle, &mut solver).unwrap();
        let mut text = String::new();
        trace::trace_run(&mut run, &mut solver, TRACE_STEPS, &mut text).unwrap();
        text
    };
    let file = |app: &TestApp| {
        String::from_utf8(
            app.storage()
                .file(crate::app::LESSON_FILE)
                .unwrap()
                .to_vec(),
        )
        .unwrap()
    };
    let mut clock = FakeClock::stepping(1);
    let mut app = fresh_app();
    app.load_puzzle(AnyGrid::from_line(CLASSROOM).unwrap());
    menu_confirm(&mut app, &mut clock, Item::Lesson);
    // The frame that opens the lesson is redrawn: the file waits for the next, which is not.
    assert_eq!(app.storage().file(crate::app::LESSON_FILE), None);
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(file(&app), expected(Algorithm::Naive));
    assert!(file(&app).starts_with("1 r1c1 = 1\n"), "{}", file(&app));
    assert_eq!(file(&app).lines().count() as u64, TRACE_STEPS);
    press(&mut app, &mut clock, Buttons::DOWN);
    assert_eq!(file(&app), expected(Algorithm::Naive));
    press(&mut app, &mut clock, Buttons::NONE);
    assert_eq!(file(&app), expected(Algorithm::Sorted));
}

#[test]
fn the_autosave_is_written_in_a_frame_that_is_not_redrawn() {
    // The cursor moves every other frame for two seconds: the state is due to be written after
    // a second however it goes on changing, and the frame it falls due in is, for one of the two
    // starts, one the shell redraws (a press); the write waits for the next, which is not.
    for first_quiet in [false, true] {
        let mut app = fresh_app();
        let mut clock = FakeClock::default();
        let mut writes = 0;
        for i in 0..124 {
            let pressed = (i % 2 == 0) != first_quiet;
            let button = if pressed {
                Buttons::RIGHT
            } else {
                Buttons::NONE
            };
            let (changes, revision) = (app.storage().changes, app.revision());
            frame(&mut app, &mut clock, button);
            if app.storage().changes != changes {
                writes += 1;
                assert_eq!(
                    app.revision(),
                    revision,
                    "frame {i}: written in a redrawn frame"
                );
            }
        }
        assert!(writes >= 1, "written within two seconds");
    }
}

#[test]
fn the_autosave_waits_for_an_undrawn_frame_half_a_second_at_most() {
    // The cursor moves every frame: every frame is redrawn, and the state is still written,
    // a second after the first change and at most `MOST_HELD` frames later.
    let mut app = fresh_app();
    let mut clock = FakeClock::default();
    let mut written = None;
    for i in 0..200 {
        let changes = app.storage().changes;
        frame(&mut app, &mut clock, Buttons::RIGHT);
        if app.storage().changes != changes {
            written = Some(i);
            break;
        }
    }
    let frames = crate::app::files::MOST_HELD as usize;
    let second = 1_000 / 16;
    let written = written.expect("written while the cursor kept moving");
    assert!(
        (second..=second + frames + 1).contains(&written),
        "frame {written}"
    );
}

#[test]
fn a_tentative_press_s_commit_or_take_back_leaves_the_queens_count_running() {
    // The D-pad and L, R come tentative (a chord may take them back), their commit or take-back
    // frames later: neither is a press, so neither stops the count the press started.
    for end in [Input::Commit, Input::TakeBack] {
        let mut clock = FakeClock::stepping(10_000);
        let mut app = fresh_app();
        menu_confirm(&mut app, &mut clock, Item::Queens);
        let frame = |app: &mut TestApp, clock: &mut FakeClock, input: Input| {
            let mut frame = Frame::default();
            frame.push(input);
            app.frame_inputs(&frame, clock);
        };
        // Right four times: 12 queens, a count of many frames. L: the solutions view; Right:
        // count every solution.
        for _ in 0..4 {
            frame(&mut app, &mut clock, Input::Tentative(Buttons::RIGHT));
            frame(&mut app, &mut clock, Input::Commit);
        }
        frame(&mut app, &mut clock, Input::Tentative(Buttons::L));
        frame(&mut app, &mut clock, Input::Commit);
        frame(&mut app, &mut clock, Input::Tentative(Buttons::RIGHT));
        assert!(app.is_busy(), "{end:?}: the count runs");
        frame(&mut app, &mut clock, end);
        assert!(app.is_busy(), "{end:?} stopped the count");
        wait(&mut app, &mut clock, 100_000);
        let queens = app.queens().expect("the queens on screen");
        assert_eq!(queens.counted(), Some(14_200), "{end:?}");
    }
}

#[test]
fn a_write_waits_for_a_frame_without_work_as_for_one_without_a_redraw() {
    // The lesson's naive search on the worst case runs for minutes; it shows one frame in two,
    // the others only search. A change made before it (the cursor moved) falls due for the
    // autosave a second later: it waits while the search runs, `MOST_HELD` frames in a row at
    // most, as a write waits for a frame without a redraw.
    let mut app = fresh_app();
    let mut clock = FakeClock::stepping(1_000);
    app.load_puzzle(AnyGrid::from_line(WORST_CASE).unwrap());
    press(&mut app, &mut clock, Buttons::RIGHT);
    menu_confirm(&mut app, &mut clock, Item::Lesson);
    press(&mut app, &mut clock, Buttons::CROSS);
    press(&mut app, &mut clock, Buttons::NONE);
    let (mut written, mut worked_frames) = (0, 0);
    for i in 0..200 {
        let (changes, revision) = (app.storage().changes, app.revision());
        frame(&mut app, &mut clock, Buttons::NONE);
        assert!(app.is_busy(), "frame {i}: the search runs");
        let worked = app.frame_load() == super::Load::Working;
        let redrawn = app.revision() != revision;
        worked_frames += usize::from(worked && !redrawn);
        if app.storage().changes != changes {
            written += 1;
            assert!(
                !(worked || redrawn) || app.files.held > crate::app::files::MOST_HELD,
                "frame {i}: written in a frame that worked ({worked}) or was redrawn ({redrawn}) \
                 after {} such frames",
                app.files.held
            );
        }
    }
    assert!(
        worked_frames > 50,
        "frames that only searched: {worked_frames}"
    );
    assert!(written >= 1, "the change is written while the search runs");
}
