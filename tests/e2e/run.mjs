// Runs the scenarios in scenarios/ (file-name order) one after another in one
// emulator session, and writes every screen they looked at to target/e2e/.
//   node run.mjs [NAME...]    only the scenarios whose names contain a NAME
// Scenarios run in lanes (E2E_LANES, default 2): emulator sessions side by
// side, each with its own Chromium, memory stick and log (target/e2e/
// emulator.log, emulator-2.log...), taking the next scenario off one queue.
// A scenario must not count on the memory-stick files another one leaves.
//
// A scenario module exports `name`, optionally `start`, and `run(t)`:
//   start 'fresh' (default)  the emulated PSP as it was once the game had
//                            booted and drawn (a save state, ~0.3 s to load);
//                            memory-stick files stay as they are
//   start 'boot'             a real cold boot (page reload, ~6 s); memory stick kept
//   start 'continue'         as the previous scenario left it (run right after
//                            it, in its lane)
// `t` is a Scenario (scenario.mjs). The boot state is kept across reboots
// (Emulator.saveState with keep), so a 'fresh' scenario after one that
// rebooted loads it into the rebooted page: only 'boot' starts and the
// scenarios' own reboots pay a cold boot.

import fs from 'node:fs';
import path from 'node:path';
import { Emulator } from './emulator.mjs';
import { E2E, OUT, SUDOKU } from './paths.mjs';
import { Scenario } from './scenario.mjs';
import { serve } from './server.mjs';
import { stageSite } from './site.mjs';

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Every file of scenarios/ (each must be a scenario module, so that none can
 * sit there unrun), and those of them whose names contain a filter (all of
 * them without filters): { all, chosen }.
 */
async function loadScenarios(filters) {
  const dir = path.join(E2E, 'scenarios');
  const all = [];
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.mjs')) throw new Error(`scenarios/${file} is not a scenario (.mjs): move it out, or it would never run`);
    const scenario = await import(path.join(dir, file));
    if (typeof scenario.run !== 'function' || typeof scenario.name !== 'string') {
      throw new Error(`scenarios/${file} must export name and run(t)`);
    }
    if (!['fresh', 'boot', 'continue', undefined].includes(scenario.start)) {
      throw new Error(`scenarios/${file}: start must be 'fresh', 'boot' or 'continue'`);
    }
    all.push({ file, ...scenario });
  }
  const chosen = filters.length === 0 ? all : all.filter((s) => filters.some((f) => s.name.includes(f)));
  return { all, chosen };
}

/** The run's results so far, for the count line (also printed when the time limit ends the run). */
const tally = { chosen: [], skipped: 0, results: [], checks: [] };

/** The last line of the run: `e2e: P passed, F failed`, with scenarios that never ran counted as failed. */
function countLine() {
  // Scenarios, then the run's own checks (the display check).
  const failed = tally.results.filter((r) => r.error).length + tally.checks.filter((ok) => !ok).length;
  const passed = tally.results.length + tally.checks.length - failed;
  const notRun = tally.chosen.length - tally.results.length;
  const notes = [];
  if (notRun) notes.push(`${notRun} did not run`);
  if (tally.skipped) notes.push(`${tally.skipped} skipped by the filter`);
  return { line: `e2e: ${passed} passed, ${failed + notRun} failed${notes.length ? ` (${notes.join('; ')})` : ''}`, ok: failed + notRun === 0 && passed > 0 };
}

/**
 * The PSP shell's own display check, as it printed it on stdout (PPSSPP logs it): before every
 * frame it draws, the buffer it draws into must be neither shown nor latched. Each
 * "display: N frames checked" line stands for 16 more frames really run (a save state rewinds
 * the shell's count, not the frames that ran), so N is 16 times the lines; one
 * "ON SCREEN" line fails the check, and so does a run with no line at all.
 */
function displayCheck(log) {
  const reports = log.match(/stdout: display: \d+ frames checked, drawn buffer never on screen/g) ?? [];
  const torn = log.match(/stdout: display: drawn buffer ON SCREEN at frame \d+/g) ?? [];
  if (torn.length) return { ok: false, line: `display: the drawn buffer was on screen ${torn.length} time(s): ${torn[0].slice(8)}` };
  if (!reports.length) return { ok: false, line: 'display: no frame was checked (no "display:" line in the emulator log)' };
  return { ok: true, line: `display: ${reports.length * 16} frames checked, drawn buffer never on screen` };
}

/** The shell's reports of its frames of work (src/shell/frames.rs). */
const FRAME_LINE = /frame: (?:longest work of \d+ frames: idle (\d+) us, working (\d+) us|long frame of work (\d+) us, (idle|working))/;

/** The longest idle and working frames of work in the shell's frame reports `lines` (µs). */
function longestWork(lines) {
  let idle = 0;
  let working = 0;
  for (const line of lines) {
    const m = FRAME_LINE.exec(line);
    if (!m) continue;
    if (m[3] !== undefined) {
      if (m[4] === 'idle') idle = Math.max(idle, Number(m[3]));
      else working = Math.max(working, Number(m[3]));
    } else {
      idle = Math.max(idle, Number(m[1]));
      working = Math.max(working, Number(m[2]));
    }
  }
  return { idle, working, any: Math.max(idle, working) };
}

/**
 * The CPU's clocks as the shell said them at start (`clock: idle at N MHz, working at M MHz`)
 * and the longest idle frame of work of the whole run: `clock: idle at N MHz, working at M MHz,
 * longest idle frame W us of work` (other checks read this line), or null without the shell's line.
 */
function clockLine(log) {
  const clocks = /stdout: clock: idle at (\d+) MHz, working at (\d+) MHz/.exec(log);
  if (!clocks) return null;
  const { idle } = longestWork(log.split('\n'));
  return `clock: idle at ${clocks[1]} MHz, working at ${clocks[2]} MHz, longest idle frame ${idle} us of work`;
}

/**
 * The scenarios as units to run in one go: each with the 'continue' ones right after it (they go
 * on from where it left the emulator, so they must follow it in the same lane).
 */
function chainContinues(scenarios) {
  const units = [];
  for (const scenario of scenarios) {
    if (scenario.start === 'continue' && units.length) units[units.length - 1].push(scenario);
    else units.push([scenario]);
  }
  return units;
}

/** How many emulator lanes to run: E2E_LANES (default 2), never more than there are units. */
function laneCount(units) {
  const given = process.env.E2E_LANES ?? '2';
  if (!/^[1-9]\d*$/.test(given)) throw new Error(`E2E_LANES must be a whole number from 1, not ${JSON.stringify(given)}`);
  return Math.min(Number(given), units);
}

async function main() {
  const wall = Date.now();
  const { all, chosen: scenarios } = await loadScenarios(process.argv.slice(2));
  if (scenarios.length === 0) throw new Error('no scenario matches');
  tally.chosen = scenarios;
  tally.skipped = all.length - scenarios.length;
  if (!fs.existsSync(SUDOKU)) throw new Error(`${SUDOKU} is missing: run cargo build --release --bin sudoku`);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });

  const eboot = stageSite();
  const { server, url } = await serve();
  const skipped = tally.skipped ? ` (${tally.skipped} of ${all.length} skipped by the filter)` : '';
  console.log(`==> e2e: ${scenarios.length} scenario(s)${skipped}; PPSSPP page at ${url}; screens in ${path.relative(process.cwd(), OUT) || OUT}/`);
  const results = tally.results;
  // Lanes: emulator sessions side by side (their own Chromium and memory stick), each taking the
  // next scenario off one queue. An emulator mostly waits for its 60 frames a second, so on two
  // cores two lanes take little more than the longest lane.
  const units = chainContinues(scenarios);
  const lanes = laneCount(units.length);
  let next = 0;
  const logFiles = [];
  const runLane = async (lane) => {
    const tag = lanes > 1 ? `[lane ${lane + 1}] ` : '';
    const logFile = path.join(OUT, lane === 0 ? 'emulator.log' : `emulator-${lane + 1}.log`);
    logFiles.push(logFile);
    let t0 = Date.now();
    const emulator = await Emulator.launch(url, { logFile });
    try {
      const { running, drawn } = emulator.bootTimes;
      const chromium = (Date.now() - t0) / 1000 - drawn;
      // The boot state every 'fresh' scenario starts from. It is kept across
      // reboots (page reloads), so a 'fresh' scenario after one that rebooted
      // loads it into the rebooted page instead of booting once more.
      await emulator.saveState('booted', { keep: true });
      console.log(`==> ${tag}boot ${seconds(t0)} s: Chromium up in ${chromium.toFixed(1)} s; from page load, ` +
        `core running at ${running.toFixed(1)} s, game's first still screen at ${drawn.toFixed(1)} s; boot state saved`);
      let justBooted = true;
      while (next < units.length) {
        for (const scenario of units[next++]) {
          const start = scenario.start ?? 'fresh';
          t0 = Date.now();
          const t = new Scenario(emulator, scenario.name, { eboot });
          // The shell's frame reports while the scenario runs: its longest frame of work.
          const frameLog = emulator.watchLog(FRAME_LINE);
          let error = null;
          let failedStep = null;
          try {
            if (start === 'boot' && !justBooted) {
              await emulator.reboot();
            } else if (start === 'fresh' && !justBooted) {
              await emulator.loadState('booted');
            }
            justBooted = false;
            await scenario.run(t);
          } catch (e) {
            error = e;
            failedStep = t.stepName;
            // Leave a picture of where it stopped, unless the failing check saved one.
            if (!e.saved) await t.screenshot('at-failure').catch(() => {});
          }
          frameLog.stop();
          const time = seconds(t0);
          results.push({ name: scenario.name, error, time, work: longestWork(frameLog.lines) });
          if (error) {
            console.log(`  FAIL ${tag}${scenario.name} (${time} s), step ${failedStep}: ${error.message}`);
          } else {
            console.log(`  ok   ${tag}${scenario.name} (${time} s, ${t.stepCount} step(s))`);
          }
        }
      }
    } finally {
      await emulator.close();
    }
  };
  try {
    const ended = await Promise.allSettled([...Array(lanes).keys()].map(runLane));
    const failed = ended.find((e) => e.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    server.close();
  }
  const log = logFiles.map((f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '')).join('\n');
  const display = displayCheck(log);
  console.log(display.line);
  tally.checks.push(display.ok);
  const clock = clockLine(log);
  if (clock) console.log(clock);
  // A figure per scenario, not a check: the longest frame of work the shell reported meanwhile.
  for (const { name, work } of results) {
    console.log(`frame: longest frame of work ${work.any} us (idle ${work.idle} us, working ${work.working} us): ${name}`);
  }
  console.log(`==> screens: ${OUT}/<scenario>/; emulator log${lanes > 1 ? 's' : ''}: ${logFiles.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
  console.log(`==> e2e wall time ${seconds(wall)} s`);
  const { line, ok } = countLine();
  console.log(line);
  return ok;
}

// CI allows the whole of make test far more, but a hung browser must not eat it. The scenarios
// take about 10 minutes on 2 cores beside the host tests' runs (make test), and CI's machine has
// run them up to a third slower than that: 20 minutes leaves room for both, and still stops a
// hung browser.
const LIMIT_MINUTES = 20;
setTimeout(() => {
  console.error(`e2e: still running after ${LIMIT_MINUTES} minutes: giving up`);
  console.log(countLine().line);
  process.exit(1);
}, LIMIT_MINUTES * 60_000).unref();

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`e2e: ${error.stack ?? error}`);
    // A run that stopped before or between scenarios still ends on its count.
    if (tally.chosen.length) console.log(countLine().line);
    process.exit(1);
  },
);
