// Checks of the answers a screen shows, made without the app's core: the
// digits are read off the screen by glyph (glyphs.mjs), and what they must
// satisfy comes from the harness's own rules, solver and grader
// (independent/). A wrong answer that the PSP and `sudoku render` draw alike
// fails here.

import { readBoard } from './glyphs.mjs';
import { cellName, formatLine, parseLine, solutionProblems, symbol } from './independent/sudoku-rules.mjs';
import { solve } from './independent/solver.mjs';

/** At most this many problems are named in a failure. */
const SHOWN = 8;

function failWith(t, image, what, problems) {
  const more = problems.length > SHOWN ? `; and ${problems.length - SHOWN} more` : '';
  return t.fail(`${what}: ${problems.slice(0, SHOWN).join('; ')}${more}`, image);
}

/** How a cell read: '5 in solved', 'empty', 'no digit's glyph (inked in given)'. */
const described = (cell) =>
  cell.digit === 0 ? 'empty' : cell.digit === null ? `no digit's glyph (inked in ${cell.ink})` : `${symbol(cell.digit)} in ${cell.ink}`;

/**
 * Reads the n x n board on `image` (n from `puzzle`, a line or grid) as a
 * grid: { grid, cells } (cells as readBoard gives them). Throws if a cell
 * holds ink that is no digit's glyph.
 */
export function readGrid(t, image, n) {
  const cells = readBoard(image, n);
  const unreadable = cells.map((c, i) => (c.digit === null ? `${cellName(i, n)} holds no digit's glyph (ink ${c.ink})` : null)).filter(Boolean);
  if (unreadable.length) throw failWith(t, image, `${unreadable.length} cell(s) unreadable`, unreadable);
  return { grid: { n, cells: cells.map((c) => c.digit) }, cells };
}

/**
 * The screen shows `puzzle` (a line) as typed: each given its digit in the
 * given colour (or the colour `inkOf` names for that cell, e.g. { r1c1:
 * 'conflict' }), every other cell empty. Returns the grid read.
 */
export function expectGivens(t, image, puzzle, { inkOf = {} } = {}) {
  const want = parseLine(puzzle);
  const { grid, cells } = readGrid(t, image, want.n);
  const problems = [];
  want.cells.forEach((d, i) => {
    const name = cellName(i, want.n);
    const ink = inkOf[name] ?? 'given';
    const seen = cells[i];
    if (d === 0 && seen.digit !== 0) problems.push(`${name} should be empty, shows ${described(seen)}`);
    if (d !== 0 && (seen.digit !== d || seen.ink !== ink)) problems.push(`${name} should show ${symbol(d)} in ${ink}, shows ${described(seen)}`);
  });
  if (problems.length) throw failWith(t, image, `the screen does not show the grid ${puzzle}`, problems);
  return grid;
}

/**
 * The screen shows a solution of `puzzle` (a line): each given its digit in
 * the given colour, every other cell a digit in the solved colour, and the
 * digits read make a solution (every row, column and box holds each digit
 * once, the givens unchanged). `solutions` is what the scenario knows of the
 * puzzle, checked with the harness's solver: 'one' (then the screen shows
 * that one) or 'several'. Returns the grid read (a solution).
 */
export function expectSolution(t, image, puzzle, { solutions }) {
  const want = parseLine(puzzle);
  const { grid, cells } = readGrid(t, image, want.n);
  const problems = [];
  want.cells.forEach((d, i) => {
    const ink = d ? 'given' : 'solved';
    if (cells[i].ink !== ink) problems.push(`${cellName(i, want.n)} should be inked in ${ink}, shows ${described(cells[i])}`);
  });
  problems.push(...solutionProblems(want, grid));
  if (problems.length) throw failWith(t, image, `the screen does not show a solution of ${puzzle} (it shows ${formatLine(grid)})`, problems);
  const found = solve(want, { limit: 2 });
  if (solutions === 'one') {
    if (found.count !== 1) throw t.fail(`the harness's solver finds ${found.count === 2 ? 'several solutions' : 'no solution'} for ${puzzle}, not one`);
    if (formatLine(found.solutions[0]) !== formatLine(grid)) throw t.fail(`the screen's solution differs from the harness's: ${formatLine(found.solutions[0])}`, image);
  } else if (solutions === 'several') {
    if (found.count !== 2) throw t.fail(`the harness's solver finds ${found.count} solution(s) for ${puzzle}, not several`);
  } else {
    throw new Error(`expectSolution: solutions must be 'one' or 'several', not ${solutions}`);
  }
  return grid;
}
