//! The in-app benchmark's figures, written to [`BENCHMARK_FILE`] next to the EBOOT.
//!
//! The first three lines keep their form for good (other checks read them):
//!
//! ```text
//! in-app benchmark: 1672 us per puzzle (23 puzzles, counting to 2)
//! generating: 7100 us per 9x9 puzzle (5 puzzles)
//! naive search: 5400000 placements per second with bit masks, 610000 with scans (worst case)
//! ```
//!
//! (the third is the lesson's naive search), then the hardest puzzles (mean and worst), the worst
//! one's line, and the medium 16x16 puzzles made as the menu makes them:
//!
//! ```text
//! hardest: 3379 us mean, 11305 us worst (50 puzzles, counting to 2)
//! worst puzzle: no. 37, puzzles6_forum_hardest_1106 ..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..
//! generating 16x16: 364000 us per medium puzzle, 671000 us and 32 frames from start to end (1 puzzle, 1 try)
//! ```

use core::fmt::Write;

use crate::{
    editor::{Figures, status::Counted},
    save::Storage,
};

use super::App;

/// Where the in-app benchmark writes its figures.
pub const BENCHMARK_FILE: &str = "benchmark.txt";

/// The text of [`BENCHMARK_FILE`] for `f`.
pub fn benchmark_text(f: &Figures, out: &mut impl Write) -> core::fmt::Result {
    writeln!(
        out,
        "in-app benchmark: {} us per puzzle ({} puzzles, counting to 2)",
        f.micros_per_puzzle, f.puzzles
    )?;
    writeln!(
        out,
        "generating: {} us per 9x9 puzzle ({} puzzles)",
        f.micros_per_generated, f.generated
    )?;
    writeln!(
        out,
        "naive search: {} placements per second with bit masks, {} with scans (worst case)",
        f.naive.masks, f.naive.scans
    )?;
    writeln!(
        out,
        "hardest: {} us mean, {} us worst ({} puzzles, counting to 2)",
        f.hardest_mean_us, f.hardest_worst_us, f.hardest
    )?;
    writeln!(
        out,
        "worst puzzle: no. {}, {} {}",
        f.worst_index + 1,
        f.worst_set,
        f.worst_line
    )?;
    if f.sixteen == 0 {
        writeln!(
            out,
            "generating 16x16: not measured (the 16x16 grid was busy)"
        )
    } else {
        writeln!(
            out,
            "generating 16x16: {} us per medium puzzle, {} us and {} frames from start to end ({}, {})",
            f.sixteen_work_us,
            f.sixteen_wall_us,
            f.sixteen_frames,
            Counted(f.sixteen.into(), "puzzle", "puzzles"),
            Counted(f.sixteen_tries.into(), "try", "tries")
        )
    }
}

impl<St: Storage> App<St> {
    /// Writes the benchmark's figures (the screen shows them too: a failed write is not worth a
    /// message).
    pub(super) fn write_benchmark(&mut self, figures: &Figures) {
        let mut text: heapless::String<768> = heapless::String::new();
        let _ = benchmark_text(figures, &mut text);
        let _ = self.storage.write(BENCHMARK_FILE, text.as_bytes());
    }
}
