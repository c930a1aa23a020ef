// Nothing is lost when the PSP is switched off: a few digits typed land in
// state.sav on their own (PPSSPP never tells a game it is quitting): the
// harness polls the memory stick until `sudoku save state.sav` shows the
// grid and cursor the presses make (worked out by hand from the presses, not
// by the core), and that must happen within a second or so of the last
// press. After a cold boot the game is back exactly as it was, as `sudoku
// render editor --stick` draws it from a copy of the same files. Then the
// save is damaged: the game says so, starts empty, and keeps the damaged
// file aside byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import { expectGivens } from '../answers.mjs';
import { sameIn } from '../images.mjs';
import { STATE_FILE, clearGameFiles, copyStickNow, layout, saveHolds, stickWhen } from '../sudoku.mjs';

export const name = 'autosave, resume, damaged save';

/** Longest wait for the autosave, in wall time: the app writes within a second of a change. */
const SAVE_WITHIN_MS = 5_000;

/**
 * What the presses below make: Cross twice on r1c1 (empty, 9, 8), two Rights
 * and Circle three times on r1c3 (1, 2, 3), Down and R on r2c3 (1), then
 * Down and Left: the cursor ends on r3c2.
 */
const KEYS = ['Cross', 'Cross', 'Right', 'Right', 'Circle', 'Circle', 'Circle', 'Down', 'R', 'Down', 'Left'];
const TYPED = '8.3......' + '..1......' + '.'.repeat(63);

export async function run(t) {
  t.step("remove the game's files but the EBOOT");
  await clearGameFiles(t);
  const keys = KEYS;

  t.step('type a few digits and move on');
  await t.pressKeys(keys);

  t.step('state.sav comes to hold the typed grid and cursor, with no button pressed');
  const { dir: typed, files, ms } = await stickWhen(
    t,
    'typed',
    saveHolds('state.sav', { comment: /: 9x9, editing, cursor r3c2$/, placed: TYPED }),
    { timeout: SAVE_WITHIN_MS },
  );
  t.log(`state.sav (${files['state.sav'].length} bytes) held the typed grid ${ms} ms after the last press (polled every 10 frames)`);
  expectGivens(t, await t.expectEditor({ keys }, { label: 'typed' }), TYPED);

  t.step('switch off and on (cold boot, memory stick kept)');
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', typed], { label: 'resumed, as the host draws it from the same files' });
  await t.expectEditor({ keys }, { label: 'the grid and cursor as typed (status left out: it welcomes back)', ignore: [layout().statusArea] });

  t.step('damage state.sav (its last byte flipped)');
  const damaged = Buffer.from(files['state.sav']);
  damaged[damaged.length - 1] ^= 0xff;
  await t.emu.writeFile(STATE_FILE, damaged);
  const broken = await copyStickNow(t, 'damaged');

  t.step('switch off and on');
  await t.emu.reboot();
  const seen = await t.expectScreen(['editor', '--stick', broken], { label: 'damage reported, empty grid, as the host draws it' });
  const fresh = t.render(['editor'], 'fresh');
  if (sameIn(seen, fresh, layout().statusArea)) throw t.fail('the status line says nothing about the damaged save', seen);
  await t.expectEditor({}, { label: 'an empty grid, cursor top left (status left out)', ignore: [layout().statusArea] });

  t.step('the damaged file is kept aside untouched');
  const kept = await t.emu.readFile(`${STATE_FILE}.bad`);
  if (!kept?.equals(damaged)) throw new Error(`state.sav.bad is not the damaged file (${kept ? `${kept.length} bytes` : 'missing'})`);
  const hostKept = fs.readFileSync(path.join(t.renderedStick(broken), 'state.sav.bad'));
  if (!hostKept.equals(damaged)) throw new Error('the host render did not keep the damaged file aside the same way');
  t.log(`damaged state.sav kept as state.sav.bad (${kept.length} bytes, unchanged)`);
  await clearGameFiles(t);
}
