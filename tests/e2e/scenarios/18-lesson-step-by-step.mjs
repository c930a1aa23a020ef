// The backtracking lesson, step by step: the classroom grid typed, Start >
// Backtracking lesson, then Square ten times: each press is one placement or
// backtrack of the naive search, and the screen is the render's (the time line
// left out: the PSP's clock is not the host's). Circle then plays the search at
// the watch speed: grabbed screens change while it plays; any button stops it,
// and a still screen stays still. Before that, Triangle steps back one step
// and three presses of Square give the render's screen once more (after the
// play the step reached depends on the PSP's clock, the render's does not).
// Up then chooses the students' report's lane, untouched by the play: fifteen
// steps, and its step view names its first supposition as the render's does.
import { CLASSROOM, menuKeys } from '../sudoku.mjs';
import { compare } from '../images.mjs';
import { execFileSync } from 'node:child_process';
import { SUDOKU } from '../paths.mjs';

export const name = 'lesson step by step';

/** The lesson's areas of figures, from `sudoku layout`. */
export function lessonAreas() {
  const json = JSON.parse(execFileSync(SUDOKU, ['layout'], { encoding: 'utf8' }));
  return { status: json.lesson_status_area, stepTime: json.step_time_area, raceFigures: json.race_figures_area, board: json.board };
}

export async function run(t) {
  const { stepTime, status } = lessonAreas();
  const typed = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });

  t.step('menu: Backtracking lesson');
  const open = ['Start', ...menuKeys('Lesson'), 'Cross'];
  await t.pressKeys(open);
  const start = [...typed, ...open];
  await t.expectEditor({ keys: start }, { label: 'the lesson, before any step' });

  const ten = Array(10).fill('Square');
  await t.pressKeys(ten);
  await t.expectEditor({ keys: [...start, ...ten] }, { label: 'ten steps (time left out)', ignore: [stepTime] });

  const back = ['Triangle', 'Square', 'Square', 'Square'];
  await t.pressKeys(back);
  await t.expectEditor(
    { keys: [...start, ...ten, ...back] },
    { label: 'one step back, three steps on (time left out)', ignore: [stepTime] },
  );

  t.step('Circle plays at the watch speed');
  await t.pressKeys(['Circle']);
  const seen = [];
  for (let i = 0; i < 6; i++) {
    seen.push(await t.grab());
    await t.waitFrames(6);
  }
  const changes = seen.slice(1).filter((image, i) => compare(image, seen[i], { ignore: [stepTime] }).differing > 0).length;
  t.log(`${changes} of ${seen.length - 1} grabs changed while playing`);
  if (changes < 3) throw t.fail(`the board hardly changed while playing (${changes} changes)`, seen.at(-1));

  t.step('Triangle stops it (and does nothing else)');
  await t.pressKeys(['Triangle']);
  const stopped = await t.screenshot('stopped');
  await t.waitFrames(30);
  const later = await t.screenshot('half a second later');
  const moved = compare(later, stopped).differing;
  if (moved) throw t.fail(`the screen moved after the stop: ${moved} pixels`, later);

  // The report's lane has taken no step: its screen does not depend on the play above.
  t.step("Up: the students' report, fifteen steps: its first supposition");
  const report = ['Up', ...Array(15).fill('Square')];
  await t.pressKeys(report);
  await t.expectEditor(
    { keys: [...start, ...ten, ...back, 'Circle', 'Triangle', ...report] },
    { label: "the report's step 15 (time and status left out)", ignore: [stepTime, status] },
  );
}
