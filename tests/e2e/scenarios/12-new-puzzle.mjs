// Start > New puzzle (Right makes it Hard): the PSP makes a puzzle from a
// clock seed and starts a game. Its autosave holds a puzzle with one solution
// (`sudoku save`, then `sudoku solve --count`), its givens are on the screen
// in the given colour with every other cell empty, and the screen is the one
// the host draws when resuming from the same files (status and footer left out).
import path from 'node:path';
import { checkCellInk, copyStick, clearGameFiles, countSolutions, layout, menuKeys, readSave } from '../sudoku.mjs';

export const name = 'new puzzle by difficulty';

export async function run(t) {
  const { statusArea, footerArea } = layout();
  const keys = ['Start', ...menuKeys('NewPuzzle'), 'Right', 'Cross'];
  await t.pressKeys(keys);
  const shown = await t.screenshot('a new hard puzzle');
  const stick = await copyStick(t, 'new');

  t.step('the autosave holds a game of a puzzle with one solution');
  const save = readSave(path.join(stick, 'state.sav'));
  if (!/9x9, a game/.test(save.comment)) throw new Error(`state.sav is not a 9x9 game: ${save.comment}`);
  const count = countSolutions(save.givens);
  if (count !== '1') throw new Error(`the new puzzle has ${count} solutions: ${save.givens}`);
  const givens = save.givens.replace(/\./g, '').length;
  t.log(`hard puzzle with ${givens} givens, one solution: ${save.givens}`);

  t.step('its givens are on the screen, in the given colour, the rest empty');
  const problems = checkCellInk(shown, save.givens, { others: null });
  if (problems.length) throw t.fail(`${problems.length} cell(s) wrong: ${problems.join('; ')}`, shown);

  await t.expectScreen(['editor', '--stick', stick], {
    label: 'the screen the host draws from the same files (status and footer left out)',
    ignore: [statusArea, footerArea],
  });
  await clearGameFiles(t);
}
