//! What keeps one client, or one address, from taking the server for itself: a rate per
//! connection, and per address a number of connections, of rooms created and of unknown rooms
//! or tokens tried.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A token bucket: `burst` at most, refilled at `per_second`.
#[derive(Debug, Clone, Copy)]
pub struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(burst: u32, per_second: f64) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            per_second,
            last: Instant::now(),
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// True if nothing could be refused now (the bucket is full).
    fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.last = now;
    }
}

/// The per-address limits, as `plot4 serve` was given them.
#[derive(Debug, Clone, Copy)]
pub struct AddressLimits {
    /// Open connections at once.
    pub connections: u32,
    /// Rooms created per minute (and at once, as a burst).
    pub rooms_per_minute: u32,
    /// Unknown rooms or wrong tokens tried per minute (and at once).
    pub misses_per_minute: u32,
}

#[derive(Debug)]
struct Address {
    connections: u32,
    rooms: Bucket,
    misses: Bucket,
}

/// Every address's counts.
#[derive(Debug)]
pub struct Limits {
    limits: AddressLimits,
    addresses: Mutex<HashMap<IpAddr, Address>>,
}

/// A connection counted against its address until dropped.
#[derive(Debug)]
pub struct Admitted {
    limits: Arc<Limits>,
    address: IpAddr,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut addresses = self.limits.lock();
        if let Some(entry) = addresses.get_mut(&self.address) {
            entry.connections = entry.connections.saturating_sub(1);
        }
    }
}

impl Limits {
    /// No address has done anything yet.
    pub fn new(limits: AddressLimits) -> Limits {
        Limits {
            limits,
            addresses: Mutex::new(HashMap::new()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Address>> {
        // A panic while holding the lock cannot leave the counts half-changed: each change
        // is one field.
        self.addresses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn with<T>(&self, address: IpAddr, f: impl FnOnce(&mut Address) -> T) -> T {
        let mut addresses = self.lock();
        let limits = self.limits;
        let entry = addresses.entry(address).or_insert_with(|| Address {
            connections: 0,
            rooms: per_minute(limits.rooms_per_minute),
            misses: per_minute(limits.misses_per_minute),
        });
        f(entry)
    }

    /// Counts a new connection from `address`, unless it has too many open.
    pub fn admit(self: &Arc<Limits>, address: IpAddr) -> Option<Admitted> {
        let room = self.limits.connections;
        self.with(address, |entry| {
            (entry.connections < room).then(|| entry.connections += 1)
        })?;
        Some(Admitted {
            limits: Arc::clone(self),
            address,
        })
    }

    /// True if `address` may create another room now (and counts it).
    pub fn may_create(&self, address: IpAddr) -> bool {
        self.with(address, |entry| entry.rooms.take(Instant::now()))
    }

    /// True if `address` may look for a room now: it has not tried too many unknown ones.
    pub fn may_look(&self, address: IpAddr) -> bool {
        self.with(address, |entry| {
            let mut probe = entry.misses;
            probe.take(Instant::now())
        })
    }

    /// Counts an unknown room or a wrong token tried from `address`.
    pub fn missed(&self, address: IpAddr) {
        self.with(address, |entry| entry.misses.take(Instant::now()));
    }

    /// Forgets addresses with nothing open and nothing to hold against them.
    pub fn forget_idle(&self) {
        let now = Instant::now();
        self.lock().retain(|_, entry| {
            entry.connections > 0 || !entry.rooms.is_full(now) || !entry.misses.is_full(now)
        });
    }
}

fn per_minute(count: u32) -> Bucket {
    Bucket::new(count.max(1), f64::from(count.max(1)) / 60.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(3, 2.0);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(500)));
        assert!(!bucket.take(start + Duration::from_millis(500)));
    }

    #[test]
    fn addresses_are_counted_apart() {
        let limits = Arc::new(Limits::new(AddressLimits {
            connections: 2,
            rooms_per_minute: 1,
            misses_per_minute: 2,
        }));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let first = limits.admit(a).unwrap();
        let _second = limits.admit(a).unwrap();
        assert!(limits.admit(a).is_none());
        assert!(limits.admit(b).is_some());
        drop(first);
        assert!(limits.admit(a).is_some());
        assert!(limits.may_create(a));
        assert!(!limits.may_create(a));
        assert!(limits.may_create(b));
        limits.missed(a);
        assert!(limits.may_look(a));
        limits.missed(a);
        assert!(!limits.may_look(a));
    }
}
