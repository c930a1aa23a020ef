//! The analog stick as a 3x3 keypad: a flick and release types the key it pointed at, a lean
//! held longer moves like the D-pad.
//!
//! The keys sit as on a phone's keypad, 1 up-left to 9 down-right, 5 in the middle:
//!
//! ```text
//! 1 2 3
//! 4 5 6
//! 7 8 9
//! ```
//!
//! A *gesture* starts when the stick leans [`START_RADIUS`] or more from the centre and ends when
//! it comes back within [`END_RADIUS`] (the gap between the two is the dead zone's hysteresis: a
//! stick resting or drifting inside [`START_RADIUS`] never starts one). While it stays inside
//! [`OUTER_RADIUS`] the key is 5; once it reaches that far, the key is the direction it points
//! to, one of eight 45° sectors, and it only moves to a neighbouring sector once the stick is
//! [`SECTOR_HYSTERESIS_DEG`] past the border. A gesture that ends within [`HOLD_US`] is a
//! *flick* and types its key; one that lasts longer is a *lean*: from then on the stick counts as
//! the D-pad directions it leans to (each axis at least [`STICK_DEAD_ZONE`] from the centre), and
//! types nothing when it comes back.

use super::Buttons;

/// How far from the centre (out of 128) the stick must lean to start a gesture.
pub const START_RADIUS: i32 = 64;
/// How close to the centre the stick must come back to end a gesture.
pub const END_RADIUS: i32 = 40;
/// How far the stick must lean for a key other than 5.
pub const OUTER_RADIUS: i32 = 100;
/// How far past a sector's border (in degrees) the stick must go to change key.
pub const SECTOR_HYSTERESIS_DEG: i32 = 10;
/// A gesture held longer than this (µs) is a lean: it moves the cursor instead of typing.
pub const HOLD_US: u64 = 250_000;
/// In a lean, how far (out of 128) an axis must lean to count as a D-pad direction.
pub const STICK_DEAD_ZONE: u8 = 64;

/// A key of the stick's keypad: 1 (up-left) to 9 (down-right), as on a phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(u8);

impl Key {
    /// The middle key, typed by a short lean in any direction.
    pub const MIDDLE: Key = Key(5);

    /// Key `n` (1 to 9).
    pub const fn new(n: u8) -> Option<Key> {
        if n >= 1 && n <= 9 { Some(Key(n)) } else { None }
    }

    /// The key's number, 1 to 9.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Its column and row on the keypad, 0 to 2 each.
    pub const fn column_row(self) -> (u8, u8) {
        ((self.0 - 1) % 3, (self.0 - 1) / 3)
    }

    /// A stick position that points at this key, at full lean (the middle key: a short lean up).
    pub const fn stick(self) -> (u8, u8) {
        let (col, row) = self.column_row();
        if self.0 == 5 {
            return (128, 128 - 80);
        }
        const AXIS: [u8; 3] = [0, 128, 255];
        (AXIS[col as usize], AXIS[row as usize])
    }

    /// The D-pad directions of the key's place around the middle (none for 5).
    pub const fn directions(self) -> Buttons {
        let (col, row) = self.column_row();
        let x = match col {
            0 => Buttons::LEFT,
            2 => Buttons::RIGHT,
            _ => Buttons::NONE,
        };
        let y = match row {
            0 => Buttons::UP,
            2 => Buttons::DOWN,
            _ => Buttons::NONE,
        };
        x.union(y)
    }
}

/// The key of each 45° sector, counter-clockwise from "right" (0°).
const SECTOR_KEYS: [u8; 8] = [6, 3, 2, 1, 4, 7, 8, 9];

/// tan(k°) × 4096 for k = 0 ... 45.
const TAN_4096: [i32; 46] = [
    0, 71, 143, 215, 286, 358, 431, 503, 576, 649, 722, 796, 871, 946, 1021, 1098, 1175, 1252,
    1331, 1410, 1491, 1572, 1655, 1739, 1824, 1910, 1998, 2087, 2178, 2270, 2365, 2461, 2559, 2660,
    2763, 2868, 2976, 3087, 3200, 3317, 3437, 3561, 3688, 3820, 3955, 4096,
];

/// The angle (whole degrees, 0 to 359, counter-clockwise from right, up being 90) of a lean of
/// `dx` to the right and `dy` upwards; 0 for no lean.
pub fn angle(dx: i32, dy: i32) -> i32 {
    let (ax, ay) = (dx.abs(), dy.abs());
    if ax == 0 && ay == 0 {
        return 0;
    }
    // The angle within the first octant by the tangent of the smaller over the larger side.
    let octant = |small: i32, large: i32| {
        let t = small * 4096 / large;
        let k = TAN_4096.partition_point(|&tan| tan <= t) as i32 - 1;
        // Round to the nearer whole degree.
        let k = k.clamp(0, 45);
        if k < 45 && TAN_4096[k as usize + 1] - t < t - TAN_4096[k as usize] {
            k + 1
        } else {
            k
        }
    };
    let first = if ax >= ay {
        octant(ay, ax)
    } else {
        90 - octant(ax, ay)
    };
    let a = match (dx >= 0, dy >= 0) {
        (true, true) => first,
        (false, true) => 180 - first,
        (false, false) => 180 + first,
        (true, false) => 360 - first,
    };
    a % 360
}

/// The sector (0 to 7, counter-clockwise from right) whose centre is nearest to angle `a`.
fn nearest_sector(a: i32) -> usize {
    (((a + 22) / 45) % 8) as usize
}

/// Whether angle `a` lies within sector `s` widened by the hysteresis on both sides.
fn within_sector(a: i32, s: usize) -> bool {
    let centre = s as i32 * 45;
    let diff = (a - centre).rem_euclid(360);
    let diff = diff.min(360 - diff);
    diff <= 22 + SECTOR_HYSTERESIS_DEG
}

/// A gesture in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Gesture {
    /// When the stick left the dead zone (µs).
    since: u64,
    /// The sector pointed at once the stick reached the outer ring; none while it stays inside.
    sector: Option<usize>,
    /// Whether it has lasted long enough to be a lean.
    lean: bool,
}

/// The keypad's state: a gesture in progress, or the stick at rest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Keypad {
    gesture: Option<Gesture>,
    /// The D-pad directions of a lean at the last sample.
    leaning: Buttons,
}

/// What one stick sample did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StickEvent {
    /// Nothing to report.
    None,
    /// A flick ended: type this key.
    Flick(Key),
}

impl Keypad {
    /// A keypad with the stick at rest.
    pub const fn new() -> Self {
        Keypad {
            gesture: None,
            leaning: Buttons::NONE,
        }
    }

    /// Takes the stick at `(x, y)` (0 to 255, 128 at rest, y down) sampled at `at` µs.
    pub fn update(&mut self, x: u8, y: u8, at: u64) -> StickEvent {
        let (dx, dy) = (i32::from(x) - 128, 128 - i32::from(y));
        let r2 = dx * dx + dy * dy;
        let Some(mut g) = self.gesture else {
            if r2 >= START_RADIUS * START_RADIUS {
                self.gesture = Some(Gesture {
                    since: at,
                    sector: None,
                    lean: false,
                });
                // The same sample may already reach the outer ring.
                return self.update(x, y, at);
            }
            self.leaning = Buttons::NONE;
            return StickEvent::None;
        };
        if r2 < END_RADIUS * END_RADIUS {
            self.gesture = None;
            self.leaning = Buttons::NONE;
            if g.lean {
                return StickEvent::None;
            }
            return StickEvent::Flick(Self::key_of(g.sector));
        }
        if !g.lean && at.saturating_sub(g.since) >= HOLD_US {
            g.lean = true;
        }
        if r2 >= OUTER_RADIUS * OUTER_RADIUS {
            let a = angle(dx, dy);
            g.sector = match g.sector {
                Some(s) if within_sector(a, s) => Some(s),
                _ => Some(nearest_sector(a)),
            };
        }
        self.leaning = if g.lean {
            Self::directions(x, y)
        } else {
            Buttons::NONE
        };
        self.gesture = Some(g);
        StickEvent::None
    }

    /// The key a flick would type if the stick came back now; none at rest or in a lean.
    pub fn showing(&self) -> Option<Key> {
        match self.gesture {
            Some(g) if !g.lean => Some(Self::key_of(g.sector)),
            _ => None,
        }
    }

    /// The D-pad directions a lean holds down (none outside a lean).
    pub fn leaning(&self) -> Buttons {
        self.leaning
    }

    fn key_of(sector: Option<usize>) -> Key {
        match sector {
            Some(s) => Key(SECTOR_KEYS[s]),
            None => Key::MIDDLE,
        }
    }

    /// The D-pad directions of a stick position: each axis beyond the dead zone.
    pub fn directions(x: u8, y: u8) -> Buttons {
        let lean = |value: u8, low: Buttons, high: Buttons| {
            let offset = i16::from(value) - 128;
            if offset <= -i16::from(STICK_DEAD_ZONE) {
                low
            } else if offset >= i16::from(STICK_DEAD_ZONE) {
                high
            } else {
                Buttons::NONE
            }
        };
        lean(x, Buttons::LEFT, Buttons::RIGHT).union(lean(y, Buttons::UP, Buttons::DOWN))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// A stick position `r` from the centre at `deg` degrees (counter-clockwise from right).
    fn at(deg: f64, r: f64) -> (u8, u8) {
        let rad = deg.to_radians();
        let x = (128.0 + r * rad.cos()).round().clamp(0.0, 255.0) as u8;
        let y = (128.0 - r * rad.sin()).round().clamp(0.0, 255.0) as u8;
        (x, y)
    }

    /// Feeds positions 5 ms apart from t = 0 and returns the keys flicked.
    fn feed(keypad: &mut Keypad, positions: &[(u8, u8)]) -> Vec<u8> {
        positions
            .iter()
            .enumerate()
            .filter_map(|(i, &(x, y))| match keypad.update(x, y, i as u64 * 5_000) {
                StickEvent::Flick(k) => Some(k.number()),
                StickEvent::None => None,
            })
            .collect()
    }

    #[test]
    fn angles_are_within_a_degree_all_round() {
        for deg in 0..360 {
            let (dx, dy) = (
                (1000.0 * (deg as f64).to_radians().cos()).round() as i32,
                (1000.0 * (deg as f64).to_radians().sin()).round() as i32,
            );
            let got = angle(dx, dy);
            let diff = (got - deg).rem_euclid(360).min((deg - got).rem_euclid(360));
            assert!(diff <= 1, "{deg}° read as {got}°");
        }
    }

    #[test]
    fn a_lean_reads_as_the_nearest_whole_degree() {
        // Every tenth of a degree but those within 0.1 of a half (where the integer stick
        // position may tip it either way): 12.3 reads 12, 12.7 reads 13, 359.8 reads 0.
        for tenths in (0..3600).filter(|t| !(4..=6).contains(&(t % 10))) {
            let deg = f64::from(tenths) / 10.0;
            let (dx, dy) = (
                (1000.0 * deg.to_radians().cos()).round() as i32,
                (1000.0 * deg.to_radians().sin()).round() as i32,
            );
            let nearest = (tenths + 5) / 10 % 360;
            assert_eq!(angle(dx, dy), nearest, "{deg}°");
        }
    }

    #[test]
    fn a_flick_types_the_key_it_points_at() {
        for (deg, key) in [
            (0, 6),
            (45, 3),
            (90, 2),
            (135, 1),
            (180, 4),
            (225, 7),
            (270, 8),
            (315, 9),
        ] {
            let mut k = Keypad::new();
            let out = at(deg as f64, 127.0);
            assert_eq!(feed(&mut k, &[out, out, (128, 128)]), [key], "{deg}°");
        }
        // The corners of the square range are the diagonal keys; a short lean is 5.
        for key in 1..=9 {
            let key = Key::new(key).unwrap();
            let mut k = Keypad::new();
            assert_eq!(feed(&mut k, &[key.stick(), (128, 128)]), [key.number()]);
        }
    }

    #[test]
    fn a_flick_ends_once_the_stick_is_back_within_forty_not_only_at_rest() {
        for deg in (0..360).step_by(45) {
            let mut k = Keypad::new();
            let out = at(deg as f64, 127.0);
            // Back to 30 from the centre, short of rest: the flick is over and types its key.
            assert_eq!(
                feed(&mut k, &[out, out, at(deg as f64, 30.0)]).len(),
                1,
                "{deg}°"
            );
            // Between 40 and the start ring (64) it still goes on.
            let mut k = Keypad::new();
            assert!(
                feed(&mut k, &[out, out, at(deg as f64, 50.0)]).is_empty(),
                "{deg}°"
            );
        }
    }

    #[test]
    fn a_short_lean_in_any_direction_is_the_middle_key() {
        for deg in (0..360).step_by(15) {
            let mut k = Keypad::new();
            let mid = at(deg as f64, 80.0);
            assert_eq!(feed(&mut k, &[mid, mid, (128, 128)]), [5], "{deg}°");
        }
    }

    #[test]
    fn coming_back_through_the_middle_ring_keeps_the_outer_key() {
        let mut k = Keypad::new();
        let path = [
            at(0.0, 70.0),
            at(0.0, 127.0),
            at(0.0, 90.0),
            at(0.0, 50.0),
            (128, 128),
        ];
        assert_eq!(feed(&mut k, &path), [6]);
    }

    #[test]
    fn a_stick_drifting_inside_the_dead_zone_never_types() {
        let mut k = Keypad::new();
        // Ten seconds of drift wandering up to 63 from the centre, every direction.
        let drift: Vec<(u8, u8)> = (0..2000)
            .map(|i| at((i * 37 % 360) as f64, (i % 64) as f64 * 63.0 / 63.0))
            .filter(|&(x, y)| {
                let (dx, dy) = (i32::from(x) - 128, i32::from(y) - 128);
                dx * dx + dy * dy < START_RADIUS * START_RADIUS
            })
            .collect();
        assert!(drift.len() > 1000);
        assert_eq!(feed(&mut k, &drift), Vec::<u8>::new());
        assert_eq!(k.showing(), None);
    }

    #[test]
    fn jitter_around_the_dead_zone_border_types_nothing_and_a_resting_lean_becomes_a_move() {
        let mut k = Keypad::new();
        // A worn stick resting at 62 to 66 to the right: it starts a gesture but never comes
        // back inside 40, so after HOLD_US it is a lean (the D-pad), never a digit.
        let jitter: Vec<(u8, u8)> = (0..400).map(|i| at(0.0, 62.0 + (i % 5) as f64)).collect();
        assert_eq!(feed(&mut k, &jitter), Vec::<u8>::new());
        assert_eq!(k.showing(), None, "a lean shows no keypad");
        assert_eq!(k.leaning(), Buttons::RIGHT);
        // ...and coming back to rest after a lean types nothing.
        assert_eq!(k.update(128, 128, 10_000_000), StickEvent::None);
        // Bouncing between 41 and 63 after a flick starts nothing new.
        let mut k = Keypad::new();
        let mut path = std::vec![at(90.0, 127.0), (128, 128)];
        path.extend((0..50).map(|i| at(270.0, 41.0 + (i % 23) as f64)));
        assert_eq!(feed(&mut k, &path), [2]);
    }

    #[test]
    fn sector_borders_have_hysteresis() {
        // Out to the right (key 6), then sweeping up towards 3: the key changes only past
        // 22° + the hysteresis, and back only below 22° - the hysteresis.
        let mut k = Keypad::new();
        let mut t = 0;
        let mut step = |k: &mut Keypad, deg: f64| {
            let (x, y) = at(deg, 127.0);
            k.update(x, y, t);
            t += 5_000;
            k.showing().unwrap().number()
        };
        assert_eq!(step(&mut k, 0.0), 6);
        for deg in [10.0, 20.0, 25.0, 30.0] {
            assert_eq!(step(&mut k, deg), 6, "{deg}° is within the hysteresis");
        }
        assert_eq!(step(&mut k, 34.0), 3);
        for deg in [20.0, 15.0] {
            assert_eq!(
                step(&mut k, deg),
                3,
                "{deg}°: back inside 6 but within the hysteresis"
            );
        }
        assert_eq!(step(&mut k, 10.0), 6);
        // Jitter of ±4° across the plain border (22.5°) never flips the key.
        let mut k = Keypad::new();
        let mut flips = 0;
        let mut last = None;
        for i in 0..200 {
            let deg = 22.5 + if i % 2 == 0 { 4.0 } else { -4.0 };
            let (x, y) = at(deg, 127.0);
            // 1 ms apart: the whole jitter stays within the hold time.
            k.update(x, y, i * 1_000);
            let now = k.showing().map(Key::number);
            if last.is_some() && now != last {
                flips += 1;
            }
            last = now;
        }
        assert_eq!(flips, 0);
    }

    #[test]
    fn a_lean_held_past_the_hold_time_moves_instead_of_typing() {
        let mut k = Keypad::new();
        let (x, y) = at(45.0, 127.0);
        assert_eq!(k.update(x, y, 0), StickEvent::None);
        assert_eq!(k.showing(), Some(Key::new(3).unwrap()));
        assert_eq!(k.leaning(), Buttons::NONE, "not yet a lean");
        k.update(x, y, HOLD_US - 1);
        assert_eq!(k.leaning(), Buttons::NONE);
        k.update(x, y, HOLD_US);
        assert_eq!(k.leaning(), Buttons::UP.union(Buttons::RIGHT));
        assert_eq!(k.update(128, 128, HOLD_US + 5_000), StickEvent::None);
        assert_eq!(k.leaning(), Buttons::NONE);
    }

    #[test]
    fn each_outer_key_s_directions_are_where_its_stick_position_leans() {
        // The middle key's stick position is a short lean up, not a direction of its own.
        for key in (1..=9).filter(|&n| n != 5).filter_map(Key::new) {
            let (x, y) = key.stick();
            assert_eq!(key.directions(), Keypad::directions(x, y), "{key:?}");
        }
    }

    #[test]
    fn keys_know_their_place_and_directions() {
        assert_eq!(Key::new(0), None);
        assert_eq!(Key::new(10), None);
        assert_eq!(Key::new(7).unwrap().column_row(), (0, 2));
        assert_eq!(
            Key::new(9).unwrap().directions(),
            Buttons::DOWN.union(Buttons::RIGHT)
        );
        assert_eq!(Key::MIDDLE.directions(), Buttons::NONE);
        assert_eq!(Key::new(2).unwrap().stick(), (128, 0));
    }
}
