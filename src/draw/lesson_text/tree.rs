//! The exploration tree's panel: the nodes made and the dead ends among them, the search's
//! depth and the deepest level reached, the levels the board shows (the whole tree, or a window
//! on a 9x9), the nodes at the search's level, and what the board's colours say; while the
//! tree catches up with its search, how far it is. The board draws the tree itself
//! (`crate::draw::lesson::tree`); the projector's large type has [`big_tree_view`].

use crate::{
    draw::lesson::tree::{Labels, Plot, levels},
    editor::lesson::{Lesson, Pace},
    lesson::{Board, Search, exploration::Exploration},
    size::Size,
    text::{In, Key, Lang, Thousands},
};

use super::{Body, count, palette};

/// The body line of the catching up.
pub const CATCHING_LINE: usize = 9;

/// What the panel counts of a tree: nodes made, dead ends, the deepest level reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    /// Nodes made, at every level.
    pub nodes: u64,
    /// Nodes left behind, their subtree failed: every node made but those of the current path.
    pub dead_ends: u64,
    /// The deepest level a node was made at.
    pub deepest: usize,
}

/// The figures of `tree` for a search at `depth` (the tree standing where it does).
pub fn figures<B: Board, const N: usize>(tree: &Exploration<B, N>, depth: usize) -> Figures {
    let nodes = (1..=tree.levels()).map(|d| u64::from(tree.count(d))).sum();
    let deepest = (1..=tree.levels())
        .rev()
        .find(|&d| tree.count(d) > 0)
        .unwrap_or(0);
    Figures {
        nodes,
        dead_ends: nodes.saturating_sub(depth as u64),
        deepest,
    }
}

/// The tree view's panel.
pub fn tree_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::default();
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonTreeTitle, &[&title]);
    tree_lines(&mut body, &Plot::of(lesson), lang);
    if lesson.pace() == Pace::Jumping && lesson.jumping_to().is_some() {
        body.skip_to(CATCHING_LINE);
        let at = In(lang, Thousands(lesson.tree().at()));
        body.say(palette::TEXT_DIM, lang, Key::LessonTreeCatching, &[&at]);
    }
    body
}

/// The tree's lines under the title (the lesson's and the queens'): nodes, dead ends, depth,
/// the levels shown, the nodes at the search's level, what the colours say.
pub fn tree_lines<B: Labels, T: Search<Board = B>>(body: &mut Body, plot: &Plot<B, T>, lang: Lang) {
    let tree = plot.tree;
    let depth = plot.search.depth();
    let f = figures(tree, depth);
    let (nodes, dead) = (
        In(lang, Thousands(f.nodes)),
        In(lang, Thousands(f.dead_ends)),
    );
    body.say(palette::TEXT, lang, Key::LessonTreeNodes, &[&nodes]);
    body.say(palette::TEXT_BAD, lang, Key::LessonTreeDeadEnds, &[&dead]);
    body.say(
        palette::TEXT,
        lang,
        Key::LessonTreeDepth,
        &[&depth, &f.deepest],
    );
    match levels(plot) {
        None => body.say(palette::TEXT_DIM, lang, Key::LessonTreeWhole, &[]),
        Some(shown) => body.say(
            palette::TEXT_DIM,
            lang,
            Key::LessonTreeLevels,
            &[&shown.start, &(shown.end - 1), &f.deepest],
        ),
    }
    let here = In(lang, Thousands(u64::from(tree.count(depth))));
    body.say(palette::TEXT, lang, Key::LessonTreeAtLevel, &[&here]);
    body.say(palette::ACCENT, lang, Key::LessonTreeLit, &[]);
    body.say(palette::TEXT_BAD, lang, Key::LessonTreeCrossed, &[]);
    body.say(palette::TEXT_GOOD, lang, Key::LessonTreeGreen, &[]);
}

/// The tree view in the projector's large type: the algorithm, the nodes and the dead ends
/// each under its label, the depth, the nodes at the search's level.
pub fn big_tree_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(crate::draw::lesson_big::BIG_COLUMNS);
    body.say(palette::ACCENT, lang, lesson.selected().title(), &[]);
    let depth = lesson.current().run().depth();
    let empties = lesson.puzzle().empty_count();
    big_tree_lines(&mut body, lesson.tree(), depth, empties, lang);
    body
}

/// The tree's large lines under the title (the lesson's and the queens'): the nodes and the
/// dead ends each under its label, the search's `depth` of the `most` it can reach, the nodes
/// at its level.
pub fn big_tree_lines<B: Board, const N: usize>(
    body: &mut Body,
    tree: &Exploration<B, N>,
    depth: usize,
    most: usize,
    lang: Lang,
) {
    let f = figures(tree, depth);
    body.say(palette::TEXT_DIM, lang, Key::LessonBigNodes, &[]);
    body.line(
        palette::TEXT,
        format_args!("{}", count(lang, f.nodes).as_str()),
    );
    body.say(palette::TEXT_BAD, lang, Key::LessonBigDeadEnds, &[]);
    body.line(
        palette::TEXT,
        format_args!("{}", count(lang, f.dead_ends).as_str()),
    );
    body.say(palette::ACCENT, lang, Key::LessonBigDepth, &[&depth, &most]);
    let here = count(lang, u64::from(tree.count(depth)));
    body.say(
        palette::TEXT,
        lang,
        Key::LessonBigLevel,
        &[&depth, &here.as_str()],
    );
}
