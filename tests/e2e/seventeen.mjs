// A collection the size of the 17-clue set (49,158 puzzles, one a line, about 4 MB), made at
// test time from the 1,004 puzzles of tests/puzzles/sample_17_clue.txt: puzzle i is sample
// puzzle i mod 1,004 under a Sudoku symmetry drawn from a seeded generator (digits relabelled,
// bands and stacks reordered, rows and columns reordered inside them, perhaps transposed).
// A symmetry keeps a puzzle's clue count and its number of solutions, so every puzzle here is
// a 17-clue puzzle with one solution, as in the real set; only the exact content differs,
// which the library does not care about. The real set (4 MB) is not in the repository, and a
// clone has only the sample: this makes the same shape of file byte for byte every time.

import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './paths.mjs';
import { mulberry32 } from './random.mjs';

/** Puzzles in the 17-clue set. */
export const COUNT = 49_158;
/** The first line of the file: a comment, which the reader skips. */
export const HEADER = '# 49,158 17-clue puzzles: tests/puzzles/sample_17_clue.txt under seeded Sudoku symmetries (tests/e2e/seventeen.mjs)';

/** A random order of 0 .. n-1. */
function shuffled(n, random) {
  const order = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The order of the 9 rows (or columns): the bands reordered, then the rows inside each. */
function lines(random) {
  const bands = shuffled(3, random);
  return bands.flatMap((band) => shuffled(3, random).map((row) => band * 3 + row));
}

/** `puzzle` (81 characters) under a symmetry drawn from `random`. */
export function transformed(puzzle, random) {
  return transformedInto(Buffer.alloc(81), 0, Buffer.from(puzzle, 'latin1'), random).toString('latin1');
}

/**
 * Writes `puzzle` (81 bytes) under a symmetry drawn from `random` into `out` at `at` (81
 * bytes), and returns `out`: bytes, not strings, so that 49,158 of them take a moment.
 */
function transformedInto(out, at, puzzle, random) {
  const digits = shuffled(9, random);
  const rows = lines(random);
  const cols = lines(random);
  const transpose = random() < 0.5;
  const DOT = 0x2e;
  const ZERO = 0x30;
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const [sr, sc] = transpose ? [cols[c], rows[r]] : [rows[r], cols[c]];
      const cell = puzzle[sr * 9 + sc];
      out[at + r * 9 + c] = cell === DOT ? DOT : ZERO + digits[cell - ZERO - 1] + 1;
    }
  }
  return out;
}

/** The sample's puzzles, as lines. */
export function samplePuzzles() {
  const text = fs.readFileSync(path.join(REPO, 'tests', 'puzzles', 'sample_17_clue.txt'), 'utf8');
  return text.split('\n').map((l) => l.trim()).filter((l) => l.length === 81 && !l.startsWith('#'));
}

/** The collection's file: the header, then one puzzle a line; the same every time. */
export function file(seed = 17) {
  const sample = samplePuzzles().map((line) => Buffer.from(line, 'latin1'));
  const random = mulberry32(seed);
  const header = Buffer.from(`${HEADER}\n`);
  const out = Buffer.alloc(header.length + COUNT * 82);
  header.copy(out);
  for (let i = 0; i < COUNT; i++) {
    const at = header.length + i * 82;
    transformedInto(out, at, sample[i % sample.length], random);
    out[at + 81] = 0x0a;
  }
  return out;
}

/** The collection's puzzles, in order, as lines (read back from the file). */
export function puzzles(bytes = file()) {
  return bytes.toString('latin1').split('\n').slice(1, COUNT + 1);
}
