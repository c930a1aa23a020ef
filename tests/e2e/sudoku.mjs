// The Sudoku app as the scenarios see it: the seed puzzles, the keys a player
// types a grid with, the editor screen's geometry and colours (from `sudoku
// layout`), and reading cells off a screen.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatLine, parseLine } from './independent/sudoku-rules.mjs';
import { BUILD, REPO, SUDOKU } from './paths.mjs';

const SIDE = 9;

/** The puzzles of tests/puzzles/seeds.txt, in file order (81 characters, '.' for empty). */
export function seedPuzzles() {
  return fs
    .readFileSync(path.join(REPO, 'tests', 'puzzles', 'seeds.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The tutorial grid (several solutions) and the classroom grid (unique): the first two seeds. */
export const [TUTORIAL, CLASSROOM] = seedPuzzles();

/** The given digit of each cell of a puzzle line, row by row (0 for empty). */
export function digits(line) {
  if (line.length !== SIDE * SIDE) throw new Error(`a 9x9 puzzle line has 81 characters, not ${line.length}`);
  return [...line].map((c) => (c >= '1' && c <= '9' ? Number(c) : 0));
}

/** Moves from a to b along one axis of the wrapping board: [steps, forward?], the shorter way round. */
function wrapSteps(from, to) {
  const forward = (to - from + SIDE) % SIDE;
  return forward <= SIDE - forward ? [forward, true] : [SIDE - forward, false];
}

/**
 * The presses a player types `line` with, on an empty grid with the cursor at
 * `from` (0-based { row, col }): visits the givens nearest first (the D-pad
 * wraps at the edges), interleaving vertical and horizontal moves, and sets
 * each digit d with d presses up (Circle and R in turn) or 10 - d presses down
 * (Cross and L in turn), whichever is fewer. Returns { keys, cursor }: a list
 * of button names, one press each, and where the cursor ends.
 */
export function typingKeys(line, from = { row: 0, col: 0 }) {
  const todo = digits(line)
    .map((digit, i) => ({ digit, row: Math.floor(i / SIDE), col: i % SIDE }))
    .filter((cell) => cell.digit);
  const keys = [];
  let at = { ...from };
  while (todo.length) {
    const cost = (cell) => wrapSteps(at.row, cell.row)[0] + wrapSteps(at.col, cell.col)[0];
    let best = 0;
    for (let i = 1; i < todo.length; i++) if (cost(todo[i]) < cost(todo[best])) best = i;
    const [cell] = todo.splice(best, 1);
    const [down, forwardRows] = wrapSteps(at.row, cell.row);
    const [right, forwardCols] = wrapSteps(at.col, cell.col);
    const moves = [];
    for (let i = 0; i < Math.max(down, right); i++) {
      if (i < down) moves.push(forwardRows ? 'Down' : 'Up');
      if (i < right) moves.push(forwardCols ? 'Right' : 'Left');
    }
    keys.push(...moves);
    const up = cell.digit <= 10 - cell.digit;
    const count = up ? cell.digit : 10 - cell.digit;
    const pair = up ? ['Circle', 'R'] : ['Cross', 'L'];
    for (let i = 0; i < count; i++) keys.push(pair[i % 2]);
    at = { row: cell.row, col: cell.col };
  }
  return { keys, cursor: at };
}

/** Keys that move the cursor from `from` to `to` (0-based { row, col }), the shorter way round. */
export function moveKeys(from, to) {
  const [down, forwardRows] = wrapSteps(from.row, to.row);
  const [right, forwardCols] = wrapSteps(from.col, to.col);
  return [...Array(down).fill(forwardRows ? 'Down' : 'Up'), ...Array(right).fill(forwardCols ? 'Right' : 'Left')];
}

/** One PSP frame of the pad scripts, and the frame counts of `src/pad/script.rs` (Playback). */
const PRESS_FRAMES = 2;
const RELEASE_FRAMES = 2;
const FLICK_FRAMES = 3;
const LEAN_FRAMES = 16;

/** Where the stick points for keypad key n (1 up-left ... 9 down-right; 5 a short lean up). */
function keyStick(n) {
  if (n === 5) return [128, 48];
  const axis = [0, 128, 255];
  return [axis[(n - 1) % 3], axis[Math.floor((n - 1) / 3)]];
}

/**
 * A key list (the `sudoku render --keys` syntax, with Flick1-9, Lean1-9 and
 * Stick=X:Y) as phases for Emulator.playPhases, shaped as the host plays it
 * (src/pad/script.rs): buttons held PRESS_FRAMES, a flick FLICK_FRAMES (its
 * buttons held one frame more), a lean LEAN_FRAMES (its buttons going down
 * as it starts to move), then everything up RELEASE_FRAMES.
 */
export function keyPhases(list) {
  const phases = [];
  const frames = (Array.isArray(list) ? list : list.split(',')).map((f) => f.trim()).filter(Boolean);
  for (const frame of frames) {
    const [chord, times = '1'] = frame.split('*');
    const buttons = [];
    let stick = null;
    let kind = 'rest';
    for (const item of chord.split('+').map((i) => i.trim())) {
      let m;
      if ((m = /^Flick([1-9])$/i.exec(item))) [kind, stick] = ['flick', keyStick(Number(m[1]))];
      else if ((m = /^Lean([1-9])$/i.exec(item))) [kind, stick] = ['lean', keyStick(Number(m[1]))];
      else if ((m = /^Stick=(\d+):(\d+)$/i.exec(item))) [kind, stick] = ['at', [Number(m[1]), Number(m[2])]];
      else buttons.push(item);
    }
    for (let i = 0; i < Number(times); i++) {
      if (kind === 'flick') {
        phases.push({ buttons, stick, frames: FLICK_FRAMES });
        if (buttons.length) phases.push({ buttons, frames: 1 });
      } else if (kind === 'lean') {
        if (buttons.length) {
          phases.push({ buttons: [], stick, frames: LEAN_FRAMES - PRESS_FRAMES });
          phases.push({ buttons, stick, frames: PRESS_FRAMES });
        } else {
          phases.push({ buttons, stick, frames: LEAN_FRAMES });
        }
      } else {
        phases.push({ buttons, stick: stick ?? [128, 128], frames: PRESS_FRAMES });
      }
      phases.push({ buttons: [], stick: kind === 'at' ? stick : [128, 128], frames: RELEASE_FRAMES });
    }
  }
  return phases;
}

/** `sudoku keys` for one puzzle line: the fastest entry's key list, as an array of frames. */
export function fastKeys(line) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-keys-')), 'puzzle.txt');
  fs.writeFileSync(file, `${line}\n`);
  const out = execFileSync(SUDOKU, ['keys', file], { encoding: 'utf8' }).trim();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return out.split(',');
}

let cachedMenu = null;

/**
 * The Start menu as the tested build's `sudoku menu` prints it: per context
 * ('edit', 'play', 'finished') its pages ('main', 'settings', 'tools'), each a
 * list of entry names top to bottom, e.g. menuItems().edit.main = ['Play', ...].
 * Scenarios reach an entry by its name, so a new entry does not shift their presses.
 */
export function menuItems() {
  if (!cachedMenu) cachedMenu = JSON.parse(execFileSync(SUDOKU, ['menu'], { encoding: 'utf8' }));
  return cachedMenu;
}

/** Presses that move a list's highlight from its first entry to entry `i` of `n`, the shorter way round. */
const walk = (i, n) => (i <= n - i ? Array(i).fill('Down') : Array(n - i).fill('Up'));

/**
 * Presses, after Start has opened the menu over `context` ('edit', 'play' or
 * 'finished'), that highlight `item`: through the Settings or Tools page when
 * it is there (opened with Cross, the confirm button of the tested console).
 */
export function menuKeys(item, context = 'edit') {
  const pages = menuItems()[context];
  if (!pages) throw new Error(`no menu context ${context}`);
  const main = pages.main;
  if (main.includes(item)) return walk(main.indexOf(item), main.length);
  for (const [page, entry] of [['settings', 'Settings'], ['tools', 'Tools']]) {
    const i = pages[page].indexOf(item);
    if (i >= 0) return [...walk(main.indexOf(entry), main.length), 'Cross', ...walk(i, pages[page].length)];
  }
  throw new Error(`the menu over ${context} has no entry ${item} (${JSON.stringify(pages)})`);
}

const hexColour = (hex) => parseInt(hex.slice(1), 16);

let cachedLayout = null;

/**
 * The editor screen as `sudoku layout` describes it: cells[row][col] (0-based)
 * as { x, y, w, h }, statusArea and footerArea { x, y, w, h }, colours { name: 0xRRGGBB }.
 */
export function layout() {
  if (cachedLayout) return cachedLayout;
  const json = JSON.parse(execFileSync(SUDOKU, ['layout'], { encoding: 'utf8' }));
  const cells = Array.from({ length: SIDE }, () => Array(SIDE));
  for (const c of json.cells) cells[c.row - 1][c.col - 1] = { x: c.x, y: c.y, w: c.w, h: c.h };
  const colours = Object.fromEntries(Object.entries(json.colours).map(([name, hex]) => [name, hexColour(hex)]));
  cachedLayout = { cells, statusArea: json.status_area, footerArea: json.footer_area, colours };
  return cachedLayout;
}

/** The colour name of `rgb` in the layout's palette, or its hex. */
export function colourName(rgb) {
  const found = Object.entries(layout().colours).find(([, value]) => value === rgb);
  return found ? found[0] : '#' + (rgb | 0x1000000).toString(16).slice(1);
}

/** The pixel at (x, y) as 0xRRGGBB. */
export function pixel(image, x, y) {
  const i = (y * image.width + x) * 4;
  return (image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2];
}

/** How many pixels of each colour a rectangle holds: Map 0xRRGGBB -> count. */
export function colourCounts(image, { x, y, w, h }) {
  const counts = new Map();
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      const c = pixel(image, xx, yy);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * How the cell at (row, col) (0-based) looks on `image`: its background (the
 * colour of most of its pixels), and its ink: every other colour with the
 * pixel count of each, e.g. { background, ink: Map, inkPixels }.
 */
export function cellLook(image, row, col) {
  const counts = colourCounts(image, layout().cells[row][col]);
  let background = null;
  for (const [colour, count] of counts) if (background === null || count > counts.get(background)) background = colour;
  counts.delete(background);
  let inkPixels = 0;
  for (const count of counts.values()) inkPixels += count;
  return { background, ink: counts, inkPixels };
}

/** The cells (0-based { row, col }) whose background is the cursor colour. */
export function cursorCells(image) {
  const cursor = layout().colours.cursor;
  const found = [];
  for (let row = 0; row < SIDE; row++) {
    for (let col = 0; col < SIDE; col++) if (cellLook(image, row, col).background === cursor) found.push({ row, col });
  }
  return found;
}

/** `r3c5` for 0-based { row, col }, as the app writes cells. */
export const cellName = ({ row, col }) => `r${row + 1}c${col + 1}`;

/** The game's folder on the emulated memory stick: its saves, benchmark.txt and puzzles.txt. */
export const GAME_DIR = 'ms0:/PSP/GAME/SUDOKU';

/** The autosave of the grid on screen. */
export const STATE_FILE = `${GAME_DIR}/state.sav`;

/** The game's files on the stick as { name: bytes }, the EBOOT and folders (puzzles/) left out. */
export async function gameFiles(t) {
  const files = {};
  for (const name of (await t.emu.listDir(GAME_DIR)) ?? []) {
    if (name === 'EBOOT.PBP' || (await t.emu.listDir(`${GAME_DIR}/${name}`)) !== null) continue;
    const bytes = await t.emu.readFile(`${GAME_DIR}/${name}`);
    // A save's .tmp can be renamed away between the listing and the reading.
    if (bytes !== null) files[name] = bytes;
  }
  return files;
}

/** Removes the game's files and folders but the EBOOT, so that its next start is a first one. */
export async function clearGameFiles(t) {
  for (const name of (await t.emu.listDir(GAME_DIR)) ?? []) {
    if (name !== 'EBOOT.PBP') await t.emu.remove(`${GAME_DIR}/${name}`);
  }
}

/**
 * What `sudoku save FILE` prints for a save file: { comment, placed, givens }
 * (the comment line, e.g. "# state.sav: 9x9, a game, cursor r1c1", and two
 * puzzle lines), or null when the file is missing or is no save the tool reads.
 */
export function readSave(file) {
  if (!fs.existsSync(file)) return null;
  let text;
  try {
    text = execFileSync(SUDOKU, ['save', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return null;
  }
  const lines = text.trim().split('\n');
  return { comment: lines[0], placed: lines[1].replace(/^# with the placed digits: /, ''), givens: lines[2] };
}

/** Whether two sets of files ({ name: bytes }) hold the same names with the same bytes. */
export const sameFiles = (a, b) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, bytes]) => b[name]?.equals(bytes));

/** Writes `files` ({ name: bytes }) into a fresh folder <scenario>/stick-<label>; returns the folder. */
function writeStick(t, label, files) {
  const dir = path.join(t.dir, `stick-${label}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
  return dir;
}

/**
 * Waits for the game's own signal that its autosave has caught up: polls
 * the game's files every 10 frames, copies them into <scenario>/stick-<label>
 * whenever they change, and returns that folder (for `sudoku render editor
 * --stick DIR`) once `ready(dir, files)` returns true. `ready` returns
 * anything else to say what it still waits for (a string is named if the
 * wait times out). The wait ends after `timeout` ms of wall time, or, with
 * `frames`, after that many frames the core ran (emulated time: a loaded
 * machine runs the emulator several times slower, which must not fail work
 * the PSP does in time; a core that stops is still an error, see
 * `waitFrames`). Returns { dir, files, ms, frames }: the wall time and the
 * frames from the call to the first poll that saw the files ready.
 */
export async function stickWhen(t, label, ready, { timeout = 15_000, frames: frameBudget = null } = {}) {
  const start = Date.now();
  const startFrame = await t.emu.frame();
  let files = null;
  let dir = null;
  let verdict = 'nothing read yet';
  for (;;) {
    const now = await gameFiles(t);
    if (!files || !sameFiles(now, files)) {
      files = now;
      dir = writeStick(t, label, files);
      verdict = await ready(dir, files);
    }
    const ran = (await t.emu.frame()) - startFrame;
    if (verdict === true) return { dir, files, ms: Date.now() - start, frames: ran };
    const over = frameBudget === null ? Date.now() - start > timeout : ran > frameBudget;
    if (over) {
      const limit = frameBudget === null ? `${timeout} ms` : `${frameBudget} frames of the core (${Date.now() - start} ms of wall time)`;
      throw new Error(`the game's files did not reach what was expected in ${limit}: ${typeof verdict === 'string' ? verdict : 'not ready'} (files: ${Object.keys(files).join(', ') || 'none'})`);
    }
    await t.waitFrames(10);
  }
}

/** Copies the game's files as they are now into <scenario>/stick-<label> (files the harness wrote itself); returns the folder. */
export async function copyStickNow(t, label) {
  return writeStick(t, label, await gameFiles(t));
}

/** The same puzzle line in one spelling (digits 10-16 as A-G, '.' for empty), to compare lines. */
export const sameLine = (a, b) => formatLine(parseLine(a)) === formatLine(parseLine(b));

/**
 * A `ready` for stickWhen: the save file `name` in the copied folder says
 * `comment` (a regular expression on its comment line) and, with `placed`,
 * holds that grid (a puzzle line).
 */
export const saveHolds = (name, { comment, placed }) => (dir) => {
  const save = readSave(path.join(dir, name));
  if (!save) return `no readable ${name}`;
  if (comment && !comment.test(save.comment)) return `${name} says "${save.comment}", not ${comment}`;
  if (placed && !sameLine(save.placed, placed)) return `${name} holds ${save.placed}, not ${placed}`;
  return true;
};

/** Every `ready` of a list (stickWhen): true once each is, else the first that is not. */
export const allOf = (...readies) => async (dir, files) => {
  for (const ready of readies) {
    const verdict = await ready(dir, files);
    if (verdict !== true) return verdict;
  }
  return true;
};
