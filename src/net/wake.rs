//! Waking the window when the network has something for it. An idle window sleeps until input (the reactive
//! update mode); a message from the match server or an HTTP answer arrives on another thread (desktop) or in a
//! callback (browser), and would wait for the next timed wakeup. `wake()` asks the window's event loop for one
//! update now. The waker is set once, by `NetPlugin` where the window's event loop exists; without one (a
//! headless App) `wake()` does nothing and the App's own loop polls as before.

use std::sync::{Arc, Mutex};

type Waker = Arc<dyn Fn() + Send + Sync>;

/// Where a waker is kept.
struct Slot(Mutex<Option<Waker>>);

impl Slot {
    fn set(&self, f: Waker) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(f);
    }

    fn wake(&self) {
        // Called outside the lock: the waker may take its time.
        let f = self.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        if let Some(f) = f {
            f();
        }
    }
}

/// One per process: winit allows one event loop a process.
static WAKER: Slot = Slot(Mutex::new(None));

/// Use `f` to wake the window from now on.
pub fn set(f: Waker) {
    WAKER.set(f);
}

/// Ask for one update of the window soon (from any thread).
pub fn wake() {
    WAKER.wake();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_set_waker_is_called_from_any_thread_and_none_is_no_call() {
        let slot = Arc::new(Slot(Mutex::new(None)));
        slot.wake();
        let n = Arc::new(AtomicUsize::new(0));
        let m = n.clone();
        slot.set(Arc::new(move || {
            m.fetch_add(1, Ordering::SeqCst);
        }));
        let s = slot.clone();
        std::thread::spawn(move || s.wake()).join().unwrap();
        slot.wake();
        assert_eq!(n.load(Ordering::SeqCst), 2);
    }
}
