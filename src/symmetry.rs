//! [`Symmetry`]: a change of a grid's orientation and labels that keeps every Sudoku a Sudoku.
//!
//! A grid's rows may be shuffled inside their band and the bands among themselves, its columns
//! inside their stack and the stacks among themselves, the grid transposed (rows become columns)
//! and its digits relabelled: each row, column and box goes to a row, column or box, so a
//! puzzle's solutions go one for one to the transformed puzzle's. These are the transformations
//! that a player may have applied, without knowing it, to a puzzle the benchmarks know (the
//! rotations and reflections are among them: a quarter turn is a transposition followed by
//! reversing the columns). A benchmark draws them from a seeded [`Random`] to measure a solver
//! whose choices depend on the orientation over many orientations, not just the one a puzzle
//! file holds.
//!
//! A symmetry is kept as where each row, column and digit goes (and whether the grid is then
//! transposed): a few bytes, no heap, the same for every size.
//!
//! ```
//! use sudoku_core::{Grid, Nine, random::Random, symmetry::Symmetry};
//! let puzzle = Grid::<Nine>::from_line(
//!     ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...",
//! ).unwrap();
//! let symmetry = Symmetry::random(&mut Random::new(1));
//! let turned = symmetry.apply(&puzzle);
//! assert_eq!(turned.given_count(), puzzle.given_count());
//! assert_eq!(symmetry.inverse().apply(&turned), puzzle);
//! ```

use core::{fmt, marker::PhantomData};

use crate::{
    cell::Cell,
    digit::Digit,
    grid::{Entry, Grid},
    random::Random,
    size::{Nine, Size},
};

/// Most rows, columns or digits of a grid (16x16).
const MAX_SIDE: usize = 16;

/// A transformation of an `S` grid: rows and columns permuted inside their bands and stacks and
/// these permuted, then maybe a transposition, and the digits relabelled.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Symmetry<S: Size = Nine> {
    /// Where each row goes (before the transposition): row `r` becomes row `rows[r]`.
    rows: [u8; MAX_SIDE],
    /// Where each column goes (before the transposition).
    columns: [u8; MAX_SIDE],
    /// Whether rows become columns after the permutations.
    transposed: bool,
    /// The digit of index `d` becomes the digit of index `digits[d]`.
    digits: [u8; MAX_SIDE],
    size: PhantomData<S>,
}

/// The identity on `0..MAX_SIDE`.
const fn identity() -> [u8; MAX_SIDE] {
    let mut map = [0; MAX_SIDE];
    let mut i = 0;
    while i < MAX_SIDE {
        map[i] = i as u8;
        i += 1;
    }
    map
}

/// The inverse of the permutation `map` of `0..n`.
fn invert(map: &[u8; MAX_SIDE], n: usize) -> [u8; MAX_SIDE] {
    let mut inverse = identity();
    for (i, &to) in map.iter().enumerate().take(n) {
        inverse[usize::from(to)] = i as u8;
    }
    inverse
}

/// A random permutation of the lines of a grid of boxes of side `b`: the groups of `b` lines
/// (bands or stacks) shuffled, and the lines inside each.
fn random_lines(random: &mut Random, b: usize) -> [u8; MAX_SIDE] {
    let mut groups = identity();
    random.shuffle(&mut groups[..b]);
    let mut lines = identity();
    for (group, &to) in groups.iter().enumerate().take(b) {
        let mut inside = identity();
        random.shuffle(&mut inside[..b]);
        for (i, &at) in inside.iter().enumerate().take(b) {
            lines[group * b + i] = to * b as u8 + at;
        }
    }
    lines
}

impl<S: Size> Symmetry<S> {
    /// The symmetry that changes nothing.
    pub const fn identity() -> Self {
        Symmetry {
            rows: identity(),
            columns: identity(),
            transposed: false,
            digits: identity(),
            size: PhantomData,
        }
    }

    /// A symmetry drawn from `random`: every band, stack, row in its band, column in its stack and
    /// digit order equally likely, transposed or not one time in two.
    pub fn random(random: &mut Random) -> Self {
        let rows = random_lines(random, S::BOX);
        let columns = random_lines(random, S::BOX);
        let transposed = random.below(2) == 1;
        let mut digits = identity();
        random.shuffle(&mut digits[..S::SIDE]);
        Symmetry {
            rows,
            columns,
            transposed,
            digits,
            size: PhantomData,
        }
    }

    /// The `n`-th of the series of symmetries drawn from `seed`: each from a generator of its
    /// own, so that any one is had without the ones before it (the in-app benchmark draws one a
    /// puzzle, `make hardest` the same series on the host).
    pub fn drawn(seed: u64, n: u64) -> Self {
        Self::random(&mut Random::new(seed << 32 ^ n))
    }

    /// The symmetry that undoes this one.
    pub fn inverse(&self) -> Self {
        let (rows, columns) = (invert(&self.rows, S::SIDE), invert(&self.columns, S::SIDE));
        // Transposed, (r, c) went to (columns[c], rows[r]): back means the new rows' permutation
        // undoes `columns`, and the new columns' undoes `rows`.
        let (rows, columns) = if self.transposed {
            (columns, rows)
        } else {
            (rows, columns)
        };
        Symmetry {
            rows,
            columns,
            transposed: self.transposed,
            digits: invert(&self.digits, S::SIDE),
            size: PhantomData,
        }
    }

    /// Where `cell` goes.
    pub fn cell(&self, cell: Cell<S>) -> Cell<S> {
        let row = usize::from(self.rows[cell.row()]);
        let column = usize::from(self.columns[cell.col()]);
        let (row, column) = if self.transposed {
            (column, row)
        } else {
            (row, column)
        };
        Cell::new(row, column).expect("a permuted row and column are on the grid")
    }

    /// What `digit` becomes.
    pub fn digit(&self, digit: Digit<S>) -> Digit<S> {
        Digit::from_index(usize::from(self.digits[digit.index()])).expect("a relabelled digit")
    }

    /// `grid` transformed: each cell's entry moved to where the cell goes, with its digit
    /// relabelled (givens stay givens, placed digits stay placed).
    pub fn apply(&self, grid: &Grid<S>) -> Grid<S> {
        let mut out = Grid::empty();
        for (cell, entry) in grid.entries() {
            let to = self.cell(cell);
            match entry {
                Entry::Empty => {}
                Entry::Given(digit) => out.set_given(to, Some(self.digit(digit))),
                Entry::Placed(digit) => out.place(to, self.digit(digit)),
            }
        }
        out
    }
}

impl<S: Size> Default for Symmetry<S> {
    fn default() -> Self {
        Self::identity()
    }
}

/// Writes `map`'s first `n` entries as the digits of the places they go to (1-based, `A` for 10).
fn write_map<S: Size>(f: &mut fmt::Formatter<'_>, map: &[u8; MAX_SIDE]) -> fmt::Result {
    for &to in &map[..S::SIDE] {
        let digit = Digit::<S>::from_index(usize::from(to)).expect("a place on the grid");
        write!(f, "{}", digit.to_char())?;
    }
    Ok(())
}

/// As `rows 213456789 columns 123456789 digits 912345678` (then ` transposed` if it is): the
/// row, column and digit that rows, columns and digits 1, 2, 3... become, before the transposition.
impl<S: Size> fmt::Display for Symmetry<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("rows ")?;
        write_map::<S>(f, &self.rows)?;
        f.write_str(" columns ")?;
        write_map::<S>(f, &self.columns)?;
        f.write_str(" digits ")?;
        write_map::<S>(f, &self.digits)?;
        if self.transposed {
            f.write_str(" transposed")?;
        }
        Ok(())
    }
}

impl<S: Size> fmt::Debug for Symmetry<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Symmetry({self})")
    }
}

#[cfg(test)]
mod tests {
    use std::{collections::HashSet, format, string::String, vec::Vec};

    use super::*;
    use crate::{
        Four, Sixteen,
        solver::{Solver, Status},
    };

    const NINE: &str =
        ".9.2..6.532...7....7.9.5..8.1.........7....946..........8.....7.3.4915.......3...";
    const FOUR: &str = "1.....2..3.....4";

    /// A 16x16 puzzle: the search's first complete grid with two cells in five emptied.
    fn sixteen() -> String {
        let (_, full) = solve(&Grid::<Sixteen>::empty());
        Cell::<Sixteen>::all()
            .map(|c| match full.digit(c) {
                Some(d) if (c.row() * 7 + c.col() * 3) % 5 < 3 => d.to_char(),
                _ => '.',
            })
            .collect()
    }

    /// Every solution up to two, and how many there are.
    fn solve<S: Size>(grid: &Grid<S>) -> (u32, Grid<S>) {
        let mut solver = Solver::new(grid, 2).expect("no clash");
        assert_ne!(solver.run(), Status::Running);
        (solver.solution_count(), *solver.solution().expect("solved"))
    }

    /// A transformed puzzle's solution is the transformed solution, the inverse gives the grid
    /// back, and the count of solutions is unchanged, for `draws` symmetries of `line`.
    fn check<S: Size>(line: &str, count: u32, draws: u64) {
        let puzzle = Grid::<S>::from_line(line).expect("a puzzle");
        let (own_count, solution) = solve(&puzzle);
        assert_eq!(own_count, count);
        for seed in 0..draws {
            let symmetry = Symmetry::<S>::random(&mut Random::new(seed));
            let turned = symmetry.apply(&puzzle);
            assert_eq!(turned.given_count(), puzzle.given_count());
            assert_eq!(symmetry.inverse().apply(&turned), puzzle, "{symmetry}");
            let (turned_count, turned_solution) = solve(&turned);
            assert_eq!(turned_count, count, "{symmetry}");
            if count == 1 {
                assert_eq!(turned_solution, symmetry.apply(&solution), "{symmetry}");
            }
            // Whatever solution the search finds, it is one of the transformed puzzle's.
            assert!(
                turned_solution.first_conflict().is_none() && turned_solution.is_full(),
                "{symmetry}"
            );
        }
    }

    #[test]
    fn a_transformed_nine_by_nine_puzzle_has_the_transformed_solution() {
        check::<Nine>(NINE, 1, 200);
        // Its first ten givens gone: more than one solution.
        let mut many = String::from(NINE);
        for _ in 0..10 {
            let at = many.find(|c: char| c.is_ascii_digit()).expect("a given");
            many.replace_range(at..=at, ".");
        }
        check::<Nine>(&many, 2, 50);
    }

    #[test]
    fn a_transformed_four_by_four_puzzle_has_the_transformed_solution() {
        check::<Four>(FOUR, 1, 100);
        check::<Four>("1...............", 2, 100);
    }

    #[test]
    fn a_transformed_sixteen_by_sixteen_puzzle_has_the_transformed_solution() {
        check::<Sixteen>(&sixteen(), 1, 10);
    }

    /// Each kind of change alone: the puzzle's one solution goes to the changed puzzle's one
    /// solution, and a puzzle of two solutions keeps two.
    #[test]
    fn each_kind_of_change_alone_keeps_the_solution_valid_and_the_count() {
        let mut kinds = [Symmetry::<Nine>::identity(); 5];
        // Transposition.
        kinds[0].transposed = true;
        // The first and last bands swapped.
        kinds[1].rows[..9].copy_from_slice(&[6, 7, 8, 3, 4, 5, 0, 1, 2]);
        // The stacks rotated.
        kinds[2].columns[..9].copy_from_slice(&[3, 4, 5, 6, 7, 8, 0, 1, 2]);
        // Rows inside their bands and columns inside their stacks.
        kinds[3].rows[..9].copy_from_slice(&[2, 0, 1, 3, 5, 4, 6, 7, 8]);
        kinds[3].columns[..9].copy_from_slice(&[0, 1, 2, 5, 3, 4, 7, 8, 6]);
        // Digits relabelled: 1 and 9 swapped, 2..8 shifted.
        kinds[4].digits[..9].copy_from_slice(&[8, 2, 3, 4, 5, 6, 7, 1, 0]);
        let puzzle = Grid::<Nine>::from_line(NINE).expect("a puzzle");
        let (_, solution) = solve(&puzzle);
        let mut two = String::from(NINE);
        for _ in 0..10 {
            let at = two.find(|c: char| c.is_ascii_digit()).expect("a given");
            two.replace_range(at..=at, ".");
        }
        let two = Grid::<Nine>::from_line(&two).expect("a puzzle");
        for kind in kinds {
            assert_ne!(kind, Symmetry::identity());
            let turned = kind.apply(&solution);
            assert!(
                turned.is_full() && turned.first_conflict().is_none(),
                "{kind}"
            );
            assert_ne!(turned, solution, "{kind}");
            let (count, found) = solve(&kind.apply(&puzzle));
            assert_eq!((count, found), (1, turned), "{kind}");
            assert_eq!(solve(&kind.apply(&two)).0, 2, "{kind}");
        }
    }

    #[test]
    fn a_solved_grid_keeps_its_placed_digits_placed_and_stays_solved() {
        let puzzle = Grid::<Nine>::from_line(NINE).expect("a puzzle");
        let (_, solution) = solve(&puzzle);
        let symmetry = Symmetry::<Nine>::random(&mut Random::new(3));
        let turned = symmetry.apply(&solution);
        assert_eq!(turned.placed_count(), solution.placed_count());
        assert_eq!(turned.givens_only(), symmetry.apply(&puzzle));
        assert!(turned.is_full() && turned.first_conflict().is_none());
    }

    #[test]
    fn the_inverse_undoes_every_cell_and_digit_both_ways() {
        fn both_ways<S: Size>() {
            for seed in 0..200 {
                let symmetry = Symmetry::<S>::random(&mut Random::new(seed));
                let inverse = symmetry.inverse();
                for cell in Cell::<S>::all() {
                    assert_eq!(inverse.cell(symmetry.cell(cell)), cell, "{symmetry}");
                    assert_eq!(symmetry.cell(inverse.cell(cell)), cell, "{symmetry}");
                }
                for digit in Digit::<S>::all() {
                    assert_eq!(inverse.digit(symmetry.digit(digit)), digit);
                    assert_eq!(symmetry.digit(inverse.digit(digit)), digit);
                }
                assert_eq!(inverse.inverse(), symmetry);
            }
        }
        both_ways::<Four>();
        both_ways::<Nine>();
        both_ways::<Sixteen>();
    }

    #[test]
    fn every_cell_keeps_its_row_column_and_box_mates() {
        fn mates<S: Size>() {
            for seed in 0..50 {
                let symmetry = Symmetry::<S>::random(&mut Random::new(seed));
                let cells: Vec<Cell<S>> = Cell::all().map(|c| symmetry.cell(c)).collect();
                assert_eq!(cells.iter().collect::<HashSet<_>>().len(), S::CELLS);
                for a in Cell::<S>::all() {
                    for b in Cell::<S>::all() {
                        let (ta, tb) = (symmetry.cell(a), symmetry.cell(b));
                        assert_eq!(a.sees(b), ta.sees(tb), "{symmetry}: {a} {b}");
                        assert_eq!(
                            a.box_index() == b.box_index(),
                            ta.box_index() == tb.box_index()
                        );
                    }
                }
            }
        }
        mates::<Four>();
        mates::<Nine>();
        mates::<Sixteen>();
    }

    #[test]
    fn the_identity_changes_nothing() {
        let puzzle = Grid::<Nine>::from_line(NINE).expect("a puzzle");
        assert_eq!(Symmetry::identity().apply(&puzzle), puzzle);
        assert_eq!(Symmetry::<Nine>::default(), Symmetry::identity());
        assert_eq!(
            format!("{}", Symmetry::<Nine>::identity()),
            "rows 123456789 columns 123456789 digits 123456789"
        );
        assert_eq!(
            format!("{:?}", Symmetry::<Four>::identity()),
            "Symmetry(rows 1234 columns 1234 digits 1234)"
        );
    }

    #[test]
    fn the_text_says_where_rows_columns_and_digits_go() {
        let mut symmetry = Symmetry::<Nine>::identity();
        symmetry.rows[..3].copy_from_slice(&[1, 0, 2]);
        symmetry.columns[6..9].copy_from_slice(&[8, 7, 6]);
        symmetry.digits[0] = 8;
        symmetry.digits[8] = 0;
        symmetry.transposed = true;
        assert_eq!(
            format!("{symmetry}"),
            "rows 213456789 columns 123456987 digits 923456781 transposed"
        );
        // r1c7 holding 1: r2c9 holding 9, then transposed to r9c2.
        let cell = symmetry.cell(Cell::new(0, 6).expect("a cell"));
        assert_eq!((cell.row(), cell.col()), (8, 1));
        assert_eq!(symmetry.digit(Digit::new(1).expect("a digit")).get(), 9);
        let sixteen = Symmetry::<Sixteen>::identity();
        assert!(format!("{sixteen}").starts_with("rows 123456789ABCDEFG columns"));
    }

    /// Whether `count` of `n` draws is within 30 % of `n / outcomes`.
    fn even(count: u32, n: u64, outcomes: usize) -> bool {
        let expected = n as f64 / outcomes as f64;
        (f64::from(count) - expected).abs() < 0.3 * expected
    }

    /// Draws `n` symmetries of size `S`: every kind of change happens, and about as often as
    /// its other outcomes.
    fn spread<S: Size>(n: u64) {
        let mut random = Random::new(29);
        let mut transposed = 0;
        // How often each band (stack) went to each band, each row (column) to each row inside
        // its band, and each digit to each digit.
        let (mut bands, mut stacks) = ([[0u32; 4]; 4], [[0u32; 4]; 4]);
        let (mut rows, mut columns) = ([[0u32; 16]; 16], [[0u32; 16]; 16]);
        let mut digits = [[0u32; 16]; 16];
        for _ in 0..n {
            let s = Symmetry::<S>::random(&mut random);
            transposed += u32::from(s.transposed);
            for line in 0..S::SIDE {
                let (row, column) = (usize::from(s.rows[line]), usize::from(s.columns[line]));
                // The lines of a band (stack) stay together: they all land in one band (stack).
                let first = line / S::BOX * S::BOX;
                assert_eq!(row / S::BOX, usize::from(s.rows[first]) / S::BOX, "{s}");
                assert_eq!(
                    column / S::BOX,
                    usize::from(s.columns[first]) / S::BOX,
                    "{s}"
                );
                if line == first {
                    bands[line / S::BOX][row / S::BOX] += 1;
                    stacks[line / S::BOX][column / S::BOX] += 1;
                }
                rows[line][row % S::BOX] += 1;
                columns[line][column % S::BOX] += 1;
                digits[line][usize::from(s.digits[line])] += 1;
            }
        }
        assert!(even(transposed, n, 2), "transposed {transposed} of {n}");
        for line in 0..S::SIDE {
            for to in 0..S::SIDE {
                assert!(
                    even(digits[line][to], n, S::SIDE),
                    "{} to {}: {:?}",
                    line,
                    to,
                    digits[line]
                );
            }
            for to in 0..S::BOX {
                assert!(
                    even(rows[line][to], n, S::BOX),
                    "row {line}: {:?}",
                    rows[line]
                );
                assert!(
                    even(columns[line][to], n, S::BOX),
                    "column {line}: {:?}",
                    columns[line]
                );
                if line < S::BOX {
                    assert!(
                        even(bands[line][to], n, S::BOX),
                        "band {line}: {:?}",
                        bands[line]
                    );
                    assert!(
                        even(stacks[line][to], n, S::BOX),
                        "stack {line}: {:?}",
                        stacks[line]
                    );
                }
            }
        }
    }

    #[test]
    fn a_series_is_the_same_for_its_seed_and_differs_from_draw_to_draw() {
        let series = |seed| (0..50).map(move |n| Symmetry::<Nine>::drawn(seed, n));
        assert!(series(1).eq(series(1)));
        let draws: HashSet<Symmetry<Nine>> = series(1).collect();
        assert_eq!(draws.len(), 50);
        assert!(series(1).zip(series(2)).all(|(a, b)| a != b));
        assert_eq!(
            Symmetry::<Nine>::drawn(1, 7),
            Symmetry::random(&mut Random::new(1 << 32 | 7))
        );
    }

    #[test]
    fn the_draws_are_spread_over_every_kind_of_change() {
        spread::<Four>(4_000);
        spread::<Nine>(9_000);
        spread::<Sixteen>(16_000);
    }
}
