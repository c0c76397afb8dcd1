//! One WebSocket to the match server, the same to use on the desktop and in the browser: `Socket::open` starts
//! connecting at once, `send` queues text, `poll` hands over what happened since the last call (opened, a message,
//! closed with a reason). On the desktop a thread owns the connection (tungstenite, blocking, with a short read
//! timeout so that it can also send); in the browser it is the page's own WebSocket, driven by its callbacks.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// What happened on the connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketEvent {
    Opened,
    Text(String),
    /// The connection is over (or never opened): why, in words.
    Closed(String),
}

type Inbox = Arc<Mutex<VecDeque<SocketEvent>>>;

fn push(inbox: &Inbox, e: SocketEvent) {
    inbox.lock().unwrap_or_else(|p| p.into_inner()).push_back(e);
    super::wake::wake();
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;
    use tungstenite::Message;
    use tungstenite::stream::MaybeTlsStream;

    pub struct Socket {
        out: Mutex<mpsc::Sender<Option<String>>>,
        inbox: Inbox,
    }

    impl Socket {
        pub fn open(url: &str) -> Socket {
            let (tx, rx) = mpsc::channel::<Option<String>>();
            let inbox: Inbox = Arc::default();
            let (url, events) = (url.to_string(), inbox.clone());
            let spawned = std::thread::Builder::new().name("hexmarshal-socket".into()).spawn(move || {
                let why = run(&url, &rx, &events);
                push(&events, SocketEvent::Closed(why));
            });
            if let Err(e) = spawned {
                push(&inbox, SocketEvent::Closed(format!("no thread for the connection: {e}")));
            }
            Socket { out: Mutex::new(tx), inbox }
        }

        pub fn send(&self, text: String) {
            let _ = self.out.lock().unwrap_or_else(|p| p.into_inner()).send(Some(text));
        }

        pub fn poll(&self) -> Vec<SocketEvent> {
            self.inbox.lock().unwrap_or_else(|p| p.into_inner()).drain(..).collect()
        }
    }

    impl Drop for Socket {
        fn drop(&mut self) {
            // Tell the thread to close; it also stops on its own when the sender is gone.
            let _ = self.out.lock().unwrap_or_else(|p| p.into_inner()).send(None);
        }
    }

    /// The connection's life: connect, then alternately send what is queued and read what arrived.
    fn run(url: &str, rx: &mpsc::Receiver<Option<String>>, events: &Inbox) -> String {
        // The seat's token is in the address: messages name the server only.
        let shown = url.split('?').next().unwrap_or_default();
        let (mut ws, _) = match tungstenite::connect(url) {
            Ok(c) => c,
            Err(tungstenite::Error::Url(_)) | Err(tungstenite::Error::Io(_)) => {
                return format!("cannot connect to {shown}");
            }
            Err(e) => return format!("cannot connect to {shown}: {}", e.to_string().replace(url, shown)),
        };
        if let MaybeTlsStream::Plain(s) = ws.get_ref() {
            let _ = s.set_read_timeout(Some(Duration::from_millis(20)));
            let _ = s.set_nodelay(true);
        }
        push(events, SocketEvent::Opened);
        loop {
            loop {
                match rx.try_recv() {
                    Ok(Some(text)) => {
                        if let Err(e) = ws.send(Message::Text(text.into())) {
                            return format!("the connection failed: {e}");
                        }
                    }
                    Ok(None) | Err(mpsc::TryRecvError::Disconnected) => {
                        let _ = ws.close(None);
                        let _ = ws.flush();
                        return "closed".into();
                    }
                    Err(mpsc::TryRecvError::Empty) => break,
                }
            }
            match ws.read() {
                Ok(Message::Text(t)) => push(events, SocketEvent::Text(t.to_string())),
                Ok(Message::Close(f)) => {
                    return f.map_or("the server closed the connection".into(), |f| {
                        format!("the server closed the connection: {}", f.reason)
                    });
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
                Err(e) => return format!("the connection failed: {e}"),
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::*;
    use std::cell::RefCell;
    use std::collections::HashMap;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    thread_local! {
        /// The page's sockets by number (a page has one thread: they never leave it).
        static SOCKETS: RefCell<HashMap<u64, web_sys::WebSocket>> = RefCell::new(HashMap::new());
        static NEXT: RefCell<u64> = const { RefCell::new(0) };
    }

    pub struct Socket {
        id: u64,
        inbox: Inbox,
    }

    impl Socket {
        pub fn open(url: &str) -> Socket {
            let inbox: Inbox = Arc::default();
            let id = NEXT.with(|n| {
                *n.borrow_mut() += 1;
                *n.borrow()
            });
            match web_sys::WebSocket::new(url) {
                Ok(ws) => {
                    let i = inbox.clone();
                    let on_open = Closure::<dyn FnMut()>::new(move || push(&i, SocketEvent::Opened));
                    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
                    on_open.forget();
                    let i = inbox.clone();
                    let on_message =
                        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                            if let Some(t) = e.data().as_string() {
                                push(&i, SocketEvent::Text(t));
                            }
                        });
                    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                    on_message.forget();
                    let i = inbox.clone();
                    let on_close = Closure::<dyn FnMut(web_sys::CloseEvent)>::new(move |e: web_sys::CloseEvent| {
                        let why = if e.reason().is_empty() {
                            format!("the connection closed (code {})", e.code())
                        } else {
                            format!("the server closed the connection: {}", e.reason())
                        };
                        push(&i, SocketEvent::Closed(why));
                    });
                    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
                    on_close.forget();
                    SOCKETS.with(|s| s.borrow_mut().insert(id, ws));
                }
                Err(_) => {
                    let shown = url.split('?').next().unwrap_or_default();
                    push(&inbox, SocketEvent::Closed(format!("cannot connect to {shown}")));
                }
            }
            Socket { id, inbox }
        }

        pub fn send(&self, text: String) {
            SOCKETS.with(|s| {
                if let Some(ws) = s.borrow().get(&self.id) {
                    let _ = ws.send_with_str(&text);
                }
            });
        }

        pub fn poll(&self) -> Vec<SocketEvent> {
            self.inbox.lock().unwrap_or_else(|p| p.into_inner()).drain(..).collect()
        }
    }

    impl Drop for Socket {
        fn drop(&mut self) {
            if let Some(ws) = SOCKETS.with(|s| s.borrow_mut().remove(&self.id)) {
                ws.set_onopen(None);
                ws.set_onmessage(None);
                ws.set_onclose(None);
                let _ = ws.close();
            }
        }
    }
}

pub use imp::Socket;
