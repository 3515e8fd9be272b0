//! CuPy's user-kernel documentation examples on the GPU (`GSCI_TEST_DEVICE=cuda`); on the CPU
//! every user kernel returns `Error::Unsupported`, which is what runs without a GPU.

use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::user_kernels::{
    ElementwiseKernel, LaunchOptions, RawKernel, RawModule, RawModuleOptions, ReductionKernel,
};
use gsci_core::{Array, Device, Error};
use gsci_tests::{assert_rel_close, random_vec, seeded, test_device};

fn unsupported_on_cpu<T>(r: Result<T, Error>) {
    match r {
        Err(Error::Unsupported { backend, .. }) => assert_eq!(backend, "cpu"),
        Err(e) => panic!("expected Unsupported on the CPU, got {e}"),
        Ok(_) => panic!("expected Unsupported on the CPU"),
    }
}

fn data(seed: u64, shape: &[usize], dev: &Device) -> (Vec<f32>, Array<f32>) {
    let n: usize = shape.iter().product();
    let v: Vec<f32> = random_vec(&mut seeded(seed), n);
    (v.clone(), Array::from_vec(v, shape, dev).unwrap())
}

#[test]
fn squared_diff_elementwise_kernel() {
    let dev = test_device();
    let k =
        ElementwiseKernel::new("T x, T y", "T z", "z = (x - y) * (x - y)", "squared_diff").unwrap();
    let (xv, x) = data(1, &[2, 5], &dev);
    let (yv, y) = data(2, &[5], &dev);
    if dev.is_cpu() {
        eprintln!("note: GSCI_TEST_DEVICE is not cuda; checking the CPU's Unsupported error");
        return unsupported_on_cpu(k.call(&[&x, &y]));
    }
    let z = k
        .call(&[&x, &y])
        .unwrap()
        .remove(0)
        .into_typed::<f32>()
        .unwrap();
    assert_eq!(z.shape(), &[2, 5]);
    let want: Vec<f32> = (0..10)
        .map(|i| (xv[i] - yv[i % 5]) * (xv[i] - yv[i % 5]))
        .collect();
    assert_eq!(z.to_vec().unwrap(), want);
    // A scalar argument for a placeholder bound by the array.
    let z = k
        .call(&[&x, &5.0f64])
        .unwrap()
        .remove(0)
        .into_typed::<f32>()
        .unwrap();
    let want: Vec<f32> = xv.iter().map(|v| (v - 5.0) * (v - 5.0)).collect();
    assert_eq!(z.to_vec().unwrap(), want);
    // Mixed dtypes for one placeholder are an error.
    let xi = Array::from_vec(vec![1i32; 5], &[5], &dev).unwrap();
    assert!(matches!(
        k.call(&[&x, &xi]),
        Err(Error::DTypeMismatch { .. })
    ));
}

#[test]
fn add_reverse_with_raw_parameter() {
    let dev = test_device();
    let k = ElementwiseKernel::new(
        "T x, raw T y",
        "T z",
        "z = x + y[_ind.size() - i - 1]",
        "add_reverse",
    )
    .unwrap();
    let (xv, x) = data(3, &[10], &dev);
    let (yv, y) = data(4, &[10], &dev);
    if dev.is_cpu() {
        return unsupported_on_cpu(k.call(&[&x, &y]));
    }
    let z = k
        .call(&[&x, &y])
        .unwrap()
        .remove(0)
        .into_typed::<f32>()
        .unwrap();
    let want: Vec<f32> = (0..10).map(|i| xv[i] + yv[9 - i]).collect();
    assert_eq!(z.to_vec().unwrap(), want);
}

#[test]
fn l2norm_reduction_kernel() {
    let dev = test_device();
    let k =
        ReductionKernel::new("T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2norm").unwrap();
    let (_, x) = data(5, &[10, 300], &dev);
    if dev.is_cpu() {
        return unsupported_on_cpu(k.call(&[&x], &ReduceOptions::axes(&[1])));
    }
    let got = k
        .call(&[&x], &ReduceOptions::axes(&[1]))
        .unwrap()
        .into_typed::<f32>()
        .unwrap();
    let want = reduce::norm(
        &x.to_device(&Device::cpu()).unwrap(),
        &reduce::NormOptions {
            axis: Some(&[1]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_rel_close(
        "l2norm",
        &got.to_vec().unwrap(),
        &want.to_vec().unwrap(),
        1e-6,
    );
    let all = k
        .call(&[&x], &ReduceOptions::default().keepdims(true))
        .unwrap();
    assert_eq!(all.shape(), &[1, 1]);
}

const TWO_FUNCTIONS: &str = r#"
extern "C" __global__ void test_sum(const float* x1, const float* x2, float* y, unsigned int N) {
    unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
    if (tid < N) y[tid] = x1[tid] + x2[tid];
}
extern "C" __global__ void test_multiply(const float* x1, const float* x2, float* y, unsigned int N) {
    unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
    if (tid < N) y[tid] = x1[tid] * x2[tid];
}
"#;

#[test]
fn raw_module_with_two_functions_and_raw_kernel() {
    let dev = test_device();
    if dev.is_cpu() {
        return unsupported_on_cpu(RawModule::from_source(
            &dev,
            TWO_FUNCTIONS,
            &RawModuleOptions::default(),
        ));
    }
    let m = RawModule::from_source(&dev, TWO_FUNCTIONS, &RawModuleOptions::default()).unwrap();
    let (av, a) = data(6, &[25], &dev);
    let (bv, b) = data(7, &[25], &dev);
    for (name, f) in [
        ("test_sum", (|p: f32, q: f32| p + q) as fn(f32, f32) -> f32),
        ("test_multiply", |p, q| p * q),
    ] {
        let k = m.get_function(name).unwrap();
        let y = Array::<f32>::zeros(&[25], &dev).unwrap();
        // SAFETY: (const float*, const float*, float*, unsigned) and 25 threads over 25 elements.
        unsafe {
            k.launch(
                &dev,
                (1, 1, 1),
                (32, 1, 1),
                &[&a, &b, &y, &25u32],
                &LaunchOptions::default(),
            )
            .unwrap();
        }
        let want: Vec<f32> = av.iter().zip(&bv).map(|(p, q)| f(*p, *q)).collect();
        assert_eq!(y.to_vec().unwrap(), want, "{name}");
    }
    assert!(m.get_function("missing").is_err());
    // RawKernel from source, launched on a user stream with dynamic shared memory.
    let k = RawKernel::new(
        r#"extern "C" __global__ void scale(float* x, float s, int n) {
            extern __shared__ float tmp[];
            int i = blockIdx.x * blockDim.x + threadIdx.x;
            if (i < n) { tmp[threadIdx.x] = x[i] * s; x[i] = tmp[threadIdx.x]; }
        }"#,
        "scale",
    )
    .unwrap();
    let x = a.copy().unwrap();
    let stream = dev.new_stream().unwrap();
    let opts = LaunchOptions {
        shared_mem: 32 * 4,
        stream: Some(&stream),
    };
    // SAFETY: (float*, float, int); 32 threads cover 25 elements; 128 bytes of shared memory.
    unsafe {
        k.launch(&dev, (1, 1, 1), (32, 1, 1), &[&x, &2.0f32, &25i32], &opts)
            .unwrap()
    };
    stream.synchronize().unwrap();
    let want: Vec<f32> = av.iter().map(|v| v * 2.0).collect();
    assert_eq!(x.to_vec().unwrap(), want);
}

const TEMPLATED: &str = r#"
template<typename T>
__global__ void my_sqrt(T* x, int N) {
    unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
    if (tid < N) x[tid] = sqrt(x[tid]);
}
"#;

#[test]
fn templated_raw_module_by_name_expressions() {
    let dev = test_device();
    let opts = RawModuleOptions {
        options: vec![],
        name_expressions: vec!["my_sqrt<float>".into(), "my_sqrt<double>".into()],
    };
    if dev.is_cpu() {
        return unsupported_on_cpu(RawModule::from_source(&dev, TEMPLATED, &opts));
    }
    let m = RawModule::from_source(&dev, TEMPLATED, &opts).unwrap();
    let xf = Array::from_vec(vec![4.0f32, 9.0, 16.0], &[3], &dev).unwrap();
    let xd = Array::from_vec(vec![25.0f64, 36.0], &[2], &dev).unwrap();
    // SAFETY: (T*, int) with 32 threads guarded by N.
    unsafe {
        m.get_function("my_sqrt<float>")
            .unwrap()
            .launch(
                &dev,
                (1, 1, 1),
                (32, 1, 1),
                &[&xf, &3i32],
                &LaunchOptions::default(),
            )
            .unwrap();
        m.get_function("my_sqrt<double>")
            .unwrap()
            .launch(
                &dev,
                (1, 1, 1),
                (32, 1, 1),
                &[&xd, &2i32],
                &LaunchOptions::default(),
            )
            .unwrap();
    }
    assert_eq!(xf.to_vec().unwrap(), vec![2.0, 3.0, 4.0]);
    assert_eq!(xd.to_vec().unwrap(), vec![5.0, 6.0]);
}
