//! The puzzles built into the app, named in plain words: games to play from easy to hard, a few
//! of the hardest known, a 4x4 and a 16x16, then the classroom's grids.

use core::fmt;

use crate::text::{Key, Lang, Localized};

/// A built-in puzzle's name in plain words: the text of `.0`, with the number `.1` in its
/// placeholder where it has one (`Game 3`, `Partie 3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Named(pub Key, pub u8);

impl Localized for Named {
    fn fmt_in(&self, lang: Lang, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", lang.say(self.0, &[&self.1]))
    }
}

/// Prints the English of [`Localized`].
impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_in(Lang::En, f)
    }
}

/// A puzzle built into the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltIn {
    /// Its name, in plain words.
    pub name: Named,
    /// The puzzle line.
    pub line: &'static str,
}

/// The built-in puzzles, by difficulty: games for playing first, easiest first (easy, medium
/// and hard 9x9 puzzles from our generator, symmetric as printed ones are), so that the library
/// opens a first-time player's on an easy game; then three of the hardest from the shared sets
/// (`tests/puzzles/README.md` says where they come from); then the other sizes, a 4x4 and a
/// 16x16; and last, in a group of their own, the classroom's grids: the course's two grids and
/// the naive search's worst case (the lessons use them). Grades and solution counts are not
/// stored: the library finds them when it shows a puzzle, and a test checks what this list
/// promises.
pub const BUILT_IN: [BuiltIn; 22] = [
    BuiltIn {
        name: Named(Key::BuiltInGame, 1),
        line: ".9..1...5...7..8..4....5..674.5...3....972....6...3.515..3....4..4..6...2...4..6.",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 2),
        line: "1..2......8..94.....9..1..5...3..7..83..5..92..4..8...3..8..1.....64..7......3..4",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 3),
        line: ".....36....1..587.....9..5.2..85...4.9..1..2.7...29..3.8..4.....251..4....79.....",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 4),
        line: ".37.9.6.8.1.5.2.3......8......4....7..43.52..2....7......8......2.7.3.6.3.5.1.47.",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 5),
        line: ".7.3..........95..9..78.613..7..1.....2.5.3.....6..1..481.32..9..59..........6.4.",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 6),
        line: "8...4.9...5...7...12.....56.9.3..6...7.9.4.1...8..1.7.71.....92...5...8...2.3...1",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 7),
        line: ".2...5......4.168..8....4.9...5.8.43..7...8..34.7.2...9.4....1..159.3......1...6.",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 8),
        line: "...65.8........4..8.5.14..952....6..3.8.7.5.2..1....941..82.9.7..2........7.91...",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 9),
        line: ".4..3...898...7.2..7.9.14.....3.......6...5.......4.....58.3.4..3.7...657...6..9.",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 10),
        line: "6.9.48...8....5......67.5..1.....37...62879...97.....6..4.56......3....5...72.4.3",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 11),
        line: "..6.3.8.....6294..2......96..3..5..7.7.2.4.5.9..3..6..86......9..9816.....2.7.5..",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 12),
        line: "......69....9...23....42.7...9..5.1.1.34.95.6.4.6..9...9.18....43...7....61......",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 13),
        line: "...7...95.5....81..2..657...6.1....93...4...82....8.3...691..5..42....8.93...4...",
    },
    BuiltIn {
        name: Named(Key::BuiltInGame, 14),
        line: ".....269..8.39.5...1..6.....78.....44.......66.....15.....7..1...1.48.2..235.....",
    },
    BuiltIn {
        name: Named(Key::BuiltInSeventeen, 0),
        line: ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    },
    BuiltIn {
        name: Named(Key::BuiltInVeryHard, 0),
        line: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    },
    BuiltIn {
        name: Named(Key::BuiltInHardest, 0),
        line: "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
    },
    BuiltIn {
        name: Named(Key::BuiltInFirstFour, 0),
        line: "32.4........4.23",
    },
    BuiltIn {
        name: Named(Key::BuiltInSixteen, 0),
        line: "9A71.C5..BF28..4GC2....471....6B5D3...EB.4.8...CB..42.G..A...3.5.E.B7.19....3C..6...C..E..7.4B1.4F.7.3.....1.2..1G.3.4.D2.BE98.68.GC9B.F1.4.6.23..6.A.....2.B.C1.B4A.7..E..6...8..FD....C8.B7.A.3.E...B..2.9F..DC...8.7.FE...132F2....4A3....6B7A..6F53..CD.G98E",
    },
    BuiltIn {
        name: Named(Key::BuiltInTutorial, 0),
        line: crate::puzzles::TUTORIAL,
    },
    BuiltIn {
        name: Named(Key::BuiltInClassroom, 0),
        line: crate::puzzles::CLASSROOM,
    },
    BuiltIn {
        name: Named(Key::BuiltInWorstCase, 0),
        line: crate::puzzles::WORST_CASE,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        AnyGrid, Grid, Size,
        logic::{Difficulty, grade},
        solver::Solver,
    };
    use std::{boxed::Box, vec::Vec};

    /// Solutions of `grid`, counted to two, and its grade, both computed here.
    fn judge<S: Size>(grid: &Grid<S>) -> (u32, Option<Difficulty>) {
        let mut solver = Box::new(Solver::new(grid, 2).unwrap());
        solver.run();
        (solver.solution_count(), grade(grid).difficulty())
    }

    fn judged() -> Vec<(BuiltIn, AnyGrid, u32, Option<Difficulty>)> {
        BUILT_IN
            .iter()
            .map(|&b| {
                let grid = AnyGrid::from_line(b.line).unwrap_or_else(|e| panic!("{}: {e}", b.name));
                let (count, difficulty) = match &grid {
                    AnyGrid::Four(g) => judge(g),
                    AnyGrid::Nine(g) => judge(g),
                    AnyGrid::Sixteen(g) => judge(g),
                };
                (b, grid, count, difficulty)
            })
            .collect()
    }

    #[test]
    fn every_built_in_puzzle_but_the_tutorials_grid_has_one_solution() {
        for (b, _, count, _) in judged() {
            let expected = if b.line == crate::puzzles::TUTORIAL {
                2
            } else {
                1
            };
            assert_eq!(count, expected, "{}", b.name);
        }
    }

    #[test]
    fn there_are_easy_and_medium_games_graded_by_logic_easiest_first() {
        let all = judged();
        let games: Vec<_> = all
            .iter()
            .filter(|j| j.0.name.0 == Key::BuiltInGame)
            .collect();
        let nine = |d| {
            (games.iter())
                .filter(|(_, g, count, grade)| {
                    matches!(g, AnyGrid::Nine(_)) && *count == 1 && *grade == Some(d)
                })
                .count()
        };
        assert!(nine(Difficulty::Easy) >= 6, "easy games");
        assert!(nine(Difficulty::Medium) >= 6, "medium games");
        assert!(nine(Difficulty::Hard) >= 1, "a hard game");
        for pair in games.windows(2) {
            assert!(
                pair[0].3 <= pair[1].3,
                "{} before {}",
                pair[0].0.name,
                pair[1].0.name
            );
        }
        // The 4x4 for a first game is easy; every size has a puzzle.
        let four = all
            .iter()
            .find(|j| matches!(j.1, AnyGrid::Four(_)))
            .unwrap();
        assert_eq!((four.2, four.3), (1, Some(Difficulty::Easy)));
        assert!(all.iter().any(|j| matches!(j.1, AnyGrid::Sixteen(_))));
    }

    #[test]
    fn the_library_opens_on_an_easy_game_and_the_classroom_grids_come_last_together() {
        let all = judged();
        let (first, grid, count, grade) = &all[0];
        assert_eq!(first.name, Named(Key::BuiltInGame, 1));
        assert!(matches!(grid, AnyGrid::Nine(_)), "a 9x9");
        assert_eq!((*count, *grade), (1, Some(Difficulty::Easy)));
        // The 9x9 games first, easiest first, then the hardest known.
        let nine = all
            .iter()
            .take_while(|j| matches!(j.1, AnyGrid::Nine(_)))
            .count();
        assert_eq!(nine, 17, "14 games and the 3 hardest");
        for pair in all[..14].windows(2) {
            assert_eq!(pair[0].0.name.0, Key::BuiltInGame);
            assert!(
                pair[0].3 <= pair[1].3,
                "{} before {}",
                pair[0].0.name,
                pair[1].0.name
            );
        }
        let classroom = [
            Key::BuiltInTutorial,
            Key::BuiltInClassroom,
            Key::BuiltInWorstCase,
        ];
        let last: Vec<Key> = BUILT_IN[BUILT_IN.len() - 3..]
            .iter()
            .map(|b| b.name.0)
            .collect();
        assert_eq!(last, classroom, "the classroom's grids, together, last");
    }

    #[test]
    fn names_are_plain_words_not_where_a_puzzle_comes_from() {
        use crate::text::In;
        use std::string::ToString;
        for b in BUILT_IN {
            for lang in Lang::ALL {
                let name = In(lang, b.name).to_string();
                for word in ["#", "magictour", "forum", "serg", "17-clue", "top1465", "{"] {
                    assert!(!name.contains(word), "{name}");
                }
                assert!(name.starts_with(char::is_uppercase), "{name}");
            }
        }
        let game = |lang| In(lang, BUILT_IN[2].name).to_string();
        assert_eq!(
            (game(Lang::En), game(Lang::Fr)),
            ("Game 3".into(), "Partie 3".into())
        );
    }

    #[test]
    fn the_hardest_built_in_puzzles_are_from_the_shared_sets() {
        let first = |text: &str| -> std::string::String {
            crate::format::puzzle_lines(text)
                .next()
                .map(|(_, l)| l.trim_end().into())
                .unwrap()
        };
        let lines: Vec<&str> = BUILT_IN.iter().map(|b| b.line).collect();
        for set in [
            include_str!("../../tests/puzzles/sample_17_clue.txt"),
            include_str!("../../tests/puzzles/puzzles3_magictour_top1465.txt"),
            include_str!("../../tests/puzzles/sample_forum_hardest_1905_11+.txt"),
        ] {
            assert!(lines.contains(&first(set).as_str()));
        }
    }
}
