//! Procedural art: hex terrain tiles drawn pixel by pixel into one texture strip, and counter faces.

use crate::rules::hex::Orientation;
use crate::rules::terrain::Terrain;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Deterministic per-pixel noise in 0..1.
fn noise(x: u32, y: u32, salt: u32) -> f32 {
    let mut h = x.wrapping_mul(374_761_393) ^ y.wrapping_mul(668_265_263) ^ salt.wrapping_mul(2_246_822_519);
    h = (h ^ (h >> 13)).wrapping_mul(1_274_126_177);
    ((h ^ (h >> 16)) & 0xffff) as f32 / 65535.0
}

fn inside_hex(x: f32, y: f32, hw: f32, hh: f32, pointy: bool) -> bool {
    let (a, b, ha, hb) = if pointy { (x.abs(), y.abs(), hw, hh) } else { (y.abs(), x.abs(), hh, hw) };
    a <= ha && b <= hb - 0.5 * hb * a / ha
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

fn base(t: Terrain) -> [f32; 3] {
    match t {
        Terrain::Open => [0.56, 0.66, 0.36],
        Terrain::Road => [0.56, 0.66, 0.36],
        Terrain::Field => [0.78, 0.72, 0.38],
        Terrain::Brush => [0.50, 0.58, 0.30],
        Terrain::Orchard => [0.52, 0.64, 0.34],
        Terrain::Forest => [0.25, 0.42, 0.20],
        Terrain::BrokenGround => [0.60, 0.56, 0.40],
        Terrain::Marsh => [0.45, 0.56, 0.45],
        Terrain::Stream => [0.52, 0.64, 0.38],
        Terrain::Gully => [0.50, 0.48, 0.34],
        Terrain::Rubble => [0.58, 0.55, 0.50],
        Terrain::Building | Terrain::Town => [0.62, 0.60, 0.50],
        Terrain::Water => [0.22, 0.42, 0.66],
    }
}

/// Colour of one pixel of a terrain tile; `(u, v)` in -1..1 from the tile centre, `(px, py)` pixel coordinates.
fn shade(t: Terrain, u: f32, v: f32, px: u32, py: u32) -> [f32; 3] {
    let n = noise(px, py, t.index() as u32);
    let mut c = base(t);
    c = mix(c, [c[0] * 0.85, c[1] * 0.85, c[2] * 0.85], n * 0.6);
    let r2 = u * u + v * v;
    match t {
        Terrain::Forest => {
            // Tree crowns: discs on a jittered lattice.
            for (cx, cy) in
                [(-0.45, -0.35), (0.1, -0.55), (0.5, -0.2), (-0.2, 0.15), (0.35, 0.35), (-0.5, 0.45), (0.0, 0.6)]
            {
                let d = ((u - cx).powi(2) + (v - cy).powi(2)).sqrt();
                if d < 0.26 {
                    let light = 1.0 - d / 0.26;
                    c = mix([0.12, 0.30, 0.12], [0.30, 0.52, 0.22], light * 0.8 + n * 0.2);
                }
            }
        }
        Terrain::Orchard => {
            for (cx, cy) in [(-0.4, -0.4), (0.4, -0.4), (-0.4, 0.4), (0.4, 0.4), (0.0, 0.0)] {
                if ((u - cx).powi(2) + (v - cy).powi(2)).sqrt() < 0.16 {
                    c = [0.24, 0.46, 0.20];
                }
            }
        }
        Terrain::Field => {
            if ((v * 9.0 + u * 2.0).sin()).abs() < 0.25 {
                c = mix(c, [0.62, 0.55, 0.25], 0.7);
            }
        }
        Terrain::Brush => {
            if n > 0.82 {
                c = [0.30, 0.40, 0.18];
            }
        }
        Terrain::BrokenGround | Terrain::Rubble => {
            let cell = ((u * 4.0).floor() as i32, (v * 4.0).floor() as i32);
            if noise((cell.0 + 50) as u32, (cell.1 + 50) as u32, 7) > 0.6 && n > 0.35 {
                c = [0.45, 0.42, 0.38];
            }
        }
        Terrain::Marsh => {
            if ((v * 14.0).sin() > 0.85) && n > 0.3 {
                c = [0.30, 0.48, 0.62];
            } else if n > 0.9 {
                c = [0.30, 0.40, 0.20];
            }
        }
        Terrain::Stream => {
            let w = 0.16 + 0.04 * (v * 6.0).sin();
            if (u - 0.15 * (v * 3.0).sin()).abs() < w {
                c = [0.26, 0.48, 0.72];
            }
        }
        Terrain::Gully => {
            if u.abs() < 0.3 {
                c = mix(c, [0.36, 0.32, 0.24], 0.6);
            }
        }
        Terrain::Road => {
            if (u - v * 0.2).abs() < 0.18 {
                c = mix([0.74, 0.64, 0.46], [0.66, 0.56, 0.40], n);
            }
        }
        Terrain::Building | Terrain::Town => {
            for (cx, cy, hw, hh) in [(-0.35, -0.3, 0.22, 0.16), (0.3, -0.1, 0.18, 0.22), (-0.1, 0.4, 0.25, 0.14)] {
                if (u - cx).abs() < hw && (v - cy).abs() < hh {
                    c = if v - cy < 0.0 { [0.62, 0.26, 0.20] } else { [0.52, 0.20, 0.16] };
                }
            }
        }
        Terrain::Water => {
            if ((u * 5.0 + v * 11.0).sin()) > 0.9 {
                c = [0.40, 0.60, 0.80];
            }
        }
        Terrain::Open => {}
    }
    // Soft vignette so neighbouring hexes read apart.
    let edge = (r2 - 0.7).max(0.0) * 0.35;
    [c[0] * (1.0 - edge), c[1] * (1.0 - edge), c[2] * (1.0 - edge)]
}

/// A texture strip with one hex tile per terrain type, in `Terrain::ALL` order.
pub fn terrain_strip(o: Orientation, tw: u32, th: u32) -> Image {
    let pointy = o == Orientation::Pointy;
    let n = Terrain::ALL.len() as u32;
    let w = n * tw;
    let mut data = vec![0u8; (w * th * 4) as usize];
    for (i, t) in Terrain::ALL.iter().enumerate() {
        for py in 0..th {
            for px in 0..tw {
                let x = px as f32 + 0.5 - tw as f32 / 2.0;
                let y = py as f32 + 0.5 - th as f32 / 2.0;
                // Shrink by a pixel so a thin dark grid line shows between hexes.
                let inside = inside_hex(x, y, tw as f32 / 2.0 - 0.6, th as f32 / 2.0 - 0.6, pointy);
                let outer = inside_hex(x, y, tw as f32 / 2.0 + 0.4, th as f32 / 2.0 + 0.4, pointy);
                let o = ((py * w + i as u32 * tw + px) * 4) as usize;
                if inside {
                    let c = shade(*t, x / (tw as f32 / 2.0), y / (th as f32 / 2.0), px, py);
                    data[o..o + 4].copy_from_slice(&[to8(c[0]), to8(c[1]), to8(c[2]), 255]);
                } else if outer {
                    data[o..o + 4].copy_from_slice(&[40, 44, 30, 255]);
                }
            }
        }
    }
    rgba_image(w, th, data)
}

fn to8(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// A counter face: a rounded square with a light bevel, white, to be tinted with the side colour.
pub fn counter_face(size: u32) -> Image {
    let s = size as f32;
    let r = s * 0.16;
    face(size, |x, y| {
        let dx = (r - x).max(x - (s - r)).max(0.0);
        let dy = (r - y).max(y - (s - r)).max(0.0);
        let d = (dx * dx + dy * dy).sqrt();
        (d <= r).then_some(x < 3.0 || y < 3.0 || x > s - 3.0 || y > s - 3.0 || d > r - 2.5)
    })
}

/// The second side's counter face: corners cut (an octagon), so sides differ by shape as well as colour.
pub fn counter_face_cut(size: u32) -> Image {
    let s = size as f32;
    let cut = s * 0.28;
    face(size, |x, y| {
        let (ex, ey) = (x.min(s - x), y.min(s - y));
        (ex + ey >= cut).then_some(ex < 3.0 || ey < 3.0 || ex + ey < cut + 3.5)
    })
}

/// A white counter face with a light bevel; `shape(x, y)` is `None` outside, `Some(true)` on the border.
fn face(size: u32, shape: impl Fn(f32, f32) -> Option<bool>) -> Image {
    let mut data = vec![0u8; (size * size * 4) as usize];
    let s = size as f32;
    for py in 0..size {
        for px in 0..size {
            let (x, y) = (px as f32 + 0.5, py as f32 + 0.5);
            let Some(border) = shape(x, y) else { continue };
            let shade = if border { 0.55 } else { 0.92 + 0.08 * (1.0 - y / s) };
            let o = ((py * size + px) * 4) as usize;
            let v = to8(shade);
            data[o..o + 4].copy_from_slice(&[v, v, v, 255]);
        }
    }
    rgba_image(size, size, data)
}

/// A small picture of a scenario for the title screen: terrain colours, hills lighter, units as side-coloured dots.
pub fn scenario_preview(s: &crate::scenario::Scenario) -> Image {
    let g = &s.grid;
    let cell = 8u32;
    let (w, h) = (g.width * cell + cell / 2, g.height * cell);
    let mut data = vec![0u8; (w * h * 4) as usize];
    let colours: Vec<Color> = s.sides().iter().map(|d| parse_colour(&d.colour)).collect();
    for (i, c) in g.all_coords().enumerate() {
        let shift = if g.orientation == Orientation::Pointy && c.1 % 2 == 1 { cell / 2 } else { 0 };
        let mut col = base(g.terrain[i]);
        if g.elevation[i] > 0 {
            col = mix(col, [0.85, 0.78, 0.55], 0.35);
        }
        let unit = s.units.iter().find(|u| u.at == c).map(|u| colours.get(u.side).copied().unwrap_or(Color::WHITE));
        for dy in 0..cell {
            for dx in 0..cell {
                let (x, y) = (c.0 as u32 * cell + dx + shift, c.1 as u32 * cell + dy);
                if x >= w || y >= h {
                    continue;
                }
                let mut px = [to8(col[0]), to8(col[1]), to8(col[2]), 255];
                if dx == 0 || dy == 0 {
                    px = [px[0] / 2 + 20, px[1] / 2 + 20, px[2] / 2 + 20, 255];
                }
                if let Some(u) = unit {
                    let (cx, cy) = (dx as f32 - cell as f32 / 2.0 + 0.5, dy as f32 - cell as f32 / 2.0 + 0.5);
                    if cx * cx + cy * cy < 7.0 {
                        let s = u.to_srgba();
                        px = [to8(s.red), to8(s.green), to8(s.blue), 255];
                    }
                }
                let o = ((y * w + x) * 4) as usize;
                data[o..o + 4].copy_from_slice(&px);
            }
        }
    }
    rgba_image(w, h, data)
}

/// Parse `#rrggbb` into a colour (grey if malformed; validation rejects that earlier).
pub fn parse_colour(s: &str) -> Color {
    let hex = |i: usize| u8::from_str_radix(s.get(i..i + 2).unwrap_or("80"), 16).unwrap_or(128);
    Color::srgb_u8(hex(1), hex(3), hex(5))
}

/// An objective marker: a gold ring with a dark outline, transparent inside.
pub fn objective_ring(size: u32) -> Image {
    let mut data = vec![0u8; (size * size * 4) as usize];
    let c = size as f32 / 2.0;
    for py in 0..size {
        for px in 0..size {
            let d = ((px as f32 + 0.5 - c).powi(2) + (py as f32 + 0.5 - c).powi(2)).sqrt() / c;
            let o = ((py * size + px) * 4) as usize;
            if (0.80..0.97).contains(&d) {
                let rgba = if !(0.84..=0.93).contains(&d) { [60, 40, 10, 255] } else { [232, 190, 60, 255] };
                data[o..o + 4].copy_from_slice(&rgba);
            }
        }
    }
    rgba_image(size, size, data)
}

/// An sRGB RGBA8 image kept in both worlds (the tilemap reads its tiles from the main world).
fn rgba_image(width: u32, height: u32, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d { width, height, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}
