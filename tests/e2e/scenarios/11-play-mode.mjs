// Play mode on the classroom grid: givens locked, the player's digits, pencil
// marks (L+R, then Square marks the pointed digit), every candidate filled in
// from the menu, a placed digit clearing its peers' notes, undo and redo,
// mistakes marked against the rules, a hint with its cells, and a pause that
// hides the board. Each screen is `sudoku render editor` after the same
// presses, but for the footer, which holds the game's running time. The paused
// game is then switched off and on: it comes back paused, time and all, as the
// host draws it from the same files. The harness copies those files once the
// game's autosave has caught up with the pause: state.sav holds a game, and
// the host draws from it the board and the game time the PSP shows.
import { compare } from '../images.mjs';
import { allOf, clearGameFiles, layout, menuKeys, saveHolds, stickWhen } from '../sudoku.mjs';

export const name = 'play mode: notes, hints, mistakes, pause';

export async function run(t) {
  const { footerArea, statusArea } = layout();
  let keys = [];
  /** Presses `more`, then checks the screen against the render of every press so far. */
  const play = async (label, more, ignore = [footerArea]) => {
    await t.pressKeys(more);
    keys = [...keys, ...more];
    return t.expectEditor({ keys }, { label, ignore });
  };
  // The library grades the puzzle shown a slice a frame: the player waits for its level
  // before loading it, as the host's render (which grades at once) shows it.
  for (const more of [['Start', ...menuKeys('Library'), 'Cross'], ['Up', 'Up']]) {
    await t.pressKeys(more);
    keys = [...keys, ...more];
    await t.emu.settle();
  }
  await play('classroom grid from the library', ['Cross']);
  await play('a game: givens locked', ['Start', ...menuKeys('Play'), 'Cross']);
  await play('a given does not change; the player puts an 8 in r1c1', ['Right', 'Circle', 'Left', 'Cross', 'Cross']);
  await play('pencil marks: L+R, then two notes in r1c3', ['Right', 'Right', 'L+R', 'Circle', 'Circle', 'Square', 'Circle', 'Square']);
  await play('notes off, every candidate filled in from the menu', ['L+R', 'Start', ...menuKeys('FillNotes', 'play'), 'Cross']);
  await play('a 3 in r1c5 leaves its peers\' notes', ['Right', 'Right', 'Circle', 'Circle', 'Circle', 'Down']);
  await play('Select undoes the 3 and its notes', ['Select']);
  await play('Select+R redoes it', ['Select+R']);
  await play('mistakes against the rules: a second 3 in the box is marked', ['Start', ...menuKeys('Mistakes', 'play'), 'Cross', 'Start', 'Circle', 'Circle', 'Circle']);
  await play('Square: a hint names a step and shows its cells', ['Triangle', 'Square']);
  const paused = await play('Start > Pause hides the board (status left out: it says the time)', ['Start', ...menuKeys('Pause', 'play'), 'Cross'], [
    footerArea,
    statusArea,
  ]);

  t.step('wait for the autosave of the paused game: the host draws the same board and game time from it');
  const { dir: stick } = await stickWhen(
    t,
    'paused',
    allOf(saveHolds('state.sav', { comment: /9x9, a game,/ }), (dir) => {
      const drawn = t.render(['editor', '--stick', dir], 'paused-from-stick');
      const { differing } = compare(paused, drawn, { ignore: [statusArea] });
      return differing === 0 || `the host draws the paused game from state.sav with ${differing} pixel(s) differing outside the status line`;
    }),
  );
  t.step('switch off and on');
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', stick], { label: 'the paused game is back, time and all, as the host draws it' });
  await clearGameFiles(t);
}
