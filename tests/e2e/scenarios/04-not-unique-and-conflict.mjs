// The tutorial grid (seeds.txt: several solutions): Start > Count says 434
// solutions, as the harness's own solver counts them (the words of the status
// line are compared with the host's, the time after them left out). Square shows one solution
// and says it is not unique (the "NOT UNIQUE" tag lies outside the status
// area left out for the time, so it is compared). Read by glyph, the grid
// shown is a solution of the tutorial grid (givens unchanged, every row,
// column and box a permutation), and the harness's own solver agrees that
// the tutorial grid has several. Then a grid with two equal givens in a row:
// both cells show their 5 in red at once, and Square does not search.
import { expectGivens, expectSolution } from '../answers.mjs';
import { TUTORIAL, layout, menuKeys, pixel } from '../sudoku.mjs';
import { solve } from '../independent/solver.mjs';
import { parseLine } from '../independent/sudoku-rules.mjs';
import { compare } from '../images.mjs';

export const name = 'not unique, conflicting givens';

/** The status line's font is 6 pixels wide. */
const CHAR_W = 6;

/** The leftmost column of `image` inside `area` that holds a pixel of another colour than the area's top-left one. */
function firstInk(image, area) {
  const ground = pixel(image, area.x, area.y);
  for (let x = area.x; x < area.x + area.w; x++) {
    for (let y = area.y; y < area.y + area.h; y++) if (pixel(image, x, y) !== ground) return x;
  }
  return area.x + area.w;
}

export async function run(t) {
  const { statusArea, colours } = layout();
  const keys = await t.typeGrid(TUTORIAL);
  expectGivens(t, await t.expectEditor({ keys }, { label: 'tutorial grid typed' }), TUTORIAL);

  t.step('Start > Count: 434 solutions, as the harness counts them');
  const solutions = solve(parseLine(TUTORIAL), { limit: 1000 }).count;
  if (solutions !== 434) throw new Error(`the harness's solver counts ${solutions} solutions of the tutorial grid, not 434`);
  const count = ['Start', ...menuKeys('Count'), 'Cross'];
  await t.pressKeys(count);
  const counted = t.render(['editor', '--keys', [...keys, ...count].join(',')], 'tutorial-counted.render');
  // "434 solutions (T)": the words are compared, the time T (the host's is not the PSP's) left out.
  const timeFrom = firstInk(counted, statusArea) + CHAR_W * '434 solutions'.length;
  const time = { x: timeFrom, y: statusArea.y, w: statusArea.x + statusArea.w - timeFrom, h: statusArea.h };
  await t.expectEditor({ keys: [...keys, ...count] }, { label: '434 solutions (the time left out)', ignore: [time], timeout: 30_000 });
  keys.push(...count);

  t.step('the mode tag is compared: it lies outside the status area');
  const panel = { x: 272, y: 0, w: 480 - 272, h: 272 };
  const tagDiff = compare(
    t.render(['editor', '--keys', keys.join(',')], 'tutorial-typed.render'),
    t.render(['editor', '--keys', [...keys, 'Square'].join(',')], 'tutorial-solved.render'),
    { ignore: [statusArea] },
  );
  // Outside the status area, the two renders differ in the board (solved
  // digits, cursor hidden or not) and in the panel: the tag (and nothing else
  // of the panel changes between them).
  let inPanel = 0;
  for (let y = panel.y; y < panel.y + panel.h; y++) {
    for (let x = panel.x; x < panel.x + panel.w; x++) {
      const i = (y * 480 + x) * 4;
      if (tagDiff.diff.data[i] === 255 && tagDiff.diff.data[i + 1] === 0 && tagDiff.diff.data[i + 2] === 255) inPanel++;
    }
  }
  if (inPanel < 50) throw new Error(`only ${inPanel} panel pixels outside the status area tell EDIT from NOT UNIQUE`);

  t.step('press Square');
  await t.pressKeys(['Square']);
  const solved = await t.expectEditor(
    { keys: [...keys, 'Square'] },
    { label: 'not unique (status area left out)', ignore: [statusArea], timeout: 30_000 },
  );
  t.step('read by glyph: a solution of the tutorial grid, which has several');
  expectSolution(t, solved, TUTORIAL, { solutions: 'several' });

  t.step('fresh grid: 5 at r1c1 and r1c7, cursor moved down');
  await t.freshStart();
  const clash = ['Circle', 'R', 'Circle', 'R', 'Circle', ...Array(6).fill('Right'), 'Circle', 'R', 'Circle', 'R', 'Circle', 'Down'];
  await t.pressKeys(clash);
  const line = '5.....5' + '.'.repeat(74);
  const inkOf = { r1c1: 'conflict', r1c7: 'conflict' };
  const checkRed = (screen) => {
    expectGivens(t, screen, line, { inkOf });
    const bad = [];
    for (const [row, col] of [[0, 0], [0, 6]]) {
      const cell = layout().cells[row][col];
      const background = pixel(screen, cell.x, cell.y);
      if (background !== colours.conflict_bg) bad.push(`r${row + 1}c${col + 1} background #${background.toString(16)}, not conflict_bg`);
    }
    if (bad.length) throw t.fail(`the clashing cells are not red: ${bad.join('; ')}`, screen);
  };
  checkRed(await t.expectEditor({ keys: clash }, { label: 'two 5s in row 1, both red' }));

  t.step('Square: not searched');
  await t.pressKeys(['Square']);
  checkRed(await t.expectEditor({ keys: [...clash, 'Square'] }, { label: 'conflict, not searched' }));
}
