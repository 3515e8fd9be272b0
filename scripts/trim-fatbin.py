#!/usr/bin/env python3
"""Zero every fatbin entry of a shared library that is not for the given SM (default 90), so that
the library compresses to a size the device tool can carry (cuDSS 1.0's libcudss.so.1 is 160 MiB,
of which 14 MiB are its sm_90 cubins). Offsets and headers stay as they are; only payloads of other
architectures (and PTX) become zeros, which the driver never reads on that SM.

Usage: scripts/trim-fatbin.py IN OUT [--sm 90]
"""
import argparse
import struct

MAGIC = 0xBA55ED50

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("dst")
ap.add_argument("--sm", type=int, default=90)
a = ap.parse_args()
d = bytearray(open(a.src, "rb").read())
kept = zeroed = 0
i = 0
while True:
    i = d.find(struct.pack("<I", MAGIC), i)
    if i < 0:
        break
    _, _, hsize, fsize = struct.unpack_from("<IHHQ", d, i)
    p, end = i + hsize, i + hsize + fsize
    while p < end:
        kind, _, ehs, padded = struct.unpack_from("<HHIQ", d, p)
        sm = struct.unpack_from("<I", d, p + 28)[0]
        if kind == 2 and sm == a.sm:
            kept += padded
        else:
            d[p + ehs : p + ehs + padded] = bytes(padded)
            zeroed += padded
        p += ehs + padded
    i = end
open(a.dst, "wb").write(d)
print(f"kept {kept >> 20} MiB of sm_{a.sm} cubins, zeroed {zeroed >> 20} MiB")
