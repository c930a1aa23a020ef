// The first five minutes of a new player, on a fresh memory stick: a cold
// boot, the classroom grid typed with flicks of the stick's keypad (the status
// line then says that Start > Play this puzzle plays it with hints), a game of
// it (the first game's status line offers mistake marking, once), one hint,
// then quit and switch on again. Every screen is the host's render of the same
// presses (the footer left out in the game: it holds the running time).
// PPSSPP's front end never calls the exit callback Home > Quit calls on a PSP
// (/work/shared/EMULATOR.md), so the quit is played as what it leaves: the
// game is paused (so that the screen is still once it is back: a running
// clock never settles), the harness waits until the autosave holds it, then
// switches the console off and on; the game is back as the host draws it from
// the same files, and a game started again does not offer mistake marking a
// second time.
import { expectGivens } from '../answers.mjs';
import { compare } from '../images.mjs';
import { CLASSROOM, allOf, clearGameFiles, fastKeys, keyPhases, layout, menuKeys, saveHolds, stickWhen } from '../sudoku.mjs';

export const name = 'first run: a grid typed with flicks, played, a hint, quit and resume';

export async function run(t) {
  const { footerArea, statusArea } = layout();
  t.step('a fresh memory stick (nothing but the EBOOT), then a cold boot');
  await clearGameFiles(t);
  await t.emu.reboot();
  await t.expectScreen('editor', { label: 'first boot' });

  const typing = fastKeys(CLASSROOM);
  t.step(`type the classroom grid with flicks: ${typing.length} frames`);
  await t.emu.playPhases(keyPhases(typing));
  const typed = await t.expectEditor({ keys: typing }, { label: 'typed: Start > Play this puzzle plays it with hints' });
  expectGivens(t, typed, CLASSROOM);

  const start = ['Start', ...menuKeys('Play'), 'Cross'];
  await t.pressKeys(start);
  const play = [...typing, ...start];
  await t.expectEditor({ keys: play }, { label: 'the first game offers mistake marking', ignore: [footerArea] });
  await t.pressKeys(['Square']);
  await t.expectEditor({ keys: [...play, 'Square'] }, { label: 'one hint', ignore: [footerArea] });

  t.step('quit: the game paused, once the autosave holds it, the console is switched off and on');
  const pause = ['Start', ...menuKeys('Pause', 'play'), 'Cross'];
  await t.pressKeys(pause);
  const paused = await t.expectEditor(
    { keys: [...play, 'Square', ...pause] },
    { label: 'paused (status left out: it says the time)', ignore: [footerArea, statusArea] },
  );
  const { dir } = await stickWhen(
    t,
    'quit',
    allOf(saveHolds('state.sav', { comment: /9x9, a game,/ }), (stick) => {
      const drawn = t.render(['editor', '--stick', stick], 'paused-from-stick');
      const { differing } = compare(paused, drawn, { ignore: [statusArea] });
      return differing === 0 || `the host draws the paused game from state.sav with ${differing} pixel(s) differing`;
    }),
  );
  await t.emu.reboot();
  await t.expectScreen(['editor', '--stick', dir], { label: 'the game is back, as the host draws it from the same files' });

  t.step('a button goes on, back to editing, then a game again: no offer this time (player.sav keeps it)');
  const again = ['Cross', 'Start', ...menuKeys('Play', 'play'), 'Cross', 'Start', ...menuKeys('Play'), 'Cross'];
  await t.pressKeys(again);
  await t.expectScreen(['editor', '--stick', dir, '--keys', again.join(',')], {
    label: 'a game again, as the host draws it from the same files: the usual status line',
    ignore: [footerArea],
  });
  await clearGameFiles(t);
}
