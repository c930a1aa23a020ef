// Grid sizes from the menu: Left on Size makes a 4x4 grid, typed with the pad
// and solved with Square; Right twice makes a 16x16 grid, where Square on the
// empty grid finds one of its many solutions and says it is not unique. After
// a restart the 16x16 grid is back, and the 4x4 one comes back from its own
// file when the size is switched. Every screen is the host's render of the
// same presses (status left out where it holds a time).
import { clearGameFiles, copyStick, layout, menuKeys } from '../sudoku.mjs';

export const name = 'sizes: 4x4 and 16x16';

/** The 4x4 starter of the library, typed cell by cell from r1c1 (32.4 / .... / .... / 4.23). */
const TYPE_FOUR = [
  'Circle', 'Circle', 'Circle', 'Right', 'Circle', 'Circle', 'Right', 'Right', 'Cross',
  'Up', 'Cross', 'Cross', 'Left', 'Cross', 'Cross', 'Cross', 'Left', 'Left', 'Cross',
];

/**
 * Presses `keys` one group at a time, waiting for a still screen after each
 * size switch: the switch writes the grid left behind to the memory stick, and
 * a press of a frame or two while that takes place can go unseen.
 */
async function pressSwitching(t, keys) {
  let group = [];
  for (const key of keys) {
    group.push(key);
    if (key === 'Left' || key === 'Right') {
      await t.pressKeys(group);
      await t.emu.settle();
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
  await t.expectEditor({ keys: typed }, { label: 'the 4x4 starter typed' });
  await t.pressKeys(['Square']);
  const solved = [...typed, 'Square'];
  await t.expectEditor({ keys: solved }, { label: '4x4 solved (status left out)', ignore: [statusArea] });

  const sixteen = [...solved, 'Start', ...menuKeys('Size'), 'Right', 'Right', 'Start'];
  await pressSwitching(t, sixteen.slice(solved.length));
  await t.expectEditor({ keys: sixteen }, { label: 'an empty 16x16 grid' });
  await t.pressKeys(['Square']);
  const many = [...sixteen, 'Square'];
  await t.expectEditor({ keys: many }, { label: '16x16: one of many solutions, not unique (status left out)', ignore: [statusArea], timeout: 30_000 });

  const stick = await copyStick(t, 'sixteen');
  t.step('switch off and on');
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', stick], { label: 'the 16x16 grid is back, as the host draws it from the same files' });
  const back = ['Start', ...menuKeys('Size'), 'Right', 'Start'];
  await pressSwitching(t, back);
  await t.expectScreen(['editor', '--stick', stick, '--keys', back.join(',')], { label: 'Size > 4x4: the solved 4x4 grid is back from its file' });
  await clearGameFiles(t);
}
