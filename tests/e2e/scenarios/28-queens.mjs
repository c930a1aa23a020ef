// The N queens (the TP's last question): Start > Lesson: N queens opens the
// 8 queens; Left then Right sets N to 7 and back to 8; L turns to the
// solutions view, where Right counts every solution, both orders, a slice a
// frame (fast-forward while it runs); the screen says 92, pixel-exact against
// `sudoku render`. Then Right shows the first solution: *the harness reads the
// eight queens off the PSP's screen (the crowns' blue ink in each square) and
// checks on its own that no two share a row, a column or a diagonal*. Last, L
// turns to the tree view: its record catches up with the counted search (its
// whole tree replayed, a slice a frame) and draws the part around its path.
// The run's "frame:" line gives the longest frame of work while counting.
import { menuKeys } from '../sudoku.mjs';

export const name = 'the 8 queens counted';

/** The 8x8 chessboard as src/draw/queens.rs lays it out: top-left square and side. */
const CORNER = { x: 18, y: 18 };
const SIDE = 31;
/** A queen's ink on a solution (palette::SOLVED), at 65% down its square (the crown's band). */
const SOLVED = 0x1e6be0;

function ink(screen, x, y) {
  const i = (y * screen.width + x) * 4;
  return (screen.data[i] << 16) | (screen.data[i + 1] << 8) | screen.data[i + 2];
}

/** The column of the queen of each row, read off the screen; throws unless one a row. */
function queensOnScreen(screen) {
  const cols = [];
  for (let row = 0; row < 8; row++) {
    const y = CORNER.y + row * SIDE + Math.floor((SIDE * 65) / 100);
    const found = [];
    for (let col = 0; col < 8; col++) {
      if (ink(screen, CORNER.x + col * SIDE + Math.floor(SIDE / 2), y) === SOLVED) found.push(col);
    }
    if (found.length !== 1) throw new Error(`row ${row + 1}: queens in columns ${JSON.stringify(found)}`);
    cols.push(found[0]);
  }
  return cols;
}

export async function run(t) {
  const opened = ['Start', ...menuKeys('Queens'), 'Cross', 'Left', 'Right'];
  await t.pressKeys(opened);
  await t.expectEditor({ keys: opened }, { label: 'the 8 queens, N back to 8' });

  t.step('L: the solutions view; Right counts every solution, a slice a frame');
  const counted = [...opened, 'L', 'Right'];
  await t.emu.fastForward(true);
  try {
    await t.pressKeys(['L', 'Right']);
    await t.expectEditor({ keys: counted }, { label: '92 solutions counted', timeout: 20_000 });
  } finally {
    await t.emu.fastForward(false);
  }

  const first = [...counted, 'Right'];
  await t.pressKeys(['Right']);
  const screen = await t.expectEditor({ keys: first }, { label: 'the first solution' });
  const cols = queensOnScreen(screen);
  for (let a = 0; a < 8; a++) {
    for (let b = a + 1; b < 8; b++) {
      if (cols[a] === cols[b] || Math.abs(cols[a] - cols[b]) === b - a) {
        throw new Error(`queens r${a + 1}c${cols[a] + 1} and r${b + 1}c${cols[b] + 1} attack each other`);
      }
    }
  }
  t.log(`first solution read off the screen: ${cols.map((c) => c + 1).join(' ')}`);

  t.step('L: the tree view, caught up with the counted search');
  const tree = [...first, 'L'];
  await t.pressKeys(['L']);
  await t.expectEditor({ keys: tree }, { label: 'the tree around the path', timeout: 20_000 });
}
