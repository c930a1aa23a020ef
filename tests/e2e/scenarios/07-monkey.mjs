// Monkey: 2,000 seeded random presses of all 12 buttons (short presses, many
// chords, some long holds that auto-repeat), played inside the page with the
// emulator in fast-forward. The screen is sampled between batches: it must
// never turn into the psp crate's panic screen (text on black). Afterwards
// the game must still answer the pad: Down changes the screen, and a fixed
// recovery brings it to a known state, the render of an empty grid.
// The seed is fixed (DEFAULT_SEED), so every run plays the same presses;
// E2E_MONKEY_SEED=<seed> plays another set. The seed is always printed
// (node tests/e2e/run.mjs monkey runs this scenario alone).
import { cellName, cursorCells, layout, menuItems, menuKeys, moveKeys, pixel } from '../sudoku.mjs';
import { differingBox, sameImage, sameIn } from '../images.mjs';
import { mulberry32 } from '../random.mjs';

export const name = 'monkey: 2000 random presses';

/** Button-downs in all. */
const PRESSES = 2000;
/** Steps between two looks at the screen. */
const BATCH = 200;
const BUTTONS = ['Up', 'Down', 'Left', 'Right', 'Cross', 'Circle', 'Square', 'Triangle', 'L', 'R', 'Start', 'Select'];

/** The seed of every run but those given E2E_MONKEY_SEED. */
const DEFAULT_SEED = 19;

/** The seed to play: E2E_MONKEY_SEED (a whole number), or DEFAULT_SEED. */
function seedToPlay() {
  const given = process.env.E2E_MONKEY_SEED;
  if (given === undefined || given === '') return DEFAULT_SEED;
  if (!/^\d+$/.test(given)) throw new Error(`E2E_MONKEY_SEED must be a whole number, not ${JSON.stringify(given)}`);
  return Number(given);
}

/**
 * The presses, PRESSES button-downs in all: 65% of the steps press one
 * button, 25% two at once, 10% three; held 2-3 frames, 1.5% held 25-50 (they
 * repeat). The next step follows at once (each step makes the game redraw,
 * the emulator's costly part, so chords make the run shorter), 20% of them
 * 1-3 frames later; a button pressed again is always seen up in between.
 */
function plan(seed) {
  const rnd = mulberry32(seed);
  const pick = (n) => Math.floor(rnd() * n);
  const steps = [];
  for (let count = 0; count < PRESSES; ) {
    const r = rnd();
    const size = Math.min(r < 0.65 ? 1 : r < 0.9 ? 2 : 3, PRESSES - count);
    const buttons = [];
    while (buttons.length < size) {
      const button = BUTTONS[pick(BUTTONS.length)];
      if (!buttons.includes(button)) buttons.push(button);
    }
    count += size;
    const hold = rnd() < 0.015 ? 25 + pick(26) : 2 + pick(2);
    steps.push(rnd() < 0.2 ? { buttons, hold, gap: 1 + pick(3) } : { buttons, hold });
  }
  return steps;
}

/** Problems that would mean the game is gone: the background and the panel must be where the app draws them. */
function deadSigns(screen) {
  const { colours } = layout();
  const expect = [
    [0, 0, 'background'], [271, 0, 'background'], [0, 271, 'background'],
    [479, 0, 'panel'], [479, 271, 'panel'], [275, 135, 'panel'], [477, 135, 'panel'],
  ];
  return expect
    .filter(([x, y, name]) => pixel(screen, x, y) !== colours[name])
    .map(([x, y, name]) => `(${x}, ${y}) is #${pixel(screen, x, y).toString(16).padStart(6, '0')}, not ${name}`);
}

/** Waits for a still screen, or gives up after `timeout` (a watched search may still run): the screen either way. */
async function stillOrNow(t, timeout) {
  try {
    return await t.emu.settle({ timeout });
  } catch (error) {
    if (/did not settle/.test(error.message)) return t.grab();
    throw error;
  }
}

/**
 * With the grid as `keys` leave it on a fresh editor, puts every entry of a
 * menu page that has a value (Right changes its line) back to what a fresh
 * editor has: the line is compared with the render's, and Right pressed until
 * they agree. `page` is 'main' or 'settings' (opened from the main page).
 */
async function resetMenuSettings(t, keys, page) {
  const items = menuItems().edit[page];
  const opening = page === 'main' ? ['Start'] : ['Start', ...menuKeys('Settings'), 'Cross'];
  const closed = t.render(['editor', '--keys', keys.join(',')], `menu-${page}-closed.render`);
  const open = t.render(['editor', '--keys', [...keys, ...opening].join(',')], `menu-${page}-open.render`);
  const box = differingBox(closed, open);
  if (!box) throw new Error(`the render draws no ${page} menu page`);
  const lines = items.map((item, i) => {
    const at = [...keys, ...opening, ...Array(i).fill('Down')];
    const here = i ? t.render(['editor', '--keys', at.join(',')], `menu-${item}.render`) : open;
    const changed = t.render(['editor', '--keys', [...at, 'Right'].join(',')], `menu-${item}-right.render`);
    return { item, i, here, line: differingBox(here, changed, box) };
  });
  await t.pressKeys(opening);
  const seen = await t.emu.settle();
  // With the highlight on the first entry, every other entry's line looks as in `open`.
  const off = lines.filter(({ line }) => line && !sameIn(seen, open, line));
  t.log(`recovery: ${page} page entries off their defaults: ${off.map(({ item }) => item).join(', ') || 'none'}`);
  let at = 0;
  for (const { item, i, here, line } of off) {
    await t.pressKeys(Array(i - at).fill('Down'));
    at = i;
    for (let tries = 0; ; tries++) {
      if (tries === 6) throw t.fail(`recovery: 6 presses of Right on ${item} never gave its default`, await t.emu.settle());
      await t.pressKeys(['Right']);
      if (sameIn(await t.emu.settle(), here, line)) break;
    }
  }
  await t.pressKeys(['Start']);
}

export async function run(t) {
  const seed = seedToPlay();
  t.log(`seed ${seed}${seed === DEFAULT_SEED ? ' (the fixed default)' : ' (from E2E_MONKEY_SEED)'}; to replay: E2E_MONKEY_SEED=${seed} node tests/e2e/run.mjs monkey`);
  const steps = plan(seed);

  await t.emu.fastForward(true);
  const started = Date.now();
  const frame0 = await t.emu.frame();
  try {
    for (let from = 0; from < steps.length; from += BATCH) {
      const to = Math.min(from + BATCH, steps.length);
      t.step(`steps ${from + 1}-${to} of ${steps.length}`);
      await t.pressKeys(steps.slice(from, to));
      const screen = await t.grab();
      const dead = deadSigns(screen);
      if (dead.length) throw t.fail(`after step ${to} the game's screen is gone: ${dead.join('; ')}`, screen);
      t.save(`after ${to} steps`, screen);
    }
  } finally {
    await t.emu.release(...BUTTONS);
    await t.emu.fastForward(false);
  }
  const frames = (await t.emu.frame()) - frame0;
  t.log(`${PRESSES} presses in ${steps.length} steps: ${((Date.now() - started) / 1000).toFixed(1)} s (${frames} frames, fast-forward)`);

  t.step('Down changes the screen (the game answers)');
  const before = await stillOrNow(t, 10_000);
  await t.pressKeys(['Down']);
  const after = await stillOrNow(t, 10_000);
  if (sameImage(before, after)) throw t.fail('Down changed nothing on the screen', after);
  const dead = deadSigns(after);
  if (dead.length) throw t.fail(`the game's screen is gone: ${dead.join('; ')}`, after);

  // Back to a known state, whatever the monkey left: Circle twice leaves any
  // menu page or list (and stops a search); Benchmark (on the Tools page,
  // second from the end of every main page) switches to the 9x9 grid, and
  // Triangle stops it; Triangle clears a solution, then Triangle twice empties
  // the grid (the first asks for the second), and one more finds it empty;
  // then the cursor goes home and
  // the watch settings are put back to their defaults.
  t.step('recover: leave menus, 9x9 grid, empty it');
  await t.pressKeys(['Circle', 'Circle', 'Start', ...menuKeys('Benchmark'), 'Cross', 'Triangle', 'Triangle', 'Triangle', 'Triangle', 'Triangle']);
  const empty = await t.emu.settle();
  const cursor = cursorCells(empty);
  if (cursor.length !== 1) throw t.fail(`recovery: expected the 9x9 editor with one cursor cell, found ${cursor.length}`, empty);
  t.log(`recovery: cursor found at ${cellName(cursor[0])}`);
  await t.pressKeys(moveKeys(cursor[0], { row: 0, col: 0 }));
  const EMPTY = ['Triangle', 'Triangle', 'Triangle'];

  t.step('recover: every menu setting back to its default');
  await resetMenuSettings(t, EMPTY, 'main');
  await resetMenuSettings(t, EMPTY, 'settings');
  await t.expectEditor({ keys: EMPTY }, { label: 'known state: empty grid, cursor home' });
  await t.pressKeys(['Circle']);
  await t.expectEditor({ keys: [...EMPTY, 'Circle'] }, { label: 'Circle types a 1' });
}
