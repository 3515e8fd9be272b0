//! The two primitives the host backends (threads, TCP) build every collective from.

use super::wire::Deposit;
use gsci_core::{Error, Result};
use std::sync::Arc;
use std::time::Duration;

/// Which mailbox a point-to-point message goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Tag {
    /// `send`/`recv` data.
    Data = 0,
    /// The receiver's verdict on a `send` (its error, if any).
    Ack = 1,
    /// Internal exchanges (halo values, `all_to_all_v`).
    Internal = 2,
}

pub(crate) trait Transport: Send {
    /// `"threads"` or `"tcp"`.
    fn name(&self) -> &'static str;
    fn rank(&self) -> usize;
    fn size(&self) -> usize;
    /// Every rank deposits once; returns every rank's deposit in rank order, or an error on
    /// timeout or when a rank has left.
    fn exchange(
        &self,
        op: &'static str,
        dep: Deposit,
        timeout: Duration,
    ) -> Result<Arc<Vec<Arc<Deposit>>>>;
    /// Queues a message for `dst` (never blocks on the receiver).
    fn post(&self, op: &'static str, dst: usize, tag: Tag, dep: Deposit) -> Result<()>;
    /// The oldest message from `src` with this tag, waiting up to `timeout`.
    fn take(&self, op: &'static str, src: usize, tag: Tag, timeout: Duration) -> Result<Deposit>;
}

/// The error of a wait that ran out of time.
pub(crate) fn timed_out(op: &'static str, timeout: Duration, whom: &str) -> Error {
    Error::Io(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        format!(
            "{op}: timed out after {:.3} s waiting for {whom} (CommOptions::timeout)",
            timeout.as_secs_f64()
        ),
    ))
}
