//! The puzzles built into the app: the project's seed grids, the first three of each set in
//! `tests/puzzles/`, and a 4x4 and a 16x16 from our generator.

use super::Solutions;

/// A puzzle built into the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltIn {
    /// Where it comes from.
    pub source: &'static str,
    /// The puzzle line.
    pub line: &'static str,
    /// Its number of solutions (checked by a test).
    pub solutions: Solutions,
}

/// The built-in puzzles: the project's seed grids, the first three of each set in
/// `tests/puzzles/` (see its README for the sources), then a 4x4 and a 16x16 from our generator.
pub const BUILT_IN: [BuiltIn; 20] = [
    BuiltIn {
        source: "tutorial (source material)",
        line: crate::puzzles::TUTORIAL,
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: "classroom (source material)",
        line: crate::puzzles::CLASSROOM,
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "naive worst case (Wikipedia)",
        line: crate::puzzles::WORST_CASE,
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "17-clue #1",
        line: ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "17-clue #2",
        line: ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "17-clue #3",
        line: ".................1....23.4.....35.2...6.7.....18.........1....6.3.....9.42.......",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "magictour top1465 #1",
        line: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "magictour top1465 #2",
        line: "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "magictour top1465 #3",
        line: "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1905 #1",
        line: "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1905 #2",
        line: "98.7..6....5.9..4.........94....3.5..7.8..2......7...32..1......1..86.....6..71..",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1905 #3",
        line: "98.76....7....59....4.9..7.6..5..3...7..3...2.......4.1...5.7...9.6...2......1..8",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1106 #1",
        line: "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1106 #2",
        line: "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "forum hardest 1106 #3",
        line: "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "serg benchmark #1",
        line: "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: "serg benchmark #2",
        line: "8.........95.......76.........672948...453217...918536....9.465...8.4792......183",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: "serg benchmark #3",
        line: "8.........95.......76.........472986...531742...896135......567....2.493....5.218",
        solutions: Solutions::Several,
    },
    BuiltIn {
        source: "4x4 starter (generated)",
        line: "32.4........4.23",
        solutions: Solutions::Unique,
    },
    BuiltIn {
        source: "16x16, 130 clues (generated)",
        line: "9A71.C5..BF28..4GC2....471....6B5D3...EB.4.8...CB..42.G..A...3.5.E.B7.19....3C..6...C..E..7.4B1.4F.7.3.....1.2..1G.3.4.D2.BE98.68.GC9B.F1.4.6.23..6.A.....2.B.C1.B4A.7..E..6...8..FD....C8.B7.A.3.E...B..2.9F..DC...8.7.FE...132F2....4A3....6B7A..6F53..CD.G98E",
        solutions: Solutions::Unique,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AnyGrid, Grid, solver::Solver};
    use std::string::{String, ToString};

    #[test]
    fn built_in_puzzles_parse_and_have_the_solution_counts_they_claim() {
        fn count<S: crate::Size>(grid: &Grid<S>) -> u32 {
            let mut solver = std::boxed::Box::new(Solver::new(grid, 2).unwrap());
            solver.run();
            solver.solution_count()
        }
        let mut sizes = std::vec::Vec::new();
        for b in BUILT_IN {
            let grid = AnyGrid::from_line(b.line).unwrap_or_else(|e| panic!("{}: {e}", b.source));
            let found = match &grid {
                AnyGrid::Four(g) => count(g),
                AnyGrid::Nine(g) => count(g),
                AnyGrid::Sixteen(g) => count(g),
            };
            assert_eq!(Solutions::from_count(found), b.solutions, "{}", b.source);
            sizes.push(b.line.len());
        }
        assert!(
            sizes.contains(&16) && sizes.contains(&256),
            "every size has a puzzle"
        );
    }

    #[test]
    fn built_in_puzzles_are_the_first_of_their_sets() {
        let first = |text: &str, n: usize| -> String {
            crate::format::puzzle_lines(text)
                .nth(n)
                .map(|(_, l)| l.trim_end().to_string())
                .unwrap()
        };
        let magictour = include_str!("../../tests/puzzles/puzzles3_magictour_top1465.txt");
        assert_eq!(BUILT_IN[6].line, first(magictour, 0));
        assert_eq!(BUILT_IN[8].line, first(magictour, 2));
        let serg = include_str!("../../tests/puzzles/sample_serg_benchmark.txt");
        assert_eq!(BUILT_IN[17].line, first(serg, 2));
    }
}
