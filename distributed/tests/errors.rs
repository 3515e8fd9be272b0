//! Bad input: every rank gets an error naming the collective and the argument, never a hang.

use gsci_distributed::{Array, CommOptions, Communicator, Device, Error, ReduceOp, Result};
use std::time::{Duration, Instant};

fn cpu() -> Device {
    Device::cpu()
}

fn short() -> CommOptions {
    CommOptions {
        timeout: Duration::from_millis(300),
    }
}

/// Runs `f` on `n` ranks and returns each rank's error text (panics if a rank succeeded).
fn errors(n: usize, f: impl Fn(&Communicator) -> Result<()> + Sync) -> Vec<String> {
    Communicator::spawn_ranks_with(n, &CommOptions::default(), |c| f(&c))
        .unwrap()
        .into_iter()
        .enumerate()
        .map(|(r, e)| match e {
            Ok(()) => panic!("rank {r} succeeded"),
            Err(e) => e.to_string(),
        })
        .collect()
}

#[test]
fn mismatched_shapes_fail_on_every_rank() {
    let errs = errors(3, |c| {
        let len = if c.rank() == 2 { 4 } else { 3 };
        let x = Array::from_vec(vec![1.0f64; len], &[len], &cpu())?;
        c.all_reduce(&x, ReduceOp::Sum).map(|_| ())
    });
    for e in errs {
        assert!(
            e.contains("all_reduce") && e.contains("[3]") && e.contains("[4]"),
            "{e}"
        );
    }
}

#[test]
fn mismatched_dtypes_fail_on_every_rank() {
    let errs = errors(2, |c| {
        if c.rank() == 0 {
            let x = Array::from_vec(vec![1.0f64], &[1], &cpu())?;
            c.broadcast(&x, 0).map(|_| ())
        } else {
            let x = Array::from_vec(vec![1.0f32], &[1], &cpu())?;
            c.broadcast(&x, 0).map(|_| ())
        }
    });
    for e in errs {
        assert!(
            e.contains("broadcast") && e.contains("float32") && e.contains("float64"),
            "{e}"
        );
    }
}

#[test]
fn root_out_of_range_and_differing_roots() {
    let errs = errors(3, |c| {
        let x = Array::from_vec(vec![1i32], &[1], &cpu())?;
        c.reduce(&x, 3, ReduceOp::Sum).map(|_| ())
    });
    for e in errs {
        assert!(
            e.contains("reduce") && e.contains("root 3 is out of range"),
            "{e}"
        );
    }
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![1i32], &[1], &cpu())?;
        c.gather(&x, c.rank()).map(|_| ())
    });
    for e in errs {
        assert!(e.contains("gather") && e.contains("root differs"), "{e}");
    }
}

#[test]
fn differing_ops_and_collectives() {
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![1i32], &[1], &cpu())?;
        let op = if c.rank() == 0 {
            ReduceOp::Sum
        } else {
            ReduceOp::Max
        };
        c.all_reduce(&x, op).map(|_| ())
    });
    for e in errs {
        assert!(e.contains("all_reduce") && e.contains("op differs"), "{e}");
    }
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![1i32], &[1], &cpu())?;
        if c.rank() == 0 {
            c.all_gather(&x).map(|_| ())
        } else {
            c.barrier()
        }
    });
    for e in errs {
        assert!(
            e.contains("called barrier while rank 0 called all_gather"),
            "{e}"
        );
    }
}

#[test]
fn size_mismatch_of_per_rank_axis_and_unsupported_ops() {
    let errs = errors(3, |c| {
        let x = Array::from_vec(vec![1.0f32; 4], &[2, 2], &cpu())?;
        c.reduce_scatter(&x, ReduceOp::Sum).map(|_| ())
    });
    for e in errs {
        assert!(
            e.contains("reduce_scatter") && e.contains("first axis"),
            "{e}"
        );
    }
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![gsci_core::Complex64::new(1.0, 1.0)], &[1], &cpu())?;
        c.all_reduce(&x, ReduceOp::Max).map(|_| ())
    });
    for e in errs {
        assert!(e.contains("all_reduce") && e.contains("complex128"), "{e}");
    }
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![1.0f64; 4], &[2, 2], &cpu())?;
        c.scatter(if c.rank() == 1 { Some(&x) } else { None }, 0)
            .map(|_| ())
    });
    for e in errs {
        assert!(e.contains("scatter") && e.contains("x is None"), "{e}");
    }
}

#[test]
fn recv_with_the_wrong_shape_fails_on_both_ranks() {
    let errs = errors(2, |c| {
        if c.rank() == 0 {
            c.send(&Array::from_vec(vec![1.0f64; 3], &[3], &cpu())?, 1)
        } else {
            c.recv::<f64>(&[2], 0).map(|_| ())
        }
    });
    assert!(
        errs[0].contains("send") && errs[0].contains("rank 1"),
        "{}",
        errs[0]
    );
    assert!(
        errs[1].contains("recv") && errs[1].contains("[3]"),
        "{}",
        errs[1]
    );
    let errs = errors(2, |c| {
        let x = Array::from_vec(vec![1u8], &[1], &cpu())?;
        c.send(&x, 2)
    });
    for e in errs {
        assert!(
            e.contains("send") && e.contains("dst 2 is out of range"),
            "{e}"
        );
    }
}

#[test]
fn a_missing_rank_times_out_instead_of_hanging() {
    let start = Instant::now();
    let out = Communicator::spawn_ranks_with(2, &short(), |c| {
        let x = Array::from_vec(vec![1.0f64], &[1], &cpu()).unwrap();
        if c.rank() == 0 {
            // Rank 1 never calls: rank 0 must time out (or see rank 1 leave).
            std::thread::sleep(Duration::from_millis(10));
            c.all_reduce(&x, ReduceOp::Sum).map(|_| ())
        } else {
            std::thread::sleep(Duration::from_millis(500));
            Ok(())
        }
    })
    .unwrap();
    let e = out[0].as_ref().unwrap_err().to_string();
    assert!(e.contains("all_reduce") && e.contains("timed out"), "{e}");
    assert!(start.elapsed() < Duration::from_secs(5));
    // A recv from a rank that has left fails at once.
    let out = Communicator::spawn_ranks(2, |c| {
        if c.rank() == 0 {
            c.recv::<f64>(&[1], 1).map(|_| ())
        } else {
            Ok(())
        }
    })
    .unwrap();
    let e = out[0].as_ref().unwrap_err().to_string();
    assert!(e.contains("recv") && e.contains("rank 1 has left"), "{e}");
}

#[test]
fn bad_constructor_arguments() {
    assert!(matches!(
        Communicator::init_threads(0),
        Err(Error::InvalidArgument {
            op: "init_threads",
            ..
        })
    ));
    let e = Communicator::init_all(&[]).err().unwrap().to_string();
    assert!(e.contains("init_all"), "{e}");
    let e = Communicator::init_all(&[cpu()]).err().unwrap().to_string();
    assert!(e.contains("init_all") && e.contains("CUDA device"), "{e}");
}

#[test]
fn tcp_ranks_see_each_others_bad_arguments_and_time_out() {
    use gsci_distributed::TcpStore;
    let server = TcpStore::serve("127.0.0.1:0").unwrap();
    let addr = server.addr().to_string();
    let out = std::thread::scope(|s| {
        let hs: Vec<_> = (0..2)
            .map(|rank| {
                let addr = addr.clone();
                s.spawn(move || -> Result<()> {
                    let opts = short();
                    let c =
                        Communicator::init_tcp(TcpStore::connect(&addr, &opts)?, rank, 2, &opts)?;
                    let len = 2 + rank;
                    let x = Array::from_vec(vec![1i64; len], &[len], &cpu())?;
                    let e = c.all_gather(&x).unwrap_err().to_string();
                    assert!(
                        e.contains("all_gather") && e.contains("[2]") && e.contains("[3]"),
                        "{e}"
                    );
                    // Rank 1 stops calling: rank 0's barrier times out.
                    if rank == 0 {
                        let e = c.barrier().unwrap_err().to_string();
                        assert!(e.contains("timed out"), "{e}");
                    }
                    Ok(())
                })
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap())
            .collect::<Vec<_>>()
    });
    for o in out {
        o.unwrap();
    }
    assert!(
        Communicator::init_tcp(TcpStore::connect(&addr, &short()).unwrap(), 2, 2, &short())
            .is_err()
    );
}
