"""Shared by signal/golden/generate_extra.py and generate_smoothing.py: the pinned versions,
the data folder and the deterministic .npz writer (stored, sorted keys, fixed zip timestamps)."""
import io
import sys
import zipfile
from pathlib import Path

import numpy as np
import scipy

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
DATA = Path(__file__).resolve().parent / "data"


def check_versions():
    if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
        sys.exit(
            f"needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
            f"numpy {np.__version__} and scipy {scipy.__version__}"
        )


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def random_signal(rng, shape, dtype):
    """Standard normal values (complex: independent real and imaginary parts) as `dtype`."""
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)
