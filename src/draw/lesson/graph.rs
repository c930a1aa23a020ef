//! The graph view's picture: the grid as the NSI course draws it, a vertex per cell where the
//! cell is, numbered as the course numbers the cells (reading order from 0), the edges from the
//! current vertex to its neighbours, and each coloured vertex filled with its digit's colour,
//! the digit written small under its number. The colours are the Okabe–Ito palette, which
//! colour-blind students tell apart (a ninth, grey, for 9; on 16x16 they come round again).
//! A given's vertex has a thick dark ring, the current vertex a thick accent ring.

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{Circle, Line, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle},
    text::{Alignment, Baseline, Text, TextStyleBuilder},
};

use crate::{
    cell::Cell,
    digit::Digit,
    draw::{
        lesson_text::graph::{SWATCH_LINE, current},
        palette,
        screen::EditorScreen,
    },
    editor::lesson::Lesson,
    lesson::graph::{neighbours, vertex},
    size::Size,
};

use super::{BODY_Y, LINE, TEXT_X};
use crate::draw::face::{FONT_4X6, FONT_5X7, FONT_6X10, FONT_10X20, Face, Ink};

/// The digits' colours: Okabe–Ito's eight (orange, sky blue, bluish green, yellow, blue,
/// vermilion, reddish purple, black), then grey.
pub const COLOURS: [Rgb888; 9] = [
    Rgb888::new(0xE6, 0x9F, 0x00),
    Rgb888::new(0x56, 0xB4, 0xE9),
    Rgb888::new(0x00, 0x9E, 0x73),
    Rgb888::new(0xF0, 0xE4, 0x42),
    Rgb888::new(0x00, 0x72, 0xB2),
    Rgb888::new(0xD5, 0x5E, 0x00),
    Rgb888::new(0xCC, 0x79, 0xA7),
    Rgb888::new(0x00, 0x00, 0x00),
    Rgb888::new(0x99, 0x99, 0x99),
];
/// The paper the graph is drawn on.
pub const PAPER: Rgb888 = palette::CELL;
/// An uncoloured vertex.
pub const UNCOLOURED: Rgb888 = Rgb888::new(0xFF, 0xFF, 0xFF);
/// The edges from the current vertex.
pub const EDGE: Rgb888 = palette::GIVEN;
/// The current vertex's ring.
pub const CURRENT_RING: Rgb888 = palette::BACKTRACK;

/// The colour of `digit`.
pub fn colour<S: Size>(digit: Digit<S>) -> Rgb888 {
    COLOURS[(usize::from(digit.get()) - 1) % COLOURS.len()]
}

/// Text that reads on `fill`: black on light colours, white on dark ones.
fn ink(fill: Rgb888) -> Rgb888 {
    let luma = 299 * u32::from(fill.r()) + 587 * u32::from(fill.g()) + 114 * u32::from(fill.b());
    if luma > 140_000 {
        palette::GIVEN
    } else {
        UNCOLOURED
    }
}

/// The fonts of a vertex's number and of its digit, for vertices of `diameter` pixels.
fn fonts(diameter: u32) -> Option<(&'static Face, &'static Face)> {
    if diameter >= 40 {
        Some((&FONT_10X20, &FONT_6X10))
    } else if diameter >= 18 {
        Some((&FONT_6X10, &FONT_4X6))
    } else {
        None
    }
}

/// The centre of `cell`'s vertex.
pub fn centre<S: Size>(cell: Cell<S>) -> Point {
    EditorScreen::<S>::layout().cell_area(cell).center()
}

/// The diameter of a vertex.
pub fn diameter<S: Size>() -> u32 {
    EditorScreen::<S>::layout().cell.saturating_sub(4)
}

/// Draws the graph where the board goes.
pub fn board<S: Size, D: DrawTarget<Color = Rgb888>>(
    lesson: &Lesson<S>,
    target: &mut D,
) -> Result<(), D::Error> {
    let layout = EditorScreen::<S>::layout();
    let grid = lesson.current().run().grid();
    target.fill_solid(&layout.bounds(), PAPER)?;
    let at = current(lesson).map(|(cell, _)| cell);
    let thick = if S::SIDE <= 4 { 2 } else { 1 };
    if let Some(cell) = at {
        let style = PrimitiveStyle::with_stroke(EDGE, thick);
        for n in neighbours(cell) {
            Line::new(centre(cell), centre(n))
                .into_styled(style)
                .draw(target)?;
        }
    }
    let diameter = diameter::<S>();
    let fonts = fonts(diameter);
    let centred = TextStyleBuilder::new()
        .alignment(Alignment::Center)
        .baseline(Baseline::Middle)
        .build();
    for cell in Cell::<S>::all() {
        let fill = grid.digit(cell).map_or(UNCOLOURED, colour);
        let (ring, width) = if at == Some(cell) {
            (CURRENT_RING, 3)
        } else if grid.given(cell).is_some() {
            (palette::BOX_LINE, 2)
        } else {
            (palette::NOTE, 1)
        };
        let style = PrimitiveStyleBuilder::new()
            .fill_color(fill)
            .stroke_color(ring)
            .stroke_width(width)
            .build();
        Circle::with_center(centre(cell), diameter)
            .into_styled(style)
            .draw(target)?;
        let Some((big, small)) = fonts else {
            continue;
        };
        let mut number: heapless::String<4> = heapless::String::new();
        let _ = core::fmt::Write::write_fmt(&mut number, format_args!("{}", vertex(cell)));
        let up = small.character_size.height as i32 / 2 + 1;
        let number_at =
            centre(cell) - Point::new(0, if grid.digit(cell).is_some() { up } else { 0 });
        Text::with_text_style(&number, number_at, Ink::new(big, ink(fill)), centred)
            .draw(target)?;
        if let Some(digit) = grid.digit(cell) {
            let mut text = [0u8; 4];
            let text = digit.to_char().encode_utf8(&mut text);
            let below = big.character_size.height as i32 / 2;
            Text::with_text_style(
                text,
                centre(cell) + Point::new(0, below - 1),
                Ink::new(small, ink(fill)),
                centred,
            )
            .draw(target)?;
        }
    }
    Ok(())
}

/// The key of the colours in the panel: a swatch per digit, the digit in it (drawn over the
/// panel's background, after it).
pub fn swatches<S: Size, D: DrawTarget<Color = Rgb888>>(target: &mut D) -> Result<(), D::Error> {
    let y = BODY_Y + SWATCH_LINE as i32 * LINE;
    for (i, digit) in Digit::<S>::all().take(COLOURS.len()).enumerate() {
        let fill = colour(digit);
        let area = Rectangle::new(Point::new(TEXT_X + i as i32 * 20, y), Extent::new(18, 12));
        area.into_styled(
            PrimitiveStyleBuilder::new()
                .fill_color(fill)
                .stroke_color(palette::TEXT_DIM)
                .stroke_width(1)
                .build(),
        )
        .draw(target)?;
        let mut text = [0u8; 4];
        let text = digit.to_char().encode_utf8(&mut text);
        Text::with_text_style(
            text,
            area.center(),
            Ink::new(&FONT_5X7, ink(fill)),
            TextStyleBuilder::new()
                .alignment(Alignment::Center)
                .baseline(Baseline::Middle)
                .build(),
        )
        .draw(target)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Four, Nine, clock::FakeClock, draw::Canvas, draw::lesson::LessonScreen, editor::Editor,
        editor::lesson::View, grid::Grid, pad::Buttons, puzzles::CLASSROOM, test_support::Driven,
    };
    use std::boxed::Box;

    fn graph_after<S: Size>(line: &str, steps: usize) -> Driven<S> {
        let mut e: Driven<S> = Driven::new();
        e.load(Grid::from_line(line).unwrap());
        e.start_lesson();
        let mut clock = FakeClock::stepping(1);
        for _ in 0..5 {
            e.press(Buttons::R);
            e.tick(&mut clock);
        }
        for _ in 0..steps {
            e.press(Buttons::SQUARE);
            e.tick(&mut clock);
        }
        assert_eq!(e.lesson().unwrap().view(), View::Graph);
        e
    }

    fn draw<S: Size>(e: &Editor<S>) -> Box<Canvas> {
        let mut canvas = Box::new(Canvas::new());
        LessonScreen {
            editor: e,
            lesson: e.lesson().unwrap(),
        }
        .draw(canvas.as_mut())
        .unwrap();
        canvas
    }

    fn pixel(canvas: &Canvas, p: Point) -> Option<Rgb888> {
        canvas.pixel(p.x as u32, p.y as u32)
    }

    /// The point `past` pixels beyond the rim of `from`'s vertex, towards `to`'s.
    fn towards<S: Size>(from: Cell<S>, to: Cell<S>, past: i32) -> Point {
        let (a, b) = (centre(from), centre(to));
        let (dx, dy) = ((b.x - a.x) as f64, (b.y - a.y) as f64);
        let length = (dx * dx + dy * dy).sqrt();
        let r = (diameter::<S>() / 2) as f64 + past as f64;
        Point::new(
            a.x + (dx * r / length).round() as i32,
            a.y + (dy * r / length).round() as i32,
        )
    }

    fn edges_and_colours_are_drawn<S: Size>(e: &Editor<S>) {
        let lesson = e.lesson().unwrap();
        let grid = lesson.current().run().grid();
        let canvas = draw(e);
        let (at, _) = current(lesson).expect("a current vertex");
        for cell in Cell::<S>::all() {
            // Left of the number, inside the vertex: its fill.
            let d = diameter::<S>() as i32;
            let inside = centre(cell) + Point::new(-d / 2 + 5, 0);
            let fill = grid.digit(cell).map_or(UNCOLOURED, colour);
            assert_eq!(
                pixel(&canvas, inside),
                Some(fill),
                "vertex {}",
                vertex(cell)
            );
            if cell == at {
                continue;
            }
            let gap = pixel(&canvas, towards(at, cell, 2));
            // A neighbour in the same direction draws an edge there too.
            let (a, b) = (centre(at), centre(cell));
            let along = neighbours(at).any(|n| {
                let c = centre(n);
                let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
                let dot = (b.x - a.x) * (c.x - a.x) + (b.y - a.y) * (c.y - a.y);
                cross.abs() < 50 && dot > 0
            });
            if at.sees(cell) {
                assert_eq!(gap, Some(EDGE), "edge {} to {}", vertex(at), vertex(cell));
            } else if !along {
                assert_eq!(
                    gap,
                    Some(PAPER),
                    "no edge {} to {}",
                    vertex(at),
                    vertex(cell)
                );
            }
        }
        let rim = centre(at) + Point::new(diameter::<S>() as i32 / 2 - 1, 0);
        assert_eq!(pixel(&canvas, rim), Some(CURRENT_RING));
        // The key of the colours, in the panel: digit 1's swatch, then digit 2's.
        let y = BODY_Y + SWATCH_LINE as i32 * LINE + 2;
        assert_eq!(pixel(&canvas, Point::new(TEXT_X + 2, y)), Some(COLOURS[0]));
        assert_eq!(pixel(&canvas, Point::new(TEXT_X + 22, y)), Some(COLOURS[1]));
    }

    #[test]
    fn the_course_s_4x4_has_its_vertices_coloured_and_the_current_one_s_edges() {
        let e = graph_after::<Four>("32.4........4.23", 3);
        edges_and_colours_are_drawn(&e);
    }

    #[test]
    fn the_tp_grid_s_graph_has_its_vertices_coloured_and_the_current_one_s_edges() {
        let e = graph_after::<Nine>(CLASSROOM, 25);
        edges_and_colours_are_drawn(&e);
    }

    #[test]
    fn the_palette_s_colours_are_told_apart_and_their_digits_read() {
        for (i, a) in COLOURS.iter().enumerate() {
            for b in &COLOURS[i + 1..] {
                let d = (i32::from(a.r()) - i32::from(b.r())).abs()
                    + (i32::from(a.g()) - i32::from(b.g())).abs()
                    + (i32::from(a.b()) - i32::from(b.b())).abs();
                // The closest pair, orange and vermilion, differ by 82.
                assert!(d >= 80, "{a:?} and {b:?} too close");
            }
        }
        assert_eq!(ink(COLOURS[3]), palette::GIVEN, "black on yellow");
        assert_eq!(ink(COLOURS[7]), UNCOLOURED, "white on black");
        assert_eq!(colour(Digit::<Nine>::new(9).unwrap()), COLOURS[8]);
    }
}
