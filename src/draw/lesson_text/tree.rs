//! The exploration tree's panel: the nodes made and the dead ends among them, the search's
//! depth and the deepest level reached, the levels the board shows (the whole tree, or a window
//! on a 9x9), the nodes at the search's level, and what the board's colours say; while the
//! tree catches up with its search, how far it is. The board draws the tree itself
//! (`crate::draw::lesson::tree`); the projector's large type has [`big_tree_view`].

use crate::{
    draw::lesson::tree::levels,
    editor::lesson::{Lesson, Pace, Tree},
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
pub fn figures<S: Size>(tree: &Tree<S>, depth: usize) -> Figures {
    let nodes = (1..=S::CELLS).map(|d| u64::from(tree.count(d))).sum();
    let deepest = (1..=S::CELLS)
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
    let run = lesson.current().run();
    let tree = lesson.tree();
    let depth = run.depth();
    let f = figures(tree, depth);
    let title = lang.text(lesson.selected().title());
    body.say(palette::ACCENT, lang, Key::LessonTreeTitle, &[&title]);
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
    match levels(lesson) {
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
    if lesson.pace() == Pace::Jumping && lesson.jumping_to().is_some() {
        body.skip_to(CATCHING_LINE);
        let at = In(lang, Thousands(tree.at()));
        body.say(palette::TEXT_DIM, lang, Key::LessonTreeCatching, &[&at]);
    }
    body
}

/// The tree view in the projector's large type: the algorithm, the nodes and the dead ends
/// each under its label, the depth, the nodes at the search's level.
pub fn big_tree_view<S: Size>(lesson: &Lesson<S>, lang: Lang) -> Body {
    let mut body = Body::of_width(crate::draw::lesson_big::BIG_COLUMNS);
    let run = lesson.current().run();
    let depth = run.depth();
    let tree = lesson.tree();
    let f = figures(tree, depth);
    body.say(palette::ACCENT, lang, lesson.selected().title(), &[]);
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
    let empties = lesson.puzzle().empty_count();
    body.say(
        palette::ACCENT,
        lang,
        Key::LessonBigDepth,
        &[&depth, &empties],
    );
    let here = count(lang, u64::from(tree.count(depth)));
    body.say(
        palette::TEXT,
        lang,
        Key::LessonBigLevel,
        &[&depth, &here.as_str()],
    );
    body
}
