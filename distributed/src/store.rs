//! [`TcpStore`]: a key-value store over TCP (host:port), like torch.distributed's `TCPStore`.
//! One process serves it; every rank connects. It hands NCCL's unique id to every process and
//! carries the TCP backend's collectives.

use crate::CommOptions;
use gsci_core::{Error, Result};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

const SET: u8 = 1;
const GET: u8 = 2;
const ADD: u8 = 3;
const DELETE: u8 = 4;

#[derive(Default)]
struct Table {
    map: Mutex<HashMap<String, Vec<u8>>>,
    changed: Condvar,
}

/// The serving side of a [`TcpStore`]: accepts connections until dropped.
pub struct TcpStoreServer {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
}

impl TcpStoreServer {
    /// The address it listens on (with the port the system chose for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for TcpStoreServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the accept loop so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_millis(200));
    }
}

/// A client of the store: `set`, blocking `get`, `add` and `delete`.
pub struct TcpStore {
    stream: Mutex<TcpStream>,
    timeout: Duration,
}

fn io_err(op: &'static str, e: std::io::Error) -> Error {
    Error::Io(std::io::Error::new(
        e.kind(),
        format!("TcpStore::{op}: {e}"),
    ))
}

fn write_frame(s: &mut TcpStream, parts: &[&[u8]]) -> std::io::Result<()> {
    let mut buf = Vec::new();
    for p in parts {
        buf.extend_from_slice(&(p.len() as u64).to_le_bytes());
        buf.extend_from_slice(p);
    }
    s.write_all(&buf)
}

fn read_part(s: &mut TcpStream) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 8];
    s.read_exact(&mut len)?;
    let len = u64::from_le_bytes(len);
    let len = usize::try_from(len)
        .ok()
        .filter(|&l| l <= 1 << 40)
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidData, "frame too long"))?;
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::OutOfMemory, "frame too long"))?;
    v.resize(len, 0);
    s.read_exact(&mut v)?;
    Ok(v)
}

fn serve_client(mut s: TcpStream, table: Arc<Table>) -> std::io::Result<()> {
    loop {
        let cmd = read_part(&mut s)?;
        let key = String::from_utf8_lossy(&read_part(&mut s)?).into_owned();
        let val = read_part(&mut s)?;
        let cmd = cmd.first().copied().unwrap_or(0);
        let lock = || table.map.lock().unwrap_or_else(|e| e.into_inner());
        let (status, reply): (u8, Vec<u8>) = match cmd {
            SET => {
                lock().insert(key, val);
                table.changed.notify_all();
                (0, Vec::new())
            }
            GET => {
                let mut ms = [0u8; 8];
                ms.copy_from_slice(val.get(..8).unwrap_or(&[0; 8]));
                let deadline = Instant::now() + Duration::from_millis(u64::from_le_bytes(ms));
                let mut map = lock();
                loop {
                    if let Some(v) = map.get(&key) {
                        break (0, v.clone());
                    }
                    let now = Instant::now();
                    if now >= deadline {
                        break (1, Vec::new());
                    }
                    map = table
                        .changed
                        .wait_timeout(map, deadline - now)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
            }
            ADD => {
                let mut d = [0u8; 8];
                d.copy_from_slice(val.get(..8).unwrap_or(&[0; 8]));
                let mut map = lock();
                let cur = map
                    .get(&key)
                    .and_then(|v| v.get(..8))
                    .map_or(0, |b| i64::from_le_bytes(b.try_into().unwrap_or([0; 8])));
                let new = cur.wrapping_add(i64::from_le_bytes(d));
                map.insert(key, new.to_le_bytes().to_vec());
                table.changed.notify_all();
                (0, new.to_le_bytes().to_vec())
            }
            DELETE => {
                lock().remove(&key);
                (0, Vec::new())
            }
            _ => (2, Vec::new()),
        };
        write_frame(&mut s, &[&[status], &reply])?;
    }
}

impl TcpStore {
    /// Serves a store on `addr` (`"0.0.0.0:29500"`; port 0 picks a free port) from background
    /// threads, until the returned server is dropped.
    ///
    /// Equivalent to `torch.distributed.TCPStore(host, port, is_master=True)`.
    ///
    /// # Errors
    /// `Io` if the address cannot be bound.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let a = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// a.set("answer", b"42")?;
    /// assert_eq!(a.get("answer", std::time::Duration::from_secs(1))?, b"42");
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn serve(addr: &str) -> Result<TcpStoreServer> {
        let listener = TcpListener::bind(addr).map_err(|e| io_err("serve", e))?;
        let local = listener.local_addr().map_err(|e| io_err("serve", e))?;
        let stop = Arc::new(AtomicBool::new(false));
        let table = Arc::new(Table::default());
        let flag = stop.clone();
        std::thread::spawn(move || {
            for conn in listener.incoming() {
                if flag.load(Ordering::SeqCst) {
                    break;
                }
                if let Ok(s) = conn {
                    let _ = s.set_nodelay(true);
                    let t = table.clone();
                    std::thread::spawn(move || serve_client(s, t));
                }
            }
        });
        Ok(TcpStoreServer { addr: local, stop })
    }

    /// Connects to the store at `addr`, retrying until `opts.timeout` (the server may start
    /// later than its clients).
    ///
    /// Equivalent to `torch.distributed.TCPStore(host, port, is_master=False, timeout=...)`.
    ///
    /// # Errors
    /// `Io` (timed out) if no server answers in time; `InvalidArgument` for an address that
    /// does not resolve.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let s = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// assert_eq!(s.add("counter", 2)?, 2);
    /// assert_eq!(s.add("counter", 3)?, 5);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn connect(addr: &str, opts: &CommOptions) -> Result<TcpStore> {
        let addrs: Vec<SocketAddr> = addr
            .to_socket_addrs()
            .map_err(|e| Error::InvalidArgument {
                op: "TcpStore::connect",
                reason: format!("address {addr:?}: {e}"),
            })?
            .collect();
        let deadline = Instant::now() + opts.timeout;
        loop {
            for a in &addrs {
                if let Ok(s) = TcpStream::connect_timeout(a, Duration::from_millis(500)) {
                    let _ = s.set_nodelay(true);
                    return Ok(TcpStore {
                        stream: Mutex::new(s),
                        timeout: opts.timeout,
                    });
                }
            }
            if Instant::now() >= deadline {
                return Err(crate::comm::transport::timed_out(
                    "TcpStore::connect",
                    opts.timeout,
                    &format!("a store at {addr}"),
                ));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn request(&self, op: &'static str, cmd: u8, key: &str, val: &[u8]) -> Result<(u8, Vec<u8>)> {
        let mut s = self.stream.lock().unwrap_or_else(|e| e.into_inner());
        write_frame(&mut s, &[&[cmd], key.as_bytes(), val]).map_err(|e| io_err(op, e))?;
        let status = read_part(&mut s).map_err(|e| io_err(op, e))?;
        let reply = read_part(&mut s).map_err(|e| io_err(op, e))?;
        Ok((status.first().copied().unwrap_or(2), reply))
    }

    /// Stores `value` under `key` (replacing any value).
    ///
    /// Equivalent to `TCPStore.set(key, value)`.
    ///
    /// # Errors
    /// `Io` if the connection fails.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let s = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// s.set("k", &[1, 2, 3])?;
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn set(&self, key: &str, value: &[u8]) -> Result<()> {
        self.request("set", SET, key, value).map(|_| ())
    }

    /// The value under `key`, waiting up to `timeout` for some rank to set it.
    ///
    /// Equivalent to `TCPStore.get(key)` (which waits for the key).
    ///
    /// # Errors
    /// `Io` (timed out) if the key is not set in time, or if the connection fails.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// use std::time::Duration;
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let s = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// assert!(s.get("missing", Duration::from_millis(10)).is_err());
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn get(&self, key: &str, timeout: Duration) -> Result<Vec<u8>> {
        let ms = u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX);
        match self.request("get", GET, key, &ms.to_le_bytes())? {
            (0, v) => Ok(v),
            _ => Err(crate::comm::transport::timed_out(
                "TcpStore::get",
                timeout,
                &format!("key {key:?}"),
            )),
        }
    }

    /// Adds `delta` to the integer under `key` (0 if absent) and returns the new value.
    ///
    /// Equivalent to `TCPStore.add(key, delta)`.
    ///
    /// # Errors
    /// `Io` if the connection fails.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let s = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// assert_eq!(s.add("n", -1)?, -1);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn add(&self, key: &str, delta: i64) -> Result<i64> {
        let (_, v) = self.request("add", ADD, key, &delta.to_le_bytes())?;
        let mut b = [0u8; 8];
        b.copy_from_slice(v.get(..8).unwrap_or(&[0; 8]));
        Ok(i64::from_le_bytes(b))
    }

    /// Removes `key`.
    ///
    /// Equivalent to `TCPStore.delete_key(key)`.
    ///
    /// # Errors
    /// `Io` if the connection fails.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let s = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// s.set("k", b"v")?;
    /// s.delete_key("k")?;
    /// assert!(s.get("k", std::time::Duration::from_millis(5)).is_err());
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn delete_key(&self, key: &str) -> Result<()> {
        self.request("delete_key", DELETE, key, &[]).map(|_| ())
    }

    /// The timeout this client was connected with.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }
}
