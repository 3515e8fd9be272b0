//! The collectives of the host backends (threads, TCP), on top of [`Transport`]: every rank
//! deposits its description and data, checks every rank's description (so a bad argument on one
//! rank is an error on all of them) and reduces in rank order.

use super::fold;
use super::transport::{Tag, Transport};
use super::wire::{Deposit, ErrKind, Meta, from_bytes, to_bytes};
use gsci_core::{Element, Error, Result};
use std::sync::Arc;
use std::time::Duration;

/// What must agree across ranks besides the op, the dtype and the local errors.
#[derive(Clone, Copy, Default)]
pub(crate) struct Check {
    pub shape: bool,
    pub root: bool,
    pub reduce: bool,
}

pub(crate) struct HostComm {
    pub transport: Box<dyn Transport>,
    pub timeout: Duration,
}

/// The error every rank reports for a round whose descriptions disagree (computed from all
/// descriptions alone, so every rank finds the same problem).
fn validate(all: &[Arc<Deposit>], check: Check) -> Result<()> {
    let m0 = &all[0].meta;
    let op = m0.op;
    for (k, d) in all.iter().enumerate() {
        if d.meta.op != op {
            return Err(Error::InvalidArgument {
                op: d.meta.op,
                reason: format!(
                    "rank {k} called {} while rank 0 called {op}: every rank must call the same collectives in the same order",
                    d.meta.op
                ),
            });
        }
    }
    for (k, d) in all.iter().enumerate() {
        if let Some((kind, msg)) = &d.meta.error {
            return Err(match kind {
                ErrKind::Invalid => Error::InvalidArgument {
                    op,
                    reason: format!("rank {k}: {msg}"),
                },
                ErrKind::Unsupported => Error::Unsupported {
                    what: format!("{op}: {msg} (rank {k})"),
                    backend: "any".into(),
                },
            });
        }
    }
    for d in all.iter() {
        if let (Some(a), Some(b)) = (m0.dtype, d.meta.dtype) {
            if a != b {
                return Err(Error::DTypeMismatch {
                    op,
                    left: a,
                    right: b,
                });
            }
        }
    }
    for (k, d) in all.iter().enumerate() {
        if check.root && d.meta.root != m0.root {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "root differs across ranks: rank 0 passed {:?}, rank {k} passed {:?}",
                    m0.root, d.meta.root
                ),
            });
        }
        if check.reduce && d.meta.reduce != m0.reduce {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "op differs across ranks: rank 0 passed {:?}, rank {k} passed {:?}",
                    m0.reduce, d.meta.reduce
                ),
            });
        }
        if check.shape && d.meta.shape != m0.shape {
            return Err(Error::ShapeMismatch {
                op,
                left: m0.shape.clone(),
                right: d.meta.shape.clone(),
            });
        }
    }
    Ok(())
}

fn split_len(op: &'static str, len: usize, n: usize) -> Result<usize> {
    if n == 0 || len % n != 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("{len} elements cannot be split into {n} equal parts"),
        });
    }
    Ok(len / n)
}

impl HostComm {
    pub fn rank(&self) -> usize {
        self.transport.rank()
    }

    pub fn size(&self) -> usize {
        self.transport.size()
    }

    fn round(
        &self,
        meta: Meta,
        parts: Vec<Vec<u8>>,
        check: Check,
    ) -> Result<Arc<Vec<Arc<Deposit>>>> {
        let op = meta.op;
        let all = self
            .transport
            .exchange(op, Deposit { meta, parts }, self.timeout)?;
        validate(&all, check)?;
        Ok(all)
    }

    /// Reduces every rank's data in rank order.
    fn reduce_all<T: Element>(&self, all: &[Arc<Deposit>], op: &'static str) -> Result<Vec<T>> {
        let red = all[0].meta.reduce.unwrap_or(crate::ReduceOp::Sum);
        let mut acc: Vec<T> = from_bytes(op, &all[0].parts[0])?;
        for d in &all[1..] {
            let x: Vec<T> = from_bytes(op, &d.parts[0])?;
            fold::fold_into(red, &mut acc, &x);
        }
        fold::finish(red, &mut acc, all.len());
        Ok(acc)
    }

    pub fn all_reduce<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Vec<T>> {
        let op = meta.op;
        let check = Check {
            shape: true,
            reduce: true,
            ..Default::default()
        };
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        self.reduce_all(&all, op)
    }

    pub fn reduce<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Option<Vec<T>>> {
        let op = meta.op;
        let check = Check {
            shape: true,
            reduce: true,
            root: true,
        };
        let root = meta.root;
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        if root == Some(self.rank()) {
            Ok(Some(self.reduce_all(&all, op)?))
        } else {
            Ok(None)
        }
    }

    pub fn broadcast<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Vec<T>> {
        let op = meta.op;
        let root = meta.root.unwrap_or(0);
        let check = Check {
            shape: true,
            root: true,
            ..Default::default()
        };
        let part = if root == self.rank() {
            to_bytes(x)
        } else {
            Vec::new()
        };
        let all = self.round(meta, vec![part], check)?;
        from_bytes(op, &all[root].parts[0])
    }

    fn concat<T: Element>(op: &'static str, all: &[Arc<Deposit>]) -> Result<Vec<T>> {
        let mut out = Vec::new();
        for d in all {
            out.extend(from_bytes::<T>(op, &d.parts[0])?);
        }
        Ok(out)
    }

    pub fn all_gather<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Vec<T>> {
        let op = meta.op;
        let check = Check {
            shape: true,
            ..Default::default()
        };
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        Self::concat(op, &all)
    }

    pub fn gather<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Option<Vec<T>>> {
        let op = meta.op;
        let root = meta.root;
        let check = Check {
            shape: true,
            root: true,
            ..Default::default()
        };
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        if root == Some(self.rank()) {
            Ok(Some(Self::concat(op, &all)?))
        } else {
            Ok(None)
        }
    }

    /// Returns this rank's part and its shape (the root's shape without its first axis).
    pub fn scatter<T: Element>(&self, meta: Meta, x: Option<&[T]>) -> Result<(Vec<T>, Vec<usize>)> {
        let op = meta.op;
        let root = meta.root.unwrap_or(0);
        let check = Check {
            root: true,
            ..Default::default()
        };
        let part = match x {
            Some(x) if root == self.rank() => to_bytes(x),
            _ => Vec::new(),
        };
        let all = self.round(meta, vec![part], check)?;
        let data: Vec<T> = from_bytes(op, &all[root].parts[0])?;
        let shape = all[root].meta.shape.get(1..).unwrap_or(&[]).to_vec();
        let k = split_len(op, data.len(), self.size())?;
        let r = self.rank();
        Ok((data[r * k..(r + 1) * k].to_vec(), shape))
    }

    pub fn reduce_scatter<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Vec<T>> {
        let op = meta.op;
        let check = Check {
            shape: true,
            reduce: true,
            ..Default::default()
        };
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        let red = all[0].meta.reduce.unwrap_or(crate::ReduceOp::Sum);
        let k = split_len(op, x.len(), self.size())?;
        let r = self.rank();
        let mut acc: Vec<T> = Vec::new();
        for (j, d) in all.iter().enumerate() {
            let v: Vec<T> = from_bytes(op, &d.parts[0])?;
            let mine = &v[r * k..(r + 1) * k];
            if j == 0 {
                acc = mine.to_vec();
            } else {
                fold::fold_into(red, &mut acc, mine);
            }
        }
        fold::finish(red, &mut acc, all.len());
        Ok(acc)
    }

    pub fn all_to_all<T: Element>(&self, meta: Meta, x: &[T]) -> Result<Vec<T>> {
        let op = meta.op;
        let check = Check {
            shape: true,
            ..Default::default()
        };
        let all = self.round(meta, vec![to_bytes(x)], check)?;
        let k = split_len(op, x.len(), self.size())?;
        let r = self.rank();
        let mut out = Vec::with_capacity(x.len());
        for d in all.iter() {
            let v: Vec<T> = from_bytes(op, &d.parts[0])?;
            out.extend_from_slice(&v[r * k..(r + 1) * k]);
        }
        Ok(out)
    }

    pub fn barrier(&self, meta: Meta) -> Result<()> {
        self.round(meta, Vec::new(), Check::default()).map(|_| ())
    }

    /// Posts `x` to `dst` without waiting for the receiver's verdict (see [`Self::send_ack`]).
    pub fn send_post<T: Element>(&self, meta: Meta, dst: usize, x: &[T]) -> Result<()> {
        let op = meta.op;
        self.transport.post(
            op,
            dst,
            Tag::Data,
            Deposit {
                meta,
                parts: vec![to_bytes(x)],
            },
        )
    }

    /// Waits for `dst`'s verdict on a posted send.
    pub fn send_ack(&self, dst: usize) -> Result<()> {
        let ack = self.transport.take("send", dst, Tag::Ack, self.timeout)?;
        match ack.meta.error {
            None => Ok(()),
            Some((_, msg)) => Err(Error::InvalidArgument {
                op: "send",
                reason: format!("rank {dst}'s recv refused the message: {msg}"),
            }),
        }
    }

    /// Receives from `src` into a buffer of `shape`; tells the sender whether it matched.
    pub fn recv<T: Element>(&self, src: usize, shape: &[usize]) -> Result<Vec<T>> {
        let d = self.transport.take("recv", src, Tag::Data, self.timeout)?;
        let mut ack = Meta::new("ack");
        let verdict = if d.meta.dtype != Some(T::DTYPE) {
            Err(Error::DTypeMismatch {
                op: "recv",
                left: T::DTYPE,
                right: d.meta.dtype.unwrap_or(T::DTYPE),
            })
        } else if d.meta.shape != shape {
            Err(Error::ShapeMismatch {
                op: "recv",
                left: shape.to_vec(),
                right: d.meta.shape.clone(),
            })
        } else {
            from_bytes::<T>("recv", &d.parts[0])
        };
        if let Err(e) = &verdict {
            ack.fail(ErrKind::Invalid, e.to_string());
        }
        self.transport.post(
            "recv",
            src,
            Tag::Ack,
            Deposit {
                meta: ack,
                parts: Vec::new(),
            },
        )?;
        verdict
    }

    /// Posts one message to each rank of `sends` (internal exchanges; no verdicts).
    pub fn post_internal<T: Element>(&self, sends: &[(usize, Vec<T>)]) -> Result<()> {
        for (dst, v) in sends {
            let mut meta = Meta::new("halo");
            meta.dtype = Some(T::DTYPE);
            meta.shape = vec![v.len()];
            self.transport.post(
                "halo",
                *dst,
                Tag::Internal,
                Deposit {
                    meta,
                    parts: vec![to_bytes(v)],
                },
            )?;
        }
        Ok(())
    }

    /// Takes one internal message from each rank of `srcs`, checking the expected lengths.
    pub fn take_internal<T: Element>(&self, srcs: &[(usize, usize)]) -> Result<Vec<Vec<T>>> {
        srcs.iter()
            .map(|&(src, len)| {
                let d = self
                    .transport
                    .take("halo", src, Tag::Internal, self.timeout)?;
                let v: Vec<T> = from_bytes("halo", &d.parts[0])?;
                if d.meta.dtype != Some(T::DTYPE) || v.len() != len {
                    return Err(Error::InvalidArgument {
                        op: "halo",
                        reason: format!(
                            "rank {src} sent {} {:?} values, expected {len} {}",
                            v.len(),
                            d.meta.dtype,
                            T::DTYPE
                        ),
                    });
                }
                Ok(v)
            })
            .collect()
    }
}
