//! Scalar error functions (filled in by its family's work).
