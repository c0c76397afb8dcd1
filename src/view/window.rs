//! The desktop window's own face: its icon (the Hexmarshal hex, `assets/icon.png`) and a title that names the
//! scenario being played or edited, in the player's language.

use crate::game::components::GameConfig;
use crate::screens::Screen;
use crate::ui::i18n::I18n;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The application's icon, 256 × 256 RGBA: the window's and the Linux desktop entry's (`packaging/`).
pub const ICON_PNG: &[u8] = include_bytes!("../../assets/icon.png");

pub struct WindowFacePlugin;

impl Plugin for WindowFacePlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, title);
        #[cfg(not(target_arch = "wasm32"))]
        app.add_systems(Update, icon);
    }
}

/// The icon's pixels, decoded once: width, height and RGBA bytes.
pub fn icon_rgba() -> Option<(u32, u32, Vec<u8>)> {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
    let img = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .ok()?;
    // An RGBA PNG decodes to four bytes a pixel.
    let (w, h) = (img.width(), img.height());
    img.data.filter(|d| d.len() == (w * h * 4) as usize).map(|d| (w, h, d))
}

/// Give the primary window its icon once winit has made it. Winit's windows live on the main thread, so this
/// system runs there (`NonSendMarker`).
#[cfg(not(target_arch = "wasm32"))]
fn icon(
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else { return };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        let Some(w) = windows.get_window(entity) else { return };
        *done = true;
        match icon_rgba().and_then(|(width, height, rgba)| winit::window::Icon::from_rgba(rgba, width, height).ok()) {
            Some(i) => w.set_window_icon(Some(i)),
            None => warn!("the window icon could not be decoded"),
        }
    });
}

/// "Hexmarshal" on the title screen; "Hastings, 1066 — Hexmarshal" while a scenario is played or edited.
fn title(
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    screen: Option<Res<State<Screen>>>,
    config: Option<Res<GameConfig>>,
    editor: Option<Res<crate::editor::Editor>>,
    i18n: Res<I18n>,
) {
    let Ok(mut w) = window.single_mut() else { return };
    let lang = i18n.lang().code();
    let name = match screen.as_deref().map(State::get) {
        Some(Screen::Game) => config.map(|c| c.scenario.file().meta.name_in(lang).to_string()),
        Some(Screen::Editor) => editor.map(|e| e.doc.file().meta.name_in(lang).to_string()),
        _ => None,
    };
    let want = match name.filter(|n| !n.trim().is_empty()) {
        Some(n) => format!("{} — Hexmarshal", crate::text::shown(&n)),
        None => "Hexmarshal".to_string(),
    };
    if w.title != want {
        w.title = want;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_decodes_to_a_square_of_rgba() {
        let (w, h, rgba) = super::icon_rgba().expect("assets/icon.png decodes");
        assert_eq!((w, h, rgba.len()), (256, 256, 256 * 256 * 4));
        // Transparent in the corner, opaque in the middle.
        assert_eq!(rgba[3], 0);
        assert_eq!(rgba[((128 * 256 + 128) * 4 + 3) as usize], 255);
    }
}
