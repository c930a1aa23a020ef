// The classroom grid (tests/puzzles/seeds.txt, unique solution) typed with the
// D-pad and the digit buttons as a player would, then Square: the PSP shows
// the solution as `sudoku render editor --keys <the same presses>` draws it
// (the status line, which holds the solve time, left out), and cell by cell
// every given is inked in the given colour and every other cell holds a digit
// in the solved colour.
import { CLASSROOM, checkCellInk, layout } from '../sudoku.mjs';

export const name = 'classroom grid typed and solved';

export async function run(t) {
  const keys = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });
  await t.expectEditor({ keys }, { label: 'classroom grid typed' });
  const typed = keys.length;

  t.step('press Square');
  await t.pressKeys(['Square']);
  const solved = await t.expectEditor(
    { keys: [...keys, 'Square'] },
    { label: 'solved (status area left out: it holds the time)', ignore: [layout().statusArea], timeout: 30_000 },
  );

  t.step('cell by cell: givens in the given colour, the rest in the solved colour');
  const problems = checkCellInk(solved, CLASSROOM, { others: 'solved' });
  if (problems.length) throw t.fail(`${problems.length} cell(s) wrong: ${problems.join('; ')}`, solved);
  t.log(`typed with ${typed} presses; solution shown, ${CLASSROOM.replace(/\./g, '').length} givens in the given colour`);
}
