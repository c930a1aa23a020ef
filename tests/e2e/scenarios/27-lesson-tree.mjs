// The lesson's exploration tree on the NSI course's 4x4 grid (32.4 / .... /
// .... / 4.23): a 4x4 grid from the menu's Size entry, the grid typed, the
// lesson, R six times from the step view (the tree), nine steps of the naive
// search (the path lit, r3c3's 4 crossed out: no digit fits r3c4), then Cross
// to the solution (the path to it green, both dead ends crossed out); the
// status line, which says the time, left out. Pixel-exact against `sudoku
// render`; the presses played in fast-forward, timed by the core's frames.
import { layout, menuKeys } from '../sudoku.mjs';
import { lessonAreas } from './18-lesson-step-by-step.mjs';

export const name = 'lesson exploration tree';

/** The course's 4x4 grid typed cell by cell from r1c1 (as the graph scenario types it). */
const TYPE_FOUR = [
  'Circle', 'Circle', 'Circle', 'Right', 'Circle', 'Circle', 'Right', 'Right', 'Cross',
  'Up', 'Cross', 'Cross', 'Left', 'Cross', 'Cross', 'Cross', 'Left', 'Left', 'Cross',
];

/** Presses `keys` in fast-forward (the page times them by the core's frames). */
async function fast(t, keys) {
  await t.emu.fastForward(true);
  try {
    await t.pressKeys(keys);
  } finally {
    await t.emu.fastForward(false);
  }
}

export async function run(t) {
  const four = ['Start', ...menuKeys('Size'), 'Left'];
  await t.pressKeys(four);
  // The switch writes the grid left behind: wait for its screen before pressing on.
  await t.expectScreen(['editor', '--keys', four.join(',')], {
    label: 'size switched to 4x4',
    ignore: [layout().statusArea],
  });
  t.step('the course grid typed, the lesson, the tree view, nine steps');
  const tree = [...four, 'Start', ...TYPE_FOUR, 'Start', ...menuKeys('Lesson'), 'Cross', ...Array(6).fill('R')];
  const nine = [...tree, ...Array(9).fill('Square')];
  await fast(t, nine.slice(four.length));
  await t.expectEditor({ keys: nine }, { label: 'nine steps: the path lit, r3c3 crossed out' });

  t.step('Cross: to the solution');
  const solved = [...nine, 'Cross'];
  await t.pressKeys(['Cross']);
  await t.expectEditor({ keys: solved }, { label: 'solved: the path green', ignore: [lessonAreas().status] });
}
