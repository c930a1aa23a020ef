//! [`Key`]: the name of every text, with what its placeholders hold.

/// Declares [`Key`] with [`Key::ALL`] and [`Key::name`] from one list.
macro_rules! keys {
    ($( $(#[$doc:meta])* $name:ident, )*) => {
        /// A text of the app; each language's table has one for every key.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key {
            $( $(#[$doc])* $name, )*
        }

        impl Key {
            /// Every key, in the order `sudoku strings` prints them.
            pub const ALL: &'static [Key] = &[ $( Key::$name, )* ];

            /// The key's name, as `sudoku strings` prints it.
            pub const fn name(self) -> &'static str {
                match self {
                    $( Key::$name => stringify!($name), )*
                }
            }
        }
    };
}

keys! {
    // ---- the language itself, lists, numbers -------------------------------------------------
    /// The language's own name, in the menu.
    LanguageName,
    /// Between two items of a list but the last two (`a, b and c`).
    ListComma,
    /// Between the last two items of a list.
    ListAnd,
    /// The decimal separator (`1.5 ms`, `1,5 ms`).
    DecimalPoint,
    /// Between two sentences of one status line.
    SentenceBreak,
    /// Between thousands in a large count (`49,158`, `49 158`).
    ThousandsSeparator,
    /// A grid size; {0}: the side (9).
    GridSide,
    /// The menu's on.
    On,
    /// The menu's off.
    Off,

    // ---- cells and units -------------------------------------------------------------------
    /// A cell; {0}: row, {1}: column (one-based).
    CellName,
    /// A row as a subject or object; {0}: its number.
    UnitRow,
    /// A column as a subject or object; {0}: its number.
    UnitCol,
    /// A box as a subject or object; {0}: its number.
    UnitBox,
    /// A row after a noun it belongs to ("the 5 of row 3"); {0}: its number.
    OfRow,
    /// A column after a noun it belongs to; {0}: its number.
    OfCol,
    /// A box after a noun it belongs to; {0}: its number.
    OfBox,
    /// Inside a row ("in row 3"); {0}: its number.
    InRow,
    /// Inside a column; {0}: its number.
    InCol,
    /// Inside a box; {0}: its number.
    InBox,
    /// A clash; {0}: digit, {1}, {2}: the cells.
    ConflictAt,

    // ---- title screen ------------------------------------------------------------------------
    /// The app's name on the title screen and the panel.
    Title,
    /// The line under the title.
    TitleSubtitle,
    /// How to leave, at the bottom of the title screen.
    TitleExit,

    // ---- the panel: legends, tags, footers ---------------------------------------------------
    /// Legend: the D-pad.
    LegendMove,
    /// Legend, editing: Circle/R.
    LegendDigitUp,
    /// Legend, editing: Cross/L.
    LegendDigitDown,
    /// Legend, editing: Square.
    LegendSolve,
    /// Legend, editing: Triangle.
    LegendClear,
    /// Legend: Select.
    LegendUndo,
    /// Legend: Select + R.
    LegendRedo,
    /// Legend: Start.
    LegendMenu,
    /// Legend: Start, with Home beside it.
    LegendMenuHome,
    /// Legend: Select + D-pad.
    LegendJumpBox,
    /// Legend, editing: the stick's flick keypad.
    LegendFlick,
    /// Legend, playing: the stick's flick keypad.
    LegendFlickNote,
    /// Legend, playing: Select, and Select + R.
    LegendUndoRedo,
    /// Between two buttons that do the same, in a legend row.
    GlyphOr,
    /// The stick's keypad: how a flick types.
    KeypadHelp,
    /// The stick's keypad on 16x16: R for the letters.
    KeypadLetters,
    /// A flick of a key that types no digit; {0}: the key's number, {1}: the size.
    KeyNoDigit,
    /// Legend, playing: Circle/R.
    LegendPlayUp,
    /// Legend, playing: Cross/L.
    LegendPlayDown,
    /// Legend, playing: Square.
    LegendHintMark,
    /// Legend, playing: Triangle.
    LegendErase,
    /// Legend, playing: L + R.
    LegendPencil,
    /// Legend, library: L / R.
    LegendTen,
    /// Legend, library: the confirm button.
    LegendLoad,
    /// Legend, library: a puzzle back or on.
    LegendOne,
    /// Legend, library: a hundred puzzles back or on.
    LegendHundred,
    /// Legend, library: type a puzzle's number.
    LegendGoTo,
    /// Legend, library: the list of collections.
    LegendCollections,
    /// Legend, library: the back button and Start.
    LegendBack,
    /// Mode tag: editing.
    TagEdit,
    /// Mode tag: a search.
    TagSolving,
    /// Mode tag: a watched search.
    TagWatch,
    /// Mode tag: solved, one solution.
    TagSolved,
    /// Mode tag: solved, several solutions.
    TagNotUnique,
    /// Mode tag: the benchmark.
    TagBenchmark,
    /// Mode tag: a new puzzle being made.
    TagMaking,
    /// Mode tag: counting solutions.
    TagCounting,
    /// Mode tag: a finished game.
    TagFinished,
    /// Mode tag: a paused game.
    TagPaused,
    /// Mode tag: a game, pencil-mark mode.
    TagPlayNotes,
    /// Mode tag: a game.
    TagPlay,
    /// Mode tag: the library.
    TagLibrary,
    /// Footer in a game; {0}: the cursor's cell, {1}: the time.
    FooterTime,
    /// Footer in a game that marks mistakes; {0}: the cursor's cell, {1}: the time, {2}: the
    /// mistakes (MistakeOne or MistakeMany).
    FooterTimeMistakes,
    /// One mistake; {0}: 1.
    MistakeOne,
    /// Mistakes; {0}: their number.
    MistakeMany,
    /// Footer while editing; {0}: the cursor's cell, {1}: the givens (GivenOne or GivenMany).
    FooterGivens,
    /// One given; {0}: 1.
    GivenOne,
    /// Givens; {0}: their number.
    GivenMany,
    /// The library's footer; {0}: the collection, {1}: its place, {2}: how many there are.
    LibraryFooter,

    // ---- the menu and the lists --------------------------------------------------------------
    /// The menu's title.
    ListMenu,
    /// The settings page's title.
    ListSettings,
    /// The tools page's title.
    ListTools,
    /// The slot list's title, to save.
    ListSave,
    /// The slot list's title, to load.
    ListLoad,
    /// The list of collections' title.
    ListCollections,
    /// The list's hint beside the confirm button.
    ListChoose,
    /// The list's hint beside the back button.
    ListBack,
    /// Menu: leave a game.
    MenuBackToEditing,
    /// Menu: start a game.
    MenuPlay,
    /// Menu: a new puzzle; {0}: the level (DifficultyEasy... DifficultyExtreme).
    MenuNewPuzzle,
    /// Menu: a hint.
    MenuHint,
    /// Menu: note every candidate.
    MenuFillNotes,
    /// Menu: mistake marking; {0}: MistakesOff, MistakesRules or MistakesSolution.
    MenuMistakes,
    /// Menu: pause.
    MenuPause,
    /// Menu: watch mode; {0}: On or Off.
    MenuWatch,
    /// Menu: watch speed; {0}: SpeedSlow, SpeedNormal or SpeedFast.
    MenuSpeed,
    /// Menu: grid size; {0}: the size (GridSide).
    MenuSize,
    /// Menu: the library.
    MenuLibrary,
    /// Menu: save to a slot.
    MenuSaveSlot,
    /// Menu: load from a slot.
    MenuLoadSlot,
    /// Menu: append the grid's givens to mine.txt.
    MenuShare,
    /// Menu: the benchmark.
    MenuBenchmark,
    /// Menu: the language; {0}: its name (LanguageName).
    MenuLanguage,
    /// Menu: close.
    MenuClose,
    /// Menu: restart the game.
    MenuRestart,
    /// Menu: count the solutions.
    MenuCount,
    /// Menu: the version; {0}: version, {1}: build.
    MenuVersion,
    /// Menu: open the settings page.
    MenuSettings,
    /// Menu: open the tools page.
    MenuTools,
    /// Menu: back to the main page.
    MenuBack,
    /// Menu: skip used digits; {0}: On or Off.
    MenuSkipUsed,
    /// The version entry's status; {0}: version, {1}: build.
    VersionSays,
    /// Difficulty of a new puzzle, as it follows "puzzle" (grille).
    DifficultyEasy,
    /// Difficulty: medium.
    DifficultyMedium,
    /// Difficulty: hard.
    DifficultyHard,
    /// A puzzle's level (HoDoKu's five; they will replace the difficulties), the name alone.
    LevelEasy,
    /// Level: medium.
    LevelMedium,
    /// Level: hard.
    LevelHard,
    /// Level: fiendish (HoDoKu's "unfair").
    LevelFiendish,
    /// Level: extreme.
    LevelExtreme,
    /// A level as it follows "puzzle" (grille), beside DifficultyEasy...: fiendish.
    DifficultyFiendish,
    /// A level as it follows "puzzle": extreme.
    DifficultyExtreme,
    /// A puzzle's level and rating; {0}: the level (LevelEasy...), {1}: its Sudoku Explainer
    /// rating (`4.2`; `3.4+` where logic did not finish: a lower bound).
    LevelRated,
    /// Mistake marking: off.
    MistakesOff,
    /// Mistake marking: against the rules.
    MistakesRules,
    /// Mistake marking: against the solution.
    MistakesSolution,
    /// Watch speed: slow.
    SpeedSlow,
    /// Watch speed: normal.
    SpeedNormal,
    /// Watch speed: fast.
    SpeedFast,
    /// Slot list: an empty slot; {0}: its number (padded).
    SlotEmpty,
    /// Slot list: a grid; {0}: number, {1}: size, {2}: givens (padded).
    SlotGrid,
    /// Slot list: a solved grid; as SlotGrid.
    SlotSolved,
    /// Slot list: a game; as SlotGrid.
    SlotGame,
    /// Slot detail, first line; {0}: number, {1}: size, {2}: givens.
    SlotDetail,
    /// Slot detail: a game and its time; {0}: time played.
    SlotDetailGame,
    /// Slot detail: a game, time not kept.
    SlotDetailGameOnly,
    /// Slot detail: editing with the solution shown.
    SlotDetailSolved,
    /// Slot detail: editing.
    SlotDetailEditing,
    /// Slot detail: when it was saved; {0}: the date.
    SlotSavedAt,
    /// Slot detail: the date is not known.
    SlotSavedUnknown,
    /// A date and time; {0}: year, {1}: month, {2}: day, {3}: hour, {4}: minute (two digits each
    /// but the year).
    DateTime,

    // ---- techniques (hints) ------------------------------------------------------------------
    /// Technique: the last empty cell of a unit.
    TechFullHouse,
    /// Technique: hidden single.
    TechHiddenSingle,
    /// Technique: naked single.
    TechNakedSingle,
    /// Technique: pointing.
    TechPointing,
    /// Technique: claiming.
    TechClaiming,
    /// Technique: naked pair.
    TechNakedPair,
    /// Technique: hidden pair.
    TechHiddenPair,
    /// Technique: X-wing.
    TechXWing,
    /// Technique: naked triple.
    TechNakedTriple,
    /// Technique: swordfish.
    TechSwordfish,
    /// Technique: hidden triple.
    TechHiddenTriple,
    /// Technique: XY-wing.
    TechXYWing,
    /// Technique: XYZ-wing.
    TechXYZWing,
    /// Technique: naked quad.
    TechNakedQuad,
    /// Technique: jellyfish.
    TechJellyfish,
    /// Technique: hidden quad.
    TechHiddenQuad,
    /// Technique: remote pair.
    TechRemotePair,
    /// Technique: W-wing.
    TechWWing,
    /// Technique: BUG+1.
    TechBugPlusOne,
    /// Technique: unique rectangle type 1.
    TechUR1,
    /// Technique: unique rectangle type 2.
    TechUR2,
    /// Technique: unique rectangle type 3.
    TechUR3,
    /// Technique: unique rectangle type 4.
    TechUR4,
    /// Technique: hidden rectangle.
    TechHiddenRectangle,
    /// Technique: skyscraper.
    TechSkyscraper,
    /// Technique: 2-string kite.
    TechTwoStringKite,
    /// Technique: turbot fish.
    TechTurbotFish,
    /// Technique: empty rectangle.
    TechEmptyRectangle,
    /// Technique: finned X-wing.
    TechFinnedXWing,
    /// Technique: sashimi X-wing.
    TechSashimiXWing,
    /// Technique: finned swordfish.
    TechFinnedSwordfish,
    /// Technique: sashimi swordfish.
    TechSashimiSwordfish,
    /// Technique: simple colouring.
    TechSimpleColouring,
    /// Technique: multi-colouring.
    TechMultiColouring,

    // Chains and loops, almost locked sets, forcing chains and nets.
    /// Technique: X-chain.
    TechXChain,
    /// Technique: XY-chain.
    TechXYChain,
    /// Technique: nice loop.
    TechNiceLoop,
    /// Technique: AIC (alternating inference chain).
    TechAic,
    /// Technique: grouped nice loop.
    TechGroupedNiceLoop,
    /// Technique: grouped AIC.
    TechGroupedAic,
    /// Technique: ALS-XZ (almost locked sets).
    TechAlsXz,
    /// Technique: ALS-XY-Wing.
    TechAlsXyWing,
    /// Technique: forcing chain.
    TechForcingChain,
    /// Technique: forcing net.
    TechForcingNet,
    /// A deduction; {0}: the technique, {1}: what it says (the
    /// sentence of its family, written in `src/logic/`: each family file's `en` and `fr`).
    Deduction,
    /// No candidate left; {0}: cell.
    NoCandidateSays,
    /// A digit without a place; {0}: digit, {1}: the unit (InRow...).
    NoPlaceSays,
    /// Hint: only guessing is left; {0}: the digit to try, {1}: the cell, {2}: its number of
    /// candidates.
    HintOnlyGuessing,
    /// Hint: the grid is solved.
    HintSolved,
    /// Hint: a contradiction; {0}: NoCandidateSays or NoPlaceSays.
    HintContradiction,
    /// A clash the logic finds; {0}: the unit (UnitRow...), {1}: digit, {2}, {3}: the cells.
    InvalidConflict,
    /// No solution the logic finds; {0}: the contradiction.
    InvalidNoSolution,
    /// The status line's hint; {0}: the hint.
    HintShown,
    /// A hint in a game: the player's digit is wrong; {0}: cell.
    HintWrongDigit,

    // ---- hints from the notes, in stages ---------------------------------------------------
    /// A hint in a game: the notes of a cell left out its solution digit; {0}: cell, {1}: digit.
    HintLostNote,
    /// A hint's first stage; {0}: the technique, {1}: its digits (`5s`, `3s and 7s`).
    HintTechnique,
    /// A hint's second stage; {0}: the technique, {1}: the units shaded (`row 3 and box 5`).
    HintWhere,
    /// A hint's second stage for a chain (no units); {0}: the technique, {1}: its first cell,
    /// {2}: its last cell (both marked).
    HintWhereEnds,
    /// A hint's second stage for a forcing chain or a loop back to its start (no units);
    /// {0}: the technique, {1}: the cell it starts from (marked).
    HintWhereStart,
    /// A hint's fourth stage, in a game: the step done; {0}: the technique.
    HintApplied,
    /// A hint's step being looked for, over frames.
    HintSearching,

    // ---- editing, solving, watching, counting ------------------------------------------------
    /// Status while editing.
    EditHint,
    /// Status while editing, once givens are typed: how to play them with hints; {0}: the menu
    /// entry (MenuPlay).
    EditTyped,
    /// Clashing givens; {0}: the clash (ConflictAt).
    Conflict,
    /// Triangle on a solved grid.
    SolutionCleared,
    /// Triangle on an empty grid.
    GridAlreadyEmpty,
    /// Triangle on givens; {0}: how many were cleared (GivenOne or GivenMany).
    GridCleared,
    /// A first Triangle on many givens: a second clears them; {0}: how many (GivenMany).
    ClearAskAgain,
    /// Another button after ClearAskAgain: nothing cleared.
    ClearKept,
    /// Square on clashing givens; {0}: the clash.
    SearchConflict,
    /// A watched search starts.
    Watching,
    /// A search starts.
    Solving,
    /// A search stopped by a button.
    SearchStopped,
    /// Solved, one solution; {0}: time, {1}: guesses (GuessOne or GuessMany).
    SolvedIn,
    /// Solved, several solutions; {0}: time.
    NotUnique,
    /// No solution; {0}: time, {1}: guesses.
    NoSolutionIn,
    /// One guess; {0}: 1.
    GuessOne,
    /// Guesses; {0}: their number.
    GuessMany,
    /// Watch mode's progress; {0}: depth, {1}: guesses, {2}: backtracks.
    WatchProgress,
    /// Counting, clashing givens; {0}: the clash.
    CountConflict,
    /// Counting starts.
    Counting,
    /// Counting stopped; {0}: the count so far (SolutionOne or SolutionMany).
    CountStopped,
    /// Counting goes on; {0}: the count so far.
    CountSoFar,
    /// Count: no solution; {0}: time.
    CountNone,
    /// Count: one solution; {0}: time.
    CountUnique,
    /// Count: over the limit; {0}: the limit, {1}: time.
    CountMore,
    /// Count: several; {0}: the count (SolutionMany), {1}: time.
    CountSome,
    /// One solution; {0}: 1.
    SolutionOne,
    /// Solutions; {0}: their number.
    SolutionMany,

    // ---- undo --------------------------------------------------------------------------------
    /// Undone; {0}: the step.
    Undone,
    /// Nothing to undo.
    NothingToUndo,
    /// Redone; {0}: the step.
    Redone,
    /// Nothing to redo.
    NothingToRedo,
    /// Step: a cell changed; {0}: cell.
    StepChange,
    /// Step: notes changed; {0}: cell.
    StepNotes,
    /// Step: a cell erased; {0}: cell.
    StepErase,
    /// Step: every candidate noted.
    StepFill,
    /// Step: a game left.
    StepLeavePlay,
    /// Step: a game started.
    StepStartPlay,
    /// Step: a clear.
    StepClear,
    /// Step: a solve.
    StepSolve,
    /// Step: a load.
    StepLoad,
    /// Step: a game restarted.
    StepRestart,
    /// Step: a hint's step applied.
    StepHint,

    // ---- games -------------------------------------------------------------------------------
    /// A game left for editing.
    EditingGivens,
    /// A game restarted.
    Restarted,
    /// Paused; {0}: the time.
    Paused,
    /// Every candidate noted.
    AllNoted,
    /// A game refused: clashing givens; {0}: the clash.
    PlayConflict,
    /// A game refused: no solution.
    PlayNoSolution,
    /// A game starts.
    PlayStart,
    /// A game of a puzzle with several solutions starts.
    PlayStartSeveral,
    /// A game starts, the first one with mistake marking off: how to turn it on (said once).
    PlayStartMistakes,
    /// New puzzle made the first game, with mistake marking off: its level and givens, and how
    /// to turn marking on (said once).
    NewPuzzleMistakes,
    /// A paused game goes on.
    PlayResumed,
    /// Pencil-mark mode on.
    NotesMode,
    /// L+R outside a game.
    NotesOutsideGame,
    /// Pencil-mark mode off.
    DigitsMode,
    /// No pencil marks on a filled cell; {0}: cell.
    NoNotesThere,
    /// A game finished; {0}: the time.
    GameSolved,
    /// A given cannot change; {0}: cell.
    GivenLocked,
    /// A finished game refuses a change; {0}: the time.
    GameOver,
    /// A finished game, first of its kind; {0}: time, {1}: its level (DifficultyEasy...),
    /// {2}: size, {4}: its rating (`4.2`, `3.4+`).
    BestFirst,
    /// A finished game, a new best; {0}: time, {1}: level, {2}: size, {3}: the old best,
    /// {4}: rating.
    BestNew,
    /// A finished game, not a best; {0}: time, {1}: level, {2}: size, {3}: the best, {4}: rating.
    BestNot,

    // ---- new puzzles, benchmark --------------------------------------------------------------
    /// A new puzzle is being made; {0}: difficulty.
    Making,
    /// Making stopped by a button.
    MakingStopped,
    /// A puzzle being made, past the first try; {0}: difficulty, {1}: percent done, {2}: the try.
    MakingAttempt,
    /// A puzzle being made, the first try; {0}: difficulty, {1}: percent done.
    MakingProgress,
    /// A new puzzle; {0}: difficulty, {1}: givens (GivenOne or GivenMany), {2}: time.
    NewPuzzle,
    /// The benchmark starts; {0}: puzzles.
    BenchStart,
    /// The benchmark stopped by a button.
    BenchStopped,
    /// Benchmark progress, solving; {0}: done, {1}: all.
    BenchSolving,
    /// Benchmark progress, the hardest puzzles; {0}: done (by tens), {1}: all.
    BenchHardest,
    /// Benchmark progress, generating; {0}: done, {1}: all.
    BenchGenerating,
    /// The benchmark's figures; {0}: µs per puzzle, {1}: the hardest's mean µs, {2}: their worst µs,
    /// {3}: time per 9x9 puzzle made, {4}: time per 16x16 puzzle made, {5}: the naive search's
    /// placements a second.
    BenchDone,
    /// Benchmark: timing the lesson's naive search.
    BenchNaive,
    /// Benchmark progress, a 16x16 puzzle; {0}: which, {1}: how many, {2}: percent done.
    BenchSixteen,
    /// benchmark.txt, first line; {0}: µs per puzzle, {1}: puzzles.
    BenchFileSolving,
    /// benchmark.txt, second line; {0}: µs per puzzle made, {1}: puzzles made.
    BenchFileGenerating,
    /// benchmark.txt: the naive search; {0}: placements a second with bit masks, {1}: with scans.
    BenchFileNaive,
    /// benchmark.txt: the hardest puzzles; {0}: mean µs, {1}: worst µs, {2}: puzzles.
    BenchFileHardest,
    /// benchmark.txt: the worst puzzle; {0}: its number, {1}: its set, {2}: its line.
    BenchFileWorst,
    /// benchmark.txt: the hardest puzzles under symmetries; {0}: worst µs, {1}: puzzles,
    /// {2}: symmetries of each.
    BenchFileSymmetries,
    /// benchmark.txt: 16x16 puzzles made; {0}: µs of work each, {1}: µs from start to end,
    /// {2}: frames, {3}: puzzles (PuzzleOne or PuzzleMany), {4}: tries (TryOne or TryMany).
    BenchFileSixteen,
    /// benchmark.txt: no 16x16 puzzle made, the 16x16 grid being busy.
    BenchFileSixteenBusy,
    /// Benchmark progress, the hint on the hardest puzzles; {0}: done (by tens), {1}: all.
    BenchHints,
    /// benchmark.txt, last line: the hint on the hardest puzzles; {0}: the worst µs, {1}: the
    /// longest slice's µs, {2}: puzzles.
    BenchFileHint,
    /// A count of puzzles, singular; {0}: the count.
    PuzzleOne,
    /// A count of puzzles, plural; {0}: the count.
    PuzzleMany,
    /// A count of tries, singular; {0}: the count.
    TryOne,
    /// A count of tries, plural; {0}: the count.
    TryMany,

    // ---- library and slots -------------------------------------------------------------------
    /// The library's status; {0}: number, {1}: of how many, {2}: source, {3}: size, {4}: solutions.
    LibraryEntry,
    /// The library's status while the collection is being read; {0}: number, {1}: read so far,
    /// {2}: source, {3}: size, {4}: grade and solutions.
    LibraryEntryReading,
    /// A collection not read; {0}: its name, {1}: why.
    LibrarySkipped,
    /// A collection without puzzles; {0}: its name.
    LibraryNoPuzzles,
    /// A collection being read; {0}: its name, {1}: puzzles so far, {2}: bytes read.
    LibraryReading,
    /// A puzzle the reading has not reached; {0}: the collection, {1}: the puzzle's number.
    LibraryNotReadYet,
    /// One malformed puzzle skipped; {0}: the count.
    LibraryBadOne,
    /// Malformed puzzles skipped; {0}: the count.
    LibraryBadMany,
    /// One malformed puzzle skipped; {0}: the count, {1}: where and what.
    LibraryBadOneAt,
    /// Malformed puzzles skipped; {0}: the count, {1}: the first's place and fault.
    LibraryBadManyFirst,
    /// A collection whose end is no text; {0}: what is there.
    LibraryRestSkipped,
    /// A collection indexed again because its file changed.
    LibraryChanged,
    /// The built-in puzzles' collection.
    CollectionBuiltIn,
    /// A collection not read, in the list.
    CollectionSkipped,
    /// The collection being read, in the list.
    CollectionReading,
    /// A file's size under a kilobyte; {0}: bytes.
    SizeBytes,
    /// A file's size in kilobytes; {0}: kilobytes.
    SizeKilobytes,
    /// A file's size in megabytes; {0}: whole, {1}: the decimal point, {2}: tenths.
    SizeMegabytes,
    /// library.txt: its first line.
    ReportHeader,
    /// library.txt: a collection's line starts; {0}: its name (what was found follows).
    ReportCollection,
    /// library.txt: a collection not opened.
    ReportUnread,
    /// library.txt: a collection not read; {0}: why.
    ReportSkipped,
    /// library.txt: one malformed puzzle; {0}: the count, {1}: where and what.
    ReportBadOne,
    /// library.txt: malformed puzzles; {0}: the count, {1}: where and what, for those kept.
    ReportBadMany,
    /// library.txt: a file whose end is no text; {0}: what is there.
    ReportRestSkipped,
    /// library.txt: reading times; {0}: from start to end, {1}: the work in it.
    ReportReadIn,
    /// library.txt: a file indexed again because it changed.
    ReportChanged,
    /// library.txt: one jump; {0}: the count, {1}: mean time, {2}: slowest.
    ReportJumpOne,
    /// library.txt: jumps; {0}: the count, {1}: mean time, {2}: slowest.
    ReportJumpMany,
    /// library.txt: one puzzle graded; {0}: the count, {1}: mean work, {2}: slowest.
    ReportGradedOne,
    /// library.txt: puzzles graded; {0}: the count, {1}: mean work, {2}: slowest.
    ReportGradedMany,
    /// library.txt: a folder file past the limit; {0}: the folder, {1}: the count, {2}: the limit.
    ReportLeftOutOne,
    /// library.txt: folder files past the limit; {0}: the folder, {1}: the count, {2}: the limit.
    ReportLeftOutMany,
    /// library.txt: a file whose name is too long; {0}: the folder, {1}: the count, {2}: bytes.
    ReportLongNameOne,
    /// library.txt: files whose names are too long; {0}: the folder, {1}: the count, {2}: bytes.
    ReportLongNameMany,
    /// library.txt: the folder could not be listed; {0}: the folder, {1}: the error.
    ReportNotListed,
    /// The go-to-number box's title.
    GoToTitle,
    /// After the number typed; {0}: how many puzzles there are.
    GoToOf,
    /// The go-to box's hint: Up/Down turn the digit.
    GoToDigit,
    /// The go-to box's hint: Left/Right move to another digit.
    GoToMove,
    /// The go-to box's hint: confirm goes there.
    GoToGo,
    /// Solutions not counted yet.
    SolutionsUnknown,
    /// No solution.
    LibraryNoSolution,
    /// One solution.
    LibraryOneSolution,
    /// Several solutions.
    LibrarySeveralSolutions,
    /// What is known of a puzzle; {0}: its grade, {1}: its solutions.
    GradeAndSolutions,
    /// A puzzle's grade while grading is under way.
    GradeGrading,
    /// A puzzle's grade when logic gets stuck and its solution is not known to be unique.
    GradeNeedsGuessing,
    /// A collection too big to read; {0}: its bytes, {1}: the largest read.
    SkipTooBig,
    /// A collection no longer on the stick.
    SkipGone,
    /// A collection the stick would not read; {0}: the error.
    SkipUnreadable,
    /// Built-in puzzle: the tutorial's grid.
    BuiltInTutorial,
    /// Built-in puzzle: the classroom grid.
    BuiltInClassroom,
    /// Built-in puzzle: the naive search's worst case.
    BuiltInWorstCase,
    /// Built-in puzzle: a 4x4 for a first game.
    BuiltInFirstFour,
    /// Built-in puzzle: a game; {0}: its number.
    BuiltInGame,
    /// Built-in puzzle: one with seventeen givens.
    BuiltInSeventeen,
    /// Built-in puzzle: a very hard one.
    BuiltInVeryHard,
    /// Built-in puzzle: one of the hardest known.
    BuiltInHardest,
    /// Built-in puzzle: a 16x16.
    BuiltInSixteen,
    /// A library puzzle loaded; {0}: source, {1}: solutions.
    LibraryLoaded,
    /// A puzzle of a collection file; {0}: the file, {1}: the line it starts at.
    SourceFileLine,
    /// Saved in a slot; {0}: its number.
    SlotSaved,
    /// Slot not saved; {0}: number, {1}: why.
    SlotNotSaved,
    /// Slot not saved, the stick's trouble; {0}: the trouble, {1}: number.
    SlotNotSavedTrouble,
    /// Add to mine.txt on a grid without givens; {0}: the file's name.
    ShareNoGivens,
    /// Add to mine.txt done; {0}: the file's name, {1}: the givens.
    ShareAdded,
    /// Add to mine.txt failed; {0}: the file's name, {1}: the error code.
    ShareFailed,
    /// Add to mine.txt failed, with a known cause; {0}: the trouble, {1}: the file's name.
    ShareFailedTrouble,
    /// A slot's game loaded; {0}: number.
    SlotLoadedGame,
    /// A slot loaded; {0}: number.
    SlotLoaded,
    /// An empty slot; {0}: number.
    SlotIsEmpty,
    /// A damaged slot; {0}: number, {1}: the damage.
    SlotDamaged,
    /// A slot not read; {0}: number, {1}: why.
    SlotNotRead,

    // ---- the memory stick --------------------------------------------------------------------
    /// Resumed at start.
    Welcome,
    /// A damaged autosave; {0}: the damage.
    SaveDamaged,
    /// The autosave not read; {0}: why.
    SaveNotRead,
    /// A size switch; {0}: size.
    NowEditing,
    /// The grid left at a switch not kept; {0}: size, {1}: why.
    GridNotKept,
    /// As GridNotKept, the stick's trouble; {0}: trouble, {1}: size.
    GridNotKeptTrouble,
    /// A write succeeded after failures.
    SavedAgain,
    /// An autosave failed; {0}: why.
    NotSaved,
    /// An autosave failed, the stick's trouble; {0}: trouble.
    NotSavedTrouble,
    /// player.sav damaged; {0}: the damage.
    SettingsDamaged,
    /// player.sav not read; {0}: why.
    SettingsNotRead,
    /// player.sav not written; {0}: why.
    SettingsNotSaved,
    /// player.sav not written, the stick's trouble; {0}: trouble.
    SettingsNotSavedTrouble,
    /// The language changed from the menu; {0}: its name.
    LanguageChosen,
    /// Trouble: full.
    TroubleFull,
    /// Trouble: no stick.
    TroubleNoStick,
    /// Trouble: write-protected.
    TroubleWriteProtected,
    /// Trouble: anything else.
    TroubleOther,
    /// A damaged file; {0}: file, {1}: what is wrong, {2}: where it went.
    DamageKept,
    /// A damaged file not moved aside; {0}: file, {1}: what is wrong.
    DamageNotMoved,
    /// Failure: a bad name.
    FailureBadName,
    /// Failure: reading; {0}: code.
    FailureRead,
    /// Failure: writing; {0}: code.
    FailureWrite,
    /// Failure: renaming; {0}: code.
    FailureRename,
    /// Failure: removing the old save; {0}: code.
    FailureRemove,
    /// Failure: reading a file; {0}: file, {1}: code.
    FailureReadFile,
    /// Save error: short; {0}: bytes, {1}: needed.
    SaveTooShort,
    /// Save error: long; {0}: bytes, {1}: at most.
    SaveTooLong,
    /// Save error: stray bytes; {0}: how many, {1}: bytes, {2}: expected.
    SaveTrailing,
    /// Save error: not ours.
    SaveForeign,
    /// Save error: newer; {0}: its format, {1}: ours.
    SaveNewer,
    /// Save error: checksum; {0}: computed, {1}: stored.
    SaveChecksum,
    /// Save error: a field; {0}: the field, {1}: its value.
    SaveBadField,
    /// Save error: a cell; {0}: byte, {1}: cell index.
    SaveBadCell,
    /// Field: the format version.
    FieldVersion,
    /// Field: the body length.
    FieldBodyLength,
    /// Field: the box size.
    FieldBoxSize,
    /// Field: a game's flags.
    FieldPlayFlags,
    /// Field: the mode.
    FieldMode,
    /// Field: mistake marking.
    FieldMistakes,
    /// Field: the notes pointer.
    FieldNotesPointer,
    /// Field: the notes.
    FieldNotes,
    /// Field: the cell count.
    FieldCellCount,
    /// Field: the cursor.
    FieldCursor,
    /// Field: the profile's flags.
    FieldFlags,
    /// Field: watch speed.
    FieldWatchSpeed,
    /// Field: the difficulty.
    FieldDifficulty,
    /// Field: the profile's mistake marking.
    FieldMistakeMarking,

    // ---- puzzle text -------------------------------------------------------------------------
    /// A puzzle's fault; {0}: line, {1}: what (LineAt).
    PuzzleAt,
    /// A fault in a line; {0}: column, {1}: what.
    LineAt,
    /// A character; {0}: it, quoted.
    BadCharacter,
    /// Too short; {0}: cells, {1}: size, {2}: cells needed.
    LineTooShort,
    /// Too long; {0}: cells needed, {1}: size.
    LineTooLong,
    /// No size's length; {0}: cells.
    LineLength,
    /// Not UTF-8.
    LineNotText,
    /// A row of a grid; {0}: cells, {1}: size, {2}: cells a row holds.
    LineRow,
    /// A grid that stops after one row; {0}: size, {1}: 1, {2}: rows needed.
    GridEndsOne,
    /// A grid that stops; {0}: size, {1}: rows, {2}: rows needed.
    GridEndsMany,
    /// No text file; {0}: byte, {1}: offset.
    FileBinary,
    /// A UTF-16 file.
    FileUtf16,
    /// A file too large; {0}: bytes, {1}: limit.
    FileTooLarge,

    // ---- the backtracking lesson ------------------------------------------------------------
    /// Menu: start the backtracking lesson.
    MenuLesson,
    /// Menu: leave the lesson.
    MenuLeaveLesson,
    /// Menu: the lesson on the empty grid (the smallest complete grid), or back to the puzzle.
    MenuLessonSmallest,
    /// Tag: the lesson (editor screen).
    TagLesson,
    /// The lesson's tag, step-by-step view.
    LessonTagStep,
    /// The lesson's tag, history view.
    LessonTagHistory,
    /// The lesson's tag, candidate map view.
    LessonTagMap,
    /// The lesson's tag, race view.
    LessonTagRace,
    /// An algorithm's title: the naive search.
    AlgoNaive,
    /// An algorithm's title: cells sorted once.
    AlgoSorted,
    /// An algorithm's title: the most constrained cell.
    AlgoMrv,
    /// An algorithm's title: the app's solver.
    AlgoOurs,
    /// An algorithm's title: the student report's method.
    AlgoReport,
    /// An algorithm in the race's table (6 characters at most).
    AlgoShortNaive,
    /// An algorithm in the race's table.
    AlgoShortSorted,
    /// An algorithm in the race's table.
    AlgoShortMrv,
    /// An algorithm in the race's table.
    AlgoShortOurs,
    /// An algorithm in the race's table.
    AlgoShortReport,
    /// What the naive search does, in a line.
    AlgoDescribeNaive,
    /// What the sorted search does.
    AlgoDescribeSorted,
    /// What the most-constrained search does.
    AlgoDescribeMrv,
    /// What the app's solver does.
    AlgoDescribeOurs,
    /// What the student report's method does.
    AlgoDescribeReport,
    /// Status: the lesson starts.
    LessonStart,
    /// Status: the step view; {0}: the algorithm's title.
    LessonSaysStep,
    /// Status: the history view; {0}: the algorithm's title.
    LessonSaysHistory,
    /// Status: the candidate map; {0}: the algorithm's title.
    LessonSaysMap,
    /// Status: the race view; {0}: the algorithm the board shows.
    LessonSaysRace,
    /// Status: the race is over; {0}: the winner, {1}: its placements (LessonPlacementOne or
    /// LessonPlacementMany), {2}: its backtracks (LessonBacktrackOne or LessonBacktrackMany).
    LessonRaceWon,
    /// Status: the race is over, no solution.
    LessonRaceNone,
    /// Status: the smallest grid; {0}: placements, {1}: backtracks (counted as in LessonRaceWon).
    LessonSmallest,
    /// Status: solved; {0}: title, {1}: placements, {2}: backtracks (counted as in
    /// LessonRaceWon), {3}: time.
    LessonSolved,
    /// Status: no solution; {0}: title, {1}: placements, {2}: backtracks (counted as in
    /// LessonRaceWon).
    LessonNoSolution,
    /// One placement of a search (the course's "affectation"); {0}: the count.
    LessonPlacementOne,
    /// Placements of a search, 0 or several in English, several in French; {0}: the count.
    LessonPlacementMany,
    /// One backtrack of a search (a "retour en arrière"); {0}: the count.
    LessonBacktrackOne,
    /// Backtracks of a search; {0}: the count.
    LessonBacktrackMany,
    /// Status: the lesson asked for in a game.
    LessonFromEditing,
    /// Status: givens that break a rule; {0}: the conflict.
    LessonConflict,
    /// Status: the lesson is left.
    LessonOver,
    /// Status: stopped; {0}: steps taken.
    LessonStopped,
    /// Status: playing; {0}: the watch speed.
    LessonPlaying,
    /// Status: racing.
    LessonRacing,
    /// Status: running to the end.
    LessonRunning,
    /// Status: the smallest grid starts.
    LessonEmptyNaive,
    /// Lesson panel: the cell tried, a supposition; {0}: cell, {1}: digit.
    LessonTryingGuess,
    /// Lesson panel: the cell tried, forced; {0}: cell, {1}: digit.
    LessonTryingForced,
    /// Lesson panel: no placement yet.
    LessonNothingPlaced,
    /// Lesson panel: no digit left to try in the cell.
    LessonNothingLeft,
    /// Lesson panel: {0}: the digits left to try.
    LessonLeftToTry,
    /// Lesson panel: ours keeps its candidates on a stack.
    LessonOnAStack,
    /// Lesson panel: solved.
    LessonSolvedLine,
    /// Lesson panel: no solution.
    LessonNoSolutionLine,
    /// Lesson panel: the next cell has no digit; {0}: cell.
    LessonNextDeadEnd,
    /// Lesson panel: the next cell; {0}: cell, {1}: its digits.
    LessonNext,
    /// Lesson panel: what ours does next.
    LessonNextOurs,
    /// Lesson panel: a backtrack comes.
    LessonGoingBack,
    /// Lesson panel: {0}: depth, {1}: empty cells.
    LessonDepth,
    /// Lesson panel: {0}: the time spent.
    LessonTime,
    /// Lesson panel: {0}: share of the tree passed.
    LessonDoneUnderSecond,
    /// Lesson panel: {0}: share passed, {1}: time left.
    LessonDoneAbout,
    /// Lesson panel: {0}: share passed.
    LessonDone,
    /// Lesson panel: {0}: placements.
    LessonPlacements,
    /// Lesson panel: {0}: backtracks.
    LessonBacktracks,
    /// History: {0}: the algorithm's title.
    LessonLastSteps,
    /// History: {0}: earlier steps not listed.
    LessonNotListed,
    /// History: one earlier step not listed (LessonNotListed's singular); {0}: the count.
    LessonNotListedOne,
    /// History: nothing yet.
    LessonNoStep,
    /// History: {0}: step number, {1}: cell, {2}: digit.
    LessonStepGuess,
    /// History: a forced placement; as LessonStepGuess.
    LessonStepForced,
    /// History: {0}: step number, {1}: the cell emptied.
    LessonStepEmptied,
    /// History: {0}: step number; ours goes back to its last guess.
    LessonStepBack,
    /// Map: {0}: title, {1}: steps.
    LessonAfterSteps,
    /// Map: {0}: digit, {1}: cells.
    LessonDigitCanGo,
    /// Map: LessonDigitCanGo's singular; {0}: digit, {1}: cells.
    LessonDigitCanGoOne,
    /// Map: {0}: cells holding the digit.
    LessonCellsHold,
    /// Map: Left and Right.
    LessonOtherDigit,
    /// Race table heading over placements (9 characters at most).
    LessonHeadPlaced,
    /// Race table heading over backtracks.
    LessonHeadBack,
    /// Race: {0}: title.
    LessonLaneSolved,
    /// Race: {0}: title.
    LessonLaneNoSolution,
    /// Race: {0}: title, {1}: share passed.
    LessonLaneDone,
    /// Race: {0}: title.
    LessonLaneNoEstimate,
    /// Race: under a second left.
    LessonUnderSecond,
    /// Race: {0}: time left.
    LessonAboutLeft,
    /// A share as a percentage; {0}: whole part, {1}: tenths.
    LessonPercent,
    /// Lesson legend: Square.
    LessonKeyStep,
    /// Lesson legend: Circle.
    LessonKeyPlay,
    /// Lesson legend: Cross.
    LessonKeyToEnd,
    /// Lesson legend: Cross in the race.
    LessonKeyRace,
    /// Lesson legend: Triangle.
    LessonKeyBack,
    /// Lesson legend: L and R.
    LessonKeyView,
    /// Lesson legend: Up and Down.
    LessonKeyAlgorithm,
    /// Lesson legend: Select (the projector view).
    LessonKeyProjector,
    /// Lesson legend: Start.
    LessonKeyMenu,
    /// Lesson legend: Left and Right.
    LessonKeyDigit,
    /// Lesson legend: any button.
    LessonKeyStop,
    /// Lesson legend: the label of any button (upper case).
    LessonAnyButton,

    // The lesson, second part (issue 28): going back.
    /// Status: stepped back; {0}: the step the search stands at.
    LessonSteppedBack,
    /// Status: Triangle at the start.
    LessonAtStart,
    /// Candidate map: LessonCellsHold's singular; {0}: cells holding the digit.
    LessonCellHolds,

    // The lesson, third part (issue 28): the projector view, in large type.
    /// Status: Select turned the projector view on.
    LessonProjectorOn,
    /// Status: Select turned it off.
    LessonProjectorOff,
    /// Projector: the label over the placements.
    LessonBigPlaced,
    /// Projector: the label over the backtracks.
    LessonBigBack,
    /// Projector: the digits left to try in the cell; {0}: the digits.
    LessonBigLeft,
    /// Projector: no digit left to try in the cell.
    LessonBigNoneLeft,
    /// Projector: the next cell has no digit that fits; {0}: the cell.
    LessonBigDeadEnd,
    /// Projector: the depth; {0}: cells filled by the search, {1}: empty cells of the puzzle.
    LessonBigDepth,
    /// Projector: the race's label before each algorithm's backtracks (its placements are on
    /// the line above, after its name).
    LessonBigRaceBack,
    /// Projector history: a cell emptied; {0}: the step, {1}: the cell.
    LessonBigEmptied,
    /// Projector history: ours went back to its last guess; {0}: the step.
    LessonBigWentBack,
    // ---- the N queens (issue 28) ----------------------------------------------------------
    /// Menu: the N queens on screen (chosen again, back to the editor).
    MenuQueens,
    /// Tag: the N queens.
    TagQueens,
    /// Queens: {0}: the side N, {1}: the order shown.
    QueensTitle,
    /// Queens: the row order.
    QueensOrderRows,
    /// Queens: the most constrained row first.
    QueensOrderConstrained,
    /// Queens: the row order in the race's table (11 characters at most).
    QueensShortRows,
    /// Queens: the most constrained order in the race's table.
    QueensShortConstrained,
    /// Queens: the race's first column.
    QueensHeadOrder,
    /// Queens: {0}: steps taken, {1}: solutions found.
    QueensStep,
    /// Queens: {0}: the square tried, {1}: the columns left in its row.
    QueensTrying,
    /// Queens: no column left.
    QueensNothing,
    /// Queens: {0}: the square a backtrack emptied.
    QueensEmptied,
    /// Queens: {0}: a row without a free square.
    QueensBlocked,
    /// Queens: the heading of the stack of choices; {0}: its depth.
    QueensStackHead,
    /// Queens: no queen on the board.
    QueensStackEmpty,
    /// Queens status: at the start.
    QueensSaysStart,
    /// Queens status: running to a solution.
    QueensSaysRunning,
    /// Queens status: playing.
    QueensSaysPlaying,
    /// Queens status: counting; {0}: solutions so far.
    QueensSaysCounting,
    /// Queens status: {0}: every solution, {1}: the side N.
    QueensSaysCounted,
    /// Queens status: {0}: the solution shown, {1}: every solution.
    QueensSaysShowing,
    /// Queens status: {0}: the solution looked for.
    QueensSaysLooking,
    /// Queens status: {0}: the solution on the board.
    QueensSaysSolution,
    /// Queens status: the search is over; {0}: solutions.
    QueensSaysOver,
    /// Queens, large type: {0}: the side N.
    QueensBigTitle,
    /// Queens, large type: {0}: steps taken.
    QueensBigStep,
    /// Queens, large type: the solutions' label.
    QueensBigSolutions,
    /// Queens legend: Cross.
    QueensKeySolution,
    /// Queens legend: Up and Down.
    QueensKeyOrder,
    /// Queens legend: Left and Right.
    QueensKeySide,
    /// Queens legend: Left and Right in the solutions view (count, then browse).
    QueensKeyCount,
    // The N queens' views (issue 28): history, tree, solutions.
    /// Queens history: a queen put down; {0}: the step, {1}: the row, {2}: the column.
    QueensStepPlaced,
    /// Queens history: a queen taken off; {0}: the step, {1}: the row.
    QueensStepEmptied,
    /// Queens tree: the head of the window's rows (level, row, columns, nodes).
    QueensTreeHead,
    /// Queens solutions view: its title; {0}: the side N.
    QueensSolutionsTitle,
    /// Queens solutions view: not counted yet.
    QueensSolutionsNotYet,
    /// Queens solutions view: the solution shown; {0}: its number, {1}: every solution.
    QueensSolutionShown,
    /// Queens solutions view: the label of the queens' columns, row by row.
    QueensSolutionColumns,
    // The lesson, second part (issue 28): the stack of choices and the graph views.
    /// The lesson's tag, stack of choices view.
    LessonTagStack,
    /// The lesson's tag, graph view.
    LessonTagGraph,
    /// Status: the stack view; {0}: the algorithm's title.
    LessonSaysStack,
    /// Status: the graph view; {0}: the algorithm's title.
    LessonSaysGraph,
    /// Stack: {0}: the algorithm's title.
    LessonStackTitle,
    /// Stack: {0}: suppositions pending, {1}: the depth.
    LessonStackCount,
    /// Stack: the heading of its table (level, cell, digit tried, digits left), aligned on
    /// columns of 6, 5, 3 then from the 17th character.
    LessonStackHead,
    /// Stack: {0}: the suppositions above the lines shown.
    LessonStackNotListed,
    /// Stack: no supposition pending.
    LessonStackEmpty,
    /// Stack: what a dead end does with it.
    LessonStackResumes,
    /// Graph: {0}: the algorithm's title.
    LessonGraphTitle,
    /// Graph: {0}: vertices, {1}: edges, {2}: neighbours of each.
    LessonGraphSize,
    /// Graph: {0}: the current vertex's number, {1}: its cell.
    LessonGraphVertex,
    /// Graph: {0}: the colours its neighbours use.
    LessonGraphNeighbours,
    /// Graph: {0}: the colours left to it.
    LessonGraphLeft,
    /// Graph: no colour left.
    LessonGraphNoneLeft,
    /// Graph: {0}: vertices coloured, {1}: vertices.
    LessonGraphColoured,
    /// Graph: what the colours stand for (a row of swatches follows).
    LessonGraphColours,
    // The lesson, second part (issue 28): the exploration tree and going to a step.
    /// The lesson's tag, tree view.
    LessonTagTree,
    /// Status: the tree view; {0}: the algorithm's title.
    LessonSaysTree,
    /// Tree: {0}: the algorithm's title.
    LessonTreeTitle,
    /// Tree: {0}: nodes made.
    LessonTreeNodes,
    /// Tree: {0}: dead ends among them.
    LessonTreeDeadEnds,
    /// Tree: {0}: the search's depth, {1}: the deepest level reached.
    LessonTreeDepth,
    /// Tree: the whole tree is drawn.
    LessonTreeWhole,
    /// Tree: {0}, {1}: the first and last levels drawn, {2}: the deepest level reached.
    LessonTreeLevels,
    /// Tree, a window's heading, over its columns: the level (3 characters), the cell (from
    /// the 5th), the digits (from the 11th).
    LessonTreeHead,
    /// Tree, a window's heading, right-aligned over the nodes per level.
    LessonTreeHeadNodes,
    /// Tree: {0}: nodes at the search's level.
    LessonTreeAtLevel,
    /// Tree: what a lit node is.
    LessonTreeLit,
    /// Tree: what a crossed-out node is.
    LessonTreeCrossed,
    /// Tree: what a green node is.
    LessonTreeGreen,
    /// Tree: the record catching up; {0}: the step it stands at.
    LessonTreeCatching,
    /// The lesson's legend: Left/Right scroll the tree's levels.
    LessonKeyScroll,
    /// Projector tree: the nodes' label.
    LessonBigNodes,
    /// Projector tree: the dead ends' label.
    LessonBigDeadEnds,
    /// Projector tree: {0}: the search's level, {1}: nodes made there.
    LessonBigLevel,
    /// The menu's go to step entry (in the lesson).
    MenuLessonGoTo,
    /// Go to step: the number box's title.
    LessonGoToTitle,
    /// Go to step: {0}: the furthest step the search reached.
    LessonGoToReached,
    /// Status: the number box opened.
    LessonGoToOpen,
    /// Status: the number box closed without going.
    LessonGoToClosed,
    /// Status: going to a step; {0}: the step.
    LessonGoingTo,
    /// Status: the search stands at a step gone to; {0}: the step.
    LessonAtStep,

    // The lesson, issue 28 item 6: the student report's method in its lane.
    /// Step view, the report's method: {0}: the history's number of the last placement, {1}: its
    /// cell, {2}: its digit.
    LessonReportPlaced,
    /// Step view: the last placement was a deduction (a hidden single).
    LessonReportDeduction,
    /// Step view: the last placement was a supposition (the first empty cell, its lowest digit).
    LessonReportSupposition,
    /// Step view: what the report's method does next.
    LessonReportNext,
    /// Step view: the history is being emptied back to the last supposition.
    LessonReportUndoing,
    /// History view, the report's method: {0}: the algorithm's title.
    LessonReportHistory,
    /// History view: {0}: suppositions in the history, {1}: deductions (each counted with its
    /// noun: LessonSupposition..., LessonDeduction...).
    LessonReportCounts,
    /// History view: {0}: suppositions, singular.
    LessonSuppositionOne,
    /// History view: {0}: suppositions, plural.
    LessonSuppositionMany,
    /// History view: {0}: deductions, singular.
    LessonDeductionOne,
    /// History view: {0}: deductions, plural.
    LessonDeductionMany,
    /// History view: a supposition as the report prints it; {0}: its number, {1}: the cell,
    /// {2}: the digit.
    LessonReportSupposed,
    /// History view: a deduction; {0}: its number, {1}: the cell, {2}: the digit.
    LessonReportDeduced,
    /// Candidate map, the report's `disp_possible`: {0}: cells where a dead end ruled the digit
    /// out.
    LessonReportRuledOut,
    /// Candidate map: LessonReportRuledOut's singular; {0}: cells.
    LessonReportRuledOutOne,
    /// Projector: the last placement was a deduction.
    LessonBigDeduction,
    /// Projector: the last placement was a supposition.
    LessonBigSupposition,
}
