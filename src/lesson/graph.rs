//! The graph view's model: Sudoku as the NSI course draws it, a graph whose vertices are the
//! cells and whose edges join two cells of a row, a column or a block; solving is colouring it
//! with as many colours as digits, neighbours never alike.
//!
//! The course numbers the vertices as the cells are read, row by row from the top-left cell:
//! 0 to 15 on the 4x4, 0 to 80 on the 9x9 ([`vertex`]). Its search (`TEACHING.md`, section 4)
//! skips a vertex already coloured, lists the colours its neighbours do not use
//! ([`colours_left`]), takes the smallest and goes to the next vertex in number order; with
//! none left it goes back to the previous vertex and tries its next colour. That is the naive
//! search exactly, cells in row order and digits 1 up, each checked against the row, the column
//! and the box: [`colouring`] is [`naive::naive`], not a copy (a test walks the course's
//! pseudo-code on the graph beside it, event for event).

use crate::{cell::Cell, conflict::Conflict, grid::Grid, size::Size};

use super::{naive, walk::Walk};

/// The course's number of `cell`'s vertex: its place in reading order, from 0.
pub const fn vertex<S: Size>(cell: Cell<S>) -> usize {
    cell.index()
}

/// The cell of vertex `number`, if the grid has one.
pub const fn cell<S: Size>(number: usize) -> Option<Cell<S>> {
    Cell::from_index(number)
}

/// The neighbours of `cell`'s vertex (same row, column or block), in vertex order.
pub fn neighbours<S: Size>(cell: Cell<S>) -> impl Iterator<Item = Cell<S>> + Clone {
    Cell::all().filter(move |&other| cell.sees(other))
}

/// How many neighbours every vertex has: 7 on the 4x4, 20 on the 9x9, 39 on the 16x16.
pub const fn degree<S: Size>() -> usize {
    3 * S::SIDE - 2 * S::BOX - 1
}

/// Every edge once, as its two cells in vertex order (56 on the 4x4, 810 on the 9x9).
pub fn edges<S: Size>() -> impl Iterator<Item = (Cell<S>, Cell<S>)> {
    Cell::all().flat_map(|a| neighbours(a).filter(move |&b| a < b).map(move |b| (a, b)))
}

/// The colours (digits, bit 0 for 1) no neighbour of `cell` uses in `grid`.
pub fn colours_left<S: Size>(grid: &Grid<S>, cell: Cell<S>) -> u16 {
    let all = ((1u32 << S::SIDE) - 1) as u16;
    neighbours(cell)
        .filter_map(|n| grid.digit(n))
        .fold(all, |left, digit| left & !digit.bit())
}

/// The course's colouring search of `puzzle`: the naive search (see the module's notes).
pub fn colouring<S: Size>(puzzle: &Grid<S>) -> Result<Walk<S>, Conflict<S>> {
    naive::naive(puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Four, Nine, Sixteen,
        digit::Digit,
        lesson::{Event, Observer, tests::random_puzzle},
        solver::Status,
    };
    use proptest::prelude::*;
    use std::{collections::BTreeSet, vec, vec::Vec};

    /// The course's pseudo-code on a graph given as adjacency lists: vertices in number order, a
    /// coloured one skipped, the smallest colour its neighbours do not use, back to the previous
    /// vertex and its next colour when none is left. Its events: (vertex, colour), colour 0 for a
    /// vertex whose colour is erased.
    fn course(adjacent: &[Vec<usize>], colours: u8, fixed: &[u8]) -> (Vec<(usize, u8)>, bool) {
        let mut colour = fixed.to_vec();
        let free: Vec<usize> = (0..fixed.len()).filter(|&v| fixed[v] == 0).collect();
        let mut events = Vec::new();
        let mut k = 0;
        // The colours still to try at each free vertex: what must be kept to resume.
        let mut to_try: Vec<Vec<u8>> = vec![Vec::new(); free.len()];
        let mut entering = true;
        loop {
            if k == free.len() {
                return (events, true);
            }
            let v = free[k];
            if entering {
                let used: BTreeSet<u8> = adjacent[v].iter().map(|&n| colour[n]).collect();
                to_try[k] = (1..=colours).rev().filter(|c| !used.contains(c)).collect();
            }
            if let Some(c) = to_try[k].pop() {
                colour[v] = c;
                events.push((v, c));
                k += 1;
                entering = true;
                continue;
            }
            if colour[v] != 0 {
                colour[v] = 0;
                events.push((v, 0));
            }
            if k == 0 {
                return (events, false);
            }
            k -= 1;
            entering = false;
        }
    }

    fn adjacency<S: Size>() -> Vec<Vec<usize>> {
        (0..S::CELLS)
            .map(|v| neighbours(cell::<S>(v).unwrap()).map(vertex).collect())
            .collect()
    }

    struct Events(Vec<(usize, u8)>);

    impl<S: Size> Observer<S> for Events {
        fn event(&mut self, event: Event<S>) {
            self.0.push(match event {
                Event::Placed { cell, digit, .. } => (vertex(cell), digit.get()),
                Event::Backtracked(cell) => (cell.map_or(usize::MAX, vertex), 0),
            });
        }
    }

    fn same_as_the_course<S: Size>(puzzle: &Grid<S>) {
        let fixed: Vec<u8> = Cell::<S>::all()
            .map(|c| puzzle.digit(c).map_or(0, Digit::get))
            .collect();
        let (expected, coloured) = course(&adjacency::<S>(), S::SIDE as u8, &fixed);
        let mut walk = colouring(puzzle).unwrap();
        let mut events = Events(Vec::new());
        while walk.step(5, &mut events) == Status::Running {}
        assert_eq!(events.0, expected, "{puzzle}");
        assert_eq!(walk.status() == Status::Solved, coloured);
    }

    #[test]
    fn the_course_numbers_the_vertices_row_by_row() {
        let cells: Vec<(usize, usize)> = (0..16)
            .map(|v| {
                let c = cell::<Four>(v).unwrap();
                (c.row(), c.col())
            })
            .collect();
        assert_eq!(cells[..5], [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]);
        assert_eq!(cells[15], (3, 3));
        assert_eq!(cell::<Four>(16), None);
        assert!(Cell::<Nine>::all().all(|c| cell(vertex(c)) == Some(c)));
    }

    #[test]
    fn a_vertex_s_neighbours_share_its_row_column_or_block() {
        let zero = cell::<Four>(0).unwrap();
        let numbers: Vec<usize> = neighbours(zero).map(vertex).collect();
        assert_eq!(numbers, [1, 2, 3, 4, 5, 8, 12]);
        let five = cell::<Four>(5).unwrap();
        let numbers: Vec<usize> = neighbours(five).map(vertex).collect();
        assert_eq!(numbers, [0, 1, 4, 6, 7, 9, 13]);
        for c in Cell::<Nine>::all() {
            assert_eq!(neighbours(c).count(), degree::<Nine>());
        }
        assert_eq!(
            [degree::<Four>(), degree::<Nine>(), degree::<Sixteen>()],
            [7, 20, 39]
        );
        assert_eq!(edges::<Four>().count(), 16 * 7 / 2);
        assert_eq!(edges::<Nine>().count(), 81 * 20 / 2);
        assert!(edges::<Nine>().all(|(a, b)| a < b && a.sees(b)));
    }

    #[test]
    fn the_colours_left_are_those_no_neighbour_uses() {
        let puzzle = Grid::<Four>::from_line("32.4........4.23").unwrap();
        let left = |v| colours_left(&puzzle, cell::<Four>(v).unwrap());
        // Vertex 2 sees 3, 2 and 4 on its row and 2 below: colour 1 only.
        assert_eq!(left(2), 0b0001);
        // Vertex 5 sees 3 and 2 in its block, nothing else: 1 and 4 are left.
        assert_eq!(left(5), 0b1001);
        // Vertex 7 sees 4 in its block and its column, 3 below in its column.
        assert_eq!(left(7), 0b0011);
    }

    #[test]
    fn the_course_s_search_is_the_naive_one_on_the_built_in_4x4() {
        same_as_the_course(&Grid::<Four>::from_line("32.4........4.23").unwrap());
        same_as_the_course(&Grid::<Four>::empty());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn the_course_s_search_is_the_naive_one(seed in any::<u64>(), count in 0usize..6) {
            same_as_the_course(&random_puzzle::<Four>(seed, count));
            same_as_the_course(&random_puzzle::<Nine>(seed, 30 + count));
        }
    }
}
