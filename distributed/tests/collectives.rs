//! Every collective, with 1-4 thread ranks (and 3 TCP ranks), for several dtypes, against the
//! obvious serial result computed here.

use gsci_distributed::{
    Array, CommOptions, Communicator, Complex64, DType, Device, Element, ReduceOp, Result,
    TcpStore, f16,
};

/// Rank `r`'s data: `len` values depending on rank and position (no zeros for prod).
fn data<T: Element>(r: usize, len: usize) -> Vec<T> {
    (0..len)
        .map(|i| {
            let v = ((r * 7 + i * 3) % 5 + 1) as i64 - if T::DTYPE.is_integer() { 0 } else { 2 };
            T::from_scalar(gsci_core::Scalar::Int(v))
        })
        .collect()
}

fn cpu() -> Device {
    Device::cpu()
}

/// The serial reduction of every rank's data, rank by rank, with [`combine_ref`].
fn serial<T: Element>(n: usize, len: usize, op: ReduceOp) -> Vec<T> {
    let mut acc = data::<T>(0, len);
    for r in 1..n {
        for (a, x) in acc.iter_mut().zip(data::<T>(r, len)) {
            *a = combine_ref(op, *a, x);
        }
    }
    if op == ReduceOp::Avg {
        use gsci_core::Scalar::*;
        for a in acc.iter_mut() {
            *a = T::from_scalar(match a.to_scalar() {
                Int(x) => Int(x / n as i64),
                UInt(x) => UInt(x / n as u64),
                Float(x) => Float(x / n as f64),
                Complex(x, y) => Complex(x / n as f64, y / n as f64),
                b => b,
            });
        }
    }
    acc
}

fn check_all_reduce<T: Element>(n: usize) {
    let len = 5;
    for op in ReduceOp::ALL {
        if T::DTYPE.is_complex() && matches!(op, ReduceOp::Min | ReduceOp::Max) {
            continue;
        }
        let out = Communicator::spawn_ranks(n, |c| -> Result<_> {
            let x = Array::from_vec(data::<T>(c.rank(), len), &[len], &cpu())?;
            let a = c.all_reduce(&x, op)?.to_vec()?;
            let mut b = Array::<T>::zeros(&[len], &cpu())?;
            c.all_reduce_into(&x, &mut b, op)?;
            let root = n - 1;
            let red = c.reduce(&x, root, op)?;
            assert_eq!(red.is_some(), c.rank() == root);
            let mut xs = vec![T::zero(); n * len];
            for r in 0..n {
                xs[r * len..(r + 1) * len].copy_from_slice(&data::<T>(r, len));
            }
            let x2 = Array::from_vec(xs, &[n, len], &cpu())?;
            let rs = c.reduce_scatter(&x2, op)?.to_vec()?;
            Ok((a, b.to_vec()?, red.map(|r| r.to_vec().unwrap()), rs))
        })
        .unwrap();
        let want = serial::<T>(n, len, op);
        for (rank, o) in out.into_iter().enumerate() {
            let (a, b, red, rs) = o.unwrap();
            assert_eq!(a, want, "all_reduce {op:?} {} n={n}", T::DTYPE);
            assert_eq!(b, want, "all_reduce_into {op:?} {} n={n}", T::DTYPE);
            if let Some(red) = red {
                assert_eq!(red, want, "reduce {op:?} {}", T::DTYPE);
            }
            // reduce_scatter: every rank contributed rows 0..n, each row r = data(r); rank gets
            // the reduction over ranks of row `rank`, i.e. n copies of data(rank) reduced.
            let row = data::<T>(rank, len);
            let mut acc = row.clone();
            for _ in 1..n {
                for (a, x) in acc.iter_mut().zip(&row) {
                    *a = combine_ref(op, *a, *x);
                }
            }
            if op == ReduceOp::Avg {
                acc = row.clone();
                if T::DTYPE.is_integer() {
                    // (n * v) / n == v exactly.
                }
            }
            assert_eq!(rs, acc, "reduce_scatter {op:?} {} n={n}", T::DTYPE);
        }
    }
}

/// The reference of one elementwise step, written independently of the library's.
fn combine_ref<T: Element>(op: ReduceOp, a: T, b: T) -> T {
    use gsci_core::Scalar::*;
    let s = match (a.to_scalar(), b.to_scalar(), op) {
        (Float(x), Float(y), ReduceOp::Sum | ReduceOp::Avg) => Float(x + y),
        (Float(x), Float(y), ReduceOp::Prod) => Float(x * y),
        (Float(x), Float(y), ReduceOp::Min) => Float(x.min(y)),
        (Float(x), Float(y), ReduceOp::Max) => Float(x.max(y)),
        (Int(x), Int(y), ReduceOp::Sum | ReduceOp::Avg) => Int(x + y),
        (Int(x), Int(y), ReduceOp::Prod) => Int(x * y),
        (Int(x), Int(y), ReduceOp::Min) => Int(x.min(y)),
        (Int(x), Int(y), ReduceOp::Max) => Int(x.max(y)),
        (UInt(x), UInt(y), ReduceOp::Sum | ReduceOp::Avg) => UInt(x + y),
        (UInt(x), UInt(y), ReduceOp::Prod) => UInt(x * y),
        (UInt(x), UInt(y), ReduceOp::Min) => UInt(x.min(y)),
        (UInt(x), UInt(y), ReduceOp::Max) => UInt(x.max(y)),
        (Complex(xr, xi), Complex(yr, yi), ReduceOp::Prod) => {
            Complex(xr * yr - xi * yi, xr * yi + xi * yr)
        }
        (Complex(xr, xi), Complex(yr, yi), _) => Complex(xr + yr, xi + yi),
        (x, _, _) => x,
    };
    T::from_scalar(s)
}

#[test]
fn all_reduce_reduce_and_reduce_scatter_every_op() {
    for n in 1..=4 {
        check_all_reduce::<f64>(n);
        check_all_reduce::<f32>(n);
        check_all_reduce::<i32>(n);
        check_all_reduce::<u8>(n);
        check_all_reduce::<i64>(n);
        check_all_reduce::<f16>(n);
        check_all_reduce::<Complex64>(n);
    }
}

#[test]
fn bool_reductions_are_or_and_and() {
    let out = Communicator::spawn_ranks(3, |c| -> Result<_> {
        let x = Array::from_vec(vec![c.rank() == 0, true, false], &[3], &cpu())?;
        Ok((
            c.all_reduce(&x, ReduceOp::Sum)?.to_vec()?,
            c.all_reduce(&x, ReduceOp::Prod)?.to_vec()?,
            c.all_reduce(&x, ReduceOp::Max)?.to_vec()?,
            c.all_reduce(&x, ReduceOp::Min)?.to_vec()?,
        ))
    })
    .unwrap();
    for o in out {
        let (s, p, mx, mn) = o.unwrap();
        assert_eq!(s, vec![true, true, false]);
        assert_eq!(p, vec![false, true, false]);
        assert_eq!(mx, s);
        assert_eq!(mn, p);
    }
}

#[test]
fn nan_wins_min_and_max_and_integers_wrap() {
    let out = Communicator::spawn_ranks(2, |c| -> Result<_> {
        let x = Array::from_vec(
            vec![if c.rank() == 1 { f64::NAN } else { 1.0 }],
            &[1],
            &cpu(),
        )?;
        let y = Array::from_vec(vec![100i8], &[1], &cpu())?;
        Ok((
            c.all_reduce(&x, ReduceOp::Min)?.to_vec()?,
            c.all_reduce(&y, ReduceOp::Sum)?.to_vec()?,
        ))
    })
    .unwrap();
    for o in out {
        let (m, s) = o.unwrap();
        assert!(m[0].is_nan());
        assert_eq!(s, vec![-56i8]); // 200 wraps as NumPy's int8
    }
}

fn check_movement<T: Element>(n: usize) {
    let len = 3;
    let out = Communicator::spawn_ranks(n, |c| -> Result<_> {
        let r = c.rank();
        let x = Array::from_vec(data::<T>(r, len), &[len], &cpu())?;
        let root = (n - 1) / 2;
        let b = c.broadcast(&x, root)?.to_vec()?;
        let g = c.all_gather(&x)?;
        assert_eq!(g.shape(), &[n, len]);
        let ga = c.gather(&x, root)?.map(|a| a.to_vec().unwrap());
        // scatter: the root's [n, len] array of rows data(100 + j).
        let rows: Vec<T> = (0..n).flat_map(|j| data::<T>(100 + j, len)).collect();
        let big = Array::from_vec(rows, &[n, len], &cpu())?;
        let sc = c.scatter((r == root).then_some(&big), root)?;
        assert_eq!(sc.shape(), &[len]);
        // all_to_all: rank r's entry j is data(10 r + j).
        let a2a: Vec<T> = (0..n).flat_map(|j| data::<T>(10 * r + j, len)).collect();
        let a2a = c
            .all_to_all(&Array::from_vec(a2a, &[n, len], &cpu())?)?
            .to_vec()?;
        c.barrier()?;
        Ok((b, g.to_vec()?, ga, sc.to_vec()?, a2a))
    })
    .unwrap();
    let root = (n - 1) / 2;
    let all: Vec<T> = (0..n).flat_map(|r| data::<T>(r, len)).collect();
    for (r, o) in out.into_iter().enumerate() {
        let (b, g, ga, sc, a2a) = o.unwrap();
        assert_eq!(b, data::<T>(root, len), "broadcast {}", T::DTYPE);
        assert_eq!(g, all, "all_gather {}", T::DTYPE);
        assert_eq!(ga.is_some(), r == root);
        if let Some(ga) = ga {
            assert_eq!(ga, all, "gather {}", T::DTYPE);
        }
        assert_eq!(sc, data::<T>(100 + r, len), "scatter {}", T::DTYPE);
        let want: Vec<T> = (0..n).flat_map(|j| data::<T>(10 * j + r, len)).collect();
        assert_eq!(a2a, want, "all_to_all {}", T::DTYPE);
    }
}

#[test]
fn broadcast_gathers_scatter_all_to_all_barrier() {
    for n in 1..=4 {
        check_movement::<f64>(n);
        check_movement::<i16>(n);
        check_movement::<Complex64>(n);
        check_movement::<bool>(n);
        check_movement::<u64>(n);
    }
}

#[test]
fn send_recv_and_groups() {
    for n in 1..=4 {
        let out = Communicator::spawn_ranks(n, |c| -> Result<_> {
            let (r, n) = (c.rank(), c.size());
            // A chain 0 -> 1 -> ... with plain send/recv.
            let mut v = vec![r as f32];
            if r > 0 {
                v = c.recv::<f32>(&[1], r - 1)?.to_vec()?;
                v[0] += r as f32;
            }
            if r + 1 < n {
                c.send(&Array::from_vec(v.clone(), &[1], &cpu())?, r + 1)?;
            }
            // A ring in a group, both directions.
            let x = Array::from_vec(vec![r as i32 * 2, r as i32 * 2 + 1], &[2], &cpu())?;
            let mut left = Array::<i32>::zeros(&[2], &cpu())?;
            let mut right = Array::<i32>::zeros(&[2], &cpu())?;
            let mut sum = Array::<i32>::zeros(&[2], &cpu())?;
            c.group(|g| {
                g.recv_into(&mut left, (r + n - 1) % n)?;
                g.recv_into(&mut right, (r + 1) % n)?;
                g.send(&x, (r + 1) % n)?;
                g.send(&x, (r + n - 1) % n)?;
                g.all_reduce_into(&x, &mut sum, ReduceOp::Sum)
            })?;
            Ok((v, left.to_vec()?, right.to_vec()?, sum.to_vec()?))
        })
        .unwrap();
        let total: i32 = (0..n as i32).map(|r| 2 * r).sum();
        for (r, o) in out.into_iter().enumerate() {
            let (v, left, right, sum) = o.unwrap();
            let chain: usize = (0..=r).sum();
            assert_eq!(v, vec![chain as f32]);
            let l = ((r + n - 1) % n) as i32;
            let rr = ((r + 1) % n) as i32;
            assert_eq!(left, vec![2 * l, 2 * l + 1]);
            assert_eq!(right, vec![2 * rr, 2 * rr + 1]);
            assert_eq!(sum, vec![total, total + n as i32]);
        }
    }
}

#[test]
fn results_are_reproducible_in_rank_order() {
    // Sums that depend on the order: 1e16 + 1 - 1e16 in rank order gives 0 every time.
    for _ in 0..5 {
        let out = Communicator::spawn_ranks(3, |c| {
            let v = [1e16, 1.0, -1e16][c.rank()];
            let x = Array::from_vec(vec![v], &[1], &cpu()).unwrap();
            c.all_reduce(&x, ReduceOp::Sum).unwrap().to_vec().unwrap()
        })
        .unwrap();
        assert!(out.iter().all(|o| o == &vec![0.0]));
    }
}

#[test]
fn tcp_backend_runs_the_collectives_across_connections() {
    let server = TcpStore::serve("127.0.0.1:0").unwrap();
    let addr = server.addr().to_string();
    let n = 3;
    let out = std::thread::scope(|s| {
        let hs: Vec<_> = (0..n)
            .map(|rank| {
                let addr = addr.clone();
                s.spawn(move || -> Result<_> {
                    let opts = CommOptions::default();
                    let c =
                        Communicator::init_tcp(TcpStore::connect(&addr, &opts)?, rank, n, &opts)?;
                    assert_eq!(c.backend(), "tcp");
                    let x = Array::from_vec(data::<f64>(rank, 4), &[4], &cpu())?;
                    let a = c.all_reduce(&x, ReduceOp::Sum)?.to_vec()?;
                    let g = c.all_gather(&x)?.to_vec()?;
                    let b = c.broadcast(&x, 2)?.to_vec()?;
                    let m = if rank == 0 {
                        c.send(&x, 1)?;
                        vec![]
                    } else if rank == 1 {
                        c.recv::<f64>(&[4], 0)?.to_vec()?
                    } else {
                        vec![]
                    };
                    c.barrier()?;
                    Ok((a, g, b, m))
                })
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap())
            .collect::<Vec<_>>()
    });
    let want = serial::<f64>(n, 4, ReduceOp::Sum);
    let all: Vec<f64> = (0..n).flat_map(|r| data::<f64>(r, 4)).collect();
    for (r, o) in out.into_iter().enumerate() {
        let (a, g, b, m) = o.unwrap();
        assert_eq!(a, want);
        assert_eq!(g, all);
        assert_eq!(b, data::<f64>(2, 4));
        if r == 1 {
            assert_eq!(m, data::<f64>(0, 4));
        }
    }
}

#[test]
fn dtype_list_covers_what_nccl_reduces() {
    // The host backends reduce every dtype NCCL reduces (and int16/uint16, which NCCL lacks).
    let kinds = [
        DType::I8,
        DType::U8,
        DType::I32,
        DType::U32,
        DType::I64,
        DType::U64,
    ];
    assert_eq!(kinds.len(), 6);
    let out = Communicator::spawn_ranks(2, |c| -> Result<_> {
        let a = c.all_reduce(&Array::from_vec(vec![3u32], &[1], &cpu())?, ReduceOp::Prod)?;
        let b = c.all_reduce(
            &Array::from_vec(vec![gsci_core::bf16::from_f32(1.5)], &[1], &cpu())?,
            ReduceOp::Sum,
        )?;
        Ok((a.to_vec()?, b.to_vec()?[0].to_f32()))
    })
    .unwrap();
    assert_eq!(out[0].as_ref().unwrap(), &(vec![9u32], 3.0f32));
}

#[test]
fn empty_and_zero_dimensional_arrays() {
    let out = Communicator::spawn_ranks(3, |c| -> Result<_> {
        let s = Array::scalar(c.rank() as f32 + 1.0, &cpu())?;
        let sum = c.all_reduce(&s, ReduceOp::Prod)?;
        let g = c.all_gather(&s)?;
        let e = Array::<i32>::zeros(&[0, 4], &cpu())?;
        let es = c.all_reduce(&e, ReduceOp::Sum)?;
        let eg = c.all_gather(&e)?;
        let e3 = Array::<i32>::zeros(&[3, 0], &cpu())?;
        let ea = c.all_to_all(&e3)?;
        let bad = c.reduce_scatter(&s, ReduceOp::Sum).unwrap_err().to_string();
        Ok((
            sum.shape().to_vec(),
            sum.to_vec()?,
            g.shape().to_vec(),
            g.to_vec()?,
            es.shape().to_vec(),
            eg.shape().to_vec(),
            ea.shape().to_vec(),
            bad,
        ))
    })
    .unwrap();
    for o in out {
        let (ss, sv, gs, gv, es, egs, eas, bad) = o.unwrap();
        assert_eq!((ss, sv), (vec![], vec![6.0]));
        assert_eq!((gs, gv), (vec![3], vec![1.0, 2.0, 3.0]));
        assert_eq!((es, egs, eas), (vec![0, 4], vec![3, 0, 4], vec![3, 0]));
        assert!(
            bad.contains("reduce_scatter") && bad.contains("first axis"),
            "{bad}"
        );
    }
}
