// The lesson's candidate map: on the classroom grid, 25 steps of the naive
// search, then R twice (the map view) and Right four times (digit 5): the
// cells where 5 can still go are shaded, as `sudoku render` draws them; Left
// twice shows digit 3. The map has no time on it: the screens are pixel-exact.
import { CLASSROOM, menuKeys } from '../sudoku.mjs';

export const name = 'lesson candidate map';

export async function run(t) {
  const typed = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });
  t.step('menu: Backtracking lesson, 25 steps, the map view');
  const keys = [...typed, 'Start', ...menuKeys('Lesson'), 'Cross', ...Array(25).fill('Square'), 'R', 'R'];
  await t.pressKeys(keys.slice(typed.length));
  await t.expectEditor({ keys }, { label: 'candidate map of digit 1' });

  const five = [...keys, 'Right', 'Right', 'Right', 'Right'];
  await t.pressKeys(['Right', 'Right', 'Right', 'Right']);
  await t.expectEditor({ keys: five }, { label: 'digit 5' });

  await t.pressKeys(['Left', 'Left']);
  await t.expectEditor({ keys: [...five, 'Left', 'Left'] }, { label: 'digit 3' });
}
