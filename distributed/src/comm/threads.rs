//! Ranks as threads of one process: a shared hub with one round of deposits at a time (guarded
//! by a mutex and a condition variable) and per-pair mailboxes for point-to-point messages.

use super::transport::{Tag, Transport, timed_out};
use super::wire::Deposit;
use gsci_core::{Error, Result};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

struct State {
    /// Completed rounds so far.
    generation: u64,
    /// This round's deposits, by rank.
    slots: Vec<Option<Arc<Deposit>>>,
    arrived: usize,
    /// The deposits of the last completed round.
    last: Arc<Vec<Arc<Deposit>>>,
    /// Ranks whose communicator was dropped.
    closed: Vec<bool>,
    mail: HashMap<(usize, usize, Tag), VecDeque<Deposit>>,
}

/// What the ranks of one `init_threads` share.
pub(crate) struct Hub {
    n: usize,
    state: Mutex<State>,
    wake: Condvar,
}

impl Hub {
    pub fn new(n: usize) -> Arc<Hub> {
        Arc::new(Hub {
            n,
            state: Mutex::new(State {
                generation: 0,
                slots: vec![None; n],
                arrived: 0,
                last: Arc::new(Vec::new()),
                closed: vec![false; n],
                mail: HashMap::new(),
            }),
            wake: Condvar::new(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A rank that panicked while holding the lock left the state consistent (every update is
        // a few assignments), so the other ranks carry on and report errors instead of panicking.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// One rank's handle on the hub.
pub(crate) struct ThreadTransport {
    pub hub: Arc<Hub>,
    pub rank: usize,
}

fn left(op: &'static str, rank: usize) -> Error {
    Error::InvalidArgument {
        op,
        reason: format!("rank {rank} has left (its communicator was dropped) before taking part"),
    }
}

impl Transport for ThreadTransport {
    fn name(&self) -> &'static str {
        "threads"
    }

    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.hub.n
    }

    fn exchange(
        &self,
        op: &'static str,
        dep: Deposit,
        timeout: Duration,
    ) -> Result<Arc<Vec<Arc<Deposit>>>> {
        let hub = &self.hub;
        let mut st = hub.lock();
        let generation = st.generation;
        st.slots[self.rank] = Some(Arc::new(dep));
        st.arrived += 1;
        if st.arrived == hub.n {
            let all: Vec<Arc<Deposit>> = st.slots.iter_mut().filter_map(Option::take).collect();
            st.last = Arc::new(all);
            st.arrived = 0;
            st.generation += 1;
            hub.wake.notify_all();
            return Ok(st.last.clone());
        }
        let deadline = Instant::now() + timeout;
        loop {
            if st.generation != generation {
                return Ok(st.last.clone());
            }
            let gone = (0..hub.n).find(|&k| st.closed[k] && st.slots[k].is_none());
            let now = Instant::now();
            if gone.is_some() || now >= deadline {
                st.slots[self.rank] = None;
                st.arrived -= 1;
                let waiting: Vec<usize> = (0..hub.n).filter(|&k| st.slots[k].is_none()).collect();
                return Err(match gone {
                    Some(k) => left(op, k),
                    None => timed_out(op, timeout, &format!("ranks {waiting:?}")),
                });
            }
            st = hub
                .wake
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    fn post(&self, _op: &'static str, dst: usize, tag: Tag, dep: Deposit) -> Result<()> {
        let mut st = self.hub.lock();
        st.mail
            .entry((self.rank, dst, tag))
            .or_default()
            .push_back(dep);
        self.hub.wake.notify_all();
        Ok(())
    }

    fn take(&self, op: &'static str, src: usize, tag: Tag, timeout: Duration) -> Result<Deposit> {
        let hub = &self.hub;
        let mut st = hub.lock();
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(d) = st
                .mail
                .get_mut(&(src, self.rank, tag))
                .and_then(VecDeque::pop_front)
            {
                return Ok(d);
            }
            if st.closed[src] {
                return Err(left(op, src));
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(timed_out(op, timeout, &format!("rank {src}")));
            }
            st = hub
                .wake
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

impl Drop for ThreadTransport {
    fn drop(&mut self) {
        let mut st = self.hub.lock();
        st.closed[self.rank] = true;
        self.hub.wake.notify_all();
    }
}
