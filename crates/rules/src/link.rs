//! Scenarios as links: a whole scenario file, compressed, in the fragment of a web address (`…#scenario=1.DATA`), so
//! a scenario can be shared with no server. The fragment never leaves the reader's browser. What a link unpacks to
//! is an untrusted file like any imported one: the caller checks it exactly as it checks an import.

use std::fmt;

/// The fragment's key: `#scenario=`.
pub const KEY: &str = "scenario";

/// The format of the data after the key: `1.` then the file deflated (raw DEFLATE, RFC 1951) and written in
/// unpadded URL-safe base64 (RFC 4648, §5). A later format takes another number; a link names the one it uses.
pub const VERSION: &str = "1";

/// The longest link given or taken, in characters: common browsers, chat programs and mail clients keep
/// addresses up to about this length intact (the bundled scenarios make links of 2 600 to 3 600 characters).
pub const MAX_LINK_CHARS: usize = 32 * 1024;

/// Why a link was not made or not read. Each says where and why in words a player can act on; the client words
/// them in the player's language from these fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The text holds no `#scenario=` part.
    NotALink,
    /// The link names a format this version does not read.
    UnknownVersion(String),
    /// Longer than `MAX_LINK_CHARS`: as a link to make, the scenario is too big to share this way (export the file
    /// instead); as a link to read, it is refused unread.
    TooLong { chars: usize },
    /// A character that URL-safe base64 does not use, at this place (from 1) of the data.
    BadCharacter { at: usize, found: char },
    /// The data is not a whole DEFLATE stream (cut short, or altered).
    BadCompression,
    /// The data unpacks to more than any scenario may have (`text::MAX_FILE_BYTES`).
    TooBig,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => write!(f, "this is not a scenario link: it has no #{KEY}= part"),
            LinkError::UnknownVersion(v) => write!(
                f,
                "the link is of format {}, which this version does not read (it reads format {VERSION})",
                crate::text::shown(v)
            ),
            LinkError::TooLong { chars } => write!(
                f,
                "the link is {chars} characters long, more than the {MAX_LINK_CHARS} a link may have: share the \
                 scenario as a file instead"
            ),
            LinkError::BadCharacter { at, found } => write!(
                f,
                "the link is damaged: character {at} of its data ({}) cannot be in a link",
                found.escape_default()
            ),
            LinkError::BadCompression => {
                write!(f, "the link is damaged: its data does not unpack (it may have been cut short when copied)")
            }
            LinkError::TooBig => write!(
                f,
                "the link unpacks to more than the {} bytes any scenario may have",
                crate::text::MAX_FILE_BYTES
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// The fragment that carries `file` (a scenario file's text): `#scenario=1.DATA`.
pub fn fragment(file: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(file.as_bytes(), 10);
    format!("#{KEY}={VERSION}.{}", base64url(&packed))
}

/// A link to `file` at `base` (the address of the browser build, or empty for a bare fragment), or why not: a link
/// longer than `MAX_LINK_CHARS`.
pub fn make(base: &str, file: &str) -> Result<String, LinkError> {
    let base = base.split('#').next().unwrap_or_default();
    let link = format!("{base}{}", fragment(file));
    let chars = link.chars().count();
    if chars > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars });
    }
    Ok(link)
}

/// Whether `text` looks like a scenario link (a whole address, or its fragment alone).
pub fn is_link(text: &str) -> bool {
    data_of(text.trim()).is_some()
}

/// The file a link carries, as bytes, to be checked as an imported file is (`text::decode`, then the scenario's
/// validation). `link` is a whole address or its fragment alone (`#scenario=…`); spaces and line breaks around it
/// and inside it (a mail client's wrapping) are ignored. Refused unread above `MAX_LINK_CHARS`; the unpacked
/// data is never let grow past `text::MAX_FILE_BYTES`.
pub fn open(link: &str) -> Result<Vec<u8>, LinkError> {
    let chars = link.chars().count();
    if chars > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars });
    }
    // An address holds no spaces: any there came from wrapping. A browser hands its address over with anything
    // outside the URL alphabet %-escaped: unescaped here, so a refusal names the character itself.
    let link: String = percent_decoded(link).chars().filter(|c| !c.is_whitespace()).collect();
    let data = data_of(&link).ok_or(LinkError::NotALink)?;
    let (version, data) = data.split_once('.').unwrap_or(("", data));
    if version != VERSION {
        return Err(LinkError::UnknownVersion(version.to_string()));
    }
    // The data ends at the next `&` (another key in the fragment).
    let data = data.split('&').next().unwrap_or_default();
    if let Some((i, found)) =
        data.chars().enumerate().find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_')))
    {
        return Err(LinkError::BadCharacter { at: i + 1, found });
    }
    use base64::Engine;
    let packed =
        base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(data).map_err(|_| LinkError::BadCompression)?;
    let limit = crate::text::MAX_FILE_BYTES as usize;
    miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, limit).map_err(|e| match e.status {
        miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooBig,
        _ => LinkError::BadCompression,
    })
}

/// `text` with each `%XX` escape replaced by its byte (bytes that are not UTF-8 become U+FFFD).
fn percent_decoded(text: &str) -> String {
    if !text.contains('%') {
        return text.to_string();
    }
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |k: usize| b.get(k).and_then(|c| char::from(*c).to_digit(16));
        match (b[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What follows `scenario=` in the fragment of `text` (a key of its own: first, or after a `&`), if it has one.
fn data_of(text: &str) -> Option<&str> {
    let (_, frag) = text.split_once('#')?;
    let key = format!("{KEY}=");
    let mut at = 0;
    for part in frag.split('&') {
        if part.starts_with(&key) {
            return Some(&frag[at + key.len()..]);
        }
        at += part.len() + 1;
    }
    None
}

/// Unpadded URL-safe base64.
fn base64url(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hastings() -> &'static str {
        crate::scenario::bundled("hastings_1066.ron").expect("bundled")
    }

    #[test]
    fn every_bundled_scenario_goes_through_a_link_unchanged() {
        for (name, text) in crate::scenario::bundled_files() {
            let link = make("https://example.org/hexmarshal/index.html", text).expect(name);
            assert!(link.len() <= MAX_LINK_CHARS, "{name}: {} characters", link.len());
            assert!(link.starts_with("https://example.org/hexmarshal/index.html#scenario=1."));
            assert!(is_link(&link));
            let back = open(&link).expect(name);
            assert_eq!(back, text.as_bytes(), "{name}");
            // The fragment alone opens too, and so does a link a mail client wrapped.
            let frag = fragment(text);
            assert_eq!(open(&frag).expect(name), text.as_bytes());
            let wrapped: String = link
                .chars()
                .enumerate()
                .flat_map(|(i, c)| (i % 70 == 69).then_some('\n').into_iter().chain([c]))
                .collect();
            assert_eq!(open(&format!("  {wrapped}\n")).expect(name), text.as_bytes(), "{name} wrapped");
        }
    }

    #[test]
    fn a_base_with_a_fragment_of_its_own_loses_it() {
        let link = make("http://127.0.0.1:8080/#scenario=1.old", "x").unwrap();
        assert_eq!(link.matches('#').count(), 1);
        assert_eq!(open(&link).unwrap(), b"x");
    }

    #[test]
    fn a_link_among_other_keys_is_found() {
        let frag = fragment("abc");
        let link = format!("http://h/index.html?play#lang=ru&{}", &frag[1..]);
        assert_eq!(open(&link).unwrap(), b"abc");
    }

    #[test]
    fn hostile_links_are_refused_with_their_reason() {
        assert_eq!(open("https://example.org/index.html"), Err(LinkError::NotALink));
        assert_eq!(open("#other=1.AAAA"), Err(LinkError::NotALink));
        assert_eq!(open("#scenario=9.AAAA"), Err(LinkError::UnknownVersion("9".into())));
        assert_eq!(open("#scenario=AAAA"), Err(LinkError::UnknownVersion(String::new())));
        // Too long: refused before it is read.
        let long = format!("#scenario=1.{}", "A".repeat(MAX_LINK_CHARS));
        assert!(matches!(open(&long), Err(LinkError::TooLong { .. })));
        // A control character (a terminal escape) inside the data, named by its place and never printed raw.
        let frag = fragment(hastings());
        let mut bad = frag.clone();
        bad.insert(20, '\u{1b}');
        let err = open(&bad).unwrap_err();
        assert_eq!(err, LinkError::BadCharacter { at: 9, found: '\u{1b}' });
        assert!(!err.to_string().contains('\u{1b}'), "{err}");
        // As a browser hands it over: escaped.
        bad.replace_range(20..21, "%1B");
        assert_eq!(open(&bad), Err(LinkError::BadCharacter { at: 9, found: '\u{1b}' }));
        // Cut short when copied, and altered.
        assert_eq!(open(&frag[..frag.len() / 2]), Err(LinkError::BadCompression));
        assert_eq!(open("#scenario=1.A"), Err(LinkError::BadCompression));
        assert_eq!(open("#scenario=1.____________"), Err(LinkError::BadCompression));
        // A bomb: a tiny link that unpacks past the largest file allowed.
        let bomb = vec![b' '; crate::text::MAX_FILE_BYTES as usize + 1];
        let frag = fragment(std::str::from_utf8(&bomb).unwrap());
        assert!(frag.len() < MAX_LINK_CHARS, "{}", frag.len());
        assert_eq!(open(&frag), Err(LinkError::TooBig));
    }

    #[test]
    fn a_scenario_too_big_for_a_link_is_refused_with_its_length() {
        // Text that hardly compresses: a long run of varied digits.
        let mut x: u64 = 1;
        let text: String = (0..80_000)
            .map(|_| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                char::from(b'0' + (x >> 60) as u8 % 10)
            })
            .collect();
        match make("", &text) {
            Err(LinkError::TooLong { chars }) => assert!(chars > MAX_LINK_CHARS),
            other => panic!("{other:?}"),
        }
    }
}
