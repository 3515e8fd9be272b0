//! The per-device cuFFT plan cache: least recently used, bounded in plan count and in work-area
//! bytes, both configurable at run time (CuPy's `cupy.fft.config.get_plan_cache()`).

use super::{CufftPlan, PlanKey};
use gsci_core::cuda::CudaBackend;
use gsci_core::{Backend, Device, Error, Result};
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, OnceLock};

/// CuPy's default: 16 plans, no bound on work-area bytes.
const DEFAULT_SIZE: usize = 16;
/// Devices with a cache of their own (ordinals beyond get no caching).
const MAX_DEVICES: usize = 64;

/// A least-recently-used map bounded by entry count and by the sum of the entries' byte sizes.
#[derive(Debug)]
pub(crate) struct Lru<K, V> {
    map: HashMap<K, Entry<V>>,
    tick: u64,
    max_size: usize,
    max_bytes: Option<usize>,
    bytes: usize,
}

#[derive(Debug)]
struct Entry<V> {
    value: V,
    bytes: usize,
    last_used: u64,
}

impl<K: Hash + Eq + Copy, V: Clone> Lru<K, V> {
    pub(crate) fn new(max_size: usize, max_bytes: Option<usize>) -> Self {
        Lru {
            map: HashMap::new(),
            tick: 0,
            max_size,
            max_bytes,
            bytes: 0,
        }
    }

    /// The value for `key`, marked as just used.
    pub(crate) fn get(&mut self, key: &K) -> Option<V> {
        self.tick += 1;
        let tick = self.tick;
        self.map.get_mut(key).map(|e| {
            e.last_used = tick;
            e.value.clone()
        })
    }

    /// Inserts `value` (of `bytes`), evicting least recently used entries until both bounds
    /// hold. Returns the evicted values (drop them outside any lock). A value that alone breaks
    /// a bound is not inserted (it is returned too).
    pub(crate) fn insert(&mut self, key: K, value: V, bytes: usize) -> Vec<V> {
        let mut evicted = Vec::new();
        if self.max_size == 0 || self.max_bytes.is_some_and(|m| bytes > m) {
            evicted.push(value);
            return evicted;
        }
        self.tick += 1;
        if let Some(old) = self.map.insert(
            key,
            Entry {
                value,
                bytes,
                last_used: self.tick,
            },
        ) {
            self.bytes -= old.bytes;
            evicted.push(old.value);
        }
        self.bytes += bytes;
        self.shrink(&mut evicted);
        evicted
    }

    fn over(&self) -> bool {
        self.map.len() > self.max_size || self.max_bytes.is_some_and(|m| self.bytes > m)
    }

    fn shrink(&mut self, evicted: &mut Vec<V>) {
        while self.over() {
            let Some(oldest) = self
                .map
                .iter()
                .min_by_key(|(_, e)| e.last_used)
                .map(|(k, _)| *k)
            else {
                break;
            };
            let e = self.map.remove(&oldest).expect("key just found");
            self.bytes -= e.bytes;
            evicted.push(e.value);
        }
    }

    pub(crate) fn set_size(&mut self, n: usize) -> Vec<V> {
        self.max_size = n;
        let mut ev = Vec::new();
        self.shrink(&mut ev);
        ev
    }

    pub(crate) fn set_max_bytes(&mut self, b: Option<usize>) -> Vec<V> {
        self.max_bytes = b;
        let mut ev = Vec::new();
        self.shrink(&mut ev);
        ev
    }

    pub(crate) fn clear(&mut self) -> Vec<V> {
        self.bytes = 0;
        self.map.drain().map(|(_, e)| e.value).collect()
    }

    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }
}

type PlanLru = Lru<PlanKey, Arc<CufftPlan>>;

fn device_cache(ordinal: usize) -> Option<&'static Mutex<PlanLru>> {
    static CACHES: [OnceLock<Mutex<PlanLru>>; MAX_DEVICES] =
        [const { OnceLock::new() }; MAX_DEVICES];
    CACHES
        .get(ordinal)
        .map(|c| c.get_or_init(|| Mutex::new(Lru::new(DEFAULT_SIZE, None))))
}

fn lock(m: &Mutex<PlanLru>) -> std::sync::MutexGuard<'_, PlanLru> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The plan for `key` from `cuda`'s device cache, created (outside the cache's lock) on a miss.
pub(crate) fn cached_plan(cuda: &CudaBackend, key: &PlanKey) -> Result<Arc<CufftPlan>> {
    let Some(cache) = device_cache(key.ordinal) else {
        return Ok(Arc::new(CufftPlan::new(cuda, key)?));
    };
    if let Some(p) = lock(cache).get(key) {
        return Ok(p);
    }
    let plan = Arc::new(CufftPlan::new(cuda, key)?);
    let bytes = plan.work_bytes();
    let evicted = {
        let mut c = lock(cache);
        // Another thread may have made the same plan meanwhile: keep the cached one.
        if let Some(p) = c.get(key) {
            return Ok(p);
        }
        c.insert(*key, plan.clone(), bytes)
    };
    drop(evicted);
    Ok(plan)
}

/// A handle on one GPU's cuFFT plan cache (CuPy's `PlanCache`). Cached plans keep their work
/// areas; the cache evicts the least recently used plan when either bound is exceeded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanCache {
    ordinal: usize,
}

/// The plan cache of `device`'s GPU.
///
/// Equivalent to `cupy.fft.config.get_plan_cache()`.
///
/// # Errors
/// [`Error::Unsupported`] on the CPU (rustfft keeps its own plans there) and for device ordinals
/// of 64 and more (plans are then never cached).
///
/// ```
/// use gsci_core::Device;
/// // The CPU has no cuFFT plan cache.
/// assert!(gsci_fft::get_plan_cache(&Device::cpu()).is_err());
/// ```
pub fn get_plan_cache(device: &Device) -> Result<PlanCache> {
    match device.backend() {
        Backend::Cpu => Err(Error::Unsupported {
            what: "the cuFFT plan cache".into(),
            backend: "cpu".into(),
        }),
        Backend::Cuda(c) => {
            let ordinal = c.device().ordinal();
            if ordinal >= MAX_DEVICES {
                return Err(Error::Unsupported {
                    what: format!(
                        "a plan cache for cuda:{ordinal} (at most {MAX_DEVICES} devices)"
                    ),
                    backend: "cuda".into(),
                });
            }
            Ok(PlanCache { ordinal })
        }
    }
}

impl PlanCache {
    fn inner(&self) -> &'static Mutex<PlanLru> {
        device_cache(self.ordinal).expect("ordinal checked by get_plan_cache")
    }

    /// Most plans kept (default 16). `0` disables caching; shrinking evicts at once.
    pub fn set_size(&self, size: usize) {
        let ev = lock(self.inner()).set_size(size);
        drop(ev);
    }
    /// Most plans kept.
    pub fn get_size(&self) -> usize {
        lock(self.inner()).max_size
    }
    /// Most work-area bytes kept over all cached plans; `None` (the default) for no bound.
    pub fn set_memsize(&self, bytes: Option<usize>) {
        let ev = lock(self.inner()).set_max_bytes(bytes);
        drop(ev);
    }
    /// The bound on work-area bytes.
    pub fn get_memsize(&self) -> Option<usize> {
        lock(self.inner()).max_bytes
    }
    /// Plans cached now.
    pub fn get_curr_size(&self) -> usize {
        lock(self.inner()).len()
    }
    /// Work-area bytes held by the cached plans now.
    pub fn get_curr_memsize(&self) -> usize {
        lock(self.inner()).bytes
    }
    /// Drops every cached plan (plans in use elsewhere live until their last user finishes).
    pub fn clear(&self) {
        let ev = lock(self.inner()).clear();
        drop(ev);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lru_evicts_least_recently_used_by_count() {
        let mut l: Lru<u32, &str> = Lru::new(2, None);
        assert!(l.insert(1, "a", 10).is_empty());
        assert!(l.insert(2, "b", 10).is_empty());
        assert_eq!(l.get(&1), Some("a")); // 2 is now the oldest
        assert_eq!(l.insert(3, "c", 10), vec!["b"]);
        assert_eq!(l.get(&2), None);
        assert_eq!(l.len(), 2);
        assert_eq!(l.bytes, 20);
    }

    #[test]
    fn lru_bounds_bytes_and_skips_oversized() {
        let mut l: Lru<u32, u32> = Lru::new(10, Some(100));
        l.insert(1, 1, 60);
        assert_eq!(l.insert(2, 2, 60), vec![1]);
        assert_eq!(l.insert(3, 3, 101), vec![3]); // too big alone: not cached
        assert_eq!(l.len(), 1);
        assert_eq!(l.set_max_bytes(Some(10)), vec![2]);
        assert_eq!((l.len(), l.bytes), (0, 0));
    }

    #[test]
    fn lru_size_zero_disables_and_clear_empties() {
        let mut l: Lru<u32, u32> = Lru::new(3, None);
        l.insert(1, 1, 1);
        l.insert(2, 2, 1);
        assert_eq!(l.set_size(1).len(), 1);
        assert_eq!(l.clear(), vec![2]);
        assert_eq!(l.set_size(0).len(), 0);
        assert_eq!(l.insert(5, 5, 0), vec![5]);
        assert_eq!(l.len(), 0);
    }

    #[test]
    fn reinserting_a_key_replaces_it() {
        let mut l: Lru<u32, u32> = Lru::new(3, None);
        l.insert(1, 1, 5);
        assert_eq!(l.insert(1, 9, 7), vec![1]);
        assert_eq!((l.get(&1), l.bytes), (Some(9), 7));
    }
}
