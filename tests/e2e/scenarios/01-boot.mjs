// After boot the PSP shows the editor: an empty grid, the cursor in the top-left cell,
// exactly as `sudoku render editor` draws it.
import { GAME_FS_PATH } from '../site.mjs';

export const name = 'boot';
export const start = 'boot';

export async function run(t) {
  t.step('the game on the memory stick is the release EBOOT');
  const onStick = await t.emu.readFile(GAME_FS_PATH);
  if (!onStick?.equals(t.eboot)) throw new Error(`${GAME_FS_PATH} is not target/EBOOT.PBP`);

  await t.expectScreen('editor', { label: 'empty grid, cursor top left' });
}
