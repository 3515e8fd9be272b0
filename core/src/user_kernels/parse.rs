//! Parameter lists of user kernels: `"T x, raw T y, float32 z"`, as CuPy writes them.

use crate::dtype::DType;
use crate::error::{Error, Result};

/// The type of a parameter: a dtype, or a placeholder bound at call time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ParamType {
    Fixed(DType),
    Placeholder(String),
}

/// One parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Param {
    pub raw: bool,
    pub ty: ParamType,
    pub name: String,
}

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(f) if f == '_' || f.is_ascii_alphabetic())
        && c.all(|ch| ch == '_' || ch.is_ascii_alphanumeric())
}

/// The dtype a type name means (NumPy's names and the C names CuPy accepts), if any.
pub(crate) fn dtype_of_name(s: &str) -> Option<DType> {
    Some(match s {
        "bool" => DType::Bool,
        "int8" | "char" => DType::I8,
        "int16" | "short" => DType::I16,
        "int32" | "int" => DType::I32,
        "int64" | "long" => DType::I64,
        "uint8" => DType::U8,
        "uint16" => DType::U16,
        "uint32" | "unsigned" => DType::U32,
        "uint64" => DType::U64,
        "float16" => DType::F16,
        "bfloat16" => DType::BF16,
        "float32" | "float" => DType::F32,
        "float64" | "double" => DType::F64,
        "complex64" => DType::C64,
        "complex128" => DType::C128,
        _ => return None,
    })
}

/// A type name: a dtype or a placeholder identifier.
pub(crate) fn parse_type(op: &'static str, s: &str) -> Result<ParamType> {
    let s = s.trim();
    if let Some(d) = dtype_of_name(s) {
        Ok(ParamType::Fixed(d))
    } else if is_ident(s) {
        Ok(ParamType::Placeholder(s.to_string()))
    } else {
        Err(Error::invalid(op, format!("invalid type name '{s}'")))
    }
}

/// Parses a comma-separated parameter list (`""` is no parameters).
///
/// # Errors
/// [`Error::InvalidArgument`] quoting the offending text: a parameter that is not
/// `[raw] TYPE NAME`, a name that is not an identifier or is reserved (`i`, `_`-prefixed), a
/// repeated name.
pub(crate) fn parse_params(op: &'static str, list: &str) -> Result<Vec<Param>> {
    let mut out: Vec<Param> = Vec::new();
    if list.trim().is_empty() {
        return Ok(out);
    }
    for part in list.split(',') {
        let toks: Vec<&str> = part.split_whitespace().collect();
        let (raw, ty, name) = match toks.as_slice() {
            ["raw", t, n] => (true, *t, *n),
            [t, n] if *t != "raw" => (false, *t, *n),
            _ => {
                return Err(Error::invalid(
                    op,
                    format!(
                        "cannot parse parameter '{}' in '{list}' (expected '[raw] TYPE NAME')",
                        part.trim()
                    ),
                ));
            }
        };
        if !is_ident(name) || name == "i" || name.starts_with('_') {
            return Err(Error::invalid(
                op,
                format!("invalid parameter name '{name}' in '{}'", part.trim()),
            ));
        }
        if out.iter().any(|p| p.name == name) {
            return Err(Error::invalid(
                op,
                format!("parameter name '{name}' appears twice in '{list}'"),
            ));
        }
        out.push(Param {
            raw,
            ty: parse_type(op, ty).map_err(|_| {
                Error::invalid(op, format!("invalid type '{ty}' in '{}'", part.trim()))
            })?,
            name: name.to_string(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_cupy_parameter_lists() {
        let p = parse_params("t", "T x, raw T y, float32 z").unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!(p[0].ty, ParamType::Placeholder("T".into()));
        assert!(p[1].raw && p[1].name == "y");
        assert_eq!(p[2].ty, ParamType::Fixed(DType::F32));
        assert!(parse_params("t", "  ").unwrap().is_empty());
        assert_eq!(
            parse_params("t", "int64 n").unwrap()[0].ty,
            ParamType::Fixed(DType::I64)
        );
    }

    #[test]
    fn errors_quote_the_offending_text() {
        for (list, bad) in [
            ("T x, T", "T"),
            ("T x y z", "T x y z"),
            ("T 1x", "1x"),
            ("T i", "i"),
            ("T x, U x", "x"),
            ("raw x", "raw x"),
            ("T* x", "T*"),
        ] {
            match parse_params("ElementwiseKernel", list) {
                Err(Error::InvalidArgument { reason, .. }) => {
                    assert!(reason.contains(bad), "{list}: {reason}")
                }
                other => panic!("{list}: {other:?}"),
            }
        }
    }
}
