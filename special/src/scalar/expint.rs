//! Scalar expint functions (filled in by its family's work).
