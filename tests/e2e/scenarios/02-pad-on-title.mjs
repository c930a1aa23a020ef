// The pad helpers work end to end, and the title screen ignores the pad: after
// every button is pressed once (and a chord held), it is still the title.
import { BUTTONS } from '../emulator.mjs';

export const name = 'pad on the title screen';

export async function run(t) {
  for (const button of Object.keys(BUTTONS)) await t.press(button);
  await t.hold('L', 'R', 'Start');
  await t.waitFrames(3);
  await t.release('L', 'R', 'Start');
  await t.expectScreen('title', { label: 'still the title' });
}
