// PPSSPP in headless Chromium, as the scenarios see it: boot, pad, frames,
// screen captures, save states and the memory stick. See EMULATOR.md for why
// each browser flag and page setting is there.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { decodePng, pspScreen, sameImage } from './images.mjs';

export const CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  // Second guard behind page routing: no host name but our own resolves.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The front end's pad indices (GameManager.simulateInput). */
export const BUTTONS = Object.freeze({
  Cross: 0, Square: 1, Select: 2, Start: 3,
  Up: 4, Down: 5, Left: 6, Right: 7,
  Circle: 8, Triangle: 9, L: 10, R: 11,
});

/** ms0:/ (the memory stick) in the emulator's file system; the rest of it is the front end's. */
export const MEMORY_STICK = '/data/saves/PPSSPP';

// Only the canvas: the front end's menu bar, messages and touch pad sit on top
// of it and would show in captures.
const CANVAS_ONLY = '#game > :not(.ejs_canvas_parent), .ejs_canvas_parent > :not(canvas) { display: none !important; }';

function isBlack(image) {
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i] || image.data[i + 1] || image.data[i + 2]) return false;
  }
  return true;
}

function buttonIndex(name) {
  if (!(name in BUTTONS)) throw new Error(`no PSP button ${JSON.stringify(name)} (known: ${Object.keys(BUTTONS).join(', ')})`);
  return BUTTONS[name];
}

/** A path in the emulator's file system: `ms0:/...` is mapped onto the memory stick. */
export function fsPath(p) {
  return p.startsWith('ms0:/') ? MEMORY_STICK + '/' + p.slice('ms0:/'.length) : p;
}

export class Emulator {
  /** Starts Chromium with a fresh profile, opens `url` and boots the game (see boot). */
  static async launch(url, { logFile } = {}) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'psp-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1000, height: 600 },
    });
    const emulator = new Emulator(context, profile, url, logFile);
    await context.route('**/*', (route) => {
      const target = route.request().url();
      if (target.startsWith(url) || target.startsWith('blob:') || target.startsWith('data:')) return route.continue();
      emulator.log(`blocked ${target}`);
      return route.abort('blockedbyclient');
    });
    try {
      await emulator.boot();
    } catch (error) {
      await emulator.close();
      throw error;
    }
    return emulator;
  }

  constructor(context, profile, url, logFile) {
    this.context = context;
    this.profile = profile;
    this.url = url;
    this.logFile = logFile;
    this.page = context.pages()[0];
    this.started = Date.now();
    /** How many times the page has booted the game (each reboot is a new page). */
    this.boots = 0;
    /** States loaded so far (each from a file of its own). */
    this.loads = 0;
    /** Names of the states kept across reboots (saveState with keep). */
    this.kept = new Set();
    this.page.on('console', (message) => this.log(message.text()));
    this.page.on('pageerror', (error) => this.log(`page error: ${error.message}`));
  }

  log(line) {
    if (this.logFile) fs.appendFileSync(this.logFile, `${((Date.now() - this.started) / 1000).toFixed(2)} ${line}\n`);
  }

  /**
   * Loads the page, waits for the front end to start the core, then for the
   * game to draw: a still screen that is not all black (the PSP shows black
   * until the game's first frame, and black holds still too). Sets
   * this.bootTimes = { running, drawn } in seconds.
   */
  async boot({ timeout = 60_000, language } = {}) {
    const t0 = Date.now();
    await this.page.goto(language ? `${this.url}?language=${encodeURIComponent(language)}` : this.url);
    await this.page.waitForFunction(() => window.EJS_emulator?.started === true, null, { timeout, polling: 50 });
    await this.page.addStyleTag({ content: CANVAS_ONLY });
    const box = await this.page.locator('#game canvas').boundingBox();
    this.clip = { x: box.x, y: box.y, width: box.width, height: box.height };
    const running = (Date.now() - t0) / 1000;
    this.log(`==== core started after ${running} s`);
    const deadline = t0 + timeout;
    while (isBlack(await this.settle({ timeout: Math.max(deadline - Date.now(), 1000) }))) {
      if (Date.now() > deadline) throw new Error(`the game drew nothing but black within ${timeout / 1000} s`);
      await this.waitFrames(10);
    }
    this.boots++;
    this.bootTimes = { running, drawn: (Date.now() - t0) / 1000 };
    this.log(`==== game drew its first still screen after ${this.bootTimes.drawn} s`);
  }

  /**
   * Restarts the game the way switching the PSP off and on would, keeping the
   * memory stick: writes it to the browser's IndexedDB (the front end keeps
   * /data/saves there), reloads the page, and waits for the game to run.
   * The core's own reset (gameManager.restart, the menu's Restart button)
   * cannot do this: in this core build it reloads the EBOOT but the game never
   * runs again (black screen; the log stops at "Starting graphics...").
   * With `language` (the core's names: 'French', 'English'...), the PSP comes
   * back with that system language; a later reboot without it has the default.
   */
  async reboot({ language } = {}) {
    await this.page.evaluate(() => new Promise((resolve, reject) => {
      window.EJS_emulator.gameManager.FS.syncfs(false, (error) => (error ? reject(error) : resolve()));
    }));
    await this.boot({ language });
  }

  async close() {
    await this.context.close().catch(() => {});
    fs.rmSync(this.profile, { recursive: true, force: true });
  }

  // ---- time ---------------------------------------------------------------

  /** Frames the core has run since the game started. */
  frame() {
    return this.page.evaluate(() => window.EJS_emulator.gameManager.getFrameNum());
  }

  /**
   * Waits until the core has run `count` more frames (emulated time, not wall
   * time). A loaded machine runs it slower than 60 frames a second: only a core
   * that runs no frame at all for 10 s is an error, not a wait.
   */
  waitFrames(count) {
    return this.page.evaluate((count) => new Promise((resolve, reject) => {
      const gm = window.EJS_emulator.gameManager;
      const until = gm.getFrameNum() + count;
      let lastFrame = gm.getFrameNum();
      let lastChange = Date.now();
      const poll = () => {
        const frame = gm.getFrameNum();
        if (frame >= until) return resolve();
        if (frame !== lastFrame) {
          lastFrame = frame;
          lastChange = Date.now();
        } else if (Date.now() - lastChange > 10_000) {
          return reject(new Error(`the core ran no frame for 10 s, ${until - frame} of ${count} frames short: it has stopped`));
        }
        setTimeout(poll, 2);
      };
      poll();
    }), count);
  }

  // ---- pad ----------------------------------------------------------------

  async hold(...buttons) {
    const indices = buttons.map(buttonIndex);
    await this.page.evaluate((indices) => {
      for (const i of indices) window.EJS_emulator.gameManager.simulateInput(0, i, 1);
    }, indices);
  }

  async release(...buttons) {
    const indices = buttons.map(buttonIndex);
    await this.page.evaluate((indices) => {
      for (const i of indices) window.EJS_emulator.gameManager.simulateInput(0, i, 0);
    }, indices);
  }

  /**
   * Presses and releases: held for `frames` frames (2 register, EMULATOR.md;
   * 3 leave a margin), then released for as many, so that the next press of
   * the same button is seen as a new one.
   */
  async press(button, { frames = 3 } = {}) {
    await this.hold(button);
    await this.waitFrames(frames);
    await this.release(button);
    await this.waitFrames(frames);
  }

  /** Runs the core as fast as it can (`on`), or at the PSP's 60 frames a second again. */
  async fastForward(on) {
    await this.page.evaluate((on) => {
      const gm = window.EJS_emulator.gameManager;
      gm.setFastForwardRatio(0); // unlimited
      gm.toggleFastForward(on ? 1 : 0);
    }, on);
  }

  /**
   * Plays a list of presses inside the page, timed by the core's frame
   * counter, with no round trip per press. Each step holds its buttons for
   * `hold` frames, then releases them; the next step follows at once, unless
   * it presses a button of this one again: then that button stays up `gap`
   * frames first, so the game sees a new press. A step is 'Right',
   * 'Down+Circle', ['Down', 'Circle'], or { buttons, hold, gap } to set its own
   * timing. Frame counts are lower bounds (the page notices a frame a little
   * late), and the core's frame counter can run a frame ahead of the game's pad
   * reads: a 1-frame press is sometimes missed, 2 frames were always seen.
   * Resolves to each step's [frame pressed, frame released] (counter values).
   */
  async pressSequence(steps, { hold = 2, gap = 2 } = {}) {
    const plan = steps.map((step) => {
      const s = typeof step === 'string' || Array.isArray(step) ? { buttons: step } : step;
      const names = Array.isArray(s.buttons) ? s.buttons : s.buttons.split('+');
      return { buttons: names.map(buttonIndex), hold: s.hold ?? hold, gap: s.gap };
    });
    plan.forEach((step, i) => {
      const next = plan[i + 1];
      step.gap ??= !next || next.buttons.some((b) => step.buttons.includes(b)) ? gap : 0;
    });
    return this.page.evaluate((plan) => new Promise((resolve, reject) => {
      const gm = window.EJS_emulator.gameManager;
      const frames = [];
      let i = 0;
      let holding = false;
      let until = gm.getFrameNum();
      let lastFrame = until;
      let lastChange = Date.now();
      const poll = () => {
        const frame = gm.getFrameNum();
        if (frame !== lastFrame) {
          lastFrame = frame;
          lastChange = Date.now();
        } else if (Date.now() - lastChange > 10_000) {
          for (const b of plan[i]?.buttons ?? []) gm.simulateInput(0, b, 0);
          reject(new Error(`the core ran no frame for 10 s (at press ${i + 1} of ${plan.length}): it has stopped`));
          return;
        }
        while (frame >= until) {
          if (holding) {
            for (const b of plan[i].buttons) gm.simulateInput(0, b, 0);
            frames[i].push(frame);
            until = frame + plan[i].gap;
            holding = false;
            i++;
          } else if (i === plan.length) {
            resolve(frames);
            return;
          } else {
            for (const b of plan[i].buttons) gm.simulateInput(0, b, 1);
            frames[i] = [frame];
            until = frame + plan[i].hold;
            holding = true;
          }
        }
        setTimeout(poll, 1);
      };
      poll();
    }), plan);
  }

  /**
   * Plays phases inside the page, timed by the core's frame counter: each
   * phase is { buttons: ['L', ...], stick: [x, y] (0-255, 128 at rest), frames }:
   * from its start those buttons are down (the others up) and the stick is
   * there, for `frames` frames. The stick is driven through the front end's
   * analog indices (16 right, 17 left, 18 down, 19 up; 0 to 0x7fff). Ends with
   * everything up and the stick at rest. Resolves to the frame each phase
   * started at.
   */
  async playPhases(phases) {
    const plan = phases.map((p) => ({
      buttons: (p.buttons ?? []).map(buttonIndex),
      stick: p.stick ?? [128, 128],
      frames: p.frames,
    }));
    return this.page.evaluate((plan) => new Promise((resolve, reject) => {
      const gm = window.EJS_emulator.gameManager;
      const axis = (v) => Math.round(Math.min(Math.abs(v - 128) / 127.5, 1) * 0x7fff);
      const setStick = ([x, y]) => {
        gm.simulateInput(0, 16, x > 128 ? axis(x) : 0);
        gm.simulateInput(0, 17, x < 128 ? axis(x) : 0);
        gm.simulateInput(0, 18, y > 128 ? axis(y) : 0);
        gm.simulateInput(0, 19, y < 128 ? axis(y) : 0);
      };
      let down = [];
      const setButtons = (buttons) => {
        for (const b of down) if (!buttons.includes(b)) gm.simulateInput(0, b, 0);
        for (const b of buttons) if (!down.includes(b)) gm.simulateInput(0, b, 1);
        down = buttons;
      };
      const starts = [];
      let i = -1;
      let until = gm.getFrameNum();
      let lastFrame = until;
      let lastChange = Date.now();
      const poll = () => {
        const frame = gm.getFrameNum();
        if (frame !== lastFrame) {
          lastFrame = frame;
          lastChange = Date.now();
        } else if (Date.now() - lastChange > 10_000) {
          setButtons([]);
          setStick([128, 128]);
          reject(new Error(`the core ran no frame for 10 s (at phase ${i + 1} of ${plan.length}): it has stopped`));
          return;
        }
        while (frame >= until) {
          i++;
          if (i === plan.length) {
            setButtons([]);
            setStick([128, 128]);
            resolve(starts);
            return;
          }
          setButtons(plan[i].buttons);
          setStick(plan[i].stick);
          starts.push(frame);
          until = frame + plan[i].frames;
        }
        setTimeout(poll, 1);
      };
      poll();
    }), plan);
  }

  /** Puts the stick at (x, y) (0-255, 128 at rest) and leaves it there. */
  async setStick(x, y) {
    await this.page.evaluate(([x, y]) => {
      const gm = window.EJS_emulator.gameManager;
      const axis = (v) => Math.round(Math.min(Math.abs(v - 128) / 127.5, 1) * 0x7fff);
      gm.simulateInput(0, 16, x > 128 ? axis(x) : 0);
      gm.simulateInput(0, 17, x < 128 ? axis(x) : 0);
      gm.simulateInput(0, 18, y > 128 ? axis(y) : 0);
      gm.simulateInput(0, 19, y < 128 ? axis(y) : 0);
    }, [x, y]);
  }

  /**
   * Puts the stick at (x, y), lets the core run `frames` frames, then pauses
   * it (the screen stays as drawn): a screen that lasts only a moment (the
   * keypad of a flick) can then be captured however slow the capture is.
   * resume() goes on.
   */
  stickThenPause(x, y, frames) {
    return this.page.evaluate(([x, y, frames]) => new Promise((resolve) => {
      const gm = window.EJS_emulator.gameManager;
      const axis = (v) => Math.round(Math.min(Math.abs(v - 128) / 127.5, 1) * 0x7fff);
      gm.simulateInput(0, 16, x > 128 ? axis(x) : 0);
      gm.simulateInput(0, 17, x < 128 ? axis(x) : 0);
      gm.simulateInput(0, 18, y > 128 ? axis(y) : 0);
      gm.simulateInput(0, 19, y < 128 ? axis(y) : 0);
      const until = gm.getFrameNum() + frames;
      const poll = () => {
        if (gm.getFrameNum() >= until) {
          gm.toggleMainLoop(0);
          resolve();
        } else {
          setTimeout(poll, 1);
        }
      };
      poll();
    }), [x, y, frames]);
  }

  /** Lets a core paused by stickThenPause run again. */
  resume() {
    return this.page.evaluate(() => window.EJS_emulator.gameManager.toggleMainLoop(1));
  }

  /**
   * Collects the emulator's log lines that match `pattern` from now on:
   * returns { lines, stop() } (lines fill as they come; stop ends it).
   */
  watchLog(pattern) {
    const lines = [];
    const listen = (message) => {
      const text = message.text();
      if (pattern.test(text)) lines.push(text);
    };
    this.page.on('console', listen);
    return { lines, stop: () => this.page.off('console', listen) };
  }

  // ---- screen -------------------------------------------------------------

  /**
   * The 480x272 canvas as the page shows it. Through the DevTools protocol with
   * `optimizeForSpeed` (the PNG's fastest compression): 2.5 times quicker to take
   * and twice quicker to decode than Playwright's screenshot, the same pixels;
   * the run takes thousands of captures.
   */
  async captureCanvas() {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const clip = { ...this.clip, scale: 1 };
    const { data } = await this.cdp.send('Page.captureScreenshot', { format: 'png', clip, optimizeForSpeed: true });
    return decodePng(Buffer.from(data, 'base64'));
  }

  /** The PSP screen at its own 480x272, as the page shows it. */
  async capture() {
    return pspScreen(await this.captureCanvas());
  }

  /**
   * Waits until the screen stops changing: `captures` identical captures in a
   * row, spanning at least `frames` emulated frames (so a paused or slow core
   * cannot pass for a still screen). Returns that screen.
   */
  async settle({ captures = 3, frames = 10, timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    let last = null;
    let streak = 0;
    let streakFrame = 0;
    for (;;) {
      const frame = await this.frame();
      const image = await this.capture();
      if (last && sameImage(image, last)) {
        streak++;
      } else {
        streak = 1;
        streakFrame = frame;
      }
      last = image;
      if (streak >= captures && frame - streakFrame >= frames) return image;
      if (Date.now() > deadline) {
        const error = new Error(`the screen did not settle within ${timeout / 1000} s`);
        error.image = image;
        throw error;
      }
      await this.waitFrames(2);
    }
  }

  // ---- save states ----------------------------------------------------------

  /**
   * Saves the whole emulated PSP (not the memory stick) in the page under `name`. States live in
   * the page, so a reboot (a page reload) loses them; with `keep`, the state is also written to
   * the page's IndexedDB (the browser profile lasts the whole run), and a load after a reboot
   * reads it back from there: far cheaper than the cold boot it saves.
   */
  async saveState(name, { keep = false } = {}) {
    await this.page.evaluate(async ([name, keep]) => {
      window.__states ??= {};
      const state = window.EJS_emulator.gameManager.getState();
      window.__states[name] = state;
      if (!keep) return;
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('e2e-states', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('states');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction('states', 'readwrite');
        tx.objectStore('states').put(state, name);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, [name, keep]);
    if (keep) this.kept.add(name);
  }

  /** Whether a state is saved under `name`, in the page or kept across reboots. */
  async hasState(name) {
    return this.kept.has(name) || this.page.evaluate((name) => Boolean(window.__states?.[name]), name);
  }

  /** Puts a kept state back into the page if a reboot lost it. */
  async restoreKept(name) {
    if (!this.kept.has(name)) return;
    await this.page.evaluate(async (name) => {
      window.__states ??= {};
      if (window.__states[name]) return;
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('e2e-states', 1);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      window.__states[name] = await new Promise((resolve, reject) => {
        const get = db.transaction('states').objectStore('states').get(name);
        get.onsuccess = () => (get.result ? resolve(get.result) : reject(new Error(`state ${name} is not kept`)));
        get.onerror = () => reject(get.error);
      });
      db.close();
    }, name);
  }

  /**
   * Puts the emulated PSP back as saved under `name`; memory-stick files stay
   * as they are now. RetroArch loads a state from a file a few frames after it
   * is asked to (up to 5 were seen), and a press made before then is lost with
   * the state it went into; so this waits for RetroArch's log line saying it
   * loads that very file, then a few frames more. (The front end's own
   * loadState reuses one file name and deletes it on a 5 s timer, which can
   * delete the file of a later load before RetroArch reads it: a load then
   * silently does not happen.)
   */
  async loadState(name) {
    await this.restoreKept(name);
    const file = `/e2e-load-${++this.loads}.state`;
    const loaded = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.page.off('console', listen);
        reject(new Error(`RetroArch did not load the state ${name} within 10 s`));
      }, 10_000);
      const listen = (message) => {
        if (!message.text().includes(`Loading state "${file}"`)) return;
        clearTimeout(timer);
        this.page.off('console', listen);
        resolve();
      };
      this.page.on('console', listen);
    });
    await this.page.evaluate(([name, file]) => {
      const state = window.__states?.[name];
      if (!state) throw new Error(`no state saved as ${name}`);
      const gm = window.EJS_emulator.gameManager;
      gm.FS.writeFile(file, state);
      gm.functions.loadState(file, 0);
    }, [name, file]);
    await loaded;
    await this.waitFrames(3);
    await this.page.evaluate((file) => window.EJS_emulator.gameManager.FS.unlink(file), file);
  }

  // ---- files (the emulator's file system; ms0:/ paths allowed) -------------

  /** The file's bytes, or null when it does not exist. */
  async readFile(file) {
    const base64 = await this.page.evaluate((p) => {
      const FS = window.EJS_emulator.gameManager.FS;
      if (!FS.analyzePath(p).exists) return null;
      const bytes = FS.readFile(p);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, fsPath(file));
    return base64 === null ? null : Buffer.from(base64, 'base64');
  }

  /** Writes the file, making its folders. */
  async writeFile(file, data) {
    await this.page.evaluate(([p, base64]) => {
      const binary = atob(base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      window.EJS_emulator.gameManager.writeFile(p, bytes);
    }, [fsPath(file), Buffer.from(data).toString('base64')]);
  }

  /** Names in a folder, or null when it does not exist or is no folder. */
  listDir(dir) {
    return this.page.evaluate((p) => {
      const FS = window.EJS_emulator.gameManager.FS;
      if (!FS.analyzePath(p).exists || !FS.isDir(FS.stat(p).mode)) return null;
      return FS.readdir(p).filter((name) => name !== '.' && name !== '..');
    }, fsPath(dir));
  }

  /** Deletes a file, or a folder with everything in it. */
  remove(target) {
    return this.page.evaluate((p) => {
      const FS = window.EJS_emulator.gameManager.FS;
      const rm = (q) => {
        if (!FS.analyzePath(q).exists) return;
        if (FS.isDir(FS.stat(q).mode)) {
          for (const name of FS.readdir(q)) if (name !== '.' && name !== '..') rm(q + '/' + name);
          FS.rmdir(q);
        } else {
          FS.unlink(q);
        }
      };
      rm(p);
    }, fsPath(target));
  }
}
