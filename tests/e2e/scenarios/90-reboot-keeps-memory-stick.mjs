// A cold boot (page reload) keeps what is on the memory stick, as a PSP does
// when switched off and on; the game comes back to its editor screen.
export const name = 'reboot keeps the memory stick';

const FILE = 'ms0:/PSP/SAVEDATA/E2ETEST00/CHECK.BIN';

export async function run(t) {
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
