// Triangle on a solved grid removes the solved digits and keeps the givens;
// Triangle again empties the grid; Select brings the givens back. Each screen
// is the render of the same presses, and the cells are checked one by one.
import { CLASSROOM, checkCellInk, layout } from '../sudoku.mjs';

export const name = 'clear the solution, clear the grid, Select brings it back';

const EMPTY = '.'.repeat(81);

function expectInk(t, screen, line, others) {
  const problems = checkCellInk(screen, line, { others });
  if (problems.length) throw t.fail(`${problems.length} cell(s) wrong: ${problems.join('; ')}`, screen);
}

export async function run(t) {
  const keys = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });

  t.step('press Square');
  await t.pressKeys(['Square']);
  const solvedKeys = [...keys, 'Square'];
  await t.expectEditor({ keys: solvedKeys }, { label: 'solved', ignore: [layout().statusArea], timeout: 30_000 });

  t.step('Triangle: the solution goes, the givens stay');
  await t.pressKeys(['Triangle']);
  const givens = await t.expectEditor({ keys: [...solvedKeys, 'Triangle'] }, { label: 'solution cleared' });
  expectInk(t, givens, CLASSROOM, null);

  t.step('Triangle again: the grid is empty');
  await t.pressKeys(['Triangle']);
  const empty = await t.expectEditor({ keys: [...solvedKeys, 'Triangle', 'Triangle'] }, { label: 'grid cleared' });
  expectInk(t, empty, EMPTY, null);

  t.step('Select: the givens are back');
  await t.pressKeys(['Select']);
  const back = await t.expectEditor({ keys: [...solvedKeys, 'Triangle', 'Triangle', 'Select'] }, { label: 'givens back' });
  expectInk(t, back, CLASSROOM, null);
}
