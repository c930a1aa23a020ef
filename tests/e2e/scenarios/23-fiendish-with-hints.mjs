// A fiendish puzzle (magictour top1465, line 9) played to the end with hints
// alone, as a player stuck on a magazine's hard puzzle would: typed in, Play
// this puzzle, Fill in candidates, then Square four times again and again (the
// technique, where, the whole step, then applied to the notes or the grid).
// The first Square of each round starts the search, over frames (a chain or a
// forcing net takes many on the PSP), and a Square during the search is not
// taken: each round waits for it. The notes as the hints leave them are
// compared with `sudoku render` after the same presses midway, and the
// finished game at the end (the footer and status hold the game's time).
import { layout, menuKeys, typingKeys } from '../sudoku.mjs';

export const name = 'a fiendish game played with hints alone';

const FIENDISH = '......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....';
/** Rounds of four Squares: more than the hints need (`sudoku grade --steps` takes 87 steps);
 *  Squares on the finished game do the same on the PSP as on the host. */
const ROUNDS = 110;
/** Rounds after which the notes are compared midway. */
const MIDWAY = 30;
/** Frames the first Square of a round is given for the search (a third of a second: this puzzle needs no chain). */
const SEARCH_FRAMES = 20;

export async function run(t) {
  const { footerArea, statusArea } = layout();
  let keys = [];
  /** Presses `more`, then checks the screen against the render of every press so far. */
  const play = async (label, more, ignore = [footerArea]) => {
    await t.pressKeys(more);
    keys = [...keys, ...more];
    return t.expectEditor({ keys }, { label, ignore });
  };
  await play('the fiendish puzzle typed in', typingKeys(FIENDISH).keys);
  await play('Play this puzzle, every candidate filled in', [
    'Start', ...menuKeys('Play'), 'Cross',
    'Start', ...menuKeys('FillNotes', 'play'), 'Cross',
  ]);
  /** Plays `count` rounds of four Squares, waiting for each round's search, in one sequence
   *  played by the page in fast-forward (timed by the core's frames, not the wall clock). */
  const rounds = async (count) => {
    const round = [{ buttons: 'Square', gap: SEARCH_FRAMES }, 'Square', 'Square', 'Square'];
    await t.emu.fastForward(true);
    try {
      await t.pressKeys(Array(count).fill(round).flat());
    } finally {
      await t.emu.fastForward(false);
    }
    keys = [...keys, ...Array(count * 4).fill('Square')];
  };
  t.step(`${MIDWAY} rounds of four Squares`);
  await rounds(MIDWAY);
  await t.expectEditor({ keys }, { label: `the notes as ${MIDWAY} hints leave them`, ignore: [footerArea] });
  t.step(`${ROUNDS - MIDWAY} rounds more`);
  await rounds(ROUNDS - MIDWAY);
  await t.expectEditor({ keys }, { label: 'solved with hints alone', ignore: [footerArea, statusArea] });
}
