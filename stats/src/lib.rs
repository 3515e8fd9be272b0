//! gsci-stats: `scipy.stats` distributions, descriptive statistics and tests.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
