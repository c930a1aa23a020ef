use crate::{
    editor::{
        ASK_ITEMS, Editor, FRAME_BUDGET_US, HINT_ITEMS, Stage, Staged,
        notes::clear_peers,
        status::{Status, Tone},
    },
    grid::Grid,
    logic::{self, Deduction, Effect, Ends, Hint, Technique},
    pad::Buttons,
    test_support::{CLASSROOM, cell, digit, editor, grid, says},
    text::{In, Key, Lang},
};

/// magictour top1465, puzzle 9: fiendish, and the logic finishes it.
const FIENDISH: &str =
    "......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....";

/// magictour top1465, line 1: the hard puzzle.
const TOP1465_1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// forum hardest 1905, line 1: logic gets stuck on it (HoDoKu too, without brute force).
const STUCK: &str =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

/// The hint the logic gives the editor's game as the player has it.
fn hint_of(e: &Editor) -> Hint {
    logic::hint(&e.grid, Some(&e.notes))
}

/// Does what `deduction` says to the player's grid and notes, as a player would by hand.
fn apply_by_hand(e: &mut Editor, deduction: &Deduction) {
    match deduction.effect() {
        Effect::Place(at, d) => {
            e.grid.place(at, d);
            e.notes[at.index()] = 0;
            clear_peers(&mut e.notes, at, d);
        }
        Effect::Eliminate(gone) => {
            for &(at, d) in gone {
                e.notes[at.index()] &= !d.bit();
            }
        }
    }
}

/// The status line of `stage` of `step`, in English.
fn staged(step: &Deduction, stage: Stage) -> Status {
    let staged = Staged(step, stage);
    Status::new(
        Tone::Info,
        staged.key(),
        format_args!("{}", In(Lang::En, &staged)),
    )
}

/// The first step the logic gives the editor's grid and notes.
fn step_of(e: &Editor) -> Deduction {
    match hint_of(e) {
        Hint::Deduction(d) => d,
        other => panic!("no step: {other:?}"),
    }
}

#[test]
fn a_hint_comes_in_stages_technique_where_then_the_whole_step() {
    let mut e = editor();
    let puzzle: Grid = grid(CLASSROOM);
    e.load(puzzle);
    let step = step_of(&e);
    e.hint();
    assert_eq!(*e.status(), staged(&step, Stage::Technique));
    assert_eq!(e.hint_stage(), Some(Stage::Technique));
    assert!(
        e.hint_highlight().is_none(),
        "the first stage shows nothing"
    );
    assert!(e.hint_cells().is_empty());
    e.hint();
    assert_eq!(*e.status(), staged(&step, Stage::Where));
    let where_ = e.hint_highlight().expect("units shaded");
    assert_eq!(where_.units, step.highlight().units);
    assert!(where_.targets.is_empty() && where_.proof.is_empty());
    e.hint();
    assert_eq!(*e.status(), staged(&step, Stage::Step));
    let hint = In(Lang::En, &Hint::Deduction(step.clone()));
    assert_eq!(*e.status(), says(Tone::Info, Key::HintShown, &[&hint]));
    assert_eq!(e.hint_highlight(), Some(step.highlight()));
    assert!(!e.hint_cells().is_empty());
    // Editing has no notes to apply it to: the whole step stays shown.
    e.hint();
    assert_eq!(e.hint_stage(), Some(Stage::Step));
    assert_eq!(e.grid(), &puzzle);
    // A change to the grid ends the hint; the next ask starts again.
    e.press(Buttons::CIRCLE);
    assert!(e.hint_cells().is_empty(), "an edit clears the hint");
    assert_eq!(e.hint_stage(), None);
    // Where logic has nothing to say (an empty grid), the hint says so at once.
    let mut e = editor();
    e.hint();
    let mut clock = crate::clock::FakeClock::stepping(1);
    while e.hint_searching() {
        e.tick(&mut clock);
    }
    let guess = logic::hint::<crate::Nine>(&Grid::empty(), None);
    assert!(matches!(guess, Hint::OnlyGuessing(_)), "{guess:?}");
    let only_guessing = In(Lang::En, &guess);
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&only_guessing])
    );
}

#[test]
fn in_a_game_square_goes_through_the_stages_and_the_fourth_applies_the_step_as_one_undo() {
    let mut e = editor();
    e.load(grid(TOP1465_1));
    e.start_play();
    e.fill_candidates();
    // Singles by hand, up to the first step that takes candidates out.
    let step = loop {
        let d = step_of(&e);
        if d.placement().is_none() {
            break d;
        }
        apply_by_hand(&mut e, &d);
    };
    let before = (*e.grid(), *e.notes());
    e.press(Buttons::SQUARE);
    assert_eq!(*e.status(), staged(&step, Stage::Technique));
    // Moving the cursor keeps the hint where it was.
    e.press(Buttons::RIGHT);
    e.press(Buttons::SQUARE);
    assert_eq!(*e.status(), staged(&step, Stage::Where));
    e.press(Buttons::DOWN);
    e.press(Buttons::SQUARE);
    assert_eq!(e.hint_stage(), Some(Stage::Step));
    assert!(
        e.hint_cells()
            .iter()
            .all(|c| step.highlight().targets.contains(c) || step.highlight().proof.contains(c))
    );
    e.press(Buttons::SQUARE);
    assert_eq!(
        *e.status(),
        says(
            Tone::Info,
            Key::HintApplied,
            &[&In(Lang::En, &step.technique())]
        )
    );
    assert_eq!(e.hint_stage(), None);
    for &(at, d) in step.eliminations() {
        assert_eq!(e.notes()[at.index()] & d.bit(), 0, "{at} keeps its {d}");
    }
    assert_eq!(e.grid(), &before.0);
    assert_ne!(step_of(&e), step, "the next step is another");
    // One undo puts every note back.
    e.press(Buttons::SELECT);
    assert_eq!((*e.grid(), *e.notes()), before);
    assert_eq!(
        *e.status(),
        says(
            Tone::Info,
            Key::Undone,
            &[&In(
                Lang::En,
                &crate::editor::history::Step::<crate::Nine>::Hint
            )]
        )
    );
}

#[test]
fn a_placement_applied_fills_the_cell_and_clears_its_peers_notes() {
    let mut e = editor();
    e.load(grid(CLASSROOM));
    e.start_play();
    e.fill_candidates();
    let step = step_of(&e);
    let (at, d) = step
        .placement()
        .expect("the classroom grid starts with a single");
    for _ in 0..4 {
        e.press(Buttons::SQUARE);
    }
    assert_eq!(e.grid().digit(at), Some(d));
    assert_eq!(e.notes()[at.index()], 0);
    assert!(
        crate::cell::Cell::<crate::Nine>::all()
            .filter(|&o| o.sees(at))
            .all(|o| e.notes()[o.index()] & d.bit() == 0)
    );
}

#[test]
fn a_hint_in_a_cell_without_notes_notes_its_other_candidates() {
    let mut e = editor();
    e.load(grid(TOP1465_1));
    e.start_play();
    e.fill_candidates();
    let step = loop {
        let d = step_of(&e);
        if d.placement().is_none() {
            break d;
        }
        apply_by_hand(&mut e, &d);
    };
    let (at, gone) = step.eliminations()[0];
    let all = logic::Candidates::of_player(&e.grid, Some(&e.notes))
        .unwrap()
        .mask(at);
    e.notes[at.index()] = 0;
    assert_eq!(step_of(&e), step, "no notes: every candidate counts");
    for _ in 0..4 {
        e.hint();
    }
    assert_eq!(e.notes()[at.index()] & gone.bit(), 0);
    assert_eq!(e.notes()[at.index()] | gone.bit(), all);
}

#[test]
fn any_change_to_the_notes_starts_again_at_the_first_stage() {
    let mut e = editor();
    e.load(grid(CLASSROOM));
    e.start_play();
    e.fill_candidates();
    e.hint();
    e.hint();
    assert_eq!(e.hint_stage(), Some(Stage::Where));
    // A note of a cell the step does not use goes: the step may be the same, but asked again
    // it is named first.
    let spare = crate::cell::Cell::<crate::Nine>::all()
        .rev()
        .find(|&c| e.notes()[c.index()].count_ones() > 2)
        .expect("a cell with notes");
    let right = e.play().solution.unwrap().digit(spare).unwrap().bit();
    let notes = e.notes()[spare.index()];
    let wrong = notes & !right & (notes & !right).wrapping_neg();
    e.notes[spare.index()] = notes & !wrong;
    assert_eq!(e.hint_stage(), None);
    e.hint();
    assert_eq!(e.hint_stage(), Some(Stage::Technique));
}

#[test]
fn a_long_search_goes_on_over_frames() {
    let mut e = editor();
    e.load(grid(STUCK));
    e.start_play();
    e.fill_candidates();
    // Every step by hand, to where only guessing is left: the search goes through every
    // technique to say so.
    while let Hint::Deduction(d) = hint_of(&e) {
        apply_by_hand(&mut e, &d);
    }
    assert!(matches!(hint_of(&e), Hint::OnlyGuessing(_)));
    let c = logic::Candidates::of_player(&e.grid, Some(&e.notes)).unwrap();
    let mut budget = logic::Budget::UNLIMITED;
    let _ = logic::Search::new().run(&c, &mut budget);
    let items = u32::MAX - budget.left();
    assert!(items > ASK_ITEMS + HINT_ITEMS, "{items} items");
    e.hint();
    assert!(e.hint_searching());
    assert_eq!(e.status().key(), Key::HintSearching);
    // A frame's tick looks at slices until its time is spent: one slice a microsecond here.
    let mut clock = crate::clock::FakeClock::stepping(FRAME_BUDGET_US / 2);
    e.tick(&mut clock);
    assert!(e.hint_searching(), "a slice in the frame, and more to do");
    let mut frames = 1;
    while e.hint_searching() {
        e.tick(&mut clock);
        frames += 1;
    }
    assert!(frames > 2, "{frames}");
    let only_guessing = In(Lang::En, &hint_of(&e));
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&only_guessing])
    );
    // A change while searching drops the search.
    e.hint();
    e.notes[0] ^= 1;
    assert!(!e.hint_searching());
}

#[test]
fn once_the_player_removes_what_a_pointing_names_the_hint_moves_on() {
    let mut e = editor();
    e.load(grid(TOP1465_1));
    e.start_play();
    e.fill_candidates();
    // Singles first (done by hand), then the first Pointing.
    let pointing = loop {
        let Hint::Deduction(d) = hint_of(&e) else {
            panic!("the singles lead to a Pointing")
        };
        if d.technique() == Technique::Pointing {
            break d;
        }
        apply_by_hand(&mut e, &d);
    };
    for _ in 0..3 {
        e.hint();
    }
    let said = Hint::Deduction(pointing.clone());
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&In(Lang::En, &said)])
    );
    // The player takes out the candidates it names: the next hint is another step.
    apply_by_hand(&mut e, &pointing);
    e.hint();
    let next = step_of(&e);
    assert_ne!(next, pointing);
    assert_eq!(*e.status(), staged(&next, Stage::Technique));
    // Without the notes the grid alone still gives the Pointing: the notes made the difference.
    assert_eq!(logic::hint(&e.grid, None), said);
}

#[test]
fn a_note_that_lost_the_solution_digit_is_pointed_out_first() {
    let mut e = editor();
    e.load(grid(CLASSROOM));
    e.start_play();
    e.fill_candidates();
    let solution = e.play().solution.expect("one solution");
    // r1c1 loses the digit that goes there.
    let at = cell(0, 0);
    let right = solution.digit(at).expect("a full solution");
    assert!(e.grid().digit(at).is_none());
    e.notes[at.index()] &= !right.bit();
    e.hint();
    assert_eq!(
        *e.status(),
        says(Tone::Bad, Key::HintLostNote, &[&In(Lang::En, &at), &right])
    );
    assert!(e.hint_cells().contains(at));
    // Noted again, the hint is a step again.
    e.notes[at.index()] |= right.bit();
    e.hint();
    assert_eq!(e.status().key(), Key::HintTechnique);
    // A cell without notes has lost nothing; a wrong digit still comes first.
    e.notes[at.index()] = 0;
    e.hint();
    assert_eq!(e.status().key(), Key::HintTechnique);
    let wrong = if right == digit(1) {
        digit(2)
    } else {
        digit(1)
    };
    e.grid.place(cell(8, 8), wrong);
    e.notes[at.index()] = right.bit() ^ 0x1ff;
    e.hint();
    if solution.digit(cell(8, 8)) != Some(wrong) {
        assert_eq!(e.status().key(), Key::HintWrongDigit);
    }
}

/// Plays `puzzle` with hints alone, from filled-in notes, Square four times again and again:
/// whether the hints took it to the end (else they said only guessing is left, and the logic
/// agrees).
fn played_with_hints(puzzle: &str) -> bool {
    let mut e = editor();
    e.load(grid(puzzle));
    e.start_play();
    e.fill_candidates();
    let finished = logic::grade(&e.grid().givens_only()).is_finished();
    let mut clock = crate::clock::FakeClock::stepping(1);
    for _ in 0..1000 {
        let next = hint_of(&e);
        for _ in 0..4 {
            e.press(Buttons::SQUARE);
            while e.hint_searching() {
                e.tick(&mut clock);
            }
            if e.status().key() == Key::HintShown && !matches!(next, Hint::Deduction(_)) {
                break;
            }
        }
        if e.play().finished {
            return true;
        }
        match next {
            Hint::Deduction(_) => assert_eq!(e.status().key(), Key::HintApplied),
            Hint::Solved => unreachable!("a finished game says so"),
            Hint::OnlyGuessing(_) => {
                assert!(!finished, "only guessing, where logic finishes the puzzle");
                return false;
            }
            other => panic!("{other:?}"),
        }
    }
    panic!("no end in 1000 steps")
}

#[test]
fn hints_from_the_notes_take_a_player_to_the_end() {
    assert!(played_with_hints(FIENDISH));
    assert!(played_with_hints(TOP1465_1), "the chains finish it");
    assert!(!played_with_hints(STUCK), "logic alone stops on it");
}

/// Asks for the hint three times on `e`, whose next step is `step` (it has no units to shade):
/// the second stage names and marks `marked`, the third says the step as it fits the status.
/// Returns the second and third stages' texts.
fn unit_less_stages(
    e: &mut crate::test_support::Driven,
    step: &Deduction,
    marked: &[crate::cell::Cell],
) -> [std::string::String; 2] {
    e.press(Buttons::SQUARE);
    let mut clock = crate::clock::FakeClock::stepping(1);
    while e.hint_searching() {
        e.tick(&mut clock);
    }
    assert_eq!(*e.status(), staged(step, Stage::Technique));
    e.press(Buttons::SQUARE);
    assert_eq!(*e.status(), staged(step, Stage::Where));
    let second = std::string::String::from(e.status().text());
    let where_ = e.hint_highlight().expect("the ends marked");
    assert!(where_.units.is_empty() && where_.targets.is_empty());
    assert_eq!(where_.proof, marked.iter().copied().collect());
    e.press(Buttons::SQUARE);
    let third = std::string::String::from(e.status().text());
    let fitted = In(Lang::En, step.fitted());
    assert_eq!(*e.status(), says(Tone::Info, Key::HintShown, &[&fitted]));
    [second, third]
}

#[test]
fn a_chain_s_second_stage_names_and_marks_its_ends_and_the_third_fits_the_status() {
    let mut e = editor();
    e.load(grid(TOP1465_1));
    e.start_play();
    e.fill_candidates();
    let (mut start, mut chain) = (false, false);
    // Every step by hand, the stages of those without units to shade looked at.
    while !(start && chain) {
        // The step of a game with a known solution (the uniqueness techniques sound).
        let candidates = logic::Candidates::of_player(e.grid(), Some(e.notes())).expect("no clash");
        let Hint::Deduction(step) = logic::hint_for(&candidates.with_unique_solution(true)) else {
            panic!("the logic finishes the puzzle")
        };
        match step.ends().filter(|_| step.highlight().units.is_empty()) {
            Some(Ends::Start(cell)) if !start => {
                start = true;
                let [second, third] = unit_less_stages(&mut e, &step, &[cell]);
                assert_eq!(e.status().key(), Key::HintShown);
                assert_eq!(
                    second,
                    "Forcing chain: start from r5c4 (ask again: the step)"
                );
                assert_eq!(
                    third,
                    "Hint: Forcing chain: assuming (3)r5c4 leads to a contradiction, so (3)r5c4 goes"
                );
            }
            Some(Ends::Chain(first, last)) if !chain => {
                chain = true;
                let [second, third] = unit_less_stages(&mut e, &step, &[first, last]);
                assert_eq!(
                    second,
                    "Grouped AIC: from r1c9 to r1c4 (ask again: the step)"
                );
                assert_eq!(
                    third,
                    "Hint: Grouped AIC: 7 links from (9)r1c9 to (9)r13c4: one end is true, so (9)r1c6 goes"
                );
            }
            _ => {}
        }
        apply_by_hand(&mut e, &step);
    }
}
