// Nothing is lost when the PSP is switched off: a few digits typed land in
// state.sav on their own (PPSSPP never tells a game it is quitting), and after
// a cold boot the game is back exactly as it was, as `sudoku render editor
// --stick` draws it from a copy of the same files. Then the save is damaged: the
// game says so, starts empty, and keeps the damaged file aside byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import { sameIn } from '../images.mjs';
import { STATE_FILE, clearGameFiles, copyStick, layout, waitForSaves } from '../sudoku.mjs';

export const name = 'autosave, resume, damaged save';

/** Longest wait for the autosave, in wall time: the app writes within a second of a change. */
const SAVE_WITHIN_MS = 5_000;

export async function run(t) {
  t.step("remove the game's files but the EBOOT");
  await clearGameFiles(t);
  const before = await waitForSaves(t);

  const keys = ['Cross', 'Cross', 'Right', 'Right', 'Circle', 'Circle', 'Circle', 'Down', 'R', 'Down', 'Left'];
  t.step('type a few digits and move on');
  await t.pressKeys(keys);

  t.step('state.sav is written, with no button pressed');
  const { files, ms } = await waitForSaves(t, { changed: before.files });
  if (!files['state.sav']) throw new Error(`no state.sav; the game's folder holds ${Object.keys(files).join(', ') || 'nothing'}`);
  if (ms > SAVE_WITHIN_MS) throw new Error(`state.sav came ${ms} ms after the last press (the app saves within a second)`);
  t.log(`state.sav (${files['state.sav'].length} bytes) written ${ms} ms after the last press (polled every 15 frames)`);
  await t.expectEditor({ keys }, { label: 'typed' });
  const typed = await copyStick(t, 'typed');

  t.step('switch off and on (cold boot, memory stick kept)');
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', typed], { label: 'resumed, as the host draws it from the same files' });
  await t.expectEditor({ keys }, { label: 'the grid and cursor as typed (status left out: it welcomes back)', ignore: [layout().statusArea] });

  t.step('damage state.sav (its last byte flipped)');
  const damaged = Buffer.from(files['state.sav']);
  damaged[damaged.length - 1] ^= 0xff;
  await t.emu.writeFile(STATE_FILE, damaged);
  const broken = await copyStick(t, 'damaged');

  t.step('switch off and on');
  await t.emu.reboot();
  const seen = await t.expectScreen(['editor', '--stick', broken], { label: 'damage reported, empty grid, as the host draws it' });
  const fresh = t.render(['editor'], 'fresh');
  if (sameIn(seen, fresh, layout().statusArea)) throw t.fail('the status line says nothing about the damaged save', seen);
  await t.expectEditor({}, { label: 'an empty grid, cursor top left (status left out)', ignore: [layout().statusArea] });

  t.step('the damaged file is kept aside untouched');
  const kept = await t.emu.readFile(`${STATE_FILE}.bad`);
  if (!kept?.equals(damaged)) throw new Error(`state.sav.bad is not the damaged file (${kept ? `${kept.length} bytes` : 'missing'})`);
  const hostKept = fs.readFileSync(path.join(broken, 'state.sav.bad'));
  if (!hostKept.equals(damaged)) throw new Error('the host render did not keep the damaged file aside the same way');
  t.log(`damaged state.sav kept as state.sav.bad (${kept.length} bytes, unchanged)`);
  await clearGameFiles(t);
}
