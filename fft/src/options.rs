//! Keyword arguments of the transforms, with SciPy's defaults.

/// Normalization mode (SciPy's `norm`): which direction is scaled, and by how much.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Norm {
    /// No scaling forward, `1/n` backward (SciPy's default, `norm=None` or `"backward"`).
    #[default]
    Backward,
    /// `1/sqrt(n)` both ways (`"ortho"`).
    Ortho,
    /// `1/n` forward, no scaling backward (`"forward"`).
    Forward,
}

impl Norm {
    /// The factor a transform in the `forward` direction multiplies by, for `n` points (for
    /// DCT/DST, `n` is the length of the equivalent FFT, e.g. `2N`).
    pub fn factor(self, forward: bool, n: f64) -> f64 {
        match (self, forward) {
            (Norm::Backward, true) | (Norm::Forward, false) => 1.0,
            (Norm::Ortho, _) => 1.0 / n.sqrt(),
            (Norm::Backward, false) | (Norm::Forward, true) => 1.0 / n,
        }
    }
}

/// Options of the 1-D transforms (`fft`, `ifft`, `rfft`, `irfft`, `hfft`, `ihfft`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FftOptions {
    /// Length of the transformed axis of the output (`n`): the input is cropped or zero-padded
    /// to it. `None` keeps the input's length (for `irfft`/`hfft`: `2 * (m - 1)`).
    pub n: Option<usize>,
    /// The axis to transform (negative counts from the end). Default `-1`.
    pub axis: isize,
    /// Normalization. Default [`Norm::Backward`].
    pub norm: Norm,
    /// SciPy's `overwrite_x`: allows the input to be destroyed. Inputs are never modified here
    /// (they are shared, immutable arrays), so this only exists for signature parity.
    pub overwrite_x: bool,
}

impl Default for FftOptions {
    fn default() -> Self {
        FftOptions {
            n: None,
            axis: -1,
            norm: Norm::Backward,
            overwrite_x: false,
        }
    }
}

/// Options of the n-D transforms (`fftn`, `rfftn`, `irfftn`, `hfftn`, ... and the `*2`
/// variants, whose default `axes` are `[-2, -1]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FftnOptions {
    /// Output lengths along `axes` (`s`); `-1` keeps the input's length. `None` keeps every
    /// length (for `irfftn`/`hfftn`, the last axis gets `2 * (m - 1)`).
    pub s: Option<Vec<isize>>,
    /// Axes to transform, in order (negative counts from the end). `None`: the last `len(s)`
    /// axes when `s` is given, else every axis.
    pub axes: Option<Vec<isize>>,
    /// Normalization. Default [`Norm::Backward`].
    pub norm: Norm,
    /// See [`FftOptions::overwrite_x`].
    pub overwrite_x: bool,
}

impl Default for FftnOptions {
    fn default() -> Self {
        FftnOptions {
            s: None,
            axes: None,
            norm: Norm::Backward,
            overwrite_x: false,
        }
    }
}

/// The type of a discrete cosine or sine transform (SciPy's `type`, 1 to 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DctType {
    /// Type I.
    One,
    /// Type II (SciPy's default).
    #[default]
    Two,
    /// Type III.
    Three,
    /// Type IV.
    Four,
}

impl DctType {
    /// The type from SciPy's integer spelling.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] unless `1 <= t <= 4`.
    pub fn from_int(t: i32) -> gsci_core::Result<DctType> {
        match t {
            1 => Ok(DctType::One),
            2 => Ok(DctType::Two),
            3 => Ok(DctType::Three),
            4 => Ok(DctType::Four),
            _ => Err(gsci_core::Error::InvalidArgument {
                op: "dct",
                reason: format!("invalid DCT type {t} (expected 1, 2, 3 or 4)"),
            }),
        }
    }

    /// The inverse transform's type (II and III swap).
    pub(crate) fn inverse(self) -> DctType {
        match self {
            DctType::Two => DctType::Three,
            DctType::Three => DctType::Two,
            t => t,
        }
    }
}

/// Options of `dct`, `idct`, `dst`, `idst`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DctOptions {
    /// The transform type. Default [`DctType::Two`].
    pub dct_type: DctType,
    /// Length of the transform (crop or zero-pad the input). `None` keeps the input's length.
    pub n: Option<usize>,
    /// The axis to transform. Default `-1`.
    pub axis: isize,
    /// Normalization. Default [`Norm::Backward`].
    pub norm: Norm,
    /// See [`FftOptions::overwrite_x`].
    pub overwrite_x: bool,
    /// Whether to use the orthogonalized variant; `None` means `norm == Norm::Ortho` (SciPy).
    pub orthogonalize: Option<bool>,
}

impl Default for DctOptions {
    fn default() -> Self {
        DctOptions {
            dct_type: DctType::Two,
            n: None,
            axis: -1,
            norm: Norm::Backward,
            overwrite_x: false,
            orthogonalize: None,
        }
    }
}

/// Options of `dctn`, `idctn`, `dstn`, `idstn`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DctnOptions {
    /// The transform type. Default [`DctType::Two`].
    pub dct_type: DctType,
    /// Lengths along `axes` (`-1` keeps the input's). `None` keeps every length.
    pub s: Option<Vec<isize>>,
    /// Axes to transform. `None`: the last `len(s)` axes when `s` is given, else every axis.
    pub axes: Option<Vec<isize>>,
    /// Normalization. Default [`Norm::Backward`].
    pub norm: Norm,
    /// See [`FftOptions::overwrite_x`].
    pub overwrite_x: bool,
    /// Whether to use the orthogonalized variant; `None` means `norm == Norm::Ortho` (SciPy).
    pub orthogonalize: Option<bool>,
}

impl Default for DctnOptions {
    fn default() -> Self {
        DctnOptions {
            dct_type: DctType::Two,
            s: None,
            axes: None,
            norm: Norm::Backward,
            overwrite_x: false,
            orthogonalize: None,
        }
    }
}
