// The lesson's graph view on the NSI course's 4x4 grid (32.4 / .... / .... /
// 4.23): a 4x4 grid from the menu's Size entry, the grid typed, the lesson,
// R five times from the step view (the graph), then three steps of the
// colouring: vertices numbered 0 to 15, the current one ringed with its edges
// to its neighbours, digits as colours. No time on it: pixel-exact against
// `sudoku render`.
import { layout, menuKeys } from '../sudoku.mjs';

export const name = 'lesson graph view';

/** The course's 4x4 grid typed cell by cell from r1c1 (as the sizes scenario types it). */
const TYPE_FOUR = [
  'Circle', 'Circle', 'Circle', 'Right', 'Circle', 'Circle', 'Right', 'Right', 'Cross',
  'Up', 'Cross', 'Cross', 'Left', 'Cross', 'Cross', 'Cross', 'Left', 'Left', 'Cross',
];

export async function run(t) {
  const four = ['Start', ...menuKeys('Size'), 'Left'];
  await t.pressKeys(four);
  // The switch writes the grid left behind: wait for its screen before pressing on.
  await t.expectScreen(['editor', '--keys', four.join(',')], {
    label: 'size switched to 4x4',
    ignore: [layout().statusArea],
  });
  const typed = [...four, 'Start', ...TYPE_FOUR];
  await t.pressKeys(['Start', ...TYPE_FOUR]);
  t.step('menu: Backtracking lesson, the graph view');
  const graph = [...typed, 'Start', ...menuKeys('Lesson'), 'Cross', 'R', 'R', 'R', 'R', 'R'];
  await t.pressKeys(graph.slice(typed.length));
  await t.expectEditor({ keys: graph }, { label: 'the graph before any step' });

  t.step('three steps of the colouring');
  const keys = [...graph, 'Square', 'Square', 'Square'];
  await t.pressKeys(['Square', 'Square', 'Square']);
  await t.expectEditor({ keys }, { label: 'three vertices coloured' });
}
