//! `StableHasher`: xxh3 fed little-endian with `usize` as 64 bits, so native and wasm32 builds hash a game alike.

use std::hash::Hasher;

/// A hasher whose output is the same on every platform: integers are fed little-endian and
/// `usize` as 64 bits, so native and wasm32 builds agree.
///
/// The bytes are gathered and hashed at once by `finish`: xxh3 gives the same digest for the same bytes whether fed
/// in pieces or whole, and a game state is thousands of tiny writes, which the streaming form handles slowly.
pub struct StableHasher(Vec<u8>);

impl StableHasher {
    /// Room for a whole game state at once (a Musket & Pike state is about 4.6 KB): a buffer that grows part way
    /// copies what it holds, once for every state hashed.
    pub fn new() -> Self {
        StableHasher(Vec::with_capacity(8192))
    }
}

trait Update {
    fn update(&mut self, bytes: &[u8]);
}

impl Update for Vec<u8> {
    fn update(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
}

impl Default for StableHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        xxhash_rust::xxh3::xxh3_64(&self.0)
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.0.update(&[i]);
    }
    fn write_u16(&mut self, i: u16) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u32(&mut self, i: u32) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u64(&mut self, i: u64) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u128(&mut self, i: u128) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_i8(&mut self, i: i8) {
        self.write_u8(i as u8);
    }
    fn write_i16(&mut self, i: i16) {
        self.write_u16(i as u16);
    }
    fn write_i32(&mut self, i: i32) {
        self.write_u32(i as u32);
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gathering_the_bytes_gives_the_streaming_digest() {
        let mut a = StableHasher::new();
        let mut stream = xxhash_rust::xxh3::Xxh3::new();
        for i in 0..5000u32 {
            a.write_u32(i);
            a.write(b"piece");
            stream.update(&i.to_le_bytes());
            stream.update(b"piece");
        }
        assert_eq!(a.finish(), stream.digest());
    }

    #[test]
    fn stable_hasher_is_width_independent() {
        // usize is fed as 64 bits, so this value is the same on 32- and 64-bit targets.
        let mut a = StableHasher::new();
        a.write_usize(7);
        let mut b = StableHasher::new();
        b.write_u64(7);
        assert_eq!(a.finish(), b.finish());
    }
}
