use gsci_special::{Array, Device, Result, ndtri, stdtr, stdtrit};
use std::time::Instant;
fn time<F: FnMut() -> Result<()>>(dev: &Device, name: &str, mut f: F) -> Result<()> {
    f()?;
    dev.synchronize()?;
    let mut v = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        f()?;
        dev.synchronize()?;
        v.push(t.elapsed().as_secs_f64() * 1e3);
    }
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{name:40} {:8.3} ms", v[2]);
    Ok(())
}
fn main() -> Result<()> {
    let dev = Device::default();
    let n = 1usize << 26;
    let mk = |lo: f64, hi: f64| -> Result<Array<f64>> {
        let mut s = 0x1234_5678_9abc_def0u64;
        let v: Vec<f64> = (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                lo + (hi - lo) * ((s >> 11) as f64 / (1u64 << 53) as f64)
            })
            .collect();
        Array::from_vec(v, &[n], &dev)
    };
    let mixed = mk(0.01, 0.99)?;
    let body = mk(0.2, 0.8)?;
    let tail = mk(0.01, 0.09)?;
    let deep = mk(1e-6, 1e-4)?;
    let tt = mk(-4.0, 4.0)?;
    time(&dev, "ndtri mixed", || ndtri::<f64>(&mixed).map(|_| ()))?;
    time(&dev, "stdtrit df5 mixed", || {
        stdtrit::<f64>(5.0, &mixed).map(|_| ())
    })?;
    time(&dev, "stdtrit df5 body 0.2-0.8", || {
        stdtrit::<f64>(5.0, &body).map(|_| ())
    })?;
    time(&dev, "stdtrit df5 tail 0.01-0.09", || {
        stdtrit::<f64>(5.0, &tail).map(|_| ())
    })?;
    time(&dev, "stdtrit df5 deep 1e-6..1e-4", || {
        stdtrit::<f64>(5.0, &deep).map(|_| ())
    })?;
    time(&dev, "stdtrit df30 mixed", || {
        stdtrit::<f64>(30.0, &mixed).map(|_| ())
    })?;
    time(&dev, "stdtrit df5.5 mixed (general)", || {
        stdtrit::<f64>(5.5, &mixed).map(|_| ())
    })?;
    time(&dev, "stdtr df5 t in [-4,4]", || {
        stdtr::<f64>(5.0, &tt).map(|_| ())
    })?;
    time(&dev, "stdtr df4094 t in [-4,4]", || {
        stdtr::<f64>(4094.0, &tt).map(|_| ())
    })?;
    let mixed32 = mixed.astype::<f32>()?;
    time(&dev, "stdtrit df5 f32 loop mixed", || {
        stdtrit::<f32>(5.0, &mixed32).map(|_| ())
    })?;
    Ok(())
}
