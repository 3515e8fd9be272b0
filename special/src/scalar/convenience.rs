//! Scalar convenience functions (filled in by its family's work).
