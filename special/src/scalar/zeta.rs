//! Scalar zeta functions (filled in by its family's work).
