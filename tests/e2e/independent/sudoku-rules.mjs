// The rules of Sudoku, written for the harness alone: puzzle lines, units,
// and whether a grid is a solution of a puzzle. Nothing here comes from the
// app's core, so a check built on it cannot be fooled by a bug the app and
// its host renders share.
//
// A grid is { n, cells }: n the side (4, 9 or 16) and cells n*n numbers, row
// by row, 0 for an empty cell and 1..n for a digit.

/** The characters of digits 1..16 in puzzle lines: 1-9, then A-G (16x16). */
const SYMBOLS = '123456789ABCDEFG';

/** The side of a grid of `count` cells: 4, 9 or 16. */
function sideOf(count) {
  const n = Math.round(Math.sqrt(count));
  if (n * n !== count || ![4, 9, 16].includes(n)) {
    throw new Error(`a puzzle line has 16, 81 or 256 cells, not ${count}`);
  }
  return n;
}

/** Reads a puzzle line ('.' or '0' empty; 1-9 then A-G) into a grid. */
export function parseLine(line) {
  const text = line.trim();
  const n = sideOf(text.length);
  const cells = [...text].map((ch, i) => {
    if (ch === '.' || ch === '0') return 0;
    const digit = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
    if (digit < 1 || digit > n) throw new Error(`bad digit ${JSON.stringify(ch)} at cell ${i + 1} of a ${n}x${n} line`);
    return digit;
  });
  return { n, cells };
}

/** Writes a grid as a puzzle line ('.' for empty). */
export function formatLine({ cells }) {
  return cells.map((d) => (d ? SYMBOLS[d - 1] : '.')).join('');
}

/** The character a digit is written with: 1-9, then A-G. */
export const symbol = (digit) => SYMBOLS[digit - 1];

const unitCache = new Map();

/**
 * The units of an n x n grid: { rows, cols, boxes, all }, each a list of
 * units, a unit being the n cell indices it holds; peers[i], the cells
 * sharing a unit with cell i (itself left out); boxOf[i], the box of cell i;
 * box, the side of a box.
 */
export function units(n) {
  if (unitCache.has(n)) return unitCache.get(n);
  const box = Math.round(Math.sqrt(n));
  const rows = [];
  const cols = [];
  const boxes = [];
  for (let k = 0; k < n; k++) {
    rows.push(Array.from({ length: n }, (_, j) => k * n + j));
    cols.push(Array.from({ length: n }, (_, j) => j * n + k));
    const top = Math.floor(k / box) * box;
    const left = (k % box) * box;
    boxes.push(Array.from({ length: n }, (_, j) => (top + Math.floor(j / box)) * n + left + (j % box)));
  }
  const all = [...rows, ...cols, ...boxes];
  const peers = Array.from({ length: n * n }, (_, i) => {
    const set = new Set();
    for (const unit of all) if (unit.includes(i)) for (const j of unit) if (j !== i) set.add(j);
    return [...set];
  });
  const boxOf = new Array(n * n);
  boxes.forEach((unit, k) => unit.forEach((i) => (boxOf[i] = k)));
  const result = { rows, cols, boxes, all, peers, box, boxOf };
  unitCache.set(n, result);
  return result;
}

/** `r3c5` for cell index i of an n x n grid, as the app names cells. */
export const cellName = (i, n) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;

/**
 * Why `grid` is not a solution of `puzzle` (both grids of one size): each
 * problem a line; none when every cell holds a digit, every given of the
 * puzzle is there unchanged, and every row, column and box holds each digit
 * once.
 */
export function solutionProblems(puzzle, grid) {
  const { n } = puzzle;
  if (grid.n !== n) return [`the grid is ${grid.n}x${grid.n}, the puzzle ${n}x${n}`];
  const problems = [];
  grid.cells.forEach((d, i) => {
    if (!(d >= 1 && d <= n)) problems.push(`${cellName(i, n)} holds no digit`);
    else if (puzzle.cells[i] && puzzle.cells[i] !== d) {
      problems.push(`${cellName(i, n)} is ${symbol(d)}, but the puzzle gives ${symbol(puzzle.cells[i])}`);
    }
  });
  const { rows, cols, boxes } = units(n);
  for (const [kind, list] of [['row', rows], ['column', cols], ['box', boxes]]) {
    list.forEach((unit, k) => {
      const seen = new Set(unit.map((i) => grid.cells[i]));
      const missing = Array.from({ length: n }, (_, j) => j + 1).filter((d) => !seen.has(d));
      if (missing.length) problems.push(`${kind} ${k + 1} lacks ${missing.map(symbol).join(', ')}`);
    });
  }
  return problems;
}

/** Pairs of equal digits in one unit (givens that clash): [{ digit, a, b }] with cell indices. */
export function clashes({ n, cells }) {
  const found = [];
  for (const unit of units(n).all) {
    const at = new Map();
    for (const i of unit) {
      const d = cells[i];
      if (!d) continue;
      if (at.has(d)) found.push({ digit: d, a: at.get(d), b: i });
      else at.set(d, i);
    }
  }
  return found;
}
