// What a scenario's run(t) gets: the pad, and checks of the screen against
// `sudoku render` images. Every screen a check looks at is saved as
// target/e2e/<scenario>/<NN>-<label>.png; a failed check adds
// <NN>-<label>.expected.png, <NN>-<label>.diff.png (differing pixels magenta)
// and <NN>-<label>.command.txt (the render command).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compare, readPng, writePng } from './images.mjs';
import { OUT, SUDOKU } from './paths.mjs';
import { typingKeys } from './sudoku.mjs';

const shorten = (text) => (text.length > 60 ? `${text.slice(0, 40)}...${text.slice(-15)}` : text);
const slug = (text) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-|-$/g, '');

/** Renders run so far (names the copies of stick folders). */
let renders = 0;
/** Each stick folder rendered from, and the copy its latest render worked on. */
const lastCopy = new Map();

/**
 * Runs `sudoku render <args> <out>`. `sudoku render --stick DIR` leaves in DIR
 * the files the PSP would have written after the presses, so each render gets
 * a fresh copy of DIR beside it: a scenario renders from the same folder as
 * often as it likes and every render starts from the files as copied from the PSP.
 */
function renderTo(args, out) {
  const at = args.indexOf('--stick');
  const run = [...args];
  if (at >= 0 && at + 1 < args.length) {
    const copy = `${args[at + 1]}.render-${++renders}`;
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(args[at + 1], copy, { recursive: true });
    lastCopy.set(args[at + 1], copy);
    run[at + 1] = copy;
  }
  try {
    execFileSync(SUDOKU, ['render', ...run, out], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(`sudoku render ${args.join(' ')} failed: ${error.stderr?.toString().trim() || error.message}`);
  }
}

export class Scenario {
  constructor(emulator, name, { eboot }) {
    /** The Emulator, for what the helpers below do not cover (files, save states, frames). */
    this.emu = emulator;
    this.name = name;
    /** The release EBOOT.PBP the page serves, as bytes. */
    this.eboot = eboot;
    this.dir = path.join(OUT, slug(name));
    fs.mkdirSync(this.dir, { recursive: true });
    this.stepCount = 0;
    this.stepName = '(start)';
  }

  /** Names the next step: failures say which step, and its files carry the name. */
  step(label) {
    this.stepCount++;
    this.stepName = `${this.stepCount} "${label}"`;
    this.stepBase = path.join(this.dir, `${String(this.stepCount).padStart(2, '0')}-${slug(shorten(label))}`);
    return this.stepBase;
  }

  press(button, options) {
    return this.emu.press(button, options);
  }

  /** Presses each button in turn, e.g. t.pressAll('Right', 'Right', 'Circle'). */
  async pressAll(...buttons) {
    for (const button of buttons) await this.emu.press(button);
  }

  /**
   * Plays a list of presses ('Right', 'Down+Circle', ...) inside the page,
   * frame-timed, with no round trip per press (Emulator.pressSequence).
   */
  pressKeys(keys, options) {
    return this.emu.pressSequence(keys, options);
  }

  /**
   * Types `line` (a puzzle, '.' for empty) on the empty grid with the cursor
   * top left, as a player would (sudoku.mjs typingKeys), and returns the keys
   * pressed. With `state`, the emulated PSP is saved under that name once
   * typed, and a later call with the same name just loads it (a scenario
   * that runs alone types it itself).
   */
  async typeGrid(line, { state } = {}) {
    const { keys } = typingKeys(line);
    if (state && (await this.emu.hasState(state))) {
      this.step(`load the saved state "${state}" (the grid typed by an earlier scenario)`);
      await this.emu.loadState(state);
      return keys;
    }
    this.step(`type the grid: ${keys.length} presses`);
    await this.pressKeys(keys);
    if (state) await this.emu.saveState(state);
    return keys;
  }

  /** Puts the emulated PSP back as it was once booted (the runner's 'fresh' start), mid-scenario. */
  freshStart() {
    return this.emu.loadState('booted');
  }

  /** Prints a line in the test log (and the emulator log). */
  log(line) {
    console.log(`       ${this.name}: ${line}`);
    this.emu.log(`[${this.name}] ${line}`);
  }

  /** A failure of the current step that saves `image` (if any) as <step>.png. */
  fail(message, image) {
    const error = new Error(message);
    if (image) {
      writePng(`${this.stepBase ?? path.join(this.dir, 'failure')}.png`, image);
      error.saved = true;
    }
    return error;
  }

  /** Saves `image` as the next step's screenshot (for a person to look at); returns its path. */
  save(label, image) {
    const file = `${this.step(label)}.png`;
    writePng(file, image);
    return file;
  }

  /** The screen now, without waiting for it to settle (for screens that change every frame). */
  grab() {
    return this.emu.capture();
  }

  hold(...buttons) {
    return this.emu.hold(...buttons);
  }

  release(...buttons) {
    return this.emu.release(...buttons);
  }

  waitFrames(count) {
    return this.emu.waitFrames(count);
  }

  /** Waits for a still screen and saves it (for a person to look at); returns the image. */
  async screenshot(label) {
    const base = this.step(label);
    const image = await this.emu.settle();
    writePng(`${base}.png`, image);
    return image;
  }

  /**
   * Grabs the screen until `check(screen)` returns without throwing (a
   * check of what the screen shows, not of its stillness), then saves that
   * screen and returns `check`'s result. After `timeout` ms the last
   * failure is thrown, with the last screen saved.
   */
  async untilScreen(label, check, { timeout = 10_000 } = {}) {
    const base = this.step(label);
    const deadline = Date.now() + timeout;
    for (;;) {
      let screen = null;
      try {
        screen = await this.emu.capture();
        const result = await check(screen);
        writePng(`${base}.png`, screen);
        return result;
      } catch (error) {
        if (Date.now() > deadline) {
          const image = screen ?? error.image;
          if (image) writePng(`${base}.png`, image);
          error.saved = Boolean(image);
          throw error;
        }
      }
      await this.emu.waitFrames(5);
    }
  }

  /**
   * The folder the latest `sudoku render --stick dir` worked on (a copy of
   * `dir`, see renderTo): the files the host left there, as the PSP would have.
   */
  renderedStick(dir) {
    const copy = lastCopy.get(dir);
    if (!copy) throw new Error(`no render from ${dir} yet`);
    return copy;
  }

  /** Draws `sudoku render <args>` into <scenario>/renders/<name>.png and returns the image (for checks of its own). */
  render(args, name) {
    const dir = path.join(this.dir, 'renders');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${slug(name)}.png`);
    renderTo(args, file);
    return readPng(file);
  }

  /**
   * expectScreen for the editor scene: `sudoku render editor` after `keys`
   * (an array of presses, or a key list string) on a grid holding `givens`,
   * on a console set to `lang` ('en' or 'fr'; English by default).
   */
  expectEditor({ givens, keys = [], confirm, lang } = {}, options = {}) {
    const args = ['editor'];
    if (lang) args.push('--lang', lang);
    if (givens) args.push('--givens', givens);
    const list = Array.isArray(keys) ? keys.join(',') : keys;
    if (list) args.push('--keys', list);
    if (confirm) args.push('--confirm', confirm);
    return this.expectScreen(args, { label: options.label ?? `editor after ${shorten(list || 'no keys')}`, ...options });
  }

  /**
   * Draws the expected screen with `sudoku render <args> FILE` and waits until
   * the PSP shows exactly that: the screen is captured and compared every few
   * frames until it matches, and still matches 10 frames later, or until
   * `timeout` ms pass (it can show other screens on the way, e.g. black
   * during boot). No wait for a still screen: the expected image is the
   * signal. `args` is a scene name or an array of arguments. The PSP and the
   * host draw with the same code, so the default is pixel-exact;
   * `channelDelta` (per colour channel) and `maxPixels` loosen that where a
   * scenario has a stated reason; `ignore` lists rectangles ({ x, y, w, h })
   * left out, e.g. the status area when it shows a time. Returns the screen.
   */
  async expectScreen(args, { label, timeout = 10_000, channelDelta = 0, maxPixels = 0, ignore = [] } = {}) {
    args = [].concat(args);
    const base = this.step(label ?? `screen ${args.join(' ')}`);
    const expectedFile = `${base}.expected.png`;
    renderTo(args, expectedFile);
    const expected = readPng(expectedFile);
    const deadline = Date.now() + timeout;
    let result;
    let seen;
    // One look: a capture compared with the expected image. A capture that
    // cannot be read as the PSP's screen is a look that did not match.
    const matches = async () => {
      try {
        seen = await this.emu.capture();
        result = compare(seen, expected, { channelDelta, ignore });
      } catch (error) {
        if (!error.image) throw error;
        seen = error.image;
        result = { differing: seen.width * seen.height, maxDelta: 255, first: error.message, diff: null };
      }
      return result.differing <= maxPixels;
    };
    for (;;) {
      // A match must hold 10 frames later too: a screen passing by does not count.
      if ((await matches()) && (await this.emu.waitFrames(10), await matches())) break;
      if (Date.now() > deadline) break;
      await this.emu.waitFrames(4);
    }
    writePng(`${base}.png`, seen);
    if (result.differing <= maxPixels) {
      fs.rmSync(expectedFile);
      return seen;
    }
    if (result.diff) writePng(`${base}.diff.png`, result.diff);
    // The key lists of whole typed grids are long: the command goes in a file.
    fs.writeFileSync(`${base}.command.txt`, `${SUDOKU} render ${args.map((a) => JSON.stringify(a)).join(' ')} OUT.png\n`);
    const error = new Error(
      `screen differs from "sudoku render ${shorten(args.join(' '))}" in ${result.differing} pixel(s) ` +
        (ignore.length ? `outside ${ignore.map((r) => `${r.w}x${r.h}+${r.x}+${r.y}`).join(', ')} ` : '') +
        `(largest channel difference ${result.maxDelta}; first ${result.first}); ` +
        `see ${path.relative(process.cwd(), base)}.{png,expected.png,diff.png,command.txt}`,
    );
    error.saved = true;
    throw error;
  }
}
