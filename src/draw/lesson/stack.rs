//! The stack of choices on the board: the search's grid, each cell holding a pending
//! supposition shaded as the panel's rows are, its digits still to try written small along the
//! cell's top edge (the digit tried stays large in the middle).

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    text::{Baseline, Text},
};

use crate::draw::face::{FONT_4X6, FONT_6X10, Face, Ink};
use crate::{
    cellset::CellSet,
    digit::Digit,
    draw::{
        board::{Board, Marks},
        lesson_text::stack::pending,
        palette,
        screen::EditorScreen,
    },
    editor::{lesson::Lesson, notes::no_notes},
    size::Size,
};

/// Ink of the digits left in a supposition's cell.
pub const LEFT_INK: Rgb888 = palette::LINK;

/// The small font of the digits left: as large as the cell allows.
fn font(cell: u32) -> &'static Face {
    if cell >= 40 { &FONT_6X10 } else { &FONT_4X6 }
}

/// Draws the board of the stack view.
pub fn board<S: Size, D: DrawTarget<Color = Rgb888>>(
    lesson: &Lesson<S>,
    target: &mut D,
) -> Result<(), D::Error> {
    let layout = EditorScreen::<S>::layout();
    let grid = lesson.current().run().grid();
    let notes = no_notes::<S>();
    let supposed: CellSet<S> = pending(lesson).map(|c| c.place).collect();
    Board {
        layout,
        grid: &grid,
        cursor: None,
        conflicts: CellSet::new(),
        last: None,
        backtracked: false,
        marks: Marks {
            notes: Some(&notes),
            hint: supposed,
            ..Marks::default()
        },
    }
    .draw(target)?;
    let font = font(layout.cell);
    let style = Ink::new(font, LEFT_INK);
    let width = font.character_size.width + font.character_spacing;
    for choice in pending(lesson) {
        let area = layout.cell_area(choice.place);
        let fits = ((area.size.width - 2) / width) as usize;
        let mut text: heapless::String<16> = heapless::String::new();
        for digit in Digit::<S>::all().filter(|d| choice.left & d.bit() != 0) {
            if text.chars().count() == fits {
                break;
            }
            let _ = text.push(digit.to_char());
        }
        Text::with_baseline(
            &text,
            area.top_left + Point::new(2, 1),
            style,
            Baseline::Top,
        )
        .draw(target)?;
    }
    Ok(())
}
