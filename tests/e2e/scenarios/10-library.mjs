// The puzzle library: Start > Library lists the built-in puzzles (name,
// size, grade, solutions; the classroom grid's grade and count checked against
// the harness's own grader and solver); the classroom grid loads with Cross and Square solves it;
// the built-in 16x16 (before the classroom's grids; the library reopens where it was left) loads and solves too. Then, from a fresh
// start, a puzzles.txt with a bad line is put next to the EBOOT: it is a
// collection of the library (Triangle lists them), whose status names the bad
// line by line and column. Every screen is compared with `sudoku render
// editor` after the same presses (from the same files).
// Independently of the core, each loaded grid and each answer is read off the
// screen by glyph: the classroom grid loads as its givens and solves to its
// one solution; the 16x16's givens, as read, have one solution by the
// harness's solver and the screen shows it; the player's 4x4 puzzle loads as
// written in puzzles.txt and solves to its one solution.
import fs from 'node:fs';
import path from 'node:path';
import { expectGivens, expectSolution, readGrid } from '../answers.mjs';
import { grade } from '../independent/grader.mjs';
import { countSolutions } from '../independent/solver.mjs';
import { formatLine, parseLine } from '../independent/sudoku-rules.mjs';
import { CLASSROOM, GAME_DIR, clearGameFiles, layout, menuKeys } from '../sudoku.mjs';

export const name = 'library: load and solve, puzzles.txt';

/** The player's 4x4 puzzle (one solution). */
const MY_FOUR = '..1.4......3.4..';
/** The player's own puzzles: a comment, a 4x4 puzzle, a malformed line, the classroom grid. */
const PUZZLES_TXT = `# my puzzles\n${MY_FOUR}\nthis line is not a puzzle\n${CLASSROOM}\n`;

export async function run(t) {
  const { statusArea } = layout();
  const open = ['Start', ...menuKeys('Library'), 'Cross'];
  await t.pressKeys(open);
  await t.expectEditor({ keys: open }, { label: 'the library, first entry' });

  // The classroom grid's entry says what it is: "9x9, medium, one solution", as the host draws
  // it once the grade is found (the harness's own grader and solver agree: medium, one).
  const puzzle = parseLine(CLASSROOM);
  const independent = `${grade(puzzle)}, ${countSolutions(puzzle) === 1 ? 'one solution' : 'not one solution'}`;
  if (independent !== 'medium, one solution') throw new Error(`the harness grades the classroom grid ${independent}`);
  // The classroom's grids come last, in a group of their own: Up wraps to them.
  await t.pressKeys(['Up', 'Up']);
  await t.expectEditor({ keys: [...open, 'Up', 'Up'] }, { label: 'the library: the classroom grid, medium, one solution' });
  t.log(`the classroom grid's entry as the host draws it, its grade found on the console: ${independent}`);
  const classroom = [...open, 'Up', 'Up', 'Cross'];
  await t.pressKeys(['Cross']);
  expectGivens(t, await t.expectEditor({ keys: classroom }, { label: 'classroom grid loaded' }), CLASSROOM);
  await t.pressKeys(['Square']);
  const solved = await t.expectEditor(
    { keys: [...classroom, 'Square'] },
    { label: 'classroom solved (status left out: it holds the time)', ignore: [statusArea], timeout: 30_000 },
  );
  expectSolution(t, solved, CLASSROOM, { solutions: 'one' });

  // The library opens where it was left (the classroom grid, second of the last three): Up
  // twice goes past the tutorial's grid to the 16x16.
  const sixteen = [...classroom, 'Square', ...open, 'Up', 'Up', 'Cross'];
  await t.pressKeys([...open, 'Up', 'Up']);
  await t.expectEditor({ keys: sixteen.slice(0, -1) }, { label: 'the library: the 16x16' });
  await t.pressKeys(['Cross']);
  // Loading a grid of another size writes the one left behind: wait for it before Square.
  const loaded = await t.expectEditor({ keys: sixteen }, { label: '16x16 loaded' });
  const givens16 = formatLine(readGrid(t, loaded, 16).grid);
  expectGivens(t, loaded, givens16); // every digit in the given colour
  t.log(`the built-in 16x16 as read off the screen: ${givens16.replace(/\./g, '').length} givens`);
  await t.pressKeys(['Square']);
  const solved16 = await t.expectEditor(
    { keys: [...sixteen, 'Square'] },
    { label: '16x16 loaded and solved (status left out)', ignore: [statusArea], timeout: 30_000 },
  );
  expectSolution(t, solved16, givens16, { solutions: 'one' });

  t.step('start afresh (the game as booted) with puzzles.txt next to the EBOOT');
  await t.freshStart();
  await clearGameFiles(t);
  await t.emu.writeFile(`${GAME_DIR}/puzzles.txt`, Buffer.from(PUZZLES_TXT));
  // The host draws from a copy of the EBOOT's folder holding the same puzzles.txt (fresh each
  // time: a render keeps its saves there).
  let copies = 0;
  const stick = () => {
    const dir = path.join(t.dir, `stick-${++copies}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'puzzles.txt'), PUZZLES_TXT);
    return dir;
  };

  // puzzles.txt is a collection of its own, listed after the built-in puzzles.
  const mine = [...open, 'Triangle', 'Down', 'Cross'];
  await t.pressKeys(mine);
  await t.expectScreen(['editor', '--stick', stick(), '--keys', mine.join(',')], {
    label: "puzzles.txt: the player's 4x4 puzzle, the bad line named by line and column",
  });
  const loadedKeys = [...mine, 'Cross'];
  await t.pressKeys(['Cross']);
  const mineLoaded = await t.expectScreen(['editor', '--stick', stick(), '--keys', loadedKeys.join(',')], {
    label: "the player's 4x4 puzzle loaded",
    ignore: [statusArea],
  });
  expectGivens(t, mineLoaded, MY_FOUR);
  await t.pressKeys(['Square']);
  const mineSolved = await t.expectScreen(['editor', '--stick', stick(), '--keys', [...loadedKeys, 'Square'].join(',')], {
    label: "the player's 4x4 puzzle loaded and solved (status left out)",
    ignore: [statusArea],
    timeout: 30_000,
  });
  expectSolution(t, mineSolved, MY_FOUR, { solutions: 'one' });

  await clearGameFiles(t);
}
