//! Bad input to gsci-core's public functions (see `bad_input.rs` for the runner).

use crate::bad_input::*;
use gsci_core::reduce::{self, ArgOptions, ReduceOptions, VarOptions};
use gsci_core::scan::{CumulativeOptions, DiffOptions};
use gsci_core::sort::{
    LexsortOptions, PartitionOptions, SearchsortedOptions, SortOptions, UniqueOptions,
};
use gsci_core::stats_ops::{
    BincountOptions, DigitizeOptions, HistogramOptions, MedianOptions, QuantileOptions,
};
use gsci_core::{Array, Device, PadMode, Repeats, SliceArg, ufunc};

fn ax(a: &[isize]) -> ReduceOptions<'_> {
    ReduceOptions {
        axis: Some(a),
        keepdims: false,
    }
}

fn r0() -> ReduceOptions<'static> {
    ReduceOptions::default()
}

fn x3(d: &Device) -> Array<f64> {
    f1(d, &[3.0, 1.0, 2.0])
}

pub fn table() -> Vec<Case> {
    vec![
        // ---- reductions
        case(
            "sum: axis 1 of a 1-D array",
            axis_err(),
            "np.sum(np.ones(3), axis=1)",
            |d| reduce::sum(&x3(d), &ax(&[1])),
        ),
        case(
            "sum: axis -2 of a 1-D array",
            axis_err(),
            "np.sum(np.ones(3), axis=-2)",
            |d| reduce::sum(&x3(d), &ax(&[-2])),
        ),
        case(
            "sum: axis 0 twice",
            err("sum"),
            "np.sum(np.ones((2,2)), axis=(0,0))",
            |d| reduce::sum(&ramp(d, &[2, 2]), &ax(&[0, 0])),
        ),
        case(
            "sum: axis isize::MIN",
            axis_err(),
            "np.sum(np.ones(3), axis=-2**63)",
            |d| reduce::sum(&x3(d), &ax(&[isize::MIN])),
        ),
        case("sum: empty", vals(&[0.0]), "np.sum(np.zeros(0))", |d| {
            reduce::sum(&empty(d, &[0]), &r0())
        }),
        case("prod: empty", vals(&[1.0]), "np.prod(np.zeros(0))", |d| {
            reduce::prod(&empty(d, &[0]), &r0())
        }),
        case("sum: 0-d", vals(&[2.5]), "np.sum(np.float64(2.5))", |d| {
            reduce::sum(&zero_d(d, 2.5), &r0())
        }),
        case(
            "sum: NaN and inf",
            Want::Nan,
            "np.sum([np.nan, np.inf])",
            |d| reduce::sum(&f1(d, &[NAN, INF]), &r0()),
        ),
        case(
            "sum: inf - inf",
            Want::Nan,
            "np.sum([np.inf, -np.inf])",
            |d| reduce::sum(&f1(d, &[INF, -INF]), &r0()),
        ),
        case("mean: empty", Want::Nan, "np.mean(np.zeros(0))", |d| {
            reduce::mean(&empty(d, &[0]), &r0())
        }),
        case(
            "mean: axis 0 of 0x3",
            vals(&[NAN, NAN, NAN]),
            "np.mean(np.zeros((0,3)), axis=0)",
            |d| reduce::mean(&empty(d, &[0, 3]), &ax(&[0])),
        ),
        case("var: empty", Want::Nan, "np.var(np.zeros(0))", |d| {
            reduce::var(&empty(d, &[0]), &VarOptions::default())
        }),
        case(
            "var: ddof = n",
            vals(&[f64::INFINITY]),
            "np.var([3.,1.,2.], ddof=3)",
            |d| {
                reduce::var(
                    &x3(d),
                    &VarOptions {
                        ddof: 3.0,
                        ..VarOptions::default()
                    },
                )
            },
        ),
        case(
            "std: ddof past n",
            vals(&[f64::INFINITY]),
            "np.std([3.,1.,2.], ddof=5)",
            |d| {
                reduce::std(
                    &x3(d),
                    &VarOptions {
                        ddof: 5.0,
                        ..VarOptions::default()
                    },
                )
            },
        ),
        case(
            "var: axis 3",
            axis_err(),
            "np.var(np.ones(3), axis=3)",
            |d| {
                reduce::var(
                    &x3(d),
                    &VarOptions {
                        axis: Some(&[3]),
                        ..VarOptions::default()
                    },
                )
            },
        ),
        case("min: empty", err("min"), "np.min(np.zeros(0))", |d| {
            reduce::min(&empty(d, &[0]), &r0())
        }),
        case("max: empty", err("max"), "np.max(np.zeros(0))", |d| {
            reduce::max(&empty(d, &[0]), &r0())
        }),
        case(
            "max: axis 1 of 2x0",
            err("max"),
            "np.max(np.zeros((2,0)), axis=1)",
            |d| reduce::max(&empty(d, &[2, 0]), &ax(&[1])),
        ),
        case(
            "max: axis 0 of 2x0 (empty result)",
            vals(&[]),
            "np.max(np.zeros((2,0)), axis=0)",
            |d| reduce::max(&empty(d, &[2, 0]), &ax(&[0])),
        ),
        case("ptp: empty", err("ptp"), "np.ptp(np.zeros(0))", |d| {
            reduce::ptp(&empty(d, &[0]), &r0())
        }),
        case(
            "min: NaN propagates",
            Want::Nan,
            "np.min([1., np.nan])",
            |d| reduce::min(&f1(d, &[1.0, NAN]), &r0()),
        ),
        case(
            "nanmin: all NaN",
            Want::Nan,
            "np.nanmin([np.nan, np.nan])",
            |d| reduce::nanmin(&f1(d, &[NAN, NAN]), &r0()),
        ),
        case(
            "nanmax: empty",
            err("nanmax"),
            "np.nanmax(np.zeros(0))",
            |d| reduce::nanmax(&empty(d, &[0]), &r0()),
        ),
        case(
            "argmin: empty",
            err("argmin"),
            "np.argmin(np.zeros(0))",
            |d| reduce::argmin(&empty(d, &[0]), &ArgOptions::default()),
        ),
        case(
            "argmax: empty",
            err("argmax"),
            "np.argmax(np.zeros(0))",
            |d| reduce::argmax(&empty(d, &[0]), &ArgOptions::default()),
        ),
        case(
            "argmax: axis 2",
            axis_err(),
            "np.argmax(np.ones(3), axis=2)",
            |d| {
                reduce::argmax(
                    &x3(d),
                    &ArgOptions {
                        axis: Some(2),
                        keepdims: false,
                    },
                )
            },
        ),
        case(
            "nanargmin: all NaN",
            err("nanargmin"),
            "np.nanargmin([np.nan, np.nan])",
            |d| reduce::nanargmin(&f1(d, &[NAN, NAN]), &ArgOptions::default()),
        ),
        case(
            "nanargmax: empty",
            err("nanargmax"),
            "np.nanargmax(np.zeros(0))",
            |d| reduce::nanargmax(&empty(d, &[0]), &ArgOptions::default()),
        ),
        case("nanmean: all NaN", Want::Nan, "np.nanmean([np.nan])", |d| {
            reduce::nanmean(&f1(d, &[NAN]), &r0())
        }),
        case(
            "nanvar: all NaN",
            Want::Nan,
            "np.nanvar([np.nan, np.nan])",
            |d| reduce::nanvar(&f1(d, &[NAN, NAN]), &VarOptions::default()),
        ),
        case("any: empty", vals(&[0.0]), "np.any(np.zeros(0))", |d| {
            reduce::any(&empty(d, &[0]), &r0())
        }),
        case("all: empty", vals(&[1.0]), "np.all(np.zeros(0))", |d| {
            reduce::all(&empty(d, &[0]), &r0())
        }),
        case(
            "count_nonzero: NaN counts",
            vals(&[2.0]),
            "np.count_nonzero([np.nan, 0., 1.])",
            |d| reduce::count_nonzero(&f1(d, &[NAN, 0.0, 1.0]), &r0()),
        ),
        // ---- creation
        case(
            "zeros: 2^62 x 4 elements",
            err("zeros"),
            "np.zeros((2**62, 4))",
            |d| Array::<f64>::zeros(&[1 << 62, 4], d),
        ),
        case(
            "zeros: product overflows usize",
            err("zeros"),
            "np.zeros((2**40, 2**40))",
            |d| Array::<f64>::zeros(&[1 << 40, 1 << 40], d),
        ),
        case("ones: 2^61 float64", err("ones"), "np.ones(2**61)", |d| {
            Array::<f64>::ones(&[HUGE], d)
        }),
        case(
            "full: 2^62 bytes",
            err("full"),
            "np.full(2**62, 1, np.uint8)",
            |d| Array::<u8>::full(&[1 << 62], 7, d),
        ),
        case(
            "empty: 2^61 float64",
            err("empty"),
            "np.empty(2**61)",
            |d| Array::<f64>::empty(&[HUGE], d),
        ),
        case(
            "from_vec: 3 values for 4",
            err("from_vec"),
            "np.array([1.,2,3]).reshape(4)",
            |d| Array::from_vec(vec![1.0f64, 2.0, 3.0], &[4], d),
        ),
        case("from_vec: shape overflows", err("from_vec"), "", |d| {
            Array::from_vec(vec![1.0f64], &[usize::MAX, 2], d)
        }),
        case("eye: 2^63 rows", err("eye"), "np.eye(2**63)", |d| {
            Array::<f64>::eye(1 << 63, None, 0, d)
        }),
        case(
            "eye: k far off",
            vals(&[0.0, 0.0, 0.0, 0.0]),
            "np.eye(2, k=10**9).ravel()",
            |d| Array::<f64>::eye(2, None, 1_000_000_000, d),
        ),
        case(
            "identity: 2^40",
            err("identity"),
            "np.identity(2**40)",
            |d| Array::<f64>::identity(1 << 40, d),
        ),
        case("tri: 2^40", err("tri"), "np.tri(2**40)", |d| {
            Array::<f64>::tri(1 << 40, None, 0, d)
        }),
        case(
            "arange: step 0",
            err("arange"),
            "np.arange(0., 1., 0.)",
            |d| Array::<f64>::arange(0.0, 1.0, 0.0, d),
        ),
        case(
            "arange: NaN stop",
            err("arange"),
            "np.arange(0., np.nan, 1.)",
            |d| Array::<f64>::arange(0.0, NAN, 1.0, d),
        ),
        case(
            "arange: inf stop",
            err("arange"),
            "np.arange(0., np.inf, 1.)",
            |d| Array::<f64>::arange(0.0, INF, 1.0, d),
        ),
        case(
            "arange: 1e300 elements",
            err("arange"),
            "np.arange(0., 1e300, 1.)",
            |d| Array::<f64>::arange(0.0, 1e300, 1.0, d),
        ),
        case(
            "arange: empty range",
            vals(&[]),
            "np.arange(1., 0., 1.)",
            |d| Array::<f64>::arange(1.0, 0.0, 1.0, d),
        ),
        case("arange_n: 2^61", err("arange"), "np.arange(2**61)", |d| {
            Array::<i64>::arange_n(HUGE, d)
        }),
        case(
            "linspace: 2^61 points",
            err("linspace"),
            "np.linspace(0, 1, 2**61)",
            |d| Array::<f64>::linspace(0.0, 1.0, HUGE, true, d),
        ),
        case(
            "linspace: 0 points",
            vals(&[]),
            "np.linspace(0, 1, 0)",
            |d| Array::<f64>::linspace(0.0, 1.0, 0, true, d),
        ),
        case(
            "linspace: NaN start",
            vals(&[NAN, 1.0]),
            "np.linspace(np.nan, 1, 2)",
            |d| Array::<f64>::linspace(NAN, 1.0, 2, true, d),
        ),
        case(
            "logspace: 2^61 points",
            err("logspace"),
            "np.logspace(0, 1, 2**61)",
            |d| Array::<f64>::logspace(0.0, 1.0, HUGE, true, 10.0, d),
        ),
        case(
            "diag: 3-D input",
            err("diag"),
            "np.diag(np.ones((2,2,2)))",
            |d| Array::diag(&ramp(d, &[2, 2, 2]), 0),
        ),
        case(
            "diag: 0-d input",
            err("diag"),
            "np.diag(np.float64(1.))",
            |d| Array::diag(&zero_d(d, 1.0), 0),
        ),
        case(
            "diag: k past the end",
            vals(&[]),
            "np.diag(np.ones((2,2)), k=5)",
            |d| Array::diag(&ramp(d, &[2, 2]), 5),
        ),
        case(
            "diagflat: huge k",
            err("diagflat"),
            "np.diagflat([1.], k=2**62)",
            |d| Array::diagflat(&f1(d, &[1.0]), 1 << 62),
        ),
        case(
            "meshgrid: 2^31 x 2^31",
            err("meshgrid"),
            "np.meshgrid(np.zeros(2**31), np.zeros(2**31))",
            |d| {
                // Views of one element each: nothing large exists before the call.
                let x = f1(d, &[1.0]).broadcast_to(&[1 << 31])?;
                Array::meshgrid(&[&x, &x], gsci_core::Indexing::Xy, false, true)
            },
        ),
        // ---- views
        case(
            "reshape: 3 into 4",
            err("reshape"),
            "np.ones(3).reshape(4)",
            |d| x3(d).reshape(&[4]),
        ),
        case(
            "reshape: two -1",
            err("reshape"),
            "np.ones(4).reshape(-1,-1)",
            |d| ramp(d, &[4]).reshape(&[-1, -1]),
        ),
        case(
            "reshape: -2",
            err("reshape"),
            "np.ones(4).reshape(-2,-2)",
            |d| ramp(d, &[4]).reshape(&[-2, -2]),
        ),
        case(
            "reshape: -1 with a 0",
            err("reshape"),
            "np.ones(4).reshape(0,-1)",
            |d| ramp(d, &[4]).reshape(&[0, -1]),
        ),
        case(
            "reshape: huge",
            err("reshape"),
            "np.ones(4).reshape(2**62, 2**62)",
            |d| ramp(d, &[4]).reshape(&[1 << 62, 1 << 62]),
        ),
        case(
            "permute_axes: repeated",
            err("transpose"),
            "np.ones((2,2)).transpose(0,0)",
            |d| ramp(d, &[2, 2]).permute_axes(&[0, 0]),
        ),
        case(
            "permute_axes: too few",
            err("transpose"),
            "np.ones((2,2)).transpose(0)",
            |d| ramp(d, &[2, 2]).permute_axes(&[0]),
        ),
        case(
            "swapaxes: axis 5",
            axis_err(),
            "np.swapaxes(np.ones((2,2)), 0, 5)",
            |d| ramp(d, &[2, 2]).swapaxes(0, 5),
        ),
        case(
            "moveaxis: repeated source",
            err("moveaxis"),
            "np.moveaxis(np.ones((2,3)), [0,0], [0,1])",
            |d| ramp(d, &[2, 3]).moveaxis(&[0, 0], &[0, 1]),
        ),
        case(
            "moveaxis: lengths differ",
            err("moveaxis"),
            "np.moveaxis(np.ones((2,3)), [0], [0,1])",
            |d| ramp(d, &[2, 3]).moveaxis(&[0], &[0, 1]),
        ),
        case(
            "broadcast_to: 3 to 4",
            err("broadcast_to"),
            "np.broadcast_to(np.ones(3), (4,))",
            |d| x3(d).broadcast_to(&[4]),
        ),
        case(
            "broadcast_to: fewer axes",
            err("broadcast_to"),
            "np.broadcast_to(np.ones((2,3)), (3,))",
            |d| ramp(d, &[2, 3]).broadcast_to(&[3]),
        ),
        case(
            "squeeze: axis of length 3",
            err("squeeze"),
            "np.squeeze(np.ones((1,3)), axis=1)",
            |d| ramp(d, &[1, 3]).squeeze(Some(&[1])),
        ),
        case(
            "expand_dims: axis 4 of 1-D",
            axis_err(),
            "np.expand_dims(np.ones(3), 4)",
            |d| x3(d).expand_dims(&[4]),
        ),
        case(
            "expand_dims: repeated",
            err("expand_dims"),
            "np.expand_dims(np.ones(3), (0,0))",
            |d| x3(d).expand_dims(&[0, 0]),
        ),
        case(
            "diagonal: 1-D",
            err("diagonal"),
            "np.ones(3).diagonal()",
            |d| x3(d).diagonal(0, 0, 1),
        ),
        case(
            "diagonal: same axes",
            err("diagonal"),
            "np.ones((2,2)).diagonal(0, 0, 0)",
            |d| ramp(d, &[2, 2]).diagonal(0, 0, 0),
        ),
        case(
            "diagonal: offset past the end",
            vals(&[]),
            "np.ones((2,2)).diagonal(5)",
            |d| ramp(d, &[2, 2]).diagonal(5, 0, 1),
        ),
        case("flip: axis 3", axis_err(), "np.flip(np.ones(3), 3)", |d| {
            x3(d).flip(Some(&[3]))
        }),
        case(
            "rot90: same axes",
            err("rot90"),
            "np.rot90(np.ones((2,2)), 1, (0,0))",
            |d| ramp(d, &[2, 2]).rot90(1, [0, 0]),
        ),
        case("rot90: 1-D", err("rot90"), "np.rot90(np.ones(3))", |d| {
            x3(d).rot90(1, [0, 1])
        }),
        case(
            "broadcast_shapes: 3 vs 4",
            err("broadcast"),
            "np.broadcast_shapes((3,), (4,))",
            |_| {
                gsci_core::broadcast_shapes(&[&[3], &[4]])
                    .map(|s| s.into_iter().map(|v| v as f64).collect::<Vec<_>>())
            },
        ),
        case(
            "broadcast_arrays: 2 vs 3",
            err("broadcast"),
            "np.broadcast_arrays(np.ones(2), np.ones(3))",
            |d| gsci_core::broadcast_arrays(&[&ramp(d, &[2]), &x3(d)]),
        ),
        case("item: 3 elements", err("item"), "np.ones(3).item()", |d| {
            x3(d).item()
        }),
        case("item: empty", err("item"), "np.zeros(0).item()", |d| {
            empty(d, &[0]).item()
        }),
        // ---- slicing
        case("slice: step 0", err("slice"), "np.ones(3)[::0]", |d| {
            x3(d).slice(&[SliceArg::Range {
                start: None,
                stop: None,
                step: 0,
            }])
        }),
        case(
            "slice: too many indices",
            err("slice"),
            "np.ones(3)[0, 0]",
            |d| x3(d).slice(&[SliceArg::Index(0), SliceArg::Index(0)]),
        ),
        case("slice: index 3 of 3", index_err(), "np.ones(3)[3]", |d| {
            x3(d).slice(&[SliceArg::Index(3)])
        }),
        case(
            "slice: index isize::MIN",
            index_err(),
            "np.ones(3)[-2**63]",
            |d| x3(d).slice(&[SliceArg::Index(isize::MIN)]),
        ),
        case(
            "slice: clamped range",
            vals(&[3.0, 1.0, 2.0]),
            "np.array([3.,1,2])[-2**62:2**62]",
            |d| {
                x3(d).slice(&[SliceArg::Range {
                    start: Some(-(1 << 62)),
                    stop: Some(1 << 62),
                    step: 1,
                }])
            },
        ),
        case(
            "slice: step isize::MIN",
            vals(&[2.0]),
            "np.array([3.,1,2])[::-2**63]",
            |d| {
                x3(d).slice(&[SliceArg::Range {
                    start: None,
                    stop: None,
                    step: isize::MIN,
                }])
            },
        ),
        case(
            "index_axis: 3 of 3",
            index_err(),
            "np.take(np.ones(3), 3, axis=0)",
            |d| x3(d).index_axis(0, 3),
        ),
        case(
            "index_axis: axis 1 of 1-D",
            axis_err(),
            "np.ones(3)[:, 0]",
            |d| x3(d).index_axis(1, 0),
        ),
        case("slice_axis: step 0", err("slice"), "np.ones(3)[::0]", |d| {
            x3(d).slice_axis(0, None, None, 0)
        }),
        case(
            "split: 3 into 2",
            err("split"),
            "np.split(np.ones(3), 2)",
            |d| x3(d).split(2usize, 0),
        ),
        case(
            "array_split: 0 sections",
            err("array_split"),
            "np.array_split(np.ones(3), 0)",
            |d| x3(d).array_split(0usize, 0),
        ),
        case(
            "split: axis 1 of 1-D",
            axis_err(),
            "np.split(np.ones(3), 3, axis=1)",
            |d| x3(d).split(3usize, 1),
        ),
        case(
            "hsplit: 0-d",
            err("hsplit"),
            "np.hsplit(np.float64(1), 1)",
            |d| zero_d(d, 1.0).hsplit(1usize),
        ),
        case(
            "vsplit: 1-D",
            err("vsplit"),
            "np.vsplit(np.ones(4), 2)",
            |d| ramp(d, &[4]).vsplit(2usize),
        ),
        case(
            "dsplit: 2-D",
            err("dsplit"),
            "np.dsplit(np.ones((2,2)), 2)",
            |d| ramp(d, &[2, 2]).dsplit(2usize),
        ),
        // ---- indexing and joining
        case(
            "take: index 3 of 3",
            index_err(),
            "np.take(np.ones(3), [3])",
            |d| gsci_core::take(&x3(d), &i(d, &[3], &[1]), None),
        ),
        case(
            "take: index -4 of 3",
            index_err(),
            "np.take(np.ones(3), [-4])",
            |d| gsci_core::take(&x3(d), &i(d, &[-4], &[1]), None),
        ),
        case(
            "take: i64::MIN",
            index_err(),
            "np.take(np.ones(3), [-2**63])",
            |d| gsci_core::take(&x3(d), &i(d, &[i64::MIN], &[1]), None),
        ),
        case(
            "take: from empty",
            index_err(),
            "np.take(np.zeros(0), [0])",
            |d| gsci_core::take(&empty(d, &[0]), &i(d, &[0], &[1]), None),
        ),
        case(
            "take: axis 2",
            axis_err(),
            "np.take(np.ones(3), [0], axis=2)",
            |d| gsci_core::take(&x3(d), &i(d, &[0], &[1]), Some(2)),
        ),
        case(
            "take_along_axis: rank differs",
            err("take_along_axis"),
            "np.take_along_axis(np.ones((2,2)), np.zeros(2, int), axis=0)",
            |d| gsci_core::take_along_axis(&ramp(d, &[2, 2]), &i(d, &[0, 1], &[2]), Some(0)),
        ),
        case(
            "take_along_axis: index 5",
            index_err(),
            "np.take_along_axis(np.ones(3), np.array([5]), axis=0)",
            |d| gsci_core::take_along_axis(&x3(d), &i(d, &[5], &[1]), Some(0)),
        ),
        case(
            "put: index 7 of 3",
            index_err(),
            "np.put(np.ones(3), [7], [1.])",
            |d| {
                let mut a = x3(d);
                gsci_core::put(&mut a, &i(d, &[7], &[1]), &f1(d, &[1.0]))
            },
        ),
        case(
            "put: into empty",
            index_err(),
            "np.put(np.zeros(0), [0], [1.])",
            |d| {
                let mut a = empty(d, &[0]);
                gsci_core::put(&mut a, &i(d, &[0], &[1]), &f1(d, &[1.0]))
            },
        ),
        case(
            "scatter_add: index 3 of 3",
            index_err(),
            "np.add.at(np.ones(3), [3], 1.)",
            |d| {
                let mut a = x3(d);
                gsci_core::scatter_add(&mut a, &i(d, &[3], &[1]), &f1(d, &[1.0]), None)
            },
        ),
        case(
            "concatenate: no arrays",
            err("concatenate"),
            "np.concatenate([])",
            |_| gsci_core::concatenate::<f64>(&[], 0),
        ),
        case(
            "concatenate: shapes differ",
            err("concatenate"),
            "np.concatenate([np.ones((2,2)), np.ones((2,3))], axis=0)",
            |d| gsci_core::concatenate(&[&ramp(d, &[2, 2]), &ramp(d, &[2, 3])], 0),
        ),
        case(
            "concatenate: ranks differ",
            err("concatenate"),
            "np.concatenate([np.ones(2), np.ones((2,2))])",
            |d| gsci_core::concatenate(&[&ramp(d, &[2]), &ramp(d, &[2, 2])], 0),
        ),
        case(
            "concatenate: 0-d",
            err("concatenate"),
            "np.concatenate([np.float64(1), np.float64(2)])",
            |d| gsci_core::concatenate(&[&zero_d(d, 1.0), &zero_d(d, 2.0)], 0),
        ),
        case(
            "concatenate: axis 1 of 1-D",
            axis_err(),
            "np.concatenate([np.ones(2), np.ones(2)], axis=1)",
            |d| gsci_core::concatenate(&[&ramp(d, &[2]), &ramp(d, &[2])], 1),
        ),
        case("stack: no arrays", err("stack"), "np.stack([])", |_| {
            gsci_core::stack::<f64>(&[], 0)
        }),
        case(
            "stack: shapes differ",
            err("stack"),
            "np.stack([np.ones(2), np.ones(3)])",
            |d| gsci_core::stack(&[&ramp(d, &[2]), &x3(d)], 0),
        ),
        case(
            "stack: axis 3",
            axis_err(),
            "np.stack([np.ones(2), np.ones(2)], axis=3)",
            |d| gsci_core::stack(&[&ramp(d, &[2]), &ramp(d, &[2])], 3),
        ),
        case("hstack: no arrays", err("stack"), "np.hstack([])", |_| {
            gsci_core::hstack::<f64>(&[])
        }),
        case(
            "vstack: shapes differ",
            err("concatenate"),
            "np.vstack([np.ones(2), np.ones(3)])",
            |d| gsci_core::vstack(&[&ramp(d, &[2]), &x3(d)]),
        ),
        case("dstack: no arrays", err("stack"), "np.dstack([])", |_| {
            gsci_core::dstack::<f64>(&[])
        }),
        case(
            "pad: 2^62 on one side",
            err("pad"),
            "np.pad(np.ones(2), (2**62, 0))",
            |d| gsci_core::pad(&ramp(d, &[2]), &[(1 << 62, 0)], PadMode::Constant(0.0)),
        ),
        case(
            "pad: widths overflow usize",
            err("pad"),
            "np.pad(np.ones(2), (2**63, 2**63))",
            |d| {
                gsci_core::pad(
                    &ramp(d, &[2]),
                    &[(1 << 63, 1 << 63)],
                    PadMode::Constant(0.0),
                )
            },
        ),
        case(
            "pad: reflect an empty axis",
            err("pad"),
            "np.pad(np.zeros(0), 1, mode='reflect')",
            |d| gsci_core::pad(&empty(d, &[0]), &[(1, 1)], PadMode::Reflect),
        ),
        case(
            "pad: edge of an empty axis",
            err("pad"),
            "np.pad(np.zeros(0), 1, mode='edge')",
            |d| gsci_core::pad(&empty(d, &[0]), &[(1, 1)], PadMode::Edge),
        ),
        case(
            "pad: 3 widths for 1 axis",
            err("pad"),
            "np.pad(np.ones(2), [(1,1),(1,1),(1,1)])",
            |d| {
                gsci_core::pad(
                    &ramp(d, &[2]),
                    &[(1, 1), (1, 1), (1, 1)],
                    PadMode::Constant(0.0),
                )
            },
        ),
        case(
            "tile: 2^62 reps",
            err("tile"),
            "np.tile(np.ones(2), 2**62)",
            |d| gsci_core::tile(&ramp(d, &[2]), &[1 << 62]),
        ),
        case(
            "tile: reps overflow usize",
            err("tile"),
            "np.tile(np.ones(2), (2**40, 2**40))",
            |d| gsci_core::tile(&ramp(d, &[2]), &[1 << 40, 1 << 40]),
        ),
        case(
            "repeat: 2^62 each",
            err("repeat"),
            "np.repeat(np.ones(2), 2**62)",
            |d| gsci_core::repeat(&ramp(d, &[2]), Repeats::Scalar(1 << 62), None),
        ),
        case(
            "repeat: 3 counts for 2",
            err("repeat"),
            "np.repeat(np.ones(2), [1,2,3])",
            |d| gsci_core::repeat(&ramp(d, &[2]), Repeats::PerElement(vec![1, 2, 3]), None),
        ),
        case(
            "repeat: counts sum overflows",
            err("repeat"),
            "np.repeat(np.ones(2), [2**63, 2**63])",
            |d| {
                gsci_core::repeat(
                    &ramp(d, &[2]),
                    Repeats::PerElement(vec![1 << 63, 1 << 63]),
                    None,
                )
            },
        ),
        case("roll: empty", vals(&[]), "np.roll(np.zeros(0), 3)", |d| {
            gsci_core::roll(&empty(d, &[0]), 3, None)
        }),
        case(
            "roll: shift isize::MIN",
            vals(&[2.0, 2.5, 1.0, 2.0]),
            "np.roll(np.array([2.,2.5,1.,2.]), -2**63)",
            |d| gsci_core::roll(&f1(d, &[2.0, 2.5, 1.0, 2.0]), isize::MIN, None),
        ),
        case(
            "roll: axis 4",
            axis_err(),
            "np.roll(np.ones(3), 1, axis=4)",
            |d| gsci_core::roll(&x3(d), 1, Some(4)),
        ),
        case(
            "where: shapes differ",
            err("where"),
            "np.where(np.ones(2, bool), np.ones(3), np.ones(3))",
            |d| gsci_core::where_(&b(d, &[true, false], &[2]), &x3(d), &x3(d)),
        ),
        case(
            "compress: condition too long",
            index_err(),
            "np.compress([True]*4, np.ones(3))",
            |d| gsci_core::compress(&b(d, &[true; 4], &[4]), &x3(d), None),
        ),
        case(
            "boolean_mask: shape differs",
            err("boolean_mask"),
            "np.ones(3)[np.ones(2, bool)]",
            |d| gsci_core::boolean_mask(&x3(d), &b(d, &[true, false], &[2])),
        ),
        case(
            "clip: min > max",
            vals(&[1.0, 1.0, 1.0]),
            "np.clip([3.,1.,2.], 3., 1.)",
            |d| gsci_core::clip(&x3(d), Some(3.0), Some(1.0)),
        ),
        case(
            "clip: NaN bound",
            vals(&[NAN, NAN, NAN]),
            "np.clip([3.,1.,2.], np.nan, None)",
            |d| gsci_core::clip(&x3(d), Some(NAN), None),
        ),
        case(
            "nonzero: 0-d",
            err("nonzero"),
            "np.nonzero(np.float64(1.))",
            |d| gsci_core::nonzero(&zero_d(d, 1.0)),
        ),
        case(
            "argwhere: empty",
            vals(&[]),
            "np.argwhere(np.zeros(0))",
            |d| gsci_core::argwhere(&empty(d, &[0])),
        ),
        // ---- sorting and searching
        case(
            "sort: axis 1 of 1-D",
            axis_err(),
            "np.sort(np.ones(3), axis=1)",
            |d| {
                gsci_core::sort(
                    &x3(d),
                    &SortOptions {
                        axis: Some(1),
                        stable: None,
                    },
                )
            },
        ),
        case("sort: 0-d", axis_err(), "np.sort(np.float64(1.))", |d| {
            gsci_core::sort(&zero_d(d, 1.0), &SortOptions::default())
        }),
        case(
            "sort: NaN last",
            vals(&[1.0, 3.0, NAN]),
            "np.sort([np.nan, 3., 1.])",
            |d| gsci_core::sort(&f1(d, &[NAN, 3.0, 1.0]), &SortOptions::default()),
        ),
        case(
            "argsort: empty",
            vals(&[]),
            "np.argsort(np.zeros(0))",
            |d| gsci_core::argsort(&empty(d, &[0]), &SortOptions::default()),
        ),
        case(
            "partition: kth 3 of 3",
            err("partition"),
            "np.partition(np.ones(3), 3)",
            |d| gsci_core::partition(&x3(d), &[3], &PartitionOptions::default()),
        ),
        case(
            "partition: kth -4 of 3",
            err("partition"),
            "np.partition(np.ones(3), -4)",
            |d| gsci_core::partition(&x3(d), &[-4], &PartitionOptions::default()),
        ),
        case(
            "argpartition: kth isize::MAX",
            err("argpartition"),
            "np.argpartition(np.ones(3), 2**63-1)",
            |d| gsci_core::argpartition(&x3(d), &[isize::MAX], &PartitionOptions::default()),
        ),
        case(
            "partition: empty, kth 0",
            strict("partition"),
            "np.partition(np.zeros(0), 0)",
            |d| gsci_core::partition(&empty(d, &[0]), &[0], &PartitionOptions::default()),
        ),
        case(
            "searchsorted: sorter too short",
            err("searchsorted"),
            "np.searchsorted([1.,2,3], [2.], sorter=[0,1])",
            |d| {
                let s = i(d, &[0, 1], &[2]);
                gsci_core::searchsorted(
                    &f1(d, &[1.0, 2.0, 3.0]),
                    &f1(d, &[2.0]),
                    &SearchsortedOptions {
                        sorter: Some(&s),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "searchsorted: sorter index 9",
            strict("searchsorted"),
            "np.searchsorted([1.,2,3], [2.], sorter=[0,1,9])",
            |d| {
                let s = i(d, &[0, 1, 9], &[3]);
                gsci_core::searchsorted(
                    &f1(d, &[1.0, 2.0, 3.0]),
                    &f1(d, &[2.0]),
                    &SearchsortedOptions {
                        sorter: Some(&s),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "searchsorted: sorter index -1",
            strict("searchsorted"),
            "np.searchsorted([1.,2,3], [2.], sorter=[0,1,-1])",
            |d| {
                let s = i(d, &[0, 1, -1], &[3]);
                gsci_core::searchsorted(
                    &f1(d, &[1.0, 2.0, 3.0]),
                    &f1(d, &[2.0]),
                    &SearchsortedOptions {
                        sorter: Some(&s),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "searchsorted: 2-D a",
            err("searchsorted"),
            "np.searchsorted(np.ones((2,2)), [1.])",
            |d| {
                gsci_core::searchsorted(
                    &ramp(d, &[2, 2]),
                    &f1(d, &[1.0]),
                    &SearchsortedOptions::default(),
                )
            },
        ),
        case(
            "searchsorted: empty a",
            vals(&[0.0]),
            "np.searchsorted(np.zeros(0), [1.])",
            |d| {
                gsci_core::searchsorted(
                    &empty(d, &[0]),
                    &f1(d, &[1.0]),
                    &SearchsortedOptions::default(),
                )
            },
        ),
        case("lexsort: no keys", err("lexsort"), "np.lexsort([])", |_| {
            gsci_core::lexsort::<f64>(&[], &LexsortOptions::default())
        }),
        case(
            "lexsort: lengths differ",
            err("lexsort"),
            "np.lexsort([np.ones(2), np.ones(3)])",
            |d| gsci_core::lexsort(&[&ramp(d, &[2]), &x3(d)], &LexsortOptions::default()),
        ),
        case(
            "lexsort: axis 2",
            axis_err(),
            "np.lexsort([np.ones(3)], axis=2)",
            |d| gsci_core::lexsort(&[&x3(d)], &LexsortOptions { axis: 2 }),
        ),
        case("unique: empty", vals(&[]), "np.unique(np.zeros(0))", |d| {
            gsci_core::unique(&empty(d, &[0]), &UniqueOptions::default()).map(|u| u.values)
        }),
        // ---- statistics
        case(
            "bincount: negative",
            err("bincount"),
            "np.bincount([1, -1])",
            |d| gsci_core::bincount(&i(d, &[1, -1], &[2]), &BincountOptions::default()),
        ),
        case(
            "bincount: float input",
            strict("bincount"),
            "np.bincount([1.5])",
            |d| gsci_core::bincount(&f1(d, &[1.5]), &BincountOptions::default()),
        ),
        case(
            "bincount: 2-D input",
            err("bincount"),
            "np.bincount(np.ones((2,2), int))",
            |d| gsci_core::bincount(&i(d, &[1, 1, 1, 1], &[2, 2]), &BincountOptions::default()),
        ),
        case(
            "bincount: value 2^61",
            err("bincount"),
            "np.bincount([2**61])",
            |d| gsci_core::bincount(&i(d, &[1 << 61], &[1]), &BincountOptions::default()),
        ),
        case(
            "bincount: minlength 2^61",
            err("bincount"),
            "np.bincount([1], minlength=2**61)",
            |d| gsci_core::bincount(&i(d, &[1], &[1]), &BincountOptions { minlength: HUGE }),
        ),
        case(
            "bincount: empty",
            vals(&[]),
            "np.bincount(np.zeros(0, int))",
            |d| gsci_core::bincount(&i(d, &[], &[0]), &BincountOptions::default()),
        ),
        case(
            "bincount_weighted: lengths differ",
            err("bincount"),
            "np.bincount([1, 2], weights=[1.])",
            |d| {
                gsci_core::stats_ops::bincount_weighted(
                    &i(d, &[1, 2], &[2]),
                    &f1(d, &[1.0]),
                    &BincountOptions::default(),
                )
            },
        ),
        case(
            "histogram: 0 bins",
            err("histogram"),
            "np.histogram([1.,2.], bins=0)",
            |d| gsci_core::histogram(&f1(d, &[1.0, 2.0]), 0usize, &HistogramOptions::default()),
        ),
        case(
            "histogram: 2^61 bins",
            err("histogram"),
            "np.histogram([1.,2.], bins=2**61)",
            |d| gsci_core::histogram(&f1(d, &[1.0, 2.0]), HUGE, &HistogramOptions::default()),
        ),
        case(
            "histogram: NaN range",
            err("histogram"),
            "np.histogram([1.,2.], range=(np.nan, 1.))",
            |d| {
                gsci_core::histogram(
                    &f1(d, &[1.0, 2.0]),
                    4usize,
                    &HistogramOptions {
                        range: Some((NAN, 1.0)),
                    },
                )
            },
        ),
        case(
            "histogram: range min > max",
            err("histogram"),
            "np.histogram([1.,2.], range=(3., 1.))",
            |d| {
                gsci_core::histogram(
                    &f1(d, &[1.0, 2.0]),
                    4usize,
                    &HistogramOptions {
                        range: Some((3.0, 1.0)),
                    },
                )
            },
        ),
        case(
            "histogram: data with NaN",
            err("histogram"),
            "np.histogram([1., np.nan])",
            |d| gsci_core::histogram(&f1(d, &[1.0, NAN]), 4usize, &HistogramOptions::default()),
        ),
        case(
            "histogram: data with inf",
            err("histogram"),
            "np.histogram([1., np.inf])",
            |d| gsci_core::histogram(&f1(d, &[1.0, INF]), 4usize, &HistogramOptions::default()),
        ),
        case(
            "histogram: edges decrease",
            err("histogram"),
            "np.histogram([1.,2.], bins=[3., 1.])",
            |d| {
                gsci_core::histogram(
                    &f1(d, &[1.0, 2.0]),
                    vec![3.0, 1.0],
                    &HistogramOptions::default(),
                )
            },
        ),
        case(
            "histogram: empty data",
            vals(&[0.0, 0.0, 0.0, 0.25, 0.5, 0.75, 1.0]),
            "np.concatenate(np.histogram(np.zeros(0), bins=3, range=(0.25, 1.)))",
            |d| {
                gsci_core::histogram(
                    &empty(d, &[0]),
                    3usize,
                    &HistogramOptions {
                        range: Some((0.25, 1.0)),
                    },
                )
            },
        ),
        case(
            "digitize: bins not monotonic",
            err("digitize"),
            "np.digitize([1.], [1., 3., 2.])",
            |d| {
                gsci_core::digitize(
                    &f1(d, &[1.0]),
                    &[1.0, 3.0, 2.0],
                    &DigitizeOptions::default(),
                )
            },
        ),
        case(
            "quantile: q 1.5",
            err("quantile"),
            "np.quantile([1.,2.], 1.5)",
            |d| {
                gsci_core::quantile::<f64, f64>(
                    &f1(d, &[1.0, 2.0]),
                    1.5,
                    &QuantileOptions::default(),
                )
            },
        ),
        case(
            "quantile: q NaN",
            err("quantile"),
            "np.quantile([1.,2.], np.nan)",
            |d| {
                gsci_core::quantile::<f64, f64>(
                    &f1(d, &[1.0, 2.0]),
                    NAN,
                    &QuantileOptions::default(),
                )
            },
        ),
        case(
            "quantile: q -0.1 in a list",
            err("quantile"),
            "np.quantile([1.,2.], [0.5, -0.1])",
            |d| {
                gsci_core::quantile::<f64, f64>(
                    &f1(d, &[1.0, 2.0]),
                    vec![0.5, -0.1],
                    &QuantileOptions::default(),
                )
            },
        ),
        case(
            "percentile: q 101",
            err("percentile"),
            "np.percentile([1.,2.], 101)",
            |d| {
                gsci_core::percentile::<f64, f64>(
                    &f1(d, &[1.0, 2.0]),
                    101.0,
                    &QuantileOptions::default(),
                )
            },
        ),
        case(
            "quantile: axis 1 of 1-D",
            axis_err(),
            "np.quantile([1.,2.], 0.5, axis=1)",
            |d| {
                gsci_core::quantile::<f64, f64>(
                    &f1(d, &[1.0, 2.0]),
                    0.5,
                    &QuantileOptions {
                        axis: Some(1),
                        ..Default::default()
                    },
                )
            },
        ),
        case("quantile: result dtype int64", err("quantile"), "", |d| {
            gsci_core::quantile::<f64, i64>(&f1(d, &[1.0, 2.0]), 0.5, &QuantileOptions::default())
        }),
        case(
            "quantile: NaN in data",
            Want::Nan,
            "np.quantile([1., np.nan], 0.5)",
            |d| {
                gsci_core::quantile::<f64, f64>(
                    &f1(d, &[1.0, NAN]),
                    0.5,
                    &QuantileOptions::default(),
                )
            },
        ),
        case("median: empty", Want::Nan, "np.median(np.zeros(0))", |d| {
            gsci_core::median::<f64, f64>(&empty(d, &[0]), &MedianOptions::default())
        }),
        case(
            "median: NaN",
            Want::Nan,
            "np.median([1., np.nan, 2.])",
            |d| gsci_core::median::<f64, f64>(&f1(d, &[1.0, NAN, 2.0]), &MedianOptions::default()),
        ),
        case(
            "median: axis 2",
            axis_err(),
            "np.median(np.ones(3), axis=2)",
            |d| {
                gsci_core::median::<f64, f64>(
                    &x3(d),
                    &MedianOptions {
                        axis: Some(2),
                        keepdims: false,
                    },
                )
            },
        ),
        case(
            "cumsum: axis 1 of 1-D",
            axis_err(),
            "np.cumsum(np.ones(3), axis=1)",
            |d| gsci_core::cumsum::<f64, f64>(&x3(d), &CumulativeOptions { axis: Some(1) }),
        ),
        case(
            "cumsum: dtype int8 for float64 (unsafe cast, as NumPy)",
            vals(&[3.0, 4.0, 6.0]),
            "np.cumsum([3.,1.,2.], dtype=np.int8)",
            |d| gsci_core::cumsum::<f64, i8>(&x3(d), &CumulativeOptions::default()),
        ),
        case(
            "cumprod: empty",
            vals(&[]),
            "np.cumprod(np.zeros(0))",
            |d| gsci_core::cumprod::<f64, f64>(&empty(d, &[0]), &CumulativeOptions::default()),
        ),
        case(
            "diff: n past the length",
            vals(&[]),
            "np.diff([3.,1.,2.], n=5)",
            |d| {
                gsci_core::diff(
                    &x3(d),
                    &DiffOptions {
                        n: 5,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "diff: n usize::MAX",
            vals(&[]),
            "np.diff([3.,1.,2.], n=2**63)",
            |d| {
                gsci_core::diff(
                    &x3(d),
                    &DiffOptions {
                        n: usize::MAX,
                        ..Default::default()
                    },
                )
            },
        ),
        case("diff: 0-d", err("diff"), "np.diff(np.float64(1.))", |d| {
            gsci_core::diff(&zero_d(d, 1.0), &DiffOptions::default())
        }),
        case(
            "diff: axis 3",
            axis_err(),
            "np.diff(np.ones(3), axis=3)",
            |d| {
                gsci_core::diff(
                    &x3(d),
                    &DiffOptions {
                        axis: 3,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "diff: prepend shape differs",
            err("diff"),
            "np.diff(np.ones((2,2)), prepend=np.ones((3,3)))",
            |d| {
                let p = ramp(d, &[3, 3]);
                gsci_core::diff(
                    &ramp(d, &[2, 2]),
                    &DiffOptions {
                        prepend: Some(&p),
                        ..Default::default()
                    },
                )
            },
        ),
        // ---- ufuncs
        case(
            "add: shapes 2 and 3",
            err("add"),
            "np.add(np.ones(2), np.ones(3))",
            |d| ufunc::add::<f64>(&ramp(d, &[2]), &x3(d)),
        ),
        case(
            "multiply: into a float32 output from float64",
            err("multiply"),
            "",
            |d| ufunc::multiply::<f32>(&x3(d), &x3(d)),
        ),
        case(
            "add_into: out of another shape",
            err("add"),
            "np.add(np.ones(3), 1., out=np.ones(2))",
            |d| {
                let mut out = ramp(d, &[2]);
                ufunc::add_into(x3(d), 1.0, &mut out)
            },
        ),
        case("sqrt: -1", Want::Nan, "np.sqrt(-1.)", |d| {
            ufunc::sqrt::<f64>(&f1(d, &[-1.0]))
        }),
        case("log: -1", Want::Nan, "np.log(-1.)", |d| {
            ufunc::log::<f64>(&f1(d, &[-1.0]))
        }),
        case("log: 0", vals(&[f64::NEG_INFINITY]), "np.log(0.)", |d| {
            ufunc::log::<f64>(&f1(d, &[0.0]))
        }),
        case("arccos: 2", Want::Nan, "np.arccos(2.)", |d| {
            ufunc::arccos::<f64>(&f1(d, &[2.0]))
        }),
        case("arcsin: NaN", Want::Nan, "np.arcsin(np.nan)", |d| {
            ufunc::arcsin::<f64>(&f1(d, &[NAN]))
        }),
        case(
            "divide: 1/0 float",
            vals(&[f64::INFINITY]),
            "np.divide(1., 0.)",
            |d| ufunc::divide::<f64>(&f1(d, &[1.0]), 0.0),
        ),
        case("divide: 0/0 float", Want::Nan, "np.divide(0., 0.)", |d| {
            ufunc::divide::<f64>(&f1(d, &[0.0]), 0.0)
        }),
        case(
            "floor_divide: int by 0",
            vals(&[0.0]),
            "np.floor_divide(np.array([7]), 0)",
            |d| ufunc::floor_divide::<i64>(&i(d, &[7], &[1]), 0i64),
        ),
        case(
            "remainder: int by 0",
            vals(&[0.0]),
            "np.remainder(np.array([7]), 0)",
            |d| ufunc::remainder::<i64>(&i(d, &[7], &[1]), 0i64),
        ),
        case(
            "remainder: float by 0",
            Want::Nan,
            "np.remainder(7., 0.)",
            |d| ufunc::remainder::<f64>(&f1(d, &[7.0]), 0.0),
        ),
        case(
            "power: inf ** 0",
            vals(&[1.0]),
            "np.power(np.inf, 0.)",
            |d| ufunc::power::<f64>(&f1(d, &[INF]), 0.0),
        ),
        case("exp: 1000", vals(&[f64::INFINITY]), "np.exp(1000.)", |d| {
            ufunc::exp::<f64>(&f1(d, &[1000.0]))
        }),
        case(
            "add: empty with 0-d",
            vals(&[]),
            "np.add(np.zeros(0), np.float64(1.))",
            |d| ufunc::add::<f64>(&empty(d, &[0]), &zero_d(d, 1.0)),
        ),
        case(
            "add: 0 x 3 with 2 x 1",
            err("add"),
            "np.add(np.zeros((0,3)), np.ones((2,1)))",
            |d| ufunc::add::<f64>(&empty(d, &[0, 3]), &ramp(d, &[2, 1])),
        ),
        case(
            "round: decimals i32::MAX (NumPy: NaN, from x * inf)",
            Want::Nan,
            "np.round([3.,1.,2.], 2**31-1)",
            |d| ufunc::round::<f64>(&x3(d), i32::MAX),
        ),
        case(
            "round: decimals i32::MIN (NumPy: NaN, from x * inf)",
            Want::Nan,
            "np.round([3.,1.,2.], -2**31)",
            |d| ufunc::round::<f64>(&x3(d), i32::MIN),
        ),
        // ---- devices and transfers
        case("Device::parse: tpu", err("tpu"), "", |_| {
            Device::parse("tpu").map(|_| ())
        }),
        case("Device::parse: cuda:x", err("cuda:x"), "", |_| {
            Device::parse("cuda:x").map(|_| ())
        }),
        case(
            "astype: NaN to bool is true",
            vals(&[1.0]),
            "np.array([np.nan]).astype(bool)",
            |d| f1(d, &[NAN]).astype::<bool>(),
        ),
    ]
}

#[test]
fn table_of_core() {
    run_table("bad_input_core::table_of_core", table);
}
