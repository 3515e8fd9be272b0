#!/usr/bin/env python3
"""Writes the golden reference data of the gsci conformance tests (tests/golden/data/).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python tests/golden/generate.py

The output is deterministic (seeded inputs, fixed zip timestamps): regenerating with the same
versions rewrites identical bytes. The data is committed; regenerate only on purpose.

Files written
-------------
data/VERSIONS.json
    The Python, NumPy and SciPy versions that wrote the data.
data/astype/from_<src>.npz, <src> one of NumPy's 14 dtype names (bool, int8, ..., complex128)
    For every target dtype <dst> of the 14: `in_<dst>` (1-D array of dtype <src>) and
    `out_<dst>` = `in_<dst>.astype(<dst>)` (1-D, same length). The inputs differ per target so that
    only casts that C defines are recorded: NaN, infinities, and values whose truncation lies
    outside the target's range are never cast to an integer (NumPy warns there and the results are
    platform-specific). Negative fractions above -1 are cast to unsigned types: they truncate to 0,
    which C defines.
data/astype/from_bfloat16.npz
    NumPy has no bfloat16. Its `in_<dst>` are bfloat16 values (see the float16 note: stored as
    uint16 bit patterns), for every one of the 15 targets including bfloat16; `out_<dst>` is
    NumPy's float32 -> <dst> cast of the same values, since bfloat16 -> float32 is exact (the
    bits shifted left by 16); `out_bfloat16` is the input itself. The casts *to* bfloat16 from
    NumPy dtypes are checked in Rust from the `in_float32`/`out_float32` pairs (bfloat16 from
    float32 with round-to-nearest-even, as `half::bf16::from_f32`).

float16 and bfloat16 arrays are written as their uint16 bit patterns (`x.view(np.uint16)`):
ndarray-npy, which the Rust tests read with, has no float16. Every other dtype is written as
itself. The .npz files are uncompressed (the workspace builds ndarray-npy without deflate).
"""

import io
import json
import math
import sys
import zipfile
import zlib
from pathlib import Path

import numpy as np
import scipy

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"

if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"generate.py needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}; see the command at the top"
    )

DATA = Path(__file__).resolve().parent / "data"

BOOL = [np.dtype(np.bool_)]
SIGNED = [np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64)]
UNSIGNED = [np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64)]
FLOATS = [np.dtype(t) for t in (np.float16, np.float32, np.float64)]
COMPLEX = [np.dtype(t) for t in (np.complex64, np.complex128)]
DTYPES = BOOL + SIGNED + UNSIGNED + FLOATS + COMPLEX
INTEGERS = SIGNED + UNSIGNED


def name(dt):
    """NumPy's name of a dtype, as gsci's `DType::name` spells it."""
    return "bool" if dt == np.bool_ else dt.name


def seed_of(*parts):
    """A stable seed per case (Python's hash() is salted per process)."""
    return zlib.crc32("/".join(parts).encode())


# ---------------------------------------------------------------- interesting values

def int_candidates(dt):
    """Integers within `dt`'s range: small values, type limits, wrap-around points, and values
    that float16/float32/float64 cannot hold exactly (to test their rounding)."""
    info = np.iinfo(dt)
    special = [0, 1, 2, 3, 7, 100, 127, 128, 255, 256, 300, 1000, 2047, 2049, 2051, 4097,
               32767, 32768, 65504, 65505, 65519, 65520, 65535, 65536, 70000,
               2**24 - 1, 2**24, 2**24 + 1, 2**24 + 3, 2**25 + 2, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
               2**32 + 1, 2**53 - 1, 2**53, 2**53 + 1, 2**53 + 3, 2**62 + 2**38, 2**62 + 2**39 + 1,
               2**63 - 1, 2**63, 2**63 + 1, 2**63 + 2**39, 2**64 - 2**40, 2**64 - 2**39 - 1, 2**64 - 1]
    values = special + [-v for v in special] + [int(info.min), int(info.max), int(info.min) + 1]
    rng = np.random.default_rng(seed_of("int", name(dt)))
    values += [int(v) for v in rng.integers(info.min, info.max, size=24, dtype=dt, endpoint=True)]
    # Random values of every magnitude, not only near the extremes.
    bits = info.bits - (1 if info.min < 0 else 0)
    for _ in range(16):
        v = int(rng.integers(0, 2 ** int(rng.integers(1, bits + 1)), dtype=np.uint64))
        values += [v, -v]
    return [v for v in values if info.min <= v <= info.max]


# f16 and f32 halfway points and double-rounding traps. f16 has 10 fraction bits, f32 23: near 1.0
# the f16 halfway points are 1 + (2k+1) 2^-11. A value a hair above (below) a halfway point rounds
# up (down) directly, but rounding through float32 first lands exactly on the halfway point and
# ties to even, which can go the other way.
HALFWAY = [
    1 + 2**-11, 1 + 3 * 2**-11, 1 + 2**-11 + 2**-40, 1 + 3 * 2**-11 - 2**-40,
    1 + 2**-11 - 2**-40, 2049.0, 2051.0, 2049.0 + 2**-30, 65504.0, 65519.0, 65519.999999, 65520.0,
    1 + 2**-24, 1 + 3 * 2**-24, 1 + 2**-24 + 2**-50, 1 + 3 * 2**-24 - 2**-50,
    2.0**24 + 1, 2.0**24 + 3, 2.0**53 - 1,
]
# Subnormals, underflow and overflow of the narrower float types.
EXTREMES = [
    6.103515625e-05, 6.0e-05, 5.960464477539063e-08, 2.98e-08, 2.9802322387695312e-08, 1e-8, 1e-7,
    1.1754943508222875e-38, 1e-40, 1.401298464324817e-45, 7.006492321624085e-46, 1e-300, 5e-324,
    3.4028234663852886e38, 3.4028235677973366e38, 3.40282356e38, 1e39, 1e300,
    1.7976931348623157e308,
]
# Values whose truncation hits integer limits (kept only where the target can hold them).
INT_EDGES = [
    127.9, 128.0, 255.9, 256.0, 32767.5, 32768.0, 65535.9, 65536.0, 2147483647.0, 2147483647.9,
    2147483648.0, 2147483520.0, 4294967295.0, 4294967295.9, 4294967296.0, 4294967040.0,
    9223372036854774784.0, 9223371487098961920.0, 9223372036854775808.0,
    18446744073709549568.0, 18446742974197923840.0, 18446744073709551616.0,
]
FRACTIONS = [0.0, 1.0, 2.5, 0.5, 1.5, 3.5, 1e-3, 0.1, 0.9, 0.999, 3.7, 7.5, 100.25, 1234.5678,
             12345.678, 1e6 + 0.5, 123456789.987]


def float_candidates(dt, rng):
    """Real values for a float source: both signs of everything above, inf, nan, and seeded
    random values of every magnitude, converted to `dt` (out-of-range ones become inf)."""
    mags = FRACTIONS + HALFWAY + EXTREMES + INT_EDGES
    values = [s * m for m in mags for s in (1.0, -1.0)]
    values += [math.inf, -math.inf, math.nan]
    values += list(rng.standard_normal(16) * 10.0 ** rng.uniform(-6, 9, 16))
    with np.errstate(over="ignore", under="ignore"):
        return np.array(values, dtype=np.float64).astype(dt.type(0).real.dtype)


def int_target_values(src_real, dst, rng):
    """Extra source values spread uniformly over `dst`'s range (so float -> int casts see more
    than edge cases), as the real type of the source."""
    info = np.iinfo(dst)
    top = float(np.finfo(src_real).max)
    lo, hi = max(float(info.min), -top), min(float(info.max), top)
    return rng.uniform(lo, hi, 24).astype(src_real)


def defined_for(dst, re):
    """Which real values `re` may be cast to integer/bool type `dst`: C defines float -> integer
    conversion only when the truncated value is representable."""
    if dst == np.bool_:
        return np.ones(re.shape, dtype=bool)
    info = np.iinfo(dst)
    keep = np.isfinite(re)
    trunc = np.trunc(np.where(keep, re, 0).astype(np.float64))
    # Compare exactly: Python ints from the (exact) float64 truncation.
    exact = np.array([int(t) for t in trunc], dtype=object)
    keep &= (exact >= int(info.min)) & (exact <= int(info.max))
    return keep


def dedup(a):
    """Drops repeated values (by bit pattern), keeping the first occurrence's order."""
    raw = a.view(np.uint8).reshape(len(a), a.dtype.itemsize)
    _, first = np.unique(raw, axis=0, return_index=True)
    return a[np.sort(first)]


def inputs_for(src, dst):
    """The input array for the cast src -> dst."""
    rng = np.random.default_rng(seed_of("astype", name(src), name(dst)))
    if src == np.bool_:
        return np.array([False, True, True, False, True], dtype=np.bool_)
    if src in INTEGERS:
        return dedup(np.array(int_candidates(src), dtype=src))
    real = np.dtype(src.type(0).real.dtype)
    re = float_candidates(src, rng)
    if dst in INTEGERS:
        re = np.concatenate([re, int_target_values(real, dst, rng)])
    if src in COMPLEX:
        ims = np.array([0.0, -0.0, 1.0, -2.5, 1e-3, 3e38, math.inf, -math.inf, math.nan], dtype=real)
        im = ims[np.arange(len(re)) % len(ims)]
        extra_re = np.array([0.0, 0.0, -0.0, 0.0, math.nan, math.inf, 1.0], dtype=real)
        extra_im = np.array([0.0, 1.0, -0.0, math.nan, 0.0, -math.inf, math.nan], dtype=real)
        re, im = np.concatenate([re, extra_re]), np.concatenate([im, extra_im])
        keep = defined_for(dst, re) if (dst in INTEGERS or dst == np.bool_) else np.ones(len(re), bool)
        values = np.empty(int(keep.sum()), dtype=src)
        values.real, values.imag = re[keep], im[keep]
        return dedup(values)
    if dst in INTEGERS:
        re = re[defined_for(dst, re)]
    return dedup(re.astype(src))


def cast(values, dst):
    """NumPy's astype, refusing to record anything NumPy flags as invalid. Overflow to inf and
    underflow are IEEE-defined for float targets and allowed there."""
    import warnings

    float_target = dst in FLOATS or dst in COMPLEX
    with warnings.catch_warnings():
        # ComplexWarning is a RuntimeWarning: the filter added last is checked first.
        warnings.simplefilter("error", RuntimeWarning)
        warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        if float_target:
            with np.errstate(over="ignore", under="ignore", invalid="raise", divide="raise"):
                return values.astype(dst)
        with np.errstate(all="raise"):
            return values.astype(dst)


def stored(a):
    """How an array is written: float16 (and bfloat16, already uint16) as uint16 bit patterns."""
    return a.view(np.uint16) if a.dtype == np.float16 else a


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def bf16_bits_from_f32(x):
    """bfloat16 bit patterns of float32 values that bfloat16 holds exactly."""
    bits = x.view(np.uint32)
    assert np.all((bits & 0xFFFF) == 0), "not exact in bfloat16"
    return (bits >> 16).astype(np.uint16)


def bf16_exact_f32(values):
    """float32 values that bfloat16 holds exactly: `values` truncated to bfloat16 precision
    (NaN kept as the canonical quiet NaN)."""
    x = np.asarray(values, dtype=np.float32)
    bits = x.view(np.uint32) & np.uint32(0xFFFF0000)
    out = bits.view(np.float32).copy()
    out[np.isnan(x)] = np.float32(np.nan)
    return out


def astype_bfloat16(total):
    """from_bfloat16.npz: bfloat16 inputs (exact in float32), NumPy's float32 -> dst outputs."""
    arrays = {}
    for dst in DTYPES + ["bfloat16"]:
        dst_name = dst if isinstance(dst, str) else name(dst)
        rng = np.random.default_rng(seed_of("astype", "bfloat16", dst_name))
        f32 = bf16_exact_f32(float_candidates(np.dtype(np.float32), rng))
        if dst_name != "bfloat16" and np.dtype(dst) in INTEGERS:
            extra = bf16_exact_f32(int_target_values(np.float32, np.dtype(dst), rng))
            f32 = np.concatenate([f32, extra])
            f32 = f32[defined_for(np.dtype(dst), f32)]
        f32 = dedup(f32)
        arrays[f"in_{dst_name}"] = bf16_bits_from_f32(f32)
        if dst_name == "bfloat16":
            arrays[f"out_{dst_name}"] = arrays[f"in_{dst_name}"]
        else:
            arrays[f"out_{dst_name}"] = stored(cast(f32, np.dtype(dst)))
    path = DATA / "astype" / "from_bfloat16.npz"
    write_npz(path, arrays)
    return total + sum(len(a) for k, a in arrays.items() if k.startswith("in_"))


def main():
    total = 0
    for src in DTYPES:
        arrays = {}
        for dst in DTYPES:
            values = inputs_for(src, dst)
            out = cast(values, dst)
            assert out.shape == values.shape
            arrays[f"in_{name(dst)}"] = stored(values)
            arrays[f"out_{name(dst)}"] = stored(out)
            total += len(values)
        write_npz(DATA / "astype" / f"from_{name(src)}.npz", arrays)
    total = astype_bfloat16(total)
    versions = {
        "python": sys.version.split()[0],
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "generator": "tests/golden/generate.py",
    }
    (DATA / "VERSIONS.json").write_text(json.dumps(versions, indent=2) + "\n")
    size = sum(p.stat().st_size for p in DATA.rglob("*") if p.is_file())
    print(f"wrote {total} astype cases, {size / 1e6:.2f} MB under {DATA}")


if __name__ == "__main__":
    main()
