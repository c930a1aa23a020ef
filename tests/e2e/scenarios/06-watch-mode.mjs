// Watch mode: turned on from the menu, Square on the classroom grid shows the
// search as it goes. Screens grabbed while it runs (it changes every frame, so
// they are not waited on) must include one with some, but not all, of the
// empty cells holding a digit in the solved colour (read by glyph: every
// cell of a grabbed screen must read as a digit or as empty); then the final
// screen is the render's (status area left out), and read by glyph it is the
// classroom grid's one solution.
import { expectSolution } from '../answers.mjs';
import { readBoard } from '../glyphs.mjs';
import { compare } from '../images.mjs';
import { CLASSROOM, digits, layout, menuKeys } from '../sudoku.mjs';

/** Of the cells the classroom grid leaves empty: how many show a digit in the solved colour, and how many there are. */
function countSolved(t, screen) {
  const cells = readBoard(screen, 9);
  const unreadable = cells.findIndex((c) => c.digit === null);
  if (unreadable >= 0) throw t.fail(`cell ${unreadable} of a grabbed screen holds no digit's glyph`, screen);
  const empty = digits(CLASSROOM).map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
  return { filled: empty.filter((i) => cells[i].digit && cells[i].ink === 'solved').length, empty: empty.length };
}

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
    const { filled, empty } = countSolved(t, screen);
    seenCounts.push(filled);
    if (!partial && filled > 0 && filled < empty) {
      partial = { screen, filled, empty };
      t.save(`mid-search: ${filled} of ${empty} empty cells filled`, screen);
    }
    if (Date.now() > deadline) throw t.fail('the watched search did not end within 60 s', screen);
  }
  t.log(`${grabs} screens grabbed while the search ran; solved-colour digits in the empty cells: ${seenCounts.join(' ')}`);
  if (!partial) throw new Error(`no grabbed screen showed a partly filled grid (counts seen: ${seenCounts.join(' ') || 'none'})`);

  const done = await t.expectEditor({ keys: all }, { label: 'search done (status area left out)', ignore });
  expectSolution(t, done, CLASSROOM, { solutions: 'one' });
}
