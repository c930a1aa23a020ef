// The classroom grid typed with the fastest entry: the key list `sudoku keys`
// prints for it (flicks of the stick for the digits, the D-pad, leans of the
// stick for diagonal steps, Select with a direction for box jumps), played on
// the emulated pad, stick and all. The screen is the host's render of the same
// key list, and read by glyph it holds exactly the classroom grid's givens. Then the stick held toward 9 shows the
// keypad over the legend, as the host draws it with the stick held there.
import { expectGivens } from '../answers.mjs';
import { CLASSROOM, fastKeys, keyPhases, typingKeys } from '../sudoku.mjs';
import { sameImage } from '../images.mjs';

export const name = 'pad: the classroom grid with the fast entry';

/** Inputs of a key-list frame: one per button, one per flick or lean. */
const inputs = (frame) => frame.split('+').length;

export async function run(t) {
  const keys = fastKeys(CLASSROOM);
  const fast = keys.reduce((n, f) => n + inputs(f), 0);
  const today = typingKeys(CLASSROOM).keys.length;
  t.log(`fast entry: ${fast} inputs (${keys.length} frames) against ${today} presses today (${Math.round((100 * fast) / today)} %)`);

  t.step(`play the ${keys.length} frames of sudoku keys on the pad`);
  await t.emu.playPhases(keyPhases(keys));
  const typed = await t.expectEditor({ keys }, { label: 'classroom grid typed with flicks' });
  t.step('read by glyph: every given in its cell, nothing else');
  expectGivens(t, typed, CLASSROOM);

  t.step('the stick held toward 9: the keypad over the legend');
  const expected = t.render(['editor', '--keys', [...keys, 'Stick=200:240'].join(',')], 'keypad');
  // Five frames out, well inside the hold time (250 ms, 15 frames) after which the stick would
  // move the cursor instead; the core is paused for the capture.
  await t.emu.stickThenPause(200, 240, 5);
  const seen = await t.grab();
  await t.emu.resume();
  await t.emu.setStick(128, 128);
  t.save('keypad as seen', seen);
  if (!sameImage(seen, expected)) throw t.fail('the keypad screen differs from the host render of the stick held toward 9', seen);
}
