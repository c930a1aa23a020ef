//! A folder on the host as the app's memory stick, for renders that resume from the PSP's files.

use std::{
    fs,
    io::{self, Read},
    path::PathBuf,
};

use sudoku_core::save::{Storage, Trouble};

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
    fn no_folder_keeps_nothing() {
        let mut stick = Stick::new(None);
        stick.write("a.sav", b"x").unwrap();
        assert_eq!(stick.read("a.sav", &mut [0u8; 1]).unwrap(), None);
    }
}
