//! The Philox4x64-10 and Philox4x32-10 block functions (Random123) and NumPy's buffered
//! `Philox` bit generator state.

/// Philox4x64 round multipliers and Weyl key increments (Random123's constants).
const M64: [u64; 2] = [0xD2E7_470E_E14C_6C93, 0xCA5A_8263_9512_1157];
const W64: [u64; 2] = [0x9E37_79B9_7F4A_7C15, 0xBB67_AE85_84CA_A73B];
/// Philox4x32 round multipliers and Weyl key increments.
const M32: [u32; 2] = [0xD251_1F53, 0xCD9E_8D57];
const W32: [u32; 2] = [0x9E37_79B9, 0xBB67_AE85];

#[inline(always)]
fn mulhilo64(a: u64, b: u64) -> (u64, u64) {
    let p = (a as u128) * (b as u128);
    ((p >> 64) as u64, p as u64)
}

/// One Philox4x64-10 block: the 4 words for `counter` under `key`, exactly Random123's
/// `philox4x64_R(10, ctr, key)`.
#[inline]
pub fn philox4x64_10(counter: [u64; 4], key: [u64; 2]) -> [u64; 4] {
    let mut c = counter;
    let mut k = key;
    for round in 0..10 {
        if round > 0 {
            k[0] = k[0].wrapping_add(W64[0]);
            k[1] = k[1].wrapping_add(W64[1]);
        }
        let (hi0, lo0) = mulhilo64(M64[0], c[0]);
        let (hi1, lo1) = mulhilo64(M64[1], c[2]);
        c = [hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0];
    }
    c
}

/// One Philox4x32-10 block: the 4 words for `counter` under `key`, exactly Random123's
/// `philox4x32_R(10, ctr, key)`.
#[inline]
pub fn philox4x32_10(counter: [u32; 4], key: [u32; 2]) -> [u32; 4] {
    let mut c = counter;
    let mut k = key;
    for round in 0..10 {
        if round > 0 {
            k[0] = k[0].wrapping_add(W32[0]);
            k[1] = k[1].wrapping_add(W32[1]);
        }
        let p0 = (M32[0] as u64) * (c[0] as u64);
        let p1 = (M32[1] as u64) * (c[2] as u64);
        c = [
            (p1 >> 32) as u32 ^ c[1] ^ k[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ c[3] ^ k[1],
            p0 as u32,
        ];
    }
    c
}

/// Adds `step` to a 256-bit little-endian counter exactly as NumPy's `philox_advance` does
/// (including its carry rule).
pub(crate) fn add_counter(ctr: &mut [u64; 4], step: &[u64; 4]) {
    let mut carry = false;
    for i in 0..4 {
        if carry {
            ctr[i] = ctr[i].wrapping_add(1);
            carry = ctr[i] == 0;
        }
        let orig = ctr[i];
        ctr[i] = ctr[i].wrapping_add(step[i]);
        if ctr[i] < orig && !carry {
            carry = true;
        }
    }
}

/// Increments a 256-bit counter by one (NumPy's `philox_next` carry chain).
#[inline]
pub(crate) fn increment(ctr: &mut [u64; 4]) {
    for w in ctr.iter_mut() {
        *w = w.wrapping_add(1);
        if *w != 0 {
            break;
        }
    }
}

/// The 256-bit counter `ctr + delta` (plain carry), for block addressing.
#[inline]
pub(crate) fn counter_plus(ctr: [u64; 4], delta: u64) -> [u64; 4] {
    let mut c = ctr;
    let (s, mut carry) = c[0].overflowing_add(delta);
    c[0] = s;
    for w in c.iter_mut().skip(1) {
        if !carry {
            break;
        }
        let (s, o) = w.overflowing_add(1);
        *w = s;
        carry = o;
    }
    c
}

/// NumPy's `Philox` bit generator state: counter, key, the 4-word output buffer and the
/// half-used 64-bit word that `next_uint32` keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhiloxState {
    /// The 256-bit counter, least significant word first.
    pub counter: [u64; 4],
    /// The 128-bit key.
    pub key: [u64; 2],
    /// The last block computed.
    pub buffer: [u64; 4],
    /// How many words of `buffer` are used (4: empty).
    pub buffer_pos: usize,
    /// Whether `uinteger` holds the high half of a word for the next 32-bit draw.
    pub has_uint32: bool,
    /// The kept high half.
    pub uinteger: u32,
}

impl PhiloxState {
    /// A fresh state: counter and key as given, empty buffer.
    pub fn new(counter: [u64; 4], key: [u64; 2]) -> PhiloxState {
        PhiloxState {
            counter,
            key,
            buffer: [0; 4],
            buffer_pos: 4,
            has_uint32: false,
            uinteger: 0,
        }
    }

    /// The next 64-bit word (NumPy's `philox_next64`).
    pub fn next_u64(&mut self) -> u64 {
        if self.buffer_pos < 4 {
            let out = self.buffer[self.buffer_pos];
            self.buffer_pos += 1;
            return out;
        }
        increment(&mut self.counter);
        self.buffer = philox4x64_10(self.counter, self.key);
        self.buffer_pos = 1;
        self.buffer[0]
    }

    /// The next 32-bit word (NumPy's `philox_next32`: low half first, high half kept).
    pub fn next_u32(&mut self) -> u32 {
        if self.has_uint32 {
            self.has_uint32 = false;
            return self.uinteger;
        }
        let next = self.next_u64();
        self.has_uint32 = true;
        self.uinteger = (next >> 32) as u32;
        next as u32
    }

    /// NumPy's `advance(delta)`: adds `delta` (256 bits, little-endian words) to the counter
    /// and empties the buffers.
    pub fn advance(&mut self, delta: [u64; 4]) {
        add_counter(&mut self.counter, &delta);
        self.buffer = [0; 4];
        self.buffer_pos = 4;
        self.has_uint32 = false;
        self.uinteger = 0;
    }

    /// Plans taking `m` 64-bit words: (words from the buffer, whole blocks computed after
    /// `counter`). Blocks are `counter + 1 ..= counter + blocks`.
    pub(crate) fn plan_u64(&self, m: u64) -> (u64, u64) {
        let from_buf = m.min((4 - self.buffer_pos) as u64);
        (from_buf, (m - from_buf).div_ceil(4))
    }

    /// Moves the state past `m` words taken as [`plan_u64`](Self::plan_u64) planned.
    pub(crate) fn commit_u64(&mut self, m: u64) {
        let (from_buf, blocks) = self.plan_u64(m);
        self.buffer_pos += from_buf as usize;
        if blocks > 0 {
            self.counter = counter_plus(self.counter, blocks);
            self.buffer = philox4x64_10(self.counter, self.key);
            self.buffer_pos = (m - from_buf - 4 * (blocks - 1)) as usize;
        }
    }
}

/// A Philox4x32-10 bit generator: a 128-bit counter and a 64-bit key; each block gives four
/// 32-bit words (the counter is incremented before each block, as NumPy does for Philox4x64).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Philox4x32 {
    /// The 128-bit counter, least significant word first.
    pub counter: [u32; 4],
    /// The 64-bit key.
    pub key: [u32; 2],
    buffer: [u32; 4],
    buffer_pos: usize,
}

impl Philox4x32 {
    /// A generator at `counter` under `key`.
    pub fn new(counter: [u32; 4], key: [u32; 2]) -> Philox4x32 {
        Philox4x32 {
            counter,
            key,
            buffer: [0; 4],
            buffer_pos: 4,
        }
    }

    /// The next 32-bit word.
    pub fn next_u32(&mut self) -> u32 {
        if self.buffer_pos < 4 {
            self.buffer_pos += 1;
            return self.buffer[self.buffer_pos - 1];
        }
        for w in self.counter.iter_mut() {
            *w = w.wrapping_add(1);
            if *w != 0 {
                break;
            }
        }
        self.buffer = philox4x32_10(self.counter, self.key);
        self.buffer_pos = 1;
        self.buffer[0]
    }

    /// The next 64-bit word: two 32-bit words, the first one low.
    pub fn next_u64(&mut self) -> u64 {
        let lo = self.next_u32() as u64;
        lo | ((self.next_u32() as u64) << 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Random123's tests/kat_vectors, the "philox4x64 10" and "philox4x32 10" lines.
    #[test]
    fn philox4x64_10_known_answers() {
        assert_eq!(
            philox4x64_10([0; 4], [0; 2]),
            [
                0x16554d9eca36314c,
                0xdb20fe9d672d0fdc,
                0xd7e772cee186176b,
                0x7e68b68aec7ba23b
            ]
        );
        assert_eq!(
            philox4x64_10([u64::MAX; 4], [u64::MAX; 2]),
            [
                0x87b092c3013fe90b,
                0x438c3c67be8d0224,
                0x9cc7d7c69cd777b6,
                0xa09caebf594f0ba0
            ]
        );
        assert_eq!(
            philox4x64_10(
                [
                    0x243f6a8885a308d3,
                    0x13198a2e03707344,
                    0xa4093822299f31d0,
                    0x082efa98ec4e6c89
                ],
                [0x452821e638d01377, 0xbe5466cf34e90c6c]
            ),
            [
                0xa528f45403e61d95,
                0x38c72dbd566e9788,
                0xa5a1610e72fd18b5,
                0x57bd43b5e52b7fe6
            ]
        );
    }

    #[test]
    fn philox4x32_10_known_answers() {
        assert_eq!(
            philox4x32_10([0; 4], [0; 2]),
            [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]
        );
        assert_eq!(
            philox4x32_10([u32::MAX; 4], [u32::MAX; 2]),
            [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd]
        );
        assert_eq!(
            philox4x32_10(
                [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
                [0xa4093822, 0x299f31d0]
            ),
            [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1]
        );
    }

    #[test]
    fn philox4x32_stream_counts_up_from_the_counter() {
        let mut g = Philox4x32::new([u32::MAX, 0, 0, 0], [7, 9]);
        let w: Vec<u32> = (0..6).map(|_| g.next_u32()).collect();
        assert_eq!(w[..4], philox4x32_10([0, 1, 0, 0], [7, 9]));
        assert_eq!(w[4..], philox4x32_10([1, 1, 0, 0], [7, 9])[..2]);
        assert_eq!(g.next_u64(), {
            let b = philox4x32_10([1, 1, 0, 0], [7, 9]);
            b[2] as u64 | ((b[3] as u64) << 32)
        });
    }

    #[test]
    fn counter_arithmetic_carries() {
        let mut c = [u64::MAX, u64::MAX, 5, 0];
        increment(&mut c);
        assert_eq!(c, [0, 0, 6, 0]);
        assert_eq!(counter_plus([u64::MAX - 1, 3, 0, 0], 3), [1, 4, 0, 0]);
        let mut c = [u64::MAX, 0, u64::MAX, 0];
        add_counter(&mut c, &[1, 0, 1, 0]);
        assert_eq!(c, [0, 1, 0, 1]);
    }
}
