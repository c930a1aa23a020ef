//! What the lines of a file make, line after line: the reader's states between puzzles, in
//! a grid written over several lines, and in a section of a SadMan file that holds no puzzle.

use super::{
    LineError, LineErrorKind, Position, PuzzleError, Reader,
    reader::Ticket,
    scan::{Kind, Section},
};

/// What the lines read so far have started.
#[derive(Debug, Clone, Copy)]
pub(super) enum State {
    /// Between puzzles.
    Idle {
        /// A grid has just ended: a line of text here is its caption.
        after_grid: bool,
        /// The ruled line just above, where a grid would start.
        frame: Option<Position>,
        /// A line of text that is a title if a grid follows, else a malformed line.
        title: Option<PuzzleError>,
    },
    /// Rows of a grid written over several lines.
    Grid {
        /// Cells in a row, and rows in the grid: 4, 9 or 16.
        side: u8,
        /// Rows read.
        rows: u8,
        /// Where the grid's text starts.
        start: Position,
        /// Its first fault: the rest of its rows are read, and it is reported whole.
        error: Option<PuzzleError>,
    },
    /// A section of a SadMan file that holds no puzzle (`[State]`, `[PencilMarks]`).
    Skip,
}

/// Between puzzles, with nothing pending.
pub(super) const IDLE: State = State::Idle {
    after_grid: false,
    frame: None,
    title: None,
};

impl Reader {
    /// Reads the line just ended in the current state.
    pub(super) fn take_line(&mut self) {
        match self.state {
            State::Idle {
                after_grid,
                frame,
                title,
            } => self.idle_line(after_grid, frame, title),
            State::Grid {
                side,
                rows,
                start,
                error,
            } => self.grid_line(side, rows, start, error),
            State::Skip => {
                self.state = match self.scan.kind(|_| false) {
                    Kind::Blank | Kind::Comment | Kind::Tag(Section::Puzzle) => IDLE,
                    _ => State::Skip,
                }
            }
        }
    }

    fn idle_line(&mut self, after_grid: bool, frame: Option<Position>, title: Option<PuzzleError>) {
        match self
            .scan
            .kind(|cells| matches!(cells, 4 | 9 | 16 | 81 | 256))
        {
            Kind::Blank | Kind::Comment => {
                self.push_error(title);
                self.state = IDLE;
            }
            Kind::Tag(section) => {
                self.push_error(title);
                self.state = match section {
                    Section::Puzzle => IDLE,
                    Section::Other => State::Skip,
                };
            }
            Kind::Rule => {
                self.state = State::Idle {
                    after_grid,
                    frame: frame.or(Some(self.scan.start)),
                    title,
                }
            }
            // A caption under a grid (Simple Sudoku prints its name and version there).
            Kind::Text if after_grid => {}
            Kind::Text => {
                self.push_error(title);
                let error = self.here(self.scan.error_alone());
                self.state = State::Idle {
                    after_grid: false,
                    frame: None,
                    title: Some(error),
                };
            }
            Kind::Content => self.idle_content(frame, title),
        }
    }

    /// A line of cells between puzzles: a puzzle, the first row of a grid, or a mistake.
    fn idle_content(&mut self, frame: Option<Position>, title: Option<PuzzleError>) {
        let scan = self.scan;
        let start = frame.unwrap_or(scan.start);
        let shape = scan.shape();
        // 16 cells: a 16x16 row if it says so (a 4x4 puzzle with a mistake above 4 is no row).
        let grid_16 = scan.separated() || (scan.over_four() && !scan.has_bad());
        match shape {
            // A grid's first row: a title above it was the grid's.
            4 | 9 => self.grid_row(shape as u8, 0, start, None),
            16 if grid_16 => self.grid_row(16, 0, start, None),
            16 | 81 | 256 => {
                self.push_error(title);
                let side = match shape {
                    16 => 4,
                    81 => 9,
                    _ => 16,
                };
                match scan.fault(side) {
                    Some(error) => {
                        let error = self.here(error);
                        self.push(Ticket::Error(error));
                    }
                    None => self.push(Ticket::Line {
                        side: side as u8,
                        at: scan.start,
                    }),
                }
                self.state = IDLE;
            }
            _ => {
                self.push_error(title);
                let error = self.here(scan.error_alone());
                self.push(Ticket::Error(error));
                self.state = IDLE;
            }
        }
    }

    /// The current line is row `rows` (from 0) of a grid of `side` rows starting at `start`.
    fn grid_row(&mut self, side: u8, rows: u8, start: Position, error: Option<PuzzleError>) {
        let n = usize::from(side);
        let error = match self.scan.row_error(n) {
            Some(fault) => error.or(Some(self.here(fault))),
            None => {
                let at = usize::from(rows) * n;
                self.grid[at..at + n].copy_from_slice(&self.cells[..n]);
                error
            }
        };
        let rows = rows + 1;
        if rows < side {
            self.state = State::Grid {
                side,
                rows,
                start,
                error,
            };
            return;
        }
        self.push(match error {
            Some(error) => Ticket::Error(error),
            None => Ticket::Grid { side, at: start },
        });
        self.state = State::Idle {
            after_grid: true,
            frame: None,
            title: None,
        };
    }

    fn grid_line(&mut self, side: u8, rows: u8, start: Position, error: Option<PuzzleError>) {
        match self.scan.kind(|cells| cells == usize::from(side)) {
            Kind::Rule => {}
            Kind::Content => {
                let shape = self.scan.shape();
                // A row of another size, a whole puzzle, or a line far from a row's length:
                // the grid ends here, and the line is read on its own.
                let n = usize::from(side);
                let other_size = matches!(shape, 4 | 9 | 16 | 81 | 256) && shape != n;
                if other_size || 2 * shape < n || 2 * shape > 3 * n {
                    self.interrupt(side, rows, error);
                } else {
                    self.grid_row(side, rows, start, error);
                }
            }
            _ => self.interrupt(side, rows, error),
        }
    }

    /// The current line is no row: the grid ends short, and the line is read afresh.
    fn interrupt(&mut self, side: u8, rows: u8, error: Option<PuzzleError>) {
        let short = self.here(short_grid(side, rows));
        self.push(Ticket::Error(error.unwrap_or(short)));
        self.state = IDLE;
        self.deferred = true;
    }

    /// No more input: whatever is open ends here.
    pub(super) fn end_input(&mut self) {
        match self.state {
            State::Idle { title, .. } => self.push_error(title),
            State::Grid {
                side, rows, error, ..
            } => {
                let short = PuzzleError {
                    line: self.line as usize,
                    error: short_grid(side, rows),
                };
                self.push(Ticket::Error(error.unwrap_or(short)));
            }
            State::Skip => {}
        }
        self.state = IDLE;
    }
}

/// A grid of `side` rows that ends after `rows`.
fn short_grid(side: u8, rows: u8) -> LineError {
    LineError {
        col: 1,
        kind: LineErrorKind::GridEnds {
            rows: usize::from(rows),
            side: usize::from(side),
        },
    }
}
