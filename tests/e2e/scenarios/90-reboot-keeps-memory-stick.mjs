// A cold boot (page reload) keeps what is on the memory stick, as a PSP does
// when switched off and on; the game comes back to its editor screen. The
// game's own files (autosave, benchmark) are removed first, so that it starts
// afresh rather than resuming what the scenarios before left.
import { GAME_FS_PATH } from '../site.mjs';

export const name = 'reboot keeps the memory stick';

const FILE = 'ms0:/PSP/SAVEDATA/E2ETEST00/CHECK.BIN';
const GAME_DIR = 'ms0:/PSP/GAME/SUDOKU';

export async function run(t) {
  t.step("remove the game's files but the EBOOT");
  const eboot = GAME_FS_PATH.split('/').pop();
  for (const file of (await t.emu.listDir(GAME_DIR)) ?? []) {
    if (file !== eboot) await t.emu.remove(`${GAME_DIR}/${file}`);
  }

  t.step('write a file on the memory stick');
  const bytes = Buffer.from(`written by the e2e harness at ${new Date().toISOString()}`);
  await t.emu.writeFile(FILE, bytes);

  t.step('reboot');
  await t.emu.reboot();

  t.step('the file is still there');
  const back = await t.emu.readFile(FILE);
  if (!back?.equals(bytes)) throw new Error(`${FILE} did not survive the reboot (read back: ${back})`);
  await t.emu.remove('ms0:/PSP/SAVEDATA/E2ETEST00');

  await t.expectScreen('editor', { label: 'editor after the reboot' });
}
