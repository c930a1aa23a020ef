use crate::{
    editor::{Editor, notes::clear_peers, status::Tone},
    grid::Grid,
    logic::{self, Deduction, Effect, Hint, Technique},
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

#[test]
fn a_hint_names_the_next_logical_step_and_its_cells() {
    let mut e = editor();
    let puzzle: Grid = grid(CLASSROOM);
    e.load(puzzle);
    e.hint();
    let hint = logic::hint(&puzzle, None);
    let hint = In(Lang::En, &hint);
    assert_eq!(*e.status(), says(Tone::Info, Key::HintShown, &[&hint]));
    assert!(!e.hint_cells().is_empty());
    // Any later action clears the highlight in a game.
    e.start_play();
    e.press(Buttons::SQUARE);
    assert!(!e.hint_cells().is_empty());
    e.press(Buttons::RIGHT);
    assert!(e.hint_cells().is_empty());
    // While editing too, a change to the grid takes the highlight away.
    let mut e = editor();
    e.load(puzzle);
    e.hint();
    assert!(!e.hint_cells().is_empty());
    e.press(Buttons::CIRCLE);
    assert!(e.hint_cells().is_empty(), "an edit clears the hint");
    // Where logic has nothing to say (an empty grid), the hint says so.
    let mut e = editor();
    e.hint();
    let guess = logic::hint::<crate::Nine>(&Grid::empty(), None);
    assert!(matches!(guess, Hint::OnlyGuessing(_)), "{guess:?}");
    let only_guessing = In(Lang::En, &guess);
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&only_guessing])
    );
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
    e.hint();
    let said = Hint::Deduction(pointing.clone());
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&In(Lang::En, &said)])
    );
    // The player takes out the candidates it names: the next hint is another step.
    apply_by_hand(&mut e, &pointing);
    e.hint();
    let next = hint_of(&e);
    assert_ne!(next, said);
    assert!(matches!(next, Hint::Deduction(_)), "{next:?}");
    assert_eq!(
        *e.status(),
        says(Tone::Info, Key::HintShown, &[&In(Lang::En, &next)])
    );
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
    assert_eq!(e.status().key(), Key::HintShown);
    // A cell without notes has lost nothing; a wrong digit still comes first.
    e.notes[at.index()] = 0;
    e.hint();
    assert_eq!(e.status().key(), Key::HintShown);
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

/// Plays `puzzle` with hints alone, from filled-in notes, doing each step by hand: whether the
/// hints took it to the end (else they said only guessing is left, and the logic agrees).
fn played_with_hints(puzzle: &str) -> bool {
    let mut e = editor();
    e.load(grid(puzzle));
    e.start_play();
    e.fill_candidates();
    let finished = logic::grade(&e.grid().givens_only()).is_finished();
    for _ in 0..1000 {
        e.hint();
        assert_eq!(e.status().key(), Key::HintShown);
        match hint_of(&e) {
            Hint::Deduction(d) => apply_by_hand(&mut e, &d),
            Hint::Solved => break,
            Hint::OnlyGuessing(_) => {
                assert!(!finished, "only guessing, where logic finishes the puzzle");
                return false;
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(e.play().finished || e.grid().is_full());
    true
}

#[test]
fn hints_from_the_notes_take_a_player_to_the_end() {
    assert!(played_with_hints(FIENDISH));
    assert!(
        !played_with_hints(TOP1465_1),
        "logic alone stops on it today"
    );
}
