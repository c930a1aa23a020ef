// The e2e's 49,158-puzzle collection (seventeen.mjs): the shape of the 17-clue set, and puzzles
// that are still 17-clue puzzles with one solution (checked with the harness's own solver).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countSolutions } from '../independent/solver.mjs';
import { parseLine } from '../independent/sudoku-rules.mjs';
import * as seventeen from '../seventeen.mjs';

const bytes = seventeen.file();

test('the collection is a comment line and 49,158 puzzle lines', () => {
  const lines = bytes.toString('latin1').split('\n');
  assert.equal(lines[0], seventeen.HEADER);
  assert.equal(lines.length, seventeen.COUNT + 2, 'a line end after the last puzzle');
  assert.equal(lines.at(-1), '');
  assert.deepEqual(seventeen.puzzles(bytes), lines.slice(1, -1));
});

test('its puzzles keep 17 clues and one solution, and differ from the sample they come from', () => {
  const list = seventeen.puzzles(bytes);
  const sample = seventeen.samplePuzzles();
  // Every 997th puzzle (a prime: they come from all over the sample), and the last.
  const picked = [...list.keys()].filter((i) => i % 997 === 0).concat(list.length - 1);
  for (const i of picked) {
    const line = list[i];
    assert.match(line, /^[1-9.]{81}$/, `puzzle ${i + 1}`);
    assert.equal(line.replace(/\./g, '').length, 17, `puzzle ${i + 1}: 17 clues`);
    assert.equal(countSolutions(parseLine(line)), 1, `puzzle ${i + 1}: one solution`);
    assert.notEqual(line, sample[i % sample.length], `puzzle ${i + 1} is transformed`);
  }
});
