//! NCCL with one rank on the GPU (runs when GSCI_TEST_DEVICE=cuda; needs libnccl there): each
//! collective degenerates to a copy (or an avg by 1) and must give the CPU's answer.

use gsci_distributed::{Array, CommOptions, Communicator, Complex64, ReduceOp, TcpStore};

#[test]
fn nccl_one_rank_matches_the_cpu() {
    let dev = gsci_tests::test_device();
    if dev.is_cpu() {
        eprintln!("skipped: GSCI_TEST_DEVICE is not a GPU");
        return;
    }
    let mut comms = Communicator::init_all(std::slice::from_ref(&dev)).expect("init_all");
    let c = comms.pop().unwrap();
    assert_eq!((c.rank(), c.size(), c.backend()), (0, 1, "nccl"));
    let v: Vec<f64> = (0..1000).map(|i| (i as f64 * 0.37).sin()).collect();
    let x = Array::from_vec(v.clone(), &[10, 100], &dev).unwrap();
    for op in ReduceOp::ALL {
        assert_eq!(c.all_reduce(&x, op).unwrap().to_vec().unwrap(), v, "{op:?}");
        assert_eq!(c.reduce(&x, 0, op).unwrap().unwrap().to_vec().unwrap(), v);
    }
    assert_eq!(c.broadcast(&x, 0).unwrap().to_vec().unwrap(), v);
    let g = c.all_gather(&x).unwrap();
    assert_eq!(
        (g.shape(), g.to_vec().unwrap()),
        (&[1, 10, 100][..], v.clone())
    );
    assert_eq!(c.gather(&x, 0).unwrap().unwrap().to_vec().unwrap(), v);
    let x1 = x.reshape(&[1, 1000]).unwrap();
    assert_eq!(c.scatter(Some(&x1), 0).unwrap().to_vec().unwrap(), v);
    assert_eq!(
        c.reduce_scatter(&x1, ReduceOp::Sum)
            .unwrap()
            .to_vec()
            .unwrap(),
        v
    );
    assert_eq!(c.all_to_all(&x1).unwrap().to_vec().unwrap(), v);
    c.barrier().unwrap();
    let z = Array::from_vec(vec![Complex64::new(1.0, -2.0); 4], &[4], &dev).unwrap();
    assert_eq!(
        c.all_reduce(&z, ReduceOp::Sum).unwrap().to_vec().unwrap(),
        z.to_vec().unwrap()
    );
    let b = Array::from_vec(vec![true, false], &[2], &dev).unwrap();
    assert_eq!(
        c.all_reduce(&b, ReduceOp::Sum).unwrap().to_vec().unwrap(),
        vec![true, false]
    );
    let mut y = Array::<f64>::zeros(&[10, 100], &dev).unwrap();
    c.group(|g| {
        g.send(&x, 0)?;
        g.recv_into(&mut y, 0)
    })
    .unwrap();
    assert_eq!(y.to_vec().unwrap(), v);
    // The same through a TCP rendezvous of the unique id.
    let server = TcpStore::serve("127.0.0.1:0").unwrap();
    let store = TcpStore::connect(&server.addr().to_string(), &CommOptions::default()).unwrap();
    let c = Communicator::init_nccl(&dev, 0, 1, &store, "test", &CommOptions::default()).unwrap();
    assert_eq!(
        c.all_reduce(&x, ReduceOp::Max).unwrap().to_vec().unwrap(),
        v
    );
}

#[test]
fn nccl_one_rank_sparse_solvers_and_fft_match_the_cpu() {
    use gsci_distributed::{DistCsrMatrix, fft, linalg};
    use gsci_sparse::CsrMatrix;
    use gsci_sparse::linalg::{CgOptions, GmresOptions};
    let dev = gsci_tests::test_device();
    if dev.is_cpu() {
        eprintln!("skipped: GSCI_TEST_DEVICE is not a GPU");
        return;
    }
    let c = Communicator::init_all(std::slice::from_ref(&dev))
        .expect("init_all")
        .pop()
        .unwrap();
    let n: usize = 30;
    let (mut r, mut col, mut v) = (vec![], vec![], vec![]);
    for i in 0..n {
        for (j, a) in [(i.wrapping_sub(1), -1.2), (i, 3.0), (i + 1, -0.8)] {
            if j < n {
                r.push(i);
                col.push(j);
                v.push(a);
            }
        }
    }
    let b: Vec<f64> = (0..n).map(|i| (i as f64).sin()).collect();
    let cpu = gsci_distributed::Device::cpu();
    let a_cpu = CsrMatrix::<f64>::from_triplets(&r, &col, &v, (n, n), &cpu).unwrap();
    let a_gpu = CsrMatrix::<f64>::from_triplets(&r, &col, &v, (n, n), &dev).unwrap();
    let serial = gsci_sparse::linalg::gmres(
        &a_cpu,
        &Array::from_vec(b.clone(), &[n], &cpu).unwrap(),
        GmresOptions {
            rtol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap()
    .0
    .to_vec()
    .unwrap();
    let d = DistCsrMatrix::from_global(&c, &a_gpu, &[0, n]).unwrap();
    let bg = Array::from_vec(b.clone(), &[n], &dev).unwrap();
    let (x, info) = linalg::gmres(
        &c,
        &d,
        &bg,
        GmresOptions {
            rtol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    assert_eq!(x.device(), &dev);
    let x = x.to_vec().unwrap();
    assert!(x.iter().zip(&serial).all(|(a, b)| (a - b).abs() < 1e-13));
    let (_, info) = linalg::cg(
        &c,
        &d,
        &bg,
        CgOptions {
            maxiter: Some(3),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 3);
    let z: Vec<Complex64> = (0..24)
        .map(|i| Complex64::new(i as f64, -(i as f64) / 3.0))
        .collect();
    let whole = Array::from_vec(z.clone(), &[4, 6], &cpu).unwrap();
    let want = gsci_fft::fft2(&whole, &Default::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let zg = Array::from_vec(z, &[4, 6], &dev).unwrap();
    let got = fft::fft2(&c, &zg, &Default::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(got.iter().zip(&want).all(|(a, b)| (a - b).norm() < 1e-10));
}
