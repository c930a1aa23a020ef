//! The exploration tree where the board goes: a node per placement (a box with its digit),
//! the current path lit, dead ends crossed out, the path to the solution green once found.
//!
//! When the record holds the whole tree and it fits (a 4x4: the course's grid makes 12 nodes
//! on 10 levels), it is drawn whole: a row per level under a root for the puzzle, the cell of
//! each level at its left, each node in the column of the first leaf under it (a chain goes
//! straight down, a new branch to the right), an edge to its parent. Otherwise (a 9x9) the
//! board shows the part around the current path, a row per level up to the search's (scrolled
//! up with Left): the level, the cell chosen there, its digits in order (those tried before,
//! dead ends, crossed out; the one on the path, lit; those left to try, plain) and the nodes
//! made at that level in all.
//!
//! The drawing reads a [`Plot`]: a record, its search, the area and the alternatives a level
//! has; a board says how its placements are labelled ([`Labels`]): the Sudoku's digits in
//! cells, the queens' columns in rows (`crate::draw::queens`).

use core::{fmt::Write, ops::Range};

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{Line, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle},
    text::{Alignment, Baseline, Text, TextStyleBuilder},
};

use crate::draw::face::{FONT_5X7, FONT_6X10, FONT_10X20, Face, Ink};
use crate::{
    cell::Cell,
    digit::Digit,
    draw::{palette, screen::EditorScreen},
    editor::lesson::{Lesson, TREE_NODES},
    lesson::{
        Board, Choice, Run, Search,
        exploration::{Exploration, NodeState, window},
        queens::{Chessboard, Square},
    },
    size::Size,
    text::{In, Key, Lang, Thousands},
};

/// A short label: a digit, a column's number.
pub type Label = heapless::String<4>;

/// How the tree view labels a board's placements.
pub trait Labels: Board {
    /// The head of the window's rows: level, place, alternatives, nodes.
    const HEAD: Key;
    /// The alternative a placement took at its level (bit `1 << k` of a choice's masks).
    fn index(place: Self::Place, value: Self::Value) -> usize;
    /// The label of alternative `k`.
    fn label(k: usize) -> Label;
    /// The name of a level's place in `lang`: a cell, a row.
    fn place(place: Self::Place, lang: Lang) -> heapless::String<12>;
}

/// A Sudoku's nodes are digits in cells.
impl<S: Size> Labels for S {
    const HEAD: Key = Key::LessonTreeHead;

    fn index(_: Cell<S>, digit: Digit<S>) -> usize {
        digit.index()
    }

    fn label(k: usize) -> Label {
        let mut text = Label::new();
        if let Some(digit) = Digit::<S>::all().nth(k) {
            let _ = text.push(digit.to_char());
        }
        text
    }

    fn place(cell: Cell<S>, lang: Lang) -> heapless::String<12> {
        let mut text = heapless::String::new();
        let _ = write!(text, "{}", In(lang, cell));
        text
    }
}

/// The queens' nodes are columns in rows.
impl Labels for Chessboard {
    const HEAD: Key = Key::QueensTreeHead;

    fn index(square: Square, _: crate::lesson::queens::Queen) -> usize {
        usize::from(square.col)
    }

    fn label(k: usize) -> Label {
        let mut text = Label::new();
        let _ = write!(text, "{}", k + 1);
        text
    }

    fn place(square: Square, _: Lang) -> heapless::String<12> {
        let mut text = heapless::String::new();
        let _ = write!(text, "r{}", square.row + 1);
        text
    }
}

/// What the tree view draws: a search's record where it stands.
#[derive(Debug, Clone, Copy)]
pub struct Plot<'a, B: Labels, T: Search<Board = B>> {
    /// The record.
    pub tree: &'a Exploration<B, TREE_NODES>,
    /// The search, standing where the record does.
    pub search: &'a T,
    /// Where the tree goes (the board's place).
    pub area: Rectangle,
    /// The alternatives a level has: a digit per value, a column per square of a row.
    pub width: usize,
    /// Levels the window is scrolled up from the search's depth.
    pub scroll: usize,
}

impl<'a, S: Size> Plot<'a, S, Run<S>> {
    /// The lesson's tree, where the board goes.
    pub fn of(lesson: &'a Lesson<S>) -> Self {
        Plot {
            tree: lesson.tree(),
            search: lesson.current().run(),
            area: EditorScreen::<S>::layout().bounds(),
            width: S::SIDE,
            scroll: lesson.scroll(),
        }
    }
}

/// The paper the tree is drawn on.
pub const PAPER: Rgb888 = palette::CELL;
/// A node on the current path.
pub const LIT: Rgb888 = palette::LAST_GUESS;
/// A node on the path to the solution.
pub const GREEN: Rgb888 = palette::HINT_PROOF;
/// The edge and ring of a node on the path to the solution.
pub const GREEN_LINE: Rgb888 = palette::NOTE_PROOF;
/// A dead end's fill.
pub const DEAD: Rgb888 = palette::PEER;
/// The cross over a dead end.
pub const CROSS: Rgb888 = palette::CONFLICT;
/// A digit left to try.
pub const TO_TRY: Rgb888 = Rgb888::new(0xFF, 0xFF, 0xFF);
/// Edges off the path, and the rings of nodes off it.
pub const LINE: Rgb888 = palette::CELL_LINE;

/// Left of the whole tree's nodes: the column of the levels' cells.
const MARGIN: i32 = 34;
/// Largest column and row of the whole tree.
const MOST: i32 = 26;
/// Smallest column and row drawn whole (smaller: the window).
const LEAST: i32 = 13;
/// Height of a window's row.
pub const ROW: i32 = 20;
/// Left of a window's digits.
const DIGITS_X: i32 = 62;
/// Room for a window's digits.
const DIGITS_ROOM: i32 = 136;

/// The whole tree's grid: a column per leaf, a row per level and one for the root; `None`
/// when the record does not hold the whole tree or it does not fit.
fn whole<B: Labels, T: Search<Board = B>>(plot: &Plot<B, T>) -> Option<(i32, i32)> {
    let tree = plot.tree;
    if !tree.is_whole() {
        return None;
    }
    let nodes = tree.nodes();
    let leaves = leaves(nodes.iter().map(|n| n.depth)).count().max(1) as i32;
    let deepest = nodes.iter().map(|n| i32::from(n.depth)).max().unwrap_or(0);
    let area = plot.area;
    let col = ((area.size.width as i32 - MARGIN - 4) / leaves).min(MOST);
    let row = ((area.size.height as i32 - 4) / (deepest + 1)).min(MOST);
    (col >= LEAST && row >= LEAST).then_some((col, row))
}

/// Which nodes are leaves, given their depths in the order they were made.
fn leaves(depths: impl Iterator<Item = u16> + Clone) -> impl Iterator<Item = bool> {
    let next = depths.clone().skip(1).map(Some).chain(Some(None));
    depths
        .zip(next)
        .map(|(d, next)| next.is_none_or(|n| n <= d))
}

/// The window's rows in `area`.
fn rows(area: Rectangle) -> usize {
    ((area.size.height as i32 - 16) / ROW) as usize
}

/// The levels the board shows in a window (`None`: the whole tree).
pub fn levels<B: Labels, T: Search<Board = B>>(plot: &Plot<B, T>) -> Option<Range<usize>> {
    if whole(plot).is_some() {
        return None;
    }
    let depth = plot.search.depth();
    let deepest = super::super::lesson_text::tree::figures(plot.tree, depth).deepest;
    Some(window(depth, deepest, rows(plot.area), plot.scroll))
}

/// A node's box: its fill, ring, ring width, and whether it is crossed out.
fn style(state: NodeState) -> (Rgb888, Rgb888, u32, bool) {
    match state {
        NodeState::Current => (LIT, palette::GIVEN, 2, false),
        NodeState::Solution => (GREEN, GREEN_LINE, 2, false),
        NodeState::Solved => (TO_TRY, GREEN_LINE, 2, false),
        NodeState::Dead => (DEAD, LINE, 1, true),
    }
}

/// Draws a node's box of side `side` centred on `at`, its label inside.
fn node<D: DrawTarget<Color = Rgb888>>(
    at: Point,
    side: u32,
    label: &str,
    (fill, ring, width, crossed): (Rgb888, Rgb888, u32, bool),
    target: &mut D,
) -> Result<(), D::Error> {
    let body = Rectangle::with_center(at, Extent::new(side, side));
    body.into_styled(
        PrimitiveStyleBuilder::new()
            .fill_color(fill)
            .stroke_color(ring)
            .stroke_width(width)
            .build(),
    )
    .draw(target)?;
    let wide = label.chars().count() as u32;
    let font: &'static Face = if side >= 24 && wide < 2 {
        &FONT_10X20
    } else if side >= 12 && 6 * wide <= side {
        &FONT_6X10
    } else {
        &FONT_5X7
    };
    let ink = if crossed {
        palette::NOTE
    } else {
        palette::GIVEN
    };
    Text::with_text_style(
        label,
        at + Point::new(1, 1),
        Ink::new(font, ink),
        TextStyleBuilder::new()
            .alignment(Alignment::Center)
            .baseline(Baseline::Middle)
            .build(),
    )
    .draw(target)?;
    if crossed {
        let b = body.bottom_right().unwrap_or(at);
        let t = body.top_left;
        let pen = PrimitiveStyle::with_stroke(CROSS, 2);
        Line::new(t, b).into_styled(pen).draw(target)?;
        Line::new(Point::new(b.x, t.y), Point::new(t.x, b.y))
            .into_styled(pen)
            .draw(target)?;
    }
    Ok(())
}

/// Writes `text` at `at` (top left) in `font` and `ink`.
fn label<D: DrawTarget<Color = Rgb888>>(
    text: &str,
    at: Point,
    font: &'static Face,
    ink: Rgb888,
    target: &mut D,
) -> Result<(), D::Error> {
    Text::with_baseline(text, at, Ink::new(font, ink), Baseline::Top).draw(target)?;
    Ok(())
}

/// Draws the tree in its area.
pub fn board<B: Labels, T: Search<Board = B>, D: DrawTarget<Color = Rgb888>>(
    plot: &Plot<B, T>,
    lang: Lang,
    target: &mut D,
) -> Result<(), D::Error> {
    target.fill_solid(&plot.area, PAPER)?;
    match whole(plot) {
        Some((col, row)) => whole_tree(plot, lang, col, row, target),
        None => around_the_path(plot, lang, target),
    }
}

/// The whole tree, a column per leaf and a row per level.
fn whole_tree<B: Labels, T: Search<Board = B>, D: DrawTarget<Color = Rgb888>>(
    plot: &Plot<B, T>,
    lang: Lang,
    col: i32,
    row: i32,
    target: &mut D,
) -> Result<(), D::Error> {
    let tree = plot.tree;
    let run = plot.search;
    let nodes = tree.nodes();
    let origin = plot.area.top_left + Point::new(MARGIN, 2);
    // Each node's column: the leaves made before it.
    let mut columns: heapless::Vec<i32, TREE_NODES> = heapless::Vec::new();
    let mut passed = 0;
    for leaf in leaves(nodes.iter().map(|n| n.depth)) {
        let _ = columns.push(passed);
        passed += i32::from(leaf);
    }
    let centre = |column: i32, depth: i32| {
        origin + Point::new(column * col + col / 2, depth * row + row / 2)
    };
    let side = (col.min(row) - 4).clamp(8, 24) as u32;
    let half = side as i32 / 2;
    let states: heapless::Vec<NodeState, TREE_NODES> = tree.states(run).collect();
    // The edges first, under the nodes: to the parent, or to the root.
    for (i, n) in nodes.iter().enumerate() {
        let (from, to) = match tree.parent(i) {
            Some(p) => (
                centre(columns[p], i32::from(nodes[p].depth)),
                centre(columns[i], i32::from(n.depth)),
            ),
            None => (centre(0, 0), centre(columns[i], 1)),
        };
        let (ink, width) = match states[i] {
            NodeState::Current => (palette::GIVEN, 2),
            NodeState::Solution | NodeState::Solved => (GREEN_LINE, 2),
            NodeState::Dead => (LINE, 1),
        };
        // Down from the parent, then across to the child's column, then down into it.
        let bend = Point::new(to.x, from.y + half);
        let pen = PrimitiveStyle::with_stroke(ink, width);
        Line::new(from, Point::new(from.x, bend.y))
            .into_styled(pen)
            .draw(target)?;
        Line::new(Point::new(from.x, bend.y), bend)
            .into_styled(pen)
            .draw(target)?;
        Line::new(bend, to).into_styled(pen).draw(target)?;
    }
    // The root: the puzzle.
    let root = Rectangle::with_center(centre(0, 0), Extent::new(side / 2, side / 2));
    root.into_styled(PrimitiveStyle::with_fill(palette::GIVEN))
        .draw(target)?;
    for (i, n) in nodes.iter().enumerate() {
        let at = centre(columns[i], i32::from(n.depth));
        let label = B::label(B::index(n.place, n.value));
        node(at, side, &label, style(states[i]), target)?;
    }
    // Each level's cell, at its left: that of its last node (on the path, when the path
    // reaches it).
    let deepest = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    for depth in 1..=deepest {
        if let Some(last) = nodes.iter().rev().find(|n| n.depth == depth) {
            let y = centre(0, i32::from(depth)).y - 5;
            let x = plot.area.top_left.x + 3;
            label(
                &B::place(last.place, lang),
                Point::new(x, y),
                &FONT_6X10,
                palette::NOTE,
                target,
            )?;
        }
    }
    Ok(())
}

/// The part of the tree around the current path: a row per level of the window.
fn around_the_path<B: Labels, T: Search<Board = B>, D: DrawTarget<Color = Rgb888>>(
    plot: &Plot<B, T>,
    lang: Lang,
    target: &mut D,
) -> Result<(), D::Error> {
    let area = plot.area;
    let run = plot.search;
    let tree = plot.tree;
    let depth = run.depth();
    let solved = run.on_solution();
    let Some(shown) = levels(plot) else {
        return Ok(());
    };
    let left = area.top_left.x;
    let right = left + area.size.width as i32 - 4;
    let head = area.top_left.y + 3;
    label(
        lang.text(B::HEAD),
        Point::new(left + 4, head),
        &FONT_6X10,
        palette::NOTE,
        target,
    )?;
    let nodes = lang.text(Key::LessonTreeHeadNodes);
    let width = nodes.chars().count() as i32 * 6;
    label(
        nodes,
        Point::new(right - width, head),
        &FONT_6X10,
        palette::NOTE,
        target,
    )?;
    let top = area.top_left.y + 16;
    let step = (DIGITS_ROOM / plot.width.max(1) as i32).min(15);
    let side = (step - 2).max(6) as u32;
    // The nodes on the current path, by level (the walks list every level as a choice; ours
    // and the report's search only their guesses, their deductions are nodes of the record).
    let on_path = |level: usize| -> Option<Choice<B>> {
        run.choices()
            .find(|c| usize::from(c.depth) == level)
            .or_else(|| {
                tree.states(run)
                    .zip(tree.nodes())
                    .find(|(s, n)| {
                        matches!(s, NodeState::Current | NodeState::Solution)
                            && usize::from(n.depth) == level
                    })
                    .map(|(_, n)| Choice {
                        depth: n.depth,
                        place: n.place,
                        value: n.value,
                        tried: 0,
                        left: 0,
                        supposition: n.supposition,
                    })
            })
    };
    for (r, level) in shown.clone().enumerate() {
        let y = top + r as i32 * ROW;
        if level == depth {
            target.fill_solid(
                &Rectangle::new(
                    Point::new(left + 1, y),
                    Extent::new(area.size.width - 2, ROW as u32),
                ),
                palette::PEER,
            )?;
        }
        let mut text: heapless::String<16> = heapless::String::new();
        let _ = write!(text, "{level:>3}");
        label(
            &text,
            Point::new(left + 2, y + 5),
            &FONT_6X10,
            palette::NOTE,
            target,
        )?;
        if let Some(choice) = on_path(level) {
            label(
                &B::place(choice.place, lang),
                Point::new(left + 26, y + 5),
                &FONT_6X10,
                palette::GIVEN,
                target,
            )?;
            let chosen = B::index(choice.place, choice.value);
            for k in 0..plot.width {
                let bit = 1u16 << k;
                let state = if k == chosen {
                    if solved {
                        NodeState::Solution
                    } else {
                        NodeState::Current
                    }
                } else if choice.tried & bit != 0 {
                    NodeState::Dead
                } else if choice.left & bit != 0 {
                    NodeState::Solved
                } else {
                    continue;
                };
                let at = Point::new(left + DIGITS_X + k as i32 * step + step / 2, y + ROW / 2);
                let look = match state {
                    // Left to try: plain.
                    NodeState::Solved => (TO_TRY, LINE, 1, false),
                    other => style(other),
                };
                node(at, side, &B::label(k), look, target)?;
            }
        }
        let mut count: heapless::String<24> = heapless::String::new();
        let _ = write!(
            count,
            "{}",
            In(lang, Thousands(u64::from(tree.count(level))))
        );
        let width = count.chars().count() as i32 * 6;
        label(
            &count,
            Point::new(right - width, y + 5),
            &FONT_6X10,
            palette::NOTE,
            target,
        )?;
    }
    Ok(())
}
