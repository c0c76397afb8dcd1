//! Player settings (language, interface scale, colour-blind palette, animation speed, dice animation), kept in `settings.ron` in the data folder.

use super::i18n::Lang;
use super::storage;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Where `hexmarshal serve` listens when started with no flags.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None`: follow the system language.
    pub language: Option<Lang>,
    pub ui_scale: f32,
    pub colour_blind: bool,
    /// 0 = instant, 1 = normal, 2 = slow.
    pub animation_speed: f32,
    pub skip_dice_animation: bool,
    /// Seconds the computer takes at least over each of its orders, so a person can follow what it does.
    pub computer_pace: f32,
    /// The match server for playing online (`host:port` or an address), as the player last typed it.
    pub server: String,
    /// Rulesets whose guided first game was taken or skipped (by id): not offered again.
    pub guided: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            ui_scale: 1.0,
            colour_blind: false,
            animation_speed: 1.0,
            skip_dice_animation: false,
            computer_pace: 0.6,
            server: DEFAULT_SERVER.to_string(),
            guided: Vec::new(),
        }
    }
}

impl Settings {
    pub fn lang(&self) -> Lang {
        self.language.unwrap_or_else(Lang::system)
    }

    /// The saved settings, or the defaults when there are none or they cannot be read (a bad file is left alone).
    pub fn load() -> Settings {
        storage::read_text(storage::SETTINGS).and_then(|t| ron::from_str(&t).ok()).unwrap_or_default()
    }

    pub fn save(&self) -> Result<(), String> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new()).map_err(|e| e.to_string())?;
        storage::write_text(storage::SETTINGS, &text)
    }

    /// A side's counter colour: the scenario's, or a colour-blind-safe pair (blue and orange) when asked for.
    pub fn side_colour(&self, side: usize, scenario_colour: &str) -> Color {
        if self.colour_blind {
            const SAFE: [Color; 4] = [
                Color::srgb(0.0, 0.45, 0.70),
                Color::srgb(0.90, 0.62, 0.0),
                Color::srgb(0.0, 0.62, 0.45),
                Color::srgb(0.80, 0.47, 0.65),
            ];
            SAFE[side % SAFE.len()]
        } else {
            crate::gfx::art::parse_colour(scenario_colour)
        }
    }
}
