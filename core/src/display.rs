//! Printing arrays as NumPy does: `Display` is `str(a)` (`[1.  2.5 3. ]`), `Debug` is `repr(a)`
//! (`array([1. , 2.5, 3. ], dtype=float32)`), with NumPy's default print options (line width
//! 75, precision 8, `maxprec` float mode, summarisation above 1000 elements with 3 edge items).
//!
//! Printing reads the elements to the host; a summarised array first gathers only its edge items
//! on its own device. A failed read prints `<array on cuda:0: read failed: ...>` instead of
//! panicking. `bfloat16`, which NumPy itself lacks, is printed like `float16` with two digits
//! of precision (`numpy.finfo(ml_dtypes.bfloat16).precision`).

use crate::array::{Array, c_strides};
use crate::copy::{self, RawLayout};
use crate::dtype::{DType, Element, Kind, Scalar};
use crate::error::Result;
use crate::views::tuple_str;
use std::fmt;

/// Arrays with more elements than this are summarised (NumPy's `threshold`).
const THRESHOLD: usize = 1000;
/// Items shown at each end of a summarised axis (NumPy's `edgeitems`).
const EDGE_ITEMS: usize = 3;
/// NumPy's `linewidth`.
const LINE_WIDTH: isize = 75;
/// NumPy's `precision`.
const PRECISION: usize = 8;

impl<T: Element> fmt::Display for Array<T> {
    /// NumPy's `str(a)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match render(self, false) {
            Ok(s) => f.write_str(&s),
            Err(e) => write!(f, "<array on {}: read failed: {e}>", self.device()),
        }
    }
}

impl<T: Element> fmt::Debug for Array<T> {
    /// NumPy's `repr(a)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match render(self, true) {
            Ok(s) => f.write_str(&s),
            Err(e) => write!(f, "<array on {}: read failed: {e}>", self.device()),
        }
    }
}

/// `str(a)` (`repr == false`) or `repr(a)`.
fn render<T: Element>(a: &Array<T>, repr: bool) -> Result<String> {
    let (separator, prefix) = if repr { (", ", "array(") } else { (" ", "") };
    let body = if a.is_empty() {
        "[]".to_string()
    } else {
        let summarise = a.len() > THRESHOLD;
        let shown = if summarise {
            leading_trailing(a)?
        } else {
            a.clone()
        };
        let values: Vec<Scalar> = shown.to_vec()?.into_iter().map(|v| v.to_scalar()).collect();
        if !repr && a.ndim() == 0 {
            return Ok(scalar_str(values[0], T::DTYPE));
        }
        let format = ElementFormat::new(&values, T::DTYPE, a.ndim());
        let printer = Printer {
            words: values.iter().map(|&v| format.format(v)).collect(),
            shape: a.shape(),
            shown_strides: c_strides(shown.shape()),
            shown_shape: shown.shape(),
            summarise,
            separator,
        };
        // The repr's closing ")" counts against the line width.
        let width = LINE_WIDTH - if repr { 1 } else { 0 };
        printer.recurse(0, 0, &" ".repeat(1 + prefix.len()), width)
    };
    if !repr {
        return Ok(body);
    }
    let mut extras = Vec::new();
    if (a.is_empty() && a.shape() != [0]) || a.len() > THRESHOLD {
        extras.push(format!("shape={}", tuple_str(a.shape())));
    }
    let implied = matches!(
        T::DTYPE,
        DType::F64 | DType::I64 | DType::C128 | DType::Bool
    );
    if !implied || a.is_empty() {
        extras.push(format!("dtype={}", T::DTYPE.name()));
    }
    if extras.is_empty() {
        return Ok(format!("{prefix}{body})"));
    }
    let arr_str = format!("{prefix}{body},");
    let extra_str = format!("{})", extras.join(", "));
    let last_line_len = arr_str.len() - arr_str.rfind('\n').map_or(0, |i| i + 1);
    let spacer = if (last_line_len + extra_str.len() + 1) as isize > LINE_WIDTH {
        format!("\n{}", " ".repeat(prefix.len()))
    } else {
        " ".to_string()
    };
    Ok(format!("{arr_str}{spacer}{extra_str}"))
}

/// The first and last `EDGE_ITEMS` along every longer axis, gathered on `a`'s device into a
/// C-contiguous array (NumPy's `_leading_trailing`). The longest axes are cut first so the
/// intermediate copies stay small.
fn leading_trailing<T: Element>(a: &Array<T>) -> Result<Array<T>> {
    let mut axes: Vec<usize> = (0..a.ndim())
        .filter(|&ax| a.shape()[ax] > 2 * EDGE_ITEMS)
        .collect();
    axes.sort_by_key(|&ax| std::cmp::Reverse(a.shape()[ax]));
    let mut cur = a.clone();
    for ax in axes {
        let n = cur.shape()[ax];
        let lead = cur.slice_axis(ax as isize, None, Some(EDGE_ITEMS as isize), 1)?;
        let trail = cur.slice_axis(ax as isize, Some((n - EDGE_ITEMS) as isize), None, 1)?;
        let mut shape = cur.shape().to_vec();
        shape[ax] = 2 * EDGE_ITEMS;
        let mut out = Array::<T>::empty(&shape, a.device())?;
        let strides = c_strides(&shape);
        let lead_layout = RawLayout {
            shape: lead.shape().to_vec(),
            strides: strides.clone(),
            offset: 0,
        };
        let trail_layout = RawLayout {
            shape: trail.shape().to_vec(),
            offset: EDGE_ITEMS * strides[ax] as usize,
            strides,
        };
        copy::copy_into(&lead, out.storage_mut()?, &lead_layout)?;
        copy::copy_into(&trail, out.storage_mut()?, &trail_layout)?;
        cur = out;
    }
    Ok(cur)
}

/// NumPy's `_formatArray` over pre-formatted elements.
struct Printer<'a> {
    /// Every shown element, formatted, in C order of `shown_shape`.
    words: Vec<String>,
    /// The array's shape.
    shape: &'a [usize],
    /// The shape of the shown part (summarised axes have `2 * EDGE_ITEMS` entries).
    shown_shape: &'a [usize],
    shown_strides: Vec<isize>,
    summarise: bool,
    separator: &'a str,
}

impl Printer<'_> {
    fn recurse(&self, axis: usize, flat: usize, hanging_indent: &str, curr_width: isize) -> String {
        let axes_left = self.shape.len() - axis;
        if axes_left == 0 {
            return self.words[flat].clone();
        }
        let next_hanging_indent = format!("{hanging_indent} ");
        let next_width = curr_width - 1;
        let a_len = self.shape[axis];
        let show_summary = self.summarise && 2 * EDGE_ITEMS < a_len;
        let (leading, trailing) = if show_summary {
            (EDGE_ITEMS, EDGE_ITEMS)
        } else {
            (0, a_len)
        };
        let shown_len = self.shown_shape[axis];
        let stride = self.shown_strides[axis] as usize;
        // Position `i` from the start, or `-i` from the end, of the shown part of this axis.
        let at_start = |i: usize| flat + i * stride;
        let at_end = |i: usize| flat + (shown_len - i) * stride;
        let nested = |pos: usize| self.recurse(axis + 1, pos, &next_hanging_indent, next_width);

        let mut s = String::new();
        if axes_left == 1 {
            let sep_len = self.separator.trim_end().len().max(1) as isize;
            let elem_width = curr_width - sep_len;
            let mut line = hanging_indent.to_string();
            for i in 0..leading {
                extend_line(
                    &mut s,
                    &mut line,
                    &nested(at_start(i)),
                    elem_width,
                    hanging_indent,
                );
                line.push_str(self.separator);
            }
            if show_summary {
                extend_line(&mut s, &mut line, "...", elem_width, hanging_indent);
                line.push_str(self.separator);
            }
            for i in (2..=trailing).rev() {
                extend_line(
                    &mut s,
                    &mut line,
                    &nested(at_end(i)),
                    elem_width,
                    hanging_indent,
                );
                line.push_str(self.separator);
            }
            extend_line(
                &mut s,
                &mut line,
                &nested(at_end(1)),
                elem_width,
                hanging_indent,
            );
            s.push_str(&line);
        } else {
            let line_sep = format!(
                "{}{}",
                self.separator.trim_end(),
                "\n".repeat(axes_left - 1)
            );
            for i in 0..leading {
                s.push_str(hanging_indent);
                s.push_str(&nested(at_start(i)));
                s.push_str(&line_sep);
            }
            if show_summary {
                s.push_str(hanging_indent);
                s.push_str("...");
                s.push_str(&line_sep);
            }
            for i in (2..=trailing).rev() {
                s.push_str(hanging_indent);
                s.push_str(&nested(at_end(i)));
                s.push_str(&line_sep);
            }
            s.push_str(hanging_indent);
            s.push_str(&nested(at_end(1)));
        }
        format!("[{}]", &s[hanging_indent.len()..])
    }
}

/// NumPy's `_extendLine`: wraps before `word` when the line would grow past `line_width`,
/// unless wrapping would not help.
fn extend_line(s: &mut String, line: &mut String, word: &str, line_width: isize, prefix: &str) {
    let needs_wrap = (line.len() + word.len()) as isize > line_width && line.len() > prefix.len();
    if needs_wrap {
        s.push_str(line.trim_end());
        s.push('\n');
        *line = prefix.to_string();
    }
    line.push_str(word);
}

// ---------------------------------------------------------------------- element formatting

/// How one element type is formatted in an array (NumPy's `_get_format_function`).
enum ElementFormat {
    Bool { true_str: &'static str },
    Int { width: usize },
    Float(FloatFormat),
    Complex { re: FloatFormat, im: FloatFormat },
}

impl ElementFormat {
    fn new(values: &[Scalar], dtype: DType, ndim: usize) -> Self {
        match dtype.kind() {
            // " True" lines up with "False", except in 0-d arrays.
            Kind::Bool => ElementFormat::Bool {
                true_str: if ndim > 0 { " True" } else { "True" },
            },
            Kind::Int | Kind::UInt => ElementFormat::Int {
                width: values.iter().map(|&v| int_str(v).len()).max().unwrap_or(0),
            },
            Kind::Float => {
                let xs: Vec<f64> = values.iter().map(|&v| real(v)).collect();
                ElementFormat::Float(FloatFormat::new(&xs, FloatTy::of(dtype), false))
            }
            Kind::Complex => {
                let ty = FloatTy::of(dtype);
                let (re, im): (Vec<f64>, Vec<f64>) = values.iter().map(|&v| complex(v)).unzip();
                ElementFormat::Complex {
                    re: FloatFormat::new(&re, ty, false),
                    im: FloatFormat::new(&im, ty, true),
                }
            }
        }
    }

    fn format(&self, v: Scalar) -> String {
        match self {
            ElementFormat::Bool { true_str } => {
                if matches!(v, Scalar::Bool(true)) {
                    (*true_str).to_string()
                } else {
                    "False".to_string()
                }
            }
            ElementFormat::Int { width } => format!("{:>width$}", int_str(v)),
            ElementFormat::Float(f) => f.format(real(v)),
            ElementFormat::Complex { re, im } => {
                let (x, y) = complex(v);
                let r = re.format(x);
                let i = im.format(y);
                // The "j" goes before the padding of the imaginary part.
                let end = i.trim_end().len();
                format!("{r}{}j{}", &i[..end], &i[end..])
            }
        }
    }
}

fn int_str(v: Scalar) -> String {
    match v {
        Scalar::Int(i) => i.to_string(),
        Scalar::UInt(u) => u.to_string(),
        other => format!("{other:?}"),
    }
}

fn real(v: Scalar) -> f64 {
    match v {
        Scalar::Float(x) => x,
        Scalar::Complex(re, _) => re,
        Scalar::Int(i) => i as f64,
        Scalar::UInt(u) => u as f64,
        Scalar::Bool(b) => f64::from(u8::from(b)),
    }
}

fn complex(v: Scalar) -> (f64, f64) {
    match v {
        Scalar::Complex(re, im) => (re, im),
        other => (real(other), 0.0),
    }
}

/// `str()` of a NumPy scalar, used for 0-d arrays: `1.0`, `1e+16`, `(1+2j)`, `True`.
fn scalar_str(v: Scalar, dtype: DType) -> String {
    match dtype.kind() {
        Kind::Bool => if matches!(v, Scalar::Bool(true)) {
            "True"
        } else {
            "False"
        }
        .to_string(),
        Kind::Int | Kind::UInt => int_str(v),
        Kind::Float => float_scalar_str(real(v), FloatTy::of(dtype), Trim::LeaveOneZero, false),
        Kind::Complex => {
            let ty = FloatTy::of(dtype);
            let (re, im) = complex(v);
            let part = |x: f64, sign_plus: bool| {
                if x.is_nan() {
                    if sign_plus { "+nan" } else { "nan" }.to_string()
                } else if x.is_infinite() {
                    match (x < 0.0, sign_plus) {
                        (true, _) => "-inf",
                        (false, true) => "+inf",
                        (false, false) => "inf",
                    }
                    .to_string()
                } else {
                    float_scalar_str(x, ty, Trim::DptZeros, sign_plus)
                }
            };
            if re == 0.0 && !re.is_sign_negative() {
                format!("{}j", part(im, false))
            } else {
                format!("({}{}j)", part(re, false), part(im, true))
            }
        }
    }
}

/// NumPy's scalar `str` of a real float: positional between 1e-4 and a per-type cutoff, else
/// scientific.
fn float_scalar_str(x: f64, ty: FloatTy, trim_positional: Trim, sign_plus: bool) -> String {
    if x.is_nan() {
        return "nan".to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    let abs = x.abs();
    if x == 0.0 || (abs < ty.scalar_cutoff() && abs >= 1e-4) {
        format_positional(x, ty, None, 0, trim_positional, sign_plus, 0, 0)
    } else {
        format_scientific(x, ty, None, 0, Trim::DptZeros, sign_plus, 0, 2)
    }
}

/// The real floating-point type whose precision decides the digits printed.
#[derive(Clone, Copy, Debug)]
enum FloatTy {
    F16,
    BF16,
    F32,
    F64,
}

impl FloatTy {
    fn of(dtype: DType) -> Self {
        match dtype {
            DType::F16 => FloatTy::F16,
            DType::BF16 => FloatTy::BF16,
            DType::F32 | DType::C64 => FloatTy::F32,
            _ => FloatTy::F64,
        }
    }

    /// Arrays print in scientific notation from `10**min(8, finfo.precision)` up.
    fn array_exp_cutoff(self) -> f64 {
        match self {
            FloatTy::F16 => 1e3,
            FloatTy::BF16 => 1e2,
            FloatTy::F32 => 1e6,
            FloatTy::F64 => 1e8,
        }
    }

    /// Scalars print in scientific notation from this magnitude up.
    fn scalar_cutoff(self) -> f64 {
        match self {
            FloatTy::F16 => 1e3,
            FloatTy::BF16 => 1e2,
            FloatTy::F32 => 1e6,
            FloatTy::F64 => 1e16,
        }
    }

    /// Whether `y` rounds to the same value of this type as `x` (a value of this type).
    fn round_trips(self, x: f64, y: f64) -> bool {
        match self {
            FloatTy::F16 => half::f16::from_f64(y).to_f64() == x,
            FloatTy::BF16 => half::bf16::from_f64(y).to_f64() == x,
            FloatTy::F32 => y as f32 as f64 == x,
            FloatTy::F64 => y == x,
        }
    }
}

/// A finite decimal `±d.ddd × 10^exp`.
struct Decimal {
    negative: bool,
    /// ASCII digits, the first one before the decimal point, no trailing zeros (but at least one).
    digits: Vec<u8>,
    exp: i32,
}

impl Decimal {
    /// Parses Rust's `{:e}` output (`-1.25e-3`, `1e16`).
    fn parse_sci(s: &str) -> Decimal {
        let (mantissa, exp) = s.split_once('e').expect("`{:e}` output has an exponent");
        let negative = mantissa.starts_with('-');
        let mut digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
        }
        Decimal {
            negative,
            digits,
            exp: exp.parse().expect("`{:e}` exponent is an integer"),
        }
    }

    /// The shortest decimal that rounds back to `x` as a value of `ty` (NumPy's unique mode).
    fn shortest(x: f64, ty: FloatTy) -> Decimal {
        match ty {
            FloatTy::F64 => Decimal::parse_sci(&format!("{x:e}")),
            FloatTy::F32 => Decimal::parse_sci(&format!("{:e}", x as f32)),
            FloatTy::F16 | FloatTy::BF16 => {
                for sig in 1..17 {
                    let s = format!("{:.*e}", sig - 1, x);
                    let y: f64 = s.parse().expect("`{:e}` output parses");
                    if ty.round_trips(x, y) {
                        return Decimal::parse_sci(&s);
                    }
                }
                Decimal::parse_sci(&format!("{x:e}"))
            }
        }
    }
}

/// NumPy's trim modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trim {
    /// `'k'`: keep trailing zeros.
    Keep,
    /// `'.'`: trim trailing zeros, keep the point (`1.`).
    Dot,
    /// `'0'`: trim trailing zeros but leave one (`1.0`).
    LeaveOneZero,
    /// `'-'`: trim trailing zeros and the point (`1`).
    DptZeros,
}

/// Applies `min_digits` and `trim` to a fraction, returning what follows the integer part.
fn finish_fraction(mut frac: String, min_digits: usize, trim: Trim) -> String {
    while frac.len() < min_digits {
        frac.push('0');
    }
    if trim != Trim::Keep {
        while frac.len() > min_digits && frac.ends_with('0') {
            frac.pop();
        }
    }
    match (trim, frac.is_empty()) {
        (Trim::LeaveOneZero, true) => ".0".to_string(),
        (Trim::DptZeros, true) => String::new(),
        _ => format!(".{frac}"),
    }
}

fn sign_str(negative: bool, sign_plus: bool) -> &'static str {
    match (negative, sign_plus) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    }
}

/// NumPy's `dragon4_positional` (unique, fractional) for finite `x`: at most `precision`
/// fractional digits, at least `min_digits`, the integer part right-aligned in `pad_left`
/// characters and the fraction left-aligned in `pad_right`.
#[allow(clippy::too_many_arguments)]
fn format_positional(
    x: f64,
    ty: FloatTy,
    precision: Option<usize>,
    min_digits: usize,
    trim: Trim,
    sign_plus: bool,
    pad_left: usize,
    pad_right: usize,
) -> String {
    let d = Decimal::shortest(x, ty);
    let n = d.digits.len() as i64;
    let exp = d.exp as i64;
    let frac_len = (n - 1 - exp).max(0) as usize;
    let (int_part, frac) = match precision {
        Some(p) if frac_len > p => {
            // Too many digits: round the exact value at the cutoff, as Dragon4 does.
            let s = format!("{:.*}", p, x.abs());
            let (i, f) = s.split_once('.').unwrap_or((&s, ""));
            (i.to_string(), f.trim_end_matches('0').to_string())
        }
        _ => {
            let digits = String::from_utf8(d.digits).expect("ASCII digits");
            if exp >= 0 {
                let e = exp as usize;
                if digits.len() > e + 1 {
                    (digits[..=e].to_string(), digits[e + 1..].to_string())
                } else {
                    (format!("{digits:0<width$}", width = e + 1), String::new())
                }
            } else {
                let zeros = "0".repeat((-exp - 1) as usize);
                ("0".to_string(), format!("{zeros}{digits}"))
            }
        }
    };
    let int_str = format!("{}{int_part}", sign_str(d.negative, sign_plus));
    let frac = finish_fraction(frac, min_digits, trim);
    let frac_chars = frac.len().saturating_sub(1);
    format!(
        "{int_str:>pad_left$}{frac}{:pad$}",
        "",
        pad = pad_right.saturating_sub(frac_chars)
    )
}

/// NumPy's `dragon4_scientific` (unique) for finite `x`: at most `precision` digits after the
/// point, at least `min_digits`, an exponent of at least `exp_digits` digits, the part before
/// the point right-aligned in `pad_left` characters.
#[allow(clippy::too_many_arguments)]
fn format_scientific(
    x: f64,
    ty: FloatTy,
    precision: Option<usize>,
    min_digits: usize,
    trim: Trim,
    sign_plus: bool,
    pad_left: usize,
    exp_digits: usize,
) -> String {
    let mut d = Decimal::shortest(x, ty);
    if let Some(p) = precision {
        if d.digits.len() > p + 1 {
            d = Decimal::parse_sci(&format!("{:.*e}", p, x));
        }
    }
    let digits = String::from_utf8(d.digits).expect("ASCII digits");
    let int_str = format!("{}{}", sign_str(d.negative, sign_plus), &digits[..1]);
    let frac = finish_fraction(digits[1..].to_string(), min_digits, trim);
    let exp_sign = if d.exp < 0 { '-' } else { '+' };
    format!(
        "{int_str:>pad_left$}{frac}e{exp_sign}{:0>width$}",
        d.exp.unsigned_abs(),
        width = exp_digits.max(1)
    )
}

/// NumPy's `FloatingFormat` with default options: the layout shared by every element of an
/// array (or by the real or imaginary parts of a complex array).
struct FloatFormat {
    ty: FloatTy,
    exp_format: bool,
    precision: usize,
    min_digits: usize,
    trim: Trim,
    pad_left: usize,
    pad_right: usize,
    exp_size: usize,
    sign_plus: bool,
}

impl FloatFormat {
    fn new(data: &[f64], ty: FloatTy, sign_plus: bool) -> Self {
        let finite: Vec<f64> = data.iter().copied().filter(|x| x.is_finite()).collect();
        let abs_non_zero: Vec<f64> = finite
            .iter()
            .filter(|&&x| x != 0.0)
            .map(|x| x.abs())
            .collect();
        let mut exp_format = false;
        if !abs_non_zero.is_empty() {
            let max = abs_non_zero.iter().copied().fold(f64::MIN, f64::max);
            let min = abs_non_zero.iter().copied().fold(f64::MAX, f64::min);
            exp_format = max >= ty.array_exp_cutoff() || min < 1e-4 || max / min > 1000.0;
        }
        let mut f = FloatFormat {
            ty,
            exp_format,
            precision: PRECISION,
            min_digits: 0,
            trim: Trim::Dot,
            pad_left: 0,
            pad_right: 0,
            exp_size: 0,
            sign_plus,
        };
        if finite.is_empty() {
            // Only nan and inf: widths come from the adjustment below.
        } else if exp_format {
            let strs: Vec<String> = finite
                .iter()
                .map(|&x| format_scientific(x, ty, Some(PRECISION), 0, Trim::Dot, sign_plus, 0, 2))
                .collect();
            let mut frac_len = 0;
            for s in &strs {
                let (mantissa, exp) = s.split_once('e').expect("scientific output");
                let (int_part, frac) = mantissa.split_once('.').expect("trim '.' keeps the point");
                f.exp_size = f.exp_size.max(exp.len() - 1);
                f.pad_left = f.pad_left.max(int_part.len());
                frac_len = frac_len.max(frac.len());
            }
            f.trim = Trim::Keep;
            f.precision = frac_len;
            f.min_digits = frac_len;
            f.pad_right = f.exp_size + 2 + frac_len;
        } else {
            for &x in &finite {
                let s = format_positional(x, ty, Some(PRECISION), 0, Trim::Dot, sign_plus, 0, 0);
                let (int_part, frac) = s.split_once('.').expect("trim '.' keeps the point");
                f.pad_left = f.pad_left.max(int_part.len());
                f.pad_right = f.pad_right.max(frac.len());
            }
        }
        if finite.len() != data.len() {
            let neg_inf = sign_plus || data.contains(&f64::NEG_INFINITY);
            let offset = f.pad_right as isize + 1;
            let pad_left = (f.pad_left as isize)
                .max(3 - offset)
                .max(3 + isize::from(neg_inf) - offset);
            f.pad_left = pad_left as usize;
        }
        f
    }

    fn format(&self, x: f64) -> String {
        if !x.is_finite() {
            let s = if x.is_nan() {
                if self.sign_plus { "+nan" } else { "nan" }
            } else if x < 0.0 {
                "-inf"
            } else if self.sign_plus {
                "+inf"
            } else {
                "inf"
            };
            return format!("{s:>width$}", width = self.pad_left + self.pad_right + 1);
        }
        if self.exp_format {
            format_scientific(
                x,
                self.ty,
                Some(self.precision),
                self.min_digits,
                self.trim,
                self.sign_plus,
                self.pad_left,
                self.exp_size,
            )
        } else {
            format_positional(
                x,
                self.ty,
                Some(self.precision),
                self.min_digits,
                self.trim,
                self.sign_plus,
                self.pad_left,
                self.pad_right,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    //! Expected strings are NumPy 2.4.6's `str(a)` and `repr(a)` of the same arrays.
    use super::*;
    use crate::{Complex32, Complex64, Device};
    use half::f16;

    fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
        Array::from_vec(v, shape, &Device::cpu()).unwrap()
    }

    #[test]
    fn prints_summary_float_exp() {
        // np.arange(1001.) / 7
        let a = arr((0..1001).map(|i| i as f64 / 7.0).collect(), &[1001]);
        assert_eq!(
            a.to_string(),
            "[0.00000000e+00 1.42857143e-01 2.85714286e-01 ... 1.42571429e+02\n 1.42714286e+02 1.42857143e+02]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([0.00000000e+00, 1.42857143e-01, 2.85714286e-01, ...,\n       1.42571429e+02, 1.42714286e+02, 1.42857143e+02], shape=(1001,))"
        );
    }

    #[test]
    fn prints_summary_f16_extras_on_new_line() {
        // np.arange(1001.).astype(np.float16)
        let a = arr(
            (0..1001).map(|i| f16::from_f64(i as f64)).collect(),
            &[1001],
        );
        assert_eq!(
            a.to_string(),
            "[0.00e+00 1.00e+00 2.00e+00 ... 9.98e+02 9.99e+02 1.00e+03]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([0.00e+00, 1.00e+00, 2.00e+00, ..., 9.98e+02, 9.99e+02, 1.00e+03],\n      shape=(1001,), dtype=float16)"
        );
    }

    #[test]
    fn prints_summary_of_flipped_transposed_view() {
        // np.arange(1200, dtype=np.int32).reshape(30, 40)[::-1, ::-1].T
        let a = arr::<i32>((0..1200).collect(), &[30, 40])
            .flip(None)
            .unwrap()
            .transpose()
            .unwrap();
        assert_eq!(
            a.to_string(),
            "[[1199 1159 1119 ...  119   79   39]\n [1198 1158 1118 ...  118   78   38]\n [1197 1157 1117 ...  117   77   37]\n ...\n [1162 1122 1082 ...   82   42    2]\n [1161 1121 1081 ...   81   41    1]\n [1160 1120 1080 ...   80   40    0]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[1199, 1159, 1119, ...,  119,   79,   39],\n       [1198, 1158, 1118, ...,  118,   78,   38],\n       [1197, 1157, 1117, ...,  117,   77,   37],\n       ...,\n       [1162, 1122, 1082, ...,   82,   42,    2],\n       [1161, 1121, 1081, ...,   81,   41,    1],\n       [1160, 1120, 1080, ...,   80,   40,    0]],\n      shape=(40, 30), dtype=int32)"
        );
    }

    #[test]
    fn prints_bfloat16_like_float16_with_two_digits() {
        // NumPy has no bfloat16: it follows float16's rules with finfo precision 2.
        let a = arr::<half::bf16>(
            vec![half::bf16::from_f64(0.1), half::bf16::from_f64(0.2)],
            &[2],
        );
        assert_eq!(format!("{a:?}"), "array([0.1, 0.2], dtype=bfloat16)");
        let b = arr::<half::bf16>(
            vec![half::bf16::from_f64(100.0), half::bf16::from_f64(1.5)],
            &[2],
        );
        assert_eq!(b.to_string(), "[1.0e+02 1.5e+00]");
        let c = arr::<half::bf16>(vec![half::bf16::from_f64(1.5)], &[]);
        assert_eq!(c.to_string(), "1.5");
    }

    #[test]
    fn digits_helpers() {
        let d = Decimal::shortest(0.1, FloatTy::F64);
        assert_eq!((d.negative, d.digits, d.exp), (false, b"1".to_vec(), -1));
        // float16(0.1) is 0.0999755859375; its shortest round-trip form is 0.1.
        let h = f16::from_f64(0.1).to_f64();
        assert_eq!(Decimal::shortest(h, FloatTy::F16).digits, b"1".to_vec());
        assert_eq!(
            format_positional(-12.5, FloatTy::F64, None, 0, Trim::Dot, false, 4, 3),
            " -12.5  "
        );
        assert_eq!(
            format_positional(3.0, FloatTy::F64, None, 0, Trim::LeaveOneZero, false, 0, 0),
            "3.0"
        );
        assert_eq!(
            format_positional(3.0, FloatTy::F64, None, 0, Trim::DptZeros, true, 0, 0),
            "+3"
        );
        assert_eq!(
            format_scientific(1.5e-7, FloatTy::F64, None, 3, Trim::Keep, false, 2, 3),
            " 1.500e-007"
        );
    }

    #[test]
    fn prints_float_padding() {
        let a = arr::<f64>(vec![1.0, 2.5, 3.0], &[3]);
        assert_eq!(a.to_string(), "[1.  2.5 3. ]");
        assert_eq!(format!("{a:?}"), "array([1. , 2.5, 3. ])");
    }

    #[test]
    fn prints_int_wrapping() {
        let a = arr::<i64>(
            vec![
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                23, 24, 25, 26, 27, 28, 29,
            ],
            &[30],
        );
        assert_eq!(
            a.to_string(),
            "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n 24 25 26 27 28 29]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n       17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])"
        );
    }

    #[test]
    fn prints_int32_0d() {
        let a = arr::<i32>(vec![1], &[]);
        assert_eq!(a.to_string(), "1");
        assert_eq!(format!("{a:?}"), "array(1, dtype=int32)");
    }

    #[test]
    fn prints_float_0d() {
        let a = arr::<f64>(vec![1.0], &[]);
        assert_eq!(a.to_string(), "1.0");
        assert_eq!(format!("{a:?}"), "array(1.)");
    }

    #[test]
    fn prints_float32_exp() {
        let a = arr::<f32>(vec![1e-05_f32, 1.5_f32], &[2]);
        assert_eq!(a.to_string(), "[1.0e-05 1.5e+00]");
        assert_eq!(format!("{a:?}"), "array([1.0e-05, 1.5e+00], dtype=float32)");
    }

    #[test]
    fn prints_exp_nan() {
        let a = arr::<f64>(vec![1e-05, f64::NAN], &[2]);
        assert_eq!(a.to_string(), "[1.e-05    nan]");
        assert_eq!(format!("{a:?}"), "array([1.e-05,    nan])");
    }

    #[test]
    fn prints_nan_neginf() {
        let a = arr::<f64>(vec![f64::NAN, f64::NEG_INFINITY], &[2]);
        assert_eq!(a.to_string(), "[ nan -inf]");
        assert_eq!(format!("{a:?}"), "array([ nan, -inf])");
    }

    #[test]
    fn prints_complex128() {
        let a = arr::<Complex64>(
            vec![Complex64::new(1.0, 2.0), Complex64::new(3.5, -1.0)],
            &[2],
        );
        assert_eq!(a.to_string(), "[1. +2.j 3.5-1.j]");
        assert_eq!(format!("{a:?}"), "array([1. +2.j, 3.5-1.j])");
    }

    #[test]
    fn prints_complex64() {
        let a = arr::<Complex32>(
            vec![
                Complex32::new(1.0_f32, 2.0_f32),
                Complex32::new(3.5_f32, -1.0_f32),
            ],
            &[2],
        );
        assert_eq!(a.to_string(), "[1. +2.j 3.5-1.j]");
        assert_eq!(
            format!("{a:?}"),
            "array([1. +2.j, 3.5-1.j], dtype=complex64)"
        );
    }

    #[test]
    fn prints_exp3() {
        let a = arr::<f64>(vec![1e+100, 1.0], &[2]);
        assert_eq!(a.to_string(), "[1.e+100 1.e+000]");
        assert_eq!(format!("{a:?}"), "array([1.e+100, 1.e+000])");
    }

    #[test]
    fn prints_empty_2d() {
        let a = arr::<f64>(vec![], &[2, 0]);
        assert_eq!(a.to_string(), "[]");
        assert_eq!(format!("{a:?}"), "array([], shape=(2, 0), dtype=float64)");
    }

    #[test]
    fn prints_empty_1d_f32() {
        let a = arr::<f32>(vec![], &[0]);
        assert_eq!(a.to_string(), "[]");
        assert_eq!(format!("{a:?}"), "array([], dtype=float32)");
    }

    #[test]
    fn prints_empty_3d_i32() {
        let a = arr::<i32>(vec![], &[2, 0, 3]);
        assert_eq!(a.to_string(), "[]");
        assert_eq!(format!("{a:?}"), "array([], shape=(2, 0, 3), dtype=int32)");
    }

    #[test]
    fn prints_summary_1d() {
        let a = arr::<i64>((0..1001).map(|i| i as i64).collect(), &[1001]);
        assert_eq!(a.to_string(), "[   0    1    2 ...  998  999 1000]");
        assert_eq!(
            format!("{a:?}"),
            "array([   0,    1,    2, ...,  998,  999, 1000], shape=(1001,))"
        );
    }

    #[test]
    fn prints_summary_2d_float() {
        let a = arr::<f64>((0..2000).map(|i| i as f64).collect(), &[40, 50]);
        assert_eq!(
            a.to_string(),
            "[[0.000e+00 1.000e+00 2.000e+00 ... 4.700e+01 4.800e+01 4.900e+01]\n [5.000e+01 5.100e+01 5.200e+01 ... 9.700e+01 9.800e+01 9.900e+01]\n [1.000e+02 1.010e+02 1.020e+02 ... 1.470e+02 1.480e+02 1.490e+02]\n ...\n [1.850e+03 1.851e+03 1.852e+03 ... 1.897e+03 1.898e+03 1.899e+03]\n [1.900e+03 1.901e+03 1.902e+03 ... 1.947e+03 1.948e+03 1.949e+03]\n [1.950e+03 1.951e+03 1.952e+03 ... 1.997e+03 1.998e+03 1.999e+03]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[0.000e+00, 1.000e+00, 2.000e+00, ..., 4.700e+01, 4.800e+01,\n        4.900e+01],\n       [5.000e+01, 5.100e+01, 5.200e+01, ..., 9.700e+01, 9.800e+01,\n        9.900e+01],\n       [1.000e+02, 1.010e+02, 1.020e+02, ..., 1.470e+02, 1.480e+02,\n        1.490e+02],\n       ...,\n       [1.850e+03, 1.851e+03, 1.852e+03, ..., 1.897e+03, 1.898e+03,\n        1.899e+03],\n       [1.900e+03, 1.901e+03, 1.902e+03, ..., 1.947e+03, 1.948e+03,\n        1.949e+03],\n       [1.950e+03, 1.951e+03, 1.952e+03, ..., 1.997e+03, 1.998e+03,\n        1.999e+03]], shape=(40, 50))"
        );
    }

    #[test]
    fn prints_summary_3d_int() {
        let a = arr::<i64>((0..2000).map(|i| i as i64).collect(), &[10, 10, 20]);
        assert_eq!(
            a.to_string(),
            "[[[   0    1    2 ...   17   18   19]\n  [  20   21   22 ...   37   38   39]\n  [  40   41   42 ...   57   58   59]\n  ...\n  [ 140  141  142 ...  157  158  159]\n  [ 160  161  162 ...  177  178  179]\n  [ 180  181  182 ...  197  198  199]]\n\n [[ 200  201  202 ...  217  218  219]\n  [ 220  221  222 ...  237  238  239]\n  [ 240  241  242 ...  257  258  259]\n  ...\n  [ 340  341  342 ...  357  358  359]\n  [ 360  361  362 ...  377  378  379]\n  [ 380  381  382 ...  397  398  399]]\n\n [[ 400  401  402 ...  417  418  419]\n  [ 420  421  422 ...  437  438  439]\n  [ 440  441  442 ...  457  458  459]\n  ...\n  [ 540  541  542 ...  557  558  559]\n  [ 560  561  562 ...  577  578  579]\n  [ 580  581  582 ...  597  598  599]]\n\n ...\n\n [[1400 1401 1402 ... 1417 1418 1419]\n  [1420 1421 1422 ... 1437 1438 1439]\n  [1440 1441 1442 ... 1457 1458 1459]\n  ...\n  [1540 1541 1542 ... 1557 1558 1559]\n  [1560 1561 1562 ... 1577 1578 1579]\n  [1580 1581 1582 ... 1597 1598 1599]]\n\n [[1600 1601 1602 ... 1617 1618 1619]\n  [1620 1621 1622 ... 1637 1638 1639]\n  [1640 1641 1642 ... 1657 1658 1659]\n  ...\n  [1740 1741 1742 ... 1757 1758 1759]\n  [1760 1761 1762 ... 1777 1778 1779]\n  [1780 1781 1782 ... 1797 1798 1799]]\n\n [[1800 1801 1802 ... 1817 1818 1819]\n  [1820 1821 1822 ... 1837 1838 1839]\n  [1840 1841 1842 ... 1857 1858 1859]\n  ...\n  [1940 1941 1942 ... 1957 1958 1959]\n  [1960 1961 1962 ... 1977 1978 1979]\n  [1980 1981 1982 ... 1997 1998 1999]]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[[   0,    1,    2, ...,   17,   18,   19],\n        [  20,   21,   22, ...,   37,   38,   39],\n        [  40,   41,   42, ...,   57,   58,   59],\n        ...,\n        [ 140,  141,  142, ...,  157,  158,  159],\n        [ 160,  161,  162, ...,  177,  178,  179],\n        [ 180,  181,  182, ...,  197,  198,  199]],\n\n       [[ 200,  201,  202, ...,  217,  218,  219],\n        [ 220,  221,  222, ...,  237,  238,  239],\n        [ 240,  241,  242, ...,  257,  258,  259],\n        ...,\n        [ 340,  341,  342, ...,  357,  358,  359],\n        [ 360,  361,  362, ...,  377,  378,  379],\n        [ 380,  381,  382, ...,  397,  398,  399]],\n\n       [[ 400,  401,  402, ...,  417,  418,  419],\n        [ 420,  421,  422, ...,  437,  438,  439],\n        [ 440,  441,  442, ...,  457,  458,  459],\n        ...,\n        [ 540,  541,  542, ...,  557,  558,  559],\n        [ 560,  561,  562, ...,  577,  578,  579],\n        [ 580,  581,  582, ...,  597,  598,  599]],\n\n       ...,\n\n       [[1400, 1401, 1402, ..., 1417, 1418, 1419],\n        [1420, 1421, 1422, ..., 1437, 1438, 1439],\n        [1440, 1441, 1442, ..., 1457, 1458, 1459],\n        ...,\n        [1540, 1541, 1542, ..., 1557, 1558, 1559],\n        [1560, 1561, 1562, ..., 1577, 1578, 1579],\n        [1580, 1581, 1582, ..., 1597, 1598, 1599]],\n\n       [[1600, 1601, 1602, ..., 1617, 1618, 1619],\n        [1620, 1621, 1622, ..., 1637, 1638, 1639],\n        [1640, 1641, 1642, ..., 1657, 1658, 1659],\n        ...,\n        [1740, 1741, 1742, ..., 1757, 1758, 1759],\n        [1760, 1761, 1762, ..., 1777, 1778, 1779],\n        [1780, 1781, 1782, ..., 1797, 1798, 1799]],\n\n       [[1800, 1801, 1802, ..., 1817, 1818, 1819],\n        [1820, 1821, 1822, ..., 1837, 1838, 1839],\n        [1840, 1841, 1842, ..., 1857, 1858, 1859],\n        ...,\n        [1940, 1941, 1942, ..., 1957, 1958, 1959],\n        [1960, 1961, 1962, ..., 1977, 1978, 1979],\n        [1980, 1981, 1982, ..., 1997, 1998, 1999]]], shape=(10, 10, 20))"
        );
    }

    #[test]
    fn prints_bool_1d() {
        let a = arr::<bool>(vec![true, false], &[2]);
        assert_eq!(a.to_string(), "[ True False]");
        assert_eq!(format!("{a:?}"), "array([ True, False])");
    }

    #[test]
    fn prints_bool_0d() {
        let a = arr::<bool>(vec![true], &[]);
        assert_eq!(a.to_string(), "True");
        assert_eq!(format!("{a:?}"), "array(True)");
    }

    #[test]
    fn prints_bool_2d() {
        let a = arr::<bool>(vec![true, false, false, false], &[2, 2]);
        assert_eq!(a.to_string(), "[[ True False]\n [False False]]");
        assert_eq!(
            format!("{a:?}"),
            "array([[ True, False],\n       [False, False]])"
        );
    }

    #[test]
    fn prints_f16_simple() {
        let a = arr::<f16>(
            vec![
                f16::from_f64(0.0999755859375),
                f16::from_f64(0.199951171875),
            ],
            &[2],
        );
        assert_eq!(a.to_string(), "[0.1 0.2]");
        assert_eq!(format!("{a:?}"), "array([0.1, 0.2], dtype=float16)");
    }

    #[test]
    fn prints_f16_exp() {
        let a = arr::<f16>(vec![f16::from_f64(1000.0), f16::from_f64(1.5)], &[2]);
        assert_eq!(a.to_string(), "[1.0e+03 1.5e+00]");
        assert_eq!(format!("{a:?}"), "array([1.0e+03, 1.5e+00], dtype=float16)");
    }

    #[test]
    fn prints_f32_exp() {
        let a = arr::<f32>(vec![1e+06_f32, 1.5_f32], &[2]);
        assert_eq!(a.to_string(), "[1.0e+06 1.5e+00]");
        assert_eq!(format!("{a:?}"), "array([1.0e+06, 1.5e+00], dtype=float32)");
    }

    #[test]
    fn prints_f32_shortest() {
        let a = arr::<f32>(vec![0.1_f32, 0.2_f32, 0.3_f32], &[3]);
        assert_eq!(a.to_string(), "[0.1 0.2 0.3]");
        assert_eq!(format!("{a:?}"), "array([0.1, 0.2, 0.3], dtype=float32)");
    }

    #[test]
    fn prints_third() {
        let a = arr::<f64>(vec![0.3333333333333333, -2.0], &[2]);
        assert_eq!(a.to_string(), "[ 0.33333333 -2.        ]");
        assert_eq!(format!("{a:?}"), "array([ 0.33333333, -2.        ])");
    }

    #[test]
    fn prints_neg_zero() {
        let a = arr::<f64>(vec![-0.0, 1.0], &[2]);
        assert_eq!(a.to_string(), "[-0.  1.]");
        assert_eq!(format!("{a:?}"), "array([-0.,  1.])");
    }

    #[test]
    fn prints_uint8_2d() {
        let a = arr::<u8>(vec![1, 2, 3, 4], &[2, 2]);
        assert_eq!(a.to_string(), "[[1 2]\n [3 4]]");
        assert_eq!(
            format!("{a:?}"),
            "array([[1, 2],\n       [3, 4]], dtype=uint8)"
        );
    }

    #[test]
    fn prints_int_3d() {
        let a = arr::<i64>(
            vec![
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                23,
            ],
            &[2, 3, 4],
        );
        assert_eq!(
            a.to_string(),
            "[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[[ 0,  1,  2,  3],\n        [ 4,  5,  6,  7],\n        [ 8,  9, 10, 11]],\n\n       [[12, 13, 14, 15],\n        [16, 17, 18, 19],\n        [20, 21, 22, 23]]])"
        );
    }

    #[test]
    fn prints_precision_cut() {
        let a = arr::<f64>(vec![1.23456789012, 2.0], &[2]);
        assert_eq!(a.to_string(), "[1.23456789 2.        ]");
        assert_eq!(format!("{a:?}"), "array([1.23456789, 2.        ])");
    }

    #[test]
    fn prints_round_up() {
        let a = arr::<f64>(vec![0.999999999, 2.0], &[2]);
        assert_eq!(a.to_string(), "[1. 2.]");
        assert_eq!(format!("{a:?}"), "array([1., 2.])");
    }

    #[test]
    fn prints_round_half_even() {
        let a = arr::<f64>(vec![0.001953125, 1.0], &[2]);
        assert_eq!(a.to_string(), "[0.00195312 1.        ]");
        assert_eq!(format!("{a:?}"), "array([0.00195312, 1.        ])");
    }

    #[test]
    fn prints_complex_inf() {
        let a = arr::<Complex64>(
            vec![Complex64::new(f64::INFINITY, 0.0), Complex64::new(1.5, 0.0)],
            &[2],
        );
        assert_eq!(a.to_string(), "[inf+0.j 1.5+0.j]");
        assert_eq!(format!("{a:?}"), "array([inf+0.j, 1.5+0.j])");
    }

    #[test]
    fn prints_complex_nan_imag() {
        let a = arr::<Complex64>(
            vec![Complex64::new(1.0, f64::NAN), Complex64::new(1.5, 0.0)],
            &[2],
        );
        assert_eq!(a.to_string(), "[1. +nanj 1.5 +0.j]");
        assert_eq!(format!("{a:?}"), "array([1. +nanj, 1.5 +0.j])");
    }

    #[test]
    fn prints_complex_0d() {
        let a = arr::<Complex64>(vec![Complex64::new(1.0, 2.0)], &[]);
        assert_eq!(a.to_string(), "(1+2j)");
        assert_eq!(format!("{a:?}"), "array(1.+2.j)");
    }

    #[test]
    fn prints_complex_0d_imag() {
        let a = arr::<Complex64>(vec![Complex64::new(0.0, 2.0)], &[]);
        assert_eq!(a.to_string(), "2j");
        assert_eq!(format!("{a:?}"), "array(0.+2.j)");
    }

    #[test]
    fn prints_complex_0d_big() {
        let a = arr::<Complex64>(vec![Complex64::new(1e+20, 1.0)], &[]);
        assert_eq!(a.to_string(), "(1e+20+1j)");
        assert_eq!(format!("{a:?}"), "array(1.e+20+1.j)");
    }

    #[test]
    fn prints_complex_0d_negzero() {
        let a = arr::<Complex64>(vec![Complex64::new(-0.0, 2.0)], &[]);
        assert_eq!(a.to_string(), "(-0+2j)");
        assert_eq!(format!("{a:?}"), "array(-0.+2.j)");
    }

    #[test]
    fn prints_complex_0d_naninf() {
        let a = arr::<Complex64>(vec![Complex64::new(f64::NAN, f64::INFINITY)], &[]);
        assert_eq!(a.to_string(), "(nan+infj)");
        assert_eq!(format!("{a:?}"), "array(nan+infj)");
    }

    #[test]
    fn prints_complex64_0d() {
        let a = arr::<Complex32>(vec![Complex32::new(1.5_f32, -2.5_f32)], &[]);
        assert_eq!(a.to_string(), "(1.5-2.5j)");
        assert_eq!(format!("{a:?}"), "array(1.5-2.5j, dtype=complex64)");
    }

    #[test]
    fn prints_f32_0d_big() {
        let a = arr::<f32>(vec![1.2345679e+08_f32], &[]);
        assert_eq!(a.to_string(), "1.2345679e+08");
        assert_eq!(format!("{a:?}"), "array(1.2345679e+08, dtype=float32)");
    }

    #[test]
    fn prints_f64_0d_1e16() {
        let a = arr::<f64>(vec![1e+16], &[]);
        assert_eq!(a.to_string(), "1e+16");
        assert_eq!(format!("{a:?}"), "array(1.e+16)");
    }

    #[test]
    fn prints_f64_0d_small() {
        let a = arr::<f64>(vec![1.5e-07], &[]);
        assert_eq!(a.to_string(), "1.5e-07");
        assert_eq!(format!("{a:?}"), "array(1.5e-07)");
    }

    #[test]
    fn prints_f16_0d_1000() {
        let a = arr::<f16>(vec![f16::from_f64(1000.0)], &[]);
        assert_eq!(a.to_string(), "1e+03");
        assert_eq!(format!("{a:?}"), "array(1.e+03, dtype=float16)");
    }

    #[test]
    fn prints_f16_0d_tenth() {
        let a = arr::<f16>(vec![f16::from_f64(0.0999755859375)], &[]);
        assert_eq!(a.to_string(), "0.1");
        assert_eq!(format!("{a:?}"), "array(0.1, dtype=float16)");
    }

    #[test]
    fn prints_linspace_wrap() {
        let a = arr::<f64>(
            vec![
                0.0,
                0.05263157894736842,
                0.10526315789473684,
                0.15789473684210525,
                0.21052631578947367,
                0.2631578947368421,
                0.3157894736842105,
                0.3684210526315789,
                0.42105263157894735,
                0.47368421052631576,
                0.5263157894736842,
                0.5789473684210527,
                0.631578947368421,
                0.6842105263157894,
                0.7368421052631579,
                0.7894736842105263,
                0.8421052631578947,
                0.894736842105263,
                0.9473684210526315,
                1.0,
            ],
            &[20],
        );
        assert_eq!(
            a.to_string(),
            "[0.         0.05263158 0.10526316 0.15789474 0.21052632 0.26315789\n 0.31578947 0.36842105 0.42105263 0.47368421 0.52631579 0.57894737\n 0.63157895 0.68421053 0.73684211 0.78947368 0.84210526 0.89473684\n 0.94736842 1.        ]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([0.        , 0.05263158, 0.10526316, 0.15789474, 0.21052632,\n       0.26315789, 0.31578947, 0.36842105, 0.42105263, 0.47368421,\n       0.52631579, 0.57894737, 0.63157895, 0.68421053, 0.73684211,\n       0.78947368, 0.84210526, 0.89473684, 0.94736842, 1.        ])"
        );
    }

    #[test]
    fn prints_linspace_wrap_2d() {
        let a = arr::<f32>(
            vec![
                -1.0_f32,
                -0.9130435_f32,
                -0.82608694_f32,
                -0.73913044_f32,
                -0.65217394_f32,
                -0.5652174_f32,
                -0.47826087_f32,
                -0.39130434_f32,
                -0.3043478_f32,
                -0.2173913_f32,
                -0.13043478_f32,
                -0.04347826_f32,
                0.04347826_f32,
                0.13043478_f32,
                0.2173913_f32,
                0.3043478_f32,
                0.39130434_f32,
                0.47826087_f32,
                0.5652174_f32,
                0.65217394_f32,
                0.73913044_f32,
                0.82608694_f32,
                0.9130435_f32,
                1.0_f32,
            ],
            &[2, 12],
        );
        assert_eq!(
            a.to_string(),
            "[[-1.         -0.9130435  -0.82608694 -0.73913044 -0.65217394 -0.5652174\n  -0.47826087 -0.39130434 -0.3043478  -0.2173913  -0.13043478 -0.04347826]\n [ 0.04347826  0.13043478  0.2173913   0.3043478   0.39130434  0.47826087\n   0.5652174   0.65217394  0.73913044  0.82608694  0.9130435   1.        ]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[-1.        , -0.9130435 , -0.82608694, -0.73913044, -0.65217394,\n        -0.5652174 , -0.47826087, -0.39130434, -0.3043478 , -0.2173913 ,\n        -0.13043478, -0.04347826],\n       [ 0.04347826,  0.13043478,  0.2173913 ,  0.3043478 ,  0.39130434,\n         0.47826087,  0.5652174 ,  0.65217394,  0.73913044,  0.82608694,\n         0.9130435 ,  1.        ]], dtype=float32)"
        );
    }

    #[test]
    fn prints_sliced_view_wrap() {
        let a = arr::<f64>((0..1001).map(|i| i as f64).collect(), &[7, 11, 13])
            .slice_axis(0, None, Some(1), 1)
            .unwrap();
        assert_eq!(
            a.to_string(),
            "[[[  0.   1.   2.   3.   4.   5.   6.   7.   8.   9.  10.  11.  12.]\n  [ 13.  14.  15.  16.  17.  18.  19.  20.  21.  22.  23.  24.  25.]\n  [ 26.  27.  28.  29.  30.  31.  32.  33.  34.  35.  36.  37.  38.]\n  [ 39.  40.  41.  42.  43.  44.  45.  46.  47.  48.  49.  50.  51.]\n  [ 52.  53.  54.  55.  56.  57.  58.  59.  60.  61.  62.  63.  64.]\n  [ 65.  66.  67.  68.  69.  70.  71.  72.  73.  74.  75.  76.  77.]\n  [ 78.  79.  80.  81.  82.  83.  84.  85.  86.  87.  88.  89.  90.]\n  [ 91.  92.  93.  94.  95.  96.  97.  98.  99. 100. 101. 102. 103.]\n  [104. 105. 106. 107. 108. 109. 110. 111. 112. 113. 114. 115. 116.]\n  [117. 118. 119. 120. 121. 122. 123. 124. 125. 126. 127. 128. 129.]\n  [130. 131. 132. 133. 134. 135. 136. 137. 138. 139. 140. 141. 142.]]]"
        );
        assert_eq!(
            format!("{a:?}"),
            "array([[[  0.,   1.,   2.,   3.,   4.,   5.,   6.,   7.,   8.,   9.,\n          10.,  11.,  12.],\n        [ 13.,  14.,  15.,  16.,  17.,  18.,  19.,  20.,  21.,  22.,\n          23.,  24.,  25.],\n        [ 26.,  27.,  28.,  29.,  30.,  31.,  32.,  33.,  34.,  35.,\n          36.,  37.,  38.],\n        [ 39.,  40.,  41.,  42.,  43.,  44.,  45.,  46.,  47.,  48.,\n          49.,  50.,  51.],\n        [ 52.,  53.,  54.,  55.,  56.,  57.,  58.,  59.,  60.,  61.,\n          62.,  63.,  64.],\n        [ 65.,  66.,  67.,  68.,  69.,  70.,  71.,  72.,  73.,  74.,\n          75.,  76.,  77.],\n        [ 78.,  79.,  80.,  81.,  82.,  83.,  84.,  85.,  86.,  87.,\n          88.,  89.,  90.],\n        [ 91.,  92.,  93.,  94.,  95.,  96.,  97.,  98.,  99., 100.,\n         101., 102., 103.],\n        [104., 105., 106., 107., 108., 109., 110., 111., 112., 113.,\n         114., 115., 116.],\n        [117., 118., 119., 120., 121., 122., 123., 124., 125., 126.,\n         127., 128., 129.],\n        [130., 131., 132., 133., 134., 135., 136., 137., 138., 139.,\n         140., 141., 142.]]])"
        );
    }

    #[test]
    fn prints_negative_strides() {
        let a = arr::<i64>(vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], &[3, 4])
            .slice(&crate::s![..;-1, ..;2])
            .unwrap();
        assert_eq!(a.to_string(), "[[ 8 10]\n [ 4  6]\n [ 0  2]]");
        assert_eq!(
            format!("{a:?}"),
            "array([[ 8, 10],\n       [ 4,  6],\n       [ 0,  2]])"
        );
    }

    #[test]
    fn prints_transposed() {
        let a = arr::<i64>(vec![0, 1, 2, 3, 4, 5], &[2, 3])
            .transpose()
            .unwrap();
        assert_eq!(a.to_string(), "[[0 3]\n [1 4]\n [2 5]]");
        assert_eq!(
            format!("{a:?}"),
            "array([[0, 3],\n       [1, 4],\n       [2, 5]])"
        );
    }

    #[test]
    fn prints_broadcast() {
        let a = arr::<f64>(vec![1.5, 2.0], &[2])
            .broadcast_to(&[2, 2])
            .unwrap();
        assert_eq!(a.to_string(), "[[1.5 2. ]\n [1.5 2. ]]");
        assert_eq!(format!("{a:?}"), "array([[1.5, 2. ],\n       [1.5, 2. ]])");
    }

    #[test]
    fn prints_int8_neg() {
        let a = arr::<i8>(vec![-128, 5, 127], &[3]);
        assert_eq!(a.to_string(), "[-128    5  127]");
        assert_eq!(format!("{a:?}"), "array([-128,    5,  127], dtype=int8)");
    }

    #[test]
    fn prints_uint64_max() {
        let a = arr::<u64>(vec![0, 18446744073709551615], &[2]);
        assert_eq!(a.to_string(), "[                   0 18446744073709551615]");
        assert_eq!(
            format!("{a:?}"),
            "array([                   0, 18446744073709551615], dtype=uint64)"
        );
    }

    #[test]
    fn prints_positional_vs_exp() {
        let a = arr::<f64>(vec![123456.7, 1.0], &[2]);
        assert_eq!(a.to_string(), "[1.234567e+05 1.000000e+00]");
        assert_eq!(format!("{a:?}"), "array([1.234567e+05, 1.000000e+00])");
    }

    #[test]
    fn prints_hundred() {
        let a = arr::<f64>(vec![100.0, 1.5], &[2]);
        assert_eq!(a.to_string(), "[100.    1.5]");
        assert_eq!(format!("{a:?}"), "array([100. ,   1.5])");
    }

    #[test]
    fn prints_ten_thousandth() {
        let a = arr::<f64>(vec![0.0001, 0.001], &[2]);
        assert_eq!(a.to_string(), "[0.0001 0.001 ]");
        assert_eq!(format!("{a:?}"), "array([0.0001, 0.001 ])");
    }

    #[test]
    fn prints_all_zero() {
        let a = arr::<f64>(vec![0.0, 0.0], &[2]);
        assert_eq!(a.to_string(), "[0. 0.]");
        assert_eq!(format!("{a:?}"), "array([0., 0.])");
    }

    #[test]
    fn prints_inf_only() {
        let a = arr::<f64>(vec![f64::INFINITY], &[1]);
        assert_eq!(a.to_string(), "[inf]");
        assert_eq!(format!("{a:?}"), "array([inf])");
    }

    #[test]
    fn prints_large_int_values() {
        let a = arr::<f64>(vec![10000000.0, 25000000.0], &[2]);
        assert_eq!(a.to_string(), "[10000000. 25000000.]");
        assert_eq!(format!("{a:?}"), "array([10000000., 25000000.])");
    }
}
