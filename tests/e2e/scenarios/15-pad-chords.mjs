// Chords pressed the way people press them: the second button down 4 or 8
// frames after the first, in either order, both then held a few frames. Select+R
// redoes and nothing else (no undo first, no digit from R): with a 1 and a 2
// typed and the 2 undone, the screen is the host's render of the same typing
// and one Select+R pressed together. L+R in a game switches to pencil marks
// and nothing else (L leaves no digit behind). Each case starts from the
// booted state. (The game's footer, which shows its time, is left out.)
import { layout, menuKeys } from '../sudoku.mjs';

export const name = 'pad: staggered chords act alone';

/** Frames both buttons stay down once the second is pressed. */
const HOLD = 6;

/** The first button, then the second `stagger` frames later, both held, then let go. */
async function staggered(t, first, second, stagger) {
  const starts = await t.emu.playPhases([
    { buttons: [first], frames: stagger },
    { buttons: [first, second], frames: HOLD },
  ]);
  return starts[1] - starts[0];
}

export async function run(t) {
  // A 1 in r1c1 and a 2 in r1c2, the 2 undone: a redo brings it back.
  const typed = ['Circle', 'Right', 'Circle', 'Circle', 'Select'];
  // A game of two givens (many solutions, but a game) with the cursor on an empty cell.
  const game = ['Circle', 'Right', 'Circle', 'Circle', 'Start', ...menuKeys('Play'), 'Cross', 'Right'];
  for (const stagger of [4, 8]) {
    for (const [first, second] of [
      ['Select', 'R'],
      ['R', 'Select'],
    ]) {
      await t.freshStart();
      t.step(`type a 1 and a 2, undo the 2, then ${first}+${second} ${stagger} frames apart`);
      await t.pressKeys(typed);
      const seen = await staggered(t, first, second, stagger);
      t.log(`${first} then ${second}: ${seen} frames apart`);
      await t.expectEditor({ keys: [...typed, 'Select+R'] }, { label: `${first} then ${second} at ${stagger} frames: the redo alone` });
    }
    for (const [first, second] of [
      ['L', 'R'],
      ['R', 'L'],
    ]) {
      await t.freshStart();
      t.step(`a game, then ${first}+${second} ${stagger} frames apart on an empty cell`);
      await t.pressKeys(game);
      const seen = await staggered(t, first, second, stagger);
      t.log(`${first} then ${second}: ${seen} frames apart`);
      await t.expectEditor(
        { keys: [...game, 'L+R'] },
        { label: `${first} then ${second} at ${stagger} frames: pencil marks on, no digit`, ignore: [layout().footerArea] },
      );
    }
  }
}
