// The in-app benchmark (menu: Benchmark) runs in PPSSPP, writes its figures to
// benchmark.txt next to the EBOOT, and shows them in the status line; the rest
// of the screen is the render's. The figures go into the test log: the 23
// puzzles, 9x9 generation, the hardest puzzles' mean and worst, the worst
// puzzle's line, the hardest puzzles' worst under symmetries, medium 16x16
// generation, and the worst hint on the hardest puzzles (with its longest slice).
import { layout, menuKeys } from '../sudoku.mjs';

export const name = 'in-app benchmark';

const FILE = 'ms0:/PSP/GAME/SUDOKU/benchmark.txt';
const FIGURE = /(\d+) us per puzzle/;
const WORST = /^worst puzzle: .*$/m;
const SYMMETRIES = /^hardest under symmetries: \d+ us worst \(\d+ puzzles x \d+ symmetries, counting to 2\)$/m;
const HINT = /^hint: \d+ us worst, longest slice \d+ us \(\d+ puzzles\)$/m;

export async function run(t) {
  await t.emu.remove(FILE);

  t.step('menu: Benchmark');
  // Start opens the menu; Cross (the confirm button in PPSSPP) on "Benchmark" starts it.
  const keys = ['Start', ...menuKeys('Benchmark'), 'Cross'];
  const started = Date.now();
  await t.pressKeys(keys);

  t.step(`wait for ${FILE} to hold the figure`);
  // The run takes about 125 s of wall time alone on 2 cores, more beside the other lane: the
  // limit only ends a run that hangs.
  const LIMIT_S = 300;
  let text = '';
  while (!FIGURE.test(text)) {
    if (Date.now() - started > LIMIT_S * 1000) {
      throw new Error(`no figure in ${FILE} after ${LIMIT_S} s (${text ? `it holds ${JSON.stringify(text)}` : 'no such file'})`);
    }
    await t.waitFrames(10);
    text = (await t.emu.readFile(FILE))?.toString('utf8').trim() ?? '';
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`e2e: in-app benchmark in PPSSPP: ${FIGURE.exec(text)[1]} us per puzzle (${seconds} s wall time); ${FILE}:`);
  for (const line of text.split('\n')) console.log(`e2e:   ${line}`);
  const worst = WORST.exec(text);
  if (!worst) throw new Error(`${FILE} names no worst puzzle: ${JSON.stringify(text)}`);
  console.log(`e2e: in-app benchmark, ${worst[0]}`);
  const symmetries = SYMMETRIES.exec(text);
  if (!symmetries) throw new Error(`${FILE} gives no worst under symmetries: ${JSON.stringify(text)}`);
  console.log(`e2e: in-app benchmark, ${symmetries[0]}`);
  const hint = HINT.exec(text);
  if (!hint) throw new Error(`${FILE} gives no worst hint: ${JSON.stringify(text)}`);
  console.log(`e2e: in-app benchmark, ${hint[0]}`);

  await t.expectEditor({ keys }, { label: 'benchmark done (status area left out)', ignore: [layout().statusArea] });
}
