//! The stick's keypad, drawn over the panel's legend while a flick is under way: the nine keys
//! with the digit each types on the grid at hand, the one the stick points at lit.

use embedded_graphics::{
    pixelcolor::Rgb888,
    prelude::*,
    primitives::{PrimitiveStyle, PrimitiveStyleBuilder, Rectangle, RoundedRectangle},
    text::{Alignment, Baseline, Text, TextStyleBuilder},
};

use crate::{
    pad::{Key, KeypadView},
    text::{Key as TextKey, Lang},
};

use super::{palette, panel::PANEL_X};
use crate::draw::face::{FONT_6X10, FONT_10X20, Ink};

/// The area the keypad covers: the legend's.
pub const KEYPAD_AREA: Rectangle = Rectangle::new(
    Point::new(PANEL_X + 6, 110),
    Size::new(480 - PANEL_X as u32 - 6, 144),
);
/// A key's size.
const KEY: Size = Size::new(44, 28);
/// Space between keys.
const GAP: i32 = 4;

/// The character key `key` types on a grid of `side` digits (see
/// `crate::editor::keypad_digit`): its number, or with R held on 16x16 the letters A to G.
pub fn key_label(key: Key, shifted: bool, side: usize) -> Option<char> {
    let n = usize::from(key.number());
    let value = if shifted && side > 9 { n + 9 } else { n };
    if value > side {
        return None;
    }
    char::from_digit(value as u32, 17).map(|c| c.to_ascii_uppercase())
}

/// The keypad over the legend.
#[derive(Debug, Clone, Copy)]
pub struct KeypadPanel {
    /// The key pointed at, and whether R is held.
    pub view: KeypadView,
    /// The grid's side (4, 9 or 16): which digits the keys type.
    pub side: usize,
    /// The language of the captions.
    pub lang: Lang,
}

impl Drawable for KeypadPanel {
    type Color = Rgb888;
    type Output = ();

    fn draw<D: DrawTarget<Color = Rgb888>>(&self, target: &mut D) -> Result<(), D::Error> {
        target.fill_solid(&KEYPAD_AREA, palette::PANEL)?;
        let left = KEYPAD_AREA.top_left.x
            + (KEYPAD_AREA.size.width as i32 - (3 * KEY.width as i32 + 2 * GAP)) / 2;
        let top = KEYPAD_AREA.top_left.y + 4;
        let centred = TextStyleBuilder::new()
            .alignment(Alignment::Center)
            .baseline(Baseline::Middle)
            .build();
        for n in 1..=9 {
            let key = Key::new(n).expect("keys 1 to 9");
            let (col, row) = key.column_row();
            let at = Point::new(
                left + i32::from(col) * (KEY.width as i32 + GAP),
                top + i32::from(row) * (KEY.height as i32 + GAP),
            );
            let area = Rectangle::new(at, KEY);
            let lit = key == self.view.key;
            let label = key_label(key, self.view.shifted, self.side);
            let style = if lit {
                PrimitiveStyle::with_fill(palette::ACCENT)
            } else {
                PrimitiveStyleBuilder::new()
                    .fill_color(palette::MENU)
                    .stroke_color(if label.is_some() {
                        palette::TEXT_DIM
                    } else {
                        palette::PANEL
                    })
                    .stroke_width(1)
                    .build()
            };
            RoundedRectangle::with_equal_corners(area, Size::new(4, 4))
                .into_styled(style)
                .draw(target)?;
            if let Some(c) = label {
                let mut buf = [0u8; 4];
                let ink = if lit { palette::PANEL } else { palette::TEXT };
                Text::with_text_style(
                    c.encode_utf8(&mut buf),
                    area.center(),
                    Ink::new(&FONT_10X20, ink),
                    centred,
                )
                .draw(target)?;
            }
        }
        let caption = Ink::new(&FONT_6X10, palette::TEXT_DIM);
        let y = top + 3 * (KEY.height as i32 + GAP) + 4;
        let lines = [TextKey::KeypadHelp, TextKey::KeypadLetters].map(|k| self.lang.text(k));
        for (i, line) in lines
            .iter()
            .take(if self.side > 9 { 2 } else { 1 })
            .enumerate()
        {
            Text::with_baseline(
                line,
                Point::new(KEYPAD_AREA.top_left.x + 4, y + 12 * i as i32),
                caption,
                Baseline::Top,
            )
            .draw(target)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        digit::Digit,
        draw::Canvas,
        editor::keypad_digit,
        size::{Four, Nine, Sixteen, Size},
    };
    use std::boxed::Box;

    fn labels_match<S: Size>() {
        for n in 1..=9 {
            let key = Key::new(n).unwrap();
            for shifted in [false, true] {
                assert_eq!(
                    key_label(key, shifted, S::SIDE),
                    keypad_digit::<S>(key, shifted).map(Digit::to_char),
                    "{} key {n} shifted {shifted}",
                    S::NAME
                );
            }
        }
    }

    #[test]
    fn the_labels_are_the_digits_the_keys_type() {
        labels_match::<Four>();
        labels_match::<Nine>();
        labels_match::<Sixteen>();
    }

    #[test]
    fn the_lit_key_is_drawn_in_the_accent_colour_inside_the_legend_area() {
        let mut canvas = Box::new(Canvas::new());
        let view = KeypadView {
            key: Key::new(9).unwrap(),
            shifted: false,
        };
        KeypadPanel {
            view,
            side: 9,
            lang: Lang::En,
        }
        .draw(canvas.as_mut())
        .unwrap();
        let lit: std::vec::Vec<Point> = (0..480)
            .flat_map(|x| (0..272).map(move |y| Point::new(x, y)))
            .filter(|p| canvas.pixel(p.x as u32, p.y as u32) == Some(palette::ACCENT))
            .collect();
        assert!(lit.len() > 500, "{} lit pixels", lit.len());
        assert!(lit.iter().all(|p| KEYPAD_AREA.contains(*p)));
        // Key 9 is bottom right: every lit pixel is right of and below the area's centre.
        let c = KEYPAD_AREA.center();
        assert!(
            lit.iter()
                .all(|p| p.x > c.x && p.y > KEYPAD_AREA.top_left.y + 40)
        );
    }
}
