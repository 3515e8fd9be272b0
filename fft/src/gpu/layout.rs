//! Fitting a pass to one cuFFT plan: cuFFT's advanced layout (`n`, `inembed`, `istride`,
//! `idist`, ...) for a group of transformed axes of two strided views.

use super::View;
use crate::cufft::{PlanKey, PlanType};
use gsci_core::{DType, Error, Result};

/// Most cuFFT executions one pass may loop over before it copies instead.
pub(crate) const MAX_LOOPS: usize = 16;

/// The cuFFT plan type moving `src` to `dst` elements.
pub(super) fn plan_type(src: DType, dst: DType) -> Result<PlanType> {
    Ok(match (src, dst) {
        (DType::C64, DType::C64) => PlanType::C2C,
        (DType::C128, DType::C128) => PlanType::Z2Z,
        (DType::F32, DType::C64) => PlanType::R2C,
        (DType::F64, DType::C128) => PlanType::D2Z,
        (DType::C64, DType::F32) => PlanType::C2R,
        (DType::C128, DType::F64) => PlanType::Z2D,
        _ => {
            return Err(Error::Unsupported {
                what: format!("an FFT from {src} to {dst}"),
                backend: "cuda".into(),
            });
        }
    })
}

/// A cuFFT layout for transforming `group` (outermost first; for R2C/C2R the halved axis last)
/// of logical `lengths` from `src` to `dst`: the plan key and the (src, dst) element offsets of
/// each execution (empty: one execution at offset 0). `None` when the layout does not fit.
pub(super) fn plan_layout(
    (stream, ordinal): (usize, usize),
    ty: PlanType,
    group: &[usize],
    lengths: &[usize],
    src: &View,
    dst: &View,
) -> Option<(PlanKey, Vec<(isize, isize)>)> {
    let rank = group.len();
    if rank == 0 || rank > 3 {
        return None;
    }
    // Per view: istride and inembed of the nested transform axes.
    let nest = |v: &View| -> Option<(i64, [i64; 3])> {
        let ext: Vec<usize> = group.iter().map(|&a| v.shape[a]).collect();
        let mut st: Vec<isize> = group.iter().map(|&a| v.strides[a]).collect();
        // Axes of extent 1 are never stepped along: give them the stride nesting expects.
        if ext[rank - 1] == 1 {
            st[rank - 1] = 1;
        }
        for i in (0..rank - 1).rev() {
            if ext[i] == 1 {
                st[i] = st[i + 1] * ext[i + 1] as isize;
            }
        }
        if st.iter().any(|&s| s <= 0) {
            return None;
        }
        let mut embed = [1i64; 3];
        embed[0] = ext[0] as i64;
        for i in 1..rank {
            if st[i - 1] % st[i] != 0 || ((st[i - 1] / st[i]) as usize) < ext[i] {
                return None;
            }
            embed[i] = (st[i - 1] / st[i]) as i64;
        }
        Some((st[rank - 1] as i64, embed))
    };
    let (istride, inembed) = nest(src)?;
    let (ostride, onembed) = nest(dst)?;

    // Batch axes: every other axis of extent > 1, merged where both layouts allow.
    let mut batch: Vec<(usize, isize, isize)> = Vec::new(); // (count, src stride, dst stride)
    for ax in 0..src.shape.len() {
        if group.contains(&ax) || src.shape[ax] == 1 {
            continue;
        }
        if src.shape[ax] != dst.shape[ax] {
            return None;
        }
        let (n, ss, ds) = (src.shape[ax], src.strides[ax], dst.strides[ax]);
        if ss <= 0 || ds <= 0 {
            return None;
        }
        if let Some(last) = batch.last_mut() {
            if last.1 == ss * n as isize && last.2 == ds * n as isize {
                *last = (last.0 * n, ss, ds);
                continue;
            }
        }
        batch.push((n, ss, ds));
    }
    let span = |embed: &[i64; 3], stride: i64| embed[..rank].iter().product::<i64>() * stride;
    let (count, idist, odist, loops) = match batch.len() {
        0 => (
            1,
            span(&inembed, istride),
            span(&onembed, ostride),
            Vec::new(),
        ),
        1 => (batch[0].0, batch[0].1 as i64, batch[0].2 as i64, Vec::new()),
        _ => {
            let main = (0..batch.len())
                .max_by_key(|&i| batch[i].0)
                .expect("non-empty");
            let rest: Vec<(usize, isize, isize)> = batch
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != main)
                .map(|(_, b)| *b)
                .collect();
            let total: usize = rest.iter().map(|b| b.0).product();
            if total > MAX_LOOPS {
                return None;
            }
            let mut loops = Vec::with_capacity(total);
            for mut k in 0..total {
                let (mut so, mut dof) = (0isize, 0isize);
                for &(n, ss, ds) in rest.iter().rev() {
                    let c = (k % n) as isize;
                    k /= n;
                    so += c * ss;
                    dof += c * ds;
                }
                loops.push((so, dof));
            }
            (
                batch[main].0,
                batch[main].1 as i64,
                batch[main].2 as i64,
                loops,
            )
        }
    };
    // Real data must start where complex data could: an even element offset of an aligned base,
    // for every execution.
    let real_ok = |v: &View, offs: Vec<isize>| {
        !v.dtype.is_float() || (v.aligned && v.offset % 2 == 0 && offs.iter().all(|o| o % 2 == 0))
    };
    if !real_ok(src, loops.iter().map(|l| l.0).collect())
        || !real_ok(dst, loops.iter().map(|l| l.1).collect())
    {
        return None;
    }
    let mut n = [1i64; 3];
    for (i, &l) in lengths.iter().enumerate() {
        n[i] = l as i64;
    }
    let key = PlanKey {
        ty,
        rank: rank as u8,
        n,
        inembed,
        istride,
        idist,
        onembed,
        ostride,
        odist,
        batch: count as i64,
        stream,
        ordinal,
    };
    Some((key, loops))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::Buf;

    fn view(shape: &[usize], strides: &[isize], dtype: DType) -> View {
        View {
            buf: Buf::Input,
            offset: 0,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            dtype,
            aligned: true,
        }
    }

    #[test]
    fn contiguous_axis_zero_batches_columns_without_copy() {
        // rfft of a C-ordered (4096, 4096) f32 along axis 0: columns, istride 4096, idist 1.
        let src = view(&[8, 6], &[6, 1], DType::F32);
        let dst = View::c_order(Buf::Output, &[5, 6], DType::C64);
        let (k, loops) = plan_layout((0, 0), PlanType::R2C, &[0], &[8], &src, &dst).unwrap();
        assert!(loops.is_empty());
        assert_eq!(
            (k.istride, k.idist, k.ostride, k.odist, k.batch),
            (6, 1, 6, 1, 6)
        );
        assert_eq!(k.n, [8, 1, 1]);
    }

    #[test]
    fn last_two_axes_nest_with_leading_batch() {
        let src = view(&[3, 4, 5], &[20, 5, 1], DType::C128);
        let (k, loops) = plan_layout((0, 0), PlanType::Z2Z, &[1, 2], &[4, 5], &src, &src).unwrap();
        assert!(loops.is_empty());
        assert_eq!(
            (k.rank, k.inembed, k.istride, k.idist, k.batch),
            (2, [4, 5, 1], 1, 20, 3)
        );
    }

    #[test]
    fn middle_axis_loops_over_the_smaller_batch() {
        let src = view(&[2, 7, 9], &[63, 9, 1], DType::C64);
        let (k, loops) = plan_layout((0, 0), PlanType::C2C, &[1], &[7], &src, &src).unwrap();
        assert_eq!((k.istride, k.idist, k.batch), (9, 1, 9));
        assert_eq!(loops, vec![(0, 0), (63, 63)]);
        let big = view(&[20, 7, 30], &[210, 30, 1], DType::C64);
        assert!(plan_layout((0, 0), PlanType::C2C, &[1], &[7], &big, &big).is_none());
    }

    #[test]
    fn real_data_must_start_complex_aligned() {
        // Looping over the outer batch of a middle-axis R2C: an odd offset (63 floats) is
        // refused, an even one (70) accepted.
        let odd = view(&[2, 7, 9], &[63, 9, 1], DType::F32);
        let odd_out = View::c_order(Buf::Output, &[2, 4, 9], DType::C64);
        assert!(plan_layout((0, 0), PlanType::R2C, &[1], &[7], &odd, &odd_out).is_none());
        let even = view(&[2, 7, 10], &[70, 10, 1], DType::F32);
        let even_out = View::c_order(Buf::Output, &[2, 4, 10], DType::C64);
        let (_, loops) = plan_layout((0, 0), PlanType::R2C, &[1], &[7], &even, &even_out).unwrap();
        assert_eq!(loops, vec![(0, 0), (70, 40)]);
        let unaligned = View {
            aligned: false,
            ..view(&[8], &[1], DType::F64)
        };
        let out = View::c_order(Buf::Output, &[5], DType::C128);
        assert!(plan_layout((0, 0), PlanType::D2Z, &[0], &[8], &unaligned, &out).is_none());
    }

    #[test]
    fn transposed_and_flipped_inputs() {
        // A transposed (5, 4) view of a C-ordered (4, 5): axis 1 has stride 5.
        let src = view(&[5, 4], &[1, 5], DType::C64);
        let dst = View::c_order(Buf::Output, &[5, 4], DType::C64);
        let (k, _) = plan_layout((0, 0), PlanType::C2C, &[1], &[4], &src, &dst).unwrap();
        assert_eq!(
            (k.istride, k.idist, k.ostride, k.odist, k.batch),
            (5, 1, 1, 4, 5)
        );
        // Both axes at once do not nest in the same order in both views.
        assert!(plan_layout((0, 0), PlanType::C2C, &[0, 1], &[5, 4], &src, &dst).is_none());
        let flipped = view(&[4], &[-1], DType::C64);
        let out = View::c_order(Buf::Output, &[4], DType::C64);
        assert!(plan_layout((0, 0), PlanType::C2C, &[0], &[4], &flipped, &out).is_none());
    }
}
