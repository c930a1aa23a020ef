//! Hints: the easiest next step a person could take, from the logical solver, given in stages as
//! HoDoKu and Sudoku Explainer give them. In a game with a known solution, a wrong digit of the
//! player's is pointed out first, then a note that took out a cell's solution digit. In a game
//! the step starts from the grid as the player has it: the candidates the digits allow, narrowed
//! by the notes of every cell that has some, so a step the notes already show is never offered.
//! Square asks in a game, the menu's Hint in any mode (editing: from the computed candidates).
//!
//! ## Stages
//!
//! The first ask names the technique and its digits; the second shades the units where it lies
//! (a chain or forcing chain, which has none, has its ends or its start named and marked);
//! the third shows the whole step (proof and effect in two colours, a chain's links, the digits
//! picked out among the notes); in a game the fourth applies it, as one undo step. A hint
//! belongs to the grid and notes it was asked for ([`Hinting`] keeps them): any change to either
//! starts again at the first stage, and a move of the cursor keeps it.
//!
//! ## Over frames
//!
//! The search for the step goes through [`Search`] in slices: the ask runs one slice of
//! [`ASK_ITEMS`] items, and each frame's tick goes on in slices of [`HINT_ITEMS`] within the
//! frame's budget, so a costly technique never freezes the screen.

use core::fmt;

use crate::{
    cell::Cell,
    cellset::CellSet,
    clock::Clock,
    digit::Digit,
    grid::{Entry, Grid},
    logic::{
        Budget, Candidates, Deduction, Effect, Ends, Guess, Highlight, Hint, Progress, Search, Step,
    },
    size::Size,
    text::{In, Key, Lang, List, Localized},
};

use super::{
    Editor, FRAME_BUDGET_US, State,
    history::Step as Undo,
    notes::{Notes, clear_peers},
    status::{Status, Tone},
};

/// Items of the hint's search the ask itself looks at (the singles and most steps are found
/// within them: the hint shows at once).
pub const ASK_ITEMS: u32 = 256;
/// Items of the hint's search a slice of a frame's tick looks at, before the clock is read.
pub const HINT_ITEMS: u32 = 32;

/// How much of a step the player has been shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The technique and its digits, in words.
    Technique,
    /// The units where it lies, shaded.
    Where,
    /// The whole step.
    Step,
}

/// What the last ask for a hint came to.
// No heap to box the step into, and an editor holds one `Told`: its largest variant (a
// deduction, a chain's nodes included) is paid for once.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
enum Told<S: Size> {
    /// Nothing asked yet.
    Nothing,
    /// The step is being looked for, over frames.
    Searching(Search),
    /// A step, shown up to a stage.
    Step(Deduction<S>, Stage),
    /// Something shown whole at once (a wrong digit, a lost note, a clash, only guessing...),
    /// with the cells it points at.
    Whole(CellSet<S>),
}

/// The hint and the grid and notes it was asked for (any change to them ends it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hinting<S: Size> {
    grid: Grid<S>,
    notes: Notes<S>,
    told: Told<S>,
}

impl<S: Size> Hinting<S> {
    /// No hint.
    pub fn new() -> Self {
        Hinting {
            grid: Grid::empty(),
            notes: super::notes::no_notes::<S>(),
            told: Told::Nothing,
        }
    }

    /// Forgets the hint.
    pub fn clear(&mut self) {
        self.told = Told::Nothing;
    }

    /// What is told about `grid` and `notes` (nothing once either changed).
    fn about(&self, grid: &Grid<S>, notes: &Notes<S>) -> &Told<S> {
        if self.grid == *grid && self.notes == *notes {
            &self.told
        } else {
            &Told::Nothing
        }
    }
}

impl<S: Size> Default for Hinting<S> {
    fn default() -> Self {
        Self::new()
    }
}

/// The digits of a step as the first stage names them: `5s`, `3s and 7s` (`5`, `3 et 7`).
struct Digits<S: Size>(Lang, u16, core::marker::PhantomData<S>);

impl<S: Size> fmt::Display for Digits<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// A digit as the language writes it in the plural.
        struct Plural<S: Size>(Lang, Digit<S>);
        impl<S: Size> fmt::Display for Plural<S> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.0 {
                    Lang::En => write!(f, "{}s", self.1),
                    Lang::Fr => write!(f, "{}", self.1),
                }
            }
        }
        let lang = self.0;
        let digits = Digit::<S>::all()
            .filter(|d| self.1 & d.bit() != 0)
            .map(move |d| Plural(lang, d));
        write!(f, "{}", List(lang, digits))
    }
}

/// What a stage of a step says on the status line: `Look for: X-wing, on the 5s (ask again:
/// where)`, `X-wing: look in row 2 and row 8 (ask again: the step)` (a chain without units:
/// `AIC: from r1c9 to r6c9`, a forcing chain `start from r3c1`), then the whole step as it fits
/// the status line ([`Deduction::fitted`]).
#[derive(Debug, Clone, Copy)]
pub struct Staged<'a, S: Size>(pub &'a Deduction<S>, pub Stage);

impl<S: Size> Staged<'_, S> {
    /// The key of its message.
    pub fn key(&self) -> Key {
        match self.1 {
            Stage::Technique => Key::HintTechnique,
            Stage::Where => match where_(self.0) {
                Where::Units => Key::HintWhere,
                Where::Ends(Ends::Chain(..)) => Key::HintWhereEnds,
                Where::Ends(Ends::Start(_)) => Key::HintWhereStart,
            },
            Stage::Step => Key::HintShown,
        }
    }
}

/// What a step's second stage shows.
enum Where<S: Size> {
    /// Its units, shaded.
    Units,
    /// A step without units (a chain, a forcing chain): its ends, marked.
    Ends(Ends<S>),
}

/// Where `step` lies, as its second stage shows it.
fn where_<S: Size>(step: &Deduction<S>) -> Where<S> {
    match step.ends() {
        Some(ends) if step.highlight().units.is_empty() => Where::Ends(ends),
        _ => Where::Units,
    }
}

impl<S: Size> Localized for Staged<'_, S> {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Staged(step, stage) = *self;
        let technique = In(lang, &step.technique());
        match stage {
            Stage::Technique => {
                let digits = Digits::<S>(lang, step.digits(), core::marker::PhantomData);
                write!(f, "{}", lang.say(self.key(), &[&technique, &digits]))
            }
            Stage::Where => match where_(step) {
                Where::Units => {
                    let units = step.highlight().units;
                    let units = List(lang, units.iter().map(|u| In(lang, u)));
                    write!(f, "{}", lang.say(self.key(), &[&technique, &units]))
                }
                Where::Ends(Ends::Chain(first, last)) => {
                    let (first, last) = (In(lang, first), In(lang, last));
                    write!(f, "{}", lang.say(self.key(), &[&technique, &first, &last]))
                }
                Where::Ends(Ends::Start(cell)) => {
                    let cell = In(lang, cell);
                    write!(f, "{}", lang.say(self.key(), &[&technique, &cell]))
                }
            },
            Stage::Step => {
                let hint = In(lang, step.fitted());
                write!(f, "{}", lang.say(self.key(), &[&hint]))
            }
        }
    }
}

/// One slice of the hint's search for `grid` as the player has it (narrowed by `notes`, in a
/// game; the uniqueness techniques if the puzzle is `unique`), spending from `budget`: what an
/// ask ([`ASK_ITEMS`]) and each slice of a frame ([`HINT_ITEMS`]) run, the candidates made
/// again each time (the in-app benchmark times it so).
pub fn hint_slice<S: Size>(
    search: &mut Search,
    grid: &Grid<S>,
    notes: Option<&Notes<S>>,
    unique: bool,
    budget: &mut Budget,
) -> Progress<Hint<S>> {
    let candidates = match Candidates::of_player(grid, notes) {
        Ok(candidates) => candidates.with_unique_solution(unique),
        Err(conflict) => return Progress::Done(Hint::Conflict(conflict)),
    };
    match search.run(&candidates, budget) {
        Progress::Paused => Progress::Paused,
        Progress::Done(step) => Progress::Done(match step {
            Step::Deduced(d) => Hint::Deduction(d),
            Step::Solved => Hint::Solved,
            Step::Stuck => Hint::OnlyGuessing(Guess::in_state(&candidates)),
            Step::Contradiction(c) => Hint::Contradiction(c),
        }),
    }
}

impl<S: Size> Editor<S> {
    /// Asks for a hint: the next stage of the step shown (the fourth applies it, in a game), or,
    /// after any change to the grid or the notes, the first stage of the next step. In a game
    /// with a known solution, a wrong digit of the player's is pointed out first, then a note
    /// that lost a cell's solution digit.
    pub fn hint(&mut self) {
        self.touch();
        self.settle_notes();
        self.merging = None;
        match self.hint.about(&self.grid, &self.notes).clone() {
            Told::Step(step, stage) => return self.next_stage(step, stage),
            Told::Searching(_) => return,
            Told::Nothing | Told::Whole(_) => {}
        }
        self.hint = Hinting {
            grid: self.grid,
            notes: self.notes,
            told: Told::Nothing,
        };
        let playing = matches!(self.state, State::Play);
        if let Some(solution) = self.play.solution.filter(|_| playing) {
            if let Some(cell) = self.wrong_digit(&solution) {
                self.hint.told = Told::Whole([cell].into_iter().collect());
                let cell = In(self.lang, &cell);
                self.tell(Tone::Bad, Key::HintWrongDigit, &[&cell]);
                return;
            }
            if let Some((cell, digit)) = self.lost_note(&solution) {
                self.hint.told = Told::Whole([cell].into_iter().collect());
                let cell = In(self.lang, &cell);
                self.tell(Tone::Bad, Key::HintLostNote, &[&cell, &digit]);
                return;
            }
        }
        self.hint.told = Told::Searching(Search::new());
        self.tell(Tone::Info, Key::HintSearching, &[]);
        self.search_hint(&mut Budget::new(ASK_ITEMS));
    }

    /// Whether the hint's step is still being looked for.
    pub fn hint_searching(&self) -> bool {
        matches!(self.hint.about(&self.grid, &self.notes), Told::Searching(_))
    }

    /// The stage the step shown has reached, if a step is shown.
    pub fn hint_stage(&self) -> Option<Stage> {
        match self.hint.about(&self.grid, &self.notes) {
            Told::Step(_, stage) => Some(*stage),
            _ => None,
        }
    }

    /// What the board shows of the hint, as far as its stage goes: nothing at the first stage,
    /// the units at the second, the whole step at the third; the cells of a hint shown whole.
    pub fn hint_highlight(&self) -> Option<Highlight<S>> {
        match self.hint.about(&self.grid, &self.notes) {
            Told::Nothing | Told::Searching(_) | Told::Step(_, Stage::Technique) => None,
            Told::Step(step, Stage::Where) => {
                let mut shown = Highlight::new();
                match where_(step) {
                    Where::Units => shown.shade(step.highlight().units),
                    Where::Ends(Ends::Chain(first, last)) => {
                        shown.proof = [first, last].into_iter().collect();
                    }
                    Where::Ends(Ends::Start(cell)) => shown.proof = [cell].into_iter().collect(),
                }
                Some(shown)
            }
            Told::Step(step, Stage::Step) => Some(step.highlight()),
            Told::Whole(cells) => {
                let mut whole = Highlight::new();
                whole.targets = *cells;
                Some(whole)
            }
        }
    }

    /// The cells the hint points at (the step's targets and proof at its last stage).
    pub fn hint_cells(&self) -> CellSet<S> {
        self.hint_highlight().map_or(CellSet::new(), |h| {
            h.targets.iter().chain(h.proof.iter()).collect()
        })
    }

    /// A frame's slices of the hint's search, within the frame's budget.
    pub(super) fn tick_hint(&mut self, clock: &mut impl Clock) {
        if !self.hint_searching() {
            return;
        }
        let start = clock.now_us();
        let slice = self.slice_us(FRAME_BUDGET_US);
        while self.hint_searching() && clock.now_us().saturating_sub(start) < slice {
            self.search_hint(&mut Budget::new(HINT_ITEMS));
        }
    }

    /// Goes on with the hint's search, spending from `budget`; tells the hint once found.
    fn search_hint(&mut self, budget: &mut Budget) {
        let Told::Searching(mut search) = self.hint.told.clone() else {
            return;
        };
        let playing = matches!(self.state, State::Play);
        let notes = playing.then_some(&self.notes);
        // A game's puzzle has a known solution only when it has one: the uniqueness
        // techniques are then sound (never on a grid typed in the editor).
        let unique = playing && self.play.solution.is_some();
        let step = match hint_slice(&mut search, &self.grid, notes, unique, budget) {
            Progress::Paused => {
                self.hint.told = Told::Searching(search);
                return;
            }
            Progress::Done(step) => step,
        };
        self.touch();
        if let Hint::Deduction(step) = step {
            self.hint.told = Told::Step(step.clone(), Stage::Technique);
            return self.tell_stage(&step, Stage::Technique);
        }
        let highlight = step.highlight();
        self.hint.told = Told::Whole(
            highlight
                .targets
                .iter()
                .chain(highlight.proof.iter())
                .collect(),
        );
        let tone = match step {
            Hint::Deduction(_) | Hint::OnlyGuessing(_) => Tone::Info,
            Hint::Solved => Tone::Good,
            Hint::Conflict(_) | Hint::Contradiction(_) => Tone::Bad,
        };
        let step = In(self.lang, &step);
        self.tell(tone, Key::HintShown, &[&step]);
    }

    /// The stage after `stage` of `step`: shown, or (after the whole step, in a game) applied.
    fn next_stage(&mut self, step: Deduction<S>, stage: Stage) {
        let next = match stage {
            Stage::Technique => Stage::Where,
            Stage::Where => Stage::Step,
            Stage::Step if matches!(self.state, State::Play) => return self.apply_hint(&step),
            // Editing has no notes to take candidates from: the whole step stays shown.
            Stage::Step => Stage::Step,
        };
        self.hint.told = Told::Step(step.clone(), next);
        self.tell_stage(&step, next);
    }

    /// Says what `stage` of `step` says.
    fn tell_stage(&mut self, step: &Deduction<S>, stage: Stage) {
        let staged = Staged(step, stage);
        self.status = Status::new(
            Tone::Info,
            staged.key(),
            format_args!("{}", In(self.lang, &staged)),
        );
    }

    /// The fourth stage: the step done to the grid and notes, as one undo step (a cell losing
    /// candidates without notes gets its candidates noted first).
    fn apply_hint(&mut self, step: &Deduction<S>) {
        let Ok(candidates) = Candidates::of_player(&self.grid, Some(&self.notes)) else {
            return;
        };
        self.record(Undo::Hint);
        match step.effect() {
            Effect::Place(cell, digit) => {
                self.grid.place(cell, digit);
                self.notes[cell.index()] = 0;
                clear_peers(&mut self.notes, cell, digit);
            }
            Effect::Eliminate(gone) => {
                for &(cell, digit) in gone {
                    let notes = &mut self.notes[cell.index()];
                    if *notes == 0 {
                        *notes = candidates.mask(cell);
                    }
                    *notes &= !digit.bit();
                }
            }
        }
        self.hint.clear();
        let technique = In(self.lang, &step.technique());
        self.tell(Tone::Info, Key::HintApplied, &[&technique]);
        self.check_finished();
    }

    /// The first cell (row by row) holding a digit of the player's that the solution does not.
    fn wrong_digit(&self, solution: &Grid<S>) -> Option<Cell<S>> {
        self.grid
            .entries()
            .find(|&(cell, entry)| matches!(entry, Entry::Placed(d) if solution.digit(cell) != Some(d)))
            .map(|(cell, _)| cell)
    }

    /// The first empty cell (row by row) whose notes left out its solution digit, with the digit
    /// (a cell without notes has lost nothing).
    fn lost_note(&self, solution: &Grid<S>) -> Option<(Cell<S>, Digit<S>)> {
        Cell::<S>::all()
            .filter(|&cell| self.grid.digit(cell).is_none())
            .filter(|&cell| self.notes[cell.index()] != 0)
            .find_map(|cell| {
                let digit = solution.digit(cell)?;
                (self.notes[cell.index()] & digit.bit() == 0).then_some((cell, digit))
            })
    }
}

#[cfg(test)]
mod tests;
