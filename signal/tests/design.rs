//! Filter design and windows against SciPy golden data (being written).
