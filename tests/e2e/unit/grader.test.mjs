// The harness's own grader (independent/grader.mjs) against the grades the
// app's grader gives a sample of tests/puzzles/ (graded-puzzles.txt).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { grade, solveWith } from '../independent/grader.mjs';
import { countSolutions, uniqueSolution } from '../independent/solver.mjs';
import { parseLine } from '../independent/sudoku-rules.mjs';

const graded = fs
  .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'graded-puzzles.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [grade, solutions, puzzle, from] = line.split(' ');
    return { grade, solutions, puzzle, from };
  });

test('the sample holds every grade', () => {
  const grades = new Set(graded.map((g) => g.grade));
  assert.deepEqual([...grades].sort(), ['easy', 'expert', 'hard', 'medium']);
  assert.ok(graded.filter((g) => g.grade === 'hard').length >= 20);
});

test('solution counts agree with sudoku solve --count on the sample', () => {
  for (const { solutions, puzzle } of graded) {
    assert.equal(String(countSolutions(parseLine(puzzle))).replace('2', '2+'), solutions, puzzle);
  }
});

test('grades agree with the app grader on the sample', () => {
  const wrong = graded.filter((g) => grade(parseLine(g.puzzle)) !== g.grade).map((g) => `${g.puzzle} (${g.from}): app ${g.grade}, harness ${grade(parseLine(g.puzzle))}`);
  assert.deepEqual(wrong, []);
});

test('a hard puzzle is stuck with the medium techniques and solved with the hard ones', () => {
  for (const { puzzle } of graded.filter((g) => g.grade === 'hard')) {
    const medium = solveWith(parseLine(puzzle), 'medium');
    assert.ok(!medium.solved && !medium.contradiction && medium.open > 0, puzzle);
    const hard = solveWith(parseLine(puzzle), 'hard');
    assert.ok(hard.solved, puzzle);
    const hardSteps = ['naked triple', 'hidden triple', 'naked quad', 'hidden quad', 'X-wing', 'swordfish', 'jellyfish', 'XY-wing', 'XYZ-wing'];
    assert.ok(hardSteps.some((name) => hard.used[name]), `${puzzle}: ${JSON.stringify(hard.used)}`);
  }
});

test('every digit the techniques place is the solution\'s (they are sound)', () => {
  for (const { puzzle, solutions } of graded) {
    if (solutions !== '1') continue;
    const solution = uniqueSolution(parseLine(puzzle));
    const { grid, contradiction } = solveWith(parseLine(puzzle), 'hard');
    assert.ok(!contradiction, puzzle);
    grid.cells.forEach((d, i) => assert.ok(d === 0 || d === solution.cells[i], `${puzzle}: cell ${i} placed ${d}`));
  }
});

test('a puzzle with several solutions, or none, is never graded easy to hard', () => {
  assert.equal(grade(parseLine('.'.repeat(81))), 'expert');
  assert.equal(grade(parseLine('5.....5' + '.'.repeat(74))), 'invalid');
});
