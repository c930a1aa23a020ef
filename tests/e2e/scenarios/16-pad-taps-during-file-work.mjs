// No press lost while the app works on the memory stick: taps of a single
// frame made just as a size switch reads the other size (a first switch, then
// one back to a size that has its file) and writes the grid left behind, and
// just as a slot is saved, are all seen, once each, in order (the
// shell reads every pad sample buffered since the last frame). The screen is
// the host's render of the same presses. Each second the app prints the
// longest time between two reads of the pad by its own thread (the pad path)
// and between two frames of the app's thread (`pad: longest frame N us, app
// frame M us`); the longest around each piece of file work are printed here,
// and both must be at most two frames (PPSSPP counts 10 ms for each file
// opened: a frame may open one file, and asks whether others exist by stat).
import { menuKeys } from '../sudoku.mjs';

export const name = 'pad: 1-frame taps during file work';

/** Two frames of the PSP, in µs, and a little slack for the clock's rounding. */
const TWO_FRAMES_US = 2 * 16_684 + 100;
/** Taps made right after the press that starts the file work. */
const TAPS = 3;

/** `button` held 2 frames (it starts the work), then TAPS taps of `tap`, 1 frame down, 1 up. */
function pressThenTap(button, tap) {
  const phases = [{ buttons: [button], frames: 2 }];
  for (let i = 0; i < TAPS; i++) phases.push({ buttons: [tap], frames: 1 }, { buttons: [], frames: 1 });
  return phases;
}

/** The longest value of `what` (a regex with one number) in `lines` (µs). */
const longest = (lines, what) => Math.max(0, ...lines.map((l) => Number(what.exec(l)?.[1] ?? 0)));

/** Plays `phases` while collecting the app's frame reports for 2.5 s; the longest pad-path frame. */
async function measured(t, label, phases) {
  const log = t.emu.watchLog(/pad: longest frame/);
  await t.emu.playPhases(phases);
  await t.waitFrames(150);
  log.stop();
  const pad = longest(log.lines, /longest frame (\d+) us/);
  const app = longest(log.lines, /app frame (\d+) us/);
  const lost = longest(log.lines, /(\d+) lost/);
  t.log(
    `longest frame around the ${label}: ${(pad / 1000).toFixed(1)} ms on the pad path, ` +
      `${(app / 1000).toFixed(1)} ms on the app's thread (${log.lines.length} reports, ${lost} samples lost)`,
  );
  if (lost) throw new Error(`${lost} pad samples lost around the ${label}`);
  return { pad, app };
}

export async function run(t) {
  // A digit in the 9x9 grid, so that the switch has a grid to write.
  const typed = ['Circle', 'Right', 'Circle'];
  await t.pressKeys(typed);
  const toSize = ['Start', ...menuKeys('Size')];
  await t.pressKeys(toSize);
  await t.emu.settle();

  t.step(`Right on Grid size (9x9 to 16x16), then ${TAPS} one-frame taps of Down`);
  const switchUs = await measured(t, 'size switch', pressThenTap('Right', 'Down'));
  const afterSwitch = [...typed, ...toSize, 'Right', ...Array(TAPS).fill('Down')];
  await t.expectEditor({ keys: afterSwitch }, { label: `16x16, the menu ${TAPS} entries further down` });

  t.step(`back to the board and to Grid size, then Left (16x16 to 9x9, a size used before: its file is read), then ${TAPS} taps of Down`);
  const toBack = ['Start', 'Start', ...menuKeys('Size')];
  await t.pressKeys(toBack);
  await t.emu.settle();
  const backUs = await measured(t, 'switch back', pressThenTap('Left', 'Down'));
  const afterBack = [...afterSwitch, ...toBack, 'Left', ...Array(TAPS).fill('Down')];
  await t.expectEditor({ keys: afterBack }, { label: `9x9 again, the menu ${TAPS} entries further down` });

  t.step('back to the board, then Save to slot');
  const toSlot = ['Start', 'Start', ...menuKeys('SaveSlot'), 'Cross'];
  await t.pressKeys(toSlot);
  await t.emu.settle();
  t.step(`confirm the slot (Cross saves it), then ${TAPS} one-frame taps of Right`);
  const slotUs = await measured(t, 'slot save', pressThenTap('Cross', 'Right'));
  await t.expectEditor(
    { keys: [...afterBack, ...toSlot, 'Cross', ...Array(TAPS).fill('Right')] },
    { label: `saved; the cursor ${TAPS} cells right` },
  );

  t.step('the longest frames, on the pad path and on the app\'s thread, are at most two frames');
  for (const [label, frames] of [
    ['size switch', switchUs],
    ['switch back', backUs],
    ['slot save', slotUs],
  ]) {
    for (const [path, us] of [
      ['pad path', frames.pad],
      ["app's thread", frames.app],
    ]) {
      if (us === 0) throw new Error(`no frame report around the ${label}: is the build printing them?`);
      if (us > TWO_FRAMES_US) {
        throw new Error(`a frame of ${(us / 1000).toFixed(1)} ms on the ${path} around the ${label}: more than two frames`);
      }
    }
  }
}
