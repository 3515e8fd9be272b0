//! What ranks hand each other on the host transports (threads, TCP): a [`Meta`] describing the
//! call (so that every rank can check every other rank's arguments) and the payload bytes.

use gsci_core::{DType, Element, Error, Result};

use crate::ReduceOp;

/// The collectives' names, in the order the TCP wire numbers them.
pub(crate) const OPS: [&str; 15] = [
    "all_reduce",
    "reduce",
    "broadcast",
    "all_gather",
    "gather",
    "scatter",
    "reduce_scatter",
    "all_to_all",
    "barrier",
    "send",
    "recv",
    "all_to_all_v",
    "ack",
    "halo",
    "init",
];

/// Which error a rank's own check found (carried to every rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ErrKind {
    Invalid,
    Unsupported,
}

/// One rank's description of its call.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Meta {
    pub op: &'static str,
    pub dtype: Option<DType>,
    pub shape: Vec<usize>,
    pub root: Option<usize>,
    pub reduce: Option<ReduceOp>,
    /// The error this rank's own argument check found, if any.
    pub error: Option<(ErrKind, String)>,
}

impl Meta {
    pub fn new(op: &'static str) -> Meta {
        Meta {
            op,
            dtype: None,
            shape: Vec::new(),
            root: None,
            reduce: None,
            error: None,
        }
    }

    /// Records the first local error (later ones are dropped).
    pub fn fail(&mut self, kind: ErrKind, msg: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some((kind, msg.into()));
        }
    }
}

/// One rank's contribution to a round: its description and its payload parts (one part, or one
/// per destination rank).
#[derive(Clone, Debug)]
pub(crate) struct Deposit {
    pub meta: Meta,
    pub parts: Vec<Vec<u8>>,
}

/// The bytes of a slice of elements (every element type is plain data without padding).
pub(crate) fn to_bytes<T: Element>(v: &[T]) -> Vec<u8> {
    let n = std::mem::size_of_val(v);
    // SAFETY: `Element` types (bool, integers, f16, bf16, floats, num-complex's repr(C) pairs)
    // have no padding, so every byte of the slice is initialised.
    unsafe { std::slice::from_raw_parts(v.as_ptr().cast::<u8>(), n) }.to_vec()
}

/// Elements from bytes written by [`to_bytes`] (a bool byte must be 0 or 1).
pub(crate) fn from_bytes<T: Element>(op: &'static str, b: &[u8]) -> Result<Vec<T>> {
    let size = std::mem::size_of::<T>();
    if b.len() % size != 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "received {} bytes, not a whole number of {} elements",
                b.len(),
                T::DTYPE
            ),
        });
    }
    if T::DTYPE == DType::Bool && b.iter().any(|&x| x > 1) {
        return Err(Error::InvalidArgument {
            op,
            reason: "received a bool byte other than 0 or 1".into(),
        });
    }
    let n = b.len() / size;
    let mut out: Vec<T> = Vec::new();
    out.try_reserve_exact(n)
        .map_err(|_| Error::HostOutOfMemory {
            op,
            what: format!("{n} received {} elements", T::DTYPE),
            requested: b.len(),
        })?;
    // SAFETY: the capacity holds `n` elements; the bytes are a valid bit pattern of `T` (checked
    // for bool above; every pattern is valid for the numeric types).
    unsafe {
        std::ptr::copy_nonoverlapping(b.as_ptr(), out.as_mut_ptr().cast::<u8>(), b.len());
        out.set_len(n);
    }
    Ok(out)
}

fn put_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_u64(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

/// A deposit as bytes, for the TCP transport.
pub(crate) fn encode(dep: &Deposit) -> Vec<u8> {
    let m = &dep.meta;
    let mut out = Vec::new();
    let op = OPS.iter().position(|&o| o == m.op).unwrap_or(0);
    out.push(op as u8);
    out.push(
        m.dtype
            .and_then(|d| DType::ALL.iter().position(|&x| x == d))
            .map_or(255, |i| i as u8),
    );
    out.push(m.reduce.map_or(255, |r| r as u8));
    put_u64(&mut out, m.root.map_or(u64::MAX, |r| r as u64));
    put_u64(&mut out, m.shape.len() as u64);
    for &d in &m.shape {
        put_u64(&mut out, d as u64);
    }
    match &m.error {
        None => out.push(0),
        Some((kind, msg)) => {
            out.push(if *kind == ErrKind::Invalid { 1 } else { 2 });
            put_str(&mut out, msg);
        }
    }
    put_u64(&mut out, dep.parts.len() as u64);
    for p in &dep.parts {
        put_u64(&mut out, p.len() as u64);
        out.extend_from_slice(p);
    }
    out
}

struct Reader<'b> {
    b: &'b [u8],
    at: usize,
}

impl Reader<'_> {
    fn bytes(&mut self, n: usize) -> Result<&[u8]> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.b.len());
        let end = end.ok_or_else(|| Error::InvalidArgument {
            op: "Communicator",
            reason: "a truncated message arrived from a peer".into(),
        })?;
        let s = &self.b[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8> {
        Ok(self.bytes(1)?[0])
    }
    fn u64(&mut self) -> Result<u64> {
        let mut a = [0u8; 8];
        a.copy_from_slice(self.bytes(8)?);
        Ok(u64::from_le_bytes(a))
    }
    fn len(&mut self) -> Result<usize> {
        let v = self.u64()?;
        usize::try_from(v)
            .ok()
            .filter(|&v| v <= self.b.len())
            .ok_or_else(|| Error::InvalidArgument {
                op: "Communicator",
                reason: format!("a message from a peer names a length of {v} bytes"),
            })
    }
}

/// The inverse of [`encode`].
pub(crate) fn decode(b: &[u8]) -> Result<Deposit> {
    let mut r = Reader { b, at: 0 };
    let op = OPS.get(r.u8()? as usize).copied().unwrap_or("unknown");
    let dtype = DType::ALL.get(r.u8()? as usize).copied();
    let reduce = ReduceOp::ALL.get(r.u8()? as usize).copied();
    let root = r.u64()?;
    let root = (root != u64::MAX).then_some(root as usize);
    let ndim = r.len()?;
    let shape = (0..ndim)
        .map(|_| r.u64().map(|d| d as usize))
        .collect::<Result<Vec<_>>>()?;
    let error = match r.u8()? {
        0 => None,
        k => {
            let n = r.len()?;
            let msg = String::from_utf8_lossy(r.bytes(n)?).into_owned();
            let kind = if k == 1 {
                ErrKind::Invalid
            } else {
                ErrKind::Unsupported
            };
            Some((kind, msg))
        }
    };
    let nparts = r.len()?;
    let mut parts = Vec::with_capacity(nparts.min(1 << 16));
    for _ in 0..nparts {
        let n = r.len()?;
        parts.push(r.bytes(n)?.to_vec());
    }
    Ok(Deposit {
        meta: Meta {
            op,
            dtype,
            shape,
            root,
            reduce,
            error,
        },
        parts,
    })
}
