// Screen images as { width, height, data } with data in RGBA order (alpha is
// ignored everywhere): reading and writing PNGs, checking a capture is the PSP's
// screen, and comparing a seen screen with an expected one.

import fs from 'node:fs';
import pngjs from 'pngjs';

const { PNG } = pngjs;

export const PSP_WIDTH = 480;
export const PSP_HEIGHT = 272;

export function readPng(file) {
  const { width, height, data } = PNG.sync.read(fs.readFileSync(file));
  return { width, height, data };
}

export function decodePng(buffer) {
  const { width, height, data } = PNG.sync.read(buffer);
  return { width, height, data };
}

export function writePng(file, image) {
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  fs.writeFileSync(file, PNG.sync.write(png));
}

function rgb(image, x, y) {
  const i = (y * image.width + x) * 4;
  return (image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2];
}

/**
 * The PSP's 480x272 screen from the canvas capture, which the page shows at that very size:
 * throws if the capture has another size (the page or the front end changed the canvas).
 */
export function pspScreen(capture) {
  if (capture.width !== PSP_WIDTH || capture.height !== PSP_HEIGHT) {
    throw new Error(`capture is ${capture.width}x${capture.height}, not the PSP's ${PSP_WIDTH}x${PSP_HEIGHT}`);
  }
  return capture;
}

export function sameImage(a, b) {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) return false;
  }
  return true;
}

/**
 * Compares seen with expected pixel by pixel. A pixel differs when any channel
 * differs by more than `channelDelta`. Returns the count, the largest channel
 * difference, the first differing pixel, and a diff image: differing pixels in
 * magenta, the rest of the expected image faded to grey. Pixels inside the
 * `ignore` rectangles ({ x, y, w, h }) are not compared (dark blue in the diff).
 */
export function compare(seen, expected, { channelDelta = 0, ignore = [] } = {}) {
  if (seen.width !== expected.width || seen.height !== expected.height) {
    return { differing: seen.width * seen.height, maxDelta: 255, first: 'sizes differ', diff: null };
  }
  const diff = { width: seen.width, height: seen.height, data: Buffer.alloc(seen.data.length) };
  let differing = 0;
  let maxDelta = 0;
  let first = null;
  const ignored = (p) => {
    const x = p % seen.width;
    const y = Math.floor(p / seen.width);
    return ignore.some((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
  };
  for (let i = 0; i < seen.data.length; i += 4) {
    if (ignore.length && ignored(i / 4)) {
      diff.data.set([0, 0, 96, 255], i);
      continue;
    }
    let delta = 0;
    for (let c = 0; c < 3; c++) delta = Math.max(delta, Math.abs(seen.data[i + c] - expected.data[i + c]));
    maxDelta = Math.max(maxDelta, delta);
    if (delta > channelDelta) {
      differing++;
      if (!first) {
        const p = i / 4;
        const hex = (img) => '#' + ((rgb(img, p % img.width, Math.floor(p / img.width)) | 0x1000000).toString(16).slice(1));
        first = `(${p % seen.width}, ${Math.floor(p / seen.width)}) is ${hex(seen)}, expected ${hex(expected)}`;
      }
      diff.data.set([255, 0, 255, 255], i);
    } else {
      const grey = 128 + ((expected.data[i] + expected.data[i + 1] + expected.data[i + 2]) / 3) / 2;
      diff.data.set([grey, grey, grey, 255], i);
    }
  }
  return { differing, maxDelta, first, diff };
}

/** The smallest rectangle { x, y, w, h } holding every pixel where a and b differ (inside `within`, if given), or null. */
export function differingBox(a, b, within = { x: 0, y: 0, w: a.width, h: a.height }) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = within.y; y < within.y + within.h; y++) {
    for (let x = within.x; x < within.x + within.w; x++) {
      if (rgb(a, x, y) !== rgb(b, x, y)) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Whether a and b are the same inside the rectangle { x, y, w, h }. */
export function sameIn(a, b, { x, y, w, h }) {
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) if (rgb(a, xx, yy) !== rgb(b, xx, yy)) return false;
  }
  return true;
}
