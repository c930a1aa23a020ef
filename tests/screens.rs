//! Whole editor screens, drawn on the host, against reference PNGs in `tests/screens/`.
//!
//! A missing or different reference fails the test; references are only ever
//! written by `make screens` (`UPDATE_SCREENS=1`), after which a person looks
//! at them before committing. A failure saves what was drawn and a diff under
//! `target/screens/`.

use std::{fs::File, io::BufWriter, path::PathBuf};

use embedded_graphics::Drawable;
use sudoku_core::{
    AnyGrid,
    app::{
        App, Console,
        menu::{Context, Item, Page, items},
    },
    clock::FakeClock,
    draw::{Canvas, app::AppScreen},
    editor::{Mode, Stage},
    pad::{Buttons, Player, key_frames},
    puzzles::{CLASSROOM, CLASSROOM_SOLUTION, TUTORIAL, WORST_CASE},
    save::{Nowhere, Stat, Storage},
    size::GridSize,
    text::{Key, Lang},
};

const WIDTH: u32 = 480;
const HEIGHT: u32 = 272;

fn repo(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// A memory stick of files that never change, for the library's screens.
#[derive(Debug, Default)]
struct Files(std::collections::BTreeMap<String, Vec<u8>>);

impl Storage for Files {
    type Error = std::convert::Infallible;

    fn read(&mut self, name: &str, buf: &mut [u8]) -> Result<Option<usize>, Self::Error> {
        Ok(self.0.get(name).map(|bytes| {
            let n = bytes.len().min(buf.len());
            buf[..n].copy_from_slice(&bytes[..n]);
            bytes.len()
        }))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), Self::Error> {
        self.0.insert(name.into(), bytes.to_vec());
        Ok(())
    }

    fn rename(&mut self, from: &str, to: &str) -> Result<(), Self::Error> {
        if let Some(bytes) = self.0.remove(from) {
            self.0.insert(to.into(), bytes);
        }
        Ok(())
    }

    fn remove(&mut self, name: &str) -> Result<(), Self::Error> {
        self.0.remove(name);
        Ok(())
    }

    fn stat(&mut self, name: &str) -> Result<Option<Stat>, Self::Error> {
        Ok(self.0.get(name).map(|bytes| Stat {
            size: bytes.len() as u64,
            modified: 0,
        }))
    }

    fn read_at(
        &mut self,
        name: &str,
        offset: u64,
        buf: &mut [u8],
    ) -> Result<Option<usize>, Self::Error> {
        Ok(self.0.get(name).map(|bytes| {
            let start = (offset as usize).min(bytes.len());
            let n = (bytes.len() - start).min(buf.len());
            buf[..n].copy_from_slice(&bytes[start..start + n]);
            n
        }))
    }

    fn append(&mut self, name: &str, bytes: &[u8]) -> Result<(), Self::Error> {
        self.0
            .entry(name.into())
            .or_default()
            .extend_from_slice(bytes);
        Ok(())
    }

    fn list(
        &mut self,
        folder: &str,
        each: &mut dyn FnMut(&str, Stat),
    ) -> Result<bool, Self::Error> {
        let prefix = format!("{folder}/");
        let mut found = false;
        for (path, bytes) in &self.0 {
            if let Some(name) = path.strip_prefix(&prefix) {
                found = true;
                each(
                    name,
                    Stat {
                        size: bytes.len() as u64,
                        modified: 0,
                    },
                );
            }
        }
        Ok(found)
    }
}

/// Start, then Down to `item` of the menu's main page while editing.
fn to(item: Item) -> String {
    let entry = items(Page::Main, Context::Edit)
        .iter()
        .position(|&i| i == item)
        .expect("the editing page has the entry");
    format!("Start,Down*{entry}")
}

/// The app after loading `givens`, pressing `keys` (one frame each), then `ticks` more frames,
/// or until any search ends when `ticks` is `None`.
fn app(givens: Option<&str>, keys: &str, ticks: Option<usize>) -> Box<App<Nowhere>> {
    app_on(Lang::En, Nowhere, givens, keys, ticks)
}

/// [`app`] on a console set to `lang`.
fn app_in(lang: Lang, givens: Option<&str>, keys: &str, ticks: Option<usize>) -> Box<App<Nowhere>> {
    app_on(lang, Nowhere, givens, keys, ticks)
}

/// [`app`] on `storage`, on a console set to `lang`.
fn app_on<St: Storage>(
    lang: Lang,
    storage: St,
    givens: Option<&str>,
    keys: &str,
    ticks: Option<usize>,
) -> Box<App<St>> {
    let console = Console {
        confirm: Buttons::CROSS,
        lang,
    };
    let mut app = Box::new(App::start(storage, console));
    if let Some(line) = givens {
        app.load_puzzle(AnyGrid::from_line(line).expect("a valid puzzle line"));
    }
    let mut clock = FakeClock::stepping(1);
    for frame in key_frames(keys) {
        let (frame, times) = frame.expect("a valid key list");
        for _ in 0..times {
            app.frame(frame.buttons, frame.buttons, &mut clock);
        }
    }
    match ticks {
        Some(n) => (0..n).for_each(|_| app.frame(Buttons::NONE, Buttons::NONE, &mut clock)),
        None => {
            while app.is_busy() {
                app.frame(Buttons::NONE, Buttons::NONE, &mut clock);
            }
        }
    }
    app
}

/// The app after `keys` are played on the pad as a person would (as `sudoku render` does),
/// without letting go of a stick held at the end.
fn played(keys: &str) -> Box<App<Nowhere>> {
    played_in(Lang::En, keys)
}

/// [`played`] on a console set to `lang`.
fn played_in(lang: Lang, keys: &str) -> Box<App<Nowhere>> {
    let console = Console {
        confirm: Buttons::CROSS,
        lang,
    };
    let mut app = Box::new(App::start(Nowhere, console));
    let mut clock = FakeClock::stepping(1);
    let mut player = Player::new();
    for frame in key_frames(keys) {
        let (frame, times) = frame.expect("a valid key list");
        for _ in 0..times {
            for (at, f) in player.play(&frame) {
                clock.now = clock.now.max(at);
                app.frame_inputs(&f, &mut clock);
            }
        }
    }
    app
}

fn rgb(canvas: &Canvas) -> Vec<u8> {
    let mut bytes = vec![0; (WIDTH * HEIGHT * 3) as usize];
    canvas.copy_rgb(WIDTH, HEIGHT, &mut bytes);
    bytes
}

fn write_png(path: &PathBuf, bytes: &[u8]) {
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("create the folder");
    let mut encoder = png::Encoder::new(
        BufWriter::new(File::create(path).expect("create the PNG")),
        WIDTH,
        HEIGHT,
    );
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .and_then(|mut w| w.write_image_data(bytes))
        .expect("write the PNG");
}

fn read_png(path: &PathBuf) -> Vec<u8> {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        File::open(path).expect("open the PNG"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut bytes = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut bytes).expect("a frame");
    assert_eq!(
        (info.width, info.height, info.color_type),
        (WIDTH, HEIGHT, png::ColorType::Rgb),
        "{}",
        path.display()
    );
    bytes.truncate(info.buffer_size());
    bytes
}

/// Indices of the pixels (3 bytes each) where two RGB images differ.
fn differing_pixels(a: &[u8], b: &[u8]) -> Vec<usize> {
    assert_eq!(a.len(), b.len(), "same size");
    (0..a.len() / 3)
        .filter(|&i| a[3 * i..3 * i + 3] != b[3 * i..3 * i + 3])
        .collect()
}

/// Draws `app` and compares it with `tests/screens/<name>.png`.
/// Checks the screen `name` in English and its twin `fr-name` in French, each drawn from the app
/// `make` gives on a console in that language.
fn check_both<St: Storage>(name: &str, make: impl Fn(Lang) -> Box<App<St>>) {
    check(name, &make(Lang::En));
    check(&format!("fr-{name}"), &make(Lang::Fr));
}

fn check<St: Storage>(name: &str, app: &App<St>) {
    let mut canvas = Box::new(Canvas::new());
    AppScreen { app }
        .draw(canvas.as_mut())
        .unwrap_or_else(|e| match e {});
    let drawn = rgb(&canvas);
    let reference = repo(&format!("tests/screens/{name}.png"));
    if std::env::var_os("UPDATE_SCREENS").is_some() {
        write_png(&reference, &drawn);
        println!("wrote {}", reference.display());
        return;
    }
    assert!(
        reference.exists(),
        "{} is missing: run `make screens` to draw it, look at it, then commit it",
        reference.display()
    );
    let expected = read_png(&reference);
    let differing = differing_pixels(&drawn, &expected);
    if differing.is_empty() {
        return;
    }
    let out = repo(&format!("target/screens/{name}"));
    write_png(&out.with_extension("drawn.png"), &drawn);
    let mut diff = expected.clone();
    for &i in &differing {
        diff[3 * i..3 * i + 3].copy_from_slice(&[255, 0, 255]);
    }
    write_png(&out.with_extension("diff.png"), &diff);
    let first = differing[0];
    panic!(
        "{name}: {} pixels differ from {} (first at {},{}); see {}.drawn.png and .diff.png (run `make screens` if the change is meant)",
        differing.len(),
        reference.display(),
        first as u32 % WIDTH,
        first as u32 / WIDTH,
        out.display()
    );
}

#[test]
fn boot() {
    check("boot", &app(None, "", Some(1)));
}

#[test]
fn conflicting_givens() {
    let a = app(None, "Circle*5,Right*6,Circle*5", Some(1));
    assert_eq!(a.editors().nine().conflicts().len(), 2);
    check("conflict", &a);
}

#[test]
fn classroom_solved() {
    let a = app(Some(CLASSROOM), "Right*4,Down*2,Square", None);
    assert_eq!(a.editors().nine().mode(), Mode::Solved { unique: true });
    check("classroom-solved", &a);
}

#[test]
fn solution_cleared() {
    check_both("solution-cleared", |lang| {
        app_in(lang, Some(CLASSROOM), "Square,Triangle", None)
    });
}

#[test]
fn a_full_grid_asks_for_a_second_triangle_then_says_what_went() {
    check_both("clear-asks-again", |lang| {
        let a = app_in(lang, Some(CLASSROOM), "Triangle", None);
        assert_eq!(a.editors().nine().status().key(), Key::ClearAskAgain);
        assert_eq!(a.editors().nine().grid().given_count(), 24);
        a
    });
    check_both("grid-cleared", |lang| {
        let a = app_in(lang, Some(CLASSROOM), "Triangle,Triangle", None);
        assert_eq!(a.editors().nine().status().key(), Key::GridCleared);
        assert!(a.editors().nine().grid().is_empty());
        a
    });
}

#[test]
fn typed_givens_say_start_play_this_puzzle_plays_them_with_hints() {
    check_both("typed", |lang| {
        let a = app_in(lang, None, "Circle*5,Right,Circle*3", Some(1));
        assert_eq!(a.editors().nine().status().key(), Key::EditTyped);
        a
    });
}

#[test]
fn the_first_game_offers_mistake_marking() {
    check_both("play-first-game", |lang| {
        let keys = format!("{},Cross", to(Item::Play));
        let a = app_in(lang, Some(CLASSROOM), &keys, Some(1));
        assert_eq!(a.editors().nine().status().key(), Key::PlayStartMistakes);
        a
    });
}

#[test]
fn a_first_game_from_new_puzzle_offers_mistake_marking() {
    check_both("new-puzzle-first-game", |lang| {
        let keys = format!("{},Cross", to(Item::NewPuzzle));
        let a = app_in(lang, None, &keys, None);
        assert_eq!(a.editors().nine().status().key(), Key::NewPuzzleMistakes);
        a
    });
}

#[test]
fn tutorial_not_unique() {
    check_both("tutorial-not-unique", |lang| {
        let a = app_in(lang, Some(TUTORIAL), "Square", None);
        assert_eq!(a.editors().nine().mode(), Mode::Solved { unique: false });
        a
    });
}

#[test]
fn menu_open() {
    check("menu", &app(None, "Start,Down", Some(1)));
}

#[test]
fn watch_mode_midway() {
    // Watch on (Settings page, its second entry, confirm, close), then Square and 25 frames: a partly filled grid.
    check_both("watch-midway", |lang| {
        let a = app_in(
            lang,
            Some(WORST_CASE),
            &format!("{},Cross,Down,Cross,Start,Square", to(Item::Settings)),
            Some(25),
        );
        assert_eq!(a.editors().nine().mode(), Mode::Search { watch: true });
        assert!(
            a.editors().nine().grid().placed_count() > 0 && !a.editors().nine().grid().is_full()
        );
        a
    });
}

#[test]
fn library() {
    // As a first-time player opens it: on the first game, an easy one.
    let a = app(None, &format!("{},Cross", to(Item::Library)), Some(1));
    check("library", &a);
}

/// A stick with `puzzles.txt` (a bad line among its puzzles), a big collection, an image
/// and a file not opened yet in `puzzles/`.
fn collections() -> Files {
    let mut files = Files::default();
    let mut mine = format!("# my puzzles\n{CLASSROOM}\nthis line is not a puzzle\n{TUTORIAL}\n");
    mine.push_str("1.....2..3.....4\n");
    files.write("puzzles.txt", mine.as_bytes()).unwrap();
    let big: String = (0..2_000)
        .map(|n| {
            // Each puzzle a relabelling of the worst case: digit d becomes (d + n) % 9 + 1.
            let line: String = WORST_CASE
                .chars()
                .map(|c| match c.to_digit(10) {
                    Some(d) => char::from_digit((d + n) % 9 + 1, 10).unwrap(),
                    None => c,
                })
                .collect();
            format!("{line}\n")
        })
        .collect();
    files
        .write("puzzles/relabelled.txt", big.as_bytes())
        .unwrap();
    files
        .write("puzzles/cover.jpg", b"\xFF\xD8\xFF\xE0\0\x10JFIF")
        .unwrap();
    files.write("puzzles/unread.sdk", &[b'.'; 5_000]).unwrap();
    files
}

#[test]
fn library_a_collection_file_with_a_bad_line() {
    // Library, Triangle, puzzles.txt, then the second puzzle (the tutorial grid).
    let a = app_on(
        Lang::En,
        collections(),
        None,
        &format!("{},Cross,Triangle,Down,Cross,Down", to(Item::Library)),
        // A frame shows the puzzle (not the press's, which opened the file), the next grades it.
        Some(2),
    );
    check("library-file", &a);
}

#[test]
fn library_the_list_of_collections() {
    // Library, Triangle: cover.jpg opened (skipped), then relabelled.txt and its puzzle 1,235
    // (R*12, Right*3, Down*4); the list again, puzzles.txt (unread) highlighted.
    let a = app_on(
        Lang::En,
        collections(),
        None,
        &format!(
            "{},Cross,Triangle,Down*2,Cross,Triangle,Down,Cross,R*12,Right*3,Down*4,Triangle,Up,Up",
            to(Item::Library)
        ),
        Some(1),
    );
    check("library-collections", &a);
}

#[test]
fn library_going_to_a_number() {
    // Down and Up after the collection's Cross: a frame that shows its first puzzle (the
    // press's own frame reads nothing), as a player's release frames would.
    let a = app_on(
        Lang::En,
        collections(),
        None,
        &format!(
            "{},Cross,Triangle,Down*3,Cross,Down,Up,Square,Right,Up*4,Right,Down",
            to(Item::Library)
        ),
        Some(1),
    );
    check("library-goto", &a);
}

#[test]
fn save_slots() {
    // A game with one digit saved to slot 1, then Load from slot: slot 1 highlighted, its
    // detail and picture in the panel.
    let a = app(
        Some(CLASSROOM),
        "Start,Cross,Circle,Start,Down*5,Cross,Cross,Start,Down*6,Cross",
        Some(1),
    );
    let slot = a.slots()[0].as_ref().expect("slot 1 holds the game");
    assert!(slot.game && slot.givens == 24, "{slot:?}");
    check("slots", &a);
}

#[test]
fn the_stick_keypad_while_a_flick_is_out() {
    // Two digits flicked in, then the stick held toward 9 (down right): the keypad shows.
    let a = played("Flick3,Right,Flick5,Right,Stick=200:240");
    assert_eq!(a.editors().nine().grid().to_string()[..3], *"35.");
    assert_eq!(a.keypad().map(|k| k.key.number()), Some(9));
    check("keypad", &a);
}

#[test]
fn four_by_four_solved() {
    check_both("four-solved", |lang| {
        let a = app_in(lang, Some("1.....2..3.....4"), "Square", None);
        assert_eq!(a.active(), GridSize::Four);
        a
    });
}

#[test]
fn sixteen_by_sixteen_editing() {
    check_both("sixteen-editing", |lang| {
        let a = app_in(
            lang,
            None,
            &format!("{},Right,Start,Circle*10,Right,Cross*3", to(Item::Size)),
            Some(1),
        );
        assert_eq!(a.active(), GridSize::Sixteen);
        a
    });
}

#[test]
fn the_comparison_finds_exactly_the_changed_pixels_and_png_round_trips() {
    let mut canvas = Box::new(Canvas::new());
    AppScreen {
        app: &app(None, "", Some(1)),
    }
    .draw(canvas.as_mut())
    .unwrap_or_else(|e| match e {});
    let drawn = rgb(&canvas);
    let mut changed = drawn.clone();
    changed[3 * 500 + 1] ^= 0x01;
    changed[3 * 130_000] ^= 0x80;
    assert_eq!(differing_pixels(&drawn, &changed), [500, 130_000]);
    assert!(differing_pixels(&drawn, &drawn).is_empty());
    let path = repo("target/screens/round-trip.png");
    write_png(&path, &drawn);
    assert_eq!(read_png(&path), drawn);
}

#[test]
fn play_with_digits_and_pencil_marks() {
    // Menu > Play; a 4 in r1c3; r2c3 gets notes 3 and 8 in notes mode (L+R).
    let a = app(
        Some(CLASSROOM),
        "Start,Cross,Right*2,Circle*4,Down,L+R,Circle*2,Square,Circle*5,Square",
        Some(1),
    );
    assert_eq!(a.editors().nine().mode(), Mode::Play);
    assert!(a.editors().nine().play().notes_mode);
    assert_eq!(a.editors().nine().notes()[11], 1 << 2 | 1 << 7);
    check("play-notes", &a);
}

#[test]
fn a_hint_in_play() {
    let a = app(Some(CLASSROOM), "Start,Cross,Square", Some(1));
    assert_eq!(a.editors().nine().status().key(), Key::HintTechnique);
    assert_eq!(a.editors().nine().hint_stage(), Some(Stage::Technique));
    check("play-hint", &a);
}

/// Keys that start a game of the loaded grid and fill in every candidate from the menu.
fn game_with_notes() -> String {
    let entry = items(Page::Main, Context::Play)
        .iter()
        .position(|&i| i == Item::FillNotes)
        .expect("the game's page has the entry");
    format!("Start,Cross,Start,Down*{entry},Cross")
}

#[test]
fn a_hint_s_second_stage_shades_where_to_look() {
    check_both("play-hint-where", |lang| {
        let keys = format!("{},Square*2", game_with_notes());
        let a = app_in(lang, Some(CLASSROOM), &keys, Some(1));
        let e = a.editors().nine();
        assert_eq!(e.hint_stage(), Some(Stage::Where));
        assert_eq!(e.status().key(), Key::HintWhere);
        a
    });
}

#[test]
fn a_hint_s_third_stage_shows_the_whole_step_among_the_notes() {
    check_both("play-hint-step", |lang| {
        let keys = format!("{},Square*3", game_with_notes());
        let a = app_in(lang, Some(CLASSROOM), &keys, Some(1));
        let e = a.editors().nine();
        assert_eq!(e.hint_stage(), Some(Stage::Step));
        assert!(e.notes().iter().any(|&n| n != 0));
        a
    });
}

#[test]
fn a_paused_game() {
    check_both("play-paused", |lang| {
        let a = app_in(
            lang,
            Some(CLASSROOM),
            "Start,Cross,Circle,Start,Down,Cross",
            Some(1),
        );
        assert!(a.editors().nine().play().paused);
        a
    });
}

/// Opens the lesson from the menu (its entry, then the confirm button).
fn lesson_keys(then: &str) -> String {
    format!("{},Cross,{then}", to(Item::Lesson))
}

#[test]
fn lesson_step_by_step() {
    // 25 steps of the naive search of the classroom grid.
    let a = app(Some(CLASSROOM), &lesson_keys("Square*25"), Some(1));
    assert_eq!(a.editors().nine().mode(), Mode::Lesson);
    check("lesson-step", &a);
}

#[test]
fn lesson_history() {
    let a = app(Some(CLASSROOM), &lesson_keys("Square*25,R"), Some(1));
    check("lesson-history", &a);
}

#[test]
fn lesson_candidate_map() {
    // Digit 5 after 25 steps.
    let a = app(
        Some(CLASSROOM),
        &lesson_keys("Square*25,R*2,Right*4"),
        Some(1),
    );
    check("lesson-map", &a);
}

#[test]
fn lesson_race_stopped() {
    // The worst case raced for one frame (host clock: a microsecond per reading), then stopped.
    let a = app(Some(WORST_CASE), &lesson_keys("R*3,Cross,Square"), Some(1));
    check("lesson-race", &a);
}

#[test]
fn lesson_stepped_back() {
    // Three steps back from the 25th: the status says where the search stands.
    check_both("lesson-back", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Square*25,Triangle*3"),
            Some(1),
        )
    });
}

#[test]
fn lesson_stepping_back_then_forward_draws_the_same_screens() {
    let draw = |keys: &str, view: &str| {
        let a = app(
            Some(CLASSROOM),
            &lesson_keys(&format!("{view}{keys}")),
            Some(1),
        );
        let mut canvas = Box::new(Canvas::new());
        AppScreen { app: &*a }
            .draw(canvas.as_mut())
            .unwrap_or_else(|e| match e {});
        let mut bytes = rgb(&canvas);
        // The status line tells what the last press did (a step back says so): left out.
        let area = sudoku_core::draw::lesson::LESSON_STATUS_AREA;
        for y in area.rows() {
            for x in area.columns() {
                let at = ((y as u32 * WIDTH + x as u32) * 3) as usize;
                bytes[at..at + 3].fill(0);
            }
        }
        bytes
    };
    for view in ["", "R,", "R*2,", "R*3,", "R*4,", "R*5,"] {
        let ahead = draw("Square*25,Square", view);
        let back_and_on = draw("Square*25,Square,Triangle*10,Square*10", view);
        assert!(
            ahead == back_and_on,
            "view after {view:?}: the screens differ"
        );
        let back = draw("Square*25,Square,Triangle*10", view);
        assert!(
            ahead != back,
            "view after {view:?}: ten steps back look the same"
        );
    }
}

#[test]
fn lesson_smallest_grid() {
    // The menu's entry, from editing: the lesson starts on the empty grid.
    let a = app(None, &format!("{},Cross", to(Item::LessonSmallest)), None);
    check("lesson-smallest", &a);
}

// ---- the lesson on a projector (Select): large type, no legend ---------------------------------

#[test]
fn lesson_projector_step() {
    check_both("lesson-projector", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Square*25,Select"),
            Some(1),
        )
    });
}

#[test]
fn lesson_projector_history() {
    check_both("lesson-projector-history", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Square*25,R,Select"),
            Some(1),
        )
    });
}

#[test]
fn lesson_projector_race_ranked_by_work() {
    // The TP grid raced to its end: ranked by placements, then backtracks.
    check_both("lesson-projector-race", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Select,R*3,Cross"),
            None,
        )
    });
}

// ---- the lesson's second part (issue 28): the stack of choices and the graph ---------------

/// The course's 4x4 grid (`TEACHING.md`, the NSI course).
const COURSE_FOUR: &str = "32.4........4.23";

#[test]
fn lesson_stack_of_choices() {
    // The naive search's stack after 60 steps on the TP grid: R four times from the step view.
    check_both("lesson-stack", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("R*4,Square*60"),
            Some(1),
        )
    });
}

#[test]
fn lesson_stack_of_choices_ten_steps_back() {
    check_both("lesson-stack-back", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("R*4,Square*60,Triangle*10"),
            Some(1),
        )
    });
}

#[test]
fn lesson_graph_of_the_course_s_4x4() {
    // Three steps of the colouring on the course's 4x4: R five times from the step view.
    check_both("lesson-graph-four", |lang| {
        let a = app_in(
            lang,
            Some(COURSE_FOUR),
            &lesson_keys("R*5,Square*3"),
            Some(1),
        );
        assert_eq!(a.active(), GridSize::Four);
        a
    });
}

#[test]
fn lesson_graph_of_the_tp_grid() {
    check_both("lesson-graph", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("R*5,Square*25"),
            Some(1),
        )
    });
}

// ---- the lesson's second part (issue 28): the exploration tree and going to a step -------

#[test]
fn lesson_tree_of_the_course_s_4x4() {
    // Ten steps of the naive search on the course's 4x4: R six times from the step view.
    check_both("lesson-tree-four", |lang| {
        let a = app_in(
            lang,
            Some(COURSE_FOUR),
            &lesson_keys("R*6,Square*10"),
            Some(1),
        );
        assert_eq!(a.active(), GridSize::Four);
        a
    });
}

#[test]
fn lesson_tree_of_the_course_s_4x4_solved_on_a_projector() {
    // Cross runs to the solution: the path green; Select, the large panel.
    check_both("lesson-tree-four-projector", |lang| {
        app_in(
            lang,
            Some(COURSE_FOUR),
            &lesson_keys("R*6,Cross,Select"),
            None,
        )
    });
}

#[test]
fn lesson_tree_of_the_tp_grid_around_the_current_path() {
    // 400 steps on the TP grid, the window scrolled three levels up towards the root.
    check_both("lesson-tree", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("R*6,Square*400,Left*3"),
            Some(1),
        )
    });
}

#[test]
fn lesson_tree_of_the_tp_grid_on_a_projector() {
    check_both("lesson-tree-projector", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("R*6,Square*400,Select"),
            Some(1),
        )
    });
}

#[test]
fn lesson_go_to_step_box() {
    // 60 steps, then the menu's Go to step (in the lesson, under Leave the lesson), 62 typed.
    let goto = items(Page::Main, Context::Lesson)
        .iter()
        .position(|&i| i == Item::LessonGoTo)
        .expect("the lesson's menu has Go to step");
    check_both("lesson-goto", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys(&format!("Square*60,Start,Down*{goto},Cross,Up,Up")),
            Some(1),
        )
    });
}

// ---- the student report's method, the lesson's fifth lane (issue 28 item 6) -------------------
// On the TP grid it supposes r2c4 = 1 at step 15, empties r2c5 and r2c4 at steps 17 and 18 (1
// marked impossible in r2c4), and solves in 59 placements and 2 backtracks.

#[test]
fn lesson_report_step_says_supposition() {
    // Up from the first lane: the report's method; step 15 is its first supposition.
    check_both("lesson-report-step", |lang| {
        let a = app_in(lang, Some(CLASSROOM), &lesson_keys("Up,Square*15"), Some(1));
        let lesson = a.editors().nine().lesson().expect("the lesson");
        assert_eq!(lesson.selected(), sudoku_core::lesson::Algorithm::Report);
        a
    });
}

#[test]
fn lesson_report_history_numbers_its_affectations() {
    check_both("lesson-report-history", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Up,Square*22,R"),
            Some(1),
        )
    });
}

#[test]
fn lesson_report_map_is_its_disp_possible() {
    // After the dead end: digit 1 is marked impossible in r2c4 (red).
    check_both("lesson-report-map", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Up,Square*18,R*2"),
            Some(1),
        )
    });
}

#[test]
fn lesson_report_projector_history() {
    check_both("lesson-report-projector-history", |lang| {
        app_in(
            lang,
            Some(CLASSROOM),
            &lesson_keys("Up,Square*22,R,Select"),
            Some(1),
        )
    });
}

#[test]
fn lesson_race_of_five_on_the_tp_grid() {
    // Raced to the end: ours, the report's method, mrv, sorted, naive.
    check_both("lesson-race-five", |lang| {
        app_in(lang, Some(CLASSROOM), &lesson_keys("R*3,Cross"), None)
    });
}

// ---- the N queens (issue 28): the chessboard, the race of two orders, the count ---------------

/// The queens opened from the menu, then `then`.
fn queens_keys(then: &str) -> String {
    format!("{},Cross,{then}", to(Item::Queens))
}

#[test]
fn queens_thirty_steps_in() {
    // The 8 queens after 30 steps: the square tried lit, attacked squares shaded, the stack.
    check_both("queens", |lang| {
        app_in(lang, None, &queens_keys("Square*30"), Some(1))
    });
}

#[test]
fn queens_counted_and_the_third_solution_shown() {
    check_both("queens-counted", |lang| {
        // L: the solutions view; Right counts, then shows the first, second, third.
        let a = app_in(lang, None, &queens_keys("L,Right"), None);
        assert_eq!(a.queens().and_then(|q| q.counted()), Some(92));
        app_in(lang, None, &queens_keys("L,Right*4"), None)
    });
}

#[test]
fn queens_history_after_twelve_steps() {
    // R: the history view; the last steps of the row order, newest first, numbered.
    check_both("queens-history", |lang| {
        app_in(lang, None, &queens_keys("Square*12,R"), None)
    });
}

#[test]
fn queens_four_s_whole_tree_to_the_first_solution() {
    // N = 4 (Left four times), the tree view (R twice), ten steps: the first solution 2 4 1 3,
    // the dead ends crossed out, the path to it green.
    check_both("queens-tree", |lang| {
        app_in(lang, None, &queens_keys("Left*4,R*2,Square*10"), None)
    });
}

#[test]
fn queens_eight_s_tree_around_the_path_caught_up_after_a_run() {
    // The 8 queens run to their first solution, then the tree view: its record catches up.
    check_both("queens-tree-eight", |lang| {
        app_in(lang, None, &queens_keys("Cross,R*2"), None)
    });
}

#[test]
fn queens_history_and_tree_on_a_projector() {
    check_both("queens-history-projector", |lang| {
        app_in(lang, None, &queens_keys("Square*12,R,Select"), None)
    });
    check_both("queens-tree-projector", |lang| {
        app_in(
            lang,
            None,
            &queens_keys("Left*4,R*2,Square*10,Select"),
            None,
        )
    });
}

#[test]
fn queens_twelve_most_constrained_on_a_projector() {
    // N = 12, the most constrained order, its first solution, in large type.
    check_both("queens-projector", |lang| {
        app_in(lang, None, &queens_keys("Right*4,Down,Cross,Select"), None)
    });
}

#[test]
fn a_game_with_digits_left_and_mistakes_counted() {
    // Mistakes against the solution (Settings page, Right twice), Play; a wrong 1 in r1c1 settles.
    let a = app(
        Some(CLASSROOM),
        &format!(
            "{},Cross,Right*2,Start,Start,Cross,Circle,Right",
            to(Item::Settings)
        ),
        Some(1),
    );
    assert_eq!(a.editors().nine().mode(), Mode::Play);
    assert_eq!(a.editors().nine().play().mistakes_made, 1);
    check("play-mistakes", &a);
}

#[test]
fn sixteen_by_sixteen_notes_shown_large_in_the_panel() {
    // A 16x16 puzzle of the library is not needed: two givens, then
    // Play and notes 1, 2 and 16 on r1c3.
    let a = app(
        None,
        &format!(
            "{},Right,Start,Circle,Right,Circle*2,Start,Cross,Right,L+R,Square,Circle,Square,Cross*2,Square",
            to(Item::Size)
        ),
        Some(1),
    );
    assert_eq!(a.active(), GridSize::Sixteen);
    assert_eq!(a.editors().sixteen().mode(), Mode::Play);
    assert_eq!(a.editors().sixteen().notes()[2], 1 | 1 << 1 | 1 << 15);
    check("sixteen-notes", &a);
}

#[test]
fn the_settings_page() {
    let a = app(None, &format!("{},Cross", to(Item::Settings)), Some(1));
    assert_eq!(a.menu_page(), sudoku_core::app::menu::Page::Settings);
    check("menu-settings", &a);
}

/// The classroom grid's solution but r9c9 (a 1): a game one digit from done.
fn one_digit_left() -> String {
    let mut line = CLASSROOM_SOLUTION.to_string();
    line.replace_range(80.., ".");
    line
}

/// Play, then the last digit in r9c9: the game is finished.
fn finish_keys() -> String {
    format!("{},Cross,Down*8,Right*8,Circle", to(Item::Play))
}

#[test]
fn a_finished_game_says_its_level_and_rating() {
    let a = app(Some(&one_digit_left()), &finish_keys(), Some(1));
    let status = a.editors().nine().status();
    assert_eq!(status.key(), Key::BestFirst);
    assert!(
        status.text().ends_with("your first easy 9x9, rated 1.0"),
        "{status:?}"
    );
    check("game-finished", &a);
}

// ---- the same screens in French (a console set to French) -------------------------------------

#[test]
fn boot_in_french() {
    let a = app_in(Lang::Fr, None, "", Some(1));
    assert_eq!(a.lang(), Lang::Fr);
    assert_eq!(a.editors().nine().status().key(), Key::EditHint);
    check("fr-boot", &a);
}

#[test]
fn conflicting_givens_in_french() {
    let a = app_in(Lang::Fr, None, "Circle*5,Right*6,Circle*5", Some(1));
    assert_eq!(a.editors().nine().status().key(), Key::Conflict);
    check("fr-conflict", &a);
}

#[test]
fn classroom_solved_in_french() {
    let a = app_in(Lang::Fr, Some(CLASSROOM), "Right*4,Down*2,Square", None);
    assert!(a.editors().nine().status().key() == Key::SolvedIn);
    check("fr-classroom-solved", &a);
}

#[test]
fn menu_open_in_french() {
    check("fr-menu", &app_in(Lang::Fr, None, "Start,Down", Some(1)));
}

#[test]
fn library_in_french() {
    let keys = format!("{},Cross", to(Item::Library));
    check("fr-library", &app_in(Lang::Fr, None, &keys, Some(1)));
}

#[test]
fn a_finished_game_in_french() {
    let a = app_in(Lang::Fr, Some(&one_digit_left()), &finish_keys(), Some(1));
    let status = a.editors().nine().status();
    assert!(
        status.text().ends_with("grille facile en 9×9, cotée 1,0"),
        "{status:?}"
    );
    check("fr-game-finished", &a);
}

#[test]
fn library_collections_in_french() {
    // As library_the_list_of_collections: a skipped file, a count with thousands, a size.
    let a = app_on(
        Lang::Fr,
        collections(),
        None,
        &format!(
            "{},Cross,Triangle,Down*2,Cross,Triangle,Down,Cross,R*12,Right*3,Down*4,Triangle,Up,Up",
            to(Item::Library)
        ),
        Some(1),
    );
    check("fr-library-collections", &a);
}

#[test]
fn library_bad_line_and_going_to_a_number_in_french() {
    let a = app_on(
        Lang::Fr,
        collections(),
        None,
        &format!("{},Cross,Triangle,Down,Cross,Down", to(Item::Library)),
        // A frame shows the puzzle (not the press's, which opened the file), the next grades it.
        Some(2),
    );
    check("fr-library-file", &a);
    let a = app_on(
        Lang::Fr,
        collections(),
        None,
        &format!(
            "{},Cross,Triangle,Down*3,Cross,Down,Up,Square,Right,Up*4,Right,Down",
            to(Item::Library)
        ),
        Some(1),
    );
    check("fr-library-goto", &a);
}

#[test]
fn save_slots_in_french() {
    check(
        "fr-slots",
        &app_in(
            Lang::Fr,
            Some(CLASSROOM),
            "Start,Cross,Circle,Start,Down*5,Cross,Cross,Start,Down*6,Cross",
            Some(1),
        ),
    );
}

#[test]
fn a_hint_in_play_in_french() {
    let a = app_in(Lang::Fr, Some(CLASSROOM), "Start,Cross,Square", Some(1));
    assert_eq!(a.editors().nine().status().key(), Key::HintTechnique);
    check("fr-play-hint", &a);
}

#[test]
fn play_with_pencil_marks_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(CLASSROOM),
        "Start,Cross,Right*2,Circle*4,Down,L+R,Circle*2,Square,Circle*5,Square",
        Some(1),
    );
    assert!(a.editors().nine().play().notes_mode);
    check("fr-play-notes", &a);
}

#[test]
fn the_menu_switches_an_english_console_to_french() {
    // Settings, then Language (the Settings page's fifth entry), confirm.
    let keys = format!("{},Cross,Down*4,Cross", to(Item::Settings));
    let a = app(None, &keys, Some(1));
    assert_eq!(a.lang(), Lang::Fr);
    assert_eq!(a.editors().nine().status().key(), Key::LanguageChosen);
    check("fr-chosen-in-menu", &a);
}

#[test]
fn the_stick_keypad_in_french() {
    let a = played_in(Lang::Fr, "Flick3,Right,Flick5,Right,Stick=200:240");
    assert_eq!(a.keypad().map(|k| k.key.number()), Some(9));
    check("fr-keypad", &a);
}

#[test]
fn the_settings_page_in_french() {
    let keys = format!("{},Cross", to(Item::Settings));
    let a = app_in(Lang::Fr, None, &keys, Some(1));
    assert_eq!(a.menu_page(), sudoku_core::app::menu::Page::Settings);
    check("fr-menu-settings", &a);
}

#[test]
fn the_tools_page_in_french() {
    // The Tools page's second entry says the version on the status.
    let keys = format!("{},Cross,Down,Cross", to(Item::Tools));
    let a = app_in(Lang::Fr, None, &keys, Some(1));
    assert_eq!(a.menu_page(), sudoku_core::app::menu::Page::Tools);
    assert!(
        a.editors().nine().status().key() == Key::VersionSays,
        "{:?}",
        a.editors().nine().status()
    );
}

#[test]
fn a_game_with_digits_left_and_mistakes_counted_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(CLASSROOM),
        &format!(
            "{},Cross,Right*2,Start,Start,Cross,Circle,Right",
            to(Item::Settings)
        ),
        Some(1),
    );
    assert_eq!(a.editors().nine().play().mistakes_made, 1);
    check("fr-play-mistakes", &a);
}

#[test]
fn sixteen_by_sixteen_notes_in_french() {
    let a = app_in(
        Lang::Fr,
        None,
        &format!(
            "{},Right,Start,Circle,Right,Circle*2,Start,Cross,Right,L+R,Square,Circle,Square,Cross*2,Square",
            to(Item::Size)
        ),
        Some(1),
    );
    assert_eq!(a.editors().sixteen().mode(), Mode::Play);
    check("fr-sixteen-notes", &a);
}

// ---- the lesson in French ----------------------------------------------------------------------

#[test]
fn lesson_step_by_step_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(CLASSROOM),
        &lesson_keys("Square*25"),
        Some(1),
    );
    assert_eq!(a.editors().nine().mode(), Mode::Lesson);
    check("fr-lesson-step", &a);
}

#[test]
fn lesson_history_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(CLASSROOM),
        &lesson_keys("Square*25,R"),
        Some(1),
    );
    check("fr-lesson-history", &a);
}

#[test]
fn lesson_candidate_map_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(CLASSROOM),
        &lesson_keys("Square*25,R*2,Right*4"),
        Some(1),
    );
    check("fr-lesson-map", &a);
}

#[test]
fn lesson_race_stopped_in_french() {
    let a = app_in(
        Lang::Fr,
        Some(WORST_CASE),
        &lesson_keys("R*3,Cross,Square"),
        Some(1),
    );
    check("fr-lesson-race", &a);
}

#[test]
fn lesson_smallest_grid_in_french() {
    let a = app_in(
        Lang::Fr,
        None,
        &format!("{},Cross", to(Item::LessonSmallest)),
        None,
    );
    assert!(
        a.editors().nine().status().key() == Key::LessonSmallest,
        "{:?}",
        a.editors().nine().status()
    );
    check("fr-lesson-smallest", &a);
}

// ---- every screen has its French twin ----------------------------------------------------------

#[test]
fn every_screen_has_its_french_twin() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/screens")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".png"))
        .collect();
    for name in names.iter().filter(|n| !n.starts_with("fr-")) {
        assert!(
            names.contains(&format!("fr-{name}")),
            "{name} has no French twin (fr-{name})"
        );
    }
}
