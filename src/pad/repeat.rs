//! Edge detection and auto-repeat: which buttons went down, came up, or repeat while held.
//!
//! A press is a button that was up at the previous sample and is down now; acting on presses
//! (never on "is down") makes every press count once, however long it is held. The D-pad,
//! Circle/R and Cross/L repeat: first [`REPEAT_DELAY_MS`] after the press, then every
//! [`REPEAT_INTERVAL_MS`], and at most once a frame, so a long frame never fires a burst.

use super::Buttons;

/// How long a button must be held before it starts repeating.
pub const REPEAT_DELAY_MS: u64 = 400;
/// Time between repeats once a held button repeats.
pub const REPEAT_INTERVAL_MS: u64 = 80;

/// A change of one button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    /// The button went down.
    Down(Buttons),
    /// The button came up.
    Up(Buttons),
    /// The button, held, repeats.
    Repeat(Buttons),
}

/// Edge detection and auto-repeat over a stream of button sets.
#[derive(Debug, Clone)]
pub struct Repeater {
    /// The buttons down at the last sample.
    held: Buttons,
    /// For each button of [`Buttons::ALL`]: when it next repeats (µs).
    next_repeat: [u64; 12],
    /// The buttons that repeated in the current frame.
    repeated: Buttons,
}

impl Default for Repeater {
    fn default() -> Self {
        Self::new()
    }
}

impl Repeater {
    /// Nothing held.
    pub const fn new() -> Self {
        Repeater {
            held: Buttons::NONE,
            next_repeat: [0; 12],
            repeated: Buttons::NONE,
        }
    }

    /// Starts a new frame: each held button may repeat once more.
    pub fn begin_frame(&mut self) {
        self.repeated = Buttons::NONE;
    }

    /// Takes the buttons `down` at `at` µs; reports releases, then presses, then repeats.
    pub fn sample(&mut self, down: Buttons, at: u64, out: &mut impl FnMut(Edge)) {
        for button in self.held.without(down).iter() {
            out(Edge::Up(button));
        }
        for (i, (button, _)) in Buttons::ALL.iter().enumerate() {
            if down.contains(*button) && !self.held.contains(*button) {
                self.next_repeat[i] = at + REPEAT_DELAY_MS * 1000;
                out(Edge::Down(*button));
            }
        }
        self.held = down;
        self.repeats(at, out);
    }

    /// Reports the repeats due by `now` µs of the buttons still held.
    pub fn repeats(&mut self, now: u64, out: &mut impl FnMut(Edge)) {
        for (i, (button, _)) in Buttons::ALL.iter().enumerate() {
            if self.held.contains(*button)
                && Buttons::REPEATING.contains(*button)
                && !self.repeated.contains(*button)
                && now >= self.next_repeat[i]
            {
                self.repeated = self.repeated.union(*button);
                // Catch up after a long frame without a burst: one repeat, the next an interval on.
                self.next_repeat[i] = now + REPEAT_INTERVAL_MS * 1000;
                out(Edge::Repeat(*button));
            }
        }
    }

    /// The buttons down at the last sample.
    pub fn held(&self) -> Buttons {
        self.held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// One sample per frame at `t_ms`: the edges it gives.
    fn frame(r: &mut Repeater, down: Buttons, t_ms: u64) -> Vec<Edge> {
        let mut edges = Vec::new();
        r.begin_frame();
        r.sample(down, t_ms * 1000, &mut |e| edges.push(e));
        edges
    }

    fn presses(edges: &[Edge]) -> Buttons {
        edges.iter().fold(Buttons::NONE, |all, e| match e {
            Edge::Down(b) | Edge::Repeat(b) => all.union(*b),
            Edge::Up(_) => all,
        })
    }

    #[test]
    fn a_press_counts_once_however_long_it_is_held() {
        let mut r = Repeater::new();
        assert_eq!(
            frame(&mut r, Buttons::SQUARE, 0),
            [Edge::Down(Buttons::SQUARE)]
        );
        for t in (16..5000).step_by(16) {
            assert_eq!(frame(&mut r, Buttons::SQUARE, t), [], "at {t} ms");
        }
        assert_eq!(
            frame(&mut r, Buttons::NONE, 5000),
            [Edge::Up(Buttons::SQUARE)]
        );
        assert_eq!(
            frame(&mut r, Buttons::SQUARE, 5016),
            [Edge::Down(Buttons::SQUARE)]
        );
    }

    #[test]
    fn held_d_pad_repeats_after_the_delay_then_at_the_interval() {
        let mut r = Repeater::new();
        let times: Vec<u64> = (0..=1000)
            .filter(|&t| presses(&frame(&mut r, Buttons::RIGHT, t)) == Buttons::RIGHT)
            .collect();
        assert_eq!(times[..4], [0, 400, 480, 560]);
        assert_eq!(times.len(), 1 + (1000 - 400) / 80 + 1);
    }

    #[test]
    fn repeats_follow_a_frame_clock_and_do_not_burst_after_a_stall() {
        let mut r = Repeater::new();
        let f = 1000 / 60;
        let n = (0..60)
            .filter(|i| !frame(&mut r, Buttons::RIGHT, i * f).is_empty())
            .count();
        // 60 frames of 16 ms (0 to 944 ms): the press, then repeats at 400, 480, ... 880 ms.
        assert_eq!(n, 1 + 7);
        // A 2-second stall: a single repeat, not a burst.
        assert_eq!(
            frame(&mut r, Buttons::RIGHT, 3000),
            [Edge::Repeat(Buttons::RIGHT)]
        );
        assert_eq!(frame(&mut r, Buttons::RIGHT, 3016), []);
        assert_eq!(
            frame(&mut r, Buttons::RIGHT, 3080),
            [Edge::Repeat(Buttons::RIGHT)]
        );
    }

    #[test]
    fn a_frame_of_many_samples_sees_every_tap_in_order_and_repeats_once() {
        let mut r = Repeater::new();
        let mut edges = Vec::new();
        r.begin_frame();
        // Six samples 5.5 ms apart inside one frame: a 1-sample tap of Circle, then of Cross.
        for (i, down) in [
            Buttons::NONE,
            Buttons::CIRCLE,
            Buttons::NONE,
            Buttons::CROSS,
            Buttons::NONE,
            Buttons::NONE,
        ]
        .into_iter()
        .enumerate()
        {
            r.sample(down, i as u64 * 5_500, &mut |e| edges.push(e));
        }
        assert_eq!(
            edges,
            [
                Edge::Down(Buttons::CIRCLE),
                Edge::Up(Buttons::CIRCLE),
                Edge::Down(Buttons::CROSS),
                Edge::Up(Buttons::CROSS)
            ]
        );
        // Held through a 500 ms frame of samples: one repeat in that frame.
        let mut r = Repeater::new();
        let mut edges = Vec::new();
        r.begin_frame();
        for i in 0..90 {
            r.sample(Buttons::RIGHT, i * 5_555, &mut |e| edges.push(e));
        }
        assert_eq!(
            edges,
            [Edge::Down(Buttons::RIGHT), Edge::Repeat(Buttons::RIGHT)]
        );
    }

    #[test]
    fn only_the_d_pad_circle_r_cross_and_l_repeat() {
        // The README's list of the buttons that repeat, written out, not read from REPEATING.
        let repeating = ["Up", "Down", "Left", "Right", "Circle", "R", "Cross", "L"];
        for (button, name) in Buttons::ALL {
            let mut r = Repeater::new();
            let n = (0..=1000)
                .step_by(10)
                .filter(|&t| !frame(&mut r, button, t).is_empty())
                .count();
            assert_eq!(n > 1, repeating.contains(&name), "{name}");
        }
    }

    #[test]
    fn each_button_keeps_its_own_timer() {
        let mut r = Repeater::new();
        frame(&mut r, Buttons::RIGHT, 0);
        // Circle joins at 300 ms: its repeat starts at 700 ms, Right's at 400 ms.
        let both = Buttons::RIGHT.union(Buttons::CIRCLE);
        assert_eq!(presses(&frame(&mut r, both, 300)), Buttons::CIRCLE);
        assert_eq!(presses(&frame(&mut r, both, 400)), Buttons::RIGHT);
        assert_eq!(presses(&frame(&mut r, both, 700)), both);
        assert_eq!(r.held(), both);
    }
}
