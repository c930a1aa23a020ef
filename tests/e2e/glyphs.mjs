// Reading the digits off a screen by their glyphs, not only by their colour.
//
// For each grid size (4x4, 9x9, 16x16) the board's cells are found on a
// render of an empty grid: the runs of pixels of the cell colours between
// the board's lines (for 9x9 this must agree with `sudoku layout`). A digit's
// glyph is the set of pixels of its cell that differ from the cell's
// background; each digit's glyph is cut from a render that holds every digit
// of the size once, in the first row as givens, so the label of each glyph
// is the digit the harness put there. A cell on a screen then reads as the
// digit whose glyph matches its pixels exactly, with the colour it is inked
// in (a palette name of `sudoku layout`: given, solved, conflict).
//
// The glyphs are the core's drawing, but which digit each one is, and what a
// whole grid of them must satisfy, are the harness's own (independent/).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readPng } from './images.mjs';
import { symbol } from './independent/sudoku-rules.mjs';
import { OUT, SUDOKU } from './paths.mjs';
import { colourName, layout, pixel } from './sudoku.mjs';

/** The board lies in the screen's left part; the panel starts here. */
const BOARD_RIGHT = 272;

const cache = new Map();

/** Draws `sudoku render editor --givens LINE` and returns the image (kept under target/e2e/glyphs/). */
function renderGivens(line, name) {
  const dir = path.join(OUT, 'glyphs');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  try {
    execFileSync(SUDOKU, ['render', 'editor', '--givens', line, file], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(`sudoku render editor --givens ${line} failed: ${error.stderr?.toString().trim() || error.message}`);
  }
  return readPng(file);
}

/** Runs [start, end) of indices where `inside(k)` holds. */
function runs(length, inside) {
  const found = [];
  let start = -1;
  for (let k = 0; k <= length; k++) {
    const yes = k < length && inside(k);
    if (yes && start < 0) start = k;
    if (!yes && start >= 0) {
      found.push([start, k]);
      start = -1;
    }
  }
  return found;
}

/**
 * The cells of an n x n board on `image` (an empty grid: cells in the cell,
 * cursor or peer colour, lines between them): cells[i] = { x, y, w, h }, row
 * by row. Throws unless it finds n columns and n rows of one width.
 */
export function findCells(image, n) {
  const { colours } = layout();
  const cellColours = new Set([colours.cell, colours.cursor, colours.peer]);
  const isCell = (x, y) => cellColours.has(pixel(image, x, y));
  const cols = runs(BOARD_RIGHT, (x) => {
    for (let y = 0; y < image.height; y++) if (isCell(x, y)) return true;
    return false;
  });
  const rows = runs(image.height, (y) => {
    for (let x = 0; x < BOARD_RIGHT; x++) if (isCell(x, y)) return true;
    return false;
  });
  const widths = new Set([...cols, ...rows].map(([a, b]) => b - a));
  if (cols.length !== n || rows.length !== n || widths.size !== 1) {
    throw new Error(`found ${cols.length} columns and ${rows.length} rows of cells of widths ${[...widths].join(', ')}, not a ${n}x${n} board`);
  }
  const cells = [];
  for (const [y0, y1] of rows) for (const [x0, x1] of cols) cells.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  return cells;
}

/**
 * A cell's look: its background (the colour of most of its pixels), its ink
 * (the other pixels) as a string of '#'/'.' rows, the ink's colours (names),
 * and how many ink pixels there are.
 */
export function cellInk(image, { x, y, w, h }) {
  const counts = new Map();
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      const c = pixel(image, xx, yy);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  let background = null;
  for (const [c, count] of counts) if (background === null || count > counts.get(background)) background = c;
  const inks = new Set();
  let mask = '';
  let pixels = 0;
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      const c = pixel(image, xx, yy);
      if (c === background) {
        mask += '.';
      } else {
        mask += '#';
        inks.add(c);
        pixels++;
      }
    }
    mask += '\n';
  }
  return { background: colourName(background), inks: [...inks].map(colourName), mask, pixels };
}

/**
 * The board of an n x n grid (4, 9 or 16): { cells, glyphs }, cells as
 * findCells gives them, glyphs a Map from each digit's ink mask (cellInk) to
 * the digit. Drawn once per size and run.
 */
export function board(n) {
  if (cache.has(n)) return cache.get(n);
  if (![4, 9, 16].includes(n)) throw new Error(`no ${n}x${n} grid`);
  const cells = findCells(renderGivens('.'.repeat(n * n), `empty-${n}x${n}`), n);
  if (n === 9) {
    const bad = layout().cells.flat().map((c, i) => [c, cells[i], i]).filter(([a, b]) => a.x !== b.x || a.y !== b.y || a.w !== b.w || a.h !== b.h);
    if (bad.length) throw new Error(`the 9x9 cells found on the render differ from sudoku layout's, first at cell ${bad[0][2]}`);
  }
  // Every digit once, in the first row, as givens.
  const line = Array.from({ length: n }, (_, k) => symbol(k + 1)).join('') + '.'.repeat(n * n - n);
  const image = renderGivens(line, `digits-${n}x${n}`);
  const glyphs = new Map();
  for (let k = 0; k < n; k++) {
    const look = cellInk(image, cells[k]);
    if (look.inks.length !== 1 || look.inks[0] !== 'given' || look.pixels < 8) {
      throw new Error(`the ${n}x${n} digit ${symbol(k + 1)} is drawn in ${look.inks.join(', ') || 'nothing'} (${look.pixels} pixels), not in the given colour`);
    }
    if (glyphs.has(look.mask)) throw new Error(`the ${n}x${n} digits ${symbol(glyphs.get(look.mask))} and ${symbol(k + 1)} look alike`);
    glyphs.set(look.mask, k + 1);
  }
  const result = { n, cells, glyphs };
  cache.set(n, result);
  return result;
}

/**
 * Reads every cell of an n x n board on `image`: [{ digit, ink, background }]
 * row by row, digit 0 for an empty cell, or null when the cell's pixels are
 * no digit's glyph; ink the palette name of its colour ('given', 'solved',
 * ...; several joined by '+'), null for an empty cell.
 */
export function readBoard(image, n) {
  const { cells, glyphs } = board(n);
  return cells.map((area) => {
    const look = cellInk(image, area);
    if (look.pixels === 0) return { digit: 0, ink: null, background: look.background };
    return { digit: glyphs.get(look.mask) ?? null, ink: look.inks.join('+'), background: look.background, mask: look.mask };
  });
}
