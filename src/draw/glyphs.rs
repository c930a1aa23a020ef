//! Small pictures of the PSP's buttons, for the legend and the menu's hints.

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{
        Circle, Line, PrimitiveStyle, PrimitiveStyleBuilder, Rectangle, RoundedRectangle,
        StrokeAlignment, Triangle,
    },
    text::{Baseline, Text},
};

use super::palette;
use crate::draw::face::{FONT_6X10, Ink};
use crate::text::{Key, Lang};

/// Side of a glyph's square, in pixels.
pub const GLYPH: u32 = 11;

/// A button picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    /// The D-pad (a plus sign).
    DPad,
    /// The D-pad's Up and Down (the plus sign, its upright bar bright).
    DPadUpDown,
    /// The D-pad's Left and Right (the plus sign, its level bar bright).
    DPadLeftRight,
    /// Circle.
    Circle,
    /// Cross.
    Cross,
    /// Square.
    Square,
    /// Triangle.
    Triangle,
    /// The analog stick (a ring round a nub).
    Stick,
    /// A button with a name on it (L, R, START, SELECT, HOME).
    Label(&'static str),
    /// "or" between two buttons that do the same.
    Or,
    /// "+" between two buttons pressed together (a chord).
    Plus,
}

impl Glyph {
    /// Width the glyph takes on screen.
    pub fn width(self) -> u32 {
        match self {
            Glyph::Label(name) => name.len() as u32 * 6 + 5,
            Glyph::Or => 11,
            Glyph::Plus => 5,
            _ => GLYPH,
        }
    }

    /// Draws the glyph with its top-left corner at `at` (its words in English).
    pub fn draw_at<D: DrawTarget<Color = Rgb888>>(
        self,
        at: Point,
        target: &mut D,
    ) -> Result<(), D::Error> {
        self.draw_in(Lang::En, at, target)
    }

    /// Draws the glyph with its top-left corner at `at`, its words ("or") in `lang`.
    pub fn draw_in<D: DrawTarget<Color = Rgb888>>(
        self,
        lang: Lang,
        at: Point,
        target: &mut D,
    ) -> Result<(), D::Error> {
        let s = GLYPH as i32;
        // Strokes inside the shape's outline, so a glyph never spills out of its box.
        let stroke = |c| {
            PrimitiveStyleBuilder::new()
                .stroke_color(c)
                .stroke_width(2)
                .stroke_alignment(StrokeAlignment::Inside)
                .build()
        };
        match self {
            Glyph::DPad | Glyph::DPadUpDown | Glyph::DPadLeftRight => {
                let upright = Rectangle::new(at + Point::new(4, 0), Size::new(3, GLYPH));
                let level = Rectangle::new(at + Point::new(0, 4), Size::new(GLYPH, 3));
                let (dim, bright) = (palette::TEXT_DIM, palette::TEXT);
                // The bright bar goes last, across the other.
                let [(first, a), (second, b)] = match self {
                    Glyph::DPadUpDown => [(level, dim), (upright, bright)],
                    Glyph::DPadLeftRight => [(upright, dim), (level, bright)],
                    _ => [(upright, dim), (level, dim)],
                };
                target.fill_solid(&first, a)?;
                target.fill_solid(&second, b)?;
            }
            Glyph::Circle => {
                Circle::new(at + Point::new(1, 1), GLYPH - 2)
                    .into_styled(stroke(palette::GLYPH_CIRCLE))
                    .draw(target)?;
            }
            Glyph::Cross => {
                let style = PrimitiveStyle::with_stroke(palette::GLYPH_CROSS, 2);
                Line::new(at + Point::new(1, 1), at + Point::new(s - 2, s - 2))
                    .into_styled(style)
                    .draw(target)?;
                Line::new(at + Point::new(s - 2, 1), at + Point::new(1, s - 2))
                    .into_styled(style)
                    .draw(target)?;
            }
            Glyph::Square => {
                Rectangle::new(at, Size::new(GLYPH, GLYPH))
                    .into_styled(stroke(palette::GLYPH_SQUARE))
                    .draw(target)?;
            }
            Glyph::Triangle => {
                Triangle::new(
                    at + Point::new(s / 2, 1),
                    at + Point::new(1, s - 2),
                    at + Point::new(s - 2, s - 2),
                )
                .into_styled(stroke(palette::GLYPH_TRIANGLE))
                .draw(target)?;
            }
            Glyph::Stick => {
                Circle::new(at, GLYPH)
                    .into_styled(PrimitiveStyle::with_stroke(palette::TEXT_DIM, 1))
                    .draw(target)?;
                Circle::new(at + Point::new(3, 3), GLYPH - 6)
                    .into_styled(PrimitiveStyle::with_fill(palette::TEXT))
                    .draw(target)?;
            }
            Glyph::Label(name) => {
                let area = Rectangle::new(at, Size::new(self.width(), GLYPH));
                RoundedRectangle::with_equal_corners(area, Size::new(3, 3))
                    .into_styled(PrimitiveStyle::with_stroke(palette::TEXT_DIM, 1))
                    .draw(target)?;
                let style = Ink::new(&FONT_6X10, palette::TEXT);
                Text::with_baseline(name, at + Point::new(3, 1), style, Baseline::Top)
                    .draw(target)?;
            }
            Glyph::Or => {
                let style = Ink::new(&FONT_6X10, palette::TEXT_DIM);
                Text::with_baseline(
                    lang.text(Key::GlyphOr),
                    at + Point::new(0, 1),
                    style,
                    Baseline::Top,
                )
                .draw(target)?;
            }
            Glyph::Plus => {
                // A bold plus: two strokes, 5 pixels across.
                target.fill_solid(
                    &Rectangle::new(at + Point::new(2, 3), Size::new(1, 5)),
                    palette::TEXT,
                )?;
                target.fill_solid(
                    &Rectangle::new(at + Point::new(0, 5), Size::new(5, 1)),
                    palette::TEXT,
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Canvas;
    use std::boxed::Box;

    fn count(canvas: &Canvas, colour: Rgb888) -> usize {
        (0..40)
            .flat_map(|x| (0..20).map(move |y| (x, y)))
            .filter(|&(x, y)| canvas.pixel(x, y) == Some(colour))
            .count()
    }

    #[test]
    fn each_glyph_draws_in_its_colour_inside_its_box() {
        for (glyph, colour) in [
            (Glyph::Circle, palette::GLYPH_CIRCLE),
            (Glyph::Cross, palette::GLYPH_CROSS),
            (Glyph::Square, palette::GLYPH_SQUARE),
            (Glyph::Triangle, palette::GLYPH_TRIANGLE),
            (Glyph::DPad, palette::TEXT_DIM),
            (Glyph::DPadUpDown, palette::TEXT),
            (Glyph::DPadLeftRight, palette::TEXT),
            (Glyph::Stick, palette::TEXT),
            (Glyph::Label("L"), palette::TEXT),
            (Glyph::Or, palette::TEXT_DIM),
        ] {
            let mut canvas = Box::new(Canvas::new());
            glyph.draw_at(Point::new(2, 2), canvas.as_mut()).unwrap();
            let inked = count(&canvas, colour);
            assert!(inked > 8, "{glyph:?}: {inked} pixels");
            // Nothing outside the glyph's box.
            for (x, y) in (0..40).flat_map(|x| (0..20).map(move |y| (x, y))) {
                let inside = (2..2 + glyph.width()).contains(&x) && (2..2 + GLYPH).contains(&y);
                if !inside {
                    assert_eq!(
                        canvas.pixel(x, y),
                        Some(Rgb888::BLACK),
                        "{glyph:?} at {x},{y}"
                    );
                }
            }
        }
    }
}
