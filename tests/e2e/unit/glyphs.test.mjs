// Reading digits off screens by glyph (glyphs.mjs, answers.mjs), on screens
// `sudoku render` draws (it must be built: cargo build --release --bin sudoku).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { expectGivens, expectSolution } from '../answers.mjs';
import { board, readBoard } from '../glyphs.mjs';
import { readPng } from '../images.mjs';
import { SUDOKU } from '../paths.mjs';
import { CLASSROOM, TUTORIAL } from '../sudoku.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glyphs-test-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));

let renders = 0;
function render(...args) {
  const file = path.join(dir, `${++renders}.png`);
  execFileSync(SUDOKU, ['render', 'editor', ...args, file], { stdio: ['ignore', 'ignore', 'pipe'] });
  return readPng(file);
}

/** What a scenario's `t` gives the checks: failures as errors. */
const t = { fail: (message) => new Error(message) };

/** Copies the pixels of cell `from` over cell `to` (same size) on `image`. */
function copyCell(image, n, from, to) {
  const { cells } = board(n);
  const a = cells[from];
  const b = cells[to];
  for (let y = 0; y < a.h; y++) {
    for (let x = 0; x < a.w; x++) {
      const i = ((a.y + y) * image.width + a.x + x) * 4;
      const j = ((b.y + y) * image.width + b.x + x) * 4;
      image.data.copy(image.data, j, i, i + 4);
    }
  }
}

test('each size has one glyph per digit, on a board of equal cells', () => {
  for (const n of [4, 9, 16]) {
    const { cells, glyphs } = board(n);
    assert.equal(cells.length, n * n);
    assert.equal(glyphs.size, n);
    assert.deepEqual([...glyphs.values()].sort((a, b) => a - b), Array.from({ length: n }, (_, k) => k + 1));
  }
});

test('typed givens read back digit for digit, whatever the cell backgrounds', () => {
  // The cursor on r1c2 (a 9): the cursor cell, its peers and every 9 have backgrounds of their own.
  expectGivens(t, render('--givens', CLASSROOM, '--keys', 'Right'), CLASSROOM);
  expectGivens(t, render('--givens', TUTORIAL), TUTORIAL);
  const four = '32.4........4.23';
  expectGivens(t, render('--givens', four), four);
  const sixteen = '123456789ABCDEFG'.split('').reverse().join('') + '.'.repeat(240);
  expectGivens(t, render('--givens', sixteen), sixteen);
});

test('solved grids read as solutions, givens in the given colour and the rest in the solved colour', () => {
  expectSolution(t, render('--givens', CLASSROOM, '--keys', 'Square'), CLASSROOM, { solutions: 'one' });
  expectSolution(t, render('--givens', TUTORIAL, '--keys', 'Square'), TUTORIAL, { solutions: 'several' });
  expectSolution(t, render('--givens', '32.4........4.23', '--keys', 'Square'), '32.4........4.23', { solutions: 'one' });
  const empty16 = '.'.repeat(256);
  expectSolution(t, render('--givens', empty16, '--keys', 'Square'), empty16, { solutions: 'several' });
});

test('a wrong digit drawn in the right colour fails the check', () => {
  const solved = render('--givens', CLASSROOM, '--keys', 'Square');
  // r1c1 is empty in the classroom grid, r1c3 too: both solved digits, different ones.
  copyCell(solved, 9, 0, 2);
  assert.equal(readBoard(solved, 9)[2].ink, 'solved');
  assert.throws(() => expectSolution(t, solved, CLASSROOM, { solutions: 'one' }), /does not show a solution.*row 1 lacks/);
});

test('a given shown in the solved colour, or a solved digit missing, fails the check', () => {
  const typed = render('--givens', CLASSROOM);
  assert.throws(() => expectSolution(t, typed, CLASSROOM, { solutions: 'one' }), /r1c1 should be inked in solved, shows empty/);
  const solved = render('--givens', CLASSROOM, '--keys', 'Square');
  assert.throws(() => expectGivens(t, solved, CLASSROOM), /r1c1 should be empty, shows \d in solved/);
});

test('ink that is no digit fails to read', () => {
  const solved = render('--givens', CLASSROOM, '--keys', 'Square');
  const { cells } = board(9);
  const c = cells[0];
  const i = ((c.y + 1) * solved.width + c.x + 1) * 4;
  solved.data[i] ^= 0xff; // one stray pixel in r1c1
  assert.equal(readBoard(solved, 9)[0].digit, null);
  assert.throws(() => expectSolution(t, solved, CLASSROOM, { solutions: 'one' }), /r1c1 holds no digit's glyph/);
});

test('a grid with several solutions is not taken for a unique one', () => {
  const shown = render('--givens', TUTORIAL, '--keys', 'Square');
  assert.throws(() => expectSolution(t, shown, TUTORIAL, { solutions: 'one' }), /finds several solutions/);
});
