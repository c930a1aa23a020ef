// The harness's own rules and solver (independent/), on puzzles whose
// answers are known from outside the app: the seed grids' solution counts
// (README), the 288 4x4 Sudoku grids, and the 17-clue set (every one unique).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { formatLine, parseLine, solutionProblems } from '../independent/sudoku-rules.mjs';
import { countSolutions, solve, uniqueSolution } from '../independent/solver.mjs';
import { REPO } from '../paths.mjs';

const puzzleFile = (name) =>
  fs
    .readFileSync(path.join(REPO, 'tests', 'puzzles', name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, 81));

const [TUTORIAL, CLASSROOM, WORST_CASE] = puzzleFile('seeds.txt');

test('puzzle lines read and write back, any size, 0 or . for empty, A-G for 10-16', () => {
  assert.equal(formatLine(parseLine('1234341221434321')), '1234341221434321');
  assert.equal(formatLine(parseLine(CLASSROOM.replace(/\./g, '0'))), CLASSROOM);
  const sixteen = '123456789abcdefg' + '.'.repeat(240);
  assert.deepEqual(parseLine(sixteen).cells.slice(0, 16), Array.from({ length: 16 }, (_, k) => k + 1));
  assert.throws(() => parseLine('12345'), /16, 81 or 256/);
  assert.throws(() => parseLine('5' + '.'.repeat(15)), /bad digit/);
});

test('a solution check catches a changed given, a repeated digit and an empty cell', () => {
  const puzzle = parseLine(CLASSROOM);
  const solution = uniqueSolution(puzzle);
  assert.deepEqual(solutionProblems(puzzle, solution), []);
  const given = CLASSROOM.search(/[1-9]/);
  const changed = { n: 9, cells: solution.cells.slice() };
  // Swap the given's digit with another cell's of its row: rows stay permutations, the given changes.
  const row = Math.floor(given / 9) * 9;
  const other = [...Array(9).keys()].map((k) => row + k).find((i) => i !== given);
  [changed.cells[given], changed.cells[other]] = [changed.cells[other], changed.cells[given]];
  assert.match(solutionProblems(puzzle, changed).join('; '), /but the puzzle gives/);
  assert.match(solutionProblems(puzzle, changed).join('; '), /column \d lacks/);
  const hole = { n: 9, cells: solution.cells.slice() };
  hole.cells[80] = 0;
  assert.match(solutionProblems(puzzle, hole).join('; '), /r9c9 holds no digit/);
});

test('the seed grids: the tutorial grid has 434 solutions, the other two one each', () => {
  assert.equal(solve(parseLine(TUTORIAL), { limit: Infinity }).count, 434);
  for (const line of [CLASSROOM, WORST_CASE]) {
    const { count, solutions } = solve(parseLine(line), { limit: Infinity });
    assert.equal(count, 1, line);
    assert.deepEqual(solutionProblems(parseLine(line), solutions[0]), []);
  }
});

test('every solution found of the tutorial grid is a different, valid one', () => {
  const puzzle = parseLine(TUTORIAL);
  const { solutions } = solve(puzzle, { limit: 20 });
  assert.equal(solutions.length, 20);
  assert.equal(new Set(solutions.map(formatLine)).size, 20);
  for (const s of solutions) assert.deepEqual(solutionProblems(puzzle, s), []);
});

test('an empty 4x4 grid has the 288 known solutions; an empty 16x16 grid gets a valid one', () => {
  assert.equal(solve(parseLine('.'.repeat(16)), { limit: Infinity }).count, 288);
  const empty = parseLine('.'.repeat(256));
  const { count, solutions } = solve(empty, { limit: 1 });
  assert.equal(count, 1);
  assert.deepEqual(solutionProblems(empty, solutions[0]), []);
});

test('clashing givens, and a cell left without a digit, have no solution', () => {
  assert.equal(countSolutions(parseLine('5.....5' + '.'.repeat(74))), 0);
  // Row 1 holds 1-8; column 9 holds a 9 lower down: r1c9 can take nothing.
  assert.equal(countSolutions(parseLine('12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63))), 0);
});

test('the first 40 puzzles of the 17-clue sample are unique, and solved validly', () => {
  for (const line of puzzleFile('sample_17_clue.txt').slice(0, 40)) {
    const puzzle = parseLine(line);
    const solution = uniqueSolution(puzzle);
    assert.ok(solution, `${line} should have one solution`);
    assert.deepEqual(solutionProblems(puzzle, solution), []);
  }
});
