"""HoDoKu's verdict on each puzzle of standard input, one line out per puzzle line in.

Computed once for the fixture `levels.txt` beside this file (never at test time):

    pip install hodoku-py==0.2.1
    python3 tests/puzzles/hodoku/levels.py SET < puzzles.txt >> levels.txt

Each input line is a puzzle of 81 characters (`.` or `0` for an empty cell); `#` lines are
skipped. Each output line is `puzzle level score brute set`: HoDoKu's level (easy, medium, hard,
unfair, extreme), its score, `brute` if HoDoKu's solver fell back on brute force (else `logic`),
and the set's name given as the argument.
"""

import sys

from hodoku.api import Solver


def main() -> None:
    name = sys.argv[1]
    solver = Solver()
    for line in sys.stdin:
        puzzle = line.strip()[:81]
        if not puzzle or puzzle.startswith("#"):
            continue
        result = solver.solve(puzzle)
        brute = any(step.type.name == "BRUTE_FORCE" for step in result.steps)
        level = result.level.name.lower() if result.solved else "incomplete"
        print(puzzle, level, result.score, "brute" if brute else "logic", name, flush=True)


if __name__ == "__main__":
    main()
