//! What a game adds to the panel: the digits still to place (a row under the status), and the
//! cursor cell's pencil marks drawn large when the board's cells are too small for them (16x16).

use embedded_graphics::{
    geometry::Size as Extent,
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, Rectangle},
    text::{Alignment, Baseline, Text, TextStyleBuilder},
};

use crate::{digit::Digit, size::Size};

use super::{palette, panel::PANEL_X};
use crate::draw::face::{FONT_5X7, Ink};

/// The row of digits still to place: each digit over its count.
pub const DIGITS_AREA: Rectangle =
    Rectangle::new(Point::new(PANEL_X + 6, 90), Extent::new(198, 16));

/// The cursor cell's pencil marks, large, at the panel's top right (16x16 games).
pub const ZOOM_AREA: Rectangle = Rectangle::new(Point::new(PANEL_X + 150, 2), Extent::new(52, 48));

/// The digits still to place in a game: `left[i]` of digit `i + 1`.
#[derive(Debug, Clone, Copy)]
pub struct DigitsLeft<'a, S: Size> {
    /// Per digit, how many are still to place.
    pub left: &'a [u8],
    /// The size whose digits are shown.
    pub size: core::marker::PhantomData<S>,
}

fn centred(text: &str, at: Point, colour: Rgb888) -> Text<'_, Ink> {
    Text::with_text_style(
        text,
        at,
        Ink::new(&FONT_5X7, colour),
        TextStyleBuilder::new()
            .alignment(Alignment::Center)
            .baseline(Baseline::Top)
            .build(),
    )
}

impl<S: Size> Drawable for DigitsLeft<'_, S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let column = DIGITS_AREA.size.width as i32 / S::SIDE as i32;
        for digit in Digit::<S>::all() {
            let i = digit.index();
            let left = self.left.get(i).copied().unwrap_or(0);
            let x = DIGITS_AREA.top_left.x + column * i as i32 + column / 2;
            let mut name = [0u8; 4];
            let name = digit.to_char().encode_utf8(&mut name);
            // A digit all placed is dimmed; its count says 0.
            let ink = if left == 0 {
                palette::TEXT_DIM
            } else {
                palette::TEXT
            };
            centred(name, Point::new(x, DIGITS_AREA.top_left.y), ink).draw(target)?;
            let mut count: heapless::String<4> = heapless::String::new();
            let _ = core::fmt::Write::write_fmt(&mut count, format_args!("{left}"));
            let ink = if left == 0 {
                palette::TEXT_GOOD
            } else {
                palette::TEXT_DIM
            };
            centred(&count, Point::new(x, DIGITS_AREA.top_left.y + 8), ink).draw(target)?;
        }
        Ok(())
    }
}

/// The pencil marks of the cursor cell, one digit in a fixed place (1 top left, the last bottom
/// right), in a 5×7 font.
#[derive(Debug, Clone, Copy)]
pub struct NotesZoom<S: Size> {
    /// The cell's marks (bit 0 for digit 1).
    pub notes: u16,
    /// The notes pointer's digit, framed, in pencil-mark mode.
    pub pointer: Option<Digit<S>>,
}

impl<S: Size> Drawable for NotesZoom<S> {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        let (w, h) = (
            ZOOM_AREA.size.width / S::BOX as u32,
            ZOOM_AREA.size.height / S::BOX as u32,
        );
        ZOOM_AREA
            .into_styled(PrimitiveStyle::with_fill(palette::CELL))
            .draw(target)?;
        for digit in Digit::<S>::all() {
            let i = digit.index();
            let slot = Rectangle::new(
                ZOOM_AREA.top_left
                    + Point::new(
                        (i % S::BOX) as i32 * w as i32,
                        (i / S::BOX) as i32 * h as i32,
                    ),
                Extent::new(w, h),
            );
            if self.pointer == Some(digit) {
                slot.into_styled(PrimitiveStyle::with_stroke(palette::POINTER, 1))
                    .draw(target)?;
            }
            if self.notes & digit.bit() != 0 {
                let mut name = [0u8; 4];
                let name = digit.to_char().encode_utf8(&mut name);
                let top = slot.center() - Point::new(0, 3);
                centred(name, top, palette::NOTE).draw(target)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        draw::Canvas,
        size::{Nine, Sixteen},
    };
    use std::boxed::Box;

    fn inked(canvas: &Canvas, area: Rectangle, colour: Rgb888) -> usize {
        area.points()
            .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(colour))
            .count()
    }

    #[test]
    fn each_digit_sits_over_its_count_and_a_finished_digit_is_marked_done() {
        let mut left = [3u8; 16];
        left[4] = 0; // every 5 placed
        let mut canvas = Box::new(Canvas::new());
        DigitsLeft::<Nine> {
            left: &left,
            size: core::marker::PhantomData,
        }
        .draw(canvas.as_mut())
        .unwrap();
        let column = DIGITS_AREA.size.width / 9;
        let of = |i: u32, row: i32| {
            Rectangle::new(
                DIGITS_AREA.top_left + Point::new((i * column) as i32, row),
                Extent::new(column, 8),
            )
        };
        for i in 0..9 {
            let done = i == 4;
            let name_ink = if done {
                palette::TEXT_DIM
            } else {
                palette::TEXT
            };
            assert!(inked(&canvas, of(i, 0), name_ink) > 5, "digit {}", i + 1);
            let count_ink = if done {
                palette::TEXT_GOOD
            } else {
                palette::TEXT_DIM
            };
            assert!(
                inked(&canvas, of(i, 8), count_ink) > 5,
                "count of {}",
                i + 1
            );
        }
        assert_eq!(inked(&canvas, of(0, 8), palette::TEXT_GOOD), 0);
        // Nothing past the area.
        let below = Rectangle::new(
            DIGITS_AREA.top_left + Point::new(0, DIGITS_AREA.size.height as i32),
            Extent::new(198, 10),
        );
        assert_eq!(inked(&canvas, below, palette::TEXT), 0);
    }

    #[test]
    fn sixteen_digits_and_two_figure_counts_fit_their_columns() {
        let left = [16u8; 16];
        let mut canvas = Box::new(Canvas::new());
        DigitsLeft::<Sixteen> {
            left: &left,
            size: core::marker::PhantomData,
        }
        .draw(canvas.as_mut())
        .unwrap();
        let column = DIGITS_AREA.size.width / 16;
        for i in 0..16 {
            let area = Rectangle::new(
                DIGITS_AREA.top_left + Point::new((i * column) as i32, 8),
                Extent::new(column, 8),
            );
            // "16" is two 5-pixel glyphs: both inside the column.
            let ink = inked(&canvas, area, palette::TEXT_DIM);
            assert!(ink > 10, "count of digit {}: {ink}", i + 1);
        }
    }

    #[test]
    fn zoomed_notes_put_each_digit_in_its_own_place() {
        // 1 and 16 noted: top-left and bottom-right slots inked, the others not.
        let mut canvas = Box::new(Canvas::new());
        NotesZoom::<Sixteen> {
            notes: 1 | 1 << 15,
            pointer: None,
        }
        .draw(canvas.as_mut())
        .unwrap();
        let (w, h) = (ZOOM_AREA.size.width / 4, ZOOM_AREA.size.height / 4);
        let slot = |i: u32| {
            Rectangle::new(
                ZOOM_AREA.top_left + Point::new((i % 4 * w) as i32, (i / 4 * h) as i32),
                Extent::new(w, h),
            )
        };
        for i in 0..16 {
            let ink = inked(&canvas, slot(i), palette::NOTE);
            if i == 0 || i == 15 {
                assert!(ink >= 5, "slot {i}");
            } else {
                assert_eq!(ink, 0, "slot {i}");
            }
        }
    }
}
