//! gsci-stats integration tests (being written).
