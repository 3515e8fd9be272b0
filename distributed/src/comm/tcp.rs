//! CPU ranks in separate processes: each round's deposits and every point-to-point message go
//! through the [`TcpStore`] under numbered keys.

use super::transport::{Tag, Transport};
use super::wire::{Deposit, decode, encode};
use crate::store::TcpStore;
use gsci_core::Result;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub(crate) struct TcpTransport {
    store: TcpStore,
    rank: usize,
    size: usize,
    round: Cell<u64>,
    /// Messages posted to / taken from each (peer, tag).
    seq: Mutex<HashMap<(usize, usize, Tag), u64>>,
}

impl TcpTransport {
    pub fn new(store: TcpStore, rank: usize, size: usize, timeout: Duration) -> Result<Self> {
        let t = TcpTransport {
            store,
            rank,
            size,
            round: Cell::new(0),
            seq: Mutex::new(HashMap::new()),
        };
        // Every rank must be there before the first collective.
        t.exchange(
            "init",
            Deposit {
                meta: super::wire::Meta::new("init"),
                parts: Vec::new(),
            },
            timeout,
        )?;
        Ok(t)
    }

    fn next(&self, src: usize, dst: usize, tag: Tag) -> u64 {
        let mut m = self.seq.lock().unwrap_or_else(|e| e.into_inner());
        let e = m.entry((src, dst, tag)).or_insert(0);
        *e += 1;
        *e
    }
}

fn key(round: u64, rank: usize) -> String {
    format!("gsci/round/{round}/{rank}")
}

impl Transport for TcpTransport {
    fn name(&self) -> &'static str {
        "tcp"
    }

    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.size
    }

    fn exchange(
        &self,
        _op: &'static str,
        dep: Deposit,
        timeout: Duration,
    ) -> Result<Arc<Vec<Arc<Deposit>>>> {
        let round = self.round.get();
        self.round.set(round + 1);
        self.store.set(&key(round, self.rank), &encode(&dep))?;
        let deadline = Instant::now() + timeout;
        let mut all = Vec::with_capacity(self.size);
        for j in 0..self.size {
            let left = deadline.saturating_duration_since(Instant::now());
            let bytes = self.store.get(&key(round, j), left)?;
            all.push(Arc::new(decode(&bytes)?));
        }
        // Every rank has deposited this round, so every rank has read the previous one.
        if round > 0 {
            self.store.delete_key(&key(round - 1, self.rank))?;
        }
        Ok(Arc::new(all))
    }

    fn post(&self, _op: &'static str, dst: usize, tag: Tag, dep: Deposit) -> Result<()> {
        let n = self.next(self.rank, dst, tag);
        let k = format!("gsci/mail/{}/{dst}/{}/{n}", self.rank, tag as u8);
        self.store.set(&k, &encode(&dep))
    }

    fn take(&self, _op: &'static str, src: usize, tag: Tag, timeout: Duration) -> Result<Deposit> {
        let n = self.next(src, self.rank, tag);
        let k = format!("gsci/mail/{src}/{}/{}/{n}", self.rank, tag as u8);
        let bytes = self.store.get(&k, timeout)?;
        self.store.delete_key(&k)?;
        decode(&bytes)
    }
}
