//! Scalar elliptic functions (filled in by its family's work).
