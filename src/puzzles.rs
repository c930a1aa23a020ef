//! Puzzles built into the app: the project's seed grids and hard puzzles for the benchmark.

/// The tutorial grid of the project's source material: not unique (434 solutions).
pub const TUTORIAL: &str =
    "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";
/// The classroom grid of the project's source material: one solution.
pub const CLASSROOM: &str =
    ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";
/// The one solution of [`CLASSROOM`].
pub const CLASSROOM_SOLUTION: &str =
    "891234675325687419476915328914752863257368194683149752148526937732491586569873241";
/// The classic worst case for naive row-by-row backtracking (Wikipedia): one solution.
pub const WORST_CASE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// What the in-app benchmark solves (counting to two): the seed grids, then the first ten
/// puzzles of magictour top1465 and of forum hardest 1106 (see `tests/puzzles/README.md`).
pub const BENCHMARK: [&str; 23] = [
    TUTORIAL,
    CLASSROOM,
    WORST_CASE,
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
    "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
    "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
    "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
    "4..7..6....38...........2..62.5............917............43.8.5.....1......9....",
    ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
    "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.",
    "......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....",
    "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....9....8...8.....6.",
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
    "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
    "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
    "..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3",
    "........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8",
    "........5..6..87..3......9....1.7.4...7...8...4...6....9..8...3..16..4..5...2....",
    ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1.",
    ".....5..4.9.....2...6.7.3.....7..8....86.....13..8......3.1.6...2......54......9.",
];

/// The hardest puzzles of each shared set for our solver (see `hardest.txt`): a `#` line of one
/// word names the set of the puzzle lines that follow it.
pub const HARDEST_TEXT: &str = include_str!("hardest.txt");

/// How many puzzles [`hardest`] yields.
pub const HARDEST_COUNT: usize = 50;

/// The hardest puzzles, each with the name of its set, in file order (see [`HARDEST_TEXT`]).
pub fn hardest() -> impl Iterator<Item = (&'static str, &'static str)> {
    let mut set = "";
    HARDEST_TEXT.lines().filter_map(move |line| {
        let line = line.trim_end();
        match line.strip_prefix('#').map(str::trim) {
            Some(name) if !name.is_empty() && !name.contains(' ') => {
                set = name;
                None
            }
            Some(_) => None,
            None if line.is_empty() => None,
            None => Some((set, line)),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, Nine};

    #[test]
    fn the_benchmark_takes_the_first_ten_of_its_sets() {
        let first_ten = |text: &str| -> std::vec::Vec<std::string::String> {
            crate::format::puzzle_lines(text)
                .take(10)
                .map(|(_, l)| l.trim_end().into())
                .collect()
        };
        let magictour = first_ten(include_str!(
            "../tests/puzzles/puzzles3_magictour_top1465.txt"
        ));
        let hardest = first_ten(include_str!(
            "../tests/puzzles/puzzles6_forum_hardest_1106.txt"
        ));
        assert_eq!(BENCHMARK[3..13], magictour[..]);
        assert_eq!(BENCHMARK[13..], hardest[..]);
    }

    #[test]
    fn the_hardest_puzzles_name_their_sets() {
        let puzzles: std::vec::Vec<_> = hardest().collect();
        assert_eq!(puzzles.len(), HARDEST_COUNT);
        for set in [
            "puzzles2_17_clue",
            "puzzles3_magictour_top1465",
            "puzzles5_forum_hardest_1905_11+",
            "puzzles6_forum_hardest_1106",
            "puzzles7_serg_benchmark",
        ] {
            assert_eq!(
                puzzles.iter().filter(|(s, _)| *s == set).count(),
                10,
                "{set}"
            );
        }
        // The slowest of all on the host, counting to two (1,837 guesses before issue 13).
        assert!(puzzles.contains(&(
            "puzzles5_forum_hardest_1905_11+",
            "........1.....234...3.1............5.2..6....7....312..4......8.7.9.....6.2..147."
        )));
    }

    #[test]
    fn every_built_in_puzzle_parses_and_has_no_conflict() {
        for (_, line) in hardest() {
            let grid = Grid::<Nine>::from_line(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(!grid.has_conflict(), "{line}");
        }
        for line in BENCHMARK {
            let grid = Grid::<Nine>::from_line(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(!grid.has_conflict(), "{line}");
        }
    }
}
