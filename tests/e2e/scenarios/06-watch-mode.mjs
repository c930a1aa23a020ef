// Watch mode: turned on from the menu, Square on the classroom grid shows the
// search as it goes. Screens grabbed while it runs (it changes every frame, so
// they are not waited on) must include one with some, but not all, of the
// empty cells holding a digit in the solved colour; then the final screen is
// the render's (status area left out).
import { CLASSROOM, countSolvedInk, layout, menuKeys } from '../sudoku.mjs';
import { compare } from '../images.mjs';

export const name = 'watch mode shows the search';

export async function run(t) {
  // Start opens the menu; Right on "Watch mode" turns it on.
  const watchOn = ['Start', ...menuKeys('Watch'), 'Right'];
  const keys = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });

  t.step('menu: watch mode on');
  await t.pressKeys(watchOn);
  await t.expectEditor({ keys: [...keys, ...watchOn] }, { label: 'menu, watch mode on' });
  await t.pressKeys(['Start']);
  const before = [...keys, ...watchOn, 'Start'];
  await t.expectEditor({ keys: before }, { label: 'menu closed' });

  t.step('Square, and grab screens while the search runs');
  const all = [...before, 'Square'];
  const final = t.render(['editor', '--keys', all.join(',')], 'final.render');
  const ignore = [layout().statusArea];
  await t.pressKeys(['Square']);
  const deadline = Date.now() + 60_000;
  let grabs = 0;
  let partial = null;
  const seenCounts = [];
  for (;;) {
    const screen = await t.grab();
    grabs++;
    if (compare(screen, final, { ignore }).differing === 0) break;
    const { filled, empty } = countSolvedInk(screen, CLASSROOM);
    seenCounts.push(filled);
    if (!partial && filled > 0 && filled < empty) {
      partial = { screen, filled, empty };
      t.save(`mid-search: ${filled} of ${empty} empty cells filled`, screen);
    }
    if (Date.now() > deadline) throw t.fail('the watched search did not end within 60 s', screen);
  }
  t.log(`${grabs} screens grabbed while the search ran; solved-colour digits in the empty cells: ${seenCounts.join(' ')}`);
  if (!partial) throw new Error(`no grabbed screen showed a partly filled grid (counts seen: ${seenCounts.join(' ') || 'none'})`);

  await t.expectEditor({ keys: all }, { label: 'search done (status area left out)', ignore });
}
