//! Checks the screenshot that `test.sh` takes of the real window under Xvfb: the map is drawn, not a blank frame.

use std::path::Path;

#[test]
#[ignore = "needs the screenshot taken under Xvfb by test.sh"]
fn the_default_scenario_window_shows_a_map() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots/default.png");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).expect("screenshot exists")));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert!(info.width >= 640 && info.height >= 400, "{}x{}", info.width, info.height);
    let px = info.color_type.samples();
    let bytes = &buf[..info.buffer_size()];
    // Count pixels that look like terrain (greenish) and distinct colours overall.
    let mut green = 0usize;
    let mut colours = std::collections::BTreeSet::new();
    for p in bytes.chunks(px) {
        let (r, g, b) = (p[0], p[1], p[2]);
        if g > r && g > b && g > 80 {
            green += 1;
        }
        colours.insert((r >> 3, g >> 3, b >> 3));
    }
    let total = (info.width * info.height) as usize;
    assert!(green * 5 > total, "less than a fifth of the frame is terrain: {green}/{total}");
    assert!(colours.len() > 200, "only {} distinct colours: not a drawn map", colours.len());
}

fn read(name: &str) -> (u32, u32, Vec<[u8; 3]>) {
    read_in("demo", name)
}

/// A screenshot of `target/screenshots/DIR` as RGB pixels.
fn read_in(dir: &str, name: &str) -> (u32, u32, Vec<[u8; 3]>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots").join(dir).join(name);
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
    ));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let px = info.color_type.samples();
    let pixels = buf[..info.buffer_size()].chunks(px).map(|p| [p[0], p[1], p[2]]).collect();
    (info.width, info.height, pixels)
}

fn share(pixels: &[[u8; 3]], f: impl Fn(&[u8; 3]) -> bool) -> f64 {
    pixels.iter().filter(|p| f(p)).count() as f64 / pixels.len() as f64
}

fn terrain(p: &[u8; 3]) -> bool {
    p[1] > p[0] && p[1] > p[2] && p[1] > 80
}

#[test]
#[ignore = "needs the demo screenshots taken under Xvfb by test.sh"]
fn the_scripted_game_shows_title_board_curtain_and_panels() {
    // Title: no map yet, a dark screen with the scenario list (previews carry a little terrain colour).
    let (_, _, title) = read("01_title.png");
    assert!(share(&title, terrain) < 0.15, "the title screen is not the board");
    // The curtain hides the board completely.
    for name in ["02_curtain.png", "07_reaction_curtain.png"] {
        let (_, _, px) = read(name);
        assert!(share(&px, terrain) < 0.005, "{name}: the board shows through the curtain");
    }
    // The board with panels: terrain in the middle, cards (parchment) at the bottom.
    for name in ["03_board.png", "05_move_options.png", "06_attack_odds.png", "08_after_attack.png", "09_russian.png"] {
        let (w, h, px) = read(name);
        assert!(w >= 1000 && h >= 700);
        let t = share(&px, terrain);
        assert!(t > 0.15, "{name}: only {t:.3} of the frame is terrain");
        let parchment =
            share(&px, |p| p[0] > 170 && p[1] > 160 && p[2] > 140 && u16::from(p[0]) >= u16::from(p[2]) + 10);
        assert!(parchment > 0.02, "{name}: no card faces ({parchment:.3})");
    }
}

#[test]
#[ignore = "needs the demo screenshots taken under Xvfb by test.sh"]
fn the_editor_shows_a_half_built_map_with_its_panels_and_playtests_it() {
    for name in ["10_editor.png", "11_playtest.png", "12_back_in_editor.png"] {
        let (w, h, px) = read(name);
        assert!(w >= 1000 && h >= 700);
        let t = share(&px, terrain);
        assert!(t > 0.10, "{name}: only {t:.3} of the frame is terrain");
    }
    // The editor's panels are dark egui panels on both sides of the map.
    let (w, _, px) = read("10_editor.png");
    let dark = |p: &[u8; 3]| p[0] < 60 && p[1] < 60 && p[2] < 60;
    let left: Vec<[u8; 3]> = px.chunks(w as usize).flat_map(|row| row[..150].to_vec()).collect();
    let right: Vec<[u8; 3]> = px.chunks(w as usize).flat_map(|row| row[row.len() - 250..].to_vec()).collect();
    assert!(share(&left, dark) > 0.5, "no tool panel on the left");
    assert!(share(&right, dark) > 0.5, "no problem and inspector panel on the right");
    // The problem list has entries: red error text.
    let red = share(&right, |p| p[0] > 200 && p[1] < 150 && p[2] < 140);
    assert!(red > 0.0005, "no problems listed ({red:.4})");
    // Back from the playtest: the same map, and no red (the name was fixed before the playtest).
    let (w, _, back) = read("12_back_in_editor.png");
    let right: Vec<[u8; 3]> = back.chunks(w as usize).flat_map(|row| row[row.len() - 250..].to_vec()).collect();
    let red_after = share(&right, |p| p[0] > 200 && p[1] < 150 && p[2] < 140);
    assert!(red_after < red, "errors still listed after the fix ({red_after:.4} vs {red:.4})");
}

fn read_web(name: &str) -> Vec<[u8; 3]> {
    read_in("web", name).2
}

#[test]
#[ignore = "needs the browser screenshots taken by web/test.mjs"]
fn the_browser_shows_the_curtain_then_the_board() {
    let curtain = read_web("01_curtain.png");
    assert!(share(&curtain, terrain) < 0.005, "the board shows through the curtain in the browser");
    let distinct: std::collections::BTreeSet<_> = curtain.iter().map(|p| (p[0] >> 4, p[1] >> 4, p[2] >> 4)).collect();
    assert!(distinct.len() > 3, "the curtain frame is blank");
    // On the phone, the curtain for the other side, shot the moment it was reported: no fade lets the board through.
    let phone = read_web("22_phone_next_curtain.png");
    assert!(share(&phone, terrain) < 0.005, "the board shows through the phone's curtain as it comes down");
    for name in ["02_board.png", "03_card_played.png"] {
        let px = read_web(name);
        let t = share(&px, terrain);
        assert!(t > 0.15, "{name}: only {t:.3} of the browser frame is terrain");
        let parchment =
            share(&px, |p| p[0] > 170 && p[1] > 160 && p[2] > 140 && u16::from(p[0]) >= u16::from(p[2]) + 10);
        assert!(parchment > 0.02, "{name}: no card faces in the browser ({parchment:.3})");
    }
}

#[test]
#[ignore = "needs the replay screenshots taken under Xvfb by test.sh"]
fn a_game_watched_again_shows_the_board_under_its_replay_bar() {
    for name in ["replay.png", "replay_phone.png"] {
        let (w, h, px) = read_in("", name);
        let t = share(&px, terrain);
        assert!(t > 0.12, "{name}: only {t:.3} of the frame is terrain");
        // The bar at the bottom: panel-dark, not map, across the bottom rows.
        let bottom: Vec<[u8; 3]> = px[((h - 30) * w) as usize..].to_vec();
        let map = share(&bottom, terrain);
        assert!(map < 0.05, "{name}: the bottom rows are map ({map:.3}), no replay bar under it");
    }
}

#[test]
#[ignore = "needs the browser screenshots taken by web/test.mjs"]
fn the_browser_offers_a_linked_scenario_and_plays_it() {
    // The offer sits over the title screen: little terrain (only the scenario previews).
    let offer = read_web("11_link_offer.png");
    assert!(share(&offer, terrain) < 0.10, "the offer of a linked scenario is drawn over a map");
    let played = read_web("12_link_played.png");
    let t = share(&played, terrain);
    assert!(t > 0.15, "the linked scenario's game shows only {t:.3} terrain");
}

#[test]
#[ignore = "needs the browser screenshots taken by web/test.mjs"]
fn the_browser_shows_the_board_while_the_computer_plays_both_sides() {
    // The game goes on under the computer's "thinking" box: the map, not a blank or frozen page.
    let watched = read_web("10b_computer_both_sides.png");
    let t = share(&watched, terrain);
    assert!(t > 0.15, "the game the computer plays on both sides shows only {t:.3} terrain");
}
