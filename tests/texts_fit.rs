//! Every text of the app fits where it is drawn, in every language, at its longest: the status
//! messages with their longest values (16x16 cells, the longest error, a 99-hour clock...) and
//! every hint the logic gives on the fixture puzzles, the legends, tags, footers, menu entries,
//! list titles and hints, slot labels and the title screen. French runs about a fifth longer
//! than English: this is where a translation that does not fit is caught.
//!
//! Every key is in one of three lists: the screen texts checked against their areas, the status
//! messages checked with their longest values, and the parts that only appear inside those
//! (checked through them). A new key fails `every_key_is_checked_somewhere` until it is placed.

use std::fmt::{self, Display};

use sudoku_core::{
    Grid, Nine, Sixteen,
    app::{
        menu::{self, Context, Item, LABEL_CAPACITY, Page, Values},
        slots::{self, SLOTS, SlotInfo},
    },
    cell::{Cell, Unit},
    clock::DateTime,
    conflict::Conflict,
    digit::Digit,
    draw::{
        keypad::KEYPAD_AREA,
        lesson_big::BIG_COLUMNS,
        lesson_text::{COLUMNS as LESSON_COLUMNS, Number, Percent},
        library::{Bytes, LIBRARY_LEGEND},
        menu::{HINT_COLUMNS, LABEL_COLUMNS, WIDTH},
        panel::{
            FOOTER_COLUMNS, LEGEND, LEGEND_COLUMNS, STATUS_COLUMNS, STATUS_LINES, TAG_COLUMNS, wrap,
        },
        screen::PLAY_LEGEND,
        slots::DETAIL_AREA,
        title::{SAMPLE_RIGHT, TITLE_X},
    },
    editor::{
        COUNT_LIMIT, Stage, Staged,
        play::Clock,
        status::{Duration, STATUS_CAPACITY, Status, Tone},
    },
    format::{FileError, LineError, LineErrorKind, PuzzleError},
    lesson::Algorithm,
    library::{BUILT_IN, Count, GradeName, Graded, MAX_BYTES, Skip, Solutions},
    logic::{
        self, Als, AlsXyWing, AlsXz, Candidates, Contradiction, Eliminations, Guess, Hint, Invalid,
        Level, MOST_CELLS, Rated, Rating, Technique,
    },
    preferences::{Mistakes, Preference, Preferences, Speed, difficulty_key},
    save::{Damage, FileName, LoadFailure, SaveError, SaveFailure, Trouble},
    size::GridSize,
    text::{Counted, In, Key, Lang, Localized},
};

/// An error code as the PSP shell shows one (`IoError`'s Debug).
struct Code;

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("sceIo 0x80010002")
    }
}

fn chars(text: &str) -> usize {
    text.chars().count()
}

fn text_of(value: &dyn Display) -> String {
    value.to_string()
}

/// The longest of `values` as written in `lang`.
fn longest<T: Localized>(lang: Lang, values: impl IntoIterator<Item = T>) -> String {
    values
        .into_iter()
        .map(|v| In(lang, v).to_string())
        .max_by_key(|s| chars(s))
        .expect("at least one value")
}

fn name(file: &str) -> FileName {
    FileName::try_from(file).expect("a short name")
}

/// Checks a status message: it wraps into the status area without cutting a word, and the
/// status line keeps all of it. A failure is added to `failures` (each test lists them all).
fn check_status(failures: &mut Vec<String>, lang: Lang, what: &str, text: &str) {
    let lines: Vec<&str> = wrap(text, STATUS_COLUMNS).collect();
    if lines.len() > STATUS_LINES {
        failures.push(format!(
            "{lang:?} {what}: {} lines, the status shows {STATUS_LINES}: {text:?}",
            lines.len()
        ));
    } else if lines.join(" ") != text {
        failures.push(format!(
            "{lang:?} {what}: a word is cut (longer than a line?): {text:?}"
        ));
    } else if Status::new(Tone::Info, Key::EditHint, format_args!("{text}")).text() != text {
        failures.push(format!(
            "{lang:?} {what}: longer than the status holds ({STATUS_CAPACITY} bytes): {text:?}"
        ));
    }
}

/// Fails with every failure listed, if any.
fn report(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} texts do not fit:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A puzzle of `level` rated at its longest (11.0, a lower bound: `11.0+`).
fn longest_rated(level: Level) -> Rated {
    Rated {
        level,
        rating: Rating::tenths(110),
        finished: false,
    }
}

/// The longest values a status message's placeholders take, written in `lang`.
struct Longest {
    lang: Lang,
    cell: String,
    conflict: String,
    time: String,
    clock: String,
    count: String,
    difficulty: String,
    /// A rating at its longest: two digits before the mark, and a lower bound's `+`.
    rating: String,
    size: String,
    trouble: String,
    save_failure: String,
    load_failure: String,
    code: String,
    /// A count in the hundreds of thousands, with its separator.
    big: String,
    /// A collection's name as the app writes them (the built-in puzzles', or its own files').
    collection: String,
    /// A file's size at its longest.
    bytes: String,
}

impl Longest {
    fn new(lang: Lang) -> Self {
        let c16 = |r, c| Cell::<Sixteen>::new(r, c).expect("on the grid");
        let g = Digit::<Sixteen>::from_index(15).expect("digit G");
        let conflict = Conflict {
            digit: g,
            first: c16(15, 14),
            second: c16(15, 15),
            unit: c16(15, 15).units()[0],
        };
        let code = || Code;
        Longest {
            lang,
            cell: In(lang, c16(15, 15)).to_string(),
            conflict: In(lang, conflict).to_string(),
            time: longest(
                lang,
                [Duration(9_999_999), Duration(99_999_999), Duration(9_999)],
            ),
            clock: Clock(99 * 3_600_000 + 59 * 60_000 + 59_000).to_string(),
            count: "99999".into(),
            // The levels' names alone too.
            difficulty: longest(
                lang,
                Level::ALL
                    .map(difficulty_key)
                    .into_iter()
                    .chain(Level::ALL.map(Level::key)),
            ),
            rating: In(lang, longest_rated(Level::Extreme).shown()).to_string(),
            size: In(lang, GridSize::Sixteen).to_string(),
            trouble: longest(
                lang,
                [
                    Trouble::Full,
                    Trouble::NoStick,
                    Trouble::WriteProtected,
                    Trouble::Other,
                ],
            ),
            save_failure: longest(
                lang,
                [
                    SaveFailure::BadName,
                    SaveFailure::Read(code()),
                    SaveFailure::Write(code()),
                    SaveFailure::Rename(code()),
                    SaveFailure::Remove(code()),
                ],
            ),
            load_failure: longest(
                lang,
                [
                    LoadFailure::BadName,
                    LoadFailure::Read {
                        file: name("grid16.sav"),
                        error: code(),
                    },
                ],
            ),
            code: format!("{:?}", Code),
            big: In(lang, Count(999_999)).to_string(),
            collection: [lang.text(Key::CollectionBuiltIn), "puzzles.txt"]
                .into_iter()
                .max_by_key(|s| chars(s))
                .expect("names")
                .to_string(),
            bytes: longest(lang, [Bytes(1023), Bytes(1023 * 1024), Bytes(MAX_BYTES)]),
        }
    }

    /// The longest damage to `file` (moved aside, or not).
    fn damage(&self, file: &str) -> String {
        let errors = [
            SaveError::TooShort {
                len: 789,
                need: 790,
            },
            SaveError::TooLong {
                len: 1025,
                max: 790,
            },
            SaveError::TrailingBytes {
                len: 1024,
                expected: 790,
            },
            SaveError::Foreign,
            // A version one or a few above this build's (the checksum catches random bytes).
            SaveError::NewerVersion {
                found: 99,
                supported: 3,
            },
            SaveError::BadChecksum {
                stored: 0xdead_beef,
                computed: 0x1234_5678,
            },
            SaveError::BadField {
                field: "mistake marking",
                value: u32::MAX,
            },
            SaveError::BadField {
                field: "notes pointer",
                value: u32::MAX,
            },
            SaveError::BadCell {
                index: 255,
                byte: 0xff,
            },
        ];
        let kept = format!("{file}.bad9");
        longest(
            self.lang,
            errors.into_iter().flat_map(|error| {
                [
                    Damage {
                        file: name(file),
                        error,
                        kept_as: Some(name(&kept)),
                    },
                    Damage {
                        file: name(file),
                        error,
                        kept_as: None,
                    },
                ]
            }),
        )
    }

    /// The longest library source: a built-in name, or a line of a collection file (the
    /// file's name as the app writes them: the player's own may be longer, and are cut).
    fn source(&self) -> String {
        let line = In(self.lang, Count(999_999)).to_string();
        let file = self
            .lang
            .say(Key::SourceFileLine, &[&"puzzles.txt", &line])
            .to_string();
        BUILT_IN
            .iter()
            .map(|b| In(self.lang, b.name).to_string())
            .chain([file])
            .max_by_key(|s| chars(s))
            .expect("sources")
    }

    /// The longest grade with its solutions, as the library says them.
    fn about(&self) -> String {
        let solutions = [
            None,
            Some(Solutions::None),
            Some(Solutions::Unique),
            Some(Solutions::Several),
        ];
        let graded = [None, Some(Graded::Invalid)].into_iter().chain(
            Level::ALL
                .into_iter()
                .flat_map(|l| {
                    [
                        longest_rated(l),
                        Rated {
                            finished: true,
                            ..longest_rated(l)
                        },
                    ]
                })
                .map(|rated| Some(Graded::Level(rated))),
        );
        let lang = self.lang;
        let mut all = Vec::new();
        for graded in graded {
            for solutions in solutions {
                let grade = In(lang, GradeName { graded, solutions }).to_string();
                let known = match solutions {
                    Some(s) => In(lang, s).to_string(),
                    None => lang.text(Key::SolutionsUnknown).to_string(),
                };
                all.push(
                    lang.say(Key::GradeAndSolutions, &[&grade, &known])
                        .to_string(),
                );
            }
        }
        all.into_iter().max_by_key(|s| chars(s)).expect("grades")
    }

    /// The longest reason a collection is skipped.
    fn skip(&self) -> String {
        let code: sudoku_core::library::ErrorText =
            sudoku_core::library::ErrorText::try_from("Memory stick error: sceIo 0x80010002")
                .expect("fits");
        longest(
            self.lang,
            [
                Skip::TooBig { size: u64::MAX },
                Skip::NotText(FileError::Binary {
                    offset: 16 * 1024 * 1024,
                    byte: 0x1f,
                }),
                Skip::NotText(FileError::Utf16),
                Skip::Gone,
                Skip::Unreadable(code),
            ],
        )
    }

    /// The longest fault of a puzzle in a collection file.
    fn puzzle_error(&self) -> String {
        let kinds = [
            LineErrorKind::NotText,
            LineErrorKind::Character('\u{ff}'),
            LineErrorKind::TooShort {
                cells: 255,
                expected: 256,
            },
            LineErrorKind::TooLong { expected: 256 },
            LineErrorKind::Length { cells: 9_999 },
            LineErrorKind::Row {
                cells: 99,
                side: 16,
            },
            LineErrorKind::GridEnds { rows: 15, side: 16 },
        ];
        longest(
            self.lang,
            kinds.into_iter().map(|kind| PuzzleError {
                line: 9_999_999,
                error: LineError { col: 9_999, kind },
            }),
        )
    }
}

/// Every status message with its longest values (the key, then the values in order).
fn status_messages(lang: Lang) -> Vec<(Key, Vec<String>)> {
    let l = Longest::new(lang);
    let s = |v: &dyn Display| text_of(v);
    let counted = |n: u64, one, many| In(lang, Counted(n, one, many)).to_string();
    let guesses = counted(99_999, Key::GuessOne, Key::GuessMany);
    let givens = counted(256, Key::GivenOne, Key::GivenMany);
    let solutions = counted(u64::from(COUNT_LIMIT), Key::SolutionOne, Key::SolutionMany);
    let ten = s(&10);
    vec![
        (Key::EditHint, vec![]),
        (Key::EditTyped, vec![lang.text(Key::MenuPlay).to_string()]),
        (Key::Conflict, vec![l.conflict.clone()]),
        (Key::SolutionCleared, vec![]),
        (Key::GridAlreadyEmpty, vec![]),
        (Key::GridCleared, vec![givens.clone()]),
        (Key::ClearAskAgain, vec![givens]),
        (Key::ClearKept, vec![]),
        (Key::SearchConflict, vec![l.conflict.clone()]),
        (Key::Watching, vec![]),
        (Key::Solving, vec![]),
        (Key::SearchStopped, vec![]),
        (Key::SolvedIn, vec![l.time.clone(), guesses.clone()]),
        (Key::NotUnique, vec![l.time.clone()]),
        (Key::NoSolutionIn, vec![l.time.clone(), guesses]),
        (
            Key::WatchProgress,
            vec![s(&256), l.count.clone(), l.count.clone()],
        ),
        (Key::CountConflict, vec![l.conflict.clone()]),
        (Key::Counting, vec![]),
        (Key::CountStopped, vec![solutions.clone()]),
        (Key::CountSoFar, vec![solutions.clone()]),
        (Key::CountNone, vec![l.time.clone()]),
        (Key::CountUnique, vec![l.time.clone()]),
        (Key::CountMore, vec![s(&COUNT_LIMIT), l.time.clone()]),
        (Key::CountSome, vec![solutions, l.time.clone()]),
        (Key::Undone, vec![longest_step(lang, &l)]),
        (Key::NothingToUndo, vec![]),
        (Key::Redone, vec![longest_step(lang, &l)]),
        (Key::NothingToRedo, vec![]),
        (Key::EditingGivens, vec![]),
        (Key::Restarted, vec![]),
        (Key::Paused, vec![l.clock.clone()]),
        (Key::AllNoted, vec![]),
        (Key::PlayConflict, vec![l.conflict.clone()]),
        (Key::PlayNoSolution, vec![]),
        (Key::PlayStart, vec![]),
        (Key::PlayStartSeveral, vec![]),
        (Key::PlayStartMistakes, vec![]),
        (
            Key::NewPuzzleMistakes,
            vec![
                l.difficulty.clone(),
                counted(256, Key::GivenOne, Key::GivenMany),
            ],
        ),
        (Key::PlayResumed, vec![]),
        (Key::NotesMode, vec![]),
        (Key::NotesOutsideGame, vec![]),
        (Key::DigitsMode, vec![]),
        (Key::NoNotesThere, vec![l.cell.clone()]),
        (Key::GameSolved, vec![l.clock.clone()]),
        (Key::GivenLocked, vec![l.cell.clone()]),
        (Key::GameOver, vec![l.clock.clone()]),
        (
            Key::BestFirst,
            vec![
                l.clock.clone(),
                l.difficulty.clone(),
                l.size.clone(),
                String::new(),
                l.rating.clone(),
            ],
        ),
        (
            Key::BestNew,
            vec![
                l.clock.clone(),
                l.difficulty.clone(),
                l.size.clone(),
                l.clock.clone(),
                l.rating.clone(),
            ],
        ),
        (
            Key::BestNot,
            vec![
                l.clock.clone(),
                l.difficulty.clone(),
                l.size.clone(),
                l.clock.clone(),
                l.rating.clone(),
            ],
        ),
        (Key::Making, vec![l.difficulty.clone()]),
        (Key::MakingStopped, vec![]),
        (
            Key::MakingAttempt,
            vec![l.difficulty.clone(), s(&100), s(&40)],
        ),
        (Key::MakingProgress, vec![l.difficulty.clone(), s(&100)]),
        (
            Key::NewPuzzle,
            vec![
                l.difficulty.clone(),
                counted(256, Key::GivenOne, Key::GivenMany),
                l.time.clone(),
            ],
        ),
        (Key::BenchStart, vec![s(&23)]),
        (Key::BenchStopped, vec![]),
        (Key::BenchSolving, vec![s(&23), s(&23)]),
        (Key::BenchHardest, vec![s(&50), s(&50)]),
        (Key::BenchSixteen, vec![s(&1), s(&1), s(&100)]),
        (Key::BenchGenerating, vec![s(&5), s(&5)]),
        (
            Key::BenchDone,
            vec![
                l.count.clone(),
                l.count.clone(),
                l.count.clone(),
                l.time.clone(),
                l.time.clone(),
                s(&99_999_999),
            ],
        ),
        (
            Key::LibraryEntry,
            vec![
                l.big.clone(),
                l.big.clone(),
                l.source(),
                l.size.clone(),
                l.about(),
            ],
        ),
        (
            Key::LibraryEntryReading,
            vec![
                l.big.clone(),
                l.big.clone(),
                l.source(),
                l.size.clone(),
                l.about(),
            ],
        ),
        (Key::LibraryLoaded, vec![l.source(), l.about()]),
        (Key::LibrarySkipped, vec![l.collection.clone(), l.skip()]),
        (Key::LibraryNoPuzzles, vec![l.collection.clone()]),
        (
            Key::LibraryReading,
            vec![l.collection.clone(), l.big.clone(), l.bytes.clone()],
        ),
        (
            Key::LibraryNotReadYet,
            vec![l.collection.clone(), l.big.clone()],
        ),
        (Key::LibraryBadOne, vec![s(&1)]),
        (Key::LibraryBadMany, vec![l.big.clone()]),
        (Key::LibraryBadOneAt, vec![s(&1), l.puzzle_error()]),
        (
            Key::LibraryBadManyFirst,
            vec![l.big.clone(), l.puzzle_error()],
        ),
        (Key::LibraryRestSkipped, vec![l.skip()]),
        (Key::LibraryChanged, vec![]),
        (Key::ShareNoGivens, vec![s(&"mine.txt")]),
        (Key::ShareAdded, vec![s(&"mine.txt"), s(&256)]),
        (Key::ShareFailed, vec![s(&"mine.txt"), l.code.clone()]),
        (
            Key::ShareFailedTrouble,
            vec![l.trouble.clone(), s(&"mine.txt")],
        ),
        (Key::SlotSaved, vec![ten.clone()]),
        (Key::SlotNotSaved, vec![ten.clone(), l.save_failure.clone()]),
        (
            Key::SlotNotSavedTrouble,
            vec![l.trouble.clone(), ten.clone()],
        ),
        (Key::SlotLoadedGame, vec![ten.clone()]),
        (Key::SlotLoaded, vec![ten.clone()]),
        (Key::SlotIsEmpty, vec![ten.clone()]),
        (Key::SlotDamaged, vec![ten.clone(), l.damage("slot9.sav")]),
        (Key::SlotNotRead, vec![ten, l.load_failure.clone()]),
        (Key::Welcome, vec![]),
        (Key::SaveDamaged, vec![l.damage("state.sav")]),
        (Key::SaveNotRead, vec![l.load_failure.clone()]),
        (Key::NowEditing, vec![l.size.clone()]),
        (
            Key::GridNotKept,
            vec![l.size.clone(), l.save_failure.clone()],
        ),
        (
            Key::GridNotKeptTrouble,
            vec![l.trouble.clone(), l.size.clone()],
        ),
        (Key::SavedAgain, vec![]),
        (Key::NotSaved, vec![l.save_failure.clone()]),
        (Key::NotSavedTrouble, vec![l.trouble.clone()]),
        (Key::SettingsDamaged, vec![l.damage("player.sav")]),
        (Key::SettingsNotRead, vec![l.load_failure.clone()]),
        (Key::SettingsNotSaved, vec![l.save_failure.clone()]),
        (Key::SettingsNotSavedTrouble, vec![l.trouble.clone()]),
        (
            Key::LanguageChosen,
            vec![lang.text(Key::LanguageName).to_string()],
        ),
        (Key::HintWrongDigit, vec![l.cell.clone()]),
        (Key::HintLostNote, vec![l.cell.clone(), s(&"G")]),
        (Key::HintApplied, vec![longest_technique(lang)]),
        (Key::HintSearching, vec![]),
        (Key::KeyNoDigit, vec![s(&9), l.size.clone()]),
        (Key::BenchNaive, vec![]),
        (Key::BenchHints, vec![s(&50), s(&50)]),
        (
            Key::VersionSays,
            vec![s(&menu::VERSION), "0123456789ab".to_string()],
        ),
    ]
}

/// The longest technique's name.
fn longest_technique(lang: Lang) -> String {
    longest(lang, Technique::ALL)
}

/// The longest undo step's name.
fn longest_step(lang: Lang, l: &Longest) -> String {
    let cell = |key| lang.say(key, &[&l.cell]).to_string();
    [
        cell(Key::StepChange),
        cell(Key::StepNotes),
        cell(Key::StepErase),
    ]
    .into_iter()
    .chain(
        [
            Key::StepFill,
            Key::StepLeavePlay,
            Key::StepStartPlay,
            Key::StepClear,
            Key::StepSolve,
            Key::StepLoad,
            Key::StepRestart,
            Key::StepHint,
        ]
        .map(|k| lang.text(k).to_string()),
    )
    .max_by_key(|s| chars(s))
    .expect("steps")
}

#[test]
fn every_status_message_fits_at_its_longest() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (key, values) in status_messages(lang) {
            let args: Vec<&dyn Display> = values.iter().map(|v| v as &dyn Display).collect();
            let text = lang.say(key, &args).to_string();
            check_status(&mut failures, lang, key.name(), &text);
        }
    }
    report(failures);
}

/// The hints of every step the logic takes on up to `take` puzzles of a fixture file.
fn hints_of_file<S: sudoku_core::size::Size>(
    file: &str,
    take: usize,
    mut each: impl FnMut(Hint<S>),
) {
    let path = format!("{}/tests/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a fixture");
    let lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= S::CELLS);
    for line in lines.take(take) {
        let Ok(grid) = Grid::<S>::from_line(&line[..S::CELLS]) else {
            continue;
        };
        hints_of_grid(&grid, &mut each);
    }
}

fn hints_of_grid<S: sudoku_core::size::Size>(grid: &Grid<S>, each: &mut impl FnMut(Hint<S>)) {
    let Ok(mut candidates) = Candidates::from_grid(grid) else {
        return;
    };
    loop {
        // The hint's deduction is the step the logic takes: the search runs once a step.
        let hint = logic::hint_for(&candidates);
        let next = match &hint {
            Hint::Deduction(d) => Some(d.clone()),
            _ => None,
        };
        each(hint);
        let Some(d) = next else { break };
        assert!(candidates.apply(&d), "{d} changes nothing");
    }
}

#[test]
fn every_hint_the_logic_gives_fits_the_status() {
    let mut failures = Vec::new();
    let mut seen = 0;
    let c16 = |r, c| Cell::<Sixteen>::new(r, c).expect("on the grid");
    let g = Digit::<Sixteen>::from_index(15).expect("digit G");
    let column: Unit<Sixteen> = c16(15, 15).units()[1];
    {
        // Each hint in every language: the logic runs once.
        let mut check = |hint: &dyn Localized| {
            for lang in Lang::ALL {
                let text = lang.say(Key::HintShown, &[&In(lang, hint)]).to_string();
                check_status(&mut failures, lang, "a hint", &text);
            }
            seen += 1;
        };
        for file in [
            "sample_17_clue.txt",
            "puzzles3_magictour_top1465.txt",
            "sample_forum_hardest_1905_11+.txt",
            "puzzles6_forum_hardest_1106.txt",
            "sample_serg_benchmark.txt",
        ] {
            hints_of_file::<Nine>(file, 200, |h| check(&h));
        }
        // The library's 4x4 and 16x16 (the 16x16 has the longest cells, L16C16).
        for built_in in BUILT_IN {
            match sudoku_core::AnyGrid::from_line(built_in.line).expect("a puzzle") {
                sudoku_core::AnyGrid::Four(g) => hints_of_grid(&g, &mut |h| check(&h)),
                sudoku_core::AnyGrid::Nine(_) => {}
                sudoku_core::AnyGrid::Sixteen(g) => hints_of_grid(&g, &mut |h| check(&h)),
            }
        }
        // The hints that are no deduction, at their longest (16x16).
        let conflict = Conflict {
            digit: g,
            first: c16(15, 14),
            second: c16(15, 15),
            unit: c16(15, 15).units()[0],
        };
        for hint in [
            Hint::OnlyGuessing(Guess {
                cell: c16(15, 15),
                digits: 0xffff,
            }),
            Hint::Solved,
            Hint::Conflict(conflict),
            Hint::Contradiction(Contradiction::NoCandidate(c16(15, 15))),
            Hint::Contradiction(Contradiction::NoPlace(column, g)),
        ] {
            check(&hint);
        }
    }
    assert!(seen > 20_000, "{seen} hints checked");
    for lang in Lang::ALL {
        let invalid = Invalid::NoSolution(Contradiction::NoPlace(column, g));
        check_status(
            &mut failures,
            lang,
            "no solution",
            &In(lang, invalid).to_string(),
        );
    }
    failures.dedup();
    report(failures);
}

/// The first two stages of a step (the third is the hint itself, checked above).
fn check_stages<S: sudoku_core::size::Size>(
    failures: &mut Vec<String>,
    lang: Lang,
    hint: &Hint<S>,
) {
    if let Hint::Deduction(step) = hint {
        for stage in [Stage::Technique, Stage::Where] {
            let text = In(lang, Staged(step, stage)).to_string();
            check_status(failures, lang, "a hint's stage", &text);
        }
    }
}

#[test]
fn every_stage_of_every_hint_fits_the_status() {
    let mut failures = Vec::new();
    // Each hint in every language: the logic runs once.
    for file in ["sample_17_clue.txt", "puzzles3_magictour_top1465.txt"] {
        hints_of_file::<Nine>(file, 100, |h| {
            for lang in Lang::ALL {
                check_stages(&mut failures, lang, &h);
            }
        });
    }
    for built_in in BUILT_IN {
        if let sudoku_core::AnyGrid::Sixteen(g) =
            sudoku_core::AnyGrid::from_line(built_in.line).expect("a puzzle")
        {
            hints_of_grid(&g, &mut |h| {
                for lang in Lang::ALL {
                    check_stages(&mut failures, lang, &h);
                }
            });
        }
    }
    failures.dedup();
    report(failures);
}

/// The ALSs with the longest names in the last row, column and box of a grid of size `S`: for
/// each unit and each number of cells (1 to 4), the set whose name is longest, with the highest
/// digits (one more than its cells).
fn longest_alss<S: sudoku_core::size::Size>() -> Vec<Als<S>> {
    let last = Cell::<S>::new(S::SIDE - 1, S::SIDE - 1).expect("on the grid");
    let digits = |n: u32| {
        (0..S::SIDE)
            .rev()
            .take(n as usize + 1)
            .fold(0, |m, i| m | 1 << i)
    };
    let small = Als {
        unit: last.units()[0],
        places: 1,
        digits: digits(1),
        masks: [0; MOST_CELLS],
    };
    let mut alss = Vec::new();
    for unit in last.units() {
        for n in 1..=MOST_CELLS as u32 {
            let named = |places: u16| {
                let als = Als {
                    unit,
                    places,
                    digits: digits(n),
                    masks: [0; MOST_CELLS],
                };
                // The length of its name: a sentence naming it, less the same sentence without.
                let xz = |a| {
                    let e: Eliminations<S> = [(last, Digit::from_index(0).expect("1"))]
                        .into_iter()
                        .collect();
                    let d = logic::Deduction::AlsXz(AlsXz {
                        a,
                        b: small,
                        x: Digit::from_index(S::SIDE - 1).expect("a digit"),
                        z: 1,
                        eliminations: e,
                    });
                    chars(&In(Lang::En, &d).to_string())
                };
                (xz(als), als)
            };
            let longest = (0..1u32 << S::SIDE)
                .filter(|p| p.count_ones() == n)
                .map(|p| named(p as u16))
                .max_by_key(|&(len, _)| len)
                .expect("a set");
            alss.push(longest.1);
        }
    }
    alss
}

/// Every ALS-XZ and ALS-XY-Wing hint and its stages, with the longest names, digits and
/// eliminations, in a grid of size `S`.
fn check_alss<S: sudoku_core::size::Size>(failures: &mut Vec<String>) {
    let alss = longest_alss::<S>();
    let c = |r: usize| Cell::<S>::new(r, S::SIDE - 1).expect("on the grid");
    let d = |i: usize| Digit::<S>::from_index(S::SIDE - 1 - i).expect("a digit");
    let (x, y) = (d(0), d(1));
    // One digit from one to six cells, two digits from two cells and from five.
    let mut losses: Vec<(u16, Eliminations<S>)> = (1..=6)
        .map(|n| {
            (
                d(2).bit(),
                (0..n).map(|r| (c(S::SIDE - 1 - r), d(2))).collect(),
            )
        })
        .collect();
    for n in [2, 5] {
        let e = (0..n).map(|r| (c(S::SIDE - 1 - r), d(2 + r % 2))).collect();
        losses.push((d(2).bit() | d(3).bit(), e));
    }
    for lang in Lang::ALL {
        let mut check = |step: logic::Deduction<S>| {
            let text = lang
                .say(Key::HintShown, &[&In(lang, &Hint::Deduction(step.clone()))])
                .to_string();
            check_status(failures, lang, "an ALS hint", &text);
            check_stages(failures, lang, &Hint::Deduction(step));
        };
        for (z, eliminations) in &losses {
            for &a in &alss {
                for &b in &alss {
                    check(logic::Deduction::AlsXz(AlsXz {
                        a,
                        b,
                        x,
                        z: *z,
                        eliminations: eliminations.clone(),
                    }));
                    for &pivot in &alss {
                        check(logic::Deduction::AlsXyWing(AlsXyWing {
                            a,
                            b,
                            c: pivot,
                            x,
                            y,
                            z: *z,
                            eliminations: eliminations.clone(),
                        }));
                    }
                }
            }
        }
    }
}

#[test]
fn every_als_hint_fits_the_status_at_its_longest() {
    let mut failures = Vec::new();
    check_alss::<Nine>(&mut failures);
    check_alss::<Sixteen>(&mut failures);
    failures.sort();
    failures.dedup();
    report(failures);
}

#[test]
fn the_panel_texts_fit_their_areas() {
    for lang in Lang::ALL {
        for &(_, key) in LEGEND.iter().chain(&PLAY_LEGEND).chain(&LIBRARY_LEGEND) {
            let text = lang.text(key);
            assert!(
                chars(text) <= LEGEND_COLUMNS,
                "{lang:?} {key:?}: {text:?} is longer than the legend's {LEGEND_COLUMNS}"
            );
        }
        for &key in Key::ALL {
            let name = key.name();
            if name.starts_with("Legend") {
                assert!(chars(lang.text(key)) <= LEGEND_COLUMNS, "{lang:?} {key:?}");
            }
            if name.starts_with("Tag") {
                // 16x16 games draw the cursor's notes at the panel's top right: stop before.
                let columns = TAG_COLUMNS.min(22);
                assert!(
                    chars(lang.text(key)) <= columns,
                    "{lang:?} {key:?}: longer than the tag's {columns}"
                );
            }
        }
        let l = Longest::new(lang);
        let footers = [
            // A game under ten hours, with under a hundred mistakes.
            lang.say(
                Key::FooterTimeMistakes,
                &[
                    &l.cell,
                    &"9:59:59",
                    &In(lang, Counted(99, Key::MistakeOne, Key::MistakeMany)),
                ],
            )
            .to_string(),
            lang.say(Key::FooterTime, &[&l.cell, &l.clock]).to_string(),
            lang.say(
                Key::FooterGivens,
                &[
                    &l.cell,
                    &In(lang, Counted(256, Key::GivenOne, Key::GivenMany)),
                ],
            )
            .to_string(),
            lang.say(Key::LibraryFooter, &[&l.collection, &32, &32])
                .to_string(),
        ];
        for footer in footers {
            assert!(
                chars(&footer) <= FOOTER_COLUMNS,
                "{lang:?}: the footer {footer:?} is longer than {FOOTER_COLUMNS}"
            );
        }
    }
}

#[test]
fn every_menu_entry_fits_the_list_with_its_longest_value() {
    for lang in Lang::ALL {
        for item in every_item() {
            for playing in [false, true] {
                for difficulty in Level::ALL {
                    for mistakes in [Mistakes::Off, Mistakes::Rules, Mistakes::Solution] {
                        for speed in [Speed::Slow, Speed::Normal, Speed::Fast] {
                            for size in GridSize::ALL {
                                let values = Values {
                                    preferences: Preferences {
                                        watch: true,
                                        speed,
                                        skip_used: true,
                                        mistakes,
                                        difficulty,
                                        language: Some(lang),
                                    },
                                    size,
                                    playing,
                                    lesson: playing,
                                    lang,
                                };
                                let mut label = String::new();
                                menu::label(item, &values, &mut label).expect("a label");
                                assert!(
                                    chars(&label) <= LABEL_COLUMNS && label.len() <= LABEL_CAPACITY,
                                    "{lang:?} {item:?}: {label:?} is longer than the list's {LABEL_COLUMNS}"
                                );
                            }
                        }
                    }
                }
            }
        }
        for title in [
            Key::ListMenu,
            Key::ListSettings,
            Key::ListTools,
            Key::ListSave,
            Key::ListLoad,
            Key::ListCollections,
        ] {
            let columns = (WIDTH as usize - 16) / 7;
            assert!(chars(lang.text(title)) <= columns, "{lang:?} {title:?}");
        }
        assert!(
            chars(lang.text(Key::ListChoose)) <= HINT_COLUMNS,
            "{lang:?}"
        );
        // The back hint starts one step further and ends before the box's border.
        assert!(
            chars(lang.text(Key::ListBack)) <= (WIDTH as usize - 8 - 90 - 15 - 4) / 7,
            "{lang:?}"
        );
        for n in [0, SLOTS - 1] {
            for (game, solved) in [(false, false), (false, true), (true, false)] {
                let info = longest_slot(solved, game);
                for slot in [Some(&info), None] {
                    let label = slots::label(n, slot, lang);
                    assert!(
                        chars(&label) <= LABEL_COLUMNS,
                        "{lang:?}: the slot label {label:?} is longer than {LABEL_COLUMNS}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_title_screen_s_words_stay_beside_the_sample_grid() {
    for lang in Lang::ALL {
        // Centred at TITLE_X: half the width on each side, between the grid and the screen's edge.
        let half_room = (TITLE_X - SAMPLE_RIGHT - 4).min(480 - TITLE_X - 2) as usize;
        for (key, char_width) in [
            (Key::Title, 10),
            (Key::TitleSubtitle, 8),
            (Key::TitleExit, 6),
        ] {
            let width = chars(lang.text(key)) * char_width;
            assert!(
                width / 2 <= half_room,
                "{lang:?} {key:?}: {width} pixels wide, the title screen has {} beside the grid",
                2 * half_room
            );
        }
    }
}

/// The lesson's status messages with their longest values: the lesson's panel shows three lines.
fn lesson_statuses(lang: Lang) -> Vec<(Key, Vec<String>)> {
    let l = Longest::new(lang);
    let title = longest_title(lang);
    let big = "999999999".to_string();
    // The most a search counts on a 9x9 in a lesson (the naive search's worst case, the TP's
    // grid, is some 69 million placements and 48 million backtracks), with its noun as the status
    // says it.
    let counted = |one, many| In(lang, Counted(99_999_999, one, many)).to_string();
    let placed = counted(Key::LessonPlacementOne, Key::LessonPlacementMany);
    let backed = counted(Key::LessonBacktrackOne, Key::LessonBacktrackMany);
    let speed = longest(
        lang,
        [Speed::Slow, Speed::Normal, Speed::Fast].map(|s| s.key()),
    );
    vec![
        (Key::LessonStart, vec![]),
        (Key::LessonSaysStep, vec![title.clone()]),
        (Key::LessonSaysHistory, vec![title.clone()]),
        (Key::LessonSaysMap, vec![title.clone()]),
        (Key::LessonSaysRace, vec![title.clone()]),
        (
            Key::LessonRaceWon,
            vec![title.clone(), placed.clone(), backed.clone()],
        ),
        // The stack of choices and the graph views (issue 28).
        (Key::LessonSaysStack, vec![title.clone()]),
        (Key::LessonSaysGraph, vec![title.clone()]),
        // The tree view and going to a step (issue 28).
        (Key::LessonSaysTree, vec![title.clone()]),
        (Key::LessonGoToOpen, vec![]),
        (Key::LessonGoToClosed, vec![]),
        (Key::LessonGoingTo, vec![big.clone()]),
        (Key::LessonAtStep, vec![big.clone()]),
        (Key::LessonRaceNone, vec![]),
        (Key::LessonSmallest, vec![placed.clone(), backed.clone()]),
        (
            Key::LessonSolved,
            vec![
                title.clone(),
                placed.clone(),
                backed.clone(),
                l.time.clone(),
            ],
        ),
        (Key::LessonNoSolution, vec![title.clone(), placed, backed]),
        (Key::LessonFromEditing, vec![]),
        (Key::LessonConflict, vec![l.conflict.clone()]),
        (Key::LessonOver, vec![]),
        (Key::LessonStopped, vec![big]),
        (Key::LessonPlaying, vec![speed]),
        (Key::LessonRacing, vec![]),
        (Key::LessonRunning, vec![]),
        (Key::LessonEmptyNaive, vec![]),
        (Key::LessonSteppedBack, vec!["99999999999".to_string()]),
        (Key::LessonAtStart, vec![]),
        (Key::LessonProjectorOn, vec![]),
        (Key::LessonProjectorOff, vec![]),
    ]
}

/// The projector's large lines with their longest values (a line holds 20 characters).
fn lesson_big_lines(lang: Lang) -> Vec<(Key, Vec<String>)> {
    let cell = In(lang, Cell::<Nine>::new(8, 8).expect("r9c9")).to_string();
    let n = In(lang, sudoku_core::text::Thousands(99_999_999)).to_string();
    vec![
        (Key::LessonBigPlaced, vec![]),
        (Key::LessonBigBack, vec![]),
        (Key::LessonBigLeft, vec!["12345678".into()]),
        (Key::LessonBigNoneLeft, vec![]),
        (Key::LessonBigDeadEnd, vec![cell.clone()]),
        (Key::LessonBigDepth, vec!["81".into(), "81".into()]),
        (Key::LessonBigRaceBack, vec![]),
        (Key::LessonBigEmptied, vec!["99 999".into(), cell]),
        (Key::LessonBigWentBack, vec![n.clone()]),
        (Key::LessonBigNodes, vec![]),
        (Key::LessonBigDeadEnds, vec![]),
        (Key::LessonBigLevel, vec!["81".into(), n]),
        // The report's method (issue 28 item 6).
        (Key::LessonBigDeduction, vec![]),
        (Key::LessonBigSupposition, vec![]),
        (Key::LessonSolvedLine, vec![]),
        (Key::LessonNoSolutionLine, vec![]),
        (Key::AlgoNaive, vec![]),
        (Key::AlgoSorted, vec![]),
        (Key::AlgoMrv, vec![]),
        (Key::AlgoOurs, vec![]),
        (Key::AlgoReport, vec![]),
    ]
}

/// The longest algorithm title in `lang`.
fn longest_title(lang: Lang) -> String {
    longest(lang, Algorithm::EVERY.map(Algorithm::title))
}

/// The lesson panel's lines with their longest values (9x9: the lesson runs on any size, but
/// a 16x16 line may lose its last digits, as the panel cuts at its width).
fn lesson_lines(lang: Lang) -> Vec<(Key, Vec<String>)> {
    let cell = In(lang, Cell::<Nine>::new(8, 8).expect("r9c9")).to_string();
    let title = longest_title(lang);
    let big = "99999999".to_string();
    let share = In(lang, Percent(0.999)).to_string();
    let left = "99 h 59 min".to_string();
    let time = Longest::new(lang).time;
    let n = In(lang, Number(99_999_999)).to_string();
    let n9 = In(lang, sudoku_core::text::Thousands(117_612_541)).to_string();
    vec![
        (Key::LessonTryingGuess, vec![cell.clone(), "9".into()]),
        (Key::LessonTryingForced, vec![cell.clone(), "9".into()]),
        (Key::LessonNothingPlaced, vec![]),
        (Key::LessonNothingLeft, vec![]),
        (Key::LessonLeftToTry, vec!["1 2 3 4 5 6 7 8".into()]),
        (Key::LessonOnAStack, vec![]),
        (Key::LessonSolvedLine, vec![]),
        (Key::LessonNoSolutionLine, vec![]),
        (Key::LessonNextDeadEnd, vec![cell.clone()]),
        (
            Key::LessonNext,
            vec![cell.clone(), "1 2 3 4 5 6 7 8".into()],
        ),
        (Key::LessonNextOurs, vec![]),
        (Key::LessonGoingBack, vec![]),
        (Key::LessonDepth, vec!["81".into(), "81".into()]),
        (Key::LessonTime, vec![time]),
        (Key::LessonDoneUnderSecond, vec![share.clone()]),
        (Key::LessonDoneAbout, vec![share.clone(), left.clone()]),
        (Key::LessonDone, vec![share.clone()]),
        (Key::LessonPlacements, vec![big.clone()]),
        (Key::LessonBacktracks, vec![big.clone()]),
        (Key::LessonLastSteps, vec![title.clone()]),
        (Key::LessonNotListed, vec![big.clone()]),
        (Key::LessonNotListedOne, vec!["1".into()]),
        (Key::LessonNoStep, vec![]),
        (
            Key::LessonStepGuess,
            vec![n.clone(), cell.clone(), "9".into()],
        ),
        (
            Key::LessonStepForced,
            vec![n.clone(), cell.clone(), "9".into()],
        ),
        (Key::LessonStepEmptied, vec![n.clone(), cell.clone()]),
        (Key::LessonStepBack, vec![n]),
        (Key::LessonAfterSteps, vec![title.clone(), big]),
        (Key::LessonDigitCanGo, vec!["9".into(), "81".into()]),
        (Key::LessonDigitCanGoOne, vec!["9".into(), "1".into()]),
        (Key::LessonCellsHold, vec!["81".into()]),
        (Key::LessonCellHolds, vec!["1".into()]),
        // The stack of choices and the graph views (issue 28): 9x9's largest figures.
        (Key::LessonStackTitle, vec![title.clone()]),
        (Key::LessonStackCount, vec!["81".into(), "81".into()]),
        (Key::LessonStackHead, vec![]),
        (Key::LessonStackNotListed, vec!["81".into()]),
        (Key::LessonStackEmpty, vec![]),
        (Key::LessonStackResumes, vec![]),
        (Key::LessonGraphTitle, vec![title.clone()]),
        (
            Key::LessonGraphSize,
            vec!["81".into(), "810".into(), "20".into()],
        ),
        (Key::LessonGraphVertex, vec!["80".into(), cell.clone()]),
        (Key::LessonGraphNeighbours, vec!["1 2 3 4 5 6 7 8".into()]),
        (Key::LessonGraphLeft, vec!["1 2 3 4 5 6 7 8 9".into()]),
        (Key::LessonGraphNoneLeft, vec![]),
        (Key::LessonGraphColoured, vec!["81".into(), "81".into()]),
        (Key::LessonGraphColours, vec![]),
        // The tree view (issue 28): the naive worst case's counts.
        (Key::LessonTreeTitle, vec![title.clone()]),
        (Key::LessonTreeNodes, vec![n9.clone()]),
        (Key::LessonTreeDeadEnds, vec![n9.clone()]),
        (Key::LessonTreeDepth, vec!["81".into(), "81".into()]),
        (Key::LessonTreeWhole, vec![]),
        (
            Key::LessonTreeLevels,
            vec!["81".into(), "81".into(), "81".into()],
        ),
        (Key::LessonTreeAtLevel, vec![n9.clone()]),
        (Key::LessonTreeLit, vec![]),
        (Key::LessonTreeCrossed, vec![]),
        (Key::LessonTreeGreen, vec![]),
        (Key::LessonTreeCatching, vec![n9.clone()]),
        // The report's method (issue 28 item 6): 9x9, at most 81 placements in its history.
        (
            Key::LessonReportPlaced,
            vec!["81".into(), cell.clone(), "9".into()],
        ),
        (Key::LessonReportDeduction, vec![]),
        (Key::LessonReportSupposition, vec![]),
        (Key::LessonReportNext, vec![]),
        (Key::LessonReportUndoing, vec![]),
        (Key::LessonReportHistory, vec![title.clone()]),
        (
            Key::LessonReportCounts,
            vec!["81 suppositions".into(), "81 déductions".into()],
        ),
        (Key::LessonSuppositionOne, vec!["1".into()]),
        (Key::LessonSuppositionMany, vec!["81".into()]),
        (Key::LessonDeductionOne, vec!["1".into()]),
        (Key::LessonDeductionMany, vec!["81".into()]),
        (
            Key::LessonReportSupposed,
            vec!["81".into(), cell.clone(), "9".into()],
        ),
        (
            Key::LessonReportDeduced,
            vec!["81".into(), cell.clone(), "9".into()],
        ),
        (Key::LessonReportRuledOut, vec!["81".into()]),
        (Key::LessonReportRuledOutOne, vec!["1".into()]),
        (Key::LessonOtherDigit, vec![]),
        (Key::LessonLaneSolved, vec![title.clone()]),
        (Key::LessonLaneNoSolution, vec![title.clone()]),
        (Key::LessonLaneDone, vec![title.clone(), share]),
        (Key::LessonLaneNoEstimate, vec![title]),
        (Key::LessonUnderSecond, vec![]),
        (Key::LessonAboutLeft, vec![left]),
        (Key::AlgoDescribeNaive, vec![]),
        (Key::AlgoDescribeSorted, vec![]),
        (Key::AlgoDescribeMrv, vec![]),
        (Key::AlgoDescribeOurs, vec![]),
        (Key::AlgoDescribeReport, vec![]),
    ]
}

#[test]
fn the_lesson_s_texts_fit_its_panel() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (key, values) in lesson_statuses(lang) {
            let args: Vec<&dyn Display> = values.iter().map(|v| v as &dyn Display).collect();
            let text = lang.say(key, &args).to_string();
            let lines = wrap(&text, LESSON_COLUMNS).count();
            if lines > 3 {
                failures.push(format!(
                    "{lang:?} {key:?}: {lines} lines, the lesson shows 3: {text:?}"
                ));
            }
            check_status(&mut failures, lang, key.name(), &text);
        }
        for (key, values) in lesson_big_lines(lang) {
            let args: Vec<&dyn Display> = values.iter().map(|v| v as &dyn Display).collect();
            let text = lang.say(key, &args).to_string();
            if chars(&text) > BIG_COLUMNS {
                failures.push(format!(
                    "{lang:?} {key:?}: {text:?} is longer than the projector's {BIG_COLUMNS}"
                ));
            }
        }
        for (key, values) in lesson_lines(lang) {
            let args: Vec<&dyn Display> = values.iter().map(|v| v as &dyn Display).collect();
            let text = lang.say(key, &args).to_string();
            if chars(&text) > LESSON_COLUMNS {
                failures.push(format!(
                    "{lang:?} {key:?}: {text:?} is longer than the lesson's {LESSON_COLUMNS}"
                ));
            }
        }
        for key in [
            Key::LessonTagStep,
            Key::LessonTagHistory,
            Key::LessonTagMap,
            Key::LessonTagRace,
            Key::LessonTagStack,
            Key::LessonTagGraph,
            Key::LessonTagTree,
        ] {
            if chars(lang.text(key)) > TAG_COLUMNS {
                failures.push(format!(
                    "{lang:?} {key:?}: longer than the tag's {TAG_COLUMNS}"
                ));
            }
        }
    }
    report(failures);
}

/// Keys that are parts of other texts, checked through those (the status messages above).
const PARTS: &[Key] = &[
    // Algorithm titles and the percentage: inside the lesson's lines; the race's short names
    // and headings and the lesson's legend: checked by src/draw/lesson_text.rs and
    // src/draw/lesson.rs's tests.
    Key::AlgoNaive,
    Key::AlgoSorted,
    Key::AlgoMrv,
    Key::AlgoOurs,
    Key::AlgoReport,
    Key::AlgoShortNaive,
    Key::AlgoShortSorted,
    Key::AlgoShortMrv,
    Key::AlgoShortOurs,
    Key::AlgoShortReport,
    Key::LessonPercent,
    Key::LessonHeadPlaced,
    Key::LessonHeadBack,
    Key::LessonKeyStep,
    Key::LessonKeyPlay,
    Key::LessonKeyToEnd,
    Key::LessonKeyRace,
    Key::LessonKeyBack,
    Key::LessonKeyView,
    Key::LessonKeyAlgorithm,
    Key::LessonKeyProjector,
    Key::LessonKeyMenu,
    Key::LessonKeyDigit,
    Key::LessonKeyScroll,
    Key::LessonKeyStop,
    Key::LessonAnyButton,
    // The N queens' panel, large type, status and legend: checked at their longest (twelve
    // queens counted, the deepest stack) by src/draw/queens.rs's tests.
    Key::QueensTitle,
    Key::QueensOrderRows,
    Key::QueensOrderConstrained,
    Key::QueensShortRows,
    Key::QueensShortConstrained,
    Key::QueensHeadOrder,
    Key::QueensStep,
    Key::QueensTrying,
    Key::QueensNothing,
    Key::QueensEmptied,
    Key::QueensBlocked,
    Key::QueensStackHead,
    Key::QueensStackEmpty,
    Key::QueensSaysStart,
    Key::QueensSaysRunning,
    Key::QueensSaysPlaying,
    Key::QueensSaysCounting,
    Key::QueensSaysCounted,
    Key::QueensSaysShowing,
    Key::QueensSaysLooking,
    Key::QueensSaysSolution,
    Key::QueensSaysOver,
    Key::QueensBigTitle,
    Key::QueensBigStep,
    Key::QueensBigSolutions,
    Key::QueensKeySolution,
    Key::QueensKeyOrder,
    Key::QueensKeySide,
    Key::QueensKeyCount,
    // The queens' history, tree and solutions views: checked at their longest (twelve queens
    // counted, browsed, traced) by src/draw/queens.rs's tests.
    Key::QueensStepPlaced,
    Key::QueensStepEmptied,
    Key::QueensTreeHead,
    Key::QueensSolutionsTitle,
    Key::QueensSolutionsNotYet,
    Key::QueensSolutionShown,
    Key::QueensSolutionColumns,
    Key::BenchFileNaive,
    Key::LanguageName,
    Key::ListComma,
    Key::ListAnd,
    Key::DecimalPoint,
    Key::GridSide,
    Key::On,
    Key::Off,
    Key::CellName,
    Key::UnitRow,
    Key::UnitCol,
    Key::UnitBox,
    Key::OfRow,
    Key::OfCol,
    Key::OfBox,
    Key::InRow,
    Key::InCol,
    Key::InBox,
    Key::ConflictAt,
    Key::GivenOne,
    Key::GivenMany,
    Key::MistakeOne,
    Key::MistakeMany,
    Key::DifficultyEasy,
    Key::DifficultyMedium,
    Key::DifficultyHard,
    Key::DifficultyFiendish,
    Key::DifficultyExtreme,
    Key::LevelRated,
    Key::LevelEasy,
    Key::LevelMedium,
    Key::LevelHard,
    Key::LevelFiendish,
    Key::LevelExtreme,
    Key::MistakesOff,
    Key::MistakesRules,
    Key::MistakesSolution,
    Key::SpeedSlow,
    Key::SpeedNormal,
    Key::SpeedFast,
    Key::GuessOne,
    Key::GuessMany,
    Key::LessonPlacementOne,
    Key::LessonPlacementMany,
    Key::LessonBacktrackOne,
    Key::LessonBacktrackMany,
    Key::SolutionOne,
    Key::SolutionMany,
    Key::StepChange,
    Key::StepNotes,
    Key::StepErase,
    Key::StepFill,
    Key::StepLeavePlay,
    Key::StepStartPlay,
    Key::StepClear,
    Key::StepSolve,
    Key::StepLoad,
    Key::StepRestart,
    Key::StepHint,
    Key::LibraryNoSolution,
    Key::LibraryOneSolution,
    Key::LibrarySeveralSolutions,
    Key::SolutionsUnknown,
    Key::SourceFileLine,
    Key::TroubleFull,
    Key::TroubleNoStick,
    Key::TroubleWriteProtected,
    Key::TroubleOther,
    Key::DamageKept,
    Key::DamageNotMoved,
    Key::FailureBadName,
    Key::FailureRead,
    Key::FailureWrite,
    Key::FailureRename,
    Key::FailureRemove,
    Key::FailureReadFile,
    Key::SaveTooShort,
    Key::SaveTooLong,
    Key::SaveTrailing,
    Key::SaveForeign,
    Key::SaveNewer,
    Key::SaveChecksum,
    Key::SaveBadField,
    Key::SaveBadCell,
    Key::FieldVersion,
    Key::FieldBodyLength,
    Key::FieldBoxSize,
    Key::FieldPlayFlags,
    Key::FieldMode,
    Key::FieldMistakes,
    Key::FieldNotesPointer,
    Key::FieldNotes,
    Key::FieldCellCount,
    Key::FieldCursor,
    Key::FieldFlags,
    Key::FieldWatchSpeed,
    Key::FieldDifficulty,
    Key::FieldMistakeMarking,
    Key::PuzzleAt,
    Key::LineAt,
    Key::BadCharacter,
    Key::LineTooShort,
    Key::LineTooLong,
    Key::LineLength,
    Key::LineNotText,
    Key::LineRow,
    Key::GridEndsOne,
    Key::GridEndsMany,
    Key::FileBinary,
    Key::FileUtf16,
    Key::FileTooLarge,
    // The hints' pieces: checked through every hint the logic gives.
    Key::HintTechnique,
    Key::HintWhere,
    Key::HintWhereEnds,
    Key::HintWhereStart,
    Key::TechFullHouse,
    Key::TechHiddenSingle,
    Key::TechNakedSingle,
    Key::TechPointing,
    Key::TechClaiming,
    Key::TechNakedPair,
    Key::TechHiddenPair,
    Key::TechXWing,
    Key::TechNakedTriple,
    Key::TechSwordfish,
    Key::TechHiddenTriple,
    Key::TechXYWing,
    Key::TechXYZWing,
    Key::TechNakedQuad,
    Key::TechJellyfish,
    Key::TechHiddenQuad,
    Key::TechRemotePair,
    Key::TechWWing,
    Key::TechBugPlusOne,
    Key::TechUR1,
    Key::TechUR2,
    Key::TechUR3,
    Key::TechUR4,
    Key::TechHiddenRectangle,
    Key::TechSkyscraper,
    Key::TechTwoStringKite,
    Key::TechTurbotFish,
    Key::TechEmptyRectangle,
    Key::TechFinnedXWing,
    Key::TechSashimiXWing,
    Key::TechFinnedSwordfish,
    Key::TechSashimiSwordfish,
    Key::TechSimpleColouring,
    Key::TechMultiColouring,
    Key::TechXChain,
    Key::TechXYChain,
    Key::TechNiceLoop,
    Key::TechAic,
    Key::TechGroupedNiceLoop,
    Key::TechGroupedAic,
    Key::TechAlsXz,
    Key::TechAlsXyWing,
    Key::TechForcingChain,
    Key::TechForcingNet,
    Key::Deduction,
    Key::NoCandidateSays,
    Key::NoPlaceSays,
    Key::HintOnlyGuessing,
    Key::HintSolved,
    Key::HintContradiction,
    Key::InvalidConflict,
    Key::InvalidNoSolution,
    Key::HintShown,
    Key::DateTime,
    // benchmark.txt's lines: a file, not the screen.
    Key::BenchFileSolving,
    Key::BenchFileGenerating,
    Key::BenchFileHardest,
    Key::BenchFileWorst,
    Key::BenchFileSymmetries,
    Key::BenchFileSixteen,
    Key::BenchFileSixteenBusy,
    Key::BenchFileHint,
    Key::PuzzleOne,
    Key::PuzzleMany,
    Key::TryOne,
    Key::TryMany,
    // The library's pieces: checked through its sentences and list rows.
    Key::ThousandsSeparator,
    Key::SentenceBreak,
    Key::GradeAndSolutions,
    Key::GradeGrading,
    Key::GradeNeedsGuessing,
    Key::SkipTooBig,
    Key::SkipGone,
    Key::SkipUnreadable,
    Key::BuiltInTutorial,
    Key::BuiltInClassroom,
    Key::BuiltInWorstCase,
    Key::BuiltInFirstFour,
    Key::BuiltInGame,
    Key::BuiltInSeventeen,
    Key::BuiltInVeryHard,
    Key::BuiltInHardest,
    Key::BuiltInSixteen,
    Key::CollectionBuiltIn,
    Key::SizeBytes,
    Key::SizeKilobytes,
    Key::SizeMegabytes,
    // library.txt's lines: a file, not the screen.
    Key::ReportHeader,
    Key::ReportCollection,
    Key::ReportUnread,
    Key::ReportSkipped,
    Key::ReportBadOne,
    Key::ReportBadMany,
    Key::ReportRestSkipped,
    Key::ReportReadIn,
    Key::ReportChanged,
    Key::ReportJumpOne,
    Key::ReportJumpMany,
    Key::ReportGradedOne,
    Key::ReportGradedMany,
    Key::ReportLeftOutOne,
    Key::ReportLeftOutMany,
    Key::ReportLongNameOne,
    Key::ReportLongNameMany,
    Key::ReportNotListed,
];

/// Keys drawn in an area of their own, checked above.
fn screen_texts() -> Vec<Key> {
    let mut keys = vec![
        Key::Title,
        Key::TitleSubtitle,
        Key::TitleExit,
        Key::FooterTime,
        Key::FooterTimeMistakes,
        Key::FooterGivens,
        Key::LibraryFooter,
        Key::ListMenu,
        Key::ListSave,
        Key::ListLoad,
        Key::ListChoose,
        Key::ListBack,
        Key::SlotEmpty,
        Key::SlotGrid,
        Key::SlotSolved,
        Key::SlotGame,
        Key::ListSettings,
        Key::ListTools,
        Key::KeypadHelp,
        Key::KeypadLetters,
        Key::GlyphOr,
        Key::SlotDetail,
        Key::SlotDetailGame,
        Key::SlotDetailGameOnly,
        Key::SlotDetailSolved,
        Key::SlotDetailEditing,
        Key::SlotSavedAt,
        Key::SlotSavedUnknown,
        Key::LessonTagStep,
        Key::LessonTagHistory,
        Key::LessonTagMap,
        Key::LessonTagRace,
        Key::LessonTagStack,
        Key::LessonTagGraph,
        Key::LessonTagTree,
        Key::LessonTreeHead,
        Key::LessonTreeHeadNodes,
        Key::LessonGoToTitle,
        Key::LessonGoToReached,
        Key::ListCollections,
        Key::CollectionSkipped,
        Key::CollectionReading,
        Key::GoToTitle,
        Key::GoToOf,
        Key::GoToDigit,
        Key::GoToMove,
        Key::GoToGo,
    ];
    keys.extend(Key::ALL.iter().copied().filter(|k| {
        let name = k.name();
        name.starts_with("Legend") || name.starts_with("Tag") || name.starts_with("Menu")
    }));
    keys
}

#[test]
fn every_key_is_checked_somewhere() {
    let statuses: Vec<Key> = status_messages(Lang::En)
        .into_iter()
        .chain(lesson_statuses(Lang::En))
        .chain(lesson_lines(Lang::En))
        // The projector's own lines (the others it shows are checked above, or are parts).
        .chain(
            lesson_big_lines(Lang::En)
                .into_iter()
                .filter(|(k, _)| k.name().starts_with("LessonBig")),
        )
        .map(|(k, _)| k)
        .collect();
    let screen = screen_texts();
    for &key in Key::ALL {
        let places = [
            PARTS.contains(&key),
            statuses.contains(&key),
            screen.contains(&key),
        ];
        assert_eq!(
            places.iter().filter(|&&p| p).count(),
            1,
            "{key:?} must be in exactly one list of this test (parts, status messages, screen texts): {places:?}"
        );
    }
}

/// Every entry the menu offers on some page in some context.
fn every_item() -> Vec<Item> {
    let mut all: Vec<Item> = Vec::new();
    for page in [Page::Main, Page::Settings, Page::Tools] {
        for context in [
            Context::Edit,
            Context::Play,
            Context::Finished,
            Context::Lesson,
        ] {
            for item in menu::items(page, context) {
                if !all.contains(&item) {
                    all.push(item);
                }
            }
        }
    }
    all
}

#[test]
fn every_menu_entry_is_on_some_page() {
    let all = every_item();
    for item in [
        Item::Play,
        Item::Preference(Preference::Language),
        Item::Preference(Preference::SkipUsed),
        Item::Version,
        Item::Benchmark,
        Item::Back,
    ] {
        assert!(all.contains(&item), "{item:?}");
    }
}

/// A slot at its longest: 16x16, every cell a given, a game of 99 hours, saved on the last
/// minute of a year.
fn longest_slot(solved: bool, game: bool) -> SlotInfo {
    let line = "G".repeat(256);
    SlotInfo {
        size: GridSize::Sixteen,
        givens: 256,
        solved,
        game,
        played_ms: game.then_some(99 * 3_600_000 + 59 * 60_000 + 59_000),
        saved: DateTime::new(2026, 12, 31, 23, 59),
        grid: sudoku_core::AnyGrid::from_line(&line)
            .unwrap_or_else(|_| sudoku_core::AnyGrid::from_line(&".".repeat(256)).expect("empty")),
    }
}

#[test]
fn the_slot_detail_lines_fit_the_panel() {
    let columns = (DETAIL_AREA.size.width as usize - 8) / 6;
    for lang in Lang::ALL {
        for (game, solved) in [(false, false), (false, true), (true, false)] {
            let info = longest_slot(solved, game);
            for line in sudoku_core::draw::slots::lines(Some(&info), 10, lang) {
                assert!(
                    chars(&line) <= columns,
                    "{lang:?}: the slot detail line {line:?} is longer than {columns}"
                );
            }
            for line in sudoku_core::draw::slots::lines(None, 10, lang) {
                assert!(chars(&line) <= columns, "{lang:?}: {line:?}");
            }
        }
    }
}

#[test]
fn the_keypad_captions_fit_under_the_keys() {
    let columns = (KEYPAD_AREA.size.width as usize - 4) / 6;
    for lang in Lang::ALL {
        for key in [Key::KeypadHelp, Key::KeypadLetters] {
            assert!(
                chars(lang.text(key)) <= columns,
                "{lang:?} {key:?}: longer than the keypad's {columns}"
            );
        }
        // Between two buttons of a legend row, in the glyph's 11 pixels (and a pixel spare).
        assert!(chars(lang.text(Key::GlyphOr)) * 6 <= 12, "{lang:?}");
    }
}

#[test]
fn the_longest_values_are_long() {
    let l = Longest::new(Lang::Fr);
    assert_eq!(l.cell, "L16C16");
    assert_eq!(l.size, "16×16");
    assert_eq!(l.clock, "99:59:59");
    assert!(l.conflict.contains("L16C15"), "{}", l.conflict);
    assert!(l.damage("state.sav").contains("state.sav.bad9"));
    assert_eq!(l.big, "999\u{a0}999");
    assert_eq!(l.bytes, "16,0 Mo");
    assert!(l.skip().contains("octets"), "{}", l.skip());
    assert!(l.puzzle_error().contains("9999999"), "{}", l.puzzle_error());
}

#[test]
fn the_library_s_list_and_number_box_fit() {
    for lang in Lang::ALL {
        // A list row: the name (20 characters at most), a space, the right part (29 in all).
        let l = Longest::new(lang);
        for right in [
            lang.text(Key::CollectionSkipped).to_string(),
            lang.text(Key::CollectionReading).to_string(),
            l.big.clone(),
            l.bytes.clone(),
        ] {
            assert!(
                chars(&right) <= 8,
                "{lang:?}: {right:?} is longer than a row's 8"
            );
        }
        // The number box: its title in bold, 7 pixels a character, in 230 - 16 pixels; the
        // count after five digits; the hints, 90 pixels apart after a 15-pixel glyph.
        assert!(
            chars(lang.text(Key::GoToTitle)) <= (230 - 16) / 7,
            "{lang:?}"
        );
        let of = lang.say(Key::GoToOf, &[&l.big]).to_string();
        assert!(
            chars(&of) <= (230 - 12 - 14 * 5 - 6 - 8) / 7,
            "{lang:?}: {of:?}"
        );
        // The lesson's box (issue 28): its title as the library's; it widens for its count.
        assert!(
            chars(lang.text(Key::LessonGoToTitle)) <= (230 - 16) / 7,
            "{lang:?}"
        );
        let reached = lang.say(Key::LessonGoToReached, &[&l.big]).to_string();
        assert!(chars(&reached) <= 20, "{lang:?}: {reached:?}");
        // The tree window's heading: its columns, then the nodes' right-aligned, in 256 pixels.
        let head =
            chars(lang.text(Key::LessonTreeHead)) + chars(lang.text(Key::LessonTreeHeadNodes));
        assert!(head * 6 + 12 <= 256, "{lang:?}: the tree's heading");
        for key in [Key::GoToDigit, Key::GoToMove, Key::GoToGo, Key::LegendBack] {
            assert!(
                chars(lang.text(key)) <= (90 - 15 - 2) / 7,
                "{lang:?} {key:?}"
            );
        }
    }
}
