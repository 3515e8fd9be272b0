//! Scalar bessel functions (filled in by its family's work).
