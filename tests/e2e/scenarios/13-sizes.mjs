// Grid sizes from the menu: Left on Size makes a 4x4 grid, typed with the pad
// and solved with Square; Right twice makes a 16x16 grid, where Square on the
// empty grid finds one of its many solutions and says it is not unique. After
// a restart the 16x16 grid is back, and the 4x4 one comes back from its own
// file when the size is switched. Every screen is the host's render of the
// same presses (status left out where it holds a time). Independently of
// the core, the grids are read off the screen by glyph: the 4x4 starter as
// typed, then its one solution (by the harness's solver); the 16x16 answer a
// valid grid (every row, column and box holds 1-9 and A-G once); the files
// are copied once state.sav and grid4.sav hold those very grids, and after
// the restart the screen reads as the same two grids again.
import { expectGivens, expectSolution } from '../answers.mjs';
import { formatLine } from '../independent/sudoku-rules.mjs';
import { allOf, clearGameFiles, layout, menuKeys, saveHolds, stickWhen } from '../sudoku.mjs';

/** The 4x4 starter of the library (one solution). */
const FOUR = '32.4........4.23';
const EMPTY_SIXTEEN = '.'.repeat(256);

export const name = 'sizes: 4x4 and 16x16';

/** The 4x4 starter of the library, typed cell by cell from r1c1 (32.4 / .... / .... / 4.23). */
const TYPE_FOUR = [
  'Circle', 'Circle', 'Circle', 'Right', 'Circle', 'Circle', 'Right', 'Right', 'Cross',
  'Up', 'Cross', 'Cross', 'Left', 'Cross', 'Cross', 'Cross', 'Left', 'Left', 'Cross',
];

/**
 * Presses `keys` (after `before`, from the files in `stick` if given) one
 * group at a time, waiting after each size switch for the screen the host
 * draws for the presses so far (status left out): the switch writes the grid
 * left behind to the memory stick, and a press of a frame or two while that
 * takes place can go unseen.
 */
async function pressSwitching(t, keys, { before = [], stick = null } = {}) {
  const from = stick ? ['--stick', stick] : [];
  let group = [];
  let pressed = [...before];
  for (const key of keys) {
    group.push(key);
    if (key === 'Left' || key === 'Right') {
      await t.pressKeys(group);
      pressed = [...pressed, ...group];
      await t.expectScreen(['editor', ...from, '--keys', pressed.join(',')], {
        label: `size switched by ${key}`,
        ignore: [layout().statusArea],
      });
      group = [];
    }
  }
  if (group.length) await t.pressKeys(group);
}

export async function run(t) {
  const { statusArea } = layout();
  const four = ['Start', ...menuKeys('Size'), 'Left', 'Start'];
  await pressSwitching(t, four);
  await t.expectEditor({ keys: four }, { label: 'an empty 4x4 grid' });
  await t.pressKeys(TYPE_FOUR);
  const typed = [...four, ...TYPE_FOUR];
  expectGivens(t, await t.expectEditor({ keys: typed }, { label: 'the 4x4 starter typed' }), FOUR);
  await t.pressKeys(['Square']);
  const solved = [...typed, 'Square'];
  const fourSolved = await t.expectEditor({ keys: solved }, { label: '4x4 solved (status left out)', ignore: [statusArea] });
  const fourSolution = formatLine(expectSolution(t, fourSolved, FOUR, { solutions: 'one' }));

  const sixteen = [...solved, 'Start', ...menuKeys('Size'), 'Right', 'Right', 'Start'];
  await pressSwitching(t, sixteen.slice(solved.length), { before: solved });
  await t.expectEditor({ keys: sixteen }, { label: 'an empty 16x16 grid' });
  await t.pressKeys(['Square']);
  const many = [...sixteen, 'Square'];
  const sixteenSolved = await t.expectEditor({ keys: many }, { label: '16x16: one of many solutions, not unique (status left out)', ignore: [statusArea], timeout: 30_000 });
  const sixteenSolution = formatLine(expectSolution(t, sixteenSolved, EMPTY_SIXTEEN, { solutions: 'several' }));

  t.step('wait for the saves: the 16x16 answer in state.sav, the solved 4x4 grid in grid4.sav');
  const { dir: stick } = await stickWhen(
    t,
    'sixteen',
    allOf(
      saveHolds('state.sav', { comment: /: 16x16, solved, not unique,/, placed: sixteenSolution }),
      saveHolds('grid4.sav', { comment: /: 4x4, solved, cursor/, placed: fourSolution }),
    ),
  );
  t.step('switch off and on');
  await t.emu.reboot();
  const sixteenBack = await t.expectScreen(['editor', '--stick', stick], { label: 'the 16x16 grid is back, as the host draws it from the same files' });
  if (formatLine(expectSolution(t, sixteenBack, EMPTY_SIXTEEN, { solutions: 'several' })) !== sixteenSolution) {
    throw t.fail('the 16x16 grid read after the restart is not the one read before', sixteenBack);
  }
  const back = ['Start', ...menuKeys('Size'), 'Right', 'Start'];
  await pressSwitching(t, back, { stick });
  const fourBack = await t.expectScreen(['editor', '--stick', stick, '--keys', back.join(',')], { label: 'Size > 4x4: the solved 4x4 grid is back from its file' });
  if (formatLine(expectSolution(t, fourBack, FOUR, { solutions: 'one' })) !== fourSolution) {
    throw t.fail('the 4x4 grid read after the restart is not the one read before', fourBack);
  }
  await clearGameFiles(t);
}
