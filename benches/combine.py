#!/usr/bin/env python3
"""Joins gsci-bench's and cupy_compare.py's JSON into one table, with the ratio gsci/CuPy.

Usage: python3 benches/combine.py [GSCI_JSON] [CUPY_JSON] [OUT_MD]
Defaults: $OUT/gsci_bench.json, $OUT/cupy_bench.json and $OUT/bench_table.md ($OUT defaults to
the current folder). Prints the table (markdown) and writes it to OUT_MD.

The ratio is gsci's median time over CuPy's: below 1 gsci is faster. GB/s counts bytes read plus
bytes written. The target column holds issue 2's targets for the H200.
"""
import json
import os
import sys

# issue 2's targets: ("GB/s", at least) or ("us", at most)
TARGETS = {
    "D2D copy f32 2^28": ("GB/s", 2500),
    "astype f32->f64 2^28": ("GB/s", 2500),
    "transpose copy f32 8192^2": ("GB/s", 2500),
    "concatenate 2 x f32 2^27": ("GB/s", 2500),
    "H2D 1 GiB pageable": ("GB/s", 50),
    "D2H 1 GiB pageable": ("GB/s", 50),
    "small op 1k f32 copy, host wall per op": ("us", 10),
    "small op 1k f32->f64 astype, host wall per op": ("us", 10),
}


def load(path):
    try:
        with open(path) as f:
            return json.load(f), None
    except (OSError, ValueError) as e:
        return None, f"{path}: {e}"


def fmt_ms(ms):
    if ms is None:
        return "-"
    return f"{ms:.4f}" if ms >= 0.1 else f"{ms:.5f}"


def fmt_gbs(g):
    return "-" if g is None else f"{g:.0f}" if g >= 100 else f"{g:.1f}"


def status(w):
    """The cell for a workload that has no time."""
    if w is None:
        return "-"
    if w.get("skipped"):
        return "skipped"
    if w.get("error"):
        return "FAILED"
    return None


def target_cell(name, w):
    t = TARGETS.get(name)
    if t is None:
        return "", ""
    unit, value = t
    if unit == "GB/s":
        text = f">= {value} GB/s"
        got = w.get("gb_per_s") if w else None
        met = None if got is None else got >= value
    else:
        text = f"<= {value} us"
        ms = w.get("median_ms") if w else None
        met = None if ms is None else ms * 1e3 <= value
    if w is not None and w.get("valid") is False:
        met = False
    return text, "" if met is None else ("yes" if met else "no")


def main():
    out = os.environ.get("OUT", ".")
    gsci_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(out, "gsci_bench.json")
    cupy_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(out, "cupy_bench.json")
    md_path = sys.argv[3] if len(sys.argv) > 3 else os.path.join(out, "bench_table.md")
    gsci, gerr = load(gsci_path)
    cupy, cerr = load(cupy_path)
    if gsci is None and cupy is None:
        print(f"combine.py: nothing to combine ({gerr}; {cerr})", file=sys.stderr)
        return 2
    gw = {w["name"]: w for w in (gsci or {}).get("workloads", [])}
    cw = {w["name"]: w for w in (cupy or {}).get("workloads", [])}
    names = list(gw) + [n for n in cw if n not in gw]

    lines = []
    if gsci:
        lines.append(f"gsci {gsci.get('version', '?')} on {gsci.get('device_name', '?')} "
                     f"({gsci.get('device', '?')}), commit {gsci.get('commit') or 'unknown'}")
    else:
        lines.append(f"gsci: no results ({gerr})")
    if cupy:
        lines.append(f"CuPy {cupy.get('version', '?')} on {cupy.get('device_name', '?')}")
    else:
        lines.append(f"CuPy: no results ({cerr})")
    lines.append("")
    lines.append("| workload | gsci ms | CuPy ms | gsci/CuPy | gsci GB/s | CuPy GB/s | target | met |")
    lines.append("|---|---:|---:|---:|---:|---:|---|---|")
    for n in names:
        g, c = gw.get(n), cw.get(n)
        gms = g.get("median_ms") if g else None
        cms = c.get("median_ms") if c else None
        gcell = status(g) if gms is None else fmt_ms(gms)
        if g is not None and g.get("valid") is False and gms is not None:
            gcell += " (WRONG)"
        ccell = status(c) if cms is None else fmt_ms(cms)
        ratio = f"{gms / cms:.2f}" if gms and cms else "-"
        tgt, met = target_cell(n, g)
        lines.append(f"| {n} | {gcell} | {ccell} | {ratio} | "
                     f"{fmt_gbs(g.get('gb_per_s') if g else None)} | "
                     f"{fmt_gbs(c.get('gb_per_s') if c else None)} | {tgt} | {met} |")
    notes = [f"- {n}: {w['skipped']}" for n, w in gw.items() if w.get("skipped")]
    notes += [f"- {n}: gsci error: {w['error']}" for n, w in gw.items() if w.get("error")]
    notes += [f"- {n}: CuPy error: {w['error']}" for n, w in cw.items() if w.get("error")]
    notes += [f"- {n}: {w['note']}" for n, w in cw.items() if w.get("note")]
    if notes:
        lines += ["", *notes]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    try:
        with open(md_path, "w") as f:
            f.write(text)
    except OSError as e:
        print(f"combine.py: cannot write {md_path}: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
