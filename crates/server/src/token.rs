//! Seat tokens, match ids and match seeds, all from the system's entropy (never the game's dice). A token is 32
//! random bytes written in hex: unguessable, and stored only as its SHA-256, so a copy of the database opens no seat.

use sha2::{Digest, Sha256};

fn random<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    // The system's entropy source does not fail on the platforms the server runs on; if it ever did, a server
    // handing out guessable seats would be worse than one that stops.
    getrandom::fill(&mut b).expect("the system's entropy source is unavailable");
    b
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new seat token (64 hex digits).
pub fn new_token() -> String {
    hex(&random::<32>())
}

/// A new match id (24 hex digits): it names a match in links but opens nothing without a token.
pub fn new_id() -> String {
    hex(&random::<12>())
}

/// A new match's seed.
pub fn new_seed() -> u64 {
    u64::from_le_bytes(random::<8>())
}

/// What the database keeps of a token.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Could this be a token at all? (Anything else is turned away before the database is asked.)
pub fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_well_formed_distinct_and_hashed() {
        let a = new_token();
        let b = new_token();
        assert!(well_formed(&a) && well_formed(&b));
        assert_ne!(a, b);
        assert_ne!(hash(&a), a);
        assert_eq!(hash(&a), hash(&a));
        assert!(!well_formed("../etc/passwd") && !well_formed(&a[1..]));
    }
}
