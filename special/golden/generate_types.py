"""SciPy's loops (`ufunc.types`) of every scipy.special ufunc: special/golden/data/types.txt.

Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1):

    /tmp/venv/bin/python special/golden/generate_types.py

One line per ufunc, ``name sig sig ...`` in SciPy's order, sorted by name. The registry test
checks that each gsci-special function's loops are SciPy's, in SciPy's order (complex loops that
gsci does not have yet may be missing; no other loop may). Deterministic output.
"""

from pathlib import Path

import numpy as np
import scipy
import scipy.special as sc

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__

lines = []
for name in sorted(dir(sc)):
    f = getattr(sc, name)
    if isinstance(f, np.ufunc):
        lines.append(" ".join([name] + list(f.types)))
out = Path(__file__).parent / "data" / "types.txt"
out.write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines)} ufuncs to {out}")
