//! Names from the rules' tables read back from text: a view sent over the wire names a unit kind, and the view
//! types hold such names as `&'static str`. `intern` keeps one `'static` copy per distinct name, with a bound, so
//! that reading views never leaks without end.

use serde::{Deserialize, Deserializer, de::Error};
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

/// A name from the rules' tables. An alias, so that serde's derive does not take the field for text borrowed from
/// the message (which would tie every view read to a `'static` input).
pub type Name = &'static str;

/// The most distinct names a process will keep: a view names a few dozen kinds; a server sending thousands of
/// different ones is broken or hostile, and is refused rather than allowed to grow the table without end.
const MAX_NAMES: usize = 4096;

fn names() -> &'static Mutex<HashSet<&'static str>> {
    static NAMES: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    NAMES.get_or_init(|| Mutex::new(HashSet::new()))
}

/// The one `'static` copy of `s`, made once per distinct name.
pub fn intern(s: &str) -> Result<&'static str, String> {
    let mut set = names().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(&known) = set.get(s) {
        return Ok(known);
    }
    if set.len() >= MAX_NAMES {
        return Err(format!("more than {MAX_NAMES} distinct names received; `{s}` was not kept"));
    }
    if s.len() > 200 {
        return Err(format!("a name of {} characters is not a name", s.len()));
    }
    let leaked: &'static str = Box::leak(s.to_owned().into_boxed_str());
    set.insert(leaked);
    Ok(leaked)
}

/// `#[serde(deserialize_with = "crate::rules::names::static_str")]`
pub fn static_str<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let s = String::deserialize(d)?;
    intern(&s).map_err(D::Error::custom)
}

/// `#[serde(deserialize_with = "crate::rules::names::static_str_opt")]`
pub fn static_str_opt<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    match Option::<String>::deserialize(d)? {
        None => Ok(None),
        Some(s) => intern(&s).map(Some).map_err(D::Error::custom),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_kept_once_and_an_overlong_one_is_refused() {
        let a = intern("wire-test-name").unwrap();
        let b = intern(&String::from("wire-test-name")).unwrap();
        assert!(std::ptr::eq(a, b), "the same name gives the same pointer");
        assert!(intern(&"x".repeat(201)).unwrap_err().contains("201 characters"));
    }
}
