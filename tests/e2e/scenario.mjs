// What a scenario's run(t) gets: the pad, and checks of the screen against
// `sudoku render` images. Every screen a check looks at is saved as
// target/e2e/<scenario>/<NN>-<label>.png; a failed check adds
// <NN>-<label>.expected.png and <NN>-<label>.diff.png (differing pixels magenta).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compare, readPng, writePng } from './images.mjs';
import { OUT, SUDOKU } from './paths.mjs';

const slug = (text) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-|-$/g, '');

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
    return path.join(this.dir, `${String(this.stepCount).padStart(2, '0')}-${slug(label)}`);
  }

  press(button, options) {
    return this.emu.press(button, options);
  }

  /** Presses each button in turn, e.g. t.pressAll('Right', 'Right', 'Circle'). */
  async pressAll(...buttons) {
    for (const button of buttons) await this.emu.press(button);
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
   * Draws the expected screen with `sudoku render <args> FILE` and waits until
   * the PSP shows exactly that: each time the screen settles it is compared,
   * until it matches or `timeout` ms pass (a screen can settle on the way, e.g.
   * black during boot). `args` is a scene name or an array of arguments.
   * The PSP and the host draw with the same code, so the default is pixel-exact;
   * `channelDelta` (per colour channel) and `maxPixels` loosen that where a
   * scenario has a stated reason.
   */
  async expectScreen(args, { label, timeout = 10_000, channelDelta = 0, maxPixels = 0 } = {}) {
    args = [].concat(args);
    const base = this.step(label ?? `screen ${args.join(' ')}`);
    const expectedFile = `${base}.expected.png`;
    try {
      execFileSync(SUDOKU, ['render', ...args, expectedFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      throw new Error(`sudoku render ${args.join(' ')} failed: ${error.stderr?.toString().trim() || error.message}`);
    }
    const expected = readPng(expectedFile);
    const deadline = Date.now() + timeout;
    let result;
    let seen;
    for (;;) {
      seen = await this.emu.settle({ timeout: Math.max(deadline - Date.now(), 1000) }).catch((error) => {
        if (error.image) writePng(`${base}.png`, error.image);
        error.saved = true;
        throw error;
      });
      result = compare(seen, expected, { channelDelta });
      if (result.differing <= maxPixels || Date.now() > deadline) break;
      await this.emu.waitFrames(10);
    }
    writePng(`${base}.png`, seen);
    if (result.differing <= maxPixels) {
      fs.rmSync(expectedFile);
      return seen;
    }
    if (result.diff) writePng(`${base}.diff.png`, result.diff);
    const error = new Error(
      `screen differs from "sudoku render ${args.join(' ')}" in ${result.differing} pixel(s) ` +
        `(largest channel difference ${result.maxDelta}; first ${result.first}); ` +
        `see ${path.relative(process.cwd(), base)}.{png,expected.png,diff.png}`,
    );
    error.saved = true;
    throw error;
  }
}
