//! [`Figures`]: what the in-app benchmark measured, and their text in [`BENCHMARK_FILE`] next to
//! the EBOOT.
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
//! one's line, the worst of them under symmetries, and the medium 16x16 puzzles made as the menu
//! makes them:
//!
//! ```text
//! hardest: 3379 us mean, 11305 us worst (50 puzzles, counting to 2)
//! worst puzzle: no. 37, puzzles6_forum_hardest_1106 ..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..
//! hardest under symmetries: 16100 us worst (50 puzzles x 10 symmetries, counting to 2)
//! generating 16x16: 364000 us per medium puzzle, 671000 us and 32 frames from start to end (1 puzzle, 1 try)
//! ```
//!
//! and last the hint asked on each of the hardest puzzles from its givens, as a game's Square
//! asks it: the longest hint, its slices together, and the longest slice (what one frame runs
//! at once):
//!
//! ```text
//! hint: 52000 us worst, longest slice 9000 us (50 puzzles)
//! ```

use core::fmt::Write;

use crate::{
    lesson::naive_speed::NaiveSpeed,
    save::Storage,
    text::{Counted, In, Key, Lang},
};

use super::super::App;

/// What the benchmark measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Figures {
    /// Puzzles of [`crate::puzzles::BENCHMARK`] solved.
    pub puzzles: u32,
    /// Average time per puzzle, counting to two solutions.
    pub micros_per_puzzle: u64,
    /// Puzzles generated.
    pub generated: u32,
    /// Average time to generate a 9x9 puzzle.
    pub micros_per_generated: u64,
    /// Hardest puzzles solved, one by one.
    pub hardest: u32,
    /// Their average time, counting to two.
    pub hardest_mean_us: u64,
    /// The longest of them.
    pub hardest_worst_us: u64,
    /// Where the longest one is in [`crate::puzzles::hardest`] (from 0).
    pub worst_index: usize,
    /// Its set's name.
    pub worst_set: &'static str,
    /// Its line.
    pub worst_line: &'static str,
    /// Symmetries each hardest puzzle was counted under.
    pub symmetries: u32,
    /// The longest of the hardest puzzles under a symmetry.
    pub symmetries_worst_us: u64,
    /// The lesson's naive search: placements per second on the worst case.
    pub naive: NaiveSpeed,
    /// Medium 16x16 puzzles made (0 when the 16x16 part did not run).
    pub sixteen: u32,
    /// Tries they took in all (a try that grades otherwise is made again).
    pub sixteen_tries: u32,
    /// Average work per medium 16x16 puzzle.
    pub sixteen_work_us: u64,
    /// Average time from its start to its end, frames included: what the player waits.
    pub sixteen_wall_us: u64,
    /// Average frames from its start to its end (the benchmark's ticks: a frame that misses the
    /// screen's refresh counts once).
    pub sixteen_frames: u32,
    /// Hardest puzzles the hint was asked on, from their givens.
    pub hints: u32,
    /// The longest of those hints, its slices together.
    pub hint_worst_us: u64,
    /// The longest slice of them.
    pub hint_slice_us: u64,
}

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
        line(out, Key::BenchFileSixteenBusy, &[])?;
    } else {
        sixteen_line(f, lang, out)?;
    }
    line(
        out,
        Key::BenchFileHint,
        &[&f.hint_worst_us, &f.hint_slice_us, &f.hints],
    )
}

/// The line of the medium 16x16 puzzles made.
fn sixteen_line(f: &Figures, lang: Lang, out: &mut impl Write) -> core::fmt::Result {
    let puzzles = In(
        lang,
        Counted(f.sixteen.into(), Key::PuzzleOne, Key::PuzzleMany),
    );
    let tries = In(
        lang,
        Counted(f.sixteen_tries.into(), Key::TryOne, Key::TryMany),
    );
    let args: [&dyn core::fmt::Display; 5] = [
        &f.sixteen_work_us,
        &f.sixteen_wall_us,
        &f.sixteen_frames,
        &puzzles,
        &tries,
    ];
    writeln!(out, "{}", lang.say(Key::BenchFileSixteen, &args))
}

impl<St: Storage> App<St> {
    /// Writes the benchmark's figures (the screen shows them too: a failed write is not worth a
    /// message).
    pub(super) fn write_benchmark(&mut self, figures: &Figures) {
        let mut text: heapless::String<1024> = heapless::String::new();
        let _ = benchmark_text(figures, self.lang(), &mut text);
        let _ = self.storage.write(BENCHMARK_FILE, text.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::String;

    #[test]
    fn the_benchmark_file_keeps_its_first_three_lines() {
        let figures = Figures {
            puzzles: 23,
            micros_per_puzzle: 1672,
            generated: 5,
            micros_per_generated: 7100,
            hardest: 50,
            hardest_mean_us: 3379,
            hardest_worst_us: 11305,
            worst_index: 36,
            worst_set: "puzzles6_forum_hardest_1106",
            worst_line: "..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..",
            symmetries: 10,
            symmetries_worst_us: 16100,
            naive: NaiveSpeed {
                masks: 5_400_000,
                scans: 610_000,
            },
            sixteen: 2,
            sixteen_tries: 3,
            sixteen_work_us: 1_200_000,
            sixteen_wall_us: 1_900_000,
            sixteen_frames: 112,
            hints: 50,
            hint_worst_us: 52_000,
            hint_slice_us: 9_000,
        };
        let mut text = String::new();
        benchmark_text(&figures, Lang::En, &mut text).unwrap();
        assert_eq!(
            text,
            "in-app benchmark: 1672 us per puzzle (23 puzzles, counting to 2)\n\
             generating: 7100 us per 9x9 puzzle (5 puzzles)\n\
             naive search: 5400000 placements per second with bit masks, 610000 with scans (worst case)\n\
             hardest: 3379 us mean, 11305 us worst (50 puzzles, counting to 2)\n\
             worst puzzle: no. 37, puzzles6_forum_hardest_1106 ..3......4...8..36..8...1...4..6..73...9..........2..5..4.7..686....4...7.....5..\n\
             hardest under symmetries: 16100 us worst (50 puzzles x 10 symmetries, counting to 2)\n\
             generating 16x16: 1200000 us per medium puzzle, 1900000 us and 112 frames from start to end (2 puzzles, 3 tries)\n\
             hint: 52000 us worst, longest slice 9000 us (50 puzzles)\n"
        );
        // The 16x16 part left out: its line says so, and the hint's still comes last.
        let busy = Figures {
            sixteen: 0,
            ..figures
        };
        let mut text = String::new();
        benchmark_text(&busy, Lang::En, &mut text).unwrap();
        assert!(text.ends_with(
            "generating 16x16: not measured (the 16x16 grid was busy)\n\
             hint: 52000 us worst, longest slice 9000 us (50 puzzles)\n"
        ));
        // The longest figures, in French, fit the file's room.
        let longest = Figures {
            micros_per_puzzle: u64::MAX,
            micros_per_generated: u64::MAX,
            hardest_mean_us: u64::MAX,
            hardest_worst_us: u64::MAX,
            symmetries_worst_us: u64::MAX,
            sixteen_work_us: u64::MAX,
            sixteen_wall_us: u64::MAX,
            hint_worst_us: u64::MAX,
            hint_slice_us: u64::MAX,
            ..figures
        };
        let mut room: heapless::String<1024> = heapless::String::new();
        benchmark_text(&longest, Lang::Fr, &mut room).expect("fits the file's room");
    }
}
