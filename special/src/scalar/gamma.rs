//! Scalar gamma functions (filled in by its family's work).
