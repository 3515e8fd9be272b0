//! CPU side of sorting and searching: keys from `keys.rs`, sorted with rayon.

use super::keys::{decode_real, full_key, is_nan, real_key};
use super::{Unique, UniqueOptions};
use crate::array::Array;
use crate::dtype::{DType, Element};
use crate::error::Result;
use crate::host::SendPtr;
use rayon::prelude::*;

/// Rows at least this long are sorted with the parallel sort; shorter rows run in parallel.
const PAR_ROW: usize = 1 << 15;

/// Sorts each row of `v` (rows of `n`) by `key`, in place, with `sort` (stable or not).
fn for_rows<E: Send, F>(v: &mut [E], n: usize, f: F)
where
    F: Fn(&mut [E], bool) + Sync + Send,
{
    if v.len() <= n || n >= PAR_ROW {
        v.chunks_mut(n).for_each(|r| f(r, true));
    } else {
        v.par_chunks_mut(n).for_each(|r| f(r, false));
    }
}

/// Rows of f32 at least this long are radix sorted.
const RADIX_MIN: usize = 1 << 12;
/// Rows at least this long start with a parallel MSD pass (shorter ones: LSD passes only).
const MSD_MIN: usize = 1 << 16;
/// Bits of the wide most significant digit: sign, exponent and 5 mantissa bits of an f32 key,
/// so that even a narrow range of values (one or two exponents) spreads over many buckets.
const MSD_WIDE: u32 = 14;
/// The narrow MSD used instead when the wide one would scatter into too many buckets at once
/// (keys spread over the whole range: more write streams than the caches and TLB hold).
const MSD_NARROW: u32 = 12;
/// Most non-empty buckets the wide MSD may have.
const MSD_WIDE_MAX_ACTIVE: usize = 2048;
/// Buckets (and short rows) larger than this get a scratch buffer of their own instead of the
/// worker's cached one, so that no worker keeps a huge buffer after the sort.
const SCRATCH_CACHE_MAX: usize = 1 << 20;

/// The 32-bit key of the f32 with bits `b`: increasing with the value (`-0.0` before `0.0`),
/// every NaN the largest key (NaNs last, as NumPy sorts them). Branch-free: random signs would
/// mispredict a branch on every other element.
#[inline]
fn f32_bits_key(b: u32) -> u32 {
    let flip = ((b as i32 >> 31) as u32) | (1 << 31);
    let nan = 0u32.wrapping_sub(((b & 0x7FFF_FFFF) > 0x7F80_0000) as u32);
    (b ^ flip) | nan
}

/// The bits of the f32 whose [`f32_bits_key`] is `k` (the quiet NaN for `u32::MAX`).
#[inline]
fn f32_key_bits(k: u32) -> u32 {
    let flip = !((k as i32 >> 31) as u32) | (1 << 31);
    let nan = 0u32.wrapping_sub((k == u32::MAX) as u32);
    ((k ^ flip) & !nan) | (f32::NAN.to_bits() & nan)
}

/// Exclusive prefix sums of `c` in place.
fn exclusive_scan(c: &mut [u32]) {
    let mut sum = 0u32;
    for x in c {
        let t = *x;
        *x = sum;
        sum = sum.wrapping_add(t);
    }
}

/// Stable scatter of `src` into `dst` by the digit `(k >> shift) & mask` from the start
/// positions `at`; with `DECODE` the keys are written back as f32 bits.
fn scatter_digit<const DECODE: bool>(
    src: &[u32],
    dst: &mut [u32],
    shift: u32,
    mask: u32,
    at: &mut [u32],
) {
    assert_eq!(src.len(), dst.len());
    for &k in src {
        let d = ((k >> shift) & mask) as usize;
        let p = at[d] as usize;
        // `at` holds the exclusive prefix sums of the digit counts of `src`, so every position
        // is below src.len() (checked: the slice index is bounds checked, no unsafe here).
        dst[p] = if DECODE { f32_key_bits(k) } else { k };
        at[d] += 1;
    }
}

thread_local! {
    /// Each worker's scratch buffer for the LSD passes (at most SCRATCH_CACHE_MAX keys).
    static SCRATCH: std::cell::RefCell<Vec<u32>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Sorts the keys `a` (fewer than 2^32) by LSD radix passes on `digits` (least significant
/// first, 2 or 3 of them, at most 11 bits each) and decodes them to f32 bits, in place. The
/// counts of every digit come from one read; digits all keys share are skipped.
fn lsd_decode(a: &mut [u32], digits: &[(u32, u32)]) {
    let n = a.len();
    if n < 256 {
        a.sort_unstable();
        a.iter_mut().for_each(|k| *k = f32_key_bits(*k));
        return;
    }
    let masks: Vec<u32> = digits.iter().map(|&(_, b)| (1u32 << b) - 1).collect();
    let mut counts: Vec<Vec<u32>> = masks.iter().map(|&m| vec![0u32; m as usize + 1]).collect();
    match (digits, &mut counts[..]) {
        ([(s0, _), (s1, _)], [c0, c1]) => {
            let (m0, m1) = (masks[0], masks[1]);
            for &k in a.iter() {
                c0[((k >> s0) & m0) as usize] += 1;
                c1[((k >> s1) & m1) as usize] += 1;
            }
        }
        ([(s0, _), (s1, _), (s2, _)], [c0, c1, c2]) => {
            let (m0, m1, m2) = (masks[0], masks[1], masks[2]);
            for &k in a.iter() {
                c0[((k >> s0) & m0) as usize] += 1;
                c1[((k >> s1) & m1) as usize] += 1;
                c2[((k >> s2) & m2) as usize] += 1;
            }
        }
        _ => unreachable!("lsd_decode takes 2 or 3 digits"),
    }
    // The passes that move keys: a digit every key shares leaves the order as it is.
    let passes: Vec<usize> = (0..digits.len())
        .filter(|&i| !counts[i].contains(&(n as u32)))
        .collect();
    if passes.is_empty() {
        a.iter_mut().for_each(|k| *k = f32_key_bits(*k));
        return;
    }
    let mut run = |b: &mut [u32]| {
        // Ping-pong between `a` and `b`; the last pass decodes. An odd number of passes ends
        // in `b`: the last pass then goes on into `a` instead by a copy of `b` first.
        let mut in_a = true;
        for (j, &i) in passes.iter().enumerate() {
            let last = j + 1 == passes.len();
            let (shift, mask) = (digits[i].0, masks[i]);
            let at = &mut counts[i];
            exclusive_scan(at);
            match (in_a, last) {
                (true, false) => scatter_digit::<false>(a, b, shift, mask, at),
                (false, false) => scatter_digit::<false>(b, a, shift, mask, at),
                (false, true) => scatter_digit::<true>(b, a, shift, mask, at),
                (true, true) => {
                    b.copy_from_slice(a);
                    scatter_digit::<true>(b, a, shift, mask, at);
                }
            }
            in_a = !in_a;
        }
    };
    if n > SCRATCH_CACHE_MAX {
        run(&mut crate::array::host_zeros::<u32>(n));
    } else {
        SCRATCH.with_borrow_mut(|scratch| {
            if scratch.len() < n {
                *scratch = vec![0u32; n.next_power_of_two().min(SCRATCH_CACHE_MAX)];
            }
            run(&mut scratch[..n]);
        });
    }
}

/// Sorts the f32 bits `src` into `dst` (as long) in NumPy's order: NaNs last, `-0.0` before
/// `0.0`. Long rows: one parallel MSD pass (14 bits of the key, 12 when the keys spread over
/// too many buckets) that makes the keys on the way, then every bucket in parallel (each small
/// enough for the caches) by two LSD passes on its low bits, the second one decoding. Short
/// rows: three LSD passes.
fn radix_sort_f32(src: &[u32], dst: &mut [u32]) {
    let n = src.len();
    assert_eq!(n, dst.len());
    if n < MSD_MIN {
        for (d, &b) in dst.iter_mut().zip(src) {
            *d = f32_bits_key(b);
        }
        lsd_decode(dst, &[(0, 11), (11, 11), (22, 10)]);
        return;
    }
    // Each part counts its keys' top digits; part p's keys of digit d go after every earlier
    // part's keys of d (stable).
    let parts = (rayon::current_num_threads() * 4).clamp(1, 256);
    let len = n.div_ceil(parts).max(1 << 14);
    let wide_shift = 32 - MSD_WIDE;
    let mut counts: Vec<Vec<usize>> = src
        .par_chunks(len)
        .map(|c| {
            let mut h = vec![0usize; 1 << MSD_WIDE];
            for &b in c {
                h[(f32_bits_key(b) >> wide_shift) as usize] += 1;
            }
            h
        })
        .collect();
    let mut bits = MSD_WIDE;
    let active = (0..1usize << MSD_WIDE)
        .filter(|&d| counts.iter().any(|c| c[d] > 0))
        .count();
    if active > MSD_WIDE_MAX_ACTIVE {
        // Coarsen: a narrow digit is the wide one without its low bits.
        let g = 1usize << (MSD_WIDE - MSD_NARROW);
        for c in &mut counts {
            *c = c.chunks(g).map(|q| q.iter().sum()).collect();
        }
        bits = MSD_NARROW;
    }
    let shift = 32 - bits;
    let nb = 1usize << bits;
    let mut total = vec![0usize; nb];
    for c in &counts {
        for (t, &x) in total.iter_mut().zip(c) {
            *t += x;
        }
    }
    // Start of part p's keys of digit d.
    let mut run = Vec::with_capacity(nb);
    let mut sum = 0;
    for &t in &total {
        run.push(sum);
        sum += t;
    }
    let mut starts: Vec<Vec<usize>> = Vec::with_capacity(counts.len());
    for c in &counts {
        starts.push(run.clone());
        for (r, &x) in run.iter_mut().zip(c) {
            *r += x;
        }
    }
    let out = SendPtr(dst.as_mut_ptr());
    src.par_chunks(len).zip(starts).for_each(|(chunk, mut at)| {
        let out = out.get();
        for &b in chunk {
            let k = f32_bits_key(b);
            let d = (k >> shift) as usize;
            // SAFETY: the positions of this part's digit-d keys, [starts[p][d], +counts[p][d]),
            // are disjoint from every other part's and inside dst (the counts came from the
            // same keys).
            unsafe { *out.add(at[d]) = k };
            at[d] += 1;
        }
    });
    // Bucket d is dst[start..end]; its keys share the top `bits` bits.
    let low = 32 - bits;
    let digits = [(0, low / 2), (low / 2, low - low / 2)];
    let mut pieces = Vec::with_capacity(nb);
    let mut rest = &mut dst[..];
    for &c in &total {
        let (b, r) = rest.split_at_mut(c);
        if c > 0 {
            pieces.push(b);
        }
        rest = r;
    }
    pieces.into_par_iter().for_each(|b| lsd_decode(b, &digits));
}

/// The bits of f32 elements as `u32`s (no copy).
fn f32_slice_bits<T: Element>(v: &[T]) -> &[u32] {
    assert_eq!(T::DTYPE, DType::F32, "f32 rows only");
    // SAFETY: T is f32 (checked above): 4 bytes, align 4, every bit pattern a valid u32; same
    // memory, same length, same lifetime.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u32, v.len()) }
}

/// A `Vec` of f32 bits as a `Vec` of f32 elements, in place (no copy).
fn bits_as_f32_vec<T: Element>(v: Vec<u32>) -> Vec<T> {
    assert_eq!(T::DTYPE, DType::F32, "f32 rows only");
    let mut v = std::mem::ManuallyDrop::new(v);
    // SAFETY: T is f32 (checked above): 4 bytes, align 4, every u32 a valid f32 bit pattern;
    // the allocation is handed over whole (pointer, length, capacity) and never freed twice.
    unsafe { Vec::from_raw_parts(v.as_mut_ptr() as *mut T, v.len(), v.capacity()) }
}

/// f32 rows sorted by radix sort, read straight from the input when it is a contiguous host
/// array, into a fresh buffer that becomes the result.
fn sort_f32_rows<T: Element>(data: &Array<T>, n: usize) -> Result<Vec<T>> {
    let view = data.view_cpu();
    let copy;
    let src: &[u32] = match view.as_ref().and_then(|v| v.as_slice()) {
        Some(s) => f32_slice_bits(s),
        None => {
            copy = data.to_vec()?;
            f32_slice_bits(&copy)
        }
    };
    let mut k: Vec<u32> = crate::array::host_zeros(src.len());
    if src.len() <= n || n >= PAR_ROW {
        for (s, d) in src.chunks(n).zip(k.chunks_mut(n)) {
            radix_sort_f32(s, d);
        }
    } else {
        src.par_chunks(n)
            .zip(k.par_chunks_mut(n))
            .for_each(|(s, d)| radix_sort_f32(s, d));
    }
    Ok(bits_as_f32_vec::<T>(k))
}

/// Each row of the C-contiguous `(batch, n)` data, sorted.
pub(crate) fn sort_rows<T: Element>(data: &Array<T>, n: usize) -> Result<Array<T>> {
    if T::DTYPE == DType::F32 && n >= RADIX_MIN && n < u32::MAX as usize {
        let out = sort_f32_rows(data, n)?;
        return Array::from_vec(out, data.shape(), data.device());
    }
    let host = data.to_vec()?;
    let out: Vec<T> = if T::DTYPE.is_complex() {
        let mut v = host;
        for_rows(&mut v, n, |r, par| {
            if par {
                r.par_sort_by_key(|&x| full_key(x));
            } else {
                r.sort_by_key(|&x| full_key(x));
            }
        });
        v
    } else {
        // Sort the keys themselves (plain u64s) and decode them: exact, and much faster than a
        // comparator through the element type.
        let mut k: Vec<u64> = host.par_iter().map(|&x| real_key(x, false)).collect();
        for_rows(&mut k, n, |r, par| {
            if par {
                r.par_sort_unstable();
            } else {
                r.sort_unstable();
            }
        });
        k.par_iter().map(|&k| decode_real::<T>(k)).collect()
    };
    Array::from_vec(out, data.shape(), data.device())
}

/// Stable argsort of the keys of each row: pairs (key, position) are unique, so an unstable sort
/// of the pairs is stable in the keys.
fn argsort_by<T: Element, K: Ord + Copy + Send + Sync>(
    host: &[T],
    n: usize,
    key: impl Fn(T) -> K + Sync + Send,
) -> Vec<i64> {
    let mut pairs: Vec<(K, u32)> = host
        .par_iter()
        .enumerate()
        .map(|(i, &x)| (key(x), (i % n) as u32))
        .collect();
    for_rows(&mut pairs, n, |r, par| {
        if par {
            r.par_sort_unstable();
        } else {
            r.sort_unstable();
        }
    });
    pairs.par_iter().map(|&(_, i)| i as i64).collect()
}

/// Each row's stable argsort.
pub(crate) fn argsort_rows<T: Element>(data: &Array<T>, n: usize) -> Result<Array<i64>> {
    let host = data.to_vec()?;
    let out = if n > u32::MAX as usize {
        // Positions beyond u32: sort with 64-bit positions.
        let mut pairs: Vec<((u8, u64, u64), usize)> = host
            .iter()
            .enumerate()
            .map(|(i, &x)| (full_key(x), i % n))
            .collect();
        pairs.par_chunks_mut(n).for_each(|r| r.sort_unstable());
        pairs.iter().map(|&(_, i)| i as i64).collect()
    } else if T::DTYPE.is_complex() {
        argsort_by(&host, n, full_key)
    } else {
        argsort_by(&host, n, |x| real_key(x, true))
    };
    Array::from_vec(out, data.shape(), data.device())
}

/// `searchsorted` on host data: `a` 1-D contiguous, `v` contiguous, `sorter` validated.
pub(crate) fn searchsorted<T: Element>(
    a: &Array<T>,
    v: &Array<T>,
    sorter: Option<&Array<i64>>,
    right: bool,
) -> Result<Array<i64>> {
    let av = a.to_vec()?;
    let n = av.len();
    let keys: Vec<(u8, u64, u64)> = match sorter {
        None => av.iter().map(|&x| full_key(x)).collect(),
        Some(s) => s
            .to_vec()?
            .iter()
            .map(|&k| full_key(av[if k < 0 { k + n as i64 } else { k } as usize]))
            .collect(),
    };
    let out: Vec<i64> = v
        .to_vec()?
        .par_iter()
        .map(|&x| {
            let kx = full_key(x);
            let pos = if right {
                keys.partition_point(|k| *k <= kx)
            } else {
                keys.partition_point(|k| *k < kx)
            };
            pos as i64
        })
        .collect();
    Array::from_vec(out, &[v.len()], v.device())
}

/// Whether two neighbours of a sorted run hold the same value.
fn same<T: Element>(a: T, b: T, equal_nan: bool) -> bool {
    if is_nan(a) || is_nan(b) {
        return equal_nan && is_nan(a) && is_nan(b);
    }
    full_key(a) == full_key(b)
}

/// `unique` of a flat contiguous array.
pub(crate) fn unique<T: Element>(flat: &Array<T>, opts: &UniqueOptions) -> Result<Unique<T>> {
    let dev = flat.device();
    let host = flat.to_vec()?;
    let n = host.len();
    let order: Vec<i64> = argsort_rows(flat, n.max(1))?.to_vec()?;
    let sorted: Vec<T> = order.iter().map(|&i| host[i as usize]).collect();
    let mut starts: Vec<usize> = Vec::new();
    for i in 0..n {
        if i == 0 || !same(sorted[i - 1], sorted[i], opts.equal_nan) {
            starts.push(i);
        }
    }
    let m = starts.len();
    let values: Vec<T> = starts.iter().map(|&s| sorted[s]).collect();
    let indices = opts
        .return_index
        .then(|| starts.iter().map(|&s| order[s]).collect::<Vec<i64>>());
    let counts = opts.return_counts.then(|| {
        (0..m)
            .map(|k| (starts.get(k + 1).copied().unwrap_or(n) - starts[k]) as i64)
            .collect::<Vec<i64>>()
    });
    let inverse = opts.return_inverse.then(|| {
        let mut inv = vec![0i64; n];
        let mut run = 0usize;
        for i in 0..n {
            if run + 1 < m && starts[run + 1] == i {
                run += 1;
            }
            inv[order[i] as usize] = run as i64;
        }
        inv
    });
    let arr = |v: Vec<i64>| {
        let n = v.len();
        Array::from_vec(v, &[n], dev)
    };
    Ok(Unique {
        values: Array::from_vec(values, &[m], dev)?,
        indices: indices.map(arr).transpose()?,
        inverse: inverse.map(arr).transpose()?,
        counts: counts.map(arr).transpose()?,
    })
}

#[cfg(test)]
mod radix_tests {
    use super::*;
    use crate::device::Device;

    /// Sorts f32 bits by the key order with a comparison sort (the reference).
    fn reference(v: &[u32]) -> Vec<u32> {
        let mut k: Vec<u32> = v.iter().map(|&b| f32_bits_key(b)).collect();
        k.sort_unstable();
        k.into_iter().map(f32_key_bits).collect()
    }

    #[test]
    fn keys_order_like_total_order_and_round_trip() {
        let specials = [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::MIN_POSITIVE,
            -f32::MIN_POSITIVE,
            f32::from_bits(1),
            f32::from_bits(0x8000_0001),
            f32::MAX,
            f32::MIN,
        ];
        for a in specials {
            assert_eq!(f32_key_bits(f32_bits_key(a.to_bits())), a.to_bits(), "{a}");
            for b in specials {
                assert_eq!(
                    f32_bits_key(a.to_bits()).cmp(&f32_bits_key(b.to_bits())),
                    a.total_cmp(&b),
                    "{a} {b}"
                );
            }
        }
        for nan in [
            f32::NAN,
            -f32::NAN,
            f32::from_bits(0x7F80_0001),
            f32::from_bits(0xFFC0_1234),
        ] {
            assert_eq!(f32_bits_key(nan.to_bits()), u32::MAX);
            assert!(f32::from_bits(f32_key_bits(u32::MAX)).is_nan());
        }
    }

    #[test]
    fn radix_sort_matches_a_comparison_sort() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for (n, mask, or) in [
            (0usize, u32::MAX, 0u32),
            (1, u32::MAX, 0),
            (255, u32::MAX, 0),
            (5000, u32::MAX, 0),
            (7000, 0xFF00, 0),
            (6000, 0, 0x3F80_0000),
            // The parallel MSD pass (n >= 2^16): random bits (wide: the narrow MSD), values in
            // [1, 2) and [-2, -1] (few top buckets), keys differing only in the top bits, all
            // keys equal, small integers.
            (200_000, u32::MAX, 0),
            (150_000, 0x807F_FFFF, 0x3F80_0000),
            (100_000, 0xFFE0_0000, 0),
            (70_000, 0, 0x4000_0000),
            (300_000, 0x0000_FFFF, 0),
        ] {
            let v: Vec<u32> = (0..n).map(|_| (next() as u32 & mask) | or).collect();
            let want = reference(&v);
            let mut got = vec![0u32; n];
            radix_sort_f32(&v, &mut got);
            let same = got.iter().zip(&want).all(|(g, w)| {
                g == w || (f32::from_bits(*g).is_nan() && f32::from_bits(*w).is_nan())
            });
            assert!(same, "n = {n}, mask = {mask:#x}, or = {or:#x}");
        }
        // Small integers as f32 (few distinct keys, one bucket each).
        let v: Vec<u32> = (0..100_000)
            .map(|_| ((next() % 1000) as f32).to_bits())
            .collect();
        let mut got = vec![0u32; v.len()];
        radix_sort_f32(&v, &mut got);
        assert_eq!(got, reference(&v));
        // Random bits with NaNs mixed in: NaNs last.
        let v: Vec<u32> = (0..80_000).map(|_| next() as u32).collect();
        let mut got = vec![0u32; v.len()];
        radix_sort_f32(&v, &mut got);
        let nans = v.iter().filter(|&&b| f32::from_bits(b).is_nan()).count();
        assert!(nans > 0);
        assert!(
            got[v.len() - nans..]
                .iter()
                .all(|&b| f32::from_bits(b).is_nan())
        );
        assert_eq!(got[..v.len() - nans], reference(&v)[..v.len() - nans]);
    }

    #[test]
    fn f32_sort_rows_long_and_many_short() {
        let n = 1 << 17;
        let data: Vec<f32> = (0..2 * n)
            .map(|i| ((i * 7919) % 100_003) as f32 - 5e4)
            .collect();
        let a = Array::from_vec(data.clone(), &[2 * n], &Device::cpu()).unwrap();
        let got = sort_rows(&a, 2 * n).unwrap().to_vec().unwrap();
        let mut want = data.clone();
        want.sort_by(f32::total_cmp);
        assert_eq!(got, want);
        // 64 rows of RADIX_MIN + 3: rows sorted in parallel, each on its own.
        let m = RADIX_MIN + 3;
        let data: Vec<f32> = (0..64 * m)
            .map(|i| ((i * 104_729) % 65_537) as f32 * -0.5)
            .collect();
        let a = Array::from_vec(data.clone(), &[64, m], &Device::cpu()).unwrap();
        let got = sort_rows(&a, m).unwrap().to_vec().unwrap();
        for r in 0..64 {
            let mut want = data[r * m..(r + 1) * m].to_vec();
            want.sort_by(f32::total_cmp);
            assert_eq!(&got[r * m..(r + 1) * m], &want[..], "row {r}");
        }
    }

    #[test]
    fn f32_rows_sort_like_numpy() {
        // Two rows above RADIX_MIN with NaNs of both signs, signed zeros, infinities.
        let n = RADIX_MIN + 37;
        let mut data: Vec<f32> = (0..2 * n)
            .map(|i| ((i * 7919) % 1013) as f32 * 0.37 - 150.0)
            .collect();
        data[3] = f32::NAN;
        data[n + 5] = -f32::NAN;
        data[10] = -0.0;
        data[11] = 0.0;
        data[12] = f32::INFINITY;
        data[n + 1] = f32::NEG_INFINITY;
        let a = Array::from_vec(data.clone(), &[2, n], &Device::cpu()).unwrap();
        let got = sort_rows(&a, n).unwrap().to_vec().unwrap();
        for r in 0..2 {
            let mut want = data[r * n..(r + 1) * n].to_vec();
            want.sort_by(|x, y| {
                x.partial_cmp(y)
                    .unwrap_or_else(|| x.is_nan().cmp(&y.is_nan()))
            });
            let row = &got[r * n..(r + 1) * n];
            for (i, (g, w)) in row.iter().zip(&want).enumerate() {
                assert!(
                    g == w || (g.is_nan() && w.is_nan()),
                    "row {r} [{i}]: {g} vs {w}"
                );
            }
            assert!(row[n - 1].is_nan());
        }
        // -0.0 comes before 0.0 (the key order) and both compare equal to zero.
        let z = got.iter().position(|v| *v == 0.0).unwrap();
        assert!(got[z].is_sign_negative() && got[z + 1] == 0.0 && got[z + 1].is_sign_positive());
    }
}
