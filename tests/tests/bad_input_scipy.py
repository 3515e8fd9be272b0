"""Checks the bad-input tables (tests/tests/bad_input_*.rs) against SciPy: each case names the
SciPy/NumPy expression it mirrors; this script evaluates every expression with the pinned SciPy
and NumPy and reports each case whose classification (error, all-NaN value, value) differs from
the table's.

Run: /tmp/venv/bin/python tests/tests/bad_input_scipy.py   (exit status 1 on a mismatch)
"""
import math
import os
import re
import signal
import sys
import warnings
from pathlib import Path

import numpy as np
import scipy
import scipy.fft
import scipy.linalg
import scipy.ndimage
import scipy.signal
import scipy.sparse
import scipy.sparse.linalg
import scipy.special
import scipy.stats

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__

HERE = Path(__file__).parent
CASE = re.compile(
    r'case\(\s*"((?:[^"\\]|\\.)*)",\s*(.*?),\s*"((?:[^"\\]|\\.)*)",\s*\|', re.S
)


def classify(value):
    try:
        a = np.asarray(value, dtype=complex).ravel()
    except (TypeError, ValueError):
        return "value"
    if a.size and all(math.isnan(z.real) or math.isnan(z.imag) for z in a):
        return "nan"
    return "value"


def evaluate(expr):
    """Classifies `expr` in a forked child (SciPy segfaults or computes for minutes on some of
    these inputs): "err", "nan", "value", "crash" or "slow"."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        signal.alarm(20)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                got = classify(eval(expr))
            except Exception:  # noqa: BLE001 - SciPy raising anything is an error
                got = "err"
        os.write(w, got.encode())
        os._exit(0)
    os.close(w)
    out = os.read(r, 16).decode()
    os.close(r)
    _, status = os.waitpid(pid, 0)
    if out:
        return out
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
        return "slow"
    return "crash"


def main():
    bad = strict = total = 0
    for path in sorted(HERE.glob("bad_input_*.rs")):
        text = path.read_text()
        for name, want, expr in CASE.findall(text):
            if not expr:
                continue
            total += 1
            expr = expr.encode().decode("unicode_escape")
            if want.startswith("strict("):
                kind = "strict"
            elif want.startswith(("err(", "axis_err", "index_err")):
                kind = "err"
            elif "Want::Nan" in want:
                kind = "nan"
            else:
                kind = "value"
            got = evaluate(expr)
            if kind == "strict":
                # gsci refuses on purpose where SciPy computes something meaningless.
                strict += got != "err"
                continue
            if got in ("slow", "crash"):
                print(f"{path.name}: {name}: SciPy {'computes for over 20 s' if got == 'slow' else 'crashes'}: {expr}")
                continue
            ok = got == kind or (kind == "value" and got == "nan" and "vals(" in want)
            if not ok:
                bad += 1
                print(f"{path.name}: {name}: table wants {kind} ({want.strip()}), SciPy gives {got}: {expr}")
    print(f"{total} expressions checked, {bad} differ, {strict} refused by gsci only (strict)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
