//! CPU side of sorting and searching: keys from `keys.rs`, sorted with rayon.

use super::keys::{decode_real, full_key, is_nan, real_key};
use super::{Unique, UniqueOptions};
use crate::array::Array;
use crate::dtype::{DType, Element};
use crate::error::Result;
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

/// Bits of the most significant digit (the parallel MSD pass) of the f32 radix sort.
const MSD_BITS: u32 = 11;
/// The low digits, sorted inside each MSD bucket: (shift, bits), least significant first.
const LOW_DIGITS: [(u32, u32); 2] = [(0, 11), (11, 10)];

/// Counts of the digit `(k >> shift) & mask` of every key.
fn digit_counts(v: &[u32], shift: u32, mask: u32) -> Vec<usize> {
    let mut c = vec![0usize; mask as usize + 1];
    for &k in v {
        c[((k >> shift) & mask) as usize] += 1;
    }
    c
}

/// The bits of a `Vec` of f32 elements as `u32`s, in place (no copy).
fn f32_vec_as_bits<T: Element>(v: Vec<T>) -> Vec<u32> {
    assert_eq!(T::DTYPE, DType::F32, "f32 rows only");
    let mut v = std::mem::ManuallyDrop::new(v);
    // SAFETY: T is f32 (checked above): 4 bytes, align 4, every bit pattern a valid u32; the
    // allocation is handed over whole (pointer, length, capacity) and never freed twice.
    unsafe { Vec::from_raw_parts(v.as_mut_ptr() as *mut u32, v.len(), v.capacity()) }
}

/// The inverse of [`f32_vec_as_bits`].
fn bits_as_f32_vec<T: Element>(v: Vec<u32>) -> Vec<T> {
    assert_eq!(T::DTYPE, DType::F32, "f32 rows only");
    let mut v = std::mem::ManuallyDrop::new(v);
    // SAFETY: as above; every u32 is a valid f32 bit pattern.
    unsafe { Vec::from_raw_parts(v.as_mut_ptr() as *mut T, v.len(), v.capacity()) }
}

/// The 32-bit key of the f32 with bits `b`: increasing with the value (`-0.0` before `0.0`),
/// every NaN the largest key (NaNs last, as NumPy sorts them).
#[inline]
fn f32_bits_key(b: u32) -> u32 {
    if f32::from_bits(b).is_nan() {
        return u32::MAX;
    }
    if b >> 31 == 1 { !b } else { b | (1 << 31) }
}

/// The bits of the f32 whose [`f32_bits_key`] is `k` (the quiet NaN for `u32::MAX`).
#[inline]
fn f32_key_bits(k: u32) -> u32 {
    if k == u32::MAX {
        f32::NAN.to_bits()
    } else if k >> 31 == 1 {
        k ^ (1 << 31)
    } else {
        !k
    }
}

/// Stable counting scatter of `src` into `dst` by the digit at `shift`, given its counts.
fn scatter_digit(src: &[u32], dst: &mut [u32], shift: u32, mask: u32, count: &[usize]) {
    let mut at = Vec::with_capacity(count.len());
    let mut sum = 0;
    for &c in count {
        at.push(sum);
        sum += c;
    }
    for &k in src {
        let d = ((k >> shift) & mask) as usize;
        dst[at[d]] = k;
        at[d] += 1;
    }
}

/// LSD radix sort of `src` by `digits` (least significant first), skipping digits all keys
/// share; the sorted keys end in `dst` (both as long; `src` is scratch afterwards).
fn lsd_sort_into(src: &mut [u32], dst: &mut [u32], digits: &[(u32, u32)]) {
    let n = src.len();
    if n < 64 {
        dst.copy_from_slice(src);
        dst.sort_unstable();
        return;
    }
    // `cur_in_src`: where the keys are now.
    let mut cur_in_src = true;
    for &(shift, bits) in digits {
        let mask = (1u32 << bits) - 1;
        let count = digit_counts(if cur_in_src { src } else { dst }, shift, mask);
        if count.contains(&n) {
            continue;
        }
        if cur_in_src {
            scatter_digit(src, dst, shift, mask, &count);
        } else {
            scatter_digit(dst, src, shift, mask, &count);
        }
        cur_in_src = !cur_in_src;
    }
    if cur_in_src {
        dst.copy_from_slice(src);
    }
}

#[derive(Clone, Copy)]
struct SendPtr(*mut u32);
// SAFETY: used only to let rayon workers write disjoint positions of one buffer.
unsafe impl Send for SendPtr {}
unsafe impl Sync for SendPtr {}

impl SendPtr {
    /// The pointer (a method, so that closures capture the whole `Sync` wrapper).
    fn get(self) -> *mut u32 {
        self.0
    }
}

/// Sorts `v` ascending: one parallel pass by the top 11 bits (sign, exponent and two mantissa
/// bits of an f32 key: even narrow value ranges spread over many buckets), then every bucket
/// (in parallel, each small enough for the caches) by LSD radix sort on its low 21 bits.
fn radix_sort_u32(v: &mut [u32]) {
    let n = v.len();
    if n < 2 {
        return;
    }
    let mut tmp = crate::array::host_zeros::<u32>(n);
    let full = [LOW_DIGITS[0], LOW_DIGITS[1], (21, MSD_BITS)];
    if n < 1 << 16 {
        tmp.copy_from_slice(v);
        lsd_sort_into(&mut tmp, v, &full);
        return;
    }
    let shift = 32 - MSD_BITS;
    let mask = (1u32 << MSD_BITS) - 1;
    let nb = 1usize << MSD_BITS;
    // Each part counts its keys' top digits; part p's keys of digit d go after every earlier
    // part's keys of d (stable).
    let parts = rayon::current_num_threads().clamp(1, 64);
    let len = n.div_ceil(parts);
    let counts: Vec<Vec<usize>> = v
        .par_chunks(len)
        .map(|c| digit_counts(c, shift, mask))
        .collect();
    let mut total = vec![0usize; nb];
    for c in &counts {
        for (t, &x) in total.iter_mut().zip(c) {
            *t += x;
        }
    }
    let mut starts: Vec<Vec<usize>> = Vec::with_capacity(counts.len());
    let mut bucket = 0;
    let mut bucket_start = vec![0usize; nb];
    for (d, b) in bucket_start.iter_mut().enumerate() {
        *b = bucket;
        bucket += total[d];
    }
    let mut run = bucket_start.clone();
    for c in &counts {
        starts.push(run.clone());
        for (r, &x) in run.iter_mut().zip(c) {
            *r += x;
        }
    }
    let out = SendPtr(tmp.as_mut_ptr());
    v.par_chunks(len).zip(starts).for_each(|(chunk, mut at)| {
        let out = out.get();
        for &k in chunk {
            let d = ((k >> shift) & mask) as usize;
            // SAFETY: the positions of this part's digit-d keys, [starts[p][d], +counts[p][d]),
            // are disjoint from every other part's and inside tmp.
            unsafe { *out.add(at[d]) = k };
            at[d] += 1;
        }
    });
    // Bucket d is tmp[start..end] (sorted into v[start..end]).
    let mut pieces = Vec::with_capacity(nb);
    let (mut rest_v, mut rest_t) = (&mut v[..], &mut tmp[..]);
    for &c in &total {
        let (bv, rv) = rest_v.split_at_mut(c);
        let (bt, rt) = rest_t.split_at_mut(c);
        if c > 0 {
            pieces.push((bv, bt));
        }
        rest_v = rv;
        rest_t = rt;
    }
    pieces.into_par_iter().for_each(|(bv, bt)| {
        if bv.len() == 1 {
            bv[0] = bt[0];
        } else {
            lsd_sort_into(bt, bv, &LOW_DIGITS);
        }
    });
}

/// Each row of the C-contiguous `(batch, n)` data, sorted.
pub(crate) fn sort_rows<T: Element>(data: &Array<T>, n: usize) -> Result<Array<T>> {
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
    } else if T::DTYPE == DType::F32 && n >= RADIX_MIN {
        // f32 rows: radix sort of 32-bit keys (an MSD pass, then two LSD passes per bucket),
        // the keys made in place in the host copy and decoded back into it.
        let mut k = f32_vec_as_bits(host);
        k.par_iter_mut().for_each(|b| *b = f32_bits_key(*b));
        for_rows(&mut k, n, |r, _| radix_sort_u32(r));
        k.par_iter_mut().for_each(|b| *b = f32_key_bits(*b));
        bits_as_f32_vec::<T>(k)
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

    #[test]
    fn radix_sort_matches_a_comparison_sort() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for (n, mask) in [
            (0usize, u32::MAX),
            (1, u32::MAX),
            (5000, u32::MAX),
            (7000, 0xFF00),
            (300, 0),
            // The parallel MSD pass (n >= 2^16): random keys, keys in few top buckets, keys
            // differing only in the top bits, all keys equal.
            (200_000, u32::MAX),
            (150_000, 0x0030_FFFF),
            (100_000, 0xFFE0_0000),
            (70_000, 0),
        ] {
            let mut v: Vec<u32> = (0..n).map(|_| next() as u32 & mask).collect();
            let mut want = v.clone();
            want.sort_unstable();
            radix_sort_u32(&mut v);
            assert_eq!(v, want, "n = {n}, mask = {mask:#x}");
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
