//! [`Lap`]: one algorithm's result on one puzzle, in the line format `sudoku race` prints and
//! the app writes to `race.txt`.

use core::fmt;

use super::{Algorithm, Counters};

/// How a lap ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The first solution was found.
    Solved,
    /// The whole tree was searched: there is no solution.
    NoSolution,
    /// The race was stopped before this algorithm finished.
    Stopped,
}

/// One algorithm's result on one puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lap {
    /// The name printed: an [`Algorithm::name`], or `naive-scan`.
    pub name: &'static str,
    /// Placements and backtracks.
    pub counters: Counters,
    /// Time taken, in microseconds.
    pub micros: u64,
    /// How it ended.
    pub outcome: Outcome,
}

impl Lap {
    /// The lap of `algorithm`.
    pub fn of(algorithm: Algorithm, counters: Counters, micros: u64, outcome: Outcome) -> Self {
        Lap {
            name: algorithm.name(),
            counters,
            micros,
            outcome,
        }
    }
}

/// Prints `naive placements 69175316 backtracks 48437225 time 1203.412 ms solved` (the outcome
/// is `solved`, `no solution` or `stopped`; the time is in milliseconds with three decimals).
impl fmt::Display for Lap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = match self.outcome {
            Outcome::Solved => "solved",
            Outcome::NoSolution => "no solution",
            Outcome::Stopped => "stopped",
        };
        write!(
            f,
            "{} placements {} backtracks {} time {}.{:03} ms {outcome}",
            self.name,
            self.counters.placements,
            self.counters.backtracks,
            self.micros / 1000,
            self.micros % 1000,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn a_lap_prints_its_counters_time_in_milliseconds_and_outcome() {
        let counters = Counters {
            placements: 120,
            backtracks: 7,
        };
        let lap = Lap::of(Algorithm::Mrv, counters, 1_234_567, Outcome::NoSolution);
        assert_eq!(
            lap.to_string(),
            "mrv placements 120 backtracks 7 time 1234.567 ms no solution"
        );
        let quick = Lap {
            name: "naive-scan",
            micros: 5,
            outcome: Outcome::Stopped,
            ..lap
        };
        assert_eq!(
            quick.to_string(),
            "naive-scan placements 120 backtracks 7 time 0.005 ms stopped"
        );
    }
}
