//! Boundary modes shared by every ndimage routine (filters, interpolation, morphology).

/// How the input is extended beyond its boundaries (SciPy's `mode=`).
///
/// For an input `a b c d` the extensions are, to the left | right:
/// - `Reflect` (`d c b a | a b c d | d c b a`): reflect about the edge of the last pixel.
/// - `Constant` (`k k k k | a b c d | k k k k`): `cval`; for interpolation SciPy applies the spline
///   to the mirrored input and only then replaces points outside with `cval`.
/// - `Nearest` (`a a a a | a b c d | d d d d`).
/// - `Mirror` (`d c b | a b c d | c b a`): reflect about the centre of the last pixel.
/// - `Wrap` (`a b c d | a b c d | a b c d`) for filters; for interpolation SciPy's legacy "wrap".
/// - `GridConstant` (`k k k k | a b c d | k k k k`), also for interpolation.
/// - `GridMirror`: the same as `Reflect`.
/// - `GridWrap` (`a b c d | a b c d | a b c d`), also for interpolation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// SciPy's default for filters.
    #[default]
    Reflect,
    Constant,
    Nearest,
    Mirror,
    Wrap,
    GridConstant,
    GridMirror,
    GridWrap,
}

impl Mode {
    /// SciPy's spelling of the mode.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Reflect => "reflect",
            Mode::Constant => "constant",
            Mode::Nearest => "nearest",
            Mode::Mirror => "mirror",
            Mode::Wrap => "wrap",
            Mode::GridConstant => "grid-constant",
            Mode::GridMirror => "grid-mirror",
            Mode::GridWrap => "grid-wrap",
        }
    }

    /// The mode a filter uses: SciPy's filters treat `grid-mirror` as `reflect`, `grid-constant`
    /// as `constant` and `grid-wrap` as `wrap`.
    pub fn for_filter(self) -> Mode {
        match self {
            Mode::GridMirror => Mode::Reflect,
            Mode::GridConstant => Mode::Constant,
            Mode::GridWrap => Mode::Wrap,
            m => m,
        }
    }

    /// Maps an index `i` (possibly outside `0..n`) to an index inside, or `None` where the
    /// value is `cval` (constant modes). `n >= 1`. Works for any distance outside.
    pub fn map_index(self, i: i64, n: usize) -> Option<usize> {
        let n = n as i64;
        if (0..n).contains(&i) {
            return Some(i as usize);
        }
        let j = match self.for_filter() {
            Mode::Constant => return None,
            Mode::Nearest => i.clamp(0, n - 1),
            Mode::Wrap => i.rem_euclid(n),
            Mode::Reflect => {
                let p = 2 * n;
                let k = i.rem_euclid(p);
                if k < n { k } else { p - 1 - k }
            }
            Mode::Mirror => {
                if n == 1 {
                    0
                } else {
                    let p = 2 * n - 2;
                    let k = i.rem_euclid(p);
                    if k < n { k } else { p - k }
                }
            }
            Mode::GridConstant | Mode::GridMirror | Mode::GridWrap => unreachable!("mapped above"),
        };
        Some(j as usize)
    }
}

impl std::str::FromStr for Mode {
    type Err = gsci_core::Error;
    fn from_str(s: &str) -> gsci_core::Result<Mode> {
        Ok(match s {
            "reflect" => Mode::Reflect,
            "constant" => Mode::Constant,
            "nearest" => Mode::Nearest,
            "mirror" => Mode::Mirror,
            "wrap" => Mode::Wrap,
            "grid-constant" => Mode::GridConstant,
            "grid-mirror" => Mode::GridMirror,
            "grid-wrap" => Mode::GridWrap,
            other => {
                return Err(gsci_core::Error::InvalidArgument {
                    op: "ndimage mode",
                    reason: format!(
                        "unknown mode {other:?}; expected reflect, constant, nearest, mirror, wrap, \
                         grid-constant, grid-mirror or grid-wrap"
                    ),
                });
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Mode;

    fn ext(mode: Mode, n: usize, from: i64, to: i64) -> Vec<Option<usize>> {
        (from..to).map(|i| mode.map_index(i, n)).collect()
    }

    #[test]
    fn extensions_match_scipy_docs() {
        let s = |v: &[usize]| v.iter().map(|&x| Some(x)).collect::<Vec<_>>();
        // a b c d = 0 1 2 3
        assert_eq!(
            ext(Mode::Reflect, 4, -4, 8),
            s(&[3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0])
        );
        assert_eq!(
            ext(Mode::Mirror, 4, -3, 7),
            s(&[3, 2, 1, 0, 1, 2, 3, 2, 1, 0])
        );
        assert_eq!(ext(Mode::Nearest, 4, -2, 6), s(&[0, 0, 0, 1, 2, 3, 3, 3]));
        assert_eq!(
            ext(Mode::Wrap, 4, -4, 8),
            s(&[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3])
        );
        assert_eq!(ext(Mode::GridMirror, 4, -1, 5), s(&[0, 0, 1, 2, 3, 3]));
        let c = ext(Mode::Constant, 4, -1, 5);
        assert_eq!(c[0], None);
        assert_eq!(c[5], None);
        assert_eq!(c[1], Some(0));
        assert_eq!(ext(Mode::GridConstant, 4, -1, 0), vec![None]);
        // far outside and degenerate sizes
        assert_eq!(Mode::Reflect.map_index(-9, 4), Some(0));
        assert_eq!(Mode::Mirror.map_index(5, 1), Some(0));
        assert_eq!(Mode::Reflect.map_index(-1, 1), Some(0));
    }

    #[test]
    fn parses_scipy_names() {
        for m in [
            Mode::Reflect,
            Mode::Constant,
            Mode::Nearest,
            Mode::Mirror,
            Mode::Wrap,
            Mode::GridConstant,
            Mode::GridMirror,
            Mode::GridWrap,
        ] {
            assert_eq!(m.name().parse::<Mode>().unwrap(), m);
        }
        assert!("bogus".parse::<Mode>().is_err());
    }
}
