// A PSP set to French: the game speaks French from the start. The emulated
// console's system language is set through the PPSSPP core's ppsspp_language
// option at a cold boot; the game reads it with sceUtilityGetSystemParamInt.
// Each screen is compared pixel for pixel with `sudoku render editor --lang fr`:
// the empty grid (French legend, ÉDITION tag, L1C1 footer), the menu (accents,
// the non-breaking space before each colon), and two clashing 5s (the status
// names the cells L1C1 and L1C7), and between the two the backtracking lesson
// on the empty grid after three steps (its French panel, the time left out);
// then the library's classroom entry with its grade, and the list of collections.
// The game's files go first: a language chosen in the menu (player.sav) would
// win over the console's.
import { clearGameFiles, menuKeys } from '../sudoku.mjs';
import { lessonAreas } from './18-lesson-step-by-step.mjs';

export const name = 'a console set to French';

export async function run(t) {
  t.step("remove the game's files but the EBOOT");
  await clearGameFiles(t);

  t.step('switch off, set the console to French, switch on');
  await t.emu.reboot({ language: 'French' });
  await t.expectEditor({ lang: 'fr' }, { label: 'empty grid, in French' });

  const menu = ['Start', ...menuKeys('NewPuzzle')];
  await t.pressKeys(menu);
  await t.expectEditor({ lang: 'fr', keys: menu }, { label: 'the menu, in French' });

  const lesson = [...menu, 'Start', 'Start', ...menuKeys('Lesson'), 'Cross', 'Square', 'Square', 'Square'];
  await t.pressKeys(lesson.slice(menu.length));
  await t.expectEditor(
    { lang: 'fr', keys: lesson },
    { label: 'the lesson, three steps, in French (time left out)', ignore: [lessonAreas().stepTime] },
  );
  const left = [...lesson, 'Start', ...menuKeys('Lesson'), 'Cross'];
  await t.pressKeys(left.slice(lesson.length));

  const clash = [...left, 'Circle', 'Circle', 'Circle', 'Circle', 'Circle', 'Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Circle', 'Circle', 'Circle', 'Circle', 'Circle'];
  await t.pressKeys(clash.slice(left.length));
  await t.expectEditor({ lang: 'fr', keys: clash }, { label: 'two 5s in row 1: Conflit : 5 en L1C1 et en L1C7' });

  // The library: the classroom grid's entry (Up wraps to the classroom's grids), graded on the console ("La grille de la classe,
  // 9×9, moyenne, solution unique"), then the list of collections ("intégrées").
  const library = [...clash, 'Start', ...menuKeys('Library'), 'Cross', 'Up', 'Up'];
  await t.pressKeys(library.slice(clash.length));
  await t.expectEditor({ lang: 'fr', keys: library }, { label: 'the library: the classroom grid, moyenne, solution unique' });
  const list = [...library, 'Triangle'];
  await t.pressKeys(['Triangle']);
  await t.expectEditor({ lang: 'fr', keys: list }, { label: 'the list of collections, in French' });

  t.step("remove the game's files");
  await clearGameFiles(t);
}
