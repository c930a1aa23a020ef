// Start > New puzzle (Right makes it hard, HoDoKu's level): the PSP makes a
// puzzle from a clock seed and starts a game. The harness waits for the game
// to exist (state.sav, polled on the memory stick, holds a 9x9 game), then
// reads the puzzle off the screen by glyph, until the board shows the save's
// givens in the given colour and every other cell empty. Then, independently
// of the app's core, with the harness's own solver and grader: the puzzle has
// one solution; it is symmetric through the centre; it is minimal (taking out
// any mirrored pair of clues leaves several solutions or a puzzle logic cannot
// finish); the techniques up to hard solve it and singles alone do not (the
// harness grades by technique tiers: a HoDoKu-hard puzzle is one its tiers
// call medium or hard, as HoDoKu also raises a long medium solve to hard by
// its score). Its level is what `sudoku grade` says of the saved puzzle on the
// host: the PSP made what the host grades hard. The app may settle for the
// nearest level when its 60 tries run out (src/editor/generate.rs), so the
// scenario asks for up to MAKES puzzles until one is hard. Last, the screen is the one the host draws when
// resuming from the same files (status and footer left out).
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { SUDOKU } from '../paths.mjs';
import { expectGivens } from '../answers.mjs';
import { grade, solveWith } from '../independent/grader.mjs';
import { countSolutions } from '../independent/solver.mjs';
import { cellName, parseLine } from '../independent/sudoku-rules.mjs';
import { clearGameFiles, layout, menuKeys, readSave, stickWhen } from '../sudoku.mjs';

export const name = 'new puzzle by level';

/**
 * Longest wait for a new game, in frames the core runs (emulated time), so
 * that the machine's load does not change it: a hard puzzle took 75 frames
 * (1.8 s of wall time alone) once the app made minimal puzzles and graded them
 * (up to 60 tries, src/editor/generate.rs); 500 to 3,600 frames before, when
 * every clue taken out was tried against the hard techniques. A minute of
 * emulated time leaves room; a hang still fails.
 */
const MAKE_WITHIN_FRAMES = 60 * 60;
/** Puzzles asked for at most: the tries run out about once in 3,500, so two in a row almost never. */
const MAKES = 3;

/** The cell mirrored through the centre. */
const mirror = (i) => 80 - i;

/** Problems with the promises a new "hard" puzzle keeps whatever its level: symmetric and minimal, solved by the techniques up to hard, not by singles alone. */
export function shapeProblems(puzzle) {
  const problems = [];
  puzzle.cells.forEach((d, i) => {
    if (Boolean(d) !== Boolean(puzzle.cells[mirror(i)])) problems.push(`not symmetric: ${cellName(i, 9)} is ${d ? 'a clue' : 'empty'}, ${cellName(mirror(i), 9)} is not`);
  });
  for (let i = 0; i <= 40; i++) {
    if (!puzzle.cells[i]) continue;
    const fewer = { n: 9, cells: puzzle.cells.slice() };
    fewer.cells[i] = 0;
    fewer.cells[mirror(i)] = 0;
    if (countSolutions(fewer) === 1 && grade(fewer) !== 'expert') {
      problems.push(`not minimal: without ${cellName(i, 9)} and ${cellName(mirror(i), 9)} it still has one solution and grades ${grade(fewer)}`);
    }
  }
  // The harness's tiers know the techniques up to the wings: a HoDoKu-hard puzzle that needs a
  // skyscraper, a W-wing or a unique rectangle is "expert" to them. Singles alone must not do.
  const verdict = grade(puzzle);
  if (verdict === 'easy') problems.push(`graded ${verdict} by the harness's tiers: singles alone solve it`);
  return problems;
}

/** The level `sudoku grade` gives `line` on the host: easy ... extreme. */
function hostLevel(line) {
  const out = execFileSync(SUDOKU, ['grade'], { input: `${line}\n`, encoding: 'utf8' });
  const m = /^level (\S+) rating \S+ hardest \S+ steps \d+$/.exec(out.trim());
  if (!m) throw new Error(`sudoku grade said ${JSON.stringify(out)}`);
  return m[1];
}

export async function run(t) {
  const { statusArea, footerArea } = layout();
  t.step("remove the game's files, so that no earlier game passes for the new one");
  await clearGameFiles(t);

  let stick = null;
  let previous = null;
  for (let make = 1; ; make++) {
    // The menu keeps "hard" once chosen.
    await t.pressKeys(['Start', ...menuKeys('NewPuzzle', make === 1 ? 'edit' : 'play'), ...(make === 1 ? ['Right'] : []), 'Cross']);
    t.step(`wait for the game to exist: state.sav holds a 9x9 game${previous ? ' of another puzzle' : ''}`);
    const made = await stickWhen(
      t,
      `new-${make}`,
      (dir) => {
        const save = readSave(path.join(dir, 'state.sav'));
        if (!save || !/: 9x9, a game,/.test(save.comment)) return `state.sav: ${save?.comment ?? 'none'}`;
        return save.givens !== previous || 'state.sav still holds the previous game';
      },
      { frames: MAKE_WITHIN_FRAMES },
    );
    stick = made.dir;
    const save = readSave(path.join(stick, 'state.sav'));
    previous = save.givens;
    if (save.placed !== save.givens) throw new Error(`the new game already holds placed digits: ${save.placed}`);

    await t.untilScreen(`puzzle ${make}: the screen shows the saved puzzle, read by glyph`, (screen) => expectGivens(t, screen, save.givens));

    t.step(`puzzle ${make}: one solution, symmetric, minimal, within the hard techniques (the harness's solver and grader)`);
    const puzzle = parseLine(save.givens);
    const count = countSolutions(puzzle);
    if (count !== 1) throw new Error(`the new puzzle has ${count === 2 ? 'several solutions' : 'no solution'}: ${save.givens}`);
    const problems = shapeProblems(puzzle);
    if (problems.length) throw new Error(`the new puzzle ${save.givens}: ${problems.join('; ')}`);

    const verdict = grade(puzzle);
    const medium = solveWith(puzzle, 'medium');
    const hard = solveWith(puzzle, 'hard');
    const level = hostLevel(save.givens);
    t.log(`puzzle ${make} (in state.sav ${(made.ms / 1000).toFixed(1)} s of wall time, ${made.frames} frames, after the presses): ${save.givens}, ` +
      `${save.givens.replace(/\./g, '').length} givens, level ${level} (sudoku grade), harness tier ${verdict}; ` +
      `medium techniques leave ${medium.open} cells; the hard ones used: ${JSON.stringify(hard.used)}`);
    if (level === 'hard') break;
    if (make === MAKES) throw new Error(`none of ${MAKES} new "hard" puzzles is level hard by sudoku grade (the last: ${level})`);
    t.log(`puzzle ${make} is ${level}: the app settled after 40 tries; asking again`);
  }

  await t.expectScreen(['editor', '--stick', stick], {
    label: 'the screen the host draws from the same files (status and footer left out)',
    ignore: [statusArea, footerArea],
  });
  await clearGameFiles(t);
}
