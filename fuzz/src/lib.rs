//! The bodies of gsci's fuzz targets (see `bodies.rs`).
pub mod bodies;
