//! `sudoku render`: the screens the PSP shows, drawn on the host with the same drawables.
//!
//! The emulator tests compare PPSSPP's screen with these images pixel for pixel.
//! An `editor` scene replays pad presses through the very editor the PSP runs.

use std::path::{Path, PathBuf};

use embedded_graphics::Drawable;
use sudoku_core::{
    AnyGrid, Nine,
    app::{App, Console},
    clock::FakeClock,
    draw::{
        Canvas, EditorScreen, TitleScreen,
        app::AppScreen,
        panel::{FOOTER_AREA, STATUS_AREA},
    },
    pad::{Buttons, KeyFrame, Player, key_frames},
    text::Lang,
};

use crate::{png_io::write_canvas, stick::Stick};

/// Most frames a replay runs after its last press, waiting for a search to end.
const SETTLE_FRAMES: usize = 1_000_000;
/// Frames a replay runs once the app is idle (1.5 s): the autosave is written by then.
const TRAIL_FRAMES: usize = 90;

/// The title screen exactly as the PSP shell draws it, in `lang`.
pub fn title(lang: Lang) -> TitleScreen<'static> {
    TitleScreen {
        subtitle: concat!("v", env!("CARGO_PKG_VERSION")),
        lang,
    }
}

/// The language of `--lang CODE`.
pub fn lang_option(code: &str) -> Result<Lang, String> {
    Lang::from_code(&code.to_ascii_lowercase()).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        format!("--lang takes {}, not {code:?}", known.join(" or "))
    })
}

/// Reads a key list (see [`key_frames`]) into one entry per frame.
pub fn parse_keys(list: &str) -> Result<Vec<KeyFrame>, String> {
    let mut frames = Vec::new();
    for frame in key_frames(list) {
        let (frame, times) = frame.map_err(|e| e.to_string())?;
        frames.extend(std::iter::repeat_n(frame, times));
    }
    Ok(frames)
}

/// Where a replay starts from: the memory stick's files.
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// The folder standing for the EBOOT's folder (`--stick`), with its saves, `puzzles.txt`,
    /// `mine.txt` and `puzzles/` folder; none is a stick that keeps nothing.
    pub stick: Option<PathBuf>,
    /// The console's language (`--lang`).
    pub lang: Lang,
}

/// The app after it starts from `start`, `givens` are loaded and `keys` played on the pad as a
/// person would (see [`Player`]), then left to finish any search and any reading of a
/// collection file, and to write its autosave (unless the list ends with the stick held out:
/// then the screen shows the keypad).
pub fn replay(
    start: &Start,
    givens: Option<&str>,
    keys: &[KeyFrame],
    confirm: Buttons,
) -> Result<Box<App<Stick>>, String> {
    let console = Console {
        confirm,
        lang: start.lang,
    };
    let mut app = Box::new(App::start(Stick::new(start.stick.clone()), console));
    if let Some(line) = givens {
        app.load_puzzle(AnyGrid::from_line(line).map_err(|e| format!("--givens {e}"))?);
    }
    // The frame's time, and one microsecond more at each reading (a search's slice ends).
    let mut clock = FakeClock::stepping(1);
    let mut player = Player::new();
    let mut run = |app: &mut App<Stick>, (at, frame)| {
        clock.now = clock.now.max(at);
        app.frame_inputs(&frame, &mut clock);
    };
    for frame in keys {
        for step in player.play(frame) {
            run(&mut app, step);
        }
    }
    if player.at_rest() {
        for _ in 0..SETTLE_FRAMES {
            if !app.is_busy() && !app.library_working() {
                break;
            }
            run(&mut app, player.idle());
        }
        for _ in 0..TRAIL_FRAMES {
            run(&mut app, player.idle());
        }
    }
    Ok(app)
}

/// Draws `scene` into the PNG file `out`; `options` are the scene's flags.
pub fn run(scene: &str, out: &str, options: &[String]) -> Result<(), String> {
    let mut canvas = Box::new(Canvas::new());
    match scene {
        "title" => {
            let lang = match options {
                [] => Lang::En,
                [flag, code] if flag == "--lang" => lang_option(code)?,
                _ => {
                    return Err(format!(
                        "the title scene takes only --lang, not {options:?}"
                    ));
                }
            };
            title(lang)
                .draw(canvas.as_mut())
                .unwrap_or_else(|e| match e {})
        }
        "editor" => {
            let (mut givens, mut keys, mut confirm) = (None, Vec::new(), Buttons::CROSS);
            let mut start = Start::default();
            let mut rest = options.iter();
            while let Some(flag) = rest.next() {
                let mut value = || rest.next().ok_or_else(|| format!("{flag} needs a value"));
                match flag.as_str() {
                    "--givens" => givens = Some(value()?.clone()),
                    "--lang" => start.lang = lang_option(value()?)?,
                    "--keys" => keys = parse_keys(value()?)?,
                    "--stick" => {
                        let dir = PathBuf::from(value()?);
                        if !dir.is_dir() {
                            return Err(format!("--stick {}: not a folder", dir.display()));
                        }
                        start.stick = Some(dir);
                    }
                    "--confirm" => {
                        confirm = match value()?.to_ascii_lowercase().as_str() {
                            "circle" => Buttons::CIRCLE,
                            "cross" => Buttons::CROSS,
                            other => {
                                return Err(format!(
                                    "--confirm takes circle or cross, not {other:?}"
                                ));
                            }
                        }
                    }
                    other => return Err(format!("unknown option {other:?} for the editor scene")),
                }
            }
            let app = replay(&start, givens.as_deref(), &keys, confirm)?;
            AppScreen { app: &app }
                .draw(canvas.as_mut())
                .unwrap_or_else(|e| match e {});
        }
        _ => return Err(format!("unknown scene {scene:?} (known: title, editor)")),
    }
    write_canvas(&canvas, 480, 272, Path::new(out))
}

/// The 9x9 editor screen's geometry and colours as JSON, for the emulator tests' cell-by-cell checks.
pub fn layout_json() -> String {
    use embedded_graphics::pixelcolor::{Rgb888, RgbColor};
    use sudoku_core::{Cell, draw::palette};
    let layout = EditorScreen::<Nine>::layout();
    let cells: Vec<String> = Cell::<Nine>::all()
        .map(|cell| {
            let a = layout.cell_area(cell);
            format!(
                "{{\"row\":{},\"col\":{},\"x\":{},\"y\":{},\"w\":{},\"h\":{}}}",
                cell.row() + 1,
                cell.col() + 1,
                a.top_left.x,
                a.top_left.y,
                a.size.width,
                a.size.height
            )
        })
        .collect();
    let hex = |c: Rgb888| format!("\"#{:02x}{:02x}{:02x}\"", c.r(), c.g(), c.b());
    let colours = [
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
    let colours: Vec<String> = colours
        .iter()
        .map(|(name, c)| format!("\"{name}\":{}", hex(*c)))
        .collect();
    let area = |a: embedded_graphics::primitives::Rectangle| {
        format!(
            "{{\"x\":{},\"y\":{},\"w\":{},\"h\":{}}}",
            a.top_left.x, a.top_left.y, a.size.width, a.size.height
        )
    };
    use sudoku_core::draw::lesson::{LESSON_STATUS_AREA, RACE_FIGURES_AREA, STEP_TIME_AREA};
    format!(
        "{{\"cells\":[{}],\"status_area\":{},\"footer_area\":{},\"lesson_status_area\":{},\"step_time_area\":{},\"race_figures_area\":{},\"board\":{},\"colours\":{{{}}}}}",
        cells.join(","),
        area(STATUS_AREA),
        area(FOOTER_AREA),
        area(LESSON_STATUS_AREA),
        area(STEP_TIME_AREA),
        area(RACE_FIGURES_AREA),
        area(layout.bounds()),
        colours.join(",")
    )
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
    fn key_lists_read_frames_chords_and_repeats() {
        let frames = parse_keys("Right*3, Down+Circle,Square").unwrap();
        assert_eq!(frames.len(), 5);
        assert_eq!(frames[0], KeyFrame::buttons(Buttons::RIGHT));
        assert_eq!(
            frames[3],
            KeyFrame::buttons(Buttons::DOWN.union(Buttons::CIRCLE))
        );
        assert_eq!(frames[4], KeyFrame::buttons(Buttons::SQUARE));
        assert_eq!(parse_keys("").unwrap(), []);
        assert_eq!(
            parse_keys("Home").unwrap_err(),
            "unknown button \"Home\" in \"Home\""
        );
        assert_eq!(
            parse_keys("Up*x").unwrap_err(),
            "bad repeat count in \"Up*x\""
        );
    }

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
    }

    #[test]
    fn a_replay_leaves_the_autosave_the_psp_would_have_written() {
        let dir = std::env::temp_dir().join(format!("sudoku-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let start = Start {
            stick: Some(dir.clone()),
            lang: Lang::En,
        };
        let keys = parse_keys("Flick7,Right,Lean3,Flick5").unwrap();
        replay(&start, None, &keys, Buttons::CROSS).unwrap();
        let bytes = std::fs::read(dir.join("state.sav")).expect("the autosave is written");
        let snapshot = sudoku_core::save::decode(&bytes).expect("a valid save");
        let grid = snapshot.grid::<Nine>().unwrap();
        // 7 in r1c1; Right to r1c2, a lean up-right wraps to r9c3: 5 there.
        let mut line = String::new();
        std::fmt::Write::write_fmt(&mut line, format_args!("{grid}")).unwrap();
        assert_eq!(&line[..1], "7");
        assert_eq!(&line[72..75], "..5");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_replay_types_and_solves_like_the_pad() {
        let keys = parse_keys("Circle*5,Square").unwrap();
        assert_eq!(keys.len(), 6);
        let app = replay(&Start::default(), None, &keys, Buttons::CROSS).unwrap();
        assert_eq!(app.editors().nine().grid().given_count(), 1);
        assert_eq!(
            app.editors().nine().mode(),
            sudoku_core::editor::Mode::Solved { unique: false }
        );
        assert!(
            replay(&Start::default(), Some("12x"), &[], Buttons::CROSS)
                .unwrap_err()
                .starts_with("--givens col 3")
        );
    }
}
