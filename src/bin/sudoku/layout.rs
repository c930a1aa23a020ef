//! `sudoku layout` and `sudoku status-area`: the 9x9 editor screen's geometry and colours, for
//! the emulator tests' cell-by-cell checks (they read a screen where the core draws it).
//!
//! The layout is compact JSON (serde_json's own form), its keys in the order of [`Geometry`].

use std::process::ExitCode;

use clap::Args;
use embedded_graphics::{
    pixelcolor::{Rgb888, RgbColor},
    primitives::Rectangle,
};
use serde::{Serialize, Serializer};
use sudoku_core::{
    Cell, Nine,
    draw::{
        EditorScreen,
        lesson::{LESSON_STATUS_AREA, RACE_FIGURES_AREA, STEP_TIME_AREA},
        palette,
        panel::{FOOTER_AREA, STATUS_AREA},
    },
};

/// Print the 9x9 editor screen's geometry and colours as JSON
///
/// Its cell areas, status and footer areas, the lesson's areas of figures (status, step time,
/// race figures), the board and the colours, as one line of compact JSON.
#[derive(Debug, Args)]
pub struct Layout;

impl Layout {
    /// Prints the JSON line.
    pub fn run(self) -> Result<ExitCode, String> {
        println!("{}", layout_json());
        Ok(ExitCode::SUCCESS)
    }
}

/// Print the status text's area as 'x y width height'
#[derive(Debug, Args)]
pub struct StatusArea;

impl StatusArea {
    /// Prints the area.
    pub fn run(self) -> Result<ExitCode, String> {
        println!("{}", status_area());
        Ok(ExitCode::SUCCESS)
    }
}

/// The colours the tests tell cells apart by, named.
const COLOURS: [(&str, Rgb888); 12] = [
    ("cell", palette::CELL),
    ("cursor", palette::CURSOR),
    ("peer", palette::PEER),
    ("given", palette::GIVEN),
    ("solved", palette::SOLVED),
    ("conflict", palette::CONFLICT),
    ("conflict_bg", palette::CONFLICT_BG),
    ("last_forced", palette::LAST_FORCED),
    ("last_guess", palette::LAST_GUESS),
    ("backtrack", palette::BACKTRACK),
    ("background", palette::BACKGROUND),
    ("panel", palette::PANEL),
];

/// What `sudoku layout` prints, in this order.
#[derive(Debug, Serialize)]
struct Geometry {
    cells: Vec<CellArea>,
    status_area: Area,
    footer_area: Area,
    lesson_status_area: Area,
    step_time_area: Area,
    race_figures_area: Area,
    board: Area,
    #[serde(serialize_with = "colours")]
    colours: [(&'static str, Rgb888); 12],
}

/// A cell (rows and columns from 1) and its area.
#[derive(Debug, Serialize)]
struct CellArea {
    row: usize,
    col: usize,
    #[serde(flatten)]
    area: Area,
}

/// A rectangle: its top left corner, width and height in pixels.
#[derive(Debug, Serialize)]
struct Area {
    x: i32,
    y: i32,
    w: u32,
    h: u32,
}

impl From<Rectangle> for Area {
    fn from(a: Rectangle) -> Self {
        Area {
            x: a.top_left.x,
            y: a.top_left.y,
            w: a.size.width,
            h: a.size.height,
        }
    }
}

/// The colours as an object of `"#rrggbb"` strings, in the order of [`COLOURS`].
fn colours<S: Serializer>(named: &[(&str, Rgb888); 12], s: S) -> Result<S::Ok, S::Error> {
    let hex = |c: &Rgb888| format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b());
    s.collect_map(named.iter().map(|(name, c)| (name, hex(c))))
}

/// The 9x9 editor screen's geometry and colours as JSON, for the emulator tests' cell-by-cell checks.
pub fn layout_json() -> String {
    let layout = EditorScreen::<Nine>::layout();
    let cells = Cell::<Nine>::all()
        .map(|cell| CellArea {
            row: cell.row() + 1,
            col: cell.col() + 1,
            area: layout.cell_area(cell).into(),
        })
        .collect();
    let geometry = Geometry {
        cells,
        status_area: STATUS_AREA.into(),
        footer_area: FOOTER_AREA.into(),
        lesson_status_area: LESSON_STATUS_AREA.into(),
        step_time_area: STEP_TIME_AREA.into(),
        race_figures_area: RACE_FIGURES_AREA.into(),
        board: layout.bounds().into(),
        colours: COLOURS,
    };
    serde_json::to_string(&geometry).expect("numbers and names always serialize")
}

/// The status area as `x y width height` (the emulator tests leave it out when it shows a time).
pub fn status_area() -> String {
    let a = STATUS_AREA;
    format!(
        "{} {} {} {}",
        a.top_left.x, a.top_left.y, a.size.width, a.size.height
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_lists_81_cells_and_the_colours() {
        let json = layout_json();
        assert_eq!(json.matches("\"row\":").count(), 81);
        assert!(
            json.starts_with("{\"cells\":[{\"row\":1,\"col\":1,\"x\":9,\"y\":9,\"w\":27,\"h\":27}"),
            "{json}"
        );
        assert!(json.contains("\"solved\":\"#1e6be0\""), "{json}");
        assert!(
            json.contains("\"status_area\":{\"x\":278,\"y\":54,\"w\":198,\"h\":48}"),
            "{json}"
        );
        assert!(json.contains(",\"panel\":\"#"), "{json}");
        assert!(json.ends_with("\"}}"), "{json}");
    }

    #[test]
    fn the_status_area_is_four_numbers() {
        assert_eq!(status_area(), "278 54 198 48");
    }
}
