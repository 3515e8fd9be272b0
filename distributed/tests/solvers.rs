//! The distributed matrix and solvers against gsci_sparse's single-device ones: Poisson 2-D
//! (cg, gmres, bicgstab) and a non-symmetric convection-diffusion matrix (gmres, bicgstab), on
//! 1, 2, 3 and 4 thread ranks with uneven row splits. The answers agree to roundoff: the dot
//! products sum in another order, so the iterates drift apart by a few ulps per iteration; the
//! tolerance is 1e-13 relative to ‖x‖ (measured: 0 on 1 rank, at most 1e-14 on 2-4 ranks) for
//! solves converged to rtol 1e-10.

use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, linalg};
use gsci_sparse::CsrMatrix;
use gsci_sparse::linalg::{BicgstabOptions, CgOptions, GmresOptions};

fn cpu() -> Device {
    Device::cpu()
}

/// The 5-point Laplacian on an m × m grid (SPD).
fn poisson(m: usize) -> CsrMatrix<f64> {
    let n = m * m;
    let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
    for i in 0..m {
        for j in 0..m {
            let k = i * m + j;
            let mut push = |kk: usize, val: f64| {
                r.push(k);
                c.push(kk);
                v.push(val);
            };
            push(k, 4.0);
            if i > 0 {
                push(k - m, -1.0);
            }
            if i + 1 < m {
                push(k + m, -1.0);
            }
            if j > 0 {
                push(k - 1, -1.0);
            }
            if j + 1 < m {
                push(k + 1, -1.0);
            }
        }
    }
    CsrMatrix::from_triplets(&r, &c, &v, (n, n), &cpu()).unwrap()
}

/// Convection-diffusion: the Laplacian plus an upwind convection term (non-symmetric).
fn convection_diffusion(m: usize, peclet: f64) -> CsrMatrix<f64> {
    let n = m * m;
    let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
    for i in 0..m {
        for j in 0..m {
            let k = i * m + j;
            let mut push = |kk: usize, val: f64| {
                r.push(k);
                c.push(kk);
                v.push(val);
            };
            push(k, 4.0 + peclet);
            if i > 0 {
                push(k - m, -1.0);
            }
            if i + 1 < m {
                push(k + m, -1.0);
            }
            if j > 0 {
                push(k - 1, -1.0 - peclet);
            }
            if j + 1 < m {
                push(k + 1, -1.0);
            }
        }
    }
    CsrMatrix::from_triplets(&r, &c, &v, (n, n), &cpu()).unwrap()
}

fn rhs(n: usize) -> Vec<f64> {
    (0..n).map(|i| ((i * 37 % 11) as f64 - 4.5) / 3.0).collect()
}

/// Uneven splits of n rows over `size` ranks (the first rank holds the most).
fn uneven(n: usize, size: usize) -> Vec<usize> {
    let mut s = vec![0];
    let weights: Vec<usize> = (0..size).map(|k| size + 2 - k).collect();
    let total: usize = weights.iter().sum();
    let mut acc = 0;
    for w in &weights[..size - 1] {
        acc += w;
        s.push(n * acc / total);
    }
    s.push(n);
    s
}

#[derive(Clone, Copy, Debug)]
enum Solver {
    Cg,
    Gmres,
    Bicgstab,
}

fn solve_serial(a: &CsrMatrix<f64>, b: &[f64], s: Solver) -> (Vec<f64>, isize) {
    let b = Array::from_vec(b.to_vec(), &[b.len()], &cpu()).unwrap();
    let (x, info) = match s {
        Solver::Cg => gsci_sparse::linalg::cg(
            a,
            &b,
            CgOptions {
                rtol: 1e-10,
                ..Default::default()
            },
        ),
        Solver::Gmres => gsci_sparse::linalg::gmres(
            a,
            &b,
            GmresOptions {
                rtol: 1e-10,
                restart: Some(15),
                ..Default::default()
            },
        ),
        Solver::Bicgstab => gsci_sparse::linalg::bicgstab(
            a,
            &b,
            BicgstabOptions {
                rtol: 1e-10,
                ..Default::default()
            },
        ),
    }
    .unwrap();
    (x.to_vec().unwrap(), info)
}

fn solve_distributed(a: &CsrMatrix<f64>, b: &[f64], s: Solver, size: usize) -> (Vec<f64>, isize) {
    let n = b.len();
    let parts = uneven(n, size);
    let out = Communicator::spawn_ranks(size, |c| {
        let d = DistCsrMatrix::from_global(&c, a, &parts)?;
        let (lo, hi) = (parts[c.rank()], parts[c.rank() + 1]);
        let bl = Array::from_vec(b[lo..hi].to_vec(), &[hi - lo], &cpu())?;
        let (x, info) = match s {
            Solver::Cg => linalg::cg(
                &c,
                &d,
                &bl,
                CgOptions {
                    rtol: 1e-10,
                    ..Default::default()
                },
            ),
            Solver::Gmres => linalg::gmres(
                &c,
                &d,
                &bl,
                GmresOptions {
                    rtol: 1e-10,
                    restart: Some(15),
                    ..Default::default()
                },
            ),
            Solver::Bicgstab => linalg::bicgstab(
                &c,
                &d,
                &bl,
                BicgstabOptions {
                    rtol: 1e-10,
                    ..Default::default()
                },
            ),
        }?;
        Ok::<_, gsci_distributed::Error>((x.to_vec()?, info))
    })
    .unwrap();
    let mut x = Vec::new();
    let mut infos = Vec::new();
    for o in out {
        let (xp, info) = o.unwrap();
        x.extend(xp);
        infos.push(info);
    }
    assert!(
        infos.iter().all(|&i| i == infos[0]),
        "info differs across ranks: {infos:?}"
    );
    (x, infos[0])
}

fn rel_diff(a: &[f64], b: &[f64]) -> f64 {
    let num: f64 = a
        .iter()
        .zip(b)
        .map(|(x, y)| (x - y) * (x - y))
        .sum::<f64>()
        .sqrt();
    let den: f64 = b.iter().map(|y| y * y).sum::<f64>().sqrt();
    num / den
}

fn check(a: &CsrMatrix<f64>, solvers: &[Solver], what: &str) {
    let n = a.shape().0;
    let b = rhs(n);
    for &s in solvers {
        let (xs, is) = solve_serial(a, &b, s);
        assert_eq!(is, 0, "{what} {s:?}: the serial solver did not converge");
        for size in 1..=4 {
            let (xd, id) = solve_distributed(a, &b, s, size);
            let d = rel_diff(&xd, &xs);
            eprintln!("{what} {s:?} ranks={size}: info {id}, relative difference {d:.2e}");
            assert_eq!(id, 0, "{what} {s:?} ranks={size}");
            assert!(
                d < 1e-9,
                "{what} {s:?} ranks={size}: relative difference {d:e}"
            );
        }
    }
}

#[test]
fn poisson_2d_cg_gmres_bicgstab_match_the_single_device_solvers() {
    check(
        &poisson(12),
        &[Solver::Cg, Solver::Gmres, Solver::Bicgstab],
        "poisson 12x12",
    );
}

#[test]
fn convection_diffusion_gmres_bicgstab_match_the_single_device_solvers() {
    check(
        &convection_diffusion(10, 1.5),
        &[Solver::Gmres, Solver::Bicgstab],
        "convection-diffusion 10x10",
    );
}

#[test]
fn distributed_spmv_equals_the_serial_product_exactly() {
    let a = convection_diffusion(7, 0.5);
    let n = 49;
    let x: Vec<f64> = (0..n).map(|i| (i as f64 * 0.7).cos()).collect();
    let want = gsci_sparse::linalg::aslinearoperator(&a)
        .matvec(&Array::from_vec(x.clone(), &[n], &cpu()).unwrap())
        .unwrap()
        .to_vec()
        .unwrap();
    for size in 1..=4 {
        let parts = uneven(n, size);
        let out = Communicator::spawn_ranks(size, |c| {
            let d = DistCsrMatrix::from_global(&c, &a, &parts)?;
            let (lo, hi) = (parts[c.rank()], parts[c.rank() + 1]);
            let xl = Array::from_vec(x[lo..hi].to_vec(), &[hi - lo], &cpu())?;
            d.dot(&c, &xl)?.to_vec()
        })
        .unwrap();
        let got: Vec<f64> = out.into_iter().flat_map(|o| o.unwrap()).collect();
        // Each row sums its own-block entries, then its halo entries: the serial product sums
        // in column order, so allow one rounding per row.
        let d = rel_diff(&got, &want);
        assert!(d < 1e-15, "ranks={size}: {d:e}");
    }
}

#[test]
fn bad_partitions_and_shapes_fail_on_every_rank() {
    let a = poisson(3);
    let out = Communicator::spawn_ranks(2, |c| {
        let parts = if c.rank() == 0 {
            vec![0, 4, 9]
        } else {
            vec![0, 4]
        };
        DistCsrMatrix::from_global(&c, &a, &parts).map(|_| ())
    })
    .unwrap();
    for o in out {
        let e = o.unwrap_err().to_string();
        assert!(e.contains("DistCsrMatrix::from_global"), "{e}");
    }
    let out = Communicator::spawn_ranks(2, |c| {
        let d = DistCsrMatrix::from_global(&c, &a, &[0, 5, 9])?;
        let b = Array::from_vec(vec![1.0; 5], &[5], &cpu())?; // wrong on rank 1 (4 rows)
        linalg::cg(&c, &d, &b, CgOptions::default()).map(|_| ())
    })
    .unwrap();
    for o in out {
        let e = o.unwrap_err().to_string();
        assert!(e.contains("cg"), "{e}");
    }
}

#[test]
fn from_local_rows_equals_from_global_and_jacobi_preconditioned_cg_matches() {
    let a = poisson(9);
    let n = 81;
    let b = rhs(n);
    let diag = a.diagonal(0).unwrap().to_vec().unwrap();
    let m = gsci_sparse::linalg::jacobi(&a).unwrap();
    let opts = || CgOptions {
        rtol: 1e-10,
        ..Default::default()
    };
    let serial = gsci_sparse::linalg::cg(
        &a,
        &Array::from_vec(b.clone(), &[n], &cpu()).unwrap(),
        CgOptions {
            m: Some(&m),
            ..opts()
        },
    )
    .unwrap();
    assert_eq!(serial.1, 0);
    let serial = serial.0.to_vec().unwrap();
    for size in 1..=4 {
        let parts = uneven(n, size);
        let out = Communicator::spawn_ranks(size, |c| {
            let (lo, hi) = (parts[c.rank()], parts[c.rank() + 1]);
            let rows = a.row_slice(Some(lo as isize), Some(hi as isize), 1)?;
            let d = DistCsrMatrix::from_local_rows(&c, &rows, &parts)?;
            let g = DistCsrMatrix::from_global(&c, &a, &parts)?;
            assert_eq!(d.halo_columns(), g.halo_columns());
            // The local diagonal block's Jacobi preconditioner is the global one's restriction.
            let idx: Vec<usize> = (0..hi - lo).collect();
            let block = CsrMatrix::<f64>::from_triplets(
                &idx,
                &idx,
                &diag[lo..hi],
                (hi - lo, hi - lo),
                &cpu(),
            )?;
            let ml = gsci_sparse::linalg::jacobi(&block)?;
            let bl = Array::from_vec(b[lo..hi].to_vec(), &[hi - lo], &cpu())?;
            let (x, info) = linalg::cg(
                &c,
                &d,
                &bl,
                CgOptions {
                    m: Some(&ml),
                    ..opts()
                },
            )?;
            assert_eq!(info, 0);
            x.to_vec()
        })
        .unwrap();
        let x: Vec<f64> = out.into_iter().flat_map(|o| o.unwrap()).collect();
        let d = rel_diff(&x, &serial);
        assert!(d < 1e-13, "ranks={size}: {d:e}");
    }
}

#[test]
fn complex_gmres_and_bicgstab_match_the_single_device_solvers() {
    use gsci_distributed::Complex64;
    let m = 6;
    let n = m * m;
    let real = convection_diffusion(m, 0.7);
    let (r, c, v) = {
        let coo = real.tocoo().unwrap();
        (
            coo.row().to_vec().unwrap(),
            coo.col().to_vec().unwrap(),
            coo.data().to_vec().unwrap(),
        )
    };
    let r: Vec<usize> = r.iter().map(|&i| i as usize).collect();
    let c: Vec<usize> = c.iter().map(|&i| i as usize).collect();
    let vals: Vec<Complex64> = v
        .iter()
        .enumerate()
        .map(|(k, &x)| Complex64::new(x, if r[k] == c[k] { 0.5 } else { 0.1 }))
        .collect();
    let a = CsrMatrix::<Complex64>::from_triplets(&r, &c, &vals, (n, n), &cpu()).unwrap();
    let b: Vec<Complex64> = rhs(n)
        .iter()
        .map(|&x| Complex64::new(x, -x / 2.0))
        .collect();
    let ba = Array::from_vec(b.clone(), &[n], &cpu()).unwrap();
    let serial_g = gsci_sparse::linalg::gmres(
        &a,
        &ba,
        GmresOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap()
    .0
    .to_vec()
    .unwrap();
    let serial_b = gsci_sparse::linalg::bicgstab(
        &a,
        &ba,
        BicgstabOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap()
    .0
    .to_vec()
    .unwrap();
    for size in [2, 3] {
        let parts = uneven(n, size);
        let out = Communicator::spawn_ranks(size, |comm| {
            let d = DistCsrMatrix::from_global(&comm, &a, &parts)?;
            let (lo, hi) = (parts[comm.rank()], parts[comm.rank() + 1]);
            let bl = Array::from_vec(b[lo..hi].to_vec(), &[hi - lo], &cpu())?;
            let g = linalg::gmres(
                &comm,
                &d,
                &bl,
                GmresOptions {
                    rtol: 1e-10,
                    ..Default::default()
                },
            )?;
            let s = linalg::bicgstab(
                &comm,
                &d,
                &bl,
                BicgstabOptions {
                    rtol: 1e-10,
                    ..Default::default()
                },
            )?;
            assert_eq!((g.1, s.1), (0, 0));
            Ok::<_, gsci_distributed::Error>((g.0.to_vec()?, s.0.to_vec()?))
        })
        .unwrap();
        let (mut xg, mut xb) = (vec![], vec![]);
        for o in out {
            let (g, s) = o.unwrap();
            xg.extend(g);
            xb.extend(s);
        }
        let diff = |x: &[Complex64], y: &[Complex64]| {
            x.iter()
                .zip(y)
                .map(|(a, b)| (a - b).norm())
                .fold(0.0, f64::max)
                / y.iter().map(|z| z.norm()).fold(0.0, f64::max)
        };
        assert!(
            diff(&xg, &serial_g) < 1e-13,
            "gmres ranks={size}: {:e}",
            diff(&xg, &serial_g)
        );
        assert!(
            diff(&xb, &serial_b) < 1e-13,
            "bicgstab ranks={size}: {:e}",
            diff(&xb, &serial_b)
        );
    }
}
