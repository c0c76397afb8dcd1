//! Scenario links in the client: making one (the title screen's selected scenario, the editor's document) and
//! opening one (pasted on the desktop, or the page's own address in the browser). A link's file is checked exactly
//! as an imported file from a stranger (`storage::check`) before the player is offered to play it or keep it.

use crate::scenario::Scenario;
use crate::ui::i18n::I18n;
use crate::ui::settings::Settings;
use crate::ui::storage;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use hexmarshal_rules::link::{self, LinkError};
use std::sync::Arc;

/// The name a link's file is checked under and, kept, stored under (the scenario's own name goes before it).
const LINK_FILE: &str = "link.scenario.ron";

/// Text to put on the system clipboard at the next frame (egui does the copying, on the desktop and in the browser).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct CopyOut(pub Option<String>);

/// A scenario that came by a link and passed the import's checks, waiting for the player to play it or keep it.
#[derive(Resource, Debug, Clone)]
pub struct LinkOffer {
    pub scenario: Arc<Scenario>,
    /// The file's text as it would be stored.
    pub text: String,
}

/// The address a link made here points at: in the browser, this page (without its query or fragment); on the
/// desktop, the match server set in Settings, which serves the browser build at its root. The fragment alone
/// opens in either.
pub fn base(settings: &Settings) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = settings;
        let loc = web_sys::window().map(|w| w.location());
        let origin = loc.as_ref().and_then(|l| l.origin().ok()).unwrap_or_default();
        let path = loc.as_ref().and_then(|l| l.pathname().ok()).unwrap_or_default();
        format!("{origin}{path}")
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let server = settings.server.trim().trim_end_matches('/');
        if server.is_empty() {
            return String::new();
        }
        let server = if server.contains("://") { server.to_string() } else { format!("http://{server}") };
        format!("{server}/")
    }
}

/// A link to a scenario file's text, or why not, in the player's language.
pub fn make(text: &str, settings: &Settings, i18n: &I18n) -> Result<String, String> {
    link::make(&base(settings), text).map_err(|e| word(&e, i18n))
}

/// A link's refusal in the player's language.
pub fn word(e: &LinkError, i18n: &I18n) -> String {
    match e {
        LinkError::NotALink => i18n.t("link-err-not-link"),
        LinkError::UnknownVersion(v) => {
            i18n.ta("link-err-version", &[("found", crate::text::shown(v).into()), ("known", link::VERSION.into())])
        }
        LinkError::TooLong { chars } => i18n.ta(
            "link-err-too-long",
            &[("chars", (*chars as i64).into()), ("max", (link::MAX_LINK_CHARS as i64).into())],
        ),
        LinkError::BadCharacter { at, found } => i18n.ta(
            "link-err-character",
            &[("at", (*at as i64).into()), ("found", found.escape_default().to_string().into())],
        ),
        LinkError::BadCompression => i18n.t("link-err-compression"),
        LinkError::TooBig => i18n.ta("link-err-too-big", &[("max", (crate::text::MAX_FILE_BYTES as i64).into())]),
    }
}

/// Open a link: unpack it and check its file as an import is checked, or say why not (the link's own problems in
/// the player's language, the file's as the importer words them).
pub fn open(text: &str, i18n: &I18n) -> Result<LinkOffer, String> {
    let bytes = link::open(text).map_err(|e| word(&e, i18n))?;
    let text = storage::check(LINK_FILE, &bytes, false).map_err(|e| super::problems::file_error_text(i18n, &e))?;
    let scenario = crate::scenario::load_str(&text, LINK_FILE).map_err(|r| {
        let total = r.errors.len();
        let e = storage::FileError::Scenario { file: r.file, errors: r.errors, total };
        super::problems::file_error_text(i18n, &e)
    })?;
    Ok(LinkOffer { scenario: Arc::new(scenario), text })
}

/// Keep an offered scenario among the player's own, named after it; the file name it was stored under.
pub fn keep(offer: &LinkOffer) -> Result<String, storage::FileError> {
    let name: String = offer.scenario.file().meta.name.chars().take(60).collect();
    storage::store_scenario(&format!("{}.scenario.ron", name.trim()), &offer.text)
}

/// Hand text asked for by `CopyOut` to the clipboard.
pub fn copy_out(mut contexts: EguiContexts, mut out: ResMut<CopyOut>) -> Result {
    if let Some(text) = out.0.take() {
        contexts.ctx_mut()?.copy_text(text);
    }
    Ok(())
}

/// In the browser, a link in the page's own address (`index.html#scenario=…`) is opened as the app starts.
pub fn link_at_start(mut commands: Commands, i18n: Res<I18n>, mut status: ResMut<crate::ui::StatusLine>) {
    #[cfg(target_arch = "wasm32")]
    let address = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    #[cfg(not(target_arch = "wasm32"))]
    let address = std::env::var("HEXMARSHAL_LINK").unwrap_or_default();
    if !link::is_link(&address) {
        return;
    }
    match open(&address, &i18n) {
        Ok(offer) => commands.insert_resource(offer),
        Err(why) => {
            *status =
                crate::ui::StatusLine { text: Some(i18n.ta("link-failed", &[("reason", why.into())])), error: true }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    #[test]
    fn a_bundled_scenario_goes_out_and_comes_back_as_an_offer() {
        let text = crate::scenario::bundled("saint_lambert_1944.ron").unwrap();
        let settings = Settings { server: "127.0.0.1:8080".into(), ..Default::default() };
        let i18n = I18n::new(Lang::En);
        let link = make(text, &settings, &i18n).unwrap();
        assert!(link.starts_with("http://127.0.0.1:8080/#scenario=1."), "{link}");
        let offer = open(&link, &i18n).unwrap();
        assert_eq!(offer.text, text);
        assert_eq!(offer.scenario.file().meta.name, crate::scenario::load_str(text, "x").unwrap().file().meta.name);
    }

    #[test]
    fn a_hostile_link_is_refused_in_the_players_language() {
        let ok = link::fragment(crate::scenario::bundled("hastings_1066.ron").unwrap());
        let mut esc = ok.clone();
        esc.insert(30, '\u{1b}');
        // A scenario whose name holds a terminal escape: the link is whole, the file is refused as an import is.
        let bad_name = crate::scenario::bundled("hastings_1066.ron").unwrap().replacen(
            "name: \"Hastings, 1066\"",
            "name: \"Hast\u{1b}[31m\"",
            1,
        );
        let cases = [
            ("no link".to_string(), "link-err-not-link"),
            (format!("#scenario=1.{}", "A".repeat(link::MAX_LINK_CHARS)), "link-err-too-long"),
            (esc, "link-err-character"),
            (ok[..ok.len() - 40].to_string(), "link-err-compression"),
        ];
        for lang in [Lang::En, Lang::Ru] {
            let i18n = I18n::new(lang);
            for (text, key) in &cases {
                let why = open(text, &i18n).unwrap_err();
                // The message's opening words, up to its first argument.
                let start: String = i18n.t(key).chars().take_while(|c| *c != '{').take(8).collect();
                assert!(why.starts_with(&start), "{lang:?} {key}: {why}");
                assert!(!why.contains('\u{1b}'), "{why}");
                if lang == Lang::Ru {
                    assert!(why.chars().any(|c| ('а'..='я').contains(&c)), "{why}");
                }
            }
            let why = open(&link::fragment(&bad_name), &i18n).unwrap_err();
            assert!(why.contains("link.scenario.ron") && why.contains("U+001B") && !why.contains('\u{1b}'), "{why}");
        }
    }
}
