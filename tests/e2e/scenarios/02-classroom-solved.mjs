// The classroom grid (tests/puzzles/seeds.txt, unique solution) typed with the
// D-pad and the digit buttons as a player would, then Square: the PSP shows
// the solution as `sudoku render editor --keys <the same presses>` draws it
// (the status line, which holds the solve time, left out). Independently of
// the app's core, the digits are read off the screen by glyph: once typed,
// the screen holds exactly the classroom grid's givens; once solved, every
// given is unchanged in the given colour, every other cell holds a digit in
// the solved colour, every row, column and box holds each digit once, and
// the grid is the one solution the harness's own solver finds.
import { expectGivens, expectSolution } from '../answers.mjs';
import { CLASSROOM, layout } from '../sudoku.mjs';

export const name = 'classroom grid typed and solved';

export async function run(t) {
  const keys = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });
  const typed = await t.expectEditor({ keys }, { label: 'classroom grid typed' });
  expectGivens(t, typed, CLASSROOM);

  t.step('press Square');
  await t.pressKeys(['Square']);
  const solved = await t.expectEditor(
    { keys: [...keys, 'Square'] },
    { label: 'solved (status area left out: it holds the time)', ignore: [layout().statusArea], timeout: 30_000 },
  );

  t.step('read by glyph: the unique solution, givens unchanged');
  expectSolution(t, solved, CLASSROOM, { solutions: 'one' });
  t.log(`typed with ${keys.length} presses; the screen reads as the classroom grid's one solution`);
}
