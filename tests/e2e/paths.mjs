// Where the harness finds the repository's build outputs and keeps its own files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(E2E, '..', '..');
/** Git-ignored: the npm tarballs and the served site (front end, core, game). */
export const CACHE = path.join(E2E, '.cache');
export const SITE = path.join(CACHE, 'site');
/** Screenshots, expected images and diffs of the last run, for a person to look at. */
export const OUT = path.join(REPO, 'target', 'e2e');
/**
 * The checkout whose build is tested: this one, or E2E_BUILD (another
 * worktree, e.g. a fixed snapshot while this one is being edited).
 */
export const BUILD = path.resolve(process.env.E2E_BUILD || REPO);
export const EBOOT = path.join(BUILD, 'target', 'EBOOT.PBP');
/** The host tool that draws the screens the PSP should show (`sudoku render`). */
export const SUDOKU = path.join(BUILD, 'target', 'release', 'sudoku');
