//! The tables: complete, well-formed, and French where French differs.

use super::*;
use std::{format, string::ToString, vec::Vec};

/// Keys whose French is the English word for word: names kept as they are (FRENCH.md keeps the
/// fish techniques in English), words spelt alike, and layouts of values only.
const SAME_IN_FRENCH: &[Key] = &[
    Key::ListComma,
    // Two counted nouns (the same word in French) and the sentence that joins them.
    Key::LessonReportCounts,
    Key::LessonSuppositionOne,
    Key::LessonSuppositionMany,
    Key::FooterGivens,
    Key::Title,
    Key::LegendMenu,
    Key::ListMenu,
    Key::MenuPause,
    Key::TechSwordfish,
    Key::TechJellyfish,
    Key::TechBugPlusOne,
    Key::TechAlsXz,
    Key::TechAlsXyWing,
    Key::CountSome,
    Key::SolutionOne,
    Key::SolutionMany,
    Key::LevelRated,
    Key::FieldVersion,
    Key::FieldMode,
    Key::FieldNotes,
    Key::MenuVersion,
    Key::LessonStepGuess,
    Key::LessonKeyMenu,
    // The student report's words, the same in both languages.
    Key::LessonReportSupposed,
    Key::LessonBigSupposition,
    Key::SentenceBreak,
    Key::GradeAndSolutions,
    Key::LegendCollections,
    Key::ListCollections,
    // The N queens: the same words.
    Key::QueensBigSolutions,
    Key::QueensKeySolution,
    Key::QueensKeySide,
];

/// Keys that are only spacing: French writes thousands apart with a (non-breaking) space.
const SPACING: &[Key] = &[Key::ThousandsSeparator];

#[test]
fn every_key_has_a_text_in_every_language_and_none_is_empty() {
    assert!(Key::ALL.len() > 200, "the list of keys is the whole app");
    for lang in Lang::ALL {
        for &key in Key::ALL {
            let text = lang.text(key);
            assert!(!text.is_empty(), "{lang:?} {key:?} is empty");
            assert!(
                !text.trim().is_empty() || SPACING.contains(&key),
                "{lang:?} {key:?} is only spacing"
            );
            assert!(
                !text.contains(['\t', '\n', '\r']),
                "{lang:?} {key:?}: one line, no tab (sudoku strings prints key<TAB>text)"
            );
            assert!(
                !matches!(text, "TODO" | "FIXME" | "XXX" | "?" | "..."),
                "{lang:?} {key:?} is a placeholder, not a text: {text:?}"
            );
        }
    }
}

#[test]
fn every_french_text_is_french_unless_listed_as_the_same() {
    for &key in Key::ALL {
        let (en, fr) = (Lang::En.text(key), Lang::Fr.text(key));
        if SAME_IN_FRENCH.contains(&key) {
            assert_eq!(en, fr, "{key:?} is listed as the same in French");
        } else {
            assert_ne!(en, fr, "{key:?} has no French text: it is the English one");
        }
    }
}

#[test]
fn each_language_uses_the_placeholders_english_does() {
    for &key in Key::ALL {
        let english = placeholders(Lang::En.text(key));
        for lang in Lang::ALL {
            let text = lang.text(key);
            assert_eq!(
                placeholders(text),
                english,
                "{lang:?} {key:?}: {text:?} does not use the same values as English"
            );
            // No brace but the placeholders' own.
            let stripped =
                (0..10).fold(text.to_string(), |t, n| t.replace(&format!("{{{n}}}"), ""));
            assert!(
                !stripped.contains(['{', '}']),
                "{lang:?} {key:?}: a stray brace in {text:?}"
            );
        }
    }
}

#[test]
fn every_character_has_a_glyph_in_the_iso_8859_1_fonts() {
    for lang in Lang::ALL {
        for &key in Key::ALL {
            let text = lang.text(key);
            for c in text.chars() {
                assert!(
                    (' '..='~').contains(&c) || ('\u{a0}'..='\u{ff}').contains(&c),
                    "{lang:?} {key:?}: {c:?} is not in ISO 8859-1 (no glyph): {text:?}"
                );
            }
        }
    }
}

#[test]
fn french_puts_a_non_breaking_space_before_double_punctuation() {
    for &key in Key::ALL {
        let text = Lang::Fr.text(key);
        let chars: Vec<char> = text.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            // "Start > Play" is a path, "O/X" and "16×16" no punctuation: only : ; ! ? count.
            if matches!(c, ':' | ';' | '!' | '?') && i > 0 {
                assert_eq!(
                    chars[i - 1],
                    '\u{a0}',
                    "Fr {key:?}: {c:?} needs a non-breaking space before it: {text:?}"
                );
            }
        }
        assert!(
            !text.contains(" \u{a0}") && !text.contains("\u{a0} "),
            "{key:?}"
        );
    }
}

#[test]
fn key_names_are_unique_and_in_the_list() {
    let mut names: Vec<&str> = Key::ALL.iter().map(|k| k.name()).collect();
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n);
    assert_eq!(Key::GuessOne.name(), "GuessOne");
}

#[test]
fn templates_are_filled_in_the_order_each_language_wants() {
    let args: [&dyn core::fmt::Display; 2] = [&"a", &7];
    let fill = |template| {
        Fill {
            template,
            args: &args,
        }
        .to_string()
    };
    assert_eq!(fill("{1} then {0}, {1} again"), "7 then a, 7 again");
    assert_eq!(fill("no value"), "no value");
    assert_eq!(
        fill("{2} has no value, {x} is no number"),
        "{2} has no value, {x} is no number"
    );
    assert_eq!(fill("{0}{"), "a{");
    assert_eq!(placeholders("{0} and {3}"), 0b1001);
    assert_eq!(
        Lang::Fr
            .say(Key::SolvedIn, &[&"3 ms", &"2 suppositions"])
            .to_string(),
        "Résolue en 3 ms, 2 suppositions"
    );
}

#[test]
fn counts_take_each_language_s_singular() {
    let guesses = |lang, n| In(lang, &Counted(n, Key::GuessOne, Key::GuessMany)).to_string();
    assert_eq!(guesses(Lang::En, 0), "0 guesses");
    assert_eq!(guesses(Lang::En, 1), "1 guess");
    assert_eq!(guesses(Lang::En, 2), "2 guesses");
    assert_eq!(guesses(Lang::Fr, 0), "0 supposition");
    assert_eq!(guesses(Lang::Fr, 1), "1 supposition");
    assert_eq!(guesses(Lang::Fr, 2), "2 suppositions");
    assert_eq!(
        Counted(24, Key::GivenOne, Key::GivenMany).to_string(),
        "24 givens"
    );
}

#[test]
fn lists_end_on_each_language_s_and() {
    assert_eq!(List(Lang::En, [1, 2, 3].iter()).to_string(), "1, 2 and 3");
    assert_eq!(List(Lang::Fr, [1, 2, 3].iter()).to_string(), "1, 2 et 3");
    assert_eq!(List(Lang::Fr, [4].iter()).to_string(), "4");
    assert_eq!(List(Lang::En, [4, 5].iter()).to_string(), "4 and 5");
}

#[test]
fn the_console_language_picks_french_for_french_only() {
    assert_eq!(Lang::of_console(2), Lang::Fr);
    for other in [-1, 0, 1, 3, 4, 11, 99] {
        assert_eq!(Lang::of_console(other), Lang::En, "{other}");
    }
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
        assert_eq!(lang.next().previous(), lang);
    }
    assert_eq!(Lang::from_code("de"), None);
    assert_eq!(Lang::En.next(), Lang::Fr);
    assert_eq!(Lang::Fr.next(), Lang::En);
}

#[test]
fn the_lesson_s_counted_texts_take_each_language_s_singular() {
    let say = |lang: Lang, n: u64, one, many| {
        let n = n.to_string();
        lang.say(lang.counted(n.parse().unwrap(), one, many), &[&n])
            .to_string()
    };
    let holds = (Key::LessonCellHolds, Key::LessonCellsHold);
    assert_eq!(say(Lang::Fr, 1, holds.0, holds.1), "1 case l'a déjà");
    assert_eq!(say(Lang::Fr, 0, holds.0, holds.1), "0 case l'a déjà");
    assert_eq!(say(Lang::Fr, 2, holds.0, holds.1), "2 cases l'ont déjà");
    assert_eq!(
        say(Lang::En, 0, holds.0, holds.1),
        "0 cells hold it already"
    );
    assert_eq!(
        say(Lang::En, 1, holds.0, holds.1),
        "1 cell holds it already"
    );
    let ruled = (Key::LessonReportRuledOutOne, Key::LessonReportRuledOut);
    assert_eq!(
        say(Lang::Fr, 1, ruled.0, ruled.1),
        "Exclu après impasse\u{a0}: 1 case"
    );
    let supposed = |lang, n| {
        In(
            lang,
            Counted(n, Key::LessonSuppositionOne, Key::LessonSuppositionMany),
        )
        .to_string()
    };
    let deduced = In(
        Lang::Fr,
        Counted(3, Key::LessonDeductionOne, Key::LessonDeductionMany),
    );
    let one = supposed(Lang::Fr, 1);
    let counts = Lang::Fr
        .say(Key::LessonReportCounts, &[&one, &deduced])
        .to_string();
    assert_eq!(counts, "1 supposition, 3 déductions");
    assert_eq!(supposed(Lang::En, 1), "1 supposition");
    assert_eq!(supposed(Lang::En, 0), "0 suppositions");
}
