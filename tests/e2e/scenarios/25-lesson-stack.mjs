// The lesson's stack of choices: on the TP grid, R four times from the step
// view (the stack), 60 steps of the naive search: each pending supposition is
// listed, deepest last, with its level, cell, digit tried and digits still to
// try, and its cell is shaded on the board. Then ten steps back: the stack is
// as it was after 50 steps. The stack has no time on it: the screens are
// pixel-exact against `sudoku render`.
import { CLASSROOM, menuKeys } from '../sudoku.mjs';

export const name = 'lesson stack of choices';

export async function run(t) {
  const typed = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });
  t.step('menu: Backtracking lesson, the stack view, 60 steps');
  const keys = [...typed, 'Start', ...menuKeys('Lesson'), 'Cross', 'R', 'R', 'R', 'R', ...Array(60).fill('Square')];
  await t.pressKeys(keys.slice(typed.length));
  await t.expectEditor({ keys }, { label: 'the stack after 60 steps' });

  t.step('ten steps back');
  const back = [...keys, ...Array(10).fill('Triangle')];
  await t.pressKeys(Array(10).fill('Triangle'));
  await t.expectEditor({ keys: back }, { label: 'the stack ten steps back' });
}
