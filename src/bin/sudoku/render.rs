//! `sudoku render`: the screens the PSP shows, drawn on the host with the same drawables.
//!
//! The emulator tests compare PPSSPP's screen with these images pixel for pixel.
//! An `editor` scene replays pad presses through the very editor the PSP runs.

use std::{path::PathBuf, process::ExitCode};

use clap::{
    Args, Subcommand, ValueEnum,
    builder::{PossibleValuesParser, TypedValueParser},
};
use embedded_graphics::Drawable;
use sudoku_core::{
    AnyGrid,
    app::{App, Console},
    clock::FakeClock,
    draw::{Canvas, TitleScreen, app::AppScreen},
    pad::{Buttons, KeyFrame, Player, key_frames},
    text::Lang,
};

use crate::{png_io::write_canvas, stick::Stick};

/// Draw a 480x272 screen of the app into a PNG file, with the core's drawables
///
/// The emulator tests compare PPSSPP's screen with these images pixel for pixel.
#[derive(Debug, Args)]
#[command(subcommand_value_name = "SCENE", subcommand_help_heading = "Scenes")]
pub struct Render {
    #[command(subcommand)]
    scene: Scene,
}

/// The screens `render` draws.
#[derive(Debug, Subcommand)]
enum Scene {
    /// The title screen, as the PSP shell draws it
    Title {
        #[command(flatten)]
        lang: LangOption,
        /// The PNG file to write
        out: PathBuf,
    },
    /// The app's screen after it starts, loads the givens and plays the keys on the pad
    Editor(EditorScene),
}

/// The console's language (`--lang`).
#[derive(Debug, Args)]
struct LangOption {
    /// The console's language
    #[arg(long, value_parser = lang_parser(), ignore_case = true, default_value = "en")]
    lang: Lang,
}

/// The options of the editor scene.
#[derive(Debug, Args)]
struct EditorScene {
    /// A puzzle line loaded into the editor first
    #[arg(long, value_name = "LINE", allow_hyphen_values = true)]
    givens: Option<String>,
    /// Frames of presses played on the pad as a person would, e.g. Right*3,Down+Circle,Flick7
    ///
    /// Frames apart by commas, the buttons and stick of one frame joined by +, *N repeats a
    /// frame; the stick: Flick1 to Flick9 (a flick to keypad key N), Lean1 to Lean9 but Lean5,
    /// Stick=X:Y (held at X, Y, 0 to 255). A list that ends with the stick held out shows the
    /// keypad.
    #[arg(long, value_name = "LIST")]
    keys: Option<String>,
    /// The console's confirm button
    #[arg(long, value_enum, ignore_case = true, default_value_t = Confirm::Cross)]
    confirm: Confirm,
    /// A copy of the EBOOT's folder the app starts from: it resumes its saves, reads its
    /// puzzles.txt, mine.txt and puzzles/ folder and writes there, as on the PSP
    #[arg(long, value_name = "DIR")]
    stick: Option<PathBuf>,
    #[command(flatten)]
    lang: LangOption,
    /// The PNG file to write
    out: PathBuf,
}

/// The console's confirm button (`--confirm`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Confirm {
    /// Circle confirms, Cross cancels (Japanese consoles)
    Circle,
    /// Cross confirms, Circle cancels
    Cross,
}

impl Render {
    /// Draws the scene into its PNG file.
    pub fn run(self) -> Result<ExitCode, String> {
        let mut canvas = Box::new(Canvas::new());
        let out = match self.scene {
            Scene::Title { lang, out } => {
                title(lang.lang)
                    .draw(canvas.as_mut())
                    .unwrap_or_else(|e| match e {});
                out
            }
            Scene::Editor(scene) => {
                let keys = parse_keys(scene.keys.as_deref().unwrap_or(""))?;
                if let Some(dir) = &scene.stick
                    && !dir.is_dir()
                {
                    return Err(format!("--stick {}: not a folder", dir.display()));
                }
                let start = Start {
                    stick: scene.stick,
                    lang: scene.lang.lang,
                };
                let confirm = match scene.confirm {
                    Confirm::Circle => Buttons::CIRCLE,
                    Confirm::Cross => Buttons::CROSS,
                };
                let app = replay(&start, scene.givens.as_deref(), &keys, confirm)?;
                AppScreen { app: &app }
                    .draw(canvas.as_mut())
                    .unwrap_or_else(|e| match e {});
                scene.out
            }
        };
        write_canvas(&canvas, 480, 272, &out).map(|()| ExitCode::SUCCESS)
    }
}

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

/// A language by its code (`en`, `fr`: clap lists them; give it `ignore_case`).
pub fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    PossibleValuesParser::new(Lang::ALL.map(Lang::code)).map(|code| {
        Lang::from_code(&code.to_ascii_lowercase()).expect("the parser takes only the listed codes")
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

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::Nine;

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
