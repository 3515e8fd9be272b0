//! Devices: the CPU or one CUDA GPU (with the stream its work is ordered on).

use crate::cuda::{self, CudaBackend, CudaDevice, Event, Stream};
use crate::error::{Error, Result};
use std::fmt;

/// Where arrays live and where their computations run. Cheap to clone.
///
/// ```
/// use gsci_core::Device;
/// let cpu = Device::cpu();
/// assert!(cpu.is_cpu());
/// assert_eq!(cpu.to_string(), "cpu");
/// ```
#[derive(Clone)]
pub struct Device {
    kind: DeviceKind,
}

#[derive(Clone)]
enum DeviceKind {
    Cpu,
    Cuda(CudaBackend),
}

/// The backend a computation dispatches to.
pub enum Backend<'a> {
    /// The CPU (ndarray + rayon).
    Cpu,
    /// A CUDA GPU, with the stream to order work on.
    Cuda(&'a CudaBackend),
}

impl Device {
    /// The CPU.
    pub fn cpu() -> Device {
        Device {
            kind: DeviceKind::Cpu,
        }
    }

    /// CUDA device `ordinal`, on its default stream.
    ///
    /// # Errors
    /// [`Error::LibraryNotFound`] without a CUDA driver, [`Error::NoDevice`] if there is no such GPU.
    pub fn cuda(ordinal: usize) -> Result<Device> {
        let dev = CudaDevice::get(ordinal)?;
        let stream = dev.default_stream.clone();
        Ok(Device {
            kind: DeviceKind::Cuda(CudaBackend { dev, stream }),
        })
    }

    /// The default device: `GSCI_DEVICE` (`cpu`, `cuda`, `cuda:N`) when set, else the first CUDA
    /// device when a driver and a GPU are present, else the CPU. Never panics.
    ///
    /// # Errors
    /// Only when `GSCI_DEVICE` names something invalid or unavailable.
    pub fn try_default() -> Result<Device> {
        match std::env::var("GSCI_DEVICE") {
            Ok(s) if !s.trim().is_empty() => Device::parse(s.trim()),
            _ => Ok(if cuda::device_count() > 0 {
                Device::cuda(0).unwrap_or_else(|_| Device::cpu())
            } else {
                Device::cpu()
            }),
        }
    }

    /// Parses `cpu`, `cuda` or `cuda:N`.
    pub fn parse(s: &str) -> Result<Device> {
        match s {
            "cpu" => Ok(Device::cpu()),
            "cuda" | "gpu" => Device::cuda(0),
            _ => {
                let n = s
                    .strip_prefix("cuda:")
                    .and_then(|n| n.parse::<usize>().ok())
                    .ok_or_else(|| {
                        Error::invalid(
                            "Device::parse",
                            format!("{s:?}: expected cpu, cuda or cuda:N"),
                        )
                    })?;
                Device::cuda(n)
            }
        }
    }

    /// The backend to dispatch to.
    pub fn backend(&self) -> Backend<'_> {
        match &self.kind {
            DeviceKind::Cpu => Backend::Cpu,
            DeviceKind::Cuda(c) => Backend::Cuda(c),
        }
    }

    /// The CUDA handle, if this is a GPU.
    pub fn as_cuda(&self) -> Option<&CudaBackend> {
        match &self.kind {
            DeviceKind::Cpu => None,
            DeviceKind::Cuda(c) => Some(c),
        }
    }

    /// Whether this is the CPU.
    pub fn is_cpu(&self) -> bool {
        matches!(self.kind, DeviceKind::Cpu)
    }

    /// Whether this is a CUDA GPU.
    pub fn is_cuda(&self) -> bool {
        !self.is_cpu()
    }

    /// A new stream on this GPU.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU.
    pub fn new_stream(&self) -> Result<Stream> {
        match &self.kind {
            DeviceKind::Cpu => Err(Error::unsupported("streams", "cpu")),
            DeviceKind::Cuda(c) => Stream::new(c),
        }
    }

    /// The same GPU, with its work ordered on `stream` (like CuPy's `with stream:`).
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU, [`Error::DeviceMismatch`] if the stream is another GPU's.
    pub fn with_stream(&self, stream: &Stream) -> Result<Device> {
        match &self.kind {
            DeviceKind::Cpu => Err(Error::unsupported("streams", "cpu")),
            DeviceKind::Cuda(c) => {
                if stream.inner.context().cu_ctx() != c.dev.ctx.cu_ctx() {
                    return Err(Error::DeviceMismatch {
                        op: "with_stream",
                        left: self.to_string(),
                        right: format!("a stream of cuda:{}", stream.inner.context().ordinal()),
                    });
                }
                Ok(Device {
                    kind: DeviceKind::Cuda(CudaBackend {
                        dev: c.dev.clone(),
                        stream: stream.inner.clone(),
                    }),
                })
            }
        }
    }

    /// A timing event on this device's stream.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU.
    pub fn new_event(&self) -> Result<Event> {
        match &self.kind {
            DeviceKind::Cpu => Err(Error::unsupported("events", "cpu")),
            DeviceKind::Cuda(c) => Event::new(c),
        }
    }

    /// Waits for all work queued on this device's stream (a no-op on the CPU).
    pub fn synchronize(&self) -> Result<()> {
        match &self.kind {
            DeviceKind::Cpu => Ok(()),
            DeviceKind::Cuda(c) => c.synchronize(),
        }
    }

    /// Memory statistics of the GPU's pool.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU.
    pub fn memory_stats(&self) -> Result<cuda::MemoryStats> {
        match &self.kind {
            DeviceKind::Cpu => Err(Error::unsupported("memory_stats", "cpu")),
            DeviceKind::Cuda(c) => c.dev.memory_stats(),
        }
    }

    /// Resets the high-water marks of [`Device::memory_stats`] to the current values (after a
    /// synchronization), so that `used_high_bytes` then measures the peak of what follows.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU.
    pub fn reset_peak_memory_stats(&self) -> Result<()> {
        match &self.kind {
            DeviceKind::Cpu => Err(Error::unsupported("reset_peak_memory_stats", "cpu")),
            DeviceKind::Cuda(c) => c.dev.reset_peak_memory_stats(),
        }
    }

    pub(crate) fn check_same(&self, other: &Device, op: &'static str) -> Result<()> {
        if self == other {
            Ok(())
        } else {
            Err(Error::DeviceMismatch {
                op,
                left: self.to_string(),
                right: other.to_string(),
            })
        }
    }
}

impl Default for Device {
    /// [`Device::try_default`], falling back to the CPU if `GSCI_DEVICE` is invalid.
    fn default() -> Device {
        Device::try_default().unwrap_or_else(|_| Device::cpu())
    }
}

impl PartialEq for Device {
    /// Two devices are equal when they are the same processor (streams are not compared).
    fn eq(&self, other: &Device) -> bool {
        match (&self.kind, &other.kind) {
            (DeviceKind::Cpu, DeviceKind::Cpu) => true,
            (DeviceKind::Cuda(a), DeviceKind::Cuda(b)) => a.dev.ordinal == b.dev.ordinal,
            _ => false,
        }
    }
}
impl Eq for Device {}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            DeviceKind::Cpu => f.write_str("cpu"),
            DeviceKind::Cuda(c) => write!(f, "cuda:{}", c.dev.ordinal),
        }
    }
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Device({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_device_basics() {
        let d = Device::cpu();
        assert!(d.is_cpu());
        assert_eq!(d, Device::cpu());
        assert!(matches!(d.new_stream(), Err(Error::Unsupported { .. })));
        assert!(d.synchronize().is_ok());
    }

    #[test]
    fn parse_rejects_garbage() {
        assert!(Device::parse("tpu").is_err());
        assert!(Device::parse("cuda:x").is_err());
        assert!(Device::parse("cpu").unwrap().is_cpu());
    }

    #[test]
    fn default_never_panics() {
        let _ = Device::default();
        let _ = Device::try_default();
    }
}
