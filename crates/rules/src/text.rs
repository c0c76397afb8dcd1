//! Reading text files that travel between players: UTF-8 with or without the byte-order mark Windows Notepad writes, and for anything else a reason that says what the file looks like and how to save it as UTF-8, never a raw decoder message.

use std::path::Path;

/// `println!` for a line that may quote a file or a file's name: control characters come out escaped. Output
/// closed early (piped into `head`) ends the program quietly, as a Unix tool does (`say_line`).
#[macro_export]
macro_rules! say {
    ($($t:tt)*) => { $crate::text::say_line(&$crate::text::escaped(&format!($($t)*))) };
}

/// Write one line to standard output. If the reader has gone (a closed pipe) or the output cannot be written,
/// there is no one left to tell: the program ends at once with status 0 instead of panicking as `println!` does.
pub fn say_line(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
        std::process::exit(0);
    }
}

/// `eprintln!` likewise.
#[macro_export]
macro_rules! say_err {
    ($($t:tt)*) => { eprintln!("{}", $crate::text::escaped(&format!($($t)*))) };
}

/// The largest file we read: no real scenario or save comes near it (the biggest bundled one is under 20 KB).
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The UTF-8 byte-order mark, as a character.
const BOM: char = '\u{feff}';

/// Text without a leading byte-order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// The most characters of a file's text one printed line shows; the rest is counted, not printed.
pub const MAX_SHOWN: usize = 400;

/// Text as it may be printed: control characters (a terminal escape, a NUL) written as `\u{1b}`, so a file can
/// never recolour or rewrite the reader's terminal, and at most `MAX_SHOWN` characters, so a file's two-million
/// character id cannot flood it either.
pub fn shown(text: &str) -> String {
    match text.char_indices().nth(MAX_SHOWN) {
        None => escaped(text),
        Some((cut, _)) => {
            let rest = text[cut..].chars().count();
            format!("{}… ({rest} more characters)", escaped(&text[..cut]))
        }
    }
}

/// A whole line as it may be printed: control characters written as `\u{1b}`, nothing cut (the values it quotes
/// from a file were shortened by `shown` where they were quoted).
pub fn escaped(text: &str) -> String {
    if !text.chars().any(is_control) {
        return text.to_string();
    }
    text.chars().map(|c| if is_control(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect()
}

/// A character no text field may hold and nothing prints raw: the C0/C1 controls (a terminal escape, a NUL) and
/// the bidirectional embeddings, overrides and isolates, which make text display in another order than it is
/// stored (a name that reads differently from what it is).
pub fn is_control(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The first control character of `text` and its place (counted in characters, from 1), if any; line breaks and
/// tabs are allowed where `multiline`.
pub fn control_char(text: &str, multiline: bool) -> Option<(usize, char)> {
    text.chars()
        .enumerate()
        .find(|(_, c)| is_control(*c) && !(multiline && matches!(c, '\n' | '\t' | '\r')))
        .map(|(i, c)| (i + 1, c))
}

/// The refusal of a file of `len` bytes, over `MAX_FILE_BYTES`.
pub fn too_big(len: u64) -> String {
    ReadError::TooBig { len }.to_string()
}

/// What a file that is not a text file looks like, by its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Png,
    Jpeg,
    Zip,
    Pdf,
    Gzip,
}

impl FileKind {
    fn english(self) -> &'static str {
        match self {
            FileKind::Png => "a PNG image",
            FileKind::Jpeg => "a JPEG image",
            FileKind::Zip => "a ZIP archive",
            FileKind::Pdf => "a PDF document",
            FileKind::Gzip => "a gzip archive",
        }
    }
}

/// Why a file's text could not be read: typed, so a client can word it in the player's language (its `Display` is
/// the command line's English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// The system refused (its own message, in the system's language).
    Io {
        message: String,
    },
    /// A folder, a device or a pipe.
    NotAFile {
        folder: bool,
    },
    TooBig {
        len: u64,
    },
    /// It grew past the limit while it was read.
    Grew,
    Utf16,
    Kind {
        kind: FileKind,
    },
    Binary,
    /// Not UTF-8 from this place on (lines and columns from 1): Latin-1 or Windows-1252 text, most likely.
    NotUtf8 {
        line: usize,
        column: usize,
        byte: u8,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const SAVE_AS: &str = "save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)";
        match self {
            ReadError::Io { message } => write!(f, "cannot read the file: {message}"),
            ReadError::NotAFile { folder } => {
                let what = if *folder { "a folder" } else { "a device or a pipe" };
                write!(f, "cannot read the file: it is {what}, not a file")
            }
            ReadError::TooBig { len } => {
                write!(f, "the file is {len} bytes, more than the {MAX_FILE_BYTES} any scenario or save may have")
            }
            ReadError::Grew => write!(f, "the file grew past {MAX_FILE_BYTES} bytes while it was read"),
            ReadError::Utf16 => write!(f, "the file is UTF-16 text, not UTF-8: {SAVE_AS}"),
            ReadError::Kind { kind } => write!(f, "the file is {}, not a scenario or save", kind.english()),
            ReadError::Binary => write!(f, "the file holds binary data, not text"),
            ReadError::NotUtf8 { line, column, byte } => write!(
                f,
                "line {line}, column {column}: byte 0x{byte:02X} is not UTF-8; the file looks like Latin-1 or \
                 Windows-1252 text: {SAVE_AS}"
            ),
        }
    }
}

/// Read a text file: the bytes of `read_bytes`, decoded by `decode`.
pub fn read(path: &Path) -> Result<String, String> {
    read_typed(path).map_err(|e| e.to_string())
}

/// `read`, with why not typed.
pub fn read_typed(path: &Path) -> Result<String, ReadError> {
    decode_typed(&read_bytes(path)?)
}

/// A file's bytes: refused above `MAX_FILE_BYTES` before reading it (and never more than that read, whatever the
/// file claims), refused when it is not a plain file (a folder, a device such as `/dev/zero`, a pipe).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    let cannot = |e: std::io::Error| ReadError::Io { message: e.to_string() };
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile { folder: meta.is_dir() });
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooBig { len: meta.len() });
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path).and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)).map_err(cannot)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::Grew);
    }
    Ok(bytes)
}

/// Decode a file's bytes as UTF-8 text, dropping a byte-order mark. Anything else is refused with what it looks
/// like: UTF-16 text, an image, an archive, binary data, or Latin-1 / Windows-1252 text (with the line and column
/// of the first byte that is not UTF-8).
pub fn decode(bytes: &[u8]) -> Result<String, String> {
    decode_typed(bytes).map_err(|e| e.to_string())
}

/// `decode`, with why not typed.
pub fn decode_typed(bytes: &[u8]) -> Result<String, ReadError> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) || looks_utf16(bytes) {
        return Err(ReadError::Utf16);
    }
    let signatures: [(&[u8], FileKind); 5] = [
        (b"\x89PNG", FileKind::Png),
        (b"\xFF\xD8\xFF", FileKind::Jpeg),
        (b"PK\x03\x04", FileKind::Zip),
        (b"%PDF", FileKind::Pdf),
        (b"\x1F\x8B", FileKind::Gzip),
    ];
    if let Some((_, kind)) = signatures.iter().find(|(sig, _)| bytes.starts_with(sig)) {
        return Err(ReadError::Kind { kind: *kind });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(t) => Ok(t.to_string()),
        Err(e) => {
            let at = e.valid_up_to();
            if bytes.contains(&0) {
                return Err(ReadError::Binary);
            }
            let before = &bytes[..at];
            let line = before.iter().filter(|b| **b == b'\n').count() + 1;
            let column = at - before.iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1) + 1;
            Err(ReadError::NotUtf8 { line, column, byte: bytes[at] })
        }
    }
}

/// UTF-16 without a byte-order mark: ASCII text with a NUL beside every character.
fn looks_utf16(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(64)];
    head.len() >= 8 && {
        let zeros = |start: usize| head.iter().skip(start).step_by(2).filter(|b| **b == 0).count();
        let half = head.len() / 2;
        zeros(0) * 10 >= half * 9 || zeros(1) * 10 >= half * 9
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_or_without_a_byte_order_mark() {
        assert_eq!(decode(b"(a: 1)").unwrap(), "(a: 1)");
        assert_eq!(decode(b"\xEF\xBB\xBF(a: 1)").unwrap(), "(a: 1)");
        assert_eq!(strip_bom("\u{feff}(x)"), "(x)");
    }

    #[test]
    fn control_characters_are_found_and_never_printed_raw() {
        assert_eq!(control_char("ok name", false), None);
        assert_eq!(control_char("Evil\u{1b}[31m", false), Some((5, '\u{1b}')));
        assert_eq!(control_char("two\nlines", true), None);
        assert_eq!(control_char("two\nlines", false), Some((4, '\n')));
        assert_eq!(control_char("abc\u{202E}fed", false), Some((4, '\u{202E}')));
        assert_eq!(escaped("a\u{2066}b"), "a\\u{2066}b");
        assert_eq!(shown("a\u{1b}[2Jb\0"), "a\\u{1b}[2Jb\\u{0}");
        let flood = "x".repeat(MAX_SHOWN + 1000);
        assert_eq!(shown(&flood), format!("{}… (1000 more characters)", "x".repeat(MAX_SHOWN)));
    }

    #[test]
    fn other_files_say_what_they_are() {
        let utf16le: Vec<u8> = "(format: 1, meta: ())".encode_utf16().flat_map(u16::to_le_bytes).collect();
        let mut with_bom = vec![0xFF, 0xFE];
        with_bom.extend(&utf16le);
        assert!(decode(&with_bom).unwrap_err().contains("UTF-16"));
        assert!(decode(&utf16le).unwrap_err().contains("UTF-16"));
        let utf16be: Vec<u8> = "(format: 1, meta: ())".encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert!(decode(&utf16be).unwrap_err().contains("UTF-16"));
        assert!(decode(b"\x89PNG\r\n\x1a\n....").unwrap_err().contains("PNG image"));
        assert!(decode(b"PK\x03\x04....").unwrap_err().contains("ZIP"));
        let latin1 = b"(\n  name: \"Caf\xE9\",\n)";
        let e = decode(latin1).unwrap_err();
        assert!(e.contains("line 2, column 13") && e.contains("0xE9") && e.contains("Latin-1"), "{e}");
        assert!(decode(b"ab\0\xFFcd").unwrap_err().contains("binary"));
    }
}
