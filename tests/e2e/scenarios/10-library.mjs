// The puzzle library: Start > Library lists the built-in puzzles (source,
// size, solutions); the classroom grid loads with Cross and Square solves it;
// the built-in 16x16 (the last entry) loads and solves too. Then a puzzles.txt
// with a bad line is put next to the EBOOT: after a restart the bad line is
// reported and the good ones are in the library. Every screen is compared with
// `sudoku render editor` after the same presses (from the same files).
import fs from 'node:fs';
import path from 'node:path';
import { CLASSROOM, GAME_DIR, checkCellInk, clearGameFiles, copyStick, layout, menuKeys } from '../sudoku.mjs';

export const name = 'library: load and solve, puzzles.txt';

/** The player's own puzzles: a comment, a 4x4 puzzle, a malformed line, the classroom grid. */
const PUZZLES_TXT = `# my puzzles\n..1.4......3.4..\nthis line is not a puzzle\n${CLASSROOM}\n`;

export async function run(t) {
  const { statusArea } = layout();
  const open = ['Start', ...menuKeys('Library'), 'Cross'];
  await t.pressKeys(open);
  await t.expectEditor({ keys: open }, { label: 'the library, first entry' });

  const classroom = [...open, 'Down', 'Cross'];
  await t.pressKeys(['Down', 'Cross']);
  await t.expectEditor({ keys: classroom }, { label: 'classroom grid loaded' });
  await t.pressKeys(['Square']);
  const solved = await t.expectEditor(
    { keys: [...classroom, 'Square'] },
    { label: 'classroom solved (status left out: it holds the time)', ignore: [statusArea], timeout: 30_000 },
  );
  const problems = checkCellInk(solved, CLASSROOM, { others: 'solved' });
  if (problems.length) throw t.fail(`${problems.length} cell(s) wrong: ${problems.join('; ')}`, solved);

  const sixteen = [...classroom, 'Square', ...open, 'Up', 'Cross'];
  await t.pressKeys([...open, 'Up']);
  await t.expectEditor({ keys: sixteen.slice(0, -1) }, { label: 'the library, last entry: the 16x16' });
  await t.pressKeys(['Cross']);
  // Loading a grid of another size writes the one left behind: wait for it before Square.
  await t.expectEditor({ keys: sixteen }, { label: '16x16 loaded' });
  await t.pressKeys(['Square']);
  await t.expectEditor(
    { keys: [...sixteen, 'Square'] },
    { label: '16x16 loaded and solved (status left out)', ignore: [statusArea], timeout: 30_000 },
  );

  t.step('put puzzles.txt next to the EBOOT');
  await t.emu.writeFile(`${GAME_DIR}/puzzles.txt`, Buffer.from(PUZZLES_TXT));
  const puzzles = path.join(t.dir, 'puzzles.txt');
  fs.writeFileSync(puzzles, PUZZLES_TXT);
  const stick = await copyStick(t, 'with-puzzles');

  t.step('switch off and on');
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', stick, '--puzzles', puzzles], {
    label: 'restarted: the bad line reported, as the host draws it from the same files',
  });

  // The player's puzzles come after the built-in ones: Up from the first entry wraps to the last.
  const mine = [...open, 'Up', 'Up', 'Cross', 'Square'];
  await t.pressKeys(mine.slice(0, -1));
  await t.expectScreen(['editor', '--stick', stick, '--puzzles', puzzles, '--keys', mine.slice(0, -1).join(',')], {
    label: "the player's 4x4 puzzle loaded",
    ignore: [statusArea],
  });
  await t.pressKeys(['Square']);
  await t.expectScreen(['editor', '--stick', stick, '--puzzles', puzzles, '--keys', mine.join(',')], {
    label: "the player's 4x4 puzzle loaded and solved (status left out)",
    ignore: [statusArea],
    timeout: 30_000,
  });

  await clearGameFiles(t);
}
