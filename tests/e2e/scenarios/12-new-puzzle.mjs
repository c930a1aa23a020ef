// Start > New puzzle (Right makes it Hard): the PSP makes a puzzle from a
// clock seed and starts a game. The harness waits for the game to exist
// (state.sav, polled on the memory stick, holds a 9x9 game), then reads the
// puzzle off the screen by glyph, until the board shows the save's givens in
// the given colour and every other cell empty. Then, independently of the
// app's core: the harness's own solver finds one solution, and its own
// grader says "hard": the easy and medium techniques get stuck on it, the
// hard ones solve it. Last, the screen is the one the host draws when
// resuming from the same files (status and footer left out).
import path from 'node:path';
import { expectGivens } from '../answers.mjs';
import { grade, solveWith } from '../independent/grader.mjs';
import { countSolutions } from '../independent/solver.mjs';
import { parseLine } from '../independent/sudoku-rules.mjs';
import { clearGameFiles, layout, menuKeys, readSave, saveHolds, stickWhen } from '../sudoku.mjs';

export const name = 'new puzzle by difficulty';

/** Longest wait for the new game, in wall time (the emulated PSP takes a few ms to a few seconds). */
const MAKE_WITHIN_MS = 60_000;

export async function run(t) {
  const { statusArea, footerArea } = layout();
  t.step("remove the game's files, so that no earlier game passes for the new one");
  await clearGameFiles(t);

  const keys = ['Start', ...menuKeys('NewPuzzle'), 'Right', 'Cross'];
  await t.pressKeys(keys);
  t.step('wait for the game to exist: state.sav holds a 9x9 game');
  const { dir: stick, ms } = await stickWhen(t, 'new', saveHolds('state.sav', { comment: /: 9x9, a game,/ }), { timeout: MAKE_WITHIN_MS });
  const save = readSave(path.join(stick, 'state.sav'));
  if (save.placed !== save.givens) throw new Error(`the new game already holds placed digits: ${save.placed}`);
  t.log(`the game was in state.sav ${(ms / 1000).toFixed(1)} s after the presses`);

  await t.untilScreen('the screen shows the saved puzzle, read by glyph', (screen) => expectGivens(t, screen, save.givens));

  t.step("the harness's solver: one solution");
  const puzzle = parseLine(save.givens);
  const count = countSolutions(puzzle);
  if (count !== 1) throw new Error(`the new puzzle has ${count === 2 ? 'several solutions' : 'no solution'}: ${save.givens}`);

  t.step("the harness's grader: hard (medium techniques get stuck, hard ones solve it)");
  const medium = solveWith(puzzle, 'medium');
  const hard = solveWith(puzzle, 'hard');
  const verdict = grade(puzzle);
  const givens = save.givens.replace(/\./g, '').length;
  t.log(`puzzle ${save.givens}: ${givens} givens, one solution, graded ${verdict}; ` +
    `medium techniques leave ${medium.open} cells; the hard ones used: ${JSON.stringify(hard.used)}`);
  if (verdict !== 'hard') throw new Error(`the new "hard" puzzle grades ${verdict} by the harness's grader: ${save.givens}`);

  await t.expectScreen(['editor', '--stick', stick], {
    label: 'the screen the host draws from the same files (status and footer left out)',
    ignore: [statusArea, footerArea],
  });
  await clearGameFiles(t);
}
