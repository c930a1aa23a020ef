// Triangle on a solved grid removes the solved digits and keeps the givens;
// Triangle again asks for one more (24 givens are too many to lose to one
// press), and that one empties the grid; Select brings the givens back. Each screen
// is the render of the same presses, and the cells are read one by one by
// glyph: the solution of the classroom grid, then its givens alone, then
// nothing, then its givens again.
import { expectGivens, expectSolution } from '../answers.mjs';
import { CLASSROOM, layout } from '../sudoku.mjs';

export const name = 'clear the solution, clear the grid, Select brings it back';

const EMPTY = '.'.repeat(81);

export async function run(t) {
  const keys = await t.typeGrid(CLASSROOM, { state: 'classroom-typed' });

  t.step('press Square');
  await t.pressKeys(['Square']);
  const solvedKeys = [...keys, 'Square'];
  const solved = await t.expectEditor({ keys: solvedKeys }, { label: 'solved', ignore: [layout().statusArea], timeout: 30_000 });
  expectSolution(t, solved, CLASSROOM, { solutions: 'one' });

  t.step('Triangle: the solution goes, the givens stay');
  await t.pressKeys(['Triangle']);
  const givens = await t.expectEditor({ keys: [...solvedKeys, 'Triangle'] }, { label: 'solution cleared' });
  expectGivens(t, givens, CLASSROOM);

  t.step('Triangle again: it asks for a second Triangle, the givens stay');
  await t.pressKeys(['Triangle']);
  const asked = await t.expectEditor({ keys: [...solvedKeys, 'Triangle', 'Triangle'] }, { label: 'asks again' });
  expectGivens(t, asked, CLASSROOM);

  t.step('Triangle once more: the grid is empty');
  await t.pressKeys(['Triangle']);
  const cleared = [...solvedKeys, 'Triangle', 'Triangle', 'Triangle'];
  const empty = await t.expectEditor({ keys: cleared }, { label: 'grid cleared' });
  expectGivens(t, empty, EMPTY);

  t.step('Select: the givens are back');
  await t.pressKeys(['Select']);
  const back = await t.expectEditor({ keys: [...cleared, 'Select'] }, { label: 'givens back' });
  expectGivens(t, back, CLASSROOM);
}
