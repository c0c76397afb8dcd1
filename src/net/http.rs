//! The match server's few HTTP calls (create a match, look up a seat), the same on the desktop and in the browser:
//! each call runs in the background and its answer, or why there is none, arrives later through `Calls::poll`.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// What a call is for, so its answer can be routed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    Create { server: String },
    Status { token: String },
}

/// An answer: the status and JSON body, or why the server could not be reached.
#[derive(Debug, Clone)]
pub struct Answer {
    pub purpose: Purpose,
    pub result: Result<(u16, serde_json::Value), String>,
}

/// Calls under way and answers not yet taken.
#[derive(Default, Clone)]
pub struct Calls {
    inbox: Arc<Mutex<VecDeque<Answer>>>,
}

impl Calls {
    /// POST `body` as JSON to `url`.
    pub fn post(&self, purpose: Purpose, url: String, body: serde_json::Value) {
        self.start(purpose, url, Some(body));
    }

    /// GET `url`.
    pub fn get(&self, purpose: Purpose, url: String) {
        self.start(purpose, url, None);
    }

    pub fn poll(&self) -> Vec<Answer> {
        self.inbox.lock().unwrap_or_else(|p| p.into_inner()).drain(..).collect()
    }

    fn start(&self, purpose: Purpose, url: String, body: Option<serde_json::Value>) {
        let inbox = self.inbox.clone();
        let done = move |result| {
            inbox.lock().unwrap_or_else(|p| p.into_inner()).push_back(Answer { purpose, result });
            super::wake::wake();
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            let spawned = std::thread::Builder::new().name("hexmarshal-http".into()).spawn(move || {
                let client = reqwest::blocking::Client::builder().timeout(std::time::Duration::from_secs(20)).build();
                let result = client.map_err(|e| e.to_string()).and_then(|c| {
                    let req = match &body {
                        Some(b) => c.post(&url).json(b),
                        None => c.get(&url),
                    };
                    let r = req.send().map_err(|e| reach_error(&url, &e.to_string()))?;
                    let status = r.status().as_u16();
                    let v = r.json::<serde_json::Value>().map_err(|e| format!("{url}: not an answer ({e})"))?;
                    Ok((status, v))
                });
                done(result);
            });
            if let Err(e) = spawned {
                bevy::log::warn!("no thread for an HTTP call: {e}");
            }
        }
        #[cfg(target_arch = "wasm32")]
        wasm_bindgen_futures::spawn_local(async move {
            let c = reqwest::Client::new();
            let req = match &body {
                Some(b) => c.post(&url).json(b),
                None => c.get(&url),
            };
            let result = async {
                let r = req.send().await.map_err(|e| reach_error(&url, &e.to_string()))?;
                let status = r.status().as_u16();
                let v = r.json::<serde_json::Value>().await.map_err(|e| format!("{url}: not an answer ({e})"))?;
                Ok((status, v))
            }
            .await;
            done(result);
        });
    }
}

fn reach_error(url: &str, e: &str) -> String {
    format!("cannot reach the server at {url}: {e}")
}
