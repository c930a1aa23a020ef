//! HoDoKu's words for a solve, as `sudoku grade` prints them: its technique names (`Locked
//! Candidates Type 1 (Pointing)`), the one-word name of the summary line
//! (`locked-candidates-type-1-pointing`), and one line a step of its solution path
//! (`Hidden Single: r3c5=7`, `Locked Candidates Type 1 (Pointing): 5 in b1 => r1c4,r1c7<>5`).
//!
//! The lines follow HoDoKu's `SolutionStep.toString()`, with cells written out one by one
//! (`r1c4,r1c7`, where HoDoKu packs them as `r1c47`): the pattern, `=>`, then what goes, digit
//! by digit (`r1c4,r1c7<>5, r2c2<>6`). A placement is `cell=digit`.

use std::fmt::{self, Display, Write};

use sudoku_core::{
    Cell, Digit, Size,
    cell::Unit,
    logic::{Als, ColouringKind, Deduction, Fish, Lines, LockedKind, Technique},
};

/// HoDoKu's name of `technique`, as its solution path prints it.
pub const fn name(technique: Technique) -> &'static str {
    match technique {
        Technique::FullHouse => "Full House",
        Technique::NakedSingle => "Naked Single",
        Technique::HiddenSingle => "Hidden Single",
        Technique::Pointing => "Locked Candidates Type 1 (Pointing)",
        Technique::Claiming => "Locked Candidates Type 2 (Claiming)",
        Technique::NakedPair => "Naked Pair",
        Technique::HiddenPair => "Hidden Pair",
        Technique::NakedTriple => "Naked Triple",
        Technique::HiddenTriple => "Hidden Triple",
        Technique::NakedQuad => "Naked Quadruple",
        Technique::HiddenQuad => "Hidden Quadruple",
        Technique::XWing => "X-Wing",
        Technique::Swordfish => "Swordfish",
        Technique::Jellyfish => "Jellyfish",
        Technique::XYWing => "XY-Wing",
        Technique::XYZWing => "XYZ-Wing",
        Technique::RemotePair => "Remote Pair",
        Technique::Skyscraper => "Skyscraper",
        Technique::TwoStringKite => "2-String Kite",
        Technique::TurbotFish => "Turbot Fish",
        Technique::EmptyRectangle => "Empty Rectangle",
        Technique::WWing => "W-Wing",
        Technique::XChain => "X-Chain",
        Technique::XYChain => "XY-Chain",
        Technique::NiceLoop => "Nice Loop",
        Technique::Aic => "AIC",
        Technique::GroupedNiceLoop => "Grouped Nice Loop",
        Technique::GroupedAic => "Grouped AIC",
        Technique::AlsXz => "ALS-XZ",
        Technique::AlsXyWing => "ALS-XY-Wing",
        Technique::ForcingChain => "Forcing Chain",
        Technique::ForcingNet => "Forcing Net",
        Technique::BugPlusOne => "Bivalue Universal Grave + 1",
        Technique::UniqueRectangle1 => "Uniqueness Test 1",
        Technique::UniqueRectangle2 => "Uniqueness Test 2",
        Technique::UniqueRectangle3 => "Uniqueness Test 3",
        Technique::UniqueRectangle4 => "Uniqueness Test 4",
        Technique::HiddenRectangle => "Hidden Rectangle",
        Technique::FinnedXWing => "Finned X-Wing",
        Technique::SashimiXWing => "Sashimi X-Wing",
        Technique::FinnedSwordfish => "Finned Swordfish",
        Technique::SashimiSwordfish => "Sashimi Swordfish",
        Technique::SimpleColouring => "Simple Colors",
        Technique::MultiColouring => "Multi Colors",
    }
}

/// HoDoKu's name of its last resort: a cell set to the solution's digit.
pub const BRUTE_FORCE: &str = "Brute Force";

/// A name as one word: lower case, every run of other characters than letters, digits and `-`
/// made one `-`, none at either end: `Locked Candidates Type 1 (Pointing)` is
/// `locked-candidates-type-1-pointing`, `XY-Wing` is `xy-wing`.
pub fn word(name: &str) -> String {
    let mut word = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c.to_ascii_lowercase());
        } else if !word.is_empty() && !word.ends_with('-') {
            word.push('-');
        }
    }
    word.trim_end_matches('-').to_string()
}

/// A unit as HoDoKu writes it: `r1`, `c4`, `b9`.
struct Short<S: Size>(Unit<S>);

impl<S: Size> Display for Short<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, i) = match self.0 {
            Unit::Row(i, _) => ('r', i),
            Unit::Col(i, _) => ('c', i),
            Unit::Box(i, _) => ('b', i),
        };
        write!(f, "{kind}{}", i + 1)
    }
}

/// Items joined by `separator`.
fn joined<T: Display>(items: impl IntoIterator<Item = T>, separator: &str) -> String {
    let mut text = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            text.push_str(separator);
        }
        write!(text, "{item}").expect("writing to a String never fails");
    }
    text
}

/// The digits of `mask`, as characters.
fn digits<S: Size>(mask: u16) -> impl Iterator<Item = char> {
    Digit::<S>::all()
        .filter(move |d| mask & d.bit() != 0)
        .map(Digit::to_char)
}

/// Lines as HoDoKu writes them: `r1,r5`.
fn lines<S: Size>(lines: &Lines<S>) -> String {
    joined(lines.units().map(Short), ",")
}

/// An almost locked set as HoDoKu writes it: its cells (in its unit's order, which is reading
/// order), then its digits, `r2c3,r3c2 {149}`.
fn als<S: Size>(als: &Als<S>) -> String {
    let digits: String = digits::<S>(als.digits).collect();
    format!("{} {{{digits}}}", joined(als.cells(), ","))
}

/// What a step removes, digit by digit: `r1c4,r1c7<>5, r2c2<>6`.
fn eliminations<S: Size>(eliminations: &[(Cell<S>, Digit<S>)]) -> String {
    let groups = Digit::<S>::all().filter_map(|d| {
        let mut cells: Vec<Cell<S>> = eliminations
            .iter()
            .filter(|&&(_, e)| e == d)
            .map(|&(c, _)| c)
            .collect();
        cells.sort_by_key(|c| c.index());
        (!cells.is_empty()).then(|| format!("{}<>{}", joined(cells, ","), d.to_char()))
    });
    joined(groups, ", ")
}

/// The line of a step of the solution path: `Hidden Single: r3c5=7`.
pub fn step<S: Size>(deduction: &Deduction<S>) -> String {
    let name = name(deduction.technique());
    let gone = eliminations(deduction.eliminations());
    match deduction {
        Deduction::Single(single) => placed(name, single.cell, single.digit),
        Deduction::Locked(locked) => {
            let unit = match locked.kind {
                LockedKind::Pointing => locked.bx,
                LockedKind::Claiming => locked.line,
            };
            let digit = locked.digit.to_char();
            format!("{name}: {digit} in {} => {gone}", Short(unit))
        }
        Deduction::Subset(subset) => {
            let cells = (0..S::SIDE)
                .filter(|i| subset.places & (1 << i) != 0)
                .map(|i| subset.unit.cell(i));
            let digits = joined(digits::<S>(subset.digits), ",");
            format!("{name}: {digits} in {} => {gone}", joined(cells, ","))
        }
        Deduction::Fish(Fish {
            digit, base, cover, ..
        }) => format!(
            "{name}: {} {} {} => {gone}",
            digit.to_char(),
            lines(base),
            lines(cover)
        ),
        // HoDoKu writes the fins after the lines: `fr7c1,r8c1`.
        Deduction::FinnedFish(fish) => format!(
            "{name}: {} {} {} f{} => {gone}",
            fish.digit.to_char(),
            lines(&fish.base),
            lines(&fish.cover),
            joined(fish.fins.iter(), ",")
        ),
        Deduction::Wing(wing) => {
            let digits = [wing.x, wing.y, wing.z].map(Digit::to_char);
            let cells = [wing.pivot, wing.pincers[0], wing.pincers[1]];
            format!(
                "{name}: {} in {} => {gone}",
                joined(digits, "/"),
                joined(cells, ",")
            )
        }
        // HoDoKu's step names the kind, and lists the colours' cells.
        Deduction::Colouring(colouring) => {
            let kind = match colouring.kind {
                ColouringKind::Trap => "Simple Colors Trap",
                ColouringKind::Wrap => "Simple Colors Wrap",
                ColouringKind::MultiTrap => "Multi Colors 1",
                ColouringKind::MultiWrap => "Multi Colors 2",
            };
            let sets = colouring
                .colours
                .iter()
                .chain(&colouring.others)
                .filter(|set| !set.is_empty())
                .map(|set| format!("({})", joined(set.iter(), ",")));
            format!(
                "{kind}: {} {} => {gone}",
                colouring.digit.to_char(),
                joined(sets, ",")
            )
        }
        // HoDoKu names the sets, then the restricted common digits and the digits that go.
        Deduction::AlsXz(xz) => format!(
            "{name}: A={}, B={}, X={}, Z={} => {gone}",
            als(&xz.a),
            als(&xz.b),
            xz.x.to_char(),
            joined(digits::<S>(xz.z), ",")
        ),
        // The pivot is C; X and Y in the digits' order, as HoDoKu sorts them.
        Deduction::AlsXyWing(wing) => format!(
            "{name}: A={}, B={}, C={}, X,Y={}, Z={} => {gone}",
            als(&wing.a),
            als(&wing.b),
            als(&wing.c),
            joined(digits::<S>(wing.x.bit() | wing.y.bit()), ","),
            joined(digits::<S>(wing.z), ",")
        ),
        // The patterns after the wings: their proof cells, then what goes (or what is placed).
        Deduction::RemotePair(_)
        | Deduction::SingleDigit(_)
        | Deduction::WWing(_)
        | Deduction::UniqueRectangle(_)
        | Deduction::Bug(_)
        | Deduction::Chain(_)
        | Deduction::Forcing(_) => match deduction.placement() {
            Some((cell, digit)) => placed(name, cell, digit),
            None => {
                let mut proof: Vec<Cell<S>> = deduction.highlight().proof.iter().collect();
                proof.sort_by_key(|c| c.index());
                format!("{name}: {} => {gone}", joined(proof, ","))
            }
        },
    }
}

/// The line of a placement: `Naked Single: r1c1=5`, `Brute Force: r5c5=3`.
pub fn placed<S: Size>(name: &str, cell: Cell<S>, digit: Digit<S>) -> String {
    format!("{name}: {cell}={}", digit.to_char())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_as_one_word_keeps_letters_digits_and_hyphens() {
        assert_eq!(
            word(name(Technique::Pointing)),
            "locked-candidates-type-1-pointing"
        );
        assert_eq!(word(name(Technique::XYZWing)), "xyz-wing");
        assert_eq!(word(name(Technique::NakedQuad)), "naked-quadruple");
        assert_eq!(word(BRUTE_FORCE), "brute-force");
        assert_eq!(word(" a  (b) "), "a-b");
        for t in Technique::ALL {
            let w = word(name(t));
            assert!(
                !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
                "{w}"
            );
        }
    }
}
