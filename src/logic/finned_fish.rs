//! Finned and sashimi fish: an X-wing (2 lines) or swordfish (3) whose base lines hold the digit
//! in their cover lines but for a few cells, the **fins**, all in one box. Either no fin holds
//! the digit, and the fish removes it from the cover lines outside the base lines, or a fin
//! does: so a cell of the cover lines that sees every fin loses the digit either way. A
//! **sashimi** fish is one a base line of which has one cell at most in the cover lines (the fish
//! without its fins would not stand). HoDoKu's `FishSolver`: base lines are any lines holding the
//! digit, the cover lines any `n` of the 3 at most more than `n` lines their cells lie in, five
//! fins at most; digits in order, rows as base lines then columns, choices in lexicographic order.
//! A [`FinnedFish`] names the digit, the lines, the body and the fins.

use core::fmt;

use heapless::Vec;

use super::{
    candidates::Candidates,
    deduction::{Deduction, Effect, Eliminations, Pattern, push},
    fish::Lines,
    highlight::Highlight,
    say,
    search::{Progress, Scan},
    technique::Technique,
    units::{COL, ROW, bits, unit},
};
use crate::{
    cell::Cell,
    cellset::CellSet,
    digit::Digit,
    size::{Nine, Size},
    text::Lang,
};

/// The most fins a fish may have (HoDoKu's bound).
const FINS: u32 = 5;

/// A finned or sashimi fish: the digit's places in the base lines all lie in the cover lines,
/// but for the fins, which lie in one box.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FinnedFish<S: Size = Nine> {
    /// Whether a base line has one cell at most in the cover lines.
    pub sashimi: bool,
    /// The digit.
    pub digit: Digit<S>,
    /// The base lines: rows or columns, as many as the cover lines.
    pub base: Lines<S>,
    /// The cover lines, of the other kind.
    pub cover: Lines<S>,
    /// The digit's cells in the base lines and the cover lines.
    pub body: CellSet<S>,
    /// The digit's cells in the base lines outside the cover lines, in one box.
    pub fins: CellSet<S>,
    /// The digit in the cells of the cover lines, outside the base lines, that see every fin.
    pub eliminations: Eliminations<S>,
}

impl<S: Size> Pattern<S> for FinnedFish<S> {
    fn technique(&self) -> Technique {
        match (self.base.mask.count_ones(), self.sashimi) {
            (2, false) => Technique::FinnedXWing,
            (2, true) => Technique::SashimiXWing,
            (_, false) => Technique::FinnedSwordfish,
            (_, true) => Technique::SashimiSwordfish,
        }
    }

    fn effect(&self) -> Effect<'_, S> {
        Effect::Eliminate(&self.eliminations)
    }

    fn digits(&self) -> u16 {
        self.digit.bit()
    }

    fn prove(&self, highlight: &mut Highlight<S>) {
        // The base lines and the fins' box (the cover lines too would make the second stage's
        // list of units too long for the status line; the proof cells mark them).
        highlight.shade(self.base.units());
        if let Some(fin) = self.fins.iter().next() {
            highlight.shade([fin.units()[2]]);
        }
        for cell in self.body.iter().chain(self.fins.iter()) {
            highlight.prove(cell, self.digit.bit());
        }
    }

    fn en(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::En;
        let (digit, base, cover) = (
            self.digit,
            self.base.numbers(lang),
            self.cover.numbers(lang),
        );
        let [bases, covers] = self.base.words(lang);
        let one = self.fins.len() == 1;
        let set = self.fins;
        let fins = say::cells(lang, Cell::<S>::all().filter(move |&c| set.contains(c)));
        let (fin, the_fin) = if one {
            ("fin", "it")
        } else {
            ("fins", "them all")
        };
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let loses = say::loses(lang, &self.eliminations);
        let sees = if say::one_target(&self.eliminations) {
            "sees"
        } else {
            "see"
        };
        write!(
            f,
            "the {digit} of {bases} {base} is in {covers} {cover} or {fin} {fins}: {targets} {sees} {the_fin}, {loses} {digit}"
        )
    }

    fn fr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lang = Lang::Fr;
        let (digit, base, cover) = (
            self.digit,
            self.base.numbers(lang),
            self.cover.numbers(lang),
        );
        let [bases, covers] = self.base.words(lang);
        let set = self.fins;
        let fins = say::cells(lang, Cell::<S>::all().filter(move |&c| set.contains(c)));
        let (fin, the_fin) = if self.fins.len() == 1 {
            ("aileron", "le")
        } else {
            ("ailerons", "les")
        };
        let targets = say::cells(lang, say::targets(&self.eliminations));
        let sees = if say::one_target(&self.eliminations) {
            "voit"
        } else {
            "voient"
        };
        write!(
            f,
            "le {digit} des {bases} {base}\u{a0}: {covers} {cover} ou {fin} {fins}\u{a0}; {targets} {the_fin} {sees}\u{a0}: pas de {digit}"
        )
    }
}

/// A finned (or, if `sashimi`, sashimi) fish of size `n` (digits in order; rows as base lines,
/// then columns).
pub(super) fn finned_fish<S: Size>(
    c: &Candidates<S>,
    n: usize,
    sashimi: bool,
    scan: &mut Scan<'_>,
) -> Progress<Option<Deduction<S>>> {
    let tries = Digit::<S>::all().flat_map(|digit| [(digit, false), (digit, true)]);
    scan.each(tries, |(digit, columns)| {
        finned_on(c, n, sashimi, digit, columns)
    })
}

/// Moves `chosen` (ascending indices below `m`) to the next choice in lexicographic order;
/// whether there was one.
fn next_choice(chosen: &mut [usize], m: usize) -> bool {
    let n = chosen.len();
    for i in (0..n).rev() {
        if chosen[i] < m - (n - i) {
            chosen[i] += 1;
            for j in i + 1..n {
                chosen[j] = chosen[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// Whether the bits of `mask` lie in one group of `S::BOX` lines (a band or a stack).
fn in_one_group<S: Size>(mask: u16) -> bool {
    let first = mask.trailing_zeros() as usize / S::BOX * S::BOX;
    let group = ((1u32 << S::BOX) - 1) << first;
    u32::from(mask) & !group == 0
}

/// The first choice of `n` (at most 4) indices: `0..n`.
fn first_choice(n: usize) -> [usize; 4] {
    [0, 1, 2, 3].map(|i| if i < n { i } else { 0 })
}

/// A finned or sashimi fish of size `n` for `digit` with rows as base lines (columns if
/// `columns`).
fn finned_on<S: Size>(
    c: &Candidates<S>,
    n: usize,
    sashimi: bool,
    digit: Digit<S>,
    columns: bool,
) -> Option<Deduction<S>> {
    let base_kind = if columns { COL } else { ROW };
    // The base lines holding the digit, and its places in them (cover indices).
    let mut lines: Vec<usize, 16> = Vec::new();
    let mut masks: Vec<u16, 16> = Vec::new();
    for i in 0..S::SIDE {
        let places = c.places(unit::<S>(base_kind, i), digit);
        if places != 0 {
            // At most SIDE (16) lines.
            push(&mut lines, i);
            push(&mut masks, places);
        }
    }
    if lines.len() < n {
        return None;
    }
    let mut chosen = first_choice(n);
    loop {
        let union = chosen[..n].iter().fold(0u16, |m, &k| m | masks[k]);
        let hit = union.count_ones() as usize;
        if (n..=n + 3).contains(&hit) {
            let found = covers_of(c, n, sashimi, digit, columns, &chosen[..n], &lines, &masks);
            if found.is_some() {
                return found;
            }
        }
        if !next_choice(&mut chosen[..n], lines.len()) {
            return None;
        }
    }
}

/// The fish of the base lines `chosen` (indices into `lines` and `masks`) with the first choice
/// of `n` cover lines among those their cells lie in that makes one.
#[allow(clippy::too_many_arguments)]
fn covers_of<S: Size>(
    c: &Candidates<S>,
    n: usize,
    sashimi: bool,
    digit: Digit<S>,
    columns: bool,
    chosen: &[usize],
    lines: &[usize],
    masks: &[u16],
) -> Option<Deduction<S>> {
    let (base_kind, cover_kind) = if columns { (COL, ROW) } else { (ROW, COL) };
    let union = chosen.iter().fold(0u16, |m, &k| m | masks[k]);
    let bases = chosen.iter().fold(0u16, |m, &k| m | 1 << lines[k]);
    let hit: Vec<usize, 16> = bits(union).collect();
    let mut cover = first_choice(n);
    loop {
        let covers = cover[..n].iter().fold(0u16, |m, &k| m | 1 << hit[k]);
        let fin_count: u32 = chosen
            .iter()
            .map(|&k| (masks[k] & !covers).count_ones())
            .sum();
        let is_sashimi = chosen
            .iter()
            .any(|&k| (masks[k] & covers).count_ones() <= 1);
        // The fins' lines and places must lie in one band and one stack: one box.
        let fin_places = chosen.iter().fold(0u16, |m, &k| m | masks[k] & !covers);
        let fin_lines = chosen
            .iter()
            .filter(|&&k| masks[k] & !covers != 0)
            .fold(0u16, |m, &k| m | 1 << lines[k]);
        let in_one_box = in_one_group::<S>(fin_places) && in_one_group::<S>(fin_lines);
        if (1..=FINS).contains(&fin_count) && is_sashimi == sashimi && in_one_box {
            let (mut body, mut fins) = (CellSet::new(), CellSet::new());
            for &k in chosen {
                let line = unit::<S>(base_kind, lines[k]);
                for i in bits(masks[k]) {
                    if covers & 1 << i != 0 {
                        body.insert(line.cell(i));
                    } else {
                        fins.insert(line.cell(i));
                    }
                }
            }
            let mut eliminations = Eliminations::new();
            for j in bits(covers) {
                let line = unit::<S>(cover_kind, j);
                for i in bits(c.places(line, digit) & !bases) {
                    let cell = line.cell(i);
                    if fins.iter().all(|fin| fin.sees(cell)) {
                        // The cells of n lines in one box: at most 4 * BOX (16).
                        push(&mut eliminations, (cell, digit));
                    }
                }
            }
            if !eliminations.is_empty() {
                return Some(Deduction::FinnedFish(FinnedFish {
                    sashimi,
                    digit,
                    base: Lines::new(columns, bases),
                    cover: Lines::new(!columns, covers),
                    body,
                    fins,
                    eliminations,
                }));
            }
        }
        if !next_choice(&mut cover[..n], hit.len()) {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::*;
    use super::*;
    use crate::{grid::Grid, logic::Step, logic::step, size::Nine};
    use std::string::ToString;

    const FINNED: [Technique; 4] = [
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
    ];

    /// Full candidates but the 6 of each row `r` of `rows`, kept at the columns listed only.
    fn sixes(rows: &[(usize, &[usize])]) -> Candidates<Nine> {
        let mut c = Candidates::<Nine>::new();
        for &(r, keep) in rows {
            for col in (0..9).filter(|col| !keep.contains(col)) {
                c.remove(cell(r, col), digit(6));
            }
        }
        c
    }

    fn finned(d: &Deduction<Nine>) -> &FinnedFish<Nine> {
        let Deduction::FinnedFish(fish) = d else {
            panic!("a finned fish: {d}")
        };
        fish
    }

    #[test]
    fn a_finned_x_wing_takes_the_digit_from_cover_cells_seeing_the_fin() {
        // Rows 2 and 7 hold their 6 in c3 and c8, and r7c9, the fin: r8c8 and r9c8 see it.
        let c = sixes(&[(1, &[2, 7]), (6, &[2, 7, 8])]);
        let d = expect_first_among(&c, Technique::FinnedXWing, &FINNED);
        let six = digit(6);
        assert_eq!(d.eliminations(), [(cell(7, 7), six), (cell(8, 7), six)]);
        let fish = finned(&d);
        assert!(!fish.sashimi);
        assert_eq!(fish.fins.iter().collect::<std::vec::Vec<_>>(), [cell(6, 8)]);
        assert_eq!(fish.body.len(), 4);
        assert_eq!(
            shaded(&d),
            [row(1), row(6), bx(8)],
            "base lines and the fins' box"
        );
        assert_eq!(d.digits(), mask::<Nine>(&[6]), "the 6s picked out");
        assert_eq!(
            d.to_string(),
            "Finned X-wing: the 6 of rows 2 and 7 is in columns 3 and 8 or fin r7c9: r8c8 and r9c8 see it, lose 6"
        );
        assert_eq!(
            fr(&d),
            "X-Wing à aileron\u{a0}: le 6 des lignes 2 et 7\u{a0}: colonnes 3 et 8 ou aileron L7C9\u{a0}; L8C8 et L9C8 le voient\u{a0}: pas de 6"
        );
        assert_eq!(proof(&d).len(), 5);
        assert_eq!(d.rating().to_string(), "6.6");
    }

    #[test]
    fn a_sashimi_x_wing_has_a_base_line_of_one_body_cell() {
        // Row 7 holds its 6 in c8 (the body) and c9 (the fin) only.
        let c = sixes(&[(1, &[2, 7]), (6, &[7, 8])]);
        assert_eq!(Technique::FinnedXWing.find(&c), None);
        let d = expect_first_among(&c, Technique::SashimiXWing, &FINNED);
        let six = digit(6);
        assert_eq!(d.eliminations(), [(cell(7, 7), six), (cell(8, 7), six)]);
        assert!(finned(&d).sashimi);
        assert_eq!(
            d.to_string(),
            "Sashimi X-wing: the 6 of rows 2 and 7 is in columns 3 and 8 or fin r7c9: r8c8 and r9c8 see it, lose 6"
        );
    }

    #[test]
    fn a_finned_swordfish_on_rows() {
        // Rows 2, 5 and 8 hold their 6 in c3, c6 and c8 (two each), and row 8 in r8c9, the
        // fin: r7c8 and r9c8 see it.
        let c = sixes(&[(1, &[2, 5]), (4, &[5, 7]), (7, &[2, 7, 8])]);
        let d = expect_first_among(&c, Technique::FinnedSwordfish, &FINNED);
        let six = digit(6);
        assert_eq!(d.eliminations(), [(cell(6, 7), six), (cell(8, 7), six)]);
        let fish = finned(&d);
        assert_eq!(fish.cover, Lines::new(true, 0b1010_0100));
        assert_eq!(
            fr(&d),
            "Swordfish à aileron\u{a0}: le 6 des lignes 2, 5 et 8\u{a0}: colonnes 3, 6 et 8 ou aileron L8C9\u{a0}; L7C8 et L9C8 le voient\u{a0}: pas de 6"
        );
        assert_eq!(d.rating().to_string(), "6.6");
    }

    #[test]
    fn several_fins_are_all_seen() {
        // Row 7 holds its 6 in c3 and c8, and in r7c7 and r7c9, the fins: r8c8 and r9c8 see
        // both.
        let c = sixes(&[(1, &[2, 7]), (6, &[2, 6, 7, 8])]);
        let d = expect_first_among(&c, Technique::FinnedXWing, &FINNED);
        assert_eq!(finned(&d).fins.len(), 2);
        assert!(
            d.to_string()
                .contains("or fins r7c7 and r7c9: r8c8 and r9c8 see them all")
        );
        assert!(fr(&d).contains("ou ailerons L7C7 et L7C9\u{a0}; L8C8 et L9C8 les voient"));
    }

    #[test]
    fn no_finned_fish_without_fins_or_with_fins_apart() {
        let c = sixes(&[(1, &[2, 7]), (6, &[2, 7])]);
        assert!(FINNED.iter().all(|t| t.find(&c).is_none()));
        // The fins r7c1 and r7c9 lie in two boxes: no cover cell sees both.
        let c = sixes(&[(1, &[2, 7]), (6, &[0, 2, 7, 8])]);
        assert_eq!(Technique::FinnedXWing.find(&c), None);
    }

    /// The candidates on the logic's path through `line` (graded as HoDoKu grades: with the
    /// uniqueness techniques) when its next step is the first by `reach`.
    fn state_before(line: &str, reach: Technique) -> Candidates<Nine> {
        let grid = Grid::<Nine>::from_line(line).unwrap();
        let mut c = Candidates::from_grid(&grid)
            .unwrap()
            .with_unique_solution(true);
        loop {
            let before = c;
            match step(&mut c) {
                Step::Deduced(d) if d.technique() == reach => return before,
                Step::Deduced(_) => {}
                other => panic!("no {reach} in {line}: {other:?}"),
            }
        }
    }

    #[test]
    fn hodoku_s_finned_and_sashimi_fish_on_the_sample() {
        // HoDoKu 2.2's solution paths of puzzles of the sample (tests/puzzles/hodoku/levels.txt;
        // hodoku-py 0.2.1's `Solver().solve(line).steps`): its first step of each kind takes the
        // same candidate as ours in the same state. The logic's own path reaches that state at
        // its first step of the kind; for the sashimi swordfish (step 29 of HoDoKu's path,
        // after a hidden rectangle on 3s), at its first multi-colouring, which it tries before
        // the swordfish of HoDoKu's unfair level.
        let cases = [
            (
                ".1.3.82...2....843.7.6....1.4..5.....51.6...76.8....2........85..54.........7....",
                Technique::FinnedXWing,
                Technique::FinnedXWing,
                (cell(8, 8), digit(9)),
            ),
            (
                ".......75....6......5.2.4.86....4...1..87.52.....32.1...1...6.75....3...46...53.1",
                Technique::SashimiXWing,
                Technique::SashimiXWing,
                (cell(6, 0), digit(8)),
            ),
            (
                "................12..3..4.........3.....15.....26.....7...3.74...1...6...58.......",
                Technique::FinnedSwordfish,
                Technique::FinnedSwordfish,
                (cell(5, 0), digit(1)),
            ),
            (
                "1............68....8..7.3......4.7..9......6.6..9.218......469.....27834.1.......",
                Technique::MultiColouring,
                Technique::SashimiSwordfish,
                (cell(3, 7), digit(5)),
            ),
        ];
        for (line, reach, technique, gone) in cases {
            let c = state_before(line, reach);
            let d = technique.find(&c).expect("the fish");
            assert_eq!(d.eliminations(), [gone], "{d}");
        }
    }
}
