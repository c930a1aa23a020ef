//! `sudoku keys`: the fewest inputs that type a puzzle on an empty grid from r1c1, as a key
//! list `sudoku render editor --keys` replays; `--stats` gives presses per given, with today's
//! controls and with the fastest entry.
//!
//! Inputs are counted as a person makes them: one per button (a chord counts each of its
//! buttons), one per flick or lean of the stick.
//!
//! - **Fastest entry**: each given is one flick (`R+Flick` on a 16x16 for A to G: two); the
//!   cursor moves by the D-pad (one cell across), a lean of the stick (one cell diagonally, one
//!   input) and Select with a direction or a lean (a box across or diagonally, two inputs). The
//!   cheapest way between two cells is found once for every offset on the wrapping grid
//!   (Dijkstra), and the visiting order is the shortest tour over that metric (`tour.rs`).
//! - **Today's controls** (the baseline): the D-pad, nearest given first, and each digit
//!   d by the shorter of d presses up or SIDE + 1 - d down; beside it, the same controls with the
//!   shortest tour.

use std::{fmt::Write as _, process::ExitCode};

use clap::Args;
use sudoku_core::{
    AnyGrid, Cell, Grid, Size,
    format::puzzle_lines,
    pad::{Buttons, Key, KeyFrame, StickMove},
};

use crate::tour::{self, Metric, Tour};

/// One way the cursor can move: its offset, its key frame, its inputs.
#[derive(Debug, Clone, Copy)]
struct Move {
    rows: isize,
    cols: isize,
    frame: KeyFrame,
}

/// The cursor moves of a set of controls on a grid of side `side` (box `boxw`).
fn moves(side: usize, boxw: usize, fastest: bool) -> Vec<Move> {
    let key = |n| Key::new(n).expect("keys 1 to 9");
    let mut all = vec![
        (-1, 0, KeyFrame::buttons(Buttons::UP)),
        (1, 0, KeyFrame::buttons(Buttons::DOWN)),
        (0, -1, KeyFrame::buttons(Buttons::LEFT)),
        (0, 1, KeyFrame::buttons(Buttons::RIGHT)),
    ];
    if fastest {
        let b = boxw as isize;
        for (r, c, n) in [(-1, -1, 1), (-1, 1, 3), (1, -1, 7), (1, 1, 9)] {
            all.push((r, c, KeyFrame::stick(StickMove::Lean(key(n)))));
            all.push((
                r * b,
                c * b,
                KeyFrame {
                    buttons: Buttons::SELECT,
                    stick: StickMove::Lean(key(n)),
                },
            ));
        }
        for (r, c, button) in [
            (-1, 0, Buttons::UP),
            (1, 0, Buttons::DOWN),
            (0, -1, Buttons::LEFT),
            (0, 1, Buttons::RIGHT),
        ] {
            all.push((
                r * b,
                c * b,
                KeyFrame::buttons(Buttons::SELECT.union(button)),
            ));
        }
    }
    let _ = side;
    all.into_iter()
        .map(|(rows, cols, frame)| Move { rows, cols, frame })
        .collect()
}

/// The cheapest moves for every offset on a wrapping grid.
pub struct Controls {
    side: usize,
    /// Cost and moves for offset `dr * side + dc` (each taken mod `side`).
    paths: Vec<(u32, Vec<KeyFrame>)>,
    /// Whether digits are flicked (else cycled with Circle/Cross).
    fastest: bool,
}

impl Controls {
    /// The controls of the fastest entry (`true`) or today's, on a grid of `side` (box `boxw`).
    pub fn new(side: usize, boxw: usize, fastest: bool) -> Self {
        let moves = moves(side, boxw, fastest);
        let n = side * side;
        let mut best: Vec<Option<(u32, Vec<KeyFrame>)>> = vec![None; n];
        best[0] = Some((0, Vec::new()));
        // Dijkstra over offsets; costs are 1 or 2, so a sorted frontier is plenty.
        let mut frontier = vec![(0u32, 0usize)];
        while let Some(pos) = (0..frontier.len()).min_by_key(|&i| frontier[i].0) {
            let (cost, at) = frontier.swap_remove(pos);
            let path = best[at].as_ref().expect("reached").clone();
            if path.0 < cost {
                continue;
            }
            let (r, c) = ((at / side) as isize, (at % side) as isize);
            for m in &moves {
                let next = (r + m.rows).rem_euclid(side as isize) as usize * side
                    + (c + m.cols).rem_euclid(side as isize) as usize;
                let via = cost + m.frame.inputs() as u32;
                if best[next].as_ref().is_none_or(|(c, _)| via < *c) {
                    let mut frames = path.1.clone();
                    frames.push(m.frame);
                    best[next] = Some((via, frames));
                    frontier.push((via, next));
                }
            }
        }
        Controls {
            side,
            paths: best
                .into_iter()
                .map(|p| p.expect("every offset is reachable"))
                .collect(),
            fastest,
        }
    }

    fn offset(&self, a: usize, b: usize) -> usize {
        let s = self.side;
        let dr = (b / s + s - a / s) % s;
        let dc = (b % s + s - a % s) % s;
        dr * s + dc
    }

    /// The key frames that move the cursor from cell `a` to cell `b`.
    fn path(&self, a: usize, b: usize) -> &[KeyFrame] {
        &self.paths[self.offset(a, b)].1
    }

    /// The key frames that type digit `d` (1 to SIDE) on an empty cell.
    fn digit(&self, d: usize) -> Vec<KeyFrame> {
        if self.fastest {
            let (shift, n) = if d > 9 {
                (Buttons::R, d - 9)
            } else {
                (Buttons::NONE, d)
            };
            let key = Key::new(n as u8).expect("keys 1 to 9");
            return vec![KeyFrame {
                buttons: shift,
                stick: StickMove::Flick(key),
            }];
        }
        // Circle and R alternate going up, Cross and L going down (a press each).
        let (pair, times) = if d <= self.side + 1 - d {
            ([Buttons::CIRCLE, Buttons::R], d)
        } else {
            ([Buttons::CROSS, Buttons::L], self.side + 1 - d)
        };
        (0..times).map(|i| KeyFrame::buttons(pair[i % 2])).collect()
    }
}

impl Metric for Controls {
    fn cost(&self, a: usize, b: usize) -> u32 {
        self.paths[self.offset(a, b)].0
    }
}

/// A puzzle's side, box and givens as (cell index, digit value).
fn givens(grid: &AnyGrid) -> (usize, usize, Vec<(usize, usize)>) {
    fn of<S: Size>(g: &Grid<S>) -> (usize, usize, Vec<(usize, usize)>) {
        let cells = Cell::<S>::all()
            .filter_map(|c| g.given(c).map(|d| (c.index(), usize::from(d.get()))))
            .collect();
        (S::SIDE, S::BOX, cells)
    }
    match grid {
        AnyGrid::Four(g) => of(g),
        AnyGrid::Nine(g) => of(g),
        AnyGrid::Sixteen(g) => of(g),
    }
}

/// What typing one puzzle costs.
#[derive(Debug, Clone)]
pub struct Typed {
    /// Number of givens.
    pub givens: usize,
    /// The key frames, in order.
    pub frames: Vec<KeyFrame>,
    /// Their inputs.
    pub inputs: u32,
    /// The tour the moves follow.
    pub tour: Tour,
}

/// The key frames that type the givens with `controls` in `order` from r1c1.
fn frames_for(controls: &Controls, cells: &[(usize, usize)], order: &[usize]) -> Vec<KeyFrame> {
    let mut at = 0;
    let mut frames = Vec::new();
    for &i in order {
        let (cell, d) = cells[i];
        frames.extend_from_slice(controls.path(at, cell));
        frames.extend(controls.digit(d));
        at = cell;
    }
    frames
}

/// Types `grid` with `controls` along `tour`.
fn typed(controls: &Controls, cells: &[(usize, usize)], tour: Tour) -> Typed {
    let frames = frames_for(controls, cells, &tour.order);
    Typed {
        givens: cells.len(),
        inputs: frames.iter().map(|f| f.inputs() as u32).sum(),
        frames,
        tour,
    }
}

/// The fewest inputs that type `grid` with the fastest entry (exact tour up to `exact_max` givens).
pub fn fastest(grid: &AnyGrid, exact_max: usize) -> Typed {
    let (side, boxw, cells) = givens(grid);
    let controls = Controls::new(side, boxw, true);
    let positions: Vec<usize> = cells.iter().map(|&(c, _)| c).collect();
    let tour = if positions.len() <= exact_max {
        tour::exact(&controls, 0, &positions)
    } else {
        tour::local_search(&controls, 0, &positions)
    };
    typed(&controls, &cells, tour)
}

/// Today's controls, nearest given first (the first in row order on a tie), as the issue counts.
pub fn today_nearest(grid: &AnyGrid) -> Typed {
    let (side, boxw, cells) = givens(grid);
    let controls = Controls::new(side, boxw, false);
    let mut todo: Vec<usize> = (0..cells.len()).collect();
    let mut order = Vec::new();
    let mut at = 0;
    while !todo.is_empty() {
        let pick = (0..todo.len())
            .min_by_key(|&i| (controls.cost(at, cells[todo[i]].0), i))
            .expect("a given left");
        let i = todo.remove(pick);
        at = cells[i].0;
        order.push(i);
    }
    let positions: Vec<usize> = cells.iter().map(|&(c, _)| c).collect();
    let moves = tour::path_cost(&controls, 0, &positions, &order);
    typed(
        &controls,
        &cells,
        Tour {
            order,
            moves,
            exact: false,
        },
    )
}

/// Today's controls with the shortest tour (the local search).
pub fn today_best(grid: &AnyGrid) -> Typed {
    let (side, boxw, cells) = givens(grid);
    let controls = Controls::new(side, boxw, false);
    let positions: Vec<usize> = cells.iter().map(|&(c, _)| c).collect();
    typed(
        &controls,
        &cells,
        tour::local_search(&controls, 0, &positions),
    )
}

/// The key list of `frames`, comma-separated.
pub fn key_list(frames: &[KeyFrame]) -> String {
    let mut out = String::new();
    for (i, f) in frames.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{f}");
    }
    out
}

/// The menu presses that switch from the 9x9 grid the app starts on to the size of `grid`
/// (none for a 9x9): Start, down to "Grid size", Left or Right, Start. Not typing: not counted.
pub fn size_switch(grid: &AnyGrid) -> Vec<KeyFrame> {
    use sudoku_core::app::menu::{Context, Item, Page, find};
    let change = match grid {
        AnyGrid::Nine(_) => return Vec::new(),
        AnyGrid::Four(_) => Buttons::LEFT,
        AnyGrid::Sixteen(_) => Buttons::RIGHT,
    };
    let size = match find(Item::Size, Context::Edit) {
        Some((Page::Main, at)) => at,
        _ => unreachable!("Grid size is on the main page of the editing menu"),
    };
    let mut frames = vec![KeyFrame::buttons(Buttons::START)];
    frames.extend(std::iter::repeat_n(KeyFrame::buttons(Buttons::DOWN), size));
    frames.push(KeyFrame::buttons(change));
    frames.push(KeyFrame::buttons(Buttons::START));
    frames
}

/// Totals over a file for `--stats`.
#[derive(Debug, Default)]
struct Totals {
    puzzles: usize,
    givens: usize,
    nearest: u64,
    best: u64,
    fastest: u64,
    exact: usize,
    /// Over the puzzles solved exactly: the local search's moves, and the optimum's.
    search_on_exact: u64,
    optimum_on_exact: u64,
    /// Over the others: the local search's moves, and the spanning-tree bound.
    searched: u64,
    bound: u64,
}

/// Print the fewest inputs that type each puzzle on the pad, as a key list
///
/// One line per puzzle line: its givens typed on an empty grid from r1c1 with the fastest entry: flicks of the stick, the D-pad, leans, Select+direction jumps; as a
/// key list 'sudoku render editor --keys' replays (a 4x4 or 16x16 puzzle's list starts with the
/// menu presses that switch size). A malformed line is named on stderr (exit 1).
#[derive(Debug, Args)]
pub struct Keys {
    /// Print a table of presses per given instead: today's controls against the fastest entry
    #[arg(long)]
    stats: bool,
    /// Take about N puzzles spread over each file
    #[arg(long, value_name = "N")]
    sample: Option<usize>,
    /// Prove tours shortest up to N givens, at most the default (a local search beyond)
    #[arg(long, value_name = "N", default_value_t = tour::EXACT_MAX)]
    exact: usize,
    /// Puzzle files, one puzzle a line
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
}

impl Keys {
    /// Prints the key lists, or the table.
    pub fn run(self) -> Result<ExitCode, String> {
        let sample = self.sample.map(|n| n.max(1));
        command(
            self.stats,
            sample,
            self.exact.min(tour::EXACT_MAX),
            &self.files,
        )
    }
}

/// `sudoku keys [--stats] [--sample N] [--exact N] FILE...`.
fn command(
    stats: bool,
    sample: Option<usize>,
    exact_max: usize,
    files: &[String],
) -> Result<ExitCode, String> {
    let mut bad = 0;
    if stats {
        println!(
            "| set | puzzles | givens | today, nearest first | today, shortest tour | fastest entry | fastest / today | tours |"
        );
        println!("|---|---:|---:|---:|---:|---:|---:|---|");
    }
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let lines: Vec<(usize, &str)> = puzzle_lines(&text).collect();
        let step = sample.map_or(1, |n| lines.len().div_ceil(n).max(1));
        let mut totals = Totals::default();
        for &(number, line) in lines.iter().step_by(step) {
            let grid = match AnyGrid::from_line(line) {
                Ok(grid) => grid,
                Err(e) => {
                    bad += 1;
                    eprintln!("sudoku: {file} line {number}: {e}");
                    continue;
                }
            };
            let fast = fastest(&grid, exact_max);
            if !stats {
                let mut frames = size_switch(&grid);
                frames.extend_from_slice(&fast.frames);
                println!("{}", key_list(&frames));
                continue;
            }
            let (_, _, cells) = givens(&grid);
            let positions: Vec<usize> = cells.iter().map(|&(c, _)| c).collect();
            let controls = Controls::new(
                grid_side(&grid),
                (grid_side(&grid) as f64).sqrt() as usize,
                true,
            );
            totals.puzzles += 1;
            totals.givens += fast.givens;
            totals.nearest += u64::from(today_nearest(&grid).inputs);
            totals.best += u64::from(today_best(&grid).inputs);
            totals.fastest += u64::from(fast.inputs);
            if fast.tour.exact {
                totals.exact += 1;
                let searched = tour::local_search(&controls, 0, &positions);
                totals.search_on_exact += u64::from(searched.moves);
                totals.optimum_on_exact += u64::from(fast.tour.moves);
            } else {
                totals.searched += u64::from(fast.tour.moves);
                totals.bound += u64::from(tour::spanning_bound(&controls, 0, &positions));
            }
        }
        if stats {
            print_totals(file, lines.len(), &totals);
        }
    }
    Ok(if bad > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn grid_side(grid: &AnyGrid) -> usize {
    match grid {
        AnyGrid::Four(_) => 4,
        AnyGrid::Nine(_) => 9,
        AnyGrid::Sixteen(_) => 16,
    }
}

fn print_totals(file: &str, lines: usize, t: &Totals) {
    let name = std::path::Path::new(file)
        .file_name()
        .map_or(file.into(), |n| n.to_string_lossy());
    let per = |inputs: u64| inputs as f64 / t.givens.max(1) as f64;
    let mut tours = String::new();
    if t.exact > 0 {
        let _ = write!(
            tours,
            "{} exact (the local search alone: +{:.2} % moves on them)",
            t.exact,
            100.0 * (t.search_on_exact as f64 / t.optimum_on_exact.max(1) as f64 - 1.0)
        );
    }
    if t.puzzles > t.exact {
        if !tours.is_empty() {
            tours.push_str("; ");
        }
        let _ = write!(
            tours,
            "{} by local search (at most +{:.1} % moves over the spanning-tree bound)",
            t.puzzles - t.exact,
            100.0 * (t.searched as f64 / t.bound.max(1) as f64 - 1.0)
        );
    }
    println!(
        "| {name} | {}{} | {:.1} | {:.2} | {:.2} | {:.2} | {:.0} % | {tours} |",
        t.puzzles,
        if t.puzzles < lines {
            format!(" of {lines}")
        } else {
            String::new()
        },
        t.givens as f64 / t.puzzles.max(1) as f64,
        per(t.nearest),
        per(t.best),
        per(t.fastest),
        100.0 * t.fastest as f64 / t.nearest.max(1) as f64,
    );
}

#[cfg(test)]
mod tests;
