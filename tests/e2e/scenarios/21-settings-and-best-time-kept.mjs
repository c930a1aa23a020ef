// Settings and best times stay through a switch off and on (player.sav). A
// game one digit from done (the classroom grid's solution without r9c9, made
// on the host by `sudoku render --keys` with Play and put on the stick) is
// resumed after a cold boot and finished: its time becomes a best time. Then
// Watch, the watch speed and mistake marking are changed on the Settings
// page (Right on each), and player.sav must come to hold them (`sudoku save player.sav`).
// After a second cold boot, the Settings page is the one the host draws from a
// copy of the same files. Last, the game is restarted and finished again,
// slower: the best time must still be the first game's, so the app read it
// back at start.
import fs from 'node:fs';
import path from 'node:path';
import { solve } from '../independent/solver.mjs';
import { formatLine, parseLine } from '../independent/sudoku-rules.mjs';
import { CLASSROOM, STATE_FILE, clearGameFiles, copyStickNow, gameFiles, layout, menuKeys, moveKeys, readSave, sameFiles, stickWhen } from '../sudoku.mjs';
import { SUDOKU } from '../paths.mjs';
import { execFileSync } from 'node:child_process';

export const name = 'settings and best time kept through a reboot';

/** The cell left empty in the game: r9c9 (0-based row 8, col 8). */
const LAST = { row: 8, col: 8 };
/** Frames waited at least before the second finish, beyond the first game's time. */
const SLOWER_BY_FRAMES = 150;

/** What `sudoku save` says of a player.sav copied into `dir`: { settings, best: { 'SIZE DIFFICULTY': ms } }, or null. */
function readProfile(dir) {
  const file = path.join(dir, 'player.sav');
  if (!fs.existsSync(file)) return null;
  let text;
  try {
    text = execFileSync(SUDOKU, ['save', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return null;
  }
  const [settings, ...lines] = text.trim().split('\n');
  const best = {};
  for (const line of lines) {
    const m = /^best (\S+) (\S+) (\d+)$/.exec(line);
    if (m) best[`${m[1]} ${m[2]}`] = Number(m[3]);
  }
  return { settings, best };
}

/** The cursor a save names ("..., cursor r3c4"), 0-based. */
function cursorOf(save) {
  const m = /cursor r(\d+)c(\d+)$/.exec(save.comment);
  if (!m) throw new Error(`no cursor in "${save.comment}"`);
  return { row: Number(m[1]) - 1, col: Number(m[2]) - 1 };
}

export async function run(t) {
  const solution = solve(parseLine(CLASSROOM), { limit: 1 }).solutions[0].cells;
  const last = LAST.row * 9 + LAST.col;
  const digit = solution[last];
  const givens = solution.slice();
  givens[last] = 0;
  const line = formatLine({ n: 9, cells: givens });
  const finish = [...moveKeys({ row: 0, col: 0 }, LAST), ...Array(digit).fill('Circle')];

  t.step("remove the game's files; make on the host a game one digit from done");
  await clearGameFiles(t);
  const empty = path.join(t.dir, 'stick-empty');
  fs.rmSync(empty, { recursive: true, force: true });
  fs.mkdirSync(empty, { recursive: true });
  t.render(['editor', '--givens', line, '--keys', ['Start', ...menuKeys('Play'), 'Cross'].join(','), '--stick', empty], 'a game one digit from done');
  const made = t.renderedStick(empty);
  const game = readSave(path.join(made, 'state.sav'));
  if (!game || !/a game, cursor r1c1$/.test(game.comment)) throw new Error(`the host left no game at r1c1 in state.sav (${game?.comment})`);
  await t.emu.writeFile(STATE_FILE, fs.readFileSync(path.join(made, 'state.sav')));

  t.step('switch off and on: the game is back; finish it');
  await t.emu.reboot();
  // The footer shows the game's time, which runs: it is left out.
  const { footerArea } = layout();
  await t.expectScreen(['editor', '--stick', made], { label: 'the game resumed, as the host draws it (time left out)', ignore: [footerArea] });
  await t.pressKeys(finish);
  const first = await stickWhen(t, 'first-finish', (dir) => {
    const profile = readProfile(dir);
    if (!profile) return 'no player.sav';
    return Object.keys(profile.best).length === 1 || `best times: ${JSON.stringify(profile.best)}`;
  });
  const [[record, firstMs]] = Object.entries(readProfile(first.dir).best);
  t.log(`first finish: best ${record} ${firstMs} ms`);

  t.step('turn Watch on, the speed to the next, mistake marking to the next');
  for (const item of ['Watch', 'Speed', 'Mistakes']) {
    await t.pressKeys(['Start', ...menuKeys(item, 'finished'), 'Right', 'Start']);
  }
  const changed = await stickWhen(t, 'settings', (dir) => {
    const profile = readProfile(dir);
    if (!profile) return 'no player.sav';
    return /watch on/.test(profile.settings) && !/speed normal/.test(profile.settings) && !/mistakes off/.test(profile.settings)
      || `player.sav holds ${profile.settings}`;
  });
  t.log(`player.sav: ${readProfile(changed.dir).settings}`);
  // The game's autosave follows the settings too (a game keeps its marking): the copy the host
  // starts from is taken once the files have stopped changing.
  let before = changed.files;
  let kept = changed.dir;
  for (let looks = 0; ; looks++) {
    await t.waitFrames(60);
    const now = await gameFiles(t);
    if (sameFiles(now, before)) break;
    if (looks === 10) throw new Error('the game kept writing its files for 10 seconds after the settings changed');
    before = now;
    kept = await copyStickNow(t, `settled-${looks}`);
  }

  t.step('switch off and on: the Settings page shows the settings kept');
  await t.emu.reboot();
  const settingsPage = ['Start', ...menuKeys('Settings', 'finished'), 'Cross'];
  await t.pressKeys(settingsPage);
  await t.expectScreen(['editor', '--stick', kept, '--keys', settingsPage.join(',')], { label: 'the Settings page after the reboot, as the host draws it from the same files', ignore: [footerArea] });
  await t.pressKeys(['Start']);

  t.step('restart the game and finish it again, slower');
  await t.pressKeys(['Start', ...menuKeys('Restart', 'finished'), 'Cross']);
  const restarted = await stickWhen(t, 'restarted', (dir) => {
    const save = readSave(path.join(dir, 'state.sav'));
    return (save && /a game/.test(save.comment) && save.placed === line) || `state.sav: ${save?.comment} ${save?.placed}`;
  });
  // The restarted game's clock starts again from zero: wait out the first game's whole time
  // (60 frames a second) and more, so that the second finish is slower whatever the first took
  // (a loaded machine makes the first game's time long).
  await t.waitFrames(Math.ceil((firstMs * 60) / 1000) + SLOWER_BY_FRAMES);
  const from = cursorOf(readSave(path.join(restarted.dir, 'state.sav')));
  await t.pressKeys([...moveKeys(from, LAST), ...Array(digit).fill('Circle')]);
  const second = await stickWhen(t, 'second-finish', (dir) => {
    const save = readSave(path.join(dir, 'state.sav'));
    return (save && save.placed === formatLine({ n: 9, cells: solution })) || `state.sav: ${save?.placed}`;
  });
  const best = readProfile(second.dir).best;
  if (best[record] !== firstMs) {
    throw new Error(`after the reboot and a slower finish, the best ${record} is ${best[record]} ms, not the first game's ${firstMs} ms: player.sav was not read back`);
  }
  t.log(`second finish, slower: best ${record} still ${firstMs} ms`);
  await clearGameFiles(t);
}
