// A grader for the harness, independent of the app's (src/logic/): it solves
// a puzzle with pencil marks the way a person does, using only the techniques
// of one difficulty and those below it, and says whether that gets it solved.
// The tiers are README's difficulty table:
//   easy    full house, hidden single, naked single
//   medium  also pointing, claiming, naked and hidden pairs
//   hard    also naked and hidden triples and quads, X-wing, swordfish,
//           jellyfish, XY-wing, XYZ-wing
// A puzzle's grade is the lowest tier whose techniques solve it ("expert":
// none does, it needs guessing). The order the techniques are tried in does
// not matter for that: each only removes candidates that cannot be right.

import { solve } from './solver.mjs';
import { units } from './sudoku-rules.mjs';

export const TIERS = ['easy', 'medium', 'hard'];

const bitCount = (m) => {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
};
const digitOf = (bit) => 31 - Math.clz32(bit) + 1;

/** Every way to choose k items of `list` (k small). */
function* choose(list, k, from = 0, picked = []) {
  if (picked.length === k) {
    yield picked;
    return;
  }
  for (let i = from; i <= list.length - (k - picked.length); i++) {
    picked.push(list[i]);
    yield* choose(list, k, i + 1, picked);
    picked.pop();
  }
}

const boxLineCache = new Map();

/** Every box with each row and column that crosses it: [box, line] pairs of cell lists. */
function boxLines(n) {
  if (!boxLineCache.has(n)) {
    const { boxes, rows, cols } = units(n);
    const pairs = [];
    for (const b of boxes) for (const line of [...rows, ...cols]) if (line.some((i) => b.includes(i))) pairs.push([b, line]);
    boxLineCache.set(n, pairs);
  }
  return boxLineCache.get(n);
}

/** Pencil marks: the digits each empty cell may still hold (a bitmask; 0 once the cell is filled). */
class Marks {
  constructor({ n, cells }) {
    this.n = n;
    this.u = units(n);
    this.values = cells.slice();
    this.cand = new Array(n * n).fill(0);
    const full = (1 << n) - 1;
    cells.forEach((d, i) => {
      if (d) return;
      let m = full;
      for (const p of this.u.peers[i]) if (cells[p]) m &= ~(1 << (cells[p] - 1));
      this.cand[i] = m;
    });
    this.broken = false;
  }

  place(i, digit) {
    this.values[i] = digit;
    this.cand[i] = 0;
    const bit = 1 << (digit - 1);
    for (const p of this.u.peers[i]) {
      if (this.values[p] === digit) this.broken = true;
      this.cand[p] &= ~bit;
    }
  }

  /** Removes `mask` from cell i's marks; true if that removed any. */
  remove(i, mask) {
    if (!(this.cand[i] & mask)) return false;
    this.cand[i] &= ~mask;
    return true;
  }

  solved() {
    return this.values.every((d) => d);
  }

  /** A contradiction: an empty cell with no mark, or a unit with a digit that has nowhere to go. */
  contradiction() {
    if (this.broken) return true;
    const { n, values, cand } = this;
    if (values.some((d, i) => !d && !cand[i])) return true;
    for (const unit of this.u.all) {
      let have = 0;
      for (const i of unit) have |= values[i] ? 1 << (values[i] - 1) : cand[i];
      if (have !== (1 << n) - 1) return true;
    }
    return false;
  }

  /** The cells of `unit` where `digit` may go. */
  places(unit, digit) {
    const bit = 1 << (digit - 1);
    return unit.filter((i) => this.cand[i] & bit);
  }
}

// ---- easy ---------------------------------------------------------------------------

/** A cell with one mark left takes it (a full house is one of these too). */
function nakedSingle(m) {
  for (let i = 0; i < m.cand.length; i++) {
    if (!m.values[i] && bitCount(m.cand[i]) === 1) {
      m.place(i, digitOf(m.cand[i]));
      return true;
    }
  }
  return false;
}

/** A digit with one place left in a unit goes there. */
function hiddenSingle(m) {
  for (const unit of m.u.all) {
    for (let d = 1; d <= m.n; d++) {
      if (unit.some((i) => m.values[i] === d)) continue;
      const at = m.places(unit, d);
      if (at.length === 1) {
        m.place(at[0], d);
        return true;
      }
    }
  }
  return false;
}

// ---- medium -------------------------------------------------------------------------

/**
 * Pointing and claiming: a digit whose places in one unit all lie in one
 * other unit (a box and a line) is there, so it leaves the rest of that unit.
 */
function lockedCandidates(m) {
  for (const [b, line] of boxLines(m.n)) {
    for (const [inside, other] of [[b, line], [line, b]]) {
      for (let d = 1; d <= m.n; d++) {
        const at = m.places(inside, d);
        if (at.length === 0 || !at.every((i) => other.includes(i))) continue;
        let changed = false;
        for (const i of other) if (!inside.includes(i)) changed = m.remove(i, 1 << (d - 1)) || changed;
        if (changed) return true;
      }
    }
  }
  return false;
}

/** k empty cells of a unit with k digits between their marks: the unit's other cells lose them. */
function nakedSubset(m, k) {
  for (const unit of m.u.all) {
    const open = unit.filter((i) => !m.values[i] && bitCount(m.cand[i]) <= k);
    for (const set of choose(open, k)) {
      const union = set.reduce((acc, i) => acc | m.cand[i], 0);
      if (bitCount(union) !== k) continue;
      let changed = false;
      for (const i of unit) if (!m.values[i] && !set.includes(i)) changed = m.remove(i, union) || changed;
      if (changed) return true;
    }
  }
  return false;
}

/** k digits a unit lacks with k places between them: those places lose their other marks. */
function hiddenSubset(m, k) {
  for (const unit of m.u.all) {
    const lacking = [];
    for (let d = 1; d <= m.n; d++) {
      if (unit.some((i) => m.values[i] === d)) continue;
      const at = m.places(unit, d);
      if (at.length >= 1 && at.length <= k) lacking.push({ d, at });
    }
    for (const set of choose(lacking, k)) {
      const cells = new Set(set.flatMap(({ at }) => at));
      if (cells.size !== k) continue;
      const keep = set.reduce((acc, { d }) => acc | (1 << (d - 1)), 0);
      let changed = false;
      for (const i of cells) changed = m.remove(i, ~keep) || changed;
      if (changed) return true;
    }
  }
  return false;
}

// ---- hard ---------------------------------------------------------------------------

/**
 * Fish of size k (2 X-wing, 3 swordfish, 4 jellyfish): a digit whose places
 * in k rows lie in k columns between them leaves those columns' other rows;
 * and the same with rows and columns swapped.
 */
function fish(m, k) {
  const { rows, cols } = m.u;
  for (const [bases, covers] of [[rows, cols], [cols, rows]]) {
    const coverOf = (i) => covers.findIndex((c) => c.includes(i));
    for (let d = 1; d <= m.n; d++) {
      const lines = bases
        .map((line) => m.places(line, d))
        .filter((at) => at.length >= 1 && at.length <= k);
      for (const set of choose(lines, k)) {
        const covered = new Set(set.flatMap((at) => at.map(coverOf)));
        if (covered.size !== k) continue;
        const inBase = new Set(set.flat());
        let changed = false;
        for (const c of covered) for (const i of covers[c]) if (!inBase.has(i)) changed = m.remove(i, 1 << (d - 1)) || changed;
        if (changed) return true;
      }
    }
  }
  return false;
}

const sees = (m, a, b) => a !== b && (Math.floor(a / m.n) === Math.floor(b / m.n) || a % m.n === b % m.n || m.u.boxOf[a] === m.u.boxOf[b]);

/** The empty cells with exactly `count` marks. */
const withMarks = (m, count) => m.cand.map((c, i) => (!m.values[i] && bitCount(c) === count ? i : -1)).filter((i) => i >= 0);

/** Removes digit bit z from every empty cell other than `wing` that sees all of `wing`. */
function removeSeeingAll(m, wing, z) {
  let changed = false;
  for (let i = 0; i < m.cand.length; i++) {
    if (!m.values[i] && !wing.includes(i) && wing.every((w) => sees(m, i, w))) changed = m.remove(i, z) || changed;
  }
  return changed;
}

/**
 * XY-wing: a pivot that is x or y, a peer that is x or z, and a peer that is
 * y or z: one of the two peers is z, so z leaves every cell that sees both.
 */
function xyWing(m) {
  const pairs = withMarks(m, 2);
  for (const p of pairs) {
    const xy = m.cand[p];
    for (const a of pairs) {
      if (a === p || !sees(m, a, p)) continue;
      const shared = m.cand[a] & xy;
      if (bitCount(shared) !== 1) continue;
      const z = m.cand[a] & ~xy;
      const y = xy & ~shared;
      for (const b of pairs) {
        if (b === p || b === a || !sees(m, b, p) || m.cand[b] !== (y | z)) continue;
        if (removeSeeingAll(m, [a, b], z)) return true;
      }
    }
  }
  return false;
}

/**
 * XYZ-wing: a pivot that is x, y or z, a peer that is x or z and a peer that
 * is y or z: one of the three is z, so z leaves every cell that sees all three.
 */
function xyzWing(m) {
  const pairs = withMarks(m, 2);
  for (const p of withMarks(m, 3)) {
    const xyz = m.cand[p];
    const pincers = pairs.filter((a) => sees(m, a, p) && (m.cand[a] & ~xyz) === 0);
    for (const [a, b] of choose(pincers, 2)) {
      const z = m.cand[a] & m.cand[b];
      if ((m.cand[a] | m.cand[b]) !== xyz || bitCount(z) !== 1) continue;
      if (removeSeeingAll(m, [p, a, b], z)) return true;
    }
  }
  return false;
}

/** The techniques of each tier, by name (for reports). */
export const TECHNIQUES = {
  easy: [['naked single', nakedSingle], ['hidden single', hiddenSingle]],
  medium: [
    ['pointing or claiming', lockedCandidates],
    ['naked pair', (m) => nakedSubset(m, 2)],
    ['hidden pair', (m) => hiddenSubset(m, 2)],
  ],
  hard: [
    ['naked triple', (m) => nakedSubset(m, 3)],
    ['hidden triple', (m) => hiddenSubset(m, 3)],
    ['naked quad', (m) => nakedSubset(m, 4)],
    ['hidden quad', (m) => hiddenSubset(m, 4)],
    ['X-wing', (m) => fish(m, 2)],
    ['swordfish', (m) => fish(m, 3)],
    ['jellyfish', (m) => fish(m, 4)],
    ['XY-wing', xyWing],
    ['XYZ-wing', xyzWing],
  ],
};

/**
 * Solves `puzzle` with the techniques of `tier` and the tiers below it, one
 * step at a time, until it is solved or none applies. Returns { solved,
 * contradiction, open, grid, used }: open the cells left empty, grid the
 * digits placed with the givens, used how many steps each technique made.
 */
export function solveWith(puzzle, tier) {
  const upTo = TIERS.slice(0, TIERS.indexOf(tier) + 1);
  if (upTo.length === 0) throw new Error(`no tier ${tier} (tiers: ${TIERS.join(', ')})`);
  const techniques = upTo.flatMap((t) => TECHNIQUES[t]);
  const m = new Marks(puzzle);
  const used = {};
  const end = (solved, contradiction) => ({
    solved,
    contradiction,
    open: m.values.filter((d) => !d).length,
    grid: { n: puzzle.n, cells: m.values.slice() },
    used,
  });
  for (;;) {
    if (m.contradiction()) return end(false, true);
    if (m.solved()) return end(true, false);
    const step = techniques.find(([, apply]) => apply(m));
    if (!step) return end(false, false);
    used[step[0]] = (used[step[0]] ?? 0) + 1;
  }
}

/**
 * The grade of a puzzle: 'easy', 'medium' or 'hard' (the lowest tier whose
 * techniques solve it), 'expert' (they get stuck: it needs guessing, or it
 * has several solutions), or 'invalid' (no solution). The solution count
 * comes from the harness's own solver.
 */
export function grade(puzzle) {
  const count = solve(puzzle, { limit: 2 }).count;
  if (count === 0) return 'invalid';
  if (count > 1) return 'expert';
  for (const tier of TIERS) if (solveWith(puzzle, tier).solved) return tier;
  return 'expert';
}
