//! The icon set (game-icons, CC BY 3.0, see assets/ATTRIBUTION.md), compiled in as PNGs and turned into images and egui textures at startup.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use std::collections::HashMap;

macro_rules! icons {
    ($($name:literal),* $(,)?) => {
        /// Every icon: (name, PNG bytes).
        pub const ICONS: &[(&str, &[u8])] = &[$(($name, include_bytes!(concat!("../../assets/icons/", $name, ".png")))),*];
    };
}

icons!(
    "heavy_foot",
    "medium_foot",
    "light_foot",
    "light_bow_foot",
    "auxilia",
    "warriors",
    "light_cavalry",
    "light_bow_cavalry",
    "medium_cavalry",
    "heavy_cavalry",
    "cataphracts",
    "leader",
    "infantry",
    "cavalry_generic",
    "artillery",
    "monster",
    "character",
    "weapon",
    "blind",
    "die_helmet",
    "die_flag",
    "die_swords",
    "card_section",
    "card_troop",
    "card_leadership",
    "card_tactic",
    "dice",
    "banner",
    "objective",
    "eye",
    "curtain",
    "hourglass",
    "scales",
    "victory",
    "save",
    "undo",
    "settings",
    "book",
    "forest",
    "hill",
    "town",
    "field",
    "marsh",
    "broken",
    "building",
    "water",
    "brush",
    "orchard",
    "stream",
);

/// Image handles of the icons, by name.
#[derive(Resource, Debug, Clone, Default)]
pub struct Icons(pub HashMap<&'static str, Handle<Image>>);

impl Icons {
    pub fn get(&self, name: &str) -> Handle<Image> {
        self.0.get(name).cloned().unwrap_or_default()
    }

    /// The icon of a unit type (a generic one for types without their own).
    pub fn unit(&self, type_id: &str, mounted: bool, leader: bool) -> Handle<Image> {
        if self.0.contains_key(type_id) {
            return self.get(type_id);
        }
        let generic = if matches!(type_id, "general" | "warboss") {
            "character"
        } else if leader {
            "leader"
        } else if mounted {
            "cavalry_generic"
        } else {
            match type_id {
                "artillery" | "war_machine" => "artillery",
                "monster" | "trolls" => "monster",
                "character" | "big_man" => "character",
                "weapon" => "weapon",
                t if t.ends_with("mortar") => "artillery",
                t if t.ends_with("mg") || t.ends_with("50cal") => "weapon",
                "blind" => "blind",
                "archers" | "skirmishers" | "goblin_archers" | "handgunners" => "light_bow_foot",
                _ => "infantry",
            }
        };
        self.get(generic)
    }
}

/// Decode every icon into an image asset.
pub fn load_icons(mut images: ResMut<Assets<Image>>, mut commands: Commands) {
    let mut map = HashMap::new();
    for (name, bytes) in ICONS {
        match Image::from_buffer(
            bytes,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::linear(),
            RenderAssetUsages::default(),
        ) {
            Ok(img) => {
                map.insert(*name, images.add(img));
            }
            Err(e) => error!("icon {name}: {e}"),
        }
    }
    commands.insert_resource(Icons(map));
}
