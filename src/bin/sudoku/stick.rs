//! A folder on the host as the app's memory stick, for renders that resume from the PSP's files.

use std::{
    fs,
    io::{self, Read, Seek, SeekFrom, Write},
    path::PathBuf,
    time::UNIX_EPOCH,
};

use sudoku_core::save::{Stat, Storage, Trouble};

/// The app's files: in a folder, or nowhere (reads find nothing, writes vanish).
#[derive(Debug, Clone, Default)]
pub struct Stick {
    /// The folder standing for the EBOOT's folder, if any.
    folder: Option<PathBuf>,
}

impl Stick {
    /// Files in `folder`; `None` keeps nothing, like a fresh memory stick that is never written.
    pub fn new(folder: Option<PathBuf>) -> Self {
        Stick { folder }
    }
}

/// A file's [`Stat`]: its size, and its modification time in nanoseconds since 1970.
fn stat_of(metadata: &fs::Metadata) -> Stat {
    let modified = metadata
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    Stat {
        size: metadata.len(),
        modified,
    }
}

impl Storage for Stick {
    type Error = io::Error;

    fn read(&mut self, name: &str, buf: &mut [u8]) -> io::Result<Option<usize>> {
        let Some(folder) = &self.folder else {
            return Ok(None);
        };
        let mut file = match fs::File::open(folder.join(name)) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        let size = usize::try_from(file.metadata()?.len()).unwrap_or(usize::MAX);
        let want = size.min(buf.len());
        file.read_exact(&mut buf[..want])?;
        Ok(Some(size))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        match &self.folder {
            Some(folder) => fs::write(folder.join(name), bytes),
            None => Ok(()),
        }
    }

    fn rename(&mut self, from: &str, to: &str) -> io::Result<()> {
        match &self.folder {
            Some(folder) => fs::rename(folder.join(from), folder.join(to)),
            None => Ok(()),
        }
    }

    fn written_at(&mut self, name: &str) -> Option<sudoku_core::clock::DateTime> {
        let modified = fs::metadata(self.folder.as_ref()?.join(name))
            .ok()?
            .modified()
            .ok()?;
        let seconds = modified
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?
            .as_secs();
        Some(sudoku_core::clock::DateTime::from_unix(seconds))
    }

    fn remove(&mut self, name: &str) -> io::Result<()> {
        let Some(folder) = &self.folder else {
            return Ok(());
        };
        match fs::remove_file(folder.join(name)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    fn trouble(error: &io::Error) -> Trouble {
        match error.kind() {
            io::ErrorKind::StorageFull => Trouble::Full,
            io::ErrorKind::ReadOnlyFilesystem => Trouble::WriteProtected,
            _ => Trouble::Other,
        }
    }

    fn stat(&mut self, name: &str) -> io::Result<Option<Stat>> {
        let Some(folder) = &self.folder else {
            return Ok(None);
        };
        match fs::metadata(folder.join(name)) {
            Ok(metadata) if metadata.is_file() => Ok(Some(stat_of(&metadata))),
            Ok(_) => Ok(None),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn read_at(&mut self, name: &str, offset: u64, buf: &mut [u8]) -> io::Result<Option<usize>> {
        let Some(folder) = &self.folder else {
            return Ok(None);
        };
        let mut file = match fs::File::open(folder.join(name)) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        file.seek(SeekFrom::Start(offset))?;
        let mut got = 0;
        while got < buf.len() {
            match file.read(&mut buf[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(Some(got))
    }

    fn append(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let Some(folder) = &self.folder else {
            return Ok(());
        };
        let mut file = fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(folder.join(name))?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    fn list(&mut self, folder: &str, each: &mut dyn FnMut(&str, Stat)) -> io::Result<bool> {
        let Some(root) = &self.folder else {
            return Ok(false);
        };
        let entries = match fs::read_dir(root.join(folder)) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let metadata = entry.metadata()?;
            // A name that is no UTF-8 is left out, as no file the app could name.
            if let (true, Some(name)) = (metadata.is_file(), entry.file_name().to_str()) {
                each(name, stat_of(&metadata));
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_keeps_renames_and_removes_files() {
        let dir = std::env::temp_dir().join(format!("sudoku-stick-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let mut stick = Stick::new(Some(dir.clone()));
        let mut buf = [0u8; 4];
        assert_eq!(stick.read("a.sav", &mut buf).unwrap(), None);
        stick.write("a.tmp", b"hello").unwrap();
        stick.rename("a.tmp", "a.sav").unwrap();
        assert_eq!(
            stick.read("a.sav", &mut buf).unwrap(),
            Some(5),
            "the whole size, a part read"
        );
        assert_eq!(&buf, b"hell");
        stick.remove("a.sav").unwrap();
        stick.remove("a.sav").unwrap();
        assert_eq!(stick.read("a.sav", &mut buf).unwrap(), None);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_full_disk_and_a_read_only_one_are_named() {
        let full = io::Error::from(io::ErrorKind::StorageFull);
        let read_only = io::Error::from(io::ErrorKind::ReadOnlyFilesystem);
        assert_eq!(Stick::trouble(&full), Trouble::Full);
        assert_eq!(Stick::trouble(&read_only), Trouble::WriteProtected);
        assert_eq!(Stick::trouble(&io::Error::other("x")), Trouble::Other);
    }

    #[test]
    fn a_folder_lists_reads_at_offsets_appends_and_stats_its_files() {
        let dir = std::env::temp_dir().join(format!("sudoku-stick-list-{}", std::process::id()));
        fs::create_dir_all(dir.join("puzzles/sub")).unwrap();
        fs::write(dir.join("puzzles/a.txt"), b"0123456789").unwrap();
        fs::write(dir.join("puzzles/sub/b.txt"), b"in a sub-folder").unwrap();
        let mut stick = Stick::new(Some(dir.clone()));
        let mut seen = Vec::new();
        assert!(
            stick
                .list("puzzles", &mut |name, stat| seen
                    .push((name.to_string(), stat.size)))
                .unwrap()
        );
        assert_eq!(
            seen,
            [("a.txt".to_string(), 10)],
            "files only, not the sub-folder"
        );
        assert!(!stick.list("nothing", &mut |_, _| panic!()).unwrap());
        let mut buf = [0u8; 4];
        assert_eq!(
            stick.read_at("puzzles/a.txt", 3, &mut buf).unwrap(),
            Some(4)
        );
        assert_eq!(&buf, b"3456");
        assert_eq!(
            stick.read_at("puzzles/a.txt", 8, &mut buf).unwrap(),
            Some(2)
        );
        assert_eq!(
            stick.read_at("puzzles/a.txt", 20, &mut buf).unwrap(),
            Some(0)
        );
        assert_eq!(
            stick.read_at("puzzles/none.txt", 0, &mut buf).unwrap(),
            None
        );
        let before = stick.stat("puzzles/a.txt").unwrap().unwrap();
        assert_eq!(before.size, 10);
        assert_eq!(stick.stat("puzzles").unwrap(), None, "a folder is no file");
        stick.append("mine.txt", b"one\n").unwrap();
        stick.append("mine.txt", b"two\n").unwrap();
        assert_eq!(fs::read(dir.join("mine.txt")).unwrap(), b"one\ntwo\n");
        stick.append("puzzles/a.txt", b"ab").unwrap();
        let after = stick.stat("puzzles/a.txt").unwrap().unwrap();
        assert_eq!(after.size, 12);
        assert_ne!(after, before);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn no_folder_keeps_nothing() {
        let mut stick = Stick::new(None);
        stick.write("a.sav", b"x").unwrap();
        stick.append("mine.txt", b"x").unwrap();
        assert_eq!(stick.read("a.sav", &mut [0u8; 1]).unwrap(), None);
        assert_eq!(stick.stat("mine.txt").unwrap(), None);
        assert!(!stick.list("puzzles", &mut |_, _| panic!()).unwrap());
    }
}
