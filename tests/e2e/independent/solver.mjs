// A plain backtracking solver for the harness, independent of the app's:
// for each row, column and box, a bitmask of the digits it already holds.
// At each step the search takes the most constrained choice, either an empty
// cell (it tries each digit the cell can still take) or a digit a unit lacks
// (it tries each cell of the unit that can still take it), whichever has the
// fewest options; a cell or a digit with none left is a dead end. Either
// choice covers every solution, so the count is exact. Short enough to read
// as obviously right; fast enough for the puzzles the tests meet.

import { clashes, units } from './sudoku-rules.mjs';

/** Bits set in each 16-bit mask. */
const BITS = new Uint8Array(1 << 16);
for (let m = 1; m < BITS.length; m++) BITS[m] = BITS[m >> 1] + (m & 1);

/**
 * Searches `puzzle` ({ n, cells }) and counts its solutions, stopping once it
 * has found `limit` (default 2; Infinity to count them all). Returns
 * { count, solutions }: how many it found (so count === limit means "at
 * least that many"), and those solutions as grids. Clashing givens have none.
 */
export function solve(puzzle, { limit = 2 } = {}) {
  const { n } = puzzle;
  const { rows, cols, boxes, boxOf } = units(n);
  const cells = puzzle.cells.slice();
  if (clashes(puzzle).length) return { count: 0, solutions: [] };
  const full = (1 << n) - 1;
  const rowOf = (i) => Math.floor(i / n);
  const colOf = (i) => i % n;
  // The digits each unit holds: rows, then columns, then boxes.
  const unitCells = [...rows, ...cols, ...boxes];
  const held = new Array(3 * n).fill(0);
  const unitsOf = Array.from({ length: n * n }, (_, i) => [rowOf(i), n + colOf(i), 2 * n + boxOf[i]]);
  const put = (i, digit) => {
    cells[i] = digit;
    for (const u of unitsOf[i]) held[u] |= 1 << (digit - 1);
  };
  const take = (i) => {
    for (const u of unitsOf[i]) held[u] &= ~(1 << (cells[i] - 1));
    cells[i] = 0;
  };
  cells.forEach((d, i) => d && put(i, d));
  const free = (i) => full & ~(held[unitsOf[i][0]] | held[unitsOf[i][1]] | held[unitsOf[i][2]]);
  const solutions = [];
  let count = 0;

  // Returns true once `limit` solutions are found (the search stops).
  const search = () => {
    // The empty cell with the fewest digits left...
    const options = new Array(cells.length).fill(0);
    let best = null;
    let fewest = Infinity;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]) continue;
      options[i] = free(i);
      if (BITS[options[i]] < fewest) {
        fewest = BITS[options[i]];
        best = { cell: i };
        if (fewest === 0) return false;
      }
    }
    if (best === null) {
      count++;
      solutions.push({ n, cells: cells.slice() });
      return count >= limit;
    }
    // ...or a digit a unit lacks with fewer places left in it.
    for (let u = 0; u < unitCells.length && fewest > 1; u++) {
      for (let d = 1; d <= n; d++) {
        const bit = 1 << (d - 1);
        if (held[u] & bit) continue;
        let places = 0;
        for (const i of unitCells[u]) if (options[i] & bit) places++;
        if (places === 0) return false;
        if (places < fewest) {
          fewest = places;
          best = { unit: u, digit: d };
        }
      }
    }
    const tries = [];
    if (best.unit === undefined) {
      for (let m = options[best.cell]; m; m &= m - 1) tries.push([best.cell, 31 - Math.clz32(m & -m) + 1]);
    } else {
      for (const i of unitCells[best.unit]) if (options[i] & (1 << (best.digit - 1))) tries.push([i, best.digit]);
    }
    for (const [i, digit] of tries) {
      put(i, digit);
      const done = search();
      take(i);
      if (done) return true;
    }
    return false;
  };
  search();
  return { count, solutions };
}

/** How many solutions `puzzle` has: 0, 1 or 2 (two or more). */
export function countSolutions(puzzle) {
  return solve(puzzle, { limit: 2 }).count;
}

/** The solution of a puzzle with exactly one, or null (none, or several). */
export function uniqueSolution(puzzle) {
  const { count, solutions } = solve(puzzle, { limit: 2 });
  return count === 1 ? solutions[0] : null;
}
