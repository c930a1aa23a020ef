//! Tests of the save protocol over the in-memory storage, with faults at every step.

use proptest::prelude::*;
use std::{string::ToString, vec, vec::Vec};

use super::memory::{LANDINGS, Landed, MemoryError, MemoryStorage};
use super::*;
use crate::{Cell, Digit, Grid, Nine};

const NAME: &str = "slot0.sav";
const TEMP: &str = "slot0.sav.tmp";

/// Both kinds of rename: replacing the target (PPSSPP on Linux), refusing it (FAT on a PSP).
const RENAMES: [bool; 2] = [true, false];

/// A 9x9 snapshot told apart from the others by `n`.
fn snap(n: u8) -> Snapshot {
    let mut grid = Grid::<Nine>::empty();
    let cell = Cell::from_index(usize::from(n) % 81).unwrap();
    grid.set_given(cell, Digit::new(n % 9 + 1));
    grid.place(Cell::from_index(80).unwrap(), Digit::new(9).unwrap());
    let mode = [SavedMode::Editing, SavedMode::SolvedUnique][usize::from(n) % 2];
    Snapshot::new(&grid, cell, mode)
}

/// The file of `snapshot`.
fn file_of(snapshot: &Snapshot) -> Vec<u8> {
    let mut out = [0; MAX_SAVE_LEN];
    let len = encode(snapshot, &mut out);
    out[..len].to_vec()
}

/// A storage holding `snapshot` saved as [`NAME`].
fn stick_with(rename_replaces: bool, snapshot: Option<&Snapshot>) -> MemoryStorage {
    let mut stick = MemoryStorage::new(rename_replaces);
    if let Some(snapshot) = snapshot {
        stick.files.insert(NAME.to_string(), file_of(snapshot));
    }
    stick
}

/// The snapshot a healthy load finds after a reboot, or what else it found.
fn load_after_reboot(stick: &MemoryStorage) -> Result<Loaded, LoadFailure<MemoryError>> {
    load(&mut stick.rebooted(), NAME)
}

/// The resumed snapshot, or a panic naming what was found instead.
fn resumed(loaded: Result<Loaded, LoadFailure<MemoryError>>) -> Snapshot {
    match loaded {
        Ok(Loaded::Resumed { snapshot, .. }) => snapshot,
        other => panic!("expected a resumed snapshot, found {other:?}"),
    }
}

/// Operations a healthy save makes on `stick`.
fn ops_of_a_healthy_save(stick: &MemoryStorage, snapshot: &Snapshot) -> usize {
    let mut stick = stick.rebooted();
    save(&mut stick, NAME, snapshot).unwrap();
    stick.ops
}

fn name(s: &str) -> FileName {
    FileName::try_from(s).unwrap()
}

#[test]
fn save_then_load_round_trips_with_both_renames() {
    for replaces in RENAMES {
        let mut stick = MemoryStorage::new(replaces);
        assert_eq!(load(&mut stick, NAME), Ok(Loaded::Fresh));
        save(&mut stick, NAME, &snap(1)).unwrap();
        assert_eq!(
            load(&mut stick, NAME),
            Ok(Loaded::Resumed {
                snapshot: snap(1),
                from: Source::Main
            })
        );
        save(&mut stick, NAME, &snap(2)).unwrap();
        assert_eq!(resumed(load(&mut stick, NAME)), snap(2));
        assert_eq!(
            stick.files.keys().collect::<Vec<_>>(),
            [NAME],
            "no .tmp left"
        );
    }
}

#[test]
fn slots_are_just_names() {
    let mut stick = MemoryStorage::new(false);
    for slot in 0..10u8 {
        let name = std::format!("slot{slot}.sav");
        save(&mut stick, &name, &snap(slot)).unwrap();
    }
    for slot in 0..10u8 {
        let name = std::format!("slot{slot}.sav");
        assert_eq!(resumed(load(&mut stick, &name)), snap(slot));
    }
}

#[test]
fn a_cut_at_any_step_of_a_save_leaves_the_old_or_the_new_one() {
    let (old, new) = (snap(1), snap(2));
    for replaces in RENAMES {
        for had_old in [true, false] {
            for stale_temp in [
                None,
                Some(vec![0xAB; 40]),
                Some(file_of(&old)[..50].to_vec()),
            ] {
                let mut start = stick_with(replaces, had_old.then_some(&old));
                if let Some(stale) = &stale_temp {
                    start.files.insert(TEMP.to_string(), stale.clone());
                }
                let ops = ops_of_a_healthy_save(&start, &new);
                for landed in LANDINGS {
                    for k in 0..=ops {
                        let mut stick = start.rebooted();
                        stick.cut = Some((k, landed));
                        let _ = save(&mut stick, NAME, &new);
                        let context = std::format!(
                            "replaces {replaces}, old {had_old}, stale {}, cut at {k} ({landed:?})",
                            stale_temp.is_some()
                        );
                        let loaded = load_after_reboot(&stick);
                        match loaded {
                            Ok(Loaded::Resumed { snapshot, .. }) => {
                                assert!(
                                    snapshot == new || (had_old && snapshot == old),
                                    "{context}"
                                )
                            }
                            Ok(Loaded::Fresh) => assert!(!had_old, "{context}: fresh"),
                            other => panic!("{context}: {other:?}"),
                        }
                        // The load left things settled: loading again finds the same, from the main file.
                        let mut after = stick.rebooted();
                        let first = load(&mut after, NAME);
                        let again = load(&mut after.rebooted(), NAME);
                        if let Ok(Loaded::Resumed { snapshot, .. }) = first {
                            assert_eq!(
                                again,
                                Ok(Loaded::Resumed {
                                    snapshot,
                                    from: Source::Main
                                }),
                                "{context}"
                            );
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_cut_during_the_load_after_a_cut_save_still_leaves_the_old_or_the_new_one() {
    let (old, new) = (snap(1), snap(2));
    for replaces in RENAMES {
        let start = stick_with(replaces, Some(&old));
        let ops = ops_of_a_healthy_save(&start, &new);
        for landed in LANDINGS {
            for k in 0..=ops {
                let mut stick = start.rebooted();
                stick.cut = Some((k, landed));
                let _ = save(&mut stick, NAME, &new);
                for load_landed in LANDINGS {
                    for j in 0..8 {
                        let mut loading = stick.rebooted();
                        loading.cut = Some((j, load_landed));
                        let _ = load(&mut loading, NAME);
                        let snapshot = resumed(load_after_reboot(&loading));
                        assert!(
                            snapshot == old || snapshot == new,
                            "replaces {replaces}, save cut at {k}, load cut at {j}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_cut_then_another_cut_save_without_a_load_between_never_loses_both() {
    // The second save starts from whatever the first left (maybe only a `.tmp`).
    let (old, new, newer) = (snap(1), snap(2), snap(3));
    for replaces in RENAMES {
        let start = stick_with(replaces, Some(&old));
        let ops = ops_of_a_healthy_save(&start, &new);
        for landed in LANDINGS {
            for k in 0..=ops {
                let mut first = start.rebooted();
                first.cut = Some((k, landed));
                let _ = save(&mut first, NAME, &new);
                let ops2 = ops_of_a_healthy_save(&first, &newer);
                for landed2 in LANDINGS {
                    for j in 0..=ops2 {
                        let mut second = first.rebooted();
                        second.cut = Some((j, landed2));
                        let _ = save(&mut second, NAME, &newer);
                        let snapshot = resumed(load_after_reboot(&second));
                        assert!(
                            [old, new, newer].contains(&snapshot),
                            "replaces {replaces}, cuts at {k} and {j}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_full_stick_keeps_the_old_save() {
    let (old, new) = (snap(1), snap(2));
    let len = file_of(&old).len();
    for replaces in RENAMES {
        for room in 0..len {
            let mut stick = stick_with(replaces, Some(&old));
            stick.capacity = Some(len + room);
            assert_eq!(
                save(&mut stick, NAME, &new),
                Err(SaveFailure::Write(MemoryError::Full))
            );
            assert_eq!(stick.file(NAME), Some(&file_of(&old)[..]));
            assert_eq!(stick.file(TEMP), None, "the partial .tmp is removed");
            assert_eq!(resumed(load_after_reboot(&stick)), old);
        }
        // With room for both files, the save goes through.
        let mut stick = stick_with(replaces, Some(&old));
        stick.capacity = Some(2 * len);
        save(&mut stick, NAME, &new).unwrap();
        assert_eq!(resumed(load_after_reboot(&stick)), new);
    }
}

#[test]
fn a_write_error_keeps_the_old_save() {
    for replaces in RENAMES {
        let mut stick = stick_with(replaces, Some(&snap(1)));
        stick.fail_write = true;
        assert_eq!(
            save(&mut stick, NAME, &snap(2)),
            Err(SaveFailure::Write(MemoryError::Injected))
        );
        assert_eq!(resumed(load_after_reboot(&stick)), snap(1));
    }
}

#[test]
fn a_rename_error_leaves_the_new_save_in_the_tmp_for_the_next_load() {
    for replaces in RENAMES {
        let mut stick = stick_with(replaces, Some(&snap(1)));
        stick.fail_rename = true;
        assert_eq!(
            save(&mut stick, NAME, &snap(2)),
            Err(SaveFailure::Rename(MemoryError::Injected))
        );
        // The old file was removed to retry the rename: the `.tmp` is the save now.
        assert_eq!(stick.file(NAME), None);
        assert_eq!(
            load_after_reboot(&stick),
            Ok(Loaded::Resumed {
                snapshot: snap(2),
                from: Source::Temp
            })
        );
    }
}

#[test]
fn a_rename_error_on_a_first_save_is_reported_and_nothing_is_removed() {
    let mut stick = MemoryStorage::new(false);
    stick.fail_rename = true;
    assert_eq!(
        save(&mut stick, NAME, &snap(2)),
        Err(SaveFailure::Rename(MemoryError::Injected))
    );
    assert_eq!(resumed(load_after_reboot(&stick)), snap(2));
}

#[test]
fn a_remove_error_keeps_the_old_save_where_renames_refuse() {
    let mut stick = stick_with(false, Some(&snap(1)));
    stick.fail_remove = true;
    assert_eq!(
        save(&mut stick, NAME, &snap(2)),
        Err(SaveFailure::Remove(MemoryError::Injected))
    );
    assert_eq!(
        load_after_reboot(&stick),
        Ok(Loaded::Resumed {
            snapshot: snap(1),
            from: Source::Main
        })
    );
    // Where renames replace, the remove is never needed.
    let mut stick = stick_with(true, Some(&snap(1)));
    stick.fail_remove = true;
    save(&mut stick, NAME, &snap(2)).unwrap();
    assert_eq!(resumed(load_after_reboot(&stick)), snap(2));
}

#[test]
fn a_read_error_is_reported_not_taken_for_damage() {
    let mut stick = stick_with(false, Some(&snap(1)));
    stick.fail_read = true;
    assert_eq!(
        load(&mut stick, NAME),
        Err(LoadFailure::Read {
            file: name(NAME),
            error: MemoryError::Injected
        })
    );
    assert_eq!(
        save(&mut stick, NAME, &snap(2)),
        Err(SaveFailure::Read(MemoryError::Injected))
    );
    assert_eq!(stick.file(NAME), Some(&file_of(&snap(1))[..]), "untouched");
}

#[test]
fn a_damaged_save_is_moved_aside_untouched_and_reported() {
    for replaces in RENAMES {
        let mut stick = MemoryStorage::new(replaces);
        let garbage = b"PK\x03\x04 not a save".to_vec();
        stick.files.insert(NAME.to_string(), garbage.clone());
        let expected = Damage {
            file: name(NAME),
            error: SaveError::Foreign,
            kept_as: Some(name("slot0.sav.bad")),
        };
        assert_eq!(
            load(&mut stick, NAME),
            Ok(Loaded::Damaged(expected.clone()))
        );
        assert_eq!(
            expected.to_string(),
            "slot0.sav: not a Sudoku save (unknown magic bytes); kept as slot0.sav.bad"
        );
        assert_eq!(stick.file("slot0.sav.bad"), Some(&garbage[..]));
        assert_eq!(stick.file(NAME), None);
        assert_eq!(load(&mut stick, NAME), Ok(Loaded::Fresh));

        // A second damaged save does not overwrite the first one's copy.
        let truncated = file_of(&snap(1))[..60].to_vec();
        stick.files.insert(NAME.to_string(), truncated.clone());
        assert_eq!(
            load(&mut stick, NAME),
            Ok(Loaded::Damaged(Damage {
                file: name(NAME),
                error: SaveError::TooShort { len: 60, need: 98 },
                kept_as: Some(name("slot0.sav.bad1")),
            }))
        );
        assert_eq!(stick.file("slot0.sav.bad"), Some(&garbage[..]));
        assert_eq!(stick.file("slot0.sav.bad1"), Some(&truncated[..]));
    }
}

#[test]
fn once_every_kept_name_is_taken_the_damage_stays_in_place() {
    for replaces in RENAMES {
        let mut stick = MemoryStorage::new(replaces);
        for n in 0..MAX_KEPT {
            stick.files.insert(NAME.to_string(), vec![n]);
            let loaded = load(&mut stick, NAME);
            let kept = kept_name(NAME, n).unwrap();
            assert!(
                matches!(&loaded, Ok(Loaded::Damaged(Damage { kept_as: Some(k), .. })) if *k == kept),
                "{loaded:?}"
            );
        }
        assert_eq!(stick.file("slot0.sav.bad9"), Some(&[9u8][..]));
        stick.files.insert(NAME.to_string(), vec![10]);
        let Ok(Loaded::Damaged(damage)) = load(&mut stick, NAME) else {
            panic!("damage expected")
        };
        assert_eq!(damage.kept_as, None);
        assert_eq!(
            damage.to_string(),
            "slot0.sav: not a Sudoku save (unknown magic bytes); could not be moved aside"
        );
        assert_eq!(stick.file(NAME), Some(&[10u8][..]));
        assert_eq!(
            stick.file("slot0.sav.bad"),
            Some(&[0u8][..]),
            "first copy kept"
        );
    }
}

#[test]
fn a_failed_set_aside_is_reported() {
    let mut stick = MemoryStorage::new(false);
    stick.files.insert(NAME.to_string(), vec![1, 2, 3]);
    stick.fail_rename = true;
    let Ok(Loaded::Damaged(damage)) = load(&mut stick, NAME) else {
        panic!("damage expected")
    };
    assert_eq!(damage.kept_as, None);
    assert_eq!(stick.file(NAME), Some(&[1u8, 2, 3][..]));
}

#[test]
fn a_damaged_save_with_a_valid_tmp_resumes_from_the_tmp() {
    for replaces in RENAMES {
        let mut stick = MemoryStorage::new(replaces);
        let mut corrupt = file_of(&snap(1));
        corrupt[30] ^= 0x10;
        stick.files.insert(NAME.to_string(), corrupt.clone());
        stick.files.insert(TEMP.to_string(), file_of(&snap(2)));
        let Ok(Loaded::Resumed {
            snapshot,
            from: Source::TempOverDamaged(damage),
        }) = load(&mut stick, NAME)
        else {
            panic!("resumed from the tmp expected")
        };
        assert_eq!(snapshot, snap(2));
        assert!(matches!(damage.error, SaveError::BadChecksum { .. }));
        assert_eq!(damage.kept_as, Some(name("slot0.sav.bad")));
        assert_eq!(stick.file("slot0.sav.bad"), Some(&corrupt[..]));
        assert_eq!(stick.file(NAME), Some(&file_of(&snap(2))[..]));
        assert_eq!(stick.file(TEMP), None);
    }
}

#[test]
fn foreign_newer_and_overlong_files_are_reported() {
    let mut newer = file_of(&snap(1));
    newer[4] = 4;
    let end = newer.len() - 4;
    let crc = crc32(&newer[..end]);
    newer[end..].copy_from_slice(&crc.to_le_bytes());
    let cases = [
        (
            newer,
            SaveError::NewerVersion {
                found: 4,
                supported: 3,
            },
        ),
        (b"SUDO\x01\x00".to_vec(), SaveError::Foreign),
        (
            vec![b'X'; 5000],
            SaveError::TooLong {
                len: 5000,
                max: MAX_FILE_LEN,
            },
        ),
        (
            [&MAGIC[..], &[0; 5000]].concat(),
            SaveError::TooLong {
                len: 5004,
                max: MAX_FILE_LEN,
            },
        ),
        (Vec::new(), SaveError::TooShort { len: 0, need: 12 }),
        // The reader takes up to 1 KiB: a file of 1,024 bytes is read (and is no save), one more is not.
        (
            [&MAGIC[..], &[0; 1020]].concat(),
            SaveError::TrailingBytes {
                len: 1024,
                expected: 12,
            },
        ),
        (
            [&MAGIC[..], &[0; 1021]].concat(),
            SaveError::TooLong {
                len: 1025,
                max: 1024,
            },
        ),
    ];
    for (bytes, error) in cases {
        let mut stick = MemoryStorage::new(false);
        stick.files.insert(NAME.to_string(), bytes.clone());
        let Ok(Loaded::Damaged(damage)) = load(&mut stick, NAME) else {
            panic!("damage expected for {error:?}")
        };
        assert_eq!(damage.error, error);
        assert_eq!(stick.file("slot0.sav.bad"), Some(&bytes[..]));
    }
}

#[test]
fn a_leftover_tmp_is_ignored_while_the_save_is_valid_and_unused_when_broken() {
    let mut stick = stick_with(false, Some(&snap(1)));
    stick.files.insert(TEMP.to_string(), vec![0xEE; 33]);
    assert_eq!(resumed(load(&mut stick, NAME)), snap(1));
    // Without a save, a broken tmp (a first save cut short) means a fresh start.
    stick.files.remove(NAME);
    assert_eq!(load(&mut stick, NAME), Ok(Loaded::Fresh));
    save(&mut stick, NAME, &snap(2)).unwrap();
    assert_eq!(resumed(load(&mut stick, NAME)), snap(2));
}

#[test]
fn names() {
    assert_eq!(temp_name(NAME), Some(name(TEMP)));
    assert_eq!(kept_name(NAME, 0), Some(name("slot0.sav.bad")));
    assert_eq!(kept_name(NAME, 9), Some(name("slot0.sav.bad9")));
    assert_eq!(kept_name(NAME, MAX_KEPT), None);
    let longest = "a".repeat(MAX_NAME_LEN);
    assert_eq!(kept_name(&longest, 9).unwrap().len(), 31);
    for bad in [
        "",
        ".sav",
        "a/b",
        "a\\b",
        "ms0:x",
        "a b",
        "é",
        &"a".repeat(MAX_NAME_LEN + 1),
    ] {
        assert!(!is_save_name(bad), "{bad:?}");
        assert_eq!(temp_name(bad), None);
        let mut stick = MemoryStorage::new(false);
        assert_eq!(save(&mut stick, bad, &snap(1)), Err(SaveFailure::BadName));
        assert_eq!(load(&mut stick, bad), Err(LoadFailure::BadName));
        assert_eq!(stick.ops, 0);
    }
}

#[test]
fn failure_messages() {
    let cases: [(std::string::String, &str); 7] = [
        (
            SaveFailure::<MemoryError>::BadName.to_string(),
            "bad file name",
        ),
        (
            SaveFailure::Read(MemoryError::Injected).to_string(),
            "could not check the files (Injected)",
        ),
        (
            SaveFailure::Write(MemoryError::Full).to_string(),
            "could not write (Full)",
        ),
        (
            SaveFailure::Rename(MemoryError::Exists).to_string(),
            "could not rename (Exists)",
        ),
        (
            SaveFailure::Remove(MemoryError::Injected).to_string(),
            "could not replace the old save (Injected)",
        ),
        (
            LoadFailure::<MemoryError>::BadName.to_string(),
            "bad file name",
        ),
        (
            LoadFailure::Read {
                file: name(TEMP),
                error: MemoryError::PowerCut,
            }
            .to_string(),
            "could not read slot0.sav.tmp (PowerCut)",
        ),
    ];
    for (message, expected) in cases {
        assert_eq!(message, expected);
    }
}

/// A fault on one operation of a run.
#[derive(Debug, Clone)]
enum Fault {
    None,
    Cut(usize, Landed),
    Capacity(usize),
    Write,
    Rename,
    Remove,
    Read,
}

fn faults() -> impl Strategy<Value = Fault> {
    prop_oneof![
        Just(Fault::None),
        (0usize..8, prop::sample::select(LANDINGS.to_vec())).prop_map(|(k, l)| Fault::Cut(k, l)),
        (0usize..300).prop_map(Fault::Capacity),
        Just(Fault::Write),
        Just(Fault::Rename),
        Just(Fault::Remove),
        Just(Fault::Read),
    ]
}

/// A storage over `files` with `fault`.
fn faulty(stick: &MemoryStorage, fault: &Fault) -> MemoryStorage {
    let mut stick = stick.rebooted();
    match *fault {
        Fault::None => {}
        Fault::Cut(k, landed) => stick.cut = Some((k, landed)),
        Fault::Capacity(n) => stick.capacity = Some(n),
        Fault::Write => stick.fail_write = true,
        Fault::Rename => stick.fail_rename = true,
        Fault::Remove => stick.fail_remove = true,
        Fault::Read => stick.fail_read = true,
    }
    stick
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any run of saves and loads, each with a fault and a reboot after it: a healthy
    /// load always finds the last save that succeeded or one attempted after it.
    #[test]
    fn any_run_of_faulty_saves_and_loads_never_loses_the_last_good_save(
        replaces in any::<bool>(),
        steps in proptest::collection::vec((any::<bool>(), faults()), 1..12),
    ) {
        let mut stick = MemoryStorage::new(replaces);
        let mut attempts: Vec<Snapshot> = Vec::new();
        let mut floor: Option<usize> = None;
        for (i, (is_save, fault)) in steps.iter().enumerate() {
            let mut run = faulty(&stick, fault);
            if *is_save {
                let snapshot = snap(i as u8);
                attempts.push(snapshot);
                if save(&mut run, NAME, &snapshot).is_ok() {
                    floor = Some(attempts.len() - 1);
                }
            } else {
                let _ = load(&mut run, NAME);
            }
            stick = run.rebooted();
            match load_after_reboot(&stick) {
                Ok(Loaded::Fresh) => prop_assert!(floor.is_none(), "step {}: fresh", i),
                Ok(Loaded::Resumed { snapshot, .. }) => {
                    let since = &attempts[floor.unwrap_or(0)..];
                    prop_assert!(since.contains(&snapshot), "step {}: an older save came back", i);
                }
                other => prop_assert!(false, "step {}: {:?}", i, other),
            }
            prop_assert!(stick.files.keys().all(|k| !k.contains(".bad")), "nothing is ever damaged");
        }
    }
}

#[test]
fn nowhere_holds_no_save_and_takes_any() {
    assert_eq!(load(&mut Nowhere, NAME), Ok(Loaded::Fresh));
    assert_eq!(save(&mut Nowhere, NAME, &snap(1)), Ok(()));
    assert_eq!(load(&mut Nowhere, NAME), Ok(Loaded::Fresh));
}
