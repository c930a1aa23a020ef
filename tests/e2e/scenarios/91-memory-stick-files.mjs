// The game's folder as FAT on a PSP leaves it. The PSP shell refuses to
// rename onto an existing file in every build (PPSSPP's host file system
// would replace it), so every save here takes the path a PSP takes: rename
// refused, old file removed, rename. After edits, a slot save and a cold
// boot, the folder holds exactly the files it should, with no stray .tmp.
// Then a power cut between "remove" and "rename" is staged (the save only in
// state.sav.tmp): at the next start the game resumes it and puts it in place.
import { expectGivens } from '../answers.mjs';
import { GAME_DIR, STATE_FILE, clearGameFiles, gameFiles, layout, menuKeys, saveHolds, stickWhen } from '../sudoku.mjs';

export const name = 'memory stick files as FAT leaves them';

/** Cross twice on r1c1 (9, then 8), Right, Circle (1 on r1c2). */
const KEYS = ['Cross', 'Cross', 'Right', 'Circle'];
const TYPED = '81' + '.'.repeat(79);

/** Fails unless the game's folder holds exactly `names` (the EBOOT aside). */
async function expectFiles(t, names, when) {
  const files = Object.keys(await gameFiles(t)).sort();
  const want = [...names].sort();
  if (files.join(',') !== want.join(',')) {
    throw new Error(`${when}: the game's folder holds ${files.join(', ') || 'nothing'}, not ${want.join(', ')}`);
  }
  t.log(`${when}: the folder holds exactly ${want.join(', ')}`);
}

export async function run(t) {
  t.step("remove the game's files but the EBOOT");
  await clearGameFiles(t);

  t.step('type two digits; the autosave catches up');
  await t.pressKeys(KEYS);
  await stickWhen(t, 'typed', saveHolds('state.sav', { comment: /: 9x9, editing, cursor r1c2$/, placed: TYPED }));

  t.step('type one more (the save now replaces an existing state.sav), then save to slot 1');
  const more = ['Circle'];
  await t.pressKeys(more);
  const placed = '82' + '.'.repeat(79);
  await stickWhen(t, 'replaced', saveHolds('state.sav', { placed }));
  await t.pressKeys(['Start', ...menuKeys('SaveSlot'), 'Cross', 'Cross']);
  await stickWhen(t, 'slot', saveHolds('slot0.sav', { placed }));
  await expectFiles(t, ['state.sav', 'slot0.sav'], 'after the saves');

  t.step('save to slot 1 again: the slot file is replaced the FAT way too');
  const three = '83' + '.'.repeat(79);
  // The autosave first: until the pad reads every buffered sample, a tap made during file work
  // can be missed (issue 15), and this scenario is about files, not taps.
  await t.pressKeys(['Circle']);
  await stickWhen(t, 'three', saveHolds('state.sav', { placed: three }));
  await t.pressKeys(['Start', ...menuKeys('SaveSlot'), 'Cross', 'Cross']);
  await stickWhen(t, 'slot-again', saveHolds('slot0.sav', { placed: three }));

  t.step('switch off and on');
  await t.emu.reboot();
  await t.expectEditor({ keys: [...KEYS, ...more, 'Circle'] }, { label: 'resumed', ignore: [layout().statusArea] });
  await expectFiles(t, ['state.sav', 'slot0.sav'], 'after the reboot');

  t.step('a power cut between removing state.sav and renaming the new save leaves only state.sav.tmp');
  const saved = await t.emu.readFile(STATE_FILE);
  await t.emu.writeFile(`${STATE_FILE}.tmp`, saved);
  await t.emu.remove(STATE_FILE);
  await expectFiles(t, ['state.sav.tmp', 'slot0.sav'], 'as the power cut left it');

  t.step('switch on: the save in the .tmp is resumed and put in place');
  await t.emu.reboot();
  const seen = await t.expectEditor({ keys: [...KEYS, ...more, 'Circle'] }, { label: 'resumed from the .tmp', ignore: [layout().statusArea] });
  expectGivens(t, seen, three);
  await expectFiles(t, ['state.sav', 'slot0.sav'], 'after the start');
  const back = await t.emu.readFile(STATE_FILE);
  if (!back?.equals(saved)) throw new Error('state.sav is not the save the .tmp held');
  await clearGameFiles(t);
  t.log(`${GAME_DIR}: the .tmp was recovered as state.sav, byte for byte`);
}
