//! Filter design, frequency responses, windows and waveforms against SciPy 1.17.1 golden data
//! (signal/golden/generate_design.py writes it). Designs are SciPy's formulas evaluated in the
//! same order, so results agree to 1e-12 relative (with an absolute floor of 1e-13 times the
//! largest magnitude of the compared array, for entries that are rounding noise around zero);
//! the few iterative algorithms state their own tolerance where they are tested.

#[path = "design/common.rs"]
mod common;
#[path = "design/conversions.rs"]
mod conversions;
#[path = "design/fir.rs"]
mod fir;
#[path = "design/freq.rs"]
mod freq;
#[path = "design/iir.rs"]
mod iir;
#[path = "design/order.rs"]
mod order;
#[path = "common/mod.rs"]
mod shared;
#[path = "design/ss.rs"]
mod ss;
#[path = "design/waveforms.rs"]
mod waveforms;
#[path = "design/windows.rs"]
mod windows;
