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
//! one's line, the worst of them under symmetries, and the medium 16x16 puzzles made as the menu makes them:
//!
//! ```text
//! hardest: 3379 us mean, 11305 us worst (50 puzzles, counting to 2)
//! worst puzzle: no. 37, puzzles6_forum_hardest_1106 ..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..
//! hardest under symmetries: 16100 us worst (50 puzzles x 10 symmetries, counting to 2)
//! generating 16x16: 364000 us per medium puzzle, 671000 us and 32 frames from start to end (1 puzzle, 1 try)
//! ```

use core::fmt::Write;

use crate::{
    editor::Figures,
    save::Storage,
    text::{Counted, In, Key, Lang},
};

use super::App;

/// Where the in-app benchmark writes its figures.
pub const BENCHMARK_FILE: &str = "benchmark.txt";

/// The text of [`BENCHMARK_FILE`] for `f`, in `lang`.
pub fn benchmark_text(f: &Figures, lang: Lang, out: &mut impl Write) -> core::fmt::Result {
    let line = |out: &mut dyn Write, key: Key, args: &[&dyn core::fmt::Display]| {
        writeln!(out, "{}", lang.say(key, args))
    };
    line(
        out,
        Key::BenchFileSolving,
        &[&f.micros_per_puzzle, &f.puzzles],
    )?;
    line(
        out,
        Key::BenchFileGenerating,
        &[&f.micros_per_generated, &f.generated],
    )?;
    line(out, Key::BenchFileNaive, &[&f.naive.masks, &f.naive.scans])?;
    line(
        out,
        Key::BenchFileHardest,
        &[&f.hardest_mean_us, &f.hardest_worst_us, &f.hardest],
    )?;
    line(
        out,
        Key::BenchFileWorst,
        &[&(f.worst_index + 1), &f.worst_set, &f.worst_line],
    )?;
    line(
        out,
        Key::BenchFileSymmetries,
        &[&f.symmetries_worst_us, &f.hardest, &f.symmetries],
    )?;
    if f.sixteen == 0 {
        return line(out, Key::BenchFileSixteenBusy, &[]);
    }
    let puzzles = In(
        lang,
        Counted(f.sixteen.into(), Key::PuzzleOne, Key::PuzzleMany),
    );
    let tries = In(
        lang,
        Counted(f.sixteen_tries.into(), Key::TryOne, Key::TryMany),
    );
    line(
        out,
        Key::BenchFileSixteen,
        &[
            &f.sixteen_work_us,
            &f.sixteen_wall_us,
            &f.sixteen_frames,
            &puzzles,
            &tries,
        ],
    )
}

impl<St: Storage> App<St> {
    /// Writes the benchmark's figures (the screen shows them too: a failed write is not worth a
    /// message).
    pub(super) fn write_benchmark(&mut self, figures: &Figures) {
        let mut text: heapless::String<768> = heapless::String::new();
        let _ = benchmark_text(figures, self.lang(), &mut text);
        let _ = self.storage.write(BENCHMARK_FILE, text.as_bytes());
    }
}
