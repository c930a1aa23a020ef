// Start > New puzzle on a 16x16 grid: the PSP makes a medium 16x16 puzzle a
// slice a frame (each clue's logic trial worked a technique's scan at a time)
// and starts a game. The harness waits for state.sav to hold a 16x16 game,
// reads its givens off the screen by glyph, and has `sudoku grade` on the host
// grade them: logic finishes the puzzle (so it has one solution). The run's
// "frame:" line gives this scenario's longest frame of work: making a 16x16
// puzzle in one call of the logic once held the screen half a second.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { SUDOKU } from '../paths.mjs';
import { expectGivens } from '../answers.mjs';
import { clearGameFiles, menuKeys, readSave, stickWhen } from '../sudoku.mjs';

export const name = 'new 16x16 puzzle from the menu';

/** Longest wait for the game, in frames the core runs (emulated time, as in 12-new-puzzle.mjs). */
const MAKE_WITHIN_FRAMES = 60 * 60;

export async function run(t) {
  t.step("remove the game's files, so that no earlier game passes for the new one");
  await clearGameFiles(t);
  // 9x9 at the start: Right makes the size 16x16 (and waits for its file work).
  await t.pressKeys(['Start', ...menuKeys('Size'), 'Right']);
  await t.emu.settle();
  await t.pressKeys(['Start']);
  await t.emu.settle();
  await t.pressKeys(['Start', ...menuKeys('NewPuzzle'), 'Cross']);
  t.step('wait for the game to exist: state.sav holds a 16x16 game');
  const made = await stickWhen(
    t,
    'made',
    (dir) => {
      const save = readSave(path.join(dir, 'state.sav'));
      return (save && /: 16x16, a game,/.test(save.comment)) || `state.sav: ${save?.comment ?? 'none'}`;
    },
    { frames: MAKE_WITHIN_FRAMES },
  );
  const save = readSave(path.join(made.dir, 'state.sav'));
  await t.untilScreen('the screen shows the saved puzzle, read by glyph', (screen) => expectGivens(t, screen, save.givens));
  t.step('sudoku grade on the host: logic finishes it');
  const out = execFileSync(SUDOKU, ['grade'], { input: `${save.givens}\n`, encoding: 'utf8' }).trim();
  const m = /^level (\S+) rating \S+ hardest \S+ steps \d+$/.exec(out);
  if (!m || m[1] === 'extreme') throw new Error(`sudoku grade says of the new 16x16 puzzle ${save.givens}: ${out}`);
  t.log(`made in ${(made.ms / 1000).toFixed(1)} s of wall time, ${made.frames} frames: ${save.givens.replace(/\./g, '').length} givens, ${out}`);
  await clearGameFiles(t);
}
