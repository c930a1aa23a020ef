// Puzzle collections (issue 14): a puzzles/ folder next to the EBOOT holds a
// 49,158-puzzle collection the size of the 17-clue set (seventeen.mjs makes
// it, about 4 MB), a backtracking-tutorial printout, a Simple Sudoku .ss, a
// SadMan .sdk, a Notepad file (byte order mark, CRLF), a file of mixed forms
// with malformed puzzles, and a JPEG. The library lists them all; the big one
// is read a slice a frame and then browsed by 100, 10 and 1 and to a typed
// number (the last puzzle), and loaded; its givens are read off the screen by
// glyph and must be that puzzle of the generated file. The malformed puzzles
// are named by file, line and column, the JPEG by name; a puzzle of the
// tutorial printout loads as the classroom grid; "Add to mine.txt" appends
// the grid's givens to mine.txt. Every screen is the host's render of the
// same presses from the same files. library.txt, which the game writes when
// the library is left, gives the time to open the big collection and to jump
// within it on the game's clock: the log prints them.
import fs from 'node:fs';
import path from 'node:path';
import { expectGivens } from '../answers.mjs';
import { REPO } from '../paths.mjs';
import * as seventeen from '../seventeen.mjs';
import { CLASSROOM, GAME_DIR, clearGameFiles, menuKeys } from '../sudoku.mjs';

export const name = 'collections: puzzles/ of several forms, 49,158 puzzles';

const FORMATS = path.join(REPO, 'tests', 'puzzles', 'formats');

/** The puzzles/ folder: { name: bytes }. In the library's order (by name): */
function folder(big) {
  const fixture = (name) => fs.readFileSync(path.join(FORMATS, name));
  return {
    '17-clue.txt': big, // 1
    'classroom.ss': fixture('classroom.ss'), // 2
    'cover.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), // 3
    'mixed.txt': fixture('mixed.txt'), // 4
    'notepad.txt': fixture('notepad.txt'), // 5
    'sadman.sdk': fixture('sadman.sdk'), // 6
    'tutorial.txt': fixture('tutorial.txt'), // 7
  };
}

/** Turns the 5 digits of the go-to number `from` into `to`, place by place (Up/Down, Right). */
function typeNumber(from, to) {
  const [a, b] = [String(from).padStart(5, '0'), String(to).padStart(5, '0')];
  const keys = [];
  for (let i = 0; i < 5; i++) {
    const up = (Number(b[i]) - Number(a[i]) + 10) % 10;
    keys.push(...(up <= 5 ? Array(up).fill('Up') : Array(10 - up).fill('Down')));
    if (i < 4) keys.push('Right');
  }
  return keys;
}

export async function run(t) {
  t.step('make the 49,158-puzzle collection and the puzzles/ folder');
  const big = seventeen.file();
  const list = seventeen.puzzles(big);
  const files = folder(big);
  await clearGameFiles(t);
  const base = path.join(t.dir, 'stick');
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(path.join(base, 'puzzles'), { recursive: true });
  for (const [file, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(base, 'puzzles', file), bytes);
    await t.emu.writeFile(`${GAME_DIR}/puzzles/${file}`, bytes);
  }
  t.log(`puzzles/17-clue.txt: ${list.length} puzzles, ${files['17-clue.txt'].length} bytes`);

  // The host draws every screen from its own copy of the folder (a render keeps its saves there).
  let copies = 0;
  const stick = () => {
    const dir = path.join(t.dir, `stick-${++copies}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(base, dir, { recursive: true });
    return dir;
  };
  let keys = [];
  const press = async (more) => {
    await t.pressKeys(more);
    keys = [...keys, ...more];
  };
  const expect = (label, options = {}) =>
    t.expectScreen(['editor', '--stick', stick(), '--keys', keys.join(',')], { label, ...options });

  await press(['Start', ...menuKeys('Library'), 'Cross', 'Triangle']);
  await expect('the collections: the built-in puzzles and the 7 files of puzzles/');

  t.step('open 17-clue.txt: it is read a slice a frame');
  const opened = Date.now();
  await press(['Down', 'Cross']);
  await expect('17-clue.txt read whole: puzzle 1 of 49,158', { timeout: 120_000 });
  t.log(`17-clue.txt read whole ${((Date.now() - opened) / 1000).toFixed(1)} s (wall clock) after the press`);

  await press(['R', 'R', 'Right', 'Down']);
  await expect('R, R, Right, Down: puzzle 212');
  await press(['Square', ...typeNumber(212, 49_158), 'Cross']);
  await expect('Square, 49158, confirm: the last puzzle');
  await press(['Cross']);
  const last = await expect('the last puzzle loaded');
  expectGivens(t, last, list.at(-1));
  t.log('the loaded grid reads as puzzle 49,158 of the generated file');

  t.step('library.txt: the times on the game clock');
  const report = (await t.emu.readFile(`${GAME_DIR}/library.txt`))?.toString('utf8');
  if (!report) throw new Error('no library.txt after leaving the library');
  const line = report.split('\n').find((l) => l.startsWith('puzzles/17-clue.txt: '));
  if (!/^puzzles\/17-clue\.txt: 49,158 puzzles, read in .*; \d+ jumps, /.test(line ?? '')) {
    throw new Error(`library.txt does not give 17-clue.txt's figures as expected:\n${report}`);
  }
  t.log(`library.txt: ${line}`);

  t.step('Add to mine.txt: the loaded grid as one line');
  await press(['Start', ...menuKeys('Share'), 'Cross']);
  const mine = `${list.at(-1)}\n`;
  for (let i = 0; ; i++) {
    const held = (await t.emu.readFile(`${GAME_DIR}/mine.txt`))?.toString('utf8');
    if (held === mine) break;
    if (i > 50) throw new Error(`mine.txt holds ${JSON.stringify(held)}, not ${JSON.stringify(mine)}`);
    await t.waitFrames(5);
  }
  t.log('mine.txt holds the loaded grid, one line');

  // mine.txt is a collection now, after the built-in puzzles: 17-clue.txt is the third, mixed.txt the sixth.
  await press(['Start', ...menuKeys('Library'), 'Cross', 'Triangle', 'Down', 'Down', 'Down', 'Cross']);
  await expect('mixed.txt: its malformed puzzles named by line and column');
  await press(['Triangle', 'Up', 'Cross']);
  await expect('cover.jpg: named and skipped, no text');
  // The player waits for the second grid's level (graded a slice a frame) before loading it.
  await press(['Triangle', 'Down', 'Down', 'Down', 'Down', 'Cross', 'Down']);
  await t.emu.settle();
  await press(['Cross']);
  const classroom = await expect('tutorial.txt: its second grid loaded');
  expectGivens(t, classroom, CLASSROOM);
  await clearGameFiles(t);
}
