// The lesson's race on the worst case for naive backtracking (the third grid of
// tests/puzzles/seeds.txt, the library's last built-in puzzle), stopped midway: Cross races the five algorithms,
// grabbed screens show the naive search's board changing, Square stops it. The
// app then writes race.txt; its lines must be `sudoku race`'s for the
// algorithms that finished (same placements and backtracks; ours at least),
// the others stopped short of them, the naive search partway with the
// tutorial's tree still ahead. The screen is the render's outside the figures,
// the board and the status line.
import { compare } from '../images.mjs';
import { readBoard } from '../glyphs.mjs';
import { GAME_DIR, digits, menuKeys, seedPuzzles } from '../sudoku.mjs';
import { execFileSync } from 'node:child_process';
import { SUDOKU } from '../paths.mjs';
import { lessonAreas } from './18-lesson-step-by-step.mjs';

export const name = 'lesson race stopped midway';

const RACE_FILE = `${GAME_DIR}/race.txt`;
/** The naive search's placements on this grid (pinned by tests/lesson.rs). */
const NAIVE_PLACEMENTS = 69_175_316;

/** Of the cells the puzzle `line` leaves empty: how many show a digit in the solved colour (read by glyph), and how many there are. */
function countSolvedInk(image, line) {
  const cells = readBoard(image, 9);
  const empty = digits(line).map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
  return { filled: empty.filter((i) => cells[i].digit && cells[i].ink === 'solved').length, empty: empty.length };
}

/** `line 1 NAME placements N backtracks N time T ms OUTCOME` as { name, placements, backtracks, ms, outcome }. */
function lap(line) {
  const m = /^line \d+ (\S+) placements (\d+) backtracks (\d+) time ([\d.]+) ms (.+)$/.exec(line);
  if (!m) throw new Error(`not a race line: ${JSON.stringify(line)}`);
  return { name: m[1], placements: Number(m[2]), backtracks: Number(m[3]), ms: Number(m[4]), outcome: m[5] };
}

export async function run(t) {
  const worst = seedPuzzles()[2];
  const areas = lessonAreas();
  await t.emu.remove(RACE_FILE);
  t.step('menu: Library, Up to the last entry: the worst case');
  const chosen = ['Start', ...menuKeys('Library'), 'Cross', 'Up'];
  await t.pressKeys(chosen);
  // The player waits for the puzzle's level (graded a slice a frame) before loading it.
  await t.emu.settle();
  await t.pressKeys(['Cross']);
  const typed = [...chosen, 'Cross'];

  t.step('menu: Backtracking lesson, R three times: the race view');
  const open = ['Start', ...menuKeys('Lesson'), 'Cross', 'R', 'R', 'R'];
  await t.pressKeys(open);
  await t.expectEditor({ keys: [...typed, ...open] }, { label: 'the race, before the start' });

  t.step('Cross races; the board changes while it runs');
  await t.pressKeys(['Cross']);
  // A racing frame is a full slice of search: slow to emulate, so only a few of them.
  const grabs = [];
  for (let i = 0; i < 3; i++) {
    await t.waitFrames(3);
    grabs.push(await t.grab());
  }
  const board = [areas.board];
  const changing = grabs.slice(1).filter((image, i) => compare(image, grabs[i], { ignore: [] }).differing > 0).length;
  if (changing < 2) throw t.fail(`the race's screen hardly changed (${changing} of ${grabs.length - 1})`, grabs.at(-1));

  t.step('Square stops it; race.txt holds the figures');
  await t.pressKeys(['Square']);
  let text = null;
  for (let i = 0; i < 40 && !text; i++) {
    await t.waitFrames(10);
    text = (await t.emu.readFile(RACE_FILE))?.toString('utf8') ?? null;
  }
  if (!text) throw new Error(`${RACE_FILE} was not written after the race stopped`);
  const [puzzle, ...rest] = text.trim().split('\n');
  if (puzzle !== worst) throw new Error(`race.txt's puzzle is ${puzzle}, not ${worst}`);
  const laps = rest.map((line) => lap(line.replace(/^# /, '')));
  // The host's counts of the four (not naive's: seconds of host time for a figure pinned below).
  const host = ['sorted', 'mrv', 'ours', 'report'].map((name) =>
    lap(execFileSync(SUDOKU, ['race', '--algorithm', name, '-'], { input: `${worst}\n`, encoding: 'utf8' }).trim()),
  );
  // Ours is done in a frame; sorted and most constrained need some dozens of racing frames, more
  // than this short run gives them, the report's method a few: each is either done with the
  // host's counts, or stopped short of them.
  if (laps.length !== 5) throw new Error(`race.txt should hold the five lanes: ${JSON.stringify(laps)}`);
  for (const name of ['sorted', 'mrv', 'ours', 'report']) {
    const psp = laps.find((l) => l.name === name);
    const pc = host.find((l) => l.name === name);
    const done = psp?.outcome === 'solved' && psp.placements === pc.placements && psp.backtracks === pc.backtracks;
    const short = psp?.outcome === 'stopped' && name !== 'ours' && psp.placements > 0 && psp.placements < pc.placements;
    if (!done && !short) {
      throw new Error(`${name}: the PSP's race says ${JSON.stringify(psp)}, sudoku race ${JSON.stringify(pc)}`);
    }
  }
  const naive = laps.find((l) => l.name === 'naive');
  if (!naive || naive.outcome !== 'stopped' || naive.placements <= 0 || naive.placements >= NAIVE_PLACEMENTS) {
    throw new Error(`naive should have stopped midway: ${JSON.stringify(naive)}`);
  }
  for (const l of laps) t.log(`${l.name}: ${l.placements} placements, ${l.backtracks} backtracks, ${l.ms} ms, ${l.outcome}`);
  t.log(`naive in PPSSPP: ${Math.round((naive.placements / naive.ms) * 1000)} placements per second of race time`);

  const stopped = await t.expectEditor(
    { keys: [...typed, ...open, 'Cross', 'Square'] },
    { label: 'stopped (figures, board and status left out)', ignore: [areas.raceFigures, areas.status, ...board] },
  );
  const { filled, empty } = countSolvedInk(stopped, worst);
  if (filled === 0 || filled === empty) throw t.fail(`the naive search's board should be partly filled: ${filled} of ${empty}`, stopped);
}
