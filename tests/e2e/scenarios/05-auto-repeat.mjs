// Holding Right moves the cursor again and again (auto-repeat: the first
// repeat 400 ms after the press, then one every 80 ms); a tap moves it once.
// The cursor is found on the screen (the cell with the cursor colour), and the
// screen is then compared with the render of that many Right presses.
import { cellName, cursorCells } from '../sudoku.mjs';

export const name = 'held Right repeats, a tap moves once';

/** Frames held: 750 ms, enough for 6 moves, short of the 9 that would wrap the row back to c1. */
const HOLD_FRAMES = 45;
const FRAME_MS = 1000 / 60;

/** Cursor moves a hold of `ms` makes: the press, then repeats at 400, 480, 560 ... ms. */
const movesFor = (ms) => 1 + (ms >= 400 ? Math.floor((ms - 400) / 80) + 1 : 0);

async function cursorOn(t, label) {
  const screen = await t.screenshot(label);
  const found = cursorCells(screen);
  if (found.length !== 1) throw t.fail(`expected one cursor cell, found ${found.length}: ${found.map(cellName).join(', ')}`, screen);
  return found[0];
}

export async function run(t) {
  t.step(`hold Right for ${HOLD_FRAMES} frames`);
  const [[down, up]] = await t.pressKeys([{ buttons: 'Right', hold: HOLD_FRAMES }]);
  const heldMs = (up - down) * FRAME_MS;
  const cursor = await cursorOn(t, 'after the hold');
  const moves = cursor.col;
  const expected = movesFor(heldMs);
  t.log(`Right held ${up - down} frames (${heldMs.toFixed(0)} ms): cursor moved ${moves} cells to ${cellName(cursor)} (expected about ${expected})`);
  if (cursor.row !== 0) throw new Error(`the cursor left row 1: it is at ${cellName(cursor)}`);
  if (moves < 4 || Math.abs(moves - expected) > 1) {
    throw new Error(`held ${heldMs.toFixed(0)} ms, the cursor moved ${moves} cells: expected ${expected} (at least 4)`);
  }
  await t.expectEditor({ keys: `Right*${moves}` }, { label: `as ${moves} Right presses` });

  t.step('tap Right');
  await t.pressKeys(['Right']);
  const after = await cursorOn(t, 'after the tap');
  if (after.row !== 0 || after.col !== (moves + 1) % 9) {
    throw new Error(`a tap moved the cursor from ${cellName(cursor)} to ${cellName(after)}, not one cell right`);
  }
  await t.expectEditor({ keys: `Right*${moves + 1}` }, { label: `as ${moves + 1} Right presses` });
}
