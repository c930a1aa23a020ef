//! `sudoku queens N`: the N queens (the TP's last question), searched row by row by the
//! lesson's engine: the first solution as N lines of `.` and `Q` (row 1 first), or with
//! `--count` the number of solutions.
//!
//! ```text
//! $ sudoku queens 4
//! .Q..
//! ...Q
//! Q...
//! ..Q.
//! $ sudoku queens 8 --count
//! 92
//! ```

use std::process::ExitCode;

use clap::Args;
use sudoku_core::lesson::queens::{self, MAX, MIN, Order};

/// Place N queens on an N x N chessboard, none attacking another (N from 4 to 12)
///
/// Prints the first solution the row-by-row search finds, as N lines of '.' (an empty square)
/// and 'Q' (a queen), the first row first; or, with --count, the number of solutions.
#[derive(Debug, Args)]
pub struct Queens {
    /// The side of the board, from 4 to 12
    #[arg(value_name = "N", value_parser = clap::value_parser!(u8).range(MIN as i64..=MAX as i64))]
    n: u8,
    /// Print the number of solutions instead of the first one
    #[arg(long)]
    count: bool,
}

impl Queens {
    /// Prints the board or the count; exit 0.
    pub fn run(self) -> Result<ExitCode, String> {
        let n = usize::from(self.n);
        if self.count {
            let found = queens::count(n, Order::Rows).ok_or("N is from 4 to 12")?;
            println!("{found}");
        } else {
            let board = queens::nth_solution(n, 1).ok_or("N is from 4 to 12")?;
            print!("{}", drawn(n, &board));
        }
        Ok(ExitCode::SUCCESS)
    }
}

/// The board of side `n` as lines of `.` and `Q`, each ended by a newline.
fn drawn(n: usize, board: &[Option<u8>; MAX]) -> String {
    let mut text = String::with_capacity(n * (n + 1));
    for col in &board[..n] {
        for square in 0..n {
            text.push(if *col == Some(square as u8) { 'Q' } else { '.' });
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_a_line_per_row_with_a_q_in_its_queens_column() {
        let mut board = [None; MAX];
        board[..4].copy_from_slice(&[Some(1), Some(3), Some(0), Some(2)]);
        assert_eq!(drawn(4, &board), ".Q..\n...Q\nQ...\n..Q.\n");
    }
}
